// What one run carries from segment to segment, and how a segment starts or resumes it.
import type { ContinuationEvent, PolicyTotals } from "../contract/events.js";
import type { ErrorDescription, PolicyReport, RunReport } from "../engine/index.js";

/** What one run carries from segment to segment (the continuation event without its kind). */
export type RunState = Omit<ContinuationEvent, "kind">;

export const emptyTotals = (): PolicyTotals => ({
  deleted: 0,
  batches: 0,
  segments: 0,
  outcome: "open",
  examined: null,
  held: null,
  blocked: null,
  blockedBy: null,
  cascaded: {},
  deletedFirst: {},
  alsoDeleted: {},
  redacted: 0,
  backlog: null,
  oldestAgeSeconds: null,
  overdueSeconds: null,
  error: null,
});

const sumPerTable = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((table) => [
      table,
      (a[table] ?? 0) + (b[table] ?? 0),
    ]),
  );

/** Adds one segment's report for a policy to the run's totals; figures are the latest known. */
export function addToTotals(
  previous: PolicyTotals | undefined,
  report: PolicyReport,
): PolicyTotals {
  const base = previous ?? emptyTotals();
  return {
    deleted: base.deleted + report.deleted,
    batches: base.batches + report.batches,
    segments: base.segments + 1,
    outcome: report.outcome,
    examined: report.examined + base.deleted,
    held: report.held,
    blocked: report.blocked,
    blockedBy: report.blockedBy,
    cascaded: sumPerTable(base.cascaded, report.cascaded),
    deletedFirst: sumPerTable(base.deletedFirst, report.deletedFirst ?? {}),
    alsoDeleted: sumPerTable(base.alsoDeleted, report.alsoDeleted),
    redacted: base.redacted + (report.redacted ?? 0),
    backlog: report.backlog,
    oldestAgeSeconds: report.oldestAgeSeconds,
    overdueSeconds: report.overdueSeconds,
    error: report.error,
    ...(report.failure ? { failure: report.failure } : {}),
  };
}

/** The run's totals after a segment; a segment that failed as a whole fails every open policy. */
export function totalsAfter(
  state: RunState,
  report: RunReport | undefined,
  segmentError: ErrorDescription | undefined,
): Record<string, PolicyTotals> {
  const totals = { ...state.totals };
  for (const policyReport of report?.policies ?? []) {
    totals[policyReport.name] = addToTotals(totals[policyReport.name], policyReport);
  }
  if (segmentError !== undefined) {
    for (const name of state.openPolicies) {
      totals[name] = {
        ...(totals[name] ?? emptyTotals()),
        outcome: "failed",
        error: segmentError.message,
        failure: segmentError,
      };
    }
  }
  return totals;
}

export function sumDeleted(report: RunReport | undefined): number {
  return (report?.policies ?? []).reduce((sum, policy) => sum + policy.deleted, 0);
}
