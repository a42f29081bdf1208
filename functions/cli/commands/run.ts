// `retention-job run`: one run of the engine against a database, its report as a table or JSON.

import { randomUUID } from "node:crypto";
import type pg from "pg";
import { parseDuration } from "../../contract/duration.js";
import { ConfigError } from "../../contract/errors.js";
import {
  DEFAULTS,
  parseBatchTime,
  parseParallel,
  parseThrottleLimit,
} from "../../contract/limits.js";
import type { Policy } from "../../contract/retention-table.js";
import { selectPolicies } from "../../contract/retention-table.js";
import type { ArchiveStores } from "../../engine/index.js";
import {
  createPool,
  fixRunClock,
  type RunReport,
  runLines,
  runRetention,
  type ThrottleLimits,
} from "../../engine/index.js";
import {
  databaseOptions,
  databaseUrl,
  duration,
  list,
  parseOptions,
  positiveInt,
  tableFrom,
} from "../args.js";
import { archiveStoresFor } from "../aws/archive.js";
import { EXIT, type Io } from "../io.js";
import { formatReport } from "../render/report.js";
import { createTerminal } from "../render/terminal.js";

/** The command line's MaxRunDuration when none is given: the Lambda's. */
const DEFAULT_MAX_DURATION_MS = parseDuration(DEFAULTS.maxRunDuration) as number;

export interface RunOnceOptions {
  dryRun: boolean;
  /** A dry run's method: rehearsal (default) or prediction (--predict: read-only counts). */
  dryRunMethod?: "rehearsal" | "prediction";
  /** A rehearsal stops past this many rows acted on (default REHEARSAL.maxRows). */
  rehearsalMaxRows?: number;
  /** Policies whose breaker may not stop them in this run. */
  allowLargeDeletion?: string[];
  maxDurationMs?: number;
  batchSize?: number;
  batchTimeMs?: number;
  order?: "auto" | "clock" | "physical";
  /** Lanes of a block-range walk. */
  parallel?: number;
  throttle?: ThrottleLimits;
  pauseMs?: number;
  /** The engine's own lines too (else only warnings and errors are logged). */
  verbose?: boolean;
  /** The report goes to stdout as JSON: stderr's lines are JSON too (see render/terminal.ts). */
  json?: boolean;
  /** Archiving policies' object stores (S3, by buckets entry). */
  archiveStores?: ArchiveStores;
}

/** One run of the engine from the command line; SIGINT/SIGTERM stop it between batches. */
export async function runOnce(
  pool: pg.Pool,
  policies: Policy[],
  io: Io,
  options: RunOnceOptions,
): Promise<RunReport> {
  const controller = new AbortController();
  const stop = () => {
    io.err("stopping after the current batch (committed batches stay)…");
    controller.abort();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  const runId = randomUUID();
  const terminal = createTerminal(io, options.json ?? false);
  const logger = terminal.logger(options.verbose ?? false);
  const log = logger.child({ runId });
  const started = Date.now();
  try {
    const clock = await fixRunClock(pool, policies);
    runLines.started(log, { dryRun: options.dryRun, now: clock.now, cutoffs: clock.cutoffs });
    const report = await runRetention({
      pool,
      policies,
      runId,
      now: clock.now,
      cutoffs: clock.cutoffs,
      dryRun: options.dryRun,
      ...(options.dryRunMethod ? { dryRunMethod: options.dryRunMethod } : {}),
      ...(options.rehearsalMaxRows
        ? { rehearsalLimits: { maxRows: options.rehearsalMaxRows } }
        : {}),
      redactionKey: io.env.REDACTION_KEY || undefined,
      archiveStores: options.archiveStores,
      deadline:
        options.maxDurationMs === undefined ? undefined : Date.now() + options.maxDurationMs,
      batchSize: options.batchSize,
      batchTimeMs: options.batchTimeMs,
      parallel: options.parallel,
      order: options.order,
      throttle: options.throttle,
      pauseMs: options.pauseMs,
      allowLargeDeletion: options.allowLargeDeletion,
      signal: controller.signal,
      logger,
      onProgress: terminal.progress,
    });
    runLines.completed(log, {
      status: report.status,
      durationMs: Date.now() - started,
      deleted: Object.fromEntries(report.policies.map((policy) => [policy.name, policy.deleted])),
      backlog: Object.fromEntries(report.policies.map((policy) => [policy.name, policy.backlog])),
    });
    return report;
  } finally {
    terminal.stop();
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  }
}

/** --dry-run, and how: --predict (read-only counts), --rehearsal-max-rows (the rehearsal's bound). */
function dryRunOptions(values: {
  "dry-run"?: boolean;
  predict?: boolean;
  "rehearsal-max-rows"?: string;
}): Pick<RunOnceOptions, "dryRun" | "dryRunMethod" | "rehearsalMaxRows"> {
  const rehearsalMaxRows = positiveInt(values["rehearsal-max-rows"], "--rehearsal-max-rows");
  if ((values.predict || rehearsalMaxRows !== undefined) && !values["dry-run"]) {
    throw new ConfigError(
      values.predict ? "--predict" : "--rehearsal-max-rows",
      "applies to a dry run only: add --dry-run",
    );
  }
  return {
    dryRun: values["dry-run"] ?? false,
    ...(values.predict ? { dryRunMethod: "prediction" as const } : {}),
    ...(rehearsalMaxRows ? { rehearsalMaxRows } : {}),
  };
}

export async function runCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, {
    ...databaseOptions,
    "dry-run": { type: "boolean" },
    predict: { type: "boolean" },
    "rehearsal-max-rows": { type: "string" },
    "max-duration": { type: "string" },
    "batch-size": { type: "string" },
    "batch-time": { type: "string" },
    order: { type: "string" },
    parallel: { type: "string" },
    "max-replica-lag": { type: "string" },
    "max-active-sessions": { type: "string" },
    "max-lock-waiters": { type: "string" },
    "max-wal-rate": { type: "string" },
    pause: { type: "string" },
    "allow-large-deletion": { type: "string" },
    json: { type: "boolean" },
    verbose: { type: "boolean", short: "v" },
  });
  if (values.help) return "help";
  const table = await tableFrom(values);
  const policies = selectPolicies(table, list(values.policies), "--policies");
  const archiveStores = await archiveStoresFor(table, policies, io);
  const allowLargeDeletion = selectPolicies(
    { policies },
    list(values["allow-large-deletion"]),
    "--allow-large-deletion",
    false,
  ).map((policy) => policy.name);
  const maxDurationMs =
    duration(values["max-duration"], "--max-duration") ?? DEFAULT_MAX_DURATION_MS;
  const batchSize = positiveInt(values["batch-size"], "--batch-size");

  const pauseMs = duration(values.pause, "--pause");
  const order = values.order;
  if (order !== undefined && !["auto", "clock", "physical"].includes(order)) {
    throw new ConfigError("--order", `must be auto, clock or physical, got "${order}"`);
  }
  const throttle: ThrottleLimits = {
    maxReplicaLagMs: parseThrottleLimit(values["max-replica-lag"], "duration", "--max-replica-lag"),
    maxActiveSessions: parseThrottleLimit(
      values["max-active-sessions"],
      "count",
      "--max-active-sessions",
    ),
    maxLockWaiters: parseThrottleLimit(values["max-lock-waiters"], "count", "--max-lock-waiters"),
    maxWalRate: parseThrottleLimit(values["max-wal-rate"], "rate", "--max-wal-rate"),
  };
  const pool = createPool({ connectionString: databaseUrl(values, io) });
  try {
    const report = await runOnce(pool, policies, io, {
      ...dryRunOptions(values),
      allowLargeDeletion,
      maxDurationMs,
      batchSize,
      batchTimeMs: parseBatchTime(values["batch-time"], "--batch-time"),
      order: order as RunOnceOptions["order"],
      parallel: parseParallel(values.parallel, "--parallel"),
      throttle: Object.fromEntries(
        Object.entries(throttle).filter(([, value]) => value !== undefined),
      ) as ThrottleLimits,
      pauseMs,
      verbose: values.verbose ?? false,
      json: values.json ?? false,
      archiveStores,
    });
    io.out(values.json ? JSON.stringify(report) : formatReport(report));
    return report.status === "succeeded" ? EXIT.ok : EXIT.runFailed;
  } finally {
    await pool.end();
  }
}
