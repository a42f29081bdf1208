// npm run bench:archive [-- --rows 1000000] [--big] [--row-path 200000] [--runs 3]
//   [--thread] [--before DIR] [--cpu-prof DIR]
// Archive throughput and memory, as ratios within one run: a monthly partition of N rows archived
// (exported by COPY TO STDOUT into Parquet row groups, encoded as it is read, and a multipart
// upload to s3rver, read back in ranges, dropped) against a plain COPY (SELECT ...) TO STDOUT of the
// same rows through the same driver, just before, on a copy of the same database; the archiving run
// in a child process whose peak RSS is read at its end, for N = 1M and, with --big, 10M (flat
// memory: the two peaks agree). Each of --runs rounds archives with each encoding asked for: the
// engine's (the main thread), --thread a worker thread, --before DIR another checkout's code (the
// one before a change). And the row path (archive, verify, delete in batches; --row-path 0: none) on a plain
// table, against COPY of its rows. On DATABASE_URL's server or an embedded one.
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { startEmbeddedPostgres } from "../functions/cli/demo/embedded.js";
import { type LocalS3, startS3 } from "../test/helpers/s3.js";

const { values: flags } = parseArgs({
  options: {
    rows: { type: "string" },
    big: { type: "boolean" },
    "row-path": { type: "string" },
    "cpu-prof": { type: "string" },
    runs: { type: "string" },
    thread: { type: "boolean" },
    before: { type: "string" },
  },
});
const sizes = [Number(flags.rows ?? 1_000_000), ...(flags.big ? [10_000_000] : [])];
const rowPath = Number(flags["row-path"] ?? 200_000);
const runs = Number(flags.runs ?? 1);
/** The encodings compared, each archiving its own copy of the partition in every round. */
const encodings = [
  "local",
  ...(flags.thread ? ["thread"] : []),
  ...(flags.before ? ["before"] : []),
] as const;
type Encoding = (typeof encodings)[number];
const log = (text: string) => process.stderr.write(`${text}\n`);

const server = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => undefined }
  : await startEmbeddedPostgres();
const s3 = await startS3("bench-archive");
const admin = new pg.Client({ connectionString: server.url });
await admin.connect();
const dbUrl = (name: string) =>
  Object.assign(new URL(server.url), { pathname: `/${name}` }).toString();

async function freshDatabase(name: string, setup: string[]) {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const db = new pg.Client({ connectionString: dbUrl(name) });
  await db.connect();
  for (const statement of setup) await db.query(statement);
  return db;
}

const COLUMNS = `id bigint NOT NULL, usuario_id bigint NOT NULL, ip inet, user_agent text, exito boolean NOT NULL, created_at timestamptz NOT NULL`;
const ROWS = (count: number, at: string) =>
  `SELECT g, g % 100003, ('10.' || (g % 250) || '.' || (g % 199) || '.' || (g % 7))::inet,
          CASE WHEN g % 9 = 0 THEN NULL ELSE 'Mozilla/5.0 (X11; Linux x86_64) #' || g END, g % 3 <> 0,
          ${at} + make_interval(secs => g % 2000000)
   FROM generate_series(1, ${count}) AS g`;

/** A plain COPY (SELECT ...) TO STDOUT of `select`, through node-postgres: its time and bytes. */
async function copyOut(db: pg.Client, select: string) {
  const started = performance.now();
  let bytes = 0;
  const stream = db.query(copyTo(`COPY (${select}) TO STDOUT`));
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return { ms: performance.now() - started, bytes };
}

function archiveRun(url: string, table: unknown, encoding: Encoding = "local") {
  return new Promise<{ ms: number; rows: number; bytes: number; maxRssMb: number }>(
    (resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          ...(flags["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${flags["cpu-prof"]}`] : []),
          "--import",
          "tsx",
          "bench/archive-child.ts",
          url,
          JSON.stringify(table),
          encoding,
        ],
        {
          cwd: encoding === "before" ? flags.before : process.cwd(),
          env: { ...process.env, ...s3.env },
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      let out = "";
      child.stdout.on("data", (chunk) => {
        out += chunk;
      });
      child.on("exit", (code) =>
        code === 0
          ? resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "{}"))
          : reject(new Error(`archive child exited ${code}`)),
      );
    },
  );
}

const bucket = (prefix: string) => ({
  name: "cold",
  bucket: "bench-archive",
  prefix,
  retention: "2555d",
  owner: "bench",
});

/** The one-minute load average, as the machine's busyness at the time of a figure. */
const load = () => Number((loadavg()[0] ?? 0).toFixed(1));

/**
 * A partition of `count` rows two years old, built once as a template; in each round, for each
 * encoding, a copy of it: COPY of its rows, then archived and dropped.
 */
async function partitionPath(count: number) {
  const template = `bench_archive_t${count}`;
  const db = await freshDatabase(template, [
    "CREATE SCHEMA log",
    `CREATE TABLE log.sesiones (${COLUMNS}) PARTITION BY RANGE (created_at)`,
    "CREATE TABLE log.sesiones_old PARTITION OF log.sesiones FOR VALUES FROM ('2000-01-01') TO (date_trunc('month', now() - interval '2 years'))",
    "CREATE TABLE log.sesiones_now PARTITION OF log.sesiones FOR VALUES FROM (date_trunc('month', now() - interval '2 years')) TO ('2100-01-01')",
  ]);
  log(`partition of ${count.toLocaleString("en")} rows: loading`);
  await db.query(
    `INSERT INTO log.sesiones_old ${ROWS(count, "date_trunc('month', now() - interval '2 years') - interval '40 days'")}`,
  );
  await db.query("VACUUM ANALYZE log.sesiones_old");
  await db.end();
  const results = [];
  for (let round = 1; round <= runs; round++)
    for (const encoding of encodings)
      results.push({ round, encoding, ...(await archiveCopy(template, count, encoding)) });
  await admin.query(`DROP DATABASE ${template} WITH (FORCE)`);
  return results;
}

/** One round of one encoding: the template copied, COPY of its rows, then the archiving run. */
async function archiveCopy(template: string, count: number, encoding: Encoding) {
  const name = `bench_archive_p${count}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = new pg.Client({ connectionString: dbUrl(name) });
  await db.connect();
  const loadBefore = load();
  const copy = await copyOut(db, "SELECT * FROM log.sesiones_old");
  await db.end();
  const archived = await archiveRun(
    dbUrl(name),
    {
      policies: [
        {
          name: "sesiones",
          table: "log.sesiones",
          mechanism: "drop-partitions",
          clock: "created_at",
          retention: "365d",
          owner: "bench",
          archive: { bucket: "cold" },
        },
      ],
      buckets: [bucket(`p${count}-${encoding}-${Date.now()}/`)],
    },
    encoding,
  );
  const loadAfter = load();
  if (archived.rows !== count) throw new Error(`archived ${archived.rows} of ${count} rows`);
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  const ratio = copy.ms / archived.ms;
  log(
    `  ${encoding}: COPY ${Math.round(copy.ms)} ms, archive ${Math.round(archived.ms)} ms (${ratio.toFixed(2)}x), ${(archived.bytes / 1e6).toFixed(1)} MB Parquet, peak RSS ${archived.maxRssMb} MB, load ${loadBefore}-${loadAfter}`,
  );
  return {
    copyMs: copy.ms,
    copyBytes: copy.bytes,
    ...archived,
    ratio,
    load: [loadBefore, loadAfter],
  };
}

/** A plain table of `count` expired rows archived and deleted in batches, against COPY of its rows. */
async function rowsPath(count: number) {
  const name = "bench_archive_rows";
  const db = await freshDatabase(name, [
    "CREATE SCHEMA log",
    `CREATE TABLE log.events (${COLUMNS}, PRIMARY KEY (id))`,
    `INSERT INTO log.events ${ROWS(count, "now() - interval '2 years'")}`,
    "CREATE INDEX ON log.events (created_at)",
    "VACUUM ANALYZE log.events",
  ]);
  const copy = await copyOut(
    db,
    "SELECT * FROM log.events WHERE created_at < now() - interval '365 days'",
  );
  await db.end();
  const archived = await archiveRun(dbUrl(name), {
    policies: [
      {
        name: "events",
        table: "log.events",
        clock: "created_at",
        retention: "365d",
        owner: "bench",
        archive: { bucket: "cold" },
      },
    ],
    buckets: [bucket("rows/")],
  });
  log(
    `rows path, ${count.toLocaleString("en")} rows: COPY ${Math.round(copy.ms)} ms, archive + delete ${Math.round(archived.ms)} ms`,
  );
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  return { copyMs: copy.ms, ...archived, ratio: copy.ms / archived.ms };
}

async function main(store: LocalS3) {
  const partitions = [];
  for (const size of sizes) partitions.push(...(await partitionPath(size)));
  const rows = rowPath > 0 ? await rowsPath(rowPath) : undefined;
  const results = { measuredAt: new Date().toISOString(), partitions, rows };
  await writeFile("bench/results/archive.json", `${JSON.stringify(results, null, 2)}\n`);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    "| archived | round | encoding | COPY TO STDOUT | archive (export, verify, drop) | ratio | peak RSS | load average |",
    "|---|---|---|---|---|---|---|---|",
    ...partitions.map(
      (each) =>
        `| partition, ${each.rows.toLocaleString("en")} rows | ${each.round} | ${each.encoding} | ${seconds(each.copyMs)} | ${seconds(each.ms)} | ${each.ratio.toFixed(2)}x | ${each.maxRssMb} MB | ${each.load.join("-")} |`,
    ),
    ...(rows
      ? [
          `| rows (archive, verify, delete), ${rows.rows.toLocaleString("en")} | | | ${seconds(rows.copyMs)} | ${seconds(rows.ms)} | ${rows.ratio.toFixed(2)}x | ${rows.maxRssMb} MB | |`,
        ]
      : []),
  ];
  console.log(lines.join("\n"));
  void store;
}

try {
  await main(s3);
} finally {
  await admin.end();
  await s3.close();
  await server.stop();
}
