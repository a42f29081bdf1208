// A partition's rows as COPY ... TO STDOUT hands them over, written as a Parquet file: the row
// groups encoded by copy-encoder.mjs, in this thread or in a thread of its own (copy-thread.ts),
// each group handed to `sink` as it is done, then the footer. Either way the same bytes.
import { ByteWriter, schemaFromColumnData } from "hyparquet-writer";
import { writeMetadata } from "hyparquet-writer/src/metadata.js";
import { COPY_CODEC, CopyEncoder, type EncodedGroup, GROUP_ROWS } from "./copy-encoder.mjs";
import { ThreadEncoding } from "./copy-thread.js";
import { type ArchiveColumn, columnData } from "./format.js";

/** What the rows were: their count and content checksum (ContentChecksum's). */
export interface CopyFigures {
  rows: number;
  content: string;
}

/** Row groups from COPY's chunks, each handed to `onGroup` in order. */
export interface Encoding {
  push(chunk: Buffer): Promise<void>;
  finish(): Promise<CopyFigures>;
  /** Ends the encoding early (after a failure): nothing more is handed on. */
  close(): Promise<void>;
}

/**
 * The encoder in the calling thread: each chunk encoded before the next is read. A failure (a
 * malformed row, a group the sink refused) stays: every later push and the finish fail with it, as
 * in the thread, so that no file is finished without a group.
 */
class LocalEncoding implements Encoding {
  readonly #encoder: CopyEncoder;
  readonly #onGroup: (group: EncodedGroup) => Promise<void>;
  #failure: unknown;
  constructor(
    kinds: ArchiveColumn["kind"][],
    groupRows: number,
    onGroup: (group: EncodedGroup) => Promise<void>,
  ) {
    this.#encoder = new CopyEncoder(kinds, groupRows);
    this.#onGroup = onGroup;
  }
  push(chunk: Buffer) {
    return this.#once(async () => {
      for (const group of this.#encoder.push(chunk)) await this.#onGroup(group);
    });
  }
  finish() {
    return this.#once(async () => {
      const { groups, ...figures } = this.#encoder.finish();
      for (const group of groups) await this.#onGroup(group);
      return figures;
    });
  }
  async close() {}
  async #once<T>(work: () => Promise<T>): Promise<T> {
    if (this.#failure !== undefined) throw this.#failure;
    try {
      return await work();
    } catch (error) {
      this.#failure = error;
      throw error;
    }
  }
}

/**
 * Where a partition's export encodes: in the thread that reads COPY. A thread of its own
 * (copy-thread.ts) writes the same bytes but measured no faster where the server shares two cores
 * with it, with more CPU in all and 25-53 MB more RSS (bench/results/2026-12-07-archive-worker.md).
 * Not a setting: the archive benchmark and the tests turn it on to measure and check both ways.
 */
export const exportEncoding = { thread: false };

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
  readonly #encoding: Encoding;
  readonly #groups: object[] = [];
  #offset = 0;
  /** `thread`: encode in a worker thread (copy-thread.ts) while this one reads COPY. */
  constructor(
    columns: ArchiveColumn[],
    sink: (bytes: Uint8Array) => Promise<void>,
    options: { groupRows?: number; thread?: boolean } = {},
  ) {
    this.#columns = columns;
    this.#sink = sink;
    const kinds = columns.map((column) => column.kind);
    const groupRows = options.groupRows ?? GROUP_ROWS;
    const onGroup = (group: EncodedGroup) => this.#group(group);
    this.#encoding = options.thread
      ? new ThreadEncoding(kinds, groupRows, onGroup)
      : new LocalEncoding(kinds, groupRows, onGroup);
  }

  /** A chunk of COPY's output (its whole rows taken in, the rest kept for the next chunk). */
  async push(chunk: Buffer): Promise<void> {
    await this.#encoding.push(chunk);
  }

  /** The last row group and the footer; the rows written and their content checksum. */
  async finish(): Promise<CopyFigures> {
    const figures = await this.#encoding.finish();
    await this.#start();
    const writer = new ByteWriter();
    const schema = schemaFromColumnData({ columnData: columnData(this.#columns, []) });
    writeMetadata(writer, {
      version: 2,
      created_by: "retention-job (COPY text)",
      schema,
      num_rows: BigInt(figures.rows),
      row_groups: this.#groups,
    } as unknown as Parameters<typeof writeMetadata>[1]);
    writer.appendUint32(0x31524150);
    await this.#emit(new Uint8Array(writer.getBytes()));
    return figures;
  }

  /** Stops the encoding (a thread's ended) after a failure; harmless once finished. */
  close(): Promise<void> {
    return this.#encoding.close();
  }

  /** The magic bytes that open the file, before its first group. */
  async #start() {
    if (this.#offset === 0) await this.#emit(Buffer.from("PAR1"));
  }

  async #emit(bytes: Uint8Array) {
    this.#offset += bytes.length;
    await this.#sink(bytes);
  }

  /** A finished row group written at the end of the file, and its metadata kept for the footer. */
  async #group(group: EncodedGroup) {
    await this.#start();
    const started = this.#offset;
    let uncompressedTotal = 0;
    const columns = group.columns.map((column, index) => {
      const { name, kind } = this.#columns[index] as ArchiveColumn;
      uncompressedTotal += column.uncompressed;
      return {
        file_offset: BigInt(started + column.offset),
        meta_data: {
          type: KIND_TYPES[kind],
          encodings: ["PLAIN", "RLE"],
          path_in_schema: [name],
          codec: COPY_CODEC,
          num_values: BigInt(column.values),
          total_uncompressed_size: BigInt(column.uncompressed),
          total_compressed_size: BigInt(column.compressed),
          data_page_offset: BigInt(started + column.offset),
        },
      };
    });
    await this.#emit(group.bytes);
    this.#groups.push({
      columns,
      total_byte_size: BigInt(uncompressedTotal),
      num_rows: BigInt(group.rows),
      file_offset: BigInt(started),
      total_compressed_size: BigInt(group.bytes.length),
    });
  }
}
