// The policy's report from what the pipeline saw: its progress, where it stands, its outcome.
import type { BreakerVerdict } from "../breaker.js";
import { actionable, type Standing } from "../mechanisms/index.js";
import type { PolicyOutcome, PolicyReport } from "../report.js";
import { type PolicyShape, qualifiedName, tableText } from "../shape.js";
import type { Progress, Worked } from "./work.js";

export interface Seen {
  shape: PolicyShape;
  mode: PolicyReport["mode"];
  now: Date;
  startedAt: number;
  progress: Progress;
  outcome: PolicyOutcome;
  error: string | null;
  standing: Standing | undefined;
  breaker: BreakerVerdict | null;
  worked: Worked | undefined;
  warnings: string[];
}

/** Rows each cascade removed or changed, by child table (a table reached twice sums). */
function cascadedByTable(shape: PolicyShape, counts: number[]): Record<string, number> {
  const byTable: Record<string, number> = {};
  shape.inbound
    .filter((ref) => ref.effect !== "blocks")
    .forEach((ref, index) => {
      const table = tableText(ref.fk.child);
      byTable[table] = (byTable[table] ?? 0) + (counts[index] ?? 0);
    });
  return byTable;
}

const ageAt = (epochMs: number, oldestEpoch: number) =>
  Math.max(0, Math.round(epochMs / 1000 - oldestEpoch));

/** The standing figures of the report (null where the policy failed before they could be read). */
function figures(seen: Seen) {
  const { standing, shape, now } = seen;
  if (!standing) {
    const none = { held: null, blocked: null, blockedBy: null, backlog: null };
    return { ...none, oldestAgeSeconds: null, overdueSeconds: null, expired: 0 };
  }
  const oldest = standing.oldestEpoch;
  return {
    expired: standing.expired,
    held: standing.held,
    blocked: standing.blocked,
    blockedBy: standing.blockedBy,
    backlog: actionable(standing),
    oldestAgeSeconds: oldest == null ? null : ageAt(now.getTime(), oldest),
    overdueSeconds:
      standing.overdueSeconds ?? (oldest == null ? 0 : ageAt(Date.parse(shape.cutoff), oldest)),
  };
}

export function policyReport(seen: Seen): PolicyReport {
  const { shape, progress, worked } = seen;
  const { expired, ...standing } = figures(seen);
  const strategy = worked?.done?.strategy ?? shape.strategy;
  const sizes = !worked || progress.batches === 0 ? null : worked.sizes;
  return {
    name: shape.policy.name,
    table: qualifiedName(shape.policy),
    strategy,
    mode: seen.mode,
    locking: shape.rowLocks ? "skip-locked" : "delete-waits",
    cutoff: shape.cutoff,
    outcome: seen.outcome,
    examined: progress.deleted + expired,
    deleted: progress.deleted,
    ...standing,
    cascaded: cascadedByTable(shape, progress.cascaded),
    batches: progress.batches,
    batchSizes: !sizes ? null : strategy === "blocks" ? sizes.blocks.sizes : sizes.rows.sizes,
    throttled: worked && worked.throttled.ms > 0 ? worked.throttled : null,
    durationMs: Date.now() - seen.startedAt,
    error: seen.error,
    breaker: seen.breaker,
    warnings: seen.warnings,
    ...(worked?.done?.extra ?? {}),
  };
}
