// Where a policy stands, in one pass over its expired rows; the breaker's bound and estimate.
import type { InboundRef, PolicyShape } from "../shape.js";

/** A reference that can keep a row: it blocks, or cascades into rows that something keeps or holds. */
const canKeep = (ref: InboundRef): boolean =>
  ref.effect === "blocks" ||
  (ref.effect === "cascades" &&
    (ref.childRefs.some(canKeep) || ref.childPolicies.some((each) => each.policy.hold)));

import {
  clockEpochSeconds,
  clockExpression,
  predicates,
  type ReferenceMode,
} from "./predicates.js";
import { quoteIdent as id, Params, type Sql, tableName } from "./text.js";

/**
 * Where the policy stands: expired rows left (held ones among them), rows blocked (by a reference
 * or, leaf-first, by a descendant that cannot go), blocked rows per constraint, and the clock of the
 * oldest governed row that is neither held nor blocked. In a dry run (`mode` dry) the rows that the
 * run's child policies would delete first do not block.
 */
export function standingSql(shape: PolicyShape, mode: ReferenceMode = "run"): Sql {
  const { policy } = shape;
  const params = new Params();
  const p = predicates(shape, params, mode);
  const table = tableName(policy);
  const clock = clockExpression(policy, "c");
  const self = shape.selfReference;
  const inBlocked = self
    ? `EXISTS (SELECT 1 FROM blocked_keys AS b WHERE ${self.parentColumns.map((column, index) => `b.k${index} = c.${id(column)}`).join(" AND ")})`
    : "false";
  // The same, as an uncorrelated IN: inside an aggregate's FILTER it is hashed once, not run per row.
  const inBlockedSet = self
    ? `(${self.parentColumns.map((column) => `c.${id(column)}`).join(", ")}) IN (SELECT ${self.parentColumns.map((_, index) => `k${index}`).join(", ")} FROM blocked_keys)`
    : "false";
  const keepers = shape.inbound.filter(canKeep);
  const blockedBy = [
    ...keepers.map(
      (ref) =>
        `'${ref.fk.name.replaceAll("'", "''")}', count(*) FILTER (WHERE ${p.notHeld("c")} AND NOT (${p.clearOf(ref, "c")}))`,
    ),
    ...(self
      ? [
          `'${self.name.replaceAll("'", "''")}', count(*) FILTER (WHERE ${p.notHeld("c")} AND ${p.free("c")} AND ${inBlockedSet})`,
        ]
      : []),
  ];
  // One pass over the expired rows for every count; the oldest row is its own (ordered) query.
  const figures = `SELECT
  count(*)::bigint AS expired,
  count(*) FILTER (WHERE ${p.held("c")})::bigint AS held,
  count(*) FILTER (WHERE ${p.notHeld("c")} AND (NOT (${p.free("c")}) OR ${inBlockedSet}))::bigint AS blocked,
  json_build_object(${blockedBy.join(",\n    ")}) AS blocked_by,
  (SELECT ${clockEpochSeconds(shape, params, "c")} FROM ${table} AS c
    WHERE ${p.governed("c")} AND ${p.notHeld("c")} AND ${clock} IS NOT NULL AND ${p.free("c")}
      AND NOT ${inBlocked}
    ORDER BY ${clock} LIMIT 1)::float8 AS oldest_epoch
FROM ${table} AS c WHERE ${p.expired("c")}`;
  if (!self) return { text: figures, values: params.values };
  const keys = self.parentColumns.map((_, index) => `k${index}`).join(", ");
  const childNotNull = (alias: string) =>
    self.childColumns.map((column) => `${alias}.${id(column)} IS NOT NULL`).join(" AND ");
  // Every ancestor of a row that cannot go (Active, young, held, referenced) is blocked.
  const text = `WITH RECURSIVE blocked(${keys}) AS (
  SELECT ${self.childColumns.map((column) => `c.${id(column)}`).join(", ")} FROM ${table} AS c
  WHERE ${childNotNull("c")} AND NOT coalesce(${p.deletable("c")}, false)
  UNION
  SELECT ${self.childColumns.map((column) => `a.${id(column)}`).join(", ")} FROM blocked AS b
  CROSS JOIN LATERAL (SELECT * FROM ${table} AS a
    WHERE ${self.parentColumns.map((column, index) => `a.${id(column)} = b.k${index}`).join(" AND ")} OFFSET 0) AS a
  WHERE ${childNotNull("a")}),
blocked_keys AS MATERIALIZED (SELECT DISTINCT ${keys} FROM blocked)
${figures}`;
  return { text, values: params.values };
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
