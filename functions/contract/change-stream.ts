// What a retention run's changes look like to a change stream (logical decoding, a subscription,
// Debezium): plain, marked with a logical message per batch, or kept out under a replication origin.

/** plain: as any other DELETE; mark: each batch's transaction carries a message; skip: an origin. */
export const CHANGE_STREAMS = ["plain", "mark", "skip"] as const;
export type ChangeStream = (typeof CHANGE_STREAMS)[number];

/** A policy's mode when neither it nor the run's CHANGE_STREAM says: today's deletes, unmarked. */
export const DEFAULT_CHANGE_STREAM: ChangeStream = "plain";

/**
 * The prefix of the logical message (`pg_logical_emit_message(true, prefix, content)`) that opens
 * each marked batch's transaction; its content is MarkContent as JSON.
 */
export const MARK_PREFIX = "retention-job";

/** The content of a batch's message: the run, the policy, the batch's number in the policy's run. */
export interface MarkContent {
  runId: string;
  policy: string;
  batch: number;
}

/**
 * The replication origins a skipping session sets up: the first of these names no other session
 * holds (PostgreSQL lets one session at a time use an origin; a policy's lanes, another instance).
 */
export const ORIGIN_NAMES = Array.from({ length: 16 }, (_, index) =>
  index === 0 ? "retention-job" : `retention-job-${index + 1}`,
);

/** Subscriptions skip changes with an origin (`origin = none`) from PostgreSQL 16 on. */
export const SKIP_MIN_SERVER_VERSION = 160_000;

/**
 * The functions a skipping role executes, revoked from PUBLIC by PostgreSQL: granted to the
 * maintenance role (`provision-role --change-stream skip`), or held through rds_superuser on RDS.
 */
export const ORIGIN_FUNCTIONS = [
  "pg_replication_origin_create",
  "pg_replication_origin_session_setup",
  "pg_replication_origin_session_reset",
] as const;

/** The mode a policy's batches run in: its own, else the run's, else the default. */
export const changeStreamOf = (
  policy: { changeStream?: ChangeStream },
  run: ChangeStream | undefined,
): ChangeStream => policy.changeStream ?? run ?? DEFAULT_CHANGE_STREAM;
