// A fleet's targets as its one function reads them (infra's RetentionFleet writes the file, the
// handler reads it at cold start): each target's own settings, as the variables of a RetentionJob's.
import { z } from "zod";
import type { AlarmKind } from "./alarms.js";
import { ConfigError, configErrorFrom } from "./errors.js";

/** A target's name: it names its metrics' Database dimension, its runId and its alarms. */
export const TARGET_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
export const TARGET_NAME_RULE =
  "must start with a letter, then letters, digits, - and _ (at most 64)";

/**
 * The night's states, by name: an override or a test names them (aws-local-stepfunctions overrides
 * Task states by name), and `status --fleet` reads the targets from the deployed definition's.
 */
export const FLEET_STATES = {
  targets: "Targets",
  night: "Night",
  run: "Run target",
  succeeded: "Target succeeded",
  failed: "Target failed",
  summary: "Summary",
  keep: "Keep outcomes",
  anyFailed: "Any target failed?",
  nightFailed: "Night failed",
  nightSucceeded: "Night succeeded",
} as const;

/**
 * The alarm rules a fleet keeps per target (of a RetentionJob's), one alarm per kind over the
 * target's policies; `status --fleet` judges each target by the same rules.
 */
export const FLEET_TARGET_ALARM_KINDS: readonly AlarmKind[] = [
  "no-successful-run",
  "backlog-growing",
  "oldest-row-overdue",
];

/** The variables a target sets for its own runs; the rest are the fleet function's, shared. */
export const FLEET_TARGET_VARIABLES = [
  "RETENTION_PRESET",
  "RETENTION_TABLE",
  "DB_SECRET_ARN",
  "DATABASE_URL",
  "NIGHT_WINDOW",
  "NIGHT_WINDOW_TIME_ZONE",
  "MAX_RUN_DURATION",
  "EVIDENCE_PREFIX",
] as const;
export type FleetTargetVariable = (typeof FLEET_TARGET_VARIABLES)[number];

/** Where the construct puts the file: the root of the function's targets layer (/opt). */
export const FLEET_TARGETS_FILE = "fleet-targets.json";

const targets = z
  .record(
    z.string().regex(TARGET_NAME, { message: TARGET_NAME_RULE }),
    z.partialRecord(z.enum(FLEET_TARGET_VARIABLES), z.string()),
  )
  .refine((each) => Object.keys(each).length > 0, { message: "names no target" });

/** The targets file's text, checked; every problem names its place under `field`. */
export function parseFleetTargets(
  text: string,
  field: string,
): Record<string, Partial<Record<FleetTargetVariable, string>>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(field, `is not JSON: ${(error as Error).message}`);
  }
  const parsed = targets.safeParse(json);
  if (!parsed.success) throw configErrorFrom(parsed.error, field);
  return parsed.data;
}
