// A fleet's night: one state machine, a Distributed Map over the targets (at most maxConcurrency at
// once), each item one run of its target through the function, waiting for the run's end on a
// task token; each outcome recorded and kept in the evidence bucket, and the night failed when a
// target's run failed.
import { Duration, RemovalPolicy, Stack, Validations } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import type * as s3 from "aws-cdk-lib/aws-s3";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import { StepFunctionsStartExecution } from "aws-cdk-lib/aws-scheduler-targets";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import * as sfn from "aws-cdk-lib/aws-stepfunctions";
import * as tasks from "aws-cdk-lib/aws-stepfunctions-tasks";
import { Construct } from "constructs";
import { FLEET_STATES } from "../functions/contract/fleet.js";
import { FLEET } from "../functions/contract/limits.js";
import { acknowledgeEvidenceGrant } from "./fleet-evidence.js";
import type { CheckedFleet } from "./fleet-props.js";
import { SCHEDULE_RETRY, scheduleMaxEventAgeMinutes } from "./schedule-rules.js";

/** The states an override or a test names (stated in the contract: `status --fleet` reads them too). */
export { FLEET_STATES };

/**
 * How long an item waits for its run's report: the longest MaxRunDuration of the targets, one
 * segment's timeout (the last segment may start just before the deadline), and slack for the
 * continuations' hops. One figure for every item: TimeoutSecondsPath would give each its own, but
 * what it reads differs between Step Functions (the state's input) and the local interpreter (the
 * task's parameters); a target's own run still ends at its own MaxRunDuration.
 */
export function itemTimeoutSeconds(fleet: CheckedFleet): number {
  const longest = Math.max(...fleet.targets.map((each) => each.checked.maxRunDurationMs));
  return (
    Math.ceil(longest / 1000) +
    Math.round(fleet.fleet.timeoutMinutes * 60) +
    FLEET.reportSlackSeconds
  );
}

/**
 * A failed item, recorded: a run that reported its failure with its outcome (the cause, JSON,
 * parsed: why it failed), or one that did not report (a timeout, an invoke refused) with the cause.
 */
function failedItem(scope: Construct): sfn.Choice {
  const reported = new sfn.Pass(scope, FLEET_STATES.runFailed, {
    parameters: {
      "target.$": "$.target",
      failed: true,
      "error.$": "$.error.Error",
      "outcome.$": "States.StringToJson($.error.Cause)",
    },
  });
  const lost = new sfn.Pass(scope, FLEET_STATES.runLost, {
    parameters: {
      "target.$": "$.target",
      failed: true,
      "error.$": "$.error.Error",
      "cause.$": "$.error.Cause",
    },
  });
  return new sfn.Choice(scope, FLEET_STATES.failed)
    .when(sfn.Condition.stringMatches("$.error.Error", "RetentionRun*"), reported)
    .otherwise(lost);
}

/** One item: the target's run, started with a task token; its report (or its failure) recorded. */
function itemProcessor(
  scope: Construct,
  fleet: CheckedFleet,
  fn: lambda.IFunction,
): sfn.IChainable {
  const run = new tasks.LambdaInvoke(scope, FLEET_STATES.run, {
    lambdaFunction: fn,
    integrationPattern: sfn.IntegrationPattern.WAIT_FOR_TASK_TOKEN,
    invocationType: tasks.LambdaInvocationType.EVENT,
    payload: sfn.TaskInput.fromObject({
      kind: "scheduled",
      scheduledTime: sfn.JsonPath.stringAt("$.scheduledTime"),
      fleet: {
        target: sfn.JsonPath.stringAt("$.target"),
        taskToken: sfn.JsonPath.taskToken,
        rerun: sfn.JsonPath.objectAt("$.rerun"),
      },
    }),
    taskTimeout: sfn.Timeout.duration(Duration.seconds(itemTimeoutSeconds(fleet))),
    resultPath: "$.outcome",
  });
  const succeeded = new sfn.Pass(scope, FLEET_STATES.succeeded, {
    parameters: {
      "target.$": "$.target",
      failed: false,
      "outcome.$": "$.outcome",
    },
  });
  run.addCatch(failedItem(scope), { errors: [sfn.Errors.ALL], resultPath: "$.error" });
  return run.next(succeeded);
}

/** Where the night's outcomes go: the evidence bucket, under the fleet's prefix. */
export interface FleetEvidence {
  bucket: s3.IBucket;
  prefix: string;
}

/**
 * The Summary kept as evidence: one object a night's execution under the fleet's prefix (a second
 * start of the same night writes its own), put by the state machine with s3:PutObject there only.
 */
function keepOutcomes(scope: Construct, evidence: FleetEvidence): tasks.CallAwsService {
  const keep = new tasks.CallAwsService(scope, FLEET_STATES.keep, {
    service: "s3",
    action: "putObject",
    parameters: {
      Bucket: evidence.bucket.bucketName,
      Key: sfn.JsonPath.format(
        `${evidence.prefix}{}/{}.json`,
        sfn.JsonPath.stringAt("$.scheduledTime"),
        sfn.JsonPath.stringAt("$$.Execution.Name"),
      ),
      Body: sfn.JsonPath.jsonToString(sfn.JsonPath.objectAt("$")),
      ContentType: "application/json",
    },
    iamAction: "s3:PutObject",
    iamResources: [evidence.bucket.arnForObjects(`${evidence.prefix}*`)],
    resultPath: sfn.JsonPath.DISCARD,
  });
  keep.addRetry({
    errors: [sfn.Errors.ALL],
    maxAttempts: 3,
    interval: Duration.seconds(2),
    backoffRate: 2,
  });
  return keep;
}

/**
 * The night's items: every target (the schedule's start), or the one a re-run names (an operator's
 * start: `{"scheduledTime", "rerun": {"target", "completes"}}`, retention-job invoke --fleet).
 */
function nightStart(scope: Construct, fleet: CheckedFleet, night: sfn.IChainable): sfn.Choice {
  const targets = new sfn.Pass(scope, FLEET_STATES.targets, {
    parameters: {
      "scheduledTime.$": "$.scheduledTime",
      // Not null (CDK leaves a null out): every item, and the Summary, says whether it is a re-run.
      rerun: false,
      targets: fleet.targets.map(({ target }) => ({ target: target.name })),
    },
  });
  const rerun = new sfn.Pass(scope, FLEET_STATES.rerun, {
    parameters: {
      "scheduledTime.$": "$.scheduledTime",
      "rerun.$": "$.rerun",
      "targets.$": "States.Array($.rerun)",
    },
  });
  targets.next(night);
  rerun.next(night);
  return new sfn.Choice(scope, FLEET_STATES.start)
    .when(sfn.Condition.isPresent("$.rerun"), rerun)
    .otherwise(targets);
}

/** The night's definition: the targets, the map over them, the outcomes kept, failed if any failed. */
function definition(scope: Construct, parts: FleetMachineParts): sfn.IChainable {
  const { fleet, fn } = parts;
  const night = new sfn.DistributedMap(scope, FLEET_STATES.night, {
    itemsPath: "$.targets",
    itemSelector: {
      "target.$": "$$.Map.Item.Value.target",
      "scheduledTime.$": "$.scheduledTime",
      "rerun.$": "$.rerun",
    },
    maxConcurrency: fleet.maxConcurrency,
    toleratedFailurePercentage: fleet.toleratedFailurePercentage,
    mapExecutionType: sfn.StateMachineType.STANDARD,
    resultPath: "$.outcomes",
  });
  night.itemProcessor(itemProcessor(scope, fleet, fn));
  const summary = new sfn.Pass(scope, FLEET_STATES.summary, {
    parameters: {
      "scheduledTime.$": "$.scheduledTime",
      "rerun.$": "$.rerun",
      "outcomes.$": "$.outcomes",
      // Not a filter ($.outcomes[?(@.failed)]): one that matches nothing is an error locally.
      "anyFailed.$": "States.ArrayContains($.outcomes[*].failed, true)",
    },
  });
  const anyFailed = new sfn.Choice(scope, FLEET_STATES.anyFailed)
    .when(
      sfn.Condition.booleanEquals("$.anyFailed", true),
      new sfn.Fail(scope, FLEET_STATES.nightFailed, {
        error: "TargetsFailed",
        cause:
          "A target's run failed, was skipped or did not report: the Summary state's output holds every outcome (failed: true).",
      }),
    )
    .otherwise(new sfn.Succeed(scope, FLEET_STATES.nightSucceeded));
  night.next(summary).next(keepOutcomes(scope, parts.evidence)).next(anyFailed);
  return nightStart(scope, fleet, night);
}

/** The state machine may put objects under the nights' prefix (and encrypt them with its key). */
function keepEvidence(machine: sfn.StateMachine, evidence: FleetEvidence): void {
  evidence.bucket.encryptionKey?.grantEncrypt(machine);
  acknowledgeEvidenceGrant(
    machine.role,
    evidence.bucket,
    evidence.prefix,
    "s3:PutObject of the night's outcomes under the fleet's nights' prefix of its evidence bucket, nothing else.",
  );
}

export interface FleetMachineParts {
  fleet: CheckedFleet;
  fn: lambda.IFunction;
  stateMachineName: string;
  evidence: FleetEvidence;
}

/** The state machine: it may invoke the fleet's function only (and start its own map's children). */
export function createFleetStateMachine(scope: Construct, parts: FleetMachineParts) {
  const logGroup = new logs.LogGroup(scope, "NightLogs", {
    retention: logs.RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  const machine = new sfn.StateMachine(scope, "Night", {
    stateMachineName: parts.stateMachineName,
    comment: "retention-job fleet: each target's nightly run, at most maxConcurrency at once",
    definitionBody: sfn.DefinitionBody.fromChainable(
      definition(new Construct(scope, "States"), parts),
    ),
    tracingEnabled: true,
    logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: false },
  });
  const functionId = Stack.of(scope).getLogicalId(parts.fn.node.defaultChild as lambda.CfnFunction);
  Validations.of(machine.role as iam.Role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
    reason:
      "lambda:InvokeFunction on the fleet's one function and its versions (the task adds Arn:*), nothing else.",
  });
  keepEvidence(machine, parts.evidence);
  Validations.of(machine.role as iam.Role).acknowledge({
    id: "AwsSolutions-IAM5[Resource::*]",
    reason:
      "Log delivery (logs:CreateLogDelivery and the rest) and X-Ray PutTraceSegments accept no resource other than *.",
  });
  // The Distributed Map runs each item as a child execution of this state machine.
  const stack = Stack.of(scope);
  const executions = `arn:<AWS::Partition>:states:${stack.region}:${stack.account}:execution:{"Fn::Select":[6,{"Fn::Split":[":",{"Ref":"${stack.getLogicalId(machine.node.defaultChild as sfn.CfnStateMachine)}"}]}]}`;
  const mapPolicy = machine.node.tryFindChild("DistributedMapPolicy");
  for (const resource of [`${executions}:*`, `${executions}/*:*`]) {
    if (mapPolicy)
      Validations.of(mapPolicy).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${resource}]`,
        reason:
          "The Distributed Map starts, describes and stops its own child executions (of this state machine) only.",
      });
  }
  return { machine, logGroup };
}

/** The nightly schedule: starts the state machine with the night's scheduled time, nothing else. */
export function createFleetSchedule(
  scope: Construct,
  fleet: CheckedFleet,
  machine: sfn.IStateMachine,
  failureQueue: sqs.IQueue,
): scheduler.Schedule {
  const role = new iam.Role(scope, "ScheduleRole", {
    assumedBy: new iam.ServicePrincipal("scheduler.amazonaws.com"),
    description: "retention-job fleet schedule: starts the night's state machine, nothing else",
  });
  return new scheduler.Schedule(scope, "Nightly", {
    description: "retention-job fleet nightly run",
    schedule: fleet.fleet.schedule,
    target: new StepFunctionsStartExecution(machine, {
      role,
      // Every target's runId comes from it: a second delivery's runs are duplicates, turned away.
      input: scheduler.ScheduleTargetInput.fromObject({
        scheduledTime: scheduler.ContextAttribute.scheduledTime,
      }),
      retryAttempts: SCHEDULE_RETRY.attempts,
      maxEventAge: Duration.minutes(scheduleMaxEventAgeMinutes(fleet.fleet.nightWindow)),
      deadLetterQueue: failureQueue,
    }),
  });
}
