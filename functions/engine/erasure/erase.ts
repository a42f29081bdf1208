// One subject's erasure: one transaction that finds and locks the subject's rows, stops on a legal
// hold, acts on every table children first, checks nothing meant to go is left, and appends the
// receipt before it commits (an erasure and its receipt exist together or not at all). The dry run
// is the same transaction with the same statements, rolled back: what it says is what the run does.
// A subject over the bound of one transaction is erased in steps (steps.ts), each with its receipt.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { ERASURE } from "../../contract/limits.js";
import { OUTPUT_VERSION } from "../../contract/output-versions.js";
import { errorLine } from "../db/pg-errors.js";
import { ensureLedger } from "../ledger/ledger.js";
import { transaction } from "../sql/session.js";
import { actOnRows } from "./act.js";
import {
  appendReceipt,
  checkRedactionKey,
  type ErasureOutcome,
  type ErasureReceipt,
  subjectHash,
  subjectPrefix,
  type TableFigures,
} from "./receipt.js";
import { OverBoundError } from "./rows.js";
import type { ErasureShape } from "./shape.js";
import { immediateConstraintsSql } from "./sql.js";
import { findUnheld, pendingReceipt, type StepAttempt, stepAttempt } from "./steps.js";

export interface EraseOptions {
  pool: pg.Pool;
  redactionKey: string | undefined;
  dryRun?: boolean;
  /** The run's now (a "now" redaction writes it); default the clock's. */
  now?: Date;
  runId?: string;
  /** A replay's: the receipt it re-applies. */
  replayOf?: number;
  /** The bound of one transaction's rows (default ERASURE.maxRows): the tests' seam, not a setting. */
  maxRows?: number;
  /** Steps this call takes of a subject erased in steps, then it stops `pending` (default all). */
  maxSteps?: number;
  /** No step of a subject erased in steps starts past this time (ms since the epoch): it stops `pending`. */
  deadline?: number;
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
  /**
   * Over the bound of one transaction, erased in steps: the steps this call took, the last one's
   * number, and the pending receipt it resumed from (an earlier call's); figures are the last step's.
   */
  steps?: { taken: number; last: number; resumedFrom?: number };
}

interface Attempt extends StepAttempt {
  step?: number;
  resumes?: number;
}

/** A transaction's work: the whole erasure, or one step of it. */
type Work = (client: pg.ClientBase, now: Date) => Promise<Attempt>;

/** The transaction's work; it commits only an erasure that was done (and its receipt). */
async function attempt(
  client: pg.ClientBase,
  shape: ErasureShape,
  key: string,
  now: Date,
  maxRows: number,
): Promise<Attempt> {
  const rows = await findUnheld(client, shape, key, { lock: true, maxRows }, now);
  if ("ended" in rows) return rows.ended;
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
    version: OUTPUT_VERSION["evidence-record"],
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
    ...(done.step !== undefined ? { step: done.step } : {}),
    ...(done.resumes !== undefined ? { resumes: done.resumes } : {}),
  };
}

/**
 * Erases one subject (by its key's text) in one transaction; a failure rolls everything back and is
 * its outcome. A subject over the bound of one transaction is erased in steps instead.
 */
export async function eraseSubject(
  shape: ErasureShape,
  key: string,
  options: EraseOptions,
): Promise<SubjectResult> {
  const maxRows = options.maxRows ?? ERASURE.maxRows;
  const whole = await transact(shape, options, key, (client, now) =>
    attempt(client, shape, key, now, maxRows),
  );
  return whole ?? eraseInSteps(shape, key, options, maxRows);
}

/** One transaction of `work`, ended with its receipt; undefined when it was over the bound. */
async function transact(
  shape: ErasureShape,
  options: EraseOptions,
  key: string,
  work: Work,
): Promise<SubjectResult | undefined> {
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
    done = await work(client, now);
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    if (error instanceof OverBoundError) {
      client.release();
      return undefined;
    }
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
 * A subject over the bound, step by step (steps.ts), each step committed with its receipt, until
 * one is not `pending` (or maxSteps were taken, or a dry run's first step is rolled back). A
 * subject an earlier call left pending is resumed: the first step's receipt names the one it
 * follows, and the steps are numbered on.
 */
async function eraseInSteps(
  shape: ErasureShape,
  key: string,
  options: EraseOptions,
  maxRows: number,
): Promise<SubjectResult> {
  const secret = checkRedactionKey(options.redactionKey);
  let resumed: { seq: number; step: number } | undefined;
  for (let taken = 1; ; taken++) {
    const result = (await transact(shape, options, key, async (client, now) => {
      const done = await stepAttempt(client, shape, key, now, maxRows);
      // (A dry run may find no ledger yet; it reads none.)
      if (taken === 1 && options.dryRun !== true)
        resumed = await pendingReceipt(
          client,
          shape,
          subjectHash(secret, subjectPrefix(shape), done.keyText),
        );
      const step = (resumed?.step ?? 0) + taken;
      return { ...done, step, ...(taken === 1 && resumed ? { resumes: resumed.seq } : {}) };
    })) as SubjectResult;
    const last = (resumed?.step ?? 0) + taken;
    const steps = { taken, last, ...(resumed ? { resumedFrom: resumed.seq } : {}) };
    const stop =
      result.outcome !== "pending" ||
      options.dryRun === true ||
      (options.maxSteps !== undefined && taken >= options.maxSteps) ||
      (options.deadline !== undefined && Date.now() >= options.deadline);
    if (stop) return { ...result, steps };
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
  if ((done.outcome === "erased" || done.outcome === "pending") && !dryRun) {
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
