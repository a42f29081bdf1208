// Malformed events and settings: each rejected with a message naming the field; nothing deleted.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { mockClient } from "aws-sdk-client-mock";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { nightWindowEnd, parseNightWindow } from "../../functions/contract/night-window.js";
import { settingsOptions } from "../../functions/engine/index.js";
import { poolConfigFromSecret } from "../../functions/lambda/secret.js";
import { loadSettings } from "../../functions/lambda/settings.js";
import type { TestDatabase } from "../helpers/db.js";
import { countRows, insertSicr, SICR, useIdentityDatabase } from "../helpers/identity.js";
import { captureStdout, fakeContext, handlerEnv, newHandler } from "../helpers/lambda.js";

let db: TestDatabase;
let userId: string;
useIdentityDatabase((state) => {
  ({ db, userId } = state);
});
beforeEach(async () => {
  await insertSicr(db.pool, { userId, age: "45 days" });
});

const badEvents: [string, unknown, RegExp][] = [
  [
    "an unknown kind",
    { kind: "purge" },
    /event\.kind: "purge" is not one of scheduled, catch-up, continuation/,
  ],
  [
    "an extra key on the scheduled event",
    { kind: "scheduled", force: true },
    /event\.force: unknown key/,
  ],
  ["a typo in a catch-up option", { kind: "catch-up", dryrun: true }, /event\.dryrun: unknown key/],
  ["dryRun as a string", { dryRun: "yes" }, /event\.dryRun: .*boolean/],
  ["an empty policy list", { policies: [] }, /event\.policies: must name at least one policy/],
  [
    "an unknown policy",
    { policies: ["sessions"] },
    /event\.policies: unknown policy "sessions"; known: sign_in_confirmation_requests, refresh_sessions/,
  ],
  [
    "a maxRunDuration that is not a duration",
    { maxRunDuration: "all night" },
    /event\.maxRunDuration: "all night" is not a duration/,
  ],
  [
    "a maxRunDuration over the cap",
    { maxRunDuration: "48h" },
    /event\.maxRunDuration: "48h" is over the cap of 12h/,
  ],
  [
    "ignoreNightWindow as a number",
    { ignoreNightWindow: 1 },
    /event\.ignoreNightWindow: .*boolean/,
  ],
  [
    "a continuation without its state",
    { kind: "continuation", runId: "3f1c2b9e-8d7a-4c6b-9e5f-0a1b2c3d4e5f" },
    /event\.(trigger|dryRun|segment|now|startedAt|deadline|cutoffs|openPolicies|totals|errors): /,
  ],
  ["a continuation with a bad runId", { kind: "continuation", runId: "x" }, /event\.runId: /],
  ["an array", [], /event: must be a JSON object/],
  ["null", null, /event: must be a JSON object/],
  ["a string", "catch-up", /event: must be a JSON object/],
];

describe("malformed events", () => {
  for (const [what, event, message] of badEvents) {
    it(`rejects ${what}, naming the field, with nothing deleted`, async () => {
      const handler = newHandler(handlerEnv(db.url));

      const { value } = await captureStdout(() =>
        handler(event, fakeContext(60_000)).then(
          () => undefined,
          (error: unknown) => error,
        ),
      );

      expect(value).toBeInstanceOf(ConfigError);
      expect((value as Error).message).toMatch(message);
      expect(await countRows(db.pool, SICR)).toBe(1);
    });
  }

  it("a bare {} is a catch-up with defaults", async () => {
    const handler = newHandler(handlerEnv(db.url));

    const { value } = await captureStdout(() => handler({}, fakeContext(60_000)));

    expect(value).toMatchObject({ status: "succeeded" });
    expect(await countRows(db.pool, SICR)).toBe(0);
  });
});

describe("malformed settings are refused at cold start, naming the variable", () => {
  const caFile = join(tmpdir(), `retention-ca-${process.pid}.pem`);
  writeFileSync(caFile, "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n");
  const base = { RETENTION_PRESET: "identity", DATABASE_URL: "postgres://localhost/x" };
  const cases: [string, NodeJS.ProcessEnv, string, RegExp][] = [
    [
      "no retention table",
      { DATABASE_URL: "postgres://x" },
      "RETENTION_PRESET",
      /give exactly one of RETENTION_PRESET or RETENTION_TABLE/,
    ],
    [
      "an unknown preset",
      { ...base, RETENTION_PRESET: "nope" },
      "RETENTION_PRESET",
      /unknown preset "nope"/,
    ],
    [
      "both preset and table",
      { ...base, RETENTION_TABLE: "{}" },
      "RETENTION_PRESET",
      /give exactly one of RETENTION_PRESET or RETENTION_TABLE/,
    ],
    [
      "a table that is not JSON",
      // DATABASE_URL is a setting of its own, checked too: a URL here, so that the table's error is the one seen.
      { DATABASE_URL: "postgres://x", RETENTION_TABLE: "{policies" },
      "RETENTION_TABLE",
      /not valid JSON/,
    ],
    [
      "a table with a bad rule",
      { DATABASE_URL: "postgres://x", RETENTION_TABLE: '{"policies":[{"name":"a"}]}' },
      "RETENTION_TABLE.policies[0].table",
      /./,
    ],
    ["no database", { RETENTION_PRESET: "identity" }, "DB_SECRET_ARN", /set DB_SECRET_ARN/],
    [
      "a secret that is not an ARN",
      { RETENTION_PRESET: "identity", DB_SECRET_ARN: "my-secret" },
      "DB_SECRET_ARN",
      /Secrets Manager secret ARN/,
    ],
    [
      "a missing CA bundle",
      {
        RETENTION_PRESET: "identity",
        DB_SECRET_ARN: "arn:aws:secretsmanager:eu-west-1:123456789012:secret:x",
        DB_CA_BUNDLE: "/nope.pem",
      },
      "DB_CA_BUNDLE",
      /does not exist/,
    ],
    [
      "a bad max run duration",
      { ...base, MAX_RUN_DURATION: "half an hour" },
      "MAX_RUN_DURATION",
      /not a duration/,
    ],
    [
      "a bad retention interval",
      { ...base, RETENTION_INTERVAL: "0s" },
      "RETENTION_INTERVAL",
      /not a duration/,
    ],
    [
      "a bad night window",
      { ...base, NIGHT_WINDOW_UTC: "25:00-26:00" },
      "NIGHT_WINDOW_UTC",
      /not a window like 02:00-05:00/,
    ],
    [
      "an empty night window",
      { ...base, NIGHT_WINDOW_UTC: "03:00-03:00" },
      "NIGHT_WINDOW_UTC",
      /empty window/,
    ],
    ["a zero batch size", { ...base, BATCH_SIZE: "0" }, "BATCH_SIZE", /integer from 1 to 100000/],
    [
      "a safety margin too small for a batch",
      { ...base, SAFETY_MARGIN_MS: "500" },
      "SAFETY_MARGIN_MS",
      /integer from 10000/,
    ],
    ["a zero hop limit", { ...base, MAX_SEGMENTS: "0" }, "MAX_SEGMENTS", /integer from 1 to 100/],
    [
      "a bad namespace",
      { ...base, METRICS_NAMESPACE: "has spaces" },
      "METRICS_NAMESPACE",
      /not a CloudWatch namespace/,
    ],
    ["a bad pause", { ...base, BATCH_PAUSE: "a bit" }, "BATCH_PAUSE", /not a duration/],
    ["a batch time too long", { ...base, BATCH_TIME: "1m" }, "BATCH_TIME", /from 10ms to 10s/],
    [
      "a replica lag that is not a duration",
      { ...base, MAX_REPLICA_LAG: "soon" },
      "MAX_REPLICA_LAG",
      /is not .*, or off/,
    ],
    [
      "a negative session count",
      { ...base, MAX_ACTIVE_SESSIONS: "-3" },
      "MAX_ACTIVE_SESSIONS",
      /not a whole number, or off/,
    ],
    [
      "a policy that publishes, and no bus",
      {
        DATABASE_URL: "postgres://localhost/x",
        RETENTION_TABLE: JSON.stringify({
          policies: [
            {
              name: "sicr",
              table: "identity.sign_in_confirmation_requests",
              clock: "created_at",
              retention: "30d",
              owner: "t",
              publish: true,
            },
          ],
        }),
      },
      "EVENT_BUS_NAME",
      /policy sicr publishes its deletions: set EVENT_BUS_NAME/,
    ],
  ];
  for (const [what, env, field, message] of cases) {
    it(`${what}: ${field}`, () => {
      let caught: unknown;
      try {
        loadSettings(env);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConfigError);
      expect((caught as ConfigError).field).toBe(field);
      expect((caught as ConfigError).message).toMatch(message);
    });
  }

  it("defaults: 24h interval, 30m max run, 02:00-05:00 window, 60 s margin, statement timeout inside it", () => {
    const settings = loadSettings({ ...base, DB_CA_BUNDLE: caFile });
    expect(settings).toMatchObject({
      retentionIntervalMs: 86_400_000,
      run: { maxRunDurationMs: 1_800_000 },
      nightWindow: { start: 120, end: 300 },
      safetyMarginMs: 60_000,
      maxSegments: 12,
      metricsNamespace: "RetentionJob",
    });
    expect(settings.statementTimeoutMs).toBeLessThan(settings.safetyMarginMs);
    expect(loadSettings({ ...base, SAFETY_MARGIN_MS: "10000" }).statementTimeoutMs).toBe(5000);
  });

  it("the throttle and the batch time: defaults from the engine, `off` turns a trigger off", () => {
    expect(settingsOptions(loadSettings(base).run).throttle).toEqual({});
    expect(loadSettings(base).run.batchTimeMs).toBeUndefined();
    const set = loadSettings({
      ...base,
      BATCH_TIME: "250ms",
      MAX_REPLICA_LAG: "30s",
      MAX_ACTIVE_SESSIONS: "off",
      MAX_LOCK_WAITERS: "2",
      MAX_WAL_RATE: "8MB/s",
    });
    expect(set.run.batchTimeMs).toBe(250);
    expect(settingsOptions(set.run).throttle).toEqual({
      maxReplicaLagMs: 30_000,
      maxActiveSessions: null,
      maxLockWaiters: 2,
      maxWalRate: 8 * 1024 ** 2,
    });
    const rates = ["512kB", "1.5MB", "1048576", "2GB", "off"].map(
      (MAX_WAL_RATE) => loadSettings({ ...base, MAX_WAL_RATE }).run.maxWalRate,
    );
    expect(rates).toEqual([512 * 1024, 1.5 * 1024 ** 2, 1024 ** 2, 2 * 1024 ** 3, null]);
    for (const bad of ["0", "8 MB/h", "-1MB", "MB", "8mb"]) {
      expect(() => loadSettings({ ...base, MAX_WAL_RATE: bad })).toThrow(/MAX_WAL_RATE/);
    }
  });

  it("durations accept 30m, 24h and PT30M", () => {
    expect(loadSettings({ ...base, MAX_RUN_DURATION: "PT30M" }).run.maxRunDurationMs).toBe(
      1_800_000,
    );
    expect(loadSettings({ ...base, RETENTION_INTERVAL: "24h" }).retentionIntervalMs).toBe(
      86_400_000,
    );
  });

  it("the module's handler fails its cold start when a variable is bad", async () => {
    vi.resetModules();
    vi.stubEnv("RETENTION_PRESET", "nope");
    vi.stubEnv("DATABASE_URL", db.url);
    try {
      await expect(import("../../functions/lambda/handler.js")).rejects.toThrow(
        /RETENTION_PRESET: unknown preset "nope"/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("the night window arithmetic", () => {
  it("handles windows that cross midnight", () => {
    const window = parseNightWindow("22:00-04:00");
    expect(nightWindowEnd(window, new Date("2026-11-30T23:30:00Z"))?.toISOString()).toBe(
      "2026-12-01T04:00:00.000Z",
    );
    expect(nightWindowEnd(window, new Date("2026-12-01T01:00:00Z"))?.toISOString()).toBe(
      "2026-12-01T04:00:00.000Z",
    );
    expect(nightWindowEnd(window, new Date("2026-12-01T12:00:00Z"))).toBeUndefined();
  });
});

describe("credentials from Secrets Manager", () => {
  it("map the RDS secret JSON to a pool with verified TLS, and name what is missing", () => {
    const config = poolConfigFromSecret(
      {
        host: "db.example",
        port: 5433,
        username: "retention_job",
        password: "pw",
        dbname: "identity",
      },
      join(tmpdir(), `retention-ca-${process.pid}.pem`),
    );
    expect(config).toMatchObject({
      host: "db.example",
      port: 5433,
      user: "retention_job",
      database: "identity",
    });
    expect(config.ssl).toMatchObject({
      rejectUnauthorized: true,
      ca: expect.stringContaining("BEGIN CERTIFICATE"),
    });
    expect(() => poolConfigFromSecret({ host: "h" }, "/x")).toThrow(
      /DB_SECRET_ARN: the secret lacks username, password/,
    );
  });

  it("the handler reads the secret by ARN and refuses a server that cannot do TLS", async () => {
    const secrets = mockClient(SecretsManagerClient);
    const arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:retention-job-db-AbCdEf";
    const url = new URL(db.url);
    secrets.on(GetSecretValueCommand, { SecretId: arn }).resolves({
      SecretString: JSON.stringify({
        host: url.hostname,
        port: Number(url.port),
        username: "postgres",
        password: "x",
        dbname: db.name,
      }),
    });
    const caFile = join(tmpdir(), `retention-ca-${process.pid}.pem`);
    const handler = newHandler({
      RETENTION_PRESET: "identity",
      DB_SECRET_ARN: arn,
      DB_CA_BUNDLE: caFile,
      AWS_REGION: "eu-west-1",
    });

    const { value } = await captureStdout(() =>
      handler({ kind: "catch-up" }, fakeContext(60_000)).then(
        () => undefined,
        (error: unknown) => error,
      ),
    );

    expect(secrets.commandCalls(GetSecretValueCommand)[0]?.args[0].input).toEqual({
      SecretId: arn,
    });
    expect(String(value)).toMatch(/SSL|TLS|certificate/i);
    expect(await countRows(db.pool, SICR)).toBe(1);
    secrets.restore();
  });
});
