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
import { type MetricName, metricIdentity } from "../../functions/contract/metrics.js";

const HOUR = 3_600_000;
const t0 = Date.UTC(2026, 2, 1, 3, 0);

/** A record as the handler emits it: the metric's identity (name, exact dimension set). */
const record = (at: number, metric: MetricName, value: number, subject?: string) => ({
  at,
  namespace: "N",
  metric,
  value,
  dimensions: metricIdentity(metric, subject).dimensions,
});

const rule = (overrides: Partial<AlarmRule>): AlarmRule => ({
  id: "X",
  kind: "errors",
  description: "",
  metric: "RunSucceeded",
  dimensions: metricIdentity(
    overrides.metric ?? "RunSucceeded",
    overrides.policy ?? overrides.bucket,
  ).dimensions,
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
  it("reads an EMF line: each metric, its value, under each dimension set it declares", () => {
    const line = JSON.stringify({
      _aws: {
        Timestamp: 0,
        CloudWatchMetrics: [
          {
            Namespace: "N",
            Dimensions: [["service", "Policy"], ["service"]],
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
    const bySet = (dimensions: Record<string, string>) => [
      { at: 42, namespace: "N", metric: "Backlog", value: 12, dimensions },
      { at: 42, namespace: "N", metric: "OldestAgeSeconds", value: 5, dimensions },
      { at: 42, namespace: "N", metric: "OldestAgeSeconds", value: 7, dimensions },
    ];
    expect(recordsFromEmf(line, 42)).toEqual([
      ...bySet({ service: "retention-job", Policy: "p" }),
      ...bySet({ service: "retention-job" }),
    ]);
    expect(recordsFromEmf('{"level":"info","msg":"run completed"}', 42)).toEqual([]);
  });

  it("no successful run for 2 x 24 h, missing data breaching: OK while a success is in the last 48 h", () => {
    const noRun = rule({ periodSeconds: 172_800 });
    const store = new MetricStore();
    store.add([record(t0, "RunSucceeded", 1)]);
    expect(evaluateAt(noRun, store, t0 + 47 * HOUR, "OK")).toBe("OK");
    // 49 h later the window (t0 + 1 h, t0 + 49 h] holds no datapoint: missing, treated as breaching.
    expect(evaluateAt(noRun, store, t0 + 49 * HOUR, "OK")).toBe("ALARM");
    // A failed run in it reports 0: a datapoint, and 0 < 1 breaches too.
    store.add([record(t0 + 24 * HOUR, "RunSucceeded", 0)]);
    expect(judged(noRun, store, t0 + 49 * HOUR)).toEqual([0]);
    expect(evaluateAt(noRun, store, t0 + 49 * HOUR, "OK")).toBe("ALARM");
    // Two successes in one window sum to 2.
    store.add([record(t0 + 30 * HOUR, "RunSucceeded", 1)]);
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
      store.add([record(t0 + day * 24 * HOUR, "Backlog", value, policy)]);
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
    store.add([record(t0, "Errors", 1)]);
    expect(evaluateAt({ ...errors, treatMissingData: "notBreaching" }, store, t0, "OK")).toBe(
      "ALARM",
    );
    expect(
      evaluateAt({ ...errors, treatMissingData: "notBreaching" }, store, t0 + HOUR, "ALARM"),
    ).toBe("OK");
  });

  it("matches a metric as CloudWatch does: name, namespace and the exact dimension set", () => {
    const mismatch = rule({
      metric: "LifecycleMismatch",
      bucket: "uploads",
      statistic: "Maximum",
      threshold: 0,
      comparison: "GreaterThanThreshold",
      treatMissingData: "notBreaching",
      namespace: "N",
    });
    const store = new MetricStore();
    // The same value without the Bucket dimension (how the construct once built the alarm's
    // metric), under another bucket, or in another namespace: other metrics, never seen.
    store.add([
      {
        ...record(t0, "LifecycleMismatch", 1, "uploads"),
        dimensions: { service: "retention-job" },
      },
      record(t0, "LifecycleMismatch", 1, "exports"),
      { ...record(t0, "LifecycleMismatch", 1, "uploads"), namespace: "Other" },
    ]);
    expect(evaluateAt(mismatch, store, t0, "OK")).toBe("OK");
    store.add([record(t0, "LifecycleMismatch", 1, "uploads")]);
    expect(evaluateAt(mismatch, store, t0, "OK")).toBe("ALARM");
  });
});
