// What an erasure does to the rows it found, children first: held rows stop it; kept rows stay;
// redacted rows are overwritten (those meeting the condition and not redacted yet); deleted rows
// go (a tree leaf-first; a table whose every key CASCADEs from a deleted one goes with it, counted);
// then every row meant to go is checked gone (a trigger or rule that kept one fails the erasure).
import type pg from "pg";
import { RetentionError } from "../../contract/errors.js";
import type { TableFigures } from "./receipt.js";
import type { FoundRows } from "./rows.js";
import type { ErasureNode, ErasureShape } from "./shape.js";
import {
  deleteLeavesSql,
  deleteRowsSql,
  detachedRowsSql,
  heldRowsSql,
  redactRowsSql,
  remainingRowsSql,
} from "./sql.js";

export const count = async (
  client: pg.ClientBase,
  statement: { text: string; values: unknown[] },
) => (await client.query<{ n: number }>(statement)).rows[0]?.n ?? 0;

export const figuresOf = (node: ErasureNode, found: number): TableFigures => ({
  table: node.text,
  action: node.action.action,
  found,
  deleted: 0,
  cascaded: 0,
  redacted: 0,
  kept: 0,
  detached: 0,
  held: 0,
  ...(node.action.action === "keep" ? { reason: node.action.reason } : {}),
});

/** Rows under a legal hold, per table; the reason the erasure stops, if any are. */
export async function holdsOf(client: pg.ClientBase, shape: ErasureShape, found: FoundRows) {
  const held: { table: string; column: string; rows: number }[] = [];
  for (const node of shape.nodes) {
    const rows = found.get(node.table.oid) ?? [];
    if (node.action.hold === undefined || rows.length === 0) continue;
    const n = await count(client, heldRowsSql(node, node.action.hold, rows));
    if (n > 0) held.push({ table: node.text, column: node.action.hold, rows: n });
  }
  const reason =
    held.length === 0
      ? undefined
      : `legal hold: ${held.map((each) => `${each.rows} row(s) of ${each.table} (${each.column})`).join(", ")}`;
  return { held, reason };
}

/** Every table's figures for a subject a legal hold stopped: found and held, nothing done. */
export function heldFigures(
  shape: ErasureShape,
  found: FoundRows,
  held: { table: string; rows: number }[],
): TableFigures[] {
  return shape.nodes.map((node) => {
    const { reason: _reason, ...figures } = figuresOf(node, found.get(node.table.oid)?.length ?? 0);
    return { ...figures, held: held.find((each) => each.table === node.text)?.rows ?? 0 };
  });
}

/** A tree's rows, leaves first until none is left (or none of them is free: a cycle in the data). */
async function deleteTree(
  client: pg.ClientBase,
  node: ErasureNode,
  rows: string[],
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { rowCount } = await client.query(deleteLeavesSql(node, rows));
    if (!rowCount) return deleted;
    deleted += rowCount;
  }
}

async function actOn(
  client: pg.ClientBase,
  node: ErasureNode,
  rows: string[],
  now: Date,
  subject: boolean,
) {
  const figures = figuresOf(node, rows.length);
  if (rows.length === 0) return figures;
  if (node.action.action === "keep") figures.kept = rows.length;
  else if (node.action.action === "redact") {
    figures.redacted = (await client.query(redactRowsSql(node, rows, now))).rowCount ?? 0;
    figures.kept = rows.length - figures.redacted;
  } else {
    for (const fk of node.detached)
      figures.detached += await count(client, detachedRowsSql(fk, rows));
    if (node.byCascade) return figures;
    figures.deleted =
      node.selfEdges.length > 0 && !subject
        ? await deleteTree(client, node, rows)
        : ((await client.query(deleteRowsSql(node, rows))).rowCount ?? 0);
  }
  return figures;
}

/** Every table's rows acted on, children first; what was meant to go is checked gone. */
export async function actOnRows(
  client: pg.ClientBase,
  shape: ErasureShape,
  found: FoundRows,
  now: Date,
): Promise<TableFigures[]> {
  const figures = new Map<ErasureNode, TableFigures>();
  for (const node of shape.acting)
    figures.set(
      node,
      await actOn(client, node, found.get(node.table.oid) ?? [], now, node === shape.subject),
    );
  await checkGone(client, shape, found, "nothing was erased", (node, rows, left) => {
    if (node.byCascade) (figures.get(node) as TableFigures).cascaded = rows - left;
  });
  return shape.nodes.map((node) => figures.get(node) as TableFigures);
}

/**
 * Every row meant to go is gone, or a RetentionError ending with `consequence` (a trigger, a rule
 * or row security kept some); `counted` sees each deleting table's rows found and left.
 */
export async function checkGone(
  client: pg.ClientBase,
  shape: ErasureShape,
  found: FoundRows,
  consequence: string,
  counted?: (node: ErasureNode, rows: number, left: number) => void,
): Promise<void> {
  for (const node of shape.nodes) {
    const rows = found.get(node.table.oid) ?? [];
    if (node.action.action !== "delete" || rows.length === 0) continue;
    const left = await count(client, remainingRowsSql(node, rows));
    counted?.(node, rows.length, left);
    if (left > 0)
      throw new RetentionError(
        `${left} row(s) of ${node.text} are still there after their deletion (a trigger, a rule or row security kept them); ${consequence}`,
      );
  }
}
