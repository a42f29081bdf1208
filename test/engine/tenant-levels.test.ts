// A retention of more than two levels (a thread's over its channel's over its organization's,
// test/schemas/tenant-levels.ts) on real PostgreSQL against a plain SQL oracle: NULL inherits and
// a "for ever" value keeps at each level, an opted-out thread keeps, rows of no thread go by the
// default; tenant by tenant along the (thread_id, created_at) index, the dry run equal to the run.
// A chain that goes round (a cycle) or is longer than MAX_TENANT_LEVELS is refused by its field,
// nothing deleted.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { MAX_TENANT_LEVELS } from "../../functions/contract/tenant.js";
import { runRetention } from "../../functions/engine/index.js";
import {
  applyMaintenanceRole,
  planMaintenanceRole,
} from "../../functions/engine/plan/provision.js";
import { createTestDatabase, idsOf, poolAsRole, type TestDatabase } from "../helpers/db.js";
import { runChangedMidway } from "../helpers/rules.js";
import { chatExpiredSql, chatPolicy, chatSchemaSql } from "../schemas/tenant-levels.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(chatSchemaSql);
});
afterAll(() => db.drop());

const policies = (...list: Record<string, unknown>[]) =>
  parseRetentionTable({ policies: list }).policies;

const ids = (sql: string, values: unknown[] = []) => idsOf(db.pool, sql, values);

/** A dry run, then the run, at `at`: both reports and the ids the run took (sorted). */
async function dryThenRun(rules: ReturnType<typeof policies>, at: Date) {
  const before = await ids("SELECT id FROM chat.messages");
  const dry = await runRetention({ pool: db.enginePool(), policies: rules, dryRun: true, now: at });
  const run = await runRetention({ pool: db.enginePool(), policies: rules, now: at });
  const after = new Set(await ids("SELECT id FROM chat.messages"));
  return { dry, run, gone: before.filter((id) => !after.has(id)) };
}

/**
 * Four organizations (days NULL, 0, 30, -5), four channels each (days NULL, -1, 10, 0), four
 * threads each (hours NULL, -1, 72, and one opted out), messages over 400 days, some of no thread.
 */
const chatRows = `
  TRUNCATE chat.messages, chat.threads, chat.channels, chat.organizations RESTART IDENTITY;
  INSERT INTO chat.organizations (name, message_retention_days, created_at, updated_at)
    SELECT 'org ' || g, (ARRAY[NULL, 0, 30, -5])[g], now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM generate_series(1, 4) g;
  INSERT INTO chat.channels (organization_id, name, retention_days, created_at, updated_at)
    SELECT 1 + (g - 1) / 4, 'channel ' || g, (ARRAY[NULL, -1, 10, 0])[1 + (g - 1) % 4], now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM generate_series(1, 16) g;
  INSERT INTO chat.threads (channel_id, title, retention_hours, retention_enabled, created_at, updated_at)
    SELECT 1 + (g - 1) / 4, 'thread ' || g, (ARRAY[NULL, -1, 72, NULL])[1 + (g - 1) % 4], (g - 1) % 4 <> 3,
      now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM generate_series(1, 64) g;
  INSERT INTO chat.messages (thread_id, body, created_at, updated_at)
    SELECT nullif(g % 65, 0), 'message ' || g,
      (now() AT TIME ZONE 'UTC') - ((g * 7) % (400 * 24)) * interval '1 hour' - interval '13 minutes', now() AT TIME ZONE 'UTC'
    FROM generate_series(1, 6500) g;
  ANALYZE chat.messages;`;

/** Which level decides each message, as the oracle reads the levels: due and kept rows of each. */
const decidedBySql = `
SELECT CASE WHEN m.thread_id IS NULL THEN 'no thread' WHEN NOT t.retention_enabled THEN 'opted out'
            WHEN t.retention_hours IS NOT NULL THEN 'thread' WHEN c.retention_days IS NOT NULL THEN 'channel'
            WHEN o.message_retention_days IS NOT NULL THEN 'organization' ELSE 'default' END AS level,
       count(*) FILTER (WHERE e.id IS NOT NULL)::int AS due, count(*) FILTER (WHERE e.id IS NULL)::int AS kept
FROM chat.messages m LEFT JOIN chat.threads t ON t.id = m.thread_id
LEFT JOIN chat.channels c ON c.id = t.channel_id LEFT JOIN chat.organizations o ON o.id = c.organization_id
LEFT JOIN (${chatExpiredSql}) e ON e.id = m.id
GROUP BY 1 ORDER BY 1`;

describe("three levels: a thread's retention over its channel's over its organization's", () => {
  it("deletes what the app's rule says in SQL, each level deciding where those below are NULL; the dry run said so", async () => {
    await db.pool.query(chatRows);
    const { rows: now } = await db.pool.query<{ now: Date }>("SELECT now() AS now");
    const at = now[0]!.now;
    const expected = await ids(chatExpiredSql, [at, "180 days"]);
    const { rows: levels } = await db.pool.query<{ level: string; due: number; kept: number }>(
      decidedBySql,
      [at, "180 days"],
    );
    // Every level decides some rows both ways (its retention, or its "for ever"), but the opt-out.
    expect(levels.map((each) => each.level)).toEqual([
      "channel",
      "default",
      "no thread",
      "opted out",
      "organization",
      "thread",
    ]);
    for (const each of levels)
      expect([each.level, each.due > 0, each.kept > 0]).toEqual([
        each.level,
        each.level !== "opted out",
        true,
      ]);
    const rules = policies(chatPolicy);
    const { dry, run, gone } = await dryThenRun(rules, at);
    expect(gone).toEqual(expected);
    const report = run.policies[0]!;
    expect(report.outcome).toBe("completed");
    expect(report.deleted).toBe(expected.length);
    expect(dry.policies[0]!.backlog).toBe(expected.length);
    // Tenant by tenant along the index: per-thread figures, every thread with a cutoff counted.
    const { rows: cut } = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat.threads t JOIN chat.channels c ON c.id = t.channel_id
       JOIN chat.organizations o ON o.id = c.organization_id
       WHERE t.retention_enabled AND CASE WHEN t.retention_hours IS NOT NULL THEN t.retention_hours <> -1
         WHEN c.retention_days IS NOT NULL THEN c.retention_days NOT IN (-1, 0)
         WHEN o.message_retention_days IS NOT NULL THEN o.message_retention_days > 0 ELSE true END`,
    );
    expect(report.tenants?.count).toBe(cut[0]!.n + 1); // and the rows of no thread
    const lost = (report.tenants?.listed ?? []).reduce((sum, each) => sum + each.deleted, 0);
    expect(lost).toBe(expected.length);
    const again = await runRetention({ pool: db.enginePool(), policies: rules });
    expect(again.policies[0]!.deleted).toBe(0);
  });
});

describe("three levels under provision-role's maintenance role", () => {
  it("is granted what the cutoffs read of every level (the channel's and the organization's too), and runs exact", async () => {
    await db.pool.query(chatRows);
    const rules = policies(chatPolicy);
    const role = `levels_${process.pid}`;
    const client = await db.pool.connect();
    try {
      const plan = await planMaintenanceRole(client, role, rules);
      const grants = plan.statements.join("\n");
      for (const table of ["channels", "organizations"])
        expect(grants).toMatch(new RegExp(`GRANT SELECT \\([^)]*\\) ON "chat"\\."${table}"`));
      await applyMaintenanceRole(client, plan);
      await client.query(`ALTER ROLE ${role} PASSWORD 'x'`);
    } finally {
      client.release();
    }
    const { rows: now } = await db.pool.query<{ now: Date }>("SELECT now() AS now");
    const at = now[0]!.now;
    const expected = await ids(chatExpiredSql, [at, "180 days"]);
    const pool = poolAsRole(db.url, role, "x");
    try {
      const run = await runRetention({ pool, policies: rules, now: at });
      expect(run.policies[0]).toMatchObject({ error: null, deleted: expected.length });
    } finally {
      await pool.end();
    }
    expect(await ids(chatExpiredSql, [at, "180 days"])).toEqual([]);
  });
});

/** Organizations, channels, threads and messages as given (each a number of the level above, 1-based). */
async function chatLevels(levels: {
  orgs: (number | null)[];
  channels: { org: number; days: number | null }[];
  threads: { channel: number; hours: number | null; enabled: boolean }[];
  messages: { thread: number | null; ageHours: number }[];
}): Promise<void> {
  const stamp = "now() AT TIME ZONE 'UTC'";
  await db.pool.query(
    "TRUNCATE chat.messages, chat.threads, chat.channels, chat.organizations RESTART IDENTITY",
  );
  await db.pool.query(
    `INSERT INTO chat.organizations (name, message_retention_days, created_at, updated_at)
     SELECT 'org ' || o, d, ${stamp}, ${stamp} FROM unnest($1::int[]) WITH ORDINALITY AS x(d, o)`,
    [levels.orgs],
  );
  await db.pool.query(
    `INSERT INTO chat.channels (organization_id, name, retention_days, created_at, updated_at)
     SELECT o, 'channel', d, ${stamp}, ${stamp} FROM unnest($1::int[], $2::int[]) AS x(o, d)`,
    [levels.channels.map((each) => each.org), levels.channels.map((each) => each.days)],
  );
  await db.pool.query(
    `INSERT INTO chat.threads (channel_id, retention_hours, retention_enabled, created_at, updated_at)
     SELECT c, h, e, ${stamp}, ${stamp} FROM unnest($1::int[], $2::int[], $3::boolean[]) AS x(c, h, e)`,
    [
      levels.threads.map((each) => each.channel),
      levels.threads.map((each) => each.hours),
      levels.threads.map((each) => each.enabled),
    ],
  );
  await db.pool.query(
    `INSERT INTO chat.messages (thread_id, body, created_at, updated_at)
     SELECT t, 'message', ${stamp} - a * interval '1 hour' - interval '13 minutes', ${stamp}
     FROM unnest($1::bigint[], $2::int[]) AS x(t, a)`,
    [levels.messages.map((each) => each.thread), levels.messages.map((each) => each.ageHours)],
  );
  await db.pool.query("ANALYZE chat.messages");
}

describe("random settings at every level (fast-check)", () => {
  it("what goes is what the SQL rule says, with or without a default; the dry run says the same", async () => {
    const pick = <T>(values: T[]) => fc.option(fc.constantFrom(...values), { nil: null });
    await fc.assert(
      fc.asyncProperty(
        fc.array(pick([-3, 0, 2, 30]), { minLength: 1, maxLength: 3 }),
        fc.array(fc.record({ org: fc.nat(9), days: pick([-1, 0, 1, 20]) }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.array(
          fc.record({
            channel: fc.nat(9),
            hours: pick([-1, 0, 1, 48, 2000]),
            enabled: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.array(
          fc.record({ thread: fc.option(fc.nat(9), { nil: null }), ageHours: fc.nat(24 * 400) }),
          {
            maxLength: 120,
          },
        ),
        fc.boolean(),
        async (orgs, channels, threads, messages, withDefault) => {
          // Each level names a row of the level above (the foreign keys), or a message none.
          await chatLevels({
            orgs,
            channels: channels.map((each) => ({ ...each, org: 1 + (each.org % orgs.length) })),
            threads: threads.map((each) => ({
              ...each,
              channel: 1 + (each.channel % channels.length),
            })),
            messages: messages.map((each) => ({
              ...each,
              thread: each.thread === null ? null : 1 + (each.thread % threads.length),
            })),
          });
          const { rows } = await db.pool.query<{ now: Date }>("SELECT now() AS now");
          const at = rows[0]!.now;
          const { retention: _default, ...withoutDefault } = chatPolicy;
          const rules = policies(withDefault ? chatPolicy : withoutDefault);
          const expected = await ids(chatExpiredSql, [at, withDefault ? "180 days" : null]);
          const { dry, run, gone } = await dryThenRun(rules, at);
          expect(gone).toEqual(expected);
          expect(run.policies[0]!.deleted).toBe(expected.length);
          expect(dry.policies[0]!.backlog).toBe(expected.length);
        },
      ),
      { numRuns: 10 },
    );
  });
});

describe("a race: an organization changes its setting while the run is under way", () => {
  it("the run keeps the cutoffs it read at its start, all levels in one statement; the next run takes the new setting", async () => {
    await db.pool.query(chatRows);
    const { rows: now } = await db.pool.query<{ now: Date }>("SELECT now() AS now");
    const at = now[0]!.now;
    const expected = await ids(chatExpiredSql, [at, "180 days"]);
    const before = await ids("SELECT id FROM chat.messages");
    // After the first batch: every channel inherits, every organization keeps one day.
    const run = await runChangedMidway(
      db,
      { policies: policies(chatPolicy), now: at, batchSize: 20, pauseMs: 20 },
      "UPDATE chat.channels SET retention_days = NULL; UPDATE chat.organizations SET message_retention_days = 1",
    );
    expect(run.policies[0]!.batches).toBeGreaterThan(5);
    const after = new Set(await ids("SELECT id FROM chat.messages"));
    expect(before.filter((id) => !after.has(id))).toEqual(expected);
    const next = await ids(chatExpiredSql, [at, "180 days"]);
    expect(next.length).toBeGreaterThan(0);
    await runRetention({ pool: db.enginePool(), policies: policies(chatPolicy), now: at });
    const left = new Set(await ids("SELECT id FROM chat.messages"));
    expect(next.filter((id) => left.has(id))).toEqual([]);
    expect(await ids(chatExpiredSql, [at, "180 days"])).toEqual([]);
  });
});

describe("a chain of levels that cannot be: the error names the field, nothing is deleted", () => {
  const refused = async (tenant: Record<string, unknown>, field: string, message: RegExp) => {
    const before = await ids("SELECT id FROM chat.messages");
    const error = await runRetention({
      pool: db.enginePool(),
      policies: policies({ ...chatPolicy, tenant }),
    }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(field);
    expect((error as ConfigError).message).toMatch(message);
    expect(await ids("SELECT id FROM chat.messages")).toEqual(before);
  };
  const thread = chatPolicy.tenant;
  const channel = thread.parent;

  it("refuses a cycle (a level that names a table already in the chain) and a missing column two levels up", async () => {
    await db.pool.query(chatRows);
    await refused(
      {
        ...thread,
        parent: {
          ...channel,
          parent: {
            column: "id",
            table: "chat.threads",
            key: "id",
            retention: "retention_hours",
            unit: "h",
          },
        },
      },
      "policies[0].tenant.parent.parent.table",
      /chat\.threads again .*cycle/,
    );
    await refused(
      { ...thread, parent: { ...channel, parent: { ...channel.parent, retention: "days" } } },
      "policies[0].tenant.parent.parent.retention",
      /column "days" does not exist in chat\.organizations/,
    );
  });

  it(`refuses at parse time a chain of more than ${MAX_TENANT_LEVELS} levels, and takes one of ${MAX_TENANT_LEVELS}`, () => {
    const chain = (levels: number): Record<string, unknown> => {
      let level: Record<string, unknown> | undefined;
      for (let index = 1; index < levels; index++)
        level = {
          column: `up${index}`,
          retention: "days",
          unit: "d",
          ...(level ? { parent: level } : {}),
        };
      return { ...thread, ...(level ? { parent: level } : {}) };
    };
    expect(() => policies({ ...chatPolicy, tenant: chain(MAX_TENANT_LEVELS) })).not.toThrow();
    const deep = `policies[0].tenant${".parent".repeat(MAX_TENANT_LEVELS)}`;
    expect(() => policies({ ...chatPolicy, tenant: chain(MAX_TENANT_LEVELS + 1) })).toThrow(
      `${deep}: is one level too many`,
    );
  });
});
