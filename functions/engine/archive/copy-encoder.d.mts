// Types of copy-encoder.mjs (plain JavaScript, loaded as it is by the encoding thread).
export declare const COPY_CODEC: "ZSTD" | "GZIP";
export declare const GROUP_ROWS: number;

/** A finished row group: its bytes, and per column where its page header starts and its sizes. */
export interface EncodedGroup {
  bytes: Uint8Array;
  rows: number;
  columns: { offset: number; values: number; uncompressed: number; compressed: number }[];
}

export declare class CopyEncoder {
  constructor(kinds: ("boolean" | "int32" | "int64" | "double" | "text")[], groupRows?: number);
  push(chunk: Uint8Array): EncodedGroup[];
  finish(): { groups: EncodedGroup[]; rows: number; content: string };
}
