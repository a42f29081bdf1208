// One subject's erasure: one transaction that finds and locks the subject's rows, stops on a legal
// hold, acts on every table children first, checks nothing meant to go is left, and appends the
// receipt before it commits (an erasure and its receipt exist together or not at all). The dry run
// is the same transaction with the same statements, rolled back: what it says is what the run does.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { ERASURE } from "../../contract/limits.js";
import { ensureLedger } from "../ledger.js";
import { errorLine } from "../pg-errors.js";
import { transaction } from "../sql/session.js";
import { actOnRows, holdsOf } from "./act.js";
import {
  appendReceipt,
  checkRedactionKey,
  type ErasureOutcome,
  type ErasureReceipt,
  subjectHash,
  subjectPrefix,
  type TableFigures,
} from "./receipt.js";
import { findRows } from "./rows.js";
import type { ErasureShape } from "./shape.js";
import { immediateConstraintsSql, lockTimeoutSql } from "./sql.js";

export interface EraseOptions {
  pool: pg.Pool;
  redactionKey: string | undefined;
  dryRun?: boolean;
  /** The run's now (a "now" redaction writes it); default the clock's. */
  now?: Date;
  runId?: string;
  /** A replay's: the receipt it re-applies. */
  replayOf?: number;
}

/** What erasing one subject did (or, in a dry run, would do). */
export interface SubjectResult {
  subjectHash: string;
  outcome: ErasureOutcome;
  reason?: string;
  dryRun: boolean;
  tables: TableFigures[];
  /** The receipt's place in the ledger (not in a dry run). */
  seq?: number;
}

interface Attempt {
  outcome: ErasureOutcome;
  reason?: string;
  tables: TableFigures[];
  keyText: string;
}

/** The transaction's work; it commits only an erasure that was done (and its receipt). */
async function attempt(
  client: pg.ClientBase,
  shape: ErasureShape,
  key: string,
  now: Date,
): Promise<Attempt> {
  await client.query(lockTimeoutSql(ERASURE.lockTimeoutMs));
  const rows = await findRows(client, shape, key);
  if (!rows) return { outcome: "not-found", tables: [], keyText: key };
  const { held, reason } = await holdsOf(client, shape, rows.found);
  if (reason) {
    const tables = shape.nodes.map((node) => ({
      table: node.text,
      action: node.action.action,
      found: rows.found.get(node.table.oid)?.length ?? 0,
      deleted: 0,
      cascaded: 0,
      redacted: 0,
      kept: 0,
      detached: 0,
      held: held.find((each) => each.table === node.text)?.rows ?? 0,
    }));
    return { outcome: "held", reason, tables, keyText: rows.keyText };
  }
  return {
    outcome: "erased",
    tables: await actOnRows(client, shape, rows.found, now),
    keyText: rows.keyText,
  };
}

function receiptOf(
  shape: ErasureShape,
  options: EraseOptions,
  done: Attempt,
  hash: string,
  now: Date,
): ErasureReceipt {
  return {
    kind: "erasure",
    version: 1,
    recordedAt: now.toISOString(),
    runId: options.runId ?? randomUUID(),
    erasure: shape.erasure.name,
    erasureHash: shape.hash,
    subjectTable: subjectPrefix(shape).slice(0, -1),
    subjectHash: hash,
    outcome: done.outcome,
    ...(done.reason ? { reason: done.reason } : {}),
    tables: done.tables,
    ...(options.replayOf !== undefined ? { replayOf: options.replayOf } : {}),
  };
}

/** Erases one subject (by its key's text); a failure rolls everything back and is its outcome. */
export async function eraseSubject(
  shape: ErasureShape,
  key: string,
  options: EraseOptions,
): Promise<SubjectResult> {
  const secret = checkRedactionKey(options.redactionKey);
  const now = options.now ?? new Date();
  const dryRun = options.dryRun === true;
  if (!dryRun) await ensureLedger(options.pool);
  const client = await options.pool.connect();
  let done: Attempt;
  try {
    await client.query(transaction.begin);
    // A deferred constraint is checked at each statement: its refusal fails the erasure cleanly.
    await client.query(immediateConstraintsSql());
    done = await attempt(client, shape, key, now);
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    done = { outcome: "failed", reason: errorLine(error), tables: [], keyText: key };
  }
  const hash = subjectHash(secret, subjectPrefix(shape), done.keyText);
  try {
    return await finish(client, shape, options, { ...done, hash, now, dryRun });
  } finally {
    client.release();
  }
}

/**
 * Ends the transaction: an erasure done commits with its receipt (a dry run rolls back); any other
 * outcome is rolled back and its receipt appended alone. A COMMIT refused (a deferred constraint)
 * is a failed erasure, with its receipt.
 */
async function finish(
  client: pg.ClientBase,
  shape: ErasureShape,
  options: EraseOptions,
  done: Attempt & { hash: string; now: Date; dryRun: boolean },
): Promise<SubjectResult> {
  const { hash, now, dryRun } = done;
  const result = (seq?: number): SubjectResult => ({
    subjectHash: hash,
    outcome: done.outcome,
    dryRun,
    tables: done.tables,
    ...(done.reason ? { reason: done.reason } : {}),
    ...(seq !== undefined ? { seq } : {}),
  });
  const receipted = async () => {
    const seq = await appendReceipt(client, receiptOf(shape, options, done, hash, now));
    await client.query(transaction.commit);
    return result(seq);
  };
  if (done.outcome === "erased" && !dryRun) {
    try {
      return await receipted();
    } catch (error) {
      await client.query(transaction.rollback).catch(() => undefined);
      return finish(client, shape, options, {
        ...done,
        outcome: "failed",
        reason: errorLine(error),
        tables: [],
      });
    }
  }
  if (done.outcome !== "failed") await client.query(transaction.rollback);
  if (dryRun) return result();
  await client.query(transaction.begin);
  try {
    return await receipted();
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    throw error;
  }
}
