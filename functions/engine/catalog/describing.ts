// What describing a policy against the catalog reads from, and what every shape carries: the types
// the catalog's describers share (describe.ts, tenant.ts, tenant-keep.ts, the mechanisms'), apart,
// so that no describer imports another for them.
import type pg from "pg";
import type { ForeignKeys } from "./foreign-keys.js";
import type { PolicyShape } from "./shape.js";

/** What describing a run's policies reads from: the catalog, once; the run's `now` for ages. */
export interface Describing {
  db: pg.ClientBase;
  keys: ForeignKeys;
  serverVersion: number;
  now: Date;
}

/** What every shape carries, from the table's facts. */
export type ShapeBase = Pick<
  PolicyShape,
  "policy" | "oid" | "runId" | "cutoff" | "estimatedRows" | "inbound"
>;
