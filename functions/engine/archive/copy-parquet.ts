// A partition's rows as COPY ... TO STDOUT hands them over (text format: fields split by tabs, rows
// by newlines, \N for NULL, backslash escapes), written straight into Parquet row groups in one
// pass over the bytes: each field is hashed for the content checksum as it is scanned and copied
// as it is into its column (PLAIN values, definition levels bit-packed, one page per column and
// row group), never made a JavaScript string. Pages are compressed with ZSTD (Node's own, native)
// where Node has it, GZIP level 1 otherwise. The same checksum as ContentChecksum over the rows as
// text (UTF-8 decoded to UTF-16 code units, the way rowHash reads a string).

import * as zlib from "node:zlib";
import { constants, gzipSync } from "node:zlib";
import { ByteWriter, schemaFromColumnData } from "hyparquet-writer";
import { writePageHeader } from "hyparquet-writer/src/datapage.js";
import { writeMetadata } from "hyparquet-writer/src/metadata.js";
import { type ArchiveColumn, ContentChecksum, columnData, finishHash } from "./format.js";

type ZstdSync = (input: Uint8Array, options?: object) => Buffer;
const zstd = (zlib as unknown as { zstdCompressSync?: ZstdSync }).zstdCompressSync;

/** The codec of the pages: ZSTD level 1 where Node has it (22.15 and later), else GZIP level 1. */
export const COPY_CODEC = zstd ? "ZSTD" : "GZIP";
const compress = (bytes: Uint8Array): Uint8Array =>
  zstd
    ? zstd(bytes, {
        params: { [(constants as Record<string, number>).ZSTD_c_compressionLevel ?? 100]: 1 },
      })
    : gzipSync(bytes, { level: 1 });

/** Rows per row group, and the bytes of values past which a group is written sooner. */
export const GROUP_ROWS = 100_000;
const GROUP_BYTES = 24 * 1024 * 1024;

/** One column's values in the row group being built. */
class ColumnValues {
  values: Buffer = Buffer.allocUnsafe(1 << 16);
  length = 0;
  defined: Uint8Array = new Uint8Array(GROUP_ROWS >> 3);
  rows = 0;
  bits = 0;
  bitCount = 0;
  room(bytes: number) {
    if (this.length + bytes <= this.values.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.values.length * 2, this.length + bytes));
    this.values.copy(grown, 0, 0, this.length);
    this.values = grown;
  }
  mark(defined: boolean) {
    if (this.rows >> 3 >= this.defined.length) {
      const grown = new Uint8Array(this.defined.length * 2);
      grown.set(this.defined);
      this.defined = grown;
    }
    if (defined)
      this.defined[this.rows >> 3] =
        (this.defined[this.rows >> 3] as number) | (1 << (this.rows & 7));
    this.rows++;
  }
  /** A PLAIN boolean (bit-packed, least significant bit first). */
  bit(value: boolean) {
    if (value) this.bits |= 1 << this.bitCount;
    if (++this.bitCount === 8) this.flushBits();
  }
  flushBits() {
    if (this.bitCount === 0) return;
    this.room(1);
    this.values[this.length++] = this.bits;
    this.bits = 0;
    this.bitCount = 0;
  }
  /** The page's uncompressed bytes: the definition levels (4-byte length first), the values. */
  page(): Uint8Array {
    this.flushBits();
    const groups = (this.rows + 7) >> 3;
    const header: number[] = [];
    for (let value = (groups << 1) | 1; ; value >>>= 7) {
      if (value < 0x80) {
        header.push(value);
        break;
      }
      header.push((value & 0x7f) | 0x80);
    }
    const levels = header.length + groups;
    const page = Buffer.allocUnsafe(4 + levels + this.length);
    page.writeUInt32LE(levels, 0);
    page.set(header, 4);
    page.set(this.defined.subarray(0, groups), 4 + header.length);
    this.values.copy(page, 4 + levels, 0, this.length);
    return page;
  }
  reset() {
    this.length = 0;
    this.rows = 0;
    this.defined.fill(0);
  }
}

const ESCAPES: Record<number, number> = { 98: 8, 102: 12, 110: 10, 114: 13, 116: 9, 118: 11 };
const unescaped = (byte: number) => ESCAPES[byte] ?? byte;

const KIND_TYPES = {
  boolean: "BOOLEAN",
  int32: "INT32",
  int64: "INT64",
  double: "DOUBLE",
  text: "BYTE_ARRAY",
} as const;

/** Parquet written from COPY text, a row group at a time handed to `sink`; rows and checksum. */
export class CopyParquetWriter {
  readonly #columns: ArchiveColumn[];
  readonly #sink: (bytes: Uint8Array) => Promise<void>;
  readonly #values: ColumnValues[];
  readonly #content = new ContentChecksum();
  readonly #groups: object[] = [];
  #carry: Buffer | undefined;
  #offset = 0;
  #rowsInGroup = 0;
  #rows = 0;
  readonly #groupRows: number;
  constructor(
    columns: ArchiveColumn[],
    sink: (bytes: Uint8Array) => Promise<void>,
    options: { groupRows?: number } = {},
  ) {
    this.#groupRows = options.groupRows ?? GROUP_ROWS;
    this.#columns = columns;
    this.#sink = sink;
    this.#values = columns.map(() => new ColumnValues());
  }

  /**
   * A chunk of COPY's output: its whole rows taken in, the rest kept for the next chunk. Only a
   * row split across two chunks is copied (a chunk joined whole to the last one's rest was most
   * of the export's garbage).
   */
  async push(chunk: Buffer): Promise<void> {
    if (this.#offset === 0) await this.#emit(Buffer.from("PAR1"));
    let start = 0;
    if (this.#carry) {
      const first = chunk.indexOf(10);
      if (first < 0) {
        this.#carry = Buffer.concat([this.#carry, chunk]);
        return;
      }
      const joined = Buffer.concat([this.#carry, chunk.subarray(0, first + 1)]);
      this.#carry = undefined;
      await this.#take(joined, 0, joined.length);
      start = first + 1;
    }
    const end = chunk.lastIndexOf(10) + 1;
    if (end > start) await this.#take(chunk, start, end);
    const rest = Math.max(start, end);
    this.#carry = rest < chunk.length ? Buffer.from(chunk.subarray(rest)) : undefined;
  }

  /** The whole rows in bytes [at, end), a row group written whenever one is full. */
  async #take(bytes: Buffer, at: number, end: number): Promise<void> {
    let next = at;
    while (next < end) {
      next = this.#row(bytes, next);
      if (this.#rowsInGroup >= this.#groupRows || this.#bytes() >= GROUP_BYTES) await this.#group();
    }
  }

  /** The last row group and the footer; the rows written and their content checksum. */
  async finish(): Promise<{ rows: number; content: string }> {
    if (this.#carry) throw new Error("COPY output ended inside a row");
    if (this.#offset === 0) await this.#emit(Buffer.from("PAR1"));
    if (this.#rowsInGroup > 0) await this.#group();
    const writer = new ByteWriter();
    const schema = schemaFromColumnData({ columnData: columnData(this.#columns, []) });
    writeMetadata(writer, {
      version: 2,
      created_by: "retention-job (COPY text)",
      schema,
      num_rows: BigInt(this.#rows),
      row_groups: this.#groups,
    } as unknown as Parameters<typeof writeMetadata>[1]);
    writer.appendUint32(0x31524150);
    await this.#emit(new Uint8Array(writer.getBytes()));
    return { rows: this.#content.rows, content: this.#content.value };
  }

  #bytes() {
    let total = 0;
    for (const column of this.#values) total += column.length;
    return total;
  }

  async #emit(bytes: Uint8Array) {
    this.#offset += bytes.length;
    await this.#sink(bytes);
  }

  /** The row group built so far: each column one compressed page, then its metadata. */
  async #group() {
    const columns = [];
    const started = this.#offset;
    let uncompressedTotal = 0;
    for (const [index, column] of this.#columns.entries()) {
      const values = this.#values[index] as ColumnValues;
      const page = values.page();
      const body = compress(page);
      const header = new ByteWriter();
      writePageHeader(header, {
        type: "DATA_PAGE",
        uncompressed_page_size: page.length,
        compressed_page_size: body.length,
        data_page_header: {
          num_values: values.rows,
          encoding: "PLAIN",
          definition_level_encoding: "RLE",
          repetition_level_encoding: "RLE",
        },
      } as Parameters<typeof writePageHeader>[1]);
      const headerBytes = new Uint8Array(header.getBytes());
      const offset = this.#offset;
      await this.#emit(headerBytes);
      await this.#emit(body);
      uncompressedTotal += headerBytes.length + page.length;
      columns.push({
        file_offset: BigInt(offset),
        meta_data: {
          type: KIND_TYPES[column.kind],
          encodings: ["PLAIN", "RLE"],
          path_in_schema: [column.name],
          codec: COPY_CODEC,
          num_values: BigInt(values.rows),
          total_uncompressed_size: BigInt(headerBytes.length + page.length),
          total_compressed_size: BigInt(headerBytes.length + body.length),
          data_page_offset: BigInt(offset),
        },
      });
      values.reset();
    }
    this.#groups.push({
      columns,
      total_byte_size: BigInt(uncompressedTotal),
      num_rows: BigInt(this.#rowsInGroup),
      file_offset: BigInt(started),
      total_compressed_size: BigInt(this.#offset - started),
    });
    this.#rowsInGroup = 0;
  }

  /** One row from `at` (its fields hashed and stored); where the next row starts. */
  #row(bytes: Buffer, at: number): number {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    let i = at;
    const last = this.#columns.length - 1;
    for (let index = 0; index <= last; index++) {
      const kind = (this.#columns[index] as ArchiveColumn).kind;
      const values = this.#values[index] as ColumnValues;
      const separator = index === last ? 10 : 9;
      if (bytes[i] === 92 && bytes[i + 1] === 78 && bytes[i + 2] === separator) {
        h1 = Math.imul(h1 ^ 0x4e, 2654435761);
        h2 = Math.imul(h2 ^ 0x4e, 1597334677);
        h1 = Math.imul(h1, 2654435761);
        h2 = Math.imul(h2, 1597334677);
        values.mark(false);
        i += 3;
        continue;
      }
      h1 = Math.imul(h1 ^ 0x76, 2654435761);
      h2 = Math.imul(h2 ^ 0x76, 1597334677);
      const start = i;
      const text = kind === "text";
      let slot = 0;
      let out = 0;
      if (text) {
        values.room(4 + (bytes.length - i));
        slot = values.length;
        out = slot + 4;
      }
      const target = values.values;
      for (;;) {
        let byte = bytes[i] as number;
        if (byte === 9 || byte === 10) break;
        let code: number;
        if (byte === 92) {
          byte = unescaped(bytes[i + 1] as number);
          code = byte;
          i += 2;
          if (text) target[out++] = byte;
        } else if (byte < 0x80) {
          code = byte;
          i++;
          if (text) target[out++] = byte;
        } else {
          const width = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
          code = byte & (0xff >> (width + 1));
          for (let k = 1; k < width; k++) code = (code << 6) | ((bytes[i + k] as number) & 0x3f);
          if (text) for (let k = 0; k < width; k++) target[out++] = bytes[i + k] as number;
          i += width;
          if (code > 0xffff) {
            code -= 0x10000;
            const high = 0xd800 + (code >> 10);
            h1 = Math.imul(h1 ^ high, 2654435761);
            h2 = Math.imul(h2 ^ high, 1597334677);
            code = 0xdc00 + (code & 0x3ff);
          }
        }
        h1 = Math.imul(h1 ^ code, 2654435761);
        h2 = Math.imul(h2 ^ code, 1597334677);
      }
      if (bytes[i] !== separator)
        throw new Error(`COPY row has ${index + 1} fields, ${last + 1} expected`);
      i++;
      h1 = Math.imul(h1, 2654435761);
      h2 = Math.imul(h2, 1597334677);
      values.mark(true);
      if (text) {
        target.writeUInt32LE(out - slot - 4, slot);
        values.length = out;
      } else storeTyped(values, kind, bytes, start, i - 1);
    }
    const [high, low] = finishHash(h1, h2);
    this.#content.addHashes(high, low);
    this.#rowsInGroup++;
    this.#rows++;
    return i;
  }
}

/** A boolean, integer or floating-point field's text as its PLAIN value. */
function storeTyped(
  values: ColumnValues,
  kind: ArchiveColumn["kind"],
  bytes: Buffer,
  start: number,
  end: number,
) {
  if (kind === "boolean") {
    values.bit(bytes[start] === 116);
    return;
  }
  if (kind === "double") {
    values.room(8);
    values.values.writeDoubleLE(Number(bytes.toString("latin1", start, end)), values.length);
    values.length += 8;
    return;
  }
  if (kind === "int32") {
    values.room(4);
    values.values.writeInt32LE(digits(bytes, start, end), values.length);
    values.length += 4;
    return;
  }
  values.room(8);
  if (end - start <= 15) {
    const value = digits(bytes, start, end);
    values.values.writeInt32LE((value % 4294967296) | 0, values.length);
    values.values.writeInt32LE(Math.floor(value / 4294967296) | 0, values.length + 4);
  } else values.values.writeBigInt64LE(BigInt(bytes.toString("latin1", start, end)), values.length);
  values.length += 8;
}

/** An integer's text (an optional sign, then digits: what PostgreSQL prints), 15 digits at most. */
function digits(bytes: Buffer, start: number, end: number): number {
  const negative = bytes[start] === 45;
  let value = 0;
  for (let i = negative ? start + 1 : start; i < end; i++)
    value = value * 10 + (bytes[i] as number) - 48;
  return negative ? -value : value;
}
