// The erasure's edges that the application schemas of the other erasure tests do not reach, each
// against plain SQL: a tree of replies by other people under the subject's post, three deep, with
// RESTRICT keys (only leaves first can go), reached both from the subject and through her post (a
// diamond the walk must order parents first), a table that goes only by CASCADE (counted as
// such), a SET NULL key (detached, its table not followed), a keep with its reason; the figures of a subject a legal hold
// stops; a trigger that keeps a row; the bound of one transaction at its exact edge; the same
// graph erased in steps of 3 rows, each step's figures as the bound allows (a tree leaf-first
// across steps); a trigger that keeps a row in a step; a cycle of foreign keys across tables,
// refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { ensureLedger } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { erase, shapeOf, snapshot } from "../helpers/erasure.js";

let db: TestDatabase;
const TABLES = ["users", "posts", "comments", "likes", "audit", "invoices"].map(
  (name) => `edge.${name}`,
);

const erasureTable = {
  name: "edge-user",
  subject: { table: "edge.users" },
  tables: {
    "edge.users": { action: "redact", columns: { name: { value: "*deleted*" } } },
    "edge.invoices": { action: "keep", reason: "kept ten years (tax law)", hold: "legal_hold" },
  },
  owner: "Trust and Safety",
};

beforeAll(async () => {
  db = await createTestDatabase();
  // Key names decide the order the graph is walked in (by constraint name): comments' keys sort
  // before posts', so comments are met before posts, whose rows they must be found through too.
  await db.pool.query(`
    CREATE SCHEMA edge;
    CREATE TABLE edge.users (id int PRIMARY KEY, name text NOT NULL);
    CREATE TABLE edge.posts (id int PRIMARY KEY, user_id int NOT NULL, body text NOT NULL);
    CREATE TABLE edge.comments (id int PRIMARY KEY, user_id int NOT NULL, post_id int,
      parent_id int, body text NOT NULL);
    ALTER TABLE edge.posts ADD CONSTRAINT posts_user_fk FOREIGN KEY (user_id) REFERENCES edge.users;
    ALTER TABLE edge.comments
      ADD CONSTRAINT comments_user_fk FOREIGN KEY (user_id) REFERENCES edge.users,
      ADD CONSTRAINT comments_post_fk FOREIGN KEY (post_id) REFERENCES edge.posts ON DELETE RESTRICT,
      ADD CONSTRAINT comments_parent_fk FOREIGN KEY (parent_id) REFERENCES edge.comments ON DELETE RESTRICT;
    CREATE INDEX ON edge.posts (user_id); CREATE INDEX ON edge.comments (user_id);
    CREATE INDEX ON edge.comments (post_id); CREATE INDEX ON edge.comments (parent_id);
    CREATE TABLE edge.likes (id int PRIMARY KEY,
      comment_id int NOT NULL REFERENCES edge.comments ON DELETE CASCADE, who text NOT NULL);
    CREATE INDEX ON edge.likes (comment_id);
    CREATE TABLE edge.audit (id int PRIMARY KEY, post_id int REFERENCES edge.posts ON DELETE SET NULL,
      what text NOT NULL);
    CREATE INDEX ON edge.audit (post_id);
    CREATE TABLE edge.invoices (id int PRIMARY KEY, user_id int NOT NULL REFERENCES edge.users,
      amount int NOT NULL, legal_hold boolean NOT NULL DEFAULT false);
    CREATE INDEX ON edge.invoices (user_id);
    INSERT INTO edge.users VALUES (1, 'alice'), (2, 'bob'), (3, 'carol'), (4, 'dave'), (5, 'erin'),
      (6, 'frank');
    INSERT INTO edge.posts VALUES (10, 1, 'alice post'), (20, 2, 'bob post'), (30, 5, 'erin post'),
      (60, 6, 'frank post');
    -- Under alice's post: bob's comment, carol's reply to it, dave's reply to carol's; alice's own
    -- comment on bob's post; bob's comment on his own post, which stays.
    INSERT INTO edge.comments VALUES (100, 2, 10, NULL, 'bob on alice'), (101, 3, NULL, 100, 'carol'),
      (102, 4, NULL, 101, 'dave'), (103, 1, 20, NULL, 'alice on bob'), (104, 2, 20, NULL, 'bob on bob'),
      (105, 5, 30, NULL, 'erin'),
      -- Frank's, erased in steps: the same tree under his post, and his comment on bob's post.
      (600, 2, 60, NULL, 'bob on frank'), (601, 3, NULL, 600, 'carol'), (602, 4, NULL, 601, 'dave'),
      (603, 6, 20, NULL, 'frank on bob');
    INSERT INTO edge.likes SELECT 1000 + 2 * c.id + l, c.id, 'someone' FROM edge.comments c, generate_series(0, 1) l;
    INSERT INTO edge.audit VALUES (1, 10, 'alice posted'), (2, 10, 'alice edited'), (3, 20, 'bob posted'),
      (6, 60, 'frank posted'), (7, 60, 'frank edited');
    INSERT INTO edge.invoices VALUES (1, 1, 100), (2, 2, 200), (3, 5, 300), (6, 6, 600);`);
  await ensureLedger(db.pool);
});
afterAll(async () => {
  await db.drop();
});

/** The oracle, in plain SQL: a user's posts, the comments under them or by her (and every reply under those), their likes. */
const oracleSql = (user: number) => `
  WITH RECURSIVE c AS (
    SELECT id FROM edge.comments WHERE user_id = ${user}
       OR post_id IN (SELECT id FROM edge.posts WHERE user_id = ${user})
    UNION SELECT r.id FROM edge.comments r JOIN c ON r.parent_id = c.id)
  SELECT (SELECT array_agg(id ORDER BY id) FROM edge.posts WHERE user_id = ${user}) AS posts,
         (SELECT array_agg(id ORDER BY id) FROM c) AS comments,
         (SELECT array_agg(id ORDER BY id) FROM edge.likes WHERE comment_id IN (SELECT id FROM c)) AS likes,
         (SELECT count(*)::int FROM edge.audit WHERE post_id IN (SELECT id FROM edge.posts WHERE user_id = ${user})) AS audit`;

const figuresOf = (result: { tables: { table: string }[] }) =>
  Object.fromEntries(result.tables.map(({ table, ...rest }) => [table, rest]));

describe("an erasure's edges, against plain SQL", () => {
  it("a tree of other people's replies under the subject's post goes leaf-first, found through the post too; cascades, detached and kept rows counted", async () => {
    const oracle = (
      await db.pool.query<{ posts: number[]; comments: number[]; likes: number[]; audit: number }>(
        oracleSql(1),
      )
    ).rows[0]!;
    expect(oracle).toEqual({
      posts: [10],
      comments: [100, 101, 102, 103],
      likes: [1200, 1201, 1202, 1203, 1204, 1205, 1206, 1207],
      audit: 2,
    });
    const before = await snapshot(db, TABLES);
    const shape = await shapeOf(db, erasureTable);

    const dry = await erase(db, shape, "1", { dryRun: true });
    expect(await snapshot(db, TABLES)).toEqual(before);
    const run = await erase(db, shape, "1");

    expect(run.outcome, run.reason).toBe("erased");
    const zero = { deleted: 0, cascaded: 0, redacted: 0, kept: 0, detached: 0, held: 0 };
    expect(figuresOf(run)).toEqual({
      "edge.users": { ...zero, action: "redact", found: 1, redacted: 1 },
      "edge.posts": { ...zero, action: "delete", found: 1, deleted: 1, detached: 2 },
      "edge.comments": { ...zero, action: "delete", found: 4, deleted: 4 },
      "edge.likes": { ...zero, action: "delete", found: 8, cascaded: 8 },
      "edge.invoices": {
        ...zero,
        action: "keep",
        found: 1,
        kept: 1,
        reason: "kept ten years (tax law)",
      },
    });
    expect(dry.tables).toEqual(run.tables);

    const after = await snapshot(db, TABLES);
    const without = (table: string, ids: number[]) =>
      before[table]!.filter((row) => !ids.includes(JSON.parse(row).id));
    expect(after["edge.posts"]).toEqual(without("edge.posts", oracle.posts));
    expect(after["edge.comments"]).toEqual(without("edge.comments", oracle.comments));
    expect(after["edge.likes"]).toEqual(without("edge.likes", oracle.likes));
    expect(after["edge.invoices"]).toEqual(before["edge.invoices"]);
    const audit = await db.pool.query(
      "SELECT id, post_id FROM edge.audit WHERE id <= 3 ORDER BY id",
    );
    expect(audit.rows).toEqual([
      { id: 1, post_id: null },
      { id: 2, post_id: null },
      { id: 3, post_id: 20 },
    ]);
    const users = await db.pool.query("SELECT id, name FROM edge.users ORDER BY id");
    expect(users.rows.map((row) => row.name)).toEqual([
      "*deleted*",
      "bob",
      "carol",
      "dave",
      "erin",
      "frank",
    ]);
  });

  it("a legal hold stops the subject: per table what was found and held, the reason naming the rows, nothing changed", async () => {
    await db.pool.query("UPDATE edge.invoices SET legal_hold = true WHERE user_id = 2");
    const before = await snapshot(db, TABLES);
    const result = await erase(db, await shapeOf(db, erasureTable), "2");

    expect(result.outcome).toBe("held");
    expect(result.reason).toBe("legal hold: 1 row(s) of edge.invoices (legal_hold)");
    const oracle = (
      await db.pool.query<{ posts: number[]; comments: number[]; likes: number[] }>(oracleSql(2))
    ).rows[0]!;
    expect(oracle.comments).toEqual([104, 600, 601, 602, 603]);
    const zero = { deleted: 0, cascaded: 0, redacted: 0, kept: 0, detached: 0, held: 0 };
    expect(figuresOf(result)).toEqual({
      "edge.users": { ...zero, action: "redact", found: 1 },
      "edge.posts": { ...zero, action: "delete", found: oracle.posts.length },
      "edge.comments": { ...zero, action: "delete", found: oracle.comments.length },
      "edge.likes": { ...zero, action: "delete", found: oracle.likes.length },
      "edge.invoices": { ...zero, action: "keep", found: 1, held: 1 },
    });
    expect(await snapshot(db, TABLES)).toEqual(before);
    await db.pool.query("UPDATE edge.invoices SET legal_hold = false");
  });

  it("a trigger that keeps one row meant to go fails the subject's erasure, saying nothing was erased", async () => {
    await db.pool.query(`
      CREATE FUNCTION edge.keep_erin() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF OLD.id = 30 THEN RETURN NULL; END IF; RETURN OLD; END $$;
      CREATE TRIGGER keep_erin BEFORE DELETE ON edge.posts FOR EACH ROW EXECUTE FUNCTION edge.keep_erin();`);
    const before = await snapshot(db, TABLES);
    try {
      const result = await erase(db, await shapeOf(db, erasureTable), "5");
      expect(result.outcome).toBe("failed");
      expect(result.reason).toBe(
        "1 row(s) of edge.posts are still there after their deletion (a trigger, a rule or row security kept them); nothing was erased",
      );
      expect(await snapshot(db, TABLES)).toEqual(before);
    } finally {
      await db.pool.query("DROP TRIGGER keep_erin ON edge.posts");
    }
  });

  it("the bound of one transaction at its edge: exactly the bound's rows in one transaction, one more in steps", async () => {
    // erin: her user row, her post, erin's comment and its 2 likes, her invoice = 6 rows found.
    const shape = await shapeOf(db, { ...erasureTable, name: "edge-bound" });
    const over = await erase(db, shape, "5", { maxRows: 5, dryRun: true });
    expect(over.steps).toBeDefined();
    const within = await erase(db, shape, "5", { maxRows: 6 });
    expect(within.outcome, within.reason).toBe("erased");
    expect(within.steps).toBeUndefined();
    expect(within.tables.reduce((sum, each) => sum + each.found, 0)).toBe(6);
  });

  it("in steps of at most 3 rows: each step's figures as the bound allows, children first, a tree leaf-first across steps, detached rows with their parent's step", async () => {
    const before = await snapshot(db, TABLES);
    const shape = await shapeOf(db, { ...erasureTable, name: "edge-steps" });
    const result = await erase(db, shape, "6", { maxRows: 3 });
    expect(result.outcome, result.reason).toBe("erased");

    const { rows } = await db.pool.query<{ body: string }>(
      "SELECT body FROM retention_job.evidence WHERE policy = 'erasure:edge-steps' ORDER BY seq",
    );
    const steps = rows.map((row) => {
      const receipt = JSON.parse(row.body);
      const of = (table: string) =>
        receipt.tables.find((each: { table: string }) => each.table === table);
      return [
        receipt.outcome,
        of("edge.likes").deleted,
        of("edge.comments").deleted,
        of("edge.posts").deleted,
        of("edge.posts").detached,
        of("edge.users").redacted,
        of("edge.users").kept,
        of("edge.invoices").kept,
      ];
    });
    // 8 likes (3, 3, 2), then the tree of 4 comments leaves first (1 in the step the likes end,
    // 3 in the next), then the post with its 2 detached audit rows, the kept invoice and the
    // redacted user in the last.
    expect(steps).toEqual([
      ["pending", 3, 0, 0, 0, 0, 0, 0],
      ["pending", 3, 0, 0, 0, 0, 0, 0],
      ["pending", 2, 1, 0, 0, 0, 0, 0],
      ["pending", 0, 3, 0, 0, 0, 0, 0],
      ["erased", 0, 0, 1, 2, 1, 0, 1],
    ]);
    const after = await snapshot(db, TABLES);
    const without = (table: string, ids: number[]) =>
      before[table]!.filter((row) => !ids.includes(JSON.parse(row).id));
    expect(after["edge.posts"]).toEqual(without("edge.posts", [60]));
    expect(after["edge.comments"]).toEqual(without("edge.comments", [600, 601, 602, 603]));
    const audit = await db.pool.query("SELECT post_id FROM edge.audit WHERE id IN (6, 7)");
    expect(audit.rows).toEqual([{ post_id: null }, { post_id: null }]);
  });

  it("a trigger that keeps a row in the step that would finish the subject: that step rolled back, said", async () => {
    await db.pool.query(`
      CREATE FUNCTION edge.keep_bob() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF OLD.id = 20 THEN RETURN NULL; END IF; RETURN OLD; END $$;
      CREATE TRIGGER keep_bob BEFORE DELETE ON edge.posts FOR EACH ROW EXECUTE FUNCTION edge.keep_bob();`);
    try {
      const shape = await shapeOf(db, { ...erasureTable, name: "edge-steps-kept" });
      const result = await erase(db, shape, "2", { maxRows: 50 });
      expect(result.outcome).toBe("failed");
      expect(result.reason).toMatch(
        /^1 row\(s\) of edge\.posts are still there after their deletion \(a trigger, a rule or row security kept them\); /,
      );
      const stepped = await erase(db, shape, "2", { maxRows: 2 });
      expect(stepped.outcome).toBe("failed");
      expect(stepped.reason).toBe(
        "1 row(s) of edge.posts are still there after their deletion (a trigger, a rule or row security kept them); this step was rolled back",
      );
      const left = await db.pool.query("SELECT count(*)::int AS n FROM edge.posts WHERE id = 20");
      expect(left.rows[0].n).toBe(1);
    } finally {
      await db.pool.query("DROP TRIGGER keep_bob ON edge.posts");
    }
  });

  it("a cycle of foreign keys across the tables it reaches is refused, naming the field and the keys", async () => {
    await db.pool.query(`
      CREATE SCHEMA loop;
      CREATE TABLE loop.people (id int PRIMARY KEY);
      CREATE TABLE loop.a (id int PRIMARY KEY, person_id int NOT NULL REFERENCES loop.people, b_id int);
      CREATE TABLE loop.b (id int PRIMARY KEY, a_id int NOT NULL REFERENCES loop.a);
      ALTER TABLE loop.a ADD CONSTRAINT a_b_fk FOREIGN KEY (b_id) REFERENCES loop.b;`);
    const refused = await shapeOf(db, {
      name: "loop",
      subject: { table: "loop.people" },
      tables: {},
      owner: "x",
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).field).toBe("subject.table");
    expect((refused as ConfigError).message).toMatch(
      /^subject\.table: tables loop\.(a, loop\.b|b, loop\.a) reference each other \((a_b_fk, b_a_id_fkey|b_a_id_fkey, a_b_fk)\): a cycle of foreign keys across tables/,
    );
  });
});
