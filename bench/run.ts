// npm run bench [-- --json] [--sicr-rows N] [--session-rows N] [--naive-cap 20s] [--min-samples 2000]
//                  [--no-replica] [--big]
// A measurement, not a test: every figure is a ratio within one run on one machine.
// By default the benchmark starts its own primary and a streaming replica on loopback (initdb,
// pg_basebackup, two postmasters), loads base databases once, and runs every contender on a fresh
// copy of them (CREATE DATABASE ... TEMPLATE), under the same live load, in rounds interleaved
// across contenders until each has enough live-latency samples for a p99. It samples the
// replica's replay lag meanwhile, checks after each round that exactly the expired rows are gone,
// and writes every figure to bench/results.json (not committed: the raw samples), its summary to
// bench/results/<date>-bench.md (committed), from which docs/performance.md's table is rendered.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { startEmbeddedPostgres } from "../functions/cli/demo/embedded.js";
import { signInRequestsSql } from "../functions/cli/demo/identity-rows.js";
import { identitySchemaSql } from "../functions/cli/demo/reference-schema.js";
import { parseDuration } from "../functions/contract/duration.js";
import type { RunOptions, RunReport } from "../functions/engine/index.js";
import { walPositionSql } from "../functions/engine/sql/throttle.js";
import { accountFor, deletedTable } from "./cost.js";
import { CURVE, writeFrontiers } from "./frontier.js";
import {
  type BenchResults,
  type ContenderResult,
  quantile,
  type RoundResult,
  renderResults,
} from "./render.js";
import { findBinDir, startReplicatedServer } from "./replica.js";
import {
  benchSessionChainsSql,
  blockedSessionsCte,
  sessionValuesAt,
  wholeChainsFrom,
} from "./sessions.js";

const { values: flags } = parseArgs({
  options: {
    json: { type: "boolean" },
    "sicr-rows": { type: "string" },
    "session-rows": { type: "string" },
    "naive-cap": { type: "string" },
    "min-samples": { type: "string" },
    "no-replica": { type: "boolean" },
    big: { type: "boolean" },
    /** Only these contender keys (e.g. single,blocks64,engine) and sets (sicrOrdered,sicrShuffled,sessions). */
    only: { type: "string" },
    sets: { type: "string" },
  },
});
const sicrRows = Number(flags["sicr-rows"] ?? 1_000_000);
const sessionRows = Number(flags["session-rows"] ?? 500_000);
const naiveCapMs = parseDuration(flags["naive-cap"] ?? "20s") ?? 20_000;
const minSamples = Number(flags["min-samples"] ?? 2000);
/** Rounds per contender: at least two (for a spread), more until minSamples live samples. */
const MIN_ROUNDS = 2;
const MAX_ROUNDS = 12;
/** The live service: 4 clients x 125 short transactions a second on the tables being purged. */
const LIVE = { clients: 4, ratePerClient: 125 };
const NO_PURGE_MS = 4000;
/** The doubling case: a second live load joins this long after the purge starts. */
const LOAD_DOUBLES_AT_MS = 3000;
const LAG_SAMPLE_MS = 50;
const only = flags.only?.split(",");
const sets = flags.sets?.split(",");
const wanted = (contenders: Contender[]) =>
  only ? contenders.filter((contender) => only.includes(contender.key)) : contenders;
const log = (text: string) => process.stderr.write(`${text}\n`);
const started = performance.now();

// --- the server: our own primary + replica, else DATABASE_URL or an embedded server
interface Server {
  url: string;
  replica: boolean;
  replayLagMs?: () => Promise<number>;
  caughtUp?: () => Promise<void>;
  stop(): Promise<void>;
}
async function startServer(): Promise<Server> {
  if (!flags["no-replica"]) {
    const binDir = findBinDir();
    if (binDir) {
      const replicated = await startReplicatedServer(binDir);
      log(`primary ${replicated.primaryUrl} with a streaming replica (${binDir})`);
      return {
        url: replicated.primaryUrl,
        replica: true,
        replayLagMs: replicated.replayLagMs,
        caughtUp: replicated.caughtUp,
        stop: replicated.stop,
      };
    }
    log("no PostgreSQL binaries with pg_basebackup found (set PG_BIN): running without a replica");
  }
  if (process.env.DATABASE_URL)
    return { url: process.env.DATABASE_URL, replica: false, stop: async () => undefined };
  const embedded = await startEmbeddedPostgres();
  return { url: embedded.url, replica: false, stop: embedded.stop };
}
const server = await startServer();
// Interrupted: the primary and the replica go with us (their temporary directory too).
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server.stop().finally(() => process.exit(130));
  });
}
const admin = new pg.Client({ connectionString: server.url });
await admin.connect();
const serverVersion = Number(
  (await admin.query<{ v: string }>("SHOW server_version_num")).rows[0]?.v,
);
const dbUrl = (name: string) => {
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
};
const prefix = `bench_${process.pid}`;
const created = new Set<string>();
async function createDatabase(name: string, template?: string) {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const strategy = template && serverVersion >= 150000 ? " STRATEGY FILE_COPY" : "";
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}${strategy}` : ""}`);
  created.add(name);
}
async function dropDatabase(name: string) {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  created.delete(name);
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
const count = (name: string, sql: string, values: unknown[]) =>
  withDb(name, async (db) => Number((await db.query<{ n: string }>(sql, values)).rows[0]?.n));

/**
 * A base database: `sicr` sign-in requests over 120 days (~75% past 30 days), in created_at
 * order or shuffled; sessions in chains of 1-5, 20% ending Active, over 200 days.
 */
async function load(name: string, sicr: number, sessions: number, shuffled: boolean) {
  await createDatabase(name);
  await withDb(name, async (db) => {
    await db.query(identitySchemaSql);
    await db.query("DROP INDEX identity.ix_sicr_created_at, identity.ix_refresh_sessions_parent");
    await db.query(
      `INSERT INTO identity.users (id, phone_number) SELECT gen_random_uuid(), '+1555' || lpad(g::text, 7, '0') FROM generate_series(1, 10000) g`,
    );
    await db.query(
      signInRequestsSql({
        count: sicr,
        at: "now() - random() * interval '120 days'",
        ordered: !shuffled,
      }),
    );
    await db.query(benchSessionChainsSql(Math.max(1, Math.round(sessions / 3))));
    await db.query(
      "CREATE INDEX ix_sicr_created_at ON identity.sign_in_confirmation_requests (created_at)",
    );
    await db.query(
      "CREATE INDEX ix_refresh_sessions_parent ON identity.refresh_sessions (parent_session_id)",
    );
    await db.query("VACUUM ANALYZE");
  });
}

// --- child processes: the live load and the engine
function startChild(args: string[]): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
}
function lastLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    child.stdout?.on("data", (chunk) => {
      text += chunk;
    });
    child.on("error", reject);
    child.on("exit", () => resolve(text.trim().split("\n").at(-1) ?? ""));
  });
}
/** What the live load measured: each transaction's latency, and its COMMIT's. */
interface LiveSamples {
  total: number[];
  commit: number[];
}
async function startLiveLoad(
  database: string,
  clients = LIVE.clients,
): Promise<() => Promise<LiveSamples>> {
  const child = startChild([
    "bench/load.ts",
    dbUrl(database),
    String(LIVE.ratePerClient),
    String(clients),
  ]);
  const result = lastLine(child);
  await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
  return async () => {
    child.kill("SIGTERM");
    return JSON.parse(await result) as LiveSamples;
  };
}
function sampleReplayLag(): () => number[] {
  const samples: number[] = [];
  if (!server.replayLagMs) return () => samples;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    server
      .replayLagMs?.()
      .then((ms) => samples.push(ms))
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, LAG_SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return samples;
  };
}

// --- contenders
/** What one round of a contender did (the round adds the live load's latencies and the lag). */
type Outcome = Omit<RoundResult, "live" | "lagMs" | "correct">;
interface Contender {
  key: string;
  label: string;
  run(database: string): Promise<Outcome>;
  /** One round only (a capped naive loop, or a figure that needs no live sample). */
  once?: boolean;
  /** A second live load (as many clients again) joins this long after the purge starts. */
  loadDoublesAtMs?: number;
}

/** Runs statements until `next` returns null; times each; keeps its cost account (bench/cost.ts). */
async function loop(
  database: string,
  next: (index: number, lastCount: number) => unknown[] | null,
  text: string,
  capMs = Number.POSITIVE_INFINITY,
): Promise<Outcome> {
  return withDb(database, async (db) => {
    await db.query("SET statement_timeout = 0");
    const account = await accountFor(db, dbUrl(database), deletedTable(text) ?? "");
    const batchMs: number[] = [];
    let deleted = 0;
    let last = -1;
    let capped = false;
    const begun = performance.now();
    for (let index = 0; ; index++) {
      const values = next(index, last);
      if (!values) break;
      if (performance.now() - begun > capMs) {
        capped = true;
        break;
      }
      const batchStarted = performance.now();
      const { rowCount } = await account.statement(() => db.query(text, values));
      batchMs.push(performance.now() - batchStarted);
      last = rowCount ?? 0;
      deleted += last;
    }
    const wallMs = performance.now() - begun;
    return { wallMs, deleted, batchMs, capped, cost: await account.finish(deleted) };
  });
}
const once = (values: unknown[]) => (index: number) => (index === 0 ? values : null);
const untilShort = (values: unknown[], limit: number) => (index: number, last: number) =>
  index === 0 || last >= limit ? values : null;
const untilEmpty = (values: unknown[]) => (index: number, last: number) =>
  index === 0 || last > 0 ? values : null;

const SICR = "identity.sign_in_confirmation_requests";
function blockRanges(cutoff: string, blocks: number): Contender {
  return {
    key: `blocks${blocks}`,
    label: `block ranges, ${blocks} blocks a batch (plain SQL)`,
    run: async (database) => {
      const total = await count(
        database,
        `SELECT pg_relation_size('${SICR}') / current_setting('block_size')::int AS n`,
        [],
      );
      return loop(
        database,
        (index) =>
          index * blocks < total
            ? [`(${index * blocks},0)`, `(${(index + 1) * blocks},0)`, cutoff]
            : null,
        `DELETE FROM ${SICR} WHERE ctid >= $1::tid AND ctid < $2::tid AND created_at < $3`,
      );
    },
  };
}
function engine(
  key: string,
  label: string,
  policy: string,
  now: string,
  options: Partial<RunOptions> = {},
  extra: Partial<Contender> = {},
): Contender {
  return {
    key,
    label,
    ...extra,
    run: async (database) => {
      const child = startChild([
        "bench/engine-child.ts",
        dbUrl(database),
        policy,
        now,
        JSON.stringify(options),
      ]);
      const result = JSON.parse(await lastLine(child)) as {
        report: RunReport;
        batchMs: number[];
        wallMs: number;
        fixedMs: { before: number; after: number };
        maxRssKb: number;
      };
      const report = result.report.policies[0];
      return {
        wallMs: result.wallMs,
        deleted: report?.deleted ?? 0,
        batchMs: result.batchMs,
        maxRssMb: Math.round(result.maxRssKb / 1024),
        strategy: report?.strategy,
        batchSizes: report?.batchSizes ?? undefined,
        throttledMs: report?.throttled?.ms ?? 0,
        fixedMs: result.fixedMs,
        ...(report?.latency ? { probeRatio: report.latency.ratio } : {}),
        ...(report?.cost ? { cost: report.cost } : {}),
        ...(report?.error ? { error: report.error } : {}),
      };
    },
  };
}
const THROTTLE_OFF = { maxReplicaLagMs: null, maxActiveSessions: null, maxLockWaiters: null };

/**
 * Runs every contender on fresh copies of `base`, one round of each in turn, until each has
 * MIN_ROUNDS rounds and minSamples live samples (or MAX_ROUNDS; `once` contenders: one round).
 */
async function measureSet(
  base: string,
  contenders: Contender[],
  expected: number,
  remaining: (database: string) => Promise<number>,
  baseline?: ContenderResult,
): Promise<ContenderResult[]> {
  contenders = wanted(contenders);
  const rounds = new Map<string, RoundResult[]>(contenders.map((c) => [c.key, []]));
  const needsMore = (c: Contender) => {
    const done = rounds.get(c.key) ?? [];
    if (c.once) return done.length === 0;
    const samples = done.reduce((sum, round) => sum + round.live.length, 0);
    return (
      done.length < MAX_ROUNDS &&
      (done.length < MIN_ROUNDS || (samples < minSamples && !done.some((r) => r.capped)))
    );
  };
  for (let pass = 1; contenders.some(needsMore); pass++) {
    if (baseline) baseline.rounds.push(await noPurgeRound(base, false));
    for (const contender of contenders.filter(needsMore)) {
      const {
        value: outcome,
        live,
        lagMs,
        left,
        walBytes,
        liveAfter,
      } = await round(base, contender.run, remaining, contender.loadDoublesAtMs);
      const correct = !outcome.capped && left === 0 && outcome.deleted === expected;
      rounds.get(contender.key)?.push({
        ...outcome,
        live: live.total,
        liveCommit: live.commit,
        lagMs,
        correct,
        walBytes,
        ...(liveAfter ? { liveAfter: liveAfter.total, liveAfterCommit: liveAfter.commit } : {}),
      });
      log(
        `  ${contender.label}, round ${pass}: ${(outcome.wallMs / 1000).toFixed(1)} s, ` +
          `${Math.round(outcome.deleted / (outcome.wallMs / 1000)).toLocaleString("en-US")} rows/s, ` +
          `live p99 ${quantile(live.total, 0.99).toFixed(1)} ms (${live.total.length}), commit p99 ${quantile(live.commit, 0.99).toFixed(1)} ms, ` +
          `lag max ${Math.max(0, ...lagMs).toFixed(0)} ms, WAL ${(walBytes / 1024 ** 2 / (outcome.wallMs / 1000)).toFixed(1)} MB/s${typeof outcome.probeRatio === "number" ? `, probes ${outcome.probeRatio}x` : ""}${outcome.capped ? ", capped" : correct ? "" : ", WRONG ROWS"}`,
      );
    }
  }
  return contenders.map((c) => ({ key: c.key, label: c.label, rounds: rounds.get(c.key) ?? [] }));
}

/**
 * One round on a fresh copy of `base`, the replica caught up: `work` under the live load, the
 * replay lag sampled meanwhile, then what `remaining` counts on the copy. With `doublesAtMs`, a
 * second live load joins that long after the work starts; its latencies are `liveAfter`.
 */
async function round<T>(
  base: string,
  work: (database: string) => Promise<T>,
  remaining: (database: string) => Promise<number>,
  doublesAtMs?: number,
): Promise<{
  value: T;
  live: LiveSamples;
  lagMs: number[];
  left: number;
  walBytes: number;
  liveAfter?: LiveSamples;
}> {
  const database = `${prefix}_run`;
  await createDatabase(database, base);
  await server.caughtUp?.();
  const stopLoad = await startLiveLoad(database);
  const second =
    doublesAtMs === undefined
      ? undefined
      : new Promise<() => Promise<LiveSamples>>((resolve) =>
          setTimeout(() => resolve(startLiveLoad(database)), doublesAtMs),
        );
  const stopLag = sampleReplayLag();
  const walBefore = await walPosition();
  const value = await work(database);
  const walBytes = (await walPosition()) - walBefore;
  const lagMs = stopLag();
  const live = await stopLoad();
  const liveAfter = second && (await (await second)());
  const left = await remaining(database);
  await dropDatabase(database);
  return { value, live, lagMs, left, walBytes, ...(liveAfter ? { liveAfter } : {}) };
}

/** The server's WAL position in bytes (the WAL a round wrote: the purge's and the live load's). */
async function walPosition(): Promise<number> {
  const { rows } = await admin.query<{ wal: number }>(walPositionSql());
  return Number(rows[0]?.wal);
}

/** One round of the live load alone, on a copy of `base`: the latency the purge is compared with. */
async function noPurgeRound(base: string, doubled: boolean): Promise<RoundResult> {
  const { live, lagMs, walBytes, liveAfter } = await round(
    base,
    () => new Promise((resolve) => setTimeout(resolve, NO_PURGE_MS)),
    async () => 0,
    doubled ? 0 : undefined,
  );
  return {
    wallMs: NO_PURGE_MS,
    deleted: 0,
    batchMs: [],
    live: [...live.total, ...(liveAfter?.total ?? [])],
    liveCommit: [...live.commit, ...(liveAfter?.commit ?? [])],
    lagMs,
    correct: true,
    walBytes,
  };
}

/**
 * The live load alone: MIN_ROUNDS rounds (at least minSamples) before the contenders, and one more
 * with each of their passes (measureSet), so that the baseline is taken over the same stretch of
 * the machine's day as the purges it is compared with.
 */
async function noPurge(base: string, doubled = false): Promise<ContenderResult> {
  const result: ContenderResult = {
    key: doubled ? "noPurgeDoubled" : "noPurge",
    label: doubled ? "no purge, the live load doubled" : "no purge (live load alone)",
    rounds: [],
  };
  while (
    result.rounds.length < MIN_ROUNDS ||
    result.rounds.reduce((n, r) => n + r.live.length, 0) < minSamples
  )
    result.rounds.push(await noPurgeRound(base, doubled));
  return result;
}

/** Median wall time of a command, run `times` times, in ms. */
function medianWallMs(args: string[], times = 7): number {
  const walls: number[] = [];
  for (let index = 0; index < times; index++) {
    const begun = performance.now();
    execFileSync(process.execPath, args, { stdio: "ignore" });
    walls.push(performance.now() - begun);
  }
  return quantile(walls, 0.5);
}

const results: BenchResults = {
  date: new Date().toISOString(),
  cores: cpus().length,
  node: process.version,
  postgres: "",
  replica: server.replica,
  live: { ...LIVE, minSamples },
  sizes: { sicrRows, sessionRows },
  cliStartup: { helpMs: 0, nodeMs: 0 },
  sets: [],
};
// The installed command's start-up, beside Node's own (the CLI is compiled; commands load lazily).
results.cliStartup = {
  helpMs: medianWallMs(["bin/retention-job.js", "--help"]),
  nodeMs: medianWallMs(["-e", ""]),
};

try {
  results.postgres =
    (await admin.query<{ v: string }>("SELECT version() AS v")).rows[0]?.v.split(" on ")[0] ?? "";
  log(
    `loading: ${sicrRows.toLocaleString("en-US")} sign-in requests in created_at order, the same shuffled, ${sessionRows.toLocaleString("en-US")} sessions…`,
  );
  const ordered = `${prefix}_ordered`;
  const shuffledBase = `${prefix}_shuffled`;
  const sessionsBase = `${prefix}_sessions`;
  const want = (set: string) => !sets || sets.includes(set);
  if (want("sicrOrdered")) await load(ordered, sicrRows, 3000, false);
  if (want("sicrShuffled")) await load(shuffledBase, sicrRows, 3000, true);
  if (want("sessions")) await load(sessionsBase, 10_000, sessionRows, false);
  await admin.query("CHECKPOINT");
  log(`loaded in ${Math.round((performance.now() - started) / 1000)} s`);
  const now = (await admin.query<{ now: Date }>("SELECT now() AS now")).rows[0]!.now.toISOString();
  const sicrCutoff = new Date(Date.parse(now) - 30 * 86_400_000).toISOString();
  const sessionValues = sessionValuesAt(Date.parse(now));
  const expiredSicr = (database: string) =>
    count(database, `SELECT count(*) AS n FROM ${SICR} WHERE created_at < $1`, [sicrCutoff]);

  const singleSicr: Contender = {
    key: "single",
    label: "single DELETE",
    run: (database) =>
      loop(database, once([sicrCutoff]), `DELETE FROM ${SICR} WHERE created_at < $1`),
  };
  const ctidSicr: Contender = {
    key: "ctid",
    label: "ctid IN (... LIMIT 5000) loop (the ADR's ctid loop)",
    run: (database) =>
      loop(
        database,
        untilShort([sicrCutoff], 5000),
        `DELETE FROM ${SICR} WHERE ctid IN (SELECT ctid FROM ${SICR} WHERE created_at < $1 LIMIT 5000)`,
      ),
  };
  const idSicr: Contender = {
    key: "seed000",
    label:
      "id IN (... ORDER BY LIMIT 5000 FOR UPDATE SKIP LOCKED) loop (the identity worker's loop)",
    run: (database) =>
      loop(
        database,
        untilShort([sicrCutoff], 5000),
        `DELETE FROM ${SICR} WHERE id IN (SELECT id FROM ${SICR} WHERE created_at < $1 ORDER BY created_at LIMIT 5000 FOR UPDATE SKIP LOCKED)`,
      ),
  };
  const sicrPolicy = "sign_in_confirmation_requests";
  const engineAuto = engine(
    "engine",
    "engine, defaults (auto order, 2 lanes, adaptive batches, throttle on)",
    sicrPolicy,
    now,
  );
  // The lanes' curve: the defaults with 1 and 4 lanes (2 is the default above).
  const engineLanes = [1, 4].map((parallel) =>
    engine(
      `engineLanes${parallel}`,
      `engine, ${parallel} lane${parallel > 1 ? "s" : ""}`,
      sicrPolicy,
      now,
      {
        parallel,
      },
    ),
  );
  const engineClock = engine(
    "engineClock",
    "engine, clock order (adaptive batches)",
    sicrPolicy,
    now,
    {
      order: "clock",
    },
  );
  const engineNoThrottle = engine(
    "engineNoThrottle",
    "engine, defaults, throttle off",
    sicrPolicy,
    now,
    {
      throttle: THROTTLE_OFF,
    },
  );
  const engineLong = engine("engineBatch100", "engine, BATCH_TIME 100 ms", sicrPolicy, now, {
    batchTimeMs: 100,
  });
  // Gentleness bought with time: each batch followed by a pause as long as the batch's target.
  const enginePaused = engine("enginePause20", "engine, BATCH_PAUSE 20 ms", sicrPolicy, now, {
    pauseMs: 20,
  });
  // Gentleness as a budget: the server's WAL (the live load's too) held under MAX_WAL_RATE.
  const engineWal = [8, 16].map((mb) =>
    engine(`engineWal${mb}`, `engine, MAX_WAL_RATE ${mb} MB/s`, sicrPolicy, now, {
      throttle: { maxWalRate: mb * 1024 ** 2 },
    }),
  );
  // Gentleness as a latency budget: the engine's own probe commits held within LATENCY_BUDGET.
  // The frontier's budget curve (bench/frontier.ts CURVE: its keys and budgets; off is `engine`).
  const latencyCurve = (policy: string) =>
    CURVE.flatMap(({ key, budget }) =>
      budget === null
        ? []
        : [
            engine(key, `engine, LATENCY_BUDGET ${budget}`, policy, now, {
              throttle: { latencyBudget: budget },
            }),
          ],
    );
  const engineLatency = latencyCurve(sicrPolicy);
  const engineLatencyDoubling = engine(
    "engineLatencyDoubling",
    `engine, LATENCY_BUDGET 1.5, the live load doubles ${LOAD_DOUBLES_AT_MS / 1000} s in`,
    sicrPolicy,
    now,
    { throttle: { latencyBudget: 1.5 } },
    { loadDoublesAtMs: LOAD_DOUBLES_AT_MS },
  );
  // The pace on what it causes: no session kept waiting on a batch's locks over 50 ms (MAX_LOCK_WAIT),
  // the replica's lag at most 1 s (MAX_REPLICA_LAG), in a steady load and when it doubles.
  const causedCeilings = { maxLockWaitMs: 50, maxReplicaLagMs: 1_000 };
  const engineLockWait = engine(
    "engineLockWait",
    "engine, MAX_LOCK_WAIT 50 ms, MAX_REPLICA_LAG 1 s",
    sicrPolicy,
    now,
    { throttle: causedCeilings },
  );
  const engineLockWaitDoubling = engine(
    "engineLockWaitDoubling",
    `engine, MAX_LOCK_WAIT 50 ms, MAX_REPLICA_LAG 1 s, the live load doubles ${LOAD_DOUBLES_AT_MS / 1000} s in`,
    sicrPolicy,
    now,
    { throttle: causedCeilings },
    { loadDoublesAtMs: LOAD_DOUBLES_AT_MS },
  );
  const engineTight = engine(
    "engineTight",
    "engine, throttle maxReplicaLag 50 ms",
    sicrPolicy,
    now,
    {
      throttle: { maxReplicaLagMs: 50 },
    },
  );

  // --- SICR, heap in created_at order
  if (want("sicrOrdered")) {
    const expiredOrdered = await expiredSicr(ordered);
    log("sign-in requests, heap in created_at order:");
    const orderedContenders = [
      singleSicr,
      blockRanges(sicrCutoff, 64),
      blockRanges(sicrCutoff, 256),
      ctidSicr,
      idSicr,
      engineAuto,
      ...engineLanes,
      engineLong,
      enginePaused,
      ...engineWal,
      ...engineLatency,
      engineLatencyDoubling,
      engineLockWait,
      engineLockWaitDoubling,
      engineNoThrottle,
      ...(server.replica ? [engineTight] : []),
      engineClock,
      engine(
        "fixed1000",
        "engine, clock order, fixed 1 000 rows a batch",
        sicrPolicy,
        now,
        { order: "clock", batchSize: 1000 },
        { once: true },
      ),
      engine(
        "fixed20000",
        "engine, clock order, fixed 20 000 rows a batch",
        sicrPolicy,
        now,
        { order: "clock", batchSize: 20_000 },
        { once: true },
      ),
    ];
    const baseline = await noPurge(ordered);
    results.sets.push({
      key: "sicrOrdered",
      title: `sign_in_confirmation_requests, ${sicrRows.toLocaleString("en-US")} rows, ${expiredOrdered.toLocaleString("en-US")} expired, heap in created_at order`,
      expected: expiredOrdered,
      noPurge: baseline,
      ...(wanted([engineLatencyDoubling, engineLockWaitDoubling]).length > 0
        ? { noPurgeDoubled: await noPurge(ordered, true) }
        : {}),
      contenders: await measureSet(
        ordered,
        orderedContenders,
        expiredOrdered,
        expiredSicr,
        baseline,
      ),
    });
    await dropDatabase(ordered);
  }

  // --- SICR, heap in random order
  if (want("sicrShuffled")) {
    const expiredShuffled = await expiredSicr(shuffledBase);
    log("sign-in requests, heap in random order:");
    const baseline = await noPurge(shuffledBase);
    results.sets.push({
      key: "sicrShuffled",
      title: `sign_in_confirmation_requests, ${sicrRows.toLocaleString("en-US")} rows, ${expiredShuffled.toLocaleString("en-US")} expired, heap in random order`,
      expected: expiredShuffled,
      noPurge: baseline,
      contenders: await measureSet(
        shuffledBase,
        [
          singleSicr,
          blockRanges(sicrCutoff, 64),
          ctidSicr,
          engineAuto,
          ...engineLanes,
          enginePaused,
          ...engineWal,
          ...engineLatency,
          engineLockWait,
          engineClock,
        ],
        expiredShuffled,
        expiredSicr,
        baseline,
      ),
    });
    await dropDatabase(shuffledBase);
  }

  // --- refresh sessions: whole expired chains, leaf first
  const countDeletable = (database: string) =>
    count(database, `${blockedSessionsCte} SELECT count(*) AS n ${wholeChainsFrom}`, sessionValues);
  const leafGuard =
    "status = ANY($2) AND updated_at < $1 AND NOT EXISTS (SELECT 1 FROM identity.refresh_sessions c WHERE c.parent_session_id = r.id)";
  if (want("sessions")) {
    const expiredSessions = await countDeletable(sessionsBase);
    log("refresh sessions:");
    const baseline = await noPurge(sessionsBase);
    results.sets.push({
      key: "sessions",
      title: `refresh_sessions, ${sessionRows.toLocaleString("en-US")} rows in chains of 1-5, ${expiredSessions.toLocaleString("en-US")} deletable (whole chains), no retention index`,
      expected: expiredSessions,
      noPurge: baseline,
      contenders: await measureSet(
        sessionsBase,
        [
          {
            key: "single",
            label: "one DELETE of every whole expired chain",
            run: (database) =>
              loop(
                database,
                once(sessionValues),
                `${blockedSessionsCte} DELETE ${wholeChainsFrom}`,
              ),
          },
          {
            key: "ctid",
            label: "ctid IN (... leaf guard LIMIT 5000) loop",
            once: true,
            run: (database) =>
              loop(
                database,
                untilEmpty(sessionValues),
                `DELETE FROM identity.refresh_sessions WHERE ctid IN (SELECT ctid FROM identity.refresh_sessions r WHERE ${leafGuard} LIMIT 5000)`,
                naiveCapMs,
              ),
          },
          {
            key: "seed000",
            label:
              "id IN (... leaf guard ORDER BY LIMIT 5000 SKIP LOCKED) loop (the identity worker's loop)",
            once: true,
            run: (database) =>
              loop(
                database,
                untilEmpty(sessionValues),
                `DELETE FROM identity.refresh_sessions WHERE id IN (SELECT id FROM identity.refresh_sessions r WHERE ${leafGuard} ORDER BY updated_at LIMIT 5000 FOR UPDATE SKIP LOCKED)`,
                naiveCapMs,
              ),
          },
          engine("engine", "engine, defaults (leaf-first trees)", "refresh_sessions", now),
          engine("engineBatch100", "engine, BATCH_TIME 100 ms", "refresh_sessions", now, {
            batchTimeMs: 100,
          }),
          ...latencyCurve("refresh_sessions"),
        ],
        expiredSessions,
        countDeletable,
        baseline,
      ),
    });
    await dropDatabase(sessionsBase);

    // --- scale: the engine on refresh_sessions at a quarter of the rows
    const quarter = `${prefix}_quarter`;
    await load(quarter, 1000, Math.round(sessionRows / 4), false);
    const quarterExpected = await countDeletable(quarter);
    log("scale: a quarter of the sessions:");
    const [small] = await measureSet(
      quarter,
      [engine("engine", "engine, a quarter of the sessions", "refresh_sessions", now)],
      quarterExpected,
      countDeletable,
    );
    results.scale = { rowsRatio: sessionRows / Math.round(sessionRows / 4), quarter: small! };
    await dropDatabase(quarter);
  }

  // --- memory at 10 M rows (behind --big: loading takes minutes)
  if (flags.big) {
    const big = `${prefix}_big`;
    log("memory: 10,000,000 sign-in requests…");
    await load(big, 10_000_000, 3000, false);
    const expiredBig = await expiredSicr(big);
    results.sets.push({
      key: "big",
      title: `memory check: sign_in_confirmation_requests, 10,000,000 rows, ${expiredBig.toLocaleString("en-US")} expired`,
      expected: expiredBig,
      contenders: await measureSet(
        big,
        [
          { ...singleSicr, once: true },
          { ...engineAuto, once: true },
          { ...engineClock, once: true },
        ],
        expiredBig,
        expiredSicr,
      ),
    });
    await dropDatabase(big);
  }
} finally {
  for (const name of created)
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  await server.stop();
}
results.durationS = Math.round((performance.now() - started) / 1000);
// The raw figures (every latency sample) stay on this machine; the summary is kept, dated.
await writeFile("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
const summary = renderResults(results);
for (const file of await writeFrontiers(results)) log(`${file} written`);
await writeFile(
  `bench/results/${results.date.slice(0, 10)}-bench.md`,
  `# npm run bench\n\n${summary}\n`,
);
process.stderr.write(`\n${summary}\n`);
if (flags.json) process.stdout.write(`${JSON.stringify(results)}\n`);
