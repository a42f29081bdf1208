// The cost account of a policy's work: what the purge took from the server and what it caused
// others, per run and per deleted row (docs/performance.md, "The cost account"). CPU time of its
// backends (/proc, when the server is on this machine), shared-buffer hits and reads of its table
// (pg_statio_all_tables: every session's), WAL (the insert position around each batch), the lock
// waits it caused (other sessions waiting on its backends, sampled while batches run) and the
// replicas' replay lag seen meanwhile, and its wall time.
import type pg from "pg";
import { backendStartSql, clearStatsSnapshotSql, tableBuffersSql } from "../sql/cost.js";
import { walInsertSql } from "../sql/throttle.js";
import { flushStatsSql } from "../sql/upkeep.js";
import { backendCpuMs } from "./cpu.js";

/** A policy's cost account (PolicyReport.cost). */
export interface CostFigures {
  /** The policy's work, start to end (ms). */
  wallMs: number;
  /** User + system CPU time of the policy's backends (ms); null: the server is not on this machine. */
  cpuMs: number | null;
  /** Shared-buffer hits and reads of the policy's table (its partitions, indexes, TOAST), by every session meanwhile; null: unreadable. */
  buffers: { hit: number; read: number } | null;
  /** WAL written (bytes): the insert position's advance over the batches' windows, overlapping lanes' counted once (other sessions' WAL in those windows counts too), or over the whole work (`walSpan`); null: unreadable. */
  walBytes: number | null;
  walSpan: "batches" | "run";
  /** Other sessions that waited on the policy's locks (sampled every 50 ms while batches ran): how many waits, their total and the longest (ms, each as long as last seen); null: not watched. */
  lockWaits: { sessions: number; ms: number; longestMs: number } | null;
  /** The replicas' replay lag, the most seen while the policy worked (ms; read while batches ran and by the throttle between them); null: none seen. */
  replicaLagMs: number | null;
  /** The figures per deleted row (CPU in µs); null: nothing deleted. */
  perRow: {
    cpuUs: number | null;
    buffers: number | null;
    walBytes: number | null;
    lockWaitMs: number | null;
  } | null;
}

/** A sampled wait on the policy's locks: the waiting backend, since when, for how long (ms). */
export interface LockWait {
  pid: number;
  since: string;
  ms: number;
}

type Buffers = { hit: number; read: number };
const per = (value: number | null, rows: number, scale = 1) =>
  value === null ? null : (value * scale) / rows;

export class CostAccount {
  readonly #client: pg.ClientBase;
  readonly #table: string;
  readonly #started = performance.now();
  readonly #backends = new Map<number, Promise<{ startS: number | null; cpuMs?: number }>>();
  #walStart: number | undefined;
  #buffersStart: Buffers | undefined;
  /** Each batch's WAL window [start, end] (lanes' batches overlap: their union is counted). */
  readonly #walWindows: [number, number][] = [];
  /** Batches without a window: the windows' sum would fall short, so the run's span is counted. */
  #missedWindows = 0;
  readonly #waits = new Map<string, number>();
  #watched = false;
  #lagMs: number | null = null;

  constructor(client: pg.ClientBase, table: string) {
    this.#client = client;
    this.#table = table;
  }

  /** The readings before the first batch: the session's backend, the WAL, the table's buffers. */
  async start(): Promise<void> {
    const pid = (await this.#client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid"))
      .rows[0]?.pid;
    if (pid !== undefined) await this.addBackend(this.#client, pid);
    this.#walStart = await this.#wal(this.#client);
    this.#buffersStart = await this.#buffers();
  }

  /** A backend of the policy (its session, a lane's): its CPU time so far. */
  addBackend(client: pg.ClientBase, pid: number): Promise<unknown> {
    if (!this.#backends.has(pid)) {
      this.#backends.set(
        pid,
        (async () => {
          const startS =
            (await client.query<{ started: number | null }>(backendStartSql(pid))).rows[0]
              ?.started ?? null;
          const cpuMs = await backendCpuMs(pid, startS);
          return cpuMs === undefined ? { startS } : { startS, cpuMs };
        })().catch(() => ({ startS: null })),
      );
    }
    return this.#backends.get(pid) as Promise<unknown>;
  }

  /** A batch's WAL window: the insert position as it began and as it ended. */
  addBatchWal(start: number, end: number): void {
    this.#walWindows.push([start, Math.max(start, end)]);
  }

  /** A batch whose window could not be read (no watcher, a reading failed). */
  missedBatchWal(): void {
    this.#missedWindows++;
  }

  /** The WAL positions the batches' windows cover, once each (bytes). */
  #batchWal(): number {
    const windows = [...this.#walWindows].sort((a, b) => a[0] - b[0]);
    let total = 0;
    let reached = Number.NEGATIVE_INFINITY;
    for (const [start, end] of windows) {
      if (end <= reached) continue;
      total += end - Math.max(start, reached);
      reached = end;
    }
    return total;
  }

  /** A batch runs watched: its lock waits are sampled (none seen is then zero, not unknown). */
  watching(): void {
    this.#watched = true;
  }

  /** A sample taken while a batch ran: the sessions waiting on it, the replicas' lag. */
  sampled(waits: LockWait[], replicaLagMs: number | null): void {
    for (const wait of waits) {
      const key = `${wait.pid}@${wait.since}`;
      this.#waits.set(key, Math.max(this.#waits.get(key) ?? 0, wait.ms));
    }
    this.replicaLag(replicaLagMs);
  }

  /** The replicas' replay lag read (while a batch ran, or by the throttle between batches). */
  replicaLag(ms: number | null): void {
    if (ms !== null) this.#lagMs = Math.max(this.#lagMs ?? 0, ms);
  }

  /** Reads what the batches watched could not: a batch-less walk's WAL, the CPU, the buffers. */
  async finish(deleted: number): Promise<CostFigures> {
    const wallMs = performance.now() - this.#started;
    const batches = this.#walWindows.length > 0 && this.#missedWindows === 0;
    const runWal =
      batches || this.#walStart === undefined
        ? undefined
        : await this.#wal(this.#client).then((end) =>
            end === undefined ? undefined : end - (this.#walStart as number),
          );
    const walBytes = batches ? this.#batchWal() : (runWal ?? null);
    const cpuMs = await this.#cpu();
    await this.#client.query(flushStatsSql()).catch(() => undefined);
    const end = await this.#buffers();
    const start = this.#buffersStart;
    const buffers = end && start ? { hit: end.hit - start.hit, read: end.read - start.read } : null;
    const waits = [...this.#waits.values()];
    const lockWaits = this.#watched
      ? {
          sessions: waits.length,
          ms: waits.reduce((sum, ms) => sum + ms, 0),
          longestMs: Math.max(0, ...waits),
        }
      : null;
    return {
      wallMs,
      cpuMs,
      buffers,
      walBytes,
      walSpan: batches ? "batches" : "run",
      lockWaits,
      replicaLagMs: this.#lagMs,
      perRow:
        deleted > 0
          ? {
              cpuUs: per(cpuMs, deleted, 1000),
              buffers: buffers ? (buffers.hit + buffers.read) / deleted : null,
              walBytes: per(walBytes, deleted),
              lockWaitMs: per(lockWaits?.ms ?? null, deleted),
            }
          : null,
    };
  }

  /** The backends' CPU since they were added (ms); null when any of them is not this machine's. */
  async #cpu(): Promise<number | null> {
    let total = 0;
    for (const [pid, before] of this.#backends) {
      const { startS, cpuMs } = await before;
      const now = await backendCpuMs(pid, startS);
      if (cpuMs === undefined || now === undefined) return null;
      total += now - cpuMs;
    }
    return this.#backends.size > 0 ? total : null;
  }

  async #wal(client: pg.ClientBase): Promise<number | undefined> {
    return client
      .query<{ wal: number }>(walInsertSql())
      .then(({ rows }) => rows[0]?.wal)
      .catch(() => undefined);
  }

  async #buffers(): Promise<Buffers | undefined> {
    await this.#client.query(clearStatsSnapshotSql()).catch(() => undefined);
    return this.#client
      .query<Buffers>(tableBuffersSql(this.#table))
      .then(({ rows }) => rows[0])
      .catch(() => undefined);
  }
}
