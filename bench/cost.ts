// The cost account of a plain-SQL contender (a single DELETE, a loop), taken the way the engine
// takes its own (functions/engine/cost/account.ts): the same readings, on the contender's session
// (its backend's CPU, its table's buffers, the WAL around each statement) and on a second one that
// samples the sessions waiting on its locks and the replica's lag every 50 ms. And the ratios per
// deleted row that the summary prints, against the single DELETE's.
import pg from "pg";
import { CostAccount, type CostFigures, type LockWait } from "../functions/engine/cost/account.js";
import { lockWaitsSql, walInsertSql } from "../functions/engine/sql/throttle.js";
import type { ContenderResult } from "./figures.js";

const SAMPLE_MS = 50;

/** The table a contender's DELETE deletes from. */
export const deletedTable = (text: string) => /DELETE\s+FROM\s+([\w.]+)/.exec(text)?.[1];

/** An account of `db`'s work on `table`, with a watcher on `url` while it runs. */
export async function accountFor(db: pg.Client, url: string, table: string) {
  const account = new CostAccount(db, table);
  await account.start();
  const pid = (await db.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]?.pid;
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  account.watching();
  let running = true;
  const sampling = (async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      const { rows } = await watcher.query<{ waits: LockWait[]; replica_lag_ms: number | null }>(
        lockWaitsSql([pid ?? 0], false),
      );
      account.sampled(rows[0]?.waits ?? [], rows[0]?.replica_lag_ms ?? null);
    }
  })();
  const wal = async () => Number((await db.query<{ wal: number }>(walInsertSql())).rows[0]?.wal);
  return {
    /** One statement, its WAL window read around it on its own session. */
    statement: async <T>(run: () => Promise<T>): Promise<T> => {
      const before = await wal();
      const value = await run();
      account.addBatchWal(before, await wal());
      return value;
    },
    finish: async (deleted: number): Promise<CostFigures> => {
      running = false;
      await sampling;
      await watcher.end();
      return account.finish(deleted);
    },
  };
}

type PerRow = NonNullable<CostFigures["perRow"]>;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor((sorted.length - 1) / 2)];
};

/** A contender's per-row figure, the median over its rounds (undefined: none known). */
export function perRow(c: ContenderResult, figure: keyof PerRow): number | undefined {
  return median(
    c.rounds.flatMap((round) => {
      const value = round.cost?.perRow?.[figure];
      return typeof value === "number" ? [value] : [];
    }),
  );
}

/** The lock waits it caused (ms, median over rounds) and the replica lag it was seen with. */
export const lockWaitMs = (c: ContenderResult) =>
  median(c.rounds.flatMap((round) => (round.cost?.lockWaits ? [round.cost.lockWaits.ms] : [])));

/** "CPU 1.2x, buffers 0.9x, WAL 1.0x, lock waits 0 ms" against `single` per deleted row. */
export function costNote(c: ContenderResult, single: ContenderResult | undefined): string {
  if (!c.rounds.some((round) => round.cost)) return "";
  const ratio = (figure: keyof PerRow) => {
    const mine = perRow(c, figure);
    const base = single ? perRow(single, figure) : undefined;
    if (mine === undefined) return "-";
    return base ? `${(mine / base).toFixed(2)}x` : "-";
  };
  const cpu = perRow(c, "cpuUs");
  const wal = perRow(c, "walBytes");
  const buffers = perRow(c, "buffers");
  return [
    `per row: CPU ${cpu?.toFixed(1) ?? "-"} µs (${ratio("cpuUs")})`,
    `buffers ${buffers?.toFixed(2) ?? "-"} (${ratio("buffers")})`,
    `WAL ${wal?.toFixed(0) ?? "-"} B (${ratio("walBytes")})`,
    `lock waits caused ${lockWaitMs(c)?.toFixed(0) ?? "-"} ms`,
  ].join(", ");
}
