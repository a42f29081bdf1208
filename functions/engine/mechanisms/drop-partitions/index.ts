// The drop-partitions mechanism: range partitions wholly past the cutoff are detached and dropped
// (or kept), oldest first; see strategies/partitions.ts for the detach itself.
import type pg from "pg";
import { planWarning } from "../../../contract/plan-warnings.js";
import type { PolicyShape } from "../../catalog/shape.js";
import type { StrategyContext } from "../../strategies/context.js";
import type { Mechanism, MechanismPlan, Standing, WorkDone, WorkOptions } from "../mechanism.js";
import { describePartitioned } from "./describe.js";
import { dropExpiredPartitions, keepsTable, listPartitions, partitionStanding } from "./detach.js";

/** The partitions that end at or before the cutoff (never the default one). */
async function duePartitions(db: pg.ClientBase, shape: PolicyShape) {
  const partitions = await listPartitions(db, shape.oid);
  const cutoff = Date.parse(shape.cutoff) / 1000;
  const due = partitions.filter(
    (each) => !each.isDefault && each.upperEpoch !== null && each.upperEpoch <= cutoff,
  );
  return { partitions, due };
}

async function standing(db: pg.ClientBase, shape: PolicyShape): Promise<Standing> {
  const found = await partitionStanding(db, shape);
  return { ...found, held: 0, blocked: 0, blockedBy: {} };
}

async function work(context: StrategyContext, options: WorkOptions): Promise<WorkDone> {
  const dropped = await dropExpiredPartitions(context, options.archive);
  return {
    outcome: dropped.stopped ?? "completed",
    strategy: "partitions",
    extra: { partitions: dropped.outcome },
    warnings: [],
    notices: dropped.outcome.lockNotAcquired
      ? [
          {
            event: "lock-not-acquired",
            message: "another instance is detaching this table: skipped",
          },
        ]
      : [],
  };
}

async function plan(db: pg.ClientBase, shape: PolicyShape): Promise<MechanismPlan> {
  const { partitions, due } = await duePartitions(db, shape);
  const verb = keepsTable(shape.policy) ? "DETACH (kept)" : "DETACH + DROP";
  const notes = [
    `${partitions.length} partitions; ${due.length} end at or before the cutoff: ${due.map((each) => each.name).join(", ") || "none"} (${verb})`,
    ...partitions
      .filter((each) => each.detachPending)
      .map((each) => `${each.name} is detach-pending: the next run finishes it with FINALIZE`),
  ];
  const warnings = partitions.some((each) => each.isDefault)
    ? [
        planWarning(
          "default-partition",
          "a default partition exists, so DETACH ... CONCURRENTLY is not allowed: each detach takes a brief ACCESS EXCLUSIVE lock on the parent (bounded by lock_timeout)",
        ),
      ]
    : [];
  return { statements: [], warnings, notes };
}

export const dropPartitionsMechanism: Mechanism = {
  describe: async (_at, base, facts, field) => describePartitioned(base, facts, field),
  // A partition goes once a month: a night's count says nothing of the usual one.
  historyLimited: false,
  // A detach is one short statement, not a stream of batches.
  throttled: false,
  upperBound: async () => undefined,
  standing,
  async estimate(db, shape) {
    const { due } = await duePartitions(db, shape);
    return due.reduce((sum, each) => sum + Math.max(0, each.estimatedRows), 0);
  },
  work,
  plan,
};
