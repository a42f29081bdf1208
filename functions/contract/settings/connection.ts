// The connection and secret settings, and the tables a run reads: where the database is and how
// to reach it, the keys and buses a run uses, the buckets it writes to, the retention and
// erasure tables.
import { type ErasureTable, parseErasureTable } from "../erasure-table.js";
import { ConfigError } from "../errors.js";
import { EVIDENCE_PREFIX, S3_BUCKET_NAME } from "../names.js";
import { presetNames } from "../presets.js";
import { parseRetentionTable, type RetentionTable } from "../retention-table.js";
import { matching, oneOf, optional, parseJson, SECRET_ARN, withDefault } from "./define.js";

const bucketName = matching(S3_BUCKET_NAME, "an S3 bucket name");
const secretArn = matching(SECRET_ARN, "a Secrets Manager secret ARN");

/** A preset's name (its table is loaded where it is used). */
function presetName(text: string, field: string): string {
  if (!presetNames.includes(text))
    throw new ConfigError(field, `unknown preset "${text}"; known: ${presetNames.join(", ")}`);
  return text;
}

/** The retention table's JSON; its errors name the field and the path inside it. */
const retentionTable = (text: string, field: string): RetentionTable =>
  parseRetentionTable(parseJson(text, field), field);

const erasureTable = (text: string, field: string): ErasureTable =>
  parseErasureTable(parseJson(text, field), field);

/** The Lambda's runtime CA file; it includes the RDS certificate authorities. */
export const DEFAULT_CA_BUNDLE = "/var/runtime/ca-cert.pem";

/** Where the database is, how to reach it, the keys, buses and buckets a run uses, its tables. */
export const CONNECTION_SETTINGS = {
  databaseUrl: optional({
    group: "connection",
    env: "DATABASE_URL",
    flag: "--database-url",
    cliEnv: true,
    default: "(none)",
    usage: "URL",
    doc: "the database, as a PostgreSQL URL (the function: instead of `DB_SECRET_ARN`, for a run outside AWS)",
    parse: matching(/^postgres(ql)?:\/\/\S*$/, "a PostgreSQL URL (postgres://user@host/db)"),
  }),
  dbSecretArn: optional({
    group: "connection",
    env: "DB_SECRET_ARN",
    prop: "secret",
    propType: "secretsmanager.ISecret",
    propRequired: true,
    context: "dbSecretArn",
    contextRequired: true,
    default: "(required)",
    doc: "the maintenance role's credentials: a Secrets Manager secret in the RDS secret's JSON (host, port, username, password, dbname); create the role with `retention-job provision-role`",
    parse: secretArn,
  }),
  dbCaBundle: withDefault({
    group: "connection",
    env: "DB_CA_BUNDLE",
    default: DEFAULT_CA_BUNDLE,
    doc: "the certificate authorities TLS to the database is verified against (with `DB_SECRET_ARN`); the runtime's file includes RDS's",
    parse: matching(/^\/\S+$/, "an absolute path"),
  }),
  preset: optional({
    group: "connection",
    env: "RETENTION_PRESET",
    flag: "--preset",
    prop: "preset",
    propType: "string",
    context: "preset",
    default: "(identity, on the command line)",
    usage: "NAME",
    doc: `a built-in retention table (${presetNames.join(", ")}); give this or the retention table`,
    parse: presetName,
  }),
  retentionTable: optional({
    group: "connection",
    env: "RETENTION_TABLE",
    flag: "--config",
    flagFile: true,
    prop: "retentionTable",
    propType: "RetentionTableInput",
    context: "retentionTable",
    default: "(none)",
    usage: "FILE",
    doc: "the retention table (retention-table.md): JSON in the variable, a file on the command line, an object in props and context",
    parse: retentionTable,
    format: (table) => JSON.stringify(table),
  }),
  erasureTable: optional({
    group: "connection",
    env: "ERASURE_TABLE",
    flag: "--erasure-table",
    flagFile: true,
    prop: "erasure.table",
    default: "(none)",
    usage: "FILE",
    doc: "the erasure table (erasure.md), for `erase`; the construct's `erasure: { table }`",
    parse: erasureTable,
    format: (table) => JSON.stringify(table),
  }),
  redactionKey: optional({
    group: "connection",
    env: "REDACTION_KEY",
    cliEnv: true,
    default: "(none)",
    doc: "the key of columns redacted to a keyed hash and of erasure receipts, itself (local runs; the function: a secret instead); at least 16 characters, checked where it is used",
    parse: (text) => text,
  }),
  redactionKeySecretArn: optional({
    group: "connection",
    env: "REDACTION_KEY_SECRET_ARN",
    prop: "redactionKey",
    propType: "secretsmanager.ISecret",
    context: "redactionKeySecretArn",
    default: "(none)",
    doc: "the secret holding that key (its string, or JSON with a `key`); required when a policy hashes or with an erasure table",
    parse: secretArn,
  }),
  eventBusName: optional({
    group: "connection",
    env: "EVENT_BUS_NAME",
    prop: "eventBus",
    propType: "events.IEventBus",
    context: "eventBusArn",
    default: "(none)",
    doc: "the EventBridge bus that policies with `publish` send their deletions to (required when one does)",
    parse: matching(
      /^(arn:aws[a-z-]*:events:[a-z0-9-]+:\d{12}:event-bus\/)?[A-Za-z0-9._/-]{1,256}$/,
      "an EventBridge bus's name or ARN",
    ),
  }),
  archiveBucket: optional({
    group: "connection",
    env: "ARCHIVE_BUCKET",
    cliEnv: true,
    prop: "archiveBucket",
    propType: "s3.IBucket",
    context: "archiveBucketName",
    default: "(none)",
    doc: "the bucket of archives whose `buckets` entry names none; the function may put, get and delete objects under that entry's prefix only",
    parse: bucketName,
  }),
  archiveKmsKeyId: optional({
    group: "connection",
    env: "ARCHIVE_KMS_KEY_ID",
    cliEnv: true,
    prop: "archiveKey",
    propType: "kms.IKey",
    context: "archiveKmsKeyArn",
    default: "(none)",
    doc: "archive objects are encrypted with SSE-KMS under this key",
    parse: matching(
      /^(arn:aws[a-z-]*:kms:\S+|alias\/\S+|[0-9a-f-]{36})$/,
      "a KMS key's ARN, id or alias",
    ),
  }),
  evidenceBucket: optional({
    group: "connection",
    env: "EVIDENCE_BUCKET",
    prop: "evidenceBucket",
    propType: "s3.IBucket",
    context: "evidenceBucketName",
    default: "(none)",
    doc: "each run's evidence records (chained by hash) are copied here, where they outlive the database; the function may put objects under `EVIDENCE_PREFIX` only",
    parse: bucketName,
  }),
  evidencePrefix: withDefault({
    group: "connection",
    env: "EVIDENCE_PREFIX",
    default: EVIDENCE_PREFIX,
    doc: "the evidence objects' prefix in that bucket (a fleet's target: its own under the fleet's)",
    parse: matching(/^[A-Za-z0-9!_.*'()/-]*$/, "an S3 key prefix"),
  }),
  logLevel: optional({
    group: "connection",
    env: "LOG_LEVEL",
    cliEnv: true,
    prop: "logLevel",
    propType: "string",
    context: "logLevel",
    default: "info (the command line: warn)",
    doc: "the least level of the log lines written (`debug` adds each batch)",
    parse: oneOf(["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const),
  }),
} as const;
