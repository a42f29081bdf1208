// What the construct watches: the alarms (from the contract's rules, the same `status` evaluates,
// plus the failure queue's), the topic they page, and the dashboard.
import { Duration, Stack } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as actions from "aws-cdk-lib/aws-cloudwatch-actions";
import * as iam from "aws-cdk-lib/aws-iam";
import * as kms from "aws-cdk-lib/aws-kms";
import * as sns from "aws-cdk-lib/aws-sns";
import * as subscriptions from "aws-cdk-lib/aws-sns-subscriptions";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import type { AlarmRule } from "../functions/contract/alarms.js";
import {
  METRIC,
  type MetricIdentity,
  type MetricName,
  metricIdentity,
} from "../functions/contract/metrics.js";
import { dashboardNameFor } from "../functions/contract/names.js";
import type { Policy } from "../functions/contract/retention-table.js";

/** A metric as the function emits it: its identity (name and exact dimensions) from the contract. */
function metric(namespace: string, identity: MetricIdentity, statistic: string, period: Duration) {
  return new cloudwatch.Metric({
    namespace,
    metricName: identity.metricName,
    dimensionsMap: identity.dimensions,
    statistic,
    period,
  });
}

/** The rule's metric, or its metric math (DIFF) over it. */
function ruleMetric(namespace: string, rule: AlarmRule): cloudwatch.IMetric {
  const period = Duration.seconds(rule.periodSeconds);
  const base = metric(
    namespace,
    { metricName: rule.metric, dimensions: rule.dimensions },
    rule.statistic,
    period,
  );
  if (!rule.expression) return base;
  const name = rule.metric.charAt(0).toLowerCase() + rule.metric.slice(1);
  return new cloudwatch.MathExpression({
    expression: `${rule.expression}(${name})`,
    label: `${rule.policy ?? "run"} ${name} ${rule.expression}`,
    usingMetrics: { [name]: base },
    period,
  });
}

/** An SNS topic encrypted with a key CloudWatch may use. */
export function createAlarmTopic(scope: Construct, email: string | undefined): sns.Topic {
  const topicKey = new kms.Key(scope, "AlarmTopicKey", {
    description: "retention-job alarm topic",
    enableKeyRotation: true,
  });
  topicKey.grant(
    new iam.ServicePrincipal("cloudwatch.amazonaws.com"),
    "kms:Decrypt",
    "kms:GenerateDataKey*",
  );
  const topic = new sns.Topic(scope, "AlarmTopic", { masterKey: topicKey, enforceSSL: true });
  if (email) topic.addSubscription(new subscriptions.EmailSubscription(email));
  return topic;
}

/** Each rule as a CloudWatch alarm, and the failure queue's alarm, all paging `topic`. */
/** The alarm on a failure queue: any message visible in it (a job's, a fleet's). */
export function failureQueueAlarm(
  queue: sqs.Queue,
  alarmDescription: string,
): cloudwatch.AlarmProps {
  return {
    alarmDescription,
    metric: queue.metricApproximateNumberOfMessagesVisible({
      statistic: "Maximum",
      period: Duration.minutes(5),
    }),
    threshold: 0,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  };
}

export function createAlarms(
  scope: Construct,
  rules: AlarmRule[],
  namespace: string,
  failureQueue: sqs.Queue,
  topic: sns.ITopic,
): Map<string, cloudwatch.Alarm> {
  const alarms = new Map<string, cloudwatch.Alarm>();
  const add = (id: string, props: cloudwatch.AlarmProps) => {
    const alarm = new cloudwatch.Alarm(scope, id, props);
    alarm.addAlarmAction(new actions.SnsAction(topic));
    alarms.set(id, alarm);
  };
  for (const rule of rules) {
    add(rule.id, {
      alarmDescription: rule.description,
      metric: ruleMetric(namespace, rule),
      threshold: rule.threshold,
      comparisonOperator: rule.comparison as cloudwatch.ComparisonOperator,
      evaluationPeriods: rule.evaluationPeriods,
      datapointsToAlarm: rule.datapointsToAlarm,
      treatMissingData: rule.treatMissingData as cloudwatch.TreatMissingData,
    });
  }
  add(
    "FailedInvocationsAlarm",
    failureQueueAlarm(
      failureQueue,
      "An invocation could not be handled and landed in the failure queue (bad event or crash).",
    ),
  );
  return alarms;
}

/** What the runs did, and whether any alarm is firing; each alarm line drawn from its rule. */
export function createDashboard(
  scope: Construct,
  namespace: string,
  policies: Policy[],
  rules: AlarmRule[],
  alarms: cloudwatch.Alarm[],
): cloudwatch.Dashboard {
  const day = Duration.days(1);
  const overdueLines = (name: MetricName) =>
    rules
      .filter((rule) => rule.kind === "oldest-row-overdue" && rule.metric === name)
      .map((rule) => ({ value: rule.threshold, label: `${rule.policy} alarm` }));
  const perPolicy = (name: MetricName, statistic: string) =>
    policies.map((policy) =>
      metric(namespace, metricIdentity(name, policy.name), statistic, day).with({
        label: policy.name,
      }),
    );
  const run = (name: MetricName, statistic: string) =>
    metric(namespace, metricIdentity(name), statistic, day);
  const graph = (
    title: string,
    left: cloudwatch.IMetric[],
    more: Partial<cloudwatch.GraphWidgetProps> = {},
  ) => new cloudwatch.GraphWidget({ title, left, width: 12, ...more });
  const dashboard = new cloudwatch.Dashboard(scope, "Dashboard", {
    dashboardName: dashboardNameFor(Stack.of(scope).stackName),
  });
  dashboard.addWidgets(
    new cloudwatch.AlarmStatusWidget({ title: "Alarms", alarms, width: 24 }),
    graph("Rows deleted per night", perPolicy(METRIC.rowsDeleted, "Sum")),
    graph("Backlog at the end of the run", perPolicy(METRIC.backlog, "Maximum")),
    graph("Oldest row's age (seconds)", perPolicy(METRIC.oldestAgeSeconds, "Maximum"), {
      leftAnnotations: overdueLines(METRIC.oldestAgeSeconds),
    }),
    graph(
      "Overdue: seconds past due of the oldest row (or partition) that should be gone",
      perPolicy(METRIC.overdueSeconds, "Maximum"),
      { leftAnnotations: overdueLines(METRIC.overdueSeconds) },
    ),
    graph("Held and blocked rows", [
      ...perPolicy(METRIC.held, "Maximum"),
      ...perPolicy(METRIC.blocked, "Maximum"),
    ]),
    graph("Run duration (ms) and segments", [run(METRIC.runDurationMs, "Maximum")], {
      right: [run(METRIC.segments, "Maximum")],
    }),
    graph("Runs: succeeded, failed, errors", [
      run(METRIC.runSucceeded, "Sum"),
      run(METRIC.runFailed, "Sum"),
      run(METRIC.errors, "Sum"),
    ]),
  );
  return dashboard;
}
