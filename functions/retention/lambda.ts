import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Metrics } from "@aws-lambda-powertools/metrics";
import { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";
import middy from "@middy/core";
import secretsManager from "@middy/secrets-manager";
import type { Context } from "aws-lambda";
import type pg from "pg";
import { cutoffFor, selectPolicies } from "./config.js";
import { type PolicyReport, type RunReport, runRetention } from "./engine.js";
import { ConfigError, describeError } from "./errors.js";
import { type ContinuationEvent, type PolicyTotals, parseEvent } from "./events.js";
import { claimSegment, ensureLedger, finishSegment, pruneLedger } from "./ledger.js";
import { createLogger, type Logger } from "./logger.js";
import { createMetrics, emitRunMetrics, emitSegmentMetrics } from "./metrics.js";
import { createPool } from "./pool.js";
import { loadSettings, nightWindowEnd, type Settings } from "./settings.js";

export type RunState = Omit<ContinuationEvent, "kind">;

export interface SegmentResult {
  status: "continued" | "succeeded" | "partial" | "failed" | "duplicate" | "skipped";
  runId?: string;
  segment?: number;
  reason?: string;
  totals?: Record<string, PolicyTotals>;
}

export interface HandlerOverrides {
  lambda?: LambdaClient;
  logger?: Logger;
  metrics?: Metrics;
  /** Wall clock for the night window (tests move it); the engine's deadlines use real time. */
  clock?: () => number;
}

interface RdsSecret {
  host?: string;
  port?: number | string;
  username?: string;
  password?: string;
  dbname?: string;
}

const emptyTotals = (): PolicyTotals => ({
  deleted: 0,
  batches: 0,
  segments: 0,
  outcome: "open",
  examined: null,
  held: null,
  blocked: null,
  backlog: null,
  oldestAgeSeconds: null,
  error: null,
});

/** Adds one segment's report for a policy to the run's totals; figures are the latest known. */
function addToTotals(previous: PolicyTotals | undefined, report: PolicyReport): PolicyTotals {
  const base = previous ?? emptyTotals();
  return {
    deleted: base.deleted + report.deleted,
    batches: base.batches + report.batches,
    segments: base.segments + 1,
    outcome: report.outcome,
    examined: report.examined + base.deleted,
    held: report.held,
    blocked: report.blocked,
    backlog: report.backlog,
    oldestAgeSeconds: report.oldestAgeSeconds,
    error: report.error,
  };
}

export function poolConfigFromSecret(secret: unknown, caBundlePath: string): pg.PoolConfig {
  const value = (typeof secret === "object" && secret !== null ? secret : {}) as RdsSecret;
  const missing = (["host", "username", "password"] as const).filter((key) => !value[key]);
  if (missing.length > 0) {
    throw new ConfigError(
      "DB_SECRET_ARN",
      `the secret lacks ${missing.join(", ")} (expected the RDS secret JSON)`,
    );
  }
  return {
    host: value.host,
    port: Number(value.port ?? 5432),
    user: value.username,
    password: value.password,
    database: value.dbname ?? "postgres",
    // Verified TLS: the server certificate must chain to the RDS certificate authorities.
    ssl: { ca: readFileSync(caBundlePath, "utf8"), rejectUnauthorized: true },
  };
}

/**
 * Builds the Lambda handler. Settings are read and checked here, once, at cold start: a bad
 * variable fails the init with a message that names it, before any event is handled.
 */
export function createHandler(
  env: NodeJS.ProcessEnv = process.env,
  overrides: HandlerOverrides = {},
) {
  const settings = loadSettings(env);
  const logger = overrides.logger ?? createLogger();
  const metrics = overrides.metrics ?? createMetrics(settings.metricsNamespace);
  const lambda = overrides.lambda ?? new LambdaClient({});
  const clock = overrides.clock ?? Date.now;
  const functionName = env.AWS_LAMBDA_FUNCTION_NAME ?? "retention-job";
  let pool: pg.Pool | undefined;
  let poolKey = "";
  let ledgerReady = false;

  const poolFor = (config: pg.PoolConfig): pg.Pool => {
    const key = JSON.stringify([
      config.connectionString,
      config.host,
      config.user,
      config.password,
    ]);
    if (!pool || key !== poolKey) {
      void pool?.end().catch(() => undefined);
      pool = createPool(config, (error) =>
        logger.warn({ event: "idle-connection-error", error: describeError(error) }),
      );
      poolKey = key;
      ledgerReady = false;
    }
    return pool;
  };

  const core = async (
    event: unknown,
    context: Context & { dbSecret?: unknown },
    options?: { signal?: AbortSignal },
  ) => {
    const config =
      "url" in settings.database
        ? { connectionString: settings.database.url }
        : poolConfigFromSecret(context.dbSecret, settings.database.caBundlePath);
    const db = poolFor(config);
    if (!ledgerReady) {
      await ensureLedger(db);
      ledgerReady = true;
    }
    return runSegment(event, {
      settings,
      pool: db,
      lambda,
      metrics,
      clock,
      functionName,
      logger: logger.child({ requestId: context.awsRequestId }),
      remainingMs: () => context.getRemainingTimeInMillis(),
      signal: options?.signal,
    });
  };

  const handler = middy(core);
  if ("secretArn" in settings.database) {
    handler.use(
      secretsManager({
        fetchData: { dbSecret: settings.database.secretArn },
        setToContext: true,
        // Re-read now and then, so that a rotated password is picked up.
        cacheExpiry: 15 * 60_000,
      }),
    );
  }
  return handler;
}

interface SegmentDeps {
  settings: Settings;
  pool: pg.Pool;
  lambda: LambdaClient;
  metrics: Metrics;
  logger: Logger;
  clock: () => number;
  functionName: string;
  remainingMs: () => number;
  signal?: AbortSignal;
}

/** Turns a scheduled or catch-up event into the first segment's state, or says why there is nothing to do. */
async function startRun(
  event: Exclude<ReturnType<typeof parseEvent>, ContinuationEvent>,
  deps: SegmentDeps,
): Promise<RunState | { skipped: string }> {
  const { settings } = deps;
  const catchUp = event.kind === "catch-up" ? event : undefined;
  const policies = selectPolicies(
    { policies: settings.policies },
    catchUp?.policies,
    "event.policies",
  );
  let runMs = catchUp?.maxRunDuration ?? settings.maxRunDurationMs;
  if (!catchUp?.ignoreNightWindow) {
    const wallNow = deps.clock();
    const windowEnd = nightWindowEnd(settings.nightWindow, new Date(wallNow));
    if (!windowEnd) return { skipped: `outside the night window ${settings.nightWindow.text} UTC` };
    runMs = Math.min(runMs, windowEnd.getTime() - wallNow);
  }
  const { rows } = await deps.pool.query<{ now: Date }>("SELECT now() AS now");
  const now = rows[0]!.now;
  await pruneLedger(deps.pool);
  return {
    runId: catchUp?.runId ?? randomUUID(),
    trigger: event.kind,
    dryRun: catchUp?.dryRun ?? false,
    segment: 1,
    now: now.toISOString(),
    startedAt: new Date().toISOString(),
    deadline: new Date(Date.now() + runMs).toISOString(),
    cutoffs: Object.fromEntries(policies.map((policy) => [policy.name, cutoffFor(policy, now)])),
    openPolicies: policies.map((policy) => policy.name),
    totals: {},
    errors: 0,
  };
}

/**
 * One segment of a run: claims (run, segment) in the ledger, deletes until the Lambda's time, the
 * run's deadline or the work runs out, then either hands the rest to a continuation of itself or,
 * on the final segment, emits the run's outcome.
 */
export async function runSegment(event: unknown, deps: SegmentDeps): Promise<SegmentResult> {
  const invokedAt = Date.now();
  const parsed = parseEvent(event);
  const { settings } = deps;
  let state: RunState;
  if (parsed.kind === "continuation") {
    const { kind: _kind, ...rest } = parsed;
    state = rest;
  } else {
    const started = await startRun(parsed, deps);
    if ("skipped" in started) {
      deps.logger.warn({ event: "run-skipped", reason: started.skipped }, "run skipped");
      return { status: "skipped", reason: started.skipped };
    }
    state = started;
  }
  const log = deps.logger.child({ runId: state.runId, segment: state.segment });

  if (!(await claimSegment(deps.pool, state))) {
    log.warn({ event: "duplicate-segment" }, "segment already claimed: duplicate event ignored");
    return { status: "duplicate", runId: state.runId, segment: state.segment };
  }

  const runDeadline = Date.parse(state.deadline);
  const budgetDeadline = invokedAt + deps.remainingMs() - settings.safetyMarginMs;
  const policies = settings.policies.filter((policy) => state.openPolicies.includes(policy.name));
  let report: RunReport | undefined;
  let segmentError: string | undefined;
  try {
    report = await runRetention({
      pool: deps.pool,
      policies,
      runId: state.runId,
      dryRun: state.dryRun,
      now: new Date(state.now),
      cutoffs: state.cutoffs,
      deadline: Math.min(runDeadline, budgetDeadline),
      signal: deps.signal,
      batchSize: settings.batchSize,
      pauseMs: settings.pauseMs,
      statementTimeoutMs: settings.statementTimeoutMs,
      logger: log,
    });
  } catch (error) {
    segmentError = describeError(error).message;
    log.error({ event: "segment-failed", error: describeError(error) }, "segment failed");
  }

  const totals = { ...state.totals };
  for (const policyReport of report?.policies ?? []) {
    totals[policyReport.name] = addToTotals(totals[policyReport.name], policyReport);
  }
  if (segmentError !== undefined) {
    for (const name of state.openPolicies) {
      totals[name] = { ...(totals[name] ?? emptyTotals()), outcome: "failed", error: segmentError };
    }
  }
  // A policy skipped because another instance held its advisory lock counts too (seed 001 wants an alert).
  const segmentErrors =
    (segmentError === undefined ? 0 : 1) +
    (report?.policies.filter(
      (policy) => policy.outcome === "failed" || policy.outcome === "skipped",
    ).length ?? 0);
  const errors = state.errors + segmentErrors;
  if (!state.dryRun) {
    emitSegmentMetrics(
      deps.metrics,
      Object.fromEntries((report?.policies ?? []).map((policy) => [policy.name, policy.deleted])),
      segmentErrors,
    );
  }

  const open = (report?.policies ?? [])
    .filter((policy) => policy.outcome === "deadline" || policy.outcome === "aborted")
    .map((policy) => policy.name);
  // Continue only when the Lambda's own time, not the run's deadline, stopped the segment.
  const stoppedByBudget = budgetDeadline < runDeadline && Date.now() < runDeadline;
  const progressed = (report?.policies ?? []).some((policy) => policy.batches > 0);
  let reason: string | undefined;
  if (open.length === 0) reason = "no work left";
  else if (!progressed)
    reason = "no time for a single batch: the Lambda timeout must exceed SAFETY_MARGIN_MS";
  else if (!stoppedByBudget) reason = "run deadline reached";
  else if (state.segment >= settings.maxSegments)
    reason = `chain length limit (${settings.maxSegments} segments)`;

  let continuationError: string | undefined;
  if (reason === undefined) {
    const next: ContinuationEvent = {
      kind: "continuation",
      ...state,
      segment: state.segment + 1,
      openPolicies: open,
      totals,
      errors,
    };
    try {
      await deps.lambda.send(
        new InvokeCommand({
          FunctionName: deps.functionName,
          InvocationType: "Event",
          Payload: Buffer.from(JSON.stringify(next)),
        }),
      );
      log.info(
        { event: "segment-continued", openPolicies: open, nextSegment: next.segment },
        "continued",
      );
      await finishSegment(deps.pool, {
        ...state,
        deleted: sumDeleted(report),
        status: "continued",
      });
      return { status: "continued", runId: state.runId, segment: state.segment, totals };
    } catch (error) {
      continuationError = describeError(error).message;
      reason = `continuation could not be invoked: ${continuationError}`;
      log.error(
        { event: "continuation-failed", error: describeError(error) },
        "continuation failed",
      );
    }
  }

  // Final segment: the run's outcome.
  const finalErrors = errors + (continuationError === undefined ? 0 : 1);
  const outcomes = Object.values(totals).map((policy) => policy.outcome);
  const status: SegmentResult["status"] =
    finalErrors === 0
      ? outcomes.every((outcome) => outcome === "completed")
        ? "succeeded"
        : "partial"
      : outcomes.every((outcome) => outcome === "failed")
        ? "failed"
        : "partial";
  const durationMs = Date.now() - Date.parse(state.startedAt);
  if (!state.dryRun) {
    emitRunMetrics(deps.metrics, {
      totals,
      succeeded: finalErrors === 0,
      durationMs,
      segments: state.segment,
    });
  }
  log.info(
    {
      event: "run-completed",
      status,
      reason,
      durationMs,
      segments: state.segment,
      errors: finalErrors,
      totals,
    },
    "run completed",
  );
  await finishSegment(deps.pool, { ...state, deleted: sumDeleted(report), status });
  return { status, runId: state.runId, segment: state.segment, reason, totals };
}

function sumDeleted(report: RunReport | undefined): number {
  return (report?.policies ?? []).reduce((sum, policy) => sum + policy.deleted, 0);
}
