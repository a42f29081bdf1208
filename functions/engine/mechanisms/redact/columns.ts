// The redacted columns checked against the catalog: each exists and may become what the policy
// says (not a key, a foreign key, a column the rule's clock, status, hold or keep reads, NULL into
// NOT NULL, a fixed value into a unique column, a hash into a non-text or too short a column), and
// no condition would go on selecting a row once redacted.
import type pg from "pg";
import { ConfigError } from "../../../contract/errors.js";
import { policyOf } from "../../../contract/mechanisms.js";
import type { Policy } from "../../../contract/retention-table.js";
import { checkValues, columnOf } from "../../catalog/rules.js";
import type { RedactedColumn } from "../../catalog/shape.js";
import type { Column, TableFacts } from "../../catalog/table-facts.js";

/** What a keyed hash writes: `redacted:` and 64 hex digits. */
export const HASH_LENGTH = 73;
const TEXT_TYPES = new Set([25, 1043, 1042]); // text, varchar, char

/**
 * Columns a rule reads that a redaction may not write: the hold (what keeps a row) and keep's
 * (which rows are the newest). A condition (where) on a redacted column is not among them: it may
 * narrow the rows (see targetKept). The clock and the status are written as cleared() says.
 */
const ruleColumns = (policy: Policy) =>
  new Set([
    ...(policy.hold ? [policy.hold] : []),
    ...(policy.keep ? [...policy.keep.per, policy.keep.by] : []),
  ]);

/**
 * Why clearing the rule's own clock or status this way is refused, or undefined. The rule reads
 * them before the statement overwrites them; "already redacted" is then the row no longer
 * selected: a clock cleared to NULL (every column of a clock of several, least() skipping NULLs),
 * a status set to NULL or to a value the policy does not list (an application lifting expired bans:
 * `SET banned_at = NULL, expires_at = NULL WHERE expires_at < now()`).
 */
function cleared(
  policy: Policy,
  name: string,
  value: RedactedColumn["value"],
  columns: Record<string, unknown>,
): string | undefined {
  const clock = [...policy.clock, ...(policy.clockPlus ? [policy.clockPlus.column] : [])];
  if (clock.includes(name)) {
    if (value !== null)
      return "is the policy's clock: a redaction may clear it (null), which marks the row done, not set it to a value or a hash";
    const missing = policy.clock.find((each) => !(each in columns));
    if (policy.clock.length > 1 && name !== policy.clockPlus?.column && missing !== undefined)
      return `is one of the clock's columns: clear every one (least() reads "${missing}" still), or none`;
  }
  if (policy.status?.column === name) {
    if (value === "hash") return "is the policy's status: a keyed hash of it is not a status";
    if (value !== null && policy.status.values.includes(String(value.value)))
      return `is the policy's status: "${String(value.value)}" is one it selects, so the row would be redacted again; clear it (null) or set a status the policy does not list`;
  }
  return undefined;
}

/**
 * The index of a condition on a redacted column that a row at its target still meets (equals the
 * target, lists it, is null where the target is NULL): it would go on selecting redacted rows
 * instead of narrowing them. Conditions that exclude the target (notEquals, is not null) narrow.
 */
function targetKept(policy: Policy, column: string, value: RedactedColumn["value"]): number {
  const target = value === null ? null : value === "hash" ? undefined : String(value.value);
  return (policy.where ?? []).findIndex((each) => {
    if (!("column" in each) || each.column !== column || target === undefined) return false;
    if ("is" in each) return target === null ? each.is === "null" : each.is === target;
    if ("equals" in each) return target !== null && String(each.equals) === target;
    if ("in" in each) return target !== null && each.in.map(String).includes(target);
    return false;
  });
}

/** Why a column may not be redacted as asked, or undefined. */
function refusal(
  policy: Policy,
  facts: TableFacts,
  column: Column,
  value: RedactedColumn["value"],
  keyed: { key: string[]; foreignKeyColumns: Set<string> },
): string | undefined {
  const unique = facts.uniqueKeys.some((each) => each.columns.includes(column.name));
  if (ruleColumns(policy).has(column.name))
    return "is read by the policy's own rule (hold or keep), which a redaction does not write";
  const rule = cleared(policy, column.name, value, policyOf("redact", policy).columns ?? {});
  if (rule) return rule;
  const kept = targetKept(policy, column.name, value);
  if (kept >= 0)
    return `is what where[${kept}] selects even once redacted (the row then holds the target value): a condition on a redacted column must exclude the target (notEquals, "is": "not null"), so that it narrows the rows`;
  if (keyed.key.includes(column.name)) return "is part of the row's key";
  if (keyed.foreignKeyColumns.has(column.name)) return "is part of a foreign key";
  if (value === null && column.notNull) return "is NOT NULL: it cannot be set to null";
  if (value !== null && value !== "hash" && unique)
    return 'is unique (an index says so): one fixed value cannot stay unique; null or "hash" can';
  if (value === "hash" && !TEXT_TYPES.has(column.baseOid))
    return `is ${column.type}: a keyed hash is text`;
  if (
    value === "hash" &&
    /\((\d+)\)/.test(column.type) &&
    Number(/\((\d+)\)/.exec(column.type)?.[1]) < HASH_LENGTH
  ) {
    return `is ${column.type}: a keyed hash takes ${HASH_LENGTH} characters`;
  }
  return undefined;
}

/** The redacted columns: each exists, and may become what the policy says. */
export async function checkRedact(
  db: pg.ClientBase,
  policy: Policy,
  facts: TableFacts,
  keyed: { key: string[]; foreignKeyColumns: Set<string> },
  field: string,
): Promise<RedactedColumn[]> {
  const { columns } = policyOf("redact", policy);
  if (!columns) return [];
  const redacted = Object.entries(columns).map(([name, value]) => {
    const column = columnOf(policy, facts, name, `${field}.columns.${name}`);
    const why = refusal(policy, facts, column, value, keyed);
    if (why) throw new ConfigError(`${field}.columns.${name}`, `column "${name}" ${why}`);
    return { column, value };
  });
  await checkValues(
    db,
    redacted.flatMap(({ column, value }) =>
      value !== null && typeof value === "object"
        ? [
            {
              value: value.value,
              column,
              field: `${field}.columns.${column.name}.value`,
              stored: true,
            },
          ]
        : [],
    ),
  );
  return redacted.map(({ column, value }) => ({
    column: column.name,
    type: column.castType,
    value,
  }));
}
