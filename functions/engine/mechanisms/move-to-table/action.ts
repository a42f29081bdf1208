// What a move's statement does to the rows a batch selects: it DELETEs them (references into the
// table matter, cascades fire, as for a delete) and, in the same statement, deletes their cascaded
// children itself and inserts every moved row into its archive table.
import type { RowAction } from "../../catalog/shape.js";
import type { Move, MovedChild } from "./archive-tables.js";
import { moveCtes } from "./sql.js";

const descendants = (children: MovedChild[]): MovedChild[] =>
  children.flatMap((child) => [child, ...descendants(child.children)]);

export function moveAction(move: Move): RowAction {
  const children = descendants(move.children);
  return {
    statement: "DELETE",
    inserts: [move.table.into, ...children.map((child) => child.into)],
    deletes: children.map((child) => child.from),
    after: () => moveCtes(move),
    // A child committed after the batch's snapshot fails the batch (and its retry copies it)
    // instead of cascading away uncopied.
    isolation: "repeatable read",
  };
}
