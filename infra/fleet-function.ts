// A fleet's one function: the RetentionJob's code, in the VPC, allowed into every target's database;
// the targets' own settings in a layer (the file FLEET_TARGETS names), read at cold start.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Duration, Token, Validations } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { SqsDestination } from "aws-cdk-lib/aws-lambda-destinations";
import type * as logs from "aws-cdk-lib/aws-logs";
import type * as s3 from "aws-cdk-lib/aws-s3";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { ConfigError } from "../functions/contract/errors.js";
import {
  FLEET_TARGET_VARIABLES,
  FLEET_TARGETS_FILE,
  type FleetTargetVariable,
} from "../functions/contract/fleet.js";
import { DEFAULTS } from "../functions/contract/limits.js";
import { FLEET_EVIDENCE } from "../functions/contract/names.js";
import { settingsEnvironment } from "../functions/contract/settings.js";
import { acknowledgeEvidenceGrant } from "./fleet-evidence.js";
import type { CheckedFleet, CheckedTarget, RetentionFleetProps } from "./fleet-props.js";
import { functionSecurityGroup, grantAccess, grantEvidence, LAMBDA_CODE_DIR } from "./function.js";

/** Where Lambda mounts a layer's files. */
const LAYER_ROOT = "/opt";

/**
 * A target's own variables, as the targets file holds them (contract/fleet.ts); its runs' evidence
 * under its own prefix of the fleet's evidence bucket (`evidencePrefix`).
 */
export function targetVariables(
  { target, checked }: CheckedTarget,
  evidencePrefix: string,
): Record<string, string> {
  const variables: Record<string, string> = {
    ...(target.preset !== undefined
      ? { RETENTION_PRESET: target.preset }
      : { RETENTION_TABLE: JSON.stringify(target.retentionTable) }),
    DB_SECRET_ARN: target.secret.secretArn,
    ...settingsEnvironment({
      maxRunDurationMs: checked.maxRunDurationMs,
      nightWindow: checked.nightWindow,
      nightWindowTimeZone: checked.nightWindow.timeZone,
    }),
    EVIDENCE_PREFIX: evidencePrefix,
  };
  const allowed = new Set<string>(FLEET_TARGET_VARIABLES);
  for (const name of Object.keys(variables)) {
    if (!allowed.has(name)) throw new Error(`${name} is not a fleet target's variable`);
  }
  return variables as Record<FleetTargetVariable, string>;
}

/**
 * The targets file as a layer of its own. A token (a secret's ARN from the same stack) cannot go
 * in a file written at synth: such a secret is refused, naming the target.
 */
function targetsLayer(
  scope: Construct,
  fleet: CheckedFleet,
  stateMachineName: string,
): lambda.LayerVersion {
  const targets = Object.fromEntries(
    fleet.targets.map((each) => [
      each.target.name,
      targetVariables(each, FLEET_EVIDENCE.target(stateMachineName, each.target.name)),
    ]),
  );
  const unresolved = fleet.targets.find((each) => Token.isUnresolved(each.target.secret.secretArn));
  if (unresolved)
    throw new ConfigError(
      `props.targets[${fleet.targets.indexOf(unresolved)}].secret`,
      "has no literal ARN (it is made in this app): give each target's secret by its complete ARN (Secret.fromSecretCompleteArn), the targets file is written at synth",
    );
  const dir = mkdtempSync(join(tmpdir(), "retention-fleet-"));
  writeFileSync(join(dir, FLEET_TARGETS_FILE), JSON.stringify(targets, null, 1));
  return new lambda.LayerVersion(scope, "Targets", {
    description: "retention-job fleet: each target's settings",
    code: lambda.Code.fromAsset(dir),
    compatibleArchitectures: [lambda.Architecture.ARM_64],
  });
}

export interface FleetFunctionParts {
  props: RetentionFleetProps;
  fleet: CheckedFleet;
  functionName: string;
  /** The state machine's name: the targets' evidence prefixes are under its own (FLEET_EVIDENCE). */
  stateMachineName: string;
  /** The bucket each target's runs copy their evidence records to. */
  evidenceBucket: s3.IBucket;
  metricsNamespace: string;
  logGroup: logs.ILogGroup;
  failureQueue: sqs.IQueue;
}

/**
 * The fleet's function: what a RetentionJob's is, with every target's secret and database, each
 * target's runs' evidence copied under its own prefix of the evidence bucket.
 */
export function createFleetFunction(scope: Construct, parts: FleetFunctionParts): lambda.Function {
  const { props, fleet } = parts;
  const targets = fleet.targets.map((each) => each.target);
  const fn = new lambda.Function(scope, "Function", {
    functionName: parts.functionName,
    description: "retention-job fleet: one target's run a segment at a time, as its map item says",
    code: lambda.Code.fromAsset(LAMBDA_CODE_DIR),
    layers: [targetsLayer(scope, fleet, parts.stateMachineName)],
    handler: "index.handler",
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    timeout: Duration.seconds(Math.round(fleet.fleet.timeoutMinutes * 60)),
    memorySize: fleet.fleet.memoryMb,
    logGroup: parts.logGroup,
    tracing: lambda.Tracing.ACTIVE,
    vpc: props.vpc,
    vpcSubnets: props.vpcSubnets ?? { subnets: props.vpc.privateSubnets },
    securityGroups: [functionSecurityGroup(scope, props.vpc, targets)],
    recursiveLoop: lambda.RecursiveLoop.ALLOW,
    retryAttempts: 0,
    // maxConcurrency targets at once, each its chains and one more (a catch-up).
    reservedConcurrentExecutions: fleet.maxConcurrency * (fleet.maxChains + 1),
    onFailure: new SqsDestination(parts.failureQueue),
    environment: {
      FLEET_TARGETS: `${LAYER_ROOT}/${FLEET_TARGETS_FILE}`,
      EVIDENCE_BUCKET: parts.evidenceBucket.bucketName,
      ...settingsEnvironment({
        retentionIntervalMs: fleet.fleet.retentionIntervalMs,
        maxSegments: DEFAULTS.maxSegments,
        safetyMarginMs: DEFAULTS.safetyMarginMs,
        maxChains: fleet.maxChains,
        metricsNamespace: parts.metricsNamespace,
      }),
      NODE_OPTIONS: "--enable-source-maps",
    },
  });
  grantAccess(
    fn,
    targets.map((target) => target.secret),
    parts.functionName,
  );
  const evidence = {
    bucket: parts.evidenceBucket,
    prefix: FLEET_EVIDENCE.targets(parts.stateMachineName),
  };
  grantEvidence(fn, evidence);
  acknowledgeEvidenceGrant(
    fn.role as iam.Role,
    evidence.bucket,
    evidence.prefix,
    "s3:PutObject of the targets' run records under the fleet's targets' prefix of its evidence bucket (each target's its own below it), nothing else.",
  );
  // SendTask* take no resource but * (IAM has no resource type for them): a task token is its own
  // authority, and only the fleet's state machine hands this function one.
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      sid: "ReportRunsToTheFleet",
      actions: ["states:SendTaskSuccess", "states:SendTaskFailure"],
      resources: ["*"],
    }),
  );
  Validations.of(fn.role as iam.Role).acknowledge({
    id: "AwsSolutions-IAM5[Resource::*]",
    reason:
      "X-Ray PutTraceSegments/PutTelemetryRecords and states:SendTaskSuccess/SendTaskFailure accept no resource other than *.",
  });
  return fn;
}
