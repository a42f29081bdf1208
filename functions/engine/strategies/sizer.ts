// Batch sizes that hold a target batch time (rows, or heap blocks), within bounds.
import { MAX_BATCH_SIZE } from "../../contract/limits.js";

/** A policy with no batchSize starts here, in rows, and adapts (ADAPTIVE_BATCH). */
export const DEFAULT_BATCH_SIZE = 5000;

/**
 * Batch sizes from a target batch time (like pt-online-schema-change's chunk-time): a policy with
 * no batchSize starts at DEFAULT_BATCH_SIZE rows (a leaf-first one at rows.min tops, each top a
 * chain of rows) and grows or shrinks within [min, max] to hold the target (BATCH_TIME); a
 * block-range walk does the same with heap blocks. A fixed batch size is never changed. `paced`:
 * how far a latency budget may shrink them before it pauses (batches of 1,000 tops were already
 * too long beside a live load: docs/performance.md).
 */
export const ADAPTIVE_BATCH = {
  rows: { min: 1_000, max: MAX_BATCH_SIZE },
  blocks: { initial: 64, min: 8, max: 16_384 },
  paced: { rows: 100, blocks: 2 },
  /** One batch changes the size by at most this factor, up or down. */
  maxStep: 2,
} as const;

/** What a policy's batches were: their unit, and the sizes used. */
export interface BatchSizes {
  unit: "rows" | "blocks";
  /** The size was fixed (batchSize given), not adapted to the target time. */
  fixed: boolean;
  first: number;
  min: number;
  max: number;
  last: number;
}

/**
 * The size of the next batch. A fixed size stays; an adaptive one moves towards the size that
 * would have taken the target time, at most `maxStep` times up or down per batch, within bounds.
 * Only full batches teach it (a short last batch says nothing about the rate).
 */
export class BatchSizer {
  #size: number;
  #seen: BatchSizes;
  /** The most a batch may be to write its share of a WAL budget (capTo); none without one. */
  #cap: number | undefined;
  /** A batch was observed since the last capTo: the cap is measured on this sizer's batches. */
  #observed = false;
  /** After shrink: the most the next observed batch may set (its own time would undo the shrink). */
  #ceiling: number | undefined;
  /** A batch of this sizer's ran: it is the one in use. */
  #used = false;

  constructor(
    unit: BatchSizes["unit"],
    readonly options: {
      fixed?: number;
      initial: number;
      min: number;
      max: number;
      targetMs: number;
    },
  ) {
    this.#size = options.fixed ?? clamp(options.initial, options.min, options.max);
    this.#seen = {
      unit,
      fixed: options.fixed !== undefined,
      first: this.#size,
      min: this.#size,
      max: this.#size,
      last: this.#size,
    };
  }

  get size(): number {
    return this.#size;
  }

  /** Its batches ran and may still be made smaller (not fixed, above its least). */
  get shrinkable(): boolean {
    return this.#used && this.options.fixed === undefined && this.#size > this.options.min;
  }

  /** After a batch of `size` that took `durationMs`; `full`: it was not the short tail. */
  observe(size: number, durationMs: number, full: boolean): void {
    this.#seen.last = size;
    this.#seen.min = Math.min(this.#seen.min, size);
    this.#seen.max = Math.max(this.#seen.max, size);
    this.#observed = true;
    this.#used = true;
    if (this.options.fixed !== undefined || !full) return;
    const ratio = this.options.targetMs / Math.max(1, durationMs);
    const step = Math.min(ADAPTIVE_BATCH.maxStep, Math.max(1 / ADAPTIVE_BATCH.maxStep, ratio));
    const next = clamp(Math.round(size * step), this.options.min, this.#most);
    this.#size = Math.min(next, this.#ceiling ?? next);
    this.#ceiling = undefined;
  }

  get #most(): number {
    return Math.min(this.options.max, this.#cap ?? this.options.max);
  }

  /**
   * After a batch of this sizer's, the WAL pace's `fit` (a batch's share of the budget over what
   * the last batch wrote): from now on a batch is at most the size that would have written its
   * share, within bounds. A fixed size stays.
   */
  capTo(fit: number): void {
    if (this.options.fixed !== undefined || !this.#observed) return;
    this.#observed = false;
    this.#cap = clamp(Math.floor(this.#seen.last * fit), this.options.min, this.options.max);
    this.#size = Math.min(this.#size, this.#cap);
  }

  /**
   * Halves the size (lock waiters were seen), within bounds; a fixed size stays. The batch that
   * kept them waiting is observed after this (its strategy measures it): its time may not grow
   * the size past the halved one.
   */
  shrink(): void {
    if (this.options.fixed !== undefined) return;
    this.#size = clamp(Math.round(this.#size / 2), this.options.min, this.options.max);
    this.#ceiling = this.#size;
  }

  get sizes(): BatchSizes {
    return { ...this.#seen };
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The row sizer of a policy: fixed when the run or the policy fixes it, else adaptive. A
 * leaf-first batch (`trees`) counts the tops of its trees, each a chain of rows, so it starts at the
 * least (the oldest chains are often the longest: 5,000 tops were 20,000 rows and 0.8 s). Under a
 * latency budget (`paced`) it may shrink to ADAPTIVE_BATCH.paced.rows.
 */
export function rowSizer(
  fixed: number | undefined,
  targetMs: number,
  trees = false,
  paced = false,
): BatchSizer {
  return new BatchSizer("rows", {
    ...(fixed !== undefined ? { fixed } : {}),
    initial: trees ? ADAPTIVE_BATCH.rows.min : DEFAULT_BATCH_SIZE,
    min: paced ? ADAPTIVE_BATCH.paced.rows : ADAPTIVE_BATCH.rows.min,
    max: ADAPTIVE_BATCH.rows.max,
    targetMs,
  });
}

/**
 * The block sizer of a block-range walk (blocks per batch); a fixed row size does not fix it.
 * Under a latency budget (`paced`) it may shrink to ADAPTIVE_BATCH.paced.blocks.
 */
export function blockSizer(targetMs: number, fixed?: number, paced = false): BatchSizer {
  return new BatchSizer("blocks", {
    ...(fixed !== undefined ? { fixed } : {}),
    initial: ADAPTIVE_BATCH.blocks.initial,
    min: paced ? ADAPTIVE_BATCH.paced.blocks : ADAPTIVE_BATCH.blocks.min,
    max: ADAPTIVE_BATCH.blocks.max,
    targetMs,
  });
}
