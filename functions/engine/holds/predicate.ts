// The register's holds as SQL over a table's rows: one predicate builder every mechanism's
// statement takes through the policy's predicates (sql/predicates.ts: held / notHeld / deletable).
// The holds in force are read at the preflight and compiled per table (a table scope's conditions
// checked again against the catalog); each statement also asks the register itself, inside its
// batch's transaction, whether a hold was placed since: if one was, the statement keeps every row
// (the fence), so a hold placed mid-run keeps all it covers; the next run compiles it.
import type pg from "pg";
import type { HoldScope } from "../../contract/holds.js";
import { checkConditionList } from "../catalog/conditions.js";
import { ForeignKeys } from "../catalog/foreign-keys.js";
import type { TypedCondition } from "../catalog/shape.js";
import { readTableFacts } from "../catalog/table-facts.js";
import { LEDGER_SCHEMA } from "../sql/ledger.js";
import { conditionSql } from "../sql/rules.js";
import { columnsEqual, quoteIdent as id, type Params, qualifiedIdent } from "../sql/text.js";
import { type Hold, listHolds } from "./read.js";
import type { Hop } from "./resolve.js";
import { HOLDS_TABLE, holdsExistSql, holdsReadableSql, lastHoldIdSql } from "./sql.js";

/** One hold in force, as SQL over a row of one table. */
export interface CompiledHold {
  id: number;
  case: string;
  /** A policy or tenant scope: the policy whose rows it holds (a cascade's child: any). */
  policy?: string;
  sql(params: Params, alias: string): string;
}

/** The register as a run's statements read it: holds by table (`schema.table`), and the fence. */
export interface HoldRegister {
  byTable: Map<string, CompiledHold[]>;
  /** The newest hold's id at the preflight: a hold after it keeps every row. */
  fence: number;
}

function subjectSql(hold: Hold, paths: Hop[][]) {
  const { keyColumn, keyText, castType } = hold.resolved;
  const along = (hops: Hop[], params: Params, alias: string): string => {
    const up = (at: number, row: string): string => {
      if (at === hops.length)
        return `${row}.${id(keyColumn as string)} = ${params.add(keyText, castType as string)}`;
      const hop = hops[at] as Hop;
      const parent = params.alias("hp");
      return `EXISTS (SELECT 1 FROM ${qualifiedIdent(hop.parent.schema, hop.parent.name)} AS ${parent} WHERE ${columnsEqual(row, hop.columns, parent, hop.parentColumns)} AND ${up(at + 1, parent)})`;
    };
    return up(0, alias);
  };
  // A row is the subject's along any chain of keys that reaches it.
  return (params: Params, alias: string): string =>
    paths.length === 0
      ? "false"
      : paths.map((hops) => `(${along(hops, params, alias)})`).join(" OR ");
}

/** A table scope's conditions, checked against the catalog; undefined when the table is gone. */
async function typedConditions(
  db: pg.ClientBase,
  scope: Extract<HoldScope, { table: unknown }>,
  now: Date,
): Promise<TypedCondition[] | undefined> {
  const facts = await readTableFacts(db, scope.table.schema, scope.table.name);
  if (!facts) return undefined;
  const at = { db, keys: new ForeignKeys(db), now };
  return checkConditionList(at, facts, scope.conditions, "scope.conditions");
}

/** One hold compiled for each table it covers. */
async function compile(
  db: pg.ClientBase,
  hold: Hold,
  now: Date,
): Promise<[string, CompiledHold][]> {
  const base = { id: hold.id, case: hold.case };
  const { scope, resolved } = hold;
  if ("subject" in scope)
    return (resolved.reach ?? []).map((each) => [
      each.table,
      { ...base, sql: subjectSql(hold, each.paths) },
    ]);
  const table = resolved.table as string;
  if ("policy" in scope) return [[table, { ...base, policy: scope.policy, sql: () => "true" }]];
  if ("tenant" in scope) {
    const { key, policy } = scope.tenant;
    const column = resolved.column as string;
    const sql = (params: Params, alias: string) =>
      `${alias}.${id(column)}::text = ${params.add(key, "text")}`;
    return [[table, { ...base, policy, sql }]];
  }
  // A table gone since the hold was placed holds no rows; its conditions are checked again.
  const typed = await typedConditions(db, scope, now);
  if (!typed) return [];
  const sql = (params: Params, alias: string) =>
    typed.map((each) => conditionSql(each, params, alias)).join(" AND ");
  return [[table, { ...base, sql }]];
}

/**
 * The holds in force, compiled by table; undefined when the register was never made, "unreadable"
 * when this role may not read the job's schema (a run without the ledger: see docs/holds.md).
 */
export async function readRegister(
  db: pg.ClientBase,
  now: Date,
): Promise<HoldRegister | "unreadable" | undefined> {
  const { rows } = await db.query<{ exists: boolean }>(holdsExistSql());
  if (!rows[0]?.exists) return undefined;
  if (!(await db.query<{ ok: boolean }>(holdsReadableSql())).rows[0]?.ok) return "unreadable";
  const fence = (await db.query<{ id: number }>(lastHoldIdSql())).rows[0]?.id ?? 0;
  const byTable = new Map<string, CompiledHold[]>();
  for (const hold of await listHolds(db))
    for (const [table, compiled] of await compile(db, hold, now))
      byTable.set(table, [...(byTable.get(table) ?? []), compiled]);
  return { byTable, fence };
}

/** The register exists and this role may not read it: the grant it lacks, and who gives it. */
export const UNREADABLE_REGISTER = `this role cannot read the hold register ${LEDGER_SCHEMA}.holds (it needs USAGE on schema ${LEDGER_SCHEMA} and SELECT on ${LEDGER_SCHEMA}.holds; \`retention-job provision-role\` grants them, or run as the schema's owner)`;

/** The holds on a table's rows: for a policy's own rows, a policy or tenant scope only if it is its. */
export const holdsOn = (register: HoldRegister | undefined, table: string, policy?: string) =>
  (register?.byTable.get(table) ?? []).filter(
    (each) => policy === undefined || each.policy === undefined || each.policy === policy,
  );

/** A hold placed since the preflight: every row is kept (read in the statement's own transaction). */
export const fenceSql = (register: HoldRegister, params: Params) =>
  `EXISTS (SELECT 1 FROM ${HOLDS_TABLE} WHERE id > ${params.add(register.fence, "int")} AND released_at IS NULL)`;

/** Row `alias` is under a hold of the register ("false": none can be). */
export function registerHeldSql(
  register: HoldRegister | undefined,
  holds: CompiledHold[],
  params: Params,
  alias: string,
): string {
  if (!register) return "false";
  const parts = [
    ...holds.map((each) => `(${each.sql(params, alias)})`),
    fenceSql(register, params),
  ];
  return `coalesce(${parts.join(" OR ")}, false)`;
}
