// A retention per tenant in SQL: the foreign key that names a row's tenant, the run's cutoff of
// every tenant read in one statement (PostgreSQL's own interval arithmetic, from the run's `now`),
// and the row predicates: one tenant's rows (narrowed), or every row against its tenant's cutoff.
import { type Interval, intervalText } from "../../contract/calendar.js";
import { TENANT_UNIT_MS, type TenantRule } from "../../contract/tenant.js";
import type { ClockShape, ParamSink, TenantShape } from "../shape.js";
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

/** What the cutoff statement needs beyond the rule: the tenant table, the run's now, the zone. */
export interface CutoffsInput {
  rule: TenantRule;
  table: { schema: string; name: string };
  key: string;
  /** The retention column is an interval (else a number of rule.unit). */
  intervalColumn: boolean;
  now: Date;
  timeZone: string;
  /** The policy's retention, the default; absent: a tenant without one keeps its rows. */
  fallback?: Interval;
}

type Add = (value: unknown, cast: string) => string;

/** The interval a tenant's row says (own column, else its tier, else the default), as SQL. */
function retentionOf(input: CutoffsInput, add: Add): string {
  const { rule } = input;
  const parts: string[] = [];
  if (rule.retention) {
    const column = `t.${id(rule.retention)}`;
    parts.push(
      input.intervalColumn
        ? column
        : `(${column}::float8 * ${add(TENANT_UNIT_MS[rule.unit ?? "s"], "float8")}) * interval '1 millisecond'`,
    );
  }
  if (rule.tiers) {
    const cases = Object.entries(rule.tiers.values).map(
      ([value, interval]) =>
        `WHEN ${add(value, "text")} THEN ${add(intervalText(interval), "interval")}`,
    );
    parts.push(`(CASE t.${id(rule.tiers.column)}::text ${cases.join(" ")} END)`);
  }
  if (input.fallback) parts.push(add(intervalText(input.fallback), "interval"));
  return parts.length === 1 ? (parts[0] as string) : `coalesce(${parts.join(", ")})`;
}

/**
 * Every tenant's cutoff for this run, in key order: `now - retention` in the clock's zone (a month
 * a calendar month there), never after `now` (a retention of 0 or less: every row of the tenant,
 * which its own breaker judges); NULL where the tenant is not enabled, its column says "never", or
 * nothing gives it a retention. Then the rows with no tenant: the default's cutoff.
 */
export function tenantCutoffsSql(input: CutoffsInput): Sql {
  const values: unknown[] = [input.now.toISOString(), input.timeZone];
  const add: Add = (value, cast) => {
    values.push(value);
    return `$${values.length}::${cast}`;
  };
  const { rule } = input;
  const retention = retentionOf(input, add);
  const kept = [
    ...(rule.enabled ? [`t.${id(rule.enabled)} IS NOT TRUE`] : []),
    ...(rule.retention && rule.never
      ? [
          Array.isArray(rule.never)
            ? `t.${id(rule.retention)}::float8 = ANY(${add(rule.never, "float8[]")})`
            : `t.${id(rule.retention)}::float8 <= ${add(rule.never.atMost, "float8")}`,
        ]
      : []),
  ];
  // (least() skips a NULL: no retention must stay no cutoff, not become now.)
  const cutoff = (interval: string) =>
    `CASE WHEN ${interval} IS NULL THEN NULL ELSE least($1::timestamptz, ((($1::timestamptz AT TIME ZONE $2::text) - ${interval}) AT TIME ZONE $2::text)) END`;
  const at = (value: string) => `(extract(epoch FROM ${value}) * 1000)::float8`;
  const none = input.fallback
    ? at(cutoff(add(intervalText(input.fallback), "interval")))
    : "NULL::float8";
  const text = `SELECT t.${id(input.key)}::text AS key,
  CASE WHEN ${kept.length > 0 ? kept.join(" OR ") : "false"} THEN NULL ELSE ${at(cutoff(retention))} END AS cutoff_ms,
  ${none} AS no_tenant_ms
FROM ${qualifiedIdent(input.table.schema, input.table.name)} AS t
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
