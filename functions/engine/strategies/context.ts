// What a strategy gets to work one policy: its session, sizers, stop rules and batch runner.
import type pg from "pg";
import type { PolicyShape } from "../catalog/shape.js";
import type { KeyRow } from "../sql/batches.js";
import type { Sql } from "../sql/text.js";
import type { BatchStream } from "./change-stream.js";
import type { BatchSizer } from "./sizer.js";

/** What one batch statement did: rows picked and acted on, where a walk goes on from, contention. */
export interface BatchResult {
  /** Rows the batch selected (some may have been taken by another instance meanwhile). */
  picked: number;
  deleted: number;
  /** keyset: the first and the last clock value taken. */
  firstClock: string | null;
  lastClock: string | null;
  /** keyset: the batch's snapshot bounds (see sql/look-back.ts), as transaction ids. */
  snapshot: SnapshotBounds | null;
  /** leaf-first: trees another instance held part of, worth another try later. */
  contended: KeyRow[];
  /** blocks: whether this instance claimed the range (false: another instance holds it). */
  claimed: boolean;
  durationMs: number;
}

/** A statement's snapshot: transactions below `xmin` had ended; those committed are below `xmax`. */
export interface SnapshotBounds {
  xmin: bigint;
  xmax: bigint;
}

/** What one batch statement did besides its own rows (in the orders of sql/effects.ts). */
export interface BatchEffects {
  /** Per table a cascade reaches (cascadeTables' order): the rows removed or changed there. */
  cascaded: number[];
  /** Per alsoDelete key: the referenced rows that went with the batch's rows. */
  alsoDeleted: number[];
}

/** Called after each batch statement with the rows it acted on, how long it took, and its effects. */
export type OnBatch = (rows: number, durationMs: number, effects: BatchEffects) => void;

export type StopReason = "deadline" | "aborted";

/** A connection of its own for a lane (block ranges, a cursor's list), and how to run a batch on it. */
export interface Lane {
  client: pg.PoolClient;
  batch: (statement: Sql) => Promise<BatchResult>;
  /** Back to the pool, its statistics flushed (a large run's upkeep reads them next). */
  release: () => Promise<void>;
}

/** What a strategy gets to work one policy: a configured session, the fixed cutoff, the stop rules. */
export interface StrategyContext {
  client: pg.PoolClient;
  shape: PolicyShape;
  /** Rows per batch (keyset, cursor): fixed, or adapting to the target batch time. */
  sizer: BatchSizer;
  /** Blocks per batch of a block-range walk, adapting to the target batch time. */
  blockSizer: BatchSizer;
  /** The session's lock_timeout, which a strategy that shortens it restores. */
  lockTimeoutMs: number;
  dryRun: boolean;
  /**
   * The run is a dry run's rehearsal (rolled back at its end): a mechanism whose work would lock
   * more than its rows (a detach locks the parent table) acts on the rows instead.
   */
  rehearsal: boolean;
  /** Why no new batch may start, if one may not. */
  stop: () => StopReason | undefined;
  /** Between batches: waits while the database is under pressure (the throttle), then the pause. */
  pause: () => Promise<void>;
  /** The policy's change-stream mode: how a batch's transaction is opened (change-stream.ts). */
  stream: BatchStream;
  /** Runs one batch statement (retried when it rolled back whole), watching who waits on it. */
  batch: (statement: Sql) => Promise<BatchResult>;
  /** Lanes a policy may use: block ranges, a cursor's list (1: this session only). */
  parallel: number;
  /** Up to `count` more configured sessions for lanes (fewer when the pool has none to spare). */
  openLanes: (count: number) => Promise<Lane[]>;
  /** Whether the throttle has waited since its total read `since` (and that total now). */
  throttledSince: (since: number) => { waited: boolean; total: number };
  onBatch: OnBatch;
  signal?: AbortSignal;
  /** Epoch ms of the run's deadline, if any. */
  deadline?: number;
  scanTimeoutMs: number;
}

export type StrategyOutcome = "completed" | StopReason;
