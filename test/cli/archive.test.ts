// Archives from the command line against a real S3 API (s3rver): `run` archives before it deletes,
// `restore` loads an object back into a table and says what it checked; bad input is refused with
// nothing deleted (an entry with no bucket to write to, a manifest address that is not one).
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT } from "../../functions/cli/main.js";
import {
  archivingInput,
  expiredRowsSql,
  fillVersions,
  versionsSql,
} from "../fixtures/archive/versions.js";
import { runCli } from "../helpers/cli.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";

let db: TestDatabase;
let s3: LocalS3;
let config: string;

beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3()]);
  await db.pool.query(`CREATE SCHEMA audit; ${versionsSql("audit.versions")}`);
  await fillVersions(db.pool, "audit.versions", 800);
  config = join(await mkdtemp(join(tmpdir(), "archive-cli-")), "retention.json");
  await writeFile(
    config,
    JSON.stringify(archivingInput([{ name: "versions", table: "audit.versions" }], s3.bucket)),
  );
}, 60_000);
afterAll(async () => {
  await Promise.all([db.drop(), s3.close()]);
});

const cli = (args: string[], env: Record<string, string> = s3.env) => runCli(args, env);

describe("archives from the command line", () => {
  it("refuses an archive entry with no bucket named, before deleting anything", async () => {
    const input = archivingInput([{ name: "versions", table: "audit.versions" }], s3.bucket);
    const { bucket: _, ...unnamed } = input.buckets[0] as { bucket: string };
    const file = join(await mkdtemp(join(tmpdir(), "archive-cli-")), "retention.json");
    await writeFile(file, JSON.stringify({ ...input, buckets: [unnamed] }));
    const { code, stderr } = await cli(["run", "--config", file, "--database-url", db.url]);
    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(/"audit-archive" names no bucket.*\n.*nothing was deleted/);
    const { rowCount } = await db.pool.query(expiredRowsSql("audit.versions"));
    expect(rowCount).toBeGreaterThan(300);
  });

  it("runs with the archive, then restores one object into a table", async () => {
    const expired = (await db.pool.query(expiredRowsSql("audit.versions"))).rowCount ?? 0;
    const run = await cli(["run", "--config", config, "--database-url", db.url, "--json"]);
    expect(run.code, run.stderr).toBe(EXIT.ok);
    const report = JSON.parse(run.stdout) as {
      policies: { deleted: number; archived: { rows: number } }[];
    };
    expect(report.policies[0]?.deleted).toBe(expired);
    expect(report.policies[0]?.archived.rows).toBe(expired);
    const manifest = (await s3.keys("cold/versions/versions/")).find((key) =>
      key.endsWith(".manifest.json"),
    );
    await db.pool.query("CREATE TABLE audit.audit_copy (LIKE audit.versions INCLUDING ALL)");
    const restored = await cli([
      "restore",
      "--manifest",
      `s3://${s3.bucket}/${manifest}`,
      "--into",
      "audit.audit_copy",
      "--database-url",
      db.url,
    ]);
    expect(restored.code, restored.stderr).toBe(EXIT.ok);
    const { rows } = await db.pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM audit.audit_copy",
    );
    const n = rows[0]?.n;
    expect(restored.stdout).toMatch(
      new RegExp(
        `^restored ${n} rows of versions \\(audit\\.versions\\) into audit\\.audit_copy: count and content checksum ${n}:[0-9a-f]{16} match the manifest$`,
      ),
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it("refuses a manifest address that is not one, and a manifest that is not there", async () => {
    const bad = await cli([
      "restore",
      "--manifest",
      "archive/key",
      "--into",
      "audit.x",
      "--database-url",
      db.url,
    ]);
    expect([bad.code, bad.stderr]).toEqual([
      EXIT.badInput,
      expect.stringMatching(/--manifest: must be an archive manifest's address/),
    ]);
    const missing = await cli([
      "restore",
      "--manifest",
      `s3://${s3.bucket}/nothing.manifest.json`,
      "--into",
      "audit.x",
      "--database-url",
      db.url,
    ]);
    expect([missing.code, missing.stderr]).toEqual([
      EXIT.badInput,
      expect.stringMatching(/does not exist/),
    ]);
  });
});
