import type pg from "pg";
import { ConfigError, PolicyError } from "../contract/errors.js";
import type { Policy } from "../contract/retention-table.js";
import { type PolicyShape, qualifiedName } from "./shape.js";
import {
  canLockRowsSql,
  columnsSql,
  indexLeadsSql,
  privilegesSql,
  tableSql,
} from "./sql/catalog.js";

interface Column {
  name: string;
  type: string;
  attnum: number;
}

export interface TableFacts {
  oid: number;
  relkind: string;
  /** The planner's row estimate (pg_class.reltuples); -1 or 0 before the first ANALYZE. */
  estimatedRows: number;
  columns: Map<string, Column>;
  /** attnums that lead a valid, non-partial btree index. */
  indexedLeads: Set<number>;
}

const timeTypes = new Set(["timestamp with time zone", "timestamp without time zone", "date"]);

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
  const columns = await db.query<Column>(columnsSql(row.oid));
  const indexes = await db.query<{ lead: number }>(indexLeadsSql(row.oid));
  return {
    oid: row.oid,
    relkind: row.relkind,
    estimatedRows: row.estimated_rows,
    columns: new Map(columns.rows.map((column) => [column.name, column])),
    indexedLeads: new Set(indexes.rows.map((index) => index.lead)),
  };
}

/**
 * Checks a policy against the live catalog: the table and every column it names exist with a
 * fitting type. Throws ConfigError naming the field (`policies[i].clock`), so that a bad rule
 * stops the run before anything is deleted.
 */
export async function describePolicy(
  db: pg.ClientBase,
  policy: Policy,
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
  const column = (name: string, fieldName: string): Column => {
    const found = facts.columns.get(name);
    if (!found)
      throw new ConfigError(
        `${field}.${fieldName}`,
        `column "${name}" does not exist in ${qualified}`,
      );
    return found;
  };
  if (policy.mechanism === "drop-partitions") {
    if (facts.relkind !== "p") {
      throw new ConfigError(
        `${field}.table`,
        `${qualified} is not a partitioned table; drop-partitions needs one`,
      );
    }
    const [clock] = policy.clock.map((name) => column(name, "clock"));
    if (!timeTypes.has(clock!.type)) {
      throw new ConfigError(
        `${field}.clock`,
        `column "${clock!.name}" is ${clock!.type}, not a timestamp or date`,
      );
    }
    return { policy, keyType: "", strategy: "partitions", oid: facts.oid, rowLocks: false };
  }
  const key = column(policy.key, "key");
  const clocks = policy.clock.map((name) => column(name, "clock"));
  for (const clock of clocks) {
    if (!timeTypes.has(clock.type)) {
      throw new ConfigError(
        `${field}.clock`,
        `column "${clock.name}" is ${clock.type}, not a timestamp or date`,
      );
    }
  }
  if (policy.status) column(policy.status.column, "status.column");
  if (policy.hold) {
    const hold = column(policy.hold, "hold");
    if (hold.type !== "boolean")
      throw new ConfigError(`${field}.hold`, `column "${hold.name}" is ${hold.type}, not boolean`);
  }
  if (policy.selfReference) {
    const parent = column(policy.selfReference, "selfReference");
    if (parent.type !== key.type) {
      throw new ConfigError(
        `${field}.selfReference`,
        `column "${parent.name}" is ${parent.type}, but key "${key.name}" is ${key.type}`,
      );
    }
  }
  const { rows } = await db.query<{ can_lock: boolean }>(canLockRowsSql(facts.oid));
  const clockIndexed = clocks.length === 1 && facts.indexedLeads.has((clocks[0] as Column).attnum);
  return {
    policy,
    keyType: key.type,
    strategy: !policy.selfReference && clockIndexed ? "keyset" : "cursor",
    oid: facts.oid,
    rowLocks: rows[0]?.can_lock ?? false,
  };
}

/**
 * Preflight of one policy: the role can see and delete the rows. With row-level security on and a
 * role that does not bypass it, every DELETE would silently match only what its RLS policies allow
 * (for a maintenance role: nothing), and the run would report 0 deleted as success. That fails the
 * policy, loudly.
 */
export async function checkPrivileges(db: pg.ClientBase, shape: PolicyShape): Promise<void> {
  const { rows } = await db.query<{
    can_select: boolean;
    can_delete: boolean;
    role: string;
    rls: boolean;
    forced: boolean;
    owner: boolean;
    bypass: boolean;
  }>(privilegesSql(shape.oid));
  const row = rows[0]!;
  const table = qualifiedName(shape.policy);
  if (shape.strategy !== "partitions" && (!row.can_select || !row.can_delete)) {
    throw new PolicyError(
      shape.policy.name,
      `role ${row.role} lacks ${!row.can_select ? "SELECT" : "DELETE"} on ${table}`,
    );
  }
  if (row.rls && !row.bypass && (row.forced || !row.owner)) {
    throw new PolicyError(
      shape.policy.name,
      `row-level security is enabled${row.forced ? " and forced" : ""} on ${table} and role ${row.role} does not bypass it: ` +
        "its DELETEs would silently match only what the RLS policies allow, and 0 deleted would look like success. " +
        "Give the maintenance role BYPASSRLS (see retention-job provision-role)",
    );
  }
}
