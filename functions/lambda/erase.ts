// The function's erasure events (`kind: "erase"`, from an application when a user deletes their
// account): each subject erased by the function's erasure table in one transaction with its
// receipt, as `retention-job erase` does, the receipts then copied to the evidence bucket (the
// suppression list a restore of the database cannot take back). Logged by keyed hash and outcome
// only, never the key.
import type { S3Client } from "@aws-sdk/client-s3";
import type pg from "pg";
import { writeEvidence } from "../aws/evidence-bucket.js";
import { ConfigError } from "../contract/errors.js";
import { parseErasureEvent } from "../contract/events.js";
import {
  checkSubjectKeys,
  describeErasure,
  eraseSubject,
  evidenceAt,
  type Logger,
  type SubjectResult,
  withClient,
} from "../engine/index.js";
import type { Settings } from "./settings.js";

export interface ErasureResult {
  kind: "erase";
  erasure: string;
  subjects: SubjectResult[];
}

export interface ErasureDeps {
  settings: Settings;
  pool: pg.Pool;
  redactionKey: string | undefined;
  logger: Logger;
  /** The invocation's time left: a subject erased in steps stops between them before it runs out. */
  remainingMs?: () => number;
  /** The evidence bucket's client (settings.evidence says where). */
  s3?: S3Client;
}

/**
 * The receipts of an event's erasures, copied to the evidence bucket as a run's records are
 * (`<prefix><date>/erasure-<first seq>.jsonl`, under Object Lock where the bucket has it): keyed
 * hashes only, read back by `erase --replay --suppression-from`. A copy that fails is a warning
 * line; the erasures stand, and their receipts are in the ledger.
 */
async function copyReceipts(subjects: SubjectResult[], deps: ErasureDeps): Promise<void> {
  const evidence = deps.settings.evidence;
  const seqs = subjects.flatMap((subject) => (subject.seq === undefined ? [] : [subject.seq]));
  if (!evidence || !deps.s3 || seqs.length === 0) return;
  try {
    const records = await evidenceAt(deps.pool, seqs);
    const key = await writeEvidence(deps.s3, evidence, `erasure-${seqs[0]}`, records, new Date());
    deps.logger.info(
      { event: "erasure-evidence-copied", bucket: evidence.bucket, key, records: records.length },
      "erasure receipts copied to the evidence bucket",
    );
  } catch (error) {
    deps.logger.warn(
      {
        event: "erasure-evidence-copy-failed",
        bucket: evidence.bucket,
        error: (error as Error).name,
      },
      "the erasure receipts were not copied to the evidence bucket; they are in the ledger",
    );
  }
}

export async function runErasureEvent(event: unknown, deps: ErasureDeps): Promise<ErasureResult> {
  const parsed = parseErasureEvent(event);
  const erasure = deps.settings.erasure;
  if (!erasure)
    throw new ConfigError(
      "ERASURE_TABLE",
      "an erase event needs the function's erasure table: set ERASURE_TABLE (docs/erasure.md)",
    );
  const shape = await withClient(deps.pool, async (client) => {
    const described = await describeErasure(client, erasure);
    await checkSubjectKeys(client, described, parsed.subjects);
    return described;
  });
  const subjects: SubjectResult[] = [];
  for (const key of parsed.subjects) {
    const result = await eraseSubject(shape, key, {
      pool: deps.pool,
      redactionKey: deps.redactionKey,
      dryRun: parsed.dryRun,
      ...(deps.remainingMs
        ? { deadline: Date.now() + deps.remainingMs() - deps.settings.safetyMarginMs }
        : {}),
    });
    deps.logger.info(
      {
        event: "erasure",
        erasure: erasure.name,
        subjectHash: result.subjectHash,
        outcome: result.outcome,
        seq: result.seq,
        ...(result.steps ? { steps: result.steps } : {}),
        dryRun: parsed.dryRun,
      },
      `erasure ${result.outcome}`,
    );
    subjects.push(result);
  }
  if (!parsed.dryRun) await copyReceipts(subjects, deps);
  return { kind: "erase", erasure: erasure.name, subjects };
}
