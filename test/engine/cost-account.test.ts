// The cost account (functions/engine/cost/) on real PostgreSQL, against measures taken outside the
// engine: the WAL within the server's own WAL position over the run, the CPU within the backends'
// wall time, the buffers at least the blocks that held the expired rows, and the lock waits it
// caused: a session kept waiting by a batch (held open by a trigger's pg_sleep) is counted, as
// long as the session itself measured, and none is counted when nobody waits.
import { readFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { backendCpuMs } from "../../functions/engine/cost/cpu.js";
import { runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { only } from "../helpers/rules.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE TABLE events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, note text);
    CREATE INDEX ON events (created_at);
    CREATE FUNCTION slow_delete() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN PERFORM pg_sleep(1); RETURN OLD; END $$;`);
}, 60_000);
afterAll(async () => db.drop());
beforeEach(async () => {
  await db.pool.query("DROP TRIGGER IF EXISTS slow ON events; TRUNCATE events");
});

const policies = parseRetentionTable({
  policies: [
    { name: "events", table: "public.events", clock: "created_at", retention: "30d", owner: "t" },
  ],
}).policies;

/** `expired` rows past the retention, `kept` within it; the blocks holding the expired ones. */
async function fill(expired: number, kept: number): Promise<number> {
  await db.pool.query(
    `INSERT INTO events SELECT g, now() - CASE WHEN g <= $1::int THEN interval '60 days' ELSE interval '1 day' END, repeat('n', 40)
     FROM generate_series(1, $1::int + $2::int) AS g`,
    [expired, kept],
  );
  await db.pool.query("VACUUM ANALYZE events");
  const { rows } = await db.pool.query<{ blocks: number }>(
    `SELECT count(DISTINCT (ctid::text::point)[0])::int AS blocks FROM events
     WHERE created_at < now() - interval '30 days'`,
  );
  return rows[0]?.blocks ?? 0;
}

const walPosition = async () =>
  Number(
    (
      await db.pool.query<{ wal: string }>(
        "SELECT (pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::text AS wal",
      )
    ).rows[0]?.wal,
  );

describe("the cost account", () => {
  it("counts the WAL, CPU and buffers of the run within what the server says, and no lock waits when nobody waits", async () => {
    const blocks = await fill(20_000, 5_000);
    const before = await walPosition();
    const started = performance.now();
    const report = await runRetention({ pool: db.pool, policies, allowLargeDeletion: ["events"] });
    const wallMs = performance.now() - started;
    const outside = (await walPosition()) - before;
    const policy = only(report, "events");
    expect(policy.deleted).toBe(20_000);
    const cost = policy.cost;
    expect(cost).toBeDefined();
    if (!cost) return;
    // WAL: a delete record a row at least (its header alone is 24 bytes), never more than the
    // server wrote over the whole run.
    expect(cost.walSpan).toBe("batches");
    expect(cost.walBytes).toBeGreaterThan(20_000 * 24);
    expect(cost.walBytes).toBeLessThanOrEqual(outside);
    // CPU: the server is on this machine (loopback), so it is known; each backend's is at most
    // its wall time, and there are at most PARALLEL (2) of them.
    expect(cost.cpuMs).not.toBeNull();
    expect(cost.cpuMs).toBeGreaterThan(0);
    expect(cost.cpuMs).toBeLessThanOrEqual(2 * wallMs);
    expect(cost.wallMs).toBeLessThanOrEqual(wallMs);
    // Buffers: every block that held an expired row was visited at least once.
    expect((cost.buffers?.hit ?? 0) + (cost.buffers?.read ?? 0)).toBeGreaterThanOrEqual(blocks);
    expect(cost.lockWaits).toEqual({ sessions: 0, ms: 0, longestMs: 0 });
    expect(cost.perRow?.walBytes).toBeCloseTo((cost.walBytes ?? 0) / 20_000, 6);
    expect(cost.perRow?.lockWaitMs).toBe(0);
  }, 60_000);

  it("reads a backend's CPU only from its own process: another start, or no such process, is unknown", async () => {
    const { rows } = await db.pool.query<{ pid: number; started: number }>(
      "SELECT pg_backend_pid() AS pid, extract(epoch FROM backend_start)::float8 AS started FROM pg_stat_activity WHERE pid = pg_backend_pid()",
    );
    const { pid, started } = rows[0] as { pid: number; started: number };
    expect(await backendCpuMs(pid, started)).toBeGreaterThanOrEqual(0);
    // The same pid with another start (a process of another machine, or a pid reused): unknown.
    expect(await backendCpuMs(pid, started - 3_600)).toBeUndefined();
    expect(await backendCpuMs(pid, started + 3_600)).toBeUndefined();
    expect(await backendCpuMs(pid, null)).toBeUndefined();
    expect(await backendCpuMs(2 ** 22 + 1, started)).toBeUndefined();
  });

  it("reads a backend's CPU finer than the 10 ms tick: a query of a few ms is counted", async () => {
    // /proc/<pid>/schedstat is the kernel's scheduler count; without it only whole ticks are known.
    const precise = await readFile("/proc/self/schedstat", "utf8").then(
      () => true,
      () => false,
    );
    const client = await db.pool.connect();
    try {
      const { rows } = await client.query<{ pid: number; started: number }>(
        "SELECT pg_backend_pid() AS pid, extract(epoch FROM backend_start)::float8 AS started FROM pg_stat_activity WHERE pid = pg_backend_pid()",
      );
      const { pid, started } = rows[0] as { pid: number; started: number };
      const before = (await backendCpuMs(pid, started)) as number;
      await client.query("SELECT count(*) FROM generate_series(1, 20000)");
      const after = (await backendCpuMs(pid, started)) as number;
      if (precise) expect(after - before).toBeGreaterThan(0);
      // Nanoseconds, not whole 10 ms ticks (a tick count is a multiple of 10 ms).
      if (precise) expect([before % 10, after % 10]).not.toEqual([0, 0]);
      expect(after - before).toBeGreaterThanOrEqual(0);
      expect(after - before).toBeLessThan(5_000);
    } finally {
      client.release();
    }
  });

  it("counts a session kept waiting by a batch, as long as it waited", async () => {
    await fill(200, 0);
    // The batch holding row 100 sleeps a second before its commit: its locks are held meanwhile.
    await db.pool.query(
      "CREATE TRIGGER slow BEFORE DELETE ON events FOR EACH ROW WHEN (OLD.id = 100) EXECUTE FUNCTION slow_delete()",
    );
    const running = runRetention({
      pool: db.pool,
      policies,
      batchSize: 1_000,
      allowLargeDeletion: ["events"],
    });
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    try {
      // The purge is asleep in its batch: the other session asks for a lock its DELETE conflicts with.
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await other.query(
          "SELECT 1 FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND datname = current_database()",
        );
        if (rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const asked = performance.now();
      await other.query("BEGIN; LOCK TABLE events IN SHARE MODE; COMMIT");
      const waitedMs = performance.now() - asked;
      const policy = only(await running, "events");
      expect(policy.deleted).toBe(200);
      const cost = policy.cost;
      expect(waitedMs).toBeGreaterThan(300);
      expect(cost?.lockWaits?.sessions).toBe(1);
      // Sampled every 50 ms: seen at most one interval (and a sample's round trip) short of it.
      expect(cost?.lockWaits?.longestMs).toBeGreaterThan(waitedMs - 200);
      expect(cost?.lockWaits?.longestMs).toBeLessThanOrEqual(waitedMs + 50);
      expect(cost?.lockWaits?.ms).toBe(cost?.lockWaits?.longestMs);
    } finally {
      await other.end();
    }
  }, 60_000);
});
