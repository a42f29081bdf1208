import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  Annotations,
  ArnFormat,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  TimeZone,
  Validations,
} from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as actions from "aws-cdk-lib/aws-cloudwatch-actions";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import * as iam from "aws-cdk-lib/aws-iam";
import * as kms from "aws-cdk-lib/aws-kms";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { SqsDestination } from "aws-cdk-lib/aws-lambda-destinations";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import * as logs from "aws-cdk-lib/aws-logs";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import { LambdaInvoke } from "aws-cdk-lib/aws-scheduler-targets";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import * as sns from "aws-cdk-lib/aws-sns";
import * as subscriptions from "aws-cdk-lib/aws-sns-subscriptions";
import * as sqs from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { METRIC, POLICY_DIMENSION, SERVICE_NAME } from "../functions/retention/metrics.js";
import type { StackInput } from "./config.js";

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

export interface RetentionJobStackProps extends StackProps {
  input: StackInput;
}

/** Everything retention-job needs in an account: the function, its schedule, alarms and dashboard. */
export class RetentionJobStack extends Stack {
  readonly function: NodejsFunction;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly alarmTopic: sns.Topic;
  readonly failureQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: RetentionJobStackProps) {
    super(scope, id, props);
    const { input } = props;
    const functionName = `${this.stackName}-retention`;
    const namespace = "RetentionJob";

    // Network: the account's VPC and database security group, imported without lookups.
    const vpc = ec2.Vpc.fromVpcAttributes(this, "Vpc", {
      vpcId: input.vpcId,
      availabilityZones: input.availabilityZones,
      privateSubnetIds: input.privateSubnetIds,
      privateSubnetRouteTableIds: input.privateSubnetRouteTableIds,
    });
    if (!input.privateSubnetRouteTableIds) {
      Annotations.of(vpc).acknowledgeWarning(
        "@aws-cdk/aws-ec2:noSubnetRouteTableId",
        "The stack places a function in these subnets and never reads their route tables.",
      );
    }
    const databaseSg = ec2.SecurityGroup.fromSecurityGroupId(
      this,
      "DatabaseSg",
      input.databaseSecurityGroupId,
      {
        mutable: true,
      },
    );
    const functionSg = new ec2.SecurityGroup(this, "FunctionSg", {
      vpc,
      description: "retention-job: reaches the database and AWS APIs (HTTPS) only",
      allowAllOutbound: false,
    });
    functionSg.addEgressRule(databaseSg, ec2.Port.tcp(input.databasePort), "PostgreSQL");
    functionSg.addEgressRule(
      ec2.Peer.anyIpv4(),
      ec2.Port.tcp(443),
      "Secrets Manager, Lambda, X-Ray over HTTPS",
    );
    databaseSg.addIngressRule(functionSg, ec2.Port.tcp(input.databasePort), "retention-job");

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

    const logGroup = new logs.LogGroup(this, "Logs", {
      retention: input.logRetentionDays as logs.RetentionDays,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const secret = secretsmanager.Secret.fromSecretCompleteArn(this, "DbSecret", input.dbSecretArn);
    const certs = join(projectRoot, "functions/retention/certs");

    this.function = new NodejsFunction(this, "Function", {
      functionName,
      description: "retention-job: deletes expired rows in batches as the retention table says",
      entry: join(projectRoot, "functions/retention/handler.ts"),
      handler: "handler",
      projectRoot,
      depsLockFilePath: join(projectRoot, "package-lock.json"),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      // One segment: long enough for many batches, with the safety margin at its end.
      timeout: Duration.minutes(input.timeoutMinutes),
      memorySize: input.memoryMb,
      logGroup,
      tracing: lambda.Tracing.ACTIVE,
      vpc,
      vpcSubnets: { subnets: vpc.privateSubnets },
      securityGroups: [functionSg],
      // Our own hop limit (MAX_SEGMENTS) guards the self-invocation chain.
      recursiveLoop: lambda.RecursiveLoop.ALLOW,
      retryAttempts: 0,
      onFailure: new SqsDestination(this.failureQueue),
      environment: {
        ...(input.preset
          ? { RETENTION_PRESET: input.preset }
          : { RETENTION_TABLE: JSON.stringify(input.retentionTable) }),
        DB_SECRET_ARN: input.dbSecretArn,
        RETENTION_INTERVAL: `${input.retentionInterval / 60_000}m`,
        MAX_RUN_DURATION: `${input.maxRunDuration / 60_000}m`,
        NIGHT_WINDOW_UTC: input.nightWindow.text,
        MAX_SEGMENTS: "12",
        SAFETY_MARGIN_MS: "60000",
        METRICS_NAMESPACE: namespace,
        ...(input.batchSize ? { BATCH_SIZE: String(input.batchSize) } : {}),
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
          // A pinned RDS CA bundle, if the operator put one in functions/retention/certs.
          afterBundling: (_inputDir: string, outputDir: string) =>
            existsSync(certs) ? [`cp -r "${certs}" "${outputDir}/certs"`] : [],
        },
      },
    });

    // Least privilege: read that one secret, invoke only itself.
    secret.grantRead(this.function);
    this.function.addToRolePolicy(
      new iam.PolicyStatement({
        sid: "InvokeItselfForContinuation",
        actions: ["lambda:InvokeFunction"],
        resources: [
          this.formatArn({
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

    // Nightly schedule (EventBridge Scheduler: it has time zones).
    const scheduleRole = new iam.Role(this, "ScheduleRole", {
      assumedBy: new iam.ServicePrincipal("scheduler.amazonaws.com"),
      description: "retention-job schedule: invokes the function, nothing else",
    });
    Validations.of(scheduleRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(this.function.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`,
      reason:
        "lambda:InvokeFunction on this one function and its versions (grantInvoke adds Arn:*), nothing else.",
    });
    new scheduler.Schedule(this, "Nightly", {
      description: "retention-job nightly run",
      schedule: scheduler.ScheduleExpression.expression(
        input.schedule,
        TimeZone.of(input.scheduleTimeZone),
      ),
      target: new LambdaInvoke(this.function, {
        role: scheduleRole,
        input: scheduler.ScheduleTargetInput.fromObject({ kind: "scheduled" }),
        retryAttempts: 0,
        deadLetterQueue: this.failureQueue,
      }),
    });

    // Alarms, to an encrypted SNS topic that CloudWatch may publish to.
    const topicKey = new kms.Key(this, "AlarmTopicKey", {
      description: "retention-job alarm topic",
      enableKeyRotation: true,
    });
    topicKey.grant(
      new iam.ServicePrincipal("cloudwatch.amazonaws.com"),
      "kms:Decrypt",
      "kms:GenerateDataKey*",
    );
    this.alarmTopic = new sns.Topic(this, "AlarmTopic", { masterKey: topicKey, enforceSSL: true });
    if (input.alarmEmail)
      this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(input.alarmEmail));

    const interval = Duration.millis(input.retentionInterval);
    const runMetric = (metricName: string, statistic: string, period: Duration) =>
      new cloudwatch.Metric({
        namespace,
        metricName,
        dimensionsMap: { service: SERVICE_NAME },
        statistic,
        period,
      });
    const policyMetric = (
      metricName: string,
      policy: string,
      statistic: string,
      period: Duration,
    ) =>
      new cloudwatch.Metric({
        namespace,
        metricName,
        dimensionsMap: { service: SERVICE_NAME, [POLICY_DIMENSION]: policy },
        statistic,
        period,
      });
    const alarm = (id: string, props: cloudwatch.AlarmProps) => {
      const created = new cloudwatch.Alarm(this, id, props);
      created.addAlarmAction(new actions.SnsAction(this.alarmTopic));
      this.alarms.push(created);
      return created;
    };

    alarm("NoSuccessfulRunAlarm", {
      alarmDescription:
        "No successful retention run within 2 x RetentionInterval: the worker is stuck and personal data outlives its retention (compliance).",
      metric: runMetric(METRIC.runSucceeded, "Sum", Duration.millis(input.retentionInterval * 2)),
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.BREACHING,
    });
    alarm("ErrorsAlarm", {
      alarmDescription:
        "A retention run reported errors (failed policy or segment). Rows stay and go after recovery.",
      metric: runMetric(METRIC.errors, "Sum", Duration.hours(1)),
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm("FailedInvocationsAlarm", {
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
    const graceMs = input.oldestAgeGrace ?? input.retentionInterval * 2;
    for (const policy of input.policies) {
      const id = policy.name.replace(/[^A-Za-z0-9]/g, "");
      alarm(`BacklogGrowing${id}`, {
        alarmDescription: `Backlog of ${policy.name} grew over 3 consecutive runs: the job does not keep up.`,
        metric: new cloudwatch.MathExpression({
          expression: "DIFF(backlog)",
          label: `${policy.name} backlog growth`,
          usingMetrics: { backlog: policyMetric(METRIC.backlog, policy.name, "Maximum", interval) },
          period: interval,
        }),
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 3,
        datapointsToAlarm: 3,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      alarm(`OldestRowOverdue${id}`, {
        alarmDescription: `A row of ${policy.name} outlived its retention plus grace: the job is broken, whatever it reports.`,
        metric: policyMetric(METRIC.oldestAgeSeconds, policy.name, "Maximum", interval),
        threshold: Math.round((policy.retentionMs + graceMs) / 1000),
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    }

    // Dashboard: what the runs did, and whether any alarm is firing.
    const day = Duration.days(1);
    const perPolicy = (metricName: string, statistic: string) =>
      input.policies.map((policy) =>
        policyMetric(metricName, policy.name, statistic, day).with({ label: policy.name }),
      );
    const dashboard = new cloudwatch.Dashboard(this, "Dashboard", {
      dashboardName: `${this.stackName}-retention`,
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
        leftAnnotations: input.policies.map((policy) => ({
          value: Math.round((policy.retentionMs + graceMs) / 1000),
          label: `${policy.name} alarm`,
        })),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: "Held and blocked rows",
        left: [...perPolicy(METRIC.held, "Maximum"), ...perPolicy(METRIC.blocked, "Maximum")],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: "Run duration (ms) and segments",
        left: [runMetric(METRIC.runDurationMs, "Maximum", day)],
        right: [runMetric(METRIC.segments, "Maximum", day)],
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: "Runs: succeeded, failed, errors",
        left: [
          runMetric(METRIC.runSucceeded, "Sum", day),
          runMetric(METRIC.runFailed, "Sum", day),
          runMetric(METRIC.errors, "Sum", day),
        ],
        width: 12,
      }),
    );

    new CfnOutput(this, "FunctionName", { value: this.function.functionName });
    new CfnOutput(this, "MetricsNamespace", { value: namespace });
    new CfnOutput(this, "LogGroupName", { value: logGroup.logGroupName });
    new CfnOutput(this, "AlarmTopicArn", { value: this.alarmTopic.topicArn });
    new CfnOutput(this, "FailureQueueUrl", { value: this.failureQueue.queueUrl });
  }
}
