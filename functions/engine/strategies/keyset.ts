// The keyset strategy: batches walk the clock's index from where the last one stopped.
import { keysetBatchSql } from "../sql/batches.js";
import { orderedWalkSql } from "../sql/session.js";
import type { StrategyContext, StrategyOutcome } from "./context.js";

/** Walks the clock index from where the previous batch stopped; each batch locks and deletes. */
export async function deleteByKeyset(context: StrategyContext): Promise<StrategyOutcome> {
  const { client } = context;
  await client.query(orderedWalkSql(true));
  try {
    return await walk(context);
  } finally {
    await client.query(orderedWalkSql(false));
  }
}

async function walk(context: StrategyContext): Promise<StrategyOutcome> {
  const { shape, sizer } = context;
  let after: string | null = null;
  for (;;) {
    const stop = context.stop();
    if (stop) return stop;
    const size = sizer.size;
    const { picked, lastClock, durationMs } = await context.batch(
      keysetBatchSql(shape, after, size),
    );
    // A short pick means the backlog is gone (rows another instance took still count as picked).
    if (picked < size) return "completed";
    sizer.observe(size, durationMs, true);
    after = lastClock ?? after;
    await context.pause();
  }
}
