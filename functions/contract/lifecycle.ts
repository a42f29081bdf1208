/**
 * Whether a bucket's lifecycle configuration keeps a retention-table bucket entry: one rule,
 * enabled, that covers the entry's whole prefix (no tag or size filter) and expires objects within
 * the retention (and, for a versioned bucket, noncurrent versions too). Judged from the rules
 * GetBucketLifecycleConfiguration returns; the s3-lifecycle store check (aws/stores/) calls it.
 */
import type { S3LifecycleEntry as BucketRule } from "./stores/s3-lifecycle.js";

/** The part of an S3 lifecycle rule the judgement reads (the SDK's shape, structurally). */
export interface LifecycleRuleView {
  ID?: string;
  Status?: string;
  /** The legacy top-level prefix. */
  Prefix?: string;
  Filter?: {
    Prefix?: string;
    Tag?: unknown;
    ObjectSizeGreaterThan?: number;
    ObjectSizeLessThan?: number;
    And?: {
      Prefix?: string;
      Tags?: unknown[];
      ObjectSizeGreaterThan?: number;
      ObjectSizeLessThan?: number;
    };
  };
  Expiration?: { Days?: number; Date?: Date | string };
  NoncurrentVersionExpiration?: { NoncurrentDays?: number };
}

export type LifecycleStatus =
  | "ok"
  | "missing"
  | "disabled"
  | "too-long"
  | "noncurrent-missing"
  | "unreadable";

export interface LifecycleFinding {
  name: string;
  bucket: string;
  prefix: string;
  retentionDays: number;
  status: LifecycleStatus;
  detail: string;
}

/** The prefix a rule applies to, or undefined when it filters on more than a prefix. */
function rulePrefix(rule: LifecycleRuleView): string | undefined {
  const filter = rule.Filter;
  if (!filter) return rule.Prefix ?? "";
  if (filter.Tag !== undefined || filter.ObjectSizeGreaterThan !== undefined) return undefined;
  if (filter.ObjectSizeLessThan !== undefined) return undefined;
  if (filter.And) {
    const and = filter.And;
    if ((and.Tags?.length ?? 0) > 0 || and.ObjectSizeGreaterThan || and.ObjectSizeLessThan)
      return undefined;
    return and.Prefix ?? "";
  }
  return filter.Prefix ?? "";
}

/**
 * `rules` undefined: the bucket has no lifecycle configuration at all; `error`: it could not be
 * read (access denied, no such bucket).
 */
export function judgeLifecycle(
  entry: BucketRule & { bucket: string },
  rules: LifecycleRuleView[] | undefined,
  error?: string,
): LifecycleFinding {
  const base = {
    name: entry.name,
    bucket: entry.bucket,
    prefix: entry.prefix,
    retentionDays: entry.retentionDays,
  };
  const where = `s3://${entry.bucket}/${entry.prefix}`;
  if (error !== undefined)
    return {
      ...base,
      status: "unreadable",
      detail: `cannot read the lifecycle of ${where}: ${error}`,
    };
  const covering = (rules ?? []).filter((rule) => {
    const prefix = rulePrefix(rule);
    return prefix !== undefined && entry.prefix.startsWith(prefix);
  });
  const enabled = covering.filter((rule) => rule.Status === "Enabled");
  const expiring = enabled.filter((rule) => rule.Expiration?.Days !== undefined);
  const inTime = expiring.filter(
    (rule) => (rule.Expiration?.Days as number) <= entry.retentionDays,
  );
  if (covering.length === 0)
    return {
      ...base,
      status: "missing",
      detail: `no lifecycle rule covers ${where}: objects there are kept forever; add an expiration of ${entry.retentionDays} days`,
    };
  if (expiring.length === 0)
    return {
      ...base,
      status: enabled.length === 0 ? "disabled" : "missing",
      detail:
        enabled.length === 0
          ? `the lifecycle rule for ${where} (${covering.map((rule) => rule.ID ?? "unnamed").join(", ")}) is disabled`
          : `no enabled rule for ${where} expires objects after a number of days`,
    };
  if (inTime.length === 0) {
    const days = Math.min(...expiring.map((rule) => rule.Expiration?.Days as number));
    return {
      ...base,
      status: "too-long",
      detail: `objects under ${where} expire after ${days} days, longer than the retention of ${entry.retentionDays}`,
    };
  }
  if (entry.versioned) {
    const noncurrent = enabled.some(
      (rule) =>
        rule.NoncurrentVersionExpiration?.NoncurrentDays !== undefined &&
        rule.NoncurrentVersionExpiration.NoncurrentDays <= entry.retentionDays,
    );
    if (!noncurrent)
      return {
        ...base,
        status: "noncurrent-missing",
        detail: `the bucket is versioned and no enabled rule expires noncurrent versions under ${where} within ${entry.retentionDays} days: deleted objects live on as old versions`,
      };
  }
  return {
    ...base,
    status: "ok",
    detail: `${where} expires within ${entry.retentionDays} days`,
  };
}
