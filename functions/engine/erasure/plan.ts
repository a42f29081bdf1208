// What an erasure table does, before it erases anyone: every table the graph reaches and what
// happens to its rows (the ones the erasure table does not mention are deleted by default, said
// so), the keys that reach each and whether an index serves them, the rows other tables' SET NULL
// keys detach, the privileges the role lacks, the triggers and rules that may refuse or change a
// statement.
import type pg from "pg";
import { actionText } from "../catalog/foreign-keys.js";
import type { ForeignKey } from "../catalog/shape.js";
import { tableKey } from "./graph.js";
import type { ErasureNode, ErasureShape } from "./shape.js";
import { tableGrantsSql, triggersAndRulesSql } from "./sql.js";

export interface ErasureTablePlan {
  table: string;
  action: "delete" | "redact" | "keep";
  /** false: the erasure table does not mention it (deleted, the default). */
  mentioned: boolean;
  /** Its rows go through ON DELETE CASCADE from their parents (counted, not deleted by a statement). */
  byCascade: boolean;
  reason?: string;
  keys: { constraint: string; from: string; action: string; indexed: boolean }[];
  detaches: { constraint: string; table: string; action: string }[];
  /** Privileges the role lacks for what the erasure does here (UPDATE: also for the row locks). */
  missingGrants: string[];
  triggersAndRules: { name: string; kind: string }[];
}

export interface ErasurePlan {
  erasure: string;
  erasureHash: string;
  subject: { table: string; key: string };
  tables: ErasureTablePlan[];
  /** Tables the graph reaches that the erasure table does not mention. */
  unmentioned: string[];
  /** Referencing columns no index serves: each row found there is a scan of the table. */
  missingIndexes: { table: string; constraint: string; columns: string[] }[];
  notes: string[];
}

const keyOf = (fk: ForeignKey) => ({
  constraint: fk.name,
  from: `${tableKey(fk.child)}(${fk.childColumns.join(", ")}) -> ${tableKey(fk.parent)}(${fk.parentColumns.join(", ")})`,
  action: actionText(fk),
  indexed: fk.childIndexed,
});

/** The privileges the role lacks on a node for what the erasure does there. */
async function missingGrants(db: pg.ClientBase, node: ErasureNode): Promise<string[]> {
  const { rows } = await db.query<{
    can_select: boolean;
    can_update: boolean;
    can_delete: boolean;
  }>(tableGrantsSql(node.table.oid));
  const row = rows[0];
  return [
    ...(row?.can_select ? [] : ["SELECT"]),
    ...(row?.can_update ? [] : ["UPDATE"]),
    ...(node.action.action === "delete" && !node.byCascade && !row?.can_delete ? ["DELETE"] : []),
  ];
}

async function tablePlan(db: pg.ClientBase, node: ErasureNode): Promise<ErasureTablePlan> {
  const { rows } = await db.query<{ name: string; kind: string }>(
    triggersAndRulesSql(node.table.oid),
  );
  return {
    table: node.text,
    action: node.action.action,
    mentioned: node.mentioned,
    byCascade: node.byCascade,
    ...(node.action.action === "keep" ? { reason: node.action.reason } : {}),
    keys: [...node.edges, ...node.selfEdges].map(keyOf),
    detaches: node.detached.map((fk) => ({
      constraint: fk.name,
      table: tableKey(fk.child),
      action: actionText(fk),
    })),
    missingGrants: await missingGrants(db, node),
    triggersAndRules: rows,
  };
}

export async function planErasure(db: pg.ClientBase, shape: ErasureShape): Promise<ErasurePlan> {
  const tables: ErasureTablePlan[] = [];
  for (const node of shape.nodes) tables.push(await tablePlan(db, node));
  const subjectSelf = shape.subject.selfEdges.map((fk) => fk.name);
  return {
    erasure: shape.erasure.name,
    erasureHash: shape.hash,
    subject: { table: shape.subject.text, key: shape.key.name },
    tables,
    unmentioned: shape.nodes.filter((node) => !node.mentioned).map((node) => node.text),
    missingIndexes: shape.nodes.flatMap((node) =>
      [...node.edges, ...node.selfEdges, ...node.detached]
        .filter((fk) => !fk.childIndexed)
        .map((fk) => ({
          table: tableKey(fk.child),
          constraint: fk.name,
          columns: fk.childColumns,
        })),
    ),
    notes:
      subjectSelf.length > 0 && shape.subject.action.action === "delete"
        ? [
            `other rows of ${shape.subject.text} reference a subject (${subjectSelf.join(", ")}): they are other subjects, not followed; a deletion they block fails the erasure, nothing erased`,
          ]
        : [],
  };
}
