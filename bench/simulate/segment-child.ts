// One segment of the simulation in a process of its own, so that it can be killed with SIGKILL in
// the middle of a batch, as Lambda kills a segment that runs out of time.
// argv: eventJson simulatedTimeMs; the function's environment comes from the parent.
import type { Context } from "aws-lambda";
import { createHandler } from "../../functions/lambda/create-handler.js";

const [eventJson, simulatedText] = process.argv.slice(2);
const simulated = Number(simulatedText);
const handler = createHandler(process.env, { simulatedTime: () => simulated });
const end = Date.now() + 60_000;
await handler(JSON.parse(eventJson as string), {
  awsRequestId: "simulated-killed-segment",
  functionName: "retention-job-simulated",
  getRemainingTimeInMillis: () => Math.max(0, end - Date.now()),
} as unknown as Context);
