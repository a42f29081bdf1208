// A run: the clock fixed once, every policy checked against the catalog and put in foreign-key
// order, then each policy through its pipeline (pipeline/policy.ts), recorded in the ledger.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { ConfigError } from "../contract/errors.js";
import type { Policy } from "../contract/retention-table.js";
import { checkChangeStreams } from "./catalog/change-stream.js";
import type { PolicyShape } from "./catalog/shape.js";
import { fixRunClock, type RunClock } from "./clock.js";
import { describeError } from "./db/pg-errors.js";
import { configureSession, withClient } from "./db/session.js";
import { appendEvidence, evidenceBody } from "./evidence/record.js";
import { ensureLedger, recordPolicyRun } from "./ledger/ledger.js";
import { type Logger, silentLogger } from "./logger.js";
import type { RunOptions } from "./pipeline/options.js";
import { runPolicy } from "./pipeline/policy.js";
import { describePolicies } from "./pipeline/preflight.js";
import { openRehearsal, type PolicyRunner, probePolicy } from "./pipeline/rehearsal.js";
import { type PolicyReport, type RunReport, runStatus } from "./report.js";
import { LEDGER_SCHEMA } from "./sql/ledger.js";

export type { ProgressEvent, RunOptions } from "./pipeline/options.js";

/** Whether this run may keep its history in the ledger (the role may create it, or it exists). */
async function ledgerAvailable(pool: pg.Pool, log: Logger): Promise<boolean> {
  try {
    await ensureLedger(pool);
    return true;
  } catch (error) {
    log.warn(
      { event: "no-ledger", error: describeError(error) },
      "no run ledger: the breaker has no history and this run is not recorded",
    );
    return false;
  }
}

/**
 * Preflight of the whole run: the clocks agree, every policy is checked against the catalog before
 * any row is touched, and the policies are put in foreign-key order (children first).
 */
async function preflight(
  options: RunOptions,
  runId: string,
): Promise<{ clock: RunClock; shapes: PolicyShape[] }> {
  return withClient(options.pool, async (client) => {
    await configureSession(client, options);
    const runnerNow = (options.runnerNow ?? Date.now)();
    const clock = await fixRunClock(client, options.policies, options, runnerNow);
    const shapes = await describePolicies(
      client,
      options.policies,
      clock.cutoffs,
      runId,
      clock.now,
    );
    // What the policies' change-stream modes need (skip: PostgreSQL 16+, the origin grants).
    await checkChangeStreams(client, options.policies, options.changeStream);
    return { clock, shapes: prepareActions(shapes, options) };
  });
}

/** What a policy's statement checks with the run's options before anything runs (a hash's key). */
export function prepareActions(shapes: PolicyShape[], options: { redactionKey?: string }) {
  for (const shape of shapes) shape.action?.prepare?.(options);
  return shapes;
}

/** A policy that publishes needs the outbox, which lives beside the ledger. */
function checkOutbox(options: RunOptions, ledger: boolean): void {
  const publishing = options.policies.findIndex((each) => each.publish && each.mode === "delete");
  if (options.dryRun || ledger || publishing < 0) return;
  throw new ConfigError(
    `policies[${publishing}].publish`,
    `the deleted rows' keys are written to ${LEDGER_SCHEMA}.outbox, which this role can neither find nor create; create the ledger once (see README, "The maintenance role"), or stop publishing`,
  );
}

/** Runs every policy once, in order, and reports. Throws only for a bad rule (ConfigError) or no database. */
export async function runRetention(options: RunOptions): Promise<RunReport> {
  const runId = options.runId ?? randomUUID();
  const dryRun = options.dryRun ?? false;
  const log = (options.logger ?? silentLogger).child({ runId });
  const started = Date.now();
  const { clock, shapes } = await preflight(options, runId);
  const ledger = !dryRun && (await ledgerAvailable(options.pool, log));
  checkOutbox(options, ledger);
  const runner = await policyRunner(options, log);
  const policies: PolicyReport[] = [];
  try {
    for (const shape of shapes) {
      const { policy } = shape;
      options.onProgress?.({
        type: "policy-start",
        policy: policy.name,
        mechanism: policy.mechanism,
        strategy: shape.strategy,
        mode: policy.mode,
      });
      const report = await runner.policy(shape, clock.now);
      if (dryRun && shape.guards) report.guards = shape.guards;
      if (ledger)
        await record(options.pool, runId, policy, report, started, clock, log, options.rerunOf);
      policies.push(report);
      options.onProgress?.({ type: "policy", report });
    }
  } finally {
    await runner.close();
  }
  return {
    runId,
    dryRun,
    startedAt: clock.now.toISOString(),
    finishedAt: new Date(clock.now.getTime() + (Date.now() - started)).toISOString(),
    status: runStatus(policies.map((policy) => policy.outcome)),
    policies,
  };
}

/**
 * What acts on each policy: its pipeline, or in a dry run the rehearsal (or, where asked for or
 * the server takes no writes, the prediction: a read-only count).
 */
async function policyRunner(options: RunOptions, log: Logger): Promise<PolicyRunner> {
  const direct: PolicyRunner = {
    policy: (shape, now) => runPolicy(options, shape, now, log),
    close: async () => undefined,
  };
  if (!options.dryRun) return direct;
  const rehearsal =
    options.dryRunMethod === "prediction" ? undefined : await openRehearsal(options, log);
  if (rehearsal) return rehearsal;
  const why =
    options.dryRunMethod === "prediction"
      ? "predicted (asked for): a read-only count, which may differ from the run where policies overlap; its statement was tried on a few rows and rolled back"
      : "predicted, not rehearsed: the server takes no writes (a standby, or read-only transactions); a prediction may differ from the run where policies overlap";
  const probing = options.dryRunMethod === "prediction";
  return {
    async policy(shape, now) {
      const report = await direct.policy(shape, now);
      report.warnings.push(why);
      const refused = probing && !report.error ? await probePolicy(options, shape) : undefined;
      return {
        ...report,
        ...(refused ? { outcome: "failed" as const, error: `would fail: ${refused}` } : {}),
        dryRun: { method: "prediction", exact: false },
      };
    },
    close: direct.close,
  };
}

/** The policy's run in the ledger (the breaker's history) and its evidence record. */
async function record(
  pool: pg.Pool,
  runId: string,
  policy: Policy,
  report: PolicyReport,
  started: number,
  clock: RunClock,
  log: Logger,
  rerunOf: string | undefined,
): Promise<void> {
  if (report.mode === "delete") {
    const entry = { runId, policy: report.name, deleted: report.deleted, outcome: report.outcome };
    await recordPolicyRun(pool, entry).catch((error: unknown) =>
      log.warn({ event: "ledger-write-failed", error: describeError(error) }, "not recorded"),
    );
  }
  const at = new Date(clock.now.getTime() + (Date.now() - started));
  await appendEvidence(pool, evidenceBody(runId, policy, report, at, rerunOf)).catch(
    (error: unknown) =>
      log.warn({ event: "evidence-write-failed", error: describeError(error) }, "not recorded"),
  );
}
