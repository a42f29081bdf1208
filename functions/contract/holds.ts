// Legal holds tied to a case: what a hold names (its case, reason, who placed it, its review date)
// and its scope: a data subject (an erasure table's subject key and every row the erasure table
// reaches from it), a tenant (a tenant policy's key), a whole policy, or a table's rows that typed
// conditions select (the retention table's condition language, no SQL text). The CLI's `hold` and
// the Lambda's hold-add / hold-list / hold-release events are checked here, each error naming its field.
import { z } from "zod";
import { ConfigError, configErrorFrom } from "./errors.js";
import { condition, relatedTable } from "./rules.js";

const caseId = z
  .string()
  .min(1, { message: "must name the case (2026-113)" })
  .max(200, { message: "at most 200 characters" });

const text = (what: string) => z.string().min(1, { message: `must say ${what}` });

export const holdScope = z.union([
  z.strictObject({
    subject: z.strictObject({
      /** The erasure table (its name) whose subject and graph the hold covers. */
      erasureTable: z.string().min(1, { message: "must be the erasure table's name" }).optional(),
      key: z.string().min(1, { message: "must be the subject's key" }),
    }),
  }),
  z.strictObject({
    tenant: z.strictObject({ policy: z.string().min(1), key: z.string().min(1) }),
  }),
  z.strictObject({ policy: z.string().min(1) }),
  z.strictObject({
    table: relatedTable,
    conditions: z.array(condition).min(1, { message: "must hold a condition" }),
  }),
]);
export type HoldScope = z.output<typeof holdScope>;
export type HoldScopeInput = z.input<typeof holdScope>;

/** A date (YYYY-MM-DD) or a time, read as a time. */
const reviewBy = z.iso
  .date()
  .or(z.iso.datetime({ offset: true }))
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString());

export const holdAdd = z.strictObject({
  case: caseId,
  reason: text("why the hold is placed"),
  placedBy: text("who places the hold"),
  reviewBy: reviewBy.optional(),
  scope: holdScope,
});
export type HoldAdd = z.output<typeof holdAdd>;

export const holdRelease = z.strictObject({
  case: caseId,
  releasedBy: text("who releases the hold"),
});
export type HoldRelease = z.output<typeof holdRelease>;

/** The Lambda's hold events: `kind` hold-add, hold-list, hold-release. */
export const holdEvent = z.discriminatedUnion("kind", [
  holdAdd.extend({ kind: z.literal("hold-add") }),
  z.strictObject({ kind: z.literal("hold-list"), all: z.boolean().default(false) }),
  holdRelease.extend({ kind: z.literal("hold-release") }),
]);
export type HoldEvent = z.output<typeof holdEvent>;

export const HOLD_KINDS = ["hold-add", "hold-list", "hold-release"] as const;

export const isHoldEvent = (input: unknown): boolean =>
  typeof input === "object" &&
  input !== null &&
  (HOLD_KINDS as readonly unknown[]).includes((input as { kind?: unknown }).kind);

/** Parses `input` with `schema`; a refusal names the field under `root`. */
export function parseHold<T extends z.ZodType>(schema: T, input: unknown, root = ""): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw configErrorFrom(result.error, root);
  return result.data;
}

/** The scope's kind, as the register and the report name it. */
export const scopeKind = (scope: HoldScope): "subject" | "tenant" | "policy" | "table" =>
  "subject" in scope
    ? "subject"
    : "tenant" in scope
      ? "tenant"
      : "policy" in scope
        ? "policy"
        : "table";

/** A scope as the command line's flags write it, one JSON object (--scope). */
export function scopeFromJson(textValue: string, field = "--scope"): unknown {
  try {
    return JSON.parse(textValue);
  } catch (error) {
    throw new ConfigError(field, `is not JSON (${(error as Error).message})`);
  }
}
