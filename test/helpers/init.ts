// init's draft on a pooled connection of the test's database, the connection given back after.
import type pg from "pg";
import { draftRetentionTable } from "../../functions/engine/init/index.js";

export async function draftOn(
  pool: pg.Pool,
  options: Parameters<typeof draftRetentionTable>[1],
): ReturnType<typeof draftRetentionTable> {
  const client = await pool.connect();
  try {
    return await draftRetentionTable(client, options);
  } finally {
    client.release();
  }
}
