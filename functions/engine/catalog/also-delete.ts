// alsoDelete: a foreign key of the policy's table whose referenced row goes with the policy's row
// (Rails' `belongs_to ..., dependent: :destroy`), unless another row still references it.
import type pg from "pg";
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import { outboundKeysSql } from "../sql/catalog.js";
import { type ForeignKeys, inboundRefs } from "./foreign-keys.js";
import { type AlsoDelete, qualifiedName } from "./shape.js";
import type { TableFacts } from "./table-facts.js";

/** The foreign keys from a table: their one child column each, and where they point. */
async function outbound(db: pg.ClientBase, facts: TableFacts) {
  const { rows } = await db.query<{
    name: string;
    parent_oid: number;
    parent_schema: string;
    parent_name: string;
    child_columns: string[];
  }>(outboundKeysSql(facts.ref.oid));
  return rows;
}

/** The columns of every foreign key from the table (a redaction must not touch them). */
export async function foreignKeyColumns(
  db: pg.ClientBase,
  facts: TableFacts,
): Promise<Set<string>> {
  return new Set((await outbound(db, facts)).flatMap((row) => row.child_columns));
}

/**
 * Each alsoDelete column: a one-column foreign key to another table, and every other reference
 * into that table, which must leave a referenced row free before it goes.
 */
export async function checkAlsoDelete(
  db: pg.ClientBase,
  keys: ForeignKeys,
  policy: Policy,
  facts: TableFacts,
  field: string,
): Promise<AlsoDelete[] | undefined> {
  if (!policy.alsoDelete) return undefined;
  const found = await outbound(db, facts);
  const also: AlsoDelete[] = [];
  for (const [index, column] of policy.alsoDelete.entries()) {
    const row = found.find(
      (each) => each.child_columns.length === 1 && each.child_columns[0] === column,
    );
    const at = `${field}.alsoDelete[${index}]`;
    if (!row) {
      throw new ConfigError(
        at,
        `column "${column}" of ${qualifiedName(policy)} is not a one-column foreign key`,
      );
    }
    if (row.parent_oid === facts.ref.oid) {
      throw new ConfigError(
        at,
        `${row.name} references ${qualifiedName(policy)} itself: a self-reference is leaf-first deletion's (selfReference)`,
      );
    }
    const parent = { oid: row.parent_oid, schema: row.parent_schema, name: row.parent_name };
    const fk = (await keys.into(parent)).find(
      (each) => each.name === row.name && each.child.oid === facts.ref.oid,
    );
    if (!fk) throw new ConfigError(at, `${row.name} could not be read from the catalog`);
    also.push({ fk, parentRefs: await inboundRefs(keys, parent, fk) });
  }
  return also;
}
