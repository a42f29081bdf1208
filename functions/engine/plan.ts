import type pg from "pg";
import {
  ADAPTIVE_BATCH,
  ASSUMED_BLOCKS_PER_SECOND,
  DEFAULT_BATCH_SIZE,
} from "../contract/limits.js";
import type { Policy } from "../contract/retention-table.js";
import { describePolicies, readTableFacts, statusValueWarnings } from "./catalog/index.js";
import { cutoffsFor } from "./clock.js";
import { type InboundRef, type PolicyShape, qualifiedName, tableText } from "./shape.js";
import {
  blockRangeSql,
  candidatesSql,
  deleteKeysSql,
  deleteTreesSql,
  keyRowOf,
  keysetBatchSql,
  relationBlocksSql,
} from "./sql/batches.js";
import { explainSql, limitSql } from "./sql/explain.js";
import { LEDGER_SCHEMA, outboxExistsSql } from "./sql/ledger.js";
import { orderedWalkSql } from "./sql/session.js";
import type { Sql } from "./sql/text.js";
import { listPartitions } from "./strategies/partitions.js";

export interface PlannedStatement {
  label: string;
  sql: string;
  explain: string;
  seqScan: boolean;
}

/** A reference into a policy's table, as `plan` shows it. */
export interface PlannedReference {
  constraint: string;
  /** `child(columns) -> parent(columns)` */
  from: string;
  action: string;
  effect: InboundRef["effect"] | "self-reference";
  /** Policies of this retention table that govern the referencing table (they run first). */
  governedBy: string[];
  indexed: boolean;
  /** Reached through a cascade from the policy's table, not directly. */
  throughCascade: boolean;
}

export interface PolicyPlan {
  name: string;
  table: string;
  /** Position in the run (children before parents along foreign keys), from 1. */
  order: number;
  strategy: PolicyShape["strategy"];
  cutoff: string;
  key: string[] | null;
  references: PlannedReference[];
  statements: PlannedStatement[];
  warnings: string[];
  notes: string[];
}

/** Statements that plan only explains carry this run id (they never run). */
const PLAN_RUN_ID = "00000000-0000-0000-0000-000000000000";

/** Past this many rows (pg_class.reltuples) a full scan per batch is a real cost. */
const LARGE_TABLE_ROWS = 10_000;

interface PlanNode {
  "Node Type"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

function scansWholeTable(node: PlanNode, table: string): boolean {
  if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === table) return true;
  return (node.Plans ?? []).some((child) => scansWholeTable(child, table));
}

async function explain(
  db: pg.ClientBase,
  label: string,
  sql: Sql,
  table: string,
): Promise<PlannedStatement> {
  const text = await db.query<{ "QUERY PLAN": string }>(explainSql(sql, "text"));
  const json = await db.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(explainSql(sql, "json"));
  const root = json.rows[0]?.["QUERY PLAN"][0]?.Plan ?? {};
  return {
    label,
    sql: sql.text,
    explain: text.rows.map((row) => row["QUERY PLAN"]).join("\n"),
    seqScan: scansWholeTable(root, table),
  };
}

/** Every reference a policy's statements check, direct or through a cascade, the self-reference first. */
function referencesOf(shape: PolicyShape, shapes: PolicyShape[]): PlannedReference[] {
  const governedBy = (oid: number) =>
    shapes.filter((each) => each.oid === oid).map((each) => each.policy.name);
  const planned = (ref: InboundRef, throughCascade: boolean): PlannedReference[] => [
    {
      constraint: ref.fk.name,
      from: `${tableText(ref.fk.child)}(${ref.fk.childColumns.join(", ")}) -> ${tableText(ref.fk.parent)}(${ref.fk.parentColumns.join(", ")})`,
      action: ref.fk.action,
      effect: ref.effect,
      governedBy: governedBy(ref.fk.child.oid),
      indexed: ref.fk.childIndexed,
      throughCascade,
    },
    ...ref.childRefs.flatMap((child) => planned(child, true)),
  ];
  const self = shape.selfReference;
  return [
    ...(self
      ? [
          {
            constraint: self.name,
            from: `${tableText(self.child)}(${self.childColumns.join(", ")}) -> ${tableText(self.parent)}(${self.parentColumns.join(", ")})`,
            action: self.action,
            effect: "self-reference" as const,
            governedBy: governedBy(self.child.oid),
            indexed: self.childIndexed,
            throughCascade: false,
          },
        ]
      : []),
    ...shape.inbound.flatMap((ref) => planned(ref, false)),
  ];
}

/**
 * What a run would do for each policy, in the order it would take them: the references into its
 * table, the SQL of one batch and what EXPLAIN says of it, with a warning (and the index that
 * would fix it) wherever a batch would scan a whole table. Read-only: EXPLAIN without ANALYZE
 * executes nothing.
 */
export async function planPolicies(
  db: pg.ClientBase,
  policies: Policy[],
  now: Date,
): Promise<PolicyPlan[]> {
  const shapes = await describePolicies(db, policies, cutoffsFor(policies, now), PLAN_RUN_ID);
  const outboxExists = (await db.query<{ exists: boolean }>(outboxExistsSql())).rows[0]?.exists;
  const plans: PolicyPlan[] = [];
  for (const [index, shape] of shapes.entries()) {
    const { policy } = shape;
    const qualified = qualifiedName(policy);
    const references = referencesOf(shape, shapes);
    const base = {
      name: policy.name,
      table: qualified,
      order: index + 1,
      strategy: shape.strategy,
      cutoff: shape.cutoff,
      key: shape.key?.columns ?? null,
      references,
    };
    if (shape.strategy === "partitions") {
      plans.push({ ...base, ...(await planPartitions(db, shape)) });
      continue;
    }
    const facts = await readTableFacts(db, policy.table.schema, policy.table.name);
    const statements: PlannedStatement[] = [];
    const warnings: string[] = [
      ...(shape.preflightWarnings ?? []),
      ...(await statusValueWarnings(db, shape)),
    ];
    const notes: string[] = [];
    if (policy.mode === "report") {
      notes.push("report mode: runs count what this policy would delete, and delete nothing");
    }
    if (policy.publish) {
      notes.push(
        `publishes: each batch writes the deleted rows' keys (${shape.key?.columns.join(", ")}) to ${LEDGER_SCHEMA}.outbox in the statement that deletes them; the Lambda sends them to EventBridge`,
      );
    }
    // Without the outbox yet (the first run creates it), the batch is explained without its insert.
    const explained =
      policy.publish && !outboxExists ? { ...shape, policy: { ...policy, publish: false } } : shape;

    // Structural: the indexes each batch relies on. The plans below are what the planner says
    // today, and on a small or unanalyzed table a Seq Scan there is cheap and expected.
    const unindexed = references.filter((reference) => !reference.indexed);
    for (const reference of unindexed) {
      const [child, columns] = reference.from.split(" -> ")[0]!.split("(");
      warnings.push(
        `no index backs ${reference.constraint} (${reference.from}): each batch would scan ${child} to find the rows that reference the ones it deletes; the index that fixes it: CREATE INDEX CONCURRENTLY ON ${child} (${columns!.slice(0, -1)});`,
      );
    }
    if (shape.selfReference && !policy.selfReference) {
      notes.push(
        `self-reference ${shape.selfReference.name} found in the catalog: whole expired trees go together, leaf-first`,
      );
    }
    let batchSql: Sql;
    if (shape.strategy === "keyset") {
      batchSql = keysetBatchSql(explained, null, policy.batchSize ?? DEFAULT_BATCH_SIZE);
    } else {
      const scan = candidatesSql(shape);
      statements.push(await explain(db, "candidate list (once per run)", scan, policy.table.name));
      const sample = await db.query<Record<string, string>>(
        limitSql(scan, policy.batchSize ?? DEFAULT_BATCH_SIZE),
      );
      const keys = sample.rows.map((row) => keyRowOf(row, shape.key?.columns.length ?? 0));
      batchSql = shape.selfReference
        ? deleteTreesSql(explained, keys)
        : deleteKeysSql(explained, keys);
      if (shape.selfReference) {
        notes.push(
          "leaf-first: candidates are listed once per run in clock order; each batch deletes whole expired trees by key lookups",
        );
      } else if (policy.clock.length === 1) {
        warnings.push(
          `no index leads with the clock column, so candidates are listed by one full scan per run; the index that lets batches walk it instead: CREATE INDEX CONCURRENTLY ON ${qualified} (${policy.clock[0]});`,
        );
      }
    }
    if (shape.blockRanges) {
      const { rows } = await db.query<{ blocks: number }>(relationBlocksSql(shape.oid));
      const blocks = rows[0]?.blocks ?? 0;
      notes.push(
        policy.batchSize === undefined
          ? `order: block ranges (physical order, about as fast as one DELETE) when a run can walk the table's ${blocks.toLocaleString("en-US")} blocks in its time (at a cautious ${ASSUMED_BLOCKS_PER_SECOND.toLocaleString("en-US")} blocks/s: ${Math.ceil(blocks / ASSUMED_BLOCKS_PER_SECOND)} s; the walk then measures its rate and turns to clock order if the rest would not fit); otherwise clock order (${shape.strategy}), the oldest rows first`
          : `order: clock order (${shape.strategy}): batchSize fixes rows per batch, which block ranges cannot; leave it out for adaptive batches and block ranges`,
      );
      statements.push(
        await explain(
          db,
          "block range (physical order)",
          blockRangeSql(explained, 0, ADAPTIVE_BATCH.blocks.initial, false),
          policy.table.name,
        ),
      );
    }
    // The keyset walk runs with its own planner settings (see orderedWalkSql): explain it so.
    if (shape.strategy === "keyset") await db.query(orderedWalkSql(true));
    const batch = await explain(db, "batch", batchSql, policy.table.name).finally(async () => {
      if (shape.strategy === "keyset") await db.query(orderedWalkSql(false));
    });
    statements.push(batch);
    if (
      batch.seqScan &&
      unindexed.length === 0 &&
      (facts?.estimatedRows ?? 0) >= LARGE_TABLE_ROWS
    ) {
      warnings.push(
        `the planner chose a full scan for each batch although the indexes exist; run ANALYZE ${qualified} and check again`,
      );
    }
    if (!shape.rowLocks) {
      notes.push(
        "the role has no UPDATE privilege, so batches cannot lock rows FOR UPDATE SKIP LOCKED: the DELETE's own row locks keep every row deleted once, and a second instance waits instead of skipping",
      );
    }
    plans.push({ ...base, statements, warnings, notes });
  }
  return plans;
}

async function planPartitions(
  db: pg.ClientBase,
  shape: PolicyShape,
): Promise<Pick<PolicyPlan, "statements" | "warnings" | "notes">> {
  const partitions = await listPartitions(db, shape.oid);
  const cutoffEpoch = Date.parse(shape.cutoff) / 1000;
  const expired = partitions.filter(
    (partition) =>
      !partition.isDefault && partition.upperEpoch !== null && partition.upperEpoch <= cutoffEpoch,
  );
  const hasDefault = partitions.some((partition) => partition.isDefault);
  const verb = shape.policy.keepTable ? "DETACH (kept)" : "DETACH + DROP";
  const notes = [
    `${partitions.length} partitions; ${expired.length} end at or before the cutoff: ${expired.map((each) => each.name).join(", ") || "none"} (${verb})`,
    ...partitions
      .filter((each) => each.detachPending)
      .map((each) => `${each.name} is detach-pending: the next run finishes it with FINALIZE`),
  ];
  const warnings = hasDefault
    ? [
        "a default partition exists, so DETACH ... CONCURRENTLY is not allowed: each detach takes a brief ACCESS EXCLUSIVE lock on the parent (bounded by lock_timeout)",
      ]
    : [];
  return { statements: [], warnings, notes };
}
