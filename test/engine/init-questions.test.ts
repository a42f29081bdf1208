// Proposals and questions (docs/init.md, "Proposals and questions"): what each proposal rests on,
// and when the same reading is a question instead: the code alone, the schema's word where the code
// was read and deletes none, no evidence at all; the questions ranked by reason and cut at a
// reviewer's half hour.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { type Draft, draftRetentionTable } from "../../functions/engine/init/index.js";
import {
  type Question,
  type QuestionReason,
  REVIEW_MINUTES,
  rankQuestions,
} from "../../functions/engine/init/questions.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { fileTree } from "../helpers/files.js";

const asked = (table: string, reason: QuestionReason, code = false): Omit<Question, "rank"> => ({
  table,
  reason,
  why: "",
  answer: "",
  ...(code ? { sites: [{ file: "a.rb", line: 1 }] } : {}),
});

describe("questions, ranked and cut at a reviewer's half hour", () => {
  it("ranks by reason, the code's word and plain expiry first, a person's data and personal tables last; by table within a reason", () => {
    const { asked: ranked, unasked } = rankQuestions([
      asked("b.personal", "personal, kept how long?"),
      asked("b.named", "named for data that expires, no evidence"),
      asked("a.named", "named for data that expires, no evidence"),
      asked("a.audit", "an audit trail, kept how long?"),
      asked("a.code", "the code deletes it, nothing else says it expires", true),
      asked("a.kept", "person's data, deleted by the code", true),
      asked("a.expires", "it expires, the code deletes none of it"),
      asked("a.pending", "pending work"),
      asked("a.doubt", "a doubt against it"),
      asked("a.goes", "a person's data whose rows go"),
    ]);
    expect(ranked.map((question) => `${question.rank} ${question.table}`)).toEqual([
      "1 a.expires",
      "2 a.kept",
      "3 a.code",
      "4 a.named",
      "5 b.named",
      "6 a.doubt",
      "7 a.audit",
      "8 a.goes",
      "9 a.pending",
      "10 b.personal",
    ]);
    expect(unasked).toEqual([]);
  });

  it("asks what fits in half an hour (a minute a question, two with code to read), the lowest-ranked left unasked", () => {
    expect(REVIEW_MINUTES).toEqual({ question: 1, withCode: 2, budget: 30 });
    const named = (n: number, reason: QuestionReason, code = false) =>
      Array.from({ length: n }, (_, i) => asked(`t.${reason.slice(0, 4)}${i}`, reason, code));
    const exactly = rankQuestions(named(30, "named for data that expires, no evidence"));
    expect(exactly.asked).toHaveLength(30);
    expect(exactly.unasked).toEqual([]);
    const over = rankQuestions([
      ...named(1, "personal, kept how long?"),
      ...named(30, "named for data that expires, no evidence"),
    ]);
    expect(over.asked).toHaveLength(30);
    expect(over.unasked).toEqual([{ table: "t.pers0", reason: "personal, kept how long?" }]);
    const code = rankQuestions([
      ...named(16, "the code deletes it, nothing else says it expires", true),
      ...named(2, "named for data that expires, no evidence"),
    ]);
    expect(code.asked).toHaveLength(15);
    expect(code.unasked.map((each) => each.reason)).toEqual([
      "the code deletes it, nothing else says it expires",
      "named for data that expires, no evidence",
      "named for data that expires, no evidence",
    ]);
  });
});

describe("what a proposal rests on (real PostgreSQL)", () => {
  let db: TestDatabase;
  let source: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`
      CREATE SCHEMA app;
      CREATE TABLE app.sessions (id bigint PRIMARY KEY, expires_at timestamptz NOT NULL);
      CREATE INDEX ON app.sessions (expires_at);
      CREATE TABLE app.password_resets (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE INDEX ON app.password_resets (created_at);
      CREATE TABLE app.share_links (id bigint PRIMARY KEY, expires_at timestamptz NOT NULL);
      CREATE INDEX ON app.share_links (expires_at);
      CREATE TABLE app.uploads_pending (id bigint PRIMARY KEY, expires_at timestamptz NOT NULL);
      CREATE INDEX ON app.uploads_pending (expires_at);
      CREATE TABLE app.widgets (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE INDEX ON app.widgets (created_at);
      CREATE TABLE app.readings (id bigint PRIMARY KEY, recorded_at timestamptz NOT NULL);
      CREATE INDEX ON app.readings (recorded_at);
      CREATE TABLE app.login_events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE INDEX ON app.login_events (created_at);
      INSERT INTO app.sessions SELECT g, now() - g * interval '1 hour' FROM generate_series(1, 50) g;
      INSERT INTO app.readings SELECT g, now() - g * interval '1 minute' FROM generate_series(1, 400) g;
      ANALYZE;`);
    await db.pool.query("DELETE FROM app.readings WHERE id > 200");
    for (let wait = 0; wait < 150; wait++) {
      const { rows } = await db.pool.query(
        "SELECT n_tup_del FROM pg_stat_user_tables WHERE relid = 'app.readings'::regclass",
      );
      if (Number(rows[0]?.n_tup_del) >= 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    source = await fileTree({
      "lib/tasks/cleanup.rb": `class Cleanup
  def perform
    PasswordReset.where("created_at < ?", 1.day.ago).delete_all
    UploadsPending.where("expires_at < ?", 1.day.ago).delete_all
    Widget.where("created_at < ?", 30.days.ago).delete_all
  end
end`,
    });
  });
  afterAll(async () => {
    await db.drop();
  });

  const draftOf = async (withSource: boolean): Promise<Draft> => {
    const client = await db.pool.connect();
    try {
      return await draftRetentionTable(client, {
        schemas: ["app"],
        retention: "30d",
        ...(withSource ? { source } : {}),
      });
    } finally {
      client.release();
    }
  };
  const evidence = (draft: Draft) =>
    draft.proposals
      .map((proposal) => [
        proposal.policy.table,
        (proposal.evidence ?? []).map((each) => each.kind).join("+"),
      ])
      .sort();
  const reasons = (draft: Draft) =>
    draft.questions.map((question) => [question.table, question.reason]).sort();

  it("without the code: an expiry and the statistics are evidence; a name alone is a question", async () => {
    const draft = await draftOf(false);
    expect(evidence(draft)).toEqual([
      ["app.readings", "statistics"],
      ["app.sessions", "expiry"],
      ["app.share_links", "expiry"],
      ["app.uploads_pending", "expiry"],
    ]);
    expect(draft.proposals.find((each) => each.policy.table === "app.readings")?.evidence).toEqual([
      { kind: "statistics", deleted: 200, inserted: 400 },
    ]);
    expect(reasons(draft)).toEqual([
      ["app.login_events", "named for data that expires, no evidence"],
      ["app.password_resets", "named for data that expires, no evidence"],
    ]);
    expect(draft.questions.find((each) => each.table === "app.login_events")).toMatchObject({
      why: "login events, by its name; nothing shows its rows go (no expiry column, no rows deleted as they come)",
      answer: expect.stringContaining("the application's code (init --source DIR"),
      rule: "created_at + ?",
      policy: { table: "app.login_events", clock: "created_at", retention: "?", mode: "report" },
    });
  });

  it("with the code: it is evidence where something else says the rows expire; the schema's word alone where the code deletes none is a question; the statistics stay evidence", async () => {
    const draft = await draftOf(true);
    expect(evidence(draft)).toEqual([
      ["app.password_resets", "code"],
      ["app.readings", "statistics"],
      ["app.uploads_pending", "code+expiry"],
    ]);
    expect(reasons(draft)).toEqual([
      ["app.login_events", "named for data that expires, no evidence"],
      ["app.sessions", "it expires, the code deletes none of it"],
      ["app.share_links", "it expires, the code deletes none of it"],
      ["app.widgets", "the code deletes it, nothing else says it expires"],
    ]);
    expect(draft.questions.find((each) => each.table === "app.sessions")).toMatchObject({
      rank: 1,
      why: "its rows carry an expiry (expires_at), but the application's code read deletes none of them",
      rule: "expires_at + ?",
    });
    expect(draft.questions.find((each) => each.table === "app.widgets")).toMatchObject({
      why: expect.stringContaining(
        "the application's code deletes its rows (lib/tasks/cleanup.rb:5) beside a time, but nothing else says its rows expire",
      ),
      sites: [{ file: "lib/tasks/cleanup.rb", line: 5, clock: "created_at" }],
    });
    expect(draft.questions.find((each) => each.table === "app.login_events")?.why).toContain(
      "no cleanup in the code read",
    );
  });

  it("a question's rule, its retention chosen as a person answering yes would, passes the preflight and a dry run", async () => {
    const draft = await draftOf(true);
    const offered = draft.questions.flatMap((question) =>
      question.policy ? [{ ...question.policy, retention: "30d" }] : [],
    );
    expect(offered).toHaveLength(4);
    const report = await runRetention({
      pool: db.enginePool(),
      policies: parseRetentionTable({ policies: offered }).policies,
      dryRun: true,
    });
    expect(report.policies.filter((each) => each.error !== null)).toEqual([]);
    expect(report.policies.find((each) => each.name === "sessions")?.backlog).toBe(0);
  });
});
