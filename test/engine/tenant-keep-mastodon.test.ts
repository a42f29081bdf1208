// A tenant's keep rules, on Mastodon's statuses clean-up as its schema.rb creates the tables
// (test/schemas/mastodon-cleanup.ts): each account's policy row the tenant (its min_status_age,
// enabled, keep flags, min_favs / min_reblogs), against Mastodon's own query in plain SQL, with and
// without an index on (account_id, created_at) (tenant by tenant, or every row in one pass); the
// dry run equal to the run; fast-check over random accounts, policies and statuses; the settings
// fixed at the run's start; keep rules the catalog refuses, naming the field, nothing deleted.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { planPolicies, runRetention } from "../../functions/engine/index.js";
import { planMaintenanceRole } from "../../functions/engine/plan/provision.js";
import { createTestDatabase, idsOf, type TestDatabase } from "../helpers/db.js";
import { runChangedMidway } from "../helpers/rules.js";
import {
  mastodonCleanupPolicy,
  mastodonCleanupSchemaSql,
  mastodonGoneSql,
  onePolicyPerAccountSql,
} from "../schemas/mastodon-cleanup.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(mastodonCleanupSchemaSql);
});
afterAll(() => db.drop());

/** Mastodon's ALLOWED_MIN_STATUS_AGE (1 week ... 2 years, a month of 30.436875 days), in seconds. */
const ALLOWED_MIN_STATUS_AGE = [
  604800, 1209600, 2629746, 5259492, 7889238, 15778476, 31556952, 63113904,
];
/** An account that has no policy (a remote one): it favourites, bookmarks and reblogs. */
const OTHER = 1000;

interface CleanupPolicy {
  enabled: boolean;
  age: number;
  flags: [boolean, boolean, boolean, boolean, boolean, boolean];
  minFavs: number | null;
  minReblogs: number | null;
}
interface Status {
  /** 1..n: an account of the list; 0: the other account. */
  account: number;
  ageHours: number;
  visibility: number;
  pinned: boolean;
  selfFav: boolean;
  otherFav: boolean;
  selfBookmark: boolean;
  otherBookmark: boolean;
  media: boolean;
  poll: boolean;
  stats: { favs: number; reblogs: number } | null;
  /** A reblog of an earlier status (its index). */
  reblogOf: number | null;
  /** Discarded (deleted_at set): on its way out by its removal, not the clean-up's. */
  discarded: boolean;
}

const policies = (...list: Record<string, unknown>[]) =>
  parseRetentionTable({ policies: list }).policies;

const ids = (sql: string, values: unknown[] = []) => idsOf(db.pool, sql, values);

/** Inserts a relation's rows from arrays of columns (unnest), in one statement. */
async function insert(table: string, columns: Record<string, [string, unknown[]]>) {
  const names = Object.keys(columns);
  if ((Object.values(columns)[0]?.[1].length ?? 0) === 0) return;
  const casts = names.map((name, index) => `$${index + 1}::${columns[name]![0]}[]`);
  await db.pool.query(
    `INSERT INTO mastodon.${table} (${names.join(", ")}) SELECT * FROM unnest(${casts.join(", ")})`,
    names.map((name) => columns[name]![1]),
  );
}

/** The accounts (a policy each, or none), and their statuses with snowflake ids (ms << 16 | n). */
async function load(accounts: (CleanupPolicy | null)[], statuses: Status[]): Promise<void> {
  await db.pool.query(`TRUNCATE mastodon.accounts, mastodon.account_statuses_cleanup_policies,
    mastodon.statuses, mastodon.status_pins, mastodon.favourites, mastodon.bookmarks,
    mastodon.media_attachments, mastodon.polls, mastodon.status_stats`);
  const { rows } = await db.pool.query<{ ms: number }>(
    "SELECT extract(epoch FROM now()) * 1000 AS ms",
  );
  const nowMs = Number(rows[0]!.ms);
  await db.pool.query(
    `INSERT INTO mastodon.accounts (id, username, created_at, updated_at)
     SELECT g, 'user' || g, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC' FROM unnest($1::bigint[]) g`,
    [[OTHER, ...accounts.map((_, index) => index + 1)]],
  );
  const with_ = accounts.flatMap((each, index) => (each ? [{ ...each, id: index + 1 }] : []));
  const now = with_.map(() => new Date(nowMs).toISOString());
  await insert("account_statuses_cleanup_policies", {
    account_id: ["bigint", with_.map((each) => each.id)],
    enabled: ["boolean", with_.map((each) => each.enabled)],
    min_status_age: ["int", with_.map((each) => each.age)],
    ...Object.fromEntries(
      [
        "keep_direct",
        "keep_pinned",
        "keep_polls",
        "keep_media",
        "keep_self_fav",
        "keep_self_bookmark",
      ].map((name, flag) => [name, ["boolean", with_.map((each) => each.flags[flag])]]),
    ),
    min_favs: ["int", with_.map((each) => each.minFavs)],
    min_reblogs: ["int", with_.map((each) => each.minReblogs)],
    created_at: ["timestamptz", now],
    updated_at: ["timestamptz", now],
  });
  await loadStatuses(statuses, nowMs);
}

async function loadStatuses(statuses: Status[], nowMs: number): Promise<void> {
  const created = statuses.map((each) => nowMs - each.ageHours * 3_600_000 - 7 * 60_000);
  const id = created.map((ms, index) =>
    ((BigInt(Math.floor(ms)) << 16n) | BigInt(index)).toString(),
  );
  const account = statuses.map((each) => (each.account === 0 ? OTHER : each.account));
  const at = created.map((ms) => new Date(ms).toISOString());
  const where = (keep: (each: Status) => boolean) =>
    statuses.flatMap((each, index) => (keep(each) ? [index] : []));
  await insert("statuses", {
    id: ["bigint", id],
    created_at: ["timestamp", at.map((each) => each.replace("Z", ""))],
    updated_at: ["timestamp", at.map((each) => each.replace("Z", ""))],
    visibility: ["int", statuses.map((each) => each.visibility)],
    account_id: ["bigint", account],
    reblog_of_id: [
      "bigint",
      statuses.map((each) => (each.reblogOf === null ? null : id[each.reblogOf])),
    ],
    poll_id: ["bigint", statuses.map((each, index) => (each.poll ? index + 1 : null))],
    deleted_at: [
      "timestamp",
      statuses.map((each, index) => (each.discarded ? at[index]!.replace("Z", "") : null)),
    ],
  });
  const rowsOf = (list: number[], who: (index: number) => number) => ({
    account_id: ["bigint", list.map(who)] as [string, unknown[]],
    status_id: ["bigint", list.map((index) => id[index])] as [string, unknown[]],
    created_at: ["timestamp", list.map((index) => at[index]!.replace("Z", ""))] as [
      string,
      unknown[],
    ],
    updated_at: ["timestamp", list.map((index) => at[index]!.replace("Z", ""))] as [
      string,
      unknown[],
    ],
  });
  const own = (index: number) => account[index] as number;
  await insert(
    "status_pins",
    rowsOf(
      where((each) => each.pinned),
      own,
    ),
  );
  await insert(
    "favourites",
    rowsOf(
      where((each) => each.selfFav),
      own,
    ),
  );
  await insert(
    "favourites",
    rowsOf(
      where((each) => each.otherFav && each.account !== 0),
      () => OTHER,
    ),
  );
  await insert(
    "bookmarks",
    rowsOf(
      where((each) => each.selfBookmark),
      own,
    ),
  );
  await insert(
    "bookmarks",
    rowsOf(
      where((each) => each.otherBookmark && each.account !== 0),
      () => OTHER,
    ),
  );
  const media = where((each) => each.media);
  await insert("media_attachments", {
    id: ["bigint", media.map((index) => index + 1)],
    ...rowsOf(media, own),
  });
  const polls = where((each) => each.poll);
  await insert("polls", { id: ["bigint", polls.map((index) => index + 1)], ...rowsOf(polls, own) });
  const stats = where((each) => each.stats !== null);
  const { account_id: _account, ...statRows } = rowsOf(stats, own);
  await insert("status_stats", {
    ...statRows,
    favourites_count: ["bigint", stats.map((index) => statuses[index]!.stats!.favs)],
    reblogs_count: ["bigint", stats.map((index) => statuses[index]!.stats!.reblogs)],
  });
  await db.pool.query("ANALYZE mastodon.statuses");
}

/** The dry run, then the run, at the database's now; what went, and what Mastodon's query says. */
async function runAgainstMastodon(options: Record<string, unknown> = {}) {
  const { rows } = await db.pool.query<{ now: Date }>("SELECT now() AS now");
  const now = rows[0]!.now;
  const expected = await ids(mastodonGoneSql, [now]);
  const before = await ids("SELECT id FROM mastodon.statuses");
  const rules = policies(mastodonCleanupPolicy);
  const dry = await runRetention({
    pool: db.enginePool(),
    policies: rules,
    dryRun: true,
    now,
    ...options,
  });
  const run = await runRetention({ pool: db.enginePool(), policies: rules, now, ...options });
  const after = new Set(await ids("SELECT id FROM mastodon.statuses"));
  const gone = before.filter((id) => !after.has(id));
  return { expected, gone, dry: dry.policies[0]!, run: run.policies[0]! };
}

const policy = (
  age: number,
  flags: CleanupPolicy["flags"],
  minFavs: number | null = null,
  minReblogs: number | null = null,
  enabled = true,
): CleanupPolicy => ({ enabled, age, flags, minFavs, minReblogs });

/** Six accounts: Mastodon's defaults, none kept, polls and media kept, disabled, no policy, all kept. */
const accounts = [
  policy(1209600, [true, true, false, false, true, true]),
  policy(604800, [false, false, false, false, false, false], 2),
  policy(2629746, [false, false, true, true, false, false], null, 1),
  policy(604800, [true, true, true, true, true, true], null, null, false),
  null,
  policy(604800, [true, true, true, true, true, true], 1, 3),
];

/** Statuses of every kind, over 120 days: reblogs of earlier ones, by the other account too. */
const statuses: Status[] = Array.from({ length: 2400 }, (_, i) => ({
  account: i % 13 === 0 ? 0 : 1 + (i % 6),
  ageHours: (i * 37) % (24 * 120),
  visibility: i % 4,
  pinned: i % 5 === 0,
  selfFav: i % 7 === 0,
  otherFav: i % 3 === 0,
  selfBookmark: i % 11 === 0,
  otherBookmark: i % 4 === 1,
  media: i % 9 === 2,
  poll: i % 10 === 3,
  stats: i % 8 < 5 ? { favs: i % 5, reblogs: (i >> 1) % 4 } : null,
  reblogOf: i % 17 === 0 && i > 20 ? i - 20 : null,
  discarded: i % 19 === 4,
}));

/** The statuses the ages alone would take (no keep rule): more than the policy takes. */
const byAgeAloneSql = `
SELECT count(*)::int AS n FROM mastodon.statuses s JOIN mastodon.account_statuses_cleanup_policies p USING (account_id)
WHERE p.enabled AND s.deleted_at IS NULL AND s.created_at < ($1::timestamptz AT TIME ZONE 'UTC') - p.min_status_age * interval '1 second'`;

describe("Mastodon's statuses clean-up: each account's policy and its keep rules", () => {
  it("is refused on schema.rb's tables as they are: one policy per account is not a unique key there", async () => {
    await load(accounts, statuses.slice(0, 50));
    const before = await ids("SELECT id FROM mastodon.statuses");
    const error = await runRetention({
      pool: db.enginePool(),
      policies: policies(mastodonCleanupPolicy),
    }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/policies\[0\]\.tenant\.key.*not unique/);
    expect(await ids("SELECT id FROM mastodon.statuses")).toEqual(before);
    await db.pool.query(onePolicyPerAccountSql);
  });

  it("deletes what Mastodon's own query selects (and the reblogs that go with them), every row in one pass; the dry run said so", async () => {
    await load(accounts, statuses);
    const { expected, gone, dry, run } = await runAgainstMastodon();
    expect(expected.length).toBeGreaterThan(300);
    expect(gone).toEqual(expected);
    expect(run.outcome).toBe("completed");
    expect(dry.backlog).toBe(run.deleted);
    const { rows } = await db.pool.query<{ n: number }>(byAgeAloneSql, [new Date()]);
    expect(rows[0]!.n).toBeGreaterThan(run.deleted + 100);
    const again = await runAgainstMastodon();
    expect(again.gone).toEqual([]);
  });

  it("with an index on (account_id, created_at): account by account, the same statuses, per account figures", async () => {
    await db.pool.query(
      "CREATE INDEX statuses_account_created ON mastodon.statuses (account_id, created_at)",
    );
    try {
      await load(accounts, statuses);
      const { expected, gone, dry, run } = await runAgainstMastodon();
      expect(gone).toEqual(expected);
      expect(run.strategy).toBe("keyset");
      expect(dry.backlog).toBe(run.deleted);
      const listed = run.tenants?.listed ?? [];
      expect(listed.reduce((sum, each) => sum + each.deleted, 0)).toBe(run.deleted);
      // The disabled account (4) and the one with no policy (5) are not walked.
      expect(listed.map((each) => each.tenant).sort()).toEqual(["1", "2", "3", "6"]);
    } finally {
      await db.pool.query("DROP INDEX mastodon.statuses_account_created");
    }
  });
});

describe("random accounts, policies and statuses (fast-check)", () => {
  beforeAll(() => db.pool.query(onePolicyPerAccountSql));
  const cleanup = fc.record({
    enabled: fc.boolean(),
    age: fc.constantFrom(86400, ...ALLOWED_MIN_STATUS_AGE),
    flags: fc.tuple(
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
    ),
    minFavs: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    minReblogs: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  });
  const status = fc.record({
    account: fc.nat(4),
    ageHours: fc.nat(24 * 800),
    visibility: fc.integer({ min: 0, max: 4 }),
    pinned: fc.boolean(),
    selfFav: fc.boolean(),
    otherFav: fc.boolean(),
    selfBookmark: fc.boolean(),
    otherBookmark: fc.boolean(),
    media: fc.boolean(),
    poll: fc.boolean(),
    stats: fc.option(fc.record({ favs: fc.nat(4), reblogs: fc.nat(4) }), { nil: null }),
    reblogOf: fc.option(fc.nat(), { nil: null }),
    discarded: fc.boolean(),
  });
  it("what goes is what Mastodon's query selects, with its reblogs; the dry run counts the run's rows", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(cleanup, { nil: null }), { minLength: 1, maxLength: 4 }),
        fc.array(status, { minLength: 10, maxLength: 120, size: "max" }),
        fc.boolean(),
        async (list, raw, indexed) => {
          // Statuses of the listed accounts or the other one; a reblog of an earlier status, of
          // its original where that one is a reblog (Mastodon reblogs the original).
          const rows: Status[] = [];
          for (const [index, each] of raw.entries()) {
            const target = each.reblogOf === null || index === 0 ? null : each.reblogOf % index;
            const original = target === null ? null : (rows[target]?.reblogOf ?? target);
            rows.push({ ...each, account: each.account % (list.length + 1), reblogOf: original });
          }
          if (indexed)
            await db.pool.query(
              "CREATE INDEX statuses_account_created ON mastodon.statuses (account_id, created_at)",
            );
          try {
            await load(list, rows);
            const { expected, gone, dry, run } = await runAgainstMastodon();
            expect(gone).toEqual(expected);
            expect(dry.backlog).toBe(run.deleted);
          } finally {
            if (indexed) await db.pool.query("DROP INDEX mastodon.statuses_account_created");
          }
        },
      ),
      // (A counterexample is reported as found: shrinking over a database outlasts the test.)
      { numRuns: 15, endOnFailure: true },
    );
  });
});

describe("a race: an account changes its policy while the run is under way", () => {
  beforeAll(() => db.pool.query(onePolicyPerAccountSql));
  it("the run keeps the settings it read at its start; the next run takes the new ones", async () => {
    await load(accounts, statuses);
    const { rows } = await db.pool.query<{ now: Date }>("SELECT now() AS now");
    const now = rows[0]!.now;
    const expected = await ids(mastodonGoneSql, [now]);
    const before = await ids("SELECT id FROM mastodon.statuses");
    // After the first batch: every account keeps nothing by its flags, and no threshold.
    const run = await runChangedMidway(
      db,
      { policies: policies(mastodonCleanupPolicy), now, batchSize: 40 },
      `UPDATE mastodon.account_statuses_cleanup_policies SET
        keep_direct = false, keep_pinned = false, keep_polls = false, keep_media = false,
        keep_self_fav = false, keep_self_bookmark = false, min_favs = NULL, min_reblogs = NULL`,
    );
    expect(run.policies[0]!.batches).toBeGreaterThan(3);
    const after = new Set(await ids("SELECT id FROM mastodon.statuses"));
    expect(before.filter((id) => !after.has(id))).toEqual(expected);
    const next = await runAgainstMastodon();
    expect(next.gone).toEqual(next.expected);
    expect(next.gone.length).toBeGreaterThan(100);
  });
});

describe("keep rules the catalog refuses: the error names the field, nothing is deleted", () => {
  const refused = async (keep: unknown[], field: string, message: RegExp) => {
    const before = await ids("SELECT id FROM mastodon.statuses");
    const rules = policies({
      ...mastodonCleanupPolicy,
      tenant: { ...mastodonCleanupPolicy.tenant, keep },
    });
    const error = await runRetention({ pool: db.enginePool(), policies: rules }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(field);
    expect((error as ConfigError).message).toMatch(message);
    expect(await ids("SELECT id FROM mastodon.statuses")).toEqual(before);
  };
  const direct = [{ column: "visibility", equals: 3 }];
  const at = "policies[0].tenant.keep[0]";
  it("refuses an unknown or non-boolean flag, a threshold that is no number, a value over many rows, a sameAs out of place", async () => {
    await load(accounts, statuses.slice(0, 400));
    await refused([{ if: "keep_everything", where: direct }], `${at}.if`, /does not exist/);
    await refused([{ if: "min_favs", where: direct }], `${at}.if`, /is integer, not boolean/);
    await refused(
      [{ if: "keep_direct", where: [{ column: "privacy", equals: 3 }] }],
      `${at}.where[0].column`,
      /does not exist in mastodon\.statuses/,
    );
    await refused(
      [
        {
          atLeast: "keep_direct",
          of: { table: "mastodon.status_stats", column: "favourites_count" },
        },
      ],
      `${at}.atLeast`,
      /not a number/,
    );
    await refused(
      [{ atLeast: "min_favs", of: { table: "mastodon.favourites", column: "id" } }],
      `${at}.of.table`,
      /needs an aggregate/,
    );
    await refused(
      [{ atLeast: "min_favs", of: { column: "text" } }],
      `${at}.of.column`,
      /not a number/,
    );
    await refused(
      [{ if: "keep_direct", where: [{ column: "account_id", sameAs: "account_id" }] }],
      `${at}.where[0].sameAs`,
      /applies only inside exists/,
    );
    await refused(
      [
        {
          if: "keep_self_fav",
          where: [
            {
              exists: {
                table: "mastodon.favourites",
                where: [{ column: "account_id", sameAs: "owner_id" }],
              },
            },
          ],
        },
      ],
      `${at}.where[0].exists.where[0].sameAs`,
      /column "owner_id" does not exist in mastodon\.statuses/,
    );
    await refused(
      [
        {
          if: "keep_self_fav",
          where: [
            {
              exists: {
                table: "mastodon.favourites",
                where: [{ column: "created_at", sameAs: "account_id" }],
              },
            },
          ],
        },
      ],
      `${at}.where[0].exists.where[0].sameAs`,
      /does not compare/,
    );
  });
  it("refuses at parse time an empty list and a rule of neither form", () => {
    const parse = (keep: unknown) => () =>
      policies({ ...mastodonCleanupPolicy, tenant: { ...mastodonCleanupPolicy.tenant, keep } });
    expect(parse([])).toThrow(/policies\[0\]\.tenant\.keep: must hold a keep rule/);
    expect(parse([{ if: "keep_direct" }])).toThrow(/policies\[0\]\.tenant\.keep\[0\]/);
    expect(parse([{ if: "keep_direct", where: [], atLeast: "min_favs" }])).toThrow(
      /policies\[0\]\.tenant\.keep\[0\]/,
    );
  });
});

describe("plan and the maintenance role for the keep rules", () => {
  beforeAll(() => db.pool.query(onePolicyPerAccountSql));
  it("plan asks for the indexes the lookups need; the role is granted what the keep rules read", async () => {
    await load(accounts, statuses.slice(0, 200));
    await db.pool.query("DROP INDEX mastodon.index_bookmarks_on_status_id");
    const client = await db.pool.connect();
    try {
      const rules = policies(mastodonCleanupPolicy);
      const [plan] = await planPolicies(client, rules);
      const warnings = plan!.warnings.join("\n");
      expect(warnings).toMatch(
        /CREATE INDEX CONCURRENTLY ON "mastodon"\."statuses" \("account_id", "created_at"\)/,
      );
      expect(warnings).toMatch(/no index leads with mastodon\.bookmarks \(status_id\)/);
      expect(warnings).not.toMatch(/no index leads with mastodon\.favourites/);
      const role = await planMaintenanceRole(client, "mastodon_retention", rules);
      const grants = role.statements.join("\n");
      const granted = (table: string) =>
        new RegExp(`GRANT SELECT \\(([^)]*)\\) ON "mastodon"\\."${table}"`).exec(grants)?.[1];
      expect(granted("favourites")).toMatch(/"account_id"/);
      expect(granted("status_stats")).toMatch(/"favourites_count".*"reblogs_count"/);
      // The tenant's row: its key, retention, opt-out, flags and thresholds.
      const settings = granted("account_statuses_cleanup_policies") ?? "";
      for (const column of [
        "account_id",
        "min_status_age",
        "enabled",
        "keep_direct",
        "min_reblogs",
      ])
        expect(settings).toContain(`"${column}"`);
    } finally {
      client.release();
      await db.pool.query(
        "CREATE INDEX index_bookmarks_on_status_id ON mastodon.bookmarks (status_id)",
      );
    }
  });
});
