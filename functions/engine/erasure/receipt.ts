// The receipt of an erasure: an evidence record per subject in the ledger's hash chain (its tables
// and counts, the erasure table's hash, when, the outcome), never a value of the subject's rows; the
// subject's key only as a keyed hash (HMAC-SHA256 with the redaction key), so that a receipt is
// found for a key, and a restored database's subjects found again, without the key being stored.
import { createHash, createHmac } from "node:crypto";
import type pg from "pg";
import { ConfigError } from "../../contract/errors.js";
import { REDACTION_KEY_MIN_LENGTH } from "../../contract/rules.js";
import { type ErasureReceipt, isReceipt } from "../evidence/erasure-receipt.js";
import { appendEvidenceOn, type EvidenceRecord } from "../evidence/record.js";
import { tableKey } from "./graph.js";
import type { ErasureShape } from "./shape.js";

export type { ErasureOutcome, ErasureReceipt, TableFigures } from "../evidence/erasure-receipt.js";

/** The redaction key, checked as a redaction's is. */
export function checkRedactionKey(key: string | undefined): string {
  if (!key)
    throw new ConfigError(
      "REDACTION_KEY",
      "an erasure keeps the subject's key only as a keyed hash: set REDACTION_KEY (the same secret on every run)",
    );
  if (key.length < REDACTION_KEY_MIN_LENGTH)
    throw new ConfigError(
      "REDACTION_KEY",
      `is ${key.length} characters long; a keyed hash needs at least ${REDACTION_KEY_MIN_LENGTH} (random: openssl rand -hex 32)`,
    );
  return key;
}

/** What a subject's key is hashed with: its table, so the same key of two tables hashes apart. */
export const subjectPrefix = (shape: ErasureShape) => `${tableKey(shape.erasure.subject.table)}:`;

export const subjectHash = (key: string, prefix: string, text: string) =>
  createHmac("sha256", key)
    .update(prefix + text)
    .digest("hex");

/** HMAC's inner and outer padded keys (RFC 2104), for the server to compute the same hash. */
export function hmacPads(key: string): { inner: Buffer; outer: Buffer } {
  let block = Buffer.from(key, "utf8");
  if (block.length > 64) block = createHash("sha256").update(block).digest();
  const padded = Buffer.concat([block, Buffer.alloc(64 - block.length)]);
  return {
    inner: Buffer.from(padded.map((byte) => byte ^ 0x36)),
    outer: Buffer.from(padded.map((byte) => byte ^ 0x5c)),
  };
}

/** Appends the receipt in the erasure's own transaction (it commits with the erasure, or not at all). */
export async function appendReceipt(
  client: pg.ClientBase,
  receipt: ErasureReceipt,
): Promise<number> {
  return appendEvidenceOn(client, { ...receipt, policy: `erasure:${receipt.erasure}` });
}

/** The receipts among evidence records. */
export const receiptsOf = (records: EvidenceRecord[]) =>
  records.flatMap((record) => {
    const body: unknown = record.body;
    return isReceipt(body) ? [{ seq: record.seq, recordedAt: body.recordedAt, receipt: body }] : [];
  });
