// The columns a policy names, checked against its table: they exist, the clock compares, the hold
// is boolean; and the key that names a row.
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import { clockShapeOf } from "./clock-shape.js";
import { qualifiedName } from "./shape.js";
import type { Column, TableFacts } from "./table-facts.js";

/**
 * The key a policy uses to name its rows: the one it gives (which must be unique and NOT NULL), or
 * the table's primary key, or a unique index over NOT NULL columns.
 */
export function rowKeyOf(
  policy: Policy,
  facts: TableFacts,
  field: string,
): { columns: string[]; types: string[] } | undefined {
  const qualified = qualifiedName(policy);
  const typed = (columns: string[]) => ({
    columns,
    types: columns.map((name) => (facts.columns.get(name) as Column).type),
  });
  if (policy.key) {
    for (const name of policy.key) {
      const column = facts.columns.get(name);
      if (!column)
        throw new ConfigError(`${field}.key`, `column "${name}" does not exist in ${qualified}`);
      if (!column.notNull)
        throw new ConfigError(
          `${field}.key`,
          `column "${name}" of ${qualified} may be NULL, so a row could not be found by its key; use NOT NULL columns (or leave key out: the primary key is used)`,
        );
    }
    const unique = facts.uniqueKeys.some((key) =>
      key.columns.every((name) => policy.key?.includes(name)),
    );
    if (!unique) {
      const known = facts.uniqueKeys.map((key) => `(${key.columns.join(", ")})`).join(", ");
      throw new ConfigError(
        `${field}.key`,
        `(${policy.key.join(", ")}) is not unique in ${qualified}: no unique index covers it${known ? `; unique keys: ${known}` : ""}`,
      );
    }
    return typed(policy.key);
  }
  const found = facts.uniqueKeys.find((key) => key.notNull);
  return found ? typed(found.columns) : undefined;
}

export function checkColumns(policy: Policy, facts: TableFacts, field: string) {
  const qualified = qualifiedName(policy);
  const column = (name: string, fieldName: string): Column => {
    const found = facts.columns.get(name);
    if (!found)
      throw new ConfigError(
        `${field}.${fieldName}`,
        `column "${name}" does not exist in ${qualified}`,
      );
    return found;
  };
  const clocks = policy.clock.map((name) => column(name, "clock"));
  const clock = clockShapeOf(policy, clocks, field);
  if (policy.status) column(policy.status.column, "status.column");
  if (policy.hold) {
    const hold = column(policy.hold, "hold");
    if (hold.type !== "boolean")
      throw new ConfigError(`${field}.hold`, `column "${hold.name}" is ${hold.type}, not boolean`);
  }
  return { clocks, clock };
}
