// Local servers that speak AWS's wire protocols, for the clients the function builds: S3's
// GetBucketLifecycleConfiguration (REST, XML) and EventBridge's PutEvents (JSON 1.1). No S3 server
// on npm implements lifecycle configurations, and EventBridge has none at all.
import { randomUUID } from "node:crypto";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { EventBridgeClient } from "@aws-sdk/client-eventbridge";
import { S3Client } from "@aws-sdk/client-s3";

/** s3rver's own keys (an archive's objects go through to it; the lifecycle fake ignores them). */
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** Starts `server` on a free loopback port: its base URL. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A request's (or a reply's) whole body, as text. */
export const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => resolve(text));
  });

/** A lifecycle rule as the S3 API states it (the subset retention-job judges). */
export interface WireLifecycleRule {
  prefix: string;
  days: number;
  noncurrentDays?: number;
  enabled?: boolean;
}

const ruleXml = (rule: WireLifecycleRule, index: number) =>
  `<Rule><ID>rule-${index}</ID><Filter><Prefix>${rule.prefix}</Prefix></Filter><Status>${rule.enabled === false ? "Disabled" : "Enabled"}</Status><Expiration><Days>${rule.days}</Days></Expiration>${rule.noncurrentDays === undefined ? "" : `<NoncurrentVersionExpiration><NoncurrentDays>${rule.noncurrentDays}</NoncurrentDays></NoncurrentVersionExpiration>`}</Rule>`;

/**
 * An object request passed through to a real S3 server (s3rver); with `corrupt` set, an object read
 * back comes with one byte flipped (a manifest aside), as a faulty proxy or disk would return it.
 */
function passThrough(
  objects: string,
  state: { corrupt: boolean },
  request: IncomingMessage,
  response: ServerResponse,
) {
  const upstream = httpRequest(
    new URL(request.url ?? "/", objects),
    { method: request.method, headers: request.headers },
    (answer) => {
      const flip =
        state.corrupt &&
        request.method === "GET" &&
        (answer.statusCode ?? 500) < 300 &&
        !(request.url ?? "").includes(".json");
      response.writeHead(answer.statusCode ?? 500, answer.headers);
      if (!flip) {
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const middle = bytes.length >> 1;
        if (bytes.length > 0) bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
        response.end(bytes);
      });
    },
  );
  request.pipe(upstream);
}

/**
 * S3's lifecycle API: each bucket's rules as set in `lifecycles` (none: NoSuchLifecycleConfiguration);
 * every other request goes through to `objects` (an s3rver), when given.
 */
export async function startS3Lifecycle(objects?: string) {
  const lifecycles = new Map<string, WireLifecycleRule[]>();
  const requests: string[] = [];
  const state = { corrupt: false };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const bucket = url.pathname.split("/")[1] ?? "";
    requests.push(`${request.method} /${bucket}?${url.searchParams.toString()}`);
    if (objects && !url.searchParams.has("lifecycle")) {
      passThrough(objects, state, request, response);
      return;
    }
    const rules = lifecycles.get(bucket);
    response.setHeader("content-type", "application/xml");
    if (request.method !== "GET" || !url.searchParams.has("lifecycle") || !rules) {
      response.statusCode = 404;
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchLifecycleConfiguration</Code><Message>The lifecycle configuration does not exist</Message><BucketName>${bucket}</BucketName></Error>`,
      );
      return;
    }
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?><LifecycleConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${rules.map(ruleXml).join("")}</LifecycleConfiguration>`,
    );
  });
  const endpoint = await listen(server);
  return {
    lifecycles,
    requests,
    state,
    client: () =>
      new S3Client({ endpoint, region: "eu-west-1", forcePathStyle: true, credentials }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** EventBridge's PutEvents: accepts every entry, or refuses each (`refusing`) as a partial failure. */
export async function startEventBridge() {
  const state = { refusing: false, accepted: [] as unknown[], refused: 0 };
  const server = createServer(async (request, response) => {
    const input = JSON.parse(await body(request)) as { Entries: unknown[] };
    const target = request.headers["x-amz-target"];
    response.setHeader("content-type", "application/x-amz-json-1.1");
    if (target !== "AWSEvents.PutEvents") {
      response.statusCode = 400;
      response.end(JSON.stringify({ __type: "UnknownOperationException" }));
      return;
    }
    const entries = input.Entries.map((entry) => {
      if (state.refusing) {
        state.refused += 1;
        return { ErrorCode: "InternalFailure", ErrorMessage: "refused by the test" };
      }
      state.accepted.push(entry);
      return { EventId: randomUUID() };
    });
    response.end(
      JSON.stringify({
        FailedEntryCount: entries.filter((each) => "ErrorCode" in each).length,
        Entries: entries,
      }),
    );
  });
  const endpoint = await listen(server);
  return {
    state,
    client: () => new EventBridgeClient({ endpoint, region: "eu-west-1", credentials }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
