// The cost account's readings (engine/cost/): a table's shared-buffer accesses as the statistics
// count them, and a backend's start (to tell its process in /proc from another one's).
import { type Sql, sql } from "./text.js";

/**
 * Shared-buffer hits and reads of a table, its partitions, indexes and TOAST, by every session
 * (pg_statio_all_tables: PostgreSQL has no per-backend figure before 18), as flushed so far.
 */
export const tableBuffersSql = (table: string): Sql =>
  sql(
    `SELECT coalesce(sum(coalesce(s.heap_blks_hit, 0) + coalesce(s.idx_blks_hit, 0)
         + coalesce(s.toast_blks_hit, 0) + coalesce(s.tidx_blks_hit, 0)), 0)::float8 AS hit,
       coalesce(sum(coalesce(s.heap_blks_read, 0) + coalesce(s.idx_blks_read, 0)
         + coalesce(s.toast_blks_read, 0) + coalesce(s.tidx_blks_read, 0)), 0)::float8 AS read
FROM pg_catalog.pg_statio_all_tables AS s
WHERE s.relid = $1::regclass
   OR s.relid IN (SELECT relid FROM pg_catalog.pg_partition_tree($1::regclass))`,
    [table],
  );

/** A backend's start, seconds since the epoch (null: not visible to this role). */
export const backendStartSql = (pid: number): Sql =>
  sql(
    "SELECT extract(epoch FROM backend_start)::float8 AS started FROM pg_catalog.pg_stat_activity WHERE pid = $1",
    [pid],
  );

/** The statistics read afresh (a transaction's first reading is otherwise kept for all of it). */
export const clearStatsSnapshotSql = (): Sql => sql("SELECT pg_catalog.pg_stat_clear_snapshot()");
