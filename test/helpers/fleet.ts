// A RetentionFleet in a stack of its own, as a platform team's CDK app would hold it, synthesized
// offline; its state machine's definition as the ASL Step Functions would run.
import { App, Stack, Validations } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import { AwsSolutionsChecks } from "cdk-nag";
import { type FleetTarget, RetentionFleet, type RetentionFleetProps } from "../../infra/index.js";

export const ACCOUNT = "123456789012";
export const REGION = "eu-west-1";
/** The fleet's own evidence bucket's name in the rendered definition. */
export const EVIDENCE_BUCKET = "fleet-evidence";
/** The function's ARN in the rendered definition. */
export const FUNCTION_ARN = `arn:aws:lambda:${REGION}:${ACCOUNT}:function:Fleet-fleet`;

export interface FleetApp {
  app: App;
  stack: Stack;
  fleet: RetentionFleet;
  readonly template: Template;
}

/**
 * `count` targets named db0, db1, ... on the identity preset, their databases in `groups` security
 * groups (targets share them round-robin), each secret by its complete ARN.
 */
export function fleetTargets(
  stack: Stack,
  count: number,
  groups = count,
  extra: (index: number) => Partial<FleetTarget> = () => ({}),
): FleetTarget[] {
  const sgs = Array.from({ length: groups }, (_, index) =>
    ec2.SecurityGroup.fromSecurityGroupId(stack, `DbSg${index}`, `sg-0a1b2c3d${index}`),
  );
  return Array.from({ length: count }, (_, index) => ({
    name: `db${index}`,
    databaseSecurityGroup: sgs[index % groups] as ec2.ISecurityGroup,
    secret: secretsmanager.Secret.fromSecretCompleteArn(
      stack,
      `Secret${index}`,
      `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:db${index}-AbCdEf`,
    ),
    preset: "identity",
    ...extra(index),
  }));
}

/** The fleet in stack "Fleet" (no bundling), cdk-nag's checks on when `nag`. */
export function fleetApp(
  props: (stack: Stack) => Partial<RetentionFleetProps> & Pick<RetentionFleetProps, "targets">,
  options: { nag?: boolean } = {},
): FleetApp {
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stack = new Stack(app, "Fleet", { env: { account: ACCOUNT, region: REGION } });
  const vpc = ec2.Vpc.fromVpcAttributes(stack, "Vpc", {
    vpcId: "vpc-0a1b2c3d4e5f60718",
    availabilityZones: [`${REGION}a`],
    privateSubnetIds: ["subnet-0a1b2c3d4e5f60718"],
  });
  const fleet = new RetentionFleet(stack, "Fleet", { vpc, ...props(stack) });
  if (options.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  let template: Template | undefined;
  return {
    app,
    stack,
    fleet,
    // Synthesized when first asked for (a test that only resolves the definition skips it).
    get template() {
      template ??= Template.fromStack(stack);
      return template;
    },
  };
}

/** A CloudFormation value (of the definition, of an environment), rendered: the references as this account's ARNs. */
export function render(value: unknown): string {
  if (typeof value === "string") return value;
  const node = value as Record<string, unknown>;
  if (node.Ref === "AWS::Partition") return "aws";
  if (node.Ref === "AWS::Region") return REGION;
  if (node.Ref === "AWS::AccountId") return ACCOUNT;
  if (typeof node.Ref === "string" && node.Ref.startsWith("FleetEvidence")) return EVIDENCE_BUCKET;
  const getAtt = node["Fn::GetAtt"] as [string, string] | undefined;
  if (getAtt?.[1] === "Arn" && getAtt[0].startsWith("FleetFunction")) return FUNCTION_ARN;
  const join = node["Fn::Join"] as [string, unknown[]] | undefined;
  if (join) return join[1].map(render).join(join[0]);
  throw new Error(`cannot render ${JSON.stringify(value)}`);
}

/** A resolved DefinitionString as the ASL deployed: its references filled with this account's ARNs. */
export function renderDefinition(definitionString: unknown): Record<string, unknown> {
  return JSON.parse(render(definitionString)) as Record<string, unknown>;
}

/** The state machine's definition (ASL) as deployed, from the synthesized template. */
export function definitionOf(template: Template): Record<string, unknown> {
  const machines = Object.values(template.findResources("AWS::StepFunctions::StateMachine")) as {
    Properties: { DefinitionString: unknown };
  }[];
  if (machines.length !== 1) throw new Error(`${machines.length} state machines`);
  return renderDefinition(machines[0]!.Properties.DefinitionString);
}
