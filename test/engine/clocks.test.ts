// Clocks as applications store them: the session tables of Prisma (NextAuth), Rails, Django and
// Keycloak, exactly as their frameworks create them, with a retention table written from the
// README; epoch numbers, wall-clock time in a zone, precision modifiers and domains.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keycloakEventsSchemaSql } from "../../functions/cli/demo/reference-schema.js";
import { ConfigError } from "../../functions/contract/errors.js";
import { loadPreset, parseRetentionTable } from "../../functions/contract/retention-table.js";
import { planPolicies, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { prismaNextAuthSchemaSql } from "../schemas/frameworks.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

const policies = (...list: Record<string, unknown>[]) =>
  parseRetentionTable({ policies: list.map((each) => ({ owner: "test", ...each })) }).policies;

/** The key plan reads from the catalog for each rule. */
async function keysOf(rules: ReturnType<typeof policies>) {
  const client = await db.pool.connect();
  try {
    return (await planPolicies(client, rules)).map((plan) => plan.key);
  } finally {
    client.release();
  }
}

async function column(sql: string): Promise<string[]> {
  const { rows } = await db.pool.query<{ v: string }>(sql);
  return rows.map((row) => row.v);
}

describe("Prisma (NextAuth adapter): timestamp(3), text ids, a table with no primary key", () => {
  beforeAll(async () => {
    // The migration `prisma migrate` writes for the NextAuth Prisma adapter's schema.
    await db.pool.query(prismaNextAuthSchemaSql);
    await db.pool.query(`
      INSERT INTO prisma."User" ("id") VALUES ('u1');
      INSERT INTO prisma."Session" VALUES
        ('s-old', 't1', 'u1', now() - interval '3 days'), ('s-recent', 't2', 'u1', now() - interval '12 hours'),
        ('s-live', 't3', 'u1', now() + interval '29 days');
      INSERT INTO prisma."VerificationToken" VALUES
        ('a@example.com', 'v-old', now() - interval '2 days'), ('b@example.com', 'v-live', now() + interval '1 day');`);
  });

  it("expired sessions and verification tokens go a day after they expire; the key of each comes from the catalog", async () => {
    const rules = policies(
      { name: "sessions", table: "prisma.Session", clock: "expires", retention: "1d" },
      {
        name: "verification",
        table: "prisma.VerificationToken",
        clock: "expires",
        retention: "1d",
      },
    );

    // Clock order: the candidates are listed by the keys the catalog gave.
    const report = await runRetention({ pool: db.enginePool(), policies: rules, order: "clock" });

    expect(
      report.policies.map((each) => [each.name, each.strategy, each.deleted, each.error]),
    ).toEqual([
      ["sessions", "cursor", 1, null],
      ["verification", "cursor", 1, null],
    ]);
    expect(await column(`SELECT id AS v FROM prisma."Session" ORDER BY 1`)).toEqual([
      "s-live",
      "s-recent",
    ]);
    expect(await column(`SELECT token AS v FROM prisma."VerificationToken"`)).toEqual(["v-live"]);
    expect(await keysOf(rules)).toEqual([["id"], ["token"]]);
  });
});

describe("Rails (activerecord-session_store): timestamp(6) NOT NULL, indexed", () => {
  it("sessions idle for 30 days go, by keyset along index_sessions_on_updated_at", async () => {
    await db.pool.query(`
      CREATE SCHEMA rails;
      CREATE TABLE rails.sessions (id bigserial PRIMARY KEY, session_id character varying NOT NULL, data text,
        created_at timestamp(6) without time zone NOT NULL, updated_at timestamp(6) without time zone NOT NULL);
      CREATE UNIQUE INDEX index_sessions_on_session_id ON rails.sessions USING btree (session_id);
      CREATE INDEX index_sessions_on_updated_at ON rails.sessions USING btree (updated_at);
      INSERT INTO rails.sessions (session_id, data, created_at, updated_at)
      SELECT 'sid-' || g, 'BAh7', now() AT TIME ZONE 'UTC' - g * interval '1 day' - interval '1 hour',
             now() AT TIME ZONE 'UTC' - g * interval '1 day' + interval '6 hours'
      FROM generate_series(1, 40) g;`);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies({
        name: "rails",
        table: "rails.sessions",
        clock: "updated_at",
        retention: "30d",
      }),
      batchSize: 4,
    });

    expect(report.policies[0]).toMatchObject({ strategy: "keyset", deleted: 10, backlog: 0 });
    expect(await column("SELECT max(session_id) AS v FROM rails.sessions")).toEqual(["sid-9"]);
  });
});

describe("Django (django_session): a varchar(40) primary key, timestamptz", () => {
  it("expired sessions go a day after expire_date, by keyset", async () => {
    await db.pool.query(`
      CREATE SCHEMA django;
      CREATE TABLE django."django_session" ("session_key" varchar(40) NOT NULL PRIMARY KEY,
        "session_data" text NOT NULL, "expire_date" timestamp with time zone NOT NULL);
      CREATE INDEX "django_session_expire_date_a5c62663" ON django."django_session" ("expire_date");
      CREATE INDEX "django_session_session_key_c0390e0f_like" ON django."django_session" ("session_key" varchar_pattern_ops);
      INSERT INTO django.django_session VALUES
        ('k-old', 'e30', now() - interval '3 days'), ('k-fresh', 'e30', now() - interval '2 hours'),
        ('k-live', 'e30', now() + interval '14 days');`);
    const rules = policies({
      name: "django",
      table: "django.django_session",
      clock: "expire_date",
      retention: "1d",
    });

    const report = await runRetention({ pool: db.enginePool(), policies: rules, order: "clock" });

    expect(report.policies[0]).toMatchObject({ strategy: "keyset", deleted: 1 });
    expect(await column("SELECT session_key AS v FROM django.django_session ORDER BY 1")).toEqual([
      "k-fresh",
      "k-live",
    ]);
    expect(await keysOf(rules)).toEqual([["session_key"]]);
  });
});

describe("Keycloak (event_entity, admin_event_entity): epoch milliseconds in bigint", () => {
  beforeAll(async () => {
    await db.pool.query(keycloakEventsSchemaSql);
    await db.pool.query(`
      INSERT INTO public.event_entity (id, realm_id, type, ip_address, event_time)
      SELECT 'e' || g, 'master', 'LOGIN', '192.0.2.' || g, (extract(epoch FROM now() - g * interval '1 day' + interval '1 hour') * 1000)::bigint
      FROM generate_series(1, 40) g;
      INSERT INTO public.event_entity (id, realm_id, type) VALUES ('e-null', 'master', 'LOGIN');
      INSERT INTO public.admin_event_entity (id, realm_id, operation_type, admin_event_time)
      SELECT 'a' || g, 'master', 'UPDATE', (extract(epoch FROM now() - g * interval '100 days') * 1000)::bigint
      FROM generate_series(1, 5) g;`);
  });

  it("the keycloak-events preset: login events after 30 days, admin events after 365; a NULL time never goes", async () => {
    const report = await runRetention({
      pool: db.enginePool(),
      policies: loadPreset("keycloak-events").policies,
      batchSize: 7,
    });

    expect(report.policies.map((each) => [each.name, each.strategy, each.deleted])).toEqual([
      ["keycloak_events", "cursor", 10],
      ["keycloak_admin_events", "cursor", 2],
    ]);
    const events = await column("SELECT id AS v FROM public.event_entity");
    expect(events).toHaveLength(31);
    expect(events).toContain("e-null");
    expect(await column("SELECT id AS v FROM public.admin_event_entity ORDER BY 1")).toEqual([
      "a1",
      "a2",
      "a3",
    ]);
  });

  it("with an index on event_time the walk is the keyset one, and the plan uses that index", async () => {
    await db.pool.query(`
      INSERT INTO public.event_entity (id, realm_id, type, event_time)
      SELECT 'n' || g, 'master', 'LOGIN', (extract(epoch FROM now() - interval '60 days') * 1000)::bigint - g
      FROM generate_series(1, 200) g;
      CREATE INDEX event_entity_event_time ON public.event_entity (event_time);
      ANALYZE public.event_entity;`);
    const rules = loadPreset("keycloak-events").policies.slice(0, 1);
    const client = await db.pool.connect();
    try {
      const [plan] = await planPolicies(client, rules);
      expect(plan?.strategy).toBe("keyset");
      expect(plan?.statements.at(-1)?.explain).toMatch(/Index Scan using event_entity_event_time/);
    } finally {
      client.release();
    }

    const report = await runRetention({ pool: db.enginePool(), policies: rules, batchSize: 50 });

    expect(report.policies[0]).toMatchObject({ strategy: "keyset", deleted: 200, backlog: 0 });
  });
});

describe("clocks the catalog describes", () => {
  beforeAll(async () => {
    await db.pool.query(
      `
      CREATE SCHEMA legacy;
      CREATE DOMAIN legacy.moment AS timestamp(3) with time zone;
      CREATE TABLE legacy.logins (id int PRIMARY KEY, logged_at timestamp without time zone NOT NULL, at moment_col legacy.moment);
      CREATE TABLE legacy.events (id int PRIMARY KEY, created int NOT NULL, amount numeric,
        sent_ms bigint, seen_ms bigint, seen_at timestamptz);
      CREATE INDEX ON legacy.events (created);`.replace("at moment_col", "stamped"),
    );
  });

  it("local wall-clock time in a timestamp without time zone, read in the zone clockTimeZone names", async () => {
    // Two logins around the cutoff, written as Berlin's wall clock showed them.
    await db.pool.query(`
      TRUNCATE legacy.logins;
      INSERT INTO legacy.logins (id, logged_at)
      VALUES (1, (now() - interval '30 days' - interval '10 minutes') AT TIME ZONE 'Europe/Berlin'),
             (2, (now() - interval '30 days' + interval '10 minutes') AT TIME ZONE 'Europe/Berlin');`);
    const rule = { name: "logins", table: "legacy.logins", clock: "logged_at", retention: "30d" };

    const asUtc = await runRetention({
      pool: db.enginePool(),
      policies: policies(rule),
      dryRun: true,
    });
    const inBerlin = await runRetention({
      pool: db.enginePool(),
      policies: policies({ ...rule, clockTimeZone: "Europe/Berlin" }),
    });

    // Read as UTC, Berlin's wall clock (ahead of UTC) looks later than it is: nothing due yet.
    expect(asUtc.policies[0]?.backlog).toBe(0);
    expect(inBerlin.policies[0]).toMatchObject({ deleted: 1, backlog: 0 });
    expect(await column("SELECT id::text AS v FROM legacy.logins")).toEqual(["2"]);
  });

  it("epoch seconds in an integer column: the cutoff is converted once, the index on the column is used", async () => {
    await db.pool.query(`
      TRUNCATE legacy.events;
      INSERT INTO legacy.events (id, created)
      SELECT g, extract(epoch FROM now() - interval '30 days')::int + (g - 50) * 60 FROM generate_series(1, 100) g;
      ANALYZE legacy.events;`);
    const rules = policies({
      name: "events",
      table: "legacy.events",
      clock: "created",
      clockUnit: "epoch-s",
      retention: "30d",
    });
    const client = await db.pool.connect();
    try {
      const [plan] = await planPolicies(client, rules);
      expect(plan?.statements.at(-1)?.explain).toMatch(
        /Index Scan using events_created_idx on events c .*\n\s+Index Cond: \(created < \d+\)/,
      );
    } finally {
      client.release();
    }

    const report = await runRetention({ pool: db.enginePool(), policies: rules, batchSize: 9 });

    expect(report.policies[0]).toMatchObject({ strategy: "keyset", backlog: 0 });
    expect(report.policies[0]?.deleted).toBeGreaterThanOrEqual(49);
    expect(report.policies[0]?.deleted).toBeLessThanOrEqual(50);
    expect(await column("SELECT min(id)::text AS v FROM legacy.events")).toEqual([
      String(1 + (report.policies[0]?.deleted ?? 0)),
    ]);
  });

  it("the earliest of two epoch-ms clocks, and a domain over timestamptz(3)", async () => {
    await db.pool.query(`
      TRUNCATE legacy.events, legacy.logins;
      INSERT INTO legacy.events (id, created, sent_ms, seen_ms) VALUES
        (1, 0, (extract(epoch FROM now() - interval '40 days') * 1000)::bigint, NULL),
        (2, 0, NULL, (extract(epoch FROM now() - interval '40 days') * 1000)::bigint),
        (3, 0, (extract(epoch FROM now() - interval '1 day') * 1000)::bigint, (extract(epoch FROM now() - interval '40 days') * 1000)::bigint),
        (4, 0, (extract(epoch FROM now() - interval '1 day') * 1000)::bigint, NULL),
        (5, 0, NULL, NULL);
      INSERT INTO legacy.logins (id, logged_at, stamped) VALUES
        (1, now(), now() - interval '40 days'), (2, now(), now() - interval '20 days');`);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies(
        {
          name: "sent",
          table: "legacy.events",
          clock: "least(sent_ms, seen_ms)",
          clockUnit: "epoch-ms",
          retention: "30d",
        },
        { name: "stamped", table: "legacy.logins", clock: "stamped", retention: "30d" },
      ),
    });

    expect(report.policies.map((each) => each.deleted)).toEqual([3, 1]);
    expect(await column("SELECT id::text AS v FROM legacy.events ORDER BY 1")).toEqual(["4", "5"]);
    expect(await column("SELECT id::text AS v FROM legacy.logins")).toEqual(["2"]);
  });

  it.each([
    [
      "a numeric clock without its unit",
      { table: "legacy.events", clock: "created" },
      "policies[0].clockUnit",
      /column "created" is integer: say what its numbers count, e.g. "clockUnit": "epoch-ms"/,
    ],
    [
      "a unit on a timestamp clock",
      { table: "legacy.logins", clock: "logged_at", clockUnit: "epoch-s" },
      "policies[0].clockUnit",
      /applies to a numeric clock; column "logged_at" is timestamp without time zone/,
    ],
    [
      "a time zone for a clock that holds instants",
      { table: "legacy.events", clock: "seen_at", clockTimeZone: "Europe/Berlin" },
      "policies[0].clockTimeZone",
      /its values are instants already/,
    ],
    [
      "clocks of two types in one least()",
      { table: "legacy.events", clock: ["sent_ms", "seen_at"], clockUnit: "epoch-ms" },
      "policies[0].clock",
      /columns "sent_ms" \(bigint\) and "seen_at" \(timestamp with time zone\) differ in type/,
    ],
  ])("refuses %s, naming the field and the fix", async (_what, override, field, message) => {
    const run = runRetention({
      pool: db.enginePool(),
      policies: policies({ name: "p", retention: "30d", ...override }),
    });

    await expect(run).rejects.toBeInstanceOf(ConfigError);
    await expect(run).rejects.toMatchObject({ field, message: expect.stringMatching(message) });
  });

  it("a time zone that does not exist is refused by the schema", () => {
    expect(() =>
      policies({
        name: "p",
        table: "legacy.logins",
        clock: "logged_at",
        retention: "30d",
        clockTimeZone: "Europe/Berlim",
      }),
    ).toThrow(/policies\[0\]\.clockTimeZone: must be an IANA time zone/);
  });
});

describe("calendar months at the end of a month, as PostgreSQL counts them", () => {
  // A run on 31 March 2026 at 03:00 UTC: "1 month" is 28 February 03:00, not 3 March.
  const now = new Date("2026-03-31T03:00:00.000Z");
  beforeAll(async () => {
    await db.pool.query(`
      CREATE TABLE public.month_notes (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, body text);
      INSERT INTO public.month_notes
        SELECT g, timestamptz '2026-02-20 00:00+00' + g * interval '3 hours', 'text ' || g
        FROM generate_series(1, 150) g;
      CREATE TABLE public.month_log (id bigint, created_at timestamptz NOT NULL) PARTITION BY RANGE (created_at);
      CREATE TABLE public.month_log_2026_01 PARTITION OF public.month_log FOR VALUES FROM ('2026-01-01') TO ('2026-02-01');
      CREATE TABLE public.month_log_2026_02 PARTITION OF public.month_log FOR VALUES FROM ('2026-02-01') TO ('2026-03-01');
      CREATE TABLE public.month_log_2026_03 PARTITION OF public.month_log FOR VALUES FROM ('2026-03-01') TO ('2026-04-01');
      INSERT INTO public.month_log VALUES (1, '2026-01-15'), (2, '2026-02-28 12:00+00'), (3, '2026-03-02');`);
  });

  it("on 31 March, a 1 month retention deletes and redacts up to 28 February only, and drops January, not February", async () => {
    const oracle = await db.pool.query<{ deleted: string; kept: string }>(
      `SELECT count(*) FILTER (WHERE created_at < $1::timestamptz - interval '1 month') AS deleted,
              count(*) FILTER (WHERE created_at >= $1::timestamptz - interval '1 month') AS kept
       FROM public.month_notes`,
      [now.toISOString()],
    );
    const rules = policies(
      {
        name: "notes",
        table: "public.month_notes",
        clock: "created_at",
        retention: "1 month",
        mechanism: "redact",
        columns: { body: null },
      },
      {
        name: "log",
        table: "public.month_log",
        clock: "created_at",
        retention: "1 month",
        mechanism: "drop-partitions",
      },
    );

    const report = await runRetention({ pool: db.enginePool(), policies: rules, now });

    const [notes, log] = report.policies;
    expect(notes?.cutoff).toBe("2026-02-28T03:00:00.000Z");
    expect(notes?.redacted).toBe(Number(oracle.rows[0]?.deleted));
    const left = await column(
      "SELECT count(*)::text AS v FROM public.month_notes WHERE body IS NOT NULL",
    );
    expect(left).toEqual([oracle.rows[0]?.kept]);
    expect(log?.partitions?.dropped).toEqual(["month_log_2026_01"]);
    expect(await column("SELECT id::text AS v FROM public.month_log ORDER BY id")).toEqual([
      "2",
      "3",
    ]);
  });
});
