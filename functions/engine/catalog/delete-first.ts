// deleteFirst: children the application's ORM deletes before the row (Django's on_delete=CASCADE,
// done by its collector over NO ACTION keys, DEFERRABLE INITIALLY DEFERRED), each along one
// foreign key of its own that references the policy's table (or a table an earlier entry names).
// The batch's statement deletes them along those keys (sql/effects.ts), counted per table.
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import { actionText, type ForeignKeys } from "./foreign-keys.js";
import { type ForeignKey, qualifiedName, type TableRef, tableText } from "./shape.js";

const sameColumns = (a: string[], b: string[]) =>
  a.length === b.length && a.every((column) => b.includes(column));

/** Whether `fk` is one of the keys deleteFirst names (they delete along it, not the database). */
export const isDeleteFirst = (fk: ForeignKey, first: ForeignKey[] | undefined) =>
  (first ?? []).some((each) => each.name === fk.name && each.child.oid === fk.child.oid);

/**
 * Each deleteFirst entry: a NO ACTION or RESTRICT foreign key of its table, over its columns, that
 * references the policy's table or a table an earlier entry names. A key the database acts on
 * itself (ON DELETE CASCADE, SET NULL, SET DEFAULT) belongs in `cascades`.
 */
export async function checkDeleteFirst(
  keys: ForeignKeys,
  policy: Policy,
  table: TableRef,
  field: string,
): Promise<ForeignKey[] | undefined> {
  if (!policy.deleteFirst) return undefined;
  const found: ForeignKey[] = [];
  for (const [index, entry] of policy.deleteFirst.entries()) {
    const at = `${field}.deleteFirst[${index}]`;
    const child = tableText(entry.table);
    const parents = [table, ...found.map((fk) => fk.child)];
    const candidates = (await Promise.all(parents.map((parent) => keys.into(parent)))).flat();
    const fk = candidates.find(
      (each) => tableText(each.child) === child && sameColumns(each.childColumns, entry.columns),
    );
    const referenced = [qualifiedName(policy), ...found.map((each) => tableText(each.child))];
    if (!fk) {
      throw new ConfigError(
        `${at}.columns`,
        `no foreign key of ${child} over (${entry.columns.join(", ")}) references ${referenced.join(" or ")}; name a key the catalog has (a child of a child comes after its parent's entry)`,
      );
    }
    if (fk.child.oid === fk.parent.oid) {
      throw new ConfigError(
        at,
        `${fk.name} references ${child} itself: a self-reference is leaf-first deletion's (selfReference)`,
      );
    }
    if (fk.action !== "no-action" && fk.action !== "restrict") {
      throw new ConfigError(
        at,
        `${fk.name} is ${actionText(fk)}: the database itself ${fk.action === "cascade" ? "deletes" : "changes"} those rows; leave it out of deleteFirst and list "${child}" in cascades`,
      );
    }
    if (found.some((each) => each.name === fk.name && each.child.oid === fk.child.oid))
      throw new ConfigError(at, `${fk.name} is named twice in deleteFirst`);
    found.push(fk);
  }
  return found;
}
