// A detached partition archived before its DROP: read by COPY ... TO STDOUT into Parquet row groups
// (copy-parquet.ts), or through a cursor into gzipped JSON lines, into a multipart upload, so that no
// partition is ever whole in memory; read back in ranges (checksum, size, the footer's row count);
// then dropped in the transaction that marks the object done. A partition detached and not yet
// dropped (a crash, a failed check) stays pending, and the next run takes it up again.
import { once } from "node:events";
import { createGzip } from "node:zlib";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { CopyParquetWriter, exportEncoding } from "../../archive/copy-parquet.js";
import {
  type ArchiveColumn,
  ContentChecksum,
  jsonLines,
  readArchiveColumns,
  type TextRow,
} from "../../archive/format.js";
import { abandon, unfinished } from "../../archive/ledger.js";
import { putManifest } from "../../archive/manifest.js";
import { addFigures } from "../../archive/rows.js";
import type { ArchiveWork } from "../../archive/store.js";
import { CONTENT_TYPE, EXTENSION } from "../../archive/store.js";
import { HashedParts, verifyStreamed } from "../../archive/stream.js";
import type { PolicyShape } from "../../catalog/shape.js";
import { tableText } from "../../catalog/shape.js";
import { markDoneSql, relationStateSql, textSettingsSql } from "../../sql/archive.js";
import { quoteIdent as id, qualifiedIdent } from "../../sql/text.js";
import { dropTableSql } from "./sql.js";

/** Rows per FETCH (and per Parquet row group) of a partition's export. */
export const EXPORT_FETCH = 20_000;

type Table = { schema: string; name: string };

/** The object a partition is archived to: the same name every time it is tried. */
export const partitionObjectKey = (work: ArchiveWork, table: Table) =>
  `${work.target.prefix}partition-${table.name}${EXTENSION[work.target.format]}`;

/** Rows handed to a writer as gzipped JSON lines, flushed to `sink`. */
function jsonLinesWriter(columns: ArchiveColumn[], sink: (bytes: Uint8Array) => Promise<void>) {
  const gzip = createGzip();
  const out: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => out.push(chunk));
  const drain = async () => {
    for (const chunk of out.splice(0)) await sink(chunk);
  };
  return {
    write: async (rows: TextRow[]) => {
      gzip.write(jsonLines(columns, rows));
      await new Promise<void>((resolve) => gzip.flush(() => resolve()));
      await drain();
    },
    finish: async () => {
      gzip.end();
      await once(gzip, "end");
      await drain();
    },
  };
}

/** Streams a detached partition into its object; its figures as written. */
async function exportTable(
  db: pg.ClientBase,
  work: ArchiveWork,
  table: Table,
  columns: ArchiveColumn[],
) {
  const key = partitionObjectKey(work, table);
  const parts = new HashedParts(
    await work.target.store.upload(key, CONTENT_TYPE[work.target.format]),
  );
  await db.query("BEGIN");
  try {
    await db.query(textSettingsSql());
    const counted =
      work.target.format === "parquet"
        ? await copyOut(db, table, columns, parts)
        : await fetchOut(db, table, columns, parts);
    await db.query("COMMIT");
    const written = await parts.finish();
    return { key, ...written, ...counted };
  } catch (error) {
    await db.query("ROLLBACK").catch(() => undefined);
    await parts.abort();
    throw error;
  }
}

/**
 * Parquet from `COPY (SELECT ...::text) TO STDOUT`: each value's `::text`, as the cursor read it
 * (not the type's output function: an inet's differ), in one pass into row groups (copy-parquet.ts;
 * in this thread or a thread of its own, exportEncoding says).
 */
async function copyOut(
  db: pg.ClientBase,
  table: Table,
  columns: ArchiveColumn[],
  parts: HashedParts,
) {
  const writer = new CopyParquetWriter(columns, (bytes) => parts.add(bytes), exportEncoding);
  const list = columns.map((column) => `${id(column.name)}::text`).join(", ");
  try {
    const stream = db.query(
      copyTo(`COPY (SELECT ${list} FROM ${qualifiedIdent(table.schema, table.name)}) TO STDOUT`),
    );
    for await (const chunk of stream) await writer.push(chunk as Buffer);
    return await writer.finish();
  } finally {
    await writer.close();
  }
}

/** Gzipped JSON lines through a cursor, EXPORT_FETCH rows at a time. */
async function fetchOut(
  db: pg.ClientBase,
  table: Table,
  columns: ArchiveColumn[],
  parts: HashedParts,
) {
  const writer = jsonLinesWriter(columns, (bytes) => parts.add(bytes));
  const content = new ContentChecksum();
  const values = columns.map((column) => `${id(column.name)}::text`).join(", ");
  await db.query(
    `DECLARE retention_export NO SCROLL CURSOR FOR SELECT ${values} FROM ${qualifiedIdent(table.schema, table.name)}`,
  );
  const fetch = () =>
    db.query<string[]>({ text: `FETCH ${EXPORT_FETCH} FROM retention_export`, rowMode: "array" });
  // The next rows are on their way while these are encoded (the server works meanwhile).
  let next = fetch();
  for (;;) {
    const { rows } = await next;
    if (rows.length === 0) break;
    next = fetch();
    next.catch(() => undefined);
    for (const row of rows) content.add(row);
    await writer.write(rows);
  }
  await writer.finish();
  return { content: content.value, rows: content.rows };
}

/**
 * Archives a detached partition (pending as `id` in the ledger) and drops it: export, manifest,
 * read back and checked, then DROP and done in one transaction.
 */
export async function archiveAndDrop(
  db: pg.ClientBase,
  work: ArchiveWork,
  shape: PolicyShape,
  table: Table,
  id: string,
): Promise<number> {
  const columns = await readArchiveColumns(db, table);
  const written = await exportTable(db, work, table, columns);
  await putManifest(work, shape, columns, written, { partition: tableText(table) });
  const { store } = work.target;
  try {
    await verifyStreamed(store, written.key, work.target.format, written);
  } catch (error) {
    work.figures.verificationFailures += 1;
    throw error;
  }
  await db.query("BEGIN");
  try {
    await db.query(dropTableSql(table));
    const done = await db.query(markDoneSql(id, written));
    if (done.rowCount !== 1)
      throw new Error(`archive object ${written.key} was taken up meanwhile`);
    await db.query("COMMIT");
  } catch (error) {
    await db.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
  addFigures(work.figures, written);
  return written.rows;
}

/** The ledger's name of a partition (schema and name, unambiguous whatever they hold). */
export const partitionEntry = (table: Table) => JSON.stringify([table.schema, table.name]);

/**
 * What an earlier run left pending under this policy: a partition detached and not dropped is
 * archived and dropped now; one still attached (the crash came before its detach) or gone is
 * abandoned (the walk takes an attached one up again). The caller holds the partition lock.
 */
export async function takeUpDetached(
  db: pg.ClientBase,
  work: ArchiveWork,
  shape: PolicyShape,
): Promise<{ names: string[]; rows: number }> {
  const taken = { names: [] as string[], rows: 0 };
  for (const left of await unfinished(work.pool, shape.policy.name)) {
    const [schema, name] = left.partition ? (JSON.parse(left.partition) as [string, string]) : [];
    const state =
      schema && name
        ? (await db.query<{ is_partition: boolean }>(relationStateSql(schema, name))).rows[0]
        : undefined;
    if (!schema || !name || !state || state.is_partition) {
      await abandon(work.pool, work.target.store, left.id);
      continue;
    }
    taken.rows += await archiveAndDrop(db, work, shape, { schema, name }, left.id);
    taken.names.push(name);
  }
  return taken;
}
