// A retention per tenant: the policy's `tenant` field (its schema), read from the row a foreign key
// of the policy's table references: the tenant's own column (an interval, or a number of a unit),
// else its tier's retention, else the policy's `retention` (the default); an opt-out column; the
// values that mean "never". See docs/retention-table.md, "A retention per tenant".
import { z } from "zod";
import type { Interval } from "./calendar.js";
import {
  type Condition,
  chosenInterval,
  condition,
  type DurationUnit,
  durationUnit,
  identifier,
  identifierHelp,
  identifierPattern,
  relatedTable,
  viaColumns,
} from "./rules.js";

/**
 * A retention per tenant reads at most this many levels, closest first: the tenant's own and the
 * parents above it (a thread, its channel, its workspace, its organization). A longer chain is
 * refused, naming the field: each level is one join of the one statement that reads the cutoffs.
 */
export const MAX_TENANT_LEVELS = 4;

/** The units a tenant's numeric retention column may count in (rules.ts DURATION_UNIT_MS). */
export type TenantUnit = DurationUnit;

/** At most this many tiers: a tier list is a table of plans, not of tenants. */
export const MAX_TIERS = 100;

/** At most this many keep rules per tenant rule (Mastodon's policy has eight). */
export const MAX_TENANT_KEEPS = 20;

/** Values of a numeric retention column that mean "keep for ever". */
const never = z.union([
  z.array(z.number().finite()).min(1).max(10),
  z.strictObject({ atMost: z.number().finite() }),
]);

const qualifiedTable = z
  .string()
  .refine((value) => {
    const parts = value.split(".");
    return parts.length === 2 && parts.every((part) => identifierPattern.test(part));
  }, `must be a schema-qualified table name, each part ${identifierHelp}`)
  .transform((value) => {
    const [schema, name] = value.split(".") as [string, string];
    return { schema, name };
  });

/** A level above the tenant, as written (its own `parent` the level above it). */
export interface ParentLevelInput {
  column: string;
  table?: string;
  key?: string;
  retention: string;
  unit?: TenantUnit;
  never?: number[] | { atMost: number };
  parent?: ParentLevelInput;
}

/**
 * A level above the tenant (a channel's organization, a stream's realm): the column of the level
 * below that names it, and its own retention, which counts where every level below it is NULL
 * ("inherit"); it may have a level above it in turn (`parent`), up to MAX_TENANT_LEVELS in all.
 */
const parentLevel: z.ZodType<ParentLevel, ParentLevelInput> = z
  .strictObject({
    column: identifier,
    table: qualifiedTable.optional(),
    key: identifier.optional(),
    retention: identifier,
    unit: durationUnit,
    never: never.optional(),
    get parent() {
      return parentLevel.optional();
    },
  })
  .refine((level) => (level.table === undefined) === (level.key === undefined), {
    message:
      "table and key go together (the level's table and its unique column, where no foreign key says them)",
    path: ["table"],
  });

/** The path of the first level past MAX_TENANT_LEVELS (the tenant's own is the first), if any. */
function tooDeep(rule: { parent?: ParentLevel }): string[] | undefined {
  const path: string[] = [];
  for (let level = rule.parent; level; level = level.parent) {
    path.push("parent");
    if (path.length >= MAX_TENANT_LEVELS) return path;
  }
  return undefined;
}
/**
 * A keep rule of the tenant's own: a boolean column of the tenant's row that, true, keeps the rows
 * meeting every condition (Mastodon's keep_direct: visibility 3); or a number of the tenant's row
 * that keeps the rows whose value (of the row, or of the one related row along a foreign key) is
 * at least it (Mastodon's min_favs: status_stats.favourites_count), NULL: no such rule.
 */
const tenantKeep = z.union([
  z.strictObject({
    if: identifier,
    where: z.array(condition).min(1, { message: "must hold a condition" }),
  }),
  z.strictObject({
    atLeast: identifier,
    of: z.strictObject({
      column: identifier,
      table: relatedTable.optional(),
      via: viaColumns.optional(),
    }),
    /** The value counted where the row's is NULL or it has no related row; absent, such a row is kept. */
    missing: z.number().finite().optional(),
  }),
]);

export const tenantRule = z
  .strictObject({
    /** The column of the policy's table whose foreign key names the tenant's row. */
    column: identifier,
    /**
     * The tenant's table, where no foreign key says it (Keycloak's EVENT_ENTITY.REALM_ID has none):
     * `schema.table`, with `key` its unique column the row's column holds.
     */
    table: qualifiedTable.optional(),
    key: identifier.optional(),
    /** A column of the tenant's table: an interval, or a number of `unit` (NULL: the tier, else the default). */
    retention: identifier.optional(),
    /** The unit of a numeric retention column. */
    unit: durationUnit,
    /**
     * Values of a numeric retention column that mean "keep for ever": a list (-1, 0), or every value
     * at most one (Keycloak: a realm's expiration of 0 or less keeps its events: {"atMost": 0}).
     */
    never: never.optional(),
    /** The level above the tenant, whose retention counts where the tenant's own is NULL (and so on up). */
    parent: parentLevel.optional(),
    /** A boolean column of the tenant's table: false (or NULL) keeps every row of that tenant. */
    enabled: identifier.optional(),
    /** A column of the tenant's table (a plan), its values mapped to retentions; others: the default. */
    tiers: z
      .strictObject({
        column: identifier,
        values: z
          .record(z.string().min(1), chosenInterval)
          .refine((values) => Object.keys(values).length > 0, "must map at least one value")
          .refine(
            (values) => Object.keys(values).length <= MAX_TIERS,
            `maps at most ${MAX_TIERS} values`,
          ),
      })
      .optional(),
    /** Keep rules of the tenant's own (its flags and thresholds), read with its cutoff. */
    keep: z
      .array(tenantKeep)
      .min(1, { message: "must hold a keep rule" })
      .max(MAX_TENANT_KEEPS, { message: `holds at most ${MAX_TENANT_KEEPS} keep rules` })
      .optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.retention === undefined && rule.tiers === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["retention"],
        message: "is required (or tiers): the tenant's column that says how long its rows are kept",
      });
    if ((rule.table === undefined) !== (rule.key === undefined))
      ctx.addIssue({
        code: "custom",
        path: [rule.table === undefined ? "table" : "key"],
        message:
          "is required with the other (the tenant's table and its key column, where no foreign key says them)",
      });
    if (rule.parent !== undefined && rule.retention === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["parent"],
        message:
          "applies only with retention (the tenant's own, which NULL makes inherit the parent's)",
      });
    const deep = tooDeep(rule);
    if (deep)
      ctx.addIssue({
        code: "custom",
        path: deep,
        message: `is one level too many: a tenant's retention reads at most ${MAX_TENANT_LEVELS} levels (the tenant's own and ${MAX_TENANT_LEVELS - 1} above it)`,
      });
    if (rule.never !== undefined && rule.retention === undefined)
      ctx.addIssue({ code: "custom", path: ["never"], message: "applies only with retention" });
  });

export type TenantRuleInput = z.input<typeof tenantRule>;

/** A level above the tenant, validated. */
export interface ParentLevel {
  column: string;
  table?: { schema: string; name: string };
  key?: string;
  retention: string;
  unit?: TenantUnit;
  never?: number[] | { atMost: number };
  /** The level above this one. */
  parent?: ParentLevel;
}

/** A keep rule of the tenant's, validated: a flag gating conditions, or a threshold. */
export type TenantKeep =
  | { if: string; where: Condition[] }
  | {
      atLeast: string;
      of: { column: string; table?: { schema: string; name: string }; via?: string[] };
      missing?: number;
    };

/** A validated tenant rule (the policy's `retention`, when given, is its default). */
export interface TenantRule {
  column: string;
  table?: { schema: string; name: string };
  key?: string;
  retention?: string;
  unit?: TenantUnit;
  never?: number[] | { atMost: number };
  enabled?: string;
  parent?: ParentLevel;
  tiers?: { column: string; values: Record<string, Interval> };
  keep?: TenantKeep[];
}
