// `provision-role`: the least-privilege maintenance role a retention table needs, as SQL.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { ConfigError } from "../contract/errors.js";
import type { Policy } from "../contract/retention-table.js";
import { describePolicies, readTableFacts, refsRead } from "./catalog/index.js";
import { cutoffsFor } from "./clock.js";
import { databaseNow } from "./session.js";
import { type PolicyShape, qualifiedName } from "./shape.js";
import { roleSql, tableOwnershipSql } from "./sql/role.js";
import { transaction } from "./sql/session.js";
import { qualifiedIdent } from "./sql/text.js";

export interface RolePlan {
  statements: string[];
  notes: string[];
}

/** What the governed tables ask of the role: BYPASSRLS, schemas, tables to delete from, owners to join. */
interface TableNeeds {
  needsBypass: boolean;
  schemas: Set<string>;
  deleteTables: string[];
  owners: Set<string>;
  notes: string[];
}

/** The columns each referencing table must let the role read (to know which rows are still referenced). */
function referencingColumns(shapes: PolicyShape[]) {
  const readColumns = new Map<string, { schema: string; columns: Set<string> }>();
  for (const ref of shapes.flatMap((shape) => refsRead(shape.inbound))) {
    const child = qualifiedIdent(ref.fk.child.schema, ref.fk.child.name);
    const entry = readColumns.get(child) ?? { schema: ref.fk.child.schema, columns: new Set() };
    for (const column of ref.fk.childColumns) entry.columns.add(column);
    readColumns.set(child, entry);
  }
  return readColumns;
}

async function tableNeeds(db: pg.ClientBase, policies: Policy[]): Promise<TableNeeds> {
  const needs: TableNeeds = {
    needsBypass: false,
    schemas: new Set(),
    deleteTables: [],
    owners: new Set(),
    notes: [],
  };
  for (const [index, policy] of policies.entries()) {
    const facts = await readTableFacts(db, policy.table.schema, policy.table.name);
    if (!facts) {
      throw new ConfigError(
        `policies[${index}].table`,
        `table ${qualifiedName(policy)} does not exist`,
      );
    }
    const { rows } = await db.query<{ rls: boolean; owner: string; superuser: boolean }>(
      tableOwnershipSql(facts.ref.oid),
    );
    const row = rows[0]!;
    if (row.rls) needs.needsBypass = true;
    needs.schemas.add(policy.table.schema);
    const qualified = qualifiedIdent(policy.table.schema, policy.table.name);
    if (policy.mechanism !== "drop-partitions") {
      needs.deleteTables.push(qualified);
      continue;
    }
    if (row.superuser) {
      throw new ConfigError(
        `policies[${index}].table`,
        `${qualifiedName(policy)} is owned by the superuser ${row.owner}; give it (and its partitions) a dedicated owner role first, e.g. CREATE ROLE ${policy.table.name}_owner NOLOGIN; ALTER TABLE ${qualified} OWNER TO ${policy.table.name}_owner; then grant that role`,
      );
    }
    needs.owners.add(row.owner);
    needs.notes.push(
      `${qualifiedName(policy)}: partitions are detached and dropped by their owner, so the role joins ${row.owner}; new partitions must be owned by ${row.owner} too`,
    );
  }
  return needs;
}

/**
 * The SQL that creates the maintenance role for a retention table, and nothing more:
 * LOGIN, no superuser; BYPASSRLS only if a governed table has row-level security; SELECT and
 * DELETE on exactly the tables of delete policies; SELECT on just the referencing columns of the
 * tables that reference them (to know which rows are still referenced); membership of the owner of
 * each partitioned table of a drop-partitions policy (detaching and dropping partitions needs
 * ownership); its own schema for the run ledger.
 */
export async function planMaintenanceRole(
  db: pg.ClientBase,
  role: string,
  policies: Policy[],
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
  );
  const readColumns = referencingColumns(shapes);
  const { needsBypass, schemas, deleteTables, owners, notes } = await tableNeeds(db, policies);
  const statements = [roleSql.create(role, needsBypass)];
  if (needsBypass) {
    notes.push(
      "BYPASSRLS: a governed table has row-level security; without it every DELETE would silently match nothing",
    );
  }
  for (const schema of schemas) statements.push(roleSql.usage(schema, role));
  if (deleteTables.length > 0) statements.push(roleSql.selectDelete(deleteTables, role));
  for (const [child, { schema, columns }] of readColumns) {
    if (deleteTables.includes(child)) continue;
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
