// An erasure asks the register before it changes anything: a subject under a hold in force is
// refused (its receipt says under which case); once the case is released, `hold release` lists the
// subjects whose erasure was refused under it as due (it does not erase them by itself).
import type pg from "pg";
import { latestReceiptSql } from "../sql/evidence.js";
import type { Hold } from "./read.js";
import { holdsExistSql, subjectHoldsSql } from "./sql.js";

/** The cases whose holds in force cover this subject (its table `schema.table` and key text). */
export async function subjectCases(
  client: pg.ClientBase,
  subjectTable: string,
  keyText: string,
): Promise<string[]> {
  const { rows } = await client.query<{ exists: boolean }>(holdsExistSql());
  if (!rows[0]?.exists) return [];
  const found = await client.query<{ case_id: string }>(subjectHoldsSql(subjectTable, keyText));
  return found.rows.map((row) => row.case_id);
}

/** An erasure a released hold had refused: now due (run `erase` for the subject again). */
export interface DueErasure {
  case: string;
  erasure: string;
  subjectHash: string;
  /** The receipt that says it was refused. */
  refusedAt: number;
}

/** Of the released holds, the subjects whose latest receipt is a refusal ("held"): their erasure is due. */
export async function dueErasures(client: pg.ClientBase, released: Hold[]): Promise<DueErasure[]> {
  const due: DueErasure[] = [];
  for (const hold of released) {
    const { erasure, keyHash } = hold.resolved;
    if (erasure === undefined || keyHash === undefined) continue;
    if (
      (
        await subjectCases(
          client,
          hold.resolved.subjectTable as string,
          hold.resolved.keyText as string,
        )
      ).length > 0
    )
      continue;
    const { rows } = await client.query<{ seq: string; body: string }>(
      latestReceiptSql(`erasure:${erasure}`, keyHash),
    );
    const row = rows[0];
    if (row && (JSON.parse(row.body) as { outcome?: string }).outcome === "held")
      due.push({ case: hold.case, erasure, subjectHash: keyHash, refusedAt: Number(row.seq) });
  }
  return due;
}
