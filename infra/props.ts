// The RetentionJob construct's props, and their check: every prop validated once, each error
// naming it (`props.retentionInterval: ...`), before anything is created.
import { Duration, TimeZone } from "aws-cdk-lib";
import type * as ec2 from "aws-cdk-lib/aws-ec2";
import type * as events from "aws-cdk-lib/aws-events";
import type * as kms from "aws-cdk-lib/aws-kms";
import type * as logs from "aws-cdk-lib/aws-logs";
import type * as s3 from "aws-cdk-lib/aws-s3";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type * as sns from "aws-cdk-lib/aws-sns";
import { parseDuration } from "../functions/contract/duration.js";
import {
  type ErasureTable,
  type ErasureTableInput,
  parseErasureTable,
} from "../functions/contract/erasure-table.js";
import { ConfigError } from "../functions/contract/errors.js";
import { DEFAULTS, ERASURE_QUEUE, LAMBDA_BOUNDS } from "../functions/contract/limits.js";
import type { NightWindow } from "../functions/contract/night-window.js";
import {
  hashingPolicy,
  loadPreset,
  parseRetentionTable,
  type RetentionTable,
  type RetentionTableInput,
} from "../functions/contract/retention-table.js";
import { SETTINGS, type SettingKey } from "../functions/contract/settings.js";
import {
  checkRetentionInterval,
  checkScheduleInsideWindow,
  nightWindowOf,
} from "./schedule-rules.js";

/** Erasure of one data subject (docs/erasure.md): the function takes `kind: "erase"` requests. */
export interface ErasureProps {
  /** The erasure table (the JSON docs/erasure.md describes, as an object), in the function's environment. */
  readonly table: ErasureTableInput;
  /**
   * An SQS queue the application sends erase requests to (`{"kind": "erase", "subjects": [...]}`),
   * the function its consumer, one message at a time; a message refused or failed on every delivery
   * goes to a dead-letter queue, which pages. false: invoke the function instead. @default true
   */
  readonly queue?: boolean;
  /** Deliveries of a message before it goes to the dead-letter queue. @default 5 */
  readonly maxReceiveCount?: number;
  /**
   * A bus whose `Erasure Requested` events (detail `{"subjects": [...]}`) a rule forwards to the
   * erasure queue as erase events; `source`, when given, must match too. Needs the queue.
   */
  readonly eventBus?: events.IEventBus;
  /** The events' source the rule matches (your application's). @default any */
  readonly eventSource?: string;
}

export interface RetentionJobProps {
  /** A built-in retention table (`identity`, `identidad`, `keycloak-events`); give this or `retentionTable`. */
  readonly preset?: string;
  /** The retention table (the JSON the README describes, as an object); give this or `preset`. */
  readonly retentionTable?: RetentionTableInput;
  /** The VPC the function runs in: it must reach the database and the AWS APIs. */
  readonly vpc: ec2.IVpc;
  /** @default the VPC's private subnets */
  readonly vpcSubnets?: ec2.SubnetSelection;
  /** The database (an `rds.IDatabaseInstance`, `IDatabaseCluster` or `IDatabaseProxy`); or give `databaseSecurityGroup`. */
  readonly database?: ec2.IConnectable;
  /** The database's security group, when there is no RDS construct to pass as `database`. */
  readonly databaseSecurityGroup?: ec2.ISecurityGroup;
  /** @default the database's default port, else 5432 */
  readonly databasePort?: number;
  /** The maintenance role's credentials (RDS secret JSON: host, port, username, password, dbname). */
  readonly secret: secretsmanager.ISecret;
  /** @default cron(5 2 * * ? *) in UTC */
  readonly schedule?: scheduler.ScheduleExpression;
  /**
   * Scheduled runs work only inside it, on the schedule's wall clock (its time zone), so that the
   * two move together when the clocks change; may cross midnight. @default 02:00-05:00
   */
  readonly nightWindow?: string;
  /** @deprecated the same as nightWindow, for a schedule in UTC only. */
  readonly nightWindowUtc?: string;
  /** How often the schedule runs: the "no successful run" alarm looks back 2x this. @default 24 hours */
  readonly retentionInterval?: Duration;
  /** A run's MaxRunDuration. @default 30 minutes */
  readonly maxRunDuration?: Duration;
  /** Slack before the oldest-row alarm. @default 2 x retentionInterval (the retention SLO) */
  readonly oldestAgeGrace?: Duration;
  /** Overrides every policy's batch size. */
  readonly batchSize?: number;
  /** Lanes: connections one policy deletes on at once (block ranges, a cursor's list). @default 2 */
  readonly parallel?: number;
  /**
   * The most WAL the server may write a second while a policy deletes (all of it, the
   * application's too), such as "16MB": trades speed for the live service's latency. @default off
   */
  readonly maxWalRate?: string;
  /**
   * The latency budget: the live service's commits may take at most this factor of their time
   * without the purge (1.5: half as long again); the engine measures its own probe commits and
   * paces itself to hold it. @default off
   */
  readonly latencyBudget?: number;
  /**
   * Chains a run may fan out into when its policies do not finish in one chain's budget (a chain
   * per group of independent policies); the function's reserved concurrency is this plus one.
   * @default 2
   */
  readonly maxChains?: number;
  /** One segment's Lambda timeout. @default 15 minutes */
  readonly timeout?: Duration;
  /** @default 512 */
  readonly memorySize?: number;
  /** @default one month */
  readonly logRetention?: logs.RetentionDays;
  /** Where the alarms go. @default a new KMS-encrypted topic */
  readonly alarmTopic?: sns.ITopic;
  /** An e-mail address subscribed to the alarm topic the construct creates. */
  readonly alarmEmail?: string;
  /** @default `<stack name>-retention` */
  readonly functionName?: string;
  /** CloudWatch namespace of the metrics. @default RetentionJob */
  readonly metricsNamespace?: string;
  /**
   * The retention table's buckets, by entry name. An `s3.Bucket` your app owns gets the entry's
   * expiration rule (current and noncurrent versions); any bucket given here lends its real name to
   * the entry. Every entry's bucket is checked each night, given here or not.
   */
  readonly buckets?: Record<string, s3.IBucket>;
  /**
   * The bus that policies with `publish: true` send their deletions to (detail type
   * `Retention Rows Deleted`); the function gets events:PutEvents on it only. Required when a
   * policy publishes.
   */
  readonly eventBus?: events.IEventBus;
  /**
   * The key of columns redacted to a keyed hash (`columns: {"email": "hash"}`): a secret whose
   * string is the key (or JSON with a `key`), the same from run to run. Required when a policy
   * hashes; the function may read this secret only.
   */
  readonly redactionKey?: secretsmanager.ISecret;
  /**
   * The bucket of the archives (policies with `archive`): it lends its name to each buckets entry
   * an archive names that has none (and is not in `buckets`). The function may put, get and
   * delete objects under that entry's prefix only (delete: a crashed batch's unverified object).
   */
  readonly archiveBucket?: s3.IBucket;
  /** Archive objects are encrypted with SSE-KMS under this key; the function may use it. */
  readonly archiveKey?: kms.IKey;
  /**
   * Each run's evidence records (what it did to each policy, chained by hash) are copied here, under
   * `retention-evidence/`, where they outlive the database; the function may put objects there only.
   */
  readonly evidenceBucket?: s3.IBucket;
  /**
   * Days each evidence object is locked in compliance mode (the bucket must have Object Lock
   * enabled): nobody, root included, can delete or overwrite it before then.
   */
  readonly evidenceLockDays?: number;
  /**
   * Erasure of one data subject (GDPR Art. 17): the erasure table, and the queue the application
   * sends erase requests to. Needs `redactionKey` (a subject's key is kept as a keyed hash only).
   */
  readonly erasure?: ErasureProps;
}

/** The props, checked, with their defaults filled. */
export interface CheckedProps {
  table: RetentionTable;
  retentionIntervalMs: number;
  maxRunDurationMs: number;
  schedule: scheduler.ScheduleExpression;
  nightWindow: NightWindow;
  timeoutMinutes: number;
  memoryMb: number;
  /** The erasure table (props.erasure), and whether a queue feeds it. */
  erasure?: { table: ErasureTable; queue: boolean; maxReceiveCount: number };
}

function inRange(value: number | undefined, field: string, min: number, max: number): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= min && value <= max)) {
    throw new ConfigError(field, `must be an integer from ${min} to ${max}, got ${value}`);
  }
}

/**
 * The props that give a setting its value as it is (contract/settings.ts): a number within the
 * setting's range, or a text its parser takes. (The Duration props are checked where they are read.)
 */
export function settingProps(props: RetentionJobProps): Partial<Record<SettingKey, unknown>> {
  const given: Partial<Record<SettingKey, unknown>> = {};
  for (const [key, setting] of Object.entries(SETTINGS)) {
    const value = setting.prop && (props as unknown as Record<string, unknown>)[setting.prop];
    if (typeof value === "number" || typeof value === "string") given[key as SettingKey] = value;
  }
  return given;
}

function checkSettingProps(props: RetentionJobProps): void {
  for (const [key, value] of Object.entries(settingProps(props))) {
    const setting = SETTINGS[key as SettingKey];
    const field = `props.${setting.prop}`;
    // A range of whole numbers is checked here; a factor's (latencyBudget) by its own parser.
    const wholeRange =
      setting.range && Number.isInteger(setting.range.min) ? setting.range : undefined;
    if (typeof value === "string" || (setting.range && !wholeRange))
      setting.read(String(value), field);
    else if (wholeRange) inRange(value as number, field, wholeRange.min, wholeRange.max);
  }
}

function tableOf(props: RetentionJobProps): RetentionTable {
  if ((props.preset === undefined) === (props.retentionTable === undefined)) {
    throw new ConfigError("props.preset", "give exactly one of preset or retentionTable");
  }
  const table =
    props.preset !== undefined
      ? loadPreset(props.preset, "props.preset")
      : parseRetentionTable(props.retentionTable, "props.retentionTable");
  const publishing = table.policies.find((policy) => policy.publish);
  if (publishing && !props.eventBus) {
    throw new ConfigError(
      "props.eventBus",
      `policy ${publishing.name} publishes its deletions: give the EventBridge bus that receives them`,
    );
  }
  const hashing = hashingPolicy(table.policies);
  if (hashing && !props.redactionKey) {
    throw new ConfigError(
      "props.redactionKey",
      `policy ${hashing.name} redacts a column to a keyed hash: give the secret that holds the key`,
    );
  }
  return table;
}

/** When the schedule fires, how often, and the window its runs keep to. */
function scheduleOf(props: RetentionJobProps) {
  const retentionIntervalMs = (
    props.retentionInterval ?? Duration.millis(parseDuration(DEFAULTS.retentionInterval) as number)
  ).toMilliseconds();
  checkRetentionInterval(retentionIntervalMs, "props.retentionInterval");
  const schedule =
    props.schedule ??
    scheduler.ScheduleExpression.expression(
      DEFAULTS.schedule,
      TimeZone.of(DEFAULTS.scheduleTimeZone),
    );
  const zone = schedule.timeZone?.timezoneName ?? "UTC";
  const nightWindow = nightWindowOf(props.nightWindow, props.nightWindowUtc, zone, "props");
  checkScheduleInsideWindow(schedule.expressionString, zone, nightWindow, "props.schedule");
  return { retentionIntervalMs, schedule, nightWindow };
}

/** The function's size and the rest of the checks that name one prop each. */
function sizesOf(props: RetentionJobProps) {
  const maxRunDurationMs = (
    props.maxRunDuration ?? Duration.millis(parseDuration(DEFAULTS.maxRunDuration) as number)
  ).toMilliseconds();
  if (maxRunDurationMs <= 0)
    throw new ConfigError("props.maxRunDuration", "must be greater than zero");
  const timeoutMinutes = (props.timeout ?? Duration.minutes(DEFAULTS.timeoutMinutes)).toMinutes({
    integral: false,
  });
  const bounds = LAMBDA_BOUNDS.timeoutMinutes;
  if (timeoutMinutes < bounds.min || timeoutMinutes > bounds.max)
    throw new ConfigError("props.timeout", `must be from ${bounds.min} to ${bounds.max} minutes`);
  const memory = LAMBDA_BOUNDS.memoryMb;
  inRange(props.memorySize, "props.memorySize", memory.min, memory.max);
  checkSettingProps(props);
  if (props.evidenceLockDays !== undefined && !props.evidenceBucket)
    throw new ConfigError(
      "props.evidenceLockDays",
      "locks objects of the evidenceBucket: give one",
    );
  return { maxRunDurationMs, timeoutMinutes, memoryMb: props.memorySize ?? DEFAULTS.memoryMb };
}

function checkWiring(props: RetentionJobProps): void {
  if ((props.database === undefined) === (props.databaseSecurityGroup === undefined)) {
    throw new ConfigError(
      "props.database",
      "give exactly one of database or databaseSecurityGroup",
    );
  }
  if (props.alarmEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(props.alarmEmail))
    throw new ConfigError("props.alarmEmail", `"${props.alarmEmail}" is not an e-mail address`);
  if (props.alarmEmail !== undefined && props.alarmTopic !== undefined)
    throw new ConfigError(
      "props.alarmEmail",
      "subscribe the address to your own alarmTopic instead; the construct creates none",
    );
}

/** The erasure table, checked as the function will at cold start, and its queue's props. */
function erasureOf(props: RetentionJobProps): CheckedProps["erasure"] {
  const erasure = props.erasure;
  if (!erasure) return undefined;
  const table = parseErasureTable(erasure.table, "props.erasure.table");
  if (!props.redactionKey)
    throw new ConfigError(
      "props.redactionKey",
      `erasure ${table.name} keeps each subject's key as a keyed hash only: give the secret that holds the key`,
    );
  const bytes = Buffer.byteLength(JSON.stringify(erasure.table), "utf8");
  if (bytes > ERASURE_QUEUE.environmentBytes)
    throw new ConfigError(
      "props.erasure.table",
      `is ${bytes} bytes as JSON; the function's environment holds ${ERASURE_QUEUE.environmentBytes} in all (Lambda's limit)`,
    );
  const queue = erasure.queue ?? true;
  const receives = ERASURE_QUEUE.maxReceiveCount;
  for (const field of ["maxReceiveCount", "eventBus", "eventSource"] as const)
    if (!queue && erasure[field] !== undefined)
      throw new ConfigError(`props.erasure.${field}`, "is the queue's: queue is false");
  if (erasure.eventSource !== undefined && !erasure.eventBus)
    throw new ConfigError("props.erasure.eventSource", "matches events of the eventBus: give one");
  inRange(erasure.maxReceiveCount, "props.erasure.maxReceiveCount", receives.min, receives.max);
  return { table, queue, maxReceiveCount: erasure.maxReceiveCount ?? receives.default };
}

/** Every prop checked, in the order a user reads them; throws ConfigError naming the prop. */
export function checkProps(props: RetentionJobProps): CheckedProps {
  const table = tableOf(props);
  checkWiring(props);
  const erasure = erasureOf(props);
  return { table, ...scheduleOf(props), ...sizesOf(props), ...(erasure ? { erasure } : {}) };
}
