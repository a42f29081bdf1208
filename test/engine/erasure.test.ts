// Erasure of one data subject on schemas as frameworks create them, against plain SQL oracles: a
// Rails application with Devise and Doorkeeper (the account redacted and kept, its users, tokens,
// grants, applications, sessions, push subscriptions and login activities gone, the users it
// invited detached, nothing else touched); Django's auth with its admin log (DEFERRABLE keys); the
// dry run equal to the run; the receipt in the hash chain with no value of the subject and its key
// only as a keyed hash (the server's HMAC equal to node's); errors that name the field; the plan.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseErasureTable } from "../../functions/contract/erasure-table.js";
import { keyedHashSql } from "../../functions/engine/erasure/sql.js";
import {
  buildEvidence,
  evidenceSince,
  hmacPads,
  planErasure,
  verifyLedger,
} from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { ERASURE_KEY, erase, shapeOf, snapshot } from "../helpers/erasure.js";
import { djangoSchemaSql } from "../schemas/frameworks.js";
import { railsSchemaSql } from "../schemas/rails-mastodon.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(railsSchemaSql);
  await db.pool.query(djangoSchemaSql);
});
afterAll(async () => {
  await db.drop();
});

const RAILS = [
  "accounts",
  "users",
  "invites",
  "oauth_applications",
  "oauth_access_tokens",
  "oauth_access_grants",
  "web_push_subscriptions",
  "session_activations",
  "login_activities",
].map((name) => `public.${name}`);

const railsErasure = {
  name: "mastodon-account",
  subject: { table: "public.accounts" },
  tables: {
    "public.accounts": {
      action: "redact",
      columns: { username: { value: "*Permanently Deleted*" }, domain: null, updated_at: "now" },
    },
    "public.users": { action: "delete" },
  },
  owner: "Trust and Safety",
};

/** Account 1's user 1 invited user 2 (of account 2); user 1 owns application 1, which user 2's token uses. */
async function loadRails() {
  await db.pool.query(`
    INSERT INTO accounts (id, username, created_at, updated_at) VALUES (1, 'alice', now(), now()), (2, 'bob', now(), now()), (3, 'carol', now(), now());
    INSERT INTO users (id, email, account_id, created_at, updated_at, sign_up_ip) VALUES (1, 'alice@example.org', 1, now(), now(), '10.0.0.1'), (3, 'carol@example.org', 3, now(), now(), NULL);
    INSERT INTO invites (id, user_id, code, created_at, updated_at) VALUES (1, 1, 'inv-a', now(), now()), (2, 3, 'inv-c', now(), now());
    INSERT INTO users (id, email, account_id, created_at, updated_at, invite_id) VALUES (2, 'bob@example.org', 2, now(), now(), 1);
    INSERT INTO oauth_applications (id, name, uid, secret, redirect_uri, owner_id, owner_type) VALUES (1, 'alice app', 'u1', 's1', 'urn:x', 1, 'User'), (2, 'web', 'u2', 's2', 'urn:x', NULL, NULL);
    INSERT INTO oauth_access_tokens (id, token, created_at, resource_owner_id, application_id) VALUES (1, 't1', now(), 1, 2), (2, 't2', now(), 2, 1), (3, 't3', now(), 3, 2), (4, 't4', now(), 1, NULL);
    INSERT INTO oauth_access_grants (id, token, expires_in, redirect_uri, created_at, resource_owner_id, application_id) VALUES (1, 'g1', 600, 'urn:x', now(), 1, 2), (2, 'g2', 600, 'urn:x', now(), 3, 1), (3, 'g3', 600, 'urn:x', now(), 3, 2);
    INSERT INTO web_push_subscriptions (id, endpoint, key_p256dh, key_auth, created_at, updated_at, access_token_id, user_id) VALUES (1, 'e1', 'k', 'a', now(), now(), 1, 1), (2, 'e2', 'k', 'a', now(), now(), 3, 3), (3, 'e3', 'k', 'a', now(), now(), 2, 2);
    INSERT INTO session_activations (id, session_id, created_at, updated_at, user_id, access_token_id) VALUES (1, 's1', now(), now(), 1, 4), (2, 's2', now(), now(), 3, 3), (3, 's3', now(), now(), 2, NULL);
    INSERT INTO login_activities (id, user_id, created_at, ip) VALUES (1, 1, now(), '10.0.0.1'), (2, 3, now(), '10.0.0.3');`);
}

/** The oracle: per table, the ids of account 1's rows, as the schema's keys say, in plain SQL. */
const railsOracleSql = `
  WITH u AS (SELECT id FROM users WHERE account_id = 1),
       a AS (SELECT id FROM oauth_applications WHERE owner_id IN (SELECT id FROM u)),
       t AS (SELECT id FROM oauth_access_tokens WHERE resource_owner_id IN (SELECT id FROM u) OR application_id IN (SELECT id FROM a))
  SELECT 'public.users' AS tbl, array_agg(id ORDER BY id) AS ids FROM u
  UNION ALL SELECT 'public.oauth_applications', array_agg(id ORDER BY id) FROM a
  UNION ALL SELECT 'public.oauth_access_tokens', array_agg(id ORDER BY id) FROM t
  UNION ALL SELECT 'public.invites', array_agg(id ORDER BY id) FROM invites WHERE user_id IN (SELECT id FROM u)
  UNION ALL SELECT 'public.oauth_access_grants', array_agg(id ORDER BY id) FROM oauth_access_grants WHERE resource_owner_id IN (SELECT id FROM u) OR application_id IN (SELECT id FROM a)
  UNION ALL SELECT 'public.web_push_subscriptions', array_agg(id ORDER BY id) FROM web_push_subscriptions WHERE user_id IN (SELECT id FROM u) OR access_token_id IN (SELECT id FROM t)
  UNION ALL SELECT 'public.session_activations', array_agg(id ORDER BY id) FROM session_activations WHERE user_id IN (SELECT id FROM u) OR access_token_id IN (SELECT id FROM t)
  UNION ALL SELECT 'public.login_activities', array_agg(id ORDER BY id) FROM login_activities WHERE user_id IN (SELECT id FROM u)`;

describe("a Rails application (Devise, Doorkeeper): the account redacted and kept", () => {
  it("erases exactly what the oracle says, the dry run first saying the same", async () => {
    await loadRails();
    const gone = new Map(
      (await db.pool.query<{ tbl: string; ids: string[] | null }>(railsOracleSql)).rows.map(
        (row) => [row.tbl, new Set((row.ids ?? []).map(String))],
      ),
    );
    expect(gone.get("public.oauth_access_tokens")).toEqual(new Set(["1", "2", "4"]));
    const before = await snapshot(db, RAILS);
    const shape = await shapeOf(db, railsErasure);
    const now = new Date("2026-12-02T10:00:00Z");
    const dry = await erase(db, shape, "1", { dryRun: true, now });
    expect(await snapshot(db, RAILS)).toEqual(before);
    const run = await erase(db, shape, "1", { now });
    expect(run.outcome).toBe("erased");
    expect(dry.tables).toEqual(run.tables);
    const after = await snapshot(db, RAILS);
    for (const table of RAILS.filter((each) => each !== "public.accounts")) {
      const ids = gone.get(table) ?? new Set();
      const expected = before[table]
        ?.filter((row) => !ids.has(String(JSON.parse(row).id)))
        .map((row) => {
          const value = JSON.parse(row);
          // Bob was invited with Alice's invite: ON DELETE SET NULL detaches him.
          if (table === "public.users" && value.invite_id === 1) value.invite_id = null;
          return JSON.stringify(value);
        });
      expect(
        after[table]?.map((row) => JSON.stringify(JSON.parse(row))),
        table,
      ).toEqual(expected);
    }
    const accounts = await db.pool.query(
      "SELECT id, username, domain, updated_at FROM accounts ORDER BY id",
    );
    expect(accounts.rows.map((row) => row.username)).toEqual([
      "*Permanently Deleted*",
      "bob",
      "carol",
    ]);
    expect(accounts.rows[0].updated_at.toISOString()).toBe("2026-12-02T10:00:00.000Z");
    const figures = Object.fromEntries(run.tables.map((each) => [each.table, each]));
    expect(figures["public.oauth_access_tokens"]).toMatchObject({
      found: 3,
      cascaded: 3,
      deleted: 0,
    });
    expect(figures["public.users"]).toMatchObject({ found: 1, deleted: 1 });
    expect(figures["public.invites"]).toMatchObject({ found: 1, cascaded: 1, detached: 1 });
    expect(figures["public.accounts"]).toMatchObject({ found: 1, redacted: 1 });
    // Again: nothing left to change (the redaction stays, the rows are gone).
    const again = await erase(db, shape, "1", { dryRun: true, now });
    expect(again.tables.every((each) => each.deleted + each.cascaded + each.redacted === 0)).toBe(
      true,
    );
  });

  it("leaves a receipt in the chain: counts, the table's hash, the key only as a keyed hash", async () => {
    const records = await evidenceSince(db.pool, new Date(0));
    const receipts = records.filter(
      (record) => (record.body as unknown as { kind?: string }).kind === "erasure",
    );
    expect(receipts).toHaveLength(1);
    const text = JSON.stringify(receipts[0]?.body);
    for (const value of ["alice", "example.org", "10.0.0.1", "inv-a", "t1"])
      expect(text).not.toContain(value);
    const expected = createHmac("sha256", ERASURE_KEY).update("public.accounts:1").digest("hex");
    expect(receipts[0]?.body).toMatchObject({
      outcome: "erased",
      subjectHash: expected,
      erasure: "mastodon-account",
    });
    const { rows } = await db.pool.query(
      keyedHashSql(hmacPads(ERASURE_KEY), "public.accounts:", "1"),
    );
    expect(rows[0].h).toBe(expected);
    expect((await verifyLedger(db.pool)).broken).toBeUndefined();
    const report = buildEvidence(records, {
      since: new Date(0),
      until: new Date(),
      intervalMs: 86_400_000,
    });
    expect(report.erasures).toHaveLength(1);
    expect(report.erasures[0]).toMatchObject({ erased: 1, held: 0, rows: 13 });
    expect(report.policies).toEqual([]);
  });

  it("a subject that is not there: a receipt saying so, nothing changed", async () => {
    const before = await snapshot(db, RAILS);
    const result = await erase(db, await shapeOf(db, railsErasure), "999");
    expect(result).toMatchObject({ outcome: "not-found", tables: [] });
    expect(await snapshot(db, RAILS)).toEqual(before);
  });

  it("plans: the tables the erasure table does not mention, what detaches, the unindexed keys", async () => {
    const client = await db.pool.connect();
    const plan = await planErasure(client, await shapeOf(db, railsErasure)).finally(() =>
      client.release(),
    );
    expect(plan.unmentioned.sort()).toEqual(
      RAILS.filter((t) => !["public.accounts", "public.users"].includes(t)).sort(),
    );
    expect(plan.tables.find((t) => t.table === "public.invites")?.detaches).toEqual([
      { constraint: "fk_rails_8fb2a43e88", table: "public.users", action: "ON DELETE SET NULL" },
    ]);
    // The schema indexes neither grants' and tokens' application_id nor users' invite_id.
    expect(plan.missingIndexes.map((each) => each.constraint).sort()).toEqual([
      "fk_34d54b0a33",
      "fk_f5fc4c1ee3",
      "fk_rails_8fb2a43e88",
    ]);
    expect(plan.tables.every((t) => t.missingGrants.length === 0)).toBe(true);
  });
});

describe("redaction with a typed condition: the rows stay, only those meeting it are overwritten", () => {
  it("redacts carol's successful sign-ins' addresses, keeps the others, deletes her tokens", async () => {
    await db.pool.query(`INSERT INTO login_activities (id, user_id, created_at, ip, success) VALUES
      (10, 3, now(), '10.0.0.10', true), (11, 3, now(), '10.0.0.11', true), (12, 3, now(), '10.0.0.12', false);
      UPDATE users SET encrypted_password = '$2a$12$carol' WHERE id = 3;`);
    const oracle = (
      await db.pool.query(
        "SELECT id, CASE WHEN success IS TRUE THEN NULL ELSE host(ip) END AS ip FROM login_activities WHERE user_id = 3 ORDER BY id",
      )
    ).rows;
    const others = await snapshot(db, ["public.login_activities", "public.oauth_access_tokens"]);
    const shape = await shapeOf(db, {
      subject: { table: "public.accounts" },
      tables: {
        "public.accounts": { action: "redact", columns: { username: { value: "gone" } } },
        "public.users": {
          action: "redact",
          columns: {
            encrypted_password: { value: "" },
            sign_up_ip: null,
            current_sign_in_at: "now",
          },
          where: [{ column: "disabled", is: "false" }],
        },
        "public.login_activities": {
          action: "redact",
          columns: { ip: null },
          where: [{ column: "success", is: "true" }],
        },
        "public.invites": { action: "keep", reason: "the invite code is the inviter's" },
      },
      owner: "Trust and Safety",
    });
    const result = await erase(db, shape, "3");
    expect(result.outcome, result.reason).toBe("erased");
    const after = (
      await db.pool.query(
        "SELECT id, host(ip) AS ip FROM login_activities WHERE user_id = 3 ORDER BY id",
      )
    ).rows;
    expect(after).toEqual(oracle);
    const figures = Object.fromEntries(result.tables.map((each) => [each.table, each]));
    expect(figures["public.login_activities"]).toMatchObject({ found: 4, redacted: 2, kept: 2 });
    expect(figures["public.invites"]).toMatchObject({
      found: 1,
      kept: 1,
      reason: "the invite code is the inviter's",
    });
    expect(figures["public.oauth_access_tokens"]).toMatchObject({ found: 1, deleted: 1 });
    const user = (
      await db.pool.query(
        "SELECT encrypted_password, sign_up_ip, current_sign_in_at FROM users WHERE id = 3",
      )
    ).rows[0];
    expect(user).toMatchObject({ encrypted_password: "", sign_up_ip: null });
    expect(user.current_sign_in_at).not.toBeNull();
    // Nobody else's sign-ins or tokens changed.
    const now = await snapshot(db, ["public.login_activities", "public.oauth_access_tokens"]);
    const notCarol = (rows: string[] | undefined, column: string) =>
      rows?.filter((row) => JSON.parse(row)[column] !== 3);
    expect(notCarol(now["public.login_activities"], "user_id")).toEqual(
      notCarol(others["public.login_activities"], "user_id"),
    );
    expect(notCarol(now["public.oauth_access_tokens"], "resource_owner_id")).toEqual(
      notCarol(others["public.oauth_access_tokens"], "resource_owner_id"),
    );
    const again = await erase(db, shape, "3", { dryRun: true });
    expect(again.tables.find((each) => each.table === "public.login_activities")?.redacted).toBe(0);
  });
});

describe("Django's auth with its admin log (DEFERRABLE INITIALLY DEFERRED keys)", () => {
  it("deletes the user and its log entries, nobody else's", async () => {
    await db.pool.query(`
      INSERT INTO django.django_content_type (id, app_label, model) VALUES (1, 'auth', 'user');
      INSERT INTO django.auth_user (id, password, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES
        (1, 'pbkdf2$x', false, 'ana', 'Ana', 'A', 'ana@example.org', true, true, now()), (2, 'pbkdf2$y', false, 'ben', 'Ben', 'B', 'ben@example.org', true, true, now());
      INSERT INTO django.django_admin_log (action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES
        (now(), '2', 'ben', 2, '[]', 1, 1), (now(), '1', 'ana', 2, '[]', 1, 2), (now(), NULL, 'x', 1, '[]', NULL, 1);`);
    const keptLogs = (
      await db.pool.query("SELECT id FROM django.django_admin_log WHERE user_id <> 1 ORDER BY id")
    ).rows;
    const shape = await shapeOf(db, { subject: { table: "django.auth_user" }, owner: "Platform" });
    const result = await erase(db, shape, "1");
    expect(result.outcome).toBe("erased");
    expect(
      (await db.pool.query("SELECT id FROM django.django_admin_log ORDER BY id")).rows,
    ).toEqual(keptLogs);
    expect((await db.pool.query("SELECT id FROM django.auth_user")).rows).toEqual([{ id: 2 }]);
    expect(result.tables.map((each) => [each.table, each.deleted])).toEqual([
      ["django.auth_user", 1],
      ["django.django_admin_log", 2],
    ]);
  });
});

describe("bad erasure tables: every problem named by its field, nothing erased", () => {
  const problems = async (input: unknown) => {
    try {
      await shapeOf(db, input);
    } catch (error) {
      return (
        (error as { problems?: { field: string }[] }).problems?.map((each) => each.field) ?? [
          String(error),
        ]
      );
    }
    return [];
  };

  it("in the file", () => {
    const parse = (input: unknown) => {
      try {
        parseErasureTable(input);
        return [];
      } catch (error) {
        return (error as { problems: { field: string }[] }).problems.map((each) => each.field);
      }
    };
    expect(parse({ subject: { table: "users" }, owner: "x" })).toEqual(["subject.table"]);
    expect(
      parse({
        subject: { table: "public.users" },
        owner: "x",
        tables: { "public.votes": { action: "keep" } },
      }),
    ).toEqual(["tables.public.votes.reason"]);
    expect(
      parse({
        subject: { table: "public.users" },
        owner: "x",
        tables: { users: { action: "delete" } },
      }),
    ).toEqual(["tables.users"]);
    expect(parse({ subject: { table: "public.users" }, tables: {} })).toEqual(["owner"]);
    expect(
      parse({
        subject: { table: "public.users" },
        owner: "x",
        tables: { "public.a": { action: "redact", columns: { b: "later" } } },
      }),
    ).toEqual(["tables.public.a.columns.b"]);
  });

  it("against the catalog", async () => {
    const base = { subject: { table: "public.accounts" }, owner: "x" };
    expect(await problems({ ...base, subject: { table: "public.nope" } })).toEqual([
      "subject.table",
    ]);
    expect(
      await problems({ ...base, subject: { table: "public.accounts", key: "username" } }),
    ).toEqual(["subject.key"]);
    expect(
      await problems({
        ...base,
        tables: {
          "public.oauth_access_tokens": { action: "keep", reason: "audit" },
          "public.users": { action: "redact", columns: { email: null, nope: null } },
          "public.django_session": { action: "delete" },
        },
      }),
    ).toEqual(['tables["public.users"].columns.email', 'tables["public.django_session"]']);
    expect(
      await problems({
        ...base,
        tables: { "public.oauth_access_tokens": { action: "keep", reason: "audit" } },
      }),
    ).toEqual([
      'tables["public.oauth_access_tokens"].action',
      'tables["public.oauth_access_tokens"].action',
    ]);
  });
});
