// Archive before purge obeys the hold register: PaperTrail's versions (test/fixtures/archive/
// versions.ts) archived to S3 (s3rver) and purged, but the rows a case's table hold covers are in
// neither the archive nor the deletions; the oracle is plain SQL, the archive read back by DuckDB.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3ArchiveStores } from "../../functions/aws/archive-store.js";
import { type HoldAdd, holdAdd, parseHold } from "../../functions/contract/holds.js";
import { addHold, runRetention } from "../../functions/engine/index.js";
import { archivingTable, fillVersions, versionsSql } from "../fixtures/archive/versions.js";
import { readParquet } from "../helpers/archive.js";
import { createTestDatabase, idsOf, type TestDatabase } from "../helpers/db.js";
import { only } from "../helpers/rules.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";

let db: TestDatabase;
let s3: LocalS3;

beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3()]);
  await db.pool.query(`CREATE SCHEMA audit; ${versionsSql("audit.versions")}`);
  await fillVersions(db.pool, "audit.versions", 600);
}, 60_000);
afterAll(async () => {
  await Promise.all([db.drop(), s3.close()]);
});

const EXPIRED = "created_at < (now() AT TIME ZONE 'UTC') - interval '365 days' AND NOT legal_hold";

describe("archive before purge obeys the register", () => {
  it("a case's rows (item_type Invoice) stay, unarchived; the rest is archived and purged", async () => {
    await addHold(
      parseHold(holdAdd, {
        case: "2026-600",
        reason: "invoice dispute",
        placedBy: "counsel@example.org",
        scope: {
          table: "audit.versions",
          conditions: [{ column: "item_type", equals: "Invoice" }],
        },
      }) as HoldAdd,
      { pool: db.pool, redactionKey: undefined },
    );
    const going = await idsOf(
      db.pool,
      `SELECT id FROM audit.versions WHERE ${EXPIRED} AND item_type <> 'Invoice'`,
    );
    const held = await idsOf(
      db.pool,
      `SELECT id FROM audit.versions WHERE ${EXPIRED} AND item_type = 'Invoice'`,
    );
    expect(held.length).toBeGreaterThan(0);
    const report = await runRetention({
      pool: db.enginePool(),
      policies: archivingTable([{ name: "versions", table: "audit.versions" }], s3.bucket).policies,
      archiveStores: s3ArchiveStores(s3.client, [
        { name: "audit-archive", bucket: s3.bucket, prefix: "cold/" },
      ]),
      batchSize: 100,
    });
    const policy = only(report, "versions");
    expect(policy.error).toBeNull();
    expect(policy.deleted).toBe(going.length);
    // Per case: every expired row its hold covers (its hold column true or not).
    const byCase = await idsOf(
      db.pool,
      "SELECT id FROM audit.versions WHERE created_at < (now() AT TIME ZONE 'UTC') - interval '365 days' AND item_type = 'Invoice'",
    );
    expect(policy.heldByCase).toEqual({ "2026-600": byCase.length });
    const objects = (await s3.keys("cold/versions/versions/")).filter((key) =>
      key.endsWith(".parquet"),
    );
    const archived = (await readParquet(s3, objects, "id")).rows.map((row) => String(row[0]));
    expect(archived.sort()).toEqual(going);
    const left = await idsOf(db.pool, "SELECT id FROM audit.versions");
    expect(held.every((id) => left.includes(id))).toBe(true);
    expect(going.some((id) => left.includes(id))).toBe(false);
  });
});
