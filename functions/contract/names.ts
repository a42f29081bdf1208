/** The names every part agrees on: the CLI, the Lambda, the stack and the operator commands. */

/** The product, as the service dimension of every metric and the application_name of every session. */
export const SERVICE_NAME = "retention-job";
/** The stack's default name, and the default CloudWatch namespace of the metrics. */
export const DEFAULT_STACK_NAME = "RetentionJob";
export const DEFAULT_NAMESPACE = "RetentionJob";

/** The function a stack deploys: one name everywhere (README, `invoke`, the stack output). */
export function functionNameFor(stackName: string): string {
  return `${stackName}-retention`;
}

/** The dashboard a stack deploys. */
export function dashboardNameFor(stackName: string): string {
  return `${stackName}-retention`;
}

/** The stack's outputs that `status` and `invoke` read: the stack writes them under these keys. */
export const STACK_OUTPUT = {
  functionName: "FunctionName",
  metricsNamespace: "MetricsNamespace",
  logGroupName: "LogGroupName",
  alarmTopicArn: "AlarmTopicArn",
  failureQueueUrl: "FailureQueueUrl",
} as const;

/** The events a policy that publishes sends to its EventBridge bus (a subscriber's rule matches these). */
export const DELETION_EVENT = {
  source: "retention-job",
  detailType: "Retention Rows Deleted",
} as const;

/** The schema of the job's own tables (the run ledger, the outbox) in the database it cleans. */
export const LEDGER_SCHEMA = "retention_job";
