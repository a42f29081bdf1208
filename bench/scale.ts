// Cost that grows with the work, not the table (issue 40): the same 50,000 expired sign-in
// requests in tables of 1 M and 10 M rows (50 M with --big), in clock order (the slice at the
// heap's start) and in random order, one nightly run each (auto order, the 30-minute budget),
// VACUUM ANALYZE first. Each run starts with the table (heap and indexes) evicted from shared
// buffers (bench/cold.ts), so that pg_statio's heap_blks_read is the heap blocks the run had to
// read in, and heap_blks_hit + heap_blks_read the blocks it touched (a block visited again counts
// again). Per size: both, against the blocks that hold the expired rows, the index blocks read,
// and the time. `npm run bench:scale [-- --big [--big-random]] [--hold-ms N]`; DATABASE_URL
// (default: the local server) must allow CREATE DATABASE and CREATE EXTENSION (pg_prewarm,
// pg_buffercache).
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import pg from "pg";
import { parseRetentionTable } from "../functions/contract/retention-table.js";
import { createPool, runRetention } from "../functions/engine/index.js";
import { evictSharedBuffers, residentBlocks } from "./cold.js";
import { sql, urlOf } from "./database.js";

const { values } = parseArgs({
  options: {
    big: { type: "boolean", default: false },
    // A 50 M-row shuffle (INSERT ... ORDER BY random()) is the slowest load: asked for, not run by --big.
    "big-random": { type: "boolean", default: false },
    // A part of the grid, for a trial or a rerun: --sizes 1000000 --orders clock.
    sizes: { type: "string" },
    orders: { type: "string", default: "clock,random" },
    // A transaction holding an XID in another database for this many ms from the run's third
    // batch on (the look back's horizon, strategies/look-back.ts); the run's time includes it.
    "hold-ms": { type: "string", default: "0" },
  },
});
const HOLD_MS = Number(values["hold-ms"]);
const BIG = 50_000_000;
const SIZES = values.sizes
  ? values.sizes.split(",").map(Number)
  : [1_000_000, 10_000_000, ...(values.big ? [BIG] : [])];
const ORDERS = (values.orders ?? "").split(",") as ("clock" | "random")[];
const EXPIRED = 50_000;
const policies = parseRetentionTable({
  policies: [
    { name: "sicr", table: "identity.sicr", clock: "created_at", retention: "30d", owner: "bench" },
  ],
}).policies;

/** A table of `size` rows, EXPIRED of them past 30 days, at the heap's start or spread at random. */
async function load(database: string, size: number, order: "clock" | "random") {
  await sql("postgres", `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await sql("postgres", `CREATE DATABASE ${database}`);
  const rows = `SELECT gen_random_uuid() AS id, '+4917' || g AS phone_number, md5(g::text) AS code_hash,
      'Confirmed' AS status,
      CASE WHEN g <= ${EXPIRED} THEN now() - interval '60 days' + g * interval '1 second'
           ELSE now() - interval '29 days' + (g::float8 / ${size}) * interval '28 days' END AS created_at
    FROM generate_series(1, ${size}) g`;
  // The indexes are built after the rows (a 50 M-row load with a uuid key maintained row by row
  // takes far longer); the heap's layout is the same either way.
  await sql(
    database,
    `SET maintenance_work_mem = '512MB';
     CREATE SCHEMA identity;
     CREATE TABLE identity.sicr (id uuid NOT NULL, phone_number text NOT NULL, code_hash text NOT NULL,
       status text NOT NULL, created_at timestamptz NOT NULL);
     INSERT INTO identity.sicr ${order === "clock" ? rows : `SELECT * FROM (${rows}) r ORDER BY random()`};
     ALTER TABLE identity.sicr ADD PRIMARY KEY (id);
     CREATE INDEX ON identity.sicr (created_at);`,
  );
  await sql(database, "VACUUM ANALYZE identity.sicr");
}

/** The table's statio counters, once every session but this one has ended (each flushes as it exits). */
async function statio(database: string) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    for (let wait = 0; wait < 200; wait++) {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows } = await client.query<Record<string, string>>(
      `SELECT heap_blks_hit::text, heap_blks_read::text, idx_blks_hit::text, idx_blks_read::text
       FROM pg_statio_user_tables WHERE relid = 'identity.sicr'::regclass`,
    );
    const row = rows[0] ?? {};
    const of = (name: string) => Number(row[name] ?? 0);
    return {
      heapTouched: of("heap_blks_hit") + of("heap_blks_read"),
      heapRead: of("heap_blks_read"),
      indexTouched: of("idx_blks_hit") + of("idx_blks_read"),
      indexRead: of("idx_blks_read"),
    };
  } finally {
    await client.end();
  }
}

/** The heap's size, the blocks that hold an expired row, and the indexes' size, in blocks. */
async function sizesOf(database: string) {
  const { rows } = await sql(
    database,
    `SELECT (pg_relation_size('identity.sicr') / 8192)::int AS heap,
            (pg_indexes_size('identity.sicr') / 8192)::int AS indexes,
            (SELECT count(DISTINCT (ctid::text::point)[0])::int FROM identity.sicr
             WHERE created_at < now() - interval '30 days') AS slice`,
  );
  return rows[0] as { heap: number; indexes: number; slice: number };
}

/** A transaction with an XID, in the postgres database, for `ms`: no dead row is marked meanwhile. */
async function holdHorizon(ms: number) {
  const holder = new pg.Client({ connectionString: urlOf("postgres") });
  await holder.connect();
  try {
    await holder.query("BEGIN");
    await holder.query("SELECT pg_current_xact_id()");
    await new Promise((resolve) => setTimeout(resolve, ms));
    await holder.query("COMMIT");
  } finally {
    await holder.end();
  }
}

async function measure(size: number, order: "clock" | "random") {
  const database = `scale_${order}_${size}`;
  const loading = performance.now();
  await load(database, size, order);
  const loadMs = performance.now() - loading;
  const sizes = await sizesOf(database);
  await statio(database);
  // A table's reset leaves its indexes' counters (the load's and sizesOf's reads): each is reset too.
  await sql(
    database,
    `SELECT pg_stat_reset_single_table_counters(r) FROM (SELECT 'identity.sicr'::regclass::oid AS r
       UNION ALL SELECT indexrelid FROM pg_index WHERE indrelid = 'identity.sicr'::regclass) rels`,
  );
  await evictSharedBuffers();
  const before = await residentBlocks(database, "identity.sicr");
  const pool = createPool({ connectionString: urlOf(database) });
  const started = performance.now();
  let held: Promise<void> | undefined;
  let batches = 0;
  const report = await runRetention({
    pool,
    policies,
    deadline: Date.now() + 30 * 60_000,
    onProgress: (event) => {
      if (event.type === "batch" && ++batches === 3 && HOLD_MS > 0) held = holdHorizon(HOLD_MS);
    },
  });
  await held;
  const ms = performance.now() - started;
  await pool.end();
  const counts = await statio(database);
  const after = await residentBlocks(database, "identity.sicr");
  await sql("postgres", `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  const policy = report.policies[0];
  return {
    size,
    order,
    ...sizes,
    ...counts,
    residentBefore: before,
    residentAfter: after,
    ms,
    loadMs,
    deleted: policy?.deleted ?? 0,
    strategy: policy?.strategy,
    batches: policy?.batches,
  };
}

type Result = Awaited<ReturnType<typeof measure>>;

/** The results as a dated markdown table; ratios against the smallest table of the same order. */
function render(results: Result[]): string[] {
  const date = new Date().toISOString().slice(0, 10);
  const first = (order: string) => results.find((each) => each.order === order);
  const n = (value: number) => value.toLocaleString("en");
  const x = (value: number, base: number) => (value / Math.max(1, base)).toFixed(2);
  return [
    `# Cost with the table's size, ${date}`,
    "",
    `${n(EXPIRED)} rows past retention in each table; one nightly run (auto order, a 30-minute budget), VACUUM ANALYZE first, then the table's heap and indexes evicted from shared buffers (a filler table loaded into them with pg_prewarm; "in buffers" is pg_buffercache's count of the heap's blocks there, before and after the run). "Read" is pg_statio's heap_blks_read (blocks the run read in from outside shared buffers; the OS page cache may still have held them); "touched" heap_blks_hit + heap_blks_read (a block visited again counts again; a DELETE pins its row's page once per row). npm run bench:scale.`,
    "",
    "| heap order | rows | heap blocks | blocks holding the expired rows | heap blocks read | read x expired rows' blocks | read x the smallest table | heap blocks touched | touched beyond one per row | touched x expired rows' blocks | index blocks read (touched; index size) | heap blocks in buffers before (index blocks), after | time ms | time x the smallest | load s | strategy, batches |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...results.map((each) => {
      const base = first(each.order) ?? each;
      const beyond = Math.max(0, each.heapTouched - each.deleted);
      return `| ${each.order} | ${n(each.size)} | ${n(each.heap)} | ${n(each.slice)} | ${n(each.heapRead)} | ${x(each.heapRead, each.slice)} | ${x(each.heapRead, base.heapRead)} | ${n(each.heapTouched)} | ${n(beyond)} | ${x(beyond, each.slice)} | ${n(each.indexRead)} (${n(each.indexTouched)}; ${n(each.indexes)}) | ${n(each.residentBefore.heap)} (index ${n(each.residentBefore.indexes)}), ${n(each.residentAfter.heap)} | ${Math.round(each.ms)} | ${x(each.ms, base.ms)} | ${Math.round(each.loadMs / 1000)} | ${each.strategy}, ${each.batches} |`;
    }),
  ];
}

const results: Result[] = [];
for (const order of ORDERS)
  for (const size of SIZES) {
    if (order === "random" && size === BIG && !values["big-random"]) continue;
    results.push(await measure(size, order));
    process.stderr.write(`${JSON.stringify(results.at(-1))}\n`);
  }
const lines = render(results);
await writeFile(
  `bench/results/${new Date().toISOString().slice(0, 10)}-scale.md`,
  `${lines.join("\n")}\n`,
);
process.stdout.write(`${lines.join("\n")}\n`);
