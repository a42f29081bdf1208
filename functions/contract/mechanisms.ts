// The mechanisms a policy may name, registered once (MECHANISMS): the retention table's schema and
// refusals, its JSON Schema's branches, the docs' section, every union of mechanism names, the
// Policy type and the doors derive from this list. A mechanism's contract half is its declaration
// (contract/mechanisms/port.ts); its engine half is its folder under functions/engine/mechanisms/.
import { z } from "zod";
import { deletion } from "./mechanisms/delete.js";
import { dropPartitions } from "./mechanisms/drop-partitions.js";
import {
  defineMechanism,
  type MechanismContract,
  type MechanismFacts,
  type PolicyOf,
} from "./mechanisms/port.js";
import { redaction } from "./mechanisms/redact.js";
import { METRIC } from "./metrics.js";
import { qualifiedTable, type SharedFieldName } from "./policy-fields.js";
import { identifier, identifierHelp, identifierPattern } from "./rules.js";

/** move-to-table: the archive table, the column stamped with the move's time, the children's tables. */
const moveInto = z.strictObject({
  table: qualifiedTable,
  archivedAt: identifier.optional(),
  children: z
    .record(z.string(), qualifiedTable)
    .superRefine((children, ctx) => {
      for (const key of Object.keys(children)) {
        const parts = key.split(".");
        if (parts.length !== 2 || !parts.every((part) => identifierPattern.test(part)))
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `must be a schema-qualified table name, each part ${identifierHelp}`,
          });
      }
    })
    .optional(),
});

/** A move's archive tables: its own rows', and each cascaded table's (keyed `schema.table`). */
export type MoveInto = z.output<typeof moveInto>;

const moveToTable = defineMechanism({
  name: "move-to-table",
  facts: { verb: "move", past: "moved", counts: "deleted", onTime: "oldest-row" },
  takes: [
    "key",
    "clockUnit",
    "clockTimeZone",
    "where",
    "keep",
    "orphans",
    "vacuumAfter",
    "status",
    "cascades",
    "hold",
  ],
  fields: {
    /** The archive tables the rows (and their cascaded children) go into. */
    into: moveInto.optional(),
  },
  needs: {
    into: 'must name the archive table its rows go into ({"table": "schema.table"}), and one for each table its cascades reach',
  },
  doc: {
    summary:
      "the rows go into an archive table of the same database in the statement that deletes them (see Move to an archive table)",
    fields: {
      into: '`{"table": "schema.table", "archivedAt": "column", "children": {"schema.child": "schema.child_archive"}}`, the archive table the rows go into, the timestamptz column stamped with the move\'s time, and the archive table of each table whose rows go with them (see "Move to an archive table")',
    },
  },
});

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

/** What the contract knows of a mechanism (the default one when a policy names none). */
export const mechanismFacts = (name: MechanismName = DEFAULT_MECHANISM): MechanismFacts =>
  mechanismContract(name).facts;

/** Whether a mechanism takes a shared field (the others refuse it). */
export const mechanismTakes = (name: MechanismName, field: SharedFieldName): boolean =>
  mechanismContract(name).takes.includes(field);

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
