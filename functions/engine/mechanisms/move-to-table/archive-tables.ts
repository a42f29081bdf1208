// A move's archive tables checked against the catalog: each exists, takes every column of the rows
// that go into it with a compatible type, asks for no value a move cannot give, and stamps the
// move's time in a timestamptz column where the policy names one; every table the moved rows'
// cascades take rows from has an archive table of its own, so that nothing leaves unarchived, and
// a referencing table the policy names goes with its parents instead of keeping them.
import type pg from "pg";
import { ConfigError } from "../../../contract/errors.js";
import type { MoveInto } from "../../../contract/mechanisms/move-to-table.js";
import { policyOf } from "../../../contract/mechanisms.js";
import { actionText, type ForeignKeys, inboundRefs } from "../../catalog/foreign-keys.js";
import type { ForeignKey, InboundRef, PolicyShape, TableRef } from "../../catalog/shape.js";
import { tableText } from "../../catalog/shape.js";
import { readTableFacts } from "../../catalog/table-facts.js";
import { archiveColumnsSql } from "./catalog.js";

/** A table whose rows a move takes, and the archive table they go into. */
export interface ArchiveTable {
  from: TableRef;
  into: TableRef;
  /** The columns written, the table's own, in its order (a generated one in the archive left out). */
  columns: string[];
  archivedAt?: string;
}

/** A table whose rows reference the moved ones (a cascade's, or named): moved too, along `fk`. */
export interface MovedChild extends ArchiveTable {
  fk: ForeignKey;
  children: MovedChild[];
}

export interface Move {
  table: ArchiveTable;
  children: MovedChild[];
}

interface ColumnPair {
  name: string;
  in_source: boolean;
  in_archive: boolean;
  source_type: string | null;
  archive_type: string | null;
  required: boolean;
  generated: boolean;
  source_generated: boolean;
  instant: boolean;
  compatible: boolean;
}

/** Why the archive cannot take a column (or ask for one), or undefined. */
function columnRefusal(pair: ColumnPair, from: string, archivedAt?: string): string | undefined {
  const column = `"${pair.name}"`;
  if (pair.name === archivedAt) {
    if (pair.in_source) return `${column} (archivedAt) is a column of ${from} itself`;
    if (!pair.in_archive) return `has no column ${column} (archivedAt)`;
    if (!pair.instant) return `${column} (archivedAt) is ${pair.archive_type}, not timestamptz`;
    return undefined;
  }
  if (pair.in_source && !pair.in_archive)
    return `has no column ${column} (${from}.${pair.name}, ${pair.source_type}): every column of the moved rows goes into it`;
  if (pair.in_source && pair.generated && !pair.source_generated)
    return `column ${column} is generated: it would not keep ${from}.${pair.name}'s values`;
  if (pair.in_source && !pair.compatible && !pair.generated)
    return `column ${column} is ${pair.archive_type}, which does not take ${from}.${pair.name}'s ${pair.source_type} as it is`;
  if (!pair.in_source && pair.required)
    return `column ${column} is NOT NULL with no default, and the moved rows have no value for it`;
  return undefined;
}

/** One archive table, checked against its source's columns. */
async function archiveTable(
  db: pg.ClientBase,
  from: TableRef,
  into: { schema: string; name: string },
  archivedAt: string | undefined,
  field: string,
): Promise<ArchiveTable> {
  const name = tableText(into);
  const facts = await readTableFacts(db, into.schema, into.name);
  if (!facts) throw new ConfigError(field, `archive table ${name} does not exist`);
  if (facts.ref.oid === from.oid)
    throw new ConfigError(field, `is ${name} itself: the archive is another table`);
  const { rows } = await db.query<ColumnPair>(archiveColumnsSql(from.oid, facts.ref.oid));
  if (archivedAt && !rows.some((pair) => pair.name === archivedAt))
    throw new ConfigError(
      field,
      `archive table ${name} has no column "${archivedAt}" (archivedAt)`,
    );
  if (rows.some((pair) => pair.in_source && pair.name === "row_id"))
    throw new ConfigError(
      field,
      `${tableText(from)} has a column "row_id", which a move cannot return yet`,
    );
  for (const pair of rows) {
    const why = columnRefusal(pair, tableText(from), archivedAt);
    if (why) throw new ConfigError(field, `archive table ${name} ${why}`);
  }
  return {
    from,
    into: facts.ref,
    columns: rows.filter((pair) => pair.in_source && !pair.generated).map((pair) => pair.name),
    ...(archivedAt ? { archivedAt } : {}),
  };
}

/**
 * The tables the moved rows' cascades delete from, each with its archive (the children the policy
 * names): one named for every ON DELETE CASCADE reached, at any depth, and reached once.
 */
async function movedChildren(
  db: pg.ClientBase,
  refs: InboundRef[],
  into: MoveInto,
  seen: Set<string>,
  field: string,
): Promise<MovedChild[]> {
  const children: MovedChild[] = [];
  for (const ref of refs.filter((each) => each.effect === "cascades")) {
    const child = tableText(ref.fk.child);
    const archive = into.children?.[child];
    if (!archive) {
      throw new ConfigError(
        `${field}.into.children`,
        `${child} is reached by ${ref.fk.name} (${actionText(ref.fk)}): its rows would leave unarchived; name its archive table ("children": {"${child}": "schema.table"})`,
      );
    }
    if (seen.has(child)) {
      throw new ConfigError(
        `${field}.into.children.${child}`,
        `${child} is reached by more than one cascade (or is the policy's own table): a move takes each table's rows along one path`,
      );
    }
    seen.add(child);
    const checked = await archiveTable(
      db,
      ref.fk.child,
      archive,
      into.archivedAt,
      `${field}.into.children.${child}`,
    );
    const deeper = await movedChildren(db, ref.childRefs, into, seen, field);
    children.push({ ...checked, fk: ref.fk, children: deeper });
  }
  return children;
}

/**
 * The references into the moved rows as a move has them: a referencing table the policy names in
 * its children (a Django key, NO ACTION: the application deletes them first) no longer keeps its
 * parent; its rows go with it, as a cascade's would, free to go as theirs must be.
 */
export async function movedRefs(
  keys: ForeignKeys,
  refs: InboundRef[],
  into: MoveInto | undefined,
): Promise<InboundRef[]> {
  const moved: InboundRef[] = [];
  for (const ref of refs) {
    const named = into?.children?.[tableText(ref.fk.child)] !== undefined;
    const self = ref.fk.child.oid === ref.fk.parent.oid;
    if (ref.effect === "blocks" && named && !self) {
      const childRefs = await inboundRefs(keys, ref.fk.child, undefined, [ref.fk.parent.oid]);
      moved.push({ ...ref, effect: "cascades", childRefs: await movedRefs(keys, childRefs, into) });
    } else if (ref.effect === "cascades") {
      moved.push({ ...ref, childRefs: await movedRefs(keys, ref.childRefs, into) });
    } else moved.push(ref);
  }
  return moved;
}

/** The policy's move: its own archive table, and its cascaded children's, checked. */
export async function checkMove(
  db: pg.ClientBase,
  shape: PolicyShape,
  from: TableRef,
  field: string,
): Promise<Move> {
  const { into } = policyOf("move-to-table", shape.policy);
  if (!into) throw new ConfigError(`${field}.into`, "must name the archive table");
  const table = await archiveTable(db, from, into.table, into.archivedAt, `${field}.into.table`);
  const seen = new Set([tableText(from)]);
  const children = await movedChildren(db, shape.inbound, into, seen, field);
  const stray = Object.keys(into.children ?? {}).find((child) => !seen.has(child));
  if (stray !== undefined) {
    throw new ConfigError(
      `${field}.into.children.${stray}`,
      `no foreign key from ${stray} reaches ${tableText(from)}'s rows (or their cascades'): only the tables whose rows reference the moved ones are moved with them`,
    );
  }
  return { table, children };
}
