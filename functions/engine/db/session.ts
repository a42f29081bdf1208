// Engine sessions: configured once (timeouts, UTC, name), borrowed and released safely.
import type pg from "pg";
import { DEFAULT_STATEMENT_TIMEOUT_MS } from "../../contract/limits.js";
import { configureSessionSql, databaseNowSql } from "../sql/session.js";
import { classifyPgError } from "./pg-errors.js";
import { APPLICATION_NAME } from "./pool.js";

/** Per batch statement: how long it waits for a row lock before the batch is retried. */
export const DEFAULT_LOCK_TIMEOUT_MS = 2_000;

export interface SessionLimits {
  lockTimeoutMs?: number;
  statementTimeoutMs?: number;
}

/** Every engine session: bounded lock waits and statements, UTC, named, no JIT. */
export async function configureSession(
  client: pg.ClientBase,
  limits: SessionLimits,
): Promise<void> {
  await client.query(
    configureSessionSql({
      lockTimeoutMs: limits.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
      statementTimeoutMs: limits.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      applicationName: APPLICATION_NAME,
    }),
  );
}

/** The database's clock. */
export async function databaseNow(db: pg.Pool | pg.ClientBase): Promise<Date> {
  const { rows } = await db.query<{ now: Date }>(databaseNowSql());
  return rows[0]!.now;
}

/** Borrows a client; a client that saw a connection-level error is destroyed, not reused. */
export async function withClient<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: unknown;
  const onError = (error: unknown) => {
    broken = error;
  };
  client.on("error", onError);
  try {
    return await work(client);
  } catch (error) {
    if (classifyPgError(error) === "connection") broken = error;
    throw error;
  } finally {
    client.off("error", onError);
    client.release(broken ? (broken as Error) : undefined);
  }
}
