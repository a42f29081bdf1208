import { parseArgs } from "node:util";
import { CloudFormationClient } from "@aws-sdk/client-cloudformation";
import { CloudWatchClient } from "@aws-sdk/client-cloudwatch";
import { LambdaClient } from "@aws-sdk/client-lambda";
import type pg from "pg";
import { loadRetentionTableFile, type Policy, selectPolicies } from "./config.js";
import { defaultDemoSize, loadIdentidadDemo, loadIdentityDemo } from "./demo-data.js";
import { durationHelp, formatDuration, parseDuration } from "./duration.js";
import { startEmbeddedPostgres } from "./embedded.js";
import { type PolicyReport, type ProgressEvent, type RunReport, runRetention } from "./engine.js";
import { ConfigError, describeError } from "./errors.js";
import { parseEvent } from "./events.js";
import { createLogger } from "./logger.js";
import {
  buildCatchUpEvent,
  invokeCatchUp,
  OperateError,
  readStatus,
  renderStatus,
  resolveTarget,
  waitForRun,
} from "./operate.js";
import { planPolicies } from "./plan.js";
import { createPool } from "./pool.js";
import { loadPreset, presetNames } from "./presets.js";
import { applyMaintenanceRole, planMaintenanceRole } from "./provision.js";
import { quoteIdent } from "./sql.js";

/** Exit codes: 0 success, 1 a partial or failed run (or the database failed), 2 bad input. */
export const EXIT = { ok: 0, runFailed: 1, badInput: 2 } as const;

const usage = `retention-job: turn a retention table into batched PostgreSQL deletions.

Usage:
  retention-job run   [--preset NAME | --config FILE] [--database-url URL] [--dry-run]
                      [--max-duration 30m] [--batch-size N] [--pause 0s] [--policies a,b]
                      [--json] [--verbose]
  retention-job plan  [--preset NAME | --config FILE] [--database-url URL] [--policies a,b]
  retention-job demo  [--preset identity|identidad] [--scale 1]
  retention-job provision-role --role NAME [--preset NAME | --config FILE] [--database-url URL] [--apply]
  retention-job status [--stack-name S | --function-name F] [--namespace N] [--nights 14]
                       [--preset NAME | --config FILE] [--interval 24h] [--grace 48h] [--json]
  retention-job invoke --catch-up [--stack-name S | --function-name F] [--dry-run] [--policies a,b]
                       [--max-duration 2h] [--ignore-night-window | --within-night-window]
                       [--wait [--poll-interval 30s]] [--json]
  retention-job help

The database URL also comes from DATABASE_URL. Presets: ${presetNames.join(", ")} (default identity).
Durations: ${durationHelp}.
Exit codes: 0 success; 1 a partial or failed run; 2 bad input (nothing deleted).`;

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

const defaultIo: Io = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
};

const sharedOptions = {
  preset: { type: "string" },
  config: { type: "string" },
  "database-url": { type: "string" },
  policies: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Runs parseArgs, turning its complaint (unknown option, missing value) into bad input. */
function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new ConfigError("arguments", (error as Error).message);
  }
}

async function policiesFrom(values: {
  preset?: string;
  config?: string;
  policies?: string;
}): Promise<Policy[]> {
  if (values.preset !== undefined && values.config !== undefined) {
    throw new ConfigError("--config", "give either --preset or --config, not both");
  }
  const table = values.config
    ? await loadRetentionTableFile(values.config)
    : loadPreset(values.preset ?? "identity");
  return selectPolicies(
    table,
    values.policies?.split(",").map((name) => name.trim()),
    "--policies",
  );
}

function databaseUrl(values: { "database-url"?: string }, io: Io): string {
  const url = values["database-url"] ?? io.env.DATABASE_URL;
  if (!url)
    throw new ConfigError("--database-url", "no database: pass --database-url or set DATABASE_URL");
  return url;
}

function positiveInt(text: string | undefined, field: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(field, `must be a positive integer, got "${text}"`);
  return value;
}

function duration(text: string | undefined, field: string): number | undefined {
  if (text === undefined) return undefined;
  const ms = parseDuration(text);
  if (ms === undefined) throw new ConfigError(field, `"${text}" is not ${durationHelp}`);
  return ms;
}

const count = (value: number | null) => (value === null ? "?" : value.toLocaleString("en-US"));
const age = (seconds: number | null) =>
  seconds === null ? "-" : formatDuration(seconds * 1000, 2);

export function formatReport(report: RunReport): string {
  const header = ["policy", "outcome", "deleted", "held", "blocked", "backlog", "oldest", "took"];
  const rows = report.policies.map((policy) => [
    policy.name,
    policy.outcome,
    count(policy.deleted),
    count(policy.held),
    count(policy.blocked),
    count(policy.backlog),
    age(policy.oldestAgeSeconds),
    formatDuration(policy.durationMs),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] as string).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0
          ? cell.padEnd(widths[column] as number)
          : cell.padStart(widths[column] as number),
      )
      .join("  ");
  const took = Date.parse(report.finishedAt) - Date.parse(report.startedAt);
  const errors = report.policies
    .filter((policy) => policy.error)
    .map((policy) => `  ${policy.name}: ${policy.error}`);
  return [
    `run ${report.runId}${report.dryRun ? " (dry run: nothing deleted; backlog is what a run would delete)" : ""}: ${report.status} in ${formatDuration(took)}`,
    line(header),
    ...rows.map(line),
    ...(errors.length > 0 ? ["errors:", ...errors] : []),
  ].join("\n");
}

function progressPrinter(io: Io): (event: ProgressEvent) => void {
  let lastPrinted = 0;
  return (event) => {
    if (event.type === "batch") {
      if (Date.now() - lastPrinted < 1000) return;
      lastPrinted = Date.now();
      io.err(
        `  ${event.policy}: ${count(event.totalDeleted)} deleted in ${event.batches} batches…`,
      );
      return;
    }
    const policy: PolicyReport = event.report;
    io.err(
      `${policy.outcome === "completed" ? "✓" : "✗"} ${policy.name}: ${policy.outcome}, deleted ${count(policy.deleted)}, ` +
        `backlog ${count(policy.backlog)}, blocked ${count(policy.blocked)}, held ${count(policy.held)}, ` +
        `oldest ${age(policy.oldestAgeSeconds)} (${formatDuration(policy.durationMs)})${policy.error ? `: ${policy.error}` : ""}`,
    );
  };
}

/** Runs the engine once against a pool; SIGINT/SIGTERM stop it between batches. */
async function runOnce(
  pool: pg.Pool,
  policies: Policy[],
  io: Io,
  options: {
    dryRun: boolean;
    maxDurationMs?: number;
    batchSize?: number;
    pauseMs?: number;
    verbose: boolean;
  },
): Promise<RunReport> {
  const controller = new AbortController();
  const stop = () => {
    io.err("stopping after the current batch (committed batches stay)…");
    controller.abort();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  try {
    return await runRetention({
      pool,
      policies,
      dryRun: options.dryRun,
      deadline:
        options.maxDurationMs === undefined ? undefined : Date.now() + options.maxDurationMs,
      batchSize: options.batchSize,
      pauseMs: options.pauseMs,
      signal: controller.signal,
      logger: createLogger({ level: options.verbose ? "info" : (io.env.LOG_LEVEL ?? "warn") }),
      onProgress: progressPrinter(io),
    });
  } finally {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  }
}

async function runCommand(args: string[], io: Io): Promise<number> {
  const { values } = parsed(() =>
    parseArgs({
      args,
      options: {
        ...sharedOptions,
        "dry-run": { type: "boolean" },
        "max-duration": { type: "string" },
        "batch-size": { type: "string" },
        pause: { type: "string" },
        json: { type: "boolean" },
        verbose: { type: "boolean", short: "v" },
      },
    }),
  );
  if (values.help) return printUsage(io);
  const policies = await policiesFrom(values);
  const maxDurationMs = duration(values["max-duration"], "--max-duration") ?? 30 * 60_000;
  const batchSize = positiveInt(values["batch-size"], "--batch-size");
  const pauseMs = duration(values.pause, "--pause");
  const pool = createPool({ connectionString: databaseUrl(values, io) });
  try {
    const report = await runOnce(pool, policies, io, {
      dryRun: values["dry-run"] ?? false,
      maxDurationMs,
      batchSize,
      pauseMs,
      verbose: values.verbose ?? false,
    });
    io.out(values.json ? JSON.stringify(report) : formatReport(report));
    return report.status === "succeeded" ? EXIT.ok : EXIT.runFailed;
  } finally {
    await pool.end();
  }
}

/** One connection for a short read or a few statements, closed afterwards. */
async function withDatabaseClient<T>(
  url: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const pool = createPool({ connectionString: url, max: 1 });
  try {
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

async function planCommand(args: string[], io: Io): Promise<number> {
  const { values } = parsed(() =>
    parseArgs({ args, options: { ...sharedOptions, json: { type: "boolean" } } }),
  );
  if (values.help) return printUsage(io);
  const policies = await policiesFrom(values);
  return withDatabaseClient(databaseUrl(values, io), async (client) => {
    const { rows } = await client.query<{ now: Date }>("SELECT now() AS now");
    const plans = await planPolicies(client, policies, rows[0]!.now);
    if (values.json) {
      io.out(JSON.stringify(plans));
    } else {
      for (const plan of plans) {
        io.out(`== ${plan.name} (${plan.table}): ${plan.strategy} strategy, cutoff ${plan.cutoff}`);
        for (const note of plan.notes) io.out(`note: ${note}`);
        for (const warning of plan.warnings) io.out(`WARNING: ${warning}`);
        for (const statement of plan.statements) {
          io.out(`-- ${statement.label}\n${statement.sql}\n-- EXPLAIN\n${statement.explain}\n`);
        }
      }
    }
    return EXIT.ok;
  });
}

async function demoCommand(args: string[], io: Io): Promise<number> {
  const { values } = parsed(() =>
    parseArgs({
      args,
      options: { preset: { type: "string" }, scale: { type: "string" }, help: { type: "boolean" } },
    }),
  );
  if (values.help) return printUsage(io);
  const preset = values.preset ?? "identity";
  const policies = loadPreset(preset).policies;
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  if (!(scale > 0 && scale <= 20))
    throw new ConfigError("--scale", `must be a number in (0, 20], got "${values.scale}"`);
  const size = {
    users: Math.round(defaultDemoSize.users * scale),
    signInRequests: Math.round(defaultDemoSize.signInRequests * scale),
    chains: Math.round(defaultDemoSize.chains * scale),
  };

  io.err("starting an embedded PostgreSQL (real binaries from npm, nothing to install)…");
  const server = await startEmbeddedPostgres();
  const pool = createPool({ connectionString: server.url });
  try {
    io.err(`loading the ${preset} reference schema with demo data…`);
    const loadStarted = Date.now();
    const client = await pool.connect();
    try {
      if (preset === "identidad") await loadIdentidadDemo(client, scale);
      else await loadIdentityDemo(client, size);
      const counts: string[] = [];
      for (const policy of policies) {
        const { rows } = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM ${quoteIdent(policy.table.schema)}.${quoteIdent(policy.table.name)}`,
        );
        counts.push(`${policy.table.name} ${count(Number(rows[0]?.n ?? 0))} rows`);
      }
      io.out(`loaded in ${formatDuration(Date.now() - loadStarted)}: ${counts.join(", ")}`);
      const { rows: now } = await client.query<{ now: Date }>("SELECT now() AS now");
      for (const plan of await planPolicies(client, policies, now[0]!.now)) {
        for (const warning of plan.warnings) io.out(`plan warning (${plan.name}): ${warning}`);
      }
    } finally {
      client.release();
    }

    io.out("\n1. dry run: what would go");
    const dry = await runOnce(pool, policies, io, { dryRun: true, verbose: false });
    io.out(formatReport(dry));

    io.out("\n2. the real run");
    const real = await runOnce(pool, policies, io, { dryRun: false, verbose: false });
    io.out(formatReport(real));

    io.out("\n3. again: a second run finds nothing left to delete");
    const again = await runOnce(pool, policies, io, { dryRun: false, verbose: false });
    io.out(formatReport(again));

    const matches = real.policies.every(
      (policy, index) => policy.deleted === dry.policies[index]?.backlog,
    );
    io.out(
      `\ndry run predicted the real run: ${matches ? "yes" : "NO"}; rows deleted by the second run: ${again.policies.reduce((sum, policy) => sum + policy.deleted, 0)}`,
    );
    io.out(
      "next: `retention-job run --database-url postgres://… --dry-run` against your own database.",
    );
    return real.status === "succeeded" && matches ? EXIT.ok : EXIT.runFailed;
  } finally {
    await pool.end();
    await server.stop();
  }
}

async function provisionRoleCommand(args: string[], io: Io): Promise<number> {
  const { values } = parsed(() =>
    parseArgs({
      args,
      options: { ...sharedOptions, role: { type: "string" }, apply: { type: "boolean" } },
    }),
  );
  if (values.help) return printUsage(io);
  const role = values.role;
  if (!role) {
    throw new ConfigError(
      "--role",
      "name the maintenance role to create, e.g. --role retention_job",
    );
  }
  const policies = await policiesFrom(values);
  return withDatabaseClient(databaseUrl(values, io), async (client) => {
    const plan = await planMaintenanceRole(client, role, policies);
    io.out(
      [
        ...plan.notes.map((note) => `-- ${note}`),
        ...plan.statements.map((statement) => `${statement};`),
      ].join("\n"),
    );
    if (values.apply) {
      await applyMaintenanceRole(client, plan);
      io.err(`applied: role ${role} created`);
    }
    return EXIT.ok;
  });
}

function awsClients(io: Io) {
  const region = io.env.AWS_REGION ?? io.env.AWS_DEFAULT_REGION;
  if (!region)
    throw new OperateError(
      "no AWS region: set AWS_REGION (and credentials: AWS_PROFILE or keys)",
      2,
    );
  return {
    cloudWatch: new CloudWatchClient({ region }),
    lambda: new LambdaClient({ region }),
    cloudFormation: new CloudFormationClient({ region }),
  };
}

const targetOptions = {
  "stack-name": { type: "string" },
  "function-name": { type: "string" },
  namespace: { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

async function statusCommand(args: string[], io: Io): Promise<number> {
  const { values } = parsed(() =>
    parseArgs({
      args,
      options: {
        ...targetOptions,
        preset: { type: "string" },
        config: { type: "string" },
        nights: { type: "string" },
        interval: { type: "string" },
        grace: { type: "string" },
      },
    }),
  );
  if (values.help) return printUsage(io);
  const policies = await policiesFrom(values);
  const nights = positiveInt(values.nights, "--nights") ?? 14;
  const retentionIntervalMs = duration(values.interval, "--interval") ?? 86_400_000;
  const graceMs = duration(values.grace, "--grace");
  const aws = awsClients(io);
  const target = await resolveTarget(
    {
      functionName: values["function-name"],
      namespace: values.namespace,
      stackName: values["stack-name"],
    },
    aws.cloudFormation,
  );
  const status = await readStatus(aws.cloudWatch, target, {
    nights,
    policies,
    retentionIntervalMs,
    graceMs,
  });
  io.out(values.json ? JSON.stringify(status) : renderStatus(status));
  return status.verdict.healthy ? EXIT.ok : EXIT.runFailed;
}

async function invokeCommand(args: string[], io: Io): Promise<number> {
  const { values } = parsed(() =>
    parseArgs({
      args,
      options: {
        ...targetOptions,
        "catch-up": { type: "boolean" },
        "dry-run": { type: "boolean" },
        policies: { type: "string" },
        "max-duration": { type: "string" },
        "ignore-night-window": { type: "boolean" },
        "within-night-window": { type: "boolean" },
        wait: { type: "boolean" },
        "poll-interval": { type: "string" },
      },
    }),
  );
  if (values.help) return printUsage(io);
  if (!values["catch-up"])
    throw new ConfigError("--catch-up", "say --catch-up: the only run an operator starts by hand");
  if (values["ignore-night-window"] && values["within-night-window"]) {
    throw new ConfigError(
      "--within-night-window",
      "give either --ignore-night-window or --within-night-window",
    );
  }
  const event = buildCatchUpEvent({
    dryRun: values["dry-run"],
    policies: values.policies?.split(",").map((name) => name.trim()),
    maxRunDuration: values["max-duration"],
    ignoreNightWindow: values["within-night-window"]
      ? false
      : values["ignore-night-window"]
        ? true
        : undefined,
  });
  const aws = awsClients(io);
  const target = await resolveTarget(
    {
      functionName: values["function-name"],
      namespace: values.namespace,
      stackName: values["stack-name"],
    },
    aws.cloudFormation,
  );
  const since = new Date(Date.now() - 60_000);
  await invokeCatchUp(aws.lambda, target, event);
  io.out(
    values.json
      ? JSON.stringify({ runId: event.runId, functionName: target.functionName, event })
      : `started run ${event.runId} on ${target.functionName}`,
  );
  io.err(
    `follow it: retention-job status${target.stackName ? ` --stack-name ${target.stackName}` : ` --function-name ${target.functionName}`}, ` +
      `or the function's log group (look for "runId":"${event.runId}")`,
  );
  if (!values.wait) return EXIT.ok;
  const parsedEvent = parseEvent(event);
  const maxMs = (parsedEvent.kind === "catch-up" && parsedEvent.maxRunDuration) || 30 * 60_000;
  const succeeded = await waitForRun(aws.cloudWatch, target, since, {
    timeoutMs: maxMs + 15 * 60_000,
    pollMs: duration(values["poll-interval"], "--poll-interval") ?? 30_000,
    onPoll: () => io.err("  waiting for the run's final segment…"),
  });
  if (succeeded === undefined) {
    io.err("gave up waiting: no run outcome in the metrics yet");
    return EXIT.runFailed;
  }
  io.err(succeeded ? "the run succeeded" : "the run FAILED: see retention-job status and the logs");
  return succeeded ? EXIT.ok : EXIT.runFailed;
}

function printUsage(io: Io): number {
  io.out(usage);
  return EXIT.ok;
}

export async function main(argv: string[], io: Io = defaultIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case "run":
        return await runCommand(args, io);
      case "plan":
        return await planCommand(args, io);
      case "demo":
        return await demoCommand(args, io);
      case "provision-role":
        return await provisionRoleCommand(args, io);
      case "status":
        return await statusCommand(args, io);
      case "invoke":
        return await invokeCommand(args, io);
      case "help":
      case "--help":
      case "-h":
        return printUsage(io);
      default:
        io.err(`unknown command ${command === undefined ? "(none)" : `"${command}"`}\n\n${usage}`);
        return EXIT.badInput;
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(`error: ${error.message}\nnothing was deleted.`);
      return EXIT.badInput;
    }
    if (error instanceof OperateError) {
      io.err(`error: ${error.message}`);
      return error.exitCode;
    }
    const described = describeError(error);
    io.err(`error: ${described.message}${described.code ? ` (SQLSTATE ${described.code})` : ""}`);
    return EXIT.runFailed;
  }
}
