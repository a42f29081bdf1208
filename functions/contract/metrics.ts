/**
 * The metrics, as the Lambda emits them (EMF), the stack alarms on them and `status` reads them:
 * names, units and dimensions, stated once. No metrics library here: the Lambda door emits them.
 */
import { SERVICE_NAME } from "./names.js";

export { SERVICE_NAME };

export const SERVICE_DIMENSION = "service";
export const POLICY_DIMENSION = "Policy";
export const BUCKET_DIMENSION = "Bucket";
/** A fleet's target (infra's RetentionFleet): every metric of its runs carries it. */
export const DATABASE_DIMENSION = "Database";

export type MetricUnitName = "Count" | "Seconds" | "Milliseconds" | "Bytes";

export const METRIC = {
  rowsDeleted: "RowsDeleted",
  rowsRedacted: "RowsRedacted",
  backlog: "Backlog",
  oldestAgeSeconds: "OldestAgeSeconds",
  held: "Held",
  blocked: "Blocked",
  runSucceeded: "RunSucceeded",
  runFailed: "RunFailed",
  runDurationMs: "RunDurationMs",
  errors: "Errors",
  segments: "Segments",
  overdueSeconds: "OverdueSeconds",
  breakerTripped: "BreakerTripped",
  wouldDelete: "WouldDelete",
  lifecycleMismatch: "LifecycleMismatch",
  keysPublished: "KeysPublished",
  outboxAgeSeconds: "OutboxAgeSeconds",
  throttledSeconds: "ThrottledSeconds",
  rowsArchived: "RowsArchived",
  archivedBytes: "ArchivedBytes",
  archiveVerificationFailures: "ArchiveVerificationFailures",
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** What a metric is about: the whole run, one policy, or one bucket entry. */
export type MetricScope = "run" | "policy" | "bucket";

/** Each metric's scope, which fixes its dimension set (see metricIdentity). */
export const METRIC_SCOPE: Record<MetricName, MetricScope> = {
  RowsDeleted: "policy",
  RowsRedacted: "policy",
  Backlog: "policy",
  OldestAgeSeconds: "policy",
  Held: "policy",
  Blocked: "policy",
  RunSucceeded: "run",
  RunFailed: "run",
  RunDurationMs: "run",
  Errors: "run",
  Segments: "run",
  OverdueSeconds: "policy",
  BreakerTripped: "policy",
  WouldDelete: "policy",
  LifecycleMismatch: "bucket",
  KeysPublished: "run",
  OutboxAgeSeconds: "run",
  ThrottledSeconds: "policy",
  RowsArchived: "policy",
  ArchivedBytes: "policy",
  ArchiveVerificationFailures: "policy",
};

/**
 * A metric as CloudWatch knows it: its name and its exact dimension set (CloudWatch matches both;
 * a dimension more or less is another metric). The namespace is the deployment's. The emitters,
 * the construct's alarms and dashboard, and `status` all take their metric from here.
 */
export interface MetricIdentity {
  metricName: MetricName;
  /** Every dimension, `service` included. */
  dimensions: Record<string, string>;
}

/** The identity of a metric about `subject` (a policy's or a bucket entry's name, by its scope). */
export function metricIdentity(metricName: MetricName, subject?: string): MetricIdentity {
  const scope = METRIC_SCOPE[metricName];
  if ((scope === "run") !== (subject === undefined)) {
    throw new Error(
      `${metricName} is a ${scope} metric: ${scope === "run" ? "it has no subject" : `name its ${scope}`}`,
    );
  }
  const dimensions: Record<string, string> = { [SERVICE_DIMENSION]: SERVICE_NAME };
  if (scope === "policy") dimensions[POLICY_DIMENSION] = subject as string;
  if (scope === "bucket") dimensions[BUCKET_DIMENSION] = subject as string;
  return { metricName, dimensions };
}

/** A dimension set as one comparable text (names sorted), for matching as CloudWatch does. */
export const dimensionKey = (dimensions: Record<string, string>) =>
  JSON.stringify(Object.entries(dimensions).sort(([a], [b]) => a.localeCompare(b)));

export const METRIC_UNIT: Record<MetricName, MetricUnitName> = {
  RowsDeleted: "Count",
  RowsRedacted: "Count",
  Backlog: "Count",
  OldestAgeSeconds: "Seconds",
  Held: "Count",
  Blocked: "Count",
  RunSucceeded: "Count",
  RunFailed: "Count",
  RunDurationMs: "Milliseconds",
  Errors: "Count",
  Segments: "Count",
  OverdueSeconds: "Seconds",
  BreakerTripped: "Count",
  WouldDelete: "Count",
  LifecycleMismatch: "Count",
  KeysPublished: "Count",
  OutboxAgeSeconds: "Seconds",
  ThrottledSeconds: "Seconds",
  RowsArchived: "Count",
  ArchivedBytes: "Bytes",
  ArchiveVerificationFailures: "Count",
};
