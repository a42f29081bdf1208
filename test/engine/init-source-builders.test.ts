// `init --source DIR` and the query builders' deletes (issue 52): Kysely's `deleteFrom('table')`
// (a schema's table too), Drizzle's `delete(tableObject)` and sql`delete from ${tableObject}`, the
// object resolved to the table its `pgTable("table", ...)` declares; a time said near it or its
// query's comparison on a time column of the table (`.where('created_at', '<', x)`, `lt(t.createdAt, x)`).
// What must not be read as one: a delete by key, a comparison on a column that is no time, a
// collection's `.delete(key)`, an object no pgTable declares. Then the draft on real PostgreSQL:
// the tables the code deletes from are proposals on the code's evidence; without the code, the
// same tables are questions (an expiry column alone is not evidence).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Draft, draftRetentionTable } from "../../functions/engine/init/index.js";
import { readCleanupCode, type ScannedTable } from "../../functions/engine/init/source.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { fileTree } from "../helpers/files.js";

const table = (qualified: string, columns: string[]): ScannedTable => ({
  table: qualified,
  name: qualified.split(".")[1] as string,
  columns: ["id", ...columns],
});

/** The tables of the application below, as the scan is given them. */
const TABLES = [
  table("app.sessions", ["user_id", "expires_at"]),
  table("auth.sessions", ["user_id", "expires_at"]),
  table("app.verification_tokens", ["identifier", "created_at"]),
  table("app.api_keys", ["name", "created_at"]),
  table("app.price_points", ["label", "rank"]),
  table("app.user_sessions", ["user_id", "created_at"]),
  table("app.login_attempts", ["ip", "attempted_at"]),
  table("app.rate_limits", ["key", "window_start"]),
  table("app.webhook_deliveries", ["url", "delivered_at"]),
];

/** The code: one file per form, so that no time word of one reaches another's window. */
const CODE = {
  // Kysely, a time said (`new Date()`), the target's schema named.
  "src/jobs/sessions.ts": `export async function dropSessions(db: Kysely<DB>) {
  await db.deleteFrom("auth.sessions").where("expires_at", "<", new Date()).execute();
}`,
  // Kysely, chained on lines of their own; no time word: the comparison on a time column says it.
  "src/jobs/tokens.ts": `export async function dropTokens(db: Kysely<DB>, threshold: Date) {
  await db
    .deleteFrom('verification_tokens')
    .where('verification_tokens.created_at', '<=', threshold)
    .execute();
}`,
  // Kysely, a delete by key: no time.
  "src/keys.ts": `export async function revokeKey(db: Kysely<DB>, id: string) {
  await db.deleteFrom('api_keys').where('id', '=', id).execute();
}`,
  // Kysely, a comparison on a column that is no time.
  "src/prices.ts": `export async function dropCheap(db: Kysely<DB>, floor: number) {
  await db.deleteFrom('price_points').where('rank', '<', floor).execute();
}`,
  // Drizzle's table objects, declared in a schema file of their own.
  "src/db/schema.ts": `import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
export const userSessions = pgTable("user_sessions", {
  id: text("id").primaryKey(),
  createdAt: timestamp("created_at").notNull(),
});
export const loginAttempts = pgTable('login_attempts', {
  id: text("id").primaryKey(),
  attemptedAt: timestamp("attempted_at").notNull(),
});
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  windowStart: timestamp("window_start").notNull(),
});`,
  // Drizzle, the object by another name than its table's; no time word: lt() on a time column.
  "src/tasks/sessions.ts": `import * as schema from "../db/schema";
export async function trimSessions(db: Database, before: Date) {
  await db.delete(schema.userSessions).where(lt(schema.userSessions.createdAt, before));
}`,
  // Drizzle's raw SQL, the object interpolated.
  "src/tasks/attempts.ts": `import { loginAttempts } from "../db/schema";
export async function forgetAttempts(db: Database) {
  await db.execute(sql\`delete from \${loginAttempts} where attempted_at < now() - interval '1 day'\`);
}`,
  // Drizzle, a delete by key: no time.
  "src/limits.ts": `import { rateLimits } from "./db/schema";
export async function resetLimit(db: Database, id: string) {
  await db.delete(rateLimits).where(eq(rateLimits.id, id));
}`,
  // A collection's delete beside a time, and an object no pgTable declares.
  "src/cache.ts": `const webhookDeliveries = new Map<string, number>();
export function forget(key: string) {
  if (Date.now() > 0) webhookDeliveries.delete(key);
  db.delete(webhookDeliveries).where(lt(webhookDeliveries.deliveredAt, new Date()));
}`,
};

describe("init --source, the query builders' deletes", () => {
  let sites: Awaited<ReturnType<typeof readCleanupCode>>;
  beforeAll(async () => {
    sites = await readCleanupCode(await fileTree(CODE), TABLES);
  });

  it("Kysely's deleteFrom: the schema's table it names, a time said or a comparison on a time column", () => {
    expect(sites.get("auth.sessions")).toEqual([
      { file: "src/jobs/sessions.ts", line: 2, clock: "expires_at" },
    ]);
    // The other schema's table of the same name is not the one deleted from.
    expect(sites.has("app.sessions")).toBe(false);
    expect(sites.get("app.verification_tokens")).toEqual([
      { file: "src/jobs/tokens.ts", line: 3, clock: "created_at" },
    ]);
  });

  it("Drizzle's delete(object) and raw SQL deleting from the object: the table its pgTable declares", () => {
    expect(sites.get("app.user_sessions")).toEqual([
      { file: "src/tasks/sessions.ts", line: 3, clock: "created_at" },
    ]);
    expect(sites.get("app.login_attempts")).toEqual([
      { file: "src/tasks/attempts.ts", line: 3, clock: "attempted_at" },
    ]);
  });

  it("not a cleanup: a delete by key, a comparison on no time, a collection's delete, an undeclared object", () => {
    for (const name of ["app.api_keys", "app.price_points", "app.rate_limits"])
      expect(sites.has(name), name).toBe(false);
    expect(sites.has("app.webhook_deliveries")).toBe(false);
    expect([...sites.keys()].sort()).toEqual([
      "app.login_attempts",
      "app.user_sessions",
      "app.verification_tokens",
      "auth.sessions",
    ]);
  });
});

/**
 * The same forms as hands and other formatters write them: spaces inside the parentheses and around
 * the commas, a declaration with its type, an object without its module, `lte`, `ONLY`, a schema's
 * object inside the interpolation. No time word in any: each is read by its form alone.
 */
const LOOSE = {
  "src/db/tables.ts": `export const  chatTurnEvals: PgTableWithColumns<any> =  pgTable( "chat_turn_evals", {
  createdAt: timestamp("created_at").notNull(),
});
export const auditEvents = pgTable("audit_events", {
  loggedAt: timestamp("logged_at").notNull(),
});`,
  "src/tasks/evals.ts": `import { chatTurnEvals } from "../db/tables";
export async function trimEvals(db: Database, before: Date) {
  await db.delete( chatTurnEvals ).where(lt(  chatTurnEvals.createdAt  , before));
}`,
  "src/tasks/events.ts": `import * as schema from "../db/tables";
export async function trimEvents(db: Database, before: Date) {
  const { loggedAt } = schema.auditEvents;
  await db.execute(sql\`DELETE  FROM  ONLY  \${ schema.auditEvents } WHERE \${lte(loggedAt, before)}\`);
}`,
  "src/tasks/webhooks.ts": `export async function trimWebhooks(db: Kysely<DB>, threshold: Date) {
  await db.deleteFrom('webhook_deliveries').where( 'delivered_at' ,  '<', threshold).execute();
}`,
};

describe("init --source, the builders' forms written loose", () => {
  it("each found, its table and its clock", async () => {
    const sites = await readCleanupCode(await fileTree(LOOSE), [
      ...TABLES,
      table("app.chat_turn_evals", ["created_at"]),
      table("app.audit_events", ["logged_at"]),
    ]);
    expect(Object.fromEntries(sites)).toEqual({
      "app.chat_turn_evals": [{ file: "src/tasks/evals.ts", line: 3, clock: "created_at" }],
      "app.audit_events": [{ file: "src/tasks/events.ts", line: 4, clock: "logged_at" }],
      "app.webhook_deliveries": [{ file: "src/tasks/webhooks.ts", line: 2, clock: "delivered_at" }],
    });
  });
});

describe("the builders' deletes in a draft (real PostgreSQL)", () => {
  let db: TestDatabase;
  let source: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.pool.query(`
      CREATE SCHEMA app;
      CREATE TABLE app.verification_tokens (id bigint PRIMARY KEY, identifier text NOT NULL,
        created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL);
      CREATE INDEX ON app.verification_tokens (created_at);
      CREATE INDEX ON app.verification_tokens (expires_at);
      CREATE TABLE app.user_sessions (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE INDEX ON app.user_sessions (created_at);
      CREATE TABLE app.login_attempts (id bigint PRIMARY KEY, attempted_at timestamptz NOT NULL);
      CREATE INDEX ON app.login_attempts (attempted_at);
      INSERT INTO app.verification_tokens SELECT g, 'x' || g, now() - g * interval '1 hour',
        now() - g * interval '1 hour' + interval '1 day' FROM generate_series(1, 50) g;
      ANALYZE;`);
    source = await fileTree({
      "src/db/schema.ts": CODE["src/db/schema.ts"],
      "src/tasks/sessions.ts": CODE["src/tasks/sessions.ts"],
      "src/tasks/attempts.ts": CODE["src/tasks/attempts.ts"],
      "src/jobs/tokens.ts": CODE["src/jobs/tokens.ts"],
    });
  });
  afterAll(async () => {
    await db.drop();
  });

  const draftOf = async (withSource: boolean): Promise<Draft> => {
    const client = await db.pool.connect();
    try {
      return await draftRetentionTable(client, {
        schemas: ["app"],
        retention: "30d",
        ...(withSource ? { source } : {}),
      });
    } finally {
      client.release();
    }
  };

  it("with the code: each table a proposal on the clock the code compares, resting on its file and line", async () => {
    const draft = await draftOf(true);
    const rests = draft.proposals
      .map((proposal) => [
        proposal.policy.table,
        proposal.policy.clock,
        (proposal.evidence ?? []).map((each) => each.kind).join("+"),
        proposal.sites?.map((site) => `${site.file}:${site.line}`).join(", "),
      ])
      .sort();
    expect(rests).toEqual([
      ["app.login_attempts", "attempted_at", "code", "src/tasks/attempts.ts:3"],
      ["app.user_sessions", "created_at", "code", "src/tasks/sessions.ts:3"],
      // The code's clock (created_at), not the expiry: the expiry is no part of the rule.
      ["app.verification_tokens", "created_at", "code", "src/jobs/tokens.ts:3"],
    ]);
    expect(draft.questions.map((question) => question.table)).toEqual([]);
  });

  it("without it: no proposal; the expiry column alone is a question saying what would answer it", async () => {
    const draft = await draftOf(false);
    expect(draft.proposals).toEqual([]);
    expect(draft.questions.map((question) => [question.table, question.reason]).sort()).toEqual([
      ["app.login_attempts", "named for data that expires, no evidence"],
      ["app.user_sessions", "named for data that expires, no evidence"],
      ["app.verification_tokens", "it expires, no deletion seen"],
    ]);
    expect(draft.questions.find((each) => each.table === "app.verification_tokens")).toMatchObject({
      rank: 1,
      why: "its rows carry an expiry (expires_at), but nothing shows rows deleted (the code was not read; the server's statistics show none deleted as they come)",
      answer: expect.stringContaining("its code (init --source DIR)"),
      rule: "expires_at + ?",
    });
  });
});
