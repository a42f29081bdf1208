// The row predicates of a policy (governed, expired, held, free of references), as SQL fragments.
import type { Policy } from "../../contract/retention-table.js";
import type { ForeignKey, InboundRef, PolicyShape } from "../shape.js";
import { quoteIdent as id, type Params, qualifiedIdent } from "./text.js";

/** Deeper rotation chains than this are treated as blocked (it also stops a cycle in the self-reference). */
export const MAX_CHAIN_DEPTH = 1000;

export function clockExpression(policy: Policy, alias: string): string {
  const columns = policy.clock.map((column) => `${alias}.${id(column)}`);
  // least() ignores NULLs: the earliest clock that has started.
  return columns.length === 1 ? (columns[0] as string) : `least(${columns.join(", ")})`;
}

/**
 * The cutoff in the clock's own type, computed once per statement on the parameter side: the
 * column is compared as it is, so an index on it serves the comparison.
 */
export function cutoffParameter(shape: PolicyShape, params: Params): string {
  const { clock, cutoff } = shape;
  if (clock.kind === "epoch") {
    const units = Date.parse(cutoff) / (clock.unitMs as number);
    // An integer clock is before the cutoff exactly when it is before the next whole unit.
    return params.add(clock.integral ? String(Math.ceil(units)) : String(units), clock.type);
  }
  const instant = params.add(cutoff, "timestamptz");
  if (clock.kind === "instant") return instant;
  // A wall-clock value (or a day's midnight) is read in the clock's time zone.
  return `(${instant} AT TIME ZONE ${params.add(clock.timeZone, "text")})`;
}

/** The clock of row `alias` as seconds since 1970-01-01 UTC (for figures, never for a WHERE). */
export function clockEpochSeconds(shape: PolicyShape, params: Params, alias: string): string {
  const { clock } = shape;
  const value = clockExpression(shape.policy, alias);
  if (clock.kind === "epoch") return `(${value})::float8 * ${(clock.unitMs as number) / 1000}`;
  if (clock.kind === "instant") return `extract(epoch FROM ${value})`;
  return `extract(epoch FROM (${value})::timestamp AT TIME ZONE ${params.add(clock.timeZone, "text")})`;
}

/** `a.x = b.y AND ...` over two column lists. */
export function columnsEqual(
  left: string,
  leftColumns: string[],
  right: string,
  rightColumns: string[],
): string {
  return leftColumns
    .map((column, index) => `${left}.${id(column)} = ${right}.${id(rightColumns[index] as string)}`)
    .join(" AND ");
}

/** The rows of the child that reference the row `alias` of the parent. */
const referencing = (fk: ForeignKey, child: string, alias: string) =>
  columnsEqual(child, fk.childColumns, alias, fk.parentColumns);

/**
 * How references are read:
 * - run: a referencing row that exists keeps its parent (the run's children went first);
 * - dry: nothing is deleted, so a referencing row that its own policy would delete earlier in the
 *   run does not keep its parent, and the dry run predicts the run.
 */
export type ReferenceMode = "run" | "dry";

export interface Predicates {
  /** Governed by the policy at any age (the status guard). */
  governed(alias: string): string;
  /** Governed and past the cutoff. */
  expired(alias: string): string;
  held(alias: string): string;
  notHeld(alias: string): string;
  /** No reference keeps the row (an empty reference list: true). */
  free(alias: string): string;
  /** The one reference `ref` does not keep the row. */
  clearOf(ref: InboundRef, alias: string): string;
  /** Expired, not held, free: the row may go (leaf-first policies also need its descendants to). */
  deletable(alias: string): string;
}

/** The row predicates of one policy, written for a given table alias, on the shape's cutoff. */
export function predicates(
  shape: PolicyShape,
  params: Params,
  mode: ReferenceMode = "run",
): Predicates {
  const { policy } = shape;
  const cutoffParam = cutoffParameter(shape, params);
  const statusParam = policy.status ? params.add(policy.status.values, "text[]") : undefined;
  const governed = (alias: string) =>
    policy.status ? `${alias}.${id(policy.status.column)}::text = ANY(${statusParam})` : "true";
  const expired = (alias: string) =>
    `${clockExpression(policy, alias)} < ${cutoffParam}${policy.status ? ` AND ${governed(alias)}` : ""}`;
  const notHeld = (alias: string) =>
    policy.hold ? `${alias}.${id(policy.hold)} IS NOT TRUE` : "true";

  const clearOf = (ref: InboundRef, alias: string): string => {
    const child = params.alias("x");
    const from = `${qualifiedIdent(ref.fk.child.schema, ref.fk.child.name)} AS ${child}`;
    const match = referencing(ref.fk, child, alias);
    if (ref.effect === "sets") return "true";
    if (ref.effect === "cascades") {
      // The referencing rows go too: each must be free to go, and not held by its own policy.
      const keeps = [
        ...(ref.childRefs.length > 0
          ? [`NOT (${ref.childRefs.map((each) => clearOf(each, child)).join(" AND ")})`]
          : []),
        ...ref.childPolicies.flatMap((each) =>
          each.policy.hold ? [`${child}.${id(each.policy.hold)} IS TRUE`] : [],
        ),
      ];
      if (keeps.length === 0) return "true";
      return `NOT EXISTS (SELECT 1 FROM ${from} WHERE ${match} AND (${keeps.join(" OR ")}))`;
    }
    // Only policies that delete take their rows away (one in report mode leaves them).
    const deleting = ref.childPolicies.filter((each) => each.policy.mode === "delete");
    const goes =
      mode === "dry" && deleting.length > 0
        ? ` AND NOT coalesce(${deleting.map((each) => wouldGo(each, params, child)).join(" OR ")}, false)`
        : "";
    return `NOT EXISTS (SELECT 1 FROM ${from} WHERE ${match}${goes})`;
  };
  const free = (alias: string) =>
    shape.inbound.length === 0
      ? "true"
      : shape.inbound.map((ref) => clearOf(ref, alias)).join(" AND ");

  return {
    governed,
    expired,
    held: (alias) => (policy.hold ? `${alias}.${id(policy.hold)} IS TRUE` : "false"),
    notHeld,
    free,
    clearOf,
    deletable: (alias) => `${expired(alias)} AND ${notHeld(alias)} AND ${free(alias)}`,
  };
}

/**
 * Whether a row (`alias`) of another policy's table would go in a full run of that policy: it is
 * deletable and, leaf-first, so is its whole subtree. Used by dry runs only.
 */
function wouldGo(shape: PolicyShape, params: Params, alias: string): string {
  const p = predicates(shape, params, "dry");
  const own = `(${p.deletable(alias)})`;
  const self = shape.selfReference;
  if (!self) return own;
  const table = qualifiedIdent(shape.policy.table.schema, shape.policy.table.name);
  const sub = params.alias("sub");
  const next = params.alias("y");
  const node = params.alias("z");
  const keys = self.parentColumns.map((column) => id(column)).join(", ");
  return `(${own} AND NOT EXISTS (WITH RECURSIVE ${sub} AS (
    SELECT ${self.parentColumns.map((column) => `${next}.${id(column)}`).join(", ")} FROM ${table} AS ${next}
    WHERE ${columnsEqual(next, self.childColumns, alias, self.parentColumns)}
    UNION
    SELECT ${self.parentColumns.map((column) => `${next}.${id(column)}`).join(", ")} FROM ${sub} JOIN ${table} AS ${next}
      ON ${columnsEqual(next, self.childColumns, sub, self.parentColumns)})
  SELECT 1 FROM ${sub} JOIN ${table} AS ${node} USING (${keys})
  WHERE NOT coalesce(${p.deletable(node)}, false)))`;
}
