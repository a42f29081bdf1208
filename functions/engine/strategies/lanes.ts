// Lanes: more sessions working one policy at once (a block-range walk, a cursor's list), which the
// throttle thins to one under pressure and adds back, one per calm batch.

import { lockTimeoutSql } from "../sql/session.js";
import { BLOCK_RANGE_LOCK_TIMEOUT_MS, withBriefLockWaits } from "./batch.js";
import type { Lane, StrategyContext } from "./context.js";

/** A session that runs batches: the policy's own, or a lane's. */
export type LaneWork = Pick<Lane, "client" | "batch">;

/**
 * `work` with the policy's session first and up to `parallel - 1` more (fewer when the pool has
 * none to spare; none in a dry run). `briefLockWaits`: every one of them waits for a row lock
 * only briefly meanwhile (withBriefLockWaits; the policy's session gets its own back after).
 */
export function withLanes<T>(
  context: StrategyContext,
  briefLockWaits: boolean,
  work: (lanes: LaneWork[]) => Promise<T>,
): Promise<T> {
  const inLanes = async () => {
    const extra =
      context.parallel > 1 && !context.dryRun ? await context.openLanes(context.parallel - 1) : [];
    try {
      if (briefLockWaits) {
        for (const lane of extra)
          await lane.client.query(lockTimeoutSql(BLOCK_RANGE_LOCK_TIMEOUT_MS));
      }
      return await work([{ client: context.client, batch: context.batch }, ...extra]);
    } finally {
      await Promise.all(extra.map((lane) => lane.release()));
    }
  };
  return briefLockWaits ? withBriefLockWaits(context, inLanes) : inLanes();
}

/**
 * Between batches: the throttle, then the pause. Returns how many lanes may work next: one when
 * the throttle waited, else one more than now (up to `lanes`).
 */
export async function pauseLanes(
  context: StrategyContext,
  active: number,
  lanes: number,
): Promise<number> {
  const before = context.throttledSince(0).total;
  await context.pause();
  return context.throttledSince(before).waited ? 1 : Math.min(lanes, active + 1);
}

/**
 * Waits for every lane's work to end, so that none goes on running on a session about to be
 * released; then its results, or the first failure.
 */
export async function settled<T>(work: Promise<T>[]): Promise<T[]> {
  const outcomes = await Promise.allSettled(work);
  const failed = outcomes.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<T>).value);
}
