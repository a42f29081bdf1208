// The CDK app: synthesized offline and asserted (no AWS account, no Docker here).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { App } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import * as sqs from "aws-cdk-lib/aws-sqs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../infra/app.js";
import { CONTEXT_KEY, parseStackInput } from "../../infra/context.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { countRows, insertSicr, insertUser, SICR } from "../helpers/identity.js";
import { captureStdout, emfLines, fakeContext } from "../helpers/lambda.js";

const exampleContext = (
  JSON.parse(readFileSync("cdk.json", "utf8")) as { context: Record<string, unknown> }
).context;
const exampleInput = exampleContext[CONTEXT_KEY] as Record<string, unknown>;

function synth(input: Record<string, unknown> = exampleInput, bundle = false) {
  const app = new App({
    context: {
      ...exampleContext,
      [CONTEXT_KEY]: input,
      ...(bundle ? {} : { "aws:cdk:bundling-stacks": [] }),
    },
  });
  const { stack } = buildApp(app);
  return { app, stack, template: Template.fromStack(stack) };
}

/** Resolves an alarm's metric (plain or metric math) to what the assertions look at. */
function alarmsByName(template: Template) {
  return Object.entries(template.findResources("AWS::CloudWatch::Alarm"));
}

describe("the real infra app with the example context", () => {
  let synthesized: ReturnType<typeof synth>;
  let assembly: ReturnType<App["synth"]>;

  beforeAll(() => {
    synthesized = synth(exampleInput, true);
    assembly = synthesized.app.synth();
  });

  it("synthesizes (app.synth, bundling with the local esbuild) with no unacknowledged cdk-nag finding", () => {
    const report = JSON.parse(
      readFileSync(join(assembly.directory, "validation-report.json"), "utf8"),
    ) as {
      pluginReports: unknown[];
    };
    expect(report.pluginReports).toEqual([]);
    expect(assembly.getStackByName(synthesized.stack.stackName).template).toBeDefined();
  });

  describe("the bundled function", () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase();
    });
    afterAll(async () => {
      await db.drop();
    });

    it("is a working ESM bundle: its handler deletes expired rows on real PostgreSQL", async () => {
      const userId = await insertUser(db.pool);
      await insertSicr(db.pool, { userId, age: "45 days" });
      await insertSicr(db.pool, { userId, age: "1 day" });
      const asset = readdirSync(assembly.directory).find(
        (entry) =>
          entry.startsWith("asset.") && existsSync(join(assembly.directory, entry, "index.mjs")),
      )!;
      const saved = { ...process.env };
      Object.assign(process.env, {
        RETENTION_PRESET: "identity",
        DATABASE_URL: db.url,
        LOG_LEVEL: "silent",
      });
      try {
        const bundle = (await import(
          pathToFileURL(join(assembly.directory, asset, "index.mjs")).href
        )) as {
          handler: (event: unknown, context: unknown) => Promise<{ status: string }>;
        };
        const { value: result, lines } = await captureStdout(() =>
          bundle.handler({ kind: "catch-up" }, fakeContext(120_000)),
        );
        expect(result.status).toBe("succeeded");
        expect(emfLines(lines).find((entry) => "RunSucceeded" in entry)).toMatchObject({
          RunSucceeded: 1,
        });
      } finally {
        process.env = saved;
      }
      expect(await countRows(db.pool, SICR)).toBe(1);
    });
  });
});

describe("the stack's resources", () => {
  const { template } = synth();

  it("the function: Node 22 on ARM64, timeout and memory set, log group with retention, X-Ray, in the VPC", () => {
    template.hasResourceProperties("AWS::Lambda::Function", {
      Runtime: "nodejs22.x",
      Architectures: ["arm64"],
      Timeout: 900,
      MemorySize: 512,
      Handler: "index.handler",
      TracingConfig: { Mode: "Active" },
      RecursiveLoop: "Allow",
      VpcConfig: { SubnetIds: ["subnet-0a1b2c3d4e5f60718", "subnet-0f1e2d3c4b5a69788"] },
      LoggingConfig: { LogGroup: Match.anyValue() },
      Environment: {
        Variables: Match.objectLike({
          RETENTION_PRESET: "identity",
          DB_SECRET_ARN: exampleInput.dbSecretArn,
          MAX_SEGMENTS: "12",
          NIGHT_WINDOW: "02:00-05:00",
          NIGHT_WINDOW_TIME_ZONE: "UTC",
        }),
      },
    });
    template.hasResourceProperties("AWS::Logs::LogGroup", { RetentionInDays: 30 });
  });

  it("async invocations: retries 0 and failures to an encrypted SQS queue", () => {
    const queues = template.findResources("AWS::SQS::Queue");
    const [queueId, queue] = Object.entries(queues)[0]!;
    expect((queue as { Properties: Record<string, unknown> }).Properties.SqsManagedSseEnabled).toBe(
      true,
    );
    template.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
      MaximumRetryAttempts: 0,
      DestinationConfig: { OnFailure: { Destination: { "Fn::GetAtt": [queueId, "Arn"] } } },
    });
    template.hasResourceProperties("AWS::SQS::QueuePolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: "Deny",
            Condition: { Bool: { "aws:SecureTransport": "false" } },
          }),
        ]),
      },
    });
  });

  it("the schedule: EventBridge Scheduler, nightly inside the window, UTC; each delivery carries the night's scheduled time; a failed delivery is retried inside the window", () => {
    template.hasResourceProperties("AWS::Scheduler::Schedule", {
      ScheduleExpression: "cron(5 2 * * ? *)",
      ScheduleExpressionTimezone: "UTC",
      FlexibleTimeWindow: { Mode: "OFF" },
      Target: Match.objectLike({
        Input: '{"kind":"scheduled","scheduledTime":"<aws.scheduler.scheduled-time>"}',
        // 02:00-05:00: half the window is 90 minutes, capped at an hour.
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
      }),
    });
  });

  it("the schedule takes a time zone, and the night window is on its clock (the Spanish ADR: 03:00 America/Guayaquil)", () => {
    const guayaquil = synth({
      ...exampleInput,
      schedule: "cron(0 3 * * ? *)",
      scheduleTimeZone: "America/Guayaquil",
      nightWindow: "02:30-03:30",
    }).template;
    guayaquil.hasResourceProperties("AWS::Scheduler::Schedule", {
      ScheduleExpression: "cron(0 3 * * ? *)",
      ScheduleExpressionTimezone: "America/Guayaquil",
      Target: Match.objectLike({
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 1800 },
      }),
    });
    guayaquil.hasResourceProperties("AWS::Lambda::Function", {
      Environment: {
        Variables: Match.objectLike({
          NIGHT_WINDOW: "02:30-03:30",
          NIGHT_WINDOW_TIME_ZONE: "America/Guayaquil",
        }),
      },
    });
    // A UTC window beside a schedule in another zone would drift by an hour at each clock change.
    expect(() =>
      synth({
        ...exampleInput,
        schedule: "cron(0 3 * * ? *)",
        scheduleTimeZone: "Europe/Berlin",
        nightWindow: undefined,
        nightWindowUtc: "01:00-04:00",
      }),
    ).toThrow(/^retention-job\.nightWindowUtc: the schedule is in Europe\/Berlin/);
    // A schedule in the hour the clocks skip in spring would lose that night's run.
    expect(() =>
      synth({
        ...exampleInput,
        schedule: "cron(30 2 * * ? *)",
        scheduleTimeZone: "Europe/Berlin",
        nightWindow: "02:00-05:00",
      }),
    ).toThrow(
      /^retention-job\.schedule: fires at 2:30 Europe\/Berlin, in the hour the clocks skip .* \(02:00-03:00\)/,
    );
  });

  it("IAM: the function reads exactly that secret and invokes only itself; nothing else beyond X-Ray and its failure queue", () => {
    const policies = Object.values(template.findResources("AWS::IAM::Policy")) as {
      Properties: {
        Roles: { Ref: string }[];
        PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
      };
    }[];
    const functionPolicy = policies.find((policy) =>
      /FunctionServiceRole/.test(policy.Properties.Roles[0]?.Ref ?? ""),
    )!;
    const statements = functionPolicy.Properties.PolicyDocument.Statement;
    const byAction = (action: string) =>
      statements.filter((statement) => [statement.Action].flat().includes(action));
    expect(statements).toHaveLength(4);
    expect(byAction("secretsmanager:GetSecretValue")[0]?.Resource).toBe(exampleInput.dbSecretArn);
    expect(byAction("secretsmanager:GetSecretValue")[0]?.Action).toEqual([
      "secretsmanager:GetSecretValue",
      "secretsmanager:DescribeSecret",
    ]);
    expect(JSON.stringify(byAction("lambda:InvokeFunction")[0]?.Resource)).toContain(
      ":function:RetentionJob-retention",
    );
    expect(byAction("sqs:SendMessage")).toHaveLength(1);
    expect(byAction("xray:PutTraceSegments")).toHaveLength(1);
    template.hasResourceProperties("AWS::Lambda::Function", {
      FunctionName: "RetentionJob-retention",
    });
  });

  it("network: the function's own security group may reach the database port, and the database accepts it", () => {
    template.hasResourceProperties("AWS::EC2::SecurityGroupEgress", {
      FromPort: 5432,
      ToPort: 5432,
      DestinationSecurityGroupId: "sg-0a1b2c3d4e5f60718",
    });
    template.hasResourceProperties("AWS::EC2::SecurityGroupIngress", {
      FromPort: 5432,
      GroupId: "sg-0a1b2c3d4e5f60718",
      SourceSecurityGroupId: Match.anyValue(),
    });
    template.hasResourceProperties("AWS::EC2::SecurityGroup", {
      SecurityGroupEgress: Match.arrayWith([
        Match.objectLike({ FromPort: 443, CidrIp: "0.0.0.0/0" }),
      ]),
    });
  });

  it("alarm: no successful run within 2 x RetentionInterval, missing data breaching", () => {
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "RunSucceeded",
      Namespace: "RetentionJob",
      Dimensions: [{ Name: "service", Value: "retention-job" }],
      Statistic: "Sum",
      Period: 172_800,
      EvaluationPeriods: 1,
      Threshold: 1,
      ComparisonOperator: "LessThanThreshold",
      TreatMissingData: "breaching",
      AlarmActions: [{ Ref: Match.stringLikeRegexp("AlarmTopic") }],
    });
  });

  it("alarm: errors > 0", () => {
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "Errors",
      Statistic: "Sum",
      Period: 3600,
      Threshold: 0,
      ComparisonOperator: "GreaterThanThreshold",
      TreatMissingData: "notBreaching",
    });
  });

  it("alarm: backlog growing over 3 consecutive runs, per policy (metric math DIFF)", () => {
    for (const policy of ["sign_in_confirmation_requests", "refresh_sessions"]) {
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        Metrics: Match.arrayWith([
          Match.objectLike({ Expression: "DIFF(backlog)", ReturnData: true }),
          Match.objectLike({
            Id: "backlog",
            ReturnData: false,
            MetricStat: {
              Metric: {
                MetricName: "Backlog",
                Namespace: "RetentionJob",
                Dimensions: Match.arrayWith([{ Name: "Policy", Value: policy }]),
              },
              Period: 86_400,
              Stat: "Maximum",
            },
          }),
        ]),
        EvaluationPeriods: 3,
        DatapointsToAlarm: 3,
        Threshold: 0,
        ComparisonOperator: "GreaterThanThreshold",
        TreatMissingData: "notBreaching",
      });
    }
  });

  it("alarm: oldest row older than retention + grace (2 x interval), per policy", () => {
    const expected = { sign_in_confirmation_requests: 30 + 2, refresh_sessions: 90 + 2 };
    for (const [policy, days] of Object.entries(expected)) {
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        MetricName: "OldestAgeSeconds",
        Dimensions: Match.arrayWith([{ Name: "Policy", Value: policy }]),
        Statistic: "Maximum",
        Period: 86_400,
        Threshold: days * 86_400,
        ComparisonOperator: "GreaterThanThreshold",
        TreatMissingData: "notBreaching",
      });
    }
  });

  it("alarm: the breaker tripped, per policy", () => {
    for (const policy of ["sign_in_confirmation_requests", "refresh_sessions"]) {
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        MetricName: "BreakerTripped",
        Namespace: "RetentionJob",
        Dimensions: Match.arrayWith([{ Name: "Policy", Value: policy }]),
        Statistic: "Maximum",
        Period: 86_400,
        Threshold: 0,
        ComparisonOperator: "GreaterThanThreshold",
        TreatMissingData: "notBreaching",
      });
    }
  });

  it("alarm: failed async events in the on-failure queue", () => {
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "ApproximateNumberOfMessagesVisible",
      Namespace: "AWS/SQS",
      Threshold: 0,
      ComparisonOperator: "GreaterThanThreshold",
      TreatMissingData: "notBreaching",
    });
    expect(alarmsByName(template)).toHaveLength(3 + 3 * 2);
  });

  it("alarms go to an SNS topic encrypted with a key CloudWatch may use; e-mail when given", () => {
    template.hasResourceProperties("AWS::SNS::Topic", { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties("AWS::KMS::Key", {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: "cloudwatch.amazonaws.com" },
            Action: ["kms:Decrypt", "kms:GenerateDataKey*"],
          }),
        ]),
      },
    });
    template.resourceCountIs("AWS::SNS::Subscription", 0);
    synth({ ...exampleInput, alarmEmail: "oncall@example.com" }).template.hasResourceProperties(
      "AWS::SNS::Subscription",
      {
        Protocol: "email",
        Endpoint: "oncall@example.com",
      },
    );
  });

  it("a dashboard with rows deleted, backlog and oldest age per policy, duration, segments and alarm states", () => {
    const dashboards = Object.values(template.findResources("AWS::CloudWatch::Dashboard"));
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(
      (dashboards[0] as { Properties: { DashboardBody: unknown } }).Properties.DashboardBody,
    );
    for (const text of [
      "RowsDeleted",
      "Backlog",
      "OldestAgeSeconds",
      "RunDurationMs",
      "Segments",
      "Alarms",
      "refresh_sessions",
    ]) {
      expect(body).toContain(text);
    }
  });
});

describe("cdk-nag", () => {
  it("is active: an unacknowledged finding fails the synthesis", () => {
    const app = new App({ context: { ...exampleContext, "aws:cdk:bundling-stacks": [] } });
    const { stack } = buildApp(app);
    new sqs.Queue(stack, "PlainQueue"); // no DLQ, no TLS enforcement: AwsSolutions-SQS3/SQS4
    expect(() => app.synth()).toThrow(/AwsSolutions-SQS4/);
  });

  it("every acknowledgement carries a reason", () => {
    const source = ["retention-job", "function", "observe"]
      .map((file) => readFileSync(`infra/${file}.ts`, "utf8"))
      .join("\n");
    const acknowledgements = [
      ...source.matchAll(/\.acknowledge\(\{\s*id:[\s\S]*?reason:\s*"([^"]*)"/g),
    ];
    expect(acknowledgements).toHaveLength(source.split(".acknowledge({").length - 1);
    expect(acknowledgements.length).toBeGreaterThanOrEqual(6);
    for (const [, reason] of acknowledgements) expect(reason!.length).toBeGreaterThan(20);
  });
});

describe("stack inputs are validated with the field named", () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ["a bad VPC id", { vpcId: "vpc-1" }, /retention-job\.vpcId: must be a VPC id/],
    [
      "a secret that is not an ARN",
      { dbSecretArn: "identity/retention-job" },
      /retention-job\.dbSecretArn: must be a Secrets Manager secret ARN, got "identity\/retention-job"/,
    ],
    ["no subnets", { privateSubnetIds: [] }, /retention-job\.privateSubnetIds/],
    ["an unknown key", { vpcID: "vpc-0a1b2c3d" }, /retention-job\.vpcID: unknown key/],
    [
      "both preset and retention table",
      { retentionTable: { policies: [] } },
      /retention-job\.preset: give exactly one of preset or retentionTable/,
    ],
    ["an unknown preset", { preset: "nope" }, /retention-job\.preset: unknown preset "nope"/],
    [
      "a bad retention table",
      { preset: undefined, retentionTable: { policies: [{ name: "x" }] } },
      /retention-job\.retentionTable\.policies\[0\]\.table/,
    ],
    [
      "a UTC schedule outside the night window",
      { schedule: "cron(0 14 * * ? *)" },
      /retention-job\.schedule: fires at 14:00 UTC, outside the night window 02:00-05:00/,
    ],
    ["a bad e-mail", { alarmEmail: "oncall" }, /retention-job\.alarmEmail/],
    [
      "a retention interval too long for the alarm",
      { retentionInterval: "5d" },
      /retention-job\.retentionInterval: must be whole minutes and at most 84h/,
    ],
  ];
  for (const [what, override, message] of cases) {
    it(`refuses ${what}`, () => {
      expect(() => parseStackInput({ ...exampleInput, ...override })).toThrow(message);
    });
  }

  it("takes a secret's partial ARN (its name, no suffix) and grants reading it by that name", () => {
    const { template } = synth({
      ...exampleInput,
      dbSecretArn: "arn:aws:secretsmanager:eu-west-1:123456789012:secret:identity/retention",
    });
    const policies = JSON.stringify(template.findResources("AWS::IAM::Policy"));
    expect(policies).toContain("secret:identity/retention-??????");
    template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: {
        Variables: Match.objectLike({
          DB_SECRET_ARN: "arn:aws:secretsmanager:eu-west-1:123456789012:secret:identity/retention",
        }),
      },
    });
  });

  it("says what is missing when there is no context at all", () => {
    expect(() => parseStackInput(undefined)).toThrow(/retention-job: no context/);
  });
});
