// After a large run: the table's dead tuples and size before and after, VACUUM (ANALYZE) where
// the policy asks (vacuumAfter) and the role may, and otherwise what a person should run. The
// oracle is PostgreSQL's own statistics (vacuum_count, n_dead_tup), read in plain SQL.
import type pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatReport } from "../../functions/cli/render/report.js";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { withClient } from "../../functions/engine/db/session.js";
import { planPolicies, runRetention } from "../../functions/engine/index.js";
import { VACUUM_AFTER } from "../../functions/engine/pipeline/upkeep.js";
import {
  applyMaintenanceRole,
  planMaintenanceRole,
} from "../../functions/engine/plan/provision.js";
import { createTestDatabase, poolAsRole, type TestDatabase } from "../helpers/db.js";

let db: TestDatabase;

// activerecord-session_store's table, as its migration creates it; autovacuum off for the table so
// that only the run (or nobody) vacuums it while a test looks.
const SESSIONS = `
  CREATE TABLE public.sessions (
    id bigserial PRIMARY KEY,
    session_id character varying NOT NULL,
    data text,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
  ) WITH (autovacuum_enabled = false);
  CREATE UNIQUE INDEX index_sessions_on_session_id ON public.sessions (session_id);
  CREATE INDEX index_sessions_on_updated_at ON public.sessions (updated_at);`;

const EXPIRED = VACUUM_AFTER.minRows + 2_000;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(SESSIONS);
});
afterAll(async () => db.drop());
beforeEach(async () => {
  await db.pool.query("TRUNCATE public.sessions");
});

/** `expired` sessions idle for 60 days and 3,000 active ones. */
async function load(expired: number): Promise<void> {
  await db.pool.query(
    `INSERT INTO public.sessions (session_id, data, created_at, updated_at)
     SELECT md5(g::text), repeat('x', 200), now() - interval '90 days',
            CASE WHEN g <= $1 THEN now() - interval '60 days' ELSE now() END
       FROM generate_series(1, $1 + 3000) g`,
    [expired],
  );
}

const rules = (extra: Record<string, unknown> = {}) =>
  parseRetentionTable({
    policies: [
      {
        name: "sessions",
        table: "public.sessions",
        clock: "updated_at",
        retention: "30d",
        owner: "t",
        maxShareOfTable: 1,
        ...extra,
      },
    ],
  }).policies;

/** What PostgreSQL itself says of the table: VACUUMs run, dead tuples, bytes. */
async function statistics() {
  await db.pool.query("SELECT pg_stat_clear_snapshot()");
  const { rows } = await db.pool.query<{ vacuums: number; analyzes: number; dead: number }>(
    `SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyzes, n_dead_tup::int AS dead
       FROM pg_stat_user_tables WHERE relid = 'public.sessions'::regclass`,
  );
  return rows[0]!;
}

const run = (pool: pg.Pool, extra: Record<string, unknown> = {}, options = {}) =>
  runRetention({ pool, policies: rules(extra), ...options });

describe("after a large run", () => {
  it("vacuumAfter, as the table's owner: VACUUM (ANALYZE) runs, and the figures are the statistics' before and after", async () => {
    await load(EXPIRED);
    const bytes = Number(
      (await db.pool.query("SELECT pg_table_size('public.sessions') AS b")).rows[0].b,
    );
    const before = await statistics();
    const report = await run(db.enginePool(), { vacuumAfter: true });
    const policy = report.policies[0]!;
    expect(policy).toMatchObject({ deleted: EXPIRED, error: null });
    const after = await statistics();
    expect(after.vacuums).toBe(before.vacuums + 1);
    expect(after.analyzes).toBe(before.analyzes + 1);
    expect(policy.upkeep).toMatchObject({
      vacuum: "ran",
      advice: null,
      deadTuples: { before: before.dead, after: after.dead },
      bytes: { before: bytes },
    });
    expect(after.dead).toBe(0);
    expect(policy.upkeep?.vacuumMs).toBeGreaterThanOrEqual(0);
  });

  it("not asked: nothing vacuumed; the report counts the dead tuples the run left and says what to run", async () => {
    await load(EXPIRED);
    const before = await statistics();
    const report = await run(db.enginePool());
    const after = await statistics();
    expect(after.vacuums).toBe(before.vacuums);
    const upkeep = report.policies[0]!.upkeep!;
    expect(upkeep).toMatchObject({ vacuum: "not-asked" });
    expect(upkeep.advice).toContain('VACUUM (ANALYZE) "public"."sessions"');
    // The run's deletes are in the statistics when it reads them, not a second later.
    expect(upkeep.deadTuples.after).toBe(before.dead + EXPIRED);
    expect(after.dead).toBe(upkeep.deadTuples.after);
    // The command line's report says it in a note.
    expect(formatReport(report)).toMatch(
      /sessions: dead tuples [\d,]+ -> [\d,]+, [\d.]+ MB -> [\d.]+ MB; run VACUUM \(ANALYZE\) "public"\."sessions"/,
    );
  });

  it("a role that may not vacuum the table (provision-role's, not its owner): nothing vacuumed, and who may is said", async () => {
    await load(EXPIRED);
    const role = `upkeep_${process.pid}`;
    const client = await db.pool.connect();
    try {
      await applyMaintenanceRole(client, await planMaintenanceRole(client, role, rules()));
      await client.query(`ALTER ROLE ${role} PASSWORD 'x'`);
    } finally {
      client.release();
    }
    const pool = poolAsRole(db.url, role, "x");
    try {
      const before = await statistics();
      const report = await run(pool, { vacuumAfter: true });
      expect(report.policies[0]).toMatchObject({ deleted: EXPIRED, error: null });
      expect((await statistics()).vacuums).toBe(before.vacuums);
      const upkeep = report.policies[0]!.upkeep!;
      expect(upkeep.vacuum).toBe("not-permitted");
      // plan says so before any run, as this role; as the owner, it has nothing to say of it.
      const planned = await withClient(pool, (each) =>
        planPolicies(each, rules({ vacuumAfter: true })),
      );
      expect(planned[0]!.warnings.filter((each) => each.startsWith("vacuumAfter:"))).toEqual([
        `vacuumAfter: ${upkeep.advice} after a large run`,
      ]);
      const owner = await withClient(db.pool, (each) =>
        planPolicies(each, rules({ vacuumAfter: true })),
      );
      expect(owner[0]!.warnings.filter((each) => each.startsWith("vacuumAfter:"))).toEqual([]);
      expect(upkeep.advice).toMatch(/owner.*MAINTAIN.*VACUUM \(ANALYZE\) "public"\."sessions"/);
    } finally {
      await pool.end();
    }
  });

  it("too little of the run left before its deadline: no VACUUM, and the report says to run it", async () => {
    await load(EXPIRED);
    const before = await statistics();
    const report = await run(
      db.enginePool(),
      { vacuumAfter: true },
      { deadline: Date.now() + VACUUM_AFTER.minMs / 2 },
    );
    expect(report.policies[0]!.upkeep).toMatchObject({ vacuum: "no-time" });
    expect((await statistics()).vacuums).toBe(before.vacuums);
  });

  it("a large dry run (its rehearsal, rolled back) and a small run: no VACUUM and no upkeep figures", async () => {
    await load(EXPIRED);
    const before = await statistics();
    const dry = await run(db.enginePool(), { vacuumAfter: true }, { dryRun: true });
    expect(dry.policies[0]).toMatchObject({ backlog: EXPIRED, error: null });
    expect(dry.policies[0]!.upkeep).toBeUndefined();
    await db.pool.query("TRUNCATE public.sessions");
    await load(VACUUM_AFTER.minRows - 1);
    const small = await run(db.enginePool(), { vacuumAfter: true });
    expect(small.policies[0]).toMatchObject({ deleted: VACUUM_AFTER.minRows - 1 });
    expect(small.policies[0]!.upkeep).toBeUndefined();
    expect((await statistics()).vacuums).toBe(before.vacuums);
  });

  it("drop-partitions refuses vacuumAfter (it drops tables: no dead tuples), naming the field", () => {
    const parse = () =>
      parseRetentionTable({
        policies: [
          {
            name: "events",
            table: "public.events",
            clock: "created_at",
            retention: "30d",
            owner: "t",
            mechanism: "drop-partitions",
            vacuumAfter: true,
          },
        ],
      });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/policies\[0\]\.vacuumAfter/);
  });
});
