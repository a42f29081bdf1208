// plan's advice is true: every warning `retention-job plan` can print (PLAN_WARNINGS, by code) is
// shown both ways on real PostgreSQL: where its condition holds it is printed; where it does not,
// or once the SQL it advises has been run exactly as printed, it is not, and where the advice is
// about speed the plan then uses what it advised (the index in EXPLAIN). The last test fails on a
// code with no such pair of cases, so a new warning comes with its proof.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Policy, parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  PLAN_WARNINGS,
  type PlanWarningCode,
  type PolicyPlan,
  planPolicies,
} from "../../functions/engine/index.js";
import { runCli } from "../helpers/cli.js";
import { createTestDatabase, type TestDatabase, urlAsRole } from "../helpers/db.js";

let db: TestDatabase;
const role = `plan_advice_${process.pid}`;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.admin(`DROP ROLE IF EXISTS ${role}; CREATE ROLE ${role} LOGIN PASSWORD 'x'`);
});
afterAll(async () => {
  await db.drop();
  await db.admin(`DROP ROLE IF EXISTS ${role}`);
});

const warnedCodes = new Set<PlanWarningCode>();
const clearedCodes = new Set<PlanWarningCode>();

const policies = (...list: Record<string, unknown>[]): Policy[] =>
  parseRetentionTable({ policies: list.map((each) => ({ owner: "t", ...each })) }).policies;

/** plan on its own session (a fresh one: it sees the database's and the role's settings). */
async function plan(rules: Policy[], url = db.url): Promise<PolicyPlan> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [planned] = await planPolicies(client, rules);
    return planned!;
  } finally {
    await client.end();
  }
}

/** The warnings of `code` the plan printed (`count` of them), recorded as shown. */
function warnedAll(planned: PolicyPlan, code: PlanWarningCode, count: number): string[] {
  expect(planned.warningCodes).toHaveLength(planned.warnings.length);
  const texts = planned.warnings.filter((_, index) => planned.warningCodes[index] === code);
  expect(texts, `${code} in ${JSON.stringify(planned.warnings)}`).toHaveLength(count);
  warnedCodes.add(code);
  return texts;
}

/** The one warning of `code` the plan printed, recorded as shown. */
const warned = (planned: PolicyPlan, code: PlanWarningCode): string =>
  warnedAll(planned, code, 1)[0]!;

/** The plan printed no warning of `code`, recorded as shown. */
function notWarned(planned: PolicyPlan, code: PlanWarningCode): void {
  expect(planned.warningCodes).toHaveLength(planned.warnings.length);
  expect(planned.warningCodes, JSON.stringify(planned.warnings)).not.toContain(code);
  clearedCodes.add(code);
}

/** Runs exactly the SQL a warning advises (every statement in it), as a person would paste it. */
async function follow(warning: string): Promise<string[]> {
  const advised = warning.match(/(CREATE INDEX CONCURRENTLY|ALTER DATABASE|ALTER ROLE) [^;]*;/g);
  expect(advised, warning).not.toBeNull();
  for (const statement of advised!) await db.pool.query(statement);
  return advised!;
}

/** The names of the indexes on a table (to find the one the advice created). */
async function indexesOf(table: string): Promise<string[]> {
  const { rows } = await db.pool.query<{ name: string }>(
    "SELECT indexrelid::regclass::text AS name FROM pg_index WHERE indrelid = $1::regclass ORDER BY 1",
    [table],
  );
  return rows.map((row) => row.name.replace(/^.*\./, ""));
}

/** What the advice created: the indexes of `table` that were not there before. */
async function createdBy(warning: string, table: string): Promise<string[]> {
  const before = await indexesOf(table);
  await follow(warning);
  const created = (await indexesOf(table)).filter((name) => !before.includes(name));
  expect(created).toHaveLength(1);
  return created;
}

const explainOf = (planned: PolicyPlan, label: string) =>
  planned.statements.find((each) => each.label === label)?.explain ?? "";

describe("no-clock-index: candidates listed by a full scan where an index would let batches walk the clock", () => {
  beforeAll(async () => {
    // NextAuth's Prisma table: a quoted, mixed-case name, as the advice must write it to run.
    await db.pool.query(`
      CREATE SCHEMA clk;
      CREATE TABLE clk."Session" (id text PRIMARY KEY, "userId" text NOT NULL, expires timestamp(3) NOT NULL);
      INSERT INTO clk."Session"
        SELECT 's' || g, 'u' || g % 300,
               now() - interval '1 day' * CASE WHEN g % 100 = 0 THEN 40 ELSE g % 20 END
        FROM generate_series(1, 20000) g;
      ANALYZE clk."Session";`);
  });
  const rules = () =>
    policies({ name: "sessions", table: "clk.Session", clock: "expires", retention: "30d" });

  it("warned without the index; the advised index, created as printed, turns the policy to keyset along it", async () => {
    const before = await plan(rules());
    expect(before.strategy).toBe("cursor");
    const warning = warned(before, "no-clock-index");
    expect(warning).toContain('CREATE INDEX CONCURRENTLY ON "clk"."Session" ("expires");');

    const [index] = await createdBy(warning, 'clk."Session"');
    const after = await plan(rules());

    notWarned(after, "no-clock-index");
    notWarned(after, "no-age-index");
    expect(after.strategy).toBe("keyset");
    expect(explainOf(after, "batch")).toContain(`Index Scan using ${index} on "Session" c`);
  });
});

describe("no-age-index: a policy that lists its candidates whatever its indexes, with none on the column its age is compared on", () => {
  beforeAll(async () => {
    await db.pool.query(`
      CREATE SCHEMA age;
      CREATE TABLE age.posts (id bigint PRIMARY KEY, published_at timestamptz NOT NULL, draft boolean NOT NULL);
      INSERT INTO age.posts
        SELECT g, now() - interval '1 hour' * CASE WHEN g % 100 = 0 THEN 24 * 30 ELSE g % 100 END, g % 2 = 0
        FROM generate_series(1, 20000) g;
      CREATE TABLE age.grants (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, expires_in int);
      INSERT INTO age.grants
        SELECT g, now() - interval '1 hour' * CASE WHEN g % 100 = 0 THEN 24 * 30 ELSE g % 100 END, 600
        FROM generate_series(1, 20000) g;
      CREATE TABLE age.logins (id bigint PRIMARY KEY, user_id int NOT NULL, created_at timestamptz NOT NULL);
      INSERT INTO age.logins
        SELECT g, g % 500, now() - interval '1 hour' * CASE WHEN g % 100 = 0 THEN 24 * 30 ELSE g % 100 END
        FROM generate_series(1, 20000) g;
      CREATE INDEX ON age.logins (user_id, created_at); -- its keep index
      ANALYZE age.posts, age.grants, age.logins;`);
  });
  // The age is in the conditions (no retention): the cursor strategy, whatever the indexes.
  const drafts = () =>
    policies({
      name: "old_drafts",
      table: "age.posts",
      clock: "published_at",
      where: [
        { column: "draft", is: "true" },
        { column: "published_at", olderThan: "1 week" },
      ],
    });

  it("warned without an index on the age's column, never for the clock's walk; the advised index bounds the candidate list and the warning goes", async () => {
    const before = await plan(drafts());
    expect(before.strategy).toBe("cursor");
    notWarned(before, "no-clock-index");
    const warning = warned(before, "no-age-index");
    expect(warning).toContain("its age is in its conditions");
    expect(warning).toContain('CREATE INDEX CONCURRENTLY ON "age"."posts" ("published_at");');
    expect(explainOf(before, "candidate list (once per run)")).toContain("Seq Scan on posts c");

    const [index] = await createdBy(warning, "age.posts");
    const after = await plan(drafts());

    // An index existed and plan still advised it (issue 51): no longer.
    notWarned(after, "no-age-index");
    notWarned(after, "no-clock-index");
    expect(after.strategy).toBe("cursor");
    expect(explainOf(after, "candidate list (once per run)")).toMatch(
      new RegExp(`Index Scan using ${index} on posts c|Bitmap Index Scan on ${index}`),
    );
  });

  it("the age on another column than the clock: that column is advised; with two ages, one indexed is enough", async () => {
    await db.pool.query(
      "ALTER TABLE age.posts ADD COLUMN edited_at timestamptz; UPDATE age.posts SET edited_at = published_at; ANALYZE age.posts",
    );
    const edited = (...ages: string[]) =>
      policies({
        name: "old_edits",
        table: "age.posts",
        clock: "published_at",
        where: ages.map((column) => ({ column, olderThan: "1 week" })),
      });
    const warning = warned(await plan(edited("edited_at")), "no-age-index");
    expect(warning).toContain('CREATE INDEX CONCURRENTLY ON "age"."posts" ("edited_at");');
    // published_at has its index (the test above made it): it bounds the list alone.
    notWarned(await plan(edited("edited_at", "published_at")), "no-age-index");

    const [index] = await createdBy(warning, "age.posts");
    const after = await plan(edited("edited_at"));

    notWarned(after, "no-age-index");
    expect(explainOf(after, "candidate list (once per run)")).toContain(index);
  });

  it("several clocks (the earliest counts): no one column bounds the list, so no index is advised", async () => {
    await db.pool.query(
      "CREATE TABLE age.tokens (id bigint PRIMARY KEY, revoked_at timestamptz, expires_at timestamptz)",
    );
    const planned = await plan(
      policies({
        name: "either",
        table: "age.tokens",
        clock: ["revoked_at", "expires_at"],
        retention: "7d",
      }),
    );
    expect(planned.strategy).toBe("cursor");
    notWarned(planned, "no-clock-index");
    notWarned(planned, "no-age-index");
  });

  it("a computed clock lists its candidates too: the index on its first column bounds the list", async () => {
    const grants = () =>
      policies({
        name: "expired_grants",
        table: "age.grants",
        clock: { column: "created_at", plus: "expires_in", unit: "s" },
        retention: "7d",
      });
    const warning = warned(await plan(grants()), "no-age-index");
    expect(warning).toContain("its clock is computed");

    const [index] = await createdBy(warning, "age.grants");
    const after = await plan(grants());

    notWarned(after, "no-age-index");
    expect(explainOf(after, "candidate list (once per run)")).toMatch(
      new RegExp(`Index Scan using ${index} on grants c|Bitmap Index Scan on ${index}`),
    );
  });

  it("keep-newest with an age lists its candidates: an index on the clock bounds the list, and once it exists nothing more is asked", async () => {
    const newest = () =>
      policies({
        name: "newest_logins",
        table: "age.logins",
        clock: "created_at",
        retention: "7d",
        keep: { newest: 5, per: ["user_id"], by: "created_at" },
      });
    const warning = warned(await plan(newest()), "no-age-index");
    expect(warning).toContain("it keeps the newest rows of each group");

    const [index] = await createdBy(warning, "age.logins");
    const after = await plan(newest());

    // (It used to ask for the clock's index with the index there: a keep rule never walks it.)
    expect(after.strategy).toBe("cursor");
    notWarned(after, "no-age-index");
    notWarned(after, "no-clock-index");
    expect(after.warnings).toEqual([]);
    expect(explainOf(after, "candidate list (once per run)")).toContain(index);
  });
});

describe("no-reference-index: a foreign key into the table with no index on its referencing side", () => {
  beforeAll(async () => {
    await db.pool.query(`
      CREATE SCHEMA ref;
      CREATE TABLE ref.events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE INDEX ON ref.events (created_at);
      CREATE TABLE ref.notes (id bigint PRIMARY KEY, event_id bigint REFERENCES ref.events);
      INSERT INTO ref.events
        SELECT g, now() - interval '1 day' * CASE WHEN g % 100 = 0 THEN 40 ELSE g % 20 END
        FROM generate_series(1, 20000) g;
      INSERT INTO ref.notes SELECT g, 1 + (g * 7) % 20000 FROM generate_series(1, 50000) g;
      ANALYZE ref.events, ref.notes;`);
  });
  const rules = () =>
    policies({ name: "events", table: "ref.events", clock: "created_at", retention: "30d" });

  it("warned while each batch would scan the referencing table; the advised index serves the batch's check and the warning goes", async () => {
    const before = await plan(rules());
    const warning = warned(before, "no-reference-index");
    expect(warning).toContain('CREATE INDEX CONCURRENTLY ON "ref"."notes" ("event_id");');
    expect(before.references).toMatchObject([
      { constraint: "notes_event_id_fkey", indexed: false },
    ]);

    const [index] = await createdBy(warning, "ref.notes");
    const after = await plan(rules());

    notWarned(after, "no-reference-index");
    expect(after.references).toMatchObject([{ constraint: "notes_event_id_fkey", indexed: true }]);
    expect(explainOf(after, "batch")).toContain(index);
    expect(explainOf(after, "batch")).not.toContain("Seq Scan on notes");
  });
});

describe("no-reference-index, through a cascade and along a self-reference", () => {
  beforeAll(async () => {
    await db.pool.query(`
      CREATE SCHEMA ref2;
      CREATE TABLE ref2.batches (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE INDEX ON ref2.batches (created_at);
      CREATE TABLE ref2.batch_logs (id bigint PRIMARY KEY, batch_id bigint REFERENCES ref2.batches ON DELETE CASCADE);
      CREATE INDEX ON ref2.batch_logs (batch_id);
      CREATE TABLE ref2.batch_lines (id bigint PRIMARY KEY, log_id bigint REFERENCES ref2.batch_logs);
      CREATE TABLE ref2.chains (id bigint PRIMARY KEY, parent_id bigint REFERENCES ref2.chains, created_at timestamptz NOT NULL);
      CREATE INDEX ON ref2.chains (created_at);`);
  });

  it.each([
    [
      "a table a cascade reaches",
      { name: "batches", table: "ref2.batches", cascades: ["ref2.batch_logs"] },
      "batch_lines_log_id_fkey",
      'CREATE INDEX CONCURRENTLY ON "ref2"."batch_lines" ("log_id");',
      "ref2.batch_lines",
    ],
    [
      "the self-reference of leaf-first trees",
      { name: "chains", table: "ref2.chains" },
      "chains_parent_id_fkey",
      'CREATE INDEX CONCURRENTLY ON "ref2"."chains" ("parent_id");',
      "ref2.chains",
    ],
  ])("%s: asked for, and cleared by its advice", async (_, policy, constraint, advice, table) => {
    const rules = () => policies({ clock: "created_at", retention: "30d", ...policy });
    const warning = warned(await plan(rules()), "no-reference-index");
    expect(warning).toContain(`no index backs ${constraint}`);
    expect(warning).toContain(advice);

    await createdBy(warning, table);

    notWarned(await plan(rules()), "no-reference-index");
  });
});

describe("no-condition-index: a condition on related rows whose referencing side has no index", () => {
  beforeAll(async () => {
    // A redaction (its rows stay, so the reference is no reference to check): the condition alone.
    await db.pool.query(`
      CREATE SCHEMA cond;
      CREATE TABLE cond.accounts (id bigint PRIMARY KEY, email text, created_at timestamptz NOT NULL);
      CREATE INDEX ON cond.accounts (created_at);
      CREATE TABLE cond.posts (id bigint PRIMARY KEY, creator_id bigint NOT NULL REFERENCES cond.accounts);
      INSERT INTO cond.accounts
        SELECT g, 'a' || g || '@example.com', now() - interval '1 day' * CASE WHEN g % 100 = 0 THEN 40 ELSE g % 20 END
        FROM generate_series(1, 20000) g;
      INSERT INTO cond.posts SELECT g, 1 + (g * 7) % 20000 FROM generate_series(1, 50000) g;
      ANALYZE cond.accounts, cond.posts;`);
  });
  const rules = () =>
    policies({
      name: "silent_emails",
      table: "cond.accounts",
      mechanism: "redact",
      columns: { email: null },
      clock: "created_at",
      retention: "30d",
      where: [{ notExists: { table: "cond.posts" } }],
    });

  it("warned while each row's condition would scan the related table; the advised index serves it and the warning goes", async () => {
    const before = await plan(rules());
    const warning = warned(before, "no-condition-index");
    expect(warning).toContain('CREATE INDEX CONCURRENTLY ON "cond"."posts" ("creator_id");');
    notWarned(before, "no-reference-index");

    const [index] = await createdBy(warning, "cond.posts");
    const after = await plan(rules());

    notWarned(after, "no-condition-index");
    expect(explainOf(after, "batch")).toContain(index);
    expect(explainOf(after, "batch")).not.toContain("Seq Scan on posts");
  });
});

describe("no-keep-index: keep the newest N with no index on (group, by)", () => {
  beforeAll(async () => {
    await db.pool.query(`
      CREATE SCHEMA keep;
      CREATE TABLE keep.sessions (id bigint PRIMARY KEY, user_id int NOT NULL, created_at timestamptz NOT NULL);
      INSERT INTO keep.sessions SELECT g, g % 400, now() - interval '1 minute' * g FROM generate_series(1, 4000) g;
      -- Two rows alike, so that a unique index on (user_id, created_at) cannot be built.
      INSERT INTO keep.sessions SELECT 4001, user_id, created_at FROM keep.sessions WHERE id = 1;
      ANALYZE keep.sessions;`);
  });
  const rules = () =>
    policies({
      name: "beyond_three",
      table: "keep.sessions",
      keep: { newest: 3, per: ["user_id"], by: "created_at" },
    });

  it("warned without the index, and with one a failed CREATE INDEX CONCURRENTLY left invalid", async () => {
    warned(await plan(rules()), "no-keep-index");
    await expect(
      db.pool.query("CREATE UNIQUE INDEX CONCURRENTLY ON keep.sessions (user_id, created_at)"),
    ).rejects.toThrow(/could not create unique index/);
    expect(await indexesOf("keep.sessions")).toHaveLength(2);

    const warning = warned(await plan(rules()), "no-keep-index");

    expect(warning).toContain(
      'CREATE INDEX CONCURRENTLY ON "keep"."sessions" ("user_id", "created_at");',
    );
  });

  it("the advised index, created as printed: each row's count of newer rows reads it, and the warning goes", async () => {
    const warning = warned(await plan(rules()), "no-keep-index");
    const [index] = await createdBy(warning, "keep.sessions");
    const after = await plan(rules());

    notWarned(after, "no-keep-index");
    expect(explainOf(after, "candidate list (once per run)")).toContain(index);
  });
});

describe("no-tenant-index: a retention per tenant without an index on (tenant, clock)", () => {
  beforeAll(async () => {
    // Keycloak's events: each realm its own expiration (seconds), times in epoch milliseconds.
    await db.pool.query(`
      CREATE SCHEMA ten;
      CREATE TABLE ten.realm (id text PRIMARY KEY, events_expiration bigint);
      CREATE TABLE ten.event_entity (id text PRIMARY KEY, realm_id text, event_time bigint);
      CREATE INDEX ON ten.event_entity (event_time);
      INSERT INTO ten.realm SELECT 'r' || g, CASE WHEN g % 3 = 0 THEN 0 ELSE 86400 * g END FROM generate_series(1, 30) g;
      INSERT INTO ten.event_entity
        SELECT 'e' || g, 'r' || (1 + g % 30), (extract(epoch FROM now()) * 1000)::bigint - g::bigint * 3600000
        FROM generate_series(1, 20000) g;
      ANALYZE ten.realm, ten.event_entity;`);
  });
  const rules = () =>
    policies({
      name: "keycloak_events",
      table: "ten.event_entity",
      clock: "event_time",
      clockUnit: "epoch-ms",
      tenant: {
        column: "realm_id",
        table: "ten.realm",
        key: "id",
        retention: "events_expiration",
        unit: "s",
        never: { atMost: 0 },
      },
    });

  it("warned while a run reads every row against its tenant's cutoff; the advised index takes it tenant by tenant, and the warning goes", async () => {
    const before = await plan(rules());
    const warning = warned(before, "no-tenant-index");
    expect(warning).toContain(
      'CREATE INDEX CONCURRENTLY ON "ten"."event_entity" ("realm_id", "event_time");',
    );

    const [index] = await createdBy(warning, "ten.event_entity");
    const after = await plan(rules());

    notWarned(after, "no-tenant-index");
    expect(after.notes.join("\n")).toContain(
      "tenant by tenant along the index on (realm_id, event_time)",
    );
    expect(explainOf(after, "batch")).toContain(`Index Scan using ${index}`);
    // The tenant's index alone walks it: no index on the clock is asked for.
    await db.pool.query("DROP INDEX ten.event_entity_event_time_idx");
    const alone = await plan(rules());
    expect(alone.strategy).toBe("keyset");
    notWarned(alone, "no-clock-index");
    expect(alone.warnings).toEqual([]);
  });
});

describe("batch-full-scan: each batch scans the table although every index it needs exists", () => {
  beforeAll(async () => {
    await db.pool.query(`
      CREATE SCHEMA scan;
      CREATE TABLE scan.logs (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE INDEX ON scan.logs (created_at);
      INSERT INTO scan.logs
        SELECT g, now() - interval '1 day' * CASE WHEN g % 100 = 0 THEN 40 ELSE g % 20 END
        FROM generate_series(1, 20000) g;
      CREATE TABLE scan.grants (id bigint PRIMARY KEY, kind int NOT NULL, created_at timestamptz NOT NULL);
      CREATE INDEX ON scan.grants (created_at);
      CREATE INDEX ON scan.grants (kind, created_at);
      INSERT INTO scan.grants
        SELECT g, 1, now() - interval '1 hour' * CASE WHEN g % 100 = 0 THEN 24 * 30 ELSE g % 100 END
        FROM generate_series(1, 20000) g;
      CREATE TABLE scan.small (LIKE scan.logs INCLUDING ALL);
      INSERT INTO scan.small SELECT * FROM scan.logs WHERE id < 10000;
      CREATE TABLE scan.edge (LIKE scan.logs INCLUDING ALL);
      INSERT INTO scan.edge SELECT * FROM scan.logs WHERE id <= 10000;
      ANALYZE scan.logs, scan.grants, scan.small, scan.edge;
      GRANT USAGE ON SCHEMA scan TO ${role};
      GRANT SELECT, DELETE ON scan.logs, scan.small, scan.edge TO ${role};`);
  });
  const logs = (table = "scan.logs") =>
    policies({ name: "logs", table, clock: "created_at", retention: "30d" });
  const asRole = () => urlAsRole(db.url, role, "x");

  it.each([
    [
      "the database",
      () => `ALTER DATABASE ${db.name} SET enable_indexscan = off`,
      () => `enable_indexscan is off (database)`,
      () => `ALTER DATABASE "${db.name}" RESET enable_indexscan;`,
    ],
    [
      "the role",
      () => `ALTER ROLE ${role} SET enable_indexscan = off`,
      () => `enable_indexscan is off (user)`,
      () => `ALTER ROLE "${role}" RESET enable_indexscan;`,
    ],
    [
      "the role in this database",
      () => `ALTER ROLE ${role} IN DATABASE ${db.name} SET enable_indexscan = off`,
      () => `enable_indexscan is off (database user)`,
      () => `ALTER ROLE "${role}" IN DATABASE "${db.name}" RESET enable_indexscan;`,
    ],
  ])(
    "warned while index scans are off for %s, naming where; the RESET it advises, run as printed, brings the index back",
    async (_, off, said, advised) => {
      await db.pool.query(off());
      try {
        const before = await plan(logs(), asRole());
        expect(explainOf(before, "batch")).toContain("Seq Scan on logs c");
        const warning = warned(before, "batch-full-scan");
        expect(warning).toContain(said());
        expect(warning).toContain(advised());

        expect(await follow(warning)).toEqual([advised()]);
        const after = await plan(logs(), asRole());

        notWarned(after, "batch-full-scan");
        expect(explainOf(after, "batch")).toContain(
          "Index Scan using logs_created_at_idx on logs c",
        );
      } finally {
        await db.pool.query(`ALTER DATABASE ${db.name} RESET ALL`);
        await db.pool.query(`ALTER ROLE ${role} RESET ALL`);
        await db.pool.query(`ALTER ROLE ${role} IN DATABASE ${db.name} RESET ALL`);
      }
    },
  );

  it("from 10,000 rows on: a full scan of a smaller table is not worth a warning", async () => {
    await db.pool.query(`ALTER DATABASE ${db.name} SET enable_indexscan = off`);
    try {
      const edge = await plan(logs("scan.edge"));
      const small = await plan(logs("scan.small"));

      warned(edge, "batch-full-scan");
      expect(explainOf(small, "batch")).toContain("Seq Scan on small c");
      notWarned(small, "batch-full-scan");
    } finally {
      await db.pool.query(`ALTER DATABASE ${db.name} RESET enable_indexscan`);
    }
  });

  it("with every planner method on, the cost settings or statistics are named; the costs put back, not warned", async () => {
    // Keep-newest lists its candidates and looks them up by key; a random read priced at 10,000
    // sequential ones makes the lookup a scan.
    const newest = () =>
      policies({
        name: "newest_grants",
        table: "scan.grants",
        clock: "created_at",
        retention: "7d",
        keep: { newest: 5, per: ["kind"], by: "created_at" },
      });
    await db.pool.query(`ALTER DATABASE ${db.name} SET random_page_cost = 10000`);
    try {
      const warning = warned(await plan(newest()), "batch-full-scan");
      expect(warning).toContain("no planner method is off");
      expect(warning).toContain("random_page_cost");
    } finally {
      await db.pool.query(`ALTER DATABASE ${db.name} RESET random_page_cost`);
    }

    notWarned(await plan(newest()), "batch-full-scan");
  });

  it("not warned for a scan a Limit stops early: one big group's count of its newer rows", async () => {
    const planned = await plan(
      policies({
        name: "newest_grants",
        table: "scan.grants",
        clock: "created_at",
        retention: "7d",
        keep: { newest: 5, per: ["kind"], by: "created_at" },
      }),
    );

    expect(explainOf(planned, "batch")).toMatch(/Limit[^\n]*\n\s*->\s+Seq Scan on grants n1/);
    notWarned(planned, "batch-full-scan");
    expect(planned.warnings).toEqual([]);
  });
});

describe("statement-refused, guard-rule and guard-trigger: what PostgreSQL will refuse or change", () => {
  beforeAll(async () => {
    await db.pool.query(`
      CREATE SCHEMA grd;
      CREATE TABLE grd.docs (id int PRIMARY KEY, created_at timestamptz NOT NULL, deleted boolean NOT NULL DEFAULT false);
      CREATE INDEX ON grd.docs (created_at);
      CREATE TABLE grd.docs_audit (id int, at timestamptz);
      CREATE TABLE grd.pins (id int PRIMARY KEY, created_at timestamptz NOT NULL, pinned boolean NOT NULL);
      CREATE INDEX ON grd.pins (created_at);
      CREATE FUNCTION grd.keep_pinned() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF OLD.pinned THEN RETURN NULL; END IF; RETURN OLD; END $$;
      CREATE TRIGGER keep_pinned BEFORE DELETE ON grd.pins FOR EACH ROW EXECUTE FUNCTION grd.keep_pinned();
      CREATE TRIGGER stamp BEFORE INSERT ON grd.pins FOR EACH ROW EXECUTE FUNCTION grd.keep_pinned();
      INSERT INTO grd.docs SELECT g, now() - interval '40 days' FROM generate_series(1, 12000) g;
      CREATE TABLE grd.parted (id int, created_at timestamptz NOT NULL) PARTITION BY RANGE (created_at);
      CREATE TABLE grd.parted_all PARTITION OF grd.parted DEFAULT;
      CREATE INDEX ON grd.parted (created_at);
      INSERT INTO grd.pins SELECT g, now() - interval '40 days', g % 2 = 0 FROM generate_series(1, 10) g;
      ANALYZE grd.docs;`);
  });
  const docs = () =>
    policies({ name: "docs", table: "grd.docs", clock: "created_at", retention: "30d" });
  const pins = () =>
    policies({ name: "pins", table: "grd.pins", clock: "created_at", retention: "30d" });

  it.each([
    [
      "DO INSTEAD",
      "CREATE RULE soft_delete AS ON DELETE TO grd.docs DO INSTEAD UPDATE grd.docs SET deleted = true WHERE id = OLD.id",
      /^rule soft_delete on grd\.docs \(governed, DELETE\) replaces the statement \(DO INSTEAD\)/,
      ["batch"],
    ],
    [
      "DO ALSO",
      "CREATE RULE soft_delete AS ON DELETE TO grd.docs DO ALSO INSERT INTO grd.docs_audit VALUES (OLD.id, now())",
      /^rule soft_delete on grd\.docs \(governed, DELETE\) adds statements \(DO ALSO\)/,
      ["block range (physical order)", "batch"],
    ],
  ])(
    "a %s rule on DELETE: the rule named and the statements PostgreSQL refuses (a run would fail); neither once the rule is gone",
    async (_, rule, named, refused) => {
      await db.pool.query(rule);
      const before = await plan(docs());
      expect(before.warningCodes).toEqual([
        ...refused.map(() => "statement-refused"),
        "guard-rule",
      ]);
      expect(explainOf(before, "batch")).toMatch(/^refused: /);
      expect(warned(before, "guard-rule")).toMatch(named);
      expect(warnedAll(before, "statement-refused", refused.length)).toEqual(
        refused.map((label) =>
          expect.stringMatching(
            new RegExp(
              `^PostgreSQL refuses the ${label.replace(/[()]/g, "\\$&")} statement: .+; a run would fail$`,
            ),
          ),
        ),
      );

      await db.pool.query("DROP RULE soft_delete ON grd.docs");
      const after = await plan(docs());

      notWarned(after, "statement-refused");
      notWarned(after, "guard-rule");
      expect(after.warnings).toEqual([]);
    },
  );

  it("a lock while explaining is not a refusal: plan fails on the lock, and says nothing it did not see", async () => {
    // A partitioned table: no block ranges, so explaining the batch is the first thing that waits.
    const parted = policies({
      name: "parted",
      table: "grd.parted",
      clock: "created_at",
      retention: "30d",
    });
    expect((await plan(parted)).warnings).toEqual([]);
    const holder = await db.pool.connect();
    try {
      await holder.query("BEGIN; LOCK TABLE grd.parted IN ACCESS EXCLUSIVE MODE");
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      await client.query("SET lock_timeout = '200ms'");
      await expect(planPolicies(client, parted).finally(() => client.end())).rejects.toThrow(
        /lock timeout/,
      );
    } finally {
      await holder.query("ROLLBACK");
      holder.release();
    }
  });

  it("a BEFORE DELETE row trigger may refuse or skip rows: named while enabled; not once disabled, nor one on INSERT", async () => {
    const warning = warned(await plan(pins()), "guard-trigger");
    expect(warning).toMatch(
      /^trigger keep_pinned on grd\.pins \(governed, DELETE\) may refuse the statement \(RAISE\) or skip rows \(RETURN NULL\): CREATE TRIGGER keep_pinned BEFORE DELETE/,
    );
    expect(warning).not.toContain("stamp");

    await db.pool.query("ALTER TABLE grd.pins DISABLE TRIGGER keep_pinned");
    const after = await plan(pins());

    notWarned(after, "guard-trigger");
    expect(after.warnings).toEqual([]);
  });
});

describe("guard-row-security and vacuum-not-permitted: what this role may not do", () => {
  const password = "x";
  beforeAll(async () => {
    await db.pool.query(`
      CREATE SCHEMA rls;
      CREATE TABLE rls.contacts (id int PRIMARY KEY, created_at timestamptz NOT NULL, email text);
      INSERT INTO rls.contacts SELECT g, now() - interval '40 days', 'c' || g || '@example.com' FROM generate_series(1, 20) g;
      CREATE INDEX ON rls.contacts (created_at);
      CREATE POLICY everyone_reads ON rls.contacts FOR SELECT USING (true);
      CREATE POLICY even_only ON rls.contacts FOR UPDATE USING (id % 2 = 0);
      CREATE TABLE rls.visits (id int PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE INDEX ON rls.visits (created_at);
      INSERT INTO rls.visits SELECT g, now() - interval '40 days' FROM generate_series(1, 20) g;
      GRANT USAGE ON SCHEMA rls TO ${role};
      GRANT SELECT, UPDATE (email) ON rls.contacts TO ${role};
      GRANT SELECT, DELETE ON rls.visits TO ${role};`);
  });
  const asRole = () => urlAsRole(db.url, role, password);

  it("row security that hides rows from the role's UPDATE: named while on; not once it is off", async () => {
    const redact = () =>
      policies({
        name: "contacts",
        table: "rls.contacts",
        mechanism: "redact",
        columns: { email: null },
        clock: "created_at",
        retention: "30d",
      });
    await db.pool.query("ALTER TABLE rls.contacts ENABLE ROW LEVEL SECURITY");
    expect(warned(await plan(redact(), asRole()), "guard-row-security")).toMatch(
      /^row-security even_only on rls\.contacts \(governed, UPDATE\) hides the rows its USING excludes from this role's UPDATE: they are never updated/,
    );

    await db.pool.query("ALTER TABLE rls.contacts DISABLE ROW LEVEL SECURITY");
    const after = await plan(redact(), asRole());

    notWarned(after, "guard-row-security");
    expect(after.warnings).toEqual([]);
  });

  it("vacuumAfter on a table the role may not vacuum: said, with who may; not once the role owns it", async () => {
    const visits = () =>
      policies({
        name: "visits",
        table: "rls.visits",
        clock: "created_at",
        retention: "30d",
        vacuumAfter: true,
      });
    expect(warned(await plan(visits(), asRole()), "vacuum-not-permitted")).toContain(
      'this role may not vacuum the table (its owner, the database\'s owner or, on PostgreSQL 17, a holder of MAINTAIN may): have one of them run VACUUM (ANALYZE) "rls"."visits"',
    );
    notWarned(await plan(visits()), "vacuum-not-permitted"); // its owner's plan

    await db.pool.query(`ALTER TABLE rls.visits OWNER TO ${role}`);
    const after = await plan(visits(), asRole());

    notWarned(after, "vacuum-not-permitted");
  });
});

describe("default-partition: drop-partitions with a default partition", () => {
  beforeAll(async () => {
    await db.pool.query(`
      CREATE SCHEMA prt;
      CREATE TABLE prt.log (id bigint, created_at timestamptz NOT NULL) PARTITION BY RANGE (created_at);
      CREATE TABLE prt.log_2020 PARTITION OF prt.log FOR VALUES FROM ('2020-01-01') TO ('2020-02-01');
      CREATE TABLE prt.log_2021 PARTITION OF prt.log FOR VALUES FROM ('2021-01-01') TO ('2021-02-01');
      CREATE TABLE prt.log_rest PARTITION OF prt.log DEFAULT;
      INSERT INTO prt.log VALUES (1, '2020-01-15'), (2, '2021-01-15'), (3, now());`);
  });
  const rules = () =>
    policies({
      name: "log",
      table: "prt.log",
      mechanism: "drop-partitions",
      clock: "created_at",
      retention: "12 months",
    });

  it("warned while one exists, and PostgreSQL refuses a concurrent detach then, as it says; once it is gone, not warned and the detach is concurrent", async () => {
    expect(warned(await plan(rules()), "default-partition")).toContain(
      "DETACH ... CONCURRENTLY is not allowed",
    );
    await expect(
      db.pool.query("ALTER TABLE prt.log DETACH PARTITION prt.log_2020 CONCURRENTLY"),
    ).rejects.toThrow(/default partition/);

    await db.pool.query("ALTER TABLE prt.log DETACH PARTITION prt.log_rest");
    const after = await plan(rules());

    notWarned(after, "default-partition");
    expect(after.warnings).toEqual([]);
    await db.pool.query("ALTER TABLE prt.log DETACH PARTITION prt.log_2020 CONCURRENTLY");
  });
});

describe("change-stream-refused: changeStream skip where it cannot run", () => {
  beforeAll(async () => {
    await db.pool.query(`
      CREATE SCHEMA cst;
      CREATE TABLE cst.events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE INDEX ON cst.events (created_at);
      GRANT USAGE ON SCHEMA cst TO ${role};
      GRANT SELECT, DELETE ON cst.events TO ${role};`);
  });
  const events = (changeStream: string) =>
    policies({
      name: "events",
      table: "cst.events",
      clock: "created_at",
      retention: "30d",
      changeStream,
    });
  const asRole = () => urlAsRole(db.url, role, "x");

  it("warned for a role without the origin grants (or a server before 16), naming why; not for mark; on 16+, not once the grants are given", async () => {
    const version = Number(
      (await db.pool.query<{ v: string }>("SELECT current_setting('server_version_num') AS v"))
        .rows[0]?.v,
    );
    expect(warned(await plan(events("skip"), asRole()), "change-stream-refused")).toMatch(
      version < 160_000
        ? /^a run would be refused: skip needs PostgreSQL 16 or later/
        : /^a run would be refused: skip needs EXECUTE on pg_replication_origin_create\(text\)/,
    );
    const marked = await plan(events("mark"), asRole());
    notWarned(marked, "change-stream-refused");
    expect(marked.changeStream).toBe("mark");
    if (version < 160_000) return;
    await db.pool.query(
      `GRANT EXECUTE ON FUNCTION pg_replication_origin_create(text), pg_replication_origin_session_setup(text), pg_replication_origin_session_reset() TO ${role}`,
    );
    notWarned(await plan(events("skip"), asRole()), "change-stream-refused");
  });
});

describe("status values: absent from every row, or not checked for a lock", () => {
  beforeAll(async () => {
    await db.pool.query(`
      CREATE SCHEMA sts;
      CREATE TABLE sts.sessions (id int PRIMARY KEY, status text NOT NULL, updated_at timestamptz NOT NULL);
      CREATE INDEX ON sts.sessions (updated_at);
      CREATE TABLE sts.checked (id int PRIMARY KEY, status text NOT NULL CHECK (status IN ('Active', 'Revoked')), updated_at timestamptz NOT NULL);
      CREATE INDEX ON sts.checked (updated_at);
      INSERT INTO sts.sessions SELECT g, CASE WHEN g % 2 = 0 THEN 'Active' ELSE 'Revoked' END, now() - interval '40 days' FROM generate_series(1, 20) g;
      INSERT INTO sts.checked SELECT * FROM sts.sessions;`);
  });
  const sessions = (table: string, values: string[]) =>
    policies({
      name: "sessions",
      table,
      clock: "updated_at",
      retention: "30d",
      status: { column: "status", values },
    });

  it("a value no row has (a rename the rule missed): warned; the value as the rows write it: not", async () => {
    const warning = warned(await plan(sessions("sts.sessions", ["Revokd"])), "status-value-absent");
    expect(warning).toBe(
      'status value "Revokd" matches no row of sts.sessions.status: renamed in a migration?',
    );

    const after = await plan(sessions("sts.sessions", ["Revoked"]));

    notWarned(after, "status-value-absent");
    expect(after.warnings).toEqual([]);
  });

  /**
   * plan with `table` locked (ACCESS EXCLUSIVE, another session) until plan's session has given up
   * waiting on the statement `waiting` matches (its lock_timeout): then the lock goes, and the plan
   * goes on unhindered. Its session waits at most `lock_timeout` for a lock, as a run's does.
   */
  async function planLocked(table: string, waiting: RegExp, rules: Policy[]) {
    const holder = await db.pool.connect();
    const client = new pg.Client({ connectionString: db.url });
    try {
      await holder.query(`BEGIN; LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
      await client.connect();
      await client.query("SET lock_timeout = '1s'");
      const pid = (await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!
        .pid;
      let settled = false;
      const planning = planPolicies(client, rules).finally(() => {
        settled = true;
      });
      let seen = false;
      for (const started = Date.now(); !settled && Date.now() - started < 30_000; ) {
        const { rows } = await db.pool.query<{ query: string; wait: string | null }>(
          "SELECT query, wait_event_type AS wait FROM pg_stat_activity WHERE pid = $1",
          [pid],
        );
        const waitingNow = rows[0]?.wait === "Lock" && waiting.test(rows[0].query);
        if (seen && !waitingNow) break;
        seen ||= waitingNow;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(seen).toBe(true);
      await holder.query("COMMIT");
      return (await planning)[0]!;
    } finally {
      await holder.query("ROLLBACK").catch(() => undefined);
      holder.release();
      await client.end();
    }
  }

  it("which values occur cannot be read while the table is locked: said; the next plan reads them", async () => {
    const rules = sessions("sts.sessions", ["Revoked"]);
    const locked = await planLocked("sts.sessions", /^SELECT v AS value FROM unnest/, rules);
    expect(warned(locked, "status-values-unchecked")).toBe(
      "could not check which status values occur (canceling statement due to lock timeout (SQLSTATE 55P03))",
    );
    notWarned(locked, "preflight-unchecked"); // no CHECK to read

    const after = await plan(rules);

    notWarned(after, "status-values-unchecked");
    expect(after.warnings).toEqual([]);
  });

  it("the status column's CHECK cannot be read while the table is locked: the preflight says what it did not check; the next plan checks it", async () => {
    const rules = sessions("sts.checked", ["Revoked"]);
    const locked = await planLocked("sts.checked", /^SELECT t\.typname::text AS type_name/, rules);
    expect(warned(locked, "preflight-unchecked")).toBe(
      "could not read the CHECK constraints of sts.checked (the table is locked), so the status values were not checked against them",
    );
    notWarned(locked, "status-values-unchecked"); // the lock had gone by then

    const after = await plan(rules);

    notWarned(after, "preflight-unchecked");
    expect(after.warnings).toEqual([]);
  });
});

describe("the command line", () => {
  it("prints each warning with its code, and --json gives the codes beside the warnings, in their order", async () => {
    await db.pool.query(`
      CREATE SCHEMA cli;
      CREATE TABLE cli.audit (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE TABLE cli.notes (id bigint PRIMARY KEY, audit_id bigint REFERENCES cli.audit);`);
    const dir = await mkdtemp(join(tmpdir(), "plan-advice-"));
    const file = join(dir, "retention.json");
    await writeFile(
      file,
      JSON.stringify({
        policies: [
          { name: "audit", table: "cli.audit", clock: "created_at", retention: "30d", owner: "t" },
        ],
      }),
    );
    const env = { DATABASE_URL: db.url };

    const text = await runCli(["plan", "--config", file], env);
    const json = await runCli(["plan", "--config", file, "--json"], env);

    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(
      /^WARNING \[no-reference-index\]: no index backs notes_audit_id_fkey/m,
    );
    expect(text.stdout).toMatch(/^WARNING \[no-clock-index\]: no index leads with the clock/m);
    const [planned] = (JSON.parse(json.stdout) as { policies: PolicyPlan[] }).policies;
    expect(planned!.warningCodes).toEqual(["no-reference-index", "no-clock-index"]);
    expect(planned!.warnings).toHaveLength(2);
    expect(planned!.warnings[1]).toMatch(/^no index leads with the clock column/);
  });
});

describe("every warning plan can print", () => {
  it("was shown both ways above, and docs/dry-run.md lists it", async () => {
    const codes = Object.keys(PLAN_WARNINGS).sort();
    const docs = await readFile(join(import.meta.dirname, "../../docs/dry-run.md"), "utf8");

    expect([...warnedCodes].sort()).toEqual(codes);
    expect([...clearedCodes].sort()).toEqual(codes);
    expect(codes.filter((code) => !docs.includes(`\`${code}\``))).toEqual([]);
  });
});
