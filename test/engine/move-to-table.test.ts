// move-to-table: expired rows go into an archive table of the same database in the statement that
// deletes them, ids and values kept, with the rows their ON DELETE CASCADE takes into archive
// tables of their own (a Rails shop's orders and order_items, archived before they are purged);
// the archive checked against the catalog, the dry run, provision-role, and the archive then
// governed by an ordinary policy on archived_at. Oracles are plain SQL run before the run.
import type pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  applyMaintenanceRole,
  planMaintenanceRole,
  planPolicies,
  runRetention,
} from "../../functions/engine/index.js";
import { createTestDatabase, poolAsRole, type TestDatabase } from "../helpers/db.js";
import { policyReport } from "../helpers/identity.js";
import { shopSchemaSql } from "../schemas/shop.js";

let db: TestDatabase;

const movePolicy = {
  name: "old_orders",
  table: "shop.orders",
  mechanism: "move-to-table",
  clock: "created_at",
  retention: "90d",
  cascades: ["shop.order_items"],
  // Half of a small table expires: the breaker's share would stop it.
  maxShareOfTable: 1,
  into: {
    table: "archive.orders",
    archivedAt: "archived_at",
    children: { "shop.order_items": "archive.order_items" },
  },
  owner: "shop",
};

const policies = (...list: Record<string, unknown>[]) =>
  parseRetentionTable({ policies: list }).policies;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(shopSchemaSql);
});
afterAll(async () => {
  await db.drop();
});
beforeEach(async () => {
  await db.pool.query(
    "TRUNCATE shop.orders, shop.order_items, archive.orders, archive.order_items CASCADE",
  );
  // Orders 1-10: the even ones a month old, the odd ones 100-180 days old (5 expired); three items
  // for an odd order, two for an even one.
  await db.pool.query(`
    INSERT INTO shop.orders (id, customer_email, total, state, created_at)
      SELECT g, 'buyer' || g || '@example.com', g * 10.25, CASE WHEN g % 3 = 0 THEN 'refunded' ELSE 'paid' END,
             now() - CASE WHEN g % 2 = 1 THEN (90 + g * 10) * interval '1 day' ELSE interval '30 days' END
      FROM generate_series(1, 10) g;
    INSERT INTO shop.order_items (id, order_id, sku, quantity, note)
      SELECT o * 10 + i, o, 'SKU-' || o || '-' || i, i, CASE WHEN i = 2 THEN 'gift' END
      FROM generate_series(1, 10) o, generate_series(1, 2 + o % 2) i;`);
});

const ORDER_COLUMNS = "id, customer_email, total, state, created_at";
const ITEM_COLUMNS = "id, order_id, sku, quantity::bigint AS quantity, note";

async function rows(sql: string): Promise<unknown[]> {
  return (await db.pool.query(sql)).rows;
}

/** The oracle: the rows a 90-day move takes, as plain SQL says before the run. */
async function expiredNow() {
  const expired = "SELECT id FROM shop.orders WHERE created_at < now() - interval '90 days'";
  return {
    orders: await rows(
      `SELECT ${ORDER_COLUMNS} FROM shop.orders WHERE id IN (${expired}) ORDER BY id`,
    ),
    items: await rows(
      `SELECT ${ITEM_COLUMNS} FROM shop.order_items WHERE order_id IN (${expired}) ORDER BY id`,
    ),
  };
}

async function everything() {
  return {
    orders: await rows(`SELECT ${ORDER_COLUMNS} FROM shop.orders ORDER BY id`),
    items: await rows(`SELECT ${ITEM_COLUMNS} FROM shop.order_items ORDER BY id`),
    archived: await rows("SELECT * FROM archive.orders ORDER BY id"),
    archivedItems: await rows("SELECT * FROM archive.order_items ORDER BY id"),
  };
}

/**
 * A pool as `role`, the role made by provision-role for the move (password x); `after`: SQL run
 * once it is (a REVOKE).
 */
async function poolAs(role: string, after = ""): Promise<pg.Pool> {
  const client = await db.pool.connect();
  try {
    await applyMaintenanceRole(
      client,
      await planMaintenanceRole(client, role, policies(movePolicy)),
    );
    await client.query(`ALTER ROLE ${role} PASSWORD 'x'; ${after}`);
  } finally {
    client.release();
  }
  return poolAsRole(db.url, role, "x");
}

describe("move-to-table", () => {
  it.each([
    ["clock", "keyset"],
    ["physical", "blocks"],
  ] as const)(
    "moves the expired orders and their items into the archive, ids and values kept (%s order)",
    async (order, strategy) => {
      const expected = await expiredNow();
      expect(expected.orders).toHaveLength(5);

      const report = await runRetention({
        pool: db.enginePool(),
        policies: policies(movePolicy),
        order,
      });

      const moved = policyReport(report, "old_orders");
      expect([moved.error, moved.mechanism, moved.deleted]).toEqual([null, "move-to-table", 5]);
      expect(moved.strategy).toBe(strategy);
      expect(moved.cascaded).toEqual({ "shop.order_items": expected.items.length });
      expect(await rows(`SELECT ${ORDER_COLUMNS} FROM archive.orders ORDER BY id`)).toEqual(
        expected.orders,
      );
      expect(await rows(`SELECT ${ITEM_COLUMNS} FROM archive.order_items ORDER BY id`)).toEqual(
        expected.items,
      );
      expect(
        await rows(
          "SELECT count(*)::int AS n FROM shop.orders WHERE created_at < now() - interval '90 days'",
        ),
      ).toEqual([{ n: 0 }]);
      expect(
        await rows(
          "SELECT count(*)::int AS n FROM shop.order_items WHERE order_id IN (SELECT id FROM archive.orders)",
        ),
      ).toEqual([{ n: 0 }]);
      expect(await rows("SELECT count(*)::int AS n FROM shop.orders")).toEqual([{ n: 5 }]);
      // Stamped with the moving transaction's time, the same in both archives.
      expect(
        await rows(`SELECT count(DISTINCT archived_at)::int AS n, bool_and(archived_at > now() - interval '1 minute') AS recent
          FROM (SELECT archived_at FROM archive.orders UNION ALL SELECT archived_at FROM archive.order_items) AS a`),
      ).toEqual([{ n: 1, recent: true }]);
    },
  );

  it("the breaker stops a move over its limit before anything moves", async () => {
    const before = await everything();

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies({ ...movePolicy, maxDeletesPerRun: 3 }),
    });

    const moved = policyReport(report, "old_orders");
    expect([moved.outcome, moved.deleted, moved.breaker?.wouldDelete]).toEqual(["tripped", 0, 5]);
    expect(await everything()).toEqual(before);
  });

  it("the evidence record says what moved, where to, under which rule", async () => {
    const report = await runRetention({ pool: db.enginePool(), policies: policies(movePolicy) });

    const { rows: records } = await db.pool.query<{ body: Record<string, unknown> }>(
      `SELECT body::jsonb AS body FROM retention_job.evidence
       WHERE body::jsonb->>'runId' = $1 AND body::jsonb->>'policy' = 'old_orders'`,
      [report.runId],
    );
    expect(records).toHaveLength(1);
    expect(records[0]?.body).toMatchObject({
      outcome: "completed",
      deleted: 5,
      rule: {
        mechanism: "move-to-table",
        into: { table: { schema: "archive", name: "orders" }, archivedAt: "archived_at" },
      },
    });
  });

  it("a second run moves nothing", async () => {
    await runRetention({ pool: db.enginePool(), policies: policies(movePolicy) });
    const after = await everything();

    const report = await runRetention({ pool: db.enginePool(), policies: policies(movePolicy) });

    expect(policyReport(report, "old_orders").deleted).toBe(0);
    expect(await everything()).toEqual(after);
  });

  it("a dry run changes nothing and predicts what the run moves", async () => {
    const before = await everything();
    const expected = await expiredNow();

    const dry = await runRetention({
      pool: db.enginePool(),
      policies: policies(movePolicy),
      dryRun: true,
    });

    const report = policyReport(dry, "old_orders");
    expect([report.error, report.deleted, report.backlog]).toEqual([null, 0, 5]);
    expect(report.dryRun).toMatchObject({ method: "rehearsal", exact: true });
    expect(report.cascaded).toEqual({ "shop.order_items": expected.items.length });
    expect(await everything()).toEqual(before);
  });

  it.each([
    [
      "an archive without a column of the rows",
      { table: "archive.orders_no_state", archivedAt: "archived_at" },
      "policies[0].into.table",
      /archive table archive\.orders_no_state has no column "state"/,
    ],
    [
      "an archive column of a type that does not take the rows' values",
      { table: "archive.orders_narrow", archivedAt: "archived_at" },
      "policies[0].into.table",
      /column "total" is integer, which does not take shop\.orders\.total's numeric\(10,2\)/,
    ],
    [
      "an archive column PostgreSQL computes, where the rows have a value",
      { table: "archive.orders_computed", archivedAt: "archived_at" },
      "policies[0].into.table",
      /column "total" is generated: it would not keep shop\.orders\.total's values/,
    ],
    [
      "an archive that does not exist",
      { table: "archive.nowhere" },
      "policies[0].into.table",
      /archive table archive\.nowhere does not exist/,
    ],
    [
      "an archivedAt column the archive lacks",
      { table: "archive.orders", archivedAt: "moved_at" },
      "policies[0].into.table",
      /has no column "moved_at" \(archivedAt\)/,
    ],
    [
      "a NOT NULL archive column the rows cannot fill (archivedAt left out)",
      { table: "archive.orders", children: { "shop.order_items": "archive.order_items" } },
      "policies[0].into.table",
      /column "archived_at" is NOT NULL with no default/,
    ],
    [
      "a cascaded table with no archive of its own",
      { table: "archive.orders", archivedAt: "archived_at" },
      "policies[0].into.children",
      /shop\.order_items is reached by order_items_order_id_fkey \(ON DELETE CASCADE\): its rows would leave unarchived/,
    ],
    [
      "a child table that references none of the moved rows",
      {
        table: "archive.orders",
        archivedAt: "archived_at",
        children: { "shop.order_items": "archive.order_items", "shop.refunds": "archive.orders" },
      },
      "policies[0].into.children.shop.refunds",
      /no foreign key from shop\.refunds reaches shop\.orders's rows/,
    ],
  ])("%s is a ConfigError naming the field, and nothing moves", async (_, into, field, message) => {
    const before = await everything();

    const run = runRetention({
      pool: db.enginePool(),
      policies: policies({ ...movePolicy, into }),
    });

    await expect(run).rejects.toBeInstanceOf(ConfigError);
    await expect(run).rejects.toMatchObject({ field, message: expect.stringMatching(message) });
    expect(await everything()).toEqual(before);
  });

  it("the retention table refuses a move without into, and into on another mechanism", () => {
    const { into: _into, ...withoutInto } = movePolicy;
    expect(() => policies(withoutInto)).toThrow(/policies\[0\]\.into: must name the archive table/);
    expect(() => policies({ ...movePolicy, mechanism: "delete" })).toThrow(
      /policies\[0\]\.into: applies only to mechanism move-to-table/,
    );
    expect(() =>
      policies({
        ...movePolicy,
        into: { table: "archive.orders", children: { "order items": "a.b" } },
      }),
    ).toThrow(/policies\[0\]\.into\.children\.order items: must be a schema-qualified table name/);
    expect(() => policies({ ...movePolicy, alsoDelete: ["customer_email"] })).toThrow(
      /policies\[0\]\.alsoDelete: does not apply to mechanism move-to-table/,
    );
  });

  it("the archive is governed by an ordinary delete policy on archived_at, cascading to its items", async () => {
    await runRetention({ pool: db.enginePool(), policies: policies(movePolicy) });
    // Orders 1 and 3 were archived two years ago.
    await db.pool.query(`
      UPDATE archive.orders SET archived_at = now() - interval '2 years' WHERE id IN (1, 3);
      UPDATE archive.order_items SET archived_at = now() - interval '2 years' WHERE order_id IN (1, 3);`);
    const kept = await rows("SELECT id FROM archive.orders WHERE id NOT IN (1, 3) ORDER BY id");
    const keptItems = await rows(
      "SELECT id FROM archive.order_items WHERE order_id NOT IN (1, 3) ORDER BY id",
    );

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies(movePolicy, {
        name: "archived_orders",
        table: "archive.orders",
        clock: "archived_at",
        retention: "365d",
        cascades: ["archive.order_items"],
        owner: "shop",
      }),
    });

    const purged = policyReport(report, "archived_orders");
    expect([purged.error, purged.deleted, purged.cascaded]).toEqual([
      null,
      2,
      { "archive.order_items": 6 },
    ]);
    expect(await rows("SELECT id FROM archive.orders ORDER BY id")).toEqual(kept);
    expect(await rows("SELECT id FROM archive.order_items ORDER BY id")).toEqual(keptItems);
  });
});

describe("a trigger on an archive table", () => {
  beforeAll(async () => {
    await db.pool.query(`
      CREATE FUNCTION archive.refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'archive % is read-only', TG_TABLE_NAME; END $$;
      CREATE TRIGGER read_only BEFORE INSERT ON archive.order_items FOR EACH ROW EXECUTE FUNCTION archive.refuse();`);
  });
  afterAll(async () => {
    await db.pool.query("DROP TRIGGER read_only ON archive.order_items");
  });

  it("plan lists it, the dry run says the move would fail with its message, and nothing moves", async () => {
    const before = await everything();
    const client = await db.pool.connect();
    const [planned] = await planPolicies(client, policies(movePolicy)).finally(() =>
      client.release(),
    );
    expect(planned?.warnings).toContainEqual(
      expect.stringMatching(
        /^trigger read_only on archive\.order_items \(inserted, INSERT\) may refuse the statement \(RAISE\)/,
      ),
    );

    expect(planned?.notes).toContainEqual(
      expect.stringMatching(
        /^moves: .* into archive\.orders, archive\.order_items, ids and values kept/,
      ),
    );
    const dry = await runRetention({
      pool: db.enginePool(),
      policies: policies(movePolicy),
      dryRun: true,
    });

    expect(dry.policies[0]).toMatchObject({ outcome: "failed", deleted: 0 });
    expect(dry.policies[0]?.error).toMatch(/^would fail: .*archive order_items is read-only/);
    expect(await everything()).toEqual(before);
  });
});

// Django's foreign keys are NO ACTION, DEFERRABLE INITIALLY DEFERRED: the ORM deletes the lines
// before their order. A move that names the lines' table takes them along; one that does not
// leaves an order with lines where it is, blocked, as a delete would.
describe("a referencing table the policy names (a Django key, NO ACTION)", () => {
  const djangoPolicy = {
    name: "old_django_orders",
    table: "dj.shop_order",
    mechanism: "move-to-table",
    clock: "created_at",
    retention: "90d",
    maxShareOfTable: 1,
    into: {
      table: "dj.shop_order_archive",
      archivedAt: "archived_at",
      children: { "dj.shop_orderline": "dj.shop_orderline_archive" },
    },
    owner: "shop",
  };
  beforeAll(async () => {
    await db.pool.query(`
      CREATE SCHEMA dj;
      CREATE TABLE dj.shop_order (
        id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE INDEX ON dj.shop_order (created_at);
      CREATE TABLE dj.shop_orderline (
        id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, order_id bigint NOT NULL, sku varchar(40) NOT NULL);
      ALTER TABLE dj.shop_orderline ADD CONSTRAINT shop_orderline_order_id_fk_shop_order_id
        FOREIGN KEY (order_id) REFERENCES dj.shop_order (id) DEFERRABLE INITIALLY DEFERRED;
      CREATE INDEX ON dj.shop_orderline (order_id);
      CREATE TABLE dj.shop_order_archive (LIKE dj.shop_order, archived_at timestamptz NOT NULL);
      CREATE TABLE dj.shop_orderline_archive (LIKE dj.shop_orderline, archived_at timestamptz);`);
  });
  beforeEach(async () => {
    // Orders 1-6, the odd ones 100 days old (expired); two lines for each order but 5.
    await db.pool.query(`
      TRUNCATE dj.shop_order, dj.shop_orderline, dj.shop_order_archive, dj.shop_orderline_archive;
      INSERT INTO dj.shop_order (id, created_at)
        SELECT g, now() - CASE WHEN g % 2 = 1 THEN interval '100 days' ELSE interval '1 day' END
        FROM generate_series(1, 6) g;
      INSERT INTO dj.shop_orderline (id, order_id, sku)
        SELECT o * 10 + i, o, 'SKU-' || o || '-' || i FROM generate_series(1, 6) o, generate_series(1, 2) i
        WHERE o <> 5;`);
  });

  it("named: the expired orders and their lines are moved together", async () => {
    const lines = await rows(
      "SELECT id, order_id, sku FROM dj.shop_orderline WHERE order_id IN (1, 3) ORDER BY id",
    );

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies(djangoPolicy),
    });

    const moved = policyReport(report, "old_django_orders");
    expect([moved.error, moved.deleted, moved.blocked]).toEqual([null, 3, 0]);
    expect(moved.cascaded).toEqual({ "dj.shop_orderline": 4 });
    expect(await rows("SELECT id FROM dj.shop_order_archive ORDER BY id")).toEqual(
      await rows("SELECT id FROM (VALUES (1::bigint), (3), (5)) AS v(id)"),
    );
    expect(
      await rows("SELECT id, order_id, sku FROM dj.shop_orderline_archive ORDER BY id"),
    ).toEqual(lines);
    expect(await rows("SELECT DISTINCT order_id FROM dj.shop_orderline ORDER BY 1")).toEqual(
      await rows("SELECT v::bigint AS order_id FROM unnest(ARRAY[2, 4, 6]) AS v"),
    );
  });

  it("not named: an order with lines stays, blocked by their key, and the rest moves", async () => {
    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies({ ...djangoPolicy, into: { ...djangoPolicy.into, children: {} } }),
    });

    const moved = policyReport(report, "old_django_orders");
    expect([moved.error, moved.deleted, moved.blocked]).toEqual([null, 1, 2]);
    expect(moved.blockedBy).toEqual({ shop_orderline_order_id_fk_shop_order_id: 2 });
    expect(await rows("SELECT id FROM dj.shop_order_archive")).toEqual(
      await rows("SELECT 5::bigint AS id"),
    );
    expect(await rows("SELECT count(*)::int AS n FROM dj.shop_orderline_archive")).toEqual([
      { n: 0 },
    ]);
  });
});

describe("the maintenance role for a move", () => {
  const role = `move_role_${process.pid}`;
  afterAll(async () => {
    await db.pool.query(`DROP OWNED BY ${role}`).catch(() => undefined);
    await db.admin(`DROP ROLE IF EXISTS ${role}`);
  });

  it("provision-role grants INSERT on the archive tables and DELETE on the moved children, and that is enough to run", async () => {
    const expected = await expiredNow();
    const client = await db.pool.connect();
    try {
      const plan = await planMaintenanceRole(client, role, policies(movePolicy));
      expect(plan.statements).toEqual([
        `CREATE ROLE "${role}" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`,
        `GRANT USAGE ON SCHEMA "shop" TO "${role}"`,
        `GRANT USAGE ON SCHEMA "archive" TO "${role}"`,
        `GRANT SELECT, DELETE ON "shop"."orders", "shop"."order_items" TO "${role}"`,
        `GRANT SELECT, INSERT ON "archive"."orders", "archive"."order_items" TO "${role}"`,
        `CREATE SCHEMA IF NOT EXISTS "retention_job" AUTHORIZATION "${role}"`,
        // The hold register exists (an earlier run made the ledger as another role): read it.
        `GRANT USAGE ON SCHEMA "retention_job" TO "${role}"`,
        `GRANT SELECT ON "retention_job"."holds" TO "${role}"`,
      ]);
    } finally {
      client.release();
    }
    const pool = await poolAs(role);
    try {
      const report = await runRetention({ pool, policies: policies(movePolicy) });

      expect([report.policies[0]?.error, report.policies[0]?.deleted]).toEqual([null, 5]);
    } finally {
      await pool.end();
    }
    expect(await rows(`SELECT ${ORDER_COLUMNS} FROM archive.orders ORDER BY id`)).toEqual(
      expected.orders,
    );
    expect(await rows(`SELECT ${ITEM_COLUMNS} FROM archive.order_items ORDER BY id`)).toEqual(
      expected.items,
    );
  });
});

describe("move-to-table under a race", () => {
  const role = `move_race_${process.pid}`;
  afterAll(async () => {
    await db.pool.query(`DROP OWNED BY ${role}`).catch(() => undefined);
    await db.admin(`DROP ROLE IF EXISTS ${role}`);
  });

  it("a child committed while its batch waits for its parent is moved too, never cascaded away unarchived", async () => {
    // The least-privilege role (no UPDATE: it takes no row locks of its own, so its DELETE waits
    // for a row another session holds instead of skipping it).
    const engine = await poolAs(role);
    // Order 1 (expired) is held by another session while the run's batch waits for it; meanwhile a
    // new item of order 1 is committed (it needs only a key-share lock on its order).
    const holder = await db.pool.connect();
    await holder.query("BEGIN");
    await holder.query("SELECT id FROM shop.orders WHERE id = 1 FOR NO KEY UPDATE");
    const running = runRetention({
      pool: engine,
      policies: policies({ ...movePolicy, batchSize: 100 }),
      order: "clock",
      lockTimeoutMs: 30_000,
    });
    for (let wait = 0; wait < 200; wait++) {
      const { rows: waiting } = await db.pool.query(
        "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND usename = $1",
        [role],
      );
      if (waiting.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await db.pool.query(
      "INSERT INTO shop.order_items (id, order_id, sku, quantity) VALUES (999, 1, 'LATE', 1)",
    );
    await holder.query("COMMIT");
    holder.release();
    const report = await running;
    await engine.end();
    expect(policyReport(report, "old_orders")).toMatchObject({ deleted: 5, error: null });
    // Every item of order 1 is in the archive, the late one with them: none went unarchived.
    expect(
      await rows("SELECT id::int FROM archive.order_items WHERE order_id = 1 ORDER BY id"),
    ).toEqual([{ id: 11 }, { id: 12 }, { id: 13 }, { id: 999 }]);
    expect(await rows("SELECT id FROM shop.order_items WHERE order_id = 1")).toEqual([]);
  });
});

describe("the preflight of a move's other tables", () => {
  const role = `move_grants_${process.pid}`;
  afterAll(async () => {
    for (const name of [role, `${role}2`]) {
      await db.pool.query(`DROP OWNED BY ${name}`).catch(() => undefined);
      await db.admin(`DROP ROLE IF EXISTS ${name}`);
    }
  });

  it.each([
    ["INSERT", "archive.orders", `REVOKE INSERT ON archive.orders FROM ${role}`, ""],
    ["DELETE", "shop.order_items", `REVOKE DELETE ON shop.order_items FROM ${role}`, "2"],
  ])(
    "a role without %s on %s fails the policy before anything moves, saying so",
    async (privilege, table, revoke, suffix) => {
      const name = `${role}${suffix}`;
      const pool = await poolAs(name, revoke.replace(role, name));
      const before = await everything();
      try {
        const report = await runRetention({ pool, policies: policies(movePolicy) });
        expect(policyReport(report, "old_orders")).toMatchObject({
          deleted: 0,
          error: expect.stringContaining(
            `lacks ${privilege} on ${table}, which the policy's statement`,
          ),
        });
      } finally {
        await pool.end();
      }
      expect(await everything()).toEqual(before);
    },
  );
});
