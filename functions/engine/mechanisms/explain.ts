// EXPLAIN of one statement for `plan`: the text plan, and whether it scans a whole table.
import type pg from "pg";
import { classifyPgError } from "../db/pg-errors.js";
import { explainSql } from "../sql/explain.js";
import type { Sql } from "../sql/text.js";
import type { MechanismPlan } from "./mechanism.js";

interface PlanNode {
  "Node Type"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

/** A sequential scan of `table` that runs to its end: one under a Limit stops at its rows. */
function scansWholeTable(node: PlanNode, table: string): boolean {
  if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === table) return true;
  return (node.Plans ?? []).some(
    (child) =>
      !(node["Node Type"] === "Limit" && child["Node Type"] === "Seq Scan") &&
      scansWholeTable(child, table),
  );
}

export type PlannedStatement = MechanismPlan["statements"][number];

/**
 * EXPLAIN (no ANALYZE: nothing runs) of `sql`, and whether it scans the whole of `table`. A
 * statement PostgreSQL refuses to plan (a DO INSTEAD rule under a DELETE ... RETURNING) is
 * reported with its message: a run of it would fail the same way.
 */
export async function explain(
  db: pg.ClientBase,
  label: string,
  sql: Sql,
  table: string,
): Promise<PlannedStatement> {
  const text = await db
    .query<{ "QUERY PLAN": string }>(explainSql(sql, "text"))
    .catch((error: unknown) => {
      // A lock or a timeout is not PostgreSQL refusing the statement: a run would wait or retry.
      if (["connection", "lock-timeout", "statement-timeout"].includes(classifyPgError(error)))
        throw error;
      return { refused: (error as Error).message };
    });
  if ("refused" in text) {
    const refused = text.refused;
    return { label, sql: sql.text, explain: `refused: ${refused}`, seqScan: false, refused };
  }
  const json = await db.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(explainSql(sql, "json"));
  const root = json.rows[0]?.["QUERY PLAN"][0]?.Plan ?? {};
  return {
    label,
    sql: sql.text,
    explain: text.rows.map((row) => row["QUERY PLAN"]).join("\n"),
    seqScan: scansWholeTable(root, table),
  };
}

/** The planner's row estimate of a statement (EXPLAIN, nothing runs). */
export async function plannedRows(db: pg.ClientBase, sql: Sql): Promise<number> {
  const { rows } = await db.query<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    explainSql(sql, "json"),
  );
  return Math.round(rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0);
}
