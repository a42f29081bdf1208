// The latency budget (LATENCY_BUDGET): the pace's arithmetic, and runs on real PostgreSQL whose
// probe commits are counted, whose waits are reported, and whose deletions stay exact.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { LATENCY } from "../../functions/contract/limits.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { RUN_SETTINGS } from "../../functions/contract/settings.js";
import { type RunOptions, runRetention } from "../../functions/engine/index.js";
import { LatencyPace } from "../../functions/engine/latency-pace.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE SCHEMA lat;
    -- Few rows a page and full-page images after a checkpoint: a batch writes much WAL.
    CREATE TABLE lat.events (
      id bigint PRIMARY KEY, created_at timestamptz NOT NULL,
      pad text NOT NULL DEFAULT repeat('x', 300)) WITH (fillfactor = 50);
    CREATE INDEX ON lat.events (created_at);`);
}, 60_000);
afterAll(async () => db.drop());
beforeEach(async () => {
  await db.pool.query("TRUNCATE lat.events");
});

const policies = parseRetentionTable({
  policies: [
    { name: "events", table: "lat.events", clock: "created_at", retention: "30d", owner: "t" },
  ],
}).policies;

/** `expired` rows 60 days old, `young` rows of today. */
async function fill(expired: number, young: number): Promise<void> {
  await db.pool.query(
    `INSERT INTO lat.events (id, created_at)
     SELECT g, CASE WHEN g <= $1::int THEN now() - interval '60 days' + g * interval '1 second' ELSE now() END
     FROM generate_series(1, $1::int + $2::int) g`,
    [expired, young],
  );
  await db.pool.query("ANALYZE lat.events");
}

/** The oracle: expired rows left, young rows left. */
const left = async () =>
  (
    await db.pool.query<{ expired: number; young: number }>(
      `SELECT count(*) FILTER (WHERE created_at < now() - interval '30 days')::int AS expired,
              count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS young
       FROM lat.events`,
    )
  ).rows[0]!;

const xid = async () =>
  Number((await db.pool.query<{ x: string }>("SELECT txid_current() AS x")).rows[0]!.x);

const run = (options: Partial<RunOptions>) =>
  runRetention({
    pool: db.enginePool(),
    policies,
    allowLargeDeletion: ["events"],
    order: "clock",
    batchSize: 500,
    ...options,
  });

describe("the latency pace's arithmetic", () => {
  const paced = (budget: number, quiet: number[]) => {
    const pace = new LatencyPace(undefined as never, budget);
    for (const ms of quiet) pace.observe(ms, "quiet");
    return pace;
  };

  it("over the budget: a gap of at least the batch's time that doubles, and smaller batches", () => {
    // The quiet tail is the 90th percentile: one outlier of fifteen does not move it.
    const pace = paced(1.5, [...Array<number>(14).fill(2), 9]);
    expect(pace.baselineMs).toBe(2);
    pace.observe(1, "during");
    pace.observe(6, "during");
    const first = pace.read(40);
    expect(first.ratio).toBe(3);
    expect(first.waitMs).toBe(40);
    expect(first.fit).toBe(0.5);
    pace.observe(40, "during");
    const second = pace.read(10);
    expect(second.waitMs).toBe(80);
    expect(second.fit).toBe(0.25);
    pace.observe(100, "during");
    // A gap is at most maxGapFactor times the batch (a probe's interval at least): 100 ms after 10 ms.
    expect(pace.read(10).waitMs).toBe(LATENCY.maxGapFactor * LATENCY.probeEveryMs);
    pace.observe(100, "during");
    expect(pace.read(40).waitMs).toBe(200);
    // The recent tail is still over, but the last batch's own probe was within: the gap holds.
    pace.observe(2, "during");
    const held = pace.read(10);
    expect(held.ratio).toBe(50);
    expect(held.waitMs).toBe(200);
    expect(held.fit).toBe(0.25);
  });

  it("within it: the gap decays to none, and batches may grow by half at most", () => {
    const pace = paced(2, [2]);
    pace.observe(8, "during");
    expect(pace.read(100).waitMs).toBe(100);
    const readings = [];
    for (let index = 0; index < 80; index++) {
      pace.observe(index === 0 ? 3 : 1, "during");
      readings.push(pace.read(100));
    }
    // While the 8 ms probe is the window's 90th percentile the tail is over the budget and the
    // gap holds; at 11 probes (the 8 and ten readings' worth) the percentile is the second slowest.
    const firstWithin = readings.findIndex((reading) => (reading.ratio ?? 0) <= 2);
    expect(firstWithin).toBe(9);
    expect(readings[firstWithin]?.ratio).toBe(1.5);
    expect(readings[firstWithin - 1]?.waitMs).toBe(100);
    expect(readings[firstWithin]?.waitMs).toBeCloseTo(100 * LATENCY.gapDecay);
    expect(readings.at(-1)?.waitMs).toBe(0);
    expect(readings.at(-1)?.fit).toBe(1.5);
    expect(readings.at(-1)?.ratio).toBe(0.5);
  });

  it("no probe during a batch leaves the gap as it was; a live load that grows moves the baseline", () => {
    const pace = paced(1.5, [2, 2, 2]);
    pace.observe(5, "during");
    expect(pace.read(30).waitMs).toBe(30);
    expect(pace.read(30)).toEqual({ waitMs: 30, fit: undefined, ratio: undefined });
    // The load doubled: quiet probes now take 4 ms, and 5 ms during a batch is within 1.5x.
    for (let index = 0; index < LATENCY.quietKept; index++) pace.observe(4, "quiet");
    pace.observe(5, "during");
    expect(pace.read(30).ratio).toBe(1.25);
  });

  it("a probe faster than the floor counts as the floor", () => {
    const pace = paced(1.5, [0.01]);
    expect(pace.baselineMs).toBe(LATENCY.floorMs);
    pace.observe(LATENCY.floorMs * 1.4, "during");
    expect(pace.read(10).ratio).toBeCloseTo(1.4);
  });
});

describe("LATENCY_BUDGET", () => {
  const read = (text: string) => RUN_SETTINGS.latencyBudget.read(text, "LATENCY_BUDGET");

  it("is a factor within its bounds, or off; anything else names the setting", () => {
    expect(read("1.5")).toBe(1.5);
    expect(read("off")).toBeNull();
    expect(read("")).toBeUndefined();
    for (const bad of ["1", "0.5", "11", "fast", "1.5x"]) {
      expect(() => read(bad)).toThrow(ConfigError);
      expect(() => read(bad)).toThrow(/LATENCY_BUDGET/);
    }
  });
});

describe("a run under a latency budget, on real PostgreSQL", () => {
  it("probes its own commits, waits when it is over the budget, and deletes exactly the expired rows", async () => {
    await fill(8_000, 2_000);
    await db.pool.query("CHECKPOINT");
    const before = await xid();
    const report = await run({ throttle: { latencyBudget: LATENCY.min }, batchSize: 250 });
    const probes = (await xid()) - before - 1;
    expect(await left()).toEqual({ expired: 0, young: 2_000 });
    const policy = report.policies[0]!;
    expect(policy.deleted).toBe(8_000);
    expect(policy.batches).toBeGreaterThanOrEqual(30);
    // The baseline's probes, and at least one a batch (the batches' own xids are counted too).
    expect(probes).toBeGreaterThanOrEqual(LATENCY.baselineProbes + 2 * policy.batches!);
    // 1.05x is tighter than a batch of full-page images lets the server's commits be.
    expect(policy.throttled?.byReason.latency).toBeGreaterThan(0);
    expect(policy.warnings ?? []).toEqual([]);
  });

  it("off: no probe, no latency wait", async () => {
    await fill(5_000, 100);
    const before = await xid();
    const report = await run({ throttle: { latencyBudget: null } });
    const policy = report.policies[0]!;
    // The batches' own xids (and the run's bookkeeping), not a baseline's probes.
    expect((await xid()) - before - 1).toBeLessThan(policy.batches! + LATENCY.baselineProbes);
    expect(policy.throttled?.byReason.latency ?? 0).toBe(0);
    expect(await left()).toEqual({ expired: 0, young: 100 });
  });

  it("a probe session the server ends turns the budget off with a warning; the run goes on, exact", async () => {
    await fill(20_000, 500);
    let ended = false;
    const report = await run({
      throttle: { latencyBudget: 3 },
      onProgress: async (event) => {
        if (event.type !== "batch" || ended) return;
        ended = true;
        await db.pool.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND query LIKE '%txid_current()%' AND pid <> pg_backend_pid()`,
        );
      },
    });
    expect(ended).toBe(true);
    expect(await left()).toEqual({ expired: 0, young: 500 });
    expect(report.policies[0]?.warnings?.join("\n")).toMatch(
      /the latency budget's probe commit failed .*: the latency budget was off from then on/,
    );
  });
});
