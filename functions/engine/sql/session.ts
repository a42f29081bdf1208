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

/** statement_timeout for the rest of the current transaction only. */
export const localStatementTimeoutSql = (ms: number) =>
  sql("SELECT set_config('statement_timeout', $1, true)", [String(Math.max(1, Math.round(ms)))]);

/** The database's clock: a run's `now` and cutoffs are read from it, once. */
export const databaseNowSql = () => sql("SELECT now() AS now");

export const transaction = {
  begin: sql("BEGIN"),
  commit: sql("COMMIT"),
  rollback: sql("ROLLBACK"),
};
