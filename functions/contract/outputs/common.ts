// The parts several outputs share (a policy's totals, a store's finding, an error, an erasure's
// figures), declared once for the output schemas of contract/outputs/.
import { z } from "zod";
import { policyTotals } from "../events.js";
import { MECHANISM_NAMES } from "../mechanisms.js";
import { OUTPUT_VERSION, type OutputName } from "../output-versions.js";

export { policyTotals };

/** The `schemaVersion` an output carries: its schema's version, a constant. */
export const schemaVersion = (name: OutputName) =>
  z
    .literal(OUTPUT_VERSION[name])
    .describe(`the version of this output's schema (${name}.v${OUTPUT_VERSION[name]}.json)`);

export const isoTime = z.string().describe("an ISO 8601 time");
export const count = z.number();
export const counts = z.record(z.string(), z.number());
export const mechanism = z.enum(MECHANISM_NAMES);

/** An error as the logs and results describe it: its kind, the SQLSTATE or AWS code, its message. */
export const describedError = z.strictObject({
  kind: z.string(),
  code: z.string().optional(),
  message: z.string(),
});

/** A store entry's check (contract/stores/port.ts's StoreFinding): `status` is the kind's word. */
const storeBase = { name: z.string(), kind: z.string(), where: z.string(), detail: z.string() };
export const storeFinding = z.discriminatedUnion("verdict", [
  z.strictObject({ ...storeBase, verdict: z.literal("ok"), status: z.literal("ok") }),
  z.strictObject({ ...storeBase, verdict: z.literal("mismatch"), status: z.string() }),
  z.strictObject({
    ...storeBase,
    verdict: z.literal("unreadable"),
    status: z.literal("unreadable"),
  }),
]);

/**
 * DEPRECATED: the s3-lifecycle stores' findings in the shape the result's `buckets` had before it
 * said `stores` (kept for one minor version: removed in 0.3.0).
 */
export const legacyBucketFinding = z.strictObject({
  name: z.string(),
  bucket: z.string(),
  prefix: z.string(),
  retentionDays: z.number(),
  status: z.enum(["ok", "missing", "disabled", "too-long", "noncurrent-missing", "unreadable"]),
  detail: z.string(),
});

/** What a segment published from the outbox, and what is left there (engine/ledger/outbox.ts). */
export const drainReport = z.strictObject({
  events: count,
  keys: count,
  failed: count,
  left: z.strictObject({ rows: count, keys: count, oldestSeconds: z.number() }),
});

/** What an erasure did to one table's rows of its subject (engine/evidence/erasure-receipt.ts). */
export const tableFigures = z.strictObject({
  table: z.string(),
  action: z.enum(["delete", "redact", "keep"]),
  found: count,
  deleted: count,
  cascaded: count,
  redacted: count,
  kept: count,
  detached: count,
  held: count,
  reason: z.string().optional(),
});

export const erasureOutcome = z.enum(["erased", "held", "not-found", "failed", "pending"]);

/** One subject's erasure (engine/erasure/erase.ts): by keyed hash, never its key. */
export const subjectResult = z.strictObject({
  subjectHash: z.string(),
  outcome: erasureOutcome,
  reason: z.string().optional(),
  dryRun: z.boolean(),
  tables: z.array(tableFigures),
  seq: z.number().optional(),
  steps: z
    .strictObject({ taken: count, last: count, resumedFrom: z.number().optional() })
    .optional(),
});

/** One tenant's line in a report or an evidence record (its key only). */
export const tenantReport = z.strictObject({
  tenant: z.string().nullable(),
  cutoff: z.string().nullable(),
  deleted: count,
  backlog: count,
  backlogAfterRun: z.number().optional(),
  oldestAgeSeconds: z.number().nullable(),
  overdueSeconds: z.number().nullable(),
  tripped: z.literal(true).optional(),
});

export const tenantsReport = z.strictObject({
  count: count,
  listed: z.array(tenantReport),
  unlisted: z.number().optional(),
});

/**
 * A policy as a run read it (the parsed rule: the retention table's fields, durations in ms). Left
 * open: its fields are the retention table's (every mechanism's and store's), which grow with it;
 * the record's `ruleHash` hashes its canonical text, so any change of it shows.
 */
export const parsedRule = z
  .looseObject({
    name: z.string(),
    table: z.strictObject({ schema: z.string(), name: z.string() }),
    mechanism,
  })
  .describe("the rule as the run parsed it; open: its fields are the retention table's");
