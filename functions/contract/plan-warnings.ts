// Every warning `retention-job plan` can print, by a stable code, with what makes it go away. One
// list, so that test/engine/plan-advice.test.ts can prove each one both ways and fail on a new one.

/** Each code, and in a line what it warns of and what clears it (docs/dry-run.md lists them too). */
export const PLAN_WARNINGS = {
  "preflight-unchecked":
    "the preflight could not check something (a status column's CHECK constraints, its table locked); plan again when the lock is gone",
  "status-values-unchecked":
    "which status values occur could not be read within two seconds (a lock, a slow scan); plan again",
  "status-value-absent": "a status value no row has (renamed in a migration?); fix the value",
  "no-tenant-index":
    "a retention per tenant without an index on (tenant, clock): one pass over the table; the index makes it tenant by tenant",
  "no-reference-index":
    "a foreign key into the table with no index on its referencing columns: each batch scans that table; the index",
  "no-condition-index":
    "a condition on related rows along a foreign key whose referencing side has no index; the index",
  "no-keep-index": "keep-the-newest-N with no index on (group, by): the index",
  "no-clock-index":
    "the clock has no index, so candidates are listed by a full scan per run; the index makes batches walk it (keyset)",
  "no-age-index":
    "a policy that lists its candidates in any case (its age in its conditions, a computed clock, keep-newest) with no index on the column its age is compared on; the index bounds the list",
  "batch-full-scan":
    "the planner chose a full scan for each batch although the indexes exist (a planner setting that is off, or statistics); turn the setting back on, or ANALYZE",
  "statement-refused":
    "PostgreSQL refuses to plan a statement (a rule on its table, under a batch's WITH): a run would fail",
  "guard-trigger": "a trigger on a table the statements reach may refuse or change them",
  "guard-rule": "a rule on a table the statements reach replaces or adds statements",
  "guard-row-security": "row security hides rows from, or refuses, the role's statements",
  "vacuum-not-permitted":
    "vacuumAfter on a table this role may not vacuum: its owner (or a MAINTAIN holder) must",
  "change-stream-refused":
    "changeStream skip where it cannot run: a server older than PostgreSQL 16, or a role without EXECUTE on the replication origin functions; the grants (provision-role --change-stream skip), or mark",
  "default-partition":
    "drop-partitions with a default partition: each detach locks the parent (no CONCURRENTLY)",
} as const;

export type PlanWarningCode = keyof typeof PLAN_WARNINGS;

/** One warning of `plan`: its code and its text. */
export interface PlanWarning {
  code: PlanWarningCode;
  text: string;
}

export const planWarning = (code: PlanWarningCode, text: string): PlanWarning => ({ code, text });
