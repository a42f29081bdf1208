// The hold register read: a hold as the register keeps it, the holds in force (or all), and how a
// hold's ledger record (kind "hold") is told apart from a policy's.
import type pg from "pg";
import type { HoldScope } from "../../contract/holds.js";
import type { OUTPUT_VERSION } from "../../contract/output-versions.js";
import type { ResolvedScope } from "./resolve.js";
import { holdsExistSql, listHoldsSql } from "./sql.js";

export interface Hold {
  id: number;
  case: string;
  reason: string;
  placedBy: string;
  placedAt: string;
  reviewBy: string | null;
  scope: HoldScope;
  resolved: ResolvedScope;
  releasedAt: string | null;
  releasedBy: string | null;
}

/** A hold's record in the evidence ledger (kind "hold"). */
export interface HoldRecord {
  kind: "hold";
  version: (typeof OUTPUT_VERSION)["evidence-record"];
  recordedAt: string;
  runId: string;
  policy: string;
  action: "placed" | "released";
  case: string;
  by: string;
  holds: number[];
  reason?: string;
  reviewBy?: string;
  /** The scope with a subject's key replaced by its keyed hash (keyHash). */
  scope?: unknown;
}

export const isHoldRecord = (body: unknown): body is HoldRecord =>
  (body as { kind?: unknown } | null)?.kind === "hold";

export interface HoldRow {
  id: number;
  case_id: string;
  reason: string;
  placed_by: string;
  placed_at: Date;
  review_by: Date | null;
  scope: HoldScope;
  resolved: ResolvedScope;
  released_at: Date | null;
  released_by: string | null;
}

export const holdOf = (row: HoldRow): Hold => ({
  id: row.id,
  case: row.case_id,
  reason: row.reason,
  placedBy: row.placed_by,
  placedAt: row.placed_at.toISOString(),
  reviewBy: row.review_by?.toISOString() ?? null,
  scope: row.scope,
  resolved: row.resolved,
  releasedAt: row.released_at?.toISOString() ?? null,
  releasedBy: row.released_by,
});

/** The holds in force (all: released ones too); none when the register was never made. */
export async function listHolds(db: pg.Pool | pg.ClientBase, all = false): Promise<Hold[]> {
  const { rows } = await db.query<{ exists: boolean }>(holdsExistSql());
  if (!rows[0]?.exists) return [];
  return (await db.query<HoldRow>(listHoldsSql(all))).rows.map(holdOf);
}

/** The scope as the ledger and every output show it: a subject's key only as its keyed hash. */
export function recordedScope(scope: HoldScope, resolved: ResolvedScope): Record<string, unknown> {
  if (!("subject" in scope)) return scope as Record<string, unknown>;
  return { subject: { erasureTable: resolved.erasure, keyHash: resolved.keyHash } };
}

/** A hold as the outputs show it (no subject's key); reviewPassed: in force past its review date. */
export const publicHold = (hold: Hold, now: Date) => ({
  id: hold.id,
  case: hold.case,
  reason: hold.reason,
  placedBy: hold.placedBy,
  placedAt: hold.placedAt,
  reviewBy: hold.reviewBy,
  reviewPassed:
    hold.releasedAt === null && hold.reviewBy !== null && Date.parse(hold.reviewBy) < now.getTime(),
  scope: recordedScope(hold.scope, hold.resolved),
  releasedAt: hold.releasedAt,
  releasedBy: hold.releasedBy,
});
export type PublicHold = ReturnType<typeof publicHold>;
