// Property: on random foreign-key graphs below a subject table (each table referencing earlier ones
// with random ON DELETE actions, some with a self-reference, random rows and random actions per
// table), one erasure leaves exactly what a model of the keys says: every row reachable from the
// subject (along CASCADE, RESTRICT, NO ACTION keys) gone or redacted, kept rows as they were, the
// references SET NULL by the database set, nothing else touched; the dry run said the same; an
// erasure table that would keep or redact a row its deleted parent takes along is refused instead.
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { erase, shapeOf } from "../helpers/erasure.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

const KEY_ACTIONS = ["CASCADE", "RESTRICT", "NO ACTION", "SET NULL"] as const;
type KeyAction = (typeof KEY_ACTIONS)[number];
type TableAction = "delete" | "redact" | "keep";
interface Key {
  column: string;
  parent: number;
  action: KeyAction;
}
interface Table {
  keys: Key[];
  action: TableAction;
  rows: { id: number; refs: (number | null)[] }[];
}

const tableArb = (index: number) =>
  fc.record({
    keys: fc.array(
      fc.record({
        parent: fc.integer({ min: 0, max: index }),
        action: fc.constantFrom(...KEY_ACTIONS),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    action: fc.constantFrom<TableAction>("delete", "delete", "redact", "keep"),
    rows: fc.array(
      fc.array(fc.option(fc.integer({ min: 1, max: 6 }), { freq: 4 }), {
        minLength: 2,
        maxLength: 2,
      }),
      {
        maxLength: 6,
      },
    ),
  });

const world = fc
  .record({
    subjectAction: fc.constantFrom<TableAction>("delete", "redact"),
    count: fc.integer({ min: 1, max: 4 }),
  })
  .chain(({ subjectAction, count }) =>
    fc.tuple(
      fc.constant(subjectAction),
      ...Array.from({ length: count }, (_, index) => tableArb(index + 1)),
    ),
  )
  .map(([subjectAction, ...drafts]) => {
    const tables: Table[] = [
      { keys: [], action: subjectAction, rows: [1, 2, 3].map((id) => ({ id, refs: [] })) },
    ];
    drafts.forEach((draft, at) => {
      const index = at + 1;
      // A key to table `index` itself is a self-reference (parent = index).
      const keys = draft.keys.map((key, k) => ({
        column: `ref${k}`,
        parent: key.parent,
        action: key.action,
      }));
      const rows = draft.rows.map((refs, r) => ({
        id: r + 1,
        // A reference to a row that exists (its own table: an earlier row, a tree).
        refs: keys.map((key, k) => {
          const value = refs[k] ?? null;
          const size = key.parent === index ? r : (tables[key.parent]?.rows.length ?? 0);
          return value === null || size === 0 ? null : ((value - 1) % size) + 1;
        }),
      }));
      tables.push({ keys, action: draft.action, rows });
    });
    return tables;
  });

const name = (index: number) => (index === 0 ? "s" : `t${index}`);

async function build(schema: string, tables: Table[]) {
  const ddl = tables.map((table, index) => {
    const columns = table.keys.map(
      (key) =>
        `${key.column} int REFERENCES ${schema}.${name(key.parent)} (id) ON DELETE ${key.action}`,
    );
    return `CREATE TABLE ${schema}.${name(index)} (id int PRIMARY KEY, note text${columns.map((each) => `, ${each}`).join("")})`;
  });
  await db.pool.query(`CREATE SCHEMA ${schema}; ${ddl.join(";\n")}`);
  for (const [index, table] of tables.entries())
    for (const row of table.rows)
      await db.pool.query(
        `INSERT INTO ${schema}.${name(index)} VALUES ($1::int, 'n' || $1::int${row.refs.map((_, k) => `, $${k + 2}`).join("")})`,
        [row.id, ...row.refs],
      );
}

/** The model: rows reached from subject row 1 along the keys an erasure follows (not SET NULL). */
function reachedRows(tables: Table[]): Set<string>[] {
  const reached = tables.map(() => new Set<string>());
  reached[0]?.add("1");
  for (let changed = true; changed; ) {
    changed = false;
    tables.forEach((table, index) => {
      if (index === 0) return;
      for (const row of table.rows) {
        if (reached[index]?.has(String(row.id))) continue;
        const hit = table.keys.some(
          (key, k) =>
            key.action !== "SET NULL" &&
            row.refs[k] !== null &&
            reached[key.parent]?.has(String(row.refs[k])),
        );
        if (hit) {
          reached[index]?.add(String(row.id));
          changed = true;
        }
      }
    });
  }
  return reached;
}

/** What each table should hold afterwards, by the model: [id, note, refs...] rows. */
function expected(tables: Table[], reached: Set<string>[]) {
  const deleted = (index: number, id: number | null) =>
    id !== null && tables[index]?.action === "delete" && (reached[index]?.has(String(id)) ?? false);
  return tables.map((table, index) =>
    table.rows
      .filter((row) => !deleted(index, row.id))
      .map((row) => {
        const hit = reached[index]?.has(String(row.id));
        const note = hit && table.action === "redact" ? null : `n${row.id}`;
        const refs = row.refs.map((ref, k) => {
          const key = table.keys[k] as Key;
          return key.action === "SET NULL" && deleted(key.parent, ref) ? null : ref;
        });
        return JSON.stringify([row.id, note, ...refs]);
      }),
  );
}

/** A kept or redacted table whose followed key points at a deleted table: refused. */
const contradicts = (tables: Table[], reachable: Set<number>) =>
  tables.some(
    (table, index) =>
      reachable.has(index) &&
      table.action !== "delete" &&
      table.keys.some(
        (key) =>
          key.parent !== index &&
          key.action !== "SET NULL" &&
          reachable.has(key.parent) &&
          tables[key.parent]?.action === "delete",
      ),
  );

/** Tables the followed keys reach at all (the graph, not the rows). */
function reachableTables(tables: Table[]): Set<number> {
  const reached = new Set([0]);
  for (let changed = true; changed; ) {
    changed = false;
    tables.forEach((table, index) => {
      if (
        !reached.has(index) &&
        table.keys.some(
          (key) => key.action !== "SET NULL" && key.parent !== index && reached.has(key.parent),
        )
      ) {
        reached.add(index);
        changed = true;
      }
    });
  }
  return reached;
}

let runs = 0;
let erased = 0;
it("an erasure on a random graph leaves exactly what the keys say; its dry run says the same", async () => {
  await fc.assert(
    fc.asyncProperty(world, async (tables) => {
      runs += 1;
      const schema = `g${runs}`;
      await build(schema, tables);
      try {
        const reachable = reachableTables(tables);
        const entries = Object.fromEntries(
          tables.flatMap((table, index) => {
            if (!reachable.has(index)) return [];
            const at = `${schema}.${name(index)}`;
            if (table.action === "redact")
              return [[at, { action: "redact", columns: { note: null } }]];
            if (table.action === "keep")
              return [[at, { action: "keep", reason: "the model says so" }]];
            return [[at, { action: "delete" }]];
          }),
        );
        let shape: Awaited<ReturnType<typeof shapeOf>>;
        try {
          shape = await shapeOf(db, {
            subject: { table: `${schema}.s` },
            tables: entries,
            owner: "property",
          });
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          expect(contradicts(tables, reachable)).toBe(true);
          return;
        }
        expect(contradicts(tables, reachable)).toBe(false);
        const dry = await erase(db, shape, "1", { dryRun: true });
        const run = await erase(db, shape, "1");
        expect(run.outcome, run.reason).toBe("erased");
        erased += 1;
        expect(dry.tables).toEqual(run.tables);
        const want = expected(tables, reachedRows(tables));
        for (const [index, table] of tables.entries()) {
          const columns = ["id", "note", ...table.keys.map((key) => key.column)].join(", ");
          const { rows } = await db.pool.query(
            `SELECT json_build_array(${columns})::text AS r FROM ${schema}.${name(index)} ORDER BY id`,
          );
          expect(
            rows.map((row) => JSON.stringify(JSON.parse(row.r))),
            name(index),
          ).toEqual(want[index]);
        }
      } finally {
        await db.pool.query(`DROP SCHEMA ${schema} CASCADE`);
      }
    }),
    { numRuns: 12 },
  );
  // Most worlds erase (the rest are refused as the model says): the property is not vacuous.
  expect(erased).toBeGreaterThan(runs / 3);
});
