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
  start: "Night or re-run?",
  targets: "Targets",
  rerun: "Re-run target",
  night: "Night",
  run: "Run target",
  succeeded: "Target succeeded",
  failed: "Target failed",
  runFailed: "Run failed",
  runLost: "Run lost",
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

/** A re-run's part of the state machine's input: one target of a night that failed, run again. */
export const fleetRerun = z.strictObject({
  target: z.string().regex(TARGET_NAME, { message: TARGET_NAME_RULE }),
  /** The execution whose Summary this re-run completes (the night's first). */
  completes: z.string().min(1).max(80),
});
export type FleetRerun = z.output<typeof fleetRerun>;

/** The error names a target's run fails its item with; each cause is the run's outcome, as JSON. */
export const FLEET_RUN_ERRORS = {
  failed: "RetentionRunFailed",
  skipped: "RetentionRunSkipped",
  crashed: "RetentionRunCrashed",
} as const;

/** An error as a fleet's outcome tells it: the policy it failed (if one), its kind, SQLSTATE, message. */
export interface FleetError {
  policy?: string;
  kind: string;
  code?: string;
  message: string;
}

/**
 * What a fleet's item records of its target's run (the state machine's outcome of the item, and
 * the cause of its failure): how it ended, why (a failed run's errors), rows deleted; a re-run's
 * the run it ran again.
 */
export interface FleetOutcome {
  target: string;
  /** A run's end; crashed: a segment threw; refused: a re-run of a target that already succeeded. */
  status:
    | "succeeded"
    | "partial"
    | "failed"
    | "skipped"
    | "duplicate"
    | "continued"
    | "chain-finished"
    | "crashed"
    | "refused";
  runId?: string;
  reason?: string;
  deleted: number;
  errors?: FleetError[];
  rerunOf?: string;
}

/** One item of a night's Summary: its outcome, or (a run that failed) its error and outcome or cause. */
export interface FleetItemResult {
  target: string;
  failed: boolean;
  outcome?: FleetOutcome;
  /** A failed item's error: RetentionRun* (its outcome then holds why), or Step Functions' own. */
  error?: string;
  /** The cause of a failure the run did not report (a timeout, an invoke that failed), as text. */
  cause?: string;
}

/** A night's Summary, as `Keep outcomes` puts it into the evidence bucket. */
export interface FleetSummary {
  scheduledTime: string;
  /** A re-run's Summary: the target run again and the execution it completes; a night's: false. */
  rerun?: FleetRerun | false | null;
  outcomes: FleetItemResult[];
  anyFailed: boolean;
}

const fleetError = z.looseObject({
  policy: z.string().optional(),
  kind: z.string(),
  code: z.string().optional(),
  message: z.string(),
});
const fleetOutcome = z.looseObject({
  target: z.string(),
  status: z.string(),
  runId: z.string().optional(),
  reason: z.string().optional(),
  deleted: z.number(),
  errors: z.array(fleetError).optional(),
  rerunOf: z.string().optional(),
});
const fleetSummary = z.looseObject({
  scheduledTime: z.string(),
  rerun: z
    .union([z.literal(false), z.looseObject({ target: z.string(), completes: z.string() })])
    .nullable()
    .optional(),
  outcomes: z.array(
    z.looseObject({
      target: z.string(),
      failed: z.boolean(),
      outcome: fleetOutcome.optional(),
      error: z.string().optional(),
      cause: z.string().optional(),
    }),
  ),
  anyFailed: z.boolean(),
});

/** A night's Summary read back (from the evidence bucket); a problem names its place under `field`. */
export function parseFleetSummary(text: string, field: string): FleetSummary {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(field, `is not JSON: ${(error as Error).message}`);
  }
  const parsed = fleetSummary.safeParse(json);
  if (!parsed.success) throw configErrorFrom(parsed.error, field);
  return parsed.data as FleetSummary;
}

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
