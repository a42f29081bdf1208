// The retention table: its schema (zod), its presets loaded, its policies selected; errors name the
// field.
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { approximateMs, type Interval, isTimeZone } from "./calendar.js";
import { ConfigError, configErrorFrom } from "./errors.js";
import { MAX_BATCH_SIZE, MIN_RETENTION_MS } from "./limits.js";
import {
  MECHANISM_NAMES,
  MECHANISMS,
  type MechanismName,
  mechanismFacts,
  mechanismOnlyFields,
  type PolicyFieldName,
} from "./mechanisms.js";
import { LEDGER_SCHEMA } from "./names.js";
import { presetNames, presets } from "./presets.js";
import {
  type ArchiveRule,
  archiveRule,
  type Condition,
  chosenInterval,
  computedClock,
  condition,
  DURATION_UNIT_MS,
  hasAge,
  identifier,
  identifierHelp,
  identifierPattern,
  type KeepNewest,
  keepNewest,
  type RedactedValue,
  redactedColumns,
} from "./rules.js";
import { type StoreEntry, storeEntry, storeInput } from "./stores/index.js";
import { type S3LifecycleEntry, s3LifecycleFields } from "./stores/s3-lifecycle.js";
import { type TenantRule, tenantRule } from "./tenant.js";

/** Schemas no retention rule may touch: PostgreSQL's own (pg_*, information_schema), and the job's. */
const isOffLimits = (schema: string) =>
  /^pg_/i.test(schema) || /^information_schema$/i.test(schema) || schema === LEDGER_SCHEMA;

export const qualifiedTable = z
  .string()
  .refine((value) => {
    const parts = value.split(".");
    return parts.length === 2 && parts.every((part) => identifierPattern.test(part));
  }, `must be a schema-qualified table name such as identity.refresh_sessions, each part ${identifierHelp}`)
  .refine(
    (value) => !isOffLimits(value.split(".")[0] as string),
    `is in a system schema (pg_*, information_schema) or the job's own (${LEDGER_SCHEMA}), which no retention rule may touch`,
  )
  .transform((value) => {
    const [schema, name] = value.split(".") as [string, string];
    return { schema, name };
  });

/** move-to-table: the archive table, the column stamped with the move's time, the children's tables. */
const moveInto = z.strictObject({
  table: qualifiedTable,
  archivedAt: identifier.optional(),
  children: z
    .record(z.string(), qualifiedTable)
    .superRefine((children, ctx) => {
      for (const key of Object.keys(children)) {
        const parts = key.split(".");
        if (parts.length !== 2 || !parts.every((part) => identifierPattern.test(part)))
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `must be a schema-qualified table name, each part ${identifierHelp}`,
          });
      }
    })
    .optional(),
});

const leastPattern = /^least\s*\((.*)\)$/i;

/**
 * One column, a list of columns, or `least(a, b)`: the earliest non-null of them starts the clock;
 * or a clock computed from a timestamp and a duration (`{"column", "plus", "unit"}`).
 */
const clock = z
  .union([z.string(), z.array(z.string()).min(1), computedClock])
  .transform((value, ctx) => {
    if (!Array.isArray(value) && typeof value === "object") {
      const unitMs = value.unit === undefined ? undefined : DURATION_UNIT_MS[value.unit];
      return {
        columns: [value.column],
        plus: { column: value.plus, ...(unitMs ? { unitMs } : {}) },
      };
    }
    let columns: string[];
    if (Array.isArray(value)) columns = value;
    else {
      const least = leastPattern.exec(value.trim());
      columns = least ? (least[1] as string).split(",").map((part) => part.trim()) : [value.trim()];
    }
    const bad = columns.find((column) => !identifierPattern.test(column));
    if (bad !== undefined || columns.length === 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be a column, a list of columns or least(a, b); "${bad ?? ""}" is not ${identifierHelp}`,
      });
      return z.NEVER;
    }
    return { columns: [...new Set(columns)] };
  });

export { RETENTION_TO_CHOOSE } from "./rules.js";

/** How long a row is kept after its clock: an interval of months, days and time (calendar.ts). */
const retention = chosenInterval;

const policyFields = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_-]{0,62}$/, {
    message: "must be lower-case letters, digits, _ or -, starting with a letter",
  }),
  table: qualifiedTable,
  /** Optional: the table's primary key (or a unique index over NOT NULL columns), read from the catalog. */
  key: z
    .union([identifier, z.array(identifier).min(1, { message: "must name at least one column" })])
    .transform((value) => (Array.isArray(value) ? [...new Set(value)] : [value]))
    .optional(),
  /** Optional only for a policy that keeps the newest rows and has no age rule. */
  clock: clock.optional(),
  /** A numeric clock's unit: seconds, milliseconds or microseconds since 1970-01-01 UTC. */
  clockUnit: z.enum(["epoch-s", "epoch-ms", "epoch-us"]).optional(),
  /** The time zone a `timestamp without time zone` (or `date`) clock's wall-clock values are in (default UTC). */
  clockTimeZone: z
    .string()
    .refine(isTimeZone, {
      message: "must be an IANA time zone such as Europe/Berlin or America/Guayaquil",
    })
    .optional(),
  retention: retention.optional(),
  /** A retention per tenant, read from the row a foreign key names (contract/tenant.ts); `retention` is its default. */
  tenant: tenantRule.optional(),
  /** "0s" is a retention only with this: the row goes at the first run after its event (revoked_at). */
  allowZeroRetention: z.boolean().default(false),
  /**
   * delete: batched DELETE; drop-partitions: detach and drop whole range partitions past the
   * cutoff; redact: keep the row, overwrite `columns`.
   */
  mechanism: z.enum(MECHANISM_NAMES).default("delete"),
  /** redact: the columns to overwrite, and with what (null, "hash", {"value": ...}). */
  columns: redactedColumns.optional(),
  /** Typed conditions a row must meet to be governed (ANDed with status). */
  where: z.array(condition).min(1, { message: "must hold a condition" }).optional(),
  /** Keep the newest N rows per group; alone, or with an age rule (then a row goes once both say so). */
  keep: keepNewest.optional(),
  /** Foreign key columns of this table whose referenced row goes with it, unless still referenced. */
  alsoDelete: z.array(identifier).min(1, { message: "must name a column" }).optional(),
  /** Only rows nothing references any more (no row of any table points at them). */
  orphans: z.boolean().optional(),
  /** Archive before purge: the rows (or partitions) to an object store first, verified. */
  archive: archiveRule.optional(),
  /** drop-partitions only: keep the detached table instead of dropping it (like pg_partman). */
  keepTable: z.boolean().optional(),
  /** move-to-table only: the archive tables the rows (and their cascaded children) go into. */
  into: moveInto.optional(),
  /**
   * After a run that took at least VACUUM_AFTER.minRows rows: VACUUM (ANALYZE) the table, where the
   * role may (never VACUUM FULL). Otherwise the report says what to run.
   */
  vacuumAfter: z.boolean().optional(),
  allowShortRetention: z.boolean().default(false),
  status: z
    .strictObject({
      column: identifier,
      values: z.array(z.string().min(1)).min(1, { message: "must list at least one status" }),
    })
    .optional(),
  selfReference: identifier.optional(),
  /** Tables this policy's deletes reach through ON DELETE CASCADE / SET NULL / SET DEFAULT. */
  cascades: z.array(qualifiedTable).optional(),
  hold: identifier.optional(),
  /** Fixes the batch size; absent, the size adapts to the run's target batch time. */
  batchSize: z.number().int().positive().max(MAX_BATCH_SIZE).optional(),
  /** delete: the run deletes; report: the run only counts what it would delete (a rule on trial). */
  mode: z.enum(["delete", "report"]).default("delete"),
  /** Deleted rows' keys reach an EventBridge bus (through an outbox), for derived stores. */
  publish: z.boolean().default(false),
  /** The breaker trips when a run would delete more rows than this. */
  maxDeletesPerRun: z.number().int().positive().optional(),
  /** The breaker trips when a run would delete more than this share of the table's rows. */
  maxShareOfTable: z.number().positive().max(1).optional(),
  owner: z.string().min(1, { message: "must name who owns this rule" }),
  description: z.string().optional(),
});

const policyInput = policyFields.superRefine((policy, ctx) => {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  checkAge(policy, issue);
  checkTenant(policy, issue);
  if (policy.selfReference !== undefined && policy.key?.includes(policy.selfReference)) {
    issue("selfReference", "must differ from key");
  }
  checkMechanism(policy, issue);
});

type RawPolicy = z.output<typeof policyFields>;
type Issue = (path: string, message: string) => void;

/**
 * The age rule: a clock and a retention (> 0, an hour at least, unless said); or a keep rule
 * alone; or a clock (which dates the rows in the figures) and conditions that say the age
 * themselves (`olderThan`, on the row or a related one).
 */
function checkAge(policy: RawPolicy, issue: Issue): void {
  // A tenant's retention is the age rule; `retention`, when given, its default.
  if (policy.tenant !== undefined && policy.retention === undefined) {
    if (policy.clock === undefined) issue("clock", "is required: the column that dates the rows");
    return;
  }
  const agedByConditions = (policy.where ?? []).some(hasAge);
  if (policy.clock !== undefined && policy.retention === undefined && agedByConditions) return;
  if (policy.clock === undefined || policy.retention === undefined) {
    if (policy.keep === undefined)
      issue(
        policy.clock === undefined ? "clock" : "retention",
        agedByConditions
          ? "is required: the column that dates the rows (their age is in the conditions)"
          : "is required (or keep the newest rows with keep, or give the age in a condition: olderThan)",
      );
    else if (policy.clock !== undefined || policy.retention !== undefined)
      issue(
        policy.clock === undefined ? "clock" : "retention",
        "is required with the other (clock and retention make the age rule)",
      );
    return;
  }
  const ms = approximateMs(policy.retention);
  if (ms === 0 && !policy.allowZeroRetention) {
    issue(
      "retention",
      "is zero; set allowZeroRetention: true if rows should go at the first run after their clock (an event such as revoked_at)",
    );
  } else if (ms < 0) issue("retention", "must not be negative");
  else if (ms > 0 && ms < MIN_RETENTION_MS && !policy.allowShortRetention) {
    issue("retention", "is under one hour; set allowShortRetention: true if that is really meant");
  }
  if (policy.allowZeroRetention && ms !== 0)
    issue("allowZeroRetention", "applies only to a retention of 0s");
}

/**
 * A retention per tenant: deleted rows in clock order per tenant (one plain clock column), no
 * keep rule, no trees; every tier at least an hour unless said.
 */
function checkTenant(policy: RawPolicy, issue: Issue): void {
  const tenant = policy.tenant;
  if (!tenant) return;
  if (policy.mechanism !== "delete")
    issue("tenant", `applies only to mechanism delete (not yet to ${policy.mechanism})`);
  const taken = [
    ...(policy.keep ? ["keep"] : []),
    ...(policy.selfReference ? ["selfReference"] : []),
    ...(policy.clock?.plus ? ["a computed clock"] : []),
    ...(policy.clock && policy.clock.columns.length > 1 ? ["a clock of several columns"] : []),
  ];
  for (const what of taken) issue("tenant", `cannot go with ${what} yet`);
  for (const [value, interval] of Object.entries(tenant.tiers?.values ?? {})) {
    const ms = approximateMs(interval);
    if (ms <= 0) issue("tenant", `tiers.values.${value} must be over zero`);
    else if (ms < MIN_RETENTION_MS && !policy.allowShortRetention)
      issue(
        "tenant",
        `tiers.values.${value} is under one hour; set allowShortRetention: true if that is really meant`,
      );
  }
}

/** What each mechanism takes, refuses and needs (contract/mechanisms.ts). */
function checkMechanism(policy: RawPolicy, issue: Issue): void {
  const facts = mechanismFacts(policy.mechanism);
  const given = (field: PolicyFieldName) => {
    const value = (policy as Record<string, unknown>)[field];
    return value !== undefined && value !== false;
  };
  for (const field of facts.refuses)
    if (given(field)) issue(field, `does not apply to mechanism ${policy.mechanism}`);
  for (const field of mechanismOnlyFields) {
    if (!given(field) || facts.takes.includes(field)) continue;
    const takers = MECHANISM_NAMES.filter((name) =>
      (MECHANISMS[name].takes as readonly string[]).includes(field),
    );
    issue(field, `applies only to mechanism ${takers.join(" or ")}`);
  }
  for (const [field, why] of Object.entries(facts.needs ?? {}))
    if (!given(field as PolicyFieldName)) issue(field, why as string);
  // (A clock that failed its own schema reaches this check untransformed: read it with care.)
  if (facts.oneClockColumn && (policy.clock?.columns?.length !== 1 || policy.clock.plus)) {
    issue("clock", `must be the one partition key column for ${policy.mechanism}`);
  }
  checkArchive(policy, issue);
}

/** What an archive needs: every row it archives is the row it deletes, nothing else leaves. */
function checkArchive(policy: RawPolicy, issue: Issue): void {
  if (!policy.archive) return;
  const taken = [
    ...((policy.cascades ?? []).length > 0
      ? [
          "cascades (the rows they take would leave unarchived; give their tables policies of their own, with archive)",
        ]
      : []),
    ...(policy.alsoDelete ? ["alsoDelete (the rows it takes would leave unarchived)"] : []),
    ...(policy.selfReference ? ["selfReference (whole trees at once are not archived yet)"] : []),
    ...(policy.publish ? ["publish (archive or publish, not both yet)"] : []),
  ];
  for (const what of taken) issue("archive", `cannot go with ${what}`);
  if (policy.keepTable)
    issue("archive", "cannot go with keepTable: an archived partition is dropped");
}

/** An object store's part of the retention table, as it has been written: an s3-lifecycle store. */
const bucketInput = z.strictObject(s3LifecycleFields);

export const retentionTableInput = z
  .strictObject({
    /** The JSON Schema editors check the file against (retention-job init writes it). */
    $schema: z.string().optional(),
    policies: z.array(policyInput).min(1, { message: "must hold at least one policy" }),
    /** S3 prefixes (the s3-lifecycle kind without its `kind`): the form before `stores`. */
    buckets: z.array(bucketInput).default([]),
    /** Derived stores of any kind (contract/stores/): each is checked once per run. */
    stores: z.array(storeInput).default([]),
  })
  .superRefine((table, ctx) => {
    const seen = new Set<string>();
    const names = [
      ...table.policies.map((entry, index) => ({ name: entry.name, path: ["policies", index] })),
      ...table.buckets.map((entry, index) => ({ name: entry.name, path: ["buckets", index] })),
      ...table.stores.map((entry, index) => ({ name: entry.name, path: ["stores", index] })),
    ];
    for (const { name, path } of names) {
      if (seen.has(name)) {
        ctx.addIssue({
          code: "custom",
          path: [...path, "name"],
          message: `duplicate name "${name}"`,
        });
      }
      seen.add(name);
    }
    // An archive is a bucket entry's: its lifecycle (the archive's own retention) is checked too.
    const buckets = [
      ...table.buckets.map((entry) => entry.name),
      ...table.stores.flatMap((entry) => (entry.kind === "s3-lifecycle" ? [entry.name] : [])),
    ];
    table.policies.forEach((policy, index) => {
      if (policy.archive && !buckets.includes(policy.archive.bucket)) {
        ctx.addIssue({
          code: "custom",
          path: ["policies", index, "archive", "bucket"],
          message: `"${policy.archive.bucket}" is not an entry of buckets: the archive's bucket is one, with its own retention`,
        });
      }
    });
  });

/** A retention table as written (JSON, a CDK app's object), before it is checked and defaults filled. */
export type RetentionTableInput = z.input<typeof retentionTableInput>;

/** A bucket entry: objects under `prefix` must expire within `retentionDays` (an s3-lifecycle store). */
export type BucketRule = S3LifecycleEntry;

type PolicyInput = z.output<typeof policyInput>;

/** A validated policy: past this point its identifiers and values are trusted. */
export interface Policy {
  name: string;
  table: { schema: string; name: string };
  /** Key columns as written; absent: the catalog's primary key or unique index. */
  key?: string[];
  /**
   * Columns whose earliest non-null value starts the retention clock (a keep rule alone: its `by`
   * column, for the figures).
   */
  clock: string[];
  /** A computed clock: `clock[0]` plus this column (a number of `unitMs`, or an interval). */
  clockPlus?: { column: string; unitMs?: number };
  /** false for a policy that only keeps the newest rows: no clock, no cutoff decides. */
  ageRule: boolean;
  /** A numeric clock's unit (epoch seconds, milliseconds or microseconds). */
  clockUnit?: "epoch-s" | "epoch-ms" | "epoch-us";
  /** The time zone of a wall-clock (timestamp without time zone, or date) clock; default UTC. */
  clockTimeZone?: string;
  /** How long a row is kept after its clock, as PostgreSQL keeps an interval (months, days, time apart). */
  retention: Interval;
  /** A retention per tenant (`retention` is then its default; `hasDefault` false: no default, kept). */
  tenant?: TenantRule & { hasDefault: boolean };
  /**
   * The retention's length with average months (alarm thresholds and display only, never a cutoff);
   * 0 for a retention per tenant, whose oldest-row figure is its worst tenant's overdue.
   */
  retentionMs: number;
  mechanism: MechanismName;
  /** redact: the columns overwritten, and with what. */
  columns?: Record<string, RedactedValue>;
  where?: Condition[];
  keep?: KeepNewest;
  alsoDelete?: string[];
  orphans?: boolean;
  archive?: ArchiveRule;
  keepTable?: boolean;
  /** VACUUM (ANALYZE) the table after a large run, where the role may. */
  vacuumAfter?: boolean;
  /** move-to-table: where the rows go (archive tables of the same database). */
  into?: MoveInto;
  status?: { column: string; values: string[] };
  selfReference?: string;
  /** Tables (`schema.table`) that deletes reach through ON DELETE CASCADE / SET NULL / SET DEFAULT. */
  cascades?: { schema: string; name: string }[];
  hold?: string;
  /** A fixed batch size; absent: adaptive (see ADAPTIVE_BATCH). */
  batchSize?: number;
  /** delete (default), or report: counted and reported, never deleted. */
  mode: "delete" | "report";
  /** Deleted rows' keys are published (outbox, then EventBridge). */
  publish: boolean;
  maxDeletesPerRun?: number;
  maxShareOfTable?: number;
  owner: string;
  description?: string;
}

/** A move's archive tables: its own rows', and each cascaded table's (keyed `schema.table`). */
export interface MoveInto {
  table: { schema: string; name: string };
  /** A timestamptz column of every archive table, set to the moving statement's now(). */
  archivedAt?: string;
  children?: Record<string, { schema: string; name: string }>;
}

export interface RetentionTable {
  policies: Policy[];
  /** Every derived store: the `buckets` entries (as s3-lifecycle), then the `stores` entries. */
  stores: StoreEntry[];
  /** The s3-lifecycle stores: the buckets an archive may name. */
  buckets: BucketRule[];
}

function toPolicy(input: PolicyInput): Policy {
  const {
    retention,
    clock: given,
    tenant,
    allowShortRetention: _short,
    allowZeroRetention: _zero,
    ...rest
  } = input;
  const clock = given ?? { columns: [input.keep?.by as string] };
  return {
    ...rest,
    clock: clock.columns,
    ...(clock.plus ? { clockPlus: clock.plus } : {}),
    ...(tenant ? { tenant: { ...tenant, hasDefault: retention !== undefined } } : {}),
    ageRule: retention !== undefined || tenant !== undefined,
    retention: retention ?? { months: 0, days: 0, ms: 0 },
    // A retention per tenant: the oldest-row figure is the worst tenant's overdue (see report.ts).
    retentionMs: retention && !tenant ? approximateMs(retention) : 0,
  };
}

/** Validates a retention table (already parsed from JSON); throws ConfigError naming the field. */
/** The first policy that redacts a column to a keyed hash (it needs the redaction key), if any. */
export const hashingPolicy = (policies: Policy[]): Policy | undefined =>
  policies.find((policy) => Object.values(policy.columns ?? {}).includes("hash"));

export function parseRetentionTable(input: unknown, root = ""): RetentionTable {
  const result = retentionTableInput.safeParse(input);
  if (!result.success) throw configErrorFrom(result.error, root);
  const stores = [
    ...result.data.buckets.map((entry, index) =>
      storeEntry({ kind: "s3-lifecycle", ...entry }, `buckets[${index}]`),
    ),
    ...result.data.stores.map((entry, index) => storeEntry(entry, `stores[${index}]`)),
  ];
  return {
    policies: result.data.policies.map(toPolicy),
    stores,
    buckets: stores.filter((entry): entry is BucketRule => entry.kind === "s3-lifecycle"),
  };
}

export function parseRetentionTableJson(text: string, source: string): RetentionTable {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(source, `is not valid JSON (${(error as Error).message})`);
  }
  return parseRetentionTable(json);
}

export async function loadRetentionTableFile(path: string): Promise<RetentionTable> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ConfigError(
      "--config",
      `cannot read ${path} (${(error as NodeJS.ErrnoException).code})`,
    );
  }
  return parseRetentionTableJson(text, path);
}

/**
 * Keeps only the named policies, in the table's order; unknown names are an error. No names: all
 * of them (a selection), or none (`allWhenNone` false: a list of exceptions).
 */
export function selectPolicies(
  table: Pick<RetentionTable, "policies">,
  names: readonly string[] | undefined,
  field: string,
  allWhenNone = true,
): Policy[] {
  if (!names || names.length === 0) return allWhenNone ? table.policies : [];
  const known = new Set(table.policies.map((policy) => policy.name));
  const unknown = names.find((name) => !known.has(name));
  if (unknown !== undefined) {
    throw new ConfigError(field, `unknown policy "${unknown}"; known: ${[...known].join(", ")}`);
  }
  return table.policies.filter((policy) => names.includes(policy.name));
}

/** A built-in retention table by name (`identity`, `identidad`); `field` names the setting in errors. */
export function loadPreset(name: string, field = "--preset"): RetentionTable {
  const preset = presets[name];
  if (preset === undefined) {
    throw new ConfigError(field, `unknown preset "${name}"; known: ${presetNames.join(", ")}`);
  }
  return parseRetentionTable(preset);
}
