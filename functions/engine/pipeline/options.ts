// What a run is asked to do, as the doors give it; what it tells them as it goes.
import type pg from "pg";
import type { ChangeStream } from "../../contract/change-stream.js";
import type { Policy } from "../../contract/retention-table.js";
import type { RunSettings } from "../../contract/settings.js";
import type { ArchiveStores } from "../archive/store.js";
import type { PolicyShape } from "../catalog/shape.js";
import type { SessionLimits } from "../db/session.js";
import type { Logger } from "../logger.js";
import type { PolicyReport } from "../report.js";
import type { StopReason } from "../strategies/context.js";
import type { ThrottleLimits } from "../throttle/throttle.js";

/** The one candidate scan of a cursor-strategy policy. */
export const DEFAULT_SCAN_TIMEOUT_MS = 300_000;

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
      mechanism: Policy["mechanism"];
      strategy: PolicyShape["strategy"];
      mode: Policy["mode"];
    }
  /** What the breaker counted before the policy acts: the rows it would take (at most, when a bound). */
  | { type: "policy-estimate"; policy: string; rows: number; exact: boolean }
  | { type: "policy"; report: PolicyReport };

/** How far a dry run's rehearsal may go before it predicts the rest (defaults: REHEARSAL). */
export interface RehearsalLimits {
  maxRows: number;
  maxMs: number;
}

export interface RunOptions extends SessionLimits {
  pool: pg.Pool;
  policies: Policy[];
  dryRun?: boolean;
  /**
   * How a dry run gets its figures: rehearsal (default: the run's real statements in a
   * transaction rolled back, bounded by rehearsalLimits) or prediction (read-only counts, for a
   * read-only server or role; they may differ from the run where policies overlap).
   */
  dryRunMethod?: "rehearsal" | "prediction";
  /** Bounds of a rehearsal (defaults: REHEARSAL). */
  rehearsalLimits?: Partial<RehearsalLimits>;
  /**
   * Set by the rehearsal for the run it rehearses (the engine's own; a door never sets it): the
   * policies the caller allowed to trip (the rehearsal lets every one go on, to count it).
   */
  rehearsal?: { allowed: string[] };
  runId?: string;
  /** The run this one runs again (it failed): its evidence records say so (a fleet target's re-run). */
  rerunOf?: string;
  /** The run's fixed "now" (a continuation passes the first segment's); read from the database if absent. */
  now?: Date;
  /** Fixed cutoffs by policy name (ISO timestamps); computed from now - retention if absent. */
  cutoffs?: Record<string, string>;
  /** Epoch ms after which no new batch starts. */
  deadline?: number;
  signal?: AbortSignal;
  /** Fixes every policy's batch size (rows); else each adapts to batchTimeMs, or keeps its own fixed size. */
  batchSize?: number;
  /** The target batch time that adaptive batch sizes hold (default BATCH_TIME.defaultMs, contract/settings/run.ts). */
  batchTimeMs?: number;
  /**
   * auto (default): block ranges (physical order) where they fit the run's budget and the batch
   * size adapts, else clock order; clock: always the oldest first; physical: block ranges wherever
   * the table allows them.
   */
  order?: "auto" | "clock" | "physical";
  /** What change streams see of the deletes of policies that do not say (contract/change-stream.ts). */
  changeStream?: ChangeStream;
  /** Fixes the blocks per batch of a block-range walk (tests, the benchmark); else adaptive. */
  blocksPerBatch?: number;
  /** Lanes of a block-range walk: connections on disjoint ranges at once (PARALLEL). */
  parallel?: number;
  /** The throttle's limits (defaults: THROTTLE_DEFAULTS, contract/settings/run.ts; null turns a trigger off). */
  throttle?: ThrottleLimits;
  /** Pause between batches, to leave room for the live service. */
  pauseMs?: number;
  /** Timeout of the one candidate scan of a cursor-strategy policy. */
  scanTimeoutMs?: number;
  /** The key of the keyed hash a redacting policy writes ("hash" columns); REDACTION_KEY at the doors. */
  redactionKey?: string;
  /** The object stores of archiving policies, by `buckets` entry name (S3 at both doors). */
  archiveStores?: ArchiveStores;
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

/** Why no new batch may start now, if one may not. */
export function stopReason(options: RunOptions): StopReason | undefined {
  if (options.signal?.aborted) return "aborted";
  if (options.deadline !== undefined && Date.now() >= options.deadline) return "deadline";
  return undefined;
}

/** The options a run's settings give the engine (contract/settings.ts), those given only. */
export type SettingsOptions = Pick<
  RunOptions,
  "batchSize" | "batchTimeMs" | "parallel" | "order" | "changeStream" | "throttle" | "pauseMs"
>;

/**
 * A run's settings as the engine's options: both doors hand them over through this one function,
 * so that a setting reaches the engine the same way from the Lambda and from the command line.
 */
export function settingsOptions(run: RunSettings): SettingsOptions {
  const throttle = {
    maxReplicaLagMs: run.maxReplicaLagMs,
    maxActiveSessions: run.maxActiveSessions,
    maxLockWaiters: run.maxLockWaiters,
    maxLockWaitMs: run.maxLockWaitMs,
    maxWalRate: run.maxWalRate,
    latencyBudget: run.latencyBudget,
  };
  const options = {
    batchSize: run.batchSize,
    batchTimeMs: run.batchTimeMs,
    parallel: run.parallel,
    order: run.order,
    changeStream: run.changeStream,
    throttle: definedOnly(throttle),
    pauseMs: run.pauseMs,
  };
  return definedOnly(options);
}

const definedOnly = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, each]) => each !== undefined)) as T;
