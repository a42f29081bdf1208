// Every JSON log line the engine and both doors write (pino, one object a line), by its `event`:
// the fields every line has, the bindings a line may carry, and each event's own fields. A log
// filter (`{ $.event = "store-checked" }`) reads these names. A new event is one entry in EVENTS.
import { z } from "zod";
import { OUTPUT_VERSION } from "../output-versions.js";
import {
  count,
  counts,
  describedError,
  drainReport,
  erasureOutcome,
  policyTotals,
} from "./common.js";
import { breakerVerdict, policyOutcome } from "./run-report.js";

/** What every line has: pino's level and time, the service, the schema's version, the message. */
const base = {
  level: z.enum(["trace", "debug", "info", "warn", "error", "fatal"]),
  time: z.string(),
  service: z.literal("retention-job"),
  schemaVersion: z.literal(OUTPUT_VERSION["log-line"]),
  msg: z.string().optional(),
};

/** What the lines of a run, a segment, a policy or a queue message carry (the loggers' bindings). */
const bindings = {
  requestId: z.string().optional().describe("the Lambda invocation's request id"),
  target: z.string().optional().describe("a fleet's target"),
  runId: z.string().optional(),
  segment: z.number().optional(),
  chain: z.number().optional(),
  policy: z.string().optional(),
  messageId: z.string().optional().describe("an erasure queue's message"),
};

const error = { error: describedError };
const optional = <Shape extends Record<string, z.ZodType>>(shape: Shape) =>
  Object.fromEntries(Object.entries(shape).map(([key, each]) => [key, each.optional()])) as {
    [Key in keyof Shape]: z.ZodOptional<Shape[Key]>;
  };

/** Each event's own fields. */
export const EVENTS = {
  "run-started": {
    dryRun: z.boolean(),
    now: z.string(),
    cutoffs: z.record(z.string(), z.string()),
    trigger: z.enum(["scheduled", "catch-up"]).optional(),
  },
  "run-completed": {
    status: z.enum(["succeeded", "partial", "failed"]),
    durationMs: z.number(),
    // The Lambda's (the whole run's, over its segments and chains):
    ...optional({
      reason: z.string(),
      segments: count,
      errors: count,
      totals: z.record(z.string(), policyTotals),
    }),
    // The command line's (per policy):
    ...optional({ deleted: counts, backlog: z.record(z.string(), z.number().nullable()) }),
  },
  "run-skipped": { reason: z.string() },
  "run-refused": error,
  "run-fanned-out": {
    chains: count,
    policies: z.array(z.array(z.string())),
    nextSegment: count,
  },
  "segment-continued": { openPolicies: z.array(z.string()), nextSegment: count },
  "segment-failed": error,
  "duplicate-segment": {},
  "continuation-retried": { attempt: count, ...error },
  "continuation-failed": error,
  "chain-finished": { errors: count },
  "policy-completed": {
    outcome: policyOutcome,
    mode: z.enum(["delete", "report", "dry-run"]),
    deleted: count,
    backlog: z.number().nullable(),
    blocked: z.number().nullable(),
    held: z.number().nullable(),
    batches: count,
    durationMs: z.number(),
  },
  "policy-failed": { ...error, deletedBeforeFailure: count },
  "batch-deleted": { count, batch: count, durationMs: z.number() },
  "breaker-tripped": { breaker: breakerVerdict },
  "tenant-breaker-tripped": { tenant: z.string().nullable(), wouldDelete: count, limit: count },
  "lock-not-acquired": {},
  "archive-locked": {},
  "no-ledger": error,
  "ledger-write-failed": error,
  "evidence-write-failed": error,
  "evidence-copied": { key: z.string().optional(), records: count },
  "evidence-copy-failed": error,
  "store-checked": { store: z.string(), kind: z.string(), status: z.string() },
  "lifecycle-checked": { bucket: z.string(), status: z.string() },
  "outbox-drained": {
    events: count,
    keys: count,
    failed: count,
    rejections: counts,
    left: drainReport.shape.left,
  },
  "outbox-failed": error,
  "idle-connection-error": error,
  "fleet-reported": { status: z.string() },
  "fleet-report-failed": error,
  "rerun-refused": { reason: z.string() },
  erasure: {
    erasure: z.string(),
    subjectHash: z.string(),
    outcome: erasureOutcome,
    seq: z.number().optional(),
    steps: z
      .strictObject({ taken: count, last: count, resumedFrom: z.number().optional() })
      .optional(),
    dryRun: z.boolean(),
  },
  "erasure-evidence-copied": { bucket: z.string(), key: z.string().optional(), records: count },
  "erasure-evidence-copy-failed": { bucket: z.string(), error: z.string() },
  "erasure-message-refused": optional({ problem: z.string(), fields: z.array(z.string()) }),
  "erasure-message-failed": optional({ failed: count, ...error }),
  hold: {
    kind: z.enum(["hold-add", "hold-list", "hold-release"]),
    cases: z.array(z.string()).describe("the cases of the holds placed, listed or released"),
  },
} satisfies Record<string, z.ZodRawShape>;

export type LogEventName = keyof typeof EVENTS;

/** Events kept for one minor version beside their new names (CHANGELOG.md, 0.2.0). */
export const DEPRECATED_EVENTS: Partial<Record<LogEventName, string>> = {
  "lifecycle-checked":
    "DEPRECATED (0.2.0; removed in 0.3.0): written beside `store-checked` for each s3-lifecycle entry, as before the stores",
};

const lines = Object.entries(EVENTS).map(([name, fields]) => {
  const line = z.strictObject({ ...base, ...bindings, event: z.literal(name), ...fields });
  const deprecated = DEPRECATED_EVENTS[name as LogEventName];
  return deprecated ? line.meta({ deprecated: true, description: deprecated }) : line;
});

export const logLine = z
  .discriminatedUnion("event", lines as unknown as [(typeof lines)[number]])
  .describe(
    "one JSON log line of the function or the command line (stderr, one object a line), by its event",
  );
