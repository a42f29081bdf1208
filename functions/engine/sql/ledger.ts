import { quoteIdent, sql } from "./text.js";

/** The job's own schema: its run ledger lives there, in the database it cleans. */
export const LEDGER_SCHEMA = "retention_job";
const schema = quoteIdent(LEDGER_SCHEMA);

export const createLedgerSchemaSql = () => sql(`CREATE SCHEMA ${schema}`);
export const createSegmentsTableSql = () =>
  sql(`CREATE TABLE IF NOT EXISTS ${schema}.segments (
  run_id uuid NOT NULL,
  segment int NOT NULL,
  trigger text NOT NULL,
  dry_run boolean NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  deleted bigint,
  status text,
  PRIMARY KEY (run_id, segment))`);

export const ledgerExistsSql = () =>
  sql(`SELECT to_regnamespace($1) IS NOT NULL AS schema, to_regclass($2) IS NOT NULL AS table`, [
    LEDGER_SCHEMA,
    `${LEDGER_SCHEMA}.segments`,
  ]);

export const claimSegmentSql = (claim: {
  runId: string;
  segment: number;
  trigger: string;
  dryRun: boolean;
}) =>
  sql(
    `INSERT INTO ${schema}.segments (run_id, segment, trigger, dry_run) VALUES ($1, $2, $3, $4)
     ON CONFLICT (run_id, segment) DO NOTHING`,
    [claim.runId, claim.segment, claim.trigger, claim.dryRun],
  );

export const finishSegmentSql = (finish: {
  runId: string;
  segment: number;
  deleted: number;
  status: string;
}) =>
  sql(
    `UPDATE ${schema}.segments SET finished_at = now(), deleted = $3, status = $4
     WHERE run_id = $1 AND segment = $2`,
    [finish.runId, finish.segment, finish.deleted, finish.status],
  );

/** The ledger keeps a year and a bit. */
export const pruneLedgerSql = () =>
  sql(`DELETE FROM ${schema}.segments WHERE started_at < now() - interval '400 days'`);
