// The gate before a policy acts: the breaker counts what the run would take and stops a run that
// would take far more than usual, or than its limits, before anything is deleted.
import type pg from "pg";
import { BREAKER, DEFAULT_SCAN_TIMEOUT_MS } from "../../contract/limits.js";
import { type BreakerVerdict, breakerLine, judgeBreaker } from "../breaker.js";
import { policyHistory } from "../ledger.js";
import type { Logger } from "../logger.js";
import { actionable, type Mechanism, type Standing } from "../mechanisms/index.js";
import { classifyPgError } from "../pg-errors.js";
import type { PolicyShape } from "../shape.js";
import { localStatementTimeoutSql, transaction } from "../sql/session.js";
import type { StopReason } from "../strategies/context.js";
import { type RunOptions, stopReason } from "./options.js";

type Count =
  | { standing: Standing; counted: true }
  | { bound: number; counted: true }
  | { wouldDelete: number; counted: false };

interface Policing {
  options: RunOptions;
  client: pg.PoolClient;
  shape: PolicyShape;
  mechanism: Mechanism;
}

/**
 * The breaker's count: an upper bound (`bound`) or the exact figure, within the scan's budget
 * (and the run's deadline), else the planner's estimate.
 */
async function count(at: Policing, kind: "bound" | "exact"): Promise<Count | StopReason> {
  const { options, client, shape, mechanism } = at;
  const scanLimit = options.scanTimeoutMs ?? DEFAULT_SCAN_TIMEOUT_MS;
  const untilDeadline =
    options.deadline === undefined ? Number.POSITIVE_INFINITY : options.deadline - Date.now();
  await client.query(transaction.begin);
  try {
    await client.query(localStatementTimeoutSql(Math.min(scanLimit, untilDeadline)));
    const bound = kind === "bound" ? await mechanism.upperBound(client, shape) : undefined;
    const counted: Count =
      bound !== undefined
        ? { bound, counted: true }
        : { standing: await mechanism.standing(client, shape, false), counted: true };
    await client.query(transaction.commit);
    return counted;
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    if (classifyPgError(error) !== "statement-timeout") throw error;
    if (untilDeadline < scanLimit) return "deadline";
  }
  return { wouldDelete: await mechanism.estimate(client, shape), counted: false };
}

/** The breaker's verdict on `wouldDelete` rows (see judgeBreaker). */
export function verdictOn(
  at: Omit<Policing, "client">,
  wouldDelete: number,
  counted: boolean,
  estimatedRows: number,
  history: number[] | undefined,
): BreakerVerdict {
  return judgeBreaker({
    policy: at.shape.policy,
    wouldDelete,
    counted,
    history,
    historyLimited: at.mechanism.historyLimited,
    estimatedRows,
    allowed: at.options.allowLargeDeletion?.includes(at.shape.policy.name) ?? false,
  });
}

function verdictOf(at: Policing, before: Count, history: number[] | undefined): BreakerVerdict {
  if ("standing" in before) {
    const { standing } = before;
    return verdictOn(at, actionable(standing), true, standing.estimatedRows, history);
  }
  if ("wouldDelete" in before)
    return verdictOn(at, before.wouldDelete, false, at.shape.estimatedRows, history);
  return { ...verdictOn(at, before.bound, true, at.shape.estimatedRows, history), atMost: true };
}

/** The breaker's history, read on the policy's own connection (the pool may have no other). */
export const readHistory = (client: pg.ClientBase, shape: PolicyShape) =>
  policyHistory(client, shape.policy.name, BREAKER.historyRuns).catch(() => undefined);

export interface GateResult {
  verdict: BreakerVerdict | null;
  /** The run's deadline or an abort came first. */
  stop?: StopReason;
  /** The breaker stopped the policy: where it stands, for the report. */
  tripped?: Standing;
}

/**
 * The breaker, before a policy that deletes acts (a continuation whose breaker passed goes on).
 * First an upper bound (one cheap count); only when it would trip does the breaker pay for the
 * exact figure (the references and descendants that keep rows).
 */
export async function gate(at: Policing, log: Logger): Promise<GateResult> {
  const { options, shape } = at;
  const dryOrTrial = options.dryRun || shape.policy.mode !== "delete";
  if (dryOrTrial || stopReason(options) || options.breakerPassed?.includes(shape.policy.name))
    return { verdict: null };
  const history = await readHistory(at.client, shape);
  let before = await count(at, "bound");
  if (typeof before === "string") return { verdict: null, stop: before };
  let verdict = verdictOf(at, before, history);
  // A policy allowed to trip goes on whatever the count: the bound is its figure (an exact count
  // of a large backlog would cost another scan of it, for nothing).
  if (verdict.tripped && "bound" in before && !verdict.allowed) {
    before = await count(at, "exact");
    if (typeof before === "string") return { verdict, stop: before };
    verdict = verdictOf(at, before, history);
  }
  if (!verdict.tripped) return { verdict };
  log.warn({ event: "breaker-tripped", breaker: verdict }, breakerLine(verdict));
  if (verdict.allowed) return { verdict };
  const tripped =
    "standing" in before ? before.standing : await at.mechanism.standing(at.client, shape, false);
  return { verdict, tripped };
}
