// EXPLAIN and LIMIT wrappers for `plan`, and the planner settings it reads.
import { type Sql, sql } from "./text.js";

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

/** The planner's enable_* settings that are off for this session, where each is set, and who asks. */
export const plannerSettingsOffSql = () =>
  sql(
    `SELECT name::text, source::text, current_database()::text AS database, current_user::text AS role
     FROM pg_settings WHERE name LIKE 'enable\\_%' AND setting = 'off' AND boot_val = 'on' ORDER BY name`,
  );
