// The latency budget's probes, in a thread of their own (functions/engine/throttle/latency-probe.ts):
// plain JavaScript, so that it runs as it is from the sources, and bundled beside the Lambda's
// code. Its clock is its own: the engine's work on the main thread never delays a probe's
// answer, so a probe's time is the server's commit and the network, as the live service's is.
import { setTimeout as sleep } from "node:timers/promises";
import { parentPort, workerData } from "node:worker_threads";
import pg from "pg";

/** The flags the engine shares (latency-probe.ts FLAG): batches running, one ran, stop, the interval. */
const ACTIVE = 0;
const TOUCHED = 1;
const STOP = 2;
const EVERY_MS = 3;

const { config, text, shared } = workerData;
const flags = new Int32Array(shared);
const client = new pg.Client(config);
// The server ending the session fails the probe in flight: that is reported, not thrown.
client.on("error", () => undefined);

const fail = (error) => parentPort?.postMessage({ error: String(error?.message ?? error) });

try {
  await client.connect();
  while (Atomics.load(flags, STOP) === 0) {
    Atomics.store(flags, TOUCHED, Atomics.load(flags, ACTIVE) > 0 ? 1 : 0);
    const started = performance.now();
    await client.query(text);
    const ms = performance.now() - started;
    parentPort?.postMessage({ ms, during: Atomics.load(flags, TOUCHED) === 1 });
    if (Atomics.load(flags, STOP) === 0) await sleep(Atomics.load(flags, EVERY_MS));
  }
} catch (error) {
  fail(error);
} finally {
  await client.end().catch(() => undefined);
}
