// A cold start for a benchmark's run: every relation's blocks evicted from shared buffers, so that
// pg_statio's *_blks_read counts what the run reads in. PostgreSQL 15 has no call that evicts a
// buffer (pg_buffercache_evict is 17's), and a sequential scan reads through a small ring of
// buffers and evicts nothing; pg_prewarm's 'buffer' mode reads a relation into shared buffers
// through the ordinary replacement, so a filler table of FILLER_TIMES shared_buffers, read so,
// sweeps every buffer out (a buffer's usage count is at most 5: each pass of the clock lowers it).
import { sql } from "./database.js";

const FILLER_DATABASE = "scale_filler";
const FILLER_TIMES = 6;

/** The filler table, FILLER_TIMES shared_buffers in blocks (one row a block), made once. */
async function ensureFiller(): Promise<void> {
  const { rows } = await sql("postgres", "SELECT 1 FROM pg_database WHERE datname = $1", [
    FILLER_DATABASE,
  ]);
  if (rows.length === 0) await sql("postgres", `CREATE DATABASE ${FILLER_DATABASE}`);
  const { rows: found } = await sql(
    FILLER_DATABASE,
    `SELECT (SELECT setting::bigint FROM pg_settings WHERE name = 'shared_buffers') AS buffers,
            (SELECT pg_relation_size(oid) / 8192 FROM pg_class WHERE oid = to_regclass('public.filler')) AS blocks`,
  );
  const want = FILLER_TIMES * Number(found[0]?.buffers);
  if (Number(found[0]?.blocks ?? 0) >= want) return;
  // fillfactor 10 and 1,000-byte rows (under TOAST's threshold): one row a block.
  await sql(
    FILLER_DATABASE,
    `CREATE EXTENSION IF NOT EXISTS pg_prewarm;
     DROP TABLE IF EXISTS filler;
     CREATE TABLE filler (n bigint, pad text) WITH (fillfactor = 10, autovacuum_enabled = false);
     INSERT INTO filler SELECT g, repeat(md5(g::text), 32) FROM generate_series(1, ${want}) g;`,
  );
}

/** Sweeps shared buffers: the filler table read into them through the ordinary replacement. */
export async function evictSharedBuffers(): Promise<void> {
  await ensureFiller();
  await sql(FILLER_DATABASE, "SELECT pg_prewarm('filler', 'buffer')");
}

/** The table's heap and index blocks in shared buffers now (pg_buffercache). */
export async function residentBlocks(database: string, table: string) {
  await sql(database, "CREATE EXTENSION IF NOT EXISTS pg_buffercache");
  const { rows } = await sql(
    database,
    `SELECT count(*) FILTER (WHERE b.relfilenode = pg_relation_filenode($1::regclass))::int AS heap,
            count(*) FILTER (WHERE b.relfilenode <> pg_relation_filenode($1::regclass))::int AS indexes
     FROM pg_buffercache b
     WHERE b.reldatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND b.relforknumber = 0
       AND b.relfilenode IN (SELECT pg_relation_filenode(c) FROM (SELECT $1::regclass AS c
             UNION ALL SELECT indexrelid FROM pg_index WHERE indrelid = $1::regclass) r)`,
    [table],
  );
  return rows[0] as { heap: number; indexes: number };
}
