// The run report (engine/report.ts's RunReport) as an output: `retention-job run --json` prints it.
// Every object closed: a field added, renamed or removed in the report shows in its schema.
import { z } from "zod";
import { CHANGE_STREAMS } from "../change-stream.js";
import {
  count,
  counts,
  describedError,
  isoTime,
  mechanism,
  schemaVersion,
  tenantsReport,
} from "./common.js";

const nullableCount = z.number().nullable();

export const breakerVerdict = z.strictObject({
  wouldDelete: count,
  counted: z.boolean(),
  atMost: z.boolean().optional(),
  afterWork: z.literal(true).optional(),
  limits: z.strictObject({
    maxDeletesPerRun: z.number().optional(),
    history: z.number().optional(),
    share: z.number().optional(),
  }),
  history: z.strictObject({ runs: count, median: z.number() }).nullable(),
  estimatedRows: nullableCount,
  tripped: z.enum(["maxDeletesPerRun", "history", "share"]).nullable(),
  allowed: z.boolean(),
});

export const throttleReport = z.strictObject({
  ms: z.number(),
  byReason: z.strictObject({
    replicaLag: z.number(),
    activeSessions: z.number(),
    lockWaiters: z.number(),
    lockWait: z.number(),
    walRate: z.number(),
    latency: z.number(),
  }),
});

export const latencyFigures = z.strictObject({
  budget: z.number(),
  probes: z.strictObject({ quiet: count, during: count }),
  quietMedianMs: z.number().nullable(),
  duringMedianMs: z.number().nullable(),
  ratio: z.number().nullable(),
});

export const costFigures = z.strictObject({
  wallMs: z.number(),
  cpuMs: z
    .number()
    .nullable()
    .describe("the policy's backends' CPU time; null: the server is not on this machine"),
  buffers: z.strictObject({ hit: z.number(), read: z.number() }).nullable(),
  walBytes: z.number().nullable(),
  walSpan: z.enum(["batches", "run"]),
  lockWaits: z.strictObject({ sessions: count, ms: z.number(), longestMs: z.number() }).nullable(),
  replicaLagMs: z.number().nullable(),
  perRow: z
    .strictObject({
      cpuUs: z.number().nullable(),
      buffers: z.number().nullable(),
      walBytes: z.number().nullable(),
      lockWaitMs: z.number().nullable(),
    })
    .nullable(),
});

export const batchSizes = z.strictObject({
  unit: z.enum(["rows", "blocks"]),
  fixed: z.boolean(),
  first: count,
  min: count,
  max: count,
  last: count,
});

export const statementGuard = z.strictObject({
  table: z.string(),
  reach: z.enum(["governed", "cascaded", "alsoDelete", "inserted"]),
  statement: z.enum(["DELETE", "UPDATE", "INSERT"]),
  kind: z.enum(["trigger", "rule", "row-security"]),
  name: z.string(),
  effect: z.string(),
  definition: z.string(),
});

export const partitionOutcome = z.strictObject({
  dropped: z.array(z.string()),
  kept: z.array(z.string()),
  finalized: z.array(z.string()),
  skipped: z.array(z.strictObject({ name: z.string(), reason: z.string() })),
  detachMode: z.enum(["concurrently", "locking"]),
  lockNotAcquired: z.boolean(),
  rowsDropped: count,
});

export const archiveFigures = z.strictObject({
  objects: count,
  rows: count,
  bytes: count,
  verificationFailures: count,
});

export const upkeepReport = z.strictObject({
  deadTuples: z.strictObject({ before: nullableCount, after: nullableCount }),
  bytes: z.strictObject({ before: count, after: count }),
  vacuum: z.enum(["ran", "not-asked", "not-permitted", "no-time", "failed"]),
  advice: z.string().nullable(),
  vacuumMs: z.number().optional(),
});

export const policyOutcome = z.enum([
  "completed",
  "deadline",
  "aborted",
  "failed",
  "skipped",
  "tripped",
]);

/** One policy's part of a run (engine/report.ts's PolicyReport). */
export const policyReport = z.strictObject({
  name: z.string(),
  table: z.string(),
  mechanism,
  strategy: z.enum(["keyset", "cursor", "partitions", "blocks"]),
  mode: z.enum(["delete", "report", "dry-run"]),
  changeStream: z
    .enum(CHANGE_STREAMS)
    .describe("what change streams see of its batches (docs/change-streams.md)"),
  locking: z.enum(["skip-locked", "delete-waits"]),
  cutoff: isoTime,
  outcome: policyOutcome,
  examined: count,
  deleted: count,
  held: nullableCount,
  heldByCase: counts.optional(),
  blocked: nullableCount,
  blockedBy: counts.nullable(),
  cascaded: counts,
  deletedFirst: counts.optional(),
  alsoDeleted: counts,
  redacted: z.number().optional(),
  backlog: nullableCount,
  backlogAfterRun: nullableCount.optional(),
  oldestAgeSeconds: z.number().nullable(),
  overdueSeconds: z.number().nullable(),
  batches: count,
  batchSizes: batchSizes.nullable(),
  throttled: throttleReport.nullable(),
  latency: latencyFigures.optional(),
  cost: costFigures
    .optional()
    .describe(
      "what the policy's work took from the server and caused others, in all and per deleted row (docs/performance.md); not in a dry run",
    ),
  durationMs: z.number(),
  error: z.string().nullable(),
  failure: describedError
    .optional()
    .describe(
      "the error that failed the policy: kind, SQLSTATE and message (never a row's detail)",
    ),
  breaker: breakerVerdict.nullable(),
  warnings: z.array(z.string()),
  partitions: partitionOutcome.optional(),
  archived: archiveFigures.optional(),
  tenants: tenantsReport.optional(),
  dryRun: z
    .strictObject({ method: z.enum(["rehearsal", "prediction"]), exact: z.boolean() })
    .optional(),
  guards: z.array(statementGuard).optional(),
  upkeep: upkeepReport.optional(),
});

const runReportFields = {
  runId: z.string(),
  dryRun: z.boolean(),
  startedAt: isoTime,
  finishedAt: isoTime,
  status: z.enum(["succeeded", "partial", "failed"]),
  policies: z.array(policyReport),
};

/** The engine's run report. */
export const runReport = z.strictObject(runReportFields);

/** `retention-job run --json`: the run report, with its schema's version. */
export const cliRun = z
  .strictObject({ schemaVersion: schemaVersion("cli-run"), ...runReportFields })
  .describe(
    "retention-job run --json: the run report (stdout holds this one object and nothing else)",
  );
