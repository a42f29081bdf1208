// The erasure queue's batches (infra's RetentionJob `erasure`: an SQS queue an application sends
// erase requests to): each record's body an erase event, erased as an invoked one is. A record whose
// body is refused, or one of whose subjects failed (a lock wait, a trigger) or is left pending (erased
// in steps, out of time), is reported as a batch item failure: SQS retries it (a pending erasure
// resumes), then dead-letters it. Logged by message id, never a body or a key.
import type { SQSBatchResponse } from "aws-lambda";
import { ConfigError } from "../contract/errors.js";
import { isErasureEvent, type QueueBatch } from "../contract/events.js";
import { describeError } from "../engine/index.js";
import { type ErasureDeps, runErasureEvent } from "./erase.js";

type QueueRecord = QueueBatch["Records"][number];

/** The body's erase event, or the reason it is refused (naming fields, never quoting the body). */
function eventOf(record: QueueRecord): { event: unknown } | { refused: string } {
  let event: unknown;
  try {
    event = JSON.parse(record.body);
  } catch {
    // (JSON.parse's message quotes the body.)
    return { refused: "body: is not JSON" };
  }
  if (!isErasureEvent(event))
    return { refused: 'body.kind: the erasure queue takes erase events only ({"kind": "erase"})' };
  return { event };
}

/** Whether the record is done with (erased, held, not found); false: report it as failed. */
async function eraseRecord(record: QueueRecord, deps: ErasureDeps): Promise<boolean> {
  const log = deps.logger;
  const parsed = eventOf(record);
  if ("refused" in parsed) {
    log.error({ event: "erasure-message-refused", problem: parsed.refused }, "message refused");
    return false;
  }
  try {
    const result = await runErasureEvent(parsed.event, deps);
    // A subject erased in steps and left pending is resumed by the message's next delivery.
    const failed = result.subjects.filter((each) => ["failed", "pending"].includes(each.outcome));
    if (failed.length > 0)
      log.warn(
        { event: "erasure-message-failed", failed: failed.length },
        "a subject's erasure failed or is pending: retried",
      );
    return failed.length === 0;
  } catch (error) {
    if (error instanceof ConfigError) {
      // The fields only: a message may quote a subject's key (one not of the key column's type).
      const fields = error.problems.map((each) => each.field);
      log.error({ event: "erasure-message-refused", fields }, "message refused");
    } else {
      log.error({ event: "erasure-message-failed", error: describeError(error) }, "message failed");
    }
    return false;
  }
}

/** Each record of the batch erased in turn; those not done with reported for SQS to retry. */
export async function runErasureQueue(
  batch: QueueBatch,
  deps: ErasureDeps,
): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse["batchItemFailures"] = [];
  for (const record of batch.Records) {
    const logger = deps.logger.child({ messageId: record.messageId });
    if (!(await eraseRecord(record, { ...deps, logger })))
      failures.push({ itemIdentifier: record.messageId });
  }
  return { batchItemFailures: failures };
}
