// The erasure table: what erasing one data subject does to each table the foreign-key graph reaches
// from the subject's table (delete, the default; redact given columns; keep, with a reason). Its
// schema (zod), its loading; errors name the field, as the retention table's do.
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { ConfigError, configErrorFrom } from "./errors.js";
import { qualifiedTable } from "./retention-table.js";
import { type ColumnCondition, condition, identifier, identifierPattern } from "./rules.js";

/** What a redacted column becomes: NULL, a fixed value (a flag such as true), or the run's now. */
const erasedValue = z.union([
  z.null(),
  z.literal("now"),
  z.strictObject({ value: z.union([z.string(), z.number().finite(), z.boolean()]) }),
]);
export type ErasedValue = z.output<typeof erasedValue>;

/** Conditions on the row's own columns only (a redaction's typed condition). */
const ownConditions = z
  .array(condition)
  .min(1, { message: "must hold a condition" })
  .superRefine((conditions, ctx) => {
    conditions.forEach((each, index) => {
      if (!("column" in each))
        ctx.addIssue({
          code: "custom",
          path: [index],
          message: "an erasure's condition is on the row's own columns (no exists / notExists)",
        });
      else if ("sameAs" in each)
        ctx.addIssue({
          code: "custom",
          path: [index, "sameAs"],
          message: "applies only inside exists / notExists (the row it names is a level up)",
        });
    });
  })
  .transform((conditions) => conditions as ColumnCondition[]);

const hold = identifier.optional();

const tableAction = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("delete"), hold }),
  z.strictObject({
    action: z.literal("redact"),
    columns: z
      .record(identifier, erasedValue)
      .refine((columns) => Object.keys(columns).length > 0, "must name at least one column"),
    /** Only rows meeting these are redacted; the others stay as they are (keep a banned account's e-mail). */
    where: ownConditions.optional(),
    hold,
  }),
  z.strictObject({
    action: z.literal("keep"),
    reason: z
      .string()
      .min(1, { message: "must say why the rows are kept (the receipt records it)" }),
    hold,
  }),
]);
export type ErasureAction = z.output<typeof tableAction>;

const qualifiedKey = (key: string) => {
  const parts = key.split(".");
  return parts.length === 2 && parts.every((part) => identifierPattern.test(part));
};

export const erasureTableInput = z.strictObject({
  $schema: z.string().optional(),
  /** Names the erasure table in the ledger and the receipts (lower-case, like a policy's name). */
  name: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,62}$/, {
      message: "must be lower-case letters, digits, _ or -, starting with a letter",
    })
    .default("erasure"),
  subject: z.strictObject({
    table: qualifiedTable,
    /** The column that names a subject; absent: the table's one-column primary key. */
    key: identifier.optional(),
  }),
  /** Per table (`schema.table`) the graph reaches, the subject's own included: what happens to its rows. */
  tables: z
    .record(z.string(), tableAction)
    .superRefine((tables, ctx) => {
      for (const key of Object.keys(tables)) {
        if (!qualifiedKey(key))
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "must be a schema-qualified table name such as public.users",
          });
      }
    })
    .default({}),
  owner: z.string().min(1, { message: "must name who owns this erasure table" }),
  description: z.string().optional(),
});

/** The erasure table as its author writes it (the JSON, or the construct's prop). */
export type ErasureTableInput = z.input<typeof erasureTableInput>;

/** A validated erasure table. */
export interface ErasureTable {
  name: string;
  subject: { table: { schema: string; name: string }; key?: string };
  /** Keyed `schema.table`, as written. */
  tables: Record<string, ErasureAction>;
  owner: string;
  description?: string;
}

export function parseErasureTable(input: unknown, root = ""): ErasureTable {
  const result = erasureTableInput.safeParse(input);
  if (!result.success) throw configErrorFrom(result.error, root);
  const { $schema: _schema, ...table } = result.data;
  return table;
}

export async function loadErasureTableFile(path: string, field = "--erasure-table") {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new ConfigError(field, `cannot read ${path} (${(error as NodeJS.ErrnoException).code})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(path, `is not valid JSON (${(error as Error).message})`);
  }
  return parseErasureTable(json);
}
