// The batch statements: keyset, block range, the cursor's candidates, keys and whole trees.
import type { PolicyShape } from "../catalog/shape.js";
import { columnsIn, effectsOf, leanDelete } from "./effects.js";
import { snapshotBounds } from "./look-back.js";
import { clockExpression, MAX_CHAIN_DEPTH, type Predicates, predicates } from "./predicates.js";
import { quoteIdent as id, Params, type Sql, sql, tableName } from "./text.js";

export { MAX_CHAIN_DEPTH };

export const CURSOR_NAME = "retention_candidates";

/** One row's key, a text value per key column (as the cursor lists it). */
export type KeyRow = string[];

/** The row-locking clause of a batch's selection, when the role may lock rows. */
function rowLock(shape: PolicyShape): string {
  return shape.rowLocks ? "\n  FOR UPDATE SKIP LOCKED" : "";
}

function keyOf(shape: PolicyShape): { columns: string[]; types: string[] } {
  if (!shape.key) throw new Error(`policy ${shape.policy.name} has no key`);
  return shape.key;
}

/** `alias`'s key is one of `keys`, bound as one typed array per key column. */
function keyIn(shape: PolicyShape, params: Params, alias: string, keys: KeyRow[]): string {
  const key = keyOf(shape);
  // Each array through a subquery, so that the planner takes the key's index: it cannot see the
  // arrays' length (given thousands of keys it scans the whole table, and hashes them against it).
  const arrays = key.columns.map(
    (_, index) =>
      `(SELECT ${params.add(
        keys.map((row) => row[index]),
        `${key.types[index]}[]`,
      )})`,
  );
  return columnsIn(alias, key.columns, `SELECT * FROM unnest(${arrays.join(", ")})`);
}

/**
 * keyset strategy, one batch: lock up to `limit` deletable rows in clock order (skipping rows
 * another instance holds), delete them by ctid (one Tid Scan), report how many, the first and the
 * last clock taken, what the cascades changed, and the statement's snapshot bounds (the look
 * back's, strategies/look-back.ts).
 */
export function keysetBatchSql(shape: PolicyShape, after: string | null, limit: number): Sql {
  const { policy } = shape;
  const params = new Params();
  const p = predicates(shape, params);
  const table = tableName(policy);
  const from =
    after === null
      ? ""
      : ` AND ${clockExpression(policy, "c")} >= ${params.add(after, shape.clock.type)}`;
  const limitParam = params.add(limit, "int");
  const effects = effectsOf(shape, params, p, "t");
  // The outer predicate repeats the inner one: on a partitioned table a ctid is not unique.
  const text = `WITH picked AS MATERIALIZED (
  SELECT c.ctid AS row_id, ${clockExpression(policy, "c")} AS clock FROM ${table} AS c
  WHERE ${p.deletable("c")}${from}
  ORDER BY ${clockExpression(policy, "c")}
  LIMIT ${limitParam}${rowLock(shape)}),
${effects.act(`t.ctid = ANY(ARRAY(SELECT row_id FROM picked)) AND ${p.expired("t")} AND ${p.notHeld("t")}`)}
SELECT (SELECT count(*) FROM picked)::int AS picked, (SELECT count(*) FROM deleted)::int AS deleted,
  (SELECT min(clock) FROM picked)::text AS first_clock, (SELECT max(clock) FROM picked)::text AS last_clock,
  ${snapshotBounds}, ${effects.figures}`;
  return { text, values: params.values };
}

/**
 * The advisory-lock key that claims a block range of a table for one batch (the one-bigint key
 * space, apart from the partitions' two-int keys): another instance on the same range skips it.
 */
export function blockClaimKey(oid: number, start: number): string {
  return ((BigInt(oid & 0x7fffffff) << 32n) | BigInt(start >>> 0)).toString();
}

/**
 * blocks strategy: the rows of heap blocks [start, start + count) that may go, in one statement
 * (a TID Range Scan, PostgreSQL 14+), in physical order. The range is first claimed for the
 * statement's transaction (pg_try_advisory_xact_lock): a range another instance holds is skipped.
 * Plain, the DELETE takes its row locks as it goes, under a short lock_timeout; `skipLocked` (the
 * retry of a range that timed out) locks the range's deletable rows FOR UPDATE SKIP LOCKED first
 * and deletes those, leaving rows the application holds for a later run.
 */
export function blockRangeSql(
  shape: PolicyShape,
  start: number,
  count: number,
  skipLocked: boolean,
): Sql {
  const { policy } = shape;
  const params = new Params();
  const p = predicates(shape, params);
  const table = tableName(policy);
  const effects = effectsOf(shape, params, p, "t");
  const from = params.add(`(${start},0)`, "tid");
  const to = params.add(`(${start + count},0)`, "tid");
  const claim = `claim AS MATERIALIZED (SELECT pg_try_advisory_xact_lock(${params.add(blockClaimKey(shape.oid, start), "bigint")}) AS ok)`;
  const inRange = (alias: string) => `${alias}.ctid >= ${from} AND ${alias}.ctid < ${to}`;
  if (!skipLocked && leanDelete(shape)) {
    // The count is the statement's own (runBatch reads it); a range another instance holds
    // deletes nothing, which is all the walk needs to know.
    return {
      text: `WITH ${claim}
DELETE FROM ${table} AS t WHERE (SELECT ok FROM claim) AND ${inRange("t")} AND ${p.deletable("t")}`,
      values: params.values,
    };
  }
  const deleted = skipLocked
    ? `picked AS MATERIALIZED (
  SELECT c.ctid AS row_id FROM ${table} AS c
  WHERE (SELECT ok FROM claim) AND ${inRange("c")} AND ${p.deletable("c")}
  FOR UPDATE SKIP LOCKED),
${effects.act(`t.ctid = ANY(ARRAY(SELECT row_id FROM picked)) AND ${p.expired("t")} AND ${p.notHeld("t")}`)}`
    : effects.act(`(SELECT ok FROM claim) AND ${inRange("t")} AND ${p.deletable("t")}`);
  const text = `WITH ${claim},
${deleted}
SELECT (SELECT ok FROM claim) AS claimed, (SELECT count(*) FROM deleted)::int AS deleted, ${effects.figures}`;
  return { text, values: params.values };
}

/** The heap's size in blocks of the relation whose oid `oid` (SQL text) gives. */
const heapBlocks = (oid: string) =>
  `(pg_relation_size(${oid}::oid) / current_setting('block_size')::int)::int`;

/** The table's heap size in blocks, now. */
export const relationBlocksSql = (oid: number) =>
  sql(`SELECT ${heapBlocks("$1")} AS blocks`, [oid]);

/**
 * blocks strategy: the heap's blocks and how closely the clock column follows the heap's order
 * (pg_stats' correlation, unsigned; NULL before an ANALYZE).
 */
export function heapOrderSql(shape: PolicyShape): Sql {
  const { table, clock } = shape.policy;
  return sql(
    `SELECT ${heapBlocks("$1")} AS blocks,
  (SELECT abs(s.correlation)::float8 FROM pg_catalog.pg_stats AS s
   WHERE s.schemaname = $2 AND s.tablename = $3 AND s.attname = $4) AS correlation`,
    [shape.oid, table.schema, table.name, clock[0]],
  );
}

/**
 * blocks strategy: the first and the last heap block that hold a row past its retention, found
 * through the clock's index (the rows' own blocks are read, no others): the walk starts and ends
 * there instead of at the heap's ends. `after`: only rows in blocks from there on (the walk's last
 * look for rows that came in behind it); `before`: only rows in blocks before it (for rows below
 * the clock's two ends, clockEndsSql). One bound each, so that the planner may read the blocks
 * past it instead (a TID range scan) when they are fewer. NULL when no row is past its retention.
 */
export function candidateBlocksSql(shape: PolicyShape, after = 0, before?: number): Sql {
  const params = new Params();
  const p = predicates(shape, params);
  const bound =
    before === undefined
      ? `t.ctid >= ${params.add(`(${after},0)`, "tid")}`
      : `t.ctid < ${params.add(`(${before},0)`, "tid")}`;
  return {
    text: `SELECT ((min(t.ctid)::text::point)[0])::bigint AS first, ((max(t.ctid)::text::point)[0])::bigint AS last
FROM ${tableName(shape.policy)} AS t WHERE ${p.expired("t")} AND ${bound}`,
    values: params.values,
  };
}

/**
 * blocks strategy, a heap in clock order (heapOrderSql): the blocks of the oldest and of the newest
 * row past its retention (one step of the clock's index each, not a visit to every expired row).
 * A plain clock column only (the one an index leads with).
 */
export function clockEndsSql(shape: PolicyShape): Sql {
  const { policy } = shape;
  const params = new Params();
  const p = predicates(shape, params);
  const clock = clockExpression(policy, "t");
  const block = (order: string) =>
    `(SELECT ((t.ctid::text::point)[0])::bigint FROM ${tableName(policy)} AS t WHERE ${p.expired("t")} ORDER BY ${clock}${order} LIMIT 1)`;
  return {
    text: `SELECT ${block("")} AS oldest, ${block(" DESC")} AS newest`,
    values: params.values,
  };
}

/**
 * The keys of the rows a run would delete (deletable now), oldest first. Leaf-first: only the tops
 * of deletable forests (rows whose parent may not go), each batch then walking each top's tree
 * once, so that a chain of depth d costs d lookups, not d squared.
 */
export function candidatesSql(shape: PolicyShape): Sql {
  const { policy } = shape;
  const key = keyOf(shape);
  const params = new Params();
  const p = predicates(shape, params);
  const self = shape.selfReference;
  const top = self
    ? `\n  AND NOT EXISTS (SELECT 1 FROM ${tableName(policy)} AS up
    WHERE ${self.parentColumns.map((column, index) => `up.${id(column)} = c.${id(self.childColumns[index] as string)}`).join(" AND ")}
      AND ${p.deletable("up")})`
    : "";
  const text = `SELECT ${key.columns.map((column, index) => `c.${id(column)}::text AS k${index}`).join(", ")}
FROM ${tableName(policy)} AS c
WHERE ${p.deletable("c")}${top}
ORDER BY ${clockExpression(policy, "c")}`;
  return { text, values: params.values };
}

/**
 * cursor strategy: the run's candidate list, in clock order, materialized once (WITH HOLD).
 * SCROLL, so that the scan can run inside a statement (MOVE FORWARD ALL, bounded by
 * statement_timeout) and COMMIT only copies its sorted result.
 */
export function declareCandidatesSql(shape: PolicyShape): Sql {
  const { text, values } = candidatesSql(shape);
  return { text: `DECLARE ${CURSOR_NAME} SCROLL CURSOR WITH HOLD FOR\n${text}`, values };
}

/** A fetched candidate row as its key. */
export const keyRowOf = (row: Record<string, string>, width: number): KeyRow =>
  Array.from({ length: width }, (_, index) => row[`k${index}`] as string);

/** cursor strategy without a self-reference: lock the listed rows that still qualify, delete them. */
export function deleteKeysSql(shape: PolicyShape, keys: KeyRow[]): Sql {
  const { policy } = shape;
  const params = new Params();
  const p = predicates(shape, params);
  const table = tableName(policy);
  const effects = effectsOf(shape, params, p, "d");
  const text = `WITH locked AS MATERIALIZED (
  SELECT r.ctid FROM ${table} AS r
  WHERE ${keyIn(shape, params, "r", keys)} AND ${p.deletable("r")}${rowLock(shape)}),
${effects.act(`d.ctid = ANY(ARRAY(SELECT ctid FROM locked)) AND ${p.expired("d")}`)}
SELECT (SELECT count(*) FROM deleted)::int AS deleted, ${effects.figures}`;
  return { text, values: params.values };
}

/** The names a tree statement uses for a self-reference's columns, and its text helpers. */
function treeNames(shape: PolicyShape, self: NonNullable<PolicyShape["selfReference"]>) {
  const key = keyOf(shape);
  const seedColumns = key.columns.map((_, index) => `s${index}`);
  const nodeColumns = self.parentColumns.map((_, index) => `n${index}`);
  const list = (alias: string, columns: string[]) =>
    columns.map((column) => `${alias}.${column}`).join(", ");
  return {
    key,
    seedColumns,
    nodeColumns,
    list,
    select: (alias: string, columns: string[]) =>
      columns.map((column) => `${alias}.${id(column)}`).join(", "),
    /** A node's identity as one text value (its referenced columns), for paths and anti-joins. */
    node: (alias: string) =>
      nodeColumns.length === 1
        ? `${alias}.${nodeColumns[0]}::text`
        : `ROW(${list(alias, nodeColumns)})::text`,
  };
}

/**
 * A tree statement's first part: each seed's tree, walked down the self-reference by lookups, once
 * (each node carries its path, its ancestors within the batch's trees, so that "every ancestor of
 * X" is one unnest, not a recursive join the planner cannot estimate); the candidates are the
 * nodes that may go and that no node below them keeps.
 */
function treeCandidates(shape: PolicyShape, params: Params, p: Predicates, seeds: KeyRow[]) {
  const self = shape.selfReference;
  if (!self) throw new Error(`policy ${shape.policy.name} has no self-reference`);
  const table = tableName(shape.policy);
  const names = treeNames(shape, self);
  const { key, seedColumns, nodeColumns, list, select, node } = names;
  const deletable = (alias: string) => `coalesce(${p.deletable(alias)}, false)`;
  const text = `WITH RECURSIVE tree(${seedColumns.join(", ")}, ${nodeColumns.join(", ")}, row_id, path, ok, depth) AS (
  SELECT ${select("r", key.columns)}, ${select("r", self.parentColumns)}, r.ctid, ARRAY[]::text[], ${deletable("r")}, 0
  FROM ${table} AS r WHERE ${keyIn(shape, params, "r", seeds)}
  UNION ALL
  SELECT ${list("t", seedColumns)}, ${list("c", nodeColumns)}, c.row_id, t.path || ${node("t")}, c.ok AND t.depth < ${MAX_CHAIN_DEPTH}, t.depth + 1
  FROM tree AS t
  CROSS JOIN LATERAL (
    SELECT ${self.parentColumns.map((column, index) => `c.${id(column)} AS n${index}`).join(", ")}, c.ctid AS row_id, ${deletable("c")} AS ok
    FROM ${table} AS c WHERE ${self.childColumns.map((column, index) => `c.${id(column)} = t.n${index}`).join(" AND ")} OFFSET 0) AS c
  WHERE t.ok),
-- A node that may not go keeps every ancestor.
kept AS MATERIALIZED (SELECT DISTINCT unnest(path) AS node FROM tree WHERE NOT ok),
candidates AS MATERIALIZED (
  SELECT * FROM tree AS t WHERE t.ok AND NOT EXISTS (SELECT 1 FROM kept AS k WHERE k.node = ${node("t")}))`;
  return { text, self, table, ...names };
}

/**
 * cursor strategy with a self-reference (leaf-first): each listed row is the top of a tree (see
 * treeCandidates). Every node whose whole subtree may go is deleted, together, in ONE statement
 * (the foreign key is checked at the end of the statement), so a whole expired chain goes in one
 * run; a node that may not go (Active, young, held, referenced) keeps its ancestors, with no FK
 * error.
 *
 * Plain, the DELETE takes its row locks as it goes (under the strategy's short lock_timeout) and
 * checks each row again: a node that changed since the walk stays, and then its parent's delete
 * violates the foreign key, which rolls the statement back whole for a retry. `skipLocked` (the
 * retry of a batch that timed out) first locks the candidates FOR UPDATE SKIP LOCKED: a node
 * another instance holds (or that changed) keeps its ancestors, and its top is handed back as
 * contended, to be tried again.
 */
export function deleteTreesSql(shape: PolicyShape, seeds: KeyRow[], skipLocked: boolean): Sql {
  const params = new Params();
  const p = predicates(shape, params);
  const tree = treeCandidates(shape, params, p, seeds);
  const { self, table, nodeColumns, seedColumns, list, node, select } = tree;
  const nodeList = nodeColumns.join(", ");
  const effects = effectsOf(shape, params, p, "d");
  if (!skipLocked) {
    const text = `${tree.text},
${effects.act(`d.ctid = ANY(ARRAY(SELECT row_id FROM candidates))
    AND (${select("d", self.parentColumns)}) IN (SELECT ${nodeList} FROM candidates) AND ${p.deletable("d")}`)}
SELECT (SELECT count(*) FROM deleted)::int AS deleted, ${effects.figures}, '[]'::json AS contended`;
    return { text, values: params.values };
  }
  const text = `${tree.text},
locked AS MATERIALIZED (
  SELECT ${self.parentColumns.map((column, index) => `r.${id(column)} AS n${index}`).join(", ")} FROM ${table} AS r
  WHERE ${columnsIn("r", self.parentColumns, `SELECT ${nodeList} FROM candidates`)}
    AND ${p.deletable("r")}${rowLock(shape)}),
unlocked AS MATERIALIZED (
  SELECT * FROM candidates AS c WHERE NOT EXISTS (SELECT 1 FROM locked AS l WHERE ${node("l")} = ${node("c")})),
-- A node another instance holds (or that changed) keeps its ancestors too.
held AS MATERIALIZED (SELECT DISTINCT unnest(path) AS node FROM unlocked),
ready AS MATERIALIZED (
  SELECT ${list("c", nodeColumns)} FROM candidates AS c
  WHERE NOT EXISTS (SELECT 1 FROM unlocked AS u WHERE ${node("u")} = ${node("c")})
    AND NOT EXISTS (SELECT 1 FROM held AS h WHERE h.node = ${node("c")})),
${effects.act(columnsIn("d", self.parentColumns, `SELECT ${nodeList} FROM ready`))}
SELECT (SELECT count(*) FROM deleted)::int AS deleted, ${effects.figures},
  -- Deletable, but part of the tree was locked by another instance: worth another try later.
  (SELECT coalesce(json_agg(json_build_array(${seedColumns.map((column) => `x.${column}::text`).join(", ")})), '[]')
   FROM (SELECT DISTINCT ${list("u", seedColumns)} FROM unlocked AS u) AS x) AS contended`;
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
