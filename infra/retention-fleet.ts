// The RetentionFleet construct: many databases from one deployment. One function (the RetentionJob's
// code, every target's settings in a layer), one state machine a schedule starts each night, a
// Distributed Map over the targets; its props in fleet-props.ts, the night in fleet-state-machine.ts,
// the alarms and dashboard in fleet-observe.ts, the evidence bucket in fleet-evidence.ts.
import { RemovalPolicy, Stack, Validations } from "aws-cdk-lib";
import type * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import type * as s3 from "aws-cdk-lib/aws-s3";
import type * as scheduler from "aws-cdk-lib/aws-scheduler";
import type * as sns from "aws-cdk-lib/aws-sns";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import type * as sfn from "aws-cdk-lib/aws-stepfunctions";
import { Construct } from "constructs";
import { DEFAULTS } from "../functions/contract/limits.js";
import { DEFAULT_NAMESPACE, FLEET_EVIDENCE, fleetNameFor } from "../functions/contract/names.js";
import { createFleetEvidenceBucket } from "./fleet-evidence.js";
import { createFleetFunction } from "./fleet-function.js";
import { createFleetAlarms, createFleetDashboard, type FleetAlarms } from "./fleet-observe.js";
import { type CheckedFleet, checkFleetProps, type RetentionFleetProps } from "./fleet-props.js";
import { createFleetSchedule, createFleetStateMachine } from "./fleet-state-machine.js";
import { createAlarmTopic } from "./observe.js";
import { privateQueue } from "./queues.js";

export type { FleetTarget, RetentionFleetProps } from "./fleet-props.js";

/**
 * retention-job for a fleet of databases: one function, one state machine started nightly, a map
 * over the targets at most maxConcurrency at once, per-target and fleet alarms, one dashboard.
 */
export class RetentionFleet extends Construct {
  readonly function: lambda.Function;
  readonly logGroup: logs.LogGroup;
  readonly stateMachine: sfn.StateMachine;
  readonly schedule: scheduler.Schedule;
  readonly failureQueue: sqs.Queue;
  readonly alarmTopic: sns.ITopic;
  /**
   * The fleet's evidence: the one given, or the fleet's own. Each night's outcomes under
   * `evidencePrefix`, each target's run records under `targetEvidencePrefix(target)`.
   */
  readonly evidenceBucket: s3.IBucket;
  readonly evidencePrefix: string;
  /** Where a target's run records are kept (`retention-job evidence --from s3://<bucket>/<this>`). */
  readonly targetEvidencePrefix: (target: string) => string;
  readonly dashboard: cloudwatch.Dashboard;
  readonly metricsNamespace: string;
  /** The targets' names, in the order of the map's items. */
  readonly targets: string[];
  /** Every alarm: per target (by name) and the fleet's own. */
  readonly alarms: FleetAlarms;
  readonly checked: CheckedFleet;

  constructor(scope: Construct, id: string, props: RetentionFleetProps) {
    super(scope, id);
    const fleet = checkFleetProps(props);
    this.checked = fleet;
    this.targets = fleet.targets.map((each) => each.target.name);
    this.metricsNamespace = props.metricsNamespace ?? DEFAULT_NAMESPACE;
    const stackName = Stack.of(this).stackName;
    const functionName = props.functionName ?? fleetNameFor(stackName);
    const stateMachineName = props.stateMachineName ?? fleetNameFor(stackName);
    this.failureQueue = privateQueue(this, "FailedInvocations");
    Validations.of(this.failureQueue).acknowledge({
      id: "AwsSolutions-SQS3",
      reason:
        "This queue is itself the dead-letter destination of the function's async invocations and the schedule.",
    });
    this.logGroup = new logs.LogGroup(this, "Logs", {
      retention: props.logRetention ?? (DEFAULTS.logRetentionDays as logs.RetentionDays),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.evidenceBucket = props.evidenceBucket ?? createFleetEvidenceBucket(this);
    this.evidencePrefix = FLEET_EVIDENCE.nights(stateMachineName);
    this.targetEvidencePrefix = (target) => FLEET_EVIDENCE.target(stateMachineName, target);
    this.function = createFleetFunction(this, {
      props,
      fleet,
      functionName,
      stateMachineName,
      evidenceBucket: this.evidenceBucket,
      metricsNamespace: this.metricsNamespace,
      logGroup: this.logGroup,
      failureQueue: this.failureQueue,
    });
    this.stateMachine = createFleetStateMachine(this, {
      fleet,
      fn: this.function,
      stateMachineName,
      evidence: { bucket: this.evidenceBucket, prefix: this.evidencePrefix },
    }).machine;
    this.schedule = createFleetSchedule(this, fleet, this.stateMachine, this.failureQueue);
    this.alarmTopic = props.alarmTopic ?? createAlarmTopic(this, props.alarmEmail);
    this.alarms = createFleetAlarms(this, {
      fleet,
      namespace: this.metricsNamespace,
      oldestAgeGraceMs: props.oldestAgeGrace?.toMilliseconds(),
      stateMachine: this.stateMachine,
      failureQueue: this.failureQueue,
      topic: this.alarmTopic,
    });
    this.dashboard = createFleetDashboard(this, {
      fleet,
      namespace: this.metricsNamespace,
      alarms: this.alarms,
      dashboardName: fleetNameFor(stackName),
    });
  }
}
