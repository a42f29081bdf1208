// `retention-job run`: one run of the engine against a database, its report as a table or JSON.

import { randomUUID } from "node:crypto";
import type pg from "pg";
import { ConfigError } from "../../contract/errors.js";
import { stamp } from "../../contract/output-versions.js";
import type { Policy } from "../../contract/retention-table.js";
import { selectPolicies } from "../../contract/retention-table.js";
import { RUN_SETTINGS, type RunSettings, readSettings } from "../../contract/settings.js";
import type { ArchiveStores } from "../../engine/index.js";
import {
  createPool,
  fixRunClock,
  type RunReport,
  runLines,
  runRetention,
  settingsOptions,
} from "../../engine/index.js";
import {
  connection,
  databaseOptions,
  databaseUrl,
  list,
  parseOptions,
  positiveInt,
  settingFlags,
  tableFrom,
} from "../args.js";
import { archiveStoresFor } from "../aws/archive.js";
import { EXIT, type Io } from "../io.js";
import { formatReport } from "../render/report.js";
import { createTerminal } from "../render/terminal.js";

export interface RunOnceOptions {
  dryRun: boolean;
  /** A dry run's method: rehearsal (default) or prediction (--predict: read-only counts). */
  dryRunMethod?: "rehearsal" | "prediction";
  /** A rehearsal stops past this many rows acted on (default REHEARSAL.maxRows). */
  rehearsalMaxRows?: number;
  /** Policies whose breaker may not stop them in this run. */
  allowLargeDeletion?: string[];
  /** The run's settings (contract/settings.ts, from the flags); none: the engine's defaults, no deadline. */
  settings?: RunSettings;
  /** The engine's own lines too (else only warnings and errors are logged). */
  verbose?: boolean;
  /** The report goes to stdout as JSON: stderr's lines are JSON too (see render/terminal.ts). */
  json?: boolean;
  /** Archiving policies' object stores (S3, by buckets entry). */
  archiveStores?: ArchiveStores;
  /** The key of redactions to a keyed hash (REDACTION_KEY). */
  redactionKey?: string;
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
      redactionKey: options.redactionKey,
      archiveStores: options.archiveStores,
      ...(options.settings ? settingsOptions(options.settings) : {}),
      deadline: options.settings ? Date.now() + options.settings.maxRunDurationMs : undefined,
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

const runOptions = {
  ...databaseOptions,
  "dry-run": { type: "boolean" },
  predict: { type: "boolean" },
  "rehearsal-max-rows": { type: "string" },
  ...settingFlags(RUN_SETTINGS),
  "allow-large-deletion": { type: "string" },
  json: { type: "boolean" },
  verbose: { type: "boolean", short: "v" },
} as const;

/**
 * The run's settings and its connection as `run`'s flags give them (with the environment the
 * table says it reads too), checked before anything opens: what the engine is handed.
 */
export function runSettingsOf(args: string[], io: Io) {
  const values = parseOptions(args, runOptions);
  const texts = values as Record<string, string | undefined>;
  return {
    values,
    settings: readSettings(RUN_SETTINGS, "flag", texts),
    connection: connection(values, io),
  };
}

export async function runCommand(args: string[], io: Io): Promise<number | "help"> {
  const { values, settings, connection } = runSettingsOf(args, io);
  if (values.help) return "help";
  const table = await tableFrom(values);
  const policies = selectPolicies(table, list(values.policies), "--policies");
  const archiveStores = await archiveStoresFor(table, policies, connection, io);
  const allowLargeDeletion = selectPolicies(
    { policies },
    list(values["allow-large-deletion"]),
    "--allow-large-deletion",
    false,
  ).map((policy) => policy.name);
  const pool = createPool({ connectionString: databaseUrl(values, io) });
  try {
    const report = await runOnce(pool, policies, io, {
      ...dryRunOptions(values),
      allowLargeDeletion,
      settings,
      verbose: values.verbose ?? false,
      json: values.json ?? false,
      archiveStores,
      redactionKey: connection.redactionKey,
    });
    io.out(values.json ? JSON.stringify({ ...stamp("cli-run"), ...report }) : formatReport(report));
    return report.status === "succeeded" ? EXIT.ok : EXIT.runFailed;
  } finally {
    await pool.end();
  }
}
