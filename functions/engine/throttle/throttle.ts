// The throttle: pauses while replicas lag, sessions crowd, a batch keeps others waiting, the
// server's WAL runs over its budget, or the engine's probe commits say its latency budget is spent.
import type pg from "pg";
import { THROTTLE_DEFAULTS } from "../../contract/settings/run.js";
import type { CostAccount, LockWait } from "../cost/account.js";
import { connectWithin } from "../db/pool.js";
import {
  backendPidSql,
  lockWaitsSql,
  pressureSql,
  replicaSourceSql,
  walInsertSql,
} from "../sql/throttle.js";
import { LATENCY, type LatencyFigures, LatencyPace } from "./latency-pace.js";
import { type Prober, probeInThread, probeOn, threadableConfig } from "./latency-probe.js";
import { WalPace } from "./wal-pace.js";

/** Pressure is read at most this often; while throttled, re-read at this interval. */
const CHECK_EVERY_MS = 1_000;
/** How often a batch's lock waiters are sampled while it runs. */
const LOCK_SAMPLE_MS = 50;

/** Limits; null turns a trigger off. */
export interface ThrottleLimits {
  maxReplicaLagMs?: number | null;
  maxActiveSessions?: number | null;
  maxLockWaiters?: number | null;
  /** How long another session may wait on a batch's locks (ms, MAX_LOCK_WAIT). */
  maxLockWaitMs?: number | null;
  /** The server's WAL, bytes a second (MAX_WAL_RATE). */
  maxWalRate?: number | null;
  /** The live service's commit latency may grow by this factor (LATENCY_BUDGET). */
  latencyBudget?: number | null;
}

export type ThrottleReason =
  | "replicaLag"
  | "activeSessions"
  | "lockWaiters"
  | "lockWait"
  | "walRate"
  | "latency";

/** The latency budget these limits set (the setting's default where they say nothing; null: off). */
export function latencyBudgetOf(limits: ThrottleLimits | undefined): number | null {
  const budget = limits?.latencyBudget;
  return budget === undefined ? THROTTLE_DEFAULTS.latencyBudget : budget;
}

/** Time a policy spent throttled, in all and by reason (ms). */
export interface ThrottleReport {
  ms: number;
  byReason: Record<ThrottleReason, number>;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });

/**
 * The throttle of one policy (like gh-ost's and pt-archiver's): between batches it waits while
 * replicas lag or too many sessions are active; during a batch a second connection samples the
 * sessions waiting on the batch's locks, and a batch that kept more than maxLockWaiters waiting, or
 * one of them waiting longer than maxLockWaitMs, is followed by a pause as long as it was (the
 * waiters go first) and a smaller batch.
 */
export class Throttle {
  readonly report: ThrottleReport = {
    ms: 0,
    byReason: {
      replicaLag: 0,
      activeSessions: 0,
      lockWaiters: 0,
      lockWait: 0,
      walRate: 0,
      latency: 0,
    },
  };
  readonly warnings: string[] = [];
  #aurora = false;
  #lastCheck = 0;
  /** The backends of the policy's lanes (its session, and the parallel ones). */
  #pids: number[] = [];
  #watcher: pg.PoolClient | undefined;
  #watcherComing: Promise<pg.PoolClient | undefined> | undefined;
  #wal: WalPace | undefined;
  #pacing: Promise<number | undefined> | undefined;
  #latency: LatencyPace | undefined;
  /** The pace that ran, kept for its figures when a failed probe turned it off. */
  #latencyRan: LatencyPace | undefined;
  #prober: pg.PoolClient | undefined;
  #latencyPacing: Promise<number | undefined> | undefined;
  #lastBatchMs = 0;
  #proberBroken: Error | undefined;
  readonly #onProberError = (error: Error) => {
    this.#proberBroken = error;
  };
  #broken: Error | undefined;
  /** The policy's cost account: the watcher's samples and each batch's WAL go to it. */
  #account: CostAccount | undefined;
  readonly #onError = (error: Error) => {
    this.#broken = error;
  };

  constructor(
    private readonly client: pg.ClientBase,
    private readonly pool: pg.Pool,
    private readonly limits: ThrottleLimits,
    private readonly stopped: () => boolean,
    private readonly signal?: AbortSignal,
  ) {}

  private get lagLimit() {
    return this.limits.maxReplicaLagMs === undefined
      ? THROTTLE_DEFAULTS.maxReplicaLagMs
      : this.limits.maxReplicaLagMs;
  }
  private get sessionLimit() {
    return this.limits.maxActiveSessions === undefined
      ? THROTTLE_DEFAULTS.maxActiveSessions
      : this.limits.maxActiveSessions;
  }
  private get waiterLimit() {
    return this.limits.maxLockWaiters === undefined
      ? THROTTLE_DEFAULTS.maxLockWaiters
      : this.limits.maxLockWaiters;
  }
  private get lockWaitLimit(): number | null {
    return this.limits.maxLockWaitMs === undefined
      ? THROTTLE_DEFAULTS.maxLockWaitMs
      : this.limits.maxLockWaitMs;
  }
  private get walLimit(): number | null {
    return this.limits.maxWalRate === undefined
      ? THROTTLE_DEFAULTS.maxWalRate
      : this.limits.maxWalRate;
  }
  private get latencyBudget(): number | null {
    return latencyBudgetOf(this.limits);
  }

  /** Samples taken while batches run (and their WAL) go to `account` too. */
  account(account: CostAccount): void {
    this.#account = account;
  }

  /** Reads where replica lag comes from, once, and says so when it cannot be read. */
  async start(): Promise<void> {
    const { rows } = await this.client.query<{ aurora: boolean; can_read: boolean }>(
      replicaSourceSql(),
    );
    this.#aurora = rows[0]?.aurora ?? false;
    if (this.lagLimit !== null && !this.#aurora && !rows[0]?.can_read) {
      this.warnings.push(
        "replica lag cannot be read by this role (pg_stat_replication hides it): the throttle does not see replicas; GRANT pg_monitor TO the role",
      );
    }
    await this.addLane(this.client);
    await this.startWalPace();
    await this.startLatencyPace();
  }

  /** The latency budget's probes start, and take their baseline before the first batch. */
  private async startLatencyPace(): Promise<void> {
    const budget = this.latencyBudget;
    if (budget === null) return;
    const prober = await this.latencyProber();
    if (!prober) return;
    const pace = new LatencyPace(prober, budget);
    this.#latencyRan = pace;
    await pace.settled(LATENCY.baselineProbes);
    if (pace.broken) return this.latencyOff(pace.broken);
    this.#latency = pace;
  }

  /**
   * The probes run in a thread of their own, on a connection made from the pool's settings; where
   * those cannot cross to a thread (a password given as a function), on one of the pool's.
   */
  private async latencyProber(): Promise<Prober | undefined> {
    const config = threadableConfig(this.pool);
    if (config) return probeInThread(config);
    const client = await this.spare(
      "no connection to spare for the latency budget's probes: it was off",
      this.#onProberError,
    );
    this.#prober = client;
    return client && probeOn(client);
  }

  /**
   * A connection of the pool's for a side task (the probes, the lock waiters' watch), if one comes
   * within a second; else none, and the warning says the task was off. Its own errors (the server
   * ended it) only end the task; the client is then discarded.
   */
  private async spare(
    warning: string | undefined,
    onError: (error: Error) => void,
  ): Promise<pg.PoolClient | undefined> {
    const client = await connectWithin(this.pool, 1_000);
    if (!client) {
      if (warning) this.warnings.push(warning);
      return undefined;
    }
    client.on("error", onError);
    return client;
  }

  private latencyOff(error: Error): void {
    this.#latency = undefined;
    this.#proberBroken ??= error;
    this.warnings.push(
      `the latency budget's probe commit failed (${error.message}): the latency budget was off from then on`,
    );
  }

  /** What the latency budget's probes measured (undefined: the budget was off). */
  latencyFigures(): LatencyFigures | undefined {
    return this.#latencyRan?.figures();
  }

  /** The WAL pace begins before the first batch; where the position cannot be read, it is off. */
  private async startWalPace(): Promise<void> {
    const limit = this.walLimit;
    if (limit === null) return;
    const pace = new WalPace(this.client, limit);
    try {
      await pace.start();
      this.#wal = pace;
    } catch {
      this.warnings.push(
        "the server's WAL position cannot be read here (pg_current_wal_lsn): the WAL rate limit was off",
      );
    }
  }

  /** A lane (block ranges, a cursor's list): its own sessions are not pressure, its waiters are watched. */
  async addLane(client: pg.ClientBase): Promise<void> {
    const pid = (await client.query<{ pid: number }>(backendPidSql())).rows[0]?.pid;
    if (pid === undefined) return;
    this.#pids.push(pid);
    await this.#account?.addBackend(client, pid);
  }

  /** Whether the throttle waited since `before` (its report's ms): the lanes should thin out. */
  waitedSince(before: number): boolean {
    return this.report.ms > before;
  }

  /** Why the database is under pressure now, if it is. */
  private async pressure(): Promise<ThrottleReason | undefined> {
    const { rows } = await this.client.query<{ active: number; replica_lag_ms: number | null }>(
      pressureSql(this.#aurora, this.#pids),
    );
    const row = rows[0];
    this.#account?.replicaLag(row?.replica_lag_ms ?? null);
    const lag = this.lagLimit;
    if (lag !== null && (row?.replica_lag_ms ?? 0) > lag) return "replicaLag";
    const sessions = this.sessionLimit;
    if (sessions !== null && (row?.active ?? 0) > sessions) return "activeSessions";
    return undefined;
  }

  /**
   * Between batches: the WAL pace, then waits while under pressure (reading it at most once a
   * second when calm). Returns the last batch's fit to its share of the WAL budget, if paced;
   * `smallest` says whether the batches are as small as they go (the latency budget's pauses
   * come only then).
   */
  async betweenBatches(smallest: () => boolean = () => true): Promise<number | undefined> {
    const walFit = await this.paceWal();
    const latencyFit = await this.paceLatency(smallest);
    const fit =
      walFit === undefined || latencyFit === undefined
        ? (walFit ?? latencyFit)
        : Math.min(walFit, latencyFit);
    if (this.lagLimit === null && this.sessionLimit === null) return fit;
    if (Date.now() - this.#lastCheck < CHECK_EVERY_MS) return fit;
    for (;;) {
      this.#lastCheck = Date.now();
      const reason = await this.pressure();
      if (!reason || this.stopped()) return fit;
      await this.wait(reason, CHECK_EVERY_MS);
    }
  }

  /**
   * Waits until the server's WAL since the window began is within the budget again. Lanes that
   * come to it while another lane waits share that wait (counted once).
   */
  private paceWal(): Promise<number | undefined> {
    const pace = this.#wal;
    if (!pace) return Promise.resolve(undefined);
    this.#pacing ??= this.paceOnce(pace).finally(() => {
      this.#pacing = undefined;
    });
    return this.#pacing;
  }

  private async paceOnce(pace: WalPace): Promise<number | undefined> {
    let reading = await pace.read();
    const { fit } = reading;
    while (reading.waitMs > 0 && !this.stopped()) {
      const ms = Math.min(reading.waitMs, CHECK_EVERY_MS);
      await this.wait("walRate", ms);
      reading = await pace.read();
      if (ms >= CHECK_EVERY_MS && reading.written > pace.bytesPerSecond) this.warnWalAlone();
    }
    return fit;
  }

  /** The latency budget's gap after a batch; lanes that come to it meanwhile share it. */
  private paceLatency(smallest: () => boolean): Promise<number | undefined> {
    const pace = this.#latency;
    if (!pace) return Promise.resolve(undefined);
    this.#latencyPacing ??= this.paceLatencyOnce(pace, smallest()).finally(() => {
      this.#latencyPacing = undefined;
    });
    return this.#latencyPacing;
  }

  /**
   * Waits the gap (the probes go on: those in it are quiet), and keeps a settled quiet window when
   * one is due (the live load may have changed). Returns the batch size's fit.
   */
  private async paceLatencyOnce(pace: LatencyPace, smallest: boolean): Promise<number | undefined> {
    const reading = pace.read(this.#lastBatchMs, smallest);
    if (reading.waitMs > 0 && !this.stopped()) await this.wait("latency", reading.waitMs);
    if (pace.quietDue && !this.stopped()) {
      await this.wait("latency", LATENCY.settleMs);
      await this.waitFor("latency", pace.settled(LATENCY.quietProbes));
    }
    if (pace.broken) this.latencyOff(pace.broken);
    return reading.fit;
  }

  /** A second of waiting saw more WAL than the budget allows: the application alone writes that. */
  private warnWalAlone(): void {
    const warning =
      "the server wrote more WAL than the WAL rate limit while the purge waited: the application alone writes that much, so the purge barely runs; raise MAX_WAL_RATE (--max-wal-rate)";
    if (!this.warnings.includes(warning)) this.warnings.push(warning);
  }

  private wait(reason: ThrottleReason, ms: number): Promise<void> {
    return this.waitFor(reason, sleep(ms, this.signal));
  }

  /** Counts the time until `done` as time throttled for `reason`. */
  private async waitFor(reason: ThrottleReason, done: Promise<void>): Promise<void> {
    const started = Date.now();
    await done;
    const waited = Date.now() - started;
    this.report.ms += waited;
    this.report.byReason[reason] += waited;
  }

  /** The watcher's connection, asked for once: lanes that ask while it comes wait for the same one. */
  private watcher(): Promise<pg.PoolClient | undefined> {
    this.#watcherComing ??= this.spare(
      this.waiterLimit === null && this.lockWaitLimit === null
        ? undefined
        : "no second connection to watch lock waiters: MAX_LOCK_WAITERS and MAX_LOCK_WAIT were off",
      this.#onError,
    ).then((watcher) => {
      this.#watcher = watcher;
      return watcher;
    });
    return this.#watcherComing;
  }

  /**
   * Runs one batch while sampling the sessions it keeps waiting (and, under a latency budget,
   * probing commits); afterwards, if more than maxLockWaiters waited, pauses as long as the batch
   * took and returns true (make batches smaller).
   */
  async duringBatch<T>(work: () => Promise<T>): Promise<{ value: T; crowded: boolean }> {
    const latency = this.#latency;
    if (!latency) return this.watchWaiters(work);
    return this.watchWaiters(async () => {
      latency.begin();
      const started = Date.now();
      try {
        return await work();
      } finally {
        this.#lastBatchMs = Date.now() - started;
        latency.end();
      }
    });
  }

  private async watchWaiters<T>(work: () => Promise<T>): Promise<{ value: T; crowded: boolean }> {
    const limit = this.waiterLimit;
    const waitLimit = this.lockWaitLimit;
    const account = this.#account;
    const watched = limit !== null || waitLimit !== null || account !== undefined;
    const watcher = watched ? await this.watcher() : undefined;
    if (!watcher || this.#broken) {
      account?.missedBatchWal();
      return { value: await work(), crowded: false };
    }
    // The WAL position as the batch begins, read on the watcher (one round trip before the batch).
    account?.watching();
    const walBefore = account ? await this.walOn(watcher) : undefined;
    let running = true;
    let most = 0;
    let longest = 0;
    // The batch's end wakes the sampler at once: the batch never waits for a sampling interval.
    const ended = new AbortController();
    const sample = (async () => {
      while (running) {
        await sleep(LOCK_SAMPLE_MS, ended.signal);
        if (!running || this.#broken) break;
        const reading = await this.sampleOn(watcher);
        if (!reading) break;
        most = Math.max(most, reading.waits.length);
        for (const wait of reading.waits) longest = Math.max(longest, wait.ms);
        account?.sampled(reading.waits, reading.replica_lag_ms);
      }
    })();
    const started = Date.now();
    let value: T;
    try {
      value = await work();
    } finally {
      running = false;
      ended.abort();
      await sample;
    }
    const batchMs = Date.now() - started;
    if (account) {
      const after = walBefore === undefined ? undefined : await this.walOn(watcher);
      if (walBefore !== undefined && after !== undefined) account.addBatchWal(walBefore, after);
      else account.missedBatchWal();
    }
    const reason =
      limit !== null && most > limit
        ? "lockWaiters"
        : waitLimit !== null && longest > waitLimit
          ? "lockWait"
          : undefined;
    if (!reason) return { value, crowded: false };
    await this.wait(reason, batchMs);
    return { value, crowded: true };
  }

  /** The sessions waiting on the lanes' locks, and the replicas' lag; undefined: it failed. */
  private sampleOn(watcher: pg.PoolClient) {
    return watcher
      .query<{ waits: LockWait[]; replica_lag_ms: number | null }>(
        lockWaitsSql(this.#pids, this.#aurora),
      )
      .then(({ rows }) => rows[0] ?? { waits: [], replica_lag_ms: null })
      .catch((error: Error) => {
        this.#broken = error;
        return undefined;
      });
  }

  private walOn(watcher: pg.PoolClient): Promise<number | undefined> {
    return watcher
      .query<{ wal: number }>(walInsertSql())
      .then(({ rows }) => rows[0]?.wal)
      .catch(() => undefined);
  }

  async release(): Promise<void> {
    // The probes stop first: their connection goes back to the pool with no query in flight.
    await this.#latencyRan?.stop();
    // A pooled client outlives this policy: its listener goes with the policy.
    this.#watcher?.off("error", this.#onError);
    this.#watcher?.release(this.#broken ?? undefined);
    this.#watcher = undefined;
    this.#watcherComing = Promise.resolve(undefined);
    this.#prober?.off("error", this.#onProberError);
    this.#prober?.release(this.#latency?.broken ?? this.#proberBroken);
    this.#prober = undefined;
  }
}
