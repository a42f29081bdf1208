// The function's CloudWatch EMF metrics, each record under its metric's identity.
import { Metrics } from "@aws-lambda-powertools/metrics";
import type { PolicyTotals } from "../contract/events.js";
import {
  DATABASE_DIMENSION,
  dimensionKey,
  METRIC,
  METRIC_UNIT,
  type MetricName,
  metricIdentity,
  SERVICE_DIMENSION,
  SERVICE_NAME,
} from "../contract/metrics.js";
import { OUTPUT_VERSION } from "../contract/output-versions.js";
import type { Policy } from "../contract/retention-table.js";
import type { StoreFinding } from "../contract/stores/index.js";
import type { ArchiveFigures } from "../engine/index.js";

/**
 * The one metrics emitter (CloudWatch EMF on stdout), created once per cold start; a fleet's
 * target's records all carry its Database dimension.
 */
export function createMetrics(namespace: string, database?: string): Metrics {
  return new Metrics({
    namespace,
    serviceName: SERVICE_NAME,
    ...(database ? { defaultDimensions: { [DATABASE_DIMENSION]: database } } : {}),
  });
}

/**
 * One EMF record: values of metrics that share one identity's dimension set (contract/metrics.ts).
 * `service` is the emitter's default dimension; the others are added for this record only.
 */
function publish(metrics: Metrics, values: [MetricName, number][], subject?: string): void {
  const identities = values.map(([name]) => metricIdentity(name, subject));
  const { dimensions } = identities[0]!;
  if (identities.some((each) => dimensionKey(each.dimensions) !== dimensionKey(dimensions))) {
    throw new Error("an EMF record holds metrics of one dimension set");
  }
  for (const [name, value] of Object.entries(dimensions)) {
    if (name !== SERVICE_DIMENSION) metrics.addDimension(name, value);
  }
  for (const [name, value] of values) metrics.addMetric(name, METRIC_UNIT[name], value);
  // The record's schema (schemas/emf-record.v<N>.json); EMF metadata is text.
  metrics.addMetadata("schemaVersion", String(OUTPUT_VERSION["emf-record"]));
  metrics.publishStoredMetrics();
}

/**
 * Per segment: rows deleted (a redaction's: rows redacted) and time throttled per policy (summed
 * over a night they are the run's totals) and errors.
 */
export function emitSegmentMetrics(
  metrics: Metrics,
  policies: {
    name: string;
    deleted: number;
    redacted?: number;
    throttledMs: number;
    archived?: ArchiveFigures;
  }[],
  errors: number,
): void {
  for (const policy of policies) {
    const archived = policy.archived;
    publish(
      metrics,
      [
        policy.redacted === undefined
          ? [METRIC.rowsDeleted, policy.deleted]
          : [METRIC.rowsRedacted, policy.redacted],
        [METRIC.throttledSeconds, Math.round(policy.throttledMs / 100) / 10],
        ...(archived
          ? ([
              [METRIC.rowsArchived, archived.rows],
              [METRIC.archivedBytes, archived.bytes],
              [METRIC.archiveVerificationFailures, archived.verificationFailures],
            ] as [MetricName, number][])
          : []),
      ],
      policy.name,
    );
  }
  publish(metrics, [[METRIC.errors, errors]]);
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
    if (known.length > 0) publish(metrics, known, policy);
  }
  publish(metrics, [
    [METRIC.runSucceeded, run.succeeded ? 1 : 0],
    [METRIC.runFailed, run.succeeded ? 0 : 1],
    [METRIC.runDurationMs, run.durationMs],
    [METRIC.segments, run.segments],
  ]);
}

/** Per store entry: 1 when its expiry does not keep the retention, or cannot be read. */
export function emitStoreMetrics(metrics: Metrics, findings: StoreFinding[]): void {
  for (const finding of findings) {
    publish(metrics, [[METRIC.lifecycleMismatch, finding.verdict === "ok" ? 0 : 1]], finding.name);
  }
}

/** Per segment that drained the outbox: keys published, and how long the oldest key left has waited. */
export function emitOutboxMetrics(
  metrics: Metrics,
  drained: { keys: number; left: { oldestSeconds: number } },
): void {
  publish(metrics, [
    [METRIC.keysPublished, drained.keys],
    [METRIC.outboxAgeSeconds, drained.left.oldestSeconds],
  ]);
}
