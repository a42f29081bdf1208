// A tenant's keep rules in SQL, as row predicates a row must meet to go (governed): a tenant's
// flag that is on keeps the rows meeting its conditions, `NOT (conditions)`; a threshold that is
// set keeps the rows whose value is at least it, `value < threshold`. A row a rule cannot judge
// (a NULL there) is kept. Narrowed to one tenant, its settings (read with its cutoff) are values of
// the statement; every tenant at once, they are one jsonb object looked up per row.
import type { KeepValue, TenantKeepShape, TenantShape } from "../catalog/shape.js";
import { conditionSql } from "./rules.js";
import { columnsEqual, quoteIdent as id, type Params, qualifiedIdent } from "./text.js";

/** The value a threshold compares, on row `alias`: its column, or its one related row's. */
function valueSql(value: KeepValue, params: Params, alias: string): string {
  if (!("table" in value)) return `${alias}.${id(value.column)}`;
  const other = params.alias("kv");
  const join = columnsEqual(other, value.theirs, alias, value.mine);
  return `(SELECT ${other}.${id(value.column)} FROM ${qualifiedIdent(value.table.schema, value.table.name)} AS ${other} WHERE ${join})`;
}

type IfKeep = Extract<TenantKeepShape, { kind: "if" }>;
type AtLeastKeep = Extract<TenantKeepShape, { kind: "atLeast" }>;

/** The row is not among those a flag's conditions keep (a NULL there: kept). */
function notKeptBy(keep: IfKeep, params: Params, alias: string): string {
  const conditions = keep.conditions.map((each) => conditionSql(each, params, alias));
  return `NOT (${conditions.join(" AND ")})`;
}

/** The row's value is below the threshold (`missing` where it has none; no value: kept). */
function belowSql(keep: AtLeastKeep, threshold: string, params: Params, alias: string): string {
  const raw = valueSql(keep.value, params, alias);
  const value =
    keep.missing === undefined ? raw : `coalesce(${raw}, ${params.add(keep.missing, "numeric")})`;
  return `${value} < ${threshold}`;
}

/** The keep rules of one tenant (narrowed): only those its settings turn on, their values bound. */
function oneTenant(tenants: TenantShape, key: string, params: Params, alias: string): string[] {
  const settings = tenants.cutoffs.find((each) => each.key === key)?.keep ?? [];
  return (tenants.keep ?? []).flatMap((keep, index) => {
    const setting = settings[index] ?? null;
    if (keep.kind === "if") return setting === true ? [notKeptBy(keep, params, alias)] : [];
    if (typeof setting !== "string") return [];
    return [belowSql(keep, params.add(setting, "numeric"), params, alias)];
  });
}

/** Every tenant at once: each rule with the row's tenant's setting, looked up per row. */
function everyTenant(tenants: TenantShape, params: Params, alias: string): string[] {
  const object = Object.fromEntries(tenants.cutoffs.map((each) => [each.key, each.keep ?? []]));
  const json = params.add(JSON.stringify(object), "jsonb");
  const key = `${alias}.${id(tenants.column)}::text`;
  return (tenants.keep ?? []).map((keep, index) => {
    const setting = `(${json} -> ${key} ->> ${index})`;
    if (keep.kind === "if")
      return `(${setting}::boolean IS NOT TRUE OR ${notKeptBy(keep, params, alias)})`;
    const threshold = `${setting}::numeric`;
    return `(${threshold} IS NULL OR ${belowSql(keep, threshold, params, alias)})`;
  });
}

/** The tenant's keep rules over row `alias`: what a row must meet to go (none: no rules). */
export function tenantKeepSql(tenants: TenantShape, params: Params, alias: string): string[] {
  if (!tenants.keep || tenants.keep.length === 0) return [];
  if (!tenants.only) return everyTenant(tenants, params, alias);
  // The rows with no tenant have no tenant row, so no keep rule of one.
  if (tenants.only.key === null) return [];
  return oneTenant(tenants, tenants.only.key, params, alias);
}
