// The demo's data: realistic rows for the reference schemas, generated in the database.
import type pg from "pg";
import { sessionChainsSql, signInRequestsSql } from "./identity-rows.js";
import { identidadSchemaSql, identitySchemaSql } from "./reference-schema.js";

export interface DemoSize {
  users: number;
  signInRequests: number;
  /** Rotation chains of 1-5 sessions each; about 20% end in an Active session. */
  chains: number;
}

export const defaultDemoSize: DemoSize = { users: 20_000, signInRequests: 300_000, chains: 40_000 };

/**
 * Creates the identity reference schema and fills it with realistic data: sign-in requests spread
 * over 90 days (about two thirds past the 30-day cutoff: a first run the breaker stops), rotation chains whose tips ended up to 200 days
 * ago, some still Active. Phone numbers, IPs and user agents are fake but shaped like real ones.
 */
export async function loadIdentityDemo(
  db: pg.ClientBase,
  size: DemoSize = defaultDemoSize,
): Promise<void> {
  await db.query(identitySchemaSql);
  await db.query(
    `INSERT INTO identity.users (id, phone_number, created_at)
     SELECT gen_random_uuid(), '+1555' || lpad(g::text, 7, '0'), now() - random() * interval '400 days'
     FROM generate_series(1, $1::int) AS g`,
    [size.users],
  );
  await db.query(
    signInRequestsSql({
      count: size.signInRequests,
      at: "now() - random() * interval '90 days'",
      status:
        "(ARRAY['Pending','Confirmed','Expired','Exhausted','Superseded'])[1 + floor(random() * 5)::int]",
      attempts: "floor(random() * 3)::int",
      ordered: false,
    }),
  );
  await db.query(
    sessionChainsSql({
      count: size.chains,
      length: "1 + floor(random() * 5)::int",
      active: "random() < 0.2",
      at: "now() - random() * interval '200 days'",
      times: [
        "ch.at - (ch.len - l.depth) * interval '7 days' - interval '1 day'",
        "ch.at - (ch.len - l.depth) * interval '7 days'",
        "ch.at - (ch.len - l.depth) * interval '7 days' + interval '30 days'",
      ],
      client: ["'Mozilla/5.0 (demo; rv:' || l.c % 120 || ')'", "'198.51.100.' || (l.c % 250 + 1)"],
    }),
  );
  await db.query(
    "ANALYZE identity.users, identity.sign_in_confirmation_requests, identity.refresh_sessions",
  );
}

/**
 * The identidad schema (ADR 0021 of svc-identidad) (RLS forced, monthly partitions of the session log) with demo data: refresh
 * tokens over 90 days (a third revoked), pre-tokens over 3 days (half used), and about 20 000
 * session-log rows per month over 15 months.
 */
export async function loadIdentidadDemo(db: pg.ClientBase, scale = 1): Promise<void> {
  await db.query(identidadSchemaSql);
  const empresas =
    "(ARRAY['6f1c0d1e-0000-4000-8000-000000000001','6f1c0d1e-0000-4000-8000-000000000002','6f1c0d1e-0000-4000-8000-000000000003']::uuid[])";
  await db.query(
    `INSERT INTO identidad.trx_refresh_tokens
       (id, empresa_id, usuario_id, token_hash, revocado, revocado_en, expiracion, creado_en, ip, user_agent)
     SELECT gen_random_uuid(), ${empresas}[1 + g % 3], gen_random_uuid(), md5(g::text), t.revocado,
            CASE WHEN t.revocado THEN t.creado_en + interval '2 days' END, t.creado_en + interval '14 days', t.creado_en,
            ('203.0.113.' || (g % 250 + 1))::inet, 'okhttp/4.12 (demo)'
     FROM generate_series(1, $1::int) AS g,
          LATERAL (SELECT now() - random() * interval '90 days' + g * interval '0 s' AS creado_en, g % 3 = 0 AS revocado) AS t`,
    [Math.round(100_000 * scale)],
  );
  await db.query(
    `INSERT INTO identidad.trx_pre_tokens (id, empresa_id, usuario_id, usado_en, expiracion, creado_en)
     SELECT gen_random_uuid(), ${empresas}[1 + g % 3], gen_random_uuid(),
            CASE WHEN g % 2 = 0 THEN t.creado_en + interval '1 minute' END, t.creado_en + interval '10 minutes', t.creado_en
     FROM generate_series(1, $1::int) AS g,
          LATERAL (SELECT now() - random() * interval '3 days' + g * interval '0 s' AS creado_en) AS t`,
    [Math.round(50_000 * scale)],
  );
  await db.query(
    `INSERT INTO identidad.log_sesiones (empresa_id, usuario_id, evento, ip, creado_en)
     SELECT ${empresas}[1 + g % 3], gen_random_uuid(), (ARRAY['login','refresh','logout'])[1 + g % 3],
            ('198.51.100.' || (g % 250 + 1))::inet, now() - random() * interval '455 days' + g * interval '0 s'
     FROM generate_series(1, $1::int) AS g`,
    [Math.round(300_000 * scale)],
  );
  await db.query(
    "ANALYZE identidad.trx_refresh_tokens, identidad.trx_pre_tokens, identidad.log_sesiones",
  );
}
