/** Limits and defaults, stated once; the engine, both doors and the stack read them from here. */

export const DEFAULT_BATCH_SIZE = 5000;
export const MAX_BATCH_SIZE = 100_000;
/** Retention shorter than this is almost always a typo (`30m` for `30d`): refused unless overridden. */
export const MIN_RETENTION_MS = 3_600_000;

/** Per batch statement: waiting for a row lock, and the statement itself. */
export const DEFAULT_LOCK_TIMEOUT_MS = 2_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
/** The one candidate scan of a cursor-strategy policy. */
export const DEFAULT_SCAN_TIMEOUT_MS = 300_000;

/**
 * The breaker (see README, Safety). A run trips a policy's breaker, deleting nothing in it, when
 * it would delete more than: maxDeletesPerRun; or HISTORY_FACTOR x the median of the policy's last
 * HISTORY_RUNS completed runs (once it has HISTORY_MIN_RUNS); or maxShareOfTable (default
 * DEFAULT_MAX_SHARE) of the table's estimated rows. The history and share limits are never below
 * BREAKER_FLOOR rows: a small table must not be stopped for growing, and a run under it is within
 * two default batches, not what a mass-deletion incident looks like.
 */
export const BREAKER = {
  historyFactor: 10,
  historyRuns: 14,
  historyMinRuns: 3,
  defaultMaxShare: 0.5,
  floor: 10_000,
} as const;

/** The database's clock and the runner's may differ by this much before a run refuses to start. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** A catch-up run may ask for more than MAX_RUN_DURATION, but never more than this. */
export const MAX_CATCH_UP_DURATION_MS = 12 * 3_600_000;
export const MAX_CATCH_UP_DURATION_TEXT = "12h";

/** The Lambda's settings and the stack's inputs share these defaults. */
export const DEFAULTS = {
  retentionInterval: "24h",
  maxRunDuration: "30m",
  nightWindowUtc: "02:00-05:00",
  schedule: "cron(5 2 * * ? *)",
  scheduleTimeZone: "UTC",
  safetyMarginMs: 60_000,
  maxSegments: 12,
  /** Lambda timeout of one segment. */
  timeoutMinutes: 15,
  memoryMb: 512,
  logRetentionDays: 30,
} as const;

export const SAFETY_MARGIN_RANGE = { min: 10_000, max: 600_000 } as const;
export const MAX_SEGMENTS_RANGE = { min: 1, max: 100 } as const;

/** A batch's statement_timeout must end inside the safety margin: half of it, at most the default. */
export function statementTimeoutFor(safetyMarginMs: number): number {
  return Math.min(DEFAULT_STATEMENT_TIMEOUT_MS, Math.floor(safetyMarginMs / 2));
}
