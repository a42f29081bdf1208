// The blocks strategy: the heap in block ranges, physical order, as fast as one DELETE; in lanes
// (parallel connections on disjoint ranges) that the throttle thins out under pressure.
import { setTimeout as sleep } from "node:timers/promises";
import { classifyPgError } from "../db/pg-errors.js";
import {
  blockRangeSql,
  candidateBlocksSql,
  clockEndsSql,
  heapOrderSql,
  relationBlocksSql,
} from "../sql/batches.js";
import { lockTimeoutSql } from "../sql/session.js";
import { BLOCK_RANGE_LOCK_TIMEOUT_MS } from "./batch.js";
import type { StrategyContext, StrategyOutcome } from "./context.js";
import { type LaneWork, pauseLanes, settled, withLanes } from "./lanes.js";

/**
 * Block ranges are chosen when the heap can be walked inside the run's budget at this many blocks
 * a second: a cautious guess before anything is measured (30,000-60,000 were measured on 2 cores);
 * the walk then measures its own rate and turns to clock order when the rest would not fit.
 */
export const ASSUMED_BLOCKS_PER_SECOND = 5_000;

/**
 * Where a block walk starts and ends (docs/performance.md says what each value saved):
 * `heapShare`: when the planner expects at least this share of the rows past the cutoff, the walk
 * takes the whole heap instead of reading the expired rows' span through the index first;
 * `correlation`: a heap this much in the clock's order takes its span from the oldest and the
 * newest expired row (two steps of the index), its last look finding what the two ends missed;
 * `scattered`: a heap not in clock order whose expired rows sit in at most this share of its
 * blocks (n rows in B blocks fill about B(1 - e^(-n/B))) is worked in clock order instead.
 */
export const WALK_SPAN = { heapShare: 0.5, correlation: 0.9, scattered: 0.5 } as const;

async function relationBlocks(context: StrategyContext): Promise<number> {
  const { rows } = await context.client.query<{ blocks: number }>(
    relationBlocksSql(context.shape.oid),
  );
  return rows[0]?.blocks ?? 0;
}

/** Heap blocks [first, end). */
interface BlockSpan {
  first: number;
  end: number;
}

/** Heap blocks [first, end) for the walk. */
export interface WalkSpan extends BlockSpan {
  /** The span is the heap's (to its end when read): the walk's last look is for the heap's growth. */
  heap?: boolean;
  /** The span is the clock's two ends (clockEnds): the first last look also looks below it. */
  ends?: boolean;
}

/**
 * The blocks the walk must cover, [first, end): where the clock's index finds the first and the
 * last row past its retention (a nightly slice at the start of a large heap is a few hundred
 * blocks, not the heap), or the whole heap when no index leads with the clock (asking would read
 * it all), or when `heap` says most of the table is past its retention (reading the rows' span
 * would cost more than the young blocks it spares). A heap in clock order (WALK_SPAN.correlation)
 * takes the blocks of the oldest and the newest expired row instead; the last look (lastLook)
 * finds what lies outside them.
 */
export async function walkSpan(
  context: StrategyContext,
  heap: boolean,
  correlation: number | null,
): Promise<WalkSpan> {
  if (context.shape.strategy !== "keyset" || heap) {
    return { first: 0, end: await relationBlocks(context), heap: true };
  }
  const ends = await clockEnds(context, correlation);
  if (ends) return ends;
  return (await expiredBlocks(context, 0)) ?? { first: 0, end: 0 };
}

/**
 * The walk's last look, once it has walked `walked`: the stretches of blocks above those (and,
 * when `below`, below them) that hold a row past its retention (moved or written there meanwhile,
 * or missed by the clock's two ends); for a heap span, the blocks the heap grew by. None when
 * there are none.
 */
export async function lastLook(
  context: StrategyContext,
  walked: BlockSpan,
  heap: boolean,
  below: boolean,
): Promise<BlockSpan[]> {
  if (heap) {
    const end = await relationBlocks(context);
    return end > walked.end ? [{ first: walked.end, end }] : [];
  }
  const found = [
    below && walked.first > 0 ? await expiredBlocks(context, 0, walked.first) : undefined,
    await expiredBlocks(context, walked.end),
  ];
  return found.filter((each) => each !== undefined);
}

/** The first to the last block that holds an expired row from `after` on, or before `before`. */
async function expiredBlocks(
  context: StrategyContext,
  after: number,
  before?: number,
): Promise<BlockSpan | undefined> {
  const { rows } = await context.client.query<{ first: string | null; last: string | null }>(
    candidateBlocksSql(context.shape, after, before),
  );
  const row = rows[0];
  if (row?.first == null || row.last == null) return undefined;
  return { first: Number(row.first), end: Number(row.last) + 1 };
}

/** The heap's blocks, and how closely the clock column follows its order (NULL before an ANALYZE). */
export interface HeapOrder {
  blocks: number;
  correlation: number | null;
}

/** The heap's order, read once a run for the choice of a walk and its span (heapOrderSql). */
export async function heapOrder(context: StrategyContext): Promise<HeapOrder> {
  const { rows } = await context.client.query<HeapOrder>(heapOrderSql(context.shape));
  return { blocks: rows[0]?.blocks ?? 0, correlation: rows[0]?.correlation ?? null };
}

/**
 * The span between the oldest and the newest expired row's blocks, when `correlation` (heapOrder's)
 * says the heap is in clock order.
 */
async function clockEnds(
  context: StrategyContext,
  correlation: number | null,
): Promise<WalkSpan | undefined> {
  const { policy } = context.shape;
  if (policy.clock.length !== 1 || policy.clockPlus) return undefined;
  if (correlation === null || correlation < WALK_SPAN.correlation) return undefined;
  const { rows } = await context.client.query<{ oldest: string | null; newest: string | null }>(
    clockEndsSql(context.shape),
  );
  const row = rows[0];
  if (row?.oldest == null || row.newest == null) return { first: 0, end: 0, ends: true };
  const [oldest, newest] = [Number(row.oldest), Number(row.newest)];
  return { first: Math.min(oldest, newest), end: Math.max(oldest, newest) + 1, ends: true };
}

/** Whether walking `blocks` more blocks at `blocksPerMs` would end before the deadline. */
export function fitsBudget(
  blocks: number,
  blocksPerMs: number,
  deadline: number | undefined,
  now = Date.now(),
): boolean {
  return deadline === undefined || now + blocks / blocksPerMs < deadline;
}

/** Whether the walk of `span` (walkSpan's) fits the run's budget at the cautious rate. */
export function blocksFitBudget(context: StrategyContext, span: WalkSpan): boolean {
  return fitsBudget(span.end - span.first, ASSUMED_BLOCKS_PER_SECOND / 1000, context.deadline);
}

/** The walk's shared state: the next range, where it ends, the lanes allowed to work now. */
interface Walk {
  next: number;
  end: number;
  /** Stretches the last look found, still to walk after this one. */
  queue: BlockSpan[];
  /** Blocks the walk has covered or will in this stretch (its last look is outside them). */
  hull: BlockSpan;
  /** The next last look looks below the hull too (the span was the clock's two ends). */
  below: boolean;
  /** Blocks walked since the start (its rate is of those). */
  walked: number;
  started: number;
  /** Lanes working now (the throttle thins them to one; calm batches add them back). */
  active: number;
  lanes: number;
  /** The span was the heap's (WalkSpan.heap). */
  heap: boolean;
  outcome?: StrategyOutcome | "clock-order";
}

/** How long a thinned-out lane waits before it looks again. */
const LANE_IDLE_MS = 50;

/**
 * The blocks strategy: the heap walked in block ranges, in physical order, each range one DELETE
 * (see blockRangeSql). Physical order reads every block once and needs no index, and is as fast
 * as one big DELETE; but it does not take the oldest rows first, so it is chosen only when the
 * run will get through the whole table anyway. The walk measures its own rate, and hands over to
 * clock order ("clock-order") when the rest of the table would not fit before the deadline.
 * `span`: walkSpan's, read once for both the budget's check and the walk.
 */
export async function deleteByBlocks(
  context: StrategyContext,
  span: WalkSpan,
): Promise<StrategyOutcome | "clock-order"> {
  return withLanes(context, true, async (lanes) => {
    const state: Walk = {
      next: span.first,
      end: span.end,
      queue: [],
      hull: { first: span.first, end: span.end },
      below: span.ends === true,
      walked: 0,
      started: Date.now(),
      active: lanes.length,
      lanes: lanes.length,
      heap: span.heap === true,
    };
    // A lane that fails stops the others at their next range (the walk then throws its failure).
    await settled(
      lanes.map((lane, index) =>
        laneWalk(context, lane, index, state).catch((error: unknown) => {
          state.outcome ??= "aborted";
          throw error;
        }),
      ),
    );
    return state.outcome ?? "completed";
  });
}

/** The walk goes on over the stretches its last look found (below and above the hull). */
function goOn(state: Walk, found: BlockSpan[]): void {
  const { hull } = state;
  const empty = hull.end <= hull.first;
  state.hull = {
    first: Math.min(empty ? Infinity : hull.first, ...found.map((each) => each.first)),
    end: Math.max(empty ? 0 : hull.end, ...found.map((each) => each.end)),
  };
  state.queue.push(...found);
}

/** Blocks the walk has left: the rest of this stretch and the stretches queued. */
function blocksLeft(state: Walk): number {
  return state.queue.reduce(
    (sum, each) => sum + each.end - each.first,
    Math.max(0, state.end - state.next),
  );
}

/** One lane: the next range, its DELETE, then the throttle (which may thin the lanes out). */
async function laneWalk(context: StrategyContext, lane: LaneWork, index: number, state: Walk) {
  const sizer = context.blockSizer;
  while (state.outcome === undefined) {
    if (index >= state.active) {
      await sleep(LANE_IDLE_MS);
      continue;
    }
    if (state.next >= state.end && state.queue.length > 0) {
      const stretch = state.queue.shift() as BlockSpan;
      Object.assign(state, { next: stretch.first, end: stretch.end });
      continue;
    }
    if (state.next >= state.end) {
      // Rows outside the walked blocks (moved or added while the walk ran, or missed by the
      // clock's two ends): one more look (the first lane's).
      if (index > 0) return;
      const found = await lastLook(context, state.hull, state.heap, state.below);
      state.below = false;
      if (found.length === 0) state.outcome ??= "completed";
      else goOn(state, found);
      continue;
    }
    const stop = context.stop();
    if (stop) {
      state.outcome ??= stop;
      return;
    }
    // A range ends where the stretch does: a TID range scan reads every block it spans.
    const count = Math.min(sizer.size, state.end - state.next);
    const start = state.next;
    state.next += count;
    state.walked += count;
    const result = await rangeOn(context, lane, start, count);
    if (result.claimed) sizer.observe(count, result.durationMs, start + count < state.end);
    // The rest at the rate so far: still inside the budget? Otherwise clock order takes over.
    const rate = state.walked / Math.max(1, Date.now() - state.started);
    const left = blocksLeft(state);
    if (left > 0 && !fitsBudget(left, rate, context.deadline)) {
      state.outcome ??= "clock-order";
      return;
    }
    state.active = await pauseLanes(context, state.active, state.lanes);
  }
}

/**
 * A range's plain DELETE; when a row lock kept it waiting too long, the range again, skipping what
 * is locked (or, for a role that may not lock rows, waiting as long as its lock_timeout allows).
 */
async function rangeOn(context: StrategyContext, lane: LaneWork, start: number, count: number) {
  const { shape } = context;
  try {
    return await lane.batch(blockRangeSql(shape, start, count, false));
  } catch (error) {
    if (classifyPgError(error) !== "lock-timeout") throw error;
  }
  if (shape.rowLocks) return lane.batch(blockRangeSql(shape, start, count, true));
  await lane.client.query(lockTimeoutSql(context.lockTimeoutMs));
  try {
    return await lane.batch(blockRangeSql(shape, start, count, false));
  } finally {
    await lane.client.query(lockTimeoutSql(BLOCK_RANGE_LOCK_TIMEOUT_MS));
  }
}
