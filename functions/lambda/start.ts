// A run's start: the first segment's state from a scheduled or catch-up event (the night window,
// the run's clock), a continuation's resumed, or the run refused.
import { randomUUID } from "node:crypto";
import {
  type CatchUpEvent,
  type ContinuationEvent,
  type ScheduledEvent,
  scheduledRunId,
} from "../contract/events.js";
import { nightWindowEnd } from "../contract/night-window.js";
import { selectPolicies } from "../contract/retention-table.js";
import { type ClockError, describeError, fixRunClock, pruneLedger } from "../engine/index.js";
import type { SegmentDeps, SegmentResult } from "./context.js";
import { emitRunMetrics, emitSegmentMetrics } from "./emit-metrics.js";
import { type RerunStart, startRerun } from "./rerun.js";
import type { RunState } from "./run-state.js";

/** How an event starts its segment: with the run's state, or skipped or refused (and why). */
export type RunStart =
  | { kind: "started"; state: RunState }
  | { kind: "skipped"; reason: string }
  | { kind: "refused"; reason: string; runId?: string };

/** A continuation carries the run's state as it is. */
export function resume(event: ContinuationEvent): RunStart {
  const { kind: _kind, ...state } = event;
  return { kind: "started", state };
}

/** A run that may not start (the clocks disagree): failed, with its metrics and one line. */
export function refuseRun(error: ClockError, deps: SegmentDeps): SegmentResult {
  deps.logger.error({ event: "run-refused", error: describeError(error) }, "run refused");
  emitSegmentMetrics(deps.metrics, [], 1);
  emitRunMetrics(deps.metrics, {
    totals: {},
    succeeded: false,
    durationMs: 0,
    segments: 1,
    policies: deps.settings.policies,
  });
  return { status: "failed", reason: error.message, error: describeError(error) };
}

/**
 * The run's time: its MaxRunDuration, cut at the night window's end unless the event ignores it (a
 * catch-up, a fleet target's re-run: an operator's, started by day).
 */
function runTime(
  catchUp: CatchUpEvent | undefined,
  deps: SegmentDeps,
  rerun: boolean,
): { ms: number } | { skipped: string } {
  const { settings } = deps;
  const runMs = catchUp?.maxRunDuration ?? settings.run.maxRunDurationMs;
  if (catchUp?.ignoreNightWindow || rerun) return { ms: runMs };
  const wallNow = deps.clock();
  const windowEnd = nightWindowEnd(settings.nightWindow, new Date(wallNow));
  if (!windowEnd) {
    return {
      skipped: `outside the night window ${settings.nightWindow.text} ${settings.nightWindow.timeZone}`,
    };
  }
  return { ms: Math.min(runMs, windowEnd.getTime() - wallNow) };
}

/**
 * The run's id: a catch-up's own; a scheduled night's from its scheduled time (one per target of a
 * fleet); a fleet target's re-run the next of its night's (or refused); else a fresh one.
 */
async function runIdOf(
  event: ScheduledEvent | CatchUpEvent,
  deps: SegmentDeps,
): Promise<{ runId: string; rerunOf?: string } | Extract<RerunStart, { kind: "refused" }>> {
  if (event.kind === "catch-up") return { runId: event.runId ?? randomUUID() };
  const { fleet, scheduledTime } = event;
  if (fleet?.rerun) {
    const rerun = await startRerun(fleet, scheduledTime, deps);
    return rerun.kind === "refused" ? rerun : { runId: rerun.runId, rerunOf: rerun.rerunOf };
  }
  if (!scheduledTime) return { runId: randomUUID() };
  // A fleet's function runs many targets: one runId per target per night.
  return {
    runId: scheduledRunId(
      fleet ? `${deps.functionName}/${fleet.target}` : deps.functionName,
      scheduledTime,
    ),
  };
}

/** Turns a scheduled or catch-up event into the first segment's state, or says why there is nothing to do. */
export async function startRun(
  event: ScheduledEvent | CatchUpEvent,
  deps: SegmentDeps,
): Promise<RunStart> {
  const { settings } = deps;
  const catchUp = event.kind === "catch-up" ? event : undefined;
  const fleet = event.kind === "scheduled" ? event.fleet : undefined;
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
  const time = runTime(catchUp, deps, Boolean(fleet?.rerun));
  if ("skipped" in time) return { kind: "skipped", reason: time.skipped };
  const id = await runIdOf(event, deps);
  if ("kind" in id) return id;
  const clock = await fixRunClock(
    deps.pool,
    policies,
    deps.simulated ? { now: new Date(deps.clock()) } : undefined,
  );
  await pruneLedger(deps.pool);
  const state: RunState = {
    ...id,
    trigger: event.kind,
    dryRun: catchUp?.dryRun ?? false,
    segment: 1,
    chain: 0,
    now: clock.now.toISOString(),
    startedAt: new Date().toISOString(),
    deadline: new Date(Date.now() + time.ms).toISOString(),
    cutoffs: clock.cutoffs,
    openPolicies: policies.map((policy) => policy.name),
    totals: {},
    errors: 0,
    allowLargeDeletion,
    breakerPassed: [],
    ...(fleet ? { fleet } : {}),
  };
  return { kind: "started", state };
}
