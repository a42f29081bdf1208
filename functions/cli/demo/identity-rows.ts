// The identity tables' rows as the demo, the benchmark and the simulation generate them: one
// statement per table, each caller saying only what differs (how many, when, in what order).
import type { Sql } from "../../engine/sql/text.js";

/** The users table holds `users` rows; rows pick theirs by index (`u.ids[...]`). */
const USERS =
  "(SELECT array_agg(id) AS ids, array_agg(phone_number) AS phones FROM identity.users)";

export interface SignInRequestRows {
  count: number;
  /** The row's created_at: SQL over g (the row number) and the values from $2 on. */
  at: string;
  /** Its status: SQL over g. @default cycling through the five statuses */
  status?: string;
  /** Attempts made: SQL over g. @default 0 */
  attempts?: string;
  /** Write them in created_at order (the heap in clock order) or as drawn. */
  ordered: boolean;
  values?: unknown[];
}

/** Sign-in requests ($1 of them), each with a user's phone number, a code hash and a 5-minute expiry. */
export function signInRequestsSql(rows: SignInRequestRows): Sql {
  const status =
    rows.status ?? "(ARRAY['Pending','Confirmed','Expired','Exhausted','Superseded'])[1 + g % 5]";
  return {
    text: `INSERT INTO identity.sign_in_confirmation_requests
       (id, user_id, phone_number, code_hash, status, attempts, created_at, expires_at)
     SELECT gen_random_uuid(), u.ids[1 + g % cardinality(u.ids)], u.phones[1 + g % cardinality(u.ids)],
            md5(g::text), ${status}, ${rows.attempts ?? "0"}, t.at, t.at + interval '5 minutes'
     FROM generate_series(1, $1::int) AS g, ${USERS} AS u,
          -- g in the subquery makes it correlated, so random() is drawn per row, not once.
          LATERAL (SELECT ${rows.at} + g * interval '0 s' AS at) AS t
     ${rows.ordered ? "ORDER BY t.at" : ""}`,
    values: [rows.count, ...(rows.values ?? [])],
  };
}

export interface SessionChains {
  count: number;
  /** A chain's length (1-5): SQL over c (the chain number). */
  length: string;
  /** Whether the chain's tip is still Active: SQL over c. */
  active: string;
  /** The chain's moment (`ch.at`): SQL over c and the values from $2 on. */
  at: string;
  /** created_at, updated_at, expires_at of a session: SQL over ch.at, ch.len and l.depth. */
  times: [string, string, string];
  /** Its user agent and IP address: SQL over l.c. @default one of each */
  client?: [string, string];
  values?: unknown[];
}

/**
 * Rotation chains ($1 of them): each session's parent is the one it replaced; every session but the
 * tip is Rotated; the tip is Active, or Revoked or Expired.
 */
export function sessionChainsSql(chains: SessionChains): Sql {
  const [created, updated, expires] = chains.times;
  const [agent, ip] = chains.client ?? ["'ua'", "'198.51.100.1'"];
  return {
    text: `WITH RECURSIVE chain AS MATERIALIZED (
       SELECT c, ${chains.length} AS len, ${chains.at} AS at, ${chains.active} AS active,
              u.ids[1 + c % cardinality(u.ids)] AS user_id
       FROM generate_series(1, $1::int) AS c, ${USERS} AS u),
     link(c, depth, id, parent) AS (
       SELECT c, 1, gen_random_uuid(), NULL::uuid FROM chain
       UNION ALL
       SELECT l.c, l.depth + 1, gen_random_uuid(), l.id FROM link AS l JOIN chain AS ch ON ch.c = l.c
       WHERE l.depth < ch.len)
     INSERT INTO identity.refresh_sessions
       (id, user_id, parent_session_id, status, token_hash, user_agent, ip_address, created_at, updated_at, expires_at)
     SELECT l.id, ch.user_id, l.parent,
            CASE WHEN l.depth < ch.len THEN 'Rotated' WHEN ch.active THEN 'Active'
                 WHEN l.c % 2 = 0 THEN 'Revoked' ELSE 'Expired' END,
            md5(l.id::text), ${agent}, (${ip})::inet, ${created}, ${updated}, ${expires}
     FROM link AS l JOIN chain AS ch ON ch.c = l.c
     ORDER BY l.depth`,
    values: [chains.count, ...(chains.values ?? [])],
  };
}
