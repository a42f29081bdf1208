// A fleet's night without AWS, shared by the night tests: the construct's definition as deployed,
// run by aws-local-stepfunctions with its `Run target` state invoking the real fleet handler
// in-process (its async invocations queued, as Lambda's), a task token per item, each run
// reporting on its token; `Keep outcomes` putting its object into a real S3 server (s3rver).
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { InvokeCommand } from "@aws-sdk/client-lambda";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { SendTaskFailureCommand, SendTaskSuccessCommand, SFNClient } from "@aws-sdk/client-sfn";
import { Stack } from "aws-cdk-lib";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type * as sfn from "aws-cdk-lib/aws-stepfunctions";
import { StateMachine } from "aws-local-stepfunctions";
import { mockClient } from "aws-sdk-client-mock";
import { archiveS3Client } from "../../functions/aws/archive-store.js";
import { FLEET_TARGETS_FILE } from "../../functions/contract/fleet.js";
import { type Logger, silentLogger } from "../../functions/engine/index.js";
import { createFleetHandler } from "../../functions/lambda/create-handler.js";
import { FLEET_STATES } from "../../infra/fleet-state-machine.js";
import type { FleetApp } from "./fleet.js";
import { render, renderDefinition } from "./fleet.js";
import { fakeContext, lambdaMock } from "./lambda.js";
import type { LocalS3 } from "./s3.js";

// aws-local-stepfunctions 3 (its only version) calls Promise.withResolvers, which Node 22 has and
// Node 20 (the suite's second pass) does not: the same few lines, given only where it is missing.
if (!("withResolvers" in Promise))
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    },
  });

export const sfnMock = mockClient(SFNClient);

/** The deployed fleet, made local: its definition, its targets file with each database's URL. */
export interface LocalFleet {
  definition: Record<string, unknown>;
  targetsFile: string;
  /** The function's EVIDENCE_BUCKET as the construct sets it (the fleet's own bucket, rendered). */
  evidenceBucket: string;
}

/**
 * The fleet's definition as deployed (resolved, not synthesized: the function's asset is not
 * needed) and its targets file, each secret's ARN swapped for its local database's URL.
 */
export function localFleet(fleet: FleetApp, urls: string[]): LocalFleet {
  const machine = fleet.fleet.stateMachine.node.defaultChild as sfn.CfnStateMachine;
  const definition = renderDefinition(Stack.of(machine).resolve(machine.definitionString));
  const fn = fleet.fleet.function.node.defaultChild as lambda.CfnFunction;
  const environment = fleet.stack.resolve(fn.environment) as { variables: Record<string, unknown> };
  const layer = fleet.stack.node
    .findAll()
    .find((each) => each.node.path.endsWith("Targets/Code/Stage")) as unknown as {
    sourcePath: string;
  };
  const targets = JSON.parse(readFileSync(join(layer.sourcePath, FLEET_TARGETS_FILE), "utf8"));
  for (const [index, name] of Object.keys(targets).entries()) {
    const { DB_SECRET_ARN: _secret, ...rest } = targets[name];
    targets[name] = { ...rest, DATABASE_URL: urls[index] };
  }
  const targetsFile = join(mkdtempSync(join(tmpdir(), "fleet-night-")), FLEET_TARGETS_FILE);
  writeFileSync(targetsFile, JSON.stringify(targets));
  return { definition, targetsFile, evidenceBucket: render(environment.variables.EVIDENCE_BUCKET) };
}

/** A run's report on its task token: success with its outcome, or failure with error and cause. */
export interface Report {
  ok: boolean;
  body: Record<string, string>;
}

/** One segment's time: the safety margin (10 s) and room for a target's whole run. */
const SEGMENT_BUDGET_MS = 30_000;

/**
 * The in-process Lambda: the fleet handler, its async invocations (the map's, the continuations)
 * queued, not awaited; every report on a task token kept (`reports`, by token).
 */
export function wireFleet(
  local: LocalFleet,
  options: { clock: number; evidence: LocalS3; logger?: Logger },
) {
  const waiting = new Map<string, (report: Report) => void>();
  const reports = new Map<string, Report>();
  let running = 0;
  let invocations = 0;
  const handler = createFleetHandler(
    {
      FLEET_TARGETS: local.targetsFile,
      SAFETY_MARGIN_MS: "10000",
      AWS_LAMBDA_FUNCTION_NAME: "Fleet-fleet",
      METRICS_NAMESPACE: "RetentionJob",
      EVIDENCE_BUCKET: local.evidenceBucket,
    },
    {
      logger: options.logger ?? silentLogger,
      clock: () => options.clock,
      s3: archiveS3Client(options.evidence.env),
    },
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
  const told = (token: string, report: Report) => {
    reports.set(token, report);
    waiting.get(token)?.(report);
    return {};
  };
  sfnMock.reset();
  sfnMock
    .on(SendTaskSuccessCommand)
    .callsFake((input) => told(input.taskToken, { ok: true, body: JSON.parse(input.output) }));
  sfnMock
    .on(SendTaskFailureCommand)
    .callsFake((input) =>
      told(input.taskToken, { ok: false, body: { error: input.error, cause: input.cause } }),
    );
  const stats = { max: 0, runs: 0 };
  /** The Task state: invoke the function with the payload, wait for the report on its token. */
  const runTarget = async (input: { Payload: { fleet: { taskToken: string } } }) => {
    stats.runs++;
    stats.max = Math.max(stats.max, ++running);
    const report = await new Promise<Report>((resolve) => {
      waiting.set(input.Payload.fleet.taskToken, resolve);
      invoke(input.Payload);
    });
    running--;
    if (report.ok) return report.body;
    const error = new Error(report.body.cause);
    error.name = report.body.error as string;
    throw error;
  };
  return { runTarget, stats, reports };
}

/** The Task state that keeps the outcomes: its S3 PutObject parameters, put into the local server. */
export function keepOutcomesIn(evidence: LocalS3) {
  return async (input: { Bucket: string; Key: string; Body: string; ContentType: string }) => {
    await evidence.client.send(new PutObjectCommand(input));
    return {};
  };
}

/** One item of a night's Summary. */
export type Outcome = {
  target: string;
  failed: boolean;
  outcome?: { status: string; runId: string; deleted: number; rerunOf?: string } & Record<
    string,
    unknown
  >;
  error?: string;
  cause?: string;
};

export interface Summary {
  scheduledTime: string;
  rerun: false | { target: string; completes: string };
  anyFailed: boolean;
  outcomes: Outcome[];
}

/**
 * One execution of the definition in the interpreter (`input` as the schedule, or an operator,
 * starts it): how it ended (its error, if it failed), and the Summary state's output.
 */
export async function runNight(
  local: LocalFleet,
  handlers: { runTarget: unknown; keep: unknown },
  input: Record<string, unknown>,
  executionName: string,
): Promise<{ failed: Error | undefined; summary: Summary }> {
  const machine = new StateMachine(local.definition as never, {
    validationOptions: { checkArn: true, checkPaths: true },
  });
  const execution = machine.run(input as never, {
    overrides: {
      taskResourceLocalHandlers: {
        [FLEET_STATES.run]: handlers.runTarget as never,
        [FLEET_STATES.keep]: handlers.keep as never,
      },
    },
    // A new token for each item: the Context Object is read once per execution.
    context: {
      Execution: { Name: executionName },
      get Task() {
        return { Token: randomUUID() };
      },
    } as never,
  });
  const events: { type: string; state?: { name: string; output?: unknown } }[] = [];
  const logged = (async () => {
    for await (const event of execution.eventLogs) events.push(event as never);
  })();
  const failed = await execution.result.then(
    () => undefined,
    (failure: Error) => (failure.cause as Error | undefined) ?? failure,
  );
  await logged;
  const summary = events.find(
    (event) => event.type === "StateExited" && event.state?.name === FLEET_STATES.summary,
  )?.state?.output as Summary;
  return { failed, summary };
}
