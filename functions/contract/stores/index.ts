// The store kinds, listed once: the retention table's `stores` entries are one of these, and the
// infrastructure grants what each declares. A new kind: one file here, one line in STORE_KINDS.
import { z } from "zod";
import { dynamodbTtl } from "./dynamodb-ttl.js";
import type { ArnContext, StoreEntryBase, StoreGrant, StoreKind } from "./port.js";
import { s3Lifecycle } from "./s3-lifecycle.js";

export const STORE_KINDS = [s3Lifecycle, dynamodbTtl] as const;

type Kinds = (typeof STORE_KINDS)[number];
export type StoreKindName = Kinds["kind"];
/** A checked store entry, of whichever kind. */
export type StoreEntry = ReturnType<Kinds["entry"]>;
/** The entry of one kind. */
export type StoreEntryOf<Kind extends StoreKindName> = Extract<StoreEntry, { kind: Kind }>;

/** A `stores` entry as written: its `kind` says which fields it takes. */
export const storeInput = z.discriminatedUnion(
  "kind",
  STORE_KINDS.map((each) => each.schema) as unknown as [Kinds["schema"], ...Kinds["schema"][]],
);

type AnyKind = StoreKind<string, z.ZodType, StoreEntryBase>;
const kindOf = (entry: StoreEntry): AnyKind =>
  STORE_KINDS.find((each) => each.kind === entry.kind) as unknown as AnyKind;

/** An entry as parsed (`at` says where it was written) → the entry its check reads. */
export function storeEntry(input: z.output<typeof storeInput>, at: string): StoreEntry {
  const kind = STORE_KINDS.find((each) => each.kind === input.kind) as unknown as AnyKind;
  return kind.entry(input, at) as StoreEntry;
}

export const storeWhere = (entry: StoreEntry): string => kindOf(entry).where(entry);

/** The IAM statements every entry's check needs. */
export const storeGrants = (entries: StoreEntry[], arn: ArnContext): StoreGrant[] =>
  entries.flatMap((entry) => kindOf(entry).grants(entry, arn));

/** The first field an entry leaves to the CDK app, with the path it was written at. */
export function storeMissing(entry: StoreEntry): { field: string; message: string } | undefined {
  const missing = kindOf(entry).missing?.(entry);
  return missing && { field: `${entry.at}.${missing.field}`, message: missing.message };
}

export type {
  ArnContext,
  ClientConfig,
  ClientSource,
  StoreCheck,
  StoreFinding,
  StoreGrant,
} from "./port.js";
export type { S3LifecycleEntry } from "./s3-lifecycle.js";
