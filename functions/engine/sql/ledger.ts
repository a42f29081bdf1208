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

/** Per run and policy: what it deleted (summed over segments) and how it ended; the breaker's history. */
export const createPolicyRunsTableSql = () =>
  sql(`CREATE TABLE IF NOT EXISTS ${schema}.policy_runs (
  run_id uuid NOT NULL,
  policy text NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  deleted bigint NOT NULL,
  outcome text NOT NULL,
  PRIMARY KEY (run_id, policy))`);

export const ledgerExistsSql = () =>
  sql(
    `SELECT to_regnamespace($1) IS NOT NULL AS schema,
            to_regclass($2) IS NOT NULL AND to_regclass($3) IS NOT NULL AS table`,
    [LEDGER_SCHEMA, `${LEDGER_SCHEMA}.segments`, `${LEDGER_SCHEMA}.policy_runs`],
  );

/** One segment's part of a policy's run: rows add up, the outcome is the latest. */
export const recordPolicyRunSql = (run: {
  runId: string;
  policy: string;
  deleted: number;
  outcome: string;
}) =>
  sql(
    `INSERT INTO ${schema}.policy_runs (run_id, policy, deleted, outcome) VALUES ($1, $2, $3, $4)
     ON CONFLICT (run_id, policy) DO UPDATE
       SET deleted = policy_runs.deleted + excluded.deleted, outcome = excluded.outcome, finished_at = now()`,
    [run.runId, run.policy, run.deleted, run.outcome],
  );

/** Rows deleted by the policy's last completed runs, newest first. */
export const policyHistorySql = (policy: string, runs: number) =>
  sql(
    `SELECT deleted::float8 AS deleted FROM ${schema}.policy_runs
     WHERE policy = $1 AND outcome = 'completed' ORDER BY finished_at DESC LIMIT $2`,
    [policy, runs],
  );

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
  sql(`WITH s AS (DELETE FROM ${schema}.segments WHERE started_at < now() - interval '400 days')
       DELETE FROM ${schema}.policy_runs WHERE finished_at < now() - interval '400 days'`);
