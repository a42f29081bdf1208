// The erasure queue (RetentionJob's `erasure`): the SQS queue an application sends erase requests to,
// the function its consumer (one message a batch, partial batch responses), its dead-letter queue
// and that queue's alarm; optionally a rule forwarding the application's `Erasure Requested` events.
// Both queues SQS-encrypted and TLS-only; the function may receive and delete on the erasure queue
// only; the application is granted sending by its own app (or sends through the rule).
import { Duration } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as actions from "aws-cdk-lib/aws-cloudwatch-actions";
import * as events from "aws-cdk-lib/aws-events";
import * as targets from "aws-cdk-lib/aws-events-targets";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import type * as sns from "aws-cdk-lib/aws-sns";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { ERASURE_REQUEST_EVENT } from "../functions/contract/names.js";
import { failureQueueAlarm } from "./observe.js";
import { type CheckedProps, ERASURE_QUEUE, type ErasureProps } from "./props.js";
import { privateQueue } from "./queues.js";

export interface ErasureQueue {
  queue: sqs.Queue;
  deadLetterQueue: sqs.Queue;
  alarm: cloudwatch.Alarm;
  rule?: events.Rule;
}

/**
 * The application's `Erasure Requested` events on its bus, forwarded to the queue as erase events
 * (the detail's subjects; EventBridge may send to this queue from this rule only).
 */
function requestRule(
  scope: Construct,
  queue: sqs.Queue,
  props: ErasureProps,
): events.Rule | undefined {
  if (!props.eventBus) return undefined;
  return new events.Rule(scope, "ErasureRequestRule", {
    description: "retention-job: erase requests from the application's bus to the erasure queue",
    eventBus: props.eventBus,
    eventPattern: {
      detailType: [ERASURE_REQUEST_EVENT.detailType],
      ...(props.eventSource ? { source: [props.eventSource] } : {}),
    },
    targets: [
      new targets.SqsQueue(queue, {
        message: events.RuleTargetInput.fromObject({
          kind: "erase",
          subjects: events.EventField.fromPath("$.detail.subjects"),
        }),
      }),
    ],
  });
}

/** The erasure queue, its dead letters and their alarm (paging `topic`), feeding `fn`. */
export function createErasureQueue(
  scope: Construct,
  fn: lambda.Function,
  checked: CheckedProps,
  props: ErasureProps,
  topic: sns.ITopic,
): ErasureQueue {
  const days = ERASURE_QUEUE.retentionDays;
  const deadLetterQueue = privateQueue(scope, "ErasureDeadLetters", {}, days);
  // (cdk-nag knows it for the erasure queue's dead-letter queue: no SQS3 finding to acknowledge.)
  const queue = privateQueue(
    scope,
    "ErasureRequests",
    {
      // A message is invisible while its erasure may still run (AWS: 6x the function's timeout).
      visibilityTimeout: Duration.seconds(
        Math.round(checked.timeoutMinutes * 60 * ERASURE_QUEUE.visibilityTimeoutFactor),
      ),
      deadLetterQueue: {
        queue: deadLetterQueue,
        maxReceiveCount: (checked.erasure as NonNullable<CheckedProps["erasure"]>).maxReceiveCount,
      },
    },
    days,
  );
  fn.addEventSource(
    new SqsEventSource(queue, {
      batchSize: ERASURE_QUEUE.batchSize,
      reportBatchItemFailures: true,
      maxConcurrency: ERASURE_QUEUE.maxConcurrency,
    }),
  );
  const alarm = new cloudwatch.Alarm(
    scope,
    "ErasureFailedAlarm",
    failureQueueAlarm(
      deadLetterQueue,
      "An erase request was refused or its erasure failed on every delivery: its subjects are not erased (the message is in the erasure dead-letter queue).",
    ),
  );
  alarm.addAlarmAction(new actions.SnsAction(topic));
  const rule = requestRule(scope, queue, props);
  return { queue, deadLetterQueue, alarm, ...(rule ? { rule } : {}) };
}
