// Archive, verify, then purge, against a real S3 API (s3rver on loopback) and real PostgreSQL:
// what left the database is in the archive row for row (read back by DuckDB, not by the engine),
// held rows stay and are not archived, a manifest carries no values but key and clock ranges, a
// restore loads an object back with its count and checksum checked, an object that does not read
// back leaves its rows in place.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3ArchiveStore, s3ArchiveStores } from "../../functions/aws/archive-store.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { exportEncoding } from "../../functions/engine/archive/copy-parquet.js";
import {
  type ArchiveStore,
  readManifest,
  restoreArchive,
  runRetention,
} from "../../functions/engine/index.js";
import {
  archivingInput,
  archivingTable,
  expiredRowsSql,
  fillVersions,
  monthlySessionLog,
  partitionArchiveInput,
  versionsSql,
} from "../fixtures/archive/versions.js";
import { readJsonLines, readParquet } from "../helpers/archive.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { only } from "../helpers/rules.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";

let db: TestDatabase;
let s3: LocalS3;

beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3()]);
  await db.pool.query(
    `CREATE SCHEMA audit; ${versionsSql("audit.versions")} ${versionsSql("audit.versions_jsonl")}`,
  );
  await fillVersions(db.pool, "audit.versions", 3_000);
  await fillVersions(db.pool, "audit.versions_jsonl", 1_000);
}, 60_000);
afterAll(async () => {
  await Promise.all([db.drop(), s3.close()]);
});

const COLUMNS = [
  "id",
  "item_type",
  "item_id",
  "event",
  "whodunnit",
  "object",
  "object_changes",
  "transaction_id",
  "legal_hold",
  "created_at",
];

const stores = () =>
  s3ArchiveStores(s3.client, [{ name: "audit-archive", bucket: s3.bucket, prefix: "cold/" }]);

async function oracle(table: string) {
  const expired = await db.pool.query<Record<string, string | null>>(expiredRowsSql(table));
  const { rows } = await db.pool.query<{ total: string; held: string }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE legal_hold) AS held FROM ${table}`,
  );
  return { expired: expired.rows, total: Number(rows[0]?.total), held: Number(rows[0]?.held) };
}

/** A run in a child process, killed (SIGKILL) at `point` (see test/fixtures/archive/crash.ts). */
async function killedRun(input: unknown, point: "upload" | "ledger" | "export" | "detach") {
  // Not spawnSync: the S3 server runs in this process and must answer meanwhile.
  const child = await new Promise<{ signal: NodeJS.Signals | null; out: string }>((resolve) => {
    const running = spawn(
      process.execPath,
      ["--import", "tsx", "test/fixtures/archive/crash.ts", db.url, JSON.stringify(input), point],
      { env: { ...process.env, ...s3.env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let out = "";
    running.stdout.on("data", (chunk) => {
      out += chunk;
    });
    running.stderr.on("data", (chunk) => {
      out += chunk;
    });
    running.on("exit", (_, signal) => resolve({ signal, out }));
  });
  // The killed session's backend notices its client is gone and rolls back (its locks with it).
  for (let waited = 0; waited < 100; waited++) {
    const { rows } = await db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid IN (731001, 731002)",
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

describe("archive before purge", () => {
  it("archives exactly the rows it deletes, as Parquet DuckDB reads back row for row", async () => {
    const before = await oracle("audit.versions");
    expect(before.expired.length).toBeGreaterThan(1_500);
    const table = archivingTable([{ name: "versions", table: "audit.versions" }], s3.bucket);
    const report = await runRetention({
      pool: db.enginePool(),
      policies: table.policies,
      archiveStores: stores(),
      batchSize: 500,
    });
    const policy = only(report, "versions");
    expect(policy.error).toBeNull();
    expect(policy.deleted).toBe(before.expired.length);
    const objects = (await s3.keys("cold/versions/versions/")).filter((key) =>
      key.endsWith(".parquet"),
    );
    expect(policy.archived).toEqual({
      objects: objects.length,
      rows: before.expired.length,
      bytes: expect.any(Number),
      verificationFailures: 0,
    });
    expect(objects.length).toBe(Math.ceil(before.expired.length / 500));
    // The database keeps the rest: the young rows and the held ones, whatever their age.
    const left = await db.pool.query<{ n: string }>("SELECT count(*) AS n FROM audit.versions");
    expect(Number(left.rows[0]?.n)).toBe(before.total - before.expired.length);
    expect((await db.pool.query(expiredRowsSql("audit.versions"))).rowCount).toBe(0);
    // DuckDB reads the archive: every deleted row, column for column, as PostgreSQL printed it.
    const read = await readParquet(s3, objects, "id");
    expect(read.columns).toEqual(COLUMNS);
    const expected = before.expired.map((row) =>
      COLUMNS.map((column) => (column === "legal_hold" ? row[column] : row[column]) ?? null),
    );
    expect(read.rows).toEqual(expected);
    // A held row is in neither the archive nor the deletions.
    expect(read.rows.some((row) => row[8] === "true")).toBe(false);
    // Nothing more the second time.
    const again = await runRetention({
      pool: db.enginePool(),
      policies: table.policies,
      archiveStores: stores(),
    });
    expect(only(again, "versions").archived?.objects).toBe(0);
  }, 120_000);

  it("writes a manifest per object with counts, checksums, types, key and clock ranges, and no other value", async () => {
    const manifests = (await s3.keys("cold/versions/versions/")).filter((key) =>
      key.endsWith(".manifest.json"),
    );
    expect(manifests.length).toBeGreaterThan(0);
    const store = s3ArchiveStore(s3.client, s3.bucket);
    for (const key of manifests) {
      const text = Buffer.from((await store.get(key)) as Uint8Array).toString("utf8");
      expect(text).not.toMatch(/@example\.com|Ada |"User"|"Invoice"|"destroy"/);
      const manifest = await readManifest(store, key);
      expect(manifest).toMatchObject({
        policy: "versions",
        table: "audit.versions",
        format: "parquet",
        key: { columns: ["id"] },
        clock: { expression: "created_at" },
      });
      expect(manifest.columns.map((column) => column.type)).toContain(
        "timestamp(6) without time zone",
      );
      expect(Date.parse(manifest.clock?.min as string)).toBeLessThanOrEqual(
        Date.parse(manifest.clock?.max as string),
      );
    }
  });

  it("restores an object into a table, its count and content checked, and refuses a wrong target", async () => {
    await db.pool.query("CREATE TABLE audit.restored (LIKE audit.versions INCLUDING ALL)");
    const store = s3ArchiveStore(s3.client, s3.bucket);
    const key = (await s3.keys("cold/versions/versions/")).find((each) =>
      each.endsWith(".manifest.json"),
    ) as string;
    const manifest = await readManifest(store, key);
    const client = await db.pool.connect();
    try {
      const restored = await restoreArchive(client, store, manifest, {
        schema: "audit",
        name: "restored",
      });
      expect(restored.rows).toBe(manifest.rows);
      // The key range is the first and last row in clock order (the oldest first).
      const { rows } = await client.query<{ n: string; first: string; last: string }>(
        `SELECT count(*) AS n, (array_agg(id::text ORDER BY created_at, id))[1] AS first,
                (array_agg(id::text ORDER BY created_at DESC, id DESC))[1] AS last FROM audit.restored`,
      );
      expect([Number(rows[0]?.n), rows[0]?.first, rows[0]?.last]).toEqual([
        manifest.rows,
        manifest.key?.first[0],
        manifest.key?.last[0],
      ]);
      // The same object again: its keys are taken, nothing more is loaded.
      await expect(
        restoreArchive(client, store, manifest, { schema: "audit", name: "restored" }),
      ).rejects.toThrow(/duplicate key/);
      await expect(
        restoreArchive(client, store, manifest, { schema: "audit", name: "nowhere" }),
      ).rejects.toThrow(/does not exist/);
      // A manifest whose checksum the object does not match loads nothing.
      await expect(
        restoreArchive(
          client,
          store,
          { ...manifest, sha256: "0".repeat(64) },
          { schema: "audit", name: "restored" },
        ),
      ).rejects.toThrow(/checksum/);
      const after = await client.query<{ n: string }>("SELECT count(*) AS n FROM audit.restored");
      expect(Number(after.rows[0]?.n)).toBe(manifest.rows);
    } finally {
      client.release();
    }
  });

  it("writes gzipped JSON lines when asked", async () => {
    const before = await oracle("audit.versions_jsonl");
    const table = archivingTable(
      [{ name: "versions-jsonl", table: "audit.versions_jsonl", format: "jsonl" }],
      s3.bucket,
    );
    const report = await runRetention({
      pool: db.enginePool(),
      policies: table.policies,
      archiveStores: stores(),
    });
    expect(only(report, "versions-jsonl").deleted).toBe(before.expired.length);
    const objects = (await s3.keys("cold/versions/versions-jsonl/")).filter((key) =>
      key.endsWith(".jsonl.gz"),
    );
    const rows = await readJsonLines(s3, objects);
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    expect(rows).toEqual(before.expired);
  });

  it("leaves the rows in place when an object does not read back as written", async () => {
    await db.pool.query("CREATE TABLE audit.versions_bad (LIKE audit.versions INCLUDING ALL)");
    await fillVersions(db.pool, "audit.versions_bad", 300);
    const before = await oracle("audit.versions_bad");
    const real = s3ArchiveStore(s3.client, s3.bucket);
    // A store whose reads come back one byte wrong (a torn write, a bad proxy).
    const corrupt: ArchiveStore = {
      ...real,
      async get(key) {
        const bytes = await real.get(key);
        if (!bytes || key.endsWith(".json")) return bytes;
        const copy = Uint8Array.from(bytes);
        const middle = copy.length >> 1;
        copy[middle] = (copy[middle] ?? 0) ^ 0xff;
        return copy;
      },
    };
    const table = archivingTable(
      [{ name: "versions-bad", table: "audit.versions_bad" }],
      s3.bucket,
    );
    const report = await runRetention({
      pool: db.enginePool(),
      policies: table.policies,
      archiveStores: () => ({ store: corrupt, prefix: "cold/" }),
    });
    const policy = only(report, "versions-bad");
    expect(policy.error).toMatch(/checksum/);
    expect(policy.archived?.verificationFailures).toBe(1);
    expect(policy.deleted).toBe(0);
    expect((await db.pool.query(expiredRowsSql("audit.versions_bad"))).rowCount).toBe(
      before.expired.length,
    );
    // The object and its manifest were removed; the ledger says abandoned.
    expect(await s3.keys("cold/versions/versions-bad/")).toEqual([]);
    const ledger = await db.pool.query<{ status: string }>(
      "SELECT status FROM retention_job.archive_objects WHERE policy = 'versions-bad'",
    );
    expect(ledger.rows.map((row) => row.status)).toEqual(["abandoned"]);
  });

  it("refuses an archive with no store configured, before deleting anything", async () => {
    await db.pool.query("CREATE TABLE audit.versions_nostore (LIKE audit.versions INCLUDING ALL)");
    await fillVersions(db.pool, "audit.versions_nostore", 100);
    const table = archivingTable([{ name: "nostore", table: "audit.versions_nostore" }], s3.bucket);
    const report = await runRetention({ pool: db.enginePool(), policies: table.policies });
    expect(only(report, "nostore").error).toMatch(
      /no archive store for the buckets entry "audit-archive"/,
    );
    expect(only(report, "nostore").deleted).toBe(0);
    const { rows } = await db.pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM audit.versions_nostore",
    );
    expect(Number(rows[0]?.n)).toBe(100);
  });
});

describe("a run killed in the middle of a batch", () => {
  for (const point of ["upload", "ledger"] as const) {
    it(`killed ${point === "upload" ? "between upload and delete" : "between delete and the ledger"}: the rows stay, the next run archives each once`, async () => {
      const name = `killed-${point}`;
      const table = `audit.versions_${point}`;
      await db.pool.query(`CREATE TABLE ${table} (LIKE audit.versions INCLUDING ALL)`);
      await fillVersions(db.pool, table, 600);
      const before = await oracle(table);
      const input = archivingInput([{ name, table }], s3.bucket);
      const child = await killedRun(input, point);
      expect(child.signal, child.out).toBe("SIGKILL");
      // Nothing left the database; the object is in the bucket, pending in the ledger.
      expect((await db.pool.query(expiredRowsSql(table))).rowCount).toBe(before.expired.length);
      const ledger = async () =>
        (
          await db.pool.query<{ status: string; object_key: string }>(
            "SELECT status, object_key FROM retention_job.archive_objects WHERE policy = $1 ORDER BY id",
            [name],
          )
        ).rows;
      expect((await ledger()).map((row) => row.status)).toEqual(["pending"]);
      const prefix = `cold/versions/${name}/`;
      expect((await s3.keys(prefix)).length).toBe(2);
      // The next run takes it up: the pending object is abandoned, every row archived once.
      const report = await runRetention({
        pool: db.enginePool(),
        policies: parseRetentionTable(input).policies,
        archiveStores: stores(),
        batchSize: 100,
      });
      expect(only(report, name).deleted).toBe(before.expired.length);
      const rows = await ledger();
      expect(rows[0]?.status).toBe("abandoned");
      expect(rows.slice(1).every((row) => row.status === "done")).toBe(true);
      const objects = (await s3.keys(prefix)).filter((key) => key.endsWith(".parquet"));
      expect(objects).toEqual(
        rows
          .slice(1)
          .map((row) => row.object_key)
          .sort(),
      );
      const read = await readParquet(s3, objects, "id");
      expect(read.rows.map((row) => row[0])).toEqual(before.expired.map((row) => row.id));
    }, 90_000);
  }
});

describe("partitions archived before their DROP", () => {
  /** The partitions wholly past a year, and their rows as text: the oracle. */
  async function duePartitions(table: string) {
    const { rows } = await db.pool.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = $1::regclass
         AND (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \\(''([^'']+)''\\)'))[1]::timestamptz <= now() - interval '365 days'
       ORDER BY 1`,
      [table],
    );
    const names = rows.map((row) => row.name);
    const [schema] = table.split(".");
    // As the archive prints them: in UTC, whatever the server's time zone.
    const client = await db.pool.connect();
    await client.query("SET TimeZone = 'UTC'");
    const data = await client.query<string[]>({
      text: `SELECT * FROM (${names
        .map(
          (name) =>
            `SELECT id::text, usuario_id::text, ip::text, user_agent, exito::text, created_at::text FROM ${schema}.${name}`,
        )
        .join(" UNION ALL ")}) AS due ORDER BY id::bigint`,
      rowMode: "array",
    });
    client.release();
    return { names, rows: data.rows };
  }

  it("detaches, exports, verifies and drops each partition past the retention; DuckDB reads each back", async () => {
    await monthlySessionLog(db.pool, "audit.sesiones", 200);
    const due = await duePartitions("audit.sesiones");
    expect(due.names.length).toBeGreaterThanOrEqual(2);
    const input = partitionArchiveInput("sesiones", "audit.sesiones", s3.bucket);
    const report = await runRetention({
      pool: db.enginePool(),
      policies: parseRetentionTable(input).policies,
      archiveStores: stores(),
    });
    const policy = only(report, "sesiones");
    expect(policy.error).toBeNull();
    expect(policy.partitions?.dropped.sort()).toEqual(due.names);
    expect(policy.archived).toMatchObject({
      objects: due.names.length,
      rows: due.rows.length,
      verificationFailures: 0,
    });
    const objects = (await s3.keys("cold/sessions/sesiones/")).filter((key) =>
      key.endsWith(".parquet"),
    );
    expect(objects).toEqual(
      due.names.map((name) => `cold/sessions/sesiones/partition-${name}.parquet`).sort(),
    );
    const read = await readParquet(s3, objects, "id::bigint");
    expect(read.rows).toEqual(
      due.rows
        .map((row) => row.map((value) => value ?? null))
        .map((row) => [row[0], row[1], row[2], row[3], row[4], row[5]]),
    );
    for (const name of due.names) {
      const gone = await db.pool.query("SELECT to_regclass($1) AS oid", [`audit.${name}`]);
      expect(gone.rows[0]?.oid).toBeNull();
    }
  }, 120_000);

  it("fails with nothing dropped when the export breaks off after rows went to the encoding thread", async () => {
    // A cast to text that refuses one row: COPY fails on the server past 2 MB of output (blocks
    // already with the encoding thread); the run must fail, the partition keep every row.
    await db.pool.query(`
      CREATE TYPE audit.pair AS (a int, b int);
      CREATE FUNCTION audit.pair_text(p audit.pair) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
        BEGIN
          IF p.a = 40000 THEN RAISE EXCEPTION 'pair % refused', p.a; END IF;
          RETURN p.a || ',' || p.b;
        END $$;
      CREATE CAST (audit.pair AS text) WITH FUNCTION audit.pair_text(audit.pair);
      CREATE TABLE audit.pairs (id bigint, pair audit.pair, created_at timestamptz NOT NULL)
        PARTITION BY RANGE (created_at);
      CREATE TABLE audit.pairs_old PARTITION OF audit.pairs
        FOR VALUES FROM ('2000-01-01') TO ('2001-01-01');
      CREATE TABLE audit.pairs_now PARTITION OF audit.pairs
        FOR VALUES FROM ('2001-01-01') TO ('2100-01-01');
      INSERT INTO audit.pairs SELECT g, ROW(g, g)::audit.pair,
        '2000-06-01'::timestamptz + make_interval(secs => g) FROM generate_series(1, 60000) AS g;`);
    const input = partitionArchiveInput("pairs", "audit.pairs", s3.bucket);
    exportEncoding.thread = true;
    const report = await runRetention({
      pool: db.enginePool(),
      policies: parseRetentionTable(input).policies,
      archiveStores: stores(),
    }).finally(() => {
      exportEncoding.thread = false;
    });
    const policy = only(report, "pairs");
    expect(policy.error).toMatch(/pair 40000 refused/);
    expect(policy.partitions?.dropped ?? []).toEqual([]);
    const left = await db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit.pairs_old",
    );
    expect(left.rows[0]?.n).toBe(60_000);
    const objects = (await s3.keys("cold/sessions/pairs/")).filter((key) =>
      key.endsWith(".parquet"),
    );
    expect(objects).toEqual([]);
  }, 120_000);

  it("a partition detached and not yet exported (the run killed) is exported and dropped by the next run", async () => {
    await monthlySessionLog(db.pool, "audit.sesiones_k", 150);
    const due = await duePartitions("audit.sesiones_k");
    const input = partitionArchiveInput("sesiones-k", "audit.sesiones_k", s3.bucket);
    const child = await killedRun(input, "export");
    expect(child.signal, child.out).toBe("SIGKILL");
    // The first due partition is detached (no longer a partition), still holding its rows.
    const first = due.names[0] as string;
    const state = await db.pool.query<{ is_partition: boolean; n: string }>(
      `SELECT c.relispartition AS is_partition, (SELECT count(*) FROM audit.${first}) AS n
       FROM pg_class c WHERE c.oid = to_regclass($1)`,
      [`audit.${first}`],
    );
    expect(state.rows[0]).toEqual({ is_partition: false, n: "150" });
    const report = await runRetention({
      pool: db.enginePool(),
      policies: parseRetentionTable(input).policies,
      archiveStores: stores(),
    });
    const policy = only(report, "sesiones-k");
    expect(policy.error).toBeNull();
    expect(policy.partitions?.dropped.sort()).toEqual(due.names);
    const objects = (await s3.keys("cold/sessions/sesiones-k/")).filter((key) =>
      key.endsWith(".parquet"),
    );
    const read = await readParquet(s3, objects, "id::bigint");
    expect(read.rows.map((row) => row[0])).toEqual(due.rows.map((row) => row[0]));
    const ledger = await db.pool.query<{ status: string }>(
      "SELECT status FROM retention_job.archive_objects WHERE policy = 'sesiones-k' ORDER BY id",
    );
    expect(ledger.rows.every((row) => row.status === "done")).toBe(true);
    expect(ledger.rows.length).toBe(due.names.length);
  }, 120_000);
});

describe("a partition recorded pending, its detach never done (the run killed)", () => {
  it("stays attached; the next run abandons the pending object and archives it as usual", async () => {
    await monthlySessionLog(db.pool, "audit.sesiones_d", 100);
    const due = await db.pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM audit.sesiones_d WHERE created_at < now() - interval '400 days'",
    );
    const input = partitionArchiveInput("sesiones-d", "audit.sesiones_d", s3.bucket);
    const child = await killedRun(input, "detach");
    expect(child.signal, child.out).toBe("SIGKILL");
    const pending = await db.pool.query<{ status: string; partition: string }>(
      "SELECT status, partition FROM retention_job.archive_objects WHERE policy = 'sesiones-d'",
    );
    expect(pending.rows.map((row) => row.status)).toEqual(["pending"]);
    const [, name] = JSON.parse(pending.rows[0]!.partition) as [string, string];
    const attached = await db.pool.query<{ is_partition: boolean }>(
      "SELECT relispartition AS is_partition FROM pg_class WHERE oid = to_regclass($1)",
      [`audit.${name}`],
    );
    expect(attached.rows[0]?.is_partition).toBe(true);
    const report = await runRetention({
      pool: db.enginePool(),
      policies: parseRetentionTable(input).policies,
      archiveStores: stores(),
    });
    expect(only(report, "sesiones-d").error).toBeNull();
    expect(only(report, "sesiones-d").partitions?.dropped).toContain(name);
    const ledger = await db.pool.query<{ status: string }>(
      "SELECT status FROM retention_job.archive_objects WHERE policy = 'sesiones-d' ORDER BY id",
    );
    expect(ledger.rows[0]?.status).toBe("abandoned");
    expect(ledger.rows.slice(1).every((row) => row.status === "done")).toBe(true);
    expect(Number(due.rows[0]?.n)).toBeGreaterThan(0);
  }, 90_000);
});
