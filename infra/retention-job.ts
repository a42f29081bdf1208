import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ArnFormat, Duration, RemovalPolicy, Stack, TimeZone, Validations } from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as actions from "aws-cdk-lib/aws-cloudwatch-actions";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import type * as events from "aws-cdk-lib/aws-events";
import * as iam from "aws-cdk-lib/aws-iam";
import * as kms from "aws-cdk-lib/aws-kms";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { SqsDestination } from "aws-cdk-lib/aws-lambda-destinations";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import * as logs from "aws-cdk-lib/aws-logs";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import { LambdaInvoke } from "aws-cdk-lib/aws-scheduler-targets";
import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import * as sns from "aws-cdk-lib/aws-sns";
import * as subscriptions from "aws-cdk-lib/aws-sns-subscriptions";
import * as sqs from "aws-cdk-lib/aws-sqs";
import { Construct } from "constructs";
import { type AlarmRule, alarmRules } from "../functions/contract/alarms.js";
import { ConfigError } from "../functions/contract/errors.js";
import { DEFAULTS, MAX_BATCH_SIZE, SCHEDULE_RETRY } from "../functions/contract/limits.js";
import {
  METRIC,
  type MetricIdentity,
  type MetricName,
  metricIdentity,
} from "../functions/contract/metrics.js";
import {
  DEFAULT_NAMESPACE,
  dashboardNameFor,
  functionNameFor,
} from "../functions/contract/names.js";
import {
  insideWindow,
  type NightWindow,
  parseNightWindow,
  skippedMinutes,
  windowMinutes,
} from "../functions/contract/night-window.js";
import {
  type BucketRule,
  loadPreset,
  type Policy,
  parseRetentionTable,
  type RetentionTable,
} from "../functions/contract/retention-table.js";

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

export interface RetentionJobProps {
  /** A built-in retention table (`identity`, `identidad`); give this or `retentionTable`. */
  readonly preset?: string;
  /** The retention table as an object (the JSON the README describes); give this or `preset`. */
  readonly retentionTable?: unknown;
  /** The VPC the function runs in: it must reach the database and the AWS APIs. */
  readonly vpc: ec2.IVpc;
  /** @default the VPC's private subnets */
  readonly vpcSubnets?: ec2.SubnetSelection;
  /** The database (an `rds.IDatabaseInstance`, `IDatabaseCluster` or `IDatabaseProxy`); or give `databaseSecurityGroup`. */
  readonly database?: ec2.IConnectable;
  /** The database's security group, when there is no RDS construct to pass as `database`. */
  readonly databaseSecurityGroup?: ec2.ISecurityGroup;
  /** @default the database's default port, else 5432 */
  readonly databasePort?: number;
  /** The maintenance role's credentials (RDS secret JSON: host, port, username, password, dbname). */
  readonly secret: secretsmanager.ISecret;
  /** @default cron(5 2 * * ? *) in UTC */
  readonly schedule?: scheduler.ScheduleExpression;
  /**
   * Scheduled runs work only inside it, on the schedule's wall clock (its time zone), so that the
   * two move together when the clocks change; may cross midnight. @default 02:00-05:00
   */
  readonly nightWindow?: string;
  /** @deprecated the same as nightWindow, for a schedule in UTC only. */
  readonly nightWindowUtc?: string;
  /** How often the schedule runs: the "no successful run" alarm looks back 2x this. @default 24 hours */
  readonly retentionInterval?: Duration;
  /** A run's MaxRunDuration. @default 30 minutes */
  readonly maxRunDuration?: Duration;
  /** Slack before the oldest-row alarm. @default 2 x retentionInterval (seed 000's SLO) */
  readonly oldestAgeGrace?: Duration;
  /** Overrides every policy's batch size. */
  readonly batchSize?: number;
  /** One segment's Lambda timeout. @default 15 minutes */
  readonly timeout?: Duration;
  /** @default 512 */
  readonly memorySize?: number;
  /** @default one month */
  readonly logRetention?: logs.RetentionDays;
  /** Where the alarms go. @default a new KMS-encrypted topic */
  readonly alarmTopic?: sns.ITopic;
  /** An e-mail address subscribed to the alarm topic the construct creates. */
  readonly alarmEmail?: string;
  /** @default `<stack name>-retention` */
  readonly functionName?: string;
  /** CloudWatch namespace of the metrics. @default RetentionJob */
  readonly metricsNamespace?: string;
  /**
   * The retention table's buckets, by entry name. An `s3.Bucket` your app owns gets the entry's
   * expiration rule (current and noncurrent versions); any bucket given here lends its real name to
   * the entry. Every entry's bucket is checked each night, given here or not.
   */
  readonly buckets?: Record<string, s3.IBucket>;
  /**
   * The bus that policies with `publish: true` send their deletions to (detail type
   * `Retention Rows Deleted`); the function gets events:PutEvents on it only. Required when a
   * policy publishes.
   */
  readonly eventBus?: events.IEventBus;
}

/** The retention table for the function's environment, with each bucket entry's real bucket name. */
function withBucketNames(table: unknown, buckets: ReturnType<typeof namedBuckets>): unknown {
  if (buckets.length === 0) return table;
  const raw = table as { buckets?: Record<string, unknown>[] };
  return {
    ...raw,
    buckets: (raw.buckets ?? []).map((entry) => ({
      ...entry,
      bucket: buckets.find((each) => each.entry.name === entry.name)?.name ?? entry.bucket,
    })),
  };
}

/** Shared by the construct (errors name `props.<name>`) and the stack's context (`retention-job.<name>`). */
export function checkRetentionInterval(ms: number, field: string): void {
  // The "no successful run" alarm looks back 2 x interval; CloudWatch allows at most 7 days.
  if (ms * 2 > 7 * 86_400_000 || ms % 60_000 !== 0 || ms <= 0) {
    throw new ConfigError(field, "must be whole minutes and at most 84h");
  }
}

/**
 * A cron schedule must fire inside the night window (both on the schedule's wall clock), or every
 * scheduled run would be skipped; and not in the hour the clocks skip in spring, or EventBridge
 * Scheduler skips that night's run.
 */
export function checkScheduleInsideWindow(
  schedule: string,
  timeZone: string,
  window: NightWindow,
  field: string,
): void {
  const cron = /^cron\((\d+) (\d+) /.exec(schedule);
  if (!cron) return;
  const minute = Number(cron[2]) * 60 + Number(cron[1]);
  const at = `${cron[2]}:${cron[1]!.padStart(2, "0")} ${timeZone}`;
  if (window.timeZone !== timeZone) {
    throw new ConfigError(
      field,
      `is in ${timeZone} but the night window is on ${window.timeZone}'s clock: give the window in the schedule's time zone`,
    );
  }
  if (!insideWindow(window, minute)) {
    throw new ConfigError(
      field,
      `fires at ${at}, outside the night window ${window.text}; scheduled runs would be skipped`,
    );
  }
  const gap = skippedMinutes(timeZone, 2027).find(([from, to]) => minute >= from && minute < to);
  if (gap) {
    const clock = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    throw new ConfigError(
      field,
      `fires at ${at}, in the hour the clocks skip when daylight saving time starts (${clock(gap[0])}-${clock(gap[1])}): EventBridge Scheduler skips that night's run; pick a time outside it`,
    );
  }
}

/**
 * The night window on the schedule's clock: `nightWindow`, or the older `nightWindowUtc`, which
 * only a schedule in UTC may use (for a schedule in another zone it would drift with the clocks).
 */
export function nightWindowOf(
  window: string | undefined,
  windowUtc: string | undefined,
  scheduleZone: string,
  prefix: string,
): NightWindow {
  if (window !== undefined && windowUtc !== undefined)
    throw new ConfigError(
      `${prefix}.nightWindowUtc`,
      "give nightWindow or nightWindowUtc, not both",
    );
  if (windowUtc !== undefined && !UTC_ZONES.includes(scheduleZone)) {
    throw new ConfigError(
      `${prefix}.nightWindowUtc`,
      `the schedule is in ${scheduleZone}: a UTC window would move against it by an hour when the clocks change; give nightWindow, on the schedule's clock`,
    );
  }
  const field = windowUtc !== undefined ? `${prefix}.nightWindowUtc` : `${prefix}.nightWindow`;
  return parseNightWindow(
    window ?? windowUtc ?? DEFAULTS.nightWindowUtc,
    field,
    scheduleZone,
    `${prefix}.schedule`,
  );
}

const UTC_ZONES = ["UTC", "Etc/UTC", "GMT", "Etc/GMT"];

/** A late delivery still lands in the window: at most half of it, at most an hour, at least a minute. */
export const scheduleMaxEventAgeMinutes = (window: NightWindow) =>
  Math.max(1, Math.min(60, Math.floor(windowMinutes(window) / 2)));

function tableOf(props: RetentionJobProps): RetentionTable {
  if ((props.preset === undefined) === (props.retentionTable === undefined)) {
    throw new ConfigError("props.preset", "give exactly one of preset or retentionTable");
  }
  return props.preset !== undefined
    ? loadPreset(props.preset, "props.preset")
    : parseRetentionTable(props.retentionTable, "props.retentionTable");
}

/** Each bucket entry with its bucket's name: from the table, or from the bucket given in props. */
function namedBuckets(table: RetentionTable, given: Record<string, s3.IBucket> = {}) {
  for (const name of Object.keys(given)) {
    if (!table.buckets.some((entry) => entry.name === name))
      throw new ConfigError(
        `props.buckets.${name}`,
        `the retention table has no bucket entry "${name}"`,
      );
  }
  return table.buckets.map((entry) => {
    const bucket = given[entry.name];
    const name = bucket?.bucketName ?? entry.bucket;
    if (!name)
      throw new ConfigError(
        "props.buckets",
        `bucket entry ${entry.name} names no bucket: give its name in the retention table, or the bucket in props.buckets`,
      );
    return { entry, bucket, name };
  });
}

function inRange(value: number | undefined, field: string, min: number, max: number): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= min && value <= max)) {
    throw new ConfigError(field, `must be an integer from ${min} to ${max}, got ${value}`);
  }
}

/**
 * retention-job in an account: the function, its nightly schedule, the alarms (from the shared
 * rules in functions/contract/alarms.ts), a dashboard, a failure queue and an alarm topic.
 */
export class RetentionJob extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: logs.LogGroup;
  readonly schedule: scheduler.Schedule;
  readonly failureQueue: sqs.Queue;
  readonly alarmTopic: sns.ITopic;
  readonly dashboard: cloudwatch.Dashboard;
  readonly metricsNamespace: string;
  readonly policies: Policy[];
  readonly buckets: BucketRule[];
  /** Every alarm, to wire into your own paging. */
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly noSuccessfulRunAlarm: cloudwatch.Alarm;
  readonly errorsAlarm: cloudwatch.Alarm;
  readonly failedInvocationsAlarm: cloudwatch.Alarm;
  /** By policy name. */
  readonly backlogGrowingAlarms: Record<string, cloudwatch.Alarm> = {};
  readonly oldestRowOverdueAlarms: Record<string, cloudwatch.Alarm> = {};

  constructor(scope: Construct, id: string, props: RetentionJobProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const table = tableOf(props);
    this.policies = table.policies;
    this.buckets = table.buckets;
    const buckets = namedBuckets(table, props.buckets);
    const publishing = table.policies.find((policy) => policy.publish);
    if (publishing && !props.eventBus) {
      throw new ConfigError(
        "props.eventBus",
        `policy ${publishing.name} publishes its deletions: give the EventBridge bus that receives them`,
      );
    }
    if ((props.database === undefined) === (props.databaseSecurityGroup === undefined)) {
      throw new ConfigError(
        "props.database",
        "give exactly one of database or databaseSecurityGroup",
      );
    }
    const retentionIntervalMs = (props.retentionInterval ?? Duration.hours(24)).toMilliseconds();
    checkRetentionInterval(retentionIntervalMs, "props.retentionInterval");
    const maxRunDurationMs = (props.maxRunDuration ?? Duration.minutes(30)).toMilliseconds();
    if (maxRunDurationMs <= 0)
      throw new ConfigError("props.maxRunDuration", "must be greater than zero");
    const schedule =
      props.schedule ??
      scheduler.ScheduleExpression.expression(
        DEFAULTS.schedule,
        TimeZone.of(DEFAULTS.scheduleTimeZone),
      );
    const scheduleZone = schedule.timeZone?.timezoneName ?? "UTC";
    const nightWindow = nightWindowOf(
      props.nightWindow,
      props.nightWindowUtc,
      scheduleZone,
      "props",
    );
    checkScheduleInsideWindow(
      schedule.expressionString,
      scheduleZone,
      nightWindow,
      "props.schedule",
    );
    const timeoutMinutes = (props.timeout ?? Duration.minutes(DEFAULTS.timeoutMinutes)).toMinutes({
      integral: false,
    });
    if (timeoutMinutes < 2 || timeoutMinutes > 15)
      throw new ConfigError("props.timeout", "must be from 2 to 15 minutes");
    inRange(props.memorySize, "props.memorySize", 256, 10_240);
    inRange(props.batchSize, "props.batchSize", 1, MAX_BATCH_SIZE);
    if (props.alarmEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(props.alarmEmail))
      throw new ConfigError("props.alarmEmail", `"${props.alarmEmail}" is not an e-mail address`);
    if (props.alarmEmail !== undefined && props.alarmTopic !== undefined)
      throw new ConfigError(
        "props.alarmEmail",
        "subscribe the address to your own alarmTopic instead; the construct creates none",
      );
    const functionName = props.functionName ?? functionNameFor(stack.stackName);
    this.metricsNamespace = props.metricsNamespace ?? DEFAULT_NAMESPACE;

    // Network: the function's own security group, allowed into the database on its port.
    const database =
      props.database ??
      new ec2.Connections({
        securityGroups: [props.databaseSecurityGroup as ec2.ISecurityGroup],
        defaultPort: ec2.Port.tcp(props.databasePort ?? 5432),
      });
    const port =
      props.databasePort !== undefined
        ? ec2.Port.tcp(props.databasePort)
        : (database.connections.defaultPort ?? ec2.Port.tcp(5432));
    const functionSg = new ec2.SecurityGroup(this, "FunctionSg", {
      vpc: props.vpc,
      description: "retention-job: reaches the database and AWS APIs (HTTPS) only",
      allowAllOutbound: false,
    });
    functionSg.connections.allowTo(database, port, "PostgreSQL");
    functionSg.addEgressRule(
      ec2.Peer.anyIpv4(),
      ec2.Port.tcp(443),
      "Secrets Manager, Lambda, X-Ray over HTTPS",
    );

    // Events the function could not handle (a bad event, a crash) land here, encrypted.
    this.failureQueue = new sqs.Queue(this, "FailedInvocations", {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.failureQueue).acknowledge({
      id: "AwsSolutions-SQS3",
      reason:
        "This queue is itself the dead-letter destination of the function's async invocations.",
    });

    this.logGroup = new logs.LogGroup(this, "Logs", {
      retention: props.logRetention ?? (DEFAULTS.logRetentionDays as logs.RetentionDays),
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const certs = join(projectRoot, "functions/lambda/certs");
    this.function = new NodejsFunction(this, "Function", {
      functionName,
      description: "retention-job: deletes expired rows in batches as the retention table says",
      entry: join(projectRoot, "functions/lambda/handler.ts"),
      handler: "handler",
      projectRoot,
      depsLockFilePath: join(projectRoot, "package-lock.json"),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      // One segment: long enough for many batches, with the safety margin at its end.
      timeout: Duration.seconds(Math.round(timeoutMinutes * 60)),
      memorySize: props.memorySize ?? DEFAULTS.memoryMb,
      logGroup: this.logGroup,
      tracing: lambda.Tracing.ACTIVE,
      vpc: props.vpc,
      vpcSubnets: props.vpcSubnets ?? { subnets: props.vpc.privateSubnets },
      securityGroups: [functionSg],
      // Our own hop limit (MAX_SEGMENTS) guards the self-invocation chain.
      recursiveLoop: lambda.RecursiveLoop.ALLOW,
      retryAttempts: 0,
      onFailure: new SqsDestination(this.failureQueue),
      environment: {
        ...(props.preset !== undefined
          ? { RETENTION_PRESET: props.preset }
          : { RETENTION_TABLE: JSON.stringify(withBucketNames(props.retentionTable, buckets)) }),
        DB_SECRET_ARN: props.secret.secretArn,
        RETENTION_INTERVAL: `${retentionIntervalMs / 60_000}m`,
        MAX_RUN_DURATION: `${Math.ceil(maxRunDurationMs / 60_000)}m`,
        NIGHT_WINDOW: nightWindow.text,
        NIGHT_WINDOW_TIME_ZONE: nightWindow.timeZone,
        MAX_SEGMENTS: String(DEFAULTS.maxSegments),
        SAFETY_MARGIN_MS: String(DEFAULTS.safetyMarginMs),
        METRICS_NAMESPACE: this.metricsNamespace,
        ...(props.batchSize ? { BATCH_SIZE: String(props.batchSize) } : {}),
        ...(props.eventBus ? { EVENT_BUS_NAME: props.eventBus.eventBusArn } : {}),
        NODE_OPTIONS: "--enable-source-maps",
      },
      bundling: {
        format: OutputFormat.ESM,
        target: "node22",
        minify: true,
        sourceMap: true,
        mainFields: ["module", "main"],
        externalModules: ["pg-native"],
        // CommonJS dependencies (pg, pino) call require(): give the ESM bundle one.
        banner:
          "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          // A pinned RDS CA bundle, if the operator put one in functions/lambda/certs.
          afterBundling: (_inputDir: string, outputDir: string) =>
            existsSync(certs) ? [`cp -r "${certs}" "${outputDir}/certs"`] : [],
        },
      },
    });
    this.grantAccess(props.secret, functionName);
    this.governBuckets(buckets);
    props.eventBus?.grantPutEventsTo(this.function);

    // Nightly schedule (EventBridge Scheduler: it has time zones).
    const scheduleRole = new iam.Role(this, "ScheduleRole", {
      assumedBy: new iam.ServicePrincipal("scheduler.amazonaws.com"),
      description: "retention-job schedule: invokes the function, nothing else",
    });
    Validations.of(scheduleRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(this.function.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`,
      reason:
        "lambda:InvokeFunction on this one function and its versions (grantInvoke adds Arn:*), nothing else.",
    });
    this.schedule = new scheduler.Schedule(this, "Nightly", {
      description: "retention-job nightly run",
      schedule,
      target: new LambdaInvoke(this.function, {
        role: scheduleRole,
        // Every delivery of one night's event carries its scheduled time: the run's identity.
        input: scheduler.ScheduleTargetInput.fromObject({
          kind: "scheduled",
          scheduledTime: scheduler.ContextAttribute.scheduledTime,
        }),
        // A throttled delivery is retried, while the night window is still open.
        retryAttempts: SCHEDULE_RETRY.attempts,
        maxEventAge: Duration.minutes(scheduleMaxEventAgeMinutes(nightWindow)),
        deadLetterQueue: this.failureQueue,
      }),
    });

    this.alarmTopic = props.alarmTopic ?? this.createAlarmTopic(props.alarmEmail);
    const alarmInputs = {
      policies: this.policies,
      buckets: this.buckets,
      retentionIntervalMs,
      oldestAgeGraceMs: props.oldestAgeGrace?.toMilliseconds(),
    };
    for (const rule of alarmRules(alarmInputs)) {
      const alarm = this.alarm(rule.id, {
        alarmDescription: rule.description,
        metric: this.ruleMetric(rule),
        threshold: rule.threshold,
        comparisonOperator: rule.comparison as cloudwatch.ComparisonOperator,
        evaluationPeriods: rule.evaluationPeriods,
        datapointsToAlarm: rule.datapointsToAlarm,
        treatMissingData: rule.treatMissingData as cloudwatch.TreatMissingData,
      });
      if (rule.kind === "backlog-growing") this.backlogGrowingAlarms[rule.policy as string] = alarm;
      if (rule.kind === "oldest-row-overdue")
        this.oldestRowOverdueAlarms[rule.policy as string] = alarm;
    }
    this.noSuccessfulRunAlarm = this.alarms.find(
      (alarm) => alarm.node.id === "NoSuccessfulRunAlarm",
    ) as cloudwatch.Alarm;
    this.errorsAlarm = this.alarms.find(
      (alarm) => alarm.node.id === "ErrorsAlarm",
    ) as cloudwatch.Alarm;
    this.failedInvocationsAlarm = this.alarm("FailedInvocationsAlarm", {
      alarmDescription:
        "An invocation could not be handled and landed in the failure queue (bad event or crash).",
      metric: this.failureQueue.metricApproximateNumberOfMessagesVisible({
        statistic: "Maximum",
        period: Duration.minutes(5),
      }),
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.dashboard = this.createDashboard(alarmRules(alarmInputs));
  }

  /** Least privilege: read that one secret, invoke only itself. */
  private grantAccess(secret: secretsmanager.ISecret, functionName: string): void {
    secret.grantRead(this.function);
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        sid: "InvokeItselfForContinuation",
        actions: ["lambda:InvokeFunction"],
        resources: [
          Stack.of(this).formatArn({
            service: "lambda",
            resource: "function",
            resourceName: functionName,
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ],
      }),
    );
    const role = this.function.role as iam.Role;
    Validations.of(role).acknowledge({
      id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
      reason: "Basic execution role: writes the function's own logs, nothing else.",
    });
    Validations.of(role).acknowledge({
      id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole]",
      reason: "Required for a function in a VPC: manages its network interfaces.",
    });
    Validations.of(role).acknowledge({
      id: "AwsSolutions-IAM5[Resource::*]",
      reason: "X-Ray PutTraceSegments/PutTelemetryRecords accept no resource other than *.",
    });
    Validations.of(this.function).acknowledge({
      id: "AwsSolutions-L1",
      reason: "Pinned to nodejs22.x on purpose: the runtime the project is built and tested for.",
    });
  }

  /**
   * Object stores: an owned bucket gets its entry's expiration rule; the function may read the
   * lifecycle configuration of every entry's bucket, and nothing else of them.
   */
  private governBuckets(buckets: ReturnType<typeof namedBuckets>): void {
    for (const { entry, bucket } of buckets) {
      if (bucket instanceof s3.Bucket) {
        bucket.addLifecycleRule({
          id: `retention-job-${entry.name}`,
          ...(entry.prefix ? { prefix: entry.prefix } : {}),
          expiration: Duration.days(entry.retentionDays),
          noncurrentVersionExpiration: Duration.days(entry.retentionDays),
        });
      }
    }
    if (buckets.length === 0) return;
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        sid: "ReadLifecycleOfRetentionBuckets",
        actions: ["s3:GetLifecycleConfiguration"],
        resources: buckets.map(
          ({ bucket, name }) => bucket?.bucketArn ?? `arn:${Stack.of(this).partition}:s3:::${name}`,
        ),
      }),
    );
  }

  /** An SNS topic encrypted with a key CloudWatch may use. */
  private createAlarmTopic(email: string | undefined): sns.Topic {
    const topicKey = new kms.Key(this, "AlarmTopicKey", {
      description: "retention-job alarm topic",
      enableKeyRotation: true,
    });
    topicKey.grant(
      new iam.ServicePrincipal("cloudwatch.amazonaws.com"),
      "kms:Decrypt",
      "kms:GenerateDataKey*",
    );
    const topic = new sns.Topic(this, "AlarmTopic", { masterKey: topicKey, enforceSSL: true });
    if (email) topic.addSubscription(new subscriptions.EmailSubscription(email));
    return topic;
  }

  /** A metric as the function emits it: its identity (name and exact dimensions) from the contract. */
  private metric(identity: MetricIdentity, statistic: string, period: Duration) {
    return new cloudwatch.Metric({
      namespace: this.metricsNamespace,
      metricName: identity.metricName,
      dimensionsMap: identity.dimensions,
      statistic,
      period,
    });
  }

  /** The rule's metric, or its metric math (DIFF) over it. */
  private ruleMetric(rule: AlarmRule): cloudwatch.IMetric {
    const period = Duration.seconds(rule.periodSeconds);
    const metric = this.metric(
      { metricName: rule.metric, dimensions: rule.dimensions },
      rule.statistic,
      period,
    );
    if (!rule.expression) return metric;
    const name = rule.metric.charAt(0).toLowerCase() + rule.metric.slice(1);
    return new cloudwatch.MathExpression({
      expression: `${rule.expression}(${name})`,
      label: `${rule.policy ?? "run"} ${name} ${rule.expression}`,
      usingMetrics: { [name]: metric },
      period,
    });
  }

  private alarm(id: string, props: cloudwatch.AlarmProps): cloudwatch.Alarm {
    const created = new cloudwatch.Alarm(this, id, props);
    created.addAlarmAction(new actions.SnsAction(this.alarmTopic));
    this.alarms.push(created);
    return created;
  }

  /** What the runs did, and whether any alarm is firing; each alarm line drawn from its rule. */
  private createDashboard(rules: AlarmRule[]): cloudwatch.Dashboard {
    const overdueLines = (metric: MetricName) =>
      rules
        .filter((rule) => rule.kind === "oldest-row-overdue" && rule.metric === metric)
        .map((rule) => ({ value: rule.threshold, label: `${rule.policy} alarm` }));
    const day = Duration.days(1);
    const perPolicy = (metricName: MetricName, statistic: string) =>
      this.policies.map((policy) =>
        this.metric(metricIdentity(metricName, policy.name), statistic, day).with({
          label: policy.name,
        }),
      );
    const runMetric = (metricName: MetricName, statistic: string) =>
      this.metric(metricIdentity(metricName), statistic, day);
    const dashboard = new cloudwatch.Dashboard(this, "Dashboard", {
      dashboardName: dashboardNameFor(Stack.of(this).stackName),
    });
    dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({ title: "Alarms", alarms: this.alarms, width: 24 }),
      new cloudwatch.GraphWidget({
        title: "Rows deleted per night",
        left: perPolicy(METRIC.rowsDeleted, "Sum"),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: "Backlog at the end of the run",
        left: perPolicy(METRIC.backlog, "Maximum"),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: "Oldest row's age (seconds)",
        left: perPolicy(METRIC.oldestAgeSeconds, "Maximum"),
        leftAnnotations: overdueLines(METRIC.oldestAgeSeconds),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: "Overdue: seconds past due of the oldest row (or partition) that should be gone",
        left: perPolicy(METRIC.overdueSeconds, "Maximum"),
        leftAnnotations: overdueLines(METRIC.overdueSeconds),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: "Held and blocked rows",
        left: [...perPolicy(METRIC.held, "Maximum"), ...perPolicy(METRIC.blocked, "Maximum")],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: "Run duration (ms) and segments",
        left: [runMetric(METRIC.runDurationMs, "Maximum")],
        right: [runMetric(METRIC.segments, "Maximum")],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: "Runs: succeeded, failed, errors",
        left: [
          runMetric(METRIC.runSucceeded, "Sum"),
          runMetric(METRIC.runFailed, "Sum"),
          runMetric(METRIC.errors, "Sum"),
        ],
        width: 12,
      }),
    );
    return dashboard;
  }
}
