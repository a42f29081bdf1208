// What init never proposes for deletion (functions/engine/init/safety.ts, docs/init.md "Never
// proposed"): a person's account, their content, money, an audit trail, each by the rule that
// says so and what it must not catch; then on real PostgreSQL, that no signal (an expiry, the
// application's code, rows deleted as they come) makes such a table a proposal: a question instead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Column } from "../../functions/engine/catalog/table-facts.js";
import { type Draft, draftRetentionTable } from "../../functions/engine/init/index.js";
import { type Guarded, neverProposed } from "../../functions/engine/init/safety.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { fileTree } from "../helpers/files.js";

const column = (name: string, type = "timestamptz"): Column => ({
  name,
  type,
  attnum: 1,
  notNull: false,
  baseOid: 0,
  baseType: type,
  castType: `pg_catalog.${type}`,
});

/** A table of these columns (name:type, type timestamptz when left out) and unique keys. */
function table(name: string, columns: string[] = [], unique: string[][] = [], schema = "app") {
  const read = columns.map((each) => each.split(":") as [string, string?]);
  return {
    schema,
    name,
    facts: {
      columns: new Map(read.map(([each, type]) => [each, column(each, type)])),
      uniqueKeys: unique.map((columns) => ({ columns })),
    },
  } satisfies Guarded;
}

const holds = (guarded: Guarded) => neverProposed(guarded)?.holds;

describe("never proposed, by rule", () => {
  it.each([
    "audit_log",
    "audit_log_entries",
    "audits",
    "AuditLog",
    "auditlogs",
    "audit_events",
    "object_changes",
    "core_objectchange",
    "changelog",
    "change_logs",
    "admin_log",
    "django_admin_log",
    "moderation_log",
    "moderator_actions",
    "activity_trail",
  ])("an audit trail by its name: %s", (name) => {
    expect(neverProposed(table(name))).toEqual({
      holds: "an audit trail",
      why: "an audit trail, by its name",
    });
  });

  it("an audit trail by its schema (audit, app_audit, auditing), whatever the table is called", () => {
    for (const schema of ["audit", "app_audit", "auditing", "audits"])
      expect(holds(table("log", [], [], schema))).toBe("an audit trail");
    expect(holds(table("log", [], [], "auditor_tools"))).toBeUndefined();
  });

  it.each([
    "sessions",
    "event_logs",
    "login_attempts",
    "oban_jobs",
    "changes_feed_cursor",
    "exchange_rates_cache",
  ])("not an audit trail, nor anything kept: %s", (name) => {
    expect(neverProposed(table(name))).toBeUndefined();
  });

  it.each(["users", "accounts", "posts", "payments", "billing_events", "starred_entries"])(
    "accounts, content or money by its name: %s",
    (name) => {
      expect(neverProposed(table(name))).toEqual({
        holds: "accounts, content or money",
        why: "accounts, content or money, by its name",
      });
    },
  );

  it("a name kept by the lists is a cache when its storage says its rows may be lost", () => {
    expect(holds({ ...table("users"), unlogged: true })).toBeUndefined();
    expect(holds(table("users", [], [], "cache"))).toBeUndefined();
  });

  it.each([
    "password",
    "passwd",
    "password_hash",
    "passwordHash",
    "hashed_password",
    "encrypted_password",
    "password_digest",
    "pass_hash",
  ])("an account by its password column, whatever the table is called: %s", (name) => {
    expect(neverProposed(table("operators", [`${name}:text`]))).toEqual({
      holds: "an account",
      why: `a person's account: its ${name} column`,
    });
  });

  it("an account by one unique email; not an email unique with something else, nor one not unique", () => {
    expect(neverProposed(table("contacts", ["email:text"], [["email"]]))).toEqual({
      holds: "an account",
      why: "a person's account: one row per email (unique)",
    });
    expect(holds(table("logins", ["email_address:text"], [["email_address"]]))).toBe("an account");
    expect(holds(table("invitations", ["email:text"], [["email", "team_id"]]))).toBeUndefined();
    expect(holds(table("invitations", ["email:text"]))).toBeUndefined();
    expect(holds(table("password_reset", ["password_reset_token:text"]))).toBeUndefined();
  });

  it.each([
    ["amount", "numeric"],
    ["price", "numeric"],
    ["total_price", "numeric"],
    ["subtotal", "int8"],
    ["balance", "money"],
    ["cost", "float8"],
    ["fee", "int4"],
    ["tax", "numeric"],
    ["unit_amount", "int8"],
    ["amount_refunded", "int8"],
    ["refund_amount", "int8"],
    ["price_per_seat", "numeric"],
    ["list_price", "numeric"],
    ["total_cents", "int8"],
  ])("money by a number column: %s %s", (name, type) => {
    expect(neverProposed(table("line_items", [`${name}:${type}`]))).toEqual({
      holds: "money",
      why: `money: its ${name} column`,
    });
  });

  it("money by its type's own name, with or without its schema (`numeric`, `pg_catalog.numeric`)", () => {
    const bare = table("line_items");
    bare.facts.columns.set("amount", { ...column("amount", "numeric"), castType: "numeric" });
    expect(holds(bare)).toBe("money");
  });

  it("a money word on a column of text, or a count named otherwise, is not money", () => {
    expect(holds(table("exports", ["amount:text"]))).toBeUndefined();
    expect(holds(table("stats", ["total:int8", "hits:int8"]))).toBeUndefined();
    expect(holds(table("cache_entries", ["cost_model:text"]))).toBeUndefined();
  });

  it.each([
    ["body", "user_id"],
    ["content", "author_id"],
    ["text", "account_id"],
    ["html", "owner_id"],
    ["markdown", "creator_id"],
    ["caption", "sender_id"],
    ["bio", "profile_id"],
    ["comment", "created_by"],
    ["body", "createdById"],
    ["body", "poster_id"],
    ["body", "memberId"],
  ])("a person's content: prose (%s) and who wrote it (%s)", (prose, author) => {
    expect(neverProposed(table("replies", [`${prose}:text`, `${author}:int8`]))).toEqual({
      holds: "content",
      why: `a person's content: ${prose}, by ${author}`,
    });
  });

  it("prose with no one who wrote it, or a person with no prose, is not content", () => {
    expect(holds(table("webhook_deliveries", ["body:text", "webhook_id:int8"]))).toBeUndefined();
    expect(holds(table("sessions", ["user_id:int8", "data:text"]))).toBeUndefined();
    expect(holds(table("rendered", ["body:bytea", "user_id:int8"]))).toBeUndefined();
  });
});

describe("no signal makes a person's data a proposal (real PostgreSQL)", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`
      CREATE SCHEMA forum;
      CREATE TABLE forum.replies (id bigint PRIMARY KEY, author_id bigint NOT NULL, body text NOT NULL,
        created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL);
      CREATE INDEX ON forum.replies (expires_at);
      CREATE TABLE forum.operators (id bigint PRIMARY KEY, password_hash text NOT NULL, last_seen_at timestamptz NOT NULL);
      CREATE INDEX ON forum.operators (last_seen_at);
      CREATE TABLE forum.moderation_log (id bigint PRIMARY KEY, action text NOT NULL, created_at timestamptz NOT NULL);
      CREATE INDEX ON forum.moderation_log (created_at);
      CREATE TABLE forum.line_items (id bigint PRIMARY KEY, amount numeric NOT NULL, created_at timestamptz NOT NULL);
      CREATE INDEX ON forum.line_items (created_at);
      CREATE TABLE forum.sessions (id bigint PRIMARY KEY, expires_at timestamptz NOT NULL);
      CREATE INDEX ON forum.sessions (expires_at);
      CREATE TABLE forum.subscriptions (id bigint PRIMARY KEY, expires_at timestamptz NOT NULL);
      CREATE TABLE forum.audit_events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE TABLE forum.members (id bigint PRIMARY KEY, email text, joined_at timestamptz NOT NULL);
      CREATE TABLE forum.teams (id bigint PRIMARY KEY, name text NOT NULL);
      INSERT INTO forum.replies SELECT g, 1, 'hello', now() - g * interval '1 day', now() - g * interval '1 hour'
        FROM generate_series(1, 400) g;
      INSERT INTO forum.moderation_log SELECT g, 'ban', now() - g * interval '1 day' FROM generate_series(1, 400) g;
      ANALYZE;`);
    // Rows of two kept tables deleted for good, as a cleanup would: their statistics say so.
    await db.pool.query("DELETE FROM forum.replies WHERE id > 200");
    await db.pool.query("DELETE FROM forum.moderation_log WHERE id > 200");
    for (let wait = 0; wait < 150; wait++) {
      const { rows } = await db.pool.query(
        "SELECT n_tup_del FROM pg_stat_user_tables WHERE relid = 'forum.moderation_log'::regclass",
      );
      if (Number(rows[0]?.n_tup_del) >= 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await db.drop();
  });

  const draftOf = async (source?: string): Promise<Draft> => {
    const client = await db.pool.connect();
    try {
      return await draftRetentionTable(client, {
        schemas: ["forum"],
        retention: "30d",
        ...(source ? { source } : {}),
      });
    } finally {
      client.release();
    }
  };
  const reasons = (draft: Draft) =>
    draft.questions.map((question) => [question.table, question.reason]).sort();

  it("an expiry, rows deleted as they come: a question for a person's data with no rule offered; sessions' expiry alone a question with one", async () => {
    const draft = await draftOf();
    // The sessions' expiry alone shows no deletion (a proposal until issue 52's second round).
    expect(draft.policies).toEqual([]);
    expect(reasons(draft)).toEqual([
      ["forum.audit_events", "an audit trail, kept how long?"],
      ["forum.moderation_log", "a person's data whose rows go"],
      ["forum.replies", "a person's data whose rows go"],
      ["forum.sessions", "it expires, no deletion seen"],
      ["forum.subscriptions", "a person's data whose rows go"],
    ]);
    const why = (table: string) => draft.questions.find((each) => each.table === table)?.why;
    expect(why("forum.moderation_log")).toBe(
      "an audit trail, by its name: never proposed for deletion; 200 of 400 rows inserted were deleted again (pg_stat_user_tables): something cleans it now",
    );
    expect(why("forum.subscriptions")).toBe(
      "accounts, content or money, by its name: never proposed for deletion; its rows carry an expiry (expires_at)",
    );
    expect(why("forum.audit_events")).toBe(
      "an audit trail, by its name: never proposed for deletion; how long it is kept is a compliance rule",
    );
    // No rule is offered for a person's data; the sessions' rule is, for a person to answer.
    expect(
      draft.questions.filter((question) => question.policy !== undefined).map((q) => q.table),
    ).toEqual(["forum.sessions"]);
    // Kept with nothing to ask: a finding where its columns look personal, silence where not.
    expect(draft.findings.filter((finding) => finding.kind === "kept")).toEqual([
      {
        table: "forum.members",
        kind: "kept",
        message:
          "accounts, content or money, by its name: never proposed for deletion; its personal columns (email) may be redacted where a rule says so",
      },
    ]);
  });

  it("the application's code deleting from them by age: questions naming the code, never proposals", async () => {
    const source = await fileTree({
      "app/jobs/cleanup.rb": `class Cleanup
  def perform
    Reply.where("expires_at < ?", 1.day.ago).delete_all
    Operator.where("last_seen_at < ?", 2.years.ago).delete_all
    ModerationLog.where("created_at < ?", 1.year.ago).delete_all
    LineItem.where("created_at < ?", 7.years.ago).delete_all
    Session.where("expires_at < ?", 1.day.ago).delete_all
  end
end`,
    });
    const draft = await draftOf(source);
    expect(draft.policies.map((policy) => policy.table)).toEqual(["forum.sessions"]);
    expect(reasons(draft)).toEqual([
      ["forum.audit_events", "an audit trail, kept how long?"],
      ["forum.line_items", "person's data, deleted by the code"],
      ["forum.moderation_log", "person's data, deleted by the code"],
      ["forum.operators", "person's data, deleted by the code"],
      ["forum.replies", "person's data, deleted by the code"],
      ["forum.subscriptions", "a person's data whose rows go"],
    ]);
    expect(draft.questions.find((each) => each.table === "forum.line_items")).toMatchObject({
      why: "money: its amount column: never proposed for deletion; the application's code deletes some of its rows (app/jobs/cleanup.rb:6)",
      sites: [expect.objectContaining({ file: "app/jobs/cleanup.rb", line: 6 })],
    });
  });
});
