// The RetentionJob construct: the function, its nightly schedule, the alarms (from the shared rules
// in functions/contract/alarms.ts), a dashboard, a failure queue and an alarm topic; with `erasure`,
// the queue of erase requests (erasure-queue.ts). Its props and their checks are in props.ts, the
// function in function.ts, the alarms and dashboard in observe.ts.
import { Duration, RemovalPolicy, Stack, Validations } from "aws-cdk-lib";
import type * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import type * as events from "aws-cdk-lib/aws-events";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import { LambdaInvoke } from "aws-cdk-lib/aws-scheduler-targets";
import type * as sns from "aws-cdk-lib/aws-sns";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { type AlarmRule, alarmRules } from "../functions/contract/alarms.js";
import { DEFAULTS } from "../functions/contract/limits.js";
import { DEFAULT_NAMESPACE, functionNameFor } from "../functions/contract/names.js";
import type { BucketRule, Policy } from "../functions/contract/retention-table.js";
import { createErasureQueue } from "./erasure-queue.js";
import { createFunction, namedBuckets } from "./function.js";
import { createAlarms, createAlarmTopic, createDashboard } from "./observe.js";
import {
  type CheckedProps,
  checkProps,
  type ErasureProps,
  type RetentionJobProps,
} from "./props.js";
import { privateQueue } from "./queues.js";
import { SCHEDULE_RETRY, scheduleMaxEventAgeMinutes } from "./schedule-rules.js";

export type { RetentionJobProps };

/**
 * retention-job in an account: the function, its nightly schedule, the alarms, a dashboard, a
 * failure queue and an alarm topic. Everything it creates is exposed, to wire on.
 */
export class RetentionJob extends Construct {
  readonly function: lambda.Function;
  readonly logGroup: logs.LogGroup;
  readonly schedule: scheduler.Schedule;
  readonly failureQueue: sqs.Queue;
  readonly alarmTopic: sns.ITopic;
  readonly dashboard: cloudwatch.Dashboard;
  readonly metricsNamespace: string;
  readonly policies: Policy[];
  readonly buckets: BucketRule[];
  /** Every alarm, to wire into your own paging. */
  readonly alarms: cloudwatch.Alarm[];
  readonly noSuccessfulRunAlarm: cloudwatch.Alarm;
  readonly errorsAlarm: cloudwatch.Alarm;
  readonly failedInvocationsAlarm: cloudwatch.Alarm;
  /** By policy name. */
  readonly backlogGrowingAlarms: Record<string, cloudwatch.Alarm> = {};
  readonly oldestRowOverdueAlarms: Record<string, cloudwatch.Alarm> = {};
  /**
   * The queue an application sends erase requests to (props.erasure): grant it sending with
   * `job.erasureQueue.grantSendMessages(app)`. Its dead letters page through erasureFailedAlarm.
   */
  readonly erasureQueue?: sqs.Queue;
  readonly erasureDeadLetterQueue?: sqs.Queue;
  readonly erasureFailedAlarm?: cloudwatch.Alarm;
  /** The rule forwarding `Erasure Requested` events from props.erasure.eventBus to the queue. */
  readonly erasureRequestRule?: events.Rule;

  constructor(scope: Construct, id: string, props: RetentionJobProps) {
    super(scope, id);
    const checked = checkProps(props);
    this.policies = checked.table.policies;
    this.buckets = checked.table.buckets;
    this.metricsNamespace = props.metricsNamespace ?? DEFAULT_NAMESPACE;
    const functionName = props.functionName ?? functionNameFor(Stack.of(this).stackName);
    this.failureQueue = this.createFailureQueue();
    this.logGroup = new logs.LogGroup(this, "Logs", {
      retention: props.logRetention ?? (DEFAULTS.logRetentionDays as logs.RetentionDays),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.function = createFunction(this, {
      props,
      checked,
      buckets: namedBuckets(checked.table, props.buckets, props.archiveBucket),
      functionName,
      metricsNamespace: this.metricsNamespace,
      logGroup: this.logGroup,
      failureQueue: this.failureQueue,
    });
    this.schedule = this.createSchedule(checked);
    this.alarmTopic = props.alarmTopic ?? createAlarmTopic(this, props.alarmEmail);
    const rules = alarmRules({
      policies: this.policies,
      stores: checked.table.stores,
      retentionIntervalMs: checked.retentionIntervalMs,
      oldestAgeGraceMs: props.oldestAgeGrace?.toMilliseconds(),
    });
    const alarms = createAlarms(
      this,
      rules,
      this.metricsNamespace,
      this.failureQueue,
      this.alarmTopic,
    );
    this.alarms = [...alarms.values()];
    if (checked.erasure?.queue) {
      const erasure = createErasureQueue(
        this,
        this.function,
        checked,
        props.erasure as ErasureProps,
        this.alarmTopic,
      );
      this.erasureQueue = erasure.queue;
      this.erasureDeadLetterQueue = erasure.deadLetterQueue;
      this.erasureFailedAlarm = erasure.alarm;
      this.erasureRequestRule = erasure.rule;
      this.alarms.push(erasure.alarm);
    }
    this.noSuccessfulRunAlarm = alarms.get("NoSuccessfulRunAlarm") as cloudwatch.Alarm;
    this.errorsAlarm = alarms.get("ErrorsAlarm") as cloudwatch.Alarm;
    this.failedInvocationsAlarm = alarms.get("FailedInvocationsAlarm") as cloudwatch.Alarm;
    this.indexAlarms(rules, alarms);
    this.dashboard = createDashboard(
      this,
      this.metricsNamespace,
      this.policies,
      rules,
      this.alarms,
    );
  }

  /** Events the function could not handle (a bad event, a crash) land here, encrypted. */
  private createFailureQueue(): sqs.Queue {
    const queue = privateQueue(this, "FailedInvocations");
    Validations.of(queue).acknowledge({
      id: "AwsSolutions-SQS3",
      reason:
        "This queue is itself the dead-letter destination of the function's async invocations.",
    });
    return queue;
  }

  /** The nightly schedule (EventBridge Scheduler: it has time zones), invoking the function only. */
  private createSchedule(checked: CheckedProps): scheduler.Schedule {
    const role = new iam.Role(this, "ScheduleRole", {
      assumedBy: new iam.ServicePrincipal("scheduler.amazonaws.com"),
      description: "retention-job schedule: invokes the function, nothing else",
    });
    const functionId = Stack.of(this).getLogicalId(
      this.function.node.defaultChild as lambda.CfnFunction,
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
      reason:
        "lambda:InvokeFunction on this one function and its versions (grantInvoke adds Arn:*), nothing else.",
    });
    return new scheduler.Schedule(this, "Nightly", {
      description: "retention-job nightly run",
      schedule: checked.schedule,
      target: new LambdaInvoke(this.function, {
        role,
        // Every delivery of one night's event carries its scheduled time: the run's identity.
        input: scheduler.ScheduleTargetInput.fromObject({
          kind: "scheduled",
          scheduledTime: scheduler.ContextAttribute.scheduledTime,
        }),
        // A throttled delivery is retried, while the night window is still open.
        retryAttempts: SCHEDULE_RETRY.attempts,
        maxEventAge: Duration.minutes(scheduleMaxEventAgeMinutes(checked.nightWindow)),
        deadLetterQueue: this.failureQueue,
      }),
    });
  }

  /** The per-policy alarms by policy name, as the construct exposes them. */
  private indexAlarms(rules: AlarmRule[], alarms: Map<string, cloudwatch.Alarm>): void {
    for (const rule of rules) {
      const alarm = alarms.get(rule.id) as cloudwatch.Alarm;
      if (rule.kind === "backlog-growing") this.backlogGrowingAlarms[rule.policy as string] = alarm;
      if (rule.kind === "oldest-row-overdue")
        this.oldestRowOverdueAlarms[rule.policy as string] = alarm;
    }
  }
}
