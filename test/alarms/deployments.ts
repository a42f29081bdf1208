// The deployments whose alarms must all be proven: every preset, a retention table with a
// publishing policy and a bucket entry, and one that archives (the alarms only such tables create).
import * as events from "aws-cdk-lib/aws-events";
import { keycloakEventsSchemaSql } from "../../functions/cli/demo/reference-schema.js";
import { presets } from "../../functions/contract/presets.js";
import type { RetentionTableInput } from "../../functions/contract/retention-table.js";
import type { Deployment, RowMaker } from "./world.js";

const USER = "00000000-0000-4000-8000-000000000001";
const insertUser = `INSERT INTO identity.users (id, phone_number) VALUES ('${USER}', '+10000000000')`;

/** `INSERT ... SELECT <columns> FROM generate_series(1, $1)`, the clock as $2. */
const rows =
  (table: string, columns: string, values: string): RowMaker =>
  (count, clock) => [
    {
      text: `INSERT INTO ${table} (${columns}) SELECT ${values} FROM generate_series(1, $1::int)`,
      values: [count, clock.toISOString()],
    },
  ];

/**
 * Rows of the monthly log, in the partition of their month: created if a run dropped it (an
 * archived month restored), so that old rows land in a partition due to go, not in the default one.
 */
const logRows: RowMaker = (count, clock) => {
  const from = new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), 1));
  const to = new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() + 1, 1));
  const name = `log_sesiones_${from.toISOString().slice(0, 7).replace("-", "_")}`;
  return [
    {
      text: `CREATE TABLE IF NOT EXISTS identidad.${name} PARTITION OF identidad.log_sesiones FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
    },
    ...rows(
      "identidad.log_sesiones",
      "empresa_id, usuario_id, evento, creado_en",
      "gen_random_uuid(), gen_random_uuid(), 'login', $2::timestamptz",
    )(count, clock),
  ];
};

const identityRows: Record<string, RowMaker> = {
  "identity.sign_in_confirmation_requests": rows(
    "identity.sign_in_confirmation_requests",
    "id, user_id, phone_number, code_hash, status, created_at, expires_at",
    `gen_random_uuid(), '${USER}', '+10000000000', 'x', 'Confirmed', $2::timestamptz, $2::timestamptz + interval '5 minutes'`,
  ),
  "identity.refresh_sessions": rows(
    "identity.refresh_sessions",
    "id, user_id, status, token_hash, created_at, updated_at, expires_at",
    `gen_random_uuid(), '${USER}', 'Revoked', 'x', $2::timestamptz - interval '1 day', $2::timestamptz, $2::timestamptz`,
  ),
};

export const deployments: Deployment[] = [
  {
    name: "preset identity",
    props: () => ({ preset: "identity" }),
    table: presets.identity,
    setup: insertUser,
    rows: identityRows,
  },
  {
    name: "preset identidad",
    props: () => ({ preset: "identidad" }),
    table: presets.identidad,
    rows: {
      "identidad.trx_refresh_tokens": rows(
        "identidad.trx_refresh_tokens",
        "id, empresa_id, usuario_id, token_hash, revocado, revocado_en, expiracion, creado_en",
        "gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 'x', true, $2::timestamptz, $2::timestamptz + interval '1 day', $2::timestamptz - interval '1 day'",
      ),
      "identidad.trx_pre_tokens": rows(
        "identidad.trx_pre_tokens",
        "id, empresa_id, usuario_id, usado_en, expiracion, creado_en",
        "gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), $2::timestamptz, $2::timestamptz + interval '1 hour', $2::timestamptz - interval '1 minute'",
      ),
      "identidad.log_sesiones": logRows,
    },
  },
  {
    name: "preset keycloak-events",
    props: () => ({ preset: "keycloak-events" }),
    table: presets["keycloak-events"],
    setup: keycloakEventsSchemaSql,
    rows: {
      "public.event_entity": rows(
        "public.event_entity",
        "id, realm_id, type, event_time",
        "gen_random_uuid()::text, 'master', 'LOGIN', (extract(epoch FROM $2::timestamptz) * 1000)::bigint",
      ),
      "public.admin_event_entity": rows(
        "public.admin_event_entity",
        "id, realm_id, operation_type, admin_event_time",
        "gen_random_uuid()::text, 'master', 'UPDATE', (extract(epoch FROM $2::timestamptz) * 1000)::bigint",
      ),
    },
  },
  (() => {
    const table: RetentionTableInput = {
      policies: [
        {
          name: "sicr",
          table: "identity.sign_in_confirmation_requests",
          clock: "created_at",
          retention: "30d",
          publish: true,
          owner: "test",
        },
        (presets.identity as RetentionTableInput).policies[1]!,
      ],
      buckets: [
        {
          name: "uploads",
          bucket: "acme-uploads",
          prefix: "avatars/",
          retention: "30d",
          owner: "test",
        },
      ],
    };
    return {
      name: "publishing policy and a bucket",
      props: (stack) => ({ retentionTable: table, eventBus: new events.EventBus(stack, "Bus") }),
      table,
      setup: insertUser,
      rows: identityRows,
      eventBusName: "retention-bus",
    } satisfies Deployment;
  })(),
  (() => {
    const table: RetentionTableInput = {
      policies: [
        {
          name: "sicr",
          table: "identity.sign_in_confirmation_requests",
          clock: "created_at",
          retention: "30d",
          owner: "test",
          archive: { bucket: "archive", prefix: "sicr" },
        },
      ],
      buckets: [
        {
          name: "archive",
          bucket: "acme-archive",
          prefix: "cold/",
          retention: "2555d",
          owner: "test",
        },
      ],
    };
    return {
      name: "archiving policy and its bucket",
      props: () => ({ retentionTable: table }),
      table,
      setup: insertUser,
      rows: identityRows,
      archiveBucket: "acme-archive",
    } satisfies Deployment;
  })(),
];
