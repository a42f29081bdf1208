import { describe, expect, it } from "vitest";
import { runOnce } from "../../functions/cli/commands/run.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import type { TestDatabase } from "../helpers/db.js";
import {
  countRows,
  identityPolicies,
  insertChain,
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

async function loadMixedData() {
  await insertSicr(db.pool, { userId, age: "31 days" });
  await insertSicr(db.pool, { userId, age: "60 days" });
  await insertSicr(db.pool, { userId, age: "1 day" });
  await insertChain(db.pool, userId, [
    { status: "Rotated", age: "200 days" },
    { status: "Active", age: "190 days" },
  ]);
  await insertChain(db.pool, userId, [
    { status: "Rotated", age: "300 days" },
    { status: "Expired", age: "250 days" },
  ]);
}

describe("dry run", () => {
  it("counts exactly what the real run then deletes, and deletes nothing", async () => {
    await loadMixedData();

    const dry = await runIdentity(db, { dryRun: true });

    expect(dry.dryRun).toBe(true);
    expect(await countRows(db.pool, SICR)).toBe(3);
    expect(await countRows(db.pool, SESSIONS)).toBe(4);
    expect(policyReport(dry, "sign_in_confirmation_requests")).toMatchObject({
      deleted: 0,
      examined: 2,
      backlog: 2,
    });
    expect(policyReport(dry, "refresh_sessions")).toMatchObject({
      deleted: 0,
      examined: 3,
      blocked: 1,
      backlog: 2,
    });

    const real = await runIdentity(db);

    expect(real.policies.map((policy) => policy.deleted)).toEqual(
      dry.policies.map((policy) => policy.backlog),
    );
  });
});

describe("the run report", () => {
  it("gives cutoffs from the database clock, examined/deleted/blocked/backlog and the oldest age left", async () => {
    await loadMixedData();
    const { rows } = await db.pool.query<{ now: Date }>("SELECT now() AS now");
    const before = rows[0]!.now.getTime();

    const report = await runIdentity(db);

    expect(report.status).toBe("succeeded");
    expect(Date.parse(report.startedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(report.finishedAt)).toBeGreaterThanOrEqual(Date.parse(report.startedAt));
    const sicr = policyReport(report, "sign_in_confirmation_requests");
    expect(Date.parse(report.startedAt) - Date.parse(sicr.cutoff)).toBe(30 * 86_400_000);
    expect(sicr).toMatchObject({
      examined: 2,
      deleted: 2,
      held: 0,
      blocked: 0,
      backlog: 0,
      // The whole table fits any budget: block ranges, physical order.
      strategy: "blocks",
    });
    // The one SICR left is a day old.
    expect(sicr.oldestAgeSeconds).toBeGreaterThanOrEqual(86_400);
    expect(sicr.oldestAgeSeconds).toBeLessThan(86_400 + 60);
    const sessions = policyReport(report, "refresh_sessions");
    expect(sessions).toMatchObject({
      examined: 3,
      deleted: 2,
      blocked: 1,
      backlog: 0,
      strategy: "cursor",
    });
    // The blocked 200-day parent does not count; the oldest governed row left is none at all.
    expect(sessions.oldestAgeSeconds).toBeNull();
  });

  it("leaf-first: with nothing due left, the oldest age is of the oldest young row no descendant keeps", async () => {
    // Sessions go after 90 days. Young rows (under 90 days) that a descendant keeps do not count:
    // one with an Active child, one whose expired child has an Active grandchild.
    const chains = [
      ["Rotated 85 days", "Active 5 days"],
      ["Rotated 80 days", "Rotated 120 days", "Active 3 days"],
      ["Revoked 75 days"],
      ["Expired 200 days"],
    ];
    for (const chain of chains) {
      await insertChain(
        db.pool,
        userId,
        chain.map((link) => {
          const [status, age] = link.split(/ (.*)/) as [string, string];
          return { status, age };
        }),
      );
    }
    // The oracle, in plain SQL: every ancestor of a row that may not go is kept; the oldest of
    // the terminal rows left that nothing keeps.
    const oracle = async () => {
      const { rows } = await db.pool.query<{ age: number }>(
        `WITH RECURSIVE kept(id) AS (
           SELECT parent_session_id FROM ${SESSIONS}
           WHERE NOT (status IN ('Rotated','Revoked','Expired') AND updated_at < now() - interval '90 days')
             AND parent_session_id IS NOT NULL
           UNION
           SELECT s.parent_session_id FROM kept k JOIN ${SESSIONS} s ON s.id = k.id
           WHERE s.parent_session_id IS NOT NULL)
         SELECT extract(epoch FROM now() - min(updated_at))::float8 AS age FROM ${SESSIONS}
         WHERE status IN ('Rotated','Revoked','Expired') AND id NOT IN (SELECT id FROM kept)`,
      );
      return rows[0]!.age;
    };

    const report = await runIdentity(db);

    const sessions = policyReport(report, "refresh_sessions");
    // The 200-day row went; the 120-day one is blocked by its Active child.
    expect(sessions).toMatchObject({ deleted: 1, blocked: 1, backlog: 0 });
    const expected = await oracle();
    expect(expected).toBeGreaterThan(75 * 86_400 - 60);
    expect(expected).toBeLessThan(75 * 86_400 + 60);
    expect(sessions.oldestAgeSeconds).toBeGreaterThan(expected - 60);
    expect(sessions.oldestAgeSeconds).toBeLessThanOrEqual(expected);
  });

  it("counts held rows and never deletes them", async () => {
    await db.pool.query(
      "ALTER TABLE identity.sign_in_confirmation_requests ADD COLUMN legal_hold boolean",
    );
    try {
      const held = await insertSicr(db.pool, { userId, age: "90 days" });
      await insertSicr(db.pool, { userId, age: "40 days" });
      await db.pool.query(
        "UPDATE identity.sign_in_confirmation_requests SET legal_hold = true WHERE id = $1",
        [held],
      );
      const { policies } = parseRetentionTable({
        policies: [
          {
            name: "sicr",
            table: "identity.sign_in_confirmation_requests",
            clock: "created_at",
            retention: "30d",
            hold: "legal_hold",
            owner: "test",
          },
        ],
      });

      const report = await runRetention({ pool: db.enginePool(), policies });

      expect(report.policies[0]).toMatchObject({ deleted: 1, held: 1, backlog: 0, examined: 2 });
      expect(await countRows(db.pool, SICR)).toBe(1);
    } finally {
      await db.pool.query(
        "ALTER TABLE identity.sign_in_confirmation_requests DROP COLUMN legal_hold",
      );
    }
  });

  it("a deadline in the past stops before the first batch and says so", async () => {
    await loadMixedData();

    const report = await runIdentity(db, { deadline: Date.now() - 1 });

    expect(report.status).toBe("partial");
    expect(report.policies.map((policy) => policy.outcome)).toEqual(["deadline", "deadline"]);
    expect(policyReport(report, "sign_in_confirmation_requests").backlog).toBe(2);
  });
});

describe("a deadline that arrives during the candidate scan", () => {
  it("is a stop (outcome deadline), not a failure", async () => {
    await db.pool.query(`
      CREATE TABLE public.big_log (id bigint PRIMARY KEY, at timestamptz NOT NULL);
      INSERT INTO public.big_log SELECT g, now() - interval '400 days' - g * interval '1 second' FROM generate_series(1, 1000000) g;
      ANALYZE public.big_log;`);
    try {
      const { policies } = parseRetentionTable({
        policies: [
          { name: "big", table: "public.big_log", clock: "at", retention: "30d", owner: "test" },
        ],
      });

      const report = await runRetention({
        pool: db.enginePool(),
        policies,
        deadline: Date.now() + 40,
      });

      expect(report.policies[0]).toMatchObject({
        strategy: "cursor",
        outcome: "deadline",
        error: null,
        deleted: 0,
      });
    } finally {
      await db.pool.query("DROP TABLE public.big_log");
    }
  });
});

describe("logs", () => {
  it("carry run id, policy and counts, and no phone number, IP address or user agent of any row", async () => {
    const phones = ["+15551230001", "+15551230002"];
    for (const phone of phones) await insertSicr(db.pool, { userId, age: "45 days", phone });
    const ip = "198.51.100.77";
    const userAgent = "SecretAgent/9.9 (PII-canary)";
    const [root] = await insertChain(db.pool, userId, [{ status: "Revoked", age: "100 days" }]);
    await insertSession(db.pool, {
      userId,
      status: "Rotated",
      age: "100 days",
      parent: root,
      ip,
      userAgent,
    });
    const said: string[] = [];
    const io = {
      out: () => undefined,
      err: (text: string) => said.push(text),
      env: { LOG_LEVEL: "debug" },
    };

    // Through the command line's door: it logs the run's start and end, the engine the rest (as
    // JSON lines: stderr is not a terminal here).
    const report = await runOnce(db.enginePool(), identityPolicies(), io, { dryRun: false });

    const text = said.join("\n");
    const lines = said.filter((line) => line.startsWith("{"));
    for (const secret of [...phones, ip, userAgent]) expect(text).not.toContain(secret);
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.map((event) => event.event)).toEqual(
      expect.arrayContaining(["run-started", "batch-deleted", "run-completed"]),
    );
    expect(events.every((event) => event.runId === report.runId)).toBe(true);
    const started = events.find((event) => event.event === "run-started");
    expect(started?.cutoffs).toMatchObject({ sign_in_confirmation_requests: expect.any(String) });
    const batch = events.find(
      (event) => event.event === "batch-deleted" && event.policy === "refresh_sessions",
    );
    expect(batch).toMatchObject({ count: 2 });
  });
});
