// The archive at its edges, against s3rver and real PostgreSQL (what mutation testing showed no
// other test would notice): the content checksum's properties and its pinned value (an archive
// written today must restore tomorrow); Parquet types as DuckDB reads them; an object that vanished
// after its upload; a policy another instance is archiving; rows that will not go after their
// archive (a trigger keeps them); a partition too big for one upload part, as Parquet and as JSON
// lines, read back in ranges.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3ArchiveStore, s3ArchiveStores } from "../../functions/aws/archive-store.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { contentChecksum } from "../../functions/engine/archive/format.js";
import { PART_BYTES } from "../../functions/engine/archive/stream.js";
import {
  type ArchiveStore,
  readManifest,
  restoreArchive,
  runRetention,
} from "../../functions/engine/index.js";
import { archivingTable, fillVersions, versionsSql } from "../fixtures/archive/versions.js";
import { parquetTypes, readJsonLines, readParquet } from "../helpers/archive.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { only } from "../helpers/rules.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";

let db: TestDatabase;
let s3: LocalS3;
beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3()]);
  await db.pool.query("CREATE SCHEMA audit");
}, 60_000);
afterAll(async () => {
  await Promise.all([db.drop(), s3.close()]);
});

const stores = () =>
  s3ArchiveStores(s3.client, [{ name: "audit-archive", bucket: s3.bucket, prefix: "cold/" }]);
const objectsOf = async (policy: string, ending: string) =>
  (await s3.keys(`cold/versions/${policy}/`)).filter((key) => key.endsWith(ending));
/** A table's rows, every column as PostgreSQL prints it in UTC (as the archive does), by id. */
async function asText(table: string): Promise<(string | null)[][]> {
  const client = await db.pool.connect();
  try {
    await client.query("SET TimeZone = 'UTC'");
    const { rows } = await client.query<(string | null)[]>({
      text: `SELECT id::text, small::text, medium::text, ratio::text, amount::text, ok::text,
                    price::text, label, at::text, doc::text, raw::text, ref::text, legal_hold::text
             FROM ${table} AS t ORDER BY t.id`,
      rowMode: "array",
    });
    return rows;
  } finally {
    client.release();
  }
}

const count = async (sql: string) => Number((await db.pool.query<{ n: string }>(sql)).rows[0]?.n);

describe("the content checksum", () => {
  const row = fc.array(fc.option(fc.string({ maxLength: 6 }), { nil: null }), {
    minLength: 1,
    maxLength: 4,
  });

  it("is the same whatever the rows' order, and another for any change of a value", () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), fc.nat(), (rows, pick) => {
        const reversed = [...rows].reverse();
        expect(contentChecksum(reversed)).toBe(contentChecksum(rows));
        const index = pick % rows.length;
        const changed = rows.map((each, at) =>
          at === index ? [...each.slice(0, -1), `${each.at(-1) ?? ""}x`] : each,
        );
        expect(contentChecksum(changed)).not.toBe(contentChecksum(rows));
      }),
      { numRuns: 200 },
    );
  });

  it("tells NULL from empty, where a field ends, a row more, and keeps its value from version to version", () => {
    expect(contentChecksum([[null]])).not.toBe(contentChecksum([[""]]));
    expect(contentChecksum([["ab", "c"]])).not.toBe(contentChecksum([["a", "bc"]]));
    expect(contentChecksum([["a"], ["a"]])).not.toBe(contentChecksum([["a"]]));
    expect(contentChecksum([["a"], ["b"]])).not.toBe(contentChecksum([["a", "b"]]));
    // Pinned: manifests written by this version carry it, and a later restore must compute it.
    expect(
      contentChecksum([
        ["1", null, "Ada"],
        ["2", "", "é\u0001"],
      ]),
    ).toBe("2:58e793ec3a320ed8");
    expect(contentChecksum([])).toBe("0:0000000000000000");
  });
});

describe("column types", () => {
  it("writes booleans, integers and floats as Parquet's own types, every other type as text, NULLs as NULL; and restores them", async () => {
    await db.pool.query(`
      CREATE TABLE audit.typed (
        id bigint PRIMARY KEY, small smallint, medium integer, ratio real, amount double precision,
        ok boolean, price numeric(10,2), label text, at timestamptz NOT NULL, doc jsonb, raw bytea,
        ref uuid, legal_hold boolean NOT NULL DEFAULT false);
      INSERT INTO audit.typed
        SELECT g, (g % 300)::smallint, g * 1000, g / 8.0, g * 0.1, g % 2 = 0, g * 1.25, 'label ' || g,
               now() - interval '400 days' - g * interval '1 hour', jsonb_build_object('g', g),
               decode(lpad(to_hex(g), 4, '0'), 'hex'), md5(g::text)::uuid, false
        FROM generate_series(1, 40) g;
      INSERT INTO audit.typed (id, at) VALUES (41, now() - interval '500 days');`);
    const expected = await asText("audit.typed");
    const table = parseRetentionTable({
      policies: [
        {
          name: "typed",
          table: "audit.typed",
          clock: "at",
          retention: "365d",
          hold: "legal_hold",
          owner: "t",
          archive: { bucket: "audit-archive", prefix: "versions" },
        },
      ],
      buckets: [{ name: "audit-archive", bucket: s3.bucket, retention: "2555d", owner: "t" }],
    });
    const report = await runRetention({
      pool: db.enginePool(),
      policies: table.policies,
      archiveStores: stores(),
    });
    expect(only(report, "typed").archived?.rows).toBe(41);
    const objects = await objectsOf("typed", ".parquet");
    const read = await readParquet(s3, objects, "id");
    expect(read.rows).toEqual(expected);
    expect(await parquetTypes(s3, objects[0] as string)).toEqual({
      id: "BIGINT",
      small: "INTEGER",
      medium: "INTEGER",
      ratio: "DOUBLE",
      amount: "DOUBLE",
      ok: "BOOLEAN",
      price: "VARCHAR",
      label: "VARCHAR",
      at: "VARCHAR",
      doc: "VARCHAR",
      raw: "VARCHAR",
      ref: "VARCHAR",
      legal_hold: "BOOLEAN",
    });
    // Restored into a copy, value for value.
    await db.pool.query("CREATE TABLE audit.typed_back (LIKE audit.typed INCLUDING ALL)");
    const store = s3ArchiveStore(s3.client, s3.bucket);
    const client = await db.pool.connect();
    try {
      for (const key of (await s3.keys("cold/versions/typed/")).filter((each) =>
        each.endsWith(".manifest.json"),
      )) {
        await restoreArchive(client, store, await readManifest(store, key), {
          schema: "audit",
          name: "typed_back",
        });
      }
    } finally {
      client.release();
    }
    expect(await asText("audit.typed_back")).toEqual(expected);
  });
});

describe("when the archive cannot be trusted, nothing leaves", () => {
  it("an object gone after its upload: a failed verification, the rows stay, the ledger says abandoned", async () => {
    await db.pool.query(versionsSql("audit.vanish"));
    await fillVersions(db.pool, "audit.vanish", 200);
    const before = await count("SELECT count(*) AS n FROM audit.vanish");
    const real = s3ArchiveStore(s3.client, s3.bucket);
    const vanishing: ArchiveStore = { ...real, get: async () => undefined };
    const report = await runRetention({
      pool: db.enginePool(),
      policies: archivingTable([{ name: "vanish", table: "audit.vanish" }], s3.bucket).policies,
      archiveStores: () => ({ store: vanishing, prefix: "cold/" }),
    });
    expect(only(report, "vanish").error).toMatch(/not found after its upload/);
    expect(only(report, "vanish").archived).toEqual({
      objects: 0,
      rows: 0,
      bytes: 0,
      verificationFailures: 1,
    });
    expect(await count("SELECT count(*) AS n FROM audit.vanish")).toBe(before);
    expect(await objectsOf("vanish", ".parquet")).toEqual([]);
  });

  it("a policy another instance is archiving is skipped and says so; once it is free, it is archived", async () => {
    await db.pool.query(versionsSql("audit.busy"));
    await fillVersions(db.pool, "audit.busy", 200);
    const before = await count("SELECT count(*) AS n FROM audit.busy");
    const { policies } = archivingTable([{ name: "busy", table: "audit.busy" }], s3.bucket);
    const other = await db.pool.connect();
    try {
      await other.query("SELECT pg_advisory_lock(731002, hashtext('busy'))");
      const report = await runRetention({
        pool: db.enginePool(),
        policies,
        archiveStores: stores(),
      });
      expect(only(report, "busy")).toMatchObject({ outcome: "skipped", deleted: 0, error: null });
      expect(await count("SELECT count(*) AS n FROM audit.busy")).toBe(before);
      await other.query("SELECT pg_advisory_unlock(731002, hashtext('busy'))");
    } finally {
      other.release();
    }
    const report = await runRetention({ pool: db.enginePool(), policies, archiveStores: stores() });
    expect(only(report, "busy").outcome).toBe("completed");
    expect(only(report, "busy").archived?.rows).toBeGreaterThan(0);
    // Its lock was let go at the end: a run just after takes it again, finding nothing to do.
    const again = await runRetention({ pool: db.enginePool(), policies, archiveStores: stores() });
    expect(only(again, "busy")).toMatchObject({ outcome: "completed", deleted: 0 });
  });

  it("rows that will not go after their archive (a trigger keeps them): the batch is rolled back and tried again, three times, then the policy fails; nothing lost, nothing kept in the bucket", async () => {
    await db.pool.query(`${versionsSql("audit.sticky")}
      CREATE FUNCTION audit.keep_some() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN IF OLD.id % 10 = 0 THEN RETURN NULL; END IF; RETURN OLD; END $$;
      CREATE TRIGGER keep_some BEFORE DELETE ON audit.sticky FOR EACH ROW EXECUTE FUNCTION audit.keep_some();`);
    await fillVersions(db.pool, "audit.sticky", 200);
    const before = await count("SELECT count(*) AS n FROM audit.sticky");
    const report = await runRetention({
      pool: db.enginePool(),
      policies: archivingTable([{ name: "sticky", table: "audit.sticky" }], s3.bucket).policies,
      archiveStores: stores(),
    });
    expect(only(report, "sticky").error).toMatch(/^\d+ rows archived, \d+ still deletable/);
    expect(await count("SELECT count(*) AS n FROM audit.sticky")).toBe(before);
    const ledger = await db.pool.query<{ status: string }>(
      "SELECT status FROM retention_job.archive_objects WHERE policy = 'sticky'",
    );
    expect(ledger.rows.map((row) => row.status)).toEqual(["abandoned", "abandoned", "abandoned"]);
    expect(await s3.keys("cold/versions/sticky/")).toEqual([]);
  });
});

describe("a partition bigger than an upload part", () => {
  for (const format of ["parquet", "jsonl"] as const) {
    it(`goes up in several parts and reads back in ranges (${format})`, async () => {
      const table = `audit.big_${format}`;
      await db.pool.query(`CREATE TABLE ${table} (id bigint NOT NULL, payload text NOT NULL, created_at timestamptz NOT NULL) PARTITION BY RANGE (created_at);
        CREATE TABLE ${table}_old PARTITION OF ${table} FOR VALUES FROM ('2000-01-01') TO (date_trunc('month', now() - interval '2 years'));
        CREATE TABLE ${table}_now PARTITION OF ${table} FOR VALUES FROM (date_trunc('month', now() - interval '2 years')) TO ('2100-01-01');
        INSERT INTO ${table}_old
          SELECT g, (SELECT string_agg(md5(g::text || ':' || k || random()::text), '') FROM generate_series(1, 40) k),
                 date_trunc('month', now() - interval '2 years') - interval '10 days'
          FROM generate_series(1, 14000) g;`);
      const policy = parseRetentionTable({
        policies: [
          {
            name: `big-${format}`,
            table,
            mechanism: "drop-partitions",
            clock: "created_at",
            retention: "365d",
            owner: "t",
            archive: { bucket: "audit-archive", prefix: "versions", format },
          },
        ],
        buckets: [{ name: "audit-archive", bucket: s3.bucket, retention: "2555d", owner: "t" }],
      }).policies;
      const report = await runRetention({
        pool: db.enginePool(),
        policies: policy,
        archiveStores: stores(),
      });
      const done = only(report, `big-${format}`);
      expect(done.error).toBeNull();
      expect(done.archived?.rows).toBe(14_000);
      expect(done.archived?.bytes).toBeGreaterThan(PART_BYTES);
      const [key] = await objectsOf(
        `big-${format}`,
        format === "parquet" ? ".parquet" : ".jsonl.gz",
      );
      const ids =
        format === "parquet"
          ? (await readParquet(s3, [key as string], "id")).rows.map((row) => Number(row[0]))
          : (await readJsonLines(s3, [key as string]))
              .map((row) => Number(row.id))
              .sort((a, b) => a - b);
      expect(ids).toEqual(Array.from({ length: 14_000 }, (_, index) => index + 1));
      const manifest = await readManifest(
        s3ArchiveStore(s3.client, s3.bucket),
        `${(key as string).replace(/\.(parquet|jsonl\.gz)$/, "")}.manifest.json`,
      );
      expect(manifest).toMatchObject({ rows: 14_000, partition: `${table}_old`, format });
    }, 120_000);
  }
});
