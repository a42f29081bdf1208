// The Lambda copies each run's evidence records to the evidence bucket (a real S3 API, s3rver),
// record for record as the ledger holds them, chained, with no row's value; `evidence --from` and
// `verify-ledger --against` read that copy (test/cli/evidence.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveS3Client } from "../../functions/aws/archive-store.js";
import { readEvidence } from "../../functions/aws/evidence-bucket.js";
import { evidenceSince } from "../../functions/engine/index.js";
import { loadSettings } from "../../functions/lambda/settings.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { insertSicr, insertUser } from "../helpers/identity.js";
import { captureStdout, fakeContext, handlerEnv, newHandler } from "../helpers/lambda.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";

let db: TestDatabase;
let s3: LocalS3;
beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3("acme-evidence")]);
  const userId = await insertUser(db.pool);
  for (let index = 0; index < 20; index++) await insertSicr(db.pool, { userId, age: "60 days" });
}, 60_000);
afterAll(async () => {
  await Promise.all([db.drop(), s3.close()]);
});

describe("evidence that outlives the database", () => {
  it("the run's records, as the ledger holds them, in the evidence bucket", async () => {
    const env = handlerEnv(db.url, { EVIDENCE_BUCKET: "acme-evidence" });
    const handler = newHandler(env, { s3: archiveS3Client(s3.env) });
    const { lines } = await captureStdout(() => handler({ kind: "catch-up" }, fakeContext(60_000)));
    // Nothing of a row in what the function writes to its stdout (EMF) either.
    expect(lines.join("\n")).not.toMatch(/\+1555/);
    const ledger = await evidenceSince(db.pool, new Date(0));
    expect(ledger.length).toBeGreaterThanOrEqual(2);
    const keys = await s3.keys("retention-evidence/");
    expect(keys).toEqual([
      `retention-evidence/${new Date().toISOString().slice(0, 10)}/${ledger[0]?.body.runId}.jsonl`,
    ]);
    const copies = await readEvidence(
      s3.client,
      { bucket: s3.bucket, prefix: "retention-evidence/" },
      new Date(0),
    );
    expect(copies).toEqual(ledger);
    expect(copies.map((record) => record.text).join("\n")).not.toMatch(/\+1555|\+49/);
  });

  it("refuses a bucket name that is not one, and a lock that is not a number of days", () => {
    expect(() => loadSettings(handlerEnv(db.url, { EVIDENCE_BUCKET: "Not A Bucket" }))).toThrow(
      /EVIDENCE_BUCKET: must be an S3 bucket name/,
    );
    expect(() =>
      loadSettings(
        handlerEnv(db.url, { EVIDENCE_BUCKET: "acme-evidence", EVIDENCE_LOCK_DAYS: "forever" }),
      ),
    ).toThrow(/EVIDENCE_LOCK_DAYS/);
  });
});
