// An erasure asks the register before it changes anything: a subject under a hold in force is
// refused (its receipt says under which case); once the case is released, `hold release` lists the
// subjects whose erasure was refused under it as due (it does not erase them by itself).
import type pg from "pg";
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
