// init on the corpus of real applications (test/init-corpus): each application's schema in a
// database of its own, init's draft, and the tables it proposes against the tables the
// application itself cleans, per application and per half (tuned, held out). Writes the figures
// to docs/init.md (between its markers) and to bench/results/<date>-init-corpus.md.
// `npm run bench:init-corpus [-- --label before] [-- --sources DIR]` (the label names the dated file;
// with --sources, init reads each application's code and the figures go to their own section and
// file); DATABASE_URL (default: the local server) must allow CREATE DATABASE.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { heldOut, tuned } from "../test/init-corpus/apps.js";
import { type AppMeasure, measureApp, overall } from "../test/init-corpus/measure.js";
import type { CorpusApp } from "../test/init-corpus/types.js";
import { onAppDatabase } from "./database.js";
import { writeDocsSection } from "./readme.js";

const figure = (value: number) => value.toFixed(2);
// A table by its name alone where its schema is public, else schema.table (zitadel has auth.users
// beside zitadel.users).
const list = (tables: string[]) =>
  tables.map((table) => (table.startsWith("public.") ? table.slice(7) : table)).join(", ");

function render(half: string, measures: AppMeasure[]): string {
  const all = overall(measures);
  const rows = measures.map(
    (each) =>
      `| ${each.name} | ${each.framework} | ${each.proposed} | ${each.expected} | ${figure(each.precision)} | ${figure(each.recall)} | ${list(each.missed)} | ${list(each.beyond.map((b) => `${b.table}${b.shouldAsk ? " (should ask)" : ""}`))} | ${each.neverDeleteProposed.length} |`,
  );
  const confirmed = values.sources
    ? ` Confirmed by the application's code (init --source): ${all.confirmedProposed} proposed, ${all.confirmedRight} right: precision ${figure(all.confirmedRight / Math.max(1, all.confirmedProposed))}, recall ${figure(all.confirmedRight / Math.max(1, all.expected))}.`
    : "";
  return [
    `**${half}**${values.sources ? " (with --source)" : ""}: ${all.apps} applications, ${all.proposed} tables proposed, ${all.expected} cleaned by the applications, ${all.right} of them proposed: precision ${figure(all.precision)} (${figure(all.precisionWithAsk)} counting the tables a privacy review would ask about), recall ${figure(all.recall)}; tables of accounts, content or money proposed for deletion: ${all.neverDeleteProposed}; "no clock" said of a table with a timestamp or date column: ${all.falseNoClock}.${confirmed}`,
    "",
    "| application | framework | proposed | cleaned | precision | recall | missed | proposed, not cleaned | never-delete proposed |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

// --half tuned: the tuned half only, printed and not written (what a change to the heuristics is
// tried on; the held-out half is measured only when a change is done).
// --sources DIR: each application's code in DIR/<name> (its repository at the fixture's commit), read
// by init --source.
const { values } = parseArgs({
  options: { label: { type: "string" }, half: { type: "string" }, sources: { type: "string" } },
});
const measure = (app: CorpusApp): Promise<AppMeasure> =>
  onAppDatabase(app, "corpus", (client) =>
    measureApp(client, app, values.sources ? join(values.sources, app.name) : undefined),
  );
const results = { tuned: [] as AppMeasure[], heldOut: [] as AppMeasure[] };
for (const app of tuned) results.tuned.push(await measure(app));
if (values.half === "tuned") {
  process.stdout.write(`${render("Tuned half", results.tuned)}\n`);
  for (const each of results.tuned)
    if (each.neverDeleteProposed.length > 0)
      process.stdout.write(
        `${each.name} never-delete proposed: ${each.neverDeleteProposed.join(", ")}\n`,
      );
  process.exit(0);
}
for (const app of heldOut) results.heldOut.push(await measure(app));
const date = new Date().toISOString().slice(0, 10);
const file = `bench/results/${date}-init-corpus${values.sources ? "-source" : ""}${values.label ? `-${values.label}` : ""}.md`;
const text = [
  `Measured ${date} by \`npm run bench:init-corpus\` (test/init-corpus; precision and recall over the tables of each half).`,
  "",
  render("Tuned half", results.tuned),
  "",
  render("Held-out half", results.heldOut),
].join("\n");
await writeFile(
  file,
  `# init on the corpus, ${date}${values.sources ? ", with each application's code (--source)" : ""}${values.label ? ` (${values.label})` : ""}\n\n${text}\n`,
);
await writeDocsSection(values.sources ? "init-corpus-source" : "init-corpus", text);
