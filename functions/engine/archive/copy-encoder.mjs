// COPY ... TO STDOUT's text (fields split by tabs, rows by newlines, \N for NULL, backslash
// escapes) into Parquet row groups in one pass over the bytes: each field hashed for the content
// checksum as it is scanned and copied as it is into its column (PLAIN values, definition levels
// bit-packed, one page per column and row group), never made a JavaScript string. The same
// checksum as ContentChecksum over the rows as text (UTF-8 decoded to UTF-16 code units, the way
// rowHash reads a string). Plain JavaScript: it runs in the main thread (copy-parquet.ts) or as it
// is in a worker thread (copy-worker.mjs), byte for byte the same.
import * as zlib from "node:zlib";
import { ByteWriter } from "hyparquet-writer";
import { writePageHeader } from "hyparquet-writer/src/datapage.js";
import { ContentChecksum, finishHash } from "./checksum.mjs";

const zstd = zlib.zstdCompressSync;
/** The codec of the pages: ZSTD level 1 where Node has it (22.15 and later), else GZIP level 1. */
export const COPY_CODEC = zstd ? "ZSTD" : "GZIP";
const ZSTD_LEVEL_1 = { params: { [zlib.constants.ZSTD_c_compressionLevel ?? 100]: 1 } };
const compress = (bytes) => (zstd ? zstd(bytes, ZSTD_LEVEL_1) : zlib.gzipSync(bytes, { level: 1 }));

/** Rows per row group, and the bytes of values past which a group is written sooner. */
export const GROUP_ROWS = 100_000;
const GROUP_BYTES = 24 * 1024 * 1024;

/** The Parquet kinds, as the row scan tells them apart. */
const TEXT = 0;
const INT32 = 1;
const INT64 = 2;
const BOOLEAN = 3;
const DOUBLE = 4;
const KIND_CODES = { text: TEXT, int32: INT32, int64: INT64, boolean: BOOLEAN, double: DOUBLE };

/** A backslash escape's byte (\b \f \n \r \t \v), any other byte standing for itself. */
const ESCAPES = new Uint8Array(256).map((_, byte) => byte);
for (const [letter, byte] of [
  [98, 8],
  [102, 12],
  [110, 10],
  [114, 13],
  [116, 9],
  [118, 11],
])
  ESCAPES[letter] = byte;

/** One column's values in the row group being built. */
class ColumnValues {
  values = Buffer.allocUnsafe(1 << 16);
  length = 0;
  defined = new Uint8Array(GROUP_ROWS >> 3);
  rows = 0;
  bits = 0;
  bitCount = 0;
  room(bytes) {
    if (this.length + bytes <= this.values.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.values.length * 2, this.length + bytes));
    this.values.copy(grown, 0, 0, this.length);
    this.values = grown;
  }
  mark(defined) {
    if (this.rows >> 3 >= this.defined.length) {
      const grown = new Uint8Array(this.defined.length * 2);
      grown.set(this.defined);
      this.defined = grown;
    }
    if (defined) this.defined[this.rows >> 3] |= 1 << (this.rows & 7);
    this.rows++;
  }
  /** A PLAIN boolean (bit-packed, least significant bit first). */
  bit(value) {
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
  /** A 32-bit integer, little-endian (an int64's halves too). */
  int32(value) {
    const target = this.values;
    const at = this.length;
    target[at] = value;
    target[at + 1] = value >>> 8;
    target[at + 2] = value >>> 16;
    target[at + 3] = value >>> 24;
    this.length = at + 4;
  }
  /** The page's uncompressed bytes: the definition levels (4-byte length first), the values. */
  page() {
    this.flushBits();
    const groups = (this.rows + 7) >> 3;
    const header = [];
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

/** Where a typed field's bytes are gathered before they are parsed (grown for a longer field). */
let scratch = Buffer.allocUnsafe(256);
const scratchFor = (bytes) => {
  if (scratch.length < bytes) scratch = Buffer.allocUnsafe(bytes);
  return scratch;
};

/**
 * One row from `at` (`bytes` holds whole rows only, so every field ends at a tab or a newline):
 * each field hashed and stored in its column; the row's hash halves added to `content`; where the
 * next row starts. The mixing is rowHash's (checksum.mjs), its multipliers written out as literals
 * (an imported constant is read, not folded, in the hottest loop of the export).
 */
function scanRow(bytes, at, kinds, columns, content) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  let i = at;
  const last = kinds.length - 1;
  for (let index = 0; index <= last; index++) {
    const kind = kinds[index];
    const values = columns[index];
    const separator = index === last ? 10 : 9;
    if (bytes[i] === 92 && bytes[i + 1] === 78 && bytes[i + 2] === separator) {
      h1 = Math.imul(Math.imul(h1 ^ 0x4e, 2654435761), 2654435761);
      h2 = Math.imul(Math.imul(h2 ^ 0x4e, 1597334677), 1597334677);
      values.mark(false);
      i += 3;
      continue;
    }
    h1 = Math.imul(h1 ^ 0x76, 2654435761);
    h2 = Math.imul(h2 ^ 0x76, 1597334677);
    if (kind === TEXT) values.room(4 + bytes.length - i);
    const target = kind === TEXT ? values.values : scratchFor(bytes.length - i);
    const slot = kind === TEXT ? values.length : 0;
    let out = kind === TEXT ? slot + 4 : 0;
    for (;;) {
      let code = bytes[i];
      if (code > 10 && code < 0x80 && code !== 92) {
        // The common case first: a plain ASCII character, stored and mixed as it is.
        target[out++] = code;
        i++;
        h1 = Math.imul(h1 ^ code, 2654435761);
        h2 = Math.imul(h2 ^ code, 1597334677);
        continue;
      }
      if (code < 0x80) {
        if (code === 9 || code === 10) break;
        if (code === 92) {
          code = ESCAPES[bytes[i + 1]];
          i += 2;
        } else i++;
        target[out++] = code;
      } else {
        const width = code >= 0xf0 ? 4 : code >= 0xe0 ? 3 : 2;
        code &= 0xff >> (width + 1);
        target[out++] = bytes[i];
        for (let k = 1; k < width; k++) {
          const next = bytes[i + k];
          target[out++] = next;
          code = (code << 6) | (next & 0x3f);
        }
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
    if (kind !== TEXT) storeTyped(values, kind, target, out);
    else {
      values.length = slot;
      values.int32(out - slot - 4);
      values.length = out;
    }
  }
  const [high, low] = finishHash(h1, h2);
  content.addHashes(high, low);
  return i;
}

/** A boolean, integer or floating-point field's text (`text[0, end)`) as its PLAIN value. */
function storeTyped(values, kind, text, end) {
  if (kind === BOOLEAN) values.bit(text[0] === 116);
  else if (kind === DOUBLE) {
    values.room(8);
    values.values.writeDoubleLE(Number(text.latin1Slice(0, end)), values.length);
    values.length += 8;
  } else if (kind === INT32) {
    values.room(4);
    values.int32(digits(text, end));
  } else if (end <= 15) {
    const value = digits(text, end);
    values.room(8);
    values.int32((value % 4294967296) | 0);
    values.int32(Math.floor(value / 4294967296) | 0);
  } else {
    values.room(8);
    values.values.writeBigInt64LE(BigInt(text.latin1Slice(0, end)), values.length);
    values.length += 8;
  }
}

/** An integer's text (an optional sign, then digits: what PostgreSQL prints), 15 digits at most. */
function digits(text, end) {
  const negative = text[0] === 45;
  let value = 0;
  for (let i = negative ? 1 : 0; i < end; i++) value = value * 10 + text[i] - 48;
  return negative ? -value : value;
}

/**
 * COPY's output in chunks as it comes, out as finished row groups: each group one buffer (per
 * column a page header and its compressed page) with its columns' offsets in it and sizes.
 */
export class CopyEncoder {
  #kinds;
  #columns;
  #groupRows;
  #content = new ContentChecksum();
  #carry = undefined;
  #rowsInGroup = 0;
  /** @param {string[]} kinds the columns' Parquet kinds, in order */
  constructor(kinds, groupRows = GROUP_ROWS) {
    this.#kinds = Uint8Array.from(kinds, (kind) => KIND_CODES[kind]);
    this.#columns = kinds.map(() => new ColumnValues());
    this.#groupRows = groupRows;
  }

  /**
   * A chunk's whole rows taken in, the rest kept for the next chunk; the groups it finished. Only
   * a row split across two chunks is copied (a chunk joined whole to the last one's rest was most
   * of the export's garbage).
   */
  push(chunk) {
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const groups = [];
    let start = 0;
    if (this.#carry) {
      const first = bytes.indexOf(10);
      if (first < 0) {
        this.#carry = Buffer.concat([this.#carry, bytes]);
        return groups;
      }
      const joined = Buffer.concat([this.#carry, bytes.subarray(0, first + 1)]);
      this.#carry = undefined;
      this.#take(joined, 0, joined.length, groups);
      start = first + 1;
    }
    const end = bytes.lastIndexOf(10) + 1;
    if (end > start) this.#take(bytes, start, end, groups);
    const rest = Math.max(start, end);
    this.#carry = rest < bytes.length ? Buffer.from(bytes.subarray(rest)) : undefined;
    return groups;
  }

  /** The last group, if any rows are left; the rows encoded and their content checksum. */
  finish() {
    if (this.#carry) throw new Error("COPY output ended inside a row");
    const groups = this.#rowsInGroup > 0 ? [this.#group()] : [];
    return { groups, rows: this.#content.rows, content: this.#content.value };
  }

  /** The whole rows in bytes [at, end), a row group finished whenever one is full. */
  #take(bytes, at, end, groups) {
    let next = at;
    while (next < end) {
      next = scanRow(bytes, next, this.#kinds, this.#columns, this.#content);
      if (++this.#rowsInGroup >= this.#groupRows || this.#bytes() >= GROUP_BYTES)
        groups.push(this.#group());
    }
  }

  #bytes() {
    let total = 0;
    for (const column of this.#columns) total += column.length;
    return total;
  }

  /** The row group built so far: each column one page header and its compressed page. */
  #group() {
    const parts = [];
    const columns = [];
    let offset = 0;
    for (const values of this.#columns) {
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
      });
      const headerBytes = new Uint8Array(header.getBytes());
      parts.push(headerBytes, body);
      columns.push({
        offset,
        values: values.rows,
        uncompressed: headerBytes.length + page.length,
        compressed: headerBytes.length + body.length,
      });
      offset += headerBytes.length + body.length;
      values.reset();
    }
    const rows = this.#rowsInGroup;
    this.#rowsInGroup = 0;
    // A buffer of its own (never Node's shared pool): the thread hands it over, not a copy.
    const bytes = new Uint8Array(offset);
    let at = 0;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.length;
    }
    return { bytes, rows, columns };
  }
}
