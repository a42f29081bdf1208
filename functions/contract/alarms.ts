/**
 * The alarm rules, stated once. The stack turns each into a CloudWatch alarm; `retention-job status`
 * judges health by evaluating the same rules over the metrics it reads; the tests evaluate them too.
 */

import { type MechanismName, mechanismFacts } from "./mechanisms.js";
import { METRIC, type MetricName, metricIdentity } from "./metrics.js";

export type Comparison =
  | "GreaterThanThreshold"
  | "GreaterThanOrEqualToThreshold"
  | "LessThanThreshold"
  | "LessThanOrEqualToThreshold";
export type MissingData = "breaching" | "notBreaching" | "ignore" | "missing";

export type AlarmKind =
  | "no-successful-run"
  | "errors"
  | "backlog-growing"
  | "oldest-row-overdue"
  | "breaker-tripped"
  | "lifecycle-mismatch"
  | "deletions-unpublished"
  | "archive-verification"
  /** The construct's alarm on its failure queue (AWS/SQS), not one of alarmRules. */
  | "failed-invocations";

export interface AlarmRule {
  /** Construct id of the alarm (stable: it names the CloudFormation resource). */
  id: string;
  kind: AlarmKind;
  description: string;
  policy?: string;
  /** A store entry's name (the metric's Bucket dimension, named when every store was a bucket). */
  bucket?: string;
  metric: MetricName;
  /** The metric's exact dimension set (metricIdentity): CloudWatch matches name and every dimension. */
  dimensions: Record<string, string>;
  /** The metrics' namespace, where the rule was read from a deployment (a synthesized template). */
  namespace?: string;
  statistic: "Sum" | "Maximum";
  periodSeconds: number;
  /** Metric math over the metric's series; DIFF: each value minus the one before it. */
  expression?: "DIFF";
  threshold: number;
  comparison: Comparison;
  evaluationPeriods: number;
  datapointsToAlarm: number;
  treatMissingData: MissingData;
}

/** What the rules need to know of a policy. */
export interface AlarmPolicy {
  name: string;
  retentionMs: number;
  mechanism?: MechanismName;
  /** false: the policy only keeps the newest rows; no retention, no oldest-row alarm. */
  ageRule?: boolean;
  /** Its deletions go to an EventBridge bus through the outbox. */
  publish?: boolean;
  /** Its rows (or partitions) are archived before they go. */
  archive?: object;
}

export interface AlarmInputs {
  policies: AlarmPolicy[];
  /** The retention table's store entries (buckets among them): each gets a lifecycle-mismatch alarm. */
  stores?: { name: string }[];
  retentionIntervalMs: number;
  /** Slack before the oldest-row alarm; default 2 x interval (the retention SLO). */
  oldestAgeGraceMs?: number;
}

/** The part of a policy name CloudFormation accepts in a construct id. */
export const alarmIdOf = (policy: string) => policy.replace(/[^A-Za-z0-9]/g, "");

export function graceOf(inputs: AlarmInputs): number {
  return inputs.oldestAgeGraceMs ?? 2 * inputs.retentionIntervalMs;
}

/** The oldest remaining row may be this old before the job counts as broken (the method: alarm on the oldest row). */
export function oldestAgeLimitSeconds(policy: AlarmPolicy, graceMs: number): number {
  return Math.round((policy.retentionMs + graceMs) / 1000);
}

/** The rules of a deployment: each watches its metric's identity (contract/metrics.ts). */
export function alarmRules(inputs: AlarmInputs): AlarmRule[] {
  return ruleShapes(inputs).map((rule) => ({
    ...rule,
    dimensions: metricIdentity(rule.metric, rule.policy ?? rule.bucket).dimensions,
  }));
}

type RuleShape = Omit<AlarmRule, "dimensions">;

/** A rule that fires on the first period whose maximum is above `threshold` (no data: fine). */
const firstBreach = (
  rule: Pick<RuleShape, "id" | "kind" | "description" | "metric" | "periodSeconds"> &
    Partial<RuleShape>,
): RuleShape => ({
  statistic: "Maximum",
  threshold: 0,
  comparison: "GreaterThanThreshold",
  evaluationPeriods: 1,
  datapointsToAlarm: 1,
  treatMissingData: "notBreaching",
  ...rule,
});

/** The run's own rules: the identity worker's "no successful run" and errors alerts. */
function runRules(interval: number): RuleShape[] {
  return [
    {
      id: "NoSuccessfulRunAlarm",
      kind: "no-successful-run",
      description:
        "No successful retention run within 2 x RetentionInterval: the worker is stuck and personal data outlives its retention (compliance).",
      metric: METRIC.runSucceeded,
      statistic: "Sum",
      periodSeconds: 2 * interval,
      threshold: 1,
      comparison: "LessThanThreshold",
      evaluationPeriods: 1,
      datapointsToAlarm: 1,
      treatMissingData: "breaching",
    },
    firstBreach({
      id: "ErrorsAlarm",
      kind: "errors",
      description:
        "A retention run reported errors (failed policy or segment). Rows stay and go after recovery.",
      metric: METRIC.errors,
      statistic: "Sum",
      periodSeconds: 3600,
    }),
  ];
}

/**
 * The oldest-row rule of a policy. A monthly partition goes once its whole month is past the
 * cutoff, so rows stay up to a month longer by design: for drop-partitions the promise is that a
 * partition due is gone after the next run, and OverdueSeconds (how long the oldest partition
 * still attached has been due, 0 when none is) is what it watches.
 */
function oldestRowRule(policy: AlarmPolicy, interval: number, graceMs: number): RuleShape {
  const common = {
    id: `OldestRowOverdue${alarmIdOf(policy.name)}`,
    kind: "oldest-row-overdue" as const,
    policy: policy.name,
    periodSeconds: interval,
  };
  return mechanismFacts(policy.mechanism).onTime === "overdue-partition"
    ? firstBreach({
        ...common,
        description: `A partition of ${policy.name} that should have been dropped is still attached after a run: the job is broken, whatever it reports.`,
        metric: METRIC.overdueSeconds,
      })
    : firstBreach({
        ...common,
        description: `A row of ${policy.name} outlived its retention plus grace: the job is broken, whatever it reports.`,
        metric: METRIC.oldestAgeSeconds,
        threshold: oldestAgeLimitSeconds(policy, graceMs),
      });
}

/** A policy's rules: its backlog growing, its oldest row, its breaker. */
function policyRules(policy: AlarmPolicy, interval: number, graceMs: number): RuleShape[] {
  const id = alarmIdOf(policy.name);
  return [
    {
      id: `BacklogGrowing${id}`,
      kind: "backlog-growing",
      description: `Backlog of ${policy.name} grew over 3 consecutive runs: the job does not keep up.`,
      policy: policy.name,
      metric: METRIC.backlog,
      statistic: "Maximum",
      periodSeconds: interval,
      expression: "DIFF",
      threshold: 0,
      comparison: "GreaterThanThreshold",
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      treatMissingData: "notBreaching",
    },
    ...(policy.ageRule === false ? [] : [oldestRowRule(policy, interval, graceMs)]),
    firstBreach({
      id: `BreakerTripped${id}`,
      kind: "breaker-tripped",
      description: `The breaker stopped ${policy.name}: a run would have deleted far more than usual (or than its limit). Nothing was deleted in it; check the rule and the data, then allow the run if it is meant.`,
      policy: policy.name,
      metric: METRIC.breakerTripped,
      periodSeconds: interval,
    }),
    ...(policy.archive
      ? [
          firstBreach({
            id: `ArchiveVerification${id}`,
            kind: "archive-verification",
            description: `An archive object of ${policy.name} did not read back as written (checksum or row count): its rows stayed in the database and are overdue until the object store is fixed.`,
            policy: policy.name,
            metric: METRIC.archiveVerificationFailures,
            periodSeconds: interval,
          }),
        ]
      : []),
  ];
}

/** Deleted rows' keys waiting in the outbox longer than the interval (derived stores told late). */
const outboxRule = (interval: number): RuleShape =>
  firstBreach({
    id: "DeletionsUnpublishedAlarm",
    kind: "deletions-unpublished",
    description:
      "Keys of deleted rows have waited in the outbox longer than RetentionInterval: derived stores (search, analytics, caches) keep data the database no longer has. Check the event bus and the function's PutEvents errors.",
    metric: METRIC.outboxAgeSeconds,
    periodSeconds: interval,
    threshold: interval,
  });

/** A store entry whose expiry (a bucket's lifecycle, a table's TTL) does not keep its retention. */
const storeRule = (store: { name: string }, interval: number): RuleShape =>
  firstBreach({
    id: `LifecycleMismatch${alarmIdOf(store.name)}`,
    kind: "lifecycle-mismatch",
    description: `The expiry of store entry ${store.name} (a bucket's lifecycle rule, a table's Time to Live) does not keep its retention, or cannot be read: what it holds outlives its retention. The run's store-checked line, or retention-job plan, says why.`,
    bucket: store.name,
    metric: METRIC.lifecycleMismatch,
    periodSeconds: interval,
  });

function ruleShapes(inputs: AlarmInputs): RuleShape[] {
  const interval = Math.round(inputs.retentionIntervalMs / 1000);
  const graceMs = graceOf(inputs);
  return [
    ...runRules(interval),
    ...inputs.policies.flatMap((policy) => policyRules(policy, interval, graceMs)),
    ...(inputs.policies.some((policy) => policy.publish) ? [outboxRule(interval)] : []),
    ...(inputs.stores ?? []).map((store) => storeRule(store, interval)),
  ];
}

export type AlarmState = "OK" | "ALARM" | "INSUFFICIENT_DATA";

/** One period's aggregated value of the rule's metric; null where the metric had no data. */
export type Datapoint = number | null;

function breaches(rule: AlarmRule, value: number): boolean {
  switch (rule.comparison) {
    case "GreaterThanThreshold":
      return value > rule.threshold;
    case "GreaterThanOrEqualToThreshold":
      return value >= rule.threshold;
    case "LessThanThreshold":
      return value < rule.threshold;
    case "LessThanOrEqualToThreshold":
      return value <= rule.threshold;
  }
}

/** DIFF as CloudWatch metric math computes it: over the datapoints that exist, each minus the previous one. */
export function applyExpression(rule: AlarmRule, series: Datapoint[]): Datapoint[] {
  if (rule.expression !== "DIFF") return series;
  let previous: number | null = null;
  return series.map((value) => {
    if (value === null) return null;
    const diff = previous === null ? null : value - previous;
    previous = value;
    return diff;
  });
}

/**
 * The state a CloudWatch alarm would be in after the last period of `series` (one aggregated
 * value per period of the rule, oldest first): the last `evaluationPeriods` periods are looked at,
 * missing ones treated as the rule says, ALARM when at least `datapointsToAlarm` breach.
 * `previous` is kept when every period is missing and the rule ignores missing data.
 */
export function evaluateAlarm(
  rule: AlarmRule,
  series: Datapoint[],
  previous: AlarmState = "INSUFFICIENT_DATA",
): AlarmState {
  const values = applyExpression(rule, series).slice(-rule.evaluationPeriods);
  while (values.length < rule.evaluationPeriods) values.unshift(null);
  let breaching = 0;
  let present = 0;
  for (const value of values) {
    if (value === null) {
      if (rule.treatMissingData === "breaching") breaching++;
      continue;
    }
    present++;
    if (breaches(rule, value)) breaching++;
  }
  if (breaching >= rule.datapointsToAlarm) return "ALARM";
  if (present > 0) return "OK";
  switch (rule.treatMissingData) {
    case "notBreaching":
      return "OK";
    case "ignore":
      return previous;
    default:
      return "INSUFFICIENT_DATA";
  }
}
