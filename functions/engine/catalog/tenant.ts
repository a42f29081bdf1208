// A retention per tenant against the catalog: the column that names the tenant, the tenant's table
// (by its foreign key, or as written), the columns read there and their types, the index on
// (tenant, clock) that bounds a tenant's batches; then every tenant's cutoff, fixed for the run.
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import type { TenantRule } from "../../contract/tenant.js";
import { qualifiedName, type TenantCutoff, type TenantShape } from "../shape.js";
import { indexPrefixSql } from "../sql/catalog.js";
import {
  type CutoffsInput,
  noTenantCutoffSql,
  outboundKeySql,
  tenantCutoffsSql,
} from "../sql/tenants.js";
import type { Describing } from "./describe.js";
import { type Column, readTableFacts, type TableFacts } from "./table-facts.js";

const NUMERIC = /^(smallint|integer|bigint|numeric|real|double precision)$/;

type Rule = TenantRule & { hasDefault: boolean };

/** The tenant's table and key: the foreign key on the column, or the table and key as written. */
async function tenantTable(
  { db }: Describing,
  rule: Rule,
  facts: TableFacts,
  field: string,
): Promise<{ table: TableFacts; key: string; foreignKey?: string }> {
  const { rows } = await db.query<{ name: string; schema: string; table: string; key: string }>(
    outboundKeySql(facts.ref.oid, rule.column),
  );
  const wanted = rule.table;
  const fk = wanted
    ? rows.find((row) => row.schema === wanted.schema && row.table === wanted.name)
    : rows[0];
  if (!wanted && !fk)
    throw new ConfigError(
      `${field}.tenant.column`,
      `no foreign key on column "${rule.column}" of ${facts.ref.schema}.${facts.ref.name} names a tenant's table; give tenant.table and tenant.key (the table, and its unique column "${rule.column}" holds)`,
    );
  if (!wanted && rows.length > 1)
    throw new ConfigError(
      `${field}.tenant.table`,
      `${rows.length} foreign keys on column "${rule.column}" (${rows.map((row) => `${row.name}: ${row.schema}.${row.table}`).join("; ")}): name the tenant's table`,
    );
  const schema = wanted?.schema ?? (fk as { schema: string }).schema;
  const name = wanted?.name ?? (fk as { table: string }).table;
  const table = await readTableFacts(db, schema, name);
  if (!table)
    throw new ConfigError(
      `${field}.tenant.table`,
      `table ${schema}.${name} does not exist (or this role cannot see it)`,
    );
  const key = rule.key ?? (fk as { key: string }).key;
  if (!table.uniqueKeys.some((each) => each.columns.length === 1 && each.columns[0] === key))
    throw new ConfigError(
      `${field}.tenant.key`,
      `column "${key}" of ${schema}.${name} is not unique (no primary key or unique index is on it alone): it cannot name one tenant`,
    );
  return { table, key, ...(fk ? { foreignKey: fk.name } : {}) };
}

/** A column of the tenant's table, of one of the types a setting may have. */
function settingColumn(
  table: TableFacts,
  name: string,
  path: string,
  types: RegExp,
  help: string,
): Column {
  const column = table.columns.get(name);
  const where = `${table.ref.schema}.${table.ref.name}`;
  if (!column) throw new ConfigError(path, `column "${name}" does not exist in ${where}`);
  if (!types.test(column.baseType))
    throw new ConfigError(path, `column "${name}" of ${where} is ${column.type}, not ${help}`);
  return column;
}

/** The tenant's columns: retention (interval, or a number of unit), enabled (boolean), the tier. */
function checkSettings(rule: Rule, table: TableFacts, field: string): boolean {
  const at = `${field}.tenant`;
  if (rule.enabled) settingColumn(table, rule.enabled, `${at}.enabled`, /^boolean$/, "boolean");
  if (rule.tiers) settingColumn(table, rule.tiers.column, `${at}.tiers.column`, /./, "a value");
  if (!rule.retention) return false;
  const column = settingColumn(
    table,
    rule.retention,
    `${at}.retention`,
    /^(interval|smallint|integer|bigint|numeric|real|double precision)$/,
    "an interval or a number",
  );
  const interval = column.baseType === "interval";
  if (interval && rule.unit)
    throw new ConfigError(
      `${at}.unit`,
      `applies only to a numeric retention column ("${column.name}" is an interval)`,
    );
  if (interval && rule.never)
    throw new ConfigError(
      `${at}.never`,
      `applies only to a numeric retention column ("${column.name}" is an interval)`,
    );
  if (!interval && NUMERIC.test(column.baseType) && !rule.unit)
    throw new ConfigError(
      `${at}.unit`,
      `is required: column "${column.name}" is a number (${column.type}); say what it counts (s, ms, min, h, d)`,
    );
  return interval;
}

/** Every tenant's cutoff for the run (one statement), and the rows-with-no-tenant cutoff. */
async function readCutoffs(
  { db }: Describing,
  input: CutoffsInput,
): Promise<{ cutoffs: TenantCutoff[]; noTenant: string | null }> {
  const { rows } = await db.query<{
    key: string;
    cutoff_ms: number | null;
    no_tenant_ms: number | null;
  }>(tenantCutoffsSql(input));
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const cutoffs = rows.map((row) => ({ key: row.key, cutoff: iso(row.cutoff_ms) }));
  if (!input.fallback) return { cutoffs, noTenant: null };
  if (rows[0]) return { cutoffs, noTenant: iso(rows[0].no_tenant_ms) };
  const alone = await db.query<{ ms: number }>(
    noTenantCutoffSql(input.now, input.timeZone, input.fallback),
  );
  return { cutoffs, noTenant: iso(alone.rows[0]?.ms ?? null) };
}

/** The policy's tenant rule against the catalog, with every tenant's cutoff for the run. */
export async function describeTenant(
  describing: Describing,
  policy: Policy,
  facts: TableFacts,
  field: string,
): Promise<TenantShape | undefined> {
  const rule = policy.tenant;
  if (!rule) return undefined;
  const column = facts.columns.get(rule.column);
  if (!column)
    throw new ConfigError(
      `${field}.tenant.column`,
      `column "${rule.column}" does not exist in ${qualifiedName(policy)}`,
    );
  const { table, key, foreignKey } = await tenantTable(describing, rule, facts, field);
  const intervalColumn = checkSettings(rule, table, field);
  const { rows } = await describing.db.query<{ found: boolean }>(
    indexPrefixSql(facts.ref.oid, [rule.column, policy.clock[0] as string]),
  );
  const read = await readCutoffs(describing, {
    rule,
    table: table.ref,
    key,
    intervalColumn,
    now: describing.now,
    timeZone: policy.clockTimeZone ?? "UTC",
    ...(rule.hasDefault ? { fallback: policy.retention } : {}),
  });
  return {
    column: rule.column,
    type: column.castType,
    table: table.ref,
    key,
    ...(foreignKey ? { foreignKey } : {}),
    ...read,
    indexed: rows[0]?.found === true,
  };
}
