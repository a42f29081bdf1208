// Batch sizes from a target time, the choice between physical and clock order, and the throttle
// (active sessions, replica lag through Aurora's function, lock waiters), on real PostgreSQL.
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { BatchSizer } from "../../functions/engine/strategies/sizer.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE SCHEMA speed;
    CREATE TABLE speed.events (
      id bigint PRIMARY KEY, created_at timestamptz NOT NULL, payload text NOT NULL DEFAULT '');
    CREATE INDEX ON speed.events (created_at);
    -- One row a page: a table of many blocks from few rows.
    CREATE TABLE speed.wide (
      id bigint PRIMARY KEY, created_at timestamptz NOT NULL,
      pad text NOT NULL DEFAULT repeat('x', 600)) WITH (fillfactor = 10);
    CREATE INDEX ON speed.wide (created_at);`);
}, 60_000);
afterAll(async () => db.drop());
beforeEach(async () => {
  await db.pool.query("TRUNCATE speed.events, speed.wide");
});

const policy = (table: string, overrides: Record<string, unknown> = {}) =>
  parseRetentionTable({
    policies: [
      { name: "events", table, clock: "created_at", retention: "30d", owner: "test", ...overrides },
    ],
  }).policies;

/** `count` expired rows, oldest first in id order (and so in the heap). */
async function insertExpired(table: string, count: number): Promise<void> {
  await db.pool.query(
    `INSERT INTO ${table} (id, created_at)
     SELECT g, now() - interval '60 days' + g * interval '1 second' FROM generate_series(1, $1) g`,
    [count],
  );
  await db.pool.query(`ANALYZE ${table}`);
}

describe("batch sizes from a target time", () => {
  it("a sizer moves towards the target at most 2x a batch, within bounds; a fixed size stays; the short tail teaches nothing", () => {
    const sizer = new BatchSizer("rows", { initial: 5000, min: 1000, max: 100_000, targetMs: 100 });
    sizer.observe(5000, 10, true); // 10x too fast: doubles only
    expect(sizer.size).toBe(10_000);
    sizer.observe(10_000, 125, true); // a bit slow: 8000
    expect(sizer.size).toBe(8000);
    sizer.observe(8000, 5000, true); // far too slow: halves only
    expect(sizer.size).toBe(4000);
    sizer.observe(4000, 1, false); // the tail
    expect(sizer.size).toBe(4000);
    for (let index = 0; index < 10; index++) sizer.observe(sizer.size, 10_000, true);
    expect(sizer.size).toBe(1000);
    for (let index = 0; index < 20; index++) sizer.observe(sizer.size, 1, true);
    expect(sizer.size).toBe(100_000);
    sizer.shrink();
    expect(sizer.size).toBe(50_000);
    expect(sizer.sizes).toEqual({
      unit: "rows",
      fixed: false,
      first: 5000,
      min: 1000,
      max: 100_000,
      last: 100_000,
    });
    const fixed = new BatchSizer("rows", {
      fixed: 50,
      initial: 5000,
      min: 1000,
      max: 100_000,
      targetMs: 100,
    });
    fixed.observe(50, 1, true);
    fixed.shrink();
    expect(fixed.size).toBe(50);
  });

  it("on real batches: a long target grows them, a tiny one shrinks them, and the report shows the sizes", async () => {
    await insertExpired("speed.events", 60_000);
    const slow = await runRetention({
      pool: db.enginePool(),
      policies: policy("speed.events"),
      order: "clock",
      batchTimeMs: 5_000,
      allowLargeDeletion: ["events"],
    });
    expect(slow.policies[0]).toMatchObject({ deleted: 60_000, strategy: "keyset" });
    expect(slow.policies[0]?.batchSizes).toMatchObject({ unit: "rows", fixed: false, first: 5000 });
    expect(slow.policies[0]?.batchSizes?.max).toBeGreaterThan(5000);

    await insertExpired("speed.events", 20_000);
    const fast = await runRetention({
      pool: db.enginePool(),
      policies: policy("speed.events"),
      order: "clock",
      batchTimeMs: 1,
      allowLargeDeletion: ["events"],
    });
    expect(fast.policies[0]?.deleted).toBe(20_000);
    expect(fast.policies[0]?.batchSizes?.min).toBeLessThan(5000);
    expect(fast.policies[0]?.batchSizes?.min).toBeGreaterThanOrEqual(1000);
  });

  it("a batchSize in the policy fixes the size, and with it clock order", async () => {
    await insertExpired("speed.events", 3000);
    const report = await runRetention({
      pool: db.enginePool(),
      policies: policy("speed.events", { batchSize: 700 }),
    });
    expect(report.policies[0]).toMatchObject({ strategy: "keyset", deleted: 3000, batches: 5 });
    expect(report.policies[0]?.batchSizes).toMatchObject({ fixed: true, min: 700, max: 700 });
  });
});

describe("physical or clock order", () => {
  it("auto: block ranges when the heap fits the budget; clock order when it does not", async () => {
    await insertExpired("speed.wide", 2000);
    const { rows } = await db.pool.query<{ blocks: number }>(
      "SELECT (pg_relation_size('speed.wide') / 8192)::int AS blocks",
    );
    expect(rows[0]!.blocks).toBeGreaterThan(1000);
    // 2000 blocks at the assumed 5000 blocks/s: 0.4 s. A run with 0.2 s left takes clock order.
    const short = await runRetention({
      pool: db.enginePool(),
      policies: policy("speed.wide"),
      deadline: Date.now() + 200,
    });
    expect(short.policies[0]?.strategy).toBe("keyset");

    const roomy = await runRetention({ pool: db.enginePool(), policies: policy("speed.wide") });
    expect(roomy.policies[0]).toMatchObject({ strategy: "blocks", outcome: "completed" });
    expect(roomy.policies[0]?.batchSizes?.unit).toBe("blocks");
  });

  it("a walk slower than its budget hands over to clock order, which takes the oldest rows first", async () => {
    await insertExpired("speed.wide", 2000);
    const report = await runRetention({
      pool: db.enginePool(),
      policies: policy("speed.wide"),
      order: "auto",
      blocksPerBatch: 40,
      pauseMs: 40,
      // One lane: the rate this test makes too slow for the budget is a single lane's.
      parallel: 1,
      deadline: Date.now() + 1_500,
    });
    expect(report.policies[0]?.strategy).toBe("keyset");
    expect(report.policies[0]?.warnings).toContain(
      "block ranges would not have finished before the deadline at the rate measured: clock order took over for the rest (the oldest rows first)",
    );
    // Whatever is left is younger than everything deleted after the handover: no gap below it.
    const { rows } = await db.pool.query<{ first: string; left: number }>(
      "SELECT min(id)::text AS first, count(*)::int AS left FROM speed.wide",
    );
    if (rows[0]!.left > 0) {
      const { rows: older } = await db.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM generate_series(1, $1::int) g WHERE NOT EXISTS (SELECT 1 FROM speed.wide w WHERE w.id = g)",
        [Number(rows[0]!.first) - 1],
      );
      expect(older[0]!.n).toBe(Number(rows[0]!.first) - 1);
    }
  });
});

describe("lanes: parallel block ranges", () => {
  /** Each DELETE statement's backend, as a statement trigger on the table records it. */
  const lanesLog = `
    CREATE TABLE IF NOT EXISTS speed.lanes (pid int NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp());
    CREATE OR REPLACE FUNCTION speed.log_lane() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO speed.lanes (pid) VALUES (pg_backend_pid()); RETURN NULL; END $$;
    DROP TRIGGER IF EXISTS log_lane ON speed.wide;
    CREATE TRIGGER log_lane AFTER DELETE ON speed.wide FOR EACH STATEMENT EXECUTE FUNCTION speed.log_lane();
    TRUNCATE speed.lanes;`;
  afterAll(async () => {
    await db.pool.query("DROP TRIGGER IF EXISTS log_lane ON speed.wide");
  });

  it.each([1, 2, 4])(
    "%i lane(s): every expired row deleted once, the young ones kept, the ranges spread over that many sessions",
    async (parallel) => {
      await db.pool.query(lanesLog);
      await insertExpired("speed.wide", 1200);
      await db.pool.query(
        "INSERT INTO speed.wide (id, created_at) SELECT g, now() FROM generate_series(5001, 5300) g",
      );
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policy("speed.wide"),
        order: "physical",
        blocksPerBatch: 20,
        parallel,
        throttle: { maxReplicaLagMs: null, maxActiveSessions: null, maxLockWaiters: null },
      });
      expect(report.policies[0]).toMatchObject({ strategy: "blocks", deleted: 1200, error: null });
      const { rows } = await db.pool.query<{ left: number; lanes: number; statements: number }>(
        `SELECT (SELECT count(*)::int FROM speed.wide) AS left,
                (SELECT count(DISTINCT pid)::int FROM speed.lanes) AS lanes,
                (SELECT count(*)::int FROM speed.lanes) AS statements`,
      );
      expect(rows[0]).toMatchObject({ left: 300, lanes: parallel });
      // Every range once: as many statements as ranges over the heap, not one more.
      expect(rows[0]!.statements).toBe(report.policies[0]!.batches);
    },
  );
});

describe("the throttle", () => {
  it("waits while more sessions than maxActiveSessions are active, and reports the time", async () => {
    await insertExpired("speed.events", 3000);
    const busy = new pg.Client({ connectionString: db.url });
    await busy.connect();
    try {
      const sleeping = busy.query("SELECT pg_sleep(1.5)");
      await new Promise((resolve) => setTimeout(resolve, 100));
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policy("speed.events", { batchSize: 500 }),
        throttle: { maxActiveSessions: 0, maxReplicaLagMs: null, maxLockWaiters: null },
      });
      await sleeping;
      expect(report.policies[0]?.deleted).toBe(3000);
      expect(report.policies[0]?.throttled?.byReason.activeSessions).toBeGreaterThanOrEqual(900);
      expect(report.policies[0]?.throttled?.byReason.replicaLag).toBe(0);
    } finally {
      await busy.end();
    }
  });

  it("waits while replicas lag more than maxReplicaLag (Aurora's aurora_replica_status)", async () => {
    await insertExpired("speed.events", 3000);
    await db.pool.query(`
      CREATE TABLE public.fake_lag (ms float8 NOT NULL);
      INSERT INTO public.fake_lag VALUES (30000);
      CREATE FUNCTION public.aurora_replica_status()
        RETURNS TABLE (session_id text, replica_lag_in_msec float8) LANGUAGE sql
        AS $$ SELECT 'replica-1', ms FROM public.fake_lag UNION ALL SELECT 'MASTER_SESSION_ID', 0 $$;`);
    try {
      const caughtUp = setTimeout(() => {
        void db.pool.query("UPDATE public.fake_lag SET ms = 20");
      }, 1_500);
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policy("speed.events", { batchSize: 500 }),
        throttle: { maxReplicaLagMs: 10_000, maxActiveSessions: null, maxLockWaiters: null },
      });
      clearTimeout(caughtUp);
      expect(report.policies[0]?.deleted).toBe(3000);
      expect(report.policies[0]?.throttled?.byReason.replicaLag).toBeGreaterThanOrEqual(900);
      expect(report.policies[0]?.warnings).toEqual([]);
    } finally {
      await db.pool.query(
        "DROP FUNCTION public.aurora_replica_status(); DROP TABLE public.fake_lag",
      );
    }
  });

  it("a batch that kept a session waiting on its locks is followed by a pause as long as it, and smaller batches", async () => {
    await insertExpired("speed.events", 20_000);
    // Row 12 000 makes its batch slow; row 11 000, deleted earlier in the same batch, is what the
    // live session then tries to update, and waits for.
    await db.pool.query(`
      CREATE FUNCTION speed.slow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF OLD.id = 12000 THEN PERFORM pg_sleep(1); END IF; RETURN OLD; END $$;
      CREATE TRIGGER slow BEFORE DELETE ON speed.events FOR EACH ROW EXECUTE FUNCTION speed.slow();`);
    const live = new pg.Client({ connectionString: db.url });
    await live.connect();
    try {
      const watching = (async () => {
        for (let attempt = 0; attempt < 400; attempt++) {
          const { rows } = await db.pool.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'retention-job' AND wait_event = 'PgSleep'",
            [db.name],
          );
          if (rows[0]!.n > 0) {
            await live.query("UPDATE speed.events SET payload = 'x' WHERE id = 11000");
            return true;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return false;
      })();
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policy("speed.events"),
        order: "clock",
        // Batches of thousands of rows (a 100 ms target), so that rows 11 000 and 12 000 share one.
        batchTimeMs: 100,
        allowLargeDeletion: ["events"],
        throttle: { maxLockWaiters: 0, maxActiveSessions: null, maxReplicaLagMs: null },
      });
      expect(await watching).toBe(true);
      expect(report.policies[0]?.deleted).toBe(20_000);
      expect(report.policies[0]?.throttled?.byReason.lockWaiters).toBeGreaterThanOrEqual(900);
      const sizes = report.policies[0]?.batchSizes;
      expect(sizes?.min).toBeLessThan(sizes?.max ?? 0);
    } finally {
      await live.end();
      await db.pool.query("DROP TRIGGER slow ON speed.events; DROP FUNCTION speed.slow()");
    }
  });
});
