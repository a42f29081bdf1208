// Your own CDK app, with retention-job as one construct in it.
import { App, Stack } from "aws-cdk-lib";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import * as rds from "aws-cdk-lib/aws-rds";
import * as sns from "aws-cdk-lib/aws-sns";
import { RetentionJob } from "retention-job/infra";

export const app = new App();
export const stack = new Stack(app, "Identity");
const vpc = new ec2.Vpc(stack, "Vpc", { maxAzs: 2 });
const database = new rds.DatabaseInstance(stack, "Database", {
  engine: rds.DatabaseInstanceEngine.postgres({ version: rds.PostgresEngineVersion.VER_17 }),
  vpc,
});
// The maintenance role's credentials (create the role with `retention-job provision-role`).
const secret = new rds.DatabaseSecret(stack, "RetentionRole", { username: "retention_job" });
const paging = new sns.Topic(stack, "Paging");

export const job = new RetentionJob(stack, "Retention", {
  preset: "identity",
  vpc,
  database,
  secret,
  alarmTopic: paging,
});
