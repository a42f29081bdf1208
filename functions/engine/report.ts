// The run report's shape, and the run status both doors derive from policy outcomes.
import type { ChangeStream } from "../contract/change-stream.js";
import type { MechanismName } from "../contract/mechanisms.js";
import type { PolicyShape, StatementGuard } from "./catalog/shape.js";
import type { CostFigures } from "./cost/account.js";
import type { ErrorDescription } from "./db/pg-errors.js";
import type { BreakerVerdict } from "./pipeline/breaker.js";
import type { BatchSizes } from "./strategies/sizer.js";
import type { LatencyFigures } from "./throttle/latency-pace.js";
import type { ThrottleReport } from "./throttle/throttle.js";

/**
 * skipped: another instance holds the table's advisory lock (partition policies); tripped: the
 * breaker stopped the policy before it deleted anything.
 */
export type PolicyOutcome = "completed" | "deadline" | "aborted" | "failed" | "skipped" | "tripped";
export type RunStatus = "succeeded" | "partial" | "failed";

/** One tenant's line in a report (its key only). */
export interface TenantReport {
  /** The tenant's key as text; null: the rows with no tenant (the default's cutoff). */
  tenant: string | null;
  /** Its cutoff this run; null where its breaker kept it. */
  cutoff: string | null;
  deleted: number;
  /** Rows still due after the run (a tripped tenant: what it would have lost; a dry run: what a run would delete). */
  backlog: number;
  /** A rehearsed dry run's: what the run it rehearsed would leave due. */
  backlogAfterRun?: number;
  oldestAgeSeconds: number | null;
  /** How long past its own cutoff its oldest row due is; 0 when none is. */
  overdueSeconds: number | null;
  /** Its breaker kept its rows this run. */
  tripped?: true;
}

export interface PolicyReport {
  name: string;
  table: string;
  /** What the policy does to its rows (contract/mechanisms.ts: its words, the figure it counts in). */
  mechanism: MechanismName;
  /** blocks: the heap in block ranges (physical order); keyset, cursor: clock order (see PolicyShape). */
  strategy: PolicyShape["strategy"] | "blocks";
  /** delete; report: the policy is on trial and deletes nothing (its backlog is what it would delete); dry-run: the whole run is. */
  mode: "delete" | "report" | "dry-run";
  /** What change streams see of its batches: plain, mark (a logical message each) or skip (an origin). */
  changeStream: ChangeStream;
  /** skip-locked: batches lock rows FOR UPDATE SKIP LOCKED; delete-waits: no UPDATE privilege, see PolicyShape.rowLocks. */
  locking: "skip-locked" | "delete-waits";
  cutoff: string;
  /** completed: nothing deletable left behind by this run; deadline/aborted: stopped between batches. */
  outcome: PolicyOutcome;
  /** Expired, governed rows this run dealt with: deleted + held + blocked + backlog. */
  examined: number;
  deleted: number;
  /** Expired rows kept by a hold: their hold column is true, or a case's hold of the register keeps them. */
  held: number | null;
  /** Held rows by the case of the register's hold that keeps them (docs/holds.md); absent: none. */
  heldByCase?: Record<string, number>;
  /** Expired rows kept by a reference: a referencing row that stays, or a descendant that cannot go. */
  blocked: number | null;
  /** Blocked rows by constraint name (a row kept by two constraints counts under each). */
  blockedBy: Record<string, number> | null;
  /** Rows of other tables removed or changed by ON DELETE CASCADE / SET NULL / SET DEFAULT, by table (through chains of cascades; a dry run's: what a run would). */
  cascaded: Record<string, number>;
  /** Children deleteFirst names, deleted along their keys by the batches' own statements, by table (a dry run's: what a run would). */
  deletedFirst?: Record<string, number>;
  /** Referenced rows that went with the policy's rows (alsoDelete), by table. */
  alsoDeleted: Record<string, number>;
  /** redact policies: rows redacted (`deleted` is then 0). */
  redacted?: number;
  /** Expired rows still deletable when the policy stopped (in a dry run: what a run would delete). */
  backlog: number | null;
  /**
   * A rehearsed dry run's: the rows still due after the run it rehearsed (the run's own backlog:
   * rows row security hides, a stop at the rehearsal's bound), which a run would leave.
   */
  backlogAfterRun?: number | null;
  /**
   * Age of the oldest governed row that is neither held nor blocked; for a retention per tenant
   * gone through tenant by tenant, the worst tenant's overdue (each tenant's own: `tenants`).
   */
  oldestAgeSeconds: number | null;
  /**
   * How long past its cutoff the oldest row that should have gone is (delete policies), or the
   * oldest partition still attached has been due (drop-partitions); 0 when nothing is.
   */
  overdueSeconds: number | null;
  batches: number;
  /** The batch sizes used (rows, or blocks for the blocks strategy); null when no batch ran. */
  batchSizes: BatchSizes | null;
  /** Time spent waiting for the database's pressure to pass (see Throttle); null: none. */
  throttled: ThrottleReport | null;
  /** Under a latency budget (LATENCY_BUDGET): what its probe commits measured over the run. */
  latency?: LatencyFigures;
  /** What the policy's work took from the server and caused others, in all and per deleted row (not in a dry run; engine/cost/account.ts). */
  cost?: CostFigures;
  durationMs: number;
  error: string | null;
  /** The error that failed the policy, told as describeError tells it (kind, SQLSTATE, message). */
  failure?: ErrorDescription;
  /** What the breaker saw and decided before the policy deleted anything (null: it did not look). */
  breaker: BreakerVerdict | null;
  /** Things an operator should know: a status value that no row has, a check that could not run. */
  warnings: string[];
  /** drop-partitions policies: what happened to each partition. `deleted` counts their rows. */
  partitions?: PartitionOutcome;
  /** Policies with an archive: what went to the object store before it left the database. */
  archived?: ArchiveFigures;
  /**
   * A retention per tenant, gone through tenant by tenant: every tenant's figures (those with
   * something to say, the worst first; `count`: the tenants with a cutoff this run).
   */
  tenants?: { count: number; listed: TenantReport[]; unlisted?: number };
  /**
   * A dry run's: rehearsal (the policy's real statements ran, in run order, and were rolled back:
   * its figures are the run's when `exact`) or prediction (counted by a read-only query).
   */
  dryRun?: { method: DryRunMethod["method"]; exact: boolean };
  /** A dry run's: the triggers, rules and row security that could refuse or change its statements. */
  guards?: StatementGuard[];
  /** After a run that took VACUUM_AFTER.minRows rows or more: the table's upkeep (pipeline/upkeep.ts). */
  upkeep?: UpkeepReport;
}

/**
 * A large run's mark on its table. Dead tuples are the statistics' (n_dead_tup over its
 * partitions): before the run's first batch, and after the run (after its VACUUM, which counts
 * them anew). Bytes: pg_table_size (a VACUUM frees space for reuse; it returns only empty pages
 * at the heap's end to the disk).
 */
export interface UpkeepReport {
  deadTuples: { before: number | null; after: number | null };
  bytes: { before: number; after: number };
  /** ran: VACUUM (ANALYZE) ran; else why not: the policy did not ask (vacuumAfter), the role may not, too little of the run was left, or it failed. */
  vacuum: "ran" | "not-asked" | "not-permitted" | "no-time" | "failed";
  /** What a person should run where the engine did not vacuum (null when it did). */
  advice: string | null;
  vacuumMs?: number;
}

/** How a dry run got a policy's figures (see pipeline/rehearsal.ts). */
export interface DryRunMethod {
  method: "rehearsal" | "prediction";
  exact: boolean;
  /** The run's allowLargeDeletion names the policy (its breaker does not stop it). */
  allowed: boolean;
}

/** What a drop-partitions policy did to each partition (and the rows they held). */
export interface PartitionOutcome {
  dropped: string[];
  /** Detached but kept (keepTable). */
  kept: string[];
  /** Interrupted detaches from an earlier run, finished with FINALIZE. */
  finalized: string[];
  skipped: { name: string; reason: string }[];
  /** concurrently: DETACH ... CONCURRENTLY; locking: a default partition forbids it, plain DETACH under lock_timeout. */
  detachMode: "concurrently" | "locking";
  lockNotAcquired: boolean;
  rowsDropped: number;
}

/** What an archive wrote this run: verified objects, their rows and bytes, failed verifications. */
export interface ArchiveFigures {
  objects: number;
  rows: number;
  bytes: number;
  verificationFailures: number;
}

export interface RunReport {
  runId: string;
  dryRun: boolean;
  startedAt: string;
  finishedAt: string;
  status: RunStatus;
  policies: PolicyReport[];
}

/** A policy outcome that counts as an error (the identity ADR alerts on a lock not acquired). */
export const isErrorOutcome = (outcome: string) => outcome === "failed" || outcome === "skipped";

/**
 * The run's status, the one rule both doors use: succeeded when every policy completed and nothing
 * else went wrong (`otherErrors`: a failed segment, a continuation not sent), failed when every
 * policy failed, partial otherwise.
 */
export function runStatus(outcomes: readonly string[], otherErrors = 0): RunStatus {
  if (otherErrors === 0 && outcomes.every((outcome) => outcome === "completed")) return "succeeded";
  if (outcomes.length > 0 && outcomes.every((outcome) => outcome === "failed")) return "failed";
  return "partial";
}
