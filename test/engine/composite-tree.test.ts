// A schema nobody here designed: a multi-tenant tree whose key and self-reference are composite
// (tenant, id), constraint names with a quote in them, and a cascading child whose held rows keep
// their parent. The same ids in two tenants are different rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { policyReport } from "../helpers/identity.js";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE SCHEMA ct;
    CREATE TABLE ct.nodes (
      tenant int NOT NULL, id int NOT NULL, parent int, state text NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (tenant, id),
      CONSTRAINT "node's parent" FOREIGN KEY (tenant, parent) REFERENCES ct.nodes (tenant, id));
    CREATE INDEX ON ct.nodes (tenant, parent);
    CREATE TABLE ct.notes (
      id int PRIMARY KEY, tenant int NOT NULL, node int NOT NULL,
      held boolean NOT NULL DEFAULT false, created_at timestamptz NOT NULL,
      CONSTRAINT "note's node" FOREIGN KEY (tenant, node) REFERENCES ct.nodes (tenant, id) ON DELETE CASCADE);
    CREATE INDEX ON ct.notes (tenant, node);`);
});
afterAll(async () => {
  await db.drop();
});

const policies = parseRetentionTable({
  policies: [
    {
      name: "nodes",
      table: "ct.nodes",
      clock: "updated_at",
      retention: "30d",
      status: { column: "state", values: ["closed"] },
      cascades: ["ct.notes"],
      owner: "test",
    },
    {
      name: "notes",
      table: "ct.notes",
      clock: "created_at",
      retention: "30d",
      hold: "held",
      owner: "test",
    },
  ],
}).policies;

const node = (tenant: number, id: number, parent: number | null, state: string, age: string) =>
  db.pool.query(`INSERT INTO ct.nodes VALUES ($1, $2, $3, $4, now() - $5::interval)`, [
    tenant,
    id,
    parent,
    state,
    age,
  ]);

describe("a composite self-reference, quoted constraint names, a held cascaded child", () => {
  it("deletes whole closed trees per tenant, keeps what a descendant or a held note keeps, and counts each by constraint", async () => {
    // Tenant 1: a closed chain 1 <- 2 <- 3, all old: goes whole.
    await node(1, 1, null, "closed", "60 days");
    await node(1, 2, 1, "closed", "50 days");
    await node(1, 3, 2, "closed", "40 days");
    // Tenant 2, the same ids: the tip is open, so 1 and 2 stay (kept by a descendant).
    await node(2, 1, null, "closed", "60 days");
    await node(2, 2, 1, "closed", "50 days");
    await node(2, 3, 2, "open", "40 days");
    // Tenant 1, node 10: old and closed, but a note under legal hold would cascade away with it.
    await node(1, 10, null, "closed", "45 days");
    await db.pool.query("INSERT INTO ct.notes VALUES (1, 1, 10, true, now() - interval '45 days')");
    // Tenant 2, node 10: old and closed, nothing under it: goes.
    await node(2, 10, null, "closed", "45 days");

    const dry = await runRetention({ pool: db.enginePool(), policies, dryRun: true });
    expect(policyReport(dry, "nodes")).toMatchObject({
      backlog: 4,
      blocked: 3,
      blockedBy: { "node's parent": 2, "note's node": 1 },
      error: null,
    });

    const report = await runRetention({ pool: db.enginePool(), policies });
    expect(report.status).toBe("succeeded");
    expect(policyReport(report, "nodes")).toMatchObject({
      deleted: 4,
      blocked: 3,
      blockedBy: { "node's parent": 2, "note's node": 1 },
      backlog: 0,
      error: null,
    });
    const { rows } = await db.pool.query<{ tenant: number; id: number }>(
      "SELECT tenant, id FROM ct.nodes ORDER BY tenant, id",
    );
    expect(rows.map((row) => `${row.tenant}/${row.id}`)).toEqual(["1/10", "2/1", "2/2", "2/3"]);
    expect((await db.pool.query("SELECT id FROM ct.notes")).rows.map((row) => row.id)).toEqual([1]);
  });
});
