// Real schemas: tables that reference each other, keys from the catalog, cascades written down.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  applyMaintenanceRole,
  planMaintenanceRole,
  runRetention,
} from "../../functions/engine/index.js";
import {
  createTestDatabase,
  grantRegisterSql,
  poolAsRole,
  type TestDatabase,
  urlAsRole,
} from "../helpers/db.js";
import { policyReport } from "../helpers/identity.js";

let db: TestDatabase;

const schema = `
  CREATE SCHEMA app;
  CREATE TABLE app.sessions (
    id bigint PRIMARY KEY, ended_at timestamptz NOT NULL, legal_hold boolean NOT NULL DEFAULT false);
  CREATE INDEX ON app.sessions (ended_at);
  -- governed child, RESTRICT
  CREATE TABLE app.session_tokens (
    id bigint PRIMARY KEY, session_id bigint NOT NULL REFERENCES app.sessions(id) ON DELETE RESTRICT,
    expires_at timestamptz NOT NULL);
  CREATE INDEX ON app.session_tokens (session_id);
  -- ungoverned child, NO ACTION
  CREATE TABLE app.events (id bigint PRIMARY KEY, session_id bigint REFERENCES app.sessions(id));
  CREATE INDEX ON app.events (session_id);
  -- cascades
  CREATE TABLE app.session_audit (
    id bigint PRIMARY KEY, session_id bigint NOT NULL REFERENCES app.sessions(id) ON DELETE CASCADE);
  CREATE INDEX ON app.session_audit (session_id);
  CREATE TABLE app.devices (
    id bigint PRIMARY KEY, last_session_id bigint REFERENCES app.sessions(id) ON DELETE SET NULL);
  CREATE INDEX ON app.devices (last_session_id);
  -- a composite primary key and no index on the clock: the cursor strategy, keyed by both columns
  CREATE TABLE app.role_grants (
    user_id bigint, role text, revoked_at timestamptz, PRIMARY KEY (user_id, role));
  -- no unique key at all, an indexed clock: the keyset strategy needs none
  CREATE TABLE app.page_views (user_id bigint, path text, viewed_at timestamptz NOT NULL);
  CREATE INDEX ON app.page_views (viewed_at);`;

const sessionsPolicy = {
  name: "sessions",
  table: "app.sessions",
  clock: "ended_at",
  retention: "30d",
  hold: "legal_hold",
  cascades: ["app.session_audit", "app.devices"],
  owner: "test",
};
const tokensPolicy = {
  name: "session_tokens",
  table: "app.session_tokens",
  clock: "expires_at",
  retention: "7d",
  owner: "test",
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(schema);
});
afterAll(async () => {
  await db.drop();
});
beforeEach(async () => {
  const { rows } = await db.pool.query<{ name: string }>(
    "SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'app'",
  );
  await db.pool.query(`TRUNCATE ${rows.map((row) => row.name).join(", ")} CASCADE`);
});

const policies = (...list: Record<string, unknown>[]) =>
  parseRetentionTable({ policies: list }).policies;

async function ids(table: string): Promise<number[]> {
  const { rows } = await db.pool.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id`);
  return rows.map((row) => Number(row.id));
}

/**
 * Sessions 1-8 (ended 40 days ago unless said), each a case:
 * 1 nothing references it; 2 an expired token (which goes first); 3 a young token; 4 an event;
 * 5 two audit rows (cascade) and a device (set null); 6 ended yesterday; 7 on legal hold;
 * 8 a young token and an event.
 */
async function loadSessions() {
  await db.pool.query(`
    INSERT INTO app.sessions (id, ended_at, legal_hold)
      SELECT g, now() - interval '40 days', g = 7 FROM generate_series(1, 8) g;
    UPDATE app.sessions SET ended_at = now() - interval '1 day' WHERE id = 6;
    INSERT INTO app.session_tokens VALUES
      (2, 2, now() - interval '10 days'), (3, 3, now() - interval '1 day'), (8, 8, now() - interval '1 day');
    INSERT INTO app.events VALUES (4, 4), (8, 8), (9, NULL);
    INSERT INTO app.session_audit VALUES (51, 5), (52, 5), (61, 6);
    INSERT INTO app.devices VALUES (5, 5), (6, 6);`);
}

describe("a governed parent referenced by governed, ungoverned, cascading and set-null children", () => {
  it.each([
    ["clock", "keyset"],
    ["physical", "blocks"],
  ] as const)(
    "children first, whatever the file's order: exact survivors, blockedBy and cascaded figures, no FK error (%s order)",
    async (order, strategy) => {
      await loadSessions();

      // Listed parent first: the run still takes the tokens first.
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policies(sessionsPolicy, tokensPolicy),
        order,
      });

      expect(report.policies.map((each) => each.name)).toEqual(["session_tokens", "sessions"]);
      expect(report.status).toBe("succeeded");
      expect(await ids("app.session_tokens")).toEqual([3, 8]);
      expect(await ids("app.sessions")).toEqual([3, 4, 6, 7, 8]);
      expect(policyReport(report, "sessions")).toMatchObject({
        strategy,
        outcome: "completed",
        error: null,
        deleted: 3,
        held: 1,
        blocked: 3,
        backlog: 0,
        examined: 3 + 1 + 3,
        blockedBy: { session_tokens_session_id_fkey: 2, events_session_id_fkey: 2 },
        cascaded: { "app.session_audit": 2, "app.devices": 1 },
      });
      expect(await ids("app.session_audit")).toEqual([61]);
      const { rows: devices } = await db.pool.query(
        "SELECT id::int, last_session_id::int FROM app.devices ORDER BY id",
      );
      expect(devices).toEqual([
        { id: 5, last_session_id: null },
        { id: 6, last_session_id: 6 },
      ]);
      expect(await ids("app.events")).toEqual([4, 8, 9]);
    },
  );

  it("the dry run predicts it: a parent whose only child the run deletes first counts as going", async () => {
    await loadSessions();

    const dry = await runRetention({
      pool: db.enginePool(),
      policies: policies(sessionsPolicy, tokensPolicy),
      dryRun: true,
    });

    expect(await ids("app.sessions")).toHaveLength(8);
    expect(policyReport(dry, "sessions")).toMatchObject({
      deleted: 0,
      backlog: 3,
      blocked: 3,
      blockedBy: { session_tokens_session_id_fkey: 2, events_session_id_fkey: 2 },
    });
    const real = await runRetention({
      pool: db.enginePool(),
      policies: policies(sessionsPolicy, tokensPolicy),
    });
    expect(real.policies.map((each) => each.deleted)).toEqual(
      dry.policies.map((each) => each.backlog),
    );
  });

  it("the parent alone (its child policy not in this run): a row with any token stays", async () => {
    await loadSessions();

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies(sessionsPolicy),
    });

    expect(await ids("app.sessions")).toEqual([2, 3, 4, 6, 7, 8]);
    expect(policyReport(report, "sessions")).toMatchObject({
      deleted: 2,
      blockedBy: { session_tokens_session_id_fkey: 3, events_session_id_fkey: 2 },
    });
  });

  it("the cursor strategy (no clock index) keeps the same rules", async () => {
    await loadSessions();
    await db.pool.query("DROP INDEX app.sessions_ended_at_idx");
    try {
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policies(sessionsPolicy, tokensPolicy),
        batchSize: 2,
      });

      expect(policyReport(report, "sessions")).toMatchObject({
        strategy: "cursor",
        deleted: 3,
        blocked: 3,
        error: null,
        cascaded: { "app.session_audit": 2, "app.devices": 1 },
      });
      expect(await ids("app.sessions")).toEqual([3, 4, 6, 7, 8]);
    } finally {
      await db.pool.query("CREATE INDEX ON app.sessions (ended_at)");
    }
  });
});

describe("keys from the catalog", () => {
  it("a composite primary key: the cursor strategy lists and deletes rows by both columns", async () => {
    await db.pool.query(`
      INSERT INTO app.role_grants VALUES
        (1, 'admin', now() - interval '100 days'), (1, 'reader', now() - interval '1 day'),
        (2, 'admin', now() - interval '100 days'), (2, 'reader', NULL), (3, 'admin', now() - interval '100 days')`);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies({
        name: "grants",
        table: "app.role_grants",
        clock: "revoked_at",
        retention: "90d",
        owner: "test",
      }),
      batchSize: 2,
    });

    expect(report.policies[0]).toMatchObject({ strategy: "cursor", deleted: 3, backlog: 0 });
    const { rows } = await db.pool.query(
      "SELECT user_id::int, role FROM app.role_grants ORDER BY 1, 2",
    );
    expect(rows).toEqual([
      { user_id: 1, role: "reader" },
      { user_id: 2, role: "reader" },
    ]);
  });

  it("a table without any unique key runs the keyset strategy, which needs none", async () => {
    await db.pool.query(`
      INSERT INTO app.page_views
      SELECT g % 3, '/p', now() - g * interval '1 day' + interval '12 hours' FROM generate_series(1, 60) g`);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies({
        name: "views",
        table: "app.page_views",
        clock: "viewed_at",
        retention: "30d",
        owner: "test",
      }),
      batchSize: 7,
    });

    expect(report.policies[0]).toMatchObject({ strategy: "keyset", deleted: 30, backlog: 0 });
  });

  it.each([
    [
      "a key that is not unique",
      { table: "app.role_grants", clock: "revoked_at", key: "user_id" },
      "policies[0].key",
      /\(user_id\) is not unique in app\.role_grants: no unique index covers it; unique keys: \(user_id, role\)/,
    ],
    [
      "a key column that may be NULL",
      { table: "app.role_grants", clock: "revoked_at", key: ["user_id", "role", "revoked_at"] },
      "policies[0].key",
      /column "revoked_at" of app\.role_grants may be NULL/,
    ],
    [
      "a key column that does not exist",
      { table: "app.role_grants", clock: "revoked_at", key: ["user_id", "nope"] },
      "policies[0].key",
      /column "nope" does not exist in app\.role_grants/,
    ],
  ])("refuses %s, naming the field", async (_what, override, field, message) => {
    const run = runRetention({
      pool: db.enginePool(),
      policies: policies({ name: "p", retention: "30d", owner: "test", ...override }),
    });

    await expect(run).rejects.toBeInstanceOf(ConfigError);
    await expect(run).rejects.toMatchObject({ field, message: expect.stringMatching(message) });
  });
});

describe("cascades written down", () => {
  it("an unlisted cascade is refused before anything is deleted, naming the constraint and the fix", async () => {
    await loadSessions();
    const { cascades: _cascades, ...unlisted } = sessionsPolicy;

    const run = runRetention({ pool: db.enginePool(), policies: policies(unlisted) });

    await expect(run).rejects.toMatchObject({
      field: "policies[0].cascades",
      message: expect.stringMatching(
        /deleting from app\.sessions also changes rows of app\.devices \(constraint devices_last_session_id_fkey on app\.devices, ON DELETE SET NULL\), which the retention table does not say; add "app\.devices" to cascades/,
      ),
    });
    expect(await ids("app.sessions")).toHaveLength(8);
  });

  it("a refusal names every problem at once: both unlisted cascades, and another policy's bad clock", async () => {
    const { cascades: _cascades, ...unlisted } = sessionsPolicy;

    const run = runRetention({
      pool: db.enginePool(),
      policies: policies(unlisted, { ...tokensPolicy, clock: "created_at" }),
    });

    const error = (await run.catch((caught: unknown) => caught)) as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.problems.map((problem) => problem.field)).toEqual([
      "policies[0].cascades",
      "policies[0].cascades",
      "policies[1].clock",
    ]);
    expect(error.message.split("\n")).toEqual([
      expect.stringMatching(/^policies\[0\]\.cascades: .* rows of app\.devices /),
      expect.stringMatching(/^policies\[0\]\.cascades: .* rows of app\.session_audit /),
      expect.stringMatching(/^policies\[1\]\.clock: column "created_at" does not exist/),
    ]);
  });

  it("a stale entry that no cascade reaches is refused", async () => {
    const run = runRetention({
      pool: db.enginePool(),
      policies: policies({
        ...sessionsPolicy,
        cascades: [...sessionsPolicy.cascades, "app.events"],
      }),
    });

    await expect(run).rejects.toMatchObject({
      field: "policies[0].cascades[2]",
      message: expect.stringMatching(
        /no ON DELETE CASCADE \/ SET NULL \/ SET DEFAULT path from app\.sessions reaches app\.events; remove it/,
      ),
    });
  });
});

describe("more shapes of the graph", () => {
  beforeAll(async () => {
    await db.pool.query(`
      -- a cascade whose rows a third table keeps: the parent must stay
      CREATE TABLE app.orders (id bigint PRIMARY KEY, closed_at timestamptz NOT NULL);
      CREATE TABLE app.order_lines (
        id bigint PRIMARY KEY, order_id bigint NOT NULL REFERENCES app.orders(id) ON DELETE CASCADE);
      CREATE INDEX ON app.order_lines (order_id);
      CREATE TABLE app.line_refunds (
        id bigint PRIMARY KEY, line_id bigint NOT NULL REFERENCES app.order_lines(id));
      CREATE INDEX ON app.line_refunds (line_id);
      -- a composite foreign key into a composite primary key
      CREATE TABLE app.grant_uses (
        id bigint PRIMARY KEY, user_id bigint, role text,
        FOREIGN KEY (user_id, role) REFERENCES app.role_grants (user_id, role) ON DELETE RESTRICT);
      CREATE INDEX ON app.grant_uses (user_id, role);
      -- two governed tables that reference each other
      CREATE TABLE app.a (id bigint PRIMARY KEY, at timestamptz NOT NULL, b_id bigint);
      CREATE TABLE app.b (id bigint PRIMARY KEY, at timestamptz NOT NULL, a_id bigint REFERENCES app.a(id));
      ALTER TABLE app.a ADD FOREIGN KEY (b_id) REFERENCES app.b(id);`);
  });

  it("a cascaded child that a third table references keeps its parent, counted under the cascade's constraint", async () => {
    await db.pool.query(`
      INSERT INTO app.orders VALUES (1, now() - interval '400 days'), (2, now() - interval '400 days');
      INSERT INTO app.order_lines VALUES (11, 1), (12, 1), (21, 2);
      INSERT INTO app.line_refunds VALUES (1, 21);`);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies({
        name: "orders",
        table: "app.orders",
        clock: "closed_at",
        retention: "365d",
        cascades: ["app.order_lines"],
        owner: "test",
      }),
    });

    expect(report.policies[0]).toMatchObject({
      deleted: 1,
      blocked: 1,
      blockedBy: { order_lines_order_id_fkey: 1 },
      cascaded: { "app.order_lines": 2 },
      error: null,
    });
    expect(await ids("app.orders")).toEqual([2]);
    expect(await ids("app.order_lines")).toEqual([21]);
  });

  it("a held row of a governed table is never cascaded away: it keeps its parent", async () => {
    await db.pool.query(`
      ALTER TABLE app.order_lines ADD COLUMN on_hold boolean NOT NULL DEFAULT false,
        ADD COLUMN shipped_at timestamptz NOT NULL DEFAULT now();
      INSERT INTO app.orders VALUES (1, now() - interval '400 days'), (2, now() - interval '400 days');
      INSERT INTO app.order_lines (id, order_id, on_hold) VALUES (11, 1, true), (21, 2, false);`);
    try {
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policies(
          {
            name: "orders",
            table: "app.orders",
            clock: "closed_at",
            retention: "365d",
            cascades: ["app.order_lines"],
            owner: "test",
          },
          {
            name: "lines",
            table: "app.order_lines",
            clock: "shipped_at",
            retention: "365d",
            hold: "on_hold",
            owner: "test",
          },
        ),
      });

      expect(policyReport(report, "orders")).toMatchObject({
        deleted: 1,
        blocked: 1,
        blockedBy: { order_lines_order_id_fkey: 1 },
        cascaded: { "app.order_lines": 1 },
      });
      expect(await ids("app.orders")).toEqual([1]);
      expect(await ids("app.order_lines")).toEqual([11]);
    } finally {
      await db.pool.query(
        "ALTER TABLE app.order_lines DROP COLUMN on_hold, DROP COLUMN shipped_at",
      );
    }
  });

  it("a composite foreign key keeps the rows it references, and only those", async () => {
    await db.pool.query(`
      INSERT INTO app.role_grants VALUES
        (1, 'admin', now() - interval '100 days'), (1, 'reader', now() - interval '100 days'),
        (2, 'admin', now() - interval '100 days');
      INSERT INTO app.grant_uses VALUES (1, 1, 'reader'), (3, NULL, 'admin');`);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies({
        name: "grants",
        table: "app.role_grants",
        clock: "revoked_at",
        retention: "90d",
        owner: "test",
      }),
    });

    expect(report.policies[0]).toMatchObject({
      deleted: 2,
      blocked: 1,
      blockedBy: { grant_uses_user_id_role_fkey: 1 },
    });
    const { rows } = await db.pool.query("SELECT user_id::int, role FROM app.role_grants");
    expect(rows).toEqual([{ user_id: 1, role: "reader" }]);
  });

  it("two governed tables that reference each other: refused, naming both and their constraints", async () => {
    const run = runRetention({
      pool: db.enginePool(),
      policies: policies(
        { name: "a", table: "app.a", clock: "at", retention: "30d", owner: "test" },
        { name: "b", table: "app.b", clock: "at", retention: "30d", owner: "test" },
      ),
    });

    await expect(run).rejects.toMatchObject({
      field: "policies",
      message: expect.stringMatching(
        /policies a, b reference each other \(b_a_id_fkey, a_b_id_fkey\): a cycle of foreign keys across tables/,
      ),
    });
  });
});

describe("the self-reference, read from the catalog", () => {
  it("without selfReference in the rule, a whole expired chain still goes in one run", async () => {
    const userId = (
      await db.pool.query<{ id: string }>(
        "INSERT INTO identity.users (id, phone_number) VALUES (gen_random_uuid(), '+15550001111') RETURNING id",
      )
    ).rows[0]!.id;
    await db.pool.query(
      `WITH RECURSIVE link(depth, id, parent) AS (
         SELECT 1, gen_random_uuid(), NULL::uuid UNION ALL SELECT depth + 1, gen_random_uuid(), id FROM link WHERE depth < 4)
       INSERT INTO identity.refresh_sessions (id, user_id, parent_session_id, status, token_hash, created_at, updated_at, expires_at)
       SELECT id, $1, parent, 'Rotated', 'h', now() - interval '300 days', now() - interval '200 days', now() FROM link ORDER BY depth`,
      [userId],
    );

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies({
        name: "sessions",
        table: "identity.refresh_sessions",
        clock: "updated_at",
        retention: "90d",
        status: { column: "status", values: ["Rotated", "Revoked", "Expired"] },
        owner: "test",
      }),
    });

    expect(report.policies[0]).toMatchObject({ strategy: "cursor", deleted: 4, blocked: 0 });
    await db.pool.query("TRUNCATE identity.refresh_sessions, identity.users CASCADE");
  });
});

describe("the maintenance role for a graph", () => {
  const role = `fk_role_${process.pid}`;
  afterAll(async () => {
    await db.pool.query(`DROP OWNED BY ${role}`).catch(() => undefined);
    await db.admin(`DROP ROLE IF EXISTS ${role}`);
  });

  it("provision-role grants SELECT on just the referencing columns, and that is enough to run", async () => {
    await loadSessions();
    const client = await db.pool.connect();
    try {
      const plan = await planMaintenanceRole(client, role, policies(sessionsPolicy, tokensPolicy));
      expect(plan.statements).toEqual([
        `CREATE ROLE "${role}" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`,
        `GRANT USAGE ON SCHEMA "app" TO "${role}"`,
        `GRANT SELECT, DELETE ON "app"."sessions", "app"."session_tokens" TO "${role}"`,
        `GRANT SELECT ("last_session_id") ON "app"."devices" TO "${role}"`,
        `GRANT SELECT ("session_id") ON "app"."events" TO "${role}"`,
        `GRANT SELECT ("session_id") ON "app"."session_audit" TO "${role}"`,
        `CREATE SCHEMA IF NOT EXISTS "retention_job" AUTHORIZATION "${role}"`,
        // The hold register exists (an earlier run made the ledger as another role): read it.
        `GRANT USAGE ON SCHEMA "retention_job" TO "${role}"`,
        `GRANT SELECT ON "retention_job"."holds" TO "${role}"`,
      ]);
      await applyMaintenanceRole(client, plan);
      await client.query(`ALTER ROLE ${role} PASSWORD 'x'`);
    } finally {
      client.release();
    }
    const pool = poolAsRole(db.url, role, "x");
    try {
      const report = await runRetention({ pool, policies: policies(sessionsPolicy, tokensPolicy) });

      expect(report.policies.map((each) => [each.name, each.error, each.deleted])).toEqual([
        ["session_tokens", null, 1],
        ["sessions", null, 3],
      ]);
    } finally {
      await pool.end();
    }
  });
});

describe("a referencing row inserted between a batch's selection and its delete", () => {
  const role = `fk_race_${process.pid}`;
  let roleUrl: string;
  beforeAll(async () => {
    // Without UPDATE privilege the DELETE takes its own row locks, so it waits for the insert.
    await db.pool.query(`
      CREATE ROLE ${role} LOGIN PASSWORD 'x';
      GRANT USAGE ON SCHEMA app TO ${role};
      GRANT SELECT, DELETE ON app.sessions TO ${role};
      GRANT SELECT (session_id) ON app.session_tokens, app.events, app.session_audit TO ${role};
      GRANT SELECT (last_session_id) ON app.devices TO ${role};
      ${grantRegisterSql(role)}`);
    roleUrl = urlAsRole(db.url, role, "x");
  });
  afterAll(async () => {
    await db.pool.query(`DROP OWNED BY ${role}`);
    await db.admin(`DROP ROLE IF EXISTS ${role}`);
  });

  it("the batch goes through without it: the referenced parent stays, blocked, with no error", async () => {
    await db.pool.query(`
      INSERT INTO app.sessions (id, ended_at) SELECT g, now() - interval '40 days' FROM generate_series(1, 5) g`);
    const writer = await db.pool.connect();
    const engine = (await import("../../functions/engine/index.js")).createPool({
      connectionString: roleUrl,
    });
    try {
      await writer.query("BEGIN");
      // Its foreign key check holds a KEY SHARE lock on session 3 until it commits.
      await writer.query("INSERT INTO app.events VALUES (1000, 3)");
      const run = runRetention({
        pool: engine,
        policies: policies(sessionsPolicy),
        lockTimeoutMs: 10_000,
      });
      await waitUntil(async () => {
        const { rows } = await db.pool.query(
          "SELECT 1 FROM pg_stat_activity WHERE usename = $1 AND wait_event_type = 'Lock'",
          [role],
        );
        return rows.length > 0;
      });
      await writer.query("COMMIT");

      const report = await run;

      expect(report.policies[0]).toMatchObject({
        locking: "delete-waits",
        outcome: "completed",
        error: null,
        deleted: 4,
        blocked: 1,
        blockedBy: { events_session_id_fkey: 1 },
      });
      expect(await ids("app.sessions")).toEqual([3]);
    } finally {
      await writer.query("ROLLBACK").catch(() => undefined);
      writer.release();
      await engine.end();
    }
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
