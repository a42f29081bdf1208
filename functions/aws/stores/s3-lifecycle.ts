// The s3-lifecycle store check, its reading half: the bucket's lifecycle rules (read-only), judged
// by contract/lifecycle.ts; no configuration at all is a finding, not an error.
import { GetBucketLifecycleConfigurationCommand, S3Client } from "@aws-sdk/client-s3";
import { judgeLifecycle, type LifecycleRuleView } from "../../contract/lifecycle.js";
import type { S3LifecycleEntry, StoreCheck } from "../../contract/stores/index.js";

async function rulesOf(s3: S3Client, bucket: string): Promise<LifecycleRuleView[] | undefined> {
  try {
    const answer = await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }));
    return (answer.Rules as LifecycleRuleView[] | undefined) ?? [];
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchLifecycleConfiguration") return undefined;
    throw error;
  }
}

export const checkS3Lifecycle: StoreCheck<S3LifecycleEntry> = async (entry, clients) => {
  const bucket = entry.bucket as string;
  const s3 = clients.get("s3", (config) => new S3Client(config));
  const { status, detail } = judgeLifecycle({ ...entry, bucket }, await rulesOf(s3, bucket));
  const base = {
    name: entry.name,
    kind: entry.kind,
    where: `s3://${bucket}/${entry.prefix}`,
    detail,
  };
  return status === "ok"
    ? { ...base, verdict: "ok", status }
    : { ...base, verdict: "mismatch", status };
};
