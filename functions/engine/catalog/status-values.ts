// A status guard's values against what the column can hold (its enum, a CHECK list) and what rows
// hold now (a value renamed in a migration).
import type pg from "pg";
import { ConfigError } from "../../contract/errors.js";
import { type PlanWarning, planWarning } from "../../contract/plan-warnings.js";
import type { Policy } from "../../contract/retention-table.js";
import { classifyPgError, errorLine } from "../db/pg-errors.js";
import { absentValuesSql, columnValuesSql } from "../sql/catalog.js";
import { localStatementTimeoutSql, transaction } from "../sql/session.js";
import { type PolicyShape, qualifiedName } from "./shape.js";
import type { Column, TableFacts } from "./table-facts.js";

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

/** The values a column may hold, as its enum or a CHECK lists them, and what says so. */
export interface AllowedValues {
  values: string[];
  by: string;
}

/** What the catalog says a column may hold: its enum's labels, its one-column CHECKs' lists. */
export async function allowedValues(
  db: pg.ClientBase,
  oid: number,
  column: Column,
): Promise<AllowedValues[]> {
  const { rows } = await db.query<{ type_name: string; labels: string[] | null; checks: string[] }>(
    columnValuesSql(oid, column.attnum, column.baseOid),
  );
  const row = rows[0];
  const allowed: AllowedValues[] = [];
  if (row?.labels) allowed.push({ values: row.labels, by: `enum ${row.type_name}` });
  for (const definition of row?.checks ?? []) {
    const values = checkValues(definition);
    if (values) allowed.push({ values, by: "CHECK" });
  }
  return allowed;
}

/**
 * A status guard value that the column can never hold (its enum or CHECK says so) would quietly
 * govern nothing, or, misspelled in a negative rule, everything: refused, naming what is allowed.
 */
export async function checkStatusValues(
  db: pg.ClientBase,
  policy: Policy,
  facts: TableFacts,
  field: string,
): Promise<string[]> {
  if (!policy.status) return [];
  const column = facts.columns.get(policy.status.column) as Column;
  let allowed: AllowedValues[];
  try {
    allowed = await allowedValues(db, facts.ref.oid, column);
  } catch (error) {
    // Reading a CHECK's text takes a lock on the table; one held now must not stop every policy.
    if (classifyPgError(error) !== "lock-timeout") throw error;
    return [
      `could not read the CHECK constraints of ${qualifiedName(policy)} (the table is locked), so the status values were not checked against them`,
    ];
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

/** Status values that no row has (a value renamed in a migration): said, within two seconds. */
export async function statusValueFindings(
  client: pg.ClientBase,
  shape: PolicyShape,
): Promise<PlanWarning[]> {
  const { status } = shape.policy;
  if (!status || !shape.statusType) return [];
  await client.query(transaction.begin);
  try {
    await client.query(localStatementTimeoutSql(2000));
    const { rows } = await client.query<{ value: string }>(
      absentValuesSql(shape.policy.table, status.column, shape.statusType, status.values),
    );
    await client.query(transaction.commit);
    return rows.map((row) =>
      planWarning(
        "status-value-absent",
        `status value "${row.value}" matches no row of ${qualifiedName(shape.policy)}.${status.column}: renamed in a migration?`,
      ),
    );
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    return [
      planWarning(
        "status-values-unchecked",
        `could not check which status values occur (${errorLine(error)})`,
      ),
    ];
  }
}

/** The same, as the run report's lines. */
export const statusValueWarnings = async (client: pg.ClientBase, shape: PolicyShape) =>
  (await statusValueFindings(client, shape)).map((each) => each.text);
