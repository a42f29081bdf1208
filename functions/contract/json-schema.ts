// The retention table's JSON Schema, from the zod schemas the parser uses: editors complete and
// check a file against it, a policy's fields as its mechanism takes them (one branch each, told
// apart by `mechanism`). The parser checks more (one field against another, the catalog); the
// schema never refuses what the parser accepts (test/contract/json-schema.test.ts).
import { z } from "zod";
import { type AnyMechanism, DEFAULT_MECHANISM, MECHANISMS } from "./mechanisms.js";
import { COMMON_FIELDS, SHARED_FIELDS, type SharedFieldName } from "./policy-fields.js";
import { tableFields } from "./retention-table.js";

/** The file name `retention-job init` writes the schema under, beside the draft. */
export const SCHEMA_FILE = "retention-table.schema.json";

const isBoolean = (field: z.ZodType): boolean =>
  field instanceof z.ZodOptional || field instanceof z.ZodDefault
    ? isBoolean(field.unwrap() as z.ZodType)
    : field instanceof z.ZodBoolean;

/** Fields a mechanism refuses: absent, or false where a boolean (which the parser reads as absent). */
const refused = (fields: [string, z.ZodType][], why: string) =>
  Object.fromEntries(
    fields
      .filter(([, schema]) => isBoolean(schema))
      .map(([field]) => [field, z.literal(false).optional().describe(`${why} (false: left out)`)]),
  );

/** One mechanism's policy: the common fields, the shared ones it takes, its own (needed: required). */
function branch(mechanism: AnyMechanism): z.ZodObject {
  const needs = mechanism.needs ?? {};
  const required = (field: string, schema: z.ZodType) =>
    field in needs && schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  const taken = Object.entries(SHARED_FIELDS).filter(([field]) =>
    mechanism.takes.includes(field as SharedFieldName),
  );
  const notTaken = Object.entries(SHARED_FIELDS).filter(
    ([field]) => !mechanism.takes.includes(field as SharedFieldName),
  );
  const own = Object.entries(mechanism.fields as Record<string, z.ZodType>).map(
    ([field, schema]) => [
      field,
      required(field, schema).describe(mechanism.doc.fields[field] as string),
    ],
  );
  const others = MECHANISMS.filter((other) => other.name !== mechanism.name).map((other) =>
    refused(
      Object.entries(other.fields as Record<string, z.ZodType>),
      `applies only to mechanism ${other.name}`,
    ),
  );
  const named = z.literal(mechanism.name);
  return z
    .strictObject({
      ...COMMON_FIELDS,
      mechanism: mechanism.name === DEFAULT_MECHANISM ? named.optional() : named,
      ...Object.fromEntries(taken.map(([field, schema]) => [field, required(field, schema)])),
      ...refused(notTaken, `does not apply to mechanism ${mechanism.name}`),
      ...Object.fromEntries(own),
      ...Object.assign({}, ...others),
    })
    .describe(`${mechanism.name}: ${mechanism.doc.summary}`);
}

/** A policy: one branch per mechanism (a policy that names none is a delete). */
const policyBranches = () =>
  z.discriminatedUnion(
    "mechanism",
    MECHANISMS.map((mechanism) => branch(mechanism)) as [z.ZodObject, ...z.ZodObject[]],
  );

export function retentionTableJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(tableFields(policyBranches()), { io: "input", unrepresentable: "any" }),
    title: "retention-job retention table",
    description:
      "Policies (and store entries: buckets, DynamoDB tables) that say how long rows are kept; see the README's 'The retention table'.",
  };
}
