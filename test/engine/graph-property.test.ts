// Property: on a random graph of tables (a governed parent, maybe self-referencing; a governed
// child and an ungoverned one, each referencing it with a random ON DELETE action), with random
// statuses, ages, holds, references and batch sizes, one run leaves exactly what the rules say,
// reports exactly what it did, never fails on a foreign key, and its dry run predicted it.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

const RETENTION_DAYS = 90;
const ACTIONS = ["RESTRICT", "NO ACTION", "CASCADE", "SET NULL"] as const;
type Action = (typeof ACTIONS)[number];
const TERMINAL = new Set(["Rotated", "Revoked", "Expired"]);

/** Hours, never within an hour of the cutoff, so that the run's clock cannot tip a row. */
const ageHours = fc.oneof(
  fc.integer({ min: 0, max: RETENTION_DAYS * 24 - 2 }),
  fc.integer({ min: RETENTION_DAYS * 24 + 2, max: 400 * 24 }),
);
const expiredAge = (hours: number) => hours > RETENTION_DAYS * 24;

interface Parent {
  id: number;
  parent: number | null;
  status: string;
  ageHours: number;
  hold: boolean;
}
interface Child {
  id: number;
  ref: number | null;
  ageHours: number;
  hold: boolean;
}

const world = fc
  .record({
    selfReference: fc.boolean(),
    governedAction: fc.constantFrom(...ACTIONS),
    ungovernedAction: fc.constantFrom(...ACTIONS),
    batchSize: fc.integer({ min: 1, max: 7 }),
    parents: fc.array(
      fc.record({
        parentPick: fc.option(fc.nat(), { freq: 2 }),
        status: fc.constantFrom("Active", "Rotated", "Revoked", "Expired"),
        ageHours,
        hold: fc.constantFrom(false, false, false, true),
      }),
      { maxLength: 25 },
    ),
    governed: fc.array(
      fc.record({ refPick: fc.option(fc.nat(), { freq: 5 }), ageHours, hold: fc.boolean() }),
      { maxLength: 25 },
    ),
    ungoverned: fc.array(fc.option(fc.nat(), { freq: 3 }), { maxLength: 10 }),
  })
  .map((draft) => {
    const parents: Parent[] = draft.parents.map((each, index) => ({
      id: index + 1,
      parent:
        draft.selfReference && each.parentPick !== null && index > 0
          ? (each.parentPick % index) + 1
          : null,
      status: each.status,
      ageHours: each.ageHours,
      hold: each.hold,
    }));
    const pick = (value: number | null) =>
      value === null || parents.length === 0 ? null : (value % parents.length) + 1;
    return {
      ...draft,
      parents,
      governed: draft.governed.map(
        (each, index): Child => ({
          id: index + 1,
          ref: pick(each.refPick),
          ageHours: each.ageHours,
          hold: each.hold,
        }),
      ),
      ungoverned: draft.ungoverned.map(
        (each, index): Child => ({ id: index + 1, ref: pick(each), ageHours: 0, hold: false }),
      ),
    };
  });
type World = ReturnType<(typeof world)["generate"]>["value"];

/** What must happen: the child policy first, then the parent's, leaf-first along its self-reference. */
function expected(w: World) {
  const childGoes = (child: Child) => expiredAge(child.ageHours) && !child.hold;
  const governedLeft = w.governed.filter((child) => !childGoes(child));
  const keptBy = (action: Action, children: Child[], id: number) => {
    const referencing = children.filter((child) => child.ref === id);
    if (action === "RESTRICT" || action === "NO ACTION") return referencing.length > 0;
    if (action === "CASCADE") return referencing.some((child) => child.hold);
    return false;
  };
  const expiredParent = (row: Parent) => TERMINAL.has(row.status) && expiredAge(row.ageHours);
  const ownOk = (row: Parent) =>
    expiredParent(row) &&
    !row.hold &&
    !keptBy(w.governedAction, governedLeft, row.id) &&
    !keptBy(w.ungovernedAction, w.ungoverned, row.id);
  const children = (id: number) => w.parents.filter((row) => row.parent === id);
  const goes = (row: Parent): boolean => ownOk(row) && children(row.id).every(goes);
  const gone = new Set(w.parents.filter(goes).map((row) => row.id));
  const changed = (action: Action, list: Child[]) =>
    action === "CASCADE" || action === "SET NULL"
      ? list.filter((child) => child.ref !== null && gone.has(child.ref)).length
      : 0;
  const after = (action: Action, list: Child[]) =>
    list
      .filter((child) => !(action === "CASCADE" && child.ref !== null && gone.has(child.ref)))
      .map((child) => ({
        id: child.id,
        ref: action === "SET NULL" && child.ref !== null && gone.has(child.ref) ? null : child.ref,
      }));
  const expiredFree = w.parents.filter((row) => expiredParent(row) && !row.hold);
  return {
    parents: w.parents.filter((row) => !gone.has(row.id)).map((row) => row.id),
    governed: after(w.governedAction, governedLeft),
    ungoverned: after(w.ungovernedAction, w.ungoverned),
    parentReport: {
      deleted: gone.size,
      held: w.parents.filter((row) => expiredParent(row) && row.hold).length,
      blocked: expiredFree.filter((row) => !gone.has(row.id)).length,
      backlog: 0,
    },
    childDeleted: w.governed.length - governedLeft.length,
    cascaded: {
      ...(w.governedAction === "CASCADE" || w.governedAction === "SET NULL"
        ? { "graph.governed": changed(w.governedAction, governedLeft) }
        : {}),
      ...(w.ungovernedAction === "CASCADE" || w.ungovernedAction === "SET NULL"
        ? { "graph.ungoverned": changed(w.ungovernedAction, w.ungoverned) }
        : {}),
    },
  };
}

async function load(w: World) {
  await db.pool.query(`
    DROP SCHEMA IF EXISTS graph CASCADE;
    CREATE SCHEMA graph;
    CREATE TABLE graph.parent (
      id bigint PRIMARY KEY,
      parent_id bigint ${w.selfReference ? "REFERENCES graph.parent(id) ON DELETE RESTRICT" : ""},
      status text NOT NULL, updated_at timestamptz NOT NULL, legal_hold boolean NOT NULL);
    CREATE INDEX ON graph.parent (parent_id);
    CREATE TABLE graph.governed (
      id bigint PRIMARY KEY, parent_id bigint REFERENCES graph.parent(id) ON DELETE ${w.governedAction},
      updated_at timestamptz NOT NULL, legal_hold boolean NOT NULL);
    CREATE INDEX ON graph.governed (parent_id);
    CREATE INDEX ON graph.governed (updated_at);
    CREATE TABLE graph.ungoverned (
      id bigint PRIMARY KEY, parent_id bigint REFERENCES graph.parent(id) ON DELETE ${w.ungovernedAction});
    CREATE INDEX ON graph.ungoverned (parent_id);`);
  const rows = (list: object[]) => JSON.stringify(list);
  await db.pool.query(
    `INSERT INTO graph.parent SELECT r.id, r.parent, r.status, now() - r.age_hours * interval '1 hour', r.hold
     FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, parent bigint, status text, age_hours int, hold boolean)
     ORDER BY r.id`,
    [rows(w.parents.map((row) => ({ ...row, age_hours: row.ageHours })))],
  );
  await db.pool.query(
    `INSERT INTO graph.governed SELECT r.id, r.ref, now() - r.age_hours * interval '1 hour', r.hold
     FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, ref bigint, age_hours int, hold boolean)`,
    [rows(w.governed.map((row) => ({ ...row, age_hours: row.ageHours })))],
  );
  await db.pool.query(
    `INSERT INTO graph.ungoverned SELECT r.id, r.ref FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, ref bigint)`,
    [rows(w.ungoverned)],
  );
}

function policiesFor(w: World) {
  const changes = (action: Action, table: string) =>
    action === "CASCADE" || action === "SET NULL" ? [table] : [];
  return parseRetentionTable({
    policies: [
      // The parent first on purpose: the run must still take the child first.
      {
        name: "parent",
        table: "graph.parent",
        clock: "updated_at",
        retention: `${RETENTION_DAYS}d`,
        status: { column: "status", values: [...TERMINAL] },
        hold: "legal_hold",
        cascades: [
          ...changes(w.governedAction, "graph.governed"),
          ...changes(w.ungovernedAction, "graph.ungoverned"),
        ],
        batchSize: w.batchSize,
        owner: "property test",
      },
      {
        name: "child",
        table: "graph.governed",
        clock: "updated_at",
        retention: `${RETENTION_DAYS}d`,
        hold: "legal_hold",
        batchSize: w.batchSize,
        owner: "property test",
      },
    ],
  }).policies;
}

async function state() {
  const read = async (table: string) =>
    (
      await db.pool.query<{ id: string; ref: string | null }>(
        `SELECT id, parent_id AS ref FROM ${table} ORDER BY id`,
      )
    ).rows.map((row) => ({ id: Number(row.id), ref: row.ref === null ? null : Number(row.ref) }));
  return {
    parents: (await read("graph.parent")).map((row) => row.id),
    governed: await read("graph.governed"),
    ungoverned: await read("graph.ungoverned"),
  };
}

describe("property: random graphs of tables", () => {
  it("survivors, figures and the dry run's prediction are exactly what the rules say", async () => {
    const pool = db.enginePool();
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        await load(w);
        const want = expected(w);
        const policies = policiesFor(w);

        const dry = await runRetention({ pool, policies, dryRun: true });
        const report = await runRetention({ pool, policies });

        expect(await state()).toEqual({
          parents: want.parents,
          governed: want.governed,
          ungoverned: want.ungoverned,
        });
        const [child, parent] = report.policies;
        expect(child).toMatchObject({
          name: "child",
          outcome: "completed",
          error: null,
          deleted: want.childDeleted,
        });
        expect(parent).toMatchObject({
          name: "parent",
          outcome: "completed",
          error: null,
          ...want.parentReport,
        });
        expect(parent?.cascaded).toEqual(want.cascaded);
        expect(dry.policies.map((each) => each.backlog)).toEqual(
          report.policies.map((each) => each.deleted),
        );
      }),
      { numRuns: 100 },
    );
  });
});
