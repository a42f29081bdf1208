import type pg from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { loadPreset } from "../../functions/contract/retention-table.js";
import { type RunOptions, type RunReport, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "./db.js";

export const SICR = "identity.sign_in_confirmation_requests";
export const SESSIONS = "identity.refresh_sessions";

export async function resetIdentity(pool: pg.Pool): Promise<void> {
  await pool.query(
    "TRUNCATE identity.refresh_sessions, identity.sign_in_confirmation_requests, identity.users CASCADE",
  );
}

let phoneCounter = 0;
/** A phone number unique to this process, so a log line that leaks one can be found. */
export function fakePhone(): string {
  phoneCounter += 1;
  return `+1555${String(process.pid % 1000).padStart(3, "0")}${String(phoneCounter).padStart(4, "0")}`;
}

export async function insertUser(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    "INSERT INTO identity.users (id, phone_number) VALUES (gen_random_uuid(), $1) RETURNING id",
    [fakePhone()],
  );
  return rows[0]!.id;
}

/** A sign-in confirmation request created `age` ago (a PostgreSQL interval, e.g. '31 days'). */
export async function insertSicr(
  pool: pg.Pool,
  options: { userId: string; age: string; status?: string; phone?: string },
): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO identity.sign_in_confirmation_requests
       (id, user_id, phone_number, code_hash, status, created_at, expires_at)
     VALUES (gen_random_uuid(), $1, $2, md5(random()::text), $3, now() - $4::interval,
             now() - $4::interval + interval '5 minutes')
     RETURNING id`,
    [options.userId, options.phone ?? fakePhone(), options.status ?? "Confirmed", options.age],
  );
  return rows[0]!.id;
}

/** A refresh session whose updated_at is `age` ago. */
export async function insertSession(
  pool: pg.Pool,
  options: {
    userId: string;
    status: string;
    age: string;
    parent?: string | null;
    userAgent?: string;
    ip?: string;
  },
): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO identity.refresh_sessions
       (id, user_id, parent_session_id, status, token_hash, user_agent, ip_address, created_at, updated_at, expires_at)
     VALUES (gen_random_uuid(), $1, $2, $3, md5(random()::text), $4, $5::inet,
             now() - $6::interval - interval '1 day', now() - $6::interval, now() - $6::interval + interval '30 days')
     RETURNING id`,
    [
      options.userId,
      options.parent ?? null,
      options.status,
      options.userAgent ?? "Mozilla/5.0 (test)",
      options.ip ?? "203.0.113.7",
      options.age,
    ],
  );
  return rows[0]!.id;
}

/** A rotation chain, root first: each link's parent is the one before it. */
export async function insertChain(
  pool: pg.Pool,
  userId: string,
  links: { status: string; age: string }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const link of links) {
    ids.push(await insertSession(pool, { userId, ...link, parent: ids.at(-1) ?? null }));
  }
  return ids;
}

export async function existingIds(pool: pg.Pool, table: string): Promise<Set<string>> {
  const { rows } = await pool.query<{ id: string }>(`SELECT id::text AS id FROM ${table}`);
  return new Set(rows.map((row) => row.id));
}

export async function countRows(pool: pg.Pool, table: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(rows[0]!.n);
}

export const identityPolicies = () => loadPreset("identity").policies;

/** One run of the real engine with the identity preset, on a pool of its own. */
export function runIdentity(
  db: TestDatabase,
  options: Partial<RunOptions> = {},
): Promise<RunReport> {
  return runRetention({ pool: db.enginePool(), policies: identityPolicies(), ...options });
}

export function policyReport(report: RunReport, name: string) {
  const found = report.policies.find((policy) => policy.name === name);
  if (!found) throw new Error(`no report for policy ${name}`);
  return found;
}

/**
 * A database of its own for the test file; before each test the identity tables are emptied and
 * one user is created. `bind` receives both, before each test.
 */
export function useIdentityDatabase(
  bind: (state: { db: TestDatabase; userId: string }) => void,
): void {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });
  beforeEach(async () => {
    await resetIdentity(db.pool);
    bind({ db, userId: await insertUser(db.pool) });
  });
}

/** `count` sign-in requests, all past the 30-day cutoff, a second apart. */
export async function insertExpiredSicrs(
  pool: pg.Pool,
  userId: string,
  count: number,
): Promise<void> {
  await pool.query(
    `INSERT INTO identity.sign_in_confirmation_requests (id, user_id, phone_number, code_hash, status, created_at, expires_at)
     SELECT gen_random_uuid(), $1, '+15550000000', 'h', 'Expired', now() - interval '40 days' - g * interval '1 second', now()
     FROM generate_series(1, $2) g`,
    [userId, count],
  );
}

/**
 * `chains` rotation chains of `length` links, all old (200 days and more); links are Rotated, and
 * every `activeEvery`-th chain (if given) ends in an Active session.
 */
export async function insertChains(
  pool: pg.Pool,
  userId: string,
  options: { chains: number; length: number; activeEvery?: number },
): Promise<void> {
  await pool.query(
    `WITH RECURSIVE link(chain, depth, id, parent) AS (
       SELECT c, 1, gen_random_uuid(), NULL::uuid FROM generate_series(1, $2::int) c
       UNION ALL
       SELECT chain, depth + 1, gen_random_uuid(), id FROM link WHERE depth < $3::int)
     INSERT INTO identity.refresh_sessions
       (id, user_id, parent_session_id, status, token_hash, created_at, updated_at, expires_at)
     SELECT id, $1, parent,
            CASE WHEN depth = $3::int AND chain % $4::int = 0 THEN 'Active' ELSE 'Rotated' END,
            'h', now() - interval '300 days', now() - interval '200 days' + depth * interval '1 day', now()
     FROM link ORDER BY depth`,
    [userId, options.chains, options.length, options.activeEvery ?? null],
  );
}
