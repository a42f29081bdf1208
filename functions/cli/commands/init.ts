// `retention-job init`: a draft retention table from the database's catalog and statistics, every
// policy in report mode, with its JSON Schema beside it and a summary a person can review.
import { stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ConfigError } from "../../contract/errors.js";
import { retentionTableJsonSchema, SCHEMA_FILE } from "../../contract/json-schema.js";
import { parseRetentionTable } from "../../contract/retention-table.js";
import { createPool, type RunReport, runRetention } from "../../engine/index.js";
import {
  type Draft,
  draftRetentionTable,
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
  help: { type: "boolean", short: "h" },
} as const;

/** The summary's table: per policy its rule, the rows past it now, what the breaker would say. */
function summaryRows(draft: Draft, dry: RunReport | undefined): string[][] {
  return draft.proposals.map(({ policy, rule, kind, confidence }) => {
    const report = dry?.policies.find((each) => each.name === policy.name);
    const past = report ? (report.error ? `error: ${report.error}` : count(report.backlog)) : "-";
    const verdict = !report?.breaker
      ? "-"
      : report.breaker.tripped
        ? `would trip (${report.breaker.tripped})`
        : "passes";
    return [String(policy.table), rule, `${kind}, ${confidence}`, past, verdict];
  });
}

function summary(draft: Draft, dry: RunReport | undefined, retention: string | undefined) {
  const lines = [
    `${draft.proposals.length} tables proposed, each in report mode: nothing is deleted until a person sets "mode": "delete"`,
    ...(draft.sourceRead
      ? [
          `${draft.proposals.filter((proposal) => proposal.sites).length} of them the application's own code deletes by age (--source: its file and line in each description); the rest by the schema alone`,
        ]
      : []),
    ...renderTable(
      ["table", "rule", "why", "rows past it now", "first run's breaker"],
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
  if (draft.findings.length > 0) {
    lines.push("", `findings (${draft.findings.length}):`);
    for (const finding of draft.findings) {
      lines.push(`- ${finding.table} [${finding.kind}]: ${finding.message}`);
    }
  }
  return lines;
}

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
      await writeFile(values.out, text);
      await writeFile(
        join(dirname(values.out), SCHEMA_FILE),
        `${JSON.stringify(retentionTableJsonSchema(), null, 2)}\n`,
      );
      for (const line of summary(draft, dry, retention)) io.out(line);
      io.out(`\nwritten: ${values.out} (and ${SCHEMA_FILE} beside it, for editors)`);
    } else {
      io.out(text);
      for (const line of summary(draft, dry, retention)) io.err(line);
    }
    return EXIT.ok;
  } finally {
    await pool.end();
  }
}
