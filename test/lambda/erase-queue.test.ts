// The erasure queue's SQS batches, handled in-process on real PostgreSQL: a message erasing a subject
// leaves its rows gone and its receipt in the ledger; a bad message (not JSON, an unknown key, not an
// erase event) and a message whose erasure failed are reported as batch item failures with nothing
// of theirs erased; the log names messages by id and subjects by keyed hash, never a key.
import { createHmac } from "node:crypto";
import type { SQSBatchResponse } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../functions/engine/index.js";
import { createHandler } from "../../functions/lambda/create-handler.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { addKeycloakUsers, ERASURE_KEY } from "../helpers/erasure.js";
import { fakeContext, handlerEnv } from "../helpers/lambda.js";
import { keycloakUsersSchemaSql } from "../schemas/frameworks.js";

let db: TestDatabase;
const erasure = {
  name: "keycloak-user",
  subject: { table: "keycloak.user_entity" },
  owner: "Identity",
};
const lines: string[] = [];
const SUBJECTS = ["alice-7f3a", "bob-91c2", "carol-5d0e", "dave-c4b1"];

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(keycloakUsersSchemaSql);
  await addKeycloakUsers(db.pool, SUBJECTS);
  // dave's credential cannot be deleted: his erasure fails (and is rolled back).
  await db.pool.query(`
    CREATE FUNCTION keycloak.refuse() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'credential is locked by the vault'; END $$;
    CREATE TRIGGER refuse BEFORE DELETE ON keycloak.credential
      FOR EACH ROW WHEN (OLD.user_id = 'dave-c4b1') EXECUTE FUNCTION keycloak.refuse();`);
});
afterAll(async () => {
  await db.drop();
});

const handler = () =>
  createHandler(
    handlerEnv(db.url, { ERASURE_TABLE: JSON.stringify(erasure), REDACTION_KEY: ERASURE_KEY }),
    { logger: createLogger({ destination: { write: (line: string) => lines.push(line) } }) },
  );

/** An SQS batch as Lambda's event source mapping delivers it (the fields the function reads, and more). */
const batch = (bodies: Record<string, string>) => ({
  Records: Object.entries(bodies).map(([messageId, body]) => ({
    messageId,
    receiptHandle: `handle-${messageId}`,
    body,
    attributes: { ApproximateReceiveCount: "1" },
    messageAttributes: {},
    md5OfBody: "",
    eventSource: "aws:sqs",
    eventSourceARN: "arn:aws:sqs:eu-west-1:123456789012:erasure",
    awsRegion: "eu-west-1",
  })),
});

/** Each subject's rows, by plain SQL: the user and the credential. */
const rowsOf = async (id: string) =>
  (
    await db.pool.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM keycloak.user_entity WHERE id = $1)::int
            + (SELECT count(*) FROM keycloak.credential WHERE user_id = $1)::int AS n`,
      [id],
    )
  ).rows[0]?.n;
const hashOf = (id: string) =>
  createHmac("sha256", ERASURE_KEY).update(`keycloak.user_entity:${id}`).digest("hex");
const receipts = async () =>
  (
    await db.pool.query<{ body: string }>(
      "SELECT body FROM retention_job.evidence WHERE policy = 'erasure:keycloak-user' ORDER BY seq",
    )
  ).rows.map((row) => JSON.parse(row.body) as { subjectHash: string; outcome: string });

describe("the erasure queue's batches", () => {
  it("a message erasing a subject: its rows gone, its receipt in the ledger, nothing else touched", async () => {
    const response = (await handler()(
      batch({ "m-1": JSON.stringify({ kind: "erase", subjects: ["alice-7f3a"] }) }),
      fakeContext(60_000),
    )) as SQSBatchResponse;

    expect(response).toEqual({ batchItemFailures: [] });
    expect(await rowsOf("alice-7f3a")).toBe(0);
    for (const id of SUBJECTS.slice(1)) expect(await rowsOf(id)).toBe(2);
    expect(await receipts()).toEqual([
      expect.objectContaining({ subjectHash: hashOf("alice-7f3a"), outcome: "erased" }),
    ]);
  });

  it("bad messages and a failed erasure are batch item failures; nothing of theirs erased; no key logged", async () => {
    lines.length = 0;
    const before = (await receipts()).length;

    const response = (await handler()(
      batch({
        "m-2": "erase bob-91c2 please",
        "m-3": JSON.stringify({ kind: "erase", subjects: ["bob-91c2"], why: "bob-91c2 asked" }),
        "m-4": JSON.stringify({ kind: "catch-up", subjects: ["bob-91c2"] }),
        "m-5": JSON.stringify({ kind: "erase", subjects: ["carol-5d0e"] }),
        "m-6": JSON.stringify({ kind: "erase", subjects: ["dave-c4b1"] }),
      }),
      fakeContext(60_000),
    )) as SQSBatchResponse;

    expect(response.batchItemFailures.map((each) => each.itemIdentifier)).toEqual([
      "m-2",
      "m-3",
      "m-4",
      "m-6",
    ]);
    expect(await rowsOf("bob-91c2")).toBe(2);
    expect(await rowsOf("dave-c4b1")).toBe(2);
    expect(await rowsOf("carol-5d0e")).toBe(0);
    // The bad messages leave no receipt; carol's erasure and dave's failure leave one each.
    expect((await receipts()).slice(before)).toEqual([
      expect.objectContaining({ subjectHash: hashOf("carol-5d0e"), outcome: "erased" }),
      expect.objectContaining({ subjectHash: hashOf("dave-c4b1"), outcome: "failed" }),
    ]);
    const log = lines.join("\n");
    for (const id of ["m-2", "m-3", "m-4", "m-6"]) expect(log).toContain(`"messageId":"${id}"`);
    expect(log).toContain('"event":"erasure-message-refused"');
    expect(log).toContain('"fields":["event.why"]');
    for (const id of SUBJECTS) expect(log).not.toContain(id.split("-")[0]);
  });
});
