// init reads the server's statistics for rows deleted as they come (pg_stat_user_tables), and
// never the job's own work as that evidence: a dry run's rehearsal (rolled back, but counted by
// n_tup_del), a real run's deletions (its ledger says how many) and the tables its cascades reach,
// nor anyone's rolled-back delete. Deletions that stick and are not the job's still are evidence.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import { type Draft, draftRetentionTable } from "../../functions/engine/init/index.js";
import { createTestDatabase, poolAsRole, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

async function draftOf(schema: string): Promise<Draft> {
  const client = await db.pool.connect();
  try {
    return await draftRetentionTable(client, { schemas: [schema], retention: "1d" });
  } finally {
    client.release();
  }
}

/** The server's counters reach the shared statistics when a session reports them: a second or so. */
async function counted(table: string, deletes: number): Promise<void> {
  for (let wait = 0; wait < 150; wait++) {
    const { rows } = await db.pool.query(
      "SELECT n_tup_del FROM pg_stat_user_tables WHERE relid = $1::regclass",
      [table],
    );
    if (Number(rows[0]?.n_tup_del) >= deletes) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${table}: the statistics never counted ${deletes} deletes`);
}

const rows = async (table: string) =>
  Number((await db.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

/**
 * 160 readings, 70 of them older than a day: a table no name or column says expires. The inserts'
 * counts flushed at once: an idle session otherwise reports them up to 10 s later, after a run's
 * (flushed at once by the engine), and the counters then say the run deleted rows never inserted.
 * Autovacuum off: its ANALYZE, between a delete's commit and its session's report of it, sets
 * n_live_tup to the rows left and the report then takes the delete off again (CI read 80 deleted
 * for 40 once); the test's own ANALYZE is the one the figures start from.
 */
const readings = (schema: string) => `
  CREATE SCHEMA ${schema};
  CREATE TABLE ${schema}.readings (id int PRIMARY KEY, recorded_at timestamptz NOT NULL)
    WITH (autovacuum_enabled = false);
  CREATE INDEX ON ${schema}.readings (recorded_at);
  INSERT INTO ${schema}.readings
    SELECT g, now() - CASE WHEN g <= 70 THEN interval '3 days' ELSE interval '1 hour' END
    FROM generate_series(1, 160) g;
  ANALYZE ${schema}.readings;
  SELECT pg_stat_force_next_flush();`;

const policyOn = (table: string, extra: Record<string, unknown> = {}) =>
  parseRetentionTable({
    policies: [
      { name: "readings", table, clock: "recorded_at", retention: "1d", owner: "t", ...extra },
    ],
  }).policies;

const proposed = (draft: Draft) => draft.policies.map((policy) => policy.table);

describe("init's statistics leave the job's own work out", () => {
  it("a dry run's rehearsal (rolled back, counted by n_tup_del) is not read as something cleaning the table", async () => {
    await db.pool.query(readings("rehearsed"));
    const dry = await runRetention({
      pool: db.enginePool(),
      policies: policyOn("rehearsed.readings"),
      dryRun: true,
      allowLargeDeletion: ["readings"],
    });
    expect(dry.policies[0]?.backlog).toBe(70);
    await counted("rehearsed.readings", 70);

    const draft = await draftOf("rehearsed");

    expect(await rows("rehearsed.readings")).toBe(160);
    expect(proposed(draft)).toEqual([]);
    expect(JSON.stringify(draft)).not.toContain("deleted again");
  });

  it("anyone's rolled-back delete is not read either; deletes that stick are", async () => {
    await db.pool.query(readings("tried"));
    await db.pool.query("BEGIN; DELETE FROM tried.readings WHERE id <= 70; ROLLBACK");
    await counted("tried.readings", 70);
    expect(proposed(await draftOf("tried"))).toEqual([]);

    await db.pool.query("DELETE FROM tried.readings WHERE id <= 40");
    await counted("tried.readings", 110);

    const draft = await draftOf("tried");
    expect(proposed(draft)).toEqual(["tried.readings"]);
    expect(draft.policies[0]?.description).toContain(
      "40 of 160 rows inserted were deleted again (pg_stat_user_tables; not counted: 70 rolled back)",
    );
  });

  it("a real run's deletions (its ledger says how many) are counted off; what the application deletes beside them is not", async () => {
    await db.pool.query(readings("governed"));
    const run = await runRetention({
      pool: db.enginePool(),
      policies: policyOn("governed.readings"),
      allowLargeDeletion: ["readings"],
    });
    expect(run.policies[0]?.deleted).toBe(70);
    await counted("governed.readings", 70);
    expect(proposed(await draftOf("governed"))).toEqual([]);

    await db.pool.query("DELETE FROM governed.readings WHERE id BETWEEN 71 AND 100");
    await counted("governed.readings", 100);

    const draft = await draftOf("governed");
    expect(proposed(draft)).toEqual(["governed.readings"]);
    expect(draft.policies[0]?.description).toContain(
      "30 of 160 rows inserted were deleted again (pg_stat_user_tables; not counted: 70 deleted by retention-job's own runs)",
    );
  });

  it("a table the job's deletes reach through a cascade is not read: the ledger gives no count of it", async () => {
    await db.pool.query(`
      ${readings("cascaded")}
      CREATE TABLE cascaded.samples (id int PRIMARY KEY,
        reading_id int NOT NULL REFERENCES cascaded.readings ON DELETE CASCADE, taken_at timestamptz NOT NULL);
      CREATE INDEX ON cascaded.samples (reading_id);
      CREATE INDEX ON cascaded.samples (taken_at);
      INSERT INTO cascaded.samples SELECT g, g, now() FROM generate_series(1, 160) g;
      ANALYZE cascaded.samples;`);
    await runRetention({
      pool: db.enginePool(),
      policies: policyOn("cascaded.readings", { cascades: ["cascaded.samples"] }),
      allowLargeDeletion: ["readings"],
    });
    await counted("cascaded.samples", 70);

    const draft = await draftOf("cascaded");

    expect(await rows("cascaded.samples")).toBe(90);
    expect(proposed(draft)).toEqual([]);
  });

  it("a table the job's deletes reach through alsoDelete is not read either", async () => {
    await db.pool.query(`
      CREATE SCHEMA also;
      CREATE TABLE also.probes (id int PRIMARY KEY, seen_at timestamptz NOT NULL);
      CREATE TABLE also.readings (id int PRIMARY KEY, probe_id int REFERENCES also.probes,
        recorded_at timestamptz NOT NULL);
      CREATE INDEX ON also.readings (probe_id);
      CREATE INDEX ON also.readings (recorded_at);
      INSERT INTO also.probes SELECT g, now() FROM generate_series(1, 160) g;
      INSERT INTO also.readings
        SELECT g, g, now() - CASE WHEN g <= 70 THEN interval '3 days' ELSE interval '1 hour' END
        FROM generate_series(1, 160) g;
      ANALYZE also.probes; ANALYZE also.readings;`);
    const run = await runRetention({
      pool: db.enginePool(),
      policies: policyOn("also.readings", { alsoDelete: ["probe_id"] }),
      allowLargeDeletion: ["readings"],
    });
    expect(run.policies[0]?.deleted).toBe(70);
    await counted("also.probes", 70);

    const draft = await draftOf("also");

    expect(await rows("also.probes")).toBe(90);
    expect(proposed(draft)).toEqual([]);
  });

  it("a role that may not read the job's ledger reads no statistics as evidence, and the draft says why", async () => {
    await db.pool.query(readings("unread"));
    await runRetention({
      pool: db.enginePool(),
      policies: policyOn("unread.readings"),
      allowLargeDeletion: ["readings"],
    });
    await db.pool.query(`
      CREATE TABLE unread.pokes (id int PRIMARY KEY, recorded_at timestamptz NOT NULL);
      INSERT INTO unread.pokes SELECT g, now() FROM generate_series(1, 200) g;
      DELETE FROM unread.pokes WHERE id > 100;`);
    await counted("unread.pokes", 100);
    expect(proposed(await draftOf("unread"))).toEqual(["unread.pokes"]);
    const role = `init_no_ledger_${process.pid}`;
    await db.pool.query(
      `CREATE ROLE ${role} LOGIN PASSWORD 'x'; GRANT USAGE ON SCHEMA unread TO ${role}`,
    );
    const pool = poolAsRole(db.url, role, "x");
    try {
      const client = await pool.connect();
      const draft = await draftRetentionTable(client, { schemas: ["unread"], retention: "1d" });
      client.release();
      expect(proposed(draft)).toEqual([]);
      expect(draft.statisticsUnread).toBe(
        "the job's ledger is not readable by this role, so its own deletions cannot be told apart",
      );
    } finally {
      await pool.end();
      await db.pool.query(`DROP OWNED BY ${role}`);
      await db.admin(`DROP ROLE ${role}`);
    }
  });
});
