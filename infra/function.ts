// The construct's function: its network, its code (dist/lambda, built by `npm run build`), its
// environment (the settings the handler checks at cold start), and least-privilege grants.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ArnFormat, Duration, Stack, Validations } from "aws-cdk-lib";
import * as ec2 from "aws-cdk-lib/aws-ec2";
import * as iam from "aws-cdk-lib/aws-iam";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { SqsDestination } from "aws-cdk-lib/aws-lambda-destinations";
import type * as logs from "aws-cdk-lib/aws-logs";
import * as s3 from "aws-cdk-lib/aws-s3";
import type * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type * as sqs from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { ConfigError } from "../functions/contract/errors.js";
import { DEFAULTS } from "../functions/contract/limits.js";
import { EVIDENCE_PREFIX } from "../functions/contract/names.js";
import type { BucketRule } from "../functions/contract/retention-table.js";
import { SETTINGS, type SettingKey, settingsEnvironment } from "../functions/contract/settings.js";
import { type StoreEntry, storeGrants } from "../functions/contract/stores/index.js";
import { acknowledgeEvidenceGrant } from "./fleet-evidence.js";
import type { CheckedProps, RetentionJobProps } from "./props.js";
import { ERASURE_QUEUE } from "./props.js";

/** The package's root: above infra/ (from the sources) or above dist/infra/ (installed). */
const packageRoot = [1, 2]
  .map((up) => join(dirname(fileURLToPath(import.meta.url)), ...Array(up).fill("..")))
  .find((dir) => existsSync(join(dir, "package.json"))) as string;

/** The Lambda's bundle, as `npm run build` (prepare) writes it. */
export const LAMBDA_CODE_DIR = join(packageRoot, "dist/lambda");

/**
 * Each bucket entry with its bucket's name: from the table, or from the bucket given in props (an
 * entry an archive names: props.archiveBucket, unless props.buckets gives it).
 */
export function namedBuckets(
  table: CheckedProps["table"],
  given: Record<string, s3.IBucket> = {},
  archiveBucket?: s3.IBucket,
) {
  for (const name of Object.keys(given)) {
    if (!table.buckets.some((entry) => entry.name === name))
      throw new ConfigError(
        `props.buckets.${name}`,
        `the retention table has no bucket entry "${name}"`,
      );
  }
  const archived = new Set(table.policies.flatMap((policy) => policy.archive?.bucket ?? []));
  return table.buckets.map((entry) => {
    const bucket =
      given[entry.name] ?? (archived.has(entry.name) && !entry.bucket ? archiveBucket : undefined);
    const name = bucket?.bucketName ?? entry.bucket;
    if (!name)
      throw new ConfigError(
        "props.buckets",
        `bucket entry ${entry.name} names no bucket: give its name in the retention table, or the bucket in props.buckets`,
      );
    return { entry, bucket, name };
  });
}
export type NamedBucket = ReturnType<typeof namedBuckets>[number];

/** A database the function reaches: an RDS construct, or a security group and its port. */
export interface DatabaseAccess {
  database?: ec2.IConnectable;
  databaseSecurityGroup?: ec2.ISecurityGroup;
  databasePort?: number;
}

/** The function's own security group, allowed into each database on its port and out to HTTPS. */
export function functionSecurityGroup(
  scope: Construct,
  vpc: ec2.IVpc,
  databases: DatabaseAccess[],
): ec2.SecurityGroup {
  const functionSg = new ec2.SecurityGroup(scope, "FunctionSg", {
    vpc,
    description: "retention-job: reaches the database and AWS APIs (HTTPS) only",
    allowAllOutbound: false,
  });
  // Targets that share a database's security group and port share its rule.
  const allowed = new Map<unknown, Set<number | undefined>>();
  for (const each of databases) {
    const key = each.database ?? each.databaseSecurityGroup;
    const ports = allowed.get(key) ?? new Set();
    if (ports.has(each.databasePort)) continue;
    allowed.set(key, ports.add(each.databasePort));
    const database =
      each.database ??
      new ec2.Connections({
        securityGroups: [each.databaseSecurityGroup as ec2.ISecurityGroup],
        defaultPort: ec2.Port.tcp(each.databasePort ?? DEFAULTS.databasePort),
      });
    const port =
      each.databasePort !== undefined
        ? ec2.Port.tcp(each.databasePort)
        : (database.connections.defaultPort ?? ec2.Port.tcp(DEFAULTS.databasePort));
    functionSg.connections.allowTo(database, port, "PostgreSQL");
  }
  functionSg.addEgressRule(
    ec2.Peer.anyIpv4(),
    ec2.Port.tcp(443),
    "Secrets Manager, Lambda, X-Ray over HTTPS",
  );
  return functionSg;
}

/** The retention table for the function's environment, with each bucket entry's real bucket name. */
function tableVariable(props: RetentionJobProps, buckets: NamedBucket[]): Record<string, string> {
  if (props.preset !== undefined) return { RETENTION_PRESET: props.preset };
  const raw = props.retentionTable as {
    buckets?: Record<string, unknown>[];
    stores?: Record<string, unknown>[];
  };
  const named = (entries: Record<string, unknown>[] | undefined) =>
    entries?.map((entry) => {
      const bucket = buckets.find((each) => each.entry.name === entry.name)?.name;
      return bucket ? { ...entry, bucket } : entry;
    });
  const table =
    buckets.length === 0
      ? raw
      : {
          ...raw,
          ...(raw.buckets ? { buckets: named(raw.buckets) } : {}),
          ...(raw.stores ? { stores: named(raw.stores) } : {}),
        };
  return { RETENTION_TABLE: JSON.stringify(table) };
}

/** The settings the function's environment pins whatever the props say (defaults filled). */
const PINNED = [
  "retentionIntervalMs",
  "maxRunDurationMs",
  "nightWindowTimeZone",
  "safetyMarginMs",
  "maxSegments",
  "maxChains",
  "metricsNamespace",
] as const satisfies readonly SettingKey[];

/**
 * The settings the handler reads at cold start (functions/lambda/settings.ts), by their variables
 * (contract/settings.ts): those the props give, and the pinned ones; the retention table with each
 * bucket entry's real name, and the night window as checked (on the schedule's clock).
 */
function environment(
  props: RetentionJobProps,
  checked: CheckedProps,
  buckets: NamedBucket[],
): Record<string, string> {
  const { settings, given } = checked;
  const values: Partial<Record<SettingKey, unknown>> = {};
  for (const key of [...given, ...PINNED]) values[key] = settings[key];
  // A text the app wrote ("16MB", "off") goes to the function as written.
  for (const key of given) {
    const text = (props as unknown as Record<string, unknown>)[SETTINGS[key].prop as string];
    if (typeof text === "string") values[key] = text;
  }
  const { retentionTable: _table, nightWindowUtc: _utc, ...rest } = values;
  return {
    ...settingsEnvironment({ ...rest, nightWindow: checked.nightWindow }),
    ...tableVariable(props, buckets),
    ...(props.erasure ? { ERASURE_TABLE: JSON.stringify(props.erasure.table) } : {}),
    ...(props.evidenceBucket ? { EVIDENCE_PREFIX: EVIDENCE_PREFIX } : {}),
    NODE_OPTIONS: "--enable-source-maps",
  };
}

export interface FunctionParts {
  props: RetentionJobProps;
  checked: CheckedProps;
  buckets: NamedBucket[];
  functionName: string;
  metricsNamespace: string;
  logGroup: logs.ILogGroup;
  failureQueue: sqs.IQueue;
}

/** The function: Node 22 on ARM64, in the VPC, its failures to the queue, its code from dist/lambda. */
export function createFunction(scope: Construct, parts: FunctionParts): lambda.Function {
  const { props, checked } = parts;
  if (!existsSync(join(LAMBDA_CODE_DIR, "index.mjs"))) {
    throw new Error(
      `the function's bundle ${LAMBDA_CODE_DIR}/index.mjs is missing: run npm run build (npm ci and npm pack run it)`,
    );
  }
  const fn = new lambda.Function(scope, "Function", {
    functionName: parts.functionName,
    description: "retention-job: deletes expired rows in batches as the retention table says",
    code: lambda.Code.fromAsset(LAMBDA_CODE_DIR),
    handler: "index.handler",
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    // One segment: long enough for many batches, with the safety margin at its end.
    timeout: Duration.seconds(Math.round(checked.timeoutMinutes * 60)),
    memorySize: checked.memoryMb,
    logGroup: parts.logGroup,
    tracing: lambda.Tracing.ACTIVE,
    vpc: props.vpc,
    vpcSubnets: props.vpcSubnets ?? { subnets: props.vpc.privateSubnets },
    securityGroups: [functionSecurityGroup(scope, props.vpc, [props])],
    // Our own hop limit (MAX_SEGMENTS) guards the self-invocation chain.
    recursiveLoop: lambda.RecursiveLoop.ALLOW,
    retryAttempts: 0,
    // A run's chains at once, and one more (a catch-up started while a night's run works), and the
    // erasure queue's erasures at once beside them.
    reservedConcurrentExecutions:
      checked.settings.maxChains + 1 + (checked.erasure?.queue ? ERASURE_QUEUE.maxConcurrency : 0),
    onFailure: new SqsDestination(parts.failureQueue),
    environment: environment(props, checked, parts.buckets),
  });
  grantAccess(fn, [props.secret, props.redactionKey], parts.functionName);
  governBuckets(parts.buckets);
  grantStores(fn, checked.table.stores, parts.buckets);
  grantArchives(fn, props, checked, parts.buckets);
  if (props.evidenceBucket) {
    grantEvidence(fn, {
      bucket: props.evidenceBucket,
      prefix: EVIDENCE_PREFIX,
      locked: Boolean(props.evidenceLockDays),
    });
    acknowledgeEvidenceGrant(
      fn.role as iam.IRole,
      props.evidenceBucket,
      EVIDENCE_PREFIX,
      "The function puts its runs' evidence records under this one prefix of the evidence bucket, each object a run's: a grant of objects ends in a wildcard.",
    );
  }
  props.eventBus?.grantPutEventsTo(fn);
  return fn;
}

/** Where a function copies its runs' evidence records: a bucket, a prefix, Object Lock asked or not. */
export interface EvidenceGrant {
  bucket: s3.IBucket;
  prefix: string;
  locked?: boolean;
}

/**
 * Evidence: put objects (and their retention, when locked) under its prefix, nothing else (a
 * RetentionJob's, and a RetentionFleet's under its targets' prefix).
 */
export function grantEvidence(
  fn: lambda.Function,
  { bucket, prefix, locked }: EvidenceGrant,
): void {
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      sid: "EvidenceObjectsUnderTheirPrefix",
      actions: ["s3:PutObject", ...(locked ? ["s3:PutObjectRetention"] : [])],
      resources: [bucket.arnForObjects(`${prefix}*`)],
    }),
  );
  bucket.encryptionKey?.grantEncrypt(fn);
}

/**
 * Archives: put, get and delete objects under each archive entry's prefix (multipart uploads
 * included), nothing else of the bucket; the archive key (and a bucket's own key) to encrypt.
 */
function grantArchives(
  fn: lambda.Function,
  props: RetentionJobProps,
  checked: CheckedProps,
  buckets: NamedBucket[],
): void {
  const archived = new Set(
    checked.table.policies.flatMap((policy) => policy.archive?.bucket ?? []),
  );
  const entries = buckets.filter(({ entry }) => archived.has(entry.name));
  if (entries.length === 0) return;
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      sid: "ArchiveObjectsUnderTheirPrefix",
      actions: ["s3:PutObject", "s3:GetObject", "s3:DeleteObject", "s3:AbortMultipartUpload"],
      resources: entries.map(({ entry, bucket, name }) =>
        bucket
          ? bucket.arnForObjects(`${entry.prefix}*`)
          : `arn:${Stack.of(fn).partition}:s3:::${name}/${entry.prefix}*`,
      ),
    }),
  );
  for (const { entry, bucket, name } of entries)
    acknowledgeEvidenceGrant(
      fn.role as iam.IRole,
      bucket ?? s3.Bucket.fromBucketName(fn, `Archive${entry.name}`, name),
      entry.prefix,
      "The function puts, reads back and removes its archive objects under this entry's prefix only: a grant of objects ends in a wildcard.",
    );
  props.archiveKey?.grantEncryptDecrypt(fn);
  for (const { bucket } of entries) bucket?.encryptionKey?.grantEncryptDecrypt(fn);
}

/** Least privilege: read its secrets (the role's, the redaction key's), invoke only itself. */
export function grantAccess(
  fn: lambda.Function,
  secrets: (secretsmanager.ISecret | undefined)[],
  functionName: string,
): void {
  for (const secret of secrets) secret?.grantRead(fn);
  fn.addToRolePolicy(
    new iam.PolicyStatement({
      sid: "InvokeItselfForContinuation",
      actions: ["lambda:InvokeFunction"],
      resources: [
        Stack.of(fn).formatArn({
          service: "lambda",
          resource: "function",
          resourceName: functionName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
    }),
  );
  const role = fn.role as iam.Role;
  Validations.of(role).acknowledge({
    id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
    reason: "Basic execution role: writes the function's own logs, nothing else.",
  });
  Validations.of(role).acknowledge({
    id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaVPCAccessExecutionRole]",
    reason: "Required for a function in a VPC: manages its network interfaces.",
  });
  Validations.of(role).acknowledge({
    id: "AwsSolutions-IAM5[Resource::*]",
    reason: "X-Ray PutTraceSegments/PutTelemetryRecords accept no resource other than *.",
  });
  Validations.of(fn).acknowledge({
    id: "AwsSolutions-L1",
    reason: "Pinned to nodejs22.x on purpose: the runtime the project is built and tested for.",
  });
}

/** An owned bucket gets its entry's expiration rule. */
function governBuckets(buckets: NamedBucket[]): void {
  for (const { entry, bucket } of buckets) {
    if (bucket instanceof s3.Bucket) bucket.addLifecycleRule(lifecycleRule(entry));
  }
}

/**
 * The store checks may call what their kinds declare (contract/stores/), on each entry's store and
 * nothing else; statements alike but for their resources are one statement.
 */
function grantStores(fn: lambda.Function, stores: StoreEntry[], buckets: NamedBucket[]): void {
  const stack = Stack.of(fn);
  const named = stores.map((entry) => {
    const bucket = buckets.find((each) => each.entry.name === entry.name);
    return bucket ? { ...entry, bucket: bucket.name } : entry;
  });
  const arn = { partition: stack.partition, region: stack.region, account: stack.account };
  const merged = new Map<string, iam.PolicyStatementProps & { resources: string[] }>();
  for (const grant of storeGrants(named, arn)) {
    const key = JSON.stringify([grant.actions, grant.conditions ?? {}]);
    const statement = merged.get(key) ?? { ...grant, resources: [] };
    statement.resources.push(
      ...grant.resources.filter((each) => !statement.resources.includes(each)),
    );
    merged.set(key, statement);
  }
  [...merged.values()].forEach((statement, index) => {
    fn.addToRolePolicy(
      new iam.PolicyStatement({ sid: `CheckRetentionStores${index}`, ...statement }),
    );
  });
}

const lifecycleRule = (entry: BucketRule): s3.LifecycleRule => ({
  id: `retention-job-${entry.name}`,
  ...(entry.prefix ? { prefix: entry.prefix } : {}),
  expiration: Duration.days(entry.retentionDays),
  noncurrentVersionExpiration: Duration.days(entry.retentionDays),
});
