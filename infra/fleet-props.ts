// The RetentionFleet construct's props, and their check: each target checked as a RetentionJob's
// props would be (errors name `props.targets[i].<name>`), the fleet's own props once.
import type { Duration } from "aws-cdk-lib";
import type * as ec2 from "aws-cdk-lib/aws-ec2";
import type * as logs from "aws-cdk-lib/aws-logs";
import type * as s3 from "aws-cdk-lib/aws-s3";
import type * as scheduler from "aws-cdk-lib/aws-scheduler";
import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type * as sns from "aws-cdk-lib/aws-sns";
import { ConfigError } from "../functions/contract/errors.js";
import { TARGET_NAME, TARGET_NAME_RULE } from "../functions/contract/fleet.js";
import { FLEET } from "../functions/contract/limits.js";
import { hashingPolicy, type RetentionTableInput } from "../functions/contract/retention-table.js";
import { CHAINS } from "../functions/contract/settings/function.js";
import { type CheckedProps, checkProps } from "./props.js";

/** One database of the fleet: where it is, the maintenance role's secret, its retention table. */
export interface FleetTarget {
  /** Names its metrics' Database dimension, its alarms and its runs: letters, digits, - and _. */
  readonly name: string;
  /** The database (an `rds.IDatabaseInstance`, `IDatabaseCluster` or `IDatabaseProxy`); or give `databaseSecurityGroup`. */
  readonly database?: ec2.IConnectable;
  readonly databaseSecurityGroup?: ec2.ISecurityGroup;
  /** @default the database's default port, else 5432 */
  readonly databasePort?: number;
  /** The maintenance role's credentials (RDS secret JSON: host, port, username, password, dbname). */
  readonly secret: secretsmanager.ISecret;
  /** A built-in retention table; give this or `retentionTable`. */
  readonly preset?: string;
  readonly retentionTable?: RetentionTableInput;
  /** This target's night window (on the schedule's clock). @default the fleet's nightWindow */
  readonly nightWindow?: string;
  /** This target's run's MaxRunDuration. @default the fleet's maxRunDuration */
  readonly maxRunDuration?: Duration;
}

export interface RetentionFleetProps {
  /** The databases, each run once a night by the fleet's state machine. */
  readonly targets: FleetTarget[];
  /** The VPC the function runs in: it must reach every target's database and the AWS APIs. */
  readonly vpc: ec2.IVpc;
  /** @default the VPC's private subnets */
  readonly vpcSubnets?: ec2.SubnetSelection;
  /** When the fleet's night starts. @default cron(5 2 * * ? *) in UTC */
  readonly schedule?: scheduler.ScheduleExpression;
  /** Every target's night window unless it gives its own. @default 02:00-05:00 */
  readonly nightWindow?: string;
  /** @default 24 hours */
  readonly retentionInterval?: Duration;
  /** Every target's MaxRunDuration unless it gives its own. @default 30 minutes */
  readonly maxRunDuration?: Duration;
  /** Targets whose runs go on at once. @default 4 */
  readonly maxConcurrency?: number;
  /**
   * Items of the map that may fail outright (not a run that failed: each item records that as its
   * outcome) before the map stops. @default 0
   */
  readonly toleratedFailurePercentage?: number;
  /** The share of targets whose run failed in a night that raises the failure-share alarm. @default 25 */
  readonly failureSharePercent?: number;
  /** Chains one target's run may fan out into. @default 2 */
  readonly maxChains?: number;
  /** One segment's Lambda timeout. @default 15 minutes */
  readonly timeout?: Duration;
  /** @default 512 */
  readonly memorySize?: number;
  /** @default one month */
  readonly logRetention?: logs.RetentionDays;
  /** Slack before a target's oldest-row alarm. @default 2 x retentionInterval */
  readonly oldestAgeGrace?: Duration;
  /** Where the alarms go. @default a new KMS-encrypted topic */
  readonly alarmTopic?: sns.ITopic;
  readonly alarmEmail?: string;
  /** @default `<stack name>-fleet` */
  readonly functionName?: string;
  /** @default `<stack name>-fleet` */
  readonly stateMachineName?: string;
  /** CloudWatch namespace of the metrics: give each fleet its own. @default RetentionJob */
  readonly metricsNamespace?: string;
  /**
   * Where the fleet's evidence is kept, under `fleet/<stateMachineName>/` (FLEET_EVIDENCE,
   * functions/contract/names.ts): each night's outcomes under `nights/`, put by the state machine,
   * each target's run records under `targets/<target>/`, put by the function; each may put objects
   * under its own prefix only. @default a bucket of the fleet's own (S3-managed encryption, TLS only,
   * versioned, each object expiring after FLEET.evidenceDays, functions/contract/limits.ts)
   */
  readonly evidenceBucket?: s3.IBucket;
}

/** A target, checked: its retention table, window and run time as a RetentionJob's would be. */
export interface CheckedTarget {
  target: FleetTarget;
  checked: CheckedProps;
}

export interface CheckedFleet {
  targets: CheckedTarget[];
  maxConcurrency: number;
  toleratedFailurePercentage: number;
  failureSharePercent: number;
  maxChains: number;
  /** The fleet's schedule and sizes (the first target's check: they are the fleet's props). */
  fleet: CheckedProps;
}

function inRange(
  value: number | undefined,
  field: string,
  range: { default: number; min: number; max: number },
): number {
  const given = value ?? range.default;
  if (!(Number.isInteger(given) && given >= range.min && given <= range.max))
    throw new ConfigError(
      field,
      `must be an integer from ${range.min} to ${range.max}, got ${given}`,
    );
  return given;
}

/** What a fleet's target may not use yet: what needs wiring of its own beside the database. */
function checkTableFits(checked: CheckedProps, field: string): void {
  const { policies, stores } = checked.table;
  const reason =
    stores.length > 0
      ? "has derived stores (buckets)"
      : policies.some((policy) => policy.publish)
        ? "publishes its deletions"
        : policies.some((policy) => policy.archive)
          ? "archives rows"
          : hashingPolicy(policies)
            ? "redacts to a keyed hash"
            : undefined;
  if (reason)
    throw new ConfigError(
      field,
      `${reason}: a fleet's target may not yet (give that database a RetentionJob of its own)`,
    );
}

/** One target as a RetentionJob's props, checked; a problem names `props.targets[i].<prop>`. */
function checkTarget(
  props: RetentionFleetProps,
  target: FleetTarget,
  index: number,
): CheckedTarget {
  const prefix = `props.targets[${index}]`;
  if (typeof target.name !== "string" || !TARGET_NAME.test(target.name))
    throw new ConfigError(`${prefix}.name`, TARGET_NAME_RULE);
  try {
    const checked = checkProps({
      vpc: props.vpc,
      secret: target.secret,
      database: target.database,
      databaseSecurityGroup: target.databaseSecurityGroup,
      databasePort: target.databasePort,
      preset: target.preset,
      retentionTable: target.retentionTable,
      schedule: props.schedule,
      nightWindow: target.nightWindow ?? props.nightWindow,
      retentionInterval: props.retentionInterval,
      maxRunDuration: target.maxRunDuration ?? props.maxRunDuration,
      timeout: props.timeout,
      memorySize: props.memorySize,
      alarmEmail: props.alarmEmail,
      alarmTopic: props.alarmTopic,
    });
    checkTableFits(
      checked,
      `${prefix}.${target.preset !== undefined ? "preset" : "retentionTable"}`,
    );
    return { target, checked };
  } catch (error) {
    if (!(error instanceof ConfigError) || !error.field.startsWith("props.")) throw error;
    throw new ConfigError(
      `${prefix}.${error.field.slice("props.".length)}`,
      error.problems[0]!.message,
    );
  }
}

/** Every prop checked; throws ConfigError naming the prop (a target's as `props.targets[i].<prop>`). */
export function checkFleetProps(props: RetentionFleetProps): CheckedFleet {
  if (!Array.isArray(props.targets) || props.targets.length === 0)
    throw new ConfigError("props.targets", "give at least one target");
  const targets = props.targets.map((target, index) => checkTarget(props, target, index));
  const seen = new Set<string>();
  for (const [index, { target }] of targets.entries()) {
    if (seen.has(target.name.toLowerCase()))
      throw new ConfigError(
        `props.targets[${index}].name`,
        `"${target.name}" is another target's name`,
      );
    seen.add(target.name.toLowerCase());
  }
  return {
    targets,
    maxConcurrency: inRange(props.maxConcurrency, "props.maxConcurrency", FLEET.maxConcurrency),
    toleratedFailurePercentage: inRange(
      props.toleratedFailurePercentage,
      "props.toleratedFailurePercentage",
      FLEET.toleratedFailurePercentage,
    ),
    failureSharePercent: inRange(
      props.failureSharePercent,
      "props.failureSharePercent",
      FLEET.failureSharePercent,
    ),
    maxChains: inRange(props.maxChains, "props.maxChains", CHAINS),
    fleet: (targets[0] as CheckedTarget).checked,
  };
}
