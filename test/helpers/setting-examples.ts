// One good value and one bad value of every setting of the table, as each door gives them: a text
// for the environment and the flags, JSON for the context, an object for the construct's props.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Duration, type Stack, TimeZone } from "aws-cdk-lib";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import * as events from "aws-cdk-lib/aws-events";
import * as kms from "aws-cdk-lib/aws-kms";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { Door, SettingKey } from "../../functions/contract/settings.js";

/** A value as the doors take it: `value` for the context (and, as text, the environment and flags); `prop` for the construct. */
export interface DoorValue {
  value: unknown;
  /** The construct's prop, when it is not the value itself (a Duration, a construct). */
  prop?: (stack: Stack) => unknown;
}

export interface Example {
  good: DoorValue;
  /** A value every door refuses with one message; absent: the setting takes any text. */
  bad?: DoorValue;
  /** Doors at which no bad value can be given, and why (the prop's type refuses it first). */
  badUnsayable?: Partial<Record<Door, string>>;
  /** Given only beside settings that would conflict with it (a preset and a table). */
  alternate?: true;
}

export const CA_BUNDLE = join(tmpdir(), `settings-doors-ca-${process.pid}.pem`);
writeFileSync(CA_BUNDLE, "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n");

const SECRET = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:identity/retention-AbCdEf";
const KEY_SECRET = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:identity/redaction-XyZ123";
const BUS = "arn:aws:events:eu-west-1:123456789012:event-bus/retention";
const KMS_KEY = "arn:aws:kms:eu-west-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab";
const duration = (text: string, make: () => Duration): DoorValue => ({ value: text, prop: make });
const secret = (arn: string) => (stack: Stack) =>
  secretsmanager.Secret.fromSecretPartialArn(stack, `S${arn.replace(/\W/g, "")}`, arn);
const bucket = (name: string) => (stack: Stack) =>
  s3.Bucket.fromBucketName(stack, `B${name}`, name);
const durationUnsayable = "a Duration cannot be negative (the CDK refuses it)";

export const TABLE = {
  policies: [
    {
      name: "sessions",
      table: "app.sessions",
      clock: "updated_at",
      retention: "30d",
      owner: "Platform",
    },
  ],
};
export const ERASURE = {
  name: "account",
  subject: { table: "app.accounts", key: "id" },
  owner: "Trust and Safety",
};

/** Every setting: a good value (not its default) and a bad one. */
export const EXAMPLES: Record<SettingKey, Example> = {
  maxRunDurationMs: {
    good: duration("45m", () => Duration.minutes(45)),
    bad: duration("0ms", () => Duration.millis(0)),
  },
  batchSize: { good: { value: 500 }, bad: { value: 0 } },
  batchTimeMs: {
    good: duration("50ms", () => Duration.millis(50)),
    bad: duration("5ms", () => Duration.millis(5)),
  },
  parallel: { good: { value: 3 }, bad: { value: 0 } },
  order: { good: { value: "clock" }, bad: { value: "sideways" } },
  changeStream: { good: { value: "mark" }, bad: { value: "hidden" } },
  maxReplicaLagMs: { good: { value: "30s" }, bad: { value: "soon" } },
  maxActiveSessions: { good: { value: 40 }, bad: { value: "many" } },
  maxLockWaiters: { good: { value: "off" }, bad: { value: "-1" } },
  maxLockWaitMs: { good: { value: "250ms" }, bad: { value: "briefly" } },
  maxWalRate: { good: { value: "16MB" }, bad: { value: "fast" } },
  latencyBudget: { good: { value: 1.5 }, bad: { value: 20 } },
  pauseMs: {
    good: duration("100ms", () => Duration.millis(100)),
    bad: { value: "-5ms" },
    badUnsayable: { prop: durationUnsayable },
  },
  retentionIntervalMs: {
    good: duration("12h", () => Duration.hours(12)),
    bad: duration("90000ms", () => Duration.seconds(90)),
  },
  nightWindow: { good: { value: "01:00-04:00" }, bad: { value: "25:00-26:00" } },
  nightWindowUtc: { good: { value: "01:30-04:30" }, bad: { value: "3am" }, alternate: true },
  nightWindowTimeZone: {
    good: { value: "Europe/Berlin" },
    bad: { value: "Mars/Olympus" },
  },
  safetyMarginMs: { good: { value: 30_000 }, bad: { value: 5 } },
  maxSegments: { good: { value: 20 }, bad: { value: 0 } },
  maxChains: { good: { value: 4 }, bad: { value: 9 } },
  metricsNamespace: { good: { value: "Retention/Test" }, bad: { value: "bad namespace!" } },
  evidenceLockDays: { good: { value: 30 }, bad: { value: 0 } },
  databaseUrl: {
    good: { value: "postgres://retention@db.example:5432/app" },
    bad: { value: "mysql://db.example/app" },
    alternate: true,
  },
  dbSecretArn: {
    good: { value: SECRET, prop: secret(SECRET) },
    bad: {
      value: "arn:aws:secretsmanager:eu-west-1:1:secret:x",
      prop: secret("arn:aws:secretsmanager:eu-west-1:1:secret:x"),
    },
  },
  dbCaBundle: { good: { value: CA_BUNDLE }, bad: { value: "ca.pem" } },
  preset: { good: { value: "identidad" }, bad: { value: "nope" } },
  retentionTable: {
    good: { value: TABLE },
    bad: { value: { policies: [{ name: "x" }] } },
    alternate: true,
  },
  erasureTable: { good: { value: ERASURE }, bad: { value: { name: "x" } } },
  redactionKey: { good: { value: "0123456789abcdef0123" }, alternate: true },
  redactionKeySecretArn: {
    good: { value: KEY_SECRET, prop: secret(KEY_SECRET) },
    bad: { value: "the-key", prop: (stack) => ({ secretArn: "the-key", node: stack.node }) },
  },
  eventBusName: {
    good: { value: BUS, prop: (stack) => events.EventBus.fromEventBusArn(stack, "Bus", BUS) },
    bad: {
      value: `${BUS} bus`,
      prop: (stack) => events.EventBus.fromEventBusArn(stack, "BadBus", `${BUS} bus`),
    },
  },
  archiveBucket: {
    good: { value: "retention-archive", prop: bucket("retention-archive") },
    bad: { value: "Bad_Bucket", prop: bucket("Bad_Bucket") },
  },
  archiveKmsKeyId: {
    good: { value: KMS_KEY, prop: (stack) => kms.Key.fromKeyArn(stack, "Key", KMS_KEY) },
    bad: { value: "my key" },
    badUnsayable: { prop: "a kms.IKey's ARN is checked by the CDK first" },
  },
  evidenceBucket: {
    good: { value: "retention-evidence-test", prop: bucket("retention-evidence-test") },
    bad: { value: "Bad_Bucket", prop: bucket("Bad_Bucket") },
  },
  evidencePrefix: { good: { value: "evidence/identity/" }, bad: { value: "an evidence prefix" } },
  logLevel: { good: { value: "debug" }, bad: { value: "loud" } },
  schedule: {
    good: {
      value: "cron(30 3 * * ? *)",
      prop: () =>
        scheduler.ScheduleExpression.expression("cron(30 3 * * ? *)", TimeZone.of("Europe/Berlin")),
    },
    bad: { value: "daily", prop: () => scheduler.ScheduleExpression.expression("daily") },
  },
  timeoutMinutes: {
    good: { value: 10, prop: () => Duration.minutes(10) },
    bad: { value: 20, prop: () => Duration.minutes(20) },
  },
  memoryMb: { good: { value: 1024 }, bad: { value: 20_000 } },
  logRetentionDays: { good: { value: 90 }, bad: { value: 2 } },
  oldestAgeGraceMs: {
    good: duration("3d", () => Duration.days(3)),
    bad: duration("0ms", () => Duration.millis(0)),
  },
  alarmEmail: { good: { value: "oncall@example.com" }, bad: { value: "oncall" } },
  functionName: { good: { value: "identity-retention" }, bad: { value: "bad name!" } },
  databaseSecurityGroupId: {
    good: {
      value: "sg-0a1b2c3d4e5f60718",
      prop: (stack) => ec2.SecurityGroup.fromSecurityGroupId(stack, "DbSg", "sg-0a1b2c3d4e5f60718"),
    },
    bad: {
      value: "sg-1",
      prop: (stack) => ec2.SecurityGroup.fromSecurityGroupId(stack, "BadSg", "sg-1"),
    },
  },
  databasePort: { good: { value: 6432 }, bad: { value: 70_000 } },
  stackName: { good: { value: "IdentityRetention" }, bad: { value: "1stack" } },
  account: { good: { value: "123456789012" }, bad: { value: "12" } },
  region: { good: { value: "eu-west-1" }, bad: { value: "europe" } },
  vpcId: { good: { value: "vpc-0a1b2c3d4e5f60718" }, bad: { value: "vpc-1" } },
  availabilityZones: { good: { value: ["eu-west-1a", "eu-west-1b"] }, bad: { value: [] } },
  privateSubnetIds: {
    good: { value: ["subnet-0a1b2c3d4e5f60718", "subnet-0f1e2d3c4b5a69788"] },
    bad: { value: ["subnet-1"] },
  },
  privateSubnetRouteTableIds: {
    good: { value: ["rtb-0a1b2c3d4e5f60718", "rtb-0f1e2d3c4b5a69788"] },
    bad: { value: ["rtb-1"] },
  },
};

/** A value as the environment and the flags write it. */
export const textOf = (value: unknown): string =>
  typeof value === "string" ? value : JSON.stringify(value);
