// Dex, the OpenID Connect provider (Go, its SQL storage), from dexidp/dex@ab64ed778070e983cbb10cfc07ea4bb397d14312
// (master, 2026-08-06).
// Schema: the migrations of its SQL storage (storage/sql/migrate.go:83-510, 28 entries, of which the 23 without a
// flavor or for flavorPostgres run on PostgreSQL) replayed with psql as conn.migrate (storage/sql/migrate.go:8-71) runs
// them when the postgres storage opens (storage/sql/config.go:199): the migrations table first, then each migration
// in its own transaction at SERIALIZABLE (storage/sql/sql.go:52-66), statement by statement, with its row in
// migrations; on an empty PostgreSQL 15 database with schema dex created beforehand and search_path set to it (Dex
// has no schema option: its tables land in the connection's search_path), and read back with pg_dump --schema-only
// --no-owner --no-privileges -n dex. All its 13 tables (Dex has no more: it keeps most data in bytea JSON columns, and
// no foreign keys). The ent storage (storage/ent) is used only with DEX_ENT_ENABLED (off by default,
// pkg/featureflags/set.go:6; cmd/dex/config.go:389-395) and is not what this schema is.
// Cleanup: one garbage collector, started with the server (server/server.go:151) and run every GCFrequency (which cmd/dex leaves unset: default
// 5 minutes, server/config.go:79) by server/server.go:381-399, calling the storage's GarbageCollect
// (storage/sql/crud.go:89-133) with the current time:
// - auth_request where expiry < now (crud.go:92); expiry is set to now + expiry.authRequests when the request is stored
//   (server/authflow/login.go:88; default 24h, server/config.go:217);
// - auth_code where expiry < now (crud.go:100); expiry is now + 30 minutes (server/authflow/response.go:165);
// - device_request where expiry < now (crud.go:108) and device_token where expiry < now (crud.go:116); both get
//   now + expiry.deviceRequests (server/device/device.go:168-185; default 5 minutes, server/config.go:218);
// - auth_session where absolute_expiry < now or idle_expiry < now (crud.go:124); set at creation to now +
//   sessions.absoluteLifetime (default 24h) and now + sessions.validIfNotUsedFor (default 1h), the idle one pushed on
//   at each use (server/session/session.go:234, 267-268, 364; defaults cmd/dex/serve.go:802-807). Rows are written only
//   with the experimental sessions feature on (DEX_SESSIONS_ENABLED, off by default, pkg/featureflags/set.go:26;
//   cmd/dex/serve.go:427), but the delete runs always.
// Not counted: the deletes by id on the way of a request (an auth request once answered, server/authflow/response.go:34;
// an auth code once exchanged, server/grants/authcode.go:87; a session at logout, server/logout/logout.go:434; a
// client's previous refresh token when a new one is issued, server/tokens/refresh_store.go:90), and the gRPC API's
// deletes of clients, passwords, connectors, identities, sessions and refresh tokens (server/apiserver/*.go).
// Refresh tokens are never deleted by age: an expired one (expiry.refreshTokens.absoluteLifetime or validIfNotUsedFor)
// is only refused when presented (server/tokens/refresh_lookup.go:61-67), and one bound to an ended session is revoked
// only when presented (server/grants/refresh.go:194-203). There is no count-based trim.
// Neither list: offline_session (a user's refresh-token references and the upstream connector's data per user and
// connector, kept as long as the identity; it has no clock column, its timestamps are inside the refresh JSON), and
// the signing keys table is in neverDelete as configuration (rotated in place, server/signer/rotation.go).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "dex",
  framework: "go",
  source: {
    repo: "dexidp/dex",
    commit: "ab64ed778070e983cbb10cfc07ea4bb397d14312",
    schemaFrom:
      "storage/sql/migrate.go's migrations (the 23 that run on PostgreSQL, each in its own SERIALIZABLE transaction, with search_path dex) replayed with psql on PostgreSQL 15 and dumped with pg_dump --schema-only --no-owner --no-privileges -n dex; all its 13 tables",
  },
  schemas: ["dex"],
  schemaSql: `
-- Dex: dexidp/dex@ab64ed778070e983cbb10cfc07ea4bb397d14312
-- Built by running the migrations of its SQL storage (storage/sql/migrate.go) as conn.migrate does on a new
-- PostgreSQL database: create table if not exists migrations, then each migration whose flavor is nil or
-- flavorPostgres (23 of 28) in its own transaction (SET TRANSACTION ISOLATION LEVEL SERIALIZABLE), its statements in
-- order, then its row in migrations; with schema dex created beforehand and search_path set to it. Read back with
-- pg_dump --schema-only --no-owner --no-privileges -n dex (its SET lines, set_config, restrict lines and comments
-- left out). The migrations rows written on the way are data, not kept.
CREATE SCHEMA dex;
SET search_path TO dex;

CREATE TABLE dex.auth_code (
    id text NOT NULL,
    client_id text NOT NULL,
    scopes bytea NOT NULL,
    nonce text NOT NULL,
    redirect_uri text NOT NULL,
    claims_user_id text NOT NULL,
    claims_username text NOT NULL,
    claims_email text NOT NULL,
    claims_email_verified boolean NOT NULL,
    claims_groups bytea NOT NULL,
    connector_id text NOT NULL,
    connector_data bytea,
    expiry timestamp with time zone NOT NULL,
    claims_preferred_username text DEFAULT ''::text NOT NULL,
    code_challenge text DEFAULT ''::text NOT NULL,
    code_challenge_method text DEFAULT ''::text NOT NULL,
    auth_time timestamp with time zone DEFAULT '1970-01-01 00:00:00+00'::timestamp with time zone NOT NULL,
    session_id text DEFAULT ''::text NOT NULL
);

CREATE TABLE dex.auth_request (
    id text NOT NULL,
    client_id text NOT NULL,
    response_types bytea NOT NULL,
    scopes bytea NOT NULL,
    redirect_uri text NOT NULL,
    nonce text NOT NULL,
    state text NOT NULL,
    force_approval_prompt boolean NOT NULL,
    logged_in boolean NOT NULL,
    claims_user_id text NOT NULL,
    claims_username text NOT NULL,
    claims_email text NOT NULL,
    claims_email_verified boolean NOT NULL,
    claims_groups bytea NOT NULL,
    connector_id text NOT NULL,
    connector_data bytea,
    expiry timestamp with time zone NOT NULL,
    claims_preferred_username text DEFAULT ''::text NOT NULL,
    code_challenge text DEFAULT ''::text NOT NULL,
    code_challenge_method text DEFAULT ''::text NOT NULL,
    hmac_key bytea,
    mfa_validated boolean DEFAULT false NOT NULL,
    prompt text DEFAULT ''::text NOT NULL,
    max_age integer DEFAULT '-1'::integer NOT NULL,
    auth_time timestamp with time zone DEFAULT '1970-01-01 00:00:00+00'::timestamp with time zone NOT NULL,
    webauthn_session_data bytea
);

CREATE TABLE dex.auth_session (
    id text NOT NULL,
    secret text DEFAULT ''::text NOT NULL,
    user_id text NOT NULL,
    connector_id text NOT NULL,
    client_states bytea NOT NULL,
    created_at timestamp with time zone NOT NULL,
    last_activity timestamp with time zone NOT NULL,
    ip_address text DEFAULT ''::text NOT NULL,
    user_agent text DEFAULT ''::text NOT NULL,
    absolute_expiry timestamp with time zone DEFAULT '1970-01-01 00:00:00+00'::timestamp with time zone NOT NULL,
    idle_expiry timestamp with time zone DEFAULT '1970-01-01 00:00:00+00'::timestamp with time zone NOT NULL,
    logout_state bytea
);

CREATE TABLE dex.client (
    id text NOT NULL,
    secret text NOT NULL,
    redirect_uris bytea NOT NULL,
    trusted_peers bytea NOT NULL,
    public boolean NOT NULL,
    name text NOT NULL,
    logo_url text NOT NULL,
    allowed_connectors bytea,
    mfa_chain bytea,
    post_logout_redirect_uris bytea,
    sso_shared_with bytea,
    backchannel_logout_uri text DEFAULT ''::text NOT NULL,
    refresh_token_lifetime text DEFAULT ''::text NOT NULL
);

CREATE TABLE dex.connector (
    id text NOT NULL,
    type text NOT NULL,
    name text NOT NULL,
    resource_version text NOT NULL,
    config bytea,
    grant_types bytea
);

CREATE TABLE dex.device_request (
    user_code text NOT NULL,
    device_code text NOT NULL,
    client_id text NOT NULL,
    client_secret text,
    scopes bytea NOT NULL,
    expiry timestamp with time zone NOT NULL
);

CREATE TABLE dex.device_token (
    device_code text NOT NULL,
    status text NOT NULL,
    token bytea,
    expiry timestamp with time zone NOT NULL,
    last_request timestamp with time zone NOT NULL,
    poll_interval integer NOT NULL,
    code_challenge text DEFAULT ''::text NOT NULL,
    code_challenge_method text DEFAULT ''::text NOT NULL
);

CREATE TABLE dex.keys (
    id text NOT NULL,
    verification_keys bytea NOT NULL,
    signing_key bytea NOT NULL,
    signing_key_pub bytea NOT NULL,
    next_rotation timestamp with time zone NOT NULL
);

CREATE TABLE dex.migrations (
    num integer NOT NULL,
    at timestamp with time zone NOT NULL
);

CREATE TABLE dex.offline_session (
    user_id text NOT NULL,
    conn_id text NOT NULL,
    refresh bytea NOT NULL,
    connector_data bytea
);

CREATE TABLE dex.password (
    email text NOT NULL,
    hash bytea NOT NULL,
    username text NOT NULL,
    user_id text NOT NULL,
    preferred_username text DEFAULT ''::text NOT NULL,
    groups bytea DEFAULT convert_to('[]'::text, 'UTF8'::name) NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    email_verified boolean
);

CREATE TABLE dex.refresh_token (
    id text NOT NULL,
    client_id text NOT NULL,
    scopes bytea NOT NULL,
    nonce text NOT NULL,
    claims_user_id text NOT NULL,
    claims_username text NOT NULL,
    claims_email text NOT NULL,
    claims_email_verified boolean NOT NULL,
    claims_groups bytea NOT NULL,
    connector_id text NOT NULL,
    connector_data bytea,
    token text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT '0001-01-01 00:00:00+00'::timestamp with time zone NOT NULL,
    last_used timestamp with time zone DEFAULT '0001-01-01 00:00:00+00'::timestamp with time zone NOT NULL,
    claims_preferred_username text DEFAULT ''::text NOT NULL,
    obsolete_token text DEFAULT ''::text
);

CREATE TABLE dex.user_identity (
    user_id text NOT NULL,
    connector_id text NOT NULL,
    claims_user_id text NOT NULL,
    claims_username text NOT NULL,
    claims_preferred_username text DEFAULT ''::text NOT NULL,
    claims_email text NOT NULL,
    claims_email_verified boolean NOT NULL,
    claims_groups bytea NOT NULL,
    consents bytea NOT NULL,
    created_at timestamp with time zone NOT NULL,
    last_login timestamp with time zone NOT NULL,
    blocked_until timestamp with time zone NOT NULL,
    mfa_secrets bytea,
    webauthn_credentials bytea
);

ALTER TABLE ONLY dex.auth_code
    ADD CONSTRAINT auth_code_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dex.auth_request
    ADD CONSTRAINT auth_request_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dex.auth_session
    ADD CONSTRAINT auth_session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dex.client
    ADD CONSTRAINT client_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dex.connector
    ADD CONSTRAINT connector_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dex.device_request
    ADD CONSTRAINT device_request_pkey PRIMARY KEY (user_code);

ALTER TABLE ONLY dex.device_token
    ADD CONSTRAINT device_token_pkey PRIMARY KEY (device_code);

ALTER TABLE ONLY dex.keys
    ADD CONSTRAINT keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dex.offline_session
    ADD CONSTRAINT offline_session_pkey PRIMARY KEY (user_id, conn_id);

ALTER TABLE ONLY dex.password
    ADD CONSTRAINT password_pkey PRIMARY KEY (email);

ALTER TABLE ONLY dex.refresh_token
    ADD CONSTRAINT refresh_token_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dex.user_identity
    ADD CONSTRAINT user_identity_pkey PRIMARY KEY (user_id, connector_id);

CREATE INDEX auth_session_user_idx ON dex.auth_session USING btree (user_id, connector_id);
`,
  cleans: [
    {
      table: "dex.auth_request",
      clock: "expiry",
      retention: "expiry passed (now + expiry.authRequests, default 24h)",
      source: "storage/sql/crud.go:92",
      note: "GarbageCollect, every 5 minutes (server.Config.GCFrequency, which cmd/dex does not set; server/server.go:151, 381-399); expiry set at server/authflow/login.go:88, default server/config.go:217",
    },
    {
      table: "dex.auth_code",
      clock: "expiry",
      retention: "expiry passed (now + 30 minutes)",
      source: "storage/sql/crud.go:100",
      note: "GarbageCollect (server/server.go:381-399); expiry set at server/authflow/response.go:165; also deleted once exchanged",
    },
    {
      table: "dex.device_request",
      clock: "expiry",
      retention: "expiry passed (now + expiry.deviceRequests, default 5 minutes)",
      source: "storage/sql/crud.go:108",
      note: "GarbageCollect (server/server.go:381-399); expiry set at server/device/device.go:168-176, default server/config.go:218",
    },
    {
      table: "dex.device_token",
      clock: "expiry",
      retention: "expiry passed (now + expiry.deviceRequests, default 5 minutes)",
      source: "storage/sql/crud.go:116",
      note: "GarbageCollect (server/server.go:381-399); same expiry as its device request (server/device/device.go:168, 185)",
    },
    {
      table: "dex.auth_session",
      clock: "absolute_expiry",
      retention:
        "absolute_expiry or idle_expiry passed (sessions.absoluteLifetime default 24h, sessions.validIfNotUsedFor default 1h)",
      source: "storage/sql/crud.go:124",
      note: "delete where absolute_expiry < now OR idle_expiry < now; idle_expiry is pushed on at each use (server/session/session.go:234, 364); rows exist only with DEX_SESSIONS_ENABLED (experimental, off by default, pkg/featureflags/set.go:26); holds ip_address and user_agent",
    },
  ],
  shouldAsk: [
    {
      table: "dex.refresh_token",
      why: "refresh tokens with the user's claims (user id, username, email, groups) and the upstream connector's data, created_at and last_used; an expired one is only refused when presented (server/tokens/refresh_lookup.go:61-67), never deleted by age, so tokens of people who stopped signing in stay forever",
    },
  ],
  neverDelete: [
    "dex.password",
    "dex.user_identity",
    "dex.client",
    "dex.connector",
    "dex.keys",
    "dex.migrations",
  ],
};
