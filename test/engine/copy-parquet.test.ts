// The partition export's encoder (functions/engine/archive/copy-parquet.ts) on real PostgreSQL
// data: COPY (SELECT col::text ...) TO STDOUT turned into Parquet in one pass. Oracle: the same rows
// read by node-postgres as text; DuckDB (its own reader) must read every value back, the engine's
// reader (hyparquet, a restore's) too, and the content checksum must be ContentChecksum's over the
// oracle's rows: NULLs, the text "\N", tabs, newlines, backslashes, 2-, 3- and 4-byte UTF-8,
// numerics, timestamps with time zone, bytea, jsonb, arrays, integer and floating-point extremes.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CopyParquetWriter } from "../../functions/engine/archive/copy-parquet.js";
import { BLOCK_BYTES, BLOCKS_AHEAD } from "../../functions/engine/archive/copy-thread.js";
import {
  type ArchiveColumn,
  contentChecksum,
  decodeRows,
  readArchiveColumns,
} from "../../functions/engine/archive/format.js";
import { textSettingsSql } from "../../functions/engine/sql/archive.js";
import { quoteIdent } from "../../functions/engine/sql/text.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`CREATE TABLE mixed (
    id bigint, small int, big_int bigint, amount numeric, ratio double precision, flag boolean,
    at timestamptz, label text, "Mixed Case" varchar(40), payload bytea, doc jsonb,
    numbers int[], words text[], address inet)`);
  await db.pool.query(`INSERT INTO mixed VALUES
    (1, -2147483648, 9223372036854775807, 12345678901234567890.123456789, 1.5, true,
     '2024-02-29 23:59:59.999999+05:30', 'ñandú 日本語 😀', E'tab\\there', '\\x00ff10'::bytea,
     '{"a": [1, "ü", null], "b": {"c": "\\\\N"}}', '{1,NULL,-3}', '{"x y","q\\"uote",NULL}', '10.0.0.1/8'),
    (2, 2147483647, -9223372036854775808, 'NaN', 'NaN', false, '1970-01-01 00:00:00+00',
     E'new\\nline\\r\\\\back', E'\\\\N', '\\x'::bytea, '[]', '{}', '{}', '::1'),
    (3, 0, 4294967296, -0.000001, 'Infinity', NULL, NULL, '', '', NULL, 'null', NULL, NULL, NULL),
    (4, NULL, -4294967297, NULL, '-Infinity', true, '294276-12-31 23:59:59+00', NULL, NULL,
     NULL, NULL, '{{1,2},{3,4}}', '{"a\\tb"}', NULL),
    (5, -1, NULL, 1e-20, 1e300, false, '-infinity', E'\\b\\f\\v', '𝄞x', NULL, '{"k": 1.50}',
     NULL, NULL, NULL)`);
  // Enough rows for several row groups (1,000 rows each below).
  await db.pool.query(`INSERT INTO mixed
    SELECT g, g % 1000 - 500, g::bigint * 1000003, g / 7.0, g / 3.0, g % 2 = 0,
      '2020-01-01'::timestamptz + make_interval(secs => g), CASE WHEN g % 5 = 0 THEN NULL
      ELSE repeat('é', g % 7) || g END, chr(65 + g % 26), decode(md5(g::text), 'hex'),
      jsonb_build_object('g', g), ARRAY[g, g + 1], ARRAY['w' || g], NULL
    FROM generate_series(6, 3500) AS g`);
}, 60_000);
afterAll(async () => {
  await db.drop();
});

/** Parquet and figures from `chunks` of COPY output, in this thread or the encoding thread. */
async function encoded(
  columns: ArchiveColumn[],
  chunks: Iterable<Buffer>,
  options: { groupRows: number; thread: boolean },
) {
  const parts: Uint8Array[] = [];
  const writer = new CopyParquetWriter(columns, async (part) => void parts.push(part), options);
  for (const chunk of chunks) await writer.push(chunk);
  const figures = await writer.finish();
  return { figures, bytes: Buffer.concat(parts) };
}

/** `bytes` in pieces of `size`, `times` over (the same rows again and again). */
function* pieces(bytes: Buffer, size: number, times = 1) {
  for (let round = 0; round < times; round++)
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** The mixed table's COPY output and columns, as the engine reads a partition. */
async function copiedMixed() {
  const client = await db.pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(textSettingsSql());
    const exported_ = await exported(client, 1_000);
    await client.query("COMMIT");
    return exported_;
  } finally {
    client.release();
  }
}

/** The table exported as the engine exports a partition: its Parquet bytes and figures. */
async function exported(client: pg.PoolClient, groupRows: number) {
  const columns = await readArchiveColumns(client, { schema: "public", name: "mixed" });
  const chunks: Uint8Array[] = [];
  const writer = new CopyParquetWriter(columns, async (bytes) => void chunks.push(bytes), {
    groupRows,
  });
  const list = columns.map((column) => `${quoteIdent(column.name)}::text`).join(", ");
  const copied: Buffer[] = [];
  for await (const chunk of client.query(copyTo(`COPY (SELECT ${list} FROM mixed) TO STDOUT`))) {
    copied.push(chunk as Buffer);
    await writer.push(chunk as Buffer);
  }
  const figures = await writer.finish();
  return { columns, figures, bytes: Buffer.concat(chunks), copied: Buffer.concat(copied) };
}

async function readByDuckDb(bytes: Uint8Array) {
  const directory = mkdtempSync(join(tmpdir(), "copy-parquet-"));
  const file = join(directory, "mixed.parquet");
  writeFileSync(file, bytes);
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(
      `SELECT * FROM read_parquet('${file}') ORDER BY id`,
    );
    // The footer as DuckDB reads it: each column chunk's offsets, sizes and encodings.
    const chunks = await connection.runAndReadAll(
      `SELECT row_group_id, row_group_bytes, file_offset, data_page_offset, total_uncompressed_size,
              encodings FROM parquet_metadata('${file}') ORDER BY row_group_id, column_id`,
    );
    return {
      names: reader.columnNames(),
      rows: reader.getRowsJS(),
      chunks: chunks.getRowObjectsJS(),
    };
  } finally {
    connection.closeSync();
    instance.closeSync();
    rmSync(directory, { recursive: true, force: true });
  }
}

/** A value as DuckDB gives it, compared with PostgreSQL's text for the column's Parquet kind. */
function sameValue(kind: string, read: unknown, text: string | null): boolean {
  if (text === null || read === null) return text === null && read === null;
  if (kind === "double") return Object.is(Number(text), Number(read));
  return String(read) === text;
}

/** Two columns, for the cases of malformed or cut COPY text. */
const TEXT_AND_BIGINT: ArchiveColumn[] = [
  { name: "a", type: "text", kind: "text" },
  { name: "b", type: "bigint", kind: "int64" },
];

/** A writer in a thread of its own, 1,000 rows a group, whose sink holds every part until released. */
function heldWriter(columns: ArchiveColumn[]) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const parts: Uint8Array[] = [];
  const sink = async (part: Uint8Array) => {
    await gate;
    parts.push(part);
  };
  const writer = new CopyParquetWriter(columns, sink, { groupRows: 1_000, thread: true });
  return { writer, parts, release: () => release() };
}

describe("COPY text into Parquet", () => {
  it("writes every value DuckDB and the engine's reader read back, with ContentChecksum's checksum", async () => {
    const client = await db.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(textSettingsSql());
      const { columns, figures, bytes, copied } = await exported(client, 1_000);
      const list = columns.map((column) => `${quoteIdent(column.name)}::text`).join(", ");
      const oracle = await client.query<(string | null)[]>({
        text: `SELECT ${list} FROM mixed ORDER BY mixed.id`,
        rowMode: "array",
      });
      await client.query("COMMIT");
      expect(oracle.rows.length).toBe(3500);
      expect(figures).toEqual({ rows: 3500, content: contentChecksum(oracle.rows) });

      // The same output cut anywhere (7 bytes a chunk: rows, fields and UTF-8 split) writes the same.
      const again: Uint8Array[] = [];
      const cut = new CopyParquetWriter(columns, async (part) => void again.push(part), {
        groupRows: 1_000,
      });
      for (let at = 0; at < copied.length; at += 7) await cut.push(copied.subarray(at, at + 7));
      expect(await cut.finish()).toEqual(figures);
      expect(Buffer.concat(again).equals(bytes)).toBe(true);

      const duck = await readByDuckDb(bytes);
      expect(duck.names).toEqual(columns.map((column) => column.name));
      // A Parquet file opens and ends with its magic bytes; each chunk's metadata is its own.
      expect([bytes.subarray(0, 4).toString(), bytes.subarray(-4).toString()]).toEqual([
        "PAR1",
        "PAR1",
      ]);
      expect(duck.chunks.length).toBe(4 * columns.length);
      for (const chunk of duck.chunks) {
        expect(chunk.file_offset).toBe(chunk.data_page_offset);
        expect(String(chunk.encodings)).toContain("PLAIN");
        const group = duck.chunks.filter((each) => each.row_group_id === chunk.row_group_id);
        const sizes = group.reduce((sum, each) => sum + Number(each.total_uncompressed_size), 0);
        expect(Number(chunk.row_group_bytes)).toBe(sizes);
      }
      expect(duck.rows.length).toBe(3500);
      const mismatches = duck.rows.flatMap((row, r) =>
        columns
          .map((column, c) => ({ column, read: row[c], text: oracle.rows[r]?.[c] ?? null }))
          .filter(({ column, read, text }) => !sameValue(column.kind, read, text))
          .map(({ column, read, text }) => `${r}.${column.name}: ${String(read)} != ${text}`),
      );
      expect(mismatches).toEqual([]);
      // The edge rows really hold what they should (the oracle itself is not vacuous).
      expect(oracle.rows[1]?.[7]).toBe("new\nline\r\\back");
      expect(oracle.rows[1]?.[8]).toBe("\\N");
      expect(oracle.rows[3]?.[7]).toBeNull();

      const decoded = await decodeRows("parquet", columns, bytes);
      const byId = new Map(decoded.map((row) => [row[0], row]));
      for (const row of oracle.rows) {
        const read = byId.get(row[0] ?? "") ?? [];
        columns.forEach((column, c) => {
          expect(sameValue(column.kind, read[c] ?? null, row[c] ?? null), column.name).toBe(true);
        });
      }
    } finally {
      client.release();
    }
  });

  it("refuses COPY output that ends inside a row or has the wrong number of fields", async () => {
    const columns = TEXT_AND_BIGINT;
    const sink = async () => undefined;
    const short = new CopyParquetWriter(columns, sink);
    await expect(short.push(Buffer.from("x\n"))).rejects.toThrow(/1 fields, 2 expected/);
    const cut = new CopyParquetWriter(columns, sink);
    await cut.push(Buffer.from("x\t1\ny"));
    await expect(cut.finish()).rejects.toThrow(/inside a row/);
  });
  it("encodes in its own thread the same bytes and checksum as in this one, over many blocks", async () => {
    const { columns, figures, bytes, copied } = await copiedMixed();
    // The table's output 12 times over: several of the thread's blocks, and more than it may hold.
    const times = Math.ceil(((BLOCKS_AHEAD + 2) * BLOCK_BYTES) / copied.length);
    const local = await encoded(columns, pieces(copied, 65_536, times), {
      groupRows: 1_000,
      thread: false,
    });
    const thread = await encoded(columns, pieces(copied, 65_536, times), {
      groupRows: 1_000,
      thread: true,
    });
    expect(local.figures.rows).toBe(figures.rows * times);
    expect(thread.figures).toEqual(local.figures);
    expect(thread.bytes.equals(local.bytes)).toBe(true);
    // Cut anywhere (rows, fields and UTF-8 split across the thread's blocks): the same again.
    const cut = await encoded(columns, pieces(copied, 7), { groupRows: 1_000, thread: true });
    expect(cut.figures).toEqual(figures);
    expect(cut.bytes.equals(bytes)).toBe(true);
  }, 120_000);

  it("stops taking COPY's chunks while the thread's groups are not written (bounded memory)", async () => {
    const { columns, copied } = await copiedMixed();
    // The sink holds the first group until released: nothing the thread encodes is written.
    const { writer, release } = heldWriter(columns);
    const settled = (promise: Promise<void>) =>
      Promise.race([
        promise.then(() => true),
        new Promise<boolean>((resolve) => setImmediate(() => resolve(false))),
      ]);
    let pushed = 0;
    let waiting: Promise<void> | undefined;
    for (const chunk of pieces(copied, 65_536, 100)) {
      const push = writer.push(chunk);
      pushed += chunk.length;
      if (!(await settled(push))) {
        waiting = push;
        break;
      }
    }
    expect(waiting).toBeDefined();
    expect(pushed).toBeLessThanOrEqual((BLOCKS_AHEAD + 1) * BLOCK_BYTES);
    expect(pushed).toBeGreaterThanOrEqual(BLOCKS_AHEAD * BLOCK_BYTES);
    release();
    await waiting;
    await writer.close();
  }, 120_000);

  it("fails in the thread as in this one: a malformed stream rejects, nothing more is written", async () => {
    const columns = TEXT_AND_BIGINT;
    const parts: Uint8Array[] = [];
    const sink = async (part: Uint8Array) => void parts.push(part);
    const short = new CopyParquetWriter(columns, sink, { thread: true });
    await short.push(Buffer.from("x\t1\ny\n"));
    await expect(short.finish()).rejects.toThrow(/1 fields, 2 expected/);
    await expect(short.push(Buffer.from("z\t2\n"))).rejects.toThrow(/1 fields, 2 expected/);
    const cut = new CopyParquetWriter(columns, sink, { thread: true });
    await cut.push(Buffer.from("x\t1\ny"));
    await expect(cut.finish()).rejects.toThrow(/inside a row/);
    // No footer was written (a reader would refuse the object; the archive aborts its upload).
    expect(parts).toEqual([]);
  });

  it("writes no group after the thread's error, though the thread encoded it before (a slow sink)", async () => {
    // A full block of good rows (many groups), then a malformed row in the last block. The sink
    // holds the first group until the error has come: the groups queued behind it are not written.
    const { writer, parts, release } = heldWriter(TEXT_AND_BIGINT);
    await writer.push(Buffer.from("x\t1\n".repeat(BLOCK_BYTES / 4)));
    await writer.push(Buffer.from("y\n"));
    await expect(writer.finish()).rejects.toThrow(/1 fields, 2 expected/);
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The magic bytes and the one group the sink held when the error came: 263 groups encoded.
    expect(parts.length).toBeLessThanOrEqual(2);
  });

  for (const thread of [false, true])
    it(`fails when the sink fails once, ${thread ? "in the thread" : "in this thread"}: no group is lost silently`, async () => {
      const columns = [{ name: "b", type: "bigint", kind: "int64" as const }];
      let calls = 0;
      const writer = new CopyParquetWriter(
        columns,
        async () => {
          calls += 1;
          if (calls === 2) throw new Error("the disk is full");
        },
        { groupRows: 10, thread },
      );
      await writer
        .push(Buffer.from(Array.from({ length: 100 }, (_, i) => `${i}\n`).join("")))
        .catch(() => undefined);
      await expect(writer.finish()).rejects.toThrow(/the disk is full/);
      await writer.close();
    });

  it("writes nothing after the thread's error, though its answers arrive together (this thread busy)", async () => {
    // Under load this thread reads the worker's answers late: the error and whatever the worker
    // did after it arrive in one go. Held busy here until the worker has answered (CI's flake).
    const columns = TEXT_AND_BIGINT;
    const parts: Uint8Array[] = [];
    const writer = new CopyParquetWriter(columns, async (part) => void parts.push(part), {
      thread: true,
    });
    await writer.push(Buffer.from("x\t1\ny\n"));
    const finished = writer.finish();
    for (const started = Date.now(); Date.now() - started < 500; );
    await expect(finished).rejects.toThrow(/1 fields, 2 expected/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(parts).toEqual([]);
  });
});
