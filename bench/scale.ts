// Cost that grows with the work, not the table (issue 40): the same 50,000 expired sign-in
// requests in tables of 1 M and 10 M rows (50 M with --big), in clock order (the slice at the
// heap's start) and in random order, one nightly run each (auto order, the 30-minute budget),
// VACUUM ANALYZE first. Per size: time, heap blocks touched (pg_statio: hits and reads) beyond
// one per deleted row, against the blocks that hold the expired rows. `npm run bench:scale
// [-- --big]`; DATABASE_URL (default: the local server) must allow CREATE DATABASE.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import pg from "pg";
import { parseRetentionTable } from "../functions/contract/retention-table.js";
import { createPool, runRetention } from "../functions/engine/index.js";
import { sql, urlOf } from "./database.js";

const { values } = parseArgs({ options: { big: { type: "boolean", default: false } } });
const SIZES = [1_000_000, 10_000_000, ...(values.big ? [50_000_000] : [])];
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
  await sql(
    database,
    `CREATE SCHEMA identity;
     CREATE TABLE identity.sicr (id uuid PRIMARY KEY, phone_number text NOT NULL, code_hash text NOT NULL,
       status text NOT NULL, created_at timestamptz NOT NULL);
     INSERT INTO identity.sicr ${order === "clock" ? rows : `SELECT * FROM (${rows}) r ORDER BY random()`};
     CREATE INDEX ON identity.sicr (created_at);`,
  );
  await sql(database, "VACUUM ANALYZE identity.sicr");
}

/** Heap blocks of the table touched (hit or read), once every session but this one has ended. */
async function heapTouched(database: string): Promise<number> {
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
    const { rows } = await client.query<{ n: string }>(
      "SELECT (heap_blks_hit + heap_blks_read)::text AS n FROM pg_statio_user_tables WHERE relid = 'identity.sicr'::regclass",
    );
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

async function measure(size: number, order: "clock" | "random") {
  const database = `scale_${order}_${size}`;
  await load(database, size, order);
  const { rows } = await sql(
    database,
    `SELECT (pg_relation_size('identity.sicr') / 8192)::int AS heap,
            (SELECT count(DISTINCT (ctid::text::point)[0])::int FROM identity.sicr
             WHERE created_at < now() - interval '30 days') AS slice`,
  );
  const { heap, slice } = rows[0] as { heap: number; slice: number };
  await heapTouched(database);
  await sql(database, "SELECT pg_stat_reset_single_table_counters('identity.sicr'::regclass)");
  const pool = createPool({ connectionString: urlOf(database) });
  const started = performance.now();
  const report = await runRetention({ pool, policies, deadline: Date.now() + 30 * 60_000 });
  const ms = performance.now() - started;
  await pool.end();
  const touched = await heapTouched(database);
  await sql("postgres", `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  const policy = report.policies[0];
  return {
    size,
    order,
    heap,
    slice,
    touched,
    ms,
    deleted: policy?.deleted ?? 0,
    strategy: policy?.strategy,
    batches: policy?.batches,
  };
}

const results: Awaited<ReturnType<typeof measure>>[] = [];
for (const order of ["clock", "random"] as const)
  for (const size of SIZES) {
    results.push(await measure(size, order));
    process.stderr.write(`${JSON.stringify(results.at(-1))}\n`);
  }
const date = new Date().toISOString().slice(0, 10);
const first = (order: string) => results.find((each) => each.order === order);
const lines = [
  `# Cost with the table's size, ${date}`,
  "",
  `${EXPIRED.toLocaleString("en")} rows past retention in each table; one nightly run (auto order, a 30-minute budget), VACUUM ANALYZE first. "Beyond the rows": heap blocks touched minus one per deleted row (a DELETE pins its row's page once per row). npm run bench:scale.`,
  "",
  "| heap order | rows | heap blocks | blocks holding the expired rows | blocks touched beyond the rows | x the smallest table | x the expired rows' blocks | time ms | x the smallest | strategy, batches |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...results.map((each) => {
    const base = first(each.order) ?? each;
    const beyond = Math.max(0, each.touched - each.deleted);
    const baseBeyond = Math.max(1, base.touched - base.deleted);
    return `| ${each.order} | ${each.size.toLocaleString("en")} | ${each.heap.toLocaleString("en")} | ${each.slice.toLocaleString("en")} | ${beyond.toLocaleString("en")} | ${(beyond / baseBeyond).toFixed(2)} | ${(beyond / Math.max(1, each.slice)).toFixed(2)} | ${Math.round(each.ms)} | ${(each.ms / base.ms).toFixed(2)} | ${each.strategy}, ${each.batches} |`;
  }),
];
await writeFile(`bench/results/${date}-scale.md`, `${lines.join("\n")}\n`);
process.stdout.write(`${lines.join("\n")}\n`);
