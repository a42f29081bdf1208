// npm run bench [-- --json] [--sicr-rows N] [--session-rows N] [--rows N] [--naive-cap 60s]
// Every contender runs under the same live load, so that their rates compare like with like.
// Loads identical copies of the data (CREATE DATABASE ... TEMPLATE), runs each contender on its own
// copy, and measures wall time, rows/s, batch latency, the engine's peak memory, and what a live
// load on the same tables feels meanwhile. A script, not a test: timings are ratios within one run.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { startEmbeddedPostgres } from "../functions/cli/demo/embedded.js";
import { identitySchemaSql } from "../functions/cli/demo/reference-schema.js";
import { parseDuration } from "../functions/contract/duration.js";
import type { RunReport } from "../functions/engine/index.js";

const { values: flags } = parseArgs({
  options: {
    json: { type: "boolean" },
    "sicr-rows": { type: "string" },
    "session-rows": { type: "string" },
    rows: { type: "string" },
    "naive-cap": { type: "string" },
    "live-rate": { type: "string" },
    shuffled: { type: "boolean" },
  },
});
/**
 * Sign-in requests are written when they happen, so the heap is in created_at order; --shuffled
 * writes them in random order instead (the worst case for any clock-ordered batch).
 */
const shuffled = flags.shuffled ?? false;
const sicrRows = Number(flags.rows ?? flags["sicr-rows"] ?? 2_000_000);
const sessionRows = Number(flags["session-rows"] ?? 1_000_000);
const naiveCapMs = parseDuration(flags["naive-cap"] ?? "60s") ?? 60_000;
const liveRate = Number(flags["live-rate"] ?? 50);
const LAMBDA_BUDGET_MS = 15 * 60_000 - 60_000;
const log = (text: string) => process.stderr.write(`${text}\n`);

const server = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => undefined }
  : await startEmbeddedPostgres();
const admin = new pg.Client({ connectionString: server.url });
await admin.connect();
const dbUrl = (name: string) => {
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
};
const prefix = `bench_${process.pid}`;
const created: string[] = [];
async function createDatabase(name: string, template?: string) {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  created.push(name);
}
async function withDb<T>(name: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: dbUrl(name), application_name: "bench" });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** The data: `sicr` rows over 120 days (~75% past 30 days); sessions in chains of 1-5, 20% ending Active, over 200 days. */
async function load(name: string, sicr: number, sessions: number) {
  await createDatabase(name);
  await withDb(name, async (db) => {
    await db.query(identitySchemaSql);
    await db.query("DROP INDEX identity.ix_sicr_created_at, identity.ix_refresh_sessions_parent");
    await db.query(
      `INSERT INTO identity.users (id, phone_number) SELECT gen_random_uuid(), '+1555' || lpad(g::text, 7, '0') FROM generate_series(1, 10000) g`,
    );
    await db.query(
      `WITH u AS (SELECT array_agg(id) AS ids FROM identity.users)
       INSERT INTO identity.sign_in_confirmation_requests (id, user_id, phone_number, code_hash, status, created_at, expires_at)
       SELECT gen_random_uuid(), u.ids[1 + g % 10000], '+1555' || lpad((g % 10000)::text, 7, '0'), md5(g::text),
              (ARRAY['Pending','Confirmed','Expired','Exhausted','Superseded'])[1 + g % 5], t.at, t.at + interval '5 minutes'
       FROM generate_series(1, $1::int) g, u,
            LATERAL (SELECT now() - random() * interval '120 days' + g * interval '0 s' AS at) t
       ${shuffled ? "" : "ORDER BY t.at"}`,
      [sicr],
    );
    const chains = Math.round(sessions / 3);
    await db.query(
      `WITH RECURSIVE chain AS MATERIALIZED (
         SELECT c, 1 + c % 5 AS len, now() - random() * interval '200 days' AS tip_at, c % 5 = 0 AS active,
                u.ids[1 + c % 10000] AS user_id
         FROM generate_series(1, $1::int) c, (SELECT array_agg(id) AS ids FROM identity.users) u),
       link(c, depth, id, parent) AS (
         SELECT c, 1, gen_random_uuid(), NULL::uuid FROM chain
         UNION ALL
         SELECT l.c, l.depth + 1, gen_random_uuid(), l.id FROM link l JOIN chain ch ON ch.c = l.c WHERE l.depth < ch.len)
       INSERT INTO identity.refresh_sessions (id, user_id, parent_session_id, status, token_hash, user_agent, ip_address, created_at, updated_at, expires_at)
       SELECT l.id, ch.user_id, l.parent,
              CASE WHEN l.depth < ch.len THEN 'Rotated' WHEN ch.active THEN 'Active' WHEN l.c % 2 = 0 THEN 'Revoked' ELSE 'Expired' END,
              'h', 'ua', '198.51.100.1', ch.tip_at - (ch.len - l.depth + 1) * interval '3 days',
              ch.tip_at - (ch.len - l.depth) * interval '3 days', ch.tip_at
       FROM link l JOIN chain ch ON ch.c = l.c`,
      [chains],
    );
    await db.query(
      "CREATE INDEX ix_sicr_created_at ON identity.sign_in_confirmation_requests (created_at)",
    );
    await db.query(
      "CREATE INDEX ix_refresh_sessions_parent ON identity.refresh_sessions (parent_session_id)",
    );
    await db.query("VACUUM ANALYZE");
  });
}

interface Measured {
  contender: string;
  wallMs: number;
  deleted: number;
  rowsPerSecond: number;
  batchMs?: { p50: number; p99: number; max: number; count: number };
  note?: string;
  maxRssMb?: number;
  correct: boolean;
}

const quantiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: at(1), count: sorted.length };
};

/** Runs one SQL statement once, or repeatedly until `done` says stop; times each execution. */
async function sqlContender(
  database: string,
  contender: string,
  text: string,
  values: unknown[],
  done: (rowCount: number) => boolean,
  capMs = Number.POSITIVE_INFINITY,
): Promise<Omit<Measured, "correct">> {
  return withDb(database, async (db) => {
    await db.query("SET statement_timeout = 0");
    const batchMs: number[] = [];
    let deleted = 0;
    const started = performance.now();
    let note: string | undefined;
    for (;;) {
      const batchStarted = performance.now();
      const { rowCount } = await db.query(text, values);
      batchMs.push(performance.now() - batchStarted);
      deleted += rowCount ?? 0;
      if (done(rowCount ?? 0)) break;
      if (performance.now() - started > capMs) {
        note = `stopped after ${Math.round(capMs / 1000)} s (cap); rows/s measured up to then`;
        break;
      }
    }
    const wallMs = performance.now() - started;
    return {
      contender,
      wallMs,
      deleted,
      rowsPerSecond: deleted / (wallMs / 1000),
      ...(batchMs.length > 1 ? { batchMs: quantiles(batchMs) } : {}),
      ...(note ? { note } : {}),
    };
  });
}

function startChild(args: string[]): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
}
function output(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    child.stdout?.on("data", (chunk) => {
      text += chunk;
    });
    child.on("error", reject);
    child.on("exit", () => resolve(text));
  });
}

async function engineContender(
  database: string,
  policy: string,
  now: string,
): Promise<Omit<Measured, "correct">> {
  const child = startChild(["bench/engine-child.ts", dbUrl(database), policy, now]);
  const text = await output(child);
  const result = JSON.parse(text.trim().split("\n").at(-1) as string) as {
    report: RunReport;
    batchMs: number[];
    wallMs: number;
    maxRssKb: number;
  };
  const deleted = result.report.policies[0]?.deleted ?? 0;
  return {
    contender: `engine (${result.report.policies[0]?.strategy}, defaults)`,
    wallMs: result.wallMs,
    deleted,
    rowsPerSecond: deleted / (result.wallMs / 1000),
    batchMs: quantiles(result.batchMs),
    maxRssMb: Math.round(result.maxRssKb / 1024),
    note: result.report.policies[0]?.error ?? undefined,
  };
}

/** Runs `work` while the live load runs on the same database; returns the load's latencies. */
async function underLiveLoad<T>(
  database: string,
  work: () => Promise<T>,
): Promise<{ value: T; live: { p50: number; p99: number; count: number } }> {
  const child = startChild(["bench/load.ts", dbUrl(database), String(liveRate)]);
  const text = output(child);
  await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
  const value = await work();
  child.kill("SIGTERM");
  const live = JSON.parse((await text).trim().split("\n").at(-1) as string);
  return { value, live };
}

async function remaining(database: string, sql: string, values: unknown[]): Promise<number> {
  return withDb(database, async (db) =>
    Number((await db.query<{ n: string }>(sql, values)).rows[0]?.n),
  );
}

/** Median wall time of a command, run `times` times, in ms. */
function medianWallMs(args: string[], times = 7): number {
  const walls: number[] = [];
  for (let index = 0; index < times; index++) {
    const started = performance.now();
    execFileSync(process.execPath, args, { stdio: "ignore" });
    walls.push(performance.now() - started);
  }
  return quantiles(walls).p50;
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  cores: cpus().length,
  node: process.version,
  sizes: { sicrRows, sessionRows },
  sicrHeapOrder: shuffled ? "shuffled" : "created_at",
};

// The installed command's start-up, beside Node's own (the CLI is compiled; commands load lazily).
const helpMs = medianWallMs(["bin/retention-job.js", "--help"]);
const nodeMs = medianWallMs(["-e", ""]);
results.cliStartup = { helpMs, nodeMs, ratio: helpMs / nodeMs };

try {
  const base = `${prefix}_base`;
  log(
    `loading ${sicrRows.toLocaleString("en-US")} sign-in requests and ${sessionRows.toLocaleString("en-US")} sessions…`,
  );
  const loadStarted = performance.now();
  await load(base, sicrRows, sessionRows);
  const now = await withDb(base, async (db) => {
    const { rows } = await db.query<{ now: Date; version: string }>(
      "SELECT now() AS now, version() AS version",
    );
    results.postgres = rows[0]?.version.split(" on ")[0];
    return rows[0]!.now.toISOString();
  });
  log(`loaded in ${Math.round((performance.now() - loadStarted) / 1000)} s`);
  const sicrCutoff = new Date(Date.parse(now) - 30 * 86_400_000).toISOString();
  const sessionCutoff = new Date(Date.parse(now) - 90 * 86_400_000).toISOString();
  const terminal = ["Rotated", "Revoked", "Expired"];

  // --- sign-in requests
  const expiredSicr = await remaining(
    base,
    "SELECT count(*) AS n FROM identity.sign_in_confirmation_requests WHERE created_at < $1",
    [sicrCutoff],
  );
  const sicr: Measured[] = [];
  const copy = async (label: string) => {
    const name = `${prefix}_${label}`;
    await createDatabase(name, base);
    return name;
  };
  const checkSicr = async (database: string, measured: Omit<Measured, "correct">) => {
    const left = await remaining(
      database,
      "SELECT count(*) AS n FROM identity.sign_in_confirmation_requests WHERE created_at < $1",
      [sicrCutoff],
    );
    return { ...measured, correct: left === 0 && measured.deleted === expiredSicr };
  };
  const baselineDb = await copy("live");
  const baseline = await underLiveLoad(
    baselineDb,
    () => new Promise((resolve) => setTimeout(resolve, 10_000)),
  );
  let db = await copy("s1");
  log("SICR: 1 single DELETE (under live load)…");
  const single = await underLiveLoad(db, () =>
    sqlContender(
      db,
      "1 single DELETE",
      "DELETE FROM identity.sign_in_confirmation_requests WHERE created_at < $1",
      [sicrCutoff],
      () => true,
    ),
  );
  sicr.push(await checkSicr(db, single.value));
  db = await copy("s2");
  log("SICR: 2 ctid loop (seed 001, under live load)…");
  const ctidSicr = await underLiveLoad(db, () =>
    sqlContender(
      db,
      "2 ctid IN (... LIMIT 5000) loop (seed 001)",
      "DELETE FROM identity.sign_in_confirmation_requests WHERE ctid IN (SELECT ctid FROM identity.sign_in_confirmation_requests WHERE created_at < $1 LIMIT 5000)",
      [sicrCutoff],
      (count) => count < 5000,
    ),
  );
  sicr.push(await checkSicr(db, ctidSicr.value));
  db = await copy("s3");
  log("SICR: 3 id IN (... SKIP LOCKED) loop (seed 000, under live load)…");
  const idSicr = await underLiveLoad(db, () =>
    sqlContender(
      db,
      "3 id IN (... ORDER BY LIMIT 5000 FOR UPDATE SKIP LOCKED) (seed 000)",
      "DELETE FROM identity.sign_in_confirmation_requests WHERE id IN (SELECT id FROM identity.sign_in_confirmation_requests WHERE created_at < $1 ORDER BY created_at LIMIT 5000 FOR UPDATE SKIP LOCKED)",
      [sicrCutoff],
      (count) => count < 5000,
    ),
  );
  sicr.push(await checkSicr(db, idSicr.value));
  db = await copy("s4");
  log("SICR: 4 the engine (under live load)…");
  const engineSicr = await underLiveLoad(db, () =>
    engineContender(db, "sign_in_confirmation_requests", now),
  );
  sicr.push(await checkSicr(db, engineSicr.value));
  results.sicr = {
    rows: sicrRows,
    expired: expiredSicr,
    contenders: sicr,
    live: {
      noPurge: baseline.live,
      singleDelete: single.live,
      ctidLoop: ctidSicr.live,
      idLoop: idSicr.live,
      engine: engineSicr.live,
    },
  };

  // --- refresh sessions
  const deletableSql = `WITH RECURSIVE blocked(id) AS (
      SELECT parent_session_id FROM identity.refresh_sessions
      WHERE parent_session_id IS NOT NULL AND NOT (status = ANY($2) AND updated_at < $1)
      UNION
      SELECT p.parent_session_id FROM blocked b JOIN identity.refresh_sessions p ON p.id = b.id WHERE p.parent_session_id IS NOT NULL)`;
  const expiredSessions = await remaining(
    base,
    `${deletableSql} SELECT count(*) AS n FROM identity.refresh_sessions WHERE status = ANY($2) AND updated_at < $1 AND NOT EXISTS (SELECT 1 FROM blocked b WHERE b.id = identity.refresh_sessions.id)`,
    [sessionCutoff, terminal],
  );
  const checkSessions = async (database: string, measured: Omit<Measured, "correct">) => {
    const left = await remaining(
      database,
      `${deletableSql} SELECT count(*) AS n FROM identity.refresh_sessions WHERE status = ANY($2) AND updated_at < $1 AND NOT EXISTS (SELECT 1 FROM blocked b WHERE b.id = identity.refresh_sessions.id)`,
      [sessionCutoff, terminal],
    );
    return { ...measured, correct: left === 0 && measured.deleted === expiredSessions };
  };
  const leafGuard =
    "status = ANY($2) AND updated_at < $1 AND NOT EXISTS (SELECT 1 FROM identity.refresh_sessions c WHERE c.parent_session_id = r.id)";
  const sessions: Measured[] = [];
  db = await copy("r1");
  log("sessions: 1 one statement for every deletable chain (under live load)…");
  const singleSessions = await underLiveLoad(db, () =>
    sqlContender(
      db,
      "1 one DELETE of all whole expired chains",
      `${deletableSql} DELETE FROM identity.refresh_sessions WHERE status = ANY($2) AND updated_at < $1 AND NOT EXISTS (SELECT 1 FROM blocked b WHERE b.id = identity.refresh_sessions.id)`,
      [sessionCutoff, terminal],
      () => true,
    ),
  );
  sessions.push(await checkSessions(db, singleSessions.value));
  db = await copy("r2");
  log("sessions: 2 ctid loop with the leaf guard (under live load)…");
  const ctidSessions = await underLiveLoad(db, () =>
    sqlContender(
      db,
      "2 ctid IN (... leaf guard LIMIT 5000) loop",
      `DELETE FROM identity.refresh_sessions WHERE ctid IN (SELECT ctid FROM identity.refresh_sessions r WHERE ${leafGuard} LIMIT 5000)`,
      [sessionCutoff, terminal],
      (count) => count === 0,
      naiveCapMs,
    ),
  );
  sessions.push(await checkSessions(db, ctidSessions.value));
  db = await copy("r3");
  log(
    `sessions: 3 seed-000 reading with the leaf guard (under live load, capped at ${Math.round(naiveCapMs / 1000)} s)…`,
  );
  const idSessions = await underLiveLoad(db, () =>
    sqlContender(
      db,
      "3 id IN (... leaf guard ORDER BY LIMIT 5000 SKIP LOCKED) loop (seed 000)",
      `DELETE FROM identity.refresh_sessions WHERE id IN (SELECT id FROM identity.refresh_sessions r WHERE ${leafGuard} ORDER BY updated_at LIMIT 5000 FOR UPDATE SKIP LOCKED)`,
      [sessionCutoff, terminal],
      (count) => count === 0,
      naiveCapMs,
    ),
  );
  sessions.push(await checkSessions(db, idSessions.value));
  db = await copy("r4");
  log("sessions: 4 the engine (under live load)…");
  const engineSessions = await underLiveLoad(db, () =>
    engineContender(db, "refresh_sessions", now),
  );
  sessions.push(await checkSessions(db, engineSessions.value));
  results.sessions = {
    rows: sessionRows,
    deletable: expiredSessions,
    contenders: sessions,
    live: {
      singleDelete: singleSessions.live,
      ctidLoop: ctidSessions.live,
      idLoop: idSessions.live,
      engine: engineSessions.live,
    },
  };

  // --- scale: the engine on refresh_sessions at a quarter of the rows
  const quarter = `${prefix}_quarter`;
  log(`scale: sessions at ${(sessionRows / 4).toLocaleString("en-US")} rows…`);
  await load(quarter, 1000, Math.round(sessionRows / 4));
  const small = await engineContender(quarter, "refresh_sessions", now);
  const big = sessions[3] as Measured;
  results.scale = {
    rowsRatio: 4,
    smallWallMs: small.wallMs,
    bigWallMs: big.wallMs,
    timeRatio: big.wallMs / small.wallMs,
  };
} finally {
  for (const name of created)
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  await server.stop();
}

// --- report
const fmt = (n: number) =>
  n >= 1000 ? `${(n / 1000).toFixed(n >= 100_000 ? 0 : 1)}k` : n.toFixed(0);
function table(title: string, contenders: Measured[], lines: string[]) {
  const single = contenders[0] as Measured;
  const rows = contenders.map((c) => [
    c.contender,
    `${(c.wallMs / 1000).toFixed(1)} s`,
    fmt(c.rowsPerSecond),
    (c.rowsPerSecond / single.rowsPerSecond).toFixed(2),
    c.batchMs
      ? `${c.batchMs.p50.toFixed(0)} / ${c.batchMs.p99.toFixed(0)} / ${c.batchMs.max.toFixed(0)} ms`
      : "-",
    c.maxRssMb ? `${c.maxRssMb} MB` : "-",
    c.correct ? "yes" : "NO",
    c.note ?? "",
  ]);
  const header = [
    "contender",
    "wall",
    "rows/s",
    "x single",
    "batch p50/p99/max",
    "peak RSS",
    "same rows",
    "note",
  ];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (r[i] as string).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] as number))
      .join("  ")
      .trimEnd();
  return [title, line(header), ...rows.map(line), ...lines, ""].join("\n");
}
const live = (l: { p50: number; p99: number }) => `${l.p50.toFixed(1)} / ${l.p99.toFixed(1)} ms`;
const s = results.sicr as {
  contenders: Measured[];
  expired: number;
  live: Record<string, { p50: number; p99: number }>;
};
const r = results.sessions as {
  contenders: Measured[];
  deletable: number;
  live: Record<string, { p50: number; p99: number }>;
};
const scale = results.scale as { timeRatio: number };
const segments = (m: Measured, rows: number) =>
  Math.max(1, Math.ceil(rows / m.rowsPerSecond / (LAMBDA_BUDGET_MS / 1000)));
const engineS = s.contenders[3] as Measured;
const engineR = r.contenders[3] as Measured;
const text = [
  `retention-job benchmark, ${results.date}, ${results.cores} cores, ${results.postgres}, Node ${results.node}`,
  `start-up: retention-job --help ${helpMs.toFixed(0)} ms, node -e '' ${nodeMs.toFixed(0)} ms (${(helpMs / nodeMs).toFixed(2)}x)`,
  "",
  table(
    `sign_in_confirmation_requests: ${sicrRows.toLocaleString("en-US")} rows, ${s.expired.toLocaleString("en-US")} expired, heap in ${shuffled ? "random" : "created_at"} order`,
    s.contenders,
    [
      `engine vs ctid loop: ${(engineS.rowsPerSecond / (s.contenders[1] as Measured).rowsPerSecond).toFixed(2)}x; Lambda segments (15 min) at this speed: ${segments(engineS, s.expired)}`,
      `live load p50 / p99: no purge ${live(s.live.noPurge!)}, single DELETE ${live(s.live.singleDelete!)}, ctid loop ${live(s.live.ctidLoop!)}, id loop ${live(s.live.idLoop!)}, engine ${live(s.live.engine!)}`,
    ],
  ),
  table(
    `refresh_sessions: ${sessionRows.toLocaleString("en-US")} rows, ${r.deletable.toLocaleString("en-US")} deletable (whole chains), no retention index`,
    r.contenders,
    [
      `engine vs naive seed-000 loop: ${(engineR.rowsPerSecond / (r.contenders[2] as Measured).rowsPerSecond).toFixed(1)}x; Lambda segments (15 min): ${segments(engineR, r.deletable)}`,
      `live load p50 / p99: one DELETE ${live(r.live.singleDelete!)}, ctid loop ${live(r.live.ctidLoop!)}, id loop ${live(r.live.idLoop!)}, engine ${live(r.live.engine!)}`,
      `scale: 4x the rows took ${scale.timeRatio.toFixed(2)}x the time (linear is 4)`,
    ],
  ),
].join("\n");
process.stderr.write(`${text}\n`);
await writeFile("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
if (flags.json) process.stdout.write(`${JSON.stringify(results)}\n`);
