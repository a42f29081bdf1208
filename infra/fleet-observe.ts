// What a fleet watches: per target (its metrics under its Database dimension, known at synth) no
// successful run, backlog growth and the oldest row, each one alarm over the target's policies; for
// the fleet a night that failed (a target failed) and the share of targets that failed; one dashboard.
import { Duration } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as actions from "aws-cdk-lib/aws-cloudwatch-actions";
import type * as sns from "aws-cdk-lib/aws-sns";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import type * as sfn from "aws-cdk-lib/aws-stepfunctions";
import type { Construct } from "constructs";
import { type AlarmRule, alarmRules } from "../functions/contract/alarms.js";
import { FLEET_TARGET_ALARM_KINDS } from "../functions/contract/fleet.js";
import {
  DATABASE_DIMENSION,
  METRIC,
  type MetricName,
  POLICY_DIMENSION,
  SERVICE_DIMENSION,
  SERVICE_NAME,
} from "../functions/contract/metrics.js";
import type { CheckedFleet, CheckedTarget } from "./fleet-props.js";
import { failureQueueAlarm } from "./observe.js";

/** The per-target alarms the fleet keeps (of the RetentionJob's rules), one alarm per kind. */
const TARGET_KINDS = FLEET_TARGET_ALARM_KINDS;

/** CloudWatch: an alarm's metric math may use at most 10 metrics. */
const METRICS_PER_ALARM = 10;

/** An hour: the fleet alarms' period (Metrics Insights queries look back at most 3 hours). */
const FLEET_PERIOD = Duration.hours(1);

export interface FleetAlarms {
  /** By target name: its alarms (no successful run, backlog growing, oldest row overdue). */
  perTarget: Record<string, cloudwatch.Alarm[]>;
  /** The night's execution failed: some target's run failed, was skipped or never reported. */
  nightFailed: cloudwatch.Alarm;
  /** At least failureSharePercent of the targets' runs failed within an hour. */
  failureShare: cloudwatch.Alarm;
  failedInvocations: cloudwatch.Alarm;
  all: cloudwatch.Alarm[];
}

/** A rule's metric for one target: the same identity, with the target's Database dimension. */
function targetMetric(namespace: string, rule: AlarmRule, database: string) {
  return new cloudwatch.Metric({
    namespace,
    metricName: rule.metric,
    dimensionsMap: { ...rule.dimensions, [DATABASE_DIMENSION]: database },
    statistic: rule.statistic,
    period: Duration.seconds(rule.periodSeconds),
  });
}

/**
 * Rules of one kind over a target's policies as one alarm: MAX over each policy's series minus its
 * threshold, above 0 (each rule compares GreaterThanThreshold); one rule is its own metric.
 */
function combined(namespace: string, rules: AlarmRule[], database: string): cloudwatch.IMetric {
  const [first] = rules as [AlarmRule];
  if (rules.length === 1 && !first.expression) return targetMetric(namespace, first, database);
  const usingMetrics = Object.fromEntries(
    rules.map((rule, index) => [`m${index}`, targetMetric(namespace, rule, database)]),
  );
  const terms = rules.map(
    (rule, index) =>
      `${rule.expression ? `${rule.expression}(m${index})` : `m${index}`} - ${rule.threshold}`,
  );
  return new cloudwatch.MathExpression({
    expression: `MAX([${terms.join(", ")}])`,
    label: `${database} ${first.kind}`,
    usingMetrics,
    period: Duration.seconds(first.periodSeconds),
  });
}

/** One target's alarms, each kind one alarm (or one per 10 policies). */
function targetAlarms(
  scope: Construct,
  namespace: string,
  { target, checked }: CheckedTarget,
  graceMs: number | undefined,
): cloudwatch.Alarm[] {
  const rules = alarmRules({
    policies: checked.table.policies,
    retentionIntervalMs: checked.retentionIntervalMs,
    oldestAgeGraceMs: graceMs,
  }).filter((rule) => TARGET_KINDS.includes(rule.kind));
  const alarms: cloudwatch.Alarm[] = [];
  for (const kind of TARGET_KINDS) {
    const ofKind = rules.filter((rule) => rule.kind === kind);
    for (let at = 0; at < ofKind.length; at += METRICS_PER_ALARM) {
      const chunk = ofKind.slice(at, at + METRICS_PER_ALARM);
      const [first] = chunk as [AlarmRule];
      const single = chunk.length === 1 && !first.expression;
      if (!single && chunk.some((rule) => rule.comparison !== "GreaterThanThreshold"))
        throw new Error(`${kind}: only GreaterThanThreshold rules combine into one alarm`);
      const suffix = at === 0 ? "" : String(at / METRICS_PER_ALARM + 1);
      const kindId = kind.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
      alarms.push(
        new cloudwatch.Alarm(
          scope,
          `${target.name.replace(/[^A-Za-z0-9]/g, "")}${kindId}${suffix}`,
          {
            alarmDescription: `${target.name}: ${first.description}`,
            metric: combined(namespace, chunk, target.name),
            threshold: single ? first.threshold : 0,
            comparisonOperator: first.comparison as cloudwatch.ComparisonOperator,
            evaluationPeriods: first.evaluationPeriods,
            datapointsToAlarm: first.datapointsToAlarm,
            treatMissingData: first.treatMissingData as cloudwatch.TreatMissingData,
          },
        ),
      );
    }
  }
  return alarms;
}

/** A Metrics Insights query over every target's run metric (the Database dimension's series). */
function fleetQuery(namespace: string, metric: MetricName, statistic: "SUM" | "MAX", by = "") {
  return new cloudwatch.MathExpression({
    expression: `SELECT ${statistic}(${metric}) FROM SCHEMA("${namespace}", ${DATABASE_DIMENSION}, ${SERVICE_DIMENSION}) WHERE ${SERVICE_DIMENSION} = '${SERVICE_NAME}'${by}`,
    label: metric,
    period: FLEET_PERIOD,
  });
}

export interface FleetAlarmParts {
  fleet: CheckedFleet;
  namespace: string;
  oldestAgeGraceMs?: number;
  stateMachine: sfn.StateMachine;
  failureQueue: sqs.Queue;
  topic: sns.ITopic;
}

/** Every alarm of the fleet, each paging `topic`. */
export function createFleetAlarms(scope: Construct, parts: FleetAlarmParts): FleetAlarms {
  const { fleet, namespace } = parts;
  const perTarget = Object.fromEntries(
    fleet.targets.map((each) => [
      each.target.name,
      targetAlarms(scope, namespace, each, parts.oldestAgeGraceMs),
    ]),
  );
  const nightFailed = new cloudwatch.Alarm(scope, "NightFailedAlarm", {
    alarmDescription:
      "The fleet's night failed: a target's run failed, was skipped (outside its window) or never reported; its outcome is in the execution's Summary.",
    metric: parts.stateMachine.metricFailed({ period: FLEET_PERIOD, statistic: "Sum" }),
    threshold: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
  const failing = Math.max(1, Math.ceil((fleet.failureSharePercent / 100) * fleet.targets.length));
  const failureShare = new cloudwatch.Alarm(scope, "FailureShareAlarm", {
    alarmDescription: `At least ${fleet.failureSharePercent}% of the fleet's ${fleet.targets.length} targets (${failing}) had a failed run within an hour: something common to them (network, credentials, a release) is broken.`,
    metric: fleetQuery(namespace, METRIC.runFailed, "SUM"),
    threshold: failing,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
  const failedInvocations = new cloudwatch.Alarm(
    scope,
    "FailedInvocationsAlarm",
    failureQueueAlarm(
      parts.failureQueue,
      "An invocation (or the schedule's start of a night) could not be handled and landed in the failure queue.",
    ),
  );
  const all = [nightFailed, failureShare, failedInvocations, ...Object.values(perTarget).flat()];
  for (const alarm of all) alarm.addAlarmAction(new actions.SnsAction(parts.topic));
  return { perTarget, nightFailed, failureShare, failedInvocations, all };
}

/** The fleet's dashboard: its alarms, then each run metric by target (one line per Database). */
export function createFleetDashboard(
  scope: Construct,
  parts: { fleet: CheckedFleet; namespace: string; alarms: FleetAlarms; dashboardName: string },
): cloudwatch.Dashboard {
  const { namespace, alarms } = parts;
  const dashboard = new cloudwatch.Dashboard(scope, "Dashboard", {
    dashboardName: parts.dashboardName,
  });
  // An alarm status widget shows at most 100 alarms.
  const shown = alarms.all;
  for (let at = 0; at < shown.length; at += 100) {
    dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({
        title: at === 0 ? "Fleet alarms" : `Fleet alarms (${at + 1}-)`,
        alarms: shown.slice(at, at + 100),
        width: 24,
      }),
    );
  }
  const byTarget = ` GROUP BY ${DATABASE_DIMENSION}`;
  const perPolicy = (metric: MetricName, statistic: "SUM" | "MAX") =>
    new cloudwatch.MathExpression({
      expression: `SELECT ${statistic}(${metric}) FROM SCHEMA("${namespace}", ${DATABASE_DIMENSION}, ${POLICY_DIMENSION}, ${SERVICE_DIMENSION}) GROUP BY ${DATABASE_DIMENSION}`,
      label: metric,
      period: FLEET_PERIOD,
    });
  const graph = (title: string, metric: cloudwatch.IMetric) =>
    new cloudwatch.GraphWidget({ title, left: [metric], width: 12 });
  dashboard.addWidgets(
    graph("Failed runs by target", fleetQuery(namespace, METRIC.runFailed, "SUM", byTarget)),
    graph("Succeeded runs by target", fleetQuery(namespace, METRIC.runSucceeded, "SUM", byTarget)),
    graph("Rows deleted by target", perPolicy(METRIC.rowsDeleted, "SUM")),
    graph("Backlog by target (its largest policy)", perPolicy(METRIC.backlog, "MAX")),
    graph("Oldest row's age by target (seconds)", perPolicy(METRIC.oldestAgeSeconds, "MAX")),
    graph(
      "Run duration by target (ms)",
      fleetQuery(namespace, METRIC.runDurationMs, "MAX", byTarget),
    ),
  );
  return dashboard;
}
