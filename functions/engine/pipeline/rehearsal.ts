// A dry run that equals the run: every policy's real statements, in run order, in one transaction
// on one connection, rolled back at the end (RehearsalSession). Each policy sees what the ones
// before it took, whatever they share (one table, a cascade into a governed table, an alsoDelete
// target another policy governs or redacts); what a trigger, a rule or row security does to a
// statement, it does here. Bounded (REHEARSAL): past the bound, the rest is predicted.
import type pg from "pg";
import { REHEARSAL } from "../../contract/limits.js";
import { checkPrivileges } from "../catalog/index.js";
import type { PolicyShape } from "../catalog/shape.js";
import { errorLine } from "../db/pg-errors.js";
import { configureSession } from "../db/session.js";
import { type Logger, silentLogger } from "../logger.js";
import { mechanismOf } from "../mechanisms/index.js";
import { thousands } from "../numbers.js";
import type { DryRunMethod, PartitionOutcome, PolicyReport } from "../report.js";
import { readOnlySql } from "../sql/session.js";
import type { RehearsalLimits, RunOptions } from "./options.js";
import { runPolicy } from "./policy.js";
import { RehearsalSession } from "./rehearsal-session.js";
import { work } from "./work.js";

/**
 * What the rehearsal runs for a policy: no archive written (its rows are the ones deleted), no
 * keys published (the outbox is the ledger's, and nothing is sent): the same rows go.
 */
const rehearsed = (shape: PolicyShape): PolicyShape => {
  const { archive: _archive, ...policy } = shape.policy;
  return { ...shape, policy: { ...policy, publish: false } };
};

/** The bound: an abort once the rows acted on or the time run over it (or the caller's own abort). */
function boundOf(options: RunOptions, limits: RehearsalLimits) {
  const controller = new AbortController();
  const own = Date.now() + limits.maxMs;
  // The run's own deadline (a Lambda segment's) bounds it too: a dry run ends in one segment.
  const deadline = Math.min(own, options.deadline ?? own);
  let rows = 0;
  const signal = options.signal
    ? AbortSignal.any([options.signal, controller.signal])
    : controller.signal;
  return {
    signal,
    deadline,
    count(acted: number) {
      rows += acted;
      if (rows >= limits.maxRows) controller.abort();
    },
    /** Why the rehearsal stopped short, if it did (the caller's own abort is not the bound's). */
    reached(): string | undefined {
      if (options.signal?.aborted) return undefined;
      if (controller.signal.aborted) return `${thousands(limits.maxRows)} rows acted on`;
      if (Date.now() >= deadline)
        return deadline < own ? "the run's deadline" : `${Math.round(limits.maxMs / 1000)} s`;
      return undefined;
    },
  };
}

/**
 * A rehearsed policy's report as a dry run's: nothing deleted; its backlog what the run would act
 * on (what the rehearsal did), backlogAfterRun what it would leave due; blocked, held, cascades and
 * the breaker as the run would leave and judge them.
 */
export function asDryRun(report: PolicyReport, method: DryRunMethod): PolicyReport {
  const acted = report.redacted ?? report.deleted;
  const verdict = report.breaker;
  return {
    ...report,
    mode: "dry-run",
    deleted: 0,
    ...(report.redacted !== undefined ? { redacted: 0 } : {}),
    backlog: report.mode === "delete" ? acted : report.backlog,
    ...(report.mode === "delete" ? { backlogAfterRun: report.backlog } : {}),
    ...(verdict ? { breaker: { ...verdict, allowed: method.allowed } } : {}),
    error: report.error === null ? null : `would fail: ${report.error}`,
    ...(report.partitions ? { partitions: partitionsAsDry(report.partitions) } : {}),
    ...(report.tenants ? { tenants: tenantsAsDry(report.tenants) } : {}),
    dryRun: { method: method.method, exact: method.exact },
  };
}

/** A dry run's tenants: what each would lose is its backlog, what the run would leave after it. */
function tenantsAsDry(tenants: NonNullable<PolicyReport["tenants"]>): PolicyReport["tenants"] {
  return {
    ...tenants,
    listed: tenants.listed.map((each) =>
      each.tripped
        ? each
        : { ...each, deleted: 0, backlog: each.deleted, backlogAfterRun: each.backlog },
    ),
  };
}

/** A dry run drops and keeps no partition: the ones the run would are listed as skipped, "dry run". */
function partitionsAsDry(outcome: PartitionOutcome): PartitionOutcome {
  const would = [...outcome.dropped, ...outcome.kept].map((name) => ({ name, reason: "dry run" }));
  return { ...outcome, dropped: [], kept: [], skipped: [...outcome.skipped, ...would] };
}

/** What runs each policy of a run and gives its report: its pipeline, or a dry run's rehearsal. */
export interface PolicyRunner {
  /** The policy's report (a rehearsal's: rehearsed, or predicted once the bound is reached). */
  policy(shape: PolicyShape, now: Date): Promise<PolicyReport>;
  /** Ends it (a rehearsal: rolls everything back and hands the connection back). */
  close(): Promise<void>;
}

/** Whether the server takes no writes (a hot standby, default_transaction_read_only). */
async function readOnly(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ read_only: boolean }>(readOnlySql());
  return rows[0]?.read_only === true;
}

/**
 * Opens the run's rehearsal: one connection, one transaction. Undefined where the server takes
 * no writes: the dry run then predicts, and says so.
 */
export async function openRehearsal(
  options: RunOptions,
  log: Logger,
): Promise<PolicyRunner | undefined> {
  const client = await options.pool.connect();
  if (await readOnly(client).catch(() => false)) {
    client.release();
    return undefined;
  }
  const session = new RehearsalSession(client);
  const bound = boundOf(options, { ...REHEARSAL, ...options.rehearsalLimits });
  await session.begin();
  const pool = session.pool();
  let stopped: string | undefined;
  return {
    async policy(shape, now) {
      if (stopped) {
        const report = await runPolicy({ ...options, pool, dryRun: true }, shape, now, log);
        report.warnings.push(
          `predicted, not rehearsed: the rehearsal stopped at its bound (${stopped}); a prediction may differ from the run where policies overlap`,
        );
        return { ...report, dryRun: { method: "prediction", exact: false } };
      }
      const allowed = options.allowLargeDeletion?.includes(shape.policy.name) ?? false;
      const run = rehearsalOptions(options, pool, bound);
      const report = await runPolicy(run, rehearsed(shape), now, log);
      stopped = bound.reached();
      if (stopped) {
        report.warnings.push(
          `the rehearsal stopped at its bound (${stopped}) in this policy: the rows it left due (backlogAfterRun) would be acted on too`,
        );
        if (report.outcome === "aborted" || report.outcome === "deadline")
          report.outcome = "completed";
      }
      return asDryRun(report, { method: "rehearsal", exact: !stopped, allowed });
    },
    async close() {
      await session.rollback().catch(() => undefined);
      client.release();
    },
  };
}

/**
 * The run's options for its rehearsal: the policy acts, on the one session, with no lanes, no
 * pauses and no watcher of lock waiters (it would need a second connection); every breaker is
 * judged after the work (as for an allowed policy) so the figures say what the run would take.
 */
function rehearsalOptions(
  options: RunOptions,
  pool: RunOptions["pool"],
  bound: ReturnType<typeof boundOf>,
): RunOptions {
  return {
    ...options,
    pool,
    dryRun: false,
    rehearsal: { allowed: options.allowLargeDeletion ?? [] },
    parallel: 1,
    pauseMs: 0,
    throttle: { ...options.throttle, maxLockWaiters: null, maxLockWaitMs: null },
    allowLargeDeletion: options.policies.map((policy) => policy.name),
    signal: bound.signal,
    deadline: bound.deadline,
    onProgress: (event) => {
      if (event.type === "batch") bound.count(event.deleted);
      if (event.type !== "policy") options.onProgress?.(event);
    },
  };
}

/** A prediction's proof of the real statement: one batch of this many rows, rolled back. */
const PROBE_ROWS = 10;

/**
 * A predicted policy's real statement, tried on a few real candidate rows in a transaction that is
 * rolled back: the database's message when it refuses it (a trigger, a rule, a privilege), else
 * undefined. Nothing is counted: the prediction says the figures.
 */
export async function probePolicy(
  options: RunOptions,
  shape: PolicyShape,
): Promise<string | undefined> {
  const client = await options.pool.connect();
  const session = new RehearsalSession(client);
  await session.begin();
  try {
    const pool = session.pool();
    const lease = await pool.connect();
    const bound = boundOf(options, { maxRows: 1, maxMs: REHEARSAL.maxMs });
    // The probe's batch is counted against its bound only: no door hears of it, no line logs it.
    const run: RunOptions = {
      ...rehearsalOptions(options, pool, bound),
      batchSize: PROBE_ROWS,
      onProgress: (event) => event.type === "batch" && bound.count(event.deleted),
    };
    const probed = rehearsed(shape);
    await configureSession(lease, run);
    await checkPrivileges(lease, probed);
    const probe = await work(
      run,
      lease,
      probed,
      mechanismOf(probed.policy),
      silentLogger,
      undefined,
    );
    if (probe.error !== undefined) throw probe.error;
    return undefined;
  } catch (error) {
    return errorLine(error);
  } finally {
    await session.rollback().catch(() => undefined);
    client.release();
  }
}
