// Safety before speed: the breaker (explicit limit, history, share of the table, the floor),
// report mode, clock sanity, and status values that match nothing.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  ClockError,
  cutoffFor,
  type ProgressEvent,
  planPolicies,
  runRetention,
} from "../../functions/engine/index.js";
import { createLogger } from "../../functions/engine/logger.js";
import {
  BREAKER,
  breakerLine,
  judgeBreaker,
  median,
} from "../../functions/engine/pipeline/breaker.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { policyReport } from "../helpers/identity.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE SCHEMA safe;
    CREATE TABLE safe.codes (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
    CREATE INDEX ON safe.codes (created_at);
    CREATE TABLE safe.notes (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
    CREATE INDEX ON safe.notes (created_at);
    CREATE TYPE safe.state AS ENUM ('open', 'closed', 'archived');
    CREATE TABLE safe.tickets (id bigint PRIMARY KEY, state safe.state NOT NULL, closed_at timestamptz);`);
});
afterAll(async () => {
  await db.drop();
});
beforeEach(async () => {
  await db.pool.query(
    "TRUNCATE safe.codes, safe.notes, safe.tickets; DROP SCHEMA IF EXISTS retention_job CASCADE",
  );
});

const rule = (overrides: Record<string, unknown> = {}) => ({
  name: "codes",
  table: "safe.codes",
  clock: "created_at",
  retention: "30d",
  owner: "test",
  ...overrides,
});
const policies = (...list: Record<string, unknown>[]) =>
  parseRetentionTable({ policies: list }).policies;

/** `expired` rows past the 30-day cutoff and `young` ones inside it; then ANALYZE. */
async function fill(table: string, expired: number, young = 0) {
  await db.pool.query(
    `INSERT INTO ${table} SELECT g, CASE WHEN g <= $1 THEN now() - interval '40 days' ELSE now() - interval '1 day' END
     FROM generate_series(1, $2::int) g`,
    [expired, expired + young],
  );
  await db.pool.query(`ANALYZE ${table}`);
}

const count = async (table: string) =>
  Number((await db.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

describe("the breaker", () => {
  it("when counting would take too long, judges on the planner's estimate, and says so", async () => {
    await fill("safe.codes", 200_000);
    // A scan budget no count of 200 000 rows fits in: the planner's estimate instead.
    const estimated = await runRetention({
      pool: db.enginePool(),
      policies: policies(rule({ maxDeletesPerRun: 10 })),
      scanTimeoutMs: 1,
    });
    const codes = policyReport(estimated, "codes");
    expect(codes).toMatchObject({
      outcome: "tripped",
      deleted: 0,
      breaker: { counted: false, tripped: "maxDeletesPerRun" },
    });
    expect(codes.breaker?.wouldDelete).toBeGreaterThan(150_000);
    expect(codes.breaker?.atMost).toBeUndefined();
    expect(breakerLine(codes.breaker!)).toMatch(
      /would delete [\d,]+ \(estimated\) rows, over the maxDeletesPerRun limit of 10/,
    );
    // The run's deadline, not the scan budget, cuts the count short (a lock holds it up until
    // then): a stop, nothing deleted.
    const blocker = await db.pool.connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE safe.codes IN ACCESS EXCLUSIVE MODE");
      const late = await runRetention({
        pool: db.enginePool(),
        policies: policies(rule()),
        deadline: Date.now() + 1000,
        lockTimeoutMs: 5000,
      });
      expect(policyReport(late, "codes")).toMatchObject({ outcome: "deadline", deleted: 0 });
    } finally {
      await blocker.query("ROLLBACK");
      blocker.release();
    }
    expect(await count("safe.codes")).toBe(200_000);
  });

  it("passes a run on an upper bound, and counts exactly only when the bound would trip", async () => {
    // 10 expired codes, 6 of them still referenced (a plain foreign key keeps them): a run may
    // delete 4. The cheap bound (10) is over the limit of 5; the exact count (4) is not.
    await db.pool.query(
      "CREATE TABLE safe.uses (id bigint PRIMARY KEY, code_id bigint NOT NULL REFERENCES safe.codes(id))",
    );
    try {
      await fill("safe.codes", 10);
      await db.pool.query("INSERT INTO safe.uses SELECT g, g FROM generate_series(1, 6) g");
      const estimates: ProgressEvent[] = [];
      const tell = (event: ProgressEvent) => {
        if (event.type === "policy-estimate") estimates.push(event);
      };
      // A dry run first: what a run would take is what is expired less what is blocked, counted
      // (after, as a dry run counts); it rehearses the run, so it tells the planner's estimate of
      // what it will take, as a run allowed to trip does (not counted before it acts).
      const dry = await runRetention({
        pool: db.enginePool(),
        policies: policies(rule({ maxDeletesPerRun: 5 })),
        dryRun: true,
        onProgress: tell,
      });
      expect(policyReport(dry, "codes")).toMatchObject({
        deleted: 0,
        blocked: 6,
        breaker: { wouldDelete: 4, counted: true, tripped: null },
      });
      expect(estimates).toMatchObject([{ type: "policy-estimate", policy: "codes", exact: false }]);
      estimates.length = 0;
      const limited = await runRetention({
        pool: db.enginePool(),
        policies: policies(rule({ maxDeletesPerRun: 5 })),
        onProgress: tell,
      });
      expect(policyReport(limited, "codes")).toMatchObject({
        outcome: "completed",
        deleted: 4,
        blocked: 6,
        breaker: { wouldDelete: 4, counted: true, tripped: null },
      });
      expect(policyReport(limited, "codes").breaker?.atMost).toBeUndefined();
      // The exact count is told as exact; a bound (below) is not.
      expect(estimates).toEqual([
        { type: "policy-estimate", policy: "codes", rows: 4, exact: true },
      ]);
      // Under the limit on the bound alone: no exact count, and the report says it was a bound.
      await db.pool.query("DELETE FROM safe.uses WHERE id > 3");
      await db.pool.query("INSERT INTO safe.codes VALUES (100, now() - interval '40 days')");
      // 7 expired, 3 of them referenced: the bound (7) passes a limit of 8 without the exact count.
      const bounded = await runRetention({
        pool: db.enginePool(),
        policies: policies(rule({ maxDeletesPerRun: 8 })),
        onProgress: tell,
      });
      expect(policyReport(bounded, "codes")).toMatchObject({
        deleted: 4,
        breaker: { wouldDelete: 7, counted: true, atMost: true, tripped: null },
      });
      expect(estimates[1]).toEqual({
        type: "policy-estimate",
        policy: "codes",
        rows: 7,
        exact: false,
      });
      expect(await count("safe.codes")).toBe(3);
    } finally {
      await db.pool.query("DROP TABLE safe.uses");
    }
  });

  it("an explicit maxDeletesPerRun: the policy deletes nothing, the run's other policies go on", async () => {
    await fill("safe.codes", 10);
    await fill("safe.notes", 7);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies(
        rule({ maxDeletesPerRun: 5 }),
        rule({ name: "notes", table: "safe.notes" }),
      ),
    });

    expect(report.status).toBe("partial");
    expect(policyReport(report, "codes")).toMatchObject({
      outcome: "tripped",
      deleted: 0,
      backlog: 10,
      error: null,
      breaker: {
        wouldDelete: 10,
        counted: true,
        tripped: "maxDeletesPerRun",
        limits: { maxDeletesPerRun: 5 },
        allowed: false,
      },
    });
    expect(policyReport(report, "notes")).toMatchObject({ outcome: "completed", deleted: 7 });
    expect(await count("safe.codes")).toBe(10);
    expect(await count("safe.notes")).toBe(0);
  });

  it("a share of the table: a first run that would take 20 000 of 30 000 rows trips; allowed, it runs", async () => {
    await fill("safe.codes", 20_000, 10_000);

    const tripped = await runRetention({ pool: db.enginePool(), policies: policies(rule()) });
    const allowed = await runRetention({
      pool: db.enginePool(),
      policies: policies(rule()),
      allowLargeDeletion: ["codes"],
    });

    expect(tripped.policies[0]).toMatchObject({
      outcome: "tripped",
      deleted: 0,
      breaker: { wouldDelete: 20_000, tripped: "share", limits: { share: 15_000 } },
    });
    expect(tripped.policies[0]?.breaker?.estimatedRows).toBe(30_000);
    expect(allowed.policies[0]).toMatchObject({
      outcome: "completed",
      deleted: 20_000,
      breaker: { tripped: "share", allowed: true },
    });
    expect(await count("safe.codes")).toBe(10_000);
  });

  it("a policy allowed to trip is not counted before it acts: its verdict is what it deleted plus what is still due", async () => {
    await fill("safe.codes", 20_000, 10_000);
    const controller = new AbortController();
    const events: ProgressEvent[] = [];

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies(rule()),
      allowLargeDeletion: ["codes"],
      order: "clock",
      batchSize: 1_000,
      signal: controller.signal,
      onProgress: (event) => {
        events.push(event);
        if (event.type === "batch") controller.abort();
      },
    });

    const codes = policyReport(report, "codes");
    const due = await count("safe.codes WHERE created_at < now() - interval '30 days'");
    expect(codes.deleted).toBeGreaterThan(0);
    expect(due).toBeGreaterThan(0);
    expect(codes.deleted + due).toBe(20_000);
    expect(codes.breaker).toMatchObject({
      wouldDelete: 20_000,
      counted: true,
      afterWork: true,
      tripped: "share",
      limits: { share: 15_000 },
      allowed: true,
    });
    // Told the planner's estimate, not a count: the first event before any batch.
    const estimate = events.find((event) => event.type === "policy-estimate");
    expect(estimate).toMatchObject({ exact: false });
    expect(events.indexOf(estimate as ProgressEvent)).toBeLessThan(
      events.findIndex((event) => event.type === "batch"),
    );
  });

  it("a policy allowed to trip logs breaker-tripped after its work only when it was over a limit", async () => {
    await fill("safe.codes", 20_000, 10_000);
    await fill("safe.notes", 100);
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({
      level: "warn",
      destination: { write: (line: string) => lines.push(JSON.parse(line)) },
    });

    await runRetention({
      pool: db.enginePool(),
      policies: policies(rule(), rule({ name: "notes", table: "safe.notes" })),
      allowLargeDeletion: ["codes", "notes"],
      logger,
    });

    const tripped = lines.filter((line) => line.event === "breaker-tripped");
    expect(tripped).toHaveLength(1);
    expect(tripped[0]).toMatchObject({
      policy: "codes",
      level: "warn",
      breaker: { wouldDelete: 20_000, afterWork: true, allowed: true, tripped: "share" },
    });
    expect(tripped[0]?.msg).toMatch(
      /^breaker tripped: this run would delete 20,000 rows, over the share limit of 15,000 .*; allowed for this run/,
    );
  });

  it("a policy that says its share (maxShareOfTable) is not stopped under it", async () => {
    await fill("safe.codes", 20_000, 10_000);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies(rule({ maxShareOfTable: 0.8 })),
    });

    expect(report.policies[0]).toMatchObject({
      outcome: "completed",
      deleted: 20_000,
      breaker: { tripped: null, limits: { share: 24_000 } },
    });
  });

  it("history: ten times the median of the last completed runs, never below the floor", async () => {
    await fill("safe.codes", 0, 40_000); // young rows: a big table the share limit leaves alone
    for (let night = 0; night < 3; night++) {
      await db.pool.query(
        `INSERT INTO safe.codes SELECT 100000 + $1 * 1000 + g, now() - interval '40 days' FROM generate_series(1, 100) g`,
        [night],
      );
      const report = await runRetention({ pool: db.enginePool(), policies: policies(rule()) });
      expect(report.policies[0]).toMatchObject({ outcome: "completed", deleted: 100 });
    }
    await db.pool.query(
      `INSERT INTO safe.codes SELECT 200000 + g, now() - interval '40 days' FROM generate_series(1, 12000) g;
       ANALYZE safe.codes`,
    );

    const report = await runRetention({ pool: db.enginePool(), policies: policies(rule()) });

    expect(report.policies[0]).toMatchObject({
      outcome: "tripped",
      deleted: 0,
      breaker: {
        wouldDelete: 12_000,
        tripped: "history",
        history: { runs: 3, median: 100 },
        limits: { history: BREAKER.floor },
      },
    });
    expect(report.policies[0]?.breaker?.limits.share).toBeGreaterThan(12_000);
  });

  it("drop-partitions is exempt from the history limit: a partition goes once a month, not nightly", async () => {
    const month = (offset: number) => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString();
    };
    const partition = async (offset: number, rows: number) => {
      const name = `safe.log_${offset < 0 ? `m${-offset}` : `p${offset}`}`;
      await db.pool.query(
        `CREATE TABLE ${name} PARTITION OF safe.log FOR VALUES FROM ('${month(offset)}') TO ('${month(offset + 1)}')`,
      );
      await db.pool.query(
        `INSERT INTO ${name} (at) SELECT $1::timestamptz + interval '1 day' FROM generate_series(1, $2::int)`,
        [month(offset), rows],
      );
    };
    await db.pool.query(
      "DROP TABLE IF EXISTS safe.log; CREATE TABLE safe.log (at timestamptz NOT NULL) PARTITION BY RANGE (at)",
    );
    await partition(0, 40_000); // young rows: the share limit leaves the big month alone
    const log = rule({
      name: "log",
      table: "safe.log",
      clock: "at",
      retention: "12 months",
      mechanism: "drop-partitions",
    });
    for (const offset of [-18, -17, -16]) {
      await partition(offset, 100);
      const report = await runRetention({ pool: db.enginePool(), policies: policies(log) });
      expect(report.policies[0]).toMatchObject({ outcome: "completed", deleted: 100 });
    }
    await partition(-15, 12_000);
    await db.pool.query("ANALYZE safe.log");

    const report = await runRetention({ pool: db.enginePool(), policies: policies(log) });

    // A delete policy with this history would trip (12,000 > max(10 x 100, the floor)); this one
    // has no history limit at all.
    expect(report.policies[0]).toMatchObject({ outcome: "completed", deleted: 12_000 });
    expect(report.policies[0]?.breaker).toMatchObject({
      tripped: null,
      history: { runs: 3, median: 100 },
    });
    expect(report.policies[0]?.breaker?.limits.history).toBeUndefined();
    expect(report.policies[0]?.breaker?.limits.share).toBeGreaterThan(12_000);
    await db.pool.query("DROP TABLE safe.log");
  });

  it("the breaker's message says which limit, the numbers behind it, and how to allow the run", () => {
    const policy = policies(rule({ maxDeletesPerRun: 50_000 }))[0]!;
    const verdict = (wouldDelete: number, more: Partial<Parameters<typeof judgeBreaker>[0]> = {}) =>
      judgeBreaker({
        policy,
        wouldDelete,
        counted: true,
        history: [2000, 3000, 2500],
        historyLimited: true,
        estimatedRows: 0,
        allowed: false,
        ...more,
      });

    expect(breakerLine(verdict(30_000))).toBe(
      "breaker tripped: this run would delete 30,000 rows, over the history limit of 25,000 (10 x the median 2,500 of the last 3 completed runs); nothing deleted. If that is meant, run again with --allow-large-deletion (or the event's allowLargeDeletion) for this policy",
    );
    expect(breakerLine(verdict(60_000, { history: undefined, counted: false }))).toBe(
      "breaker tripped: this run would delete 60,000 (estimated) rows, over the maxDeletesPerRun limit of 50,000; nothing deleted. If that is meant, run again with --allow-large-deletion (or the event's allowLargeDeletion) for this policy",
    );
    expect(
      breakerLine(verdict(40_000, { history: undefined, estimatedRows: 70_000, allowed: true })),
    ).toBe(
      "breaker tripped: this run would delete 40,000 rows, over the share limit of 35,000 (a share of about 70,000 rows); allowed for this run (allowLargeDeletion)",
    );
    expect(breakerLine({ ...verdict(40_000), atMost: true }, false)).toBe(
      "breaker would trip: this run would delete at most 40,000 rows, over the history limit of 25,000 (10 x the median 2,500 of the last 3 completed runs); a run would trip the breaker: allow it with --allow-large-deletion (or the event's allowLargeDeletion) for this policy if that is meant",
    );
    expect(breakerLine(verdict(20_000))).toBe("would delete 20,000 rows, under every limit");
  });

  it("the floor: a small table is never stopped for growing", async () => {
    await fill("safe.codes", 900);

    const report = await runRetention({ pool: db.enginePool(), policies: policies(rule()) });

    expect(report.policies[0]).toMatchObject({
      outcome: "completed",
      deleted: 900,
      breaker: { tripped: null, limits: { share: BREAKER.floor } },
    });
  });

  it("a dry run says where the breaker would trip, and deletes nothing", async () => {
    await fill("safe.codes", 20_000, 10_000);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies(rule()),
      dryRun: true,
    });

    expect(report.policies[0]).toMatchObject({
      mode: "dry-run",
      outcome: "completed",
      backlog: 20_000,
      breaker: { wouldDelete: 20_000, tripped: "share" },
    });
    expect(await count("safe.codes")).toBe(30_000);
  });

  it("the rules, on their own: the first limit exceeded, the median of an even list", () => {
    const policy = policies(rule({ maxDeletesPerRun: 50_000 }))[0]!;
    const verdict = (
      wouldDelete: number,
      history?: number[],
      estimatedRows = 0,
      historyLimited = true,
    ) =>
      judgeBreaker({
        policy,
        wouldDelete,
        counted: true,
        history,
        historyLimited,
        estimatedRows,
        allowed: false,
      });

    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(verdict(50_000).tripped).toBeNull();
    expect(verdict(50_001).tripped).toBe("maxDeletesPerRun");
    expect(verdict(30_000, [2000, 2000]).limits.history).toBeUndefined(); // too few runs yet
    expect(verdict(30_000, [2000, 3000, 2500]).limits.history).toBe(25_000);
    expect(verdict(30_000, [2000, 3000, 2500]).tripped).toBe("history");
    // A mechanism that acts once a month (drop-partitions) has no usual night to compare with.
    expect(verdict(30_000, [2000, 3000, 2500], 0, false).limits.history).toBeUndefined();
    expect(verdict(30_000, [2000, 3000, 2500], 0, false).tripped).toBeNull();
    expect(verdict(30_000, undefined, 100_000).limits.share).toBe(50_000);
    expect(verdict(30_000, undefined, -1).limits.share).toBeUndefined(); // never analyzed
  });
});

describe("report mode", () => {
  it("a policy on trial counts what it would delete and deletes nothing; the others delete", async () => {
    await fill("safe.codes", 12);
    await fill("safe.notes", 3);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies(rule({ mode: "report" }), rule({ name: "notes", table: "safe.notes" })),
    });

    expect(report.status).toBe("succeeded");
    expect(policyReport(report, "codes")).toMatchObject({
      mode: "report",
      deleted: 0,
      backlog: 12,
      breaker: { wouldDelete: 12, tripped: null },
    });
    expect(policyReport(report, "notes")).toMatchObject({ mode: "delete", deleted: 3 });
    expect(await count("safe.codes")).toBe(12);
  });

  it("a policy on trial is not stopped by its breaker: it reports that a run would trip", async () => {
    await fill("safe.codes", 12);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies(rule({ mode: "report", maxDeletesPerRun: 5 })),
    });

    expect(policyReport(report, "codes")).toMatchObject({
      mode: "report",
      outcome: "completed",
      deleted: 0,
      backlog: 12,
      breaker: { wouldDelete: 12, tripped: "maxDeletesPerRun" },
    });
    expect(await count("safe.codes")).toBe(12);
  });
});

describe("clock sanity", () => {
  it("refuses to start when the runner's clock and the database's differ by more than 5 minutes", async () => {
    await fill("safe.codes", 5);
    const skewed = () => Date.now() + 6 * 60_000;

    const run = runRetention({
      pool: db.enginePool(),
      policies: policies(rule()),
      runnerNow: skewed,
    });

    await expect(run).rejects.toBeInstanceOf(ClockError);
    await expect(run).rejects.toThrow(
      /the database's clock reads \S+ and this runner's clock \S+: they differ by 3\d\d s, more than 5 minutes/,
    );
    expect(await count("safe.codes")).toBe(5);
  });

  it("runs when they differ by less", async () => {
    await fill("safe.codes", 5);

    const report = await runRetention({
      pool: db.enginePool(),
      policies: policies(rule()),
      runnerNow: () => Date.now() - 4 * 60_000,
    });

    expect(report.policies[0]?.deleted).toBe(5);
  });

  it("a later segment refuses when the database's clock went back behind the run's now", async () => {
    await fill("safe.codes", 5);

    const run = runRetention({
      pool: db.enginePool(),
      policies: policies(rule()),
      now: new Date(Date.now() + 60_000),
    });

    await expect(run).rejects.toThrow(/it went backwards/);
  });

  it("a cutoff in the future is impossible: every retention the schema accepts puts it before now", () => {
    const retention = fc.oneof(
      fc.integer({ min: 1, max: 5000 }).map((days) => `${days}d`),
      fc.integer({ min: 1, max: 10_000 }).map((hours) => `${hours}h`),
      fc.integer({ min: 1, max: 240 }).map((months) => `${months} months`),
      fc.integer({ min: 60, max: 600_000 }).map((minutes) => `PT${minutes}M`),
    );
    fc.assert(
      fc.property(
        retention,
        fc.date({ min: new Date("1990-01-01"), max: new Date("2200-01-01"), noInvalidDate: true }),
        (text, now) => {
          const [policy] = policies(rule({ retention: text }));
          expect(Date.parse(cutoffFor(policy!, now))).toBeLessThan(now.getTime());
        },
      ),
    );
    expect(() => policies(rule({ retention: "-30d" }))).toThrow(ConfigError);
    expect(() => policies(rule({ retention: "0d" }))).toThrow(/is zero; set allowZeroRetention/);
    // Zero, said explicitly: the cutoff is the run's now, never after it.
    const [zero] = policies(rule({ retention: "0s", allowZeroRetention: true }));
    const now = new Date("2026-12-01T03:00:00Z");
    expect(cutoffFor(zero!, now)).toBe(now.toISOString());
  });

  it("a cutoff handed in after now (a tampered continuation) is refused", async () => {
    const run = runRetention({
      pool: db.enginePool(),
      policies: policies(rule()),
      cutoffs: { codes: new Date(Date.now() + 86_400_000).toISOString() },
    });

    await expect(run).rejects.toMatchObject({ field: "cutoffs.codes" });
  });
});

describe("status values that match nothing", () => {
  it("a value a CHECK constraint can never allow is refused, naming what it allows", async () => {
    const run = runRetention({
      pool: db.enginePool(),
      policies: policies(rule(), {
        name: "refresh_sessions",
        table: "identity.refresh_sessions",
        clock: "updated_at",
        retention: "90d",
        status: { column: "status", values: ["Rotated", "Revokd"] },
        owner: "test",
      }),
    });

    await expect(run).rejects.toMatchObject({
      field: "policies[1].status.values[1]",
      message:
        'policies[1].status.values[1]: "Revokd" is not a value of identity.refresh_sessions.status (CHECK allows Active, Rotated, Revoked, Expired)',
    });
  });

  it("a value an enum does not have is refused too", async () => {
    const run = runRetention({
      pool: db.enginePool(),
      policies: policies({
        name: "tickets",
        table: "safe.tickets",
        clock: "closed_at",
        retention: "30d",
        status: { column: "state", values: ["closed", "done"] },
        owner: "test",
      }),
    });

    await expect(run).rejects.toMatchObject({
      message:
        'policies[0].status.values[1]: "done" is not a value of safe.tickets.state (enum state allows open, closed, archived)',
    });
  });

  it("a value no row has is a warning in the run's report and in plan", async () => {
    await db.pool.query(
      "INSERT INTO safe.tickets VALUES (1, 'closed', now() - interval '40 days'), (2, 'open', NULL)",
    );
    const rules = policies({
      name: "tickets",
      table: "safe.tickets",
      clock: "closed_at",
      retention: "30d",
      status: { column: "state", values: ["closed", "archived"] },
      owner: "test",
    });

    const report = await runRetention({ pool: db.enginePool(), policies: rules });
    const client = await db.pool.connect();
    const [plan] = await planPolicies(client, rules).finally(() => client.release());

    const warning =
      'status value "archived" matches no row of safe.tickets.state: renamed in a migration?';
    expect(report.policies[0]).toMatchObject({ deleted: 1, warnings: [warning] });
    expect(plan?.warnings).toContain(warning);
  });
});
