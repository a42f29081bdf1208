// Evidence that outlives the database: each run's records as one JSON-lines object in a bucket
// (`<prefix><date>/<runId>.jsonl`), kept under Object Lock in compliance mode when the bucket has
// it (a retention period set per object); and read back for `evidence` and `verify-ledger`.
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { ConfigError } from "../contract/errors.js";
import { parseS3Url } from "../contract/names.js";
import { CONNECTION_SETTINGS, readSettings } from "../contract/settings.js";
import type { EvidenceRecord } from "../engine/evidence/record.js";

/** One line of an evidence object: a record as the ledger holds it. */
interface EvidenceLine {
  seq: number;
  body: string;
  prevHash: string;
  hash: string;
}

export interface EvidenceBucket {
  bucket: string;
  prefix: string;
  /** Days each object is locked (Object Lock, compliance mode); absent: no lock asked. */
  lockDays?: number;
}

/** Writes a run's records (in chain order) as one object; returns its key. */
export async function writeEvidence(
  s3: S3Client,
  target: EvidenceBucket,
  runId: string,
  records: EvidenceRecord[],
  now: Date,
): Promise<string | undefined> {
  if (records.length === 0) return undefined;
  const key = `${target.prefix}${now.toISOString().slice(0, 10)}/${runId}.jsonl`;
  const lines = records.map((record) =>
    JSON.stringify({
      seq: record.seq,
      body: record.text,
      prevHash: record.prevHash,
      hash: record.hash,
    } satisfies EvidenceLine),
  );
  await s3.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: key,
      Body: `${lines.join("\n")}\n`,
      ContentType: "application/x-ndjson",
      ...(target.lockDays
        ? {
            ObjectLockMode: "COMPLIANCE" as const,
            ObjectLockRetainUntilDate: new Date(now.getTime() + target.lockDays * 86_400_000),
          }
        : {}),
    }),
  );
  return key;
}

/** What follows a prefix in an evidence object's key: `<date>/`, the day it was written. */
const DATED_KEY = /^(\d{4}-\d{2}-\d{2})\//;

/**
 * An object under the prefix that is not one database's evidence (no `<date>/` after the prefix):
 * a prefix above several databases' (a fleet's targets', a bucket's root) would mix their chains.
 * Refused, naming what is below it (a fleet's target names) and one prefix to give instead.
 */
function undatedRefused(target: EvidenceBucket, undated: string[]): ConfigError {
  const below = [...new Set(undated.map((key) => key.slice(target.prefix.length).split("/")[0]))];
  const shown = below.slice(0, 5).map((name) => `${name}/`);
  return new ConfigError(
    `s3://${target.bucket}/${target.prefix}`,
    `holds objects that are not one database's evidence (<date>/<run>.jsonl below it) but under ${shown.join(", ")}${below.length > shown.length ? `, and ${below.length - shown.length} more` : ""}: give one database's prefix, such as s3://${target.bucket}/${target.prefix}${shown[0]} (a fleet target's is fleet/<state machine>/targets/<target>/)`,
  );
}

/** Every record under the prefix written on or after `since` (by the object's date), in chain order. */
export async function readEvidence(
  s3: S3Client,
  target: EvidenceBucket,
  since: Date,
): Promise<EvidenceRecord[]> {
  const keys: string[] = [];
  const undated: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({
        Bucket: target.bucket,
        Prefix: target.prefix,
        ContinuationToken: token,
      }),
    );
    for (const { Key: key = "" } of page.Contents ?? []) {
      const date = DATED_KEY.exec(key.slice(target.prefix.length))?.[1];
      if (date === undefined) undated.push(key);
      else if (date >= since.toISOString().slice(0, 10)) keys.push(key);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  if (undated.length > 0) throw undatedRefused(target, undated);
  const records: EvidenceRecord[] = [];
  for (const key of keys) {
    const object = await s3.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
    const text = (await object.Body?.transformToString("utf8")) ?? "";
    for (const line of text.split("\n").filter((each) => each !== "")) {
      const parsed = JSON.parse(line) as EvidenceLine;
      records.push({
        seq: parsed.seq,
        body: JSON.parse(parsed.body),
        text: parsed.body,
        prevHash: parsed.prevHash,
        hash: parsed.hash,
      });
    }
  }
  return records.sort((a, b) => a.seq - b.seq);
}

/** `s3://bucket/prefix` → its parts (the prefix ends with "/" unless empty). */
export function evidenceAddress(text: string): EvidenceBucket | undefined {
  const address = parseS3Url(text);
  if (!address) return undefined;
  const prefix = address.key;
  return {
    bucket: address.bucket,
    prefix: prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`,
  };
}

/** A flag's `s3://bucket/prefix` as an evidence bucket; anything else refused, naming the flag. */
export function evidenceAddressOf(text: string, field: string): EvidenceBucket {
  const target = evidenceAddress(text);
  if (!target) throw new ConfigError(field, `must be s3://bucket/prefix, got "${text}"`);
  return target;
}

/**
 * The bucket a function's environment copies its evidence to (EVIDENCE_BUCKET, EVIDENCE_PREFIX,
 * read through the settings table): read by the function itself and by `status` from the deployed
 * function; undefined: none.
 */
export function functionEvidenceBucket(
  env: Record<string, string | undefined>,
): EvidenceBucket | undefined {
  const { evidenceBucket, evidencePrefix } = CONNECTION_SETTINGS;
  const read = readSettings({ evidenceBucket, evidencePrefix }, "env", env);
  if (!read.evidenceBucket) return undefined;
  return evidenceAddress(`s3://${read.evidenceBucket}/${read.evidencePrefix}`);
}
