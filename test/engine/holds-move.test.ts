// move-to-table obeys the hold register: a Rails shop's expired orders (test/schemas/shop.ts) move
// into the archive tables with their items, but an order a case holds stays, and so does an order
// whose cascaded item a case holds (kept, reported blocked). Oracles are plain SQL run before the run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HoldAdd, holdAdd, parseHold } from "../../functions/contract/holds.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { addHold, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, idsOf, type TestDatabase } from "../helpers/db.js";
import { shopSchemaSql } from "../schemas/shop.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(shopSchemaSql);
  // Orders 1-10: the odd ones 100-180 days old (expired), the even ones a month old; items o*10+i.
  await db.pool.query(`
    INSERT INTO shop.orders (id, customer_email, total, state, created_at)
      SELECT g, 'buyer' || g || '@example.com', g * 10.25, 'paid',
             now() - CASE WHEN g % 2 = 1 THEN (90 + g * 10) * interval '1 day' ELSE interval '30 days' END
      FROM generate_series(1, 10) g;
    INSERT INTO shop.order_items (id, order_id, sku, quantity, note)
      SELECT o * 10 + i, o, 'SKU-' || o || '-' || i, i, NULL
      FROM generate_series(1, 10) o, generate_series(1, 2) i;`);
});
afterAll(async () => {
  await db.drop();
});

const hold = (name: string, table: string, conditions: unknown[]) =>
  addHold(
    parseHold(holdAdd, {
      case: name,
      reason: "chargeback",
      placedBy: "counsel@example.org",
      scope: { table, conditions },
    }) as HoldAdd,
    { pool: db.pool, redactionKey: undefined },
  );

describe("move-to-table obeys the register", () => {
  it("a held order, and an order whose cascaded item is held, stay; the other expired orders move with their items", async () => {
    await hold("2026-700", "shop.orders", [{ column: "id", equals: 3 }]);
    await hold("2026-701", "shop.order_items", [{ column: "sku", equals: "SKU-5-2" }]);
    const expired = "created_at < now() - interval '90 days'";
    const moving = await idsOf(
      db.pool,
      `SELECT id FROM shop.orders WHERE ${expired} AND id NOT IN (3, 5)`,
    );
    const staying = await idsOf(
      db.pool,
      `SELECT id FROM shop.orders WHERE NOT (${expired}) OR id IN (3, 5)`,
    );
    const report = await runRetention({
      pool: db.enginePool(),
      policies: parseRetentionTable({
        policies: [
          {
            name: "old_orders",
            table: "shop.orders",
            mechanism: "move-to-table",
            clock: "created_at",
            retention: "90d",
            cascades: ["shop.order_items"],
            maxShareOfTable: 1,
            into: {
              table: "archive.orders",
              archivedAt: "archived_at",
              children: { "shop.order_items": "archive.order_items" },
            },
            owner: "shop",
          },
        ],
      }).policies,
    });
    const policy = report.policies[0]!;
    expect(policy.error).toBeNull();
    expect(moving).toEqual(["1", "7", "9"]);
    expect(await idsOf(db.pool, "SELECT id FROM archive.orders")).toEqual(moving);
    expect(await idsOf(db.pool, "SELECT id FROM shop.orders")).toEqual(staying);
    expect(await idsOf(db.pool, "SELECT order_id AS id FROM archive.order_items")).toEqual([
      "1",
      "1",
      "7",
      "7",
      "9",
      "9",
    ]);
    expect(policy.heldByCase).toEqual({ "2026-700": 1 });
    expect(policy.blocked).toBe(1);
  });
});
