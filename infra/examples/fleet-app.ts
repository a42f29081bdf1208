// Your own CDK app with a RetentionFleet of three databases: what docs/fleet.md's local night
// synthesizes and runs (test/docs/local-night.test.ts runs that recipe as written).
import { App, Stack } from "aws-cdk-lib";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import { RetentionFleet } from "retention-job/infra";

export const app = new App();
export const stack = new Stack(app, "Platform", {
  env: { account: "123456789012", region: "eu-west-1" },
});
const vpc = ec2.Vpc.fromVpcAttributes(stack, "Vpc", {
  vpcId: "vpc-0a1b2c3d4e5f60718",
  availabilityZones: ["eu-west-1a"],
  privateSubnetIds: ["subnet-0a1b2c3d4e5f60718"],
  privateSubnetRouteTableIds: ["rtb-0a1b2c3d4e5f60718"],
});
// The services' databases: each one's security group and its maintenance role's secret.
const services = ["billing", "identity", "orders"].map((name, index) => ({
  name,
  dbSecurityGroup: ec2.SecurityGroup.fromSecurityGroupId(
    stack,
    `${name}Db`,
    `sg-0a1b2c3d4e5f6071${index}`,
  ),
  secretArn: `arn:aws:secretsmanager:eu-west-1:123456789012:secret:${name}/retention-job-AbCdEf`,
}));

export const fleet = new RetentionFleet(stack, "Fleet", {
  vpc,
  maxConcurrency: 2,
  targets: services.map((service) => ({
    name: service.name,
    databaseSecurityGroup: service.dbSecurityGroup,
    secret: secretsmanager.Secret.fromSecretCompleteArn(
      stack,
      `${service.name}Secret`,
      service.secretArn,
    ),
    preset: "identity",
  })),
});

if (process.argv[1]?.endsWith("fleet-app.ts")) app.synth();
