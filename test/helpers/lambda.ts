import { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";
import { mockClient } from "aws-sdk-client-mock";
import { vi } from "vitest";
import { silentLogger } from "../../functions/engine/index.js";
import { createHandler, type HandlerOverrides } from "../../functions/lambda/create-handler.js";
import type { SegmentResult } from "../../functions/lambda/segment.js";
import { fakeContext } from "./context.js";

export { fakeContext };

export const lambdaMock = mockClient(LambdaClient);

export function handlerEnv(url: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    RETENTION_PRESET: "identity",
    DATABASE_URL: url,
    SAFETY_MARGIN_MS: "10000",
    AWS_LAMBDA_FUNCTION_NAME: "retention-job-test",
    METRICS_NAMESPACE: "RetentionJobTest",
    ...extra,
  };
}

export type Handler = ReturnType<typeof createHandler>;

/**
 * Calls the handler, then each continuation it sent itself (every chain of a run that fanned out,
 * in the order they were sent), and so on: Lambda's async invocations in-process, one at a time.
 */
export async function driveChain(
  handler: Handler,
  firstEvent: unknown,
  budgetMs: number,
  maxHops = 100,
): Promise<{ results: SegmentResult[]; payloads: string[] }> {
  const results: SegmentResult[] = [];
  const payloads: string[] = [];
  const queue: unknown[] = [firstEvent];
  for (let hop = 0; hop < maxHops && queue.length > 0; hop++) {
    lambdaMock.resetHistory();
    results.push(
      (await handler(queue.shift(), fakeContext(budgetMs, `req-${hop}`))) as SegmentResult,
    );
    for (const call of lambdaMock.commandCalls(InvokeCommand)) {
      const payload = Buffer.from(call.args[0].input.Payload as Uint8Array).toString("utf8");
      payloads.push(payload);
      queue.push(JSON.parse(payload));
    }
  }
  return { results, payloads };
}

/** Captures what goes to stdout (the EMF lines) while `work` runs. */
export async function captureStdout<T>(
  work: () => Promise<T>,
): Promise<{ value: T; lines: string[] }> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(
      ...chunk
        .toString()
        .split("\n")
        .filter((line) => line.trim() !== ""),
    );
    return true;
  });
  try {
    return { value: await work(), lines };
  } finally {
    spy.mockRestore();
  }
}

export interface Emf {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: {
      Namespace: string;
      Dimensions: string[][];
      Metrics: { Name: string; Unit: string }[];
    }[];
  };
  [key: string]: unknown;
}

export function emfLines(lines: string[]): Emf[] {
  return lines
    .filter((line) => line.startsWith("{") && line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as Emf);
}

export function newHandler(env: NodeJS.ProcessEnv, overrides: HandlerOverrides = {}): Handler {
  lambdaMock.reset();
  lambdaMock.on(InvokeCommand).resolves({ StatusCode: 202 });
  return createHandler(env, { ...overrides, logger: overrides.logger ?? silentLogger });
}

/** A handler with the real AWS clients, as in Lambda (for tests that restore lambdaMock). */
export function createHandlerWithRealClients(env: NodeJS.ProcessEnv): Handler {
  return createHandler(env, { logger: silentLogger });
}
