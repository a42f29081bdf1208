import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createPool } from "../../functions/engine/index.js";

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The same database as `url`, reached as another role (its password given). */
export function urlAsRole(url: string, role: string, password: string): string {
  const as = new URL(url);
  as.username = role;
  as.password = password;
  return as.toString();
}

/**
 * SQL letting a hand-made role read the hold register where it exists, as provision-role does: a
 * run refuses to go without reading it (docs/holds.md).
 */
export const grantRegisterSql = (role: string) => `DO $$ BEGIN
  IF to_regclass('retention_job.holds') IS NOT NULL THEN
    GRANT USAGE ON SCHEMA retention_job TO ${role};
    GRANT SELECT ON retention_job.holds TO ${role};
  END IF; END $$;`;

/** The engine's pool as another role (its password given) on the same database as `url`. */
export function poolAsRole(url: string, role: string, password: string): pg.Pool {
  return createPool({ connectionString: urlAsRole(url, role, password) });
}

export interface TestDatabase {
  name: string;
  url: string;
  /** A pool for the test's own reads and writes (the engine gets its own, see enginePool). */
  pool: pg.Pool;
  /** A fresh pool, as the engine would have, for one run; closed by drop(). */
  enginePool(): pg.Pool;
  drop(): Promise<void>;
  /** Runs SQL on the server's admin database (roles are cluster-wide). */
  admin(sql: string): Promise<void>;
}

async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of its own for one test file, copied from the template that holds the reference schema. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("adminUrl");
  const name = `t_${randomBytes(6).toString("hex")}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`);
  const url = withDatabase(adminUrl, name);
  // The test's own pool is named apart from the engine's, so that a test can find the engine's backends.
  const pool = createPool({ connectionString: url, max: 4, application_name: "retention-test" });
  const enginePools: pg.Pool[] = [];
  return {
    name,
    url,
    pool,
    enginePool() {
      // Idle connections go after a second, not pg's ten: a file's runs each make a pool, and their
      // idle sessions, with the other files', came near the server's max_connections (89 of 100),
      // where a lane's connection is refused and a run quietly works on fewer lanes.
      const enginePool = createPool({ connectionString: url, idleTimeoutMillis: 1_000 });
      enginePools.push(enginePool);
      return enginePool;
    },
    async drop() {
      await Promise.all([pool, ...enginePools].map((each) => each.end().catch(() => undefined)));
      await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    admin: (sql) => onAdmin(adminUrl, sql),
  };
}

/** The `id` of each row `sql` returns, as text, sorted: an oracle's answer to compare with. */
export async function idsOf(pool: pg.Pool, sql: string, values: unknown[] = []): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(sql, values);
  return rows.map((row) => String(row.id)).sort();
}
