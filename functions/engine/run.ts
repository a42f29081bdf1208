import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { ConfigError } from "../contract/errors.js";
import {
  ADAPTIVE_BATCH,
  BREAKER,
  DEFAULT_LOCK_TIMEOUT_MS,
  DEFAULT_SCAN_TIMEOUT_MS,
} from "../contract/limits.js";
import type { Policy } from "../contract/retention-table.js";
import { type BreakerVerdict, breakerLine, judgeBreaker } from "./breaker.js";
import { checkPrivileges, describePolicies, statusValueWarnings } from "./catalog/index.js";
import { fixRunClock } from "./clock.js";
import { ensureLedger, policyHistory, recordPolicyRun } from "./ledger.js";
import { type Logger, silentLogger } from "./logger.js";
import { classifyPgError, describeError, errorLine } from "./pg-errors.js";
import { type PolicyOutcome, type PolicyReport, type RunReport, runStatus } from "./report.js";
import { configureSession, type SessionLimits, withClient } from "./session.js";
import { type PolicyShape, qualifiedName, tableText } from "./shape.js";
import { explainSql } from "./sql/explain.js";
import { LEDGER_SCHEMA } from "./sql/ledger.js";
import { localStatementTimeoutSql, transaction } from "./sql/session.js";
import { deletableRowsSql, standingSql, undeletedUpperBoundSql } from "./sql/standing.js";
import { runBatch } from "./strategies/batch.js";
import { blocksFitBudget, deleteByBlocks } from "./strategies/blocks.js";
import type { StopReason, StrategyContext, StrategyOutcome } from "./strategies/context.js";
import { deleteByCursor } from "./strategies/cursor.js";
import { deleteByKeyset } from "./strategies/keyset.js";
import {
  dropExpiredPartitions,
  listPartitions,
  type PartitionOutcome,
  partitionStanding,
} from "./strategies/partitions.js";
import { type BatchSizer, blockSizer, rowSizer } from "./strategies/sizer.js";
import { Throttle, type ThrottleLimits } from "./throttle.js";

export type ProgressEvent =
  | {
      type: "batch";
      policy: string;
      deleted: number;
      totalDeleted: number;
      batches: number;
      durationMs: number;
    }
  | {
      type: "policy-start";
      policy: string;
      strategy: PolicyShape["strategy"];
      mode: Policy["mode"];
    }
  | { type: "policy"; report: PolicyReport };

export interface RunOptions extends SessionLimits {
  pool: pg.Pool;
  policies: Policy[];
  dryRun?: boolean;
  runId?: string;
  /** The run's fixed "now" (a continuation passes the first segment's); read from the database if absent. */
  now?: Date;
  /** Fixed cutoffs by policy name (ISO timestamps); computed from now - retention if absent. */
  cutoffs?: Record<string, string>;
  /** Epoch ms after which no new batch starts. */
  deadline?: number;
  signal?: AbortSignal;
  /** Fixes every policy's batch size (rows); else each adapts to batchTimeMs, or keeps its own fixed size. */
  batchSize?: number;
  /** The target batch time that adaptive batch sizes hold (default ADAPTIVE_BATCH.targetMs). */
  batchTimeMs?: number;
  /**
   * auto (default): block ranges (physical order) where they fit the run's budget and the batch
   * size adapts, else clock order; clock: always the oldest first; physical: block ranges wherever
   * the table allows them.
   */
  order?: "auto" | "clock" | "physical";
  /** Fixes the blocks per batch of a block-range walk (tests, the benchmark); else adaptive. */
  blocksPerBatch?: number;
  /** The throttle's limits (defaults in THROTTLE; null turns a trigger off). */
  throttle?: ThrottleLimits;
  /** Pause between batches, to leave room for the live service. */
  pauseMs?: number;
  /** Timeout of the one candidate scan of a cursor-strategy policy. */
  scanTimeoutMs?: number;
  /** Policies whose breaker may not stop them in this run (a big run meant to be big). */
  allowLargeDeletion?: string[];
  /** The breaker already let these policies through earlier in this run (a continuation). */
  breakerPassed?: string[];
  /** The runner's clock, which the database's must agree with (a test seam; default Date.now). */
  runnerNow?: () => number;
  /** The engine adds `runId` and `policy` to its lines; the caller's logger carries the rest. */
  logger?: Logger;
  onProgress?: (event: ProgressEvent) => void;
}

interface Standing {
  expired: number;
  held: number;
  blocked: number;
  blockedBy: Record<string, number>;
  oldestEpoch: number | null;
  /** The table's estimated rows (for a partitioned table: its partitions'). */
  estimatedRows: number;
  /** Partitions: how long the oldest partition still attached has been due (else from the oldest row). */
  overdueSeconds?: number;
}

/** Rows a policy would delete now: expired, neither held nor blocked. */
const deletableNow = (standing: Standing) => standing.expired - standing.held - standing.blocked;

/** Whether this run may keep its history in the ledger (the role may create it, or it exists). */
async function ledgerAvailable(pool: pg.Pool, log: Logger): Promise<boolean> {
  try {
    await ensureLedger(pool);
    return true;
  } catch (error) {
    log.warn(
      { event: "no-ledger", error: describeError(error) },
      "no run ledger: the breaker has no history and this run is not recorded",
    );
    return false;
  }
}

/** Runs every policy once, in order, and reports. Throws only for a bad rule (ConfigError) or no database. */
export async function runRetention(options: RunOptions): Promise<RunReport> {
  const runId = options.runId ?? randomUUID();
  const dryRun = options.dryRun ?? false;
  const log = (options.logger ?? silentLogger).child({ runId });
  const started = Date.now();

  // Preflight: the clocks agree, every policy is checked against the catalog before any row is
  // touched, and the policies are put in foreign-key order (children first).
  const { clock, shapes } = await withClient(options.pool, async (client) => {
    await configureSession(client, options);
    const clock = await fixRunClock(
      client,
      options.policies,
      options,
      (options.runnerNow ?? Date.now)(),
    );
    return {
      clock,
      shapes: await describePolicies(client, options.policies, clock.cutoffs, runId),
    };
  });
  const ledger = !dryRun && (await ledgerAvailable(options.pool, log));
  const publishing = options.policies.findIndex(
    (policy) => policy.publish && policy.mode === "delete",
  );
  if (!dryRun && !ledger && publishing >= 0) {
    throw new ConfigError(
      `policies[${publishing}].publish`,
      `the deleted rows' keys are written to ${LEDGER_SCHEMA}.outbox, which this role can neither find nor create; create the ledger once (see README, "The maintenance role"), or stop publishing`,
    );
  }

  const policies: PolicyReport[] = [];
  for (const shape of shapes) {
    options.onProgress?.({
      type: "policy-start",
      policy: shape.policy.name,
      strategy: shape.strategy,
      mode: shape.policy.mode,
    });
    const report = await runPolicy(options, shape, clock.now, log);
    if (ledger && report.mode === "delete") {
      await recordPolicyRun(options.pool, {
        runId,
        policy: report.name,
        deleted: report.deleted,
        outcome: report.outcome,
      }).catch((error: unknown) =>
        log.warn({ event: "ledger-write-failed", error: describeError(error) }, "not recorded"),
      );
    }
    policies.push(report);
    options.onProgress?.({ type: "policy", report });
  }

  return {
    runId,
    dryRun,
    startedAt: clock.now.toISOString(),
    finishedAt: new Date(clock.now.getTime() + (Date.now() - started)).toISOString(),
    status: runStatus(policies.map((policy) => policy.outcome)),
    policies,
  };
}

function stopReason(options: RunOptions): StopReason | undefined {
  if (options.signal?.aborted) return "aborted";
  if (options.deadline !== undefined && Date.now() >= options.deadline) return "deadline";
  return undefined;
}

type BeforeDeleting =
  | { standing: Standing; counted: true }
  | { bound: number; counted: true }
  | { wouldDelete: number; counted: false };

/**
 * The breaker's count: an upper bound (`bound`) or the exact figure, within the scan's budget
 * (and the run's deadline), else the planner's estimate.
 */
async function countBeforeDeleting(
  options: RunOptions,
  client: pg.PoolClient,
  shape: PolicyShape,
  kind: "bound" | "exact",
): Promise<BeforeDeleting | StopReason> {
  const scanLimit = options.scanTimeoutMs ?? DEFAULT_SCAN_TIMEOUT_MS;
  const untilDeadline =
    options.deadline === undefined ? Number.POSITIVE_INFINITY : options.deadline - Date.now();
  await client.query(transaction.begin);
  try {
    await client.query(localStatementTimeoutSql(Math.min(scanLimit, untilDeadline)));
    const counted: BeforeDeleting =
      kind === "bound" && shape.strategy !== "partitions"
        ? {
            bound: Number(
              (await client.query<{ n: string }>(undeletedUpperBoundSql(shape))).rows[0]?.n ?? 0,
            ),
            counted: true,
          }
        : { standing: await readStanding(client, shape, false), counted: true };
    await client.query(transaction.commit);
    return counted;
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    if (classifyPgError(error) !== "statement-timeout") throw error;
    if (untilDeadline < scanLimit) return "deadline";
  }
  return { wouldDelete: await estimateDeletable(client, shape), counted: false };
}

function verdictOf(
  options: RunOptions,
  shape: PolicyShape,
  before: BeforeDeleting,
  history: number[] | undefined,
): BreakerVerdict {
  const verdict =
    "standing" in before
      ? judge(
          options,
          shape,
          deletableNow(before.standing),
          true,
          before.standing.estimatedRows,
          history,
        )
      : judge(
          options,
          shape,
          "bound" in before ? before.bound : before.wouldDelete,
          before.counted,
          shape.estimatedRows,
          history,
        );
  return "bound" in before ? { ...verdict, atMost: true } : verdict;
}

/** The planner's estimate of the rows a run would delete (partitions: the expired ones' estimates). */
async function estimateDeletable(client: pg.PoolClient, shape: PolicyShape): Promise<number> {
  if (shape.strategy === "partitions") {
    const cutoff = Date.parse(shape.cutoff) / 1000;
    return (await listPartitions(client, shape.oid))
      .filter((each) => !each.isDefault && each.upperEpoch !== null && each.upperEpoch <= cutoff)
      .reduce((sum, each) => sum + Math.max(0, each.estimatedRows), 0);
  }
  const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    explainSql(deletableRowsSql(shape), "json"),
  );
  return Math.round(rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0);
}

function judge(
  options: RunOptions,
  shape: PolicyShape,
  wouldDelete: number,
  counted: boolean,
  estimatedRows: number,
  history: number[] | undefined,
): BreakerVerdict {
  return judgeBreaker({
    policy: shape.policy,
    wouldDelete,
    counted,
    history,
    estimatedRows,
    allowed: options.allowLargeDeletion?.includes(shape.policy.name) ?? false,
  });
}

/** The breaker's history, read on the policy's own connection (the pool may have no other). */
const readHistory = (client: pg.PoolClient, shape: PolicyShape) =>
  policyHistory(client, shape.policy.name, BREAKER.historyRuns).catch(() => undefined);

async function runPolicy(
  options: RunOptions,
  shape: PolicyShape,
  now: Date,
  runLog: Logger,
): Promise<PolicyReport> {
  const { policy } = shape;
  const log = runLog.child({ policy: policy.name });
  const started = Date.now();
  const mode = options.dryRun ? "dry-run" : policy.mode;
  const changes = shape.inbound.filter((ref) => ref.effect !== "blocks");
  const progress = { deleted: 0, batches: 0, cascaded: changes.map(() => 0) };
  let outcome: PolicyOutcome;
  let error: string | null = null;
  let standing: Standing | undefined;
  let partitions: PartitionOutcome | undefined;
  let breaker: BreakerVerdict | null = null;
  const warnings: string[] = [...(shape.preflightWarnings ?? [])];
  let strategy: PolicyReport["strategy"] = shape.strategy;
  let sizes: { sizer: BatchSizer; blocks: BatchSizer } | undefined;
  let throttling: Throttle | undefined;

  const onBatch = (deleted: number, durationMs: number, cascaded: number[]) => {
    progress.deleted += deleted;
    progress.batches += 1;
    cascaded.forEach((count, index) => {
      progress.cascaded[index] = (progress.cascaded[index] ?? 0) + count;
    });
    log.info(
      { event: "batch-deleted", count: deleted, batch: progress.batches, durationMs },
      "batch deleted",
    );
    options.onProgress?.({
      type: "batch",
      policy: policy.name,
      deleted,
      totalDeleted: progress.deleted,
      batches: progress.batches,
      durationMs,
    });
  };

  try {
    outcome = await withClient(options.pool, async (client) => {
      await configureSession(client, options);
      await checkPrivileges(client, shape);
      warnings.push(...(await statusValueWarnings(client, shape)));
      // The breaker, before anything is deleted (a continuation whose breaker passed goes on).
      const late = stopReason(options) !== undefined;
      if (mode === "delete" && !late && !options.breakerPassed?.includes(policy.name)) {
        const history = await readHistory(client, shape);
        // First an upper bound (expired and not held: one cheap count); only when it would trip
        // does the breaker pay for the exact figure (references and descendants that keep rows).
        let before = await countBeforeDeleting(options, client, shape, "bound");
        if (before === "deadline" || before === "aborted") return before;
        breaker = verdictOf(options, shape, before, history);
        if (breaker.tripped && "bound" in before) {
          before = await countBeforeDeleting(options, client, shape, "exact");
          if (before === "deadline" || before === "aborted") return before;
          breaker = verdictOf(options, shape, before, history);
        }
        if (breaker.tripped) {
          log.warn({ event: "breaker-tripped", breaker }, breakerLine(breaker));
          if (!breaker.allowed) {
            standing =
              "standing" in before ? before.standing : await readStanding(client, shape, false);
            return "tripped";
          }
        }
      }
      const targetMs = options.batchTimeMs ?? ADAPTIVE_BATCH.targetMs;
      const sizer = rowSizer(options.batchSize ?? policy.batchSize, targetMs);
      const blocks = blockSizer(targetMs, options.blocksPerBatch);
      sizes = { sizer, blocks };
      const throttle = new Throttle(
        client,
        options.pool,
        options.throttle ?? {},
        () => stopReason(options) !== undefined,
        options.signal,
      );
      throttling = throttle;
      if (mode === "delete" && shape.strategy !== "partitions") await throttle.start();
      const context: StrategyContext = {
        client,
        shape,
        sizer,
        blockSizer: blocks,
        lockTimeoutMs: options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
        dryRun: mode !== "delete",
        stop: () => stopReason(options),
        pause: async () => {
          await throttle.betweenBatches();
          if (!options.pauseMs) return;
          await sleep(options.pauseMs, undefined, { signal: options.signal }).catch(
            () => undefined,
          );
        },
        batch: async (statement) => {
          const { value, crowded } = await throttle.duringBatch(() =>
            runBatch(client, statement, onBatch),
          );
          if (crowded) {
            sizer.shrink();
            blocks.shrink();
          }
          return value;
        },
        onBatch,
        signal: options.signal,
        deadline: options.deadline,
        scanTimeoutMs: options.scanTimeoutMs ?? DEFAULT_SCAN_TIMEOUT_MS,
      };
      let result: PolicyOutcome;
      try {
        if (shape.strategy === "partitions") {
          const dropped = await dropExpiredPartitions(context);
          partitions = dropped.outcome;
          result = dropped.stopped ?? "completed";
          if (partitions.lockNotAcquired) {
            log.warn(
              { event: "lock-not-acquired" },
              "another instance is detaching this table: skipped",
            );
          }
        } else {
          const done = await deleteRows(context, options, policy.batchSize, warnings);
          result = done.outcome;
          strategy = done.strategy;
        }
      } finally {
        throttle.release();
        warnings.push(...throttle.warnings);
      }
      standing = await readStanding(client, shape, mode !== "delete");
      if (mode !== "delete") {
        // Nothing deleted: what the breaker would say of a run that deletes, for the operator.
        breaker = judge(
          options,
          shape,
          deletableNow(standing),
          true,
          standing.estimatedRows,
          await readHistory(client, shape),
        );
      }
      return result;
    });
  } catch (caught) {
    outcome = "failed";
    error = errorLine(caught);
    log.error(
      {
        event: "policy-failed",
        error: describeError(caught),
        deletedBeforeFailure: progress.deleted,
      },
      "policy failed",
    );
    // Figures for the report, on a fresh connection; the database may be gone, so best effort.
    // The pool may first hand out a connection the same fault ended (the throttle's watcher, back
    // in the pool before its socket said so): it is discarded, and a second one is tried.
    const readFigures = () =>
      withClient(options.pool, async (client) => {
        await configureSession(client, options);
        return readStanding(client, shape, mode !== "delete");
      });
    standing = await readFigures()
      .catch((error) => (classifyPgError(error) === "connection" ? readFigures() : undefined))
      .catch(() => undefined);
  }

  const figures = standing as Standing | undefined;
  const report: PolicyReport = {
    name: policy.name,
    table: qualifiedName(policy),
    strategy,
    mode,
    locking: shape.rowLocks ? "skip-locked" : "delete-waits",
    cutoff: shape.cutoff,
    outcome,
    examined: progress.deleted + (figures?.expired ?? 0),
    deleted: progress.deleted,
    held: figures?.held ?? null,
    blocked: figures?.blocked ?? null,
    blockedBy: figures?.blockedBy ?? null,
    cascaded: cascadedByTable(changes, progress.cascaded),
    backlog: figures ? deletableNow(figures) : null,
    oldestAgeSeconds:
      figures?.oldestEpoch == null
        ? null
        : Math.max(0, Math.round(now.getTime() / 1000 - figures.oldestEpoch)),
    overdueSeconds: !figures
      ? null
      : (figures.overdueSeconds ??
        (figures.oldestEpoch == null
          ? 0
          : Math.max(0, Math.round(Date.parse(shape.cutoff) / 1000 - figures.oldestEpoch)))),
    batches: progress.batches,
    batchSizes:
      !sizes || progress.batches === 0
        ? null
        : (strategy as PolicyReport["strategy"]) === "blocks"
          ? sizes.blocks.sizes
          : sizes.sizer.sizes,
    throttled: throttling && throttling.report.ms > 0 ? throttling.report : null,
    durationMs: Date.now() - started,
    error,
    breaker,
    warnings,
    ...(partitions ? { partitions } : {}),
  };
  log.info(
    {
      event: "policy-completed",
      outcome,
      mode,
      deleted: report.deleted,
      backlog: report.backlog,
      blocked: report.blocked,
      held: report.held,
      batches: report.batches,
      durationMs: report.durationMs,
    },
    "policy completed",
  );
  return report;
}

/** The delete mechanism: a dry run only counts (the standing figures say what a run would delete). */
/**
 * Deletes a policy's rows: in block ranges (physical order, as fast as one DELETE) when the run
 * will get through the table anyway, else in clock order (the oldest first: a run cut short has
 * done the most urgent part). Auto takes block ranges only with adaptive batch sizes (a fixed
 * batchSize counts rows, which a block range cannot) and when the heap fits the budget.
 */
async function deleteRows(
  context: StrategyContext,
  options: RunOptions,
  policyBatchSize: number | undefined,
  warnings: string[],
): Promise<{ outcome: StrategyOutcome; strategy: PolicyReport["strategy"] }> {
  const { shape } = context;
  const clockOrder = () =>
    shape.strategy === "keyset" ? deleteByKeyset(context) : deleteByCursor(context);
  if (context.dryRun) return { outcome: "completed", strategy: shape.strategy };
  const order = options.order ?? "auto";
  if (order === "physical" && !shape.blockRanges) {
    warnings.push(
      "block ranges need PostgreSQL 14+, a plain (not partitioned) table and no self-reference: clock order instead",
    );
  }
  const physical =
    shape.blockRanges &&
    (order === "physical" ||
      (order === "auto" &&
        options.batchSize === undefined &&
        policyBatchSize === undefined &&
        (await blocksFitBudget(context))));
  if (!physical) return { outcome: await clockOrder(), strategy: shape.strategy };
  const outcome = await deleteByBlocks(context);
  if (outcome !== "clock-order") return { outcome, strategy: "blocks" };
  warnings.push(
    "block ranges would not have finished before the deadline at the rate measured: clock order took over for the rest (the oldest rows first)",
  );
  return { outcome: await clockOrder(), strategy: shape.strategy };
}

/** Rows each cascade removed or changed, by child table (a table reached twice sums). */
function cascadedByTable(
  changes: PolicyShape["inbound"],
  counts: number[],
): Record<string, number> {
  const byTable: Record<string, number> = {};
  changes.forEach((ref, index) => {
    const table = tableText(ref.fk.child);
    byTable[table] = (byTable[table] ?? 0) + (counts[index] ?? 0);
  });
  return byTable;
}

/** Where the policy stands; a run that deletes nothing reads references as the run would leave them. */
async function readStanding(
  client: pg.PoolClient,
  shape: PolicyShape,
  dryRun: boolean,
): Promise<Standing> {
  if (shape.strategy === "partitions") {
    const { expired, oldestEpoch, estimatedRows, overdueSeconds } = await partitionStanding(
      client,
      shape,
    );
    return {
      expired,
      held: 0,
      blocked: 0,
      blockedBy: {},
      oldestEpoch,
      estimatedRows,
      overdueSeconds,
    };
  }
  const { rows } = await client.query<{
    expired: string;
    held: string;
    blocked: string;
    blocked_by: Record<string, string | number>;
    oldest_epoch: number | null;
  }>(standingSql(shape, dryRun ? "dry" : "run"));
  const row = rows[0]!;
  return {
    expired: Number(row.expired),
    held: Number(row.held),
    blocked: Number(row.blocked),
    blockedBy: Object.fromEntries(
      Object.entries(row.blocked_by).map(([name, count]) => [name, Number(count)]),
    ),
    oldestEpoch: row.oldest_epoch,
    estimatedRows: shape.estimatedRows,
  };
}
