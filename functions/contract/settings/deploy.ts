// The deployment's settings (infra alone: the construct's props and the bundled app's context):
// the schedule, the function's size, the alarms' slack, the network the function runs in.
import { ConfigError } from "../errors.js";
import { DEFAULTS } from "../limits.js";
import { DEFAULT_STACK_NAME } from "../names.js";
import { duration, integer, matching, optional, parseJson, withDefault } from "./define.js";

const TIMEOUT_MINUTES = { min: 2, max: 15 } as const;
const MEMORY_MB = { min: 256, max: 10_240 } as const;
const PORT = { min: 1, max: 65_535 } as const;
/** CloudWatch Logs' retention periods, in days (the CDK's logs.RetentionDays). */
const LOG_RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288,
  3653, 9999,
];

/** A number of minutes, not necessarily whole (a prop's Duration of 90 seconds is 1.5). */
function minutes(text: string, field: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < TIMEOUT_MINUTES.min || value > TIMEOUT_MINUTES.max)
    throw new ConfigError(
      field,
      `must be from ${TIMEOUT_MINUTES.min} to ${TIMEOUT_MINUTES.max} minutes, got "${text}"`,
    );
  return value;
}

function logRetentionDays(text: string, field: string): number {
  const value = Number(text);
  if (!LOG_RETENTION_DAYS.includes(value))
    throw new ConfigError(
      field,
      `must be one of CloudWatch Logs' retention periods (${LOG_RETENTION_DAYS.join(", ")} days), got "${text}"`,
    );
  return value;
}

/** A JSON list of ids of one kind (`["subnet-..."]`), at least one. */
const idList =
  (pattern: RegExp, what: string) =>
  (text: string, field: string): string[] => {
    const list = parseJson(text, field);
    if (!Array.isArray(list) || list.length === 0)
      throw new ConfigError(field, `must be a list of ${what}, at least one`);
    list.forEach((each, index) => {
      if (typeof each !== "string" || !pattern.test(each))
        throw new ConfigError(`${field}[${index}]`, `must be ${what}, got ${JSON.stringify(each)}`);
    });
    return list as string[];
  };

const deployed = (prop: string | undefined, context: string) =>
  ({ group: "deploy", ...(prop ? { prop } : {}), context }) as const;

/** The deployment's settings: the construct's props and the context keys of the bundled app. */
export const DEPLOY_SETTINGS = {
  schedule: withDefault({
    ...deployed("schedule", "schedule"),
    propType: "scheduler.ScheduleExpression",
    default: DEFAULTS.schedule,
    doc: "the EventBridge Scheduler expression of the nightly run (with its time zone: `scheduleTimeZone`); a cron must fire inside the night window, and not in the hour the clocks skip in spring",
    parse: matching(
      /^cron\(.+\)$|^rate\(.+\)$/,
      'an EventBridge Scheduler expression such as "cron(5 2 * * ? *)"',
    ),
  }),
  timeoutMinutes: withDefault({
    ...deployed("timeout", "timeoutMinutes"),
    propType: "Duration",
    propUnit: "minutes",
    range: TIMEOUT_MINUTES,
    default: String(DEFAULTS.timeoutMinutes),
    doc: "one segment's Lambda timeout, in minutes",
    parse: minutes,
  }),
  memoryMb: withDefault({
    ...deployed("memorySize", "memoryMb"),
    propType: "number",
    range: MEMORY_MB,
    default: String(DEFAULTS.memoryMb),
    doc: "the function's memory, in MB",
    parse: integer(MEMORY_MB),
  }),
  logRetentionDays: withDefault({
    ...deployed("logRetention", "logRetentionDays"),
    propType: "logs.RetentionDays",
    default: String(DEFAULTS.logRetentionDays),
    doc: "days the function's log lines are kept",
    parse: logRetentionDays,
  }),
  oldestAgeGraceMs: optional({
    ...deployed("oldestAgeGrace", "oldestAgeGrace"),
    propType: "Duration",
    default: "2 x retentionInterval",
    doc: "slack before the oldest-row alarm (the retention SLO: retention + 2 x interval)",
    parse: duration(false),
    format: (value) => `${value}ms`,
  }),
  alarmEmail: optional({
    ...deployed("alarmEmail", "alarmEmail"),
    propType: "string",
    default: "(none)",
    doc: "an e-mail address subscribed to the alarm topic the construct creates (not with your own `alarmTopic`)",
    parse: matching(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, "an e-mail address"),
  }),
  functionName: optional({
    ...deployed("functionName", "functionName"),
    propType: "string",
    default: "<stack name>-retention",
    doc: "the function's name (what `status` and `invoke` find it by)",
    parse: matching(
      /^[A-Za-z0-9_-]{1,64}$/,
      "a Lambda function name (letters, digits, - and _, at most 64)",
    ),
  }),
  databaseSecurityGroupId: optional({
    ...deployed("databaseSecurityGroup", "databaseSecurityGroupId"),
    propType: "ec2.ISecurityGroup",
    contextRequired: true,
    default: "(the database's)",
    doc: "the database's security group, when there is no RDS construct to pass as `database`: the function gets its own, allowed into this one on `databasePort`",
    parse: matching(/^sg-[0-9a-f]{8,17}$/, "a security group id (sg-...)"),
  }),
  databasePort: optional({
    ...deployed("databasePort", "databasePort"),
    propType: "number",
    range: PORT,
    default: `the database's, else ${DEFAULTS.databasePort}`,
    doc: "the port the function reaches the database on",
    parse: integer(PORT),
  }),
  stackName: withDefault({
    ...deployed(undefined, "stackName"),
    default: DEFAULT_STACK_NAME,
    doc: "the bundled app's CloudFormation stack; its function is `<stackName>-retention`",
    parse: matching(
      /^[A-Za-z][A-Za-z0-9-]{0,100}$/,
      "a stack name (a letter, then letters, digits and -)",
    ),
  }),
  account: optional({
    ...deployed(undefined, "account"),
    default: "(environment-agnostic)",
    doc: "the bundled app's account (with `region`)",
    parse: matching(/^\d{12}$/, "a 12-digit account id"),
  }),
  region: optional({
    ...deployed(undefined, "region"),
    default: "(environment-agnostic)",
    doc: "the bundled app's region (with `account`)",
    parse: matching(/^[a-z]{2}(-[a-z]+)+-\d$/, "a region such as eu-west-1"),
  }),
  vpcId: optional({
    ...deployed(undefined, "vpcId"),
    contextRequired: true,
    default: "(required)",
    doc: "the bundled app's VPC, imported without lookups (the construct's `vpc`)",
    parse: matching(/^vpc-[0-9a-f]{8,17}$/, "a VPC id (vpc-...)"),
  }),
  availabilityZones: optional({
    ...deployed(undefined, "availabilityZones"),
    contextRequired: true,
    default: "(required)",
    doc: "the VPC's availability zones",
    parse: idList(/^[a-z]{2}(-[a-z]+)+-\d[a-z]$/, "availability zones (eu-west-1a)"),
  }),
  privateSubnetIds: optional({
    ...deployed(undefined, "privateSubnetIds"),
    contextRequired: true,
    default: "(required)",
    doc: "the private subnets the function runs in; they must reach the database and the AWS APIs",
    parse: idList(/^subnet-[0-9a-f]{8,17}$/, "subnet ids (subnet-...)"),
  }),
  privateSubnetRouteTableIds: optional({
    ...deployed(undefined, "privateSubnetRouteTableIds"),
    default: "(none)",
    doc: "the subnets' route tables; without them CDK notes it cannot read them (never needed here)",
    parse: idList(/^rtb-[0-9a-f]{8,17}$/, "route table ids (rtb-...)"),
  }),
} as const;
