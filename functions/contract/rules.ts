// The rules a policy may say beyond "older than": typed conditions, a clock computed from two
// columns, keeping the newest rows per group, redacting columns. Schemas whose errors name the
// field; the catalog checks the columns and values later (engine/catalog), never raw SQL text.
import { z } from "zod";

export const identifierPattern = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;
export const identifierHelp =
  "a PostgreSQL identifier (letters, digits, _ or $, not starting with a digit, at most 63 characters)";
export const identifier = z
  .string()
  .regex(identifierPattern, { message: `must be ${identifierHelp}` });

/** A value a condition or a redaction compares or writes: text, a number or a boolean. */
const scalar = z.union([z.string(), z.number().finite(), z.boolean()]);

/**
 * One typed condition; a policy's conditions are ANDed. `is`: null / not null (a boolean column:
 * true / false); `equals`: one value; `in`: a list. Values are bound as parameters of the
 * column's own type.
 */
export const condition = z.union([
  z.strictObject({ column: identifier, is: z.enum(["null", "not null", "true", "false"]) }),
  z.strictObject({ column: identifier, equals: scalar }),
  z.strictObject({
    column: identifier,
    in: z
      .array(z.union([z.string(), z.number().finite()]))
      .min(1, { message: "must list a value" }),
  }),
]);
export type Condition = z.output<typeof condition>;

/** Units of a computed clock's duration column (an `interval` column needs none). */
export const DURATION_UNIT_MS = {
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
} as const;

/** A clock computed from a timestamp and a duration: `created_at + expires_in` seconds. */
export const computedClock = z.strictObject({
  column: identifier,
  plus: identifier,
  unit: z.enum(Object.keys(DURATION_UNIT_MS) as ["ms", "s", "min", "h", "d"]).optional(),
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

export const redactedColumns = z
  .record(identifier, redactedValue)
  .refine((columns) => Object.keys(columns).length > 0, "must name at least one column");

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
