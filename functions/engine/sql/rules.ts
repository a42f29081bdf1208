// The rules beyond "older than", as SQL fragments over a row alias: typed conditions, keep the
// newest N per group. Every value a typed parameter.
import type { PolicyShape, TypedCondition } from "../catalog/shape.js";
import { columnsEqual, quoteIdent as id, type Params, qualifiedIdent, tableName } from "./text.js";

/**
 * One typed condition on row `alias`; related rows as an EXISTS along their foreign key (`outer`:
 * the row a level up, which a related row's `sameAs` names).
 */
export function conditionSql(
  typed: TypedCondition,
  params: Params,
  alias: string,
  outer?: string,
): string {
  if (typed.kind === "related") {
    const other = params.alias("r");
    const join = columnsEqual(other, typed.theirs, alias, typed.mine);
    const own = typed.conditions.map((each) => conditionSql(each, params, other, alias));
    return `${typed.negated ? "NOT " : ""}EXISTS (SELECT 1 FROM ${qualifiedIdent(typed.table.schema, typed.table.name)} AS ${other} WHERE ${[join, ...own].join(" AND ")})`;
  }
  const { condition, type } = typed;
  const column = `${alias}.${id(condition.column)}`;
  if ("is" in condition) {
    return `${column} IS ${condition.is === "null" ? "NULL" : condition.is === "not null" ? "NOT NULL" : condition.is.toUpperCase()}`;
  }
  if ("sameAs" in condition) return `${column} = ${outer}.${id(condition.sameAs)}`;
  if ("equals" in condition) return `${column} = ${params.add(String(condition.equals), type)}`;
  if ("notEquals" in condition)
    return `${column} <> ${params.add(String(condition.notEquals), type)}`;
  if ("in" in condition)
    return `${column} = ANY(${params.add(condition.in.map(String), `${type}[]`)})`;
  if ("notIn" in condition)
    return `${column} <> ALL(${params.add(condition.notIn.map(String), `${type}[]`)})`;
  // An age: the column as it is against the cutoff in its own type (an index serves it).
  const cutoff = params.add(typed.cutoff?.at, "timestamptz");
  return `${column} < ${typed.cutoff?.instant ? cutoff : `(${cutoff} AT TIME ZONE 'UTC')`}`;
}

/**
 * The row is not among the newest N of its group (by `by`, ties broken by the key): at least N
 * governed rows of its group are newer. A row whose `by` is NULL is never beyond: it stays.
 */
export function beyondNewestSql(
  shape: PolicyShape,
  params: Params,
  alias: string,
  governed: (alias: string) => string,
): string {
  const keep = shape.keep;
  if (!keep) return "true";
  const newer = params.alias("n");
  const key = shape.key?.columns ?? [];
  // Plain equality where the column cannot be NULL, so that an index on the group serves it.
  const group = keep.per.map((column) => {
    const [mine, theirs] = [`${newer}.${id(column)}`, `${alias}.${id(column)}`];
    return keep.nullable.includes(column)
      ? `(${mine} = ${theirs} OR (${mine} IS NULL AND ${theirs} IS NULL))`
      : `${mine} = ${theirs}`;
  });
  const order = (of: string) => [keep.by, ...key].map((column) => `${of}.${id(column)}`).join(", ");
  const skip = params.add(keep.newest - 1, "int");
  return `${alias}.${id(keep.by)} IS NOT NULL AND EXISTS (SELECT 1 FROM ${tableName(shape.policy)} AS ${newer}
    WHERE ${[...group, `${newer}.${id(keep.by)} IS NOT NULL`, `(${order(newer)}) > (${order(alias)})`, governed(newer)].join(" AND ")}
    OFFSET ${skip} LIMIT 1)`;
}
