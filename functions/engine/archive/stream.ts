// A streamed object: bytes gathered into multipart parts of PART_BYTES (S3 wants 5 MiB at least,
// the last one aside) and hashed as they go; and read back the same way, in ranges, never whole.
import { createHash } from "node:crypto";
import { createGunzip } from "node:zlib";
import { type ArchiveFormat, parquetRowCount } from "./format.js";
import type { ArchiveStore, Upload } from "./store.js";
import { ArchiveVerificationError } from "./verify.js";

/** Bytes per uploaded part and per ranged read. */
export const PART_BYTES = 8 * 1024 * 1024;

export class HashedParts {
  readonly #upload: Upload;
  readonly #hash = createHash("sha256");
  #pending: Uint8Array[] = [];
  #pendingBytes = 0;
  #bytes = 0;
  #parts = 0;
  constructor(upload: Upload) {
    this.#upload = upload;
  }
  async add(bytes: Uint8Array): Promise<void> {
    this.#hash.update(bytes);
    this.#bytes += bytes.length;
    this.#pending.push(bytes);
    this.#pendingBytes += bytes.length;
    if (this.#pendingBytes >= PART_BYTES) await this.#send();
  }
  async #send(): Promise<void> {
    const body = Buffer.concat(this.#pending);
    this.#pending = [];
    this.#pendingBytes = 0;
    this.#parts += 1;
    await this.#upload.part(body);
  }
  /** The last part, then the upload completed; the object's size and checksum. */
  async finish(): Promise<{ bytes: number; sha256: string }> {
    if (this.#pendingBytes > 0 || this.#parts === 0) await this.#send();
    await this.#upload.finish();
    return { bytes: this.#bytes, sha256: this.#hash.digest("hex") };
  }
  async abort(): Promise<void> {
    await this.#upload.abort().catch(() => undefined);
  }
}

/** Newlines in a gzipped stream fed chunk by chunk (the JSON lines an object holds). */
function lineCounter() {
  const gunzip = createGunzip();
  let lines = 0;
  gunzip.on("data", (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 10) lines++;
  });
  const ended = new Promise<void>((resolve, reject) => {
    gunzip.on("end", resolve);
    gunzip.on("error", reject);
  });
  return {
    add: (chunk: Uint8Array) => gunzip.write(chunk),
    total: async () => {
      gunzip.end();
      await ended;
      return lines;
    },
  };
}

/** The rows a Parquet object's footer counts, read by range (the tail, then the footer). */
async function parquetRows(store: ArchiveStore, key: string, size: number): Promise<number> {
  const tail = await store.range(key, size - 8, size - 1);
  const footer = Buffer.from(tail).readUInt32LE(0);
  return parquetRowCount(await store.range(key, size - 8 - footer, size - 1));
}

/** Reads an object back in ranges: its size, checksum and rows must be what was written. */
export async function verifyStreamed(
  store: ArchiveStore,
  key: string,
  format: ArchiveFormat,
  expected: { bytes: number; sha256: string; rows: number },
): Promise<void> {
  const fail = (what: string) => new ArchiveVerificationError(`${key}: ${what}`);
  const size = await store.size(key);
  if (size !== expected.bytes)
    throw fail(`${size ?? "no"} bytes read back, ${expected.bytes} written`);
  const hash = createHash("sha256");
  const lines = format === "jsonl" ? lineCounter() : undefined;
  for (let start = 0; start < size; start += PART_BYTES) {
    const chunk = await store.range(key, start, Math.min(size, start + PART_BYTES) - 1);
    hash.update(chunk);
    lines?.add(chunk);
  }
  if (hash.digest("hex") !== expected.sha256) throw fail("its checksum is not the one written");
  const rows = lines ? await lines.total() : await parquetRows(store, key, size);
  if (rows !== expected.rows) throw fail(`holds ${rows} rows, ${expected.rows} written`);
}
