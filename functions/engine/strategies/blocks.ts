// The blocks strategy: the heap in block ranges, physical order, as fast as one DELETE.
import { ASSUMED_BLOCKS_PER_SECOND, BLOCK_RANGE_LOCK_TIMEOUT_MS } from "../../contract/limits.js";
import { classifyPgError } from "../pg-errors.js";
import { blockRangeSql, relationBlocksSql } from "../sql/batches.js";
import { lockTimeoutSql } from "../sql/session.js";
import type { StrategyContext, StrategyOutcome } from "./context.js";

/**
 * The blocks strategy: the heap walked in block ranges, in physical order, each range one DELETE
 * (see blockRangeSql). Physical order reads every block once and needs no index, and is as fast
 * as one big DELETE; but it does not take the oldest rows first, so it is chosen only when the
 * run will get through the whole table anyway. The walk measures its own rate, and hands over to
 * clock order ("clock-order") when the rest of the table would not fit before the deadline.
 */
export async function deleteByBlocks(
  context: StrategyContext,
): Promise<StrategyOutcome | "clock-order"> {
  const { client } = context;
  await client.query(lockTimeoutSql(BLOCK_RANGE_LOCK_TIMEOUT_MS));
  try {
    return await walk(context);
  } finally {
    await client.query(lockTimeoutSql(context.lockTimeoutMs));
  }
}

async function relationBlocks(context: StrategyContext): Promise<number> {
  const { rows } = await context.client.query<{ blocks: number }>(
    relationBlocksSql(context.shape.oid),
  );
  return rows[0]?.blocks ?? 0;
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

/** Whether a policy's table may be walked in block ranges at all, at the cautious rate. */
export async function blocksFitBudget(context: StrategyContext): Promise<boolean> {
  return fitsBudget(
    await relationBlocks(context),
    ASSUMED_BLOCKS_PER_SECOND / 1000,
    context.deadline,
  );
}

async function walk(context: StrategyContext): Promise<StrategyOutcome | "clock-order"> {
  const { shape, blockSizer: sizer } = context;
  let end = await relationBlocks(context);
  let start = 0;
  const started = Date.now();
  for (;;) {
    if (start >= end) {
      // Rows moved or added past the end while the walk ran: one more look, then done.
      const now = await relationBlocks(context);
      if (now <= end) return "completed";
      end = now;
    }
    const stop = context.stop();
    if (stop) return stop;
    const count = sizer.size;
    let result = await rangeOrTimeout(context, start, count);
    if (result === "lock-timeout") {
      // A row the application holds: this range again, skipping what is locked (or, for a role
      // that may not lock rows, waiting as long as the session's own lock_timeout allows).
      if (shape.rowLocks) result = await context.batch(blockRangeSql(shape, start, count, true));
      else {
        await context.client.query(lockTimeoutSql(context.lockTimeoutMs));
        try {
          result = await context.batch(blockRangeSql(shape, start, count, false));
        } finally {
          await context.client.query(lockTimeoutSql(BLOCK_RANGE_LOCK_TIMEOUT_MS));
        }
      }
    }
    start += count;
    if (result.claimed) sizer.observe(count, result.durationMs, start < end);
    // The rest at the rate so far: still inside the budget? Otherwise clock order takes over.
    const rate = start / Math.max(1, Date.now() - started);
    if (start < end && !fitsBudget(end - start, rate, context.deadline)) return "clock-order";
    await context.pause();
  }
}

/** A range's plain DELETE, or "lock-timeout" when a row lock kept it waiting too long. */
async function rangeOrTimeout(context: StrategyContext, start: number, count: number) {
  try {
    return await context.batch(blockRangeSql(context.shape, start, count, false));
  } catch (error) {
    if (classifyPgError(error) === "lock-timeout") return "lock-timeout" as const;
    throw error;
  }
}
