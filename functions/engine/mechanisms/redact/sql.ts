// A redaction's SQL: which rows still hold what it removes, the SET list of its UPDATE (a keyed hash
// never hashed again), and the UPDATE itself as the batch's acting statement. Every value a typed
// parameter.
import type { ParamSink as Params, PolicyShape, RedactedColumn } from "../../catalog/shape.js";
import { quoteIdent as id, tableName } from "../../sql/text.js";

/** What a keyed hash writes (HASH_LENGTH characters), and how a redacted value is recognised. */
const HASH_PREFIX = "redacted:";
const HASHED = `'^${HASH_PREFIX}[0-9a-f]{64}$'`;

/** A column still holds what redaction removes. */
function stillHeld(column: RedactedColumn, params: Params, alias: string): string {
  const value = `${alias}.${id(column.column)}`;
  if (column.value === null) return `${value} IS NOT NULL`;
  if (column.value === "hash") return `(${value} IS NOT NULL AND ${value}::text !~ ${HASHED})`;
  return `${value} IS DISTINCT FROM ${params.add(String(column.value.value), column.type)}`;
}

/** The row is not yet redacted (some column still holds a value): idempotent redaction. */
export function notRedactedSql(columns: RedactedColumn[], params: Params, alias: string): string {
  return `(${columns.map((column) => stillHeld(column, params, alias)).join(" OR ")})`;
}

/** The SET list of a redacting UPDATE of row `alias`; a hashed value is never hashed again. */
function redactSetSql(
  columns: RedactedColumn[],
  key: string,
  params: Params,
  alias: string,
): string {
  return columns
    .map((column) => {
      const name = id(column.column);
      if (column.value === null) return `${name} = NULL`;
      if (column.value !== "hash")
        return `${name} = ${params.add(String(column.value.value), column.type)}`;
      const value = `${alias}.${name}`;
      return `${name} = CASE WHEN ${value} IS NULL OR ${value}::text ~ ${HASHED} THEN ${value}
        ELSE '${HASH_PREFIX}' || encode(sha256(convert_to(${params.add(key, "text")} || ':' || ${value}::text, 'UTF8')), 'hex') END`;
    })
    .join(", ");
}

/** The batch's acting statement: the UPDATE of the rows `where` selects (a CTE named `deleted`). */
export function redactUpdateSql(
  shape: Pick<PolicyShape, "policy">,
  columns: RedactedColumn[],
  key: string,
  params: Params,
  alias: string,
  where: string,
): string {
  const set = redactSetSql(columns, key, params, alias);
  return `deleted AS (\n  UPDATE ${tableName(shape.policy)} AS ${alias} SET ${set}\n  WHERE ${where}\n  RETURNING 1)`;
}
