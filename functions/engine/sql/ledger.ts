/** The job's own schema: its run ledger lives there, in the database it cleans. */
import { LEDGER_SCHEMA } from "../../contract/names.js";
import { quoteIdent, sql } from "./text.js";

export { LEDGER_SCHEMA };

const schema = quoteIdent(LEDGER_SCHEMA);

export const createLedgerSchemaSql = () => sql(`CREATE SCHEMA ${schema}`);
export const createSegmentsTableSql = () =>
  sql(`CREATE TABLE IF NOT EXISTS ${schema}.segments (
  run_id uuid NOT NULL,
  chain int NOT NULL DEFAULT 0,
  segment int NOT NULL,
  trigger text NOT NULL,
  dry_run boolean NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  deleted bigint,
  status text,
  PRIMARY KEY (run_id, chain, segment))`);

/**
 * A ledger made before chains: each segment gets chain 0, and the key takes the chain in (the
 * key's columns read from the catalog, so that this runs once).
 */
export const migrateSegmentsSql = () =>
  sql(`DO $$
BEGIN
  ALTER TABLE ${schema}.segments ADD COLUMN IF NOT EXISTS chain int NOT NULL DEFAULT 0;
  IF (SELECT array_length(conkey, 1) FROM pg_constraint
      WHERE conrelid = '${schema}.segments'::regclass AND contype = 'p') = 2 THEN
    ALTER TABLE ${schema}.segments DROP CONSTRAINT segments_pkey;
    ALTER TABLE ${schema}.segments ADD PRIMARY KEY (run_id, chain, segment);
  END IF;
END $$`);

/**
 * The chains of a run that fanned out (a chain per group of policies, at once): their policies,
 * and, once each has finished, its totals. Chain 0 holds what the run finished before it fanned
 * out. The chain that finishes last sees every other finished and ends the run.
 */
export const createChainsTableSql = () =>
  sql(`CREATE TABLE IF NOT EXISTS ${schema}.chains (
  run_id uuid NOT NULL,
  chain int NOT NULL,
  policies text[] NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  segments int,
  errors int,
  totals jsonb,
  PRIMARY KEY (run_id, chain))`);

/** Per run and policy: what it deleted (summed over segments) and how it ended; the breaker's history. */
export const createPolicyRunsTableSql = () =>
  sql(`CREATE TABLE IF NOT EXISTS ${schema}.policy_runs (
  run_id uuid NOT NULL,
  policy text NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  deleted bigint NOT NULL,
  outcome text NOT NULL,
  PRIMARY KEY (run_id, policy))`);

/**
 * Deleted rows' keys, written by the statement that deletes the rows (one row per batch), until
 * the publisher has handed them to EventBridge.
 */
export const createOutboxTableSql = () =>
  sql(`CREATE TABLE IF NOT EXISTS ${schema}.outbox (
  id bigserial PRIMARY KEY,
  run_id uuid NOT NULL,
  policy text NOT NULL,
  table_name text NOT NULL,
  key_columns text[] NOT NULL,
  keys jsonb NOT NULL,
  parts_sent int[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now())`);

export const OUTBOX_TABLE = `${schema}.outbox`;

export const ledgerExistsSql = () =>
  sql(
    `SELECT to_regnamespace($1) IS NOT NULL AS schema,
            to_regclass($2) IS NOT NULL AND to_regclass($3) IS NOT NULL AND to_regclass($4) IS NOT NULL
              AND to_regclass($5) IS NOT NULL AND to_regclass($6) IS NOT NULL
              AND to_regclass($7) IS NOT NULL AND to_regclass($8) IS NOT NULL AS table`,
    [
      LEDGER_SCHEMA,
      `${LEDGER_SCHEMA}.segments`,
      `${LEDGER_SCHEMA}.policy_runs`,
      `${LEDGER_SCHEMA}.outbox`,
      `${LEDGER_SCHEMA}.chains`,
      `${LEDGER_SCHEMA}.archive_objects`,
      `${LEDGER_SCHEMA}.evidence`,
      `${LEDGER_SCHEMA}.holds`,
    ],
  );

export const outboxExistsSql = () =>
  // From the catalog, not to_regclass: that refuses a role without USAGE on the schema
  // (permission denied for schema), and plan runs as roles that have none.
  sql(
    `SELECT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                     WHERE n.nspname = $1 AND c.relname = 'outbox') AS exists`,
    [LEDGER_SCHEMA],
  );

/** The oldest outbox rows no other publisher holds, locked until this transaction ends. */
export const outboxBatchSql = (limit: number) =>
  sql(
    `SELECT id::text AS id, run_id::text AS run_id, policy, table_name, key_columns, keys, parts_sent
     FROM ${schema}.outbox ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );

export const deleteOutboxSql = (ids: string[]) =>
  sql(`DELETE FROM ${schema}.outbox WHERE id = ANY($1::bigint[])`, [ids]);

/** Parts of a row that were accepted while others were not: they are not sent again. */
export const markPartsSentSql = (id: string, parts: number[]) =>
  sql(`UPDATE ${schema}.outbox SET parts_sent = $2::int[] WHERE id = $1::bigint`, [id, parts]);

/** What is left in the outbox: rows, keys, and how long the oldest has waited. */
export const outboxStandingSql = () =>
  sql(`SELECT count(*)::int AS rows, coalesce(sum(jsonb_array_length(keys)), 0)::int AS keys,
  coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest_seconds
FROM ${schema}.outbox`);

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
  chain?: number;
  segment: number;
  trigger: string;
  dryRun: boolean;
}) =>
  sql(
    `INSERT INTO ${schema}.segments (run_id, chain, segment, trigger, dry_run) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (run_id, chain, segment) DO NOTHING`,
    [claim.runId, claim.chain ?? 0, claim.segment, claim.trigger, claim.dryRun],
  );

export const finishSegmentSql = (finish: {
  runId: string;
  chain?: number;
  segment: number;
  deleted: number;
  status: string;
}) =>
  sql(
    `UPDATE ${schema}.segments SET finished_at = now(), deleted = $4, status = $5
     WHERE run_id = $1 AND chain = $2 AND segment = $3`,
    [finish.runId, finish.chain ?? 0, finish.segment, finish.deleted, finish.status],
  );

/** The chains a run fans out into; chain 0, finished at once, holds what was done before. */
export const openChainsSql = (
  runId: string,
  chains: { chain: number; policies: string[] }[],
  before: { segments: number; errors: number; totals: unknown },
) =>
  sql(
    `INSERT INTO ${schema}.chains (run_id, chain, policies, finished_at, segments, errors, totals)
     SELECT $1::uuid, 0, '{}'::text[], now(), $3::int, $4::int, $5::jsonb
     UNION ALL
     SELECT $1::uuid, c.chain, c.policies, NULL, NULL, NULL, NULL
     FROM jsonb_to_recordset($2::jsonb) AS c(chain int, policies text[])
     ON CONFLICT (run_id, chain) DO NOTHING`,
    [runId, JSON.stringify(chains), before.segments, before.errors, JSON.stringify(before.totals)],
  );

/** Locks a run's chains (the finishers take turns), then marks one finished with its figures. */
export const lockChainsSql = (runId: string) =>
  sql(`SELECT chain FROM ${schema}.chains WHERE run_id = $1 FOR UPDATE`, [runId]);

export const finishChainSql = (
  runId: string,
  chain: number,
  figures: { segments: number; errors: number; totals: unknown },
) =>
  sql(
    `UPDATE ${schema}.chains SET finished_at = now(), segments = $3, errors = $4, totals = $5::jsonb
     WHERE run_id = $1 AND chain = $2 AND finished_at IS NULL`,
    [runId, chain, figures.segments, figures.errors, JSON.stringify(figures.totals)],
  );

/**
 * Of these runs, those the ledger holds: each with how it ended (the status its final segment
 * wrote: succeeded, partial or failed; null while none has: running, or lost mid-way) and whether
 * a policy of it failed (a partial run may have).
 */
export const runEndsSql = (runIds: string[]) =>
  sql(
    `SELECT s.run_id::text AS run_id,
            (array_agg(s.status) FILTER (WHERE s.status IN ('succeeded', 'partial', 'failed')))[1] AS status,
            EXISTS (SELECT 1 FROM ${schema}.policy_runs p
                    WHERE p.run_id = s.run_id AND p.outcome = 'failed') AS policy_failed
     FROM ${schema}.segments s WHERE s.run_id = ANY($1::uuid[]) AND NOT s.dry_run GROUP BY s.run_id`,
    [runIds],
  );

/** The run's chains as they stand (read after finishing one, under the lock). */
export const chainsOfRunSql = (runId: string) =>
  sql(
    `SELECT chain, finished_at IS NOT NULL AS finished, segments, errors, totals
     FROM ${schema}.chains WHERE run_id = $1 ORDER BY chain`,
    [runId],
  );

/** The ledger keeps a year and a bit. */
export const pruneLedgerSql = () =>
  sql(`WITH s AS (DELETE FROM ${schema}.segments WHERE started_at < now() - interval '400 days'),
       c AS (DELETE FROM ${schema}.chains WHERE started_at < now() - interval '400 days')
       DELETE FROM ${schema}.policy_runs WHERE finished_at < now() - interval '400 days'`);
