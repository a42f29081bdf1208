// The bundled app's stack: one RetentionJob on the VPC, database and secret cdk.json names; its outputs.
import { Annotations, CfnOutput, Stack, type StackProps, TimeZone } from "aws-cdk-lib";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import type { Construct } from "constructs";
import { STACK_OUTPUT } from "../functions/contract/names.js";
import {
  SETTINGS,
  type Setting,
  type SettingKey,
  settingsAt,
} from "../functions/contract/settings.js";
import type { StackInput } from "./context.js";
import type { RetentionJobProps } from "./props.js";
import { RetentionJob } from "./retention-job.js";
import { contextProp } from "./setting-text.js";

export interface RetentionJobStackProps extends StackProps {
  input: StackInput;
}

/**
 * The bundled app's stack: the account's VPC, database security group and secret, imported by id
 * from cdk.json's context (every other context setting passed on as its prop), and one
 * RetentionJob construct. Its outputs are what `status` and `invoke` read.
 */
export class RetentionJobStack extends Stack {
  readonly job: RetentionJob;

  constructor(scope: Construct, id: string, props: RetentionJobStackProps) {
    super(scope, id, props);
    const { input } = props;

    const { settings } = input;
    const vpc = ec2.Vpc.fromVpcAttributes(this, "Vpc", {
      vpcId: settings.vpcId as string,
      availabilityZones: settings.availabilityZones as string[],
      privateSubnetIds: settings.privateSubnetIds as string[],
      privateSubnetRouteTableIds: settings.privateSubnetRouteTableIds,
    });
    if (!settings.privateSubnetRouteTableIds) {
      Annotations.of(vpc).acknowledgeWarning(
        "@aws-cdk/aws-ec2:noSubnetRouteTableId",
        "The stack places a function in these subnets and never reads their route tables.",
      );
    }
    this.job = new RetentionJob(this, "RetentionJob", {
      ...(contextProps(this, input) as Omit<RetentionJobProps, "vpc">),
      vpc,
      schedule: scheduler.ScheduleExpression.expression(
        settings.schedule,
        TimeZone.of(settings.nightWindowTimeZone),
      ),
    });

    new CfnOutput(this, STACK_OUTPUT.functionName, { value: this.job.function.functionName });
    new CfnOutput(this, STACK_OUTPUT.metricsNamespace, { value: this.job.metricsNamespace });
    new CfnOutput(this, STACK_OUTPUT.logGroupName, { value: this.job.logGroup.logGroupName });
    new CfnOutput(this, STACK_OUTPUT.alarmTopicArn, { value: this.job.alarmTopic.topicArn });
    new CfnOutput(this, STACK_OUTPUT.failureQueueUrl, { value: this.job.failureQueue.queueUrl });
  }
}

/** Each context setting as the prop it stands for (constructs imported from their ARNs). */
function contextProps(scope: Construct, input: StackInput): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(settingsAt(SETTINGS, "context"))) {
    const value = input.settings[key as SettingKey];
    if (!setting.prop || value === undefined || setting.propType === "scheduler.ScheduleExpression")
      continue;
    props[setting.prop] = contextProp(
      scope,
      setting as Setting<unknown>,
      value,
      input.raw[setting.context as string],
    );
  }
  return props;
}
