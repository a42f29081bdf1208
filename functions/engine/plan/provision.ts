// `provision-role`: the least-privilege maintenance role a retention table needs, as SQL.

import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { ChangeStream } from "../../contract/change-stream.js";
import { ConfigError } from "../../contract/errors.js";
import type { Policy } from "../../contract/retention-table.js";
import { skipGrants, skipping } from "../catalog/change-stream.js";
import { conditionReads } from "../catalog/conditions.js";
import { columnsReadOf, refsReadBy } from "../catalog/privileges.js";
import { type PolicyShape, qualifiedName, type RowAction } from "../catalog/shape.js";
import { tenantKeepReads, tenantTableReads } from "../catalog/tenant-keep.js";
import { cutoffsFor } from "../clock.js";
import { databaseNow } from "../db/session.js";
import { holdsExistSql } from "../holds/sql.js";
import { describePolicies } from "../pipeline/preflight.js";
import { roleSql, tableOwnershipSql } from "../sql/role.js";
import { transaction } from "../sql/session.js";
import { qualifiedIdent, quoteIdent } from "../sql/text.js";

export interface RolePlan {
  statements: string[];
  notes: string[];
}

/** What the governed tables ask of the role: BYPASSRLS, schemas, grants per table, owners to join. */
interface TableNeeds {
  needsBypass: boolean;
  schemas: Set<string>;
  /** Table (quoted) → the privileges it needs: SELECT, DELETE, UPDATE ("col", ...). */
  grants: Map<string, Set<string>>;
  owners: Set<string>;
  notes: string[];
}

const quoted = (table: { schema: string; name: string }) =>
  qualifiedIdent(table.schema, table.name);

/**
 * The columns each other table must let the role read: the referencing ones (to know which rows
 * are still referenced), and those the policies' conditions read of related rows.
 */
function referencingColumns(shapes: PolicyShape[]) {
  const readColumns = new Map<string, { schema: string; columns: Set<string> }>();
  const read = (table: { schema: string; name: string }, columns: string[]) => {
    const entry = readColumns.get(quoted(table)) ?? { schema: table.schema, columns: new Set() };
    for (const column of columns) entry.columns.add(column);
    readColumns.set(quoted(table), entry);
  };
  for (const shape of shapes) {
    for (const ref of refsReadBy(shape)) read(ref.fk.child, columnsReadOf(shape, ref));
    for (const each of [
      ...conditionReads(shape.conditions),
      ...tenantKeepReads(shape.tenants),
      ...tenantTableReads(shape.policy.tenant, shape.tenants),
    ])
      read(each.table, each.columns);
  }
  return readColumns;
}

/**
 * The privileges on its own rows a policy needs, as its statement says (RowAction): DELETE, or
 * UPDATE of just the columns it writes; INSERT where it also writes rows (a move's archive), DELETE
 * where its statement deletes rows of other tables itself (a move's children); and DELETE on
 * alsoDelete's parents.
 */
function rowGrants(shape: PolicyShape, action: RowAction, needs: TableNeeds) {
  const add = (table: { schema: string; name: string }, privilege: string) => {
    needs.schemas.add(table.schema);
    const set = needs.grants.get(quoted(table)) ?? new Set(["SELECT"]);
    needs.grants.set(quoted(table), set.add(privilege));
  };
  const { table } = shape.policy;
  const writes = (action.writes ?? []).map((column) => quoteIdent(column)).join(", ");
  add(table, action.statement === "DELETE" ? "DELETE" : `UPDATE (${writes})`);
  for (const into of action.inserts ?? []) add(into, "INSERT");
  for (const from of action.deletes ?? []) add(from, "DELETE");
  for (const also of shape.alsoDelete ?? []) add(also.fk.parent, "DELETE");
}

async function tableNeeds(
  db: pg.ClientBase,
  policies: Policy[],
  shapes: PolicyShape[],
): Promise<TableNeeds> {
  const needs: TableNeeds = {
    needsBypass: false,
    schemas: new Set(),
    grants: new Map(),
    owners: new Set(),
    notes: [],
  };
  // In the retention table's order (the shapes are in run order).
  for (const [index, policy] of policies.entries()) {
    const shape = shapes.find((each) => each.policy.name === policy.name)!;
    const { rows } = await db.query<{ rls: boolean; owner: string; superuser: boolean }>(
      tableOwnershipSql(shape.oid),
    );
    const row = rows[0]!;
    if (row.rls) needs.needsBypass = true;
    needs.schemas.add(policy.table.schema);
    // A policy on rows grants what its statement needs; one on whole partitions, their owner.
    if (shape.action) {
      rowGrants(shape, shape.action, needs);
      continue;
    }
    if (row.superuser) {
      throw new ConfigError(
        `policies[${index}].table`,
        `${qualifiedName(policy)} is owned by the superuser ${row.owner}; give it (and its partitions) a dedicated owner role first, e.g. CREATE ROLE ${policy.table.name}_owner NOLOGIN; ALTER TABLE ${quoted(policy.table)} OWNER TO ${policy.table.name}_owner; then grant that role`,
      );
    }
    needs.owners.add(row.owner);
    needs.notes.push(
      `${qualifiedName(policy)}: partitions are detached and dropped by their owner, so the role joins ${row.owner}; new partitions must be owned by ${row.owner} too`,
    );
  }
  return needs;
}

/** SELECT, DELETE, then UPDATE (columns): a grant reads the same whatever the order of the policies. */
const rank = (privilege: string) => {
  const place = ["SELECT", "DELETE"].indexOf(privilege);
  return place === -1 ? 2 : place;
};
const byRank = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);

/** One GRANT per set of privileges, naming every table that needs just that set. */
function grantStatements(grants: Map<string, Set<string>>, role: string): string[] {
  const byPrivileges = new Map<string, string[]>();
  for (const [table, privileges] of grants) {
    const text = [...privileges].sort(byRank).join(", ");
    byPrivileges.set(text, [...(byPrivileges.get(text) ?? []), table]);
  }
  return [...byPrivileges].map(([privileges, tables]) => roleSql.grant(privileges, tables, role));
}

/**
 * The SQL that creates the maintenance role for a retention table, and nothing more:
 * LOGIN, no superuser; BYPASSRLS only if a governed table has row-level security; SELECT and
 * DELETE on exactly the tables of delete policies (and the parents alsoDelete takes), SELECT and
 * UPDATE of just the redacted columns for a redaction; SELECT on just the referencing columns of
 * the tables that reference them (to know which rows are still referenced); membership of the
 * owner of each partitioned table of a drop-partitions policy (detaching and dropping partitions
 * needs ownership); its own schema for the run ledger.
 */
export async function planMaintenanceRole(
  db: pg.ClientBase,
  role: string,
  policies: Policy[],
  run: { changeStream?: ChangeStream } = {},
): Promise<RolePlan> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) {
    throw new ConfigError("--role", "must be a lower-case PostgreSQL identifier");
  }
  // The references each policy must read, from the catalog (this also checks every rule).
  const shapes = await describePolicies(
    db,
    policies,
    cutoffsFor(policies, await databaseNow(db)),
    randomUUID(),
    undefined,
    "none",
  );
  const readColumns = referencingColumns(shapes);
  const { needsBypass, schemas, grants, owners, notes } = await tableNeeds(db, policies, shapes);
  const statements = [roleSql.create(role, needsBypass)];
  if (needsBypass) {
    notes.push(
      "BYPASSRLS: a governed table has row-level security; without it every DELETE would silently match nothing",
    );
  }
  for (const schema of schemas) statements.push(roleSql.usage(schema, role));
  statements.push(...grantStatements(grants, role));
  for (const [child, { schema, columns }] of readColumns) {
    if (grants.has(child)) continue;
    if (!schemas.has(schema)) {
      schemas.add(schema);
      statements.push(roleSql.usage(schema, role));
    }
    statements.push(roleSql.selectColumns(child, [...columns], role));
  }
  if (readColumns.size > 0) {
    notes.push(
      `SELECT on the referencing columns of ${readColumns.size} table(s): the role reads them to know which rows are still referenced, and nothing else of them`,
    );
  }
  for (const owner of owners) statements.push(roleSql.member(owner, role));
  statements.push(roleSql.ledgerSchema(role));
  // A run refuses to go without reading the register, where it exists (docs/holds.md).
  if ((await db.query<{ exists: boolean }>(holdsExistSql())).rows[0]?.exists)
    statements.push(...roleSql.readHolds(role));
  if (skipping(policies, run.changeStream).length > 0) {
    const skip = await skipGrants(db, role);
    statements.push(...skip.statements);
    notes.push(...skip.notes);
  }
  notes.push(
    `set its password (ALTER ROLE ${role} PASSWORD '…') or use IAM authentication, and store it in Secrets Manager`,
  );
  return { statements, notes };
}

export async function applyMaintenanceRole(db: pg.ClientBase, plan: RolePlan): Promise<void> {
  await db.query(transaction.begin);
  try {
    for (const statement of plan.statements) await db.query(statement);
    await db.query(transaction.commit);
  } catch (error) {
    await db.query(transaction.rollback).catch(() => undefined);
    throw error;
  }
}
