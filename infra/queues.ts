// The constructs' SQS queues, all made alike: SQS-managed encryption, TLS only, messages kept
// `retentionDays` (14 by default, SQS's longest): a failed invocation's event, an erase request,
// an erase request's dead letter.
import { Duration } from "aws-cdk-lib";
import * as sqs from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";

export function privateQueue(
  scope: Construct,
  id: string,
  props: Omit<sqs.QueueProps, "encryption" | "enforceSSL" | "retentionPeriod"> = {},
  retentionDays = 14,
): sqs.Queue {
  return new sqs.Queue(scope, id, {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(retentionDays),
    ...props,
  });
}
