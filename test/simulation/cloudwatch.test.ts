// The alarm evaluator the simulation uses, against cases computed by hand: the periods an alarm
// looks at, its statistic, DIFF, and each missing-data treatment.
import { describe, expect, it } from "vitest";
import {
  evaluateAt,
  judged,
  MetricStore,
  recordsFromEmf,
} from "../../bench/simulate/cloudwatch.js";
import type { AlarmRule } from "../../functions/contract/alarms.js";

const HOUR = 3_600_000;
const t0 = Date.UTC(2026, 2, 1, 3, 0);

const rule = (overrides: Partial<AlarmRule>): AlarmRule => ({
  id: "X",
  kind: "errors",
  description: "",
  metric: "RunSucceeded",
  statistic: "Sum",
  periodSeconds: 3600,
  threshold: 1,
  comparison: "LessThanThreshold",
  evaluationPeriods: 1,
  datapointsToAlarm: 1,
  treatMissingData: "breaching",
  ...overrides,
});

describe("the simulation's CloudWatch", () => {
  it("reads an EMF line: each metric, its value, its Policy dimension", () => {
    const line = JSON.stringify({
      _aws: {
        Timestamp: 0,
        CloudWatchMetrics: [
          {
            Namespace: "N",
            Dimensions: [["service", "Policy"]],
            Metrics: [
              { Name: "Backlog", Unit: "Count" },
              { Name: "OldestAgeSeconds", Unit: "Seconds" },
            ],
          },
        ],
      },
      service: "retention-job",
      Policy: "p",
      Backlog: 12,
      OldestAgeSeconds: [5, 7],
    });
    expect(recordsFromEmf(line, 42)).toEqual([
      { at: 42, metric: "Backlog", value: 12, policy: "p" },
      { at: 42, metric: "OldestAgeSeconds", value: 5, policy: "p" },
      { at: 42, metric: "OldestAgeSeconds", value: 7, policy: "p" },
    ]);
    expect(recordsFromEmf('{"level":"info","msg":"run completed"}', 42)).toEqual([]);
  });

  it("no successful run for 2 x 24 h, missing data breaching: OK while a success is in the last 48 h", () => {
    const noRun = rule({ periodSeconds: 172_800 });
    const store = new MetricStore();
    store.add([{ at: t0, metric: "RunSucceeded", value: 1 }]);
    expect(evaluateAt(noRun, store, t0 + 47 * HOUR, "OK")).toBe("OK");
    // 49 h later the window (t0 + 1 h, t0 + 49 h] holds no datapoint: missing, treated as breaching.
    expect(evaluateAt(noRun, store, t0 + 49 * HOUR, "OK")).toBe("ALARM");
    // A failed run in it reports 0: a datapoint, and 0 < 1 breaches too.
    store.add([{ at: t0 + 24 * HOUR, metric: "RunSucceeded", value: 0 }]);
    expect(judged(noRun, store, t0 + 49 * HOUR)).toEqual([0]);
    expect(evaluateAt(noRun, store, t0 + 49 * HOUR, "OK")).toBe("ALARM");
    // Two successes in one window sum to 2.
    store.add([{ at: t0 + 30 * HOUR, metric: "RunSucceeded", value: 1 }]);
    expect(judged(noRun, store, t0 + 49 * HOUR)).toEqual([1]);
    expect(evaluateAt(noRun, store, t0 + 49 * HOUR, "ALARM")).toBe("OK");
  });

  it("backlog growing: DIFF of the daily maximum above 0 in 3 of 3 periods, per policy", () => {
    const growing = rule({
      metric: "Backlog",
      policy: "p",
      statistic: "Maximum",
      periodSeconds: 86_400,
      expression: "DIFF",
      threshold: 0,
      comparison: "GreaterThanThreshold",
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      treatMissingData: "notBreaching",
    });
    const store = new MetricStore();
    const night = (day: number, value: number, policy = "p") =>
      store.add([{ at: t0 + day * 24 * HOUR, metric: "Backlog", value, policy }]);
    night(0, 10);
    night(1, 20);
    night(2, 30);
    // Another policy's backlog is another series.
    night(2, 1000, "q");
    const at = t0 + 2 * 24 * HOUR + HOUR;
    // Only three periods have data: DIFF of [10, 20, 30] is [-, 10, 10]; the first is missing.
    expect(judged(growing, store, at)).toEqual([null, 10, 10]);
    expect(evaluateAt(growing, store, at, "OK")).toBe("OK");
    night(3, 40);
    expect(judged(growing, store, at + 24 * HOUR)).toEqual([10, 10, 10]);
    expect(evaluateAt(growing, store, at + 24 * HOUR, "OK")).toBe("ALARM");
    // Two nights up and one down: not 3 of 3.
    night(4, 35);
    expect(judged(growing, store, at + 48 * HOUR)).toEqual([10, 10, -5]);
    expect(evaluateAt(growing, store, at + 48 * HOUR, "ALARM")).toBe("OK");
  });

  it("missing data: notBreaching is OK, ignore keeps the state, missing is INSUFFICIENT_DATA", () => {
    const store = new MetricStore();
    const errors = rule({ metric: "Errors", threshold: 0, comparison: "GreaterThanThreshold" });
    expect(evaluateAt({ ...errors, treatMissingData: "notBreaching" }, store, t0, "ALARM")).toBe(
      "OK",
    );
    expect(evaluateAt({ ...errors, treatMissingData: "ignore" }, store, t0, "ALARM")).toBe("ALARM");
    expect(evaluateAt({ ...errors, treatMissingData: "missing" }, store, t0, "OK")).toBe(
      "INSUFFICIENT_DATA",
    );
    // A datapoint exactly at the window's end counts; one at its start does not: (end - period, end].
    store.add([{ at: t0, metric: "Errors", value: 1 }]);
    expect(evaluateAt({ ...errors, treatMissingData: "notBreaching" }, store, t0, "OK")).toBe(
      "ALARM",
    );
    expect(
      evaluateAt({ ...errors, treatMissingData: "notBreaching" }, store, t0 + HOUR, "ALARM"),
    ).toBe("OK");
  });
});
