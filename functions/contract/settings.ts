// Each run setting declared once: its key, environment variable, command-line flag, construct
// prop, parser, range, default and doc line; infra, the Lambda's settings, the CLI and the docs
// derive theirs from this table.
import { durationHelp, parseDuration } from "./duration.js";
import { ConfigError } from "./errors.js";
import {
  ADAPTIVE_BATCH,
  BATCH_SIZE_RANGE,
  CHAINS,
  DEFAULTS,
  LATENCY,
  MAX_SEGMENTS_RANGE,
  PARALLEL,
  parseBatchTime,
  parseLatencyBudget,
  parseParallel,
  parseThrottleLimit,
  SAFETY_MARGIN_RANGE,
  THROTTLE,
} from "./limits.js";
import { DEFAULT_NAMESPACE } from "./names.js";
import { type NightWindow, parseNightWindow } from "./night-window.js";

/** One setting, as every part that sets or reads it knows it. */
export interface Setting<V> {
  /** The Lambda's environment variable: infra sets it, functions/lambda/settings.ts reads it. */
  readonly env?: string;
  /** `retention-job run`'s flag. */
  readonly flag?: string;
  /** The RetentionJob construct's prop (infra/props.ts) that sets the variable. */
  readonly prop?: string;
  readonly range?: { readonly min: number; readonly max: number };
  /** The default as the docs state it (when absent: this text parsed, or the engine's own). */
  readonly default: string;
  /** One line for the docs' table. */
  readonly doc: string;
  /** The flag's argument as `retention-job --help` shows it (else the default). */
  readonly usage?: string;
  /** Text (or nothing) to the value; a bad text throws ConfigError naming `field`. */
  read(text: string | undefined, field: string): V;
  /** The value as the text `read` takes back (what infra writes into the environment). */
  format(value: NonNullable<V>): string;
}

type Spec<T> = Omit<Setting<T>, "read" | "format" | "default"> & {
  parse(text: string, field: string): T;
  format?(value: T): string;
};

const given = (text: string | undefined): text is string => text !== undefined && text !== "";

/** A setting the door always has a value of: absent, its default text is parsed. */
function withDefault<T>(spec: Spec<T> & { default: string }): Setting<T> {
  const { parse, format = String, ...rest } = spec;
  return {
    ...rest,
    format,
    read: (text, field) => parse(given(text) ? text : spec.default, field),
  };
}

/** A setting that may be absent: then the engine's default holds (`default` says which). */
function optional<T>(spec: Spec<T> & { default: string }): Setting<T | undefined> {
  const { parse, format = String, ...rest } = spec;
  return {
    ...rest,
    format: format as (value: NonNullable<T | undefined>) => string,
    read: (text, field) => (given(text) ? parse(text, field) : undefined),
  };
}

/** An integer within the setting's range. */
const integer =
  (range: { min: number; max: number }) =>
  (text: string, field: string): number => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < range.min || value > range.max) {
      const kind = range.min > 0 ? "a positive integer" : "an integer";
      throw new ConfigError(
        field,
        `must be ${kind} from ${range.min} to ${range.max}, got "${text}"`,
      );
    }
    return value;
  };

/** A duration in milliseconds; zero only where it means "none". */
const duration =
  (allowZero: boolean) =>
  (text: string, field: string): number => {
    const ms = parseDuration(text);
    if (ms === undefined || ms < 0 || (ms === 0 && !allowZero)) {
      throw new ConfigError(field, `"${text}" is not ${durationHelp}`);
    }
    return ms;
  };

const ms = (value: number) => `${value}ms`;
const offOr =
  (format: (value: number) => string) =>
  (value: number | null): string =>
    value === null ? "off" : format(value);

/** The settings of a run, at both doors: the engine's options and the run's time. */
export const RUN_SETTINGS = {
  maxRunDurationMs: withDefault({
    env: "MAX_RUN_DURATION",
    flag: "--max-duration",
    prop: "maxRunDuration",
    default: DEFAULTS.maxRunDuration,
    doc: "a run's MaxRunDuration: no batch starts after it (on Lambda its deadline is fixed at the first segment)",
    parse: duration(false),
    format: (value) => `${Math.ceil(value / 60_000)}m`,
  }),
  batchSize: optional({
    env: "BATCH_SIZE",
    flag: "--batch-size",
    prop: "batchSize",
    range: BATCH_SIZE_RANGE,
    default: "(adaptive)",
    usage: "N",
    doc: "fixes every policy's batch size in rows (and clock order)",
    parse: integer(BATCH_SIZE_RANGE),
  }),
  batchTimeMs: optional({
    env: "BATCH_TIME",
    flag: "--batch-time",
    range: { min: 10, max: 10_000 },
    default: `${ADAPTIVE_BATCH.targetMs}ms`,
    doc: "the target time of an adaptive batch (10 ms..10 s)",
    parse: (text, field) => parseBatchTime(text, field) as number,
    format: ms,
  }),
  parallel: optional({
    env: "PARALLEL",
    flag: "--parallel",
    prop: "parallel",
    range: PARALLEL,
    default: String(PARALLEL.default),
    doc: "lanes: sessions one policy works on at once (see How it works)",
    parse: (text, field) => parseParallel(text, field) as number,
  }),
  order: optional({
    flag: "--order",
    default: "auto",
    usage: "auto|clock|physical",
    doc: "auto: block ranges where they fit the budget, else clock order; clock: oldest first; physical: block ranges wherever the table allows",
    parse: (text, field): "auto" | "clock" | "physical" => {
      if (text === "auto" || text === "clock" || text === "physical") return text;
      throw new ConfigError(field, `must be auto, clock or physical, got "${text}"`);
    },
  }),
  maxReplicaLagMs: optional({
    env: "MAX_REPLICA_LAG",
    flag: "--max-replica-lag",
    default: `${THROTTLE.maxReplicaLagMs / 1000}s`,
    usage: `${THROTTLE.maxReplicaLagMs / 1000}s|off`,
    doc: "the throttle pauses while a replica's replay lag is over this (`off`: never)",
    parse: (text, field) => parseThrottleLimit(text, "duration", field) as number | null,
    format: offOr(ms),
  }),
  maxActiveSessions: optional({
    env: "MAX_ACTIVE_SESSIONS",
    flag: "--max-active-sessions",
    default: String(THROTTLE.maxActiveSessions),
    usage: `${String(THROTTLE.maxActiveSessions)}|off`,
    doc: "... or more backends than this are active (`off`: never)",
    parse: (text, field) => parseThrottleLimit(text, "count", field) as number | null,
    format: offOr(String),
  }),
  maxLockWaiters: optional({
    env: "MAX_LOCK_WAITERS",
    flag: "--max-lock-waiters",
    default: String(THROTTLE.maxLockWaiters),
    usage: `${String(THROTTLE.maxLockWaiters)}|off`,
    doc: "... or a batch kept more sessions than this waiting on its locks (`off`: never)",
    parse: (text, field) => parseThrottleLimit(text, "count", field) as number | null,
    format: offOr(String),
  }),
  maxWalRate: optional({
    env: "MAX_WAL_RATE",
    flag: "--max-wal-rate",
    prop: "maxWalRate",
    default: "off",
    usage: "8MB|off",
    doc: "... or the server wrote more WAL than this a second (`16MB`, `512kB`; the application's WAL counts too); a batch writes at most 25 ms of it",
    parse: (text, field) => parseThrottleLimit(text, "rate", field) as number | null,
    format: offOr(String),
  }),
  latencyBudget: optional({
    env: "LATENCY_BUDGET",
    flag: "--latency-budget",
    prop: "latencyBudget",
    range: { min: LATENCY.min, max: LATENCY.max },
    default: "off",
    usage: "1.5|off",
    doc: "... or more than a hundredth of the engine's own probe commits beside its batches would take over this factor of their 99th percentile with none running (1.5: the live service's commits may take half as long again); the engine paces itself to hold it, smaller batches first, then pauses (see how-it-works.md and, for what it held in the benchmark, performance.md)",
    parse: (text, field) => parseLatencyBudget(text, field) as number | null,
    format: offOr(String),
  }),
  pauseMs: withDefault({
    env: "BATCH_PAUSE",
    flag: "--pause",
    default: "0s",
    doc: "pause between batches, to leave room for the live service",
    parse: duration(true),
    format: ms,
  }),
} as const;

const EVIDENCE_LOCK_DAYS_RANGE = { min: 1, max: 36_500 } as const;

/** The settings of the Lambda door alone: its schedule, segments, chains and metrics. */
export const LAMBDA_SETTINGS = {
  retentionIntervalMs: withDefault({
    env: "RETENTION_INTERVAL",
    prop: "retentionInterval",
    default: DEFAULTS.retentionInterval,
    doc: 'how often the schedule runs (the "no successful run" alarm waits 2x this)',
    parse: duration(false),
    format: (value) => `${value / 60_000}m`,
  }),
  nightWindow: withDefault({
    env: "NIGHT_WINDOW",
    prop: "nightWindow",
    default: DEFAULTS.nightWindowUtc,
    doc: "scheduled runs work only inside it and stop at its end (may cross midnight), on the clock of `NIGHT_WINDOW_TIME_ZONE`; the older `NIGHT_WINDOW_UTC` (the construct's `nightWindowUtc`) is still read, in UTC",
    // Read on UTC's clock here; the function puts it on its time zone's (lambda/settings.ts).
    parse: (text, field): NightWindow => parseNightWindow(text, field),
    format: (window) => window.text,
  }),
  nightWindowTimeZone: withDefault({
    env: "NIGHT_WINDOW_TIME_ZONE",
    default: DEFAULTS.scheduleTimeZone,
    doc: "the night window's time zone: the schedule's (the stack sets it from `schedule`), so that the two move together when the clocks change",
    parse: (text, field) =>
      parseNightWindow(DEFAULTS.nightWindowUtc, "NIGHT_WINDOW", text, field).timeZone,
  }),
  safetyMarginMs: withDefault({
    env: "SAFETY_MARGIN_MS",
    range: SAFETY_MARGIN_RANGE,
    default: String(DEFAULTS.safetyMarginMs),
    doc: "a segment starts no batch when less than this remains of the Lambda's time; a batch's `statement_timeout` is half of it (at most 30 s), so it always fits",
    parse: integer(SAFETY_MARGIN_RANGE),
  }),
  maxSegments: withDefault({
    env: "MAX_SEGMENTS",
    range: MAX_SEGMENTS_RANGE,
    default: String(DEFAULTS.maxSegments),
    doc: "the longest chain of segments one run may take",
    parse: integer(MAX_SEGMENTS_RANGE),
  }),
  maxChains: withDefault({
    env: "MAX_CHAINS",
    prop: "maxChains",
    range: CHAINS,
    default: String(CHAINS.default),
    doc: "chains a run may fan out into (the function's reserved concurrency is this plus one)",
    parse: integer(CHAINS),
  }),
  metricsNamespace: withDefault({
    env: "METRICS_NAMESPACE",
    prop: "metricsNamespace",
    default: DEFAULT_NAMESPACE,
    doc: "CloudWatch namespace of the EMF metrics",
    parse: (text, field) => {
      if (!/^[A-Za-z0-9._/#:-]{1,255}$/.test(text))
        throw new ConfigError(field, `"${text}" is not a CloudWatch namespace`);
      return text;
    },
  }),
  evidenceLockDays: optional({
    env: "EVIDENCE_LOCK_DAYS",
    prop: "evidenceLockDays",
    range: EVIDENCE_LOCK_DAYS_RANGE,
    default: "(none)",
    doc: "days each evidence object is locked in compliance mode (with `EVIDENCE_BUCKET`, whose bucket has Object Lock)",
    parse: integer(EVIDENCE_LOCK_DAYS_RANGE),
  }),
} as const;

export type RunSettingKey = keyof typeof RUN_SETTINGS;
export type LambdaSettingKey = keyof typeof LAMBDA_SETTINGS;
type Values<T extends Record<string, Setting<unknown>>> = {
  -readonly [K in keyof T]: ReturnType<T[K]["read"]>;
};
/** A run's settings, parsed: what both doors hand the engine (engine/pipeline/options.ts). */
export type RunSettings = Values<typeof RUN_SETTINGS>;
export type LambdaSettings = Values<typeof LAMBDA_SETTINGS>;
export type SettingKey = RunSettingKey | LambdaSettingKey;

/** Every setting, by key, in the order the docs list them. */
export const SETTINGS: Record<SettingKey, Setting<unknown>> = {
  ...RUN_SETTINGS,
  ...LAMBDA_SETTINGS,
};

/** `retention-job run`'s setting flags as its usage shows them, wrapped to `width` columns. */
export function flagUsage(indent: string, width = 100): string {
  const lines = [""];
  for (const setting of Object.values(RUN_SETTINGS)) {
    const flag = `[${setting.flag} ${setting.usage ?? setting.default}]`;
    const last = lines.length - 1;
    if (`${indent}${lines[last]} ${flag}`.length > width) lines.push(flag);
    else lines[last] = lines[last] ? `${lines[last]} ${flag}` : flag;
  }
  return lines.map((line) => `${indent}${line}`).join("\n");
}

/**
 * Reads a table of settings from a door's texts: the Lambda's environment (by `env`) or the
 * command line's flags (by `flag`); a setting the door has no name for reads as absent.
 */
export function readSettings<T extends Record<string, Setting<unknown>>>(
  table: T,
  door: "env" | "flag",
  texts: Record<string, string | undefined>,
): Values<T> {
  const values: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(table)) {
    const name = setting[door];
    const text = name === undefined ? undefined : texts[door === "flag" ? name.slice(2) : name];
    values[key] = setting.read(text, name ?? key);
  }
  return values as Values<T>;
}

/**
 * The Lambda's environment for the given settings, each by its variable: a value in the setting's
 * text, a text (a prop as written, such as "16MB") as it is.
 */
export function settingsEnvironment(
  values: Partial<Record<SettingKey, unknown>>,
): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const setting = SETTINGS[key as SettingKey];
    if (value === undefined || !setting?.env) continue;
    environment[setting.env] = typeof value === "string" ? value : setting.format(value as never);
  }
  return environment;
}
