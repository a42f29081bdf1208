// The edges' contract, as properties: whatever comes in (a retention table, an event, the
// environment, a command line) ends in a result or a ConfigError that names a field; never
// another exception, and a refused input deletes no row. Run by test/fuzz/fuzz.test.ts (a few
// hundred cases) and by `npm run fuzz` (ten thousand and more).

import type { Metrics } from "@aws-lambda-powertools/metrics";
import type { LambdaClient } from "@aws-sdk/client-lambda";
import fc from "fast-check";
import pg from "pg";
import { identitySchemaSql } from "../../functions/cli/demo/reference-schema.js";
import { EXIT, main } from "../../functions/cli/main.js";
import { parseErasureTable } from "../../functions/contract/erasure-table.js";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseEvent } from "../../functions/contract/events.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import {
  checkSubjectKeys,
  createPool,
  describeErasure,
  eraseSubject,
  runRetention,
  silentLogger,
  withClient,
} from "../../functions/engine/index.js";
import { createHandler } from "../../functions/lambda/create-handler.js";
import { createMetrics } from "../../functions/lambda/emit-metrics.js";
import { loadSettings } from "../../functions/lambda/settings.js";
import { fakeContext } from "../helpers/context.js";
import * as arbitrary from "./arbitraries.js";

/** A ConfigError's field names where the input went wrong: a path or a variable, never empty. */
const namesAField = (error: unknown) =>
  error instanceof ConfigError && error.field.length > 0 && error.message.startsWith(error.field);

/** How the cases of one edge ended (the script prints it). */
export interface Tally {
  cases: number;
  refused: number;
  accepted: number;
}
export const tally = (): Tally => ({ cases: 0, refused: 0, accepted: 0 });

/** Runs `work`; a ConfigError naming a field is a refusal, any other exception fails the property. */
async function outcome<T>(work: () => Promise<T> | T): Promise<{ refused: boolean; value?: T }> {
  try {
    return { refused: false, value: await work() };
  } catch (error) {
    if (namesAField(error)) return { refused: true };
    throw error;
  }
}

/** A metrics emitter that prints nothing (Powertools reads POWERTOOLS_METRICS_DISABLED when built). */
function quietMetrics(): Metrics {
  const before = process.env.POWERTOOLS_METRICS_DISABLED;
  process.env.POWERTOOLS_METRICS_DISABLED = "true";
  try {
    return createMetrics("Fuzz");
  } finally {
    if (before === undefined) delete process.env.POWERTOOLS_METRICS_DISABLED;
    else process.env.POWERTOOLS_METRICS_DISABLED = before;
  }
}

/** Counts a case by how it ended. */
function count(seen: Tally | undefined, refused: boolean): void {
  if (!seen) return;
  seen.cases += 1;
  if (refused) seen.refused += 1;
  else seen.accepted += 1;
}

const FUZZ_SCHEMA = `
CREATE SCHEMA fuzz;
CREATE TABLE fuzz.events (id bigint PRIMARY KEY, created_at timestamptz NOT NULL,
  updated_at timestamptz, status text, user_id int);
CREATE INDEX ON fuzz.events (created_at);`;

/** Rows past every retention the fuzz tables use, put back after a run that deleted some. */
const RESEED = `
INSERT INTO identity.users (id, phone_number) VALUES ('00000000-0000-4000-8000-000000000001', '+1')
  ON CONFLICT DO NOTHING;
INSERT INTO identity.sign_in_confirmation_requests (id, user_id, phone_number, code_hash, status, created_at, expires_at)
  SELECT gen_random_uuid(), '00000000-0000-4000-8000-000000000001', '+1', 'x', 'Expired', now() - interval '400 days', now()
  FROM generate_series(1, 20);
INSERT INTO identity.refresh_sessions (id, user_id, status, token_hash, created_at, updated_at, expires_at)
  SELECT gen_random_uuid(), '00000000-0000-4000-8000-000000000001', 'Revoked', 'x', now() - interval '400 days', now() - interval '400 days', now()
  FROM generate_series(1, 20);
INSERT INTO fuzz.events SELECT coalesce((SELECT max(id) FROM fuzz.events), 0) + g, now() - interval '400 days', now() - interval '400 days', 'Expired', g
  FROM generate_series(1, 20) g;`;

/** The fuzz's own database: the identity schema and a table of its own, each with expired rows. */
export async function fuzzDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool({ connectionString: url.toString(), max: 4 });
  // The engine's pool, one for every case (a warm Lambda keeps its own; a pool per case spent
  // most of each case opening sessions).
  const engine = createPool({ connectionString: url.toString(), max: 2 });
  await pool.query(identitySchemaSql + FUZZ_SCHEMA + RESEED);
  const rows = async () => {
    const { rows: counted } = await pool.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM identity.users) + (SELECT count(*) FROM identity.sign_in_confirmation_requests)
        + (SELECT count(*) FROM identity.refresh_sessions) + (SELECT count(*) FROM fuzz.events)::int AS n`,
    );
    return Number(counted[0]?.n);
  };
  return {
    url: url.toString(),
    pool,
    engine,
    /** Every row of every table the fuzz may reach. */
    rows,
    reseed: () => pool.query(RESEED),
    async drop() {
      await Promise.all([pool.end(), engine.end()]);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
export type FuzzDatabase = Awaited<ReturnType<typeof fuzzDatabase>>;

/** Retention tables: parsed, then run by the engine; a refusal at either step deletes nothing. */
export function retentionTables(db: FuzzDatabase, seen?: Tally) {
  return fc.asyncProperty(arbitrary.retentionTable, async (input) => {
    const parsed = await outcome(() => parseRetentionTable(input));
    if (parsed.refused || !parsed.value) return count(seen, true);
    const before = await db.rows();
    const run = await outcome(() =>
      runRetention({ pool: db.engine, policies: parsed.value!.policies, logger: silentLogger }),
    );
    count(seen, run.refused);
    if (run.refused) {
      if ((await db.rows()) !== before) throw new Error("a refused retention table deleted rows");
    } else await db.reseed();
  });
}

/**
 * Events, through the real handler (continuations go to a fake Lambda): the handler refuses what
 * the contract refuses (and what names a policy the table lacks), deleting nothing, and ends every
 * other in a result.
 */
export function events(db: FuzzDatabase, seen?: Tally) {
  const continuations = { send: async () => ({ StatusCode: 202 }) };
  const handler = createHandler(
    { RETENTION_PRESET: "identity", DATABASE_URL: db.url, SAFETY_MARGIN_MS: "10000" },
    {
      logger: silentLogger,
      lambda: continuations as unknown as LambdaClient,
      // The figures are not under test here: EMF off, as POWERTOOLS_METRICS_DISABLED would.
      metrics: quietMetrics(),
    },
  );
  return fc.asyncProperty(arbitrary.event, async (input) => {
    const parsed = await outcome(() => parseEvent(input));
    const before = await db.rows();
    const handled = await outcome(() => handler(input, fakeContext(30_000, "fuzz")));
    count(seen, handled.refused);
    if (parsed.refused && !handled.refused)
      throw new Error("the handler took an event the contract refuses");
    if (!handled.refused) await db.reseed();
    else if ((await db.rows()) !== before) throw new Error("a refused event deleted rows");
  });
}

/**
 * Erasure tables and subjects' keys, erased on the fuzz database: a result or a ConfigError naming
 * a field; a refused case and a dry run change no row, and only the erasure of the fuzz's one user
 * may change any (an absent or hostile key is not found, or refused).
 */
export function erasures(db: FuzzDatabase, seen?: Tally) {
  const keys = fc.array(arbitrary.subjectKey, { minLength: 1, maxLength: 3 });
  return fc.asyncProperty(
    arbitrary.erasureTable,
    keys,
    fc.boolean(),
    async (input, subjects, dryRun) => {
      const before = await db.rows();
      const erased = await outcome(async () => {
        const shape = await withClient(db.engine, async (client) => {
          const described = await describeErasure(client, parseErasureTable(input));
          await checkSubjectKeys(client, described, subjects);
          return described;
        });
        for (const key of subjects)
          await eraseSubject(shape, key, { pool: db.engine, redactionKey: FUZZ_KEY, dryRun });
      });
      count(seen, erased.refused);
      const after = await db.rows();
      if ((erased.refused || dryRun) && after !== before)
        throw new Error("a refused erasure or a dry run changed rows");
      if (after !== before && !subjects.includes(arbitrary.FUZZ_USER))
        throw new Error("erasing subjects the table does not hold changed rows");
      if (after !== before) await db.reseed();
    },
  );
}
const FUZZ_KEY = "a-redaction-key-for-the-fuzz-0001";

/** The environment: settings, or a ConfigError naming the variable. */
export function settings(seen?: Tally) {
  return fc.asyncProperty(arbitrary.environment, async (env) => {
    count(seen, (await outcome(() => loadSettings(env as NodeJS.ProcessEnv))).refused);
  });
}

/** Command lines: an exit code, never a throw; exit 2 says which flag or field, and deletes nothing. */
export function commandLines(db: FuzzDatabase, seen?: Tally) {
  return fc.asyncProperty(arbitrary.argv, async (args) => {
    const errors: string[] = [];
    const io = {
      out: () => undefined,
      err: (text: string) => errors.push(text),
      env: { DATABASE_URL: db.url, LOG_LEVEL: "silent" },
    };
    const before = await db.rows();
    const code = await main(args, io);
    count(seen, code === EXIT.badInput);
    if (![EXIT.ok, EXIT.runFailed, EXIT.badInput].includes(code as 0 | 1 | 2))
      throw new Error(`exit code ${code}`);
    if (code === EXIT.badInput) {
      const said = errors.join("\n");
      if (!/^(error: \S+: |unknown command)/.test(said))
        throw new Error(`refusal without a field: ${said}`);
      if ((await db.rows()) !== before) throw new Error("a refused command line deleted rows");
    } else if ((await db.rows()) !== before) await db.reseed();
  });
}
