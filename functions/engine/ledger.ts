// The run ledger: segments claimed once, policy runs recorded (the breaker's history), pruned.
import type pg from "pg";
import { RetentionError } from "../contract/errors.js";
import {
  claimSegmentSql,
  createLedgerSchemaSql,
  createOutboxTableSql,
  createPolicyRunsTableSql,
  createSegmentsTableSql,
  finishSegmentSql,
  LEDGER_SCHEMA,
  ledgerExistsSql,
  policyHistorySql,
  pruneLedgerSql,
  recordPolicyRunSql,
} from "./sql/ledger.js";

export { LEDGER_SCHEMA };

/**
 * The run ledger: one row per (run, segment), in the job's own schema. A segment claims its row
 * before it deletes anything; an async event delivered twice finds the row taken and stops, so a
 * duplicate never starts a second chain or counts twice.
 */

/** The DDL an owner runs once when the maintenance role may not create schemas. */
export const ledgerDdl = [
  createLedgerSchemaSql(),
  createSegmentsTableSql(),
  createPolicyRunsTableSql(),
  createOutboxTableSql(),
]
  .map((statement) => `${statement.text};`)
  .join("\n");

/**
 * Creates the ledger when it is missing. The role needs CREATE on the database only if the schema
 * does not exist yet; owning the schema is enough for the table.
 */
export async function ensureLedger(db: pg.Pool | pg.ClientBase): Promise<void> {
  const { rows } = await db.query<{ schema: boolean; table: boolean }>(ledgerExistsSql());
  if (rows[0]?.table) return;
  try {
    if (!rows[0]?.schema) await db.query(createLedgerSchemaSql());
    await db.query(createSegmentsTableSql());
    await db.query(createPolicyRunsTableSql());
    await db.query(createOutboxTableSql());
  } catch (error) {
    throw new RetentionError(
      `cannot create the run ledger ${LEDGER_SCHEMA}.segments (${(error as Error).message}); create the schema once for the maintenance role (see README, "The maintenance role")`,
      { cause: error },
    );
  }
}

/** True when this (run, segment) was not claimed before. */
export async function claimSegment(
  db: pg.Pool,
  claim: Parameters<typeof claimSegmentSql>[0],
): Promise<boolean> {
  const { rowCount } = await db.query(claimSegmentSql(claim));
  return rowCount === 1;
}

export async function finishSegment(
  db: pg.Pool,
  finish: Parameters<typeof finishSegmentSql>[0],
): Promise<void> {
  await db.query(finishSegmentSql(finish));
}

/** The ledger keeps a year; older rows go when a new run starts. */
export async function pruneLedger(db: pg.Pool): Promise<void> {
  await db.query(pruneLedgerSql());
}

/** Records one segment's part of a policy's run (rows add up over segments; the outcome is the latest). */
export async function recordPolicyRun(
  db: pg.Pool | pg.ClientBase,
  run: Parameters<typeof recordPolicyRunSql>[0],
): Promise<void> {
  await db.query(recordPolicyRunSql(run));
}

/** Rows deleted by the policy's last completed runs (the breaker's history), newest first. */
export async function policyHistory(
  db: pg.Pool | pg.ClientBase,
  policy: string,
  runs: number,
): Promise<number[]> {
  const { rows } = await db.query<{ deleted: number }>(policyHistorySql(policy, runs));
  return rows.map((row) => row.deleted);
}
