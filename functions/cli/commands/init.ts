// `retention-job init`: a draft retention table from the database's catalog and statistics, every
// policy in report mode, with its JSON Schema beside it, the questions it asks in a file of their
// own, and a summary a person can review: proposals and what each rests on, questions ranked.
import { stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ConfigError } from "../../contract/errors.js";
import { retentionTableJsonSchema, SCHEMA_FILE } from "../../contract/json-schema.js";
import { parseRetentionTable } from "../../contract/retention-table.js";
import { createPool, type RunReport, runRetention } from "../../engine/index.js";
import {
  type Draft,
  draftRetentionTable,
  evidenceText,
  REVIEW_MINUTES,
  tiersToChoose,
  waitsOnPerson,
} from "../../engine/init/index.js";
import { databaseUrl, duration, list, parseOptions } from "../args.js";
import { EXIT, type Io } from "../io.js";
import { count, renderTable } from "../render/table.js";

const options = {
  "database-url": { type: "string" },
  schemas: { type: "string" },
  out: { type: "string" },
  "retention-default": { type: "string" },
  source: { type: "string" },
  accept: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** The summary's table: per policy its rule, what it rests on, the rows past it now, what the breaker would say. */
function summaryRows(draft: Draft, dry: RunReport | undefined): string[][] {
  return draft.proposals.map(({ policy, rule, kind, confidence, evidence }) => {
    const report = dry?.policies.find((each) => each.name === policy.name);
    const past = report ? (report.error ? `error: ${report.error}` : count(report.backlog)) : "-";
    const verdict = !report?.breaker
      ? "-"
      : report.breaker.tripped
        ? `would trip (${report.breaker.tripped})`
        : "passes";
    const rests = (evidence ?? []).map(evidenceText).join("; ");
    return [String(policy.table), rule, rests, `${kind}, ${confidence}`, past, verdict];
  });
}

/** How many proposals rest on each kind of evidence (a proposal may rest on several). */
function restsOn(draft: Draft): string {
  const kinds: [string, string][] = [
    ["code", "the application's code"],
    ["statistics", "the server's statistics"],
    ["expiry", "an expiry column"],
    ["tenant", "a tenant's retention"],
    ["answer", "a person's answer"],
  ];
  const said = kinds.flatMap(([kind, words]) => {
    const n = draft.proposals.filter((each) => each.evidence?.some((e) => e.kind === kind)).length;
    return n > 0 ? [`${words} ${n}`] : [];
  });
  return said.length > 0 ? `; each rests on evidence (${said.join(", ")})` : "";
}

/** The questions, ranked, each with what would answer it (and the code it names). */
function questionLines(draft: Draft, file: string | undefined): string[] {
  if (draft.questions.length === 0) return [];
  const lines = [
    "",
    `${draft.questions.length} questions, ranked (a reviewer's half hour: ${REVIEW_MINUTES.question} minute each, ${REVIEW_MINUTES.withCode} with code to read)${draft.unasked.length > 0 ? `; ${draft.unasked.length} more, ranked lower, not asked` : ""}${file ? `; also in ${file}, with the policy each would be` : ""}:`,
  ];
  for (const question of draft.questions) {
    lines.push(`${question.rank}. ${question.table} [${question.reason}]: ${question.why}`);
    if (question.rule) lines.push(`   if yes: ${question.rule}`);
    lines.push(`   answers it: ${question.answer}`);
  }
  return lines;
}

function summary(
  draft: Draft,
  dry: RunReport | undefined,
  retention: string | undefined,
  questionsFile: string | undefined,
) {
  const lines = [
    `${draft.proposals.length} tables proposed, each in report mode: nothing is deleted until a person sets "mode": "delete"${restsOn(draft)}`,
    draft.sourceRead
      ? "the application's code was read (--source): its file and line in each description and question that names code"
      : "the application's code was not read (--source DIR would say where it deletes rows by age)",
    ...(draft.statisticsUnread
      ? [`the server's statistics were not read: ${draft.statisticsUnread}`]
      : []),
    ...renderTable(
      ["table", "rule", "rests on", "why", "rows past it now", "first run's breaker"],
      summaryRows(draft, dry),
      "left",
    ),
    "",
    retention
      ? `retention: ${retention} for every policy (--retention-default); each is a choice to review`
      : 'retention: "?" in every policy: the file does not validate until a person chooses each one (or pass --retention-default 90d)',
  ];
  const tiered = draft.policies.filter((policy) => tiersToChoose(policy).length > 0);
  if (tiered.length > 0)
    lines.push(
      `tiers: "?" for each plan's period in ${tiered.map((policy) => policy.name).join(", ")}: a person chooses each (no dry run until then)`,
    );
  const indexFirst = draft.proposals.filter((proposal) => proposal.needsIndex);
  if (indexFirst.length > 0)
    lines.push(
      `an index first: "?" retention in ${indexFirst.map(({ policy }) => policy.name).join(", ")}: no key names their rows and no index leads with their clock, so the engine refuses them until one exists (${indexFirst.map((proposal) => proposal.needsIndex).join(" ")}); then choose each retention (no dry run until then)`,
    );
  lines.push(...questionLines(draft, questionsFile));
  if (draft.findings.length > 0) {
    lines.push("", `findings (${draft.findings.length}):`);
    for (const finding of draft.findings) {
      lines.push(`- ${finding.table} [${finding.kind}]: ${finding.message}`);
    }
  }
  return lines;
}

/** The questions' file beside the draft: `retention.json` → `retention.questions.json`. */
const questionsFileOf = (out: string) => `${out.replace(/\.json$/i, "")}.questions.json`;

/** The questions as a file: ranked, each with what would answer it and the policy it would be. */
const questionsJson = (draft: Draft) =>
  `${JSON.stringify({ questions: draft.questions, unasked: draft.unasked }, null, 2)}\n`;

export async function initCommand(args: string[], io: Io): Promise<number | "help"> {
  const values = parseOptions(args, options);
  if (values.help) return "help";
  const retention = values["retention-default"];
  if (retention !== undefined) duration(retention, "--retention-default");
  const source = values.source;
  if (source !== undefined && !(await stat(source).catch(() => undefined))?.isDirectory())
    throw new ConfigError("--source", `"${source}" is not a directory (the application's code)`);
  const pool = createPool({ connectionString: databaseUrl(values, io), max: 2 });
  try {
    const client = await pool.connect();
    const draft = await draftRetentionTable(client, {
      ...(values.schemas ? { schemas: list(values.schemas) } : {}),
      ...(retention ? { retention } : {}),
      ...(source ? { source } : {}),
      ...(values.accept ? { accept: list(values.accept) } : {}),
    }).finally(() => client.release());
    const file = { $schema: `./${SCHEMA_FILE}`, policies: draft.policies };
    // With its retentions chosen, the draft is the engine's to read: a dry run gives the figures
    // (of the policies with nothing left to choose: a tier's period is a person's, always, and so
    // is the retention of a table that needs an index first).
    const chosen = draft.policies.filter((policy) => !waitsOnPerson(policy));
    const dry =
      retention && chosen.length > 0
        ? await runRetention({
            pool,
            policies: parseRetentionTable({ ...file, policies: chosen }).policies,
            dryRun: true,
          })
        : undefined;
    const text = `${JSON.stringify(file, null, 2)}\n`;
    if (values.out) {
      const questions = questionsFileOf(values.out);
      await writeFile(values.out, text);
      await writeFile(
        join(dirname(values.out), SCHEMA_FILE),
        `${JSON.stringify(retentionTableJsonSchema(), null, 2)}\n`,
      );
      await writeFile(questions, questionsJson(draft));
      for (const line of summary(draft, dry, retention, questions)) io.out(line);
      io.out(
        `\nwritten: ${values.out} (and ${SCHEMA_FILE} beside it, for editors; the questions in ${questions})`,
      );
    } else {
      io.out(text);
      for (const line of summary(draft, dry, retention, undefined)) io.err(line);
    }
    return EXIT.ok;
  } finally {
    await pool.end();
  }
}
