// Reading archives back as an auditor would, independently of the engine: objects downloaded from
// the S3 server, Parquet read by DuckDB (its own reader), JSON lines by hand; every value as text.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { DuckDBInstance } from "@duckdb/node-api";
import type { LocalS3 } from "./s3.js";

export async function download(s3: LocalS3, key: string): Promise<Uint8Array> {
  const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return (
    object.Body as { transformToByteArray: () => Promise<Uint8Array> }
  ).transformToByteArray();
}

const asText = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === "boolean"
      ? String(value)
      : String(value);

/** Every row of the Parquet objects, read by DuckDB, ordered by `orderBy`, each value as text. */
export async function readParquet(
  s3: LocalS3,
  keys: string[],
  orderBy: string,
): Promise<{ columns: string[]; rows: (string | null)[][] }> {
  const directory = mkdtempSync(join(tmpdir(), "parquet-"));
  try {
    const files = await Promise.all(
      keys.map(async (key, index) => {
        const file = join(directory, `${index}.parquet`);
        writeFileSync(file, await download(s3, key));
        return file;
      }),
    );
    const instance = await DuckDBInstance.create(":memory:");
    const connection = await instance.connect();
    try {
      const list = files.map((file) => `'${file}'`).join(", ");
      const reader = await connection.runAndReadAll(
        `SELECT * FROM read_parquet([${list}]) ORDER BY ${orderBy}`,
      );
      return {
        columns: reader.columnNames(),
        rows: reader.getRowsJS().map((row) => row.map(asText)),
      };
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Every row of gzipped JSON-lines objects, as objects of text. */
export async function readJsonLines(
  s3: LocalS3,
  keys: string[],
): Promise<Record<string, string | null>[]> {
  const rows: Record<string, string | null>[] = [];
  for (const key of keys) {
    const text = gunzipSync(await download(s3, key)).toString("utf8");
    for (const line of text.split("\n")) if (line !== "") rows.push(JSON.parse(line));
  }
  return rows;
}

/** The column types DuckDB reads from a Parquet object (name -> DuckDB type). */
export async function parquetTypes(s3: LocalS3, key: string): Promise<Record<string, string>> {
  const directory = mkdtempSync(join(tmpdir(), "parquet-"));
  try {
    const file = join(directory, "object.parquet");
    writeFileSync(file, await download(s3, key));
    const instance = await DuckDBInstance.create(":memory:");
    const connection = await instance.connect();
    try {
      const reader = await connection.runAndReadAll(
        `DESCRIBE SELECT * FROM read_parquet('${file}')`,
      );
      return Object.fromEntries(
        reader.getRowObjectsJS().map((row) => [String(row.column_name), String(row.column_type)]),
      );
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
