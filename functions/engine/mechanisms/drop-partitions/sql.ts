// Partition statements: list, detach (concurrently, locking, finalize), drop, the advisory lock.
import { type CompiledHold, fenceSql, type HoldRegister } from "../../holds/predicate.js";
import { Params, qualifiedIdent, quoteIdent, sql } from "../../sql/text.js";

/** Advisory lock class for "this partitioned table is being detached by retention-job". */
export const PARTITION_LOCK_CLASS = 731_001;

/** The partitions of a table, ordered by upper bound (range partitions), default and MAXVALUE last. */
export const listPartitionsSql = (parentOid: number) =>
  sql(
    `SELECT n.nspname AS schema, c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS bound,
            extract(epoch FROM (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \\(''([^'']+)''\\)'))[1]::timestamptz)::float8
              AS upper_epoch,
            i.inhdetachpending AS detach_pending, c.reltuples::float8 AS estimated_rows
     FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE i.inhparent = $1
     ORDER BY upper_epoch NULLS LAST, c.relname`,
    [parentOid],
  );

export const mayOwnSql = (oid: number) =>
  sql(
    "SELECT pg_has_role(current_user, c.relowner, 'USAGE') AS may, current_user AS role FROM pg_class c WHERE c.oid = $1",
    [oid],
  );

export const tryPartitionLockSql = (parentOid: number) =>
  sql("SELECT pg_try_advisory_lock($1, $2) AS locked", [PARTITION_LOCK_CLASS, parentOid]);

export const partitionUnlockSql = (parentOid: number) =>
  sql("SELECT pg_advisory_unlock($1, $2)", [PARTITION_LOCK_CLASS, parentOid]);

/** Whether a partition holds a row at or after the cutoff (then it must stay). */
export const holdsYoungRowSql = (partition: Ref, clock: string, cutoff: string) =>
  sql(
    `SELECT EXISTS (SELECT 1 FROM ${qualifiedIdent(partition.schema, partition.name)} WHERE ${quoteIdent(clock)} >= $1::timestamptz) AS young`,
    [cutoff],
  );

/**
 * The cases of the register whose holds cover a row of the partition (a hold placed since the
 * preflight counts as "a hold placed during the run": every partition is kept then).
 */
export function heldCasesSql(partition: Ref, register: HoldRegister, holds: CompiledHold[]) {
  const params = new Params();
  const table = qualifiedIdent(partition.schema, partition.name);
  const cases = [...new Set(holds.map((each) => each.case))];
  const any = (where: string) => `EXISTS (SELECT 1 FROM ${table} AS t WHERE ${where})`;
  const arms = [
    ...cases.map(
      (name) =>
        `CASE WHEN ${any(
          holds
            .filter((each) => each.case === name)
            .map((each) => `coalesce(${each.sql(params, "t")}, false)`)
            .join(" OR "),
        )} THEN ${params.add(name, "text")} END`,
    ),
    `CASE WHEN ${fenceSql(register, params)} THEN ${params.add("a hold placed during the run", "text")} END`,
  ];
  return {
    text: `SELECT array_remove(ARRAY[${arms.join(", ")}], NULL) AS cases`,
    values: params.values,
  };
}

export const oldestClockSql = (partition: Ref, clock: string) =>
  sql(
    `SELECT extract(epoch FROM min(${quoteIdent(clock)}))::float8 AS oldest FROM ${qualifiedIdent(partition.schema, partition.name)}`,
  );

interface Ref {
  schema: string;
  name: string;
}

/**
 * concurrently: only SHARE UPDATE EXCLUSIVE on the parent, outside a transaction block;
 * locking: a brief ACCESS EXCLUSIVE (a default partition forbids CONCURRENTLY);
 * finalize: completes a detach an earlier run left pending.
 */
export const detachSql = (
  parent: Ref,
  partition: Ref,
  mode: "concurrently" | "locking" | "finalize",
) =>
  sql(
    `ALTER TABLE ${qualifiedIdent(parent.schema, parent.name)} DETACH PARTITION ${qualifiedIdent(partition.schema, partition.name)}${
      mode === "concurrently" ? " CONCURRENTLY" : mode === "finalize" ? " FINALIZE" : ""
    }`,
  );

export const dropTableSql = (table: Ref) =>
  sql(`DROP TABLE ${qualifiedIdent(table.schema, table.name)}`);

/** A partition's rows, deleted (a rehearsal's stand-in for its detach: no lock on the parent). */
export const deleteAllRowsSql = (table: Ref) =>
  sql(`DELETE FROM ${qualifiedIdent(table.schema, table.name)}`);
