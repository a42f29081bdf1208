// The cursor strategy: candidates listed once per run, deleted batch by batch (leaf-first trees
// too).
import { setTimeout as sleep } from "node:timers/promises";
import { classifyPgError } from "../pg-errors.js";
import {
  cursorSql,
  declareCandidatesSql,
  deleteKeysSql,
  deleteTreesSql,
  type KeyRow,
  keyRowOf,
} from "../sql/batches.js";
import { localStatementTimeoutSql, transaction } from "../sql/session.js";
import type { StrategyContext, StrategyOutcome } from "./context.js";

/** Contended trees remembered for a retry (beyond this they wait for the next run, as backlog). */
const MAX_CONTENDED = 100_000;
const CONTENDED_ROUNDS = 3;
const CONTENDED_WAIT_MS = 50;

/**
 * Lists the candidates once per run (WITH HOLD cursor, clock order), then deletes them batch by
 * batch by key; leaf-first policies delete each candidate with its whole expired subtree.
 */
export async function deleteByCursor(context: StrategyContext): Promise<StrategyOutcome> {
  const { client, shape, sizer } = context;
  const keyWidth = shape.key?.columns.length ?? 0;
  const initialStop = context.stop();
  if (initialStop) return initialStop;
  const untilDeadline =
    context.deadline === undefined ? Number.POSITIVE_INFINITY : context.deadline - Date.now();
  const scanTimeout = Math.min(context.scanTimeoutMs, untilDeadline);
  // WITH HOLD: the candidate list outlives the transaction, so no snapshot is held during the
  // deletes. The scan itself runs in MOVE FORWARD ALL, where statement_timeout bounds it (COMMIT,
  // which would otherwise run it, is not bounded by statement_timeout).
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
  const batchSql = (keys: KeyRow[]) =>
    shape.selfReference ? deleteTreesSql(shape, keys) : deleteKeysSql(shape, keys);
  // Trees another instance held part of: retried once the list is done, when it has moved on.
  let contended: KeyRow[] = [];
  try {
    for (;;) {
      const stop = context.stop();
      if (stop) return stop;
      const size = sizer.size;
      const { rows } = await client.query<Record<string, string>>(cursorSql.fetch(size));
      if (rows.length > 0) {
        const result = await context.batch(batchSql(rows.map((row) => keyRowOf(row, keyWidth))));
        if (contended.length < MAX_CONTENDED) contended.push(...result.contended);
        sizer.observe(size, result.durationMs, rows.length === size);
      }
      if (rows.length < size) break;
      await context.pause();
    }
  } finally {
    await client.query(cursorSql.close).catch(() => undefined);
  }
  for (let round = 0; round < CONTENDED_ROUNDS && contended.length > 0; round++) {
    await sleep(CONTENDED_WAIT_MS * (round + 1), undefined, { signal: context.signal }).catch(
      () => undefined,
    );
    const retry = contended;
    contended = [];
    for (let start = 0; start < retry.length; ) {
      const stop = context.stop();
      if (stop) return stop;
      const size = sizer.size;
      const result = await context.batch(batchSql(retry.slice(start, start + size)));
      contended.push(...result.contended);
      start += size;
    }
  }
  return "completed";
}
