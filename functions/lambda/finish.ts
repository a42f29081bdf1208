// The run's end: a chain's figures to the ledger, the run's outcome and metrics, the store checks,
// the evidence copy, and its one `run-completed` line; a fleet's item told how the run ended.
import {
  SendTaskFailureCommand,
  SendTaskSuccessCommand,
  type SFNClient,
} from "@aws-sdk/client-sfn";
import { writeEvidence } from "../aws/evidence-bucket.js";
import { checkStores as checkStoreEntries } from "../aws/stores/index.js";
import type { FleetItem, PolicyTotals } from "../contract/events.js";
import { FLEET_RUN_ERRORS, type FleetError, type FleetOutcome } from "../contract/fleet.js";
import { FLEET } from "../contract/limits.js";
import { stamp } from "../contract/output-versions.js";
import type { StoreFinding } from "../contract/stores/index.js";
import {
  describeError,
  type ErrorDescription,
  evidenceOfRun,
  finishChain,
  finishSegment,
  type Logger,
  runLines,
  runStatus,
} from "../engine/index.js";
import type { Segment, SegmentResult, SegmentWork } from "./context.js";
import { legacyBuckets, logLegacyLifecycle } from "./deprecated.js";
import { emitRunMetrics, emitStoreMetrics } from "./emit-metrics.js";
import { sumDeleted } from "./run-state.js";
import { inSpan } from "./tracing.js";

/** The run's figures as its end reports them: this chain's, or every chain's. */
interface RunFigures {
  errors: number;
  totals: Record<string, PolicyTotals>;
  segments: number;
}

/** A chain's end: the last chain of the run ends the run (with every chain's figures); others stop. */
type ChainEnd =
  | { kind: "last"; run: RunFigures }
  | { kind: "others-running"; result: SegmentResult };

/**
 * A chain's last segment: its figures to the ledger. The chain that finishes last ends the run,
 * with every chain's figures; the others say so and stop.
 */
async function finishChainOf(
  { state, deps, log }: Segment,
  work: SegmentWork,
  errors: number,
): Promise<ChainEnd> {
  const done = await finishChain(deps.pool, state.runId, state.chain, {
    segments: state.segment,
    errors,
    totals: work.totals,
  });
  if (done.last) {
    return {
      kind: "last",
      run: { errors: done.errors, totals: done.totals, segments: done.segments },
    };
  }
  log.info({ event: "chain-finished", chain: state.chain, errors }, "chain finished");
  await finishSegment(deps.pool, {
    ...state,
    deleted: sumDeleted(work.report),
    status: "chain-finished",
  });
  return {
    kind: "others-running",
    result: {
      status: "chain-finished",
      runId: state.runId,
      segment: state.segment,
      totals: work.totals,
    },
  };
}

/**
 * The run's evidence records, copied to the evidence bucket (where they outlive the database and,
 * under Object Lock, anyone's edits); a copy that fails is a warning line, the run stands.
 */
async function copyEvidence({ state, deps, log }: Segment): Promise<void> {
  const evidence = deps.settings.evidence;
  if (state.dryRun || !evidence) return;
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

/** The derived stores of the retention table, each checked (read-only), once per run; logged. */
async function checkStores({ state, deps, log }: Segment): Promise<StoreFinding[]> {
  const stores =
    deps.settings.stores.length === 0
      ? []
      : await inSpan(
          deps.tracing,
          "stores",
          { runId: state.runId, segment: state.segment, phase: "check-stores" },
          async (span) => {
            const found = await checkStoreEntries(deps.settings.stores, deps.storeClients);
            span.metadata(
              "findings",
              found.map(({ name, kind, status }) => ({ name, kind, status })),
            );
            return found;
          },
        );
  for (const finding of stores) {
    log[finding.verdict === "ok" ? "info" : "warn"](
      { event: "store-checked", store: finding.name, kind: finding.kind, status: finding.status },
      finding.detail,
    );
    logLegacyLifecycle(log, finding, deps.settings.stores);
  }
  if (!state.dryRun) emitStoreMetrics(deps.metrics, stores);
  return stores;
}

/** The final segment: the run's outcome, its metrics and its one `run-completed` line. */
export async function finishRun(
  segment: Segment,
  work: SegmentWork,
  reason: string,
  moreErrors: number,
): Promise<SegmentResult> {
  const { state, deps, log } = segment;
  let run: RunFigures = {
    errors: work.errors + moreErrors,
    totals: work.totals,
    segments: state.segment,
  };
  if (state.chain > 0) {
    const end = await finishChainOf(segment, work, run.errors);
    if (end.kind === "others-running") return end.result;
    run = end.run;
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
  const stores = await checkStores(segment);
  await copyEvidence(segment);
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
    ...(state.rerunOf ? { rerunOf: state.rerunOf } : {}),
    totals: run.totals,
    ...(stores.length > 0 ? { stores } : {}),
    ...legacyBuckets(stores, deps.settings.stores),
    ...(work.published ? { published: work.published } : {}),
  };
}

export type { FleetOutcome };

/** Statuses that end what this event started: the fleet's item is told (continued runs go on). */
const REPORTED = new Set<FleetOutcome["status"]>([
  "succeeded",
  "partial",
  "failed",
  "skipped",
  "duplicate",
  "crashed",
  "refused",
]);

/** The error name the fleet's item fails with, by status; a status not here is a success. */
const FLEET_ERRORS: Partial<Record<FleetOutcome["status"], string>> = FLEET_RUN_ERRORS;

/** A message as an outcome carries it: the engine's telling, cut to a length a cause can hold. */
const told = (error: ErrorDescription, policy?: string): FleetError => ({
  ...(policy ? { policy } : {}),
  kind: error.kind,
  ...(error.code ? { code: error.code } : {}),
  message: error.message.slice(0, 1000),
});

/** Why a run failed: each failed policy's error (the first FLEET.outcomeErrors), or the run's own. */
function errorsOf(ended: SegmentResult): FleetError[] {
  const policies = Object.entries(ended.totals ?? {}).flatMap(([policy, totals]) =>
    totals.error === null
      ? []
      : [told(totals.failure ?? { kind: "other", message: totals.error }, policy)],
  );
  const all = ended.error ? [told(ended.error), ...policies] : policies;
  return all.slice(0, FLEET.outcomeErrors);
}

/** The outcome of a run's end (or of a segment that threw) for the fleet's item. */
export function fleetOutcome(
  fleet: FleetItem,
  ended: SegmentResult | { crashed: unknown },
): FleetOutcome {
  if ("crashed" in ended) {
    const error = describeError(ended.crashed);
    return {
      target: fleet.target,
      status: "crashed",
      reason: error.message.slice(0, 1000),
      deleted: 0,
      errors: [told(error)],
    };
  }
  const deleted = Object.values(ended.totals ?? {}).reduce((sum, each) => sum + each.deleted, 0);
  const errors = errorsOf(ended);
  return {
    target: fleet.target,
    status: ended.status,
    ...(ended.runId ? { runId: ended.runId } : {}),
    ...(ended.reason ? { reason: ended.reason.slice(0, 1000) } : {}),
    deleted,
    ...(errors.length > 0 ? { errors } : {}),
    ...(ended.rerunOf ? { rerunOf: ended.rerunOf } : {}),
  };
}

/**
 * The end of a fleet item's run, told to the state machine waiting on its task token: success with
 * the outcome, or failure (its error names the status, its cause is the outcome). A report that
 * cannot be sent is a warning line: the item then fails on its timeout, the run stands.
 */
export async function reportToFleet(
  sfn: SFNClient,
  fleet: FleetItem,
  outcome: FleetOutcome,
  log: Logger,
): Promise<void> {
  if (!REPORTED.has(outcome.status)) return;
  // A run a policy failed in fails its item (its RunFailed is 1), even when others completed.
  const error =
    FLEET_ERRORS[outcome.status] ?? (outcome.errors?.length ? FLEET_RUN_ERRORS.failed : undefined);
  try {
    const { taskToken } = fleet;
    const told = JSON.stringify({ ...stamp("fleet-outcome"), ...outcome });
    if (error) await sfn.send(new SendTaskFailureCommand({ taskToken, error, cause: told }));
    else await sfn.send(new SendTaskSuccessCommand({ taskToken, output: told }));
    // The target is the log's own (create-handler.ts binds it): said once.
    log.info({ event: "fleet-reported", status: outcome.status }, "reported");
  } catch (failure) {
    log.warn(
      { event: "fleet-report-failed", error: describeError(failure) },
      "the run's outcome could not be reported to the fleet's state machine",
    );
  }
}
