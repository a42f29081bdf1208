// One segment of a run: start or resume, work within the budget, continue or finish, report.

import { randomUUID } from "node:crypto";
import type { Metrics } from "@aws-lambda-powertools/metrics";
import type { EventBridgeClient } from "@aws-sdk/client-eventbridge";
import { InvokeCommand, type LambdaClient } from "@aws-sdk/client-lambda";
import type { S3Client } from "@aws-sdk/client-s3";
import type pg from "pg";
import { s3ArchiveStores } from "../aws/archive-store.js";
import { type EvidenceBucket, writeEvidence } from "../aws/evidence-bucket.js";
import { checkStores } from "../aws/stores/index.js";
import { httpStatusOf, isThrottled } from "../aws/throttling.js";
import {
  type CatchUpEvent,
  type ContinuationEvent,
  type PolicyTotals,
  parseEvent,
  type ScheduledEvent,
  scheduledRunId,
} from "../contract/events.js";
import { CONTINUATION_RETRY } from "../contract/limits.js";
import { nightWindowEnd } from "../contract/night-window.js";
import { selectPolicies } from "../contract/retention-table.js";
import type { ClientSource, StoreFinding } from "../contract/stores/index.js";
import {
  type ChainsDone,
  ClockError,
  claimSegment,
  type DrainReport,
  describeError,
  drainOutbox,
  evidenceOfRun,
  finishChain,
  finishSegment,
  fixRunClock,
  isErrorOutcome,
  type Logger,
  openChains,
  type ProgressEvent,
  policyGroups,
  pruneLedger,
  type RunReport,
  runLines,
  runRetention,
  runStatus,
} from "../engine/index.js";
import {
  emitOutboxMetrics,
  emitRunMetrics,
  emitSegmentMetrics,
  emitStoreMetrics,
} from "./emit-metrics.js";
import { eventBridgePublisher } from "./publisher.js";
import { emptyTotals, type RunState, sumDeleted, totalsAfter } from "./run-state.js";
import type { Settings } from "./settings.js";
import { inSpan, type Span, type Tracing } from "./tracing.js";

export type { RunState };

export interface SegmentResult {
  /** chain-finished: a chain of a run that fanned out ended, and others still run. */
  status:
    | "continued"
    | "chain-finished"
    | "succeeded"
    | "partial"
    | "failed"
    | "duplicate"
    | "skipped";
  /** The final segment: each derived store's expiry, judged. */
  stores?: StoreFinding[];
  /** What this segment published from the outbox, and what is left there. */
  published?: DrainReport;
  runId?: string;
  segment?: number;
  reason?: string;
  totals?: Record<string, PolicyTotals>;
}

export interface SegmentDeps {
  settings: Settings;
  pool: pg.Pool;
  /** The key of redactions to a keyed hash (from the settings or their secret). */
  redactionKey?: string;
  lambda: LambdaClient;
  s3: S3Client;
  /** The clients of the store checks (the S3 client above among them). */
  storeClients: ClientSource;
  events: EventBridgeClient;
  metrics: Metrics;
  /** Carries the Lambda requestId; each line of a run adds runId and segment. */
  logger: Logger;
  /** Wall clock for the night window (tests move it); the engine's deadlines use real time. */
  clock: () => number;
  /** The clock is the simulation's: it is also the run's `now`. */
  simulated?: boolean;
  functionName: string;
  remainingMs: () => number;
  signal?: AbortSignal;
  tracing: Tracing;
}

/** What a segment did: the engine's report (or why it failed as a whole) and the run's totals. */
interface SegmentWork {
  report?: RunReport;
  segmentError?: string;
  totals: Record<string, PolicyTotals>;
  errors: number;
  /** Policies stopped by the time budget: the continuation takes them up. */
  open: string[];
  stoppedByBudget: boolean;
  published?: DrainReport;
}

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
  let state: RunState | { skipped: string };
  try {
    state = parsed.kind === "continuation" ? resume(parsed) : await startRun(parsed, deps);
  } catch (error) {
    if (!(error instanceof ClockError)) throw error;
    return refuseRun(error, deps);
  }
  if ("skipped" in state) {
    deps.logger.warn({ event: "run-skipped", reason: state.skipped }, "run skipped");
    return { status: "skipped", reason: state.skipped };
  }
  const log = deps.logger.child({ runId: state.runId, segment: state.segment });
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
      const result = await runAndHandOn(state, deps, invokedAt, log);
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
async function runAndHandOn(
  state: RunState,
  deps: SegmentDeps,
  invokedAt: number,
  log: Logger,
): Promise<SegmentResult> {
  const work = await runWork(state, deps, invokedAt);
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
  const reason = whyFinish(state, work, deps.settings);
  if (reason === undefined) {
    const continued = await continueRun(state, work, deps, log);
    if (continued === true) {
      return {
        status: "continued",
        runId: state.runId,
        segment: state.segment,
        totals: work.totals,
        ...(work.published ? { published: work.published } : {}),
      };
    }
    return finishRun(state, work, `continuation could not be invoked: ${continued}`, 1, deps, log);
  }
  return finishRun(state, work, reason, 0, deps, log);
}

/** A run that may not start (the clocks disagree): failed, with its metrics and one line. */
function refuseRun(error: ClockError, deps: SegmentDeps): SegmentResult {
  deps.logger.error({ event: "run-refused", error: describeError(error) }, "run refused");
  emitSegmentMetrics(deps.metrics, [], 1);
  emitRunMetrics(deps.metrics, {
    totals: {},
    succeeded: false,
    durationMs: 0,
    segments: 1,
    policies: deps.settings.policies,
  });
  return { status: "failed", reason: error.message };
}

function resume(event: ContinuationEvent): RunState {
  const { kind: _kind, ...state } = event;
  return state;
}

/** Turns a scheduled or catch-up event into the first segment's state, or says why there is nothing to do. */
async function startRun(
  event: ScheduledEvent | CatchUpEvent,
  deps: SegmentDeps,
): Promise<RunState | { skipped: string }> {
  const { settings } = deps;
  const catchUp = event.kind === "catch-up" ? event : undefined;
  const policies = selectPolicies(
    { policies: settings.policies },
    catchUp?.policies,
    "event.policies",
  );
  const allowLargeDeletion = catchUp?.allowLargeDeletion
    ? selectPolicies(
        { policies: settings.policies },
        catchUp.allowLargeDeletion,
        "event.allowLargeDeletion",
      ).map((policy) => policy.name)
    : [];
  let runMs = catchUp?.maxRunDuration ?? settings.maxRunDurationMs;
  if (!catchUp?.ignoreNightWindow) {
    const wallNow = deps.clock();
    const windowEnd = nightWindowEnd(settings.nightWindow, new Date(wallNow));
    if (!windowEnd) {
      return {
        skipped: `outside the night window ${settings.nightWindow.text} ${settings.nightWindow.timeZone}`,
      };
    }
    runMs = Math.min(runMs, windowEnd.getTime() - wallNow);
  }
  const clock = await fixRunClock(
    deps.pool,
    policies,
    deps.simulated ? { now: new Date(deps.clock()) } : undefined,
  );
  await pruneLedger(deps.pool);
  return {
    runId:
      catchUp?.runId ??
      (event.kind === "scheduled" && event.scheduledTime
        ? scheduledRunId(deps.functionName, event.scheduledTime)
        : randomUUID()),
    trigger: event.kind,
    dryRun: catchUp?.dryRun ?? false,
    segment: 1,
    chain: 0,
    now: clock.now.toISOString(),
    startedAt: new Date().toISOString(),
    deadline: new Date(Date.now() + runMs).toISOString(),
    cutoffs: clock.cutoffs,
    openPolicies: policies.map((policy) => policy.name),
    totals: {},
    errors: 0,
    allowLargeDeletion,
    breakerPassed: [],
  };
}

/** Runs the engine on the open policies until the segment's budget or the run's deadline. */
async function runWork(
  state: RunState,
  deps: SegmentDeps,
  invokedAt: number,
): Promise<SegmentWork> {
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
  let segmentError: string | undefined;
  const spans = policySpans(state, deps.tracing, settings.batchSize);
  try {
    report = await runRetention({
      pool: deps.pool,
      policies,
      runId: state.runId,
      dryRun: state.dryRun,
      redactionKey: deps.redactionKey,
      archiveStores: s3ArchiveStores(deps.s3, settings.buckets, {
        kmsKeyId: settings.archiveKmsKeyId,
      }),
      now: new Date(state.now),
      cutoffs: state.cutoffs,
      deadline: Math.min(runDeadline, deleteDeadline),
      signal: deps.signal,
      batchSize: settings.batchSize,
      batchTimeMs: settings.batchTimeMs,
      parallel: settings.parallel,
      throttle: settings.throttle,
      pauseMs: settings.pauseMs,
      statementTimeoutMs: settings.statementTimeoutMs,
      allowLargeDeletion: state.allowLargeDeletion,
      breakerPassed: state.breakerPassed,
      logger: deps.logger.child({ segment: state.segment }),
      onProgress: spans.onProgress,
    });
  } catch (error) {
    spans.abandon(error);
    segmentError = describeError(error).message;
    deps.logger
      .child({ runId: state.runId, segment: state.segment })
      .error({ event: "segment-failed", error: describeError(error) }, "segment failed");
  }
  const failedPolicies = (report?.policies ?? []).filter((each) => isErrorOutcome(each.outcome));
  const published = publishing ? await publishOutbox(state, deps, budgetDeadline) : undefined;
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

/**
 * Hands the outbox to the event bus until the segment's budget: this run's deletions and any an
 * earlier run left. A failure here is logged and counted; the keys stay for the next drain.
 */
async function publishOutbox(
  state: RunState,
  deps: SegmentDeps,
  deadline: number,
): Promise<DrainReport | undefined> {
  const log = deps.logger.child({ runId: state.runId, segment: state.segment });
  const rejections: Record<string, number> = {};
  const span = deps.tracing.start("publish", {
    runId: state.runId,
    segment: state.segment,
    phase: "publish",
  });
  try {
    const drained = await drainOutbox(deps.pool, {
      deadline,
      signal: deps.signal,
      publish: eventBridgePublisher(deps.events, deps.settings.eventBusName as string, {
        onReject: (code, events) => {
          rejections[code] = (rejections[code] ?? 0) + events;
        },
      }),
    });
    emitOutboxMetrics(deps.metrics, drained);
    span.metadata("events", drained.events);
    span.metadata("keys", drained.keys);
    span.metadata("failed", drained.failed);
    span.metadata("left", drained.left);
    log[drained.failed > 0 ? "warn" : "info"](
      {
        event: "outbox-drained",
        events: drained.events,
        keys: drained.keys,
        failed: drained.failed,
        rejections,
        left: drained.left,
      },
      "deletion events published",
    );
    return drained;
  } catch (error) {
    span.fail(error);
    log.error({ event: "outbox-failed", error: describeError(error) }, "outbox not drained");
    return undefined;
  } finally {
    span.end();
  }
}

/** A span per policy, opened and closed by the engine's progress events. */
function policySpans(state: RunState, tracing: Tracing, fixedBatchSize: number | undefined) {
  let open: Span | undefined;
  return {
    onProgress(event: ProgressEvent) {
      if (event.type === "policy-start") {
        open = tracing.start(`policy ${event.policy}`, {
          runId: state.runId,
          segment: state.segment,
          policy: event.policy,
          phase: state.dryRun ? "dry-run" : event.mode === "report" ? "report" : event.mechanism,
        });
      } else if (event.type === "policy" && open) {
        const { report } = event;
        const batchSize = report.batchSizes?.last ?? fixedBatchSize;
        if (batchSize !== undefined) open.metadata("batchSize", batchSize);
        if (report.batchSizes) open.metadata("batchSizes", report.batchSizes);
        open.metadata("throttledMs", report.throttled?.ms ?? 0);
        open.metadata("deleted", report.deleted);
        open.metadata("batches", report.batches);
        open.metadata("outcome", report.outcome);
        open.metadata("strategy", report.strategy);
        open.metadata("backlog", report.backlog);
        if (isErrorOutcome(report.outcome)) open.fail(new Error(`policy ${report.outcome}`));
        open.end();
        open = undefined;
      }
    },
    /** The segment failed with a policy's span open: it ends, failed. */
    abandon(error: unknown) {
      open?.fail(error);
      open?.end();
      open = undefined;
    },
  };
}

/** Why the run ends with this segment; undefined when a continuation should take it up. */
function whyFinish(state: RunState, work: SegmentWork, settings: Settings): string | undefined {
  if (work.open.length === 0) return "no work left";
  // A segment that starts after the run's deadline (a late delivery) ends it for that reason.
  if (!work.stoppedByBudget) return "run deadline reached";
  if (!(work.report?.policies ?? []).some((each) => each.batches > 0))
    return "no time for a single batch: the Lambda timeout must exceed SAFETY_MARGIN_MS";
  if (state.segment >= settings.maxSegments)
    return `chain length limit (${settings.maxSegments} segments)`;
  return undefined;
}

/** Hands the rest of the run to a new segment; true when sent, else why not. */
async function continueRun(
  state: RunState,
  work: SegmentWork,
  deps: SegmentDeps,
  log: Logger,
): Promise<true | string> {
  const passed = (work.report?.policies ?? [])
    .filter(
      (each) => each.breaker !== null && (each.breaker.tripped === null || each.breaker.allowed),
    )
    .map((each) => each.name);
  const next: ContinuationEvent = {
    kind: "continuation",
    ...state,
    segment: state.segment + 1,
    openPolicies: work.open,
    totals: work.totals,
    errors: work.errors,
    breakerPassed: [...new Set([...state.breakerPassed, ...passed])],
  };
  const chains = state.chain === 0 ? await chainsFor(next, deps) : [];
  if (chains.length > 1) return fanOut(state, next, chains, work, deps, log);
  try {
    await invokeWithRetries(deps, next, log);
  } catch (error) {
    log.error({ event: "continuation-failed", error: describeError(error) }, "continuation failed");
    return describeError(error).message;
  }
  log.info(
    { event: "segment-continued", openPolicies: work.open, nextSegment: next.segment },
    "continued",
  );
  await finishSegment(deps.pool, {
    ...state,
    deleted: sumDeleted(work.report),
    status: "continued",
  });
  return true;
}

/**
 * The chains the rest of a run may fan out into: groups of policies that touch no table in common
 * (children still go first within one), dealt to at most MAX_CHAINS chains, the biggest first to
 * the emptiest. One chain (or none) when the run has one group or may not fan out.
 */
async function chainsFor(next: ContinuationEvent, deps: SegmentDeps): Promise<string[][]> {
  if (deps.settings.maxChains <= 1 || next.openPolicies.length <= 1) return [];
  const policies = deps.settings.policies.filter((each) => next.openPolicies.includes(each.name));
  const client = await deps.pool.connect();
  const groups = await policyGroups(client, policies, next.cutoffs).finally(() => client.release());
  const chains: string[][] = Array.from(
    { length: Math.min(deps.settings.maxChains, groups.length) },
    () => [],
  );
  for (const group of groups) {
    const emptiest = chains.reduce((low, each) => (each.length < low.length ? each : low));
    emptiest.push(...group);
  }
  return chains;
}

/**
 * Fans the rest of the run out: the chains in the ledger (with what the run finished so far as
 * chain 0), then a continuation per chain, each with its policies and their totals. A chain that
 * cannot be sent is finished in the ledger as failed, so that the run still ends.
 */
async function fanOut(
  state: RunState,
  next: ContinuationEvent,
  chains: string[][],
  work: SegmentWork,
  deps: SegmentDeps,
  log: Logger,
): Promise<true | string> {
  const only = (names: string[]) =>
    Object.fromEntries(Object.entries(next.totals).filter(([name]) => names.includes(name)));
  const finished = Object.keys(next.totals).filter((name) => !next.openPolicies.includes(name));
  await openChains(
    deps.pool,
    state.runId,
    chains.map((policies, index) => ({ chain: index + 1, policies })),
    { segments: state.segment, errors: next.errors, totals: only(finished) },
  );
  for (const [index, policies] of chains.entries()) {
    const chain = {
      ...next,
      chain: index + 1,
      openPolicies: policies,
      totals: only(policies),
      errors: 0,
    };
    try {
      await invokeWithRetries(deps, chain, log);
    } catch (error) {
      log.error(
        { event: "continuation-failed", chain: chain.chain, error: describeError(error) },
        "chain not started",
      );
      const failed = Object.fromEntries(
        policies.map((name) => [
          name,
          {
            ...(next.totals[name] ?? emptyTotals()),
            outcome: "failed" as const,
            error: "its chain could not be started",
          },
        ]),
      );
      const done = await finishChain(deps.pool, state.runId, chain.chain, {
        segments: state.segment,
        errors: 1,
        totals: failed,
      });
      if (done.last) return describeError(error).message;
    }
  }
  log.info(
    { event: "run-fanned-out", chains: chains.length, policies: chains, nextSegment: next.segment },
    "fanned out",
  );
  await finishSegment(deps.pool, {
    ...state,
    deleted: sumDeleted(work.report),
    status: "fanned-out",
  });
  return true;
}

/** Lambda said "not now" (throttled, or briefly unavailable): worth another try. */
const retryable = (error: unknown) => isThrottled(error) || httpStatusOf(error) >= 500;

/**
 * Sends the continuation; a throttled Invoke is tried again after a pause (CONTINUATION_RETRY),
 * so that one throttle does not cost the rest of the night.
 */
async function invokeWithRetries(deps: SegmentDeps, next: ContinuationEvent, log: Logger) {
  for (let attempt = 1; ; attempt++) {
    try {
      await deps.lambda.send(
        new InvokeCommand({
          FunctionName: deps.functionName,
          InvocationType: "Event",
          Payload: Buffer.from(JSON.stringify(next)),
        }),
      );
      return;
    } catch (error) {
      if (!retryable(error) || attempt >= CONTINUATION_RETRY.attempts) throw error;
      log.warn(
        { event: "continuation-retried", attempt, error: describeError(error) },
        "continuation throttled: trying again",
      );
      await new Promise((resolve) =>
        setTimeout(resolve, CONTINUATION_RETRY.firstWaitMs * 2 ** (attempt - 1)),
      );
    }
  }
}

/**
 * A chain's last segment: its figures to the ledger. The chain that finishes last ends the run,
 * with every chain's figures; the others say so and stop.
 */
async function finishChainOf(
  state: RunState,
  work: SegmentWork,
  errors: number,
  deps: SegmentDeps,
  log: Logger,
): Promise<SegmentResult | ChainsDone<PolicyTotals>> {
  const done = await finishChain(deps.pool, state.runId, state.chain, {
    segments: state.segment,
    errors,
    totals: work.totals,
  });
  if (done.last) return done;
  log.info({ event: "chain-finished", chain: state.chain, errors }, "chain finished");
  await finishSegment(deps.pool, {
    ...state,
    deleted: sumDeleted(work.report),
    status: "chain-finished",
  });
  return {
    status: "chain-finished",
    runId: state.runId,
    segment: state.segment,
    totals: work.totals,
  };
}

/**
 * The run's evidence records, copied to the evidence bucket (where they outlive the database and,
 * under Object Lock, anyone's edits); a copy that fails is a warning line, the run stands.
 */
async function copyEvidence(
  state: RunState,
  deps: SegmentDeps,
  evidence: EvidenceBucket,
  log: Logger,
): Promise<void> {
  try {
    const records = await evidenceOfRun(deps.pool, state.runId);
    const key = await writeEvidence(deps.s3, evidence, state.runId, records, new Date(state.now));
    log.info({ event: "evidence-copied", key, records: records.length }, "evidence copied");
  } catch (error) {
    log.warn(
      { event: "evidence-copy-failed", error: describeError(error) },
      "the run's evidence could not be copied to the evidence bucket",
    );
  }
}

/** The derived stores of the retention table, each checked (read-only), once per run. */
async function checkStoresOnce(
  state: RunState,
  deps: SegmentDeps,
  log: Logger,
): Promise<StoreFinding[]> {
  if (deps.settings.stores.length === 0) return [];
  const findings = await inSpan(
    deps.tracing,
    "stores",
    { runId: state.runId, segment: state.segment, phase: "check-stores" },
    async (span) => {
      const found = await checkStores(deps.settings.stores, deps.storeClients);
      span.metadata(
        "findings",
        found.map(({ name, kind, status }) => ({ name, kind, status })),
      );
      return found;
    },
  );
  for (const finding of findings) {
    log[finding.verdict === "ok" ? "info" : "warn"](
      { event: "store-checked", store: finding.name, kind: finding.kind, status: finding.status },
      finding.detail,
    );
  }
  return findings;
}

/** The final segment: the run's outcome, its metrics and its one `run-completed` line. */
async function finishRun(
  state: RunState,
  work: SegmentWork,
  reason: string,
  moreErrors: number,
  deps: SegmentDeps,
  log: Logger,
): Promise<SegmentResult> {
  let run = { errors: work.errors + moreErrors, totals: work.totals, segments: state.segment };
  if (state.chain > 0) {
    const done = await finishChainOf(state, work, run.errors, deps, log);
    if (!("last" in done)) return done;
    run = { errors: done.errors, totals: done.totals, segments: done.segments };
  }
  const { errors } = run;
  const outcomes = Object.values(run.totals).map((policy) => policy.outcome);
  const status = runStatus(outcomes, errors);
  const durationMs = Date.now() - Date.parse(state.startedAt);
  if (!state.dryRun) {
    emitRunMetrics(deps.metrics, {
      totals: run.totals,
      // For the "no successful run" alarm a run succeeded when nothing failed (a deadline is not a failure).
      succeeded: errors === 0,
      durationMs,
      segments: run.segments,
      policies: deps.settings.policies,
    });
  }
  const stores = await checkStoresOnce(state, deps, log);
  if (!state.dryRun) emitStoreMetrics(deps.metrics, stores);
  if (!state.dryRun && deps.settings.evidence)
    await copyEvidence(state, deps, deps.settings.evidence, log);
  runLines.completed(log, {
    status,
    reason,
    durationMs,
    segments: run.segments,
    errors,
    totals: run.totals,
  });
  await finishSegment(deps.pool, { ...state, deleted: sumDeleted(work.report), status });
  return {
    status,
    runId: state.runId,
    segment: state.segment,
    reason,
    totals: run.totals,
    ...(stores.length > 0 ? { stores } : {}),
    ...(work.published ? { published: work.published } : {}),
  };
}
