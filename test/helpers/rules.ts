// A rule's run as its tests check it: the dry run predicts the run, the run leaves nothing due,
// a second run does nothing.
import { expect } from "vitest";
import type { Policy } from "../../functions/contract/retention-table.js";
import {
  type PolicyReport,
  type RunOptions,
  type RunReport,
  runRetention,
} from "../../functions/engine/index.js";
import type { TestDatabase } from "./db.js";

export const only = (report: RunReport, name: string): PolicyReport =>
  report.policies.find((each) => each.name === name)!;

/**
 * Dry run, run, run again: the dry run's backlog (and what cascades and alsoDelete take) is what
 * the run did, the run leaves no error and no backlog but the blocked rows, and the second run
 * does nothing.
 */
export async function runThriceOn(
  db: TestDatabase,
  policies: Policy[],
  options: { redactionKey?: string; batchSize?: number } = {},
): Promise<RunReport> {
  const run = { pool: db.enginePool(), policies, ...options };
  const dry = await runRetention({ ...run, dryRun: true });
  const real = await runRetention(run);
  const again = await runRetention(run);
  for (const policy of policies) {
    const done = only(real, policy.name);
    expect(done.error).toBeNull();
    const predicted = only(dry, policy.name);
    expect(done.redacted ?? done.deleted).toBe(predicted.backlog);
    expect([done.cascaded, done.alsoDeleted]).toEqual([predicted.cascaded, predicted.alsoDeleted]);
    expect(done.backlog).toBe(0);
    const second = only(again, policy.name);
    expect(second.redacted ?? second.deleted).toBe(0);
  }
  await run.pool.end();
  return real;
}

/**
 * A run whose settings change after its first batch (`change`, a statement run on the test's
 * own pool): the race a tenant's setting changed mid-run makes. Resolves once the change is in.
 */
export async function runChangedMidway(
  db: TestDatabase,
  options: Omit<RunOptions, "pool" | "onProgress">,
  change: string,
): Promise<RunReport> {
  let changed: Promise<unknown> | undefined;
  const run = await runRetention({
    pool: db.enginePool(),
    ...options,
    onProgress: (event) => {
      if (event.type === "batch" && !changed) changed = db.pool.query(change);
    },
  });
  await changed;
  expect(changed).toBeDefined();
  return run;
}
