// A retention per tenant in SQL: the foreign key that names a row's tenant, the run's cutoff of
// every tenant read in one statement (PostgreSQL's own interval arithmetic, from the run's `now`),
// and the row predicates: one tenant's rows (narrowed), or every row against its tenant's cutoff.
import { type Interval, intervalText } from "../../contract/calendar.js";
import { DURATION_UNIT_MS } from "../../contract/rules.js";
import type { TenantRule, TenantUnit } from "../../contract/tenant.js";
import type { ClockShape, ParamSink, TenantKeepShape, TenantShape } from "../catalog/shape.js";
import { quoteIdent as id, qualifiedIdent, type Sql, sql } from "./text.js";

/** The single-column foreign keys of table `oid` on `column`: the table and column they reference. */
export const outboundKeySql = (oid: number, column: string) =>
  sql(
    `SELECT c.conname::text AS name, p.oid::int AS oid, n.nspname::text AS schema, p.relname::text AS table,
            (SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = c.confrelid AND a.attnum = c.confkey[1]) AS key
     FROM pg_constraint c JOIN pg_class p ON p.oid = c.confrelid JOIN pg_namespace n ON n.oid = p.relnamespace
     WHERE c.conrelid = $1 AND c.contype = 'f' AND cardinality(c.conkey) = 1
       AND c.conkey[1] = (SELECT attnum FROM pg_attribute WHERE attrelid = $1 AND attname = $2)
     ORDER BY c.conname`,
    [oid, column],
  );

/** One level's retention column, as the cutoff statement reads it (alias t: the tenant, p1, p2, ...: the levels above). */
export interface LevelColumn {
  alias: string;
  column: string;
  /** An interval (else a number of `unit`). */
  interval: boolean;
  unit?: TenantUnit;
  never?: number[] | { atMost: number };
}

/** What the cutoff statement needs beyond the rule: the tables, the levels, the run's now, the zone. */
export interface CutoffsInput {
  rule: TenantRule;
  table: { schema: string; name: string };
  key: string;
  /** The tenant's own retention column. */
  own?: LevelColumn;
  /**
   * The levels above, closest first: each one's table, its key, the column of the level below
   * that names it, its retention column (alias p1, p2, ...).
   */
  parents: {
    table: { schema: string; name: string };
    key: string;
    via: string;
    level: LevelColumn;
  }[];
  now: Date;
  timeZone: string;
  /** The policy's retention, the default; absent: a tenant without one keeps its rows. */
  fallback?: Interval;
  /** The tenant's keep rules, whose settings (flags, thresholds) are read with its cutoff. */
  keep?: TenantKeepShape[];
}

/** The tenant's keep settings as one JSON array (a flag as it is, a threshold as numeric text). */
function keepSettings(keep: TenantKeepShape[] | undefined): string {
  if (!keep || keep.length === 0) return "NULL::json";
  const parts = keep.map((each) =>
    each.kind === "if" ? `t.${id(each.gate)}` : `t.${id(each.threshold)}::numeric::text`,
  );
  return `json_build_array(${parts.join(", ")})`;
}

type Add = (value: unknown, cast: string) => string;

/** A level's column as an interval, and whether its value means "never". */
function levelSql(
  level: LevelColumn,
  add: Add,
): { value: string; interval: string; never: string } {
  const value = `${level.alias}.${id(level.column)}`;
  const interval = level.interval
    ? value
    : `(${value}::float8 * ${add(DURATION_UNIT_MS[level.unit ?? "s"], "float8")}) * interval '1 millisecond'`;
  const never = !level.never
    ? "false"
    : Array.isArray(level.never)
      ? `${value}::float8 = ANY(${add(level.never, "float8[]")})`
      : `${value}::float8 <= ${add(level.never.atMost, "float8")}`;
  return { value, interval, never };
}

/** The tier's retention, else the default (NULL: none). */
function tierOrDefault(input: CutoffsInput, add: Add): string {
  const { tiers } = input.rule;
  const parts = [
    ...(tiers
      ? [
          `(CASE t.${id(tiers.column)}::text ${Object.entries(tiers.values)
            .map(
              ([value, interval]) =>
                `WHEN ${add(value, "text")} THEN ${add(intervalText(interval), "interval")}`,
            )
            .join(" ")} END)`,
        ]
      : []),
    ...(input.fallback ? [add(intervalText(input.fallback), "interval")] : []),
  ];
  if (parts.length === 0) return "NULL::interval";
  return parts.length === 1 ? (parts[0] as string) : `coalesce(${parts.join(", ")})`;
}

/** Each level above joined to the one below it by the column that names it (none: no row, NULL). */
const levelJoins = (parents: CutoffsInput["parents"]) =>
  parents
    .map(
      (each, index) =>
        `\nLEFT JOIN ${qualifiedIdent(each.table.schema, each.table.name)} AS ${each.level.alias} ON ${each.level.alias}.${id(each.key)} = ${index === 0 ? "t" : (parents[index - 1] as { level: LevelColumn }).level.alias}.${id(each.via)}`,
    )
    .join("");

/** A CASE of these WHEN clauses, else `otherwise` (no clause: `otherwise` alone). */
const choose = (clauses: string[], otherwise: string) =>
  clauses.length === 0 ? otherwise : `CASE ${clauses.join(" ")} ELSE ${otherwise} END`;

/**
 * Every tenant's cutoff for this run, in key order: the closest level that says something decides
 * (the tenant's own column, else its parent's, else the parent's parent's...: NULL is "inherit"; a
 * `never` value there keeps the rows), else the tier, else the default; `now - retention` in the clock's zone (a month a
 * calendar month there), never after `now` (a retention of 0 or less: every row of the tenant,
 * which its own breaker judges); NULL where the tenant is not enabled or nothing gives it a
 * retention. Then the rows with no tenant: the default's cutoff; and the tenant's keep settings,
 * read by the same statement (one snapshot for the run).
 */
export function tenantCutoffsSql(input: CutoffsInput): Sql {
  const values: unknown[] = [input.now.toISOString(), input.timeZone];
  const add: Add = (value, cast) => {
    values.push(value);
    return `$${values.length}::${cast}`;
  };
  // (least() skips a NULL: no retention must stay no cutoff, not become now.)
  const cutoff = (interval: string) =>
    `(extract(epoch FROM CASE WHEN ${interval} IS NULL THEN NULL ELSE least($1::timestamptz, ((($1::timestamptz AT TIME ZONE $2::text) - ${interval}) AT TIME ZONE $2::text)) END) * 1000)::float8`;
  const levels = [input.own, ...input.parents.map((each) => each.level)].flatMap((level) =>
    level ? [levelSql(level, add)] : [],
  );
  const decided = levels.map(
    (level) =>
      `WHEN ${level.value} IS NOT NULL THEN CASE WHEN ${level.never} THEN NULL ELSE ${cutoff(level.interval)} END`,
  );
  const { rule } = input;
  const text = `SELECT t.${id(input.key)}::text AS key,
  ${choose([...(rule.enabled ? [`WHEN t.${id(rule.enabled)} IS NOT TRUE THEN NULL`] : []), ...decided], cutoff(tierOrDefault(input, add)))} AS cutoff_ms,
  ${input.fallback ? cutoff(add(intervalText(input.fallback), "interval")) : "NULL::float8"} AS no_tenant_ms,
  ${keepSettings(input.keep)} AS keep
FROM ${qualifiedIdent(input.table.schema, input.table.name)} AS t${levelJoins(input.parents)}
WHERE t.${id(input.key)} IS NOT NULL
ORDER BY t.${id(input.key)}`;
  return { text, values };
}

/** The default's cutoff alone (a tenant table with no rows still has rows with no tenant). */
export function noTenantCutoffSql(now: Date, timeZone: string, fallback: Interval): Sql {
  return sql(
    `SELECT (extract(epoch FROM least($1::timestamptz, ((($1::timestamptz AT TIME ZONE $2::text) - $3::interval) AT TIME ZONE $2::text))) * 1000)::float8 AS ms`,
    [now.toISOString(), timeZone, intervalText(fallback)],
  );
}

/** An instant (ISO) as a value of the clock's own type, bound once (see cutoffParameter). */
export function clockValue(clock: ClockShape, instant: string): { value: unknown; cast: string } {
  if (clock.kind === "epoch") {
    const units = Date.parse(instant) / (clock.unitMs as number);
    return { value: clock.integral ? String(Math.ceil(units)) : String(units), cast: clock.type };
  }
  return { value: instant, cast: "timestamptz" };
}

/** The rows of `alias` with no tenant: NULL, or (no foreign key) a key no tenant row has. */
function noTenant(tenants: TenantShape, alias: string): string {
  const column = `${alias}.${id(tenants.column)}`;
  if (tenants.foreignKey) return `${column} IS NULL`;
  return `(${column} IS NULL OR NOT EXISTS (SELECT 1 FROM ${qualifiedIdent(tenants.table.schema, tenants.table.name)} AS tn WHERE tn.${id(tenants.key)}::text = ${column}::text))`;
}

/** A narrowed tenant shape's rows: the one tenant's (an index on (column, clock) serves it). */
export function tenantGoverned(tenants: TenantShape, params: ParamSink, alias: string): string {
  if (!tenants.only) return "true";
  if (tenants.only.key === null) return noTenant(tenants, alias);
  return `${alias}.${id(tenants.column)} = ${params.add(tenants.only.key, tenants.type)}`;
}

/**
 * Every row against its own tenant's cutoff: the run's cutoffs as one jsonb object (key -> cutoff in
 * the clock's units, or null), bound once per statement and looked up per row (a binary search in
 * the object, no join); a row with no tenant against the default's. Returns the cutoff of row `alias`.
 */
export function tenantCutoffExpression(
  tenants: TenantShape,
  clock: ClockShape,
  params: ParamSink,
): (alias: string) => string {
  const typed = (instant: string | null) =>
    instant === null
      ? null
      : clock.kind === "epoch"
        ? Number(clockValue(clock, instant).value)
        : instant;
  const object = Object.fromEntries(tenants.cutoffs.map((each) => [each.key, typed(each.cutoff)]));
  const json = params.add(JSON.stringify(object), "jsonb");
  const cast = clock.kind === "epoch" ? clock.type : "timestamptz";
  const fallback =
    tenants.noTenant === null ? `NULL::${cast}` : params.add(String(typed(tenants.noTenant)), cast);
  const zone =
    clock.kind === "epoch" || clock.kind === "instant"
      ? undefined
      : params.add(clock.timeZone, "text");
  return (alias) => {
    const column = `${alias}.${id(tenants.column)}`;
    const key = `${column}::text`;
    const value = `(CASE WHEN ${column} IS NULL THEN ${fallback} WHEN ${json} ? ${key} THEN (${json} ->> ${key})::${cast} ELSE ${tenants.foreignKey ? `NULL::${cast}` : fallback} END)`;
    return zone === undefined ? value : `(${value} AT TIME ZONE ${zone})`;
  };
}
