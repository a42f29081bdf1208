// The cursor strategy: candidates listed once per run, deleted batch by batch (leaf-first trees
// too).
import { setTimeout as sleep } from "node:timers/promises";
import { classifyPgError } from "../db/pg-errors.js";
import {
  cursorSql,
  declareCandidatesSql,
  deleteKeysSql,
  deleteTreesSql,
  type KeyRow,
  keyRowOf,
} from "../sql/batches.js";
import { localStatementTimeoutSql, transaction } from "../sql/session.js";
import type { BatchResult, StrategyContext, StrategyOutcome } from "./context.js";
import { type LaneWork, pauseLanes, settled, withLanes } from "./lanes.js";

/** Contended trees remembered for a retry (beyond this they wait for the next run, as backlog). */
const MAX_CONTENDED = 100_000;
const CONTENDED_ROUNDS = 3;
const CONTENDED_WAIT_MS = 50;

type Batch = (lane: LaneWork, keys: KeyRow[]) => Promise<BatchResult>;

/**
 * Lists the candidates once per run (WITH HOLD cursor, clock order), then deletes them batch by
 * batch by key, in lanes (one batch a lane, each its own slice of the list); leaf-first policies
 * delete each candidate with its whole expired subtree (the subtrees of two tops never meet).
 */
export async function deleteByCursor(context: StrategyContext): Promise<StrategyOutcome> {
  const { shape } = context;
  const initialStop = context.stop();
  if (initialStop) return initialStop;
  if ((await listCandidates(context)) === "deadline") return "deadline";
  const batch: Batch = shape.selfReference
    ? (lane, keys) => treeBatch(context, lane, keys)
    : (lane, keys) => lane.batch(deleteKeysSql(shape, keys));
  // Leaf-first with row locks: a plain tree DELETE waits briefly, then the batch skips what is
  // locked (treeBatch).
  const brief = shape.selfReference !== undefined && shape.rowLocks;
  return withLanes(context, brief, async (lanes) => {
    const walked = await walkList(context, lanes, batch);
    return Array.isArray(walked) ? retryContended(context, lanes[0]!, batch, walked) : walked;
  });
}

/**
 * The candidate list, once per run. WITH HOLD: the list outlives the transaction, so no snapshot
 * is held during the deletes. The scan itself runs in MOVE FORWARD ALL, where statement_timeout
 * bounds it (COMMIT, which would otherwise run it, is not bounded by statement_timeout).
 */
async function listCandidates(context: StrategyContext): Promise<"deadline" | undefined> {
  const { client, shape } = context;
  const untilDeadline =
    context.deadline === undefined ? Number.POSITIVE_INFINITY : context.deadline - Date.now();
  const scanTimeout = Math.min(context.scanTimeoutMs, untilDeadline);
  await client.query(transaction.begin);
  try {
    await client.query(localStatementTimeoutSql(scanTimeout));
    await client.query(declareCandidatesSql(shape));
    await client.query(cursorSql.scanAll);
    await client.query(cursorSql.rewind);
    await client.query(transaction.commit);
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    // The scan ran into the run's deadline rather than its own limit: a stop, not a failure.
    if (classifyPgError(error) === "statement-timeout" && untilDeadline < context.scanTimeoutMs)
      return "deadline";
    throw error;
  }
  return undefined;
}

/**
 * A batch of trees: the plain statement, which takes its row locks as it goes; when a lock kept
 * it waiting too long (or the role may not lock rows, and so waits as its lock_timeout allows),
 * the batch again, skipping what is locked (see deleteTreesSql).
 */
async function treeBatch(
  context: StrategyContext,
  lane: LaneWork,
  keys: KeyRow[],
): Promise<BatchResult> {
  const { shape } = context;
  try {
    return await lane.batch(deleteTreesSql(shape, keys, false));
  } catch (error) {
    if (!shape.rowLocks || classifyPgError(error) !== "lock-timeout") throw error;
  }
  return lane.batch(deleteTreesSql(shape, keys, true));
}

/**
 * The list, a round at a time: one FETCH for the lanes working now, a slice of it each, their
 * batches at once. Returns the trees another instance held part of, or why it stopped.
 */
async function walkList(
  context: StrategyContext,
  lanes: LaneWork[],
  batch: Batch,
): Promise<KeyRow[] | StrategyOutcome> {
  const { client, sizer } = context;
  const keyWidth = context.shape.key?.columns.length ?? 0;
  const contended: KeyRow[] = [];
  let active = lanes.length;
  try {
    for (;;) {
      const stop = context.stop();
      if (stop) return stop;
      const size = sizer.size;
      const { rows } = await client.query<Record<string, string>>(cursorSql.fetch(size * active));
      const keys = rows.map((row) => keyRowOf(row, keyWidth));
      // A slice of `size` keys to each lane working now (the FETCH brought no more than theirs).
      const slices = lanes
        .map((lane, index) => ({ lane, keys: keys.slice(index * size, (index + 1) * size) }))
        .filter((slice) => slice.keys.length > 0);
      const results = await settled(slices.map((slice) => batch(slice.lane, slice.keys)));
      results.forEach((result, index) => {
        if (contended.length < MAX_CONTENDED) contended.push(...result.contended);
        sizer.observe(size, result.durationMs, slices[index]!.keys.length === size);
      });
      if (rows.length < size * active) return contended;
      active = await pauseLanes(context, active, lanes.length);
    }
  } finally {
    await client.query(cursorSql.close).catch(() => undefined);
  }
}

/** Trees another instance held part of: tried again once the list is done, when it has moved on. */
async function retryContended(
  context: StrategyContext,
  lane: LaneWork,
  batch: Batch,
  first: KeyRow[],
): Promise<StrategyOutcome> {
  let contended = first;
  for (let round = 0; round < CONTENDED_ROUNDS && contended.length > 0; round++) {
    await sleep(CONTENDED_WAIT_MS * (round + 1), undefined, { signal: context.signal }).catch(
      () => undefined,
    );
    const retry = contended;
    contended = [];
    for (let start = 0; start < retry.length; ) {
      const stop = context.stop();
      if (stop) return stop;
      const size = context.sizer.size;
      const result = await batch(lane, retry.slice(start, start + size));
      contended.push(...result.contended);
      start += size;
    }
  }
  return "completed";
}
