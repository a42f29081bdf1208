// `retention-job verify-ledger`: the evidence chain walked from its first record: each record's
// place follows the one before (none removed), its prev_hash is that record's hash (none removed
// or reordered), and its hash is its content's (none edited). The head's hash is what an auditor
// compares with a copy kept elsewhere (the evidence bucket): a removed tail shows only there.
import type pg from "pg";
import { evidencePageSql } from "../sql/evidence.js";
import { GENESIS_HASH, recordHash } from "./record.js";

const PAGE = 5_000;

export interface LedgerVerdict {
  records: number;
  /** The last record's place and hash (absent: no record). */
  head?: { seq: number; hash: string };
  /** The first record that does not hold, and why. */
  broken?: { seq: number; reason: string };
}

/** The first thing wrong with a record, given the one before it; undefined when it holds. */
export function checkRecord(
  previous: { seq: number; hash: string },
  row: { seq: number; text: string; prevHash: string; hash: string },
): string | undefined {
  if (row.seq !== previous.seq + 1) {
    return `follows record ${previous.seq}: ${row.seq - previous.seq - 1} record(s) before it were removed`;
  }
  if (row.prevHash !== previous.hash) {
    return `names ${row.prevHash.slice(0, 12)}… as the record before it, which is ${previous.hash.slice(0, 12)}…: a record before it was removed or replaced`;
  }
  if (recordHash(row.prevHash, row.seq, row.text) !== row.hash) {
    return "its content does not match its hash: it was edited";
  }
  return undefined;
}

export async function verifyLedger(db: pg.ClientBase | pg.Pool): Promise<LedgerVerdict> {
  let previous = { seq: 0, hash: GENESIS_HASH };
  let records = 0;
  for (;;) {
    const { rows } = await db.query<{ seq: string; body: string; prev_hash: string; hash: string }>(
      evidencePageSql(previous.seq, PAGE),
    );
    for (const row of rows) {
      const record = {
        seq: Number(row.seq),
        text: row.body,
        prevHash: row.prev_hash,
        hash: row.hash,
      };
      const reason = checkRecord(previous, record);
      if (reason) return { records, head: previous, broken: { seq: record.seq, reason } };
      previous = { seq: record.seq, hash: record.hash };
      records += 1;
    }
    if (rows.length < PAGE) break;
  }
  return records === 0 ? { records } : { records, head: previous };
}
