// An erasure obeys every hold of the register, not only a subject's: before it changes anything it
// asks, with the same compiled holds the policies' statements take (predicate.ts), whether a hold in
// force (a table's typed conditions, a tenant's, a policy's, another subject's) covers a row it
// would change (delete or redact); if one does, the subject is refused under its case. A policy's
// hold covers every row of its table (as in the policies' statements: predicate.ts compiles it so),
// so an erasure deleting or redacting in a table a held policy governs is refused too.
import type pg from "pg";
import { RetentionError } from "../../contract/errors.js";
import type { ErasureShape } from "../erasure/shape.js";
import { Params, qualifiedIdent, sql } from "../sql/text.js";
import { type CompiledHold, holdsOn, readRegister, UNREADABLE_REGISTER } from "./predicate.js";

/** The erasure's rows per table (by oid): ctids as text, as erasure/rows.ts finds them. */
type Found = Map<number, string[]>;

/** Per hold on the table, how many of the rows it covers; and how many any covers. */
function coveredSql(
  table: { schema: string; name: string },
  holds: CompiledHold[],
  rows: string[],
) {
  const params = new Params();
  const at = params.add(rows, "tid[]");
  const each = holds.map((hold) => `(${hold.sql(params, "r")})`);
  const counts = each.map((part, index) => `count(*) FILTER (WHERE ${part}) AS h${index}`);
  return sql(
    `SELECT count(*) FILTER (WHERE ${each.join(" OR ")})::int AS n, ${counts.join(", ")}
     FROM ${qualifiedIdent(table.schema, table.name)} AS r WHERE r.ctid = ANY(${at})`,
    params.values,
  );
}

/**
 * The cases whose holds in force cover rows this erasure would change, and per table how many of
 * its rows are held; none when there is no register. A register this role may not read fails the
 * erasure (nothing is changed: docs/holds.md).
 */
export async function erasureHolds(
  client: pg.ClientBase,
  shape: ErasureShape,
  found: Found,
  now: Date,
): Promise<{ cases: string[]; held: { table: string; rows: number }[] }> {
  const register = await readRegister(client, now);
  if (register === "unreadable") throw new RetentionError(UNREADABLE_REGISTER);
  const cases = new Set<string>();
  const held: { table: string; rows: number }[] = [];
  for (const node of shape.nodes) {
    const rows = found.get(node.table.oid) ?? [];
    const holds = holdsOn(register, node.text);
    if (node.action.action === "keep" || rows.length === 0 || holds.length === 0) continue;
    const { rows: result } = await client.query<Record<string, number | string>>(
      coveredSql(node.table, holds, rows),
    );
    const counts = result[0] ?? {};
    holds.forEach((hold, index) => {
      if (Number(counts[`h${index}`]) > 0) cases.add(hold.case);
    });
    if (Number(counts.n) > 0) held.push({ table: node.text, rows: Number(counts.n) });
  }
  return { cases: [...cases].sort(), held };
}
