// The rules mutation testing found no test for: the privilege preflight, RLS on a table the role
// owns, the retry of a deadlocked batch, the retry of contended trees, a broken connection never
// reused, and the keyset walk resuming where it stopped.
import { randomBytes } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { createPool, runRetention } from "../../functions/engine/index.js";
import {
  createTestDatabase,
  grantRegisterSql,
  poolAsRole,
  type TestDatabase,
} from "../helpers/db.js";
import {
  countRows,
  identityPolicies,
  insertChain,
  insertExpiredSicrs,
  insertUser,
  policyReport,
  resetIdentity,
  SESSIONS,
  SICR,
} from "../helpers/identity.js";

let db: TestDatabase;
const suffix = randomBytes(3).toString("hex");
const password = randomBytes(9).toString("hex");
const roles: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.pool.query(`DROP SCHEMA IF EXISTS owned CASCADE`);
  for (const role of roles) {
    await db.pool.query(`DROP OWNED BY ${role}`).catch(() => undefined);
    await db.admin(`DROP ROLE IF EXISTS ${role}`);
  }
  await db.drop();
});

/** A login role created for one test, with the grants given; its pool, ended by the caller. */
async function roleWith(name: string, grants: string): Promise<{ role: string; pool: pg.Pool }> {
  const role = `${name}_${suffix}`;
  roles.push(role);
  await db.pool.query(
    `CREATE ROLE ${role} LOGIN PASSWORD '${password}'; ${grants.replaceAll("$ROLE", role)}; ${grantRegisterSql(role)}`,
  );
  return { role, pool: poolAsRole(db.url, role, password) };
}

const sicrOnly = () =>
  identityPolicies().filter((policy) => policy.name === "sign_in_confirmation_requests");

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Empty identity tables, one user, and one chain of two expired sessions (root first). */
async function expiredChainOfTwo(): Promise<{ userId: string; ids: string[] }> {
  await resetIdentity(db.pool);
  const userId = await insertUser(db.pool);
  const ids = await insertChain(db.pool, userId, [
    { status: "Rotated", age: "200 days" },
    { status: "Revoked", age: "150 days" },
  ]);
  return { userId, ids };
}

/** Another session's transaction holding one refresh session's row lock (FOR UPDATE). */
async function lockSession(id: string | undefined): Promise<pg.PoolClient> {
  const holder = await db.pool.connect();
  await holder.query("BEGIN");
  await holder.query("SELECT 1 FROM identity.refresh_sessions WHERE id = $1 FOR UPDATE", [id]);
  return holder;
}

describe("the privilege preflight", () => {
  it("a role without DELETE on a governed table fails that policy, saying so, and deletes nothing", async () => {
    await resetIdentity(db.pool);
    await insertExpiredSicrs(db.pool, await insertUser(db.pool), 10);
    const { pool } = await roleWith(
      "no_delete",
      "GRANT USAGE ON SCHEMA identity TO $ROLE; GRANT SELECT ON identity.sign_in_confirmation_requests TO $ROLE;",
    );
    try {
      const report = await runRetention({ pool, policies: sicrOnly() });

      expect(report.policies[0]).toMatchObject({ outcome: "failed", deleted: 0 });
      expect(report.policies[0]?.error).toMatch(
        /role no_delete_\w+ lacks DELETE on identity\.sign_in_confirmation_requests/,
      );
    } finally {
      await pool.end();
    }
    expect(await countRows(db.pool, SICR)).toBe(10);
  });

  it("RLS enabled (not forced) on a table the role owns does not hide its rows: the policy runs", async () => {
    const { role, pool } = await roleWith("owner", "");
    await db.pool.query(`
      CREATE SCHEMA owned AUTHORIZATION ${role};
      CREATE TABLE owned.tokens (id bigint PRIMARY KEY, expires_at timestamptz NOT NULL);
      ALTER TABLE owned.tokens OWNER TO ${role};
      ALTER TABLE owned.tokens ENABLE ROW LEVEL SECURITY;
      INSERT INTO owned.tokens SELECT g, now() - interval '40 days' FROM generate_series(1, 5) g;`);
    try {
      const report = await runRetention({
        pool,
        policies: parseRetentionTable({
          policies: [
            {
              name: "tokens",
              table: "owned.tokens",
              clock: "expires_at",
              retention: "30d",
              owner: "t",
            },
          ],
        }).policies,
      });

      expect(report.policies[0]).toMatchObject({ outcome: "completed", deleted: 5, error: null });
    } finally {
      await pool.end();
    }
  });

  it("a referencing table the role cannot read, or cannot see all of, fails the policy with the fix", async () => {
    await db.pool.query(`
      CREATE TABLE IF NOT EXISTS public.parents (id bigint PRIMARY KEY, at timestamptz NOT NULL);
      CREATE TABLE IF NOT EXISTS public.kids (id bigint PRIMARY KEY, parent_id bigint REFERENCES public.parents(id));
      INSERT INTO public.parents VALUES (1, now() - interval '40 days') ON CONFLICT DO NOTHING;`);
    const policies = parseRetentionTable({
      policies: [
        { name: "parents", table: "public.parents", clock: "at", retention: "30d", owner: "t" },
      ],
    }).policies;
    const unread = await roleWith("no_child", "GRANT SELECT, DELETE ON public.parents TO $ROLE;");
    const hidden = await roleWith(
      "rls_child",
      "GRANT SELECT, DELETE ON public.parents TO $ROLE; GRANT SELECT (parent_id) ON public.kids TO $ROLE;",
    );
    await db.pool.query("ALTER TABLE public.kids ENABLE ROW LEVEL SECURITY");
    try {
      const cannotRead = await runRetention({ pool: unread.pool, policies });
      const cannotSee = await runRetention({ pool: hidden.pool, policies });

      expect(cannotRead.policies[0]?.error).toMatch(
        /cannot read public\.kids \(parent_id\), which references public\.parents \(kids_parent_id_fkey\).*GRANT SELECT \(parent_id\) ON public\.kids TO no_child_/,
      );
      expect(cannotSee.policies[0]?.error).toMatch(
        /row-level security is enabled on public\.kids, which references public\.parents \(kids_parent_id_fkey\), and role rls_child_\w+ does not bypass it/,
      );
    } finally {
      await db.pool.query("ALTER TABLE public.kids DISABLE ROW LEVEL SECURITY");
      await Promise.all([unread.pool.end(), hidden.pool.end()]);
    }
    expect(await countRows(db.pool, "public.parents")).toBe(1);
  });
});

describe("retries", () => {
  it("a batch that deadlocks with the live service is retried, and the run ends with no error", async () => {
    await resetIdentity(db.pool);
    const userId = await insertUser(db.pool);
    await insertExpiredSicrs(db.pool, userId, 2);
    const { rows } = await db.pool.query<{ id: string }>(
      "SELECT id FROM identity.sign_in_confirmation_requests ORDER BY ctid",
    );
    const [first, second] = rows.map((row) => row.id);
    // Without UPDATE privilege the DELETE takes its own row locks, in ctid order; the engine's
    // sessions detect the deadlock first (50 ms), so its batch is the one rolled back.
    const { role, pool } = await roleWith(
      "deadlock",
      "GRANT USAGE ON SCHEMA identity TO $ROLE; GRANT SELECT, DELETE ON identity.sign_in_confirmation_requests TO $ROLE;",
    );
    await db.pool.query(`ALTER ROLE ${role} SET deadlock_timeout = '50ms'`);
    const service = await db.pool.connect();
    try {
      await service.query("SET deadlock_timeout = '10s'");
      await service.query("BEGIN");
      await service.query(
        "SELECT 1 FROM identity.sign_in_confirmation_requests WHERE id = $1 FOR UPDATE",
        [second],
      );
      const run = runRetention({ pool, policies: sicrOnly(), lockTimeoutMs: 10_000 });
      await waitUntil(async () => {
        const { rows: waiting } = await db.pool.query(
          "SELECT 1 FROM pg_stat_activity WHERE usename = $1 AND wait_event_type = 'Lock'",
          [role],
        );
        return waiting.length > 0;
      });
      // The engine holds the first row and waits for the second: taking the first closes the cycle.
      await service.query(
        "SELECT 1 FROM identity.sign_in_confirmation_requests WHERE id = $1 FOR UPDATE",
        [first],
      );
      await service.query("COMMIT");

      const report = await run;

      expect(report.policies[0]).toMatchObject({ outcome: "completed", error: null, deleted: 2 });
    } finally {
      await service.query("ROLLBACK").catch(() => undefined);
      service.release();
      await pool.end();
    }
  });

  it("a tree another session held part of is retried once the candidate list is done", async () => {
    const {
      ids: [, child],
    } = await expiredChainOfTwo();
    const holder = await lockSession(child);
    try {
      let released = false;

      const report = await runRetention({
        pool: db.enginePool(),
        policies: identityPolicies().filter((policy) => policy.name === "refresh_sessions"),
        onProgress: (event) => {
          // The first pass found the tree contended: let it go before the retry round.
          if (event.type === "batch" && !released) {
            released = true;
            void holder.query("ROLLBACK");
          }
        },
      });

      expect(policyReport(report, "refresh_sessions")).toMatchObject({
        deleted: 2,
        backlog: 0,
        batches: 2,
      });
    } finally {
      holder.release();
    }
    expect(await countRows(db.pool, SESSIONS)).toBe(0);
  });

  it("a tree another session holds all run long costs its batch a brief wait, not the session's lock_timeout", async () => {
    const { userId, ids: held } = await expiredChainOfTwo();
    await insertChain(db.pool, userId, [{ status: "Expired", age: "190 days" }]);
    const holder = await lockSession(held[1]);
    try {
      const started = Date.now();

      const report = await runRetention({
        pool: db.enginePool(),
        policies: identityPolicies().filter((policy) => policy.name === "refresh_sessions"),
        lockTimeoutMs: 20_000,
      });

      // The plain statement waits at most 100 ms a try (the first pass and three retry rounds),
      // then skips what is locked; waiting out the session's 20 s would take over a minute.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(policyReport(report, "refresh_sessions")).toMatchObject({
        outcome: "completed",
        deleted: 1,
      });
    } finally {
      await holder.query("ROLLBACK");
      holder.release();
    }
    const { rows } = await db.pool.query<{ id: string }>(
      "SELECT id::text AS id FROM identity.refresh_sessions ORDER BY updated_at",
    );
    expect(rows.map((row) => row.id)).toEqual(held);
  });

  it("a role without UPDATE waits its own lock_timeout on a tree row another session holds, then deletes the tree", async () => {
    const {
      ids: [, child],
    } = await expiredChainOfTwo();
    const { role, pool } = await roleWith(
      "tree_no_update",
      "GRANT USAGE ON SCHEMA identity TO $ROLE; GRANT SELECT, DELETE ON identity.refresh_sessions TO $ROLE;",
    );
    const holder = await lockSession(child);
    try {
      const run = runRetention({
        pool,
        policies: identityPolicies().filter((policy) => policy.name === "refresh_sessions"),
      });
      // Held past the 100 ms a role that may lock rows would wait, well within the 2 s default.
      await waitUntil(async () => {
        const { rows } = await db.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE usename = $1 AND wait_event_type = 'Lock'",
          [role],
        );
        return rows[0]!.n > 0;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query("ROLLBACK");

      const sessions = policyReport(await run, "refresh_sessions");
      expect(sessions).toMatchObject({ outcome: "completed", deleted: 2, locking: "delete-waits" });
    } finally {
      await holder.query("ROLLBACK").catch(() => undefined);
      holder.release();
      await pool.end();
    }
    expect(await countRows(db.pool, SESSIONS)).toBe(0);
  });

  it("a tree node made Active while the plain DELETE waits on it stays, with its ancestor; no error", async () => {
    await resetIdentity(db.pool);
    const userId = await insertUser(db.pool);
    const [root, middle, leaf] = await insertChain(db.pool, userId, [
      { status: "Rotated", age: "200 days" },
      { status: "Rotated", age: "190 days" },
      { status: "Rotated", age: "180 days" },
    ]);
    const updater = await db.pool.connect();
    const sessions = () =>
      identityPolicies().filter((policy) => policy.name === "refresh_sessions");
    let sawWait = false;
    try {
      await updater.query("BEGIN");
      await updater.query("UPDATE identity.refresh_sessions SET status = 'Active' WHERE id = $1", [
        middle,
      ]);
      const run = runRetention({ pool: db.enginePool(), policies: sessions() });
      // Commit the change while the engine's DELETE waits for that row (it then finds the row
      // changed since its walk), or, if it never waits, once the run is over.
      const deadline = Date.now() + 10_000;
      while (!sawWait && Date.now() < deadline) {
        const { rows } = await db.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'retention-job' AND wait_event_type = 'Lock'",
          [db.name],
        );
        sawWait = rows[0]!.n > 0;
      }
      await updater.query("COMMIT");
      const first = policyReport(await run, "refresh_sessions");
      expect(first.outcome).toBe("completed");
    } finally {
      updater.release();
    }
    expect(sawWait).toBe(true);
    const second = policyReport(
      await runRetention({ pool: db.enginePool(), policies: sessions() }),
      "refresh_sessions",
    );
    expect(second).toMatchObject({ outcome: "completed", blocked: 1, backlog: 0 });
    const { rows } = await db.pool.query<{ id: string }>(
      "SELECT id::text AS id FROM identity.refresh_sessions ORDER BY updated_at",
    );
    expect(rows.map((row) => row.id)).toEqual([root, middle]);
    expect(rows.map((row) => row.id)).not.toContain(leaf);
  });
});

describe("a broken connection", () => {
  it("is not handed back to the pool: the failed policy's figures come from a new one", async () => {
    await resetIdentity(db.pool);
    await insertExpiredSicrs(db.pool, await insertUser(db.pool), 500);
    const pool = createPool({ connectionString: db.url, max: 1 });
    try {
      const report = await runRetention({
        pool,
        policies: sicrOnly(),
        batchSize: 50,
        pauseMs: 30,
        onProgress: (event) => {
          if (event.type === "batch" && event.batches === 2) {
            void db.pool.query(
              "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'retention-job' AND pid <> pg_backend_pid()",
              [db.name],
            );
          }
        },
      });

      const sicr = report.policies[0]!;
      expect(sicr.outcome).toBe("failed");
      expect(sicr.backlog).toBe(500 - sicr.deleted);
    } finally {
      await pool.end();
    }
  });
});

describe("the keyset walk", () => {
  it("resumes where the last batch stopped: each index entry read about twice, not once per batch", async () => {
    await resetIdentity(db.pool);
    await insertExpiredSicrs(db.pool, await insertUser(db.pool), 4000);
    const tuplesRead = async () => {
      await db.pool.query("SELECT pg_stat_clear_snapshot()");
      const { rows } = await db.pool.query<{ n: string }>(
        "SELECT idx_tup_read AS n FROM pg_stat_user_indexes WHERE indexrelname = 'ix_sicr_created_at'",
      );
      return Number(rows[0]?.n);
    };
    const before = await tuplesRead();
    // A long transaction's snapshot keeps the deleted entries from being marked dead in the index,
    // so a walk that restarted from the beginning would read them again at every batch. The table
    // has no statistics yet either (the planner's worst case for this query).
    const holder = await db.pool.connect();
    await holder.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
    await holder.query("SELECT count(*) FROM identity.users");
    const pool = db.enginePool();
    try {
      const report = await runRetention({ pool, policies: sicrOnly(), batchSize: 100 });
      expect(report.policies[0]).toMatchObject({ deleted: 4000, batches: 41 });
    } finally {
      await pool.end(); // a backend's statistics are flushed when it exits
      await holder.query("COMMIT");
      holder.release();
    }
    await waitUntil(async () => (await tuplesRead()) > before);

    expect((await tuplesRead()) - before).toBeLessThan(3 * 4000);
  });
});
