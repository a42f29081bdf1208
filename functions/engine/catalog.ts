import type pg from "pg";
import { ConfigError, PolicyError } from "../contract/errors.js";
import type { Policy } from "../contract/retention-table.js";
import { classifyPgError, errorLine } from "./pg-errors.js";
import {
  type ClockShape,
  type ForeignKey,
  type ForeignKeyAction,
  type InboundRef,
  type PolicyShape,
  qualifiedName,
  type TableRef,
  tableText,
} from "./shape.js";
import {
  absentValuesSql,
  canLockRowsSql,
  columnsSql,
  columnValuesSql,
  inboundKeysSql,
  indexLeadsSql,
  privilegesSql,
  readAccessSql,
  serverVersionSql,
  tableSql,
  uniqueKeysSql,
} from "./sql/catalog.js";
import { localStatementTimeoutSql, transaction } from "./sql/session.js";

export interface Column {
  name: string;
  type: string;
  attnum: number;
  notNull: boolean;
  /** The type under any domains: its oid and name. */
  baseOid: number;
  baseType: string;
}

export interface UniqueKey {
  name: string;
  primary: boolean;
  columns: string[];
  notNull: boolean;
}

export interface TableFacts {
  ref: TableRef;
  relkind: string;
  /** The planner's row estimate (pg_class.reltuples); -1 or 0 before the first ANALYZE. */
  estimatedRows: number;
  columns: Map<string, Column>;
  /** attnums that lead a valid, non-partial btree index. */
  indexedLeads: Set<number>;
  uniqueKeys: UniqueKey[];
}

/** Clock types by base type oid (pg_type): any precision, any domain over them. */
const clockKinds: Record<number, { kind: ClockShape["kind"]; integral?: boolean }> = {
  1184: { kind: "instant" }, // timestamptz
  1114: { kind: "wall-clock" }, // timestamp
  1082: { kind: "date" },
  20: { kind: "epoch", integral: true }, // bigint
  23: { kind: "epoch", integral: true }, // integer
  21: { kind: "epoch", integral: true }, // smallint
  1700: { kind: "epoch", integral: false }, // numeric
  701: { kind: "epoch", integral: false }, // double precision
  700: { kind: "epoch", integral: false }, // real
};

const unitMs = { "epoch-s": 1000, "epoch-ms": 1, "epoch-us": 0.001 } as const;

export async function readTableFacts(
  db: pg.ClientBase,
  schema: string,
  name: string,
): Promise<TableFacts | undefined> {
  const table = await db.query<{ oid: number; relkind: string; estimated_rows: number }>(
    tableSql(schema, name),
  );
  const row = table.rows[0];
  if (!row) return undefined;
  const columns = await db.query<{
    name: string;
    type: string;
    attnum: number;
    not_null: boolean;
    base_oid: number;
    base_type: string;
  }>(columnsSql(row.oid));
  const indexes = await db.query<{ lead: number }>(indexLeadsSql(row.oid));
  const unique = await db.query<{
    name: string;
    primary: boolean;
    columns: string[];
    not_null: boolean;
  }>(uniqueKeysSql(row.oid));
  return {
    ref: { oid: row.oid, schema, name },
    relkind: row.relkind,
    estimatedRows: row.estimated_rows,
    columns: new Map(
      columns.rows.map((column) => [
        column.name,
        {
          name: column.name,
          type: column.type,
          attnum: column.attnum,
          notNull: column.not_null,
          baseOid: column.base_oid,
          baseType: column.base_type,
        },
      ]),
    ),
    indexedLeads: new Set(indexes.rows.map((index) => index.lead)),
    uniqueKeys: unique.rows.map((key) => ({
      name: key.name,
      primary: key.primary,
      columns: key.columns,
      notNull: key.not_null,
    })),
  };
}

const actions: Record<string, ForeignKeyAction> = {
  a: "no-action",
  r: "restrict",
  c: "cascade",
  n: "set-null",
  d: "set-default",
};

/** The foreign keys into a table, read once per run. */
class ForeignKeys {
  private readonly cache = new Map<number, Promise<ForeignKey[]>>();
  constructor(private readonly db: pg.ClientBase) {}

  into(table: TableRef): Promise<ForeignKey[]> {
    let found = this.cache.get(table.oid);
    if (!found) {
      found = this.db
        .query<{
          name: string;
          action: string;
          child_oid: number;
          child_schema: string;
          child_name: string;
          child_columns: string[];
          parent_columns: string[];
          child_has_not_null: boolean;
          child_indexed: boolean;
        }>(inboundKeysSql(table.oid))
        .then(({ rows }) =>
          rows.map((row) => ({
            name: row.name,
            action: actions[row.action] ?? "no-action",
            child: { oid: row.child_oid, schema: row.child_schema, name: row.child_name },
            childColumns: row.child_columns,
            parent: table,
            parentColumns: row.parent_columns,
            childHasNotNull: row.child_has_not_null,
            childIndexed: row.child_indexed,
          })),
        );
      this.cache.set(table.oid, found);
    }
    return found;
  }
}

function effectOf(fk: ForeignKey): InboundRef["effect"] {
  if (fk.action === "cascade") return "cascades";
  if (fk.action === "set-default" || (fk.action === "set-null" && !fk.childHasNotNull))
    return "sets";
  return "blocks";
}

/**
 * The references into a table and, through ON DELETE CASCADE, into the tables whose rows would go
 * with its rows (a cycle of cascades is followed once).
 */
async function inboundRefs(
  keys: ForeignKeys,
  table: TableRef,
  skip: ForeignKey | undefined,
  path: number[] = [],
): Promise<InboundRef[]> {
  const refs: InboundRef[] = [];
  for (const fk of await keys.into(table)) {
    if (fk.name === skip?.name && fk.child.oid === skip.child.oid) continue;
    const effect = effectOf(fk);
    const childRefs =
      effect === "cascades" && !path.includes(fk.child.oid)
        ? await inboundRefs(keys, fk.child, undefined, [...path, table.oid])
        : [];
    refs.push({ fk, effect, childRefs, childPolicies: [] });
  }
  return refs;
}

/** Every table a delete reaches through CASCADE / SET NULL / SET DEFAULT, with the constraint that reaches it first. */
function cascadeReach(refs: InboundRef[], reached = new Map<string, ForeignKey>()) {
  for (const ref of refs) {
    if (ref.effect === "blocks") continue;
    const name = tableText(ref.fk.child);
    if (!reached.has(name)) reached.set(name, ref.fk);
    cascadeReach(ref.childRefs, reached);
  }
  return reached;
}

function actionText(fk: ForeignKey): string {
  return `ON DELETE ${fk.action.toUpperCase().replace("-", " ")}`;
}

/**
 * The key a policy uses to name its rows: the one it gives (which must be unique and NOT NULL), or
 * the table's primary key, or a unique index over NOT NULL columns.
 */
function keyOf(
  policy: Policy,
  facts: TableFacts,
  field: string,
): { columns: string[]; types: string[] } | undefined {
  const qualified = qualifiedName(policy);
  const typed = (columns: string[]) => ({
    columns,
    types: columns.map((name) => (facts.columns.get(name) as Column).type),
  });
  if (policy.key) {
    for (const name of policy.key) {
      const column = facts.columns.get(name);
      if (!column)
        throw new ConfigError(`${field}.key`, `column "${name}" does not exist in ${qualified}`);
      if (!column.notNull)
        throw new ConfigError(
          `${field}.key`,
          `column "${name}" of ${qualified} may be NULL, so a row could not be found by its key; use NOT NULL columns (or leave key out: the primary key is used)`,
        );
    }
    const unique = facts.uniqueKeys.some((key) =>
      key.columns.every((name) => policy.key?.includes(name)),
    );
    if (!unique) {
      const known = facts.uniqueKeys.map((key) => `(${key.columns.join(", ")})`).join(", ");
      throw new ConfigError(
        `${field}.key`,
        `(${policy.key.join(", ")}) is not unique in ${qualified}: no unique index covers it${known ? `; unique keys: ${known}` : ""}`,
      );
    }
    return typed(policy.key);
  }
  const found = facts.uniqueKeys.find((key) => key.notNull);
  return found ? typed(found.columns) : undefined;
}

/** The self-reference whole trees go along: the one the policy names, or the table's only blocking one. */
function selfReferenceOf(
  policy: Policy,
  inbound: ForeignKey[],
  facts: TableFacts,
  field: string,
): ForeignKey | undefined {
  const qualified = qualifiedName(policy);
  const self = inbound.filter((fk) => fk.child.oid === facts.ref.oid);
  let chosen: ForeignKey | undefined;
  if (policy.selfReference !== undefined) {
    chosen = self.find(
      (fk) => fk.childColumns.length === 1 && fk.childColumns[0] === policy.selfReference,
    );
    if (!chosen) {
      const column = facts.columns.get(policy.selfReference);
      throw new ConfigError(
        `${field}.selfReference`,
        column
          ? `column "${policy.selfReference}" of ${qualified} is not a foreign key to ${qualified}`
          : `column "${policy.selfReference}" does not exist in ${qualified}`,
      );
    }
    if (effectOf(chosen) !== "blocks") {
      throw new ConfigError(
        `${field}.selfReference`,
        `${chosen.name} is ${actionText(chosen)}: deleting a row changes its children anyway; leave selfReference out and list ${qualified} in cascades`,
      );
    }
  } else {
    const blocking = self.filter((fk) => effectOf(fk) === "blocks");
    chosen = blocking.length === 1 ? blocking[0] : undefined;
  }
  if (!chosen) return undefined;
  const nullable = chosen.parentColumns.find((name) => !facts.columns.get(name)?.notNull);
  if (nullable !== undefined) {
    throw new ConfigError(
      `${field}.selfReference`,
      `${chosen.name} references column "${nullable}" of ${qualified}, which may be NULL; leaf-first deletion needs NOT NULL referenced columns`,
    );
  }
  return chosen;
}

/** What CHECK constraints of the form `column = ANY (ARRAY[...])` or `column = '...'` allow. */
function checkValues(definition: string): string[] | undefined {
  const literal = /'((?:[^']|'')*)'::[\w ."]+/g;
  const anyList =
    /^CHECK \(\(\(?[\w"]+\)?(?:::[\w ."]+)? = ANY \(\(?ARRAY\[(.*)\](?:\)::[\w ."]+\[\])?\)\)\)$/.exec(
      definition,
    );
  const single = /^CHECK \(\(\(?[\w"]+\)?(?:::[\w ."]+)? = ('(?:[^']|'')*'::[\w ."]+)\)\)$/.exec(
    definition,
  );
  const list = anyList?.[1] ?? single?.[1];
  if (list === undefined) return undefined;
  return [...list.matchAll(literal)].map((match) => (match[1] as string).replaceAll("''", "'"));
}

/**
 * A status guard value that the column can never hold (its enum or CHECK says so) would quietly
 * govern nothing, or, misspelled in a negative rule, everything: refused, naming what is allowed.
 */
async function checkStatusValues(
  db: pg.ClientBase,
  policy: Policy,
  facts: TableFacts,
  field: string,
): Promise<string[]> {
  if (!policy.status) return [];
  const column = facts.columns.get(policy.status.column) as Column;
  let row: { type_name: string; labels: string[] | null; checks: string[] } | undefined;
  try {
    ({
      rows: [row],
    } = await db.query<{ type_name: string; labels: string[] | null; checks: string[] }>(
      columnValuesSql(facts.ref.oid, column.attnum, column.baseOid),
    ));
  } catch (error) {
    // Reading a CHECK's text takes a lock on the table; one held now must not stop every policy.
    if (classifyPgError(error) !== "lock-timeout") throw error;
    return [
      `could not read the CHECK constraints of ${qualifiedName(policy)} (the table is locked), so the status values were not checked against them`,
    ];
  }
  const allowed: { values: string[]; by: string }[] = [];
  if (row?.labels) allowed.push({ values: row.labels, by: `enum ${row.type_name}` });
  for (const definition of row?.checks ?? []) {
    const values = checkValues(definition);
    if (values) allowed.push({ values, by: "CHECK" });
  }
  for (const [index, value] of policy.status.values.entries()) {
    const refusal = allowed.find((each) => !each.values.includes(value));
    if (refusal) {
      throw new ConfigError(
        `${field}.status.values[${index}]`,
        `"${value}" is not a value of ${qualifiedName(policy)}.${policy.status.column} (${refusal.by} allows ${refusal.values.join(", ")})`,
      );
    }
  }
  return [];
}

/** The tables a policy's cascades reach must be exactly the ones its `cascades` lists. */
function checkCascades(policy: Policy, refs: InboundRef[], field: string): void {
  const reached = cascadeReach(refs);
  const listed = (policy.cascades ?? []).map(tableText);
  for (const [table, fk] of reached) {
    if (!listed.includes(table)) {
      throw new ConfigError(
        `${field}.cascades`,
        `deleting from ${qualifiedName(policy)} also changes rows of ${table} (constraint ${fk.name} on ${tableText(fk.child)}, ${actionText(fk)}), which the retention table does not say; add "${table}" to cascades if that is meant, or change the constraint`,
      );
    }
  }
  listed.forEach((table, index) => {
    if (!reached.has(table)) {
      throw new ConfigError(
        `${field}.cascades[${index}]`,
        `no ON DELETE CASCADE / SET NULL / SET DEFAULT path from ${qualifiedName(policy)} reaches ${table}; remove it`,
      );
    }
  });
}

function checkColumns(policy: Policy, facts: TableFacts, field: string) {
  const qualified = qualifiedName(policy);
  const column = (name: string, fieldName: string): Column => {
    const found = facts.columns.get(name);
    if (!found)
      throw new ConfigError(
        `${field}.${fieldName}`,
        `column "${name}" does not exist in ${qualified}`,
      );
    return found;
  };
  const clocks = policy.clock.map((name) => column(name, "clock"));
  const clock = clockOf(policy, clocks, field);
  if (policy.status) column(policy.status.column, "status.column");
  if (policy.hold) {
    const hold = column(policy.hold, "hold");
    if (hold.type !== "boolean")
      throw new ConfigError(`${field}.hold`, `column "${hold.name}" is ${hold.type}, not boolean`);
  }
  return { clocks, clock };
}

/** How a policy's clock columns compare with a cutoff (see ClockShape); refuses what cannot. */
function clockOf(policy: Policy, clocks: Column[], field: string): ClockShape {
  const first = clocks[0] as Column;
  const other = clocks.find((each) => each.baseOid !== first.baseOid);
  if (other) {
    throw new ConfigError(
      `${field}.clock`,
      `columns "${first.name}" (${first.baseType}) and "${other.name}" (${other.baseType}) differ in type; the earliest of several clocks needs one type (and one unit)`,
    );
  }
  const known = clockKinds[first.baseOid];
  if (!known) {
    throw new ConfigError(
      `${field}.clock`,
      `column "${first.name}" is ${first.type}, not a timestamp, a date or a number of epoch seconds or milliseconds`,
    );
  }
  const clock: ClockShape = { kind: known.kind, type: first.baseType };
  if (known.kind === "epoch") {
    if (!policy.clockUnit) {
      throw new ConfigError(
        `${field}.clockUnit`,
        `column "${first.name}" is ${first.type}: say what its numbers count, e.g. "clockUnit": "epoch-ms" (milliseconds since 1970-01-01 UTC), "epoch-s" or "epoch-us"`,
      );
    }
    return { ...clock, unitMs: unitMs[policy.clockUnit], integral: known.integral ?? false };
  }
  if (policy.clockUnit) {
    throw new ConfigError(
      `${field}.clockUnit`,
      `applies to a numeric clock; column "${first.name}" is ${first.type}`,
    );
  }
  if (known.kind === "instant") {
    if (policy.clockTimeZone) {
      throw new ConfigError(
        `${field}.clockTimeZone`,
        `column "${first.name}" is ${first.type}: its values are instants already; clockTimeZone applies to timestamp without time zone and date`,
      );
    }
    return clock;
  }
  return { ...clock, timeZone: policy.clockTimeZone ?? "UTC" };
}

/**
 * Checks one policy against the live catalog: its table and columns, its key, its references and
 * cascades. Throws ConfigError naming the field (`policies[i].clock`), so that a bad rule stops the
 * run before anything is deleted.
 */
async function describePolicy(
  db: pg.ClientBase,
  keys: ForeignKeys,
  policy: Policy,
  cutoff: string,
  runId: string,
  serverVersion: number,
  field: string,
): Promise<PolicyShape> {
  const qualified = qualifiedName(policy);
  const facts = await readTableFacts(db, policy.table.schema, policy.table.name);
  if (!facts) {
    throw new ConfigError(
      `${field}.table`,
      `table ${qualified} does not exist (or this role cannot see it)`,
    );
  }
  const base = {
    policy,
    oid: facts.ref.oid,
    runId,
    cutoff,
    estimatedRows: facts.estimatedRows,
    inbound: [] as InboundRef[],
  };
  if (policy.mechanism === "drop-partitions") {
    if (facts.relkind !== "p") {
      throw new ConfigError(
        `${field}.table`,
        `${qualified} is not a partitioned table; drop-partitions needs one`,
      );
    }
    if (policy.publish) {
      throw new ConfigError(
        `${field}.publish`,
        "drop-partitions drops whole partitions without listing their rows, so it cannot publish their keys; expire the derived store on the same rule instead",
      );
    }
    const { clock } = checkColumns(policy, facts, field);
    if (clock.kind === "epoch") {
      throw new ConfigError(
        `${field}.clock`,
        "drop-partitions reads the partitions' bounds as timestamps; a numeric clock is not supported there",
      );
    }
    return { ...base, clock, strategy: "partitions", rowLocks: false, blockRanges: false };
  }
  const { clocks, clock } = checkColumns(policy, facts, field);
  const preflightWarnings = await checkStatusValues(db, policy, facts, field);
  const key = keyOf(policy, facts, field);
  const selfReference = selfReferenceOf(policy, await keys.into(facts.ref), facts, field);
  const inbound = await inboundRefs(keys, facts.ref, selfReference);
  checkCascades(policy, inbound, field);
  const clockIndexed = clocks.length === 1 && facts.indexedLeads.has((clocks[0] as Column).attnum);
  const strategy = !selfReference && clockIndexed ? "keyset" : "cursor";
  if (strategy === "cursor" && !key) {
    throw new ConfigError(
      `${field}.key`,
      `${qualified} has no primary key and no unique index over NOT NULL columns, and this policy needs one to name its rows (${selfReference ? `leaf-first deletion along ${selfReference.name}` : "no index leads with the clock, so candidates are listed by key"}); add a primary key${selfReference ? "" : `, or an index on the clock column so that batches walk it without a key`}`,
    );
  }
  if (policy.publish && !key) {
    throw new ConfigError(
      `${field}.publish`,
      `${qualified} has no primary key and no unique index over NOT NULL columns, so there is no key to publish; add a primary key or name a unique one in key`,
    );
  }
  const { rows } = await db.query<{ can_lock: boolean }>(canLockRowsSql(facts.ref.oid));
  return {
    ...base,
    clock,
    strategy,
    blockRanges: serverVersion >= 140_000 && facts.relkind === "r" && !selfReference,
    rowLocks: rows[0]?.can_lock ?? false,
    preflightWarnings,
    ...(policy.status
      ? { statusType: (facts.columns.get(policy.status.column) as Column).baseType }
      : {}),
    ...(key ? { key } : {}),
    ...(selfReference ? { selfReference } : {}),
    inbound,
  };
}

async function readServerVersion(db: pg.ClientBase): Promise<number> {
  const { rows } = await db.query<{ version: number }>(serverVersionSql());
  return rows[0]?.version ?? 0;
}

/** Children before parents: a parent whose children all expire goes in the same run. */
function runOrder(shapes: PolicyShape[]): PolicyShape[] {
  const byTable = (oid: number) => shapes.filter((shape) => shape.oid === oid);
  const before = new Map<PolicyShape, { shape: PolicyShape; ref: InboundRef }[]>();
  for (const shape of shapes) {
    before.set(
      shape,
      shape.inbound.flatMap((ref) =>
        ref.fk.child.oid === shape.oid
          ? []
          : byTable(ref.fk.child.oid).map((child) => ({ shape: child, ref })),
      ),
    );
  }
  const ordered: PolicyShape[] = [];
  const state = new Map<PolicyShape, "visiting" | "done">();
  const visit = (shape: PolicyShape, trail: { shape: PolicyShape; ref: InboundRef }[]) => {
    if (state.get(shape) === "done") return;
    if (state.get(shape) === "visiting") {
      const cycle = trail.slice(trail.findIndex((step) => step.shape === shape));
      // A cycle of cascades only: no order is needed, the file's order stands.
      if (cycle.every((step) => step.ref.effect !== "blocks")) return;
      throw new ConfigError(
        "policies",
        `policies ${cycle.map((step) => step.shape.policy.name).join(", ")} reference each other (${cycle.map((step) => step.ref.fk.name).join(", ")}): a cycle of foreign keys across tables, which retention-job refuses; break it, or make one of the constraints ON DELETE CASCADE and list it in cascades`,
      );
    }
    state.set(shape, "visiting");
    for (const step of before.get(shape) ?? [])
      visit(step.shape, [...trail, { shape, ref: step.ref }]);
    state.set(shape, "done");
    ordered.push(shape);
  };
  for (const shape of shapes) visit(shape, []);
  // The run's policies on each referencing table: a dry run counts the rows they delete as gone
  // (blocking references; not a table's own, which its trees handle), and their holds keep a
  // cascaded row (cascading references, at any depth).
  const link = (refs: InboundRef[], parent: number) => {
    for (const ref of refs) {
      if (ref.effect === "cascades") ref.childPolicies = byTable(ref.fk.child.oid);
      else if (ref.effect === "blocks" && ref.fk.child.oid !== parent)
        ref.childPolicies = byTable(ref.fk.child.oid);
      link(ref.childRefs, ref.fk.child.oid);
    }
  };
  for (const shape of shapes) link(shape.inbound, shape.oid);
  return ordered;
}

/**
 * Checks every policy against the catalog before any row is touched, and orders them children
 * first along the foreign keys between their tables.
 */
export async function describePolicies(
  db: pg.ClientBase,
  policies: Policy[],
  cutoffs: Record<string, string>,
  runId: string,
): Promise<PolicyShape[]> {
  const keys = new ForeignKeys(db);
  const shapes: PolicyShape[] = [];
  const serverVersion = await readServerVersion(db);
  for (const [index, policy] of policies.entries()) {
    shapes.push(
      await describePolicy(
        db,
        keys,
        policy,
        cutoffs[policy.name] as string,
        runId,
        serverVersion,
        `policies[${index}]`,
      ),
    );
  }
  return runOrder(shapes);
}

/** Every reference a policy's statements read, with the tables they read. */
export function refsRead(refs: InboundRef[]): InboundRef[] {
  return refs.flatMap((ref) =>
    ref.effect === "blocks" ? [ref] : [ref, ...refsRead(ref.childRefs)],
  );
}

interface Access {
  role: string;
  rls: boolean;
  forced: boolean;
  owner: boolean;
  bypass: boolean;
}

/** With RLS on a table and a role that does not bypass it, its queries would silently see only part of it. */
const rlsHides = (access: Access) =>
  access.rls && !access.bypass && (access.forced || !access.owner);

/**
 * Preflight of one policy: the role can see and delete the rows, and read every table whose
 * references it must check. With row-level security on and a role that does not bypass it, every
 * DELETE would silently match only what its RLS policies allow (for a maintenance role: nothing),
 * and the run would report 0 deleted as success; a referencing table read under RLS would hide
 * the rows that keep a parent. Either fails the policy, loudly.
 */
export async function checkPrivileges(db: pg.ClientBase, shape: PolicyShape): Promise<void> {
  const { rows } = await db.query<Access & { can_select: boolean; can_delete: boolean }>(
    privilegesSql(shape.oid),
  );
  const row = rows[0]!;
  const table = qualifiedName(shape.policy);
  if (shape.strategy !== "partitions" && (!row.can_select || !row.can_delete)) {
    throw new PolicyError(
      shape.policy.name,
      `role ${row.role} lacks ${!row.can_select ? "SELECT" : "DELETE"} on ${table}`,
    );
  }
  if (rlsHides(row)) {
    throw new PolicyError(
      shape.policy.name,
      `row-level security is enabled${row.forced ? " and forced" : ""} on ${table} and role ${row.role} does not bypass it: ` +
        "its DELETEs would silently match only what the RLS policies allow, and 0 deleted would look like success. " +
        "Give the maintenance role BYPASSRLS (see retention-job provision-role)",
    );
  }
  for (const ref of refsRead(shape.inbound)) {
    const child = tableText(ref.fk.child);
    const columns = ref.fk.childColumns;
    const { rows: access } = await db.query<Access & { can_read: boolean }>(
      readAccessSql(ref.fk.child.oid, columns),
    );
    const read = access[0]!;
    if (!read.can_read) {
      throw new PolicyError(
        shape.policy.name,
        `role ${read.role} cannot read ${child} (${columns.join(", ")}), which references ${table} (${ref.fk.name}) and must be read to know which rows are still referenced: GRANT SELECT (${columns.join(", ")}) ON ${child} TO ${read.role} (retention-job provision-role prints it)`,
      );
    }
    if (rlsHides(read)) {
      throw new PolicyError(
        shape.policy.name,
        `row-level security is enabled${read.forced ? " and forced" : ""} on ${child}, which references ${table} (${ref.fk.name}), and role ${read.role} does not bypass it: ` +
          "the rows it cannot see would still keep (or cascade from) their parents. Give the maintenance role BYPASSRLS",
      );
    }
  }
}

/** Status values that no row has (a value renamed in a migration): said, within two seconds. */
export async function statusValueWarnings(
  client: pg.ClientBase,
  shape: PolicyShape,
): Promise<string[]> {
  const { status } = shape.policy;
  if (!status || !shape.statusType) return [];
  await client.query(transaction.begin);
  try {
    await client.query(localStatementTimeoutSql(2000));
    const { rows } = await client.query<{ value: string }>(
      absentValuesSql(shape.policy.table, status.column, shape.statusType, status.values),
    );
    await client.query(transaction.commit);
    return rows.map(
      (row) =>
        `status value "${row.value}" matches no row of ${qualifiedName(shape.policy)}.${status.column}: renamed in a migration?`,
    );
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    return [`could not check which status values occur (${errorLine(error)})`];
  }
}
