// Proposals and questions (docs/init.md, "Proposals and questions"): what each proposal rests on,
// and when the same reading is a question instead: the code alone, the schema's word where the code
// was read and deletes none, no evidence at all; the questions ranked by reason and cut at a
// reviewer's half hour.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { type Draft, draftRetentionTable } from "../../functions/engine/init/index.js";
import {
  answerFor,
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
  it("ranks by reason, a partition by time, the code's word and plain expiry first, a person's data and personal tables last; by table within a reason", () => {
    const { asked: ranked, unasked } = rankQuestions([
      asked("b.personal", "personal, kept how long?"),
      asked("b.named", "named for data that expires, no evidence"),
      asked("a.named", "named for data that expires, no evidence"),
      asked("a.audit", "an audit trail, kept how long?"),
      asked("a.code", "the code deletes it, nothing else says it expires", true),
      asked("a.kept", "person's data, deleted by the code", true),
      asked("a.expires", "it expires, the code deletes none of it"),
      asked("a.unseen", "it expires, no deletion seen"),
      asked("a.pending", "pending work"),
      asked("a.doubt", "a doubt against it"),
      asked("a.goes", "a person's data whose rows go"),
      asked("a.parts", "partitioned by time, no evidence"),
    ]);
    expect(ranked.map((question) => `${question.rank} ${question.table}`)).toEqual([
      "1 a.parts",
      "2 a.expires",
      "3 a.unseen",
      "4 a.kept",
      "5 a.code",
      "6 a.named",
      "7 b.named",
      "8 a.doubt",
      "9 a.audit",
      "10 a.goes",
      "11 a.pending",
      "12 b.personal",
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

  it("asks last about a table another entry's policy already reaches (its cascades, its deleteFirst)", () => {
    const named = (n: number, reason: QuestionReason) =>
      Array.from({ length: n }, (_, i) => asked(`t.${reason.slice(0, 4)}${i}`, reason));
    const questions = [
      asked("t.child", "partitioned by time, no evidence"),
      ...named(30, "personal, kept how long?"),
    ];
    // Unreached, the partitioned table comes first; reached by a parent's policy, after all others,
    // the first past the half hour.
    expect(rankQuestions(questions).asked[0]?.table).toBe("t.child");
    const reached = rankQuestions(questions, new Set(["t.child"]));
    expect(reached.asked).toHaveLength(30);
    expect(reached.asked.map((each) => each.table)).not.toContain("t.child");
    expect(reached.unasked).toEqual([
      { table: "t.child", reason: "partitioned by time, no evidence" },
    ]);
  });
});

describe("what would answer each question", () => {
  it.each([
    ["person's data, deleted by the code", "read the code named: the rule it keeps"],
    [
      "the code deletes it, nothing else says it expires",
      "if it deletes rows by age, the rule below",
    ],
    ["it expires, the code deletes none of it", "should rows past their expiry be deleted?"],
    ["a person's data whose rows go", "which of its rows go, and after how long"],
    ["personal, kept how long?", "how long are these rows kept, and from which column?"],
    ["an audit trail, kept how long?", "how long must the audit trail be kept"],
    ["pending work", "does anything but its consumer remove rows"],
  ] as [QuestionReason, string][])("%s: %s", (reason, said) => {
    expect(answerFor(reason, false)).toContain(said);
    expect(answerFor(reason, true)).toBe(answerFor(reason, false));
  });

  it("the rest: the code (or, read, that it deletes none), the statistics after days of traffic, or a person", () => {
    for (const reason of [
      "named for data that expires, no evidence",
      "a doubt against it",
      "most rows never expire",
      "partitioned by time, no evidence",
    ] as QuestionReason[]) {
      expect(answerFor(reason, false)).toBe(
        "the application's code (init --source DIR: where it deletes rows by age); or the server's statistics after days of production traffic (init again reads rows deleted as they come); or a person who knows the application",
      );
      expect(answerFor(reason, true)).toBe(
        "the code read deletes none of its rows (an operator's job, a trigger or another service may); or the server's statistics after days of production traffic (init again reads rows deleted as they come); or a person who knows the application",
      );
    }
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
      CREATE TABLE app.password_resets (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, used_at timestamptz);
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
      CREATE TABLE app.tag_links (id bigint PRIMARY KEY, tag_id bigint NOT NULL);
      CREATE TABLE app.api_tokens (id bigint PRIMARY KEY, token text NOT NULL, expires_at timestamptz);
      CREATE INDEX ON app.api_tokens (expires_at);
      CREATE TABLE app.webhook_events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, deleted_at timestamptz);
      CREATE INDEX ON app.webhook_events (created_at);
      CREATE TABLE app.page_views (id bigint NOT NULL, viewed_at timestamptz NOT NULL) PARTITION BY RANGE (viewed_at);
      CREATE TABLE app.page_views_2026 PARTITION OF app.page_views FOR VALUES FROM ('2026-01-01') TO ('2027-01-01');
      CREATE TABLE app.organizations (id bigint PRIMARY KEY, name text NOT NULL, retention_days integer);
      CREATE TABLE app.activity_events (id bigint PRIMARY KEY,
        organization_id bigint NOT NULL REFERENCES app.organizations (id), created_at timestamptz NOT NULL);
      CREATE INDEX ON app.activity_events (organization_id, created_at);
      CREATE INDEX ON app.activity_events (created_at);
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
    TagLink.where("created_at < ?", 1.day.ago).delete_all
    ApiToken.where("expires_at < ?", Time.now).delete_all
    WebhookEvent.where("created_at < ?", 30.days.ago).delete_all
    PageView.where("viewed_at < ?", 90.days.ago).delete_all
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

  it("without the code: the statistics are evidence; an expiry or a tenant's own retention alone, and a name alone, are questions", async () => {
    const draft = await draftOf(false);
    // Only the rows the server saw deleted (not by the job) show the application's deletion.
    expect(evidence(draft)).toEqual([["app.readings", "statistics"]]);
    const proposal = (table: string) => draft.proposals.find((each) => each.policy.table === table);
    expect(proposal("app.readings")?.evidence).toEqual([
      { kind: "statistics", deleted: 200, inserted: 400 },
    ]);
    expect(reasons(draft)).toEqual([
      ["app.activity_events", "it expires, no deletion seen"],
      ["app.api_tokens", "a doubt against it"],
      ["app.login_events", "named for data that expires, no evidence"],
      ["app.page_views", "partitioned by time, no evidence"],
      ["app.password_resets", "named for data that expires, no evidence"],
      ["app.sessions", "it expires, no deletion seen"],
      ["app.share_links", "it expires, no deletion seen"],
      ["app.uploads_pending", "it expires, no deletion seen"],
    ]);
    // A table partitioned by time first (6 of 6 cleaned on the tuned half), then what the rows
    // say, what would answer it (the code, the statistics, a person), the rule it would be: the
    // reason most often right without the code.
    expect(draft.questions.find((each) => each.table === "app.page_views")).toMatchObject({
      rank: 1,
      reason: "partitioned by time, no evidence",
    });
    expect(draft.questions.find((each) => each.table === "app.activity_events")).toMatchObject({
      rank: 2,
      why: "a tenant's retention (retention_days), but nothing shows rows deleted (the code was not read; the server's statistics show none deleted as they come)",
      policy: { tenant: expect.objectContaining({ retention: "retention_days" }) },
    });
    expect(draft.questions.find((each) => each.table === "app.sessions")).toMatchObject({
      rank: 3,
      why: "its rows carry an expiry (expires_at), but nothing shows rows deleted (the code was not read; the server's statistics show none deleted as they come)",
      answer:
        "where the application deletes them: its code (init --source DIR), or the server's statistics after days of production traffic (init again reads rows deleted as they come); or a person: should rows past their expiry be deleted? (yes: the rule below)",
      rule: "expires_at + ?",
    });
    expect(draft.questions.find((each) => each.table === "app.login_events")).toMatchObject({
      why: "login events, by its name; nothing shows its rows go (no expiry column, no rows deleted as they come)",
      answer: expect.stringContaining("the application's code (init --source DIR"),
      rule: "created_at + ?",
      policy: { table: "app.login_events", clock: "created_at", retention: "?", mode: "report" },
    });
    // Its shape keeps the soft-deleted events (a finding), with nothing to ask.
    expect(draft.findings).toContainEqual(
      expect.objectContaining({ table: "app.webhook_events", kind: "kept" }),
    );
  });

  it("with the code: it is evidence where something else says the rows expire; the schema's word alone where the code deletes none is a question; the statistics stay evidence", async () => {
    const draft = await draftOf(true);
    expect(evidence(draft)).toEqual([
      ["app.page_views", "code"],
      ["app.password_resets", "code"],
      ["app.readings", "statistics"],
      ["app.uploads_pending", "code+expiry"],
    ]);
    const proposal = (table: string) => draft.proposals.find((each) => each.policy.table === table);
    // The clock the code compares, not the catalog's choice (used_at, a terminal event), and the
    // code's place carried with the proposal.
    expect(proposal("app.password_resets")).toMatchObject({
      policy: { clock: "created_at" },
      sites: [{ file: "lib/tasks/cleanup.rb", line: 3, clock: "created_at" }],
    });
    expect(proposal("app.page_views")?.policy).toMatchObject({
      mechanism: "drop-partitions",
      clock: "viewed_at",
      description: expect.stringContaining(
        "partitioned by time (high confidence); the application's own code deletes it by age: lib/tasks/cleanup.rb:9",
      ),
    });
    expect(reasons(draft)).toEqual([
      ["app.activity_events", "it expires, the code deletes none of it"],
      ["app.api_tokens", "the code deletes it, nothing else says it expires"],
      ["app.login_events", "named for data that expires, no evidence"],
      ["app.sessions", "it expires, the code deletes none of it"],
      ["app.share_links", "it expires, the code deletes none of it"],
      ["app.tag_links", "the code deletes it, nothing else says it expires"],
      ["app.webhook_events", "the code deletes it, nothing else says it expires"],
      ["app.widgets", "the code deletes it, nothing else says it expires"],
    ]);
    const question = (table: string) => draft.questions.find((each) => each.table === table);
    expect(question("app.activity_events")).toMatchObject({
      rank: 1,
      why: "a tenant's retention (retention_days), but the application's code read deletes none of them",
    });
    expect(question("app.sessions")).toMatchObject({
      rank: 2,
      why: "its rows carry an expiry (expires_at), but the application's code read deletes none of them",
      rule: "expires_at + ?",
    });
    expect(question("app.widgets")).toMatchObject({
      why: "the application's code deletes its rows (lib/tasks/cleanup.rb:5) beside a time, but nothing else says its rows expire (no name of a kind that expires, no expiry column, no statistics)",
      sites: [{ file: "lib/tasks/cleanup.rb", line: 5, clock: "created_at" }],
      policy: {
        description: expect.stringContaining(
          "deleted by the application's code (high confidence); the application's own code deletes it by age: lib/tasks/cleanup.rb:5",
        ),
      },
    });
    expect(question("app.tag_links")).toMatchObject({
      why: "the application's code deletes its rows (lib/tasks/cleanup.rb:6), but no column of its own can start a clock: is it cleaned through another table's rule (a join, a parent's age)?",
    });
    expect(question("app.tag_links")?.policy).toBeUndefined();
    expect(question("app.api_tokens")?.why).toBe(
      "the application's code deletes its rows (lib/tasks/cleanup.rb:7) beside a time, but expires_at may be NULL: rows without one never go by this rule; do they expire?",
    );
    expect(question("app.webhook_events")?.why).toMatch(
      /^the application's code deletes its rows \(lib\/tasks\/cleanup\.rb:8\) beside a time, but its rows are deleted by a person and kept \(deleted_at: a soft delete\)/,
    );
    expect(question("app.login_events")?.why).toContain("no cleanup in the code read");
  });

  it("a question's rule, its retention chosen as a person answering yes would, passes the preflight and a dry run", async () => {
    const draft = await draftOf(true);
    const offered = draft.questions.flatMap((question) =>
      question.policy ? [{ ...question.policy, retention: "30d" }] : [],
    );
    expect(offered).toHaveLength(7);
    const report = await runRetention({
      pool: db.enginePool(),
      policies: parseRetentionTable({ policies: offered }).policies,
      dryRun: true,
    });
    expect(report.policies.filter((each) => each.error !== null)).toEqual([]);
    expect(report.policies.find((each) => each.name === "sessions")?.backlog).toBe(0);
  });
});
