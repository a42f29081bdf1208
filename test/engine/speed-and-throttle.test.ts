// Batch sizes from a target time, the choice between physical and clock order, and the throttle
// (active sessions, replica lag through Aurora's function, lock waiters), on real PostgreSQL.
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LocalServer, startEmbeddedPostgres } from "../../functions/cli/demo/embedded.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  createPool,
  type RunOptions,
  type RunReport,
  runRetention,
} from "../../functions/engine/index.js";
import type { StrategyContext } from "../../functions/engine/strategies/context.js";
import { pauseLanes } from "../../functions/engine/strategies/lanes.js";
import {
  ADAPTIVE_BATCH,
  BatchSizer,
  blockSizer,
  rowSizer,
} from "../../functions/engine/strategies/sizer.js";
import { Throttle } from "../../functions/engine/throttle/throttle.js";
import { WalPace } from "../../functions/engine/throttle/wal-pace.js";
import { createTestDatabase, grantRegisterSql, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;

const SPEED_SCHEMA = `
    CREATE SCHEMA speed;
    CREATE TABLE speed.events (
      id bigint PRIMARY KEY, created_at timestamptz NOT NULL, payload text NOT NULL DEFAULT '');
    CREATE INDEX ON speed.events (created_at);
    -- One row a page: a table of many blocks from few rows.
    CREATE TABLE speed.wide (
      id bigint PRIMARY KEY, created_at timestamptz NOT NULL,
      pad text NOT NULL DEFAULT repeat('x', 600)) WITH (fillfactor = 10);
    CREATE INDEX ON speed.wide (created_at);
    -- Chains (a row and the rows that replaced it), deleted leaf-first.
    CREATE TABLE speed.chain (
      id bigint PRIMARY KEY, parent_id bigint REFERENCES speed.chain (id),
      created_at timestamptz NOT NULL);
    CREATE INDEX ON speed.chain (parent_id);
    -- No index on the clock: its candidates are listed (the cursor strategy).
    CREATE TABLE speed.flat (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);`;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(SPEED_SCHEMA);
}, 60_000);
afterAll(async () => db.drop());

/**
 * The test's own connections: an 'error' event on one (the server ended it) is a failure of the
 * test that saw it, named, not an uncaught exception attributed to the file.
 */
const strays: Error[] = [];
function watched<T extends pg.Client | pg.Pool>(each: T): T {
  (each as unknown as NodeJS.EventEmitter).on("error", (error: Error) => strays.push(error));
  return each;
}
afterEach(() => {
  expect(strays.splice(0).map((each) => each.message)).toEqual([]);
});
beforeEach(async () => {
  await db.pool.query("TRUNCATE speed.events, speed.wide, speed.chain, speed.flat");
});

const policy = (table: string, overrides: Record<string, unknown> = {}) =>
  parseRetentionTable({
    policies: [
      { name: "events", table, clock: "created_at", retention: "30d", owner: "test", ...overrides },
    ],
  }).policies;

/** `count` expired rows, oldest first in id order (and so in the heap). */
async function insertExpired(table: string, count: number, on = db.pool): Promise<void> {
  await on.query(
    `INSERT INTO ${table} (id, created_at)
     SELECT g, now() - interval '60 days' + g * interval '1 second' FROM generate_series(1, $1) g`,
    [count],
  );
  await on.query(`ANALYZE ${table}`);
}

/** `count` chains of 3 rows (a top, its child, its grandchild), expired; `young`: which ones end young. */
async function insertChains(count: number, young = "false"): Promise<void> {
  await db.pool.query(
    `INSERT INTO speed.chain (id, parent_id, created_at)
     SELECT g * 3 + depth, CASE WHEN depth > 0 THEN g * 3 + depth - 1 END,
       CASE WHEN ${young} AND depth = 2 THEN now()
            ELSE now() - interval '60 days' + (g * 3 + depth) * interval '1 second' END
     FROM generate_series(1, $1::int) g, generate_series(0, 2) depth ORDER BY 1`,
    [count],
  );
}

const countOf = async (table: string) =>
  (await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

/** Each DELETE statement's backend on `table`, as a statement trigger records it (lanesSeen). */
const logLanes = (table: string) => `
    CREATE TABLE IF NOT EXISTS speed.lanes (pid int NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp());
    CREATE OR REPLACE FUNCTION speed.log_lane() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO speed.lanes (pid) VALUES (pg_backend_pid()); RETURN NULL; END $$;
    DROP TRIGGER IF EXISTS log_lane ON ${table};
    CREATE TRIGGER log_lane AFTER DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION speed.log_lane();
    TRUNCATE speed.lanes;`;

const lanesSeen = async () =>
  (
    await db.pool.query<{ lanes: number; statements: number }>(
      "SELECT count(DISTINCT pid)::int AS lanes, count(*)::int AS statements FROM speed.lanes",
    )
  ).rows[0]!;

/** Row `id` of `table` refuses to be deleted (an error no retry helps); returns the undo. */
async function refuseDeleteOf(table: string, id: number): Promise<() => Promise<unknown>> {
  await db.pool.query(`
    CREATE FUNCTION speed.refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF OLD.id = ${id} THEN RAISE EXCEPTION 'row ${id} may not go'; END IF; RETURN OLD; END $$;
    CREATE TRIGGER refuse BEFORE DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION speed.refuse();`);
  return () => db.pool.query(`DROP TRIGGER refuse ON ${table}; DROP FUNCTION speed.refuse()`);
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

  it("a sizer is shrinkable once its batches ran, while above its least and not fixed (the latency budget's pauses wait for that)", () => {
    const sizer = new BatchSizer("rows", { initial: 2000, min: 1000, max: 100_000, targetMs: 100 });
    expect(sizer.shrinkable).toBe(false); // not in use yet
    sizer.observe(2000, 100, true);
    expect(sizer.shrinkable).toBe(true);
    sizer.capTo(0.5);
    expect(sizer.size).toBe(1000);
    expect(sizer.shrinkable).toBe(false);
    const fixed = new BatchSizer("rows", {
      fixed: 5000,
      initial: 5000,
      min: 1000,
      max: 100_000,
      targetMs: 100,
    });
    fixed.observe(5000, 100, true);
    expect(fixed.shrinkable).toBe(false);
  });

  it("under a latency budget the sizers may shrink further: rows (a leaf-first walk's tops) and heap blocks", () => {
    for (const [sizer, least] of [
      [rowSizer(undefined, 20, true, true), ADAPTIVE_BATCH.paced.rows],
      [blockSizer(20, undefined, true), ADAPTIVE_BATCH.paced.blocks],
      [rowSizer(undefined, 20, true, false), ADAPTIVE_BATCH.rows.min],
      [blockSizer(20, undefined, false), ADAPTIVE_BATCH.blocks.min],
    ] as const) {
      for (let batch = 0; batch < 20; batch++) sizer.observe(sizer.size, 10_000, true);
      expect(sizer.size).toBe(least);
      expect(sizer.shrinkable).toBe(false);
    }
    // A leaf-first walk still starts at the unpaced least: the pace shrinks it when it must.
    expect(rowSizer(undefined, 20, true, true).size).toBe(ADAPTIVE_BATCH.rows.min);
    expect(ADAPTIVE_BATCH.paced.rows).toBeLessThan(ADAPTIVE_BATCH.rows.min);
    expect(ADAPTIVE_BATCH.paced.blocks).toBeLessThan(ADAPTIVE_BATCH.blocks.min);
  });

  it("a batch that kept others waiting halves the size, and its own quick time does not grow it back", () => {
    const sizer = new BatchSizer("rows", { initial: 8000, min: 1000, max: 100_000, targetMs: 100 });
    sizer.shrink(); // the throttle saw waiters on the batch of 8000
    expect(sizer.size).toBe(4000);
    sizer.observe(8000, 10, true); // that batch, measured after: quick, but it stays halved
    expect(sizer.size).toBe(4000);
    sizer.observe(4000, 10, true); // the next quick batch grows it again
    expect(sizer.size).toBe(8000);
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

  it("leaf-first, a batch counts the tops of chains: it starts at the least and grows when its batches are quick", async () => {
    // 3,000 expired chains of 3 rows: a top, its child, its grandchild.
    const chains = async () => {
      await insertChains(3000);
      await db.pool.query("ANALYZE speed.chain");
    };
    const run = (batchTimeMs: number) =>
      runRetention({
        pool: db.enginePool(),
        policies: policy("speed.chain", { selfReference: "parent_id" }),
        batchTimeMs,
        allowLargeDeletion: ["events"],
      });
    const left = () => countOf("speed.chain");
    await chains();
    const tight = await run(20);
    expect(tight.policies[0]).toMatchObject({ deleted: 9000, strategy: "cursor" });
    expect(tight.policies[0]?.batchSizes).toMatchObject({
      unit: "rows",
      fixed: false,
      first: 1000,
    });
    expect(await left()).toBe(0);
    await chains();
    const long = await run(10_000);
    expect(long.policies[0]?.batchSizes).toMatchObject({ first: 1000, max: 2000 });
    expect(await left()).toBe(0);
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

    // The same heap again (the short run may have emptied it, and a walk with nothing to find
    // walks nothing): with time to spare, block ranges.
    await db.pool.query("TRUNCATE speed.wide");
    await insertExpired("speed.wide", 2000);
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
  afterAll(async () => {
    await db.pool.query("DROP TRIGGER IF EXISTS log_lane ON speed.wide");
  });

  it.each([1, 2, 4])(
    "%i lane(s): every expired row deleted once, the young ones kept, the ranges spread over that many sessions",
    async (parallel) => {
      await db.pool.query(logLanes("speed.wide"));
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

describe("a lane that fails", () => {
  it("stops the walk's other lanes: when the run has reported the failure, no lane deletes on", async () => {
    await insertExpired("speed.wide", 1200);
    // The range holding row 100 fails its DELETE (not a failure worth a retry).
    const undo = await refuseDeleteOf("speed.wide", 100);
    try {
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policy("speed.wide"),
        order: "physical",
        blocksPerBatch: 20,
        pauseMs: 20,
        parallel: 2,
        throttle: { maxReplicaLagMs: null, maxActiveSessions: null, maxLockWaiters: null },
      });
      expect(report.policies[0]?.error).toMatch(/row 100 may not go/);
      const atReport = await countOf("speed.wide");
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await countOf("speed.wide")).toBe(atReport);
      // Stopped near the failed range (row 100 of 1,200), not after walking the rest of the heap.
      expect(atReport).toBeGreaterThan(600);
    } finally {
      await undo();
    }
  });
});

describe("a lane whose connection the server ends", () => {
  it("fails the policy, leaves gone what it reports deleted, and the process lives on", async () => {
    await insertExpired("speed.wide", 1200);
    let killed = false;
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policy("speed.wide"),
        order: "physical",
        blocksPerBatch: 10,
        pauseMs: 50,
        parallel: 2,
        throttle: { maxReplicaLagMs: null, maxActiveSessions: null, maxLockWaiters: null },
        onProgress: (event) => {
          if (event.type !== "batch" || event.batches !== 4 || killed) return;
          killed = true;
          // Every session of the run, the lanes' too (idle between their batches).
          void db.pool.query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'retention-job'",
            [db.name],
          );
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(report.policies[0]).toMatchObject({ outcome: "failed" });
      expect(await countOf("speed.wide")).toBe(1200 - report.policies[0]!.deleted);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});

describe("lanes: a cursor's list, a slice of each round to each lane", () => {
  afterAll(async () => {
    await db.pool.query(
      "DROP TRIGGER IF EXISTS log_lane ON speed.chain; DROP TRIGGER IF EXISTS log_lane ON speed.flat",
    );
  });

  it("after a pause in which the throttle waited one lane works, then one more after each calm pause", async () => {
    let total = 0;
    let waits = false;
    const context = {
      pause: async () => {
        if (waits) total += 500;
      },
      throttledSince: (since: number) => ({ waited: total > since, total }),
    } as unknown as StrategyContext;
    waits = true;
    expect(await pauseLanes(context, 4, 4)).toBe(1);
    waits = false;
    expect(await pauseLanes(context, 1, 4)).toBe(2);
    expect(await pauseLanes(context, 2, 4)).toBe(3);
    expect(await pauseLanes(context, 4, 4)).toBe(4);
  });

  it.each([1, 2, 4])(
    "%i lane(s), leaf-first: every whole expired chain goes, a chain with a young row stays whole, the batches spread over that many sessions",
    async (parallel) => {
      await db.pool.query(logLanes("speed.chain"));
      // 1,200 chains of 3; in every fifth the newest row is young, which keeps its whole chain.
      await insertChains(1200, "g % 5 = 0");
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policy("speed.chain", { selfReference: "parent_id", batchSize: 100 }),
        parallel,
        allowLargeDeletion: ["events"],
        throttle: { maxReplicaLagMs: null, maxActiveSessions: null, maxLockWaiters: null },
      });
      expect(report.policies[0]).toMatchObject({ strategy: "cursor", deleted: 2880, error: null });
      // What is left is exactly the chains with a young row (plain SQL).
      const { rows } = await db.pool.query<{ left: number; stray: number }>(
        `SELECT count(*)::int AS left,
                count(*) FILTER (WHERE (id / 3) % 5 <> 0)::int AS stray FROM speed.chain`,
      );
      expect(rows[0]).toEqual({ left: 720, stray: 0 });
      // 12 batches of 100 tops: a statement each, over `parallel` sessions.
      expect(await lanesSeen()).toEqual({ lanes: parallel, statements: 12 });
      expect(report.policies[0]!.batches).toBe(12);
    },
  );

  it("stops between rounds at the deadline: the rounds done stay deleted, the rest is left for the next run", async () => {
    await insertExpired("speed.flat", 3000);
    const report = await runRetention({
      pool: db.enginePool(),
      policies: policy("speed.flat", { batchSize: 100 }),
      parallel: 2,
      pauseMs: 100,
      deadline: Date.now() + 800,
      allowLargeDeletion: ["events"],
      throttle: { maxReplicaLagMs: null, maxActiveSessions: null, maxLockWaiters: null },
    });
    const { rows } = await db.pool.query<{ left: number; low: number }>(
      "SELECT count(*)::int AS left, min(id)::int AS low FROM speed.flat",
    );
    expect(report.policies[0]).toMatchObject({ strategy: "cursor", outcome: "deadline" });
    expect(rows[0]!.left).toBeGreaterThan(0);
    // Oldest first, whole rounds: what went is the oldest rows, as many as the report says.
    expect(rows[0]!.left + report.policies[0]!.deleted).toBe(3000);
    expect(rows[0]!.low).toBe(report.policies[0]!.deleted + 1);
  });

  it("a lane whose batch fails: the policy reports that failure, and nothing is deleted after the report", async () => {
    await insertChains(1200);
    const undo = await refuseDeleteOf("speed.chain", 1500);
    try {
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policy("speed.chain", { selfReference: "parent_id", batchSize: 100 }),
        parallel: 2,
        pauseMs: 20,
        allowLargeDeletion: ["events"],
        throttle: { maxReplicaLagMs: null, maxActiveSessions: null, maxLockWaiters: null },
      });
      expect(report.policies[0]?.error).toMatch(/row 1500 may not go/);
      const atReport = await countOf("speed.chain");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await countOf("speed.chain")).toBe(atReport);
      // The chain of row 1500 (its top, in the fifth batch of 100 tops) is still whole.
      const { rows } = await db.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM speed.chain WHERE id BETWEEN 1500 AND 1502",
      );
      expect(rows[0]!.n).toBe(3);
    } finally {
      await undo();
    }
  });

  it("with no connection to spare for a lane, the run works on fewer lanes and its report says so", async () => {
    await insertExpired("speed.flat", 1000);
    // A pool of one connection: the policy's own session takes it.
    const pool = createPool({ connectionString: db.url, max: 1 });
    try {
      const report = await runRetention({
        pool,
        policies: policy("speed.flat", { batchSize: 250 }),
        parallel: 2,
        allowLargeDeletion: ["events"],
        throttle: { maxReplicaLagMs: null, maxActiveSessions: null, maxLockWaiters: null },
      });
      expect(report.policies[0]).toMatchObject({ strategy: "cursor", deleted: 1000, error: null });
      expect(report.policies[0]?.warnings).toContain(
        "1 of 2 lanes: no connection to spare within 1 s (the pool's or the server's limit)",
      );
    } finally {
      await pool.end();
    }
    expect(await countOf("speed.flat")).toBe(0);
  });

  it("2 lanes, a flat list (no index on the clock): every expired row once, the young ones kept", async () => {
    await insertExpired("speed.flat", 3000);
    await db.pool.query(`
      INSERT INTO speed.flat SELECT g, now() FROM generate_series(3001, 3400) g;
      ${logLanes("speed.flat")}`);
    const report = await runRetention({
      pool: db.enginePool(),
      policies: policy("speed.flat", { batchSize: 250 }),
      parallel: 2,
      allowLargeDeletion: ["events"],
      throttle: { maxReplicaLagMs: null, maxActiveSessions: null, maxLockWaiters: null },
    });
    expect(report.policies[0]).toMatchObject({ strategy: "cursor", deleted: 3000, error: null });
    const { rows } = await db.pool.query<{ left: number; low: number }>(
      "SELECT count(*)::int AS left, min(id)::int AS low FROM speed.flat",
    );
    expect(rows[0]).toEqual({ left: 400, low: 3001 });
    expect(await lanesSeen()).toEqual({ lanes: 2, statements: 12 });
  });
});

describe("the throttle", () => {
  it("waits while more sessions than maxActiveSessions are active, and reports the time", async () => {
    await insertExpired("speed.events", 3000);
    const busy = watched(new pg.Client({ connectionString: db.url }));
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

  /**
   * A clock-order run over `count` expired rows in which row 12 000 makes its batch slow (a second);
   * row 11 000, deleted earlier in the same batch, is what a live session then tries to update, and
   * waits for. Returns the report, the rows of each batch, and whether the session waited.
   */
  async function runWithWaiter(
    count: number,
    batchTimeMs: number,
    maxLockWaiters: number | null = 0,
  ) {
    await insertExpired("speed.events", count);
    await db.pool.query(`
      CREATE FUNCTION speed.slow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF OLD.id = 12000 THEN PERFORM pg_sleep(1); END IF; RETURN OLD; END $$;
      CREATE TRIGGER slow BEFORE DELETE ON speed.events FOR EACH ROW EXECUTE FUNCTION speed.slow();`);
    const live = watched(new pg.Client({ connectionString: db.url }));
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
      const batches: number[] = [];
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policy("speed.events"),
        order: "clock",
        batchTimeMs,
        allowLargeDeletion: ["events"],
        throttle: { maxLockWaiters, maxActiveSessions: null, maxReplicaLagMs: null },
        onProgress: (event) => {
          if (event.type === "batch") batches.push(event.deleted);
        },
      });
      return { report, batches, waited: await watching };
    } finally {
      await live.end();
      await db.pool.query("DROP TRIGGER slow ON speed.events; DROP FUNCTION speed.slow()");
    }
  }

  it("a batch that kept a session waiting on its locks is followed by a pause as long as it, and smaller batches", async () => {
    // Batches of thousands of rows (a 100 ms target), so that rows 11 000 and 12 000 share one.
    const { report, waited } = await runWithWaiter(20_000, 100);
    expect(waited).toBe(true);
    expect(report.policies[0]?.deleted).toBe(20_000);
    expect(report.policies[0]?.throttled?.byReason.lockWaiters).toBeGreaterThanOrEqual(900);
    const sizes = report.policies[0]?.batchSizes;
    expect(sizes?.min).toBeLessThan(sizes?.max ?? 0);
  });

  it("the batch after one that kept a session waiting is half its size, even when that batch was quick for its target", async () => {
    // A 10 s target: the second batch (rows 5 001-15 000) takes a second, under its target, so its
    // time alone would double the size; the waiter halves it.
    const { report, batches, waited } = await runWithWaiter(40_000, 10_000);
    expect(waited).toBe(true);
    expect(report.policies[0]?.deleted).toBe(40_000);
    expect(batches.slice(0, 3)).toEqual([5000, 10_000, 5000]);
  });

  it("with the lock-waiter trigger off, the same slow batch keeping a session waiting costs no pause, and the size follows its time alone", async () => {
    const { report, batches, waited } = await runWithWaiter(40_000, 10_000, null);
    expect(waited).toBe(true);
    expect(report.policies[0]?.deleted).toBe(40_000);
    expect(report.policies[0]?.throttled?.byReason.lockWaiters ?? 0).toBe(0);
    expect(batches.slice(0, 3)).toEqual([5000, 10_000, 20_000]);
  });
});

describe("the WAL rate (maxWalRate), on a server of its own", () => {
  // The budget is the server's WAL, and the suite's other files share its server: their WAL would
  // count. These tests start a PostgreSQL of their own (embedded), whose WAL is theirs alone.
  const wal = {
    url: "",
    pool: undefined as unknown as pg.Pool,
    server: undefined as LocalServer | undefined,
    engines: [] as pg.Pool[],
    enginePool() {
      const each = createPool({ connectionString: wal.url });
      wal.engines.push(each);
      return each;
    },
  };
  beforeAll(async () => {
    wal.server = await startEmbeddedPostgres();
    wal.url = wal.server.url;
    wal.pool = watched(new pg.Pool({ connectionString: wal.url }));
    await wal.pool.query(SPEED_SCHEMA);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([wal.pool, ...wal.engines].map((each) => each.end().catch(() => undefined)));
    await wal.server?.stop();
  });
  beforeEach(async () => {
    await wal.pool.query("TRUNCATE speed.events, speed.wide");
  });

  const walPosition = async () => {
    const { rows } = await wal.pool.query<{ wal: number }>(
      "SELECT (pg_current_wal_lsn() - '0/0'::pg_lsn)::float8 AS wal",
    );
    return Number(rows[0]!.wal);
  };
  const alone =
    "the server wrote more WAL than the WAL rate limit while the purge waited: the application alone writes that much, so the purge barely runs; raise MAX_WAL_RATE (--max-wal-rate)";
  /** A paced run's guard: it must finish well before this (it takes 2-3 s here). */
  const PACED_MS = 20_000;
  /** Every row gone by a SQL count, the run completed with no warning and no error. */
  const settled = async (report: RunReport, table: string, total: number) => {
    const { rows } = await wal.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    expect(rows[0]!.n).toBe(0);
    expect(report.policies[0]).toMatchObject({
      deleted: total,
      outcome: "completed",
      error: null,
      warnings: [],
    });
  };
  const only = (limits: Record<string, unknown>) => ({
    maxReplicaLagMs: null,
    maxActiveSessions: null,
    maxLockWaiters: null,
    ...limits,
  });

  /** A run of `table`'s policy under `budget`: its report, the server's WAL over it, its time. */
  const pacedRun = async (table: string, budget: number, options: Partial<RunOptions>) => {
    const before = await walPosition();
    const started = Date.now();
    const report = await runRetention({
      pool: wal.enginePool(),
      policies: policy(table),
      allowLargeDeletion: ["events"],
      deadline: Date.now() + PACED_MS,
      throttle: only({ maxWalRate: budget }),
      ...options,
    });
    const ms = Date.now() - started;
    return { report, written: (await walPosition()) - before, ms };
  };

  /** `rows` rows of 600 bytes, one a block, into speed.wide: WAL the test writes and measures. */
  const writeWal = async (rows: number, from = 1) => {
    const before = await walPosition();
    await wal.pool.query(
      "INSERT INTO speed.wide (id, created_at) SELECT g, now() FROM generate_series($1::int, $1::int + $2::int - 1) g",
      [from, rows],
    );
    return (await walPosition()) - before;
  };

  it("the pace's reading: a batch's share over what was written since the last reading, a debt kept until paid, no room saved up", async () => {
    const client = await wal.pool.connect();
    try {
      const budget = 256 * 1024;
      const pace = new WalPace(client, budget);
      await pace.start();
      // Its share is 25 ms of the budget; the server's WAL (autovacuum's too) is never less.
      const written = await writeWal(400);
      const first = await pace.read();
      expect(first.written).toBeGreaterThanOrEqual(written);
      expect(first.written).toBeLessThan(await walPosition()); // bytes written, not a position
      expect(first.fit).toBeLessThanOrEqual((budget * 0.025) / written);
      expect(first.waitMs).toBeGreaterThanOrEqual((written / budget) * 1000 - 200);
      const second = await pace.read();
      expect(second.waitMs).toBeGreaterThanOrEqual(first.waitMs - 100);
      // Paid (waited), then idle past the window: the idle second is not credit for a burst.
      await new Promise((resolve) => setTimeout(resolve, second.waitMs + 1_200));
      expect((await pace.read()).waitMs).toBe(0);
      const burst = await writeWal(200, 1000);
      expect((await pace.read()).waitMs).toBeGreaterThanOrEqual((burst / budget) * 1000 - 400);
    } finally {
      client.release();
    }
  });

  it("a sizer capped to its share of a WAL budget stays under it however fast its batches are; the cap follows each measurement; a fixed size stays", () => {
    const sizer = new BatchSizer("rows", { initial: 5000, min: 1000, max: 100_000, targetMs: 20 });
    sizer.capTo(0.1); // nothing observed yet: no cap
    expect(sizer.size).toBe(5000);
    sizer.observe(5000, 1, true);
    expect(sizer.size).toBe(10_000);
    sizer.capTo(0.5); // the batch of 5000 wrote twice its share: at most 2500
    expect(sizer.size).toBe(2500);
    sizer.capTo(0.1); // no batch since: the cap stays as measured
    expect(sizer.size).toBe(2500);
    for (let index = 0; index < 5; index++) sizer.observe(sizer.size, 1, true);
    expect(sizer.size).toBe(2500);
    sizer.capTo(0.01); // within bounds
    expect(sizer.size).toBe(1000);
    sizer.observe(1000, 1, true);
    sizer.capTo(30); // room for 30 000
    for (let index = 0; index < 10; index++) sizer.observe(sizer.size, 1, true);
    expect(sizer.size).toBe(30_000);
    const fixed = new BatchSizer("rows", {
      fixed: 5000,
      initial: 5000,
      min: 1000,
      max: 100_000,
      targetMs: 20,
    });
    fixed.observe(5000, 1, true);
    fixed.capTo(0.1);
    expect(fixed.size).toBe(5000);
  });

  it("holds the server's WAL under the budget: paced, batches at their share, the time in the report", async () => {
    await insertExpired("speed.events", 20_000, wal.pool);
    const budget = 1024 ** 2;
    const { report, written, ms } = await pacedRun("speed.events", budget, { order: "clock" });
    const seconds = ms / 1000;
    await settled(report, "speed.events", 20_000);
    // Unpaced, this run writes its megabytes in a fraction of a second.
    expect(written).toBeGreaterThan(1.5 * budget);
    expect(written / seconds).toBeLessThan(1.25 * budget);
    expect(report.policies[0]?.throttled?.byReason.walRate).toBeGreaterThanOrEqual(500);
    // A batch's share is 25 ms of the budget (26 kB): less than the smallest batch writes.
    expect(report.policies[0]?.batchSizes).toMatchObject({ first: 5000, last: 1000 });
  });

  it("two lanes of block ranges under the pace: the WAL under the budget, the time waited within the run's", async () => {
    await insertExpired("speed.wide", 1500, wal.pool);
    // After a checkpoint each block's first change writes its image: about a kilobyte a row here.
    await wal.pool.query("CHECKPOINT");
    const budget = 512 * 1024;
    const { report, written, ms } = await pacedRun("speed.wide", budget, {
      order: "physical",
      parallel: 2,
    });
    expect(report.policies[0]?.strategy).toBe("blocks");
    await settled(report, "speed.wide", 1500);
    expect(written).toBeGreaterThan(1.5 * budget);
    expect(written / (ms / 1000)).toBeLessThan(1.25 * budget);
    const waited = report.policies[0]?.throttled?.byReason.walRate ?? 0;
    expect(waited).toBeGreaterThanOrEqual(500);
    expect(waited).toBeLessThanOrEqual(ms);
  });

  /** A started throttle under `budget` on a session of its own (stopped after PACED_MS). */
  const withThrottle = async (budget: number, use: (throttle: Throttle) => Promise<void>) => {
    const pool = wal.enginePool();
    const client = await pool.connect();
    const deadline = Date.now() + PACED_MS;
    const throttle = new Throttle(client, pool, only({ maxWalRate: budget }), () => {
      return Date.now() > deadline;
    });
    try {
      await throttle.start();
      await use(throttle);
    } finally {
      throttle.release();
      client.release();
    }
  };

  it("lanes that come to the pace while one waits share its wait: the time is counted once", async () => {
    await withThrottle(256 * 1024, async (throttle) => {
      // About a second of the budget's WAL: 300 rows of 600 bytes, one a block.
      await writeWal(300);
      const started = Date.now();
      await Promise.all([throttle.betweenBatches(), throttle.betweenBatches()]);
      const ms = Date.now() - started;
      expect(throttle.report.byReason.walRate).toBeGreaterThanOrEqual(500);
      expect(throttle.report.byReason.walRate).toBeLessThanOrEqual(ms);
    });
  });

  it("waiting seconds on the purge's own WAL says nothing: the warning is for the application's", async () => {
    await withThrottle(128 * 1024, async (throttle) => {
      await writeWal(300); // about two seconds of this budget, then nothing
      await throttle.betweenBatches();
      expect(throttle.report.byReason.walRate).toBeGreaterThanOrEqual(1_000);
      expect(throttle.warnings).toEqual([]);
    });
  });

  it("when the application alone writes more WAL than the budget, the purge waits, says so, and stops at its deadline", async () => {
    await insertExpired("speed.events", 20_000, wal.pool);
    await wal.pool.query("CREATE TABLE speed.filler (id int, pad text)");
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await wal.pool.query(
          "INSERT INTO speed.filler SELECT g, md5(g::text) FROM generate_series(1, 5000) g",
        );
      }
    })();
    try {
      const report = await runRetention({
        pool: wal.enginePool(),
        policies: policy("speed.events"),
        order: "clock",
        allowLargeDeletion: ["events"],
        deadline: Date.now() + 3_000,
        throttle: only({ maxWalRate: 64 * 1024 }),
      });
      const deleted = report.policies[0]?.deleted ?? -1;
      expect(deleted).toBeGreaterThan(0);
      expect(deleted).toBeLessThan(20_000);
      const { rows } = await wal.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM speed.events",
      );
      expect(rows[0]!.n).toBe(20_000 - deleted);
      expect(report.policies[0]?.outcome).toBe("deadline");
      expect(report.policies[0]?.throttled?.byReason.walRate).toBeGreaterThanOrEqual(1_500);
      // Said once, however many seconds it waited.
      expect(report.policies[0]?.warnings.filter((each) => each === alone)).toHaveLength(1);
    } finally {
      writing = false;
      await writer;
      await wal.pool.query("DROP TABLE speed.filler");
    }
  });

  it("where the role may not read the WAL position, the limit is off and the report says so", async () => {
    await insertExpired("speed.events", 3000, wal.pool);
    const role = `wal_blind_${process.pid}`;
    await wal.pool.query(`
      CREATE ROLE ${role} LOGIN PASSWORD 'x';
      GRANT USAGE ON SCHEMA speed TO ${role};
      GRANT SELECT, DELETE ON speed.events TO ${role};
      ${grantRegisterSql(role)}
      REVOKE EXECUTE ON FUNCTION pg_catalog.pg_current_wal_lsn() FROM PUBLIC;`);
    const url = new URL(wal.url);
    url.username = role;
    url.password = "x";
    const pool = createPool({ connectionString: url.toString() });
    try {
      const report = await runRetention({
        pool,
        policies: policy("speed.events"),
        throttle: only({ maxWalRate: 1024 }),
      });
      expect(report.policies[0]).toMatchObject({ deleted: 3000, error: null });
      expect(report.policies[0]?.warnings).toContain(
        "the server's WAL position cannot be read here (pg_current_wal_lsn): the WAL rate limit was off",
      );
    } finally {
      await pool.end();
      await wal.pool.query(`
        GRANT EXECUTE ON FUNCTION pg_catalog.pg_current_wal_lsn() TO PUBLIC;
        DROP OWNED BY ${role};`);
      await wal.pool.query(`DROP ROLE IF EXISTS ${role}`);
    }
  });
});
