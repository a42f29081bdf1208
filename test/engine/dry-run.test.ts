// The dry run equals the run: policy by policy and table by table (what it acts on, cascades and
// what alsoDelete takes per table, blocked, held), whatever the policies share. First a Rails
// application's own rules on data where they overlap (two rules taking one row, a redaction of
// rows an earlier rule's alsoDelete takes, cascades into governed tables whose own rules go first),
// where a read-only prediction misses and the rehearsal does not; then random sets of 2-5
// overlapping policies over random rows (fast-check). The dry run changes nothing.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { type RunReport, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

import { railsRetentionTable as appTable, railsSchemaSql } from "../schemas/rails-mastodon.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(railsSchemaSql);
  await db.pool.query(overlapSchemaSql);
});
afterAll(() => db.drop());

/** What a run did, or a dry run says it would, per policy: the figures a person compares. */
const figures = (report: RunReport) =>
  Object.fromEntries(
    report.policies.map((each) => [
      each.name,
      {
        outcome: each.outcome,
        acted: each.mode === "dry-run" ? each.backlog : (each.redacted ?? each.deleted),
        backlog: each.mode === "dry-run" ? (each.backlogAfterRun ?? 0) : each.backlog,
        cascaded: each.cascaded,
        alsoDeleted: each.alsoDeleted,
        blocked: each.blocked,
        held: each.held,
        error: each.error?.replace(/^would fail: /, "") ?? null,
      },
    ]),
  );

/** Every row of the given tables, as text: the dry run must leave them as they were. */
async function snapshot(tables: string[]): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await db.pool.query(`SELECT t::text AS r FROM ${table} t ORDER BY 1`);
    parts.push(`${table}: ${rows.map((row) => row.r).join(" | ")}`);
  }
  return parts.join("\n");
}

const railsTables = [
  "accounts",
  "users",
  "invites",
  "oauth_applications",
  "oauth_access_grants",
  "oauth_access_tokens",
  "web_push_subscriptions",
  "session_activations",
  "login_activities",
].map((table) => `public.${table}`);

/**
 * 40 users (every fifth unconfirmed, some for weeks), each with 0-24 sessions over two years (so
 * that keep-newest-10 and the idle rule both take old sessions), tokens shared by sessions, some
 * revoked, some with a year-old IP; grants both expired and revoked; login activities old and new.
 */
const overlappingRows = `
  INSERT INTO accounts (id, username, created_at, updated_at)
    SELECT g, 'u' || g, now() - interval '800 days', now() FROM generate_series(1, 40) g;
  INSERT INTO users (id, email, account_id, created_at, updated_at, confirmed_at, current_sign_in_at, sign_up_ip)
    SELECT g, 'u' || g || '@x', g, now() - (g * 17 % 60) * interval '1 day', now(),
      CASE WHEN g % 5 = 0 THEN NULL ELSE now() - interval '700 days' END,
      CASE WHEN g % 3 = 0 THEN now() - interval '500 days' ELSE now() - interval '2 days' END,
      ('192.0.2.' || g)::inet
    FROM generate_series(1, 40) g;
  INSERT INTO oauth_applications (id, name, uid, secret, redirect_uri, created_at, updated_at, owner_id, superapp)
    SELECT g, 'app' || g, 'uid' || g, 's', 'urn', now() - interval '30 days', now(),
      CASE WHEN g % 2 = 0 THEN g * 5 END, g = 1
    FROM generate_series(1, 8) g;
  INSERT INTO oauth_access_tokens (id, token, application_id, resource_owner_id, created_at, revoked_at, last_used_at, last_used_ip)
    SELECT g, 't' || g, 1 + g % 8, 1 + g % 40, now() - interval '600 days',
      CASE WHEN g % 4 = 0 THEN now() - interval '3 days' END,
      now() - (g * 37 % 700) * interval '1 day', ('198.51.100.' || (g % 250))::inet
    FROM generate_series(1, 300) g;
  INSERT INTO oauth_access_grants (id, token, expires_in, redirect_uri, created_at, revoked_at, application_id, resource_owner_id)
    SELECT g, 'g' || g, 600, 'urn', now() - (g % 3) * interval '1 day',
      CASE WHEN g % 2 = 0 THEN now() - interval '1 hour' END, 1 + g % 8, 1 + g % 40
    FROM generate_series(1, 120) g;
  INSERT INTO session_activations (id, session_id, created_at, updated_at, user_id, access_token_id)
    SELECT row_number() OVER (), 's' || u || '-' || s, now() - (s * 31) * interval '1 day',
      now() - (s * 29 % 730) * interval '1 day', u, CASE WHEN s % 3 > 0 THEN 1 + (u * 7 + s) % 300 END
    FROM generate_series(1, 40) u, generate_series(1, 24) s WHERE s <= (u * 13) % 25;
  INSERT INTO web_push_subscriptions (id, endpoint, key_p256dh, key_auth, created_at, updated_at, access_token_id, user_id)
    SELECT g, 'e' || g, 'k', 'a', now() - interval '30 days', now(), g * 3, 1 + g % 40 FROM generate_series(1, 60) g;
  INSERT INTO login_activities (id, user_id, created_at, ip)
    SELECT g, 1 + g % 40, now() - (g * 11 % 800) * interval '1 day', '203.0.113.1' FROM generate_series(1, 400) g;`;

describe("a Rails application's rules where they overlap", () => {
  const policies = () => parseRetentionTable(appTable).policies;
  const KEY = "a-redaction-key-for-the-test";

  it("the dry run's figures are the run's for all 11 rules; a read-only prediction's are not", async () => {
    await db.pool.query(overlappingRows);
    const run = (dryRun: boolean, dryRunMethod?: "prediction") =>
      runRetention({
        pool: db.enginePool(),
        policies: policies(),
        dryRun,
        redactionKey: KEY,
        allowLargeDeletion: policies().map((policy) => policy.name),
        ...(dryRunMethod ? { dryRunMethod } : {}),
      });
    const before = await snapshot(railsTables);

    const predicted = await run(true, "prediction");
    const dry = await run(true);
    const after = await snapshot(railsTables);
    const real = await run(false);

    expect(after).toBe(before);
    expect(real.status).toBe("succeeded");
    expect(figures(dry)).toEqual(figures(real));
    expect(
      dry.policies.every((each) => each.dryRun?.method === "rehearsal" && each.dryRun.exact),
    ).toBe(true);
    // The overlaps are real in this data: a read-only prediction misses 6 of the 11 rules (the
    // second rule on a table, the redaction of tokens others take, cascades into governed tables).
    const missed = Object.entries(figures(predicted)).filter(
      ([name, each]) => JSON.stringify(each) !== JSON.stringify(figures(real)[name]),
    );
    expect(missed.map(([name]) => name)).toEqual([
      "idle_sessions",
      "token_ips",
      "revoked_tokens",
      "expired_grants",
      "orphaned_applications",
      "unconfirmed_users",
    ]);
    expect(predicted.policies.every((each) => each.dryRun?.method === "prediction")).toBe(true);
  });
});

/** A small schema whose tables several random policies govern at once. */
const overlapSchemaSql = `
  CREATE SCHEMA o;
  CREATE TABLE o.owners (id int PRIMARY KEY, created_at timestamptz NOT NULL, flag boolean NOT NULL);
  CREATE TABLE o.tokens (id int PRIMARY KEY, created_at timestamptz NOT NULL, revoked_at timestamptz, ip text);
  CREATE TABLE o.items (
    id int PRIMARY KEY,
    owner_id int NOT NULL REFERENCES o.owners (id) ON DELETE CASCADE,
    token_id int REFERENCES o.tokens (id),
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    status text NOT NULL,
    note text,
    hold boolean NOT NULL DEFAULT false);
  CREATE INDEX ON o.items (owner_id);
  CREATE INDEX ON o.items (token_id);
  CREATE TABLE o.events (id int PRIMARY KEY, item_id int NOT NULL REFERENCES o.items (id) ON DELETE CASCADE, created_at timestamptz NOT NULL);
  CREATE INDEX ON o.events (item_id);`;

const overlapTables = ["o.owners", "o.tokens", "o.items", "o.events"];

/** The policies a case may draw, each with its retention in days. */
const templates = {
  items_old: (days: number) => ({
    table: "o.items",
    clock: "created_at",
    retention: `${days}d`,
    hold: "hold",
    cascades: ["o.events"],
  }),
  items_idle_done: (days: number) => ({
    table: "o.items",
    clock: "updated_at",
    retention: `${days}d`,
    status: { column: "status", values: ["done"] },
    alsoDelete: ["token_id"],
    cascades: ["o.events"],
  }),
  items_beyond_newest: (days: number) => ({
    table: "o.items",
    keep: { newest: 1 + (days % 4), per: ["owner_id"], by: "created_at" },
    cascades: ["o.events"],
  }),
  items_redact: (days: number) => ({
    table: "o.items",
    mechanism: "redact",
    columns: { note: null },
    clock: "created_at",
    retention: `${days}d`,
  }),
  tokens_revoked: () => ({
    table: "o.tokens",
    clock: "revoked_at",
    retention: "0s",
    allowZeroRetention: true,
  }),
  tokens_redact: (days: number) => ({
    table: "o.tokens",
    mechanism: "redact",
    columns: { ip: { value: "0.0.0.0" } },
    clock: "created_at",
    retention: `${days}d`,
  }),
  tokens_orphans: (days: number) => ({
    table: "o.tokens",
    orphans: true,
    clock: "created_at",
    retention: `${days}d`,
  }),
  owners_unflagged: (days: number) => ({
    table: "o.owners",
    where: [{ column: "flag", is: "false" }],
    clock: "created_at",
    retention: `${days}d`,
    cascades: ["o.items", "o.events"],
  }),
  events_old: (days: number) => ({
    table: "o.events",
    clock: "created_at",
    retention: `${days}d`,
  }),
} as const;

const days = fc.integer({ min: 1, max: 60 });
/** Whole days plus 12 hours: no row is within hours of any cutoff, whichever run reads it. */
const age = fc.integer({ min: 0, max: 90 }).map((each) => each + 0.5);

const world = fc.record({
  chosen: fc.uniqueArray(
    fc.record({ template: fc.constantFrom(...Object.keys(templates)), days }),
    { minLength: 2, maxLength: 5, selector: (each) => each.template },
  ),
  owners: fc.array(fc.record({ age, flag: fc.boolean() }), { minLength: 1, maxLength: 6 }),
  tokens: fc.array(fc.record({ age, revoked: fc.option(age, { freq: 2 }) }), { maxLength: 12 }),
  items: fc.array(
    fc.record({
      owner: fc.nat(),
      token: fc.option(fc.nat(), { freq: 2 }),
      age,
      idle: age,
      status: fc.constantFrom("done", "open"),
      note: fc.option(fc.constant("text")),
      hold: fc.constantFrom(false, false, true),
    }),
    { maxLength: 30 },
  ),
  events: fc.array(fc.record({ item: fc.nat(), age }), { maxLength: 25 }),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

async function load(case_: World): Promise<void> {
  const ago = (days: number) => `now() - interval '${days * 24} hours'`;
  const rows = (list: string[]) => list.join(", ");
  await db.pool.query("TRUNCATE o.events, o.items, o.tokens, o.owners");
  await db.pool.query(
    `INSERT INTO o.owners VALUES ${rows(case_.owners.map((each, i) => `(${i + 1}, ${ago(each.age)}, ${each.flag})`))}`,
  );
  if (case_.tokens.length > 0)
    await db.pool.query(
      `INSERT INTO o.tokens VALUES ${rows(case_.tokens.map((each, i) => `(${i + 1}, ${ago(each.age)}, ${each.revoked === null ? "NULL" : ago(each.revoked)}, '192.0.2.${i}')`))}`,
    );
  const token = (pick: number | null) =>
    pick === null || case_.tokens.length === 0 ? "NULL" : String((pick % case_.tokens.length) + 1);
  if (case_.items.length > 0)
    await db.pool.query(
      `INSERT INTO o.items VALUES ${rows(case_.items.map((each, i) => `(${i + 1}, ${(each.owner % case_.owners.length) + 1}, ${token(each.token)}, ${ago(each.age)}, ${ago(each.idle)}, '${each.status}', ${each.note === null ? "NULL" : "'text'"}, ${each.hold})`))}`,
    );
  if (case_.events.length > 0 && case_.items.length > 0)
    await db.pool.query(
      `INSERT INTO o.events VALUES ${rows(case_.events.map((each, i) => `(${i + 1}, ${(each.item % case_.items.length) + 1}, ${ago(each.age)})`))}`,
    );
}

describe("random overlapping policies (fast-check)", () => {
  it("the dry run's figures equal the run's, and it changes nothing", async () => {
    // One pool for every case, as a warm Lambda keeps its own: a pool per run opened its sessions
    // anew each time, two thirds of the property's time.
    const pool = db.enginePool();
    await fc.assert(
      fc.asyncProperty(world, async (case_) => {
        await load(case_);
        const policies = parseRetentionTable({
          policies: case_.chosen.map(({ template, days }, index) => ({
            name: `p${index}_${template}`,
            owner: "test",
            maxShareOfTable: 1,
            ...templates[template as keyof typeof templates](days),
          })),
        }).policies;
        const run = (dryRun: boolean) => runRetention({ pool, policies, dryRun, batchSize: 3 });
        const before = await snapshot(overlapTables);
        const dry = await run(true);
        expect(await snapshot(overlapTables)).toBe(before);
        const real = await run(false);
        expect(figures(dry)).toEqual(figures(real));
      }),
      { numRuns: 40, seed: 35 },
    );
  });
});

describe("the rehearsal's bound, and a server that takes no writes", () => {
  const rules = () =>
    parseRetentionTable({
      policies: [
        { name: "events", table: "o.events", clock: "created_at", retention: "1d", owner: "t" },
        {
          name: "owners",
          table: "o.owners",
          clock: "created_at",
          retention: "1d",
          owner: "t",
          cascades: ["o.items", "o.events"],
        },
      ],
    }).policies;
  const fill = () =>
    db.pool.query(`
      TRUNCATE o.events, o.items, o.tokens, o.owners;
      INSERT INTO o.owners SELECT g, now() - interval '3 days', false FROM generate_series(1, 5) g;
      INSERT INTO o.items SELECT g, 1 + g % 5, NULL, now(), now(), 'open', NULL, false FROM generate_series(1, 20) g;
      INSERT INTO o.events SELECT g, 1 + g % 20, now() - interval '3 days' FROM generate_series(1, 50) g;`);

  it("past its rows the rehearsal stops, counts what the stopped policy leaves, and predicts the rest, saying so", async () => {
    await fill();
    const dry = await runRetention({
      pool: db.enginePool(),
      policies: rules(),
      dryRun: true,
      batchSize: 10,
      rehearsalLimits: { maxRows: 10 },
    });

    const [events, owners] = dry.policies;
    expect(events).toMatchObject({
      backlog: 10,
      backlogAfterRun: 40,
      dryRun: { method: "rehearsal", exact: false },
    });
    expect(events?.warnings).toContainEqual(
      expect.stringContaining("the rehearsal stopped at its bound (10 rows acted on)"),
    );
    expect(owners).toMatchObject({ backlog: 5, dryRun: { method: "prediction", exact: false } });
    expect(owners?.warnings).toContainEqual(expect.stringContaining("predicted, not rehearsed"));
    const { rows } = await db.pool.query("SELECT count(*)::int AS n FROM o.events");
    expect(rows[0]).toEqual({ n: 50 });
  });

  it("on a server that takes no writes the dry run predicts, and says why", async () => {
    await fill();
    await db.pool.query(`ALTER DATABASE ${db.name} SET default_transaction_read_only = on`);
    try {
      const dry = await runRetention({ pool: db.enginePool(), policies: rules(), dryRun: true });
      expect(dry.policies.map((each) => [each.backlog, each.dryRun])).toEqual([
        [50, { method: "prediction", exact: false }],
        [5, { method: "prediction", exact: false }],
      ]);
      expect(dry.policies[0]?.warnings).toContainEqual(
        expect.stringContaining("the server takes no writes"),
      );
    } finally {
      await db.pool.query(`ALTER DATABASE ${db.name} RESET default_transaction_read_only`);
    }
  });
});
