// Every output a consumer reads, listed once: its schema (zod, here in contract/outputs/), where it
// is met, how it carries its version, and where its schema is left open. `npm run schemas` writes
// each as JSON Schema to schemas/<name>.v<N>.json (shipped: `retention-job/schemas/...`).
import { z } from "zod";
import { OUTPUT_VERSION, type OutputName } from "../output-versions.js";
import {
  archiveManifest,
  cliErase,
  cliFleetStatus,
  cliHold,
  cliInvoke,
  cliPlan,
  cliRestore,
  cliStatus,
  suppressionFile,
} from "./cli.js";
import { emfRecord } from "./emf.js";
import { evidenceLine, evidenceRecord, evidenceReport } from "./evidence.js";
import { deletionEvent, fleetOutcome, lambdaResult } from "./lambda.js";
import { logLine } from "./log-lines.js";
import { cliRun } from "./run-report.js";

export interface OutputDeclaration {
  name: OutputName;
  schema: z.ZodType;
  /** Where a consumer meets it. */
  where: string;
  /** Where its version is, in the output itself. */
  carries: string;
  /** Where the schema is left open (unknown fields allowed), and why; absent: closed throughout. */
  open?: string;
}

const RULE_OPEN =
  "`rule`: the policy as the run parsed it, whose fields are the retention table's (versioned with it); the record's `ruleHash` shows any change";

/** Every output. A new one: its schema here, its version in output-versions.ts. */
export const OUTPUTS: readonly OutputDeclaration[] = [
  {
    name: "lambda-result",
    schema: lambdaResult,
    where: "the function's return value (a segment's, an erase event's, an SQS batch's)",
    carries: "`schemaVersion` (not the SQS batch response, whose shape is AWS's)",
  },
  {
    name: "fleet-outcome",
    schema: fleetOutcome,
    where: "a fleet item's task success output or failure cause, in the fleet's state machine",
    carries: "`schemaVersion`",
  },
  {
    name: "log-line",
    schema: logLine,
    where: "every JSON log line: the function's CloudWatch Logs, the command line's stderr",
    carries: "`schemaVersion` on every line",
  },
  {
    name: "emf-record",
    schema: emfRecord,
    where: "the function's EMF records (stdout), the CloudWatch metrics the alarms watch",
    carries: '`schemaVersion` as EMF metadata (text: `"1"`)',
  },
  {
    name: "deletion-event",
    schema: deletionEvent,
    where: "the detail of each `Retention Rows Deleted` event on the EventBridge bus",
    carries: "`schemaVersion` in the detail",
  },
  {
    name: "evidence-record",
    schema: evidenceRecord,
    where:
      "the ledger's records (`retention_job.evidence.body`), each line's body in the evidence bucket",
    carries: "`version` (hashed with the record)",
    open: RULE_OPEN,
  },
  {
    name: "evidence-line",
    schema: evidenceLine,
    where:
      "each line of an evidence object (`<prefix><date>/<run id>.jsonl`) in the evidence bucket",
    carries: "its body's `version`",
  },
  {
    name: "evidence-report",
    schema: evidenceReport,
    where: "`retention-job evidence --format json`",
    carries: "`schemaVersion`",
    open: RULE_OPEN.replace("the record's `ruleHash`", "each version's `ruleHash`"),
  },
  {
    name: "cli-run",
    schema: cliRun,
    where: "`retention-job run --json` (stdout)",
    carries: "`schemaVersion`",
  },
  {
    name: "cli-plan",
    schema: cliPlan,
    where: "`retention-job plan --json`",
    carries: "`schemaVersion`",
  },
  {
    name: "cli-status",
    schema: cliStatus,
    where: "`retention-job status --json`",
    carries: "`schemaVersion`",
  },
  {
    name: "cli-fleet-status",
    schema: cliFleetStatus,
    where: "`retention-job status --fleet NAME --json`",
    carries: "`schemaVersion`",
  },
  {
    name: "cli-invoke",
    schema: cliInvoke,
    where: "`retention-job invoke --catch-up --json`",
    carries: "`schemaVersion`",
  },
  {
    name: "cli-restore",
    schema: cliRestore,
    where: "`retention-job restore --json`",
    carries: "`schemaVersion`",
  },
  {
    name: "cli-erase",
    schema: cliErase,
    where:
      "`retention-job erase --erasure-table FILE --subject KEY --json` (and with `--plan`, `--replay`)",
    carries: "`schemaVersion`",
  },
  {
    name: "cli-hold",
    schema: cliHold,
    where: "`retention-job hold list --json` (and `hold add`, `hold release` with `--json`)",
    carries: "`schemaVersion`",
  },
  {
    name: "suppression-file",
    schema: suppressionFile,
    where:
      "the file `retention-job erase --erasure-table FILE --export-suppression FILE --since 7d` writes",
    carries: "`schemaVersion`",
  },
  {
    name: "archive-manifest",
    schema: archiveManifest,
    where: "each archive object's `.manifest.json` in the archive bucket",
    carries: "`version`",
  },
];

/** The file a schema is written to (and the package's subpath: `retention-job/schemas/<file>`). */
export const schemaFile = (name: OutputName) => `${name}.v${OUTPUT_VERSION[name]}.json`;

export const schemaId = (name: OutputName) => `retention-job/schemas/${schemaFile(name)}`;

/** An output's JSON Schema (2020-12), its `$id` carrying its version. */
export function outputJsonSchema(output: OutputDeclaration): Record<string, unknown> {
  const { $schema, ...rest } = z.toJSONSchema(output.schema, { io: "output" });
  return {
    $schema,
    $id: schemaId(output.name),
    title: `retention-job ${output.name}, version ${OUTPUT_VERSION[output.name]}`,
    ...rest,
  };
}
