import { GetBucketLifecycleConfigurationCommand, type S3Client } from "@aws-sdk/client-s3";
import type { LifecycleReader, LifecycleRuleView } from "../contract/lifecycle.js";
import type { BucketRule } from "../contract/retention-table.js";

/** A bucket entry whose bucket is named (the settings require it). */
export type NamedBucket = BucketRule & { bucket: string };

/** The function's one S3 call: a bucket's lifecycle rules (read-only). */
export const lifecycleReader =
  (s3: S3Client): LifecycleReader =>
  async (bucket) =>
    (await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }))).Rules as
      | LifecycleRuleView[]
      | undefined;
