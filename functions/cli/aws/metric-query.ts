// A CloudWatch GetMetricData query of one of the function's metrics, by its identity.
import type { MetricDataQuery } from "@aws-sdk/client-cloudwatch";
import type { MetricIdentity } from "../../contract/metrics.js";
import type { Target } from "./target.js";

/** A query of a metric by its identity (contract/metrics.ts): its name and its exact dimensions. */
export function metricQuery(
  target: Target,
  id: string,
  identity: MetricIdentity,
  stat: string,
  periodSeconds: number,
): MetricDataQuery {
  return {
    Id: id,
    MetricStat: {
      Metric: {
        Namespace: target.namespace,
        MetricName: identity.metricName,
        Dimensions: Object.entries(identity.dimensions).map(([Name, Value]) => ({ Name, Value })),
      },
      Period: periodSeconds,
      Stat: stat,
    },
  };
}
