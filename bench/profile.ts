// Where a run's time goes (issue 25): the engine's phases (before the first batch, the batches,
// after the last) against the plain block-range loop, in each heap order, without live load; and
// EXPLAIN (ANALYZE, BUFFERS) of one range's statement each way; the single DELETE of the same rows in the same round.
// Every copy holds the engine's ledger, as a night after the first does. `npm run bench:profile`;
// `npm run bench:profile -- sessions`: the leaf-first sessions against the one statement instead.
// DATABASE_URL (default: the local server) must allow CREATE DATABASE.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { signInRequestsSql } from "../functions/cli/demo/identity-rows.js";
import { loadPreset } from "../functions/contract/retention-table.js";
import { createPool, type RunOptions, runRetention } from "../functions/engine/index.js";
import { ensureLedger } from "../functions/engine/ledger/ledger.js";
import { blockRangeSql } from "../functions/engine/sql/batches.js";
import { identityDatabase, sql, urlOf } from "./database.js";
import {
  benchSessionChainsSql,
  blockedSessionsCte,
  sessionValuesAt,
  wholeChainsFrom,
} from "./sessions.js";

const ROWS = Number(process.env.PROFILE_ROWS ?? 1_000_000);
const SICR = "identity.sign_in_confirmation_requests";

async function base(name: string, shuffled: boolean) {
  await identityDatabase(name, "ix_sicr_created_at");
  const insert = signInRequestsSql({
    count: ROWS,
    at: "now() - random() * interval '120 days'",
    ordered: !shuffled,
  });
  await sql(name, insert.text, insert.values);
  await sql(name, `CREATE INDEX ix_sicr_created_at ON ${SICR} (created_at)`);
  await sql(name, "VACUUM ANALYZE");
  await nightAfterTheFirst(name);
}

/**
 * The engine's ledger, as every night after the first finds it: the first run against a database
 * creates it (about 20 ms, measured), which a night's figures should not carry.
 */
async function nightAfterTheFirst(name: string) {
  const pool = createPool({ connectionString: urlOf(name) });
  await ensureLedger(pool).finally(() => pool.end());
}

async function copyOf(template: string) {
  const name = `${template}_copy`;
  await sql("postgres", `DROP DATABASE IF EXISTS ${name}`);
  await sql("postgres", `CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  return name;
}

const cutoffOf = () => new Date(Date.now() - 30 * 86_400_000).toISOString();

/** The single DELETE of every expired row, one statement on its own session. */
async function singleDelete(database: string) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  const started = performance.now();
  const result = await client.query(`DELETE FROM ${SICR} WHERE created_at < $1`, [cutoffOf()]);
  const wallMs = performance.now() - started;
  await client.end();
  return { wallMs, deleted: result.rowCount ?? 0 };
}

async function plainLoop(database: string, blocks: number) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  const { rows } = await client.query(
    `SELECT pg_relation_size('${SICR}') / current_setting('block_size')::int AS n`,
  );
  const total = Number(rows[0].n);
  const cutoff = cutoffOf();
  const started = performance.now();
  let deleted = 0;
  for (let start = 0; start < total; start += blocks) {
    const result = await client.query(
      `DELETE FROM ${SICR} WHERE ctid >= $1::tid AND ctid < $2::tid AND created_at < $3`,
      [`(${start},0)`, `(${start + blocks},0)`, cutoff],
    );
    deleted += result.rowCount ?? 0;
  }
  await client.end();
  return { wallMs: performance.now() - started, deleted };
}

/** One engine run, its phases timed from its progress events. */
async function engineRun(
  database: string,
  options: Partial<RunOptions>,
  policyName = "sign_in_confirmation_requests",
) {
  const pool = createPool({ connectionString: urlOf(database) });
  const policies = loadPreset("identity").policies.filter((policy) => policy.name === policyName);
  const marks: { first?: number; last?: number; inBatches: number; batches: number } = {
    inBatches: 0,
    batches: 0,
  };
  const started = performance.now();
  const report = await runRetention({
    pool,
    policies,
    now: new Date(),
    allowLargeDeletion: [policyName],
    ...options,
    onProgress: (event) => {
      if (event.type !== "batch") return;
      const now = performance.now();
      marks.first ??= now - event.durationMs;
      marks.last = now;
      marks.inBatches += event.durationMs;
      marks.batches++;
    },
  });
  const ended = performance.now();
  await pool.end();
  const policy = report.policies[0]!;
  return {
    wallMs: ended - started,
    deleted: policy.deleted,
    strategy: policy.strategy,
    before: (marks.first ?? ended) - started,
    loop: (marks.last ?? ended) - (marks.first ?? ended),
    inStatements: marks.inBatches,
    after: ended - (marks.last ?? ended),
    batches: marks.batches,
    error: policy.error,
  };
}

async function explainBoth(template: string) {
  const database = await copyOf(template);
  const plain = await sql(
    database,
    `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) DELETE FROM ${SICR} WHERE ctid >= '(1000,0)'::tid AND ctid < '(1064,0)'::tid AND created_at < $1`,
    [cutoffOf()],
  );
  const policy = loadPreset("identity").policies[0]!;
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  const { describePolicies } = await import("../functions/engine/pipeline/preflight.js");
  const [shape] = await describePolicies(client, [policy], { [policy.name]: cutoffOf() }, "p");
  const statement = blockRangeSql(shape!, 2000, 64, false);
  const engine = await client.query(
    `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${statement.text}`,
    statement.values,
  );
  await client.end();
  const lines = (result: pg.QueryResult) =>
    result.rows.map((row) => `    ${row["QUERY PLAN"]}`).join("\n");
  return `  plain range:\n${lines(plain)}\n  engine range:\n${lines(engine)}`;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** Sessions in chains, as `npm run bench` loads them (PROFILE_ROWS / 2 of them). */
async function sessionsBase(name: string) {
  await identityDatabase(name, "ix_refresh_sessions_parent");
  const chains = benchSessionChainsSql(Math.round(ROWS / 6));
  await sql(name, chains.text, chains.values);
  await sql(
    name,
    "CREATE INDEX ix_refresh_sessions_parent ON identity.refresh_sessions (parent_session_id)",
  );
  await sql(name, "VACUUM ANALYZE");
  await nightAfterTheFirst(name);
}

async function profileSessions() {
  const template = "profile_sessions";
  await sessionsBase(template);
  console.log(
    `\n== ${Math.round(ROWS / 2).toLocaleString("en-US")} sessions in chains (PROFILE_ROWS / 2)`,
  );
  for (const round of [1, 2]) {
    const started = performance.now();
    const one = await sql(
      await copyOf(template),
      `${blockedSessionsCte} DELETE ${wholeChainsFrom}`,
      sessionValuesAt(Date.now()),
    );
    const single = performance.now() - started;
    console.log(`round ${round} one statement: ${ms(single)}, ${one.rowCount} rows`);
    const run = await engineRun(await copyOf(template), {}, "refresh_sessions");
    console.log(
      `round ${round} engine, defaults: ${ms(run.wallMs)} (${(single / run.wallMs).toFixed(2)}x the one statement), ${run.deleted} rows, ${run.batches} batches; before the first batch ${ms(run.before)}, batches ${ms(run.loop)} (in their statements ${ms(run.inStatements)}), after the last ${ms(run.after)}${run.error ? `; error ${run.error}` : ""}`,
    );
  }
}

if (process.argv.includes("sessions")) {
  await profileSessions();
  process.exit(0);
}

for (const shuffled of [false, true]) {
  const template = `profile_${shuffled ? "shuffled" : "ordered"}`;
  await base(template, shuffled);
  console.log(
    `\n== ${ROWS.toLocaleString("en-US")} sign-in requests, heap ${shuffled ? "in random order" : "in created_at order"}`,
  );
  for (const round of [1, 2]) {
    const single = await singleDelete(await copyOf(template));
    console.log(`round ${round} single DELETE: ${ms(single.wallMs)}, ${single.deleted} rows`);
    const plain = await plainLoop(await copyOf(template), 64);
    console.log(`round ${round} plain 64-block loop: ${ms(plain.wallMs)}, ${plain.deleted} rows`);
    for (const [label, options] of [
      ["engine, defaults", {}],
      [
        "engine, 64 blocks a batch, throttle off",
        {
          blocksPerBatch: 64,
          throttle: { maxReplicaLagMs: null, maxActiveSessions: null, maxLockWaiters: null },
        },
      ],
    ] as [string, Partial<RunOptions>][]) {
      const run = await engineRun(await copyOf(template), { order: "physical", ...options });
      console.log(
        `round ${round} ${label}: ${ms(run.wallMs)} (${(plain.wallMs / run.wallMs).toFixed(2)}x the plain loop, ${(single.wallMs / run.wallMs).toFixed(2)}x the single DELETE), ${run.deleted} rows, ${run.batches} batches; before the first batch ${ms(run.before)}, batches ${ms(run.loop)} (in their statements ${ms(run.inStatements)}), after the last ${ms(run.after)}${run.error ? `; error ${run.error}` : ""}`,
      );
    }
  }
  console.log(await explainBoth(template));
}
