// The RetentionFleet construct synthesized: the state machine's ASL validated (asl-validator), the
// template's wiring and least privilege asserted, cdk-nag clean, 100 targets in one construct.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import validator from "asl-validator";
import { Duration } from "aws-cdk-lib";
import { Match } from "aws-cdk-lib/assertions";
import * as s3 from "aws-cdk-lib/aws-s3";
import { beforeAll, describe, expect, it } from "vitest";
import {
  FLEET_RUN_ERRORS,
  FLEET_TARGETS_FILE,
  parseFleetTargets,
} from "../../functions/contract/fleet.js";
import { FLEET } from "../../functions/contract/limits.js";
import { FLEET_STATES } from "../../infra/fleet-state-machine.js";
import {
  definitionOf,
  EVIDENCE_BUCKET,
  type FleetApp,
  fleetApp,
  fleetTargets,
} from "../helpers/fleet.js";

type Statement = { Action: string | string[]; Resource: unknown; Effect: string; Sid?: string };

/** Every statement of the policies attached to the role whose logical id starts with `prefix`. */
function statementsOf(fleet: FleetApp, prefix: RegExp): Statement[] {
  const policies = Object.values(fleet.template.findResources("AWS::IAM::Policy")) as {
    Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
  }[];
  return policies
    .filter((policy) => policy.Properties.Roles.some((role) => prefix.test(role.Ref)))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

/** The statements of that role's policies that name an S3 action. */
const s3StatementsOf = (fleet: FleetApp, prefix: RegExp) =>
  statementsOf(fleet, prefix).filter((each) =>
    [each.Action].flat().some((action) => action.startsWith("s3:")),
  );

/** The map state and its item processor's states. */
function mapOf(definition: Record<string, unknown>) {
  const states = definition.States as Record<string, Record<string, unknown>>;
  const night = states[FLEET_STATES.night] as Record<string, unknown> & {
    ItemProcessor: { States: Record<string, Record<string, unknown>> };
  };
  return {
    states,
    night,
    run: night.ItemProcessor.States[FLEET_STATES.run] as Record<string, unknown>,
  };
}

describe("a fleet of three targets", () => {
  let fleet: FleetApp;
  let definition: Record<string, unknown>;
  beforeAll(() => {
    fleet = fleetApp(
      (stack) => ({
        targets: fleetTargets(stack, 3, 2, (index) =>
          index === 2 ? { nightWindow: "02:00-04:00", maxRunDuration: Duration.minutes(10) } : {},
        ),
        maxConcurrency: 2,
        toleratedFailurePercentage: 10,
      }),
      { nag: true },
    );
    definition = definitionOf(fleet.template);
  });

  it("has a definition asl-validator finds valid (paths and ARNs checked)", () => {
    const result = validator(structuredClone(definition), { checkPaths: true, checkArn: true });
    expect(result.errors).toEqual([]);
    expect(result.isValid).toBe(true);
  });

  it("maps over the targets, at most maxConcurrency at once, a distributed map with its tolerated failure share", () => {
    const { states, night, run } = mapOf(definition);
    expect(states[FLEET_STATES.targets]).toMatchObject({
      Parameters: {
        targets: [{ target: "db0" }, { target: "db1" }, { target: "db2" }],
      },
    });
    expect(night).toMatchObject({
      Type: "Map",
      MaxConcurrency: 2,
      ToleratedFailurePercentage: 10,
      ItemsPath: "$.targets",
      ItemProcessor: { ProcessorConfig: { Mode: "DISTRIBUTED", ExecutionType: "STANDARD" } },
    });
    // The run is started asynchronously with a task token, and waited for, up to its own timeout.
    expect(run).toMatchObject({
      Resource: "arn:aws:states:::lambda:invoke.waitForTaskToken",
      // The longest MaxRunDuration (30 min), one segment (15 min) and the slack (5 min).
      TimeoutSeconds: 30 * 60 + 15 * 60 + 300,
      Parameters: {
        InvocationType: "Event",
        Payload: {
          kind: "scheduled",
          "scheduledTime.$": "$.scheduledTime",
          fleet: { "target.$": "$.target", "taskToken.$": "$$.Task.Token" },
        },
      },
      Catch: [{ ErrorEquals: ["States.ALL"], Next: FLEET_STATES.failed }],
    });
  });

  it("starts a re-run of one target from its input, the night's every target otherwise; each item says which", () => {
    const { states, night, run } = mapOf(definition);
    expect(definition.StartAt).toBe(FLEET_STATES.start);
    expect(states[FLEET_STATES.start]).toEqual({
      Type: "Choice",
      Choices: [{ Variable: "$.rerun", IsPresent: true, Next: FLEET_STATES.rerun }],
      Default: FLEET_STATES.targets,
    });
    expect(states[FLEET_STATES.rerun]).toEqual({
      Type: "Pass",
      Parameters: {
        "scheduledTime.$": "$.scheduledTime",
        "rerun.$": "$.rerun",
        "targets.$": "States.Array($.rerun)",
      },
      Next: FLEET_STATES.night,
    });
    expect(states[FLEET_STATES.targets]).toMatchObject({
      Parameters: { rerun: false },
      Next: FLEET_STATES.night,
    });
    expect(night.ItemSelector).toMatchObject({ "rerun.$": "$.rerun" });
    expect(run).toMatchObject({ Parameters: { Payload: { fleet: { "rerun.$": "$.rerun" } } } });
    expect(states[FLEET_STATES.summary]).toMatchObject({ Parameters: { "rerun.$": "$.rerun" } });
  });

  it("records a failure the run reported with its outcome (why it failed), one it did not with its cause", () => {
    const items = mapOf(definition).night.ItemProcessor.States;
    expect(items[FLEET_STATES.failed]).toEqual({
      Type: "Choice",
      Choices: [
        { Variable: "$.error.Error", StringMatches: "RetentionRun*", Next: FLEET_STATES.runFailed },
      ],
      Default: FLEET_STATES.runLost,
    });
    expect(items[FLEET_STATES.runFailed]).toEqual({
      Type: "Pass",
      Parameters: {
        "target.$": "$.target",
        failed: true,
        "error.$": "$.error.Error",
        "outcome.$": "States.StringToJson($.error.Cause)",
      },
      End: true,
    });
    expect(items[FLEET_STATES.runLost]).toEqual({
      Type: "Pass",
      Parameters: {
        "target.$": "$.target",
        failed: true,
        "error.$": "$.error.Error",
        "cause.$": "$.error.Cause",
      },
      End: true,
    });
    // Every error the function fails an item with is one the choice parses.
    for (const error of Object.values(FLEET_RUN_ERRORS)) expect(error).toMatch(/^RetentionRun/);
  });

  it("gives each target's settings to the function in its layer, the function's environment names the file", () => {
    fleet.template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: {
        Variables: Match.objectLike({
          FLEET_TARGETS: `/opt/${FLEET_TARGETS_FILE}`,
          // The targets' runs copy their evidence records to the fleet's bucket.
          EVIDENCE_BUCKET: { Ref: Match.stringLikeRegexp("^FleetEvidence") },
        }),
      },
      Layers: [{ Ref: Match.stringLikeRegexp("^FleetTargets") }],
      // Two targets at once, each its chains (2) and one more.
      ReservedConcurrentExecutions: 2 * 3,
    });
    const layerAsset = fleet.stack.node
      .findAll()
      .find((each) => each.node.path.endsWith("Targets/Code/Stage")) as unknown as {
      sourcePath: string;
    };
    const targets = parseFleetTargets(
      readFileSync(join(layerAsset.sourcePath, FLEET_TARGETS_FILE), "utf8"),
      "file",
    );
    expect(Object.keys(targets)).toEqual(["db0", "db1", "db2"]);
    expect(targets.db2).toEqual({
      RETENTION_PRESET: "identity",
      DB_SECRET_ARN: "arn:aws:secretsmanager:eu-west-1:123456789012:secret:db2-AbCdEf",
      MAX_RUN_DURATION: "10m",
      NIGHT_WINDOW: "02:00-04:00",
      NIGHT_WINDOW_TIME_ZONE: "UTC",
      EVIDENCE_PREFIX: "fleet/Fleet-fleet/targets/db2/",
    });
    // Each target's evidence under a prefix of its own.
    expect(Object.values(targets).map((each) => each.EVIDENCE_PREFIX)).toEqual(
      ["db0", "db1", "db2"].map((name) => `fleet/Fleet-fleet/targets/${name}/`),
    );
  });

  it("lets the state machine invoke this function only, and the function read the targets' secrets only", () => {
    const machine = statementsOf(fleet, /^FleetNightRole/);
    const invokes = machine.filter((each) =>
      [each.Action].flat().includes("lambda:InvokeFunction"),
    );
    expect(invokes).toHaveLength(1);
    const functionArn = { "Fn::GetAtt": [Match.stringLikeRegexp("^FleetFunction"), "Arn"] };
    expect(invokes[0]!.Resource).toEqual([
      expect.objectContaining({ "Fn::GetAtt": [expect.stringMatching(/^FleetFunction/), "Arn"] }),
      expect.objectContaining({ "Fn::Join": expect.anything() }),
    ]);
    fleet.template.hasResourceProperties("AWS::IAM::Policy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: "lambda:InvokeFunction",
            Resource: Match.arrayWith([functionArn]),
          }),
        ]),
      },
    });
    // No other lambda action, no other function.
    const lambdaActions = machine
      .flatMap((each) => [each.Action].flat())
      .filter((action) => action.startsWith("lambda:"));
    expect(lambdaActions).toEqual(["lambda:InvokeFunction"]);
    const reads = statementsOf(fleet, /^FleetFunctionServiceRole/).filter((each) =>
      [each.Action].flat().includes("secretsmanager:GetSecretValue"),
    );
    expect(reads.map((each) => each.Resource).sort()).toEqual(
      [0, 1, 2].map(
        (index) => `arn:aws:secretsmanager:eu-west-1:123456789012:secret:db${index}-AbCdEf`,
      ),
    );
    // The schedule starts the state machine (a failed start goes to the failure queue), nothing else.
    const schedule = statementsOf(fleet, /^FleetScheduleRole/);
    expect(schedule.map((each) => [[each.Action].flat(), each.Resource])).toEqual([
      [["states:StartExecution"], { Ref: expect.stringMatching(/^FleetNight/) }],
      [
        ["sqs:SendMessage"],
        { "Fn::GetAtt": [expect.stringMatching(/^FleetFailedInvocations/), "Arn"] },
      ],
    ]);
  });

  it("keeps each night's Summary in its own evidence bucket, under the fleet's prefix, before the night's verdict", () => {
    const { states } = mapOf(definition);
    expect(states[FLEET_STATES.summary]!.Next).toBe(FLEET_STATES.keep);
    expect(states[FLEET_STATES.keep]).toEqual({
      Type: "Task",
      Resource: "arn:aws:states:::aws-sdk:s3:putObject",
      Parameters: {
        Bucket: EVIDENCE_BUCKET,
        "Key.$":
          "States.Format('fleet/Fleet-fleet/nights/{}/{}.json', $.scheduledTime, $$.Execution.Name)",
        "Body.$": "States.JsonToString($)",
        ContentType: "application/json",
      },
      ResultPath: null,
      Retry: [{ ErrorEquals: ["States.ALL"], IntervalSeconds: 2, MaxAttempts: 3, BackoffRate: 2 }],
      Next: FLEET_STATES.anyFailed,
    });
    // The bucket the fleet made: encrypted, TLS only, private, versioned, each object expiring.
    fleet.template.resourceCountIs("AWS::S3::Bucket", 1);
    fleet.template.hasResourceProperties("AWS::S3::Bucket", {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } },
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      VersioningConfiguration: { Status: "Enabled" },
      LifecycleConfiguration: {
        Rules: [
          Match.objectLike({
            ExpirationInDays: FLEET.evidenceDays,
            NoncurrentVersionExpiration: { NoncurrentDays: FLEET.evidenceDays },
            Status: "Enabled",
          }),
        ],
      },
    });
    fleet.template.hasResourceProperties("AWS::S3::BucketPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: "Deny",
            Action: "s3:*",
            Condition: { Bool: { "aws:SecureTransport": "false" } },
          }),
        ]),
      },
    });
    // The state machine may put objects under the nights' prefix, and nothing else of S3.
    const s3Statements = s3StatementsOf(fleet, /^FleetNightRole/);
    expect(s3Statements).toEqual([
      {
        Effect: "Allow",
        Action: "s3:PutObject",
        Resource: {
          "Fn::Join": [
            "",
            [
              { "Fn::GetAtt": [expect.stringMatching(/^FleetEvidence/), "Arn"] },
              "/fleet/Fleet-fleet/nights/*",
            ],
          ],
        },
      },
    ]);
    // The function may put objects under the targets' prefix (each target's below it), nothing
    // else of S3: not the nights' Summaries, not a RetentionJob's prefix.
    expect(s3StatementsOf(fleet, /^FleetFunctionServiceRole/)).toEqual([
      {
        Sid: "EvidenceObjectsUnderTheirPrefix",
        Effect: "Allow",
        Action: "s3:PutObject",
        Resource: {
          "Fn::Join": [
            "",
            [
              { "Fn::GetAtt": [expect.stringMatching(/^FleetEvidence/), "Arn"] },
              "/fleet/Fleet-fleet/targets/*",
            ],
          ],
        },
      },
    ]);
  });

  it("puts the Summary into the evidence bucket given instead, and makes none", () => {
    const given = fleetApp((stack) => ({
      targets: fleetTargets(stack, 1),
      stateMachineName: "platform-night",
      evidenceBucket: s3.Bucket.fromBucketName(stack, "Audit", "audit-evidence"),
    }));
    given.template.resourceCountIs("AWS::S3::Bucket", 0);
    const { states } = mapOf(definitionOf(given.template));
    expect(states[FLEET_STATES.keep]!.Parameters).toMatchObject({
      Bucket: "audit-evidence",
      "Key.$":
        "States.Format('fleet/platform-night/nights/{}/{}.json', $.scheduledTime, $$.Execution.Name)",
    });
    given.template.hasResourceProperties("AWS::Lambda::Function", {
      Environment: { Variables: Match.objectLike({ EVIDENCE_BUCKET: "audit-evidence" }) },
    });
    const s3Statements = s3StatementsOf(given, /^FleetNightRole/);
    expect(s3Statements.map((each) => [each.Action, given.stack.resolve(each.Resource)])).toEqual([
      [
        "s3:PutObject",
        {
          "Fn::Join": [
            "",
            [
              "arn:",
              { Ref: "AWS::Partition" },
              ":s3:::audit-evidence/fleet/platform-night/nights/*",
            ],
          ],
        },
      ],
    ]);
    const puts = s3StatementsOf(given, /^FleetFunctionServiceRole/);
    expect(puts.map((each) => [each.Action, given.stack.resolve(each.Resource)])).toEqual([
      [
        "s3:PutObject",
        {
          "Fn::Join": [
            "",
            [
              "arn:",
              { Ref: "AWS::Partition" },
              ":s3:::audit-evidence/fleet/platform-night/targets/*",
            ],
          ],
        },
      ],
    ]);
    expect(given.fleet.targetEvidencePrefix("db0")).toBe("fleet/platform-night/targets/db0/");
  });

  it("is reached from its own security group, on each database group's port once", () => {
    fleet.template.resourceCountIs("AWS::EC2::SecurityGroupIngress", 2);
    fleet.template.hasResourceProperties("AWS::EC2::SecurityGroupIngress", {
      GroupId: "sg-0a1b2c3d0",
      FromPort: 5432,
      SourceSecurityGroupId: {
        "Fn::GetAtt": [Match.stringLikeRegexp("^FleetFunctionSg"), "GroupId"],
      },
    });
  });

  it("starts the night from one schedule, with the night's scheduled time (every target's runId)", () => {
    fleet.template.resourceCountIs("AWS::Scheduler::Schedule", 1);
    fleet.template.hasResourceProperties("AWS::Scheduler::Schedule", {
      ScheduleExpression: "cron(5 2 * * ? *)",
      Target: Match.objectLike({
        Arn: { Ref: Match.stringLikeRegexp("^FleetNight") },
        Input: JSON.stringify({ scheduledTime: "<aws.scheduler.scheduled-time>" }),
      }),
    });
  });

  it("keeps three alarms per target under its Database dimension, and the fleet's", () => {
    expect(Object.keys(fleet.fleet.alarms.perTarget)).toEqual(["db0", "db1", "db2"]);
    for (const alarms of Object.values(fleet.fleet.alarms.perTarget))
      expect(alarms).toHaveLength(3);
    fleet.template.resourceCountIs("AWS::CloudWatch::Alarm", 3 * 3 + 3);
    fleet.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "RunSucceeded",
      Dimensions: Match.arrayWith([{ Name: "Database", Value: "db1" }]),
    });
    // Backlog growth: one alarm over the target's two policies.
    fleet.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: "MAX([DIFF(m0) - 0, DIFF(m1) - 0])" }),
      ]),
    });
    // The failure share: 25% of 3 targets is one target.
    fleet.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Threshold: 1,
      Metrics: [
        Match.objectLike({
          Expression: Match.stringLikeRegexp(
            '^SELECT SUM\\(RunFailed\\) FROM SCHEMA\\("RetentionJob", Database, service\\)',
          ),
        }),
      ],
    });
    fleet.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "ExecutionsFailed",
      Namespace: "AWS/States",
    });
    fleet.template.resourceCountIs("AWS::CloudWatch::Dashboard", 1);
  });

  it("cost per night as docs/fleet.md states it: the transitions of the definition's success path", () => {
    const { night } = mapOf(definition);
    const transitions = (machine: {
      StartAt: string;
      States: Record<string, Record<string, unknown>>;
    }) => {
      let count = 0;
      for (let name: string | undefined = machine.StartAt; name; count++) {
        const state = machine.States[name] as { Next?: string; Default?: string };
        name = state.Next ?? state.Default;
      }
      return count;
    };
    const parent = transitions(definition as never);
    const item = transitions(night.ItemProcessor as never);
    const doc = readFileSync("docs/fleet.md", "utf8");
    for (const targets of [10, 100]) {
      const count = parent + targets * item;
      const dollars = `$${((count * 0.025) / 1000).toFixed(6)}`;
      expect(doc).toContain(`| ${targets} | ${count} | ${dollars} | ${targets} |`);
    }
  });

  it("passes cdk-nag's AwsSolutions checks with every finding acknowledged for a reason", () => {
    // The fleet above was synthesized with cdk-nag's checks on (an unacknowledged finding throws).
    const assembly = fleet.app.synth();
    const report = JSON.parse(
      readFileSync(join(assembly.directory, "validation-report.json"), "utf8"),
    ) as { pluginReports: unknown[] };
    expect(report.pluginReports).toEqual([]);
  });
});

describe("100 targets in one construct", () => {
  it("synthesize within CloudFormation's 500 resources (databases in 10 security groups), and validate", () => {
    const fleet = fleetApp((stack) => ({ targets: fleetTargets(stack, 100, 10) }));
    const resources = Object.keys(fleet.template.toJSON().Resources as object).length;
    expect(resources).toBeLessThanOrEqual(500);
    fleet.template.resourceCountIs("AWS::CloudWatch::Alarm", 3 * 100 + 3);
    const definition = definitionOf(fleet.template);
    expect(validator(structuredClone(definition)).errors).toEqual([]);
    const { states } = mapOf(definition);
    expect(
      (states[FLEET_STATES.targets]!.Parameters as { targets: unknown[] }).targets,
    ).toHaveLength(100);
    expect(JSON.stringify(definition).length).toBeLessThan(1024 * 1024);
    expect({
      resources,
      definitionKb: Math.round(JSON.stringify(definition).length / 1024),
    }).toEqual({ resources: 348, definitionKb: 5 });
  });
});

describe("fleet props are validated, naming the prop", () => {
  const cases: [string, (stack: import("aws-cdk-lib").Stack) => object, RegExp][] = [
    ["no targets", () => ({ targets: [] }), /props\.targets: give at least one target/],
    [
      "a target's bad name",
      (stack) => ({ targets: fleetTargets(stack, 1, 1, () => ({ name: "1 db" })) }),
      /props\.targets\[0\]\.name: must start with a letter/,
    ],
    [
      "two targets of one name",
      (stack) => ({ targets: fleetTargets(stack, 2, 1, () => ({ name: "same" })) }),
      /props\.targets\[1\]\.name: "same" is another target's name/,
    ],
    [
      "a target's window the schedule does not fire in",
      (stack) => ({
        targets: fleetTargets(stack, 2, 1, (index) =>
          index === 1 ? { nightWindow: "03:00-05:00" } : {},
        ),
      }),
      /props\.targets\[1\]\.schedule: fires at 2:05 UTC, outside the night window 03:00-05:00/,
    ],
    [
      "a target with both preset and table",
      (stack) => ({
        targets: fleetTargets(stack, 1, 1, () => ({ retentionTable: { policies: [] } })),
      }),
      /props\.targets\[0\]\.preset: give exactly one of preset or retentionTable/,
    ],
    [
      "a maxConcurrency of 0",
      (stack) => ({ targets: fleetTargets(stack, 1), maxConcurrency: 0 }),
      /props\.maxConcurrency: must be an integer from 1 to 1000, got 0/,
    ],
    [
      "a tolerated share over 100",
      (stack) => ({ targets: fleetTargets(stack, 1), toleratedFailurePercentage: 101 }),
      /props\.toleratedFailurePercentage: must be an integer from 0 to 100/,
    ],
  ];
  for (const [what, props, message] of cases) {
    it(`refuses ${what}`, () => {
      expect(() => fleetApp((stack) => props(stack) as never)).toThrow(message);
    });
  }
});
