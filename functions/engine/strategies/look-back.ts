// The keyset walk's look back: the deleted rows' index entries marked dead while their pages are
// still in shared buffers, so that the figures after the run do not read the slice again.
//
// Why: a batch deletes its rows, but their entries stay in the clock's index until VACUUM, and
// each still leads to its row's page. The figures after the run (sql/standing.ts) are one exact
// statement over every row past the cutoff, read through that index: it visits every deleted
// row's page again, from disk once the slice is larger than shared buffers. PostgreSQL marks an
// entry dead (and later scans of the index then pass it without a visit) when an index scan
// visits its row and finds it dead to every transaction. The walk's next batch starts where the
// last one stopped and never passes those entries; the look back passes them, once no
// transaction that could still see the rows is running, while their pages are still in memory.
//
// Why the figures stay exact: they are not changed. They are still one statement over the
// table as it is when they run; the look back changes no row, only which pages that statement
// visits: PostgreSQL marks an entry only when no snapshot anywhere can see its row, so the rows
// any statement can see (a row kept or held, a row written meanwhile with an old clock, however
// it got there) keep their entries. Counting from what the walk saw instead, the figures would
// miss a row written behind the walk with an old clock: only a read of the index finds it.
//
// A walk that deletes no more rows than half of shared_buffers' pages (LOOK_BACK.shareOfBuffers)
// does not look back: the figures find its pages still in memory. When a transaction that was running
// as a batch committed is still running, its rows cannot be marked yet; they wait for a later
// batch (as many rows at most; past that the walk waits for the horizon, LOOK_BACK.waitMs in
// all), then are left to the figures, which read their pages as before.
import { setTimeout as sleep } from "node:timers/promises";
import { lookBackSql, sharedBuffersSql, snapshotBoundsSql } from "../sql/look-back.js";
import { snapshotOf } from "./batch.js";
import type { BatchResult, SnapshotBounds, StrategyContext } from "./context.js";

/**
 * The keyset walk's look back: a batch's deleted rows keep their index entries, which would lead
 * the figures after the run to every deleted row's page again; once no transaction that could
 * see a batch's rows is running, the walk reads that batch's stretch of the index again, and
 * PostgreSQL marks the dead entries. `shareOfBuffers`: a walk that deletes no more rows than this
 * share of shared_buffers' pages leaves them in memory and does not look back; past it, at most as
 * many rows wait for their look back. `waitMs`: how long, polling every `pollMs`, a walk waits for
 * the horizon before it leaves rows to the figures. `newest`: the newest batches' stretches
 * always wait, whatever their rows. What each cost and saved: docs/performance.md.
 */
export const LOOK_BACK = { shareOfBuffers: 0.5, waitMs: 2_000, pollMs: 50, newest: 2 } as const;

/**
 * shared_buffers in pages, read once a session: a server setting that only a restart changes, which
 * ends the session. A retention per tenant walks each tenant apart and would read it each time.
 */
const buffersOf = new WeakMap<StrategyContext["client"], Promise<number>>();
function sharedBuffers(client: StrategyContext["client"]): Promise<number> {
  let buffers = buffersOf.get(client);
  if (!buffers) {
    buffers = client
      .query<{ buffers: string }>(sharedBuffersSql())
      .then(({ rows }) => Number(rows[0]?.buffers));
    // A failed read is not kept: the next walk asks again.
    buffers.catch(() => buffersOf.delete(client));
    buffersOf.set(client, buffers);
  }
  return buffers;
}

/** A batch's stretch of the clock's index: its first and last clock, and its rows. */
interface Stretch {
  from: string;
  to: string;
  rows: number;
  /**
   * Above the batch's transaction id (the next batch's snapshot's xmax, taken after it committed);
   * unknown until then. Once a snapshot's xmin is at least this, no transaction that could still
   * see the batch's rows is running, but for one that only holds a snapshot (see markReady).
   */
  above?: bigint;
}

export class LookBack {
  readonly #context: StrategyContext;
  /** Rows whose pages shared buffers can be expected to keep (LOOK_BACK.shareOfBuffers). */
  readonly #inMemory: number;
  readonly #waiting: Stretch[] = [];
  #deleted = 0;
  /** What is left of the walk's wait for the horizon (LOOK_BACK.waitMs). */
  #waitLeftMs: number = LOOK_BACK.waitMs;

  private constructor(context: StrategyContext, inMemory: number) {
    this.#context = context;
    this.#inMemory = inMemory;
  }

  /** The look back of one walk (none in a rehearsal: its deletes are rolled back, never dead). */
  static async open(context: StrategyContext): Promise<LookBack> {
    if (context.rehearsal) return new LookBack(context, Number.POSITIVE_INFINITY);
    const buffers = await sharedBuffers(context.client);
    return new LookBack(context, Math.floor(buffers * LOOK_BACK.shareOfBuffers));
  }

  /** After a batch: its stretch waits; those whose rows every transaction now sees gone are read. */
  async after(result: BatchResult): Promise<void> {
    const { firstClock, lastClock, picked, snapshot } = result;
    if (!snapshot || !Number.isFinite(this.#inMemory)) return;
    this.#seen(snapshot);
    if (picked > 0 && firstClock !== null && lastClock !== null)
      this.#waiting.push({ from: firstClock, to: lastClock, rows: picked });
    this.#deleted += picked;
    // Until the walk outgrows shared buffers, its pages stay there for the figures.
    if (this.#deleted <= this.#inMemory) return;
    await this.#markReady(snapshot.xmin);
    // A transaction elsewhere holds the horizon: the walk waits for it a while (while its pages
    // are in memory) before the oldest past the bound are left to the figures.
    while (this.#olderRows() > this.#inMemory && this.#waitLeftMs > 0 && !this.#context.stop()) {
      await sleep(LOOK_BACK.pollMs, undefined, { signal: this.#context.signal }).catch(() => {});
      this.#waitLeftMs -= LOOK_BACK.pollMs;
      await this.#freshSnapshot();
    }
    let rows = this.#olderRows();
    while (rows > this.#inMemory && this.#waiting.length > LOOK_BACK.newest)
      rows -= (this.#waiting.shift() as Stretch).rows;
  }

  /**
   * The rows waiting beyond the newest LOOK_BACK.newest batches'. A batch's stretch is ready one
   * batch after the next at the soonest (its bound is the next batch's snapshot's xmax, which a
   * later snapshot's xmin must reach while the live service's transactions run), so the newest
   * two always wait: bounding them made every batch larger than the bound wait a poll.
   */
  #olderRows(): number {
    return this.#waiting
      .slice(0, Math.max(0, this.#waiting.length - LOOK_BACK.newest))
      .reduce((sum, each) => sum + each.rows, 0);
  }

  /** After the walk's last batch: one more snapshot, and the stretches it lets go are read. */
  async end(): Promise<void> {
    if (this.#deleted > this.#inMemory && this.#waiting.length > 0) await this.#freshSnapshot();
  }

  /** A snapshot of its own (taken after every batch so far committed), and what it lets go. */
  async #freshSnapshot(): Promise<void> {
    const { rows } = await this.#context.client.query<{
      snapshot_xmin: string;
      snapshot_xmax: string;
    }>(snapshotBoundsSql());
    const snapshot = snapshotOf(rows[0]);
    if (!snapshot) return;
    this.#seen(snapshot);
    await this.#markReady(snapshot.xmin);
  }

  /** A snapshot taken after every batch so far committed: the last one's bound. */
  #seen(snapshot: SnapshotBounds): void {
    const last = this.#waiting.at(-1);
    if (last && last.above === undefined) last.above = snapshot.xmax;
  }

  /**
   * Reads, in one statement, the waiting stretches (oldest first) whose batches every running
   * transaction started after: contiguous in clock order, so one range of the index. A session
   * that holds an older snapshot without a transaction id (a long read elsewhere in the database)
   * still keeps the rows from being marked: then this read only costs its visits, in memory.
   */
  async #markReady(xmin: bigint): Promise<void> {
    let ready = 0;
    while (ready < this.#waiting.length) {
      const above = this.#waiting[ready]?.above;
      if (above === undefined || above > xmin) break;
      ready += 1;
    }
    if (ready === 0) return;
    // Each batch starts at the last one's last clock: the first stretch starts lowest.
    const stretches = this.#waiting.splice(0, ready);
    const [first, last] = [stretches[0] as Stretch, stretches.at(-1) as Stretch];
    await this.#context.client.query(lookBackSql(this.#context.shape, first.from, last.to));
  }
}
