// The seam between infra and the Lambda: the variables the stack sets are the ones the function
// reads, both from the one settings table (functions/contract/settings.ts).
import { Duration } from "aws-cdk-lib";
import * as s3 from "aws-cdk-lib/aws-s3";
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../functions/contract/settings.js";
import { loadSettings } from "../../functions/lambda/settings.js";
import { synthesizeJob } from "../helpers/cdk.js";

/** The function's environment as the synthesized template sets it. */
function variablesOf(template: Record<string, unknown>): Record<string, string> {
  type Resource = {
    Type: string;
    Properties: { Environment?: { Variables: Record<string, string> } };
  };
  const resources = Object.values((template as { Resources: Record<string, Resource> }).Resources);
  const fn = resources.find((each) => each.Type === "AWS::Lambda::Function");
  return fn?.Properties.Environment?.Variables ?? {};
}

/** The variables of the wiring (the table, the secrets, the buckets), not settings of the table. */
const WIRING = ["RETENTION_PRESET", "DB_SECRET_ARN", "EVIDENCE_BUCKET", "EVIDENCE_PREFIX"];

describe("the settings across the infra-to-Lambda seam", () => {
  // Prepare: every prop that sets a setting, at a value other than its default.
  const template = synthesizeJob((stack) => ({
    preset: "identity",
    maxRunDuration: Duration.minutes(45),
    retentionInterval: Duration.hours(12),
    batchSize: 500,
    parallel: 3,
    maxWalRate: "16MB",
    latencyBudget: 1.5,
    maxChains: 4,
    metricsNamespace: "Retention/Test",
    nightWindow: "01:00-04:00",
    evidenceBucket: s3.Bucket.fromBucketName(stack, "Evidence", "retention-evidence-test"),
    evidenceLockDays: 30,
  }));
  const variables = variablesOf(template);

  it("every variable the stack sets is a setting's of the table, or the wiring's", () => {
    const names = Object.values(SETTINGS).flatMap((each) => each.env ?? []);
    const others = Object.keys(variables).filter((name) => !names.includes(name));
    expect(others.sort()).toEqual([...WIRING, "NODE_OPTIONS"].sort());
  });

  it("each setting a prop gives reaches the function under the name it reads", () => {
    const given = Object.values(SETTINGS).filter((each) => each.prop && each.env);
    for (const setting of given) expect(Object.keys(variables)).toContain(setting.env);
  });

  it("the function reads the stack's environment back to the props' values", () => {
    // Act: the function's own settings, from the variables as the stack set them.
    const { DB_SECRET_ARN: _secret, ...env } = variables;
    const settings = loadSettings({ ...env, DATABASE_URL: "postgres://localhost/x" });

    // Assess
    expect(settings.run).toMatchObject({
      maxRunDurationMs: 45 * 60_000,
      batchSize: 500,
      parallel: 3,
      maxWalRate: 16 * 1024 ** 2,
      latencyBudget: 1.5,
    });
    expect(settings).toMatchObject({
      retentionIntervalMs: 12 * 3_600_000,
      maxChains: 4,
      metricsNamespace: "Retention/Test",
      safetyMarginMs: 60_000,
      maxSegments: 12,
      nightWindow: { start: 60, end: 240, timeZone: "UTC" },
      evidence: { bucket: "retention-evidence-test", lockDays: 30 },
    });
  });
});
