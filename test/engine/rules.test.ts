// Properties of the rules applications write (typed conditions, a computed clock, keep the newest
// N, a zero retention, redaction, alsoDelete, orphans), each against an oracle written as plain
// SQL on real PostgreSQL: whatever the rows and the rule's parameters, one run leaves exactly what
// the oracle says, the dry run predicted its count, a second run touches nothing; and two
// instances racing on the same rows do the work once between them.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Policy, parseRetentionTable } from "../../functions/contract/retention-table.js";
import { type PolicyReport, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { only, runThriceOn } from "../helpers/rules.js";

let db: TestDatabase;
const KEY = "a-key-of-the-property-tests";

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE SCHEMA r;
    CREATE TYPE r.kind AS ENUM ('login', 'logout', 'refresh', 'error');
    CREATE TABLE r.events (
      id bigint PRIMARY KEY,
      user_id int,
      kind r.kind NOT NULL,
      seen boolean,
      note text,
      created_at timestamptz NOT NULL,
      expires_in int,
      email text UNIQUE,
      phone text,
      country char(2) NOT NULL DEFAULT 'DE');
    CREATE INDEX ON r.events (created_at);
    CREATE INDEX ON r.events (user_id, created_at);
    CREATE TABLE r.tokens (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
    CREATE TABLE r.sessions (
      id bigint PRIMARY KEY,
      token_id bigint REFERENCES r.tokens (id),
      created_at timestamptz NOT NULL);
    CREATE INDEX ON r.sessions (token_id);
    CREATE INDEX ON r.sessions (created_at);`);
});
afterAll(async () => {
  await db.drop();
});

const KINDS = ["login", "logout", "refresh", "error"] as const;

/** Ages are whole days plus 12 hours: no whole-day cutoff (nor a zero one) is ever within 12 h. */
const days = fc.integer({ min: 0, max: 60 });

const eventRow = fc.record({
  user: fc.constantFrom(null, 1, 2, 3),
  kind: fc.constantFrom(...KINDS),
  seen: fc.constantFrom(null, true, false),
  note: fc.constantFrom(null, "x"),
  ageDays: days,
  /** Days until it expires after creation (NULL: never; a negative one counts as none). */
  expiresDays: fc.constantFrom(null, -3, 0, 1, 5, 30),
  email: fc.boolean(),
  phone: fc.constantFrom(null, "+49301"),
  country: fc.constantFrom("DE", "XX"),
});
const events = fc.array(eventRow, { maxLength: 40 });
type EventRow = typeof eventRow extends fc.Arbitrary<infer T> ? T : never;

async function loadEvents(rows: EventRow[]) {
  await db.pool.query("TRUNCATE r.events");
  await db.pool.query(
    `INSERT INTO r.events (id, user_id, kind, seen, note, created_at, expires_in, email, phone, country)
     SELECT r.id, r.user_id, r.kind::r.kind, r.seen, r.note,
            now() - (r.age_days * 24 + 12) * interval '1 hour',
            r.expires_days * 86400, CASE WHEN r.email THEN 'u' || r.id || '@example.org' END, r.phone, r.country
     FROM jsonb_to_recordset($1::jsonb)
       AS r(id bigint, user_id int, kind text, seen boolean, note text, age_days int, expires_days int, email boolean, phone text, country text)`,
    [
      JSON.stringify(
        rows.map((row, index) => ({
          id: index + 1,
          user_id: row.user,
          kind: row.kind,
          seen: row.seen,
          note: row.note,
          age_days: row.ageDays,
          expires_days: row.expiresDays,
          email: row.email,
          phone: row.phone,
          country: row.country,
        })),
      ),
    ],
  );
}

const ids = async (table: string, where = "true") =>
  (
    await db.pool.query<{ id: string }>(`SELECT id FROM ${table} WHERE ${where} ORDER BY id`)
  ).rows.map((row) => Number(row.id));

const policiesOf = (...policies: Record<string, unknown>[]) =>
  parseRetentionTable({
    policies: policies.map((policy) => ({ owner: "rules test", ...policy })),
  }).policies;

const runThrice = (policies: Policy[], batchSize?: number) =>
  runThriceOn(db, policies, { redactionKey: KEY, batchSize });

/** A random set of typed conditions, each with the SQL an oracle writes for it by hand. */
const conditions = fc.subarray(
  [
    { rule: { column: "note", is: "null" }, sql: "note IS NULL" },
    { rule: { column: "note", is: "not null" }, sql: "note IS NOT NULL" },
    { rule: { column: "seen", is: "true" }, sql: "seen IS TRUE" },
    { rule: { column: "seen", is: "false" }, sql: "seen IS FALSE" },
    { rule: { column: "kind", equals: "login" }, sql: "kind = 'login'" },
    { rule: { column: "kind", in: ["logout", "error"] }, sql: "kind IN ('logout', 'error')" },
    { rule: { column: "user_id", in: [1, 3] }, sql: "user_id IN (1, 3)" },
    { rule: { column: "country", equals: "XX" }, sql: "country = 'XX'" },
  ],
  { maxLength: 3 },
);

describe("property: each rule leaves exactly what its oracle keeps", () => {
  it("typed conditions, ANDed, with an age rule", async () => {
    await fc.assert(
      fc.asyncProperty(
        events,
        conditions,
        fc.constantFrom(1, 7, 30),
        fc.integer({ min: 1, max: 6 }),
        async (rows, where, retentionDays, batchSize) => {
          await loadEvents(rows);
          const going = [
            `created_at < now() - interval '${retentionDays} days'`,
            ...where.map((each) => each.sql),
          ];
          // A condition on a NULL is unknown: the row is not governed, it stays.
          const expected = await ids("r.events", `NOT coalesce(${going.join(" AND ")}, false)`);
          await runThrice(
            policiesOf({
              name: "events",
              table: "r.events",
              clock: "created_at",
              retention: `${retentionDays}d`,
              ...(where.length > 0 ? { where: where.map((each) => each.rule) } : {}),
            }),
            batchSize,
          );
          expect(await ids("r.events")).toEqual(expected);
        },
      ),
      { numRuns: 20 },
    );
  });

  it("a clock computed from two columns (created_at + expires_in seconds), zero retention included", async () => {
    await fc.assert(
      fc.asyncProperty(events, fc.constantFrom(0, 1, 7), async (rows, retentionDays) => {
        await loadEvents(rows);
        const expected = await ids(
          "r.events",
          `expires_in IS NULL OR created_at + greatest(expires_in, 0) * interval '1 second' >= now() - interval '${retentionDays} days'`,
        );
        await runThrice(
          policiesOf({
            name: "expired",
            table: "r.events",
            clock: { column: "created_at", plus: "expires_in", unit: "s" },
            retention: `${retentionDays}d`,
            ...(retentionDays === 0 ? { allowZeroRetention: true } : {}),
          }),
        );
        expect(await ids("r.events")).toEqual(expected);
      }),
      { numRuns: 20 },
    );
  });

  it("keep the newest N per group (NULL a group of its own), alone or with an age rule and a condition", async () => {
    await fc.assert(
      fc.asyncProperty(
        events,
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(null, 7),
        fc.boolean(),
        async (rows, newest, retentionDays, loginsOnly) => {
          await loadEvents(rows);
          const governed = loginsOnly ? "kind = 'login'" : "true";
          const old =
            retentionDays === null
              ? "true"
              : `created_at < now() - interval '${retentionDays} days'`;
          const expected = await ids(
            "r.events",
            `id NOT IN (SELECT id FROM (
               SELECT id, created_at, row_number() OVER (PARTITION BY user_id ORDER BY created_at DESC, id DESC) AS rank
               FROM r.events WHERE ${governed}) ranked
             WHERE rank > ${newest} AND ${old})`,
          );
          await runThrice(
            policiesOf({
              name: "beyond",
              table: "r.events",
              keep: { newest, per: ["user_id"], by: "created_at" },
              ...(retentionDays === null
                ? {}
                : { clock: "created_at", retention: `${retentionDays}d` }),
              ...(loginsOnly ? { where: [{ column: "kind", equals: "login" }] } : {}),
            }),
          );
          expect(await ids("r.events")).toEqual(expected);
        },
      ),
      { numRuns: 20 },
    );
  });
});

/** The redactions a property picks from, with what an oracle writes for each, by hand. */
const REDACTIONS = {
  email: {
    value: "hash",
    sql: `CASE WHEN email IS NULL THEN NULL ELSE 'redacted:' || encode(sha256(convert_to('${KEY}' || ':' || email, 'UTF8')), 'hex') END`,
    held: "email IS NOT NULL AND email NOT LIKE 'redacted:%'",
  },
  phone: { value: null, sql: "NULL", held: "phone IS NOT NULL" },
  country: { value: { value: "XX" }, sql: "'XX'", held: "country <> 'XX'" },
} as const;
type Redacted = keyof typeof REDACTIONS;

const contents = async () =>
  (await db.pool.query("SELECT id, email, phone, country::text FROM r.events ORDER BY id")).rows;

describe("property: a redaction overwrites exactly what its oracle says, once", () => {
  it("random columns (hash, NULL, a fixed value), rows partly redacted already, with a condition or not", async () => {
    await fc.assert(
      fc.asyncProperty(
        events,
        fc.subarray(Object.keys(REDACTIONS) as Redacted[], { minLength: 1 }),
        fc.constantFrom(1, 30),
        fc.boolean(),
        fc.integer({ min: 1, max: 5 }),
        async (rows, columns, retentionDays, seenOnly, batchSize) => {
          await loadEvents(rows);
          const governed = `created_at < now() - interval '${retentionDays} days'${seenOnly ? " AND seen IS TRUE" : ""}`;
          const held = columns.map((column) => REDACTIONS[column].held).join(" OR ");
          const set = (column: Redacted) =>
            columns.includes(column)
              ? `CASE WHEN ${governed} THEN ${REDACTIONS[column].sql} ELSE ${column} END`
              : column;
          const { rows: expected } = await db.pool.query(
            `SELECT id, ${set("email")} AS email, ${set("phone")} AS phone, (${set("country")})::text AS country
             FROM r.events ORDER BY id`,
          );
          const { rows: due } = await db.pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM r.events WHERE ${governed} AND (${held})`,
          );
          const report = await runThrice(
            policiesOf({
              name: "contacts",
              table: "r.events",
              mechanism: "redact",
              columns: Object.fromEntries(
                columns.map((column) => [column, REDACTIONS[column].value]),
              ),
              clock: "created_at",
              retention: `${retentionDays}d`,
              ...(seenOnly ? { where: [{ column: "seen", is: "true" }] } : {}),
            }),
            batchSize,
          );
          expect(only(report, "contacts")).toMatchObject({ redacted: due[0]!.n, deleted: 0 });
          expect(await contents()).toEqual(expected);
          expect(await ids("r.events")).toEqual(rows.map((_, index) => index + 1));
        },
      ),
      { numRuns: 20 },
    );
  });
});

const graph = fc.record({
  tokens: fc.array(days, { maxLength: 12 }),
  sessions: fc.array(fc.record({ token: fc.option(fc.nat(), { freq: 4 }), ageDays: days }), {
    maxLength: 25,
  }),
});
type Graph = typeof graph extends fc.Arbitrary<infer T> ? T : never;

async function loadGraph({ tokens, sessions }: Graph) {
  await db.pool.query("TRUNCATE r.sessions, r.tokens");
  await db.pool.query(
    `INSERT INTO r.tokens (id, created_at)
       SELECT ord, now() - (age * 24 + 12) * interval '1 hour' FROM unnest($1::int[]) WITH ORDINALITY AS t(age, ord);
     `.trim(),
    [tokens],
  );
  await db.pool.query(
    `INSERT INTO r.sessions (id, token_id, created_at)
       SELECT ord, token, now() - (age * 24 + 12) * interval '1 hour'
       FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS s(token, age, ord)`,
    [
      sessions.map((each) =>
        each.token === null || tokens.length === 0 ? null : (each.token % tokens.length) + 1,
      ),
      sessions.map((each) => each.ageDays),
    ],
  );
}

describe("property: alsoDelete takes a row's parent when nothing else holds it; orphans go", () => {
  it("sessions with alsoDelete of their token, and orphaned tokens, in one run", async () => {
    await fc.assert(
      fc.asyncProperty(
        graph,
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        async (data, withOrphans, batchSize) => {
          await loadGraph(data);
          const old = (days: number) => `created_at < now() - interval '${days} days'`;
          const sessionsLeft = await ids("r.sessions", `NOT ${old(7)}`);
          // A token goes with its last old session; with the orphans policy, any old token that no
          // session left references goes too.
          const tokensLeft = await ids(
            "r.tokens",
            `NOT (EXISTS (SELECT 1 FROM r.sessions s WHERE s.token_id = r.tokens.id AND s.${old(7)})
                AND NOT EXISTS (SELECT 1 FROM r.sessions s WHERE s.token_id = r.tokens.id AND NOT s.${old(7)}))
           ${withOrphans ? `AND NOT (${old(30)} AND NOT EXISTS (SELECT 1 FROM r.sessions s WHERE s.token_id = r.tokens.id AND NOT s.${old(7)}))` : ""}`,
          );
          const report = await runThrice(
            policiesOf(
              ...(withOrphans
                ? [
                    {
                      name: "orphaned_tokens",
                      table: "r.tokens",
                      orphans: true,
                      clock: "created_at",
                      retention: "30d",
                    },
                  ]
                : []),
              {
                name: "old_sessions",
                table: "r.sessions",
                clock: "created_at",
                retention: "7d",
                alsoDelete: ["token_id"],
              },
            ),
            batchSize,
          );
          expect(await ids("r.sessions")).toEqual(sessionsLeft);
          expect(await ids("r.tokens")).toEqual(tokensLeft);
          const taken = only(report, "old_sessions").alsoDeleted["r.tokens"] ?? 0;
          const orphaned = withOrphans ? only(report, "orphaned_tokens").deleted : 0;
          expect(taken + orphaned).toBe(data.tokens.length - tokensLeft.length);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe("a rule the schema cannot keep is refused before anything is touched, naming the field", () => {
  const base = { name: "refused", table: "r.events", clock: "created_at", retention: "1d" };
  const redact = { ...base, mechanism: "redact" };
  const cases: [string, Record<string, unknown>, RegExp][] = [
    [
      "NULL into a NOT NULL column",
      { ...redact, columns: { country: null } },
      /policies\[0\]\.columns\.country: column "country" is NOT NULL/,
    ],
    [
      "a key column",
      { ...redact, columns: { id: null } },
      /columns\.id: column "id" is part of the row's key/,
    ],
    [
      "a fixed value into a unique column",
      { ...redact, columns: { email: { value: "gone" } } },
      /columns\.email: column "email" is unique \(an index says so\)/,
    ],
    [
      "the rule's clock set to anything but NULL (clearing it is the one redaction of a clock)",
      { ...redact, columns: { created_at: { value: "2020-01-01T00:00:00Z" } } },
      /columns\.created_at: column "created_at" is the policy's clock: a redaction may clear it \(null\)/,
    ],
    [
      "a keyed hash of a number",
      { ...redact, columns: { user_id: "hash" } },
      /columns\.user_id: column "user_id" is integer: a keyed hash is text/,
    ],
    [
      "a value longer than the column",
      { ...redact, columns: { country: { value: "XXX" } } },
      /columns\.country\.value: "XXX" does not fit column "country" \(character\(2\)\): it would be stored as "XX"/,
    ],
    [
      "a value of another type",
      { ...redact, columns: { seen: { value: "maybe" } } },
      /columns\.seen\.value: "maybe" is not a boolean/,
    ],
    [
      "a foreign key column",
      { ...base, table: "r.sessions", mechanism: "redact", columns: { token_id: null } },
      /columns\.token_id: column "token_id" is part of a foreign key/,
    ],
    [
      "a condition's value of another type",
      { ...base, where: [{ column: "user_id", equals: "abc" }] },
      /where\[0\]\.equals: "abc" is not a integer/,
    ],
    [
      "a value the enum does not have",
      { ...base, where: [{ column: "kind", in: ["login", "signup"] }] },
      /where\[0\]\.in\[1\]: "signup" is not a r\.kind/,
    ],
    [
      "true of a column that is not boolean",
      { ...base, where: [{ column: "note", is: "true" }] },
      /where\[0\]\.is: column "note" is text, not boolean/,
    ],
    [
      "null of a NOT NULL column",
      { ...base, where: [{ column: "kind", is: "null" }] },
      /where\[0\]\.is: column "kind" is NOT NULL/,
    ],
    [
      "a condition on no column",
      { ...base, where: [{ column: "nope", is: "null" }] },
      /where\[0\]\.column: column "nope" does not exist in r\.events/,
    ],
    [
      "a duration column of text",
      { ...base, clock: { column: "created_at", plus: "note", unit: "s" } },
      /clock\.plus: column "note" is text, not a number or an interval/,
    ],
    [
      "a duration without its unit",
      { ...base, clock: { column: "created_at", plus: "expires_in" } },
      /clock\.unit: column "expires_in" is integer: say what it counts/,
    ],
    [
      "keep by a column that does not exist",
      { ...base, keep: { newest: 3, by: "updated_at" } },
      /keep\.by: column "updated_at" does not exist/,
    ],
    [
      "keep per a column that does not exist",
      { ...base, keep: { newest: 3, per: ["account_id"], by: "created_at" } },
      /keep\.per\[0\]: column "account_id" does not exist in r\.events/,
    ],
    [
      "alsoDelete of a column that is no foreign key",
      { ...base, table: "r.sessions", alsoDelete: ["created_at"] },
      /alsoDelete\[0\]: column "created_at" of r\.sessions is not a one-column foreign key/,
    ],
    [
      "orphans of a table nothing references",
      { ...base, orphans: true },
      /orphans: no foreign key references r\.events/,
    ],
  ];
  it.each(cases)("%s", async (_case, policy, message) => {
    await loadEvents([
      {
        user: 1,
        kind: "login",
        seen: true,
        note: null,
        ageDays: 9,
        expiresDays: 0,
        email: true,
        phone: "+49301",
        country: "DE",
      },
    ]);
    await loadGraph({ tokens: [9], sessions: [{ token: 0, ageDays: 9 }] });
    const before = [await contents(), await ids("r.sessions"), await ids("r.tokens")];
    await expect(
      runRetention({ pool: db.pool, policies: policiesOf(policy), redactionKey: KEY }),
    ).rejects.toThrow(message);
    expect([await contents(), await ids("r.sessions"), await ids("r.tokens")]).toEqual(before);
  });

  it("a keyed hash without a key, or with a short one: refused, naming REDACTION_KEY", async () => {
    await loadEvents([
      {
        user: 1,
        kind: "login",
        seen: true,
        note: null,
        ageDays: 9,
        expiresDays: 0,
        email: true,
        phone: null,
        country: "DE",
      },
    ]);
    const before = await contents();
    const policies = policiesOf({ ...redact, columns: { email: "hash" } });
    await expect(runRetention({ pool: db.pool, policies })).rejects.toThrow(
      /REDACTION_KEY: policy refused redacts email to a keyed hash: set REDACTION_KEY/,
    );
    await expect(
      runRetention({ pool: db.pool, policies, redactionKey: "0123456789abcde" }),
    ).rejects.toThrow(/REDACTION_KEY: is 15 characters long; a keyed hash needs at least 16/);
    expect(await contents()).toEqual(before);
  });

  it("a zero retention not said explicitly, and allowZeroRetention with another retention", () => {
    expect(() => policiesOf({ ...base, retention: "0s" })).toThrow(
      /policies\[0\]\.retention: is zero; set allowZeroRetention: true/,
    );
    expect(() => policiesOf({ ...base, allowZeroRetention: true })).toThrow(
      /policies\[0\]\.allowZeroRetention: applies only to a retention of 0s/,
    );
  });
});

describe("two instances racing on the same rows do each rule's work once between them", () => {
  it("redaction, keep the newest, alsoDelete and orphans: the state the oracle says, counts that add up, no error", async () => {
    const rows: EventRow[] = Array.from({ length: 400 }, (_, index) => ({
      user: ((index % 3) + 1) as 1 | 2 | 3,
      kind: KINDS[index % 4]!,
      seen: index % 3 === 0,
      note: null,
      ageDays: index % 50,
      expiresDays: null,
      email: true,
      phone: "+49301" as const,
      country: "DE" as const,
    }));
    const policies = policiesOf(
      {
        name: "contacts",
        table: "r.events",
        mechanism: "redact",
        columns: { email: "hash", phone: null },
        clock: "created_at",
        retention: "30d",
      },
      {
        name: "beyond",
        table: "r.events",
        keep: { newest: 20, per: ["user_id"], by: "created_at" },
        where: [{ column: "seen", is: "false" }],
      },
      {
        name: "orphaned_tokens",
        table: "r.tokens",
        orphans: true,
        clock: "created_at",
        retention: "30d",
      },
      {
        name: "old_sessions",
        table: "r.sessions",
        clock: "created_at",
        retention: "7d",
        alsoDelete: ["token_id"],
      },
    );
    for (let round = 0; round < 3; round++) {
      await loadEvents(rows);
      await loadGraph({
        tokens: Array.from({ length: 150 }, (_, index) => 20 + (index % 30)),
        sessions: Array.from({ length: 400 }, (_, index) => ({
          token: index % 170,
          ageDays: index % 15,
        })),
      });
      const dry = await runRetention({
        pool: db.enginePool(),
        policies,
        dryRun: true,
        redactionKey: KEY,
      });
      const expected = {
        events: await ids(
          "r.events",
          `NOT coalesce(seen IS FALSE AND id IN (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY created_at DESC, id DESC) AS rank FROM r.events WHERE seen IS FALSE) ranked WHERE rank > 20), false)`,
        ),
        sessions: await ids("r.sessions", "created_at >= now() - interval '7 days'"),
      };
      const [a, b] = await Promise.all(
        [db.enginePool(), db.enginePool()].map((pool) =>
          runRetention({ pool, policies, redactionKey: KEY, batchSize: 7 }),
        ),
      );
      for (const report of [a!, b!]) {
        expect(report.policies.filter((each) => each.error !== null)).toEqual([]);
        expect(report.policies).toHaveLength(policies.length);
      }
      const sum = (name: string, figure: (report: PolicyReport) => number) =>
        figure(only(a!, name)) + figure(only(b!, name));
      for (const name of ["contacts", "beyond", "old_sessions"]) {
        const predicted = only(dry, name).backlog;
        expect(sum(name, (each) => each.redacted ?? each.deleted)).toBe(predicted);
      }
      expect(await ids("r.events")).toEqual(expected.events);
      expect(await ids("r.sessions")).toEqual(expected.sessions);
      const { rows: unredacted } = await db.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM r.events WHERE created_at < now() - interval '30 days' AND (email NOT LIKE 'redacted:%' OR phone IS NOT NULL)",
      );
      expect(unredacted[0]!.n).toBe(0);
      // Every token gone went once: by alsoDelete or as an orphan, never counted twice.
      const tokensGone = 150 - (await ids("r.tokens")).length;
      expect(
        sum("old_sessions", (each) => each.alsoDeleted["r.tokens"] ?? 0) +
          sum("orphaned_tokens", (each) => each.deleted),
      ).toBe(tokensGone);
    }
  });
});
