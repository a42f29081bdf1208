// The new rules on tables as Ory Kratos, Django and Keycloak create them (test/schemas): each
// framework's own cleanup (Kratos' `cleanup sql --keep-last`, Django's `clearsessions`) and the
// redactions and count rules their users write, run exactly, the dry run equal to the run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keycloakEventsSchemaSql } from "../../functions/cli/demo/reference-schema.js";
import { parseRetentionTable } from "../../functions/contract/retention-table.js";
import { createTestDatabase, type TestDatabase } from "../helpers/db.js";
import { only, runThriceOn } from "../helpers/rules.js";
import { djangoSchemaSql, kratosSchemaSql } from "../schemas/frameworks.js";

let db: TestDatabase;
const KEY = "framework-rules-redaction-key";

beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query(kratosSchemaSql);
  await db.pool.query(djangoSchemaSql);
  await db.pool.query(keycloakEventsSchemaSql);
});
afterAll(async () => {
  await db.drop();
});

const policies = (...list: Record<string, unknown>[]) =>
  parseRetentionTable({ policies: list.map((each) => ({ owner: "identity team", ...each })) })
    .policies;
const column = async (sql: string) =>
  (await db.pool.query<{ v: unknown }>(sql)).rows.map((row) => row.v);
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("Ory Kratos: sessions, their devices and login flows", () => {
  beforeAll(async () => {
    // Kratos writes UTC into timestamp without time zone.
    const utc = (expression: string) => `(${expression}) AT TIME ZONE 'UTC'`;
    await db.pool.query(`
      INSERT INTO kratos.networks VALUES ('${uuid(1)}', now(), now());
      INSERT INTO kratos.identities (id, schema_id, traits, created_at, updated_at, nid)
        VALUES ('${uuid(11)}', 'default', '{}', now(), now(), '${uuid(1)}'),
               ('${uuid(12)}', 'default', '{}', now(), now(), '${uuid(1)}');
      -- Identity 11: 8 live sessions, authenticated g hours ago; identity 12: one expired two days
      -- ago (goes), one an hour ago (within keep-last: stays).
      INSERT INTO kratos.sessions (id, expires_at, authenticated_at, identity_id, created_at, updated_at, token, nid)
        SELECT ('00000000-0000-4000-8000-' || lpad((100 + g)::text, 12, '0'))::uuid,
               ${utc("now() + interval '1 day'")}, ${utc("now() - g * interval '1 hour'")},
               '${uuid(11)}', ${utc("now()")}, ${utc("now()")}, 'tok' || g, '${uuid(1)}'
        FROM generate_series(1, 8) g;
      INSERT INTO kratos.sessions (id, expires_at, authenticated_at, identity_id, created_at, updated_at, token, nid) VALUES
        ('${uuid(201)}', ${utc("now() - interval '2 days'")}, ${utc("now() - interval '3 days'")}, '${uuid(12)}', ${utc("now()")}, ${utc("now()")}, 'old', '${uuid(1)}'),
        ('${uuid(202)}', ${utc("now() - interval '1 hour'")}, ${utc("now() - interval '2 days'")}, '${uuid(12)}', ${utc("now()")}, ${utc("now()")}, 'recent', '${uuid(1)}');
      -- Devices: one of the expired session (cascaded), one of session 107 (beyond the five
      -- newest: cascaded), an old one of session 101 (its IP and location redacted), a fresh one.
      INSERT INTO kratos.session_devices (id, ip_address, user_agent, location, nid, session_id, created_at, updated_at) VALUES
        ('${uuid(301)}', '198.51.100.1', 'curl', 'Berlin', '${uuid(1)}', '${uuid(201)}', ${utc("now()")}, ${utc("now()")}),
        ('${uuid(302)}', '198.51.100.2', 'curl', 'Berlin', '${uuid(1)}', '${uuid(107)}', ${utc("now()")}, ${utc("now()")}),
        ('${uuid(303)}', '198.51.100.3', 'firefox', 'Madrid', '${uuid(1)}', '${uuid(101)}', ${utc("now() - interval '40 days'")}, ${utc("now()")}),
        ('${uuid(304)}', '198.51.100.4', 'firefox', 'Madrid', '${uuid(1)}', '${uuid(101)}', ${utc("now() - interval '2 days'")}, ${utc("now()")});
      INSERT INTO kratos.selfservice_login_flows (id, request_url, expires_at, created_at, updated_at, csrf_token, nid) VALUES
        ('${uuid(401)}', 'https://x/login', ${utc("now() - interval '2 hours'")}, ${utc("now()")}, ${utc("now()")}, 'c', '${uuid(1)}'),
        ('${uuid(402)}', 'https://x/login', ${utc("now() + interval '1 hour'")}, ${utc("now()")}, ${utc("now()")}, 'c', '${uuid(1)}');`);
  });

  it("cleanup --keep-last 6h, five sessions per identity, expired flows at once, device IPs redacted after 30 days", async () => {
    const rules = policies(
      {
        name: "expired_sessions",
        table: "kratos.sessions",
        clock: "expires_at",
        retention: "6h",
        cascades: ["kratos.session_devices"],
        description: "kratos cleanup sql --keep-last 6h",
      },
      {
        name: "sessions_beyond_five",
        table: "kratos.sessions",
        keep: { newest: 5, per: ["identity_id"], by: "authenticated_at" },
        cascades: ["kratos.session_devices"],
      },
      {
        name: "expired_login_flows",
        table: "kratos.selfservice_login_flows",
        clock: "expires_at",
        retention: "0s",
        allowZeroRetention: true,
      },
      {
        name: "device_locations",
        table: "kratos.session_devices",
        mechanism: "redact",
        // ip_address is in a unique constraint: NULL keeps it unique, a fixed '' would not.
        columns: { ip_address: null, location: null },
        clock: "created_at",
        retention: "30d",
      },
    );

    const report = await runThriceOn(db, rules, { redactionKey: KEY });

    expect(only(report, "expired_sessions")).toMatchObject({
      deleted: 1,
      cascaded: { "kratos.session_devices": 1 },
    });
    expect(only(report, "sessions_beyond_five")).toMatchObject({
      deleted: 3,
      cascaded: { "kratos.session_devices": 1 },
    });
    expect(only(report, "expired_login_flows").deleted).toBe(1);
    expect(only(report, "device_locations").redacted).toBe(1);
    expect(await column("SELECT token AS v FROM kratos.sessions ORDER BY token")).toEqual([
      "recent",
      "tok1",
      "tok2",
      "tok3",
      "tok4",
      "tok5",
    ]);
    expect(
      (
        await db.pool.query(
          "SELECT right(id::text, 3) AS id, ip_address, location FROM kratos.session_devices ORDER BY id",
        )
      ).rows,
    ).toEqual([
      { id: "303", ip_address: null, location: null },
      { id: "304", ip_address: "198.51.100.4", location: "Madrid" },
    ]);
    expect(
      await column("SELECT right(id::text, 3) AS v FROM kratos.selfservice_login_flows"),
    ).toEqual(["402"]);
  });

  it("a fixed value into the unique constraint's column is refused", async () => {
    const rules = policies({
      name: "device_ips",
      table: "kratos.session_devices",
      mechanism: "redact",
      columns: { ip_address: { value: "" } },
      clock: "created_at",
      retention: "30d",
    });
    await expect(runThriceOn(db, rules)).rejects.toThrow(
      /policies\[0\]\.columns\.ip_address: column "ip_address" is unique \(an index says so\)/,
    );
  });
});

describe("Django: users never confirmed, dormant users' names, the admin log, clearsessions", () => {
  beforeAll(async () => {
    await db.pool.query(`
      INSERT INTO django.django_content_type (id, app_label, model) VALUES (1, 'auth', 'user');
      INSERT INTO django.auth_user (id, password, last_login, is_superuser, username, first_name, last_name, email, is_staff, is_active, date_joined) VALUES
        (1, 'x', now() - interval '1 day', true, 'admin', 'Ada', 'Admin', 'ada@example.org', true, true, now() - interval '3 years'),
        (2, 'x', NULL, false, 'never', 'Nev', 'Er', 'nev@example.org', false, false, now() - interval '60 days'),
        (3, 'x', NULL, false, 'logged', 'Lo', 'Gged', 'lo@example.org', false, false, now() - interval '60 days'),
        (4, 'x', now() - interval '400 days', false, 'dormant', 'Dor', 'Mant', 'dor@example.org', false, false, now() - interval '3 years'),
        (5, 'x', NULL, false, 'fresh', 'Fr', 'Esh', 'fr@example.org', false, false, now() - interval '2 days');
      -- The admin changed user 3 yesterday: the log row references it (NO ACTION, deferrable).
      INSERT INTO django.django_admin_log (action_time, object_id, object_repr, action_flag, change_message, content_type_id, user_id) VALUES
        (now() - interval '1 day', '3', 'logged', 2, '[]', 1, 3),
        (now() - interval '2 years', '4', 'dormant', 2, '[]', 1, 1),
        (now() - interval '10 days', '4', 'dormant', 2, '[]', 1, 1);
      INSERT INTO django.django_session VALUES
        ('k-expired', 'e30', now() - interval '1 minute'), ('k-live', 'e30', now() + interval '14 days');`);
  });

  it("each rule exactly; the deferrable NO ACTION key blocks, and is counted", async () => {
    const rules = policies(
      {
        name: "never_activated",
        table: "django.auth_user",
        where: [
          { column: "last_login", is: "null" },
          { column: "is_active", is: "false" },
        ],
        clock: "date_joined",
        retention: "30d",
      },
      {
        name: "dormant_names",
        table: "django.auth_user",
        mechanism: "redact",
        // CharFields are NOT NULL with '' as Django's empty value; the e-mail keeps being distinct.
        columns: { first_name: { value: "" }, last_name: { value: "" }, email: "hash" },
        where: [{ column: "is_active", is: "false" }],
        clock: "last_login",
        retention: "365d",
      },
      {
        name: "admin_log",
        table: "django.django_admin_log",
        clock: "action_time",
        retention: "365d",
      },
      {
        name: "clearsessions",
        table: "django.django_session",
        clock: "expire_date",
        retention: "0s",
        allowZeroRetention: true,
      },
    );

    const report = await runThriceOn(db, rules, { redactionKey: KEY });

    expect(only(report, "never_activated")).toMatchObject({
      deleted: 1,
      blocked: 1,
      blockedBy: { django_admin_log_user_id_c564eba6_fk_auth_user_id: 1 },
    });
    expect(only(report, "dormant_names").redacted).toBe(1);
    expect(only(report, "admin_log").deleted).toBe(1);
    expect(only(report, "clearsessions").deleted).toBe(1);
    const { rows } = await db.pool.query(
      `SELECT id, first_name, last_name,
              email = 'redacted:' || encode(sha256(convert_to($1 || ':' || 'dor@example.org', 'UTF8')), 'hex') AS hashed
       FROM django.auth_user ORDER BY id`,
      [KEY],
    );
    expect(rows).toEqual([
      { id: 1, first_name: "Ada", last_name: "Admin", hashed: false },
      { id: 3, first_name: "Lo", last_name: "Gged", hashed: false },
      { id: 4, first_name: "", last_name: "", hashed: true },
      { id: 5, first_name: "Fr", last_name: "Esh", hashed: false },
    ]);
    expect(await column("SELECT session_key AS v FROM django.django_session")).toEqual(["k-live"]);
  });
});

describe("Keycloak: login events' IP addresses redacted after 7 days, the events deleted after 30", () => {
  it("an epoch-millisecond clock drives both; a redacted event is not redacted again", async () => {
    await db.pool.query(`
      INSERT INTO public.event_entity (id, realm_id, type, ip_address, event_time)
      SELECT 'e' || g, 'master', 'LOGIN', '192.0.2.' || g,
             (extract(epoch FROM now() - g * interval '1 day' + interval '1 hour') * 1000)::bigint
      FROM generate_series(1, 40) g;`);
    const rules = policies(
      {
        name: "event_ips",
        table: "public.event_entity",
        mechanism: "redact",
        columns: { ip_address: null },
        clock: "event_time",
        clockUnit: "epoch-ms",
        retention: "7d",
      },
      {
        name: "events",
        table: "public.event_entity",
        clock: "event_time",
        clockUnit: "epoch-ms",
        retention: "30d",
      },
    );

    const report = await runThriceOn(db, rules);

    expect(only(report, "event_ips").redacted).toBe(33);
    expect(only(report, "events").deleted).toBe(10);
    expect(
      await column("SELECT count(*)::int AS v FROM public.event_entity WHERE ip_address IS NULL"),
    ).toEqual([23]);
    expect(await column("SELECT count(*)::int AS v FROM public.event_entity")).toEqual([30]);
  });
});
