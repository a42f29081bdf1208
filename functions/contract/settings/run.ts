// The settings of a run, at every door: what the engine is asked to do (its options) and the
// run's time; each with its parsers.
import { durationHelp, parseDuration } from "../duration.js";
import { ConfigError } from "../errors.js";
import {
  ADAPTIVE_BATCH,
  BATCH_SIZE_RANGE,
  DEFAULTS,
  LATENCY,
  PARALLEL,
  THROTTLE,
} from "../limits.js";
import { duration, integer, ms, offOr, oneOf, optional, withDefault } from "./define.js";

const BYTE_UNITS: Record<string, number> = { "": 1, B: 1, kB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
const rateHelp = "a rate in bytes a second such as 8MB, 512kB or 8MB/s (units B, kB, MB, GB)";

/** A WAL rate as text (8MB, 512kB/s, 1048576): bytes a second, a whole number above 0. */
function parseRate(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(B|kB|MB|GB)?(?:\/s)?$/.exec(text);
  if (!match) return undefined;
  const bytes = Math.round(Number(match[1]) * (BYTE_UNITS[match[2] ?? ""] ?? Number.NaN));
  return bytes > 0 ? bytes : undefined;
}

const limitHelp = { duration: durationHelp, count: "a whole number", rate: rateHelp };

/**
 * A throttle limit: `off`, or a duration (replica lag), a count (sessions, waiters) or a rate (the
 * WAL's bytes a second).
 */
const throttleLimit =
  (kind: "duration" | "count" | "rate") =>
  (text: string, field: string): number | null => {
    if (text === "off") return null;
    const value =
      kind === "duration" ? parseDuration(text) : kind === "rate" ? parseRate(text) : Number(text);
    if (value === undefined || !Number.isInteger(value) || value < 0) {
      throw new ConfigError(field, `"${text}" is not ${limitHelp[kind]}, or off`);
    }
    return value;
  };

/** A latency budget: a factor such as 1.5, or off. */
function latencyBudget(text: string, field: string): number | null {
  if (text === "off") return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < LATENCY.min || value > LATENCY.max) {
    throw new ConfigError(
      field,
      `"${text}" is not a factor from ${LATENCY.min} to ${LATENCY.max} (1.5: the live service's commits may take half as long again), or off`,
    );
  }
  return value;
}

/** A number of lanes: a whole number within PARALLEL's bounds. */
function lanes(text: string, field: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < PARALLEL.min || value > PARALLEL.max) {
    throw new ConfigError(
      field,
      `must be a whole number of lanes from ${PARALLEL.min} to ${PARALLEL.max}, got "${text}"`,
    );
  }
  return value;
}

const BATCH_TIME_RANGE = { min: 10, max: 10_000 } as const;

function batchTime(text: string, field: string): number {
  const value = parseDuration(text);
  if (value === undefined || value < BATCH_TIME_RANGE.min || value > BATCH_TIME_RANGE.max) {
    throw new ConfigError(field, `"${text}" is not a duration from 10ms to 10s`);
  }
  return value;
}

/** The four doors of a run setting named alike: `--batch-size`, BATCH_SIZE, props.batchSize. */
const everyDoor = (env: string, flag: string, prop: string) =>
  ({ group: "run", env, flag: `--${flag}`, prop, context: prop }) as const;

/** The settings of a run, at every door: the engine's options and the run's time. */
export const RUN_SETTINGS = {
  maxRunDurationMs: withDefault({
    ...everyDoor("MAX_RUN_DURATION", "max-duration", "maxRunDuration"),
    propType: "Duration",
    default: DEFAULTS.maxRunDuration,
    doc: "a run's MaxRunDuration: no batch starts after it (on Lambda its deadline is fixed at the first segment)",
    parse: duration(false),
    format: (value) => `${Math.ceil(value / 60_000)}m`,
  }),
  batchSize: optional({
    ...everyDoor("BATCH_SIZE", "batch-size", "batchSize"),
    propType: "number",
    range: BATCH_SIZE_RANGE,
    default: "(adaptive)",
    usage: "N",
    doc: "fixes every policy's batch size in rows (and clock order)",
    parse: integer(BATCH_SIZE_RANGE),
  }),
  batchTimeMs: optional({
    ...everyDoor("BATCH_TIME", "batch-time", "batchTime"),
    propType: "Duration",
    range: BATCH_TIME_RANGE,
    default: `${ADAPTIVE_BATCH.targetMs}ms`,
    doc: "the target time of an adaptive batch (10 ms..10 s)",
    parse: batchTime,
    format: ms,
  }),
  parallel: optional({
    ...everyDoor("PARALLEL", "parallel", "parallel"),
    propType: "number",
    range: PARALLEL,
    default: String(PARALLEL.default),
    doc: "lanes: sessions one policy works on at once (see how-it-works.md)",
    parse: lanes,
  }),
  order: optional({
    ...everyDoor("ORDER", "order", "order"),
    propType: "string",
    default: "auto",
    usage: "auto|clock|physical",
    doc: "auto: block ranges where they fit the budget, else clock order; clock: oldest first; physical: block ranges wherever the table allows",
    parse: oneOf(["auto", "clock", "physical"] as const),
  }),
  maxReplicaLagMs: optional({
    ...everyDoor("MAX_REPLICA_LAG", "max-replica-lag", "maxReplicaLag"),
    propType: "string",
    default: `${THROTTLE.maxReplicaLagMs / 1000}s`,
    usage: `${THROTTLE.maxReplicaLagMs / 1000}s|off`,
    doc: "the throttle pauses while a replica's replay lag is over this (`off`: never)",
    parse: throttleLimit("duration"),
    format: offOr(ms),
  }),
  maxActiveSessions: optional({
    ...everyDoor("MAX_ACTIVE_SESSIONS", "max-active-sessions", "maxActiveSessions"),
    propType: "number | string",
    default: String(THROTTLE.maxActiveSessions),
    usage: `${String(THROTTLE.maxActiveSessions)}|off`,
    doc: "the throttle pauses while more backends than this are active (`off`: never)",
    parse: throttleLimit("count"),
    format: offOr(String),
  }),
  maxLockWaiters: optional({
    ...everyDoor("MAX_LOCK_WAITERS", "max-lock-waiters", "maxLockWaiters"),
    propType: "number | string",
    default: String(THROTTLE.maxLockWaiters),
    usage: `${String(THROTTLE.maxLockWaiters)}|off`,
    doc: "the throttle pauses after a batch that kept more sessions than this waiting on its locks (`off`: never)",
    parse: throttleLimit("count"),
    format: offOr(String),
  }),
  maxWalRate: optional({
    ...everyDoor("MAX_WAL_RATE", "max-wal-rate", "maxWalRate"),
    propType: "string",
    default: "off",
    usage: "8MB|off",
    doc: "the throttle paces batches so that the server writes at most this much WAL a second (`16MB`, `512kB`; the application's WAL counts too); a batch writes at most 25 ms of it",
    parse: throttleLimit("rate"),
    format: offOr(String),
  }),
  latencyBudget: optional({
    ...everyDoor("LATENCY_BUDGET", "latency-budget", "latencyBudget"),
    propType: "number | string",
    range: { min: LATENCY.min, max: LATENCY.max },
    default: "off",
    usage: "1.5|off",
    doc: "the latency budget: the throttle paces batches so that at most a hundredth of the engine's own probe commits beside them take over this factor of their 99th percentile with none running (1.5: the live service's commits may take half as long again); smaller batches first, then pauses (see how-it-works.md and, for what it held in the benchmark, performance.md)",
    parse: latencyBudget,
    format: offOr(String),
  }),
  pauseMs: withDefault({
    ...everyDoor("BATCH_PAUSE", "pause", "batchPause"),
    propType: "Duration",
    default: "0s",
    doc: "pause between batches, to leave room for the live service",
    parse: duration(true),
    format: ms,
  }),
} as const;
