// What the database will refuse or change is foreseen: `plan` and the dry run list the triggers,
// rules and row security on every table a policy's statements reach, and the dry run (a rehearsal
// of the real statements, rolled back) says what they do: a trigger that raises ("would fail:" and
// its message, as the run then fails), one that returns NULL (rows skipped), a DO INSTEAD rule,
// a row-security policy that hides rows from a redaction's UPDATE. Nothing changes in a dry run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { planPolicies, runRetention } from "../../functions/engine/index.js";
import {
  createTestDatabase,
  grantRegisterSql,
  poolAsRole,
  type TestDatabase,
} from "../helpers/db.js";

let db: TestDatabase;
const role = `refusals_${process.pid}`;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE SCHEMA r;
    CREATE TABLE r.guarded (id int PRIMARY KEY, created_at timestamptz NOT NULL);
    CREATE TABLE r.guarded_child (id int PRIMARY KEY, guarded_id int NOT NULL REFERENCES r.guarded ON DELETE CASCADE);
    CREATE FUNCTION r.refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'rows of % are removed by the archiver only', TG_TABLE_NAME; END $$;
    CREATE TRIGGER no_plain_delete BEFORE DELETE ON r.guarded_child FOR EACH ROW EXECUTE FUNCTION r.refuse();
    INSERT INTO r.guarded SELECT g, now() - interval '40 days' FROM generate_series(1, 30) g;
    INSERT INTO r.guarded_child SELECT g, g FROM generate_series(1, 30) g;

    CREATE TABLE r.pinned (id int PRIMARY KEY, created_at timestamptz NOT NULL, pinned boolean NOT NULL);
    CREATE FUNCTION r.keep_pinned() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF OLD.pinned THEN RETURN NULL; END IF; RETURN OLD; END $$;
    CREATE TRIGGER keep_pinned BEFORE DELETE ON r.pinned FOR EACH ROW EXECUTE FUNCTION r.keep_pinned();
    INSERT INTO r.pinned SELECT g, now() - interval '40 days', g % 3 = 0 FROM generate_series(1, 90) g;

    CREATE TABLE r.docs (id int PRIMARY KEY, created_at timestamptz NOT NULL, deleted boolean NOT NULL DEFAULT false);
    CREATE RULE soft_delete AS ON DELETE TO r.docs DO INSTEAD UPDATE r.docs SET deleted = true WHERE id = OLD.id;
    INSERT INTO r.docs SELECT g, now() - interval '40 days' FROM generate_series(1, 10) g;

    CREATE TABLE r.contacts (id int PRIMARY KEY, created_at timestamptz NOT NULL, email text);
    INSERT INTO r.contacts SELECT g, now() - interval '40 days', 'c' || g || '@example.com' FROM generate_series(1, 20) g;
    ALTER TABLE r.contacts ENABLE ROW LEVEL SECURITY;
    CREATE POLICY everyone_reads ON r.contacts FOR SELECT USING (true);
    CREATE POLICY even_only ON r.contacts FOR UPDATE USING (id % 2 = 0);`);
  await db.admin(`DROP ROLE IF EXISTS ${role}; CREATE ROLE ${role} LOGIN PASSWORD 'x'`);
  await db.pool.query(`
    GRANT USAGE ON SCHEMA r TO ${role};
    GRANT SELECT, UPDATE (email) ON r.contacts TO ${role};`);
});
afterAll(async () => {
  await db.drop();
  await db.admin(`DROP ROLE IF EXISTS ${role}`);
});

const policies = (...list: Record<string, unknown>[]) =>
  parseRetentionTable({
    policies: list.map((each) => ({ owner: "t", clock: "created_at", retention: "30d", ...each })),
  }).policies;

async function rowsOf(sql: string): Promise<unknown[]> {
  return (await db.pool.query(sql)).rows;
}

async function plan(rules: ReturnType<typeof policies>) {
  const client = await db.pool.connect();
  try {
    return await planPolicies(client, rules);
  } finally {
    client.release();
  }
}

describe("a trigger that raises on a cascaded table", () => {
  const rules = () =>
    policies(
      { name: "guarded", table: "r.guarded", cascades: ["r.guarded_child"] },
      { name: "pinned", table: "r.pinned" },
    );

  it("plan lists it; the dry run says the policy would fail with its message, and goes on", async () => {
    const [guarded] = await plan(rules());
    expect(guarded?.warnings).toContainEqual(
      expect.stringMatching(
        /^trigger no_plain_delete on r\.guarded_child \(cascaded, DELETE\) may refuse the statement \(RAISE\) or skip rows \(RETURN NULL\): CREATE TRIGGER no_plain_delete BEFORE DELETE/,
      ),
    );

    const dry = await runRetention({ pool: db.enginePool(), policies: rules(), dryRun: true });

    const [first, second] = dry.policies;
    expect(first).toMatchObject({ outcome: "failed", deleted: 0 });
    expect(first?.error).toMatch(
      /^would fail: .*rows of guarded_child are removed by the archiver only/,
    );
    expect(first?.guards?.map((guard) => [guard.table, guard.reach, guard.name])).toEqual([
      ["r.guarded_child", "cascaded", "no_plain_delete"],
    ]);
    expect(second).toMatchObject({ name: "pinned", outcome: "completed", error: null });
    expect(await rowsOf("SELECT count(*)::int AS n FROM r.guarded")).toEqual([{ n: 30 }]);
  });

  it("a prediction (read-only counts) still tries the real statement on a few rows, and says it would fail", async () => {
    const dry = await runRetention({
      pool: db.enginePool(),
      policies: rules(),
      dryRun: true,
      dryRunMethod: "prediction",
    });

    expect(dry.policies[0]).toMatchObject({
      outcome: "failed",
      dryRun: { method: "prediction", exact: false },
    });
    expect(dry.policies[0]?.error).toMatch(/^would fail: .*removed by the archiver only/);
    expect(dry.policies[1]).toMatchObject({ name: "pinned", outcome: "completed", error: null });
    expect(await rowsOf("SELECT count(*)::int AS n FROM r.guarded_child")).toEqual([{ n: 30 }]);
  });

  it("the run then fails as the dry run said, with the same message", async () => {
    const dry = await runRetention({ pool: db.enginePool(), policies: rules(), dryRun: true });
    const real = await runRetention({ pool: db.enginePool(), policies: rules() });

    expect(real.policies[0]?.outcome).toBe("failed");
    expect(dry.policies[0]?.error).toBe(`would fail: ${real.policies[0]?.error}`);
    expect(await rowsOf("SELECT count(*)::int AS n FROM r.guarded")).toEqual([{ n: 30 }]);
  });
});

describe("a trigger that skips rows (RETURN NULL)", () => {
  it("the dry run says what the run then deletes: the rows the trigger lets go", async () => {
    await db.pool.query("DROP TABLE r.guarded_child; DROP TABLE r.guarded");
    const oracle = await rowsOf("SELECT count(*)::int AS n FROM r.pinned WHERE NOT pinned");
    const rules = policies({ name: "pinned", table: "r.pinned" });

    const dry = await runRetention({ pool: db.enginePool(), policies: rules, dryRun: true });
    const real = await runRetention({ pool: db.enginePool(), policies: rules });

    expect([{ n: dry.policies[0]?.backlog }]).toEqual(oracle);
    expect([{ n: real.policies[0]?.deleted }]).toEqual(oracle);
    expect(dry.policies[0]?.guards?.[0]).toMatchObject({ name: "keep_pinned", reach: "governed" });
    expect(await rowsOf("SELECT count(*)::int AS n FROM r.pinned")).toEqual([{ n: 30 }]);
  });
});

describe("a DO INSTEAD rule on DELETE", () => {
  it("plan lists it as replacing the statement; the dry run's outcome is the run's", async () => {
    const rules = policies({ name: "docs", table: "r.docs" });
    const [planned] = await plan(rules);
    expect(planned?.warnings).toContainEqual(
      expect.stringMatching(
        /^rule soft_delete on r\.docs \(governed, DELETE\) replaces the statement/,
      ),
    );

    const dry = await runRetention({ pool: db.enginePool(), policies: rules, dryRun: true });
    const afterDry = await rowsOf("SELECT count(*)::int AS n FROM r.docs WHERE deleted");
    const real = await runRetention({ pool: db.enginePool(), policies: rules });

    expect(afterDry).toEqual([{ n: 0 }]);
    expect(dry.policies[0]?.outcome).toBe(real.policies[0]?.outcome);
    expect(dry.policies[0]?.error).toBe(
      real.policies[0]?.error === null ? null : `would fail: ${real.policies[0]?.error}`,
    );
    expect(dry.policies[0]?.backlog).toBe(real.policies[0]?.deleted);
  });
});

describe("row security that hides rows from a redaction's UPDATE", () => {
  it("plan and the dry run name the policy; the dry run says the run would fail, as it then does, and redacts nothing", async () => {
    await db.pool.query(grantRegisterSql(role));
    const pool = poolAsRole(db.url, role, "x");
    const rules = policies({
      name: "contacts",
      table: "r.contacts",
      mechanism: "redact",
      columns: { email: null },
    });
    try {
      const dry = await runRetention({ pool, policies: rules, dryRun: true });
      const real = await runRetention({ pool, policies: rules });

      expect(dry.policies[0]?.guards).toMatchObject([
        {
          kind: "row-security",
          name: "even_only",
          statement: "UPDATE",
          effect:
            "hides the rows its USING excludes from this role's UPDATE: they are never updated",
        },
      ]);
      expect(real.policies[0]).toMatchObject({ outcome: "failed", redacted: 0 });
      expect(real.policies[0]?.error).toMatch(
        /row-level security is enabled on r\.contacts .* its UPDATEs would silently match only what the RLS policies allow, and 0 redacted/,
      );
      expect(dry.policies[0]?.error).toBe(`would fail: ${real.policies[0]?.error}`);
      expect(await rowsOf("SELECT count(*)::int AS n FROM r.contacts WHERE email IS NULL")).toEqual(
        [{ n: 0 }],
      );
    } finally {
      await pool.end();
    }
  });
});
