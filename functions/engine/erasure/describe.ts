// An erasure table checked against the catalog before anything is erased: the subject's table and
// key, every entry a table the graph reaches, redacted columns that may become what it says, hold
// columns that are boolean, no kept or redacted row that a deletion would cascade into or be
// blocked by. Every problem found at once, each naming its field.
import { createHash } from "node:crypto";
import type pg from "pg";
import type { ErasureAction, ErasureTable } from "../../contract/erasure-table.js";
import { ConfigError, collectProblems } from "../../contract/errors.js";
import { actionText, effectOf, ForeignKeys } from "../catalog/foreign-keys.js";
import { checkValues } from "../catalog/rules.js";
import { type Column, readTableFacts, type TableFacts } from "../catalog/table-facts.js";
import { canonicalJson } from "../evidence/record.js";
import { type GraphTable, parentsFirst, tableKey, walkGraph } from "./graph.js";
import type { ErasedColumn, ErasureNode, ErasureShape, TypedOwnCondition } from "./shape.js";

const DELETE: ErasureAction = { action: "delete" };
const fieldOf = (text: string) => `tables["${text}"]`;
const TIME_TYPES = new Set([1082, 1114, 1184]); // date, timestamp, timestamptz

export const erasureHash = (erasure: ErasureTable) =>
  createHash("sha256").update(canonicalJson(erasure)).digest("hex");

function columnIn(facts: TableFacts, text: string, name: string, field: string): Column {
  const column = facts.columns.get(name);
  if (!column) throw new ConfigError(field, `column "${name}" does not exist in ${text}`);
  return column;
}

/** The subject's key column: as named (unique), or the table's one-column primary key. */
function subjectKey(erasure: ErasureTable, facts: TableFacts): Column {
  const text = tableKey(erasure.subject.table);
  const named = erasure.subject.key;
  const unique = facts.uniqueKeys.filter((key) => key.columns.length === 1);
  const name = named ?? unique.find((key) => key.primary)?.columns[0];
  if (name === undefined)
    throw new ConfigError(
      "subject.key",
      `${text} has no one-column primary key; name the column that identifies a subject`,
    );
  const column = columnIn(facts, text, name, "subject.key");
  if (!unique.some((key) => key.columns[0] === name))
    throw new ConfigError(
      "subject.key",
      `column "${name}" of ${text} is not unique (no unique index or constraint on it alone): a key must name one subject`,
    );
  return column;
}

/** Why a redacted column may not become its value, or undefined. */
function redactRefusal(
  node: GraphTable,
  facts: TableFacts,
  column: Column,
  value: ErasedColumn["value"],
) {
  const keyColumns = [...node.edges, ...node.selfEdges, ...node.detached].flatMap((fk) =>
    fk.child.oid === facts.ref.oid ? fk.childColumns : [],
  );
  const referenced = [...node.selfEdges, ...node.detached].flatMap((fk) => fk.parentColumns);
  if (keyColumns.includes(column.name) || referenced.includes(column.name))
    return "is part of a foreign key the erasure follows";
  if (facts.uniqueKeys.some((key) => key.primary && key.columns.includes(column.name)))
    return "is part of the primary key";
  if (value === null && column.notNull) return "is NOT NULL: it cannot be set to null";
  if (value === "now" && !TIME_TYPES.has(column.baseOid))
    return `is ${column.type}: "now" needs a date or timestamp column`;
  if (
    value !== null &&
    value !== "now" &&
    facts.uniqueKeys.some((key) => key.columns.includes(column.name))
  )
    return "is unique (an index says so): one fixed value cannot stay unique; use null";
  return undefined;
}

/** A redaction's columns and conditions, typed; each fixed value checked as the column's type. */
async function redactionOf(
  db: pg.ClientBase,
  node: GraphTable,
  facts: TableFacts,
  action: ErasureAction,
) {
  if (action.action !== "redact") return { columns: [], where: [] };
  const text = tableKey(node.table);
  const field = fieldOf(text);
  const columns = Object.entries(action.columns).map(([name, value]): ErasedColumn => {
    const column = columnIn(facts, text, name, `${field}.columns.${name}`);
    const why = redactRefusal(node, facts, column, value);
    if (why) throw new ConfigError(`${field}.columns.${name}`, `column "${name}" ${why}`);
    return { column: name, castType: column.castType, value };
  });
  await checkValues(
    db,
    columns.flatMap(({ column, value }) =>
      value !== null && typeof value === "object"
        ? [
            {
              value: value.value,
              column: facts.columns.get(column) as Column,
              field: `${field}.columns.${column}.value`,
              stored: true,
            },
          ]
        : [],
    ),
  );
  const where = (action.where ?? []).map((condition, index): TypedOwnCondition => {
    const column = columnIn(facts, text, condition.column, `${field}.where[${index}].column`);
    return { condition, castType: column.castType };
  });
  return { columns, where };
}

/** One reached table, described: its facts, its action, its redaction, its hold column. */
async function nodeOf(
  db: pg.ClientBase,
  erasure: ErasureTable,
  node: GraphTable,
): Promise<ErasureNode> {
  const text = tableKey(node.table);
  const facts = (await readTableFacts(db, node.table.schema, node.table.name)) as TableFacts;
  if (facts.relkind === "p")
    throw new ConfigError(
      fieldOf(text),
      `${text} is partitioned: an erasure does not reach into partitioned tables yet`,
    );
  const action = erasure.tables[text] ?? DELETE;
  if (action.hold !== undefined) {
    const column = columnIn(facts, text, action.hold, `${fieldOf(text)}.hold`);
    if (column.baseOid !== 16)
      throw new ConfigError(
        `${fieldOf(text)}.hold`,
        `column "${action.hold}" of ${text} is ${column.type}: a hold column is boolean`,
      );
  }
  const { columns, where } = await redactionOf(db, node, facts, action);
  return {
    ...node,
    text,
    action,
    mentioned: text in erasure.tables,
    facts,
    columns,
    where,
    byCascade: false,
  };
}

/** A kept or redacted row must not be one a deletion cascades into, or is blocked by. */
function checkContradictions(nodes: ErasureNode[]): void {
  const byOid = new Map(nodes.map((node) => [node.table.oid, node]));
  const problems = nodes.flatMap((node) =>
    node.action.action === "delete"
      ? []
      : node.edges.flatMap((fk) => {
          const parent = byOid.get(fk.parent.oid) as ErasureNode;
          if (parent.action.action !== "delete") return [];
          const what =
            effectOf(fk) === "cascades"
              ? "would take them along"
              : "would be refused while they stay";
          return [
            {
              field: `${fieldOf(node.text)}.action`,
              message: `${node.text} is ${node.action.action === "keep" ? "kept" : "redacted"}, but its rows reference ${parent.text}, which the erasure deletes (constraint ${fk.name}, ${actionText(fk)}): the deletion ${what}; keep or redact ${parent.text} too, or change the constraint to ON DELETE SET NULL`,
            },
          ];
        }),
  );
  if (problems.length > 0) throw ConfigError.of(problems);
}

/** Entries for tables the graph does not reach are refused (a typo, or a table the keys do not join). */
function checkEntries(erasure: ErasureTable, nodes: GraphTable[]): void {
  const reached = new Set(nodes.map((node) => tableKey(node.table)));
  const detached = new Set(nodes.flatMap((node) => node.detached.map((fk) => tableKey(fk.child))));
  const problems = Object.keys(erasure.tables)
    .filter((text) => !reached.has(text))
    .map((text) => ({
      field: fieldOf(text),
      message: detached.has(text)
        ? `${text} references the subject's rows only through ON DELETE SET NULL / SET DEFAULT keys: its rows are not the subject's (the database detaches them); remove the entry`
        : `no foreign key path reaches ${text} from ${tableKey(erasure.subject.table)}; remove the entry, or check its name`,
    }));
  if (problems.length > 0) throw ConfigError.of(problems);
}

/** Subjects' keys as the key column's type, each refused by its place (`subjects[1]`) before anything is erased. */
export async function checkSubjectKeys(db: pg.ClientBase, shape: ErasureShape, keys: string[]) {
  await collectProblems(
    keys.map(
      (value, index) => () =>
        checkValues(db, [{ value, column: shape.key, field: `subjects[${index}]` }]),
    ),
  );
}

/** The erasure table as the catalog describes it; a ConfigError naming every field that is wrong. */
export async function describeErasure(
  db: pg.ClientBase,
  erasure: ErasureTable,
): Promise<ErasureShape> {
  const { schema, name } = erasure.subject.table;
  const facts = await readTableFacts(db, schema, name);
  if (!facts)
    throw new ConfigError(
      "subject.table",
      `table ${schema}.${name} does not exist (or is not visible to this role)`,
    );
  const key = subjectKey(erasure, facts);
  const graph = parentsFirst(await walkGraph(new ForeignKeys(db), facts.ref));
  const described = await collectProblems<ErasureNode | undefined>([
    ...graph.map((node) => () => nodeOf(db, erasure, node)),
    () => {
      checkEntries(erasure, graph);
      return undefined;
    },
  ]);
  const nodes = described.filter((node): node is ErasureNode => node !== undefined);
  checkContradictions(nodes);
  const byOid = new Map(nodes.map((node) => [node.table.oid, node]));
  for (const node of nodes) {
    node.byCascade =
      node !== nodes[0] &&
      node.action.action === "delete" &&
      node.selfEdges.length === 0 &&
      node.edges.every(
        (fk) => fk.action === "cascade" && byOid.get(fk.parent.oid)?.action.action === "delete",
      );
  }
  return {
    erasure,
    hash: erasureHash(erasure),
    subject: nodes[0] as ErasureNode,
    key,
    nodes,
    acting: [...nodes].reverse(),
  };
}
