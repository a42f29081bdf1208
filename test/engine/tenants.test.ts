// A retention per tenant, against plain SQL oracles on the schemas applications create
// (test/schemas/tenants.ts): Keycloak's per-realm event expiration (no foreign key, epoch-ms clock,
// "0 or less keeps"), a Rails SaaS app's organizations (own days, plan tiers, an opt-out, a default,
// events of no organization). The dry run equals the run; a tenant's mistaken retention of 0 trips
// its own breaker and no other tenant's; random tenants and settings (fast-check) against the
// oracle; a tenant that changes its setting mid-run does not move the run's cutoffs.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { evidenceOfRun, planPolicies, runRetention } from "../../functions/engine/index.js";
import type { PolicyReport } from "../../functions/engine/report.js";
import { createTestDatabase, idsOf, type TestDatabase } from "../helpers/db.js";
import { runChangedMidway } from "../helpers/rules.js";
import {
  keycloakExpiredSql,
  keycloakPolicy,
  keycloakSchemaSql,
  saasExpiredSql,
  saasPolicy,
  saasSchemaSql,
  zulipExpiredSql,
  zulipPolicies,
  zulipSchemaSql,
} from "../schemas/tenants.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(keycloakSchemaSql);
  await db.pool.query(saasSchemaSql);
  await db.pool.query(zulipSchemaSql);
});
afterAll(() => db.drop());

const policies = (...list: Record<string, unknown>[]) =>
  parseRetentionTable({ policies: list }).policies;

const ids = (sql: string, values: unknown[] = []) => idsOf(db.pool, sql, values);

/** The database's now, which the run then takes as its own (so the oracle reads the same clock). */
async function databaseNow(): Promise<Date> {
  const { rows } = await db.pool.query<{ now: Date }>("SELECT now() AS now");
  return rows[0]!.now;
}

/** Realms r1..r12 with Keycloak's settings (NULL, 0, -1, an hour, a day, a week, 30 days), events over 40 days. */
const keycloakRows = `
  TRUNCATE keycloak.event_entity, keycloak.realm;
  INSERT INTO keycloak.realm (id, name, enabled, events_enabled, events_expiration)
    SELECT 'r' || g, 'realm ' || g, true, g % 2 = 0,
      (ARRAY[NULL, 0, -1, 3600, 86400, 604800, 2592000, 86400, 3600, 604800, NULL, 1209600])[g]
    FROM generate_series(1, 12) g;
  INSERT INTO keycloak.event_entity (id, realm_id, event_time, type, user_id, ip_address)
    SELECT 'e' || g, CASE WHEN g % 13 = 0 THEN NULL WHEN g % 17 = 0 THEN 'gone-realm' ELSE 'r' || (1 + g % 12) END,
      (extract(epoch FROM now() - (g % 960) * interval '1 hour' - interval '7 minutes') * 1000)::bigint,
      'LOGIN', 'u' || g, '10.0.0.' || (g % 250)
    FROM generate_series(1, 4000) g;
  ANALYZE keycloak.event_entity;`;

describe("Keycloak: each realm's EVENTS_EXPIRATION", () => {
  it("deletes exactly what Keycloak's own clean-up would, realm by realm along IDX_EVENT_TIME; the dry run said so", async () => {
    await db.pool.query(keycloakRows);
    const rules = policies(keycloakPolicy);
    const now = await databaseNow();
    const expected = await ids(keycloakExpiredSql, [now]);
    expect(expected.length).toBeGreaterThan(500);
    const perRealm = Object.fromEntries(
      (
        await db.pool.query<{ realm_id: string; n: string }>(
          `SELECT realm_id, count(*) AS n FROM (${keycloakExpiredSql}) x JOIN keycloak.event_entity e USING (id) GROUP BY realm_id`,
          [now],
        )
      ).rows.map((row) => [row.realm_id, Number(row.n)]),
    );
    const dry = await runRetention({ pool: db.enginePool(), policies: rules, dryRun: true, now });
    const before = await ids("SELECT id FROM keycloak.event_entity");
    const run = await runRetention({ pool: db.enginePool(), policies: rules, now });
    const after = new Set(await ids("SELECT id FROM keycloak.event_entity"));
    const gone = before.filter((id) => !after.has(id));
    expect(gone).toEqual(expected);
    const report = run.policies[0]!;
    expect(report.outcome).toBe("completed");
    expect(report.deleted).toBe(expected.length);
    expect(report.strategy).toBe("keyset");
    expect(dry.policies[0]!.backlog).toBe(expected.length);
    // Per realm: what it lost, by key only; realms that keep (NULL, 0, -1) are not walked.
    const listed = report.tenants?.listed ?? [];
    expect(Object.fromEntries(listed.map((each) => [each.tenant, each.deleted]))).toEqual(perRealm);
    expect(listed.every((each) => each.backlog === 0 && each.overdueSeconds === 0)).toBe(true);
    expect(report.tenants?.count).toBe(8);
    expect(JSON.stringify(report.tenants)).not.toContain("realm ");
    const again = await runRetention({ pool: db.enginePool(), policies: rules });
    expect(again.policies[0]!.deleted).toBe(0);
  });
});

/** Organizations 1..n: plan, own retention_days (NULL mostly), opt-out; events of each (and of none) over 400 days. */
async function saasRows(
  orgs: { plan: string; days: number | null; enabled: boolean }[],
  events: { org: number | null; ageHours: number }[],
): Promise<void> {
  await db.pool.query("TRUNCATE saas.audit_events, saas.organizations RESTART IDENTITY");
  await db.pool.query(
    `INSERT INTO saas.organizations (name, plan, retention_days, retention_enabled, created_at, updated_at)
     SELECT 'org ' || o, p, d, e, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
     FROM unnest($1::text[], $2::int[], $3::boolean[]) WITH ORDINALITY AS x(p, d, e, o)`,
    [
      orgs.map((each) => each.plan),
      orgs.map((each) => each.days),
      orgs.map((each) => each.enabled),
    ],
  );
  await db.pool.query(
    `INSERT INTO saas.audit_events (organization_id, action, created_at, updated_at)
     SELECT org, 'update', (now() AT TIME ZONE 'UTC') - age * interval '1 hour' - interval '13 minutes', now() AT TIME ZONE 'UTC'
     FROM unnest($1::bigint[], $2::int[]) AS x(org, age)`,
    [events.map((each) => each.org), events.map((each) => each.ageHours)],
  );
  await db.pool.query("ANALYZE saas.audit_events");
}

/** Runs the rules (dry run, then the run) with the database's now; what went, what the oracle says. */
async function runAgainstOracle(
  rules = policies(saasPolicy),
  options: Record<string, unknown> = {},
  fallback: string | null = "90 days",
  withDry = true,
) {
  const now = await databaseNow();
  const expected = await ids(saasExpiredSql, [now, fallback]);
  const before = await ids("SELECT id FROM saas.audit_events");
  const dry = withDry
    ? await runRetention({ pool: db.enginePool(), policies: rules, dryRun: true, now, ...options })
    : undefined;
  const run = await runRetention({ pool: db.enginePool(), policies: rules, now, ...options });
  const after = new Set(await ids("SELECT id FROM saas.audit_events"));
  const gone = before.filter((id) => !after.has(id));
  return { expected, gone, dry: dry?.policies[0] as PolicyReport, run: run.policies[0]! };
}

describe("a SaaS app's organizations: own days, plan tiers, an opt-out, a default", () => {
  it("deletes what the app's rule says in SQL: the tier where no days are set, nothing of an opted-out one, the default for no organization", async () => {
    const orgs = [
      { plan: "free", days: null, enabled: true },
      { plan: "pro", days: null, enabled: true },
      { plan: "enterprise", days: null, enabled: true },
      { plan: "free", days: 7, enabled: true },
      { plan: "pro", days: 400, enabled: true },
      { plan: "free", days: null, enabled: false },
    ];
    const events = Array.from({ length: 3000 }, (_, index) => ({
      org: index % 11 === 0 ? null : 1 + (index % 6),
      ageHours: (index * 7) % (420 * 24),
    }));
    await saasRows(orgs, events);
    const { expected, gone, dry, run } = await runAgainstOracle();
    expect(expected.length).toBeGreaterThan(1000);
    expect(gone).toEqual(expected);
    expect(run.deleted).toBe(expected.length);
    expect(dry.backlog).toBe(expected.length);
    const lost: Record<string, number> = Object.fromEntries(
      (run.tenants?.listed ?? []).map((each) => [String(each.tenant), each.deleted]),
    );
    const { rows } = await db.pool.query<{ org: string | null; n: string }>(
      "SELECT organization_id::text AS org, count(*) AS n FROM saas.audit_events GROUP BY 1",
    );
    // The opted-out organization kept all its events; the rest lost theirs to the tenant's own rule.
    expect(rows.find((row) => row.org === "6")?.n).toBe(
      String(events.filter((each) => each.org === 6).length),
    );
    expect(lost["6"]).toBeUndefined();
    expect(Object.values(lost).reduce((sum, count) => sum + count, 0)).toBe(expected.length);
    expect(lost.null).toBeGreaterThan(0);
    expect(
      (run.tenants?.listed ?? []).some((each) => each.tenant === null && each.deleted > 0),
    ).toBe(true);
  });

  it("without an index on (tenant, clock): the same rows, every row against its own tenant's cutoff in one pass; plan asks for the index", async () => {
    await db.pool.query("DROP INDEX saas.index_audit_events_on_organization_id_and_created_at");
    try {
      const orgs = [
        { plan: "free", days: null, enabled: true },
        { plan: "pro", days: 2, enabled: true },
        { plan: "gold", days: null, enabled: true },
        { plan: "free", days: null, enabled: false },
      ];
      const events = Array.from({ length: 1500 }, (_, index) => ({
        org: index % 9 === 0 ? null : 1 + (index % 4),
        ageHours: (index * 13) % (200 * 24),
      }));
      await saasRows(orgs, events);
      const rules = policies(saasPolicy);
      const client = await db.pool.connect();
      const plans = await planPolicies(client, rules).finally(() => client.release());
      expect(plans[0]!.warnings.join("\n")).toMatch(
        /no index leads with \(organization_id, created_at\).*CREATE INDEX CONCURRENTLY ON "saas"\."audit_events" \("organization_id", "created_at"\)/,
      );
      const { expected, gone, run } = await runAgainstOracle(rules);
      expect(expected.length).toBeGreaterThan(300);
      expect(gone).toEqual(expected);
      expect(run.deleted).toBe(expected.length);
    } finally {
      await db.pool.query(
        "CREATE INDEX index_audit_events_on_organization_id_and_created_at ON saas.audit_events (organization_id, created_at)",
      );
    }
  });

  it("a tenant whose retention a bug set to 0 trips its own breaker: its rows stay, the other tenants' go, the dry run said the same", async () => {
    const orgs = [
      { plan: "free", days: 0, enabled: true },
      { plan: "free", days: null, enabled: true },
      { plan: "pro", days: null, enabled: true },
    ];
    const events = [
      ...Array.from({ length: 12_000 }, (_, index) => ({ org: 1, ageHours: index % 200 })),
      ...Array.from({ length: 2_000 }, (_, index) => ({
        org: 2 + (index % 2),
        ageHours: index * 5,
      })),
    ];
    await saasRows(orgs, events);
    const { expected, gone, dry, run } = await runAgainstOracle();
    const bug = new Set(await ids("SELECT id FROM saas.audit_events WHERE organization_id = 1"));
    expect(bug.size).toBe(12_000);
    expect(gone).toEqual(expected.filter((id) => !bug.has(id)));
    expect(gone.length).toBeGreaterThan(100);
    expect(run.outcome).toBe("completed");
    const tripped = run.tenants?.listed.find((each) => each.tripped);
    expect(tripped).toMatchObject({ tenant: "1", deleted: 0, backlog: 12_000 });
    expect(run.warnings.join("\n")).toMatch(
      /tenant breaker: tenant 1 would lose 12,000 of its 12,000 rows/,
    );
    expect(dry.tenants?.listed.find((each) => each.tripped)?.tenant).toBe("1");
    expect(dry.backlog).toBe(gone.length);
    // Allowed, it goes.
    const allowed = await runRetention({
      pool: db.enginePool(),
      policies: policies(saasPolicy),
      allowLargeDeletion: ["audit_events"],
    });
    expect(allowed.policies[0]!.deleted).toBe(12_000);
  });
});

describe("random tenants and settings (fast-check)", () => {
  const org = fc.record({
    plan: fc.constantFrom("free", "pro", "team"),
    days: fc.option(fc.constantFrom(-1, 0, 1, 3, 30, 100, 500), { nil: null }),
    enabled: fc.boolean(),
  });
  it("what goes is what the SQL rule says, with or without a default, per tenant too", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(org, { minLength: 1, maxLength: 6 }),
        fc.array(
          fc.record({ org: fc.option(fc.nat(7), { nil: null }), ageHours: fc.nat(24 * 600) }),
          {
            maxLength: 120,
          },
        ),
        fc.boolean(),
        async (orgs, raw, withDefault) => {
          // Events name an organization that exists (the foreign key), or none.
          const events = raw.map((each) => ({
            ...each,
            org: each.org === null ? null : 1 + (each.org % orgs.length),
          }));
          await saasRows(orgs, events);
          const { retention: _default, ...withoutDefault } = saasPolicy;
          const rules = policies(withDefault ? saasPolicy : withoutDefault);
          const fallback = withDefault ? "90 days" : null;
          const { expected, gone, run } = await runAgainstOracle(rules, {}, fallback, false);
          expect(gone).toEqual(expected);
          expect(run.deleted).toBe(expected.length);
          const listed = run.tenants?.listed ?? [];
          expect(listed.reduce((sum, each) => sum + each.deleted, 0)).toBe(expected.length);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe("a race: a tenant changes its setting while the run is under way", () => {
  it("the run keeps the cutoffs it fixed at its start; the next run takes the new setting", async () => {
    const orgs = [
      { plan: "free", days: null, enabled: true },
      { plan: "pro", days: null, enabled: true },
      { plan: "pro", days: 200, enabled: true },
    ];
    const events = Array.from({ length: 1800 }, (_, index) => ({
      org: 1 + (index % 3),
      ageHours: (index * 11) % (400 * 24),
    }));
    await saasRows(orgs, events);
    const now = await databaseNow();
    const expected = await ids(saasExpiredSql, [now, "90 days"]);
    const before = await ids("SELECT id FROM saas.audit_events");
    // After the first batch: every organization down to one day, the opt-outs off.
    const run = await runChangedMidway(
      db,
      { policies: policies(saasPolicy), now, batchSize: 50, pauseMs: 30 },
      "UPDATE saas.organizations SET retention_days = 1, plan = 'free'",
    );
    const after = new Set(await ids("SELECT id FROM saas.audit_events"));
    expect(before.filter((id) => !after.has(id))).toEqual(expected);
    expect(run.policies[0]!.batches).toBeGreaterThan(5);
    // The next run: every organization's one day.
    const next = await runAgainstOracle(policies(saasPolicy), {}, "90 days", false);
    expect(next.gone).toEqual(next.expected);
    expect(next.gone.length).toBeGreaterThan(before.length - expected.length - 100);
  });
});

describe("a tenant rule the catalog refuses: the error names the field, nothing is deleted", () => {
  const refused = async (tenant: Record<string, unknown>, field: string, message: RegExp) => {
    const before = await ids("SELECT id FROM saas.audit_events");
    const rules = policies({ ...saasPolicy, tenant });
    const error = await runRetention({ pool: db.enginePool(), policies: rules }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(field);
    expect((error as ConfigError).message).toMatch(message);
    expect(await ids("SELECT id FROM saas.audit_events")).toEqual(before);
  };
  it("refuses columns that are not there, a number without its unit, a key that is not unique, a table no key names", async () => {
    await saasRows([{ plan: "free", days: 1, enabled: true }], [{ org: 1, ageHours: 500 }]);
    await refused(
      { column: "org_id", retention: "retention_days", unit: "d" },
      "policies[0].tenant.column",
      /does not exist/,
    );
    await refused(
      { column: "organization_id", retention: "retention_days" },
      "policies[0].tenant.unit",
      /is required/,
    );
    await refused(
      { column: "organization_id", retention: "plan", unit: "d" },
      "policies[0].tenant.retention",
      /not an interval or a number/,
    );
    await refused(
      { column: "organization_id", retention: "retention_days", unit: "d", enabled: "plan" },
      "policies[0].tenant.enabled",
      /not boolean/,
    );
    await refused(
      { column: "action", retention: "retention_days", unit: "d" },
      "policies[0].tenant.column",
      /no foreign key/,
    );
    await refused(
      {
        column: "action",
        table: "saas.organizations",
        key: "plan",
        retention: "retention_days",
        unit: "d",
      },
      "policies[0].tenant.key",
      /not unique/,
    );
  });
  it("refuses at parse time what cannot be a tenant rule", () => {
    const parse =
      (tenant: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      () =>
        policies({ ...saasPolicy, ...extra, tenant });
    expect(parse({ column: "organization_id" })).toThrow(
      /policies\[0\]\.tenant\.retention: is required \(or tiers\)/,
    );
    expect(
      parse({ column: "organization_id", table: "saas.organizations", retention: "x", unit: "d" }),
    ).toThrow(/tenant\.key: is required with the other/);
    expect(
      parse({
        column: "organization_id",
        tiers: { column: "plan", values: { free: "10 minutes" } },
      }),
    ).toThrow(/tiers\.values\.free is under one hour/);
    expect(
      parse(
        { column: "organization_id", retention: "retention_days", unit: "d" },
        { mechanism: "drop-partitions" },
      ),
    ).toThrow(/tenant: does not apply to mechanism drop-partitions yet: a partition goes whole/);
  });
});

describe("Zulip: a stream's retention over its realm's (NULL inherits, -1 keeps), direct messages by the realm", () => {
  it("deletes what Zulip's archiving selects: a stream that turns retention on in a realm that keeps everything, one that keeps in a realm that does not", async () => {
    await db.pool.query(`
      TRUNCATE zulip.zerver_message, zulip.zerver_stream, zulip.zerver_recipient, zulip.zerver_realm RESTART IDENTITY;
      INSERT INTO zulip.zerver_realm (string_id, name, message_retention_days, date_created) VALUES
        ('keeps', 'Keeps', -1, now()), ('month', 'Month', 30, now()), ('week', 'Week', 7, now());
      -- Streams 1-6: two per realm, days NULL (inherit), 10, -1 in turn; recipients 1-6 are theirs (type 2).
      INSERT INTO zulip.zerver_recipient (type_id, type) SELECT g, 2 FROM generate_series(1, 6) g;
      INSERT INTO zulip.zerver_stream (name, realm_id, recipient_id, message_retention_days, date_created)
        SELECT 's' || g, 1 + (g - 1) / 2, g, (ARRAY[NULL, 10, -1, NULL, 10, -1])[g], now() FROM generate_series(1, 6) g;
      -- Direct messages: recipients 7-9 (personal), 10-12 (group), one per realm each.
      INSERT INTO zulip.zerver_recipient (type_id, type) SELECT g, CASE WHEN g <= 3 THEN 1 ELSE 3 END FROM generate_series(1, 6) g;
      INSERT INTO zulip.zerver_message (sender_id, recipient_id, realm_id, subject, content, date_sent)
        SELECT 1, r, CASE WHEN r <= 6 THEN 1 + (r - 1) / 2 ELSE 1 + (r - 7) % 3 END, 'topic', 'message ' || g,
          now() - (g % 90) * interval '1 day' - interval '3 hours'
        FROM generate_series(1, 2400) g, LATERAL (SELECT 1 + g % 12 AS r) x;
      ANALYZE zulip.zerver_message;`);
    const rules = policies(...zulipPolicies);
    const now = await databaseNow();
    const expected = await ids(zulipExpiredSql, [now]);
    expect(expected.length).toBeGreaterThan(600);
    const before = await ids("SELECT id FROM zulip.zerver_message");
    const dry = await runRetention({ pool: db.enginePool(), policies: rules, dryRun: true, now });
    const run = await runRetention({ pool: db.enginePool(), policies: rules, now });
    const after = new Set(await ids("SELECT id FROM zulip.zerver_message"));
    expect(before.filter((id) => !after.has(id))).toEqual(expected);
    const [streams, direct] = run.policies;
    expect((streams?.deleted ?? 0) + (direct?.deleted ?? 0)).toBe(expected.length);
    expect(dry.policies.map((each) => each.backlog)).toEqual([streams?.deleted, direct?.deleted]);
    // Stream 2 turns retention on (10 days) in the realm that keeps everything; streams 3 and 6 keep.
    const lost = Object.fromEntries(
      (streams?.tenants?.listed ?? []).map((each) => [each.tenant, each.deleted]),
    );
    expect(Object.keys(lost).sort()).toEqual(["2", "4", "5"]);
    expect(streams?.tenants?.count).toBe(3);
  });
});

describe("figures per tenant, by key only", () => {
  it("a report-mode run says each tenant's backlog and overdue as the SQL rule counts them; the worst tenant's overdue is the policy's oldest-row figure; the evidence record carries them", async () => {
    const orgs = [
      { plan: "free", days: null, enabled: true },
      { plan: "pro", days: null, enabled: true },
      { plan: "free", days: 3, enabled: true },
    ];
    const events = Array.from({ length: 900 }, (_, index) => ({
      org: index % 10 === 0 ? null : 1 + (index % 3),
      ageHours: (index * 17) % (400 * 24),
    }));
    await saasRows(orgs, events);
    const now = await databaseNow();
    // Per tenant: the rows due, and how far past its own cutoff its oldest due row is (seconds).
    const { rows } = await db.pool.query<{
      tenant: string | null;
      backlog: number;
      overdue: number;
    }>(
      `WITH due AS (${saasExpiredSql}),
       cut AS (SELECT o.id, ($1::timestamptz AT TIME ZONE 'UTC') - coalesce(o.retention_days * interval '1 day',
                 CASE o.plan WHEN 'free' THEN interval '30 days' WHEN 'pro' THEN interval '365 days' END) AS cutoff
               FROM saas.organizations o
               UNION ALL SELECT NULL, ($1::timestamptz AT TIME ZONE 'UTC') - interval '90 days')
       SELECT e.organization_id::text AS tenant, count(*)::int AS backlog,
         round(extract(epoch FROM max(c.cutoff) - min(e.created_at)))::int AS overdue
       FROM saas.audit_events e JOIN due USING (id) JOIN cut c ON c.id IS NOT DISTINCT FROM e.organization_id
       GROUP BY 1`,
      [now, "90 days"],
    );
    expect(rows.length).toBe(4);
    const trial = await runRetention({
      pool: db.enginePool(),
      policies: policies({ ...saasPolicy, mode: "report" }),
      now,
    });
    const report = trial.policies[0]!;
    expect(report.deleted).toBe(0);
    const listed = report.tenants?.listed ?? [];
    const close = (a: number | null, b: number) => Math.abs((a ?? -1e9) - b) <= 1;
    for (const row of rows) {
      const line = listed.find((each) => each.tenant === row.tenant);
      expect(line?.backlog).toBe(row.backlog);
      expect(close(line?.overdueSeconds ?? null, row.overdue)).toBe(true);
    }
    const worst = Math.max(...rows.map((row) => row.overdue));
    expect(listed[0]?.overdueSeconds).toBe(
      Math.max(...listed.map((each) => each.overdueSeconds ?? 0)),
    );
    expect(close(report.oldestAgeSeconds, worst)).toBe(true);
    expect(report.backlog).toBe(rows.reduce((sum, row) => sum + row.backlog, 0));
    const [record] = await evidenceOfRun(db.pool, trial.runId);
    expect(record?.body.tenants?.listed.map((each) => each.tenant).sort()).toEqual(
      rows.map((row) => row.tenant).sort(),
    );
    // Keys only: no organization's name reaches the record.
    expect(record?.text).not.toContain("org ");
  });
});
