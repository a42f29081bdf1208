// Traces as the Lambda emits them: the X-Ray SDK (through Powertools Tracer) in its Lambda mode,
// sending to a fake daemon on a local UDP port. A run of several segments: a subsegment per segment
// and per policy, annotated with runId, segment, policy and phase, figures in metadata, and no
// column value anywhere in what is sent.
import { createSocket, type Socket } from "node:dgram";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSIONS, SICR } from "../helpers/identity.js";

interface Subsegment {
  id: string;
  name: string;
  parent_id: string;
  trace_id: string;
  annotations?: Record<string, string | number | boolean>;
  metadata?: { default?: Record<string, unknown> };
  error?: boolean;
  fault?: boolean;
}

const datagrams: string[] = [];
let daemon: Socket;
const TRACE_ROOT = "1-674b0c2a-5f0c3e7b9d8a6c4e2b1a0f9e";

beforeAll(async () => {
  daemon = createSocket("udp4");
  daemon.on("message", (message) => datagrams.push(message.toString("utf8")));
  await new Promise<void>((resolve) => daemon.bind(0, "127.0.0.1", () => resolve()));
  // What the Lambda runtime sets; the X-Ray SDK reads them when it loads.
  process.env.AWS_EXECUTION_ENV = "AWS_Lambda_nodejs22.x";
  process.env.LAMBDA_TASK_ROOT = "/var/task";
  process.env._X_AMZN_TRACE_ID = `Root=${TRACE_ROOT};Parent=53995c3f42cd8ad8;Sampled=1`;
  process.env.AWS_XRAY_DAEMON_ADDRESS = `127.0.0.1:${daemon.address().port}`;
});
afterAll(() => {
  daemon.close();
  for (const name of [
    "AWS_EXECUTION_ENV",
    "LAMBDA_TASK_ROOT",
    "_X_AMZN_TRACE_ID",
    "AWS_XRAY_DAEMON_ADDRESS",
  ])
    delete process.env[name];
});

// The handler (and with it the X-Ray SDK) is loaded only once the environment above is set.
const load = async () => ({
  lambda: await import("../helpers/lambda.js"),
  identity: await import("../helpers/identity.js"),
  db: await import("../helpers/db.js"),
});

/** A handler with the real AWS clients (no overrides), slow enough to need a continuation. */
function createHandlerFor(lambda: Awaited<ReturnType<typeof load>>["lambda"], url: string) {
  return lambda.createHandlerWithRealClients(
    lambda.handlerEnv(url, {
      BATCH_SIZE: "50",
      BATCH_PAUSE: "60ms",
      MAX_SEGMENTS: "60",
      MAX_CHAINS: "1",
    }),
  );
}

function subsegments(): Subsegment[] {
  return datagrams.map((datagram) => JSON.parse(datagram.split("\n")[1] as string) as Subsegment);
}

describe("traces", () => {
  let helpers: Awaited<ReturnType<typeof load>>;
  let database: import("../helpers/db.js").TestDatabase;
  let userId: string;
  beforeAll(async () => {
    helpers = await load();
    database = await helpers.db.createTestDatabase();
  });
  afterAll(async () => database.drop());
  beforeEach(async () => {
    datagrams.length = 0;
    await helpers.identity.resetIdentity(database.pool);
    userId = await helpers.identity.insertUser(database.pool);
  });

  it("a subsegment per segment and per policy, annotated for search, with figures in metadata and no column value", async () => {
    const { identity, lambda } = helpers;
    await identity.insertExpiredSicrs(database.pool, userId, 1500);
    await identity.insertChains(database.pool, userId, { chains: 40, length: 3 });
    const phone = identity.fakePhone();
    await identity.insertSicr(database.pool, { userId, age: "45 days", phone });
    const handler = lambda.newHandler(
      lambda.handlerEnv(database.url, {
        BATCH_SIZE: "50",
        BATCH_PAUSE: "60ms",
        MAX_SEGMENTS: "60",
        MAX_CHAINS: "1",
      }),
    );

    const {
      value: { results },
    } = await lambda.captureStdout(() => lambda.driveChain(handler, { kind: "catch-up" }, 11_000));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const final = results.at(-1)!;
    expect(final.status).toBe("succeeded");
    expect(results.length).toBeGreaterThan(1);
    const runId = final.runId as string;
    const sent = subsegments();
    expect(sent.every((each) => each.trace_id === TRACE_ROOT)).toBe(true);

    const segments = sent.filter((each) => each.annotations?.phase === "segment");
    expect(segments.map((each) => each.annotations)).toEqual(
      results.map((_, index) => ({
        runId,
        segment: index + 1,
        phase: "segment",
        trigger: "catch-up",
      })),
    );
    expect(segments.map((each) => each.name)).toEqual(
      results.map((_, index) => `segment ${index + 1}`),
    );

    const policies = sent.filter((each) => each.annotations?.policy !== undefined);
    for (const span of policies) {
      expect(Object.keys(span.annotations ?? {}).sort()).toEqual(
        ["phase", "policy", "runId", "segment"].sort(),
      );
      expect(span.annotations).toMatchObject({ runId, phase: "delete" });
      // Each policy span is a child of its segment's span.
      const parent = segments.find((each) => each.id === span.parent_id);
      expect(parent?.annotations?.segment).toBe(span.annotations?.segment);
      expect(span.metadata?.default).toMatchObject({
        batchSize: 50,
        deleted: expect.any(Number),
        batches: expect.any(Number),
      });
    }
    const deletedBy = (policy: string) =>
      policies
        .filter((span) => span.annotations?.policy === policy)
        .reduce((sum, span) => sum + Number(span.metadata?.default?.deleted), 0);
    expect(deletedBy("sign_in_confirmation_requests")).toBe(1501);
    expect(deletedBy("refresh_sessions")).toBe(120);
    expect(final.totals?.sign_in_confirmation_requests?.deleted).toBe(1501);
    expect(await identity.countRows(database.pool, SICR)).toBe(0);
    expect(await identity.countRows(database.pool, SESSIONS)).toBe(0);

    // Nothing of a row leaves in a trace.
    const everything = datagrams.join("\n");
    expect(everything).not.toContain(phone);
    expect(everything).not.toContain("+1555");
  });

  it("a dry run's policy spans say so in phase; a policy that fails is a subsegment marked as a fault", async () => {
    const { identity, lambda } = helpers;
    await identity.insertExpiredSicrs(database.pool, userId, 20);
    const handler = lambda.newHandler(lambda.handlerEnv(database.url));
    await lambda.captureStdout(() =>
      handler({ kind: "catch-up", dryRun: true }, lambda.fakeContext(60_000)),
    );
    await database.pool.query(`
      CREATE FUNCTION identity.refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'deletes refused here'; END $$;
      CREATE TRIGGER refuse BEFORE DELETE ON ${SICR} FOR EACH ROW EXECUTE FUNCTION identity.refuse();`);
    try {
      await lambda.captureStdout(() => handler({ kind: "catch-up" }, lambda.fakeContext(60_000)));
    } finally {
      await database.pool.query(`DROP TRIGGER refuse ON ${SICR}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = subsegments();
    const dry = sent.filter((each) => each.annotations?.phase === "dry-run");
    expect(dry.map((each) => each.annotations?.policy).sort()).toEqual([
      "refresh_sessions",
      "sign_in_confirmation_requests",
    ]);
    const failed = sent.filter(
      (each) =>
        each.annotations?.phase === "delete" &&
        each.annotations?.policy === "sign_in_confirmation_requests",
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ fault: true, metadata: { default: { outcome: "failed" } } });
    const fine = sent.find(
      (each) =>
        each.annotations?.phase === "delete" && each.annotations?.policy === "refresh_sessions",
    );
    expect(fine?.fault).toBeUndefined();
  });

  // Last: it puts the real Lambda client back for the rest of this file.
  it("the continuation's invoke carries the trace header, so the next segment can join the trace", async () => {
    const { identity, lambda } = helpers;
    await identity.insertExpiredSicrs(database.pool, userId, 3000);
    const headers: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      headers.push(request.headers["x-amzn-trace-id"] as string | undefined);
      request.resume();
      request.on("end", () => {
        response.writeHead(202, { "content-type": "application/json" });
        response.end("");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    lambda.lambdaMock.restore();
    vi.stubEnv(
      "AWS_ENDPOINT_URL_LAMBDA",
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    );
    vi.stubEnv("AWS_REGION", "eu-west-1");
    vi.stubEnv("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE");
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", "secret");
    try {
      const handler = createHandlerFor(lambda, database.url);
      const { value } = await lambda.captureStdout(() =>
        handler({ kind: "catch-up" }, lambda.fakeContext(11_000)),
      );
      expect((value as { status: string }).status).toBe("continued");
    } finally {
      vi.unstubAllEnvs();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(headers).toHaveLength(1);
    expect(headers[0]).toMatch(new RegExp(`^Root=${TRACE_ROOT};Parent=[0-9a-f]{16};Sampled=1`));
  });
});
