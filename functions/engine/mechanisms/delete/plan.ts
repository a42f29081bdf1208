// `retention-job plan` for a delete policy: the SQL of its candidate scan and of one batch (in
// clock order and in block ranges), what EXPLAIN says of them, and the indexes that would help.
import type pg from "pg";
import { planWarning } from "../../../contract/plan-warnings.js";
import { readTableFacts, statusValueFindings, type TableFacts } from "../../catalog/index.js";
import {
  type ForeignKey,
  type InboundRef,
  type PolicyShape,
  qualifiedName,
  type TypedCondition,
  tableText,
} from "../../catalog/shape.js";
import { tenantKeepConditions } from "../../catalog/tenant-keep.js";
import { thousands } from "../../numbers.js";
import { narrowed, tenantGroups } from "../../pipeline/tenant-breaker.js";
import { arrow, referencesOf } from "../../plan/references.js";
import {
  blockRangeSql,
  candidatesSql,
  deleteKeysSql,
  deleteTreesSql,
  keyRowOf,
  keysetBatchSql,
  relationBlocksSql,
} from "../../sql/batches.js";
import { indexPrefixSql } from "../../sql/catalog.js";
import { limitSql, plannerSettingsOffSql } from "../../sql/explain.js";
import { LEDGER_SCHEMA, outboxExistsSql } from "../../sql/ledger.js";
import { orderedWalkSql } from "../../sql/session.js";
import { qualifiedIdent, quoteIdent, type Sql } from "../../sql/text.js";
import { ASSUMED_BLOCKS_PER_SECOND } from "../../strategies/blocks.js";
import { ADAPTIVE_BATCH, DEFAULT_BATCH_SIZE } from "../../strategies/sizer.js";
import { explain } from "../explain.js";
import type { MechanismPlan } from "../mechanism.js";

/** Past this many rows (pg_class.reltuples) a full scan per batch is a real cost. */
const LARGE_TABLE_ROWS = 10_000;

type Sink = MechanismPlan;

/** The index a warning advises, as SQL that runs as printed (names quoted: `"Session"`). */
const createIndex = (table: { schema: string; name: string }, columns: string[]) =>
  `CREATE INDEX CONCURRENTLY ON ${qualifiedIdent(table.schema, table.name)} (${columns.map(quoteIdent).join(", ")});`;

/** What the policy's settings and the catalog mean for its batches. */
function shapeNotes(shape: PolicyShape, sink: Sink): void {
  const { policy } = shape;
  if (policy.mode === "report")
    sink.notes.push("report mode: runs count what this policy would delete, and delete nothing");
  if (policy.publish) {
    sink.notes.push(
      `publishes: each batch writes the deleted rows' keys (${shape.key?.columns.join(", ")}) to ${LEDGER_SCHEMA}.outbox in the statement that deletes them; the Lambda sends them to EventBridge`,
    );
  }
  if (shape.selfReference && !policy.selfReference) {
    sink.notes.push(
      `self-reference ${shape.selfReference.name} found in the catalog: whole expired trees go together, leaf-first`,
    );
  }
  if (!shape.rowLocks) {
    sink.notes.push(
      "the role has no UPDATE privilege, so batches cannot lock rows FOR UPDATE SKIP LOCKED: the DELETE's own row locks keep every row deleted once, and a second instance waits instead of skipping",
    );
  }
}

/**
 * A retention per tenant: tenant by tenant along an index on (tenant, clock), the batch explained
 * for the first tenant with a cutoff; without that index, one pass over the table per run, and the
 * index that bounds each tenant is asked for.
 */
function tenantPlan(shape: PolicyShape, sink: Sink): PolicyShape {
  const tenants = shape.tenants;
  if (!tenants) return shape;
  const groups = tenantGroups(tenants);
  const columns = `${tenants.column}, ${shape.policy.clock[0]}`;
  sink.notes.push(
    `a retention per tenant (${tableText(tenants.table)}.${tenants.key}): ${thousands(groups.length)} of ${thousands(tenants.cutoffs.length)} tenants have a cutoff this run (fixed at its start)${tenants.noTenant === null ? "" : ", and the rows with no tenant the default's"}`,
  );
  if (!tenants.indexed) {
    sink.warnings.push(
      planWarning(
        "no-tenant-index",
        `no index leads with (${columns}): a run reads every row against its tenant's cutoff instead of one index range per tenant, and reports no per-tenant figures; the index that bounds each tenant: ${createIndex(shape.policy.table, [tenants.column, shape.policy.clock[0] as string])}`,
      ),
    );
    return shape;
  }
  sink.notes.push(
    `tenant by tenant along the index on (${columns}): one range each, the batch below for the first`,
  );
  return groups[0] ? narrowed(shape, groups[0]) : shape;
}

/** Every foreign key a batch checks, as referencesOf lists them: the self-reference, then each reference and those through its cascades. */
function checkedKeys(shape: PolicyShape): ForeignKey[] {
  const walk = (ref: InboundRef): ForeignKey[] => [ref.fk, ...ref.childRefs.flatMap(walk)];
  return [...(shape.selfReference ? [shape.selfReference] : []), ...shape.inbound.flatMap(walk)];
}

/** Structural: each reference a batch checks needs an index on the referencing columns. */
function unindexedWarnings(shape: PolicyShape, sink: Sink): number {
  for (const { constraint, index } of referencesOf(shape, [])) {
    if (index?.predicate) {
      sink.notes.push(
        `the partial index ${index.name} (WHERE ${index.predicate}) serves ${constraint}'s lookups: each looks up a value, which is never NULL`,
      );
    }
  }
  const unindexed = checkedKeys(shape).filter((fk) => !fk.childIndexed);
  for (const fk of unindexed) {
    sink.warnings.push(
      planWarning(
        "no-reference-index",
        `no index backs ${fk.name} (${arrow(fk)}): each batch would scan ${tableText(fk.child)} to find the rows that reference the ones it deletes; the index that fixes it: ${createIndex(fk.child, fk.childColumns)}`,
      ),
    );
  }
  return unindexed.length;
}

/** Related rows a condition looks up by a foreign key that no index on the referencing side serves. */
function conditionIndexWarnings(conditions: TypedCondition[], sink: Sink): number {
  let count = 0;
  for (const each of conditions) {
    if (each.kind !== "related") continue;
    count += conditionIndexWarnings(each.conditions, sink);
    if (each.indexed) continue;
    const table = tableText(each.table);
    sink.warnings.push(
      planWarning(
        "no-condition-index",
        `no index leads with ${table} (${each.theirs.join(", ")}): each row's condition through ${each.constraint} would scan ${table}; the index that serves it: ${createIndex(each.table, each.theirs)}`,
      ),
    );
    count += 1;
  }
  return count;
}

/**
 * Keep the newest N: each row's count of newer rows in its group is an index range when an index
 * leads with the group's columns and then the ordering one; without, a scan of the table per row.
 */
async function keepIndexWarnings(
  db: pg.ClientBase,
  shape: PolicyShape,
  sink: Sink,
): Promise<number> {
  if (!shape.keep) return 0;
  const columns = [...shape.keep.per, shape.keep.by];
  const { rows } = await db.query<{ found: boolean }>(indexPrefixSql(shape.oid, columns));
  if (rows[0]?.found) return 0;
  sink.warnings.push(
    planWarning(
      "no-keep-index",
      `no index leads with (${columns.join(", ")}): each row's count of the newer rows of its group would scan ${qualifiedName(shape.policy)}; the index that serves it: ${createIndex(shape.policy.table, columns)}`,
    ),
  );
  return 1;
}

/** One clock-order batch's SQL (keyset; or the cursor's scan, explained, and a batch of its first keys). */
async function clockOrderBatch(
  db: pg.ClientBase,
  shape: PolicyShape,
  explained: PolicyShape,
  sink: Sink,
): Promise<Sql> {
  const { policy } = shape;
  const size = policy.batchSize ?? DEFAULT_BATCH_SIZE;
  if (shape.strategy === "keyset") return keysetBatchSql(explained, null, size);
  const scan = candidatesSql(shape);
  sink.statements.push(await explain(db, "candidate list (once per run)", scan, policy.table.name));
  const sample = await db.query<Record<string, string>>(limitSql(scan, size));
  const keys = sample.rows.map((row) => keyRowOf(row, shape.key?.columns.length ?? 0));
  if (shape.selfReference) {
    sink.notes.push(
      "leaf-first: candidates are listed once per run in clock order; each batch deletes whole expired trees by key lookups",
    );
    return deleteTreesSql(explained, keys, false);
  }
  return deleteKeysSql(explained, keys);
}

/** The block-range walk: when a run takes it, and one range's statement explained. */
async function blockRanges(
  db: pg.ClientBase,
  shape: PolicyShape,
  explained: PolicyShape,
  sink: Sink,
) {
  const { rows } = await db.query<{ blocks: number }>(relationBlocksSql(shape.oid));
  const blocks = rows[0]?.blocks ?? 0;
  const rate = ASSUMED_BLOCKS_PER_SECOND;
  sink.notes.push(
    shape.policy.batchSize === undefined
      ? `order: block ranges (physical order, about as fast as one DELETE) when a run can walk the table's ${thousands(blocks)} blocks in its time (at a cautious ${thousands(rate)} blocks/s: ${Math.ceil(blocks / rate)} s; the walk then measures its rate and turns to clock order if the rest would not fit), unless the rows past retention are a thin slice scattered through a heap out of the clock's order; otherwise clock order (${shape.strategy}), the oldest rows first`
      : `order: clock order (${shape.strategy}): batchSize fixes rows per batch, which block ranges cannot; leave it out for adaptive batches and block ranges`,
  );
  sink.statements.push(
    await explain(
      db,
      "block range (physical order)",
      blockRangeSql(explained, 0, ADAPTIVE_BATCH.blocks.initial, false),
      shape.policy.table.name,
    ),
  );
}

/** Why a policy lists its candidates (the cursor strategy) whatever its indexes; none: an index on the clock would make it walk them. */
function listedAnyway(shape: PolicyShape): string | undefined {
  const { policy } = shape;
  if (!policy.ageRule) return "its age is in its conditions";
  if (policy.clockPlus) return "its clock is computed";
  if (shape.keep) return "it keeps the newest rows of each group";
  return undefined;
}

/** The columns whose plain comparison with a cutoff bounds the candidate list to rows past their age. */
function ageColumns(shape: PolicyShape): string[] {
  const { policy } = shape;
  if (policy.ageRule) return policy.clock.length === 1 ? [policy.clock[0] as string] : [];
  return (shape.conditions ?? []).flatMap((each) =>
    each.kind === "column" && "olderThan" in each.condition ? [each.condition.column] : [],
  );
}

/**
 * The cursor strategy lists its candidates once per run, by a full scan unless an index leads with
 * a column that bounds the list by age. The index that makes batches walk the clock instead, where
 * it would; else the one that bounds the list; none where no column bounds it (keep-newest alone).
 */
function candidateIndexWarnings(
  shape: PolicyShape,
  facts: TableFacts | undefined,
  sink: Sink,
): number {
  if (shape.strategy !== "cursor" || shape.selfReference || !facts) return 0;
  const columns = ageColumns(shape);
  const indexed = (column: string) =>
    facts.indexedLeads.has(facts.columns.get(column)?.attnum ?? -1);
  const column = columns[0];
  if (column === undefined || columns.some(indexed)) return 0;
  const index = createIndex(shape.policy.table, [column]);
  const why = listedAnyway(shape);
  sink.warnings.push(
    why === undefined
      ? planWarning(
          "no-clock-index",
          `no index leads with the clock column, so candidates are listed by one full scan per run; the index that lets batches walk it instead: ${index}`,
        )
      : planWarning(
          "no-age-index",
          `no index leads with ${column}, the column the policy's age is compared on, so its candidates are listed by one full scan per run (it lists them whatever its indexes: ${why}); the index that lets the list read only the rows past their age: ${index}`,
        ),
  );
  return 1;
}

/**
 * A batch that scans the whole table although every index it needs exists: a planner method that
 * is off for this role or database (the run's batches are planned with it), or else statistics or
 * cost settings.
 */
async function fullScanWarnings(db: pg.ClientBase, shape: PolicyShape, sink: Sink) {
  const table = qualifiedName(shape.policy);
  const { rows } = await db.query<{ name: string; source: string; database: string; role: string }>(
    plannerSettingsOffSql(),
  );
  const reset = ({ name, source, database, role }: (typeof rows)[number]) =>
    ({
      database: `ALTER DATABASE ${quoteIdent(database)} RESET ${name};`,
      user: `ALTER ROLE ${quoteIdent(role)} RESET ${name};`,
      "database user": `ALTER ROLE ${quoteIdent(role)} IN DATABASE ${quoteIdent(database)} RESET ${name};`,
    })[source] ?? `set ${name} back to on where it is set (${source})`;
  sink.warnings.push(
    planWarning(
      "batch-full-scan",
      rows.length > 0
        ? `the planner chose a full scan of ${table} for each batch although the indexes exist: ${rows.map((row) => `${row.name} is off (${row.source})`).join(", ")}, and a run's batches are planned so too; ${rows.map(reset).join(" ")}`
        : `the planner chose a full scan of ${table} for each batch although the indexes exist and no planner method is off: its statistics or its cost settings (random_page_cost, seq_page_cost) make a scan look cheaper; run ANALYZE ${table}, check those settings, and plan again`,
    ),
  );
}

/** What a run would do for a delete policy. Read-only: EXPLAIN without ANALYZE executes nothing. */
export async function planDelete(db: pg.ClientBase, shape: PolicyShape): Promise<MechanismPlan> {
  const { policy } = shape;
  const sink: Sink = {
    statements: [],
    warnings: [
      ...(shape.preflightWarnings ?? []).map((text) => planWarning("preflight-unchecked", text)),
      ...(await statusValueFindings(db, shape)),
    ],
    notes: [],
  };
  shapeNotes(shape, sink);
  // Without the outbox yet (the first run creates it), the batch is explained without its insert.
  const outboxExists = (await db.query<{ exists: boolean }>(outboxExistsSql())).rows[0]?.exists;
  const explained = tenantPlan(
    policy.publish && !outboxExists ? { ...shape, policy: { ...policy, publish: false } } : shape,
    sink,
  );
  const facts = await readTableFacts(db, policy.table.schema, policy.table.name);
  const unindexed =
    unindexedWarnings(shape, sink) +
    (await keepIndexWarnings(db, shape, sink)) +
    conditionIndexWarnings(
      [...(shape.conditions ?? []), ...tenantKeepConditions(shape.tenants)],
      sink,
    ) +
    candidateIndexWarnings(shape, facts, sink);
  const batchSql = await clockOrderBatch(db, shape, explained, sink);
  if (shape.blockRanges) await blockRanges(db, shape, explained, sink);
  // The keyset walk runs with its own planner settings (see orderedWalkSql): explain it so.
  if (shape.strategy === "keyset") await db.query(orderedWalkSql(true));
  const batch = await explain(db, "batch", batchSql, policy.table.name).finally(async () => {
    if (shape.strategy === "keyset") await db.query(orderedWalkSql(false));
  });
  sink.statements.push(batch);
  if (batch.seqScan && unindexed === 0 && (facts?.estimatedRows ?? 0) >= LARGE_TABLE_ROWS)
    await fullScanWarnings(db, shape, sink);
  return sink;
}
