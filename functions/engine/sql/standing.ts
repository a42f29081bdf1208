// Where a policy stands, in one pass over its expired rows; the breaker's bound and estimate.
import { type AlsoDelete, type InboundRef, type PolicyShape, tableText } from "../catalog/shape.js";
import { type HoldRegister, holdsOn } from "../holds/predicate.js";

/**
 * A reference that can keep a row: it blocks, or cascades into rows that something keeps or holds
 * (a hold column, or a hold of the register on the child's table).
 */
const canKeep =
  (register: HoldRegister | undefined) =>
  (ref: InboundRef): boolean =>
    ref.effect === "blocks" ||
    (ref.effect === "cascades" &&
      (ref.childRefs.some(canKeep(register)) ||
        ref.childPolicies.some((each) => each.policy.hold) ||
        holdsOn(register, tableText(ref.fk.child)).length > 0));

import { cascadeCounts, columnsIn, parentFree } from "./effects.js";
import {
  clockEpochSeconds,
  clockExpression,
  cutoffParameter,
  keptBelow,
  type Predicates,
  predicates,
  type ReferenceMode,
} from "./predicates.js";
import { tenantGoverned } from "./tenants.js";
import {
  columnsEqual,
  quoteIdent as id,
  Params,
  qualifiedIdent,
  type Sql,
  tableName,
} from "./text.js";

/**
 * The blocked set of a leaf-first policy, as far as the figures need it: every expired ancestor of
 * a row that cannot go. It starts at the rows that cannot go whose parent is expired, and climbs
 * only through expired parents: an expired ancestor's path down to a row that cannot go passes
 * such a pair (the last row on it that cannot go, and that row's parent), and then only rows that
 * may go, which are expired. Rows younger than the cutoff are not in it (see keptBelow).
 */
function blockedKeys(shape: PolicyShape, p: Predicates, table: string): string {
  const self = shape.selfReference;
  if (!self) return "";
  const keys = self.parentColumns.map((_, index) => `k${index}`).join(", ");
  const ups = self.childColumns.map((_, index) => `u${index}`).join(", ");
  // A row as its key and its own parent's key (the next step up).
  const row = (alias: string) =>
    [...self.parentColumns, ...self.childColumns]
      .map((column) => `${alias}.${id(column)}`)
      .join(", ");
  return `WITH RECURSIVE blocked(${keys}, ${ups}) AS (
  SELECT ${row("a")} FROM ${table} AS c
  JOIN ${table} AS a ON ${columnsEqual("a", self.parentColumns, "c", self.childColumns)}
  WHERE NOT coalesce(${p.deletable("c")}, false) AND ${p.expired("a")}
  UNION
  SELECT ${row("a")} FROM blocked AS b
  CROSS JOIN LATERAL (SELECT * FROM ${table} AS a
    WHERE ${self.parentColumns.map((column, index) => `a.${id(column)} = b.u${index}`).join(" AND ")} OFFSET 0) AS a
  WHERE ${p.expired("a")}),
blocked_keys AS MATERIALIZED (SELECT DISTINCT ${keys} FROM blocked)
`;
}

/** Row `alias` is in the blocked set (correlated; `set`: as an uncorrelated IN, hashed once). */
function inBlocked(shape: PolicyShape, alias: string, set = false): string {
  const self = shape.selfReference;
  if (!self) return "false";
  if (set) {
    return `(${self.parentColumns.map((column) => `${alias}.${id(column)}`).join(", ")}) IN (SELECT ${self.parentColumns.map((_, index) => `k${index}`).join(", ")} FROM blocked_keys)`;
  }
  return `EXISTS (SELECT 1 FROM blocked_keys AS b WHERE ${self.parentColumns.map((column, index) => `b.k${index} = ${alias}.${id(column)}`).join(" AND ")})`;
}

/** blocked_by: per constraint, the expired rows it keeps. */
function blockedBy(shape: PolicyShape, p: Predicates): string[] {
  const self = shape.selfReference;
  return [
    ...shape.inbound
      .filter(canKeep(shape.holds))
      .map(
        (ref) =>
          `'${ref.fk.name.replaceAll("'", "''")}', count(*) FILTER (WHERE ${p.notHeld("c")} AND NOT (${p.clearOf(ref, "c")}))`,
      ),
    ...(self
      ? [
          `'${self.name.replaceAll("'", "''")}', count(*) FILTER (WHERE ${p.notHeld("c")} AND ${p.free("c")} AND ${inBlocked(shape, "c", true)})`,
        ]
      : []),
  ];
}

/**
 * A dry run's prediction of what the rows a run would take set off: per table a cascade reaches,
 * the rows it would remove or change; per alsoDelete key, the referenced rows that would go.
 */
function predictedEffects(shape: PolicyShape, p: Predicates, table: string): string {
  const goes = (alias: string) =>
    `coalesce(${p.deletable(alias)} AND NOT ${inBlocked(shape, alias)}, false)`;
  const taken = (columns: string[]) =>
    `SELECT ${columns.map((column) => `r.${id(column)}`).join(", ")} FROM ${table} AS r WHERE ${goes("r")}`;
  const also = (index: number) => (columns: string[]) => {
    const each = (shape.alsoDelete ?? [])[index] as AlsoDelete;
    const parent = `q${index}`;
    const free = parentFree(each, p, parent, (child) => `NOT ${goes(child)}`);
    return `SELECT ${columns.map((column) => `${parent}.${id(column)}`).join(", ")} FROM ${qualifiedIdent(each.fk.parent.schema, each.fk.parent.name)} AS ${parent}
      WHERE ${columnsIn(parent, each.fk.parentColumns, taken(each.fk.childColumns))} AND ${free}`;
  };
  const alsoCounts = (shape.alsoDelete ?? []).map(
    (each, index) => `(SELECT count(*) FROM (${also(index)(each.fk.parentColumns)}) AS gone)`,
  );
  return `,
  json_build_array(${cascadeCounts(shape, taken, also).join(", ")}) AS cascaded,
  json_build_array(${alsoCounts.join(", ")}) AS also_deleted`;
}

/**
 * Where the policy stands: expired rows left (held ones among them), rows blocked (by a reference
 * or, leaf-first, by a descendant that cannot go), blocked rows per constraint, and the clock of the
 * oldest row due (governed, beyond the newest N, unredacted) that is neither held nor blocked. In a
 * dry run (`mode` dry) the rows that the run's child policies would delete first do not block, and
 * what the run's rows would set off (cascades, alsoDelete) is counted.
 */
export function standingSql(shape: PolicyShape, mode: ReferenceMode = "run"): Sql {
  const { policy } = shape;
  const params = new Params();
  const p = predicates(shape, params, mode);
  const table = tableName(policy);
  const clock = clockExpression(policy, "c");
  const blocked = `NOT (${p.free("c")}) OR ${inBlocked(shape, "c", true)}`;
  // One pass over the expired rows for every count, and the oldest of them still due. Only when
  // none is left, the oldest row younger than the cutoff: an index on the clock starts there,
  // past the rows a run just deleted (which a walk from the oldest would visit, one by one).
  // Leaf-first, whether a descendant keeps a row is asked of the rows in clock order, until one
  // passes (the inner ORDER BY ... OFFSET 0 keeps the planner from asking it of every young row).
  const dueYoung = () =>
    `${clock} >= ${cutoffParameter(shape, params)} AND ${p.due("c")} AND ${p.notHeld("c")} AND ${p.free("c")}`;
  // (Every tenant at once: no one cutoff to start from; a tenant's own figures have theirs.)
  const younger =
    policy.ageRule && !(shape.tenants && !shape.tenants.only)
      ? shape.selfReference
        ? `(SELECT ${clockEpochSeconds(shape, params, "c")} FROM (SELECT * FROM ${table} AS c
      WHERE ${dueYoung()} ORDER BY ${clock} OFFSET 0) AS c
    WHERE NOT ${keptBelow(shape, p, params, "c")} ORDER BY ${clock} LIMIT 1)`
        : `(SELECT ${clockEpochSeconds(shape, params, "c")} FROM ${table} AS c
    WHERE ${dueYoung()} ORDER BY ${clock} LIMIT 1)`
      : "NULL";
  const figures = `SELECT
  count(*)::bigint AS expired,
  count(*) FILTER (WHERE ${p.held("c")})::bigint AS held,
  json_build_object(${p
    .heldByCase("c")
    .map(([name, held]) => `${params.add(name, "text")}, count(*) FILTER (WHERE ${held})`)
    .join(", ")}) AS held_by_case,
  count(*) FILTER (WHERE ${p.notHeld("c")} AND (${blocked}))::bigint AS blocked,
  json_build_object(${blockedBy(shape, p).join(",\n    ")}) AS blocked_by,
  coalesce(min(${clockEpochSeconds(shape, params, "c")}) FILTER (WHERE ${clock} IS NOT NULL AND ${p.notHeld("c")} AND NOT (${blocked})),
    ${younger})::float8 AS oldest_epoch${mode === "dry" ? predictedEffects(shape, p, table) : ""}
FROM ${table} AS c WHERE ${p.expired("c")}`;
  return { text: `${blockedKeys(shape, p, table)}${figures}`, values: params.values };
}

/**
 * An upper bound of the rows a run would delete: expired and not held, whatever references or
 * descendants keep. One count, no recursion: enough for the breaker to pass a run under its limits.
 */
export function undeletedUpperBoundSql(shape: PolicyShape): Sql {
  const params = new Params();
  const p = predicates(shape, params);
  return {
    text: `SELECT count(*) AS n FROM ${tableName(shape.policy)} AS c WHERE ${p.expired("c")} AND ${p.notHeld("c")}`,
    values: params.values,
  };
}

/** The rows a run would delete now, for the planner to estimate (EXPLAIN) when counting is too dear. */
export function deletableRowsSql(shape: PolicyShape): Sql {
  const params = new Params();
  const p = predicates(shape, params);
  return {
    text: `SELECT 1 FROM ${tableName(shape.policy)} AS c WHERE ${p.deletable("c")}`,
    values: params.values,
  };
}

/** A narrowed tenant policy's tenant: how many rows it has in the table (its breaker's share). */
export function tenantRowsSql(shape: PolicyShape): Sql {
  const params = new Params();
  const tenants = shape.tenants;
  const where = tenants ? tenantGoverned(tenants, params, "c") : "true";
  return {
    text: `SELECT count(*) AS n FROM ${tableName(shape.policy)} AS c WHERE ${where}`,
    values: params.values,
  };
}
