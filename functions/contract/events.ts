// The events the function takes (scheduled, catch-up, continuation, erase, the erasure queue's SQS
// batches): one schema for the handler and `invoke`.
import { createHash } from "node:crypto";
import { z } from "zod";
import { durationSchema } from "./duration-schema.js";
import { ConfigError, configErrorFrom } from "./errors.js";
import { fleetRerun, TARGET_NAME, TARGET_NAME_RULE } from "./fleet.js";

/** A catch-up run may ask for more than MAX_RUN_DURATION, but never more than this. */
export const MAX_CATCH_UP_DURATION_MS = 12 * 3_600_000;
export const MAX_CATCH_UP_DURATION_TEXT = "12h";

const duration = durationSchema({ ms: MAX_CATCH_UP_DURATION_MS, text: MAX_CATCH_UP_DURATION_TEXT });

const policyNames = z.array(z.string().min(1)).min(1, { message: "must name at least one policy" });

/**
 * A fleet's item (infra's RetentionFleet): the target whose run this is, and the state machine's
 * task token, which the run's end reports its outcome to (and every continuation carries on); a
 * re-run's item says which night's execution it completes (false on a night's own items).
 */
export const fleetItem = z.strictObject({
  target: z.string().regex(TARGET_NAME, { message: TARGET_NAME_RULE }),
  taskToken: z.string().min(1).max(2048),
  rerun: z.union([z.literal(false), fleetRerun]).optional(),
});
export type FleetItem = z.output<typeof fleetItem>;

/** The fleet item an event carries, if it carries a valid one (read before the event is parsed). */
export function fleetOf(event: unknown): FleetItem | undefined {
  const fleet = (event as { fleet?: unknown } | null)?.fleet;
  const parsed = fleetItem.safeParse(fleet);
  return parsed.success ? parsed.data : undefined;
}

/**
 * What EventBridge Scheduler sends every night. scheduledTime is the Scheduler's
 * `<aws.scheduler.scheduled-time>`: every delivery of one night's event carries the same one, so a
 * second delivery (Scheduler and Lambda's async queue both deliver at least once, and the schedule
 * retries) is the same run, caught by the ledger, not a second run.
 */
export const scheduledEvent = z.strictObject({
  kind: z.literal("scheduled"),
  scheduledTime: z.iso.datetime({ offset: true }).optional(),
  /** Sent by a fleet's state machine (one item of its map), not by a schedule of its own. */
  fleet: fleetItem.optional(),
});

/** What an operator types in the console or `aws lambda invoke`; `{}` is a catch-up with defaults. */
export const catchUpEvent = z.strictObject({
  kind: z.literal("catch-up").default("catch-up"),
  /** Optional: `retention-job invoke` sets it, to print it and so that a duplicate delivery is detected. */
  runId: z.uuid().optional(),
  dryRun: z.boolean().default(false),
  policies: policyNames.optional(),
  maxRunDuration: duration.optional(),
  /** Catch-up runs are not bound to the night window unless this is false. */
  ignoreNightWindow: z.boolean().default(true),
  /** Policies whose breaker may not stop them in this run (a big run meant to be big). */
  allowLargeDeletion: policyNames.optional(),
});

const isoTime = z.iso.datetime({ offset: true });

/** A policy's figures over a run so far (a continuation carries them; results and logs show them). */
export const policyTotals = z.strictObject({
  deleted: z.number().int().nonnegative(),
  batches: z.number().int().nonnegative(),
  segments: z.number().int().nonnegative(),
  outcome: z.enum(["open", "completed", "deadline", "aborted", "failed", "skipped", "tripped"]),
  examined: z.number().int().nonnegative().nullable(),
  held: z.number().int().nonnegative().nullable(),
  blocked: z.number().int().nonnegative().nullable(),
  blockedBy: z.record(z.string(), z.number().int().nonnegative()).nullable(),
  cascaded: z.record(z.string(), z.number().int().nonnegative()),
  /** Children deleteFirst names, deleted first along their keys, per table. */
  deletedFirst: z.record(z.string(), z.number().int().nonnegative()).default({}),
  /** Rows alsoDelete took along, per table. */
  alsoDeleted: z.record(z.string(), z.number().int().nonnegative()).default({}),
  /** A redaction's rows redacted (its `deleted` stays 0). */
  redacted: z.number().int().nonnegative().default(0),
  backlog: z.number().int().nonnegative().nullable(),
  oldestAgeSeconds: z.number().nonnegative().nullable(),
  overdueSeconds: z.number().nonnegative().nullable().default(null),
  error: z.string().nullable(),
  /** The error that failed the policy: its kind, SQLSTATE and message (the engine's describeError). */
  failure: z
    .strictObject({ kind: z.string(), code: z.string().optional(), message: z.string() })
    .optional(),
});
export type PolicyTotals = z.output<typeof policyTotals>;

/** What a segment sends to the next one: the run's fixed clock and cutoffs, and the totals so far. */
export const continuationEvent = z.strictObject({
  kind: z.literal("continuation"),
  runId: z.uuid(),
  trigger: z.enum(["scheduled", "catch-up"]),
  dryRun: z.boolean(),
  segment: z.number().int().min(2),
  /** The chain of a run that fanned out (1, 2, ...); 0: the run's one chain. */
  chain: z.number().int().min(0).max(64).default(0),
  now: isoTime,
  startedAt: isoTime,
  deadline: isoTime,
  cutoffs: z.record(z.string(), isoTime),
  openPolicies: policyNames,
  totals: z.record(z.string(), policyTotals),
  errors: z.number().int().nonnegative(),
  allowLargeDeletion: z.array(z.string()).default([]),
  /** Policies whose breaker let them through in an earlier segment of this run. */
  breakerPassed: z.array(z.string()).default([]),
  /** The fleet item the run reports to at its end. */
  fleet: fleetItem.optional(),
  /** A fleet target's re-run: the night's run it runs again (its evidence records name it). */
  rerunOf: z.uuid().optional(),
});

/**
 * An application's request to erase data subjects (a user deleted their account): each subject by
 * its key, erased by the function's erasure table (ERASURE_TABLE), each in one transaction.
 */
export const erasureEvent = z.strictObject({
  kind: z.literal("erase"),
  subjects: z
    .array(z.string().min(1, { message: "must be a subject's key" }))
    .min(1, { message: "must name at least one subject" })
    .max(100, { message: "at most 100 subjects an event (send more events)" }),
  dryRun: z.boolean().default(false),
});
export type ErasureEvent = z.output<typeof erasureEvent>;

/** An erasure event (its `kind` says so), checked; throws ConfigError naming the field. */
export function parseErasureEvent(input: unknown): ErasureEvent {
  const result = erasureEvent.safeParse(input);
  if (!result.success) throw configErrorFrom(result.error, "event");
  return result.data;
}

export const isErasureEvent = (input: unknown) =>
  typeof input === "object" && input !== null && (input as { kind?: unknown }).kind === "erase";

/**
 * An SQS batch from the erasure queue (infra's RetentionJob `erasure.queue`): each record's body is
 * an erase event's JSON, parsed record by record (a bad body fails its record only). Only what the
 * function reads is checked; SQS's other fields pass.
 */
export const queueBatch = z.looseObject({
  Records: z
    .array(
      z.looseObject({
        eventSource: z.literal("aws:sqs"),
        messageId: z.string().min(1),
        body: z.string(),
      }),
    )
    .min(1),
});
export type QueueBatch = z.output<typeof queueBatch>;

/** An SQS batch (its records say they come from SQS), or undefined. */
export function queueBatchOf(input: unknown): QueueBatch | undefined {
  const result = queueBatch.safeParse(input);
  return result.success ? result.data : undefined;
}

export type ScheduledEvent = z.output<typeof scheduledEvent>;
export type CatchUpEvent = z.output<typeof catchUpEvent>;
export type ContinuationEvent = z.output<typeof continuationEvent>;
export type RetentionEvent = ScheduledEvent | CatchUpEvent | ContinuationEvent;
/** The catch-up event as an operator writes it (before defaults). */
export type CatchUpInput = z.input<typeof catchUpEvent>;

const kinds = ["scheduled", "catch-up", "continuation"];

/**
 * Parses an invocation event; throws ConfigError naming the field and what is allowed.
 * The one schema, shared by the handler and `retention-job invoke`.
 */
export function parseEvent(input: unknown): RetentionEvent {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    throw new ConfigError("event", `must be a JSON object with "kind" one of ${kinds.join(", ")}`);
  }
  const kind = (input as { kind?: unknown }).kind;
  const schema =
    kind === "scheduled"
      ? scheduledEvent
      : kind === "continuation"
        ? continuationEvent
        : kind === undefined || kind === "catch-up"
          ? catchUpEvent
          : undefined;
  if (!schema) {
    throw new ConfigError(
      "event.kind",
      `${JSON.stringify(kind)} is not one of ${kinds.join(", ")}`,
    );
  }
  const result = schema.safeParse(input);
  if (!result.success) throw configErrorFrom(result.error, "event");
  return result.data;
}

/**
 * The runId of one night's scheduled run: a name-based UUID (version 5 layout, SHA-256) of the
 * function and the Scheduler's scheduled time, the same for every delivery of that night's event.
 */
export function scheduledRunId(functionName: string, scheduledTime: string): string {
  const hex = createHash("sha256")
    .update(
      `retention-job scheduled run\n${functionName}\n${new Date(scheduledTime).toISOString()}`,
    )
    .digest("hex");
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
