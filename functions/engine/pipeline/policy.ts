// One policy's pipeline: preflight, gate (the breaker), the mechanism's work, the standing
// figures, the report. Each stage is a function of its own; none knows which mechanism it runs.
import type pg from "pg";
import { mechanismFacts } from "../../contract/mechanisms.js";
import { checkPrivileges, statusValueWarnings } from "../catalog/index.js";
import type { PolicyShape } from "../catalog/shape.js";
import { classifyPgError, describeError, errorLine } from "../db/pg-errors.js";
import { configureSession, withClient } from "../db/session.js";
import type { Logger } from "../logger.js";
import { type Mechanism, mechanismOf, type Standing } from "../mechanisms/index.js";
import type { PolicyOutcome, PolicyReport } from "../report.js";
import { indexOnlyScansSql } from "../sql/session.js";
import {
  type GateResult,
  gate,
  gateTenants,
  judgeAfterWork,
  judgeOnFigures,
  type Policing,
  tenantTripLine,
} from "./gate.js";
import type { RunOptions } from "./options.js";
import { policyReport, type Seen } from "./report.js";
import { isLargeRun, leavesDeadTuples, tableState, upkeepAfter } from "./upkeep.js";
import { batchCounter, work } from "./work.js";

/** Preflight on the policy's own session: privileges, RLS, status values no row has. */
async function preflight(client: pg.ClientBase, shape: PolicyShape, seen: Seen): Promise<void> {
  await checkPrivileges(client, shape);
  seen.warnings.push(...(await statusValueWarnings(client, shape)));
}

/** Gate, work, figures: everything that runs on the policy's session. */
async function act(
  options: RunOptions,
  client: pg.PoolClient,
  shape: PolicyShape,
  mechanism: Mechanism,
  seen: Seen,
  log: Logger,
): Promise<PolicyOutcome> {
  await configureSession(client, options);
  await preflight(client, shape, seen);
  const at = { options, client, shape, mechanism };
  seen.trippedTenants = await gateTenants(at, log);
  seen.warnings.push(...seen.trippedTenants.map(tenantTripLine));
  const gated = await gate(at, log);
  seen.breaker = gated.verdict;
  await tellEstimate(at, gated);
  if (gated.stop) return gated.stop;
  if (gated.tripped) {
    seen.standing = gated.tripped;
    return "tripped";
  }
  const onBatch = batchCounter(options, shape, seen.progress, log);
  const dry = seen.mode !== "delete";
  // Not in a dry run, nor in its rehearsal (rolled back: no dead tuples, and no VACUUM in a transaction).
  const upkeep = !dry && !options.rehearsal && leavesDeadTuples(shape);
  const before = upkeep ? await tableState(client, shape) : undefined;
  const done = await work(options, client, shape, mechanism, onBatch, seen);
  for (const notice of done.notices ?? []) log.warn({ event: notice.event }, notice.message);
  if (before && isLargeRun(seen.progress.deleted))
    seen.upkeep = await upkeepAfter(options, client, shape, before);
  seen.standing = await standingAfter(client, shape, mechanism, dry, seen.progress.deleted);
  if (gated.afterWork)
    seen.breaker = await judgeAfterWork(at, seen.progress.deleted, seen.standing, log);
  // Nothing deleted: what the breaker would say of a run that acts, for the operator.
  if (dry) seen.breaker = await judgeOnFigures(at, 0, seen.standing);
  return done.outcome;
}

/**
 * Tells the door how many rows the policy will take: the breaker's count, or the planner's estimate
 * for a policy allowed to trip (not counted before it acts). A dry run counts after, and tells none.
 */
async function tellEstimate(at: Policing, { verdict, afterWork }: GateResult): Promise<void> {
  const { options, shape } = at;
  if (!options.onProgress || (!verdict && !afterWork)) return;
  const rows = verdict ? verdict.wouldDelete : await at.mechanism.estimate(at.client, shape);
  options.onProgress({
    type: "policy-estimate",
    policy: shape.policy.name,
    rows,
    exact: verdict?.counted === true && !verdict.atMost,
  });
}

/** Past this many rows deleted in a run, its figures read the heap in order (indexOnlyScansSql). */
const MANY_DELETED = 10_000;

async function standingAfter(
  client: pg.ClientBase,
  shape: PolicyShape,
  mechanism: Mechanism,
  dry: boolean,
  deleted: number,
): Promise<Standing> {
  if (deleted < MANY_DELETED) return mechanism.standing(client, shape, dry);
  await client.query(indexOnlyScansSql(false));
  try {
    return await mechanism.standing(client, shape, dry);
  } finally {
    await client.query(indexOnlyScansSql(true));
  }
}

/**
 * Figures for the report of a failed policy, on a fresh connection; the database may be gone, so
 * best effort. The pool may first hand out a connection the same fault ended (the throttle's
 * watcher, back in the pool before its socket said so): it is discarded, and a second one tried.
 */
async function figuresAfterFailure(
  options: RunOptions,
  shape: PolicyShape,
  mechanism: Mechanism,
  dry: boolean,
): Promise<Standing | undefined> {
  const read = () =>
    withClient(options.pool, async (client) => {
      await configureSession(client, options);
      return mechanism.standing(client, shape, dry);
    });
  return read()
    .catch((error) => (classifyPgError(error) === "connection" ? read() : undefined))
    .catch(() => undefined);
}

/** Runs one policy through the pipeline and reports; a failure is reported, never thrown. */
export async function runPolicy(
  options: RunOptions,
  shape: PolicyShape,
  now: Date,
  runLog: Logger,
): Promise<PolicyReport> {
  const log = runLog.child({ policy: shape.policy.name });
  const mechanism = mechanismOf(shape.policy);
  const seen: Seen = {
    shape,
    affects: mechanismFacts(shape.policy.mechanism).counts,
    mode: options.dryRun ? "dry-run" : shape.policy.mode,
    now,
    startedAt: Date.now(),
    progress: { deleted: 0, batches: 0, cascaded: [], alsoDeleted: [] },
    outcome: "failed",
    error: null,
    standing: undefined,
    breaker: null,
    worked: undefined,
    warnings: [...(shape.preflightWarnings ?? [])],
  };
  try {
    seen.outcome = await withClient(options.pool, (client) =>
      act(options, client, shape, mechanism, seen, log),
    );
  } catch (caught) {
    seen.outcome = "failed";
    seen.error = errorLine(caught);
    seen.failure = describeError(caught);
    log.error(
      {
        event: "policy-failed",
        error: seen.failure,
        deletedBeforeFailure: seen.progress.deleted,
      },
      "policy failed",
    );
    seen.standing = await figuresAfterFailure(options, shape, mechanism, seen.mode !== "delete");
  }
  const report = policyReport(seen);
  log.info(
    {
      event: "policy-completed",
      outcome: report.outcome,
      mode: report.mode,
      deleted: report.deleted,
      backlog: report.backlog,
      blocked: report.blocked,
      held: report.held,
      batches: report.batches,
      durationMs: report.durationMs,
    },
    "policy completed",
  );
  return report;
}
