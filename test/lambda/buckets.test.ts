// Buckets in the retention table: each run reads their lifecycle configuration (stubbed S3) and
// judges it against the table; a mismatch is a finding and a LifecycleMismatch metric.
import {
  GetBucketLifecycleConfigurationCommand,
  type LifecycleRule,
  S3Client,
} from "@aws-sdk/client-s3";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { judgeLifecycle } from "../../functions/contract/lifecycle.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import type { TestDatabase } from "../helpers/db.js";
import { useIdentityDatabase } from "../helpers/identity.js";
import { captureStdout, emfLines, fakeContext, handlerEnv, newHandler } from "../helpers/lambda.js";

let db: TestDatabase;
useIdentityDatabase((state) => {
  ({ db } = state);
});
const s3 = mockClient(S3Client);
beforeEach(() => s3.reset());
afterAll(() => s3.restore());

const entry = (overrides: Record<string, unknown> = {}) => ({
  name: "uploads",
  bucket: "acme-uploads",
  prefix: "avatars/",
  retention: "30d",
  owner: "test",
  ...overrides,
});
const table = (...buckets: Record<string, unknown>[]) => ({
  policies: [
    {
      name: "sicr",
      table: "identity.sign_in_confirmation_requests",
      clock: "created_at",
      retention: "30d",
      owner: "test",
    },
  ],
  buckets,
});
const judged = (rules: LifecycleRule[] | undefined, overrides: Record<string, unknown> = {}) => {
  const bucket = parseRetentionTable(table(entry(overrides))).buckets[0]!;
  return judgeLifecycle({ ...bucket, bucket: bucket.bucket as string }, rules).status;
};
const rule = (overrides: Partial<LifecycleRule> = {}): LifecycleRule => ({
  ID: "expire",
  Status: "Enabled",
  Filter: { Prefix: "avatars/" },
  Expiration: { Days: 30 },
  ...overrides,
});

describe("a bucket's lifecycle, judged against its entry", () => {
  it.each([
    ["a rule that expires the prefix within the retention", [rule()], "ok"],
    [
      "a shorter one, on a prefix above it",
      [rule({ Filter: { Prefix: "" }, Expiration: { Days: 7 } })],
      "ok",
    ],
    ["no lifecycle configuration", undefined, "missing"],
    ["a rule for another prefix", [rule({ Filter: { Prefix: "exports/" } })], "missing"],
    ["a longer one", [rule({ Expiration: { Days: 90 } })], "too-long"],
    ["a disabled one", [rule({ Status: "Disabled" })], "disabled"],
    [
      "one that filters on a tag as well (it leaves other objects)",
      [rule({ Filter: { And: { Prefix: "avatars/", Tags: [{ Key: "k", Value: "v" }] } } })],
      "missing",
    ],
  ])("%s: %s", (_what, rules, status) => {
    expect(judged(rules as LifecycleRule[] | undefined)).toBe(status);
  });

  it("a versioned bucket also needs its noncurrent versions to expire in time", () => {
    expect(judged([rule()], { versioned: true })).toBe("noncurrent-missing");
    expect(
      judged([rule({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } })], { versioned: true }),
    ).toBe("ok");
    expect(
      judged([rule({ NoncurrentVersionExpiration: { NoncurrentDays: 60 } })], { versioned: true }),
    ).toBe("noncurrent-missing");
  });

  it("retention is whole days, as lifecycle rules count them", () => {
    expect(() => parseRetentionTable(table(entry({ retention: "36h" })))).toThrow(
      /buckets\[0\]\.retention: "36h" is not a whole number of days/,
    );
    expect(() => parseRetentionTable(table(entry({ name: "sicr" })))).toThrow(
      /buckets\[0\]\.name: duplicate name "sicr"/,
    );
  });
});

describe("the two ways to write a bucket entry", () => {
  it("a stores entry of kind s3-lifecycle is the entry a buckets entry is, and an archive may name it", () => {
    const old = parseRetentionTable(table(entry())).stores[0];
    const { buckets: _none, ...rest } = table();
    const written = parseRetentionTable({
      ...rest,
      stores: [{ kind: "s3-lifecycle", ...entry() }],
    });

    expect({ ...written.stores[0], at: "" }).toEqual({ ...old, at: "" });
    expect(written.buckets.map((each) => each.name)).toEqual(["uploads"]);
    expect(() =>
      parseRetentionTable({
        policies: [{ ...rest.policies[0], archive: { bucket: "uploads" } }],
        stores: [{ kind: "s3-lifecycle", ...entry() }],
      }),
    ).not.toThrow();
  });
});

describe("the nightly check", () => {
  it("reads each bucket's lifecycle (read-only), reports the findings and emits LifecycleMismatch", async () => {
    const missing = Object.assign(new Error("The lifecycle configuration does not exist"), {
      name: "NoSuchLifecycleConfiguration",
    });
    s3.on(GetBucketLifecycleConfigurationCommand, { Bucket: "acme-uploads" }).resolves({
      Rules: [rule()],
    });
    s3.on(GetBucketLifecycleConfigurationCommand, { Bucket: "acme-exports" }).rejects(missing);
    s3.on(GetBucketLifecycleConfigurationCommand, { Bucket: "acme-logs" }).rejects(
      Object.assign(new Error("Access Denied"), { name: "AccessDenied" }),
    );
    const { RETENTION_PRESET: _preset, ...env } = handlerEnv(db.url, {
      RETENTION_TABLE: JSON.stringify(
        table(
          entry(),
          entry({ name: "exports", bucket: "acme-exports", prefix: "" }),
          entry({ name: "logs", bucket: "acme-logs", prefix: "" }),
        ),
      ),
    });
    const handler = newHandler(env, { s3: new S3Client({ region: "eu-west-1" }) });

    const { value, lines } = await captureStdout(() =>
      handler({ kind: "catch-up" }, fakeContext(60_000)),
    );

    expect(
      (value as { stores: { name: string; status: string }[] }).stores.map((each) => [
        each.name,
        each.status,
      ]),
    ).toEqual([
      ["uploads", "ok"],
      ["exports", "missing"],
      ["logs", "unreadable"],
    ]);
    const mismatch = emfLines(lines).filter((each) => "LifecycleMismatch" in each);
    expect(mismatch.map((each) => [each.Bucket, each.LifecycleMismatch])).toEqual([
      ["uploads", 0],
      ["exports", 1],
      ["logs", 1],
    ]);
    expect(s3.commandCalls(GetBucketLifecycleConfigurationCommand)).toHaveLength(3);
    expect(
      s3.calls().every((call) => call.args[0] instanceof GetBucketLifecycleConfigurationCommand),
    ).toBe(true);
  });

  it("an entry without a bucket name is refused at cold start, naming it", () => {
    const { RETENTION_PRESET: _preset, ...env } = handlerEnv(db.url, {
      RETENTION_TABLE: JSON.stringify(table(entry({ bucket: undefined }))),
    });
    expect(() => newHandler(env)).toThrow(
      /RETENTION_TABLE\.buckets\[0\]\.bucket: bucket entry uploads names no bucket/,
    );
  });
});
