// The outbox of deletion events: drained in order to a publisher, at least once, keys only.
import type pg from "pg";
import { withClient } from "../db/session.js";
import {
  deleteOutboxSql,
  markPartsSentSql,
  outboxBatchSql,
  outboxStandingSql,
} from "../sql/ledger.js";
import { localIdleTimeoutSql, transaction } from "../sql/session.js";

/**
 * The outbox of a policy that publishes: each batch statement writes the keys of the rows it
 * deletes (one outbox row per batch, in the same statement), and `drainOutbox` hands them to a
 * publisher in order, deleting what was accepted. No transport here: the Lambda door passes one.
 */

/** One event: part `part` of an outbox row, keys only (text values, in key-column order). */
export interface DeletionEvent {
  /** `${outbox row}:${part}`: stable across retries, so a subscriber can drop a repeat. */
  eventId: string;
  policy: string;
  table: string;
  runId: string;
  keyColumns: string[];
  keys: string[][];
}

/** Sends events; resolves with the ids of those accepted (the rest are kept for a retry). */
export type Publish = (events: DeletionEvent[]) => Promise<Set<string>>;

export interface DrainOptions {
  publish: Publish;
  /** Epoch ms; no new round starts after it. */
  deadline: number;
  /** An event's detail stays under this many bytes of JSON (EventBridge: 256 KB per request). */
  maxEventBytes?: number;
  /** Outbox rows per round (each is one batch's keys). */
  rowsPerRound?: number;
  signal?: AbortSignal;
}

export interface DrainReport {
  events: number;
  keys: number;
  /** Events not accepted (kept in the outbox for the next drain). */
  failed: number;
  /** What is left: outbox rows, keys, and the age of the oldest row in seconds. */
  left: { rows: number; keys: number; oldestSeconds: number };
}

export const DEFAULT_MAX_EVENT_BYTES = 60_000;
/** What an event's fields other than its keys take, with room to spare. */
const EVENT_OVERHEAD_BYTES = 1_000;

interface OutboxRow {
  id: string;
  run_id: string;
  policy: string;
  table_name: string;
  key_columns: string[];
  keys: string[][];
  parts_sent: number[];
}

/**
 * Splits an outbox row into events of bounded size. The split depends on the row and the bound
 * only, so part n of a row is the same event on every attempt.
 */
export function eventsOf(row: OutboxRow, maxEventBytes: number): DeletionEvent[] {
  const budget = maxEventBytes - EVENT_OVERHEAD_BYTES - Buffer.byteLength(row.table_name) * 2;
  const parts: string[][][] = [[]];
  let size = 0;
  for (const key of row.keys) {
    const bytes = Buffer.byteLength(JSON.stringify(key)) + 1;
    const current = parts[parts.length - 1] as string[][];
    if (current.length > 0 && size + bytes > budget) {
      parts.push([key]);
      size = bytes;
    } else {
      current.push(key);
      size += bytes;
    }
  }
  return parts.map((keys, part) => ({
    eventId: `${row.id}:${part}`,
    policy: row.policy,
    table: row.table_name,
    runId: row.run_id,
    keyColumns: row.key_columns,
    keys,
  }));
}

/** One round: lock the oldest rows no one else holds, publish their unsent parts, settle. */
async function drainRound(
  client: pg.ClientBase,
  options: DrainOptions,
): Promise<{ rows: number; events: number; keys: number; failed: number }> {
  await client.query(transaction.begin);
  try {
    // A publisher frozen mid-round (Lambda timeout) must not hold its rows for long.
    await client.query(localIdleTimeoutSql(60_000));
    const { rows } = await client.query<OutboxRow>(outboxBatchSql(options.rowsPerRound ?? 50));
    const pending = rows.map((row) => {
      const all = eventsOf(row, options.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES);
      return { row, all, unsent: all.filter((_, part) => !row.parts_sent.includes(part)) };
    });
    const events = pending.flatMap((each) => each.unsent);
    const accepted = events.length > 0 ? await options.publish(events) : new Set<string>();
    const done: string[] = [];
    for (const { row, all, unsent } of pending) {
      const sent = all
        .map((event, part) => ({ event, part }))
        .filter(({ event, part }) => row.parts_sent.includes(part) || accepted.has(event.eventId))
        .map(({ part }) => part);
      if (sent.length === all.length) done.push(row.id);
      else if (unsent.some((event) => accepted.has(event.eventId)))
        await client.query(markPartsSentSql(row.id, sent));
    }
    if (done.length > 0) await client.query(deleteOutboxSql(done));
    await client.query(transaction.commit);
    const sentEvents = events.filter((event) => accepted.has(event.eventId));
    return {
      rows: rows.length,
      events: sentEvents.length,
      keys: sentEvents.reduce((sum, event) => sum + event.keys.length, 0),
      failed: events.length - sentEvents.length,
    };
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    throw error;
  }
}

/**
 * Publishes the outbox, oldest first, until it is empty, the deadline passes or a round leaves
 * events unaccepted (they are retried by the next drain, so a failing bus is not hammered).
 * Delivery is at least once: an event is sent twice only when the process dies between the
 * publisher's acceptance and the commit that removes it.
 */
export async function drainOutbox(pool: pg.Pool, options: DrainOptions): Promise<DrainReport> {
  const report = { events: 0, keys: 0, failed: 0 };
  await withClient(pool, async (client) => {
    while (Date.now() < options.deadline && !options.signal?.aborted) {
      const round = await drainRound(client, options);
      report.events += round.events;
      report.keys += round.keys;
      report.failed += round.failed;
      if (round.rows === 0 || round.failed > 0) break;
    }
  });
  return { ...report, left: await outboxStanding(pool) };
}

export async function outboxStanding(pool: pg.Pool): Promise<DrainReport["left"]> {
  const { rows } = await pool.query<{ rows: number; keys: number; oldest_seconds: number }>(
    outboxStandingSql(),
  );
  const row = rows[0];
  return {
    rows: row?.rows ?? 0,
    keys: row?.keys ?? 0,
    oldestSeconds: Math.round(row?.oldest_seconds ?? 0),
  };
}
