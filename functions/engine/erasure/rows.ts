// A subject's rows, found along the foreign keys and locked (FOR UPDATE), parents first: a row the
// application inserts for the subject meanwhile either commits before its parent's lock (and is
// found) or waits for the erasure's end (and fails on the gone parent, or finds it redacted). By
// ctid: stable within the erasure's transaction, and needing no key on any table. Over the bound of
// one transaction, the erasure goes in steps (steps.ts), which find rows without locking them.
import type pg from "pg";
import { RetentionError } from "../../contract/errors.js";
import { ERASURE } from "../../contract/limits.js";
import { thousands } from "../numbers.js";
import type { ErasureNode, ErasureShape } from "./shape.js";
import { referencingRowsSql, subjectRowSql } from "./sql.js";

/** The rows found per table (by oid): ctids as text. */
export type FoundRows = Map<number, string[]>;

/**
 * How rows are found: locked (one transaction's erasure), or read only (a step of one over the
 * bound, which locks the rows it changes); maxRows bounds the rows found (undefined: no bound).
 */
export interface FindOptions {
  lock: boolean;
  maxRows: number | undefined;
}

/** The subject's rows are over the bound of one transaction: it is erased in steps (steps.ts). */
export class OverBoundError extends RetentionError {
  override name = "OverBoundError";
}

async function referencing(
  client: pg.ClientBase,
  fk: ErasureNode["edges"][number],
  parents: string[],
  lock: boolean,
) {
  if (parents.length === 0) return [];
  const { rows } = await client.query<{ t: string }>(referencingRowsSql(fk, parents, lock));
  return rows.map((row) => row.t);
}

/** A table's rows: those referencing found parent rows, then (a tree) their descendants. */
async function rowsOf(client: pg.ClientBase, node: ErasureNode, found: FoundRows, lock: boolean) {
  const rows = new Set(found.get(node.table.oid) ?? []);
  for (const fk of node.edges)
    for (const row of await referencing(client, fk, found.get(fk.parent.oid) ?? [], lock))
      rows.add(row);
  let fresh = [...rows];
  while (fresh.length > 0 && node.selfEdges.length > 0) {
    const next: string[] = [];
    for (const fk of node.selfEdges)
      for (const row of await referencing(client, fk, fresh, lock))
        if (!rows.has(row)) {
          rows.add(row);
          next.push(row);
        }
    fresh = next;
  }
  return [...rows];
}

/**
 * The subject's row (by its key) and every row the graph reaches from it, locked; undefined when
 * no row has the key. `keyText` is the key as the server writes it (what is hashed).
 */
export async function findRows(
  client: pg.ClientBase,
  shape: ErasureShape,
  key: string,
  options: FindOptions = { lock: true, maxRows: ERASURE.maxRows },
): Promise<{ found: FoundRows; keyText: string; total: number } | undefined> {
  const { rows } = await client.query<{ t: string; k: string }>(
    subjectRowSql(shape.subject, shape.key, key),
  );
  const row = rows[0];
  if (!row) return undefined;
  const found: FoundRows = new Map([[shape.subject.table.oid, [row.t]]]);
  let total = 1;
  // (The subject's own table's other rows are other subjects: its self-references are not followed.)
  for (const node of shape.nodes.slice(1)) {
    const rowsOfNode = await rowsOf(client, node, found, options.lock);
    found.set(node.table.oid, rowsOfNode);
    total += rowsOfNode.length;
    if (options.maxRows !== undefined && total > options.maxRows)
      throw new OverBoundError(
        `the subject's rows are over the bound of ${thousands(options.maxRows)} (at ${node.text}): one transaction would hold too many locks`,
      );
  }
  return { found, keyText: row.k, total };
}
