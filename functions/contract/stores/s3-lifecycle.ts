// The s3-lifecycle store kind, its contract half: an S3 prefix whose lifecycle rule must expire
// objects within the retention; its fields and the one IAM action its check calls.
import { z } from "zod";
import { parseDuration } from "../duration.js";
import { S3_BUCKET_NAME } from "../names.js";
import type { StoreEntryBase, StoreKind } from "./port.js";

const DAY_MS = 86_400_000;

/** An entry's name: the alarm's id and the metric's dimension carry it. */
export const storeName = z.string().regex(/^[a-z][a-z0-9_-]{0,62}$/, {
  message: "must be lower-case letters, digits, _ or -, starting with a letter",
});
const owner = z.string().min(1, { message: "must name who owns this rule" });

/** The fields of an S3 prefix's entry, as `buckets` entries have always written them. */
export const s3LifecycleFields = {
  name: storeName,
  /** The bucket's name; a CDK app that passes the bucket to the construct may leave it out. */
  bucket: z.string().regex(S3_BUCKET_NAME, { message: "must be an S3 bucket name" }).optional(),
  prefix: z.string().default(""),
  retention: z.string().transform((value, ctx) => {
    const ms = parseDuration(value);
    if (ms === undefined || ms <= 0 || ms % DAY_MS !== 0) {
      ctx.addIssue({
        code: "custom",
        message: `"${value}" is not a whole number of days (S3 lifecycle rules count days), such as 30d or P30D`,
      });
      return z.NEVER;
    }
    return ms / DAY_MS;
  }),
  /** A versioned bucket: noncurrent versions must expire within the retention too. */
  versioned: z.boolean().default(false),
  owner,
  description: z.string().optional(),
};

/** A bucket entry: objects under `prefix` must expire within `retentionDays`. */
export interface S3LifecycleEntry extends StoreEntryBase {
  kind: "s3-lifecycle";
  bucket?: string;
  prefix: string;
  retentionDays: number;
  versioned: boolean;
}

const schema = z.strictObject({ kind: z.literal("s3-lifecycle"), ...s3LifecycleFields });

export const s3Lifecycle: StoreKind<"s3-lifecycle", typeof schema, S3LifecycleEntry> = {
  kind: "s3-lifecycle",
  summary:
    "an S3 prefix: an enabled lifecycle rule covering it expires objects (and noncurrent versions of a versioned bucket) within the retention",
  schema,
  entry: ({ retention, ...rest }, at) => ({ ...rest, retentionDays: retention, at }),
  where: (entry) => `s3://${entry.bucket ?? `(${entry.name})`}/${entry.prefix}`,
  grants: (entry, arn) => [
    {
      actions: ["s3:GetLifecycleConfiguration"],
      resources: [`arn:${arn.partition}:s3:::${entry.bucket}`],
    },
  ],
  missing: (entry) =>
    entry.bucket
      ? undefined
      : { field: "bucket", message: `bucket entry ${entry.name} names no bucket` },
};
