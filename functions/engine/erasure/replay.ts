// Erasures that survive a restore: the receipts' keyed hashes since a backup's time are the
// suppression list; a restored database's subject table is scanned for keys whose keyed hash is on
// it (the server computes the HMAC: a hash cannot be inverted, so candidates are hashed and
// compared), each found subject is erased again (idempotent: an erased subject's rows are gone or
// redacted already), and a drill report says how many were found, erased again, and that none is
// left (each one's dry run afterwards finds nothing to change).
import type pg from "pg";
import { type EraseOptions, eraseSubject, type SubjectResult } from "./erase.js";
import {
  checkRedactionKey,
  type ErasureReceipt,
  hmacPads,
  subjectHash,
  subjectPrefix,
} from "./receipt.js";
import type { ErasureShape } from "./shape.js";
import { suppressedKeysSql } from "./sql.js";

/** One entry of the suppression list: a receipt's place, time and keyed hash (no key). */
export interface Suppressed {
  seq: number;
  recordedAt: string;
  erasure: string;
  subjectTable: string;
  subjectHash: string;
  erasureHash: string;
}

/**
 * The receipts whose subjects must stay erased: erased (or asked for and not there, or erased in
 * steps and pending), not held or failed.
 */
export function suppressionList(
  receipts: { seq: number; receipt: ErasureReceipt }[],
  since: Date,
): Suppressed[] {
  return receipts
    .filter(
      ({ receipt }) =>
        (receipt.outcome === "erased" ||
          receipt.outcome === "not-found" ||
          receipt.outcome === "pending") &&
        Date.parse(receipt.recordedAt) >= since.getTime(),
    )
    .map(({ seq, receipt }) => ({
      seq,
      recordedAt: receipt.recordedAt,
      erasure: receipt.erasure,
      subjectTable: receipt.subjectTable,
      subjectHash: receipt.subjectHash,
      erasureHash: receipt.erasureHash,
    }));
}

export interface DrillReport {
  since: string;
  /** Entries of the suppression list for this erasure table's subject table, and their distinct hashes. */
  entries: number;
  subjects: number;
  /** Subjects whose key the restored database holds again. */
  found: number;
  /** Found subjects whose replay deleted or redacted rows (the restore had brought them back). */
  erasedAgain: number;
  /** Found subjects whose replay had nothing to change (already erased). */
  unchanged: number;
  /** Found subjects whose replay did not erase them (held, failed), with the reason. */
  notErased: { subjectHash: string; outcome: string; reason?: string }[];
  /** Found subjects a dry run after the replay would still change (should be 0). */
  left: number;
  results: SubjectResult[];
}

const changed = (result: SubjectResult) =>
  result.tables.some((each) => each.deleted + each.cascaded + each.redacted > 0);

/** The keys of the subject table whose keyed hash is on the list (held in memory, never logged). */
async function keysOnList(
  db: pg.ClientBase | pg.Pool,
  shape: ErasureShape,
  secret: string,
  hashes: string[],
) {
  if (hashes.length === 0) return [];
  const statement = suppressedKeysSql(
    shape.subject,
    shape.key.name,
    hmacPads(secret),
    subjectPrefix(shape),
    hashes,
  );
  return (await db.query<{ k: string }>(statement)).rows.map((row) => row.k);
}

/** Re-applies every listed erasure to this database (a restored one): the drill's report. */
export async function replayErasures(
  shape: ErasureShape,
  list: Suppressed[],
  since: Date,
  options: EraseOptions,
): Promise<DrillReport> {
  const secret = checkRedactionKey(options.redactionKey);
  const mine = list.filter((entry) => `${entry.subjectTable}:` === subjectPrefix(shape));
  const firstSeq = new Map<string, number>();
  for (const entry of mine)
    if (!firstSeq.has(entry.subjectHash)) firstSeq.set(entry.subjectHash, entry.seq);
  const keys = await keysOnList(options.pool, shape, secret, [...firstSeq.keys()]);
  const results: SubjectResult[] = [];
  let left = 0;
  for (const key of keys) {
    const replayOf = firstSeq.get(subjectHash(secret, subjectPrefix(shape), key));
    const first = await eraseSubject(shape, key, { ...options, ...(replayOf ? { replayOf } : {}) });
    // The check: a dry run of the same erasure now finds nothing left to change.
    const replayed = options.dryRun
      ? first
      : await eraseSubject(shape, key, { ...options, dryRun: true });
    results.push(first);
    if (first.outcome === "erased" && changed(replayed) && !options.dryRun) left += 1;
  }
  const erased = results.filter((result) => result.outcome === "erased");
  return {
    since: since.toISOString(),
    entries: mine.length,
    subjects: firstSeq.size,
    found: keys.length,
    erasedAgain: erased.filter(changed).length,
    unchanged: erased.filter((result) => !changed(result)).length,
    notErased: results
      .filter((result) => result.outcome !== "erased")
      .map((result) => ({
        subjectHash: result.subjectHash,
        outcome: result.outcome,
        ...(result.reason ? { reason: result.reason } : {}),
      })),
    left,
    results,
  };
}
