// One step of a subject erased in steps: its rows are over the bound of one transaction
// (ERASURE.maxRows), so each step is a transaction of its own that finds the rows without locking
// them (the subject's row alone is locked: two steps of one subject never run at once), stops on a
// legal hold, and changes at most the bound's rows, children first, a table finished before its
// parents are touched. The step that finishes the subject's own table checks nothing meant to go is
// left: the erasure is done. Each step commits with its receipt (erase.ts): `pending`, or the outcome.
import type pg from "pg";
import { ERASURE } from "../../contract/limits.js";
import { erasureHolds } from "../holds/erasure.js";
import { refusedUnder, subjectCases } from "../holds/subject.js";
import { latestReceiptSql } from "../sql/evidence.js";
import { checkGone, count, figuresOf, heldFigures, holdsOf } from "./act.js";
import type { ErasureOutcome, ErasureReceipt, TableFigures } from "./receipt.js";
import { type FindOptions, type FoundRows, findRows } from "./rows.js";
import type { ErasureNode, ErasureShape } from "./shape.js";
import {
  deleteLeavesSql,
  deleteRowsSql,
  detachedRowsSql,
  lockTimeoutSql,
  redactRowsSql,
} from "./sql.js";

export interface StepAttempt {
  outcome: ErasureOutcome;
  reason?: string;
  tables: TableFigures[];
  keyText: string;
}

/**
 * The subject's rows, found under the erasure's lock timeout; or the attempt that ends there: no
 * such subject, a hold of the register on the subject or on a row it would change (refused under
 * its case), or a hold column true on one of its rows (nothing is changed then).
 */
export async function findUnheld(
  client: pg.ClientBase,
  shape: ErasureShape,
  key: string,
  find: FindOptions,
  now: Date,
): Promise<{ found: FoundRows; keyText: string } | { ended: StepAttempt }> {
  await client.query(lockTimeoutSql(ERASURE.lockTimeoutMs));
  const rows = await findRows(client, shape, key, find);
  if (!rows) return { ended: { outcome: "not-found", tables: [], keyText: key } };
  const refused = (cases: string[], held: { table: string; rows: number }[]) => ({
    ended: {
      outcome: "held" as const,
      reason: refusedUnder(cases),
      tables: heldFigures(shape, rows.found, held),
      keyText: rows.keyText,
    },
  });
  const cases = await subjectCases(client, shape.subject.text, rows.keyText);
  if (cases.length > 0)
    return refused(
      cases,
      shape.nodes.map((node) => ({
        table: node.text,
        rows: rows.found.get(node.table.oid)?.length ?? 0,
      })),
    );
  const covered = await erasureHolds(client, shape, rows.found, now);
  if (covered.cases.length > 0) return refused(covered.cases, covered.held);
  const { held, reason } = await holdsOf(client, shape, rows.found);
  if (!reason) return rows;
  const tables = heldFigures(shape, rows.found, held);
  return { ended: { outcome: "held", reason, tables, keyText: rows.keyText } };
}

/** Rows the step may still change. */
interface Budget {
  left: number;
}

const changed = async (client: pg.ClientBase, statement: { text: string; values: unknown[] }) =>
  (await client.query(statement)).rowCount ?? 0;

/** Redacts the rows still to redact, a budget's worth of rows at a time; done when all were tried. */
async function redactWithin(
  client: pg.ClientBase,
  node: ErasureNode,
  rows: string[],
  now: Date,
  budget: Budget,
  figures: TableFigures,
): Promise<boolean> {
  let at = 0;
  while (at < rows.length && budget.left > 0) {
    const chunk = rows.slice(at, at + budget.left);
    const n = await changed(client, redactRowsSql(node, chunk, now));
    figures.redacted += n;
    budget.left -= n;
    at += chunk.length;
  }
  figures.kept = rows.length - figures.redacted;
  return at >= rows.length;
}

/** Deletes a budget's worth of the rows (a tree leaves first); done when none is left. */
async function deleteWithin(
  client: pg.ClientBase,
  node: ErasureNode,
  rows: string[],
  budget: Budget,
  figures: TableFigures,
  subject: boolean,
): Promise<boolean> {
  if (node.selfEdges.length > 0 && !subject) {
    for (;;) {
      const n =
        budget.left > 0 ? await changed(client, deleteLeavesSql(node, rows, budget.left)) : 0;
      figures.deleted += n;
      budget.left -= n;
      if (n === 0) return budget.left > 0 || figures.deleted === rows.length;
    }
  }
  const chunk = rows.slice(0, budget.left);
  for (const fk of node.detached)
    figures.detached += await count(client, detachedRowsSql(fk, chunk));
  // (A table that goes by CASCADE is deleted here too: its rows counted in the step's bound.)
  figures.deleted = chunk.length === 0 ? 0 : await changed(client, deleteRowsSql(node, chunk));
  budget.left -= figures.deleted;
  return chunk.length === rows.length;
}

/** One step, in the caller's transaction: `pending` while rows are left, else `erased`. */
export async function stepAttempt(
  client: pg.ClientBase,
  shape: ErasureShape,
  key: string,
  now: Date,
  maxRows: number,
): Promise<StepAttempt> {
  const rows = await findUnheld(client, shape, key, { lock: false, maxRows: undefined }, now);
  if ("ended" in rows) return rows.ended;
  const budget = { left: maxRows };
  const figures = new Map<ErasureNode, TableFigures>();
  let done = true;
  for (const node of shape.acting) {
    const found = rows.found.get(node.table.oid) ?? [];
    const each = figuresOf(node, found.length);
    figures.set(node, each);
    if (!done || found.length === 0) continue;
    if (node.action.action === "keep") each.kept = found.length;
    else if (node.action.action === "redact")
      done = await redactWithin(client, node, found, now, budget, each);
    else done = await deleteWithin(client, node, found, budget, each, node === shape.subject);
  }
  // The step that finished the subject: every row meant to go is gone.
  if (done) await checkGone(client, shape, rows.found, "this step was rolled back");
  return {
    outcome: done ? "erased" : "pending",
    tables: shape.nodes.map((node) => figures.get(node) as TableFigures),
    keyText: rows.keyText,
  };
}

/** The subject's latest receipt, when it is a pending step (a later call resumes from it). */
export async function pendingReceipt(
  client: pg.ClientBase,
  shape: ErasureShape,
  subjectHash: string,
): Promise<{ seq: number; step: number } | undefined> {
  const { rows } = await client.query<{ seq: string; body: string }>(
    latestReceiptSql(`erasure:${shape.erasure.name}`, subjectHash),
  );
  const row = rows[0];
  if (!row) return undefined;
  const body = JSON.parse(row.body) as ErasureReceipt;
  return body.outcome === "pending" ? { seq: Number(row.seq), step: body.step ?? 0 } : undefined;
}
