// An erasure's statements: rows found along foreign keys (and locked) by their ctid, held rows
// counted, rows redacted, deleted (trees leaf-first), the rows left counted, keyed hashes of subject
// keys computed by the server (HMAC-SHA256, its padded keys given). Every value a typed parameter.
import type { ColumnCondition } from "../../contract/rules.js";
import type { ForeignKey, TableRef } from "../catalog/shape.js";
import {
  columnsEqual,
  quoteIdent as id,
  Params,
  qualifiedIdent,
  type Sql,
  sql,
} from "../sql/text.js";
import type { ErasedColumn, ErasureNode, TypedOwnCondition } from "./shape.js";

const table = (ref: TableRef) => qualifiedIdent(ref.schema, ref.name);

/** The subject's row by its key, locked: a new row referencing it waits for the erasure's end. */
export const subjectRowSql = (
  node: ErasureNode,
  key: { name: string; castType: string },
  value: string,
) =>
  sql(
    `SELECT s.ctid::text AS t, s.${id(key.name)}::text AS k FROM ${table(node.table)} AS s
     WHERE s.${id(key.name)} = $1::text::${key.castType} FOR UPDATE OF s`,
    [value],
  );

/** The rows of a key's child table that reference the given parent rows, locked (unless `lock` is false). */
export const referencingRowsSql = (fk: ForeignKey, parents: string[], lock = true) =>
  sql(
    `SELECT c.ctid::text AS t FROM ${table(fk.parent)} AS p
     JOIN ${table(fk.child)} AS c ON ${columnsEqual("c", fk.childColumns, "p", fk.parentColumns)}
     WHERE p.ctid = ANY($1::tid[])${lock ? " FOR UPDATE OF c" : ""}`,
    [parents],
  );

/** How many of the rows a SET NULL / SET DEFAULT key detaches from the given parent rows. */
export const detachedRowsSql = (fk: ForeignKey, parents: string[]) =>
  sql(
    `SELECT count(*)::int AS n FROM ${table(fk.parent)} AS p
     JOIN ${table(fk.child)} AS c ON ${columnsEqual("c", fk.childColumns, "p", fk.parentColumns)}
     WHERE p.ctid = ANY($1::tid[])`,
    [parents],
  );

/** How many of the rows are under a legal hold (the hold column is true). */
export const heldRowsSql = (node: ErasureNode, hold: string, rows: string[]) =>
  sql(
    `SELECT count(*)::int AS n FROM ${table(node.table)} WHERE ctid = ANY($1::tid[]) AND ${id(hold)} IS TRUE`,
    [rows],
  );

/** How many of the rows are still there. */
export const remainingRowsSql = (node: ErasureNode, rows: string[]) =>
  sql(`SELECT count(*)::int AS n FROM ${table(node.table)} WHERE ctid = ANY($1::tid[])`, [rows]);

export const deleteRowsSql = (node: ErasureNode, rows: string[]) =>
  sql(`DELETE FROM ${table(node.table)} WHERE ctid = ANY($1::tid[])`, [rows]);

/** The rows no other row of the same table references any more: a tree's leaves (at most `limit`). */
export const deleteLeavesSql = (node: ErasureNode, rows: string[], limit?: number) => {
  const free = node.selfEdges
    .map(
      (fk) =>
        `NOT EXISTS (SELECT 1 FROM ${table(node.table)} AS k WHERE ${columnsEqual("k", fk.childColumns, "r", fk.parentColumns)} AND k.ctid <> r.ctid)`,
    )
    .join(" AND ");
  if (limit === undefined)
    return sql(`DELETE FROM ${table(node.table)} AS r WHERE r.ctid = ANY($1::tid[]) AND ${free}`, [
      rows,
    ]);
  return sql(
    `DELETE FROM ${table(node.table)} WHERE ctid = ANY(ARRAY(
       SELECT r.ctid FROM ${table(node.table)} AS r WHERE r.ctid = ANY($1::tid[]) AND ${free} LIMIT $2))`,
    [rows, limit],
  );
};

/** One condition on a row's own column, its value a parameter of the column's type. */
function ownConditionSql(
  { condition, castType }: TypedOwnCondition,
  params: Params,
  now: () => string,
) {
  const column = `r.${id(condition.column)}`;
  const each = condition as ColumnCondition & Record<string, unknown>;
  if ("is" in condition) return `${column} IS ${condition.is.toUpperCase()}`;
  if ("equals" in condition) return `${column} = ${params.add(String(each.equals), castType)}`;
  if ("notEquals" in condition)
    return `${column} <> ${params.add(String(each.notEquals), castType)}`;
  if ("in" in condition)
    return `${column} = ANY(${params.add(condition.in.map(String), `${castType}[]`)})`;
  if ("notIn" in condition)
    return `${column} <> ALL(${params.add(condition.notIn.map(String), `${castType}[]`)})`;
  // (sameAs, refused by the erasure table's schema, has no row a level up here.)
  if ("sameAs" in condition) throw new Error("an erasure's condition has no sameAs");
  const age = condition.olderThan;
  return `${column} < ${now()} - make_interval(months => ${params.add(age.months, "int")}, days => ${params.add(age.days, "int")}, secs => ${params.add(age.ms / 1000, "float8")})`;
}

/** A column still holds what the erasure removes (a "now" column: not stamped yet, if alone). */
function stillHeld(column: ErasedColumn, params: Params, alone: boolean): string | undefined {
  const value = `r.${id(column.column)}`;
  if (column.value === null) return `${value} IS NOT NULL`;
  if (column.value === "now") return alone ? `${value} IS NULL` : undefined;
  return `${value} IS DISTINCT FROM ${params.add(String(column.value.value), column.castType)}`;
}

/** The UPDATE of a redacted table's rows that meet its condition and are not redacted yet. */
export function redactRowsSql(node: ErasureNode, rows: string[], now: Date): Sql {
  const params = new Params();
  const list = params.add(rows, "tid[]");
  // The run's now, one parameter, added only where a statement reads it.
  let stamp: string | undefined;
  const at = () => {
    stamp ??= params.add(now.toISOString(), "timestamptz");
    return stamp;
  };
  const set = node.columns
    .map(({ column, castType, value }) => {
      if (value === null) return `${id(column)} = NULL`;
      if (value === "now") return `${id(column)} = ${at()}::${castType}`;
      return `${id(column)} = ${params.add(String(value.value), castType)}`;
    })
    .join(", ");
  const alone = node.columns.every((column) => column.value === "now");
  const held = node.columns.flatMap((column) => stillHeld(column, params, alone) ?? []);
  const where = [
    `r.ctid = ANY(${list})`,
    ...node.where.map((each) => ownConditionSql(each, params, at)),
    `(${held.join(" OR ")})`,
  ];
  return sql(
    `UPDATE ${table(node.table)} AS r SET ${set} WHERE ${where.join(" AND ")}`,
    params.values,
  );
}

/** HMAC-SHA256 of `prefix || key::text`, computed by the server from the key's inner and outer pads. */
const hmacSql = (key: string) =>
  `encode(sha256($2::bytea || sha256($1::bytea || convert_to($3::text || ${key}::text, 'UTF8'))), 'hex')`;

/** The keys of the subject table's rows whose keyed hash is on the list (a replay finds its subjects again). */
export const suppressedKeysSql = (
  node: ErasureNode,
  key: string,
  pads: { inner: Buffer; outer: Buffer },
  prefix: string,
  hashes: string[],
) =>
  sql(
    `SELECT s.${id(key)}::text AS k FROM ${table(node.table)} AS s
     WHERE ${hmacSql(`s.${id(key)}`)} = ANY($4::text[]) ORDER BY 1`,
    [pads.inner, pads.outer, prefix, hashes],
  );

/** The keyed hash the server computes for one key (a test checks it against node's HMAC). */
export const keyedHashSql = (pads: { inner: Buffer; outer: Buffer }, prefix: string, key: string) =>
  sql(`SELECT ${hmacSql("$4")} AS h`, [pads.inner, pads.outer, prefix, key]);

/** Plan: the triggers and rules on a table that may refuse or change a DELETE or an UPDATE. */
export const triggersAndRulesSql = (oid: number) =>
  sql(
    `SELECT t.tgname::text AS name, 'trigger' AS kind FROM pg_trigger t
     WHERE t.tgrelid = $1 AND NOT t.tgisinternal AND t.tgenabled <> 'D' AND (t.tgtype & (8 | 16)) <> 0
     UNION ALL
     SELECT r.rulename::text, 'rule' FROM pg_rewrite r
     WHERE r.ev_class = $1 AND r.ev_type IN ('2', '4') AND r.rulename <> '_RETURN'
     ORDER BY 1`,
    [oid],
  );

/** Plan: whether the current role may do to a table what the erasure does (SELECT, UPDATE, DELETE). */
export const tableGrantsSql = (oid: number) =>
  sql(
    `SELECT has_table_privilege($1::oid, 'SELECT') AS can_select,
            has_table_privilege($1::oid, 'UPDATE') AS can_update,
            has_table_privilege($1::oid, 'DELETE') AS can_delete`,
    [oid],
  );

/** The erasure's lock wait bound, for its transaction only. */
export const lockTimeoutSql = (ms: number) =>
  sql("SELECT set_config('lock_timeout', $1, true)", [`${ms}ms`]);

/** Deferred constraints checked at each statement of the erasure (their refusal fails it cleanly). */
export const immediateConstraintsSql = () => sql("SET CONSTRAINTS ALL IMMEDIATE");
