// Keycloak's users (credentials, attributes, role mappings, required actions, consents and their
// scopes, a chain; NO ACTION keys) erased against a plain SQL oracle; a legal hold that stops the
// subject's erasure with its reason and leaves everything; a race: the application inserts a
// credential for the subject while the erasure runs, and the erasure either takes it (the insert
// committed before the subject's row was locked) or the insert fails on the gone user, nothing partial.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { erase, shapeOf, snapshot } from "../helpers/erasure.js";
import { keycloakUsersSchemaSql } from "../schemas/frameworks.js";

let db: TestDatabase;
const TABLES = [
  "user_entity",
  "credential",
  "user_attribute",
  "user_role_mapping",
  "user_required_action",
  "user_consent",
  "user_consent_client_scope",
  "event_entity",
].map((name) => `keycloak.${name}`);
const CHILDREN: Record<string, string> = {
  "keycloak.credential": "user_id",
  "keycloak.user_attribute": "user_id",
  "keycloak.user_role_mapping": "user_id",
  "keycloak.user_required_action": "user_id",
  "keycloak.user_consent": "user_id",
};
const erasure = {
  subject: { table: "keycloak.user_entity" },
  tables: { "keycloak.user_consent": { action: "delete", hold: "legal_hold" } },
  owner: "Identity",
};

async function addUser(id: string) {
  const statements = `INSERT INTO keycloak.user_entity (id, email, email_constraint, realm_id, username, enabled, created_timestamp)
       VALUES ($1, $1 || '@example.org', $1 || '@example.org', 'master', $1, true, 1700000000000);
     INSERT INTO keycloak.credential (id, type, user_id, secret_data, credential_data, priority) VALUES ($1 || '-c', 'password', $1, '{"value":"h"}', '{}', 10);
     INSERT INTO keycloak.user_attribute (id, name, value, user_id) VALUES ($1 || '-a1', 'locale', 'de', $1), ($1 || '-a2', 'phone', '+49', $1);
     INSERT INTO keycloak.user_role_mapping (role_id, user_id) VALUES ('default-roles-master', $1), ('offline_access', $1);
     INSERT INTO keycloak.user_required_action (user_id, required_action) VALUES ($1, 'VERIFY_EMAIL');
     INSERT INTO keycloak.user_consent (id, client_id, user_id, created_date) VALUES ($1 || '-k', 'account', $1, 1700000000000);
     INSERT INTO keycloak.user_consent_client_scope (user_consent_id, scope_id) VALUES ($1 || '-k', 'profile'), ($1 || '-k', 'email');
     INSERT INTO keycloak.event_entity (id, realm_id, type, user_id, event_time) VALUES ($1 || '-e', 'master', 'LOGIN', $1, 1700000000000)`;
  for (const statement of statements.split(";"))
    await db.pool.query(statement.replaceAll("$1", "$1::varchar"), [id]);
}

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(keycloakUsersSchemaSql);
  // A hold the organisation adds to consents under litigation (Keycloak has none of its own).
  await db.pool.query(
    "ALTER TABLE keycloak.user_consent ADD COLUMN legal_hold boolean NOT NULL DEFAULT false",
  );
  for (const id of ["u-1", "u-2", "u-held", "u-race", "u-race2"]) await addUser(id);
});
afterAll(async () => {
  await db.drop();
});

/** The oracle: every row of the subject's, by the keys the schema has, in plain SQL. */
async function rowsOfSubject(id: string): Promise<number> {
  const { rows } = await db.pool.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM keycloak.user_entity WHERE id = $1)
      + ${Object.entries(CHILDREN)
        .map(([table, column]) => `(SELECT count(*) FROM ${table} WHERE ${column} = $1)`)
        .join(" + ")}
      + (SELECT count(*) FROM keycloak.user_consent_client_scope s JOIN keycloak.user_consent c ON c.id = s.user_consent_id WHERE c.user_id = $1))::int AS n`,
    [id],
  );
  return rows[0]?.n ?? -1;
}

describe("Keycloak's users", () => {
  it("erases the user and every row the keys reach, nobody else's; its events have no key and stay", async () => {
    const others = await snapshot(db, TABLES);
    expect(await rowsOfSubject("u-1")).toBe(10);
    const result = await erase(db, await shapeOf(db, erasure), "u-1");
    expect(result.outcome).toBe("erased");
    expect(await rowsOfSubject("u-1")).toBe(0);
    const after = await snapshot(db, TABLES);
    for (const table of TABLES) {
      const expected = others[table]?.filter(
        (row) => table === "keycloak.event_entity" || !row.includes('"u-1'),
      );
      expect(after[table], table).toEqual(expected);
    }
    expect(result.tables.reduce((sum, each) => sum + each.deleted, 0)).toBe(10);
  });

  it("a legal hold stops the subject's erasure with its reason; nothing changes", async () => {
    await db.pool.query(
      "UPDATE keycloak.user_consent SET legal_hold = true WHERE user_id = 'u-held'",
    );
    const before = await snapshot(db, TABLES);
    const shape = await shapeOf(db, erasure);
    const dry = await erase(db, shape, "u-held", { dryRun: true });
    const result = await erase(db, shape, "u-held");
    expect(result).toMatchObject({
      outcome: "held",
      reason: "legal hold: 1 row(s) of keycloak.user_consent (legal_hold)",
    });
    expect(dry.outcome).toBe("held");
    expect(await snapshot(db, TABLES)).toEqual(before);
    expect(result.seq).toBeGreaterThan(0);
  });
});

/** Waits until a backend of the engine waits on a lock. */
async function engineWaits() {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await db.pool.query(
      "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'retention-job' AND wait_event_type = 'Lock'",
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the erasure never waited");
}

describe("a race with the application", () => {
  it("a credential inserted before the subject's row is locked is taken", async () => {
    const app = new pg.Client({ connectionString: db.url });
    await app.connect();
    try {
      await app.query("BEGIN");
      await app.query(
        "INSERT INTO keycloak.credential (id, type, user_id) VALUES ('race-1', 'otp', 'u-race')",
      );
      const erasing = erase(db, await shapeOf(db, erasure), "u-race");
      await engineWaits();
      await app.query("COMMIT");
      const result = await erasing;
      expect(result.outcome).toBe("erased");
      expect(result.tables.find((each) => each.table === "keycloak.credential")?.deleted).toBe(2);
      expect(await rowsOfSubject("u-race")).toBe(0);
    } finally {
      await app.end();
    }
  });

  it("a credential inserted once the rows are locked fails on the gone user; the erasure is whole", async () => {
    const holder = new pg.Client({ connectionString: db.url });
    const app = new pg.Client({ connectionString: db.url });
    await holder.connect();
    await app.connect();
    try {
      // The application reads the consent (a key share lock): the erasure waits there, past the user's lock.
      await holder.query("BEGIN");
      await holder.query(
        "SELECT 1 FROM keycloak.user_consent WHERE id = 'u-race2-k' FOR KEY SHARE",
      );
      const erasing = erase(db, await shapeOf(db, erasure), "u-race2");
      await engineWaits();
      const inserting = app
        .query(
          "INSERT INTO keycloak.credential (id, type, user_id) VALUES ('race-2', 'otp', 'u-race2')",
        )
        .then(
          () => "inserted",
          (error: { code?: string }) => error.code,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await holder.query("COMMIT");
      const result = await erasing;
      expect(result.outcome).toBe("erased");
      expect(await inserting).toBe("23503");
      expect(await rowsOfSubject("u-race2")).toBe(0);
    } finally {
      await holder.end();
      await app.end();
    }
  });
});
