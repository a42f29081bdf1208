// Where the latency budget's probe commits run: in a thread of their own (a worker with its own
// connection: what the engine does meanwhile never delays a probe's clock), or, where the pool's
// settings cannot be handed to a thread, on a connection of the engine's own thread.
import { Worker } from "node:worker_threads";
import type pg from "pg";
import { probeCommitSql } from "../sql/throttle.js";

/** Each probe's time (ms) and whether a batch ran while it did; a failure, once. */
export interface ProbeListener {
  probe(ms: number, during: boolean): void;
  failed(error: Error): void;
}

/**
 * A probe is one tiny commit of the engine's own (an xid and an empty logical message, no table:
 * it waits for the WAL flush as the application's commits do; sql/throttle.ts probeCommitSql),
 * sent this often from before the first batch to the policy's end.
 */
export const PROBE_EVERY_MS = 10;

/** Probe commits every PROBE_EVERY_MS from start() to stop(), told when batches run. */
export interface Prober {
  start(listener: ProbeListener): void;
  /** The time between probes from now on (ms). */
  every(ms: number): void;
  /** A batch begins (lanes overlap: a probe is `during` if any batch ran while it did). */
  begin(): void;
  end(): void;
  /** Resolves when the probe in flight is in and the probes' connection is free or closed. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Probes on `client`, on this thread. */
export function probeOn(client: Pick<pg.ClientBase, "query">): Prober {
  let active = 0;
  let touched = false;
  let stopping = false;
  let everyMs: number = PROBE_EVERY_MS;
  let probing: Promise<void> | undefined;
  const loop = async (listener: ProbeListener) => {
    while (!stopping) {
      touched = active > 0;
      const started = performance.now();
      try {
        await client.query(probeCommitSql());
      } catch (error) {
        listener.failed(error as Error);
        return;
      }
      listener.probe(performance.now() - started, touched);
      if (!stopping) await sleep(everyMs);
    }
  };
  return {
    start(listener) {
      stopping = false;
      probing ??= loop(listener);
    },
    every(ms) {
      everyMs = ms;
    },
    begin() {
      active += 1;
      touched = true;
    },
    end() {
      active -= 1;
    },
    async stop() {
      stopping = true;
      await probing;
      probing = undefined;
    },
  };
}

/** The flags shared with the worker (probe-worker.mjs): batches running, one ran, stop, the interval. */
const FLAG = { active: 0, touched: 1, stop: 2, everyMs: 3 } as const;

/**
 * The worker beside this module: probe-worker.mjs in the sources and in each build (the Lambda's
 * bundle and the command line's, bin/build.mjs).
 */
const WORKER_FILE = new URL("./probe-worker.mjs", import.meta.url);

/** Probes in a worker thread with a connection of its own, made from `config`. */
export function probeInThread(config: pg.ClientConfig): Prober {
  const flags = new Int32Array(new SharedArrayBuffer(4 * Int32Array.BYTES_PER_ELEMENT));
  Atomics.store(flags, FLAG.everyMs, PROBE_EVERY_MS);
  let worker: Worker | undefined;
  let exited: Promise<void> | undefined;
  return {
    start(listener) {
      if (worker) return;
      Atomics.store(flags, FLAG.stop, 0);
      worker = new Worker(WORKER_FILE, {
        workerData: {
          config,
          text: probeCommitSql().text,
          shared: flags.buffer,
        },
      });
      worker.on("message", (message: { ms?: number; during?: boolean; error?: string }) => {
        if (message.error !== undefined) listener.failed(new Error(message.error));
        else listener.probe(message.ms ?? 0, message.during === true);
      });
      worker.on("error", (error) => listener.failed(error));
      const running = worker;
      exited = new Promise((resolve) => running.once("exit", () => resolve()));
    },
    every(ms) {
      Atomics.store(flags, FLAG.everyMs, Math.round(ms));
    },
    begin() {
      Atomics.add(flags, FLAG.active, 1);
      Atomics.store(flags, FLAG.touched, 1);
    },
    end() {
      Atomics.sub(flags, FLAG.active, 1);
    },
    async stop() {
      Atomics.store(flags, FLAG.stop, 1);
      await exited;
      worker = undefined;
      exited = undefined;
    },
  };
}

/** pg-pool's own settings: not a connection's. */
const POOL_ONLY = new Set([
  "Client",
  "Promise",
  "log",
  "max",
  "min",
  "maxUses",
  "allowExitOnIdle",
  "maxLifetimeSeconds",
  "idleTimeoutMillis",
]);

/**
 * The pool's connection settings as a thread can take them (plain values: a password given as a
 * function, a custom stream or a client class cannot cross), else none.
 */
export function threadableConfig(pool: pg.Pool): pg.ClientConfig | undefined {
  const options = (pool as unknown as { options?: Record<string, unknown> }).options ?? {};
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (!POOL_ONLY.has(key) && value !== undefined) config[key] = value;
  }
  // pg-pool keeps the password out of the options' enumerable keys (out of logs): read it by name.
  if (options.password !== undefined) config.password = options.password;
  try {
    structuredClone(config);
  } catch {
    return undefined;
  }
  return config as pg.ClientConfig;
}
