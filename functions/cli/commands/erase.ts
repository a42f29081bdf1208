// `retention-job erase`: one data subject (or several) erased through the engine, each in its own
// transaction with its receipt; `--dry-run` runs the same statements and rolls them back; `--plan`
// says what the erasure table does to every table the graph reaches; `--replay --since` re-applies
// the erasures recorded since a backup's time to a restored database, with a drill report.

import { readFile, writeFile } from "node:fs/promises";
import { archiveS3Client } from "../../aws/archive-store.js";
import { evidenceAddressOf, readEvidence } from "../../aws/evidence-bucket.js";
import { parseDuration } from "../../contract/duration.js";
import { loadErasureTableFile } from "../../contract/erasure-table.js";
import { ConfigError } from "../../contract/errors.js";
import { stamp } from "../../contract/output-versions.js";
import {
  checkRedactionKey,
  checkSubjectKeys,
  createPool,
  describeErasure,
  eraseSubject,
  evidenceSince,
  planErasure,
  receiptsOf,
  replayErasures,
  type SubjectResult,
  type Suppressed,
  suppressionList,
  withClient,
} from "../../engine/index.js";
import { connection, databaseUrl, parseOptions } from "../args.js";
import { withDatabaseClient } from "../database.js";
import { EXIT, type Io } from "../io.js";
import { drillLines, planLines, subjectLines } from "../render/erasure.js";

const options = {
  "erasure-table": { type: "string" },
  subject: { type: "string", multiple: true },
  "from-file": { type: "string" },
  "dry-run": { type: "boolean" },
  plan: { type: "boolean" },
  replay: { type: "boolean" },
  since: { type: "string" },
  "ledger-url": { type: "string" },
  "suppression-file": { type: "string" },
  "suppression-from": { type: "string" },
  "export-suppression": { type: "string" },
  "database-url": { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;
type Values = ReturnType<typeof parseOptions<typeof options>>;

/** `--since`: an ISO time, or a duration before now (7d). */
function sinceOf(text: string | undefined): Date {
  if (text === undefined)
    throw new ConfigError(
      "--since",
      "is required with --replay and --export-suppression: the backup's time (2026-11-25T03:00:00Z, or 7d)",
    );
  const ms = parseDuration(text);
  if (ms !== undefined) return new Date(Date.now() - ms);
  const at = Date.parse(text);
  if (Number.isNaN(at))
    throw new ConfigError(
      "--since",
      `"${text}" is neither a time (2026-11-25T03:00:00Z) nor a duration (7d)`,
    );
  return new Date(at);
}

/** The subjects' keys: each --subject, then --from-file's lines (blank lines and # comments skipped). */
async function subjectsOf(values: Values): Promise<string[]> {
  const keys = [...(values.subject ?? [])];
  if (values["from-file"] !== undefined) {
    let text: string;
    try {
      text = await readFile(values["from-file"], "utf8");
    } catch (error) {
      throw new ConfigError(
        "--from-file",
        `cannot read ${values["from-file"]} (${(error as NodeJS.ErrnoException).code})`,
      );
    }
    keys.push(
      ...text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== "" && !line.startsWith("#")),
    );
  }
  if (keys.length === 0)
    throw new ConfigError(
      "--subject",
      "name at least one subject's key (--subject KEY, or --from-file FILE with one key a line)",
    );
  return keys;
}

/**
 * The suppression list: a file written by --export-suppression, the receipts an evidence bucket
 * holds (--suppression-from), or those of a ledger.
 */
async function listOf(values: Values, url: string, since: Date, io: Io): Promise<Suppressed[]> {
  const file = values["suppression-file"];
  if (file !== undefined) {
    try {
      return (JSON.parse(await readFile(file, "utf8")) as { entries: Suppressed[] }).entries.filter(
        (entry) => Date.parse(entry.recordedAt) >= since.getTime(),
      );
    } catch (error) {
      throw new ConfigError(
        "--suppression-file",
        `cannot read ${file} as a suppression list (${(error as Error).message})`,
      );
    }
  }
  const from = values["suppression-from"];
  const records =
    from !== undefined
      ? await readEvidence(
          archiveS3Client(io.env),
          evidenceAddressOf(from, "--suppression-from"),
          since,
        )
      : await withDatabaseClient(values["ledger-url"] ?? url, (client) =>
          evidenceSince(client, since),
        );
  return suppressionList(receiptsOf(records), since);
}

export async function eraseCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, options, (given) => {
    if (given.help) return;
    if (given["erasure-table"] === undefined)
      throw new ConfigError(
        "--erasure-table",
        "is required: the erasure table (a JSON file, docs/erasure.md)",
      );
    if (given.since !== undefined) sinceOf(given.since);
  });
  if (values.help) return "help";
  const erasure = await loadErasureTableFile(values["erasure-table"] as string);
  const url = databaseUrl(values, io);
  if (values["export-suppression"] !== undefined) {
    const since = sinceOf(values.since);
    const entries = await listOf(values, url, since, io);
    await writeFile(
      values["export-suppression"],
      `${JSON.stringify({ ...stamp("suppression-file"), since: since.toISOString(), entries }, null, 2)}\n`,
    );
    io.err(
      `wrote ${values["export-suppression"]}: ${entries.length} erasure(s) since ${since.toISOString()} (keyed hashes only)`,
    );
    return EXIT.ok;
  }
  const pool = createPool({ connectionString: url, max: 2 });
  try {
    const shape = await withClient(pool, (client) => describeErasure(client, erasure));
    if (values.plan) {
      const plan = await withClient(pool, (client) => planErasure(client, shape));
      io.out(
        values.json
          ? JSON.stringify({ ...stamp("cli-erase"), ...plan })
          : planLines(plan).join("\n"),
      );
      return EXIT.ok;
    }
    const run = {
      pool,
      redactionKey: connection(values, io).redactionKey,
      dryRun: values["dry-run"] === true,
    };
    if (values.replay) {
      const since = sinceOf(values.since);
      const report = await replayErasures(shape, await listOf(values, url, since, io), since, run);
      io.out(
        values.json
          ? JSON.stringify({ ...stamp("cli-erase"), ...report })
          : drillLines(report, run.dryRun).join("\n"),
      );
      return report.left > 0 || report.notErased.length > 0 ? EXIT.runFailed : EXIT.ok;
    }
    const keys = await subjectsOf(values);
    checkRedactionKey(run.redactionKey);
    await withClient(pool, (client) => checkSubjectKeys(client, shape, keys));
    const results: SubjectResult[] = [];
    for (const key of keys) results.push(await eraseSubject(shape, key, run));
    io.out(
      values.json
        ? JSON.stringify({
            ...stamp("cli-erase"),
            erasure: erasure.name,
            erasureHash: shape.hash,
            subjects: results,
          })
        : results.flatMap(subjectLines).join("\n"),
    );
    // A subject left pending (erased in steps, stopped between them) is not erased yet.
    const notErased = (result: SubjectResult) =>
      result.outcome === "failed" ||
      result.outcome === "held" ||
      (result.outcome === "pending" && !result.dryRun);
    return results.some(notErased) ? EXIT.runFailed : EXIT.ok;
  } finally {
    await pool.end();
  }
}
