// MAX_LOCK_WAIT on real PostgreSQL: a batch held open a second (a trigger's pg_sleep) keeps another
// session waiting on its locks; over the ceiling, the throttle pauses after that batch as long as
// the batch took (byReason.lockWait); under it, or off, it does not.
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { type RunOptions, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { only } from "../helpers/rules.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(`
    CREATE TABLE events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL);
    CREATE INDEX ON events (created_at);
    CREATE FUNCTION slow_delete() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN PERFORM pg_sleep(1); RETURN OLD; END $$;
    CREATE TRIGGER slow BEFORE DELETE ON events FOR EACH ROW WHEN (OLD.id = 100)
      EXECUTE FUNCTION slow_delete();`);
}, 60_000);
afterAll(async () => db.drop());
const refill = () =>
  db.pool.query(
    "TRUNCATE events; INSERT INTO events SELECT g, now() - interval '60 days' FROM generate_series(1, 200) AS g",
  );
beforeEach(refill);

const policies = parseRetentionTable({
  policies: [
    { name: "events", table: "public.events", clock: "created_at", retention: "30d", owner: "t" },
  ],
}).policies;

/** A run under `throttle` while another session asks for a lock the sleeping batch holds. */
async function blockedRun(throttle: RunOptions["throttle"]) {
  const running = runRetention({
    pool: db.pool,
    policies,
    batchSize: 50,
    parallel: 1,
    allowLargeDeletion: ["events"],
    throttle: { maxLockWaiters: null, ...throttle },
  });
  const other = new pg.Client({ connectionString: db.url });
  await other.connect();
  try {
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await other.query(
        "SELECT 1 FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND datname = current_database()",
      );
      if (rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const asked = performance.now();
    await other.query("BEGIN; LOCK TABLE events IN SHARE MODE; COMMIT");
    const waitedMs = performance.now() - asked;
    const policy = only(await running, "events");
    expect(policy.deleted).toBe(200);
    expect(policy.cost?.lockWaits?.sessions).toBe(1);
    return { policy, waitedMs };
  } finally {
    await other.end();
  }
}

describe("MAX_LOCK_WAIT", () => {
  it("pauses after a batch that kept a session waiting longer than the ceiling", async () => {
    const { policy, waitedMs } = await blockedRun({ maxLockWaitMs: 200 });
    expect(waitedMs).toBeGreaterThan(300);
    // The pause is as long as the batch (about the second it slept), and within the run.
    expect(policy.throttled?.byReason.lockWait).toBeGreaterThanOrEqual(800);
    expect(policy.throttled?.byReason.lockWait).toBeLessThanOrEqual(policy.durationMs);
    expect(policy.throttled?.byReason.lockWaiters).toBe(0);
  }, 60_000);

  it("does not pause when the wait stays under the ceiling, nor when it is off", async () => {
    for (const maxLockWaitMs of [5_000, null]) {
      await refill();
      const { policy } = await blockedRun({ maxLockWaitMs });
      expect(policy.throttled?.byReason.lockWait ?? 0).toBe(0);
    }
  }, 60_000);
});
