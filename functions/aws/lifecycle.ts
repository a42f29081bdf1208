// A bucket's lifecycle rules, read from S3 (read-only): the one S3 call of both doors.
import { GetBucketLifecycleConfigurationCommand, type S3Client } from "@aws-sdk/client-s3";
import type { LifecycleReader, LifecycleRuleView } from "../contract/lifecycle.js";

/** Reads a bucket's lifecycle rules; undefined when it has none. */
export const lifecycleReader =
  (s3: S3Client): LifecycleReader =>
  async (bucket) =>
    (await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }))).Rules as
      | LifecycleRuleView[]
      | undefined;
