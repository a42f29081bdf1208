// The evidence record on real PostgreSQL: every run appends a record per policy (the rule's text and
// hash, the figures, never a row's value or key), hash-chained; verify-ledger finds an edited, a
// removed and a replaced record. The evidence report: days compliant or not by the retention SLO's lines,
// each breach's reason, the worst day, the rule's changes, against figures worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Policy, parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  canonicalJson,
  type EvidenceBody,
  evidenceBody,
  GENESIS_HASH,
  recordHash,
} from "../../functions/engine/evidence/record.js";
import { ruleChanges } from "../../functions/engine/evidence/report.js";
import {
  buildEvidence,
  type EvidenceRecord,
  ensureLedger,
  evidenceOfRun,
  evidenceSince,
  ledgerHashAt,
  type PolicyReport,
  runRetention,
  verifyLedger,
} from "../../functions/engine/index.js";
import { fillVersions, versionsSql } from "../fixtures/archive/versions.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(
    `CREATE SCHEMA audit; ${versionsSql("audit.versions")} ${versionsSql("audit.events")}`,
  );
  await fillVersions(db.pool, "audit.versions", 400);
  await fillVersions(db.pool, "audit.events", 200);
});
afterAll(async () => {
  await db.drop();
});

const table = (retention: string) =>
  parseRetentionTable({
    policies: [
      {
        name: "versions",
        table: "audit.versions",
        clock: "created_at",
        retention,
        hold: "legal_hold",
        owner: "audit",
      },
      {
        name: "events",
        table: "audit.events",
        clock: "created_at",
        retention: "700d",
        owner: "audit",
        mode: "report",
      },
    ],
  });

describe("the evidence record", () => {
  it("appends a record per run and policy, chained, with the rule as it was and no row's value", async () => {
    for (const retention of ["600d", "600d", "365d"]) {
      await runRetention({ pool: db.enginePool(), policies: table(retention).policies });
    }
    await runRetention({ pool: db.enginePool(), policies: table("365d").policies, dryRun: true });
    const records = await evidenceSince(db.pool, new Date(0));
    // Three runs of two policies; a dry run records nothing.
    expect(records.map((record) => [record.seq, record.body.policy])).toEqual([
      [1, "versions"],
      [2, "events"],
      [3, "versions"],
      [4, "events"],
      [5, "versions"],
      [6, "events"],
    ]);
    const versions = records
      .filter((record) => record.body.policy === "versions")
      .map((record) => record.body);
    expect(versions.map((body) => body.rule.retentionMs / 86_400_000)).toEqual([600, 600, 365]);
    expect(new Set(versions.map((body) => body.ruleHash)).size).toBe(2);
    // What each run did, as plain SQL counts it: rows past 600 days, then past 365 days, not held.
    const past = async (days: number) =>
      Number(
        (
          await db.pool.query<{ n: string }>(
            `SELECT count(*) AS n FROM audit.versions WHERE created_at < (now() AT TIME ZONE 'UTC') - make_interval(days => $1)`,
            [days],
          )
        ).rows[0]?.n,
      );
    expect(versions[1]?.deleted).toBe(0);
    expect(versions[2]?.deleted).toBeGreaterThan(0);
    expect(await past(365)).toBe(versions[2]?.held);
    expect(versions[2]).toMatchObject({
      outcome: "completed",
      mode: "delete",
      backlog: 0,
      overdueSeconds: 0,
    });
    expect(records.find((record) => record.body.policy === "events")?.body.mode).toBe("report");
    // No value of a row, no key: the bodies hold figures and the rule only.
    const text = records.map((record) => record.text).join("\n");
    expect(text).not.toMatch(/@example\.com|Ada |"id":\s*"?\d/);
    expect(await verifyLedger(db.pool)).toEqual({
      records: 6,
      head: { seq: 6, hash: records[5]?.hash },
    });
  });

  it("finds an edited record, a removed one and a replaced one, and says which", async () => {
    const edit =
      "UPDATE retention_job.evidence SET body = replace(body, '\"deleted\":', '\"deleted\":1') WHERE seq = 3";
    await db.pool.query("BEGIN");
    await db.pool.query(edit);
    expect((await verifyLedger(db.pool)).broken).toEqual({
      seq: 3,
      reason: "its content does not match its hash: it was edited",
    });
    await db.pool.query("ROLLBACK");
    const client = await db.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("DELETE FROM retention_job.evidence WHERE seq = 4");
      expect((await verifyLedger(client)).broken).toMatchObject({
        seq: 5,
        reason: expect.stringMatching(/1 record\(s\) before it were removed/),
      });
      await client.query("ROLLBACK");
      // Replaced: record 4 rewritten with a fresh hash of its own, as a careful forger would.
      await client.query("BEGIN");
      const { rows } = await client.query<{ prev_hash: string; body: string }>(
        "SELECT prev_hash, body FROM retention_job.evidence WHERE seq = 4",
      );
      const forged = rows[0]!.body.replace('"outcome":"completed"', '"outcome":"failed"');
      await client.query("UPDATE retention_job.evidence SET body = $1, hash = $2 WHERE seq = 4", [
        forged,
        recordHash(rows[0]!.prev_hash, 4, forged),
      ]);
      expect((await verifyLedger(client)).broken).toMatchObject({
        seq: 5,
        reason: expect.stringMatching(/removed or replaced/),
      });
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
    expect((await verifyLedger(db.pool)).broken).toBeUndefined();
  });
});

describe("the record's parts", () => {
  it("canonical JSON: keys sorted at every depth, undefined left out, arrays in order", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: null }], c: undefined }, ä: "x" })).toBe(
      '{"a":{"d":[2,{"e":null,"f":1}]},"b":1,"ä":"x"}',
    );
    expect(canonicalJson([undefined, "a"])).toBe('[null,"a"]');
    expect(canonicalJson(undefined)).toBe("null");
    expect(GENESIS_HASH).toBe("0".repeat(64));
  });

  it("a run's records by its id, a record's hash by its place, and an empty ledger that holds", async () => {
    const records = await evidenceSince(db.pool, new Date(0));
    const first = records[0]!;
    const ofRun = await evidenceOfRun(db.pool, first.body.runId);
    expect(ofRun.map((record) => record.seq)).toEqual(
      records
        .filter((record) => record.body.runId === first.body.runId)
        .map((record) => record.seq),
    );
    expect(await ledgerHashAt(db.pool, 2)).toBe(records[1]?.hash);
    expect(await ledgerHashAt(db.pool, 999)).toBeUndefined();
    const empty = await createTestDatabase();
    try {
      await ensureLedger(empty.pool);
      expect(await verifyLedger(empty.pool)).toEqual({ records: 0 });
    } finally {
      await empty.drop();
    }
  });

  it("says what the breaker, a redaction and an archive did", () => {
    const policy = table("365d").policies[0] as Policy;
    const report = {
      name: "versions",
      table: "audit.versions",
      strategy: "keyset",
      mode: "delete",
      locking: "skip-locked",
      cutoff: "2026-01-01T00:00:00.000Z",
      outcome: "tripped",
      examined: 0,
      deleted: 0,
      redacted: 7,
      held: 1,
      blocked: 2,
      blockedBy: { fk: 2 },
      backlog: 5,
      oldestAgeSeconds: 10,
      overdueSeconds: 3,
      cascaded: {},
      alsoDeleted: {},
      batches: 0,
      batchSizes: null,
      throttled: null,
      durationMs: 1,
      error: null,
      warnings: [],
      archived: { objects: 1, rows: 9, bytes: 100, verificationFailures: 0 },
      breaker: { tripped: { rule: "share" } },
    } as unknown as PolicyReport;
    const body = evidenceBody("00000000-0000-4000-8000-000000000001", policy, report, new Date(0));
    expect(body).toMatchObject({
      tripped: true,
      redacted: 7,
      archived: 9,
      held: 1,
      blocked: 2,
      backlog: 5,
      overdueSeconds: 3,
    });
    const untripped = evidenceBody(
      "r",
      policy,
      {
        ...report,
        breaker: { tripped: null },
        redacted: undefined,
        archived: undefined,
      } as unknown as PolicyReport,
      new Date(0),
    );
    expect(untripped).toMatchObject({ tripped: false, redacted: 0, archived: 0 });
    expect(
      evidenceBody(
        "r",
        policy,
        { ...report, breaker: null } as unknown as PolicyReport,
        new Date(0),
      ).tripped,
    ).toBe(false);
  });
});

describe("a long chain", () => {
  it("goes on past record 9, in numeric order (found by npm run evidence:browser: text order put 9 after 10 and stopped the chain)", async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.pool.query(`CREATE SCHEMA audit; ${versionsSql("audit.versions")}`);
      const { policies } = table("365d");
      const pool = fresh.enginePool();
      for (let run = 0; run < 12; run++) {
        await runRetention({ pool, policies: policies.slice(0, 1) });
      }
      const records = await evidenceSince(fresh.pool, new Date(0));
      expect(records.map((record) => record.seq)).toEqual(
        Array.from({ length: 12 }, (_, index) => index + 1),
      );
      expect(await verifyLedger(fresh.pool)).toMatchObject({ records: 12, head: { seq: 12 } });
    } finally {
      await fresh.drop();
    }
  });
});

// --- the report, on records made by hand: ten days, one of each kind of breach
const DAY = 86_400_000;
const START = Date.parse("2026-03-01T02:05:00Z");
const rule = (retentionDays: number) =>
  parseRetentionTable({
    policies: [
      {
        name: "sessions",
        table: "app.sessions",
        clock: "created_at",
        retention: `${retentionDays}d`,
        owner: "t",
      },
    ],
  }).policies[0] as Policy;

function night(
  day: number,
  figures: Partial<EvidenceBody> = {},
  retentionDays = 30,
): EvidenceRecord {
  const policy = rule(retentionDays);
  const body: EvidenceBody = {
    version: 1,
    recordedAt: new Date(START + day * DAY).toISOString(),
    runId: `00000000-0000-4000-8000-${String(day).padStart(12, "0")}`,
    policy: "sessions",
    mode: "delete",
    rule: policy,
    ruleHash: `hash-${retentionDays}`,
    cutoff: new Date(START + day * DAY - retentionDays * DAY).toISOString(),
    outcome: "completed",
    deleted: 100,
    redacted: 0,
    archived: 0,
    held: 2,
    blocked: 0,
    blockedBy: {},
    backlog: 0,
    tripped: false,
    oldestAgeSeconds: retentionDays * 86_400 - 3_600,
    overdueSeconds: 0,
    ...figures,
  };
  return { seq: day + 1, body, text: JSON.stringify(body), prevHash: "", hash: `h${day}` };
}

describe("the evidence report", () => {
  const records = [
    night(0),
    night(1),
    // day 2: no run at all
    night(3, { outcome: "failed", deleted: 0, backlog: 120, overdueSeconds: 86_400 }),
    night(4, { outcome: "deadline", deleted: 50, backlog: 40, overdueSeconds: 2 * 86_400 }),
    night(5, { blocked: 7, blockedBy: { fk_session_parent: 7 } }),
    night(6, {
      overdueSeconds: 3 * 86_400,
      tripped: true,
      outcome: "tripped",
      deleted: 0,
      backlog: 300,
    }),
    night(7, {}, 10),
    night(8, {}, 10),
    night(9, {}, 10),
  ];
  const report = buildEvidence(records, {
    since: new Date(START - 5 * DAY),
    until: new Date(START + 9 * DAY + 3_600_000),
    intervalMs: DAY,
  });
  const sessions = report.policies[0]!;

  it("counts each day once, from the first record on, by the SLO's two lines", () => {
    expect(sessions.days.map((day) => day.date)).toEqual(
      Array.from({ length: 10 }, (_, day) =>
        new Date(START + day * DAY).toISOString().slice(0, 10),
      ),
    );
    expect(sessions.days.map((day) => day.compliant)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      false,
      true,
      true,
      true,
    ]);
    expect([sessions.compliantDays, sessions.breachDays]).toEqual([6, 4]);
    expect(sessions.worst).toEqual({ date: "2026-03-07", overdueSeconds: 3 * 86_400 });
    expect(sessions.totals).toEqual({ runs: 9, removed: 100 * 6 + 50, archived: 0 });
  });

  it("says why each day broke the SLO", () => {
    const why = Object.fromEntries(sessions.days.map((day) => [day.date.slice(8), day.reasons]));
    expect(why["03"]).toEqual(["no run recorded"]);
    expect(why["04"]).toEqual([
      "the run failed for this policy",
      "120 rows past their retention were left",
    ]);
    // Two days past retention is within 2 x the 24 h interval: line 2 holds, line 1 (40 of 90 left) does not.
    expect(why["05"]).toEqual([
      "stopped at the run's deadline with 40 rows left",
      "40 rows past their retention were left",
    ]);
    // Rows kept by a reference are not due: the day is compliant, and says nothing.
    expect(why["06"]).toEqual([]);
    expect(why["07"]).toEqual([
      "the breaker stopped the policy (nothing deleted)",
      "the oldest row due was 3d past its retention (at most 2d)",
      "300 rows past their retention were left",
    ]);
  });

  it("shows the rule's changes: when, which field, before and after", () => {
    expect(
      sessions.versions.map((version) => [version.from.slice(0, 10), version.changes]),
    ).toEqual([
      ["2026-03-01", []],
      ["2026-03-08", [{ field: "retention", before: "30d", after: "10d" }]],
    ]);
  });
});

describe("the evidence report's edges", () => {
  const alpha = (day: number, figures: Partial<EvidenceBody>, seq: number): EvidenceRecord => {
    const base = night(day, figures);
    const body = {
      ...base.body,
      policy: "alpha",
      runId: `10000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    };
    return { ...base, seq, body, hash: `a${seq}` };
  };
  const records = [
    alpha(-9, {}, 1), // before the report's window
    alpha(0, { mode: "report", deleted: 0, backlog: 50 }, 2),
    night(0),
    alpha(
      1,
      { deleted: 94, redacted: 5, archived: 7, backlog: 1, blocked: 3, overdueSeconds: 2 * 86_400 },
      4,
    ),
    alpha(
      2,
      {
        deleted: 98,
        backlog: 2,
        blocked: 4,
        blockedBy: { fk_a: 3, fk_b: 1 },
        overdueSeconds: 2 * 86_400,
      },
      5,
    ),
    alpha(40, {}, 6), // after it
  ];
  const report = buildEvidence(records, {
    since: new Date(START - DAY),
    until: new Date(START + 2 * DAY + 3_600_000),
    intervalMs: DAY,
  });
  const [first, second] = report.policies;

  it("reads only the window's records, policies in name order, the ledger's head from the last record", () => {
    expect(report.policies.map((policy) => policy.policy)).toEqual(["alpha", "sessions"]);
    expect(report.records).toBe(4);
    expect(report.head).toEqual({ seq: 6, hash: "a6" });
    expect([report.since, report.until, report.intervalSeconds]).toEqual([
      new Date(START - DAY).toISOString(),
      new Date(START + 2 * DAY + 3_600_000).toISOString(),
      86_400,
    ]);
    expect(first?.days.map((day) => day.date)).toEqual(["2026-03-01", "2026-03-02", "2026-03-03"]);
    expect(second?.days.length).toBe(3);
  });

  it("draws the lines at their limits: 1 % left, and 2 x the interval past retention, are still compliant", () => {
    expect(first?.days.map((day) => [day.line1, day.line2, day.compliant])).toEqual([
      [false, true, false],
      [true, true, true],
      [false, true, false],
    ]);
    expect(first?.totals).toEqual({ runs: 3, removed: 94 + 5 + 98, archived: 7 });
    expect(first?.days.map((day) => [day.removed, day.archived, day.held, day.blocked])).toEqual([
      [0, 0, 2, 0],
      [99, 7, 2, 3],
      [98, 0, 2, 4],
    ]);
    // The first of two days equally overdue is the worst.
    expect(first?.worst).toEqual({ date: "2026-03-02", overdueSeconds: 2 * 86_400 });
  });

  it("says a policy on trial, and what references kept, in words", () => {
    expect(first?.days[0]?.reasons).toEqual([
      "report mode: the rule is not enforced yet",
      "50 rows past their retention were left",
    ]);
    expect(first?.days[1]?.reasons).toEqual([]);
    expect(first?.days[2]?.reasons).toEqual([
      "2 rows past their retention were left",
      "4 rows kept by references (fk_a: 3, fk_b: 1), not counted as due",
    ]);
    // Days with no record of the policy while another policy ran.
    expect(second?.days.map((day) => [day.ran, day.reasons])).toEqual([
      [true, []],
      [false, ["no run recorded"]],
      [false, ["no run recorded"]],
    ]);
  });

  it("names a field a new version added, and numbers that are not durations as they are", () => {
    const before = rule(30);
    const after = { ...rule(30), description: "now described", batchSize: 200 } as Policy;
    expect(ruleChanges(before, after)).toEqual([
      { field: "batchSize", before: "(none)", after: "200" },
      { field: "description", before: "(none)", after: '"now described"' },
    ]);
    expect(ruleChanges({ ...before, batchSize: 100 } as Policy, after)[0]).toEqual({
      field: "batchSize",
      before: "100",
      after: "200",
    });
  });
});
