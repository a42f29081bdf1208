// The rules beyond "older than", checked against the catalog: conditions (their columns, and
// values the column's type accepts), a computed clock, keep-the-newest, redacted columns.
import type pg from "pg";
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import type { ClockShape, PolicyShape, RedactedColumn } from "../shape.js";
import { qualifiedName } from "../shape.js";
import { castsSql } from "../sql/catalog.js";
import type { Column, TableFacts } from "./table-facts.js";

/** Base types a computed clock's duration may be: whole or fractional numbers, or an interval. */
const DURATION_TYPES: Record<number, "number" | "interval"> = {
  20: "number",
  21: "number",
  23: "number",
  700: "number",
  701: "number",
  1700: "number",
  1186: "interval",
};
/** What a keyed hash writes: `redacted:` and 64 hex digits. */
export const HASH_LENGTH = 73;
const TEXT_TYPES = new Set([25, 1043, 1042]); // text, varchar, char

function columnOf(policy: Policy, facts: TableFacts, name: string, field: string): Column {
  const column = facts.columns.get(name);
  if (!column) {
    throw new ConfigError(field, `column "${name}" does not exist in ${qualifiedName(policy)}`);
  }
  return column;
}

/**
 * Each value as the column's own type, or a ConfigError naming where it was given. A value to be
 * stored must be stored as given: not cut to the column's length, nor rounded to its precision.
 */
async function checkValues(
  db: pg.ClientBase,
  values: { value: unknown; column: Column; field: string; stored?: boolean }[],
): Promise<void> {
  for (const { value, column, field, stored } of values) {
    let row: { given: string; kept: string };
    try {
      const result = await db.query<typeof row>(
        castsSql(String(value), column.castType, column.type),
      );
      row = result.rows[0]!;
    } catch (error) {
      throw new ConfigError(
        field,
        `${JSON.stringify(value)} is not a ${column.type} (${(error as Error).message})`,
      );
    }
    if (stored && row.kept !== row.given) {
      throw new ConfigError(
        field,
        `${JSON.stringify(value)} does not fit column "${column.name}" (${column.type}): it would be stored as ${JSON.stringify(row.kept)}`,
      );
    }
  }
}

/** A computed clock: a timestamp (or date) plus a duration column of a number of units, or an interval. */
export function checkComputedClock(
  policy: Policy,
  facts: TableFacts,
  clock: ClockShape,
  field: string,
): ClockShape {
  const plus = policy.clockPlus;
  if (!plus) return clock;
  const column = columnOf(policy, facts, plus.column, `${field}.clock.plus`);
  const kind = DURATION_TYPES[column.baseOid];
  if (!kind) {
    throw new ConfigError(
      `${field}.clock.plus`,
      `column "${column.name}" is ${column.type}, not a number or an interval`,
    );
  }
  if (kind === "number" && plus.unitMs === undefined) {
    throw new ConfigError(
      `${field}.clock.unit`,
      `column "${column.name}" is ${column.type}: say what it counts (ms, s, min, h, d)`,
    );
  }
  if (kind === "interval" && plus.unitMs !== undefined) {
    throw new ConfigError(
      `${field}.clock.unit`,
      `column "${column.name}" is an interval already: leave unit out`,
    );
  }
  if (clock.kind === "epoch") {
    throw new ConfigError(
      `${field}.clock`,
      "a computed clock needs a timestamp or a date column to start from",
    );
  }
  return {
    ...clock,
    plus: { column: column.name, ...(plus.unitMs ? { unitMs: plus.unitMs } : {}) },
  };
}

/** Keep the newest N per group: its columns exist; ties are broken by the key, which it needs. */
export function checkKeep(
  policy: Policy,
  facts: TableFacts,
  key: PolicyShape["key"],
  field: string,
): PolicyShape["keep"] {
  const keep = policy.keep;
  if (!keep) return undefined;
  const nullable = keep.per.filter(
    (name, index) => !columnOf(policy, facts, name, `${field}.keep.per[${index}]`).notNull,
  );
  columnOf(policy, facts, keep.by, `${field}.keep.by`);
  if (!key) {
    throw new ConfigError(
      `${field}.keep`,
      `${qualifiedName(policy)} has no key to break ties between rows of the same ${keep.by}; add a primary key`,
    );
  }
  return { newest: keep.newest, per: keep.per, nullable, by: keep.by };
}

/**
 * Columns a rule reads: redacting them would change which rows the rule governs. A condition
 * (where) on a redacted column is not among them: it may narrow the rows (see targetKept).
 */
const ruleColumns = (policy: Policy) =>
  new Set([
    ...policy.clock,
    ...(policy.clockPlus ? [policy.clockPlus.column] : []),
    ...(policy.status ? [policy.status.column] : []),
    ...(policy.hold ? [policy.hold] : []),
    ...(policy.keep ? [...policy.keep.per, policy.keep.by] : []),
  ]);

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
    return "is read by the policy's own rule (clock, status, hold or keep)";
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
): Promise<RedactedColumn[] | undefined> {
  if (!policy.columns) return undefined;
  const redacted = Object.entries(policy.columns).map(([name, value]) => {
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
