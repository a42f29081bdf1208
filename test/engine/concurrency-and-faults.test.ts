import { describe, expect, it } from "vitest";
import { runRetention } from "../../functions/engine/index.js";
import type { TestDatabase } from "../helpers/db.js";
import {
  countRows,
  identityPolicies,
  insertChains,
  insertExpiredSicrs,
  insertUser,
  policyReport,
  resetIdentity,
  runIdentity,
  SESSIONS,
  SICR,
  useIdentityDatabase,
} from "../helpers/identity.js";

let db: TestDatabase;
let userId: string;
useIdentityDatabase((state) => {
  ({ db, userId } = state);
});

describe("two engines racing on the same backlog", () => {
  it.each([
    ["clock order", { batchSize: 50 }],
    ["block ranges", { order: "physical" as const, blocksPerBatch: 2 }],
  ])(
    "%s: delete every row exactly once, their counts add up, and neither reports an error",
    async (_order, options) => {
      // Several rounds: interleavings differ from one to the next.
      for (let round = 0; round < 3; round++) {
        await resetIdentity(db.pool);
        userId = await insertUser(db.pool);
        await insertExpiredSicrs(db.pool, userId, 4000);
        await insertChains(db.pool, userId, { chains: 300, length: 4, activeEvery: 5 }); // 1200 sessions; 60 chains end Active: 180 blocked, 960 deletable

        const [a, b] = await Promise.all([runIdentity(db, options), runIdentity(db, options)]);

        for (const name of ["sign_in_confirmation_requests", "refresh_sessions"]) {
          expect(policyReport(a, name).error).toBeNull();
          expect(policyReport(b, name).error).toBeNull();
        }
        const sum = (name: string) => policyReport(a, name).deleted + policyReport(b, name).deleted;
        expect(sum("sign_in_confirmation_requests")).toBe(4000);
        expect(sum("refresh_sessions")).toBe(960);
        expect(await countRows(db.pool, SICR)).toBe(0);
        expect(await countRows(db.pool, SESSIONS)).toBe(240);
      }
    },
  );
});

describe("block ranges and the live service's row locks", () => {
  it("a range whose rows the application holds waits a moment, then skips them: the rest go, those stay for the next run", async () => {
    await insertExpiredSicrs(db.pool, userId, 3000);
    const policies = identityPolicies().filter(
      (policy) => policy.name === "sign_in_confirmation_requests",
    );
    const app = await db.pool.connect();
    try {
      await app.query("BEGIN");
      const { rows } = await app.query<{ id: string }>(
        // (FOR UPDATE beside OFFSET would lock the rows skipped too: lock exactly five.)
        `SELECT id FROM ${SICR} WHERE id IN (SELECT id FROM ${SICR} ORDER BY ctid OFFSET 1000 LIMIT 5) FOR UPDATE`,
      );
      const started = Date.now();
      const report = await runRetention({ pool: db.enginePool(), policies, order: "physical" });
      const tookMs = Date.now() - started;

      expect(report.policies[0]).toMatchObject({
        strategy: "blocks",
        outcome: "completed",
        error: null,
        deleted: 2995,
      });
      // One short wait (lock_timeout 100 ms) for the range, not the session's 2 s per row.
      expect(tookMs).toBeLessThan(2000);
      const { rows: left } = await db.pool.query<{ id: string }>(`SELECT id FROM ${SICR}`);
      expect(left.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    } finally {
      await app.query("ROLLBACK");
      app.release();
    }
    const next = await runRetention({ pool: db.enginePool(), policies, order: "physical" });
    expect(next.policies[0]?.deleted).toBe(5);
    expect(await countRows(db.pool, SICR)).toBe(0);
  });
});

describe("a fault: the engine's connection is terminated mid-run", () => {
  it("leaves no partial batch, reports failure, and the next run finishes the job", async () => {
    await insertExpiredSicrs(db.pool, userId, 3000);
    const policies = identityPolicies().filter(
      (policy) => policy.name === "sign_in_confirmation_requests",
    );
    let killed = false;

    const report = await runRetention({
      pool: db.enginePool(),
      policies,
      batchSize: 100,
      pauseMs: 20,
      onProgress: (event) => {
        if (event.type === "batch" && event.batches === 5 && !killed) {
          killed = true;
          void db.pool.query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = 'retention-job' AND pid <> pg_backend_pid()",
            [db.name],
          );
        }
      },
    });

    const sicr = policyReport(report, "sign_in_confirmation_requests");
    expect(report.status).toBe("failed");
    expect(sicr.outcome).toBe("failed");
    expect(sicr.error).toMatch(/terminat|Connection/i);
    expect(sicr.deleted % 100).toBe(0); // whole batches only
    expect(await countRows(db.pool, SICR)).toBe(3000 - sicr.deleted);
    expect(sicr.backlog).toBe(3000 - sicr.deleted);

    const next = await runRetention({ pool: db.enginePool(), policies, batchSize: 100 });

    expect(next.status).toBe("succeeded");
    expect(policyReport(next, "sign_in_confirmation_requests").deleted).toBe(3000 - sicr.deleted);
    expect(await countRows(db.pool, SICR)).toBe(0);
  });

  it("a failure in one policy is reported and the run goes on to the next", async () => {
    await insertExpiredSicrs(db.pool, userId, 10);
    await insertChains(db.pool, userId, { chains: 2, length: 2, activeEvery: 100 });
    const blocker = await db.pool.connect();
    try {
      // Hold a lock that the refresh_sessions batch must wait for: lock_timeout ends that policy.
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE identity.refresh_sessions IN ACCESS EXCLUSIVE MODE");

      const report = await runIdentity(db, { lockTimeoutMs: 200 });

      expect(report.status).toBe("partial");
      expect(policyReport(report, "sign_in_confirmation_requests")).toMatchObject({
        outcome: "completed",
        deleted: 10,
      });
      const sessions = policyReport(report, "refresh_sessions");
      expect(sessions.outcome).toBe("failed");
      expect(sessions.error).toMatch(/lock timeout/);
    } finally {
      await blocker.query("ROLLBACK");
      blocker.release();
    }
    expect(await countRows(db.pool, SESSIONS)).toBe(4);
  });
});
