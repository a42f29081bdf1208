// Supabase Auth, formerly GoTrue (Go, SQL migrations run by pop), from
// supabase/auth@bc32168e13fdc928c98b449fc76bc3fdb9a293c5.
// Schema: its 70 migrations (migrations/*.up.sql, in version order, the Namespace template option
// set to gotrue) replayed on PostgreSQL 15, pg_dump read back (see the header of schemaSql).
// Cleanup: models.Cleanup (internal/models/cleanup.go:35-107), one of its statements in turn (100
// rows at most, 10 for sessions) after each successful POST/PUT/PATCH/DELETE request
// (databaseCleanup, internal/api/middleware.go:431-458, installed at internal/api/api.go:195); and
// DeleteExpiredFactors (internal/models/factor.go:462-474) when a factor is enrolled
// (internal/api/mfa.go:101). Anonymous users are deleted 30 days after creation only when anonymous
// sign-ins are enabled (cleanup.go:67-72; off by default, internal/conf/configuration.go:83): users
// is an account table and is listed in neverDelete, not in cleans.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "gotrue",
  framework: "go",
  source: {
    repo: "supabase/auth",
    commit: "bc32168e13fdc928c98b449fc76bc3fdb9a293c5",
    schemaFrom:
      'migrations/*.up.sql (70, in version order, {{ index .Options "Namespace" }} replaced by gotrue) replayed on PostgreSQL 15 and dumped with pg_dump --schema-only --no-owner --no-privileges; all its tables',
  },
  schemas: ["gotrue"],
  schemaSql: `
-- Supabase Auth (GoTrue): supabase/auth@bc32168e13fdc928c98b449fc76bc3fdb9a293c5
-- Built by running its 70 migrations (migrations/*.up.sql, in version order, as its pop migrator
-- does, cmd/migrate_cmd.go:64-78), with the Namespace option that the files template as
-- {{ index .Options "Namespace" }} set to gotrue (its default is auth,
-- internal/conf/configuration.go:121), on an empty PostgreSQL 15 database holding only that
-- schema, read back with pg_dump --schema-only --no-owner --no-privileges (the grants to the
-- postgres role are left out; row level security, comments and the auth functions are kept).
CREATE SCHEMA gotrue;

CREATE TYPE gotrue.aal_level AS ENUM (
    'aal1',
    'aal2',
    'aal3'
);

CREATE TYPE gotrue.code_challenge_method AS ENUM (
    's256',
    'plain'
);

CREATE TYPE gotrue.factor_status AS ENUM (
    'unverified',
    'verified'
);

CREATE TYPE gotrue.factor_type AS ENUM (
    'totp',
    'webauthn',
    'phone'
);

CREATE TYPE gotrue.oauth_authorization_status AS ENUM (
    'pending',
    'approved',
    'denied',
    'expired'
);

CREATE TYPE gotrue.oauth_client_type AS ENUM (
    'public',
    'confidential'
);

CREATE TYPE gotrue.oauth_registration_type AS ENUM (
    'dynamic',
    'manual'
);

CREATE TYPE gotrue.oauth_response_type AS ENUM (
    'code'
);

CREATE TYPE gotrue.one_time_token_type AS ENUM (
    'confirmation_token',
    'reauthentication_token',
    'recovery_token',
    'email_change_token_new',
    'email_change_token_current',
    'phone_change_token'
);

CREATE FUNCTION gotrue.email() RETURNS text
    LANGUAGE sql STABLE
    AS $$
  select 
  coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

COMMENT ON FUNCTION gotrue.email() IS 'Deprecated. Use auth.jwt() -> ''email'' instead.';

CREATE FUNCTION gotrue.jwt() RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
  select 
    coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;

CREATE FUNCTION gotrue.role() RETURNS text
    LANGUAGE sql STABLE
    AS $$
  select 
  coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

COMMENT ON FUNCTION gotrue.role() IS 'Deprecated. Use auth.jwt() -> ''role'' instead.';

CREATE FUNCTION gotrue.uid() RETURNS uuid
    LANGUAGE sql STABLE
    AS $$
  select 
  coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

COMMENT ON FUNCTION gotrue.uid() IS 'Deprecated. Use auth.jwt() -> ''sub'' instead.';

CREATE TABLE gotrue.audit_log_entries (
    instance_id uuid,
    id uuid NOT NULL,
    payload json,
    created_at timestamp with time zone,
    ip_address character varying(64) DEFAULT ''::character varying NOT NULL
);

COMMENT ON TABLE gotrue.audit_log_entries IS 'Auth: Audit trail for user actions.';

CREATE TABLE gotrue.custom_oauth_providers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    provider_type text NOT NULL,
    identifier text NOT NULL,
    name text NOT NULL,
    client_id text NOT NULL,
    client_secret text NOT NULL,
    acceptable_client_ids text[] DEFAULT '{}'::text[] NOT NULL,
    scopes text[] DEFAULT '{}'::text[] NOT NULL,
    pkce_enabled boolean DEFAULT true NOT NULL,
    attribute_mapping jsonb DEFAULT '{}'::jsonb NOT NULL,
    authorization_params jsonb DEFAULT '{}'::jsonb NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    email_optional boolean DEFAULT false NOT NULL,
    issuer text,
    discovery_url text,
    skip_nonce_check boolean DEFAULT false NOT NULL,
    cached_discovery jsonb,
    discovery_cached_at timestamp with time zone,
    authorization_url text,
    token_url text,
    userinfo_url text,
    jwks_uri text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    custom_claims_allowlist text[] DEFAULT '{}'::text[] NOT NULL,
    CONSTRAINT custom_oauth_providers_authorization_url_https CHECK (((authorization_url IS NULL) OR (authorization_url ~~ 'https://%'::text))),
    CONSTRAINT custom_oauth_providers_authorization_url_length CHECK (((authorization_url IS NULL) OR (char_length(authorization_url) <= 2048))),
    CONSTRAINT custom_oauth_providers_client_id_length CHECK (((char_length(client_id) >= 1) AND (char_length(client_id) <= 512))),
    CONSTRAINT custom_oauth_providers_discovery_url_length CHECK (((discovery_url IS NULL) OR (char_length(discovery_url) <= 2048))),
    CONSTRAINT custom_oauth_providers_identifier_format CHECK ((identifier ~ '^[a-z0-9][a-z0-9:-]{0,48}[a-z0-9]$'::text)),
    CONSTRAINT custom_oauth_providers_issuer_length CHECK (((issuer IS NULL) OR ((char_length(issuer) >= 1) AND (char_length(issuer) <= 2048)))),
    CONSTRAINT custom_oauth_providers_jwks_uri_https CHECK (((jwks_uri IS NULL) OR (jwks_uri ~~ 'https://%'::text))),
    CONSTRAINT custom_oauth_providers_jwks_uri_length CHECK (((jwks_uri IS NULL) OR (char_length(jwks_uri) <= 2048))),
    CONSTRAINT custom_oauth_providers_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 100))),
    CONSTRAINT custom_oauth_providers_oauth2_requires_endpoints CHECK (((provider_type <> 'oauth2'::text) OR ((authorization_url IS NOT NULL) AND (token_url IS NOT NULL) AND (userinfo_url IS NOT NULL)))),
    CONSTRAINT custom_oauth_providers_oidc_discovery_url_https CHECK (((provider_type <> 'oidc'::text) OR (discovery_url IS NULL) OR (discovery_url ~~ 'https://%'::text))),
    CONSTRAINT custom_oauth_providers_oidc_issuer_https CHECK (((provider_type <> 'oidc'::text) OR (issuer IS NULL) OR (issuer ~~ 'https://%'::text))),
    CONSTRAINT custom_oauth_providers_oidc_requires_issuer CHECK (((provider_type <> 'oidc'::text) OR (issuer IS NOT NULL))),
    CONSTRAINT custom_oauth_providers_provider_type_check CHECK ((provider_type = ANY (ARRAY['oauth2'::text, 'oidc'::text]))),
    CONSTRAINT custom_oauth_providers_token_url_https CHECK (((token_url IS NULL) OR (token_url ~~ 'https://%'::text))),
    CONSTRAINT custom_oauth_providers_token_url_length CHECK (((token_url IS NULL) OR (char_length(token_url) <= 2048))),
    CONSTRAINT custom_oauth_providers_userinfo_url_https CHECK (((userinfo_url IS NULL) OR (userinfo_url ~~ 'https://%'::text))),
    CONSTRAINT custom_oauth_providers_userinfo_url_length CHECK (((userinfo_url IS NULL) OR (char_length(userinfo_url) <= 2048)))
);

CREATE TABLE gotrue.flow_state (
    id uuid NOT NULL,
    user_id uuid,
    auth_code text,
    code_challenge_method gotrue.code_challenge_method,
    code_challenge text,
    provider_type text NOT NULL,
    provider_access_token text,
    provider_refresh_token text,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    authentication_method text NOT NULL,
    auth_code_issued_at timestamp with time zone,
    invite_token text,
    referrer text,
    oauth_client_state_id uuid,
    linking_target_id uuid,
    email_optional boolean DEFAULT false NOT NULL
);

COMMENT ON TABLE gotrue.flow_state IS 'Stores metadata for all OAuth/SSO login flows';

CREATE TABLE gotrue.identities (
    provider_id text NOT NULL,
    user_id uuid NOT NULL,
    identity_data jsonb NOT NULL,
    provider text NOT NULL,
    last_sign_in_at timestamp with time zone,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    email text GENERATED ALWAYS AS (lower((identity_data ->> 'email'::text))) STORED,
    id uuid DEFAULT gen_random_uuid() NOT NULL
);

COMMENT ON TABLE gotrue.identities IS 'Auth: Stores identities associated to a user.';

COMMENT ON COLUMN gotrue.identities.email IS 'Auth: Email is a generated column that references the optional email property in the identity_data';

CREATE TABLE gotrue.instances (
    id uuid NOT NULL,
    uuid uuid,
    raw_base_config text,
    created_at timestamp with time zone,
    updated_at timestamp with time zone
);

COMMENT ON TABLE gotrue.instances IS 'Auth: Manages users across multiple sites.';

CREATE TABLE gotrue.mfa_amr_claims (
    session_id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    authentication_method text NOT NULL,
    id uuid NOT NULL
);

COMMENT ON TABLE gotrue.mfa_amr_claims IS 'auth: stores authenticator method reference claims for multi factor authentication';

CREATE TABLE gotrue.mfa_challenges (
    id uuid NOT NULL,
    factor_id uuid NOT NULL,
    created_at timestamp with time zone NOT NULL,
    verified_at timestamp with time zone,
    ip_address inet NOT NULL,
    otp_code text,
    web_authn_session_data jsonb
);

COMMENT ON TABLE gotrue.mfa_challenges IS 'auth: stores metadata about challenge requests made';

CREATE TABLE gotrue.mfa_factors (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    friendly_name text,
    factor_type gotrue.factor_type NOT NULL,
    status gotrue.factor_status NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    secret text,
    phone text,
    last_challenged_at timestamp with time zone,
    web_authn_credential jsonb,
    web_authn_aaguid uuid,
    last_webauthn_challenge_data jsonb
);

COMMENT ON TABLE gotrue.mfa_factors IS 'auth: stores metadata about factors';

COMMENT ON COLUMN gotrue.mfa_factors.last_webauthn_challenge_data IS 'Stores the latest WebAuthn challenge data including attestation/assertion for customer verification';

CREATE TABLE gotrue.oauth_authorizations (
    id uuid NOT NULL,
    authorization_id text NOT NULL,
    client_id uuid NOT NULL,
    user_id uuid,
    redirect_uri text NOT NULL,
    scope text NOT NULL,
    state text,
    resource text,
    code_challenge text,
    code_challenge_method gotrue.code_challenge_method,
    response_type gotrue.oauth_response_type DEFAULT 'code'::gotrue.oauth_response_type NOT NULL,
    status gotrue.oauth_authorization_status DEFAULT 'pending'::gotrue.oauth_authorization_status NOT NULL,
    authorization_code text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '00:03:00'::interval) NOT NULL,
    approved_at timestamp with time zone,
    nonce text,
    CONSTRAINT oauth_authorizations_authorization_code_length CHECK ((char_length(authorization_code) <= 255)),
    CONSTRAINT oauth_authorizations_code_challenge_length CHECK ((char_length(code_challenge) <= 128)),
    CONSTRAINT oauth_authorizations_expires_at_future CHECK ((expires_at > created_at)),
    CONSTRAINT oauth_authorizations_nonce_length CHECK ((char_length(nonce) <= 255)),
    CONSTRAINT oauth_authorizations_redirect_uri_length CHECK ((char_length(redirect_uri) <= 2048)),
    CONSTRAINT oauth_authorizations_resource_length CHECK ((char_length(resource) <= 2048)),
    CONSTRAINT oauth_authorizations_scope_length CHECK ((char_length(scope) <= 4096)),
    CONSTRAINT oauth_authorizations_state_length CHECK ((char_length(state) <= 4096))
);

CREATE TABLE gotrue.oauth_client_states (
    id uuid NOT NULL,
    provider_type text NOT NULL,
    code_verifier text,
    created_at timestamp with time zone NOT NULL
);

COMMENT ON TABLE gotrue.oauth_client_states IS 'Stores OAuth states for third-party provider authentication flows where Supabase acts as the OAuth client.';

CREATE TABLE gotrue.oauth_clients (
    id uuid NOT NULL,
    client_secret_hash text,
    registration_type gotrue.oauth_registration_type NOT NULL,
    redirect_uris text NOT NULL,
    grant_types text NOT NULL,
    client_name text,
    client_uri text,
    logo_uri text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    client_type gotrue.oauth_client_type DEFAULT 'confidential'::gotrue.oauth_client_type NOT NULL,
    token_endpoint_auth_method text NOT NULL,
    CONSTRAINT oauth_clients_client_name_length CHECK ((char_length(client_name) <= 1024)),
    CONSTRAINT oauth_clients_client_uri_length CHECK ((char_length(client_uri) <= 2048)),
    CONSTRAINT oauth_clients_logo_uri_length CHECK ((char_length(logo_uri) <= 2048)),
    CONSTRAINT oauth_clients_token_endpoint_auth_method_check CHECK ((token_endpoint_auth_method = ANY (ARRAY['client_secret_basic'::text, 'client_secret_post'::text, 'none'::text])))
);

CREATE TABLE gotrue.oauth_consents (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    client_id uuid NOT NULL,
    scopes text NOT NULL,
    granted_at timestamp with time zone DEFAULT now() NOT NULL,
    revoked_at timestamp with time zone,
    CONSTRAINT oauth_consents_revoked_after_granted CHECK (((revoked_at IS NULL) OR (revoked_at >= granted_at))),
    CONSTRAINT oauth_consents_scopes_length CHECK ((char_length(scopes) <= 2048)),
    CONSTRAINT oauth_consents_scopes_not_empty CHECK ((char_length(TRIM(BOTH FROM scopes)) > 0))
);

CREATE TABLE gotrue.one_time_tokens (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    token_type gotrue.one_time_token_type NOT NULL,
    token_hash text NOT NULL,
    relates_to text NOT NULL,
    created_at timestamp without time zone DEFAULT now() NOT NULL,
    updated_at timestamp without time zone DEFAULT now() NOT NULL,
    CONSTRAINT one_time_tokens_token_hash_check CHECK ((char_length(token_hash) > 0))
);

CREATE TABLE gotrue.refresh_tokens (
    instance_id uuid,
    id bigint NOT NULL,
    token character varying(255),
    user_id character varying(255),
    revoked boolean,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    parent character varying(255),
    session_id uuid
);

COMMENT ON TABLE gotrue.refresh_tokens IS 'Auth: Store of tokens used to refresh JWT tokens once they expire.';

CREATE SEQUENCE gotrue.refresh_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE gotrue.refresh_tokens_id_seq OWNED BY gotrue.refresh_tokens.id;

CREATE TABLE gotrue.saml_providers (
    id uuid NOT NULL,
    sso_provider_id uuid NOT NULL,
    entity_id text NOT NULL,
    metadata_xml text NOT NULL,
    metadata_url text,
    attribute_mapping jsonb,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    name_id_format text,
    CONSTRAINT "entity_id not empty" CHECK ((char_length(entity_id) > 0)),
    CONSTRAINT "metadata_url not empty" CHECK (((metadata_url = NULL::text) OR (char_length(metadata_url) > 0))),
    CONSTRAINT "metadata_xml not empty" CHECK ((char_length(metadata_xml) > 0))
);

COMMENT ON TABLE gotrue.saml_providers IS 'Auth: Manages SAML Identity Provider connections.';

CREATE TABLE gotrue.saml_relay_states (
    id uuid NOT NULL,
    sso_provider_id uuid NOT NULL,
    request_id text NOT NULL,
    for_email text,
    redirect_to text,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    flow_state_id uuid,
    CONSTRAINT "request_id not empty" CHECK ((char_length(request_id) > 0))
);

COMMENT ON TABLE gotrue.saml_relay_states IS 'Auth: Contains SAML Relay State information for each Service Provider initiated login.';

CREATE TABLE gotrue.schema_migrations (
    version character varying(255) NOT NULL
);

COMMENT ON TABLE gotrue.schema_migrations IS 'Auth: Manages updates to the auth system.';

CREATE TABLE gotrue.sessions (
    id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    factor_id uuid,
    aal gotrue.aal_level,
    not_after timestamp with time zone,
    refreshed_at timestamp without time zone,
    user_agent text,
    ip inet,
    tag text,
    oauth_client_id uuid,
    refresh_token_hmac_key text,
    refresh_token_counter bigint,
    scopes text,
    CONSTRAINT sessions_scopes_length CHECK ((char_length(scopes) <= 4096))
);

COMMENT ON TABLE gotrue.sessions IS 'Auth: Stores session data associated to a user.';

COMMENT ON COLUMN gotrue.sessions.not_after IS 'Auth: Not after is a nullable column that contains a timestamp after which the session should be regarded as expired.';

COMMENT ON COLUMN gotrue.sessions.refresh_token_hmac_key IS 'Holds a HMAC-SHA256 key used to sign refresh tokens for this session.';

COMMENT ON COLUMN gotrue.sessions.refresh_token_counter IS 'Holds the ID (counter) of the last issued refresh token.';

CREATE TABLE gotrue.sso_domains (
    id uuid NOT NULL,
    sso_provider_id uuid NOT NULL,
    domain text NOT NULL,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    CONSTRAINT "domain not empty" CHECK ((char_length(domain) > 0))
);

COMMENT ON TABLE gotrue.sso_domains IS 'Auth: Manages SSO email address domain mapping to an SSO Identity Provider.';

CREATE TABLE gotrue.sso_providers (
    id uuid NOT NULL,
    resource_id text,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    disabled boolean,
    CONSTRAINT "resource_id not empty" CHECK (((resource_id = NULL::text) OR (char_length(resource_id) > 0)))
);

COMMENT ON TABLE gotrue.sso_providers IS 'Auth: Manages SSO identity provider information; see saml_providers for SAML.';

COMMENT ON COLUMN gotrue.sso_providers.resource_id IS 'Auth: Uniquely identifies a SSO provider according to a user-chosen resource ID (case insensitive), useful in infrastructure as code.';

CREATE TABLE gotrue.users (
    instance_id uuid,
    id uuid NOT NULL,
    aud character varying(255),
    role character varying(255),
    email character varying(255),
    encrypted_password character varying(255),
    email_confirmed_at timestamp with time zone,
    invited_at timestamp with time zone,
    confirmation_token character varying(255),
    confirmation_sent_at timestamp with time zone,
    recovery_token character varying(255),
    recovery_sent_at timestamp with time zone,
    email_change_token_new character varying(255),
    email_change character varying(255),
    email_change_sent_at timestamp with time zone,
    last_sign_in_at timestamp with time zone,
    raw_app_meta_data jsonb,
    raw_user_meta_data jsonb,
    is_super_admin boolean,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    phone text DEFAULT NULL::character varying,
    phone_confirmed_at timestamp with time zone,
    phone_change text DEFAULT ''::character varying,
    phone_change_token character varying(255) DEFAULT ''::character varying,
    phone_change_sent_at timestamp with time zone,
    confirmed_at timestamp with time zone GENERATED ALWAYS AS (LEAST(email_confirmed_at, phone_confirmed_at)) STORED,
    email_change_token_current character varying(255) DEFAULT ''::character varying,
    email_change_confirm_status smallint DEFAULT 0,
    banned_until timestamp with time zone,
    reauthentication_token character varying(255) DEFAULT ''::character varying,
    reauthentication_sent_at timestamp with time zone,
    is_sso_user boolean DEFAULT false NOT NULL,
    deleted_at timestamp with time zone,
    is_anonymous boolean DEFAULT false NOT NULL,
    CONSTRAINT users_email_change_confirm_status_check CHECK (((email_change_confirm_status >= 0) AND (email_change_confirm_status <= 2)))
);

COMMENT ON TABLE gotrue.users IS 'Auth: Stores user login data within a secure schema.';

COMMENT ON COLUMN gotrue.users.is_sso_user IS 'Auth: Set this column to true when the account comes from SSO. These accounts can have duplicate emails.';

CREATE TABLE gotrue.webauthn_challenges (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid,
    challenge_type text NOT NULL,
    session_data jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    CONSTRAINT webauthn_challenges_challenge_type_check CHECK ((challenge_type = ANY (ARRAY['signup'::text, 'registration'::text, 'authentication'::text])))
);

CREATE TABLE gotrue.webauthn_credentials (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    credential_id bytea NOT NULL,
    public_key bytea NOT NULL,
    attestation_type text DEFAULT ''::text NOT NULL,
    aaguid uuid,
    sign_count bigint DEFAULT 0 NOT NULL,
    transports jsonb DEFAULT '[]'::jsonb NOT NULL,
    backup_eligible boolean DEFAULT false NOT NULL,
    backed_up boolean DEFAULT false NOT NULL,
    friendly_name text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    last_used_at timestamp with time zone
);

ALTER TABLE ONLY gotrue.refresh_tokens ALTER COLUMN id SET DEFAULT nextval('gotrue.refresh_tokens_id_seq'::regclass);

ALTER TABLE ONLY gotrue.mfa_amr_claims
    ADD CONSTRAINT amr_id_pk PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.audit_log_entries
    ADD CONSTRAINT audit_log_entries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.custom_oauth_providers
    ADD CONSTRAINT custom_oauth_providers_identifier_key UNIQUE (identifier);

ALTER TABLE ONLY gotrue.custom_oauth_providers
    ADD CONSTRAINT custom_oauth_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.flow_state
    ADD CONSTRAINT flow_state_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.identities
    ADD CONSTRAINT identities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.identities
    ADD CONSTRAINT identities_provider_id_provider_unique UNIQUE (provider_id, provider);

ALTER TABLE ONLY gotrue.instances
    ADD CONSTRAINT instances_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.mfa_amr_claims
    ADD CONSTRAINT mfa_amr_claims_session_id_authentication_method_pkey UNIQUE (session_id, authentication_method);

ALTER TABLE ONLY gotrue.mfa_challenges
    ADD CONSTRAINT mfa_challenges_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.mfa_factors
    ADD CONSTRAINT mfa_factors_last_challenged_at_key UNIQUE (last_challenged_at);

ALTER TABLE ONLY gotrue.mfa_factors
    ADD CONSTRAINT mfa_factors_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.oauth_authorizations
    ADD CONSTRAINT oauth_authorizations_authorization_code_key UNIQUE (authorization_code);

ALTER TABLE ONLY gotrue.oauth_authorizations
    ADD CONSTRAINT oauth_authorizations_authorization_id_key UNIQUE (authorization_id);

ALTER TABLE ONLY gotrue.oauth_authorizations
    ADD CONSTRAINT oauth_authorizations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.oauth_client_states
    ADD CONSTRAINT oauth_client_states_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.oauth_clients
    ADD CONSTRAINT oauth_clients_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.oauth_consents
    ADD CONSTRAINT oauth_consents_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.oauth_consents
    ADD CONSTRAINT oauth_consents_user_client_unique UNIQUE (user_id, client_id);

ALTER TABLE ONLY gotrue.one_time_tokens
    ADD CONSTRAINT one_time_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.refresh_tokens
    ADD CONSTRAINT refresh_tokens_token_unique UNIQUE (token);

ALTER TABLE ONLY gotrue.saml_providers
    ADD CONSTRAINT saml_providers_entity_id_key UNIQUE (entity_id);

ALTER TABLE ONLY gotrue.saml_providers
    ADD CONSTRAINT saml_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.saml_relay_states
    ADD CONSTRAINT saml_relay_states_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY gotrue.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.sso_domains
    ADD CONSTRAINT sso_domains_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.sso_providers
    ADD CONSTRAINT sso_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.users
    ADD CONSTRAINT users_phone_key UNIQUE (phone);

ALTER TABLE ONLY gotrue.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.webauthn_challenges
    ADD CONSTRAINT webauthn_challenges_pkey PRIMARY KEY (id);

ALTER TABLE ONLY gotrue.webauthn_credentials
    ADD CONSTRAINT webauthn_credentials_pkey PRIMARY KEY (id);

CREATE INDEX audit_logs_instance_id_idx ON gotrue.audit_log_entries USING btree (instance_id);

CREATE UNIQUE INDEX confirmation_token_idx ON gotrue.users USING btree (confirmation_token) WHERE ((confirmation_token)::text !~ '^[0-9 ]*$'::text);

CREATE INDEX custom_oauth_providers_created_at_idx ON gotrue.custom_oauth_providers USING btree (created_at);

CREATE INDEX custom_oauth_providers_enabled_idx ON gotrue.custom_oauth_providers USING btree (enabled);

CREATE INDEX custom_oauth_providers_identifier_idx ON gotrue.custom_oauth_providers USING btree (identifier);

CREATE INDEX custom_oauth_providers_provider_type_idx ON gotrue.custom_oauth_providers USING btree (provider_type);

CREATE UNIQUE INDEX email_change_token_current_idx ON gotrue.users USING btree (email_change_token_current) WHERE ((email_change_token_current)::text !~ '^[0-9 ]*$'::text);

CREATE UNIQUE INDEX email_change_token_new_idx ON gotrue.users USING btree (email_change_token_new) WHERE ((email_change_token_new)::text !~ '^[0-9 ]*$'::text);

CREATE INDEX factor_id_created_at_idx ON gotrue.mfa_factors USING btree (user_id, created_at);

CREATE INDEX flow_state_created_at_idx ON gotrue.flow_state USING btree (created_at DESC);

CREATE INDEX identities_email_idx ON gotrue.identities USING btree (email text_pattern_ops);

COMMENT ON INDEX gotrue.identities_email_idx IS 'Auth: Ensures indexed queries on the email column';

CREATE INDEX identities_user_id_idx ON gotrue.identities USING btree (user_id);

CREATE INDEX idx_auth_code ON gotrue.flow_state USING btree (auth_code);

CREATE INDEX idx_oauth_client_states_created_at ON gotrue.oauth_client_states USING btree (created_at);

CREATE INDEX idx_user_id_auth_method ON gotrue.flow_state USING btree (user_id, authentication_method);

CREATE INDEX mfa_challenge_created_at_idx ON gotrue.mfa_challenges USING btree (created_at DESC);

CREATE UNIQUE INDEX mfa_factors_user_friendly_name_unique ON gotrue.mfa_factors USING btree (friendly_name, user_id) WHERE (TRIM(BOTH FROM friendly_name) <> ''::text);

CREATE INDEX mfa_factors_user_id_idx ON gotrue.mfa_factors USING btree (user_id);

CREATE INDEX oauth_auth_pending_exp_idx ON gotrue.oauth_authorizations USING btree (expires_at) WHERE (status = 'pending'::gotrue.oauth_authorization_status);

CREATE INDEX oauth_clients_deleted_at_idx ON gotrue.oauth_clients USING btree (deleted_at);

CREATE INDEX oauth_consents_active_client_idx ON gotrue.oauth_consents USING btree (client_id) WHERE (revoked_at IS NULL);

CREATE INDEX oauth_consents_active_user_client_idx ON gotrue.oauth_consents USING btree (user_id, client_id) WHERE (revoked_at IS NULL);

CREATE INDEX oauth_consents_user_order_idx ON gotrue.oauth_consents USING btree (user_id, granted_at DESC);

CREATE INDEX one_time_tokens_relates_to_hash_idx ON gotrue.one_time_tokens USING hash (relates_to);

CREATE INDEX one_time_tokens_token_hash_hash_idx ON gotrue.one_time_tokens USING hash (token_hash);

CREATE UNIQUE INDEX one_time_tokens_user_id_token_type_key ON gotrue.one_time_tokens USING btree (user_id, token_type);

CREATE UNIQUE INDEX reauthentication_token_idx ON gotrue.users USING btree (reauthentication_token) WHERE ((reauthentication_token)::text !~ '^[0-9 ]*$'::text);

CREATE UNIQUE INDEX recovery_token_idx ON gotrue.users USING btree (recovery_token) WHERE ((recovery_token)::text !~ '^[0-9 ]*$'::text);

CREATE INDEX refresh_tokens_instance_id_idx ON gotrue.refresh_tokens USING btree (instance_id);

CREATE INDEX refresh_tokens_instance_id_user_id_idx ON gotrue.refresh_tokens USING btree (instance_id, user_id);

CREATE INDEX refresh_tokens_parent_idx ON gotrue.refresh_tokens USING btree (parent);

CREATE INDEX refresh_tokens_session_id_revoked_idx ON gotrue.refresh_tokens USING btree (session_id, revoked);

CREATE INDEX refresh_tokens_updated_at_idx ON gotrue.refresh_tokens USING btree (updated_at DESC);

CREATE INDEX saml_providers_sso_provider_id_idx ON gotrue.saml_providers USING btree (sso_provider_id);

CREATE INDEX saml_relay_states_created_at_idx ON gotrue.saml_relay_states USING btree (created_at DESC);

CREATE INDEX saml_relay_states_for_email_idx ON gotrue.saml_relay_states USING btree (for_email);

CREATE INDEX saml_relay_states_sso_provider_id_idx ON gotrue.saml_relay_states USING btree (sso_provider_id);

CREATE INDEX sessions_not_after_idx ON gotrue.sessions USING btree (not_after DESC);

CREATE INDEX sessions_oauth_client_id_idx ON gotrue.sessions USING btree (oauth_client_id);

CREATE INDEX sessions_user_id_idx ON gotrue.sessions USING btree (user_id);

CREATE UNIQUE INDEX sso_domains_domain_idx ON gotrue.sso_domains USING btree (lower(domain));

CREATE INDEX sso_domains_sso_provider_id_idx ON gotrue.sso_domains USING btree (sso_provider_id);

CREATE UNIQUE INDEX sso_providers_resource_id_idx ON gotrue.sso_providers USING btree (lower(resource_id));

CREATE INDEX sso_providers_resource_id_pattern_idx ON gotrue.sso_providers USING btree (resource_id text_pattern_ops);

CREATE UNIQUE INDEX unique_phone_factor_per_user ON gotrue.mfa_factors USING btree (user_id, phone);

CREATE INDEX user_id_created_at_idx ON gotrue.sessions USING btree (user_id, created_at);

CREATE UNIQUE INDEX users_email_partial_key ON gotrue.users USING btree (email) WHERE (is_sso_user = false);

COMMENT ON INDEX gotrue.users_email_partial_key IS 'Auth: A partial unique index that applies only when is_sso_user is false';

CREATE INDEX users_instance_id_email_idx ON gotrue.users USING btree (instance_id, email);

CREATE INDEX users_instance_id_idx ON gotrue.users USING btree (instance_id);

CREATE INDEX users_is_anonymous_idx ON gotrue.users USING btree (is_anonymous);

CREATE INDEX webauthn_challenges_expires_at_idx ON gotrue.webauthn_challenges USING btree (expires_at);

CREATE INDEX webauthn_challenges_user_id_idx ON gotrue.webauthn_challenges USING btree (user_id);

CREATE UNIQUE INDEX webauthn_credentials_credential_id_key ON gotrue.webauthn_credentials USING btree (credential_id);

CREATE INDEX webauthn_credentials_user_id_idx ON gotrue.webauthn_credentials USING btree (user_id);

ALTER TABLE ONLY gotrue.identities
    ADD CONSTRAINT identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES gotrue.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.mfa_amr_claims
    ADD CONSTRAINT mfa_amr_claims_session_id_fkey FOREIGN KEY (session_id) REFERENCES gotrue.sessions(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.mfa_challenges
    ADD CONSTRAINT mfa_challenges_auth_factor_id_fkey FOREIGN KEY (factor_id) REFERENCES gotrue.mfa_factors(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.mfa_factors
    ADD CONSTRAINT mfa_factors_user_id_fkey FOREIGN KEY (user_id) REFERENCES gotrue.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.oauth_authorizations
    ADD CONSTRAINT oauth_authorizations_client_id_fkey FOREIGN KEY (client_id) REFERENCES gotrue.oauth_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.oauth_authorizations
    ADD CONSTRAINT oauth_authorizations_user_id_fkey FOREIGN KEY (user_id) REFERENCES gotrue.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.oauth_consents
    ADD CONSTRAINT oauth_consents_client_id_fkey FOREIGN KEY (client_id) REFERENCES gotrue.oauth_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.oauth_consents
    ADD CONSTRAINT oauth_consents_user_id_fkey FOREIGN KEY (user_id) REFERENCES gotrue.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.one_time_tokens
    ADD CONSTRAINT one_time_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES gotrue.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.refresh_tokens
    ADD CONSTRAINT refresh_tokens_session_id_fkey FOREIGN KEY (session_id) REFERENCES gotrue.sessions(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.saml_providers
    ADD CONSTRAINT saml_providers_sso_provider_id_fkey FOREIGN KEY (sso_provider_id) REFERENCES gotrue.sso_providers(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.saml_relay_states
    ADD CONSTRAINT saml_relay_states_flow_state_id_fkey FOREIGN KEY (flow_state_id) REFERENCES gotrue.flow_state(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.saml_relay_states
    ADD CONSTRAINT saml_relay_states_sso_provider_id_fkey FOREIGN KEY (sso_provider_id) REFERENCES gotrue.sso_providers(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.sessions
    ADD CONSTRAINT sessions_oauth_client_id_fkey FOREIGN KEY (oauth_client_id) REFERENCES gotrue.oauth_clients(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES gotrue.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.sso_domains
    ADD CONSTRAINT sso_domains_sso_provider_id_fkey FOREIGN KEY (sso_provider_id) REFERENCES gotrue.sso_providers(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.webauthn_challenges
    ADD CONSTRAINT webauthn_challenges_user_id_fkey FOREIGN KEY (user_id) REFERENCES gotrue.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY gotrue.webauthn_credentials
    ADD CONSTRAINT webauthn_credentials_user_id_fkey FOREIGN KEY (user_id) REFERENCES gotrue.users(id) ON DELETE CASCADE;

ALTER TABLE gotrue.audit_log_entries ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.flow_state ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.identities ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.instances ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.mfa_amr_claims ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.mfa_challenges ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.mfa_factors ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.one_time_tokens ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.refresh_tokens ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.saml_providers ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.saml_relay_states ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.schema_migrations ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.sessions ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.sso_domains ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.sso_providers ENABLE ROW LEVEL SECURITY;

ALTER TABLE gotrue.users ENABLE ROW LEVEL SECURITY;
`,
  cleans: [
    {
      table: "gotrue.refresh_tokens",
      clock: "updated_at",
      retention: "24h after it was revoked",
      source: "internal/models/cleanup.go:53",
      note: "only revoked is true; cleanup.go:54 first revokes the tokens of sessions whose not_after passed 24h ago (setting updated_at = now())",
    },
    {
      table: "gotrue.sessions",
      clock: "not_after",
      retention: "72h after not_after",
      source: "internal/models/cleanup.go:58",
      note: "sessions with a null not_after are kept; with the sessions.timebox setting also created_at + timebox < now() - 24h (cleanup.go:77), with sessions.inactivity_timeout refreshed_at + timeout < now() - 24h (cleanup.go:84, 88); both unset by default",
    },
    {
      table: "gotrue.saml_relay_states",
      clock: "created_at",
      retention: "24h",
      source: "internal/models/cleanup.go:59",
    },
    {
      table: "gotrue.flow_state",
      clock: "created_at",
      retention: "24h",
      source: "internal/models/cleanup.go:60",
    },
    {
      table: "gotrue.oauth_client_states",
      clock: "created_at",
      retention: "24h",
      source: "internal/models/cleanup.go:61",
    },
    {
      table: "gotrue.mfa_challenges",
      clock: "created_at",
      retention: "24h",
      source: "internal/models/cleanup.go:62",
    },
    {
      table: "gotrue.mfa_factors",
      clock: "created_at",
      retention: "24h, only status 'unverified'",
      source: "internal/models/cleanup.go:63",
      note: "also on enrolment: status != 'verified', no challenge, created_at + factor_expiry_duration (default 300s) passed (internal/models/factor.go:469, called at internal/api/mfa.go:101)",
    },
    {
      table: "gotrue.webauthn_challenges",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "internal/models/cleanup.go:64",
    },
  ],
  shouldAsk: [
    {
      table: "gotrue.audit_log_entries",
      why: "every sign-in, sign-up, token refresh and logout with the actor's id, email or phone (payload) and ip_address; no code of Supabase Auth deletes it",
    },
    {
      table: "gotrue.one_time_tokens",
      why: "confirmation, recovery and email-change tokens with the email or phone they relate to (relates_to) and created_at; deleted when used or replaced (internal/models/one_time_token.go:124-128), never by age",
    },
    {
      table: "gotrue.oauth_authorizations",
      why: "a user's OAuth authorization requests (redirect_uri, scope, nonce, code challenge) with expires_at; expired ones are only marked status 'expired' (internal/models/oauth_authorization.go:312), never deleted",
    },
  ],
  neverDelete: [
    "gotrue.users",
    "gotrue.identities",
    "gotrue.instances",
    "gotrue.webauthn_credentials",
    "gotrue.sso_providers",
    "gotrue.saml_providers",
    "gotrue.sso_domains",
    "gotrue.custom_oauth_providers",
    "gotrue.oauth_clients",
    "gotrue.oauth_consents",
    "gotrue.schema_migrations",
  ],
};
