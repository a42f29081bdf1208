import type { Policy } from "../contract/retention-table.js";

/** What the catalog told us about a policy's table (see catalog.ts). */
export interface PolicyShape {
  policy: Policy;
  /** SQL type of the key column, e.g. `uuid` or `bigint`, from format_type(). */
  keyType: string;
  /**
   * keyset: one clock column with a btree index: each batch walks the index from where the last one
   * stopped. cursor: the candidates are listed once per run in clock order (one scan), then deleted
   * by key batch after batch; used for leaf-first policies and tables without a clock index.
   */
  strategy: "keyset" | "cursor" | "partitions";
  /** The table's oid (the parent, for a partitioned table). */
  oid: number;
  /**
   * True when the role may take row locks (SELECT ... FOR UPDATE needs UPDATE privilege): batches
   * lock their rows FOR UPDATE SKIP LOCKED, so instances skip each other's rows. False for a
   * least-privilege role with only SELECT and DELETE: the DELETE's own row locks keep a row from
   * being deleted twice, and a second instance waits (within lock_timeout) instead of skipping.
   */
  rowLocks: boolean;
}

export const qualifiedName = (policy: Policy) => `${policy.table.schema}.${policy.table.name}`;
