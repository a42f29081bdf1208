import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { DEFAULT_SCAN_TIMEOUT_MS } from "../contract/limits.js";
import type { Policy } from "../contract/retention-table.js";
import { checkPrivileges, describePolicies } from "./catalog.js";
import { fixRunClock } from "./clock.js";
import { type Logger, silentLogger } from "./logger.js";
import { describeError, errorLine } from "./pg-errors.js";
import { type PolicyOutcome, type PolicyReport, type RunReport, runStatus } from "./report.js";
import { configureSession, type SessionLimits, withClient } from "./session.js";
import { type PolicyShape, qualifiedName, tableText } from "./shape.js";
import { standingSql } from "./sql/standing.js";
import type { StopReason, StrategyContext, StrategyOutcome } from "./strategies/context.js";
import { deleteByCursor } from "./strategies/cursor.js";
import { deleteByKeyset } from "./strategies/keyset.js";
import {
  dropExpiredPartitions,
  type PartitionOutcome,
  partitionStanding,
} from "./strategies/partitions.js";

export type ProgressEvent =
  | {
      type: "batch";
      policy: string;
      deleted: number;
      totalDeleted: number;
      batches: number;
      durationMs: number;
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
  /** Overrides every policy's batch size. */
  batchSize?: number;
  /** Pause between batches, to leave room for the live service. */
  pauseMs?: number;
  /** Timeout of the one candidate scan of a cursor-strategy policy. */
  scanTimeoutMs?: number;
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
}

/** Runs every policy once, in order, and reports. Throws only for a bad rule (ConfigError) or no database. */
export async function runRetention(options: RunOptions): Promise<RunReport> {
  const runId = options.runId ?? randomUUID();
  const dryRun = options.dryRun ?? false;
  const log = (options.logger ?? silentLogger).child({ runId });
  const started = Date.now();

  // Preflight: every policy is checked against the catalog before any row is touched, and the
  // policies are put in foreign-key order (children first).
  const { clock, shapes } = await withClient(options.pool, async (client) => {
    const clock = await fixRunClock(client, options.policies, options);
    return { clock, shapes: await describePolicies(client, options.policies, clock.cutoffs) };
  });

  const policies: PolicyReport[] = [];
  for (const shape of shapes) {
    const report = await runPolicy(options, shape, clock.now, log);
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

async function runPolicy(
  options: RunOptions,
  shape: PolicyShape,
  now: Date,
  runLog: Logger,
): Promise<PolicyReport> {
  const { policy } = shape;
  const log = runLog.child({ policy: policy.name });
  const started = Date.now();
  const changes = shape.inbound.filter((ref) => ref.effect !== "blocks");
  const progress = { deleted: 0, batches: 0, cascaded: changes.map(() => 0) };
  let outcome: PolicyOutcome;
  let error: string | null = null;
  let standing: Standing | undefined;
  let partitions: PartitionOutcome | undefined;

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
      const context: StrategyContext = {
        client,
        shape,
        batchSize: options.batchSize ?? policy.batchSize,
        dryRun: options.dryRun ?? false,
        stop: () => stopReason(options),
        pause: async () => {
          if (!options.pauseMs) return;
          await sleep(options.pauseMs, undefined, { signal: options.signal }).catch(
            () => undefined,
          );
        },
        onBatch,
        signal: options.signal,
        deadline: options.deadline,
        scanTimeoutMs: options.scanTimeoutMs ?? DEFAULT_SCAN_TIMEOUT_MS,
      };
      let result: PolicyOutcome;
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
        result = await deleteRows(context);
      }
      standing = await readStanding(client, shape, options.dryRun ?? false);
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
    standing = await withClient(options.pool, async (client) => {
      await configureSession(client, options);
      return readStanding(client, shape, options.dryRun ?? false);
    }).catch(() => undefined);
  }

  const blockedAndHeld = standing ? standing.held + standing.blocked : 0;
  const report: PolicyReport = {
    name: policy.name,
    table: qualifiedName(policy),
    strategy: shape.strategy,
    locking: shape.rowLocks ? "skip-locked" : "delete-waits",
    cutoff: shape.cutoff,
    outcome,
    examined: progress.deleted + (standing?.expired ?? 0),
    deleted: progress.deleted,
    held: standing?.held ?? null,
    blocked: standing?.blocked ?? null,
    blockedBy: standing?.blockedBy ?? null,
    cascaded: cascadedByTable(changes, progress.cascaded),
    backlog: standing ? standing.expired - blockedAndHeld : null,
    oldestAgeSeconds:
      standing?.oldestEpoch == null
        ? null
        : Math.max(0, Math.round(now.getTime() / 1000 - standing.oldestEpoch)),
    batches: progress.batches,
    durationMs: Date.now() - started,
    error,
    ...(partitions ? { partitions } : {}),
  };
  log.info(
    {
      event: "policy-completed",
      outcome,
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
async function deleteRows(context: StrategyContext): Promise<StrategyOutcome> {
  if (context.dryRun) return "completed";
  return context.shape.strategy === "keyset" ? deleteByKeyset(context) : deleteByCursor(context);
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

/** Where the policy stands after it ran; a dry run reads references as the run would leave them. */
async function readStanding(
  client: pg.PoolClient,
  shape: PolicyShape,
  dryRun: boolean,
): Promise<Standing> {
  if (shape.strategy === "partitions") {
    const { expired, oldestEpoch } = await partitionStanding(client, shape);
    return { expired, held: 0, blocked: 0, blockedBy: {}, oldestEpoch };
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
  };
}
