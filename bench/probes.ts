// What the latency budget's probe sees (issue 40): a live load of small write transactions
// (4 clients x 125/s) and, each on a connection of its own, the engine's probe commit and a bare
// xid's commit (the probe before 2026-12-04, which PostgreSQL commits without waiting for the WAL
// flush) every 10 ms, while nothing, or a plain block-range DELETE loop, runs. Per phase: the live
// COMMITs' p50/p99 and each probe's median and 90th percentile, against the no-purge phase's. It
// is what the pace's choice of probe and quantile rests on (docs/performance.md). `npm run bench:probes`;
// DATABASE_URL (default: the local server) must allow CREATE DATABASE.
import pg from "pg";
import { probeCommitSql } from "../functions/engine/sql/throttle.js";
import { sql, urlOf } from "./database.js";

const DB = "bench_probes";
const ROWS = Number(process.env.PROBE_ROWS ?? 1_000_000);
const PHASE_MS = 4_000;
/** name, blocks a batch (0: no purge), the share of the time the loop deletes. */
const PHASES: [string, number, number][] = [
  ["no purge", 0, 0],
  ["64 blocks", 64, 1],
  ["16 blocks", 16, 1],
  ["64 blocks, half the time", 64, 0.5],
  ["no purge again", 0, 0],
];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const at = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ??
  Number.NaN;

/** A table per purging phase, each of ROWS rows past their retention, so no phase runs out. */
async function setup(): Promise<void> {
  await sql("postgres", `DROP DATABASE IF EXISTS ${DB}`);
  await sql("postgres", `CREATE DATABASE ${DB}`);
  await sql(DB, "CREATE TABLE live (id bigserial PRIMARY KEY, v int, t timestamptz DEFAULT now())");
  await sql(DB, "INSERT INTO live (v) SELECT g FROM generate_series(1, 2000) g");
  for (const [index, [, blocks]] of PHASES.entries()) {
    if (blocks === 0) continue;
    await sql(
      DB,
      `CREATE TABLE junk${index} (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, pad text)`,
    );
    await sql(
      DB,
      `INSERT INTO junk${index} SELECT g, now() - interval '60 days', repeat('x', 100) FROM generate_series(1, $1::int) g`,
      [ROWS],
    );
  }
  for (const statement of ["VACUUM ANALYZE", "CHECKPOINT"]) await sql(DB, statement);
}

interface Seen {
  phase: number | undefined;
  inBatch: boolean;
  stop: boolean;
  commits: number[][];
  probes: Record<Probe, { during: number[]; quiet: number[] }[]>;
}

/** The engine's probe, and the bare xid it replaced. */
const PROBES = { engine: probeCommitSql().text, xid: "SELECT pg_catalog.txid_current()" };
type Probe = keyof typeof PROBES;

async function liveClient(seen: Seen): Promise<void> {
  const client = new pg.Client({ connectionString: urlOf(DB) });
  await client.connect();
  while (!seen.stop) {
    const started = performance.now();
    await client.query("BEGIN");
    await client.query("INSERT INTO live (v) VALUES (1)");
    await client.query("UPDATE live SET t = now() WHERE id = $1", [
      1 + Math.floor(Math.random() * 2000),
    ]);
    const committing = performance.now();
    await client.query("COMMIT");
    const ended = performance.now();
    if (seen.phase !== undefined) seen.commits[seen.phase]?.push(ended - committing);
    await sleep(Math.max(0, 8 - (ended - started)));
  }
  await client.end();
}

async function prober(seen: Seen, probe: Probe): Promise<void> {
  const client = new pg.Client({ connectionString: urlOf(DB) });
  await client.connect();
  while (!seen.stop) {
    const during = seen.inBatch;
    const started = performance.now();
    await client.query(PROBES[probe]);
    const ms = performance.now() - started;
    const phase = seen.phase === undefined ? undefined : seen.probes[probe][seen.phase];
    phase?.[during || seen.inBatch ? "during" : "quiet"].push(ms);
    await sleep(10);
  }
  await client.end();
}

/** The plain block-range loop on phase `index`'s table, for PHASE_MS or to the heap's end. */
async function purge(seen: Seen, index: number, blocks: number, duty: number): Promise<void> {
  const client = new pg.Client({ connectionString: urlOf(DB) });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    `SELECT (pg_relation_size('junk${index}') / 8192)::int AS n`,
  );
  const ends = Date.now() + PHASE_MS;
  for (let block = 0; Date.now() < ends && block < (rows[0]?.n ?? 0); block += blocks) {
    seen.inBatch = true;
    const started = performance.now();
    await client.query(
      `DELETE FROM junk${index} WHERE ctid >= $1::tid AND ctid < $2::tid AND created_at < now() - interval '30 days'`,
      [`(${block},0)`, `(${block + blocks},0)`],
    );
    seen.inBatch = false;
    if (duty < 1) await sleep(((performance.now() - started) * (1 - duty)) / duty);
  }
  await client.end();
}

function report(seen: Seen): void {
  const liveBase = at(seen.commits[0] ?? [], 0.99);
  process.stdout.write(
    "| phase | live COMMIT p50 / p99 ms (x no purge) | engine's probe while deleting: median, p90 ms (x quiet) | bare xid's | quiet engine's probes: median, p90 ms |\n|---|---|---|---|---|\n",
  );
  const probeCell = (probe: Probe, index: number) => {
    const quiet = seen.probes[probe][0]?.quiet ?? [];
    const { during } = seen.probes[probe][index] ?? { during: [] };
    const ratio = (value: number, base: number) =>
      during.length ? `${(value / base).toFixed(2)}x` : "-";
    return `${at(during, 0.5).toFixed(2)} (${ratio(at(during, 0.5), at(quiet, 0.5))}), ${at(during, 0.9).toFixed(2)} (${ratio(at(during, 0.9), at(quiet, 0.9))}), n=${during.length}`;
  };
  for (const [index, [name]] of PHASES.entries()) {
    const live = seen.commits[index] ?? [];
    const own = seen.probes.engine[index]?.quiet ?? [];
    process.stdout.write(
      `| ${name} | ${at(live, 0.5).toFixed(2)} / ${at(live, 0.99).toFixed(2)} (${(at(live, 0.99) / liveBase).toFixed(2)}x), n=${live.length} | ${probeCell("engine", index)} | ${probeCell("xid", index)} | ${at(own, 0.5).toFixed(2)}, ${at(own, 0.9).toFixed(2)}, n=${own.length} |\n`,
    );
  }
}

await setup();
const seen: Seen = {
  phase: undefined,
  inBatch: false,
  stop: false,
  commits: PHASES.map(() => []),
  probes: {
    engine: PHASES.map(() => ({ during: [], quiet: [] })),
    xid: PHASES.map(() => ({ during: [], quiet: [] })),
  },
};
const running = [
  ...[0, 1, 2, 3].map(() => liveClient(seen)),
  prober(seen, "engine"),
  prober(seen, "xid"),
];
await sleep(1_000);
for (const [index, [, blocks, duty]] of PHASES.entries()) {
  seen.phase = index;
  if (blocks === 0) await sleep(PHASE_MS);
  else await purge(seen, index, blocks, duty);
  seen.phase = undefined;
  await sleep(300);
}
seen.stop = true;
await Promise.all(running);
report(seen);
await sql("postgres", `DROP DATABASE ${DB}`);
