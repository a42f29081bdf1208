// A tenant's keep rules against the catalog (Mastodon's statuses clean-up policy: keep_direct,
// keep_pinned, ..., min_favs): a boolean column of the tenant's row gating typed conditions on the
// policy's rows, or a number of the tenant's row compared with a column of the row, or of its one
// related row along a foreign key (a value over many rows would need an aggregate: refused).
import { ConfigError } from "../../contract/errors.js";
import type { TenantKeep, TenantRule } from "../../contract/tenant.js";
import { checkConditionList, conditionReads, relatedJoin } from "./conditions.js";
import type { Describing } from "./describing.js";
import type { KeepValue, TableRef, TenantKeepShape, TenantShape, TypedCondition } from "./shape.js";
import { type TableFacts, typedColumn } from "./table-facts.js";

const NUMBER = /^(smallint|integer|bigint|numeric|real|double precision)$/;

const label = (facts: TableFacts) => `${facts.ref.schema}.${facts.ref.name}`;

/** What a threshold compares: the row's own column, or one of its one related row. */
async function keepValue(
  describing: Describing,
  facts: TableFacts,
  of: Extract<TenantKeep, { atLeast: string }>["of"],
  at: string,
): Promise<KeepValue> {
  if (!of.table) {
    typedColumn(facts, of.column, `${at}.of.column`, NUMBER, "a number");
    return { column: of.column };
  }
  const related = { table: of.table, ...(of.via ? { via: of.via } : {}) };
  const { other, join } = await relatedJoin(describing, facts, related, `${at}.of`);
  const { mine, theirs } = join;
  const one = other.uniqueKeys.some((key) => key.columns.every((each) => theirs.includes(each)));
  if (!one)
    throw new ConfigError(
      `${at}.of.table`,
      `more than one row of ${label(other)} may join a row of ${label(facts)} on (${theirs.join(", ")}), no unique key says one: a value over several rows needs an aggregate (a count), which a keep rule does not compute`,
    );
  typedColumn(other, of.column, `${at}.of.column`, NUMBER, "a number");
  return { column: of.column, table: other.ref, mine, theirs };
}

/** The tenant rule's keep rules against the catalog: its columns on `tenant`, its rows' on `facts`. */
export async function checkTenantKeeps(
  describing: Describing,
  keeps: TenantKeep[] | undefined,
  tenant: TableFacts,
  facts: TableFacts,
  field: string,
): Promise<TenantKeepShape[] | undefined> {
  if (!keeps) return undefined;
  const typed: TenantKeepShape[] = [];
  for (const [index, keep] of keeps.entries()) {
    const at = `${field}.tenant.keep[${index}]`;
    if ("if" in keep) {
      typedColumn(tenant, keep.if, `${at}.if`, /^boolean$/, "boolean");
      const conditions = await checkConditionList(describing, facts, keep.where, `${at}.where`);
      typed.push({ kind: "if", gate: keep.if, conditions });
      continue;
    }
    typedColumn(tenant, keep.atLeast, `${at}.atLeast`, NUMBER, "a number");
    const value = await keepValue(describing, facts, keep.of, at);
    typed.push({
      kind: "atLeast",
      threshold: keep.atLeast,
      value,
      ...(keep.missing === undefined ? {} : { missing: keep.missing }),
    });
  }
  return typed;
}

/** The other tables a tenant's keep rules read, and which of their columns (for grants and checks). */
export function tenantKeepReads(
  tenants: TenantShape | undefined,
): { table: TableRef; columns: string[] }[] {
  return (tenants?.keep ?? []).flatMap((keep) => {
    if (keep.kind === "if") return conditionReads(keep.conditions);
    const value = keep.value;
    if (!("table" in value)) return [];
    return [{ table: value.table, columns: [...new Set([...value.theirs, value.column])] }];
  });
}

/** The conditions a tenant's flags gate (for the indexes their lookups need). */
export const tenantKeepConditions = (tenants: TenantShape | undefined): TypedCondition[] =>
  (tenants?.keep ?? []).flatMap((keep) => (keep.kind === "if" ? keep.conditions : []));

/**
 * The tenant's own columns the run reads (its key, retention, tier, opt-out, flags, thresholds),
 * and those of the levels above it: the cutoffs statement reads them, so the maintenance role is
 * granted them.
 */
export function tenantTableReads(
  rule: TenantRule | undefined,
  tenants: TenantShape | undefined,
): { table: { schema: string; name: string }; columns: string[] }[] {
  if (!rule || !tenants) return [];
  const columns = [
    tenants.key,
    ...(rule.retention ? [rule.retention] : []),
    ...(rule.enabled ? [rule.enabled] : []),
    ...(rule.tiers ? [rule.tiers.column] : []),
    ...(rule.parent ? [rule.parent.column] : []),
    ...(tenants.keep ?? []).map((keep) => (keep.kind === "if" ? keep.gate : keep.threshold)),
  ];
  return [{ table: tenants.table, columns: [...new Set(columns)] }, ...(tenants.levels ?? [])];
}
