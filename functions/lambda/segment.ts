// One segment of a run: start or resume it, run the engine within the budget, then hand the run
// on (continuation.ts) or end it (finish.ts).
import { s3ArchiveStores } from "../aws/archive-store.js";
import { parseEvent } from "../contract/events.js";
import {
  ClockError,
  claimSegment,
  describeError,
  type ErrorDescription,
  isErrorOutcome,
  type RunReport,
  runLines,
  runRetention,
  settingsOptions,
} from "../engine/index.js";
import {
  type Segment,
  type SegmentDeps,
  type SegmentResult,
  type SegmentWork,
  segmentOf,
} from "./context.js";
import { continueRun } from "./continuation.js";
import { emitSegmentMetrics } from "./emit-metrics.js";
import { finishRun } from "./finish.js";
import { publishOutbox } from "./outbox.js";
import { policySpans } from "./policy-spans.js";
import { type RunState, totalsAfter } from "./run-state.js";
import { type RunStart, refuseRun, resume, startRun } from "./start.js";
import { inSpan } from "./tracing.js";

export type { RunState, SegmentDeps, SegmentResult };

/** When some policy publishes: the share of a segment's time kept for the outbox's drain. */
const PUBLISH_SHARE = 0.2;

/**
 * One segment of a run: start (or resume) the run, claim the segment in the ledger, run the engine
 * until the Lambda's time, the run's deadline or the work runs out, then continue in a new segment
 * or finish the run.
 */
export async function runSegment(event: unknown, deps: SegmentDeps): Promise<SegmentResult> {
  const invokedAt = Date.now();
  const parsed = parseEvent(event);
  let start: RunStart;
  try {
    start = parsed.kind === "continuation" ? resume(parsed) : await startRun(parsed, deps);
  } catch (error) {
    if (!(error instanceof ClockError)) throw error;
    return refuseRun(error, deps);
  }
  if (start.kind === "skipped") {
    deps.logger.warn({ event: "run-skipped", reason: start.reason }, "run skipped");
    return { status: "skipped", reason: start.reason };
  }
  if (start.kind === "refused") {
    deps.logger.warn({ event: "rerun-refused", reason: start.reason }, "re-run refused");
    return {
      status: "refused",
      reason: start.reason,
      ...(start.runId ? { runId: start.runId } : {}),
    };
  }
  const segment = segmentOf(start.state, deps, invokedAt);
  const { state, log } = segment;
  if (!(await claimSegment(deps.pool, state))) {
    log.warn({ event: "duplicate-segment" }, "segment already claimed: duplicate event ignored");
    return { status: "duplicate", runId: state.runId, segment: state.segment };
  }
  if (state.segment === 1) {
    runLines.started(log, {
      trigger: state.trigger,
      dryRun: state.dryRun,
      now: state.now,
      cutoffs: state.cutoffs,
    });
  }

  return inSpan(
    deps.tracing,
    `segment ${state.segment}`,
    { runId: state.runId, segment: state.segment, phase: "segment", trigger: state.trigger },
    async (span) => {
      const result = await runAndHandOn(segment);
      const policies = Object.values(result.totals ?? {});
      span.metadata("status", result.status);
      span.metadata("dryRun", state.dryRun);
      span.metadata(
        "deletedInRun",
        policies.reduce((sum, each) => sum + each.deleted, 0),
      );
      span.metadata(
        "batchesInRun",
        policies.reduce((sum, each) => sum + each.batches, 0),
      );
      return result;
    },
  );
}

/** The segment's work, then a continuation or the run's end. */
async function runAndHandOn(segment: Segment): Promise<SegmentResult> {
  const { state, deps } = segment;
  const work = await runWork(segment);
  if (!state.dryRun) {
    emitSegmentMetrics(
      deps.metrics,
      (work.report?.policies ?? []).map((each) => ({
        name: each.name,
        deleted: each.deleted,
        ...(each.redacted === undefined ? {} : { redacted: each.redacted }),
        ...(each.archived ? { archived: each.archived } : {}),
        throttledMs: each.throttled?.ms ?? 0,
      })),
      work.errors - state.errors,
    );
  }
  const next = nextStep(segment, work);
  if (next.kind === "finish") return finishRun(segment, work, next.reason, 0);
  const continued = await continueRun(segment, work);
  if (continued.kind === "failed") {
    const reason = `continuation could not be invoked: ${continued.reason}`;
    return finishRun(segment, work, reason, 1);
  }
  return {
    status: "continued",
    runId: state.runId,
    segment: state.segment,
    totals: work.totals,
    ...(work.published ? { published: work.published } : {}),
  };
}

/** Runs the engine on the open policies until the segment's budget or the run's deadline. */
async function runWork(segment: Segment): Promise<SegmentWork> {
  const { state, deps, log, invokedAt } = segment;
  const { settings } = deps;
  const runDeadline = Date.parse(state.deadline);
  const budgetDeadline = invokedAt + deps.remainingMs() - settings.safetyMarginMs;
  const policies = settings.policies.filter((policy) => state.openPolicies.includes(policy.name));
  const publishing = !state.dryRun && settings.eventBusName !== undefined;
  // Deletions stop early enough for their keys to go out in the same segment.
  const deleteDeadline = publishing
    ? budgetDeadline - Math.max(0, budgetDeadline - invokedAt) * PUBLISH_SHARE
    : budgetDeadline;
  let report: RunReport | undefined;
  let segmentError: ErrorDescription | undefined;
  const spans = policySpans(state, deps.tracing, settings.run.batchSize);
  try {
    report = await runRetention({
      pool: deps.pool,
      policies,
      runId: state.runId,
      ...(state.rerunOf ? { rerunOf: state.rerunOf } : {}),
      dryRun: state.dryRun,
      redactionKey: deps.redactionKey,
      archiveStores: s3ArchiveStores(deps.s3, settings.buckets, {
        kmsKeyId: settings.archiveKmsKeyId,
      }),
      now: new Date(state.now),
      cutoffs: state.cutoffs,
      deadline: Math.min(runDeadline, deleteDeadline),
      signal: deps.signal,
      ...settingsOptions(settings.run),
      statementTimeoutMs: settings.statementTimeoutMs,
      allowLargeDeletion: state.allowLargeDeletion,
      breakerPassed: state.breakerPassed,
      logger: deps.logger.child({ segment: state.segment }),
      onProgress: spans.onProgress,
    });
  } catch (error) {
    spans.abandon(error);
    segmentError = describeError(error);
    log.error({ event: "segment-failed", error: segmentError }, "segment failed");
  }
  const failedPolicies = (report?.policies ?? []).filter((each) => isErrorOutcome(each.outcome));
  const published = publishing ? await publishOutbox(segment, budgetDeadline) : undefined;
  return {
    ...(published ? { published } : {}),
    report,
    segmentError,
    totals: totalsAfter(state, report, segmentError),
    errors: state.errors + (segmentError === undefined ? 0 : 1) + failedPolicies.length,
    open: (report?.policies ?? [])
      .filter((each) => each.outcome === "deadline" || each.outcome === "aborted")
      .map((each) => each.name),
    // Only the Lambda's own time, not the run's deadline, is a reason to continue.
    stoppedByBudget: budgetDeadline < runDeadline && Date.now() < runDeadline,
  };
}

/** Whether a continuation takes the run up, or why it ends with this segment. */
type NextStep = { kind: "continue" } | { kind: "finish"; reason: string };

function nextStep({ state, deps }: Segment, work: SegmentWork): NextStep {
  const finish = (reason: string): NextStep => ({ kind: "finish", reason });
  if (work.open.length === 0) return finish("no work left");
  // A segment that starts after the run's deadline (a late delivery) ends it for that reason.
  if (!work.stoppedByBudget) return finish("run deadline reached");
  if (!(work.report?.policies ?? []).some((each) => each.batches > 0))
    return finish("no time for a single batch: the Lambda timeout must exceed SAFETY_MARGIN_MS");
  if (state.segment >= deps.settings.maxSegments)
    return finish(`chain length limit (${deps.settings.maxSegments} segments)`);
  return { kind: "continue" };
}
