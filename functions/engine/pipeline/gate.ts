// The gate before a policy acts: the breaker counts what the run would take and stops a run that
// would take far more than usual, or than its limits, before anything is deleted.
import type pg from "pg";
import type { PolicyShape } from "../catalog/shape.js";
import { classifyPgError } from "../db/pg-errors.js";
import { policyHistory } from "../ledger/ledger.js";
import type { Logger } from "../logger.js";
import { actionable, type Mechanism, type Standing } from "../mechanisms/index.js";
import { thousands } from "../numbers.js";
import { localStatementTimeoutSql, transaction } from "../sql/session.js";
import type { StopReason } from "../strategies/context.js";
import { BREAKER, type BreakerVerdict, breakerLine, judgeBreaker } from "./breaker.js";
import { DEFAULT_SCAN_TIMEOUT_MS, type RunOptions, stopReason } from "./options.js";
import { byTenant, judgeTenants, type TrippedTenant } from "./tenant-breaker.js";

/** The breaker's count: the exact standing, an upper bound, or the planner's estimate. */
type Count = { standing: Standing } | { bound: number } | { estimate: number };

/** One policy being run: the run's options, the policy's session, its shape and its mechanism. */
export interface PolicyRun {
  options: RunOptions;
  client: pg.PoolClient;
  shape: PolicyShape;
  mechanism: Mechanism;
}

/**
 * The breaker's count: an upper bound (`bound`) or the exact figure, within the scan's budget
 * (and the run's deadline), else the planner's estimate.
 */
async function count(run: PolicyRun, kind: "bound" | "exact"): Promise<Count | StopReason> {
  const { options, client, shape, mechanism } = run;
  const scanLimit = options.scanTimeoutMs ?? DEFAULT_SCAN_TIMEOUT_MS;
  const untilDeadline =
    options.deadline === undefined ? Number.POSITIVE_INFINITY : options.deadline - Date.now();
  await client.query(transaction.begin);
  try {
    await client.query(localStatementTimeoutSql(Math.min(scanLimit, untilDeadline)));
    const bound = kind === "bound" ? await mechanism.upperBound(client, shape) : undefined;
    const counted: Count =
      bound !== undefined
        ? { bound }
        : { standing: await mechanism.standing(client, shape, false) };
    await client.query(transaction.commit);
    return counted;
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    if (classifyPgError(error) !== "statement-timeout") throw error;
    if (untilDeadline < scanLimit) return "deadline";
  }
  return { estimate: await mechanism.estimate(client, shape) };
}

/** The breaker's verdict on `wouldDelete` rows (see judgeBreaker). */
function verdictOn(
  run: Omit<PolicyRun, "client">,
  wouldDelete: number,
  counted: boolean,
  estimatedRows: number,
  history: number[] | undefined,
): BreakerVerdict {
  return judgeBreaker({
    policy: run.shape.policy,
    wouldDelete,
    counted,
    history,
    historyLimited: run.mechanism.historyLimited,
    estimatedRows,
    allowed: isAllowed(run.options, run.shape),
  });
}

function verdictOf(run: PolicyRun, before: Count, history: number[] | undefined): BreakerVerdict {
  if ("standing" in before) {
    const { standing } = before;
    return verdictOn(run, actionable(standing), true, standing.estimatedRows, history);
  }
  if ("estimate" in before)
    return verdictOn(run, before.estimate, false, run.shape.estimatedRows, history);
  return { ...verdictOn(run, before.bound, true, run.shape.estimatedRows, history), atMost: true };
}

/** The breaker's history, read on the policy's own connection (the pool may have no other). */
const readHistory = (client: pg.ClientBase, shape: PolicyShape) =>
  policyHistory(client, shape.policy.name, BREAKER.historyRuns).catch(() => undefined);

export interface GateResult {
  verdict: BreakerVerdict | null;
  /**
   * The policy is allowed to trip (allowLargeDeletion): nothing to decide before it acts, so no
   * count; its verdict is judged after the work, on what it deleted and what is still due.
   */
  afterWork?: true;
  /** The run's deadline or an abort came first. */
  stop?: StopReason;
  /** The breaker stopped the policy: where it stands, for the report. */
  tripped?: Standing;
}

const isAllowed = (options: RunOptions, shape: PolicyShape) =>
  options.allowLargeDeletion?.includes(shape.policy.name) ?? false;

/**
 * Tells the door how many rows the policy will take: the breaker's count, or the planner's estimate
 * for a policy allowed to trip (not counted before it acts). A dry run counts after, and tells none.
 */
async function sendEstimate(run: PolicyRun, { verdict, afterWork }: GateResult): Promise<void> {
  const { options, shape } = run;
  if (!options.onProgress || (!verdict && !afterWork)) return;
  const rows = verdict ? verdict.wouldDelete : await run.mechanism.estimate(run.client, shape);
  options.onProgress({
    type: "policy-estimate",
    policy: shape.policy.name,
    rows,
    exact: verdict?.counted === true && !verdict.atMost,
  });
}

/**
 * The breaker, before a policy that deletes acts (a continuation whose breaker passed goes on).
 * First an upper bound (one cheap count); only when it would trip does the breaker pay for the
 * exact figure (the references and descendants that keep rows). A policy allowed to trip goes on
 * whatever a count says: it is not counted (a catch-up's backlog is most of its table, and a count
 * is a scan of it, for nothing); see judgeAfterWork.
 */
export async function gate(run: PolicyRun, log: Logger): Promise<GateResult> {
  const gated = await judgeBefore(run, log);
  await sendEstimate(run, gated);
  return gated;
}

async function judgeBefore(run: PolicyRun, log: Logger): Promise<GateResult> {
  const { options, shape } = run;
  const dryOrTrial = options.dryRun || shape.policy.mode !== "delete";
  if (dryOrTrial || stopReason(options) || options.breakerPassed?.includes(shape.policy.name))
    return { verdict: null };
  if (isAllowed(options, shape)) return { verdict: null, afterWork: true };
  const history = await readHistory(run.client, shape);
  let before = await count(run, "bound");
  if (typeof before === "string") return { verdict: null, stop: before };
  let verdict = verdictOf(run, before, history);
  if (verdict.tripped && "bound" in before) {
    before = await count(run, "exact");
    if (typeof before === "string") return { verdict, stop: before };
    verdict = verdictOf(run, before, history);
  }
  if (!verdict.tripped) return { verdict };
  log.warn({ event: "breaker-tripped", breaker: verdict }, breakerLine(verdict));
  const tripped =
    "standing" in before ? before.standing : await run.mechanism.standing(run.client, shape, false);
  return { verdict, tripped };
}

/**
 * The verdict on the figures read after a policy's work: the rows it would have taken are the rows
 * it deleted and those still due (exact: the standing figures the run reads anyway). A dry run's
 * verdict (nothing deleted: what a run would take now).
 */
export async function judgeOnFigures(
  run: PolicyRun,
  deleted: number,
  standing: Standing,
): Promise<BreakerVerdict> {
  const history = await readHistory(run.client, run.shape);
  const wouldDelete = deleted + actionable(standing);
  return verdictOn(run, wouldDelete, true, standing.estimatedRows, history);
}

/**
 * The breaker's last word on a policy that acted: a policy allowed to trip is judged on what it
 * took (judgeAfterWork); a dry run on what a run would take now (nothing deleted, for the operator).
 */
export async function judgeAfterAct(
  run: PolicyRun,
  gated: GateResult,
  dry: boolean,
  deleted: number,
  standing: Standing,
  log: Logger,
): Promise<BreakerVerdict | null> {
  let verdict = gated.verdict;
  if (gated.afterWork) verdict = await judgeAfterWork(run, deleted, standing, log);
  if (dry) verdict = await judgeOnFigures(run, 0, standing);
  return verdict;
}

/** The verdict on a policy allowed to trip, not counted before it acts: judged after its work. */
async function judgeAfterWork(
  run: PolicyRun,
  deleted: number,
  standing: Standing,
  log: Logger,
): Promise<BreakerVerdict> {
  const verdict = { ...(await judgeOnFigures(run, deleted, standing)), afterWork: true as const };
  // A rehearsal judges every policy so; the line says what the run it rehearses would do.
  const rehearsed = run.options.rehearsal;
  const told = rehearsed
    ? { ...verdict, allowed: rehearsed.allowed.includes(run.shape.policy.name) }
    : verdict;
  if (verdict.tripped)
    log.warn(
      { event: "breaker-tripped", breaker: told },
      breakerLine(told, !rehearsed || told.allowed),
    );
  return verdict;
}

/**
 * The breaker per tenant, before the policy's own (and in a dry run, as the run would judge it): a
 * tenant whose run would take more than its share of its own rows keeps them this run, the others
 * go on (see judgeTenants). Not for a policy allowed to trip.
 */
export async function gateTenants(run: PolicyRun, log: Logger): Promise<TrippedTenant[]> {
  const { options, shape } = run;
  if (!byTenant(shape) || stopReason(options)) return [];
  const allowed = options.rehearsal?.allowed ?? options.allowLargeDeletion ?? [];
  if (allowed.includes(shape.policy.name)) return [];
  const tripped = await judgeTenants(run.client, shape);
  for (const each of tripped)
    log.warn(
      {
        event: "tenant-breaker-tripped",
        tenant: each.tenant,
        wouldDelete: each.wouldDelete,
        limit: each.limit,
      },
      "tenant breaker tripped",
    );
  return tripped;
}

/** The report's line for a tenant the breaker stopped. */
export const tenantTripLine = (each: TrippedTenant) =>
  `tenant breaker: tenant ${each.tenant === null ? "(none)" : each.tenant} would lose ${thousands(each.wouldDelete)} of its ${thousands(each.rows)} rows, over its share limit of ${thousands(each.limit)}; its rows stay this run, the other tenants' went on (a mistaken setting? allow it with --allow-large-deletion)`;
