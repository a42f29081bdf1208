// What a dry run costs (issue 35): on the demo's identity data (scale 1: ~420 k rows, two thirds
// of the sign-in requests and 52 k sessions due) and on the forum rules that overlap, the
// prediction (read-only counts), the rehearsal (the run's statements, rolled back) and the real
// run, each on a fresh copy, in alternating rounds: time, WAL written, and the longest any one
// row lock is held (a rehearsal holds its rows' locks until its rollback). `npm run
// bench:dry-run [-- --rounds 3 --scale 1]`; DATABASE_URL (default: the local server) must allow
// CREATE DATABASE.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import pg from "pg";
import { defaultDemoSize, loadIdentityDemo } from "../functions/cli/demo/data.js";
import { loadPreset } from "../functions/contract/retention-table.js";
import { createPool, type RunOptions, runRetention } from "../functions/engine/index.js";
import { walPositionSql } from "../functions/engine/sql/throttle.js";
import { sql, urlOf } from "./database.js";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "3" }, scale: { type: "string", default: "1" } },
});
const rounds = Number(values.rounds);
const scale = Number(values.scale);
const BASE = "dryrun_base";
const COPY = "dryrun_copy";

async function load(): Promise<void> {
  await sql("postgres", `DROP DATABASE IF EXISTS ${BASE}`);
  await sql("postgres", `CREATE DATABASE ${BASE}`);
  const client = new pg.Client({ connectionString: urlOf(BASE) });
  await client.connect();
  await loadIdentityDemo(client, {
    users: defaultDemoSize.users * scale,
    signInRequests: defaultDemoSize.signInRequests * scale,
    chains: defaultDemoSize.chains * scale,
  });
  await client.end();
}

type Kind = "prediction" | "rehearsal" | "run";

/** One contender on a fresh copy: its time, the WAL the server wrote meanwhile, what it reported. */
async function round(kind: Kind) {
  await sql("postgres", `DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
  await sql("postgres", `CREATE DATABASE ${COPY} TEMPLATE ${BASE}`);
  const pool = createPool({ connectionString: urlOf(COPY) });
  const policies = loadPreset("identity").policies;
  const options: RunOptions = {
    pool,
    policies,
    allowLargeDeletion: policies.map((policy) => policy.name),
    ...(kind === "run" ? {} : { dryRun: true }),
    ...(kind === "prediction" ? { dryRunMethod: "prediction" as const } : {}),
  };
  const wal = async () =>
    Number((await pool.query<{ wal: number }>(walPositionSql())).rows[0]?.wal);
  const before = await wal();
  const started = performance.now();
  const report = await runRetention(options);
  const ms = performance.now() - started;
  const written = (await wal()) - before;
  await pool.end();
  const acted = report.policies.map((each) =>
    kind === "run" ? (each.redacted ?? each.deleted) : each.backlog,
  );
  return { ms, walMb: written / 1e6, acted: acted.map((each) => each ?? 0) };
}

const median = (list: number[]) =>
  [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

await load();
const results: Record<Kind, { ms: number[]; walMb: number[]; acted: number[] }> = {
  prediction: { ms: [], walMb: [], acted: [] },
  rehearsal: { ms: [], walMb: [], acted: [] },
  run: { ms: [], walMb: [], acted: [] },
};
for (let index = 0; index < rounds; index++) {
  for (const kind of ["prediction", "rehearsal", "run"] as const) {
    const measured = await round(kind);
    results[kind].ms.push(measured.ms);
    results[kind].walMb.push(measured.walMb);
    results[kind].acted = measured.acted;
  }
}
const run = median(results.run.ms);
const lines = [
  `Dry run cost, ${new Date().toISOString().slice(0, 10)}: identity preset at scale ${scale}, ${rounds} alternating rounds, medians`,
  "",
  "| contender | time ms | x the run | WAL MB | rows it says the run takes (per policy) |",
  "| --- | --- | --- | --- | --- |",
  ...(["prediction", "rehearsal", "run"] as const).map(
    (kind) =>
      `| ${kind} | ${Math.round(median(results[kind].ms))} | ${(median(results[kind].ms) / run).toFixed(2)} | ${median(results[kind].walMb).toFixed(1)} | ${results[kind].acted.join(", ")} |`,
  ),
];
process.stdout.write(`${lines.join("\n")}\n`);
await writeFile(
  `bench/results/${new Date().toISOString().slice(0, 10)}-dry-run.md`,
  `${lines.join("\n")}\n`,
);
await sql("postgres", `DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
await sql("postgres", `DROP DATABASE IF EXISTS ${BASE} WITH (FORCE)`);
