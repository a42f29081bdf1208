// A retention per tenant over many tenants (issue 38): the SaaS schema (test/schemas/tenants.ts),
// 1,000 organizations on three plans (some with their own days, some opted out), their audit
// events over 120 days written in time order (the tenants interleaved on the heap, the worst case
// for pages), then one run on a copy whose heap is in no shared buffer (CREATE DATABASE ... STRATEGY
// FILE_COPY): pg_statio's heap_blks_read is then the heap pages the run read. With the index on
// (organization_id, created_at) the run reads the pages of the rows it deletes and one range end
// per tenant; without it, every page. `npm run bench:tenants [-- --tenants 1000 --rows 100]`;
// DATABASE_URL (default: the local server) must allow CREATE DATABASE.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import pg from "pg";
import { parseRetentionTable } from "../functions/contract/retention-table.js";
import { createPool, runRetention } from "../functions/engine/index.js";
import { saasExpiredSql, saasPolicy, saasSchemaSql } from "../test/schemas/tenants.js";
import { sql, urlOf } from "./database.js";

const { values } = parseArgs({
  options: {
    tenants: { type: "string", default: "1000" },
    rows: { type: "string", default: "100" },
    short: { type: "string", default: "0.05" },
    out: { type: "string" },
  },
});
const tenants = Number(values.tenants);
const rows = Number(values.rows);
/** The share of tenants on the free plan (30 days) in the "few short" mix; the rest are pro (365). */
const short = Number(values.short);

/** How the tenants' plans are mixed, and how their events lie on the heap. */
interface Scenario {
  mix: "every plan" | "few short";
  layout: "interleaved" | "clustered";
}
const BASE = "tenants_base";
const COPY = "tenants_copy";
const INDEX = "index_audit_events_on_organization_id_and_created_at";

/**
 * The base: organizations, their events over 120 days, analyzed and vacuumed. Interleaved: event i
 * of every tenant at the same hour, written in time order (the tenants mixed on every page);
 * clustered: each tenant's events together (as after a CLUSTER on the tenant's index).
 */
async function load({ mix, layout }: Scenario): Promise<void> {
  await sql("postgres", `DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
  await sql("postgres", `DROP DATABASE IF EXISTS ${BASE} WITH (FORCE)`);
  await sql("postgres", `CREATE DATABASE ${BASE}`);
  const client = new pg.Client({ connectionString: urlOf(BASE) });
  await client.connect();
  await client.query(saasSchemaSql);
  await client.query(
    `INSERT INTO saas.organizations (name, plan, retention_days, retention_enabled, created_at, updated_at)
     SELECT 'org ' || g,
       CASE WHEN $3 THEN (ARRAY['free', 'pro', 'team'])[1 + g % 3] WHEN g <= ceil($2::float8 * $1::int) THEN 'free' ELSE 'pro' END,
       CASE WHEN g % 10 = 0 AND $3 THEN 7 END, g % 25 <> 0 OR NOT $3, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
     FROM generate_series(1, $1::int) g`,
    [tenants, short, mix === "every plan"],
  );
  await client.query(
    `INSERT INTO saas.audit_events (organization_id, action, created_at, updated_at)
     SELECT o, 'update', (now() AT TIME ZONE 'UTC') - (($2::int - i) * (120 * 24 / $2::int)) * interval '1 hour', now() AT TIME ZONE 'UTC'
     FROM generate_series(0, $2::int - 1) i, generate_series(1, $1::int) o
     ORDER BY ${layout === "interleaved" ? "i, o" : "o, i"}`,
    [tenants, rows],
  );
  await client.query("VACUUM (ANALYZE) saas.audit_events");
  await client.end();
}

/** A copy whose pages are in no shared buffer (FILE_COPY copies the files, not through them). */
async function coldCopy(withIndex: boolean): Promise<void> {
  await sql("postgres", `DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
  await sql("postgres", `CREATE DATABASE ${COPY} TEMPLATE ${BASE} STRATEGY FILE_COPY`);
  if (!withIndex) await sql(COPY, `DROP INDEX saas.${INDEX}`);
}

/** The table's heap and index block counters, once every backend that touched them has gone. */
async function statio(): Promise<{ heapRead: number; heapHit: number; indexRead: number }> {
  let last = "";
  for (let attempt = 0; attempt < 20; attempt++) {
    const { rows: read } = await sql(
      COPY,
      "SELECT heap_blks_read::int AS r, heap_blks_hit::int AS h, coalesce(idx_blks_read, 0)::int AS i FROM pg_statio_user_tables WHERE relname = 'audit_events'",
    );
    const row = read[0] as { r: number; h: number; i: number };
    const now = JSON.stringify(row);
    if (now === last) return { heapRead: row.r, heapHit: row.h, indexRead: row.i };
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 700));
  }
  throw new Error("pg_statio did not settle");
}

/** The rows a run should delete (the app's rule in SQL) and the heap pages they are on, in the base. */
async function expected(now: Date): Promise<{ rows: number; pages: number; heapPages: number }> {
  const { rows: found } = await sql(
    BASE,
    `SELECT count(*)::int AS n, count(DISTINCT (e.ctid::text::point)[0])::int AS pages,
       (pg_relation_size('saas.audit_events') / current_setting('block_size')::int)::int AS heap
     FROM saas.audit_events e WHERE e.id IN (SELECT id FROM (${saasExpiredSql}) x)`,
    [now, "90 days"],
  );
  const row = found[0] as { n: number; pages: number; heap: number };
  return { rows: row.n, pages: row.pages, heapPages: row.heap };
}

async function measure(scenario: Scenario, withIndex: boolean) {
  await coldCopy(withIndex);
  const before = await statio();
  const pool = createPool({ connectionString: urlOf(COPY) });
  const now = (await pool.query<{ now: Date }>("SELECT now() AS now")).rows[0]!.now;
  const started = performance.now();
  const report = await runRetention({
    pool,
    now,
    policies: parseRetentionTable({ policies: [saasPolicy] }).policies,
  });
  const ms = Math.round(performance.now() - started);
  await pool.end();
  const after = await statio();
  const policy = report.policies[0]!;
  return {
    ...scenario,
    withIndex,
    ms,
    deleted: policy.deleted,
    outcome: policy.outcome,
    tenantsWalked: policy.tenants?.count ?? null,
    heapRead: after.heapRead - before.heapRead,
    heapHit: after.heapHit - before.heapHit,
    indexRead: after.indexRead - before.indexRead,
    due: await expected(now),
  };
}

const results = [];
for (const mix of ["every plan", "few short"] as const)
  for (const layout of ["interleaved", "clustered"] as const) {
    await load({ mix, layout });
    results.push(await measure({ mix, layout }, true), await measure({ mix, layout }, false));
  }
await sql("postgres", `DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
await sql("postgres", `DROP DATABASE IF EXISTS ${BASE} WITH (FORCE)`);
const n = (value: number) => value.toLocaleString("en-US");
const lines = [
  `# Retention per tenant: heap pages a run reads (${n(tenants)} tenants, ${rows} events each over 120 days)`,
  "",
  `every plan: free (30 days), pro (365), team (the default, 90) in turn, one in ten with 7 days of its own, one in 25 opted out; few short: ${Math.round(short * 100)}% free, the rest pro. Interleaved: the tenants' events mixed on every page, in time order; clustered: each tenant's together.`,
  "",
  "| tenants | heap | index on (tenant, clock) | deleted | heap pages holding them | tenants with a cutoff | bound: deleted + tenants | heap pages read | heap buffer hits | heap pages | took |",
  "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...results.map(
    (each) =>
      `| ${each.mix} | ${each.layout} | ${each.withIndex ? "yes" : "no"} | ${n(each.deleted)} | ${n(each.due.pages)} | ${each.tenantsWalked === null ? "(one pass)" : n(each.tenantsWalked)} | ${each.tenantsWalked === null ? "" : n(each.deleted + each.tenantsWalked)} | **${n(each.heapRead)}** | ${n(each.heapHit)} | ${n(each.due.heapPages)} | ${n(each.ms)} ms |`,
  ),
  "",
  "heap pages read: pg_statio_user_tables.heap_blks_read over the whole run (breakers, batches, figures), on a copy whose heap was in no shared buffer (CREATE DATABASE ... STRATEGY FILE_COPY), so each page counts when first read; heap buffer hits: reads of pages already in a buffer (each deleted row is visited by its pick, its lock, its DELETE and the figures after).",
];
const text = `${lines.join("\n")}\n`;
process.stdout.write(text);
if (values.out) await writeFile(values.out, text);
for (const each of results)
  if (each.deleted !== each.due.rows)
    throw new Error(`deleted ${each.deleted}, the rule in SQL says ${each.due.rows}`);
