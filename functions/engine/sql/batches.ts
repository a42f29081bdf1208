import type { PolicyShape } from "../shape.js";
import { clockOf, predicates } from "./predicates.js";
import { quoteIdent as id, Params, type Sql, sql, tableName } from "./text.js";

export const CURSOR_NAME = "retention_candidates";
/** Deeper rotation chains than this are treated as blocked (it also stops a cycle in the self-reference). */
export const MAX_CHAIN_DEPTH = 1000;

/** The row-locking clause of a batch's selection, when the role may lock rows. */
function rowLock(shape: PolicyShape): string {
  return shape.rowLocks ? "\n  FOR UPDATE SKIP LOCKED" : "";
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

/** Walking the cursor strategy's candidate list. */
export const cursorSql = {
  /** Runs the candidate scan inside a statement, where statement_timeout bounds it. */
  scanAll: sql(`MOVE FORWARD ALL IN ${CURSOR_NAME}`),
  rewind: sql(`MOVE ABSOLUTE 0 IN ${CURSOR_NAME}`),
  fetch: (count: number) => sql(`FETCH ${Math.trunc(count)} FROM ${CURSOR_NAME}`),
  close: sql(`CLOSE ${CURSOR_NAME}`),
};
