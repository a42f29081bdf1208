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

/**
 * The event an application puts on its bus to ask for an erasure (the construct's
 * `erasure.eventBus`): detail `{"subjects": ["42"]}`, forwarded to the erasure queue as an erase event.
 */
export const ERASURE_REQUEST_EVENT = { detailType: "Erasure Requested" } as const;

/** Where the function copies each run's evidence records in its EVIDENCE_BUCKET unless EVIDENCE_PREFIX says. */
export const EVIDENCE_PREFIX = "retention-evidence/";

/** The schema of the job's own tables (the run ledger, the outbox) in the database it cleans. */
export const LEDGER_SCHEMA = "retention_job";

/** An S3 bucket's name, as S3 allows it (lower case, digits, dots and hyphens; 3 to 63). */
export const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** `s3://bucket` or `s3://bucket/key…` → its bucket and the rest (empty when none). */
export function parseS3Url(text: string): { bucket: string; key: string } | undefined {
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(text);
  if (!match || !S3_BUCKET_NAME.test(match[1] as string)) return undefined;
  return { bucket: match[1] as string, key: match[2] ?? "" };
}

/** A fleet's function, state machine and dashboard (infra's RetentionFleet): `<stack>-fleet`. */
export function fleetNameFor(stackName: string): string {
  return `${stackName}-fleet`;
}

/**
 * Where a fleet keeps its evidence in its evidence bucket, under `fleet/<state machine>/`: each
 * night's Summary under `nights/` (`<scheduled time>/<execution name>.json`, put by the state
 * machine), each target's run records under `targets/<target>/` (`<date>/<run id>.jsonl`, as a
 * RetentionJob's under EVIDENCE_PREFIX, put by the function). Disjoint, so each writer is granted
 * its own.
 */
export const FLEET_EVIDENCE = {
  nights: (stateMachineName: string): string => `fleet/${stateMachineName}/nights/`,
  targets: (stateMachineName: string): string => `fleet/${stateMachineName}/targets/`,
  target: (stateMachineName: string, target: string): string =>
    `${FLEET_EVIDENCE.targets(stateMachineName)}${target}/`,
} as const;
