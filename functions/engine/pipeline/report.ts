// The policy's report from what the pipeline saw: its progress, where it stands, its outcome.

import { type PolicyShape, qualifiedName } from "../catalog/shape.js";
import type { ErrorDescription } from "../db/pg-errors.js";
import { actionable, type Standing } from "../mechanisms/index.js";
import type { PolicyOutcome, PolicyReport, TenantReport, UpkeepReport } from "../report.js";
import { alsoDeleteTables, cascadeTables } from "../sql/effects.js";
import type { BreakerVerdict } from "./breaker.js";
import type { TrippedTenant } from "./tenant-breaker.js";
import type { Progress, Worked } from "./work.js";

export interface Seen {
  shape: PolicyShape;
  /** The mechanism deletes or redacts what the progress counts. */
  affects: "deleted" | "redacted";
  mode: PolicyReport["mode"];
  now: Date;
  startedAt: number;
  progress: Progress;
  outcome: PolicyOutcome;
  error: string | null;
  failure?: ErrorDescription;
  standing: Standing | undefined;
  breaker: BreakerVerdict | null;
  worked: Worked | undefined;
  warnings: string[];
  upkeep?: UpkeepReport;
  /** A retention per tenant: the tenants its breaker kept whole this run. */
  trippedTenants?: TrippedTenant[];
}

/** Counts by table (a table reached twice sums). */
function byTable(tables: string[], counts: number[]): Record<string, number> {
  const sums: Record<string, number> = {};
  tables.forEach((table, index) => {
    sums[table] = (sums[table] ?? 0) + (counts[index] ?? 0);
  });
  return sums;
}

/** What the run's rows set off elsewhere: counted by its batches, or predicted by a dry run. */
function effects(seen: Seen) {
  const { shape, progress, standing } = seen;
  const dry = seen.mode !== "delete";
  return {
    cascaded: byTable(cascadeTables(shape), dry ? (standing?.cascaded ?? []) : progress.cascaded),
    alsoDeleted: byTable(
      alsoDeleteTables(shape),
      dry ? (standing?.alsoDeleted ?? []) : progress.alsoDeleted,
    ),
  };
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
  // A retention per tenant: no one retention to age a row against; the figure the oldest-row
  // alarm watches is the worst tenant's overdue (its retentionMs is 0).
  const worst = standing.tenants ? (standing.overdueSeconds ?? 0) : undefined;
  return {
    expired: standing.expired,
    held: standing.held,
    blocked: standing.blocked,
    blockedBy: standing.blockedBy,
    backlog: actionable(standing),
    oldestAgeSeconds: worst ?? (oldest == null ? null : ageAt(now.getTime(), oldest)),
    overdueSeconds:
      standing.overdueSeconds ?? (oldest == null ? 0 : ageAt(Date.parse(shape.cutoff), oldest)),
  };
}

/** At most this many tenants are listed in a report (the worst first); the rest are counted. */
export const MAX_TENANTS_LISTED = 1000;

/**
 * Per tenant (key only), where a policy went tenant by tenant: what it deleted, its backlog, its
 * oldest row and how overdue it is, and whether its breaker kept it; the worst first (overdue,
 * then backlog), tenants with nothing to say left out.
 */
function tenantFigures(seen: Seen): Pick<PolicyReport, "tenants"> {
  const list = seen.standing?.tenants;
  if (!list) return {};
  const deleted = seen.worked?.done?.tenantsDeleted;
  const dry = seen.mode !== "delete";
  const tripped = new Map((seen.trippedTenants ?? []).map((each) => [each.tenant, each]));
  const rows: TenantReport[] = [
    ...list.map(
      (each): TenantReport => ({
        tenant: each.tenant,
        cutoff: each.cutoff,
        deleted: dry ? 0 : (deleted?.get(each.tenant) ?? 0),
        backlog: each.backlog,
        oldestAgeSeconds:
          each.oldestEpoch === null
            ? null
            : Math.max(0, Math.round(seen.now.getTime() / 1000 - each.oldestEpoch)),
        overdueSeconds: each.overdueSeconds,
      }),
    ),
    ...[...tripped.values()].map(
      (each): TenantReport => ({
        tenant: each.tenant,
        cutoff: null,
        deleted: 0,
        backlog: each.wouldDelete,
        oldestAgeSeconds: null,
        overdueSeconds: null,
        tripped: true as const,
      }),
    ),
  ].filter(
    (each) =>
      each.deleted > 0 || each.backlog > 0 || (each.overdueSeconds ?? 0) > 0 || each.tripped,
  );
  rows.sort(
    (a, b) =>
      Number(b.tripped ?? false) - Number(a.tripped ?? false) ||
      (b.overdueSeconds ?? 0) - (a.overdueSeconds ?? 0) ||
      b.backlog - a.backlog,
  );
  return {
    tenants: {
      count: list.length,
      listed: rows.slice(0, MAX_TENANTS_LISTED),
      ...(rows.length > MAX_TENANTS_LISTED ? { unlisted: rows.length - MAX_TENANTS_LISTED } : {}),
    },
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
    mechanism: shape.policy.mechanism,
    strategy,
    mode: seen.mode,
    locking: shape.rowLocks ? "skip-locked" : "delete-waits",
    cutoff: shape.cutoff,
    outcome: seen.outcome,
    examined: progress.deleted + expired,
    deleted: seen.affects === "deleted" ? progress.deleted : 0,
    ...(seen.affects === "redacted" ? { redacted: progress.deleted } : {}),
    ...standing,
    ...effects(seen),
    batches: progress.batches,
    batchSizes: !sizes ? null : strategy === "blocks" ? sizes.blocks.sizes : sizes.rows.sizes,
    throttled: worked && worked.throttled.ms > 0 ? worked.throttled : null,
    durationMs: Date.now() - seen.startedAt,
    error: seen.error,
    ...(seen.failure ? { failure: seen.failure } : {}),
    breaker: seen.breaker,
    warnings: seen.warnings,
    ...(worked?.done?.extra ?? {}),
    ...(worked?.archived ? { archived: worked.archived } : {}),
    ...(worked?.latency ? { latency: worked.latency } : {}),
    ...(seen.upkeep ? { upkeep: seen.upkeep } : {}),
    ...tenantFigures(seen),
  };
}
