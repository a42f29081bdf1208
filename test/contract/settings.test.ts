// The settings table (functions/contract/settings.ts): what is generated from it is current, the
// function's environment holds only its variables, and the engine's options take each run setting.
// (Every setting through every door: settings-doors.test.ts.)
import { readFileSync } from "node:fs";
import { Duration } from "aws-cdk-lib";
import * as s3 from "aws-cdk-lib/aws-s3";
import { describe, expect, it } from "vitest";
import { renderSettingProps, renderSettings } from "../../bench/settings-docs.js";
import { ConfigError } from "../../functions/contract/errors.js";
import {
  LAMBDA_SETTINGS,
  RUN_SETTINGS,
  readSettings,
  SETTINGS,
  settingsEnvironment,
} from "../../functions/contract/settings.js";
import { settingsOptions } from "../../functions/engine/index.js";
import { synthesizeJob } from "../helpers/cdk.js";

/** What lies between a page's settings markers. */
function section(page: string): string {
  const text = readFileSync(page, "utf8");
  const start = text.indexOf("-->", text.indexOf("<!-- settings:start")) + 3;
  return text.slice(start, text.indexOf("<!-- settings:end -->")).trim();
}

describe("the settings table", () => {
  it("infra/setting-props.ts and docs/settings.md are what npm run docs:settings writes", () => {
    expect(readFileSync("infra/setting-props.ts", "utf8")).toBe(renderSettingProps());
    expect(section("docs/settings.md")).toBe(renderSettings());
  });

  it("every variable the stack sets is a setting's of the table", () => {
    // Prepare: props that set many settings, as an app would.
    const template = synthesizeJob((stack) => ({
      preset: "identity",
      maxRunDuration: Duration.minutes(45),
      batchSize: 500,
      parallel: 3,
      maxWalRate: "16MB",
      latencyBudget: 1.5,
      maxChains: 4,
      logLevel: "debug",
      evidenceBucket: s3.Bucket.fromBucketName(stack, "Evidence", "retention-evidence-test"),
      evidenceLockDays: 30,
      archiveBucket: s3.Bucket.fromBucketName(stack, "Archive", "retention-archive-test"),
    })) as { Resources: Record<string, { Type: string; Properties: Record<string, unknown> }> };
    const fn = Object.values(template.Resources).find(
      (each) => each.Type === "AWS::Lambda::Function",
    );
    const variables = Object.keys(
      (fn?.Properties.Environment as { Variables: Record<string, string> } | undefined)
        ?.Variables ?? {},
    );
    const names = Object.values(SETTINGS).flatMap((each) => each.env ?? []);
    expect(variables.filter((name) => !names.includes(name))).toEqual(["NODE_OPTIONS"]);
    expect(variables).toEqual(
      expect.arrayContaining(["ARCHIVE_BUCKET", "LOG_LEVEL", "EVIDENCE_LOCK_DAYS"]),
    );
  });

  it("the engine's options take each run setting where the engine reads it", () => {
    const run = readSettings(RUN_SETTINGS, "env", {
      MAX_RUN_DURATION: "45m",
      BATCH_SIZE: "500",
      BATCH_TIME: "50ms",
      PARALLEL: "3",
      ORDER: "physical",
      MAX_REPLICA_LAG: "off",
      MAX_ACTIVE_SESSIONS: "40",
      MAX_LOCK_WAITERS: "2",
      MAX_WAL_RATE: "16MB",
      LATENCY_BUDGET: "2",
      BATCH_PAUSE: "100ms",
    });
    expect(settingsOptions(run)).toEqual({
      batchSize: 500,
      batchTimeMs: 50,
      parallel: 3,
      order: "physical",
      throttle: {
        maxReplicaLagMs: null,
        maxActiveSessions: 40,
        maxLockWaiters: 2,
        maxWalRate: 16 * 1024 ** 2,
        latencyBudget: 2,
      },
      pauseMs: 100,
    });
    expect(run.maxRunDurationMs).toBe(45 * 60_000);
  });

  it("a value written into the environment reads back as itself", () => {
    const values = {
      ...readSettings(RUN_SETTINGS, "env", { PARALLEL: "4", MAX_WAL_RATE: "1MB", BATCH_SIZE: "7" }),
      ...readSettings(LAMBDA_SETTINGS, "env", { MAX_CHAINS: "3" }),
    };
    const env = settingsEnvironment(values);
    expect({
      ...readSettings(RUN_SETTINGS, "env", env),
      ...readSettings(LAMBDA_SETTINGS, "env", env),
    }).toEqual(values);
  });

  it("names every bad setting of a door at once, each as the door names it", () => {
    let caught: unknown;
    try {
      readSettings(RUN_SETTINGS, "flag", { parallel: "0", "batch-size": "x", order: "up" });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems.map((each) => each.field)).toEqual([
      "--batch-size",
      "--parallel",
      "--order",
    ]);
  });
});
