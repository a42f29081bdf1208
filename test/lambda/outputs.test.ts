// The function's outputs, as real runs write them, checked against the committed schema files: its
// results (segments, chains, erase events, the erasure queue's batches), every log line, every EMF
// record, the deletion events, a fleet item's outcome, the ledger's records and their copies in the
// evidence bucket. Runs in-process on real PostgreSQL; AWS stubbed (aws-sdk-client-mock) as the
// other Lambda tests stub it. The deprecated names (`buckets`, `lifecycle-checked`) are written
// beside the new ones, in their old shape.
import { Writable } from "node:stream";
import { DescribeTimeToLiveCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  EventBridgeClient,
  PutEventsCommand,
  type PutEventsRequestEntry,
} from "@aws-sdk/client-eventbridge";
import { InvokeCommand } from "@aws-sdk/client-lambda";
import {
  GetBucketLifecycleConfigurationCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { SendTaskFailureCommand, SendTaskSuccessCommand, SFNClient } from "@aws-sdk/client-sfn";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { EVENTS_WALKED } from "../../bench/output-schemas.js";
import { presets } from "../../functions/contract/presets.js";
import { createLogger } from "../../functions/engine/index.js";
import type { HandlerOverrides } from "../../functions/lambda/create-handler.js";
import type { TestDatabase } from "../helpers/db.js";
import { addKeycloakUsers, ERASURE_KEY } from "../helpers/erasure.js";
import { insertChains, insertExpiredSicrs, useIdentityDatabase } from "../helpers/identity.js";
import {
  captureStdout,
  driveChain,
  emfLines,
  fakeContext,
  handlerEnv,
  lambdaMock,
  newHandler,
} from "../helpers/lambda.js";
import { expectLogLines, expectOutput } from "../helpers/outputs.js";
import { keycloakUsersSchemaSql } from "../schemas/frameworks.js";

let db: TestDatabase;
let userId: string;
useIdentityDatabase((state) => {
  ({ db, userId } = state);
});

const s3 = mockClient(S3Client);
const events = mockClient(EventBridgeClient);
const dynamodb = mockClient(DynamoDBClient);
const sfn = mockClient(SFNClient);
afterAll(() => {
  for (const mock of [s3, events, dynamodb, sfn]) mock.restore();
});

/** What the stubs were given: evidence objects put, events accepted. */
const put: { key: string; body: string }[] = [];
const published: PutEventsRequestEntry[] = [];
/** Every log event any run of this file wrote (the last test holds them to docs/outputs.md). */
const walked = new Set<string>();

beforeEach(() => {
  for (const mock of [s3, events, dynamodb, sfn]) mock.reset();
  put.length = 0;
  published.length = 0;
  s3.on(PutObjectCommand).callsFake((input: { Key: string; Body: string }) => {
    put.push({ key: input.Key, body: String(input.Body) });
    return {};
  });
  events.on(PutEventsCommand).callsFake((input: { Entries: PutEventsRequestEntry[] }) => {
    published.push(...input.Entries);
    return {
      FailedEntryCount: 0,
      Entries: input.Entries.map((_, index) => ({ EventId: `e${index}` })),
    };
  });
});

/** A handler whose log lines are kept; its overrides are the test's. */
function logged(env: NodeJS.ProcessEnv, overrides: HandlerOverrides = {}) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  const handler = newHandler(env, { ...overrides, logger: createLogger({ destination: sink }) });
  return { handler, lines };
}

/** The function's environment with a retention table of its own (not a preset). */
function tableEnv(table: unknown, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { RETENTION_PRESET: _preset, ...env } = handlerEnv(db.url, {
    RETENTION_TABLE: JSON.stringify(table),
    AWS_REGION: "eu-west-1",
    ...extra,
  });
  return env;
}

const identity = presets.identity as { policies: Record<string, unknown>[] };

/** Every output of some runs checked: results, log lines, EMF records; returns the log's events. */
function expectOutputs(results: unknown[], lines: string[], stdout: string[]): Set<string> {
  for (const result of results) expectOutput("lambda-result", result);
  const emf = emfLines(stdout);
  expect(emf.length).toBeGreaterThan(0);
  for (const record of emf) expectOutput("emf-record", record);
  const seen = expectLogLines(lines);
  for (const event of seen) walked.add(event);
  return seen;
}

/** Every evidence object put in the stubbed bucket: each line, and each line's body. */
function expectEvidenceObjects(): number {
  const lines = put.flatMap((object) => object.body.split("\n").filter(Boolean));
  for (const line of lines) {
    expectOutput("evidence-line", JSON.parse(line));
    expectOutput("evidence-record", JSON.parse((JSON.parse(line) as { body: string }).body));
  }
  return lines.length;
}

/** Every record of the ledger. */
async function expectLedger(): Promise<number> {
  const { rows } = await db.pool.query<{ body: string }>("SELECT body FROM retention_job.evidence");
  for (const row of rows) expectOutput("evidence-record", JSON.parse(row.body), "a ledger record");
  return rows.length;
}

const throttled = () =>
  Object.assign(new Error("Rate exceeded"), {
    name: "TooManyRequestsException",
    $metadata: { httpStatusCode: 429 },
  });

describe("a night of the function, with stores, publishing, an evidence bucket and two chains", () => {
  it("every output is valid; the result says `buckets` beside `stores`, the log `lifecycle-checked` beside `store-checked`, for the bucket entry only", async () => {
    await insertExpiredSicrs(db.pool, userId, 1500);
    await insertChains(db.pool, userId, { chains: 100, length: 3 });
    s3.on(GetBucketLifecycleConfigurationCommand).resolves({
      Rules: [
        {
          ID: "expire",
          Status: "Enabled",
          Filter: { Prefix: "avatars/" },
          Expiration: { Days: 90 },
        },
      ],
    });
    dynamodb.on(DescribeTimeToLiveCommand).resolves({
      TimeToLiveDescription: { TimeToLiveStatus: "DISABLED" },
    });
    const table = {
      policies: identity.policies.map((policy, index) =>
        index === 0 ? { ...policy, publish: true } : policy,
      ),
      buckets: [
        {
          name: "avatars",
          bucket: "acme-uploads",
          prefix: "avatars/",
          retention: "30d",
          owner: "Web",
        },
      ],
      stores: [
        {
          kind: "dynamodb-ttl",
          name: "sessions",
          table: "web-sessions",
          attribute: "expires_at",
          owner: "Web",
        },
      ],
    };
    const { handler, lines } = logged(
      tableEnv(table, {
        BATCH_SIZE: "50",
        BATCH_PAUSE: "60ms",
        MAX_SEGMENTS: "60",
        MAX_CHAINS: "2",
        EVENT_BUS_NAME: "derived-stores",
        EVIDENCE_BUCKET: "acme-evidence",
      }),
      { storeClients: { dynamodb: new DynamoDBClient({ region: "eu-west-1" }) } },
    );
    // The first continuation is throttled and tried again (its first Invoke is delivered too:
    // a duplicate, turned away).
    lambdaMock.on(InvokeCommand).rejectsOnce(throttled()).resolves({ StatusCode: 202 });

    const { value, lines: stdout } = await captureStdout(() =>
      driveChain(handler, { kind: "catch-up" }, 11_000),
    );

    const seen = expectOutputs(value.results, lines, stdout);
    for (const event of [
      "run-fanned-out",
      "continuation-retried",
      "duplicate-segment",
      "chain-finished",
      "outbox-drained",
      "evidence-copied",
    ])
      expect(seen, event).toContain(event);
    expect(published.length).toBeGreaterThan(0);
    for (const entry of published)
      expectOutput("deletion-event", JSON.parse(entry.Detail as string));
    expect(expectEvidenceObjects()).toBeGreaterThan(0);
    expect(await expectLedger()).toBeGreaterThan(0);

    const last = value.results.find((result) => result.status === "succeeded");
    expect(last?.stores?.map((each) => [each.name, each.kind, each.status])).toEqual([
      ["avatars", "s3-lifecycle", "too-long"],
      ["sessions", "dynamodb-ttl", "ttl-disabled"],
    ]);
    expect(last?.buckets).toEqual([
      {
        name: "avatars",
        bucket: "acme-uploads",
        prefix: "avatars/",
        retentionDays: 30,
        status: "too-long",
        detail: last?.stores?.[0]?.detail,
      },
    ]);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const storeChecked = parsed.filter((line) => line.event === "store-checked");
    const lifecycleChecked = parsed.filter((line) => line.event === "lifecycle-checked");
    expect(storeChecked.map((line) => line.store)).toEqual(["avatars", "sessions"]);
    expect(lifecycleChecked).toEqual([
      expect.objectContaining({
        level: "warn",
        bucket: "avatars",
        status: "too-long",
        msg: storeChecked[0]?.msg,
        runId: last?.runId,
      }),
    ]);
  });
});

describe("runs that go wrong", () => {
  it("a policy that fails, a breaker that trips, an evidence copy that fails: every output valid", async () => {
    await insertExpiredSicrs(db.pool, userId, 60);
    await insertChains(db.pool, userId, { chains: 5, length: 2 });
    await db.pool.query(`
      CREATE FUNCTION identity.refuse() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'sessions are locked by a migration'; END $$;
      CREATE TRIGGER refuse BEFORE DELETE ON identity.refresh_sessions
        FOR EACH ROW EXECUTE FUNCTION identity.refuse();`);
    s3.on(PutObjectCommand).rejects(
      Object.assign(new Error("Access Denied"), { name: "AccessDenied" }),
    );
    const table = {
      policies: identity.policies.map((policy, index) =>
        index === 0 ? { ...policy, maxDeletesPerRun: 10 } : policy,
      ),
    };
    const { handler, lines } = logged(tableEnv(table, { EVIDENCE_BUCKET: "acme-evidence" }));
    try {
      const { value, lines: stdout } = await captureStdout(() =>
        handler({ kind: "catch-up" }, fakeContext(60_000)),
      );

      const seen = expectOutputs([value], lines, stdout);
      for (const event of ["breaker-tripped", "policy-failed", "evidence-copy-failed"])
        expect(seen, event).toContain(event);
      expect(value).toMatchObject({ status: "partial" });
      expect(await expectLedger()).toBeGreaterThan(0);
    } finally {
      await db.pool.query(
        "DROP TRIGGER refuse ON identity.refresh_sessions; DROP FUNCTION identity.refuse()",
      );
    }
  });

  it("a table the run cannot find fails its segment", async () => {
    const table = {
      policies: [
        { name: "gone", table: "identity.gone", clock: "created_at", retention: "30d", owner: "t" },
      ],
    };
    const { handler, lines } = logged(tableEnv(table));

    const { value, lines: stdout } = await captureStdout(() =>
      handler({ kind: "catch-up" }, fakeContext(60_000)),
    );

    expect(expectOutputs([value], lines, stdout)).toContain("segment-failed");
    expect(value).toMatchObject({ status: "failed" });
  });

  it("a continuation that cannot be sent ends the run there", async () => {
    await insertExpiredSicrs(db.pool, userId, 1500);
    const { handler, lines } = logged(
      handlerEnv(db.url, { BATCH_SIZE: "50", BATCH_PAUSE: "60ms", MAX_CHAINS: "1" }),
    );
    lambdaMock.on(InvokeCommand).rejects(
      Object.assign(new Error("not allowed"), {
        name: "AccessDeniedException",
        $metadata: { httpStatusCode: 403 },
      }),
    );

    const { value, lines: stdout } = await captureStdout(() =>
      handler({ kind: "catch-up" }, fakeContext(11_000)),
    );

    expect(expectOutputs([value], lines, stdout)).toContain("continuation-failed");
    expect(value).toMatchObject({
      reason: expect.stringMatching(/^continuation could not be invoked/),
    });
  });

  it("a scheduled run outside the night window is skipped; a clock gone back refuses the run", async () => {
    const skipped = logged(handlerEnv(db.url), { clock: () => Date.parse("2026-11-30T12:00:00Z") });
    const refused = logged(handlerEnv(db.url), { simulatedTime: () => Date.now() + 3_600_000 });

    const first = await captureStdout(() =>
      skipped.handler({ kind: "scheduled" }, fakeContext(60_000)),
    );
    const second = await captureStdout(() =>
      refused.handler({ kind: "catch-up" }, fakeContext(60_000)),
    );

    expect(first.value).toMatchObject({ status: "skipped" });
    expect(second.value).toMatchObject({ status: "failed" });
    expectOutput("lambda-result", first.value);
    expect(expectLogLines(skipped.lines)).toContain("run-skipped");
    expect(expectOutputs([second.value], refused.lines, second.lines)).toContain("run-refused");
    walked.add("run-skipped");
  });
});

describe("a fleet's item", () => {
  const night = (date: string) => ({
    kind: "scheduled",
    scheduledTime: `${date}T02:05:00Z`,
    fleet: { target: "db0", taskToken: `token-${date}` },
  });
  const inWindow = () => Date.parse("2026-11-30T02:30:00Z");

  it("reports its run's outcome to the state machine (a report that fails is a warning line)", async () => {
    await insertExpiredSicrs(db.pool, userId, 20);
    const told: string[] = [];
    sfn
      .on(SendTaskSuccessCommand)
      .callsFakeOnce((input: { output: string }) => {
        told.push(input.output);
        return {};
      })
      .rejects(Object.assign(new Error("gone"), { name: "TaskTimedOut" }));
    sfn.on(SendTaskFailureCommand).callsFake((input: { cause: string }) => {
      told.push(input.cause);
      return {};
    });
    const { handler, lines } = logged(handlerEnv(db.url), {
      clock: inWindow,
      sfn: new SFNClient({ region: "eu-west-1" }),
    });

    const first = await captureStdout(() => handler(night("2026-11-29"), fakeContext(60_000)));
    const second = await captureStdout(() => handler(night("2026-11-30"), fakeContext(60_000)));

    const seen = expectOutputs([first.value, second.value], lines, [
      ...first.lines,
      ...second.lines,
    ]);
    expect(seen).toContain("fleet-reported");
    expect(seen).toContain("fleet-report-failed");
    expect(told).toHaveLength(1);
    for (const outcome of told) expectOutput("fleet-outcome", JSON.parse(outcome));
    expect(JSON.parse(told[0] as string)).toMatchObject({
      schemaVersion: 1,
      target: "db0",
      status: "succeeded",
    });
  });
});

describe("erasures", () => {
  it("an erase event and the erasure queue's batch: results, receipts and lines valid", async () => {
    await db.pool.query(keycloakUsersSchemaSql);
    await addKeycloakUsers(db.pool, ["alice-7f3a", "bob-91c2", "carol-5d0e", "dave-c4b1"]);
    await db.pool.query(`
      CREATE FUNCTION keycloak.refuse() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'credential is locked by the vault'; END $$;
      CREATE TRIGGER refuse BEFORE DELETE ON keycloak.credential
        FOR EACH ROW WHEN (OLD.user_id = 'dave-c4b1') EXECUTE FUNCTION keycloak.refuse();`);
    const erasure = {
      name: "keycloak-user",
      subject: { table: "keycloak.user_entity" },
      owner: "Identity",
    };
    const { handler, lines } = logged(
      handlerEnv(db.url, {
        ERASURE_TABLE: JSON.stringify(erasure),
        REDACTION_KEY: ERASURE_KEY,
        EVIDENCE_BUCKET: "acme-evidence",
        AWS_REGION: "eu-west-1",
      }),
    );
    const record = (messageId: string, body: string) => ({
      messageId,
      receiptHandle: `handle-${messageId}`,
      body,
      attributes: { ApproximateReceiveCount: "1" },
      messageAttributes: {},
      md5OfBody: "",
      eventSource: "aws:sqs",
      eventSourceARN: "arn:aws:sqs:eu-west-1:123456789012:erasure",
      awsRegion: "eu-west-1",
    });

    const erased = await handler({ kind: "erase", subjects: ["alice-7f3a"] }, fakeContext(60_000));
    const batch = await handler(
      {
        Records: [
          record("m-1", JSON.stringify({ kind: "erase", subjects: ["bob-91c2"] })),
          record("m-2", "erase bob please"),
          record("m-3", JSON.stringify({ kind: "erase", subjects: ["dave-c4b1"] })),
        ],
      },
      fakeContext(60_000),
    );

    const holdInput = { case: "2026-113", reason: "litigation", placedBy: "counsel" };
    const holds = [
      await handler(
        { kind: "hold-add", ...holdInput, scope: { subject: { key: "erin-0000" } } },
        fakeContext(60_000),
      ),
      await handler({ kind: "hold-list" }, fakeContext(60_000)),
      await handler(
        { kind: "hold-release", case: "2026-113", releasedBy: "counsel" },
        fakeContext(60_000),
      ),
    ];

    // The evidence bucket refuses the next copy: the erasure stands, a warning says so.
    s3.on(PutObjectCommand).rejects(
      Object.assign(new Error("Access Denied"), { name: "AccessDenied" }),
    );
    const uncopied = await handler(
      { kind: "erase", subjects: ["carol-5d0e"] },
      fakeContext(60_000),
    );

    expect(erased).toMatchObject({ schemaVersion: 1, kind: "erase" });
    expect(uncopied).toMatchObject({ subjects: [{ outcome: "erased" }] });
    expect(batch).toEqual({
      batchItemFailures: [{ itemIdentifier: "m-2" }, { itemIdentifier: "m-3" }],
    });
    for (const result of [erased, batch, uncopied, ...holds]) expectOutput("lambda-result", result);
    expect(holds.map((each) => (each as { kind: string }).kind)).toEqual([
      "hold-add",
      "hold-list",
      "hold-release",
    ]);
    expect(JSON.stringify(holds)).not.toContain("erin-0000");
    const seen = expectLogLines(lines);
    for (const event of seen) walked.add(event);
    for (const event of [
      "erasure",
      "erasure-evidence-copied",
      "erasure-evidence-copy-failed",
      "erasure-message-refused",
      "erasure-message-failed",
      "hold",
    ])
      expect(seen, event).toContain(event);
    expect(expectEvidenceObjects()).toBeGreaterThan(0);
    expect(await expectLedger()).toBeGreaterThanOrEqual(3);
  });
});

describe("docs/outputs.md's count of log events", () => {
  it("every event it says this file's runs write was written, and valid", () => {
    const named = Object.entries(EVENTS_WALKED)
      .filter(([, where]) => "in" in where && where.in === "test/lambda/outputs.test.ts")
      .map(([event]) => event);
    expect(named.filter((event) => !walked.has(event))).toEqual([]);
    const all = Object.keys(EVENTS_WALKED);
    console.log(
      `log events written by this file's runs, each valid: ${walked.size} of ${all.length} (${[...walked].sort().join(", ")})`,
    );
  });
});
