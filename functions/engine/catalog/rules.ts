// The rules beyond "older than", checked against the catalog: conditions (their columns, and
// values the column's type accepts), a computed clock, keep-the-newest, redacted columns.
import type pg from "pg";
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import { castsSql } from "../sql/catalog.js";
import type { ClockShape, PolicyShape } from "./shape.js";
import { qualifiedName } from "./shape.js";
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

/** A column that can hold a duration: a number (of some unit) or an interval; undefined otherwise. */
export const durationKind = (column: Column) => DURATION_TYPES[column.baseOid];

export function columnOf(policy: Policy, facts: TableFacts, name: string, field: string): Column {
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
export async function checkValues(
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
  const kind = durationKind(column);
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
