// The identity service's session retention worker (SessionRetentionJob), its table of tests: one test per row, against real PostgreSQL.
import { describe, expect, it } from "vitest";
import type { TestDatabase } from "../helpers/db.js";
import {
  countRows,
  existingIds,
  insertChain,
  insertExpiredSicrs,
  insertSession,
  insertSicr,
  policyReport,
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

describe("the retention SLO: SessionRetentionJob tests", () => {
  it("Empty batch: nothing under the predicate is a no-op success with 0 deletions", async () => {
    const young = await insertSicr(db.pool, { userId, age: "1 day" });
    const active = await insertSession(db.pool, { userId, status: "Active", age: "1 day" });

    const report = await runIdentity(db);

    expect(report.status).toBe("succeeded");
    for (const policy of report.policies) {
      expect(policy).toMatchObject({ deleted: 0, backlog: 0, outcome: "completed", error: null });
    }
    expect(await existingIds(db.pool, SICR)).toEqual(new Set([young]));
    expect(await existingIds(db.pool, SESSIONS)).toEqual(new Set([active]));
  });

  it("SICR older than 30 days are deleted whatever their status; rows of 30 days or less stay", async () => {
    const statuses = ["Pending", "Confirmed", "Expired", "Exhausted", "Superseded"];
    const old: string[] = [];
    const kept: string[] = [];
    for (const status of statuses) {
      old.push(await insertSicr(db.pool, { userId, status, age: "30 days 1 minute" }));
      kept.push(await insertSicr(db.pool, { userId, status, age: "29 days 23 hours" }));
    }

    const report = await runIdentity(db);

    expect(await existingIds(db.pool, SICR)).toEqual(new Set(kept));
    expect(policyReport(report, "sign_in_confirmation_requests")).toMatchObject({
      deleted: 5,
      backlog: 0,
    });
  });

  it("SICR status does not matter: a 40-day-old Confirmed request goes like an Expired one", async () => {
    const confirmed = await insertSicr(db.pool, { userId, status: "Confirmed", age: "40 days" });
    const expired = await insertSicr(db.pool, { userId, status: "Expired", age: "40 days" });

    await runIdentity(db);

    const left = await existingIds(db.pool, SICR);
    expect(left.has(confirmed)).toBe(false);
    expect(left.has(expired)).toBe(false);
  });

  it("Terminal refresh older than 90 days: Rotated/Revoked/Expired are deleted; Active of any age stays", async () => {
    const terminal = [
      await insertSession(db.pool, { userId, status: "Rotated", age: "91 days" }),
      await insertSession(db.pool, { userId, status: "Revoked", age: "120 days" }),
      await insertSession(db.pool, { userId, status: "Expired", age: "400 days" }),
    ];
    const activeOld = await insertSession(db.pool, { userId, status: "Active", age: "3000 days" });
    const activeNew = await insertSession(db.pool, { userId, status: "Active", age: "1 hour" });

    const report = await runIdentity(db);

    expect(await existingIds(db.pool, SESSIONS)).toEqual(new Set([activeOld, activeNew]));
    expect(policyReport(report, "refresh_sessions")).toMatchObject({
      deleted: terminal.length,
      backlog: 0,
    });
  });

  it("Refresh younger than the threshold: a Revoked session 10 days old is not deleted", async () => {
    const revoked = await insertSession(db.pool, { userId, status: "Revoked", age: "10 days" });
    const edge = await insertSession(db.pool, {
      userId,
      status: "Revoked",
      age: "89 days 23 hours",
    });

    const report = await runIdentity(db);

    expect(await existingIds(db.pool, SESSIONS)).toEqual(new Set([revoked, edge]));
    expect(policyReport(report, "refresh_sessions").deleted).toBe(0);
  });

  it("Rotation chain (self-FK): a parent with an Active or young child stays, with no FK error, and goes once the child ages", async () => {
    const [root, middle, activeTip] = await insertChain(db.pool, userId, [
      { status: "Rotated", age: "200 days" },
      { status: "Rotated", age: "150 days" },
      { status: "Active", age: "150 days" },
    ]);
    const [youngParent, youngChild] = await insertChain(db.pool, userId, [
      { status: "Rotated", age: "120 days" },
      { status: "Revoked", age: "5 days" },
    ]);
    const gone = await insertChain(db.pool, userId, [
      { status: "Rotated", age: "130 days" },
      { status: "Expired", age: "100 days" },
    ]);

    // The dry run counts the three kept ancestors under the self-reference, not the free chain.
    const dry = await runIdentity(db, { dryRun: true });
    expect(policyReport(dry, "refresh_sessions")).toMatchObject({
      blocked: 3,
      blockedBy: { refresh_sessions_parent_session_id_fkey: 3 },
      backlog: 2,
    });
    const first = await runIdentity(db);

    expect(first.status).toBe("succeeded");
    expect(await existingIds(db.pool, SESSIONS)).toEqual(
      new Set([root, middle, activeTip, youngParent, youngChild]),
    );
    expect(policyReport(first, "refresh_sessions")).toMatchObject({
      deleted: gone.length,
      blocked: 3,
      backlog: 0,
      error: null,
    });

    // The young child ages past the threshold: the chain goes, child and parent in the same run.
    await db.pool.query(
      "UPDATE identity.refresh_sessions SET updated_at = now() - interval '95 days' WHERE id = $1",
      [youngChild],
    );
    const second = await runIdentity(db);

    expect(await existingIds(db.pool, SESSIONS)).toEqual(new Set([root, middle, activeTip]));
    expect(policyReport(second, "refresh_sessions")).toMatchObject({
      deleted: 2,
      blocked: 2,
      error: null,
    });
  });

  it("Rotation chain: a whole expired chain of five is gone after ONE run, not one level per night", async () => {
    await insertChain(db.pool, userId, [
      { status: "Rotated", age: "300 days" },
      { status: "Rotated", age: "250 days" },
      { status: "Rotated", age: "200 days" },
      { status: "Rotated", age: "150 days" },
      { status: "Revoked", age: "100 days" },
    ]);

    const report = await runIdentity(db);

    expect(await countRows(db.pool, SESSIONS)).toBe(0);
    expect(policyReport(report, "refresh_sessions")).toMatchObject({
      deleted: 5,
      blocked: 0,
      backlog: 0,
    });
  });

  it("Idempotency/restart: a second run over the same data deletes 0 rows", async () => {
    await insertSicr(db.pool, { userId, age: "45 days" });
    await insertChain(db.pool, userId, [
      { status: "Rotated", age: "200 days" },
      { status: "Expired", age: "100 days" },
    ]);
    await insertSession(db.pool, { userId, status: "Active", age: "200 days" });

    const first = await runIdentity(db);
    const second = await runIdentity(db);

    expect(first.policies.map((policy) => policy.deleted)).toEqual([1, 2]);
    expect(second.policies.map((policy) => policy.deleted)).toEqual([0, 0]);
    expect(second.status).toBe("succeeded");
  });

  it("Parallel instances: two copies never delete the same row or batch twice", async () => {
    await insertExpiredSicrs(db.pool, userId, 3000);

    const [a, b] = await Promise.all([
      runIdentity(db, { batchSize: 100 }),
      runIdentity(db, { batchSize: 100 }),
    ]);

    const deletedA = policyReport(a, "sign_in_confirmation_requests").deleted;
    const deletedB = policyReport(b, "sign_in_confirmation_requests").deleted;
    expect(deletedA + deletedB).toBe(3000);
    expect(await countRows(db.pool, SICR)).toBe(0);
    expect([a.status, b.status]).toEqual(["succeeded", "succeeded"]);
  });

  it("No events/statuses: no status or other column of a surviving row is changed", async () => {
    await insertChain(db.pool, userId, [
      { status: "Rotated", age: "200 days" },
      { status: "Active", age: "100 days" },
    ]);
    await insertSession(db.pool, { userId, status: "Revoked", age: "10 days" });
    await insertSicr(db.pool, { userId, status: "Pending", age: "2 days" });
    await insertSicr(db.pool, { userId, status: "Pending", age: "50 days" });
    const snapshot = async () =>
      (
        await db.pool.query<{ row: string }>(
          `SELECT t::text AS row FROM identity.refresh_sessions t
           UNION ALL SELECT s::text FROM identity.sign_in_confirmation_requests s ORDER BY 1`,
        )
      ).rows.map((row) => row.row);
    const before = await snapshot();

    await runIdentity(db);

    const after = await snapshot();
    expect(after.length).toBe(before.length - 1);
    expect(before).toEqual(expect.arrayContaining(after));
  });

  it("Cancellation: a stop between batches is graceful and what was committed stays", async () => {
    await insertExpiredSicrs(db.pool, userId, 1000);
    const controller = new AbortController();

    const report = await runIdentity(db, {
      batchSize: 100,
      pauseMs: 5,
      signal: controller.signal,
      onProgress: (event) => {
        if (event.type === "batch" && event.batches === 3) controller.abort();
      },
    });

    const sicr = policyReport(report, "sign_in_confirmation_requests");
    expect(sicr).toMatchObject({ outcome: "aborted", deleted: 300, backlog: 700, error: null });
    expect(await countRows(db.pool, SICR)).toBe(700);
    expect(report.status).toBe("partial");
  });
});
