// The evidence a run leaves (the ledger's records: a policy's part of a run, an erasure's receipt),
// as the ledger and the evidence bucket's lines hold it, and `evidence --format json`'s report.
// A record's `version` is its schema's: it is hashed with the record, so old records keep theirs.
import { z } from "zod";
import { OUTPUT_VERSION } from "../output-versions.js";
import {
  count,
  counts,
  erasureOutcome,
  isoTime,
  parsedRule,
  schemaVersion,
  tableFigures,
  tenantsReport,
} from "./common.js";
import { policyOutcome } from "./run-report.js";

const version = z
  .literal(OUTPUT_VERSION["evidence-record"])
  .describe("the version of the record's schema, hashed with it");

/** A policy's part of a run (engine/evidence/record.ts's EvidenceBody). */
export const policyRecord = z
  .strictObject({
    version,
    recordedAt: isoTime,
    runId: z.string(),
    policy: z.string(),
    mode: z.enum(["delete", "report", "dry-run"]),
    rule: parsedRule,
    ruleHash: z.string(),
    cutoff: isoTime,
    outcome: policyOutcome,
    deleted: count,
    redacted: count,
    archived: count,
    held: z.number().nullable(),
    heldByCase: counts.optional().describe("held rows by the case of the register's hold"),
    blocked: z.number().nullable(),
    blockedBy: counts.nullable(),
    backlog: z.number().nullable(),
    tripped: z.boolean(),
    oldestAgeSeconds: z.number().nullable(),
    overdueSeconds: z.number().nullable(),
    tenants: tenantsReport.optional(),
    error: z.string().optional().describe("why the policy failed: message and SQLSTATE"),
    rerunOf: z.string().optional().describe("the run this one ran again (a fleet target's re-run)"),
  })
  .meta({ title: "policy", description: "a policy's part of a run" });

/** An erasure's receipt (engine/evidence/erasure-receipt.ts's ErasureReceipt), as the ledger holds it. */
export const erasureReceiptFields = {
  kind: z.literal("erasure"),
  version,
  recordedAt: isoTime,
  runId: z.string(),
  erasure: z.string(),
  erasureHash: z.string(),
  subjectTable: z.string(),
  subjectHash: z.string().describe("HMAC-SHA256(redaction key, `schema.table:` + key), hex"),
  outcome: erasureOutcome,
  reason: z.string().optional(),
  tables: z.array(tableFigures),
  replayOf: z.number().optional(),
  step: z.number().optional(),
  resumes: z.number().optional(),
};

const erasureRecord = z
  .strictObject({
    ...erasureReceiptFields,
    policy: z.string().describe("`erasure:<erasure table's name>`, the ledger's policy column"),
  })
  .meta({ title: "erasure", description: "an erasure's receipt (one subject, or one step)" });

/** A change of the hold register (engine/holds/read.ts's HoldRecord). */
const holdRecord = z
  .strictObject({
    kind: z.literal("hold"),
    version,
    recordedAt: isoTime,
    runId: z.string(),
    policy: z.string().describe("`hold:<case>`, the ledger's policy column"),
    action: z.enum(["placed", "released"]),
    case: z.string(),
    by: z.string().describe("who placed or released the hold"),
    holds: z.array(z.number()).describe("the register's ids of the holds changed"),
    reason: z.string().optional(),
    reviewBy: isoTime.optional(),
    scope: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("the hold's scope; a subject's key only as keyHash (HMAC-SHA256, as subjectHash)"),
  })
  .meta({ title: "hold", description: "a legal hold placed or released (docs/holds.md)" });

export const evidenceRecord = z
  .union([policyRecord, erasureRecord, holdRecord])
  .describe(
    "the body of one record of the evidence ledger (retention_job.evidence.body, and each evidence-line's body): a policy's part of a run, an erasure's receipt, or a hold placed or released",
  );

export const evidenceLine = z
  .strictObject({
    seq: z.number().int().min(1),
    body: z.string().describe("an evidence-record, as the canonical JSON text that was hashed"),
    prevHash: z.string(),
    hash: z.string().describe("sha256(prevHash, seq, body)"),
  })
  .describe(
    "one line of an evidence object in the evidence bucket (<prefix><date>/<run id>.jsonl): a ledger record as the chain holds it; the version is its body's",
  );

const dayEvidence = z.strictObject({
  date: z.string(),
  ran: z.boolean(),
  removed: count,
  archived: count,
  overdueSeconds: z.number().nullable(),
  backlog: z.number().nullable(),
  held: z.number().nullable(),
  blocked: z.number().nullable(),
  line1: z.boolean(),
  line2: z.boolean(),
  compliant: z.boolean(),
  reasons: z.array(z.string()),
});

const policyEvidence = z.strictObject({
  policy: z.string(),
  versions: z.array(
    z.strictObject({
      from: isoTime,
      ruleHash: z.string(),
      rule: parsedRule,
      changes: z.array(
        z.strictObject({ field: z.string(), before: z.string(), after: z.string() }),
      ),
    }),
  ),
  days: z.array(dayEvidence),
  compliantDays: count,
  breachDays: count,
  worst: z.strictObject({ date: z.string(), overdueSeconds: z.number() }).nullable(),
  totals: z.strictObject({ runs: count, removed: count, archived: count }),
});

const erasureDay = z.strictObject({
  date: z.string(),
  erased: count,
  held: count,
  notFound: count,
  failed: count,
  rows: count,
  seqs: z.array(z.number()),
});

/** A case's holds in the period: placed, released, rows its holds kept at the last run, review date passed. */
const caseEvidence = z.strictObject({
  case: z.string(),
  placedAt: isoTime.nullable(),
  placedBy: z.string().nullable(),
  reviewBy: isoTime.nullable(),
  reviewPassed: z.boolean(),
  releasedAt: isoTime.nullable(),
  rowsKept: count.describe("rows its holds kept, summed over each policy's last record"),
});

export const evidenceReportFields = {
  generatedAt: isoTime,
  since: isoTime,
  until: isoTime,
  intervalSeconds: z.number(),
  records: count,
  head: z.strictObject({ seq: z.number(), hash: z.string() }).nullable(),
  policies: z.array(policyEvidence),
  erasures: z.array(erasureDay),
  holds: z.array(caseEvidence),
};

export const evidenceReport = z
  .strictObject({ schemaVersion: schemaVersion("evidence-report"), ...evidenceReportFields })
  .describe("retention-job evidence --format json: per policy, each day compliant or not");
