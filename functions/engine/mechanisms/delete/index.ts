// The delete mechanism: batched DELETEs, in block ranges (physical order) when the run will get
// through the table anyway, else in clock order (keyset along the clock's index, or the cursor's
// candidate list, leaf-first along a self-reference).
import type pg from "pg";
import { describeRows } from "../../catalog/describe.js";
import type { InboundRef, PolicyShape, RowAction, TableRef } from "../../catalog/shape.js";
import { deletableRowsSql, standingSql, undeletedUpperBoundSql } from "../../sql/standing.js";
import {
  blocksFitBudget,
  deleteByBlocks,
  type HeapOrder,
  heapOrder,
  WALK_SPAN,
  walkSpan,
} from "../../strategies/blocks.js";
import type { StrategyContext } from "../../strategies/context.js";
import { deleteByCursor } from "../../strategies/cursor.js";
import { deleteByKeyset } from "../../strategies/keyset.js";
import { plannedRows } from "../explain.js";
import type { Mechanism, Standing, WorkDone, WorkOptions } from "../mechanism.js";
import { planDelete } from "./plan.js";
import { byTenant, deleteByTenant, tenantStanding, tenantUpperBound } from "./tenants.js";

/** Where a delete policy stands, in one pass over its expired rows (see standingSql). */
async function readStanding(
  client: pg.ClientBase,
  shape: PolicyShape,
  dry: boolean,
): Promise<Standing> {
  const { rows } = await client.query<{
    expired: string;
    held: string;
    held_by_case: Record<string, string | number>;
    blocked: string;
    blocked_by: Record<string, string | number>;
    oldest_epoch: number | null;
    cascaded?: (string | number)[];
    also_deleted?: (string | number)[];
  }>(standingSql(shape, dry ? "dry" : "run"));
  const row = rows[0]!;
  return {
    expired: Number(row.expired),
    held: Number(row.held),
    ...(Object.keys(row.held_by_case).length > 0
      ? {
          heldByCase: Object.fromEntries(
            Object.entries(row.held_by_case).map(([name, count]) => [name, Number(count)]),
          ),
        }
      : {}),
    blocked: Number(row.blocked),
    blockedBy: Object.fromEntries(
      Object.entries(row.blocked_by).map(([name, count]) => [name, Number(count)]),
    ),
    oldestEpoch: row.oldest_epoch,
    estimatedRows: shape.estimatedRows,
    ...(row.cascaded ? { cascaded: row.cascaded.map(Number) } : {}),
    ...(row.also_deleted ? { alsoDeleted: row.also_deleted.map(Number) } : {}),
  };
}

/**
 * Deletes a policy's rows: in block ranges (physical order, as fast as one DELETE) when the run
 * will get through the table anyway, else in clock order (the oldest first: a run cut short has
 * done the most urgent part). Auto takes block ranges only with adaptive batch sizes (a fixed
 * batchSize counts rows, which a block range cannot) and when the heap fits the budget, and not
 * for a thin slice scattered through a heap out of the clock's order (WALK_SPAN.scattered).
 */
async function deleteRows(context: StrategyContext, options: WorkOptions): Promise<WorkDone> {
  const { shape } = context;
  const warnings: string[] = [];
  const clockOrder = () =>
    shape.strategy === "keyset" ? deleteByKeyset(context) : deleteByCursor(context);
  if (context.dryRun) return { outcome: "completed", strategy: shape.strategy, warnings };
  if (byTenant(shape)) {
    // Tenant by tenant along the index on (tenant, clock), whatever the order asked.
    const tenantsDeleted = new Map<string | null, number>();
    const outcome = await deleteByTenant(context, tenantsDeleted);
    return { outcome, strategy: "keyset", warnings, tenantsDeleted };
  }
  if (options.order === "physical" && !shape.blockRanges) {
    warnings.push(
      "block ranges need PostgreSQL 14+, a plain (not partitioned) table and no self-reference: clock order instead",
    );
  }
  const auto =
    options.order === "auto" &&
    options.batchSize === undefined &&
    shape.policy.batchSize === undefined;
  const expected =
    shape.blockRanges && (options.order === "physical" || auto)
      ? await expectedRows(context.client, shape, options.expiredRows)
      : undefined;
  // The heap's order is read once, for the choice of a walk and for its span.
  const order =
    expected !== undefined && shape.strategy === "keyset" ? await heapOrder(context) : undefined;
  if (auto && expected !== undefined && order && scattered(order, expected))
    return { outcome: await clockOrder(), strategy: shape.strategy, warnings };
  // The walk's span is read once, for the budget's check and the walk.
  const span =
    expected === undefined
      ? undefined
      : await walkSpan(
          context,
          expected > 0 && expected >= WALK_SPAN.heapShare * shape.estimatedRows,
          order?.correlation ?? null,
        );
  const physical =
    span !== undefined && (options.order === "physical" || blocksFitBudget(context, span));
  if (!physical) return { outcome: await clockOrder(), strategy: shape.strategy, warnings };
  const outcome = await deleteByBlocks(context, span);
  if (outcome !== "clock-order") return { outcome, strategy: "blocks", warnings };
  warnings.push(
    "block ranges would not have finished before the deadline at the rate measured: clock order took over for the rest (the oldest rows first)",
  );
  return { outcome: await clockOrder(), strategy: shape.strategy, warnings };
}

/**
 * The rows past their retention, for the choice of a walk and its span: the breaker's count when
 * it counted (`counted`), else the planner's estimate (coarse in a histogram's tail); 0 when it
 * cannot tell (no clock index, or no statistics yet). At least WALK_SPAN.heapShare of the table (a
 * catch-up, not a night): the walk takes the heap as its span, for reading the candidates' span
 * would visit most of the table's rows through the index to spare it the young rest.
 */
async function expectedRows(
  client: pg.ClientBase,
  shape: PolicyShape,
  counted: number | undefined,
): Promise<number> {
  if (shape.strategy !== "keyset" || shape.estimatedRows <= 0) return 0;
  return counted ?? plannedRows(client, deletableRowsSql(shape));
}

/**
 * Whether `expected` expired rows are a thin slice scattered through a heap not in the clock's
 * order (WALK_SPAN.scattered): the clock's index then reads fewer blocks than a walk of the span.
 */
function scattered({ blocks, correlation }: HeapOrder, expected: number): boolean {
  if (expected <= 0 || correlation === null || correlation >= WALK_SPAN.correlation) return false;
  return blocks > 0 && 1 - Math.exp(-expected / blocks) <= WALK_SPAN.scattered;
}

/**
 * What a delete's statement does: its rows leave the table (cascades and references with them),
 * and the children deleteFirst names leave by the statement's own DELETEs (their grant, guards).
 */
function deleting(inbound: InboundRef[]): RowAction {
  const first = (refs: InboundRef[]): TableRef[] =>
    refs
      .filter((ref) => ref.effect === "cascades")
      .flatMap((ref) => [...(ref.deleteFirst ? [ref.fk.child] : []), ...first(ref.childRefs)]);
  const deletes = [...new Map(first(inbound).map((table) => [table.oid, table])).values()];
  return { statement: "DELETE", ...(deletes.length > 0 ? { deletes } : {}) };
}

export const deleteMechanism: Mechanism = {
  async describe(at, base, facts, field) {
    const shape = await describeRows(at, base, facts, field, { rowsLeave: true });
    return { ...shape, action: deleting(shape.inbound) };
  },
  historyLimited: true,
  throttled: true,
  async upperBound(client, shape) {
    if (byTenant(shape)) return tenantUpperBound(client, shape);
    const { rows } = await client.query<{ n: string }>(undeletedUpperBoundSql(shape));
    return Number(rows[0]?.n ?? 0);
  },
  standing: (client, shape, dry) =>
    byTenant(shape)
      ? tenantStanding(shape, (one) => readStanding(client, one, dry))
      : readStanding(client, shape, dry),
  estimate: (client, shape) => plannedRows(client, deletableRowsSql(shape)),
  work: deleteRows,
  plan: planDelete,
};
