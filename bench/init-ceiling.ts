// How far can a rule that reads a table's name and shape go on an application it was not
// written for? Every corpus application's tables (test/init-corpus, both halves), each labelled
// by what the application does with it (cleans it by age, or not), and for a few sets of portable
// signals (what init reads: the kind its name says, an expiry column, a time column, the account,
// content and money names) two figures per set:
// - fitted: the rule that, for each value of the signals, proposes exactly when most tables with
//   that value in the whole corpus are cleaned. It has seen every answer: no rule on those signals
//   does better on this corpus (an upper bound).
// - learned elsewhere: the same rule fitted on every OTHER application, applied to one; for all
//   of them in turn (leave one application out). What a rule on those signals, written from
//   the applications there are, does on the next one.
// Writes bench/results/<date>-init-ceiling.md. `npm run bench:init-ceiling`; DATABASE_URL (default:
// the local server) must allow CREATE DATABASE.
import { writeFile } from "node:fs/promises";
import {
  clockCandidates,
  isExpiry,
  isKeptTable,
  tableKind,
} from "../functions/engine/init/heuristics.js";
import { surveyTables } from "../functions/engine/init/survey.js";
import { heldOut, tuned } from "../test/init-corpus/apps.js";
import type { CorpusApp } from "../test/init-corpus/types.js";
import { onAppDatabase } from "./database.js";

/** One table as a rule on portable signals sees it, and what its application does with it. */
interface Row {
  app: string;
  table: string;
  cleaned: boolean;
  signals: Record<string, string>;
}

function rowsOf(app: CorpusApp): Promise<Row[]> {
  const cleaned = new Set(app.cleans.map((each) => each.table));
  return onAppDatabase(app, "ceiling", async (client) =>
    (await surveyTables(client, app.schemas)).map((table) => {
      const clocks = clockCandidates([...table.facts.columns.values()], table.stats);
      const qualified = `${table.schema}.${table.name}`;
      return {
        app: app.name,
        table: qualified,
        cleaned: cleaned.has(qualified),
        signals: {
          kind: tableKind(table.name)?.kind ?? "none",
          expiry: clocks.some(isExpiry) ? "expiry" : "no expiry",
          time: clocks.length > 0 ? "a time" : "no time",
          kept: isKeptTable(table.name) ? "kept by name" : "not",
          referenced: table.inbound.length > 0 ? "referenced" : "leaf",
        },
      };
    }),
  );
}

const SETS: string[][] = [
  ["kind"],
  ["kind", "time"],
  ["kind", "expiry"],
  ["kind", "expiry", "time"],
  ["kind", "expiry", "time", "kept"],
  ["kind", "expiry", "time", "kept", "referenced"],
];

const keyOf = (row: Row, signals: string[]) => signals.map((each) => row.signals[each]).join(" | ");

/** The majority rule: a value is proposed when more of its tables are cleaned than not. */
function majority(rows: Row[], signals: string[]): Set<string> {
  const counts = new Map<string, { cleaned: number; kept: number }>();
  for (const row of rows) {
    const key = keyOf(row, signals);
    const count = counts.get(key) ?? { cleaned: 0, kept: 0 };
    if (row.cleaned) count.cleaned += 1;
    else count.kept += 1;
    counts.set(key, count);
  }
  return new Set([...counts].filter(([, c]) => c.cleaned > c.kept).map(([key]) => key));
}

function figures(rows: Row[], proposed: (row: Row) => boolean) {
  const picked = rows.filter(proposed);
  const right = picked.filter((row) => row.cleaned).length;
  const cleaned = rows.filter((row) => row.cleaned).length;
  return {
    proposed: picked.length,
    right,
    cleaned,
    precision: picked.length === 0 ? 1 : right / picked.length,
    recall: cleaned === 0 ? 1 : right / cleaned,
  };
}

/**
 * The best precision a rule on these signals has at each recall, fitted on the whole corpus: the
 * values proposed in the order of their share of cleaned tables, most first.
 */
function curve(rows: Row[], signals: string[], recalls: number[]): (number | undefined)[] {
  const counts = new Map<string, { cleaned: number; all: number }>();
  for (const row of rows) {
    const key = keyOf(row, signals);
    const count = counts.get(key) ?? { cleaned: 0, all: 0 };
    count.all += 1;
    if (row.cleaned) count.cleaned += 1;
    counts.set(key, count);
  }
  const cleaned = rows.filter((row) => row.cleaned).length;
  const ordered = [...counts.values()].sort((a, b) => b.cleaned / b.all - a.cleaned / a.all);
  return recalls.map((recall) => {
    let right = 0;
    let proposed = 0;
    for (const each of ordered) {
      right += each.cleaned;
      proposed += each.all;
      if (right / cleaned >= recall) return right / proposed;
    }
    return undefined;
  });
}

const two = (value: number) => value.toFixed(2);
const line = (name: string, f: ReturnType<typeof figures>) =>
  `${name}: ${f.right} of ${f.proposed} proposed, ${f.right} of ${f.cleaned} cleaned: ${two(f.precision)} / ${two(f.recall)}`;

const apps = [...tuned, ...heldOut];
const rows: Row[] = [];
for (const app of apps) rows.push(...(await rowsOf(app)));
const heldNames = new Set(heldOut.map((app) => app.name));
const out: string[] = [
  `# What a rule on a table's name and shape can reach, ${new Date().toISOString().slice(0, 10)}`,
  "",
  `${apps.length} applications of test/init-corpus (${tuned.length} tuned, ${heldOut.length} held out), ${rows.length} tables, ${rows.filter((row) => row.cleaned).length} cleaned by their applications. \`npm run bench:init-ceiling\` (bench/init-ceiling.ts says how).`,
  "",
  "| signals | fitted on the whole corpus (an upper bound) | its best precision at recall 0.5 / 0.7 / 0.9 | learned from the other applications, all | the same, held-out half |",
  "|---|---|---|---|---|",
];
for (const signals of SETS) {
  const fitted = majority(rows, signals);
  const learned = new Map<string, Set<string>>();
  for (const app of apps)
    learned.set(
      app.name,
      majority(
        rows.filter((row) => row.app !== app.name),
        signals,
      ),
    );
  const elsewhere = (row: Row) => learned.get(row.app)?.has(keyOf(row, signals)) ?? false;
  const f = figures(rows, (row) => fitted.has(keyOf(row, signals)));
  const all = figures(rows, elsewhere);
  const held = figures(
    rows.filter((row) => heldNames.has(row.app)),
    elsewhere,
  );
  const cell = (x: ReturnType<typeof figures>) =>
    `${two(x.precision)} / ${two(x.recall)} (${x.right} of ${x.proposed}; ${x.cleaned} cleaned)`;
  const best = curve(rows, signals, [0.5, 0.7, 0.9])
    .map((value) => (value === undefined ? "-" : two(value)))
    .join(" / ");
  out.push(`| ${signals.join(", ")} | ${cell(f)} | ${best} | ${cell(all)} | ${cell(held)} |`);
  process.stderr.write(`${line(signals.join("+"), all)}\n`);
}
// How the applications disagree: the kinds init reads from names, cleaned in how many of them.
out.push("", "By the kind a table's name says, over the whole corpus:", "");
out.push(
  "| kind | tables | cleaned | applications with one | that clean one |",
  "|---|---|---|---|---|",
);
const kinds = new Map<string, Row[]>();
for (const row of rows)
  kinds.set(row.signals.kind!, [...(kinds.get(row.signals.kind!) ?? []), row]);
for (const [kind, members] of [...kinds].sort((a, b) => b[1].length - a[1].length)) {
  const withOne = new Set(members.map((row) => row.app));
  const cleaning = new Set(members.filter((row) => row.cleaned).map((row) => row.app));
  out.push(
    `| ${kind} | ${members.length} | ${members.filter((row) => row.cleaned).length} | ${withOne.size} | ${cleaning.size} |`,
  );
}
const file = `bench/results/${new Date().toISOString().slice(0, 10)}-init-ceiling.md`;
await writeFile(file, `${out.join("\n")}\n`);
process.stderr.write(`${file} written\n`);
