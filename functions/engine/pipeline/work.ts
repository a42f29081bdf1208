// The mechanism at work for one policy: batch sizers, the throttle, and the strategy context the
// mechanism's batches run in; progress told batch by batch.
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { changeStreamOf } from "../../contract/change-stream.js";
import { ConfigError } from "../../contract/errors.js";
import { BATCH_TIME, PARALLEL } from "../../contract/settings/run.js";
import type { ArchiveWork } from "../archive/store.js";
import { archiveTarget } from "../archive/store.js";
import type { PolicyShape, RowAction } from "../catalog/shape.js";
import { CostAccount, type CostFigures } from "../cost/account.js";
import { connectWithin } from "../db/pool.js";
import { configureSession, DEFAULT_LOCK_TIMEOUT_MS } from "../db/session.js";
import type { Logger } from "../logger.js";
import type { Mechanism, WorkDone } from "../mechanisms/mechanism.js";
import type { ArchiveFigures } from "../report.js";
import { defaultIsolationSql } from "../sql/session.js";
import { type Sql, tableName } from "../sql/text.js";
import { flushStatsSql } from "../sql/upkeep.js";
import { runBatch } from "../strategies/batch.js";
import { BatchStream } from "../strategies/change-stream.js";
import type { BatchResult, Lane, OnBatch, StrategyContext } from "../strategies/context.js";
import { type BatchSizer, blockSizer, rowSizer } from "../strategies/sizer.js";
import type { LatencyFigures } from "../throttle/latency-pace.js";
import { latencyBudgetOf, Throttle, type ThrottleReport } from "../throttle/throttle.js";
import { DEFAULT_SCAN_TIMEOUT_MS, type RunOptions, stopReason } from "./options.js";

/** What a policy's batches did so far: rows acted on, batches, and their effects (summed). */
export interface Progress {
  deleted: number;
  batches: number;
  cascaded: number[];
  alsoDeleted: number[];
}

/** Adds one batch's counts to a running sum, index by index. */
export const addUp = (sum: number[], more: number[]) =>
  more.forEach((count, index) => {
    sum[index] = (sum[index] ?? 0) + count;
  });

/** What the work used and did (kept as it goes: a policy that fails still reports its batches). */
export interface Worked {
  sizes: { rows: BatchSizer; blocks: BatchSizer };
  throttled: ThrottleReport;
  /** Set when the mechanism finished its share. */
  done?: WorkDone;
  /** A policy with an archive: what it wrote (kept as it goes, a failed verification too). */
  archived?: ArchiveFigures;
  /** Under a latency budget: what its probes measured. */
  latency?: LatencyFigures;
  /** What the work took from the server and caused others (not in a dry run). */
  cost?: CostFigures;
}

/** Counts each batch, logs it and tells the door. */
function batchCounter(
  onProgress: RunOptions["onProgress"],
  shape: PolicyShape,
  progress: Progress,
  log: Logger,
): OnBatch {
  return (deleted, durationMs, effects) => {
    progress.deleted += deleted;
    progress.batches += 1;
    addUp(progress.cascaded, effects.cascaded);
    addUp(progress.alsoDeleted, effects.alsoDeleted);
    log.info(
      { event: "batch-deleted", count: deleted, batch: progress.batches, durationMs },
      "batch deleted",
    );
    onProgress?.({
      type: "batch",
      policy: shape.policy.name,
      deleted,
      totalDeleted: progress.deleted,
      batches: progress.batches,
      durationMs,
    });
  };
}

/** Runs a batch on a session under the throttle's watch; a crowded batch makes the next smaller. */
function batchOn(
  client: pg.PoolClient,
  throttle: Throttle,
  sizes: Worked["sizes"],
  onBatch: OnBatch,
  stream: BatchStream,
) {
  return async (statement: Sql) => {
    const { value, crowded } = await throttle.duringBatch(() =>
      runBatch(client, statement, onBatch, stream),
    );
    if (crowded) {
      sizes.rows.shrink();
      sizes.blocks.shrink();
    }
    return value;
  };
}

/** A lane's connection is not worth waiting for: a walk goes on with the lanes it has. */
const LANE_CONNECT_MS = 1_000;

/**
 * Up to `count` more sessions, configured as the policy's own, each with its batch runner: asked
 * for at once (a connection's handshake is paid once, not once per lane), those that come within
 * LANE_CONNECT_MS kept.
 */
async function openLanes(
  pool: pg.Pool,
  configure: (client: pg.PoolClient) => Promise<void>,
  count: number,
  throttle: Throttle,
  batchFor: (client: pg.PoolClient) => (statement: Sql) => Promise<BatchResult>,
  isolation: RowAction["isolation"],
): Promise<Lane[]> {
  const clients = await Promise.all(
    Array.from({ length: count }, () => connectWithin(pool, LANE_CONNECT_MS)),
  );
  const connected = clients.filter((client): client is pg.PoolClient => client !== undefined);
  const opened = await Promise.allSettled(
    connected.map((client) => openLane(configure, client, throttle, batchFor(client), isolation)),
  );
  const lanes = opened.flatMap((each) => (each.status === "fulfilled" ? [each.value] : []));
  const failed = opened.find((each) => each.status === "rejected");
  if (failed === undefined) return lanes;
  // A session that could not be configured fails the walk as it would have alone; none is kept.
  await Promise.all(lanes.map((lane) => lane.release()));
  for (const [index, each] of opened.entries())
    if (each.status === "rejected") connected[index]?.release(true);
  throw failed.reason;
}

/** One lane on its session: configured as the policy's own, released as the pool gave it. */
async function openLane(
  configure: (client: pg.PoolClient) => Promise<void>,
  client: pg.PoolClient,
  throttle: Throttle,
  batch: Lane["batch"],
  isolation: RowAction["isolation"],
): Promise<Lane> {
  // A lane's connection that dies (the server ended it) fails its batch, not the process: an
  // 'error' event with no listener on a checked-out client would be an uncaught exception.
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on("error", onError);
  await configure(client);
  if (isolation) await client.query(defaultIsolationSql(isolation));
  await throttle.addLane(client);
  const release = async () => {
    // A session goes back to the pool as the pool gave it (its default isolation); a broken one is dropped.
    if (isolation && !broken)
      await client.query(defaultIsolationSql(undefined)).catch(() => undefined);
    // Its deletes reach the statistics now, not up to a second later (pipeline/upkeep.ts).
    if (!broken) await client.query(flushStatsSql()).catch(() => undefined);
    client.off("error", onError);
    client.release(broken);
  };
  return { client, batch, release: () => release().catch(() => undefined) };
}

/** The strategy context of one policy: its session, its sizers, its throttle, the stop rules. */
function strategyContext(
  options: RunOptions,
  client: pg.PoolClient,
  shape: PolicyShape,
  throttle: Throttle,
  sizes: Worked["sizes"],
  onBatch: OnBatch,
  warn: (warning: string) => void,
): StrategyContext {
  const stream = batchStream(options, shape);
  return {
    client,
    shape,
    sizer: sizes.rows,
    blockSizer: sizes.blocks,
    lockTimeoutMs: options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
    dryRun: options.dryRun === true || shape.policy.mode !== "delete",
    rehearsal: options.rehearsal !== undefined,
    stop: () => stopReason(options),
    pause: async () => {
      const fit = await throttle.betweenBatches(
        () => !sizes.rows.shrinkable && !sizes.blocks.shrinkable,
      );
      if (fit !== undefined) {
        sizes.rows.capTo(fit);
        sizes.blocks.capTo(fit);
      }
      if (!options.pauseMs) return;
      await sleep(options.pauseMs, undefined, { signal: options.signal }).catch(() => undefined);
    },
    stream,
    batch: batchOn(client, throttle, sizes, onBatch, stream),
    parallel: options.parallel ?? PARALLEL.default,
    openLanes: async (count) => {
      const lanes = await openLanes(
        options.pool,
        (lane) => configureSession(lane, options),
        count,
        throttle,
        (lane) => batchOn(lane, throttle, sizes, onBatch, stream),
        shape.action?.isolation,
      );
      if (lanes.length < count) {
        warn(
          `${lanes.length + 1} of ${count + 1} lanes: no connection to spare within ${LANE_CONNECT_MS / 1000} s (the pool's or the server's limit)`,
        );
      }
      return lanes;
    },
    throttledSince: (since) => ({ waited: throttle.waitedSince(since), total: throttle.report.ms }),
    onBatch,
    signal: options.signal,
    deadline: options.deadline,
    scanTimeoutMs: options.scanTimeoutMs ?? DEFAULT_SCAN_TIMEOUT_MS,
  };
}

/**
 * The policy's change-stream mode at work. A rehearsal's batches are rolled back, so no stream
 * sees them: they run plain (the preflight has checked what the mode needs).
 */
function batchStream(options: RunOptions, shape: PolicyShape): BatchStream {
  const mode = options.rehearsal ? "plain" : changeStreamOf(shape.policy, options.changeStream);
  return new BatchStream(mode, shape.runId, shape.policy.name);
}

/** What a policy with an archive needs to write it: its target, the ledger, the figures' sink. */
function archiveWork(
  options: RunOptions,
  shape: PolicyShape,
  worked: Worked,
): ArchiveWork | undefined {
  const rule = shape.policy.archive;
  if (!rule) return undefined;
  const target = archiveTarget(shape.policy.name, rule, options.archiveStores);
  if (!target) {
    throw new ConfigError(
      `policies.${shape.policy.name}.archive`,
      `no archive store for the buckets entry "${rule.bucket}": give the entry its bucket name (or the construct its archiveBucket), and the run AWS credentials`,
    );
  }
  worked.archived = { objects: 0, rows: 0, bytes: 0, verificationFailures: 0 };
  return { target, pool: options.pool, runId: shape.runId, figures: worked.archived };
}

/**
 * What the work stage returns, done or failed: the batches' counts, what it used (sizes, the
 * throttle's report, the archive's and the probes' figures), what it warns of, and how it ended.
 */
export interface WorkResult {
  progress: Progress;
  worked: Worked;
  warnings: string[];
  /** The mechanism's account of its share, when it finished it. */
  done?: WorkDone;
  /** Why it did not finish (the policy failed), its counts so far kept above. */
  error?: unknown;
}

/**
 * The mechanism's share of this run, under the throttle (when it watches this mechanism). A
 * failure is returned, not thrown, with the batches done before it.
 */
export async function work(
  options: RunOptions,
  client: pg.PoolClient,
  shape: PolicyShape,
  mechanism: Mechanism,
  log: Logger,
  expiredRows: number | undefined,
): Promise<WorkResult> {
  const progress: Progress = { deleted: 0, batches: 0, cascaded: [], alsoDeleted: [] };
  const warnings: string[] = [];
  const throttle = new Throttle(
    client,
    options.pool,
    options.throttle ?? {},
    () => stopReason(options) !== undefined,
    options.signal,
  );
  const sizes = sizersFor(options, shape);
  const onBatch = batchCounter(options.onProgress, shape, progress, log);
  const context = strategyContext(options, client, shape, throttle, sizes, onBatch, (warning) =>
    warnings.push(warning),
  );
  const worked: Worked = { sizes, throttled: throttle.report };
  const result: WorkResult = { progress, worked, warnings };
  const isolation = context.dryRun ? undefined : shape.action?.isolation;
  const account = context.dryRun ? undefined : new CostAccount(client, tableName(shape.policy));
  if (account) throttle.account(account);
  try {
    await account?.start();
    const archive = context.dryRun ? undefined : archiveWork(options, shape, worked);
    if (!context.dryRun && mechanism.throttled) await throttle.start();
    if (isolation) await client.query(defaultIsolationSql(isolation));
    result.done = await mechanism.work(context, {
      order: options.order ?? "auto",
      batchSize: options.batchSize,
      ...(expiredRows !== undefined ? { expiredRows } : {}),
      ...(archive ? { archive } : {}),
    });
    warnings.push(...result.done.warnings);
  } catch (error) {
    result.error = error;
  } finally {
    if (isolation) await client.query(defaultIsolationSql(undefined)).catch(() => undefined);
    // The probes stop first, so that the figures count every one that ran.
    await throttle.release();
    const latency = throttle.latencyFigures();
    if (latency) worked.latency = latency;
    const cost = await account?.finish(progress.deleted).catch(() => undefined);
    if (cost) worked.cost = cost;
    // The throttle's own findings (no pg_monitor, no second connection) go with the report.
    warnings.push(...throttle.warnings);
  }
  return result;
}

/** The batch sizers a run's options and the policy ask for: fixed, adaptive, or paced smaller. */
function sizersFor(options: RunOptions, shape: PolicyShape): Worked["sizes"] {
  const targetMs = options.batchTimeMs ?? BATCH_TIME.defaultMs;
  const paced = latencyBudgetOf(options.throttle) !== null;
  return {
    rows: rowSizer(
      options.batchSize ?? shape.policy.batchSize,
      targetMs,
      shape.selfReference !== undefined,
      paced,
    ),
    blocks: blockSizer(targetMs, options.blocksPerBatch, paced),
  };
}
