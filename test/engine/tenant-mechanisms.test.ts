// A tenant's period for every mechanism on rows, on a chat application's schema
// (test/schemas/tenant-levels.ts, chat-archive.ts): a thread's retention over its channel's over
// its organization's (NULL inherits, -1 or 0 keeps for ever). Expired messages are redacted, moved
// with their reactions into archive tables, or archived to an object store and purged, each
// tenant by tenant along the (thread_id, created_at) index, against the application's rule as
// plain SQL (chatExpiredSql); the dry run says what the run does.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3ArchiveStores } from "../../functions/aws/archive-store.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { type RunReport, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, idsOf, type TestDatabase } from "../helpers/db.js";
import { runChangedMidway } from "../helpers/rules.js";
import { type LocalS3, startS3 } from "../helpers/s3.js";
import { chatArchiveSql } from "../schemas/chat-archive.js";
import { chatExpiredSql, chatPolicy, chatSchemaSql } from "../schemas/tenant-levels.js";

let db: TestDatabase;
let s3: LocalS3;

beforeAll(async () => {
  [db, s3] = await Promise.all([createTestDatabase(), startS3()]);
  await db.pool.query(chatSchemaSql);
}, 60_000);
afterAll(async () => {
  await Promise.all([db.drop(), s3.close()]);
});

const ids = (sql: string, values: unknown[] = []) => idsOf(db.pool, sql, values);

/**
 * Three organizations (days NULL, 0, 30), three channels each (days NULL, -1, 10), three threads
 * each (hours NULL, 72, and one opted out), messages over 300 days, some of no thread.
 */
const chatRows = `
  TRUNCATE chat.messages, chat.threads, chat.channels, chat.organizations RESTART IDENTITY CASCADE;
  INSERT INTO chat.organizations (name, message_retention_days, created_at, updated_at)
    SELECT 'org ' || g, (ARRAY[NULL, 0, 30])[g], now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM generate_series(1, 3) g;
  INSERT INTO chat.channels (organization_id, name, retention_days, created_at, updated_at)
    SELECT 1 + (g - 1) / 3, 'channel ' || g, (ARRAY[NULL, -1, 10])[1 + (g - 1) % 3], now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM generate_series(1, 9) g;
  INSERT INTO chat.threads (channel_id, title, retention_hours, retention_enabled, created_at, updated_at)
    SELECT 1 + (g - 1) / 3, 'thread ' || g, (ARRAY[NULL, 72, NULL])[1 + (g - 1) % 3], (g - 1) % 3 <> 2,
      now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM generate_series(1, 27) g;
  INSERT INTO chat.messages (thread_id, body, created_at, updated_at)
    SELECT nullif(g % 28, 0), 'message ' || g,
      (now() AT TIME ZONE 'UTC') - ((g * 7) % (300 * 24)) * interval '1 hour' - interval '13 minutes', now() AT TIME ZONE 'UTC'
    FROM generate_series(1, 1400) g;
  ANALYZE chat.messages;`;

/** The run's now, and the messages the application's rule says are expired then. */
async function expiredNow() {
  const { rows } = await db.pool.query<{ now: Date }>("SELECT now() AS now");
  const at = rows[0]!.now;
  return { at, expected: await ids(chatExpiredSql, [at, "180 days"]) };
}

const policies = (policy: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  parseRetentionTable({ policies: [policy], ...extra }).policies;

/** The walk went tenant by tenant: every tenant's count listed, summing to the rows acted on. */
function tenantByTenant(report: RunReport, acted: number) {
  const policy = report.policies[0]!;
  expect(policy.strategy).toBe("keyset");
  const listed = policy.tenants?.listed ?? [];
  expect(listed.length).toBeGreaterThan(3);
  expect(listed.reduce((sum, each) => sum + each.deleted, 0)).toBe(acted);
}

describe("a tenant's period for redact", () => {
  it("redacts what the application's rule says, tenant by tenant; the dry run says so; a second run nothing", async () => {
    await db.pool.query(chatRows);
    const { at, expected } = await expiredNow();
    expect(expected.length).toBeGreaterThan(100);
    const rules = policies({
      ...chatPolicy,
      name: "chat_redacted",
      mechanism: "redact",
      columns: { body: { value: "(expired)" } },
    });
    const dry = await runRetention({
      pool: db.enginePool(),
      policies: rules,
      dryRun: true,
      now: at,
    });
    const run = await runRetention({ pool: db.enginePool(), policies: rules, now: at });
    expect(await ids("SELECT id FROM chat.messages WHERE body = '(expired)'")).toEqual(expected);
    expect(run.policies[0]?.redacted).toBe(expected.length);
    expect(dry.policies[0]?.backlog).toBe(expected.length);
    tenantByTenant(run, expected.length);
    const again = await runRetention({ pool: db.enginePool(), policies: rules, now: at });
    expect(again.policies[0]?.redacted).toBe(0);
  });
});

describe("a tenant's period for archive-then-purge", () => {
  it("archives and purges what the rule says, tenant by tenant, every purged row in the archive", async () => {
    await db.pool.query(chatRows);
    const { at, expected } = await expiredNow();
    const input = {
      ...chatPolicy,
      name: "chat_archived",
      archive: { bucket: "chat-archive", prefix: "messages", format: "jsonl" },
    };
    const buckets = {
      buckets: [
        {
          name: "chat-archive",
          bucket: s3.bucket,
          prefix: "cold/",
          retention: "2555d",
          owner: "Chat",
        },
      ],
    };
    const rules = policies(input, buckets);
    const archiveStores = s3ArchiveStores(s3.client, [
      { name: "chat-archive", bucket: s3.bucket, prefix: "cold/" },
    ]);
    const before = await ids("SELECT id FROM chat.messages");
    const dry = await runRetention({
      pool: db.enginePool(),
      policies: rules,
      dryRun: true,
      now: at,
      archiveStores,
    });
    const run = await runRetention({
      pool: db.enginePool(),
      policies: rules,
      now: at,
      archiveStores,
    });
    const after = new Set(await ids("SELECT id FROM chat.messages"));
    expect(before.filter((id) => !after.has(id))).toEqual(expected);
    const policy = run.policies[0]!;
    expect(policy.error).toBeNull();
    expect(policy.deleted).toBe(expected.length);
    expect(policy.archived?.rows).toBe(expected.length);
    expect(dry.policies[0]?.backlog).toBe(expected.length);
    tenantByTenant(run, expected.length);
  });
});

/** The reactions and the archive tables, once (after the archive's test: it takes no cascades). */
async function withArchiveTables() {
  const { rows } = await db.pool.query("SELECT to_regclass('chat.reactions') AS found");
  if (rows[0]?.found === null) await db.pool.query(chatArchiveSql);
}

describe("a tenant's period for move-to-table, the reactions with the messages", () => {
  beforeAll(withArchiveTables);

  it("moves what the rule says with its reactions, tenant by tenant; the dry run says so", async () => {
    await db.pool.query(chatRows);
    await db.pool.query(`
      INSERT INTO chat.reactions (message_id, emoji, created_at)
        SELECT m.id, (ARRAY['+1', 'heart', 'eyes'])[r], m.created_at
        FROM chat.messages m, generate_series(1, 3) r WHERE (m.id + r) % 4 <> 0`);
    const { at, expected } = await expiredNow();
    const reactions = await ids(
      `SELECT r.id FROM chat.reactions r WHERE r.message_id IN (SELECT id FROM (${chatExpiredSql}) e)`,
      [at, "180 days"],
    );
    const rules = policies({
      ...chatPolicy,
      name: "chat_moved",
      mechanism: "move-to-table",
      cascades: ["chat.reactions"],
      into: {
        table: "chat_archive.messages",
        archivedAt: "archived_at",
        children: { "chat.reactions": "chat_archive.reactions" },
      },
    });
    const dry = await runRetention({
      pool: db.enginePool(),
      policies: rules,
      dryRun: true,
      now: at,
    });
    const run = await runRetention({ pool: db.enginePool(), policies: rules, now: at });
    expect(await ids("SELECT id FROM chat_archive.messages")).toEqual(expected);
    expect(await ids("SELECT id FROM chat_archive.reactions")).toEqual(reactions);
    expect(
      await ids(`SELECT id FROM chat.messages WHERE id IN (SELECT id FROM chat_archive.messages)`),
    ).toEqual([]);
    const policy = run.policies[0]!;
    expect(policy.deleted).toBe(expected.length);
    expect(policy.cascaded).toEqual({ "chat.reactions": reactions.length });
    expect(dry.policies[0]?.backlog).toBe(expected.length);
    expect(dry.policies[0]?.cascaded).toEqual(policy.cascaded);
    tenantByTenant(run, expected.length);
  });
});

describe("move-to-table under a tenant's period: a race, and random settings (fast-check)", () => {
  beforeAll(withArchiveTables);
  const moved = () =>
    policies({
      ...chatPolicy,
      name: "chat_moved",
      mechanism: "move-to-table",
      cascades: ["chat.reactions"],
      into: {
        table: "chat_archive.messages",
        archivedAt: "archived_at",
        children: { "chat.reactions": "chat_archive.reactions" },
      },
    });
  const clear = "TRUNCATE chat_archive.messages, chat_archive.reactions";

  it("reactions added while the run goes, tenant by tenant: none is lost, each moves with its message", async () => {
    await db.pool.query(chatRows);
    await db.pool.query(clear);
    await db.pool.query(
      "INSERT INTO chat.reactions (message_id, emoji, created_at) SELECT id, '+1', created_at FROM chat.messages WHERE id % 2 = 0",
    );
    const reactionsBefore = (await ids("SELECT id FROM chat.reactions")).length;
    const { at, expected } = await expiredNow();
    // After the first batch: every message still in place gets a late reaction (the messages of
    // the tenants still to come are among them); the run's cutoffs stay as they were fixed.
    const run = await runChangedMidway(
      db,
      { policies: moved(), now: at, batchSize: 20, pauseMs: 10 },
      // Row by row: a message the run moved meanwhile refuses its reaction (the application's
      // insert fails on its key), the others take one.
      `DO $$ DECLARE m record; BEGIN
         FOR m IN SELECT id, created_at FROM chat.messages ORDER BY id LOOP
           BEGIN
             INSERT INTO chat.reactions (message_id, emoji, created_at) VALUES (m.id, 'late', m.created_at);
           EXCEPTION WHEN foreign_key_violation THEN NULL;
           END;
         END LOOP;
       END $$`,
    );
    expect(run.policies[0]!.batches).toBeGreaterThan(5);
    // Rows the application's transaction held locked were skipped (SKIP LOCKED), not waited on:
    // the next run takes them, under the same cutoffs.
    const first = await ids("SELECT id FROM chat_archive.messages");
    expect(first.every((id) => expected.includes(id))).toBe(true);
    await runRetention({ pool: db.enginePool(), policies: moved(), now: at });
    expect(await ids("SELECT id FROM chat_archive.messages")).toEqual(expected);
    const { rows } = await db.pool.query<{ archived: number; orphans: number }>(`
      SELECT (SELECT count(*)::int FROM chat_archive.reactions WHERE emoji = 'late') AS archived,
             (SELECT count(*)::int FROM chat_archive.reactions r
               WHERE NOT EXISTS (SELECT 1 FROM chat_archive.messages m WHERE m.id = r.message_id)) AS orphans`);
    // Late reactions were moved with messages of later tenants, and every archived reaction has
    // its message; the counts in chat and the archive add up to every reaction there was.
    expect(rows[0]!.archived).toBeGreaterThan(0);
    expect(rows[0]!.orphans).toBe(0);
    const total = await db.pool.query<{ n: number }>(
      "SELECT (SELECT count(*) FROM chat.reactions) + (SELECT count(*) FROM chat_archive.reactions) AS n",
    );
    const late = await db.pool.query<{ n: number }>(
      "SELECT (SELECT count(*) FROM chat.reactions WHERE emoji = 'late') + (SELECT count(*) FROM chat_archive.reactions WHERE emoji = 'late') AS n",
    );
    expect(Number(late.rows[0]!.n)).toBeGreaterThan(0);
    expect(Number(total.rows[0]!.n)).toBe(reactionsBefore + Number(late.rows[0]!.n));
  });

  it("over random settings at every level, the run moves what the rule says and the dry run said so", async () => {
    const setting = (never: number[]) =>
      fc.oneof(fc.constant(null), fc.constantFrom(...never), fc.integer({ min: 1, max: 90 }));
    await fc.assert(
      fc.asyncProperty(
        fc.array(setting([0, -1]), { minLength: 2, maxLength: 2 }),
        fc.array(setting([-1, 0]), { minLength: 4, maxLength: 4 }),
        fc.array(fc.record({ hours: setting([-1]), enabled: fc.boolean() }), {
          minLength: 8,
          maxLength: 8,
        }),
        async (orgs, channels, threads) => {
          await db.pool.query(clear);
          await db.pool.query(randomRows(orgs, channels, threads));
          const { at, expected } = await expiredNow();
          const dry = await runRetention({
            pool: db.enginePool(),
            policies: moved(),
            dryRun: true,
            now: at,
          });
          const run = await runRetention({ pool: db.enginePool(), policies: moved(), now: at });
          expect(await ids("SELECT id FROM chat_archive.messages")).toEqual(expected);
          expect(run.policies[0]?.deleted).toBe(expected.length);
          expect(dry.policies[0]?.backlog).toBe(expected.length);
          expect(dry.policies[0]?.cascaded).toEqual(run.policies[0]?.cascaded);
        },
      ),
      { numRuns: 8 },
    );
  });
});

/** Two organizations, two channels each, two threads each, with the settings given; 400 messages. */
const randomRows = (
  orgs: (number | null)[],
  channels: (number | null)[],
  threads: { hours: number | null; enabled: boolean }[],
) => {
  const list = (values: (number | null)[]) =>
    `ARRAY[${values.map((value) => (value === null ? "NULL" : value)).join(", ")}]::int[]`;
  return `
  TRUNCATE chat.messages, chat.threads, chat.channels, chat.organizations RESTART IDENTITY CASCADE;
  INSERT INTO chat.organizations (name, message_retention_days, created_at, updated_at)
    SELECT 'org ' || g, (${list(orgs)})[g], now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC' FROM generate_series(1, 2) g;
  INSERT INTO chat.channels (organization_id, name, retention_days, created_at, updated_at)
    SELECT 1 + (g - 1) / 2, 'channel ' || g, (${list(channels)})[g], now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC' FROM generate_series(1, 4) g;
  INSERT INTO chat.threads (channel_id, title, retention_hours, retention_enabled, created_at, updated_at)
    SELECT 1 + (g - 1) / 2, 'thread ' || g, (${list(threads.map((each) => each.hours))})[g],
      (ARRAY[${threads.map((each) => each.enabled).join(", ")}])[g], now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM generate_series(1, 8) g;
  INSERT INTO chat.messages (thread_id, body, created_at, updated_at)
    SELECT nullif(g % 9, 0), 'message ' || g,
      (now() AT TIME ZONE 'UTC') - ((g * 37) % (300 * 24)) * interval '1 hour' - interval '13 minutes', now() AT TIME ZONE 'UTC'
    FROM generate_series(1, 400) g;
  INSERT INTO chat.reactions (message_id, emoji, created_at)
    SELECT id, '+1', created_at FROM chat.messages WHERE id % 3 = 0;
  ANALYZE chat.messages;`;
};

describe("what a mechanism still declines names the field, why, and the nearest statement", () => {
  it("drop-partitions declines tenant", () => {
    expect(() =>
      policies({ ...chatPolicy, name: "by_partition", mechanism: "drop-partitions" }),
    ).toThrow(
      /policies\[0\]\.tenant: does not apply to mechanism drop-partitions yet: a partition goes whole.*a delete policy with tenant/,
    );
  });
});
