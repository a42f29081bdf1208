// A nightly run's cost follows the rows it acts on, not the table (issue 40): the block-range walk
// starts and ends where the clock's index finds the first and the last row past its retention, so
// a day's slice at the start of a large heap is read and the young rest of the heap is not.
// Measured with pg_statio_user_tables (heap blocks hit or read).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WALK_SPAN } from "../../functions/contract/limits.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;
const ROWS = 300_000;
const EXPIRED = 3_000;
const sizes = new Map<string, { heap: number; slice: number }>();

const policiesFor = (table: string) =>
  parseRetentionTable({
    policies: [{ name: "slice", table, clock: "created_at", retention: "30d", owner: "t" }],
  }).policies;

/**
 * Heap blocks of the table hit or read since its counters were reset, once every other session
 * on the database has ended (a session reports its block counts as it exits).
 */
async function heapAccesses(table: string): Promise<number> {
  for (let wait = 0; wait < 100; wait++) {
    const { rows } = await db.pool.query<{ others: number }>(
      `SELECT count(*)::int AS others FROM pg_stat_activity
       WHERE datname = current_database() AND application_name <> 'retention-test'`,
    );
    if (rows[0]?.others === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { rows } = await db.pool.query<{ n: string }>(
    "SELECT (heap_blks_hit + heap_blks_read)::text AS n FROM pg_statio_user_tables WHERE relid = $1::regclass",
    [table],
  );
  return Number(rows[0]?.n);
}

/**
 * ROWS rows in clock order, the EXPIRED oldest past their retention (at the heap's start). Built
 * on a session of its own that ends before any counter is reset.
 */
async function build(setup: pg.Client, table: string) {
  const rows = `SELECT g AS id, CASE WHEN g <= ${EXPIRED} THEN now() - interval '60 days' + g * interval '1 second'
                     ELSE now() - interval '1 day' + g * interval '1 millisecond' END AS created_at, 'x' AS body
                FROM generate_series(1, ${ROWS}) g`;
  await setup.query(`
    CREATE TABLE ${table} (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, body text NOT NULL);
    INSERT INTO ${table} ${rows};
    CREATE INDEX ON ${table} (created_at);`);
  await setup.query(`VACUUM ANALYZE ${table}`);
  const { rows: found } = await setup.query<{ heap: number; slice: number }>(
    `SELECT (pg_relation_size($1::regclass) / 8192)::int AS heap,
            (SELECT count(DISTINCT (ctid::text::point)[0])::int FROM ${table}
             WHERE created_at < now() - interval '30 days') AS slice`,
    [table],
  );
  sizes.set(table, found[0] as { heap: number; slice: number });
}

beforeAll(async () => {
  db = await createTestDatabase();
  const setup = new pg.Client({ connectionString: db.url });
  await setup.connect();
  await setup.query("CREATE SCHEMA bounded");
  await build(setup, "bounded.events");
  await setup.end();
}, 120_000);
afterAll(async () => {
  await db.drop();
});

/** The table's block counters from zero, once every earlier session has reported its own. */
async function resetCounters(table: string): Promise<void> {
  await heapAccesses(table);
  await db.pool.query("SELECT pg_stat_reset_single_table_counters($1::regclass)", [table]);
}

/** One run in 20-block ranges (a whole heap's walk: ~96 statements): the heap blocks it touched. */
async function runTouching(table: string): Promise<number> {
  await resetCounters(table);
  const pool = db.enginePool();
  const report = await runRetention({
    pool,
    policies: policiesFor(table),
    order: "physical",
    blocksPerBatch: 20,
  });
  await pool.end();
  expect(report.policies[0]).toMatchObject({ strategy: "blocks", deleted: EXPIRED, error: null });
  const { rows: left } = await db.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE created_at < now() - interval '30 days'`,
  );
  expect(left[0]?.n).toBe(0);
  return heapAccesses(table);
}

/** Runs `work`, recording the text of every statement any client sends meanwhile (each still runs). */
async function recording<T>(work: () => Promise<T>): Promise<{ value: T; sent: string[] }> {
  const original = pg.Client.prototype.query;
  const sent: string[] = [];
  const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const first = args[0] as string | { text?: string } | undefined;
    sent.push(typeof first === "string" ? first : (first?.text ?? ""));
    return Reflect.apply(original, this, args) as never;
  });
  try {
    return { value: await work(), sent };
  } finally {
    spy.mockRestore();
  }
}
/** The statements that read the rows' span through the clock's index (candidateBlocksSql). */
const spanReads = (sent: string[]) => sent.filter((text) => text.includes("min(t.ctid)"));
/** The statements that ask for the oldest and the newest expired row's blocks (clockEndsSql). */
const clockEnds = (sent: string[]) => sent.filter((text) => text.includes("AS newest"));

/** The planner's correlation of created_at with the heap's order (pg_stats), either way. */
async function correlation(table: string): Promise<number> {
  const [schema, name] = table.split(".");
  const { rows } = await db.pool.query<{ c: number }>(
    "SELECT abs(correlation)::float8 AS c FROM pg_stats WHERE schemaname = $1 AND tablename = $2 AND attname = 'created_at'",
    [schema, name],
  );
  return rows[0]?.c ?? 0;
}

/** The heap block of each row whose id is in `ids`, by id. */
async function blocksOf(table: string, ids: number[]): Promise<Map<number, number>> {
  const { rows } = await db.pool.query<{ id: string; block: number }>(
    `SELECT id, (ctid::text::point)[0]::int AS block FROM ${table} WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), row.block]));
}

describe("cost that grows with the work", () => {
  // A DELETE pins its row's page once per row it deletes; "beyond the rows" is what is left.
  it("the walk reads the expired slice's blocks, not the heap behind it (the slice at the heap's start)", async () => {
    const { heap, slice } = sizes.get("bounded.events") as { heap: number; slice: number };
    expect(heap).toBeGreaterThan(50 * slice);
    const { value: touched, sent } = await recording(() => runTouching("bounded.events"));
    const beyond = touched - EXPIRED;
    // A heap in clock order: the span is the oldest and the newest expired row's blocks (two
    // steps of the index), and only the last look reads every expired row.
    expect(await correlation("bounded.events")).toBeGreaterThanOrEqual(WALK_SPAN.correlation);
    expect(clockEnds(sent)).toHaveLength(1);
    expect(spanReads(sent)).toHaveLength(1);
    // The breaker's count, the walk's bounds and the figures touch the slice a few times over; a
    // walk to the heap's end alone would touch all `heap` blocks.
    expect(beyond).toBeLessThan(heap / 5);
  });

  it("a heap in clock order: expired rows outside the oldest and the newest one's blocks, below and above, are still found, and the young heap between is not walked", async () => {
    const table = "bounded.ends";
    // Below: the first row, expired, its clock inside the slice's; young rows (newer than the
    // slice, older than the rest); the slice in clock order; young rows. Above: an expired row
    // written at the heap's end, its clock inside the slice's too.
    await db.pool.query(`
      CREATE TABLE ${table} (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, body text NOT NULL);
      INSERT INTO ${table} SELECT g, CASE
          WHEN g = 1 THEN now() - interval '60 days' + 4000.5 * interval '1 second'
          WHEN g <= 3000 THEN now() - interval '29 days' + g * interval '1 second'
          WHEN g <= 6000 THEN now() - interval '60 days' + g * interval '1 second'
          ELSE now() - interval '1 day' + g * interval '1 millisecond' END, 'x'
        FROM generate_series(1, 60000) g;
      CREATE INDEX ON ${table} (created_at);`);
    await db.pool.query(`VACUUM ANALYZE ${table}`);
    await db.pool.query(
      `INSERT INTO ${table} VALUES (100001, now() - interval '60 days' + 4500.5 * interval '1 second', 'late')`,
    );
    expect(await correlation(table)).toBeGreaterThanOrEqual(WALK_SPAN.correlation);
    const at = await blocksOf(table, [1, 3001, 6000, 100001]);
    const [oldest, newest] = [at.get(3001) as number, at.get(6000) as number];
    expect(at.get(1)).toBeLessThan(oldest);
    expect(at.get(100001)).toBeGreaterThan(newest + 20);

    const pool = db.enginePool();
    const { value: report, sent } = await recording(() =>
      runRetention({ pool, policies: policiesFor(table), order: "physical", blocksPerBatch: 20 }),
    ).finally(() => pool.end());
    expect(report.policies[0]).toMatchObject({ strategy: "blocks", deleted: 3002, error: null });
    const { rows } = await db.pool.query<{ expired: number; young: number }>(
      `SELECT count(*) FILTER (WHERE created_at < now() - interval '30 days')::int AS expired,
              count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS young
       FROM ${table}`,
    );
    expect(rows[0]).toEqual({ expired: 0, young: 60_000 - 3_001 });
    // The two ends' blocks in 20-block ranges, then one range for each row the last look found
    // below and above them, and a last look above that finds nothing more.
    expect(report.policies[0]?.batches).toBe(Math.ceil((newest + 1 - oldest) / 20) + 2);
    expect(clockEnds(sent)).toHaveLength(1);
    expect(spanReads(sent)).toHaveLength(3);
  });

  it("a catch-up (most of the table past its retention) walks the heap without reading the rows' span; rows appended meanwhile are still taken", async () => {
    await db.pool.query(`
      CREATE TABLE bounded.catchup (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, body text NOT NULL);
      INSERT INTO bounded.catchup
        SELECT g, CASE WHEN g <= 15000 THEN now() - interval '60 days' + g * interval '1 second' ELSE now() END, 'x'
        FROM generate_series(1, 20000) g;
      CREATE INDEX ON bounded.catchup (created_at);
      ANALYZE bounded.catchup;`);
    expect(15_000 / 20_000).toBeGreaterThanOrEqual(WALK_SPAN.heapShare);
    const pool = db.enginePool();
    let appended = false;
    const { value: report, sent } = await recording(() =>
      runRetention({
        pool,
        policies: policiesFor("bounded.catchup"),
        order: "physical",
        blocksPerBatch: 20,
        allowLargeDeletion: ["slice"],
        onProgress: async (event) => {
          if (event.type !== "batch" || appended) return;
          appended = true;
          // Old rows written while the walk runs land past the heap's end as it was read.
          await db.pool.query(`INSERT INTO bounded.catchup
          SELECT g, now() - interval '90 days', 'late' FROM generate_series(100001, 100500) g`);
        },
      }),
    ).finally(() => pool.end());
    expect(appended).toBe(true);
    expect(report.policies[0]).toMatchObject({ strategy: "blocks", deleted: 15_500, error: null });
    const { rows } = await db.pool.query<{ expired: number; young: number }>(
      `SELECT count(*) FILTER (WHERE created_at < now() - interval '30 days')::int AS expired,
              count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS young
       FROM bounded.catchup`,
    );
    expect(rows[0]).toEqual({ expired: 0, young: 5_000 });
    expect(sent.length).toBeGreaterThan(10);
    expect(spanReads(sent)).toEqual([]);
  });
});

describe("a thin slice scattered through a heap out of the clock's order (WALK_SPAN.scattered)", () => {
  /** 60,000 rows, `expired` of them past retention, in random heap order (or clock order). */
  async function scatteredTable(table: string, expired: number, random: boolean) {
    const setup = new pg.Client({ connectionString: db.url });
    await setup.connect();
    try {
      await setup.query(`
        CREATE TABLE ${table} (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, body text NOT NULL);
        INSERT INTO ${table}
          SELECT g, CASE WHEN g <= ${expired} THEN now() - interval '60 days' + g * interval '1 second'
                         ELSE now() - interval '1 day' + g * interval '1 millisecond' END, 'x'
          FROM generate_series(1, 60000) g ${random ? "ORDER BY random()" : ""};
        CREATE INDEX ON ${table} (created_at);
        -- A histogram fine enough for the planner to see a slice this thin (default: 100 buckets).
        ALTER TABLE ${table} ALTER COLUMN created_at SET STATISTICS 1000;`);
      await setup.query(`VACUUM ANALYZE ${table}`);
      const { rows } = await setup.query<{ heap: number; slice: number }>(
        `SELECT (pg_relation_size($1::regclass) / 8192)::int AS heap,
                (SELECT count(DISTINCT (ctid::text::point)[0])::int FROM ${table}
                 WHERE created_at < now() - interval '30 days') AS slice`,
        [table],
      );
      return rows[0] as { heap: number; slice: number };
    } finally {
      await setup.end();
    }
  }

  /** One run (automatic unless told): its strategy, and the heap blocks it touched; every expired row gone. */
  async function autoRun(table: string, expired: number, order?: "physical") {
    await resetCounters(table);
    const pool = db.enginePool();
    const report = await runRetention({
      pool,
      policies: policiesFor(table),
      ...(order ? { order } : {}),
    });
    await pool.end();
    expect(report.policies[0]).toMatchObject({ deleted: expired, error: null });
    const { rows } = await db.pool.query<{ old: number; young: number }>(
      `SELECT count(*) FILTER (WHERE created_at < now() - interval '30 days')::int AS old,
              count(*)::int AS young FROM ${table}`,
    );
    expect(rows[0]).toEqual({ old: 0, young: 60_000 - expired });
    return { strategy: report.policies[0]?.strategy, touched: await heapAccesses(table) };
  }

  it("goes along the clock's index (no span read, no range walked); asked for physical order, in clock order, or dense, it walks the blocks", async () => {
    const thin = await scatteredTable("bounded.thin_random", 150, true);
    // 150 rows in a heap of about 400 blocks: about a third of its blocks hold one. (What that
    // spares a heap larger than the cache, blocks read cold, is measured by npm run bench:scale.)
    expect(1 - Math.exp(-150 / thin.heap)).toBeLessThan(WALK_SPAN.scattered);
    const { value: scattered, sent } = await recording(() => autoRun("bounded.thin_random", 150));
    expect(scattered.strategy).toBe("keyset");
    const walking = (texts: string[]) =>
      texts.filter((text) => /min\(t\.ctid\)|t\.ctid >= |t\.ctid < /.test(text));
    expect(walking(sent)).toEqual([]);

    // Physical order asked for: the blocks are walked whatever the slice (the rule is auto's).
    await scatteredTable("bounded.thin_asked", 150, true);
    expect((await autoRun("bounded.thin_asked", 150, "physical")).strategy).toBe("blocks");

    await scatteredTable("bounded.thin_ordered", 150, false);
    expect((await autoRun("bounded.thin_ordered", 150)).strategy).toBe("blocks");

    const dense = await scatteredTable("bounded.dense_random", 6_000, true);
    expect(1 - Math.exp(-6_000 / dense.heap)).toBeGreaterThan(WALK_SPAN.scattered);
    const walked = await recording(() => autoRun("bounded.dense_random", 6_000));
    expect(walked.value.strategy).toBe("blocks");
    expect(walking(walked.sent).length).toBeGreaterThan(0);
  });
});
