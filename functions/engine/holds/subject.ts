// An erasure asks the register before it changes anything: a subject under a hold in force, or one
// with a row a hold in force covers (erasure.ts), is refused (its receipt says under which case);
// once the case is released, `hold release` lists the subjects whose erasure was refused under it as
// due (it does not erase them by itself).
import type pg from "pg";
import { RetentionError } from "../../contract/errors.js";
import { latestReceiptSql, refusedReceiptsSql } from "../sql/evidence.js";
import { UNREADABLE_REGISTER } from "./predicate.js";
import { type Hold, listHolds } from "./read.js";
import { holdsExistSql, holdsReadableSql, subjectHoldsSql } from "./sql.js";

const REFUSED = "refused under case ";
const BY_REGISTER = " (a legal hold of the register)";

/** An erasure refused by the register: the reason its receipt gives, naming the cases. */
export const refusedUnder = (cases: string[]) => `${REFUSED}${cases.join(", ")}${BY_REGISTER}`;

/** The cases a refusal's reason names (none: not a refusal by the register). */
function casesOf(reason: string | undefined): string[] {
  if (!reason?.startsWith(REFUSED) || !reason.endsWith(BY_REGISTER)) return [];
  return reason.slice(REFUSED.length, -BY_REGISTER.length).split(", ");
}

/** The cases whose holds in force cover this subject (its table `schema.table` and key text). */
export async function subjectCases(
  client: pg.ClientBase,
  subjectTable: string,
  keyText: string,
): Promise<string[]> {
  const { rows } = await client.query<{ exists: boolean }>(holdsExistSql());
  if (!rows[0]?.exists) return [];
  if (!(await client.query<{ ok: boolean }>(holdsReadableSql())).rows[0]?.ok)
    throw new RetentionError(UNREADABLE_REGISTER);
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

/**
 * Of the released holds, the subjects whose latest receipt is a refusal ("held"): their erasure is
 * due. A subject hold's subject, unless a subject hold in force still covers it; any other
 * refusal naming the case, unless a case it names is still in force (or a subject hold covers it).
 */
export async function dueErasures(client: pg.ClientBase, released: Hold[]): Promise<DueErasure[]> {
  const due = await subjectsDue(client, released);
  const inForce = await listHolds(client);
  const cases = new Set(inForce.map((hold) => hold.case));
  const subjects = new Set(inForce.map((hold) => hold.resolved.keyHash).filter(Boolean));
  for (const caseId of new Set(released.map((hold) => hold.case))) {
    const found = await client.query<{ seq: string; body: string }>(refusedReceiptsSql(caseId));
    for (const row of found.rows) {
      const body = JSON.parse(row.body) as {
        outcome?: string;
        reason?: string;
        erasure: string;
        subjectHash: string;
      };
      const hash = body.subjectHash;
      const named = casesOf(body.reason);
      if (body.outcome !== "held" || !named.includes(caseId)) continue;
      if (named.some((each) => cases.has(each)) || subjects.has(hash)) continue;
      if (due.some((each) => each.subjectHash === hash && each.erasure === body.erasure)) continue;
      due.push({
        case: caseId,
        erasure: body.erasure,
        subjectHash: hash,
        refusedAt: Number(row.seq),
      });
    }
  }
  return due;
}

/** Of the released subject holds, the subjects whose latest receipt is a refusal ("held"). */
async function subjectsDue(client: pg.ClientBase, released: Hold[]): Promise<DueErasure[]> {
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
