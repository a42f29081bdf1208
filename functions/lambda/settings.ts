// The function's settings from its environment, read and checked once at cold start (the run's
// and the door's from the table in contract/settings.ts, the wiring here).
import { existsSync } from "node:fs";
import { type EvidenceBucket, functionEvidenceBucket } from "../aws/evidence-bucket.js";
import { type ErasureTable, parseErasureTable } from "../contract/erasure-table.js";
import { ConfigError } from "../contract/errors.js";
import { statementTimeoutFor } from "../contract/limits.js";
import { type NightWindow, parseNightWindow } from "../contract/night-window.js";
import {
  type BucketRule,
  hashingPolicy,
  loadPreset,
  type Policy,
  parseRetentionTableJson,
  type RetentionTable,
} from "../contract/retention-table.js";
import {
  LAMBDA_SETTINGS,
  type LambdaSettings,
  RUN_SETTINGS,
  type RunSettings,
  readSettings,
} from "../contract/settings.js";
import { type StoreEntry, storeMissing } from "../contract/stores/index.js";

/** The function's settings, read and checked once, at cold start. */
export interface Settings extends LambdaSettings {
  policies: Policy[];
  /** The retention table's derived stores, each checked at the end of a run. */
  stores: StoreEntry[];
  /** Its s3-lifecycle stores (the buckets an archive names), each with its bucket's name. */
  buckets: (BucketRule & { bucket: string })[];
  /** The run's settings (contract/settings.ts): the engine's options, MaxRunDuration. */
  run: RunSettings;
  nightWindow: NightWindow;
  /** A batch's statement_timeout: it must fit inside the safety margin. */
  statementTimeoutMs: number;
  /** The EventBridge bus that policies with `publish` send their deletions to. */
  eventBusName?: string;
  database: { url: string } | { secretArn: string; caBundlePath: string };
  /** The key of redactions to a keyed hash: given (REDACTION_KEY), or in a secret. */
  redactionKey?: { value: string } | { secretArn: string };
  /** Archive objects are encrypted with SSE-KMS under this key (ARCHIVE_KMS_KEY_ID). */
  archiveKmsKeyId?: string;
  /** Each run's evidence records go to this bucket (EVIDENCE_BUCKET, _PREFIX, _LOCK_DAYS). */
  evidence?: EvidenceBucket;
  /** The erasure table `kind: "erase"` events use (ERASURE_TABLE, its JSON). */
  erasure?: ErasureTable;
}

/** ERASURE_TABLE: the erasure table's JSON; an erasure keeps keys as keyed hashes, so it needs the key. */
function erasureTableVar(env: NodeJS.ProcessEnv): ErasureTable | undefined {
  const text = env.ERASURE_TABLE;
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError("ERASURE_TABLE", `is not valid JSON (${(error as Error).message})`);
  }
  const erasure = parseErasureTable(json, "ERASURE_TABLE");
  if (!env.REDACTION_KEY && !env.REDACTION_KEY_SECRET_ARN)
    throw new ConfigError(
      "REDACTION_KEY_SECRET_ARN",
      "ERASURE_TABLE is set: an erasure keeps a subject's key only as a keyed hash; set REDACTION_KEY_SECRET_ARN to the secret that holds the key",
    );
  return erasure;
}

/** The Lambda runtime's Amazon CA file; it includes the RDS certificate authorities. */
export const DEFAULT_CA_BUNDLE = "/var/runtime/ca-cert.pem";

function tableFrom(env: NodeJS.ProcessEnv): RetentionTable {
  const preset = env.RETENTION_PRESET;
  const table = env.RETENTION_TABLE;
  if (preset && table)
    throw new ConfigError("RETENTION_TABLE", "set RETENTION_PRESET or RETENTION_TABLE, not both");
  if (table) return parseRetentionTableJson(table, "RETENTION_TABLE");
  if (preset) return loadPreset(preset, "RETENTION_PRESET");
  throw new ConfigError(
    "RETENTION_PRESET",
    "set RETENTION_PRESET (e.g. identity) or RETENTION_TABLE (JSON)",
  );
}

function databaseFrom(env: NodeJS.ProcessEnv): Settings["database"] {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  if (!env.DB_SECRET_ARN) {
    throw new ConfigError(
      "DB_SECRET_ARN",
      "set DB_SECRET_ARN (the maintenance role's secret) or DATABASE_URL",
    );
  }
  if (!SECRET_ARN.test(env.DB_SECRET_ARN)) {
    throw new ConfigError("DB_SECRET_ARN", "must be a Secrets Manager secret ARN");
  }
  const caBundlePath = env.DB_CA_BUNDLE ?? DEFAULT_CA_BUNDLE;
  if (!existsSync(caBundlePath)) {
    throw new ConfigError(
      "DB_CA_BUNDLE",
      `${caBundlePath} does not exist; TLS to the database must be verified`,
    );
  }
  return { secretArn: env.DB_SECRET_ARN, caBundlePath };
}

const SECRET_ARN = /^arn:aws[a-z-]*:secretsmanager:/;

/**
 * The redaction key, when a policy redacts a column to a keyed hash: REDACTION_KEY_SECRET_ARN (a
 * secret whose string is the key, or JSON with a `key`), or REDACTION_KEY itself (local runs).
 */
function redactionKeyFrom(env: NodeJS.ProcessEnv, policies: Policy[]): Settings["redactionKey"] {
  const { REDACTION_KEY: value, REDACTION_KEY_SECRET_ARN: secretArn } = env;
  if (value && secretArn) {
    throw new ConfigError(
      "REDACTION_KEY",
      "set REDACTION_KEY_SECRET_ARN or REDACTION_KEY, not both",
    );
  }
  if (secretArn && !SECRET_ARN.test(secretArn)) {
    throw new ConfigError("REDACTION_KEY_SECRET_ARN", "must be a Secrets Manager secret ARN");
  }
  const hashing = hashingPolicy(policies);
  if (hashing && !value && !secretArn) {
    throw new ConfigError(
      "REDACTION_KEY_SECRET_ARN",
      `policy ${hashing.name} redacts a column to a keyed hash: set REDACTION_KEY_SECRET_ARN to the secret that holds the key`,
    );
  }
  if (secretArn) return { secretArn };
  return value ? { value } : undefined;
}

/** Every store entry must be complete (a bucket entry names its bucket: the CDK construct fills in the ones it was given). */
function checkedStores(table: RetentionTable): StoreEntry[] {
  for (const entry of table.stores) {
    const missing = storeMissing(entry);
    if (missing) throw new ConfigError(`RETENTION_TABLE.${missing.field}`, missing.message);
  }
  return table.stores;
}

/** `{ [key]: value }`, or nothing when the value was not given. */
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const table = tableFrom(env);
  const policies = table.policies;
  const door = readSettings(LAMBDA_SETTINGS, "env", env);
  const database = databaseFrom(env);
  const eventBusName = env.EVENT_BUS_NAME || undefined;
  const publishing = policies.findIndex((policy) => policy.publish);
  if (publishing >= 0 && !eventBusName) {
    throw new ConfigError(
      "EVENT_BUS_NAME",
      `policy ${policies[publishing]?.name} publishes its deletions: set EVENT_BUS_NAME to the EventBridge bus that receives them`,
    );
  }
  return {
    policies,
    stores: checkedStores(table),
    buckets: table.buckets.map((entry) => ({ ...entry, bucket: entry.bucket as string })),
    ...(eventBusName ? { eventBusName } : {}),
    ...door,
    run: readSettings(RUN_SETTINGS, "env", env),
    nightWindow: nightWindowVar(env, door),
    statementTimeoutMs: statementTimeoutFor(door.safetyMarginMs),
    database,
    ...optional("redactionKey", redactionKeyFrom(env, policies)),
    ...optional("archiveKmsKeyId", env.ARCHIVE_KMS_KEY_ID || undefined),
    ...optional("evidence", evidenceBucketVar(env, door)),
    ...optional("erasure", erasureTableVar(env)),
  };
}

/** Where each run's evidence records are copied, if anywhere. */
function evidenceBucketVar(
  env: NodeJS.ProcessEnv,
  { evidenceLockDays: lockDays }: LambdaSettings,
): EvidenceBucket | undefined {
  const target = functionEvidenceBucket(env);
  if (!target) return undefined;
  return lockDays === undefined ? target : { ...target, lockDays };
}

/**
 * NIGHT_WINDOW on the clock of NIGHT_WINDOW_TIME_ZONE (the schedule's zone; default UTC), or the
 * older NIGHT_WINDOW_UTC.
 */
function nightWindowVar(env: NodeJS.ProcessEnv, door: LambdaSettings): NightWindow {
  const window = LAMBDA_SETTINGS.nightWindow.env as string;
  if (env[window] !== undefined && env.NIGHT_WINDOW_UTC !== undefined)
    throw new ConfigError("NIGHT_WINDOW_UTC", `give ${window} or NIGHT_WINDOW_UTC, not both`);
  if (env.NIGHT_WINDOW_UTC !== undefined)
    return parseNightWindow(env.NIGHT_WINDOW_UTC, "NIGHT_WINDOW_UTC");
  return parseNightWindow(door.nightWindow.text, window, door.nightWindowTimeZone);
}
