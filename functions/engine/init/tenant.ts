// `retention-job init` proposing a retention per tenant (docs/init.md): where a proposed table
// references a tenant's row (by a foreign key, or by a `<table>_id` column naming a table of the
// same schema whose unique key it matches) and that row holds a retention-like column (an interval,
// a number named as a period, a plan or tier), the tenant form the retention table supports, with
// `?` where a person must choose (each tier's period) and the reasons naming what was found.
import type pg from "pg";
import { RETENTION_TO_CHOOSE } from "../../contract/retention-table.js";
import { durationKind } from "../catalog/rules.js";
import { allowedValues } from "../catalog/status-values.js";
import type { Column } from "../catalog/table-facts.js";
import { commonValuesSql } from "../sql/survey.js";
import { type Confidence, isBoolean, snake } from "./heuristics.js";
import type { Proposal } from "./proposal.js";
import type { SurveyedTable } from "./survey.js";

const TEXT_OIDS = new Set([25, 1042, 1043]);

/** A number named as a period: a retention, an expiration, a time to live, an age to keep. */
const PERIOD =
  /(^|_)(retention|retain|retained|expiration|expiry|expire_after|ttl|lifetime|max_age|age|keep|keep_for|purge_after|delete_after)(_|$)/;
/** Words of a column that is a time or a period of something else (a session's, a poll's). */
const NOT_RETENTION =
  /(^|_)(at|ts|time|date|timestamp|timeout|idle|lifespan|delay|interval|frequency|duration|refresh|session|token|code)$/;
/** A period's unit by its name's last word; none said: seconds, guessed (Keycloak, Mastodon). */
const UNITS: [RegExp, "ms" | "s" | "min" | "h" | "d"][] = [
  [/_(ms|millis|milliseconds)$/, "ms"],
  [/_(s|secs?|seconds?)$/, "s"],
  [/_(mins?|minutes?)$/, "min"],
  [/_(h|hrs?|hours?)$/, "h"],
  [/_(d|days?)$/, "d"],
];
const UNIT_WORDS = { ms: "milliseconds", s: "seconds", min: "minutes", h: "hours", d: "days" };

/** A plan or tier the tenant is on (text or an enum): each value's period a person's choice. */
const TIER = /^(plan|tier|pricing_tier|plan_name|plan_type|plan_tier|subscription_plan|tier_name)$/;
/** A boolean that turns retention off for a tenant (not `events_enabled`: that records events). */
const ENABLED = /^(retention|purge|cleanup|clean_up|expiry|expiration)_enabled$/;

/** A tenant's table a proposed table references, and how init knows it. */
interface Reference {
  column: string;
  tenant: SurveyedTable;
  key: string;
  /** The foreign key's name; absent: found by the column's name alone. */
  foreignKey?: string;
  /** How many foreign keys the column has (more than one: the rule names the table and key). */
  keys: number;
}

/** What init proposes: the `tenant` field, the reasons for the description, how sure it is. */
export interface TenantProposal {
  rule: Record<string, unknown>;
  reasons: string[];
  confidence: Confidence;
}

const singular = (word: string) => word.replace(/(ies)$/, "y").replace(/s$/, "");
const qualified = (table: SurveyedTable) => `${table.schema}.${table.name}`;

/** The tenants' tables a table references: its foreign keys of one column, then `<name>_id` columns. */
function referencesOf(table: SurveyedTable, tables: SurveyedTable[]): Reference[] {
  const found: Reference[] = [];
  for (const other of tables) {
    if (other.facts.ref.oid === table.facts.ref.oid) continue;
    for (const fk of other.inbound) {
      if (fk.child.oid !== table.facts.ref.oid || fk.childColumns.length !== 1) continue;
      const [column, key] = [fk.childColumns[0] as string, fk.parentColumns[0] as string];
      found.push({ column, tenant: other, key, foreignKey: fk.name, keys: 1 });
    }
  }
  for (const column of table.facts.columns.values()) {
    const stem = /^(.+)_id$/.exec(snake(column.name))?.[1];
    if (!stem || found.some((each) => each.column === column.name)) continue;
    const tenant = tables.find(
      (other) =>
        other.schema === table.schema &&
        other.facts.ref.oid !== table.facts.ref.oid &&
        singular(snake(other.name).replace(/_entity$/, "")) === singular(stem),
    );
    const key = tenant?.facts.uniqueKeys.find((each) => each.columns.length === 1)?.columns[0];
    const keyColumn = key ? tenant?.facts.columns.get(key) : undefined;
    if (tenant && key && keyColumn?.baseOid === column.baseOid)
      found.push({ column: column.name, tenant, key, keys: 0 });
  }
  // A column with more than one foreign key: the rule names the tenant's table and key itself.
  for (const each of found)
    each.keys = found.filter((other) => other.column === each.column && other.foreignKey).length;
  return found;
}

/** The tenant's own retention column: an interval, or a number named as a period; best first. */
function retentionColumn(tenant: SurveyedTable, table: SurveyedTable): Column | undefined {
  const words = new Set(snake(table.name).split("_").map(singular));
  const score = (column: Column) => {
    const name = snake(column.name);
    const named = PERIOD.test(name) ? 2 : 0;
    const own = name.split("_").some((word) => words.has(singular(word))) ? 1 : 0;
    return named + own + (/retention|retain/.test(name) ? 1 : 0);
  };
  const candidates = [...tenant.facts.columns.values()].filter((column) => {
    const name = snake(column.name);
    if (NOT_RETENTION.test(name)) return false;
    const kind = durationKind(column);
    return kind === "interval" || (kind === "number" && PERIOD.test(name));
  });
  return candidates.sort((a, b) => score(b) - score(a))[0];
}

/** A plan or tier column of the tenant's table, with the values it can hold or holds now. */
async function tierColumn(db: pg.ClientBase, tenant: SurveyedTable) {
  for (const column of tenant.facts.columns.values()) {
    if (!TIER.test(snake(column.name))) continue;
    const [allowed] = await allowedValues(db, tenant.facts.ref.oid, column);
    if (!allowed && !TEXT_OIDS.has(column.baseOid)) continue;
    if (allowed) return { column: column.name, values: allowed.values, by: allowed.by };
    const { rows } = await db.query<{ values: string[] | null }>(
      commonValuesSql(tenant.schema, tenant.name, column.name),
    );
    const common = rows[0]?.values ?? [];
    return { column: column.name, values: common, by: "the statistics' most common values" };
  }
  return undefined;
}

/** How the tenant's row is found, said for the person who checks it. */
const viaText = (reference: Reference) =>
  reference.foreignKey
    ? `${reference.column} (foreign key ${reference.foreignKey} to ${qualified(reference.tenant)})`
    : `${reference.column} (no foreign key: by its name, ${reference.column} → ${qualified(reference.tenant)}.${reference.key}; check it)`;

/** The column's part of the rule: an interval's, or a number's unit (from its name, or guessed) and `never`. */
function periodRule(column: Column, reasons: string[]) {
  if (durationKind(column) === "interval") {
    reasons.push(`${column.name} is an interval`);
    return { rule: { retention: column.name }, said: true };
  }
  const unit = UNITS.find(([pattern]) => pattern.test(snake(column.name)))?.[1];
  reasons.push(
    unit
      ? `${column.name} counts ${UNIT_WORDS[unit]} (its name says so)`
      : `${column.name} counted in seconds, guessed (its name says no unit: check it)`,
    "0 or less keeps a tenant's rows (never: atMost 0; without it such a value would take them all)",
  );
  return {
    rule: { retention: column.name, unit: unit ?? "s", never: { atMost: 0 } },
    said: unit !== undefined,
  };
}

/**
 * The tenant form for a proposed table whose clock is one plain column, or undefined where no
 * referenced tenant's row holds a retention, a plan or a tier.
 */
export async function tenantProposal(
  db: pg.ClientBase,
  table: SurveyedTable,
  tables: SurveyedTable[],
): Promise<TenantProposal | undefined> {
  for (const reference of referencesOf(table, tables)) {
    const own = retentionColumn(reference.tenant, table);
    const tiers = await tierColumn(db, reference.tenant);
    if (!own && !tiers) continue;
    const enabled = [...reference.tenant.facts.columns.values()].find(
      (column) => isBoolean(column) && ENABLED.test(snake(column.name)),
    );
    const found = [own?.name, tiers?.column].filter(Boolean).join(" and ");
    const reasons = [
      `retention per tenant: ${qualified(reference.tenant)}.${found}, read through ${viaText(reference)}`,
    ];
    const period = own ? periodRule(own, reasons) : { rule: {}, said: true };
    const values = tiers?.values.length ? tiers.values : [RETENTION_TO_CHOOSE];
    if (tiers)
      reasons.push(
        `tiers by ${tiers.column} (${tiers.values.length ? `values from ${tiers.by}` : "no value known: rename the tier ? to each plan"}): each one's period "?" for a person to choose`,
      );
    if (enabled) reasons.push(`${enabled.name} false keeps a tenant's rows`);
    reasons.push(
      "the policy's retention is the default (no tenant, or a tenant whose column says nothing); without one those rows are kept",
    );
    const rule = {
      column: reference.column,
      ...(reference.keys === 1 ? {} : { table: qualified(reference.tenant), key: reference.key }),
      ...period.rule,
      ...(enabled ? { enabled: enabled.name } : {}),
      ...(tiers
        ? {
            tiers: {
              column: tiers.column,
              values: Object.fromEntries(values.map((v) => [v, RETENTION_TO_CHOOSE])),
            },
          }
        : {}),
    };
    const confidence: Confidence = !reference.foreignKey ? "low" : period.said ? "high" : "medium";
    reasons[0] = `${reasons[0]} (${confidence} confidence)`;
    return { rule, reasons, confidence };
  }
  return undefined;
}

/**
 * A proposal with its tenant form: the `tenant` field, the reasons added to its description, the
 * rule's line naming the tenant's column. Only a batched delete by one plain clock column takes it
 * (the retention table's tenant rule refuses the rest).
 */
export async function withTenant(
  db: pg.ClientBase,
  proposal: Proposal,
  table: SurveyedTable,
  tables: SurveyedTable[],
): Promise<Proposal> {
  const { policy } = proposal;
  if (policy.mechanism !== undefined || typeof policy.clock !== "string") return proposal;
  const tenant = await tenantProposal(db, table, tables);
  if (!tenant) return proposal;
  const description = String(policy.description).replace(/\.$/, `; ${tenant.reasons.join("; ")}.`);
  const { mode, owner, ...rest } = policy;
  const said = [tenant.rule.retention, (tenant.rule.tiers as { column?: string })?.column];
  return {
    ...proposal,
    policy: { ...rest, tenant: tenant.rule, mode, owner, description },
    rule: `${proposal.rule} default; per tenant: ${said.filter(Boolean).join(", ")}`,
    plain: proposal,
  };
}
