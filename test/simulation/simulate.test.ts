// The short simulation (npm run simulate runs 60 nights with every fault): ten nights of the real
// handler on real PostgreSQL, across the spring clock change in Europe/Berlin, with a segment
// killed mid-batch, a duplicate delivery and a throttled continuation; the template's alarms
// judged over what the handler emitted.

import { describe, expect, inject, it } from "vitest";
import { simulate } from "../../bench/simulate/simulation.js";

describe("ten simulated nights", () => {
  it("keeps the SLO on healthy nights, and each fault sets off exactly the alarms it should", async () => {
    const result = await simulate({
      adminUrl: inject("adminUrl"),
      nights: 10,
      start: "2026-03-25",
      seed: 3,
      faults: [
        { kind: "killed-segment", night: 1 },
        { kind: "daylight-saving", night: 4 },
        { kind: "duplicate-delivery", night: 6 },
        { kind: "throttled-continuation", night: 8 },
      ],
      traffic: { sicrPerDay: 600, chainsPerDay: 80 },
      schedule: { cron: "cron(30 3 * * ? *)", timeZone: "Europe/Berlin", window: "03:00-06:00" },
    });
    const verdict = (kind: string) => result.verdicts.find((each) => each.fault.kind === kind);
    // The killed segment: its invocation failed, the failure queue's alarm fired within the hour.
    expect(verdict("killed-segment")?.fired.map((each) => each.alarm)).toEqual([
      expect.stringContaining("FailedInvocationsAlarm"),
    ]);
    expect(verdict("killed-segment")?.fired[0]?.hoursAfter).toBeLessThan(1);
    // The night after it, the job caught up: nothing past retention + 2 x interval.
    expect(result.nights[2]?.slo.sign_in_confirmation_requests?.line2).toBe(true);
    // The clock change: the Scheduler fired at 03:30 local (01:30 UTC in summer time) and it ran.
    expect(new Date(result.nights[4]?.firedAt ?? 0).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(new Date(result.nights[3]?.firedAt ?? 0).toISOString()).toBe("2026-03-28T02:30:00.000Z");
    expect(result.nights[4]?.results.map((each) => each.status)).toEqual(["succeeded"]);
    // Two deliveries of one night's event: one run, the second recognised as the same.
    expect(result.nights[6]?.results.map((each) => each.status)).toEqual([
      "succeeded",
      "duplicate",
    ]);
    expect(result.nights[6]?.results[1]?.runId).toBe(result.nights[6]?.results[0]?.runId);
    // The throttled continuation was sent again and the night finished.
    expect(result.nights[8]?.results.map((each) => each.status)).toContain("continued");
    expect(result.nights[8]?.results.at(-1)?.status).toBe("succeeded");
    expect(result.nights[8]?.notes).toEqual(["continuation Invoke throttled 1x, then sent"]);
    // Every fault happened as planned (a kill mid-batch, a continuation there to throttle).
    expect(result.verdicts.map((each) => [each.fault.kind, each.exercised])).toEqual([
      ["killed-segment", true],
      ["daylight-saving", true],
      ["duplicate-delivery", true],
      ["throttled-continuation", true],
    ]);
    // Healthy nights: no alarm, the SLO held.
    expect(result.falseAlarms).toEqual([]);
    expect(result.healthyBreaks).toEqual([]);
    expect(result.ok).toBe(true);
    // Real deletions happened every healthy night.
    expect(result.nights[0]?.deleted.sign_in_confirmation_requests).toBeGreaterThan(300);
  }, 180_000);
});
