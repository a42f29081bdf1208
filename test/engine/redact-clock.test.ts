// A redaction that clears its own clock (test/schemas/bans.ts): an application lifts expired
// bans by setting banned_at and expires_at to NULL, then deletes the rows that carried nothing
// else. Said as two policies in this order; the oracle is the application's own UPDATE and
// DELETE, run in a transaction that is rolled back. The run must leave the table as they do, the
// dry run say what the run does, and a row changed between the count and the statement be read
// as it stands at the statement.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { type RunReport, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { bansCleanupSql, bansRetentionTable, bansSchemaSql } from "../schemas/bans.js";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(bansSchemaSql);
});
afterAll(async () => db.drop());

/** A ban row: its expiry `expires` days from now (null: none), and which other columns it holds. */
interface Ban {
  expires: number | null;
  banned: boolean;
  muted: boolean;
  note: boolean;
}

async function load(bans: Ban[]) {
  await db.pool.query("TRUNCATE moderation.bans, moderation.users RESTART IDENTITY");
  await db.pool.query(
    "INSERT INTO moderation.users SELECT g, 'u' || g FROM generate_series(1, 50) g",
  );
  const at = (days: number | null) =>
    days === null ? "NULL" : `now() + interval '${days} days' + interval '1 minute'`;
  const rows = bans.map(
    (ban, index) =>
      `(${index + 1}, 'c${index}', now() - interval '40 days', ${ban.banned ? "now() - interval '30 days'" : "NULL"}, ${at(ban.expires)}, ${ban.muted ? "now() + interval '3 days'" : "NULL"}, ${ban.note ? "'spam'" : "NULL"})`,
  );
  await db.pool.query(
    `INSERT INTO moderation.bans (user_id, community, created_at, banned_at, expires_at, muted_until, note) VALUES ${rows.join(", ")}`,
  );
}

const STATE =
  "SELECT id, banned_at IS NULL AS b, expires_at IS NULL AS e, muted_until IS NULL AS m, note IS NULL AS n FROM moderation.bans ORDER BY id";

const state = async () => (await db.pool.query(STATE)).rows;

/** The application's cleanup, rolled back: what it leaves, and how many rows each step took. */
async function oracle() {
  const client = await db.pool.connect();
  try {
    await client.query("BEGIN");
    const [lifted, deleted] = (await client.query(bansCleanupSql)) as unknown as {
      rowCount: number;
    }[];
    const { rows } = await client.query(STATE);
    return { lifted: lifted?.rowCount ?? 0, deleted: deleted?.rowCount ?? 0, left: rows };
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}

const run = (dryRun: boolean, table: unknown = bansRetentionTable) =>
  runRetention({ pool: db.enginePool(), policies: parseRetentionTable(table).policies, dryRun });

/** Each policy's rows: redacted or deleted (a dry run: what a run would). */
const figures = (report: RunReport) =>
  report.policies.map((each) =>
    each.mode === "dry-run" ? each.backlog : (each.redacted ?? each.deleted),
  );

const someBans: Ban[] = [
  { expires: -3, banned: true, muted: false, note: false }, // lifted, then deleted
  { expires: -1, banned: true, muted: true, note: false }, // lifted, kept (a mute)
  { expires: 5, banned: true, muted: false, note: false }, // still banned
  { expires: null, banned: true, muted: false, note: false }, // a permanent ban
  { expires: -10, banned: true, muted: false, note: true }, // lifted, kept (a note)
  { expires: null, banned: false, muted: false, note: false }, // already empty: deleted
];

describe("a redaction that clears its own clock, then a delete of the emptied rows", () => {
  it("leaves the table as the application's UPDATE and DELETE do; the dry run says so; a second run does nothing", async () => {
    await load(someBans);
    const expected = await oracle();
    const before = await state();
    const dry = await run(true);
    expect(await state()).toEqual(before);
    const real = await run(false);
    expect(real.status).toBe("succeeded");
    expect(await state()).toEqual(expected.left);
    expect(figures(real)).toEqual([expected.lifted, expected.deleted]);
    expect(figures(real)).toEqual([3, 2]);
    expect(figures(dry)).toEqual(figures(real));
    expect(figures(await run(false))).toEqual([0, 0]);
  });

  it("a row changed between the count and the statement: the statement reads it as it stands", async () => {
    await load(someBans);
    const dry = await run(true);
    // After the dry run counted, a moderator extends ban 1 and an expired one is added.
    await db.pool.query(`
      UPDATE moderation.bans SET expires_at = now() + interval '7 days' WHERE id = 1;
      INSERT INTO moderation.bans (user_id, community, banned_at, expires_at)
        VALUES (40, 'late', now() - interval '2 days', now() - interval '1 hour')`);
    const expected = await oracle();
    const real = await run(false);
    expect(await state()).toEqual(expected.left);
    expect(figures(real)).toEqual([expected.lifted, expected.deleted]);
    expect(figures(dry)).toEqual([3, 2]);
    expect(figures(real)).toEqual([3, 2]);
    // Ban 1 stands, extended; the late one is lifted and deleted in its place.
    expect(expected.left.find((row) => row.id === "1")).toMatchObject({ b: false, e: false });
  });

  it("the clock set to a value, or a clock of several columns half cleared, is refused naming the column", async () => {
    const lift = bansRetentionTable.policies[0];
    const refusal = async (policy: Record<string, unknown>) => {
      const error = await run(true, { policies: [policy] }).catch((each: unknown) => each);
      return error instanceof Error
        ? error.message
        : ((error as RunReport).policies[0]?.error ?? "");
    };
    expect(await refusal({ ...lift, columns: { banned_at: null, expires_at: "hash" } })).toMatch(
      /columns\.expires_at: column "expires_at" is the policy's clock: a redaction may clear it \(null\)/,
    );
    expect(
      await refusal({
        ...lift,
        clock: ["expires_at", "muted_until"],
        columns: { expires_at: null },
      }),
    ).toMatch(/columns\.expires_at: .*clear every one \(least\(\) reads "muted_until" still\)/);
  });
});

describe("over random ban rows (fast-check)", () => {
  it("the two policies leave what the application's cleanup leaves, the dry run equal", async () => {
    const ban = fc.record({
      expires: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
      banned: fc.boolean(),
      muted: fc.boolean(),
      note: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(ban, { minLength: 1, maxLength: 12 }), async (bans) => {
        await load(bans);
        const expected = await oracle();
        const dry = await run(true);
        const real = await run(false);
        expect(await state()).toEqual(expected.left);
        expect(figures(real)).toEqual([expected.lifted, expected.deleted]);
        expect(figures(dry)).toEqual(figures(real));
      }),
      { numRuns: 15 },
    );
  });
});
