// An erasure table as the catalog describes it: the subject's table and key column, and every table
// the foreign keys reach from it (a node), with what happens to its rows and the keys that reach it.
import type { ErasureAction, ErasureTable } from "../../contract/erasure-table.js";
import type { ColumnCondition } from "../../contract/rules.js";
import type { ForeignKey, TableRef } from "../catalog/shape.js";
import type { Column, TableFacts } from "../catalog/table-facts.js";

/** A redacted column, typed: NULL, a fixed value, or the run's now. */
export interface ErasedColumn {
  column: string;
  castType: string;
  value: null | "now" | { value: string | number | boolean };
}

/** A redaction's condition on a row's own column, with the column's type. */
export interface TypedOwnCondition {
  condition: ColumnCondition;
  castType: string;
}

/** One table the graph reaches from the subject. */
export interface ErasureNode {
  table: TableRef;
  /** `schema.table`, as the erasure table keys it. */
  text: string;
  /** What the erasure table says (delete when it does not mention the table). */
  action: ErasureAction;
  mentioned: boolean;
  /** The foreign keys from this table to reached tables that reach it (CASCADE, RESTRICT, NO ACTION). */
  edges: ForeignKey[];
  /** Its own such keys (trees go leaf-first). */
  selfEdges: ForeignKey[];
  /** Keys into it that SET NULL / SET DEFAULT: their rows are not the subject's, the database detaches them. */
  detached: ForeignKey[];
  facts: TableFacts;
  columns: ErasedColumn[];
  where: TypedOwnCondition[];
  /** delete, every key reaching it CASCADE from a deleted table: its rows go with their parents. */
  byCascade: boolean;
}

export interface ErasureShape {
  erasure: ErasureTable;
  /** sha256 of the erasure table's canonical JSON (the receipt records it). */
  hash: string;
  subject: ErasureNode;
  key: Column;
  /** Parents before children: the order rows are found (and locked) in. */
  nodes: ErasureNode[];
  /** Children before parents: the order rows are deleted or redacted in. */
  acting: ErasureNode[];
}
