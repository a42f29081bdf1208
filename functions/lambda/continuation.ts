// The run handed on: a continuation (or one per chain when the run fans out), invoked with retries.
import { InvokeCommand } from "@aws-sdk/client-lambda";
import { httpStatusOf, isThrottled } from "../aws/throttling.js";
import type { ContinuationEvent } from "../contract/events.js";
import {
  describeError,
  finishChain,
  finishSegment,
  openChains,
  policyGroups,
} from "../engine/index.js";
import type { Segment, SegmentDeps, SegmentWork } from "./context.js";
import { emptyTotals, sumDeleted } from "./run-state.js";

/** A throttled continuation Invoke is tried this often, waiting 1 s, 2 s, ... between tries. */
export const CONTINUATION_RETRY = { attempts: 4, firstWaitMs: 1000 } as const;

/** What handing the run on came to: sent, or why not (the run then ends with this segment). */
export type Continuation = { kind: "continued" } | { kind: "failed"; reason: string };

/** Hands the rest of the run to a new segment (or, fanned out, to a segment per chain). */
export async function continueRun(segment: Segment, work: SegmentWork): Promise<Continuation> {
  const { state, deps, log } = segment;
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
  if (chains.length > 1) return fanOut(segment, next, chains, work);
  try {
    await invokeWithRetries(segment, next);
  } catch (error) {
    log.error({ event: "continuation-failed", error: describeError(error) }, "continuation failed");
    return { kind: "failed", reason: describeError(error).message };
  }
  log.info(
    { event: "segment-continued", openPolicies: work.open, nextSegment: next.segment },
    "continued",
  );
  return handedOn(segment, work, "continued");
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
  segment: Segment,
  next: ContinuationEvent,
  chains: string[][],
  work: SegmentWork,
): Promise<Continuation> {
  const { state, deps, log } = segment;
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
    const chain = { ...next, chain: index + 1, openPolicies: policies, totals: only(policies) };
    const sent = await startChain(segment, { ...chain, errors: 0 });
    if (sent.kind === "failed" && sent.last) return { kind: "failed", reason: sent.reason };
  }
  log.info(
    { event: "run-fanned-out", chains: chains.length, policies: chains, nextSegment: next.segment },
    "fanned out",
  );
  return handedOn(segment, work, "fanned-out");
}

/** This segment finished in the ledger as having handed the rest of the run on. */
async function handedOn(
  segment: Segment,
  work: SegmentWork,
  status: "continued" | "fanned-out",
): Promise<Continuation> {
  const { state, deps } = segment;
  await finishSegment(deps.pool, { ...state, deleted: sumDeleted(work.report), status });
  return { kind: "continued" };
}

/** Whether a chain's first continuation went out; one that did not may have ended the run. */
type ChainStart = { kind: "started" } | { kind: "failed"; reason: string; last: boolean };

/**
 * One chain's first continuation. A chain that cannot be started is finished in the ledger as
 * failed; when that makes it the run's last chain, the run ends here (failed).
 */
async function startChain(segment: Segment, chain: ContinuationEvent): Promise<ChainStart> {
  const { state, deps, log } = segment;
  try {
    await invokeWithRetries(segment, chain);
    return { kind: "started" };
  } catch (error) {
    log.error(
      { event: "continuation-failed", chain: chain.chain, error: describeError(error) },
      "chain not started",
    );
    const failed = Object.fromEntries(
      chain.openPolicies.map((name) => [
        name,
        {
          ...(chain.totals[name] ?? emptyTotals()),
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
    return { kind: "failed", reason: describeError(error).message, last: done.last };
  }
}

/** Lambda said "not now" (throttled, or briefly unavailable): worth another try. */
const retryable = (error: unknown) => isThrottled(error) || httpStatusOf(error) >= 500;

/**
 * Sends the continuation; a throttled Invoke is tried again after a pause (CONTINUATION_RETRY),
 * so that one throttle does not cost the rest of the night.
 */
async function invokeWithRetries({ deps, log }: Segment, next: ContinuationEvent) {
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
