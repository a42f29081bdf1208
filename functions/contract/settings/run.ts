// The settings of a run, at every door: what the engine is asked to do (its options) and the
// run's time; each with its parsers.

import { CHANGE_STREAMS } from "../change-stream.js";
import { durationHelp, parseDuration } from "../duration.js";
import { ConfigError } from "../errors.js";
import { BATCH_SIZE_RANGE, DEFAULTS } from "../limits.js";
import { duration, integer, ms, offOr, oneOf, optional, withDefault } from "./define.js";

/**
 * Lanes: connections one policy deletes on at once, on disjoint rows (a block walk's ranges, a
 * cursor's list dealt round). The throttle thins them to one under pressure and adds them back,
 * one per calm batch. Default 2: on a small server one more lane is most of the gain.
 */
export const PARALLEL = { default: 2, min: 1, max: 8 } as const;

/**
 * The target time of an adaptive batch: 20 ms, not pt-osc's 500 ms nor the 100 ms first chosen:
 * under a live load with a replica, 20 ms batches deleted as fast as 100 ms ones and halved the
 * live p99 and the replica's lag (docs/performance.md).
 */
export const BATCH_TIME = { defaultMs: 20, min: 10, max: 10_000 } as const;

/**
 * The throttle's limits when a run sets none (like gh-ost and pt-archiver): it waits while
 * replicas lag more than maxReplicaLagMs, or more than maxActiveSessions other backends are
 * active, or a batch kept more than maxLockWaiters sessions waiting on its locks; a ceiling on how
 * long a session may wait on a batch's locks (maxLockWaitMs), a WAL rate and a latency budget are
 * off unless set (they trade speed for the live service's latency).
 */
export const THROTTLE_DEFAULTS = {
  maxReplicaLagMs: 10_000,
  maxActiveSessions: 25,
  maxLockWaiters: 0,
  maxLockWaitMs: null,
  maxWalRate: null,
  latencyBudget: null,
} as const;

/** A latency budget's bounds: above 1 (no growth cannot be held), at most 10. */
export const LATENCY_BUDGET_RANGE = { min: 1.05, max: 10 } as const;

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
  if (
    !Number.isFinite(value) ||
    value < LATENCY_BUDGET_RANGE.min ||
    value > LATENCY_BUDGET_RANGE.max
  ) {
    throw new ConfigError(
      field,
      `"${text}" is not a factor from ${LATENCY_BUDGET_RANGE.min} to ${LATENCY_BUDGET_RANGE.max} (1.5: the live service's commits may take half as long again), or off`,
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

function batchTime(text: string, field: string): number {
  const value = parseDuration(text);
  if (value === undefined || value < BATCH_TIME.min || value > BATCH_TIME.max) {
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
    range: { min: BATCH_TIME.min, max: BATCH_TIME.max },
    default: `${BATCH_TIME.defaultMs}ms`,
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
  changeStream: optional({
    ...everyDoor("CHANGE_STREAM", "change-stream", "changeStream"),
    propType: "string",
    default: "plain",
    usage: "plain|mark|skip",
    doc: "what change streams see of the deletes, for policies that do not say (their `changeStream`): plain, as any DELETE; mark: each batch's transaction carries a logical message (prefix `retention-job`); skip: a replication origin, which `origin = none` subscriptions (PostgreSQL 16+) leave out (see [change-streams.md](change-streams.md))",
    parse: oneOf(CHANGE_STREAMS),
  }),
  maxReplicaLagMs: optional({
    ...everyDoor("MAX_REPLICA_LAG", "max-replica-lag", "maxReplicaLag"),
    propType: "string",
    default: `${THROTTLE_DEFAULTS.maxReplicaLagMs / 1000}s`,
    usage: `${THROTTLE_DEFAULTS.maxReplicaLagMs / 1000}s|off`,
    doc: "the throttle pauses while a replica's replay lag is over this (`off`: never)",
    parse: throttleLimit("duration"),
    format: offOr(ms),
  }),
  maxActiveSessions: optional({
    ...everyDoor("MAX_ACTIVE_SESSIONS", "max-active-sessions", "maxActiveSessions"),
    propType: "number | string",
    default: String(THROTTLE_DEFAULTS.maxActiveSessions),
    usage: `${String(THROTTLE_DEFAULTS.maxActiveSessions)}|off`,
    doc: "the throttle pauses while more backends than this are active (`off`: never)",
    parse: throttleLimit("count"),
    format: offOr(String),
  }),
  maxLockWaiters: optional({
    ...everyDoor("MAX_LOCK_WAITERS", "max-lock-waiters", "maxLockWaiters"),
    propType: "number | string",
    default: String(THROTTLE_DEFAULTS.maxLockWaiters),
    usage: `${String(THROTTLE_DEFAULTS.maxLockWaiters)}|off`,
    doc: "the throttle pauses after a batch that kept more sessions than this waiting on its locks (`off`: never)",
    parse: throttleLimit("count"),
    format: offOr(String),
  }),
  maxLockWaitMs: optional({
    ...everyDoor("MAX_LOCK_WAIT", "max-lock-wait", "maxLockWait"),
    propType: "string",
    default: "off",
    usage: "200ms|off",
    doc: "the throttle pauses after a batch that kept another session waiting on its locks longer than this (sampled every 50 ms while the batch runs: pg_locks.waitstart), as long as the batch took, and makes the next batch smaller (`off`: never; see the cost account's lockWaits in performance.md)",
    parse: throttleLimit("duration"),
    format: offOr(ms),
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
    range: LATENCY_BUDGET_RANGE,
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
