// The bundled app's stack: one RetentionJob on the VPC, database and secret cdk.json names; its outputs.
import { Annotations, CfnOutput, Duration, Stack, type StackProps, TimeZone } from "aws-cdk-lib";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import type * as logs from "aws-cdk-lib/aws-logs";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import { STACK_OUTPUT } from "../functions/contract/names.js";
import type { RetentionTableInput } from "../functions/contract/retention-table.js";
import type { StackInput } from "./context.js";
import { RetentionJob } from "./retention-job.js";

export interface RetentionJobStackProps extends StackProps {
  input: StackInput;
}

/**
 * The bundled app's stack: the account's VPC, database security group and secret, imported by id
 * from cdk.json's context, and one RetentionJob construct. Its outputs are what `status` and
 * `invoke` read.
 */
export class RetentionJobStack extends Stack {
  readonly job: RetentionJob;

  constructor(scope: Construct, id: string, props: RetentionJobStackProps) {
    super(scope, id, props);
    const { input } = props;

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
    this.job = new RetentionJob(this, "RetentionJob", {
      ...(input.preset !== undefined
        ? { preset: input.preset }
        : // parseStackInput checked it as a retention table.
          { retentionTable: input.retentionTable as RetentionTableInput }),
      vpc,
      databaseSecurityGroup: ec2.SecurityGroup.fromSecurityGroupId(
        this,
        "DatabaseSg",
        input.databaseSecurityGroupId,
        { mutable: true },
      ),
      databasePort: input.databasePort,
      secret: secretsmanager.Secret.fromSecretCompleteArn(this, "DbSecret", input.dbSecretArn),
      schedule: scheduler.ScheduleExpression.expression(
        input.schedule,
        TimeZone.of(input.scheduleTimeZone),
      ),
      nightWindow: input.nightWindow,
      nightWindowUtc: input.nightWindowUtc,
      retentionInterval: Duration.millis(input.retentionInterval),
      maxRunDuration: Duration.millis(input.maxRunDuration),
      oldestAgeGrace:
        input.oldestAgeGrace === undefined ? undefined : Duration.millis(input.oldestAgeGrace),
      batchSize: input.batchSize,
      timeout: Duration.minutes(input.timeoutMinutes),
      memorySize: input.memoryMb,
      logRetention: input.logRetentionDays as logs.RetentionDays,
      alarmEmail: input.alarmEmail || undefined,
    });

    new CfnOutput(this, STACK_OUTPUT.functionName, { value: this.job.function.functionName });
    new CfnOutput(this, STACK_OUTPUT.metricsNamespace, { value: this.job.metricsNamespace });
    new CfnOutput(this, STACK_OUTPUT.logGroupName, { value: this.job.logGroup.logGroupName });
    new CfnOutput(this, STACK_OUTPUT.alarmTopicArn, { value: this.job.alarmTopic.topicArn });
    new CfnOutput(this, STACK_OUTPUT.failureQueueUrl, { value: this.job.failureQueue.queueUrl });
  }
}
