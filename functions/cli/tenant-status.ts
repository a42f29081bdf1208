// `status` for a retention per tenant: each tenant policy's worst tenants, as the newest evidence
// record of that policy lists them (CloudWatch carries one figure per policy, never a tenant);
// the record read from the ledger for a database URL, else from the evidence bucket (a flag's, or
// the deployed function's EVIDENCE_BUCKET), chosen the same way for a local job and the Lambda.
import { GetFunctionConfigurationCommand, type LambdaClient } from "@aws-sdk/client-lambda";
import { archiveS3Client } from "../aws/archive-store.js";
import {
  type EvidenceBucket,
  evidenceAddressOf,
  functionEvidenceBucket,
  readEvidence,
} from "../aws/evidence-bucket.js";
import type { Policy } from "../contract/retention-table.js";
import { type EvidenceRecord, evidenceSince } from "../engine/index.js";
import { explainAwsError } from "./aws/errors.js";
import { withDatabaseClient } from "./database.js";
import type { Io } from "./io.js";

/** Where the tenant figures were read: the ledger (a database) or an evidence bucket (s3://...). */
export type TenantSource = { ledger: true } | { bucket: string };

/** A tenant policy's newest record: its run and time, and its tenants (worst first, keys only). */
export interface PolicyTenants {
  policy: string;
  /** null: no record of the policy in the nights read. */
  record: {
    runId: string;
    recordedAt: string;
    mode: string;
    tenants: NonNullable<EvidenceRecord["body"]["tenants"]> | null;
  } | null;
}

export interface TenantStatus {
  /** null: nothing to read them from (no database URL, no evidence bucket). */
  source: TenantSource | null;
  policies: PolicyTenants[];
}

/** Each named policy's newest record (the highest place in the chain) among `records`. */
export function newestTenantRecords(
  records: EvidenceRecord[],
  policies: string[],
): PolicyTenants[] {
  return policies.map((policy) => {
    const newest = records
      .filter((record) => record.body.policy === policy)
      .reduce<EvidenceRecord | undefined>(
        (best, record) => (best === undefined || record.seq > best.seq ? record : best),
        undefined,
      );
    if (!newest) return { policy, record: null };
    const { runId, recordedAt, mode, tenants } = newest.body;
    return { policy, record: { runId, recordedAt, mode, tenants: tenants ?? null } };
  });
}

/** The bucket to read: --evidence-from, else the deployed function's own (none: undefined). */
async function evidenceBucketOf(
  values: { "evidence-from"?: string },
  lambda: () => LambdaClient,
  functionName: string,
): Promise<EvidenceBucket | undefined> {
  if (values["evidence-from"] !== undefined)
    return evidenceAddressOf(values["evidence-from"], "--evidence-from");
  try {
    const config = await lambda().send(
      new GetFunctionConfigurationCommand({ FunctionName: functionName }),
    );
    return functionEvidenceBucket(config.Environment?.Variables ?? {});
  } catch (error) {
    throw explainAwsError(error, `the function ${functionName}'s configuration`);
  }
}

/**
 * The tenant policies' worst tenants from records since `since`: the ledger when a database URL
 * is given (--database-url or DATABASE_URL), else the evidence bucket; undefined when the table
 * has no tenant policy (nothing is read then).
 */
export async function readTenantStatus(
  values: { "database-url"?: string; "evidence-from"?: string },
  context: { io: Io; lambda: () => LambdaClient; functionName: string },
  policies: Policy[],
  since: Date,
): Promise<TenantStatus | undefined> {
  const names = policies.filter((policy) => policy.tenant).map((policy) => policy.name);
  if (names.length === 0) return undefined;
  const url = values["database-url"] ?? context.io.env.DATABASE_URL;
  if (url !== undefined) {
    const records = await withDatabaseClient(url, (client) => evidenceSince(client, since));
    return { source: { ledger: true }, policies: newestTenantRecords(records, names) };
  }
  const bucket = await evidenceBucketOf(values, context.lambda, context.functionName);
  if (!bucket) return { source: null, policies: names.map((policy) => ({ policy, record: null })) };
  const records = await readEvidence(archiveS3Client(context.io.env), bucket, since).catch(
    (error: unknown) => {
      throw explainAwsError(error, `the evidence bucket ${bucket.bucket}`);
    },
  );
  return {
    source: { bucket: `s3://${bucket.bucket}/${bucket.prefix}` },
    policies: newestTenantRecords(records, names),
  };
}
