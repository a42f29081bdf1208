// `retention-job plan`: what a run would do for each policy, in the order it would take them,
// each mechanism saying its own part (mechanisms/*: the SQL of a batch, what EXPLAIN says of it).
import type pg from "pg";
import type { ChangeStream } from "../../contract/change-stream.js";
import { type PlanWarningCode, planWarning } from "../../contract/plan-warnings.js";
import type { Policy } from "../../contract/retention-table.js";
import { planChangeStreams } from "../catalog/change-stream.js";
import { guardLine } from "../catalog/guards.js";
import { type PolicyShape, qualifiedName } from "../catalog/shape.js";
import { cutoffsFor } from "../clock.js";
import { databaseNow } from "../db/session.js";
import { holdsOn } from "../holds/predicate.js";
import type { PlannedStatement } from "../mechanisms/explain.js";
import { mechanismOf } from "../mechanisms/index.js";
import { describePolicies } from "../pipeline/preflight.js";
import { vacuumPlanWarnings } from "../pipeline/upkeep.js";
import { type PlannedReference, referencesOf } from "./references.js";

export type { PlannedStatement };

export interface PolicyPlan {
  name: string;
  table: string;
  /** Position in the run (children before parents along foreign keys), from 1. */
  order: number;
  strategy: PolicyShape["strategy"];
  cutoff: string;
  key: string[] | null;
  references: PlannedReference[];
  statements: PlannedStatement[];
  warnings: string[];
  /** Each warning's code, in the same order (contract/plan-warnings.ts lists them). */
  warningCodes: PlanWarningCode[];
  notes: string[];
  /** What change streams see of the policy's deletes: plain, mark or skip (its own, else the run's). */
  changeStream: ChangeStream;
}

/** Statements that plan only explains carry this run id (they never run). */
const PLAN_RUN_ID = "00000000-0000-0000-0000-000000000000";

/**
 * What a run would do for each policy, in the order it would take them: the references into its
 * table, the SQL of one batch and what EXPLAIN says of it, with a warning (and the index that
 * would fix it) wherever a batch would scan a whole table; cutoffs from the database's clock, as a
 * run's. Read-only: EXPLAIN without ANALYZE executes nothing.
 */
export async function planPolicies(
  db: pg.ClientBase,
  policies: Policy[],
  run: { changeStream?: ChangeStream } = {},
): Promise<PolicyPlan[]> {
  const now = await databaseNow(db);
  const shapes = await describePolicies(
    db,
    policies,
    cutoffsFor(policies, now),
    PLAN_RUN_ID,
    now,
    "shown",
  );
  const streams = await planChangeStreams(db, policies, run.changeStream);
  const plans: PolicyPlan[] = [];
  for (const [index, shape] of shapes.entries()) {
    const planned = await mechanismOf(shape.policy).plan(db, shape);
    const stream = streams(shape.policy);
    const warnings = [
      ...stream.warnings,
      ...planned.warnings,
      ...planned.statements.flatMap((each) =>
        each.refused
          ? [
              planWarning(
                "statement-refused",
                `PostgreSQL refuses the ${each.label} statement: ${each.refused}; a run would fail`,
              ),
            ]
          : [],
      ),
      ...(shape.guards ?? []).map((guard) => planWarning(`guard-${guard.kind}`, guardLine(guard))),
      ...(await vacuumPlanWarnings(db, shape)).map((text) =>
        planWarning("vacuum-not-permitted", text),
      ),
    ];
    plans.push({
      name: shape.policy.name,
      table: qualifiedName(shape.policy),
      order: index + 1,
      strategy: shape.strategy,
      cutoff: shape.cutoff,
      key: shape.key?.columns ?? null,
      references: referencesOf(shape, shapes),
      statements: planned.statements,
      warnings: warnings.map((each) => each.text),
      warningCodes: warnings.map((each) => each.code),
      notes: [...planned.notes, stream.note, ...holdNotes(shape)],
      changeStream: stream.mode,
    });
  }
  return plans;
}

/** The cases whose holds (the register's) cover rows of the policy: its statements keep them. */
function holdNotes(shape: PolicyShape): string[] {
  const holds = holdsOn(shape.holds, qualifiedName(shape.policy), shape.policy.name);
  const cases = [...new Set(holds.map((each) => each.case))];
  return cases.length === 0
    ? []
    : [
        `legal holds of the register keep rows of this table: case ${cases.join(", ")} (the statements exclude them; run --dry-run counts them per case: heldByCase)`,
      ];
}
