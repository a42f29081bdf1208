// npm run schemas: writes each output's JSON Schema (functions/contract/outputs/) to
// schemas/<name>.v<N>.json, records what each version promises in schemas/promises/ (refusing a
// change that breaks a promise under the same version), and renders docs/outputs.md's list with
// what the tests check against real outputs. test/contract/output-schemas.test.ts keeps all current.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { OUTPUT_VERSION, type OutputName } from "../functions/contract/output-versions.js";
import { OUTPUTS, outputJsonSchema, schemaFile } from "../functions/contract/outputs/index.js";
import { EVENTS, type LogEventName } from "../functions/contract/outputs/log-lines.js";
import { brokenPromises, promisesOf } from "../functions/contract/outputs/promises.js";
import { writeDocsSection } from "./readme.js";

export const SCHEMA_DIR = "schemas";
export const PROMISES_DIR = "schemas/promises";

/**
 * Which test checks each output, as its runs write it, against its committed schema file (each
 * calls `expectOutput("<name>", ...)`, or `expectLogLines` for log lines; test/contract/
 * output-schemas.test.ts checks that they do).
 */
export const CHECKED_IN: Record<OutputName, string[]> = {
  "lambda-result": ["test/lambda/outputs.test.ts"],
  "fleet-outcome": ["test/lambda/outputs.test.ts"],
  "log-line": ["test/lambda/outputs.test.ts", "test/cli/outputs.test.ts"],
  "emf-record": ["test/lambda/outputs.test.ts"],
  "deletion-event": ["test/lambda/outputs.test.ts"],
  "evidence-record": ["test/lambda/outputs.test.ts", "test/cli/outputs.test.ts"],
  "evidence-line": ["test/lambda/outputs.test.ts"],
  "evidence-report": ["test/cli/outputs.test.ts"],
  "cli-run": ["test/cli/outputs.test.ts"],
  "cli-plan": ["test/cli/outputs.test.ts"],
  "cli-status": ["test/cli/operate.test.ts", "test/cli/status-tenants.test.ts"],
  "cli-fleet-status": ["test/cli/operate.test.ts"],
  "cli-invoke": ["test/cli/operate.test.ts"],
  "cli-restore": ["test/cli/outputs.test.ts"],
  "cli-erase": ["test/cli/outputs.test.ts"],
  "cli-hold": ["test/cli/outputs.test.ts"],
  "suppression-file": ["test/cli/outputs.test.ts"],
  "archive-manifest": ["test/cli/outputs.test.ts"],
};

/**
 * The log events the output tests' runs write (each test asserts that it saw those it is named
 * for), and, for the others, why no test run reaches them.
 */
export const EVENTS_WALKED: Record<LogEventName, { in: string } | { notWalked: string }> = {
  "run-started": { in: "test/lambda/outputs.test.ts" },
  "run-completed": { in: "test/lambda/outputs.test.ts" },
  "run-skipped": { in: "test/lambda/outputs.test.ts" },
  "run-refused": { in: "test/lambda/outputs.test.ts" },
  "run-fanned-out": { in: "test/lambda/outputs.test.ts" },
  "segment-continued": { in: "test/lambda/outputs.test.ts" },
  "segment-failed": { in: "test/lambda/outputs.test.ts" },
  "duplicate-segment": { in: "test/lambda/outputs.test.ts" },
  "continuation-retried": { in: "test/lambda/outputs.test.ts" },
  "continuation-failed": { in: "test/lambda/outputs.test.ts" },
  "chain-finished": { in: "test/lambda/outputs.test.ts" },
  "policy-completed": { in: "test/lambda/outputs.test.ts" },
  "policy-failed": { in: "test/lambda/outputs.test.ts" },
  "batch-deleted": { in: "test/lambda/outputs.test.ts" },
  "breaker-tripped": { in: "test/lambda/outputs.test.ts" },
  "tenant-breaker-tripped": { notWalked: "a tenant's breaker (a retention per tenant)" },
  "lock-not-acquired": { notWalked: "another instance detaching a partitioned table" },
  "archive-locked": { notWalked: "another instance archiving the same policy" },
  "no-ledger": { notWalked: "a role that may not create the ledger" },
  "ledger-write-failed": { notWalked: "the ledger refusing a write mid-run" },
  "evidence-write-failed": { notWalked: "the evidence table refusing a write mid-run" },
  "evidence-copied": { in: "test/lambda/outputs.test.ts" },
  "evidence-copy-failed": { in: "test/lambda/outputs.test.ts" },
  "store-checked": { in: "test/lambda/outputs.test.ts" },
  "lifecycle-checked": { in: "test/lambda/outputs.test.ts" },
  "outbox-drained": { in: "test/lambda/outputs.test.ts" },
  "outbox-failed": { notWalked: "the outbox's table failing mid-drain" },
  "idle-connection-error": { notWalked: "an idle pooled connection dropped by the server" },
  "fleet-reported": { in: "test/lambda/outputs.test.ts" },
  "fleet-report-failed": { in: "test/lambda/outputs.test.ts" },
  "rerun-refused": {
    notWalked:
      "a fleet target re-run of a night that succeeded (test/lambda/fleet-rerun.test.ts refuses one; its lines are not checked against the schema there)",
  },
  erasure: { in: "test/lambda/outputs.test.ts" },
  hold: { in: "test/lambda/outputs.test.ts" },
  "erasure-evidence-copied": { in: "test/lambda/outputs.test.ts" },
  "erasure-evidence-copy-failed": { in: "test/lambda/outputs.test.ts" },
  "erasure-message-refused": { in: "test/lambda/outputs.test.ts" },
  "erasure-message-failed": { in: "test/lambda/outputs.test.ts" },
};

/** Each schema file's text, by file name. */
export function schemaTexts(): Map<string, string> {
  return new Map(
    OUTPUTS.map((output) => [
      schemaFile(output.name),
      `${JSON.stringify(outputJsonSchema(output), null, 2)}\n`,
    ]),
  );
}

/** The promises file of an output's current version. */
export const promisesFile = (name: OutputName) =>
  `${PROMISES_DIR}/${schemaFile(name).replace(/\.json$/, ".txt")}`;

export const promisesNow = (name: OutputName) =>
  promisesOf(outputJsonSchema(OUTPUTS.find((each) => each.name === name) as (typeof OUTPUTS)[0]));

/** The promises recorded for an output's current version (empty: none recorded yet). */
export function promisesKept(name: OutputName): string[] {
  const file = promisesFile(name);
  return existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
}

const checkedCount = () => OUTPUTS.filter((each) => CHECKED_IN[each.name].length > 0).length;

/** docs/outputs.md's list: every output, its schema file and version, and what checks it. */
export function renderOutputs(): string {
  const events = Object.keys(EVENTS) as LogEventName[];
  const walked = events.filter((name) => "in" in EVENTS_WALKED[name]);
  const rows = OUTPUTS.map(
    (each) =>
      `| ${each.name} | ${each.where} | [\`schemas/${schemaFile(each.name)}\`](../schemas/${schemaFile(each.name)}) | ${OUTPUT_VERSION[each.name]} | ${each.carries} | ${CHECKED_IN[each.name].map((file) => `\`${file}\``).join(", ")} |`,
  );
  return [
    `**${checkedCount()} of ${OUTPUTS.length} outputs** have a schema checked against what real runs write; **${walked.length} of ${events.length} log events** are written by those runs (the others: below).`,
    "",
    "| output | where | schema | version | carries its version as | checked against real runs in |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
    "Log events no test run writes (their shape is declared, and `test/contract/output-schemas.test.ts` checks that the code writes no event the schema lacks):",
    "",
    ...events
      .filter((name) => "notWalked" in EVENTS_WALKED[name])
      .map((name) => {
        const entry = EVENTS_WALKED[name] as { notWalked: string };
        return `- \`${name}\`: ${entry.notWalked}`;
      }),
  ].join("\n");
}

async function writePromises(): Promise<string[]> {
  const refused: string[] = [];
  await mkdir(PROMISES_DIR, { recursive: true });
  for (const { name } of OUTPUTS) {
    const broken = brokenPromises(promisesKept(name), promisesNow(name));
    if (broken.length > 0) {
      refused.push(
        `${schemaFile(name)} breaks ${broken.length} promise(s) of its version: ${broken.slice(0, 5).join("; ")}${broken.length > 5 ? "; ..." : ""}`,
      );
      continue;
    }
    await writeFile(promisesFile(name), `${promisesNow(name).join("\n")}\n`);
  }
  return refused;
}

if (process.argv[1]?.endsWith("output-schemas.ts")) {
  const texts = schemaTexts();
  await mkdir(SCHEMA_DIR, { recursive: true });
  const stale = readdirSync(SCHEMA_DIR).filter(
    (file) => file.endsWith(".json") && !texts.has(file),
  );
  for (const file of stale) await rm(`${SCHEMA_DIR}/${file}`);
  for (const [file, text] of texts) await writeFile(`${SCHEMA_DIR}/${file}`, text);
  const refused = await writePromises();
  await writeDocsSection("outputs", renderOutputs());
  process.stderr.write(`${SCHEMA_DIR}/: ${texts.size} schemas written\n`);
  if (refused.length > 0) {
    process.stderr.write(
      `${refused.join("\n")}\na breaking change: bump its version in functions/contract/output-versions.ts, and say so in CHANGELOG.md\n`,
    );
    process.exitCode = 1;
  }
}
