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

describe("the same tree, partitioned by tenant", () => {
  it("deletes only its own trees, though a row's address (ctid) repeats in each partition", async () => {
    await db.pool.query(`
      CREATE TABLE ct.pnodes (
        tenant int NOT NULL, id int NOT NULL, parent int, state text NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (tenant, id),
        FOREIGN KEY (tenant, parent) REFERENCES ct.pnodes (tenant, id)) PARTITION BY LIST (tenant);
      CREATE TABLE ct.pnodes_1 PARTITION OF ct.pnodes FOR VALUES IN (1);
      CREATE TABLE ct.pnodes_2 PARTITION OF ct.pnodes FOR VALUES IN (2);
      CREATE INDEX ON ct.pnodes (tenant, parent);`);
    // The same rows in the same order in each partition, so at the same addresses; in tenant 2
    // the tip is open, which keeps the two rows above it (found at tenant 1's addresses).
    for (const [tenant, tip] of [
      [1, "closed"],
      [2, "open"],
    ] as const) {
      await db.pool.query(
        `INSERT INTO ct.pnodes VALUES ($1, 1, NULL, 'closed', now() - interval '60 days'),
           ($1, 2, 1, 'closed', now() - interval '50 days'), ($1, 3, 2, $2, now() - interval '40 days')`,
        [tenant, tip],
      );
    }
    const { rows: addresses } = await db.pool.query<{ tenant: number; ctid: string }>(
      "SELECT tenant, ctid::text FROM ct.pnodes ORDER BY tenant, id",
    );
    expect(addresses.slice(0, 3).map((row) => row.ctid)).toEqual(
      addresses.slice(3).map((row) => row.ctid),
    );
    const partitioned = parseRetentionTable({
      policies: [
        {
          name: "pnodes",
          table: "ct.pnodes",
          clock: "updated_at",
          retention: "30d",
          status: { column: "state", values: ["closed"] },
          owner: "test",
        },
      ],
    }).policies;

    const report = await runRetention({ pool: db.enginePool(), policies: partitioned });

    expect(policyReport(report, "pnodes")).toMatchObject({
      outcome: "completed",
      deleted: 3,
      blocked: 2,
      backlog: 0,
      error: null,
    });
    const { rows } = await db.pool.query<{ tenant: number; id: number }>(
      "SELECT tenant, id FROM ct.pnodes ORDER BY tenant, id",
    );
    expect(rows.map((row) => `${row.tenant}/${row.id}`)).toEqual(["2/1", "2/2", "2/3"]);
  });
});
