// retention-job status / invoke against stubbed CloudWatch, Lambda and CloudFormation; status
// --fleet against a synthesized fleet's definition and function (stubbed Step Functions, and an
// evidence bucket that keeps no night yet: test/lambda/fleet-rerun.test.ts reads real ones).
import { CloudFormationClient, DescribeStacksCommand } from "@aws-sdk/client-cloudformation";
import {
  CloudWatchClient,
  DescribeAlarmsCommand,
  GetMetricDataCommand,
  type MetricDataQuery,
} from "@aws-sdk/client-cloudwatch";
import {
  GetFunctionConfigurationCommand,
  InvokeCommand,
  LambdaClient,
} from "@aws-sdk/client-lambda";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import {
  DescribeStateMachineCommand,
  ListStateMachinesCommand,
  SFNClient,
} from "@aws-sdk/client-sfn";
import { Stack } from "aws-cdk-lib";
import type * as awsLambda from "aws-cdk-lib/aws-lambda";
import type * as sfn from "aws-cdk-lib/aws-stepfunctions";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { EXIT } from "../../functions/cli/main.js";
import { sparkline } from "../../functions/cli/render/status.js";
import { parseEvent } from "../../functions/contract/events.js";
import { runCli } from "../helpers/cli.js";
import { fleetApp, fleetTargets, renderDefinition } from "../helpers/fleet.js";
import { expectOutput } from "../helpers/outputs.js";

const cloudWatch = mockClient(CloudWatchClient);
const lambda = mockClient(LambdaClient);
const cloudFormation = mockClient(CloudFormationClient);
const stepFunctions = mockClient(SFNClient);
const s3 = mockClient(S3Client);
afterAll(() => {
  s3.restore();
  cloudWatch.restore();
  lambda.restore();
  cloudFormation.restore();
  stepFunctions.restore();
});

const DAY = 86_400_000;
const today = Date.UTC(
  new Date().getUTCFullYear(),
  new Date().getUTCMonth(),
  new Date().getUTCDate(),
);
/** The UTC day `n` nights ago. */
const night = (n: number) => new Date(today - n * DAY);

type Series = Record<string, (number | null)[]>; // by daily query id, oldest night first, 14 nights

/** The daily series a query's metric reads (the ids of the status command's daily queries). */
function dailyIdOf(query: MetricDataQuery): string {
  const stat = query.MetricStat!;
  const policy = stat.Metric?.Dimensions?.find((each) => each.Name === "Policy")?.Value;
  const index = ["sign_in_confirmation_requests", "refresh_sessions"].indexOf(policy ?? "");
  const byMetric: Record<string, string> = {
    RunSucceeded: "ok",
    RunFailed: "ko",
    RunDurationMs: "dur",
    Segments: "seg",
    RowsDeleted: `d${index}`,
    Backlog: `b${index}`,
    OldestAgeSeconds: `o${index}`,
  };
  return byMetric[stat.Metric?.MetricName ?? ""] ?? "";
}

/** The query's Database dimension (a fleet's target), if it has one. */
const databaseOf = (query: MetricDataQuery) =>
  query.MetricStat?.Metric?.Dimensions?.find((each) => each.Name === "Database")?.Value;

/**
 * Answers GetMetricData as CloudWatch would from a fixture of one datapoint per night (at the
 * night's 00:00 UTC): each query's points, aggregated by its statistic into periods of its length
 * from StartTime. A fixture by Database serves only the series of that dimension (none without).
 */
function serveMetrics(fixture: Series | ((database: string | undefined) => Series)) {
  const seriesOf = (query: MetricDataQuery) =>
    typeof fixture === "function" ? fixture(databaseOf(query)) : fixture;
  cloudWatch
    .on(GetMetricDataCommand)
    .callsFake(
      (input: { MetricDataQueries: MetricDataQuery[]; StartTime: Date; EndTime: Date }) => ({
        MetricDataResults: input.MetricDataQueries.map((query) => {
          const values = seriesOf(query)[dailyIdOf(query)] ?? [];
          const periodMs = (query.MetricStat?.Period ?? 86_400) * 1000;
          const buckets = new Map<number, number>();
          values.forEach((value, index) => {
            const at = night(values.length - 1 - index).getTime();
            if (value === null || at < input.StartTime.getTime() || at >= input.EndTime.getTime())
              return;
            const bucket =
              input.StartTime.getTime() +
              Math.floor((at - input.StartTime.getTime()) / periodMs) * periodMs;
            const before = buckets.get(bucket);
            buckets.set(
              bucket,
              before === undefined
                ? value
                : query.MetricStat?.Stat === "Sum"
                  ? before + value
                  : Math.max(before, value),
            );
          });
          const points = [...buckets.entries()].sort((x, y) => x[0] - y[0]);
          return {
            Id: query.Id,
            Timestamps: points.map(([at]) => new Date(at)),
            Values: points.map(([, value]) => value),
          };
        }),
      }),
    );
}

const fourteen = <T>(value: T) => Array.from({ length: 14 }, () => value);
const SICR_RETENTION = 30 * 86_400;
const healthy: Series = {
  ok: fourteen(1),
  ko: fourteen(0),
  dur: fourteen(2_000),
  seg: fourteen(1),
  d0: [150, 160, 155, 170, 150, 140, 160, 150, 155, 165, 150, 160, 158, 150],
  b0: fourteen(0),
  o0: fourteen(SICR_RETENTION - 3600),
  d1: fourteen(50),
  b1: fourteen(0),
  o1: fourteen(90 * 86_400 - 3600),
};

const cli = (args: string[], env: NodeJS.ProcessEnv = { AWS_REGION: "eu-west-1" }) =>
  runCli(args, env);

beforeEach(() => {
  cloudWatch.reset();
  lambda.reset();
  cloudFormation.reset();
  stepFunctions.reset();
  cloudFormation.on(DescribeStacksCommand).resolves({
    Stacks: [
      {
        StackName: "RetentionJob",
        CreationTime: new Date(),
        StackStatus: "CREATE_COMPLETE",
        Outputs: [
          { OutputKey: "FunctionName", OutputValue: "RetentionJob-retention" },
          { OutputKey: "MetricsNamespace", OutputValue: "RetentionJob" },
        ],
      },
    ],
  });
  cloudWatch.on(DescribeAlarmsCommand).resolves({
    MetricAlarms: [
      {
        AlarmName: "RetentionJob-NoSuccessfulRunAlarm",
        StateValue: "OK",
        StateUpdatedTimestamp: night(20),
      },
      { AlarmName: "RetentionJob-ErrorsAlarm", StateValue: "OK", StateUpdatedTimestamp: night(20) },
    ],
  });
});

describe("retention-job status", () => {
  it("healthy: a one-line verdict first, then runs, a sparkline per series, and the alarms", async () => {
    serveMetrics(healthy);

    const { code, stdout } = await cli(["status"]);

    expect(code).toBe(EXIT.ok);
    const lines = stdout.split("\n");
    expect(lines[0]).toBe("healthy");
    expect(stdout).toContain("RetentionJob-retention (namespace RetentionJob)");
    expect(stdout).toContain(`runs      ${"✓".repeat(14)}`);
    expect(stdout).toMatch(
      /sign_in_confirmation_requests\s+[▁-█]{14} 150\s+▁{14} 0\s+[▁-█]{14} 29d23h \/ limit 32d/,
    );
    expect(stdout).toMatch(/OK\s+RetentionJob-NoSuccessfulRunAlarm\s+since/);
    const query = cloudWatch.commandCalls(GetMetricDataCommand)[0]!.args[0].input;
    expect(query.MetricDataQueries?.find((each) => each.Id === "b1")?.MetricStat).toMatchObject({
      Metric: {
        Namespace: "RetentionJob",
        MetricName: "Backlog",
        Dimensions: [
          { Name: "service", Value: "retention-job" },
          { Name: "Policy", Value: "refresh_sessions" },
        ],
      },
      Period: 86_400,
      Stat: "Maximum",
    });
  });

  it("missed nights: no successful run since the last one, exit 1", async () => {
    serveMetrics({
      ...healthy,
      ok: [...fourteen(1).slice(0, 10), null, null, null, null],
      ko: fourteen(null),
    });

    const { code, stdout } = await cli(["status"]);

    expect(code).toBe(EXIT.runFailed);
    expect(stdout.split("\n")[0]).toBe(
      `UNHEALTHY: no successful run since ${night(4).toISOString().slice(0, 10)}`,
    );
    expect(stdout).toContain(`runs      ${"✓".repeat(10)}····`);
  });

  it("a growing backlog: named with the number of nights", async () => {
    serveMetrics({ ...healthy, b1: [...fourteen(0).slice(0, 10), 100, 400, 900, 2000] });

    const { stdout } = await cli(["status"]);

    expect(stdout.split("\n")[0]).toBe(
      "UNHEALTHY: backlog of refresh_sessions growing 4 nights (now 2000)",
    );
  });

  it("an overdue policy: by how much, against retention + grace", async () => {
    serveMetrics({
      ...healthy,
      o0: [...fourteen(SICR_RETENTION).slice(0, 13), SICR_RETENTION + 5 * 86_400],
    });

    const { stdout } = await cli(["status"]);

    expect(stdout.split("\n")[0]).toBe("UNHEALTHY: sign_in_confirmation_requests overdue by 5d");
  });

  it("--json gives the same data for scripts", async () => {
    serveMetrics(healthy);

    const { stdout } = await cli(["status", "--json", "--function-name", "fn", "--nights", "14"]);

    const status = JSON.parse(stdout);
    expectOutput("cli-status", status);
    expect(status.verdict).toEqual({ healthy: true, problems: [], line: "healthy" });
    expect(status.target).toMatchObject({ functionName: "fn", namespace: "RetentionJob" });
    expect(status.nights).toHaveLength(14);
    expect(cloudFormation.commandCalls(DescribeStacksCommand)).toHaveLength(0);
  });

  it("no credentials: says what is missing, exit 2", async () => {
    cloudWatch.on(DescribeAlarmsCommand).rejects(
      Object.assign(new Error("Could not load credentials from any providers"), {
        name: "CredentialsProviderError",
      }),
    );

    const { code, stderr } = await cli(["status", "--function-name", "fn"]);

    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(/no AWS credentials: set AWS_PROFILE or AWS_ACCESS_KEY_ID/);
  });

  it("no region: says so, exit 2", async () => {
    const { code, stderr } = await cli(["status"], {});

    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(/no AWS region: set AWS_REGION/);
  });

  it("no stack: says which, exit 2", async () => {
    cloudFormation
      .on(DescribeStacksCommand)
      .rejects(
        Object.assign(new Error("Stack with id Nope does not exist"), { name: "ValidationError" }),
      );

    const { code, stderr } = await cli(["status", "--stack-name", "Nope"]);

    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(/stack Nope not found/);
  });

  it("throttling: try again later, exit 1", async () => {
    cloudWatch
      .on(GetMetricDataCommand)
      .rejects(Object.assign(new Error("Rate exceeded"), { name: "ThrottlingException" }));

    const { code, stderr } = await cli(["status", "--function-name", "fn"]);

    expect(code).toBe(EXIT.runFailed);
    expect(stderr).toMatch(
      /AWS throttled the request for CloudWatch metrics; wait a little and retry/,
    );
  });
});

/**
 * A fleet of four identity targets (db0..db3, namespace "Fleet") as the construct deploys it: its
 * state machine's definition and its function's environment, resolved from the construct.
 */
function deployedFleet() {
  const { fleet } = fleetApp((stack) => ({
    targets: fleetTargets(stack, 4),
    metricsNamespace: "Fleet",
  }));
  const machine = fleet.stateMachine.node.defaultChild as sfn.CfnStateMachine;
  const stack = Stack.of(machine);
  const definition = JSON.stringify(renderDefinition(stack.resolve(machine.definitionString)));
  const fn = fleet.function.node.defaultChild as awsLambda.CfnFunction;
  const { variables } = stack.resolve(fn.environment) as { variables: Record<string, string> };
  return { definition, variables };
}

const FLEET_ARN = "arn:aws:states:eu-west-1:123456789012:stateMachine:Fleet-fleet";

describe("retention-job status --fleet", () => {
  const deployed = deployedFleet();
  beforeEach(() => {
    stepFunctions.on(ListStateMachinesCommand).resolves({
      stateMachines: [
        {
          name: "Other",
          stateMachineArn: `${FLEET_ARN}x`,
          type: "STANDARD",
          creationDate: night(9),
        },
        {
          name: "Fleet-fleet",
          stateMachineArn: FLEET_ARN,
          type: "STANDARD",
          creationDate: night(9),
        },
      ],
    });
    stepFunctions.on(DescribeStateMachineCommand).resolves({
      stateMachineArn: FLEET_ARN,
      name: "Fleet-fleet",
      definition: deployed.definition,
      roleArn: "arn:aws:iam::123456789012:role/night",
      creationDate: night(9),
    });
    lambda
      .on(GetFunctionConfigurationCommand)
      .resolves({ Environment: { Variables: deployed.variables } });
    s3.reset();
    s3.on(ListObjectsV2Command).resolves({ Contents: [] });
  });

  /** What follows the targets' lines: the last night, which the fleet's bucket does not keep yet. */
  const noNightYet = [
    "",
    "last night: none kept in s3://fleet-evidence/fleet/Fleet-fleet/nights/ yet",
  ];

  /** db3's last night failed, db2 has a row 5 days overdue, db1's backlog grows, db0 is healthy. */
  const fleetNight = (database: string | undefined): Series => {
    switch (database) {
      case "db0":
        return healthy;
      case "db1":
        return { ...healthy, b1: [...fourteen(0).slice(0, 10), 100, 400, 900, 2000] };
      case "db2":
        return {
          ...healthy,
          o0: [...fourteen(SICR_RETENTION).slice(0, 13), SICR_RETENTION + 5 * 86_400],
        };
      case "db3":
        return {
          ...healthy,
          ok: [...fourteen(1).slice(0, 13), 0],
          ko: [...fourteen(0).slice(0, 13), 1],
        };
      default:
        return {}; // a query without the Database dimension reads no fleet's series
    }
  };

  it("one line per target, worst first: the failed night, the overdue row, the growing backlog, then the healthy", async () => {
    serveMetrics(fleetNight);

    const { code, stdout } = await cli(["status", "--fleet", "Fleet-fleet"]);

    expect(code).toBe(EXIT.runFailed);
    const lines = stdout.split("\n");
    expect(lines[0]).toBe("UNHEALTHY: 3 of 4 targets (db3, db2, db1)");
    expect(lines[1]).toBe(
      `fleet Fleet-fleet (function Fleet-fleet, namespace Fleet), nights ${night(13).toISOString().slice(0, 10)} .. ${night(0).toISOString().slice(0, 10)}`,
    );
    expect(lines.slice(3)).toEqual([
      `db3     UNHEALTHY: last run failed (${night(0).toISOString().slice(0, 10)})`,
      "db2     UNHEALTHY: sign_in_confirmation_requests overdue by 5d",
      "db1     UNHEALTHY: backlog of refresh_sessions growing 4 nights (now 2000)",
      "db0     healthy",
      ...noNightYet,
    ]);
  });

  it("reads each target's metrics in the fleet's namespace under its Database dimension", async () => {
    serveMetrics(fleetNight);

    await cli(["status", "--fleet", "Fleet-fleet"]);

    const queries = cloudWatch
      .commandCalls(GetMetricDataCommand)
      .flatMap((call) => call.args[0].input.MetricDataQueries ?? []);
    expect(new Set(queries.map(databaseOf))).toEqual(new Set(["db0", "db1", "db2", "db3"]));
    expect(queries.every((query) => query.MetricStat?.Metric?.Namespace === "Fleet")).toBe(true);
    expect(
      queries.find((each) => each.Id === "b1" && databaseOf(each) === "db2")?.MetricStat,
    ).toMatchObject({
      Metric: {
        MetricName: "Backlog",
        Dimensions: [
          { Name: "service", Value: "retention-job" },
          { Name: "Policy", Value: "refresh_sessions" },
          { Name: "Database", Value: "db2" },
        ],
      },
      Period: 86_400,
      Stat: "Maximum",
    });
    // The fleet keeps three alarms per target: no errors or breaker rule is read for one.
    const ruleMetrics = queries
      .filter((each) => each.Id === "r")
      .map((each) => each.MetricStat?.Metric?.MetricName);
    expect(new Set(ruleMetrics)).toEqual(new Set(["RunSucceeded", "Backlog", "OldestAgeSeconds"]));
    expect(
      lambda.commandCalls(GetFunctionConfigurationCommand)[0]!.args[0].input.FunctionName,
    ).toBe("arn:aws:lambda:eu-west-1:123456789012:function:Fleet-fleet");
  });

  it("every target healthy: exit 0; --json gives the ranked targets for scripts", async () => {
    serveMetrics((database) => (database ? healthy : {}));

    const { code, stdout } = await cli(["status", "--fleet", FLEET_ARN, "--json"]);

    expect(code).toBe(EXIT.ok);
    const status = JSON.parse(stdout);
    expectOutput("cli-fleet-status", status);
    expect(status.verdict).toEqual({ healthy: true, problems: [], line: "healthy: 4 targets" });
    expect(status.fleet).toMatchObject({
      namespace: "Fleet",
      targets: ["db0", "db1", "db2", "db3"],
    });
    expect(status.targets.map((each: { name: string }) => each.name)).toEqual([
      "db0",
      "db1",
      "db2",
      "db3",
    ]);
    expect(stepFunctions.commandCalls(ListStateMachinesCommand)).toHaveLength(0);
  });

  it("--targets judges some of the fleet's targets (those of one table); a name not the fleet's is refused", async () => {
    serveMetrics(fleetNight);

    const some = await cli(["status", "--fleet", "Fleet-fleet", "--targets", "db0,db2"]);
    const unknown = await cli(["status", "--fleet", "Fleet-fleet", "--targets", "db0,db9"]);

    expect(some.stdout.split("\n").slice(3)).toEqual([
      "db2     UNHEALTHY: sign_in_confirmation_requests overdue by 5d",
      "db0     healthy",
      ...noNightYet,
    ]);
    expect(unknown.code).toBe(EXIT.badInput);
    expect(unknown.stderr).toMatch(
      /--targets: db9: not the fleet's \(its targets: db0, db1, db2, db3\)/,
    );
    const alone = await cli(["status", "--targets", "db0"]);
    expect(alone.code).toBe(EXIT.badInput);
    expect(alone.stderr).toMatch(
      /--targets: names some of a fleet's targets: give it with --fleet/,
    );
  });

  it("a state machine that is not a fleet's, or none of that name: exit 2, saying which", async () => {
    stepFunctions.on(DescribeStateMachineCommand).resolves({
      stateMachineArn: FLEET_ARN,
      name: "Other",
      definition: JSON.stringify({ StartAt: "A", States: { A: { Type: "Succeed" } } }),
      roleArn: "arn:aws:iam::123456789012:role/other",
      creationDate: night(9),
    });

    const other = await cli(["status", "--fleet", "Other"]);
    const none = await cli(["status", "--fleet", "Nope"]);
    const both = await cli(["status", "--fleet", "Other", "--stack-name", "RetentionJob"]);

    expect(other.code).toBe(EXIT.badInput);
    expect(other.stderr).toMatch(/state machine Other is not a retention-job fleet's/);
    expect(none.code).toBe(EXIT.badInput);
    expect(none.stderr).toMatch(/fleet Nope not found/);
    expect(both.code).toBe(EXIT.badInput);
    expect(both.stderr).toMatch(/--fleet: names the fleet: give it without --stack-name/);
    expect(cloudWatch.commandCalls(GetMetricDataCommand)).toHaveLength(0);
  });
});

describe("sparklines", () => {
  it("scale to the series, mark missing nights, and stay flat for constant series", () => {
    expect(sparkline([0, 1, 2, 3, 4, 5, 6, 7])).toBe("▁▂▃▄▅▆▇█");
    expect(sparkline([5, null, 5])).toBe("▄·▄");
    expect(sparkline([0, 0])).toBe("▁▁");
    expect(sparkline([null, null])).toBe("··");
  });
});

describe("retention-job invoke", () => {
  it("sends the catch-up event the handler accepts (same schema), asynchronously, and prints the runId", async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });

    const { code, stdout, stderr } = await cli([
      "invoke",
      "--catch-up",
      "--dry-run",
      "--policies",
      "refresh_sessions",
      "--max-duration",
      "2h",
      "--within-night-window",
    ]);

    expect(code).toBe(EXIT.ok);
    const call = lambda.commandCalls(InvokeCommand)[0]!.args[0].input;
    expect(call).toMatchObject({ FunctionName: "RetentionJob-retention", InvocationType: "Event" });
    const payload = JSON.parse(Buffer.from(call.Payload as Uint8Array).toString());
    expect(parseEvent(payload)).toEqual({
      kind: "catch-up",
      runId: payload.runId,
      dryRun: true,
      policies: ["refresh_sessions"],
      maxRunDuration: 7_200_000,
      ignoreNightWindow: false,
    });
    expect(stdout).toBe(`started run ${payload.runId} on RetentionJob-retention`);
    expect(stderr).toContain("retention-job status --stack-name RetentionJob");
  });

  it("--allow-large-deletion goes into the event, as the handler's schema has it", async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });

    const { code } = await cli([
      "invoke",
      "--catch-up",
      "--function-name",
      "fn",
      "--allow-large-deletion",
      "refresh_sessions,sign_in_confirmation_requests",
    ]);

    expect(code).toBe(EXIT.ok);
    const call = lambda.commandCalls(InvokeCommand)[0]!.args[0].input;
    const payload = JSON.parse(Buffer.from(call.Payload as Uint8Array).toString());
    expect(parseEvent(payload)).toMatchObject({
      kind: "catch-up",
      allowLargeDeletion: ["refresh_sessions", "sign_in_confirmation_requests"],
    });
  });

  it("--json prints the run started and the event sent, as its schema says", async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });

    const { code, stdout } = await cli([
      ...["invoke", "--catch-up", "--function-name", "fn", "--json"],
      ...["--policies", "refresh_sessions", "--max-duration", "2h", "--ignore-night-window"],
    ]);

    expect(code).toBe(EXIT.ok);
    const printed = JSON.parse(stdout);
    expectOutput("cli-invoke", printed);
    const call = lambda.commandCalls(InvokeCommand)[0]!.args[0].input;
    expect(printed).toEqual({
      schemaVersion: 1,
      runId: printed.event.runId,
      functionName: "fn",
      event: JSON.parse(Buffer.from(call.Payload as Uint8Array).toString()),
    });
  });

  it("refuses a bad option before calling AWS, naming the field", async () => {
    const { code, stderr } = await cli(["invoke", "--catch-up", "--max-duration", "2 days"]);

    expect(code).toBe(EXIT.badInput);
    // The flag is the run's MaxRunDuration setting: its parser names the flag the user typed.
    expect(stderr).toMatch(/--max-duration: "2 days" is not a duration/);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });

  it("needs --catch-up", async () => {
    const { code, stderr } = await cli(["invoke"]);

    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(/--catch-up/);
  });

  it("a fleet's re-run (--fleet, --target) takes no catch-up flag, and names its target and night, before AWS is called", async () => {
    const refused = await Promise.all(
      [
        ["invoke", "--fleet", "Fleet-fleet", "--target", "db0", "--dry-run"],
        ["invoke", "--fleet", "Fleet-fleet", "--target", "db0", "--catch-up"],
        ["invoke", "--catch-up", "--target", "db0"],
        ["invoke", "--fleet", "Fleet-fleet"],
        ["invoke", "--fleet", "Fleet-fleet", "--target", "db0", "--night", "yesterday"],
      ].map((args) => cli(args)),
    );

    expect(refused.map((each) => each.code)).toEqual(refused.map(() => EXIT.badInput));
    expect(refused.map((each) => each.stderr.split("\n")[0])).toEqual([
      expect.stringContaining("--dry-run: not with --fleet"),
      expect.stringContaining("--catch-up: not with --fleet"),
      expect.stringContaining("--target: names a fleet's night: give it with --fleet"),
      expect.stringContaining("--target: name the target to run again"),
      expect.stringContaining(
        `--night: must be the night's scheduled time (ISO 8601), got "yesterday"`,
      ),
    ]);
    expect(stepFunctions.calls()).toHaveLength(0);
  });

  it("an unknown function: exit 2 with what to check", async () => {
    lambda.on(InvokeCommand).rejects(
      Object.assign(new Error("Function not found: arn:aws:lambda:…:function:nope"), {
        name: "ResourceNotFoundException",
      }),
    );

    const { code, stderr } = await cli(["invoke", "--catch-up", "--function-name", "nope"]);

    expect(code).toBe(EXIT.badInput);
    expect(stderr).toMatch(/function nope not found: check --function-name/);
  });

  it("--wait polls the metrics until the run's final segment reports", async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    cloudWatch
      .on(GetMetricDataCommand)
      .resolvesOnce({
        MetricDataResults: [
          { Id: "ok", Values: [] },
          { Id: "ko", Values: [] },
        ],
      })
      .resolves({
        MetricDataResults: [
          { Id: "ok", Values: [1] },
          { Id: "ko", Values: [0] },
        ],
      });

    const { code, stderr } = await cli([
      "invoke",
      "--catch-up",
      "--function-name",
      "fn",
      "--wait",
      "--poll-interval",
      "10ms",
    ]);

    expect(code).toBe(EXIT.ok);
    expect(cloudWatch.commandCalls(GetMetricDataCommand)).toHaveLength(2);
    expect(stderr).toContain("the run succeeded");
  });
});
