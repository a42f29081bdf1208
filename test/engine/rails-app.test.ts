// A real application's retention behaviours, written as a retention table and run on its schema as
// Rails creates it (test/schemas/rails-mastodon.ts): keep each user's 10 newest sessions and take
// their access tokens along, drop idle sessions and old login activities, redact IP addresses
// after a year, revoked tokens and grants at the next run, expired grants (created_at +
// expires_in), unconfirmed users after a week, orphaned applications. Every rule runs exactly:
// the survivors in each table as the rules say, the dry run equal to the real run (cascades and
// what alsoDelete takes included), a second run touching nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  applyMaintenanceRole,
  planMaintenanceRole,
  planPolicies,
  type RunReport,
  runRetention,
} from "../../functions/engine/index.js";
import { createTestDatabase, poolAsRole, type TestDatabase } from "../helpers/db.js";
import { railsRetentionTable as appTable, railsSchemaSql } from "../schemas/rails-mastodon.js";

let db: TestDatabase;
const role = `rails_job_${process.pid}`;
const KEY = "a-redaction-key-for-the-test";

const ago = (days: number) => `now() - interval '${days} days'`;

/**
 * Users: 1 confirmed and active (12 sessions: the 10 newest stay; the 2 oldest go, each with its
 * access token unless another session still uses it: token 2 goes, token 1 stays; token 3 is
 * revoked and takes session 3 and a push subscription with it), 2 unconfirmed for 10 days (goes,
 * and with it its token, grant, session, login activity and the application it owns), 3
 * unconfirmed for 2 days (stays), 4 confirmed and gone for 2 years (its IP redacted; its idle
 * session goes, with token 4). Applications: the superapp stays; an orphan of 30 days goes; one
 * a token uses stays; a fresh orphan stays. Grants: expired (created_at + expires_in), revoked,
 * and one of user 2 go. Token 8's last-used IP, a year old, is redacted.
 */
async function load() {
  await db.pool.query(`
    INSERT INTO accounts (id, username, created_at, updated_at) SELECT g, 'u' || g, ${ago(800)}, now() FROM generate_series(1, 4) g;
    INSERT INTO users (id, email, account_id, created_at, updated_at, confirmed_at, current_sign_in_at, sign_up_ip) VALUES
      (1, 'a@x', 1, ${ago(800)}, now(), ${ago(800)}, ${ago(1)}, '192.0.2.1'),
      (2, 'b@x', 2, ${ago(10)}, now(), NULL, NULL, '192.0.2.2'),
      (3, 'c@x', 3, ${ago(2)}, now(), NULL, NULL, '192.0.2.3'),
      (4, 'd@x', 4, ${ago(800)}, now(), ${ago(800)}, ${ago(700)}, '192.0.2.4');
    INSERT INTO oauth_applications (id, name, uid, secret, redirect_uri, created_at, updated_at, owner_id, superapp) VALUES
      (1, 'web', 'u1', 's', 'urn', ${ago(900)}, now(), NULL, true),
      (2, 'orphan', 'u2', 's', 'urn', ${ago(30)}, now(), NULL, false),
      (3, 'used', 'u3', 's', 'urn', ${ago(30)}, now(), NULL, false),
      (4, 'owned', 'u4', 's', 'urn', ${ago(30)}, now(), 2, false),
      (5, 'fresh orphan', 'u5', 's', 'urn', now(), now(), NULL, false);
    INSERT INTO oauth_access_tokens (id, token, application_id, resource_owner_id, created_at, revoked_at, last_used_at, last_used_ip) VALUES
      (1, 't1', 1, 1, ${ago(30)}, NULL, ${ago(1)}, '198.51.100.1'),
      (2, 't2', 1, 1, ${ago(30)}, NULL, ${ago(1)}, '198.51.100.2'),
      (3, 't3', 1, 1, ${ago(30)}, ${ago(1)}, NULL, NULL),
      (4, 't4', 1, 4, ${ago(30)}, NULL, NULL, NULL),
      (5, 't5', 1, 2, ${ago(10)}, NULL, NULL, NULL),
      (6, 't6', 1, 1, ${ago(30)}, now() + interval '1 day', NULL, NULL),
      (7, 't7', 3, 1, ${ago(30)}, NULL, ${ago(1)}, NULL),
      (8, 't8', 1, 1, ${ago(500)}, NULL, ${ago(400)}, '198.51.100.8');
    INSERT INTO oauth_access_grants (id, token, expires_in, redirect_uri, created_at, revoked_at, application_id, resource_owner_id) VALUES
      (1, 'g1', 600, 'urn', ${ago(1)}, NULL, 1, 1),
      (2, 'g2', 600, 'urn', now() - interval '5 minutes', NULL, 1, 1),
      (3, 'g3', 600, 'urn', now() - interval '5 minutes', ${ago(0.01)}, 1, 1),
      (4, 'g4', 600, 'urn', now(), NULL, 4, 2);
    INSERT INTO web_push_subscriptions (id, endpoint, key_p256dh, key_auth, created_at, updated_at, access_token_id, user_id) VALUES
      (1, 'e1', 'k', 'a', ${ago(30)}, now(), 3, 1);
    -- user 1: sessions 1..12 created g days ago; 1 and 2 (oldest) beyond the ten; 1 holds token 2
    -- alone, 2 holds token 1, which session 12 holds too.
    INSERT INTO session_activations (id, session_id, created_at, updated_at, user_id, access_token_id)
      SELECT g, 's' || g, ${ago(100)} + g * interval '1 day', now(), 1,
             CASE g WHEN 1 THEN 2 WHEN 2 THEN 1 WHEN 12 THEN 1 WHEN 3 THEN 3 END
      FROM generate_series(1, 12) g;
    INSERT INTO session_activations (id, session_id, created_at, updated_at, user_id, access_token_id) VALUES
      (20, 's20', ${ago(500)}, ${ago(400)}, 4, 4),
      (21, 's21', ${ago(10)}, now(), 2, 5);
    INSERT INTO login_activities (id, user_id, created_at, ip) VALUES
      (1, 1, ${ago(400)}, '203.0.113.1'), (2, 1, ${ago(1)}, '203.0.113.2'), (3, 2, ${ago(9)}, '203.0.113.3'), (4, 1, NULL, NULL);
    SELECT setval(pg_get_serial_sequence(t, 'id'), 100) FROM unnest(ARRAY['users','oauth_access_tokens','oauth_access_grants','session_activations','login_activities','oauth_applications','accounts','web_push_subscriptions']) t;`);
}

const ids = async (table: string) =>
  (await db.pool.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id`)).rows.map((row) =>
    Number(row.id),
  );

const figures = (report: RunReport) =>
  Object.fromEntries(
    report.policies.map((each) => [
      each.name,
      {
        rows: each.mode === "dry-run" ? each.backlog : (each.redacted ?? each.deleted),
        cascaded: each.cascaded,
        alsoDeleted: each.alsoDeleted,
      },
    ]),
  );

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(railsSchemaSql);
  await load();
});
afterAll(async () => {
  await db.drop();
  await db.admin(`DROP ROLE IF EXISTS ${role}`);
});

describe("a Rails application's own retention behaviours", () => {
  const policies = () => parseRetentionTable(appTable).policies;

  it("plan reads the partial index WHERE col IS NOT NULL as the index it is, and asks for the one a keep rule needs", async () => {
    const client = await db.pool.connect();
    try {
      const plans = await planPolicies(client, policies());
      const tokens = plans.find((plan) => plan.name === "revoked_tokens")!;
      expect(tokens.warnings.filter((warning) => warning.includes("no index backs"))).toEqual([]);
      expect(tokens.notes).toContainEqual(
        expect.stringContaining(
          "the partial index index_web_push_subscriptions_on_access_token_id",
        ),
      );
      const beyond = plans.find((plan) => plan.name === "sessions_beyond_ten")!;
      expect(beyond.warnings).toContainEqual(
        `no index leads with (user_id, created_at): each row's count of the newer rows of its group would scan public.session_activations; the index that serves it: CREATE INDEX CONCURRENTLY ON "public"."session_activations" ("user_id", "created_at");`,
      );
      await client.query("CREATE INDEX keep_lookup ON session_activations (user_id, created_at)");
      // A few rows make a scan cheapest; without scans, the plan shows an index serves the count (the
      // group is matched by equality, which an index serves; IS NOT DISTINCT FROM would not be).
      await client.query("SET enable_seqscan = off");
      const [indexed] = await planPolicies(client, policies().slice(0, 1));
      await client.query("RESET enable_seqscan");
      expect(
        indexed!.warnings.filter((warning) => warning.includes("(user_id, created_at)")),
      ).toEqual([]);
      expect(indexed!.statements.at(-1)?.explain).toMatch(
        /Index Scan using \w+ on session_activations n\d+[^\n]*\n\s+Index Cond: \(+user_id = \w\.user_id/,
      );
      await client.query("DROP INDEX keep_lookup");
    } finally {
      client.release();
    }
  });

  it("provision-role grants what the rules need: UPDATE of just the redacted columns, DELETE on what alsoDelete takes", async () => {
    const client = await db.pool.connect();
    try {
      const plan = await planMaintenanceRole(client, role, policies());
      expect(plan.statements).toEqual([
        `CREATE ROLE "${role}" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`,
        `GRANT USAGE ON SCHEMA "public" TO "${role}"`,
        `GRANT SELECT, DELETE ON "public"."session_activations", "public"."login_activities", "public"."oauth_access_grants", "public"."oauth_applications" TO "${role}"`,
        `GRANT SELECT, DELETE, UPDATE ("last_used_ip") ON "public"."oauth_access_tokens" TO "${role}"`,
        `GRANT SELECT, DELETE, UPDATE ("sign_up_ip") ON "public"."users" TO "${role}"`,
        // Reached by two cascade paths (tokens and sessions): each row counted once, by its ctid.
        `GRANT SELECT ("access_token_id", "ctid", "user_id") ON "public"."web_push_subscriptions" TO "${role}"`,
        // A cascade from users reaches invites, which users reference: its key is read too.
        `GRANT SELECT ("user_id", "id") ON "public"."invites" TO "${role}"`,
        `CREATE SCHEMA IF NOT EXISTS "retention_job" AUTHORIZATION "${role}"`,
      ]);
      await applyMaintenanceRole(client, plan);
      await client.query(`ALTER ROLE ${role} PASSWORD 'x'`);
    } finally {
      client.release();
    }
  });

  it("runs every rule exactly, as that role; the dry run predicts the run, cascades and all; a second run does nothing", async () => {
    const pool = poolAsRole(db.url, role, "x");
    const run = (dryRun: boolean) =>
      runRetention({ pool, policies: policies(), dryRun, redactionKey: KEY });
    const [dry, real, again] = [await run(true), await run(false), await run(false)];
    await pool.end();

    expect(real.status).toBe("succeeded");
    expect(real.policies.filter((each) => each.error)).toEqual([]);
    expect(figures(real)).toEqual(figures(dry));
    expect(again.policies.map((each) => each.redacted ?? each.deleted)).toEqual(
      again.policies.map(() => 0),
    );
    expect(await ids("users")).toEqual([1, 3, 4]);
    expect(await ids("session_activations")).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await ids("oauth_access_tokens")).toEqual([1, 6, 7, 8]);
    expect(await ids("oauth_access_grants")).toEqual([2]);
    expect(await ids("oauth_applications")).toEqual([1, 3, 5]);
    expect(await ids("login_activities")).toEqual([2, 4]);
    expect(await ids("web_push_subscriptions")).toEqual([]);
    const ips = await db.pool.query("SELECT id, host(sign_up_ip) AS ip FROM users ORDER BY id");
    expect(ips.rows).toEqual([
      { id: "1", ip: "192.0.2.1" },
      { id: "3", ip: "192.0.2.3" },
      { id: "4", ip: null },
    ]);
    const tokenIps = await db.pool.query(
      "SELECT id, host(last_used_ip) AS ip FROM oauth_access_tokens WHERE id IN (1, 8) ORDER BY id",
    );
    expect(tokenIps.rows).toEqual([
      { id: "1", ip: "198.51.100.1" },
      { id: "8", ip: null },
    ]);
  });
});
