// A move's statement: the CTEs that follow the batch's DELETE: the cascaded children deleted by the
// same statement, and every moved row inserted into its archive table with its values (ids kept)
// and the move's time.
import type { ForeignKey } from "../../catalog/shape.js";
import { columnsIn } from "../../sql/effects.js";
import { quoteIdent as id, qualifiedIdent } from "../../sql/text.js";
import type { ArchiveTable, Move, MovedChild } from "./archive-tables.js";

/** The INSERT of the rows `source` returns into their archive table (OVERRIDING: ids kept). */
function insertCte(name: string, table: ArchiveTable, source: string): string {
  const columns = table.columns.map((column) => id(column));
  const stamp = table.archivedAt ? [id(table.archivedAt)] : [];
  const values = table.columns.map((column) => `m.${id(column)}`);
  return `,
${name} AS (
  INSERT INTO ${qualifiedIdent(table.into.schema, table.into.name)} (${[...columns, ...stamp].join(", ")}) OVERRIDING SYSTEM VALUE
  SELECT ${[...values, ...(table.archivedAt ? ["now()"] : [])].join(", ")} FROM ${source} AS m)`;
}

/** The DELETE of a child table's rows that reference the rows `source` returns, every column back. */
function childDeleteCte(name: string, fk: ForeignKey, source: string, alias: string): string {
  const parentColumns = fk.parentColumns.map((column) => id(column)).join(", ");
  return `,
${name} AS (
  DELETE FROM ${qualifiedIdent(fk.child.schema, fk.child.name)} AS ${alias}
  WHERE ${columnsIn(alias, fk.childColumns, `SELECT ${parentColumns} FROM ${source}`)}
  RETURNING ${alias}.*)`;
}

/** The children of the rows `source` returns, and theirs, each into its archive (depth first). */
function childCtes(children: MovedChild[], source: string, next: { n: number }): string {
  return children
    .map((child) => {
      const n = next.n++;
      const moved = `moved_c${n}`;
      return (
        childDeleteCte(moved, child.fk, source, `c${n}`) +
        insertCte(`into_c${n}`, child, moved) +
        childCtes(child.children, moved, next)
      );
    })
    .join("");
}

/**
 * What follows the batch's DELETE (`deleted`, every column returned): the cascaded children
 * deleted by the statement itself (their ON DELETE CASCADE then finds nothing left), and every
 * moved row inserted into its archive table, in the batch's own statement and transaction.
 */
export const moveCtes = (move: Move): string =>
  childCtes(move.children, "deleted", { n: 0 }) + insertCte("into_table", move.table, "deleted");
