import type pg from "pg";
import { RetentionError } from "./errors.js";

/**
 * The run ledger: one row per (run, segment), in the job's own schema. A segment claims its row
 * before it deletes anything; an async event delivered twice finds the row taken and stops, so a
 * duplicate never starts a second chain or counts twice.
 */
export const LEDGER_SCHEMA = "retention_job";

const schemaDdl = `CREATE SCHEMA ${LEDGER_SCHEMA}`;
const tableDdl = `
CREATE TABLE IF NOT EXISTS ${LEDGER_SCHEMA}.segments (
  run_id uuid NOT NULL,
  segment int NOT NULL,
  trigger text NOT NULL,
  dry_run boolean NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  deleted bigint,
  status text,
  PRIMARY KEY (run_id, segment))`;

/** The DDL an owner runs once when the maintenance role may not create schemas. */
export const ledgerDdl = `${schemaDdl};${tableDdl};`;

/**
 * Creates the ledger when it is missing. The role needs CREATE on the database only if the schema
 * does not exist yet; owning the schema is enough for the table.
 */
export async function ensureLedger(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ schema: boolean; table: boolean }>(
    `SELECT to_regnamespace('${LEDGER_SCHEMA}') IS NOT NULL AS schema,
            to_regclass('${LEDGER_SCHEMA}.segments') IS NOT NULL AS table`,
  );
  if (rows[0]?.table) return;
  try {
    if (!rows[0]?.schema) await pool.query(schemaDdl);
    await pool.query(tableDdl);
  } catch (error) {
    throw new RetentionError(
      `cannot create the run ledger ${LEDGER_SCHEMA}.segments (${(error as Error).message}); create the schema once for the maintenance role (see README, "The maintenance role")`,
      { cause: error },
    );
  }
}

/** True when this (run, segment) was not claimed before. */
export async function claimSegment(
  pool: pg.Pool,
  claim: { runId: string; segment: number; trigger: string; dryRun: boolean },
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `INSERT INTO ${LEDGER_SCHEMA}.segments (run_id, segment, trigger, dry_run) VALUES ($1, $2, $3, $4)
     ON CONFLICT (run_id, segment) DO NOTHING`,
    [claim.runId, claim.segment, claim.trigger, claim.dryRun],
  );
  return rowCount === 1;
}

export async function finishSegment(
  pool: pg.Pool,
  finish: { runId: string; segment: number; deleted: number; status: string },
): Promise<void> {
  await pool.query(
    `UPDATE ${LEDGER_SCHEMA}.segments SET finished_at = now(), deleted = $3, status = $4
     WHERE run_id = $1 AND segment = $2`,
    [finish.runId, finish.segment, finish.deleted, finish.status],
  );
}

/** The ledger keeps a year; older rows go when a new run starts. */
export async function pruneLedger(pool: pg.Pool): Promise<void> {
  await pool.query(
    `DELETE FROM ${LEDGER_SCHEMA}.segments WHERE started_at < now() - interval '400 days'`,
  );
}
