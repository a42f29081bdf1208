import { Metrics, MetricUnit } from "@aws-lambda-powertools/metrics";
import type { PolicyTotals } from "./events.js";

type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];

/** The service dimension every metric carries; the CDK alarms use the same value. */
export const SERVICE_NAME = "retention-job";
export const POLICY_DIMENSION = "Policy";

/** Metric names: operators, alarms and the dashboard rely on them. */
export const METRIC = {
  rowsDeleted: "RowsDeleted",
  backlog: "Backlog",
  oldestAgeSeconds: "OldestAgeSeconds",
  held: "Held",
  blocked: "Blocked",
  runSucceeded: "RunSucceeded",
  runFailed: "RunFailed",
  runDurationMs: "RunDurationMs",
  errors: "Errors",
  segments: "Segments",
} as const;

export function createMetrics(namespace: string): Metrics {
  return new Metrics({ namespace, serviceName: SERVICE_NAME });
}

/** Per segment: rows deleted per policy (summed over a night they are the run's total) and errors. */
export function emitSegmentMetrics(
  metrics: Metrics,
  deletedByPolicy: Record<string, number>,
  errors: number,
): void {
  for (const [policy, deleted] of Object.entries(deletedByPolicy)) {
    metrics.addDimension(POLICY_DIMENSION, policy);
    metrics.addMetric(METRIC.rowsDeleted, MetricUnit.Count, deleted);
    metrics.publishStoredMetrics();
  }
  metrics.addMetric(METRIC.errors, MetricUnit.Count, errors);
  metrics.publishStoredMetrics();
}

/** On the final segment: where each policy stands, and the run's outcome. */
export function emitRunMetrics(
  metrics: Metrics,
  run: {
    totals: Record<string, PolicyTotals>;
    succeeded: boolean;
    durationMs: number;
    segments: number;
  },
): void {
  for (const [policy, totals] of Object.entries(run.totals)) {
    const gauges: [string, Unit, number | null][] = [
      [METRIC.backlog, MetricUnit.Count, totals.backlog],
      [METRIC.oldestAgeSeconds, MetricUnit.Seconds, totals.oldestAgeSeconds],
      [METRIC.held, MetricUnit.Count, totals.held],
      [METRIC.blocked, MetricUnit.Count, totals.blocked],
    ];
    const known = gauges.filter((gauge): gauge is [string, Unit, number] => gauge[2] !== null);
    if (known.length === 0) continue;
    metrics.addDimension(POLICY_DIMENSION, policy);
    for (const [name, unit, value] of known) metrics.addMetric(name, unit, value);
    metrics.publishStoredMetrics();
  }
  metrics.addMetric(METRIC.runSucceeded, MetricUnit.Count, run.succeeded ? 1 : 0);
  metrics.addMetric(METRIC.runFailed, MetricUnit.Count, run.succeeded ? 0 : 1);
  metrics.addMetric(METRIC.runDurationMs, MetricUnit.Milliseconds, run.durationMs);
  metrics.addMetric(METRIC.segments, MetricUnit.Count, run.segments);
  metrics.publishStoredMetrics();
}
