import { existsSync } from "node:fs";
import { type Policy, parseRetentionTableJson } from "./config.js";
import { durationHelp, parseDuration } from "./duration.js";
import { DEFAULT_STATEMENT_TIMEOUT_MS } from "./engine.js";
import { ConfigError } from "./errors.js";
import { loadPreset } from "./presets.js";

export interface NightWindow {
  /** Minutes after 00:00 UTC. */
  start: number;
  end: number;
  text: string;
}

/** The function's settings, read and checked once, at cold start. */
export interface Settings {
  policies: Policy[];
  retentionIntervalMs: number;
  maxRunDurationMs: number;
  nightWindow: NightWindow;
  batchSize?: number;
  /** Pause between batches (BATCH_PAUSE), to leave room for the live service. */
  pauseMs: number;
  safetyMarginMs: number;
  /** A batch's statement_timeout: it must fit inside the safety margin. */
  statementTimeoutMs: number;
  maxSegments: number;
  metricsNamespace: string;
  database: { url: string } | { secretArn: string; caBundlePath: string };
}

export const DEFAULTS = {
  RETENTION_INTERVAL: "24h",
  MAX_RUN_DURATION: "30m",
  BATCH_PAUSE: "0s",
  NIGHT_WINDOW_UTC: "02:00-05:00",
  SAFETY_MARGIN_MS: 60_000,
  MAX_SEGMENTS: 12,
  METRICS_NAMESPACE: "RetentionJob",
  /** The Lambda runtime's Amazon CA file; it includes the RDS certificate authorities. */
  DB_CA_BUNDLE: "/var/runtime/ca-cert.pem",
} as const;

function durationVar(
  env: NodeJS.ProcessEnv,
  name: keyof typeof DEFAULTS & string,
  fallback: string,
): number {
  const text = env[name] ?? fallback;
  const ms = parseDuration(text);
  if (ms === undefined || ms <= 0) {
    throw new ConfigError(name, `"${text}" is not ${durationHelp}`);
  }
  return ms;
}

function intVar(
  env: NodeJS.ProcessEnv,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const text = env[name];
  if (text === undefined || text === "") return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

export function parseNightWindow(text: string, name = "NIGHT_WINDOW_UTC"): NightWindow {
  const match = clockPattern.exec(text.trim());
  if (!match)
    throw new ConfigError(name, `"${text}" is not a window like 02:00-05:00 (UTC, 24-hour clock)`);
  const [, h1, m1, h2, m2] = match.map(Number) as number[];
  const start = (h1 as number) * 60 + (m1 as number);
  const end = (h2 as number) * 60 + (m2 as number);
  if (start === end) throw new ConfigError(name, `"${text}" is an empty window`);
  return { start, end, text: text.trim() };
}

/** The end of the night window that `at` falls in, or undefined when `at` is outside it. */
export function nightWindowEnd(window: NightWindow, at: Date): Date | undefined {
  const minute = at.getUTCHours() * 60 + at.getUTCMinutes();
  const wraps = window.end < window.start; // e.g. 22:00-04:00
  const inside = wraps
    ? minute >= window.start || minute < window.end
    : minute >= window.start && minute < window.end;
  if (!inside) return undefined;
  const end = new Date(
    Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 0, window.end),
  );
  if (end.getTime() <= at.getTime()) end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

function policiesFrom(env: NodeJS.ProcessEnv): Policy[] {
  const preset = env.RETENTION_PRESET;
  const table = env.RETENTION_TABLE;
  if (preset && table)
    throw new ConfigError("RETENTION_TABLE", "set RETENTION_PRESET or RETENTION_TABLE, not both");
  if (table) return parseRetentionTableJson(table, "RETENTION_TABLE").policies;
  if (preset) return loadPreset(preset, "RETENTION_PRESET").policies;
  throw new ConfigError(
    "RETENTION_PRESET",
    "set RETENTION_PRESET (e.g. identity) or RETENTION_TABLE (JSON)",
  );
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const policies = policiesFrom(env);
  const safetyMarginMs =
    intVar(env, "SAFETY_MARGIN_MS", 10_000, 600_000) ?? DEFAULTS.SAFETY_MARGIN_MS;
  let database: Settings["database"];
  if (env.DATABASE_URL) {
    database = { url: env.DATABASE_URL };
  } else if (env.DB_SECRET_ARN) {
    if (!/^arn:aws[a-z-]*:secretsmanager:/.test(env.DB_SECRET_ARN)) {
      throw new ConfigError("DB_SECRET_ARN", "must be a Secrets Manager secret ARN");
    }
    const caBundlePath = env.DB_CA_BUNDLE ?? DEFAULTS.DB_CA_BUNDLE;
    if (!existsSync(caBundlePath)) {
      throw new ConfigError(
        "DB_CA_BUNDLE",
        `${caBundlePath} does not exist; TLS to the database must be verified`,
      );
    }
    database = { secretArn: env.DB_SECRET_ARN, caBundlePath };
  } else {
    throw new ConfigError(
      "DB_SECRET_ARN",
      "set DB_SECRET_ARN (the maintenance role's secret) or DATABASE_URL",
    );
  }
  const namespace = env.METRICS_NAMESPACE ?? DEFAULTS.METRICS_NAMESPACE;
  if (!/^[A-Za-z0-9._/#:-]{1,255}$/.test(namespace)) {
    throw new ConfigError("METRICS_NAMESPACE", `"${namespace}" is not a CloudWatch namespace`);
  }
  return {
    policies,
    retentionIntervalMs: durationVar(env, "RETENTION_INTERVAL", DEFAULTS.RETENTION_INTERVAL),
    maxRunDurationMs: durationVar(env, "MAX_RUN_DURATION", DEFAULTS.MAX_RUN_DURATION),
    nightWindow: parseNightWindow(env.NIGHT_WINDOW_UTC ?? DEFAULTS.NIGHT_WINDOW_UTC),
    batchSize: intVar(env, "BATCH_SIZE", 1, 100_000),
    pauseMs: env.BATCH_PAUSE ? durationVar(env, "BATCH_PAUSE", "0s") : 0,
    safetyMarginMs,
    // Half the margin, so that a batch that starts just before the margin still ends inside it.
    statementTimeoutMs: Math.min(DEFAULT_STATEMENT_TIMEOUT_MS, Math.floor(safetyMarginMs / 2)),
    maxSegments: intVar(env, "MAX_SEGMENTS", 1, 100) ?? DEFAULTS.MAX_SEGMENTS,
    metricsNamespace: namespace,
    database,
  };
}
