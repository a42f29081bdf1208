// `invoke --catch-up`: the event built by the handler's own schema, sent asynchronously, followed.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type CloudWatchClient,
  GetMetricDataCommand,
  type MetricDataResult,
} from "@aws-sdk/client-cloudwatch";
import { InvokeCommand, type LambdaClient } from "@aws-sdk/client-lambda";
import { type CatchUpInput, parseEvent } from "../../contract/events.js";
import { METRIC, type MetricName, metricIdentity } from "../../contract/metrics.js";
import { explainAwsError } from "./errors.js";
import { metricQuery } from "./metric-query.js";
import type { Target } from "./target.js";

export interface InvokeOptions {
  dryRun?: boolean;
  policies?: string[];
  allowLargeDeletion?: string[];
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
    ...(options.allowLargeDeletion ? { allowLargeDeletion: options.allowLargeDeletion } : {}),
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
  const query = (id: string, metricName: MetricName) =>
    metricQuery(target, id, metricIdentity(metricName), "Sum", 60);
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
