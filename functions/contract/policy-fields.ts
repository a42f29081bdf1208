// A policy's fields, stated once: those every mechanism takes (COMMON_FIELDS) and those several
// share (SHARED_FIELDS), each mechanism saying which of these it takes (contract/mechanisms/); their
// schemas and their parsed forms. A mechanism's own fields are in its own file.
import { z } from "zod";
import { type Interval, isTimeZone } from "./calendar.js";
import { CHANGE_STREAMS, type ChangeStream } from "./change-stream.js";
import { MAX_BATCH_SIZE } from "./limits.js";
import { LEDGER_SCHEMA } from "./names.js";
import {
  type ArchiveRule,
  archiveRule,
  type Condition,
  chosenInterval,
  computedClock,
  condition,
  DURATION_UNIT_MS,
  identifier,
  identifierHelp,
  identifierPattern,
  type KeepNewest,
  keepNewest,
} from "./rules.js";
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

/** The fields every mechanism takes: what a policy is, its age rule, its batches and breaker, its owner. */
export const COMMON_FIELDS = {
  name: z.string().regex(/^[a-z][a-z0-9_-]{0,62}$/, {
    message: "must be lower-case letters, digits, _ or -, starting with a letter",
  }),
  table: qualifiedTable,
  /** Optional only for a policy that keeps the newest rows and has no age rule. */
  clock: clock.optional(),
  /** How long a row is kept after its clock: an interval of months, days and time (calendar.ts). */
  retention: chosenInterval.optional(),
  /** "0s" is a retention only with this: the row goes at the first run after its event (revoked_at). */
  allowZeroRetention: z.boolean().default(false),
  allowShortRetention: z.boolean().default(false),
  /** Fixes the batch size; absent, the size adapts to the run's target batch time. */
  batchSize: z.number().int().positive().max(MAX_BATCH_SIZE).optional(),
  /** delete: the run deletes; report: the run only counts what it would delete (a rule on trial). */
  mode: z.enum(["delete", "report"]).default("delete"),
  /** The breaker trips when a run would delete more rows than this. */
  maxDeletesPerRun: z.number().int().positive().optional(),
  /** What change streams see of this policy's deletes (absent: the run's CHANGE_STREAM). */
  changeStream: z.enum(CHANGE_STREAMS).optional(),
  /** The breaker trips when a run would delete more than this share of the table's rows. */
  maxShareOfTable: z.number().positive().max(1).optional(),
  owner: z.string().min(1, { message: "must name who owns this rule" }),
  description: z.string().optional(),
};

/**
 * The fields several mechanisms share; each mechanism lists those it takes (its `takes`), and a
 * policy of another that gives one is refused, naming the field.
 */
export const SHARED_FIELDS = {
  /** Optional: the table's primary key (or a unique index over NOT NULL columns), read from the catalog. */
  key: z
    .union([identifier, z.array(identifier).min(1, { message: "must name at least one column" })])
    .transform((value) => (Array.isArray(value) ? [...new Set(value)] : [value]))
    .optional(),
  /** A numeric clock's unit: seconds, milliseconds or microseconds since 1970-01-01 UTC. */
  clockUnit: z.enum(["epoch-s", "epoch-ms", "epoch-us"]).optional(),
  /** The time zone a `timestamp without time zone` (or `date`) clock's wall-clock values are in (default UTC). */
  clockTimeZone: z
    .string()
    .refine(isTimeZone, {
      message: "must be an IANA time zone such as Europe/Berlin or America/Guayaquil",
    })
    .optional(),
  /** A retention per tenant, read from the row a foreign key names (contract/tenant.ts); `retention` is its default. */
  tenant: tenantRule.optional(),
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
  /**
   * After a run that took at least VACUUM_AFTER.minRows rows: VACUUM (ANALYZE) the table, where the
   * role may (never VACUUM FULL). Otherwise the report says what to run.
   */
  vacuumAfter: z.boolean().optional(),
  status: z
    .strictObject({
      column: identifier,
      values: z.array(z.string().min(1)).min(1, { message: "must list at least one status" }),
    })
    .optional(),
  selfReference: identifier.optional(),
  /** Tables this policy's deletes reach through ON DELETE CASCADE / SET NULL / SET DEFAULT. */
  cascades: z.array(qualifiedTable).optional(),
  /**
   * Children the application's ORM deletes before the row (Django's on_delete=CASCADE, done by its
   * collector over NO ACTION keys): each a table and the columns of its foreign key, deleted along
   * that key by the batch's own statement (catalog/delete-first.ts checks them).
   */
  deleteFirst: z
    .array(
      z.strictObject({
        table: qualifiedTable,
        columns: z.array(identifier).min(1, { message: "must name the foreign key's columns" }),
      }),
    )
    .min(1, { message: "must name a child table" })
    .optional(),
  hold: identifier.optional(),
  /** Deleted rows' keys reach an EventBridge bus (through an outbox), for derived stores. */
  publish: z.boolean().default(false),
};

/** A field several mechanisms share, as the retention table spells it. */
export type SharedFieldName = keyof typeof SHARED_FIELDS;

/** The common and shared fields as the schema gives them, before a policy takes its final form. */
export type ParsedFields = z.output<
  z.ZodObject<typeof COMMON_FIELDS & typeof SHARED_FIELDS, z.core.$strip>
>;

/** What every validated policy has, whatever its mechanism. */
export interface PolicyCommon {
  name: string;
  table: { schema: string; name: string };
  /**
   * Columns whose earliest non-null value starts the retention clock (a keep rule alone: its `by`
   * column, for the figures).
   */
  clock: string[];
  /** A computed clock: `clock[0]` plus this column (a number of `unitMs`, or an interval). */
  clockPlus?: { column: string; unitMs?: number };
  /** false for a policy that only keeps the newest rows: no clock, no cutoff decides. */
  ageRule: boolean;
  /** How long a row is kept after its clock, as PostgreSQL keeps an interval (months, days, time apart). */
  retention: Interval;
  /**
   * The retention's length with average months (alarm thresholds and display only, never a cutoff);
   * 0 for a retention per tenant, whose oldest-row figure is its worst tenant's overdue.
   */
  retentionMs: number;
  /** A fixed batch size; absent: adaptive (see ADAPTIVE_BATCH). */
  batchSize?: number;
  /** delete (default), or report: counted and reported, never deleted. */
  mode: "delete" | "report";
  /** plain, mark or skip (contract/change-stream.ts); absent: the run's CHANGE_STREAM. */
  changeStream?: ChangeStream;
  maxDeletesPerRun?: number;
  maxShareOfTable?: number;
  owner: string;
  description?: string;
}

/** The shared fields of a validated policy, each as the engine reads it. */
export interface SharedPolicyFields {
  /** Key columns as written; absent: the catalog's primary key or unique index. */
  key?: string[];
  /** A numeric clock's unit (epoch seconds, milliseconds or microseconds). */
  clockUnit?: "epoch-s" | "epoch-ms" | "epoch-us";
  /** The time zone of a wall-clock (timestamp without time zone, or date) clock; default UTC. */
  clockTimeZone?: string;
  /** A retention per tenant (`retention` is then its default; `hasDefault` false: no default, kept). */
  tenant?: TenantRule & { hasDefault: boolean };
  where?: Condition[];
  keep?: KeepNewest;
  alsoDelete?: string[];
  orphans?: boolean;
  archive?: ArchiveRule;
  /** VACUUM (ANALYZE) the table after a large run, where the role may. */
  vacuumAfter?: boolean;
  status?: { column: string; values: string[] };
  selfReference?: string;
  /** Tables (`schema.table`) that deletes reach through ON DELETE CASCADE / SET NULL / SET DEFAULT. */
  cascades?: { schema: string; name: string }[];
  /** Children deleted first along their foreign keys (the ORM's cascades), by the batch's statement. */
  deleteFirst?: { table: { schema: string; name: string }; columns: string[] }[];
  hold?: string;
  /** Deleted rows' keys are published (outbox, then EventBridge). */
  publish: boolean;
}

/**
 * The shared fields of a policy whose mechanism takes `Taken`: those, and the others never set (a
 * boolean one may be false, which the table reads as left out).
 */
export type SharedFieldsTaken<Taken extends SharedFieldName> = Pick<SharedPolicyFields, Taken> & {
  [Field in keyof Omit<SharedPolicyFields, Taken>]: Extract<SharedPolicyFields[Field], false>;
};
