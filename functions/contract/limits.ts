// The limits and defaults that cross between the engine and its callers (the doors, the stack),
// stated once here. A constant with one user lives beside it; a setting's range beside its setting
// (settings/); the measurements behind a value are in docs/performance.md.

/** The largest batch a run or a policy may fix (BATCH_SIZE, --batch-size, a policy's batchSize). */
export const MAX_BATCH_SIZE = 100_000;
export const BATCH_SIZE_RANGE = { min: 1, max: MAX_BATCH_SIZE } as const;

/**
 * A dry run rehearses the run: every policy's real statements, in run order, in one transaction
 * that is rolled back (so each policy sees what the ones before it took). Its cost is a run's
 * (the rows are locked until the rollback), so it stops at maxRows rows acted on or maxMs, and
 * predicts the rest (README, Dry run).
 */
export const REHEARSAL = { maxRows: 2_000_000, maxMs: 120_000 } as const;

/** A batch statement's statement_timeout: the engine's default, and inside the Lambda's margin. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/** A batch's statement_timeout must end inside the safety margin: half of it, at most the default. */
export function statementTimeoutFor(safetyMarginMs: number): number {
  return Math.min(DEFAULT_STATEMENT_TIMEOUT_MS, Math.floor(safetyMarginMs / 2));
}

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
  /** PostgreSQL's port, when the database construct does not say. */
  databasePort: 5432,
} as const;

/**
 * An erasure is one transaction per subject: it finds and locks at most this many rows (all its
 * tables together), else it stops with nothing erased and says so. lockTimeoutMs: how long one of
 * its statements waits for a row lock the application holds before the erasure fails cleanly.
 */
export const ERASURE = { maxRows: 1_000_000, lockTimeoutMs: 10_000 } as const;

/**
 * A fleet (infra's RetentionFleet): targets run at once (the map's MaxConcurrency; a fleet must not
 * start every database's run at the same moment), the share of items the map tolerates failing
 * outright, the share of failed targets that pages, and the slack an item waits for its run's report
 * past the run's MaxRunDuration and one segment's timeout.
 */
export const FLEET = {
  maxConcurrency: { default: 4, min: 1, max: 1000 },
  toleratedFailurePercentage: { default: 0, min: 0, max: 100 },
  failureSharePercent: { default: 25, min: 1, max: 100 },
  reportSlackSeconds: 300,
  /** Days the bucket a fleet makes for its nights' outcomes keeps each (a year of audits, and a month). */
  evidenceDays: 400,
  /** A failed run's errors its outcome tells (each failed policy's, the first ones): a cause holds 32 KB. */
  outcomeErrors: 10,
  /** Re-runs of one target's night: each is a run of its own, numbered in the target's ledger. */
  maxReruns: 9,
} as const;
