// A DynamoDB table in the retention table (kind dynamodb-ttl): its Time to Live must be enabled on
// the named attribute, and the attribute a Number of epoch seconds (DynamoDB never expires
// milliseconds). Checked against dynalite behind a wire-protocol proxy for the TTL calls.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkStores, clientSource } from "../../functions/aws/stores/index.js";
import { storeFindings } from "../../functions/cli/aws/stores.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { type StoreEntry, storeGrants } from "../../functions/contract/stores/index.js";
import type { TestDatabase } from "../helpers/db.js";
import { type LocalDynamoDb, startDynamoDb } from "../helpers/dynamodb.js";
import { useIdentityDatabase } from "../helpers/identity.js";
import { captureStdout, emfLines, fakeContext, handlerEnv, newHandler } from "../helpers/lambda.js";

let db: TestDatabase;
useIdentityDatabase((state) => {
  ({ db } = state);
});
let dynamodb: LocalDynamoDb;
beforeAll(async () => {
  dynamodb = await startDynamoDb();
});
afterAll(() => dynamodb?.close());

const NOW_S = 1_780_000_000;
const policies = [
  {
    name: "sicr",
    table: "identity.sign_in_confirmation_requests",
    clock: "created_at",
    retention: "30d",
    owner: "test",
  },
];
const store = (overrides: Record<string, unknown> = {}) => ({
  kind: "dynamodb-ttl",
  name: "sessions",
  table: "web-sessions",
  attribute: "expires_at",
  owner: "Web",
  ...overrides,
});
const entryOf = (overrides: Record<string, unknown> = {}): StoreEntry =>
  parseRetentionTable({ policies, stores: [store(overrides)] }).stores[0]!;
const items = (values: Record<string, unknown>[]) =>
  values.map((value, index) => ({ id: { S: `item-${index}` }, expires_at: value }));
const check = async (entry: StoreEntry) =>
  (await checkStores([entry], clientSource({ dynamodb: dynamodb.client })))[0]!;

describe("a dynamodb-ttl entry in the retention table", () => {
  it("parses beside the buckets, with a default sample of 100 items", () => {
    const table = parseRetentionTable({
      policies,
      buckets: [{ name: "avatars", bucket: "acme-uploads", retention: "30d", owner: "Web" }],
      stores: [store()],
    });
    expect(table.stores.map((each) => [each.kind, each.name, each.at])).toEqual([
      ["s3-lifecycle", "avatars", "buckets[0]"],
      ["dynamodb-ttl", "sessions", "stores[0]"],
    ]);
    expect(table.stores[1]).toMatchObject({ table: "web-sessions", sampleSize: 100 });
    expect(table.buckets.map((each) => each.name)).toEqual(["avatars"]);
  });

  it("refuses an unknown kind, a missing attribute and a name taken, naming the field", () => {
    expect(() => parseRetentionTable({ policies, stores: [store({ kind: "redis-ttl" })] })).toThrow(
      /stores\[0\]\.kind: Invalid discriminator value. Expected 's3-lifecycle' \| 'dynamodb-ttl'/,
    );
    expect(() =>
      parseRetentionTable({ policies, stores: [store({ attribute: undefined })] }),
    ).toThrow(/stores\[0\]\.attribute/);
    expect(() => parseRetentionTable({ policies, stores: [store({ name: "sicr" })] })).toThrow(
      /stores\[0\]\.name: duplicate name "sicr"/,
    );
  });
});

describe("the Time to Live check, against a local DynamoDB", () => {
  it("TTL enabled on the attribute, values in epoch seconds: ok", async () => {
    await dynamodb.table(
      "ttl-seconds",
      items([{ N: String(NOW_S) }, { N: String(NOW_S + 86_400) }]),
      "expires_at",
    );

    const finding = await check(entryOf({ table: "ttl-seconds" }));

    expect(finding).toMatchObject({ verdict: "ok", status: "ok", kind: "dynamodb-ttl" });
    expect(finding.detail).toContain("2 sampled values in epoch seconds");
  });

  it("TTL disabled: a finding, and no item is read", async () => {
    await dynamodb.table("ttl-disabled", items([{ N: String(NOW_S) }]));

    const finding = await check(entryOf({ table: "ttl-disabled" }));

    expect(finding).toMatchObject({ verdict: "mismatch", status: "ttl-disabled" });
    expect(finding.detail).toMatch(/Time to Live of table ttl-disabled is DISABLED, not ENABLED/);
    expect(dynamodb.operations).toEqual(["DescribeTimeToLive"]);
  });

  it("TTL on another attribute: a finding naming both", async () => {
    await dynamodb.table("ttl-elsewhere", items([{ N: String(NOW_S) }]), "created_at");

    const finding = await check(entryOf({ table: "ttl-elsewhere" }));

    expect(finding).toMatchObject({ verdict: "mismatch", status: "wrong-attribute" });
    expect(finding.detail).toContain("is on created_at, not on expires_at");
  });

  it("the attribute in epoch milliseconds: a finding naming it (DynamoDB never expires those)", async () => {
    await dynamodb.table(
      "ttl-millis",
      items([{ N: String(NOW_S) }, { N: String(NOW_S * 1000) }, { N: String(NOW_S * 1000 + 5) }]),
      "expires_at",
    );

    const finding = await check(entryOf({ table: "ttl-millis" }));

    expect(finding).toMatchObject({ verdict: "mismatch", status: "milliseconds" });
    expect(finding.detail).toBe(
      "2 of 3 sampled values of expires_at are epoch milliseconds (>= 1e11), not seconds: DynamoDB never expires them",
    );
  });

  it("the attribute a String: a finding", async () => {
    await dynamodb.table("ttl-strings", items([{ S: "2026-12-02T00:00:00Z" }]), "expires_at");

    const finding = await check(entryOf({ table: "ttl-strings" }));

    expect(finding).toMatchObject({ verdict: "mismatch", status: "not-a-number" });
    expect(finding.detail).toContain("hold expires_at as S, not a Number");
  });

  it("reads the attribute alone, with only the calls its kind's grants allow", async () => {
    await dynamodb.table("ttl-reads", items([{ N: String(NOW_S) }]), "expires_at");
    const entry = entryOf({ table: "ttl-reads", sampleSize: 5 });

    await check(entry);

    const allowed = storeGrants([entry], { partition: "aws", region: "r", account: "1" }).flatMap(
      (grant) => grant.actions,
    );
    expect(dynamodb.operations.map((operation) => `dynamodb:${operation}`)).toEqual(allowed);
    expect(dynamodb.requests[1]).toMatchObject({
      TableName: "ttl-reads",
      Limit: 5,
      Select: "SPECIFIC_ATTRIBUTES",
      ProjectionExpression: "#ttl",
      ExpressionAttributeNames: { "#ttl": "expires_at" },
    });
  });

  it("a table that does not exist, or a role without the grant: unreadable, not a crash", async () => {
    const missing = await check(entryOf({ table: "no-such-table" }));
    dynamodb.denied.add("DescribeTimeToLive");
    const denied = await check(entryOf({ table: "ttl-seconds" }));
    dynamodb.denied.clear();

    expect(missing).toMatchObject({ verdict: "unreadable", status: "unreadable" });
    expect(missing.detail).toContain("ResourceNotFoundException");
    expect(denied.detail).toContain("AccessDeniedException");
  });

  it("plan checks it as the nightly run does, and says so when it has no region", async () => {
    const entries = [entryOf({ table: "ttl-millis" })];

    const found = await storeFindings(
      entries,
      "us-east-1",
      clientSource({ dynamodb: dynamodb.client }),
    );
    const unchecked = await storeFindings(entries, undefined);

    expect(found.map((each) => each.status)).toEqual(["milliseconds"]);
    expect(unchecked.map((each) => each.verdict)).toEqual(["not-checked"]);
  });
});

describe("the nightly check", () => {
  it("the Lambda checks each store through its kind: findings in the result, LifecycleMismatch per entry", async () => {
    await dynamodb.table("nightly-ok", items([{ N: String(NOW_S) }]), "expires_at");
    await dynamodb.table("nightly-millis", items([{ N: String(NOW_S * 1000) }]), "expires_at");
    const { RETENTION_PRESET: _preset, ...env } = handlerEnv(db.url, {
      RETENTION_TABLE: JSON.stringify({
        policies,
        stores: [
          store({ name: "sessions", table: "nightly-ok" }),
          store({ name: "carts", table: "nightly-millis" }),
        ],
      }),
    });
    const handler = newHandler(env, { storeClients: { dynamodb: dynamodb.client } });

    const { value, lines } = await captureStdout(() =>
      handler({ kind: "catch-up" }, fakeContext(60_000)),
    );

    const stores = (value as { stores: { name: string; kind: string; status: string }[] }).stores;
    expect(stores.map((each) => [each.name, each.kind, each.status])).toEqual([
      ["sessions", "dynamodb-ttl", "ok"],
      ["carts", "dynamodb-ttl", "milliseconds"],
    ]);
    const mismatch = emfLines(lines).filter((each) => "LifecycleMismatch" in each);
    expect(mismatch.map((each) => [each.Bucket, each.LifecycleMismatch])).toEqual([
      ["sessions", 0],
      ["carts", 1],
    ]);
    // What a finding says (and its store-checked line logs) is what is wrong, never an item's value.
    expect(JSON.stringify(stores)).not.toContain(String(NOW_S));
  });
});
