// The latency budget (LATENCY_BUDGET): the pace's arithmetic, and runs on real PostgreSQL whose
// probe commits are counted, whose waits are reported, and whose deletions stay exact.
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { formatReport } from "../../functions/cli/render/report.js";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { LATENCY_BUDGET_RANGE } from "../../functions/contract/settings/run.js";
import { RUN_SETTINGS } from "../../functions/contract/settings.js";
import { type RunOptions, runRetention } from "../../functions/engine/index.js";
import { PROBE_MESSAGE_PREFIX, probeCommitSql } from "../../functions/engine/sql/throttle.js";
import { LATENCY, LatencyPace, Sample } from "../../functions/engine/throttle/latency-pace.js";
import {
  PROBE_EVERY_MS,
  type ProbeListener,
  type Prober,
  probeInThread,
  probeOn,
  threadableConfig,
} from "../../functions/engine/throttle/latency-probe.js";
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

/**
 * Counts the probes the pace took in (each a real commit, in the probes' thread), and when each
 * came in.
 */
function countProbes(): { readonly count: number; readonly arrivedAt: number[]; restore(): void } {
  const original = LatencyPace.prototype.observe;
  const arrivedAt: number[] = [];
  const spy = vi.spyOn(LatencyPace.prototype, "observe").mockImplementation(function (
    this: LatencyPace,
    ms,
    when,
  ) {
    arrivedAt.push(performance.now());
    original.call(this, ms, when);
  });
  let kept: number | undefined;
  return {
    get count() {
      return kept ?? spy.mock.calls.length;
    },
    arrivedAt,
    restore: () => {
      kept = spy.mock.calls.length;
      spy.mockRestore();
    },
  };
}

const run = (options: Partial<RunOptions>) =>
  runRetention({
    pool: db.enginePool(),
    policies,
    allowLargeDeletion: ["events"],
    order: "clock",
    batchSize: 500,
    ...options,
  });

/** A prober that sends nothing: the pace's arithmetic is fed by observe(). */
const silent: Prober = {
  start: () => undefined,
  every: () => undefined,
  begin: () => undefined,
  end: () => undefined,
  stop: async () => undefined,
};

/** A pace whose quiet probes took `quiet` ms each. */
const paced = (budget: number, quiet: number[]) => {
  const pace = new LatencyPace(silent, budget);
  for (const ms of quiet) pace.observe(ms, "quiet");
  return pace;
};

/** `count` probes of `ms` while a batch ran (a reading needs LATENCY.minFresh of them). */
const during = (pace: LatencyPace, ms: number, count: number = LATENCY.minFresh) => {
  for (let index = 0; index < count; index++) pace.observe(ms, "during");
};

/** Quiet probes of 1, 2, ... 100 ms: the baseline (their 99th percentile, the slowest left out) 99 ms. */
const spread = () => Array.from({ length: 100 }, (_, index) => index + 1);

describe("the latency pace's arithmetic", () => {
  it("every batch may run while at most a hundredth of the probes beside batches are over budget x the baseline; with half that, batches grow", () => {
    const pace = paced(2, spread());
    expect(pace.baselineMs).toBe(99);
    // Two probes are not evidence: no reading yet.
    during(pace, 150, 2);
    expect(pace.read(40, true)).toEqual({ waitMs: 0, fit: undefined, ratio: undefined });
    during(pace, 150, 1);
    const first = pace.read(40, true);
    // Every batch, but no growth yet: batches grow once growAfter probes were taken beside them.
    expect(first).toMatchObject({ waitMs: 0, fit: 1 });
    // The reading's ratio is a batch's harm: the 90th percentiles' (150 over 91 ms).
    expect(first.ratio).toBeCloseTo(150 / 91, 10);
    during(pace, 150, LATENCY.growAfter - LATENCY.minFresh - 1);
    expect(pace.read(40, true).fit).toBe(1);
    during(pace, 150, LATENCY.minFresh);
    expect(pace.read(40, true).fit).toBe(LATENCY.fit.max);
    // Grown: the next growth waits for as many probes of the new size again.
    during(pace, 150, LATENCY.minFresh);
    expect(pace.read(40, true).fit).toBe(1);
    // Two of the last 200 over the threshold (198 ms): every batch still, no growth.
    during(pace, 150, LATENCY.duringKept - 2);
    during(pace, 250, 2);
    expect(pace.allowedDuty()).toEqual({ duty: 1, room: false });
    expect(pace.read(40, true)).toMatchObject({ waitMs: 0, fit: 1 });
  });

  it("over it: smaller batches first, no gap while they can shrink", () => {
    const pace = paced(2, spread());
    for (let reading = 0; reading < 4; reading++) {
      during(pace, 250);
      expect(pace.read(40, false)).toMatchObject({ waitMs: 0, fit: LATENCY.fit.min });
    }
  });

  it("as small as they go: a gap after each batch brings the share of time batches run to what the mix allows", () => {
    const pace = paced(2, spread());
    // A fifth of the probes beside batches over 198 ms, none of the quiet ones:
    // 0.01 = (1 - d) x 0 + d x 0.2.
    during(pace, 150, 160);
    during(pace, 250, 40);
    expect(pace.allowedDuty().duty).toBeCloseTo(0.05, 10);
    const reading = pace.read(10, true);
    expect(reading.waitMs).toBeCloseTo(10 * (1 / 0.05 - 1), 6);
    expect(reading.fit).toBe(1);
    // The gap holds while the batches are tried smaller again; it goes once every batch may run.
    during(pace, 250);
    expect(pace.read(10, false)).toMatchObject({ waitMs: reading.waitMs, fit: LATENCY.fit.min });
    during(pace, 150, LATENCY.duringKept);
    expect(pace.read(10, true)).toMatchObject({ waitMs: 0, fit: LATENCY.fit.max });
    expect(LATENCY.duringKept).toBeGreaterThanOrEqual(LATENCY.growAfter);
  });

  it("quiet probes just after a batch count in the mix, not in the baseline", () => {
    const pace = paced(2, [...spread(), ...spread()]);
    expect(pace.baselineMs).toBe(100);
    // One probe right after a batch took 500 ms: the purge's own WAL and checkpoints, still
    // being written. It does not raise the baseline; it is a two-hundredth of the quiet commits.
    pace.observe(500, "quiet", false);
    expect(pace.baselineMs).toBe(100);
    during(pace, 150, 180);
    during(pace, 300, 20);
    // (0.01 - 0.005) / (0.1 - 0.005)
    expect(pace.allowedDuty().duty).toBeCloseTo(0.005 / 0.095, 10);
  });

  it("where no gap would hold the budget, batches still run the least share of the time, gaps at most maxGapMs", () => {
    const pace = paced(2, spread());
    during(pace, 1_000, LATENCY.duringKept);
    expect(pace.allowedDuty().duty).toBe(LATENCY.minDuty);
    expect(pace.read(10, true).waitMs).toBeCloseTo(10 * (1 / LATENCY.minDuty - 1), 6);
    during(pace, 1_000);
    expect(pace.read(1_000, true).waitMs).toBe(LATENCY.maxGapMs);
  });

  it("fewer probes than a reading needs leave the gap as it was; a live load that grows moves the baseline", () => {
    const pace = paced(2, spread());
    during(pace, 300, LATENCY.duringKept);
    const gap = pace.read(10, true).waitMs;
    expect(gap).toBeGreaterThan(0);
    expect(pace.read(10, true)).toEqual({ waitMs: gap, fit: undefined, ratio: undefined });
    // The load quadrupled: settled quiet probes now take four times as long, and 300 ms beside a
    // batch is within twice their 99th percentile (400 ms).
    for (let index = 0; index < LATENCY.quietKept; index++)
      pace.observe(4 * ((index % 100) + 1), "quiet");
    expect(pace.baselineMs).toBe(400);
    during(pace, 300);
    expect(pace.read(10, true)).toMatchObject({ waitMs: 0, fit: LATENCY.fit.max });
    expect(LATENCY.duringKept).toBeGreaterThanOrEqual(LATENCY.growAfter);
  });

  it("a probe faster than the floor counts as the floor", () => {
    const pace = paced(1.5, [0.01]);
    expect(pace.baselineMs).toBe(LATENCY.floorMs);
    during(pace, LATENCY.floorMs * 1.4);
    expect(pace.read(10, true).ratio).toBeCloseTo(1.4);
  });
});

describe("the latency pace's edges", () => {
  it("exactly at the threshold is within it", () => {
    const pace = paced(2, spread());
    during(pace, 198, LATENCY.duringKept);
    expect(pace.allowedDuty().duty).toBe(1);
    during(pace, 198.5, 2);
    expect(pace.allowedDuty().duty).toBe(1);
    during(pace, 198.5, 1);
    expect(pace.allowedDuty().duty).toBeLessThan(1);
  });

  it("the baseline leaves its slowest probe out: one stall does not make a short window's tail", () => {
    expect(paced(2, [...Array<number>(59).fill(2), 40]).baselineMs).toBe(2);
    expect(paced(2, [...Array<number>(58).fill(2), 40, 40]).baselineMs).toBe(40);
  });

  it("a quiet probe begun less than settleMs after a batch ended is not the baseline's", async () => {
    let listener: ProbeListener | undefined;
    const manual: Prober = {
      ...silent,
      start: (given) => {
        listener = given;
      },
    };
    const pace = new LatencyPace(manual, 2);
    pace.start();
    listener?.probe(2, false);
    expect(pace.baselineMs).toBe(2);
    pace.begin();
    pace.end();
    listener?.probe(50, false);
    expect(pace.figures().probes.quiet).toBe(2);
    expect(pace.baselineMs).toBe(2);
    // Begun settleMs after the batch ended: the baseline's (the slowest of three left out).
    await new Promise((resolve) => setTimeout(resolve, LATENCY.settleMs + 5));
    listener?.probe(3, false);
    listener?.probe(3, false);
    expect(pace.baselineMs).toBe(3);
  });

  it("the run's figures: every probe counted, medians from a uniform sample of at most figuresKept", () => {
    const pace = new LatencyPace(silent, 2);
    expect(pace.figures()).toEqual({
      budget: 2,
      probes: { quiet: 0, during: 0 },
      quietMedianMs: null,
      duringMedianMs: null,
      ratio: null,
    });
    for (let probe = 0; probe < 7; probe++) pace.observe(2, "quiet");
    const many = LATENCY.figuresKept * 2 + 500;
    for (let probe = 0; probe < many; probe++) pace.observe(1 + (probe % 100) / 10, "during");
    const figures = pace.figures();
    expect(figures.probes).toEqual({ quiet: 7, during: many });
    expect(figures.quietMedianMs).toBe(2);
    // The values 1.0 to 10.9 evenly: their median 5.95, a uniform sample's within a few tenths.
    expect(figures.duringMedianMs).toBeGreaterThan(5.5);
    expect(figures.duringMedianMs).toBeLessThan(6.4);
    expect(figures.ratio).toBeCloseTo(figures.duringMedianMs! / 2, 1);
  });

  it("a run's sample keeps at most its size, every part of the run alike", () => {
    const sample = new Sample(1_000);
    // Rising values: a sample that kept the first thousand, or stopped replacing, has a low median.
    for (let value = 1; value <= 20_000; value++) sample.add(value);
    expect(sample.seen).toBe(20_000);
    expect(sample.values).toHaveLength(1_000);
    expect(sample.values.every((value) => value >= 1 && value <= 20_000)).toBe(true);
    expect(new Set(sample.values).size).toBe(1_000);
    // A uniform sample of 1,000: its median within about 3 standard errors of 10,000.
    expect(sample.median).toBeGreaterThan(8_500);
    expect(sample.median).toBeLessThan(11_500);
    // The last tenth of the run is in the sample about a tenth of the time.
    const late = sample.values.filter((value) => value > 18_000).length;
    expect(late).toBeGreaterThan(60);
    expect(late).toBeLessThan(140);
    expect(new Sample(3).median).toBeNull();
  });

  it("a ratio only when both kinds of probe ran", () => {
    const quietOnly = new LatencyPace(silent, 2);
    quietOnly.observe(1, "quiet");
    expect(quietOnly.figures()).toMatchObject({
      quietMedianMs: 1,
      duringMedianMs: null,
      ratio: null,
    });
    const duringOnly = new LatencyPace(silent, 2);
    duringOnly.observe(3, "during");
    expect(duringOnly.figures()).toMatchObject({
      quietMedianMs: null,
      duringMedianMs: 3,
      ratio: null,
    });
  });

  it("both windows keep only their last probes", () => {
    // As many slow probes before them as they keep: kept too, they would be the quantile.
    const slow = (count: number) => Array<number>(count).fill(100);
    const pace = paced(1.5, [
      ...slow(LATENCY.quietKept),
      ...Array<number>(LATENCY.quietKept).fill(2),
    ]);
    expect(pace.baselineMs).toBe(2);
    for (const ms of [...slow(LATENCY.duringKept), ...Array<number>(LATENCY.duringKept).fill(2)])
      pace.observe(ms, "during");
    expect(pace.read(10, true)).toEqual({ waitMs: 0, fit: LATENCY.fit.max, ratio: 1 });
  });

  it("a settled quiet window is due once a reading held batches back and the baseline is older than rebaselineEveryMs", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const pace = paced(1.5, [2]);
      vi.setSystemTime(Date.now() + LATENCY.rebaselineEveryMs + 1);
      // Every batch may run: the baseline's age alone asks for nothing.
      expect(pace.quietDue).toBe(false);
      during(pace, 100);
      pace.read(10, true);
      expect(pace.quietDue).toBe(true);
      pace.observe(2, "quiet");
      expect(pace.quietDue).toBe(false);
      vi.setSystemTime(Date.now() + LATENCY.rebaselineEveryMs);
      expect(pace.quietDue).toBe(false);
      vi.setSystemTime(Date.now() + 1);
      expect(pace.quietDue).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the probes, on a real connection", () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it.each([
    ["in a thread of their own", () => probeInThread(threadableConfig(db.pool)!)],
    ["on the engine's thread", () => probeOn(db.pool)],
  ] as const)(
    "%s: every probeEveryMs from the baseline until stop(), whatever the batches; a batch never waits for one",
    async (_where, prober) => {
      const pace = new LatencyPace(prober(), 1.5);
      await pace.settled(5);
      expect(pace.figures().probes.quiet).toBeGreaterThanOrEqual(5);
      expect(pace.figures().probes.during).toBe(0);
      expect(pace.quietDue).toBe(false);
      expect(pace.baselineMs).toBeGreaterThanOrEqual(LATENCY.floorMs);

      // Two lanes' batches: their ends return at once, the probes meanwhile count as during.
      pace.begin();
      pace.begin();
      await sleep(100);
      const ends = performance.now();
      pace.end();
      pace.end();
      expect(performance.now() - ends).toBeLessThan(1);
      await sleep(30);
      const { during } = pace.figures().probes;
      expect(during).toBeGreaterThanOrEqual(3);
      expect(during).toBeLessThanOrEqual(130 / PROBE_EVERY_MS + 2);
      expect(pace.read(80, true).ratio).toBeGreaterThan(0);

      // No batch: the probes go on, and count as quiet.
      const quietBefore = pace.figures().probes.quiet;
      await sleep(80);
      expect(pace.figures().probes.quiet).toBeGreaterThan(quietBefore);
      expect(pace.figures().probes.during).toBe(during);

      await pace.stop();
      const stopped = pace.figures().probes;
      await sleep(60);
      expect(pace.figures().probes).toEqual(stopped);
      expect(pace.broken).toBeUndefined();
    },
  );

  it("in a thread of their own, on a connection of their own that goes with stop()", async () => {
    const name = `probe-${Date.now()}`;
    const config = { ...threadableConfig(db.pool)!, application_name: name };
    const pace = new LatencyPace(probeInThread(config), 1.5);
    await pace.settled(2);
    const sessions = async () =>
      Number(
        (
          await db.pool.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1",
            [name],
          )
        ).rows[0]?.n,
      );
    expect(await sessions()).toBe(1);
    await pace.stop();
    for (let wait = 0; wait < 50 && (await sessions()) > 0; wait++) await sleep(20);
    expect(await sessions()).toBe(0);
  });

  it("a thread whose connection cannot be made says why, once: the pace is broken", async () => {
    const pace = new LatencyPace(
      probeInThread({ host: "127.0.0.1", port: 1, user: "nobody", connectionTimeoutMillis: 2_000 }),
      1.5,
    );
    await pace.settled(3);
    expect(pace.broken?.message).toMatch(/ECONNREFUSED|connect/);
    expect(pace.figures().probes).toEqual({ quiet: 0, during: 0 });
    await pace.stop();
  });

  it("the pool's settings cross to a thread as plain values, without the pool's own; a password given as a function does not", () => {
    const plain = new pg.Pool({
      connectionString: "postgres://u:p@h:5/d",
      max: 3,
      ssl: { ca: "x" },
    });
    expect(threadableConfig(plain)).toEqual({
      connectionString: "postgres://u:p@h:5/d",
      ssl: { ca: "x" },
    });
    const given = new pg.Pool({ host: "h", password: "secret" });
    expect(threadableConfig(given)).toEqual({ host: "h", password: "secret" });
    const fn = new pg.Pool({ host: "h", password: async () => "secret" });
    expect(threadableConfig(fn)).toBeUndefined();
    for (const pool of [plain, given, fn]) void pool.end();
  });

  it("a batch that begins while a probe is in flight makes that probe count as during", async () => {
    let release: (() => void) | undefined;
    const held = {
      query: () =>
        new Promise((resolve) => {
          release = () => resolve({ rows: [] });
        }),
    };
    const pace = new LatencyPace(probeOn(held as never), 1.5);
    pace.start();
    await sleep(5);
    pace.begin();
    pace.end();
    release?.();
    await sleep(5);
    expect(pace.figures().probes).toEqual({ quiet: 0, during: 1 });
    const stopped = pace.stop();
    release?.();
    await stopped;
  });

  it("a probe's commit waits for the WAL flush, as an application's commit does", async () => {
    // A commit that wrote no WAL before its record is asynchronous (an xid alone: txid_current()):
    // it returns before the flush. The probe's must not: after it, the server's WAL is flushed past
    // where it was inserting before the probe began (the probe's commit record lies beyond that).
    const client = await db.pool.connect();
    try {
      let flushedPast = 0;
      for (let probe = 0; probe < 20; probe++) {
        const { rows } = await client.query<{ lsn: string }>(
          "SELECT pg_current_wal_insert_lsn()::text AS lsn",
        );
        await client.query(probeCommitSql());
        const after = await client.query<{ past: boolean }>(
          "SELECT pg_current_wal_flush_lsn() > $1::pg_lsn AS past",
          [rows[0]!.lsn],
        );
        if (after.rows[0]!.past) flushedPast += 1;
      }
      expect(flushedPast).toBe(20);
    } finally {
      client.release();
    }
  });

  it("a probe's time is its commit's, from sending to the answer; the baseline's probes are baselineEveryMs apart", async () => {
    const slow = {
      query: async () => {
        await sleep(15);
        return { rows: [] };
      },
    };
    const pace = new LatencyPace(probeOn(slow as never), 1.5);
    const started = performance.now();
    await pace.settled(3);
    expect(pace.baselineMs).toBeGreaterThanOrEqual(14);
    expect(performance.now() - started).toBeGreaterThanOrEqual(
      3 * 14 + 2 * LATENCY.baselineEveryMs,
    );
    await pace.stop();
  });

  it("after a probe fails, none is tried again: the pace is broken", async () => {
    let queries = 0;
    const failing = {
      query: async () => {
        queries += 1;
        throw new Error("terminating connection due to administrator command");
      },
    };
    const pace = new LatencyPace(probeOn(failing), 1.5);
    await pace.settled(3);
    expect(pace.broken?.message).toMatch(/administrator command/);
    // Nothing was observed: the baseline is the floor, not a failed probe's time.
    expect(pace.baselineMs).toBe(LATENCY.floorMs);
    await pace.settled(3);
    expect(queries).toBe(1);
    await pace.stop();
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
  it("probes its own commits all through the run, and deletes exactly the expired rows", async () => {
    await fill(8_000, 2_000);
    await db.pool.query("CHECKPOINT");
    const probes = countProbes();
    const report = await run({
      throttle: { latencyBudget: LATENCY_BUDGET_RANGE.min },
      batchSize: 250,
    }).finally(probes.restore);
    expect(await left()).toEqual({ expired: 0, young: 2_000 });
    const policy = report.policies[0]!;
    expect(policy.deleted).toBe(8_000);
    expect(policy.batches).toBeGreaterThanOrEqual(30);
    // A probe every probeEveryMs from the baseline to the policy's end: no stretch of the run
    // without one longer than a probe's interval and a (slow, shared machine's) commit.
    expect(probes.count).toBeGreaterThan(LATENCY.baselineProbes);
    const gaps = probes.arrivedAt.slice(1).map((at, index) => at - probes.arrivedAt[index]!);
    expect(Math.max(...gaps)).toBeLessThan(PROBE_EVERY_MS + 250);
    expect(policy.warnings ?? []).toEqual([]);
    // The report says what every probe measured: each one counted once, quiet or during a batch.
    const figures = policy.latency!;
    expect(figures.budget).toBe(LATENCY_BUDGET_RANGE.min);
    expect(figures.probes.quiet + figures.probes.during).toBe(probes.count);
    expect(figures.probes.quiet).toBeGreaterThanOrEqual(LATENCY.baselineProbes);
    expect(figures.probes.during).toBeGreaterThanOrEqual(LATENCY.minFresh);
    expect(figures.quietMedianMs).toBeGreaterThanOrEqual(LATENCY.floorMs);
    expect(figures.ratio).toBeCloseTo(figures.duringMedianMs! / figures.quietMedianMs!, 1);
  });

  it("waits, for latency, when the live commits are slower while its batches run; still exact", async () => {
    // Whether this machine's commits slow down under a batch is the noise of the day (a CI run saw
    // none at 1.05x); here the commits measured while a batch runs take 40 ms more, as on a
    // server whose WAL the purge saturates. The probes, the run and the deletions are real.
    const observe = LatencyPace.prototype.observe;
    let slowedProbes = 0;
    const slowed = vi.spyOn(LatencyPace.prototype, "observe").mockImplementation(function (
      this: LatencyPace,
      ms,
      when,
    ) {
      if (when === "during") slowedProbes += 1;
      observe.call(this, when === "during" ? ms + 40 : ms, when);
    });
    // Enough batches that minFresh probes run beside them well before the last one on a fast
    // server too: with 6,000 rows, 13 batches saw 3 to 6 such probes, and one run in CI saw its
    // third only after the last batch and so never read the pace; 16,000 rows saw 9 to 13.
    await fill(16_000, 1_000);
    const report = await run({ throttle: { latencyBudget: 1.5 }, batchSize: 500 }).finally(() =>
      slowed.mockRestore(),
    );
    expect(await left()).toEqual({ expired: 0, young: 1_000 });
    const policy = report.policies[0]!;
    expect(policy.deleted).toBe(16_000);
    expect(slowedProbes).toBeGreaterThanOrEqual(LATENCY.minFresh);
    expect(policy.throttled?.byReason.latency).toBeGreaterThan(0);
    // The figures are of the commits as the pace saw them: those during batches 40 ms slower.
    expect(policy.latency?.duringMedianMs).toBeGreaterThanOrEqual(40);
    expect(policy.latency?.quietMedianMs).toBeLessThan(40);
    expect(policy.latency?.ratio).toBeGreaterThan(1.5);
    // The terminal's report says it in the policy's `how`.
    expect(formatReport(report)).toContain(`commits ${policy.latency?.ratio}x of 1.5`);
    expect(policy.warnings ?? []).toEqual([]);
  });

  it("off: no probe, no latency wait", async () => {
    await fill(5_000, 100);
    const probes = countProbes();
    const report = await run({ throttle: { latencyBudget: null } }).finally(probes.restore);
    const policy = report.policies[0]!;
    expect(policy.batches).toBeGreaterThan(1);
    expect(probes.count).toBe(0);
    expect(policy.throttled?.byReason.latency ?? 0).toBe(0);
    expect(policy.latency).toBeUndefined();
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
           WHERE datname = current_database() AND query LIKE $1 AND pid <> pg_backend_pid()`,
          [`%${PROBE_MESSAGE_PREFIX}%`],
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
