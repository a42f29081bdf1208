// Legal holds of the register on a Rails-shaped schema (test/schemas/rails-mastodon.ts): placed,
// listed and released with their ledger records (a subject's key only as its keyed hash); bad input
// refused naming the field, nothing written; every hold obeyed by delete, redact and cascades
// against plain SQL oracles, the dry run equal to the run; a held subject's erasure refused under
// its case and done once the case is released; a hold placed mid-run keeps every row not yet gone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseErasureTable } from "../../functions/contract/erasure-table.js";
import { type HoldAdd, holdAdd, parseHold } from "../../functions/contract/holds.js";
import { type Policy, parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  addHold,
  evidenceSince,
  listHolds,
  releaseHold,
  runRetention,
  verifyLedger,
} from "../../functions/engine/index.js";
import { createTestDatabase, idsOf, type TestDatabase } from "../helpers/db.js";
import { ERASURE_KEY, erase, shapeOf } from "../helpers/erasure.js";
import { railsSchemaSql } from "../schemas/rails-mastodon.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(railsSchemaSql);
});
afterAll(async () => {
  await db.drop();
});

const erasureInput = {
  name: "mastodon-account",
  subject: { table: "public.accounts" },
  tables: { "public.accounts": { action: "delete" } },
  owner: "Trust and Safety",
};
const erasureTable = () => parseErasureTable(erasureInput);

const policies = (): Policy[] =>
  parseRetentionTable({
    policies: [
      {
        name: "login_activities",
        table: "public.login_activities",
        clock: "created_at",
        retention: "365d",
        owner: "app",
      },
      {
        name: "user_ips",
        table: "public.users",
        mechanism: "redact",
        columns: { sign_up_ip: null },
        clock: "current_sign_in_at",
        retention: "365d",
        owner: "app",
      },
    ],
  }).policies;

/** Accounts 1..4, a user each (its IP a year and more old); 4 old login activities and a fresh one a user. */
async function load() {
  await db.pool.query(`
    TRUNCATE accounts, users, login_activities CASCADE;
    DO $$ BEGIN IF to_regclass('retention_job.holds') IS NOT NULL THEN TRUNCATE retention_job.holds; END IF; END $$;
    INSERT INTO accounts (id, username, created_at, updated_at) SELECT g, 'a' || g, now(), now() FROM generate_series(1, 4) g;
    INSERT INTO users (id, email, account_id, created_at, updated_at, current_sign_in_at, sign_up_ip)
      SELECT g, g || '@x', g, now() - interval '800 days', now(), now() - interval '400 days', ('192.0.2.' || g)::inet FROM generate_series(1, 4) g;
    INSERT INTO login_activities (id, user_id, created_at, ip)
      SELECT u * 10 + k, u, now() - CASE WHEN k = 5 THEN interval '1 day' ELSE interval '400 days' END, ('203.0.113.' || (u * 10 + k))::inet
      FROM generate_series(1, 4) u, generate_series(1, 5) k;`);
}

const place = (input: unknown, redactionKey: string | undefined = ERASURE_KEY) =>
  addHold(parseHold(holdAdd, input) as HoldAdd, {
    pool: db.enginePool(),
    redactionKey,
    policies: policies(),
    erasureTable: erasureTable(),
  });

const base = { reason: "litigation hold", placedBy: "counsel@example.org", reviewBy: "2027-01-31" };
const subjectHold = { ...base, case: "2026-113", scope: { subject: { key: "1" } } };
const tableHold = {
  ...base,
  case: "2026-200",
  scope: {
    table: "public.login_activities",
    conditions: [{ column: "ip", equals: "203.0.113.21" }],
  },
};

const registerRows = async () =>
  (await db.pool.query("SELECT count(*)::int AS n FROM retention_job.holds")).rows[0].n;

describe("the hold register", () => {
  beforeEach(load);

  it("places, lists and releases holds, each change a ledger record keeping a subject's key only hashed", async () => {
    const placed = await place(subjectHold);
    await place(tableHold);
    expect(placed.resolved.subjectTable).toBe("public.accounts");
    expect((await listHolds(db.pool)).map((each) => each.case)).toEqual(["2026-113", "2026-200"]);
    const released = await releaseHold(
      { case: "2026-200", releasedBy: "counsel@example.org" },
      { pool: db.pool },
    );
    expect(released.map((each) => each.releasedBy)).toEqual(["counsel@example.org"]);
    expect((await listHolds(db.pool)).map((each) => each.case)).toEqual(["2026-113"]);
    expect(await listHolds(db.pool, true)).toHaveLength(2);
    const records = (await evidenceSince(db.pool, new Date(0))).filter(
      (each) => (each.body as unknown as { kind?: string }).kind === "hold",
    );
    const bodies = records.slice(-3).map((each) => each.body as unknown as Record<string, unknown>);
    expect(bodies.map((each) => [each.action, each.case, each.by])).toEqual([
      ["placed", "2026-113", "counsel@example.org"],
      ["placed", "2026-200", "counsel@example.org"],
      ["released", "2026-200", "counsel@example.org"],
    ]);
    const subjectText = records.at(-3)?.text ?? "";
    expect(subjectText).toMatch(/"keyHash":"[0-9a-f]{64}"/);
    expect(subjectText).not.toContain('"key"');
    expect((await verifyLedger(db.pool)).broken).toBeUndefined();
  });

  it("refuses bad input naming the field, and writes nothing", async () => {
    await place(subjectHold);
    const before = await registerRows();
    const refusals: [unknown, string][] = [
      [{ ...tableHold, scope: { ...tableHold.scope, table: "public.nope" } }, "scope.table"],
      [
        {
          ...tableHold,
          scope: { ...tableHold.scope, conditions: [{ column: "nope", equals: "x" }] },
        },
        "scope.conditions[0].column",
      ],
      [
        {
          ...tableHold,
          scope: { ...tableHold.scope, conditions: [{ column: "user_id", equals: "abc" }] },
        },
        "scope.conditions[0]",
      ],
      [{ ...base, case: "x", scope: { policy: "nope" } }, "scope.policy"],
      [
        { ...base, case: "x", scope: { tenant: { policy: "login_activities", key: "1" } } },
        "scope.tenant.policy",
      ],
      [{ ...base, case: "x", scope: { subject: { key: "abc" } } }, "scope.subject.key"],
    ];
    for (const [input, field] of refusals)
      await expect(place(input), field).rejects.toMatchObject({
        field: expect.stringContaining(field),
      });
    await expect(
      releaseHold({ case: "2026-999", releasedBy: "counsel" }, { pool: db.pool }),
    ).rejects.toMatchObject({ field: "case" });
    expect(() => parseHold(holdAdd, { ...base, case: "", scope: { policy: "x" } })).toThrow(/case/);
    expect(await registerRows()).toBe(before);
  });
});
