// The Lambda's erasure receipts outlive the database: after an erase event the receipts are copied
// to the evidence bucket (a real S3 API, s3rver) as the ledger holds them, keyed hashes only; a
// copy of the database from before the erasure (a restore) is replayed from that bucket by
// `retention-job erase --replay --suppression-from`, and nothing of the subjects is left (plain
// SQL). A copy that fails is a warning; the erasure stands. A dry run copies nothing.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveS3Client } from "../../functions/aws/archive-store.js";
import { readEvidence } from "../../functions/aws/evidence-bucket.js";
import { EXIT, type Io, main } from "../../functions/cli/main.js";
import { createLogger, evidenceAt } from "../../functions/engine/index.js";
import { createHandler } from "../../functions/lambda/create-handler.js";
import type { ErasureResult } from "../../functions/lambda/erase.js";
import { createTestDatabase, type TestDatabase, withDatabase } from "../helpers/db.js";
import { addKeycloakUsers, ERASURE_KEY } from "../helpers/erasure.js";
import { fakeContext, handlerEnv } from "../helpers/lambda.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";
import { keycloakUsersSchemaSql } from "../schemas/frameworks.js";

let db: TestDatabase;
let s3: LocalS3;
let restored: string;
const erasure = { name: "keycloak-user", subject: { table: "keycloak.user_entity" }, owner: "Id" };
const PREFIX = "retention-evidence/";

beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3("acme-evidence")]);
  await db.pool.query(keycloakUsersSchemaSql);
  await addKeycloakUsers(db.pool, ["u-1", "u-2", "u-3", "u-4"]);
  // Last night's backup: a copy from before any erasure (its source must have no session).
  await db.pool.end();
  const backup = `${new URL(db.url).pathname.slice(1)}_backup`;
  await db.admin(`CREATE DATABASE ${backup} TEMPLATE ${new URL(db.url).pathname.slice(1)}`);
  restored = withDatabase(db.url, backup);
}, 60_000);
afterAll(async () => {
  await db.admin(`DROP DATABASE IF EXISTS ${new URL(restored).pathname.slice(1)} WITH (FORCE)`);
  await Promise.all([db.drop(), s3.close()]);
});

const lines: string[] = [];
const handler = (bucket: string) =>
  createHandler(
    handlerEnv(db.url, {
      ERASURE_TABLE: JSON.stringify(erasure),
      REDACTION_KEY: ERASURE_KEY,
      EVIDENCE_BUCKET: bucket,
    }),
    {
      s3: archiveS3Client(s3.env),
      logger: createLogger({ destination: { write: (line: string) => lines.push(line) } }),
    },
  );
const erase = async (bucket: string, subjects: string[], dryRun = false) =>
  (await handler(bucket)(
    { kind: "erase", subjects, dryRun },
    fakeContext(60_000),
  )) as ErasureResult;

/** The oracle: a user's rows in plain SQL. */
async function rowsOfUser(url: string, id: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT ((SELECT count(*) FROM keycloak.user_entity WHERE id = $1) + (SELECT count(*) FROM keycloak.credential WHERE user_id = $1))::int AS n",
      [id],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe("erasure receipts in the evidence bucket", () => {
  it("a dry run copies nothing", async () => {
    await erase("acme-evidence", ["u-1"], true);
    expect(await s3.keys(PREFIX)).toEqual([]);
  });

  it("copies the receipts as the ledger holds them, keyed hashes only", async () => {
    const result = await erase("acme-evidence", ["u-1", "u-2"]);
    expect(result.subjects.map((subject) => subject.outcome)).toEqual(["erased", "erased"]);
    const seqs = result.subjects.map((subject) => subject.seq as number);
    const day = new Date().toISOString().slice(0, 10);
    expect(await s3.keys(PREFIX)).toEqual([`${PREFIX}${day}/erasure-${seqs[0]}.jsonl`]);
    const copies = await readEvidence(
      s3.client,
      { bucket: s3.bucket, prefix: PREFIX },
      new Date(0),
    );
    const pool = new pg.Pool({ connectionString: db.url });
    try {
      expect(copies).toEqual(await evidenceAt(pool, seqs));
    } finally {
      await pool.end();
    }
    const text = copies.map((record) => record.text).join("\n");
    expect(text).not.toMatch(/u-1|u-2|example\.org/);
    expect(lines.join("\n")).toContain('"event":"erasure-evidence-copied"');
  });

  it("a restore from before the erasure is replayed from the bucket: nothing of the subjects left", async () => {
    for (const id of ["u-1", "u-2"]) expect(await rowsOfUser(restored, id)).toBe(2);
    const out: string[] = [];
    const io: Io = {
      out: (text) => out.push(text),
      err: () => undefined,
      env: { ...s3.env, REDACTION_KEY: ERASURE_KEY },
    };
    const table = join(await mkdtemp(join(tmpdir(), "erase-s3-")), "erasure.json");
    await writeFile(table, JSON.stringify(erasure));
    const code = await main(
      [
        "erase",
        "--erasure-table",
        table,
        "--replay",
        "--since",
        "1d",
        "--suppression-from",
        `s3://acme-evidence/${PREFIX}`,
        "--database-url",
        restored,
        "--json",
      ],
      io,
    );
    expect(code).toBe(EXIT.ok);
    expect(JSON.parse(out.join("\n"))).toMatchObject({ found: 2, erasedAgain: 2, left: 0 });
    for (const id of ["u-1", "u-2"]) expect(await rowsOfUser(restored, id)).toBe(0);
    for (const id of ["u-3", "u-4"]) expect(await rowsOfUser(restored, id)).toBe(2);
  });

  it("a copy that fails is a warning; the erasure stands", async () => {
    lines.length = 0;
    const result = await erase("no-such-bucket", ["u-3"]);
    expect(result.subjects[0]?.outcome).toBe("erased");
    expect(await rowsOfUser(db.url, "u-3")).toBe(0);
    expect(lines.join("\n")).toContain('"event":"erasure-evidence-copy-failed"');
    expect(lines.join("\n")).not.toContain("u-3");
  });
});
