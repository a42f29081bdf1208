// An object is read back before its rows leave the database: its bytes' checksum, and the rows it
// holds by its own reading (a Parquet footer, or the JSON lines counted).

import { gunzipSync } from "node:zlib";
import { RetentionError } from "../../contract/errors.js";
import { type ArchiveFormat, parquetRowCount, sha256 } from "./format.js";
import type { ArchiveStore } from "./store.js";

/** An object that does not read back as written: its rows stay in the database. */
export class ArchiveVerificationError extends RetentionError {
  override name = "ArchiveVerificationError";
}

/** Rows an object holds, read from the object itself. */
export function rowsIn(format: ArchiveFormat, bytes: Uint8Array): number {
  if (format === "parquet") return parquetRowCount(bytes);
  const text = gunzipSync(bytes).toString("utf8");
  return text === "" ? 0 : text.split("\n").filter((line) => line !== "").length;
}

/** Reads the object back whole: its checksum and its row count must be what was written. */
export async function verifyObject(
  store: ArchiveStore,
  key: string,
  format: ArchiveFormat,
  expected: { rows: number; sha256: string },
): Promise<void> {
  const bytes = await store.get(key);
  if (!bytes) throw new ArchiveVerificationError(`${key}: not found after its upload`);
  const actual = sha256(bytes);
  if (actual !== expected.sha256) {
    throw new ArchiveVerificationError(
      `${key}: read back with checksum ${actual.slice(0, 12)}…, written ${expected.sha256.slice(0, 12)}…`,
    );
  }
  const rows = rowsIn(format, bytes);
  if (rows !== expected.rows) {
    throw new ArchiveVerificationError(`${key}: holds ${rows} rows, ${expected.rows} written`);
  }
}
