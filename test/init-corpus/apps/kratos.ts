// Ory Kratos (Go, pop/popx SQL migrations), from ory/kratos@b86338da04a040247a07f46100a86dcfb3875909.
// Taken in place of Plausible (issue 37's brief: its repository, like Chatwoot's and Cal.com's, is
// over the fetch size limit; Umami, the brief's other substitute, is being written by helper
// heldout3b).
// Schema: persistence/sql/migrations/sql replayed for PostgreSQL (see the header of schemaSql).
// Cleanup: the `kratos cleanup sql` command (cmd/cleanup/sql.go, cmd/cleanup/handler.go:55-61,
// Persister.CleanupDatabase at persistence/sql/persister.go:182-237), which an operator runs as
// often as they like (Kratos does not schedule it); it deletes expired sessions, continuity containers,
// self-service flows and session token exchanges, batch_size rows (default 100) per table per run,
// older than now minus --keep-last (default 0). Codes, tokens and devices that hang off a flow or
// a session go with it by ON DELETE CASCADE; they are in shouldAsk, not cleans.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "kratos",
  framework: "go",
  source: {
    repo: "ory/kratos",
    commit: "b86338da04a040247a07f46100a86dcfb3875909",
    schemaFrom:
      "persistence/sql/migrations/sql/*.up.sql, per version the .postgres. file or else the dialect-neutral one (346 versions, in version order) replayed on PostgreSQL 15 and dumped with pg_dump --schema-only; schema_migration as oryx/popx/migrator.go:433-435 creates it",
  },
  schemas: ["kratos"],
  schemaSql: `
-- Ory Kratos: ory/kratos@b86338da04a040247a07f46100a86dcfb3875909
-- Built by replaying persistence/sql/migrations/sql/*.up.sql in version order, for each version
-- the .postgres. file where one exists and the dialect-neutral one otherwise (oryx/popx
-- migration_info.go:77-115; .autocommit. files outside a transaction, the others in one), on an
-- empty PostgreSQL 15 database after creating schema_migration as popx does
-- (oryx/popx/migrator.go:433-435), read back with pg_dump --schema-only --no-owner. The Go
-- migrations (persistence/sql/migrations/go) only backfill identity_id on existing rows and change
-- nothing on an empty database. Kratos runs in public; here schema kratos. Migration
-- 20230920171028000000 creates pg_trgm and btree_gin for an index that 20240318143139000000
-- drops; no index uses them any more, and they are left out.
CREATE SCHEMA kratos;

CREATE TABLE kratos.continuity_containers (
    id uuid NOT NULL,
    identity_id uuid,
    name character varying(255) NOT NULL,
    payload jsonb,
    expires_at timestamp without time zone NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    nid uuid
);

CREATE TABLE kratos.courier_message_dispatches (
    id uuid NOT NULL,
    message_id uuid NOT NULL,
    status character varying(7) NOT NULL,
    error json,
    nid uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE kratos.courier_messages (
    id uuid NOT NULL,
    type integer NOT NULL,
    status integer NOT NULL,
    body text NOT NULL,
    subject character varying(255) NOT NULL,
    recipient character varying(255) NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    template_type character varying(255) DEFAULT ''::character varying NOT NULL,
    template_data bytea,
    nid uuid,
    send_count integer DEFAULT 0 NOT NULL,
    channel character varying(32),
    request_headers jsonb
);

CREATE TABLE kratos.identities (
    id uuid NOT NULL,
    schema_id character varying(2048) NOT NULL,
    traits jsonb NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    nid uuid,
    state character varying(255) DEFAULT 'active'::character varying NOT NULL,
    state_changed_at timestamp without time zone,
    metadata_public jsonb,
    metadata_admin jsonb,
    available_aal character varying(4),
    organization_id uuid,
    external_id character varying(64),
    CONSTRAINT identities_external_id_check CHECK (((external_id IS NULL) OR ((external_id)::text <> ''::text)))
);

CREATE TABLE kratos.identity_credential_identifiers (
    id uuid NOT NULL,
    identifier character varying(255) NOT NULL,
    identity_credential_id uuid NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    nid uuid,
    identity_credential_type_id uuid NOT NULL,
    identity_id uuid NOT NULL
);

CREATE TABLE kratos.identity_credential_types (
    id uuid NOT NULL,
    name character varying(32) NOT NULL
);

CREATE TABLE kratos.identity_credentials (
    id uuid NOT NULL,
    config jsonb NOT NULL,
    identity_credential_type_id uuid NOT NULL,
    identity_id uuid NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    nid uuid,
    version integer DEFAULT 0 NOT NULL
);

CREATE TABLE kratos.identity_login_codes (
    id uuid NOT NULL,
    code character varying(64) NOT NULL,
    address character varying(255) NOT NULL,
    address_type character varying(36) NOT NULL,
    used_at timestamp without time zone,
    expires_at timestamp without time zone DEFAULT '2000-01-01 00:00:00'::timestamp without time zone NOT NULL,
    issued_at timestamp without time zone DEFAULT '2000-01-01 00:00:00'::timestamp without time zone NOT NULL,
    selfservice_login_flow_id uuid NOT NULL,
    identity_id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    nid uuid NOT NULL
);

CREATE TABLE kratos.identity_pending_traits_changes (
    id uuid NOT NULL,
    identity_id uuid NOT NULL,
    nid uuid NOT NULL,
    new_address_value character varying(255) NOT NULL,
    new_address_via character varying(16) NOT NULL,
    original_traits_hash character varying(64) NOT NULL,
    proposed_traits jsonb NOT NULL,
    verification_flow_id uuid NOT NULL,
    status character varying(16) DEFAULT 'pending'::character varying NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    session_id uuid,
    origin_settings_flow_id uuid
);

CREATE TABLE kratos.identity_recovery_addresses (
    id uuid NOT NULL,
    via character varying(16) NOT NULL,
    value character varying(400) NOT NULL,
    identity_id uuid NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    nid uuid,
    break_glass_for_organization uuid
);

CREATE TABLE kratos.identity_recovery_codes (
    id uuid NOT NULL,
    code character varying(64) NOT NULL,
    used_at timestamp without time zone,
    identity_recovery_address_id uuid,
    code_type integer NOT NULL,
    expires_at timestamp without time zone DEFAULT '2000-01-01 00:00:00'::timestamp without time zone NOT NULL,
    issued_at timestamp without time zone DEFAULT '2000-01-01 00:00:00'::timestamp without time zone NOT NULL,
    selfservice_recovery_flow_id uuid NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    nid uuid NOT NULL,
    identity_id uuid NOT NULL
);

CREATE TABLE kratos.identity_recovery_tokens (
    id uuid NOT NULL,
    token character varying(64) NOT NULL,
    used boolean DEFAULT false NOT NULL,
    used_at timestamp without time zone,
    identity_recovery_address_id uuid,
    selfservice_recovery_flow_id uuid,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    expires_at timestamp without time zone DEFAULT '2000-01-01 00:00:00'::timestamp without time zone NOT NULL,
    issued_at timestamp without time zone DEFAULT '2000-01-01 00:00:00'::timestamp without time zone NOT NULL,
    nid uuid,
    identity_id uuid NOT NULL,
    token_type integer DEFAULT 0 NOT NULL,
    CONSTRAINT identity_recovery_tokens_token_type_ck CHECK (((token_type = 1) OR (token_type = 2)))
);

CREATE TABLE kratos.identity_registration_codes (
    id uuid NOT NULL,
    code character varying(64) NOT NULL,
    address character varying(255) NOT NULL,
    address_type character varying(36) NOT NULL,
    used_at timestamp without time zone,
    expires_at timestamp without time zone DEFAULT '2000-01-01 00:00:00'::timestamp without time zone NOT NULL,
    issued_at timestamp without time zone DEFAULT '2000-01-01 00:00:00'::timestamp without time zone NOT NULL,
    selfservice_registration_flow_id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    nid uuid NOT NULL
);

CREATE TABLE kratos.identity_verifiable_addresses (
    id uuid NOT NULL,
    status character varying(16) NOT NULL,
    via character varying(16) NOT NULL,
    verified boolean NOT NULL,
    value character varying(400) NOT NULL,
    verified_at timestamp without time zone,
    identity_id uuid NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    nid uuid
);

CREATE TABLE kratos.identity_verification_codes (
    id uuid NOT NULL,
    code_hmac character varying(64) NOT NULL,
    used_at timestamp without time zone,
    identity_verifiable_address_id uuid,
    expires_at timestamp without time zone DEFAULT '2000-01-01 00:00:00'::timestamp without time zone NOT NULL,
    issued_at timestamp without time zone DEFAULT '2000-01-01 00:00:00'::timestamp without time zone NOT NULL,
    selfservice_verification_flow_id uuid NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    nid uuid NOT NULL
);

CREATE TABLE kratos.identity_verification_tokens (
    id uuid NOT NULL,
    token character varying(64) NOT NULL,
    used boolean DEFAULT false NOT NULL,
    used_at timestamp without time zone,
    expires_at timestamp without time zone NOT NULL,
    issued_at timestamp without time zone NOT NULL,
    identity_verifiable_address_id uuid,
    selfservice_verification_flow_id uuid NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    nid uuid
);

CREATE TABLE kratos.networks (
    id uuid NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL
);

CREATE TABLE kratos.schema_migration (
    version character varying(48) NOT NULL,
    version_self integer DEFAULT 0 NOT NULL
);

CREATE TABLE kratos.selfservice_errors (
    id uuid NOT NULL,
    errors jsonb NOT NULL,
    seen_at timestamp without time zone,
    was_seen boolean NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    csrf_token character varying(255) DEFAULT ''::character varying NOT NULL,
    nid uuid
);

CREATE TABLE kratos.selfservice_login_flows (
    id uuid NOT NULL,
    request_url text NOT NULL,
    issued_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expires_at timestamp without time zone NOT NULL,
    active_method character varying(32) NOT NULL,
    csrf_token character varying(255) NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    forced boolean DEFAULT false NOT NULL,
    type character varying(16) DEFAULT 'browser'::character varying NOT NULL,
    ui jsonb,
    nid uuid,
    requested_aal character varying(4) DEFAULT 'aal1'::character varying NOT NULL,
    internal_context jsonb NOT NULL,
    oauth2_login_challenge uuid,
    oauth2_login_challenge_data text,
    state character varying(255),
    submit_count integer DEFAULT 0 NOT NULL,
    organization_id uuid,
    identity_schema_id character varying(128),
    test_flow boolean
);

CREATE TABLE kratos.selfservice_recovery_flows (
    id uuid NOT NULL,
    request_url text NOT NULL,
    issued_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expires_at timestamp without time zone NOT NULL,
    active_method character varying(32),
    csrf_token character varying(255) NOT NULL,
    state character varying(32) NOT NULL,
    recovered_identity_id uuid,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    type character varying(16) DEFAULT 'browser'::character varying NOT NULL,
    ui jsonb,
    nid uuid,
    submit_count integer DEFAULT 0 NOT NULL,
    skip_csrf_check boolean DEFAULT false NOT NULL,
    internal_context jsonb
);

CREATE TABLE kratos.selfservice_registration_flows (
    id uuid NOT NULL,
    request_url text NOT NULL,
    issued_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expires_at timestamp without time zone NOT NULL,
    active_method character varying(32) NOT NULL,
    csrf_token character varying(255) NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    type character varying(16) DEFAULT 'browser'::character varying NOT NULL,
    ui jsonb,
    nid uuid,
    internal_context jsonb NOT NULL,
    oauth2_login_challenge uuid,
    oauth2_login_challenge_data text,
    state character varying(255),
    submit_count integer DEFAULT 0 NOT NULL,
    organization_id uuid,
    identity_schema_id character varying(128)
);

CREATE TABLE kratos.selfservice_settings_flows (
    id uuid NOT NULL,
    request_url text NOT NULL,
    issued_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expires_at timestamp without time zone NOT NULL,
    identity_id uuid NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    active_method character varying(32),
    state character varying(255) DEFAULT 'show_form'::character varying NOT NULL,
    type character varying(16) DEFAULT 'browser'::character varying NOT NULL,
    ui jsonb,
    nid uuid,
    internal_context jsonb NOT NULL,
    organization_id uuid
);

CREATE TABLE kratos.selfservice_verification_flows (
    id uuid NOT NULL,
    request_url text NOT NULL,
    issued_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expires_at timestamp without time zone NOT NULL,
    csrf_token character varying(255) NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    type character varying(16) DEFAULT 'browser'::character varying NOT NULL,
    state character varying(255) DEFAULT 'show_form'::character varying NOT NULL,
    active_method character varying(32),
    ui jsonb,
    nid uuid,
    submit_count integer DEFAULT 0 NOT NULL,
    oauth2_login_challenge text,
    session_id uuid,
    identity_id uuid,
    authentication_methods json,
    internal_context jsonb
);

CREATE TABLE kratos.session_devices (
    id uuid NOT NULL,
    ip_address character varying(50) DEFAULT ''::character varying,
    user_agent character varying(512) DEFAULT ''::character varying,
    location character varying(512) DEFAULT ''::character varying,
    nid uuid NOT NULL,
    session_id uuid NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    identity_id uuid NOT NULL
);

CREATE TABLE kratos.session_token_exchanges (
    id uuid NOT NULL,
    nid uuid NOT NULL,
    flow_id uuid NOT NULL,
    session_id uuid,
    init_code character varying(64) NOT NULL,
    return_to_code character varying(64) NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL
);

CREATE TABLE kratos.sessions (
    id uuid NOT NULL,
    issued_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expires_at timestamp without time zone NOT NULL,
    authenticated_at timestamp without time zone NOT NULL,
    identity_id uuid NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    token character varying(39),
    active boolean DEFAULT false,
    nid uuid,
    logout_token character varying(39),
    aal character varying(4) DEFAULT 'aal1'::character varying NOT NULL,
    authentication_methods jsonb NOT NULL
);

ALTER TABLE ONLY kratos.continuity_containers
    ADD CONSTRAINT continuity_containers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.courier_message_dispatches
    ADD CONSTRAINT courier_message_dispatches_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.courier_messages
    ADD CONSTRAINT courier_messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identities
    ADD CONSTRAINT identities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_credential_identifiers
    ADD CONSTRAINT identity_credential_identifiers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_credential_types
    ADD CONSTRAINT identity_credential_types_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_credentials
    ADD CONSTRAINT identity_credentials_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_login_codes
    ADD CONSTRAINT identity_login_codes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_pending_traits_changes
    ADD CONSTRAINT identity_pending_traits_changes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_recovery_addresses
    ADD CONSTRAINT identity_recovery_addresses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_recovery_codes
    ADD CONSTRAINT identity_recovery_codes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_recovery_tokens
    ADD CONSTRAINT identity_recovery_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_registration_codes
    ADD CONSTRAINT identity_registration_codes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_verifiable_addresses
    ADD CONSTRAINT identity_verifiable_addresses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_verification_codes
    ADD CONSTRAINT identity_verification_codes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.identity_verification_tokens
    ADD CONSTRAINT identity_verification_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.networks
    ADD CONSTRAINT networks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.selfservice_errors
    ADD CONSTRAINT selfservice_errors_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.selfservice_login_flows
    ADD CONSTRAINT selfservice_login_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.selfservice_settings_flows
    ADD CONSTRAINT selfservice_profile_management_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.selfservice_recovery_flows
    ADD CONSTRAINT selfservice_recovery_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.selfservice_registration_flows
    ADD CONSTRAINT selfservice_registration_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.selfservice_verification_flows
    ADD CONSTRAINT selfservice_verification_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.session_devices
    ADD CONSTRAINT session_devices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.session_token_exchanges
    ADD CONSTRAINT session_token_exchanges_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY kratos.session_devices
    ADD CONSTRAINT unique_session_device UNIQUE (nid, session_id, ip_address, user_agent);

CREATE INDEX continuity_containers_identity_id_idx ON kratos.continuity_containers USING btree (identity_id);

CREATE INDEX continuity_containers_nid_idx ON kratos.continuity_containers USING btree (nid);

CREATE INDEX courier_message_dispatches_message_id_idx ON kratos.courier_message_dispatches USING btree (message_id, created_at DESC);

CREATE INDEX courier_message_dispatches_nid_idx ON kratos.courier_message_dispatches USING btree (nid);

CREATE INDEX courier_messages_nid_created_at_id_idx ON kratos.courier_messages USING btree (nid, created_at DESC, id);

CREATE INDEX courier_messages_nid_id_created_at_idx ON kratos.courier_messages USING btree (nid, id, created_at DESC);

CREATE INDEX courier_messages_nid_recipient_created_at_id_idx ON kratos.courier_messages USING btree (nid, recipient, created_at DESC);

CREATE INDEX courier_messages_nid_status_created_at_id_idx ON kratos.courier_messages USING btree (nid, status, created_at DESC);

CREATE INDEX courier_messages_status_created_at_idx ON kratos.courier_messages USING btree (status, created_at);

CREATE INDEX courier_messages_status_id_idx ON kratos.courier_messages USING btree (status, id);

CREATE UNIQUE INDEX identities_nid_external_id_idx ON kratos.identities USING btree (nid, external_id) WHERE (external_id IS NOT NULL);

CREATE INDEX identities_nid_id_idx ON kratos.identities USING btree (nid, id);

CREATE INDEX identities_nid_organization_id_idx ON kratos.identities USING btree (organization_id);

CREATE INDEX identity_credential_identifiers_ici_nid_i_idx ON kratos.identity_credential_identifiers USING btree (identity_credential_id, nid, identifier);

CREATE UNIQUE INDEX identity_credential_identifiers_identifier_nid_type_uq_idx ON kratos.identity_credential_identifiers USING btree (nid, identity_credential_type_id, identifier);

CREATE INDEX identity_credential_identifiers_identities_id_fk_idx ON kratos.identity_credential_identifiers USING btree (identity_id);

CREATE INDEX identity_credential_identifiers_nid_i_ici_idx ON kratos.identity_credential_identifiers USING btree (nid, identifier, identity_credential_id);

CREATE UNIQUE INDEX identity_credential_types_name_idx ON kratos.identity_credential_types USING btree (name);

CREATE INDEX identity_credentials_identity_id_idx ON kratos.identity_credentials USING btree (identity_id);

CREATE INDEX identity_login_codes_flow_id_idx ON kratos.identity_login_codes USING btree (selfservice_login_flow_id);

CREATE INDEX identity_login_codes_identity_id_idx ON kratos.identity_login_codes USING btree (identity_id);

CREATE INDEX identity_login_codes_nid_idx ON kratos.identity_login_codes USING btree (nid);

CREATE INDEX identity_pending_traits_changes_nid_identity_id_status_idx ON kratos.identity_pending_traits_changes USING btree (nid, identity_id, status);

CREATE UNIQUE INDEX identity_pending_traits_changes_nid_identity_pending_idx ON kratos.identity_pending_traits_changes USING btree (nid, identity_id) WHERE ((status)::text = 'pending'::text);

CREATE INDEX identity_pending_traits_changes_nid_origin_settings_flow_id_idx ON kratos.identity_pending_traits_changes USING btree (nid, origin_settings_flow_id);

CREATE INDEX identity_pending_traits_changes_nid_session_id_idx ON kratos.identity_pending_traits_changes USING btree (nid, session_id);

CREATE INDEX identity_pending_traits_changes_nid_verification_flow_id_idx ON kratos.identity_pending_traits_changes USING btree (nid, verification_flow_id);

CREATE UNIQUE INDEX identity_recovery_addresses_code_uq_idx ON kratos.identity_recovery_tokens USING btree (token);

CREATE INDEX identity_recovery_addresses_identity_id_idx ON kratos.identity_recovery_addresses USING btree (identity_id);

CREATE UNIQUE INDEX identity_recovery_addresses_status_via_uq_idx ON kratos.identity_recovery_addresses USING btree (nid, via, value);

CREATE INDEX identity_recovery_codes_flow_id_idx ON kratos.identity_recovery_codes USING btree (selfservice_recovery_flow_id);

CREATE INDEX identity_recovery_codes_identity_id_idx ON kratos.identity_recovery_codes USING btree (identity_id);

CREATE INDEX identity_recovery_codes_identity_recovery_address_id_idx ON kratos.identity_recovery_codes USING btree (identity_recovery_address_id);

CREATE INDEX identity_recovery_codes_nid_idx ON kratos.identity_recovery_codes USING btree (nid);

CREATE INDEX identity_recovery_tokens_identity_id_idx ON kratos.identity_recovery_tokens USING btree (identity_id);

CREATE INDEX identity_recovery_tokens_identity_recovery_address_id_idx ON kratos.identity_recovery_tokens USING btree (identity_recovery_address_id);

CREATE INDEX identity_recovery_tokens_nid_idx ON kratos.identity_recovery_tokens USING btree (nid);

CREATE INDEX identity_recovery_tokens_selfservice_recovery_flow_id_idx ON kratos.identity_recovery_tokens USING btree (selfservice_recovery_flow_id);

CREATE INDEX identity_registration_codes_flow_id_idx ON kratos.identity_registration_codes USING btree (selfservice_registration_flow_id);

CREATE INDEX identity_registration_codes_nid_idx ON kratos.identity_registration_codes USING btree (nid);

CREATE INDEX identity_verifiable_addresses_identity_id_idx ON kratos.identity_verifiable_addresses USING btree (identity_id);

CREATE UNIQUE INDEX identity_verifiable_addresses_status_via_uq_idx ON kratos.identity_verifiable_addresses USING btree (nid, via, value);

CREATE INDEX identity_verification_codes_flow_id_idx ON kratos.identity_verification_codes USING btree (selfservice_verification_flow_id);

CREATE INDEX identity_verification_codes_identity_verifiable_address_id_idx ON kratos.identity_verification_codes USING btree (identity_verifiable_address_id);

CREATE INDEX identity_verification_codes_nid_idx ON kratos.identity_verification_codes USING btree (nid);

CREATE INDEX identity_verification_tokens_nid_idx ON kratos.identity_verification_tokens USING btree (nid);

CREATE UNIQUE INDEX identity_verification_tokens_token_uq_idx ON kratos.identity_verification_tokens USING btree (token);

CREATE INDEX identity_verification_tokens_verifiable_address_id_idx ON kratos.identity_verification_tokens USING btree (identity_verifiable_address_id);

CREATE INDEX identity_verification_tokens_verification_flow_id_idx ON kratos.identity_verification_tokens USING btree (selfservice_verification_flow_id);

CREATE UNIQUE INDEX schema_migration_version_idx ON kratos.schema_migration USING btree (version);

CREATE INDEX schema_migration_version_self_idx ON kratos.schema_migration USING btree (version_self);

CREATE INDEX selfservice_errors_nid_idx ON kratos.selfservice_errors USING btree (nid);

CREATE INDEX selfservice_login_flows_nid_idx ON kratos.selfservice_login_flows USING btree (nid);

CREATE INDEX selfservice_recovery_flows_nid_idx ON kratos.selfservice_recovery_flows USING btree (nid);

CREATE INDEX selfservice_recovery_flows_recovered_identity_id_idx ON kratos.selfservice_recovery_flows USING btree (recovered_identity_id);

CREATE INDEX selfservice_registration_flows_nid_idx ON kratos.selfservice_registration_flows USING btree (nid);

CREATE INDEX selfservice_settings_flows_identity_id_idx ON kratos.selfservice_settings_flows USING btree (identity_id);

CREATE INDEX selfservice_settings_flows_nid_idx ON kratos.selfservice_settings_flows USING btree (nid);

CREATE INDEX selfservice_verification_flows_nid_idx ON kratos.selfservice_verification_flows USING btree (nid);

CREATE INDEX session_devices_identities_id_fk_idx ON kratos.session_devices USING btree (identity_id);

CREATE INDEX session_devices_nid_idx ON kratos.session_devices USING btree (nid);

CREATE INDEX session_devices_session_id_idx ON kratos.session_devices USING btree (session_id);

CREATE INDEX session_token_exchanges_flow_id_nid_init_code_idx ON kratos.session_token_exchanges USING btree (flow_id, nid, init_code);

CREATE INDEX session_token_exchanges_nid_init_code_idx ON kratos.session_token_exchanges USING btree (nid, init_code);

CREATE INDEX sessions_list_active_idx ON kratos.sessions USING btree (nid, expires_at, active, created_at DESC, id);

CREATE INDEX sessions_list_identity_idx ON kratos.sessions USING btree (identity_id, nid, created_at DESC);

CREATE INDEX sessions_list_idx ON kratos.sessions USING btree (nid, created_at DESC, id);

CREATE UNIQUE INDEX sessions_logout_token_uq_idx ON kratos.sessions USING btree (logout_token);

CREATE UNIQUE INDEX sessions_token_uq_idx ON kratos.sessions USING btree (token);

ALTER TABLE ONLY kratos.continuity_containers
    ADD CONSTRAINT continuity_containers_identity_id_fkey FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.continuity_containers
    ADD CONSTRAINT continuity_containers_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.courier_message_dispatches
    ADD CONSTRAINT courier_message_dispatches_message_id_fk FOREIGN KEY (message_id) REFERENCES kratos.courier_messages(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.courier_message_dispatches
    ADD CONSTRAINT courier_message_dispatches_nid_fk FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.courier_messages
    ADD CONSTRAINT courier_messages_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identities
    ADD CONSTRAINT identities_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_credential_identifiers
    ADD CONSTRAINT identity_credential_identifiers_identities_id_fk FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_credential_identifiers
    ADD CONSTRAINT identity_credential_identifiers_identity_credential_id_fkey FOREIGN KEY (identity_credential_id) REFERENCES kratos.identity_credentials(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_credential_identifiers
    ADD CONSTRAINT identity_credential_identifiers_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_credential_identifiers
    ADD CONSTRAINT identity_credential_identifiers_type_id_fk_idx FOREIGN KEY (identity_credential_type_id) REFERENCES kratos.identity_credential_types(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_credentials
    ADD CONSTRAINT identity_credentials_identity_credential_type_id_fkey FOREIGN KEY (identity_credential_type_id) REFERENCES kratos.identity_credential_types(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_credentials
    ADD CONSTRAINT identity_credentials_identity_id_fkey FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_credentials
    ADD CONSTRAINT identity_credentials_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_login_codes
    ADD CONSTRAINT identity_login_codes_identity_id_fk FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_login_codes
    ADD CONSTRAINT identity_login_codes_networks_id_fk FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_login_codes
    ADD CONSTRAINT identity_login_codes_selfservice_login_flows_id_fk FOREIGN KEY (selfservice_login_flow_id) REFERENCES kratos.selfservice_login_flows(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_pending_traits_changes
    ADD CONSTRAINT identity_pending_traits_changes_identities_id_fk FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_pending_traits_changes
    ADD CONSTRAINT identity_pending_traits_changes_networks_id_fk FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_pending_traits_changes
    ADD CONSTRAINT identity_pending_traits_changes_sessions_id_fk FOREIGN KEY (session_id) REFERENCES kratos.sessions(id) ON DELETE SET NULL;

ALTER TABLE ONLY kratos.identity_pending_traits_changes
    ADD CONSTRAINT identity_pending_traits_changes_settings_flow_id_fk FOREIGN KEY (origin_settings_flow_id) REFERENCES kratos.selfservice_settings_flows(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_pending_traits_changes
    ADD CONSTRAINT identity_pending_traits_changes_verification_flows_id_fk FOREIGN KEY (verification_flow_id) REFERENCES kratos.selfservice_verification_flows(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_recovery_addresses
    ADD CONSTRAINT identity_recovery_addresses_identity_id_fkey FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_recovery_addresses
    ADD CONSTRAINT identity_recovery_addresses_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_recovery_codes
    ADD CONSTRAINT identity_recovery_codes_identity_id_fk FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_recovery_codes
    ADD CONSTRAINT identity_recovery_codes_identity_recovery_addresses_id_fk FOREIGN KEY (identity_recovery_address_id) REFERENCES kratos.identity_recovery_addresses(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_recovery_codes
    ADD CONSTRAINT identity_recovery_codes_networks_id_fk FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_recovery_codes
    ADD CONSTRAINT identity_recovery_codes_selfservice_recovery_flows_id_fk FOREIGN KEY (selfservice_recovery_flow_id) REFERENCES kratos.selfservice_recovery_flows(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_recovery_tokens
    ADD CONSTRAINT identity_recovery_tokens_identity_id_fk_idx FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_recovery_tokens
    ADD CONSTRAINT identity_recovery_tokens_identity_recovery_address_id_fkey FOREIGN KEY (identity_recovery_address_id) REFERENCES kratos.identity_recovery_addresses(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_recovery_tokens
    ADD CONSTRAINT identity_recovery_tokens_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_recovery_tokens
    ADD CONSTRAINT identity_recovery_tokens_selfservice_recovery_request_id_fkey FOREIGN KEY (selfservice_recovery_flow_id) REFERENCES kratos.selfservice_recovery_flows(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_registration_codes
    ADD CONSTRAINT identity_registration_codes_networks_id_fk FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_registration_codes
    ADD CONSTRAINT identity_registration_codes_selfservice_registration_flows_id_f FOREIGN KEY (selfservice_registration_flow_id) REFERENCES kratos.selfservice_registration_flows(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_verifiable_addresses
    ADD CONSTRAINT identity_verifiable_addresses_identity_id_fkey FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_verifiable_addresses
    ADD CONSTRAINT identity_verifiable_addresses_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_verification_codes
    ADD CONSTRAINT identity_verification_codes_identity_verifiable_addresses_id_fk FOREIGN KEY (identity_verifiable_address_id) REFERENCES kratos.identity_verifiable_addresses(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_verification_codes
    ADD CONSTRAINT identity_verification_codes_networks_id_fk FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_verification_codes
    ADD CONSTRAINT identity_verification_codes_selfservice_verification_flows_id_f FOREIGN KEY (selfservice_verification_flow_id) REFERENCES kratos.selfservice_verification_flows(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_verification_tokens
    ADD CONSTRAINT identity_verification_tokens_identity_verifiable_address_i_fkey FOREIGN KEY (identity_verifiable_address_id) REFERENCES kratos.identity_verifiable_addresses(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_verification_tokens
    ADD CONSTRAINT identity_verification_tokens_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.identity_verification_tokens
    ADD CONSTRAINT identity_verification_tokens_selfservice_verification_flow_fkey FOREIGN KEY (selfservice_verification_flow_id) REFERENCES kratos.selfservice_verification_flows(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.selfservice_errors
    ADD CONSTRAINT selfservice_errors_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.selfservice_login_flows
    ADD CONSTRAINT selfservice_login_flows_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.selfservice_settings_flows
    ADD CONSTRAINT selfservice_profile_management_requests_identity_id_fkey FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.selfservice_recovery_flows
    ADD CONSTRAINT selfservice_recovery_flows_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.selfservice_recovery_flows
    ADD CONSTRAINT selfservice_recovery_requests_recovered_identity_id_fkey FOREIGN KEY (recovered_identity_id) REFERENCES kratos.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.selfservice_registration_flows
    ADD CONSTRAINT selfservice_registration_flows_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.selfservice_settings_flows
    ADD CONSTRAINT selfservice_settings_flows_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.selfservice_verification_flows
    ADD CONSTRAINT selfservice_verification_flows_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.session_devices
    ADD CONSTRAINT session_devices_identities_id_fk FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON UPDATE RESTRICT ON DELETE CASCADE;

ALTER TABLE ONLY kratos.session_devices
    ADD CONSTRAINT session_metadata_nid_fk FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.session_devices
    ADD CONSTRAINT session_metadata_sessions_id_fk FOREIGN KEY (session_id) REFERENCES kratos.sessions(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.session_token_exchanges
    ADD CONSTRAINT session_token_exchanges_nid_fk FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.sessions
    ADD CONSTRAINT sessions_identity_id_fkey FOREIGN KEY (identity_id) REFERENCES kratos.identities(id) ON DELETE CASCADE;

ALTER TABLE ONLY kratos.sessions
    ADD CONSTRAINT sessions_nid_fk_idx FOREIGN KEY (nid) REFERENCES kratos.networks(id) ON UPDATE RESTRICT ON DELETE CASCADE;
`,
  cleans: [
    {
      table: "kratos.sessions",
      clock: "expires_at",
      retention: "expires_at passed (session.lifespan, default 24h), less --keep-last",
      source: "persistence/sql/persister_session.go:715",
      note: "kratos cleanup sql, run by the operator (persistence/sql/persister.go:187); devices go with the session (session_devices ON DELETE CASCADE)",
    },
    {
      table: "kratos.continuity_containers",
      clock: "expires_at",
      retention: "expires_at passed, less --keep-last",
      source: "persistence/sql/persister_continuity.go:79",
      note: "kratos cleanup sql (persistence/sql/persister.go:193)",
    },
    {
      table: "kratos.selfservice_login_flows",
      clock: "expires_at",
      retention:
        "expires_at passed (selfservice.flows.login.lifespan, default 1h), less --keep-last",
      source: "persistence/sql/persister_login.go:97",
      note: "kratos cleanup sql (persistence/sql/persister.go:199)",
    },
    {
      table: "kratos.selfservice_recovery_flows",
      clock: "expires_at",
      retention:
        "expires_at passed (selfservice.flows.recovery.lifespan, default 1h), less --keep-last",
      source: "persistence/sql/persister_recovery.go:137",
      note: "kratos cleanup sql (persistence/sql/persister.go:205)",
    },
    {
      table: "kratos.selfservice_registration_flows",
      clock: "expires_at",
      retention:
        "expires_at passed (selfservice.flows.registration.lifespan, default 1h), less --keep-last",
      source: "persistence/sql/persister_registration.go:57",
      note: "kratos cleanup sql (persistence/sql/persister.go:211)",
    },
    {
      table: "kratos.selfservice_settings_flows",
      clock: "expires_at",
      retention:
        "expires_at passed (selfservice.flows.settings.lifespan, default 1h), less --keep-last",
      source: "persistence/sql/persister_settings.go:67",
      note: "kratos cleanup sql (persistence/sql/persister.go:217)",
    },
    {
      table: "kratos.selfservice_verification_flows",
      clock: "expires_at",
      retention:
        "expires_at passed (selfservice.flows.verification.lifespan, default 1h), less --keep-last",
      source: "persistence/sql/persister_verification.go:136",
      note: "kratos cleanup sql (persistence/sql/persister.go:223)",
    },
    {
      table: "kratos.session_token_exchanges",
      clock: "created_at",
      retention: "created before the run, less --keep-last",
      source: "persistence/sql/persister_sessiontokenexchanger.go:135",
      note: "kratos cleanup sql (persistence/sql/persister.go:229)",
    },
  ],
  shouldAsk: [
    {
      table: "kratos.courier_messages",
      why: "every email and SMS sent (recipient, subject, body with codes and links, template data); no code of Kratos deletes them",
    },
    {
      table: "kratos.courier_message_dispatches",
      why: "each attempt to send a courier message, with the mail or SMS server's error; deleted only with its message, which is never deleted",
    },
    {
      table: "kratos.selfservice_errors",
      why: "error containers shown to users (errors, csrf_token, seen_at); ClearErrorContainers (persistence/sql/persister_errorx.go:74-89) exists but nothing outside tests calls it",
    },
    {
      table: "kratos.identity_recovery_tokens",
      why: "recovery links (token, identity, expires_at); those of a recovery flow go with the flow by cascade, those issued by the admin API have no flow (selfservice_recovery_flow_id is nullable) and are never deleted by age",
    },
    {
      table: "kratos.identity_recovery_codes",
      why: "recovery codes (code, identity, expires_at); deleted only by cascade when kratos cleanup sql deletes their recovery flow, never on their own expires_at",
    },
    {
      table: "kratos.identity_verification_codes",
      why: "verification codes for an address (expires_at); deleted only by cascade with their verification flow",
    },
    {
      table: "kratos.identity_verification_tokens",
      why: "verification links for an address (expires_at); deleted only by cascade with their verification flow",
    },
    {
      table: "kratos.identity_login_codes",
      why: "one-time login codes with the address they were sent to (expires_at); deleted only by cascade with their login flow",
    },
    {
      table: "kratos.identity_registration_codes",
      why: "one-time registration codes with the address they were sent to (expires_at); deleted only by cascade with their registration flow",
    },
    {
      table: "kratos.identity_pending_traits_changes",
      why: "a proposed new email or phone and traits (new_address_value, proposed_traits); deleted by cascade with its verification flow, or when superseded (persistence/sql/persister_pending_traits_change.go:68)",
    },
    {
      table: "kratos.session_devices",
      why: "each session's ip_address, user_agent and location; deleted only by cascade with its session",
    },
  ],
  neverDelete: [
    "kratos.identities",
    "kratos.identity_credentials",
    "kratos.identity_credential_identifiers",
    "kratos.identity_credential_types",
    "kratos.identity_verifiable_addresses",
    "kratos.identity_recovery_addresses",
    "kratos.networks",
    "kratos.schema_migration",
  ],
};
