// Catalog queries: tables, columns, indexes, keys, foreign keys, privileges, status values.
import { qualifiedIdent, quoteIdent, sql } from "./text.js";

/** A table or partitioned table by schema and name: oid, kind, the planner's row estimate. */
export const tableSql = (schema: string, name: string) =>
  sql(
    `SELECT c.oid::int AS oid, c.relkind::text AS relkind, c.reltuples::float8 AS estimated_rows
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relname = $2 AND c.relkind IN ('r', 'p')`,
    [schema, name],
  );

/**
 * A table's columns: name, type as printed, the base type under any domains (its oid and name,
 * which is what decides how a clock is compared; and its name as a cast takes it, without the
 * default length that `character` and `bit` would impose), position and NOT NULL.
 */
export const columnsSql = (oid: number) =>
  sql(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnum::int AS attnum,
            a.attnotnull AS not_null, base.oid::int AS base_oid, format_type(base.oid, NULL) AS base_type,
            (SELECT format('%I.%I', n.nspname, t.typname) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE t.oid = base.oid) AS cast_type
     FROM pg_attribute a
     CROSS JOIN LATERAL (
       WITH RECURSIVE chain(oid, depth) AS (
         SELECT a.atttypid, 0
         UNION ALL
         SELECT t.typbasetype, c.depth + 1 FROM chain c JOIN pg_type t ON t.oid = c.oid
         WHERE t.typtype = 'd' AND c.depth < 16)
       SELECT oid FROM chain ORDER BY depth DESC LIMIT 1) AS base
     WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped`,
    [oid],
  );

/**
 * The valid btree indexes of a table: name, the column each leads with (null for an expression),
 * and its predicate as text (null when it has none), for partial indexes a lookup may use.
 */
export const indexLeadsSql = (oid: number) =>
  sql(
    `SELECT ic.relname::text AS name, i.indkey[0]::int AS lead,
            (SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = i.indrelid AND a.attnum = i.indkey[0]) AS column,
            pg_get_expr(i.indpred, i.indrelid) AS predicate
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_am am ON am.oid = ic.relam
     WHERE i.indrelid = $1 AND am.amname = 'btree' AND i.indisvalid AND i.indkey[0] <> 0`,
    [oid],
  );

/** SELECT ... FOR UPDATE needs UPDATE privilege on the table (or one of its columns). */
export const canLockRowsSql = (oid: number) =>
  sql(
    "SELECT has_table_privilege($1::oid, 'UPDATE') OR has_any_column_privilege($1::oid, 'UPDATE') AS can_lock",
    [oid],
  );

/** What the current role may do with a table (UPDATE: of every column `updated` names), and whether row-level security stands in its way. */
export const privilegesSql = (oid: number, updated: string[] = []) =>
  sql(
    `SELECT has_table_privilege(c.oid, 'SELECT') AS can_select, has_table_privilege(c.oid, 'DELETE') AS can_delete,
            (SELECT coalesce(bool_and(has_column_privilege(c.oid, col, 'UPDATE')), false) FROM unnest($2::text[]) AS col) AS can_update,
            current_user AS role, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
            pg_has_role(current_user, c.relowner, 'USAGE') AS owner, r.rolbypassrls OR r.rolsuper AS bypass
     FROM pg_class c, pg_roles r WHERE c.oid = $1 AND r.rolname = current_user`,
    [oid, updated],
  );

/** Whether the role may INSERT into, and SELECT and DELETE from, a table (a move's archives and children). */
export const tablePrivilegesSql = (oid: number) =>
  sql(
    `SELECT has_table_privilege($1::oid, 'INSERT') AS can_insert, has_table_privilege($1::oid, 'SELECT') AS can_select,
            has_table_privilege($1::oid, 'DELETE') AS can_delete, current_user AS role`,
    [oid],
  );

/**
 * Whether a full (not partial), valid btree index of a table leads with these columns, in this
 * order (one a failed CREATE INDEX CONCURRENTLY left invalid serves nothing).
 */
export const indexPrefixSql = (oid: number, columns: string[]) =>
  sql(
    `SELECT EXISTS (
       SELECT 1 FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_am am ON am.oid = ic.relam
       WHERE i.indrelid = $1 AND i.indpred IS NULL AND i.indisvalid AND am.amname = 'btree'
         AND i.indnkeyatts >= cardinality($2::text[])
         AND ARRAY(SELECT a.attname::text FROM unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
                   JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
                   WHERE k.ord <= cardinality($2::text[]) ORDER BY k.ord) = $2::text[]) AS found`,
    [oid, columns],
  );

/** Exact rows of one table (a partition about to go, a demo table). */
export const countRowsSql = (schema: string, name: string) =>
  sql(`SELECT count(*) AS n FROM ${qualifiedIdent(schema, name)}`);

/** Column names of an int2vector / int2[] of attnums, in their order. */
const columnNames = (relid: string, attnums: string) =>
  `ARRAY(SELECT a.attname::text FROM unnest(${attnums}) WITH ORDINALITY AS k(attnum, n)
         JOIN pg_attribute a ON a.attrelid = ${relid} AND a.attnum = k.attnum ORDER BY k.n)`;

/** Unique indexes usable as a row key: valid, immediate, no predicate, no expression; primary first. */
export const uniqueKeysSql = (oid: number) =>
  sql(
    `SELECT ic.relname::text AS name, i.indisprimary AS primary,
            ${columnNames("i.indrelid", "i.indkey[0:i.indnkeyatts - 1]")} AS columns,
            (SELECT bool_and(a.attnotnull) FROM pg_attribute a
              WHERE a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey[0:i.indnkeyatts - 1])) AS not_null
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
     WHERE i.indrelid = $1 AND i.indisunique AND i.indisvalid AND i.indimmediate
       AND i.indpred IS NULL AND i.indexprs IS NULL
     ORDER BY i.indisprimary DESC, i.indnkeyatts, ic.relname`,
    [oid],
  );

/**
 * The foreign keys that reference a table (top-level constraints only, not their per-partition
 * clones): child, columns on both sides, the ON DELETE action, whether a child column is NOT NULL
 * and the indexes that lead with the child's columns (with their predicate, if partial).
 */
export const inboundKeysSql = (oid: number) =>
  sql(
    `SELECT con.conname::text AS name, con.confdeltype::text AS action,
            con.conrelid::int AS child_oid, cn.nspname::text AS child_schema, cc.relname::text AS child_name,
            ${columnNames("con.conrelid", "con.conkey")} AS child_columns,
            ${columnNames("con.confrelid", "con.confkey")} AS parent_columns,
            (SELECT bool_or(a.attnotnull) FROM pg_attribute a
              WHERE a.attrelid = con.conrelid AND a.attnum = ANY(con.conkey)) AS child_has_not_null,
            (SELECT coalesce(json_agg(json_build_object('name', ic.relname::text,
                      'predicate', pg_get_expr(i.indpred, i.indrelid)) ORDER BY i.indpred IS NOT NULL, ic.relname), '[]')
              FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_am am ON am.oid = ic.relam
              WHERE i.indrelid = con.conrelid AND i.indisvalid
                AND am.amname IN ('btree', 'hash') AND i.indnkeyatts >= cardinality(con.conkey)
                AND (SELECT array_agg(x ORDER BY x) FROM unnest(i.indkey[0:cardinality(con.conkey) - 1]) AS x)
                    = (SELECT array_agg(x ORDER BY x) FROM unnest(con.conkey) AS x)) AS child_indexes
     FROM pg_constraint con JOIN pg_class cc ON cc.oid = con.conrelid JOIN pg_namespace cn ON cn.oid = cc.relnamespace
     WHERE con.contype = 'f' AND con.confrelid = $1 AND con.conparentid = 0
     ORDER BY con.conname`,
    [oid],
  );

/** Whether the current role may read a table's columns and sees every row of it (RLS). */
export const readAccessSql = (oid: number, columns: string[]) =>
  sql(
    `SELECT current_user::text AS role,
            (SELECT bool_and(has_column_privilege(c.oid, col, 'SELECT')) FROM unnest($2::text[]) AS col) AS can_read,
            c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
            pg_has_role(current_user, c.relowner, 'USAGE') AS owner, r.rolbypassrls OR r.rolsuper AS bypass
     FROM pg_class c, pg_roles r WHERE c.oid = $1 AND r.rolname = current_user`,
    [oid, columns],
  );

/** The values a column may hold, when the catalog says: its enum's labels, its one-column CHECKs. */
export const columnValuesSql = (oid: number, attnum: number, typeOid: number) =>
  sql(
    `SELECT t.typname::text AS type_name,
            (SELECT array_agg(e.enumlabel::text ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid) AS labels,
            ARRAY(SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c
                  WHERE c.conrelid = $1 AND c.contype = 'c' AND c.conkey = ARRAY[$2::int2]) AS checks
     FROM pg_type t WHERE t.oid = $3`,
    [oid, attnum, typeOid],
  );

/** The given values that no row of the column has (a value renamed in a migration matches nothing). */
export const absentValuesSql = (
  table: { schema: string; name: string },
  column: string,
  type: string,
  values: string[],
) =>
  sql(
    `SELECT v AS value FROM unnest($1::text[]) AS v
     WHERE NOT EXISTS (SELECT 1 FROM ${qualifiedIdent(table.schema, table.name)} AS c WHERE c.${quoteIdent(column)} = v::${type})`,
    [values],
  );

/** The server's version as a number (150004 for 15.4): block ranges need 14+. */
export const serverVersionSql = () =>
  sql("SELECT current_setting('server_version_num')::int AS version");

/**
 * A value (as text) as its column's base type (the cast fails if it is not one), and as the column
 * would store it (cut to its length, rounded to its precision).
 */
export const castsSql = (value: string, castType: string, columnType: string) =>
  sql(
    `SELECT $1::text::${castType}::text AS given, $1::text::${castType}::${columnType}::text AS kept`,
    [value],
  );

/**
 * The foreign keys from a table to others (alsoDelete): name, the child's columns, the referenced
 * table and its columns.
 */
export const outboundKeysSql = (oid: number) =>
  sql(
    `SELECT con.conname::text AS name, con.confdeltype::text AS action,
            con.confrelid::int AS parent_oid, pn.nspname::text AS parent_schema, pc.relname::text AS parent_name,
            ${columnNames("con.conrelid", "con.conkey")} AS child_columns,
            ${columnNames("con.confrelid", "con.confkey")} AS parent_columns
     FROM pg_constraint con JOIN pg_class pc ON pc.oid = con.confrelid JOIN pg_namespace pn ON pn.oid = pc.relnamespace
     WHERE con.contype = 'f' AND con.conrelid = $1 AND con.conparentid = 0
     ORDER BY con.conname`,
    [oid],
  );
