// An archive in the Lambda: the function (with the environment the construct gives it) archives
// each batch to a real S3 API (s3rver) before it deletes, and reports RowsArchived, ArchivedBytes
// and ArchiveVerificationFailures in EMF; no column value reaches its log or metrics.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveS3Client } from "../../functions/aws/archive-store.js";
import {
  archivingInput,
  expiredRowsSql,
  fillVersions,
  versionsSql,
} from "../fixtures/archive/versions.js";
import { readParquet } from "../helpers/archive.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { captureStdout, emfLines, fakeContext, handlerEnv, newHandler } from "../helpers/lambda.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";

let db: TestDatabase;
let s3: LocalS3;

beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3("acme-archive")]);
  await db.pool.query(`CREATE SCHEMA audit; ${versionsSql("audit.versions")}`);
  await fillVersions(db.pool, "audit.versions", 1_200);
}, 60_000);
afterAll(async () => {
  await Promise.all([db.drop(), s3.close()]);
});

describe("an archiving policy, run by the Lambda", () => {
  it("archives, then deletes; RowsArchived and ArchivedBytes in EMF match the objects", async () => {
    const expired = (await db.pool.query<{ id: string }>(expiredRowsSql("audit.versions"))).rows;
    const { RETENTION_PRESET: _preset, ...rest } = handlerEnv(db.url, {});
    const handler = newHandler(
      {
        ...rest,
        RETENTION_TABLE: JSON.stringify(
          archivingInput([{ name: "versions", table: "audit.versions" }], "acme-archive"),
        ),
      },
      { s3: archiveS3Client(s3.env) },
    );
    const { lines } = await captureStdout(() => handler({ kind: "catch-up" }, fakeContext(60_000)));
    expect((await db.pool.query(expiredRowsSql("audit.versions"))).rowCount).toBe(0);
    const objects = (await s3.keys("cold/versions/versions/")).filter((key) =>
      key.endsWith(".parquet"),
    );
    const read = await readParquet(s3, objects, "id");
    expect(read.rows.map((row) => row[0])).toEqual(expired.map((row) => row.id));
    const records = emfLines(lines);
    const archived = records.find((record) => "RowsArchived" in record);
    expect(archived).toMatchObject({
      RowsArchived: expired.length,
      RowsDeleted: expired.length,
      ArchiveVerificationFailures: 0,
      Policy: "versions",
    });
    expect(Number(archived?.ArchivedBytes)).toBeGreaterThan(1_000);
    expect(lines.join("\n")).not.toMatch(/@example\.com|Ada /);
  });
});
