// Deletion events for derived stores, on a schema we did not design (composite keys, a comment
// tree, a keyless log): every deleted row's key reaches the outbox in the statement that deletes it
// (and only then), the drain hands the outbox to a publisher in bounded, stable events, and no key
// is lost across a killed statement, a failed publisher or a publisher that dies before it settles.
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  type DeletionEvent,
  drainOutbox,
  ensureLedger,
  eventsOf,
  type Publish,
  runRetention,
} from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase, urlAsRole } from "../helpers/db.js";

let db: TestDatabase;
let engine: pg.Pool;

beforeAll(async () => {
  db = await createTestDatabase();
  engine = db.enginePool();
  await db.pool.query(`
    CREATE SCHEMA shop;
    CREATE TABLE shop.carts (
      tenant_id int NOT NULL,
      cart_id uuid NOT NULL DEFAULT gen_random_uuid(),
      email text NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, cart_id));
    CREATE INDEX ON shop.carts (updated_at);
    CREATE TABLE shop.comments (
      id bigint PRIMARY KEY,
      parent_id bigint REFERENCES shop.comments (id),
      body text NOT NULL,
      created_at timestamptz NOT NULL);
    CREATE TABLE shop.visits (visitor text NOT NULL, at timestamptz NOT NULL);
    CREATE INDEX ON shop.visits (at);
    CREATE TABLE shop.clicks (id bigint, at timestamptz NOT NULL) PARTITION BY RANGE (at);`);
  await ensureLedger(engine);
}, 60_000);
afterAll(async () => db.drop());

beforeEach(async () => {
  await db.pool.query(
    "TRUNCATE shop.carts, shop.comments, shop.visits, retention_job.outbox, retention_job.policy_runs",
  );
});

const policy = (overrides: Record<string, unknown>) => ({
  owner: "test",
  retention: "30d",
  publish: true,
  ...overrides,
});
const cartsPolicy = (overrides: Record<string, unknown> = {}) =>
  policy({ name: "carts", table: "shop.carts", clock: "updated_at", batchSize: 100, ...overrides });
const policies = (...entries: Record<string, unknown>[]) =>
  parseRetentionTable({ policies: entries }).policies;

/** `expired` carts past the retention (tenant 1..7), `young` ones inside it; each has an e-mail. */
async function insertCarts(expired: number, young: number): Promise<void> {
  await db.pool.query(
    `INSERT INTO shop.carts (tenant_id, email, updated_at)
     SELECT 1 + n % 7, 'shopper' || n || '@example.test', now() - interval '40 days' + n * interval '1 second'
     FROM generate_series(1, $1) AS n
     UNION ALL
     SELECT 1 + n % 7, 'young' || n || '@example.test', now() - interval '1 day'
     FROM generate_series(1, $2) AS n`,
    [expired, young],
  );
}

/** Every (tenant_id, cart_id) the table had, as text, minus those it has now: the deleted keys. */
async function cartKeys(): Promise<Set<string>> {
  const { rows } = await db.pool.query<{ key: string }>(
    "SELECT json_build_array(tenant_id::text, cart_id::text)::text AS key FROM shop.carts",
  );
  return new Set(rows.map((row) => row.key.replace(/\s/g, "")));
}

/** The keys in the outbox, one string per key; repeated keys are kept (they would be a defect). */
async function outboxKeys(): Promise<string[]> {
  const { rows } = await db.pool.query<{ key: string }>(
    "SELECT jsonb_array_elements(keys)::text AS key FROM retention_job.outbox",
  );
  return rows.map((row) => row.key.replace(/\s/g, ""));
}

const keyText = (key: string[]) => JSON.stringify(key);

/** A publisher that accepts everything and remembers what it was sent. */
function collector(): { publish: Publish; sent: DeletionEvent[] } {
  const sent: DeletionEvent[] = [];
  return {
    sent,
    publish: async (events) => {
      sent.push(...events);
      return new Set(events.map((event) => event.eventId));
    },
  };
}

const soon = () => Date.now() + 30_000;

describe("the outbox, written by the statement that deletes", () => {
  it("holds exactly the deleted rows' keys (composite, as text), with the run and the policy, and nothing else of the rows", async () => {
    await insertCarts(450, 50);
    const before = await cartKeys();

    const report = await runRetention({ pool: engine, policies: policies(cartsPolicy()) });

    expect(report.policies[0]).toMatchObject({ strategy: "keyset", deleted: 450 });
    const after = await cartKeys();
    const deleted = [...before].filter((key) => !after.has(key));
    const recorded = await outboxKeys();
    expect(recorded).toHaveLength(450);
    expect(new Set(recorded)).toEqual(new Set(deleted));
    const { rows } = await db.pool.query(
      "SELECT DISTINCT run_id::text, policy, table_name, key_columns FROM retention_job.outbox",
    );
    expect(rows).toEqual([
      {
        run_id: report.runId,
        policy: "carts",
        table_name: "shop.carts",
        key_columns: ["tenant_id", "cart_id"],
      },
    ]);
    // One outbox row per batch, and no column value other than the key.
    const { rows: batches } = await db.pool.query<{ n: number; leak: number }>(
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE keys::text LIKE '%example.test%')::int AS leak FROM retention_job.outbox",
    );
    expect(batches[0]).toEqual({ n: 5, leak: 0 });
  });

  it("writes nothing for a policy that does not publish, a dry run or a policy in report mode", async () => {
    await insertCarts(120, 0);
    await runRetention({ pool: engine, policies: policies(cartsPolicy()), dryRun: true });
    await runRetention({ pool: engine, policies: policies(cartsPolicy({ mode: "report" })) });
    expect(await outboxKeys()).toEqual([]);
    const report = await runRetention({
      pool: engine,
      policies: policies(cartsPolicy({ publish: false })),
    });
    expect(report.policies[0]?.deleted).toBe(120);
    expect(await outboxKeys()).toEqual([]);
  });

  it("leaf-first trees: every row of a deleted tree is published, a tree kept by a young reply is not", async () => {
    // Tree 1 (1 <- 2 <- 3) all old; tree 10 (10 <- 11) has a young reply 12 under 11.
    await db.pool.query(`
      INSERT INTO shop.comments VALUES
        (1, NULL, 'a', now() - interval '60 days'), (2, 1, 'b', now() - interval '50 days'),
        (3, 2, 'c', now() - interval '45 days'), (10, NULL, 'd', now() - interval '60 days'),
        (11, 10, 'e', now() - interval '50 days'), (12, 11, 'f', now() - interval '1 day')`);
    const report = await runRetention({
      pool: engine,
      policies: policies(policy({ name: "comments", table: "shop.comments", clock: "created_at" })),
    });
    expect(report.policies[0]).toMatchObject({ deleted: 3, blocked: 2 });
    expect((await outboxKeys()).sort()).toEqual(['["1"]', '["2"]', '["3"]']);
  });

  it("a statement killed mid-way records no key, and the keys of a killed run and its retry add up to the rows deleted, once each", async () => {
    await insertCarts(600, 20);
    const before = await cartKeys();
    // The 3rd batch waits on a lock the test holds; the test then kills its connection.
    const { rows } = await db.pool.query<{ tenant_id: number; cart_id: string }>(
      "SELECT tenant_id, cart_id FROM shop.carts ORDER BY updated_at OFFSET 250 LIMIT 1",
    );
    const stuck = rows[0]!;
    await db.pool.query(`
      CREATE FUNCTION shop.wait_on_marker() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.cart_id = '${stuck.cart_id}' THEN PERFORM pg_advisory_xact_lock(4242); END IF;
        RETURN OLD;
      END $$;
      CREATE TRIGGER wait_on_marker BEFORE DELETE ON shop.carts
        FOR EACH ROW EXECUTE FUNCTION shop.wait_on_marker();`);
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query("SELECT pg_advisory_lock(4242)");
      const killed = db.enginePool();
      const run = runRetention({ pool: killed, policies: policies(cartsPolicy()) });
      let waiting = 0;
      for (let attempt = 0; attempt < 200 && waiting === 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const { rows: found } = await db.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'retention-job' AND wait_event_type = 'Lock' AND wait_event = 'advisory'",
          [db.name],
        );
        waiting = found[0]!.n;
      }
      expect(waiting).toBe(1);
      await db.pool.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'retention-job' AND wait_event = 'advisory'",
        [db.name],
      );
      const first = await run.catch((error: unknown) => error);
      await killed.end().catch(() => undefined);
      // The killed statement deleted nothing and recorded nothing; two batches went, with their keys.
      const afterKill = await cartKeys();
      const deletedSoFar = [...before].filter((key) => !afterKill.has(key));
      expect(deletedSoFar).toHaveLength(200);
      expect(new Set(await outboxKeys())).toEqual(new Set(deletedSoFar));
      expect(afterKill.has(keyText([String(stuck.tenant_id), stuck.cart_id]))).toBe(true);
      expect(first).toMatchObject({ policies: [{ deleted: 200, outcome: "failed" }] });
    } finally {
      await holder.end();
    }
    await db.pool.query("DROP TRIGGER wait_on_marker ON shop.carts");

    const retry = await runRetention({ pool: engine, policies: policies(cartsPolicy()) });
    expect(retry.policies[0]?.deleted).toBe(400);
    const after = await cartKeys();
    expect(after.size).toBe(20);
    const deleted = [...before].filter((key) => !after.has(key));
    const recorded = await outboxKeys();
    expect(recorded).toHaveLength(600);
    expect(new Set(recorded)).toEqual(new Set(deleted));

    const { publish, sent } = collector();
    const drained = await drainOutbox(engine, { publish, deadline: soon() });
    expect(drained).toMatchObject({ keys: 600, failed: 0, left: { rows: 0, keys: 0 } });
    const published = sent.flatMap((event) => event.keys.map(keyText));
    expect(published).toHaveLength(600);
    expect(new Set(published)).toEqual(new Set(deleted));
  }, 60_000);
});

describe("the drain", () => {
  async function outboxOf(carts: number, batchSize = 500): Promise<Set<string>> {
    await insertCarts(carts, 0);
    const before = await cartKeys();
    await runRetention({ pool: engine, policies: policies(cartsPolicy({ batchSize })) });
    return before;
  }

  it("splits a batch into events under the size bound, the same way on every attempt, in outbox order", async () => {
    await outboxOf(1200);
    const { publish, sent } = collector();
    const drained = await drainOutbox(engine, { publish, deadline: soon(), maxEventBytes: 4_000 });

    expect(drained).toMatchObject({ keys: 1200, failed: 0, left: { rows: 0 } });
    expect(sent.length).toBeGreaterThan(12);
    for (const event of sent) expect(Buffer.byteLength(JSON.stringify(event))).toBeLessThan(4_000);
    const ids = sent.map((event) => event.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    const order = ids.map((id) => id.split(":").map(Number) as [number, number]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    const row = {
      id: "7",
      run_id: "r",
      policy: "p",
      table_name: "t",
      key_columns: ["k"],
      keys: Array.from({ length: 300 }, (_, index) => [`key-${index}`]),
      parts_sent: [],
    };
    expect(eventsOf(row, 2_000)).toEqual(eventsOf(row, 2_000));
    expect(eventsOf(row, 2_000).flatMap((event) => event.keys)).toEqual(row.keys);
  });

  it("partial failures: accepted parts are settled and not sent again, the rest go on the next drain", async () => {
    const deleted = await outboxOf(600, 300);
    const accepted: DeletionEvent[] = [];
    const rejectOddParts: Publish = async (events) => {
      const even = events.filter((event) => Number(event.eventId.split(":")[1]) % 2 === 0);
      accepted.push(...even);
      return new Set(even.map((event) => event.eventId));
    };
    const first = await drainOutbox(engine, {
      publish: rejectOddParts,
      deadline: soon(),
      maxEventBytes: 4_000,
    });
    expect(first.failed).toBeGreaterThan(0);
    expect(first.left.rows).toBe(2);
    const { rows } = await db.pool.query<{ parts_sent: number[] }>(
      "SELECT parts_sent FROM retention_job.outbox ORDER BY id",
    );
    for (const row of rows) {
      expect(row.parts_sent.length).toBeGreaterThan(0);
      expect(row.parts_sent.every((part) => part % 2 === 0)).toBe(true);
    }

    const { publish, sent } = collector();
    const second = await drainOutbox(engine, { publish, deadline: soon(), maxEventBytes: 4_000 });
    expect(second).toMatchObject({ failed: 0, left: { rows: 0, keys: 0 } });
    // Only the parts rejected the first time went again.
    expect(sent.length).toBe(first.failed);
    expect(sent.every((event) => Number(event.eventId.split(":")[1]) % 2 === 1)).toBe(true);
    const keys = [...accepted, ...sent].flatMap((event) => event.keys.map(keyText));
    expect(keys).toHaveLength(deleted.size);
    expect(new Set(keys)).toEqual(deleted);
  });

  it("a publisher that dies after sending and before settling: the next drain sends the same events again, with the same ids", async () => {
    const deleted = await outboxOf(400, 200);
    const { publish, sent } = collector();
    const dying: Publish = async (events) => {
      await publish(events);
      throw new Error("process died before the commit");
    };
    await expect(drainOutbox(engine, { publish: dying, deadline: soon() })).rejects.toThrow(
      /process died/,
    );
    const firstIds = sent.map((event) => event.eventId);
    expect(firstIds.length).toBeGreaterThan(0);

    const drained = await drainOutbox(engine, { publish, deadline: soon() });
    expect(drained.left.rows).toBe(0);
    const ids = sent.map((event) => event.eventId);
    // Repeats carry the id of the first delivery; dropping them leaves every key once.
    expect(ids.filter((id) => firstIds.includes(id))).toHaveLength(firstIds.length * 2);
    const unique = new Map(sent.map((event) => [event.eventId, event]));
    const keys = [...unique.values()].flatMap((event) => event.keys.map(keyText));
    expect(keys).toHaveLength(deleted.size);
    expect(new Set(keys)).toEqual(deleted);
  });

  it("two drains at once never send the same event twice (rows are locked, skipped by the other)", async () => {
    await outboxOf(2000, 100);
    const sent: string[] = [];
    const slow: Publish = async (events) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push(...events.map((event) => event.eventId));
      return new Set(events.map((event) => event.eventId));
    };
    const other = db.enginePool();
    const [a, b] = await Promise.all([
      drainOutbox(engine, { publish: slow, deadline: soon(), rowsPerRound: 2 }),
      drainOutbox(other, { publish: slow, deadline: soon(), rowsPerRound: 2 }),
    ]);
    expect(a.keys + b.keys).toBe(2000);
    expect(new Set(sent).size).toBe(sent.length);
  });

  it("stops at its deadline, leaving the rest for the next drain", async () => {
    await outboxOf(500, 100);
    const { publish } = collector();
    const none = await drainOutbox(engine, { publish, deadline: Date.now() - 1 });
    expect(none).toMatchObject({ events: 0, left: { rows: 5, keys: 500 } });
  });
});

describe("refused before anything is deleted", () => {
  it("a table with no key to publish, or dropped partitions, is a ConfigError naming publish", async () => {
    await db.pool.query(
      "INSERT INTO shop.visits SELECT 'v' || n, now() - interval '40 days' FROM generate_series(1, 10) AS n",
    );
    await expect(
      runRetention({
        pool: engine,
        policies: policies(policy({ name: "visits", table: "shop.visits", clock: "at" })),
      }),
    ).rejects.toThrow(/policies\[0\]\.publish: .*no key to publish/);
    await expect(
      runRetention({
        pool: engine,
        policies: policies(
          policy({
            name: "clicks",
            table: "shop.clicks",
            clock: "at",
            mechanism: "drop-partitions",
            retention: "365d",
          }),
        ),
      }),
    ).rejects.toThrow(/policies\[0\]\.publish: drop-partitions .* cannot publish/);
    const { rows } = await db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM shop.visits",
    );
    expect(rows[0]!.n).toBe(10);
  });

  it("a role that can neither find nor create the outbox: ConfigError, nothing deleted", async () => {
    const role = `pub_${db.name}`;
    const fresh = await createTestDatabase();
    try {
      await fresh.pool.query(`
        CREATE SCHEMA shop;
        CREATE TABLE shop.carts (id bigint PRIMARY KEY, updated_at timestamptz NOT NULL);
        CREATE INDEX ON shop.carts (updated_at);
        INSERT INTO shop.carts SELECT n, now() - interval '40 days' FROM generate_series(1, 10) AS n;
        CREATE ROLE ${role} LOGIN PASSWORD 'publisher';
        GRANT USAGE ON SCHEMA shop TO ${role};
        GRANT SELECT, UPDATE, DELETE ON shop.carts TO ${role};`);
      const pool = new pg.Pool({ connectionString: urlAsRole(fresh.url, role, "publisher") });
      try {
        await expect(
          runRetention({
            pool,
            policies: policies(policy({ name: "carts", table: "shop.carts", clock: "updated_at" })),
          }),
        ).rejects.toThrow(/policies\[0\]\.publish: .*retention_job\.outbox/);
      } finally {
        await pool.end();
      }
      const { rows } = await fresh.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM shop.carts",
      );
      expect(rows[0]!.n).toBe(10);
    } finally {
      await fresh.drop();
      await db.admin(`DROP ROLE IF EXISTS ${role}`);
    }
  });
});
