// The command line's database connections: a pool for a run, a client for a short read.
import type pg from "pg";
import { createPool } from "../engine/index.js";

/** One connection for a short read or a few statements, closed afterwards. */
export async function withDatabaseClient<T>(
  url: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const pool = createPool({ connectionString: url, max: 1 });
  try {
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
