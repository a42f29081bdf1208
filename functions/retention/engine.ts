import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { describePolicy } from "./catalog.js";
import { cutoffFor, type Policy } from "./config.js";
import { classifyPgError, describeError, PolicyError } from "./errors.js";
import { type Logger, silentLogger } from "./logger.js";
import { dropExpiredPartitions, type PartitionOutcome, partitionStanding } from "./partitions.js";
import {
  CURSOR_NAME,
  declareCandidatesSql,
  deleteKeysSql,
  deleteTreesSql,
  keysetBatchSql,
  type PolicyShape,
  type Sql,
  standingSql,
} from "./sql.js";

export const DEFAULT_LOCK_TIMEOUT_MS = 2_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
export const DEFAULT_SCAN_TIMEOUT_MS = 300_000;
export const APPLICATION_NAME = "retention-job";
/** Contended trees remembered for a retry (beyond this they wait for the next run, as backlog). */
const MAX_CONTENDED = 100_000;
const CONTENDED_ROUNDS = 3;
const CONTENDED_WAIT_MS = 50;

/** skipped: another instance holds the table's advisory lock (partition policies). */
export type PolicyOutcome = "completed" | "deadline" | "aborted" | "failed" | "skipped";
export type RunStatus = "succeeded" | "partial" | "failed";

export interface PolicyReport {
  name: string;
  table: string;
  strategy: PolicyShape["strategy"];
  /** skip-locked: batches lock rows FOR UPDATE SKIP LOCKED; delete-waits: no UPDATE privilege, see PolicyShape.rowLocks. */
  locking: "skip-locked" | "delete-waits";
  cutoff: string;
  /** completed: nothing deletable left behind by this run; deadline/aborted: stopped between batches. */
  outcome: PolicyOutcome;
  /** Expired, governed rows this run dealt with: deleted + held + blocked + backlog. */
  examined: number;
  deleted: number;
  /** Expired rows kept because their hold column is true. */
  held: number | null;
  /** Expired rows kept because a descendant along the self-reference cannot go yet. */
  blocked: number | null;
  /** Expired rows still deletable when the policy stopped (in a dry run: what a run would delete). */
  backlog: number | null;
  /** Age of the oldest governed row that is neither held nor blocked. */
  oldestAgeSeconds: number | null;
  batches: number;
  durationMs: number;
  error: string | null;
  /** drop-partitions policies: what happened to each partition. `deleted` counts their rows (estimate). */
  partitions?: PartitionOutcome;
}

export interface RunReport {
  runId: string;
  dryRun: boolean;
  startedAt: string;
  finishedAt: string;
  status: RunStatus;
  policies: PolicyReport[];
}

export type ProgressEvent =
  | {
      type: "batch";
      policy: string;
      deleted: number;
      totalDeleted: number;
      batches: number;
      durationMs: number;
    }
  | { type: "policy"; report: PolicyReport };

export interface RunOptions {
  pool: pg.Pool;
  policies: Policy[];
  dryRun?: boolean;
  runId?: string;
  /** The run's fixed "now" (a continuation passes the first segment's); read from the database if absent. */
  now?: Date;
  /** Fixed cutoffs by policy name (ISO timestamps); computed from now - retention if absent. */
  cutoffs?: Record<string, string>;
  /** Epoch ms after which no new batch starts. */
  deadline?: number;
  signal?: AbortSignal;
  /** Overrides every policy's batch size. */
  batchSize?: number;
  /** Pause between batches, to leave room for the live service. */
  pauseMs?: number;
  lockTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** Timeout of the one candidate scan of a cursor-strategy policy. */
  scanTimeoutMs?: number;
  logger?: Logger;
  onProgress?: (event: ProgressEvent) => void;
}

interface Standing {
  expired: number;
  held: number;
  blocked: number;
  oldestEpoch: number | null;
}

/** Runs every policy once, in order, and reports. Throws only for a bad rule (ConfigError) or no database. */
export async function runRetention(options: RunOptions): Promise<RunReport> {
  const runId = options.runId ?? randomUUID();
  const dryRun = options.dryRun ?? false;
  const log = (options.logger ?? silentLogger).child({ runId });
  const started = Date.now();

  // Preflight: every policy is checked against the catalog before any row is touched.
  const { now, shapes } = await withClient(options.pool, async (client) => {
    const now =
      options.now ?? (await client.query<{ now: Date }>("SELECT now() AS now")).rows[0]!.now;
    const shapes: PolicyShape[] = [];
    for (const [index, policy] of options.policies.entries()) {
      shapes.push(await describePolicy(client, policy, `policies[${index}]`));
    }
    return { now, shapes };
  });
  const cutoffs = Object.fromEntries(
    shapes.map(({ policy }) => [
      policy.name,
      options.cutoffs?.[policy.name] ?? cutoffFor(policy, now),
    ]),
  );
  log.info({ event: "run-started", dryRun, now: now.toISOString(), cutoffs }, "run started");

  const policies: PolicyReport[] = [];
  for (const shape of shapes) {
    const report = await runPolicy(options, shape, cutoffs[shape.policy.name] as string, now, log);
    policies.push(report);
    options.onProgress?.({ type: "policy", report });
  }

  const status: RunStatus = policies.every((policy) => policy.outcome === "completed")
    ? "succeeded"
    : policies.every((policy) => policy.outcome === "failed")
      ? "failed"
      : "partial";
  const report: RunReport = {
    runId,
    dryRun,
    startedAt: now.toISOString(),
    finishedAt: new Date(now.getTime() + (Date.now() - started)).toISOString(),
    status,
    policies,
  };
  log.info(
    {
      event: "run-completed",
      status,
      durationMs: Date.now() - started,
      deleted: Object.fromEntries(policies.map((policy) => [policy.name, policy.deleted])),
      backlog: Object.fromEntries(policies.map((policy) => [policy.name, policy.backlog])),
    },
    "run completed",
  );
  return report;
}

async function runPolicy(
  options: RunOptions,
  shape: PolicyShape,
  cutoff: string,
  now: Date,
  runLog: Logger,
): Promise<PolicyReport> {
  const { policy } = shape;
  const log = runLog.child({ policy: policy.name });
  const started = Date.now();
  const batchSize = options.batchSize ?? policy.batchSize;
  const progress = { deleted: 0, batches: 0 };
  let outcome: PolicyOutcome;
  let error: string | null = null;
  let standing: Standing | undefined;
  let partitions: PartitionOutcome | undefined;

  const onBatch = (deleted: number, durationMs: number) => {
    progress.deleted += deleted;
    progress.batches += 1;
    log.info(
      { event: "batch-deleted", count: deleted, batch: progress.batches, durationMs },
      "batch deleted",
    );
    options.onProgress?.({
      type: "batch",
      policy: policy.name,
      deleted,
      totalDeleted: progress.deleted,
      batches: progress.batches,
      durationMs,
    });
  };

  try {
    outcome = await withClient(options.pool, async (client) => {
      await configureSession(client, options);
      await checkPrivileges(client, shape);
      let result: PolicyOutcome;
      if (shape.strategy === "partitions") {
        const dropped = await dropExpiredPartitions({
          db: client,
          shape,
          cutoff,
          dryRun: options.dryRun ?? false,
          stop: () => stopReason(options) as "deadline" | "aborted" | undefined,
          onDropped: (rows) => onBatch(rows, 0),
        });
        partitions = dropped.outcome;
        result = dropped.stopped ?? "completed";
        if (partitions.lockNotAcquired) {
          log.warn(
            { event: "lock-not-acquired" },
            "another instance is detaching this table: skipped",
          );
        }
      } else if (options.dryRun) {
        result = "completed";
      } else {
        result =
          shape.strategy === "keyset"
            ? await deleteByKeyset(client, shape, cutoff, batchSize, options, onBatch)
            : await deleteByCursor(client, shape, cutoff, batchSize, options, onBatch);
      }
      standing = await readStanding(client, shape, cutoff);
      return result;
    });
  } catch (caught) {
    outcome = "failed";
    const described = describeError(caught);
    error = described.code
      ? `${described.message} (SQLSTATE ${described.code})`
      : described.message;
    log.error(
      { event: "policy-failed", error: described, deletedBeforeFailure: progress.deleted },
      "policy failed",
    );
    // Figures for the report, on a fresh connection; the database may be gone, so best effort.
    standing = await withClient(options.pool, async (client) => {
      await configureSession(client, options);
      return readStanding(client, shape, cutoff);
    }).catch(() => undefined);
  }

  const blockedAndHeld = standing ? standing.held + standing.blocked : 0;
  return {
    name: policy.name,
    table: `${policy.table.schema}.${policy.table.name}`,
    strategy: shape.strategy,
    locking: shape.rowLocks ? "skip-locked" : "delete-waits",
    cutoff,
    outcome,
    examined: progress.deleted + (standing?.expired ?? 0),
    deleted: progress.deleted,
    held: standing?.held ?? null,
    blocked: standing?.blocked ?? null,
    backlog: standing ? standing.expired - blockedAndHeld : null,
    oldestAgeSeconds:
      standing?.oldestEpoch == null
        ? null
        : Math.max(0, Math.round(now.getTime() / 1000 - standing.oldestEpoch)),
    batches: progress.batches,
    durationMs: Date.now() - started,
    error,
    ...(partitions ? { partitions } : {}),
  };
}

type OnBatch = (deleted: number, durationMs: number) => void;

function stopReason(options: RunOptions): PolicyOutcome | undefined {
  if (options.signal?.aborted) return "aborted";
  if (options.deadline !== undefined && Date.now() >= options.deadline) return "deadline";
  return undefined;
}

async function pause(options: RunOptions): Promise<void> {
  if (!options.pauseMs) return;
  await sleep(options.pauseMs, undefined, { signal: options.signal }).catch(() => undefined);
}

/** One batch statement (its own autocommit transaction): how many rows went, and the last clock reached. */
/** SQLSTATEs after which a batch, rolled back whole, is simply tried again. */
const RETRYABLE = new Set(["40001", "40P01"]);
const BATCH_ATTEMPTS = 3;

/** One batch statement (its own autocommit transaction). */
async function runBatch(
  client: pg.PoolClient,
  sql: Sql,
  onBatch: OnBatch,
): Promise<{ picked: number; deleted: number; lastClock: string | null; contended: string[] }> {
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    try {
      const { rows } = await client.query<{
        picked?: number;
        deleted: number;
        last_clock?: string | null;
        contended?: string[];
      }>(sql);
      const deleted = rows[0]?.deleted ?? 0;
      onBatch(deleted, Date.now() - started);
      return {
        picked: rows[0]?.picked ?? deleted,
        deleted,
        lastClock: rows[0]?.last_clock ?? null,
        contended: rows[0]?.contended ?? [],
      };
    } catch (error) {
      // A deadlock between two instances without row locks: the batch rolled back, try again.
      const code = (error as { code?: string }).code;
      if (attempt >= BATCH_ATTEMPTS || code === undefined || !RETRYABLE.has(code)) throw error;
    }
  }
}

async function deleteByKeyset(
  client: pg.PoolClient,
  shape: PolicyShape,
  cutoff: string,
  batchSize: number,
  options: RunOptions,
  onBatch: OnBatch,
): Promise<PolicyOutcome> {
  let after: string | null = null;
  for (;;) {
    const stop = stopReason(options);
    if (stop) return stop;
    const { picked, lastClock } = await runBatch(
      client,
      keysetBatchSql(shape, cutoff, after, batchSize),
      onBatch,
    );
    // A short pick means the backlog is gone (rows another instance took still count as picked).
    if (picked < batchSize) return "completed";
    after = lastClock ?? after;
    await pause(options);
  }
}

async function deleteByCursor(
  client: pg.PoolClient,
  shape: PolicyShape,
  cutoff: string,
  batchSize: number,
  options: RunOptions,
  onBatch: OnBatch,
): Promise<PolicyOutcome> {
  const initialStop = stopReason(options);
  if (initialStop) return initialStop;
  const untilDeadline =
    options.deadline === undefined ? Number.POSITIVE_INFINITY : options.deadline - Date.now();
  const scanLimit = options.scanTimeoutMs ?? DEFAULT_SCAN_TIMEOUT_MS;
  const scanTimeout = Math.max(1, Math.min(scanLimit, untilDeadline));
  // WITH HOLD: the candidate list outlives the transaction, so no snapshot is held during the
  // deletes. The scan itself runs in MOVE FORWARD ALL, where statement_timeout bounds it (COMMIT,
  // which would otherwise run it, is not bounded by statement_timeout).
  await client.query("BEGIN");
  try {
    await client.query("SELECT set_config('statement_timeout', $1, true)", [
      String(Math.round(scanTimeout)),
    ]);
    await client.query(declareCandidatesSql(shape, cutoff));
    await client.query(`MOVE FORWARD ALL IN ${CURSOR_NAME}`);
    await client.query(`MOVE ABSOLUTE 0 IN ${CURSOR_NAME}`);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    // The scan ran into the run's deadline rather than its own limit: a stop, not a failure.
    if ((error as { code?: string }).code === "57014" && untilDeadline < scanLimit)
      return "deadline";
    throw error;
  }
  const batchSql = (keys: string[]) =>
    shape.policy.selfReference
      ? deleteTreesSql(shape, cutoff, keys)
      : deleteKeysSql(shape, cutoff, keys);
  // Trees another instance held part of: retried once the list is done, when it has moved on.
  let contended: string[] = [];
  try {
    for (;;) {
      const stop = stopReason(options);
      if (stop) return stop;
      const { rows } = await client.query<{ key: string }>(
        `FETCH ${batchSize} FROM ${CURSOR_NAME}`,
      );
      if (rows.length > 0) {
        const result = await runBatch(client, batchSql(rows.map((row) => row.key)), onBatch);
        if (contended.length < MAX_CONTENDED) contended.push(...result.contended);
      }
      if (rows.length < batchSize) break;
      await pause(options);
    }
  } finally {
    await client.query(`CLOSE ${CURSOR_NAME}`).catch(() => undefined);
  }
  for (let round = 0; round < CONTENDED_ROUNDS && contended.length > 0; round++) {
    await sleep(CONTENDED_WAIT_MS * (round + 1), undefined, { signal: options.signal }).catch(
      () => undefined,
    );
    const retry = contended;
    contended = [];
    for (let start = 0; start < retry.length; start += batchSize) {
      const stop = stopReason(options);
      if (stop) return stop;
      const result = await runBatch(
        client,
        batchSql(retry.slice(start, start + batchSize)),
        onBatch,
      );
      contended.push(...result.contended);
    }
  }
  return "completed";
}

async function readStanding(
  client: pg.PoolClient,
  shape: PolicyShape,
  cutoff: string,
): Promise<Standing> {
  if (shape.strategy === "partitions") {
    const { expired, oldestEpoch } = await partitionStanding(client, shape, cutoff);
    return { expired, held: 0, blocked: 0, oldestEpoch };
  }
  const { rows } = await client.query<{
    expired: string;
    held: string;
    blocked: string;
    oldest_epoch: number | null;
  }>(standingSql(shape, cutoff));
  const row = rows[0]!;
  return {
    expired: Number(row.expired),
    held: Number(row.held),
    blocked: Number(row.blocked),
    oldestEpoch: row.oldest_epoch,
  };
}

/**
 * Preflight of one policy: the role can see and delete the rows. With row-level security on and a
 * role that does not bypass it, every DELETE would silently match only what its RLS policies allow
 * (for a maintenance role: nothing), and the run would report 0 deleted as success. That fails the
 * policy, loudly.
 */
async function checkPrivileges(client: pg.PoolClient, shape: PolicyShape): Promise<void> {
  const { rows } = await client.query<{
    can_select: boolean;
    can_delete: boolean;
    role: string;
    rls: boolean;
    forced: boolean;
    owner: boolean;
    bypass: boolean;
  }>(
    `SELECT has_table_privilege(c.oid, 'SELECT') AS can_select, has_table_privilege(c.oid, 'DELETE') AS can_delete,
            current_user AS role, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
            pg_has_role(current_user, c.relowner, 'USAGE') AS owner, r.rolbypassrls OR r.rolsuper AS bypass
     FROM pg_class c, pg_roles r WHERE c.oid = $1 AND r.rolname = current_user`,
    [shape.oid],
  );
  const row = rows[0]!;
  const table = `${shape.policy.table.schema}.${shape.policy.table.name}`;
  if (shape.strategy !== "partitions" && (!row.can_select || !row.can_delete)) {
    throw new PolicyError(
      shape.policy.name,
      `role ${row.role} lacks ${!row.can_select ? "SELECT" : "DELETE"} on ${table}`,
    );
  }
  if (row.rls && !row.bypass && (row.forced || !row.owner)) {
    throw new PolicyError(
      shape.policy.name,
      `row-level security is enabled${row.forced ? " and forced" : ""} on ${table} and role ${row.role} does not bypass it: ` +
        "its DELETEs would silently match only what the RLS policies allow, and 0 deleted would look like success. " +
        "Give the maintenance role BYPASSRLS (see retention-job provision-role)",
    );
  }
}

/** Session settings that bound every batch: each autocommit statement is its own transaction. */
async function configureSession(client: pg.PoolClient, options: RunOptions): Promise<void> {
  await client.query(
    `SELECT set_config('lock_timeout', $1, false), set_config('statement_timeout', $2, false),
            set_config('TimeZone', 'UTC', false), set_config('application_name', $3, false),
            -- Batch statements are short; JIT compiling them (the planner overestimates recursive
            -- CTEs) cost most of each batch's time when measured: 390 of 540 ms.
            set_config('jit', 'off', false)`,
    [
      String(options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS),
      String(options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS),
      APPLICATION_NAME,
    ],
  );
}

/** Borrows a client; a client that saw a connection-level error is destroyed, not reused. */
async function withClient<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: unknown;
  const onError = (error: unknown) => {
    broken = error;
  };
  client.on("error", onError);
  try {
    return await work(client);
  } catch (error) {
    if (classifyPgError(error) === "connection") broken = error;
    throw error;
  } finally {
    client.off("error", onError);
    client.release(broken ? (broken as Error) : undefined);
  }
}
