// One segment of the simulation in a process of its own, so that it can be killed with SIGKILL in
// the middle of a batch, as Lambda kills a segment that runs out of time.
// argv: eventJson simulatedTimeMs; the function's environment comes from the parent.
import { createHandler } from "../../functions/lambda/create-handler.js";
import { fakeContext } from "../../test/helpers/context.js";

const [eventJson, simulatedText] = process.argv.slice(2);
const simulated = Number(simulatedText);
const handler = createHandler(process.env, { simulatedTime: () => simulated });
await handler(JSON.parse(eventJson as string), fakeContext(60_000, "simulated-killed-segment"));
