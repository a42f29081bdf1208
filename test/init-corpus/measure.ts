// init on one corpus application: its schema loaded as the application builds it (and its rows,
// ANALYZEd, so that statistics exist), the draft taken, and the tables proposed compared with the
// tables the application itself cleans (precision, recall, what was missed and proposed beyond),
// with its tables of accounts, content and money (never to be proposed for deletion), and the
// questions asked beside the proposals: which cleaned tables they cover, and a reviewer's time.
import type pg from "pg";
import { type Draft, draftRetentionTable } from "../../functions/engine/init/index.js";
import { policyReach } from "../../functions/engine/init/proposal.js";
import { REVIEW_MINUTES } from "../../functions/engine/init/questions.js";
import { neverProposed } from "../../functions/engine/init/safety.js";
import { type SurveyedTable, surveyTables } from "../../functions/engine/init/survey.js";
import type { CorpusApp } from "./types.js";

export { REVIEW_MINUTES };

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
  /** The questions asked (tables, in the draft's order); those with code to read (`init --source`). */
  questions: number;
  questionsWithCode: number;
  /**
   * Cleaned tables that are a proposal or a question, or that a proposal's or a question's policy
   * writes down as its cascades (its deletes reach them: `cascaded`); the cleaned ones none of these
   * is (`uncovered`).
   */
  covered: number;
  cascaded: number;
  uncovered: string[];
  /** A reviewer's minutes for the questions (REVIEW_MINUTES). */
  reviewMinutes: number;
  /** Questions past the half hour, not asked; of them, tables the application cleans. */
  unasked: number;
  unaskedCleaned: number;
  /** Why each cleaned table neither proposed nor asked is so, counted by reason (UNCOVERED). */
  uncoveredWhy: Record<string, number>;
  /**
   * The ceiling of what init says of the schema and the code: the tables it is silent on (neither
   * a proposal nor a question, asked or past the half hour, nor reached by one), and of them those
   * the application cleans. Asking every question would cover `coveredIfAllAsked`; what is left is
   * in `silentCleaned`, among `silent` tables no signal tells apart.
   */
  tables: number;
  silent: number;
  silentCleaned: number;
  /** Cleaned tables covered were every question asked, those past the half hour too. */
  coveredIfAllAsked: number;
}

/** Why a cleaned table is neither a proposal nor a question, in the order they are told apart. */
export const UNCOVERED = {
  unasked: "asked, but past the half hour",
  never: "a person's data nothing says is deleted",
  shape: "kept by its shape",
  preflight: "left out by the preflight",
  nothing: "named for no kind, no expiry, no cleanup found",
} as const;

/** Why one uncovered cleaned table is so (the draft, and the engine's never-proposed rule on the table). */
function uncoveredWhy(draft: Draft, table: string, tables: Map<string, SurveyedTable>): string {
  const surveyed = tables.get(table);
  const said = (kind: string) =>
    draft.findings.some((finding) => finding.table === table && finding.kind === kind);
  if (draft.unasked.some((each) => each.table === table)) return UNCOVERED.unasked;
  if (surveyed && neverProposed(surveyed)) return UNCOVERED.never;
  if (said("kept")) return UNCOVERED.shape;
  if (said("left-out")) return UNCOVERED.preflight;
  return UNCOVERED.nothing;
}

const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>(
    (counts, value) => Object.assign(counts, { [value]: (counts[value] ?? 0) + 1 }),
    {},
  );

/** A question as the bench reads it: its table, and whether it points at the application's code. */
interface Asked {
  table: string;
  code: boolean;
}

/** One per table (a table asked twice is one question). */
function questionsOf(draft: Draft): Asked[] {
  const byTable = new Map<string, Asked>();
  for (const each of askedOf(draft))
    byTable.set(each.table, {
      table: each.table,
      code: each.code || Boolean(byTable.get(each.table)?.code),
    });
  return [...byTable.values()];
}

function askedOf(draft: Draft): Asked[] {
  return draft.questions.map((question) => ({
    table: question.table,
    code: Boolean(question.sites),
  }));
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
function score(
  app: CorpusApp,
  draft: Draft,
  falseNoClock: string[],
  tables: Map<string, SurveyedTable>,
): AppMeasure {
  const expected = new Set(app.cleans.map((each) => each.table));
  const proposed = draft.policies.map((policy) => policy.table);
  const right = proposed.filter((table) => expected.has(table)).length;
  const ask = new Set(app.shouldAsk.map((each) => each.table));
  const beyond = proposed.filter((table) => !expected.has(table));
  const asked = beyond.filter((table) => ask.has(table)).length;
  const questions = questionsOf(draft);
  const named = new Set([...proposed, ...questions.map((question) => question.table)]);
  const reached = [
    ...draft.policies.flatMap((policy) => policyReach(policy)),
    ...draft.questions.flatMap((question) => policyReach(question.policy)),
  ].filter((table) => !named.has(table));
  const touched = new Set([...named, ...reached]);
  // A question past the half hour may be about a table another policy reaches: counted once.
  const said = new Set([...touched, ...draft.unasked.map((each) => each.table)]);
  const silent = [...tables.keys()].filter((table) => !said.has(table));
  const withCode = questions.filter((question) => question.code).length;
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
    questions: questions.length,
    questionsWithCode: withCode,
    covered: [...expected].filter((table) => touched.has(table)).length,
    cascaded: [...expected].filter((table) => reached.includes(table)).length,
    uncovered: [...expected].filter((table) => !touched.has(table)),
    reviewMinutes:
      (questions.length - withCode) * REVIEW_MINUTES.question + withCode * REVIEW_MINUTES.withCode,
    unasked: draft.unasked.length,
    unaskedCleaned: draft.unasked.filter((each) => expected.has(each.table)).length,
    uncoveredWhy: countBy(
      [...expected]
        .filter((table) => !touched.has(table))
        .map((table) => uncoveredWhy(draft, table, tables)),
    ),
    tables: tables.size,
    silent: silent.length,
    silentCleaned: silent.filter((table) => expected.has(table)).length,
    coveredIfAllAsked: [...expected].filter((table) => said.has(table)).length,
  };
}

const confirmedOf = (draft: Draft, expected: Set<string>) => {
  const tables = draft.proposals.filter((each) => each.sites).map((each) => each.policy.table);
  return { proposed: tables.length, right: tables.filter((table) => expected.has(table)).length };
};

/** The "no clock" findings that are false: the table has a column of a timestamp or date type. */
async function falseNoClock(db: pg.ClientBase, draft: Draft): Promise<string[]> {
  const said = draft.questions
    .filter((question) => question.why.includes("has no column of a time type"))
    .map((question) => question.table);
  const { rows } = await db.query<{ table: string }>(
    `SELECT t AS table FROM unnest($1::text[]) t
     WHERE EXISTS (SELECT 1 FROM pg_attribute a
                   JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = split_part(t, '.', 1) AND c.relname = split_part(t, '.', 2)
                     AND a.attnum > 0 AND NOT a.attisdropped AND a.atttypid IN (1082, 1114, 1184))`,
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
  const tables = new Map(
    (await surveyTables(db, app.schemas)).map((table) => [`${table.schema}.${table.name}`, table]),
  );
  return score(app, draft, await falseNoClock(db, draft), tables);
}

/** The middle value (the mean of the two middle ones for an even count), 0 for none. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

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
    // No proposal is no wrong proposal: 1, as for one application (the bench says "no proposals").
    precision: proposed === 0 ? 1 : right / proposed,
    precisionWithAsk: proposed === 0 ? 1 : (right + asked) / proposed,
    recall: right / Math.max(1, expected),
    neverDeleteProposed: sum((each) => each.neverDeleteProposed.length),
    falseNoClock: sum((each) => each.falseNoClock.length),
    confirmedProposed: sum((each) => each.confirmed?.proposed ?? 0),
    confirmedRight: sum((each) => each.confirmed?.right ?? 0),
    covered: sum((each) => each.covered),
    cascaded: sum((each) => each.cascaded),
    coverage: sum((each) => each.covered) / Math.max(1, expected),
    questions: sum((each) => each.questions),
    questionsMedian: median(measures.map((each) => each.questions)),
    questionsMax: Math.max(0, ...measures.map((each) => each.questions)),
    minutesMedian: median(measures.map((each) => each.reviewMinutes)),
    minutesMax: Math.max(0, ...measures.map((each) => each.reviewMinutes)),
    overBudget: measures.filter((each) => each.reviewMinutes > REVIEW_MINUTES.budget).length,
    unasked: sum((each) => each.unasked),
    unaskedCleaned: sum((each) => each.unaskedCleaned),
    tables: sum((each) => each.tables),
    silent: sum((each) => each.silent),
    silentCleaned: sum((each) => each.silentCleaned),
    everyQuestionAsked: sum((each) => each.coveredIfAllAsked) / Math.max(1, expected),
    uncoveredWhy: Object.values(UNCOVERED).map(
      (why) => [why, sum((each) => each.uncoveredWhy[why] ?? 0)] as const,
    ),
  };
}
