// Authelia (Go, SQL migrations run by its own SQL provider), from
// authelia/authelia@23572030b4048922a377ca40d59e804e0ed25fd7 (2026-08-22).
// Schema: its 26 PostgreSQL migrations (internal/storage/migrations/postgres/V0001 to V0026 *.up.sql)
// replayed as SchemaMigrate runs them at start-up (internal/storage/sql_provider.go:442,
// internal/storage/sql_provider_schema.go:186-269): in version order, each file sent whole, in one
// transaction, with search_path set to storage.postgres.schema (internal/storage/
// sql_provider_backend_postgres.go:199-202; default public, internal/configuration/schema/storage.go:95),
// here authelia (see the header of schemaSql): 25 tables. The special Go steps of versions 24 to 26
// (internal/storage/sql_provider_schema_special.go:15-24) rewrite existing rows (WebAuthn credentials,
// re-encryption) and change nothing on an empty database.
// Cleanup: none. Authelia deletes no row of its database by age: no job, scheduler or TTL touches
// its tables. Its only periodic service, the garbage collector (internal/service/garbage_collector.go:
// 14-140), collects the in-memory buckets of its rate limiters (internal/middlewares/rate_limiting.go:
// 90-101). Every DELETE in its storage code (internal/storage/sql_provider_queries.go:156-158,
// 221-231, 270-273, 387-389) removes a user's TOTP configuration, WebAuthn credential or Duo device,
// or a cached value by name, on the user's or an administrator's request. Expired or used OAuth2
// sessions, identity verifications, one-time codes and bans are marked (active, revoked, consumed,
// expired; sql_provider_queries.go:68-76, 104-112, 364-367, 501-519), never deleted; the
// authentication log is read only for the regulation window (find_time, default 2 minutes,
// internal/configuration/schema/regulation.go:19; sql_provider_queries.go:287-300) and never deleted.
// Not counted: `authelia storage encryption rotate hmac ...` (internal/commands/storage_run.go:419,
// internal/storage/sql_provider_encryption.go:20-63), an operator's command that truncates
// one_time_code or totp_history with the key it rotates, not by age. Like Umami's, this fixture's
// `cleans` is empty: only shouldAsk and neverDelete count. oauth2_blacklisted_jti (a token signature
// and expires_at, never deleted) holds no personal data and cached_data holds the WebAuthn metadata
// service's blob; they are in neither list.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "authelia",
  framework: "go",
  source: {
    repo: "authelia/authelia",
    commit: "23572030b4048922a377ca40d59e804e0ed25fd7",
    schemaFrom:
      "internal/storage/migrations/postgres/*.up.sql (26, in version order, in one transaction, with search_path authelia as its storage.postgres.schema option sets it) replayed on PostgreSQL 15 and dumped with pg_dump --schema-only --no-owner --no-privileges -n authelia; all its 25 tables",
  },
  schemas: ["authelia"],
  schemaSql: `
-- Authelia: authelia/authelia@23572030b4048922a377ca40d59e804e0ed25fd7
-- Built by running its 26 migrations (internal/storage/migrations/postgres/V0001.Initial_Schema.up.sql
-- to V0026.StorageAADRowScoped.up.sql, in version order) as its SQL provider does on a new
-- database: one transaction, each file sent whole, the migrations table locked after the first
-- (internal/storage/sql_provider_schema.go:186-269), on an empty PostgreSQL 15 database with schema
-- authelia created beforehand and search_path set to it, as Authelia's storage.postgres.schema option
-- does through the connection's search_path (Authelia does not create the schema); read back with
-- pg_dump --schema-only --no-owner --no-privileges -n authelia (its SET lines, the search_path
-- set_config, the restrict and unrestrict lines and its comments left out). The rows written on the
-- way (the migrations records, the encryption check value) are data, not kept.
CREATE SCHEMA authelia;

CREATE TABLE authelia.authentication_logs (
    id integer NOT NULL,
    "time" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    successful boolean NOT NULL,
    banned boolean DEFAULT false NOT NULL,
    username character varying(100) NOT NULL,
    auth_type character varying(8) DEFAULT '1FA'::character varying NOT NULL,
    remote_ip character varying(39) DEFAULT NULL::character varying,
    request_uri text,
    request_method character varying(8) DEFAULT ''::character varying NOT NULL
);

CREATE SEQUENCE authelia.authentication_logs_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.authentication_logs_id_seq OWNED BY authelia.authentication_logs.id;

CREATE TABLE authelia.banned_ip (
    id integer NOT NULL,
    "time" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expires timestamp with time zone,
    expired timestamp with time zone,
    revoked boolean DEFAULT false NOT NULL,
    ip character varying(39) NOT NULL,
    source character varying(10) NOT NULL,
    reason character varying(100) DEFAULT NULL::character varying
);

CREATE SEQUENCE authelia.banned_ip_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.banned_ip_id_seq OWNED BY authelia.banned_ip.id;

CREATE TABLE authelia.banned_user (
    id integer NOT NULL,
    "time" timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expires timestamp with time zone,
    expired timestamp with time zone,
    revoked boolean DEFAULT false NOT NULL,
    username character varying(100) NOT NULL,
    source character varying(10) NOT NULL,
    reason character varying(100) DEFAULT NULL::character varying
);

CREATE SEQUENCE authelia.banned_user_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.banned_user_id_seq OWNED BY authelia.banned_user.id;

CREATE TABLE authelia.cached_data (
    id integer NOT NULL,
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    name character varying(20) NOT NULL,
    encrypted boolean DEFAULT false NOT NULL,
    value bytea NOT NULL
);

CREATE SEQUENCE authelia.cached_data_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.cached_data_id_seq OWNED BY authelia.cached_data.id;

CREATE TABLE authelia.duo_devices (
    id integer NOT NULL,
    username character varying(100) NOT NULL,
    device character varying(32) NOT NULL,
    method character varying(16) NOT NULL
);

CREATE SEQUENCE authelia.duo_devices_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.duo_devices_id_seq OWNED BY authelia.duo_devices.id;

CREATE TABLE authelia.encryption (
    id integer NOT NULL,
    name character varying(100),
    value bytea NOT NULL
);

CREATE SEQUENCE authelia.encryption_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.encryption_id_seq OWNED BY authelia.encryption.id;

CREATE TABLE authelia.identity_verification (
    id integer NOT NULL,
    jti character(36),
    iat timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    issued_ip character varying(39) NOT NULL,
    exp timestamp with time zone NOT NULL,
    username character varying(100) NOT NULL,
    action character varying(50) NOT NULL,
    consumed timestamp with time zone,
    consumed_ip character varying(39) DEFAULT NULL::character varying,
    revoked timestamp with time zone,
    revoked_ip character varying(39) DEFAULT NULL::character varying
);

CREATE SEQUENCE authelia.identity_verification_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.identity_verification_id_seq OWNED BY authelia.identity_verification.id;

CREATE TABLE authelia.migrations (
    id integer NOT NULL,
    applied timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    version_before integer,
    version_after integer NOT NULL,
    application_version character varying(128) NOT NULL
);

CREATE SEQUENCE authelia.migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.migrations_id_seq OWNED BY authelia.migrations.id;

CREATE TABLE authelia.oauth2_access_token_session (
    id integer NOT NULL,
    challenge_id character(36) DEFAULT NULL::bpchar,
    request_id character varying(40) NOT NULL,
    client_id character varying(255) NOT NULL,
    signature character varying(768) NOT NULL,
    subject character(36) DEFAULT NULL::bpchar,
    requested_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    requested_scopes text NOT NULL,
    granted_scopes text NOT NULL,
    requested_audience text DEFAULT ''::text,
    granted_audience text DEFAULT ''::text,
    active boolean DEFAULT false NOT NULL,
    revoked boolean DEFAULT false NOT NULL,
    form_data text NOT NULL,
    session_data bytea NOT NULL
);

CREATE SEQUENCE authelia.oauth2_access_token_session_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.oauth2_access_token_session_id_seq OWNED BY authelia.oauth2_access_token_session.id;

CREATE TABLE authelia.oauth2_authorization_code_session (
    id integer NOT NULL,
    challenge_id character(36) NOT NULL,
    request_id character varying(40) NOT NULL,
    client_id character varying(255) NOT NULL,
    signature character varying(255) NOT NULL,
    subject character(36) NOT NULL,
    requested_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    requested_scopes text NOT NULL,
    granted_scopes text NOT NULL,
    requested_audience text DEFAULT ''::text,
    granted_audience text DEFAULT ''::text,
    active boolean DEFAULT false NOT NULL,
    revoked boolean DEFAULT false NOT NULL,
    form_data text NOT NULL,
    session_data bytea NOT NULL
);

CREATE SEQUENCE authelia.oauth2_authorization_code_session_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.oauth2_authorization_code_session_id_seq OWNED BY authelia.oauth2_authorization_code_session.id;

CREATE TABLE authelia.oauth2_blacklisted_jti (
    id integer NOT NULL,
    signature character varying(64) NOT NULL,
    expires_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE SEQUENCE authelia.oauth2_blacklisted_jti_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.oauth2_blacklisted_jti_id_seq OWNED BY authelia.oauth2_blacklisted_jti.id;

CREATE TABLE authelia.oauth2_consent_preconfiguration (
    id integer NOT NULL,
    client_id character varying(255) NOT NULL,
    subject character(36) NOT NULL,
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expires_at timestamp with time zone,
    revoked boolean DEFAULT false NOT NULL,
    scopes text NOT NULL,
    audience text,
    requested_claims text,
    signature_claims character(64),
    granted_claims text DEFAULT ''::text
);

CREATE SEQUENCE authelia.oauth2_consent_preconfiguration_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.oauth2_consent_preconfiguration_id_seq OWNED BY authelia.oauth2_consent_preconfiguration.id;

CREATE TABLE authelia.oauth2_consent_session (
    id integer NOT NULL,
    challenge_id character(36) NOT NULL,
    client_id character varying(255) NOT NULL,
    subject character(36) DEFAULT NULL::bpchar,
    authorized boolean DEFAULT false NOT NULL,
    granted boolean DEFAULT false NOT NULL,
    requested_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    responded_at timestamp with time zone,
    form_data text NOT NULL,
    requested_scopes text NOT NULL,
    granted_scopes text NOT NULL,
    requested_audience text,
    granted_audience text,
    preconfiguration integer,
    granted_claims text,
    expires_at timestamp with time zone DEFAULT '2000-01-01 00:00:00+00'::timestamp with time zone NOT NULL
);

CREATE SEQUENCE authelia.oauth2_consent_session_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.oauth2_consent_session_id_seq OWNED BY authelia.oauth2_consent_session.id;

CREATE TABLE authelia.oauth2_device_code_session (
    id integer NOT NULL,
    challenge_id character(36) DEFAULT NULL::bpchar,
    request_id character varying(40) NOT NULL,
    client_id character varying(255) NOT NULL,
    signature character varying(255) NOT NULL,
    user_code_signature character varying(255) NOT NULL,
    status integer NOT NULL,
    subject character(36) DEFAULT NULL::bpchar,
    requested_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    checked_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    requested_scopes text NOT NULL,
    granted_scopes text NOT NULL,
    requested_audience text DEFAULT ''::text,
    granted_audience text DEFAULT ''::text,
    active boolean DEFAULT false NOT NULL,
    revoked boolean DEFAULT false NOT NULL,
    form_data text NOT NULL,
    session_data bytea NOT NULL
);

CREATE SEQUENCE authelia.oauth2_device_code_session_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.oauth2_device_code_session_id_seq OWNED BY authelia.oauth2_device_code_session.id;

CREATE TABLE authelia.oauth2_openid_connect_session (
    id integer NOT NULL,
    challenge_id character(36) NOT NULL,
    request_id character varying(40) NOT NULL,
    client_id character varying(255) NOT NULL,
    signature character varying(255) NOT NULL,
    subject character(36) NOT NULL,
    requested_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    requested_scopes text NOT NULL,
    granted_scopes text NOT NULL,
    requested_audience text DEFAULT ''::text,
    granted_audience text DEFAULT ''::text,
    active boolean DEFAULT false NOT NULL,
    revoked boolean DEFAULT false NOT NULL,
    form_data text NOT NULL,
    session_data bytea NOT NULL
);

CREATE SEQUENCE authelia.oauth2_openid_connect_session_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.oauth2_openid_connect_session_id_seq OWNED BY authelia.oauth2_openid_connect_session.id;

CREATE TABLE authelia.oauth2_par_context (
    id integer NOT NULL,
    request_id character varying(40) NOT NULL,
    client_id character varying(255) NOT NULL,
    signature character varying(255) NOT NULL,
    requested_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    scopes text NOT NULL,
    audience text DEFAULT ''::text,
    handled_response_types text DEFAULT ''::text NOT NULL,
    response_mode text DEFAULT ''::text NOT NULL,
    response_mode_default text DEFAULT ''::text NOT NULL,
    revoked boolean DEFAULT false NOT NULL,
    form_data text NOT NULL,
    session_data bytea NOT NULL
);

CREATE SEQUENCE authelia.oauth2_par_context_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.oauth2_par_context_id_seq OWNED BY authelia.oauth2_par_context.id;

CREATE TABLE authelia.oauth2_pkce_request_session (
    id integer NOT NULL,
    challenge_id character(36) NOT NULL,
    request_id character varying(40) NOT NULL,
    client_id character varying(255) NOT NULL,
    signature character varying(255) NOT NULL,
    subject character(36) NOT NULL,
    requested_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    requested_scopes text NOT NULL,
    granted_scopes text NOT NULL,
    requested_audience text DEFAULT ''::text,
    granted_audience text DEFAULT ''::text,
    active boolean DEFAULT false NOT NULL,
    revoked boolean DEFAULT false NOT NULL,
    form_data text NOT NULL,
    session_data bytea NOT NULL
);

CREATE SEQUENCE authelia.oauth2_pkce_request_session_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.oauth2_pkce_request_session_id_seq OWNED BY authelia.oauth2_pkce_request_session.id;

CREATE TABLE authelia.oauth2_refresh_token_session (
    id integer NOT NULL,
    challenge_id character(36) NOT NULL,
    request_id character varying(40) NOT NULL,
    client_id character varying(255) NOT NULL,
    signature character varying(255) NOT NULL,
    subject character(36) NOT NULL,
    requested_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    requested_scopes text NOT NULL,
    granted_scopes text NOT NULL,
    requested_audience text DEFAULT ''::text,
    granted_audience text DEFAULT ''::text,
    active boolean DEFAULT false NOT NULL,
    revoked boolean DEFAULT false NOT NULL,
    form_data text NOT NULL,
    session_data bytea NOT NULL
);

CREATE SEQUENCE authelia.oauth2_refresh_token_session_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.oauth2_refresh_token_session_id_seq OWNED BY authelia.oauth2_refresh_token_session.id;

CREATE TABLE authelia.one_time_code (
    id integer NOT NULL,
    public_id character(36) NOT NULL,
    signature character varying(128) NOT NULL,
    issued timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    issued_ip character varying(39) NOT NULL,
    expires timestamp with time zone NOT NULL,
    username character varying(100) NOT NULL,
    intent character varying(100) NOT NULL,
    consumed timestamp with time zone,
    consumed_ip character varying(39) DEFAULT NULL::character varying,
    revoked timestamp with time zone,
    revoked_ip character varying(39) DEFAULT NULL::character varying,
    code bytea NOT NULL
);

CREATE SEQUENCE authelia.one_time_code_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.one_time_code_id_seq OWNED BY authelia.one_time_code.id;

CREATE TABLE authelia.totp_configurations (
    id integer NOT NULL,
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    last_used_at timestamp with time zone,
    username character varying(100) NOT NULL,
    issuer character varying(100),
    algorithm character varying(6) DEFAULT 'SHA1'::character varying NOT NULL,
    digits integer DEFAULT 6 NOT NULL,
    period integer DEFAULT 30 NOT NULL,
    secret bytea NOT NULL
);

CREATE SEQUENCE authelia.totp_configurations_id_seq1
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.totp_configurations_id_seq1 OWNED BY authelia.totp_configurations.id;

CREATE TABLE authelia.totp_history (
    id integer NOT NULL,
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    username character varying(100) NOT NULL,
    step character(64) NOT NULL
);

CREATE SEQUENCE authelia.totp_history_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.totp_history_id_seq OWNED BY authelia.totp_history.id;

CREATE TABLE authelia.user_opaque_identifier (
    id integer NOT NULL,
    service character varying(20) NOT NULL,
    sector_id character varying(255) NOT NULL,
    username character varying(100) NOT NULL,
    identifier character(36) NOT NULL
);

CREATE SEQUENCE authelia.user_opaque_identifier_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.user_opaque_identifier_id_seq OWNED BY authelia.user_opaque_identifier.id;

CREATE TABLE authelia.user_preferences (
    id integer NOT NULL,
    username character varying(100) NOT NULL,
    second_factor_method character varying(11) NOT NULL
);

CREATE SEQUENCE authelia.user_preferences_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.user_preferences_id_seq OWNED BY authelia.user_preferences.id;

CREATE TABLE authelia.webauthn_credentials (
    id integer NOT NULL,
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    last_used_at timestamp with time zone,
    rpid character varying(512) NOT NULL,
    username character varying(100) NOT NULL,
    description character varying(64) NOT NULL,
    kid character varying(512) NOT NULL,
    aaguid character(36),
    attestation_format character varying(32),
    attachment character varying(64) NOT NULL,
    transport character varying(64) DEFAULT ''::character varying,
    sign_count integer DEFAULT 0,
    clone_warning boolean DEFAULT false NOT NULL,
    legacy boolean DEFAULT false NOT NULL,
    discoverable boolean NOT NULL,
    present boolean DEFAULT false NOT NULL,
    verified boolean DEFAULT false NOT NULL,
    backup_eligible boolean DEFAULT false NOT NULL,
    backup_state boolean DEFAULT false NOT NULL,
    public_key bytea NOT NULL,
    attestation bytea,
    attestation_type character varying(32) DEFAULT ''::character varying NOT NULL
);

CREATE SEQUENCE authelia.webauthn_credentials_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.webauthn_credentials_id_seq OWNED BY authelia.webauthn_credentials.id;

CREATE TABLE authelia.webauthn_users (
    id integer NOT NULL,
    rpid character varying(512) NOT NULL,
    username character varying(100) NOT NULL,
    userid character(64) NOT NULL
);

CREATE SEQUENCE authelia.webauthn_users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE authelia.webauthn_users_id_seq OWNED BY authelia.webauthn_users.id;

ALTER TABLE ONLY authelia.authentication_logs ALTER COLUMN id SET DEFAULT nextval('authelia.authentication_logs_id_seq'::regclass);

ALTER TABLE ONLY authelia.banned_ip ALTER COLUMN id SET DEFAULT nextval('authelia.banned_ip_id_seq'::regclass);

ALTER TABLE ONLY authelia.banned_user ALTER COLUMN id SET DEFAULT nextval('authelia.banned_user_id_seq'::regclass);

ALTER TABLE ONLY authelia.cached_data ALTER COLUMN id SET DEFAULT nextval('authelia.cached_data_id_seq'::regclass);

ALTER TABLE ONLY authelia.duo_devices ALTER COLUMN id SET DEFAULT nextval('authelia.duo_devices_id_seq'::regclass);

ALTER TABLE ONLY authelia.encryption ALTER COLUMN id SET DEFAULT nextval('authelia.encryption_id_seq'::regclass);

ALTER TABLE ONLY authelia.identity_verification ALTER COLUMN id SET DEFAULT nextval('authelia.identity_verification_id_seq'::regclass);

ALTER TABLE ONLY authelia.migrations ALTER COLUMN id SET DEFAULT nextval('authelia.migrations_id_seq'::regclass);

ALTER TABLE ONLY authelia.oauth2_access_token_session ALTER COLUMN id SET DEFAULT nextval('authelia.oauth2_access_token_session_id_seq'::regclass);

ALTER TABLE ONLY authelia.oauth2_authorization_code_session ALTER COLUMN id SET DEFAULT nextval('authelia.oauth2_authorization_code_session_id_seq'::regclass);

ALTER TABLE ONLY authelia.oauth2_blacklisted_jti ALTER COLUMN id SET DEFAULT nextval('authelia.oauth2_blacklisted_jti_id_seq'::regclass);

ALTER TABLE ONLY authelia.oauth2_consent_preconfiguration ALTER COLUMN id SET DEFAULT nextval('authelia.oauth2_consent_preconfiguration_id_seq'::regclass);

ALTER TABLE ONLY authelia.oauth2_consent_session ALTER COLUMN id SET DEFAULT nextval('authelia.oauth2_consent_session_id_seq'::regclass);

ALTER TABLE ONLY authelia.oauth2_device_code_session ALTER COLUMN id SET DEFAULT nextval('authelia.oauth2_device_code_session_id_seq'::regclass);

ALTER TABLE ONLY authelia.oauth2_openid_connect_session ALTER COLUMN id SET DEFAULT nextval('authelia.oauth2_openid_connect_session_id_seq'::regclass);

ALTER TABLE ONLY authelia.oauth2_par_context ALTER COLUMN id SET DEFAULT nextval('authelia.oauth2_par_context_id_seq'::regclass);

ALTER TABLE ONLY authelia.oauth2_pkce_request_session ALTER COLUMN id SET DEFAULT nextval('authelia.oauth2_pkce_request_session_id_seq'::regclass);

ALTER TABLE ONLY authelia.oauth2_refresh_token_session ALTER COLUMN id SET DEFAULT nextval('authelia.oauth2_refresh_token_session_id_seq'::regclass);

ALTER TABLE ONLY authelia.one_time_code ALTER COLUMN id SET DEFAULT nextval('authelia.one_time_code_id_seq'::regclass);

ALTER TABLE ONLY authelia.totp_configurations ALTER COLUMN id SET DEFAULT nextval('authelia.totp_configurations_id_seq1'::regclass);

ALTER TABLE ONLY authelia.totp_history ALTER COLUMN id SET DEFAULT nextval('authelia.totp_history_id_seq'::regclass);

ALTER TABLE ONLY authelia.user_opaque_identifier ALTER COLUMN id SET DEFAULT nextval('authelia.user_opaque_identifier_id_seq'::regclass);

ALTER TABLE ONLY authelia.user_preferences ALTER COLUMN id SET DEFAULT nextval('authelia.user_preferences_id_seq'::regclass);

ALTER TABLE ONLY authelia.webauthn_credentials ALTER COLUMN id SET DEFAULT nextval('authelia.webauthn_credentials_id_seq'::regclass);

ALTER TABLE ONLY authelia.webauthn_users ALTER COLUMN id SET DEFAULT nextval('authelia.webauthn_users_id_seq'::regclass);

ALTER TABLE ONLY authelia.authentication_logs
    ADD CONSTRAINT authentication_logs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.banned_ip
    ADD CONSTRAINT banned_ip_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.banned_user
    ADD CONSTRAINT banned_user_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.cached_data
    ADD CONSTRAINT cached_data_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.duo_devices
    ADD CONSTRAINT duo_devices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.encryption
    ADD CONSTRAINT encryption_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.identity_verification
    ADD CONSTRAINT identity_verification_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.migrations
    ADD CONSTRAINT migrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.oauth2_access_token_session
    ADD CONSTRAINT oauth2_access_token_session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.oauth2_authorization_code_session
    ADD CONSTRAINT oauth2_authorization_code_session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.oauth2_blacklisted_jti
    ADD CONSTRAINT oauth2_blacklisted_jti_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.oauth2_consent_preconfiguration
    ADD CONSTRAINT oauth2_consent_preconfiguration_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.oauth2_consent_session
    ADD CONSTRAINT oauth2_consent_session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.oauth2_device_code_session
    ADD CONSTRAINT oauth2_device_code_session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.oauth2_openid_connect_session
    ADD CONSTRAINT oauth2_openid_connect_session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.oauth2_par_context
    ADD CONSTRAINT oauth2_par_context_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.oauth2_pkce_request_session
    ADD CONSTRAINT oauth2_pkce_request_session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.oauth2_refresh_token_session
    ADD CONSTRAINT oauth2_refresh_token_session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.one_time_code
    ADD CONSTRAINT one_time_code_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.totp_history
    ADD CONSTRAINT totp_history_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.user_opaque_identifier
    ADD CONSTRAINT user_opaque_identifier_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.user_preferences
    ADD CONSTRAINT user_preferences_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.webauthn_credentials
    ADD CONSTRAINT webauthn_credentials_pkey PRIMARY KEY (id);

ALTER TABLE ONLY authelia.webauthn_users
    ADD CONSTRAINT webauthn_users_pkey PRIMARY KEY (id);

CREATE INDEX authentication_logs_remote_ip_idx ON authelia.authentication_logs USING btree ("time", remote_ip, auth_type);

CREATE INDEX authentication_logs_username_idx ON authelia.authentication_logs USING btree ("time", username, auth_type);

CREATE INDEX banned_ip_ip_idx ON authelia.banned_ip USING btree (ip);

CREATE INDEX banned_ip_list_idx ON authelia.banned_ip USING btree (revoked, expires, expired);

CREATE INDEX banned_ip_lookup_idx ON authelia.banned_ip USING btree (ip, revoked, expires, expired);

CREATE INDEX banned_user_list_idx ON authelia.banned_user USING btree (revoked, expires, expired);

CREATE INDEX banned_user_lookup_idx ON authelia.banned_user USING btree (username, revoked, expires, expired);

CREATE INDEX banned_user_username_idx ON authelia.banned_user USING btree (username);

CREATE UNIQUE INDEX cached_data_name_key ON authelia.cached_data USING btree (name);

CREATE UNIQUE INDEX duo_devices_username_key ON authelia.duo_devices USING btree (username);

CREATE UNIQUE INDEX encryption_name_key ON authelia.encryption USING btree (name);

CREATE UNIQUE INDEX identity_verification_jti_key ON authelia.identity_verification USING btree (jti);

CREATE INDEX oauth2_access_token_session_client_id_idx ON authelia.oauth2_access_token_session USING btree (client_id);

CREATE INDEX oauth2_access_token_session_client_id_subject_idx ON authelia.oauth2_access_token_session USING btree (client_id, subject);

CREATE INDEX oauth2_access_token_session_request_id_idx ON authelia.oauth2_access_token_session USING btree (request_id);

CREATE INDEX oauth2_authorization_code_session_client_id_idx ON authelia.oauth2_authorization_code_session USING btree (client_id);

CREATE INDEX oauth2_authorization_code_session_client_id_subject_idx ON authelia.oauth2_authorization_code_session USING btree (client_id, subject);

CREATE INDEX oauth2_authorization_code_session_request_id_idx ON authelia.oauth2_authorization_code_session USING btree (request_id);

CREATE UNIQUE INDEX oauth2_blacklisted_jti_signature_key ON authelia.oauth2_blacklisted_jti USING btree (signature);

CREATE UNIQUE INDEX oauth2_consent_session_challenge_id_key ON authelia.oauth2_consent_session USING btree (challenge_id);

CREATE INDEX oauth2_device_code_session_client_id_idx ON authelia.oauth2_device_code_session USING btree (client_id);

CREATE INDEX oauth2_device_code_session_client_id_subject_idx ON authelia.oauth2_device_code_session USING btree (client_id, subject);

CREATE INDEX oauth2_device_code_session_request_id_idx ON authelia.oauth2_device_code_session USING btree (request_id);

CREATE INDEX oauth2_openid_connect_session_client_id_idx ON authelia.oauth2_openid_connect_session USING btree (client_id);

CREATE INDEX oauth2_openid_connect_session_client_id_subject_idx ON authelia.oauth2_openid_connect_session USING btree (client_id, subject);

CREATE INDEX oauth2_openid_connect_session_request_id_idx ON authelia.oauth2_openid_connect_session USING btree (request_id);

CREATE UNIQUE INDEX oauth2_par_context_signature_key ON authelia.oauth2_par_context USING btree (signature);

CREATE INDEX oauth2_pkce_request_session_client_id_idx ON authelia.oauth2_pkce_request_session USING btree (client_id);

CREATE INDEX oauth2_pkce_request_session_client_id_subject_idx ON authelia.oauth2_pkce_request_session USING btree (client_id, subject);

CREATE INDEX oauth2_pkce_request_session_request_id_idx ON authelia.oauth2_pkce_request_session USING btree (request_id);

CREATE INDEX oauth2_refresh_token_session_client_id_idx ON authelia.oauth2_refresh_token_session USING btree (client_id);

CREATE INDEX oauth2_refresh_token_session_client_id_subject_idx ON authelia.oauth2_refresh_token_session USING btree (client_id, subject);

CREATE INDEX oauth2_refresh_token_session_request_id_idx ON authelia.oauth2_refresh_token_session USING btree (request_id);

CREATE UNIQUE INDEX one_time_code_lookup_key ON authelia.one_time_code USING btree (signature, username);

CREATE UNIQUE INDEX totp_configurations_username_key ON authelia.totp_configurations USING btree (username);

CREATE UNIQUE INDEX totp_history_lookup_key ON authelia.totp_history USING btree (username, step);

CREATE UNIQUE INDEX user_opaque_identifier_identifier_key ON authelia.user_opaque_identifier USING btree (identifier);

CREATE UNIQUE INDEX user_opaque_identifier_service_sector_id_username_key ON authelia.user_opaque_identifier USING btree (service, sector_id, username);

CREATE UNIQUE INDEX user_preferences_username_key ON authelia.user_preferences USING btree (username);

CREATE UNIQUE INDEX webauthn_credentials_kid_key ON authelia.webauthn_credentials USING btree (kid);

CREATE UNIQUE INDEX webauthn_credentials_lookup_key ON authelia.webauthn_credentials USING btree (rpid, username, description);

CREATE UNIQUE INDEX webauthn_users_lookup_key ON authelia.webauthn_users USING btree (rpid, username);

ALTER TABLE ONLY authelia.oauth2_access_token_session
    ADD CONSTRAINT oauth2_access_token_session_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES authelia.oauth2_consent_session(challenge_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY authelia.oauth2_access_token_session
    ADD CONSTRAINT oauth2_access_token_session_subject_fkey FOREIGN KEY (subject) REFERENCES authelia.user_opaque_identifier(identifier) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY authelia.oauth2_authorization_code_session
    ADD CONSTRAINT oauth2_authorization_code_session_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES authelia.oauth2_consent_session(challenge_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY authelia.oauth2_authorization_code_session
    ADD CONSTRAINT oauth2_authorization_code_session_subject_fkey FOREIGN KEY (subject) REFERENCES authelia.user_opaque_identifier(identifier) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY authelia.oauth2_consent_preconfiguration
    ADD CONSTRAINT oauth2_consent_preconfiguration_subject_fkey FOREIGN KEY (subject) REFERENCES authelia.user_opaque_identifier(identifier) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY authelia.oauth2_consent_session
    ADD CONSTRAINT oauth2_consent_session_preconfiguration_fkey FOREIGN KEY (preconfiguration) REFERENCES authelia.oauth2_consent_preconfiguration(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY authelia.oauth2_consent_session
    ADD CONSTRAINT oauth2_consent_session_subject_fkey FOREIGN KEY (subject) REFERENCES authelia.user_opaque_identifier(identifier) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY authelia.oauth2_device_code_session
    ADD CONSTRAINT oauth2_device_code_session_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES authelia.oauth2_consent_session(challenge_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY authelia.oauth2_device_code_session
    ADD CONSTRAINT oauth2_device_code_session_subject_fkey FOREIGN KEY (subject) REFERENCES authelia.user_opaque_identifier(identifier) ON UPDATE RESTRICT ON DELETE RESTRICT;

ALTER TABLE ONLY authelia.oauth2_openid_connect_session
    ADD CONSTRAINT oauth2_openid_connect_session_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES authelia.oauth2_consent_session(challenge_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY authelia.oauth2_openid_connect_session
    ADD CONSTRAINT oauth2_openid_connect_session_subject_fkey FOREIGN KEY (subject) REFERENCES authelia.user_opaque_identifier(identifier) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY authelia.oauth2_pkce_request_session
    ADD CONSTRAINT oauth2_pkce_request_session_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES authelia.oauth2_consent_session(challenge_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY authelia.oauth2_pkce_request_session
    ADD CONSTRAINT oauth2_pkce_request_session_subject_fkey FOREIGN KEY (subject) REFERENCES authelia.user_opaque_identifier(identifier) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY authelia.oauth2_refresh_token_session
    ADD CONSTRAINT oauth2_refresh_token_session_challenge_id_fkey FOREIGN KEY (challenge_id) REFERENCES authelia.oauth2_consent_session(challenge_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY authelia.oauth2_refresh_token_session
    ADD CONSTRAINT oauth2_refresh_token_session_subject_fkey FOREIGN KEY (subject) REFERENCES authelia.user_opaque_identifier(identifier) ON UPDATE CASCADE ON DELETE RESTRICT;
`,
  cleans: [],
  shouldAsk: [
    {
      table: "authelia.authentication_logs",
      why: "every first- and second-factor attempt (username, remote IP, request URI and method, success, time); read only within the regulation's find_time (default 2 minutes), never deleted",
    },
    {
      table: "authelia.banned_user",
      why: "each ban of a username (time, expires, reason); an expired or revoked ban is kept (expired, revoked), never deleted",
    },
    {
      table: "authelia.banned_ip",
      why: "each ban of an IP address (time, expires, reason); an expired or revoked ban is kept, never deleted",
    },
    {
      table: "authelia.identity_verification",
      why: "identity-verification tokens (password reset and the like) with username, issued_ip, consumed_ip, revoked_ip, iat and exp; marked consumed or revoked, never deleted",
    },
    {
      table: "authelia.one_time_code",
      why: "one-time codes emailed to users with username, issued_ip, consumed_ip, issued and expires; marked consumed or revoked, never deleted (only truncated when an operator rotates its HMAC key)",
    },
    {
      table: "authelia.totp_history",
      why: "each user's used TOTP steps with created_at, kept to refuse a code's reuse, never deleted (only truncated when an operator rotates its HMAC key)",
    },
    {
      table: "authelia.oauth2_access_token_session",
      why: "OAuth2 access-token sessions per subject (session_data with the user's claims, form_data, requested_at); deactivated or revoked, never deleted",
    },
    {
      table: "authelia.oauth2_refresh_token_session",
      why: "OAuth2 refresh-token sessions per subject with requested_at; deactivated or revoked, never deleted",
    },
    {
      table: "authelia.oauth2_authorization_code_session",
      why: "OAuth2 authorization-code sessions per subject with requested_at; deactivated once exchanged, never deleted",
    },
    {
      table: "authelia.oauth2_openid_connect_session",
      why: "OpenID Connect sessions per subject with requested_at; deactivated or revoked, never deleted",
    },
    {
      table: "authelia.oauth2_pkce_request_session",
      why: "PKCE request sessions per subject with requested_at; deactivated or revoked, never deleted",
    },
    {
      table: "authelia.oauth2_device_code_session",
      why: "device-authorization sessions per subject with requested_at and checked_at; deactivated or revoked, never deleted",
    },
    {
      table: "authelia.oauth2_par_context",
      why: "pushed authorization requests (form_data, session_data) with requested_at; revoked once used, never deleted",
    },
    {
      table: "authelia.oauth2_consent_session",
      why: "each consent request per subject and client (requested_at, responded_at, expires_at, scopes and claims granted); never deleted",
    },
    {
      table: "authelia.oauth2_consent_preconfiguration",
      why: "a user's remembered consent for a client (created_at, expires_at, scopes and claims); an expired or revoked one is kept, never deleted",
    },
  ],
  neverDelete: [
    "authelia.user_preferences",
    "authelia.user_opaque_identifier",
    "authelia.totp_configurations",
    "authelia.webauthn_credentials",
    "authelia.webauthn_users",
    "authelia.duo_devices",
    "authelia.encryption",
    "authelia.migrations",
  ],
};
