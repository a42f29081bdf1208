// The breaker's rules: the limits a run's count is judged against, and its message.
import type { Policy } from "../../contract/retention-table.js";
import { thousands } from "../numbers.js";

/**
 * A run trips a policy's breaker, deleting nothing in it, when it would delete more than:
 * maxDeletesPerRun; or historyFactor x the median of the policy's last historyRuns completed runs
 * (once it has historyMinRuns); or maxShareOfTable (default defaultMaxShare) of the table's
 * estimated rows. The history and share limits are never below `floor` rows: a small table must
 * not be stopped for growing, and a run under it is within two default batches, not what a
 * mass-deletion incident looks like (docs/safety.md).
 */
export const BREAKER = {
  historyFactor: 10,
  historyRuns: 14,
  historyMinRuns: 3,
  defaultMaxShare: 0.5,
  floor: 10_000,
} as const;

export type BreakerRule = "maxDeletesPerRun" | "history" | "share";

/** What the breaker saw before a policy deleted anything, and what it decided. */
export interface BreakerVerdict {
  /** Rows this run would delete, before the first batch. */
  wouldDelete: number;
  /** true: counted exactly; false: the planner's estimate (counting would have taken too long). */
  counted: boolean;
  /**
   * true: wouldDelete is an upper bound (expired and not held, before subtracting the rows that
   * references or descendants keep), which passed every limit; the exact count is taken only when
   * the bound would trip.
   */
  atMost?: boolean;
  /**
   * true: the policy was allowed to trip, so nothing was counted before it acted; wouldDelete is
   * what it deleted plus what was still due after it.
   */
  afterWork?: true;
  /** The limits that applied (absent: not configured, or nothing to base it on). */
  limits: Partial<Record<BreakerRule, number>>;
  /** The median of the policy's last completed runs, and how many there were; null: no ledger. */
  history: { runs: number; median: number } | null;
  /** The table's estimated rows (pg_class.reltuples); null when never analyzed. */
  estimatedRows: number | null;
  /** The first limit exceeded, or null. */
  tripped: BreakerRule | null;
  /** --allow-large-deletion / allowLargeDeletion named this policy: a trip does not stop it. */
  allowed: boolean;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The breaker: before a policy deletes, the rows it would take against its limits (contract's
 * BREAKER): an explicit maxDeletesPerRun; 10x the median of its last completed runs (once there
 * are a few, never below the floor; not for drop-partitions, which acts once a month); a share of
 * the table's estimated rows (never below the floor). `historyLimited` comes from the mechanism.
 */
export function judgeBreaker(input: {
  policy: Policy;
  wouldDelete: number;
  counted: boolean;
  /** Rows deleted by the last completed runs; undefined when there is no ledger to read. */
  history: number[] | undefined;
  /** The history limit applies to the policy's mechanism (not to one that acts once a month). */
  historyLimited: boolean;
  estimatedRows: number;
  allowed: boolean;
}): BreakerVerdict {
  const { policy, wouldDelete } = input;
  const limits: BreakerVerdict["limits"] = {};
  if (policy.maxDeletesPerRun !== undefined) limits.maxDeletesPerRun = policy.maxDeletesPerRun;
  const history =
    input.history === undefined
      ? null
      : { runs: input.history.length, median: median(input.history) };
  if (history && history.runs >= BREAKER.historyMinRuns && input.historyLimited) {
    limits.history = Math.max(BREAKER.historyFactor * history.median, BREAKER.floor);
  }
  const estimatedRows = input.estimatedRows > 0 ? input.estimatedRows : null;
  if (estimatedRows !== null) {
    const share = policy.maxShareOfTable ?? BREAKER.defaultMaxShare;
    limits.share = Math.max(Math.ceil(share * estimatedRows), BREAKER.floor);
  }
  const rules: BreakerRule[] = ["maxDeletesPerRun", "history", "share"];
  const tripped =
    rules.find((rule) => limits[rule] !== undefined && wouldDelete > (limits[rule] as number)) ??
    null;
  return {
    wouldDelete,
    counted: input.counted,
    limits,
    history,
    estimatedRows,
    tripped,
    allowed: input.allowed,
  };
}

const n = (value: number | null | undefined) => thousands(value ?? 0);

/** One line for the report and the log: which limit, and the numbers. */
export function breakerLine(verdict: BreakerVerdict, deleting = true): string {
  const rows = `${verdict.atMost ? "at most " : ""}${n(verdict.wouldDelete)}${verdict.counted ? "" : " (estimated)"}`;
  if (!verdict.tripped) return `would delete ${rows} rows, under every limit`;
  const limit = verdict.limits[verdict.tripped] as number;
  const basis =
    verdict.tripped === "history"
      ? ` (${BREAKER.historyFactor} x the median ${n(verdict.history?.median)} of the last ${verdict.history?.runs} completed runs)`
      : verdict.tripped === "share"
        ? ` (a share of about ${n(verdict.estimatedRows)} rows)`
        : "";
  const then = !deleting
    ? "; a run would trip the breaker: allow it with --allow-large-deletion (or the event's allowLargeDeletion) for this policy if that is meant"
    : verdict.allowed
      ? "; allowed for this run (allowLargeDeletion)"
      : "; nothing deleted. If that is meant, run again with --allow-large-deletion (or the event's allowLargeDeletion) for this policy";
  return `breaker ${deleting ? "tripped" : "would trip"}: this run would delete ${rows} rows, over the ${verdict.tripped} limit of ${n(limit)}${basis}${then}`;
}
