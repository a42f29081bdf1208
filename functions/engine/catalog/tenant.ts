// A retention per tenant against the catalog: the column that names the tenant, the tenant's table
// (by its foreign key, or as written), the columns read there and their types, its keep rules
// (catalog/tenant-keep.ts), the index on (tenant, clock) that bounds a tenant's batches; then every
// tenant's cutoff and keep settings, fixed for the run.
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import type { ParentLevel, TenantRule } from "../../contract/tenant.js";
import { indexPrefixSql } from "../sql/catalog.js";
import {
  type CutoffsInput,
  type LevelColumn,
  noTenantCutoffSql,
  outboundKeySql,
  tenantCutoffsSql,
} from "../sql/tenants.js";
import type { Describing } from "./describing.js";
import { qualifiedName, type TenantCutoff, type TenantShape } from "./shape.js";
import { readTableFacts, type TableFacts, typedColumn } from "./table-facts.js";
import { checkTenantKeeps } from "./tenant-keep.js";

type Rule = TenantRule & { hasDefault: boolean };

/** Where a level lives: the table a column names (by its foreign key, or as written) and its key. */
interface LevelTable {
  table: TableFacts;
  key: string;
  foreignKey?: string;
}

/**
 * The table `column` of `from` names: the foreign key on it, or the table and key as written
 * (`path`: the rule's field, e.g. policies[0].tenant).
 */
async function levelTable(
  { db }: Describing,
  from: TableFacts,
  written: { column: string; table?: { schema: string; name: string }; key?: string },
  path: string,
): Promise<LevelTable> {
  const { rows } = await db.query<{ name: string; schema: string; table: string; key: string }>(
    outboundKeySql(from.ref.oid, written.column),
  );
  const wanted = written.table;
  const fk = wanted
    ? rows.find((row) => row.schema === wanted.schema && row.table === wanted.name)
    : rows[0];
  const where = `${from.ref.schema}.${from.ref.name}`;
  if (!wanted && !fk)
    throw new ConfigError(
      `${path}.column`,
      `no foreign key on column "${written.column}" of ${where} names the table it refers to; give ${path}.table and ${path}.key (the table, and its unique column "${written.column}" holds)`,
    );
  if (!wanted && rows.length > 1)
    throw new ConfigError(
      `${path}.table`,
      `${rows.length} foreign keys on column "${written.column}" of ${where} (${rows.map((row) => `${row.name}: ${row.schema}.${row.table}`).join("; ")}): name the table meant`,
    );
  const schema = wanted?.schema ?? (fk as { schema: string }).schema;
  const name = wanted?.name ?? (fk as { table: string }).table;
  const table = await readTableFacts(db, schema, name);
  if (!table)
    throw new ConfigError(
      `${path}.table`,
      `table ${schema}.${name} does not exist (or this role cannot see it)`,
    );
  const key = written.key ?? (fk as { key: string }).key;
  if (!table.uniqueKeys.some((each) => each.columns.length === 1 && each.columns[0] === key))
    throw new ConfigError(
      `${path}.key`,
      `column "${key}" of ${schema}.${name} is not unique (no primary key or unique index is on it alone): it cannot name one row`,
    );
  return { table, key, ...(fk ? { foreignKey: fk.name } : {}) };
}

/** A level's retention column: an interval, or a number of its unit; `never` only for a number. */
function levelColumn(
  table: TableFacts,
  level: Pick<ParentLevel, "retention" | "unit" | "never">,
  alias: LevelColumn["alias"],
  at: string,
): LevelColumn {
  const column = typedColumn(
    table,
    level.retention,
    `${at}.retention`,
    /^(interval|smallint|integer|bigint|numeric|real|double precision)$/,
    "an interval or a number",
  );
  const interval = column.baseType === "interval";
  const why = `applies only to a numeric retention column ("${column.name}" is an interval)`;
  if (interval && level.unit) throw new ConfigError(`${at}.unit`, why);
  if (interval && level.never) throw new ConfigError(`${at}.never`, why);
  if (!interval && !level.unit)
    throw new ConfigError(
      `${at}.unit`,
      `is required: column "${column.name}" is a number (${column.type}); say what it counts (s, ms, min, h, d)`,
    );
  return {
    alias,
    column: column.name,
    interval,
    ...(level.unit ? { unit: level.unit } : {}),
    ...(level.never ? { never: level.never } : {}),
  };
}

/**
 * The levels above the tenant, closest first, each found from the one below it; a level whose
 * table is already in the chain (a cycle: the levels would go round) is refused, naming it.
 */
async function parentLevels(
  describing: Describing,
  rule: Rule,
  tenant: TableFacts,
  at: string,
): Promise<CutoffsInput["parents"]> {
  const parents: CutoffsInput["parents"] = [];
  const seen = new Map([[tenant.ref.oid, at]]);
  let below = tenant;
  let path = at;
  for (let level = rule.parent; level; level = level.parent) {
    path = `${path}.parent`;
    const found = await levelTable(describing, below, level, path);
    const again = seen.get(found.table.ref.oid);
    if (again !== undefined)
      throw new ConfigError(
        `${path}.${level.table ? "table" : "column"}`,
        `names ${found.table.ref.schema}.${found.table.ref.name} again (it is ${again}'s table): the levels would go round in a cycle; each level is a table of its own`,
      );
    seen.set(found.table.ref.oid, path);
    const alias = `p${parents.length + 1}`;
    parents.push({
      table: found.table.ref,
      key: found.key,
      via: level.column,
      level: levelColumn(found.table, level, alias, path),
    });
    below = found.table;
  }
  return parents;
}

/** The tenant's own columns (enabled, the tier, its retention) and the levels above it. */
async function checkLevels(
  describing: Describing,
  rule: Rule,
  tenant: TableFacts,
  field: string,
): Promise<Pick<CutoffsInput, "own" | "parents">> {
  const at = `${field}.tenant`;
  if (rule.enabled) typedColumn(tenant, rule.enabled, `${at}.enabled`, /^boolean$/, "boolean");
  if (rule.tiers) typedColumn(tenant, rule.tiers.column, `${at}.tiers.column`, /./, "a value");
  if (!rule.retention) return { parents: [] };
  const own = levelColumn(tenant, { ...rule, retention: rule.retention }, "t", at);
  return { own, parents: await parentLevels(describing, rule, tenant, at) };
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
    keep: (boolean | string | null)[] | null;
  }>(tenantCutoffsSql(input));
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const cutoffs = rows.map((row) => ({
    key: row.key,
    cutoff: iso(row.cutoff_ms),
    ...(row.keep ? { keep: row.keep } : {}),
  }));
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
  const { table, key, foreignKey } = await levelTable(describing, facts, rule, `${field}.tenant`);
  const levels = await checkLevels(describing, rule, table, field);
  const keep = await checkTenantKeeps(describing, rule.keep, table, facts, field);
  const { rows } = await describing.db.query<{ found: boolean }>(
    indexPrefixSql(facts.ref.oid, [rule.column, policy.clock[0] as string]),
  );
  const read = await readCutoffs(describing, {
    rule,
    table: table.ref,
    key,
    ...levels,
    now: describing.now,
    timeZone: policy.clockTimeZone ?? "UTC",
    ...(rule.hasDefault ? { fallback: policy.retention } : {}),
    ...(keep ? { keep } : {}),
  });
  return {
    column: rule.column,
    type: column.castType,
    table: table.ref,
    key,
    ...(foreignKey ? { foreignKey } : {}),
    ...read,
    indexed: rows[0]?.found === true,
    ...(keep ? { keep } : {}),
    ...(levels.parents.length > 0 ? { levels: levelReads(levels.parents) } : {}),
  };
}

/** What the cutoff statement reads of each level above: its key, its retention, the next one's column. */
function levelReads(parents: CutoffsInput["parents"]): NonNullable<TenantShape["levels"]> {
  return parents.map((parent, index) => ({
    table: parent.table,
    columns: [
      ...new Set([
        parent.key,
        parent.level.column,
        ...(parents[index + 1] ? [parents[index + 1]!.via] : []),
      ]),
    ],
  }));
}
