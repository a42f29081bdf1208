import { qualifiedIdent, sql } from "./text.js";

/** A table or partitioned table by schema and name: oid, kind, the planner's row estimate. */
export const tableSql = (schema: string, name: string) =>
  sql(
    `SELECT c.oid::int AS oid, c.relkind::text AS relkind, c.reltuples::float8 AS estimated_rows
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relname = $2 AND c.relkind IN ('r', 'p')`,
    [schema, name],
  );

export const columnsSql = (oid: number) =>
  sql(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type, attnum::int AS attnum
     FROM pg_attribute WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped`,
    [oid],
  );

/** attnums that lead a valid, non-partial btree index. */
export const indexLeadsSql = (oid: number) =>
  sql(
    `SELECT DISTINCT i.indkey[0]::int AS lead
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_am am ON am.oid = ic.relam
     WHERE i.indrelid = $1 AND am.amname = 'btree' AND i.indpred IS NULL AND i.indisvalid`,
    [oid],
  );

/** SELECT ... FOR UPDATE needs UPDATE privilege on the table (or one of its columns). */
export const canLockRowsSql = (oid: number) =>
  sql(
    "SELECT has_table_privilege($1::oid, 'UPDATE') OR has_any_column_privilege($1::oid, 'UPDATE') AS can_lock",
    [oid],
  );

/** What the current role may do with a table, and whether row-level security stands in its way. */
export const privilegesSql = (oid: number) =>
  sql(
    `SELECT has_table_privilege(c.oid, 'SELECT') AS can_select, has_table_privilege(c.oid, 'DELETE') AS can_delete,
            current_user AS role, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
            pg_has_role(current_user, c.relowner, 'USAGE') AS owner, r.rolbypassrls OR r.rolsuper AS bypass
     FROM pg_class c, pg_roles r WHERE c.oid = $1 AND r.rolname = current_user`,
    [oid],
  );

/** Exact rows of one table (a partition about to go, a demo table). */
export const countRowsSql = (schema: string, name: string) =>
  sql(`SELECT count(*) AS n FROM ${qualifiedIdent(schema, name)}`);
