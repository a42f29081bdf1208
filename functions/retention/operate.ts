import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { CloudFormationClient, DescribeStacksCommand } from "@aws-sdk/client-cloudformation";
import {
  type CloudWatchClient,
  DescribeAlarmsCommand,
  GetMetricDataCommand,
  type MetricDataQuery,
  type MetricDataResult,
} from "@aws-sdk/client-cloudwatch";
import { InvokeCommand, type LambdaClient } from "@aws-sdk/client-lambda";
import type { Policy } from "./config.js";
import { formatDuration } from "./duration.js";
import { RetentionError } from "./errors.js";
import { type CatchUpInput, parseEvent } from "./events.js";
import { METRIC, POLICY_DIMENSION, SERVICE_NAME } from "./metrics.js";

const DAY_MS = 86_400_000;

/** An AWS failure turned into what an operator can act on; `code` 2 = bad input or no access. */
export class OperateError extends RetentionError {
  override name = "OperateError";
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export function explainAwsError(error: unknown, what: string): OperateError {
  const name = (error as { name?: string }).name ?? "";
  const message = (error as Error).message ?? String(error);
  if (name === "CredentialsProviderError" || /credential/i.test(message)) {
    return new OperateError(
      `no AWS credentials: set AWS_PROFILE or AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (and AWS_REGION), then retry (${message})`,
      2,
      { cause: error },
    );
  }
  if (name === "ResourceNotFoundException" || /not found|does not exist/i.test(message)) {
    return new OperateError(
      `${what} not found: check --function-name / --stack-name and AWS_REGION (${message})`,
      2,
      {
        cause: error,
      },
    );
  }
  if (
    name === "ThrottlingException" ||
    name === "TooManyRequestsException" ||
    /rate exceeded|throttl/i.test(message)
  ) {
    return new OperateError(`AWS throttled the request for ${what}; wait a little and retry`, 1, {
      cause: error,
    });
  }
  return new OperateError(`${what}: ${name ? `${name}: ` : ""}${message}`, 1, { cause: error });
}

export interface Target {
  functionName: string;
  namespace: string;
  stackName?: string;
}

/** The function name and metrics namespace from flags, or from the deployed stack's outputs. */
export async function resolveTarget(
  options: { functionName?: string; namespace?: string; stackName?: string },
  cloudFormation: CloudFormationClient = new CloudFormationClient({}),
): Promise<Target> {
  if (options.functionName) {
    return {
      functionName: options.functionName,
      namespace: options.namespace ?? "RetentionJob",
      stackName: options.stackName,
    };
  }
  const stackName = options.stackName ?? "RetentionJob";
  let outputs: Record<string, string>;
  try {
    const { Stacks } = await cloudFormation.send(
      new DescribeStacksCommand({ StackName: stackName }),
    );
    outputs = Object.fromEntries(
      (Stacks?.[0]?.Outputs ?? []).map((output) => [output.OutputKey, output.OutputValue]),
    );
  } catch (error) {
    throw explainAwsError(error, `stack ${stackName}`);
  }
  if (!outputs.FunctionName)
    throw new OperateError(
      `stack ${stackName} has no FunctionName output: is it retention-job's stack?`,
      2,
    );
  return {
    functionName: outputs.FunctionName,
    namespace: options.namespace ?? outputs.MetricsNamespace ?? "RetentionJob",
    stackName,
  };
}

// ---------------------------------------------------------------- invoke

export interface InvokeOptions {
  dryRun?: boolean;
  policies?: string[];
  maxRunDuration?: string;
  ignoreNightWindow?: boolean;
}

/** The catch-up event `invoke` sends, checked by the handler's own parser (one schema, never drifting). */
export function buildCatchUpEvent(
  options: InvokeOptions,
  runId: string = randomUUID(),
): CatchUpInput {
  const event: CatchUpInput = {
    kind: "catch-up",
    runId,
    ...(options.dryRun ? { dryRun: true } : {}),
    ...(options.policies ? { policies: options.policies } : {}),
    ...(options.maxRunDuration ? { maxRunDuration: options.maxRunDuration } : {}),
    ...(options.ignoreNightWindow !== undefined
      ? { ignoreNightWindow: options.ignoreNightWindow }
      : {}),
  };
  parseEvent(event);
  return event;
}

export async function invokeCatchUp(
  lambda: LambdaClient,
  target: Target,
  event: CatchUpInput,
): Promise<void> {
  try {
    await lambda.send(
      new InvokeCommand({
        FunctionName: target.functionName,
        InvocationType: "Event",
        Payload: Buffer.from(JSON.stringify(event)),
      }),
    );
  } catch (error) {
    throw explainAwsError(error, `function ${target.functionName}`);
  }
}

/** Polls the run metrics until a final segment reports after `since`; true for success. */
export async function waitForRun(
  cloudWatch: CloudWatchClient,
  target: Target,
  since: Date,
  options: { timeoutMs: number; pollMs: number; onPoll?: () => void },
): Promise<boolean | undefined> {
  const deadline = Date.now() + options.timeoutMs;
  const query = (id: string, metricName: string): MetricDataQuery => ({
    Id: id,
    MetricStat: {
      Metric: {
        Namespace: target.namespace,
        MetricName: metricName,
        Dimensions: [{ Name: "service", Value: SERVICE_NAME }],
      },
      Period: 60,
      Stat: "Sum",
    },
  });
  while (Date.now() < deadline) {
    let results: MetricDataResult[] | undefined;
    try {
      ({ MetricDataResults: results } = await cloudWatch.send(
        new GetMetricDataCommand({
          StartTime: since,
          EndTime: new Date(),
          MetricDataQueries: [query("ok", METRIC.runSucceeded), query("ko", METRIC.runFailed)],
        }),
      ));
    } catch (error) {
      throw explainAwsError(error, "CloudWatch metrics");
    }
    const total = (id: string) =>
      (results?.find((result) => result.Id === id)?.Values ?? []).reduce(
        (sum, value) => sum + value,
        0,
      );
    if (total("ko") > 0) return false;
    if (total("ok") > 0) return true;
    options.onPoll?.();
    await sleep(options.pollMs);
  }
  return undefined;
}

// ---------------------------------------------------------------- status

export interface AlarmState {
  name: string;
  state: string;
  since: string | null;
}

export interface PolicySeries {
  name: string;
  retentionSeconds: number;
  limitSeconds: number;
  deleted: (number | null)[];
  backlog: (number | null)[];
  oldestAgeSeconds: (number | null)[];
}

export interface Status {
  target: Target;
  nights: string[];
  verdict: { healthy: boolean; problems: string[]; line: string };
  alarms: AlarmState[];
  runs: {
    succeeded: (number | null)[];
    failed: (number | null)[];
    durationMs: (number | null)[];
    segments: (number | null)[];
  };
  policies: PolicySeries[];
}

export interface StatusOptions {
  nights: number;
  policies: Policy[];
  retentionIntervalMs: number;
  graceMs?: number;
  now?: Date;
}

/** Nights as UTC days, oldest first; the last is today. */
function nightsEnding(now: Date, count: number): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from(
    { length: count },
    (_, index) => new Date(today - (count - 1 - index) * DAY_MS),
  );
}

export async function readStatus(
  cloudWatch: CloudWatchClient,
  target: Target,
  options: StatusOptions,
): Promise<Status> {
  const now = options.now ?? new Date();
  const nights = nightsEnding(now, options.nights);
  const graceMs = options.graceMs ?? 2 * options.retentionIntervalMs;

  let alarms: AlarmState[] = [];
  try {
    const { MetricAlarms } = await cloudWatch.send(
      new DescribeAlarmsCommand({ AlarmNamePrefix: target.stackName ?? "", MaxRecords: 100 }),
    );
    alarms = (MetricAlarms ?? []).map((alarm) => ({
      name: alarm.AlarmName ?? "?",
      state: alarm.StateValue ?? "?",
      since: alarm.StateUpdatedTimestamp ? alarm.StateUpdatedTimestamp.toISOString() : null,
    }));
  } catch (error) {
    throw explainAwsError(error, "CloudWatch alarms");
  }

  const queries: MetricDataQuery[] = [];
  const add = (id: string, metricName: string, stat: string, policy?: string) =>
    queries.push({
      Id: id,
      MetricStat: {
        Metric: {
          Namespace: target.namespace,
          MetricName: metricName,
          Dimensions: [
            { Name: "service", Value: SERVICE_NAME },
            ...(policy ? [{ Name: POLICY_DIMENSION, Value: policy }] : []),
          ],
        },
        Period: 86_400,
        Stat: stat,
      },
    });
  add("ok", METRIC.runSucceeded, "Sum");
  add("ko", METRIC.runFailed, "Sum");
  add("dur", METRIC.runDurationMs, "Maximum");
  add("seg", METRIC.segments, "Maximum");
  options.policies.forEach((policy, index) => {
    add(`d${index}`, METRIC.rowsDeleted, "Sum", policy.name);
    add(`b${index}`, METRIC.backlog, "Maximum", policy.name);
    add(`o${index}`, METRIC.oldestAgeSeconds, "Maximum", policy.name);
  });
  const series = new Map<string, (number | null)[]>();
  try {
    let nextToken: string | undefined;
    do {
      const page = await cloudWatch.send(
        new GetMetricDataCommand({
          StartTime: nights[0],
          EndTime: now,
          MetricDataQueries: queries,
          ScanBy: "TimestampAscending",
          NextToken: nextToken,
        }),
      );
      for (const result of page.MetricDataResults ?? []) {
        const values = series.get(result.Id ?? "") ?? nights.map(() => null);
        (result.Timestamps ?? []).forEach((timestamp, index) => {
          const night = Math.floor((timestamp.getTime() - (nights[0] as Date).getTime()) / DAY_MS);
          if (night >= 0 && night < nights.length) values[night] = result.Values?.[index] ?? null;
        });
        series.set(result.Id ?? "", values);
      }
      nextToken = page.NextToken;
    } while (nextToken);
  } catch (error) {
    throw explainAwsError(error, "CloudWatch metrics");
  }
  const get = (id: string) => series.get(id) ?? nights.map(() => null);

  const policies: PolicySeries[] = options.policies.map((policy, index) => ({
    name: policy.name,
    retentionSeconds: Math.round(policy.retentionMs / 1000),
    limitSeconds: Math.round((policy.retentionMs + graceMs) / 1000),
    deleted: get(`d${index}`),
    backlog: get(`b${index}`),
    oldestAgeSeconds: get(`o${index}`),
  }));
  const runs = {
    succeeded: get("ok"),
    failed: get("ko"),
    durationMs: get("dur"),
    segments: get("seg"),
  };
  const verdict = judge(nights, runs, policies, alarms, now, options.retentionIntervalMs);
  return {
    target,
    nights: nights.map((night) => night.toISOString().slice(0, 10)),
    verdict,
    alarms,
    runs,
    policies,
  };
}

const last = <T>(values: (T | null)[]): T | null => {
  for (let index = values.length - 1; index >= 0; index--)
    if (values[index] !== null) return values[index] as T;
  return null;
};

/** One line first: healthy, or what is wrong. */
export function judge(
  nights: Date[],
  runs: Status["runs"],
  policies: PolicySeries[],
  alarms: AlarmState[],
  now: Date,
  retentionIntervalMs: number,
): Status["verdict"] {
  const problems: string[] = [];
  const lastSuccess = runs.succeeded
    .map((value, index) => (value && value > 0 ? index : -1))
    .reduce((a, b) => Math.max(a, b), -1);
  const lastSuccessEnd =
    lastSuccess >= 0 ? (nights[lastSuccess] as Date).getTime() + DAY_MS : undefined;
  if (lastSuccessEnd === undefined) {
    problems.push(`no successful run in the last ${nights.length} nights`);
  } else if (now.getTime() - lastSuccessEnd > 2 * retentionIntervalMs) {
    problems.push(
      `no successful run since ${(nights[lastSuccess] as Date).toISOString().slice(0, 10)}`,
    );
  }
  for (const policy of policies) {
    const backlog = policy.backlog.filter((value): value is number => value !== null);
    let growing = 0;
    for (
      let index = backlog.length - 1;
      index > 0 && (backlog[index] as number) > (backlog[index - 1] as number);
      index--
    )
      growing++;
    // Like the alarm: three consecutive nights of growth.
    if (growing >= 3)
      problems.push(`backlog of ${policy.name} growing ${growing} nights (now ${backlog.at(-1)})`);
    const oldest = last(policy.oldestAgeSeconds);
    if (oldest !== null && oldest > policy.limitSeconds) {
      problems.push(
        `${policy.name} overdue by ${formatDuration((oldest - policy.retentionSeconds) * 1000, 2)}`,
      );
    }
  }
  const firing = alarms.filter((alarm) => alarm.state === "ALARM").map((alarm) => alarm.name);
  if (firing.length > 0) problems.push(`alarms firing: ${firing.join(", ")}`);
  return {
    healthy: problems.length === 0,
    problems,
    line: problems.length === 0 ? "healthy" : `UNHEALTHY: ${problems.join("; ")}`,
  };
}

const bars = "▁▂▃▄▅▆▇█";

/** A sparkline: one character a night, scaled to the series' own range; a dot where there is no data. */
export function sparkline(values: (number | null)[]): string {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return values.map(() => "·").join("");
  const min = Math.min(...known);
  const max = Math.max(...known);
  return values
    .map((value) => {
      if (value === null) return "·";
      if (max === min) return max === 0 ? bars[0] : bars[3];
      return bars[Math.round(((value - min) / (max - min)) * (bars.length - 1))];
    })
    .join("");
}

const num = (value: number | null) =>
  value === null ? "-" : Math.round(value).toLocaleString("en-US");
const age = (seconds: number | null) =>
  seconds === null ? "-" : formatDuration(seconds * 1000, 2);

export function renderStatus(status: Status): string {
  const { nights, runs } = status;
  const marks = nights
    .map((_, index) =>
      (runs.failed[index] ?? 0) > 0 ? "✗" : (runs.succeeded[index] ?? 0) > 0 ? "✓" : "·",
    )
    .join("");
  const rows = status.policies.map((policy) => [
    policy.name,
    `${sparkline(policy.deleted)} ${num(last(policy.deleted))}`,
    `${sparkline(policy.backlog)} ${num(last(policy.backlog))}`,
    `${sparkline(policy.oldestAgeSeconds)} ${age(last(policy.oldestAgeSeconds))} / limit ${age(policy.limitSeconds)}`,
  ]);
  const header = ["policy", "rows deleted", "backlog", "oldest row"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] as string).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] as number))
      .join("  ")
      .trimEnd();
  return [
    status.verdict.line,
    `${status.target.functionName} (namespace ${status.target.namespace}), nights ${nights[0]} .. ${nights.at(-1)}`,
    "",
    `runs      ${marks}  (✓ succeeded, ✗ failed, · none)`,
    `duration  ${sparkline(runs.durationMs)} last ${runs.durationMs.some((value) => value !== null) ? formatDuration(last(runs.durationMs) ?? 0, 2) : "-"}`,
    `segments  ${sparkline(runs.segments)} last ${num(last(runs.segments))}`,
    "",
    line(header),
    ...rows.map(line),
    "",
    "alarms",
    ...(status.alarms.length === 0
      ? ["  (none found)"]
      : status.alarms.map(
          (alarm) =>
            `  ${alarm.state.padEnd(17)} ${alarm.name}${alarm.since ? `  since ${alarm.since.slice(0, 16).replace("T", " ")}` : ""}`,
        )),
  ].join("\n");
}
