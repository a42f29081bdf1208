// The run ledger: segments claimed once, policy runs recorded (the breaker's history), pruned.
import type pg from "pg";
import { RetentionError } from "../../contract/errors.js";
import { createHoldsTableSql } from "../holds/sql.js";
import { createArchiveObjectsTableSql } from "../sql/archive.js";
import { createEvidenceTableSql } from "../sql/evidence.js";
import {
  chainsOfRunSql,
  claimSegmentSql,
  createChainsTableSql,
  createLedgerSchemaSql,
  createOutboxTableSql,
  createPolicyRunsTableSql,
  createSegmentsTableSql,
  finishChainSql,
  finishSegmentSql,
  LEDGER_SCHEMA,
  ledgerExistsSql,
  lockChainsSql,
  migrateSegmentsSql,
  openChainsSql,
  policyHistorySql,
  pruneLedgerSql,
  recordPolicyRunSql,
  runEndsSql,
} from "../sql/ledger.js";
import { transaction } from "../sql/session.js";

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
  createChainsTableSql(),
  createArchiveObjectsTableSql(),
  createEvidenceTableSql(),
  createHoldsTableSql(),
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
    await db.query(createChainsTableSql());
    await db.query(createArchiveObjectsTableSql());
    await db.query(createEvidenceTableSql());
    await db.query(createHoldsTableSql());
    await db.query(migrateSegmentsSql());
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

/** How a run ended (null: not yet, or never) and whether a policy of it failed. */
export interface RunEnd {
  status: "succeeded" | "partial" | "failed" | null;
  policyFailed: boolean;
}

/** Of these runs, those the ledger holds, by runId: how each ended. */
export async function runEnds(db: pg.Pool, runIds: string[]): Promise<Map<string, RunEnd>> {
  const { rows } = await db.query<{
    run_id: string;
    status: RunEnd["status"];
    policy_failed: boolean;
  }>(runEndsSql(runIds));
  return new Map(
    rows.map((row) => [row.run_id, { status: row.status, policyFailed: row.policy_failed }]),
  );
}

export async function finishSegment(
  db: pg.Pool,
  finish: Parameters<typeof finishSegmentSql>[0],
): Promise<void> {
  await db.query(finishSegmentSql(finish));
}

/** A run fans out: its chains, and what it did before (chain 0, finished). */
export async function openChains(
  db: pg.Pool,
  runId: string,
  chains: { chain: number; policies: string[] }[],
  before: { segments: number; errors: number; totals: unknown },
): Promise<void> {
  await db.query(openChainsSql(runId, chains, before));
}

/** What a run's chains did, all of them together. */
export interface ChainsDone<T> {
  /** Every chain has finished: this one ends the run. */
  last: boolean;
  segments: number;
  errors: number;
  totals: Record<string, T>;
}

/**
 * A chain has finished: its figures in the ledger, under a lock on the run's chains, so that
 * exactly one finisher sees every chain finished (and ends the run, with every chain's figures).
 * A chain's `segments` is its last segment's number; chain 0's, the segment that fanned out.
 */
export async function finishChain<T>(
  db: pg.Pool,
  runId: string,
  chain: number,
  figures: { segments: number; errors: number; totals: Record<string, T> },
): Promise<ChainsDone<T>> {
  const client = await db.connect();
  try {
    await client.query(transaction.begin);
    await client.query(lockChainsSql(runId));
    await client.query(finishChainSql(runId, chain, figures));
    const { rows } = await client.query<{
      chain: number;
      finished: boolean;
      segments: number;
      errors: number;
      totals: Record<string, T> | null;
    }>(chainsOfRunSql(runId));
    await client.query(transaction.commit);
    const fannedAt = rows.find((row) => row.chain === 0)?.segments ?? 0;
    return {
      last: rows.every((row) => row.finished),
      segments:
        fannedAt +
        rows.reduce(
          (sum, row) => sum + (row.chain === 0 ? 0 : (row.segments ?? fannedAt) - fannedAt),
          0,
        ),
      errors: rows.reduce((sum, row) => sum + (row.errors ?? 0), 0),
      totals: Object.assign({}, ...rows.map((row) => row.totals ?? {})),
    };
  } catch (error) {
    await client.query(transaction.rollback).catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
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
