/**
 * The port of a store check: what a kind of derived store (an S3 prefix's lifecycle, a DynamoDB
 * table's TTL, ...) declares so that the retention table, the infrastructure and the check take
 * it as it is. The contract's half of a kind: its fields and its IAM grants; the reading half (the
 * AWS calls) is functions/aws/stores/<kind>.ts.
 */
import type { z } from "zod";

/** Where a grant's resources live: the function's own partition, region and account. */
export interface ArnContext {
  partition: string;
  region: string;
  account: string;
}

/** One IAM statement a kind needs for one entry (the infrastructure grants exactly these). */
export interface StoreGrant {
  actions: string[];
  resources: string[];
  /** IAM conditions, as a policy document writes them (operator → key → values). */
  conditions?: Record<string, Record<string, string | string[]>>;
}

/** The fields every store entry has, whatever its kind. */
export interface StoreEntryBase {
  kind: string;
  name: string;
  owner: string;
  description?: string;
  /** Where the entry was written (`buckets[0]`, `stores[2]`), for messages that name a field. */
  at: string;
}

/**
 * A kind's declaration. `schema` is the entry as written (with `kind` its literal); `entry` turns
 * the parsed input into the entry the check reads.
 */
export interface StoreKind<
  Kind extends string,
  Schema extends z.ZodType,
  Entry extends StoreEntryBase,
> {
  kind: Kind;
  /** One line for the docs and the JSON Schema. */
  summary: string;
  schema: Schema;
  entry(input: z.output<Schema>, at: string): Entry;
  /** The store as an operator names it (`s3://bucket/prefix`, `DynamoDB table t, attribute a`). */
  where(entry: Entry): string;
  /** What the check may call, on what (the actions and the resources of each statement). */
  grants(entry: Entry, arn: ArnContext): StoreGrant[];
  /** A field the deployed function needs and the entry leaves to the CDK app, if any. */
  missing?(entry: Entry): { field: string; message: string } | undefined;
}

/** The verdict of one entry's check: a tagged union on `verdict`; `status` is the kind's word. */
export type StoreFinding = {
  name: string;
  kind: string;
  where: string;
  detail: string;
} & (
  | { verdict: "ok"; status: "ok" }
  | { verdict: "mismatch"; status: string }
  | { verdict: "unreadable"; status: "unreadable" }
);

/**
 * The AWS clients a check reads with, one per service, made on first use: a door seeds the ones it
 * already has (the Lambda's traced S3 client, a test's endpoint) and wraps the others.
 */
export interface ClientSource {
  get<Client>(service: string, make: (config: ClientConfig) => Client): Client;
}

/** What a door tells every client it makes (the command line's region; the Lambda's is its own). */
export interface ClientConfig {
  region?: string;
}

/** A kind's reading half: one entry's store, read and judged (it may throw: the store is unreadable). */
export type StoreCheck<Entry extends StoreEntryBase> = (
  entry: Entry,
  clients: ClientSource,
) => Promise<StoreFinding>;
