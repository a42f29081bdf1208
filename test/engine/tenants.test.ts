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
import { planPolicies, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import {
  keycloakExpiredSql,
  keycloakPolicy,
  keycloakSchemaSql,
  saasExpiredSql,
  saasPolicy,
  saasSchemaSql,
} from "../schemas/tenants.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(keycloakSchemaSql);
  await db.pool.query(saasSchemaSql);
});
afterAll(() => db.drop());

const policies = (...list: Record<string, unknown>[]) =>
  parseRetentionTable({ policies: list }).policies;

async function ids(sql: string, values: unknown[] = []): Promise<string[]> {
  const { rows } = await db.pool.query<{ id: string }>(sql, values);
  return rows.map((row) => String(row.id)).sort();
}

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
