// What a change-stream mode costs a batch in WAL (issue 55): on a PostgreSQL 17 of its own
// (embedded, wal_level=logical, autovacuum off, full_page_writes off so that only the records
// count, not the first touch of a page), batches of 100 and 1 000 rows deleted through the engine's
// own BatchStream (strategies/change-stream.ts) in each mode, the WAL of each batch read with
// pg_current_wal_insert_lsn() before and after. `node --import tsx bench/change-stream-cost.ts`
// writes bench/results/<date>-change-stream-cost.md.
import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import type pg from "pg";
import { startEmbeddedPostgres } from "../functions/cli/demo/embedded.js";
import { CHANGE_STREAMS, type ChangeStream } from "../functions/contract/change-stream.js";
import { createPool } from "../functions/engine/index.js";
import { BatchStream } from "../functions/engine/strategies/change-stream.js";

const FLAGS = [
  "wal_level=logical",
  "autovacuum=off",
  "full_page_writes=off",
  "checkpoint_timeout=1h",
];
const BATCHES = 60;
const SIZES = [100, 1000];

const lsn = async (client: pg.ClientBase) =>
  Number(
    (await client.query<{ at: string }>("SELECT (pg_current_wal_insert_lsn() - '0/0')::text AS at"))
      .rows[0]?.at,
  );

/** One mode, one batch size: the WAL of each of BATCHES batches, deleting the oldest rows. */
async function measure(client: pg.ClientBase, mode: ChangeStream, size: number) {
  await client.query(`DROP TABLE IF EXISTS app.events;
    CREATE TABLE app.events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, note text);
    INSERT INTO app.events SELECT g, now() - g * interval '1 second', 'note ' || g
      FROM generate_series(1, ${BATCHES * size}) g;
    CREATE INDEX ON app.events (created_at); CHECKPOINT;`);
  const stream = new BatchStream(mode, randomUUID(), "events");
  const remove = () =>
    client.query(
      "DELETE FROM app.events WHERE id IN (SELECT id FROM app.events ORDER BY created_at LIMIT $1)",
      [size],
    );
  const bytes: number[] = [];
  for (let batch = 1; batch <= BATCHES; batch++) {
    const before = await lsn(client);
    if (stream.autocommit) await remove();
    else await stream.transaction(client, stream.next(), remove, () => true);
    bytes.push((await lsn(client)) - before);
  }
  return bytes.sort((a, b) => a - b);
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;

async function main() {
  const server = await startEmbeddedPostgres(FLAGS.flatMap((flag) => ["-c", flag]));
  const pool = createPool({ connectionString: server.url, max: 1 });
  const lines: string[] = [];
  try {
    const client = await pool.connect();
    await client.query("CREATE SCHEMA app");
    const version = (
      await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")
    ).rows[0]?.v;
    for (const size of SIZES) {
      const plain = median(await measure(client, "plain", size));
      for (const mode of CHANGE_STREAMS) {
        const sorted = await measure(client, mode, size);
        const mid = median(sorted);
        lines.push(
          `| ${size} | ${mode} | ${mid} | ${sorted[0]}–${sorted.at(-1)} | ${mid - plain} | ${(mid / size).toFixed(1)} |`,
        );
      }
    }
    client.release();
    const text = [
      `# WAL a change-stream mode adds to a batch (${new Date().toISOString().slice(0, 10)})`,
      "",
      `PostgreSQL ${version} (embedded), ${FLAGS.join(", ")}; ${BATCHES} batches per row, each deleting the oldest rows of app.events (id bigint primary key, created_at with an index, a short note) through the engine's BatchStream; the WAL of each batch from pg_current_wal_insert_lsn() before and after. \`node --import tsx bench/change-stream-cost.ts\`.`,
      "",
      "| rows a batch | mode | WAL a batch, median (bytes) | min–max | over plain (bytes) | bytes a row |",
      "|---:|---|---:|---:|---:|---:|",
      ...lines,
      "",
    ].join("\n");
    const file = `bench/results/${new Date().toISOString().slice(0, 10)}-change-stream-cost.md`;
    await writeFile(file, text);
    process.stdout.write(`${text}\n${file} written\n`);
  } finally {
    await pool.end();
    await server.stop();
  }
}

await main();
