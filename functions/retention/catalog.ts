import type pg from "pg";
import type { Policy } from "./config.js";
import { ConfigError } from "./errors.js";
import type { PolicyShape } from "./sql.js";

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
    `SELECT c.oid::int AS oid, c.relkind::text AS relkind, c.reltuples::float8 AS estimated_rows
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relname = $2 AND c.relkind IN ('r', 'p')`,
    [schema, name],
  );
  const row = table.rows[0];
  if (!row) return undefined;
  const columns = await db.query<Column>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type, attnum::int AS attnum
     FROM pg_attribute WHERE attrelid = $1 AND attnum > 0 AND NOT attisdropped`,
    [row.oid],
  );
  const indexes = await db.query<{ lead: number }>(
    `SELECT DISTINCT i.indkey[0]::int AS lead
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_am am ON am.oid = ic.relam
     WHERE i.indrelid = $1 AND am.amname = 'btree' AND i.indpred IS NULL AND i.indisvalid`,
    [row.oid],
  );
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
  const qualified = `${policy.table.schema}.${policy.table.name}`;
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
  const { rows } = await db.query<{ can_lock: boolean }>(
    "SELECT has_table_privilege($1::oid, 'UPDATE') OR has_any_column_privilege($1::oid, 'UPDATE') AS can_lock",
    [facts.oid],
  );
  const clockIndexed = clocks.length === 1 && facts.indexedLeads.has((clocks[0] as Column).attnum);
  return {
    policy,
    keyType: key.type,
    strategy: !policy.selfReference && clockIndexed ? "keyset" : "cursor",
    oid: facts.oid,
    rowLocks: rows[0]?.can_lock ?? false,
  };
}
