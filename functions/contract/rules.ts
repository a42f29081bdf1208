// The rules a policy may say beyond "older than": typed conditions, a clock computed from two
// columns, keeping the newest rows per group, the values a redaction writes. Schemas whose errors
// name the field; the catalog checks the columns and values later (engine/catalog), never raw SQL
// text.
import { z } from "zod";
import { intervalHelp, parseInterval } from "./duration.js";

export const identifierPattern = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;
export const identifierHelp =
  "a PostgreSQL identifier (letters, digits, _ or $, not starting with a digit, at most 63 characters)";
export const identifier = z
  .string()
  .regex(identifierPattern, { message: `must be ${identifierHelp}` });

/** A value a condition or a redaction compares or writes: text, a number or a boolean. */
const scalar = z.union([z.string(), z.number().finite(), z.boolean()]);

const values = z
  .array(z.union([z.string(), z.number().finite()]))
  .min(1, { message: "must list a value" });

/**
 * An interval as a retention is written (`1 week`, `30d`, `P1M`): an age's, a tier's; the run's
 * now minus it, as PostgreSQL computes.
 */
export const intervalText = z.string().transform((value, ctx) => {
  const interval = parseInterval(value);
  if (interval === undefined) {
    ctx.addIssue({ code: "custom", message: `"${value}" is not ${intervalHelp}` });
    return z.NEVER;
  }
  return interval;
});

/** What `retention-job init` writes where a person must choose a retention (a policy's, a tier's). */
export const RETENTION_TO_CHOOSE = "?";

/** An interval a person must choose: `?` (init's draft) is refused as not chosen yet, naming the field. */
export const chosenInterval = z.string().transform((value, ctx) => {
  if (value.trim() === RETENTION_TO_CHOOSE) {
    ctx.addIssue({
      code: "custom",
      message:
        "not chosen yet: write how long a row is kept after its clock (30d, 12 months); retention-job init leaves this choice to a person",
    });
    return z.NEVER;
  }
  const interval = parseInterval(value);
  if (interval === undefined) {
    ctx.addIssue({ code: "custom", message: `"${value}" is not ${intervalHelp}` });
    return z.NEVER;
  }
  return interval;
});

/** A table another condition names: `schema.table`. */
export const relatedTable = z
  .string()
  .refine((value) => {
    const parts = value.split(".");
    return parts.length === 2 && parts.every((part) => identifierPattern.test(part));
  }, `must be a schema-qualified table name such as public.users, each part ${identifierHelp}`)
  .transform((value) => {
    const [schema, name] = value.split(".") as [string, string];
    return { schema, name };
  });

/** A condition on one column of the row. */
const columnConditions = [
  z.strictObject({ column: identifier, is: z.enum(["null", "not null", "true", "false"]) }),
  z.strictObject({ column: identifier, equals: scalar }),
  z.strictObject({ column: identifier, notEquals: scalar }),
  z.strictObject({ column: identifier, in: values }),
  z.strictObject({ column: identifier, notIn: values }),
  z.strictObject({ column: identifier, olderThan: intervalText }),
  /** Inside exists / notExists: the related row's column holds the same value as `sameAs` of the row one level up. */
  z.strictObject({ column: identifier, sameAs: identifier }),
] as const;
export type ColumnCondition = z.output<(typeof columnConditions)[number]>;

/**
 * Rows of another table along a foreign key the catalog has (either way: rows that reference this
 * one, or the row this one references), with conditions of their own; `via` names the key's
 * columns (on the referencing side) where more than one key joins the two tables.
 */
export interface Related {
  table: { schema: string; name: string };
  via?: string[];
  where?: Condition[];
}
export type Condition = ColumnCondition | { exists: Related } | { notExists: Related };

/** The referencing side's columns of the foreign key meant: one, or a list (always a list after). */
export const viaColumns = z
  .union([identifier, z.array(identifier).min(1, { message: "must name a column" })])
  .transform((value) => (Array.isArray(value) ? value : [value]));

const related: z.ZodType<Related, unknown> = z.lazy(() =>
  z.strictObject({
    table: relatedTable,
    via: viaColumns.optional(),
    where: z.array(condition).min(1, { message: "must hold a condition" }).optional(),
  }),
);

/**
 * One typed condition; a policy's conditions are ANDed. On a column: `is` null / not null (a
 * boolean column: true / false), `equals` / `notEquals` one value, `in` / `notIn` a list (NULL
 * matches none of these, as in SQL), `olderThan` an age (a clock of its own). Through a foreign
 * key: `exists` / `notExists` a related row with its own conditions, nested as deep as needed;
 * there `sameAs` ties a column of the related row to one of the row a level up (a favourite by the
 * status's own account: favourites.account_id = statuses.account_id).
 * Values are bound as parameters of the column's own type; no SQL text.
 */
export const condition: z.ZodType<Condition, unknown> = z.lazy(() =>
  z.union([
    ...columnConditions,
    z.strictObject({ exists: related }),
    z.strictObject({ notExists: related }),
  ]),
);

/** Whether a condition (or one nested in it) dates the row by an age of its own. */
export const hasAge = (each: Condition): boolean =>
  "olderThan" in each ||
  (
    ("exists" in each ? each.exists : "notExists" in each ? each.notExists : undefined)?.where ?? []
  ).some(hasAge);

/**
 * Units a number of a duration may count in, in ms each: a computed clock's duration column (an
 * `interval` column needs none), a tenant's numeric retention column.
 */
export const DURATION_UNIT_MS = {
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
} as const;

export type DurationUnit = keyof typeof DURATION_UNIT_MS;

/** The unit field of a number of a duration (seconds unless given). */
export const durationUnit = z
  .enum(Object.keys(DURATION_UNIT_MS) as [DurationUnit, ...DurationUnit[]])
  .optional();

/** A clock computed from a timestamp and a duration: `created_at + expires_in` seconds. */
export const computedClock = z.strictObject({
  column: identifier,
  plus: identifier,
  unit: durationUnit,
});

/** Keep the newest N rows of each group (by a column); the rest go (with an age rule: once old too). */
export const keepNewest = z.strictObject({
  newest: z.number().int().min(1).max(1_000_000),
  per: z.array(identifier).default([]),
  by: identifier,
});
export type KeepNewest = z.output<typeof keepNewest>;

/** A redaction key shorter than this is refused: the hash of a guessable value must not be. */
export const REDACTION_KEY_MIN_LENGTH = 16;

/** What a redacted column becomes: NULL, a keyed hash (stays unique), or a fixed value. */
export const redactedValue = z.union([
  z.null(),
  z.literal("hash"),
  z.strictObject({ value: scalar }),
]);
export type RedactedValue = z.output<typeof redactedValue>;

/**
 * Archive before purge: each batch's rows (or each partition) go to an object in the bucket of a
 * `buckets` entry (its lifecycle is the archive's own retention), read back and verified before
 * they are deleted. Parquet by default; `jsonl`: gzipped JSON lines.
 */
export const archiveRule = z.strictObject({
  /** The `buckets` entry (its name) that holds the archive. */
  bucket: z.string().regex(/^[a-z][a-z0-9_-]{0,62}$/, {
    message: "must name an entry of buckets (lower-case letters, digits, _ or -)",
  }),
  /** Under the entry's prefix: `policy/...` objects go under this one. */
  prefix: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, { message: "must be an S3 key prefix (no spaces)" })
    .default(""),
  format: z.enum(["parquet", "jsonl"]).default("parquet"),
});
export type ArchiveRule = z.output<typeof archiveRule>;
