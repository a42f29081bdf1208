// The role may see and delete a policy's rows and read every table that references them; row-level
// security that would hide rows from it fails the policy loudly.
import type pg from "pg";
import { PolicyError } from "../../contract/errors.js";
import { privilegesSql, readAccessSql, tablePrivilegesSql } from "../sql/catalog.js";
import { reachedTwice } from "../sql/effects.js";
import { conditionReads } from "./conditions.js";
import { refsRead } from "./foreign-keys.js";
import { type InboundRef, type PolicyShape, qualifiedName, tableText } from "./shape.js";
import { tenantKeepReads } from "./tenant-keep.js";

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
  const { rows } = await db.query<
    Access & { can_select: boolean; can_delete: boolean; can_update: boolean }
  >(privilegesSql(shape.oid, shape.action?.writes ?? []));
  const row = rows[0]!;
  const table = qualifiedName(shape.policy);
  // The policy's statement: a DELETE of its rows, or an UPDATE of the columns it writes.
  const acts = shape.action?.statement ?? "DELETE";
  const may = acts === "UPDATE" ? row.can_update : row.can_delete;
  if (shape.strategy !== "partitions" && (!row.can_select || !may)) {
    throw new PolicyError(
      shape.policy.name,
      `role ${row.role} lacks ${!row.can_select ? "SELECT" : acts} on ${table}`,
    );
  }
  for (const also of shape.alsoDelete ?? []) {
    const { rows: parent } = await db.query<{ can_delete: boolean }>(
      privilegesSql(also.fk.parent.oid),
    );
    if (!parent[0]?.can_delete) {
      throw new PolicyError(
        shape.policy.name,
        `role ${row.role} lacks DELETE on ${tableText(also.fk.parent)}, whose rows alsoDelete takes along`,
      );
    }
  }
  if (rlsHides(row)) {
    throw new PolicyError(
      shape.policy.name,
      `row-level security is enabled${row.forced ? " and forced" : ""} on ${table} and role ${row.role} does not bypass it: ` +
        `its ${acts}s would silently match only what the RLS policies allow, and 0 ${acts === "UPDATE" ? "redacted" : "deleted"} would look like success. ` +
        "Give the maintenance role BYPASSRLS (see retention-job provision-role)",
    );
  }
  await checkConditionReads(db, shape);
  await checkActionTables(db, shape);
  for (const ref of refsReadBy(shape)) {
    const child = tableText(ref.fk.child);
    const columns = columnsReadOf(shape, ref);
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

/** Every reference a policy's statements read: its own rows', and those of alsoDelete's parents. */
export const refsReadBy = (shape: PolicyShape): InboundRef[] =>
  refsRead([...shape.inbound, ...(shape.alsoDelete ?? []).flatMap((also) => also.parentRefs)]);

/**
 * The columns a policy's statements read of a table that references its rows: the referencing
 * columns; through a cascade, the columns the next table's keys reference; and the rows' ctid
 * where a cascade reaches the table by more than one path (each row is counted once).
 */
export function columnsReadOf(shape: PolicyShape, ref: InboundRef): string[] {
  const twice = ref.effect !== "blocks" && reachedTwice(shape).includes(tableText(ref.fk.child));
  const onward =
    ref.effect === "cascades" ? ref.childRefs.flatMap((next) => next.fk.parentColumns) : [];
  return [...new Set([...ref.fk.childColumns, ...onward, ...(twice ? ["ctid"] : [])])];
}

/**
 * The tables a policy's conditions read (related rows): the role must read their columns and see
 * every row of them, else a condition would silently judge on part of them.
 */
async function checkConditionReads(db: pg.ClientBase, shape: PolicyShape): Promise<void> {
  for (const { table, columns } of [
    ...conditionReads(shape.conditions),
    ...tenantKeepReads(shape.tenants),
  ]) {
    const { rows } = await db.query<Access & { can_read: boolean }>(
      readAccessSql(table.oid, columns),
    );
    const read = rows[0]!;
    const name = tableText(table);
    if (!read.can_read) {
      throw new PolicyError(
        shape.policy.name,
        `role ${read.role} cannot read ${name} (${columns.join(", ")}), which the policy's conditions read: GRANT SELECT (${columns.join(", ")}) ON ${name} TO ${read.role} (retention-job provision-role prints it)`,
      );
    }
    if (rlsHides(read)) {
      throw new PolicyError(
        shape.policy.name,
        `row-level security is enabled${read.forced ? " and forced" : ""} on ${name}, which the policy's conditions read, and role ${read.role} does not bypass it: the conditions would judge by the rows it may see. Give the maintenance role BYPASSRLS`,
      );
    }
  }
}

/**
 * The other tables the policy's statement writes (a move's archive tables it inserts into, the
 * children it deletes itself): the role must be allowed to, else the first batch would fail.
 */
async function checkActionTables(db: pg.ClientBase, shape: PolicyShape): Promise<void> {
  const needs = [
    ...(shape.action?.inserts ?? []).map((table) => ({ table, need: "INSERT" as const })),
    ...(shape.action?.deletes ?? []).map((table) => ({ table, need: "DELETE" as const })),
  ];
  for (const { table, need } of needs) {
    const { rows } = await db.query<{
      can_insert: boolean;
      can_select: boolean;
      can_delete: boolean;
      role: string;
    }>(tablePrivilegesSql(table.oid));
    const may = rows[0]!;
    const checks =
      need === "INSERT"
        ? [may.can_insert || "INSERT"]
        : [may.can_select || "SELECT", may.can_delete || "DELETE"];
    const lacks = checks.find((each) => each !== true);
    if (lacks) {
      throw new PolicyError(
        shape.policy.name,
        `role ${may.role} lacks ${lacks} on ${tableText(table)}, which the policy's statement ${need === "INSERT" ? "inserts into" : "deletes from"} (retention-job provision-role grants it)`,
      );
    }
  }
}
