// A Lambda context for running the handler in-process, without vitest: the tests and the
// simulation (npm run simulate) both use it.
import type { Context } from "aws-lambda";

/** A Lambda context whose remaining time really decreases, from `budgetMs` at creation. */
export function fakeContext(budgetMs: number, requestId = "req-test"): Context {
  const end = Date.now() + budgetMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: "retention-job-test",
    functionVersion: "$LATEST",
    invokedFunctionArn: "arn:aws:lambda:eu-west-1:123456789012:function:retention-job-test",
    memoryLimitInMB: "512",
    awsRequestId: requestId,
    logGroupName: "/aws/lambda/retention-job-test",
    logStreamName: "test",
    getRemainingTimeInMillis: () => Math.max(0, end - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
