// init on the corpus of real applications (test/init-corpus): each application's schema in a
// database of its own, init's draft, and its proposals and questions against the tables the
// application itself cleans, per application and per half (tuned, held out, blind). Writes the
// figures to bench/results/<date>-init-corpus[-source][-label].md, and to docs/init.md (between its
// markers) when both halves were measured.
// `npm run bench:init-corpus [-- --label before] [-- --sources DIR] [-- --half tuned|held-out|blind]
// [-- --apps a,b]` (the label names the dated file; with --sources, init reads each application's
// code in DIR/<name> and the figures go to their own section and file; --half or --apps measure a
// group alone, printed, and written to the dated file only with a label); DATABASE_URL (default: the local server) must
// allow CREATE DATABASE.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { appNamed, blind, heldOut, tuned } from "../test/init-corpus/apps.js";
import {
  type AppMeasure,
  measureApp,
  overall,
  REVIEW_MINUTES,
} from "../test/init-corpus/measure.js";
import type { CorpusApp } from "../test/init-corpus/types.js";
import { onAppDatabase } from "./database.js";
import { writeDocsSection } from "./readme.js";

const figure = (value: number) => value.toFixed(2);
// A table by its name alone where its schema is public, else schema.table (zitadel has auth.users
// beside zitadel.users).
const list = (tables: string[]) =>
  tables.map((table) => (table.startsWith("public.") ? table.slice(7) : table)).join(", ");

const { values } = parseArgs({
  options: {
    label: { type: "string" },
    half: { type: "string" },
    apps: { type: "string" },
    sources: { type: "string" },
  },
});

/** The goal's figures for a group (issue 52), in a line each. */
function goalLines(all: ReturnType<typeof overall>): string[] {
  return [
    `- proposals: ${all.proposed}, ${all.right} of them cleaned by the application: precision ${all.proposed === 0 ? "1.00 (no proposals, none wrong)" : figure(all.precision)}${values.sources ? ` (those the code confirms: ${all.confirmedRight} of ${all.confirmedProposed})` : ""}`,
    `- never-delete tables proposed (accounts, content, money, audit trails): ${all.neverDeleteProposed}`,
    `- cleaned tables that are a proposal or a question: ${all.covered} of ${all.expected} (${figure(all.coverage)}; ${all.cascaded} of them reached by a proposal's or a question's cascades or deleteFirst written down); a proposal alone: ${all.right} (${figure(all.recall)})`,
    `- questions: ${all.questions}, per application median ${all.questionsMedian}, most ${all.questionsMax}; a reviewer's minutes (${REVIEW_MINUTES.question} a question, ${REVIEW_MINUTES.withCode} with code to read) median ${all.minutesMedian}, most ${all.minutesMax}; applications over ${REVIEW_MINUTES.budget} minutes: ${all.overBudget} of ${all.apps}; past the half hour, not asked: ${all.unasked} (${all.unaskedCleaned} of them cleaned)`,
    `- cleaned tables neither proposed nor asked, why: ${all.uncoveredWhy.map(([why, n]) => `${why} ${n}`).join(", ")}`,
    `- the ceiling of these signals: every question asked, past the half hour too, covers ${figure(all.everyQuestionAsked)}; init is silent on ${all.silent} of ${all.tables} tables, ${all.silentCleaned} of them cleaned (${figure(all.silentCleaned / Math.max(1, all.silent))} of the silent ones)`,
  ];
}

function render(group: string, measures: AppMeasure[]): string {
  const all = overall(measures);
  const rows = measures.map(
    (each) =>
      `| ${each.name} | ${each.framework} | ${each.proposed} | ${each.right} | ${each.expected} | ${each.covered} | ${each.questions} | ${each.reviewMinutes} | ${each.neverDeleteProposed.length} | ${list(each.uncovered)} | ${list(each.beyond.map((b) => `${b.table}${b.shouldAsk ? " (should ask)" : ""}`))} |`,
  );
  return [
    `**${group}**${values.sources ? " (with --source)" : ""}: ${all.apps} applications; "no clock" said of a table with a timestamp or date column: ${all.falseNoClock}.`,
    "",
    ...goalLines(all),
    "",
    "| application | framework | proposed | of them cleaned | cleaned | cleaned, proposed or asked | questions | minutes | never-delete proposed | cleaned, neither proposed nor asked | proposed, not cleaned |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/** The groups to measure: --apps, else --half, else the tuned and the held-out half. */
function groups(): [string, CorpusApp[]][] {
  if (values.apps) {
    const named = values.apps.split(",").map((name) => {
      const app = appNamed(name.trim());
      if (!app) throw new Error(`--apps: no corpus application is named ${name}`);
      return app;
    });
    return [["Applications named", named]];
  }
  const halves: Record<string, [string, CorpusApp[]]> = {
    tuned: ["Tuned half", tuned],
    "held-out": ["Held-out half", heldOut],
    blind: ["Blind group", blind],
  };
  if (!values.half) return [halves.tuned, halves["held-out"]] as [string, CorpusApp[]][];
  const half = halves[values.half];
  if (!half) throw new Error(`--half: tuned, held-out or blind, not ${values.half}`);
  return [half];
}

// Each run's databases carry its process id: benches of other checkouts may run on the same server.
const measure = (app: CorpusApp): Promise<AppMeasure> =>
  onAppDatabase(app, `corpus_${process.pid}`, (client) =>
    measureApp(client, app, values.sources ? join(values.sources, app.name) : undefined),
  );

const rendered: string[] = [];
for (const [name, apps] of groups()) {
  const measures: AppMeasure[] = [];
  for (const app of apps) measures.push(await measure(app));
  rendered.push(render(name, measures));
  process.stdout.write(`${name}:\n${goalLines(overall(measures)).join("\n")}\n`);
}
const date = new Date().toISOString().slice(0, 10);
const group = values.apps ? "-apps" : values.half ? `-${values.half}` : "";
const file = `bench/results/${date}-init-corpus${values.sources ? "-source" : ""}${group}${values.label ? `-${values.label}` : ""}.md`;
const text = [
  `Measured ${date} by \`npm run bench:init-corpus\` (test/init-corpus): per group, init's proposals against the tables each application cleans, the questions beside them, and the tables neither covers.`,
  "",
  rendered.join("\n\n"),
].join("\n");
const whole = !values.apps && !values.half;
if (!whole && !values.label) {
  process.stdout.write(`\n${text}\n(not written: a group alone is written with --label)\n`);
  process.exit(0);
}
await writeFile(
  file,
  `# init on the corpus, ${date}${values.sources ? ", with each application's code (--source)" : ""}${values.label ? ` (${values.label})` : ""}\n\n${text}\n`,
);
process.stdout.write(`written: ${file}\n`);
if (whole) await writeDocsSection(values.sources ? "init-corpus-source" : "init-corpus", text);
