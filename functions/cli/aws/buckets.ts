// `plan`'s look at each bucket entry's lifecycle, read-only, with AWS credentials when there are
// some.
import { S3Client } from "@aws-sdk/client-s3";
import { lifecycleReader } from "../../aws/lifecycle.js";
import { checkBuckets, type LifecycleFinding } from "../../contract/lifecycle.js";
import type { BucketRule } from "../../contract/retention-table.js";

/**
 * The bucket entries' lifecycle, checked as the nightly run checks it (read-only), or why not:
 * no region, or an entry without a bucket name (a CDK app fills those in).
 */
export async function bucketFindings(
  buckets: BucketRule[],
  region: string | undefined,
  s3: S3Client | undefined = region ? new S3Client({ region }) : undefined,
): Promise<(LifecycleFinding | { name: string; status: "not-checked"; detail: string })[]> {
  if (!s3) {
    return buckets.map((entry) => ({
      name: entry.name,
      status: "not-checked",
      detail: "not checked: set AWS_REGION (and credentials) to read its lifecycle",
    }));
  }
  const named = buckets.filter((entry): entry is BucketRule & { bucket: string } => !!entry.bucket);
  const findings = await checkBuckets(lifecycleReader(s3), named);
  return buckets.map(
    (entry) =>
      findings.find((finding) => finding.name === entry.name) ?? {
        name: entry.name,
        status: "not-checked",
        detail: "not checked: the entry names no bucket (the CDK construct fills it in)",
      },
  );
}
