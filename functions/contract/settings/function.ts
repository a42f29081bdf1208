// The settings of the function alone (the Lambda door): its schedule's interval and window,
// segments, chains, metrics and evidence lock.
import { ConfigError } from "../errors.js";
import { DEFAULTS } from "../limits.js";
import { DEFAULT_NAMESPACE } from "../names.js";
import { checkTimeZone, type NightWindow, parseNightWindow } from "../night-window.js";
import { duration, integer, optional, withDefault } from "./define.js";

/**
 * Chains of a run on Lambda: when a run's policies do not all finish in one chain's budget, it
 * fans out, a chain per group of independent policies, one runId, one end; the construct reserves
 * concurrency for them.
 */
export const CHAINS = { default: 2, min: 1, max: 8 } as const;

const SAFETY_MARGIN_RANGE = { min: 10_000, max: 600_000 } as const;
const MAX_SEGMENTS_RANGE = { min: 1, max: 100 } as const;
const EVIDENCE_LOCK_DAYS_RANGE = { min: 1, max: 36_500 } as const;

/** The schedule's interval: whole minutes, and twice it (the missed-run alarm's look back) within CloudWatch's 7 days. */
function retentionInterval(text: string, field: string): number {
  const value = duration(false)(text, field);
  if (value * 2 > 7 * 86_400_000 || value % 60_000 !== 0)
    throw new ConfigError(field, "must be whole minutes and at most 84h");
  return value;
}

/** A window on UTC's clock here: the function puts it on its time zone's (lambda/settings.ts). */
const nightWindow = (text: string, field: string): NightWindow => parseNightWindow(text, field);

const fnDoors = (env: string, prop: string) =>
  ({ group: "function", env, prop, context: prop }) as const;

/** The settings of the Lambda door alone: its schedule, segments, chains and metrics. */
export const FUNCTION_SETTINGS = {
  retentionIntervalMs: withDefault({
    ...fnDoors("RETENTION_INTERVAL", "retentionInterval"),
    propType: "Duration",
    default: DEFAULTS.retentionInterval,
    doc: 'how often the schedule runs (the "no successful run" alarm waits 2x this); whole minutes, at most 84h',
    parse: retentionInterval,
    format: (value) => `${value / 60_000}m`,
  }),
  nightWindow: optional({
    ...fnDoors("NIGHT_WINDOW", "nightWindow"),
    propType: "string",
    default: DEFAULTS.nightWindowUtc,
    doc: "scheduled runs work only inside it and stop at its end (may cross midnight), on the clock of the schedule's time zone",
    parse: nightWindow,
    format: (window) => window.text,
  }),
  nightWindowUtc: optional({
    ...fnDoors("NIGHT_WINDOW_UTC", "nightWindowUtc"),
    propType: "string",
    default: "(none)",
    deprecated: "nightWindow",
    doc: "the night window's older name, on UTC's clock: for a schedule in UTC only",
    parse: nightWindow,
    format: (window) => window.text,
  }),
  nightWindowTimeZone: withDefault({
    group: "function",
    env: "NIGHT_WINDOW_TIME_ZONE",
    context: "scheduleTimeZone",
    default: DEFAULTS.scheduleTimeZone,
    doc: "the schedule's time zone, and the night window's clock (the construct takes it from `schedule`), so that the two move together when the clocks change",
    parse: (text, field) => {
      checkTimeZone(text, field);
      return text;
    },
  }),
  safetyMarginMs: withDefault({
    ...fnDoors("SAFETY_MARGIN_MS", "safetyMarginMs"),
    propType: "number",
    range: SAFETY_MARGIN_RANGE,
    default: String(DEFAULTS.safetyMarginMs),
    doc: "a segment starts no batch when less than this remains of the Lambda's time; a batch's `statement_timeout` is half of it (at most 30 s), so it always fits",
    parse: integer(SAFETY_MARGIN_RANGE),
  }),
  maxSegments: withDefault({
    ...fnDoors("MAX_SEGMENTS", "maxSegments"),
    propType: "number",
    range: MAX_SEGMENTS_RANGE,
    default: String(DEFAULTS.maxSegments),
    doc: "the longest chain of segments one run may take",
    parse: integer(MAX_SEGMENTS_RANGE),
  }),
  maxChains: withDefault({
    ...fnDoors("MAX_CHAINS", "maxChains"),
    propType: "number",
    range: CHAINS,
    default: String(CHAINS.default),
    doc: "chains a run may fan out into (the function's reserved concurrency is this plus one)",
    parse: integer(CHAINS),
  }),
  metricsNamespace: withDefault({
    ...fnDoors("METRICS_NAMESPACE", "metricsNamespace"),
    propType: "string",
    default: DEFAULT_NAMESPACE,
    doc: "CloudWatch namespace of the EMF metrics",
    parse: (text, field) => {
      if (!/^[A-Za-z0-9._/#:-]{1,255}$/.test(text))
        throw new ConfigError(field, `"${text}" is not a CloudWatch namespace`);
      return text;
    },
  }),
  evidenceLockDays: optional({
    ...fnDoors("EVIDENCE_LOCK_DAYS", "evidenceLockDays"),
    propType: "number",
    range: EVIDENCE_LOCK_DAYS_RANGE,
    default: "(none)",
    doc: "days each evidence object is locked in compliance mode (with `EVIDENCE_BUCKET`, whose bucket has Object Lock)",
    parse: integer(EVIDENCE_LOCK_DAYS_RANGE),
  }),
} as const;
