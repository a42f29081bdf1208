// A run whose policies do not finish in one chain's budget fans out: a chain per group of
// independent policies, each honouring the run's deadline and the chain length limit, one runId,
// one RunSucceeded when the last chain finishes (the ledger decides which one that is), a
// duplicate chain event turned away.
import { describe, expect, it } from "vitest";
import { parseEvent } from "../../functions/contract/events.js";
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
  newHandler,
} from "../helpers/lambda.js";

let db: TestDatabase;
let userId: string;
useIdentityDatabase((state) => {
  ({ db, userId } = state);
});

/** The safety margin (10 s) plus a second of work: each backlog below takes several segments. */
const SEGMENT_BUDGET = 11_000;

describe("fan-out across policies", () => {
  it("two independent policies run as two chains after the first segment; the last chain ends the run, once", async () => {
    await insertExpiredSicrs(db.pool, userId, 1500);
    await insertChains(db.pool, userId, { chains: 100, length: 3 });
    const handler = newHandler(
      handlerEnv(db.url, {
        BATCH_SIZE: "50",
        BATCH_PAUSE: "60ms",
        MAX_SEGMENTS: "60",
        MAX_CHAINS: "2",
      }),
    );

    const { value, lines } = await captureStdout(() =>
      driveChain(handler, { kind: "catch-up" }, SEGMENT_BUDGET),
    );

    const { results, payloads } = value;
    const events = payloads.map((payload) => parseEvent(JSON.parse(payload)));
    const continuations = events.filter((event) => event.kind === "continuation");
    // The first segment fanned out: one event per chain, each with its own policies.
    const fanned = continuations.filter((event) => event.segment === 2);
    expect(fanned.map((event) => [event.chain, event.openPolicies])).toEqual([
      [1, ["sign_in_confirmation_requests"]],
      [2, ["refresh_sessions"]],
    ]);
    expect(new Set(continuations.map((event) => event.runId)).size).toBe(1);
    const ends = results.filter((result) => result.status !== "continued");
    expect(ends.map((result) => result.status).sort()).toEqual(["chain-finished", "succeeded"]);
    const last = results.at(-1)!;
    expect(last.status).toBe("succeeded");
    expect(last.totals).toMatchObject({
      sign_in_confirmation_requests: { deleted: 1500, outcome: "completed" },
      refresh_sessions: { deleted: 300, outcome: "completed" },
    });
    expect(await countRows(db.pool, SICR)).toBe(0);
    expect(await countRows(db.pool, SESSIONS)).toBe(0);

    const emf = emfLines(lines);
    const succeeded = emf.filter((entry) => "RunSucceeded" in entry);
    expect(succeeded).toHaveLength(1);
    // Every segment of every chain, the one that fanned out included.
    expect(succeeded[0]).toMatchObject({ RunSucceeded: 1, Segments: results.length });
    const { rows } = await db.pool.query<{ chain: number; finished: boolean; policies: string[] }>(
      "SELECT chain, finished_at IS NOT NULL AS finished, policies FROM retention_job.chains ORDER BY chain",
    );
    expect(rows).toEqual([
      { chain: 0, finished: true, policies: [] },
      { chain: 1, finished: true, policies: ["sign_in_confirmation_requests"] },
      { chain: 2, finished: true, policies: ["refresh_sessions"] },
    ]);

    // A chain's event delivered again is turned away by the ledger.
    const again = await handler(JSON.parse(payloads[0]!), fakeContext(SEGMENT_BUDGET));
    expect(again).toMatchObject({ status: "duplicate" });
  });

  it("every chain keeps the run's deadline", async () => {
    await insertExpiredSicrs(db.pool, userId, 6000);
    await insertChains(db.pool, userId, { chains: 4000, length: 3 });
    // Analyzed, as autovacuum would have done by then on a busy machine (the breaker then knows
    // the table's size: see the allowance below).
    await db.pool.query("ANALYZE");
    const handler = newHandler(
      handlerEnv(db.url, {
        BATCH_SIZE: "20",
        BATCH_PAUSE: "60ms",
        MAX_SEGMENTS: "60",
        MAX_CHAINS: "2",
      }),
    );
    const started = Date.now();

    const { value } = await captureStdout(() =>
      driveChain(
        handler,
        // 12,000 sessions are most of their table: once autovacuum has analyzed it (timing, on a
        // loaded machine), the breaker would stop the policy; this test is about the deadline.
        {
          kind: "catch-up",
          maxRunDuration: "8s",
          allowLargeDeletion: ["sign_in_confirmation_requests", "refresh_sessions"],
        },
        SEGMENT_BUDGET,
      ),
    );

    const last = value.results.at(-1)!;
    expect(last).toMatchObject({ status: "partial", reason: "run deadline reached" });
    // Each chain stops at the one deadline: the whole run, driven one segment at a time here,
    // ends soon after it.
    expect(Date.now() - started).toBeLessThan(8_000 + 2 * SEGMENT_BUDGET);
    // Neither backlog fits in the run: each chain stopped at the deadline, with its backlog left.
    expect(Object.values(last.totals ?? {}).map((totals) => totals.outcome)).toEqual([
      "deadline",
      "deadline",
    ]);
    expect(await countRows(db.pool, SICR)).toBeGreaterThan(0);
    expect(await countRows(db.pool, SESSIONS)).toBeGreaterThan(0);
  });
});
