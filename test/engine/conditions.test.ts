// Rules as a forum writes them (test/schemas/forum.ts), each against the forum's own WHERE clause
// as a plain SQL oracle: the text of deleted posts overwritten a month on, unless already done
// (a condition on a redacted column that narrows the rows; and the engine's own reading of "not
// yet redacted" without it); accounts whose registration was denied a week ago, through two
// foreign keys (nested related rows, with an age of their own). Then random condition trees over
// related rows against an oracle written with IN subqueries (fast-check), and a race: a user
// approved while the run is under way keeps the account.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { planPolicies, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import {
  deniedAccountsSql,
  forumSchemaSql,
  overwrittenPostsSql,
  PERMANENTLY_DELETED as X,
} from "../schemas/forum.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(forumSchemaSql);
});
afterAll(() => db.drop());

/** 60 accounts (51-60 moderators), users for 1-50 (even ones approved), applications for 1-45 (reviewed unless id % 3 = 0, 0-13 days old), 300 posts. */
const forumRows = `
  TRUNCATE forum.posts, forum.applications, forum.users, forum.accounts RESTART IDENTITY;
  INSERT INTO forum.accounts (id, name, published) SELECT g, 'a' || g, now() - g * interval '1 day' FROM generate_series(1, 60) g;
  INSERT INTO forum.users (id, account_id, email, approved) SELECT g, g, 'u' || g || '@example.org', g % 2 = 0 FROM generate_series(1, 50) g;
  INSERT INTO forum.applications (id, user_id, answer, reviewer_id, created_at)
    SELECT g, g, 'why', CASE WHEN g % 3 <> 0 THEN 51 + g % 10 END, now() - (g % 14) * interval '1 day' - interval '1 hour'
    FROM generate_series(1, 45) g;
  INSERT INTO forum.posts (id, title, url, body, creator_id, deleted, updated_at)
    SELECT g, CASE WHEN g % 11 = 0 THEN '${X}' ELSE 'title ' || g END, CASE WHEN g % 5 = 0 THEN 'https://example.org/' || g END,
      CASE WHEN g % 5 = 0 THEN NULL WHEN g % 7 = 0 THEN '${X}' ELSE 'text ' || g END,
      1 + g % 60, g % 2 = 0, now() - (g * 7 % 90) * interval '1 day' - interval '1 hour'
    FROM generate_series(1, 300) g;
  SELECT setval('forum.posts_id_seq', 1000), setval('forum.accounts_id_seq', 1000);`;

const policies = (...list: Record<string, unknown>[]) =>
  parseRetentionTable({ policies: list.map((each) => ({ owner: "forum", ...each })) }).policies;

async function ids(sql: string): Promise<number[]> {
  const { rows } = await db.pool.query<{ id: number }>(sql);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The posts whose text changed since `before` (id -> title | body). */
async function changedPosts(before: Map<number, string>): Promise<number[]> {
  const { rows } = await db.pool.query<{ id: number; text: string }>(
    "SELECT id, coalesce(title, '') || ' | ' || coalesce(body, '<null>') AS text FROM forum.posts",
  );
  return rows
    .filter((row) => before.get(row.id) !== row.text)
    .map((row) => row.id)
    .sort((a, b) => a - b);
}
async function postTexts(): Promise<Map<number, string>> {
  const { rows } = await db.pool.query<{ id: number; text: string }>(
    "SELECT id, coalesce(title, '') || ' | ' || coalesce(body, '<null>') AS text FROM forum.posts",
  );
  return new Map(rows.map((row) => [row.id, row.text]));
}

const overwrite = (where: Record<string, unknown>[]) =>
  policies({
    name: "overwrite_deleted_posts",
    table: "forum.posts",
    mechanism: "redact",
    clock: "updated_at",
    retention: "1 month",
    where,
    columns: { body: { value: X }, title: { value: X } },
  });

describe("redaction as the forum writes it", () => {
  it("with the forum's own guard (body != X): exactly the rows its UPDATE takes, both columns, once", async () => {
    await db.pool.query(forumRows);
    const expected = await ids(`SELECT id FROM forum.posts WHERE ${overwrittenPostsSql}`);
    const before = await postTexts();
    const rules = overwrite([
      { column: "deleted", is: "true" },
      { column: "body", notEquals: X },
    ]);

    const dry = await runRetention({ pool: db.enginePool(), policies: rules, dryRun: true });
    const run = await runRetention({ pool: db.enginePool(), policies: rules });
    const again = await runRetention({ pool: db.enginePool(), policies: rules });

    expect(expected.length).toBeGreaterThan(20);
    expect(dry.policies[0]?.backlog).toBe(expected.length);
    expect(run.policies[0]?.redacted).toBe(expected.length);
    expect(await changedPosts(before)).toEqual(expected);
    expect(
      await ids(
        `SELECT id FROM forum.posts WHERE title = '${X}' AND body = '${X}' AND id = ANY('{${expected.join(",")}}')`,
      ),
    ).toEqual(expected);
    expect(again.policies[0]?.redacted).toBe(0);
  });

  it("without it, the engine's reading: every deleted post with a column not yet X (link posts' NULL bodies, titles of posts whose body is X)", async () => {
    await db.pool.query(forumRows);
    const forumsOwn = await ids(`SELECT id FROM forum.posts WHERE ${overwrittenPostsSql}`);
    const expected = await ids(
      `SELECT id FROM forum.posts WHERE deleted AND updated_at < now() - interval '1 month'
         AND (body IS DISTINCT FROM '${X}' OR title IS DISTINCT FROM '${X}')`,
    );
    const before = await postTexts();

    const run = await runRetention({
      pool: db.enginePool(),
      policies: overwrite([{ column: "deleted", is: "true" }]),
    });

    expect(expected.length).toBeGreaterThan(forumsOwn.length);
    expect(run.policies[0]?.redacted).toBe(expected.length);
    expect(await changedPosts(before)).toEqual(expected);
  });

  it("a condition that would go on selecting redacted rows is refused, naming it", async () => {
    const client = await db.pool.connect();
    try {
      const planned = planPolicies(client, overwrite([{ column: "body", equals: X }]));
      await expect(planned).rejects.toThrow(ConfigError);
      await expect(
        planPolicies(client, overwrite([{ column: "body", equals: X }])),
      ).rejects.toThrow(
        /columns\.body: column "body" is what where\[0\] selects even once redacted/,
      );
    } finally {
      client.release();
    }
  });
});

const cascades = ["forum.users", "forum.applications", "forum.posts"];
const deniedAccounts = (batchSize?: number) =>
  policies({
    name: "denied_accounts",
    table: "forum.accounts",
    clock: "published",
    where: [
      {
        exists: {
          table: "forum.users",
          where: [
            { column: "approved", is: "false" },
            {
              exists: {
                table: "forum.applications",
                where: [
                  { column: "reviewer_id", is: "not null" },
                  { column: "created_at", olderThan: "1 week" },
                ],
              },
            },
          ],
        },
      },
    ],
    cascades,
    maxShareOfTable: 1,
    ...(batchSize ? { batchSize } : {}),
  });

describe("a condition through foreign keys: accounts whose registration was denied a week ago", () => {
  it("deletes exactly the accounts the forum's task deletes, their rows cascading, and plan finds the indexes", async () => {
    await db.pool.query(forumRows);
    const expected = await ids(`SELECT id FROM forum.accounts WHERE ${deniedAccountsSql}`);
    const client = await db.pool.connect();
    const [planned] = await planPolicies(client, deniedAccounts()).finally(() => client.release());

    const dry = await runRetention({
      pool: db.enginePool(),
      policies: deniedAccounts(),
      dryRun: true,
    });
    const run = await runRetention({ pool: db.enginePool(), policies: deniedAccounts() });

    expect(expected.length).toBeGreaterThan(5);
    expect(planned?.warnings.filter((each) => each.includes("condition through"))).toEqual([]);
    expect(dry.policies[0]?.backlog).toBe(expected.length);
    expect(run.policies[0]).toMatchObject({ outcome: "completed", deleted: expected.length });
    expect(await ids("SELECT id FROM forum.accounts WHERE id <= 60")).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1).filter((id) => !expected.includes(id)),
    );
    expect(
      await ids(
        `SELECT u.id FROM forum.users u WHERE u.account_id = ANY('{${expected.join(",")}}')`,
      ),
    ).toEqual([]);
  });

  it("plan asks for the index a lookup through a foreign key needs", async () => {
    await db.pool.query("DROP INDEX forum.idx_posts_creator");
    const client = await db.pool.connect();
    try {
      const [planned] = await planPolicies(
        client,
        policies({
          name: "silent_accounts",
          table: "forum.accounts",
          clock: "published",
          retention: "30d",
          where: [{ notExists: { table: "forum.posts" } }],
          cascades,
        }),
      );
      expect(planned?.warnings).toContainEqual(
        `no index leads with forum.posts (creator_id): each row's condition through posts_creator_id_fkey would scan forum.posts; the index that serves it: CREATE INDEX CONCURRENTLY ON "forum"."posts" ("creator_id");`,
      );
    } finally {
      client.release();
      await db.pool.query("CREATE INDEX idx_posts_creator ON forum.posts (creator_id)");
    }
  });

  it("two foreign keys join accounts and bans: a condition between them must say which (via)", async () => {
    await db.pool.query(`
      CREATE TABLE IF NOT EXISTS forum.bans (
        id serial PRIMARY KEY,
        moderator_id int NOT NULL REFERENCES forum.accounts ON DELETE CASCADE,
        banned_id int NOT NULL REFERENCES forum.accounts ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX IF NOT EXISTS idx_bans_banned ON forum.bans (banned_id);
      CREATE INDEX IF NOT EXISTS idx_bans_moderator ON forum.bans (moderator_id);`);
    const client = await db.pool.connect();
    try {
      const rule = (via?: string) =>
        policies({
          name: "banned_accounts",
          table: "forum.accounts",
          clock: "published",
          retention: "30d",
          where: [{ exists: { table: "forum.bans", ...(via ? { via } : {}) } }],
          cascades: [...cascades, "forum.bans"],
        });
      await expect(planPolicies(client, rule())).rejects.toThrow(
        /policies\[0\]\.where\[0\]\.exists\.via: 2 foreign keys join forum\.accounts and forum\.bans \(bans_banned_id_fkey: banned_id; bans_moderator_id_fkey: moderator_id\): name the one meant with via/,
      );
      await expect(planPolicies(client, rule("banned_id"))).resolves.toHaveLength(1);
      await expect(planPolicies(client, rule("created_at"))).rejects.toThrow(
        /where\[0\]\.exists\.via: no foreign key joins forum\.accounts and forum\.bans on \(created_at\)/,
      );
    } finally {
      client.release();
      await db.pool.query("DROP TABLE forum.bans");
    }
  });

  it("a user approved while the run is under way keeps the account (each batch checks the condition again)", async () => {
    await db.pool.query(forumRows);
    const expected = await ids(`SELECT id FROM forum.accounts WHERE ${deniedAccountsSql}`);
    // The youngest account goes last (clock order, one a batch); 100 ms between batches.
    const late = expected[0] as number;
    let approved = false;

    const run = await runRetention({
      pool: db.enginePool(),
      policies: deniedAccounts(1),
      order: "clock",
      pauseMs: 100,
      onProgress: (event) => {
        if (event.type !== "batch" || approved) return;
        approved = true;
        void db.pool.query("UPDATE forum.users SET approved = true WHERE account_id = $1", [late]);
      },
    });

    expect(approved).toBe(true);
    expect(run.policies[0]?.deleted).toBe(expected.length - 1);
    expect(await ids(`SELECT id FROM forum.accounts WHERE id = ${late}`)).toEqual([late]);
  });
});

/** Three tables in a chain: kids reference mids (cascading), mids reference parents (NULL allowed). */
const chainSchemaSql = `
  CREATE SCHEMA q;
  CREATE TABLE q.parents (id int PRIMARY KEY, flag boolean NOT NULL, n int, created_at timestamptz NOT NULL);
  CREATE TABLE q.mids (id int PRIMARY KEY, parent_id int REFERENCES q.parents, flag boolean NOT NULL, n int, created_at timestamptz NOT NULL);
  CREATE INDEX ON q.mids (parent_id);
  CREATE TABLE q.kids (id int PRIMARY KEY, mid_id int NOT NULL REFERENCES q.mids ON DELETE CASCADE, flag boolean NOT NULL, n int, created_at timestamptz NOT NULL);
  CREATE INDEX ON q.kids (mid_id);`;

type Table = "parents" | "mids" | "kids";
type Tree =
  | { column: "flag"; is: "true" | "false" }
  | { column: "n"; notEquals: number }
  | { column: "n"; in: number[] }
  | { column: "created_at"; olderThan: string }
  | { exists?: { table: string; where?: Tree[] }; notExists?: { table: string; where?: Tree[] } };

/** The tables a condition may reach from each table, and how the oracle writes the join. */
const neighbours: Record<Table, Table[]> = {
  parents: ["mids"],
  mids: ["parents", "kids"],
  kids: ["mids"],
};

const columnCondition = fc.oneof(
  fc.constantFrom("true", "false").map((is) => ({ column: "flag" as const, is })),
  fc.integer({ min: 0, max: 3 }).map((value) => ({ column: "n" as const, notEquals: value })),
  fc
    .uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 2 })
    .map((list) => ({ column: "n" as const, in: list })),
  fc
    .integer({ min: 1, max: 20 })
    .map((days) => ({ column: "created_at" as const, olderThan: `${days}d` })),
);

function treeOf(table: Table, depth: number): fc.Arbitrary<{ tree: Tree; table: Table }[]> {
  const related =
    depth === 0
      ? []
      : neighbours[table].map((other) =>
          fc
            .record({ negated: fc.boolean(), inner: treeOf(other, depth - 1) })
            .map(({ negated, inner }) => {
              const body = {
                table: `q.${other}`,
                ...(inner.length > 0 ? { where: inner.map((each) => each.tree) } : {}),
              };
              return {
                tree: negated ? { notExists: body } : { exists: body },
                table,
                other,
                inner,
              };
            }),
        );
  return fc.array(
    fc.oneof(
      columnCondition.map((tree) => ({ tree, table })),
      ...related,
    ),
    { minLength: depth === 2 ? 1 : 0, maxLength: 3 },
  );
}

/** The oracle: the same tree written with IN subqueries over plain SQL, for table alias `alias`. */
function oracle(table: Table, trees: Tree[], alias: string, depth = 0): string {
  const parts = trees.map((tree) => {
    if ("column" in tree) {
      if ("is" in tree) return `${alias}.flag = ${tree.is}`;
      if ("notEquals" in tree) return `${alias}.n <> ${tree.notEquals}`;
      if ("in" in tree) return `${alias}.n IN (${tree.in.join(", ")})`;
      return `${alias}.created_at < now() - interval '${tree.olderThan.replace("d", " days")}'`;
    }
    const body = (tree.exists ?? tree.notExists)!;
    const other = body.table.slice(2) as Table;
    const next = `${other[0]}${depth + 1}`;
    const inner = oracle(other, body.where ?? [], next, depth + 1);
    const test =
      table === "mids" && other === "parents"
        ? `coalesce(${alias}.parent_id IN (SELECT ${next}.id FROM q.parents ${next} WHERE ${inner}), false)`
        : table === "mids" && other === "kids"
          ? `${alias}.id IN (SELECT ${next}.mid_id FROM q.kids ${next} WHERE ${inner})`
          : table === "parents"
            ? `${alias}.id IN (SELECT ${next}.parent_id FROM q.mids ${next} WHERE ${next}.parent_id IS NOT NULL AND ${inner})`
            : `${alias}.mid_id IN (SELECT ${next}.id FROM q.mids ${next} WHERE ${inner})`;
    return tree.notExists ? `NOT ${test}` : test;
  });
  return parts.length === 0 ? "true" : parts.join(" AND ");
}

const rowsOf = fc.array(
  fc.record({
    flag: fc.boolean(),
    n: fc.option(fc.integer({ min: 0, max: 3 })),
    days: fc.integer({ min: 0, max: 30 }),
    pick: fc.option(fc.nat(), { freq: 4 }),
  }),
  { maxLength: 15 },
);

describe("conditions through foreign keys, random trees (fast-check)", () => {
  beforeAll(() => db.pool.query(chainSchemaSql));

  it("a run deletes exactly the rows the IN-subquery oracle selects, computed before it", async () => {
    // One pool for every case, as a warm Lambda keeps its own (a pool per run: 3x the time).
    const pool = db.enginePool();
    await fc.assert(
      fc.asyncProperty(
        treeOf("mids", 2),
        rowsOf,
        rowsOf,
        rowsOf,
        async (trees, parents, mids, kids) => {
          const values = (list: typeof parents, ref: (pick: number | null) => string) =>
            list.map(
              (row, i) =>
                `(${i + 1}, ${ref(row.pick)}, ${row.flag}, ${row.n ?? "NULL"}, now() - interval '${row.days * 24 + 12} hours')`,
            );
          const pick = (count: number) => (value: number | null) =>
            value === null || count === 0 ? "NULL" : String((value % count) + 1);
          await db.pool.query("TRUNCATE q.kids, q.mids, q.parents");
          if (parents.length > 0)
            await db.pool.query(
              `INSERT INTO q.parents VALUES ${parents.map((row, i) => `(${i + 1}, ${row.flag}, ${row.n ?? "NULL"}, now() - interval '${row.days * 24 + 12} hours')`).join(", ")}`,
            );
          if (mids.length > 0)
            await db.pool.query(
              `INSERT INTO q.mids VALUES ${values(mids, pick(parents.length)).join(", ")}`,
            );
          const kidRows =
            mids.length === 0 ? [] : kids.map((row) => ({ ...row, pick: row.pick ?? 0 }));
          if (kidRows.length > 0)
            await db.pool.query(
              `INSERT INTO q.kids VALUES ${values(kidRows, pick(mids.length)).join(", ")}`,
            );
          const where = trees.map((each) => each.tree);
          const expected = await ids(
            `SELECT m0.id FROM q.mids m0 WHERE m0.created_at < now() - interval '10 days' AND ${oracle("mids", where, "m0")}`,
          );
          const rules = parseRetentionTable({
            policies: [
              {
                name: "mids",
                table: "q.mids",
                clock: "created_at",
                retention: "10d",
                where,
                cascades: ["q.kids"],
                maxShareOfTable: 1,
                owner: "t",
              },
            ],
          }).policies;

          const run = await runRetention({ pool, policies: rules, batchSize: 2 });

          expect(run.policies[0]?.error).toBeNull();
          const left = await ids("SELECT id FROM q.mids");
          expect(mids.map((_, i) => i + 1).filter((id) => !left.includes(id))).toEqual(expected);
          expect(run.policies[0]?.deleted).toBe(expected.length);
        },
      ),
      { numRuns: 60, seed: 355 },
    );
  });
});
