// The mechanisms a policy may name, registered once (MECHANISMS): the retention table's schema and
// refusals, its JSON Schema's branches, the docs' section, every union of mechanism names, the
// Policy type and the doors derive from this list. A mechanism's contract half is its declaration
// (contract/mechanisms/port.ts); its engine half is its folder under functions/engine/mechanisms/.
import type { z } from "zod";
import { deletion } from "./mechanisms/delete.js";
import { dropPartitions } from "./mechanisms/drop-partitions.js";
import { moveToTable } from "./mechanisms/move-to-table.js";
import type { MechanismContract, MechanismFacts, PolicyOf } from "./mechanisms/port.js";
import { redaction } from "./mechanisms/redact.js";
import { METRIC } from "./metrics.js";
import type { SharedFieldName } from "./policy-fields.js";

/** The list, the default first: a policy that names no mechanism deletes. */
export const MECHANISMS = [deletion, redaction, dropPartitions, moveToTable] as const;

type Registered = (typeof MECHANISMS)[number];
export type MechanismName = Registered["name"];
export const MECHANISM_NAMES = MECHANISMS.map((each) => each.name) as [
  MechanismName,
  ...MechanismName[],
];
export const DEFAULT_MECHANISM = MECHANISMS[0].name;

/** A validated policy of the named mechanism. */
export type PolicyOfMechanism<Name extends MechanismName> = PolicyOf<
  Extract<Registered, { name: Name }>
>;
/** A validated policy: one of the mechanisms', told apart by `mechanism`. */
export type MechanismPolicy = { [Name in MechanismName]: PolicyOfMechanism<Name> }[MechanismName];

/** A mechanism's declaration, whichever (its fields and checks as any mechanism's). */
export type AnyMechanism = MechanismContract<MechanismName, SharedFieldName, z.ZodRawShape>;

/** The declaration of a mechanism by name (the default one when a policy names none). */
export const mechanismContract = (name: MechanismName = DEFAULT_MECHANISM): AnyMechanism =>
  MECHANISMS.find((each) => each.name === name) as AnyMechanism;

/**
 * What the contract knows of a mechanism (the default one when a policy names none): its facts,
 * and the shared fields it takes (it refuses the others).
 */
export const mechanismFacts = (
  name: MechanismName = DEFAULT_MECHANISM,
): MechanismFacts & { takes: readonly SharedFieldName[] } => {
  const { facts, takes } = mechanismContract(name);
  return { ...facts, takes };
};

/** The metric a mechanism's rows are counted in. */
export const rowsMetric = (name: MechanismName = DEFAULT_MECHANISM) =>
  mechanismFacts(name).counts === "redacted" ? METRIC.rowsRedacted : METRIC.rowsDeleted;

/**
 * A policy as its own mechanism's, to read its own fields: the engine hands a mechanism's folder
 * only the policies of that mechanism, so another is a defect.
 */
export function policyOf<Name extends MechanismName>(
  name: Name,
  policy: MechanismPolicy,
): PolicyOfMechanism<Name> {
  if (policy.mechanism !== name)
    throw new Error(`policy ${policy.name} (${policy.mechanism}) reached mechanism ${name}`);
  return policy as PolicyOfMechanism<Name>;
}

/** Whether a policy writes keyed hashes, which need the redaction key (its mechanism says). */
export const writesKeyedHashes = (policy: MechanismPolicy): boolean =>
  mechanismContract(policy.mechanism).writesKeyedHashes?.(policy as never) ?? false;

type Intersection<Union> = (Union extends unknown ? (each: Union) => void : never) extends (
  each: infer All,
) => void
  ? All
  : never;

/** Every mechanism's own fields, as one shape (no two mechanisms own a field of one name). */
export const OWN_FIELDS = Object.assign(
  {},
  ...MECHANISMS.map((each) => each.fields),
) as Intersection<Registered["fields"]>;
