// What `retention-job init` reads: the catalog and the planner's statistics, never a row (but the
// job's own ledger: what its runs deleted, so that its work is not read as the application's).
import { LEDGER_SCHEMA } from "./ledger.js";
import { quoteIdent, sql } from "./text.js";

/** Schemas init never proposes from: the system's, and the job's own. */
export const SYSTEM_SCHEMAS = ["pg_catalog", "information_schema", "pg_toast", "retention_job"];

/**
 * The tables (and partitioned tables, not their partitions) of the given schemas, or of every
 * schema but the system's: row estimate, replica identity, whether a publication replicates their
 * deletes, primary key, partition key, rows inserted and deleted since the statistics were reset
 * (deleted counts rolled-back deletes too) and the live rows (which rolled-back deletes leave),
 * whether it is UNLOGGED;
 * extension members (pg_partman's part_config) left out.
 */
export const surveyTablesSql = (schemas: string[] | undefined) =>
  sql(
    `SELECT c.oid::int AS oid, n.nspname::text AS schema, c.relname::text AS name, c.relkind::text AS relkind,
            c.reltuples::float8 AS estimated_rows, c.relreplident::text AS replica_identity,
            c.relpersistence = 'u' AS unlogged,
            EXISTS (SELECT 1 FROM pg_publication p
                    WHERE p.pubdelete AND (p.puballtables OR EXISTS (
                      SELECT 1 FROM pg_publication_rel pr WHERE pr.prpubid = p.oid AND pr.prrelid = c.oid))) AS published,
            EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conrelid = c.oid AND k.contype = 'p') AS has_primary_key,
            CASE WHEN c.relkind = 'p' THEN pg_get_partkeydef(c.oid) END AS partition_key,
            coalesce(s.n_tup_ins, 0)::float8 AS inserted, coalesce(s.n_tup_del, 0)::float8 AS deleted,
            coalesce(s.n_live_tup, 0)::float8 AS live
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
     WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND ${schemas ? "n.nspname = ANY($1::text[])" : "NOT (n.nspname = ANY($1::text[])) AND n.nspname NOT LIKE 'pg\\_%'"}
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
     ORDER BY n.nspname, c.relname`,
    [schemas ?? SYSTEM_SCHEMAS],
  );

/** The planner's statistics of a table's columns: the share of NULLs, the histogram's bounds, the most common values. */
export const columnStatsSql = (schema: string, name: string) =>
  sql(
    `SELECT attname::text AS column, null_frac::float8 AS null_frac, histogram_bounds::text AS bounds,
            most_common_vals::text AS common
     FROM pg_stats WHERE schemaname = $1 AND tablename = $2`,
    [schema, name],
  );

/** The triggers that run when a row of the table is deleted (not the ones foreign keys make). */
export const deleteTriggersSql = (oid: number) =>
  sql(
    `SELECT t.tgname::text AS name, p.proname::text AS function
     FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
     WHERE t.tgrelid = $1 AND NOT t.tgisinternal AND (t.tgtype & 8) <> 0 ORDER BY t.tgname`,
    [oid],
  );

/** A column's most common values as the planner's statistics list them (a plan column's tiers). */
export const commonValuesSql = (schema: string, name: string, column: string) =>
  sql(
    `SELECT most_common_vals::text::text[] AS values
     FROM pg_stats WHERE schemaname = $1 AND tablename = $2 AND attname = $3`,
    [schema, name, column],
  );

/** The table's own foreign keys (it the referencing side): each one's columns, in order. */
export const outboundKeysSql = (oid: number) =>
  sql(
    `SELECT array_agg(a.attname::text ORDER BY k.ord) AS columns
     FROM pg_constraint c CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
     WHERE c.conrelid = $1 AND c.contype = 'f' GROUP BY c.oid ORDER BY c.oid`,
    [oid],
  );

/** Whether the job's ledger (its evidence record) is here, and whether this role may read it. */
export const ledgerReadableSql = () =>
  sql(
    `SELECT c.oid IS NOT NULL AS exists, c.oid IS NOT NULL AND has_table_privilege(c.oid, 'SELECT') AS readable
     FROM (SELECT 1) one
     LEFT JOIN pg_namespace n ON n.nspname = $1
     LEFT JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = 'evidence'`,
    [LEDGER_SCHEMA],
  );

/**
 * What the job's own work deleted from each table since the server's statistics were reset (the
 * statistics count it too): a run's policies in delete mode (their rows; the tables their
 * cascades and alsoDelete reach, whose counts the record does not give, listed apart), and each
 * erasure's tables (deleted and cascaded).
 */
export const jobDeletionsSql = () =>
  sql(
    `WITH since AS (
       SELECT coalesce((SELECT stats_reset FROM pg_stat_database WHERE datname = current_database()),
                       '-infinity'::timestamptz) AS at),
     records AS (
       SELECT body::jsonb AS b FROM ${quoteIdent(LEDGER_SCHEMA)}.evidence, since WHERE recorded_at >= since.at),
     runs AS (
       SELECT (b->'rule'->'table'->>'schema') || '.' || (b->'rule'->'table'->>'name') AS tbl,
              (b->>'deleted')::float8 AS deleted, b->'rule' AS rule
       FROM records WHERE b->>'kind' IS NULL AND b->>'mode' = 'delete')
     SELECT r.tbl AS table, sum(r.deleted) AS deleted,
            ARRAY(SELECT DISTINCT (x->>'schema') || '.' || (x->>'name') FROM runs o,
                    jsonb_array_elements(coalesce(o.rule->'cascades', '[]')) x WHERE o.tbl = r.tbl) AS cascades,
            ARRAY(SELECT DISTINCT x FROM runs o,
                    jsonb_array_elements_text(coalesce(o.rule->'alsoDelete', '[]')) x WHERE o.tbl = r.tbl) AS also_delete
     FROM runs r GROUP BY r.tbl
     UNION ALL
     SELECT f->>'table', sum(coalesce((f->>'deleted')::float8, 0) + coalesce((f->>'cascaded')::float8, 0)),
            '{}'::text[], '{}'::text[]
     FROM records, jsonb_array_elements(b->'tables') f
     WHERE b->>'kind' = 'erasure'
     GROUP BY 1`,
  );
