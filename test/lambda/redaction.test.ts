// A redaction in the Lambda: the key of a keyed hash from its own secret (the secret's string, or
// JSON with a `key`), the rows redacted as a plain SQL oracle computes them, RowsRedacted in EMF
// (not RowsDeleted), the run's totals in the continuation; without a key, nothing is touched.
import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadSettings } from "../../functions/lambda/settings.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { captureStdout, emfLines, fakeContext, handlerEnv, newHandler } from "../helpers/lambda.js";

let db: TestDatabase;
/** A secret of its own per test (the function caches what it fetched). */
const arnOf = (name: string) =>
  `arn:aws:secretsmanager:eu-west-1:123456789012:secret:redaction-${name}-AbCdEf`;
const arn = arnOf("key");
const KEY = "k3y-that-is-long-enough-for-a-hash";

const retentionTable = JSON.stringify({
  policies: [
    {
      name: "member_contacts",
      table: "app.members",
      mechanism: "redact",
      columns: { email: "hash", phone: null, country: { value: "--" } },
      clock: "last_seen_at",
      retention: "90d",
      owner: "growth",
    },
  ],
});
/** The function's environment with this retention table (in place of the preset). */
const env = (extra: Record<string, string>) => {
  const { RETENTION_PRESET: _preset, ...rest } = handlerEnv(db.url, extra);
  return { ...rest, RETENTION_TABLE: retentionTable };
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE SCHEMA app;
    CREATE TABLE app.members (
      id bigserial PRIMARY KEY,
      email text NOT NULL UNIQUE,
      phone text,
      country char(2) NOT NULL,
      last_seen_at timestamptz NOT NULL
    );
    CREATE INDEX ON app.members (last_seen_at);`);
});
afterAll(async () => {
  await db.drop();
});
beforeEach(async () => {
  await db.pool.query(`
    TRUNCATE app.members;
    INSERT INTO app.members (email, phone, country, last_seen_at)
      SELECT 'm' || g || '@example.org', '+4930' || g, 'DE', now() - g * interval '1 day' + interval '1 hour'
      FROM generate_series(1, 200) g;`);
});

/** The oracle: what the rows past 90 days become, in plain SQL. */
const expected = (key: string) =>
  db.pool.query(
    `SELECT id, 'redacted:' || encode(sha256(convert_to($1 || ':' || email, 'UTF8')), 'hex') AS email,
            NULL AS phone, '--' AS country
     FROM app.members WHERE last_seen_at < now() - interval '90 days'
     UNION ALL
     SELECT id, email, phone, country::text FROM app.members WHERE last_seen_at >= now() - interval '90 days'
     ORDER BY id`,
    [key],
  );
const actual = () =>
  db.pool.query("SELECT id, email, phone, country::text FROM app.members ORDER BY id");

describe("a redaction to a keyed hash, run by the Lambda", () => {
  for (const [shape, secretString, secretArn] of [
    ["the secret's string", KEY, arnOf("string")],
    ["JSON with a key", JSON.stringify({ key: KEY }), arnOf("json")],
  ] as const) {
    it(`reads the key from its secret (${shape}) and redacts exactly what the oracle says`, async () => {
      const secrets = mockClient(SecretsManagerClient);
      secrets
        .on(GetSecretValueCommand, { SecretId: secretArn })
        .resolves({ SecretString: secretString });
      const oracle = (await expected(KEY)).rows;
      const handler = newHandler(env({ REDACTION_KEY_SECRET_ARN: secretArn }));
      try {
        const { lines } = await captureStdout(() =>
          handler({ kind: "catch-up" }, fakeContext(60_000)),
        );
        expect((await actual()).rows).toEqual(oracle);
        const records = emfLines(lines);
        const redacted = records.find((record) => "RowsRedacted" in record);
        expect(redacted).toMatchObject({ RowsRedacted: 110, Policy: "member_contacts" });
        expect(records.some((record) => "RowsDeleted" in record)).toBe(false);
        // No personal data in the metrics: neither an address nor its hash.
        expect(lines.join("\n")).not.toMatch(/@example\.org|redacted:[0-9a-f]/);
      } finally {
        secrets.restore();
      }
    });
  }

  it("a secret without a key fails the run, naming the setting; nothing is touched", async () => {
    const secrets = mockClient(SecretsManagerClient);
    secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ other: 1 }) });
    const before = (await actual()).rows;
    const handler = newHandler(env({ REDACTION_KEY_SECRET_ARN: arnOf("empty") }));
    try {
      const outcome = await captureStdout(() =>
        handler({ kind: "catch-up" }, fakeContext(60_000)).then(
          () => "ran",
          (error: unknown) => String(error),
        ),
      );
      expect(outcome.value).toMatch(/REDACTION_KEY_SECRET_ARN: the secret holds no key/);
      expect((await actual()).rows).toEqual(before);
    } finally {
      secrets.restore();
    }
  });

  it("a short key is refused before anything is touched", async () => {
    const before = (await actual()).rows;
    const handler = newHandler(env({ REDACTION_KEY: "short" }));
    const { value } = await captureStdout(() =>
      handler({ kind: "catch-up" }, fakeContext(60_000)).then(
        (result) => JSON.stringify(result),
        (error: unknown) => String(error),
      ),
    );
    expect(value).toMatch(/REDACTION_KEY: is 5 characters long; a keyed hash needs at least 16/);
    expect((await actual()).rows).toEqual(before);
  });

  it("settings: a hashing policy without a key, or both key settings, fail the cold start", () => {
    const base = env({});
    expect(() => loadSettings(base)).toThrow(
      /REDACTION_KEY_SECRET_ARN: policy member_contacts redacts a column to a keyed hash/,
    );
    expect(() =>
      loadSettings({ ...base, REDACTION_KEY: KEY, REDACTION_KEY_SECRET_ARN: arn }),
    ).toThrow(/REDACTION_KEY: set REDACTION_KEY_SECRET_ARN or REDACTION_KEY, not both/);
    expect(() => loadSettings({ ...base, REDACTION_KEY_SECRET_ARN: "key" })).toThrow(
      /REDACTION_KEY_SECRET_ARN: must be a Secrets Manager secret ARN/,
    );
    expect(loadSettings({ ...base, REDACTION_KEY_SECRET_ARN: arn }).redactionKey).toEqual({
      secretArn: arn,
    });
  });
});
