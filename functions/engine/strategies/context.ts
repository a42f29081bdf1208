import type pg from "pg";
import type { PolicyShape } from "../shape.js";

/**
 * Called after each batch statement with the rows it deleted, how long it took, and per reference
 * that cascades (PolicyShape.inbound's non-blocking ones, in order) the child rows it changed.
 */
export type OnBatch = (deleted: number, durationMs: number, cascaded: number[]) => void;

export type StopReason = "deadline" | "aborted";

/** What a strategy gets to work one policy: a configured session, the fixed cutoff, the stop rules. */
export interface StrategyContext {
  client: pg.PoolClient;
  shape: PolicyShape;
  batchSize: number;
  dryRun: boolean;
  /** Why no new batch may start, if one may not. */
  stop: () => StopReason | undefined;
  /** The pause between batches (none unless asked for). */
  pause: () => Promise<void>;
  onBatch: OnBatch;
  signal?: AbortSignal;
  /** Epoch ms of the run's deadline, if any. */
  deadline?: number;
  scanTimeoutMs: number;
}

export type StrategyOutcome = "completed" | StopReason;
