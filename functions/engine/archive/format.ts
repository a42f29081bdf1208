// How archived rows are written: every column as PostgreSQL prints it (text), typed in Parquet
// where the type says so (booleans, integers, floating point), or as gzipped JSON lines; and the
// checksums a restore checks: the object's bytes, and the rows' content (order-independent).
import { createHash } from "node:crypto";
import * as zlib from "node:zlib";
import { gunzipSync, gzipSync } from "node:zlib";
import { parquetMetadata, parquetReadObjects } from "hyparquet";
import {
  ByteWriter,
  type ColumnSource,
  ParquetWriter,
  parquetWriteBuffer,
  schemaFromColumnData,
} from "hyparquet-writer";
import type pg from "pg";
import { type Column, readTableFacts } from "../catalog/table-facts.js";

export type ArchiveFormat = "parquet" | "jsonl";

/** A column as archived: its name, its PostgreSQL type (for a restore), its Parquet kind. */
export interface ArchiveColumn {
  name: string;
  type: string;
  kind: "boolean" | "int32" | "int64" | "double" | "text";
}

const KINDS: Record<number, ArchiveColumn["kind"]> = {
  16: "boolean",
  21: "int32",
  23: "int32",
  20: "int64",
  700: "double",
  701: "double",
};

/** A table's columns as archived, read from the catalog. */
export async function readArchiveColumns(
  db: pg.ClientBase,
  table: { schema: string; name: string },
): Promise<ArchiveColumn[]> {
  const facts = await readTableFacts(db, table.schema, table.name);
  return archiveColumns([...(facts?.columns.values() ?? [])]);
}

export const archiveColumns = (columns: Column[]): ArchiveColumn[] =>
  [...columns]
    .sort((a, b) => a.attnum - b.attnum)
    .map((column) => ({
      name: column.name,
      type: column.type,
      kind: KINDS[column.baseOid] ?? "text",
    }));

/** A row as archived: each column's text, or null. */
export type TextRow = (string | null)[];

const PARQUET_TYPES = {
  boolean: "BOOLEAN",
  int32: "INT32",
  int64: "INT64",
  double: "DOUBLE",
  text: "STRING",
} as const;

function typed(kind: ArchiveColumn["kind"], text: string | null) {
  if (text === null) return null;
  if (kind === "boolean") return text === "t" || text === "true";
  if (kind === "int32") return Number(text);
  if (kind === "int64") return BigInt(text);
  if (kind === "double") return Number(text);
  return text;
}

/** The rows as Parquet column data (one row group per call). */
export function columnData(columns: ArchiveColumn[], rows: TextRow[]): ColumnSource[] {
  return columns.map((column, index) => ({
    name: column.name,
    type: PARQUET_TYPES[column.kind],
    nullable: true,
    data: rows.map((row) => typed(column.kind, row[index] ?? null)),
  }));
}

/**
 * Parquet pages compressed with GZIP at level 1 by Node's own zlib: faster than the writer's
 * JavaScript Snappy and smaller (measured in bench/archive.ts); every Parquet reader reads it.
 */
const PARQUET_CODEC = {
  codec: "GZIP",
  compressors: { GZIP: (input: Uint8Array) => gzipSync(input, { level: 1 }) },
} as const;

/** A batch's rows as one object. */
export function encodeRows(
  format: ArchiveFormat,
  columns: ArchiveColumn[],
  rows: TextRow[],
): Uint8Array {
  if (format === "jsonl") return gzipSync(jsonLines(columns, rows));
  return new Uint8Array(
    parquetWriteBuffer({ columnData: columnData(columns, rows), ...PARQUET_CODEC }),
  );
}

export const jsonLines = (columns: ArchiveColumn[], rows: TextRow[]) =>
  rows
    .map(
      (row) =>
        `${JSON.stringify(Object.fromEntries(columns.map((column, index) => [column.name, row[index] ?? null])))}\n`,
    )
    .join("");

type ZstdRead = (input: Uint8Array) => Buffer;
const zstdRead = (zlib as unknown as { zstdDecompressSync?: ZstdRead }).zstdDecompressSync;
/** Node's own ZSTD, where it has it, for the objects of a partition's export (copy-parquet.ts). */
const ZSTD_READER = zstdRead ? { ZSTD: (input: Uint8Array) => zstdRead(input) } : {};

/** The rows an object holds, as text again (a restore loads them; a check counts them). */
export async function decodeRows(
  format: ArchiveFormat,
  columns: ArchiveColumn[],
  bytes: Uint8Array,
): Promise<TextRow[]> {
  const asText = (value: unknown): string | null =>
    value === null || value === undefined ? null : String(value);
  if (format === "jsonl") {
    return gunzipSync(bytes)
      .toString("utf8")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => {
        const object = JSON.parse(line) as Record<string, string | null>;
        return columns.map((column) => object[column.name] ?? null);
      });
  }
  const buffer = bytes.buffer.slice(
    bytes.byteOffset,
    bytes.byteOffset + bytes.byteLength,
  ) as ArrayBuffer;
  const objects = (await parquetReadObjects({
    file: buffer,
    compressors: { GZIP: (input) => gunzipSync(input), ...ZSTD_READER },
  })) as Record<string, unknown>[];
  return objects.map((object) => columns.map((column) => asText(object[column.name])));
}

/** Rows in a Parquet object, from its footer (the tail of the object is enough). */
export function parquetRowCount(tail: Uint8Array): number {
  return Number(parquetMetadata(tail).num_rows);
}

export const sha256 = (bytes: Uint8Array | string) =>
  createHash("sha256").update(bytes).digest("hex");

/** The rows' content checksum (checksum.mjs: plain JavaScript, the encoding thread loads it too). */
export { ContentChecksum, contentChecksum, finishHash } from "./checksum.mjs";

/** A Parquet file written a row group at a time, each group's bytes handed on as it is done. */
export function streamingParquet(
  columns: ArchiveColumn[],
  sink: (bytes: Uint8Array) => Promise<void>,
) {
  const writer = new ByteWriter() as ByteWriter & { index: number; flush?: () => Promise<void> };
  writer.flush = async () => {
    const chunk = writer.getBytes().slice();
    writer.index = 0;
    await sink(chunk);
  };
  const schema = schemaFromColumnData({ columnData: columnData(columns, []) });
  const parquet = new ParquetWriter({ writer, schema, ...PARQUET_CODEC });
  return {
    write: async (rows: TextRow[]) => {
      await parquet.write({ columnData: columnData(columns, rows), rowGroupSize: rows.length });
    },
    finish: async () => {
      await parquet.finish();
      await writer.flush?.();
    },
  };
}
