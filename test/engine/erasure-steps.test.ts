// A subject over the bound of one transaction (the bound lowered through the engine's option, as
// only a test does): erased in steps, each its own transaction changing at most the bound's rows,
// children first (likes, then the tree of posts leaf-first, then the redactions), each with a
// `pending` receipt; a call stopped between steps leaves it pending, the next call resumes it and
// says so; the end state equal to a plain SQL oracle's, nothing else touched; the dry run changes
// nothing; a pending subject is on the suppression list; a legal hold set between steps stops it;
// within the bound, one transaction as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ensureLedger,
  evidenceSince,
  receiptsOf,
  suppressionList,
} from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { erase, shapeOf, snapshot } from "../helpers/erasure.js";

let db: TestDatabase;
const TABLES = ["accounts", "profiles", "posts", "likes", "invoices"].map(
  (name) => `forum.${name}`,
);

const erasureTable = {
  name: "forum-account",
  subject: { table: "forum.accounts" },
  tables: {
    "forum.accounts": { action: "redact", columns: { name: { value: "*deleted*" }, email: null } },
    "forum.profiles": { action: "redact", columns: { bio: null } },
    "forum.invoices": { action: "keep", reason: "kept ten years (tax law)" },
  },
  owner: "Trust and Safety",
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE SCHEMA forum;
    CREATE TABLE forum.accounts (id int PRIMARY KEY, name text NOT NULL, email text);
    CREATE TABLE forum.profiles (account_id int PRIMARY KEY REFERENCES forum.accounts, bio text);
    CREATE TABLE forum.posts (id int PRIMARY KEY,
      account_id int NOT NULL REFERENCES forum.accounts ON DELETE CASCADE,
      parent_id int REFERENCES forum.posts, body text NOT NULL);
    CREATE INDEX ON forum.posts (account_id); CREATE INDEX ON forum.posts (parent_id);
    CREATE TABLE forum.likes (id int PRIMARY KEY,
      post_id int NOT NULL REFERENCES forum.posts ON DELETE CASCADE, who text NOT NULL);
    CREATE INDEX ON forum.likes (post_id);
    CREATE TABLE forum.invoices (id int PRIMARY KEY, account_id int NOT NULL REFERENCES forum.accounts,
      amount int NOT NULL, legal_hold boolean NOT NULL DEFAULT false);
    INSERT INTO forum.accounts VALUES (1, 'alice', 'alice@example.org'), (2, 'bob', 'bob@example.org');
    INSERT INTO forum.profiles VALUES (1, 'alice bio'), (2, 'bob bio');
    -- alice: 3 posts, each with 2 replies of her own; bob: 1 post and a reply to alice's post 10.
    INSERT INTO forum.posts SELECT 10 * t, 1, NULL, 'top' FROM generate_series(1, 3) t;
    INSERT INTO forum.posts SELECT 10 * t + r, 1, 10 * t, 'reply' FROM generate_series(1, 3) t, generate_series(1, 2) r;
    INSERT INTO forum.posts VALUES (100, 2, NULL, 'bob top'), (101, 2, 10, 'bob reply to alice');
    -- 2 likes on every post.
    INSERT INTO forum.likes SELECT 1000 + 2 * p.id + l, p.id, 'someone' FROM forum.posts p, generate_series(0, 1) l;
    INSERT INTO forum.invoices VALUES (1, 1, 100), (2, 1, 200), (3, 2, 300);
    -- carol: 4 posts with 2 likes each, an invoice a legal hold will come to hold.
    INSERT INTO forum.accounts VALUES (3, 'carol', 'carol@example.org');
    INSERT INTO forum.posts SELECT 200 + t, 3, NULL, 'carol' FROM generate_series(1, 4) t;
    INSERT INTO forum.likes SELECT 2000 + 2 * t + l, 200 + t, 'someone' FROM generate_series(1, 4) t, generate_series(0, 1) l;
    INSERT INTO forum.invoices VALUES (4, 3, 400);
    -- dave: 4 posts with 2 likes each.
    INSERT INTO forum.accounts VALUES (4, 'dave', 'dave@example.org');
    INSERT INTO forum.posts SELECT 300 + t, 4, NULL, 'dave' FROM generate_series(1, 4) t;
    INSERT INTO forum.likes SELECT 3000 + 2 * t + l, 300 + t, 'someone' FROM generate_series(1, 4) t, generate_series(0, 1) l;`);
  await ensureLedger(db.pool);
});
afterAll(async () => {
  await db.drop();
});

/** The oracle, in plain SQL: account 1's posts (hers and every reply under them), and their likes. */
const oracleSql = `
  WITH RECURSIVE p AS (
    SELECT id FROM forum.posts WHERE account_id = 1
    UNION SELECT c.id FROM forum.posts c JOIN p ON c.parent_id = p.id)
  SELECT (SELECT array_agg(id ORDER BY id) FROM p) AS posts,
         (SELECT array_agg(id ORDER BY id) FROM forum.likes WHERE post_id IN (SELECT id FROM p)) AS likes`;

const receipts = async (name = "forum-account") =>
  (
    await db.pool.query<{ seq: string; body: string }>(
      "SELECT seq, body FROM retention_job.evidence WHERE policy = $1 ORDER BY seq",
      [`erasure:${name}`],
    )
  ).rows.map((row) => ({ seq: Number(row.seq), ...JSON.parse(row.body) }));
const changedBy = (tables: { deleted: number; redacted: number; cascaded: number }[]) =>
  tables.reduce((sum, each) => sum + each.deleted + each.redacted + each.cascaded, 0);
const BOUND = 5;

describe("a subject over the bound of one transaction", () => {
  it("is erased in bounded steps, children first, resumed by the next call, as the oracle says", async () => {
    const oracle = (await db.pool.query<{ posts: number[]; likes: number[] }>(oracleSql)).rows[0]!;
    expect(oracle.posts).toHaveLength(10); // 9 of hers, bob's reply under her post
    expect(oracle.likes).toHaveLength(20);
    const before = await snapshot(db, TABLES);
    const shape = await shapeOf(db, erasureTable);

    const dry = await erase(db, shape, "1", { maxRows: BOUND, dryRun: true });
    expect(dry).toMatchObject({ outcome: "pending", dryRun: true, steps: { taken: 1, last: 1 } });
    expect(await snapshot(db, TABLES)).toEqual(before);
    expect(await receipts()).toEqual([]);

    // Stopped after two steps (as a call that timed out or crashed between them): pending.
    const first = await erase(db, shape, "1", { maxRows: BOUND, maxSteps: 2 });
    expect(first).toMatchObject({ outcome: "pending", steps: { taken: 2, last: 2 } });
    const left = await db.pool.query<{ posts: number; likes: number }>(
      `SELECT (SELECT count(*) FROM forum.posts WHERE id = ANY($1))::int AS posts,
              (SELECT count(*) FROM forum.likes WHERE id = ANY($2))::int AS likes`,
      [oracle.posts, oracle.likes],
    );
    // Children first: 10 likes gone, every post still there.
    expect(left.rows[0]).toEqual({ posts: 10, likes: 10 });
    const pending = await receipts();
    expect(pending.map((each) => [each.outcome, each.step])).toEqual([
      ["pending", 1],
      ["pending", 2],
    ]);

    // A restore now must erase her again: her pending receipts put her on the suppression list.
    const list = suppressionList(
      receiptsOf(await evidenceSince(db.pool, new Date(0))),
      new Date(0),
    );
    expect(new Set(list.map((each) => each.subjectHash))).toEqual(new Set([first.subjectHash]));

    const second = await erase(db, shape, "1", { maxRows: BOUND });
    expect(second.outcome).toBe("erased");
    expect(second.steps).toMatchObject({ resumedFrom: pending[1]!.seq });
    const all = await receipts();
    expect(all[2]).toMatchObject({ step: 3, resumes: pending[1]!.seq, outcome: "pending" });
    expect(all.at(-1)).toMatchObject({ outcome: "erased", step: second.steps!.last });
    expect(all.map((each) => each.step)).toEqual(all.map((_, index) => index + 1));
    for (const receipt of all) expect(changedBy(receipt.tables)).toBeLessThanOrEqual(BOUND);
    // 30 rows deleted, 2 redacted, in ceil(32 / 5) = 7 steps.
    expect(all.reduce((sum, each) => sum + changedBy(each.tables), 0)).toBe(32);
    expect(all).toHaveLength(7);

    const after = await snapshot(db, TABLES);
    const without = (table: string, ids: number[]) =>
      before[table]!.filter((row) => !ids.includes(JSON.parse(row).id));
    expect(after["forum.posts"]).toEqual(without("forum.posts", oracle.posts));
    expect(after["forum.likes"]).toEqual(without("forum.likes", oracle.likes));
    expect(after["forum.invoices"]).toEqual(before["forum.invoices"]);
    const plain = await db.pool.query(
      "SELECT a.id, a.name, a.email, p.bio FROM forum.accounts a JOIN forum.profiles p ON p.account_id = a.id ORDER BY a.id",
    );
    expect(plain.rows).toEqual([
      { id: 1, name: "*deleted*", email: null, bio: null },
      { id: 2, name: "bob", email: "bob@example.org", bio: "bob bio" },
    ]);
  });

  it("a call past its deadline takes one step and stops pending; the next finishes it", async () => {
    const shape = await shapeOf(db, { ...erasureTable, name: "forum-deadline" });
    const late = await erase(db, shape, "4", { maxRows: BOUND, deadline: Date.now() });
    expect(late).toMatchObject({ outcome: "pending", steps: { taken: 1, last: 1 } });
    const rest = await erase(db, shape, "4", { maxRows: BOUND, deadline: Date.now() + 60_000 });
    // 8 likes, 4 posts, 1 account redacted: 13 rows, 3 steps of at most 5.
    expect(rest).toMatchObject({
      outcome: "erased",
      steps: { taken: 2, last: 3, resumedFrom: late.seq },
    });
    const left = await db.pool.query(
      "SELECT count(*)::int AS n FROM forum.posts WHERE account_id = 4",
    );
    expect(left.rows[0].n).toBe(0);
  });

  it("within the bound, one transaction as before: no steps", async () => {
    const shape = await shapeOf(db, erasureTable);
    const result = await erase(db, shape, "2", { maxRows: 50 });
    expect(result.outcome).toBe("erased");
    expect(result.steps).toBeUndefined();
    expect((await receipts()).at(-1)).not.toHaveProperty("step");
  });

  it("a legal hold set between steps stops the erasure: what went stays gone, nothing more goes", async () => {
    const held = {
      ...erasureTable,
      name: "forum-held",
      tables: {
        ...erasureTable.tables,
        "forum.invoices": { action: "keep", reason: "tax law", hold: "legal_hold" },
      },
    };
    const shape = await shapeOf(db, held);
    const likes = "SELECT count(*)::int AS n FROM forum.likes WHERE post_id BETWEEN 201 AND 204";
    const first = await erase(db, shape, "3", { maxRows: BOUND, maxSteps: 1 });
    expect(first.outcome).toBe("pending");
    expect((await db.pool.query(likes)).rows[0].n).toBe(8 - BOUND);
    await db.pool.query("UPDATE forum.invoices SET legal_hold = true WHERE account_id = 3");
    const before = await snapshot(db, TABLES);

    const second = await erase(db, shape, "3", { maxRows: BOUND });

    expect(second).toMatchObject({ outcome: "held", steps: { taken: 1, last: 2 } });
    expect(second.reason).toMatch(/legal hold: 1 row\(s\) of forum\.invoices \(legal_hold\)/);
    expect(await snapshot(db, TABLES)).toEqual(before);
    expect((await receipts("forum-held")).map((each) => [each.outcome, each.step])).toEqual([
      ["pending", 1],
      ["held", 2],
    ]);
  });
});
