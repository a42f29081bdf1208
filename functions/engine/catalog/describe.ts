// The parts of a policy's description every mechanism on rows shares: its columns and clock, its
// key, its rules, its references and cascades (the mechanisms/ describe each policy with them).
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import { canLockRowsSql } from "../sql/catalog.js";
import { checkAlsoDelete } from "./also-delete.js";
import { checkColumns, rowKeyOf } from "./columns.js";
import { checkConditions } from "./conditions.js";
import { checkDeleteFirst } from "./delete-first.js";
import type { Describing, ShapeBase } from "./describing.js";
import { checkCascades, inboundRefs, selfReferenceOf } from "./foreign-keys.js";
import { checkComputedClock, checkKeep } from "./rules.js";
import { type PolicyShape, qualifiedName } from "./shape.js";
import { checkStatusValues } from "./status-values.js";
import type { Column, TableFacts } from "./table-facts.js";
import { describeTenant } from "./tenant.js";

export type { Describing, ShapeBase } from "./describing.js";

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
 * What references a policy's rows: nothing, where its rows stay (a redaction); else every
 * foreign key into its table, leaf-first along its self-reference (not for an orphans policy: any
 * reference keeps a row there), the rows alsoDelete takes along, and the cascades all of them reach.
 */
async function referencesOf(
  { db, keys }: Describing,
  policy: Policy,
  facts: TableFacts,
  field: string,
  rowsLeave: boolean,
): Promise<Pick<PolicyShape, "selfReference" | "inbound" | "alsoDelete">> {
  if (!rowsLeave) return { inbound: [] };
  const into = await keys.into(facts.ref);
  if (policy.orphans && into.length === 0) {
    throw new ConfigError(
      `${field}.orphans`,
      `no foreign key references ${qualifiedName(policy)}: every row would count as an orphan; leave orphans out (the age rule alone says it)`,
    );
  }
  const selfReference = policy.orphans ? undefined : selfReferenceOf(policy, into, facts, field);
  const first = await checkDeleteFirst(keys, policy, facts.ref, field);
  const inbound = await inboundRefs(keys, facts.ref, selfReference, [], first);
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

/** The rules beyond the age: a computed clock, conditions, keep-the-newest. */
async function rulesOf(
  { db, keys, now }: Describing,
  base: ShapeBase & { clock: PolicyShape["clock"]; key: PolicyShape["key"] },
  facts: TableFacts,
  field: string,
) {
  const { policy, key } = base;
  const conditions = await checkConditions(db, keys, policy, facts, now, field);
  const keep = checkKeep(policy, facts, key, field);
  return {
    clock: checkComputedClock(policy, facts, base.clock, field),
    ...(conditions ? { conditions } : {}),
    ...(keep ? { keep } : {}),
  };
}

/**
 * A policy on rows: its columns and rules, status values, key, references and cascades (none
 * where its rows stay: `rowsLeave` false). Its mechanism adds its own part (its RowAction).
 */
export async function describeRows(
  describing: Describing,
  base: ShapeBase,
  facts: TableFacts,
  field: string,
  { rowsLeave }: { rowsLeave: boolean },
): Promise<PolicyShape> {
  const { db, serverVersion } = describing;
  const { policy } = base;
  const { clocks, clock } = checkColumns(policy, facts, field);
  const preflightWarnings = await checkStatusValues(db, policy, facts, field);
  const key = rowKeyOf(policy, facts, field);
  const refs = await referencesOf(describing, policy, facts, field, rowsLeave);
  const rules = await rulesOf(describing, { ...base, clock, key }, facts, field);
  const tenants = await describeTenant(describing, policy, facts, field);
  const clockIndexed = clocks.length === 1 && facts.indexedLeads.has((clocks[0] as Column).attnum);
  // Keyset walks the clock's index in order: one plain clock, an age rule, no trees, no groups
  // (per tenant: the index on (tenant, clock), one range each).
  const walkable =
    (clockIndexed || tenants?.indexed === true) &&
    policy.ageRule &&
    !policy.clockPlus &&
    !policy.keep;
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
    ...(tenants ? { tenants } : {}),
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
