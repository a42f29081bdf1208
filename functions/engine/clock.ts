// One clock per run: `now` read once from the database, the cutoffs fixed from it, wrong clocks
// refused.
import type pg from "pg";
import { instantMinus } from "../contract/calendar.js";
import { ConfigError, RetentionError } from "../contract/errors.js";
import type { Policy } from "../contract/retention-table.js";
import { databaseNow } from "./db/session.js";

/** The database's clock and the runner's may differ by this much before a run refuses to start. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/** The database's clock cannot be trusted for this run: the run does not start. */
export class ClockError extends RetentionError {
  override name = "ClockError";
}

/**
 * The policy's cutoff for a run whose clock reads `now`: `now - retention` as PostgreSQL computes
 * it in a session whose TimeZone is the clock's zone (UTC but for a wall-clock column's
 * clockTimeZone): 31 March - 1 month is 28 (or 29) February, and a day is a calendar day there.
 */
export function cutoffFor(policy: Policy, now: Date): string {
  const zone = policy.clockTimeZone ?? "UTC";
  return new Date(instantMinus(now.getTime(), policy.retention, zone)).toISOString();
}

/** A run's clock: `now` read once from the database, and each policy's cutoff fixed from it. */
export interface RunClock {
  now: Date;
  cutoffs: Record<string, string>;
}

export function cutoffsFor(policies: Policy[], now: Date): Record<string, string> {
  return Object.fromEntries(policies.map((policy) => [policy.name, cutoffFor(policy, now)]));
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Reads the database's `now` and fixes every cutoff from it, or from the run's own `now` when a
 * later segment continues it. Refuses to run when the database's clock and the runner's differ by
 * more than MAX_CLOCK_SKEW_MS, or went back behind the run's `now` (a restore, a failover to a host
 * with a wrong clock): every cutoff would move with it. A cutoff is always before `now`.
 */
export async function fixRunClock(
  db: pg.Pool | pg.ClientBase,
  policies: Policy[],
  given?: Partial<RunClock>,
  runnerNow: number = Date.now(),
): Promise<RunClock> {
  const database = (await databaseNow(db)).getTime();
  if (Math.abs(database - runnerNow) > MAX_CLOCK_SKEW_MS) {
    throw new ClockError(
      `the database's clock reads ${iso(database)} and this runner's clock ${iso(runnerNow)}: they differ by ${Math.round(Math.abs(database - runnerNow) / 1000)} s, more than ${MAX_CLOCK_SKEW_MS / 60_000} minutes, so no cutoff can be trusted; nothing was deleted. Fix the clock (NTP) and run again`,
    );
  }
  if (given?.now && database < given.now.getTime() - 1000) {
    throw new ClockError(
      `the database's clock reads ${iso(database)}, before this run's now ${given.now.toISOString()}: it went backwards (a restore, a failover to a host with a wrong clock); the run stops here, and the next one starts afresh`,
    );
  }
  const now = given?.now ?? new Date(database);
  const cutoffs = { ...cutoffsFor(policies, now), ...given?.cutoffs };
  for (const [name, cutoff] of Object.entries(cutoffs)) {
    // A zero retention (allowZeroRetention) puts the cutoff at now; never after it.
    if (!(Date.parse(cutoff) <= now.getTime())) {
      throw new ConfigError(
        `cutoffs.${name}`,
        `${cutoff} is after the run's now ${now.toISOString()}`,
      );
    }
  }
  return { now, cutoffs };
}
