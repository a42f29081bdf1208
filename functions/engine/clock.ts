import type pg from "pg";
import type { Policy } from "../contract/retention-table.js";
import { databaseNow } from "./session.js";

/** The policy's cutoff for a run whose clock reads `now`: now - retention (calendar months when given so). */
export function cutoffFor(policy: Policy, now: Date): string {
  if (policy.retentionMonths === undefined)
    return new Date(now.getTime() - policy.retentionMs).toISOString();
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - policy.retentionMonths);
  return cutoff.toISOString();
}

/** A run's clock: `now` read once from the database, and each policy's cutoff fixed from it. */
export interface RunClock {
  now: Date;
  cutoffs: Record<string, string>;
}

export function cutoffsFor(policies: Policy[], now: Date): Record<string, string> {
  return Object.fromEntries(policies.map((policy) => [policy.name, cutoffFor(policy, now)]));
}

/** Reads the database's `now` (unless the run already has one) and fixes every cutoff from it. */
export async function fixRunClock(
  db: pg.Pool | pg.ClientBase,
  policies: Policy[],
  given?: Partial<RunClock>,
): Promise<RunClock> {
  const now = given?.now ?? (await databaseNow(db));
  return { now, cutoffs: { ...cutoffsFor(policies, now), ...given?.cutoffs } };
}
