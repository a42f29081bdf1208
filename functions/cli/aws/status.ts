// `status`: the stack's alarms and the last nights' metrics from CloudWatch, judged by the alarm
// rules; a fleet's target (`status --fleet`) read the same way under its Database dimension.
import {
  type CloudWatchClient,
  DescribeAlarmsCommand,
  GetMetricDataCommand,
  type MetricDataQuery,
} from "@aws-sdk/client-cloudwatch";
import {
  type AlarmInputs,
  type AlarmKind,
  type AlarmRule,
  type AlarmState,
  alarmRules,
  type Datapoint,
  evaluateAlarm,
  graceOf,
  oldestAgeLimitSeconds,
} from "../../contract/alarms.js";
import { type MechanismName, rowsMetric } from "../../contract/mechanisms.js";
import { METRIC, type MetricName, metricIdentity } from "../../contract/metrics.js";
import type { TenantStatus } from "../tenant-status.js";
import { explainAwsError } from "./errors.js";
import { metricQuery } from "./metric-query.js";
import type { Target } from "./target.js";

const DAY_MS = 86_400_000;

export interface DeployedAlarm {
  name: string;
  state: string;
  since: string | null;
}

export interface PolicySeries {
  name: string;
  /** report: the policy is on trial; `deleted` is then what it would have deleted (WouldDelete). */
  mode: "delete" | "report";
  retentionSeconds: number;
  limitSeconds: number;
  mechanism: MechanismName;
  deleted: Datapoint[];
  backlog: Datapoint[];
  oldestAgeSeconds: Datapoint[];
  overdueSeconds: Datapoint[];
}

/** One alarm rule of the stack, evaluated over the metrics it watches. */
export interface RuleVerdict {
  rule: AlarmRule;
  state: AlarmState;
}

/** What `status` read: the last nights per policy, the rules evaluated now, the deployed alarms. */
export interface StatusData {
  target: Target;
  now: Date;
  nights: Date[];
  alarms: DeployedAlarm[];
  runs: {
    succeeded: Datapoint[];
    failed: Datapoint[];
    durationMs: Datapoint[];
    segments: Datapoint[];
  };
  policies: PolicySeries[];
  rules: RuleVerdict[];
  /** A retention per tenant: each tenant policy's worst tenants, from its newest evidence record. */
  tenants?: TenantStatus;
  /** Legal holds in force past their review date (read from the register with --database-url). */
  holdsPastReview?: { case: string; reviewBy: string; placedBy: string }[];
}

export interface StatusOptions extends AlarmInputs {
  policies: (AlarmInputs["policies"][number] & { mode?: "delete" | "report" })[];
  nights: number;
  now?: Date;
  /** Only the rules of these kinds (a fleet's target: the fleet's per-target alarms). @default all */
  kinds?: readonly AlarmKind[];
}

/** Nights as UTC days, oldest first; the last is today. */
function nightsEnding(now: Date, count: number): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from(
    { length: count },
    (_, index) => new Date(today - (count - 1 - index) * DAY_MS),
  );
}

/** Reads queries over [start, end) into one value per period, oldest first (null where none). */
async function readSeries(
  cloudWatch: CloudWatchClient,
  queries: MetricDataQuery[],
  start: Date,
  end: Date,
  periodSeconds: number,
): Promise<Map<string, Datapoint[]>> {
  const buckets = Math.ceil((end.getTime() - start.getTime()) / (periodSeconds * 1000));
  const series = new Map<string, Datapoint[]>();
  try {
    let nextToken: string | undefined;
    do {
      const page = await cloudWatch.send(
        new GetMetricDataCommand({
          StartTime: start,
          EndTime: end,
          MetricDataQueries: queries,
          ScanBy: "TimestampAscending",
          NextToken: nextToken,
        }),
      );
      for (const result of page.MetricDataResults ?? []) {
        const values = series.get(result.Id ?? "") ?? Array.from({ length: buckets }, () => null);
        (result.Timestamps ?? []).forEach((timestamp, index) => {
          const bucket = Math.floor(
            (timestamp.getTime() - start.getTime()) / (periodSeconds * 1000),
          );
          if (bucket >= 0 && bucket < buckets) values[bucket] = result.Values?.[index] ?? null;
        });
        series.set(result.Id ?? "", values);
      }
      nextToken = page.NextToken;
    } while (nextToken);
  } catch (error) {
    throw explainAwsError(error, "CloudWatch metrics");
  }
  for (const query of queries) {
    if (!series.has(query.Id ?? ""))
      series.set(
        query.Id ?? "",
        Array.from({ length: buckets }, () => null),
      );
  }
  return series;
}

/** Each rule over exactly the periods its alarm looks at (DIFF needs one period more). */
async function evaluateRules(
  cloudWatch: CloudWatchClient,
  target: Target,
  rules: AlarmRule[],
  now: Date,
): Promise<RuleVerdict[]> {
  const verdicts: RuleVerdict[] = [];
  for (const rule of rules) {
    const periods = rule.evaluationPeriods + (rule.expression ? 1 : 0);
    const start = new Date(now.getTime() - periods * rule.periodSeconds * 1000);
    const query = metricQuery(
      target,
      "r",
      { metricName: rule.metric, dimensions: rule.dimensions },
      rule.statistic,
      rule.periodSeconds,
    );
    const series = await readSeries(cloudWatch, [query], start, now, rule.periodSeconds);
    verdicts.push({ rule, state: evaluateAlarm(rule, series.get("r") ?? []) });
  }
  return verdicts;
}

/** The deployed alarms whose names start with the stack's, with their state and since when. */
async function deployedAlarms(
  cloudWatch: CloudWatchClient,
  target: Target,
): Promise<DeployedAlarm[]> {
  try {
    const { MetricAlarms } = await cloudWatch.send(
      new DescribeAlarmsCommand({ AlarmNamePrefix: target.stackName ?? "", MaxRecords: 100 }),
    );
    return (MetricAlarms ?? []).map((alarm) => ({
      name: alarm.AlarmName ?? "?",
      state: alarm.StateValue ?? "?",
      since: alarm.StateUpdatedTimestamp ? alarm.StateUpdatedTimestamp.toISOString() : null,
    }));
  } catch (error) {
    throw explainAwsError(error, "CloudWatch alarms");
  }
}

const DAY_SECONDS = DAY_MS / 1000;

/** The nightly series `status` draws: the runs', and four per policy (ids r*, and d/b/o/v + index). */
function nightlyQueries(target: Target, policies: StatusOptions["policies"]): MetricDataQuery[] {
  const query = (id: string, name: MetricName, stat: string, policy?: string) =>
    metricQuery(target, id, metricIdentity(name, policy), stat, DAY_SECONDS);
  return [
    query("ok", METRIC.runSucceeded, "Sum"),
    query("ko", METRIC.runFailed, "Sum"),
    query("dur", METRIC.runDurationMs, "Maximum"),
    query("seg", METRIC.segments, "Maximum"),
    ...policies.flatMap((policy, index) => [
      policy.mode === "report"
        ? query(`d${index}`, METRIC.wouldDelete, "Maximum", policy.name)
        : query(`d${index}`, rowsMetric(policy.mechanism), "Sum", policy.name),
      query(`b${index}`, METRIC.backlog, "Maximum", policy.name),
      query(`o${index}`, METRIC.oldestAgeSeconds, "Maximum", policy.name),
      query(`v${index}`, METRIC.overdueSeconds, "Maximum", policy.name),
    ]),
  ];
}

/** A target's last nights and its rules evaluated now, without the deployed alarms (none read). */
export async function readNights(
  cloudWatch: CloudWatchClient,
  target: Target,
  options: StatusOptions,
): Promise<StatusData> {
  const now = options.now ?? new Date();
  const nights = nightsEnding(now, options.nights);
  const end = new Date((nights.at(-1) as Date).getTime() + DAY_MS);
  const queries = nightlyQueries(target, options.policies);
  const series = await readSeries(cloudWatch, queries, nights[0] as Date, end, DAY_SECONDS);
  const get = (id: string) => series.get(id) ?? nights.map(() => null);
  const graceMs = graceOf(options);
  const rules = alarmRules(options).filter(
    (rule) => options.kinds === undefined || options.kinds.includes(rule.kind),
  );
  return {
    target,
    now,
    nights,
    alarms: [],
    runs: {
      succeeded: get("ok"),
      failed: get("ko"),
      durationMs: get("dur"),
      segments: get("seg"),
    },
    policies: options.policies.map((policy, index) => ({
      name: policy.name,
      mode: policy.mode ?? "delete",
      mechanism: policy.mechanism ?? "delete",
      retentionSeconds: Math.round(policy.retentionMs / 1000),
      limitSeconds: oldestAgeLimitSeconds(policy, graceMs),
      deleted: get(`d${index}`),
      backlog: get(`b${index}`),
      oldestAgeSeconds: get(`o${index}`),
      overdueSeconds: get(`v${index}`),
    })),
    rules: await evaluateRules(cloudWatch, target, rules, now),
  };
}

/** The deployment's status: its deployed alarms, then its last nights and rules (readNights). */
export async function readStatus(
  cloudWatch: CloudWatchClient,
  target: Target,
  options: StatusOptions,
): Promise<StatusData> {
  const alarms = await deployedAlarms(cloudWatch, target);
  return { ...(await readNights(cloudWatch, target, options)), alarms };
}
