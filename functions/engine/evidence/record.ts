// The evidence record: per run (segment) and policy, the rule as it was (its canonical JSON and
// hash) and what the run did and left: figures only, never a row's value or key. Each record
// carries the hash of the one before it in this database, so an edited or removed record shows.
import { createHash } from "node:crypto";
import type pg from "pg";
import { OUTPUT_VERSION } from "../../contract/output-versions.js";
import type { Policy } from "../../contract/retention-table.js";
import type { PolicyReport } from "../report.js";
import { appendEvidenceSql, evidenceHeadSql, lockEvidenceSql } from "../sql/evidence.js";

/** The hash before the first record. */
export const GENESIS_HASH = "0".repeat(64);

export interface EvidenceBody {
  /** Its schema's version (schemas/evidence-record.v<N>.json), hashed with the record. */
  version: (typeof OUTPUT_VERSION)["evidence-record"];
  recordedAt: string;
  runId: string;
  policy: string;
  mode: PolicyReport["mode"];
  /** The rule as the run read it (the parsed policy), and the sha256 of its canonical JSON. */
  rule: Policy;
  ruleHash: string;
  cutoff: string;
  outcome: PolicyReport["outcome"];
  deleted: number;
  redacted: number;
  archived: number;
  /** null: not known (a policy that failed before its figures). */
  held: number | null;
  /** Held rows by the case of the register's hold (absent: none). */
  heldByCase?: Record<string, number>;
  blocked: number | null;
  blockedBy: Record<string, number> | null;
  /** Rows past the cutoff left, neither held nor blocked. */
  backlog: number | null;
  tripped: boolean;
  /** The oldest remaining row's age after the run (neither held nor blocked), seconds. */
  oldestAgeSeconds: number | null;
  /** How long past its cutoff the oldest thing that should be gone is, seconds (0: nothing). */
  overdueSeconds: number | null;
  /** A retention per tenant: each tenant's figures, by its key only (the report's `tenants`). */
  tenants?: PolicyReport["tenants"];
  /** Why the policy failed (its message and SQLSTATE, never a row's detail), when it did. */
  error?: string;
  /** The run this one ran again, after it failed (a fleet target's re-run of a night). */
  rerunOf?: string;
}

export interface EvidenceRecord {
  seq: number;
  /** A policy's part of a run; or an erasure's receipt (kind "erasure": read it with isReceipt). */
  body: EvidenceBody;
  /** The body's canonical JSON, as hashed. */
  text: string;
  prevHash: string;
  hash: string;
}

/** JSON with every object's keys sorted: the same text for the same value, whatever built it. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, each]) => each !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(",")}}`;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A record's hash: over the previous record's hash, its own place in the chain, its body. */
export const recordHash = (prevHash: string, seq: number, text: string) =>
  sha256(`${prevHash}\n${seq}\n${text}`);

/** The record of one policy's part of a run, from its report and its rule. */
export function evidenceBody(
  runId: string,
  policy: Policy,
  report: PolicyReport,
  recordedAt: Date,
  rerunOf?: string,
): EvidenceBody {
  return {
    version: OUTPUT_VERSION["evidence-record"],
    recordedAt: recordedAt.toISOString(),
    runId,
    policy: policy.name,
    mode: report.mode,
    rule: policy,
    ruleHash: sha256(canonicalJson(policy)),
    cutoff: report.cutoff,
    outcome: report.outcome,
    deleted: report.deleted,
    redacted: report.redacted ?? 0,
    archived: report.archived?.rows ?? 0,
    held: report.held,
    ...(report.heldByCase ? { heldByCase: report.heldByCase } : {}),
    blocked: report.blocked,
    blockedBy: report.blockedBy,
    backlog: report.backlog,
    tripped: report.breaker?.tripped != null,
    oldestAgeSeconds: report.oldestAgeSeconds,
    overdueSeconds: report.overdueSeconds,
    ...(report.tenants ? { tenants: report.tenants } : {}),
    ...(report.error ? { error: report.error } : {}),
    ...(rerunOf ? { rerunOf } : {}),
  };
}

/** Appends a record at the chain's head (appends are serialized by an advisory lock). */
export async function appendEvidence(pool: pg.Pool, body: EvidenceBody): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await appendEvidenceOn(client, body);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Appends a record inside the caller's transaction (an erasure's receipt commits with it): the
 * advisory lock that serializes appends is held until that transaction ends. Returns its seq.
 */
export async function appendEvidenceOn(
  client: pg.ClientBase,
  body: { recordedAt: string; runId: string; policy: string },
): Promise<number> {
  await client.query(lockEvidenceSql());
  const head = (await client.query<{ seq: string; hash: string }>(evidenceHeadSql())).rows[0];
  const seq = Number(head?.seq ?? 0) + 1;
  const prevHash = head?.hash ?? GENESIS_HASH;
  const text = canonicalJson(body);
  await client.query(
    appendEvidenceSql({
      seq,
      recordedAt: body.recordedAt,
      runId: body.runId,
      policy: body.policy,
      body: text,
      prevHash,
      hash: recordHash(prevHash, seq, text),
    }),
  );
  return seq;
}

/** Rows of the evidence table as records (their bodies parsed). */
export const recordsOf = (
  rows: { seq: string; body: string; prev_hash: string; hash: string }[],
): EvidenceRecord[] =>
  rows.map((row) => ({
    seq: Number(row.seq),
    body: JSON.parse(row.body) as EvidenceBody,
    text: row.body,
    prevHash: row.prev_hash,
    hash: row.hash,
  }));
