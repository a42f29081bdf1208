// The policy's report from what the pipeline saw: its progress, where it stands, its outcome.

import { type PolicyShape, qualifiedName } from "../catalog/shape.js";
import { type ErrorDescription, errorLine } from "../db/pg-errors.js";
import { actionable, type Standing } from "../mechanisms/index.js";
import type { PolicyOutcome, PolicyReport, TenantReport, UpkeepReport } from "../report.js";
import { alsoDeleteTables, cascadeTables, deleteFirstTables } from "../sql/effects.js";
import type { BreakerVerdict } from "./breaker.js";
import type { TrippedTenant } from "./tenant-breaker.js";
import type { Progress, WorkResult } from "./work.js";

/** What the stages on the policy's session returned (pipeline/policy.ts's act). */
export interface Acted {
  outcome: PolicyOutcome;
  /** The preflight's and the tenants' breaker's, in that order (the work's are its own). */
  warnings: string[];
  breaker: BreakerVerdict | null;
  /** A retention per tenant: the tenants its breaker kept whole this run. */
  trippedTenants?: TrippedTenant[];
  work?: WorkResult;
  upkeep?: UpkeepReport;
  standing?: Standing;
  /** What failed the policy (a stage threw, or the work said so); `failure`, as the log says it. */
  error?: unknown;
  failure?: ErrorDescription;
}

/** Everything the report is assembled from: the policy, how it ran, and what its stages returned. */
export interface PolicyStages extends Acted {
  shape: PolicyShape;
  /** The mechanism deletes or redacts what the progress counts. */
  affects: "deleted" | "redacted";
  mode: PolicyReport["mode"];
  /** What change streams see of its batches (its own mode, else the run's). */
  changeStream: PolicyReport["changeStream"];
  now: Date;
  startedAt: number;
}

const NO_PROGRESS: Progress = { deleted: 0, batches: 0, cascaded: [], alsoDeleted: [] };

/** Counts by table (a table reached twice sums). */
function byTable(tables: string[], counts: number[]): Record<string, number> {
  const sums: Record<string, number> = {};
  tables.forEach((table, index) => {
    sums[table] = (sums[table] ?? 0) + (counts[index] ?? 0);
  });
  return sums;
}

/** What the run's rows set off elsewhere: counted by its batches, or predicted by a dry run. */
function effects(stages: PolicyStages) {
  const { shape, standing } = stages;
  const progress = stages.work?.progress ?? NO_PROGRESS;
  const dry = stages.mode !== "delete";
  const reached = byTable(
    cascadeTables(shape),
    dry ? (standing?.cascaded ?? []) : progress.cascaded,
  );
  // deleteFirst's children: the statement's own deletes, counted apart from the database's cascades.
  const first = new Set(deleteFirstTables(shape));
  const part = (theirs: boolean) =>
    Object.fromEntries(Object.entries(reached).filter(([table]) => first.has(table) === theirs));
  return {
    cascaded: part(false),
    ...(first.size > 0 ? { deletedFirst: part(true) } : {}),
    alsoDeleted: byTable(
      alsoDeleteTables(shape),
      dry ? (standing?.alsoDeleted ?? []) : progress.alsoDeleted,
    ),
  };
}

const ageAt = (epochMs: number, oldestEpoch: number) =>
  Math.max(0, Math.round(epochMs / 1000 - oldestEpoch));

/** The standing figures of the report (null where the policy failed before they could be read). */
function figures(stages: PolicyStages) {
  const { standing, shape, now } = stages;
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
    ...(standing.heldByCase ? { heldByCase: standing.heldByCase } : {}),
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
function tenantFigures(stages: PolicyStages): Pick<PolicyReport, "tenants"> {
  const list = stages.standing?.tenants;
  if (!list) return {};
  const deleted = stages.work?.done?.tenantsDeleted;
  const dry = stages.mode !== "delete";
  const tripped = new Map((stages.trippedTenants ?? []).map((each) => [each.tenant, each]));
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
            : Math.max(0, Math.round(stages.now.getTime() / 1000 - each.oldestEpoch)),
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

/** The policy's report, assembled in this one place from what its stages returned. */
export function policyReport(stages: PolicyStages): PolicyReport {
  const { shape, work } = stages;
  const progress = work?.progress ?? NO_PROGRESS;
  const worked = work?.worked;
  const { expired, ...standing } = figures(stages);
  const strategy = work?.done?.strategy ?? shape.strategy;
  const sizes = !worked || progress.batches === 0 ? null : worked.sizes;
  return {
    name: shape.policy.name,
    table: qualifiedName(shape.policy),
    mechanism: shape.policy.mechanism,
    strategy,
    mode: stages.mode,
    changeStream: stages.changeStream,
    locking: shape.rowLocks ? "skip-locked" : "delete-waits",
    cutoff: shape.cutoff,
    outcome: stages.error === undefined ? stages.outcome : "failed",
    examined: progress.deleted + expired,
    deleted: stages.affects === "deleted" ? progress.deleted : 0,
    ...(stages.affects === "redacted" ? { redacted: progress.deleted } : {}),
    ...standing,
    ...effects(stages),
    batches: progress.batches,
    batchSizes: !sizes ? null : strategy === "blocks" ? sizes.blocks.sizes : sizes.rows.sizes,
    throttled: worked && worked.throttled.ms > 0 ? worked.throttled : null,
    durationMs: Date.now() - stages.startedAt,
    error: stages.error === undefined ? null : errorLine(stages.error),
    ...(stages.failure ? { failure: stages.failure } : {}),
    breaker: stages.breaker,
    warnings: [...(shape.preflightWarnings ?? []), ...stages.warnings, ...(work?.warnings ?? [])],
    ...(work?.done?.extra ?? {}),
    ...(worked?.archived ? { archived: worked.archived } : {}),
    ...(worked?.latency ? { latency: worked.latency } : {}),
    ...(worked?.cost ? { cost: worked.cost } : {}),
    ...(stages.upkeep ? { upkeep: stages.upkeep } : {}),
    ...tenantFigures(stages),
  };
}
