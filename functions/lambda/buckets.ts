// The final segment's bucket check: each entry's lifecycle read (S3) and judged.
import type { BucketRule } from "../contract/retention-table.js";

export { lifecycleReader } from "../aws/lifecycle.js";

/** A bucket entry whose bucket is named (the settings require it). */
export type NamedBucket = BucketRule & { bucket: string };
