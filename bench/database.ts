// The benchmark scripts' server: the admin URL (DATABASE_URL, default the local server), a database's
// URL on it, and one statement on a connection of its own.
import pg from "pg";

export const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function urlOf(database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function sql(database: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
