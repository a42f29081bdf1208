// What could refuse or change a policy's statements, foreseen from the catalog: the triggers, rules
// and row security on every table they reach (the governed table, the tables cascades reach, the
// rows alsoDelete takes). `plan` and the dry run list them; the rehearsal shows what they do.

import type pg from "pg";
import { statementGuardsSql } from "../sql/guards.js";
import type { InboundRef, PolicyShape, Reach, StatementGuard } from "./shape.js";

interface Reached {
  oid: number;
  reach: Reach;
  statement: StatementGuard["statement"];
}

/** The tables a cascade from a removed row reaches, and what it does there. */
const cascadesFrom = (refs: InboundRef[]): Reached[] =>
  refs
    .filter((ref) => ref.effect !== "blocks")
    .flatMap((ref) => [
      {
        oid: ref.fk.child.oid,
        reach: "cascaded" as const,
        statement: ref.effect === "cascades" ? ("DELETE" as const) : ("UPDATE" as const),
      },
      ...(ref.effect === "cascades" ? cascadesFrom(ref.childRefs) : []),
    ]);

/** Every table the policy's statements reach (none where it acts on whole partitions). */
export function reachedTables(shape: PolicyShape): Reached[] {
  const action = shape.action;
  if (!action) return [];
  return [
    { oid: shape.oid, reach: "governed", statement: action.statement },
    ...(action.inserts ?? []).map((into) => ({
      oid: into.oid,
      reach: "inserted" as const,
      statement: "INSERT" as const,
    })),
    // Its own DELETE of another table's rows (not a referential action): row security applies.
    ...(action.deletes ?? []).map((from) => ({
      oid: from.oid,
      reach: "governed" as const,
      statement: "DELETE" as const,
    })),
    ...cascadesFrom(shape.inbound),
    ...(shape.alsoDelete ?? []).flatMap((also) => [
      { oid: also.fk.parent.oid, reach: "alsoDelete" as const, statement: "DELETE" as const },
      ...cascadesFrom(also.parentRefs),
    ]),
  ];
}

interface GuardRow {
  oid: number;
  table_name: string;
  kind: StatementGuard["kind"];
  name: string;
  enabled: boolean;
  for_row: boolean;
  before: boolean;
  instead: boolean;
  on_delete: boolean;
  on_update: boolean;
  on_insert: boolean;
  definition: string;
  rls_applies: boolean | null;
}

/** What a guard can do to the statement at a reached table; undefined where it does nothing. */
function effectOf(row: GuardRow, at: Reached): string | undefined {
  const fires = { DELETE: row.on_delete, UPDATE: row.on_update, INSERT: row.on_insert }[
    at.statement
  ];
  if (!row.enabled || !fires) return undefined;
  const verb = { DELETE: "deleted", UPDATE: "updated", INSERT: "inserted" }[at.statement];
  if (row.kind === "trigger") {
    if (!(row.before && row.for_row)) return "may refuse the statement (RAISE)";
    return at.statement === "DELETE"
      ? "may refuse the statement (RAISE) or skip rows (RETURN NULL)"
      : "may refuse the statement (RAISE), skip rows (RETURN NULL) or change the values written";
  }
  if (row.kind === "rule") {
    return row.instead
      ? `replaces the statement (DO INSTEAD): rows are not ${verb} as the policy says (in a batch's WITH, PostgreSQL refuses it)`
      : "adds statements (DO ALSO), which may refuse";
  }
  // Referential actions bypass row security: only the role's own statements are filtered.
  if (at.reach === "cascaded" || !row.rls_applies) return undefined;
  if (at.statement === "INSERT")
    return `row security is on: rows its WITH CHECK refuses make the ${at.statement} fail`;
  return row.name === ""
    ? `row security is on and no policy lets this role's ${at.statement} see a row: none is ${verb}`
    : `hides the rows its USING excludes from this role's ${at.statement}: they are never ${verb}`;
}

/** Reads the guards of every shape's reached tables in one query, and attaches them to the shapes. */
export async function attachGuards(db: pg.ClientBase, shapes: PolicyShape[]): Promise<void> {
  const reached = new Map(shapes.map((shape) => [shape, reachedTables(shape)]));
  const oids = [...new Set([...reached.values()].flat().map((each) => each.oid))];
  if (oids.length === 0) return;
  const { rows } = await db.query<GuardRow>(statementGuardsSql(oids));
  for (const [shape, tables] of reached) {
    const seen = new Set<string>();
    const guards = tables.flatMap((at) =>
      rows.flatMap((row): StatementGuard[] => {
        const effect = row.oid === at.oid ? effectOf(row, at) : undefined;
        const id = `${row.oid}/${row.kind}/${row.name}/${at.statement}`;
        if (effect === undefined || seen.has(id)) return [];
        seen.add(id);
        const { kind, name, definition } = row;
        const table = row.table_name;
        return [
          { table, reach: at.reach, statement: at.statement, kind, name, effect, definition },
        ];
      }),
    );
    if (guards.length > 0) shape.guards = guards;
  }
}

/** A guard in a line, for `plan`'s warnings and the dry run's. */
export const guardLine = (guard: StatementGuard) =>
  `${guard.kind} ${guard.name || "(none)"} on ${guard.table} (${guard.reach}, ${guard.statement}) ${guard.effect}: ${guard.definition}`;
