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
import { stamp } from "../contract/output-versions.js";
import type { StoreFinding } from "../contract/stores/index.js";
import {
  describeError,
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
    totals: run.totals,
    ...(stores.length > 0 ? { stores } : {}),
    ...legacyBuckets(stores, deps.settings.stores),
    ...(work.published ? { published: work.published } : {}),
  };
}

/** What a fleet's item records of its target's night (the state machine's outcome of the item). */
export interface FleetOutcome {
  target: string;
  status: SegmentResult["status"] | "crashed";
  runId?: string;
  reason?: string;
  deleted: number;
}

/** Statuses that end what this event started: the fleet's item is told (continued runs go on). */
const REPORTED = new Set<FleetOutcome["status"]>([
  "succeeded",
  "partial",
  "failed",
  "skipped",
  "duplicate",
  "crashed",
]);

/** The error name the fleet's item fails with, by status; a status not here is a success. */
const FLEET_ERRORS: Partial<Record<FleetOutcome["status"], string>> = {
  failed: "RetentionRunFailed",
  skipped: "RetentionRunSkipped",
  crashed: "RetentionRunCrashed",
};

/** The outcome of a run's end (or of a segment that threw) for the fleet's item. */
export function fleetOutcome(
  fleet: FleetItem,
  ended: SegmentResult | { crashed: unknown },
): FleetOutcome {
  if ("crashed" in ended) {
    return {
      target: fleet.target,
      status: "crashed",
      reason: describeError(ended.crashed).message.slice(0, 1000),
      deleted: 0,
    };
  }
  const deleted = Object.values(ended.totals ?? {}).reduce((sum, each) => sum + each.deleted, 0);
  return {
    target: fleet.target,
    status: ended.status,
    ...(ended.runId ? { runId: ended.runId } : {}),
    ...(ended.reason ? { reason: ended.reason.slice(0, 1000) } : {}),
    deleted,
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
  const error = FLEET_ERRORS[outcome.status];
  try {
    const { taskToken } = fleet;
    const told = JSON.stringify({ ...stamp("fleet-outcome"), ...outcome });
    if (error) await sfn.send(new SendTaskFailureCommand({ taskToken, error, cause: told }));
    else await sfn.send(new SendTaskSuccessCommand({ taskToken, output: told }));
    log.info({ event: "fleet-reported", target: fleet.target, status: outcome.status }, "reported");
  } catch (failure) {
    log.warn(
      { event: "fleet-report-failed", target: fleet.target, error: describeError(failure) },
      "the run's outcome could not be reported to the fleet's state machine",
    );
  }
}
