// The lock waits a purge causes, where a live load touches rows of every age (issue 56, item 2):
// bench/load.ts in its `touch` mode updates sign-in requests picked at random, expired or not, while each
// contender deletes the expired ones on a fresh copy. For each round: the rows deleted, the wall
// time, the waits the cost account saw it cause (sessions, their total and the longest), the
// throttle's pauses for them, and the touching clients' own latencies. Contenders: the single
// DELETE, the engine with the lock-wait ceilings off, the engine's defaults (MAX_LOCK_WAITERS 0)
// and MAX_LOCK_WAIT 50 ms alone. `npm run bench:lock-waits [-- --rows N]`; DATABASE_URL (default:
// the local server) must allow CREATE DATABASE.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import pg from "pg";
import { signInRequestsSql } from "../functions/cli/demo/identity-rows.js";
import { loadPreset } from "../functions/contract/retention-table.js";
import type { CostFigures } from "../functions/engine/cost/account.js";
import { createPool, type RunOptions, runRetention } from "../functions/engine/index.js";
import { accountFor } from "./cost.js";
import { identityDatabase, sql, urlOf } from "./database.js";

const { values } = parseArgs({ options: { rows: { type: "string" } } });
const ROWS = Number(values.rows ?? 300_000);
const BASE = "lockwaits_base";
const COPY = "lockwaits_copy";
const POLICY = "sign_in_confirmation_requests";
const TABLE = `identity.${POLICY}`;
const CEILING_MS = 50;

async function base() {
  await identityDatabase(BASE);
  const insert = signInRequestsSql({
    count: ROWS,
    at: "now() - random() * interval '120 days'",
    ordered: false,
  });
  await sql(BASE, insert.text, insert.values);
  await sql(BASE, "VACUUM ANALYZE");
}

type Outcome = { deleted: number; cost?: CostFigures; pausedMs?: number };

const single = async (database: string): Promise<Outcome> => {
  const db = new pg.Client({ connectionString: urlOf(database) });
  await db.connect();
  const account = await accountFor(db, urlOf(database), TABLE);
  const cutoff = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const result = await account.statement(() =>
    db.query(`DELETE FROM ${TABLE} WHERE created_at < $1`, [cutoff]),
  );
  const deleted = result.rowCount ?? 0;
  const cost = await account.finish(deleted);
  await db.end();
  return { deleted, cost };
};

const engine =
  (throttle: RunOptions["throttle"]) =>
  async (database: string): Promise<Outcome> => {
    const pool = createPool({ connectionString: urlOf(database) });
    const policies = loadPreset("identity").policies.filter((policy) => policy.name === POLICY);
    const run = await runRetention({
      pool,
      policies,
      now: new Date(),
      allowLargeDeletion: [POLICY],
      throttle,
    });
    await pool.end();
    const policy = run.policies[0];
    return {
      deleted: policy?.deleted ?? 0,
      ...(policy?.cost ? { cost: policy.cost } : {}),
      pausedMs:
        (policy?.throttled?.byReason.lockWait ?? 0) +
        (policy?.throttled?.byReason.lockWaiters ?? 0),
    };
  };

/** The touching load on a fresh copy while `purge` runs: its outcome and the load's latencies. */
async function round(purge: (database: string) => Promise<Outcome>) {
  await sql("postgres", `DROP DATABASE IF EXISTS ${COPY}`);
  await sql("postgres", `CREATE DATABASE ${COPY} TEMPLATE ${BASE} STRATEGY FILE_COPY`);
  const live = spawn(
    process.execPath,
    ["--import", "tsx", "bench/load.ts", urlOf(COPY), "50", "4", "touch"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: live.stdout });
  const said: string[] = [];
  const closed = new Promise((resolve) => lines.on("close", resolve));
  await new Promise<void>((resolve) =>
    lines.on("line", (line) => (line === "ready" ? resolve() : said.push(line))),
  );
  const started = performance.now();
  const outcome = await purge(COPY);
  const wallMs = performance.now() - started;
  live.kill("SIGTERM");
  await closed;
  return {
    ...outcome,
    wallMs,
    live: (JSON.parse(said.at(-1) ?? "{}") as { total?: number[] }).total ?? [],
  };
}

function line(label: string, r: Awaited<ReturnType<typeof round>>) {
  const sorted = [...r.live].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]?.toFixed(1);
  const waits = r.cost?.lockWaits;
  const caused = waits
    ? `${waits.sessions} sessions kept waiting, ${waits.ms.toFixed(0)} ms in all, longest ${waits.longestMs.toFixed(0)} ms`
    : "waits unknown";
  const paused = r.pausedMs === undefined ? "" : `; paused for them ${Math.round(r.pausedMs)} ms`;
  return `${label}: ${r.deleted} rows in ${Math.round(r.wallMs)} ms; ${caused}${paused}; touching load n=${sorted.length}, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

const OFF = { maxLockWaiters: null, maxLockWaitMs: null };
const contenders: [string, (database: string) => Promise<Outcome>][] = [
  ["single DELETE", single],
  ["engine, lock-wait ceilings off", engine(OFF)],
  ["engine, defaults (MAX_LOCK_WAITERS 0)", engine({})],
  [`engine, MAX_LOCK_WAIT ${CEILING_MS} ms alone`, engine({ ...OFF, maxLockWaitMs: CEILING_MS })],
];

await base();
console.log(
  `== ${ROWS.toLocaleString("en-US")} sign-in requests, heap in random order; 4 clients x 50 updates/s of a request of any age`,
);
for (const number of [1, 2])
  for (const [label, purge] of contenders)
    console.log(`round ${number} ${line(label, await round(purge))}`);
await sql("postgres", `DROP DATABASE IF EXISTS ${COPY}`);
await sql("postgres", `DROP DATABASE IF EXISTS ${BASE}`);
