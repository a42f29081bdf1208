import { Metrics } from "@aws-lambda-powertools/metrics";
import type { PolicyTotals } from "../contract/events.js";
import type { LifecycleFinding } from "../contract/lifecycle.js";
import {
  BUCKET_DIMENSION,
  METRIC,
  METRIC_UNIT,
  type MetricName,
  POLICY_DIMENSION,
  SERVICE_NAME,
} from "../contract/metrics.js";
import type { Policy } from "../contract/retention-table.js";

/** The one metrics emitter (CloudWatch EMF on stdout), created once per cold start. */
export function createMetrics(namespace: string): Metrics {
  return new Metrics({ namespace, serviceName: SERVICE_NAME });
}

function add(metrics: Metrics, name: MetricName, value: number): void {
  metrics.addMetric(name, METRIC_UNIT[name], value);
}

/**
 * Per segment: rows deleted and time throttled per policy (summed over a night they are the run's
 * totals) and errors.
 */
export function emitSegmentMetrics(
  metrics: Metrics,
  policies: { name: string; deleted: number; throttledMs: number }[],
  errors: number,
): void {
  for (const policy of policies) {
    metrics.addDimension(POLICY_DIMENSION, policy.name);
    add(metrics, METRIC.rowsDeleted, policy.deleted);
    add(metrics, METRIC.throttledSeconds, Math.round(policy.throttledMs / 100) / 10);
    metrics.publishStoredMetrics();
  }
  add(metrics, METRIC.errors, errors);
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
    /** The retention table: a policy in report mode reports WouldDelete. */
    policies: Policy[];
  },
): void {
  for (const [policy, totals] of Object.entries(run.totals)) {
    const onTrial = run.policies.find((each) => each.name === policy)?.mode === "report";
    const gauges: [MetricName, number | null][] = [
      [METRIC.backlog, totals.backlog],
      [METRIC.oldestAgeSeconds, totals.oldestAgeSeconds],
      [METRIC.overdueSeconds, totals.overdueSeconds],
      [METRIC.held, totals.held],
      [METRIC.blocked, totals.blocked],
      [METRIC.breakerTripped, totals.outcome === "tripped" ? 1 : 0],
      ...(onTrial ? ([[METRIC.wouldDelete, totals.backlog]] as [MetricName, number | null][]) : []),
    ];
    const known = gauges.filter((gauge): gauge is [MetricName, number] => gauge[1] !== null);
    if (known.length === 0) continue;
    metrics.addDimension(POLICY_DIMENSION, policy);
    for (const [name, value] of known) add(metrics, name, value);
    metrics.publishStoredMetrics();
  }
  add(metrics, METRIC.runSucceeded, run.succeeded ? 1 : 0);
  add(metrics, METRIC.runFailed, run.succeeded ? 0 : 1);
  add(metrics, METRIC.runDurationMs, run.durationMs);
  add(metrics, METRIC.segments, run.segments);
  metrics.publishStoredMetrics();
}

/** Per bucket entry: 1 when its lifecycle does not keep the retention. */
export function emitBucketMetrics(metrics: Metrics, findings: LifecycleFinding[]): void {
  for (const finding of findings) {
    metrics.addDimension(BUCKET_DIMENSION, finding.name);
    add(metrics, METRIC.lifecycleMismatch, finding.status === "ok" ? 0 : 1);
    metrics.publishStoredMetrics();
  }
}

/** Per segment that drained the outbox: keys published, and how long the oldest key left has waited. */
export function emitOutboxMetrics(
  metrics: Metrics,
  drained: { keys: number; left: { oldestSeconds: number } },
): void {
  add(metrics, METRIC.keysPublished, drained.keys);
  add(metrics, METRIC.outboxAgeSeconds, drained.left.oldestSeconds);
  metrics.publishStoredMetrics();
}
