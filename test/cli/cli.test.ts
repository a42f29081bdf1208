import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { EXIT } from "../../functions/cli/main.js";
import type { RunReport } from "../../functions/engine/index.js";
import { runCli } from "../helpers/cli.js";
import type { TestDatabase } from "../helpers/db.js";
import {
  countRows,
  insertChain,
  insertSession,
  insertSicr,
  SESSIONS,
  SICR,
  useIdentityDatabase,
} from "../helpers/identity.js";

let db: TestDatabase;
let userId: string;
useIdentityDatabase((state) => {
  ({ db, userId } = state);
});
beforeEach(async () => {
  await insertSicr(db.pool, { userId, age: "45 days" });
  await insertSicr(db.pool, { userId, age: "2 days" });
  await insertChain(db.pool, userId, [
    { status: "Rotated", age: "200 days" },
    { status: "Revoked", age: "150 days" },
  ]);
});

const cli = (args: string[], env: NodeJS.ProcessEnv = { DATABASE_URL: db.url }) =>
  runCli(args, env);

describe("retention-job run", () => {
  it("--json prints the run report as one JSON object on stdout and nothing else; exit 0", async () => {
    const { code, stdout, stderr } = await cli(["run", "--json"]);

    expect(code).toBe(EXIT.ok);
    const report = JSON.parse(stdout) as RunReport;
    expect(report.status).toBe("succeeded");
    expect(report.policies.map((policy) => [policy.name, policy.deleted])).toEqual([
      ["sign_in_confirmation_requests", 1],
      ["refresh_sessions", 2],
    ]);
    expect(stderr).toContain("✓ refresh_sessions");
    expect(await countRows(db.pool, SICR)).toBe(1);
  });

  it("--dry-run deletes nothing and prints a table", async () => {
    const { code, stdout } = await cli(["run", "--dry-run", "--database-url", db.url], {});

    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/dry run/);
    expect(stdout).toMatch(/refresh_sessions\s+completed\s+0\s+0\s+0\s+2/);
    expect(await countRows(db.pool, SESSIONS)).toBe(2);
  });

  it("--dry-run rehearses by default; --predict counts read-only and says so; --predict alone is refused", async () => {
    const rehearsed = await cli(["run", "--dry-run", "--json", "--database-url", db.url], {});
    const predicted = await cli(
      ["run", "--dry-run", "--predict", "--json", "--database-url", db.url],
      {},
    );
    const alone = await cli(["run", "--predict", "--database-url", db.url], {});

    const methods = (stdout: string) =>
      (JSON.parse(stdout) as RunReport).policies.map((policy) => policy.dryRun?.method);
    expect(methods(rehearsed.stdout)).toEqual(["rehearsal", "rehearsal"]);
    expect(methods(predicted.stdout)).toEqual(["prediction", "prediction"]);
    expect(alone.code).toBe(EXIT.badInput);
    expect(alone.stderr).toMatch(/--predict: applies to a dry run only: add --dry-run/);
    expect(await countRows(db.pool, SESSIONS)).toBe(2);
  });

  it("--policies runs only the named policies", async () => {
    const { code, stdout } = await cli(["run", "--json", "--policies", "refresh_sessions"]);

    expect(code).toBe(EXIT.ok);
    expect((JSON.parse(stdout) as RunReport).policies.map((policy) => policy.name)).toEqual([
      "refresh_sessions",
    ]);
    expect(await countRows(db.pool, SICR)).toBe(2);
  });

  it("exits non-zero when the run is partial (max duration reached before any batch)", async () => {
    const { code, stdout } = await cli(["run", "--json", "--max-duration", "1ms"]);

    expect(code).toBe(EXIT.runFailed);
    expect((JSON.parse(stdout) as RunReport).status).toBe("partial");
  });

  it.each([
    [["run", "--bogus"], /Unknown option '--bogus'/],
    [["run", "--batch-size", "0"], /--batch-size: must be a positive integer/],
    [["run", "--order", "random"], /--order: must be auto, clock or physical/],
    [["run", "--max-lock-waiters", "many"], /--max-lock-waiters: "many" is not a whole number/],
    [["run", "--max-wal-rate", "8Mb"], /--max-wal-rate: "8Mb" is not a rate in bytes a second/],
    [["run", "--latency-budget", "1"], /--latency-budget: "1" is not a factor from 1.05 to 10/],
    [["run", "--batch-time", "0s"], /--batch-time: "0s" is not a duration from 10ms to 10s/],
    [["run", "--max-duration", "soon"], /--max-duration: "soon" is not a duration/],
    [["run", "--preset", "nope"], /--preset: unknown preset "nope"/],
    [["run", "--preset", "identity", "--config", "x.json"], /either --preset or --config/],
    [["run", "--policies", "sessions"], /--policies: unknown policy "sessions"/],
    [["frobnicate"], /unknown command "frobnicate"/],
    [
      ["demo", "--preset", "keycloak-events"],
      /--preset: the demo has data for identity and identidad/,
    ],
  ])("bad input %j: exit 2, a message naming the field, nothing deleted", async (args, message) => {
    const { code, stderr } = await cli(args);

    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(message);
    expect(await countRows(db.pool, SICR)).toBe(2);
  });

  it("without a database URL says how to give one; exit 2", async () => {
    const { code, stderr } = await cli(["run"], {});

    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(/--database-url: no database: pass --database-url or set DATABASE_URL/);
  });

  it("a --config file with a bad rule is refused with the field named, nothing deleted", async () => {
    const file = join(tmpdir(), `retention-${process.pid}-bad.json`);
    await writeFile(
      file,
      JSON.stringify({
        policies: [
          {
            name: "sicr",
            table: "identity.sign_in_confirmation_requests",
            clock: "created_at",
            retention: "30d",
            owner: "x",
            batchsize: 10,
          },
        ],
      }),
    );

    const { code, stderr } = await cli(["run", "--config", file]);

    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(/policies\[0\]\.batchsize: unknown key/);
    expect(await countRows(db.pool, SICR)).toBe(2);
  });
});

describe("retention-job run and the breaker", () => {
  it("a tripped breaker: exit 1, the reason in the notes, nothing deleted; --allow-large-deletion lets it run", async () => {
    const file = await writeConfig("breaker", {
      name: "sicr",
      table: "identity.sign_in_confirmation_requests",
      clock: "created_at",
      retention: "30d",
      maxDeletesPerRun: 1,
      owner: "x",
    });
    await insertSicr(db.pool, { userId, age: "45 days" });

    const tripped = await cli(["run", "--config", file]);
    const unknown = await cli(["run", "--config", file, "--allow-large-deletion", "sessions"]);
    const allowed = await cli(["run", "--config", file, "--allow-large-deletion", "sicr"]);

    expect(tripped.code).toBe(EXIT.runFailed);
    expect(tripped.stdout).toMatch(/sicr\s+tripped\s+0/);
    expect(tripped.stdout).toMatch(
      /breaker tripped: this run would delete 2 rows, over the maxDeletesPerRun limit of 1; nothing deleted/,
    );
    expect(unknown.code).toBe(EXIT.badInput);
    expect(unknown.stderr).toMatch(
      /--allow-large-deletion: unknown policy "sessions"; known: sicr/,
    );
    expect(allowed.code).toBe(EXIT.ok);
    expect(await countRows(db.pool, SICR)).toBe(1);
  });
});

describe("retention-job plan", () => {
  it("shows each policy's batch SQL and EXPLAIN; the identity preset needs no warning", async () => {
    await db.pool.query(
      `INSERT INTO identity.sign_in_confirmation_requests (id, user_id, phone_number, code_hash, status, created_at, expires_at)
       SELECT gen_random_uuid(), user_id, phone_number, 'h', 'Expired', now() - g * interval '1 hour', now()
       FROM identity.sign_in_confirmation_requests, generate_series(1, 20000) g LIMIT 20000`,
    );
    await db.pool.query(
      `INSERT INTO identity.refresh_sessions (id, user_id, status, token_hash, created_at, updated_at, expires_at)
       SELECT gen_random_uuid(), (SELECT id FROM identity.users LIMIT 1), 'Active', 'h', now(), now(), now()
       FROM generate_series(1, 20000)`,
    );
    // Every status the policy names occurs (a value no row has would be a warning).
    await insertSession(db.pool, { userId, status: "Expired", age: "10 days" });
    await db.pool.query(
      "ANALYZE identity.sign_in_confirmation_requests, identity.refresh_sessions",
    );

    const { code, stdout } = await cli(["plan"]);

    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/== sign_in_confirmation_requests .*keyset strategy/);
    expect(stdout).toMatch(/== refresh_sessions .*cursor strategy/);
    expect(stdout).toMatch(/FOR UPDATE SKIP LOCKED/);
    // The choice of order is explained, and the block range is a TID Range Scan.
    expect(stdout).toMatch(
      /note: order: block ranges \(physical order, about as fast as one DELETE\)/,
    );
    expect(stdout).toMatch(
      /-- block range \(physical order\)[\s\S]*Tid Range Scan on sign_in_confirmation_requests t/,
    );
    expect(stdout).toMatch(
      /Index Scan using ix_sicr_created_at on sign_in_confirmation_requests c/,
    );
    expect(stdout).toMatch(
      /Index Scan on ix_refresh_sessions_parent|Index Scan using ix_refresh_sessions_parent/,
    );
    expect(stdout).not.toMatch(/WARNING/);
  });

  it("warns where a batch would scan a whole table and names the index that fixes it", async () => {
    await db.pool.query(`
      CREATE TABLE IF NOT EXISTS public.audit_events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
      CREATE TABLE IF NOT EXISTS public.audit_notes (id bigint PRIMARY KEY, event_id bigint REFERENCES public.audit_events(id));`);
    const file = await writeConfig("audit", {
      name: "audit",
      table: "public.audit_events",
      clock: "created_at",
      retention: "365d",
      owner: "x",
    });

    const { code, stdout } = await cli(["plan", "--config", file]);

    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain(
      'CREATE INDEX CONCURRENTLY ON "public"."audit_events" ("created_at");',
    );
    expect(stdout).toContain(
      "reference audit_notes_event_id_fkey: public.audit_notes(event_id) -> public.audit_events(id), ON DELETE NO ACTION (blocks), not governed, NO INDEX",
    );
    expect(stdout).toContain('CREATE INDEX CONCURRENTLY ON "public"."audit_notes" ("event_id");');
    expect(stdout).toContain("key: (id)");
  });

  it("a policy that publishes: its batch writes the keys to the outbox, explained with the insert once the outbox exists", async () => {
    const file = await writeConfig("published", {
      name: "sicr",
      table: "identity.sign_in_confirmation_requests",
      clock: "created_at",
      retention: "30d",
      owner: "x",
      publish: true,
    });
    await db.pool.query("DROP SCHEMA IF EXISTS retention_job CASCADE");
    const before = await cli(["plan", "--config", file]);
    expect(before.code).toBe(EXIT.ok);
    expect(before.stdout).toContain(
      "publishes: each batch writes the deleted rows' keys (id) to retention_job.outbox in the statement that deletes them",
    );
    expect(before.stdout).not.toContain('INSERT INTO "retention_job".outbox');

    await cli(["run", "--config", file]);
    const after = await cli(["plan", "--config", file]);
    expect(after.code).toBe(EXIT.ok);
    expect(after.stdout).toContain('INSERT INTO "retention_job".outbox');
  });

  it("a table with no key and no index on its clock: exit 2, saying what to add", async () => {
    await db.pool.query(
      "CREATE TABLE IF NOT EXISTS public.audit_raw (id bigint, created_at timestamptz NOT NULL)",
    );
    const file = await writeConfig("raw", {
      name: "raw",
      table: "public.audit_raw",
      clock: "created_at",
      retention: "365d",
      owner: "x",
    });

    const { code, stderr } = await cli(["plan", "--config", file]);

    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(
      /policies\[0\]\.key: public\.audit_raw has no primary key and no unique index over NOT NULL columns.*add a primary key, or an index on the clock column/,
    );
  });
});

/** Writes a retention table of one policy to a temporary file. */
async function writeConfig(name: string, policy: Record<string, unknown>): Promise<string> {
  const file = join(tmpdir(), `retention-${process.pid}-${name}.json`);
  await writeFile(file, JSON.stringify({ policies: [policy] }));
  return file;
}

describe("retention-job provision-role", () => {
  it("prints the least-privilege SQL for a preset: no BYPASSRLS where no table has RLS", async () => {
    const { code, stdout } = await cli([
      "provision-role",
      "--role",
      "retention_job",
      "--preset",
      "identity",
    ]);

    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain(
      'CREATE ROLE "retention_job" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE;',
    );
    expect(stdout).toContain(
      'GRANT SELECT, DELETE ON "identity"."sign_in_confirmation_requests", "identity"."refresh_sessions" TO "retention_job";',
    );
    expect(stdout).not.toContain("BYPASSRLS");
    const { rows } = await db.pool.query("SELECT 1 FROM pg_roles WHERE rolname = 'retention_job'");
    expect(rows).toHaveLength(0); // printed, not applied
  });

  it("refuses to make the role a member of a superuser that owns a partitioned table, and says what to do", async () => {
    const { code, stderr } = await cli([
      "provision-role",
      "--role",
      "retention_job",
      "--preset",
      "identidad",
    ]);

    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(
      /policies\[2\]\.table: identidad\.log_sesiones is owned by the superuser .*dedicated owner role/,
    );
  });

  it("needs --role", async () => {
    const { code, stderr } = await cli(["provision-role"]);

    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(/--role: name the maintenance role/);
  });
});

describe("the installed bin", () => {
  it("runs as a process: report on stdout, exit code from the run", async () => {
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ["bin/retention-job.js", "run", "--json"], {
      env: { ...process.env, DATABASE_URL: db.url },
    });

    expect((JSON.parse(stdout) as RunReport).status).toBe("succeeded");
    expect(await countRows(db.pool, SESSIONS)).toBe(0);
  });
});
