// Session statements: settings, transactions, timeouts, the planner settings of an ordered walk.
import { sql } from "./text.js";

/** Session settings that bound every batch: each autocommit statement is its own transaction. */
export function configureSessionSql(settings: {
  lockTimeoutMs: number;
  statementTimeoutMs: number;
  applicationName: string;
}) {
  return sql(
    `SELECT set_config('lock_timeout', $1, false), set_config('statement_timeout', $2, false),
            set_config('TimeZone', 'UTC', false), set_config('application_name', $3, false),
            -- Batch statements are short; JIT compiling them (the planner overestimates recursive
            -- CTEs) cost most of each batch's time when measured: 390 of 540 ms.
            set_config('jit', 'off', false)`,
    [String(settings.lockTimeoutMs), String(settings.statementTimeoutMs), settings.applicationName],
  );
}

/**
 * The keyset walk has one good plan: the clock index in order, stopping at the LIMIT. Without
 * statistics (a new table) or with stale ones (a backlog that grew since the last ANALYZE), the
 * planner takes the range [resume point, cutoff) for a few rows and picks a bitmap scan and a sort,
 * which read every remaining row of the backlog for each batch: quadratic. Off during the walk.
 */
export const orderedWalkSql = (on: boolean) =>
  sql("SELECT set_config('enable_bitmapscan', $1, false), set_config('enable_sort', $1, false)", [
    on ? "off" : "on",
  ]);

/** The session's lock_timeout (a block-range walk shortens it, then puts it back). */
export const lockTimeoutSql = (ms: number) =>
  sql("SELECT set_config('lock_timeout', $1, false)", [String(Math.max(1, Math.round(ms)))]);

/** statement_timeout for the rest of the current transaction only. */
export const localStatementTimeoutSql = (ms: number) =>
  sql("SELECT set_config('statement_timeout', $1, true)", [String(Math.max(1, Math.round(ms)))]);

/** idle_in_transaction_session_timeout for the rest of the current transaction only. */
export const localIdleTimeoutSql = (ms: number) =>
  sql("SELECT set_config('idle_in_transaction_session_timeout', $1, true)", [String(ms)]);

/**
 * After a run deleted many rows, the planner's visibility figures are stale: an index-only scan it
 * expects to read the index alone would visit every deleted row's heap tuple, one by one (a
 * random heap: seconds). Off for the figures after such a run (a bitmap or sequential scan reads
 * the heap in order); the next VACUUM makes it right again.
 */
export const indexOnlyScansSql = (on: boolean) =>
  sql(on ? "RESET enable_indexonlyscan" : "SET enable_indexonlyscan = off");

/** The database's clock: a run's `now` and cutoffs are read from it, once. */
export const databaseNowSql = () => sql("SELECT now() AS now");

/** The isolation a session's next transactions start at (a policy's RowAction says), or the default back. */
export const defaultIsolationSql = (isolation: "repeatable read" | undefined) =>
  sql(
    isolation
      ? "SET default_transaction_isolation = 'repeatable read'"
      : "RESET default_transaction_isolation",
  );

export const transaction = {
  begin: sql("BEGIN"),
  commit: sql("COMMIT"),
  rollback: sql("ROLLBACK"),
};

/** Whether this session may not write: a hot standby, or transactions read-only by default. */
export const readOnlySql = () =>
  sql(
    "SELECT pg_is_in_recovery() OR current_setting('transaction_read_only')::boolean AS read_only",
  );
