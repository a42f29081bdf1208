/** Limits and defaults, stated once; the engine, both doors and the stack read them from here. */

export const DEFAULT_BATCH_SIZE = 5000;
export const MAX_BATCH_SIZE = 100_000;
/** A batch size the run fixes (BATCH_SIZE, --batch-size, props.batchSize). */
export const BATCH_SIZE_RANGE = { min: 1, max: MAX_BATCH_SIZE } as const;

/**
 * Batch sizes from a target batch time (like pt-online-schema-change's chunk-time): a policy with
 * no batchSize starts at DEFAULT_BATCH_SIZE rows (a leaf-first one at rows.min tops, each top a
 * chain of rows) and grows or shrinks within [min, max] to hold the target; a block-range walk
 * does the same with heap blocks. A fixed batchSize (the policy's,
 * or the run's BATCH_SIZE / --batch-size) is never changed.
 */
export const ADAPTIVE_BATCH = {
  /**
   * 20 ms, not pt-osc's 500 ms or the 100 ms first chosen: measured under a live load with a
   * replica (npm run bench), 20 ms batches deleted as fast as 100 ms ones and halved the live
   * p99 and the replica's lag (README, Performance).
   */
  targetMs: 20,
  rows: { min: 1_000, max: MAX_BATCH_SIZE },
  blocks: { initial: 64, min: 8, max: 16_384 },
  /**
   * Under a latency budget batches may shrink this far (rows, or a leaf-first walk's tops; heap
   * blocks), the pace's first resort before a pause: on the sessions, batches of 1,000 tops took
   * 130-150 ms each, and no pause the pace allows (maxGapMs) kept the commits beside them within
   * 1.25-2 (2026-12-05); block ranges of 4-8 blocks still went at 0.25-0.4x the single DELETE.
   */
  paced: { rows: 100, blocks: 2 },
  /** One batch changes the size by at most this factor, up or down. */
  maxStep: 2,
} as const;

/**
 * Block ranges (physical order) are chosen when the table's heap can be walked inside the run's
 * budget at this many blocks a second (a cautious guess before anything is measured; the walk
 * then measures its own rate and turns to clock order when the rest would not fit). Measured here:
 * 30 000-60 000 blocks/s on a 2-core machine.
 */
export const ASSUMED_BLOCKS_PER_SECOND = 5_000;
/**
 * A block-range walk starts and ends where the clock's index finds the first and the last row past
 * its retention, read before it: for a night's slice a few hundred blocks of a large heap. When the
 * planner expects at least heapShare of the table's rows past it (a catch-up), that read visits
 * most of the table's rows through the index (227 ms of a 1.5 s run over 750,000 of 1,000,000
 * rows, measured) to spare the walk less than half of the heap: the walk takes the heap instead.
 *
 * When the planner's statistics say the heap is in the clock's order (the clock column's
 * correlation with it, pg_stats, at least `correlation` either way), the walk takes its span from
 * the blocks of the oldest and the newest expired row instead (two steps of the index, not a visit
 * to every expired row: for a night's slice in clock order the span read was one visit of each of
 * its blocks in five beyond the rows', measured); its last look, which reads every expired row
 * outside the blocks it walked, finds what the two ends missed, and the walk goes on there.
 *
 * `scattered`: a heap not in the clock's order (correlation under `correlation`) whose expired
 * rows are expected to sit in at most this share of its blocks (a thin slice scattered through a
 * large heap: n rows in B blocks fill about B(1 - e^(-n/B)) of them) is worked in clock order
 * instead: a block walk would read every block of a span that is most of the heap, the clock's
 * index only the rows' own (10 M rows in random order, 50,000 expired in 41,798 of 133,334 blocks:
 * 216,962 blocks read by the walk against 84,048 in clock order, in 0.57x the time, measured).
 */
export const WALK_SPAN = { heapShare: 0.5, correlation: 0.9, scattered: 0.5 } as const;

/**
 * The keyset walk's look back (strategies/look-back.ts): a batch's deleted rows keep their index
 * entries, which lead the figures after the run to every deleted row's page again, read from disk
 * when the slice is larger than shared buffers (10 M rows in random order, 50,000 expired: 81,303
 * heap blocks read for the 41,864 that hold them, measured). Once no transaction that could still
 * see a batch's rows is running, the walk reads that batch's stretch of the index again, and
 * PostgreSQL marks the dead entries (the figures then pass them without a visit).
 *
 * `shareOfBuffers`: a walk that deletes no more rows than this share of shared_buffers' pages
 * (each row on a page of its own at worst) leaves them in memory for the figures, and does not
 * look back (the look back costs 4-7 us a row, in memory: 86-139 ms on a walk of 20,000 rows
 * whose batches took 204-319 ms, measured). Past that, at most as many deleted rows wait for their
 * look back; older ones are left to the figures, whose bitmap reads their pages in the heap's
 * order (a look back that late would read them in the index's). Half of the default 128 MB:
 * 8,192 rows.
 *
 * `waitMs`: before it leaves rows to the figures, a walk waits for the horizon, polling every
 * `pollMs`, up to this long in all: on the shared server measured, other sessions' transactions of
 * 0.5-3 s (CREATE and DROP DATABASE, schema loads) held it through most of a one-second walk in
 * half the runs (1.33-2.03x the expired rows' blocks read, against 1.08-1.09x).
 *
 * `newest`: the newest batches' stretches always wait, whatever their rows (a stretch is ready a
 * batch after the next at the soonest). Bounding them too made every batch of more than 8,192
 * rows wait a poll: a catch-up in clock order of 750,000 rows beside the bench's live load spent
 * the whole 2 s waiting (498 k -> 214 k rows a second, the quiet bench of 2026-12-04 evening).
 */
export const LOOK_BACK = { shareOfBuffers: 0.5, waitMs: 2_000, pollMs: 50, newest: 2 } as const;
/** A block-range DELETE waits this long for a row lock before the range is retried with SKIP LOCKED. */
export const BLOCK_RANGE_LOCK_TIMEOUT_MS = 100;

/**
 * Lanes: connections one policy deletes on at once, on disjoint rows (a block-range walk's ranges,
 * which the range claims keep apart; a cursor's list, a slice of each round to each lane). The
 * throttle thins them to one under pressure and adds them back, one per calm batch. Default 2: on
 * a small server one more lane is most of the gain.
 */
export const PARALLEL = { default: 2, min: 1, max: 8 } as const;

/**
 * Chains of a run on Lambda: when a run's policies do not all finish in one chain's budget, it
 * fans out, a chain per group of independent policies (MAX_CHAINS, props.maxChains), one runId,
 * one end. The construct reserves concurrency for them.
 */
export const CHAINS = { default: 2, min: 1, max: 8 } as const;

/**
 * The throttle (like gh-ost and pt-archiver): between batches the engine waits while replicas lag
 * more than maxReplicaLagMs, or more than maxActiveSessions other backends are active, or a batch
 * kept more than maxLockWaiters sessions waiting on its locks, or the server wrote more WAL than
 * maxWalRate bytes a second (off unless set: it trades speed for the live service's latency).
 */
export const THROTTLE = {
  maxReplicaLagMs: 10_000,
  maxActiveSessions: 25,
  maxLockWaiters: 0,
  maxWalRate: null,
  /** The WAL rate is an average over about this long: room left unused longer is not saved up. */
  walWindowMs: 1_000,
  /** Under a WAL rate, one batch writes at most this long's share of it (then the pause). */
  walBurstMs: 25,
  /** Pressure is read at most this often; while throttled, re-read at this interval. */
  checkEveryMs: 1_000,
  /** How often a batch's lock waiters are sampled while it runs. */
  lockSampleMs: 50,
  /** The live service's commit latency may grow by at most this factor (off unless set). */
  latencyBudget: null,
} as const;

/**
 * The latency budget's instrument (LATENCY_BUDGET, engine/latency-pace.ts): a probe is one tiny
 * commit of the engine's own (an xid and an empty logical message, no table: it waits for the WAL
 * flush as the application's commits do; an xid alone did not, sql/throttle.ts probeCommitSql),
 * sent every probeEveryMs from before the first batch to the policy's end, in a thread of its own
 * (engine/latency-probe.ts: the engine's own work never delays a probe's clock; in the bench of
 * 2026-12-05 the engine's event loop lagged 5-9 ms at its 99th percentile while batches ran). A
 * probe during which a batch ran is `during` (the last duringKept kept), one with none `quiet`
 * (the last quietKept), and a quiet one begun settleMs or more after the last batch ended is the
 * baseline's (the last quietKept: baselineProbes, baselineEveryMs apart, before the first batch,
 * then in long pauses, and in a window of quietProbes when a reading held batches back and the
 * baseline is older than rebaselineEveryMs, so that a live load that grows moves it). The budget
 * is on the live commits' tail over the run: at most 1 - quantile of them over budget x the
 * baseline's `quantile` (the threshold). The share of the time batches may run (the duty) is the
 * largest that keeps the quiet and the `during` probes over the threshold, mixed in it, within
 * that tail, never less than minDuty (a baseline that noise keeps over the budget slows a purge,
 * it does not stop it). A reading waits for minFresh probes taken while batches ran. Over the
 * budget, batches shrink first (fit.min a reading, to ADAPTIVE_BATCH.paced); a gap after each
 * batch, at most maxGapMs, only once they are as small as they go. The readings report a batch's
 * harm: the `during` probes' harmQuantile over the baseline's.
 */
export const LATENCY = {
  probeEveryMs: 10,
  baselineProbes: 60,
  /** The baseline's probes, with no batch to watch, come closer together. */
  baselineEveryMs: 2,
  quietKept: 200,
  duringKept: 200,
  /** The live commits' tail the budget holds: at most 1 - quantile of them over budget x the baseline's 99th percentile. */
  quantile: 0.99,
  /** A batch's harm to a commit beside it, as reported: the probes' 90th percentile during batches over the baseline's. */
  harmQuantile: 0.9,
  /** A reading waits for this many probes taken while batches ran (one or two say noise). */
  minFresh: 3,
  /** A batch size's fit: over the budget at most halved a reading, within it grown by half at most. */
  fit: { min: 0.5, max: 1.5 },
  /** Batches grow at most once in this many probes beside them: the tail of the size grown to is seen first. */
  growAfter: 100,
  /** A quiet probe begun this long after the last batch ended is settled: the baseline's. */
  settleMs: 100,
  quietProbes: 3,
  rebaselineEveryMs: 2_000,
  /** A probe faster than this counts as this (a loopback commit is noise below it). */
  floorMs: 0.3,
  /** The report's figures keep a uniform sample of at most this many probes of each kind. */
  figuresKept: 10_000,
  maxGapMs: 2_000,
  /** Batches run at least this share of the time: a baseline that noise keeps over the budget slows the purge, it does not stop it. */
  minDuty: 0.02,
  /** The budget's bounds: above 1 (no growth cannot be held), at most 10. */
  min: 1.05,
  max: 10,
} as const;
/**
 * A dry run rehearses the run: every policy's real statements, in run order, in one transaction
 * that is rolled back (so each policy sees what the ones before it took). Its cost is a run's
 * (the rows are locked until the rollback), so it stops at maxRows rows acted on or maxMs, and
 * predicts the rest (README, Dry run).
 */
export const REHEARSAL = { maxRows: 2_000_000, maxMs: 120_000 } as const;

/** Retention shorter than this is almost always a typo (`30m` for `30d`): refused unless overridden. */
export const MIN_RETENTION_MS = 3_600_000;

/**
 * After a run: a policy with vacuumAfter vacuums its table when the run took at least `minRows`
 * rows, and only with `minMs` left before the run's deadline (the VACUUM's statement_timeout is
 * what is left); a run that took that many rows and did not vacuum says what to run.
 */
export const VACUUM_AFTER = { minRows: 10_000, minMs: 10_000 } as const;

/** Per batch statement: waiting for a row lock, and the statement itself. */
export const DEFAULT_LOCK_TIMEOUT_MS = 2_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
/** The one candidate scan of a cursor-strategy policy. */
export const DEFAULT_SCAN_TIMEOUT_MS = 300_000;

/**
 * A retention per tenant reads at most this many levels, closest first: the tenant's own and the
 * parents above it (a thread, its channel, its workspace, its organization). A longer chain is
 * refused, naming the field: each level is one join of the one statement that reads the cutoffs.
 */
export const MAX_TENANT_LEVELS = 4;

/** A retention per tenant: the worst tenants a run's notes and `status` name by key (the worst first). */
export const TENANTS_NAMED = 5;

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
  /** PostgreSQL's port, when the database construct does not say. */
  databasePort: 5432,
} as const;

/** EventBridge Scheduler retries a failed delivery (throttled, unavailable) this often. */
export const SCHEDULE_RETRY = { attempts: 3 } as const;

/** A PutEvents request (or the entries it rejected) is tried this often in all: one try, two retries. */
export const PUBLISH_RETRY = { attempts: 3, backoffMs: 200 } as const;

/** A throttled continuation Invoke is tried this often, waiting 1 s, 2 s, ... between tries. */
export const CONTINUATION_RETRY = { attempts: 4, firstWaitMs: 1000 } as const;

/** A batch's statement_timeout must end inside the safety margin: half of it, at most the default. */
export function statementTimeoutFor(safetyMarginMs: number): number {
  return Math.min(DEFAULT_STATEMENT_TIMEOUT_MS, Math.floor(safetyMarginMs / 2));
}

/**
 * An erasure is one transaction per subject: it finds and locks at most this many rows (all its
 * tables together), else it stops with nothing erased and says so. lockTimeoutMs: how long one of
 * its statements waits for a row lock the application holds before the erasure fails cleanly.
 */
export const ERASURE = { maxRows: 1_000_000, lockTimeoutMs: 10_000 } as const;

/**
 * The erasure queue (infra's RetentionJob `erasure`): one message a batch; at most this many
 * erasures at once (reserved beside the retention run's chains, so neither throttles the other);
 * deliveries before a message goes to the dead-letter queue (AWS advises at least 5); the
 * visibility timeout as a multiple of the function's timeout (AWS advises 6); the function's
 * environment holds at most environmentBytes in all (Lambda's 4 KB), the erasure table's JSON too.
 */
export const ERASURE_QUEUE = {
  batchSize: 1,
  maxConcurrency: 2,
  maxReceiveCount: { default: 5, min: 1, max: 1000 },
  visibilityTimeoutFactor: 6,
  retentionDays: 14,
  environmentBytes: 4096,
} as const;

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
