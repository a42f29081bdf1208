// The engine's connection pool.
import pg from "pg";
import { SERVICE_NAME } from "../../contract/names.js";
import { PARALLEL } from "../../contract/settings/run.js";

/** The application_name of the engine's sessions: a DBA sees them as retention-job's. */
export const APPLICATION_NAME = SERVICE_NAME;

/**
 * The engine's pool. A policy works on one connection, plus its parallel lanes (block
 * ranges, a cursor's list) and the throttle's watcher; connections open only when asked for. A
 * connection that the server ends (restart, pg_terminate_backend) never crashes the process: idle,
 * the pool drops it; checked out, the work using it fails at its next query, and the pool drops it
 * when it comes back (pg-pool discards a client that is no longer queryable).
 */
export function createPool(config: pg.PoolConfig, onIdleError?: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    max: 2 + PARALLEL.max,
    application_name: APPLICATION_NAME,
    ...config,
  });
  pool.on("error", (error) => onIdleError?.(error));
  // A checked-out client's 'error' event with no listener would be an uncaught exception.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return pool;
}

/**
 * A session from the pool if one comes within `ms`, else none (the pool's or the server's limit
 * reached): one that comes later goes straight back.
 */
export async function connectWithin(pool: pg.Pool, ms: number): Promise<pg.PoolClient | undefined> {
  const connecting = pool.connect();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  const won = await Promise.race([connecting, late]).catch(() => undefined);
  clearTimeout(timer);
  if (!won) void connecting.then((each) => each.release()).catch(() => undefined);
  return won;
}
