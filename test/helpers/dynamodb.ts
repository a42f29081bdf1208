// A DynamoDB API on loopback for the store checks: dynalite (a DynamoDB implementation from npm,
// in memory) behind a proxy that speaks the JSON 1.0 wire protocol for Time to Live itself.
// dynalite answers DescribeTimeToLive, but always DISABLED, and has no UpdateTimeToLive.
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import {
  CreateTableCommand,
  DynamoDBClient,
  PutItemCommand,
  UpdateTimeToLiveCommand,
} from "@aws-sdk/client-dynamodb";
import dynalite from "dynalite";
import { listen, body as readBody } from "./aws-wire.js";

export interface LocalDynamoDb {
  endpoint: string;
  client: DynamoDBClient;
  /** Every operation the proxy was asked for (`DescribeTimeToLive`, `Scan`, ...), in order. */
  operations: string[];
  /** Each request's JSON body, in the same order. */
  requests: Record<string, unknown>[];
  /** Operations answered with AccessDeniedException, as a role without the grant is. */
  denied: Set<string>;
  /** A table keyed by `id` (a string), with `items` put in it, and TTL on `ttl` if given. */
  table(name: string, items: Record<string, unknown>[], ttl?: string): Promise<void>;
  close(): Promise<void>;
}

const TARGET_PREFIX = "DynamoDB_20120810.";

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/x-amz-json-1.0" });
  response.end(JSON.stringify(body));
}

/** One request to dynalite, its answer relayed or returned. */
function forward(
  upstream: string,
  request: IncomingMessage,
  target: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, "x-amz-target": target };
    headers["content-length"] = String(Buffer.byteLength(body));
    const call = httpRequest(upstream, { method: "POST", headers }, (reply) => {
      void readBody(reply).then((text) => resolve({ status: reply.statusCode ?? 500, text }));
    });
    call.on("error", reject);
    call.end(body);
  });
}

/** DescribeTimeToLive and UpdateTimeToLive, on tables dynalite has (its DescribeTable says so). */
async function timeToLive(
  ttl: Map<string, string>,
  operation: string,
  parsed: {
    TableName?: string;
    TimeToLiveSpecification?: { Enabled: boolean; AttributeName: string };
  },
  exists: () => Promise<{ status: number; text: string }>,
  response: ServerResponse,
) {
  const table = await exists();
  if (table.status !== 200) {
    response.writeHead(table.status, { "content-type": "application/x-amz-json-1.0" });
    response.end(table.text);
    return;
  }
  const name = parsed.TableName as string;
  if (operation === "UpdateTimeToLive") {
    const spec = parsed.TimeToLiveSpecification;
    if (spec?.Enabled) ttl.set(name, spec.AttributeName);
    else ttl.delete(name);
    return answer(response, 200, { TimeToLiveSpecification: spec });
  }
  const attribute = ttl.get(name);
  answer(response, 200, {
    TimeToLiveDescription: attribute
      ? { TimeToLiveStatus: "ENABLED", AttributeName: attribute }
      : { TimeToLiveStatus: "DISABLED" },
  });
}

export async function startDynamoDb(): Promise<LocalDynamoDb> {
  const backend = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const upstream = await listen(backend);
  const ttl = new Map<string, string>();
  const local = {
    operations: [] as string[],
    requests: [] as Record<string, unknown>[],
    denied: new Set<string>(),
  };
  const proxy = createServer(async (request, response) => {
    const body = await readBody(request);
    const target = String(request.headers["x-amz-target"] ?? "");
    const operation = target.slice(TARGET_PREFIX.length);
    const parsed = JSON.parse(body || "{}");
    local.operations.push(operation);
    local.requests.push(parsed);
    if (local.denied.has(operation))
      return answer(response, 400, {
        __type: "com.amazon.coral.service#AccessDeniedException",
        message: `User is not authorized to perform: dynamodb:${operation}`,
      });
    if (operation === "DescribeTimeToLive" || operation === "UpdateTimeToLive") {
      const exists = () =>
        forward(
          upstream,
          request,
          `${TARGET_PREFIX}DescribeTable`,
          JSON.stringify({ TableName: parsed.TableName }),
        );
      return timeToLive(ttl, operation, parsed, exists, response);
    }
    const reply = await forward(upstream, request, target, body);
    response.writeHead(reply.status, { "content-type": "application/x-amz-json-1.0" });
    response.end(reply.text);
  });
  const endpoint = await listen(proxy);
  const client = new DynamoDBClient({
    endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  return {
    endpoint,
    client,
    ...local,
    async table(name, items, attribute) {
      await client.send(
        new CreateTableCommand({
          TableName: name,
          AttributeDefinitions: [{ AttributeName: "id", AttributeType: "S" }],
          KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
          BillingMode: "PAY_PER_REQUEST",
        }),
      );
      for (const item of items)
        await client.send(new PutItemCommand({ TableName: name, Item: item as never }));
      if (attribute)
        await client.send(
          new UpdateTimeToLiveCommand({
            TableName: name,
            TimeToLiveSpecification: { Enabled: true, AttributeName: attribute },
          }),
        );
      local.operations.length = 0;
      local.requests.length = 0;
    },
    async close() {
      client.destroy();
      await new Promise((resolve) => proxy.close(resolve));
      await new Promise((resolve) => backend.close(resolve));
    },
  };
}
