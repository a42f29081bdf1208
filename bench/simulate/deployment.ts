// The function as a deployment runs it, in-process: its environment as the synthesized template
// sets it, its continuations queued as Lambda would deliver them, its EMF lines read as CloudWatch
// reads them. The simulation and the alarm-coverage tests run the real handler through these.
import { type MetricStore, recordsFromEmf } from "./cloudwatch.js";

/** Environment variables of the function, as the stack sets them, pointing at the simulation's database. */
export function functionEnv(template: Record<string, unknown>, url: string): NodeJS.ProcessEnv {
  const resources = Object.values(
    (
      template as {
        Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
      }
    ).Resources,
  );
  const fn = resources.find(
    (each) =>
      each.Type === "AWS::Lambda::Function" &&
      (each.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)
        ?.Variables?.DB_SECRET_ARN !== undefined,
  );
  if (!fn) throw new Error("the synthesized template has no retention function");
  const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  const env: NodeJS.ProcessEnv = { AWS_LAMBDA_FUNCTION_NAME: "retention-job-simulated" };
  for (const [name, value] of Object.entries(variables))
    if (typeof value === "string") env[name] = value;
  delete env.DB_SECRET_ARN;
  delete env.NODE_OPTIONS;
  return {
    ...env,
    DATABASE_URL: url,
    // A short Lambda: a segment works ~2 s, so that long nights hand on to continuations.
    SAFETY_MARGIN_MS: "10000",
  };
}

/** A Lambda client that queues the continuations; `throttleNext` makes the next Invoke fail as Lambda does. */
export class FakeLambda {
  queue: unknown[] = [];
  throttleNext = 0;
  throttled = 0;
  async send(command: { input: { Payload?: Uint8Array } }) {
    if (this.throttleNext > 0) {
      this.throttleNext -= 1;
      this.throttled += 1;
      const error = new Error("Rate exceeded") as Error & { $metadata: object };
      error.name = "TooManyRequestsException";
      error.$metadata = { httpStatusCode: 429 };
      throw error;
    }
    this.queue.push(JSON.parse(Buffer.from(command.input.Payload as Uint8Array).toString("utf8")));
    return { StatusCode: 202 };
  }
}

/** Runs `work` with stdout captured (the EMF lines), each line stamped at the simulated `at`. */
export async function capturing<T>(
  store: MetricStore,
  at: () => number,
  work: () => Promise<T>,
): Promise<T> {
  const write = process.stdout.write.bind(process.stdout);
  let pending = "";
  process.stdout.write = ((chunk: string | Uint8Array) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) store.add(recordsFromEmf(line, at()));
    return true;
  }) as typeof process.stdout.write;
  try {
    return await work();
  } finally {
    process.stdout.write = write;
    if (pending) store.add(recordsFromEmf(pending, at()));
  }
}
