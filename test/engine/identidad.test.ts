// ADR 0021 of svc-identidad: the identidad preset against its reference schema: each policy on both
// sides of its cutoff, partitions (boundaries, default, keepTable, interrupted detach, advisory
// lock), the maintenance role, the RLS trap and the API role under RLS.
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IDENTIDAD_API_ROLE } from "../../functions/cli/demo/reference-schema.js";
import { loadPreset, parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  applyMaintenanceRole,
  createPool,
  planMaintenanceRole,
  runRetention,
} from "../../functions/engine/index.js";
import {
  createTestDatabase,
  grantRegisterSql,
  type TestDatabase,
  urlAsRole,
} from "../helpers/db.js";
import { policyReport } from "../helpers/identity.js";

let db: TestDatabase;
const empresaA = randomUUID();
const empresaB = randomUUID();

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});
beforeEach(async () => {
  await db.pool.query(
    "TRUNCATE identidad.trx_refresh_tokens, identidad.trx_pre_tokens, identidad.log_sesiones",
  );
  // Put back the three old monthly partitions a test may have dropped.
  await db.pool.query(`DO $$
    DECLARE month date;
    BEGIN
      FOR back IN 13..15 LOOP
        month := date_trunc('month', now() AT TIME ZONE 'UTC')::date - make_interval(months => back);
        EXECUTE format('CREATE TABLE IF NOT EXISTS identidad.%I PARTITION OF identidad.log_sesiones FOR VALUES FROM (%L) TO (%L)',
          'log_sesiones_' || to_char(month, 'YYYY_MM'),
          month::timestamp AT TIME ZONE 'UTC', (month + interval '1 month')::timestamp AT TIME ZONE 'UTC');
      END LOOP;
    END $$`);
});

const identidad = (names?: string[]) =>
  loadPreset("identidad").policies.filter((policy) => !names || names.includes(policy.name));

async function token(options: {
  revocadoHace?: string | null;
  expiraHace: string;
  empresa?: string;
}): Promise<string> {
  const { rows } = await db.pool.query<{ id: string }>(
    `INSERT INTO identidad.trx_refresh_tokens
       (id, empresa_id, usuario_id, token_hash, revocado, revocado_en, expiracion, creado_en, ip, user_agent)
     VALUES (gen_random_uuid(), $1, gen_random_uuid(), md5(random()::text), $2::interval IS NOT NULL,
             now() - $2::interval, now() - $3::interval, now() - interval '400 days', '192.0.2.1', 'ua')
     RETURNING id`,
    [options.empresa ?? empresaA, options.revocadoHace ?? null, options.expiraHace],
  );
  return rows[0]!.id;
}

async function preToken(options: {
  usadoHace?: string | null;
  expiraHace: string;
}): Promise<string> {
  const { rows } = await db.pool.query<{ id: string }>(
    `INSERT INTO identidad.trx_pre_tokens (id, empresa_id, usuario_id, usado_en, expiracion, creado_en)
     VALUES (gen_random_uuid(), $1, gen_random_uuid(), now() - $2::interval, now() - $3::interval, now() - interval '3 days')
     RETURNING id`,
    [empresaA, options.usadoHace ?? null, options.expiraHace],
  );
  return rows[0]!.id;
}

async function ids(table: string): Promise<Set<string>> {
  const { rows } = await db.pool.query<{ id: string }>(`SELECT id::text FROM ${table}`);
  return new Set(rows.map((row) => row.id));
}

async function partitionNames(parent = "identidad.log_sesiones"): Promise<string[]> {
  const { rows } = await db.pool.query<{ name: string }>(
    "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = $1::regclass ORDER BY 1",
    [parent],
  );
  return rows.map((row) => row.name);
}

/** The partition name for the month `monthsAgo` months before now (UTC). */
async function monthPartition(monthsAgo: number, prefix = "log_sesiones"): Promise<string> {
  const { rows } = await db.pool.query<{ name: string }>(
    `SELECT $2 || '_' || to_char(date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => $1), 'YYYY_MM') AS name`,
    [monthsAgo, prefix],
  );
  return rows[0]!.name;
}

/** A session log row `monthsBack` months before the start of the current month, plus `days`. */
async function logRow(monthsBack: number, days = 3) {
  await db.pool.query(
    `INSERT INTO identidad.log_sesiones (empresa_id, usuario_id, evento, ip, creado_en)
     VALUES ($1, gen_random_uuid(), 'login', '192.0.2.9',
             date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - make_interval(months => $2::int, days => -$3::int))`,
    [empresaA, monthsBack, days],
  );
}

describe("trx_refresh_tokens: revoked or expired, 30 days after least(revocado_en, expiracion)", () => {
  it("deletes tokens past 30 days on either clock and keeps the rest, including NULL revocado_en", async () => {
    const revokedOld = await token({ revocadoHace: "31 days", expiraHace: "-10 days" });
    const revokedYoung = await token({ revocadoHace: "29 days", expiraHace: "-10 days" });
    const expiredOld = await token({ revocadoHace: null, expiraHace: "31 days" });
    const expiredYoung = await token({ revocadoHace: null, expiraHace: "29 days" });
    const live = await token({ revocadoHace: null, expiraHace: "-20 days" });
    const revokedAfterExpiry = await token({ revocadoHace: "5 days", expiraHace: "40 days" });

    const report = await runRetention({
      pool: db.enginePool(),
      policies: identidad(["trx_refresh_tokens"]),
    });

    expect(await ids("identidad.trx_refresh_tokens")).toEqual(
      new Set([revokedYoung, expiredYoung, live]),
    );
    expect(policyReport(report, "trx_refresh_tokens")).toMatchObject({
      deleted: 3,
      backlog: 0,
      error: null,
    });
    expect([revokedOld, expiredOld, revokedAfterExpiry]).toHaveLength(3);
  });

  it("regression (ADR 0021's code): a token revoked yesterday is NOT deleted, the 30-day forensics window stays", async () => {
    const revokedYesterday = await token({ revocadoHace: "1 day", expiraHace: "-29 days" });

    await runRetention({ pool: db.enginePool(), policies: identidad(["trx_refresh_tokens"]) });

    expect(await ids("identidad.trx_refresh_tokens")).toEqual(new Set([revokedYesterday]));
  });
});

describe("trx_pre_tokens: used or expired, 24 hours after least(usado_en, expiracion)", () => {
  it("deletes used and unused pre-tokens past 24 h and keeps younger and live ones", async () => {
    await preToken({ usadoHace: "25 hours", expiraHace: "-1 hour" });
    const usedYoung = await preToken({ usadoHace: "23 hours", expiraHace: "-1 hour" });
    await preToken({ usadoHace: null, expiraHace: "25 hours" });
    const unusedYoung = await preToken({ usadoHace: null, expiraHace: "23 hours" });
    const live = await preToken({ usadoHace: null, expiraHace: "-5 minutes" });

    const report = await runRetention({
      pool: db.enginePool(),
      policies: identidad(["trx_pre_tokens"]),
    });

    expect(await ids("identidad.trx_pre_tokens")).toEqual(new Set([usedYoung, unusedYoung, live]));
    expect(policyReport(report, "trx_pre_tokens").deleted).toBe(2);
  });
});

describe("log_sesiones: monthly partitions dropped once their whole month is 12 months old", () => {
  it("drops partitions that end at or before the cutoff, keeps the month that straddles it, never the default", async () => {
    const before = await partitionNames();
    await logRow(14);
    await logRow(11);
    await logRow(12 * 25); // 2001 or so: lands in the default partition

    const report = await runRetention({
      pool: db.enginePool(),
      policies: identidad(["log_sesiones"]),
    });

    const after = await partitionNames();
    const gone = before.filter((name) => !after.includes(name));
    // The month 12 months back straddles the cutoff (it ends after it): it stays.
    expect(after).toContain(await monthPartition(12));
    expect(after).toContain("log_sesiones_default");
    expect(gone).toEqual(
      [await monthPartition(15), await monthPartition(14), await monthPartition(13)].sort(),
    );
    const sessions = policyReport(report, "log_sesiones");
    expect(sessions).toMatchObject({
      outcome: "completed",
      strategy: "partitions",
      deleted: 1,
      error: null,
    });
    expect(sessions.partitions).toMatchObject({
      detachMode: "locking",
      lockNotAcquired: false,
      rowsDropped: 1,
    });
    expect(sessions.partitions?.dropped.sort()).toEqual(gone);
    // The 2001 row in the default partition is the oldest governed row left: the alarm will see it.
    expect(sessions.oldestAgeSeconds).toBeGreaterThan(20 * 365 * 86_400);
    const { rows } = await db.pool.query("SELECT count(*)::int AS n FROM identidad.log_sesiones");
    expect(rows[0]).toEqual({ n: 2 });
  });

  it("a dry run lists what would go and drops nothing", async () => {
    const before = await partitionNames();

    const report = await runRetention({
      pool: db.enginePool(),
      policies: identidad(["log_sesiones"]),
      dryRun: true,
    });

    expect(await partitionNames()).toEqual(before);
    expect(
      policyReport(report, "log_sesiones").partitions?.skipped.map((each) => each.reason),
    ).toEqual(["dry run", "dry run", "dry run"]);
  });
});

describe("partitions without a default: DETACH ... CONCURRENTLY", () => {
  const setUp = async (name: string) => {
    await db.pool.query(`
      DROP TABLE IF EXISTS public.${name};
      CREATE TABLE public.${name} (id bigint, creado_en timestamptz NOT NULL, cerrado_en timestamptz)
        PARTITION BY RANGE (creado_en);
      CREATE TABLE public.${name}_old PARTITION OF public.${name} FOR VALUES FROM ('2020-01-01') TO ('2020-02-01');
      CREATE TABLE public.${name}_older PARTITION OF public.${name} FOR VALUES FROM ('2019-12-01') TO ('2020-01-01');
      CREATE TABLE public.${name}_now PARTITION OF public.${name} FOR VALUES FROM ('2020-02-01') TO (MAXVALUE);
      INSERT INTO public.${name} VALUES (1, '2020-01-15', now()), (2, '2019-12-15', '2019-12-16'), (3, now(), NULL);`);
    return parseRetentionTable({
      policies: [
        {
          name: "log",
          table: `public.${name}`,
          mechanism: "drop-partitions",
          clock: "creado_en",
          retention: "12 months",
          owner: "t",
        },
      ],
    }).policies;
  };

  it("detaches concurrently and drops; keepTable keeps the detached table", async () => {
    const policies = await setUp("log_a");
    const keep = policies.map((policy) => ({ ...policy, keepTable: true }));

    const report = await runRetention({ pool: db.enginePool(), policies: keep });

    expect(report.policies[0]?.partitions).toMatchObject({
      detachMode: "concurrently",
      kept: ["log_a_older", "log_a_old"],
      dropped: [],
    });
    expect(await partitionNames("public.log_a")).toEqual(["log_a_now"]);
    const { rows } = await db.pool.query("SELECT count(*)::int AS n FROM public.log_a_old");
    expect(rows[0]).toEqual({ n: 1 });
  });

  it("never drops a partition that holds a row younger than the cutoff", async () => {
    const policies = (await setUp("log_b")).map((policy) => ({ ...policy, clock: ["cerrado_en"] }));

    const report = await runRetention({ pool: db.enginePool(), policies });

    expect(report.policies[0]?.partitions?.skipped).toEqual([
      { name: "log_b_old", reason: "holds a row younger than the cutoff" },
    ]);
    expect(await partitionNames("public.log_b")).toEqual(["log_b_now", "log_b_old"]);
  });

  it("a detach interrupted half way (connection killed) is finished by the next run with FINALIZE", async () => {
    const policies = await setUp("log_c");
    const blocker = await db.pool.connect();
    try {
      // An open snapshot that reads the table makes DETACH CONCURRENTLY wait in its second phase.
      await blocker.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
      await blocker.query("SELECT count(*) FROM public.log_c");
      const run = runRetention({ pool: db.enginePool(), policies, statementTimeoutMs: 20_000 });
      for (let tries = 0; tries < 200; tries++) {
        const { rows } = await db.pool.query<{ pending: boolean }>(
          "SELECT bool_or(inhdetachpending) AS pending FROM pg_inherits WHERE inhparent = 'public.log_c'::regclass",
        );
        if (rows[0]?.pending) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await db.pool.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'retention-job' AND query LIKE '%DETACH%'",
        [db.name],
      );
      const interrupted = await run;
      expect(interrupted.policies[0]).toMatchObject({ outcome: "failed" });
      const { rows } = await db.pool.query<{ name: string }>(
        "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'public.log_c'::regclass AND i.inhdetachpending",
      );
      expect(rows.map((row) => row.name)).toEqual(["log_c_older"]);
    } finally {
      await blocker.query("COMMIT");
      blocker.release();
    }

    const next = await runRetention({ pool: db.enginePool(), policies });

    expect(next.policies[0]?.partitions).toMatchObject({
      finalized: ["log_c_older"],
      dropped: ["log_c_older", "log_c_old"],
    });
    expect(await partitionNames("public.log_c")).toEqual(["log_c_now"]);
  });

  it("another instance holding the table's advisory lock: skipped and reported, nothing detached", async () => {
    const policies = await setUp("log_d");
    const holder = await db.pool.connect();
    try {
      await holder.query("SELECT pg_advisory_lock(731001, 'public.log_d'::regclass::oid::int)");

      const report = await runRetention({ pool: db.enginePool(), policies });

      expect(report.status).toBe("partial");
      expect(report.policies[0]).toMatchObject({
        outcome: "skipped",
        partitions: { lockNotAcquired: true, dropped: [] },
      });
      expect(await partitionNames("public.log_d")).toHaveLength(3);
    } finally {
      await holder.query("SELECT pg_advisory_unlock_all()");
      holder.release();
    }
  });
});

describe("the maintenance role, RLS and least privilege", () => {
  const suffix = randomBytes(3).toString("hex");
  const role = `purga_${suffix}`;
  const trapRole = `purga_sin_bypass_${suffix}`;
  const owner = `log_owner_${suffix}`;
  const password = randomBytes(9).toString("hex");
  const urlFor = (name: string) => urlAsRole(db.url, name, password);

  afterAll(async () => {
    await db.pool.query(`REASSIGN OWNED BY ${owner} TO CURRENT_USER`).catch(() => undefined);
    await db.pool.query(`DROP OWNED BY ${role}, ${trapRole}, ${owner}`).catch(() => undefined);
    for (const name of [role, trapRole, owner]) await db.admin(`DROP ROLE IF EXISTS ${name}`);
  });

  it("provision-role: BYPASSRLS (RLS is on), SELECT/DELETE on the two tables, the log's owner role, a ledger schema", async () => {
    // A dedicated owner for the partitioned log (and each partition), as provision-role asks.
    await db.pool.query(`CREATE ROLE ${owner} NOLOGIN`);
    await db.pool.query(`DO $$ DECLARE part regclass; BEGIN
      EXECUTE 'ALTER TABLE identidad.log_sesiones OWNER TO ${owner}';
      FOR part IN SELECT inhrelid::regclass FROM pg_inherits WHERE inhparent = 'identidad.log_sesiones'::regclass LOOP
        EXECUTE format('ALTER TABLE %s OWNER TO ${owner}', part);
      END LOOP; END $$`);
    const client = await db.pool.connect();
    try {
      const plan = await planMaintenanceRole(client, role, identidad());
      expect(plan.statements).toEqual([
        `CREATE ROLE "${role}" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE BYPASSRLS`,
        `GRANT USAGE ON SCHEMA "identidad" TO "${role}"`,
        `GRANT SELECT, DELETE ON "identidad"."trx_refresh_tokens", "identidad"."trx_pre_tokens" TO "${role}"`,
        `GRANT "${owner}" TO "${role}"`,
        `CREATE SCHEMA IF NOT EXISTS "retention_job" AUTHORIZATION "${role}"`,
        // The hold register exists (an earlier run made the ledger as another role): read it.
        `GRANT USAGE ON SCHEMA "retention_job" TO "${role}"`,
        `GRANT SELECT ON "retention_job"."holds" TO "${role}"`,
      ]);
      await applyMaintenanceRole(client, plan);
      await client.query(`ALTER ROLE ${role} PASSWORD '${password}'`);
    } finally {
      client.release();
    }
    await token({ revocadoHace: "40 days", expiraHace: "-1 day" });
    await preToken({ usadoHace: "2 days", expiraHace: "-1 hour" });
    const pool = createPool({ connectionString: urlFor(role) });

    try {
      const report = await runRetention({ pool, policies: identidad() });

      expect(report.policies.map((policy) => [policy.name, policy.outcome, policy.error])).toEqual([
        ["trx_refresh_tokens", "completed", null],
        ["trx_pre_tokens", "completed", null],
        ["log_sesiones", "completed", null],
      ]);
      expect(report.policies.map((policy) => policy.deleted)).toEqual([1, 1, 0]);
      expect(report.policies[2]?.partitions?.dropped).toHaveLength(3);
    } finally {
      await pool.end();
    }
    const client2 = new pg.Client({ connectionString: urlFor(role) });
    await client2.connect();
    try {
      await expect(
        client2.query("UPDATE identidad.trx_refresh_tokens SET revocado = true"),
      ).rejects.toThrow(/permission denied/);
      await expect(
        client2.query(
          "INSERT INTO identidad.trx_pre_tokens VALUES (gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), NULL, now(), now())",
        ),
      ).rejects.toThrow(/permission denied/);
      await expect(client2.query("SELECT count(*) FROM identity.users")).rejects.toThrow(
        /permission denied/,
      );
    } finally {
      await client2.end();
    }
  });

  it("the RLS trap: a role that does not bypass RLS fails the policy loudly, never '0 deleted' success", async () => {
    await db.pool.query(`
      CREATE ROLE ${trapRole} LOGIN PASSWORD '${password}';
      GRANT USAGE ON SCHEMA identidad TO ${trapRole};
      GRANT SELECT, DELETE ON identidad.trx_refresh_tokens TO ${trapRole};
      ${grantRegisterSql(trapRole)}`);
    await token({ revocadoHace: "40 days", expiraHace: "-1 day" });
    const pool = createPool({ connectionString: urlFor(trapRole) });

    try {
      const report = await runRetention({ pool, policies: identidad(["trx_refresh_tokens"]) });

      expect(report.status).toBe("failed");
      expect(report.policies[0]?.outcome).toBe("failed");
      expect(report.policies[0]?.error).toMatch(
        /row-level security is enabled and forced on identidad\.trx_refresh_tokens.*BYPASSRLS/,
      );
    } finally {
      await pool.end();
    }
    expect((await ids("identidad.trx_refresh_tokens")).size).toBe(1);
  });

  it("the API role under RLS sees only its empresa", async () => {
    await token({ expiraHace: "-1 day", empresa: empresaA });
    await token({ expiraHace: "-1 day", empresa: empresaB });
    await token({ expiraHace: "-1 day", empresa: empresaB });
    const client = await db.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(`SET LOCAL ROLE ${IDENTIDAD_API_ROLE}`);
      await client.query("SELECT set_config('app.current_empresa_id', $1, true)", [empresaB]);
      const { rows } = await client.query<{ empresa_id: string }>(
        "SELECT empresa_id FROM identidad.trx_refresh_tokens",
      );
      expect(rows.map((row) => row.empresa_id)).toEqual([empresaB, empresaB]);
    } finally {
      await client.query("ROLLBACK");
      client.release();
    }
  });
});
