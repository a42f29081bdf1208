// A nightly run's cost follows the rows it acts on, not the table: the block-range walk starts and
// ends where the clock's index finds the first and the last row past its retention, so a day's
// slice at the start of a large heap is read, and the young rest of the heap is not (issue 40).
// Measured with pg_statio_user_tables (heap blocks hit or read) on real PostgreSQL.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;
const size = { heap: 0, slice: 0 };
const policies = parseRetentionTable({
  policies: [
    { name: "slice", table: "bounded.events", clock: "created_at", retention: "30d", owner: "t" },
  ],
}).policies;

/**
 * Heap blocks of the table hit or read since its counters were reset, once every other session
 * on the database has ended (a session reports its block counts as it exits).
 */
async function heapAccesses(): Promise<number> {
  for (let wait = 0; wait < 100; wait++) {
    const { rows } = await db.pool.query<{ others: number }>(
      `SELECT count(*)::int AS others FROM pg_stat_activity
       WHERE datname = current_database() AND application_name <> 'retention-test'`,
    );
    if (rows[0]?.others === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { rows } = await db.pool.query<{ n: string }>(
    "SELECT (heap_blks_hit + heap_blks_read)::text AS n FROM pg_statio_user_tables WHERE relid = 'bounded.events'::regclass",
  );
  return Number(rows[0]?.n);
}

beforeAll(async () => {
  db = await createTestDatabase();
  // 300,000 rows in clock order: the 3,000 oldest past their retention, at the heap's start. Built
  // on a session of its own that ends before the counters are reset (it reports its reads as it exits).
  const setup = new pg.Client({ connectionString: db.url });
  await setup.connect();
  await setup.query(`
    CREATE SCHEMA bounded;
    CREATE TABLE bounded.events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, body text NOT NULL);
    INSERT INTO bounded.events
      SELECT g, CASE WHEN g <= 3000 THEN now() - interval '60 days' + g * interval '1 second'
                     ELSE now() - interval '1 day' + g * interval '1 millisecond' END, 'x'
      FROM generate_series(1, 300000) g;
    CREATE INDEX ON bounded.events (created_at);`);
  await setup.query("VACUUM ANALYZE bounded.events");
  const { rows } = await setup.query<{ heap: number; slice: number }>(
    `SELECT (pg_relation_size('bounded.events') / 8192)::int AS heap,
            (SELECT count(DISTINCT (ctid::text::point)[0])::int FROM bounded.events
             WHERE created_at < now() - interval '30 days') AS slice`,
  );
  Object.assign(size, rows[0]);
  await setup.end();
});
afterAll(async () => {
  await db.drop();
});

describe("cost that grows with the work", () => {
  it("the block walk reads the expired slice's blocks, not the heap behind it", async () => {
    const { heap, slice } = size;
    expect(heap).toBeGreaterThan(50 * slice);
    // Statistics of this table alone, from here (the engine's sessions report theirs as they end).
    const before = await heapAccesses();
    await db.pool.query("SELECT pg_stat_reset_single_table_counters('bounded.events'::regclass)");
    const pool = db.enginePool();
    // Ranges of 20 blocks: the walk of the whole heap would be ~96 statements, each of which looks
    // up the slice through the clock index again (the planner prefers it to the TID range).
    const report = await runRetention({ pool, policies, order: "physical", blocksPerBatch: 20 });
    await pool.end();
    expect(report.policies[0]).toMatchObject({ strategy: "blocks", deleted: 3000, error: null });
    const read = await heapAccesses();
    expect(before).toBeGreaterThan(heap); // the setup's reads were counted before the reset
    // A DELETE pins its row's page once per row it deletes (3,000); beyond those, every phase (the
    // breaker's count, the walk's bounds, the figures before and after) touches the slice's blocks
    // a few times over. A walk to the heap's end alone would touch all `heap` blocks.
    expect(read - 3000).toBeLessThan(heap / 5);
    const { rows: left } = await db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bounded.events WHERE created_at < now() - interval '30 days'",
    );
    expect(left[0]?.n).toBe(0);
  });
});
