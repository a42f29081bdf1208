// Erasure tests' shared steps: an erasure table described on a test database, one subject erased
// with the engine's own pool, Keycloak users with a credential each, and a table's rows as JSON
// (what "nothing else touched" compares).
import type pg from "pg";
import { parseErasureTable } from "../../functions/contract/erasure-table.js";
import {
  describeErasure,
  type EraseOptions,
  type ErasureShape,
  eraseSubject,
} from "../../functions/engine/index.js";
import type { TestDatabase } from "./db.js";

export const ERASURE_KEY = "an-erasure-key-for-the-tests-0001";

export async function shapeOf(db: TestDatabase, input: unknown): Promise<ErasureShape> {
  const client = await db.pool.connect();
  try {
    return await describeErasure(client, parseErasureTable(input));
  } finally {
    client.release();
  }
}

export function erase(
  db: TestDatabase,
  shape: ErasureShape,
  key: string,
  options: Partial<EraseOptions> = {},
) {
  return eraseSubject(shape, key, {
    pool: db.enginePool(),
    redactionKey: ERASURE_KEY,
    ...options,
  });
}

/** Keycloak users (keycloak.user_entity, e-mail `<id>@example.org`), each with a password credential. */
export async function addKeycloakUsers(pool: pg.Pool, ids: string[]): Promise<void> {
  for (const id of ids) {
    await pool.query(
      "INSERT INTO keycloak.user_entity (id, email, realm_id, username) VALUES ($1::varchar, $1::varchar || '@example.org', 'master', $1::varchar)",
      [id],
    );
    await pool.query(
      "INSERT INTO keycloak.credential (id, type, user_id) VALUES ($1::varchar || '-c', 'password', $1::varchar)",
      [id],
    );
  }
}

/** Every row of a table as JSON text, in a stable order. */
export async function rowsOf(db: { pool: pg.Pool }, table: string): Promise<string[]> {
  const { rows } = await db.pool.query<{ r: string }>(
    `SELECT to_jsonb(t)::text AS r FROM ${table} t ORDER BY 1`,
  );
  return rows.map((row) => row.r);
}

/** The rows of every table named. */
export async function snapshot(db: { pool: pg.Pool }, tables: string[]) {
  return Object.fromEntries(
    await Promise.all(tables.map(async (table) => [table, await rowsOf(db, table)] as const)),
  );
}
