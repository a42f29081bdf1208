/**
 * The alarms of a synthesized template, read back as the contract's AlarmRule shape, so that the
 * one evaluator (functions/contract/alarms.ts) can judge what the stack deploys, not a copy of it.
 * Reads the subset the stack uses: a single metric, or metric math DIFF over one metric.
 */
import {
  type AlarmKind,
  type AlarmRule,
  alarmRules,
  type Comparison,
  type MissingData,
} from "../functions/contract/alarms.js";
import {
  BUCKET_DIMENSION,
  METRIC,
  type MetricName,
  POLICY_DIMENSION,
} from "../functions/contract/metrics.js";

const DAY_MS = 86_400_000;

interface CfnMetricStat {
  Metric: {
    MetricName: string;
    Namespace?: string;
    Dimensions?: { Name: string; Value: string }[];
  };
  Period: number;
  Stat: string;
}

interface CfnAlarm {
  Type: string;
  Properties: {
    AlarmDescription?: string;
    MetricName?: string;
    Namespace?: string;
    Dimensions?: { Name: string; Value: string }[];
    Statistic?: string;
    Period?: number;
    Metrics?: {
      Id: string;
      Expression?: string;
      MetricStat?: CfnMetricStat;
      ReturnData?: boolean;
    }[];
    Threshold: number;
    ComparisonOperator: Comparison;
    EvaluationPeriods: number;
    DatapointsToAlarm?: number;
    TreatMissingData?: MissingData;
  };
}

/**
 * What each metric's alarm is about (it words a verdict; evaluation does not read it), derived from
 * the contract's rules for a table that has every kind of alarm, and the failure queue's (AWS/SQS).
 */
const kindOf: Record<string, AlarmKind> = {
  ...Object.fromEntries(
    alarmRules({
      policies: [
        { name: "rows", retentionMs: DAY_MS, publish: true, archive: {} },
        { name: "partitions", retentionMs: DAY_MS, mechanism: "drop-partitions" },
      ],
      stores: [{ name: "bucket" }],
      retentionIntervalMs: DAY_MS,
    }).map((rule) => [rule.metric, rule.kind]),
  ),
  ApproximateNumberOfMessagesVisible: "failed-invocations",
};

/**
 * An alarm of the template as a rule; `id` is its logical id. Alarms on metrics that are not ours
 * (the failure queue's, AWS/SQS) are left out unless named in `otherMetrics`.
 */
export function rulesFromTemplate(
  template: { Resources?: Record<string, unknown> },
  otherMetrics: string[] = [],
): AlarmRule[] {
  const rules: AlarmRule[] = [];
  for (const [logicalId, resource] of Object.entries(template.Resources ?? {})) {
    const alarm = resource as CfnAlarm;
    if (alarm.Type !== "AWS::CloudWatch::Alarm") continue;
    const p = alarm.Properties;
    const math = p.Metrics?.find((each) => each.Expression);
    const stat = p.Metrics?.find((each) => each.MetricStat)?.MetricStat;
    const metric = stat?.Metric.MetricName ?? p.MetricName;
    if (
      !Object.values(METRIC).includes(metric as MetricName) &&
      !otherMetrics.includes(metric ?? "")
    )
      continue;
    const dimensions = stat?.Metric.Dimensions ?? p.Dimensions ?? [];
    const policy = dimensions.find((each) => each.Name === POLICY_DIMENSION)?.Value;
    const bucket = dimensions.find((each) => each.Name === BUCKET_DIMENSION)?.Value;
    const expression = math?.Expression?.startsWith("DIFF(") ? "DIFF" : undefined;
    const kind = kindOf[metric ?? ""];
    if (!kind) throw new Error(`alarm ${logicalId} watches ${metric}, whose kind is not known`);
    rules.push({
      id: logicalId,
      kind,
      description: p.AlarmDescription ?? "",
      ...(policy ? { policy } : {}),
      ...(bucket ? { bucket } : {}),
      metric: metric as MetricName,
      dimensions: Object.fromEntries(dimensions.map((each) => [each.Name, each.Value])),
      namespace: (stat?.Metric.Namespace ?? p.Namespace) as string,
      statistic: (stat?.Stat ?? p.Statistic) as AlarmRule["statistic"],
      periodSeconds: (stat?.Period ?? p.Period) as number,
      ...(expression ? { expression } : {}),
      threshold: p.Threshold,
      comparison: p.ComparisonOperator,
      evaluationPeriods: p.EvaluationPeriods,
      datapointsToAlarm: p.DatapointsToAlarm ?? p.EvaluationPeriods,
      treatMissingData: p.TreatMissingData ?? "missing",
    });
  }
  return rules;
}
