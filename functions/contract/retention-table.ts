// The retention table: its schema (zod), its presets loaded, its policies selected; errors name the
// field.
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { durationHelp, parseDuration } from "./duration.js";
import { ConfigError, configErrorFrom } from "./errors.js";
import { MAX_BATCH_SIZE, MIN_RETENTION_MS } from "./limits.js";
import { LEDGER_SCHEMA } from "./names.js";
import { presetNames, presets } from "./presets.js";

const AVERAGE_MONTH_MS = 2_629_746_000; // 365.2425 days / 12

const identifierPattern = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;
const identifierHelp =
  "a PostgreSQL identifier (letters, digits, _ or $, not starting with a digit, at most 63 characters)";

const identifier = z.string().regex(identifierPattern, { message: `must be ${identifierHelp}` });

/** Schemas no retention rule may touch: PostgreSQL's own (pg_*, information_schema), and the job's. */
const isOffLimits = (schema: string) =>
  /^pg_/i.test(schema) || /^information_schema$/i.test(schema) || schema === LEDGER_SCHEMA;

const qualifiedTable = z
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

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** One column, a list of columns, or `least(a, b)`: the earliest non-null of them starts the clock. */
const clock = z.union([z.string(), z.array(z.string()).min(1)]).transform((value, ctx) => {
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
  return [...new Set(columns)];
});

/** A fixed duration, or whole calendar months (`12 months`, `P12M`, `P1Y`): partitions are monthly. */
const monthsPattern = /^(?:(\d+)\s*months?|P(\d+)M|P(\d+)Y)$/i;
const retention = z.string().transform((value, ctx) => {
  const months = monthsPattern.exec(value.trim());
  if (months) {
    const count = months[3] !== undefined ? Number(months[3]) * 12 : Number(months[1] ?? months[2]);
    return { ms: count * AVERAGE_MONTH_MS, months: count };
  }
  const ms = parseDuration(value);
  if (ms === undefined) {
    ctx.addIssue({
      code: "custom",
      message: `"${value}" is not ${durationHelp}, nor a number of months (12 months, P12M)`,
    });
    return z.NEVER;
  }
  return { ms, months: undefined };
});

const policyInput = z
  .strictObject({
    name: z.string().regex(/^[a-z][a-z0-9_-]{0,62}$/, {
      message: "must be lower-case letters, digits, _ or -, starting with a letter",
    }),
    table: qualifiedTable,
    /** Optional: the table's primary key (or a unique index over NOT NULL columns), read from the catalog. */
    key: z
      .union([identifier, z.array(identifier).min(1, { message: "must name at least one column" })])
      .transform((value) => (Array.isArray(value) ? [...new Set(value)] : [value]))
      .optional(),
    clock,
    /** A numeric clock's unit: seconds, milliseconds or microseconds since 1970-01-01 UTC. */
    clockUnit: z.enum(["epoch-s", "epoch-ms", "epoch-us"]).optional(),
    /** The time zone a `timestamp without time zone` (or `date`) clock's wall-clock values are in (default UTC). */
    clockTimeZone: z
      .string()
      .refine(isTimeZone, {
        message: "must be an IANA time zone such as Europe/Berlin or America/Guayaquil",
      })
      .optional(),
    retention,
    /** delete: batched DELETE; drop-partitions: detach and drop whole range partitions past the cutoff. */
    mechanism: z.enum(["delete", "drop-partitions"]).default("delete"),
    /** drop-partitions only: keep the detached table instead of dropping it (like pg_partman). */
    keepTable: z.boolean().optional(),
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
  })
  .superRefine((policy, ctx) => {
    if (policy.retention.ms <= 0) {
      ctx.addIssue({ code: "custom", path: ["retention"], message: "must be greater than zero" });
    } else if (policy.retention.ms < MIN_RETENTION_MS && !policy.allowShortRetention) {
      ctx.addIssue({
        code: "custom",
        path: ["retention"],
        message: "is under one hour; set allowShortRetention: true if that is really meant",
      });
    }
    if (policy.selfReference !== undefined && policy.key?.includes(policy.selfReference)) {
      ctx.addIssue({ code: "custom", path: ["selfReference"], message: "must differ from key" });
    }
    if (policy.mechanism === "drop-partitions") {
      for (const field of [
        "status",
        "selfReference",
        "hold",
        "key",
        "cascades",
        "clockUnit",
        "clockTimeZone",
      ] as const) {
        if (policy[field] !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: "does not apply to drop-partitions (whole partitions go)",
          });
        }
      }
      if (policy.clock.length !== 1) {
        ctx.addIssue({
          code: "custom",
          path: ["clock"],
          message: "must be the one partition key column for drop-partitions",
        });
      }
    } else if (policy.keepTable !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["keepTable"],
        message: "applies only to mechanism drop-partitions",
      });
    }
  });

const DAY_MS = 86_400_000;

/** An object store's part of the retention table: its lifecycle rule must expire the prefix in time. */
const bucketInput = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_-]{0,62}$/, {
    message: "must be lower-case letters, digits, _ or -, starting with a letter",
  }),
  /** The bucket's name; a CDK app that passes the bucket to the construct may leave it out. */
  bucket: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: "must be an S3 bucket name" })
    .optional(),
  prefix: z.string().default(""),
  retention: z.string().transform((value, ctx) => {
    const ms = parseDuration(value);
    if (ms === undefined || ms <= 0 || ms % DAY_MS !== 0) {
      ctx.addIssue({
        code: "custom",
        message: `"${value}" is not a whole number of days (S3 lifecycle rules count days), such as 30d or P30D`,
      });
      return z.NEVER;
    }
    return ms / DAY_MS;
  }),
  /** A versioned bucket: noncurrent versions must expire within the retention too. */
  versioned: z.boolean().default(false),
  owner: z.string().min(1, { message: "must name who owns this rule" }),
  description: z.string().optional(),
});

const retentionTableInput = z
  .strictObject({
    policies: z.array(policyInput).min(1, { message: "must hold at least one policy" }),
    buckets: z.array(bucketInput).default([]),
  })
  .superRefine((table, ctx) => {
    const seen = new Set<string>();
    const names = [
      ...table.policies.map((entry, index) => ({ name: entry.name, path: ["policies", index] })),
      ...table.buckets.map((entry, index) => ({ name: entry.name, path: ["buckets", index] })),
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
  });

/** A retention table as written (JSON, a CDK app's object), before it is checked and defaults filled. */
export type RetentionTableInput = z.input<typeof retentionTableInput>;

/** A bucket entry: objects under `prefix` must expire within `retentionDays`. */
export interface BucketRule {
  name: string;
  bucket?: string;
  prefix: string;
  retentionDays: number;
  versioned: boolean;
  owner: string;
  description?: string;
}

type PolicyInput = z.output<typeof policyInput>;

/** A validated policy: past this point its identifiers and values are trusted. */
export interface Policy {
  name: string;
  table: { schema: string; name: string };
  /** Key columns as written; absent: the catalog's primary key or unique index. */
  key?: string[];
  /** Columns whose earliest non-null value starts the retention clock. */
  clock: string[];
  /** A numeric clock's unit (epoch seconds, milliseconds or microseconds). */
  clockUnit?: "epoch-s" | "epoch-ms" | "epoch-us";
  /** The time zone of a wall-clock (timestamp without time zone, or date) clock; default UTC. */
  clockTimeZone?: string;
  /** The retention in ms (for months: an average month, used only for alarm thresholds and display). */
  retentionMs: number;
  /** Set when the retention is in calendar months: the cutoff is then now minus that many months. */
  retentionMonths?: number;
  mechanism: "delete" | "drop-partitions";
  keepTable?: boolean;
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

export interface RetentionTable {
  policies: Policy[];
  buckets: BucketRule[];
}

function toPolicy(input: PolicyInput): Policy {
  const { retention, allowShortRetention: _allow, ...rest } = input;
  return {
    ...rest,
    retentionMs: retention.ms,
    ...(retention.months !== undefined ? { retentionMonths: retention.months } : {}),
  };
}

/** Validates a retention table (already parsed from JSON); throws ConfigError naming the field. */
export function parseRetentionTable(input: unknown, root = ""): RetentionTable {
  const result = retentionTableInput.safeParse(input);
  if (!result.success) throw configErrorFrom(result.error, root);
  return {
    policies: result.data.policies.map(toPolicy),
    buckets: result.data.buckets.map(({ retention, ...rest }) => ({
      ...rest,
      retentionDays: retention,
    })),
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
