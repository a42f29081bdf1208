// The keyset strategy: batches walk the clock's index from where the last one stopped.
import { keysetBatchSql } from "../sql/batches.js";
import { orderedWalkSql } from "../sql/session.js";
import type { StrategyContext, StrategyOutcome } from "./context.js";
import { LookBack } from "./look-back.js";

/** Walks the clock index from where the previous batch stopped; each batch locks and deletes. */
export async function deleteByKeyset(context: StrategyContext): Promise<StrategyOutcome> {
  const { client } = context;
  await client.query(orderedWalkSql(true));
  try {
    // The look back reads the index on the walk's planner settings (no bitmap scan: see its file).
    const lookBack = await LookBack.open(context);
    const outcome = await walk(context, lookBack);
    await lookBack.end();
    return outcome;
  } finally {
    await client.query(orderedWalkSql(false));
  }
}

async function walk(context: StrategyContext, lookBack: LookBack): Promise<StrategyOutcome> {
  const { shape, sizer } = context;
  let after: string | null = null;
  for (;;) {
    const stop = context.stop();
    if (stop) return stop;
    const size = sizer.size;
    const result = await context.batch(keysetBatchSql(shape, after, size));
    await lookBack.after(result);
    // A short pick means the backlog is gone (rows another instance took still count as picked).
    if (result.picked < size) return "completed";
    sizer.observe(size, result.durationMs, true);
    after = result.lastClock ?? after;
    await context.pause();
  }
}
