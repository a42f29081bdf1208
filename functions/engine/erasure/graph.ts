// The foreign-key graph from the subject's table, read with the catalog's ForeignKeys: every table
// whose rows reference the subject's rows through CASCADE, RESTRICT or NO ACTION keys (directly or
// through chains); keys that SET NULL / SET DEFAULT detach rows (the database changes them, they are
// not the subject's). Ordered parents first (rows are found so) and children first (acted on so);
// a cycle of keys across tables is refused.
import { ConfigError } from "../../contract/errors.js";
import { effectOf, type ForeignKeys } from "../catalog/foreign-keys.js";
import type { ForeignKey, TableRef } from "../catalog/shape.js";

export interface GraphTable {
  table: TableRef;
  edges: ForeignKey[];
  selfEdges: ForeignKey[];
  detached: ForeignKey[];
}

export const tableKey = (table: { schema: string; name: string }) =>
  `${table.schema}.${table.name}`;

/** Every table the graph reaches from `subject`, in the order first reached (the subject first). */
export async function walkGraph(keys: ForeignKeys, subject: TableRef): Promise<GraphTable[]> {
  const reached = new Map<number, GraphTable>();
  const visit = (table: TableRef) => {
    let node = reached.get(table.oid);
    if (!node) {
      node = { table, edges: [], selfEdges: [], detached: [] };
      reached.set(table.oid, node);
      queue.push(node);
    }
    return node;
  };
  const queue: GraphTable[] = [];
  visit(subject);
  for (let at = 0; at < queue.length; at += 1) {
    const parent = queue[at] as GraphTable;
    for (const fk of await keys.into(parent.table)) {
      if (effectOf(fk) === "sets") parent.detached.push(fk);
      else if (fk.child.oid === parent.table.oid) parent.selfEdges.push(fk);
      else visit(fk.child).edges.push(fk);
    }
  }
  return queue;
}

/** Parents before children (Kahn's order over the keys between tables); a cycle is refused. */
export function parentsFirst<T extends GraphTable>(tables: T[]): T[] {
  const waiting = new Map(
    tables.map((each) => [each.table.oid, new Set(each.edges.map((fk) => fk.parent.oid))]),
  );
  const ordered: T[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (each) => !ordered.includes(each) && (waiting.get(each.table.oid)?.size ?? 0) === 0,
    );
    if (ready.length === 0) {
      const left = tables.filter((each) => !ordered.includes(each));
      const keysInCycle = left.flatMap((each) =>
        each.edges.filter((fk) => left.some((other) => other.table.oid === fk.parent.oid)),
      );
      throw new ConfigError(
        "subject.table",
        `tables ${left.map((each) => tableKey(each.table)).join(", ")} reference each other (${keysInCycle.map((fk) => fk.name).join(", ")}): a cycle of foreign keys across tables, which an erasure refuses; break it, or make one of the constraints ON DELETE SET NULL`,
      );
    }
    for (const each of ready) {
      ordered.push(each);
      for (const other of waiting.values()) other.delete(each.table.oid);
    }
  }
  return ordered;
}
