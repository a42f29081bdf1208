// What a batch's statement does besides acting on the policy's own rows, and how it is counted:
// the rows cascades remove or change (through chains of cascades), the referenced rows alsoDelete
// takes along, the deleted keys written to the outbox. The dry run counts the same from the rows a
// run would take (standing.ts), so that it predicts every table a run touches.
import type { AlsoDelete, InboundRef, PolicyShape } from "../catalog/shape.js";
import { tableText } from "../catalog/shape.js";
import { OUTBOX_TABLE } from "./ledger.js";
import type { Predicates } from "./predicates.js";
import { quoteIdent as id, type Params, qualifiedIdent, tableName } from "./text.js";

/** SQL selecting `columns` of the rows a level of a cascade removed (its parent rows). */
type Source = (columns: string[]) => string;

/** `alias`'s columns are among the rows a subquery returns (one column: `= ANY(ARRAY(...))`). */
export function columnsIn(alias: string, columns: string[], source: string): string {
  return columns.length === 1
    ? `${alias}.${id(columns[0] as string)} = ANY(ARRAY(${source}))`
    : `(${columns.map((column) => `${alias}.${id(column)}`).join(", ")}) IN (${source})`;
}

/** `alias.col, ...`; `ctid` is the row's own address (a system column, never quoted). */
const list = (alias: string, columns: string[]) =>
  columns
    .map((column) => (column === "ctid" ? `${alias}.ctid` : `${alias}.${id(column)}`))
    .join(", ");

/** One table a cascade reaches from a source of removed rows, and the rows there it touches. */
interface Reach {
  ref: InboundRef;
  rows: Source;
}

/** Which rows of a reached table the count leaves out (a dry run: those its own policy takes first). */
export type Spared = (ref: InboundRef, alias: string) => string;

/** Every table the removed rows' cascades reach, depth first (a SET NULL reaches no further). */
function reach(refs: InboundRef[], source: Source, spared: Spared, depth = 0): Reach[] {
  return refs
    .filter((ref) => ref.effect !== "blocks")
    .flatMap((ref) => {
      const child = `k${depth}`;
      const table = qualifiedIdent(ref.fk.child.schema, ref.fk.child.name);
      const left = spared(ref, child);
      const where = `${columnsIn(child, ref.fk.childColumns, source(ref.fk.parentColumns))}${left === "true" ? "" : ` AND ${left}`}`;
      const rows: Source = (columns) =>
        `SELECT ${list(child, columns)} FROM ${table} AS ${child} WHERE ${where}`;
      const deeper = ref.effect === "cascades" ? reach(ref.childRefs, rows, spared, depth + 1) : [];
      return [{ ref, rows }, ...deeper];
    });
}

/**
 * A plain delete whose rows set nothing off that the run counts: no cascade, no alsoDelete, no
 * outbox. Its batch needs nothing back from the rows it deletes (the statement's row count says
 * how many): no RETURNING, which costs a fifth of a block range's time.
 */
export const leanDelete = (shape: PolicyShape) =>
  shape.action?.statement === "DELETE" &&
  !shape.action.after &&
  !shape.policy.publish &&
  (shape.alsoDelete ?? []).length === 0 &&
  cascadeTables(shape).length === 0;

/** Every table reached (by the policy's rows, and by alsoDelete's), from those sources. */
function reaches(
  shape: PolicyShape,
  removed: Source,
  also: (index: number) => Source,
  spared: Spared,
) {
  return [
    ...reach(shape.inbound, removed, spared),
    ...(shape.alsoDelete ?? []).flatMap((each, index) =>
      reach(each.parentRefs, also(index), spared),
    ),
  ];
}

/** The tables reached, each once, in the order the statements count them (see cascadeCounts). */
export function cascadeTables(shape: PolicyShape): string[] {
  const none: Source = () => "";
  return [
    ...new Set(
      reaches(shape, none, () => none, nothingSpared).map(({ ref }) => tableText(ref.fk.child)),
    ),
  ];
}

/** A run's batch counts every row its statement reaches (the child policies went first). */
export const nothingSpared: Spared = () => "true";

/** The tables alsoDelete takes rows of, in order. */
export const alsoDeleteTables = (shape: PolicyShape) =>
  (shape.alsoDelete ?? []).map((also) => tableText(also.fk.parent));

/**
 * One count per table reached (cascadeTables' order): the rows there that the rows `removed` (and
 * alsoDelete's) remove or change. A table reached by one path counts its rows; one reached by
 * several counts each row once, by its address (ctid, which provision-role grants for it).
 */
export function cascadeCounts(
  shape: PolicyShape,
  removed: Source,
  also: (index: number) => Source,
  spared: Spared = nothingSpared,
): string[] {
  const byTable = new Map<string, Reach[]>();
  for (const each of reaches(shape, removed, also, spared)) {
    const table = tableText(each.ref.fk.child);
    byTable.set(table, [...(byTable.get(table) ?? []), each]);
  }
  return [...byTable.values()].map((paths) =>
    paths.length === 1
      ? `(SELECT count(*) FROM (${paths[0]!.rows(paths[0]!.ref.fk.childColumns)}) AS counted)`
      : `(SELECT count(DISTINCT ctid) FROM (${paths.map(({ rows }) => rows(["ctid"])).join("\n UNION ALL ")}) AS counted)`,
  );
}

/** The tables a cascade reaches by more than one path (their counts read the rows' ctid). */
export function reachedTwice(shape: PolicyShape): string[] {
  const none: Source = () => "";
  const seen = reaches(shape, none, () => none, nothingSpared).map(({ ref }) =>
    tableText(ref.fk.child),
  );
  return [...new Set(seen.filter((table, index) => seen.indexOf(table) !== index))];
}

/**
 * The row a policy's row references through an alsoDelete key may go with it when nothing else
 * references it: no other row of the policy's table (`others` says which rows still stand), and
 * every other reference clear, as for a row of its own.
 */
export function parentFree(
  also: AlsoDelete,
  p: Predicates,
  parent: string,
  others: (child: string) => string,
): string {
  const child = `${parent}_c`;
  const table = qualifiedIdent(also.fk.child.schema, also.fk.child.name);
  const match = also.fk.childColumns
    .map(
      (column, index) =>
        `${child}.${id(column)} = ${parent}.${id(also.fk.parentColumns[index] as string)}`,
    )
    .join(" AND ");
  const held = p.heldOn(also.fk.parent, parent);
  return [
    `NOT EXISTS (SELECT 1 FROM ${table} AS ${child} WHERE ${match} AND ${others(child)})`,
    ...also.parentRefs.map((ref) => p.clearOf(ref, parent)),
    // A referenced row a legal hold of the register covers stays (docs/holds.md).
    ...(held === "false" ? [] : [`NOT ${held}`]),
  ].join(" AND ");
}

/** The columns the acting statement returns: what cascades, alsoDelete and the outbox read. */
function returned(shape: PolicyShape): string[] {
  const published = shape.policy.publish ? (shape.key?.columns ?? []) : [];
  return [
    ...new Set([
      ...shape.inbound
        .filter((ref) => ref.effect !== "blocks")
        .flatMap((ref) => ref.fk.parentColumns),
      ...published,
      ...(shape.alsoDelete ?? []).flatMap((each) => each.fk.childColumns),
    ]),
  ];
}

/**
 * The deleteFirst CTEs: the children the ORM would delete first (catalog/delete-first.ts), deleted
 * along their keys by the batch's own statement, theirs after them (depth first). In one statement
 * every CTE reads the same snapshot, so "first" is the statement's, not an order between its
 * parts: the keys' checks run at its end (NO ACTION) or at commit (DEFERRABLE INITIALLY DEFERRED,
 * as Django makes them), when parent and children are gone together.
 */
function firstCtes(refs: InboundRef[], source: Source, next: { n: number }): string {
  return refs
    .filter((ref) => ref.effect === "cascades")
    .map((ref) => {
      const table = qualifiedIdent(ref.fk.child.schema, ref.fk.child.name);
      if (!ref.deleteFirst) {
        // A cascade the database performs: a deleteFirst key below it reads its rows as they stand.
        const rows: Source = (columns) =>
          `SELECT ${list("r", columns)} FROM ${table} AS r WHERE ${columnsIn("r", ref.fk.childColumns, source(ref.fk.parentColumns))}`;
        return firstCtes(ref.childRefs, rows, next);
      }
      const n = next.n++;
      const alias = `f${n}`;
      const back = [
        ...new Set(
          ref.childRefs
            .filter((each) => each.effect !== "blocks")
            .flatMap((each) => each.fk.parentColumns),
        ),
      ];
      const own: Source = (columns) =>
        `SELECT ${columns.map((column) => id(column)).join(", ")} FROM first${n}`;
      return `,
first${n} AS (
  DELETE FROM ${table} AS ${alias}
  WHERE ${columnsIn(alias, ref.fk.childColumns, source(ref.fk.parentColumns))}
  RETURNING ${back.length === 0 ? "1" : list(alias, back)})${firstCtes(ref.childRefs, own, next)}`;
    })
    .join("");
}

/** The tables deleteFirst's keys reach (their counts are reported as deletedFirst, not cascaded). */
export function deleteFirstTables(shape: PolicyShape): string[] {
  const walk = (refs: InboundRef[]): string[] =>
    refs
      .filter((ref) => ref.effect === "cascades")
      .flatMap((ref) => [
        ...(ref.deleteFirst ? [tableText(ref.fk.child)] : []),
        ...walk(ref.childRefs),
      ]);
  return [...new Set(walk(shape.inbound))];
}

/** The outbox insert of a publishing policy: the deleted rows' keys, in the same statement. */
function outboxCte(shape: PolicyShape, params: Params): string {
  if (!shape.policy.publish) return "";
  const published = shape.key?.columns ?? [];
  return `,
outbox AS (
  INSERT INTO ${OUTBOX_TABLE} (run_id, policy, table_name, key_columns, keys)
  SELECT ${params.add(shape.runId, "uuid")}, ${params.add(shape.policy.name, "text")},
    ${params.add(tableText(shape.policy.table), "text")}, ${params.add(published, "text[]")},
    jsonb_agg(jsonb_build_array(${published.map((column) => `d.${id(column)}::text`).join(", ")}))
  FROM deleted AS d HAVING count(*) > 0
  RETURNING 1)`;
}

/** The alsoDelete CTEs: each referenced row the batch's rows point at, when nothing else holds it. */
function alsoCtes(shape: PolicyShape, p: Predicates): string {
  return (shape.alsoDelete ?? [])
    .map((also, index) => {
      const parent = `also${index}`;
      const cascading = also.parentRefs.filter((ref) => ref.effect !== "blocks");
      const back = [...new Set(cascading.flatMap((ref) => ref.fk.parentColumns))];
      const free = parentFree(
        also,
        p,
        `p${index}`,
        (child) => `NOT (${child}.ctid = ANY(ARRAY(SELECT row_id FROM deleted)))`,
      );
      return `,
${parent} AS (
  DELETE FROM ${qualifiedIdent(also.fk.parent.schema, also.fk.parent.name)} AS p${index}
  WHERE ${columnsIn(`p${index}`, also.fk.parentColumns, `SELECT ${also.fk.childColumns.map((column) => id(column)).join(", ")} FROM deleted`)}
    AND ${free}
  RETURNING ${back.length === 0 ? "1" : list(`p${index}`, back)})`;
    })
    .join("");
}

/**
 * The acting statement of a batch (a CTE named `deleted`, whatever it does: DELETE, or UPDATE
 * for a redacting policy) over the rows `where` selects of `alias`, what it sets off (alsoDelete,
 * the outbox, its action's `after`: a move's inserts), and the figures the batch reports besides
 * its row count.
 */
export function effectsOf(shape: PolicyShape, params: Params, p: Predicates, alias: string) {
  const table = tableName(shape.policy);
  const update = shape.action?.update;
  if (update) {
    return {
      act: (where: string) => update(params, alias, where),
      figures: "json_build_array() AS cascaded, json_build_array() AS also_deleted",
    };
  }
  const after = shape.action?.after;
  // What follows the DELETE (a move's archive inserts) reads every column of the deleted rows.
  const returning = after ? `${alias}.*` : list(alias, returned(shape));
  const counts = cascadeCounts(
    shape,
    (cols) => `SELECT ${cols.map((column) => id(column)).join(", ")} FROM deleted`,
    (index) => (cols) => `SELECT ${cols.map((column) => id(column)).join(", ")} FROM also${index}`,
  );
  const alsoCounts = (shape.alsoDelete ?? []).map(
    (_, index) => `(SELECT count(*) FROM also${index})`,
  );
  return {
    act: (where: string) =>
      `deleted AS (\n  DELETE FROM ${table} AS ${alias}\n  WHERE ${where}\n  RETURNING ${alias}.ctid AS row_id${returning === "" ? "" : `, ${returning}`})${firstCtes(shape.inbound, (cols) => `SELECT ${cols.map((column) => id(column)).join(", ")} FROM deleted`, { n: 0 })}${alsoCtes(shape, p)}${outboxCte(shape, params)}${after ? after(params) : ""}`,
    figures: `json_build_array(${counts.join(", ")}) AS cascaded, json_build_array(${alsoCounts.join(", ")}) AS also_deleted${shape.policy.publish ? ", (SELECT count(*) FROM outbox)::int AS outboxed" : ""}`,
  };
}
