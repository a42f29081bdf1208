// The retention table: its schema (zod), its presets loaded, its policies selected; errors name the
// field.
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { approximateMs } from "./calendar.js";
import { ConfigError, configErrorFrom } from "./errors.js";
import type { Issue } from "./mechanisms/port.js";
import {
  DEFAULT_MECHANISM,
  MECHANISM_NAMES,
  MECHANISMS,
  type MechanismPolicy,
  mechanismContract,
  OWN_FIELDS,
  writesKeyedHashes,
} from "./mechanisms.js";
import { COMMON_FIELDS, SHARED_FIELDS, type SharedFieldName } from "./policy-fields.js";
import { presetNames, presets } from "./presets.js";
import { hasAge } from "./rules.js";
import { type StoreEntry, storeEntry, storeInput } from "./stores/index.js";
import { type S3LifecycleEntry, s3LifecycleFields } from "./stores/s3-lifecycle.js";

/** Retention shorter than this is almost always a typo (`30m` for `30d`): refused unless overridden. */
const MIN_RETENTION_MS = 3_600_000;

export { qualifiedTable } from "./policy-fields.js";
export { RETENTION_TO_CHOOSE } from "./rules.js";

/**
 * Every field any policy may have, checked each by its own schema; what a policy's mechanism does
 * not take is refused afterwards (checkMechanism), naming the field and who takes it.
 */
const policyFields = z.strictObject({
  ...COMMON_FIELDS,
  ...SHARED_FIELDS,
  /** What the policy does to its rows (contract/mechanisms.ts); a policy that names none deletes. */
  mechanism: z.enum(MECHANISM_NAMES).default(DEFAULT_MECHANISM),
  ...OWN_FIELDS,
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
  checkArchive(policy, issue);
  mechanismContract(policy.mechanism).check?.(policy, issue);
});

type RawPolicy = z.output<typeof policyFields>;

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

const SHARED_FIELD_NAMES = Object.keys(SHARED_FIELDS) as SharedFieldName[];

/** A field is given unless left out or false (a boolean left at false says nothing). */
const isGiven = (policy: RawPolicy, field: string) => {
  const value = (policy as Record<string, unknown>)[field];
  return value !== undefined && value !== false;
};

/**
 * What the policy's mechanism takes and needs, as each mechanism registers it: a shared field it
 * does not take, another mechanism's own field, a field it cannot go without, each refused by name.
 */
function checkMechanism(policy: RawPolicy, issue: Issue): void {
  const mechanism = mechanismContract(policy.mechanism);
  const given = (field: string) => isGiven(policy, field);
  for (const field of SHARED_FIELD_NAMES) {
    if (!given(field) || mechanism.takes.includes(field)) continue;
    const declined = (mechanism.declines as Partial<Record<string, string>> | undefined)?.[field];
    issue(
      field,
      declined
        ? `does not apply to mechanism ${mechanism.name} yet: ${declined}`
        : `does not apply to mechanism ${mechanism.name}`,
    );
  }
  for (const other of MECHANISMS)
    for (const field of Object.keys(other.fields))
      if (other.name !== mechanism.name && given(field))
        issue(field, `applies only to mechanism ${other.name}`);
  for (const [field, why] of Object.entries(mechanism.needs ?? {}))
    if (!given(field)) issue(field, why as string);
  // (A clock that failed its own schema reaches this check untransformed: read it with care.)
  if (mechanism.facts.oneClockColumn && (policy.clock?.columns?.length !== 1 || policy.clock.plus))
    issue("clock", `must be the one partition key column for ${mechanism.name}`);
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
    ...(policy.deleteFirst
      ? [
          "deleteFirst (the children it deletes would leave unarchived; give their tables policies of their own, with archive)",
        ]
      : []),
    ...(policy.alsoDelete ? ["alsoDelete (the rows it takes would leave unarchived)"] : []),
    ...(policy.selfReference ? ["selfReference (whole trees at once are not archived yet)"] : []),
    ...(policy.publish ? ["publish (archive or publish, not both yet)"] : []),
  ];
  for (const what of taken) issue("archive", `cannot go with ${what}`);
}

/** An object store's part of the retention table, as it has been written: an s3-lifecycle store. */
const bucketInput = z.strictObject(s3LifecycleFields);

/** A retention table's fields, its policies as `policy` says (the parser's, or the JSON Schema's). */
export const tableFields = <Policy extends z.ZodType>(policy: Policy) =>
  z.strictObject({
    /** The JSON Schema editors check the file against (retention-job init writes it). */
    $schema: z.string().optional(),
    policies: z.array(policy).min(1, { message: "must hold at least one policy" }),
    /** S3 prefixes (the s3-lifecycle kind without its `kind`): the form before `stores`. */
    buckets: z.array(bucketInput).default([]),
    /** Derived stores of any kind (contract/stores/): each is checked once per run. */
    stores: z.array(storeInput).default([]),
  });

export const retentionTableInput = tableFields(policyInput).superRefine((table, ctx) => {
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

/**
 * A validated policy: past this point its identifiers and values are trusted. One type per
 * mechanism (contract/mechanisms.ts), told apart by `mechanism`: a mechanism's own fields are read
 * after narrowing on it.
 */
export type Policy = MechanismPolicy;

export interface RetentionTable {
  policies: Policy[];
  /** Every derived store: the `buckets` entries (as s3-lifecycle), then the `stores` entries. */
  stores: StoreEntry[];
  /** The s3-lifecycle stores: the buckets an archive may name. */
  buckets: BucketRule[];
}

/** The policy's final form; its fields are those its mechanism takes (checkMechanism refused the rest). */
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
  const policy = {
    ...rest,
    clock: clock.columns,
    ...(clock.plus ? { clockPlus: clock.plus } : {}),
    ...(tenant ? { tenant: { ...tenant, hasDefault: retention !== undefined } } : {}),
    ageRule: retention !== undefined || tenant !== undefined,
    retention: retention ?? { months: 0, days: 0, ms: 0 },
    // A retention per tenant: the oldest-row figure is the worst tenant's overdue (see report.ts).
    retentionMs: retention && !tenant ? approximateMs(retention) : 0,
  };
  return policy as Policy;
}

/** The first policy that writes a keyed hash (it needs the redaction key), if any. */
export const hashingPolicy = (policies: Policy[]): Policy | undefined =>
  policies.find(writesKeyedHashes);

/** Validates a retention table (already parsed from JSON); throws ConfigError naming the field. */
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
