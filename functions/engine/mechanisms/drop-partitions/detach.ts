// Partitions past the cutoff detached and dropped, oldest first; where a partition policy stands.
import type pg from "pg";
import { PolicyError } from "../../../contract/errors.js";
import { policyOf } from "../../../contract/mechanisms.js";
import type { Policy } from "../../../contract/retention-table.js";
import { recordPending } from "../../archive/ledger.js";
import type { ArchiveWork } from "../../archive/store.js";
import { type PolicyShape, tableText } from "../../catalog/shape.js";
import { holdsOn } from "../../holds/predicate.js";
import type { PartitionOutcome } from "../../report.js";
import { countRowsSql } from "../../sql/catalog.js";
import type { StopReason, StrategyContext } from "../../strategies/context.js";
import { archiveAndDrop, partitionEntry, partitionObjectKey, takeUpDetached } from "./archive.js";
import {
  deleteAllRowsSql,
  detachSql,
  dropTableSql,
  heldCasesSql,
  holdsYoungRowSql,
  listPartitionsSql,
  mayOwnSql,
  oldestClockSql,
  partitionUnlockSql,
  tryPartitionLockSql,
} from "./sql.js";

/** A detached partition is kept as a table of its own (keepTable) rather than dropped. */
export const keepsTable = (policy: Policy) =>
  policyOf("drop-partitions", policy).keepTable === true;

export interface Partition {
  schema: string;
  name: string;
  isDefault: boolean;
  /** Upper bound of a range partition (epoch seconds); null for DEFAULT or MAXVALUE. */
  upperEpoch: number | null;
  detachPending: boolean;
  estimatedRows: number;
}

export async function listPartitions(db: pg.ClientBase, parentOid: number): Promise<Partition[]> {
  const { rows } = await db.query<{
    schema: string;
    name: string;
    bound: string;
    upper_epoch: number | null;
    detach_pending: boolean;
    estimated_rows: number;
  }>(listPartitionsSql(parentOid));
  return rows.map((row) => ({
    schema: row.schema,
    name: row.name,
    isDefault: row.bound === "DEFAULT",
    upperEpoch: row.upper_epoch,
    detachPending: row.detach_pending,
    estimatedRows: row.estimated_rows,
  }));
}

/** Exact rows of a partition about to go (one scan of one partition: cheap beside honest figures). */
async function rowCount(db: pg.ClientBase, partition: Partition): Promise<number> {
  const { rows } = await db.query<{ n: string }>(countRowsSql(partition.schema, partition.name));
  return Number(rows[0]?.n ?? 0);
}

/**
 * Removes the range partitions whose whole range ends at or before the cutoff, oldest first:
 * DETACH ... CONCURRENTLY (only SHARE UPDATE EXCLUSIVE on the parent), then DROP TABLE (or keep).
 * Never the default partition, never one holding a row younger than the cutoff. A detach that an
 * earlier run left pending is finished with FINALIZE. An advisory lock per partitioned table keeps
 * two instances from detaching the same table; when it is taken, the policy is skipped and says so.
 */
export async function dropExpiredPartitions(
  run: StrategyContext,
  archive?: ArchiveWork,
): Promise<{ outcome: PartitionOutcome; stopped?: StopReason | "skipped" }> {
  const { client: db, shape } = run;
  const parentOid = shape.oid;
  const { policy } = shape;
  const parent = policy.table;
  const outcome: PartitionOutcome = {
    dropped: [],
    kept: [],
    finalized: [],
    skipped: [],
    detachMode: "concurrently",
    lockNotAcquired: false,
    rowsDropped: 0,
  };
  const owner = await db.query<{ may: boolean; role: string }>(mayOwnSql(parentOid));
  if (!owner.rows[0]?.may) {
    throw new PolicyError(
      policy.name,
      `role ${owner.rows[0]?.role} must own ${policy.table.schema}.${policy.table.name} (or be a member of its owner) to detach partitions`,
    );
  }
  const lock = await db.query<{ locked: boolean }>(tryPartitionLockSql(parentOid));
  if (!lock.rows[0]?.locked) {
    outcome.lockNotAcquired = true;
    return { outcome, stopped: "skipped" };
  }
  try {
    if (archive && !run.dryRun) await takeUpArchives(run, outcome, archive);
    const partitions = await listPartitions(db, parentOid);
    if (partitions.some((partition) => partition.isDefault)) outcome.detachMode = "locking";
    const { pending, finish } = partitionRemover(run, outcome, archive);

    for (const partition of partitions.filter((each) => each.detachPending)) {
      if (run.dryRun || run.rehearsal) continue;
      const rows = await rowCount(db, partition);
      const id = await pending(partition);
      await db.query(detachSql(parent, partition, "finalize"));
      outcome.finalized.push(partition.name);
      await finish(partition, rows, id);
    }

    const stopped = await dropDue(run, outcome, partitions, { pending, finish });
    return stopped ? { outcome, stopped } : { outcome };
  } finally {
    await db.query(partitionUnlockSql(parentOid)).catch(() => undefined);
  }
}

/**
 * The partitions wholly past the cutoff, oldest first: each detached and dropped (or kept); in a
 * dry run listed; in a rehearsal emptied (a detach would lock the parent until its rollback).
 */
async function dropDue(
  run: StrategyContext,
  outcome: PartitionOutcome,
  partitions: Partition[],
  { pending, finish }: ReturnType<typeof partitionRemover>,
): Promise<StopReason | undefined> {
  const { client: db, shape } = run;
  const { policy } = shape;
  const cutoffEpoch = Date.parse(shape.cutoff) / 1000;
  for (const partition of partitions) {
    if (partition.isDefault || partition.detachPending || partition.upperEpoch === null) continue;
    if (partition.upperEpoch > cutoffEpoch) break; // ordered by upper bound: the rest are younger
    const stopped = run.stop();
    if (stopped) return stopped;
    const young = await db.query<{ young: boolean }>(
      holdsYoungRowSql(partition, policy.clock[0] as string, shape.cutoff),
    );
    if (young.rows[0]?.young) {
      outcome.skipped.push({ name: partition.name, reason: "holds a row younger than the cutoff" });
      continue;
    }
    const cases = await heldCases(run, partition);
    if (cases.length > 0) {
      outcome.skipped.push({
        name: partition.name,
        reason: `under legal hold: case ${cases.join(", ")}`,
      });
      continue;
    }
    const rows = await rowCount(db, partition);
    if (run.dryRun) {
      outcome.skipped.push({ name: partition.name, reason: "dry run" });
      continue;
    }
    if (run.rehearsal) {
      await db.query(deleteAllRowsSql(partition));
      outcome[keepsTable(policy) ? "kept" : "dropped"].push(partition.name);
      outcome.rowsDropped += rows;
      run.onBatch(rows, 0, { cascaded: [], alsoDeleted: [] });
      continue;
    }
    const id = await pending(partition);
    // CONCURRENTLY cannot run inside a transaction block: this is an autocommit statement.
    await db.query(detachSql(policy.table, partition, outcome.detachMode));
    await finish(partition, rows, id);
  }
  return undefined;
}

/**
 * The cases whose holds (the register's) cover a row of the partition: such a partition is not
 * detached, but skipped and reported with its cases, whole, until they are released.
 */
async function heldCases(run: StrategyContext, partition: Partition): Promise<string[]> {
  const { client: db, shape } = run;
  if (!shape.holds) return [];
  const holds = holdsOn(shape.holds, tableText(shape.policy.table), shape.policy.name);
  const { rows } = await db.query<{ cases: string[] }>(heldCasesSql(partition, shape.holds, holds));
  return rows[0]?.cases ?? [];
}

/** Partitions an earlier run detached and did not archive: archived and dropped now. */
async function takeUpArchives(
  run: StrategyContext,
  outcome: PartitionOutcome,
  archive: ArchiveWork,
): Promise<void> {
  const taken = await takeUpDetached(run.client, archive, run.shape);
  outcome.dropped.push(...taken.names);
  outcome.rowsDropped += taken.rows;
  if (taken.rows > 0) run.onBatch(taken.rows, 0, { cascaded: [], alsoDeleted: [] });
}

/**
 * How a detached partition goes: kept (keepTable), dropped, or with an archive recorded pending
 * before its detach (a crash after it leaves a detached table the next run finds) and dropped
 * only once its object checks out.
 */
function partitionRemover(
  run: StrategyContext,
  outcome: PartitionOutcome,
  archive: ArchiveWork | undefined,
) {
  const { client: db, shape } = run;
  const { policy } = shape;
  const pending = (partition: Partition) =>
    archive
      ? recordPending(archive.pool, {
          runId: shape.runId,
          policy: policy.name,
          bucket: archive.target.store.bucket,
          key: partitionObjectKey(archive, partition),
          kind: "partition",
          partition: partitionEntry(partition),
        })
      : undefined;
  const finish = async (partition: Partition, rows: number, id: string | undefined) => {
    if (keepsTable(policy)) outcome.kept.push(partition.name);
    else {
      if (archive && id) await archiveAndDrop(db, archive, shape, partition, id);
      else await db.query(dropTableSql(partition));
      outcome.dropped.push(partition.name);
    }
    outcome.rowsDropped += rows;
    run.onBatch(rows, 0, { cascaded: [], alsoDeleted: [] });
  };
  return { pending, finish };
}

/**
 * Where a partition policy stands: rows in attached partitions entirely past the cutoff (backlog);
 * the oldest row's clock: the minimum over the oldest non-empty range partition and the default
 * partition (range partitions are ordered, so no later one can hold an older row); and how long the
 * oldest partition still attached (or detach-pending) has been due, 0 when none is: what the
 * mechanism promises (a partition due is gone after the next run) and what the alarm watches.
 */
export async function partitionStanding(
  db: pg.ClientBase,
  shape: PolicyShape,
): Promise<{
  expired: number;
  oldestEpoch: number | null;
  estimatedRows: number;
  overdueSeconds: number;
}> {
  const parentOid = shape.oid;
  const clock = shape.policy.clock[0] as string;
  const cutoffEpoch = Date.parse(shape.cutoff) / 1000;
  const all = await listPartitions(db, parentOid);
  const due = all.filter(
    (partition) =>
      !partition.isDefault && partition.upperEpoch !== null && partition.upperEpoch <= cutoffEpoch,
  );
  const overdueSeconds = Math.max(
    0,
    ...due.map((partition) => Math.round(cutoffEpoch - (partition.upperEpoch as number))),
  );
  const partitions = all.filter((partition) => !partition.detachPending);
  let expired = 0;
  for (const partition of partitions) {
    if (
      !partition.isDefault &&
      partition.upperEpoch !== null &&
      partition.upperEpoch <= cutoffEpoch
    ) {
      expired += await rowCount(db, partition);
    }
  }
  const minOf = async (partition: Partition) => {
    const { rows } = await db.query<{ oldest: number | null }>(oldestClockSql(partition, clock));
    return rows[0]?.oldest ?? null;
  };
  const candidates: number[] = [];
  for (const partition of partitions.filter((each) => !each.isDefault)) {
    const oldest = await minOf(partition);
    if (oldest !== null) {
      candidates.push(oldest);
      break;
    }
  }
  for (const partition of partitions.filter((each) => each.isDefault)) {
    const oldest = await minOf(partition);
    if (oldest !== null) candidates.push(oldest);
  }
  return {
    expired,
    overdueSeconds,
    oldestEpoch: candidates.length > 0 ? Math.min(...candidates) : null,
    estimatedRows: partitions.reduce(
      (sum, partition) => sum + Math.max(0, partition.estimatedRows),
      0,
    ),
  };
}
