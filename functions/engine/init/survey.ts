// What init knows of each table: the catalog's facts, the planner's statistics, the foreign keys
// into it, its DELETE triggers, whether a publication replicates its deletes, how many rows were
// inserted and deleted (and which deletions were the job's own, from its ledger). No row is read.
import type pg from "pg";
import { ForeignKeys } from "../catalog/foreign-keys.js";
import type { ForeignKey } from "../catalog/shape.js";
import { allowedValues } from "../catalog/status-values.js";
import { readTableFacts, type TableFacts } from "../catalog/table-facts.js";
import {
  columnStatsSql,
  deleteTriggersSql,
  outboundKeysSql,
  surveyTablesSql,
} from "../sql/survey.js";
import { type Churn, readJobWork, setJobWork } from "./churn.js";
import { isStatusColumn } from "./heuristics.js";

export interface SurveyedTable {
  schema: string;
  name: string;
  facts: TableFacts;
  /** Range-partitioned: the partition key's column (one column only). */
  partitionColumn?: string;
  /** Column → share of NULLs, histogram bounds and most common values, when the table was analyzed. */
  stats: Map<string, { nullFrac: number; bounds: string | null; common: string | null }>;
  inbound: ForeignKey[];
  /** The table's own foreign keys' columns (each key's, in order). */
  references: string[][];
  deleteTriggers: { name: string; function: string }[];
  /** Deletes are published, and the table has no replica identity: its DELETE fails. */
  unreplicable: boolean;
  /** A status column with the values its enum or CHECK allows. */
  status?: { column: string; values: string[] };
  /** Rows inserted and deleted since the server's statistics were reset (pg_stat_user_tables), the job's own told apart. */
  churn: Churn;
  /** UNLOGGED: PostgreSQL empties it after a crash (its application has said its rows may be lost). */
  unlogged?: boolean;
}

interface TableRow {
  oid: number;
  schema: string;
  name: string;
  relkind: string;
  replica_identity: string;
  unlogged: boolean;
  published: boolean;
  has_primary_key: boolean;
  partition_key: string | null;
  inserted: number;
  deleted: number;
  live: number;
}

/** A status column the catalog lists the values of (its enum, or a CHECK). */
async function statusOf(db: pg.ClientBase, facts: TableFacts) {
  for (const column of facts.columns.values()) {
    if (!isStatusColumn(column)) continue;
    const [allowed] = await allowedValues(db, facts.ref.oid, column);
    if (allowed) return { column: column.name, values: allowed.values };
  }
  return undefined;
}

async function surveyOne(db: pg.ClientBase, keys: ForeignKeys, row: TableRow) {
  const facts = (await readTableFacts(db, row.schema, row.name)) as TableFacts;
  const stats = await db.query<{
    column: string;
    null_frac: number;
    bounds: string | null;
    common: string | null;
  }>(columnStatsSql(row.schema, row.name));
  const triggers = await db.query<{ name: string; function: string }>(deleteTriggersSql(row.oid));
  const range = /^RANGE \(([^,()]+)\)$/.exec(row.partition_key ?? "");
  const partitionColumn = range?.[1]?.replace(/^"(.*)"$/, "$1");
  const status = await statusOf(db, facts);
  const outbound = await db.query<{ columns: string[] }>(outboundKeysSql(row.oid));
  const table: SurveyedTable = {
    schema: row.schema,
    name: row.name,
    facts,
    ...(partitionColumn ? { partitionColumn } : {}),
    stats: new Map(
      stats.rows.map((each) => [
        each.column,
        { nullFrac: each.null_frac, bounds: each.bounds, common: each.common },
      ]),
    ),
    inbound: await keys.into(facts.ref),
    references: outbound.rows.map((each) => each.columns),
    deleteTriggers: triggers.rows,
    unreplicable:
      row.published &&
      (row.replica_identity === "n" || (row.replica_identity === "d" && !row.has_primary_key)),
    ...(status ? { status } : {}),
    churn: { inserted: row.inserted, counted: row.deleted, live: row.live, byJob: 0 },
    ...(row.unlogged ? { unlogged: true } : {}),
  };
  return table;
}

/** Every table of the schemas (or of the database, but the system's), as init sees it. */
export async function surveyTables(
  db: pg.ClientBase,
  schemas: string[] | undefined,
): Promise<SurveyedTable[]> {
  const keys = new ForeignKeys(db);
  const { rows } = await db.query<TableRow>(surveyTablesSql(schemas));
  const tables: SurveyedTable[] = [];
  for (const row of rows) {
    // pg_partman's template tables carry no data of their own.
    if (row.schema === "partman" && row.name.startsWith("template_")) continue;
    tables.push(await surveyOne(db, keys, row));
  }
  setJobWork(tables, await readJobWork(db));
  return tables;
}
