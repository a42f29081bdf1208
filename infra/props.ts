// The RetentionJob construct's props: the settings (infra/setting-props.ts, generated from the
// settings table) and the wiring; each read through the table's parsers once, before anything is
// created, an error naming the prop (`props.retentionInterval: ...`).
import { TimeZone, Token } from "aws-cdk-lib";
import type * as ec2 from "aws-cdk-lib/aws-ec2";
import type * as events from "aws-cdk-lib/aws-events";
import type * as s3 from "aws-cdk-lib/aws-s3";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import type * as sns from "aws-cdk-lib/aws-sns";
import {
  type ErasureTable,
  type ErasureTableInput,
  parseErasureTable,
} from "../functions/contract/erasure-table.js";
import { ConfigError } from "../functions/contract/errors.js";
import { DEFAULTS } from "../functions/contract/limits.js";
import type { NightWindow } from "../functions/contract/night-window.js";
import {
  hashingPolicy,
  loadPreset,
  type RetentionTable,
} from "../functions/contract/retention-table.js";
import {
  type AllSettings,
  CONNECTION_SETTINGS,
  exactlyOneTable,
  LAMBDA_SETTINGS,
  namingOf,
  neededBy,
  nightWindowOn,
  onlyWith,
  readSettings,
  SETTINGS,
  type Setting,
  type SettingKey,
  scheduleInsideWindow,
  settingsAt,
} from "../functions/contract/settings.js";
import type { SettingProps } from "./setting-props.js";
import { propText } from "./setting-text.js";

/**
 * The erasure queue (infra's RetentionJob `erasure`): one message a batch; at most this many
 * erasures at once (reserved beside the retention run's chains, so neither throttles the other);
 * deliveries before a message goes to the dead-letter queue (AWS advises at least 5); the
 * visibility timeout as a multiple of the function's timeout (AWS advises 6); the function's
 * environment holds at most environmentBytes in all (Lambda's 4 KB), the erasure table's JSON too.
 */
export const ERASURE_QUEUE = {
  batchSize: 1,
  maxConcurrency: 2,
  maxReceiveCount: { default: 5, min: 1, max: 1000 },
  visibilityTimeoutFactor: 6,
  retentionDays: 14,
  environmentBytes: 4096,
} as const;

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

/** The settings (docs/settings.md) and the wiring: what the app passes as objects. */
export interface RetentionJobProps extends SettingProps {
  /** The VPC the function runs in: it must reach the database and the AWS APIs. */
  readonly vpc: ec2.IVpc;
  /** @default the VPC's private subnets */
  readonly vpcSubnets?: ec2.SubnetSelection;
  /** The database (an `rds.IDatabaseInstance`, `IDatabaseCluster` or `IDatabaseProxy`); or give `databaseSecurityGroup`. */
  readonly database?: ec2.IConnectable;
  /** Where the alarms go. @default a new KMS-encrypted topic */
  readonly alarmTopic?: sns.ITopic;
  /**
   * The retention table's buckets, by entry name. An `s3.Bucket` your app owns gets the entry's
   * expiration rule (current and noncurrent versions); any bucket given here lends its real name to
   * the entry. Every entry's bucket is checked each night, given here or not.
   */
  readonly buckets?: Record<string, s3.IBucket>;
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
  /** Every setting as the props give it (defaults filled), and the keys the props gave. */
  settings: AllSettings;
  given: SettingKey[];
  /** The erasure table (props.erasure), and whether a queue feeds it. */
  erasure?: { table: ErasureTable; queue: boolean; maxReceiveCount: number };
}

const named = namingOf("prop");
const C = CONNECTION_SETTINGS;

/**
 * Every setting the props give, read by the table's parsers as at the other doors (a Duration as
 * its milliseconds, a construct as its ARN or name). A token (a construct's ARN, resolved at
 * deploy) passes as it is: the function checks it at cold start.
 */
export function readProps(props: RetentionJobProps): {
  settings: AllSettings;
  given: SettingKey[];
} {
  const texts: Record<string, string> = {};
  const tokens: Partial<Record<SettingKey, string>> = {};
  for (const [key, setting] of Object.entries(settingsAt(SETTINGS, "prop"))) {
    const text = propText(setting as Setting<unknown>, (props as never)[setting.prop as string]);
    if (text === undefined) continue;
    if (Token.isUnresolved(text)) tokens[key as SettingKey] = text;
    else texts[setting.prop as string] = text;
  }
  const zone = props.schedule?.timeZone?.timezoneName;
  const settings = {
    ...readSettings(SETTINGS, "prop", texts),
    ...tokens,
    // The schedule carries the time zone the night window is read on.
    ...(zone
      ? { nightWindowTimeZone: LAMBDA_SETTINGS.nightWindowTimeZone.read(zone, "props.schedule") }
      : {}),
  } as AllSettings;
  const given = Object.keys(settings).filter(
    (key) => key in tokens || (SETTINGS[key as SettingKey].prop ?? "") in texts,
  ) as SettingKey[];
  return { settings, given };
}

/** The retention table, and what its policies need beside it. */
function tableOf(props: RetentionJobProps, settings: AllSettings): RetentionTable {
  const table =
    settings.retentionTable ?? loadPreset(settings.preset as string, named.field(C.preset));
  const publishing = table.policies.find((policy) => policy.publish);
  const bus = { need: publishing && `policy ${publishing.name} publishes its deletions` };
  neededBy(
    C.eventBusName,
    props.eventBus,
    bus.need,
    named,
    "the EventBridge bus that receives them",
  );
  const hashing = hashingPolicy(table.policies);
  const need = hashing && `policy ${hashing.name} redacts a column to a keyed hash`;
  neededBy(
    C.redactionKeySecretArn,
    props.redactionKey,
    need,
    named,
    "the secret that holds the key",
  );
  return table;
}

/** When the schedule fires, and the window its runs keep to, on its clock. */
function scheduleOf(props: RetentionJobProps, settings: AllSettings) {
  const schedule =
    props.schedule ??
    scheduler.ScheduleExpression.expression(
      settings.schedule,
      TimeZone.of(settings.nightWindowTimeZone),
    );
  const zone = settings.nightWindowTimeZone;
  const F = LAMBDA_SETTINGS;
  const nightWindow = nightWindowOn(
    { window: F.nightWindow, windowUtc: F.nightWindowUtc, zone: F.nightWindowTimeZone },
    { window: settings.nightWindow, windowUtc: settings.nightWindowUtc, zone },
    named,
    DEFAULTS.nightWindowUtc,
  );
  scheduleInsideWindow(schedule.expressionString, zone, nightWindow, "props.schedule");
  return { schedule, nightWindow };
}

function checkWiring(props: RetentionJobProps, settings: AllSettings): void {
  if ((props.database === undefined) === (props.databaseSecurityGroup === undefined)) {
    throw new ConfigError(
      "props.database",
      "give exactly one of database or databaseSecurityGroup",
    );
  }
  if (props.alarmEmail !== undefined && props.alarmTopic !== undefined)
    throw new ConfigError(
      "props.alarmEmail",
      "subscribe the address to your own alarmTopic instead; the construct creates none",
    );
  onlyWith(
    { setting: LAMBDA_SETTINGS.evidenceLockDays, value: settings.evidenceLockDays },
    { setting: C.evidenceBucket, value: props.evidenceBucket },
    named,
    "locks objects of",
  );
}

/** The erasure table, checked as the function will at cold start, and its queue's props. */
function erasureOf(props: RetentionJobProps): CheckedProps["erasure"] {
  const erasure = props.erasure;
  if (!erasure) return undefined;
  const table = parseErasureTable(erasure.table, "props.erasure.table");
  const need = `erasure ${table.name} keeps each subject's key as a keyed hash only`;
  neededBy(
    C.redactionKeySecretArn,
    props.redactionKey,
    need,
    named,
    "the secret that holds the key",
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
  const count = erasure.maxReceiveCount ?? receives.default;
  if (!Number.isInteger(count) || count < receives.min || count > receives.max)
    throw new ConfigError(
      "props.erasure.maxReceiveCount",
      `must be an integer from ${receives.min} to ${receives.max}, got ${count}`,
    );
  return { table, queue, maxReceiveCount: count };
}

/** Every prop checked, in the order a user reads them; throws ConfigError naming the prop. */
export function checkProps(props: RetentionJobProps): CheckedProps {
  // Which table comes first: a second one is refused before either is read.
  exactlyOneTable(
    { setting: C.preset, value: props.preset },
    { setting: C.retentionTable, value: props.retentionTable },
    named,
  );
  const { settings, given } = readProps(props);
  const table = tableOf(props, settings);
  checkWiring(props, settings);
  const erasure = erasureOf(props);
  return {
    table,
    retentionIntervalMs: settings.retentionIntervalMs,
    maxRunDurationMs: settings.maxRunDurationMs,
    ...scheduleOf(props, settings),
    timeoutMinutes: settings.timeoutMinutes,
    memoryMb: settings.memoryMb,
    settings,
    given,
    ...(erasure ? { erasure } : {}),
  };
}
