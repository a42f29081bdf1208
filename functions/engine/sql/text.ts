// How SQL text is made: identifiers escaped once, every value a typed $n parameter.
import pg from "pg";
import type { Policy } from "../../contract/retention-table.js";

/** A statement ready for node-postgres: identifiers escaped in `text`, every value a `$n` in `values`. */
export interface Sql {
  text: string;
  values: unknown[];
}

/** A statement with no values. */
export const sql = (text: string, values: unknown[] = []): Sql => ({ text, values });

/** The one way an identifier enters SQL text. */
export const quoteIdent = (name: string) => pg.escapeIdentifier(name);

export function qualifiedIdent(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

export function tableName(policy: Policy): string {
  return qualifiedIdent(policy.table.schema, policy.table.name);
}

/** Collects values and hands out their `$n` placeholders, and aliases unique within a statement. */
export class Params {
  readonly values: unknown[] = [];
  private aliases = 0;
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
  alias(prefix: string): string {
    this.aliases += 1;
    return `${prefix}${this.aliases}`;
  }
}

/** `a.x = b.y AND ...` over two column lists. */
export function columnsEqual(
  left: string,
  leftColumns: string[],
  right: string,
  rightColumns: string[],
): string {
  return leftColumns
    .map(
      (column, index) =>
        `${left}.${quoteIdent(column)} = ${right}.${quoteIdent(rightColumns[index] as string)}`,
    )
    .join(" AND ");
}
