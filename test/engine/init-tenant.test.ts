// `retention-job init` proposing a retention per tenant, on schemas as their frameworks create them
// (test/schemas/tenants.ts): Keycloak's REALM.EVENTS_EXPIRATION (seconds, no foreign key from
// EVENT_ENTITY.REALM_ID; REALM's other numbers of seconds are no retention), a Rails SaaS app's
// organizations (own days, plan, opt-out), a SaaS organizations(plan text) with events, a
// workspace's interval beside a timeout, a column with two foreign keys; each draft, its "?"
// chosen as a person would, parses and runs in report mode and then deletes exactly what a plain
// SQL oracle says. A schema without a retention-like column on the referenced row gets the plain
// draft.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { type DraftPolicy, draftRetentionTable } from "../../functions/engine/init/index.js";
import { createTestDatabase, idsOf, type TestDatabase } from "../helpers/db.js";
import {
  keycloakExpiredSql,
  keycloakSchemaSql,
  saasExpiredSql,
  saasSchemaSql,
} from "../schemas/tenants.js";

let db: TestDatabase;

/** A SaaS app's tables as a Prisma or Rails app leaves them: a plan per organization, its events. */
const orgSchemaSql = `
CREATE SCHEMA app;
CREATE TABLE app.organizations (id bigserial PRIMARY KEY, name text NOT NULL, plan text NOT NULL DEFAULT 'free',
  created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE app.events (id bigserial PRIMARY KEY,
  organization_id bigint REFERENCES app.organizations (id), name text NOT NULL, created_at timestamptz NOT NULL);
CREATE INDEX events_organization_id_created_at_idx ON app.events (organization_id, created_at);
CREATE TABLE app.legacy_orgs (id bigint PRIMARY KEY);
CREATE TABLE app.login_events (id bigserial PRIMARY KEY, created_at timestamptz NOT NULL,
  organization_id bigint REFERENCES app.organizations (id) REFERENCES app.legacy_orgs (id));
CREATE SCHEMA ws;
CREATE TABLE ws.workspaces (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL,
  session_timeout interval NOT NULL DEFAULT '8 hours', log_retention interval);
CREATE TABLE ws.activity_logs (id bigserial PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES ws.workspaces (id) ON DELETE CASCADE, created_at timestamptz NOT NULL);
CREATE INDEX activity_logs_workspace_id_created_at_idx ON ws.activity_logs (workspace_id, created_at);
CREATE SCHEMA plain;
CREATE TABLE plain.organizations (id bigserial PRIMARY KEY, name text NOT NULL, created_at timestamptz NOT NULL);
CREATE TABLE plain.events (id bigserial PRIMARY KEY,
  organization_id bigint REFERENCES plain.organizations (id), name text NOT NULL, created_at timestamptz NOT NULL);
CREATE INDEX plain_events_created_at_idx ON plain.events (created_at);`;

/** The rest of Keycloak's REALM (its Liquibase changelogs): numbers of seconds that are no retention. */
const keycloakRealmColumnsSql = `
ALTER TABLE keycloak.realm ADD COLUMN user_action_lifespan integer, ADD COLUMN access_token_lifespan integer,
  ADD COLUMN sso_idle_timeout integer, ADD COLUMN sso_max_lifespan integer, ADD COLUMN login_lifespan integer,
  ADD COLUMN otp_policy_counter integer DEFAULT 0, ADD COLUMN otp_policy_window integer DEFAULT 1,
  ADD COLUMN otp_policy_period integer DEFAULT 30, ADD COLUMN otp_policy_digits integer DEFAULT 6,
  ADD COLUMN offline_session_idle_timeout integer DEFAULT 0, ADD COLUMN access_token_life_implicit integer DEFAULT 0,
  ADD COLUMN refresh_token_max_reuse integer DEFAULT 0, ADD COLUMN admin_events_enabled boolean DEFAULT false NOT NULL,
  ADD COLUMN sso_idle_timeout_remember_me integer DEFAULT 0, ADD COLUMN sso_max_lifespan_remember_me integer DEFAULT 0,
  ADD COLUMN ssl_required character varying(255), ADD COLUMN password_policy character varying(2550);`;

const rows = `
  INSERT INTO keycloak.realm (id, name, enabled, events_enabled, events_expiration)
    SELECT 'r' || g, 'realm ' || g, true, true,
      (ARRAY[NULL, 0, -1, 3600, 86400, 604800, 2592000, 1209600])[g] FROM generate_series(1, 8) g;
  INSERT INTO keycloak.event_entity (id, realm_id, event_time, type)
    SELECT 'e' || g, CASE WHEN g % 13 = 0 THEN NULL ELSE 'r' || (1 + g % 8) END,
      (extract(epoch FROM now() - (g % 960) * interval '1 hour' - interval '7 minutes') * 1000)::bigint, 'LOGIN'
    FROM generate_series(1, 2000) g;
  INSERT INTO saas.organizations (name, plan, retention_days, retention_enabled, created_at, updated_at)
    SELECT 'org ' || g, CASE WHEN g % 3 = 0 THEN 'pro' ELSE 'free' END,
      CASE WHEN g % 4 = 0 THEN 7 END, g % 5 <> 0, now(), now() FROM generate_series(1, 20) g;
  INSERT INTO saas.audit_events (organization_id, action, created_at, updated_at)
    SELECT CASE WHEN g % 11 = 0 THEN NULL ELSE 1 + g % 20 END, 'x',
      (now() AT TIME ZONE 'UTC') - (g % 500) * interval '1 day' - interval '1 hour', now()
    FROM generate_series(1, 3000) g;
  UPDATE saas.audit_events SET updated_at = created_at; -- audit events are never updated
  INSERT INTO app.organizations (name, plan)
    SELECT 'org ' || g, (ARRAY['free', 'team', 'enterprise'])[1 + g % 3] FROM generate_series(1, 30) g;
  INSERT INTO app.events (organization_id, name, created_at)
    SELECT 1 + g % 30, 'x', now() - (g % 400) * interval '1 day' - interval '1 hour' FROM generate_series(1, 3000) g;
  INSERT INTO ws.workspaces (name, log_retention)
    SELECT 'ws ' || g, (ARRAY[NULL, interval '14 days', interval '1 month', interval '1 year'])[1 + g % 4]
    FROM generate_series(1, 12) g;
  INSERT INTO ws.activity_logs (workspace_id, created_at)
    SELECT (SELECT id FROM ws.workspaces ORDER BY name OFFSET g % 12 LIMIT 1),
      now() - (g % 500) * interval '1 day' - interval '1 hour' FROM generate_series(1, 2000) g;
  INSERT INTO plain.organizations (name, created_at) SELECT 'org ' || g, now() FROM generate_series(1, 5) g;
  INSERT INTO plain.events (organization_id, name, created_at)
    SELECT 1 + g % 5, 'x', now() - g * interval '1 day' FROM generate_series(1, 100) g;
  ANALYZE;`;

beforeAll(async () => {
  db = await createTestDatabase();
  for (const sql of [keycloakSchemaSql, keycloakRealmColumnsSql, saasSchemaSql, orgSchemaSql, rows])
    await db.pool.query(sql);
  // An audit trail is never proposed (issue 52): the SaaS app's events keep their shape under a
  // name that is no audit trail's.
  await db.pool.query("ALTER TABLE saas.audit_events RENAME TO activity_events");
});
afterAll(() => db.drop());

/**
 * The table's policy, proposed, or the rule a question offers, its retention then "?" for the
 * person who answers: a tenant's own retention column says how long its rows are meant to be kept,
 * not that anything deletes them (a question since issue 52's second round, "it expires, no
 * deletion seen"); a plan alone, or no tenant, says less (a question since issue 52).
 */
async function policyOf(
  schema: string,
  table: string,
  retention?: string,
  as: "proposed" | "asked" = "proposed",
): Promise<DraftPolicy> {
  const client = await db.pool.connect();
  try {
    const draft = await draftRetentionTable(client, {
      schemas: [schema],
      ...(retention ? { retention } : {}),
    });
    const proposed = draft.policies.find((each) => each.table === `${schema}.${table}`);
    const asked = draft.questions.find((each) => each.table === `${schema}.${table}`)?.policy;
    expect(as === "proposed" ? proposed : asked).toBeDefined();
    expect(as === "proposed" ? asked : proposed).toBeUndefined();
    return (proposed ?? asked) as DraftPolicy;
  } finally {
    client.release();
  }
}

const ids = (sql: string, values: unknown[] = []) => idsOf(db.pool, sql, values);

/** The database's now, which the runs then take as their own (the oracle reads the same clock). */
async function databaseNow(): Promise<Date> {
  return (await db.pool.query<{ now: Date }>("SELECT now() AS now")).rows[0]!.now;
}

/**
 * The policy, chosen as a person would, in report mode (nothing deleted, its backlog what a run
 * would take), a dry run, then switched on: what it deletes is the oracle's, to the row.
 */
async function runChosen(chosen: Record<string, unknown>, oracle: string, values: unknown[]) {
  const now = await databaseNow();
  const expected = await ids(oracle, [now, ...values]);
  expect(expected.length).toBeGreaterThan(100);
  const [policy] = parseRetentionTable({ policies: [chosen] }).policies;
  const table = String(chosen.table);
  const before = await ids(`SELECT id FROM ${table}`);
  const report = await runRetention({ pool: db.enginePool(), policies: [policy!], now });
  expect(report.policies[0]).toMatchObject({
    error: null,
    mode: "report",
    backlog: expected.length,
  });
  expect(await ids(`SELECT id FROM ${table}`)).toEqual(before);
  const dry = await runRetention({ pool: db.enginePool(), policies: [policy!], dryRun: true, now });
  expect(dry.policies[0]?.error).toBeNull();
  const on = parseRetentionTable({ policies: [{ ...chosen, mode: "delete" }] }).policies;
  const run = await runRetention({ pool: db.enginePool(), policies: on, now });
  expect(run.policies[0]?.error).toBeNull();
  const after = new Set(await ids(`SELECT id FROM ${table}`));
  expect(before.filter((id) => !after.has(id))).toEqual(expected);
}

describe("init proposes a retention per tenant where the tenant's row holds one", () => {
  it("Keycloak: EVENT_ENTITY by each REALM's EVENTS_EXPIRATION seconds, found by REALM_ID's name (no foreign key)", async () => {
    const policy = await policyOf("keycloak", "event_entity", undefined, "asked");

    expect(policy).toMatchObject({
      clock: "event_time",
      clockUnit: "epoch-ms",
      retention: "?",
      mode: "report",
      tenant: {
        column: "realm_id",
        table: "keycloak.realm",
        key: "id",
        retention: "events_expiration",
        unit: "s",
        never: { atMost: 0 },
      },
    });
    expect(policy.description).toContain("retention per tenant: keycloak.realm.events_expiration");
    expect(policy.description).toContain(
      "no foreign key: by its name, realm_id → keycloak.realm.id",
    );
    expect(policy.description).toContain("counted in seconds, guessed");
    expect(policy.description).toMatch(/\(low confidence\)/);
    // Keycloak keeps a realm's events with no expiration: the person removes the default.
    const { retention: _default, ...chosen } = policy;
    await runChosen(chosen, keycloakExpiredSql, []);
  });

  it("a SaaS app's organizations: own days (unit from the name), plan tiers to choose, the opt-out", async () => {
    const policy = await policyOf("saas", "activity_events", "90d", "asked");

    expect(policy.tenant).toEqual({
      column: "organization_id",
      retention: "retention_days",
      unit: "d",
      never: { atMost: 0 },
      enabled: "retention_enabled",
      tiers: { column: "plan", values: { free: "?", pro: "?" } },
    });
    expect(policy).toMatchObject({ clock: "updated_at", retention: "?", mode: "report" });
    expect(policy.description).toMatch(
      /saas\.organizations\.retention_days and plan.*\(high confidence\)/,
    );
    expect(policy.description).toContain("foreign key fk_rails_6d9d1b2c3a");
    // Each tier's period is a person's: unchosen, the file does not validate, naming the tier.
    let refused: unknown;
    try {
      parseRetentionTable({ policies: [policy] });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).message).toMatch(/tiers\.values\.free.*not chosen yet/);
    const tenant = policy.tenant as Record<string, unknown>;
    const chosen = {
      ...policy,
      retention: "90d",
      tenant: { ...tenant, tiers: { column: "plan", values: { free: "30d", pro: "365d" } } },
    };
    const oracle = saasExpiredSql.replace("saas.audit_events", "saas.activity_events");
    await runChosen(chosen, oracle, ["90 days"]);
  });

  it("organizations(plan text) with events: tiers only, the plans from the statistics", async () => {
    const policy = await policyOf("app", "events", undefined, "asked");

    expect(policy.tenant).toEqual({
      column: "organization_id",
      tiers: { column: "plan", values: { enterprise: "?", free: "?", team: "?" } },
    });
    expect(policy.description).toContain("the statistics' most common values");
    const chosen = {
      ...policy,
      retention: "90d",
      tenant: {
        column: "organization_id",
        tiers: { column: "plan", values: { free: "30d", team: "180d", enterprise: "365d" } },
      },
    };
    const oracle = `
      SELECT e.id FROM app.events e JOIN app.organizations o ON o.id = e.organization_id
      WHERE e.created_at < $1::timestamptz - CASE o.plan WHEN 'free' THEN interval '30 days'
        WHEN 'team' THEN interval '180 days' WHEN 'enterprise' THEN interval '365 days' ELSE interval '90 days' END
      ORDER BY e.id`;
    await runChosen(chosen, oracle, []);
  });

  it("a plan column with no value known (never analyzed): one tier '?' to rename, which does not validate", async () => {
    await db.pool.query(`
      CREATE SCHEMA fresh;
      CREATE TABLE fresh.organizations (id bigserial PRIMARY KEY, plan text NOT NULL);
      CREATE TABLE fresh.events (id bigserial PRIMARY KEY,
        organization_id bigint REFERENCES fresh.organizations (id), created_at timestamptz NOT NULL);`);
    const policy = await policyOf("fresh", "events", "90d", "asked");

    expect(policy.tenant).toEqual({
      column: "organization_id",
      tiers: { column: "plan", values: { "?": "?" } },
    });
    expect(policy.description).toContain("no value known: rename the tier ? to each plan");
    expect(() => parseRetentionTable({ policies: [policy] })).toThrow(/not chosen yet/);
  });

  it("an interval on the tenant's row (a timeout beside it is not a retention): no unit, a foreign key, high confidence", async () => {
    const policy = await policyOf("ws", "activity_logs", "90d", "asked");

    expect(policy.tenant).toEqual({ column: "workspace_id", retention: "log_retention" });
    expect(policy.description).toMatch(
      /ws\.workspaces\.log_retention, read through workspace_id .*\(high confidence\); log_retention is an interval/,
    );
    const oracle = `
      SELECT l.id FROM ws.activity_logs l JOIN ws.workspaces w ON w.id = l.workspace_id
      WHERE l.created_at < $1::timestamptz - coalesce(w.log_retention, interval '90 days') ORDER BY l.id`;
    await runChosen({ ...policy, retention: "90d" }, oracle, []);
  });

  it("a column with two foreign keys: the rule names the tenant's table and key; the draft passes the preflight", async () => {
    const policy = await policyOf("app", "login_events", "90d", "asked");

    expect(policy.tenant).toMatchObject({
      column: "organization_id",
      table: "app.organizations",
      key: "id",
    });
    const chosen = {
      ...policy,
      retention: "90d",
      tenant: { ...(policy.tenant as object), tiers: { column: "plan", values: { free: "30d" } } },
    };
    const report = await runRetention({
      pool: db.enginePool(),
      policies: parseRetentionTable({ policies: [chosen] }).policies,
      dryRun: true,
    });
    expect(report.policies[0]?.error).toBeNull();
  });

  it("no retention-like column on the referenced row: the plain draft, unchanged", async () => {
    const policy = await policyOf("plain", "events", "90d", "asked");

    // Asked about (an event log named only, issue 52): the rule offered, its retention a person's.
    expect(policy).toEqual({
      name: "events",
      table: "plain.events",
      clock: "created_at",
      retention: "?",
      mode: "report",
      owner: "to be assigned",
      description:
        "Proposed by retention-job init: event logs (medium confidence); clock created_at: creation or event time.",
    });
  });
});
