// What the live load waits on while a purge runs (issue 25, gentleness): the live service of the
// benchmark (bench/load.ts, 4 x 125 tx/s) on a copy of 1 M sign-in requests, pg_stat_activity
// sampled every few ms for its active clients' wait events, under no purge, the single DELETE, the
// engine's defaults and a gentle setting. No replica. `npm run bench:waits`; DATABASE_URL (default:
// the local server) must allow CREATE DATABASE.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { sessionChainsSql, signInRequestsSql } from "../functions/cli/demo/identity-rows.js";
import { loadPreset } from "../functions/contract/retention-table.js";
import { createPool, type RunOptions, runRetention } from "../functions/engine/index.js";
import { walPositionSql } from "../functions/engine/sql/throttle.js";
import { adminUrl, identityDatabase, sql, urlOf } from "./database.js";

const BASE = "waits_base";
const COPY = "waits_copy";
const POLICY = "sign_in_confirmation_requests";

async function load() {
  await identityDatabase(BASE);
  const rows = signInRequestsSql({
    count: 1_000_000,
    at: "now() - random() * interval '120 days'",
    ordered: true,
  });
  await sql(BASE, rows.text, rows.values);
  const chains = sessionChainsSql({
    count: 3000,
    length: "1 + c % 5",
    active: "c % 5 = 0",
    at: "now() - random() * interval '200 days'",
    times: ["ch.at - interval '3 days'", "ch.at - interval '1 day'", "ch.at"],
  });
  await sql(BASE, chains.text, chains.values);
  await sql(BASE, "VACUUM ANALYZE");
}

/** The server's WAL position in bytes. */
async function walPosition(): Promise<number> {
  const result = await sql("postgres", walPositionSql().text);
  return Number(result.rows[0]?.wal);
}

/** Samples the live clients' wait events until stopped; "CPU" when active with none. */
function sampleWaits() {
  const counts: Record<string, number> = {};
  let sampling = true;
  const done = (async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    while (sampling) {
      const { rows } = await client.query<{ w: string }>(
        "SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS w FROM pg_stat_activity WHERE application_name = 'bench-live-load' AND state = 'active'",
      );
      for (const row of rows) counts[row.w] = (counts[row.w] ?? 0) + 1;
      await sleep(2);
    }
    await client.end();
  })();
  return async () => {
    sampling = false;
    await done;
    return counts;
  };
}

/** The live load on a fresh copy while `purge` runs: its latencies and its wait events. */
async function scenario(label: string, purge: (database: string) => Promise<unknown>) {
  await sql("postgres", `DROP DATABASE IF EXISTS ${COPY}`);
  await sql("postgres", `CREATE DATABASE ${COPY} TEMPLATE ${BASE} STRATEGY FILE_COPY`);
  await sql("postgres", "CHECKPOINT");
  const live = spawn(
    process.execPath,
    ["--import", "tsx", "bench/load.ts", urlOf(COPY), "125", "4"],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const lines = createInterface({ input: live.stdout });
  const said: string[] = [];
  const closed = new Promise((resolve) => lines.on("close", resolve));
  await new Promise<void>((resolve) =>
    lines.on("line", (line) => (line === "ready" ? resolve() : said.push(line))),
  );
  const stop = sampleWaits();
  const walBefore = await walPosition();
  const started = performance.now();
  const rows = await purge(COPY);
  const ms = performance.now() - started;
  const walMBs = ((await walPosition()) - walBefore) / 1024 ** 2 / (ms / 1000);
  const waits = await stop();
  live.kill("SIGTERM");
  await closed;
  report(
    `${label}: ${typeof rows === "number" ? `${rows} rows in ` : ""}${Math.round(ms)} ms, WAL ${walMBs.toFixed(1)} MB/s`,
    JSON.parse(said.at(-1) ?? "[]") as number[],
    waits,
  );
}

function report(label: string, latencies: number[], waits: Record<string, number>) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))];
  const total = Object.values(waits).reduce((sum, n) => sum + n, 0);
  const top = Object.entries(waits)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([wait, n]) => `${wait} ${Math.round((100 * n) / total)}%`)
    .join(", ");
  console.log(
    `${label}; live n=${sorted.length}, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; live clients' waits: ${top}`,
  );
}

/** An engine run; `forMs`: stopped by its deadline after that long (a slow setting's sample). */
const engine = (options: Partial<RunOptions>, forMs?: number) => async (database: string) => {
  const pool = createPool({ connectionString: urlOf(database) });
  const policies = loadPreset("identity").policies.filter((policy) => policy.name === POLICY);
  const deadline = forMs === undefined ? undefined : Date.now() + forMs;
  const run = await runRetention({
    pool,
    policies,
    now: new Date(),
    allowLargeDeletion: [POLICY],
    deadline,
    ...options,
  });
  await pool.end();
  return run.policies[0]?.deleted;
};
const cutoff = new Date(Date.now() - 30 * 86_400_000).toISOString();

/** `npm run bench:waits -- wal`: only the scenarios whose label has one of the words given. */
const only = process.argv.slice(2);
const chosen = (label: string) => only.length === 0 || only.some((word) => label.includes(word));
const run = (label: string, purge: (database: string) => Promise<unknown>) =>
  chosen(label) ? scenario(label, purge) : Promise.resolve();

await load();
for (const round of [1, 2]) {
  await scenario(`round ${round}, no purge (4 s)`, () => sleep(4000));
  await run(`round ${round}, single DELETE`, async (database) => {
    const result = await sql(database, `DELETE FROM identity.${POLICY} WHERE created_at < $1`, [
      cutoff,
    ]);
    return result.rowCount;
  });
  await run(`round ${round}, engine defaults`, engine({}));
  await run(
    `round ${round}, engine, clock order, 1 000 rows a batch, BATCH_PAUSE 20 ms (4 s of it)`,
    engine({ order: "clock", batchSize: 1000, pauseMs: 20 }, 4000),
  );
  for (const mb of [4, 8, 16]) {
    await run(
      `round ${round}, engine, MAX_WAL_RATE ${mb} MB/s (4 s of it)`,
      engine({ throttle: { maxWalRate: mb * 1024 ** 2 } }, 4000),
    );
  }
}
await sql("postgres", `DROP DATABASE IF EXISTS ${COPY}`);
await sql("postgres", `DROP DATABASE IF EXISTS ${BASE}`);
