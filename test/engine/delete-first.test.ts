// deleteFirst on django-allauth's schema as Django creates it (test/schemas/django-allauth.ts):
// NO ACTION keys, DEFERRABLE INITIALLY DEFERRED, the cascade Django's collector performs. The
// oracle is the collector's own deletes as plain SQL, run in a transaction that is rolled back;
// the run must leave every table as it would, count each child table, and the dry run equal it.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { type RunReport, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import {
  allauthRetentionTable,
  djangoAllauthSchemaSql,
  djangoCollectorSql,
} from "../schemas/django-allauth.js";

let db: TestDatabase;

const TABLES = [
  "auth_user",
  "account_emailaddress",
  "account_emailconfirmation",
  "socialaccount_socialaccount",
  "socialaccount_socialtoken",
  "auth_user_groups",
  "django_admin_log",
];

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(djangoAllauthSchemaSql);
});
afterAll(async () => db.drop());

const EMPTY = `TRUNCATE ${TABLES.map((table) => `allauth.${table}`).join(", ")}, allauth.auth_group, allauth.socialaccount_socialapp RESTART IDENTITY`;

/** One user: last login `days` ago (null: never), with its addresses, social accounts and so on. */
interface User {
  days: number | null;
  addresses: number;
  confirmations: number;
  socials: number;
  tokens: number;
  groups: number;
  logs: number;
}

async function load(users: User[]) {
  await db.pool.query(EMPTY);
  await db.pool.query(`
    INSERT INTO allauth.auth_group (name) VALUES ('staff'), ('editors'), ('readers');
    INSERT INTO allauth.socialaccount_socialapp (provider, name, client_id, secret, key) VALUES ('github', 'gh', 'c', 's', '')`);
  // Numbers only, written into the SQL (a statement of several commands takes no parameters).
  const sql = users.map((user, index) => {
    const id = index + 1;
    const login = user.days === null ? "NULL" : `now() - interval '${user.days} days'`;
    return `
    INSERT INTO allauth.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined)
      VALUES (${id}, 'x', ${login}, false, 'u${id}', '', '', '', false, true, now() - interval '3000 days');
    INSERT INTO allauth.account_emailaddress (email, verified, "primary", user_id)
      SELECT 'e' || g || '@u${id}', true, g = 1, ${id} FROM generate_series(1, ${user.addresses}) g;
    INSERT INTO allauth.account_emailconfirmation (created, key, email_address_id)
      SELECT now(), e.id || '-' || g, e.id
      FROM allauth.account_emailaddress e, generate_series(1, ${user.confirmations}) g WHERE e.user_id = ${id};
    INSERT INTO allauth.socialaccount_socialaccount (provider, uid, last_login, date_joined, extra_data, user_id)
      SELECT 'p' || g, '${id}-' || g, now(), now(), '{}', ${id} FROM generate_series(1, ${user.socials}) g;
    INSERT INTO allauth.socialaccount_socialtoken (token, token_secret, account_id, app_id)
      SELECT 't', '', s.id, 1 FROM allauth.socialaccount_socialaccount s, generate_series(1, ${user.tokens}) g
      WHERE s.user_id = ${id};
    INSERT INTO allauth.auth_user_groups (user_id, group_id) SELECT ${id}, g FROM generate_series(1, ${user.groups}) g;
    INSERT INTO allauth.django_admin_log (action_time, object_repr, action_flag, change_message, user_id)
      SELECT now(), 'o', 1, '', ${id} FROM generate_series(1, ${user.logs}) g;`;
  });
  await db.pool.query(sql.join("\n"));
}

/** Every table's ids, in order. */
async function snapshot(): Promise<Record<string, number[]>> {
  const out: Record<string, number[]> = {};
  for (const table of TABLES) {
    const { rows } = await db.pool.query<{ id: string }>(
      `SELECT id FROM allauth.${table} ORDER BY id`,
    );
    out[table] = rows.map((row) => Number(row.id));
  }
  return out;
}

const DORMANT = "SELECT id FROM allauth.auth_user WHERE last_login < now() - interval '730 days'";

/** The oracle: Django's collector's deletes, rolled back; what they leave and how many each took. */
async function oracle() {
  const client = await db.pool.connect();
  try {
    await client.query("BEGIN");
    const results = (await client.query(djangoCollectorSql(DORMANT))) as unknown as {
      rowCount: number;
    }[];
    await client.query("SET CONSTRAINTS ALL IMMEDIATE");
    const counts = Object.fromEntries(
      [
        "account_emailconfirmation",
        "account_emailaddress",
        "socialaccount_socialtoken",
        "socialaccount_socialaccount",
        "auth_user_groups",
        "django_admin_log",
        "auth_user",
      ].map((table, index) => [table, results[index]?.rowCount ?? 0]),
    );
    const left: Record<string, number[]> = {};
    for (const table of TABLES) {
      const { rows } = await client.query<{ id: string }>(
        `SELECT id FROM allauth.${table} ORDER BY id`,
      );
      left[table] = rows.map((row) => Number(row.id));
    }
    return { counts, left };
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}

const run = (dryRun: boolean, table: unknown = allauthRetentionTable) =>
  runRetention({
    pool: db.enginePool(),
    policies: parseRetentionTable(table).policies,
    dryRun,
    batchSize: 3,
  });

/** The run's figures: users deleted, and each child table's count without its schema. */
function figures(report: RunReport) {
  const policy = report.policies[0]!;
  const first = Object.fromEntries(
    Object.entries(policy.deletedFirst ?? {}).map(([table, n]) => [table.split(".")[1], n]),
  );
  return {
    auth_user: policy.mode === "dry-run" ? policy.backlog : policy.deleted,
    ...first,
    cascaded: policy.cascaded,
  };
}

const someUsers: User[] = [
  { days: 1000, addresses: 2, confirmations: 2, socials: 2, tokens: 1, groups: 2, logs: 3 },
  { days: 800, addresses: 1, confirmations: 0, socials: 0, tokens: 0, groups: 0, logs: 0 },
  { days: 10, addresses: 2, confirmations: 1, socials: 1, tokens: 1, groups: 1, logs: 1 },
  { days: null, addresses: 1, confirmations: 1, socials: 0, tokens: 0, groups: 0, logs: 0 },
  { days: 731, addresses: 0, confirmations: 0, socials: 3, tokens: 1, groups: 3, logs: 0 },
  { days: 2000, addresses: 3, confirmations: 1, socials: 1, tokens: 0, groups: 1, logs: 5 },
];

describe("a Django application's user.delete(), said as deleteFirst", () => {
  beforeEach(async () => load(someUsers));

  it("leaves every table as Django's collector would, counts each child table, the dry run equal", async () => {
    const expected = await oracle();
    const before = await snapshot();
    const dry = await run(true);
    expect(await snapshot()).toEqual(before);
    const real = await run(false);
    expect(real.status).toBe("succeeded");
    expect(await snapshot()).toEqual(expected.left);
    const { auth_user: users, ...children } = expected.counts;
    expect(figures(real)).toEqual({ auth_user: users, ...children, cascaded: {} });
    expect(users).toBe(4);
    expect(Object.values(children).every((n) => n > 0)).toBe(true);
    expect(figures(dry)).toEqual(figures(real));
    expect(dry.policies[0]?.dryRun).toMatchObject({ method: "rehearsal", exact: true });
    // A second run finds nothing.
    const again = await run(false);
    expect(figures(again).auth_user).toBe(0);
  });

  it("without deleteFirst the deferred keys keep every dormant user that has a child (the refusal-free nearest statement)", async () => {
    const bare = {
      policies: [{ ...allauthRetentionTable.policies[0], deleteFirst: undefined }],
    };
    const report = await run(false, JSON.parse(JSON.stringify(bare)));
    const policy = report.policies[0]!;
    // Every dormant user (1, 2, 5, 6) has a child: each is kept by a key, nothing is deleted.
    expect(policy.deleted).toBe(0);
    expect(policy.blocked).toBe(4);
    expect((await snapshot()).auth_user).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("a second key of a child table deleteFirst names along another key still keeps the user it references", async () => {
    // User 3 (recent, kept) has an address verified by dormant user 2, through a key deleteFirst
    // does not name: user 2 stays, blocked; the other dormant users go as the collector says.
    await db.pool.query(`
      ALTER TABLE allauth.account_emailaddress
        ADD COLUMN verified_by_id int REFERENCES allauth.auth_user DEFERRABLE INITIALLY DEFERRED;
      UPDATE allauth.account_emailaddress SET verified_by_id = 2
        WHERE id = (SELECT min(id) FROM allauth.account_emailaddress WHERE user_id = 3);`);
    try {
      const report = await run(false);
      expect(report.policies[0]).toMatchObject({ outcome: "completed", deleted: 3, blocked: 1 });
      const left = await db.pool.query<{ id: number }>(
        `SELECT u.id FROM allauth.auth_user u WHERE u.id IN (${DORMANT})
            OR EXISTS (SELECT FROM allauth.account_emailaddress e WHERE e.verified_by_id = u.id)`,
      );
      expect(left.rows.map((row) => row.id)).toEqual([2]);
    } finally {
      await db.pool.query("ALTER TABLE allauth.account_emailaddress DROP COLUMN verified_by_id");
    }
  });

  it("a row changed between the count and the statement: the statement takes what stands then", async () => {
    const dry = await run(true);
    // After the dry run counted, user 2 gains a confirmation and user 3 turns dormant.
    await db.pool.query(`
      INSERT INTO allauth.account_emailconfirmation (created, key, email_address_id)
        SELECT now(), 'late', id FROM allauth.account_emailaddress WHERE user_id = 2;
      UPDATE allauth.auth_user SET last_login = now() - interval '900 days' WHERE id = 3`);
    const expected = await oracle();
    const real = await run(false);
    expect(real.status).toBe("succeeded");
    expect(await snapshot()).toEqual(expected.left);
    const { auth_user: users, ...children } = expected.counts;
    expect(figures(real)).toEqual({ auth_user: users, ...children, cascaded: {} });
    // The dry run counted before: one user and four confirmations (user 3's two, the late one) fewer.
    expect(users).toBe((figures(dry).auth_user as number) + 1);
    expect(children.account_emailconfirmation).toBe(
      (figures(dry).account_emailconfirmation as number) + 3,
    );
  });

  it("a child inserted while the batch's statement runs: the insert fails at its commit, the run's does not", async () => {
    // The batch's statement sleeps in an address's delete trigger; meanwhile another session
    // gives dormant user 1 a new admin log row and commits. Its deferred key is checked at its
    // commit, which waits for the batch's lock on user 1 and then finds the user gone.
    await db.pool.query(`
      CREATE FUNCTION allauth.slow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(0.3); RETURN OLD; END $$;
      CREATE TRIGGER slow BEFORE DELETE ON allauth.account_emailaddress
        FOR EACH ROW WHEN (OLD.user_id = 1) EXECUTE FUNCTION allauth.slow();`);
    try {
      const expected = await oracle();
      const running = run(false);
      // Until the batch's statement sleeps in the trigger, with user 1 locked and deleted.
      for (let tries = 0; tries < 200; tries += 1) {
        const { rows } = await db.pool.query(
          "SELECT 1 FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND datname = current_database()",
        );
        if (rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const other = await db.pool.connect();
      let late: unknown;
      try {
        await other.query("BEGIN");
        await other.query(
          `INSERT INTO allauth.django_admin_log (action_time, object_repr, action_flag, change_message, user_id)
           VALUES (now(), 'late', 1, '', 1)`,
        );
        late = await other.query("COMMIT").catch((error: unknown) => error);
      } finally {
        other.release();
      }
      const real = await running;
      expect(real.status).toBe("succeeded");
      expect(await snapshot()).toEqual(expected.left);
      expect((late as { code?: string }).code).toBe("23503");
    } finally {
      await db.pool.query(
        "DROP TRIGGER slow ON allauth.account_emailaddress; DROP FUNCTION allauth.slow()",
      );
    }
  });
});

describe("the rehearsal meets what the run's commit meets", () => {
  it("a trigger that writes a child after the statement read them: the run's deferred check fails at commit, and the dry run says so", async () => {
    await load(someUsers);
    // The application's audit trigger logs a group leaving, under the user: a row the batch's
    // statement did not see, which the deferred key finds at commit.
    await db.pool.query(`
      CREATE FUNCTION allauth.log_group_leave() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO allauth.django_admin_log (action_time, object_repr, action_flag, change_message, user_id)
          VALUES (now(), 'left group', 3, '', OLD.user_id);
        RETURN OLD;
      END $$;
      CREATE TRIGGER log_group_leave AFTER DELETE ON allauth.auth_user_groups
        FOR EACH ROW EXECUTE FUNCTION allauth.log_group_leave();`);
    try {
      const before = await snapshot();
      const dry = await run(true);
      const real = await run(false);
      expect(await snapshot()).toEqual(before);
      const failure = (report: RunReport) => report.policies[0]?.failure;
      expect(failure(real)).toMatchObject({ code: "23503" });
      expect(failure(dry)).toMatchObject({ code: "23503" });
      expect(figures(real).auth_user).toBe(0);
    } finally {
      await db.pool.query(
        "DROP TRIGGER log_group_leave ON allauth.auth_user_groups; DROP FUNCTION allauth.log_group_leave()",
      );
    }
  });
});

describe("deleteFirst's refusals name the field", () => {
  const refusal = async (deleteFirst: unknown) => {
    const table = {
      policies: [{ ...allauthRetentionTable.policies[0], deleteFirst }],
    };
    const report = await run(true, table).catch((error: unknown) => error);
    if (report instanceof ConfigError) return report.message;
    return (report as RunReport).policies[0]?.error ?? "";
  };

  it("a key that does not reference the policy's table", async () => {
    expect(
      await refusal([
        { table: "allauth.account_emailconfirmation", columns: ["email_address_id"] },
      ]),
    ).toMatch(/deleteFirst\[0\]\.columns.*no foreign key of allauth\.account_emailconfirmation/);
  });

  it("a key the database cascades itself: cascades is the field for it", async () => {
    await db.pool.query(`
      CREATE TABLE allauth.notes (id int PRIMARY KEY, user_id int REFERENCES allauth.auth_user ON DELETE CASCADE)`);
    try {
      expect(await refusal([{ table: "allauth.notes", columns: ["user_id"] }])).toMatch(
        /deleteFirst\[0\].*ON DELETE CASCADE: the database itself deletes those rows.*list "allauth\.notes" in cascades/,
      );
    } finally {
      await db.pool.query("DROP TABLE allauth.notes");
    }
  });

  it("a child of a child before its parent's entry: the message names the tables it may reference", async () => {
    expect(
      await refusal([
        { table: "allauth.account_emailconfirmation", columns: ["email_address_id"] },
        { table: "allauth.account_emailaddress", columns: ["user_id"] },
      ]),
    ).toContain(
      "no foreign key of allauth.account_emailconfirmation over (email_address_id) references allauth.auth_user; name a key",
    );
    // After a first entry, its table is one a later entry may reference: both are named.
    expect(
      await refusal([
        { table: "allauth.account_emailaddress", columns: ["user_id"] },
        { table: "allauth.account_emailconfirmation", columns: ["sent"] },
      ]),
    ).toMatch(
      /deleteFirst\[1\]\.columns: no foreign key of allauth\.account_emailconfirmation over \(sent\) references allauth\.auth_user or allauth\.account_emailaddress;/,
    );
  });

  it("a key's columns named in part or beside others: no such key", async () => {
    for (const columns of [["user_id", "id"], ["id"]]) {
      expect(await refusal([{ table: "allauth.account_emailaddress", columns }])).toMatch(
        /deleteFirst\[0\]\.columns: no foreign key of allauth\.account_emailaddress/,
      );
    }
  });

  it("a self-reference: leaf-first deletion's field", async () => {
    await db.pool.query(
      "ALTER TABLE allauth.auth_user ADD COLUMN invited_by_id int REFERENCES allauth.auth_user DEFERRABLE INITIALLY DEFERRED",
    );
    try {
      expect(await refusal([{ table: "allauth.auth_user", columns: ["invited_by_id"] }])).toMatch(
        /deleteFirst\[0\]: \S+ references allauth\.auth_user itself: a self-reference is leaf-first deletion's \(selfReference\)/,
      );
    } finally {
      await db.pool.query("ALTER TABLE allauth.auth_user DROP COLUMN invited_by_id");
    }
  });

  it("a key the database sets to NULL itself: it changes those rows, cascades is the field", async () => {
    await db.pool.query(
      "CREATE TABLE allauth.nullable_notes (id int PRIMARY KEY, user_id int REFERENCES allauth.auth_user ON DELETE SET NULL)",
    );
    try {
      expect(await refusal([{ table: "allauth.nullable_notes", columns: ["user_id"] }])).toMatch(
        /deleteFirst\[0\]: \S+ is ON DELETE SET NULL: the database itself changes those rows; leave it out of deleteFirst and list "allauth\.nullable_notes" in cascades/,
      );
    } finally {
      await db.pool.query("DROP TABLE allauth.nullable_notes");
    }
  });

  it("a RESTRICT key is one deleteFirst takes, as a NO ACTION one", async () => {
    await db.pool.query(
      "CREATE TABLE allauth.restricted_notes (id int PRIMARY KEY, user_id int REFERENCES allauth.auth_user ON DELETE RESTRICT)",
    );
    try {
      expect(
        await refusal([
          ...(allauthRetentionTable.policies[0]?.deleteFirst ?? []),
          { table: "allauth.restricted_notes", columns: ["user_id"] },
        ]),
      ).toBe("");
    } finally {
      await db.pool.query("DROP TABLE allauth.restricted_notes");
    }
  });

  it("two keys of one child table, each named: both taken, neither named twice", async () => {
    await db.pool.query(`ALTER TABLE allauth.account_emailaddress
      ADD COLUMN verified_by_id int REFERENCES allauth.auth_user DEFERRABLE INITIALLY DEFERRED`);
    try {
      expect(
        await refusal([
          ...(allauthRetentionTable.policies[0]?.deleteFirst ?? []),
          { table: "allauth.account_emailaddress", columns: ["verified_by_id"] },
        ]),
      ).toBe("");
    } finally {
      await db.pool.query("ALTER TABLE allauth.account_emailaddress DROP COLUMN verified_by_id");
    }
  });

  it("no key over the columns named: the refusal lists them", async () => {
    expect(
      await refusal([{ table: "allauth.account_emailaddress", columns: ["user_id", "id"] }]),
    ).toContain(
      "no foreign key of allauth.account_emailaddress over (user_id, id) references allauth.auth_user;",
    );
  });

  it("a key named twice", async () => {
    expect(
      await refusal([
        { table: "allauth.account_emailaddress", columns: ["user_id"] },
        { table: "allauth.account_emailaddress", columns: ["user_id"] },
      ]),
    ).toMatch(/deleteFirst\[1\]: \S+ is named twice in deleteFirst/);
  });

  it("with archive: refused by the parser, naming archive", () => {
    expect(() =>
      parseRetentionTable({
        policies: [
          {
            ...allauthRetentionTable.policies[0],
            archive: { bucket: "b", prefix: "p" },
          },
        ],
      }),
    ).toThrow(/archive.*deleteFirst/);
  });
});

describe("deleteFirst over random users (fast-check)", () => {
  it("the run leaves what Django's collector leaves, and the dry run says it", async () => {
    const user = fc.record({
      days: fc.option(fc.integer({ min: 0, max: 1500 }), { nil: null }),
      addresses: fc.integer({ min: 0, max: 2 }),
      confirmations: fc.integer({ min: 0, max: 2 }),
      socials: fc.integer({ min: 0, max: 2 }),
      tokens: fc.integer({ min: 0, max: 1 }),
      groups: fc.integer({ min: 0, max: 3 }),
      logs: fc.integer({ min: 0, max: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(user, { minLength: 1, maxLength: 8 }), async (users) => {
        await load(users);
        const expected = await oracle();
        const dry = await run(true);
        const real = await run(false);
        expect(await snapshot()).toEqual(expected.left);
        expect(figures(real).auth_user).toBe(expected.counts.auth_user);
        expect(figures(dry)).toEqual(figures(real));
      }),
      { numRuns: 12 },
    );
  });
});
