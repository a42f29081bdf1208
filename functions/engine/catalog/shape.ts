// PolicyShape: a policy as the catalog describes it for a run (clock, key, references, strategy).

import type { Policy } from "../../contract/retention-table.js";
import type { ColumnCondition, RedactedValue } from "../../contract/rules.js";
import type { HoldRegister } from "../holds/predicate.js";

export interface TableRef {
  oid: number;
  schema: string;
  name: string;
}

export type ForeignKeyAction = "no-action" | "restrict" | "cascade" | "set-null" | "set-default";

/** A foreign key, as the catalog states it: `child(childColumns) REFERENCES parent(parentColumns)`. */
export interface ForeignKey {
  name: string;
  action: ForeignKeyAction;
  child: TableRef;
  childColumns: string[];
  parent: TableRef;
  parentColumns: string[];
  /** Some child column is NOT NULL (then ON DELETE SET NULL cannot succeed). */
  childHasNotNull: boolean;
  /** An index leads with the child's columns: without one, each check scans the child table. */
  childIndexed: boolean;
  /** That index: a partial one (`WHERE col IS NOT NULL`) serves the lookups too. */
  childIndex?: { name: string; predicate: string | null };
}

/**
 * What a reference into a table means for deleting one of its rows:
 * - blocks: RESTRICT / NO ACTION (or a SET NULL that would break a NOT NULL): the row stays while a
 *   referencing row stays;
 * - cascades: ON DELETE CASCADE: the referencing rows go too, so each of them must be free to go;
 * - sets: ON DELETE SET NULL / SET DEFAULT: the referencing rows are changed.
 */
export interface InboundRef {
  fk: ForeignKey;
  effect: "blocks" | "cascades" | "sets";
  /**
   * A key deleteFirst names (NO ACTION, the ORM's cascade): the batch's own statement deletes the
   * referencing rows along it (effect cascades), counted as deletedFirst rather than cascaded.
   */
  deleteFirst?: boolean;
  /** cascades: the references into the child table (a cascaded row that cannot go keeps its parent). */
  childRefs: InboundRef[];
  /**
   * The run's policies on the child table. blocks: they run first, and a dry run counts their rows
   * as gone. cascades: a row one of them holds (its hold column) is not cascaded away: it keeps its
   * parent.
   */
  childPolicies: PolicyShape[];
}

/**
 * How a policy's clock compares with its cutoff, from the base type of its columns (they share
 * one). The cutoff is converted once into the column's own type, so the comparison stays a plain
 * one that an index on the column serves; no function is ever applied to the column.
 * - instant: timestamp with time zone;
 * - wall-clock: timestamp without time zone, read in `timeZone` (default UTC);
 * - date: a day, from its midnight in `timeZone` (default UTC);
 * - epoch: a number of units (`unitMs` each) since 1970-01-01 UTC; `integral` for integer types.
 */
export interface ClockShape {
  kind: "instant" | "wall-clock" | "date" | "epoch";
  /** The base type's name, e.g. `timestamp without time zone`, `bigint` (domains resolved). */
  type: string;
  timeZone?: string;
  unitMs?: number;
  integral?: boolean;
  /**
   * A computed clock: the column plus a duration column, a number of `unitMs` (or an interval,
   * `unitMs` absent). NULL in it: the clock never runs out.
   */
  plus?: { column: string; unitMs?: number };
}

/**
 * A condition as the catalog checked it: on a column of the row (bound as `type`; an age with its
 * cutoff, `instant` for a timestamptz, else read in UTC), or related rows of `table` joined by
 * `mine` = `theirs` along the foreign key `constraint` (`indexed`: an index serves the lookup).
 */
export type TypedCondition =
  | {
      kind: "column";
      condition: ColumnCondition;
      type: string;
      cutoff?: { at: string; instant: boolean };
    }
  | {
      kind: "related";
      negated: boolean;
      table: TableRef;
      constraint: string;
      mine: string[];
      theirs: string[];
      indexed: boolean;
      conditions: TypedCondition[];
    };

/** How a policy's statements reach a table. */
export type Reach = "governed" | "cascaded" | "alsoDelete" | "inserted";

/** A trigger, rule or row-security policy on a table a policy's statements reach, and what it can do. */
export interface StatementGuard {
  table: string;
  reach: Reach;
  /** The statement there: DELETE, UPDATE (a redaction; a cascade's SET NULL / SET DEFAULT), INSERT (a move's archive). */
  statement: "DELETE" | "UPDATE" | "INSERT";
  kind: "trigger" | "rule" | "row-security";
  name: string;
  /** What it can do to the statement, in words. */
  effect: string;
  definition: string;
}

/** A column a rule names, with the base type its values are bound as. */
export interface TypedColumn {
  column: string;
  type: string;
}

/** A redacted column: what it becomes, and its type (a fixed value is bound as it). */
export interface RedactedColumn extends TypedColumn {
  value: RedactedValue;
}

/**
 * A foreign key from the policy's table (alsoDelete): the row it references goes with the policy's
 * row, unless another row still references it. `parentRefs`: every other reference into that
 * table, which must leave the parent free as they would a row of its own.
 */
export interface AlsoDelete {
  fk: ForeignKey;
  parentRefs: InboundRef[];
}

/** Collects values as typed `$n` parameters, and hands out aliases (sql/text.ts's Params). */
export interface ParamSink {
  add(value: unknown, cast: string): string;
  alias(prefix: string): string;
}

/**
 * What a policy's statement does to the rows a batch selects: its mechanism's answer to what the
 * SQL builders, the preflight, provision-role and the guards ask, so that none of them asks which
 * mechanism it has (set when the mechanism describes its policy, see mechanisms/).
 */
export interface RowAction {
  /** DELETE: the rows leave the table (references into it matter, cascades fire); UPDATE: they stay. */
  statement: "DELETE" | "UPDATE";
  /** Columns an UPDATE writes (its grant). */
  writes?: string[];
  /** Tables it also INSERTs into (a move's archive tables): their grant, their guards. */
  inserts?: TableRef[];
  /** Tables its own statement also DELETEs from (a move's cascaded children): their grant, their guards. */
  deletes?: TableRef[];
  /** Beyond the age and the conditions, the rows still due (a redaction's: not yet redacted). */
  due?(params: ParamSink, alias: string): string;
  /** An UPDATE's acting CTE, named `deleted` and RETURNING 1, over the rows `where` selects. */
  update?(params: ParamSink, alias: string, where: string): string;
  /**
   * CTEs after the DELETE, each opening with a comma, over every column of the rows it returns
   * (`deleted`, which then RETURNs them all); in the same statement (a move's archive inserts).
   */
  after?(params: ParamSink): string;
  /** Checks that need the run's options, before anything is touched (a keyed hash needs its key). */
  prepare?(options: { redactionKey?: string }): void;
  /**
   * The isolation its batches run at. REPEATABLE READ for a statement that copies rows a cascade
   * then removes (a move): a referencing row committed after the statement's snapshot would be
   * cascaded away uncopied in READ COMMITTED; in REPEATABLE READ the cascade fails the batch
   * (40001, could not serialize) and the retry, with a fresh snapshot, copies it too.
   */
  isolation?: "repeatable read";
}

/** One tenant's cutoff in this run (ISO), fixed once at the run's start; null: its rows are kept. */
export interface TenantCutoff {
  /** The tenant's key as text (its key column's value, as `column::text` reads it). */
  key: string;
  cutoff: string | null;
  /** Its settings for the keep rules, in their order: a flag (true: on), a threshold (numeric text; null: off). */
  keep?: (boolean | string | null)[];
}

/** A value a tenant's threshold is compared to: a column of the row, or of its one related row. */
export type KeepValue =
  | { column: string }
  | { column: string; table: TableRef; mine: string[]; theirs: string[] };

/** A tenant's keep rule as the catalog checked it (the settings are each tenant's, in its cutoff). */
export type TenantKeepShape =
  | { kind: "if"; gate: string; conditions: TypedCondition[] }
  | { kind: "atLeast"; threshold: string; value: KeepValue; missing?: number };

/**
 * A retention per tenant as the catalog checked it (catalog/tenant.ts), with the run's cutoffs.
 * Narrowed (`only`) to one tenant's rows, or to the rows with no tenant (null), it is a policy with
 * one cutoff that an index on (column, clock) bounds (see mechanisms/delete/tenants.ts).
 */
export interface TenantShape {
  /** The policy table's column that names the tenant, and its base type (to bind a key as). */
  column: string;
  type: string;
  /** The tenant's table and the key column the row's column holds. */
  table: TableRef;
  key: string;
  /** A foreign key says it: every non-NULL column names a tenant row. */
  foreignKey?: string;
  /** Every tenant of the tenant's table, in key order, with its cutoff (or null). */
  cutoffs: TenantCutoff[];
  /** Rows with no tenant (NULL; without a foreign key, a key no tenant row has): the default's cutoff; null: kept. */
  noTenant: string | null;
  /** An index leads with (column, clock): the run goes tenant by tenant, one index range each. */
  indexed: boolean;
  /** Narrowed to one tenant's rows (its key), or to the rows with no tenant (null). */
  only?: { key: string | null };
  /** The tenant's keep rules (its flags gating conditions, its thresholds), in the rule's order. */
  keep?: TenantKeepShape[];
  /** The levels above the tenant (closest first): each one's table and the columns the cutoffs read of it. */
  levels?: { table: { schema: string; name: string }; columns: string[] }[];
}

/** What the catalog told us about a policy's table, and the run's cutoff for it (see catalog.ts). */
export interface PolicyShape {
  policy: Policy;
  /** The table's oid (the parent, for a partitioned table). */
  oid: number;
  /** The run this shape is for (its outbox rows carry it). */
  runId: string;
  /** The run's fixed cutoff for this policy (ISO timestamp). */
  cutoff: string;
  clock: ClockShape;
  /**
   * keyset: one clock column with a btree index: each batch walks the index from where the last one
   * stopped. cursor: the candidates are listed once per run in clock order (one scan), then deleted
   * by key batch after batch; used for leaf-first policies and tables without a clock index.
   */
  strategy: "keyset" | "cursor" | "partitions";
  /**
   * The heap may be walked in block ranges (PostgreSQL 14+, a plain table, no self-reference):
   * physical order, chosen at run time when the walk fits the run's budget (see blocks.ts).
   */
  blockRanges: boolean;
  /**
   * True when the role may take row locks (SELECT ... FOR UPDATE needs UPDATE privilege): batches
   * lock their rows FOR UPDATE SKIP LOCKED, so instances skip each other's rows. False for a
   * least-privilege role with only SELECT and DELETE: the DELETE's own row locks keep a row from
   * being deleted twice, and a second instance waits (within lock_timeout) instead of skipping.
   */
  rowLocks: boolean;
  /** The row key (primary key or a unique index over NOT NULL columns); the cursor strategy needs it. */
  key?: { columns: string[]; types: string[] };
  /** The status guard column's base type (to compare its values as the column's own). */
  statusType?: string;
  /** A retention per tenant (policy.tenant), checked against the catalog, with the run's cutoffs. */
  tenants?: TenantShape;
  /** The typed conditions (policy.where), checked against the catalog (catalog/conditions.ts). */
  conditions?: TypedCondition[];
  /** Keep the newest N per group: the `by` column's type, and the key to break ties. */
  /** Keep the newest N per group; `nullable`: the group columns that may be NULL (a group too). */
  keep?: { newest: number; per: string[]; nullable: string[]; by: string };
  /** What its statement does to the rows a batch selects (its mechanism's; none for partitions). */
  action?: RowAction;
  alsoDelete?: AlsoDelete[];
  /** The self-reference along which whole trees go together (leaf-first). */
  selfReference?: ForeignKey;
  /** Every other reference into the table. */
  inbound: InboundRef[];
  /** The planner's row estimate (pg_class.reltuples); -1 or 0 before the first ANALYZE. */
  estimatedRows: number;
  /** What the preflight could not check, for the report. */
  preflightWarnings?: string[];
  /** The hold register's holds in force, compiled by table (holds/predicate.ts); none: no register. */
  holds?: HoldRegister;
  /** Triggers, rules and row security that could refuse or change its statements (catalog/guards.ts). */
  guards?: StatementGuard[];
}

export const qualifiedName = (policy: Policy) => `${policy.table.schema}.${policy.table.name}`;
export const tableText = (table: { schema: string; name: string }) =>
  `${table.schema}.${table.name}`;
