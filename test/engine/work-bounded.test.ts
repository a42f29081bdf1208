// A nightly run's cost follows the rows it acts on, not the table (issue 40): the block-range walk
// starts and ends where the clock's index finds the first and the last row past its retention, so
// a day's slice at the start of a large heap is read and the young rest of the heap is not.
// Measured with pg_statio_user_tables (heap blocks hit or read).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/** One run in 20-block ranges (a whole heap's walk: ~96 statements): the heap blocks it touched. */
async function runTouching(table: string): Promise<number> {
  await heapAccesses(table);
  await db.pool.query("SELECT pg_stat_reset_single_table_counters($1::regclass)", [table]);
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

describe("cost that grows with the work", () => {
  // A DELETE pins its row's page once per row it deletes; "beyond the rows" is what is left.
  it("the walk reads the expired slice's blocks, not the heap behind it (the slice at the heap's start)", async () => {
    const { heap, slice } = sizes.get("bounded.events") as { heap: number; slice: number };
    expect(heap).toBeGreaterThan(50 * slice);
    const beyond = (await runTouching("bounded.events")) - EXPIRED;
    // The breaker's count, the walk's bounds and the figures touch the slice a few times over; a
    // walk to the heap's end alone would touch all `heap` blocks.
    expect(beyond).toBeLessThan(heap / 5);
  });
});
