// `retention-job erase` end to end, and erasures that survive a restore: Keycloak users erased
// through the command line (dry run first, equal to the run), a copy of the database from before
// the erasure restored (CREATE DATABASE ... TEMPLATE, as a restore from a backup leaves it), the
// erasures replayed from the live ledger's receipts, then from an exported suppression list:
// nothing of the subjects left, everyone else as restored, a second replay changing nothing.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT, main } from "../../functions/cli/main.js";
import { runCli } from "../helpers/cli.js";
import { createTestDatabase, type TestDatabase, withDatabase } from "../helpers/db.js";
import { ERASURE_KEY } from "../helpers/erasure.js";
import { keycloakUsersSchemaSql } from "../schemas/frameworks.js";

let db: TestDatabase;
let dir: string;
let table: string;
const copies: string[] = [];
const SUBJECTS = ["u-1", "u-2"];
const EVERYONE = ["u-1", "u-2", "u-3", "u-4"];

const cli = (args: string[], url: string) =>
  runCli([...args, "--database-url", url], { REDACTION_KEY: ERASURE_KEY });

const query = async (url: string, text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
};

/** The oracle: a user's rows, by the schema's keys, in plain SQL. */
const rowsOfUser = async (url: string, id: string) =>
  (
    await query(
      url,
      `SELECT ((SELECT count(*) FROM keycloak.user_entity WHERE id = $1) + (SELECT count(*) FROM keycloak.credential WHERE user_id = $1)
        + (SELECT count(*) FROM keycloak.user_consent WHERE user_id = $1)
        + (SELECT count(*) FROM keycloak.user_consent_client_scope s JOIN keycloak.user_consent c ON c.id = s.user_consent_id WHERE c.user_id = $1))::int AS n`,
      [id],
    )
  )[0].n as number;

/** A copy of a database under a new name (the source must have no session). */
async function copyOf(source: string): Promise<string> {
  const name = `${source}_c${copies.length}`;
  await db.admin(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  copies.push(name);
  return name;
}

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(keycloakUsersSchemaSql);
  for (const id of EVERYONE) {
    await db.pool.query(
      `INSERT INTO keycloak.user_entity (id, email, realm_id, username) VALUES ($1::varchar, $1::varchar || '@example.org', 'master', $1::varchar)`,
      [id],
    );
    await db.pool.query(
      `INSERT INTO keycloak.credential (id, type, user_id) VALUES ($1::varchar || '-c', 'password', $1::varchar)`,
      [id],
    );
    await db.pool.query(
      `INSERT INTO keycloak.user_consent (id, client_id, user_id) VALUES ($1::varchar || '-k', 'account', $1::varchar)`,
      [id],
    );
    await db.pool.query(
      `INSERT INTO keycloak.user_consent_client_scope (user_consent_id, scope_id) VALUES ($1::varchar || '-k', 'email')`,
      [id],
    );
  }
  await db.pool.end();
  dir = await mkdtemp(join(tmpdir(), "erase-"));
  table = join(dir, "erasure.json");
  await writeFile(
    table,
    JSON.stringify({
      name: "keycloak-user",
      subject: { table: "keycloak.user_entity" },
      owner: "Identity",
    }),
  );
});
afterAll(async () => {
  for (const name of copies) await db.admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await db.drop();
});

describe("retention-job erase, then a restore from before it, then --replay", () => {
  let backup: string;
  let since: string;

  it("erases the subjects, the dry run first saying the same", async () => {
    backup = await copyOf(db.name);
    since = new Date().toISOString();
    const plan = await cli(["erase", "--erasure-table", table, "--plan"], db.url);
    expect(plan.stdout).toContain(
      "== keycloak.user_consent_client_scope: delete (NOT IN THE ERASURE TABLE: deleted by default)\nreached by fk_grntcsnt_clsc_usc: keycloak.user_consent_client_scope(user_consent_id) -> keycloak.user_consent(id), ON DELETE NO ACTION",
    );
    const args = [
      "erase",
      "--erasure-table",
      table,
      "--subject",
      "u-1",
      "--subject",
      "u-2",
      "--json",
    ];
    const dry = await cli([...args, "--dry-run"], db.url);
    expect(dry.code).toBe(EXIT.ok);
    for (const id of SUBJECTS) expect(await rowsOfUser(db.url, id)).toBe(4);
    const run = await cli(args, db.url);
    expect(run.code).toBe(EXIT.ok);
    const tables = (out: string) =>
      JSON.parse(out).subjects.map((each: { tables: unknown }) => each.tables);
    expect(tables(dry.stdout)).toEqual(tables(run.stdout));
    for (const id of SUBJECTS) expect(await rowsOfUser(db.url, id)).toBe(0);
    const text = await cli(["erase", "--erasure-table", table, "--subject", "u-9"], db.url);
    expect(text.stdout).toMatch(/^subject [0-9a-f]{16}…: not-found; receipt \d+$/);
    const evidence = await cli(["evidence"], db.url);
    expect(evidence.stdout).toContain("## Erasures");
    expect(evidence.stdout).not.toContain("u-1");
  });

  it("a restored copy holds the subjects again; the replay erases them again, leaves the others", async () => {
    const restored = withDatabase(db.url, await copyOf(backup));
    for (const id of SUBJECTS) expect(await rowsOfUser(restored, id)).toBe(4);
    const replay = [
      "erase",
      "--erasure-table",
      table,
      "--replay",
      "--since",
      since,
      "--ledger-url",
      db.url,
      "--json",
    ];
    const drill = await cli(replay, restored);
    expect(drill.code, drill.stderr).toBe(EXIT.ok);
    // Three receipts (u-9 was asked for and not there), three subjects on the list, two found.
    expect(JSON.parse(drill.stdout)).toMatchObject({
      entries: 3,
      subjects: 3,
      found: 2,
      erasedAgain: 2,
      unchanged: 0,
      left: 0,
    });
    for (const id of SUBJECTS) expect(await rowsOfUser(restored, id)).toBe(0);
    for (const id of ["u-3", "u-4"]) expect(await rowsOfUser(restored, id)).toBe(4);
    const again = await cli(replay, restored);
    expect(JSON.parse(again.stdout)).toMatchObject({ found: 0, erasedAgain: 0, left: 0 });
  });

  it("from an exported suppression list, when the live ledger is gone too", async () => {
    const list = join(dir, "suppression.json");
    const exported = await cli(
      ["erase", "--erasure-table", table, "--export-suppression", list, "--since", since],
      db.url,
    );
    expect(exported.code).toBe(EXIT.ok);
    const restored = withDatabase(db.url, await copyOf(backup));
    const drill = await cli(
      ["erase", "--erasure-table", table, "--replay", "--since", since, "--suppression-file", list],
      restored,
    );
    expect(drill.code, drill.stderr).toBe(EXIT.ok);
    expect(drill.stdout).toContain(
      "found again: 2; erased again: 2; already erased: 0; not erased: 0; left: 0",
    );
    for (const id of SUBJECTS) expect(await rowsOfUser(restored, id)).toBe(0);
  });

  it("bad input names its flag, nothing erased", async () => {
    const none = await cli(["erase", "--erasure-table", table], db.url);
    expect(none).toMatchObject({ code: EXIT.badInput });
    expect(none.stderr).toContain("--subject:");
    const since = await cli(
      ["erase", "--erasure-table", table, "--replay", "--since", "yesterday"],
      db.url,
    );
    expect(since.stderr).toContain("--since:");
    const bucket = await cli(
      [
        "erase",
        "--erasure-table",
        table,
        "--replay",
        "--since",
        "1d",
        "--suppression-from",
        "acme",
      ],
      db.url,
    );
    expect(bucket).toMatchObject({ code: EXIT.badInput });
    expect(bucket.stderr).toContain('--suppression-from: must be s3://bucket/prefix, got "acme"');
    const key = await main(
      ["erase", "--erasure-table", table, "--subject", "u-3", "--database-url", db.url],
      {
        out: () => undefined,
        err: () => undefined,
        env: {},
      },
    );
    expect(key).toBe(EXIT.badInput);
    // A key that is no key of the column's type: named by its place, no subject erased (u-4 either).
    const typed = join(dir, "typed.json");
    await writeFile(
      typed,
      JSON.stringify({ subject: { table: "keycloak.credential", key: "priority" }, owner: "x" }),
    );
    await query(
      db.url,
      "CREATE UNIQUE INDEX credential_priority ON keycloak.credential (priority)",
    );
    const bad = await cli(
      ["erase", "--erasure-table", typed, "--subject", "7", "--subject", "seven"],
      db.url,
    );
    expect(bad.code).toBe(EXIT.badInput);
    expect(bad.stderr).toContain('subjects[1]: "seven" is not a integer');
    expect(await rowsOfUser(db.url, "u-3")).toBe(4);
  });
});
