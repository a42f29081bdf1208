// The construct's props that give a setting of the table: generated from
// functions/contract/settings.ts by `npm run docs:settings`; edit the table, not this file.
import type { Duration } from "aws-cdk-lib";
import type * as ec2 from "aws-cdk-lib/aws-ec2";
import type * as events from "aws-cdk-lib/aws-events";
import type * as kms from "aws-cdk-lib/aws-kms";
import type * as logs from "aws-cdk-lib/aws-logs";
import type * as s3 from "aws-cdk-lib/aws-s3";
import type * as scheduler from "aws-cdk-lib/aws-scheduler";
import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { RetentionTableInput } from "../functions/contract/retention-table.js";

/** The settings a RetentionJob takes as props; each is read and checked as at its other doors. */
export interface SettingProps {
  /**
   * a run's MaxRunDuration: no batch starts after it (on Lambda its deadline is fixed at the first segment).
   * As `MAX_RUN_DURATION`, context `maxRunDuration` (docs/settings.md).
   * @default 30m
   */
  readonly maxRunDuration?: Duration;
  /**
   * fixes every policy's batch size in rows (and clock order). From 1 to 100000.
   * As `BATCH_SIZE`, context `batchSize` (docs/settings.md).
   * @default (adaptive)
   */
  readonly batchSize?: number;
  /**
   * the target time of an adaptive batch (10 ms..10 s).
   * As `BATCH_TIME`, context `batchTime` (docs/settings.md).
   * @default 20ms
   */
  readonly batchTime?: Duration;
  /**
   * lanes: sessions one policy works on at once (see how-it-works.md). From 1 to 8.
   * As `PARALLEL`, context `parallel` (docs/settings.md).
   * @default 2
   */
  readonly parallel?: number;
  /**
   * auto: block ranges where they fit the budget, else clock order; clock: oldest first; physical: block ranges wherever the table allows.
   * As `ORDER`, context `order` (docs/settings.md).
   * @default auto
   */
  readonly order?: string;
  /**
   * what change streams see of the deletes, for policies that do not say (their `changeStream`): plain, as any DELETE; mark: each batch's transaction carries a logical message (prefix `retention-job`); skip: a replication origin, which `origin = none` subscriptions (PostgreSQL 16+) leave out (see [change-streams.md](change-streams.md)).
   * As `CHANGE_STREAM`, context `changeStream` (docs/settings.md).
   * @default plain
   */
  readonly changeStream?: string;
  /**
   * the throttle pauses while a replica's replay lag is over this (`off`: never).
   * As `MAX_REPLICA_LAG`, context `maxReplicaLag` (docs/settings.md).
   * @default 10s
   */
  readonly maxReplicaLag?: string;
  /**
   * the throttle pauses while more backends than this are active (`off`: never).
   * As `MAX_ACTIVE_SESSIONS`, context `maxActiveSessions` (docs/settings.md).
   * @default 25
   */
  readonly maxActiveSessions?: number | string;
  /**
   * the throttle pauses after a batch that kept more sessions than this waiting on its locks (`off`: never).
   * As `MAX_LOCK_WAITERS`, context `maxLockWaiters` (docs/settings.md).
   * @default 0
   */
  readonly maxLockWaiters?: number | string;
  /**
   * the throttle pauses after a batch that kept another session waiting on its locks longer than this (sampled every 50 ms while the batch runs: pg_locks.waitstart), as long as the batch took, and makes the next batch smaller (`off`: never; see the cost account's lockWaits in performance.md).
   * As `MAX_LOCK_WAIT`, context `maxLockWait` (docs/settings.md).
   * @default off
   */
  readonly maxLockWait?: string;
  /**
   * the throttle paces batches so that the server writes at most this much WAL a second (`16MB`, `512kB`; the application's WAL counts too); a batch writes at most 25 ms of it.
   * As `MAX_WAL_RATE`, context `maxWalRate` (docs/settings.md).
   * @default off
   */
  readonly maxWalRate?: string;
  /**
   * the latency budget: the throttle paces batches so that at most a hundredth of the engine's own probe commits beside them take over this factor of their 99th percentile with none running (1.5: the live service's commits may take half as long again); smaller batches first, then pauses (see how-it-works.md and, for what it held in the benchmark, performance.md). From 1.05 to 10.
   * As `LATENCY_BUDGET`, context `latencyBudget` (docs/settings.md).
   * @default off
   */
  readonly latencyBudget?: number | string;
  /**
   * pause between batches, to leave room for the live service.
   * As `BATCH_PAUSE`, context `batchPause` (docs/settings.md).
   * @default 0s
   */
  readonly batchPause?: Duration;
  /**
   * how often the schedule runs (the "no successful run" alarm waits 2x this); whole minutes, at most 84h.
   * As `RETENTION_INTERVAL`, context `retentionInterval` (docs/settings.md).
   * @default 24h
   */
  readonly retentionInterval?: Duration;
  /**
   * scheduled runs work only inside it and stop at its end (may cross midnight), on the clock of the schedule's time zone.
   * As `NIGHT_WINDOW`, context `nightWindow` (docs/settings.md).
   * @default 02:00-05:00
   */
  readonly nightWindow?: string;
  /**
   * the night window's older name, on UTC's clock: for a schedule in UTC only.
   * As `NIGHT_WINDOW_UTC`, context `nightWindowUtc` (docs/settings.md).
   * @deprecated use nightWindow
   * @default (none)
   */
  readonly nightWindowUtc?: string;
  /**
   * a segment starts no batch when less than this remains of the Lambda's time; a batch's `statement_timeout` is half of it (at most 30 s), so it always fits. From 10000 to 600000.
   * As `SAFETY_MARGIN_MS`, context `safetyMarginMs` (docs/settings.md).
   * @default 60000
   */
  readonly safetyMarginMs?: number;
  /**
   * the longest chain of segments one run may take. From 1 to 100.
   * As `MAX_SEGMENTS`, context `maxSegments` (docs/settings.md).
   * @default 12
   */
  readonly maxSegments?: number;
  /**
   * chains a run may fan out into (the function's reserved concurrency is this plus one). From 1 to 8.
   * As `MAX_CHAINS`, context `maxChains` (docs/settings.md).
   * @default 2
   */
  readonly maxChains?: number;
  /**
   * CloudWatch namespace of the EMF metrics.
   * As `METRICS_NAMESPACE`, context `metricsNamespace` (docs/settings.md).
   * @default RetentionJob
   */
  readonly metricsNamespace?: string;
  /**
   * days each evidence object is locked in compliance mode (with `EVIDENCE_BUCKET`, whose bucket has Object Lock). From 1 to 36500.
   * As `EVIDENCE_LOCK_DAYS`, context `evidenceLockDays` (docs/settings.md).
   * @default (none)
   */
  readonly evidenceLockDays?: number;
  /**
   * the maintenance role's credentials: a Secrets Manager secret in the RDS secret's JSON (host, port, username, password, dbname); create the role with `retention-job provision-role`.
   * As `DB_SECRET_ARN`, context `dbSecretArn` (docs/settings.md).
   * @default (required)
   */
  readonly secret: secretsmanager.ISecret;
  /**
   * a built-in retention table (identity, identidad, keycloak-events); give this or the retention table.
   * As `RETENTION_PRESET`, context `preset` (docs/settings.md).
   * @default (identity, on the command line)
   */
  readonly preset?: string;
  /**
   * the retention table (retention-table.md): JSON in the variable, a file on the command line, an object in props and context.
   * As `RETENTION_TABLE`, context `retentionTable` (docs/settings.md).
   * @default (none)
   */
  readonly retentionTable?: RetentionTableInput;
  /**
   * the secret holding that key (its string, or JSON with a `key`); required when a policy hashes or with an erasure table.
   * As `REDACTION_KEY_SECRET_ARN`, context `redactionKeySecretArn` (docs/settings.md).
   * @default (none)
   */
  readonly redactionKey?: secretsmanager.ISecret;
  /**
   * the EventBridge bus that policies with `publish` send their deletions to (required when one does).
   * As `EVENT_BUS_NAME`, context `eventBusArn` (docs/settings.md).
   * @default (none)
   */
  readonly eventBus?: events.IEventBus;
  /**
   * the bucket of archives whose `buckets` entry names none; the function may put, get and delete objects under that entry's prefix only.
   * As `ARCHIVE_BUCKET`, context `archiveBucketName` (docs/settings.md).
   * @default (none)
   */
  readonly archiveBucket?: s3.IBucket;
  /**
   * archive objects are encrypted with SSE-KMS under this key.
   * As `ARCHIVE_KMS_KEY_ID`, context `archiveKmsKeyArn` (docs/settings.md).
   * @default (none)
   */
  readonly archiveKey?: kms.IKey;
  /**
   * each run's evidence records (chained by hash) are copied here, where they outlive the database; the function may put objects under `EVIDENCE_PREFIX` only.
   * As `EVIDENCE_BUCKET`, context `evidenceBucketName` (docs/settings.md).
   * @default (none)
   */
  readonly evidenceBucket?: s3.IBucket;
  /**
   * the least level of the log lines written (`debug` adds each batch).
   * As `LOG_LEVEL`, context `logLevel` (docs/settings.md).
   * @default info (the command line: warn)
   */
  readonly logLevel?: string;
  /**
   * the EventBridge Scheduler expression of the nightly run (with its time zone: `scheduleTimeZone`); a cron must fire inside the night window, and not in the hour the clocks skip in spring.
   * As context `schedule` (docs/settings.md).
   * @default cron(5 2 * * ? *)
   */
  readonly schedule?: scheduler.ScheduleExpression;
  /**
   * one segment's Lambda timeout, in minutes.
   * As context `timeoutMinutes` (docs/settings.md).
   * @default 15
   */
  readonly timeout?: Duration;
  /**
   * the function's memory, in MB. From 256 to 10240.
   * As context `memoryMb` (docs/settings.md).
   * @default 512
   */
  readonly memorySize?: number;
  /**
   * days the function's log lines are kept.
   * As context `logRetentionDays` (docs/settings.md).
   * @default 30
   */
  readonly logRetention?: logs.RetentionDays;
  /**
   * slack before the oldest-row alarm (the retention SLO: retention + 2 x interval).
   * As context `oldestAgeGrace` (docs/settings.md).
   * @default 2 x retentionInterval
   */
  readonly oldestAgeGrace?: Duration;
  /**
   * an e-mail address subscribed to the alarm topic the construct creates (not with your own `alarmTopic`).
   * As context `alarmEmail` (docs/settings.md).
   * @default (none)
   */
  readonly alarmEmail?: string;
  /**
   * the function's name (what `status` and `invoke` find it by).
   * As context `functionName` (docs/settings.md).
   * @default <stack name>-retention
   */
  readonly functionName?: string;
  /**
   * the database's security group, when there is no RDS construct to pass as `database`: the function gets its own, allowed into this one on `databasePort`.
   * As context `databaseSecurityGroupId` (docs/settings.md).
   * @default (the database's)
   */
  readonly databaseSecurityGroup?: ec2.ISecurityGroup;
  /**
   * the port the function reaches the database on. From 1 to 65535.
   * As context `databasePort` (docs/settings.md).
   * @default the database's, else 5432
   */
  readonly databasePort?: number;
}
