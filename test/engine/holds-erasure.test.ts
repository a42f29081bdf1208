// An erasure obeys every hold of the register, not only a subject's: a table hold (typed
// conditions) over one of the subject's rows, a tenant hold on a tenant-scoped table the erasure
// reaches, a policy hold on a table it deletes from: the subject is refused under the case, nothing
// changed (counted by plain SQL), in one transaction and in steps alike; a hold covering other
// subjects' rows does not refuse this one; the release lists the refused erasure as due.
// Rails-shaped schema (test/schemas/rails-mastodon.ts) and the SaaS tenants (test/schemas/tenants.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseErasureTable } from "../../functions/contract/erasure-table.js";
import { type HoldAdd, holdAdd, parseHold } from "../../functions/contract/holds.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { erasureHolds } from "../../functions/engine/holds/erasure.js";
import { addHold, releaseHold } from "../../functions/engine/index.js";
import { createTestDatabase, poolAsRole, type TestDatabase } from "../helpers/db.js";
import { ERASURE_KEY, erase, shapeOf } from "../helpers/erasure.js";
import { railsSchemaSql } from "../schemas/rails-mastodon.js";
import { saasPolicy, saasSchemaSql } from "../schemas/tenants.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(railsSchemaSql);
  await db.pool.query(saasSchemaSql);
});
afterAll(async () => {
  await db.drop();
});

const accountErasure = {
  name: "mastodon-account",
  subject: { table: "public.accounts" },
  tables: { "public.accounts": { action: "delete" } },
  owner: "Trust and Safety",
};
const organizationErasure = {
  name: "saas-organization",
  subject: { table: "saas.organizations" },
  tables: { "saas.organizations": { action: "delete" } },
  owner: "SaaS",
};
const policies = parseRetentionTable({
  policies: [
    {
      name: "login_activities",
      table: "public.login_activities",
      clock: "created_at",
      retention: "365d",
      owner: "app",
    },
    saasPolicy,
  ],
}).policies;

const base = { reason: "litigation hold", placedBy: "counsel@example.org" };
const place = (input: unknown, erasure: unknown = accountErasure) =>
  addHold(parseHold(holdAdd, { ...base, ...(input as object) }) as HoldAdd, {
    pool: db.enginePool(),
    redactionKey: ERASURE_KEY,
    policies,
    erasureTable: parseErasureTable(erasure),
  });
const release = (name: string) =>
  releaseHold({ case: name, releasedBy: "counsel@example.org" }, { pool: db.pool });

/** The oracle: how many rows plain SQL counts. */
const count = async (sql: string) =>
  (await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]?.n;

/** Account `n`'s rows: its account, its user, the user's login activities (plain SQL). */
const accountRows = async (n: number) => [
  await count(`accounts WHERE id = ${n}`),
  await count(`users WHERE account_id = ${n}`),
  await count(`login_activities l JOIN users u ON u.id = l.user_id WHERE u.account_id = ${n}`),
];

/** Accounts 1..4, a user each, 5 login activities a user (ip 203.0.113.<id>); organizations 1..3 with events. */
async function load() {
  await db.pool.query(`
    TRUNCATE accounts, users, login_activities, saas.organizations, saas.audit_events CASCADE;
    DO $$ BEGIN IF to_regclass('retention_job.holds') IS NOT NULL THEN TRUNCATE retention_job.holds; END IF; END $$;
    INSERT INTO accounts (id, username, created_at, updated_at) SELECT g, 'a' || g, now(), now() FROM generate_series(1, 4) g;
    INSERT INTO users (id, email, account_id, created_at, updated_at, current_sign_in_at, sign_up_ip)
      SELECT g, g || '@x', g, now(), now(), now(), ('192.0.2.' || g)::inet FROM generate_series(1, 4) g;
    INSERT INTO login_activities (id, user_id, created_at, ip)
      SELECT u * 10 + k, u, now() - k * interval '100 days', ('203.0.113.' || (u * 10 + k))::inet
      FROM generate_series(1, 4) u, generate_series(1, 5) k;
    INSERT INTO saas.organizations (id, name, plan, created_at, updated_at) VALUES
      (1, 'acme', 'free', now(), now()), (2, 'globex', 'free', now(), now());
    INSERT INTO saas.audit_events (organization_id, action, created_at, updated_at)
      SELECT o, 'login', now(), now() FROM generate_series(1, 2) o, generate_series(1, 3) g;`);
}

describe("an erasure obeys every hold of the register", () => {
  beforeEach(load);

  it("a table hold over one of the subject's rows refuses it (whole and in steps), nothing changed; other subjects go; released, it is due", async () => {
    const shape = await shapeOf(db, accountErasure);
    // Login activity 12 is account 1's; 32 is account 3's.
    await place({
      case: "2026-300",
      scope: {
        table: "public.login_activities",
        conditions: [{ column: "ip", in: ["203.0.113.12", "203.0.113.32"] }],
      },
    });
    const before = [await accountRows(1), await accountRows(3)];
    expect(before).toEqual([
      [1, 1, 5],
      [1, 1, 5],
    ]);

    const refused = await erase(db, shape, "1");
    const inSteps = await erase(db, shape, "3", { maxRows: 2 });
    const erased = await erase(db, shape, "2");

    expect([refused.outcome, refused.reason]).toEqual([
      "held",
      "refused under case 2026-300 (a legal hold of the register)",
    ]);
    expect(refused.tables.find((each) => each.table === "public.login_activities")).toMatchObject({
      found: 5,
      held: 1,
      deleted: 0,
    });
    expect([inSteps.outcome, inSteps.reason]).toEqual([refused.outcome, refused.reason]);
    expect(inSteps.steps?.taken).toBe(1);
    expect([await accountRows(1), await accountRows(3)]).toEqual(before);
    // The hold covers accounts 1's and 3's rows, not account 2's: its erasure is not refused.
    expect(erased.outcome).toBe("erased");
    expect(await accountRows(2)).toEqual([0, 0, 0]);

    const released = await release("2026-300");
    expect(released.due).toEqual([
      {
        case: "2026-300",
        erasure: "mastodon-account",
        subjectHash: refused.subjectHash,
        refusedAt: refused.seq,
      },
      {
        case: "2026-300",
        erasure: "mastodon-account",
        subjectHash: inSteps.subjectHash,
        refusedAt: inSteps.seq,
      },
    ]);
    expect((await erase(db, shape, "1")).outcome).toBe("erased");
    expect(await accountRows(1)).toEqual([0, 0, 0]);
  });

  it("a tenant hold refuses the erasure that reaches the tenant's rows of a tenant-scoped table; another tenant goes; released, it is due", async () => {
    const shape = await shapeOf(db, organizationErasure);
    await place(
      { case: "2026-310", scope: { tenant: { policy: "audit_events", key: "1" } } },
      organizationErasure,
    );
    const rowsOf = async (n: number) => [
      await count(`saas.organizations WHERE id = ${n}`),
      await count(`saas.audit_events WHERE organization_id = ${n}`),
    ];

    const refused = await erase(db, shape, "1");
    const erased = await erase(db, shape, "2");

    expect([refused.outcome, refused.reason]).toEqual([
      "held",
      "refused under case 2026-310 (a legal hold of the register)",
    ]);
    expect(await rowsOf(1)).toEqual([1, 3]);
    expect(erased.outcome).toBe("erased");
    expect(await rowsOf(2)).toEqual([0, 0]);
    expect((await release("2026-310")).due).toEqual([
      {
        case: "2026-310",
        erasure: "saas-organization",
        subjectHash: refused.subjectHash,
        refusedAt: refused.seq,
      },
    ]);
  });

  it("a policy hold refuses an erasure that deletes rows of the policy's table; a released case leaves a subject another case holds not due", async () => {
    const shape = await shapeOf(db, accountErasure);
    await place({ case: "2026-320", scope: { policy: "login_activities" } });
    await place({
      case: "2026-321",
      scope: { table: "public.users", conditions: [{ column: "id", equals: 4 }] },
    });

    const refused = await erase(db, shape, "4");

    expect([refused.outcome, refused.reason]).toEqual([
      "held",
      "refused under case 2026-320, 2026-321 (a legal hold of the register)",
    ]);
    expect(refused.tables.find((each) => each.table === "public.users")?.held).toBe(1);
    expect(await accountRows(4)).toEqual([1, 1, 5]);
    // 2026-321 still holds account 4: not due when 2026-320 is released; due when it is.
    expect((await release("2026-320")).due).toEqual([]);
    expect((await release("2026-321")).due).toEqual([
      {
        case: "2026-321",
        erasure: "mastodon-account",
        subjectHash: refused.subjectHash,
        refusedAt: refused.seq,
      },
    ]);
  });
});

describe("several holds on one table, and a table the erasure keeps", () => {
  beforeEach(load);

  it("names only the cases whose holds cover the subject's rows, and counts a row two of them cover once", async () => {
    const shape = await shapeOf(db, accountErasure);
    // Account 1's login activities 12 and 13: 2026-340 covers both, 2026-341 one of them (13);
    // 2026-342 covers account 2's 22 only.
    await place({
      case: "2026-340",
      scope: {
        table: "public.login_activities",
        conditions: [{ column: "ip", in: ["203.0.113.12", "203.0.113.13"] }],
      },
    });
    await place({
      case: "2026-341",
      scope: {
        table: "public.login_activities",
        conditions: [{ column: "ip", equals: "203.0.113.13" }],
      },
    });
    await place({
      case: "2026-342",
      scope: {
        table: "public.login_activities",
        conditions: [{ column: "ip", equals: "203.0.113.22" }],
      },
    });
    // The oracle: account 1's rows any of the three covers, each counted once.
    const heldRows = await count(
      `login_activities l JOIN users u ON u.id = l.user_id
        WHERE u.account_id = 1 AND host(l.ip) IN ('203.0.113.12', '203.0.113.13', '203.0.113.22')`,
    );
    expect(heldRows).toBe(2);

    const refused = await erase(db, shape, "1");

    expect([refused.outcome, refused.reason]).toEqual([
      "held",
      "refused under case 2026-340, 2026-341 (a legal hold of the register)",
    ]);
    expect(refused.tables.find((each) => each.table === "public.login_activities")).toMatchObject({
      found: 5,
      held: heldRows,
      deleted: 0,
    });
    // A table none of the holds is on counts none held.
    expect(refused.tables.find((each) => each.table === "public.users")?.held).toBe(0);
    expect(await accountRows(1)).toEqual([1, 1, 5]);
  });

  it("a hold on rows of a table the erasure keeps does not refuse it: they stay either way", async () => {
    const shape = await shapeOf(db, {
      name: "account-keep-logins",
      subject: { table: "public.accounts" },
      tables: {
        "public.accounts": { action: "redact", columns: { domain: null } },
        "public.users": { action: "redact", columns: { sign_up_ip: null } },
        "public.login_activities": { action: "keep", reason: "security audit" },
      },
      owner: "Trust and Safety",
    });
    await place({
      case: "2026-350",
      scope: {
        table: "public.login_activities",
        conditions: [{ column: "ip", equals: "203.0.113.12" }],
      },
    });
    const logins = await count(
      "login_activities l JOIN users u ON u.id = l.user_id WHERE u.account_id = 1",
    );

    const result = await erase(db, shape, "1");

    expect(result.outcome, result.reason).toBe("erased");
    expect(await count("users WHERE account_id = 1 AND sign_up_ip IS NULL")).toBe(1);
    expect(await count("users WHERE account_id = 2 AND sign_up_ip IS NULL")).toBe(0);
    expect(result.tables.find((each) => each.table === "public.login_activities")).toMatchObject({
      found: logins,
      kept: logins,
      held: 0,
    });
    expect(await accountRows(1)).toEqual([1, 1, logins]);
  });
});

describe("an erasure by a role that cannot read the register", () => {
  const role = `erase_blind_${process.pid}`;
  afterAll(async () => {
    await db.pool.query(`DROP OWNED BY ${role}`).catch(() => undefined);
    await db.admin(`DROP ROLE IF EXISTS ${role}`);
  });

  it("fails naming the grant it lacks, and changes nothing", async () => {
    await load();
    const shape = await shapeOf(db, accountErasure);
    await place({ case: "2026-330", scope: { policy: "login_activities" } });
    await db.pool.query(`
      CREATE ROLE ${role} LOGIN PASSWORD 'blind-pass';
      GRANT SELECT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role};`);
    const pool = poolAsRole(db.url, role, "blind-pass");
    try {
      const result = await erase(db, shape, "1", { pool, dryRun: true });
      expect(result.outcome).toBe("failed");
      expect(result.reason).toContain(
        "this role cannot read the hold register retention_job.holds (it needs USAGE on schema retention_job and SELECT on retention_job.holds",
      );
    } finally {
      await pool.end();
    }
    expect(await accountRows(1)).toEqual([1, 1, 5]);
  });

  it("the erasure's hold check, asked alone, refuses an unreadable register too", async () => {
    const shape = await shapeOf(db, accountErasure);
    // The role of the test before (made here when this one runs alone), the register made.
    await place({ case: "2026-331", scope: { policy: "login_activities" } });
    await db.pool.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN
        CREATE ROLE ${role} LOGIN PASSWORD 'blind-pass';
      END IF; END $$;`);
    const pool = poolAsRole(db.url, role, "blind-pass");
    const client = await pool.connect();
    try {
      await expect(erasureHolds(client, shape, new Map(), new Date())).rejects.toThrow(
        "this role cannot read the hold register retention_job.holds",
      );
    } finally {
      client.release();
      await pool.end();
    }
  });
});
