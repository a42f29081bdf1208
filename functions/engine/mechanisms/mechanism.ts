// What a retention mechanism is to the per-policy pipeline (pipeline/policy.ts): the pipeline
// checks, gates, calls `work`, reads `standing` and reports, and never asks which mechanism it
// holds. A new mechanism is a folder implementing this (its describe sets the policy's RowAction,
// which the SQL, the preflight and provision-role ask), registered in mechanisms/index.ts; its
// contract half is contract/mechanisms/<name>.ts, registered in contract/mechanisms.ts.
import type pg from "pg";
import type { PlanWarning } from "../../contract/plan-warnings.js";
import type { ArchiveWork } from "../archive/store.js";
import type { Describing, ShapeBase } from "../catalog/describe.js";
import type { PolicyShape } from "../catalog/shape.js";
import type { TableFacts } from "../catalog/table-facts.js";
import type { PolicyReport } from "../report.js";
import type { StrategyContext, StrategyOutcome } from "../strategies/context.js";

/** Where a policy stands: what a run would take now, and what keeps the rest. */
export interface Standing {
  /** Governed rows past the cutoff (held and blocked ones among them). */
  expired: number;
  held: number;
  /** Held rows by the case of the register's hold that keeps them (a row two cases hold counts under each). */
  heldByCase?: Record<string, number>;
  blocked: number;
  blockedBy: Record<string, number>;
  /** The clock of the oldest governed row neither held nor blocked (epoch seconds). */
  oldestEpoch: number | null;
  /** The table's estimated rows (for a partitioned table: its partitions'). */
  estimatedRows: number;
  /** How long the oldest thing that should be gone has been due; absent: from the oldest row. */
  overdueSeconds?: number;
  /** A dry run's prediction of what the rows a run would take set off (sql/effects.ts orders). */
  cascaded?: number[];
  alsoDeleted?: number[];
  /** A retention per tenant, gone through tenant by tenant: each tenant's own figures. */
  tenants?: TenantFigures[];
}

/** Where one tenant stands (its key only: no value of the tenant's row but its key). */
export interface TenantFigures {
  /** The tenant's key as text; null: the rows with no tenant (the default's cutoff). */
  tenant: string | null;
  /** Its cutoff this run (ISO). */
  cutoff: string;
  backlog: number;
  held: number;
  blocked: number;
  oldestEpoch: number | null;
  overdueSeconds: number;
}

/** Rows a policy would act on now: expired, neither held nor blocked. */
export const actionable = (standing: Standing) =>
  standing.expired - standing.held - standing.blocked;

/** What a run asked of the mechanism beyond the strategy context. */
export interface WorkOptions {
  /** auto, clock or physical order (see RunOptions.order). */
  order: "auto" | "clock" | "physical";
  /** The run fixes every batch size (rows). */
  batchSize?: number;
  /** The rows the breaker counted past their retention (an upper bound), when it counted them. */
  expiredRows?: number;
  /** A policy with an archive: where it goes, the ledger, the figures. */
  archive?: ArchiveWork;
}

export interface WorkDone {
  outcome: StrategyOutcome | "skipped";
  /** The strategy that did the work (blocks when the heap was walked in block ranges). */
  strategy: PolicyReport["strategy"];
  /** Report fields of the mechanism's own (partitions: what happened to each). */
  extra?: Pick<PolicyReport, "partitions">;
  /** A retention per tenant: the rows each tenant lost (key as text; null: no tenant). */
  tenantsDeleted?: Map<string | null, number>;
  /** What the report tells an operator (a hand-over to clock order). */
  warnings: string[];
  /** What the log says as a warning line of its own (a lock another instance holds). */
  notices?: { event: string; message: string }[];
}

/** Statements, warnings and notes for `retention-job plan`. */
export interface MechanismPlan {
  /** `refused`: PostgreSQL would not plan the statement (its message); a run of it fails so. */
  statements: { label: string; sql: string; explain: string; seqScan: boolean; refused?: string }[];
  /** Each with its code (contract/plan-warnings.ts). */
  warnings: PlanWarning[];
  notes: string[];
}

export interface Mechanism {
  /**
   * The policy as the catalog describes it for a run (catalog/describe.ts's parts, and its own):
   * checked against the catalog, with its RowAction; throws ConfigError naming the field.
   */
  describe(at: Describing, base: ShapeBase, facts: TableFacts, field: string): Promise<PolicyShape>;
  /** The breaker's history limit applies (not to a mechanism that acts once a month). */
  readonly historyLimited: boolean;
  /** The throttle watches its batches (replica lag, active sessions, lock waiters). */
  readonly throttled: boolean;
  /** A cheap upper bound of the rows a run would take, for the breaker; undefined: count exactly. */
  upperBound(client: pg.ClientBase, shape: PolicyShape): Promise<number | undefined>;
  /** Where the policy stands; `dry`: references read as a run would leave them (see ReferenceMode). */
  standing(client: pg.ClientBase, shape: PolicyShape, dry: boolean): Promise<Standing>;
  /** The planner's estimate of what a run would take, when counting would take too long. */
  estimate(client: pg.ClientBase, shape: PolicyShape): Promise<number>;
  /** This run's share of the work (nothing at all when `context.dryRun`). */
  work(context: StrategyContext, options: WorkOptions): Promise<WorkDone>;
  /** What a run would do, read-only (EXPLAIN without ANALYZE). */
  plan(db: pg.ClientBase, shape: PolicyShape): Promise<MechanismPlan>;
}
