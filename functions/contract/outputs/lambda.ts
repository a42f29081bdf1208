// What the Lambda function returns (a segment's result, an erase event's, the erasure queue's batch
// response), what a fleet item's run tells its state machine, and the deletion events it publishes.
import { z } from "zod";
import { DELETION_EVENT } from "../names.js";
import { holdResultFields } from "./cli.js";
import {
  describedError,
  drainReport,
  legacyBucketFinding,
  policyTotals,
  schemaVersion,
  storeFinding,
  subjectResult,
} from "./common.js";

export const segmentStatus = z.enum([
  "continued",
  "chain-finished",
  "succeeded",
  "partial",
  "failed",
  "duplicate",
  "skipped",
  "refused",
]);

/** A segment's result (lambda/context.ts's SegmentResult), without its schema's version. */
export const segmentResultFields = {
  status: segmentStatus,
  stores: z.array(storeFinding).optional().describe("the final segment: each store entry's check"),
  buckets: z.array(legacyBucketFinding).optional().meta({
    deprecated: true,
    description:
      "DEPRECATED (0.2.0; removed in 0.3.0): the s3-lifecycle entries of `stores`, in the shape this field had before the result said `stores`",
  }),
  published: drainReport.optional(),
  runId: z.string().optional(),
  segment: z.number().optional(),
  reason: z.string().optional(),
  error: describedError.optional().describe("a run refused as a whole (its clocks disagree): why"),
  rerunOf: z.string().optional().describe("a fleet target's re-run: the night's run it ran again"),
  totals: z.record(z.string(), policyTotals).optional(),
};

const segmentResult = z
  .strictObject({ schemaVersion: schemaVersion("lambda-result"), ...segmentResultFields })
  .meta({ title: "segment", description: "a scheduled, catch-up or continuation event's segment" });

export const erasureResultFields = {
  kind: z.literal("erase"),
  erasure: z.string(),
  subjects: z.array(subjectResult),
};

const erasureResult = z
  .strictObject({ schemaVersion: schemaVersion("lambda-result"), ...erasureResultFields })
  .meta({ title: "erase", description: "an erase event's subjects, each by keyed hash" });

const holdResult = z
  .strictObject({
    schemaVersion: schemaVersion("lambda-result"),
    kind: z.enum(["hold-add", "hold-list", "hold-release"]),
    holds: holdResultFields.holds,
    due: holdResultFields.due,
  })
  .meta({ title: "hold", description: "a hold event's holds (a subject only by keyed hash)" });

/** Lambda's partial batch response for SQS, as AWS defines it (no field of ours is added). */
const batchResponse = z
  .strictObject({
    batchItemFailures: z.array(z.strictObject({ itemIdentifier: z.string() })),
  })
  .meta({
    title: "sqs-batch",
    description: "the erasure queue's batch: the records SQS is to deliver again",
  });

export const lambdaResult = z
  .union([segmentResult, erasureResult, holdResult, batchResponse])
  .describe("what the Lambda handler returns, by the event it was given");

/** What a fleet's item reports to its state machine (SendTaskSuccess's output, SendTaskFailure's cause). */
export const fleetOutcome = z
  .strictObject({
    schemaVersion: schemaVersion("fleet-outcome"),
    target: z.string(),
    status: z.enum([...segmentStatus.options, "crashed"]),
    runId: z.string().optional(),
    reason: z.string().optional(),
    deleted: z.number(),
    errors: z
      .array(describedError.extend({ policy: z.string().optional() }))
      .optional()
      .describe(
        "why a failed run failed: each failed policy's error (at most FLEET.outcomeErrors)",
      ),
    rerunOf: z.string().optional(),
  })
  .describe(
    "a fleet target's run, as its item reports it to the fleet's state machine (task success output, or task failure cause)",
  );

/** The detail of a deletion event (engine/ledger/outbox.ts.s DeletionEvent): keys only. */
export const deletionEventFields = {
  eventId: z.string(),
  policy: z.string(),
  table: z.string(),
  runId: z.string(),
  keyColumns: z.array(z.string()),
  keys: z.array(z.array(z.string())),
};

export const deletionEvent = z
  .strictObject({ schemaVersion: schemaVersion("deletion-event"), ...deletionEventFields })
  .describe(
    `the detail of an EventBridge event of source "${DELETION_EVENT.source}", detail-type "${DELETION_EVENT.detailType}": the keys of rows a run deleted, never another column`,
  );
