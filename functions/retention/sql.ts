import pg from "pg";
import type { Policy } from "./config.js";

/** A statement ready for node-postgres: identifiers escaped in `text`, every value a `$n` in `values`. */
export interface Sql {
  text: string;
  values: unknown[];
}

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

/** The row-locking clause of a batch's selection, when the role may lock rows. */
function rowLock(shape: PolicyShape): string {
  return shape.rowLocks ? "\n  FOR UPDATE SKIP LOCKED" : "";
}

/** The one way an identifier enters SQL text. */
export const quoteIdent = (name: string) => pg.escapeIdentifier(name);
const id = quoteIdent;

export const CURSOR_NAME = "retention_candidates";
/** Deeper rotation chains than this are treated as blocked (it also stops a cycle in the self-reference). */
export const MAX_CHAIN_DEPTH = 1000;

export function tableName(policy: Policy): string {
  return `${id(policy.table.schema)}.${id(policy.table.name)}`;
}

export function clockOf(policy: Policy, alias: string): string {
  const columns = policy.clock.map((column) => `${alias}.${id(column)}`);
  // least() ignores NULLs: the earliest clock that has started.
  return columns.length === 1 ? (columns[0] as string) : `least(${columns.join(", ")})`;
}

/** Collects values and hands out their `$n` placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

/** The row predicates of one policy, written for a given table alias. */
function predicates(policy: Policy, params: Params, cutoff: string) {
  const cutoffParam = params.add(cutoff, "timestamptz");
  const statusParam = policy.status ? params.add(policy.status.values, "text[]") : undefined;
  return {
    /** Governed by the policy at any age (the status guard). */
    governed: (alias: string) =>
      policy.status ? `${alias}.${id(policy.status.column)}::text = ANY(${statusParam})` : "true",
    /** Governed and past the cutoff. */
    expired: (alias: string) =>
      `${clockOf(policy, alias)} < ${cutoffParam}` +
      (policy.status
        ? ` AND ${alias}.${id(policy.status.column)}::text = ANY(${statusParam})`
        : ""),
    held: (alias: string) => (policy.hold ? `${alias}.${id(policy.hold)} IS TRUE` : "false"),
    notHeld: (alias: string) => (policy.hold ? `${alias}.${id(policy.hold)} IS NOT TRUE` : "true"),
  };
}

/**
 * keyset strategy, one batch: lock up to `limit` expired rows in clock order (skipping rows another
 * instance holds), delete them by ctid (one Tid Scan), report how many and the last clock reached.
 */
export function keysetBatchSql(
  shape: PolicyShape,
  cutoff: string,
  after: string | null,
  limit: number,
): Sql {
  const { policy } = shape;
  const params = new Params();
  const p = predicates(policy, params, cutoff);
  const table = tableName(policy);
  const from =
    after === null ? "" : ` AND ${clockOf(policy, "c")} >= ${params.add(after, "timestamptz")}`;
  const limitParam = params.add(limit, "int");
  // The outer predicate repeats the inner one: on a partitioned table a ctid is not unique.
  const text = `WITH picked AS MATERIALIZED (
  SELECT c.ctid AS row_id, ${clockOf(policy, "c")} AS clock FROM ${table} AS c
  WHERE ${p.expired("c")} AND ${p.notHeld("c")}${from}
  ORDER BY ${clockOf(policy, "c")}
  LIMIT ${limitParam}${rowLock(shape)}),
deleted AS (
  DELETE FROM ${table} AS t
  WHERE t.ctid = ANY(ARRAY(SELECT row_id FROM picked))
    AND ${p.expired("t")} AND ${p.notHeld("t")}
  RETURNING 1)
SELECT (SELECT count(*) FROM picked)::int AS picked, (SELECT count(*) FROM deleted)::int AS deleted,
  (SELECT max(clock) FROM picked)::text AS last_clock`;
  return { text, values: params.values };
}

/** The keys of the rows a run would delete (not held, expired), oldest first. */
export function candidatesSql(shape: PolicyShape, cutoff: string): Sql {
  const { policy } = shape;
  const params = new Params();
  const p = predicates(policy, params, cutoff);
  const text = `SELECT c.${id(policy.key)}::text AS key FROM ${tableName(policy)} AS c
WHERE ${p.expired("c")} AND ${p.notHeld("c")}
ORDER BY ${clockOf(policy, "c")}`;
  return { text, values: params.values };
}

/**
 * cursor strategy: the run's candidate list, in clock order, materialized once (WITH HOLD).
 * SCROLL, so that the scan can run inside a statement (MOVE FORWARD ALL, bounded by
 * statement_timeout) and COMMIT only copies its sorted result.
 */
export function declareCandidatesSql(shape: PolicyShape, cutoff: string): Sql {
  const { text, values } = candidatesSql(shape, cutoff);
  return { text: `DECLARE ${CURSOR_NAME} SCROLL CURSOR WITH HOLD FOR\n${text}`, values };
}

/** cursor strategy without a self-reference: lock the listed rows that still qualify, delete them. */
export function deleteKeysSql(shape: PolicyShape, cutoff: string, keys: string[]): Sql {
  const { policy } = shape;
  const params = new Params();
  const p = predicates(policy, params, cutoff);
  const table = tableName(policy);
  const keysParam = params.add(keys, `${shape.keyType}[]`);
  const text = `WITH locked AS MATERIALIZED (
  SELECT r.ctid FROM ${table} AS r
  WHERE r.${id(policy.key)} = ANY(${keysParam}) AND ${p.expired("r")} AND ${p.notHeld("r")}${rowLock(shape)}),
deleted AS (
  DELETE FROM ${table} AS d
  WHERE d.ctid = ANY(ARRAY(SELECT ctid FROM locked)) AND ${p.expired("d")}
  RETURNING 1)
SELECT count(*)::int AS deleted FROM deleted`;
  return { text, values: params.values };
}

/**
 * cursor strategy with a self-reference (leaf-first): each listed row is a seed; its whole subtree
 * of descendants is collected by key lookups on the self-reference index. A seed whose every
 * descendant is expired, not held, and lockable now is deleted together with its subtree in ONE
 * statement (the FK is checked at the end of the statement), so a whole expired chain goes in one
 * run. A seed with an Active, young or held descendant stays: it is blocked, with no FK error.
 */
export function deleteTreesSql(shape: PolicyShape, cutoff: string, seeds: string[]): Sql {
  const { policy } = shape;
  const parent = policy.selfReference;
  if (!parent) throw new Error(`policy ${policy.name} has no selfReference`);
  const params = new Params();
  const p = predicates(policy, params, cutoff);
  const table = tableName(policy);
  const key = id(policy.key);
  const seedsParam = params.add(seeds, `${shape.keyType}[]`);
  const deletable = (alias: string) => `(${p.expired(alias)} AND ${p.notHeld(alias)})`;
  const text = `WITH RECURSIVE tree(seed, key, ok, depth) AS (
  SELECT r.${key}, r.${key}, coalesce(${deletable("r")}, false), 0
  FROM ${table} AS r WHERE r.${key} = ANY(${seedsParam})
  UNION ALL
  SELECT t.seed, c.${key}, coalesce(${deletable("c")}, false) AND t.depth < ${MAX_CHAIN_DEPTH}, t.depth + 1
  FROM tree AS t
  CROSS JOIN LATERAL (SELECT * FROM ${table} AS c WHERE c.${id(parent)} = t.key OFFSET 0) AS c
  WHERE t.ok),
complete AS MATERIALIZED (SELECT seed FROM tree GROUP BY seed HAVING bool_and(ok)),
locked AS MATERIALIZED (
  SELECT r.${key} AS key FROM ${table} AS r
  WHERE r.${key} = ANY(ARRAY(SELECT t.key FROM tree AS t JOIN complete USING (seed)))
    AND ${deletable("r")}${rowLock(shape)}),
ready AS MATERIALIZED (
  SELECT t.seed FROM tree AS t JOIN complete USING (seed) LEFT JOIN locked AS l ON l.key = t.key
  GROUP BY t.seed HAVING bool_and(l.key IS NOT NULL)),
deleted AS (
  DELETE FROM ${table} AS d
  WHERE d.${key} = ANY(ARRAY(SELECT t.key FROM tree AS t JOIN ready USING (seed)))
  RETURNING 1)
SELECT (SELECT count(*) FROM deleted)::int AS deleted,
  -- Deletable, but part of the tree was locked by another instance: worth another try later.
  ARRAY(SELECT seed::text FROM complete EXCEPT SELECT seed::text FROM ready) AS contended`;
  return { text, values: params.values };
}

/**
 * Where the policy stands: expired rows left (held ones among them), rows blocked by a
 * non-deletable descendant (self-reference only), and the clock of the oldest governed row that
 * is neither held nor blocked.
 */
export function standingSql(shape: PolicyShape, cutoff: string): Sql {
  const { policy } = shape;
  const params = new Params();
  const p = predicates(policy, params, cutoff);
  const table = tableName(policy);
  const key = id(policy.key);
  const clock = clockOf(policy, "c");
  if (!policy.selfReference) {
    const text = `SELECT
  (SELECT count(*) FROM ${table} AS c WHERE ${p.expired("c")})::bigint AS expired,
  (SELECT count(*) FROM ${table} AS c WHERE ${p.expired("c")} AND ${p.held("c")})::bigint AS held,
  0::bigint AS blocked,
  (SELECT extract(epoch FROM ${clock}) FROM ${table} AS c
    WHERE ${p.governed("c")} AND ${p.notHeld("c")} AND ${clock} IS NOT NULL
    ORDER BY ${clock} LIMIT 1)::float8 AS oldest_epoch`;
    return { text, values: params.values };
  }
  const parent = id(policy.selfReference);
  // Every ancestor of a row that cannot go (Active, young, held) is blocked.
  const text = `WITH RECURSIVE blocked(key) AS (
  SELECT c.${parent} FROM ${table} AS c
  WHERE c.${parent} IS NOT NULL AND NOT coalesce(${p.expired("c")} AND ${p.notHeld("c")}, false)
  UNION
  SELECT a.${parent} FROM blocked AS b
  CROSS JOIN LATERAL (SELECT a.${parent} FROM ${table} AS a WHERE a.${key} = b.key OFFSET 0) AS a
  WHERE a.${parent} IS NOT NULL),
blocked_keys AS MATERIALIZED (SELECT DISTINCT key FROM blocked)
SELECT
  (SELECT count(*) FROM ${table} AS c WHERE ${p.expired("c")})::bigint AS expired,
  (SELECT count(*) FROM ${table} AS c WHERE ${p.expired("c")} AND ${p.held("c")})::bigint AS held,
  (SELECT count(*) FROM ${table} AS c WHERE ${p.expired("c")} AND ${p.notHeld("c")}
     AND EXISTS (SELECT 1 FROM blocked_keys AS b WHERE b.key = c.${key}))::bigint AS blocked,
  (SELECT extract(epoch FROM ${clock}) FROM ${table} AS c
    WHERE ${p.governed("c")} AND ${p.notHeld("c")} AND ${clock} IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM blocked_keys AS b WHERE b.key = c.${key})
    ORDER BY ${clock} LIMIT 1)::float8 AS oldest_epoch`;
  return { text, values: params.values };
}
