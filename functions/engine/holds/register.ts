// The hold register: a hold placed (its scope checked first), the holds listed, a case's holds
// released. Each change is written with its record in the evidence ledger's hash chain, in one
// transaction (both or neither): who, when, what; a subject's key only as its keyed hash (HMAC with
// the redaction key, as the erasure receipts hash it, so a hold and a refused erasure match).
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { ConfigError } from "../../contract/errors.js";
import type { HoldAdd, HoldRelease } from "../../contract/holds.js";
import { OUTPUT_VERSION } from "../../contract/output-versions.js";
import { checkRedactionKey, subjectHash } from "../erasure/receipt.js";
import { appendEvidenceOn } from "../evidence/record.js";
import { ensureLedger } from "../ledger/ledger.js";
import { transaction } from "../sql/session.js";
import { type Hold, type HoldRecord, type HoldRow, holdOf, recordedScope } from "./read.js";
import { type ResolveContext, type ResolvedScope, resolveScope } from "./resolve.js";
import { insertHoldSql, releaseHoldsSql } from "./sql.js";
import { type DueErasure, dueErasures } from "./subject.js";

/** A subject's keyed hash (as its erasure receipts have it), kept with the hold. */
function withKeyHash(resolved: ResolvedScope, key: string | undefined): ResolvedScope {
  if (resolved.keyText === undefined) return resolved;
  const secret = checkRedactionKey(key);
  return {
    ...resolved,
    keyHash: subjectHash(secret, `${resolved.subjectTable}:`, resolved.keyText),
  };
}

async function inTransaction<T>(db: pg.Pool, work: (client: pg.ClientBase) => Promise<T>) {
  await ensureLedger(db);
  const client = await db.connect();
  try {
    await client.query(transaction.begin);
    const result = await work(client);
    await client.query(transaction.commit);
    return result;
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface HoldOptions extends Omit<ResolveContext, "db" | "now"> {
  pool: pg.Pool;
  redactionKey: string | undefined;
  now?: Date;
}

/** Places a hold: its scope checked, then the hold and its ledger record, together. */
export async function addHold(input: HoldAdd, options: HoldOptions): Promise<Hold> {
  const now = options.now ?? new Date();
  return inTransaction(options.pool, async (client) => {
    const resolved = withKeyHash(
      await resolveScope({ ...options, db: client, now }, input.scope),
      options.redactionKey,
    );
    const scope = recordedScope(input.scope, resolved);
    const placed = { caseId: input.case, reason: input.reason, placedBy: input.placedBy };
    const at = now.toISOString();
    const { rows } = await client.query<{ id: number }>(
      insertHoldSql({
        ...placed,
        placedAt: at,
        reviewBy: input.reviewBy,
        scope: input.scope,
        resolved,
      }),
    );
    const id = rows[0]?.id as number;
    const record: HoldRecord = {
      ...holdRecord("placed", input.case, input.placedBy, at, [id]),
      reason: input.reason,
      ...(input.reviewBy ? { reviewBy: input.reviewBy } : {}),
      scope,
    };
    await appendEvidenceOn(client, record);
    return holdOf({
      id,
      case_id: input.case,
      reason: input.reason,
      placed_by: input.placedBy,
      placed_at: now,
      review_by: input.reviewBy ? new Date(input.reviewBy) : null,
      scope: input.scope,
      resolved,
      released_at: null,
      released_by: null,
    });
  });
}

const holdRecord = (
  action: HoldRecord["action"],
  caseId: string,
  by: string,
  at: string,
  holds: number[],
): HoldRecord => ({
  kind: "hold",
  version: OUTPUT_VERSION["evidence-record"],
  recordedAt: at,
  runId: randomUUID(),
  policy: `hold:${caseId}`,
  action,
  case: caseId,
  by,
  holds,
});

/**
 * Releases every hold of a case in force; an unknown case (or one released already) is refused.
 * The erasures its subject holds refused are listed as due: they are not run by themselves.
 */
export async function releaseHold(
  input: HoldRelease,
  options: { pool: pg.Pool; now?: Date },
): Promise<{ released: Hold[]; due: DueErasure[] }> {
  const at = (options.now ?? new Date()).toISOString();
  return inTransaction(options.pool, async (client) => {
    const { rows } = await client.query<HoldRow>(releaseHoldsSql(input.case, input.releasedBy, at));
    if (rows.length === 0)
      throw new ConfigError("case", `no hold of case "${input.case}" is in force`);
    const ids = rows.map((row) => row.id);
    await appendEvidenceOn(client, holdRecord("released", input.case, input.releasedBy, at, ids));
    const released = rows.map(holdOf);
    return { released, due: await dueErasures(client, released) };
  });
}
