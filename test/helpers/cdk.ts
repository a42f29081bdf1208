// The construct in a stack of its own, as a user's CDK app would hold it, synthesized offline.
import { App, Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import { RetentionJob, type RetentionJobProps } from "../../infra/index.js";

/** What every RetentionJob needs, imported into `stack` by id (nothing of ours is created). */
export function imported(stack: Stack) {
  return {
    vpc: ec2.Vpc.fromVpcAttributes(stack, "Vpc", {
      vpcId: "vpc-0a1b2c3d4e5f60718",
      availabilityZones: ["eu-west-1a"],
      privateSubnetIds: ["subnet-0a1b2c3d4e5f60718"],
    }),
    databaseSecurityGroup: ec2.SecurityGroup.fromSecurityGroupId(stack, "Sg", "sg-0a1b2c3d"),
    secret: secretsmanager.Secret.fromSecretCompleteArn(
      stack,
      "Secret",
      "arn:aws:secretsmanager:eu-west-1:123456789012:secret:db-AbCdEf",
    ),
  };
}

/**
 * A RetentionJob in its own stack (no bundling), its props from `props(stack)` beside the imported
 * basics; the synthesized template.
 */
export function synthesizeJob(
  props: (stack: Stack) => Partial<RetentionJobProps>,
  stackName = "Job",
): Record<string, unknown> {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new Stack(app, stackName);
  new RetentionJob(stack, "Retention", { ...imported(stack), ...props(stack) });
  return Template.fromStack(stack).toJSON();
}
