// `retention-job init` on schemas as their frameworks create them: the tables it proposes against
// a hand-written list per schema (precision and recall), the clocks, status values, cascades and
// mechanisms it fills in, the findings it makes; the draft passes preflight and a dry run as
// written, and without a chosen retention it does not validate, naming each field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keycloakEventsSchemaSql } from "../../functions/cli/demo/reference-schema.js";
import { ConfigError } from "../../functions/contract/errors.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { runRetention } from "../../functions/engine/index.js";
import {
  type Draft,
  type DraftPolicy,
  draftRetentionTable,
  waitsOnPerson,
} from "../../functions/engine/init/index.js";
import { createTestDatabase, idsOf, poolAsRole, type TestDatabase } from "../helpers/db.js";
import { fileTree } from "../helpers/files.js";
import {
  djangoSchemaSql,
  kratosSchemaSql,
  partmanAuditSchemaSql,
  prismaNextAuthSchemaSql,
  supabaseAuthSchemaSql,
} from "../schemas/frameworks.js";
import { railsSchemaSql } from "../schemas/rails-mastodon.js";

let db: TestDatabase;

/** Rows where the statistics matter (an epoch unit, a clock NULL in most rows), then ANALYZE. */
const data = `
  INSERT INTO public.event_entity (id, realm_id, type, event_time)
    SELECT 'e' || g, 'master', 'LOGIN', (extract(epoch FROM now() - g * interval '1 hour') * 1000)::bigint
    FROM generate_series(1, 200) g;
  INSERT INTO public.admin_event_entity (id, realm_id, admin_event_time)
    SELECT 'a' || g, 'master', (extract(epoch FROM now() - g * interval '1 hour') * 1000)::bigint
    FROM generate_series(1, 50) g;
  INSERT INTO auth.users (id, created_at) VALUES ('00000000-0000-4000-8000-000000000001', now());
  INSERT INTO auth.sessions (id, user_id, created_at, updated_at, refreshed_at)
    SELECT gen_random_uuid(), '00000000-0000-4000-8000-000000000001', now() - g * interval '1 day', now(), now()
    FROM generate_series(1, 100) g;
  CREATE TABLE public.contacts (id bigint PRIMARY KEY, full_name text, email text, phone text);
  CREATE PUBLICATION init_test_pub FOR TABLE prisma."VerificationToken";
  CREATE FUNCTION audit.keep_deleted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$;
  CREATE TRIGGER log_deleted BEFORE DELETE ON audit.log FOR EACH ROW EXECUTE FUNCTION audit.keep_deleted();
  ANALYZE;`;

beforeAll(async () => {
  db = await createTestDatabase();
  for (const schema of [
    railsSchemaSql,
    djangoSchemaSql,
    kratosSchemaSql,
    prismaNextAuthSchemaSql,
    supabaseAuthSchemaSql,
    partmanAuditSchemaSql,
    keycloakEventsSchemaSql,
    data,
  ]) {
    await db.pool.query(schema);
  }
});
afterAll(async () => {
  await db.pool.query("DROP PUBLICATION IF EXISTS init_test_pub");
  await db.drop();
});

async function draftOf(schemas: string[], retention?: string): Promise<Draft> {
  const client = await db.pool.connect();
  try {
    return await draftRetentionTable(client, { schemas, ...(retention ? { retention } : {}) });
  } finally {
    client.release();
  }
}

/**
 * The rule init reads for each table: a proposal's policy, or the policy a question would be if a
 * person answers yes (issue 52: a table with no evidence is asked about, its reading the same).
 */
const byTable = (draft: Draft) =>
  Object.fromEntries([
    ...draft.questions.flatMap((question) =>
      question.policy ? [[question.table, question.policy as DraftPolicy]] : [],
    ),
    ...draft.policies.map((policy) => [policy.table, policy]),
  ]) as Record<string, DraftPolicy>;

/** Each rule read, proposed or asked about: its table and clock, by table. */
const clocks = (draft: Draft) =>
  Object.entries(byTable(draft))
    .map(([table, policy]) => [table, policy.clock])
    .sort();

/** Each rule read, proposed or asked about: its table, clock and clock's unit, by table. */
const units = (draft: Draft) =>
  Object.entries(byTable(draft))
    .map(([table, policy]) => [table, policy.clock, policy.clockUnit])
    .sort();

/**
 * An expiry column (or a tenant's retention) with no deletion seen: a question since issue 52's
 * second round, its rule read as it was when the expiry alone made it a proposal.
 */
const EXPIRING = "it expires, no deletion seen";
/** The tables proposed (the draft's policies), those whose rows expire with no deletion seen, and those asked about for any other reason, each sorted. */
const proposed = (draft: Draft) => draft.policies.map((policy) => policy.table).sort();
const expiring = (draft: Draft) =>
  draft.questions
    .filter((question) => question.reason === EXPIRING)
    .map((question) => question.table)
    .sort();
const asked = (draft: Draft) =>
  draft.questions
    .filter((question) => question.reason !== EXPIRING)
    .map((question) => question.table)
    .sort();

/**
 * The draft with the application's code read: a cleanup that deletes from each table named beside
 * a time and names none of its columns (the catalog chooses the clock, as without the code).
 */
async function draftWithCode(schemas: string[], tables: string[], retention?: string) {
  const source = await fileTree({
    "lib/cleanup.sql": tables.map((name) => `DELETE FROM "${name}" WHERE stale(now());`).join("\n"),
  });
  const client = await db.pool.connect();
  try {
    return await draftRetentionTable(client, {
      schemas,
      source,
      ...(retention ? { retention } : {}),
    });
  } finally {
    client.release();
  }
}

/** The rules of the questions whose rows expire with no deletion seen, their retention chosen: a dry run of them. */
async function dryRunExpiring(draft: Draft, retention: string) {
  const offered = draft.questions.flatMap((question) =>
    question.reason === EXPIRING && question.policy ? [{ ...question.policy, retention }] : [],
  );
  const { policies } = parseRetentionTable({ policies: offered });
  const report = await runRetention({ pool: db.enginePool(), policies, dryRun: true });
  expect(report.policies.filter((each) => each.error !== null)).toEqual([]);
  return report;
}
/** The question asked about a table. */
const questionOf = (draft: Draft, table: string) =>
  draft.questions.find((question) => question.table === table);

/**
 * The rule a question offers, its retention chosen as a person answering yes would: it passes the
 * parser, the preflight and a dry run like a proposal.
 */
async function dryRunAsked(draft: Draft, table: string, retention: string) {
  const policy = draft.questions.find((question) => question.table === table)?.policy;
  expect(policy).toBeDefined();
  const { policies } = parseRetentionTable({ policies: [{ ...policy, retention }] });
  const report = await runRetention({ pool: db.enginePool(), policies, dryRun: true });
  expect(report.policies.filter((each) => each.error !== null)).toEqual([]);
  return report;
}

/** The draft, as a file, passes the parser, the preflight and a dry run, unchanged. */
async function dryRunOf(draft: Draft) {
  const { policies } = parseRetentionTable({ $schema: "./x.json", policies: draft.policies });
  const report = await runRetention({ pool: db.enginePool(), policies, dryRun: true });
  expect(report.policies.filter((each) => each.error !== null)).toEqual([]);
  expect(report.policies.map((each) => each.mode)).toEqual(policies.map(() => "dry-run"));
  return report;
}

/**
 * The schemas, the tables whose rows carry an expiry (proposed on it until issue 52's second round;
 * asked about without the code now, proposed where the code deletes from them), and those a person
 * expects asked about (named for data that expires with nothing to
 * show its rows go, an audit trail, a person's data). Before issue 52 every one of these was
 * proposed (the audit trails, Keycloak's event tables and Supabase's sessions by their names alone):
 * a proposal now needs evidence, and an audit trail is never proposed.
 */
const cases: [string, string[], string[], string[]][] = [
  ["Django", ["django"], ["django.django_session"], ["django.django_admin_log"]],
  [
    "Rails (Doorkeeper, Devise, Mastodon's sessions)",
    ["public"],
    ["public.oauth_access_grants", "public.oauth_access_tokens"],
    [
      "public.admin_event_entity",
      "public.contacts",
      "public.event_entity",
      "public.invites",
      "public.login_activities",
      "public.session_activations",
    ],
  ],
  [
    "NextAuth (Prisma)",
    ["prisma"],
    ["prisma.Session", "prisma.VerificationToken"],
    ["prisma.Account"],
  ],
  [
    "Supabase auth",
    ["auth"],
    [],
    [
      "auth.audit_log_entries",
      "auth.flow_state",
      "auth.mfa_challenges",
      "auth.one_time_tokens",
      "auth.refresh_tokens",
      "auth.sessions",
    ],
  ],
  [
    "Ory Kratos",
    ["kratos"],
    ["kratos.selfservice_login_flows", "kratos.sessions"],
    ["kratos.session_devices"],
  ],
  ["pg_partman audit log", ["audit", "partman"], [], ["audit.log"]],
];

describe("init on schemas as frameworks create them", () => {
  it.each(cases)(
    "%s: the tables a person expects proposed with the code and asked about, a draft that passes preflight and a dry run",
    async (_name, schemas, expectedExpiring, expectedAsked) => {
      const draft = await draftOf(schemas, "90d");

      // Without the code, an expiry alone is no evidence: nothing is proposed.
      expect(proposed(draft)).toEqual([]);
      expect(expiring(draft)).toEqual(expectedExpiring);
      expect(asked(draft)).toEqual(expectedAsked);
      if (expectedExpiring.length > 0) await dryRunExpiring(draft, "90d");
      // The code deleting from them: proposals, each resting on the code.
      const names = expectedExpiring.map((table) => table.split(".")[1] as string);
      const withCode = await draftWithCode(schemas, names, "90d");
      expect(proposed(withCode)).toEqual(expectedExpiring);
      expect(withCode.proposals.every((proposal) => proposal.evidence?.[0]?.kind === "code")).toBe(
        true,
      );
      expect(withCode.policies.every((policy) => policy.mode === "report")).toBe(true);
      if (withCode.policies.length > 0) await dryRunOf(withCode);
    },
  );

  it("fills in what the catalog knows: clocks by role, computed expiry, epoch units, cascades, partitions", async () => {
    const rails = byTable(await draftOf(["public"], "90d"));
    expect(rails["public.oauth_access_tokens"]).toMatchObject({
      clock: { column: "created_at", plus: "expires_in", unit: "s" },
      cascades: ["public.session_activations", "public.web_push_subscriptions"],
    });
    expect(rails["public.session_activations"]).toMatchObject({ clock: "updated_at" });
    expect(rails["public.event_entity"]).toMatchObject({
      clock: "event_time",
      clockUnit: "epoch-ms",
    });
    const django = await draftOf(["django"], "90d");
    expect(byTable(django)["django.django_session"]).toMatchObject({ clock: "expire_date" });
    // An audit trail is never proposed (issue 52): asked about, with no rule offered.
    expect(questionOf(django, "django.django_admin_log")).toMatchObject({
      reason: "an audit trail, kept how long?",
    });
    expect(questionOf(django, "django.django_admin_log")?.policy).toBeUndefined();
    const kratos = byTable(await draftOf(["kratos"], "90d"));
    expect(kratos["kratos.sessions"]).toMatchObject({
      clock: "expires_at",
      cascades: ["kratos.session_devices"],
    });
    // A table range-partitioned by time: its partitions dropped (the pg_partman audit log was the
    // case here until audit trails were never proposed; a partitioned table of page views is).
    await db.pool.query(`
      CREATE SCHEMA parts;
      CREATE TABLE parts.page_views (id bigint NOT NULL, viewed_at timestamptz NOT NULL) PARTITION BY RANGE (viewed_at);
      CREATE TABLE parts.page_views_2026 PARTITION OF parts.page_views FOR VALUES FROM ('2026-01-01') TO ('2027-01-01');`);
    const parts = await draftOf(["parts"], "12 months");
    expect(questionOf(parts, "parts.page_views")).toMatchObject({
      reason: "partitioned by time, no evidence",
      policy: { mechanism: "drop-partitions", clock: "viewed_at", retention: "?" },
    });
    await db.pool.query("DROP SCHEMA parts CASCADE");
  });

  it("a status column: its terminal values proposed, the live ones named and left out", async () => {
    await db.pool.query(`
      CREATE TABLE public.password_resets (id bigint PRIMARY KEY, created_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('Pending', 'Used', 'Expired')), legal_hold boolean);
      CREATE INDEX ON public.password_resets (created_at);`);
    const draft = byTable(await draftOf(["public"], "30d"));
    expect(draft["public.password_resets"]).toMatchObject({
      clock: "created_at",
      status: { column: "status", values: ["Used", "Expired"] },
      hold: "legal_hold",
      description: expect.stringContaining("status Used, Expired only (Pending left out)"),
    });
    await db.pool.query("DROP TABLE public.password_resets");
  });

  it("findings: a clock NULL in most rows, a missing index, a DELETE trigger, no replica identity, a personal table with no clock", async () => {
    const supabase = await draftOf(["auth"], "90d");
    expect(byTable(supabase)["auth.sessions"]).toMatchObject({ clock: "refreshed_at" });
    expect(supabase.findings).toContainEqual({
      table: "auth.sessions",
      kind: "null-clock",
      message:
        "not_after (expiry) is NULL in 100% of rows: a rule on it would never delete them; proposed refreshed_at (last activity) instead",
    });
    // A proposal's findings: the code deletes from them (an expiry alone is a question since
    // issue 52's second round, and a question's table gets no findings of a policy's).
    const withCode = async (schemas: string[], tables: string[]) =>
      (await draftWithCode(schemas, tables, "90d")).findings.map(
        (finding) => `${finding.table} ${finding.kind}`,
      );
    expect(await withCode(["prisma"], ["VerificationToken"])).toContain(
      "prisma.VerificationToken no-replica-identity",
    );
    expect(await withCode(["public"], ["oauth_access_tokens"])).toContain(
      "public.oauth_access_tokens no-clock-index",
    );
    // A proposal's findings: its DELETE trigger, a reference into it no index serves (the audit
    // log and the invites that showed them are asked about since issue 52: a question's table
    // gets no findings of a policy's).
    await db.pool.query(`
      CREATE SCHEMA finds;
      CREATE TABLE finds.sessions (id int PRIMARY KEY, expires_at timestamptz NOT NULL);
      CREATE INDEX ON finds.sessions (expires_at);
      CREATE TABLE finds.session_marks (id int PRIMARY KEY, session_id int REFERENCES finds.sessions ON DELETE CASCADE);
      CREATE FUNCTION finds.keep_deleted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$;
      CREATE TRIGGER log_deleted BEFORE DELETE ON finds.sessions FOR EACH ROW EXECUTE FUNCTION finds.keep_deleted();`);
    expect(await withCode(["finds"], ["sessions"])).toEqual(
      expect.arrayContaining([
        "finds.sessions delete-trigger",
        "finds.sessions unindexed-reference",
      ]),
    );
    await db.pool.query("DROP SCHEMA finds CASCADE");
    // A personal table with no clock: asked how long its rows are kept.
    expect(questionOf(await draftOf(["public"], "90d"), "public.contacts")).toMatchObject({
      reason: "personal, kept how long?",
      why: expect.stringContaining("has no column of a time type or of epoch numbers"),
    });
  });

  it("without a chosen retention the draft does not validate: each policy's retention is named", async () => {
    const draft = await draftWithCode(["kratos"], ["selfservice_login_flows", "sessions"]);
    expect(draft.policies.map((policy) => policy.retention)).toEqual(["?", "?"]);
    const refusal = (() => {
      try {
        parseRetentionTable({ policies: draft.policies });
      } catch (error) {
        return error as ConfigError;
      }
      throw new Error("the draft validated");
    })();
    expect(refusal).toBeInstanceOf(ConfigError);
    expect(refusal.problems).toEqual([
      { field: "policies[0].retention", message: expect.stringMatching(/^not chosen yet/) },
      { field: "policies[1].retention", message: expect.stringMatching(/^not chosen yet/) },
    ]);
  });

  it("reads the catalog and the statistics only: it runs as a role that may read nothing else", async () => {
    const role = `init_reader_${process.pid}`;
    await db.pool.query(
      `CREATE ROLE ${role} LOGIN PASSWORD 'x'; GRANT USAGE ON SCHEMA django TO ${role}`,
    );
    const pool = poolAsRole(db.url, role, "x");
    try {
      const client = await pool.connect();
      const draft = await draftRetentionTable(client, {
        schemas: ["django"],
        retention: "30d",
      }).finally(() => client.release());
      expect(proposed(draft)).toEqual([]);
      expect(expiring(draft)).toEqual(["django.django_session"]);
      expect(asked(draft)).toEqual(["django.django_admin_log"]);
    } finally {
      await pool.end();
      await db.pool.query(`DROP OWNED BY ${role}`);
      await db.admin(`DROP ROLE ${role}`);
    }
  });
});

describe("init's signals beyond names", () => {
  /** A schema of its own, with rows, ANALYZEd; dropped after. */
  async function withSchema(schema: string, ddl: string, test: () => Promise<void>) {
    await db.pool.query(
      `CREATE SCHEMA ${schema}; SET search_path TO ${schema}; ${ddl}; RESET search_path; ANALYZE`,
    );
    try {
      await test();
    } finally {
      await db.pool.query(`DROP SCHEMA ${schema} CASCADE`);
    }
  }

  it("an expiry the rows carry is enough, whatever the table is called; a flag that says a row expires becomes its condition", async () => {
    await withSchema(
      "sig_expiry",
      `CREATE TABLE authorizationcode (id int PRIMARY KEY, expires timestamptz, expiring boolean NOT NULL);
       CREATE INDEX ON authorizationcode (expires);
       CREATE TABLE widget (id int PRIMARY KEY, label text, created_at timestamptz NOT NULL);
       INSERT INTO authorizationcode SELECT g, now() - g * interval '1 hour', g % 2 = 0 FROM generate_series(1, 50) g`,
      async () => {
        // Read as rows that expire; asked about until something shows them deleted.
        const draft = await draftOf(["sig_expiry"], "1d");
        expect(proposed(draft)).toEqual([]);
        expect(expiring(draft)).toEqual(["sig_expiry.authorizationcode"]);
        expect(questionOf(draft, "sig_expiry.authorizationcode")?.policy).toMatchObject({
          clock: "expires",
          where: [{ column: "expiring", is: "true" }],
          description: expect.stringContaining("rows that expire (medium confidence)"),
        });
        await dryRunExpiring(draft, "1d");
      },
    );
  });

  it("accounts, content and money are never proposed for deletion, though they expire; a person is told why", async () => {
    await withSchema(
      "sig_kept",
      `CREATE TABLE users (id int PRIMARY KEY, email text, expires_at timestamptz, last_sign_in_at timestamptz);
       CREATE TABLE "apiKeys" (id int PRIMARY KEY, "expiresAt" timestamptz NOT NULL);
       CREATE TABLE starred_entries (id int PRIMARY KEY, created_at timestamptz NOT NULL);
       CREATE TABLE billing_events (id int PRIMARY KEY, created_at timestamptz NOT NULL);
       CREATE TABLE subscriptions (id int PRIMARY KEY, expires_at timestamptz NOT NULL);
       CREATE TABLE members (id int PRIMARY KEY, email text, joined_at timestamptz NOT NULL)`,
      async () => {
        const draft = await draftOf(["sig_kept"], "30d");
        expect(draft.policies).toEqual([]);
        // Their rows carry an expiry: a person is asked (since issue 52), no rule offered.
        expect(asked(draft)).toEqual([
          "sig_kept.apiKeys",
          "sig_kept.subscriptions",
          "sig_kept.users",
        ]);
        expect(questionOf(draft, "sig_kept.users")).toMatchObject({
          reason: "a person's data whose rows go",
          why: "accounts, content or money, by its name: never proposed for deletion; its rows carry an expiry (expires_at)",
        });
        expect(draft.questions.every((question) => question.policy === undefined)).toBe(true);
        expect(draft.findings).toContainEqual({
          table: "sig_kept.members",
          kind: "kept",
          message: expect.stringContaining(
            "never proposed for deletion; its personal columns (email)",
          ),
        });
      },
    );
  });

  it("pending work (a NOT NULL due time, no terminal status) is a question, not a proposal; tokens with nothing to show their rows go are asked about, whatever ends them", async () => {
    await withSchema(
      "sig_pending",
      `CREATE TABLE jobs (id bigserial PRIMARY KEY, payload text NOT NULL, available_at integer NOT NULL, created_at integer NOT NULL);
       CREATE TYPE job_state AS ENUM ('available', 'executing', 'completed', 'discarded');
       CREATE TABLE queue_jobs (id bigserial PRIMARY KEY, state job_state NOT NULL, scheduled_at timestamptz NOT NULL, inserted_at timestamptz NOT NULL);
       CREATE INDEX ON queue_jobs (inserted_at);
       CREATE TABLE api_tokens (id int PRIMARY KEY, token text NOT NULL, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL);
       CREATE TABLE one_time_tokens (id int PRIMARY KEY, token text NOT NULL, created_at timestamptz NOT NULL);
       CREATE INDEX ON one_time_tokens (created_at);
       CREATE TABLE refresh_tokens (id int PRIMARY KEY, token text NOT NULL, revoked boolean, created_at timestamptz NOT NULL);
       CREATE INDEX ON refresh_tokens (created_at);
       INSERT INTO jobs SELECT g, 'x', extract(epoch FROM now())::int + g, extract(epoch FROM now())::int - g FROM generate_series(1, 20) g`,
      async () => {
        const draft = await draftOf(["sig_pending"], "30d");
        // Named for data that expires, nothing to show their rows go: asked about (issue 52), the
        // rule each would be read as before; pending work asked about as such.
        expect(draft.policies).toEqual([]);
        expect(draft.questions.map((question) => [question.table, question.reason]).sort()).toEqual(
          [
            ["sig_pending.api_tokens", "named for data that expires, no evidence"],
            ["sig_pending.jobs", "pending work"],
            ["sig_pending.one_time_tokens", "named for data that expires, no evidence"],
            ["sig_pending.queue_jobs", "named for data that expires, no evidence"],
            ["sig_pending.refresh_tokens", "named for data that expires, no evidence"],
          ],
        );
        expect(byTable(draft)["sig_pending.queue_jobs"]).toMatchObject({
          clock: "inserted_at",
          status: { column: "state", values: ["completed", "discarded"] },
        });
        expect(questionOf(draft, "sig_pending.jobs")?.why).toContain(
          "pending work: available_at says when each row is due",
        );
      },
    );
  });

  it("a table's shape alone (written once, referenced by nothing, indexed by its time) proposes nothing: no name, expiry or churn says it expires", async () => {
    await withSchema(
      "sig_shape",
      `CREATE TABLE txn_device (event_id text NOT NULL, device_id text NOT NULL, inserted_ts bigint NOT NULL, PRIMARY KEY (event_id, device_id));
       CREATE INDEX ON txn_device (inserted_ts);
       CREATE TABLE edited_things (id int PRIMARY KEY, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL);
       CREATE INDEX ON edited_things (created_at);
       CREATE TABLE parents (id int PRIMARY KEY, created_at timestamptz NOT NULL);
       CREATE INDEX ON parents (created_at);
       CREATE TABLE children (id int PRIMARY KEY, parent_id int NOT NULL REFERENCES parents (id), label text);
       CREATE INDEX ON children (parent_id);
       CREATE TABLE unindexed_things (id int PRIMARY KEY, created_at timestamptz NOT NULL);
       INSERT INTO txn_device SELECT 'e' || g, 'd', (extract(epoch FROM now()) * 1000)::bigint - g * 1000 FROM generate_series(1, 50) g`,
      async () => {
        const draft = await draftOf(["sig_shape"], "1d");
        expect(draft.policies).toEqual([]);
        expect(draft.questions).toEqual([]);
        expect(draft.findings.filter((finding) => finding.kind !== "no-clock-index")).toEqual([]);
      },
    );
  });

  it("a number is a clock by the size of its values (epoch seconds 2000-2100), not only by its name; a count is not", async () => {
    await withSchema(
      "sig_epoch",
      `CREATE TABLE sessions (id text PRIMARY KEY, last_activity integer NOT NULL, hits integer NOT NULL);
       CREATE INDEX ON sessions (last_activity);
       INSERT INTO sessions SELECT 's' || g, extract(epoch FROM now() - g * interval '1 hour')::int, g FROM generate_series(1, 300) g`,
      async () => {
        const draft = await draftOf(["sig_epoch"], "90d");
        // Sessions by name, nothing to show their rows go: asked about (issue 52), on this rule.
        expect(asked(draft)).toEqual(["sig_epoch.sessions"]);
        expect(byTable(draft)["sig_epoch.sessions"]).toMatchObject({
          table: "sig_epoch.sessions",
          clock: "last_activity",
          clockUnit: "epoch-s",
        });
        expect(String(byTable(draft)["sig_epoch.sessions"]?.description)).not.toContain("hits");
        await dryRunAsked(draft, "sig_epoch.sessions", "90d");
      },
    );
  });

  it("rows born and dying (pg_stat_user_tables) make a table with a clock a candidate whatever its name; a table that only grows does not", async () => {
    await withSchema(
      "sig_churn",
      `CREATE TABLE device_pokes (id int PRIMARY KEY, recorded_at timestamptz NOT NULL);
       CREATE TABLE catalogue (id int PRIMARY KEY, recorded_at timestamptz NOT NULL);
       CREATE INDEX ON device_pokes (recorded_at);
       CREATE TABLE stream_history (id int PRIMARY KEY, user_id int NOT NULL, room_id int NOT NULL, recorded_at timestamptz NOT NULL, UNIQUE (user_id, room_id));
       CREATE INDEX ON stream_history (recorded_at);
       INSERT INTO device_pokes SELECT g, now() - g * interval '1 minute' FROM generate_series(1, 400) g;
       INSERT INTO catalogue SELECT g, now() - g * interval '1 minute' FROM generate_series(1, 400) g;
       INSERT INTO stream_history SELECT g, g, 1, now() - g * interval '1 minute' FROM generate_series(1, 400) g;
       DELETE FROM device_pokes WHERE id > 200;
       DELETE FROM stream_history WHERE id > 200`,
      async () => {
        await db.pool.query("SELECT pg_stat_force_next_flush()");
        // The counters reach the shared statistics when the session reports them: at most a second.
        for (let wait = 0; wait < 50; wait++) {
          const { rows } = await db.pool.query(
            "SELECT n_tup_del FROM pg_stat_user_tables WHERE relid = 'sig_churn.device_pokes'::regclass",
          );
          if (Number(rows[0]?.n_tup_del) >= 200) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const draft = await draftOf(["sig_churn"], "7d");
        // A relation by its shape (UNIQUE (user_id, room_id)) whose rows are deleted as they come:
        // the server's figures say more than the shape, so it is proposed.
        expect(draft.policies.map((policy) => policy.table).sort()).toEqual([
          "sig_churn.device_pokes",
          "sig_churn.stream_history",
        ]);
        expect(byTable(draft)["sig_churn.device_pokes"]?.description).toContain(
          "200 of 400 rows inserted were deleted again (pg_stat_user_tables)",
        );
      },
    );
  });

  it("a personal table with a clock and nothing that says it expires is a question, and 'no clock' is said only where there is none", async () => {
    await withSchema(
      "sig_ask",
      `CREATE TABLE reporters (id int PRIMARY KEY, ip_address inet, published_at timestamptz NOT NULL);
       CREATE TABLE contacts (id int PRIMARY KEY, email text, phone text)`,
      async () => {
        const draft = await draftOf(["sig_ask"], "30d");
        expect(questionOf(draft, "sig_ask.reporters")).toMatchObject({
          reason: "personal, kept how long?",
          why: expect.stringMatching(/^looks personal \(ip_address\), has a clock \(published_at/),
        });
        expect(draft.questions.map((question) => [question.table, question.why])).toEqual([
          [
            "sig_ask.contacts",
            "looks personal (email, phone) and has no column of a time type or of epoch numbers: how long are these rows kept?",
          ],
          [
            "sig_ask.reporters",
            expect.stringMatching(/^looks personal \(ip_address\), has a clock \(published_at/),
          ],
        ]);
        expect(draft.findings).toEqual([]);
      },
    );
  });

  /** The draft's policy for a table, its retention chosen, run in delete mode. */
  async function deleteWith(draft: Draft, table: string, retention: string) {
    const policy = byTable(draft)[table];
    const on = parseRetentionTable({ policies: [{ ...policy, retention, mode: "delete" }] });
    return runRetention({ pool: db.enginePool(), policies: on.policies });
  }

  // The tables carry an expiry (a proposal needs evidence since issue 52; they were named only).
  it("a table no key names and no index on its clock is proposed with the index it needs: its retention a person's until the index is there", async () => {
    await withSchema(
      "sig_index",
      `CREATE TABLE login_attempts (id bigint NOT NULL, user_name text, expires_at timestamptz NOT NULL);
       CREATE TABLE event_log (id bigint NOT NULL, expires_at timestamptz NOT NULL);
       CREATE INDEX ON event_log (expires_at);
       INSERT INTO login_attempts SELECT g, 'u' || g, now() - g * interval '1 day' - interval '12 hours' FROM generate_series(1, 60) g;
       INSERT INTO event_log SELECT g, now() - g * interval '1 day' FROM generate_series(1, 10) g`,
      async () => {
        // The code deletes from both (an expiry alone is a question since issue 52's second round).
        const draft = await draftWithCode(["sig_index"], ["event_log", "login_attempts"], "30d");
        const statement = `CREATE INDEX CONCURRENTLY ON "sig_index"."login_attempts" ("expires_at");`;
        expect(draft.proposals.map((each) => [each.policy.table, each.needsIndex])).toEqual([
          ["sig_index.event_log", undefined],
          ["sig_index.login_attempts", statement],
        ]);
        const waiting = draft.policies[1];
        expect(waiting).toMatchObject({ retention: "?", clock: "expires_at", mode: "report" });
        expect(waiting?.description).toContain(`? an index first: no key names its rows`);
        expect(draft.findings.map((finding) => finding.kind)).not.toContain("left-out");
        // As written, the draft does not validate: that retention is named, and no other field.
        expect(() => parseRetentionTable({ policies: draft.policies })).toThrow(
          expect.objectContaining({
            problems: [expect.objectContaining({ field: "policies[1].retention" })],
          }),
        );
        await dryRunOf({ ...draft, policies: draft.policies.filter((p) => !waitsOnPerson(p)) });
        // The engine refuses it until the index is there, then deletes what the rule says.
        await expect(deleteWith(draft, "sig_index.login_attempts", "30d")).rejects.toThrow(
          /no primary key and no unique index/,
        );
        await db.pool.query(statement);
        const kept = await idsOf(
          db.pool,
          "SELECT id FROM sig_index.login_attempts WHERE expires_at >= now() - interval '30 days'",
        );
        await deleteWith(draft, "sig_index.login_attempts", "30d");
        expect(await idsOf(db.pool, "SELECT id FROM sig_index.login_attempts")).toEqual(kept);
        expect(kept).toHaveLength(29);
      },
    );
  });

  it("a client's devices and connections are proposed by their last activity; a device registry with none is not", async () => {
    await withSchema(
      "sig_idle",
      `CREATE TABLE user_devices (id int PRIMARY KEY, user_id int NOT NULL, ip inet, user_agent text, last_seen_at timestamptz NOT NULL, created_at timestamptz NOT NULL);
       CREATE INDEX ON user_devices (last_seen_at);
       CREATE TABLE sync_connections (id int PRIMARY KEY, last_used_ts bigint, created_ts bigint NOT NULL);
       CREATE INDEX ON sync_connections (last_used_ts);
       CREATE TABLE devices (id int PRIMARY KEY, name text NOT NULL, firmware text, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL);
       INSERT INTO user_devices SELECT g, 1, '10.0.0.1', 'ua', now() - g * interval '1 day' - interval '12 hours', now() - interval '1 year' FROM generate_series(1, 60) g;
       INSERT INTO sync_connections SELECT g, (extract(epoch FROM now() - g * interval '1 day' - interval '12 hours') * 1000)::bigint, (extract(epoch FROM now() - interval '1 year') * 1000)::bigint FROM generate_series(1, 60) g;
       INSERT INTO devices SELECT g, 'd' || g, 'v1', now() - g * interval '1 day', now() FROM generate_series(1, 60) g`,
      async () => {
        const draft = await draftOf(["sig_idle"], "30d");
        expect(byTable(draft)).toEqual({
          "sig_idle.sync_connections": expect.objectContaining({
            clock: "last_used_ts",
            clockUnit: "epoch-ms",
          }),
          "sig_idle.user_devices": expect.objectContaining({
            clock: "last_seen_at",
            description: expect.stringContaining(
              "a client's devices and connections, stale once quiet (low confidence)",
            ),
          }),
        });
        // A client's devices with nothing to show their rows go: asked about (issue 52), on these rules.
        expect(asked(draft)).toEqual(["sig_idle.sync_connections", "sig_idle.user_devices"]);
        await dryRunAsked(draft, "sig_idle.sync_connections", "30d");
        await dryRunAsked(draft, "sig_idle.user_devices", "30d");
        for (const [table, clock] of [
          ["user_devices", "last_seen_at >= now() - interval '30 days'"],
          [
            "sync_connections",
            "last_used_ts >= extract(epoch FROM now() - interval '30 days') * 1000",
          ],
        ]) {
          const kept = await idsOf(db.pool, `SELECT id FROM sig_idle.${table} WHERE ${clock}`);
          await deleteWith(draft, `sig_idle.${table}`, "30d");
          expect(await idsOf(db.pool, `SELECT id FROM sig_idle.${table}`)).toEqual(kept);
          expect(kept).toHaveLength(29);
        }
      },
    );
  });

  it("an expiry NULL in most rows says most rows never expire: a question, not a rule on another clock; sessions still end when idle", async () => {
    await withSchema(
      "sig_unset",
      `CREATE TABLE api_tokens (id int PRIMARY KEY, token text NOT NULL, expires_at timestamptz, last_used_at timestamptz NOT NULL, created_at timestamptz NOT NULL);
       CREATE INDEX ON api_tokens (last_used_at);
       CREATE TABLE sessions (id int PRIMARY KEY, not_after timestamptz, refreshed_at timestamptz NOT NULL);
       CREATE INDEX ON sessions (refreshed_at);
       CREATE TABLE reset_tokens (id int PRIMARY KEY, expires_at timestamptz NOT NULL, created_at timestamptz NOT NULL);
       CREATE INDEX ON reset_tokens (expires_at);
       INSERT INTO api_tokens SELECT g, 't' || g, CASE WHEN g % 5 = 0 THEN now() - g * interval '1 day' END, now() - g * interval '1 day', now() - interval '1 year' FROM generate_series(1, 50) g;
       INSERT INTO sessions SELECT g, NULL, now() - g * interval '1 day' - interval '12 hours' FROM generate_series(1, 50) g;
       INSERT INTO reset_tokens SELECT g, now() - g * interval '1 day' + interval '12 hours', now() FROM generate_series(1, 50) g`,
      async () => {
        const draft = await draftOf(["sig_unset"], "30d");
        expect(Object.keys(byTable(draft)).sort()).toEqual([
          "sig_unset.reset_tokens",
          "sig_unset.sessions",
        ]);
        expect(byTable(draft)["sig_unset.sessions"]?.clock).toBe("refreshed_at");
        expect(byTable(draft)["sig_unset.reset_tokens"]?.clock).toBe("expires_at");
        expect(questionOf(draft, "sig_unset.api_tokens")).toMatchObject({
          reason: "most rows never expire",
          why: expect.stringMatching(
            /^most rows never expire: expires_at \(expiry\) is NULL in 80% of them/,
          ),
        });
        // The reset tokens' expiry, with no deletion seen, and the sessions named only: asked.
        expect(proposed(draft)).toEqual([]);
        expect(expiring(draft)).toEqual(["sig_unset.reset_tokens"]);
        expect(questionOf(draft, "sig_unset.sessions")?.reason).toBe(
          "named for data that expires, no evidence",
        );
        await dryRunExpiring(draft, "30d");
        const before = await idsOf(db.pool, "SELECT id FROM sig_unset.api_tokens");
        const kept = await idsOf(
          db.pool,
          "SELECT id FROM sig_unset.sessions WHERE refreshed_at >= now() - interval '30 days'",
        );
        await deleteWith(draft, "sig_unset.sessions", "30d");
        expect(await idsOf(db.pool, "SELECT id FROM sig_unset.sessions")).toEqual(kept);
        expect(kept).toHaveLength(29);
        expect(await idsOf(db.pool, "SELECT id FROM sig_unset.api_tokens")).toEqual(before);
      },
    );
  });

  it("the shape keeps what its name would propose: a relation (a unique pair of references), rows a person soft-deletes or switches on and off, tokens a person named, an inbox, an optional expiry no name explains", async () => {
    await withSchema(
      "sig_form",
      `CREATE TABLE entries (id int PRIMARY KEY);
       CREATE TABLE read_history (id int PRIMARY KEY, user_id int NOT NULL, entry_id int NOT NULL REFERENCES entries (id), created_at timestamptz NOT NULL, UNIQUE (user_id, entry_id));
       CREATE TABLE login_history (id int PRIMARY KEY, user_id int NOT NULL, device_id text NOT NULL, last_seen_at timestamptz NOT NULL, UNIQUE (user_id, device_id));
       CREATE INDEX ON login_history (last_seen_at);
       CREATE TABLE daily_page_views (id int PRIMARY KEY, page_id int NOT NULL, user_id int NOT NULL, day date NOT NULL, UNIQUE (page_id, user_id, day));
       CREATE INDEX ON daily_page_views (day);
       CREATE TABLE webhook_events (id int PRIMARY KEY, created_at timestamptz NOT NULL, "deletedAt" timestamptz);
       CREATE TABLE job_runs (id int PRIMARY KEY, stopped_at timestamptz NOT NULL, deleted_at timestamptz);
       CREATE INDEX ON job_runs (stopped_at);
       CREATE TABLE widgets (id int PRIMARY KEY, expires_at timestamptz);
       CREATE TABLE link_shares (id int PRIMARY KEY, expires_at timestamptz NOT NULL);
       CREATE INDEX ON link_shares (expires_at);
       CREATE TABLE activity_events (id int PRIMARY KEY, created_at timestamptz NOT NULL);
       CREATE INDEX ON activity_events (created_at);
       CREATE TABLE alerts (id int PRIMARY KEY, event_id int REFERENCES activity_events (id));
       CREATE TABLE reports (id int PRIMARY KEY, event_id int REFERENCES activity_events (id) ON DELETE SET NULL);
       CREATE TABLE reset_tokens (id int PRIMARY KEY, expires_at timestamptz);
       CREATE INDEX ON reset_tokens (expires_at);
       CREATE TABLE personal_access_tokens (id int PRIMARY KEY, user_id int NOT NULL, name text NOT NULL, token text NOT NULL, created_at timestamptz NOT NULL);
       CREATE INDEX ON personal_access_tokens (created_at);
       CREATE TABLE notifications (id int PRIMARY KEY, user_id int NOT NULL, seen boolean NOT NULL, created_at timestamptz NOT NULL);
       CREATE INDEX ON notifications (created_at);
       CREATE TABLE webhook_urls (id int PRIMARY KEY, enabled boolean, url text, created_at timestamptz NOT NULL);
       CREATE TABLE web_sessions (id int PRIMARY KEY, is_active boolean NOT NULL, expired timestamptz NOT NULL);
       CREATE INDEX ON web_sessions (expired);
       INSERT INTO login_history SELECT g, g, 'd', now() - g * interval '1 day' - interval '12 hours' FROM generate_series(1, 40) g;
       INSERT INTO job_runs SELECT g, now() - g * interval '1 day' - interval '12 hours', NULL FROM generate_series(1, 40) g;
       INSERT INTO link_shares SELECT g, now() - g * interval '1 day' + interval '12 hours' FROM generate_series(1, 40) g;
       INSERT INTO widgets SELECT g, now() - g * interval '1 day' FROM generate_series(1, 40) g;
       INSERT INTO web_sessions SELECT g, true, now() - g * interval '1 day' + interval '12 hours' FROM generate_series(1, 40) g`,
      async () => {
        const draft = await draftOf(["sig_form"], "30d");
        // The rules read, proposed or asked about (the events were audit_events until an audit
        // trail was never proposed, issue 52: the entity's-role doubt is tested on another name).
        expect(Object.keys(byTable(draft)).sort()).toEqual([
          "sig_form.activity_events",
          "sig_form.daily_page_views",
          "sig_form.job_runs",
          "sig_form.link_shares",
          "sig_form.login_history",
          "sig_form.reset_tokens",
          "sig_form.web_sessions",
        ]);
        expect(byTable(draft)["sig_form.web_sessions"]?.clock).toBe("expired");
        // An expiry with no deletion seen, and the rest named for data that expires: asked about.
        expect(proposed(draft)).toEqual([]);
        expect(expiring(draft)).toEqual(["sig_form.link_shares", "sig_form.web_sessions"]);
        expect(byTable(draft)["sig_form.link_shares"]?.description).toContain(
          "(medium confidence)",
        );
        // What the shape says against a table: a question (it was a low-confidence proposal before
        // issue 52), its rule's description saying why.
        expect(questionOf(draft, "sig_form.activity_events")).toMatchObject({
          reason: "a doubt against it",
          policy: {
            description: expect.stringContaining(
              "? referenced by sig_form.alerts, sig_form.reports by keys that do not cascade: an entity's role",
            ),
          },
        });
        expect(questionOf(draft, "sig_form.reset_tokens")).toMatchObject({
          reason: "a doubt against it",
          policy: { description: expect.stringContaining("? expires_at may be NULL") },
        });
        for (const table of ["daily_page_views", "job_runs", "login_history"])
          expect(questionOf(draft, `sig_form.${table}`)?.reason).toBe(
            "named for data that expires, no evidence",
          );
        const said = (table: string) =>
          draft.findings.find((f) => f.table === table && f.kind !== "no-clock-index");
        expect(said("sig_form.read_history")).toEqual({
          table: "sig_form.read_history",
          kind: "kept",
          message: expect.stringContaining(
            "its unique key (user_id, entry_id) pairs two references",
          ),
        });
        expect(said("sig_form.webhook_events")).toMatchObject({
          kind: "kept",
          message: expect.stringContaining("(deletedAt: a soft delete)"),
        });
        expect(said("sig_form.personal_access_tokens")).toMatchObject({
          kind: "kept",
          message: expect.stringContaining("tokens a person names (name)"),
        });
        expect(questionOf(draft, "sig_form.notifications")).toMatchObject({
          reason: "a doubt against it",
          why: expect.stringMatching(/^a person marks these rows read \(seen\): a person's inbox/),
        });
        expect(said("sig_form.webhook_urls")).toMatchObject({
          kind: "kept",
          message: expect.stringContaining("a person switches its rows on and off (enabled)"),
        });
        expect(questionOf(draft, "sig_form.widgets")).toMatchObject({
          reason: "a doubt against it",
          why: expect.stringMatching(/^expires_at may be NULL and nothing says which rows/),
        });
        await dryRunExpiring(draft, "30d");
        for (const [table, clock] of [
          ["web_sessions", "expired"],
          ["login_history", "last_seen_at"],
          ["job_runs", "stopped_at"],
          ["link_shares", "expires_at"],
        ]) {
          const kept = await idsOf(
            db.pool,
            `SELECT id FROM sig_form.${table} WHERE ${clock} >= now() - interval '30 days'`,
          );
          await deleteWith(draft, `sig_form.${table}`, "30d");
          expect(await idsOf(db.pool, `SELECT id FROM sig_form.${table}`)).toEqual(kept);
          expect(kept.length).toBeGreaterThan(20);
        }
        expect(await idsOf(db.pool, "SELECT id FROM sig_form.widgets")).toHaveLength(40);
      },
    );
  });

  it("a moment named as a duration is when the row ends: a time type, or a number of epoch times; a number of another size stays a duration", async () => {
    await withSchema(
      "sig_lifetime",
      // express-brute's store as Wiki.js's brute-knex creates it (lifetime: epoch milliseconds); a
      // rate limit whose ttl is a time; a cache whose ttl is seconds after its creation.
      `CREATE TABLE brute (key varchar(255), "firstRequest" bigint, "lastRequest" bigint, lifetime bigint, count integer);
       CREATE TABLE rate_limits (key text PRIMARY KEY, hits integer NOT NULL, ttl timestamptz);
       CREATE INDEX ON rate_limits (ttl);
       CREATE TABLE kv_entries (key text PRIMARY KEY, value text, created_at timestamptz NOT NULL, ttl integer NOT NULL);
       CREATE INDEX ON kv_entries (created_at);
       INSERT INTO brute SELECT md5(g::text), 0, 0, (extract(epoch FROM now() - g * interval '1 day') * 1000)::bigint, 1 FROM generate_series(1, 60) g;
       INSERT INTO rate_limits SELECT 'k' || g, g, now() - g * interval '1 day' - interval '12 hours' FROM generate_series(1, 60) g;
       INSERT INTO kv_entries SELECT 'k' || g, 'v', now() - g * interval '1 hour', 3600 * (1 + g % 5) FROM generate_series(1, 60) g`,
      async () => {
        const draft = await draftOf(["sig_lifetime"], "30d");
        expect(Object.keys(byTable(draft)).sort()).toEqual([
          "sig_lifetime.brute",
          "sig_lifetime.kv_entries",
          "sig_lifetime.rate_limits",
        ]);
        const named =
          "expiry (a moment named as a duration: its type or its values say it is when the row ends)";
        expect(byTable(draft)["sig_lifetime.brute"]).toMatchObject({
          clock: "lifetime",
          clockUnit: "epoch-ms",
          description: expect.stringContaining(
            `rows that expire (low confidence); ? lifetime may be NULL`,
          ),
        });
        expect(byTable(draft)["sig_lifetime.brute"]?.description).toContain(
          `clock lifetime: ${named}`,
        );
        expect(byTable(draft)["sig_lifetime.rate_limits"]).toMatchObject({
          clock: "ttl",
          description: expect.stringContaining(`clock ttl: ${named}`),
        });
        // A computed expiry NOT NULL is evidence; brute's lifetime and the rate limits' ttl may be
        // NULL, a doubt that makes each a question (a low-confidence proposal before issue 52).
        expect(proposed(draft)).toEqual([]);
        expect(expiring(draft)).toEqual(["sig_lifetime.kv_entries"]);
        expect(questionOf(draft, "sig_lifetime.brute")?.reason).toBe("a doubt against it");
        expect(questionOf(draft, "sig_lifetime.rate_limits")).toMatchObject({
          reason: "a doubt against it",
          why: expect.stringContaining("ttl may be NULL: rows without one never go by this rule"),
        });
        // ttl may be NULL, but it names the row's own life: not the optional expiry's question.
        expect(draft.questions.map((question) => question.why).join(" ")).not.toContain(
          "nothing says which rows expire",
        );
        expect(byTable(draft)["sig_lifetime.kv_entries"]?.clock).toEqual({
          column: "created_at",
          plus: "ttl",
          unit: "s",
        });
        const kept = await idsOf(
          db.pool,
          "SELECT hits AS id FROM sig_lifetime.rate_limits WHERE ttl >= now() - interval '30 days'",
        );
        await deleteWith(draft, "sig_lifetime.rate_limits", "30d");
        expect(await idsOf(db.pool, "SELECT hits AS id FROM sig_lifetime.rate_limits")).toEqual(
          kept,
        );
        expect(kept).toHaveLength(29);
      },
    );
  });

  it("a column naming when a row is to be deleted is an expiry (not a moment still to come, though NULL in most rows; on a soft-deleted entity a question); `exp` too", async () => {
    await withSchema(
      "sig_deletion",
      // devise-jwt's denylist as its Rails generator writes it; drafts the application purges at
      // purge_after; rows scheduled for deletion now and then; a JWT's exp as epoch seconds; a
      // soft-deleted entity with a deletion date (a question); an account scheduled for deletion
      // (kept by its name).
      `CREATE TABLE jwt_denylist (id bigserial PRIMARY KEY, jti varchar NOT NULL, exp timestamp(6) without time zone NOT NULL);
       CREATE INDEX index_jwt_denylist_on_jti ON jwt_denylist (jti);
       CREATE TABLE drafts (id bigserial PRIMARY KEY, name text NOT NULL, purge_after timestamptz);
       CREATE INDEX ON drafts (purge_after);
       CREATE TABLE folders (id bigserial PRIMARY KEY, name text NOT NULL, deleted_at timestamptz, purge_after timestamptz);
       CREATE TABLE recordings (id bigserial PRIMARY KEY, title text, created_at timestamptz NOT NULL, "deletionScheduledAt" timestamptz);
       CREATE INDEX ON recordings ("deletionScheduledAt");
       CREATE TABLE revoked_jwts (jti text PRIMARY KEY, exp bigint NOT NULL);
       CREATE TABLE users (id bigserial PRIMARY KEY, email text, delete_at timestamptz);
       INSERT INTO drafts (name, purge_after) SELECT 'f' || g, now() - g * interval '1 day' + interval '30 days' + interval '12 hours' FROM generate_series(1, 60) g;
       INSERT INTO drafts (name) SELECT 'kept' || g FROM generate_series(1, 20) g;
       INSERT INTO recordings (title, created_at, "deletionScheduledAt") SELECT 'r' || g, now() - g * interval '1 day', CASE WHEN g % 10 = 0 THEN now() - g * interval '1 hour' END FROM generate_series(1, 100) g;
       INSERT INTO revoked_jwts SELECT 'j' || g, extract(epoch FROM now() - g * interval '1 hour')::bigint FROM generate_series(1, 60) g`,
      async () => {
        const draft = await draftOf(["sig_deletion"], "1d");
        const deletion = "clock purge_after: expiry (when the row is to be deleted, by its name)";
        // Their expiries, no deletion seen: asked about, each with the rule it would be.
        expect(proposed(draft)).toEqual([]);
        expect(expiring(draft)).toEqual([
          "sig_deletion.drafts",
          "sig_deletion.jwt_denylist",
          "sig_deletion.recordings",
          "sig_deletion.revoked_jwts",
        ]);
        expect(
          Object.values(byTable(draft))
            .map((policy) => [policy.table, policy.clock, policy.clockUnit])
            .sort(),
        ).toEqual([
          ["sig_deletion.drafts", "purge_after", undefined],
          ["sig_deletion.jwt_denylist", "exp", undefined],
          ["sig_deletion.recordings", "deletionScheduledAt", undefined],
          ["sig_deletion.revoked_jwts", "exp", "epoch-s"],
        ]);
        expect(byTable(draft)["sig_deletion.drafts"]?.description).toBe(
          `Proposed by retention-job init: rows that expire (medium confidence); ${deletion}.`,
        );
        // Most recordings are not scheduled for deletion: no doubt, no other clock.
        expect(byTable(draft)["sig_deletion.recordings"]?.description).toContain(
          "rows that expire (medium confidence)",
        );
        // The code deleting from them, they are proposals, with their findings.
        const names = ["drafts", "jwt_denylist", "recordings", "revoked_jwts"];
        const withCode = await draftWithCode(["sig_deletion"], names, "1d");
        expect(proposed(withCode)).toEqual(expiring(draft));
        expect(withCode.findings.map((f) => `${f.table} ${f.kind}`).sort()).toEqual([
          "sig_deletion.jwt_denylist no-clock-index",
          "sig_deletion.revoked_jwts no-clock-index",
        ]);
        // The soft-deleted entity and the account scheduled for deletion: questions (the account a
        // finding before issue 52), no rule offered.
        expect(
          draft.questions
            .filter((q) => q.reason !== EXPIRING)
            .map((q) => [q.table, q.reason, q.policy]),
        ).toEqual([
          ["sig_deletion.folders", "a doubt against it", undefined],
          ["sig_deletion.users", "a person's data whose rows go", undefined],
        ]);
        expect(questionOf(draft, "sig_deletion.folders")?.why).toMatch(
          /^its rows are deleted by a person and kept \(deleted_at: a soft delete\), an entity's shape, and purge_after says when the application means to delete one/,
        );
        await dryRunExpiring(draft, "1d");
        await dryRunOf(withCode);
        const kept = await idsOf(
          db.pool,
          "SELECT id FROM sig_deletion.drafts WHERE purge_after IS NULL OR purge_after >= now() - interval '1 day'",
        );
        await deleteWith(draft, "sig_deletion.drafts", "1d");
        expect(await idsOf(db.pool, "SELECT id FROM sig_deletion.drafts")).toEqual(kept);
        expect(kept).toHaveLength(51);
      },
    );
  });

  it("a reference is never a time, whatever time word its name carries (`created_by_id`)", async () => {
    await withSchema(
      "sig_reference",
      `CREATE TABLE accounts (id int PRIMARY KEY);
       CREATE TABLE audit_logs (id bigserial PRIMARY KEY, action text NOT NULL, created_by_id int REFERENCES accounts (id));
       CREATE TABLE export_jobs (id bigserial PRIMARY KEY, created_by_id int REFERENCES accounts (id), created_at timestamptz NOT NULL);
       CREATE INDEX ON export_jobs (created_at);
       INSERT INTO accounts SELECT g FROM generate_series(1, 20) g;
       INSERT INTO audit_logs (action, created_by_id) SELECT 'login', 1 + g % 20 FROM generate_series(1, 60) g;
       INSERT INTO export_jobs (created_by_id, created_at) SELECT 1 + g % 20, now() - g * interval '1 day' FROM generate_series(1, 60) g`,
      async () => {
        const draft = await draftOf(["sig_reference"], "30d");
        // Job history named only, asked about, and an audit trail asked about (issue 52).
        expect(clocks(draft)).toEqual([["sig_reference.export_jobs", "created_at"]]);
        expect(proposed(draft)).toEqual([]);
        expect(asked(draft)).toEqual(["sig_reference.audit_logs", "sig_reference.export_jobs"]);
        expect(byTable(draft)["sig_reference.export_jobs"]?.description).not.toContain(
          "created_by_id",
        );
        await dryRunAsked(draft, "sig_reference.export_jobs", "30d");
      },
    );
  });

  it("an UNLOGGED table is a cache whatever its name (its application said its rows may be lost), unless its shape keeps it", async () => {
    await withSchema(
      "sig_unlogged",
      // Oban's peers as Oban creates them; a page cache and a presence list kept UNLOGGED (the
      // Postgres-as-a-cache pattern); a typing state, a relation by its shape; a logged twin.
      `CREATE UNLOGGED TABLE oban_peers (name text PRIMARY KEY, node text NOT NULL, started_at timestamp NOT NULL, expires_at timestamp NOT NULL);
       CREATE UNLOGGED TABLE rendered_pages (path text PRIMARY KEY, html text NOT NULL, rendered_at timestamptz NOT NULL);
       CREATE INDEX ON rendered_pages (rendered_at);
       CREATE UNLOGGED TABLE online_users (user_id int PRIMARY KEY, seen_at timestamptz NOT NULL);
       CREATE INDEX ON online_users (seen_at);
       CREATE UNLOGGED TABLE typing_state (id bigserial PRIMARY KEY, user_id int NOT NULL, room_id int NOT NULL, updated_at timestamptz NOT NULL, UNIQUE (user_id, room_id));
       CREATE TABLE rendered_fragments (path text PRIMARY KEY, html text NOT NULL, rendered_at timestamptz NOT NULL);
       INSERT INTO rendered_pages SELECT '/p/' || g, '<p>', now() - g * interval '1 day' - interval '12 hours' FROM generate_series(1, 60) g`,
      async () => {
        const draft = await draftOf(["sig_unlogged"], "30d");
        expect(clocks(draft)).toEqual([
          ["sig_unlogged.oban_peers", "expires_at"],
          ["sig_unlogged.online_users", "seen_at"],
          ["sig_unlogged.rendered_pages", "rendered_at"],
        ]);
        // The peers' expiry with no deletion seen, and the caches' storage (what they are, not that
        // their rows go): asked about (issue 52).
        expect(proposed(draft)).toEqual([]);
        expect(expiring(draft)).toEqual(["sig_unlogged.oban_peers"]);
        expect(asked(draft)).toEqual(["sig_unlogged.online_users", "sig_unlogged.rendered_pages"]);
        const unlogged = "UNLOGGED: PostgreSQL empties it after a crash, its rows may be lost";
        expect(byTable(draft)["sig_unlogged.rendered_pages"]?.description).toContain(
          `unlogged: a cache (high confidence); ${unlogged}`,
        );
        expect(byTable(draft)["sig_unlogged.oban_peers"]?.description).toContain(
          `locks and leases (high confidence); ${unlogged}`,
        );
        expect(draft.findings.find((f) => f.table === "sig_unlogged.typing_state")).toMatchObject({
          kind: "kept",
          message: expect.stringContaining("a relation by its shape"),
        });
        await dryRunExpiring(draft, "30d");
        const kept = await idsOf(
          db.pool,
          "SELECT path AS id FROM sig_unlogged.rendered_pages WHERE rendered_at >= now() - interval '30 days'",
        );
        await deleteWith(draft, "sig_unlogged.rendered_pages", "30d");
        expect(await idsOf(db.pool, "SELECT path AS id FROM sig_unlogged.rendered_pages")).toEqual(
          kept,
        );
        expect(kept).toHaveLength(29);
      },
    );
  });

  it("a table in a schema named as a cache or scratch space takes that kind whatever its own name", async () => {
    await db.pool.query(
      `CREATE SCHEMA cache; CREATE SCHEMA app_staging;
       CREATE TABLE cache.objects (key text PRIMARY KEY, data jsonb NOT NULL, created_at timestamptz NOT NULL, last_used_at timestamptz NOT NULL);
       CREATE INDEX ON cache.objects (last_used_at);
       CREATE TABLE app_staging.import_rows (id bigserial PRIMARY KEY, payload jsonb NOT NULL, created_at timestamptz NOT NULL);
       CREATE INDEX ON app_staging.import_rows (created_at);
       CREATE TABLE app_staging.settings (id int PRIMARY KEY, value text);
       ANALYZE`,
    );
    try {
      const draft = await draftOf(["cache", "app_staging"], "30d");
      expect(clocks(draft)).toEqual([
        ["app_staging.import_rows", "created_at"],
        ["cache.objects", "last_used_at"],
      ]);
      // Nothing shows their rows go: asked about (issue 52), on these rules.
      expect(asked(draft)).toEqual(["app_staging.import_rows", "cache.objects"]);
      expect(byTable(draft)["cache.objects"]?.description).toContain(
        "a cache or scratch space, by its schema (cache) (medium confidence)",
      );
      await dryRunAsked(draft, "app_staging.import_rows", "30d");
      await dryRunAsked(draft, "cache.objects", "30d");
    } finally {
      await db.pool.query("DROP SCHEMA cache CASCADE; DROP SCHEMA app_staging CASCADE");
    }
  });

  it("a verb's base form is read as its event (`update_at`), and a JSON Web Token's claims as theirs (`exp`, `iat`, `nbf`, epoch seconds)", async () => {
    await withSchema(
      "sig_words",
      // A SQLAlchemy base model's columns (created_at, update_at) on a log; a token store keeping
      // a JWT's registered claims as epoch seconds.
      `CREATE TABLE webhook_logs (id bigserial PRIMARY KEY, created_at timestamp, update_at timestamp, body text);
       CREATE TABLE issued_jwts (jti text PRIMARY KEY, iat bigint NOT NULL, nbf bigint NOT NULL, exp bigint NOT NULL);
       CREATE INDEX ON issued_jwts (exp);
       INSERT INTO webhook_logs (created_at, update_at) SELECT now() - g * interval '1 day', now() - g * interval '1 day' FROM generate_series(1, 40) g;
       INSERT INTO issued_jwts SELECT 'j' || g, e - 3600, e - 3600, e FROM (SELECT g, extract(epoch FROM now() - g * interval '1 hour')::bigint AS e FROM generate_series(1, 60) g) t`,
      async () => {
        const draft = await draftOf(["sig_words"], "30d");
        expect(units(draft)).toEqual([
          ["sig_words.issued_jwts", "exp", "epoch-s"],
          ["sig_words.webhook_logs", "update_at", undefined],
        ]);
        // The JWTs' exp with no deletion seen, and the log named only: asked about (issue 52).
        expect(proposed(draft)).toEqual([]);
        expect(expiring(draft)).toEqual(["sig_words.issued_jwts"]);
        expect(asked(draft)).toEqual(["sig_words.webhook_logs"]);
        expect(byTable(draft)["sig_words.webhook_logs"]?.description).toContain(
          "clock update_at: last change",
        );
        expect(byTable(draft)["sig_words.issued_jwts"]?.description).toContain(
          "other clocks: iat (creation or event time), nbf (a time still to come)",
        );
        await dryRunExpiring(draft, "30d");
        await dryRunAsked(draft, "sig_words.webhook_logs", "30d");
      },
    );
  });

  it("a number named as a time whose known values hold no epoch time is a count or a duration; a unit is read from the most common values too", async () => {
    await withSchema(
      "sig_values",
      // A request log timing its requests, a sync's history counting what it created, and leases
      // renewed in the same few seconds (no histogram: every value is a most common one).
      `CREATE TABLE request_logs (id bigserial PRIMARY KEY, path text NOT NULL, response_time_ms integer NOT NULL);
       CREATE TABLE sync_history (id bigserial PRIMARY KEY, "startedAt" timestamptz NOT NULL, created integer NOT NULL);
       CREATE INDEX ON sync_history ("startedAt");
       CREATE TABLE leases (key text PRIMARY KEY, last_renewed_ts bigint NOT NULL);
       CREATE INDEX ON leases (last_renewed_ts);
       INSERT INTO request_logs (path, response_time_ms) SELECT '/p', 5 + g * 7 FROM generate_series(1, 80) g;
       INSERT INTO sync_history ("startedAt", created) SELECT now() - g * interval '1 day', g % 3 FROM generate_series(1, 40) g;
       INSERT INTO leases SELECT 'l' || g, extract(epoch FROM now() - (g % 2) * interval '1 second')::bigint FROM generate_series(1, 40) g`,
      async () => {
        const draft = await draftOf(["sig_values"], "30d");
        expect(units(draft)).toEqual([
          ["sig_values.leases", "last_renewed_ts", "epoch-s"],
          ["sig_values.sync_history", "startedAt", undefined],
        ]);
        // Named only: asked about (issue 52), on these rules.
        expect(asked(draft)).toEqual(["sig_values.leases", "sig_values.sync_history"]);
        expect(byTable(draft)["sig_values.sync_history"]?.description).not.toContain("created");
        expect(byTable(draft)["sig_values.leases"]?.description).toContain(
          "epoch-s, by the size of its values",
        );
        await dryRunAsked(draft, "sig_values.leases", "30d");
        await dryRunAsked(draft, "sig_values.sync_history", "30d");
        await deleteWith(draft, "sig_values.leases", "30d");
        expect(await idsOf(db.pool, "SELECT key AS id FROM sig_values.leases")).toHaveLength(40);
      },
    );
  });

  it("a table partitioned by epoch numbers gets a batched delete with its unit (drop-partitions reads timestamp bounds only)", async () => {
    await withSchema(
      "sig_numeric_parts",
      `CREATE TABLE debug_events (id bigint, ts bigint NOT NULL, PRIMARY KEY (id, ts)) PARTITION BY RANGE (ts);
       CREATE TABLE debug_events_1 PARTITION OF debug_events FOR VALUES FROM (0) TO (MAXVALUE);
       CREATE INDEX ON debug_events (ts);
       INSERT INTO debug_events SELECT g, (extract(epoch FROM now() - g * interval '1 hour') * 1000)::bigint FROM generate_series(1, 300) g`,
      async () => {
        const draft = await draftOf(["sig_numeric_parts"], "30d");
        // An event log named only: asked about (issue 52), on this rule.
        expect(asked(draft)).toEqual(["sig_numeric_parts.debug_events"]);
        expect(Object.values(byTable(draft))).toEqual([
          expect.objectContaining({
            table: "sig_numeric_parts.debug_events",
            clock: "ts",
            clockUnit: "epoch-ms",
          }),
        ]);
        expect(byTable(draft)["sig_numeric_parts.debug_events"]?.mechanism).toBeUndefined();
        await dryRunAsked(draft, "sig_numeric_parts.debug_events", "30d");
      },
    );
  });
});
