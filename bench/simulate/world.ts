// The simulated service's data, on real PostgreSQL: the identity schema with a legal-hold column,
// a day of traffic at a time (timestamps on the simulated clock), and the SLO's measurements.
import pg from "pg";
import { sessionChainsSql, signInRequestsSql } from "../../functions/cli/demo/identity-rows.js";
import { identitySchemaSql } from "../../functions/cli/demo/reference-schema.js";
import { presets } from "../../functions/contract/presets.js";

const DAY = 86_400_000;

export interface Traffic {
  /** Sign-in confirmation requests a day. */
  sicrPerDay: number;
  /** New refresh-session chains a day (1-4 sessions each). */
  chainsPerDay: number;
}

/** The retention table the simulation runs: the identity preset, with legal holds on sessions. */
export const simulatedTable = {
  policies: (presets.identity as { policies: { name: string }[] }).policies.map((policy) =>
    policy.name === "refresh_sessions" ? { ...policy, hold: "legal_hold" } : policy,
  ),
};
export const RETENTION_DAYS: Record<string, number> = {
  sign_in_confirmation_requests: 30,
  refresh_sessions: 90,
};

export async function createWorld(adminUrl: string, name: string, seed: number): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await withDb(url.toString(), async (db) => {
    await db.query(identitySchemaSql);
    await db.query(
      "ALTER TABLE identity.refresh_sessions ADD COLUMN legal_hold boolean NOT NULL DEFAULT false",
    );
    await db.query("SELECT setseed($1)", [((seed % 1000) + 1) / 1001]);
    await db.query(
      `INSERT INTO identity.users (id, phone_number)
       SELECT gen_random_uuid(), '+1555' || lpad(g::text, 7, '0') FROM generate_series(1, 2000) g`,
    );
  });
  return url.toString();
}

export async function dropWorld(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

export async function withDb<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url, application_name: "simulation" });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * The traffic of [from, to): sign-in requests (any status); new session chains whose older members
 * were rotated and whose tip is Active (40%) or Revoked/Expired; a few Active sessions revoked;
 * one legal hold a day. `sicrFactor` multiplies the sign-in requests (a spike).
 */
export async function addTraffic(
  db: pg.Client,
  traffic: Traffic,
  from: number,
  to: number,
  sicrFactor = 1,
): Promise<void> {
  const days = (to - from) / DAY;
  const at = [new Date(from).toISOString(), new Date(to).toISOString()];
  const between = "$2::timestamptz + random() * ($3::timestamptz - $2::timestamptz)";
  await db.query(
    signInRequestsSql({
      count: Math.round(traffic.sicrPerDay * days * sicrFactor),
      at: between,
      ordered: true,
      values: at,
    }),
  );
  await db.query(
    sessionChainsSql({
      count: Math.round(traffic.chainsPerDay * days),
      length: "1 + floor(random() * 4)::int",
      active: "random() < 0.4",
      at: between,
      times: [
        "least(ch.at + (l.depth - 1) * interval '1 hour', $3::timestamptz)",
        "least(ch.at + l.depth * interval '1 hour', $3::timestamptz)",
        "ch.at + interval '30 days'",
      ],
      values: at,
    }),
  );
  // Some Active sessions end (revoked); one terminal session a day goes under legal hold.
  await db.query(
    `UPDATE identity.refresh_sessions SET status = 'Revoked', updated_at = $1::timestamptz + random() * ($2::timestamptz - $1::timestamptz)
     WHERE id IN (SELECT id FROM identity.refresh_sessions WHERE status = 'Active' AND created_at < $1::timestamptz - interval '7 days'
                  ORDER BY random() LIMIT $3)`,
    [...at, Math.max(1, Math.round((traffic.chainsPerDay * days) / 20))],
  );
  await db.query(
    `UPDATE identity.refresh_sessions SET legal_hold = true
     WHERE id IN (SELECT id FROM identity.refresh_sessions WHERE status <> 'Active' AND NOT legal_hold ORDER BY random() LIMIT $1)`,
    [Math.max(1, Math.round(days))],
  );
}

/** Where a policy stands at `now`: rows past retention it may delete, their oldest, and the SLO's lines. */
export interface Standing {
  policy: string;
  /** Rows past retention, neither held nor kept by a live descendant. */
  pastRetention: number;
  /** Of those, rows past retention + one interval + one run (the 99% line's numerator). */
  pastOneRun: number;
  /** How far past its retention the oldest such row is (days; 0 when none). */
  oldestPastDays: number;
}

const deletableSql = (policy: string) =>
  policy === "sign_in_confirmation_requests"
    ? {
        with: "",
        from: "identity.sign_in_confirmation_requests AS r",
        clock: "r.created_at",
        where: "true",
      }
    : {
        // Kept by a live descendant: every ancestor of a session that may not go.
        with: `WITH RECURSIVE kept(id) AS (
           SELECT parent_session_id FROM identity.refresh_sessions
           WHERE parent_session_id IS NOT NULL
             AND (status NOT IN ('Rotated','Revoked','Expired') OR legal_hold OR updated_at >= $1::timestamptz)
           UNION
           SELECT s.parent_session_id FROM kept k JOIN identity.refresh_sessions s ON s.id = k.id
           WHERE s.parent_session_id IS NOT NULL) `,
        from: "identity.refresh_sessions AS r",
        clock: "r.updated_at",
        where:
          "r.status IN ('Rotated','Revoked','Expired') AND NOT r.legal_hold AND NOT EXISTS (SELECT 1 FROM kept k WHERE k.id = r.id)",
      };

export async function measure(
  db: pg.Client,
  policy: string,
  now: number,
  intervalMs: number,
  runAllowanceMs: number,
): Promise<Standing> {
  const cutoff = now - (RETENTION_DAYS[policy] as number) * DAY;
  const q = deletableSql(policy);
  const { rows } = await db.query<{
    past: string;
    past_run: string;
    oldest: Date | null;
  }>(
    `${q.with}SELECT
       count(*) FILTER (WHERE ${q.clock} < $1::timestamptz) AS past,
       count(*) FILTER (WHERE ${q.clock} < $2::timestamptz) AS past_run,
       min(${q.clock}) FILTER (WHERE ${q.clock} < $1::timestamptz) AS oldest
     FROM ${q.from} WHERE ${q.where}`,
    [new Date(cutoff).toISOString(), new Date(cutoff - intervalMs - runAllowanceMs).toISOString()],
  );
  const row = rows[0];
  return {
    policy,
    pastRetention: Number(row?.past ?? 0),
    pastOneRun: Number(row?.past_run ?? 0),
    oldestPastDays: row?.oldest ? (cutoff - row.oldest.getTime()) / DAY : 0,
  };
}
