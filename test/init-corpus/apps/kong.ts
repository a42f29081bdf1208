// Kong Gateway (Lua on OpenResty, its own PostgreSQL migrations), from Kong/kong@22246ef28c16842098369b494eef879222e30c7b.
// Schema: `kong migrations bootstrap` as it runs on an empty database: schema_meta and locks
// (kong/db/strategies/postgres/connector.lua:812-820, 640-648), then the core migrations
// (kong/db/migrations/core/init.lua, in order) and those of every bundled plugin (kong/constants.lua:1-47,
// in that order, each plugin's migrations/init.lua), each migration's postgres.up text and then the
// statements its teardown sends; the Lua modules were loaded with LuaJIT to render the texts (the
// workspace operations of kong/db/migrations/operations/*.lua build theirs in Lua), the teardowns run
// against a connector that records what they send and reads no rows (a fresh database), the SQL
// replayed on PostgreSQL 15 in schema kong and read back with pg_dump (see the header of schemaSql).
// Cleanup: the TTL timer of worker 0 on a node with an Admin API (connector.lua:309-382, every
// ttl_cleanup_interval, 300s, connector.lua:968): a batched DELETE of the rows whose ttl (expire_at
// for cluster_events) has passed, from cluster_events, clustering_rpc_requests and the tables of
// every DAO schema with ttl = true (connector.lua:104-145); the batch_delete_expired_rows triggers of
// the 3.3 migrations do the same after each INSERT on those tables; and the locks table, emptied of
// expired locks before each lock is taken (connector.lua:668-669). A row with a null ttl is kept for
// ever (a key-auth credential or an OAuth token created without one).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "kong",
  framework: "lua",
  source: {
    repo: "Kong/kong",
    commit: "22246ef28c16842098369b494eef879222e30c7b",
    schemaFrom:
      "kong migrations bootstrap replayed: schema_meta and locks, then kong/db/migrations/core/*.lua and the bundled plugins' migrations (kong/constants.lua's order), each up text and its teardown's statements rendered with LuaJIT, run on PostgreSQL 15 in schema kong and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 35 tables",
  },
  schemas: ["kong"],
  schemaSql: `
-- Kong Gateway: Kong/kong@22246ef28c16842098369b494eef879222e30c7b
-- Built by replaying what kong migrations bootstrap runs on an empty database (with pg_schema =
-- kong): schema_meta and locks as schema_bootstrap creates them (kong/db/strategies/postgres/connector.lua:812-820,
-- 640-648), then each migration of kong/db/migrations/core/init.lua and of every bundled plugin
-- (kong/constants.lua:1-47; those with a migrations/init.lua: jwt, acl, oauth2, http-log, key-auth,
-- hmac-auth, basic-auth, ip-restriction, rate-limiting, response-ratelimiting, bot-detection,
-- session, acme, pre-function, post-function, opentelemetry, ai-proxy) in order: its postgres.up text
-- (rendered by loading the Lua module with LuaJIT, the workspace DDL of
-- kong/db/migrations/operations/200_to_210.lua included), then the statements its teardown sends
-- (ALTER ws_id SET DEFAULT NULL, DROP TABLE vaults_beta; data fixes find no rows). Read back with
-- pg_dump --schema-only --no-owner --no-privileges (its SET lines and comments left out; the default
-- workspace row the 2.1 migration inserts is data, not kept). The trigger functions name their
-- tables unqualified, as Kong's search_path has them.
CREATE SCHEMA kong;

CREATE FUNCTION kong.batch_delete_expired_rows() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
        BEGIN
          EXECUTE FORMAT('WITH rows AS (SELECT ctid FROM %s WHERE %s < CURRENT_TIMESTAMP AT TIME ZONE ''UTC'' ORDER BY %s LIMIT 2 FOR UPDATE SKIP LOCKED) DELETE FROM %s WHERE ctid IN (TABLE rows)', TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[0], TG_TABLE_NAME);
          RETURN NULL;
        END;
      $$;

CREATE FUNCTION kong.sync_tags() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
        BEGIN
          IF (TG_OP = 'TRUNCATE') THEN
            DELETE FROM tags WHERE entity_name = TG_TABLE_NAME;
            RETURN NULL;
          ELSIF (TG_OP = 'DELETE') THEN
            DELETE FROM tags WHERE entity_id = OLD.id;
            RETURN OLD;
          ELSE

          -- Triggered by INSERT/UPDATE
          -- Do an upsert on the tags table
          -- So we don't need to migrate pre 1.1 entities
          INSERT INTO tags VALUES (NEW.id, TG_TABLE_NAME, NEW.tags)
          ON CONFLICT (entity_id) DO UPDATE
                  SET tags=EXCLUDED.tags;
          END IF;
          RETURN NEW;
        END;
      $$;

CREATE TABLE kong.acls (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    consumer_id uuid,
    "group" text,
    cache_key text,
    tags text[],
    ws_id uuid
);

CREATE TABLE kong.acme_storage (
    id uuid NOT NULL,
    key text,
    value text,
    created_at timestamp with time zone,
    ttl timestamp with time zone
);

CREATE TABLE kong.basicauth_credentials (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    consumer_id uuid,
    username text,
    password text,
    tags text[],
    ws_id uuid
);

CREATE TABLE kong.ca_certificates (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    cert text NOT NULL,
    tags text[],
    cert_digest text NOT NULL,
    updated_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text)
);

CREATE TABLE kong.certificates (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    cert text,
    key text,
    tags text[],
    ws_id uuid,
    cert_alt text,
    key_alt text,
    updated_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text)
);

CREATE TABLE kong.cluster_events (
    id uuid NOT NULL,
    node_id uuid NOT NULL,
    at timestamp with time zone NOT NULL,
    nbf timestamp with time zone,
    expire_at timestamp with time zone NOT NULL,
    channel text,
    data text
);

CREATE TABLE kong.clustering_data_planes (
    id uuid NOT NULL,
    hostname text NOT NULL,
    ip text NOT NULL,
    last_seen timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    config_hash text NOT NULL,
    ttl timestamp with time zone,
    version text,
    sync_status text DEFAULT 'unknown'::text NOT NULL,
    updated_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    labels jsonb,
    cert_details jsonb,
    rpc_capabilities text[]
);

CREATE TABLE kong.clustering_rpc_requests (
    id bigint NOT NULL,
    node_id uuid NOT NULL,
    reply_to uuid NOT NULL,
    ttl timestamp with time zone NOT NULL,
    payload json NOT NULL
);

CREATE SEQUENCE kong.clustering_rpc_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE kong.clustering_rpc_requests_id_seq OWNED BY kong.clustering_rpc_requests.id;

CREATE TABLE kong.clustering_sync_version (
    version bigint NOT NULL
);

CREATE SEQUENCE kong.clustering_sync_version_version_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE kong.clustering_sync_version_version_seq OWNED BY kong.clustering_sync_version.version;

CREATE TABLE kong.consumers (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    username text,
    custom_id text,
    tags text[],
    ws_id uuid,
    updated_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text)
);

CREATE TABLE kong.filter_chains (
    id uuid NOT NULL,
    name text,
    enabled boolean DEFAULT true,
    route_id uuid,
    service_id uuid,
    ws_id uuid,
    cache_key text,
    filters jsonb[],
    tags text[],
    created_at timestamp with time zone,
    updated_at timestamp with time zone
);

CREATE TABLE kong.hmacauth_credentials (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    consumer_id uuid,
    username text,
    secret text,
    tags text[],
    ws_id uuid
);

CREATE TABLE kong.jwt_secrets (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    consumer_id uuid,
    key text,
    secret text,
    algorithm text,
    rsa_public_key text,
    tags text[],
    ws_id uuid
);

CREATE TABLE kong.key_sets (
    id uuid NOT NULL,
    name text,
    tags text[],
    ws_id uuid,
    created_at timestamp with time zone,
    updated_at timestamp with time zone
);

CREATE TABLE kong.keyauth_credentials (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    consumer_id uuid,
    key text,
    tags text[],
    ttl timestamp with time zone,
    ws_id uuid
);

CREATE TABLE kong.keys (
    id uuid NOT NULL,
    set_id uuid,
    name text,
    cache_key text,
    ws_id uuid,
    kid text,
    jwk text,
    pem jsonb,
    tags text[],
    created_at timestamp with time zone,
    updated_at timestamp with time zone
);

CREATE TABLE kong.locks (
    key text NOT NULL,
    owner text,
    ttl timestamp with time zone
);

CREATE TABLE kong.oauth2_authorization_codes (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    credential_id uuid,
    service_id uuid,
    code text,
    authenticated_userid text,
    scope text,
    ttl timestamp with time zone,
    challenge text,
    challenge_method text,
    ws_id uuid,
    plugin_id uuid
);

CREATE TABLE kong.oauth2_credentials (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    name text,
    consumer_id uuid,
    client_id text,
    client_secret text,
    redirect_uris text[],
    tags text[],
    client_type text,
    hash_secret boolean,
    ws_id uuid
);

CREATE TABLE kong.oauth2_tokens (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    credential_id uuid,
    service_id uuid,
    access_token text,
    refresh_token text,
    token_type text,
    expires_in integer,
    authenticated_userid text,
    scope text,
    ttl timestamp with time zone,
    ws_id uuid
);

CREATE TABLE kong.parameters (
    key text NOT NULL,
    value text NOT NULL,
    created_at timestamp with time zone
);

CREATE TABLE kong.plugins (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    name text NOT NULL,
    consumer_id uuid,
    service_id uuid,
    route_id uuid,
    config jsonb NOT NULL,
    enabled boolean NOT NULL,
    cache_key text,
    protocols text[],
    tags text[],
    ws_id uuid,
    instance_name text,
    updated_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text)
);

CREATE TABLE kong.ratelimiting_metrics (
    identifier text NOT NULL,
    period text NOT NULL,
    period_date timestamp with time zone NOT NULL,
    service_id uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid NOT NULL,
    route_id uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid NOT NULL,
    value integer,
    ttl timestamp with time zone
);

CREATE TABLE kong.response_ratelimiting_metrics (
    identifier text NOT NULL,
    period text NOT NULL,
    period_date timestamp with time zone NOT NULL,
    service_id uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid NOT NULL,
    route_id uuid DEFAULT '00000000-0000-0000-0000-000000000000'::uuid NOT NULL,
    value integer
);

CREATE TABLE kong.routes (
    id uuid NOT NULL,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    name text,
    service_id uuid,
    protocols text[],
    methods text[],
    hosts text[],
    paths text[],
    snis text[],
    sources jsonb[],
    destinations jsonb[],
    regex_priority bigint,
    strip_path boolean,
    preserve_host boolean,
    tags text[],
    https_redirect_status_code integer,
    headers jsonb,
    path_handling text DEFAULT 'v0'::text,
    ws_id uuid,
    request_buffering boolean,
    response_buffering boolean,
    expression text,
    priority bigint
);

CREATE TABLE kong.schema_meta (
    key text NOT NULL,
    subsystem text NOT NULL,
    last_executed text,
    executed text[],
    pending text[]
);

CREATE TABLE kong.services (
    id uuid NOT NULL,
    created_at timestamp with time zone,
    updated_at timestamp with time zone,
    name text,
    retries bigint,
    protocol text,
    host text,
    port bigint,
    path text,
    connect_timeout bigint,
    write_timeout bigint,
    read_timeout bigint,
    tags text[],
    client_certificate_id uuid,
    tls_verify boolean,
    tls_verify_depth smallint,
    ca_certificates uuid[],
    ws_id uuid,
    enabled boolean DEFAULT true
);

CREATE TABLE kong.session_metadatas (
    id uuid NOT NULL,
    session_id uuid,
    sid text,
    subject text,
    audience text,
    created_at timestamp with time zone
);

CREATE TABLE kong.sessions (
    id uuid NOT NULL,
    session_id text,
    expires integer,
    data text,
    created_at timestamp with time zone,
    ttl timestamp with time zone
);

CREATE TABLE kong.sm_vaults (
    id uuid NOT NULL,
    ws_id uuid,
    prefix text,
    name text NOT NULL,
    description text,
    config jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    updated_at timestamp with time zone,
    tags text[]
);

CREATE TABLE kong.snis (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    name text NOT NULL,
    certificate_id uuid,
    tags text[],
    ws_id uuid,
    updated_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text)
);

CREATE TABLE kong.tags (
    entity_id uuid NOT NULL,
    entity_name text,
    tags text[]
);

CREATE TABLE kong.targets (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(3) AT TIME ZONE 'UTC'::text),
    upstream_id uuid,
    target text NOT NULL,
    weight integer NOT NULL,
    tags text[],
    ws_id uuid,
    cache_key text,
    updated_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(3) AT TIME ZONE 'UTC'::text)
);

CREATE TABLE kong.upstreams (
    id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(3) AT TIME ZONE 'UTC'::text),
    name text,
    hash_on text,
    hash_fallback text,
    hash_on_header text,
    hash_fallback_header text,
    hash_on_cookie text,
    hash_on_cookie_path text,
    slots integer NOT NULL,
    healthchecks jsonb,
    tags text[],
    algorithm text,
    host_header text,
    client_certificate_id uuid,
    ws_id uuid,
    hash_on_query_arg text,
    hash_fallback_query_arg text,
    hash_on_uri_capture text,
    hash_fallback_uri_capture text,
    use_srv_name boolean DEFAULT false,
    updated_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text)
);

CREATE TABLE kong.workspaces (
    id uuid NOT NULL,
    name text,
    comment text,
    created_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text),
    meta jsonb,
    config jsonb,
    updated_at timestamp with time zone DEFAULT (CURRENT_TIMESTAMP(0) AT TIME ZONE 'UTC'::text)
);

ALTER TABLE ONLY kong.clustering_rpc_requests ALTER COLUMN id SET DEFAULT nextval('kong.clustering_rpc_requests_id_seq'::regclass);

ALTER TABLE ONLY kong.clustering_sync_version ALTER COLUMN version SET DEFAULT nextval('kong.clustering_sync_version_version_seq'::regclass);

ALTER TABLE ONLY kong.acls
    ADD CONSTRAINT acls_cache_key_key UNIQUE (cache_key);

ALTER TABLE ONLY kong.acls
    ADD CONSTRAINT acls_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.acls
    ADD CONSTRAINT acls_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.acme_storage
    ADD CONSTRAINT acme_storage_key_key UNIQUE (key);

ALTER TABLE ONLY kong.acme_storage
    ADD CONSTRAINT acme_storage_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.basicauth_credentials
    ADD CONSTRAINT basicauth_credentials_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.basicauth_credentials
    ADD CONSTRAINT basicauth_credentials_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.basicauth_credentials
    ADD CONSTRAINT basicauth_credentials_ws_id_username_unique UNIQUE (ws_id, username);

ALTER TABLE ONLY kong.ca_certificates
    ADD CONSTRAINT ca_certificates_cert_digest_key UNIQUE (cert_digest);

ALTER TABLE ONLY kong.ca_certificates
    ADD CONSTRAINT ca_certificates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.certificates
    ADD CONSTRAINT certificates_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.certificates
    ADD CONSTRAINT certificates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.cluster_events
    ADD CONSTRAINT cluster_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.clustering_data_planes
    ADD CONSTRAINT clustering_data_planes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.clustering_rpc_requests
    ADD CONSTRAINT clustering_rpc_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.clustering_sync_version
    ADD CONSTRAINT clustering_sync_version_pkey PRIMARY KEY (version);

ALTER TABLE ONLY kong.consumers
    ADD CONSTRAINT consumers_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.consumers
    ADD CONSTRAINT consumers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.consumers
    ADD CONSTRAINT consumers_ws_id_custom_id_unique UNIQUE (ws_id, custom_id);

ALTER TABLE ONLY kong.consumers
    ADD CONSTRAINT consumers_ws_id_username_unique UNIQUE (ws_id, username);

ALTER TABLE ONLY kong.filter_chains
    ADD CONSTRAINT filter_chains_cache_key_key UNIQUE (cache_key);

ALTER TABLE ONLY kong.filter_chains
    ADD CONSTRAINT filter_chains_name_key UNIQUE (name);

ALTER TABLE ONLY kong.filter_chains
    ADD CONSTRAINT filter_chains_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.hmacauth_credentials
    ADD CONSTRAINT hmacauth_credentials_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.hmacauth_credentials
    ADD CONSTRAINT hmacauth_credentials_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.hmacauth_credentials
    ADD CONSTRAINT hmacauth_credentials_ws_id_username_unique UNIQUE (ws_id, username);

ALTER TABLE ONLY kong.jwt_secrets
    ADD CONSTRAINT jwt_secrets_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.jwt_secrets
    ADD CONSTRAINT jwt_secrets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.jwt_secrets
    ADD CONSTRAINT jwt_secrets_ws_id_key_unique UNIQUE (ws_id, key);

ALTER TABLE ONLY kong.key_sets
    ADD CONSTRAINT key_sets_name_key UNIQUE (name);

ALTER TABLE ONLY kong.key_sets
    ADD CONSTRAINT key_sets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.keyauth_credentials
    ADD CONSTRAINT keyauth_credentials_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.keyauth_credentials
    ADD CONSTRAINT keyauth_credentials_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.keyauth_credentials
    ADD CONSTRAINT keyauth_credentials_ws_id_key_unique UNIQUE (ws_id, key);

ALTER TABLE ONLY kong.keys
    ADD CONSTRAINT keys_cache_key_key UNIQUE (cache_key);

ALTER TABLE ONLY kong.keys
    ADD CONSTRAINT keys_kid_set_id_key UNIQUE (kid, set_id);

ALTER TABLE ONLY kong.keys
    ADD CONSTRAINT keys_name_key UNIQUE (name);

ALTER TABLE ONLY kong.keys
    ADD CONSTRAINT keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.locks
    ADD CONSTRAINT locks_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kong.oauth2_authorization_codes
    ADD CONSTRAINT oauth2_authorization_codes_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.oauth2_authorization_codes
    ADD CONSTRAINT oauth2_authorization_codes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.oauth2_authorization_codes
    ADD CONSTRAINT oauth2_authorization_codes_ws_id_code_unique UNIQUE (ws_id, code);

ALTER TABLE ONLY kong.oauth2_credentials
    ADD CONSTRAINT oauth2_credentials_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.oauth2_credentials
    ADD CONSTRAINT oauth2_credentials_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.oauth2_credentials
    ADD CONSTRAINT oauth2_credentials_ws_id_client_id_unique UNIQUE (ws_id, client_id);

ALTER TABLE ONLY kong.oauth2_tokens
    ADD CONSTRAINT oauth2_tokens_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.oauth2_tokens
    ADD CONSTRAINT oauth2_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.oauth2_tokens
    ADD CONSTRAINT oauth2_tokens_ws_id_access_token_unique UNIQUE (ws_id, access_token);

ALTER TABLE ONLY kong.oauth2_tokens
    ADD CONSTRAINT oauth2_tokens_ws_id_refresh_token_unique UNIQUE (ws_id, refresh_token);

ALTER TABLE ONLY kong.parameters
    ADD CONSTRAINT parameters_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kong.plugins
    ADD CONSTRAINT plugins_cache_key_key UNIQUE (cache_key);

ALTER TABLE ONLY kong.plugins
    ADD CONSTRAINT plugins_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.plugins
    ADD CONSTRAINT plugins_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.plugins
    ADD CONSTRAINT plugins_ws_id_instance_name_unique UNIQUE (ws_id, instance_name);

ALTER TABLE ONLY kong.ratelimiting_metrics
    ADD CONSTRAINT ratelimiting_metrics_pkey PRIMARY KEY (identifier, period, period_date, service_id, route_id);

ALTER TABLE ONLY kong.response_ratelimiting_metrics
    ADD CONSTRAINT response_ratelimiting_metrics_pkey PRIMARY KEY (identifier, period, period_date, service_id, route_id);

ALTER TABLE ONLY kong.routes
    ADD CONSTRAINT routes_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.routes
    ADD CONSTRAINT routes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.routes
    ADD CONSTRAINT routes_ws_id_name_unique UNIQUE (ws_id, name);

ALTER TABLE ONLY kong.schema_meta
    ADD CONSTRAINT schema_meta_pkey PRIMARY KEY (key, subsystem);

ALTER TABLE ONLY kong.services
    ADD CONSTRAINT services_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.services
    ADD CONSTRAINT services_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.services
    ADD CONSTRAINT services_ws_id_name_unique UNIQUE (ws_id, name);

ALTER TABLE ONLY kong.session_metadatas
    ADD CONSTRAINT session_metadatas_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.sessions
    ADD CONSTRAINT sessions_session_id_key UNIQUE (session_id);

ALTER TABLE ONLY kong.sm_vaults
    ADD CONSTRAINT sm_vaults_id_ws_id_key UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.sm_vaults
    ADD CONSTRAINT sm_vaults_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.sm_vaults
    ADD CONSTRAINT sm_vaults_prefix_key UNIQUE (prefix);

ALTER TABLE ONLY kong.sm_vaults
    ADD CONSTRAINT sm_vaults_prefix_ws_id_key UNIQUE (prefix, ws_id);

ALTER TABLE ONLY kong.snis
    ADD CONSTRAINT snis_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.snis
    ADD CONSTRAINT snis_name_key UNIQUE (name);

ALTER TABLE ONLY kong.snis
    ADD CONSTRAINT snis_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.tags
    ADD CONSTRAINT tags_pkey PRIMARY KEY (entity_id);

ALTER TABLE ONLY kong.targets
    ADD CONSTRAINT targets_cache_key_key UNIQUE (cache_key);

ALTER TABLE ONLY kong.targets
    ADD CONSTRAINT targets_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.targets
    ADD CONSTRAINT targets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.upstreams
    ADD CONSTRAINT upstreams_id_ws_id_unique UNIQUE (id, ws_id);

ALTER TABLE ONLY kong.upstreams
    ADD CONSTRAINT upstreams_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kong.upstreams
    ADD CONSTRAINT upstreams_ws_id_name_unique UNIQUE (ws_id, name);

ALTER TABLE ONLY kong.workspaces
    ADD CONSTRAINT workspaces_name_key UNIQUE (name);

ALTER TABLE ONLY kong.workspaces
    ADD CONSTRAINT workspaces_pkey PRIMARY KEY (id);

CREATE INDEX acls_consumer_id_idx ON kong.acls USING btree (consumer_id);

CREATE INDEX acls_group_idx ON kong.acls USING btree ("group");

CREATE INDEX acls_tags_idex_tags_idx ON kong.acls USING gin (tags);

CREATE INDEX acme_storage_ttl_idx ON kong.acme_storage USING btree (ttl);

CREATE INDEX basicauth_consumer_id_idx ON kong.basicauth_credentials USING btree (consumer_id);

CREATE INDEX basicauth_tags_idex_tags_idx ON kong.basicauth_credentials USING gin (tags);

CREATE INDEX certificates_tags_idx ON kong.certificates USING gin (tags);

CREATE INDEX cluster_events_at_idx ON kong.cluster_events USING btree (at);

CREATE INDEX cluster_events_channel_idx ON kong.cluster_events USING btree (channel);

CREATE INDEX cluster_events_expire_at_idx ON kong.cluster_events USING btree (expire_at);

CREATE INDEX clustering_data_planes_ttl_idx ON kong.clustering_data_planes USING btree (ttl);

CREATE INDEX clustering_rpc_requests_node_id_idx ON kong.clustering_rpc_requests USING btree (node_id);

CREATE INDEX consumers_tags_idx ON kong.consumers USING gin (tags);

CREATE INDEX consumers_username_idx ON kong.consumers USING btree (lower(username));

CREATE UNIQUE INDEX filter_chains_cache_key_idx ON kong.filter_chains USING btree (cache_key);

CREATE UNIQUE INDEX filter_chains_name_idx ON kong.filter_chains USING btree (name);

CREATE INDEX filter_chains_tags_idx ON kong.filter_chains USING gin (tags);

CREATE INDEX hmacauth_credentials_consumer_id_idx ON kong.hmacauth_credentials USING btree (consumer_id);

CREATE INDEX hmacauth_tags_idex_tags_idx ON kong.hmacauth_credentials USING gin (tags);

CREATE INDEX jwt_secrets_consumer_id_idx ON kong.jwt_secrets USING btree (consumer_id);

CREATE INDEX jwt_secrets_secret_idx ON kong.jwt_secrets USING btree (secret);

CREATE INDEX jwtsecrets_tags_idex_tags_idx ON kong.jwt_secrets USING gin (tags);

CREATE INDEX key_sets_tags_idx ON kong.key_sets USING gin (tags);

CREATE INDEX keyauth_credentials_consumer_id_idx ON kong.keyauth_credentials USING btree (consumer_id);

CREATE INDEX keyauth_credentials_ttl_idx ON kong.keyauth_credentials USING btree (ttl);

CREATE INDEX keyauth_tags_idex_tags_idx ON kong.keyauth_credentials USING gin (tags);

CREATE INDEX keys_fkey_key_sets ON kong.keys USING btree (set_id);

CREATE INDEX keys_tags_idx ON kong.keys USING gin (tags);

CREATE INDEX locks_ttl_idx ON kong.locks USING btree (ttl);

CREATE INDEX oauth2_authorization_codes_authenticated_userid_idx ON kong.oauth2_authorization_codes USING btree (authenticated_userid);

CREATE INDEX oauth2_authorization_codes_ttl_idx ON kong.oauth2_authorization_codes USING btree (ttl);

CREATE INDEX oauth2_authorization_credential_id_idx ON kong.oauth2_authorization_codes USING btree (credential_id);

CREATE INDEX oauth2_authorization_service_id_idx ON kong.oauth2_authorization_codes USING btree (service_id);

CREATE INDEX oauth2_credentials_consumer_id_idx ON kong.oauth2_credentials USING btree (consumer_id);

CREATE INDEX oauth2_credentials_secret_idx ON kong.oauth2_credentials USING btree (client_secret);

CREATE INDEX oauth2_credentials_tags_idex_tags_idx ON kong.oauth2_credentials USING gin (tags);

CREATE INDEX oauth2_tokens_authenticated_userid_idx ON kong.oauth2_tokens USING btree (authenticated_userid);

CREATE INDEX oauth2_tokens_credential_id_idx ON kong.oauth2_tokens USING btree (credential_id);

CREATE INDEX oauth2_tokens_service_id_idx ON kong.oauth2_tokens USING btree (service_id);

CREATE INDEX oauth2_tokens_ttl_idx ON kong.oauth2_tokens USING btree (ttl);

CREATE INDEX plugins_consumer_id_idx ON kong.plugins USING btree (consumer_id);

CREATE INDEX plugins_name_idx ON kong.plugins USING btree (name);

CREATE INDEX plugins_route_id_idx ON kong.plugins USING btree (route_id);

CREATE INDEX plugins_service_id_idx ON kong.plugins USING btree (service_id);

CREATE INDEX plugins_tags_idx ON kong.plugins USING gin (tags);

CREATE INDEX ratelimiting_metrics_idx ON kong.ratelimiting_metrics USING btree (service_id, route_id, period_date, period);

CREATE INDEX ratelimiting_metrics_ttl_idx ON kong.ratelimiting_metrics USING btree (ttl);

CREATE INDEX routes_service_id_idx ON kong.routes USING btree (service_id);

CREATE INDEX routes_tags_idx ON kong.routes USING gin (tags);

CREATE INDEX services_fkey_client_certificate ON kong.services USING btree (client_certificate_id);

CREATE INDEX services_tags_idx ON kong.services USING gin (tags);

CREATE INDEX session_id_idx ON kong.session_metadatas USING btree (session_id);

CREATE INDEX session_sessions_expires_idx ON kong.sessions USING btree (expires);

CREATE INDEX sessions_ttl_idx ON kong.sessions USING btree (ttl);

CREATE INDEX sm_vaults_tags_idx ON kong.sm_vaults USING gin (tags);

CREATE INDEX snis_certificate_id_idx ON kong.snis USING btree (certificate_id);

CREATE INDEX snis_tags_idx ON kong.snis USING gin (tags);

CREATE INDEX subject_audience_idx ON kong.session_metadatas USING btree (subject, audience);

CREATE INDEX tags_entity_name_idx ON kong.tags USING btree (entity_name);

CREATE INDEX tags_tags_idx ON kong.tags USING gin (tags);

CREATE INDEX targets_tags_idx ON kong.targets USING gin (tags);

CREATE INDEX targets_target_idx ON kong.targets USING btree (target);

CREATE INDEX targets_upstream_id_idx ON kong.targets USING btree (upstream_id);

CREATE INDEX upstreams_fkey_client_certificate ON kong.upstreams USING btree (client_certificate_id);

CREATE INDEX upstreams_tags_idx ON kong.upstreams USING gin (tags);

CREATE TRIGGER acls_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.acls FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER acme_storage_ttl_trigger AFTER INSERT ON kong.acme_storage FOR EACH STATEMENT EXECUTE FUNCTION kong.batch_delete_expired_rows('ttl');

CREATE TRIGGER basicauth_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.basicauth_credentials FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER ca_certificates_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.ca_certificates FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER certificates_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.certificates FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER cluster_events_ttl_trigger AFTER INSERT ON kong.cluster_events FOR EACH STATEMENT EXECUTE FUNCTION kong.batch_delete_expired_rows('expire_at');

CREATE TRIGGER clustering_data_planes_ttl_trigger AFTER INSERT ON kong.clustering_data_planes FOR EACH STATEMENT EXECUTE FUNCTION kong.batch_delete_expired_rows('ttl');

CREATE TRIGGER consumers_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.consumers FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER filter_chains_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.filter_chains FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER hmacauth_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.hmacauth_credentials FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER jwtsecrets_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.jwt_secrets FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER key_sets_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.key_sets FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER keyauth_credentials_ttl_trigger AFTER INSERT ON kong.keyauth_credentials FOR EACH STATEMENT EXECUTE FUNCTION kong.batch_delete_expired_rows('ttl');

CREATE TRIGGER keyauth_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.keyauth_credentials FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER keys_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.keys FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER oauth2_authorization_codes_ttl_trigger AFTER INSERT ON kong.oauth2_authorization_codes FOR EACH STATEMENT EXECUTE FUNCTION kong.batch_delete_expired_rows('ttl');

CREATE TRIGGER oauth2_credentials_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.oauth2_credentials FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER oauth2_tokens_ttl_trigger AFTER INSERT ON kong.oauth2_tokens FOR EACH STATEMENT EXECUTE FUNCTION kong.batch_delete_expired_rows('ttl');

CREATE TRIGGER plugins_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.plugins FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER ratelimiting_metrics_ttl_trigger AFTER INSERT ON kong.ratelimiting_metrics FOR EACH STATEMENT EXECUTE FUNCTION kong.batch_delete_expired_rows('ttl');

CREATE TRIGGER routes_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.routes FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER services_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.services FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER sessions_ttl_trigger AFTER INSERT ON kong.sessions FOR EACH STATEMENT EXECUTE FUNCTION kong.batch_delete_expired_rows('ttl');

CREATE TRIGGER sm_vaults_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.sm_vaults FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER snis_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.snis FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER targets_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.targets FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

CREATE TRIGGER upstreams_sync_tags_trigger AFTER INSERT OR DELETE OR UPDATE OF tags ON kong.upstreams FOR EACH ROW EXECUTE FUNCTION kong.sync_tags();

ALTER TABLE ONLY kong.acls
    ADD CONSTRAINT acls_consumer_id_fkey FOREIGN KEY (consumer_id, ws_id) REFERENCES kong.consumers(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.acls
    ADD CONSTRAINT acls_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.basicauth_credentials
    ADD CONSTRAINT basicauth_credentials_consumer_id_fkey FOREIGN KEY (consumer_id, ws_id) REFERENCES kong.consumers(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.basicauth_credentials
    ADD CONSTRAINT basicauth_credentials_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.certificates
    ADD CONSTRAINT certificates_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.consumers
    ADD CONSTRAINT consumers_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.filter_chains
    ADD CONSTRAINT filter_chains_route_id_fkey FOREIGN KEY (route_id) REFERENCES kong.routes(id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.filter_chains
    ADD CONSTRAINT filter_chains_service_id_fkey FOREIGN KEY (service_id) REFERENCES kong.services(id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.filter_chains
    ADD CONSTRAINT filter_chains_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.hmacauth_credentials
    ADD CONSTRAINT hmacauth_credentials_consumer_id_fkey FOREIGN KEY (consumer_id, ws_id) REFERENCES kong.consumers(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.hmacauth_credentials
    ADD CONSTRAINT hmacauth_credentials_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.jwt_secrets
    ADD CONSTRAINT jwt_secrets_consumer_id_fkey FOREIGN KEY (consumer_id, ws_id) REFERENCES kong.consumers(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.jwt_secrets
    ADD CONSTRAINT jwt_secrets_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.key_sets
    ADD CONSTRAINT key_sets_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.keyauth_credentials
    ADD CONSTRAINT keyauth_credentials_consumer_id_fkey FOREIGN KEY (consumer_id, ws_id) REFERENCES kong.consumers(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.keyauth_credentials
    ADD CONSTRAINT keyauth_credentials_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.keys
    ADD CONSTRAINT keys_set_id_fkey FOREIGN KEY (set_id) REFERENCES kong.key_sets(id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.keys
    ADD CONSTRAINT keys_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.oauth2_authorization_codes
    ADD CONSTRAINT oauth2_authorization_codes_credential_id_fkey FOREIGN KEY (credential_id, ws_id) REFERENCES kong.oauth2_credentials(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.oauth2_authorization_codes
    ADD CONSTRAINT oauth2_authorization_codes_plugin_id_fkey FOREIGN KEY (plugin_id) REFERENCES kong.plugins(id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.oauth2_authorization_codes
    ADD CONSTRAINT oauth2_authorization_codes_service_id_fkey FOREIGN KEY (service_id, ws_id) REFERENCES kong.services(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.oauth2_authorization_codes
    ADD CONSTRAINT oauth2_authorization_codes_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.oauth2_credentials
    ADD CONSTRAINT oauth2_credentials_consumer_id_fkey FOREIGN KEY (consumer_id, ws_id) REFERENCES kong.consumers(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.oauth2_credentials
    ADD CONSTRAINT oauth2_credentials_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.oauth2_tokens
    ADD CONSTRAINT oauth2_tokens_credential_id_fkey FOREIGN KEY (credential_id, ws_id) REFERENCES kong.oauth2_credentials(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.oauth2_tokens
    ADD CONSTRAINT oauth2_tokens_service_id_fkey FOREIGN KEY (service_id, ws_id) REFERENCES kong.services(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.oauth2_tokens
    ADD CONSTRAINT oauth2_tokens_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.plugins
    ADD CONSTRAINT plugins_consumer_id_fkey FOREIGN KEY (consumer_id, ws_id) REFERENCES kong.consumers(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.plugins
    ADD CONSTRAINT plugins_route_id_fkey FOREIGN KEY (route_id, ws_id) REFERENCES kong.routes(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.plugins
    ADD CONSTRAINT plugins_service_id_fkey FOREIGN KEY (service_id, ws_id) REFERENCES kong.services(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.plugins
    ADD CONSTRAINT plugins_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.routes
    ADD CONSTRAINT routes_service_id_fkey FOREIGN KEY (service_id, ws_id) REFERENCES kong.services(id, ws_id);

ALTER TABLE ONLY kong.routes
    ADD CONSTRAINT routes_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.services
    ADD CONSTRAINT services_client_certificate_id_fkey FOREIGN KEY (client_certificate_id, ws_id) REFERENCES kong.certificates(id, ws_id);

ALTER TABLE ONLY kong.services
    ADD CONSTRAINT services_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.session_metadatas
    ADD CONSTRAINT session_metadatas_session_id_fkey FOREIGN KEY (session_id) REFERENCES kong.sessions(id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.sm_vaults
    ADD CONSTRAINT sm_vaults_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.snis
    ADD CONSTRAINT snis_certificate_id_fkey FOREIGN KEY (certificate_id, ws_id) REFERENCES kong.certificates(id, ws_id);

ALTER TABLE ONLY kong.snis
    ADD CONSTRAINT snis_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.targets
    ADD CONSTRAINT targets_upstream_id_fkey FOREIGN KEY (upstream_id, ws_id) REFERENCES kong.upstreams(id, ws_id) ON DELETE CASCADE;

ALTER TABLE ONLY kong.targets
    ADD CONSTRAINT targets_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);

ALTER TABLE ONLY kong.upstreams
    ADD CONSTRAINT upstreams_client_certificate_id_fkey FOREIGN KEY (client_certificate_id) REFERENCES kong.certificates(id);

ALTER TABLE ONLY kong.upstreams
    ADD CONSTRAINT upstreams_ws_id_fkey FOREIGN KEY (ws_id) REFERENCES kong.workspaces(id);
`,
  cleans: [
    {
      table: "kong.cluster_events",
      clock: "expire_at",
      retention: "expire_at passed",
      source: "kong/db/strategies/postgres/connector.lua:318",
      note: "put first in the TTL timer's list (connector.lua:142), every 300s on worker 0 of a node with an Admin API; also the batch_delete_expired_rows('expire_at') trigger after each INSERT (kong/db/migrations/core/019_320_to_330.lua:89-92)",
    },
    {
      table: "kong.clustering_rpc_requests",
      clock: "ttl",
      retention: "ttl passed",
      source: "kong/db/strategies/postgres/connector.lua:141",
      note: "the TTL timer (connector.lua:322-330); rows are also deleted when the node dequeues them (kong/clustering/rpc/concentrator.lua:54-62)",
    },
    {
      table: "kong.clustering_data_planes",
      clock: "ttl",
      retention:
        "ttl passed; set to cluster_data_plane_purge_delay, default 14d (kong/templates/kong_defaults.lua:39), at each data plane's heartbeat (kong/clustering/control_plane.lua:274)",
      source: "kong/db/strategies/postgres/connector.lua:322",
      note: "ttl = true in kong/db/schema/entities/clustering_data_planes.lua:18; also its trigger (core/019_320_to_330.lua:102-105)",
    },
    {
      table: "kong.acme_storage",
      clock: "ttl",
      retention: "ttl passed (the ttl the ACME client stores a key with)",
      source: "kong/db/strategies/postgres/connector.lua:322",
      note: "ttl = true in kong/plugins/acme/daos.lua:5; also its trigger (kong/plugins/acme/migrations/002_320_to_330.lua:8-11)",
    },
    {
      table: "kong.keyauth_credentials",
      clock: "ttl",
      retention: "ttl passed, only keys created with a ttl",
      source: "kong/db/strategies/postgres/connector.lua:322",
      note: "ttl = true in kong/plugins/key-auth/daos.lua:5; a key created without a ttl (ttl null) is kept; also its trigger (kong/plugins/key-auth/migrations/004_320_to_330.lua:8-11)",
    },
    {
      table: "kong.oauth2_authorization_codes",
      clock: "ttl",
      retention: "ttl passed; 300s after the code is issued (kong/plugins/oauth2/access.lua:400)",
      source: "kong/db/strategies/postgres/connector.lua:322",
      note: "ttl = true in kong/plugins/oauth2/daos.lua:68; also its trigger (kong/plugins/oauth2/migrations/006_320_to_330.lua:8-11)",
    },
    {
      table: "kong.oauth2_tokens",
      clock: "ttl",
      retention:
        "ttl passed; refresh_token_ttl, default 14d (kong/plugins/oauth2/schema.lua:36), set only when the token expires (kong/plugins/oauth2/access.lua:148)",
      source: "kong/db/strategies/postgres/connector.lua:322",
      note: "ttl = true in kong/plugins/oauth2/daos.lua:94; also its trigger (kong/plugins/oauth2/migrations/006_320_to_330.lua:21-24)",
    },
    {
      table: "kong.ratelimiting_metrics",
      clock: "ttl",
      retention:
        "ttl passed; set at each increment to the period's length ahead (kong/plugins/rate-limiting/policies/cluster.lua:45-46)",
      source: "kong/db/strategies/postgres/connector.lua:322",
      note: "ttl = true in kong/plugins/rate-limiting/daos.lua:6; also its trigger (kong/plugins/rate-limiting/migrations/005_320_to_330.lua:8-11)",
    },
    {
      table: "kong.sessions",
      clock: "ttl",
      retention: "ttl passed (the session's rolling or absolute timeout)",
      source: "kong/db/strategies/postgres/connector.lua:322",
      note: "ttl = true in kong/plugins/session/daos.lua:9; also its trigger (kong/plugins/session/migrations/002_320_to_330.lua:8-11)",
    },
    {
      table: "kong.locks",
      clock: "ttl",
      retention: "ttl passed",
      source: "kong/db/strategies/postgres/connector.lua:668",
      note: "before each lock is inserted (insert_lock), in the same transaction",
    },
  ],
  shouldAsk: [
    {
      table: "kong.response_ratelimiting_metrics",
      why: "a counter per identifier (the consumer, the credential or the client's IP address) per period, with period_date; unlike ratelimiting_metrics it has no ttl column and Kong never deletes it",
    },
    {
      table: "kong.session_metadatas",
      why: "each session's subject and audience (who signed in, to what) with created_at; deleted only through ON DELETE CASCADE when its session expires, never by its own age",
    },
  ],
  neverDelete: [
    "kong.consumers",
    "kong.acls",
    "kong.basicauth_credentials",
    "kong.hmacauth_credentials",
    "kong.jwt_secrets",
    "kong.oauth2_credentials",
    "kong.services",
    "kong.routes",
    "kong.plugins",
    "kong.certificates",
    "kong.ca_certificates",
    "kong.snis",
    "kong.upstreams",
    "kong.targets",
    "kong.workspaces",
    "kong.keys",
    "kong.key_sets",
    "kong.sm_vaults",
    "kong.filter_chains",
    "kong.parameters",
    "kong.tags",
    "kong.schema_meta",
  ],
};
