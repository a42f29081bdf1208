// The bound a retention per tenant keeps (issue 38's goal): a run over 1,000 tenants with an index
// on (tenant, clock) reads no more heap pages than the rows it deletes plus one range per tenant.
// The run goes on a copy whose heap is in no shared buffer (CREATE DATABASE ... STRATEGY
// FILE_COPY copies the files), so pg_statio's heap_blks_read counts each heap page once, when the
// run first reads it. The oracle is the SaaS app's rule in SQL (test/schemas/tenants.ts); the
// larger figures, and the table without the index, are in bench/tenants.ts.
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { createPool, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase, withDatabase } from "../helpers/db.js";
import { saasExpiredSql, saasPolicy, saasSchemaSql } from "../schemas/tenants.js";

const TENANTS = 1000;
const EVENTS = 12;
let source: TestDatabase;
const cold = `t_cold_${process.pid}_${Date.now() % 1_000_000}`;

beforeAll(async () => {
  source = await createTestDatabase();
  await source.pool.query(saasSchemaSql);
  // Tenants 1-50 on the free plan (30 days), the rest pro (365); 12 events each over 60 days,
  // in time order (the tenants interleaved on the heap).
  await source.pool.query(
    `INSERT INTO saas.organizations (name, plan, created_at, updated_at)
     SELECT 'org ' || g, CASE WHEN g <= $1::int / 20 THEN 'free' ELSE 'pro' END, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
     FROM generate_series(1, $1::int) g`,
    [TENANTS],
  );
  await source.pool.query(
    `INSERT INTO saas.audit_events (organization_id, action, created_at, updated_at)
     SELECT o, 'update', (now() AT TIME ZONE 'UTC') - ($2::int - i) * interval '5 days' + interval '1 hour', now() AT TIME ZONE 'UTC'
     FROM generate_series(0, $2::int - 1) i, generate_series(1, $1::int) o ORDER BY i, o`,
    [TENANTS, EVENTS],
  );
  await source.pool.query("VACUUM (ANALYZE) saas.audit_events");
  // A template takes no connection while it is copied.
  await source.pool.end();
  await source.admin(`CREATE DATABASE ${cold} TEMPLATE ${source.name} STRATEGY FILE_COPY`);
}, 60_000);
afterAll(async () => {
  await source.admin(`DROP DATABASE IF EXISTS ${cold} WITH (FORCE)`);
  await source.drop();
});

/** One statement on a connection of its own (a fresh view of the statistics). */
async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: withDatabase(source.url, cold) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** heap_blks_read of the table, once the run's backends have gone and reported. */
async function heapRead(): Promise<number> {
  let last = -1;
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = await query<{ n: number }>(
      "SELECT heap_blks_read::int AS n FROM pg_statio_user_tables WHERE relname = 'audit_events'",
    );
    if (row?.n === last) return last;
    last = row?.n ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return last;
}

it("1,000 tenants along (organization_id, created_at): heap pages read <= the rows deleted + one per tenant, and no more than the pages holding them + 1", async () => {
  const before = await heapRead();
  const pool = createPool({ connectionString: withDatabase(source.url, cold) });
  const [{ now }] = (await pool.query<{ now: Date }>("SELECT now() AS now")).rows as [
    { now: Date },
  ];
  const report = await runRetention({
    pool,
    now,
    policies: parseRetentionTable({ policies: [saasPolicy] }).policies,
  });
  await pool.end();
  const read = (await heapRead()) - before;
  const policy = report.policies[0]!;
  // The oracle after the run: the rows that were due are gone, none left due; counted before, in
  // the template (its heap is the same): how many, and on how many pages.
  const due = new pg.Client({ connectionString: withDatabase(source.url, source.name) });
  await due.connect();
  const [expected] = (
    await due.query<{ rows: number; pages: number; heap: number }>(
      `SELECT count(*)::int AS rows, count(DISTINCT (e.ctid::text::point)[0])::int AS pages,
         (pg_relation_size('saas.audit_events') / current_setting('block_size')::int)::int AS heap
       FROM saas.audit_events e WHERE e.id IN (SELECT id FROM (${saasExpiredSql}) x)`,
      [now, "90 days"],
    )
  ).rows as [{ rows: number; pages: number; heap: number }];
  await due.end();
  expect((await query(saasExpiredSql, [now, "90 days"])).length).toBe(0);
  expect(policy.outcome).toBe("completed");
  expect(policy.deleted).toBe(expected.rows);
  expect(expected.rows).toBe((TENANTS / 20) * 6);
  // Every tenant has a cutoff, and so do the rows with no tenant (the default's): 1,001 ranges.
  const tenants = policy.tenants?.count ?? 0;
  expect(tenants).toBe(TENANTS + 1);
  expect(read).toBeGreaterThan(0);
  expect(read).toBeLessThanOrEqual(policy.deleted + tenants);
  expect(read).toBeLessThanOrEqual(expected.pages + 1);
  // Far from every page: the heap has many more.
  expect(expected.heap).toBeGreaterThan(4 * expected.pages);
}, 60_000);
