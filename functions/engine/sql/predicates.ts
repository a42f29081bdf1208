// The row predicates of a policy (governed, expired, held, free of references), as SQL fragments.
import type { Policy } from "../../contract/retention-table.js";
import type { ForeignKey, InboundRef, PolicyShape } from "../catalog/shape.js";
import { tableText } from "../catalog/shape.js";
import { holdsOn, registerHeldSql } from "../holds/predicate.js";
import { beyondNewestSql, conditionSql } from "./rules.js";
import { tenantKeepSql } from "./tenant-keep.js";
import { tenantCutoffExpression, tenantGoverned } from "./tenants.js";
import { columnsEqual, quoteIdent as id, type Params, qualifiedIdent } from "./text.js";

/** Deeper rotation chains than this are treated as blocked (it also stops a cycle in the self-reference). */
export const MAX_CHAIN_DEPTH = 1000;

/** The clock of row `alias`: a column, the earliest of several, or a column plus a duration. */
export function clockExpression(policy: Policy, alias: string): string {
  const columns = policy.clock.map((column) => `${alias}.${id(column)}`);
  const plus = policy.clockPlus;
  if (plus) {
    // unitMs comes from the contract's fixed table of units: a literal, never user text. A
    // negative duration counts as none: the clock never starts before its column (which lets
    // `column < cutoff` bound the scan, see expiredBy).
    const column = `${alias}.${id(plus.column)}`;
    // (Not greatest(), which would read NULL, "never expires", as 0.)
    const zero = plus.unitMs === undefined ? "interval '0'" : "0";
    const duration = `(CASE WHEN ${column} < ${zero} THEN ${zero} ELSE ${column} END)`;
    const interval =
      plus.unitMs === undefined ? duration : `${duration} * interval '${plus.unitMs} milliseconds'`;
    return `(${columns[0]} + ${interval})`;
  }
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
  /** Governed by the policy at any age (the status guard, conditions, orphans). */
  governed(alias: string): string;
  /** Governed and due but for its age (beyond the newest N, not yet redacted). */
  due(alias: string): string;
  /** Governed and past the cutoff. */
  expired(alias: string): string;
  held(alias: string): string;
  notHeld(alias: string): string;
  /** Row `alias` of another table (an alsoDelete's, a cascade's) is under a hold of the register. */
  heldOn(table: { schema: string; name: string }, alias: string): string;
  /** Per case of the register holding rows of the table: its holds over row `alias`. */
  heldByCase(alias: string): [string, string][];
  /** No reference keeps the row (an empty reference list: true). */
  free(alias: string): string;
  /** The one reference `ref` does not keep the row. */
  clearOf(ref: InboundRef, alias: string): string;
  /** Expired, not held, free: the row may go (leaf-first policies also need its descendants to). */
  deletable(alias: string): string;
}

/**
 * Governed by the policy at any age: its status guard, its typed conditions, its tenant's keep
 * rules (sql/tenant-keep.ts), and for an orphans
 * policy, no row of any table referencing it (in a dry run, none that stays: the rows the run's
 * child policies would take first do not count).
 */
function governedBy(
  shape: PolicyShape,
  params: Params,
  mode: ReferenceMode,
): (alias: string) => string {
  const { policy } = shape;
  const statusParam = policy.status ? params.add(policy.status.values, "text[]") : undefined;
  const unreferenced = (ref: InboundRef, alias: string) => {
    const child = params.alias("o");
    const stays = mode === "dry" ? leftByChildPolicies(ref, params, child) : "true";
    return `NOT EXISTS (SELECT 1 FROM ${qualifiedIdent(ref.fk.child.schema, ref.fk.child.name)} AS ${child} WHERE ${referencing(ref.fk, child, alias)}${stays === "true" ? "" : ` AND ${stays}`})`;
  };
  return (alias) => {
    const parts = [
      ...(shape.tenants?.only ? [tenantGoverned(shape.tenants, params, alias)] : []),
      ...(shape.tenants ? tenantKeepSql(shape.tenants, params, alias) : []),
      ...(policy.status
        ? [`${alias}.${id(policy.status.column)}::text = ANY(${statusParam})`]
        : []),
      ...(shape.conditions ?? []).map((each) => conditionSql(each, params, alias)),
      ...(policy.orphans ? shape.inbound.map((ref) => unreferenced(ref, alias)) : []),
      ...(mode === "dry" ? notTakenAlong(shape, params, alias) : []),
    ];
    return parts.length === 0 ? "true" : parts.join(" AND ");
  };
}

/**
 * A dry run's rows that an earlier policy's alsoDelete takes first (they went with the last row
 * that referenced them): not this policy's to count again.
 */
function notTakenAlong(shape: PolicyShape, params: Params, alias: string): string[] {
  return shape.inbound.flatMap((ref) =>
    ref.childPolicies
      .filter(
        (taker) =>
          taker.policy.mode === "delete" &&
          (taker.alsoDelete ?? []).some(
            (also) => also.fk.name === ref.fk.name && also.fk.child.oid === ref.fk.child.oid,
          ),
      )
      .map((taker) => {
        const table = qualifiedIdent(ref.fk.child.schema, ref.fk.child.name);
        const [going, staying] = [params.alias("g"), params.alias("s")];
        return `NOT (EXISTS (SELECT 1 FROM ${table} AS ${going} WHERE ${referencing(ref.fk, going, alias)} AND coalesce(${wouldGo(taker, params, going)}, false))
          AND NOT EXISTS (SELECT 1 FROM ${table} AS ${staying} WHERE ${referencing(ref.fk, staying, alias)} AND NOT coalesce(${wouldGo(taker, params, staying)}, false)))`;
      }),
  );
}

const all = (parts: string[]) => {
  const needed = parts.filter((part) => part !== "true");
  return needed.length === 0 ? "true" : needed.join(" AND ");
};

/**
 * Governed, and due whatever its age: beyond the newest N of its group, and as its action says
 * (a redaction: not yet redacted).
 */
function dueBy(
  shape: PolicyShape,
  params: Params,
  governed: (alias: string) => string,
): (alias: string) => string {
  return (alias) =>
    all([
      governed(alias),
      ...(shape.keep ? [beyondNewestSql(shape, params, alias, governed)] : []),
      ...(shape.action?.due ? [shape.action.due(params, alias)] : []),
    ]);
}

/**
 * Due and past the cutoff (a computed clock also bounds the scan by its first column, so an index
 * there serves it).
 */
function expiredBy(
  shape: PolicyShape,
  params: Params,
  due: (alias: string) => string,
): (alias: string) => string {
  const { policy } = shape;
  const tenants = shape.tenants;
  if (tenants && !tenants.only) {
    // Every row against its own tenant's cutoff (narrowed to one tenant, the plain comparison).
    const cutoffOf = tenantCutoffExpression(tenants, shape.clock, params);
    return (alias) => all([`${clockExpression(policy, alias)} < ${cutoffOf(alias)}`, due(alias)]);
  }
  const cutoffParam = policy.ageRule ? cutoffParameter(shape, params) : "";
  return (alias) =>
    all([
      // A computed clock is never before its first column: the plain comparison bounds the scan.
      ...(policy.ageRule && policy.clockPlus
        ? [`${alias}.${id(policy.clock[0] as string)} < ${cutoffParam}`]
        : []),
      ...(policy.ageRule ? [`${clockExpression(policy, alias)} < ${cutoffParam}`] : []),
      due(alias),
    ]);
}

/** The row predicates of one policy, written for a given table alias, on the shape's cutoff. */
export function predicates(
  shape: PolicyShape,
  params: Params,
  mode: ReferenceMode = "run",
): Predicates {
  const { policy } = shape;
  const governed = governedBy(shape, params, mode);
  const due = dueBy(shape, params, governed);
  const expired = expiredBy(shape, params, due);
  // The hold column, and the register's holds on the table (a case's hold: holds/predicate.ts).
  const ownHolds = holdsOn(shape.holds, tableText(policy.table), policy.name);
  const held = (alias: string) =>
    [
      ...(policy.hold ? [`${alias}.${id(policy.hold)} IS TRUE`] : []),
      ...(shape.holds ? [registerHeldSql(shape.holds, ownHolds, params, alias)] : []),
    ].join(" OR ") || "false";
  const notHeld = (alias: string) => {
    const isHeld = held(alias);
    return isHeld === "false" ? "true" : `NOT (${isHeld})`;
  };
  const childHeld = (ref: InboundRef, child: string) =>
    shape.holds
      ? [registerHeldSql(shape.holds, holdsOn(shape.holds, tableText(ref.fk.child)), params, child)]
      : [];

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
        ...childHeld(ref, child),
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
    due,
    expired,
    held,
    notHeld,
    heldOn: (table, alias) =>
      registerHeldSql(shape.holds, holdsOn(shape.holds, tableText(table)), params, alias),
    heldByCase: (alias) =>
      [...new Set(ownHolds.map((each) => each.case))].map((name) => [
        name,
        ownHolds
          .filter((each) => each.case === name)
          .map((each) => `coalesce(${each.sql(params, alias)}, false)`)
          .join(" OR "),
      ]),
    free,
    clearOf,
    deletable: (alias) => `${expired(alias)} AND ${notHeld(alias)} AND ${free(alias)}`,
  };
}

/**
 * Leaf-first: some descendant of row `alias` may not go (it, or a row between them, keeps the row).
 * Walked down the self-reference from that one row (UNION: a cycle ends the walk).
 */
export function keptBelow(
  shape: PolicyShape,
  p: Predicates,
  params: Params,
  alias: string,
): string {
  const self = shape.selfReference;
  if (!self) return "false";
  const table = qualifiedIdent(shape.policy.table.schema, shape.policy.table.name);
  const sub = params.alias("sub");
  const next = params.alias("y");
  const node = params.alias("z");
  const keys = self.parentColumns.map((column) => id(column)).join(", ");
  return `EXISTS (WITH RECURSIVE ${sub} AS (
    SELECT ${self.parentColumns.map((column) => `${next}.${id(column)}`).join(", ")} FROM ${table} AS ${next}
    WHERE ${columnsEqual(next, self.childColumns, alias, self.parentColumns)}
    UNION
    SELECT ${self.parentColumns.map((column) => `${next}.${id(column)}`).join(", ")} FROM ${sub} JOIN ${table} AS ${next}
      ON ${columnsEqual(next, self.childColumns, sub, self.parentColumns)})
  SELECT 1 FROM ${sub} JOIN ${table} AS ${node} USING (${keys})
  WHERE NOT coalesce(${p.deletable(node)}, false))`;
}

/**
 * Whether a row (`alias`) of another policy's table would go in a full run of that policy: it is
 * deletable and, leaf-first, so is its whole subtree. Used by dry runs only.
 */
export function wouldGo(shape: PolicyShape, params: Params, alias: string): string {
  const p = predicates(shape, params, "dry");
  const own = `(${p.deletable(alias)})`;
  if (!shape.selfReference) return own;
  return `(${own} AND NOT ${keptBelow(shape, p, params, alias)})`;
}

/**
 * A dry run's rows of a referencing table that its own (deleting) policies would not take first:
 * those the run's cascade from the parent reaches. "true" when no policy governs that table.
 */
export function leftByChildPolicies(ref: InboundRef, params: Params, alias: string): string {
  const deleting = ref.childPolicies.filter((each) => each.policy.mode === "delete");
  if (deleting.length === 0) return "true";
  return `NOT coalesce(${deleting.map((each) => wouldGo(each, params, alias)).join(" OR ")}, false)`;
}
