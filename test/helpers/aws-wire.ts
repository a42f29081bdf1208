// Local servers that speak AWS's wire protocols, for the clients the function builds: S3's
// GetBucketLifecycleConfiguration (REST, XML) and EventBridge's PutEvents (JSON 1.1). No S3 server
// on npm implements lifecycle configurations, and EventBridge has none at all.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { EventBridgeClient } from "@aws-sdk/client-eventbridge";
import { S3Client } from "@aws-sdk/client-s3";

const credentials = { accessKeyId: "test", secretAccessKey: "test" };

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const body = (request: IncomingMessage) =>
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

/** S3's lifecycle API: each bucket's rules as set in `lifecycles` (none: NoSuchLifecycleConfiguration). */
export async function startS3Lifecycle() {
  const lifecycles = new Map<string, WireLifecycleRule[]>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const bucket = url.pathname.split("/")[1] ?? "";
    requests.push(`${request.method} /${bucket}?${url.searchParams.toString()}`);
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
