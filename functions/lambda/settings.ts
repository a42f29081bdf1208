// The function's settings from its environment, read and checked once at cold start: every
// variable through the settings table (contract/settings.ts), then the rules between them.
import { existsSync } from "node:fs";
import { type EvidenceBucket, functionEvidenceBucket } from "../aws/evidence-bucket.js";
import type { ErasureTable } from "../contract/erasure-table.js";
import { ConfigError } from "../contract/errors.js";
import { DEFAULTS, statementTimeoutFor } from "../contract/limits.js";
import type { NightWindow } from "../contract/night-window.js";
import {
  type BucketRule,
  hashingPolicy,
  loadPreset,
  type Policy,
  type RetentionTable,
} from "../contract/retention-table.js";
import {
  CONNECTION_SETTINGS,
  type ConnectionSettings,
  exactlyOneTable,
  LAMBDA_SETTINGS,
  type LambdaSettings,
  namingOf,
  neededBy,
  nightWindowOn,
  notBoth,
  onlyWith,
  RUN_SETTINGS,
  type RunSettings,
  readSettings,
} from "../contract/settings.js";
import { type StoreEntry, storeMissing } from "../contract/stores/index.js";

export { DEFAULT_CA_BUNDLE } from "../contract/settings.js";

/** The function's settings, read and checked once, at cold start. */
export interface Settings extends Omit<LambdaSettings, "nightWindow" | "nightWindowUtc"> {
  policies: Policy[];
  /** The retention table's derived stores, each checked at the end of a run. */
  stores: StoreEntry[];
  /** Its s3-lifecycle stores (the buckets an archive names), each with its bucket's name. */
  buckets: (BucketRule & { bucket: string })[];
  /** The run's settings (contract/settings.ts): the engine's options, MaxRunDuration. */
  run: RunSettings;
  /** NIGHT_WINDOW (or the older NIGHT_WINDOW_UTC) on the schedule's clock. */
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
  /** The bucket of archives whose buckets entry names none (ARCHIVE_BUCKET). */
  archiveBucket?: string;
  /** Each run's evidence records go to this bucket (EVIDENCE_BUCKET, _PREFIX, _LOCK_DAYS). */
  evidence?: EvidenceBucket;
  /** The erasure table `kind: "erase"` events use (ERASURE_TABLE, its JSON). */
  erasure?: ErasureTable;
  /** The least level of the log lines written (LOG_LEVEL). */
  logLevel?: string;
}

const named = namingOf("env");
const C = CONNECTION_SETTINGS;

const tableOf = ({ preset, retentionTable }: ConnectionSettings): RetentionTable =>
  retentionTable ?? loadPreset(preset as string, named.field(C.preset));

function databaseOf(connection: ConnectionSettings): Settings["database"] {
  if (connection.databaseUrl) return { url: connection.databaseUrl };
  if (!connection.dbSecretArn)
    throw new ConfigError(
      named.field(C.dbSecretArn),
      `set ${named.label(C.dbSecretArn)} (the maintenance role's secret) or ${named.label(C.databaseUrl)}`,
    );
  if (!existsSync(connection.dbCaBundle))
    throw new ConfigError(
      named.field(C.dbCaBundle),
      `${connection.dbCaBundle} does not exist; TLS to the database must be verified`,
    );
  return { secretArn: connection.dbSecretArn, caBundlePath: connection.dbCaBundle };
}

/** The redaction key, when needed: the secret that holds it, or the key itself (local runs). */
function redactionKeyOf(
  connection: ConnectionSettings,
  policies: Policy[],
): Settings["redactionKey"] {
  const { redactionKey: value, redactionKeySecretArn: secretArn, erasureTable } = connection;
  notBoth(
    { setting: C.redactionKey, value },
    { setting: C.redactionKeySecretArn, value: secretArn },
    named,
  );
  const hashing = hashingPolicy(policies);
  const need = hashing
    ? `policy ${hashing.name} redacts a column to a keyed hash`
    : erasureTable && `erasure ${erasureTable.name} keeps each subject's key as a keyed hash only`;
  neededBy(
    C.redactionKeySecretArn,
    value ?? secretArn,
    need,
    named,
    "the secret that holds the key",
  );
  if (secretArn) return { secretArn };
  return value ? { value } : undefined;
}

/** Every store entry must be complete (a bucket entry names its bucket: the construct fills in those it was given). */
function checkedStores(table: RetentionTable, archiveBucket: string | undefined): StoreEntry[] {
  const archived = new Set(table.policies.flatMap((policy) => policy.archive?.bucket ?? []));
  const stores = table.stores.map((entry) =>
    entry.kind === "s3-lifecycle" && !entry.bucket && archived.has(entry.name) && archiveBucket
      ? { ...entry, bucket: archiveBucket }
      : entry,
  );
  for (const entry of stores) {
    const missing = storeMissing(entry);
    if (missing) throw new ConfigError(`RETENTION_TABLE.${missing.field}`, missing.message);
  }
  return stores;
}

/** `{ [key]: value }`, or nothing when the value was not given. */
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // Which table comes first: a second one is refused before either is read.
  exactlyOneTable(
    { setting: C.preset, value: env[named.label(C.preset)] || undefined },
    { setting: C.retentionTable, value: env[named.label(C.retentionTable)] || undefined },
    named,
  );
  const connection = readSettings(CONNECTION_SETTINGS, "env", env);
  const fn = readSettings(LAMBDA_SETTINGS, "env", env);
  const table = tableOf(connection);
  const policies = table.policies;
  const publishing = policies.find((policy) => policy.publish);
  neededBy(
    C.eventBusName,
    connection.eventBusName,
    publishing && `policy ${publishing.name} publishes its deletions`,
    named,
    "the EventBridge bus that receives them",
  );
  const { nightWindow: _window, nightWindowUtc: _windowUtc, ...rest } = fn;
  const stores = checkedStores(table, connection.archiveBucket);
  return {
    policies,
    stores,
    // checkedStores refused an entry without its bucket.
    buckets: stores.filter((entry) => entry.kind === "s3-lifecycle") as Settings["buckets"],
    ...optional("eventBusName", connection.eventBusName),
    ...rest,
    run: readSettings(RUN_SETTINGS, "env", env),
    nightWindow: nightWindowOf(fn),
    statementTimeoutMs: statementTimeoutFor(fn.safetyMarginMs),
    database: databaseOf(connection),
    ...optional("redactionKey", redactionKeyOf(connection, policies)),
    ...optional("archiveKmsKeyId", connection.archiveKmsKeyId),
    ...optional("archiveBucket", connection.archiveBucket),
    ...optional("evidence", evidenceOf(env, connection, fn)),
    ...optional("erasure", connection.erasureTable),
    ...optional("logLevel", connection.logLevel),
  };
}

/** Where each run's evidence records are copied, if anywhere. */
function evidenceOf(
  env: NodeJS.ProcessEnv,
  connection: ConnectionSettings,
  fn: LambdaSettings,
): EvidenceBucket | undefined {
  onlyWith(
    { setting: LAMBDA_SETTINGS.evidenceLockDays, value: fn.evidenceLockDays },
    { setting: C.evidenceBucket, value: connection.evidenceBucket },
    named,
    "locks objects of",
  );
  const target = functionEvidenceBucket(env);
  const lockDays = fn.evidenceLockDays;
  return target && lockDays !== undefined ? { ...target, lockDays } : target;
}

/** NIGHT_WINDOW on the clock of NIGHT_WINDOW_TIME_ZONE (the schedule's), or the older NIGHT_WINDOW_UTC. */
const nightWindowOf = (fn: LambdaSettings): NightWindow =>
  nightWindowOn(
    {
      window: LAMBDA_SETTINGS.nightWindow,
      windowUtc: LAMBDA_SETTINGS.nightWindowUtc,
      zone: LAMBDA_SETTINGS.nightWindowTimeZone,
    },
    { window: fn.nightWindow, windowUtc: fn.nightWindowUtc, zone: fn.nightWindowTimeZone },
    named,
    DEFAULTS.nightWindowUtc,
  );
