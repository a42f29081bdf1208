// What init asks beside its proposals (docs/init.md, "Proposals and questions"): a table whose
// rows may go by age but without evidence a reviewer can check, or a person's data the code or
// the statistics say is deleted; each with what the signals say, what would answer it, the rule it
// would be if the answer is yes, and its rank (the reasons most often right first).
import type { CleanupSite } from "./source.js";

/** Why a table is asked about rather than proposed. */
export type QuestionReason =
  | "person's data, deleted by the code"
  | "the code deletes it, nothing else says it expires"
  | "it expires, the code deletes none of it"
  | "it expires, no deletion seen"
  | "a doubt against it"
  | "named for data that expires, no evidence"
  | "a person's data whose rows go"
  | "pending work"
  | "most rows never expire"
  | "partitioned by time, no evidence"
  | "an audit trail, kept how long?"
  | "personal, kept how long?";

/**
 * The reasons best first: how often a table asked for each reason was one its application cleans,
 * on the corpus's tuned half with its code read (bench/results/2026-12-06-init-corpus-issue52-tuning.md:
 * 7 of 10, 4 of 7, 9 of 17, 7 of 20, 2 of 6, then none of 7, 2, 2 and 1 of 10); audit trails, too
 * few there to count, beside the named kinds. An expiry with no deletion seen (the code not read, so
 * never beside the code's reasons): 20 of 23 on the tuned half without the code
 * (bench/results/2026-12-07-init-corpus-issue52r.md), the most often right of the reasons there.
 * A table partitioned by time, first since the tuned half of 20 held enough of them to count: 6 of 6
 * with the code and without it (the others, with the code: 12 of 16, 26 of 37, 9 of 13; without
 * it, an expiry with no deletion seen 38 of 42), so an application whose retention drops
 * partitions is not asked about them last (bench/results/2026-12-07-init-corpus-question-rates.md).
 */
const RANK: QuestionReason[] = [
  "partitioned by time, no evidence",
  "it expires, the code deletes none of it",
  "it expires, no deletion seen",
  "person's data, deleted by the code",
  "the code deletes it, nothing else says it expires",
  "named for data that expires, no evidence",
  "a doubt against it",
  "an audit trail, kept how long?",
  "a person's data whose rows go",
  "most rows never expire",
  "pending work",
  "personal, kept how long?",
];

/**
 * What a question is taken to cost a reviewer, in minutes: one to read a table's name, what the
 * signals say and what would answer it, and decide; two when it points at code to read. The
 * questions asked stop at half an hour (`budget`), the lowest-ranked left unasked and counted.
 */
export const REVIEW_MINUTES = { question: 1, withCode: 2, budget: 30 };

const minutesOf = (question: { sites?: unknown[] }) =>
  question.sites ? REVIEW_MINUTES.withCode : REVIEW_MINUTES.question;

export interface Question {
  table: string;
  reason: QuestionReason;
  /** What the signals say. */
  why: string;
  /** What would answer it. */
  answer: string;
  /** 1 first. */
  rank: number;
  /** The rule it would be if the answer is yes (`expires_at + ?`), and that policy as the draft writes it. */
  rule?: string;
  policy?: Record<string, unknown>;
  /** Where the application's own code deletes its rows (`init --source`). */
  sites?: CleanupSite[];
}

/** What would answer each reason's question; `sourceRead`: the application's code was read. */
export function answerFor(reason: QuestionReason, sourceRead: boolean): string {
  const code = sourceRead
    ? "the code read deletes none of its rows (an operator's job, a trigger or another service may)"
    : "the application's code (init --source DIR: where it deletes rows by age)";
  const watch =
    "the server's statistics after days of production traffic (init again reads rows deleted as they come)";
  switch (reason) {
    case "person's data, deleted by the code":
      return "read the code named: the rule it keeps (a person's request, an account's end, a trash emptied) is a person's to write, if any";
    case "the code deletes it, nothing else says it expires":
      return "read the code named: if it deletes rows by age, the rule below is its policy; if it acts on a person's request, there is none";
    case "it expires, the code deletes none of it":
      return "a person: should rows past their expiry be deleted? The application leaves them (yes: the rule below)";
    case "it expires, no deletion seen":
      return `where the application deletes them: its code (init --source DIR), or the server's statistics after days of production traffic (init again reads rows deleted as they come); or a person: should rows past their expiry be deleted? (yes: the rule below)`;
    case "a person's data whose rows go":
      return "a person: which of its rows go, and after how long (a policy on a person's data is written by hand)";
    case "personal, kept how long?":
      return "a person: how long are these rows kept, and from which column?";
    case "an audit trail, kept how long?":
      return "a person: how long must the audit trail be kept (a compliance rule), and may it then go?";
    case "pending work":
      return "a person: does anything but its consumer remove rows (then, which ones and when)?";
    default:
      return `${code}; or ${watch}; or a person who knows the application`;
  }
}

/**
 * Ranks questions (by RANK, then by table; `rank` from 1) and asks those that fit in a reviewer's
 * half hour; the rest, the lowest-ranked, are left unasked (their tables and reasons kept). A
 * question about a table another entry's policy already reaches (`reached`: its cascades or
 * deleteFirst, the rows that go with the rows it deletes) comes after every other: a yes to that
 * entry deletes its rows hanging from expired ones, so its own minutes go to what nothing covers.
 */
export function rankQuestions(
  questions: Omit<Question, "rank">[],
  reached: ReadonlySet<string> = new Set(),
): {
  asked: Question[];
  unasked: { table: string; reason: QuestionReason }[];
} {
  const place = (question: Omit<Question, "rank">) =>
    RANK.indexOf(question.reason) + (reached.has(question.table) ? RANK.length : 0);
  const ranked = [...questions]
    .sort((a, b) => place(a) - place(b) || a.table.localeCompare(b.table))
    .map((question, index) => ({ ...question, rank: index + 1 }));
  let minutes = 0;
  const fits = ranked.findIndex((question) => {
    minutes += minutesOf(question);
    return minutes > REVIEW_MINUTES.budget;
  });
  const cut = fits < 0 ? ranked.length : fits;
  return {
    asked: ranked.slice(0, cut),
    unasked: ranked.slice(cut).map(({ table, reason }) => ({ table, reason })),
  };
}
