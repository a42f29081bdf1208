// The maintenance role the README tells operators to create: enough to run, and no more.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPool, runRetention } from "../../functions/engine/index.js";
import { createTestDatabase, type TestDatabase, urlAsRole } from "../helpers/db.js";
import {
  countRows,
  identityPolicies,
  insertChain,
  insertSicr,
  insertUser,
  policyReport,
  SESSIONS,
  SICR,
} from "../helpers/identity.js";
import { captureStdout, fakeContext, handlerEnv, newHandler } from "../helpers/lambda.js";

let db: TestDatabase;
const role = `retention_job_${randomBytes(4).toString("hex")}`;
const password = randomBytes(12).toString("hex");
let roleUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  // The README's "maintenance role" SQL for the identity preset.
  await db.pool.query(`
    CREATE ROLE ${role} LOGIN PASSWORD '${password}' NOSUPERUSER NOCREATEDB NOCREATEROLE;
    GRANT USAGE ON SCHEMA identity TO ${role};
    GRANT SELECT, DELETE ON identity.sign_in_confirmation_requests, identity.refresh_sessions TO ${role};
    CREATE SCHEMA retention_job AUTHORIZATION ${role};
    REVOKE CREATE ON SCHEMA public FROM PUBLIC;`);
  roleUrl = urlAsRole(db.url, role, password);
});
afterAll(async () => {
  await db.drop();
  await db.admin(`DROP ROLE IF EXISTS ${role}`);
});

describe("the maintenance role", () => {
  it("runs the handler end to end: creates its ledger in its own schema and deletes expired rows", async () => {
    const userId = await insertUser(db.pool);
    await insertSicr(db.pool, { userId, age: "45 days" });
    await insertChain(db.pool, userId, [
      { status: "Rotated", age: "200 days" },
      { status: "Revoked", age: "120 days" },
    ]);
    const handler = newHandler(handlerEnv(roleUrl));

    const { value } = await captureStdout(() => handler({ kind: "catch-up" }, fakeContext(60_000)));

    expect(value).toMatchObject({ status: "succeeded" });
    expect(await countRows(db.pool, SICR)).toBe(0);
    expect(await countRows(db.pool, SESSIONS)).toBe(0);
    const { rows } = await db.pool.query("SELECT status, deleted FROM retention_job.segments");
    expect(rows).toEqual([{ status: "succeeded", deleted: "3" }]);
  });

  it("cannot touch what it does not govern: no INSERT or UPDATE, no other table", async () => {
    const client = new pg.Client({ connectionString: roleUrl });
    await client.connect();
    try {
      await expect(
        client.query("UPDATE identity.refresh_sessions SET status = 'Active'"),
      ).rejects.toThrow(/permission denied/);
      await expect(client.query("SELECT count(*) FROM identity.users")).rejects.toThrow(
        /permission denied/,
      );
      await expect(
        client.query(
          "INSERT INTO identity.sign_in_confirmation_requests (id) VALUES (gen_random_uuid())",
        ),
      ).rejects.toThrow(/permission denied/);
    } finally {
      await client.end();
    }
  });
});

describe("without UPDATE privilege (no FOR UPDATE row locks)", () => {
  it("two engines racing as that role still delete every row exactly once, with no error", async () => {
    await db.pool.query(
      "TRUNCATE identity.refresh_sessions, identity.sign_in_confirmation_requests",
    );
    const userId = await insertUser(db.pool);
    await db.pool.query(
      `INSERT INTO identity.sign_in_confirmation_requests (id, user_id, phone_number, code_hash, status, created_at, expires_at)
       SELECT gen_random_uuid(), $1, '+15550000000', 'h', 'Expired', now() - interval '40 days' - g * interval '1 second', now()
       FROM generate_series(1, 4000) g`,
      [userId],
    );
    for (let chain = 0; chain < 100; chain++) {
      await insertChain(db.pool, userId, [
        { status: "Rotated", age: "200 days" },
        { status: "Expired", age: "150 days" },
      ]);
    }
    const pool = () => createPool({ connectionString: roleUrl });
    const pools = [pool(), pool()];

    try {
      const [a, b] = await Promise.all(
        pools.map((each) =>
          runRetention({ pool: each, policies: identityPolicies(), batchSize: 50 }),
        ),
      );

      for (const report of [a!, b!]) {
        expect(report.policies.map((policy) => [policy.locking, policy.error])).toEqual([
          ["delete-waits", null],
          ["delete-waits", null],
        ]);
      }
      expect(
        policyReport(a!, "sign_in_confirmation_requests").deleted +
          policyReport(b!, "sign_in_confirmation_requests").deleted,
      ).toBe(4000);
      expect(
        policyReport(a!, "refresh_sessions").deleted + policyReport(b!, "refresh_sessions").deleted,
      ).toBe(200);
      expect(await countRows(db.pool, SICR)).toBe(0);
      expect(await countRows(db.pool, SESSIONS)).toBe(0);
    } finally {
      await Promise.all(pools.map((each) => each.end()));
    }
  });
});
