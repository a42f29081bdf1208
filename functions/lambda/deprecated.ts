// DEPRECATED names, kept for one minor version (0.2.x; removed in 0.3.0, see CHANGELOG.md): what the
// function's result and log said of the s3-lifecycle store checks before they said `stores` and
// `store-checked` (commit 916acc4), so that a dashboard query or a log filter on them keeps working.
import type { LifecycleFinding, LifecycleStatus } from "../contract/lifecycle.js";
import type { StoreEntry, StoreFinding } from "../contract/stores/index.js";
import type { Logger } from "../engine/index.js";

const bucketEntry = (entries: StoreEntry[], name: string) =>
  entries.find((entry) => entry.name === name && entry.kind === "s3-lifecycle") as
    | Extract<StoreEntry, { kind: "s3-lifecycle" }>
    | undefined;

/** The result's `buckets`: each s3-lifecycle entry's finding, in the shape it had then (none: no field). */
export function legacyBuckets(
  findings: StoreFinding[],
  entries: StoreEntry[],
): { buckets?: LifecycleFinding[] } {
  const buckets = findings.flatMap((finding) => {
    const entry = bucketEntry(entries, finding.name);
    if (!entry) return [];
    return [
      {
        name: finding.name,
        bucket: entry.bucket ?? "",
        prefix: entry.prefix,
        retentionDays: entry.retentionDays,
        // The s3-lifecycle check's words are the lifecycle judgement's (and "unreadable").
        status: finding.status as LifecycleStatus,
        detail: finding.detail,
      },
    ];
  });
  return buckets.length > 0 ? { buckets } : {};
}

/** The `lifecycle-checked` line a bucket entry's check wrote, beside its `store-checked` one. */
export function logLegacyLifecycle(
  log: Logger,
  finding: StoreFinding,
  entries: StoreEntry[],
): void {
  if (!bucketEntry(entries, finding.name)) return;
  log[finding.verdict === "ok" ? "info" : "warn"](
    { event: "lifecycle-checked", bucket: finding.name, status: finding.status },
    finding.detail,
  );
}
