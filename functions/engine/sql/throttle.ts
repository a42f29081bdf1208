// The throttle's readings: replica lag, active sessions, sessions waiting on a backend's locks, the WAL.
import { sql } from "./text.js";

/** Whether replica lag can be read here: Aurora's function, and the right to see lag columns. */
export const replicaSourceSql = () =>
  sql(`SELECT to_regproc('aurora_replica_status') IS NOT NULL AS aurora,
  (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user)
    OR pg_catalog.pg_has_role(current_user, 'pg_read_all_stats', 'MEMBER') AS can_read`);

/** The replicas' replay lag (ms; null: no replica, unreadable, or caught up and idle). */
const replicaLagExpression = (aurora: boolean) =>
  aurora
    ? `(SELECT max(replica_lag_in_msec)::float8 FROM aurora_replica_status() WHERE session_id <> 'MASTER_SESSION_ID')`
    : "(SELECT max(extract(epoch FROM replay_lag) * 1000)::float8 FROM pg_catalog.pg_stat_replication)";

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
  ${replicaLagExpression(aurora)} AS replica_lag_ms`,
    [lanes],
  );

/**
 * The sessions (not the policy's own lanes) waiting on a lock that one of the lanes `pids` holds,
 * each with when its wait began (pg_locks.waitstart, PostgreSQL 14+, read through to_jsonb so that
 * older servers give null; then its statement's start) and how long it has waited (ms); and the
 * replicas' replay lag at the same moment.
 */
export const lockWaitsSql = (pids: number[], aurora: boolean) =>
  sql(
    `SELECT coalesce(json_agg(json_build_object('pid', w.pid, 'since', w.since, 'ms', w.ms)), '[]') AS waits,
  ${replicaLagExpression(aurora)} AS replica_lag_ms
FROM (
  SELECT l.pid, min(w.since)::text AS since,
         extract(epoch FROM clock_timestamp() - min(w.since))::float8 * 1000 AS ms
  FROM pg_catalog.pg_locks AS l
  JOIN pg_catalog.pg_stat_activity AS a ON a.pid = l.pid
  CROSS JOIN LATERAL (SELECT coalesce((to_jsonb(l) ->> 'waitstart')::timestamptz, a.query_start) AS since) AS w
  WHERE NOT l.granted AND NOT (l.pid = ANY($1::int[])) AND pg_catalog.pg_blocking_pids(l.pid) && $1::int[]
  GROUP BY l.pid) AS w`,
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

/** The server's WAL insert position in bytes (the cost account's, around each batch). */
export const walInsertSql = () =>
  sql("SELECT (pg_catalog.pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::float8 AS wal");
