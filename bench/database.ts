// The benchmark scripts' server: the admin URL (DATABASE_URL, default the local server), a database's
// URL on it, one statement on a connection of its own, a fresh database of the identity schema, and a
// corpus application's own database.
import pg from "pg";
import { identitySchemaSql } from "../functions/cli/demo/reference-schema.js";
import { loadApp } from "../test/init-corpus/measure.js";
import type { CorpusApp } from "../test/init-corpus/types.js";

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

/** A database of its own for one corpus application (`<prefix>_<name>`), its schema loaded; `work` runs on it, then it goes. */
export async function onAppDatabase<T>(
  app: CorpusApp,
  prefix: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const database = `${prefix}_${app.name}`;
  await sql("postgres", `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await sql("postgres", `CREATE DATABASE ${database}`);
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    await loadApp(client, app);
    return await work(client);
  } finally {
    await client.end();
    await sql("postgres", `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

/** A fresh database with the identity schema and 10,000 users; `index` dropped (for a faster load). */
export async function identityDatabase(name: string, index?: string) {
  await sql("postgres", `DROP DATABASE IF EXISTS ${name}`);
  await sql("postgres", `CREATE DATABASE ${name}`);
  await sql(name, identitySchemaSql);
  if (index) await sql(name, `DROP INDEX identity.${index}`);
  await sql(
    name,
    "INSERT INTO identity.users (id, phone_number) SELECT gen_random_uuid(), '+1555' || lpad(g::text, 7, '0') FROM generate_series(1, 10000) g",
  );
}
