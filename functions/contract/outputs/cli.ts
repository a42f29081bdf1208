// The command line's `--json` outputs besides `run`'s (run-report.ts): plan, status (of a job and
// of a fleet), invoke, restore, erase (its results, plan and replay), the suppression file `erase
// --export-suppression` writes, and the archive's manifest a restore reads.
import { z } from "zod";
import { CHANGE_STREAMS } from "../change-stream.js";
import { OUTPUT_VERSION } from "../output-versions.js";
import { PLAN_WARNINGS, type PlanWarningCode } from "../plan-warnings.js";
import {
  count,
  describedError,
  isoTime,
  mechanism,
  schemaVersion,
  storeFinding,
  subjectResult,
  tenantsReport,
} from "./common.js";

const series = z.array(z.number().nullable()).describe("one value a night, null: no data");

const plannedReference = z.strictObject({
  constraint: z.string(),
  from: z.string(),
  action: z.string(),
  effect: z.enum(["blocks", "cascades", "sets", "self-reference"]),
  governedBy: z.array(z.string()),
  indexed: z.boolean(),
  index: z.strictObject({ name: z.string(), predicate: z.string().nullable() }).optional(),
  throughCascade: z.boolean(),
});

export const policyPlan = z.strictObject({
  name: z.string(),
  table: z.string(),
  order: count,
  strategy: z.enum(["keyset", "cursor", "partitions"]),
  cutoff: isoTime,
  key: z.array(z.string()).nullable(),
  references: z.array(plannedReference),
  statements: z.array(
    z.strictObject({
      label: z.string(),
      sql: z.string(),
      explain: z.string(),
      seqScan: z.boolean(),
      refused: z.string().optional(),
    }),
  ),
  warnings: z.array(z.string()),
  warningCodes: z
    .array(z.enum(Object.keys(PLAN_WARNINGS) as [PlanWarningCode, ...PlanWarningCode[]]))
    .describe("each warning's code, in the same order (docs/dry-run.md lists them)"),
  notes: z.array(z.string()),
  changeStream: z
    .enum(CHANGE_STREAMS)
    .describe("what change streams see of the policy's deletes (docs/change-streams.md)"),
});

const notChecked = z.strictObject({
  name: z.string(),
  kind: z.string(),
  where: z.string(),
  verdict: z.literal("not-checked"),
  status: z.literal("not-checked"),
  detail: z.string(),
});

export const cliPlan = z
  .strictObject({
    schemaVersion: schemaVersion("cli-plan"),
    policies: z.array(policyPlan),
    stores: z.array(z.union([storeFinding, notChecked])),
  })
  .describe("retention-job plan --json: each policy's SQL and EXPLAIN, each store's check");

const verdict = z.strictObject({
  healthy: z.boolean(),
  problems: z.array(z.string()),
  line: z.string(),
});

const tenantStatus = z.strictObject({
  source: z
    .union([z.strictObject({ ledger: z.literal(true) }), z.strictObject({ bucket: z.string() })])
    .nullable(),
  policies: z.array(
    z.strictObject({
      policy: z.string(),
      record: z
        .strictObject({
          runId: z.string(),
          recordedAt: isoTime,
          mode: z.string(),
          tenants: tenantsReport.nullable(),
        })
        .nullable(),
    }),
  ),
});

export const cliStatus = z
  .strictObject({
    schemaVersion: schemaVersion("cli-status"),
    target: z.strictObject({
      functionName: z.string(),
      namespace: z.string(),
      stackName: z.string().optional(),
      database: z.string().optional(),
    }),
    nights: z.array(z.string()),
    verdict,
    alarms: z.array(
      z.strictObject({ name: z.string(), state: z.string(), since: z.string().nullable() }),
    ),
    runs: z.strictObject({
      succeeded: series,
      failed: series,
      durationMs: series,
      segments: series,
    }),
    policies: z.array(
      z.strictObject({
        name: z.string(),
        mode: z.enum(["delete", "report"]),
        retentionSeconds: z.number(),
        limitSeconds: z.number(),
        mechanism,
        deleted: series,
        backlog: series,
        oldestAgeSeconds: series,
        overdueSeconds: series,
      }),
    ),
    rules: z.array(
      z.strictObject({
        id: z.string(),
        policy: z.string().optional(),
        state: z.enum(["OK", "ALARM", "INSUFFICIENT_DATA"]),
      }),
    ),
    tenants: tenantStatus.optional(),
    holdsPastReview: z
      .array(z.strictObject({ case: z.string(), reviewBy: isoTime, placedBy: z.string() }))
      .optional()
      .describe("with --database-url: the legal holds in force past their review date"),
  })
  .describe(
    "retention-job status --json: the nights, the verdict, the series, the alarm rules' states",
  );

/** One item of a target's night as status tells it (cli/fleet-last-night.ts's ItemTold). */
const itemTold = {
  execution: z.string(),
  status: z.string().describe("the run's status; lost: its item failed with no report"),
  failed: z.boolean(),
  runId: z.string().optional(),
  reason: z.string().optional(),
  errors: z.array(describedError.extend({ policy: z.string().optional() })).optional(),
  error: z.string().optional(),
  cause: z.string().optional(),
};

/** A target's last night and the figures of the run it came to (TargetLastNight). */
const targetLastNight = z.strictObject({
  ...itemTold,
  target: z.string(),
  rerun: z.boolean(),
  rerunOf: z.string().optional(),
  deleted: z.number().nullable(),
  before: z.array(z.strictObject(itemTold)),
  records: count,
  oldestAgeSeconds: z.number().nullable(),
  overdueSeconds: z.number().nullable(),
  tenants: tenantStatus.shape.policies,
});

export const cliFleetStatus = z
  .strictObject({
    schemaVersion: schemaVersion("cli-fleet-status"),
    fleet: z.strictObject({
      name: z.string(),
      stateMachineArn: z.string(),
      stateMachineName: z.string(),
      evidenceBucket: z.string().optional(),
      functionName: z.string(),
      namespace: z.string(),
      retentionIntervalMs: z.number(),
      targets: z.array(z.string()),
      itemTimeoutSeconds: z.number().optional(),
    }),
    nights: z.array(z.string()),
    verdict,
    targets: z.array(z.strictObject({ name: z.string(), verdict })),
    lastNight: z
      .strictObject({
        source: z.string(),
        scheduledTime: z.string().nullable(),
        executions: z.array(z.strictObject({ name: z.string(), rerun: z.string().nullable() })),
        targets: z.array(targetLastNight),
        problem: z.string().optional(),
      })
      .nullable()
      .describe("each target's last night, from the Summaries kept; null: the fleet keeps none"),
  })
  .describe(
    "retention-job status --fleet NAME --json: the fleet's verdict and each target's, worst first",
  );

const catchUpStarted = z
  .strictObject({
    schemaVersion: schemaVersion("cli-invoke"),
    runId: z.string(),
    functionName: z.string(),
    event: z
      .strictObject({
        kind: z.literal("catch-up"),
        runId: z.string(),
        dryRun: z.boolean().optional(),
        policies: z.array(z.string()).optional(),
        allowLargeDeletion: z.array(z.string()).optional(),
        maxRunDuration: z.string().optional(),
        ignoreNightWindow: z.boolean().optional(),
      })
      .describe("the catch-up event sent, as the function takes it"),
  })
  .describe("retention-job invoke --catch-up --json: the run started and the event sent");

const rerunStarted = z
  .strictObject({
    schemaVersion: schemaVersion("cli-invoke"),
    execution: z.string(),
    executionArn: z.string(),
    stateMachineArn: z.string(),
    input: z.strictObject({
      scheduledTime: isoTime,
      rerun: z.strictObject({ target: z.string(), completes: z.string() }),
    }),
  })
  .describe("retention-job invoke --fleet NAME --target T --json: the re-run's execution started");

export const cliInvoke = z
  .union([catchUpStarted, rerunStarted])
  .describe("retention-job invoke --json: a catch-up run, or a fleet target's re-run");

export const cliRestore = z
  .strictObject({
    schemaVersion: schemaVersion("cli-restore"),
    rows: count,
    content: z.string(),
    table: z.string(),
    object: z.string(),
    policy: z.string(),
  })
  .describe("retention-job restore --json: the rows loaded back, their content checksum matched");

export const erasurePlan = z.strictObject({
  erasure: z.string(),
  erasureHash: z.string(),
  subject: z.strictObject({ table: z.string(), key: z.string() }),
  tables: z.array(
    z.strictObject({
      table: z.string(),
      action: z.enum(["delete", "redact", "keep"]),
      mentioned: z.boolean(),
      byCascade: z.boolean(),
      reason: z.string().optional(),
      keys: z.array(
        z.strictObject({
          constraint: z.string(),
          from: z.string(),
          action: z.string(),
          indexed: z.boolean(),
        }),
      ),
      detaches: z.array(
        z.strictObject({ constraint: z.string(), table: z.string(), action: z.string() }),
      ),
      missingGrants: z.array(z.string()),
      triggersAndRules: z.array(z.strictObject({ name: z.string(), kind: z.string() })),
    }),
  ),
  unmentioned: z.array(z.string()),
  missingIndexes: z.array(
    z.strictObject({ table: z.string(), constraint: z.string(), columns: z.array(z.string()) }),
  ),
  notes: z.array(z.string()),
});

export const drillReport = z.strictObject({
  since: isoTime,
  entries: count,
  subjects: count,
  found: count,
  erasedAgain: count,
  unchanged: count,
  notErased: z.array(
    z.strictObject({ subjectHash: z.string(), outcome: z.string(), reason: z.string().optional() }),
  ),
  left: count,
  results: z.array(subjectResult),
});

const erasureResults = z.strictObject({
  erasure: z.string(),
  erasureHash: z.string(),
  subjects: z.array(subjectResult),
});

const stamped = <Shape extends z.ZodRawShape>(
  object: z.ZodObject<Shape>,
  title: string,
  description: string,
) => object.extend({ schemaVersion: schemaVersion("cli-erase") }).meta({ title, description });

export const cliErase = z
  .union([
    stamped(
      erasureResults,
      "subjects",
      "erase --subject/--from-file --json: each subject's erasure",
    ),
    stamped(erasurePlan, "plan", "erase --plan --json: what the erasure table does to every table"),
    stamped(drillReport, "replay", "erase --replay --json: the restored database's subjects again"),
  ])
  .describe("retention-job erase --json: its results, its plan (--plan) or its replay (--replay)");

export const suppressed = z.strictObject({
  seq: z.number(),
  recordedAt: isoTime,
  erasure: z.string(),
  subjectTable: z.string(),
  subjectHash: z.string(),
  erasureHash: z.string(),
});

export const suppressionFile = z
  .strictObject({
    schemaVersion: schemaVersion("suppression-file"),
    since: isoTime,
    entries: z.array(suppressed),
  })
  .describe(
    "the file retention-job erase --export-suppression writes (and --suppression-file reads): the erasures since a time, by keyed hash",
  );

export const archiveManifest = z
  .strictObject({
    version: z
      .literal(OUTPUT_VERSION["archive-manifest"])
      .describe("the version of the manifest's schema"),
    runId: z.string(),
    policy: z.string(),
    table: z.string(),
    object: z.string(),
    format: z.enum(["parquet", "jsonl"]),
    rows: count,
    bytes: count,
    sha256: z.string(),
    content: z.string(),
    columns: z.array(z.strictObject({ name: z.string(), type: z.string() })),
    key: z
      .strictObject({
        columns: z.array(z.string()),
        first: z.array(z.string()),
        last: z.array(z.string()),
      })
      .optional(),
    clock: z
      .strictObject({
        expression: z.string(),
        min: z.string().nullable(),
        max: z.string().nullable(),
      })
      .optional(),
    partition: z.string().optional(),
    createdAt: isoTime,
  })
  .describe(
    "an archive object's manifest (<object>.manifest.json beside it): what a restore and an auditor read, no row's value",
  );

/** A hold as the outputs show it (engine/holds/read.ts's publicHold): a subject's key only hashed. */
export const holdView = z.strictObject({
  id: z.number(),
  case: z.string(),
  reason: z.string(),
  placedBy: z.string(),
  placedAt: isoTime,
  reviewBy: isoTime.nullable(),
  reviewPassed: z.boolean().describe("in force and past its review date"),
  scope: z
    .record(z.string(), z.unknown())
    .describe(
      "subject (erasureTable, keyHash), tenant (policy, key), policy, or table and conditions",
    ),
  releasedAt: isoTime.nullable(),
  releasedBy: z.string().nullable(),
});

/** An erasure a released hold had refused: due now (engine/holds/subject.ts's DueErasure). */
export const dueErasure = z.strictObject({
  case: z.string(),
  erasure: z.string(),
  subjectHash: z.string(),
  refusedAt: z.number().describe("the seq of the receipt that refused it"),
});

export const holdResultFields = {
  action: z.enum(["add", "list", "release"]),
  holds: z.array(holdView),
  due: z.array(dueErasure).describe("release: the erasures its subject holds refused, now due"),
};

export const cliHold = z
  .strictObject({ schemaVersion: schemaVersion("cli-hold"), ...holdResultFields })
  .describe(
    "retention-job hold add | list | release --json: the holds placed, in force, or released",
  );
