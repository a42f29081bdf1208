// End to end through HTTP: the self-invoke uses the SDK's normal endpoint resolution, so
// AWS_ENDPOINT_URL_LAMBDA points it at a local fake Lambda that runs the next segment.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { silentLogger } from "../../functions/engine/index.js";
import { createHandler } from "../../functions/lambda/create-handler.js";
import type { SegmentResult } from "../../functions/lambda/segment.js";
import type { TestDatabase } from "../helpers/db.js";
import { countRows, insertExpiredSicrs, SICR, useIdentityDatabase } from "../helpers/identity.js";
import { captureStdout, fakeContext, handlerEnv, lambdaMock } from "../helpers/lambda.js";

let db: TestDatabase;
let userId: string;
useIdentityDatabase((state) => {
  ({ db, userId } = state);
});

interface Received {
  path: string;
  invocationType: string | undefined;
  body: string;
}

let server: Server;
const received: Received[] = [];
beforeAll(async () => {
  lambdaMock.restore(); // the real client this time, over HTTP
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({
        path: request.url ?? "",
        invocationType: request.headers["x-amz-invocation-type"] as string | undefined,
        body,
      });
      response.writeHead(202, { "content-type": "application/json" });
      response.end("");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllEnvs();
});

describe("self-continuation over HTTP to AWS_ENDPOINT_URL_LAMBDA", () => {
  it("posts an Event invocation of itself, and the fake's segments finish the run", async () => {
    await insertExpiredSicrs(db.pool, userId, 1500);
    const { port } = server.address() as AddressInfo;
    vi.stubEnv("AWS_ENDPOINT_URL_LAMBDA", `http://127.0.0.1:${port}`);
    vi.stubEnv("AWS_REGION", "eu-west-1");
    vi.stubEnv("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE");
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", "secret");
    const handler = createHandler(
      handlerEnv(db.url, {
        BATCH_SIZE: "50",
        BATCH_PAUSE: "60ms",
        MAX_SEGMENTS: "60",
        MAX_CHAINS: "1",
      }),
      { logger: silentLogger },
    );
    const budget = 10_000 + 1000;

    let event: unknown = { kind: "catch-up" };
    let last: SegmentResult | undefined;
    await captureStdout(async () => {
      for (let hop = 0; hop < 60; hop++) {
        const before = received.length;
        last = (await handler(event, fakeContext(budget))) as SegmentResult;
        if (received.length === before) break;
        event = JSON.parse(received.at(-1)!.body);
      }
    });

    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(received[0]).toMatchObject({
      path: "/2015-03-31/functions/retention-job-test/invocations",
      invocationType: "Event",
    });
    expect(JSON.parse(received[0]!.body)).toMatchObject({ kind: "continuation", segment: 2 });
    expect(last).toMatchObject({ status: "succeeded" });
    expect(last?.totals?.sign_in_confirmation_requests?.deleted).toBe(1500);
    expect(await countRows(db.pool, SICR)).toBe(0);
  });
});
