// The children a delete by the application's own code must take with each row (docs/init.md, "What
// goes with a row"): rows that hang from it by NOT NULL keys the database does not act on (NO
// ACTION, RESTRICT). The application's ORM deletes them first (Django's collector over its
// DEFERRABLE keys, Rails' `dependent: :destroy`), or its delete fails; init writes them as the
// policy's `deleteFirst`, so that the engine's batches do what the application's cleanup does. A
// table init never proposes (a person's account, content, money, an audit trail) is never one of
// them, but for a link table, whose rows only join two others.
import type { ForeignKeys } from "../catalog/foreign-keys.js";
import { type ForeignKey, type TableRef, tableText } from "../catalog/shape.js";
import { neverProposed } from "./safety.js";
import type { SurveyedTable } from "./survey.js";

/** How far down init follows them: a child's children come after it, this many levels at most. */
const DEPTH = 3;

/** What goes with the table's rows when its own code deletes them, and what stops it. */
export interface OrmCascades {
  /** deleteFirst's entries, a parent's before its children's, and their keys. */
  deleteFirst: { table: string; columns: string[] }[];
  keys: ForeignKey[];
  /** Children never deleted along (a person's account, content, money, an audit trail): said as a doubt. */
  kept: string[];
}

/**
 * A link table (a many-to-many's rows: a key and two or more references, nothing else): its rows
 * are links, neither an account nor content, whatever its name says (`activitystream_user`).
 */
const isLink = (table: SurveyedTable) => {
  const referencing = new Set(table.references.flat());
  const others = [...table.facts.columns.keys()].filter((column) => !referencing.has(column));
  return table.references.length >= 2 && others.length <= 1 && others.every((c) => c === "id");
};
const same = (a: ForeignKey, b: ForeignKey) => a.name === b.name && a.child.oid === b.child.oid;

/**
 * The keys along which the table's rows take their children when the application deletes them:
 * NOT NULL, not acted on by the database, not a self-reference (leaf-first trees are another rule),
 * never into a table init never proposes (`tables`: the surveyed ones, to read that rule on).
 */
export async function ormCascades(
  keys: ForeignKeys,
  table: TableRef,
  tables: SurveyedTable[],
): Promise<OrmCascades> {
  const surveyed = new Map(tables.map((each) => [each.facts.ref.oid, each]));
  const found: ForeignKey[] = [];
  const kept = new Set<string>();
  let parents = [table];
  for (let depth = 0; depth < DEPTH && parents.length > 0; depth++) {
    const next: TableRef[] = [];
    for (const parent of parents)
      for (const fk of await keys.into(parent)) {
        if (fk.child.oid === fk.parent.oid || fk.child.oid === table.oid) continue;
        // The database acts on the others (a SET NULL over a NOT NULL column fails: not the ORM's).
        if (fk.action !== "no-action" && fk.action !== "restrict") continue;
        if (!fk.childHasNotNull) continue;
        if (found.some((each) => same(each, fk))) continue;
        const child = surveyed.get(fk.child.oid);
        if (!child || (neverProposed(child) && !isLink(child))) {
          kept.add(tableText(fk.child));
          continue;
        }
        found.push(fk);
        next.push(fk.child);
      }
    parents = next;
  }
  return {
    deleteFirst: found.map((fk) => ({ table: tableText(fk.child), columns: fk.childColumns })),
    keys: found,
    kept: [...kept],
  };
}
