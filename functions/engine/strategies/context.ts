import type pg from "pg";
import type { PolicyShape } from "../shape.js";

/** Called after each batch statement with the rows it deleted and how long it took. */
export type OnBatch = (deleted: number, durationMs: number) => void;

export type StopReason = "deadline" | "aborted";

/** What a strategy gets to work one policy: a configured session, the fixed cutoff, the stop rules. */
export interface StrategyContext {
  client: pg.PoolClient;
  shape: PolicyShape;
  cutoff: string;
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
