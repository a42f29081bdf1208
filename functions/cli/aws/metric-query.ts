// A CloudWatch GetMetricData query of one of the function's metrics, by its identity (a fleet's
// target's with its Database dimension).
import type { MetricDataQuery } from "@aws-sdk/client-cloudwatch";
import { DATABASE_DIMENSION, type MetricIdentity } from "../../contract/metrics.js";
import type { Target } from "./target.js";

/**
 * A query of a metric by its identity (contract/metrics.ts): its name and its exact dimensions, and
 * the target's Database when it is a fleet's (each of its metrics carries it, as its alarms read).
 */
export function metricQuery(
  target: Target,
  id: string,
  identity: MetricIdentity,
  stat: string,
  periodSeconds: number,
): MetricDataQuery {
  const dimensions = target.database
    ? { ...identity.dimensions, [DATABASE_DIMENSION]: target.database }
    : identity.dimensions;
  return {
    Id: id,
    MetricStat: {
      Metric: {
        Namespace: target.namespace,
        MetricName: identity.metricName,
        Dimensions: Object.entries(dimensions).map(([Name, Value]) => ({ Name, Value })),
      },
      Period: periodSeconds,
      Stat: stat,
    },
  };
}
