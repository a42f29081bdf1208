// The night window on the schedule's wall clock, across the clock changes; the scheduled run's
// identity shared by every delivery of one night's event.
import { describe, expect, it } from "vitest";
import { fireTime } from "../../bench/simulate/scheduler.js";
import { parseEvent, scheduledRunId } from "../../functions/contract/events.js";
import {
  nightWindowEnd,
  parseNightWindow,
  skippedMinutes,
} from "../../functions/contract/night-window.js";

const iso = (date: Date | undefined) => date?.toISOString();

describe("a night window in Europe/Berlin", () => {
  const window = parseNightWindow("03:00-06:00", "NIGHT_WINDOW", "Europe/Berlin");

  it("follows the local clock on both sides of the spring change", () => {
    // 03:30 CET (winter) is 02:30 UTC; the window ends at 06:00 CET = 05:00 UTC.
    expect(iso(nightWindowEnd(window, new Date("2026-03-28T02:30:00Z")))).toBe(
      "2026-03-28T05:00:00.000Z",
    );
    // 03:30 CEST (summer) is 01:30 UTC; the window ends at 06:00 CEST = 04:00 UTC.
    expect(iso(nightWindowEnd(window, new Date("2026-03-29T01:30:00Z")))).toBe(
      "2026-03-29T04:00:00.000Z",
    );
    // 01:30 UTC in winter is 02:30 local: outside. (A UTC window would have let it in.)
    expect(nightWindowEnd(window, new Date("2026-03-28T01:30:00Z"))).toBeUndefined();
    // 05:30 UTC in summer is 07:30 local: outside.
    expect(nightWindowEnd(window, new Date("2026-03-29T05:30:00Z"))).toBeUndefined();
  });

  it("a window the change falls in is an hour shorter (spring) or longer (autumn)", () => {
    const early = parseNightWindow("01:00-04:00", "NIGHT_WINDOW", "Europe/Berlin");
    // 01:30 CET = 00:30 UTC; 04:00 CEST = 02:00 UTC: 1.5 h, not 2.5 h.
    expect(iso(nightWindowEnd(early, new Date("2026-03-29T00:30:00Z")))).toBe(
      "2026-03-29T02:00:00.000Z",
    );
    // 25 October: 01:30 CEST = 23:30 UTC; 04:00 CET = 03:00 UTC: 3.5 h.
    expect(iso(nightWindowEnd(early, new Date("2026-10-24T23:30:00Z")))).toBe(
      "2026-10-25T03:00:00.000Z",
    );
  });

  it("knows the hour the clocks skip, where the Scheduler skips a cron", () => {
    expect(skippedMinutes("Europe/Berlin", 2027)).toEqual([[120, 180]]);
    expect(skippedMinutes("UTC", 2027)).toEqual([]);
    expect(skippedMinutes("America/Guayaquil", 2027)).toEqual([]);
    expect(fireTime("cron(30 2 * * ? *)", "Europe/Berlin", { year: 2026, month: 3, day: 29 })).toBe(
      undefined,
    );
    // In autumn 02:30 happens twice; the Scheduler fires once, at the first.
    expect(
      new Date(
        fireTime("cron(30 2 * * ? *)", "Europe/Berlin", { year: 2026, month: 10, day: 25 }) ?? 0,
      ).toISOString(),
    ).toBe("2026-10-25T00:30:00.000Z");
  });

  it("refuses an unknown time zone, naming the setting", () => {
    expect(() => parseNightWindow("03:00-06:00", "NIGHT_WINDOW", "Europe/Nowhere")).toThrow(
      /^NIGHT_WINDOW_TIME_ZONE: "Europe\/Nowhere" is not an IANA time zone/,
    );
  });
});

describe("the identity of a night's scheduled run", () => {
  it("is the same for every delivery of that night's event, and differs between nights and functions", () => {
    const first = scheduledRunId("retention-job", "2026-03-29T01:30:00Z");
    expect(first).toBe(scheduledRunId("retention-job", "2026-03-29T01:30:00.000Z"));
    expect(first).not.toBe(scheduledRunId("retention-job", "2026-03-30T01:30:00Z"));
    expect(first).not.toBe(scheduledRunId("other-function", "2026-03-29T01:30:00Z"));
    // A valid RFC 4122 UUID (version 5 layout): the ledger and the continuation schema accept it.
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("the scheduled event carries the Scheduler's time, and nothing else", () => {
    expect(parseEvent({ kind: "scheduled", scheduledTime: "2026-03-29T01:30:00Z" })).toEqual({
      kind: "scheduled",
      scheduledTime: "2026-03-29T01:30:00Z",
    });
    expect(() => parseEvent({ kind: "scheduled", scheduledTime: "tonight" })).toThrow(
      /^event\.scheduledTime/,
    );
  });
});
