// Legal holds of the register on a Rails-shaped schema (test/schemas/rails-mastodon.ts): placed,
// listed and released with their ledger records (a subject's key only as its keyed hash); bad input
// refused naming the field, nothing written; every hold obeyed by delete, redact and cascades
// against plain SQL oracles, the dry run equal to the run; a held subject's erasure refused under
// its case and done once the case is released; a hold placed mid-run keeps every row not yet gone.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseErasureTable } from "../../functions/contract/erasure-table.js";
import { type HoldAdd, holdAdd, parseHold } from "../../functions/contract/holds.js";
import { type Policy, parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  addHold,
  buildEvidence,
  evidenceSince,
  listHolds,
  planPolicies,
  releaseHold,
  runRetention,
  verifyLedger,
} from "../../functions/engine/index.js";
import {
  applyMaintenanceRole,
  planMaintenanceRole,
} from "../../functions/engine/plan/provision.js";
import { createTestDatabase, idsOf, poolAsRole, type TestDatabase } from "../helpers/db.js";
import { ERASURE_KEY, erase, shapeOf } from "../helpers/erasure.js";
import { railsSchemaSql } from "../schemas/rails-mastodon.js";
import { saasExpiredSql, saasPolicy, saasSchemaSql } from "../schemas/tenants.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(railsSchemaSql);
});
afterAll(async () => {
  await db.drop();
});

const erasureInput = {
  name: "mastodon-account",
  subject: { table: "public.accounts" },
  tables: { "public.accounts": { action: "delete" } },
  owner: "Trust and Safety",
};
const erasureTable = () => parseErasureTable(erasureInput);

const policies = (): Policy[] =>
  parseRetentionTable({
    policies: [
      {
        name: "login_activities",
        table: "public.login_activities",
        clock: "created_at",
        retention: "365d",
        owner: "app",
      },
      {
        name: "user_ips",
        table: "public.users",
        mechanism: "redact",
        columns: { sign_up_ip: null },
        clock: "current_sign_in_at",
        retention: "365d",
        owner: "app",
      },
    ],
  }).policies;

/** Accounts 1..4, a user each (its IP a year and more old); 4 old login activities and a fresh one a user. */
async function load() {
  await db.pool.query(`
    TRUNCATE accounts, users, login_activities CASCADE;
    DO $$ BEGIN IF to_regclass('retention_job.holds') IS NOT NULL THEN TRUNCATE retention_job.holds; END IF; END $$;
    INSERT INTO accounts (id, username, created_at, updated_at) SELECT g, 'a' || g, now(), now() FROM generate_series(1, 4) g;
    INSERT INTO users (id, email, account_id, created_at, updated_at, current_sign_in_at, sign_up_ip)
      SELECT g, g || '@x', g, now() - interval '800 days', now(), now() - interval '400 days', ('192.0.2.' || g)::inet FROM generate_series(1, 4) g;
    INSERT INTO login_activities (id, user_id, created_at, ip)
      SELECT u * 10 + k, u, now() - CASE WHEN k = 5 THEN interval '1 day' ELSE interval '400 days' END, ('203.0.113.' || (u * 10 + k))::inet
      FROM generate_series(1, 4) u, generate_series(1, 5) k;`);
}

const place = (input: unknown, redactionKey: string | undefined = ERASURE_KEY) =>
  addHold(parseHold(holdAdd, input) as HoldAdd, {
    pool: db.enginePool(),
    redactionKey,
    policies: policies(),
    erasureTable: erasureTable(),
  });

const base = { reason: "litigation hold", placedBy: "counsel@example.org", reviewBy: "2027-01-31" };
const subjectHold = { ...base, case: "2026-113", scope: { subject: { key: "1" } } };
const tableHold = {
  ...base,
  case: "2026-200",
  scope: {
    table: "public.login_activities",
    conditions: [{ column: "ip", equals: "203.0.113.21" }],
  },
};

const registerRows = async () =>
  (await db.pool.query("SELECT count(*)::int AS n FROM retention_job.holds")).rows[0].n;

describe("the hold register", () => {
  beforeEach(load);

  it("places, lists and releases holds, each change a ledger record keeping a subject's key only hashed", async () => {
    const placed = await place(subjectHold);
    await place(tableHold);
    expect(placed.resolved.subjectTable).toBe("public.accounts");
    expect((await listHolds(db.pool)).map((each) => each.case)).toEqual(["2026-113", "2026-200"]);
    const released = await releaseHold(
      { case: "2026-200", releasedBy: "counsel@example.org" },
      { pool: db.pool },
    );
    expect(released.released.map((each) => each.releasedBy)).toEqual(["counsel@example.org"]);
    expect(released.due).toEqual([]);
    expect((await listHolds(db.pool)).map((each) => each.case)).toEqual(["2026-113"]);
    expect(await listHolds(db.pool, true)).toHaveLength(2);
    const records = (await evidenceSince(db.pool, new Date(0))).filter(
      (each) => (each.body as unknown as { kind?: string }).kind === "hold",
    );
    const bodies = records.slice(-3).map((each) => each.body as unknown as Record<string, unknown>);
    expect(bodies.map((each) => [each.action, each.case, each.by])).toEqual([
      ["placed", "2026-113", "counsel@example.org"],
      ["placed", "2026-200", "counsel@example.org"],
      ["released", "2026-200", "counsel@example.org"],
    ]);
    const subjectText = records.at(-3)?.text ?? "";
    expect(subjectText).toMatch(/"keyHash":"[0-9a-f]{64}"/);
    expect(subjectText).not.toContain('"key"');
    expect((await verifyLedger(db.pool)).broken).toBeUndefined();
  });

  it("refuses bad input naming the field, and writes nothing", async () => {
    await place(subjectHold);
    const before = await registerRows();
    const refusals: [unknown, string][] = [
      [{ ...tableHold, scope: { ...tableHold.scope, table: "public.nope" } }, "scope.table"],
      [
        {
          ...tableHold,
          scope: { ...tableHold.scope, conditions: [{ column: "nope", equals: "x" }] },
        },
        "scope.conditions[0].column",
      ],
      [
        {
          ...tableHold,
          scope: { ...tableHold.scope, conditions: [{ column: "user_id", equals: "abc" }] },
        },
        "scope.conditions[0]",
      ],
      [{ ...base, case: "x", scope: { policy: "nope" } }, "scope.policy"],
      [
        { ...base, case: "x", scope: { tenant: { policy: "login_activities", key: "1" } } },
        "scope.tenant.policy",
      ],
      [{ ...base, case: "x", scope: { subject: { key: "abc" } } }, "scope.subject.key"],
    ];
    for (const [input, field] of refusals)
      await expect(place(input), field).rejects.toMatchObject({
        field: expect.stringContaining(field),
      });
    await expect(
      releaseHold({ case: "2026-999", releasedBy: "counsel" }, { pool: db.pool }),
    ).rejects.toMatchObject({ field: "case" });
    expect(() => parseHold(holdAdd, { ...base, case: "", scope: { policy: "x" } })).toThrow(/case/);
    expect(await registerRows()).toBe(before);
  });
});

/** The oracle: the ids of a table's rows `keptSql` says stay (plain SQL over the data as loaded). */
const oracle = (sql: string, values: unknown[] = []) => idsOf(db.pool, sql, values);

const EXPIRED = "created_at < now() - interval '365 days'";
const SUBJECT_1 = "EXISTS (SELECT 1 FROM users u WHERE u.id = l.user_id AND u.account_id = 1)";

describe("every policy obeys the register", () => {
  beforeEach(load);

  it("delete: a subject's rows (along the erasure table's keys) and a table's rows by condition stay; the dry run says so per case", async () => {
    await place(subjectHold);
    await place(tableHold);
    const kept = await oracle(
      `SELECT id FROM login_activities l WHERE NOT (${EXPIRED}) OR ${SUBJECT_1} OR ip = '203.0.113.21'`,
    );
    const held = await oracle(
      `SELECT id FROM login_activities l WHERE ${EXPIRED} AND (${SUBJECT_1} OR ip = '203.0.113.21')`,
    );
    expect(held).toHaveLength(5);
    const only = policies().slice(0, 1);
    const dry = await runRetention({ pool: db.enginePool(), policies: only, dryRun: true });
    const run = await runRetention({ pool: db.enginePool(), policies: only });
    const [planned, done] = [dry.policies[0]!, run.policies[0]!];
    expect(done.deleted).toBe(16 - 5);
    expect(planned.backlog).toBe(done.deleted);
    expect(planned.held).toBe(5);
    expect(done.heldByCase).toEqual({ "2026-113": 4, "2026-200": 1 });
    expect(planned.heldByCase).toEqual(done.heldByCase);
    expect(await oracle("SELECT id FROM login_activities")).toEqual(kept);
    const client = await db.pool.connect();
    try {
      const [plan] = await planPolicies(client, only);
      expect(plan!.notes).toContainEqual(expect.stringContaining("case 2026-113, 2026-200"));
      expect(plan!.statements.some((each) => /retention_job"?\.holds/.test(each.sql))).toBe(true);
    } finally {
      client.release();
    }
  });

  it("a table hold's conditions all apply: a row meeting one of them only is not held", async () => {
    // User 2's old login activity 21 meets both; user 3's 31 meets the address only.
    await place({
      ...base,
      case: "2026-230",
      scope: {
        table: "public.login_activities",
        conditions: [
          { column: "user_id", equals: 2 },
          { column: "ip", in: ["203.0.113.21", "203.0.113.31"] },
        ],
      },
    });
    const kept = await oracle(
      `SELECT id FROM login_activities l WHERE NOT (${EXPIRED}) OR (user_id = 2 AND ip IN ('203.0.113.21', '203.0.113.31'))`,
    );
    const run = await runRetention({ pool: db.enginePool(), policies: policies().slice(0, 1) });
    expect(run.policies[0]).toMatchObject({ deleted: 16 - 1, heldByCase: { "2026-230": 1 } });
    expect(await oracle("SELECT id FROM login_activities")).toEqual(kept);
  });

  it("a table hold whose table was dropped since holds nothing: the run goes on, the other holds keep their rows", async () => {
    await db.pool.query("CREATE TABLE public.case_notes (id int PRIMARY KEY, ip inet)");
    await place({
      ...base,
      case: "2026-210",
      scope: { table: "public.case_notes", conditions: [{ column: "ip", equals: "203.0.113.9" }] },
    });
    await db.pool.query("DROP TABLE public.case_notes");
    await place(tableHold);
    const kept = await oracle(
      `SELECT id FROM login_activities l WHERE NOT (${EXPIRED}) OR ip = '203.0.113.21'`,
    );
    const run = await runRetention({ pool: db.enginePool(), policies: policies().slice(0, 1) });
    expect(run.policies[0]).toMatchObject({
      outcome: "completed",
      deleted: 16 - 1,
      heldByCase: { "2026-200": 1 },
    });
    expect(await oracle("SELECT id FROM login_activities")).toEqual(kept);
  });

  it("a policy's hold keeps that policy's rows: another policy on the same table deletes its own", async () => {
    await db.pool.query("UPDATE login_activities SET success = false WHERE user_id = 2");
    await place({ ...base, case: "2026-220", scope: { policy: "login_activities" } });
    const failedLogins = parseRetentionTable({
      policies: [
        {
          name: "failed_logins",
          table: "public.login_activities",
          where: [{ column: "success", is: "false" }],
          clock: "created_at",
          retention: "30d",
          owner: "app",
        },
      ],
    }).policies;
    const kept = await oracle(
      "SELECT id FROM login_activities WHERE success IS NOT false OR created_at >= now() - interval '30 days'",
    );
    const other = await runRetention({ pool: db.enginePool(), policies: failedLogins });
    expect(other.policies[0]).toMatchObject({ outcome: "completed", deleted: 20 - kept.length });
    expect(await oracle("SELECT id FROM login_activities")).toEqual(kept);
    // The held policy itself deletes nothing.
    const own = await runRetention({ pool: db.enginePool(), policies: policies().slice(0, 1) });
    expect(own.policies[0]).toMatchObject({ deleted: 0, heldByCase: { "2026-220": 12 } });
    expect(await oracle("SELECT id FROM login_activities")).toEqual(kept);
  });

  it("delete: a subject's row reached by a second chain of keys stays too (a token of another user's application the subject owns)", async () => {
    await db.pool.query(`
      INSERT INTO oauth_applications (id, name, uid, secret, redirect_uri, owner_id, owner_type) VALUES (1, 'app of 1', 'u1', 's', 'urn', 1, 'User');
      INSERT INTO oauth_access_tokens (id, token, created_at, resource_owner_id, application_id) VALUES
        (1, 't1', now() - interval '400 days', 1, NULL), (2, 't2', now() - interval '400 days', 2, 1),
        (3, 't3', now() - interval '400 days', 2, NULL), (4, 't4', now(), 3, NULL);`);
    await place(subjectHold);
    const tokens = parseRetentionTable({
      policies: [
        {
          name: "old_tokens",
          table: "public.oauth_access_tokens",
          clock: "created_at",
          retention: "365d",
          cascades: ["public.web_push_subscriptions", "public.session_activations"],
          owner: "app",
        },
      ],
    }).policies;
    const kept =
      await oracle(`SELECT t.id FROM oauth_access_tokens t WHERE t.created_at >= now() - interval '365 days'
      OR EXISTS (SELECT 1 FROM users u WHERE u.id = t.resource_owner_id AND u.account_id = 1)
      OR EXISTS (SELECT 1 FROM oauth_applications a JOIN users u ON u.id = a.owner_id WHERE a.id = t.application_id AND u.account_id = 1)`);
    const run = await runRetention({ pool: db.enginePool(), policies: tokens });
    expect(kept).toEqual(["1", "2", "4"]);
    expect(run.policies[0]!.heldByCase).toEqual({ "2026-113": 2 });
    expect(await oracle("SELECT id FROM oauth_access_tokens")).toEqual(kept);
    await db.pool.query("TRUNCATE oauth_access_tokens, oauth_applications CASCADE");
  });

  it("alsoDelete: an idle session goes, but the access token it takes along stays when a hold covers it", async () => {
    await db.pool.query(`
      INSERT INTO oauth_access_tokens (id, token, created_at, resource_owner_id) VALUES
        (1, 't1', now(), 2), (2, 't2', now(), 3);
      INSERT INTO session_activations (id, session_id, created_at, updated_at, user_id, access_token_id) VALUES
        (1, 's1', now() - interval '400 days', now() - interval '400 days', 2, 1),
        (2, 's2', now() - interval '400 days', now() - interval '400 days', 3, 2);`);
    await place({
      ...base,
      case: "2026-300",
      scope: {
        table: "public.oauth_access_tokens",
        conditions: [{ column: "token", equals: "t1" }],
      },
    });
    const sessions = parseRetentionTable({
      policies: [
        {
          name: "idle_sessions",
          table: "public.session_activations",
          clock: "updated_at",
          retention: "365d",
          alsoDelete: ["access_token_id"],
          cascades: ["public.web_push_subscriptions"],
          owner: "app",
        },
      ],
    }).policies;
    const dry = await runRetention({ pool: db.enginePool(), policies: sessions, dryRun: true });
    const run = await runRetention({ pool: db.enginePool(), policies: sessions });
    expect(await oracle("SELECT id FROM session_activations")).toEqual([]);
    // The oracle: the tokens the sessions pointed at, but those the hold covers.
    expect(await oracle("SELECT id FROM oauth_access_tokens")).toEqual(["1"]);
    expect(run.policies[0]!.alsoDeleted).toEqual({ "public.oauth_access_tokens": 1 });
    expect(dry.policies[0]!.alsoDeleted).toEqual(run.policies[0]!.alsoDeleted);
    await db.pool.query("TRUNCATE oauth_access_tokens CASCADE");
  });

  it("redact: a held subject's user keeps its IP; released, the next run redacts it", async () => {
    await place(subjectHold);
    const only = policies().slice(1);
    const run = await runRetention({
      pool: db.enginePool(),
      policies: only,
      redactionKey: ERASURE_KEY,
    });
    expect(run.policies[0]!.redacted).toBe(3);
    expect(await oracle("SELECT id FROM users WHERE sign_up_ip IS NOT NULL")).toEqual(["1"]);
    await releaseHold({ case: "2026-113", releasedBy: "counsel" }, { pool: db.pool });
    await runRetention({ pool: db.enginePool(), policies: only, redactionKey: ERASURE_KEY });
    expect(await oracle("SELECT id FROM users WHERE sign_up_ip IS NOT NULL")).toEqual([]);
  });

  it("cascades: a user whose cascaded login activity is held stays, reported blocked", async () => {
    await place(tableHold);
    const users = parseRetentionTable({
      policies: [
        {
          name: "old_users",
          table: "public.users",
          clock: "created_at",
          retention: "365d",
          cascades: [
            "public.users",
            "public.login_activities",
            "public.invites",
            "public.oauth_applications",
            "public.oauth_access_grants",
            "public.oauth_access_tokens",
            "public.web_push_subscriptions",
            "public.session_activations",
          ],
          owner: "app",
        },
      ],
    }).policies;
    const kept = await oracle(
      "SELECT id FROM users u WHERE EXISTS (SELECT 1 FROM login_activities l WHERE l.user_id = u.id AND l.ip = '203.0.113.21')",
    );
    const run = await runRetention({ pool: db.enginePool(), policies: users });
    expect(kept).toEqual(["2"]);
    expect(run.policies[0]!.deleted).toBe(3);
    expect(run.policies[0]!.blocked).toBe(1);
    // login_activities.user_id's key, ON DELETE CASCADE, reaches the held activity.
    expect(run.policies[0]!.blockedBy).toMatchObject({ fk_rails_c3a3ba8f4b: 1 });
    expect(await oracle("SELECT id FROM users")).toEqual(kept);
    expect(await oracle("SELECT id FROM login_activities WHERE ip = '203.0.113.21'")).toEqual([
      "21",
    ]);
  });

  it("a hold placed mid-run (after the first batch) keeps every row not yet deleted", async () => {
    // The hold is placed by the first batch's own DELETE (a statement trigger), so the next
    // batch's statement is the first to see it, inside its own transaction (one lane: with more,
    // batches that started before the hold committed may still take their rows).
    await place(subjectHold);
    await db.pool.query(`
      CREATE FUNCTION place_hold() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM retention_job.holds WHERE case_id = 'mid-run') THEN
          INSERT INTO retention_job.holds (case_id, reason, placed_by, scope, resolved)
          VALUES ('mid-run', 'test', 'test', '{"policy": "login_activities"}', '{"table": "public.login_activities"}');
        END IF; RETURN NULL; END $$;
      CREATE TRIGGER place_hold AFTER DELETE ON login_activities FOR EACH STATEMENT EXECUTE FUNCTION place_hold();`);
    try {
      const before = await oracle(
        `SELECT id FROM login_activities l WHERE ${EXPIRED} AND NOT ${SUBJECT_1}`,
      );
      const run = await runRetention({
        pool: db.enginePool(),
        policies: policies().slice(0, 1),
        batchSize: 3,
        parallel: 1,
        order: "clock",
      });
      const deleted = run.policies[0]!.deleted;
      expect(deleted).toBeGreaterThan(0);
      expect(deleted).toBeLessThanOrEqual(3);
      const left = await oracle(
        `SELECT id FROM login_activities l WHERE ${EXPIRED} AND NOT ${SUBJECT_1}`,
      );
      expect(left).toHaveLength(before.length - deleted);
      expect(left.every((id) => before.includes(id))).toBe(true);
    } finally {
      await db.pool.query(
        "DROP TRIGGER place_hold ON login_activities; DROP FUNCTION place_hold()",
      );
    }
  });
});

describe("an erasure obeys the register", () => {
  beforeEach(load);

  it("refuses a held subject under its case, changes nothing, and erases it once the case is released", async () => {
    await place(subjectHold);
    const shape = await shapeOf(db, erasureInput);
    const before = await oracle("SELECT id FROM login_activities WHERE user_id = 1");
    const refused = await erase(db, shape, "1");
    expect(refused.outcome).toBe("held");
    expect(refused.reason).toMatch(/^refused under case 2026-113/);
    expect(await oracle("SELECT id FROM accounts WHERE id = 1")).toEqual(["1"]);
    expect(await oracle("SELECT id FROM login_activities WHERE user_id = 1")).toEqual(before);
    expect((await erase(db, shape, "2")).outcome).toBe("erased");
    const released = await releaseHold(
      { case: "2026-113", releasedBy: "counsel" },
      { pool: db.pool },
    );
    expect(released.released[0]!.resolved.keyText).toBe("1");
    expect(released.due).toEqual([
      {
        case: "2026-113",
        erasure: "mastodon-account",
        subjectHash: refused.subjectHash,
        refusedAt: refused.seq,
      },
    ]);
    expect((await erase(db, shape, "1")).outcome).toBe("erased");
    expect(await oracle("SELECT id FROM accounts")).toEqual(["3", "4"]);
  });
});

describe("the evidence report", () => {
  beforeEach(load);

  it("shows each case: placed, by whom, rows its holds kept at the last run, a review date passed", async () => {
    const since = new Date();
    await place({ ...subjectHold, reviewBy: "2026-01-31" });
    await place(tableHold);
    await runRetention({ pool: db.enginePool(), policies: policies().slice(0, 1) });
    const records = await evidenceSince(db.pool, since);
    const report = buildEvidence(records, {
      since,
      until: new Date(Date.now() + 60_000),
      intervalMs: 86_400_000,
    });
    // A hold's record is no policy's.
    expect(report.policies.map((each) => each.policy)).toContain("login_activities");
    expect(report.policies.some((each) => each.policy.startsWith("hold:"))).toBe(false);
    expect(
      report.holds.map(({ case: name, placedBy, reviewPassed, rowsKept, releasedAt }) => ({
        name,
        placedBy,
        reviewPassed,
        rowsKept,
        releasedAt,
      })),
    ).toEqual([
      {
        name: "2026-113",
        placedBy: "counsel@example.org",
        reviewPassed: true,
        rowsKept: 4,
        releasedAt: null,
      },
      {
        name: "2026-200",
        placedBy: "counsel@example.org",
        reviewPassed: false,
        rowsKept: 1,
        releasedAt: null,
      },
    ]);
  });
});

describe("drop-partitions obeys the register", () => {
  it("a partition holding a held row is not detached: skipped, reported with its case; the others go", async () => {
    await db.pool.query(`
      CREATE TABLE public.account_events (id bigint, account_id bigint, created_at timestamptz NOT NULL)
        PARTITION BY RANGE (created_at);
      CREATE TABLE public.account_events_old1 PARTITION OF account_events FOR VALUES FROM ('2020-01-01') TO ('2020-02-01');
      CREATE TABLE public.account_events_old2 PARTITION OF account_events FOR VALUES FROM ('2020-02-01') TO ('2020-03-01');
      CREATE TABLE public.account_events_new PARTITION OF account_events FOR VALUES FROM ('2020-03-01') TO (MAXVALUE);
      INSERT INTO account_events VALUES (1, 2, '2020-01-10'), (2, 1, '2020-02-10'), (3, 2, '2020-02-11'), (4, 3, now());`);
    await load();
    await place({
      ...base,
      case: "2026-113",
      scope: { table: "public.account_events", conditions: [{ column: "account_id", equals: 1 }] },
    });
    const partitioned = parseRetentionTable({
      policies: [
        {
          name: "account_events",
          table: "public.account_events",
          mechanism: "drop-partitions",
          clock: "created_at",
          retention: "365d",
          owner: "app",
        },
      ],
    }).policies;
    // The oracle: the partitions past the cutoff with no row of account 1 (the held rows) go.
    const going =
      await oracle(`SELECT c.relname AS id FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'public.account_events'::regclass AND c.relname <> 'account_events_new'
        AND NOT EXISTS (SELECT 1 FROM account_events e WHERE e.tableoid = c.oid AND e.account_id = 1)`);
    const dry = await runRetention({ pool: db.enginePool(), policies: partitioned, dryRun: true });
    const run = await runRetention({ pool: db.enginePool(), policies: partitioned });
    const skipped = (report: typeof run) => report.policies[0]!.partitions!.skipped;
    expect(going).toEqual(["account_events_old1"]);
    expect(run.policies[0]!.partitions!.dropped).toEqual(going);
    expect(skipped(run)).toEqual([
      { name: "account_events_old2", reason: "under legal hold: case 2026-113" },
    ]);
    expect(skipped(dry)).toContainEqual({
      name: "account_events_old2",
      reason: "under legal hold: case 2026-113",
    });
    expect(await oracle("SELECT id FROM account_events")).toEqual(["2", "3", "4"]);
    await db.pool.query("DROP TABLE account_events");
  });
});

describe("a tenant's hold", () => {
  it("keeps the tenant's rows of a tenant policy (tenant by tenant), the others go as the rule says", async () => {
    await db.pool.query(saasSchemaSql);
    await db.pool.query(`
      INSERT INTO saas.organizations (id, name, plan, created_at, updated_at) VALUES
        (1, 'acme', 'free', now(), now()), (2, 'globex', 'free', now(), now()), (3, 'initech', 'pro', now(), now());
      INSERT INTO saas.audit_events (organization_id, action, created_at, updated_at)
        SELECT o, 'login', (now() AT TIME ZONE 'UTC') - g * interval '20 days', now() FROM generate_series(1, 3) o, generate_series(1, 6) g;`);
    const saas = parseRetentionTable({ policies: [saasPolicy] }).policies;
    const now = new Date();
    const expired = await oracle(saasExpiredSql, [now.toISOString(), "90 days"]);
    const held = await oracle("SELECT id FROM saas.audit_events WHERE organization_id = 1");
    const kept = await oracle("SELECT id FROM saas.audit_events");
    await addHold(
      parseHold(holdAdd, {
        ...base,
        case: "2026-400",
        scope: { tenant: { policy: "audit_events", key: "1" } },
      }) as HoldAdd,
      { pool: db.enginePool(), redactionKey: undefined, policies: saas },
    );
    const dry = await runRetention({ pool: db.enginePool(), policies: saas, dryRun: true, now });
    const run = await runRetention({ pool: db.enginePool(), policies: saas, now });
    const going = expired.filter((id) => !held.includes(id));
    expect(going.length).toBeGreaterThan(0);
    expect(expired.length).toBeGreaterThan(going.length);
    expect(run.policies[0]!.deleted).toBe(going.length);
    expect(dry.policies[0]!.backlog).toBe(going.length);
    expect(await oracle("SELECT id FROM saas.audit_events")).toEqual(
      kept.filter((id) => !going.includes(id)),
    );
  });
});

describe("a role that cannot read the register", () => {
  const role = `holds_blind_${process.pid}`;
  const oracleIds = () => oracle("SELECT id FROM login_activities ORDER BY id");
  /** A role that may delete login activities and nothing of the job's schema. */
  async function blindPool() {
    await db.pool.query(`
      DROP ROLE IF EXISTS ${role};
      CREATE ROLE ${role} LOGIN PASSWORD 'blind-pass' NOSUPERUSER NOCREATEDB NOCREATEROLE;
      GRANT SELECT, DELETE ON login_activities TO ${role};`);
    return poolAsRole(db.url, role, "blind-pass");
  }
  afterEach(async () => {
    await db.pool.query(`DROP OWNED BY ${role}`).catch(() => undefined);
    await db.admin(`DROP ROLE IF EXISTS ${role}`);
  });

  it("runs as before where there is no register (no holds)", async () => {
    await load();
    await db.pool.query("ALTER TABLE retention_job.holds RENAME TO holds_away");
    const pool = await blindPool();
    try {
      const run = await runRetention({ pool, policies: policies().slice(0, 1), dryRun: true });
      expect(run.policies[0]!.error).toBeNull();
      expect(run.policies[0]!.warnings.join("\n")).not.toContain("hold register");
      expect(run.policies[0]!.backlog).toBe(
        (
          await oracle(
            "SELECT id FROM login_activities WHERE created_at < now() - interval '365 days'",
          )
        ).length,
      );
    } finally {
      await pool.end();
      await db.pool.query("ALTER TABLE retention_job.holds_away RENAME TO holds");
    }
  });

  it("is refused when the register exists (run and dry run), naming the grant and provision-role, nothing deleted", async () => {
    await load();
    await place(tableHold);
    const before = await oracleIds();
    const pool = await blindPool();
    try {
      for (const dryRun of [true, false])
        await expect(
          runRetention({ pool, policies: policies().slice(0, 1), dryRun }),
        ).rejects.toThrow(
          /holds: this role cannot read the hold register retention_job\.holds \(it needs USAGE on schema retention_job and SELECT on retention_job\.holds; `retention-job provision-role` grants them/,
        );
      // plan executes nothing: it only warns that the register's holds are not in it.
      const client = await pool.connect();
      const [planned] = await planPolicies(client, policies().slice(0, 1)).finally(() =>
        client.release(),
      );
      expect(planned?.warnings).toContainEqual(
        expect.stringContaining("cannot read the hold register retention_job.holds"),
      );
    } finally {
      await pool.end();
    }
    expect(await oracleIds()).toEqual(before);
  });

  it("runs once provision-role has granted the register, and obeys its holds", async () => {
    await load();
    await place(tableHold);
    const pool = await blindPool();
    const client = await db.pool.connect();
    try {
      const plan = await planMaintenanceRole(client, role, policies().slice(0, 1));
      expect(plan.statements.slice(-2)).toEqual([
        `GRANT USAGE ON SCHEMA "retention_job" TO "${role}"`,
        `GRANT SELECT ON "retention_job"."holds" TO "${role}"`,
      ]);
      await applyMaintenanceRole(client, {
        statements: plan.statements.filter((each) => !each.startsWith("CREATE ROLE")),
        notes: [],
      });
      const going = await oracle(
        "SELECT id FROM login_activities WHERE created_at < now() - interval '365 days' AND ip <> '203.0.113.21'",
      );
      const run = await runRetention({ pool, policies: policies().slice(0, 1) });
      expect(run.policies[0]!.deleted).toBe(going.length);
      expect(await oracle("SELECT id FROM login_activities WHERE ip = '203.0.113.21'")).toEqual([
        "21",
      ]);
    } finally {
      client.release();
      await pool.end();
    }
  });
});
