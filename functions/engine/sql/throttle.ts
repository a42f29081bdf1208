// The throttle's readings: replica lag, active sessions, sessions waiting on a backend's locks, the WAL.
import { sql } from "./text.js";

/** Whether replica lag can be read here: Aurora's function, and the right to see lag columns. */
export const replicaSourceSql = () =>
  sql(`SELECT to_regproc('aurora_replica_status') IS NOT NULL AS aurora,
  (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user)
    OR pg_catalog.pg_has_role(current_user, 'pg_read_all_stats', 'MEMBER') AS can_read`);

/**
 * The pressure the throttle looks at: other active client sessions, and the replicas' replay lag
 * (ms; null when there is no replica, it cannot be read, or it has caught up and sits idle).
 */
export const pressureSql = (aurora: boolean, lanes: number[]) =>
  sql(
    `SELECT
  (SELECT count(*)::int FROM pg_catalog.pg_stat_activity
   WHERE state = 'active' AND backend_type = 'client backend' AND pid <> pg_backend_pid()
     AND NOT (pid = ANY($1::int[]))) AS active,
  ${
    aurora
      ? `(SELECT max(replica_lag_in_msec)::float8 FROM aurora_replica_status() WHERE session_id <> 'MASTER_SESSION_ID')`
      : "(SELECT max(extract(epoch FROM replay_lag) * 1000)::float8 FROM pg_catalog.pg_stat_replication)"
  } AS replica_lag_ms`,
    [lanes],
  );

/** Sessions (not the policy's own lanes) waiting on a lock that one of the lanes `pids` holds. */
export const lockWaitersSql = (pids: number[]) =>
  sql(
    "SELECT count(*)::int AS waiters FROM pg_catalog.pg_stat_activity WHERE pg_catalog.pg_blocking_pids(pid) && $1::int[] AND NOT (pid = ANY($1::int[]))",
    [pids],
  );

export const backendPidSql = () => sql("SELECT pg_backend_pid() AS pid");

/** The server's WAL position in bytes (an error on a standby: there is none to pace). */
export const walPositionSql = () =>
  sql("SELECT (pg_catalog.pg_current_wal_lsn() - '0/0'::pg_lsn)::float8 AS wal");

/** The prefix of the latency probe's logical message (docs/how-it-works.md). */
export const PROBE_MESSAGE_PREFIX = "retention-job-latency-probe";

/**
 * The latency budget's probe: one statement that takes an xid and writes a WAL record (a
 * transactional logical message of the engine's name, empty, no table, no privilege), so that its
 * commit waits for the WAL flush as the application's commits do. An xid alone does not:
 * PostgreSQL commits a transaction that wrote no WAL before its commit record asynchronously
 * (xact.c, RecordTransactionCommit), so `SELECT txid_current()` returned before the flush and
 * never saw the purge's WAL ahead of it. An error on a standby, where nothing commits. Logical
 * decoding clients that ask for messages see these, prefixed PROBE_MESSAGE_PREFIX.
 */
export const probeCommitSql = () =>
  sql(`SELECT pg_catalog.pg_logical_emit_message(true, '${PROBE_MESSAGE_PREFIX}', '')`);
