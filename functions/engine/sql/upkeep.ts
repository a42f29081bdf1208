// The table's upkeep after a large run: its dead tuples and size, whether this role may vacuum
// it, and the VACUUM (ANALYZE) itself (never VACUUM FULL: that rewrites the table under an
// exclusive lock).
import { type Sql, sql } from "./text.js";

/**
 * Dead tuples (the statistics' n_dead_tup) and bytes (pg_table_size) over the table's leaf
 * partitions (the table itself when it has none), and whether this role may vacuum it: its owner
 * (or a member of the owner's role), a superuser, the database's owner, or (PostgreSQL 17) a
 * holder of MAINTAIN on it (pg_maintain included). Without that right VACUUM only warns and skips.
 */
export const upkeepSql = (tableOid: number): Sql =>
  sql(
    `WITH tables AS (
       -- A plain table is no tree (pg_partition_tree gives it no row); a partitioned one's parent
       -- holds no rows of its own (no dead tuples, no bytes).
       SELECT $1::oid AS relid UNION SELECT relid FROM pg_partition_tree($1::oid) WHERE isleaf)
     SELECT (SELECT sum(s.n_dead_tup) FROM tables t
              JOIN pg_stat_all_tables s ON s.relid = t.relid)::float8 AS dead,
            (SELECT sum(pg_table_size(t.relid)) FROM tables t)::float8 AS bytes,
            (pg_has_role(current_user, c.relowner, 'USAGE')
             OR (SELECT r.rolsuper FROM pg_roles r WHERE r.rolname = current_user)
             OR pg_has_role(current_user,
                  (SELECT d.datdba FROM pg_database d WHERE d.datname = current_database()), 'USAGE')
             OR CASE WHEN current_setting('server_version_num')::int >= 170000
                     THEN has_table_privilege(c.oid, 'MAINTAIN') ELSE false END) AS may_vacuum
       FROM pg_class c WHERE c.oid = $1::oid`,
    [tableOid],
  );

/**
 * This session's pending statistics reach the shared ones at its next transaction's end, not up
 * to a second later (PostgreSQL 15+; older servers have no such function and say so).
 */
export const flushStatsSql = (): Sql => sql("SELECT pg_stat_force_next_flush()");

/** What a person runs by hand: the same statement the engine would. */
export const vacuumText = (qualifiedTable: string): string => `VACUUM (ANALYZE) ${qualifiedTable}`;

/** The VACUUM; no values (a utility statement takes none): the name is quoted by the caller. */
export const vacuumSql = (qualifiedTable: string): Sql => sql(vacuumText(qualifiedTable));

/** The session's settings the VACUUM changes, read to be put back after it. */
export const vacuumSettingsSql = (): Sql =>
  sql(
    "SELECT current_setting('statement_timeout') AS timeout, current_setting('vacuum_cost_delay') AS delay",
  );

/**
 * The VACUUM's settings: its time (what is left of the run, '0' for no limit), and autovacuum's
 * pace (a manual VACUUM's cost delay is 0: as fast as the disks go, in the live service's way).
 */
export const setVacuumSettingsSql = (settings: { timeout: string; delay: string }): Sql =>
  sql(
    "SELECT set_config('statement_timeout', $1, false), set_config('vacuum_cost_delay', $2, false)",
    [settings.timeout, settings.delay],
  );

/** autovacuum's default cost delay (PostgreSQL 12+), which a VACUUM after a run keeps to. */
export const AUTOVACUUM_COST_DELAY = "2ms";
