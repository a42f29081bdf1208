// Property: whatever the data (statuses, ages, holds, chains, batch size), after one run the
// surviving set is exactly what the policy says, and the report's figures match it.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE SCHEMA prop;
    CREATE TABLE prop.tree_items (
      id bigint PRIMARY KEY, parent_id bigint REFERENCES prop.tree_items(id) ON DELETE RESTRICT,
      status text NOT NULL, updated_at timestamptz NOT NULL, legal_hold boolean);
    CREATE INDEX ON prop.tree_items (parent_id);
    CREATE TABLE prop.flat_items (
      id bigint PRIMARY KEY, status text NOT NULL, updated_at timestamptz NOT NULL, legal_hold boolean);
    CREATE INDEX ON prop.flat_items (updated_at);
    CREATE TABLE prop.flat_unindexed (
      id bigint PRIMARY KEY, status text NOT NULL, updated_at timestamptz NOT NULL, legal_hold boolean);
    -- A row or two per page, so that a block-range walk takes many ranges.
    CREATE TABLE prop.flat_blocks (
      id bigint PRIMARY KEY, status text NOT NULL, updated_at timestamptz NOT NULL, legal_hold boolean,
      pad text NOT NULL DEFAULT repeat('x', 600)) WITH (fillfactor = 10);
    CREATE INDEX ON prop.flat_blocks (updated_at);`);
});
afterAll(async () => {
  await db.drop();
});

const RETENTION_DAYS = 90;
const STATUSES = ["Active", "Rotated", "Revoked", "Expired"] as const;
const TERMINAL = new Set(["Rotated", "Revoked", "Expired"]);

interface Row {
  id: number;
  parent: number | null;
  status: (typeof STATUSES)[number];
  /** Age in hours, never within an hour of the cutoff so that the run's clock cannot tip it. */
  ageHours: number;
  hold: boolean | null;
}

const ageHours = fc.oneof(
  fc.integer({ min: 0, max: RETENTION_DAYS * 24 - 2 }),
  fc.integer({ min: RETENTION_DAYS * 24 + 2, max: 400 * 24 }),
);

/**
 * Rows whose parent, if any, is an earlier row: a random forest of rotation chains. Half of the
 * picks take the row just before, so that long chains (a young tip under old links) are common.
 */
const forest = fc
  .array(
    fc.record({
      parentPick: fc.option(fc.oneof(fc.constant(-1), fc.nat()), { freq: 3 }),
      status: fc.constantFrom(...STATUSES),
      ageHours,
      hold: fc.constantFrom(null, false, false, true),
    }),
    { maxLength: 40, size: "max" },
  )
  .map((drafts) =>
    drafts.map(
      (draft, index): Row => ({
        id: index + 1,
        parent:
          draft.parentPick === null || index === 0
            ? null
            : draft.parentPick === -1
              ? index
              : (draft.parentPick % index) + 1,
        status: draft.status,
        ageHours: draft.ageHours,
        hold: draft.hold,
      }),
    ),
  );

function expectedOutcome(rows: Row[], leafFirst: boolean) {
  const deletableSelf = (row: Row) =>
    TERMINAL.has(row.status) && row.ageHours > RETENTION_DAYS * 24 && row.hold !== true;
  const children = new Map<number, Row[]>();
  for (const row of rows) {
    if (row.parent !== null) children.set(row.parent, [...(children.get(row.parent) ?? []), row]);
  }
  const removable = (row: Row): boolean =>
    deletableSelf(row) && (!leafFirst || (children.get(row.id) ?? []).every(removable));
  const expired = rows.filter(
    (row) => TERMINAL.has(row.status) && row.ageHours > RETENTION_DAYS * 24,
  );
  const removed = new Set(rows.filter(removable).map((row) => row.id));
  return {
    survivors: rows.filter((row) => !removed.has(row.id)).map((row) => row.id),
    deleted: removed.size,
    held: expired.filter((row) => row.hold === true).length,
    blocked: expired.filter((row) => deletableSelf(row) && !removed.has(row.id)).length,
  };
}

async function load(table: string, rows: Row[], withParent: boolean) {
  await db.pool.query(`TRUNCATE ${table}`);
  if (rows.length === 0) return;
  await db.pool.query(
    `INSERT INTO ${table} (id, ${withParent ? "parent_id, " : ""}status, updated_at, legal_hold)
     SELECT r.id, ${withParent ? "r.parent, " : ""}r.status, now() - r.age_hours * interval '1 hour', r.hold
     FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, parent bigint, status text, age_hours int, hold boolean)`,
    [JSON.stringify(rows.map((row) => ({ ...row, age_hours: row.ageHours })))],
  );
}

function policyFor(table: string, leafFirst: boolean, batchSize: number) {
  return parseRetentionTable({
    policies: [
      {
        name: "items",
        table,
        clock: "updated_at",
        retention: `${RETENTION_DAYS}d`,
        status: { column: "status", values: [...TERMINAL] },
        hold: "legal_hold",
        ...(leafFirst ? { selfReference: "parent_id" } : {}),
        batchSize,
        owner: "property test",
      },
    ],
  }).policies;
}

const cases = [
  { table: "prop.tree_items", leafFirst: true, strategy: "cursor", order: "auto" },
  { table: "prop.flat_items", leafFirst: false, strategy: "keyset", order: "auto" },
  { table: "prop.flat_unindexed", leafFirst: false, strategy: "cursor", order: "auto" },
  // Block ranges of 1 to 7 blocks over a table of one or two rows a page.
  { table: "prop.flat_blocks", leafFirst: false, strategy: "blocks", order: "physical" },
] as const;

describe("property: the surviving set is exactly what the policy says", () => {
  for (const { table, leafFirst, strategy, order } of cases) {
    it(`${table} (${strategy}${leafFirst ? ", leaf-first" : ""})`, async () => {
      const enginePool = db.enginePool();
      await fc.assert(
        fc.asyncProperty(forest, fc.integer({ min: 1, max: 7 }), async (rows, batchSize) => {
          await load(table, rows, leafFirst);
          const expected = expectedOutcome(rows, leafFirst);
          // The blocks that hold a row past its retention, first to last (the walk's span).
          const { rows: span } = await db.pool.query<{ first: number | null; last: number | null }>(
            `SELECT min((ctid::text::point)[0])::int AS first, max((ctid::text::point)[0])::int AS last
             FROM ${table} WHERE updated_at < now() - $1::int * interval '1 day' AND status::text = ANY($2::text[])`,
            [RETENTION_DAYS, [...TERMINAL]],
          );

          const report = await runRetention({
            pool: enginePool,
            policies: policyFor(table, leafFirst, batchSize),
            order,
            ...(order === "physical" ? { blocksPerBatch: batchSize } : {}),
          });

          const { rows: left } = await db.pool.query<{ id: string }>(
            `SELECT id FROM ${table} ORDER BY id`,
          );
          const { first, last } = span[0] ?? { first: null, last: null };
          if (order === "physical" && first !== null && last !== null) {
            // Every block from the first expired row's to the last one's was walked, batchSize
            // blocks at a time (the last range cut where the span ends), and none beyond (the
            // clock's index bounds the walk).
            const blocks = last + 1 - first;
            const ranges = Math.ceil(blocks / batchSize);
            // Lanes finish their ranges in any order: the shortest range is the last one's (the sizes
            // seen start from the fixed size).
            expect(report.policies[0]?.batchSizes).toMatchObject({
              unit: "blocks",
              fixed: true,
              min: blocks - (ranges - 1) * batchSize,
              max: batchSize,
            });
            expect(report.policies[0]?.batches).toBe(ranges);
          }
          expect(left.map((row) => Number(row.id))).toEqual(expected.survivors);
          expect(report.policies[0]).toMatchObject({
            strategy,
            outcome: "completed",
            error: null,
            deleted: expected.deleted,
            held: expected.held,
            blocked: expected.blocked,
            backlog: 0,
          });
        }),
        { numRuns: 40 },
      );
    });
  }
});
