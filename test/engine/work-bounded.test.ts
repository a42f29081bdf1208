// A nightly run's cost follows the rows it acts on, not the table (issue 40): the block-range walk
// starts and ends where the clock's index finds the first and the last row past its retention, so
// a day's slice at the start of a large heap is read and the young rest of the heap is not.
// Measured with pg_statio_user_tables (heap blocks hit or read).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { WALK_SPAN } from "../../functions/engine/strategies/blocks.js";
import { LOOK_BACK } from "../../functions/engine/strategies/look-back.js";
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

describe("the figures after a walk in clock order (LOOK_BACK)", () => {
  /**
   * Autovacuum kept off every table of the test's database: its ANALYZE of a table an earlier walk
   * emptied, or of one just filled, holds a snapshot in this database while a stretch is read, and
   * that stretch's entries are rightly left for the figures. The look back is measured quiet (a
   * disturbance the test can see still has it tried again).
   */
  const QUIET = `DO $$DECLARE r record; BEGIN
    FOR r IN SELECT c.oid::regclass AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
               AND n.nspname NOT LIKE 'pg_toast%'
    LOOP EXECUTE format('ALTER TABLE %s SET (autovacuum_enabled = false)', r.t); END LOOP; END$$`;

  /**
   * Ten times `expired` rows of about 200 bytes in random heap order, `expired` of them past
   * retention: one of them held, one referenced by a row of another table. Each expired row's
   * clock and block before the run are kept in `${table}_before`.
   */
  async function figuresTable(table: string, expired: number) {
    const setup = new pg.Client({ connectionString: db.url });
    await setup.connect();
    try {
      await setup.query(`
        CREATE TABLE ${table} (id bigint PRIMARY KEY, created_at timestamptz NOT NULL,
          held boolean NOT NULL DEFAULT false, body text NOT NULL);
        INSERT INTO ${table}
          SELECT g, CASE WHEN g <= ${expired} THEN now() - interval '60 days' + g * interval '1 second'
                         ELSE now() - interval '1 day' + g * interval '1 millisecond' END,
                 g = 700, repeat('x', 200)
          FROM generate_series(1, ${10 * expired}) g ORDER BY random();
        CREATE INDEX ON ${table} (created_at);
        CREATE TABLE ${table}_child (id bigint PRIMARY KEY, parent_id bigint REFERENCES ${table} (id));
        INSERT INTO ${table}_child VALUES (1, 900);
        CREATE TABLE ${table}_before AS
          SELECT id, created_at, (ctid::text::point)[0]::int AS block FROM ${table}
          WHERE created_at < now() - interval '30 days';`);
      await setup.query(QUIET);
      await setup.query(`VACUUM ANALYZE ${table}`);
    } finally {
      await setup.end();
    }
  }

  /**
   * Runs `work`; each figures statement (standingSql) on any client runs inside a transaction of
   * its own, and the heap blocks it fetched from `table` (hit or read) are recorded, as is every
   * look back's stretch of the clock's index.
   */
  async function measuring<T>(table: string, work: () => Promise<T>) {
    const original = pg.Client.prototype.query;
    const figures: number[] = [];
    const stretches: [string, string][] = [];
    let disturbed = false;
    const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const first = args[0] as { text?: string; values?: unknown[] } | string | undefined;
      const text = typeof first === "string" ? first : (first?.text ?? "");
      const run = (...more: unknown[]) =>
        Reflect.apply(original, this, more) as Promise<pg.QueryResult>;
      const snapshotsElsewhere = async () => {
        const { rows } = await run(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_xmin IS NOT NULL`,
        );
        disturbed ||= (rows[0]?.n as number) > 0;
      };
      if (text.includes("count(*)::int AS n") && text.includes("<= $2")) {
        stretches.push((first as { values: [string, string] }).values);
        // A session elsewhere in the database that holds a snapshot as the stretch is read (an
        // autovacuum's ANALYZE of another table) keeps its entries from being marked.
        return (async () => {
          await snapshotsElsewhere();
          const result = await run(...args);
          await snapshotsElsewhere();
          return result;
        })() as never;
      }
      if (!text.includes("AS oldest_epoch")) return run(...args) as never;
      return (async () => {
        // The session's counts not yet reported are in the figure too: the difference is the
        // statement's (nothing is reported in the middle of a transaction).
        const fetched = async () =>
          (await run("SELECT pg_stat_get_xact_blocks_fetched($1::regclass)::int AS n", [table]))
            .rows[0]?.n as number;
        await run("BEGIN");
        const before = await fetched();
        const result = await run(...args);
        figures.push((await fetched()) - before);
        await run("COMMIT");
        return result;
      })() as never;
    });
    try {
      const value = await work();
      return { value, figures, stretches, disturbed };
    } finally {
      spy.mockRestore();
    }
  }

  /**
   * One run in batches of 200 with three rows written behind the walk (two before its first look
   * back, one after); its report and what it read.
   */
  async function walkWithLateRows(table: string, expired: number) {
    await figuresTable(table, expired);
    const policies = parseRetentionTable({
      policies: [
        { name: "figures", table, clock: "created_at", retention: "30d", hold: "held", owner: "t" },
      ],
    }).policies;
    const pool = db.enginePool();
    let batches = 0;
    const { value, figures, stretches, disturbed } = await measuring(table, () =>
      runRetention({
        pool,
        policies,
        batchSize: 200,
        pauseMs: 5,
        onProgress: async (event) => {
          if (event.type !== "batch") return;
          batches += 1;
          // Behind the walk, with old clocks: one older than every row and one inside the first
          // batch's stretch, before any look back; one inside the second's, once it has been
          // read again (or left to the figures).
          if (batches === 10)
            await db.pool.query(`INSERT INTO ${table} (id, created_at, body) VALUES
              (-1, now() - interval '90 days', 'late'),
              (-2, now() - interval '60 days' + 20.5 * interval '1 second', 'late')`);
          if (batches === Math.floor(expired / 200) - 5)
            await db.pool.query(`INSERT INTO ${table} (id, created_at, body)
              VALUES (-3, now() - interval '60 days' + 220.5 * interval '1 second', 'late')`);
        },
      }),
    ).finally(() => pool.end());
    const last = figures.at(-1) as number;
    return { policy: value.policies[0], figures: last, stretches, disturbed };
  }

  /**
   * The oracle, plain SQL on a sequential scan (no index: no entry marked dead plays a part): the
   * rows left past `cutoff`, held, blocked, and how overdue the oldest due is; and the blocks of
   * the deleted rows (all, those whose clocks no look back read again), and of the rows left.
   */
  async function oracle(table: string, cutoff: string, stretches: [string, string][]) {
    const client = await db.pool.connect();
    try {
      await client.query(
        "SET enable_indexscan = off; SET enable_bitmapscan = off; SET enable_indexonlyscan = off",
      );
      const blocked = `EXISTS (SELECT 1 FROM ${table}_child AS ch WHERE ch.parent_id = t.id)`;
      const { rows } = await client.query<Record<string, number>>(
        `SELECT count(*)::int AS expired, count(*) FILTER (WHERE held)::int AS held,
           count(*) FILTER (WHERE NOT held AND ${blocked})::int AS blocked,
           round(extract(epoch FROM $1::timestamptz - min(created_at) FILTER (WHERE NOT held AND NOT ${blocked})))::int AS overdue,
           count(DISTINCT (ctid::text::point)[0])::int AS "leftBlocks"
         FROM ${table} AS t WHERE created_at < $1::timestamptz`,
        [cutoff],
      );
      const { rows: deleted } = await client.query<Record<string, number>>(
        `SELECT count(DISTINCT block)::int AS "deletedBlocks",
           count(DISTINCT block) FILTER (WHERE NOT EXISTS (
             SELECT 1 FROM unnest($1::timestamptz[], $2::timestamptz[]) AS s(f, t)
             WHERE b.created_at BETWEEN s.f AND s.t))::int AS unread
         FROM ${table}_before AS b WHERE NOT EXISTS (SELECT 1 FROM ${table} AS t WHERE t.id = b.id)`,
        [stretches.map((each) => each[0]), stretches.map((each) => each[1])],
      );
      return { ...rows[0], ...deleted[0] } as Record<
        "expired" | "held" | "blocked" | "overdue" | "leftBlocks" | "deletedBlocks" | "unread",
        number
      >;
    } finally {
      client.release();
    }
  }

  /** A clock-order walk of `batches` batches of `batchSize` beside short transactions; its polls. */
  async function bigBatchWalk(table: string, batchSize: number, batches: number) {
    await db.pool.query(`
      CREATE TABLE ${table} (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      INSERT INTO ${table}
        SELECT g, now() - interval '60 days' + g * interval '1 second'
        FROM generate_series(1, ${batchSize * batches}) g;
      CREATE INDEX ON ${table} (created_at);
      ANALYZE ${table};`);
    await db.pool.query(QUIET);
    let busy = true;
    const others = (async () => {
      while (busy) await db.pool.query("SELECT txid_current()");
    })();
    const original = pg.Client.prototype.query;
    let polls = 0;
    const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const first = args[0] as { text?: string } | string | undefined;
      const text = typeof first === "string" ? first : (first?.text ?? "");
      if (text.startsWith("SELECT pg_snapshot_xmin")) polls += 1;
      return Reflect.apply(original, this, args) as never;
    });
    const pool = db.enginePool();
    const policies = parseRetentionTable({
      policies: [{ name: "big", table, clock: "created_at", retention: "30d", owner: "t" }],
    }).policies;
    const report = await runRetention({
      pool,
      policies,
      batchSize,
      order: "clock",
      allowLargeDeletion: ["big"],
    }).finally(async () => {
      spy.mockRestore();
      busy = false;
      await others;
      await pool.end();
    });
    const { rows } = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return { policy: report.policies[0], left: rows[0]?.n, polls };
  }

  it("batches larger than the bound do not wait for the horizon: only older stretches can", async () => {
    // Each batch is over the bound; short transactions elsewhere keep every snapshot's xmin below
    // its xmax, so a batch's stretch is ready only a batch after the next. Bounding the newest
    // stretches made each such batch wait a poll (LOOK_BACK.pollMs) for nothing.
    const { rows: settings } = await db.pool.query<{ buffers: string }>(
      "SELECT setting AS buffers FROM pg_settings WHERE name = 'shared_buffers'",
    );
    const bound = Math.floor(LOOK_BACK.shareOfBuffers * Number(settings[0]?.buffers));
    const [batchSize, batches] = [bound + 1_000, 4];
    // A transaction elsewhere on this shared server that spans two batches makes an older stretch
    // wait, rightly: the walk is tried again, at most three times.
    for (let attempt = 1; ; attempt++) {
      const walked = await bigBatchWalk(`bounded.big_batches_${attempt}`, batchSize, batches);
      expect(walked.policy).toMatchObject({ strategy: "keyset", deleted: batchSize * batches });
      expect(walked.left).toBe(0);
      if (walked.polls > 1 && attempt < 3) continue;
      // The walk's last snapshot, after its last batch, and none while it went.
      expect(walked.polls).toBeLessThanOrEqual(1);
      return;
    }
  });

  it("read the rows left and those written meanwhile, not the deleted rows' pages again, and stay exact", async () => {
    // A walk that outgrows shared buffers (LOOK_BACK.shareOfBuffers: a smaller one does not look
    // back, its pages are still in memory for the figures).
    const { rows: settings } = await db.pool.query<{ buffers: string }>(
      "SELECT setting AS buffers FROM pg_settings WHERE name = 'shared_buffers'",
    );
    const expired = Math.ceil(1.5 * LOOK_BACK.shareOfBuffers * Number(settings[0]?.buffers));
    // A transaction anywhere on the server that was running as a batch committed delays that
    // batch's look back; one that lasts the whole run (another database's long load, on this
    // shared server) delays them all: the run is tried again, at most three times.
    for (let attempt = 1; ; attempt++) {
      const table = `bounded.figures_${attempt}`;
      const { policy, figures, stretches, disturbed } = await walkWithLateRows(table, expired);
      expect(policy).toMatchObject({ strategy: "keyset", deleted: expired - 2, error: null });
      const found = await oracle(table, (policy as { cutoff: string }).cutoff, stretches);
      // Exact: the held row, the blocked one, and the three written behind the walk (the oldest
      // due is the one 90 days old). The report's rows examined are those deleted and those left.
      expect(found).toMatchObject({ expired: 5, held: 1, blocked: 1 });
      expect(found.overdue).toBeGreaterThan(59 * 86_400);
      expect(policy).toMatchObject({
        examined: expired - 2 + 5,
        held: 1,
        blocked: 1,
        backlog: 3,
        overdueSeconds: found.overdue,
      });
      expect(found.deletedBlocks).toBeGreaterThan(expired / 5);
      // A session elsewhere in the database held a snapshot as a stretch was read: its entries
      // were rightly left, and the figures read their pages (the run is tried again).
      if ((found.unread >= found.deletedBlocks / 2 || disturbed) && attempt < 3) continue;
      // Most of the walk was read again as it went; the figures after it fetched only the blocks
      // of the rows left and of the deleted rows no look back reached. Before the look back they
      // fetched every deleted row's block.
      expect(found.unread).toBeLessThan(found.deletedBlocks / 2);
      expect(figures).toBeLessThan(found.deletedBlocks / 2);
      expect(figures).toBeLessThanOrEqual(found.unread + found.leftBlocks + 2);
      return;
    }
  });
});
