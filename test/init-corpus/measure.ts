// init on one corpus application: its schema loaded as the application builds it (and its rows,
// ANALYZEd, so that statistics exist), the draft taken, and the tables proposed compared with the
// tables the application itself cleans (precision, recall, what was missed and proposed beyond),
// and with its tables of accounts, content and money (never to be proposed for deletion).
import type pg from "pg";
import { type Draft, draftRetentionTable } from "../../functions/engine/init/index.js";
import type { CorpusApp } from "./types.js";

export interface AppMeasure {
  name: string;
  framework: string;
  expected: number;
  proposed: number;
  right: number;
  precision: number;
  /** Precision counting a proposed table the fixture says a privacy review would ask about. */
  precisionWithAsk: number;
  recall: number;
  /** Tables the application cleans that init did not propose. */
  missed: string[];
  /** Tables proposed that the application does not clean (those it should ask about marked). */
  beyond: { table: string; shouldAsk: boolean }[];
  /** Tables of accounts, content or money proposed for deletion (must be none). */
  neverDeleteProposed: string[];
  /** Tables said to have no clock although a column of a timestamp or date type is there. */
  falseNoClock: string[];
  /** With the application's code read (`init --source`): the proposals its code confirms, and right. */
  confirmed?: { proposed: number; right: number };
}

/** Loads the application's schema and rows into the (empty) database the client is on. */
export async function loadApp(db: pg.ClientBase, app: CorpusApp): Promise<void> {
  await db.query(app.schemaSql);
  if (app.dataSql) await db.query(app.dataSql);
  await db.query("RESET search_path");
  await db.query("ANALYZE");
}

const deletes = (policy: Record<string, unknown>) => policy.mechanism !== "redact";

/** The measure of a draft against the application's lists (`falseNoClock`: see below). */
function score(app: CorpusApp, draft: Draft, falseNoClock: string[]): AppMeasure {
  const expected = new Set(app.cleans.map((each) => each.table));
  const proposed = draft.policies.map((policy) => policy.table);
  const right = proposed.filter((table) => expected.has(table)).length;
  const ask = new Set(app.shouldAsk.map((each) => each.table));
  const beyond = proposed.filter((table) => !expected.has(table));
  const asked = beyond.filter((table) => ask.has(table)).length;
  return {
    name: app.name,
    framework: app.framework,
    expected: expected.size,
    proposed: proposed.length,
    right,
    precision: proposed.length === 0 ? 1 : right / proposed.length,
    precisionWithAsk: proposed.length === 0 ? 1 : (right + asked) / proposed.length,
    recall: expected.size === 0 ? 1 : right / expected.size,
    missed: [...expected].filter((table) => !proposed.includes(table)),
    beyond: beyond.map((table) => ({ table, shouldAsk: ask.has(table) })),
    neverDeleteProposed: draft.policies
      .filter((policy) => deletes(policy) && app.neverDelete.includes(policy.table))
      .map((policy) => policy.table),
    falseNoClock,
    ...(draft.sourceRead ? { confirmed: confirmedOf(draft, expected) } : {}),
  };
}

const confirmedOf = (draft: Draft, expected: Set<string>) => {
  const tables = draft.proposals.filter((each) => each.sites).map((each) => each.policy.table);
  return { proposed: tables.length, right: tables.filter((table) => expected.has(table)).length };
};

/** The "no clock" findings that are false: the table has a column of a timestamp or date type. */
async function falseNoClock(db: pg.ClientBase, draft: Draft): Promise<string[]> {
  const said = draft.findings
    .filter((finding) => finding.kind === "personal-without-clock")
    .map((finding) => finding.table);
  const { rows } = await db.query<{ table: string }>(
    `SELECT t AS table FROM unnest($1::text[]) t
     WHERE EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = t::regclass AND a.attnum > 0
                   AND NOT a.attisdropped AND a.atttypid IN (1082, 1114, 1184))`,
    [said],
  );
  return rows.map((row) => row.table);
}

/** The draft for the application's schemas (its code read from `source`, if given), measured. */
export async function measureApp(
  db: pg.ClientBase,
  app: CorpusApp,
  source?: string,
): Promise<AppMeasure> {
  const draft = await draftRetentionTable(db, {
    schemas: app.schemas,
    ...(source ? { source } : {}),
  });
  return score(app, draft, await falseNoClock(db, draft));
}

/** Precision and recall over a half: tables summed over its applications (micro-averaged). */
export function overall(measures: AppMeasure[]) {
  const sum = (pick: (each: AppMeasure) => number) =>
    measures.reduce((total, each) => total + pick(each), 0);
  const right = sum((each) => each.right);
  const asked = sum((each) => each.beyond.filter((table) => table.shouldAsk).length);
  const proposed = sum((each) => each.proposed);
  const expected = sum((each) => each.expected);
  return {
    apps: measures.length,
    expected,
    proposed,
    right,
    precision: right / Math.max(1, proposed),
    precisionWithAsk: (right + asked) / Math.max(1, proposed),
    recall: right / Math.max(1, expected),
    neverDeleteProposed: sum((each) => each.neverDeleteProposed.length),
    falseNoClock: sum((each) => each.falseNoClock.length),
    confirmedProposed: sum((each) => each.confirmed?.proposed ?? 0),
    confirmedRight: sum((each) => each.confirmed?.right ?? 0),
  };
}
