// A fleet's night without AWS: the synthesized state machine run by aws-local-stepfunctions, its
// Task state overridden to invoke the real fleet handler in-process (continuations as Lambda's async
// queue would deliver them), each run reporting on its task token; ten real databases, one failing.
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { InvokeCommand } from "@aws-sdk/client-lambda";
import { SendTaskFailureCommand, SendTaskSuccessCommand, SFNClient } from "@aws-sdk/client-sfn";
import { Stack } from "aws-cdk-lib";
import type * as sfn from "aws-cdk-lib/aws-stepfunctions";
import { StateMachine } from "aws-local-stepfunctions";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLEET_TARGETS_FILE } from "../../functions/contract/fleet.js";
import { silentLogger } from "../../functions/engine/index.js";
import { createFleetHandler } from "../../functions/lambda/create-handler.js";
import { FLEET_STATES } from "../../infra/fleet-state-machine.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { fleetApp, fleetTargets, renderDefinition } from "../helpers/fleet.js";
import { countRows, insertExpiredSicrs, insertUser, SICR } from "../helpers/identity.js";
import { captureStdout, emfLines, fakeContext, lambdaMock } from "../helpers/lambda.js";

const TARGETS = 10;
const FAILING = "db7";
const MAX_CONCURRENCY = 4;
const SCHEDULED = "2026-12-02T02:05:00.000Z";
/** Inside every target's night window (02:00-05:00 UTC). */
/** One segment's time: the safety margin (10 s) and room for a target's whole run. */
const SEGMENT_BUDGET_MS = 30_000;
const NIGHT_CLOCK = Date.parse("2026-12-02T02:10:00.000Z");

const sfnMock = mockClient(SFNClient);
const databases: TestDatabase[] = [];
let definition: Record<string, unknown>;
let targetsFile: string;

beforeAll(async () => {
  const fleet = fleetApp((stack) => ({
    targets: fleetTargets(stack, TARGETS, 1),
    maxConcurrency: MAX_CONCURRENCY,
  }));
  // The definition as deployed (resolved, not synthesized: the function's asset is not needed).
  const machine = fleet.fleet.stateMachine.node.defaultChild as sfn.CfnStateMachine;
  definition = renderDefinition(Stack.of(machine).resolve(machine.definitionString));
  for (let index = 0; index < TARGETS; index++) databases.push(await createTestDatabase());
  // The construct's targets file, each secret's ARN turned into its local database's URL.
  const layer = fleet.stack.node
    .findAll()
    .find((each) => each.node.path.endsWith("Targets/Code/Stage")) as unknown as {
    sourcePath: string;
  };
  const targets = JSON.parse(readFileSync(join(layer.sourcePath, FLEET_TARGETS_FILE), "utf8"));
  for (const [index, name] of Object.keys(targets).entries()) {
    const { DB_SECRET_ARN: _secret, ...rest } = targets[name];
    targets[name] = { ...rest, DATABASE_URL: databases[index]!.url };
  }
  targetsFile = join(mkdtempSync(join(tmpdir(), "fleet-night-")), FLEET_TARGETS_FILE);
  writeFileSync(targetsFile, JSON.stringify(targets));
});

afterAll(async () => {
  sfnMock.restore();
  await Promise.all(databases.map((db) => db.drop()));
});

/** The in-process Lambda: async invocations (the map's, the continuations) queued, not awaited. */
function wireFleet() {
  const reports = new Map<
    string,
    (report: { ok: boolean; body: Record<string, string> }) => void
  >();
  let running = 0;
  let invocations = 0;
  const handler = createFleetHandler(
    {
      FLEET_TARGETS: targetsFile,
      SAFETY_MARGIN_MS: "10000",
      AWS_LAMBDA_FUNCTION_NAME: "Fleet-fleet",
      METRICS_NAMESPACE: "RetentionJob",
    },
    { logger: silentLogger, clock: () => NIGHT_CLOCK },
  );
  const invoke = (event: unknown) => {
    invocations++;
    setImmediate(() => {
      void handler(event, fakeContext(SEGMENT_BUDGET_MS, `req-${invocations}`)).catch(
        () => undefined,
      );
    });
  };
  lambdaMock.reset();
  lambdaMock.on(InvokeCommand).callsFake((input) => {
    invoke(JSON.parse(Buffer.from(input.Payload as Uint8Array).toString("utf8")));
    return { StatusCode: 202 };
  });
  sfnMock.reset();
  sfnMock.on(SendTaskSuccessCommand).callsFake((input) => {
    reports.get(input.taskToken)?.({ ok: true, body: JSON.parse(input.output) });
    return {};
  });
  sfnMock.on(SendTaskFailureCommand).callsFake((input) => {
    reports.get(input.taskToken)?.({ ok: false, body: { error: input.error, cause: input.cause } });
    return {};
  });
  const stats = { max: 0, runs: 0 };
  /** The Task state: invoke the function with the payload, wait for the report on its token. */
  const runTarget = async (input: { Payload: { fleet: { taskToken: string } } }) => {
    stats.runs++;
    stats.max = Math.max(stats.max, ++running);
    const report = await new Promise<{ ok: boolean; body: Record<string, string> }>((resolve) => {
      reports.set(input.Payload.fleet.taskToken, resolve);
      invoke(input.Payload);
    });
    running--;
    if (report.ok) return report.body;
    const error = new Error(report.body.cause);
    error.name = report.body.error as string;
    throw error;
  };
  return { runTarget, stats };
}

describe("a night of ten targets in the local interpreter", () => {
  it("drains every target at most maxConcurrency at once, records each outcome, and fails the night for the one that failed", async () => {
    for (const [index, db] of databases.entries()) {
      await insertExpiredSicrs(db.pool, await insertUser(db.pool), 50 + index);
    }
    // The failing target's database lost the table its retention table names.
    await databases[7]!.pool.query(`DROP TABLE ${SICR} CASCADE`);
    const { runTarget, stats } = wireFleet();
    const machine = new StateMachine(definition as never, {
      validationOptions: { checkArn: true, checkPaths: true },
    });

    const { value, lines } = await captureStdout(async () => {
      const execution = machine.run(
        { scheduledTime: SCHEDULED },
        {
          overrides: { taskResourceLocalHandlers: { [FLEET_STATES.run]: runTarget as never } },
          // A new token for each item: the Context Object is read once per execution.
          context: {
            get Task() {
              return { Token: randomUUID() };
            },
          } as never,
        },
      );
      const events: { type: string; state?: { name: string; output?: unknown } }[] = [];
      const logged = (async () => {
        for await (const event of execution.eventLogs) events.push(event as never);
      })();
      const ended = await execution.result.then(
        () => undefined,
        (failure: Error) => (failure.cause as Error | undefined) ?? failure,
      );
      await logged;
      return { failed: ended, events };
    });

    // The night failed, naming the target that failed.
    expect(value.failed?.name).toBe("TargetsFailed");
    // Every target's outcome, recorded by the map (the Summary's output).
    const summary = value.events.find(
      (event) => event.type === "StateExited" && event.state?.name === FLEET_STATES.summary,
    )?.state?.output as { failed: string[] } & {
      outcomes: { target: string; failed: boolean; outcome?: { status: string }; error?: string }[];
    };
    expect(summary.failed).toEqual([FAILING]);
    expect(summary.outcomes.map((each) => each.target)).toEqual(
      Array.from({ length: TARGETS }, (_, index) => `db${index}`),
    );
    for (const outcome of summary.outcomes) {
      if (outcome.target === FAILING) {
        expect(outcome).toMatchObject({
          failed: true,
          error: expect.stringMatching(/^RetentionRun(Failed|Crashed)$/),
        });
      } else {
        expect(outcome).toMatchObject({ failed: false, outcome: { status: "succeeded" } });
      }
    }
    expect(stats.runs).toBe(TARGETS);
    expect(stats.max).toBe(MAX_CONCURRENCY);
    // Every good target's expired rows are gone (the oracle: a count in SQL).
    for (const [index, db] of databases.entries()) {
      if (index !== 7) expect(await countRows(db.pool, SICR)).toBe(0);
    }
    // The fleet alarms' metrics: one RunFailed under the failing target's Database, the rest succeeded.
    const runs = emfLines(lines).filter((line) => "RunFailed" in line);
    const failedBy = Object.fromEntries(runs.map((line) => [line.Database, line.RunFailed]));
    expect(Object.keys(failedBy).sort()).toEqual(
      Array.from({ length: TARGETS }, (_, index) => `db${index}`).sort(),
    );
    expect(failedBy).toMatchObject({ [FAILING]: 1, db0: 0, db9: 0 });
    expect(runs[0]!._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([["service", "Database"]]);
  });
});
