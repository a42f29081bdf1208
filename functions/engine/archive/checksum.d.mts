// Types of checksum.mjs (plain JavaScript, loaded as it is by the export's encoding thread).
export declare function finishHash(h1: number, h2: number): [number, number];
export declare class ContentChecksum {
  add(row: (string | null)[]): void;
  addHashes(high: number, low: number): void;
  get rows(): number;
  get value(): string;
}
export declare const contentChecksum: (rows: (string | null)[][]) => string;
