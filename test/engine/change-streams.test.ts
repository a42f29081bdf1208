// What a change stream sees of a retention run in each mode (plain, mark, skip), on a PostgreSQL
// 17 of its own with wal_level=logical: a slot read with test_decoding and with pgoutput, the
// DELETEs and the messages each transaction carries against the rows a plain SQL oracle expects,
// and a batch killed in its transaction leaving neither its message nor its DELETEs.
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LocalServer, startEmbeddedPostgres } from "../../functions/cli/demo/embedded.js";
import { MARK_PREFIX } from "../../functions/contract/change-stream.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  createPool,
  planMaintenanceRole,
  planPolicies,
  type RunOptions,
  runRetention,
} from "../../functions/engine/index.js";
import { type Decoded, readPgoutput, readTestDecoding } from "../helpers/change-stream.js";
import { createTestDatabase, urlAsRole, withDatabase } from "../helpers/db.js";

// 20 slots: a session holding a replication origin takes one, and a test holds all 16 of the job's.
const LOGICAL = ["-c", "wal_level=logical", "-c", "max_replication_slots=20"];
const server = {
  url: "",
  pool: undefined as unknown as pg.Pool,
  it: undefined as LocalServer | undefined,
};
const engines: pg.Pool[] = [];

beforeAll(async () => {
  server.it = await startEmbeddedPostgres(LOGICAL);
  server.url = server.it.url;
  // The engine's pool kind: a client the server ends as it stops (FATAL 57P01) is not an uncaught error.
  server.pool = createPool({ connectionString: server.url, max: 4 });
  await server.pool.query(`
    CREATE SCHEMA app;
    CREATE TABLE app.events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, note text);
    CREATE INDEX ON app.events (created_at);
    CREATE PUBLICATION events_pub FOR TABLE app.events;`);
}, 120_000);
afterAll(async () => {
  await Promise.all([server.pool, ...engines].map((each) => each?.end().catch(() => undefined)));
  await server.it?.stop();
});

/** 10 expired rows (ids 1-10, oldest first) and 5 kept (ids 11-15). */
beforeEach(async () => {
  // A slot a failed test left behind would fail the next test's creating it: none is kept between tests.
  await server.pool.query(
    "SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE NOT active AND slot_type = 'logical' AND slot_name NOT LIKE 'sub%'",
  );
  await server.pool.query(`TRUNCATE app.events;
    INSERT INTO app.events SELECT g, now() - (100 - g) * interval '1 day', 'n' || g FROM generate_series(1, 10) g;
    INSERT INTO app.events SELECT g, now() - interval '1 day', 'n' || g FROM generate_series(11, 15) g;`);
});

const policy = (changeStream?: string) =>
  parseRetentionTable({
    policies: [
      {
        name: "events",
        table: "app.events",
        clock: "created_at",
        retention: "30d",
        maxShareOfTable: 1,
        owner: "tests",
        ...(changeStream ? { changeStream } : {}),
      },
    ],
  }).policies;

/** One run: batches of 4 rows in clock order (4, 4, 2), on a pool of its own. */
async function run(policies: RunOptions["policies"], more: Partial<RunOptions> = {}) {
  const pool = createPool({ connectionString: server.url });
  engines.push(pool);
  return runRetention({ pool, policies, batchSize: 4, order: "clock", ...more });
}

/** The oracle: the ids the policy's rule expires, by plain SQL before the run. */
async function expiredIds(): Promise<string[]> {
  const { rows } = await server.pool.query<{ id: string }>(
    "SELECT id::text FROM app.events WHERE created_at < now() - interval '30 days' ORDER BY created_at",
  );
  return rows.map((row) => row.id);
}

/**
 * Slots of both kinds made before the run (a slot sees only what is written after it), and one
 * that filters by origin as a subscriber with origin = none does (`local`: test_decoding's only-local).
 */
async function slots(): Promise<{
  read: () => Promise<{ text: Decoded[]; binary: Decoded[]; local: Decoded[] }>;
}> {
  await server.pool.query(
    "SELECT pg_create_logical_replication_slot('td', 'test_decoding'), pg_create_logical_replication_slot('po', 'pgoutput'), pg_create_logical_replication_slot('tl', 'test_decoding')",
  );
  return {
    read: async () => {
      const text = await readTestDecoding(server.pool, "td", "app.events");
      const binary = await readPgoutput(server.pool, "po", "events_pub");
      const local = await readTestDecoding(server.pool, "tl", "app.events", ["only-local", "1"]);
      await server.pool.query(
        "SELECT pg_drop_replication_slot('td'), pg_drop_replication_slot('po'), pg_drop_replication_slot('tl')",
      );
      return { text, binary, local };
    },
  };
}

const allDeletes = (stream: Decoded[]) => stream.flatMap((each) => each.deletes).sort();
const numeric = (ids: string[]) => [...ids].sort();

describe("a slot's view of a run, by mode", () => {
  it("plain: the DELETEs of every expired row, no message", async () => {
    const expected = await expiredIds();
    const stream = await slots();
    const report = await run(policy());
    expect(report.policies[0]).toMatchObject({ deleted: 10, outcome: "completed" });
    const { text, binary, local } = await stream.read();
    // No origin: a subscriber that filters by origin receives them as well.
    for (const decoded of [text, binary, local]) {
      expect(allDeletes(decoded)).toEqual(numeric(expected));
      expect(decoded.flatMap((each) => each.messages)).toEqual([]);
    }
  });

  it("mark: each batch's transaction opens with its message, then exactly its DELETEs", async () => {
    const expected = await expiredIds();
    const stream = await slots();
    const report = await run(policy("mark"));
    expect(report.policies[0]).toMatchObject({ deleted: 10, outcome: "completed" });
    const { text, binary, local } = await stream.read();
    // Marked, not under an origin: a subscriber that filters by origin receives them as well.
    for (const decoded of [text, binary, local]) {
      const marked = decoded.filter((each) => each.messages.length > 0);
      // Three batches (4, 4, 2), oldest first; nothing deleted outside them.
      expect(marked.map((each) => each.order)).toEqual([
        ["message", "delete", "delete", "delete", "delete"],
        ["message", "delete", "delete", "delete", "delete"],
        ["message", "delete", "delete"],
      ]);
      expect(marked.map((each) => each.deletes)).toEqual([
        expected.slice(0, 4),
        expected.slice(4, 8),
        expected.slice(8),
      ]);
      expect(decoded.filter((each) => each.messages.length === 0)).toEqual([]);
      expect(marked.map((each) => each.messages[0]?.prefix)).toEqual(Array(3).fill(MARK_PREFIX));
      expect(marked.map((each) => JSON.parse(each.messages[0]?.content ?? ""))).toEqual([
        { runId: report.runId, policy: "events", batch: 1 },
        { runId: report.runId, policy: "events", batch: 2 },
        { runId: report.runId, policy: "events", batch: 3 },
      ]);
    }
  });

  it("the run's CHANGE_STREAM marks the policies that do not say; a policy's own word wins", async () => {
    const stream = await slots();
    await run(policy(), { changeStream: "mark" });
    const first = await stream.read();
    expect(first.text.filter((each) => each.messages.length > 0)).toHaveLength(3);
    await server.pool.query(
      "INSERT INTO app.events SELECT g, now() - interval '99 days' FROM generate_series(21, 22) g",
    );
    const again = await slots();
    await run(policy("plain"), { changeStream: "mark" });
    const second = await again.read();
    expect(allDeletes(second.text)).toEqual(["21", "22"]);
    expect(second.text.flatMap((each) => each.messages)).toEqual([]);
  });
});

describe("every mechanism's batches open the same way", () => {
  it("redact: each batch's UPDATEs follow its message", async () => {
    const stream = await slots();
    const policies = parseRetentionTable({
      policies: [
        {
          name: "events",
          table: "app.events",
          mechanism: "redact",
          columns: { note: null },
          clock: "created_at",
          retention: "30d",
          maxShareOfTable: 1,
          owner: "tests",
          changeStream: "mark",
        },
      ],
    }).policies;
    const report = await run(policies);
    expect(report.policies[0]).toMatchObject({ redacted: 10, outcome: "completed" });
    const { text } = await stream.read();
    expect(text.map((each) => each.order)).toEqual([
      ["message", "update", "update", "update", "update"],
      ["message", "update", "update", "update", "update"],
      ["message", "update", "update"],
    ]);
  });

  it("block ranges on two lanes under skip: every DELETE left out, under the job's origins only", async () => {
    await server.pool.query(`TRUNCATE app.events;
      INSERT INTO app.events SELECT g, now() - interval '99 days', repeat('x', 200) FROM generate_series(1, 3000) g;
      ANALYZE app.events;`);
    await server.pool.query(
      "SELECT pg_create_logical_replication_slot('td', 'test_decoding'), pg_create_logical_replication_slot('td_local', 'test_decoding')",
    );
    const pool = createPool({ connectionString: server.url });
    engines.push(pool);
    const report = await runRetention({
      pool,
      policies: policy("skip"),
      order: "physical",
      parallel: 2,
      blocksPerBatch: 8,
    });
    expect(report.policies[0], JSON.stringify(report.policies[0]?.error)).toMatchObject({
      deleted: 3000,
      strategy: "blocks",
      outcome: "completed",
    });
    const everything = await readTestDecoding(server.pool, "td", "app.events");
    const local = await readTestDecoding(server.pool, "td_local", "app.events", [
      "only-local",
      "1",
    ]);
    await server.pool.query(
      "SELECT pg_drop_replication_slot('td'), pg_drop_replication_slot('td_local')",
    );
    expect(allDeletes(everything)).toHaveLength(3000);
    expect(allDeletes(local)).toEqual([]);
    // Two lanes at once hold two origins (or take turns at one): every one the job's.
    const { rows } = await server.pool.query<{ name: string }>(
      "SELECT roname AS name FROM pg_replication_origin ORDER BY roname",
    );
    expect(rows.map((row) => row.name)).toContain("retention-job");
    expect(rows.every((row) => /^retention-job(-\d+)?$/.test(row.name))).toBe(true);
  });

  it("an origin another session holds: the batches take the next one, still left out", async () => {
    const holder = await server.pool.connect();
    try {
      await holder.query(
        "SELECT pg_replication_origin_create('retention-job') WHERE NOT EXISTS (SELECT FROM pg_replication_origin WHERE roname = 'retention-job')",
      );
      await holder.query("SELECT pg_replication_origin_session_setup('retention-job')");
      await server.pool.query(
        "SELECT pg_create_logical_replication_slot('td_local', 'test_decoding')",
      );
      const report = await run(policy("skip"));
      expect(report.policies[0]).toMatchObject({ deleted: 10, outcome: "completed" });
      const local = await readTestDecoding(server.pool, "td_local", "app.events", [
        "only-local",
        "1",
      ]);
      await server.pool.query("SELECT pg_drop_replication_slot('td_local')");
      expect(allDeletes(local)).toEqual([]);
      const { rows } = await server.pool.query<{ name: string }>(
        "SELECT roname AS name FROM pg_replication_origin WHERE roname = 'retention-job-2'",
      );
      expect(rows).toHaveLength(1);
    } finally {
      await holder.query("SELECT pg_replication_origin_session_reset()").catch(() => undefined);
      holder.release();
    }
  });
  it("two lanes that find no origin at once: one makes it, each holds one, neither batch fails", async () => {
    const { BatchStream } = await import("../../functions/engine/strategies/change-stream.js");
    for (let round = 0; round < 5; round++) {
      await server.pool.query(
        "SELECT pg_replication_origin_drop(roname) FROM pg_replication_origin WHERE roname LIKE 'retention-job%'",
      );
      const stream = new BatchStream("skip", "00000000-0000-0000-0000-00000000000a", "events");
      const lanes = await Promise.all([server.pool.connect(), server.pool.connect()]);
      try {
        // Each lane's batch waits for the other's to be open too: both hold an origin at once.
        let arrived = 0;
        const both = new Promise<void>((resolve) => {
          const check = setInterval(() => {
            if (arrived < 2) return;
            clearInterval(check);
            resolve();
          }, 5);
        });
        const origins = await Promise.all(
          lanes.map((lane) =>
            stream.transaction(
              lane,
              stream.next(),
              async () => {
                arrived++;
                await both;
                return (await lane.query("SELECT pg_replication_origin_session_is_setup() AS on"))
                  .rows[0].on as boolean;
              },
              () => false,
            ),
          ),
        );
        expect(origins).toEqual([true, true]);
      } finally {
        for (const lane of lanes) lane.release();
      }
    }
  });
});

describe("skip: the batches under a replication origin", () => {
  it("a subscriber's filter (pgoutput origin none, test_decoding only-local) leaves them out; a decoder that does not filter sees them", async () => {
    const expected = await expiredIds();
    await server.pool.query(
      `SELECT pg_create_logical_replication_slot('td', 'test_decoding'), pg_create_logical_replication_slot('po', 'pgoutput'),
              pg_create_logical_replication_slot('td_local', 'test_decoding'), pg_create_logical_replication_slot('po_none', 'pgoutput')`,
    );
    const report = await run(policy("skip"));
    expect(report.policies[0]).toMatchObject({
      deleted: 10,
      outcome: "completed",
      changeStream: "skip",
    });
    // A row the test deletes itself afterwards, with no origin: every reader sees it.
    await server.pool.query("DELETE FROM app.events WHERE id = 15");
    const everything = await readTestDecoding(server.pool, "td", "app.events");
    const local = await readTestDecoding(server.pool, "td_local", "app.events", [
      "only-local",
      "1",
    ]);
    const any = await readPgoutput(server.pool, "po", "events_pub", "any");
    const none = await readPgoutput(server.pool, "po_none", "events_pub", "none");
    await server.pool.query(
      "SELECT pg_drop_replication_slot(name) FROM unnest(array['td', 'po', 'td_local', 'po_none']) AS name",
    );
    expect(allDeletes(everything)).toEqual(numeric([...expected, "15"]));
    expect(allDeletes(any)).toEqual(numeric([...expected, "15"]));
    expect(allDeletes(local)).toEqual(["15"]);
    expect(allDeletes(none)).toEqual(["15"]);
    for (const decoded of [everything, local, any, none])
      expect(decoded.flatMap((each) => each.messages)).toEqual([]);
    // Every session of the run's pool went back to it with no origin set up (each batch resets it).
    const pool = engines.at(-1)!;
    expect(pool.idleCount).toBeGreaterThan(0);
    const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
    for (const client of idle) {
      const { rows } = await client.query<{ set: boolean }>(
        "SELECT pg_replication_origin_session_is_setup() AS set",
      );
      expect(rows[0]?.set).toBe(false);
      client.release();
    }
  });
});

describe("a batch's transaction, session by session", () => {
  const RUN = "00000000-0000-0000-0000-00000000000b";
  const dropJobOrigins = () =>
    server.pool.query(
      "SELECT pg_replication_origin_drop(roname) FROM pg_replication_origin WHERE roname LIKE 'retention-job%'",
    );
  const deleteRow = (client: pg.PoolClient, id: number) => async () =>
    (await client.query("DELETE FROM app.events WHERE id = $1", [id])).rowCount ?? 0;

  it.each(["plain", "mark", "skip"] as const)(
    "%s: a batch that fails is rolled back (its DELETE and message gone) and the same session takes the next at once",
    async (mode) => {
      const { BatchStream } = await import("../../functions/engine/strategies/change-stream.js");
      const stream = await slots();
      const batches = new BatchStream(mode, RUN, "events");
      const client = await server.pool.connect();
      try {
        const failed = await batches
          .transaction(
            client,
            batches.next(),
            async () => {
              await deleteRow(client, 1)();
              return (await client.query("SELECT 1 / 0 AS n")).rowCount ?? 0;
            },
            () => true,
          )
          .catch((error: unknown) => error);
        expect(failed).toMatchObject({ code: "22012" });
        // One that acts on a row commits; one whose result says it acted on none rolls back.
        expect(
          await batches.transaction(client, batches.next(), deleteRow(client, 2), (n) => n > 0),
        ).toBe(1);
        expect(
          await batches.transaction(client, batches.next(), deleteRow(client, 3), () => false),
        ).toBe(1);
      } finally {
        client.release();
      }
      // The oracle: ids 1 and 3 stand, 2 is gone.
      const { rows } = await server.pool.query<{ id: string }>(
        "SELECT id::text FROM app.events WHERE id <= 3 ORDER BY id",
      );
      expect(rows.map((row) => row.id)).toEqual(["1", "3"]);
      const { text, local } = await stream.read();
      expect(text.map((each) => each.deletes)).toEqual([["2"]]);
      expect(
        text.map((each) => each.messages.map((message) => JSON.parse(message.content))),
      ).toEqual([mode === "mark" ? [{ runId: RUN, policy: "events", batch: 2 }] : []]);
      expect(allDeletes(local)).toEqual(mode === "skip" ? [] : ["2"]);
    },
  );

  it("skip: a session takes back the origin it held last, and another when that one is taken", async () => {
    const { BatchStream } = await import("../../functions/engine/strategies/change-stream.js");
    await dropJobOrigins();
    const holder = await server.pool.connect();
    const lane = await server.pool.connect();
    const probe = await server.pool.connect();
    /** Whether another session could set the origin up now ("in use": a session holds it). */
    const state = (name: string) =>
      probe.query("SELECT pg_replication_origin_session_setup($1)", [name]).then(
        async () => {
          await probe.query("SELECT pg_replication_origin_session_reset()");
          return "free";
        },
        (error: { code?: string }) => (error.code === "55006" ? "in use" : Promise.reject(error)),
      );
    const batches = new BatchStream("skip", RUN, "events");
    const batch = (names: string[]) =>
      batches.transaction(
        lane,
        batches.next(),
        async () => {
          const states: string[] = [];
          for (const name of names) states.push(await state(name));
          return states;
        },
        () => false,
      );
    try {
      await holder.query("SELECT pg_replication_origin_create('retention-job')");
      await holder.query("SELECT pg_replication_origin_session_setup('retention-job')");
      // The first is held elsewhere: the lane takes the second.
      expect(await batch(["retention-job-2"])).toEqual(["in use"]);
      // The first is free again: the lane still takes the second, the one it held last.
      await holder.query("SELECT pg_replication_origin_session_reset()");
      expect(await batch(["retention-job", "retention-job-2"])).toEqual(["free", "in use"]);
      // Its last one is held elsewhere now: it takes the first.
      await holder.query("SELECT pg_replication_origin_session_setup('retention-job-2')");
      expect(await batch(["retention-job"])).toEqual(["in use"]);
    } finally {
      await holder.query("SELECT pg_replication_origin_session_reset()").catch(() => undefined);
      for (const client of [holder, lane, probe]) client.release();
    }
  });

  it("skip: every origin of the job held elsewhere fails the batch naming them, nothing deleted", async () => {
    const { BatchStream } = await import("../../functions/engine/strategies/change-stream.js");
    await dropJobOrigins();
    const names = Array.from({ length: 16 }, (_, index) =>
      index === 0 ? "retention-job" : `retention-job-${index + 1}`,
    );
    const holders = names.map(() => new pg.Client({ connectionString: server.url }));
    try {
      for (const [index, holder] of holders.entries()) {
        await holder.connect();
        await holder.query("SELECT pg_replication_origin_create($1)", [names[index]]);
        await holder.query("SELECT pg_replication_origin_session_setup($1)", [names[index]]);
      }
      const lane = await server.pool.connect();
      const batches = new BatchStream("skip", RUN, "events");
      try {
        await expect(
          batches.transaction(lane, batches.next(), deleteRow(lane, 1), () => true),
        ).rejects.toThrow(
          "every replication origin of the job (retention-job and 15 more) is in use by another session",
        );
      } finally {
        lane.release();
      }
      const { rows } = await server.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM app.events",
      );
      expect(rows[0]?.n).toBe(15);
    } finally {
      await Promise.all(holders.map((holder) => holder.end().catch(() => undefined)));
    }
  });

  it.each([
    ["make one", "pg_replication_origin_session_setup(text)", /pg_replication_origin_create/],
    ["set one up", "pg_replication_origin_create(text)", /pg_replication_origin_session_setup/],
  ])(
    "skip: a role that may not %s fails with the server's refusal, not as if every origin were in use",
    async (_, granted, refused) => {
      const { BatchStream } = await import("../../functions/engine/strategies/change-stream.js");
      await dropJobOrigins();
      const role = "rj_no_origin";
      await server.pool.query(`CREATE ROLE ${role} LOGIN PASSWORD 'no-origin';
        GRANT EXECUTE ON FUNCTION ${granted} TO ${role};
        GRANT EXECUTE ON FUNCTION pg_replication_origin_session_reset() TO ${role};`);
      const client = new pg.Client({ connectionString: urlAsRole(server.url, role, "no-origin") });
      try {
        await client.connect();
        const batches = new BatchStream("skip", RUN, "events");
        const failed = await batches
          .transaction(
            client,
            batches.next(),
            async () => 0,
            () => false,
          )
          .catch((error: unknown) => error);
        expect(failed).toMatchObject({ code: "42501" });
        expect(String(failed)).toMatch(refused);
      } finally {
        await client.end().catch(() => undefined);
        await server.pool.query(`DROP OWNED BY ${role}; DROP ROLE ${role}`);
      }
    },
  );
});

/** Ends the first backend found waiting on a lock (the engine's batch), once it waits. */
async function killWaitingBatch(): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await server.pool.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE wait_event_type = 'Lock' AND query LIKE '%DELETE%' AND pid <> pg_backend_pid()`,
    );
    if (rows[0]) {
      await server.pool.query("SELECT pg_terminate_backend($1)", [rows[0].pid]);
      return rows[0].pid;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no batch waited on the lock");
}

describe("a batch killed in its transaction", () => {
  it("leaves no message without its DELETEs: the message is rolled back with them", async () => {
    const expected = await expiredIds();
    const stream = await slots();
    const locker = await server.pool.connect();
    try {
      // After the first batch, the table is locked against DELETE: the second batch opens its
      // transaction, writes its message and waits on the lock; then its backend is ended.
      let locked: Promise<unknown> = Promise.resolve();
      const running = run(policy("mark"), {
        pauseMs: 300,
        lockTimeoutMs: 60_000,
        onProgress: (event) => {
          if (event.type === "batch" && event.batches === 1)
            locked = locker.query("BEGIN; LOCK TABLE app.events IN SHARE MODE");
        },
      }).catch((error: unknown) => error);
      await killWaitingBatch();
      await locked;
      const report = await running;
      expect(JSON.stringify(report)).toMatch(/terminat|connection/i);
    } finally {
      await locker.query("ROLLBACK").catch(() => undefined);
      locker.release();
    }
    const { count } = (
      await server.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM app.events")
    ).rows[0]!;
    expect(count).toBe(15 - 4);
    const { text, binary } = await stream.read();
    for (const decoded of [text, binary]) {
      // The first batch, whole; the second, killed, left nothing: neither message nor DELETE.
      expect(decoded.map((each) => each.order)).toEqual([
        ["message", "delete", "delete", "delete", "delete"],
      ]);
      expect(decoded[0]?.deletes).toEqual(expected.slice(0, 4));
      expect(JSON.parse(decoded[0]?.messages[0]?.content ?? "")).toMatchObject({ batch: 1 });
    }
  });
});

describe("what skip needs of the role and the server", () => {
  const role = "rj_stream";
  const password = "stream-secret";
  afterAll(async () => {
    await server.pool
      .query(`DROP OWNED BY ${role}; DROP ROLE IF EXISTS ${role}`)
      .catch(() => undefined);
  });

  it("a role without the origin grants is refused before anything is deleted, naming them; provision-role --change-stream skip grants them", async () => {
    const client = await server.pool.connect();
    const [without, withSkip] = await Promise.all([
      planMaintenanceRole(client, role, policy("mark")),
      planMaintenanceRole(client, role, policy(), { changeStream: "skip" }),
    ]).finally(() => client.release());
    const originGrants = (statements: string[]) =>
      statements.filter((each) => each.includes("pg_replication_origin"));
    expect(originGrants(without.statements)).toEqual([]);
    expect(originGrants(withSkip.statements)).toEqual([
      `GRANT EXECUTE ON FUNCTION pg_replication_origin_create(text) TO "${role}"`,
      `GRANT EXECUTE ON FUNCTION pg_replication_origin_session_reset() TO "${role}"`,
      `GRANT EXECUTE ON FUNCTION pg_replication_origin_session_setup(text) TO "${role}"`,
    ]);
    for (const statement of without.statements) await server.pool.query(statement);
    await server.pool.query(`ALTER ROLE ${role} PASSWORD '${password}'`);
    const asRole = createPool({ connectionString: urlAsRole(server.url, role, password) });
    engines.push(asRole);

    // The policy's own word, then the run's CHANGE_STREAM: each refusal names its field.
    await expect(runRetention({ pool: asRole, policies: policy("skip") })).rejects.toThrow(
      /^policies\[0\]\.changeStream: skip needs EXECUTE on pg_replication_origin_create\(text\), pg_replication_origin_session_reset\(\), pg_replication_origin_session_setup\(text\), which this role lacks/,
    );
    await expect(
      runRetention({ pool: asRole, policies: policy(), changeStream: "skip", dryRun: true }),
    ).rejects.toThrow(/^CHANGE_STREAM: skip needs EXECUTE on pg_replication_origin_create/);
    const left = await server.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM app.events",
    );
    expect(left.rows[0]?.n).toBe(15);
    // plan says so too, and shows each policy's mode.
    const planning = new pg.Client({ connectionString: urlAsRole(server.url, role, password) });
    await planning.connect();
    const [planned] = await planPolicies(planning, policy("skip")).finally(() => planning.end());
    expect(planned?.changeStream).toBe("skip");
    expect(planned?.warningCodes).toContain("change-stream-refused");

    for (const statement of originGrants(withSkip.statements)) await server.pool.query(statement);
    const report = await runRetention({ pool: asRole, policies: policy("skip") });
    expect(report.policies[0]).toMatchObject({ deleted: 10, outcome: "completed" });
  });

  it("a server older than PostgreSQL 16 is refused with the reason (the suite's server, when it is one)", async () => {
    const db = await createTestDatabase();
    try {
      await db.pool.query(`CREATE SCHEMA app;
        CREATE TABLE app.events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, note text);
        INSERT INTO app.events SELECT g, now() - interval '99 days' FROM generate_series(1, 3) g;`);
      const version = Number(
        (await db.pool.query<{ v: string }>("SELECT current_setting('server_version_num') AS v"))
          .rows[0]?.v,
      );
      const running = runRetention({ pool: db.enginePool(), policies: policy("skip") });
      if (version < 160_000) {
        await expect(running).rejects.toThrow(
          /^policies\[0\]\.changeStream: skip needs PostgreSQL 16 or later, where a subscription with origin = none leaves a replication origin's changes out; this server is 1[0-5]\./,
        );
      } else {
        // A superuser on 16+: nothing to refuse.
        expect((await running).policies[0]).toMatchObject({ deleted: 3 });
      }
      const left = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM app.events");
      expect(left.rows[0]?.n).toBe(version < 160_000 ? 3 : 0);
    } finally {
      await db.drop();
    }
  });
});

describe("a subscription with origin = none, in a second database of the same server", () => {
  const replicaUrl = () => withDatabase(server.url, "replica");
  let replica: pg.Pool;
  beforeAll(async () => {
    await server.pool.query("CREATE DATABASE replica");
    replica = createPool({ connectionString: replicaUrl(), max: 2 });
    engines.push(replica);
    await replica.query(`CREATE SCHEMA app;
      CREATE TABLE app.events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL, note text);`);
  });

  const idsThere = async () =>
    (await replica.query<{ id: string }>("SELECT id FROM app.events ORDER BY id")).rows.map(
      (row) => row.id,
    );

  /** Waits until the subscription has applied everything the publisher wrote so far. */
  async function caughtUp(): Promise<void> {
    const { rows } = await server.pool.query<{ lsn: string }>(
      "SELECT pg_current_wal_lsn()::text AS lsn",
    );
    for (let tries = 0; tries < 300; tries++) {
      const { rows: done } = await server.pool.query<{ ok: boolean }>(
        "SELECT confirmed_flush_lsn >= $1::pg_lsn AS ok FROM pg_replication_slots WHERE slot_name = 'sub_slot'",
        [rows[0]?.lsn],
      );
      if (done[0]?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the subscription did not catch up");
  }

  /**
   * A subscription that copies the 15 rows, then streams with origin = none. Its slot is made
   * first: CREATE SUBSCRIPTION making a slot on its own server would wait for itself.
   */
  async function subscribe(): Promise<() => Promise<void>> {
    await replica.query("TRUNCATE app.events");
    await server.pool.query("SELECT pg_create_logical_replication_slot('sub_slot', 'pgoutput')");
    const connection = new URL(server.url);
    connection.pathname = "/postgres";
    await replica.query(
      `CREATE SUBSCRIPTION events_sub CONNECTION '${connection.toString()}' PUBLICATION events_pub
         WITH (create_slot = false, slot_name = 'sub_slot', origin = none, copy_data = true)`,
    );
    for (let tries = 0; (await idsThere()).length < 15; tries++) {
      if (tries > 300) throw new Error("the subscription's copy did not finish");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return async () => {
      await replica.query("ALTER SUBSCRIPTION events_sub DISABLE");
      await replica.query("ALTER SUBSCRIPTION events_sub SET (slot_name = NONE)");
      await replica.query("DROP SUBSCRIPTION events_sub");
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await server.pool.query<{ active: boolean }>(
          "SELECT active FROM pg_replication_slots WHERE slot_name = 'sub_slot'",
        );
        if (!rows[0]?.active) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await server.pool.query("SELECT pg_drop_replication_slot('sub_slot')");
    };
  }

  it.each([
    ["plain", ["11", "12", "13", "14"]],
    ["skip", ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14"]],
  ])(
    "%s: the subscriber keeps %j after the run and the application's own delete of row 15",
    async (mode, kept) => {
      const unsubscribe = await subscribe();
      try {
        const report = await run(policy(mode));
        expect(report.policies[0]).toMatchObject({ deleted: 10, outcome: "completed" });
        // The application's own delete, after the run: it reaches the subscriber in either mode.
        await server.pool.query("DELETE FROM app.events WHERE id = 15");
        await caughtUp();
        const publisher = await server.pool.query<{ id: string }>(
          "SELECT id FROM app.events ORDER BY id",
        );
        expect(publisher.rows.map((row) => row.id)).toEqual(["11", "12", "13", "14"]);
        expect(await idsThere()).toEqual(kept);
      } finally {
        await unsubscribe();
      }
    },
  );
});
