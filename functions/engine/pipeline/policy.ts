// One policy's pipeline: preflight, gate (the breaker), the mechanism's work, the standing
// figures, the report. Each stage is a function of its own; none knows which mechanism it runs.
import type pg from "pg";
import { changeStreamOf } from "../../contract/change-stream.js";
import { mechanismFacts } from "../../contract/mechanisms.js";
import { checkPrivileges, statusValueWarnings } from "../catalog/index.js";
import type { PolicyShape } from "../catalog/shape.js";
import { classifyPgError, describeError } from "../db/pg-errors.js";
import { configureSession, withClient } from "../db/session.js";
import type { Logger } from "../logger.js";
import { type Mechanism, mechanismOf, type Standing } from "../mechanisms/index.js";
import type { PolicyReport } from "../report.js";
import { indexOnlyScansSql } from "../sql/session.js";
import { gate, gateTenants, judgeAfterAct, type PolicyRun, tenantTripLine } from "./gate.js";
import type { RunOptions } from "./options.js";
import { type Acted, policyReport } from "./report.js";
import { isLargeRun, leavesDeadTuples, tableState, upkeepAfter } from "./upkeep.js";
import { work } from "./work.js";

/** Preflight on the policy's own session: privileges, RLS; its warnings (status values no row has). */
async function preflight(client: pg.ClientBase, shape: PolicyShape): Promise<string[]> {
  await checkPrivileges(client, shape);
  return statusValueWarnings(client, shape);
}

/**
 * Gate, work, figures: everything that runs on the policy's session, each stage's value kept in
 * what it returns; a stage that throws ends it there, with what the stages before it returned.
 */
async function act(run: PolicyRun, mode: PolicyReport["mode"], log: Logger): Promise<Acted> {
  const { options, client, shape, mechanism } = run;
  const acted: Acted = { outcome: "failed", warnings: [], breaker: null };
  try {
    await configureSession(client, options);
    acted.warnings.push(...(await preflight(client, shape)));
    acted.trippedTenants = await gateTenants(run, log);
    acted.warnings.push(...acted.trippedTenants.map(tenantTripLine));
    const gated = await gate(run, log);
    acted.breaker = gated.verdict;
    if (gated.stop || gated.tripped) {
      acted.standing = gated.tripped;
      acted.outcome = gated.stop ?? "tripped";
      return acted;
    }
    const dry = mode !== "delete";
    // Not in a dry run, nor in its rehearsal (rolled back: no dead tuples, and no VACUUM in a transaction).
    const upkeep = !dry && !options.rehearsal && leavesDeadTuples(shape);
    const before = upkeep ? await tableState(client, shape) : undefined;
    const counted = gated.verdict?.counted ? gated.verdict.wouldDelete : undefined;
    acted.work = await work(options, client, shape, mechanism, log, counted);
    const { done, progress, error } = acted.work;
    if (error) throw error;
    for (const notice of done?.notices ?? []) log.warn({ event: notice.event }, notice.message);
    if (before && isLargeRun(progress.deleted))
      acted.upkeep = await upkeepAfter(options, client, shape, before);
    acted.standing = await standingAfter(client, shape, mechanism, dry, progress.deleted);
    acted.breaker = await judgeAfterAct(run, gated, dry, progress.deleted, acted.standing, log);
    acted.outcome = done?.outcome ?? "failed";
  } catch (error) {
    acted.error = error;
  }
  return acted;
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
  const mode: PolicyReport["mode"] = options.dryRun ? "dry-run" : shape.policy.mode;
  const startedAt = Date.now();
  const acted = await withClient(options.pool, (client) =>
    act({ options, client, shape, mechanism }, mode, log),
  ).catch((error: unknown): Acted => ({ outcome: "failed", warnings: [], breaker: null, error }));
  if (acted.error !== undefined) {
    acted.failure = describeError(acted.error);
    log.error(
      {
        event: "policy-failed",
        error: acted.failure,
        deletedBeforeFailure: acted.work?.progress.deleted ?? 0,
      },
      "policy failed",
    );
    acted.standing = await figuresAfterFailure(options, shape, mechanism, mode !== "delete");
  }
  const report = policyReport({
    ...acted,
    shape,
    affects: mechanismFacts(shape.policy.mechanism).counts,
    mode,
    changeStream: changeStreamOf(shape.policy, options.changeStream),
    now,
    startedAt,
  });
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
