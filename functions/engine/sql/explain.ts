// EXPLAIN and LIMIT wrappers for `plan`.
import type { Sql } from "./text.js";

/** EXPLAIN without ANALYZE: the plan, nothing executed. */
export const explainSql = (statement: Sql, format: "text" | "json"): Sql => ({
  text: `EXPLAIN ${format === "json" ? "(FORMAT JSON) " : ""}${statement.text}`,
  values: statement.values,
});

/** The first `limit` rows of a query, as a sample. */
export const limitSql = (statement: Sql, limit: number): Sql => ({
  text: `${statement.text} LIMIT ${Math.trunc(limit)}`,
  values: statement.values,
});
