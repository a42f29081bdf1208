// One batch statement, run in its own transaction and retried when it rolled back whole.
import type pg from "pg";
import { isRetryable } from "../db/pg-errors.js";
import type { KeyRow } from "../sql/batches.js";
import { lockTimeoutSql } from "../sql/session.js";
import type { Sql } from "../sql/text.js";
import type { BatchStream } from "./change-stream.js";
import type { BatchResult, OnBatch, SnapshotBounds, StrategyContext } from "./context.js";

/** What a batch statement may report beside its count (each strategy's statement some of it). */
interface BatchRow {
  picked?: number;
  deleted: number;
  first_clock?: string | null;
  last_clock?: string | null;
  snapshot_xmin?: string;
  snapshot_xmax?: string;
  contended?: KeyRow[];
  cascaded?: (number | string)[];
  also_deleted?: (number | string)[];
  claimed?: boolean;
}

/** A block-range DELETE waits this long for a row lock before the range is retried with SKIP LOCKED. */
export const BLOCK_RANGE_LOCK_TIMEOUT_MS = 100;

const BATCH_ATTEMPTS = 3;
/** The first retry waits 50-100 ms, the second 100-200 ms. */
const RETRY_WAIT_MS = 50;

/**
 * One batch statement, retried when it rolled back whole (see isRetryable): its own autocommit
 * transaction, or the one its change-stream mode opens (a message first, or under an origin).
 */
export async function runBatch(
  client: pg.ClientBase,
  statement: Sql,
  onBatch: OnBatch,
  stream?: BatchStream,
): Promise<BatchResult> {
  const number = stream?.next() ?? 0;
  const query = () => client.query<BatchRow>(statement);
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    try {
      const { rows, rowCount, command } =
        stream && !stream.autocommit
          ? await stream.transaction(client, number, query, actedOn)
          : await query();
      // A block range with nothing to count beside it is the DELETE itself: its row count is the figure.
      const bareDelete = command === "DELETE";
      const deleted = bareDelete ? (rowCount ?? 0) : (rows[0]?.deleted ?? 0);
      const durationMs = Date.now() - started;
      onBatch(deleted, durationMs, {
        cascaded: (rows[0]?.cascaded ?? []).map(Number),
        alsoDeleted: (rows[0]?.also_deleted ?? []).map(Number),
      });
      return {
        picked: rows[0]?.picked ?? deleted,
        deleted,
        firstClock: rows[0]?.first_clock ?? null,
        lastClock: rows[0]?.last_clock ?? null,
        snapshot: snapshotOf(rows[0]),
        contended: rows[0]?.contended ?? [],
        claimed: rows[0]?.claimed ?? true,
        durationMs,
      };
    } catch (error) {
      if (attempt >= BATCH_ATTEMPTS || !isRetryable(error)) throw error;
      // Not at once: the transaction that won (the live service's) needs a moment to take the
      // rows it was waiting for and finish; an immediate retry can take them back first and
      // deadlock with it again, every attempt.
      await new Promise((resolve) =>
        setTimeout(resolve, RETRY_WAIT_MS * attempt * (1 + Math.random())),
      );
    }
  }
}

/** Whether a batch statement acted on any row (its count, or its statement's own). */
const actedOn = (result: pg.QueryResult<BatchRow>) =>
  (result.command === "DELETE" ? (result.rowCount ?? 0) : (result.rows[0]?.deleted ?? 0)) > 0;

/** A batch's snapshot bounds, where its statement reports them (keysetBatchSql). */
export function snapshotOf(
  row: { snapshot_xmin?: string; snapshot_xmax?: string } | undefined,
): SnapshotBounds | null {
  if (row?.snapshot_xmin === undefined || row.snapshot_xmax === undefined) return null;
  return { xmin: BigInt(row.snapshot_xmin), xmax: BigInt(row.snapshot_xmax) };
}

/**
 * `work` with the policy's session waiting briefly for a row lock (BLOCK_RANGE_LOCK_TIMEOUT_MS):
 * a plain DELETE that would wait longer fails at once and its batch is tried again, skipping what
 * is locked. The session's own lock_timeout comes back after.
 */
export async function withBriefLockWaits<T>(
  context: StrategyContext,
  work: () => Promise<T>,
): Promise<T> {
  await context.client.query(lockTimeoutSql(BLOCK_RANGE_LOCK_TIMEOUT_MS));
  try {
    return await work();
  } finally {
    await context.client.query(lockTimeoutSql(context.lockTimeoutMs));
  }
}
