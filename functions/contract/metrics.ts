/**
 * The metrics, as the Lambda emits them (EMF), the stack alarms on them and `status` reads them:
 * names, units and dimensions, stated once. No metrics library here: the Lambda door emits them.
 */
export { SERVICE_NAME } from "./names.js";

export const SERVICE_DIMENSION = "service";
export const POLICY_DIMENSION = "Policy";
export const BUCKET_DIMENSION = "Bucket";

export type MetricUnitName = "Count" | "Seconds" | "Milliseconds";

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
  overdueSeconds: "OverdueSeconds",
  breakerTripped: "BreakerTripped",
  wouldDelete: "WouldDelete",
  lifecycleMismatch: "LifecycleMismatch",
  keysPublished: "KeysPublished",
  outboxAgeSeconds: "OutboxAgeSeconds",
  throttledSeconds: "ThrottledSeconds",
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

export const METRIC_UNIT: Record<MetricName, MetricUnitName> = {
  RowsDeleted: "Count",
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
};
