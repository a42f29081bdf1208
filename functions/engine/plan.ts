import type pg from "pg";
import type { Policy } from "../contract/retention-table.js";
import { describePolicy, readTableFacts } from "./catalog.js";
import { cutoffFor } from "./clock.js";
import { type PolicyShape, qualifiedName } from "./shape.js";
import { candidatesSql, deleteKeysSql, deleteTreesSql, keysetBatchSql } from "./sql/batches.js";
import { explainSql, limitSql } from "./sql/explain.js";
import type { Sql } from "./sql/text.js";
import { listPartitions } from "./strategies/partitions.js";

export interface PlannedStatement {
  label: string;
  sql: string;
  explain: string;
  seqScan: boolean;
}

export interface PolicyPlan {
  name: string;
  table: string;
  strategy: PolicyShape["strategy"];
  cutoff: string;
  statements: PlannedStatement[];
  warnings: string[];
  notes: string[];
}

/** Past this many rows (pg_class.reltuples) a full scan per batch is a real cost. */
const LARGE_TABLE_ROWS = 10_000;

interface PlanNode {
  "Node Type"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

function scansWholeTable(node: PlanNode, table: string): boolean {
  if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === table) return true;
  return (node.Plans ?? []).some((child) => scansWholeTable(child, table));
}

async function explain(
  db: pg.ClientBase,
  label: string,
  sql: Sql,
  table: string,
): Promise<PlannedStatement> {
  const text = await db.query<{ "QUERY PLAN": string }>(explainSql(sql, "text"));
  const json = await db.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(explainSql(sql, "json"));
  const root = json.rows[0]?.["QUERY PLAN"][0]?.Plan ?? {};
  return {
    label,
    sql: sql.text,
    explain: text.rows.map((row) => row["QUERY PLAN"]).join("\n"),
    seqScan: scansWholeTable(root, table),
  };
}

/**
 * What a run would do for each policy: the SQL of one batch and what EXPLAIN says of it, with a
 * warning (and the index that would fix it) wherever a batch would scan the whole table.
 * Read-only: EXPLAIN without ANALYZE executes nothing.
 */
export async function planPolicies(
  db: pg.ClientBase,
  policies: Policy[],
  now: Date,
): Promise<PolicyPlan[]> {
  const plans: PolicyPlan[] = [];
  for (const [index, policy] of policies.entries()) {
    const shape = await describePolicy(db, policy, `policies[${index}]`);
    const facts = await readTableFacts(db, policy.table.schema, policy.table.name);
    const indexed = (column: string) => {
      const attnum = facts?.columns.get(column)?.attnum;
      return attnum !== undefined && (facts?.indexedLeads.has(attnum) ?? false);
    };
    const qualified = qualifiedName(policy);
    const cutoff = cutoffFor(policy, now);
    if (shape.strategy === "partitions") {
      plans.push(await planPartitions(db, shape, qualified, cutoff));
      continue;
    }
    const statements: PlannedStatement[] = [];
    const warnings: string[] = [];
    const notes: string[] = [];
    const indexAdvice = (column: string) =>
      `CREATE INDEX CONCURRENTLY ON ${qualified} (${column});`;

    // Structural: the indexes a batch relies on. The plan below is what the planner says today,
    // and on a small or unanalyzed table a Seq Scan there is cheap and expected.
    const missing = [
      shape.strategy === "keyset" ? undefined : policy.key,
      policy.selfReference,
    ].filter((column): column is string => column !== undefined && !indexed(column));
    if (missing.length > 0) {
      warnings.push(
        `each batch would scan the whole table to find rows by ${missing.join(" and ")}; the index that fixes it: ${missing.map(indexAdvice).join(" ")}`,
      );
    }
    let batchSql: Sql;
    if (shape.strategy === "keyset") {
      batchSql = keysetBatchSql(shape, cutoff, null, policy.batchSize);
    } else {
      const scan = candidatesSql(shape, cutoff);
      statements.push(await explain(db, "candidate list (once per run)", scan, policy.table.name));
      const sample = await db.query<{ key: string }>(limitSql(scan, policy.batchSize));
      const keys = sample.rows.map((row) => row.key);
      batchSql = policy.selfReference
        ? deleteTreesSql(shape, cutoff, keys)
        : deleteKeysSql(shape, cutoff, keys);
      if (policy.selfReference) {
        notes.push(
          "leaf-first: candidates are listed once per run in clock order; each batch deletes whole expired chains by key lookups",
        );
      } else if (policy.clock.length === 1) {
        warnings.push(
          `no index leads with the clock column, so candidates are listed by one full scan per run; the index that lets batches walk it instead: ${indexAdvice(policy.clock[0] as string)}`,
        );
      }
    }
    const batch = await explain(db, "batch", batchSql, policy.table.name);
    statements.push(batch);
    if (batch.seqScan && missing.length === 0 && (facts?.estimatedRows ?? 0) >= LARGE_TABLE_ROWS) {
      warnings.push(
        `the planner chose a full scan for each batch although the indexes exist; run ANALYZE ${qualified} and check again`,
      );
    }
    if (!shape.rowLocks) {
      notes.push(
        "the role has no UPDATE privilege, so batches cannot lock rows FOR UPDATE SKIP LOCKED: the DELETE's own row locks keep every row deleted once, and a second instance waits instead of skipping",
      );
    }
    plans.push({
      name: policy.name,
      table: qualified,
      strategy: shape.strategy,
      cutoff,
      statements,
      warnings,
      notes,
    });
  }
  return plans;
}

async function planPartitions(
  db: pg.ClientBase,
  shape: PolicyShape,
  qualified: string,
  cutoff: string,
): Promise<PolicyPlan> {
  const partitions = await listPartitions(db, shape.oid);
  const cutoffEpoch = Date.parse(cutoff) / 1000;
  const expired = partitions.filter(
    (partition) =>
      !partition.isDefault && partition.upperEpoch !== null && partition.upperEpoch <= cutoffEpoch,
  );
  const hasDefault = partitions.some((partition) => partition.isDefault);
  const verb = shape.policy.keepTable ? "DETACH (kept)" : "DETACH + DROP";
  const notes = [
    `${partitions.length} partitions; ${expired.length} end at or before the cutoff: ${expired.map((each) => each.name).join(", ") || "none"} (${verb})`,
    ...partitions
      .filter((each) => each.detachPending)
      .map((each) => `${each.name} is detach-pending: the next run finishes it with FINALIZE`),
  ];
  const warnings = hasDefault
    ? [
        "a default partition exists, so DETACH ... CONCURRENTLY is not allowed: each detach takes a brief ACCESS EXCLUSIVE lock on the parent (bounded by lock_timeout)",
      ]
    : [];
  return {
    name: shape.policy.name,
    table: qualified,
    strategy: "partitions",
    cutoff,
    statements: [],
    warnings,
    notes,
  };
}
