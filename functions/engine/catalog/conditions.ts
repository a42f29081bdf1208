// A policy's typed conditions checked against the catalog: columns that exist, values of their
// types, ages on timestamp columns; related rows along a foreign key the catalog has (either way,
// nested), each with conditions of its own. Past this, a condition is trusted (sql/rules.ts).
import type pg from "pg";
import { instantMinus } from "../../contract/calendar.js";
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import type { ColumnCondition, Condition, Related } from "../../contract/rules.js";
import { castsSql } from "../sql/catalog.js";
import { clockKinds } from "./clock-shape.js";
import type { ForeignKeys } from "./foreign-keys.js";
import type { TableRef, TypedCondition } from "./shape.js";
import { type Column, readTableFacts, type TableFacts } from "./table-facts.js";

/** Nested related rows deeper than this are refused (a rule, not a graph walk). */
const MAX_DEPTH = 4;

interface At {
  db: pg.ClientBase;
  keys: ForeignKeys;
  now: Date;
}

/** Whether two column types compare with `=` (a sameAs), asked of the server. */
async function comparable(db: pg.ClientBase, a: Column, b: Column): Promise<boolean> {
  try {
    await db.query(`SELECT NULL::${a.castType} = NULL::${b.castType}`);
    return true;
  } catch {
    return false;
  }
}

/** A related row's column tied to the row a level up (`outer`): both exist and compare. */
async function sameAsCondition(
  at: At,
  facts: TableFacts,
  condition: { column: string; sameAs: string },
  outer: TableFacts | undefined,
  field: string,
): Promise<TypedCondition> {
  const column = columnOf(facts, condition.column, `${field}.column`);
  if (!outer)
    throw new ConfigError(
      `${field}.sameAs`,
      "applies only inside exists / notExists (it names a column of the row a level up)",
    );
  const theirs = columnOf(outer, condition.sameAs, `${field}.sameAs`);
  if (!(await comparable(at.db, column, theirs)))
    throw new ConfigError(
      `${field}.sameAs`,
      `column "${column.name}" (${column.type}) of ${label(facts)} does not compare with "${theirs.name}" (${theirs.type}) of ${label(outer)}`,
    );
  return { kind: "column", condition, type: column.castType };
}

const label = (facts: TableFacts) => `${facts.ref.schema}.${facts.ref.name}`;

function columnOf(facts: TableFacts, name: string, field: string): Column {
  const column = facts.columns.get(name);
  if (!column) throw new ConfigError(field, `column "${name}" does not exist in ${label(facts)}`);
  return column;
}

/** A value as the column's own type, or a ConfigError naming where it was given. */
async function checkValue(db: pg.ClientBase, value: unknown, column: Column, field: string) {
  try {
    await db.query(castsSql(String(value), column.castType, column.type));
  } catch (error) {
    throw new ConfigError(
      field,
      `${JSON.stringify(value)} is not a ${column.type} (${(error as Error).message})`,
    );
  }
}

/** One condition on a column: it exists, its values are of its type, an age is on a timestamp. */
async function columnCondition(
  at: At,
  facts: TableFacts,
  condition: ColumnCondition,
  field: string,
): Promise<TypedCondition> {
  const column = columnOf(facts, condition.column, `${field}.column`);
  if ("is" in condition) {
    if ((condition.is === "true" || condition.is === "false") && column.baseOid !== 16)
      throw new ConfigError(
        `${field}.is`,
        `column "${column.name}" is ${column.type}, not boolean`,
      );
    if (condition.is === "null" && column.notNull)
      throw new ConfigError(
        `${field}.is`,
        `column "${column.name}" is NOT NULL: no row is null there`,
      );
  }
  const given = condition as Record<string, unknown>;
  for (const key of ["equals", "notEquals"] as const)
    if (key in given) await checkValue(at.db, given[key], column, `${field}.${key}`);
  for (const key of ["in", "notIn"] as const) {
    const list = (given[key] as unknown[] | undefined) ?? [];
    for (const [index, value] of list.entries())
      await checkValue(at.db, value, column, `${field}.${key}[${index}]`);
  }
  const typed: TypedCondition = { kind: "column", condition, type: column.castType };
  if (!("olderThan" in condition)) return typed;
  const kind = clockKinds[column.baseOid]?.kind;
  if (kind === undefined || kind === "epoch") {
    throw new ConfigError(
      `${field}.olderThan`,
      `column "${column.name}" is ${column.type}: an age compares a timestamp or a date (a number of epoch units is a policy's own clock, with clockUnit)`,
    );
  }
  const cutoff = new Date(instantMinus(at.now.getTime(), condition.olderThan)).toISOString();
  return { ...typed, cutoff: { at: cutoff, instant: kind === "instant" } };
}

/** The foreign key that joins a table to a related one (either way), as `via` names it if need be. */
async function joinOf(
  at: At,
  facts: TableFacts,
  other: TableFacts,
  related: Related,
  field: string,
) {
  if (other.ref.oid === facts.ref.oid)
    throw new ConfigError(
      `${field}.table`,
      "a condition on rows of the same table is not supported",
    );
  const referencing = (await at.keys.into(facts.ref))
    .filter((fk) => fk.child.oid === other.ref.oid)
    .map((fk) => ({
      fk,
      mine: fk.parentColumns,
      theirs: fk.childColumns,
      indexed: fk.childIndexed,
    }));
  const referenced = (await at.keys.into(other.ref))
    .filter((fk) => fk.child.oid === facts.ref.oid)
    .map((fk) => ({ fk, mine: fk.childColumns, theirs: fk.parentColumns, indexed: true }));
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
  const joins = [...referencing, ...referenced].filter(
    (each) => !related.via || same(each.fk.childColumns, related.via),
  );
  const between = `${label(facts)} and ${label(other)}`;
  if (joins.length === 0)
    throw new ConfigError(
      related.via ? `${field}.via` : `${field}.table`,
      `no foreign key joins ${between}${related.via ? ` on (${related.via.join(", ")})` : ""}`,
    );
  if (joins.length > 1)
    throw new ConfigError(
      `${field}.via`,
      `${joins.length} foreign keys join ${between} (${joins.map((each) => `${each.fk.name}: ${each.fk.childColumns.join(", ")}`).join("; ")}): name the one meant with via`,
    );
  return joins[0]!;
}

/** The table a related row is in and the foreign key joining it to `facts` (either way). */
export async function relatedJoin(
  at: At,
  facts: TableFacts,
  related: Related,
  field: string,
): Promise<{ other: TableFacts; join: Awaited<ReturnType<typeof joinOf>> }> {
  const other = await readTableFacts(at.db, related.table.schema, related.table.name);
  if (!other)
    throw new ConfigError(
      `${field}.table`,
      `table ${related.table.schema}.${related.table.name} does not exist (or this role cannot see it)`,
    );
  return { other, join: await joinOf(at, facts, other, related, field) };
}

/** Related rows: the table, the join, and their own conditions (nested). */
async function relatedCondition(
  at: At,
  facts: TableFacts,
  related: Related,
  negated: boolean,
  field: string,
  depth: number,
): Promise<TypedCondition> {
  if (depth >= MAX_DEPTH)
    throw new ConfigError(field, `conditions nest at most ${MAX_DEPTH} related tables deep`);
  const { other, join } = await relatedJoin(at, facts, related, field);
  const conditions = await typedList(
    at,
    other,
    related.where ?? [],
    `${field}.where`,
    depth + 1,
    facts,
  );
  return {
    kind: "related",
    negated,
    table: other.ref,
    constraint: join.fk.name,
    mine: join.mine,
    theirs: join.theirs,
    indexed: join.indexed,
    conditions,
  };
}

async function typedList(
  at: At,
  facts: TableFacts,
  list: Condition[],
  field: string,
  depth: number,
  outer?: TableFacts,
): Promise<TypedCondition[]> {
  const typed: TypedCondition[] = [];
  for (const [index, condition] of list.entries()) {
    const here = `${field}[${index}]`;
    if ("exists" in condition)
      typed.push(
        await relatedCondition(at, facts, condition.exists, false, `${here}.exists`, depth),
      );
    else if ("notExists" in condition)
      typed.push(
        await relatedCondition(at, facts, condition.notExists, true, `${here}.notExists`, depth),
      );
    else if ("sameAs" in condition)
      typed.push(await sameAsCondition(at, facts, condition, outer, here));
    else typed.push(await columnCondition(at, facts, condition, here));
  }
  return typed;
}

/** The policy's typed conditions, checked against the catalog; ages from the run's `now`. */
export async function checkConditions(
  db: pg.ClientBase,
  keys: ForeignKeys,
  policy: Policy,
  facts: TableFacts,
  now: Date,
  field: string,
): Promise<TypedCondition[] | undefined> {
  if (!policy.where) return undefined;
  return typedList({ db, keys, now }, facts, policy.where, `${field}.where`, 0);
}

/** Conditions on rows of `facts` checked against the catalog (a tenant's keep rules'); `field` names them. */
export function checkConditionList(
  describing: At,
  facts: TableFacts,
  list: Condition[],
  field: string,
): Promise<TypedCondition[]> {
  return typedList(describing, facts, list, field, 0);
}

/** The other tables a policy's conditions read, and which of their columns (for grants and checks). */
export function conditionReads(
  conditions: TypedCondition[] = [],
): { table: TableRef; columns: string[] }[] {
  return conditions.flatMap((each) => {
    if (each.kind !== "related") return [];
    // Its own columns: those its conditions read, and those its related rows' sameAs name.
    const own = each.conditions.flatMap((inner) =>
      inner.kind === "column"
        ? [inner.condition.column]
        : [...inner.mine, ...inner.conditions.flatMap(sameAsColumns)],
    );
    return [
      { table: each.table, columns: [...new Set([...each.theirs, ...own])] },
      ...conditionReads(each.conditions),
    ];
  });
}

/** The columns of the row a level up that a related row's sameAs names. */
const sameAsColumns = (inner: TypedCondition): string[] =>
  inner.kind === "column" && "sameAs" in inner.condition ? [inner.condition.sameAs] : [];

/** The columns of the policy's own table its conditions read (a redaction must not change them). */
export const conditionColumns = (conditions: TypedCondition[] = []): string[] =>
  conditions.flatMap((each) =>
    each.kind === "column"
      ? [each.condition.column]
      : [...each.mine, ...each.conditions.flatMap(sameAsColumns)],
  );
