// A delete policy with a retention per tenant and an index on (tenant, clock): everything tenant by
// tenant, each tenant a policy of one cutoff (the run's, fixed at its start) whose rows are one
// index range: its breaker's count, its batches (keyset along the index), its standing figures.
import type pg from "pg";
import type { PolicyShape, TenantShape } from "../../catalog/shape.js";
import { narrowed, tenantGroups } from "../../pipeline/tenant-breaker.js";
import { undeletedUpperBoundSql } from "../../sql/standing.js";
import type { StrategyContext, StrategyOutcome } from "../../strategies/context.js";
import { deleteByKeyset } from "../../strategies/keyset.js";
import type { Standing, TenantFigures } from "../mechanism.js";

export { byTenant } from "../../pipeline/tenant-breaker.js";

/** The breaker's bound, summed over the tenants (one index range each). */
export async function tenantUpperBound(client: pg.ClientBase, shape: PolicyShape): Promise<number> {
  let sum = 0;
  for (const group of tenantGroups(shape.tenants as TenantShape)) {
    const { rows } = await client.query<{ n: string }>(
      undeletedUpperBoundSql(narrowed(shape, group)),
    );
    sum += Number(rows[0]?.n ?? 0);
  }
  return sum;
}

const addInto = (sum: number[] | undefined, more: number[] | undefined) =>
  (more ?? []).map((count, index) => (sum?.[index] ?? 0) + count);

/** Where the policy stands, tenant by tenant: the sum, and each tenant's own figures. */
export async function tenantStanding(
  shape: PolicyShape,
  read: (shape: PolicyShape) => Promise<Standing>,
): Promise<Standing> {
  const total: Standing = {
    expired: 0,
    held: 0,
    blocked: 0,
    blockedBy: {},
    oldestEpoch: null,
    estimatedRows: shape.estimatedRows,
    overdueSeconds: 0,
    tenants: [],
  };
  for (const group of tenantGroups(shape.tenants as TenantShape)) {
    const one = await read(narrowed(shape, group));
    const backlog = one.expired - one.held - one.blocked;
    const cutoffEpoch = Date.parse(group.cutoff) / 1000;
    const overdue =
      one.oldestEpoch !== null && one.oldestEpoch < cutoffEpoch
        ? Math.round(cutoffEpoch - one.oldestEpoch)
        : 0;
    total.expired += one.expired;
    total.held += one.held;
    total.blocked += one.blocked;
    for (const [name, count] of Object.entries(one.blockedBy))
      total.blockedBy[name] = (total.blockedBy[name] ?? 0) + count;
    if (
      one.oldestEpoch !== null &&
      (total.oldestEpoch === null || one.oldestEpoch < total.oldestEpoch)
    )
      total.oldestEpoch = one.oldestEpoch;
    total.overdueSeconds = Math.max(total.overdueSeconds ?? 0, overdue);
    if (one.cascaded) total.cascaded = addInto(total.cascaded, one.cascaded);
    if (one.alsoDeleted) total.alsoDeleted = addInto(total.alsoDeleted, one.alsoDeleted);
    const figures: TenantFigures = {
      tenant: group.key,
      cutoff: group.cutoff,
      backlog,
      held: one.held,
      blocked: one.blocked,
      oldestEpoch: one.oldestEpoch,
      overdueSeconds: overdue,
    };
    total.tenants?.push(figures);
  }
  return total;
}

/**
 * A walk tenant by tenant in key order, whatever each tenant's walk is (every mechanism on rows:
 * a delete's, a redaction's or a move's keyset batches, an archive's batches): each tenant's rows
 * along the index on (tenant, clock), under its own fixed cutoff, so that a batch never reads past
 * one tenant's range. The rows each tenant lost are counted: from the batch statements the walk
 * runs (context.batch, which reports to the run's onBatch itself), or from what a walk that runs
 * its own statements reports (an archive's batches call onBatch).
 */
export async function walkByTenant(
  context: StrategyContext,
  deleted: Map<string | null, number>,
  walk: (one: StrategyContext) => Promise<StrategyOutcome>,
): Promise<StrategyOutcome> {
  for (const group of tenantGroups(context.shape.tenants as TenantShape)) {
    const stop = context.stop();
    if (stop) return stop;
    const count = (rows: number) => {
      if (rows > 0) deleted.set(group.key, (deleted.get(group.key) ?? 0) + rows);
    };
    const outcome = await walk({
      ...context,
      shape: narrowed(context.shape, group),
      batch: async (statement) => {
        const result = await context.batch(statement);
        count(result.deleted);
        return result;
      },
      onBatch: (rows, durationMs, effects) => {
        count(rows);
        context.onBatch(rows, durationMs, effects);
      },
    });
    if (outcome !== "completed") return outcome;
  }
  return "completed";
}

/** The batches of a delete (a redaction, a move), tenant by tenant, keyset along the index. */
export const deleteByTenant = (context: StrategyContext, deleted: Map<string | null, number>) =>
  walkByTenant(context, deleted, deleteByKeyset);
