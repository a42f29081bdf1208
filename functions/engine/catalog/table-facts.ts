// What the catalog says of one table: its columns (with their base types), the indexes that lead
// with a column, its unique keys, its row estimate.
import type pg from "pg";
import { ConfigError } from "../../contract/errors.js";
import { columnsSql, indexLeadsSql, tableSql, uniqueKeysSql } from "../sql/catalog.js";
import { servesLookups } from "./partial-index.js";
import type { TableRef } from "./shape.js";

export interface Column {
  name: string;
  type: string;
  attnum: number;
  notNull: boolean;
  /** The type under any domains: its oid and name. */
  baseOid: number;
  baseType: string;
  /** The base type as a cast names it (`pg_catalog.bpchar`: `::character` would mean char(1)). */
  castType: string;
}

export interface UniqueKey {
  name: string;
  primary: boolean;
  columns: string[];
  notNull: boolean;
}

export interface TableFacts {
  ref: TableRef;
  relkind: string;
  /** The planner's row estimate (pg_class.reltuples); -1 or 0 before the first ANALYZE. */
  estimatedRows: number;
  columns: Map<string, Column>;
  /** attnums that lead a valid btree index (a partial one only if `col IS NOT NULL` is all it asks). */
  indexedLeads: Set<number>;
  uniqueKeys: UniqueKey[];
}

export async function readTableFacts(
  db: pg.ClientBase,
  schema: string,
  name: string,
): Promise<TableFacts | undefined> {
  const table = await db.query<{ oid: number; relkind: string; estimated_rows: number }>(
    tableSql(schema, name),
  );
  const row = table.rows[0];
  if (!row) return undefined;
  const columns = await db.query<{
    name: string;
    type: string;
    attnum: number;
    not_null: boolean;
    base_oid: number;
    base_type: string;
    cast_type: string;
  }>(columnsSql(row.oid));
  const indexes = await db.query<{ lead: number; column: string | null; predicate: string | null }>(
    indexLeadsSql(row.oid),
  );
  const unique = await db.query<{
    name: string;
    primary: boolean;
    columns: string[];
    not_null: boolean;
  }>(uniqueKeysSql(row.oid));
  return {
    ref: { oid: row.oid, schema, name },
    relkind: row.relkind,
    estimatedRows: row.estimated_rows,
    columns: new Map(
      columns.rows.map((column) => [
        column.name,
        {
          name: column.name,
          type: column.type,
          attnum: column.attnum,
          notNull: column.not_null,
          baseOid: column.base_oid,
          baseType: column.base_type,
          castType: column.cast_type,
        },
      ]),
    ),
    // A partial index `WHERE clock IS NOT NULL` serves `clock < $1` as well as a full one.
    indexedLeads: new Set(
      indexes.rows
        .filter((index) => servesLookups(index.predicate, index.column ? [index.column] : []))
        .map((index) => index.lead),
    ),
    uniqueKeys: unique.rows.map((key) => ({
      name: key.name,
      primary: key.primary,
      columns: key.columns,
      notNull: key.not_null,
    })),
  };
}

/** A column of `facts` whose base type `types` matches (`help` says which), or a ConfigError naming `field`. */
export function typedColumn(
  facts: TableFacts,
  name: string,
  field: string,
  types: RegExp,
  help: string,
): Column {
  const column = facts.columns.get(name);
  const where = `${facts.ref.schema}.${facts.ref.name}`;
  if (!column) throw new ConfigError(field, `column "${name}" does not exist in ${where}`);
  if (!types.test(column.baseType))
    throw new ConfigError(field, `column "${name}" of ${where} is ${column.type}, not ${help}`);
  return column;
}
