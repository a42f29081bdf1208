// The Lambda handler in-process: fake context with a real clock, real engine on real PostgreSQL,
// aws-sdk-client-mock for the self-invoke.
import { Writable } from "node:stream";
import { InvokeCommand } from "@aws-sdk/client-lambda";
import { describe, expect, it } from "vitest";
import { parseEvent } from "../../functions/contract/events.js";
import { createLogger } from "../../functions/engine/index.js";
import type { TestDatabase } from "../helpers/db.js";
import {
  countRows,
  insertChains,
  insertExpiredSicrs,
  SESSIONS,
  SICR,
  useIdentityDatabase,
} from "../helpers/identity.js";
import {
  captureStdout,
  driveChain,
  emfLines,
  fakeContext,
  handlerEnv,
  lambdaMock,
  newHandler,
} from "../helpers/lambda.js";

let db: TestDatabase;
let userId: string;
useIdentityDatabase((state) => {
  ({ db, userId } = state);
});

/**
 * Budget per segment: the safety margin (10 s) plus this much time for the preflight and batches.
 * The pauses between batches (60 ms) then make each backlog below take several segments.
 */
const WORK_MS = 1000;
const SEGMENT_BUDGET = 10_000 + WORK_MS;

describe("budget and self-continuation", () => {
  it("drains a backlog far larger than one segment over several segments, with the same cutoffs, totals that add up and one RunSucceeded", async () => {
    await insertExpiredSicrs(db.pool, userId, 3000);
    await insertChains(db.pool, userId, { chains: 100, length: 3 });
    // One chain (the run that fans out is below).
    const handler = newHandler(
      handlerEnv(db.url, {
        BATCH_SIZE: "50",
        BATCH_PAUSE: "60ms",
        MAX_SEGMENTS: "60",
        MAX_CHAINS: "1",
      }),
    );

    const { value, lines } = await captureStdout(() =>
      driveChain(handler, { kind: "catch-up" }, SEGMENT_BUDGET),
    );

    const { results, payloads } = value;
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(results.slice(0, -1).every((result) => result.status === "continued")).toBe(true);
    const last = results.at(-1)!;
    expect(last.status).toBe("succeeded");
    expect(last.totals?.sign_in_confirmation_requests).toMatchObject({
      deleted: 3000,
      backlog: 0,
      outcome: "completed",
    });
    expect(last.totals?.refresh_sessions).toMatchObject({
      deleted: 300,
      backlog: 0,
      outcome: "completed",
    });
    expect(await countRows(db.pool, SICR)).toBe(0);
    expect(await countRows(db.pool, SESSIONS)).toBe(0);
    const continuations = payloads.map((payload) => parseEvent(JSON.parse(payload)));
    const first = continuations[0] as Extract<
      ReturnType<typeof parseEvent>,
      { kind: "continuation" }
    >;
    for (const next of continuations) {
      expect(next).toMatchObject({
        kind: "continuation",
        runId: first.runId,
        now: first.now,
        cutoffs: first.cutoffs,
      });
    }
    expect(continuations.map((next) => (next as typeof first).segment)).toEqual(
      results.slice(1).map((_, index) => index + 2),
    );
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8 * 1024);

    const emf = emfLines(lines);
    const rowsDeleted = emf.filter((entry) => "RowsDeleted" in entry);
    const sum = (policy: string) =>
      rowsDeleted
        .filter((entry) => entry.Policy === policy)
        .reduce((total, entry) => total + (entry.RowsDeleted as number), 0);
    expect(sum("sign_in_confirmation_requests")).toBe(3000);
    expect(sum("refresh_sessions")).toBe(300);
    const succeeded = emf.filter((entry) => "RunSucceeded" in entry);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]).toMatchObject({
      RunSucceeded: 1,
      RunFailed: 0,
      Segments: results.length,
      service: "retention-job",
    });
  });

  it("a segment whose time runs out mid-policy never leaves a batch half done", async () => {
    await insertExpiredSicrs(db.pool, userId, 2000);
    const handler = newHandler(handlerEnv(db.url, { BATCH_SIZE: "40", BATCH_PAUSE: "60ms" }));

    const result = await captureStdout(() =>
      handler({ kind: "catch-up" }, fakeContext(SEGMENT_BUDGET)),
    );

    expect(result.value).toMatchObject({ status: "continued" });
    const deleted = (result.value as { totals: Record<string, { deleted: number }> }).totals
      .sign_in_confirmation_requests!.deleted;
    expect(deleted).toBeGreaterThan(0);
    expect(deleted % 40).toBe(0);
    expect(await countRows(db.pool, SICR)).toBe(2000 - deleted);
  });

  it("the run deadline ends the chain, with the backlog left for the next night", async () => {
    await insertExpiredSicrs(db.pool, userId, 3000);
    const handler = newHandler(handlerEnv(db.url, { BATCH_SIZE: "20", BATCH_PAUSE: "60ms" }));

    const { value } = await captureStdout(() =>
      driveChain(handler, { kind: "catch-up", maxRunDuration: "1s" }, SEGMENT_BUDGET),
    );

    const last = value.results.at(-1)!;
    expect(last).toMatchObject({ status: "partial", reason: "run deadline reached" });
    expect(value.results.length).toBeLessThan(8);
    expect(await countRows(db.pool, SICR)).toBeGreaterThan(0);
  });

  it("a continuation delivered after its run's deadline ends the run for that reason, deleting nothing", async () => {
    await insertExpiredSicrs(db.pool, userId, 100);
    const handler = newHandler(handlerEnv(db.url));
    const { rows } = await db.pool.query<{ now: Date }>("SELECT now() AS now");
    const late = {
      kind: "continuation",
      runId: "5d1f3c2a-9b8e-4f7d-a6c5-b4e3d2c1f0a9",
      trigger: "scheduled",
      dryRun: false,
      segment: 2,
      now: rows[0]!.now.toISOString(),
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      deadline: new Date(Date.now() - 1000).toISOString(),
      cutoffs: {
        sign_in_confirmation_requests: new Date(
          rows[0]!.now.getTime() - 30 * 86_400_000,
        ).toISOString(),
      },
      openPolicies: ["sign_in_confirmation_requests"],
      totals: {},
      errors: 0,
    };

    const { value } = await captureStdout(() => handler(late, fakeContext(SEGMENT_BUDGET)));

    expect(value).toMatchObject({ status: "partial", reason: "run deadline reached" });
    expect(lambdaMock.commandCalls(InvokeCommand)).toHaveLength(0);
    expect(await countRows(db.pool, SICR)).toBe(100);
  });

  it("the hop limit ends the chain", async () => {
    await insertExpiredSicrs(db.pool, userId, 3000);
    const handler = newHandler(
      // One chain: the limit is per chain (a run that fans out: test/lambda/fan-out.test.ts).
      handlerEnv(db.url, {
        BATCH_SIZE: "20",
        BATCH_PAUSE: "60ms",
        MAX_SEGMENTS: "2",
        MAX_CHAINS: "1",
      }),
    );

    const { value } = await captureStdout(() =>
      driveChain(handler, { kind: "catch-up" }, SEGMENT_BUDGET),
    );

    expect(value.results.map((result) => result.status)).toEqual(["continued", "partial"]);
    expect(value.results[1]?.reason).toMatch(/chain length limit \(2 segments\)/);
  });

  it("a duplicated continuation is detected: no second chain, no double count", async () => {
    await insertExpiredSicrs(db.pool, userId, 1500);
    const handler = newHandler(
      handlerEnv(db.url, {
        BATCH_SIZE: "50",
        BATCH_PAUSE: "60ms",
        MAX_SEGMENTS: "60",
        MAX_CHAINS: "1",
      }),
    );
    const first = await captureStdout(() =>
      handler({ kind: "catch-up" }, fakeContext(SEGMENT_BUDGET)),
    );
    expect(first.value).toMatchObject({ status: "continued" });
    const continuation = JSON.parse(
      Buffer.from(
        lambdaMock.commandCalls(InvokeCommand)[0]!.args[0].input.Payload as Uint8Array,
      ).toString(),
    );

    const { value } = await captureStdout(() => driveChain(handler, continuation, SEGMENT_BUDGET));
    lambdaMock.resetHistory();
    const duplicate = await captureStdout(() => handler(continuation, fakeContext(SEGMENT_BUDGET)));

    expect(duplicate.value).toMatchObject({ status: "duplicate", segment: 2 });
    expect(lambdaMock.commandCalls(InvokeCommand)).toHaveLength(0);
    expect(emfLines(duplicate.lines)).toHaveLength(0);
    expect(value.results.at(-1)?.totals?.sign_in_confirmation_requests?.deleted).toBe(1500);
    expect(await countRows(db.pool, SICR)).toBe(0);
  });
});

describe("logs of a run that takes several segments", () => {
  it("one run-started and one run-completed for the whole run, and runId once per line", async () => {
    await insertExpiredSicrs(db.pool, userId, 3000);
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().trim().split("\n"));
        done();
      },
    });
    const handler = newHandler(
      handlerEnv(db.url, {
        BATCH_SIZE: "50",
        BATCH_PAUSE: "60ms",
        MAX_SEGMENTS: "60",
        MAX_CHAINS: "1",
      }),
      { logger: createLogger({ level: "info", destination: sink }) },
    );

    const { value } = await captureStdout(() =>
      driveChain(handler, { kind: "catch-up" }, SEGMENT_BUDGET),
    );

    expect(value.results.length).toBeGreaterThanOrEqual(3);
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const named = (name: string) => events.filter((event) => event.event === name);
    expect(named("run-started")).toHaveLength(1);
    expect(named("run-completed")).toHaveLength(1);
    expect(named("run-completed")[0]).toMatchObject({
      status: "succeeded",
      segments: value.results.length,
    });
    expect(named("segment-continued")).toHaveLength(value.results.length - 1);
    const runId = value.results[0]?.runId;
    for (const line of lines) expect(line.match(/"runId"/g)).toHaveLength(1);
    expect(events.every((event) => event.runId === runId)).toBe(true);
  });
});

describe("a catch-up event that carries its runId (retention-job invoke sets one)", () => {
  it("runs under that runId, and a second delivery of the same event is a detected duplicate", async () => {
    await insertExpiredSicrs(db.pool, userId, 10);
    const handler = newHandler(handlerEnv(db.url));
    const event = { kind: "catch-up", runId: "0b0e5a52-7c1d-4f38-9a53-1f2e3d4c5b6a" };

    const first = await captureStdout(() => handler(event, fakeContext(60_000)));
    const again = await captureStdout(() => handler(event, fakeContext(60_000)));

    expect(first.value).toMatchObject({ status: "succeeded", runId: event.runId });
    expect(again.value).toMatchObject({ status: "duplicate", runId: event.runId, segment: 1 });
    expect(emfLines(again.lines)).toHaveLength(0);
  });
});

describe("the night window", () => {
  const at = (time: string) => () => Date.parse(`2026-11-30T${time}Z`);

  it("ends a scheduled run at its end", async () => {
    await insertExpiredSicrs(db.pool, userId, 3000);
    const handler = newHandler(handlerEnv(db.url, { BATCH_SIZE: "20", BATCH_PAUSE: "60ms" }), {
      clock: at("04:59:59.700"),
    });

    const { value } = await captureStdout(() => driveChain(handler, { kind: "scheduled" }, 60_000));

    expect(value.results).toHaveLength(1);
    expect(value.results[0]).toMatchObject({ status: "partial", reason: "run deadline reached" });
    expect(await countRows(db.pool, SICR)).toBeGreaterThan(0);
  });

  it("does not end a catch-up run", async () => {
    await insertExpiredSicrs(db.pool, userId, 600);
    const handler = newHandler(handlerEnv(db.url, { BATCH_SIZE: "20", BATCH_PAUSE: "60ms" }), {
      clock: at("04:59:59.700"),
    });

    const { value } = await captureStdout(() => driveChain(handler, { kind: "catch-up" }, 60_000));

    expect(value.results.at(-1)).toMatchObject({ status: "succeeded" });
    expect(await countRows(db.pool, SICR)).toBe(0);
  });

  it("a scheduled event outside the window deletes nothing and says why", async () => {
    await insertExpiredSicrs(db.pool, userId, 100);
    const handler = newHandler(handlerEnv(db.url), { clock: at("14:00:00") });

    const { value, lines } = await captureStdout(() =>
      handler({ kind: "scheduled" }, fakeContext(60_000)),
    );

    expect(value).toMatchObject({
      status: "skipped",
      reason: "outside the night window 02:00-05:00 UTC",
    });
    expect(emfLines(lines)).toHaveLength(0);
    expect(await countRows(db.pool, SICR)).toBe(100);
  });
});

describe("EMF metrics", () => {
  it("carry names, units, dimensions and values for each policy and the run", async () => {
    await insertExpiredSicrs(db.pool, userId, 120);
    await db.pool.query(
      `INSERT INTO identity.refresh_sessions (id, user_id, status, token_hash, created_at, updated_at, expires_at)
       SELECT gen_random_uuid(), $1, 'Revoked', 'h', now(), now() - interval '10 days', now() FROM generate_series(1, 3)`,
      [userId],
    );
    const handler = newHandler(handlerEnv(db.url));

    const { value, lines } = await captureStdout(() =>
      handler({ kind: "catch-up" }, fakeContext(60_000)),
    );

    expect(value).toMatchObject({ status: "succeeded" });
    const emf = emfLines(lines);
    for (const entry of emf) {
      expect(entry._aws.CloudWatchMetrics[0]?.Namespace).toBe("RetentionJobTest");
      expect(entry.service).toBe("retention-job");
    }
    const policyEntry = (metric: string, policy: string) =>
      emf.find((entry) => metric in entry && entry.Policy === policy);
    const deleted = policyEntry("RowsDeleted", "sign_in_confirmation_requests")!;
    expect(deleted.RowsDeleted).toBe(120);
    expect(deleted.ThrottledSeconds).toBe(0);
    expect(deleted._aws.CloudWatchMetrics[0]).toMatchObject({
      Dimensions: [["service", "Policy"]],
      Metrics: [
        { Name: "RowsDeleted", Unit: "Count" },
        { Name: "ThrottledSeconds", Unit: "Seconds" },
      ],
    });
    const gauges = policyEntry("Backlog", "refresh_sessions")!;
    expect(gauges).toMatchObject({ Backlog: 0, Held: 0, Blocked: 0 });
    expect(gauges.OldestAgeSeconds as number).toBeGreaterThanOrEqual(10 * 86_400);
    expect(gauges._aws.CloudWatchMetrics[0]?.Metrics).toEqual(
      expect.arrayContaining([
        { Name: "Backlog", Unit: "Count" },
        { Name: "OldestAgeSeconds", Unit: "Seconds" },
        { Name: "Held", Unit: "Count" },
        { Name: "Blocked", Unit: "Count" },
      ]),
    );
    const run = emf.find((entry) => "RunSucceeded" in entry)!;
    expect(run).toMatchObject({ RunSucceeded: 1, RunFailed: 0, Segments: 1 });
    expect(run._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([["service"]]);
    expect(run._aws.CloudWatchMetrics[0]?.Metrics).toEqual(
      expect.arrayContaining([
        { Name: "RunDurationMs", Unit: "Milliseconds" },
        { Name: "Segments", Unit: "Count" },
        { Name: "RunFailed", Unit: "Count" },
      ]),
    );
    const errors = emf.find((entry) => "Errors" in entry)!;
    expect(errors.Errors).toBe(0);
  });

  it("a failed policy counts as an error and the run as failed", async () => {
    await insertExpiredSicrs(db.pool, userId, 10);
    const blocker = await db.pool.connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE identity.refresh_sessions IN ACCESS EXCLUSIVE MODE");
      const handler = newHandler(handlerEnv(db.url));

      const { value, lines } = await captureStdout(() =>
        handler({ kind: "catch-up" }, fakeContext(60_000)),
      );

      expect(value).toMatchObject({ status: "partial" });
      const emf = emfLines(lines);
      expect(emf.find((entry) => "Errors" in entry)?.Errors).toBe(1);
      expect(emf.find((entry) => "RunFailed" in entry)).toMatchObject({
        RunFailed: 1,
        RunSucceeded: 0,
      });
    } finally {
      await blocker.query("ROLLBACK");
      blocker.release();
    }
  }, 60_000);

  it("a partition policy skipped because another instance holds its advisory lock counts as an error", async () => {
    const holder = await db.pool.connect();
    try {
      await holder.query(
        "SELECT pg_advisory_lock(731001, 'identidad.log_sesiones'::regclass::oid::int)",
      );
      const handler = newHandler(handlerEnv(db.url, { RETENTION_PRESET: "identidad" }));

      const { value, lines } = await captureStdout(() =>
        handler({ kind: "catch-up", policies: ["log_sesiones"] }, fakeContext(60_000)),
      );

      expect(value).toMatchObject({
        status: "partial",
        totals: { log_sesiones: { outcome: "skipped" } },
      });
      expect(emfLines(lines).find((entry) => "Errors" in entry)?.Errors).toBe(1);
    } finally {
      await holder.query("SELECT pg_advisory_unlock_all()");
      holder.release();
    }
  });

  it("a dry run deletes nothing and emits no metrics", async () => {
    await insertExpiredSicrs(db.pool, userId, 30);
    const handler = newHandler(handlerEnv(db.url));

    const { value, lines } = await captureStdout(() =>
      handler({ kind: "catch-up", dryRun: true }, fakeContext(60_000)),
    );

    expect(value).toMatchObject({ status: "succeeded" });
    expect(
      (value as { totals: Record<string, { backlog: number }> }).totals
        .sign_in_confirmation_requests?.backlog,
    ).toBe(30);
    expect(emfLines(lines)).toHaveLength(0);
    expect(await countRows(db.pool, SICR)).toBe(30);
  });
});

describe("safety in the Lambda", () => {
  const sicrRule = (overrides: Record<string, unknown>) =>
    JSON.stringify({
      policies: [
        {
          name: "sicr",
          table: "identity.sign_in_confirmation_requests",
          clock: "created_at",
          retention: "30d",
          owner: "test",
          ...overrides,
        },
      ],
    });
  const env = (overrides: Record<string, unknown>) => {
    const { RETENTION_PRESET: _preset, ...rest } = handlerEnv(db.url, {
      RETENTION_TABLE: sicrRule(overrides),
    });
    return rest;
  };

  it("a tripped breaker deletes nothing and emits BreakerTripped; the event's allowLargeDeletion lets the run go", async () => {
    await insertExpiredSicrs(db.pool, userId, 10);
    const handler = newHandler(env({ maxDeletesPerRun: 5 }));

    const tripped = await captureStdout(() => handler({ kind: "catch-up" }, fakeContext(60_000)));
    const allowed = await captureStdout(() =>
      handler({ kind: "catch-up", allowLargeDeletion: ["sicr"] }, fakeContext(60_000)),
    );

    expect(tripped.value).toMatchObject({
      status: "partial",
      totals: { sicr: { outcome: "tripped", deleted: 0, backlog: 10 } },
    });
    expect(emfLines(tripped.lines).find((entry) => "BreakerTripped" in entry)).toMatchObject({
      Policy: "sicr",
      BreakerTripped: 1,
    });
    expect(allowed.value).toMatchObject({
      status: "succeeded",
      totals: { sicr: { outcome: "completed", deleted: 10 } },
    });
    expect(emfLines(allowed.lines).find((entry) => "BreakerTripped" in entry)).toMatchObject({
      BreakerTripped: 0,
    });
    expect(await countRows(db.pool, SICR)).toBe(0);
  });

  it("allowLargeDeletion must name known policies", async () => {
    const handler = newHandler(env({}));

    const result = await handler(
      { kind: "catch-up", allowLargeDeletion: ["sessions"] },
      fakeContext(60_000),
    ).then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(String(result)).toMatch(
      /event\.allowLargeDeletion: unknown policy "sessions"; known: sicr/,
    );
  });

  it("report mode: WouldDelete instead of deletions", async () => {
    await insertExpiredSicrs(db.pool, userId, 8);
    const handler = newHandler(env({ mode: "report" }));

    const { value, lines } = await captureStdout(() =>
      handler({ kind: "catch-up" }, fakeContext(60_000)),
    );

    expect(value).toMatchObject({ status: "succeeded", totals: { sicr: { deleted: 0 } } });
    const gauges = emfLines(lines).find((entry) => "WouldDelete" in entry);
    expect(gauges).toMatchObject({ Policy: "sicr", WouldDelete: 8, Backlog: 8 });
    expect(gauges?._aws.CloudWatchMetrics[0]?.Metrics).toContainEqual({
      Name: "WouldDelete",
      Unit: "Count",
    });
    expect(await countRows(db.pool, SICR)).toBe(8);
  });

  it("a continuation whose run's now is ahead of the database's clock fails the run, deleting nothing", async () => {
    await insertExpiredSicrs(db.pool, userId, 5);
    const handler = newHandler(env({}));
    const ahead = new Date(Date.now() + 3_600_000);

    const { value, lines } = await captureStdout(() =>
      handler(
        {
          kind: "continuation",
          runId: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
          trigger: "scheduled",
          dryRun: false,
          segment: 2,
          now: ahead.toISOString(),
          startedAt: new Date().toISOString(),
          deadline: new Date(Date.now() + 600_000).toISOString(),
          cutoffs: { sicr: new Date(ahead.getTime() - 30 * 86_400_000).toISOString() },
          openPolicies: ["sicr"],
          totals: {},
          errors: 0,
        },
        fakeContext(60_000),
      ),
    );

    expect(value).toMatchObject({
      status: "failed",
      totals: { sicr: { outcome: "failed", error: expect.stringMatching(/went backwards/) } },
    });
    expect(emfLines(lines).find((entry) => "RunFailed" in entry)).toMatchObject({ RunFailed: 1 });
    expect(await countRows(db.pool, SICR)).toBe(5);
  });
});
