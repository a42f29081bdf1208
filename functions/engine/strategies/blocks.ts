// The blocks strategy: the heap in block ranges, physical order, as fast as one DELETE; in lanes
// (parallel connections on disjoint ranges) that the throttle thins out under pressure.
import { setTimeout as sleep } from "node:timers/promises";
import { ASSUMED_BLOCKS_PER_SECOND, BLOCK_RANGE_LOCK_TIMEOUT_MS } from "../../contract/limits.js";
import { classifyPgError } from "../pg-errors.js";
import { blockRangeSql, candidateBlocksSql, relationBlocksSql } from "../sql/batches.js";
import { lockTimeoutSql } from "../sql/session.js";
import type { StrategyContext, StrategyOutcome } from "./context.js";
import { type LaneWork, pauseLanes, settled, withLanes } from "./lanes.js";

async function relationBlocks(context: StrategyContext): Promise<number> {
  const { rows } = await context.client.query<{ blocks: number }>(
    relationBlocksSql(context.shape.oid),
  );
  return rows[0]?.blocks ?? 0;
}

/** Heap blocks [first, end). */
export interface WalkSpan {
  first: number;
  end: number;
  /** The span is the heap's (to its end when read): the walk's last look is for the heap's growth. */
  heap?: boolean;
}

/**
 * The blocks the walk must cover, [first, end): where the clock's index finds the first and the
 * last row past its retention (a nightly slice at the start of a large heap is a few hundred
 * blocks, not the heap), or the whole heap when no index leads with the clock (asking would read
 * it all), or when `heap` says most of the table is past its retention (reading the rows' span
 * would cost more than the young blocks it spares). `after`: the walk's last look, for rows
 * behind where it has been.
 */
export async function walkSpan(
  context: StrategyContext,
  after = 0,
  heap = false,
): Promise<WalkSpan> {
  if (context.shape.strategy !== "keyset" || heap) {
    return { first: after, end: await relationBlocks(context), heap: true };
  }
  const { rows } = await context.client.query<{ first: string | null; last: string | null }>(
    candidateBlocksSql(context.shape, after),
  );
  const row = rows[0];
  if (row?.first == null || row.last == null) return { first: after, end: after };
  return { first: Number(row.first), end: Number(row.last) + 1 };
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
  /** Where the walk began (its rate is of the blocks since). */
  first: number;
  next: number;
  end: number;
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
      first: span.first,
      next: span.first,
      end: span.end,
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

/** One lane: the next range, its DELETE, then the throttle (which may thin the lanes out). */
async function laneWalk(context: StrategyContext, lane: LaneWork, index: number, state: Walk) {
  const sizer = context.blockSizer;
  while (state.outcome === undefined) {
    if (index >= state.active) {
      await sleep(LANE_IDLE_MS);
      continue;
    }
    if (state.next >= state.end) {
      // Rows moved or added past the end while the walk ran: one more look (the first lane's).
      if (index > 0) return;
      const now = await walkSpan(context, state.end, state.heap);
      if (now.end <= state.end) state.outcome ??= "completed";
      else Object.assign(state, { next: Math.max(state.end, now.first), end: now.end });
      continue;
    }
    const stop = context.stop();
    if (stop) {
      state.outcome ??= stop;
      return;
    }
    // A range ends where the walk does: a TID range scan reads every block it spans.
    const count = Math.min(sizer.size, state.end - state.next);
    const start = state.next;
    state.next += count;
    const result = await rangeOn(context, lane, start, count);
    if (result.claimed) sizer.observe(count, result.durationMs, start + count < state.end);
    // The rest at the rate so far: still inside the budget? Otherwise clock order takes over.
    const rate =
      (Math.min(state.next, state.end) - state.first) / Math.max(1, Date.now() - state.started);
    if (state.next < state.end && !fitsBudget(state.end - state.next, rate, context.deadline)) {
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
