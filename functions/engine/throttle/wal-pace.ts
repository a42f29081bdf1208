// The WAL pace: the server's WAL rate held under a budget while a policy deletes (MAX_WAL_RATE).
import type pg from "pg";
import { walPositionSql } from "../sql/throttle.js";

/** The WAL rate is an average over about this long: room left unused longer is not saved up. */
const WAL_WINDOW_MS = 1_000;
/** Under a WAL rate, one batch writes at most this long's share of it (then the pause). */
const WAL_BURST_MS = 25;

/** After a batch: how long to wait, and how the batch's WAL compares with a batch's share. */
export interface WalReading {
  /** Wait this long (ms) and the server's WAL since the window began is back within the budget. */
  waitMs: number;
  /** A batch's share of the budget over the WAL written since the last reading (> 1: room left). */
  fit: number | undefined;
  /** The WAL the server wrote since the last reading (bytes). */
  written: number;
}

/**
 * Measured (npm run bench:waits): the application's commits wait for the WAL flush, and during a
 * purge for the WAL the purge wrote. So the pace is held on the server's WAL position (all of it,
 * the application's WAL too: that is what its commits wait for): over a window of about a second,
 * the WAL written may not exceed the budget, and one batch may write at most walBurstMs of it
 * (short bursts, each followed by a pause, instead of long ones).
 */
export class WalPace {
  #window = { at: 0, wal: 0 };
  #last = 0;

  constructor(
    private readonly client: pg.ClientBase,
    readonly bytesPerSecond: number,
  ) {}

  /** The server's WAL position, in bytes. */
  private async position(): Promise<number> {
    const { rows } = await this.client.query<{ wal: number }>(walPositionSql());
    return Number(rows[0]?.wal ?? 0);
  }

  /** Before the first batch: the window begins. */
  async start(): Promise<void> {
    const wal = await this.position();
    this.#window = { at: Date.now(), wal };
    this.#last = wal;
  }

  /** After a batch (or a wait): where the window stands. */
  async read(): Promise<WalReading> {
    const wal = await this.position();
    const at = Date.now();
    const burst = wal - this.#last;
    this.#last = wal;
    const due = ((wal - this.#window.wal) / this.bytesPerSecond) * 1_000;
    const waitMs = Math.max(0, Math.ceil(due - (at - this.#window.at)));
    // Room left unused for longer than the window is not saved up for a burst later.
    if (waitMs === 0 && at - this.#window.at > WAL_WINDOW_MS) this.#window = { at, wal };
    const share = (this.bytesPerSecond * WAL_BURST_MS) / 1_000;
    return { waitMs, fit: burst > 0 ? share / burst : undefined, written: burst };
  }
}
