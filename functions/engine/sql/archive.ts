// The statements of archive-before-purge: the ledger of archive objects, a batch's rows read and
// locked as text, and the DELETE of exactly those rows.
import type { PolicyShape } from "../catalog/shape.js";
import { effectsOf } from "./effects.js";
import { LEDGER_SCHEMA } from "./ledger.js";
import { clockExpression, predicates } from "./predicates.js";
import { quoteIdent as id, Params, qualifiedIdent, type Sql, sql, tableName } from "./text.js";

const schema = id(LEDGER_SCHEMA);
export const ARCHIVE_TABLE = `${schema}.archive_objects`;

/** The advisory-lock class of a policy's archive: one archiving instance per policy at a time. */
export const ARCHIVE_LOCK_CLASS = 731_002;

/**
 * Each archive object, written `pending` before its upload and `done` by the transaction that
 * deletes its rows (or drops its partition): a `pending` one after a crash is taken up (its rows
 * are still in the database, or its partition is detached and not dropped).
 */
export const createArchiveObjectsTableSql = () =>
  sql(`CREATE TABLE IF NOT EXISTS ${ARCHIVE_TABLE} (
  id bigserial PRIMARY KEY,
  run_id uuid NOT NULL,
  policy text NOT NULL,
  bucket text NOT NULL,
  object_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('rows', 'partition')),
  partition text,
  status text NOT NULL CHECK (status IN ('pending', 'done', 'abandoning', 'abandoned')),
  rows bigint,
  bytes bigint,
  sha256 text,
  content text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz)`);

export const archiveLockSql = (policy: string, lock: boolean) =>
  sql(
    `SELECT ${lock ? "pg_try_advisory_lock" : "pg_advisory_unlock"}($1, hashtext($2)) AS locked`,
    [ARCHIVE_LOCK_CLASS, policy],
  );

export const insertPendingSql = (entry: {
  runId: string;
  policy: string;
  bucket: string;
  key: string;
  kind: "rows" | "partition";
  partition?: string;
}) =>
  sql(
    `INSERT INTO ${ARCHIVE_TABLE} (run_id, policy, bucket, object_key, kind, partition, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending') RETURNING id::text AS id`,
    [entry.runId, entry.policy, entry.bucket, entry.key, entry.kind, entry.partition ?? null],
  );

/** Marks an object done, only if it is still pending (a recovery may have taken it). */
export const markDoneSql = (
  id: string,
  figures: { rows: number; bytes: number; sha256: string; content: string },
) =>
  sql(
    `UPDATE ${ARCHIVE_TABLE} SET status = 'done', rows = $2, bytes = $3, sha256 = $4, content = $5,
       finished_at = now() WHERE id = $1 AND status = 'pending'`,
    [id, figures.rows, figures.bytes, figures.sha256, figures.content],
  );

/** Takes a pending object to abandon it: whoever gets the row does, and only while it is pending. */
export const claimAbandonSql = (id: string) =>
  sql(
    `UPDATE ${ARCHIVE_TABLE} SET status = 'abandoning' WHERE id = $1 AND status IN ('pending', 'abandoning')
     RETURNING object_key`,
    [id],
  );

export const markAbandonedSql = (id: string) =>
  sql(
    `UPDATE ${ARCHIVE_TABLE} SET status = 'abandoned', finished_at = now() WHERE id = $1 AND status = 'abandoning'`,
    [id],
  );

/** A policy's objects a crash left behind (pending, or abandoned half-way). */
export const unfinishedSql = (policy: string) =>
  sql(
    `SELECT id, bucket, object_key, kind, partition FROM ${ARCHIVE_TABLE}
     WHERE policy = $1 AND status IN ('pending', 'abandoning') ORDER BY id`,
    [policy],
  );

/** What the archive of a run did per policy (for the report): objects, rows, bytes. */
export const archivedByRunSql = (runId: string) =>
  sql(
    `SELECT policy, count(*)::int AS objects, coalesce(sum(rows), 0)::bigint AS rows,
            coalesce(sum(bytes), 0)::bigint AS bytes
     FROM ${ARCHIVE_TABLE} WHERE run_id = $1 AND status = 'done' GROUP BY policy`,
    [runId],
  );

/** The leading columns of a picked row before its values: tableoid, ctid, clock, key. */
export const PICKED_LEAD = 3;

/**
 * One archive batch's rows, oldest first, each column as text (after tableoid, ctid, the clock
 * and the key columns), locked FOR UPDATE SKIP LOCKED when the role may lock rows.
 */
export function archivePickSql(shape: PolicyShape, columns: string[], limit: number): Sql {
  const params = new Params();
  const p = predicates(shape, params);
  const clock = clockExpression(shape.policy, "c");
  const key = shape.key?.columns ?? [];
  const keyText = key.map((column) => `c.${id(column)}::text`);
  const values = columns.map((column) => `c.${id(column)}::text`);
  const order = [clock, ...key.map((column) => `c.${id(column)}`)].join(", ");
  const text = `SELECT c.tableoid::int, c.ctid::text, (${clock})::text, ${[...keyText, ...values].join(", ")}
FROM ${tableName(shape.policy)} AS c
WHERE ${p.deletable("c")}
ORDER BY ${order}
LIMIT ${params.add(limit, "int")}${shape.rowLocks ? "\nFOR UPDATE OF c SKIP LOCKED" : ""}`;
  return { text, values: params.values };
}

/**
 * The DELETE of exactly the rows read (by table and ctid: a row changed since has a new ctid and
 * stays), still expired and not held; the caller compares the count with the rows it archived.
 */
export function archiveDeleteSql(
  shape: PolicyShape,
  picked: { tableoid: number; ctid: string }[],
): Sql {
  const params = new Params();
  const p = predicates(shape, params);
  const effects = effectsOf(shape, params, p, "t");
  const oids = params.add(
    picked.map((row) => row.tableoid),
    "oid[]",
  );
  const ctids = params.add(
    picked.map((row) => row.ctid),
    "tid[]",
  );
  const where = `t.ctid = ANY(${ctids}) AND (t.tableoid, t.ctid) IN (SELECT * FROM unnest(${oids}, ${ctids})) AND ${p.expired("t")} AND ${p.notHeld("t")}`;
  return {
    text: `WITH ${effects.act(where)}\nSELECT (SELECT count(*) FROM deleted)::int AS deleted, ${effects.figures}`,
    values: params.values,
  };
}

/** How values print as text in an archive and in a restore: the same whatever the server's settings. */
export const textSettingsSql = () =>
  sql(
    "SELECT set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true), set_config('IntervalStyle', 'postgres', true), set_config('extra_float_digits', '1', true), set_config('bytea_output', 'hex', true)",
  );

/**
 * A restore's INSERT: each column's text cast to the target column's own type (read from the
 * catalog, never from the manifest), every inserted row returned as text again for the checksum.
 */
export function restoreInsertSql(
  table: { schema: string; name: string },
  columns: { name: string; type: string }[],
  rows: (string | null)[][],
): Sql {
  const params = new Params();
  const arrays = columns.map((_, index) =>
    params.add(
      rows.map((row) => row[index] ?? null),
      "text[]",
    ),
  );
  const aliases = columns.map((_, index) => `v${index}`);
  const names = columns.map((column) => id(column.name)).join(", ");
  const text = `INSERT INTO ${qualifiedIdent(table.schema, table.name)} (${names})
SELECT ${columns.map((column, index) => `${aliases[index]}::${column.type}`).join(", ")}
FROM unnest(${arrays.join(", ")}) AS u(${aliases.join(", ")})
RETURNING ${columns.map((column) => `${id(column.name)}::text`).join(", ")}`;
  return { text, values: params.values };
}

/** Whether a table exists, and whether it is still a partition (one row, or none when gone). */
export const relationStateSql = (schema: string, name: string) =>
  sql("SELECT c.relispartition AS is_partition FROM pg_class c WHERE c.oid = to_regclass($1)", [
    qualifiedIdent(schema, name),
  ]);
