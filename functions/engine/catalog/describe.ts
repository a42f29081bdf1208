// Preflight against the catalog: each policy checked before any row is touched, described as the
// run needs it (a PolicyShape), and the policies put in foreign-key order.
import type pg from "pg";
import { ConfigError, collectProblems } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import { type InboundRef, type PolicyShape, qualifiedName } from "../shape.js";
import { canLockRowsSql, serverVersionSql } from "../sql/catalog.js";
import { checkAlsoDelete, foreignKeyColumns } from "./also-delete.js";
import { checkColumns, rowKeyOf } from "./columns.js";
import { checkConditions } from "./conditions.js";
import { checkCascades, ForeignKeys, inboundRefs, selfReferenceOf } from "./foreign-keys.js";
import { attachGuards } from "./guards.js";
import { checkComputedClock, checkKeep, checkRedact } from "./rules.js";
import { runOrder } from "./run-order.js";
import { checkStatusValues } from "./status-values.js";
import { type Column, readTableFacts, type TableFacts } from "./table-facts.js";

/** What describing a run's policies reads from: the catalog, once; the run's `now` for ages. */
interface Describing {
  db: pg.ClientBase;
  keys: ForeignKeys;
  serverVersion: number;
  now: Date;
}

/** What every shape carries, from the table's facts. */
type ShapeBase = Pick<
  PolicyShape,
  "policy" | "oid" | "runId" | "cutoff" | "estimatedRows" | "inbound"
>;

/** A drop-partitions policy: a partitioned table, a timestamp clock, nothing to publish. */
function describePartitioned(base: ShapeBase, facts: TableFacts, field: string): PolicyShape {
  const { policy } = base;
  if (facts.relkind !== "p") {
    throw new ConfigError(
      `${field}.table`,
      `${qualifiedName(policy)} is not a partitioned table; drop-partitions needs one`,
    );
  }
  if (policy.publish) {
    throw new ConfigError(
      `${field}.publish`,
      "drop-partitions drops whole partitions without listing their rows, so it cannot publish their keys; expire the derived store on the same rule instead",
    );
  }
  const { clock } = checkColumns(policy, facts, field);
  if (clock.kind === "epoch") {
    throw new ConfigError(
      `${field}.clock`,
      "drop-partitions reads the partitions' bounds as timestamps; a numeric clock is not supported there",
    );
  }
  return { ...base, clock, strategy: "partitions", rowLocks: false, blockRanges: false };
}

/** The key a policy that needs one (cursor strategy, publishing) must have. */
function checkKeyNeeded(
  base: ShapeBase,
  needs: { cursor: boolean; selfReference?: PolicyShape["selfReference"] },
  field: string,
): void {
  const qualified = qualifiedName(base.policy);
  const { selfReference } = needs;
  if (needs.cursor) {
    throw new ConfigError(
      `${field}.key`,
      `${qualified} has no primary key and no unique index over NOT NULL columns, and this policy needs one to name its rows (${selfReference ? `leaf-first deletion along ${selfReference.name}` : "no index leads with the clock, so candidates are listed by key"}); add a primary key${selfReference ? "" : `, or an index on the clock column so that batches walk it without a key`}`,
    );
  }
  if (base.policy.publish) {
    throw new ConfigError(
      `${field}.publish`,
      `${qualified} has no primary key and no unique index over NOT NULL columns, so there is no key to publish; add a primary key or name a unique one in key`,
    );
  }
}

/**
 * What references a policy's rows: nothing, for a redaction (it deletes nothing); else every
 * foreign key into its table, leaf-first along its self-reference (not for an orphans policy: any
 * reference keeps a row there), the rows alsoDelete takes along, and the cascades all of them reach.
 */
async function referencesOf(
  db: pg.ClientBase,
  keys: ForeignKeys,
  policy: Policy,
  facts: TableFacts,
  field: string,
): Promise<Pick<PolicyShape, "selfReference" | "inbound" | "alsoDelete">> {
  if (policy.mechanism === "redact") return { inbound: [] };
  const into = await keys.into(facts.ref);
  if (policy.orphans && into.length === 0) {
    throw new ConfigError(
      `${field}.orphans`,
      `no foreign key references ${qualifiedName(policy)}: every row would count as an orphan; leave orphans out (the age rule alone says it)`,
    );
  }
  const selfReference = policy.orphans ? undefined : selfReferenceOf(policy, into, facts, field);
  const inbound = await inboundRefs(keys, facts.ref, selfReference);
  const alsoDelete = await checkAlsoDelete(db, keys, policy, facts, field);
  checkCascades(
    policy,
    [...inbound, ...(alsoDelete ?? []).flatMap((each) => each.parentRefs)],
    field,
  );
  return {
    inbound,
    ...(selfReference ? { selfReference } : {}),
    ...(alsoDelete ? { alsoDelete } : {}),
  };
}

/** The rules beyond the age: a computed clock, conditions, keep-the-newest, redacted columns. */
async function rulesOf(
  { db, keys, now }: Describing,
  base: ShapeBase & { clock: PolicyShape["clock"]; key: PolicyShape["key"] },
  facts: TableFacts,
  field: string,
) {
  const { policy, key } = base;
  const referenced = async () =>
    new Set([
      ...(await foreignKeyColumns(db, facts)),
      ...(await keys.into(facts.ref)).flatMap((fk) => fk.parentColumns),
    ]);
  const conditions = await checkConditions(db, keys, policy, facts, now, field);
  const keep = checkKeep(policy, facts, key, field);
  const redact = policy.columns
    ? await checkRedact(
        db,
        policy,
        facts,
        { key: key?.columns ?? [], foreignKeyColumns: await referenced() },
        field,
      )
    : undefined;
  return {
    clock: checkComputedClock(policy, facts, base.clock, field),
    ...(conditions ? { conditions } : {}),
    ...(keep ? { keep } : {}),
    ...(redact ? { redact } : {}),
  };
}

/** A policy on rows: its columns and rules, status values, key, references and cascades. */
async function describeRows(
  describing: Describing,
  base: ShapeBase,
  facts: TableFacts,
  field: string,
): Promise<PolicyShape> {
  const { db, keys, serverVersion } = describing;
  const { policy } = base;
  const { clocks, clock } = checkColumns(policy, facts, field);
  const preflightWarnings = await checkStatusValues(db, policy, facts, field);
  const key = rowKeyOf(policy, facts, field);
  const refs = await referencesOf(db, keys, policy, facts, field);
  const rules = await rulesOf(describing, { ...base, clock, key }, facts, field);
  const clockIndexed = clocks.length === 1 && facts.indexedLeads.has((clocks[0] as Column).attnum);
  // Keyset walks the clock's index in order: one plain clock, an age rule, no trees, no groups.
  const walkable = clockIndexed && policy.ageRule && !policy.clockPlus && !policy.keep;
  const strategy = !refs.selfReference && walkable ? "keyset" : "cursor";
  if (!key)
    checkKeyNeeded(
      base,
      { cursor: strategy === "cursor", selfReference: refs.selfReference },
      field,
    );
  const { rows } = await db.query<{ can_lock: boolean }>(canLockRowsSql(facts.ref.oid));
  return {
    ...base,
    ...refs,
    ...rules,
    strategy,
    blockRanges: serverVersion >= 140_000 && facts.relkind === "r" && !refs.selfReference,
    rowLocks: rows[0]?.can_lock ?? false,
    preflightWarnings,
    ...(policy.status
      ? { statusType: (facts.columns.get(policy.status.column) as Column).castType }
      : {}),
    ...(key ? { key } : {}),
  };
}

/**
 * Checks one policy against the live catalog: its table and columns, its key, its references and
 * cascades. Throws ConfigError naming the field (`policies[i].clock`), so that a bad rule stops the
 * run before anything is deleted.
 */
async function describePolicy(
  describing: Describing,
  policy: Policy,
  cutoff: string,
  runId: string,
  field: string,
): Promise<PolicyShape> {
  const facts = await readTableFacts(describing.db, policy.table.schema, policy.table.name);
  if (!facts) {
    throw new ConfigError(
      `${field}.table`,
      `table ${qualifiedName(policy)} does not exist (or this role cannot see it)`,
    );
  }
  const base = {
    policy,
    oid: facts.ref.oid,
    runId,
    cutoff,
    estimatedRows: facts.estimatedRows,
    inbound: [] as InboundRef[],
  };
  return policy.mechanism === "drop-partitions"
    ? describePartitioned(base, facts, field)
    : describeRows(describing, base, facts, field);
}

async function readServerVersion(db: pg.ClientBase): Promise<number> {
  const { rows } = await db.query<{ version: number }>(serverVersionSql());
  return rows[0]?.version ?? 0;
}

/**
 * Checks every policy against the catalog before any row is touched, and orders them children
 * first along the foreign keys between their tables.
 */
export async function describePolicies(
  db: pg.ClientBase,
  policies: Policy[],
  cutoffs: Record<string, string>,
  runId: string,
  now: Date = new Date(),
): Promise<PolicyShape[]> {
  const describing: Describing = {
    db,
    keys: new ForeignKeys(db),
    serverVersion: await readServerVersion(db),
    now,
  };
  // Every policy is checked, and the refusal names every problem found, not the first.
  const shapes = await collectProblems(
    policies.map(
      (policy, index) => () =>
        describePolicy(
          describing,
          policy,
          cutoffs[policy.name] as string,
          runId,
          `policies[${index}]`,
        ),
    ),
  );
  await attachGuards(db, shapes);
  return runOrder(shapes);
}
