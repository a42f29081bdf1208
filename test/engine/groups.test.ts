// Policies that can run at the same time: groups that touch no table in common (a foreign key
// between their tables, or a table they share, puts two policies in one group).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { policyGroups } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { djangoSchemaSql, kratosSchemaSql } from "../schemas/frameworks.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(kratosSchemaSql);
  await db.pool.query(djangoSchemaSql);
});
afterAll(async () => {
  await db.drop();
});

describe("policy groups", () => {
  it("a shared table or a foreign key joins two policies; unrelated ones stand alone", async () => {
    const { policies } = parseRetentionTable({
      policies: [
        {
          name: "expired_sessions",
          table: "kratos.sessions",
          clock: "expires_at",
          retention: "6h",
          cascades: ["kratos.session_devices"],
          owner: "t",
        },
        {
          name: "beyond_five",
          table: "kratos.sessions",
          keep: { newest: 5, per: ["identity_id"], by: "authenticated_at" },
          cascades: ["kratos.session_devices"],
          owner: "t",
        },
        {
          name: "device_ips",
          table: "kratos.session_devices",
          mechanism: "redact",
          columns: { ip_address: null },
          clock: "created_at",
          retention: "30d",
          owner: "t",
        },
        {
          name: "clearsessions",
          table: "django.django_session",
          clock: "expire_date",
          retention: "1d",
          owner: "t",
        },
        {
          name: "admin_log",
          table: "django.django_admin_log",
          clock: "action_time",
          retention: "365d",
          owner: "t",
        },
        {
          name: "never_activated",
          table: "django.auth_user",
          where: [{ column: "last_login", is: "null" }],
          clock: "date_joined",
          retention: "30d",
          owner: "t",
        },
        {
          name: "login_flows",
          table: "kratos.selfservice_login_flows",
          clock: "expires_at",
          retention: "1h",
          owner: "t",
        },
      ],
    });
    const cutoffs = Object.fromEntries(
      policies.map((policy) => [policy.name, new Date().toISOString()]),
    );
    const client = await db.pool.connect();
    try {
      const groups = await policyGroups(client, policies, cutoffs);
      const sorted = groups
        .map((group) => [...group].sort())
        .sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
      expect(sorted).toEqual([
        ["beyond_five", "device_ips", "expired_sessions"],
        ["admin_log", "never_activated"],
        ["clearsessions"],
        ["login_flows"],
      ]);
    } finally {
      client.release();
    }
  });
});
