// The move-to-table mechanism, its contract half: expired rows go into an archive table of the
// same database in the statement that deletes them (pt-archiver's --dest); its own field, `into`,
// names the archive tables. Its engine half: engine/mechanisms/move-to-table/.
import { z } from "zod";
import { qualifiedTable } from "../policy-fields.js";
import { identifier, identifierHelp, identifierPattern } from "../rules.js";
import { defineMechanism, type PolicyOf } from "./port.js";

/** The archive table, the column stamped with the move's time, the children's tables. */
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

export const moveToTable = defineMechanism({
  name: "move-to-table",
  facts: { verb: "move", past: "moved", counts: "deleted", onTime: "oldest-row" },
  takes: [
    "key",
    "clockUnit",
    "clockTimeZone",
    "tenant",
    "where",
    "keep",
    "orphans",
    "vacuumAfter",
    "status",
    "cascades",
    "hold",
  ],
  declines: {
    deleteFirst:
      "the children an ORM deletes first are moved, not deleted: name their table in into.children (its rows then go with their parent into its archive table)",
  },
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

/** A validated move-to-table policy. */
export type MoveToTablePolicy = PolicyOf<typeof moveToTable>;
