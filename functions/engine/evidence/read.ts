// The evidence record read back: since a time (the evidence report), one run's or some records by
// place (the Lambda's copies to the evidence bucket), one record's hash (a comparison with a copy).
import type pg from "pg";
import { evidenceOfRunSql, evidencePageSql, evidenceSinceSql } from "../sql/evidence.js";
import { type EvidenceRecord, recordsOf } from "./record.js";

type Db = pg.ClientBase | pg.Pool;

export async function evidenceSince(db: Db, since: Date): Promise<EvidenceRecord[]> {
  return recordsOf((await db.query(evidenceSinceSql(since.toISOString()))).rows);
}

export async function evidenceOfRun(db: Db, runId: string): Promise<EvidenceRecord[]> {
  return recordsOf((await db.query(evidenceOfRunSql(runId))).rows);
}

/** The hash the ledger holds for record `seq`; undefined when it holds no such record. */
export async function ledgerHashAt(db: Db, seq: number): Promise<string | undefined> {
  const { rows } = await db.query<{ seq: string; hash: string }>(evidencePageSql(seq - 1, 1));
  return rows[0] && Number(rows[0].seq) === seq ? rows[0].hash : undefined;
}

/** The records at these places of the ledger (erasure receipts, copied to the evidence bucket). */
export async function evidenceAt(db: Db, seqs: number[]): Promise<EvidenceRecord[]> {
  const records: EvidenceRecord[] = [];
  for (const seq of seqs) {
    const page = recordsOf((await db.query(evidencePageSql(seq - 1, 1))).rows);
    records.push(...page.filter((record) => record.seq === seq));
  }
  return records;
}
