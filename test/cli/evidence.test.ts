// `retention-job evidence` and `verify-ledger` from the command line, on a ledger written by real
// runs: the report in Markdown, HTML (one point per day with a run on the first chart, one bar per
// day on the second, no network reference) and JSON; the ledger checked, then broken by an edit;
// the evidence bucket read instead of the ledger, and compared with it.
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeEvidence } from "../../functions/aws/evidence-bucket.js";
import { EXIT } from "../../functions/cli/main.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { evidenceSince, runRetention } from "../../functions/engine/index.js";
import { fillVersions, versionsSql } from "../fixtures/archive/versions.js";
import { runCli } from "../helpers/cli.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";

let db: TestDatabase;
let s3: LocalS3;
beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3("acme-evidence")]);
  await db.pool.query(`CREATE SCHEMA audit; ${versionsSql("audit.versions")}`);
  await fillVersions(db.pool, "audit.versions", 300);
  const { policies } = parseRetentionTable({
    policies: [
      {
        name: "versions",
        table: "audit.versions",
        clock: "created_at",
        retention: "365d",
        hold: "legal_hold",
        owner: "audit",
      },
    ],
  });
  for (let run = 0; run < 2; run++) await runRetention({ pool: db.enginePool(), policies });
}, 60_000);
afterAll(async () => {
  await Promise.all([db.drop(), s3.close()]);
});

const cli = (args: string[]) => runCli(args, s3.env);

describe("retention-job evidence", () => {
  it("writes Markdown with the rule, the days and the ledger's head", async () => {
    const { code, stdout } = await cli(["evidence", "--since", "30d", "--database-url", db.url]);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/^# Retention evidence/);
    expect(stdout).toMatch(/## versions\n/);
    expect(stdout).toMatch(/Days compliant: \*\*1\*\*, not: \*\*0\*\*/);
    expect(stdout).toMatch(/"retentionMs": 31536000000/);
    expect(stdout).toMatch(/Ledger head: record 2, sha256 [0-9a-f]{64}/);
  });

  it("writes a self-contained HTML page with a point and a bar per day", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "evidence-")), "evidence.html");
    const { code, stderr } = await cli([
      "evidence",
      "--format",
      "html",
      "--out",
      out,
      "--database-url",
      db.url,
    ]);
    expect([code, stderr]).toEqual([
      EXIT.ok,
      expect.stringMatching(/wrote .*evidence\.html: 1 policies, 2 records/),
    ]);
    const html = await readFile(out, "utf8");
    expect(html.match(/<circle class="point/g)?.length).toBe(1);
    expect(html.match(/<rect class="bar"/g)?.length).toBe(1);
    expect(html).not.toMatch(/https?:\/\/|<script|<link/);
    expect(html).toMatch(/@media print/);
  });

  it("writes JSON for machines", async () => {
    const { stdout } = await cli(["evidence", "--format", "json", "--database-url", db.url]);
    const report = JSON.parse(stdout) as {
      records: number;
      policies: { policy: string; totals: { runs: number } }[];
    };
    expect(report.records).toBe(2);
    expect(report.policies.map((each) => [each.policy, each.totals.runs])).toEqual([
      ["versions", 2],
    ]);
  });

  it("refuses a format it does not write", async () => {
    const { code, stderr } = await cli(["evidence", "--format", "pdf", "--database-url", db.url]);
    expect([code, stderr]).toEqual([
      EXIT.badInput,
      expect.stringMatching(/--format: must be md, html or json/),
    ]);
  });
});

describe("retention-job verify-ledger", () => {
  it("holds, and matches the evidence bucket's copy; reads the report from the bucket too", async () => {
    const records = await evidenceSince(db.pool, new Date(0));
    await writeEvidence(
      s3.client,
      { bucket: s3.bucket, prefix: "evidence/" },
      records[0]!.body.runId,
      records,
      new Date(),
    );
    const held = await cli([
      "verify-ledger",
      "--database-url",
      db.url,
      "--against",
      `s3://${s3.bucket}/evidence`,
    ]);
    expect([held.code, held.stdout]).toEqual([
      EXIT.ok,
      expect.stringMatching(
        /^ledger holds: 2 records chained, head record 2 sha256 [0-9a-f]{64}; every record in s3:\/\/acme-evidence\/evidence matches$/,
      ),
    ]);
    const fromBucket = await cli([
      "evidence",
      "--format",
      "json",
      "--from",
      `s3://${s3.bucket}/evidence/`,
    ]);
    expect((JSON.parse(fromBucket.stdout) as { records: number }).records).toBe(2);
  });

  it("fails, naming the record, once a record is edited; and the bucket's copy shows a rewrite", async () => {
    await db.pool.query(
      "UPDATE retention_job.evidence SET body = replace(body, '\"held\":', '\"held\":9') WHERE seq = 2",
    );
    const broken = await cli(["verify-ledger", "--database-url", db.url]);
    expect([broken.code, broken.stderr]).toEqual([
      EXIT.runFailed,
      "ledger broken at record 2: its content does not match its hash: it was edited (1 records before it hold)",
    ]);
    // A forger who rehashes the record passes the chain's own check, not the bucket's copy.
    await db.pool.query(`DELETE FROM retention_job.evidence WHERE seq = 2`);
    const removed = await cli([
      "verify-ledger",
      "--database-url",
      db.url,
      "--against",
      `s3://${s3.bucket}/evidence`,
    ]);
    expect([removed.code, removed.stderr]).toEqual([
      EXIT.runFailed,
      "ledger differs from s3://acme-evidence/evidence: record 2 is in the bucket, not in the ledger: it was removed",
    ]);
  });
});
