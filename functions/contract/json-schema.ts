// The retention table's JSON Schema, from the zod schema the parser uses: editors complete and
// check a file against it. The parser checks more (one field against another, the catalog); the
// schema never refuses what the parser accepts (test/contract/json-schema.test.ts).
import { z } from "zod";
import { retentionTableInput } from "./retention-table.js";

/** The file name `retention-job init` writes the schema under, beside the draft. */
export const SCHEMA_FILE = "retention-table.schema.json";

export function retentionTableJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(retentionTableInput, { io: "input", unrepresentable: "any" }),
    title: "retention-job retention table",
    description:
      "Policies (and store entries: buckets, DynamoDB tables) that say how long rows are kept; see the README's 'The retention table'.",
  };
}
