// A policy that publishes, through the Lambda: the segment drains the outbox to a stubbed
// EventBridge (PutEvents within its limits, partial failures retried), emits KeysPublished and
// OutboxAgeSeconds, and an outbox a failed run left is drained by the next run.
import {
  EventBridgeClient,
  PutEventsCommand,
  type PutEventsRequestEntry,
} from "@aws-sdk/client-eventbridge";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { SegmentResult } from "../../functions/lambda/segment.js";
import type { TestDatabase } from "../helpers/db.js";
import { existingIds, insertExpiredSicrs, SICR, useIdentityDatabase } from "../helpers/identity.js";
import { captureStdout, emfLines, fakeContext, handlerEnv, newHandler } from "../helpers/lambda.js";

let db: TestDatabase;
let userId: string;
useIdentityDatabase((state) => {
  ({ db, userId } = state);
});
const events = mockClient(EventBridgeClient);
beforeEach(async () => {
  events.reset();
  accepted.length = 0;
  await db.pool.query("TRUNCATE retention_job.outbox").catch(() => undefined);
});
afterAll(() => events.restore());

const BUS = "arn:aws:events:eu-west-1:123456789012:event-bus/derived-stores";

function env() {
  const { RETENTION_PRESET: _preset, ...rest } = handlerEnv(db.url, {
    EVENT_BUS_NAME: BUS,
    RETENTION_TABLE: JSON.stringify({
      policies: [
        {
          name: "sicr",
          table: SICR,
          clock: "created_at",
          retention: "30d",
          owner: "test",
          batchSize: 1000,
          publish: true,
        },
      ],
    }),
  });
  return rest;
}

const handlerWith = () =>
  newHandler(env(), { events: new EventBridgeClient({ region: "eu-west-1" }) });

/** Every entry the stub accepted, in order. */
const accepted: PutEventsRequestEntry[] = [];
const acceptedEntries = () => accepted;

const keysOf = (entries: PutEventsRequestEntry[]) =>
  entries.flatMap((entry) => (JSON.parse(entry.Detail as string) as { keys: string[][] }).keys);

/** A stub that accepts every entry except those `reject` picks (a partial failure). */
function answer(reject: (call: number, index: number) => boolean = () => false) {
  let call = 0;
  events.on(PutEventsCommand).callsFake((input: { Entries: PutEventsRequestEntry[] }) => {
    call += 1;
    const results = input.Entries.map((entry, index) => {
      if (reject(call, index)) return { ErrorCode: "InternalFailure", ErrorMessage: "try again" };
      accepted.push(entry);
      return { EventId: `ev-${call}-${index}` };
    });
    return {
      FailedEntryCount: results.filter((each) => "ErrorCode" in each).length,
      Entries: results,
    };
  });
}

describe("publishing through the Lambda", () => {
  it("every deleted key reaches the bus once, in requests within PutEvents' limits, keys only; a partial failure is retried", async () => {
    await insertExpiredSicrs(db.pool, userId, 6500);
    // The first request loses its second entry: it is sent again, and accepted then.
    answer((call, index) => call === 1 && index === 1);
    const handler = handlerWith();

    const { value, lines } = await captureStdout(() =>
      handler({ kind: "catch-up" }, fakeContext(60_000)),
    );
    const result = value as SegmentResult;

    expect(result.status).toBe("succeeded");
    expect(await existingIds(db.pool, SICR)).toEqual(new Set());
    expect(result.published).toMatchObject({ keys: 6500, failed: 0, left: { rows: 0, keys: 0 } });
    const calls = events.commandCalls(PutEventsCommand);
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) {
      const entries = call.args[0].input.Entries ?? [];
      expect(entries.length).toBeLessThanOrEqual(10);
      const bytes = entries.reduce(
        (sum, entry) =>
          sum +
          14 +
          (entry.Source?.length ?? 0) +
          (entry.DetailType?.length ?? 0) +
          Buffer.byteLength(entry.Detail ?? ""),
        0,
      );
      expect(bytes).toBeLessThanOrEqual(256 * 1024);
      for (const entry of entries) {
        expect(entry).toMatchObject({
          EventBusName: BUS,
          Source: "retention-job",
          DetailType: "Retention Rows Deleted",
        });
        const detail = JSON.parse(entry.Detail as string);
        expect(Object.keys(detail).sort()).toEqual(
          ["eventId", "keyColumns", "keys", "policy", "runId", "schemaVersion", "table"].sort(),
        );
        expect(detail).toMatchObject({
          policy: "sicr",
          table: SICR,
          runId: result.runId,
          keyColumns: ["id"],
        });
        // The rows' phone numbers never leave the database.
        expect(entry.Detail).not.toContain("+1555");
      }
    }
    const accepted = acceptedEntries();
    const keys = keysOf(accepted).map((key) => key[0]);
    expect(keys).toHaveLength(6500);
    expect(new Set(keys).size).toBe(6500);
    const ids = accepted.map((entry) => JSON.parse(entry.Detail as string).eventId);
    expect(new Set(ids).size).toBe(ids.length);

    const emf = emfLines(lines);
    expect(emf.filter((each) => "KeysPublished" in each).map((each) => each.KeysPublished)).toEqual(
      [6500],
    );
    expect(emf.find((each) => "OutboxAgeSeconds" in each)?.OutboxAgeSeconds).toBe(0);
  });

  it("an outbox a failed run left (the bus refused everything) is drained by the next run, every key once", async () => {
    await insertExpiredSicrs(db.pool, userId, 2500);
    const before = await existingIds(db.pool, SICR);
    events
      .on(PutEventsCommand)
      .rejects(Object.assign(new Error("Rate exceeded"), { name: "ThrottlingException" }));
    const first = (await captureStdout(() =>
      handlerWith()({ kind: "catch-up" }, fakeContext(60_000)),
    )) as { value: SegmentResult; lines: string[] };

    expect(first.value.status).toBe("succeeded");
    expect(await existingIds(db.pool, SICR)).toEqual(new Set());
    expect(first.value.published).toMatchObject({ keys: 0, left: { rows: 3, keys: 2500 } });
    expect(first.value.published?.failed).toBeGreaterThan(0);
    // Three attempts of the first request, then the drain stops: the bus is not hammered.
    expect(events.commandCalls(PutEventsCommand)).toHaveLength(3);
    expect(emfLines(first.lines).find((each) => "KeysPublished" in each)?.KeysPublished).toBe(0);

    events.reset();
    answer();
    const second = (await captureStdout(() =>
      handlerWith()({ kind: "catch-up" }, fakeContext(60_000)),
    )) as { value: SegmentResult };
    expect(second.value.published).toMatchObject({ keys: 2500, failed: 0, left: { rows: 0 } });
    const keys = keysOf(acceptedEntries()).map((key) => key[0]);
    expect(keys).toHaveLength(2500);
    expect(new Set(keys)).toEqual(before);
    // The keys carry the run that deleted them, not the run that published them.
    const runs = new Set(
      acceptedEntries().map((entry) => JSON.parse(entry.Detail as string).runId),
    );
    expect(runs).toEqual(new Set([first.value.runId]));
  });

  it("a dry run publishes nothing and leaves the outbox alone", async () => {
    await insertExpiredSicrs(db.pool, userId, 50);
    answer();
    const result = (await handlerWith()(
      { kind: "catch-up", dryRun: true },
      fakeContext(60_000),
    )) as SegmentResult;
    expect(result.published).toBeUndefined();
    expect(events.commandCalls(PutEventsCommand)).toHaveLength(0);
    expect((await existingIds(db.pool, SICR)).size).toBe(50);
  });
});
