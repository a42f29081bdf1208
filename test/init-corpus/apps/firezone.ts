// Firezone (Elixir, Phoenix and Ecto): its control plane ("portal") under elixir/, from
// firezone/firezone@df8139e82dd537f4bc99af32f7f94033b809ef3e (2026-08-22, the mirror's HEAD as fetched).
// Written blind to init: the lists below come from Firezone's own code only; paths are relative to elixir/.
// Schema: its 427 Ecto migrations (priv/repo/migrations) and 21 manual migrations (priv/repo/manual_migrations, which
// the release runs when run_manual_migrations is set and otherwise reports as pending, lib/portal/release.ex:51-73),
// run by Ecto.Migrator on PostgreSQL 15, pg_dump read back (see the header of schemaSql).
// Cleanup: Oban's cron in production (config/runtime.exs:234-343, inside `if config_env() == :prod`), every 5 minutes
// unless said:
// - DeleteExpiredPolicyAuthorizations, every minute (:236): policy_authorizations whose expires_at <= now
//   (lib/portal/workers/delete_expired_policy_authorizations.ex:36).
// - DeleteExpiredClientTokens (:315): client_tokens whose expires_at <= now
//   (lib/portal/workers/delete_expired_client_tokens.ex:31); their policy_authorizations go with them (token_id
//   ON DELETE CASCADE), devices.client_token_id is set to NULL.
// - DeleteExpiredAPITokens (:318): api_tokens whose expires_at <= now (lib/portal/workers/delete_expired_api_tokens.ex:31).
// - DeleteRotatedGatewayTokens (:321): gateway_tokens of a gateway (device_id set) rotated more than 4 hours ago
//   (lib/portal/workers/delete_rotated_gateway_tokens.ex:36-42; @rotation_grace_hours 4, lib/portal/gateway_token.ex:13).
// - DeleteExpiredOneTimePasscodes (:324): one_time_passcodes whose expires_at <= now
//   (lib/portal/workers/delete_expired_one_time_passcodes.ex:31); pending_identities go with them
//   (one_time_passcode_id ON DELETE CASCADE).
// - DeleteExpiredPortalSessions (:327): portal_sessions whose expires_at <= now
//   (lib/portal/workers/delete_expired_portal_sessions.ex:31).
// - DeleteOldChangeLogs (:330): change_logs with timestamp older than 90 days (lib/portal/workers/delete_old_change_logs.ex:31).
// - PartitionFlowLogs, daily at 03:30 (:333): drops the daily partitions of flow_logs (RANGE on flow_start) whose day
//   is more than 121 days old (lib/portal/workers/partition_flow_logs.ex:34, 62-71, 112-124).
// - DeleteOldSessionLogs (:336): session_logs with timestamp older than 90 days (lib/portal/workers/delete_old_session_logs.ex:31).
// - DeleteOldAPIRequestLogs (:339): api_request_logs with inserted_at older than 90 days
//   (lib/portal/workers/delete_old_api_request_logs.ex:31).
// - Oban itself, as configured (config/runtime.exs:345-351): Pruner with max_age 7 days on oban_jobs, and the
//   Oban.Peers.Database peer, which deletes oban_peers whose expires_at has passed (oban lib/oban/peers/database.ex:157-163).
// Not counted: SweepAccountDeletions/DeleteAccount (config/runtime.exs:342; lib/portal/workers/delete_account.ex:108-119)
// delete an account (and by cascade everything in it) whose scheduled_deletion_at has passed, but that date is set only
// when an admin asks for the account's deletion (now + 7 days, lib/portal_web/live/settings/account.ex:564): a requested
// deletion, not retention. The directory syncs (Entra, Google, Okta: lib/portal/{entra,google,okta}/sync.ex, e.g.
// entra/sync.ex:1227-1241) and the Intune and Iru inventories (lib/portal/intune/sync.ex:324-331,
// lib/portal/iru/sync.ex:501-508) delete what the last sync did not see (reconciliation, not age); the CRL sync
// replaces an endpoint's crl_revocations on each fetch (lib/portal/crl/sync.ex:442-448).
// Portal.Billing.Stripe.ProcessedEvents.cleanup_old_events (30 days, lib/portal/billing/stripe/processed_events.ex:53,
// 96-106) is called from nowhere. The Mailer rate limiter prunes an ETS table, not the database. The happy-path
// deletion of a rotated gateway token when its gateway reconnects (lib/portal/authentication.ex:635-642), of a
// client's policy_authorizations when its channel stops (lib/portal_api/client/channel/shared.ex:2653-2659) and of
// spent passcodes are not by age. No count-based trims.
// Neither list: email_suppressions (addresses the mailer must not write to again: dropping them would resume mail),
// the MDM inventories intune_devices and iru_devices (a mirror of the customer's MDM, replaced on every sync),
// crl_revocations, ocsp_statuses, revocation_endpoints (certificate data), log_sink_cursors, features, banners.
import type { CorpusApp } from "../types.js";

const schemaSql = `-- Firezone: firezone/firezone @ df8139e82dd537f4bc99af32f7f94033b809ef3e, elixir/ (its portal app)
-- Built by running its 427 migrations (elixir/priv/repo/migrations, 20200225005454_create_users to
-- 20260818000002_remove_rest_api_feature, including 20251104130000_migrate_to_new_auth_system's .sql file) and its 21
-- manual migrations (elixir/priv/repo/manual_migrations, to 20260731000000_drop_disabled_at_from_accounts_actors_policies)
-- together with Ecto.Migrator.run(repo, [migrations, manual_migrations], :up, all: true), as lib/portal/release.ex:51-68
-- does with run_manual_migrations set, with the repo's migration_timestamps [type: :timestamptz] (config/config.exs:52),
-- on an empty PostgreSQL 15 database, in schema public. ecto_sql 3.14.0, ecto 3.14.1, db_connection 2.10.2,
-- decimal 3.1.1, jason 1.4.5 and oban 2.23.1 (its Oban.Migration up to version 14, which three migrations call) are
-- the versions of its mix.lock, compiled from their sources under Elixir 1.14 (Debian's); postgrex is 0.20.0 (0.22.4
-- does not compile on 1.14; the DDL is ecto_sql's), telemetry 1.4.1. Then public was renamed to firezone, the
-- extensions moved back to public, and the schema read back with pg_dump --schema-only --no-owner --no-privileges
-- --no-comments -n firezone (its SET lines and comments left out). All its 64 tables except schema_migrations; left out
-- too: the 296 daily partitions flow_logs_YYYYMMDD that 20260626000000_partition_flow_logs created around the day the
-- migrations ran (the app's PartitionFlowLogs job creates and drops them), and the event trigger
-- trigger_set_replica_identity (a database-level object pg_dump -n does not dump; its function is kept).
-- The legacy enum types (action_enum, mfa_type_enum, port_type_enum, role_enum) are left as the migrations leave them.
CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;

CREATE SCHEMA firezone;
SET search_path TO firezone, public;

CREATE TYPE firezone.action_enum AS ENUM (
    'drop',
    'accept'
);

CREATE TYPE firezone.mfa_type_enum AS ENUM (
    'totp',
    'native',
    'portable'
);

CREATE TYPE firezone.oban_job_state AS ENUM (
    'available',
    'suspended',
    'scheduled',
    'executing',
    'retryable',
    'completed',
    'discarded',
    'cancelled'
);

CREATE TYPE firezone.port_type_enum AS ENUM (
    'tcp',
    'udp'
);

CREATE TYPE firezone.role_enum AS ENUM (
    'unprivileged',
    'admin'
);

CREATE FUNCTION firezone.assign_device_network_addresses() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  v_ipv4_cidr constant cidr := '100.64.0.0/11';
  v_ipv6_cidr constant cidr := 'fd00:2021:1111::/107';
BEGIN
  IF NEW.ipv4 IS NULL THEN
    NEW.ipv4 := find_available_device_address(NEW.account_id, 'ipv4', v_ipv4_cidr);
  END IF;

  IF NEW.ipv6 IS NULL THEN
    NEW.ipv6 := find_available_device_address(NEW.account_id, 'ipv6', v_ipv6_cidr);
  END IF;

  RETURN NEW;
END;
$$;

CREATE FUNCTION firezone.enforce_internet_resource_in_internet_site() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  resource_type text;
  site_name text;
  site_managed_by text;
BEGIN
  -- Fetch the resource type and site details
  SELECT r.type INTO resource_type
  FROM resources r
  WHERE r.id = NEW.resource_id;

  SELECT s.name, s.managed_by INTO site_name, site_managed_by
  FROM sites s
  WHERE s.id = NEW.site_id;

  -- Rule: Prevent non-'internet' resources in the 'Internet' site
  IF (site_name = 'Internet' AND site_managed_by = 'system' AND resource_type != 'internet')
  OR (resource_type = 'internet' AND (site_name != 'Internet' OR site_managed_by != 'system')) THEN
    RAISE EXCEPTION 'Only internet resource type is allowed in the Internet site'
    USING ERRCODE = '23514', CONSTRAINT = 'internet_resource_in_internet_site';
  END IF;

  RETURN NEW;
END;
$$;

CREATE FUNCTION firezone.find_available_device_address(p_account_id uuid, p_type text, p_cidr cidr) RETURNS inet
    LANGUAGE plpgsql
    AS $$
DECLARE
  v_base_address inet;
  v_last_address inet;
  v_total_addresses bigint;
  v_start_offset bigint;
  v_current_offset bigint;
  v_candidate inet;
BEGIN
  PERFORM pg_advisory_xact_lock(
    ('x' || substr(md5(p_account_id::text || ':' || p_type), 1, 16))::bit(64)::bigint
  );

  v_base_address := host(p_cidr)::inet;
  v_last_address := host(broadcast(p_cidr))::inet - 1;
  v_total_addresses := (v_last_address - v_base_address)::bigint;

  IF p_type NOT IN ('ipv4', 'ipv6') THEN
    RAISE EXCEPTION 'Invalid address type: %. Must be ipv4 or ipv6', p_type
      USING ERRCODE = 'P0001';
  END IF;

  IF v_total_addresses < 1 THEN
    RAISE EXCEPTION 'Address pool % has no allocatable host addresses', p_cidr
      USING ERRCODE = '22023';
  END IF;

  v_start_offset := floor(random() * v_total_addresses)::bigint + 1;
  v_current_offset := v_start_offset;

  LOOP
    v_candidate := v_base_address + v_current_offset;

    IF p_type = 'ipv4' THEN
      PERFORM 1
      FROM devices d
      WHERE d.account_id = p_account_id
        AND d.ipv4 = v_candidate;
    ELSE
      PERFORM 1
      FROM devices d
      WHERE d.account_id = p_account_id
        AND d.ipv6 = v_candidate;
    END IF;

    IF NOT FOUND THEN
      RETURN v_candidate;
    END IF;

    v_current_offset := v_current_offset + 1;

    IF v_current_offset > v_total_addresses THEN
      v_current_offset := 1;
    END IF;

    IF v_current_offset = v_start_offset THEN
      RAISE EXCEPTION 'Address pool exhausted for account %', p_account_id
        USING ERRCODE = '53400';
    END IF;
  END LOOP;
END;
$$;

CREATE FUNCTION firezone.immutable_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $_$
  SELECT public.unaccent($1)
$_$;

CREATE FUNCTION firezone.set_replica_identity_full() RETURNS event_trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  rec RECORD;
BEGIN
  FOR rec IN SELECT * FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %s REPLICA IDENTITY FULL', rec.object_identity);
  END LOOP;
END;
$$;

CREATE TABLE firezone.accounts (
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    slug public.citext,
    features jsonb DEFAULT '{}'::jsonb NOT NULL,
    limits jsonb DEFAULT '{}'::jsonb NOT NULL,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    warning_last_sent_at timestamp with time zone,
    disabled_reason text,
    legal_name character varying(255) NOT NULL,
    users_limit_exceeded boolean DEFAULT false NOT NULL,
    seats_limit_exceeded boolean DEFAULT false NOT NULL,
    service_accounts_limit_exceeded boolean DEFAULT false NOT NULL,
    sites_limit_exceeded boolean DEFAULT false NOT NULL,
    admins_limit_exceeded boolean DEFAULT false NOT NULL,
    scheduled_deletion_at timestamp with time zone,
    lock_enabled_at timestamp with time zone,
    key character varying(6) NOT NULL,
    ingest_signing_key bytea DEFAULT public.gen_random_bytes(32) NOT NULL,
    is_disabled boolean DEFAULT false NOT NULL
);

ALTER TABLE ONLY firezone.accounts REPLICA IDENTITY FULL;

CREATE TABLE firezone.actors (
    id uuid NOT NULL,
    type character varying(255) NOT NULL,
    account_id uuid NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    name character varying(255) NOT NULL,
    email public.citext,
    allow_email_otp_sign_in boolean DEFAULT false NOT NULL,
    password_hash text,
    created_by_directory_id uuid,
    preferences jsonb,
    is_disabled boolean DEFAULT false NOT NULL,
    CONSTRAINT type_is_valid CHECK (((((type)::text = ANY ((ARRAY['account_user'::character varying, 'account_admin_user'::character varying])::text[])) AND (email IS NOT NULL)) OR (((type)::text = ANY ((ARRAY['service_account'::character varying, 'api_client'::character varying])::text[])) AND (email IS NULL))))
);

ALTER TABLE ONLY firezone.actors REPLICA IDENTITY FULL;

CREATE TABLE firezone.api_request_logs (
    account_id uuid NOT NULL,
    log_id bytea NOT NULL,
    actor_id uuid NOT NULL,
    api_token_id uuid NOT NULL,
    method character varying(255) NOT NULL,
    path text NOT NULL,
    content_length bigint,
    request_id character varying(255) NOT NULL,
    user_agent character varying(255),
    ip inet NOT NULL,
    ip_region character varying(255),
    ip_city character varying(255),
    ip_lat double precision,
    ip_lon double precision,
    inserted_at timestamp with time zone DEFAULT now() NOT NULL,
    seq bigint NOT NULL,
    CONSTRAINT log_id_is_12_bytes CHECK ((octet_length(log_id) = 12))
);

ALTER TABLE ONLY firezone.api_request_logs REPLICA IDENTITY FULL;

CREATE SEQUENCE firezone.api_request_logs_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE firezone.api_request_logs_seq_seq OWNED BY firezone.api_request_logs.seq;

CREATE TABLE firezone.api_tokens (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    actor_id uuid NOT NULL,
    name character varying(255),
    secret_salt character varying(255) NOT NULL,
    secret_hash character varying(255) NOT NULL,
    last_seen_user_agent character varying(2000),
    last_seen_remote_ip inet,
    last_seen_remote_ip_location_region character varying(255),
    last_seen_remote_ip_location_city character varying(255),
    last_seen_remote_ip_location_lat double precision,
    last_seen_remote_ip_location_lon double precision,
    last_seen_at timestamp with time zone,
    expires_at timestamp with time zone NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.api_tokens REPLICA IDENTITY FULL;

CREATE TABLE firezone.auth_providers (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    type character varying(255) NOT NULL,
    CONSTRAINT type_must_be_valid CHECK (((type)::text = ANY ((ARRAY['google'::character varying, 'entra'::character varying, 'okta'::character varying, 'email_otp'::character varying, 'oidc'::character varying, 'userpass'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.auth_providers REPLICA IDENTITY FULL;

CREATE TABLE firezone.banners (
    message text NOT NULL,
    color character varying(255) DEFAULT 'warning'::character varying NOT NULL
);

ALTER TABLE ONLY firezone.banners REPLICA IDENTITY FULL;

CREATE TABLE firezone.change_logs (
    account_id uuid NOT NULL,
    lsn bigint NOT NULL,
    object character varying(255) NOT NULL,
    operation character varying(255) NOT NULL,
    before jsonb,
    after jsonb,
    vsn integer NOT NULL,
    "timestamp" timestamp with time zone NOT NULL,
    subject jsonb,
    log_id bytea NOT NULL,
    seq bigint NOT NULL,
    CONSTRAINT log_id_is_12_bytes CHECK ((octet_length(log_id) = 12)),
    CONSTRAINT valid_data_for_operation CHECK (
CASE operation
    WHEN 'insert'::text THEN ((after IS NOT NULL) AND (before IS NULL))
    WHEN 'update'::text THEN ((after IS NOT NULL) AND (before IS NOT NULL))
    WHEN 'delete'::text THEN ((after IS NULL) AND (before IS NOT NULL))
    ELSE false
END)
);

ALTER TABLE ONLY firezone.change_logs REPLICA IDENTITY FULL;

CREATE SEQUENCE firezone.change_logs_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE firezone.change_logs_seq_seq OWNED BY firezone.change_logs.seq;

CREATE TABLE firezone.client_tokens (
    id uuid NOT NULL,
    secret_salt character varying(255) NOT NULL,
    secret_hash character varying(255) NOT NULL,
    account_id uuid NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    actor_id uuid NOT NULL,
    auth_provider_id uuid
);

ALTER TABLE ONLY firezone.client_tokens REPLICA IDENTITY FULL;

CREATE TABLE firezone.crl_revocations (
    account_id uuid NOT NULL,
    issuer bytea NOT NULL,
    serial character varying(255) NOT NULL,
    distribution_point character varying(255) NOT NULL,
    revoked_at timestamp with time zone NOT NULL,
    reason character varying(255),
    inserted_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.crl_revocations REPLICA IDENTITY FULL;

CREATE TABLE firezone.datadog_log_sinks (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    site character varying(255) NOT NULL,
    api_key character varying(255) NOT NULL,
    enabled_streams character varying(255)[] NOT NULL,
    retroactive boolean DEFAULT false NOT NULL,
    errored_at timestamp with time zone,
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    last_error_email_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    tags text
);

ALTER TABLE ONLY firezone.datadog_log_sinks REPLICA IDENTITY FULL;

CREATE TABLE firezone.devices (
    account_id uuid NOT NULL,
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    type character varying(255) NOT NULL,
    firezone_id character varying(255),
    name character varying(255) NOT NULL,
    psk_base bytea DEFAULT public.gen_random_bytes(32) NOT NULL,
    ipv4 inet NOT NULL,
    ipv6 inet NOT NULL,
    actor_id uuid,
    device_serial character varying(255),
    device_uuid character varying(255),
    identifier_for_vendor character varying(255),
    firebase_installation_id character varying(255),
    verified_at timestamp with time zone,
    site_id uuid,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    hostname public.citext,
    public_key character varying(255),
    last_seen_user_agent character varying(255),
    last_seen_remote_ip inet,
    last_seen_remote_ip_location_region character varying(255),
    last_seen_remote_ip_location_city character varying(255),
    last_seen_remote_ip_location_lat double precision,
    last_seen_remote_ip_location_lon double precision,
    last_seen_version character varying(255),
    last_seen_at timestamp with time zone,
    client_token_id uuid,
    gateway_token_id uuid,
    last_attested_device_serial character varying(255),
    last_attested_device_uuid character varying(255),
    last_attested_mdm_device_id character varying(255),
    last_attested_cert_serial character varying(255),
    last_attested_cert_fingerprint character varying(255),
    last_attested_at timestamp with time zone,
    last_attested_cert_issuer bytea,
    CONSTRAINT device_type_client_fields CHECK ((((type)::text <> 'client'::text) OR ((actor_id IS NOT NULL) AND (site_id IS NULL)))),
    CONSTRAINT device_type_gateway_fields CHECK ((((type)::text <> 'gateway'::text) OR ((site_id IS NOT NULL) AND (actor_id IS NULL)))),
    CONSTRAINT devices_hostname_length CHECK (((hostname IS NULL) OR ((char_length((hostname)::text) >= 3) AND (char_length((hostname)::text) <= 255)))),
    CONSTRAINT devices_type_check CHECK (((type)::text = ANY ((ARRAY['client'::character varying, 'gateway'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.devices REPLICA IDENTITY FULL;

CREATE TABLE firezone.directories (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    type character varying(255) NOT NULL,
    CONSTRAINT type_must_be_valid CHECK (((type)::text = ANY ((ARRAY['google'::character varying, 'entra'::character varying, 'okta'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.directories REPLICA IDENTITY FULL;

CREATE TABLE firezone.elastic_log_sinks (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    endpoint_url text NOT NULL,
    api_key character varying(255) NOT NULL,
    data_stream character varying(255) NOT NULL,
    enabled_streams character varying(255)[] NOT NULL,
    retroactive boolean DEFAULT false NOT NULL,
    errored_at timestamp with time zone,
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    last_error_email_at timestamp with time zone,
    last_rollover_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.elastic_log_sinks REPLICA IDENTITY FULL;

CREATE TABLE firezone.email_otp_auth_providers (
    id uuid NOT NULL,
    account_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    client_session_lifetime_secs integer,
    portal_session_lifetime_secs integer,
    issuer text DEFAULT 'firezone'::text NOT NULL,
    context character varying(255) NOT NULL,
    is_disabled boolean DEFAULT false NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    CONSTRAINT context_must_be_valid CHECK (((context)::text = ANY ((ARRAY['clients_and_portal'::character varying, 'clients_only'::character varying, 'portal_only'::character varying])::text[]))),
    CONSTRAINT issuer_must_be_firezone CHECK ((issuer = 'firezone'::text))
);

ALTER TABLE ONLY firezone.email_otp_auth_providers REPLICA IDENTITY FULL;

CREATE TABLE firezone.email_suppressions (
    email text NOT NULL,
    inserted_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.email_suppressions REPLICA IDENTITY FULL;

CREATE TABLE firezone.entra_auth_providers (
    id uuid NOT NULL,
    account_id uuid NOT NULL,
    context character varying(255) NOT NULL,
    client_session_lifetime_secs integer,
    portal_session_lifetime_secs integer,
    is_disabled boolean DEFAULT false NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    issuer text NOT NULL,
    name character varying(255) NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    email_claim character varying(255) DEFAULT 'upn'::character varying NOT NULL,
    CONSTRAINT context_must_be_valid CHECK (((context)::text = ANY ((ARRAY['clients_and_portal'::character varying, 'clients_only'::character varying, 'portal_only'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.entra_auth_providers REPLICA IDENTITY FULL;

CREATE TABLE firezone.entra_directories (
    id uuid NOT NULL,
    account_id uuid NOT NULL,
    tenant_id character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    errored_at timestamp with time zone,
    synced_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    sync_all_groups boolean DEFAULT false NOT NULL,
    is_verified boolean DEFAULT false NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    email_field character varying(255) DEFAULT 'userPrincipalName'::character varying NOT NULL
);

ALTER TABLE ONLY firezone.entra_directories REPLICA IDENTITY FULL;

CREATE TABLE firezone.external_identities (
    id uuid NOT NULL,
    actor_id uuid NOT NULL,
    account_id uuid NOT NULL,
    inserted_at timestamp with time zone DEFAULT now() NOT NULL,
    email public.citext,
    issuer text NOT NULL,
    directory_id uuid,
    idp_id text NOT NULL,
    updated_at timestamp with time zone,
    name text,
    given_name text,
    family_name text,
    middle_name text,
    nickname text,
    preferred_username text,
    profile text,
    picture text,
    firezone_avatar_url text
);

ALTER TABLE ONLY firezone.external_identities REPLICA IDENTITY FULL;

CREATE TABLE firezone.external_identity_sync_states (
    account_id uuid NOT NULL,
    external_identity_id uuid NOT NULL,
    synced_at timestamp with time zone
);

ALTER TABLE ONLY firezone.external_identity_sync_states REPLICA IDENTITY FULL;

CREATE TABLE firezone.features (
    feature character varying(255) NOT NULL,
    enabled boolean DEFAULT false NOT NULL
);

ALTER TABLE ONLY firezone.features REPLICA IDENTITY FULL;

CREATE TABLE firezone.flow_logs (
    account_id uuid NOT NULL,
    initiator_device_id uuid NOT NULL,
    role character varying(255) NOT NULL,
    flow_start timestamp with time zone NOT NULL,
    flow_end timestamp with time zone,
    inserted_at timestamp with time zone NOT NULL,
    log_id bytea NOT NULL,
    policy_id uuid NOT NULL,
    initiator_auth_provider_id uuid,
    resource_id uuid NOT NULL,
    resource_name character varying(255) NOT NULL,
    resource_address character varying(255),
    initiator_actor_id uuid NOT NULL,
    initiator_actor_email character varying(255),
    initiator_actor_name character varying(255) NOT NULL,
    authorized_at timestamp with time zone NOT NULL,
    initiator_client_version character varying(255),
    initiator_device_os_name character varying(255),
    initiator_device_os_version character varying(255),
    initiator_device_serial character varying(255),
    initiator_device_uuid character varying(255),
    initiator_device_identifier_for_vendor character varying(255),
    initiator_device_firebase_installation_id character varying(255),
    protocol character varying(255) NOT NULL,
    inner_src_ip inet NOT NULL,
    inner_dst_ip inet NOT NULL,
    inner_src_port integer NOT NULL,
    inner_dst_port integer NOT NULL,
    domain character varying(255),
    last_packet timestamp with time zone,
    rx_packets bigint,
    tx_packets bigint,
    rx_bytes bigint,
    tx_bytes bigint,
    authorization_expires_at timestamp with time zone NOT NULL,
    policy_authorization_id uuid NOT NULL,
    seq bigint NOT NULL,
    start_seq bigint,
    responder_device_id uuid NOT NULL,
    outers jsonb,
    CONSTRAINT flow_logs_close_complete CHECK (((flow_end IS NULL) OR ((last_packet IS NOT NULL) AND (rx_packets IS NOT NULL) AND (tx_packets IS NOT NULL) AND (rx_bytes IS NOT NULL) AND (tx_bytes IS NOT NULL)))),
    CONSTRAINT flow_logs_counters_non_negative CHECK (((rx_packets >= 0) AND (tx_packets >= 0) AND (rx_bytes >= 0) AND (tx_bytes >= 0))),
    CONSTRAINT flow_logs_log_id_must_be_12_bytes CHECK ((octet_length(log_id) = 12)),
    CONSTRAINT flow_logs_outer_source_endpoint_complete CHECK ((NOT jsonb_path_exists(outers, '$[*]?((exists (@."src_ip") && @."src_ip" != null) && !(exists (@."src_port") && @."src_port" != null) || !(exists (@."src_ip") && @."src_ip" != null) && (exists (@."src_port") && @."src_port" != null))'::jsonpath))),
    CONSTRAINT flow_logs_outers_match_flow_state CHECK ((((flow_end IS NULL) AND (outers IS NULL)) OR ((outers IS NOT NULL) AND (jsonb_typeof(outers) = 'array'::text) AND (jsonb_array_length(outers) > 0)))),
    CONSTRAINT flow_logs_ports_in_range CHECK ((((inner_src_port >= 0) AND (inner_src_port <= 65535)) AND ((inner_dst_port >= 0) AND (inner_dst_port <= 65535)))),
    CONSTRAINT flow_logs_protocol_chk CHECK (((protocol)::text = ANY ((ARRAY['tcp'::character varying, 'udp'::character varying])::text[]))),
    CONSTRAINT flow_logs_role_chk CHECK (((role)::text = ANY ((ARRAY['initiator'::character varying, 'responder'::character varying])::text[])))
)
PARTITION BY RANGE (flow_start);

ALTER TABLE ONLY firezone.flow_logs REPLICA IDENTITY FULL;

CREATE SEQUENCE firezone.flow_logs_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE firezone.flow_logs_seq_seq OWNED BY firezone.flow_logs.seq;

CREATE TABLE firezone.gateway_tokens (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    site_id uuid,
    secret_salt character varying(255) NOT NULL,
    secret_hash character varying(255) NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    device_id uuid,
    rotated_at timestamp with time zone,
    CONSTRAINT single_or_multi_owner CHECK ((num_nonnulls(site_id, device_id) = 1))
);

ALTER TABLE ONLY firezone.gateway_tokens REPLICA IDENTITY FULL;

CREATE TABLE firezone.google_auth_providers (
    id uuid NOT NULL,
    account_id uuid NOT NULL,
    context character varying(255) NOT NULL,
    client_session_lifetime_secs integer,
    portal_session_lifetime_secs integer,
    is_disabled boolean DEFAULT false NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    issuer text NOT NULL,
    name character varying(255) NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    CONSTRAINT context_must_be_valid CHECK (((context)::text = ANY ((ARRAY['clients_and_portal'::character varying, 'clients_only'::character varying, 'portal_only'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.google_auth_providers REPLICA IDENTITY FULL;

CREATE TABLE firezone.google_directories (
    id uuid NOT NULL,
    account_id uuid NOT NULL,
    domain character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    impersonation_email character varying(255) NOT NULL,
    errored_at timestamp with time zone,
    synced_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    is_verified boolean DEFAULT false NOT NULL,
    legacy_service_account_key jsonb,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    group_sync_mode character varying(255) DEFAULT 'all'::character varying NOT NULL,
    orgunit_sync_enabled boolean DEFAULT false NOT NULL,
    sync_all_domains boolean DEFAULT true NOT NULL,
    CONSTRAINT group_sync_mode_values CHECK (((group_sync_mode)::text = ANY ((ARRAY['all'::character varying, 'filtered'::character varying, 'disabled'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.google_directories REPLICA IDENTITY FULL;

CREATE TABLE firezone.group_sync_states (
    account_id uuid NOT NULL,
    group_id uuid NOT NULL,
    synced_at timestamp with time zone
);

ALTER TABLE ONLY firezone.group_sync_states REPLICA IDENTITY FULL;

CREATE TABLE firezone.groups (
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    account_id uuid NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    type character varying(255) NOT NULL,
    directory_id uuid,
    idp_id text,
    entity_type character varying(255) DEFAULT 'group'::character varying NOT NULL,
    email character varying(255),
    CONSTRAINT groups_entity_type_must_be_valid CHECK (((entity_type)::text = ANY ((ARRAY['group'::character varying, 'org_unit'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.groups REPLICA IDENTITY FULL;

CREATE TABLE firezone.http_log_sinks (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    endpoint_url text NOT NULL,
    bearer_token text,
    batch_max_events integer DEFAULT 100 NOT NULL,
    enabled_streams character varying(255)[] NOT NULL,
    retroactive boolean DEFAULT false NOT NULL,
    errored_at timestamp with time zone,
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    last_error_email_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.http_log_sinks REPLICA IDENTITY FULL;

CREATE TABLE firezone.intune_devices (
    account_id uuid NOT NULL,
    intune_id character varying(255) NOT NULL,
    posture_provider_id uuid NOT NULL,
    device_name character varying(255),
    managed_device_name character varying(255),
    serial_number public.citext,
    entra_device_id character varying(255),
    enrollment_profile_name character varying(255),
    device_category_display_name character varying(255),
    user_id character varying(255),
    user_principal_name character varying(255),
    user_display_name character varying(255),
    email_address character varying(255),
    operating_system character varying(255),
    os_version character varying(255),
    model character varying(255),
    manufacturer character varying(255),
    imei character varying(255),
    meid character varying(255),
    iccid character varying(255),
    udid character varying(255),
    phone_number character varying(255),
    subscriber_carrier character varying(255),
    wifi_mac_address character varying(255),
    ethernet_mac_address character varying(255),
    android_security_patch_level character varying(255),
    total_storage_space_bytes bigint,
    free_storage_space_bytes bigint,
    physical_memory_bytes bigint,
    compliance_state character varying(255),
    management_state character varying(255),
    management_agent character varying(255),
    managed_device_owner_type character varying(255),
    device_enrollment_type character varying(255),
    device_registration_state character varying(255),
    partner_reported_threat_state character varying(255),
    jail_broken character varying(255),
    is_encrypted boolean,
    is_supervised boolean,
    entra_registered boolean,
    require_user_enrollment_approval boolean,
    notes text,
    eas_activated boolean,
    eas_device_id character varying(255),
    eas_activated_at timestamp with time zone,
    exchange_access_state character varying(255),
    exchange_access_state_reason character varying(255),
    exchange_last_successful_sync_at timestamp with time zone,
    remote_assistance_session_url text,
    remote_assistance_session_error_details text,
    config_manager_inventory boolean,
    config_manager_modern_apps boolean,
    config_manager_resource_access boolean,
    config_manager_device_configuration boolean,
    config_manager_compliance_policy boolean,
    config_manager_windows_update_for_business boolean,
    attestation_last_update_date_time character varying(255),
    attestation_content_namespace_url text,
    attestation_status character varying(255),
    attestation_content_version character varying(255),
    attestation_issued_at timestamp with time zone,
    attestation_identity_key text,
    attestation_reset_count integer,
    attestation_restart_count integer,
    attestation_data_execution_policy character varying(255),
    attestation_bit_locker_status character varying(255),
    attestation_boot_manager_version character varying(255),
    attestation_code_integrity_check_version character varying(255),
    attestation_secure_boot character varying(255),
    attestation_boot_debugging character varying(255),
    attestation_operating_system_kernel_debugging character varying(255),
    attestation_code_integrity character varying(255),
    attestation_test_signing character varying(255),
    attestation_safe_mode character varying(255),
    attestation_windows_pe character varying(255),
    attestation_early_launch_anti_malware_driver_protection character varying(255),
    attestation_virtual_secure_mode character varying(255),
    attestation_pcr_hash_algorithm character varying(255),
    attestation_boot_app_security_version character varying(255),
    attestation_boot_manager_security_version character varying(255),
    attestation_tpm_version character varying(255),
    attestation_pcr0 text,
    attestation_secure_boot_config_policy_fingerprint text,
    attestation_code_integrity_policy text,
    attestation_boot_revision_list_info text,
    attestation_operating_system_rev_list_info text,
    attestation_health_status_mismatch_info text,
    attestation_supported_status character varying(255),
    device_action_results jsonb,
    enrolled_at timestamp with time zone,
    last_sync_at timestamp with time zone,
    compliance_grace_period_expiration_at timestamp with time zone,
    management_certificate_expires_at timestamp with time zone,
    synced_at timestamp with time zone NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.intune_devices REPLICA IDENTITY FULL;

CREATE TABLE firezone.intune_posture_providers (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    tenant_id character varying(255) NOT NULL,
    is_verified boolean DEFAULT false NOT NULL,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    synced_at timestamp with time zone,
    errored_at timestamp with time zone,
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.intune_posture_providers REPLICA IDENTITY FULL;

CREATE TABLE firezone.iru_devices (
    account_id uuid NOT NULL,
    iru_id character varying(255) NOT NULL,
    posture_provider_id uuid NOT NULL,
    device_name character varying(255),
    model character varying(255),
    serial_number public.citext,
    platform character varying(255),
    os_version character varying(255),
    supplemental_build_version character varying(255),
    supplemental_os_version_extra character varying(255),
    last_check_in_at timestamp with time zone,
    user_id character varying(255),
    user_name character varying(255),
    user_email character varying(255),
    user_is_archived boolean,
    asset_tag character varying(255),
    blueprint_id character varying(255),
    blueprint_name character varying(255),
    mdm_enabled boolean,
    agent_installed boolean,
    agent_version character varying(255),
    is_missing boolean,
    is_removed boolean,
    first_enrolled_at timestamp with time zone,
    last_enrolled_at timestamp with time zone,
    lost_mode_status character varying(255),
    tags character varying(255)[],
    device_family character varying(255),
    device_capacity_gb double precision,
    host_name character varying(255),
    local_hostname character varying(255),
    apple_silicon boolean,
    model_name character varying(255),
    model_identifier character varying(255),
    shared_ipad boolean,
    cellular_technology character varying(255),
    data_roaming boolean,
    hotspot boolean,
    os_build character varying(255),
    os_name character varying(255),
    display_os_version character varying(255),
    inventory_collected_at timestamp with time zone,
    filevault_enabled boolean,
    filevault_key_type character varying(255),
    filevault_key_escrowed boolean,
    filevault_regeneration_needed boolean,
    filevault_key_rotation_scheduled_at timestamp with time zone,
    filevault_collected_at timestamp with time zone,
    firewall_enabled boolean,
    firewall_block_all_incoming boolean,
    firewall_logging boolean,
    firewall_logging_option character varying(255),
    firewall_stealth_mode boolean,
    firewall_version character varying(255),
    firewall_allow_signed_applications boolean,
    firewall_unloading boolean,
    firewall_collected_at timestamp with time zone,
    gatekeeper_enabled boolean,
    gatekeeper_trusted_developers boolean,
    gatekeeper_version character varying(255),
    gatekeeper_opaque_version character varying(255),
    xprotect_version character varying(255),
    malware_removal_tool_version character varying(255),
    gatekeeper_collected_at timestamp with time zone,
    sip_enabled boolean,
    ssv_enabled boolean,
    bootstrap_token_auth boolean,
    bootstrap_token_escrowed boolean,
    kext_requires_bootstrap_token boolean,
    software_update_requires_bootstrap_token boolean,
    external_boot_level character varying(255),
    secure_boot_level character varying(255),
    any_signed_os boolean,
    mdm_manages_kext boolean,
    user_manages_kext boolean,
    startup_settings_collected_at timestamp with time zone,
    activation_lock_supported boolean,
    activation_lock_allowed_while_supervised boolean,
    device_activation_lock_enabled boolean,
    user_activation_lock_enabled boolean,
    activation_lock_bypass_code_failed boolean,
    activation_lock_collected_at timestamp with time zone,
    synced_at timestamp with time zone NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.iru_devices REPLICA IDENTITY FULL;

CREATE TABLE firezone.iru_posture_providers (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    subdomain character varying(255) NOT NULL,
    region character varying(255) NOT NULL,
    api_token character varying(255) NOT NULL,
    is_verified boolean DEFAULT false NOT NULL,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    synced_at timestamp with time zone,
    errored_at timestamp with time zone,
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.iru_posture_providers REPLICA IDENTITY FULL;

CREATE TABLE firezone.log_sink_cursors (
    account_id uuid NOT NULL,
    log_sink_id uuid NOT NULL,
    stream character varying(255) NOT NULL,
    phase character varying(255) NOT NULL,
    cursor bigint DEFAULT 0 NOT NULL,
    until_seq bigint,
    synced_count bigint DEFAULT 0 NOT NULL,
    dropped_count bigint DEFAULT 0 NOT NULL,
    backfill_total bigint,
    completed_at timestamp with time zone,
    last_synced_at timestamp with time zone,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    CONSTRAINT phase_must_be_valid CHECK (((phase)::text = ANY ((ARRAY['live'::character varying, 'backfill'::character varying])::text[]))),
    CONSTRAINT stream_must_be_valid CHECK (((stream)::text = ANY ((ARRAY['change'::character varying, 'session'::character varying, 'api_request'::character varying, 'flow'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.log_sink_cursors REPLICA IDENTITY FULL;

CREATE TABLE firezone.log_sinks (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    type character varying(255) NOT NULL,
    CONSTRAINT type_must_be_valid CHECK (((type)::text = ANY ((ARRAY['splunk'::character varying, 'datadog'::character varying, 'newrelic'::character varying, 'elastic'::character varying, 'sentinel'::character varying, 's3'::character varying, 'qradar'::character varying, 'http'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.log_sinks REPLICA IDENTITY FULL;

CREATE TABLE firezone.membership_sync_states (
    account_id uuid NOT NULL,
    membership_id uuid NOT NULL,
    synced_at timestamp with time zone
);

ALTER TABLE ONLY firezone.membership_sync_states REPLICA IDENTITY FULL;

CREATE TABLE firezone.memberships (
    actor_id uuid NOT NULL,
    group_id uuid NOT NULL,
    account_id uuid NOT NULL,
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL
);

ALTER TABLE ONLY firezone.memberships REPLICA IDENTITY FULL;

CREATE TABLE firezone.newrelic_log_sinks (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    region character varying(255) NOT NULL,
    license_key character varying(255) NOT NULL,
    enabled_streams character varying(255)[] NOT NULL,
    retroactive boolean DEFAULT false NOT NULL,
    errored_at timestamp with time zone,
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    last_error_email_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.newrelic_log_sinks REPLICA IDENTITY FULL;

CREATE TABLE firezone.oban_jobs (
    id bigint NOT NULL,
    state firezone.oban_job_state DEFAULT 'available'::firezone.oban_job_state NOT NULL,
    queue text DEFAULT 'default'::text NOT NULL,
    worker text NOT NULL,
    args jsonb DEFAULT '{}'::jsonb NOT NULL,
    errors jsonb[] DEFAULT ARRAY[]::jsonb[] NOT NULL,
    attempt integer DEFAULT 0 NOT NULL,
    max_attempts integer DEFAULT 20 NOT NULL,
    inserted_at timestamp without time zone DEFAULT timezone('UTC'::text, now()) NOT NULL,
    scheduled_at timestamp without time zone DEFAULT timezone('UTC'::text, now()) NOT NULL,
    attempted_at timestamp without time zone,
    completed_at timestamp without time zone,
    attempted_by text[],
    discarded_at timestamp without time zone,
    priority integer DEFAULT 0 NOT NULL,
    tags text[] DEFAULT ARRAY[]::text[],
    meta jsonb DEFAULT '{}'::jsonb,
    cancelled_at timestamp without time zone,
    CONSTRAINT attempt_range CHECK (((attempt >= 0) AND (attempt <= max_attempts))),
    CONSTRAINT positive_max_attempts CHECK ((max_attempts > 0)),
    CONSTRAINT queue_length CHECK (((char_length(queue) > 0) AND (char_length(queue) < 128))),
    CONSTRAINT worker_length CHECK (((char_length(worker) > 0) AND (char_length(worker) < 128)))
);

CREATE SEQUENCE firezone.oban_jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE firezone.oban_jobs_id_seq OWNED BY firezone.oban_jobs.id;

CREATE UNLOGGED TABLE firezone.oban_peers (
    name text NOT NULL,
    node text NOT NULL,
    started_at timestamp without time zone NOT NULL,
    expires_at timestamp without time zone NOT NULL
);

CREATE TABLE firezone.ocsp_statuses (
    account_id uuid NOT NULL,
    issuer bytea NOT NULL,
    serial character varying(255) NOT NULL,
    status character varying(255) NOT NULL,
    revoked_at timestamp with time zone,
    reason character varying(255),
    produced_at timestamp with time zone,
    this_update timestamp with time zone,
    next_update timestamp with time zone,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.ocsp_statuses REPLICA IDENTITY FULL;

CREATE TABLE firezone.oidc_auth_providers (
    id uuid NOT NULL,
    account_id uuid NOT NULL,
    context character varying(255) NOT NULL,
    client_session_lifetime_secs integer,
    portal_session_lifetime_secs integer,
    is_disabled boolean DEFAULT false NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    is_legacy boolean DEFAULT false NOT NULL,
    issuer text NOT NULL,
    name character varying(255) NOT NULL,
    client_id character varying(255) NOT NULL,
    client_secret character varying(255) NOT NULL,
    discovery_document_uri text NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    email_verification_method character varying(255) DEFAULT 'claim'::character varying NOT NULL,
    CONSTRAINT context_must_be_valid CHECK (((context)::text = ANY ((ARRAY['clients_and_portal'::character varying, 'clients_only'::character varying, 'portal_only'::character varying])::text[]))),
    CONSTRAINT email_verification_method_must_be_valid CHECK (((email_verification_method)::text = ANY ((ARRAY['none'::character varying, 'claim'::character varying, 'proof'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.oidc_auth_providers REPLICA IDENTITY FULL;

CREATE TABLE firezone.okta_auth_providers (
    id uuid NOT NULL,
    account_id uuid NOT NULL,
    context character varying(255) NOT NULL,
    client_session_lifetime_secs integer,
    portal_session_lifetime_secs integer,
    is_disabled boolean DEFAULT false NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    okta_domain character varying(255) NOT NULL,
    issuer text NOT NULL,
    name character varying(255) NOT NULL,
    client_id character varying(255) NOT NULL,
    client_secret character varying(255) NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    CONSTRAINT context_must_be_valid CHECK (((context)::text = ANY ((ARRAY['clients_and_portal'::character varying, 'clients_only'::character varying, 'portal_only'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.okta_auth_providers REPLICA IDENTITY FULL;

CREATE TABLE firezone.okta_directories (
    id uuid NOT NULL,
    account_id uuid NOT NULL,
    client_id character varying(255),
    private_key_jwk jsonb,
    kid character varying(255),
    okta_domain character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    errored_at timestamp with time zone,
    synced_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    is_verified boolean DEFAULT false NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.okta_directories REPLICA IDENTITY FULL;

CREATE TABLE firezone.one_time_passcodes (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    actor_id uuid NOT NULL,
    code_hash character varying(255) NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    attempts integer DEFAULT 0 NOT NULL
);

ALTER TABLE ONLY firezone.one_time_passcodes REPLICA IDENTITY FULL;

CREATE TABLE firezone.outbound_email_deliveries (
    message_id text NOT NULL,
    account_id uuid,
    email text NOT NULL,
    status character varying(255) NOT NULL,
    failure_code text,
    failure_message text,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.outbound_email_deliveries REPLICA IDENTITY FULL;

CREATE TABLE firezone.outbound_emails (
    account_id uuid,
    message_id text NOT NULL,
    subject text NOT NULL,
    recipients text[] DEFAULT ARRAY[]::text[] NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.outbound_emails REPLICA IDENTITY FULL;

CREATE TABLE firezone.pending_identities (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    actor_id uuid NOT NULL,
    one_time_passcode_id uuid NOT NULL,
    auth_provider_id uuid NOT NULL,
    issuer text NOT NULL,
    directory_id uuid,
    idp_id text NOT NULL,
    email public.citext NOT NULL,
    name text NOT NULL,
    given_name text,
    family_name text,
    middle_name text,
    nickname text,
    preferred_username text,
    profile text,
    picture text,
    inserted_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.pending_identities REPLICA IDENTITY FULL;

CREATE TABLE firezone.policies (
    id uuid NOT NULL,
    description text,
    group_id uuid,
    resource_id uuid NOT NULL,
    account_id uuid NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    conditions jsonb[] DEFAULT ARRAY[]::jsonb[],
    group_idp_id text,
    flow_log_uploads_enabled boolean DEFAULT true NOT NULL,
    is_disabled boolean DEFAULT false NOT NULL
);

ALTER TABLE ONLY firezone.policies REPLICA IDENTITY FULL;

CREATE TABLE firezone.policy_authorizations (
    id uuid NOT NULL,
    policy_id uuid NOT NULL,
    initiating_device_id uuid NOT NULL,
    receiving_device_id uuid NOT NULL,
    resource_id uuid NOT NULL,
    initiator_remote_ip inet NOT NULL,
    initiator_user_agent character varying(255) NOT NULL,
    receiver_remote_ip inet,
    account_id uuid NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    token_id uuid NOT NULL,
    membership_id uuid,
    expires_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.policy_authorizations REPLICA IDENTITY FULL;

CREATE TABLE firezone.portal_sessions (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    actor_id uuid NOT NULL,
    auth_provider_id uuid NOT NULL,
    user_agent character varying(2000),
    remote_ip inet,
    remote_ip_location_region character varying(255),
    remote_ip_location_city character varying(255),
    remote_ip_location_lat double precision,
    remote_ip_location_lon double precision,
    expires_at timestamp with time zone NOT NULL,
    inserted_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.portal_sessions REPLICA IDENTITY FULL;

CREATE TABLE firezone.posture_providers (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    type character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    CONSTRAINT type_must_be_valid CHECK (((type)::text = ANY ((ARRAY['intune'::character varying, 'iru'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.posture_providers REPLICA IDENTITY FULL;

CREATE TABLE firezone.processed_stripe_events (
    stripe_event_id character varying(255) NOT NULL,
    event_type character varying(255) NOT NULL,
    processed_at timestamp with time zone DEFAULT now() NOT NULL,
    stripe_customer_id character varying(255),
    event_created_at timestamp with time zone NOT NULL,
    livemode boolean DEFAULT false NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.processed_stripe_events REPLICA IDENTITY FULL;

CREATE TABLE firezone.qradar_log_sinks (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    endpoint_url text NOT NULL,
    auth_header text,
    enabled_streams character varying(255)[] NOT NULL,
    retroactive boolean DEFAULT false NOT NULL,
    errored_at timestamp with time zone,
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    last_error_email_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.qradar_log_sinks REPLICA IDENTITY FULL;

CREATE TABLE firezone.relay_tokens (
    id uuid NOT NULL,
    secret_salt character varying(255) NOT NULL,
    secret_hash character varying(255) NOT NULL,
    inserted_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.relay_tokens REPLICA IDENTITY FULL;

CREATE TABLE firezone.resources (
    id uuid NOT NULL,
    address character varying(255),
    name character varying(255) NOT NULL,
    filters jsonb DEFAULT '[]'::jsonb NOT NULL,
    account_id uuid NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    type character varying(255) NOT NULL,
    address_description character varying(255),
    ip_stack character varying(255),
    site_id uuid,
    CONSTRAINT require_resources_address CHECK (((((type)::text = ANY ((ARRAY['cidr'::character varying, 'ip'::character varying, 'dns'::character varying, 'dynamic_device_pool'::character varying])::text[])) AND (address IS NOT NULL)) OR (((type)::text = ANY ((ARRAY['internet'::character varying, 'static_device_pool'::character varying])::text[])) AND (address IS NULL)))),
    CONSTRAINT resources_ip_stack_not_null CHECK (((((type)::text = 'dns'::text) AND ((ip_stack)::text = ANY ((ARRAY['dual'::character varying, 'ipv4_only'::character varying, 'ipv6_only'::character varying])::text[]))) OR (((type)::text <> 'dns'::text) AND (ip_stack IS NULL))))
);

ALTER TABLE ONLY firezone.resources REPLICA IDENTITY FULL;

CREATE TABLE firezone.revocation_endpoints (
    account_id uuid NOT NULL,
    issuer bytea NOT NULL,
    distribution_point character varying(255) NOT NULL,
    crl_urls character varying(255)[] DEFAULT ARRAY[]::character varying[] NOT NULL,
    ocsp_urls character varying(255)[] DEFAULT ARRAY[]::character varying[] NOT NULL,
    crl_number bigint,
    crl_this_update timestamp with time zone,
    crl_next_update timestamp with time zone,
    crl_fetched_at timestamp with time zone,
    crl_error character varying(255),
    delta_number bigint,
    delta_this_update timestamp with time zone,
    delta_next_update timestamp with time zone,
    delta_fetched_at timestamp with time zone,
    delta_error character varying(255),
    ocsp_checked_at timestamp with time zone,
    ocsp_error character varying(255),
    errored_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.revocation_endpoints REPLICA IDENTITY FULL;

CREATE TABLE firezone.s3_log_sinks (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    bucket character varying(255) NOT NULL,
    region character varying(255) NOT NULL,
    role_arn character varying(255) NOT NULL,
    key_prefix character varying(255),
    external_id uuid NOT NULL,
    enabled_streams character varying(255)[] NOT NULL,
    retroactive boolean DEFAULT false NOT NULL,
    errored_at timestamp with time zone,
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    last_error_email_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.s3_log_sinks REPLICA IDENTITY FULL;

CREATE TABLE firezone.sentinel_log_sinks (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    tenant_id character varying(255) NOT NULL,
    ingestion_endpoint text NOT NULL,
    dcr_immutable_id character varying(255) NOT NULL,
    stream_name character varying(255) NOT NULL,
    enabled_streams character varying(255)[] NOT NULL,
    retroactive boolean DEFAULT false NOT NULL,
    errored_at timestamp with time zone,
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    last_error_email_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.sentinel_log_sinks REPLICA IDENTITY FULL;

CREATE TABLE firezone.session_logs (
    account_id uuid NOT NULL,
    log_id bytea NOT NULL,
    "timestamp" timestamp with time zone NOT NULL,
    context character varying(255) NOT NULL,
    subject jsonb NOT NULL,
    seq bigint NOT NULL,
    CONSTRAINT log_id_is_12_bytes CHECK ((octet_length(log_id) = 12)),
    CONSTRAINT session_logs_context_chk CHECK (((context)::text = ANY ((ARRAY['client'::character varying, 'gateway'::character varying, 'portal'::character varying])::text[])))
);

ALTER TABLE ONLY firezone.session_logs REPLICA IDENTITY FULL;

CREATE SEQUENCE firezone.session_logs_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE firezone.session_logs_seq_seq OWNED BY firezone.session_logs.seq;

CREATE TABLE firezone.sites (
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    account_id uuid NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    managed_by character varying(255) DEFAULT 'account'::character varying NOT NULL,
    health_threshold integer DEFAULT 1 NOT NULL
);

ALTER TABLE ONLY firezone.sites REPLICA IDENTITY FULL;

CREATE TABLE firezone.splunk_log_sinks (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    collector_url text NOT NULL,
    hec_token character varying(255) NOT NULL,
    index character varying(255),
    enabled_streams character varying(255)[] NOT NULL,
    retroactive boolean DEFAULT false NOT NULL,
    errored_at timestamp with time zone,
    error_message text,
    error_email_count integer DEFAULT 0 NOT NULL,
    last_error_email_at timestamp with time zone,
    is_disabled boolean DEFAULT false NOT NULL,
    disabled_reason character varying(255),
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.splunk_log_sinks REPLICA IDENTITY FULL;

CREATE TABLE firezone.static_device_pool_members (
    account_id uuid NOT NULL,
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    resource_id uuid NOT NULL,
    device_id uuid NOT NULL,
    device_type character varying(255) DEFAULT 'client'::character varying NOT NULL,
    CONSTRAINT static_device_pool_members_device_type_client_only CHECK (((device_type)::text = 'client'::text))
);

ALTER TABLE ONLY firezone.static_device_pool_members REPLICA IDENTITY FULL;

CREATE TABLE firezone.trust_anchor_certificates (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    trust_anchor_id uuid NOT NULL,
    pem text NOT NULL,
    fingerprint character varying(255) NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.trust_anchor_certificates REPLICA IDENTITY FULL;

CREATE TABLE firezone.trust_anchors (
    account_id uuid NOT NULL,
    id uuid NOT NULL,
    name character varying(255) NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

ALTER TABLE ONLY firezone.trust_anchors REPLICA IDENTITY FULL;

CREATE TABLE firezone.userpass_auth_providers (
    id uuid NOT NULL,
    account_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    client_session_lifetime_secs integer,
    portal_session_lifetime_secs integer,
    issuer text DEFAULT 'firezone'::text NOT NULL,
    context character varying(255) NOT NULL,
    is_disabled boolean DEFAULT false NOT NULL,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    CONSTRAINT context_must_be_valid CHECK (((context)::text = ANY ((ARRAY['clients_and_portal'::character varying, 'clients_only'::character varying, 'portal_only'::character varying])::text[]))),
    CONSTRAINT issuer_must_be_firezone CHECK ((issuer = 'firezone'::text))
);

ALTER TABLE ONLY firezone.userpass_auth_providers REPLICA IDENTITY FULL;

ALTER TABLE ONLY firezone.api_request_logs ALTER COLUMN seq SET DEFAULT nextval('firezone.api_request_logs_seq_seq'::regclass);

ALTER TABLE ONLY firezone.change_logs ALTER COLUMN seq SET DEFAULT nextval('firezone.change_logs_seq_seq'::regclass);

ALTER TABLE ONLY firezone.flow_logs ALTER COLUMN seq SET DEFAULT nextval('firezone.flow_logs_seq_seq'::regclass);

ALTER TABLE ONLY firezone.oban_jobs ALTER COLUMN id SET DEFAULT nextval('firezone.oban_jobs_id_seq'::regclass);

ALTER TABLE ONLY firezone.session_logs ALTER COLUMN seq SET DEFAULT nextval('firezone.session_logs_seq_seq'::regclass);

ALTER TABLE ONLY firezone.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY firezone.actors
    ADD CONSTRAINT actors_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.api_request_logs
    ADD CONSTRAINT api_request_logs_pkey PRIMARY KEY (account_id, log_id);

ALTER TABLE ONLY firezone.api_tokens
    ADD CONSTRAINT api_tokens_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.auth_providers
    ADD CONSTRAINT auth_providers_pkey1 PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.change_logs
    ADD CONSTRAINT change_logs_pkey PRIMARY KEY (account_id, log_id);

ALTER TABLE ONLY firezone.client_tokens
    ADD CONSTRAINT client_tokens_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.crl_revocations
    ADD CONSTRAINT crl_revocations_pkey PRIMARY KEY (account_id, issuer, serial, distribution_point);

ALTER TABLE ONLY firezone.datadog_log_sinks
    ADD CONSTRAINT datadog_log_sinks_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.devices
    ADD CONSTRAINT devices_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.directories
    ADD CONSTRAINT directories_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.elastic_log_sinks
    ADD CONSTRAINT elastic_log_sinks_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.email_otp_auth_providers
    ADD CONSTRAINT email_otp_auth_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY firezone.email_suppressions
    ADD CONSTRAINT email_suppressions_pkey PRIMARY KEY (email);

ALTER TABLE ONLY firezone.entra_auth_providers
    ADD CONSTRAINT entra_auth_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY firezone.entra_directories
    ADD CONSTRAINT entra_directories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY firezone.external_identities
    ADD CONSTRAINT external_identities_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.external_identity_sync_states
    ADD CONSTRAINT external_identity_sync_states_pkey PRIMARY KEY (account_id, external_identity_id);

ALTER TABLE ONLY firezone.flow_logs
    ADD CONSTRAINT flow_logs_pkey PRIMARY KEY (account_id, flow_start, initiator_device_id, resource_id, inner_dst_ip, inner_dst_port, role, protocol, inner_src_ip, inner_src_port);

ALTER TABLE ONLY firezone.gateway_tokens
    ADD CONSTRAINT gateway_tokens_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.google_auth_providers
    ADD CONSTRAINT google_auth_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY firezone.google_directories
    ADD CONSTRAINT google_directories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY firezone.group_sync_states
    ADD CONSTRAINT group_sync_states_pkey PRIMARY KEY (account_id, group_id);

ALTER TABLE ONLY firezone.groups
    ADD CONSTRAINT groups_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.http_log_sinks
    ADD CONSTRAINT http_log_sinks_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.intune_devices
    ADD CONSTRAINT intune_devices_pkey PRIMARY KEY (account_id, intune_id);

ALTER TABLE ONLY firezone.intune_posture_providers
    ADD CONSTRAINT intune_posture_providers_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.iru_devices
    ADD CONSTRAINT iru_devices_pkey PRIMARY KEY (account_id, iru_id);

ALTER TABLE ONLY firezone.iru_posture_providers
    ADD CONSTRAINT iru_posture_providers_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.log_sink_cursors
    ADD CONSTRAINT log_sink_cursors_pkey PRIMARY KEY (account_id, log_sink_id, stream, phase);

ALTER TABLE ONLY firezone.log_sinks
    ADD CONSTRAINT log_sinks_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.membership_sync_states
    ADD CONSTRAINT membership_sync_states_pkey PRIMARY KEY (account_id, membership_id);

ALTER TABLE ONLY firezone.memberships
    ADD CONSTRAINT memberships_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.newrelic_log_sinks
    ADD CONSTRAINT newrelic_log_sinks_pkey PRIMARY KEY (account_id, id);

ALTER TABLE firezone.oban_jobs
    ADD CONSTRAINT non_negative_priority CHECK ((priority >= 0)) NOT VALID;

ALTER TABLE ONLY firezone.oban_jobs
    ADD CONSTRAINT oban_jobs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY firezone.oban_peers
    ADD CONSTRAINT oban_peers_pkey PRIMARY KEY (name);

ALTER TABLE ONLY firezone.ocsp_statuses
    ADD CONSTRAINT ocsp_statuses_pkey PRIMARY KEY (account_id, issuer, serial);

ALTER TABLE ONLY firezone.oidc_auth_providers
    ADD CONSTRAINT oidc_auth_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY firezone.okta_auth_providers
    ADD CONSTRAINT okta_auth_providers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY firezone.okta_directories
    ADD CONSTRAINT okta_directories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY firezone.one_time_passcodes
    ADD CONSTRAINT one_time_passcodes_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.outbound_email_deliveries
    ADD CONSTRAINT outbound_email_deliveries_pkey PRIMARY KEY (message_id, email);

ALTER TABLE ONLY firezone.outbound_emails
    ADD CONSTRAINT outbound_emails_pkey PRIMARY KEY (message_id);

ALTER TABLE ONLY firezone.pending_identities
    ADD CONSTRAINT pending_identities_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.policies
    ADD CONSTRAINT policies_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.policy_authorizations
    ADD CONSTRAINT policy_authorizations_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.portal_sessions
    ADD CONSTRAINT portal_sessions_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.posture_providers
    ADD CONSTRAINT posture_providers_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.processed_stripe_events
    ADD CONSTRAINT processed_stripe_events_pkey PRIMARY KEY (stripe_event_id);

ALTER TABLE ONLY firezone.qradar_log_sinks
    ADD CONSTRAINT qradar_log_sinks_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.relay_tokens
    ADD CONSTRAINT relay_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY firezone.resources
    ADD CONSTRAINT resources_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.revocation_endpoints
    ADD CONSTRAINT revocation_endpoints_pkey PRIMARY KEY (account_id, issuer, distribution_point);

ALTER TABLE ONLY firezone.s3_log_sinks
    ADD CONSTRAINT s3_log_sinks_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.sentinel_log_sinks
    ADD CONSTRAINT sentinel_log_sinks_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.session_logs
    ADD CONSTRAINT session_logs_pkey PRIMARY KEY (account_id, log_id);

ALTER TABLE ONLY firezone.sites
    ADD CONSTRAINT sites_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.splunk_log_sinks
    ADD CONSTRAINT splunk_log_sinks_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.static_device_pool_members
    ADD CONSTRAINT static_device_pool_members_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.trust_anchor_certificates
    ADD CONSTRAINT trust_anchor_certificates_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.trust_anchors
    ADD CONSTRAINT trust_anchors_pkey PRIMARY KEY (account_id, id);

ALTER TABLE ONLY firezone.userpass_auth_providers
    ADD CONSTRAINT userpass_auth_providers_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX accounts_key_index ON firezone.accounts USING btree (key);

CREATE UNIQUE INDEX accounts_slug_index ON firezone.accounts USING btree (slug);

CREATE INDEX actors_account_email_trigram_idx ON firezone.actors USING gin (account_id, firezone.immutable_unaccent((email)::text) public.gin_trgm_ops) WHERE (email IS NOT NULL);

CREATE UNIQUE INDEX actors_account_id_email_index ON firezone.actors USING btree (account_id, email) WHERE (email IS NOT NULL);

CREATE INDEX actors_account_id_index ON firezone.actors USING btree (account_id);

CREATE INDEX actors_account_name_trigram_idx ON firezone.actors USING gin (account_id, firezone.immutable_unaccent((name)::text) public.gin_trgm_ops);

CREATE INDEX actors_created_by_directory_id_index ON firezone.actors USING btree (account_id, created_by_directory_id) WHERE (created_by_directory_id IS NOT NULL);

CREATE INDEX api_request_logs_account_id_seq_index ON firezone.api_request_logs USING btree (account_id, seq);

CREATE INDEX api_request_logs_inserted_at_account_id_index ON firezone.api_request_logs USING btree (inserted_at, account_id);

CREATE INDEX api_tokens_actor_id_index ON firezone.api_tokens USING btree (actor_id);

CREATE INDEX api_tokens_expires_at_index ON firezone.api_tokens USING btree (expires_at);

CREATE INDEX change_logs_account_id_seq_index ON firezone.change_logs USING btree (account_id, seq);

CREATE UNIQUE INDEX change_logs_lsn_index ON firezone.change_logs USING btree (lsn);

CREATE INDEX change_logs_timestamp_account_id_index ON firezone.change_logs USING btree ("timestamp", account_id);

CREATE UNIQUE INDEX datadog_log_sinks_account_id_name_index ON firezone.datadog_log_sinks USING btree (account_id, name);

CREATE UNIQUE INDEX devices_account_id_actor_id_firezone_id_index ON firezone.devices USING btree (account_id, actor_id, firezone_id) WHERE (actor_id IS NOT NULL);

CREATE UNIQUE INDEX devices_account_id_actor_id_last_attested_mdm_device_id_index ON firezone.devices USING btree (account_id, actor_id, last_attested_mdm_device_id) WHERE (last_attested_mdm_device_id IS NOT NULL);

CREATE UNIQUE INDEX devices_account_id_cert_issuer_serial_actor_id_index ON firezone.devices USING btree (account_id, last_attested_cert_issuer, last_attested_cert_serial, actor_id) WHERE ((last_attested_cert_issuer IS NOT NULL) AND (last_attested_cert_serial IS NOT NULL));

CREATE INDEX devices_account_id_client_token_id_index ON firezone.devices USING btree (account_id, client_token_id) WHERE (client_token_id IS NOT NULL);

CREATE INDEX devices_account_id_gateway_token_id_index ON firezone.devices USING btree (account_id, gateway_token_id) WHERE (gateway_token_id IS NOT NULL);

CREATE UNIQUE INDEX devices_account_id_hostname_index ON firezone.devices USING btree (account_id, hostname) WHERE (hostname IS NOT NULL);

CREATE UNIQUE INDEX devices_account_id_ipv4_index ON firezone.devices USING btree (account_id, ipv4);

CREATE UNIQUE INDEX devices_account_id_ipv6_index ON firezone.devices USING btree (account_id, ipv6);

CREATE UNIQUE INDEX devices_account_id_site_id_firezone_id_index ON firezone.devices USING btree (account_id, site_id, firezone_id) WHERE (site_id IS NOT NULL);

CREATE UNIQUE INDEX devices_account_id_type_id_index ON firezone.devices USING btree (account_id, type, id);

CREATE UNIQUE INDEX elastic_log_sinks_account_id_name_index ON firezone.elastic_log_sinks USING btree (account_id, name);

CREATE UNIQUE INDEX email_otp_auth_providers_account_id_index ON firezone.email_otp_auth_providers USING btree (account_id);

CREATE UNIQUE INDEX entra_auth_providers_account_id_issuer_index ON firezone.entra_auth_providers USING btree (account_id, issuer);

CREATE UNIQUE INDEX entra_auth_providers_account_id_name_index ON firezone.entra_auth_providers USING btree (account_id, name);

CREATE UNIQUE INDEX entra_directories_account_id_name_index ON firezone.entra_directories USING btree (account_id, name);

CREATE UNIQUE INDEX entra_directories_account_id_tenant_id_index ON firezone.entra_directories USING btree (account_id, tenant_id);

CREATE UNIQUE INDEX external_identities_account_id_actor_id_issuer_index ON firezone.external_identities USING btree (account_id, actor_id, issuer);

CREATE UNIQUE INDEX external_identities_account_idp_fields_index ON firezone.external_identities USING btree (account_id, idp_id, issuer);

CREATE INDEX external_identities_actor_id_index ON firezone.external_identities USING btree (actor_id);

CREATE INDEX external_identities_directory_id_index ON firezone.external_identities USING btree (account_id, directory_id) WHERE (directory_id IS NOT NULL);

CREATE INDEX external_identity_sync_states_synced_at_index ON firezone.external_identity_sync_states USING btree (synced_at);

CREATE UNIQUE INDEX features_feature_index ON firezone.features USING btree (feature);

CREATE INDEX flow_logs_account_id_seq_index ON ONLY firezone.flow_logs USING btree (account_id, seq);

CREATE INDEX flow_logs_log_id_index ON ONLY firezone.flow_logs USING btree (log_id);

CREATE UNIQUE INDEX gateway_tokens_device_rotated_state_idx ON firezone.gateway_tokens USING btree (account_id, device_id, ((rotated_at IS NULL)));

CREATE INDEX gateway_tokens_rotated_at_index ON firezone.gateway_tokens USING btree (rotated_at) WHERE (rotated_at IS NOT NULL);

CREATE INDEX gateway_tokens_site_id_index ON firezone.gateway_tokens USING btree (site_id);

CREATE UNIQUE INDEX google_auth_providers_account_id_index ON firezone.google_auth_providers USING btree (account_id);

CREATE UNIQUE INDEX google_directories_account_id_domain_index ON firezone.google_directories USING btree (account_id, domain);

CREATE UNIQUE INDEX google_directories_account_id_name_index ON firezone.google_directories USING btree (account_id, name);

CREATE INDEX group_sync_states_synced_at_index ON firezone.group_sync_states USING btree (synced_at);

CREATE INDEX groups_account_id_index ON firezone.groups USING btree (account_id);

CREATE UNIQUE INDEX groups_account_id_name_index ON firezone.groups USING btree (account_id, name) WHERE (idp_id IS NULL);

CREATE UNIQUE INDEX groups_account_idp_fields_index ON firezone.groups USING btree (account_id, idp_id) WHERE (idp_id IS NOT NULL);

CREATE INDEX groups_account_name_trigram_idx ON firezone.groups USING gin (account_id, firezone.immutable_unaccent((name)::text) public.gin_trgm_ops);

CREATE INDEX groups_directory_id_index ON firezone.groups USING btree (account_id, directory_id) WHERE (directory_id IS NOT NULL);

CREATE UNIQUE INDEX http_log_sinks_account_id_name_index ON firezone.http_log_sinks USING btree (account_id, name);

CREATE INDEX index_actors_on_account_id_and_type ON firezone.actors USING btree (account_id, type);

CREATE INDEX index_groups_on_account_id_name_type ON firezone.groups USING btree (account_id, name, type);

CREATE INDEX intune_devices_account_id_inserted_at_intune_id_index ON firezone.intune_devices USING btree (account_id, inserted_at, intune_id);

CREATE INDEX intune_devices_provider_synced_at_index ON firezone.intune_devices USING btree (account_id, posture_provider_id, synced_at);

CREATE UNIQUE INDEX intune_posture_providers_account_id_tenant_id_index ON firezone.intune_posture_providers USING btree (account_id, tenant_id);

CREATE INDEX iru_devices_account_id_inserted_at_iru_id_index ON firezone.iru_devices USING btree (account_id, inserted_at, iru_id);

CREATE INDEX iru_devices_provider_synced_at_index ON firezone.iru_devices USING btree (account_id, posture_provider_id, synced_at);

CREATE UNIQUE INDEX iru_posture_providers_account_id_region_subdomain_index ON firezone.iru_posture_providers USING btree (account_id, region, subdomain);

CREATE INDEX membership_sync_states_synced_at_index ON firezone.membership_sync_states USING btree (synced_at);

CREATE INDEX memberships_account_id_group_id_actor_id_index ON firezone.memberships USING btree (account_id, group_id, actor_id);

CREATE UNIQUE INDEX memberships_actor_id_group_id_index ON firezone.memberships USING btree (actor_id, group_id);

CREATE INDEX memberships_group_id_index ON firezone.memberships USING btree (group_id);

CREATE UNIQUE INDEX newrelic_log_sinks_account_id_name_index ON firezone.newrelic_log_sinks USING btree (account_id, name);

CREATE INDEX oban_jobs_args_index ON firezone.oban_jobs USING gin (args);

CREATE INDEX oban_jobs_meta_index ON firezone.oban_jobs USING gin (meta);

CREATE INDEX oban_jobs_state_cancelled_at_index ON firezone.oban_jobs USING btree (state, cancelled_at);

CREATE INDEX oban_jobs_state_discarded_at_index ON firezone.oban_jobs USING btree (state, discarded_at);

CREATE INDEX oban_jobs_state_queue_priority_scheduled_at_id_index ON firezone.oban_jobs USING btree (state, queue, priority, scheduled_at, id);

CREATE UNIQUE INDEX oidc_auth_providers_account_id_client_id_index ON firezone.oidc_auth_providers USING btree (account_id, client_id);

CREATE UNIQUE INDEX oidc_auth_providers_account_id_name_index ON firezone.oidc_auth_providers USING btree (account_id, name);

CREATE UNIQUE INDEX okta_auth_providers_account_id_client_id_index ON firezone.okta_auth_providers USING btree (account_id, client_id);

CREATE UNIQUE INDEX okta_auth_providers_account_id_name_index ON firezone.okta_auth_providers USING btree (account_id, name);

CREATE UNIQUE INDEX okta_directories_account_id_name_index ON firezone.okta_directories USING btree (account_id, name);

CREATE UNIQUE INDEX okta_directories_account_id_okta_domain_index ON firezone.okta_directories USING btree (account_id, okta_domain);

CREATE INDEX one_time_passcodes_actor_id_index ON firezone.one_time_passcodes USING btree (actor_id);

CREATE INDEX one_time_passcodes_expires_at_index ON firezone.one_time_passcodes USING btree (expires_at);

CREATE INDEX outbound_emails_inserted_at_index ON firezone.outbound_emails USING btree (inserted_at);

CREATE INDEX policies_account_id_group_idp_id_index ON firezone.policies USING btree (account_id, group_idp_id) WHERE (group_idp_id IS NOT NULL);

CREATE UNIQUE INDEX policies_account_id_resource_id_group_id_index ON firezone.policies USING btree (account_id, resource_id, group_id) WHERE (group_id IS NOT NULL);

CREATE INDEX policies_group_id_index ON firezone.policies USING btree (group_id);

CREATE INDEX policies_resource_id_index ON firezone.policies USING btree (resource_id);

CREATE INDEX policy_authorizations_client_id_index ON firezone.policy_authorizations USING btree (initiating_device_id);

CREATE INDEX policy_authorizations_expires_at_account_id_gateway_id_index ON firezone.policy_authorizations USING btree (expires_at, account_id, receiving_device_id);

CREATE INDEX policy_authorizations_membership_id_idx ON firezone.policy_authorizations USING btree (membership_id);

CREATE INDEX policy_authorizations_policy_id_index ON firezone.policy_authorizations USING btree (policy_id);

CREATE INDEX policy_authorizations_receiving_device_id_index ON firezone.policy_authorizations USING btree (receiving_device_id) WHERE (receiving_device_id IS NOT NULL);

CREATE INDEX policy_authorizations_resource_id_index ON firezone.policy_authorizations USING btree (resource_id);

CREATE INDEX policy_authorizations_token_id_index ON firezone.policy_authorizations USING btree (token_id);

CREATE INDEX portal_sessions_actor_id_index ON firezone.portal_sessions USING btree (actor_id);

CREATE INDEX portal_sessions_auth_provider_id_index ON firezone.portal_sessions USING btree (auth_provider_id);

CREATE INDEX portal_sessions_expires_at_index ON firezone.portal_sessions USING btree (expires_at);

CREATE UNIQUE INDEX posture_providers_account_id_name_index ON firezone.posture_providers USING btree (account_id, name);

CREATE INDEX processed_stripe_events_stripe_customer_id_event_created_at_ind ON firezone.processed_stripe_events USING btree (stripe_customer_id, event_created_at);

CREATE INDEX processed_stripe_events_stripe_customer_id_event_type_index ON firezone.processed_stripe_events USING btree (stripe_customer_id, event_type);

CREATE UNIQUE INDEX qradar_log_sinks_account_id_name_index ON firezone.qradar_log_sinks USING btree (account_id, name);

CREATE INDEX resources_account_address_trigram_idx ON firezone.resources USING gin (account_id, firezone.immutable_unaccent((address)::text) public.gin_trgm_ops);

CREATE INDEX resources_account_id_name_index ON firezone.resources USING btree (account_id, name);

CREATE INDEX resources_account_id_site_id_index ON firezone.resources USING btree (account_id, site_id);

CREATE INDEX resources_account_name_trigram_idx ON firezone.resources USING gin (account_id, firezone.immutable_unaccent((name)::text) public.gin_trgm_ops);

CREATE UNIQUE INDEX s3_log_sinks_account_id_name_index ON firezone.s3_log_sinks USING btree (account_id, name);

CREATE UNIQUE INDEX sentinel_log_sinks_account_id_name_index ON firezone.sentinel_log_sinks USING btree (account_id, name);

CREATE INDEX session_logs_account_id_seq_index ON firezone.session_logs USING btree (account_id, seq);

CREATE INDEX session_logs_timestamp_account_id_index ON firezone.session_logs USING btree ("timestamp", account_id);

CREATE UNIQUE INDEX sites_account_id_name_managed_by_index ON firezone.sites USING btree (account_id, name, managed_by);

CREATE UNIQUE INDEX splunk_log_sinks_account_id_name_index ON firezone.splunk_log_sinks USING btree (account_id, name);

CREATE UNIQUE INDEX static_device_pool_members_account_id_resource_id_device_id_ind ON firezone.static_device_pool_members USING btree (account_id, resource_id, device_id);

CREATE INDEX static_device_pool_members_device_id_index ON firezone.static_device_pool_members USING btree (device_id);

CREATE INDEX static_device_pool_members_resource_id_index ON firezone.static_device_pool_members USING btree (resource_id);

CREATE INDEX tokens_actor_id_index ON firezone.client_tokens USING btree (actor_id);

CREATE INDEX tokens_auth_provider_id_index ON firezone.client_tokens USING btree (auth_provider_id) WHERE (auth_provider_id IS NOT NULL);

CREATE INDEX tokens_expires_at_not_null_index ON firezone.client_tokens USING btree (expires_at) WHERE (expires_at IS NOT NULL);

CREATE UNIQUE INDEX trust_anchor_certificates_account_id_fingerprint_index ON firezone.trust_anchor_certificates USING btree (account_id, fingerprint);

CREATE INDEX trust_anchor_certificates_account_id_trust_anchor_id_index ON firezone.trust_anchor_certificates USING btree (account_id, trust_anchor_id);

CREATE UNIQUE INDEX trust_anchors_account_id_name_index ON firezone.trust_anchors USING btree (account_id, name);

CREATE UNIQUE INDEX unique_internet_resource_per_account ON firezone.resources USING btree (account_id, type) WHERE ((type)::text = 'internet'::text);

CREATE UNIQUE INDEX userpass_auth_providers_account_id_index ON firezone.userpass_auth_providers USING btree (account_id);

CREATE TRIGGER assign_device_network_addresses BEFORE INSERT ON firezone.devices FOR EACH ROW WHEN (((new.ipv4 IS NULL) OR (new.ipv6 IS NULL))) EXECUTE FUNCTION firezone.assign_device_network_addresses();

ALTER TABLE ONLY firezone.actors
    ADD CONSTRAINT actors_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.actors
    ADD CONSTRAINT actors_created_by_directory_id_fkey FOREIGN KEY (account_id, created_by_directory_id) REFERENCES firezone.directories(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.api_request_logs
    ADD CONSTRAINT api_request_logs_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.api_tokens
    ADD CONSTRAINT api_tokens_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.api_tokens
    ADD CONSTRAINT api_tokens_actor_id_fkey FOREIGN KEY (account_id, actor_id) REFERENCES firezone.actors(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.auth_providers
    ADD CONSTRAINT auth_providers_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.change_logs
    ADD CONSTRAINT change_logs_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.client_tokens
    ADD CONSTRAINT client_tokens_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.client_tokens
    ADD CONSTRAINT client_tokens_actor_id_fkey FOREIGN KEY (account_id, actor_id) REFERENCES firezone.actors(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.client_tokens
    ADD CONSTRAINT client_tokens_auth_provider_id_fkey FOREIGN KEY (account_id, auth_provider_id) REFERENCES firezone.auth_providers(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.crl_revocations
    ADD CONSTRAINT crl_revocations_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.datadog_log_sinks
    ADD CONSTRAINT datadog_log_sinks_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.datadog_log_sinks
    ADD CONSTRAINT datadog_log_sinks_id_fkey FOREIGN KEY (id, account_id) REFERENCES firezone.log_sinks(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.devices
    ADD CONSTRAINT devices_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.devices
    ADD CONSTRAINT devices_actor_id_fkey FOREIGN KEY (account_id, actor_id) REFERENCES firezone.actors(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.devices
    ADD CONSTRAINT devices_client_token_id_fkey FOREIGN KEY (account_id, client_token_id) REFERENCES firezone.client_tokens(account_id, id) ON DELETE SET NULL (client_token_id);

ALTER TABLE ONLY firezone.devices
    ADD CONSTRAINT devices_gateway_token_id_fkey FOREIGN KEY (account_id, gateway_token_id) REFERENCES firezone.gateway_tokens(account_id, id) ON DELETE SET NULL (gateway_token_id);

ALTER TABLE ONLY firezone.devices
    ADD CONSTRAINT devices_site_id_fkey FOREIGN KEY (account_id, site_id) REFERENCES firezone.sites(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.directories
    ADD CONSTRAINT directories_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.elastic_log_sinks
    ADD CONSTRAINT elastic_log_sinks_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.elastic_log_sinks
    ADD CONSTRAINT elastic_log_sinks_id_fkey FOREIGN KEY (id, account_id) REFERENCES firezone.log_sinks(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.email_otp_auth_providers
    ADD CONSTRAINT email_otp_auth_providers_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.email_otp_auth_providers
    ADD CONSTRAINT email_otp_auth_providers_auth_provider_id_fkey FOREIGN KEY (account_id, id) REFERENCES firezone.auth_providers(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.entra_auth_providers
    ADD CONSTRAINT entra_auth_providers_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.entra_auth_providers
    ADD CONSTRAINT entra_auth_providers_auth_provider_id_fkey FOREIGN KEY (account_id, id) REFERENCES firezone.auth_providers(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.entra_directories
    ADD CONSTRAINT entra_directories_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.entra_directories
    ADD CONSTRAINT entra_directories_directory_id_fkey FOREIGN KEY (account_id, id) REFERENCES firezone.directories(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.external_identities
    ADD CONSTRAINT external_identities_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.external_identities
    ADD CONSTRAINT external_identities_actor_id_fkey FOREIGN KEY (account_id, actor_id) REFERENCES firezone.actors(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.external_identities
    ADD CONSTRAINT external_identities_directory_id_fkey FOREIGN KEY (account_id, directory_id) REFERENCES firezone.directories(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.external_identity_sync_states
    ADD CONSTRAINT external_identity_sync_states_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.external_identity_sync_states
    ADD CONSTRAINT external_identity_sync_states_external_identity_id_fkey FOREIGN KEY (external_identity_id, account_id) REFERENCES firezone.external_identities(id, account_id) ON DELETE CASCADE;

ALTER TABLE firezone.flow_logs
    ADD CONSTRAINT flow_logs_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.gateway_tokens
    ADD CONSTRAINT gateway_tokens_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.gateway_tokens
    ADD CONSTRAINT gateway_tokens_device_id_fkey FOREIGN KEY (account_id, device_id) REFERENCES firezone.devices(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.gateway_tokens
    ADD CONSTRAINT gateway_tokens_site_id_fkey FOREIGN KEY (account_id, site_id) REFERENCES firezone.sites(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.google_auth_providers
    ADD CONSTRAINT google_auth_providers_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.google_auth_providers
    ADD CONSTRAINT google_auth_providers_auth_provider_id_fkey FOREIGN KEY (account_id, id) REFERENCES firezone.auth_providers(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.google_directories
    ADD CONSTRAINT google_directories_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.google_directories
    ADD CONSTRAINT google_directories_directory_id_fkey FOREIGN KEY (account_id, id) REFERENCES firezone.directories(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.group_sync_states
    ADD CONSTRAINT group_sync_states_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.group_sync_states
    ADD CONSTRAINT group_sync_states_group_id_fkey FOREIGN KEY (group_id, account_id) REFERENCES firezone.groups(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.groups
    ADD CONSTRAINT groups_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.groups
    ADD CONSTRAINT groups_directory_id_fkey FOREIGN KEY (account_id, directory_id) REFERENCES firezone.directories(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.http_log_sinks
    ADD CONSTRAINT http_log_sinks_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.http_log_sinks
    ADD CONSTRAINT http_log_sinks_id_fkey FOREIGN KEY (id, account_id) REFERENCES firezone.log_sinks(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.intune_devices
    ADD CONSTRAINT intune_devices_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.intune_devices
    ADD CONSTRAINT intune_devices_posture_provider_id_fkey FOREIGN KEY (posture_provider_id, account_id) REFERENCES firezone.posture_providers(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.intune_posture_providers
    ADD CONSTRAINT intune_posture_providers_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.intune_posture_providers
    ADD CONSTRAINT intune_posture_providers_id_fkey FOREIGN KEY (id, account_id) REFERENCES firezone.posture_providers(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.iru_devices
    ADD CONSTRAINT iru_devices_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.iru_devices
    ADD CONSTRAINT iru_devices_posture_provider_id_fkey FOREIGN KEY (posture_provider_id, account_id) REFERENCES firezone.posture_providers(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.iru_posture_providers
    ADD CONSTRAINT iru_posture_providers_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.iru_posture_providers
    ADD CONSTRAINT iru_posture_providers_id_fkey FOREIGN KEY (id, account_id) REFERENCES firezone.posture_providers(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.log_sink_cursors
    ADD CONSTRAINT log_sink_cursors_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.log_sink_cursors
    ADD CONSTRAINT log_sink_cursors_log_sink_id_fkey FOREIGN KEY (log_sink_id, account_id) REFERENCES firezone.log_sinks(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.log_sinks
    ADD CONSTRAINT log_sinks_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.membership_sync_states
    ADD CONSTRAINT membership_sync_states_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.membership_sync_states
    ADD CONSTRAINT membership_sync_states_membership_id_fkey FOREIGN KEY (membership_id, account_id) REFERENCES firezone.memberships(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.memberships
    ADD CONSTRAINT memberships_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.memberships
    ADD CONSTRAINT memberships_actor_id_fkey FOREIGN KEY (account_id, actor_id) REFERENCES firezone.actors(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.memberships
    ADD CONSTRAINT memberships_group_id_fkey FOREIGN KEY (account_id, group_id) REFERENCES firezone.groups(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.newrelic_log_sinks
    ADD CONSTRAINT newrelic_log_sinks_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.newrelic_log_sinks
    ADD CONSTRAINT newrelic_log_sinks_id_fkey FOREIGN KEY (id, account_id) REFERENCES firezone.log_sinks(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.ocsp_statuses
    ADD CONSTRAINT ocsp_statuses_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.oidc_auth_providers
    ADD CONSTRAINT oidc_auth_providers_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.oidc_auth_providers
    ADD CONSTRAINT oidc_auth_providers_auth_provider_id_fkey FOREIGN KEY (account_id, id) REFERENCES firezone.auth_providers(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.okta_auth_providers
    ADD CONSTRAINT okta_auth_providers_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.okta_auth_providers
    ADD CONSTRAINT okta_auth_providers_auth_provider_id_fkey FOREIGN KEY (account_id, id) REFERENCES firezone.auth_providers(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.okta_directories
    ADD CONSTRAINT okta_directories_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.okta_directories
    ADD CONSTRAINT okta_directories_directory_id_fkey FOREIGN KEY (account_id, id) REFERENCES firezone.directories(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.one_time_passcodes
    ADD CONSTRAINT one_time_passcodes_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.one_time_passcodes
    ADD CONSTRAINT one_time_passcodes_actor_id_fkey FOREIGN KEY (account_id, actor_id) REFERENCES firezone.actors(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.outbound_email_deliveries
    ADD CONSTRAINT outbound_email_deliveries_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE SET NULL;

ALTER TABLE ONLY firezone.outbound_email_deliveries
    ADD CONSTRAINT outbound_email_deliveries_message_id_fkey FOREIGN KEY (message_id) REFERENCES firezone.outbound_emails(message_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.outbound_emails
    ADD CONSTRAINT outbound_emails_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE SET NULL;

ALTER TABLE ONLY firezone.pending_identities
    ADD CONSTRAINT pending_identities_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.pending_identities
    ADD CONSTRAINT pending_identities_actor_id_fkey FOREIGN KEY (actor_id, account_id) REFERENCES firezone.actors(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.pending_identities
    ADD CONSTRAINT pending_identities_auth_provider_id_fkey FOREIGN KEY (auth_provider_id, account_id) REFERENCES firezone.auth_providers(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.pending_identities
    ADD CONSTRAINT pending_identities_directory_id_fkey FOREIGN KEY (directory_id, account_id) REFERENCES firezone.directories(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.pending_identities
    ADD CONSTRAINT pending_identities_one_time_passcode_id_fkey FOREIGN KEY (one_time_passcode_id, account_id) REFERENCES firezone.one_time_passcodes(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.policies
    ADD CONSTRAINT policies_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.policies
    ADD CONSTRAINT policies_group_id_fkey FOREIGN KEY (account_id, group_id) REFERENCES firezone.groups(account_id, id) ON DELETE SET NULL (group_id);

ALTER TABLE ONLY firezone.policies
    ADD CONSTRAINT policies_resource_id_fkey FOREIGN KEY (account_id, resource_id) REFERENCES firezone.resources(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.policy_authorizations
    ADD CONSTRAINT policy_authorizations_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.policy_authorizations
    ADD CONSTRAINT policy_authorizations_initiating_device_id_fkey FOREIGN KEY (account_id, initiating_device_id) REFERENCES firezone.devices(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.policy_authorizations
    ADD CONSTRAINT policy_authorizations_membership_id_fkey FOREIGN KEY (account_id, membership_id) REFERENCES firezone.memberships(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.policy_authorizations
    ADD CONSTRAINT policy_authorizations_policy_id_fkey FOREIGN KEY (account_id, policy_id) REFERENCES firezone.policies(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.policy_authorizations
    ADD CONSTRAINT policy_authorizations_receiving_device_id_fkey FOREIGN KEY (account_id, receiving_device_id) REFERENCES firezone.devices(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.policy_authorizations
    ADD CONSTRAINT policy_authorizations_resource_id_fkey FOREIGN KEY (account_id, resource_id) REFERENCES firezone.resources(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.policy_authorizations
    ADD CONSTRAINT policy_authorizations_token_id_fkey FOREIGN KEY (account_id, token_id) REFERENCES firezone.client_tokens(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.portal_sessions
    ADD CONSTRAINT portal_sessions_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.portal_sessions
    ADD CONSTRAINT portal_sessions_actor_id_fkey FOREIGN KEY (account_id, actor_id) REFERENCES firezone.actors(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.portal_sessions
    ADD CONSTRAINT portal_sessions_auth_provider_id_fkey FOREIGN KEY (account_id, auth_provider_id) REFERENCES firezone.auth_providers(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.posture_providers
    ADD CONSTRAINT posture_providers_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.qradar_log_sinks
    ADD CONSTRAINT qradar_log_sinks_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.qradar_log_sinks
    ADD CONSTRAINT qradar_log_sinks_id_fkey FOREIGN KEY (id, account_id) REFERENCES firezone.log_sinks(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.resources
    ADD CONSTRAINT resources_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.resources
    ADD CONSTRAINT resources_site_id_fkey FOREIGN KEY (account_id, site_id) REFERENCES firezone.sites(account_id, id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.revocation_endpoints
    ADD CONSTRAINT revocation_endpoints_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.s3_log_sinks
    ADD CONSTRAINT s3_log_sinks_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.s3_log_sinks
    ADD CONSTRAINT s3_log_sinks_id_fkey FOREIGN KEY (id, account_id) REFERENCES firezone.log_sinks(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.sentinel_log_sinks
    ADD CONSTRAINT sentinel_log_sinks_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.sentinel_log_sinks
    ADD CONSTRAINT sentinel_log_sinks_id_fkey FOREIGN KEY (id, account_id) REFERENCES firezone.log_sinks(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.session_logs
    ADD CONSTRAINT session_logs_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.sites
    ADD CONSTRAINT sites_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.splunk_log_sinks
    ADD CONSTRAINT splunk_log_sinks_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.splunk_log_sinks
    ADD CONSTRAINT splunk_log_sinks_id_fkey FOREIGN KEY (id, account_id) REFERENCES firezone.log_sinks(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.static_device_pool_members
    ADD CONSTRAINT static_device_pool_members_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.static_device_pool_members
    ADD CONSTRAINT static_device_pool_members_device_id_device_type_fkey FOREIGN KEY (account_id, device_id, device_type) REFERENCES firezone.devices(account_id, id, type) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.static_device_pool_members
    ADD CONSTRAINT static_device_pool_members_resource_id_fkey FOREIGN KEY (resource_id, account_id) REFERENCES firezone.resources(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.trust_anchor_certificates
    ADD CONSTRAINT trust_anchor_certificates_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.trust_anchor_certificates
    ADD CONSTRAINT trust_anchor_certificates_trust_anchor_id_fkey FOREIGN KEY (trust_anchor_id, account_id) REFERENCES firezone.trust_anchors(id, account_id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.trust_anchors
    ADD CONSTRAINT trust_anchors_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.userpass_auth_providers
    ADD CONSTRAINT userpass_auth_providers_account_id_fkey FOREIGN KEY (account_id) REFERENCES firezone.accounts(id) ON DELETE CASCADE;

ALTER TABLE ONLY firezone.userpass_auth_providers
    ADD CONSTRAINT userpass_auth_providers_auth_provider_id_fkey FOREIGN KEY (account_id, id) REFERENCES firezone.auth_providers(account_id, id) ON DELETE CASCADE;

`;

export const app: CorpusApp = {
  name: "firezone",
  framework: "ecto",
  source: {
    repo: "firezone/firezone",
    commit: "df8139e82dd537f4bc99af32f7f94033b809ef3e",
    schemaFrom:
      "elixir/priv/repo/migrations (427 Ecto migrations) and elixir/priv/repo/manual_migrations (21) run by Ecto.Migrator (ecto_sql 3.14.0, ecto 3.14.1, oban 2.23.1 as mix.lock pins them; postgrex 0.20.0) on PostgreSQL 15 in schema public, public renamed to firezone (extensions kept in public) and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 64 tables but schema_migrations, flow_logs without its daily partitions",
  },
  schemas: ["firezone"],
  schemaSql,
  cleans: [
    {
      table: "firezone.policy_authorizations",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "lib/portal/workers/delete_expired_policy_authorizations.ex:34-38",
      note: "Oban cron every minute (config/runtime.exs:236), snoozed 30 s on its first attempt. Also deleted with their client token (token_id ON DELETE CASCADE) by DeleteExpiredClientTokens.",
    },
    {
      table: "firezone.client_tokens",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "lib/portal/workers/delete_expired_client_tokens.ex:29-33",
      note: "Oban cron every 5 minutes (config/runtime.exs:315). Cascades to policy_authorizations; devices.client_token_id is set to NULL.",
    },
    {
      table: "firezone.api_tokens",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "lib/portal/workers/delete_expired_api_tokens.ex:29-33",
      note: "Oban cron every 5 minutes (config/runtime.exs:318).",
    },
    {
      table: "firezone.gateway_tokens",
      clock: "rotated_at",
      retention: "4h after rotation (@rotation_grace_hours 4, lib/portal/gateway_token.ex:13)",
      source: "lib/portal/workers/delete_rotated_gateway_tokens.ex:35-44",
      note: "Only single-owner tokens (device_id IS NOT NULL) that were rotated (rotated_at IS NOT NULL); site-wide tokens are never deleted by age. Oban cron every 5 minutes (config/runtime.exs:321).",
    },
    {
      table: "firezone.one_time_passcodes",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "lib/portal/workers/delete_expired_one_time_passcodes.ex:29-33",
      note: "Oban cron every 5 minutes (config/runtime.exs:324). Cascades to pending_identities.",
    },
    {
      table: "firezone.pending_identities",
      clock: "one_time_passcodes.expires_at (the parent's)",
      retention: "its one-time passcode's expires_at passed",
      source: "lib/portal/workers/delete_expired_one_time_passcodes.ex:29-33",
      note: "Deleted with its one_time_passcodes row by the (one_time_passcode_id, account_id) foreign key's ON DELETE CASCADE, as lib/portal_web/controllers/oidc_controller.ex:2195-2196 says.",
    },
    {
      table: "firezone.portal_sessions",
      clock: "expires_at",
      retention: "expires_at passed",
      source: "lib/portal/workers/delete_expired_portal_sessions.ex:29-33",
      note: "Oban cron every 5 minutes (config/runtime.exs:327).",
    },
    {
      table: "firezone.change_logs",
      clock: "timestamp",
      retention: "90d",
      source: "lib/portal/workers/delete_old_change_logs.ex:29-33",
      note: "Oban cron every 5 minutes (config/runtime.exs:330).",
    },
    {
      table: "firezone.session_logs",
      clock: "timestamp",
      retention: "90d",
      source: "lib/portal/workers/delete_old_session_logs.ex:29-33",
      note: "Oban cron every 5 minutes (config/runtime.exs:336).",
    },
    {
      table: "firezone.api_request_logs",
      clock: "inserted_at",
      retention: "90d",
      source: "lib/portal/workers/delete_old_api_request_logs.ex:29-33",
      note: "Oban cron every 5 minutes (config/runtime.exs:339).",
    },
    {
      table: "firezone.flow_logs",
      clock: "flow_start",
      retention:
        "121d (@retention_days 121; whole daily partitions whose day is before today - 121 days)",
      source: "lib/portal/workers/partition_flow_logs.ex:62-71",
      note: "Not a DELETE: flow_logs is PARTITION BY RANGE (flow_start), one partition per UTC day; the daily Oban cron (config/runtime.exs:333) detaches each expired partition concurrently and drops it (lib/portal/workers/partition_flow_logs.ex:112-124), and pre-creates 14 days ahead. The 90-day product retention is stated in a comment at :32-34.",
    },
    {
      table: "firezone.oban_jobs",
      clock: "attempted_at / cancelled_at / discarded_at (by state)",
      retention: "7d ({Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 7})",
      source: "config/runtime.exs:349",
      note: "Pruner code is in the Oban dependency (lib/oban/plugins/pruner.ex): completed, cancelled and discarded jobs older than max_age, 10,000 per run every 30 s.",
    },
    {
      table: "firezone.oban_peers",
      clock: "expires_at",
      retention: "expires_at passed (peer lease)",
      source: "config/runtime.exs:347",
      note: "peer: Oban.Peers.Database; the delete is in the Oban dependency (lib/oban/peers/database.ex:157-163 in oban 2.23.1), not application code.",
    },
  ],
  shouldAsk: [
    {
      table: "firezone.outbound_emails",
      why: "Every tracked email the portal sent (subject and recipients' addresses, per account), kept forever: nothing deletes it but the account's deletion.",
    },
    {
      table: "firezone.outbound_email_deliveries",
      why: "One row per recipient address and message with its delivery status and failure text, kept forever.",
    },
    {
      table: "firezone.processed_stripe_events",
      why: "Stripe webhook events with the customer id, kept forever: the app's own 30-day cleanup_old_events (lib/portal/billing/stripe/processed_events.ex:53) is never called.",
    },
  ],
  neverDelete: [
    "firezone.accounts",
    "firezone.actors",
    "firezone.external_identities",
    "firezone.groups",
    "firezone.memberships",
    "firezone.policies",
    "firezone.resources",
    "firezone.sites",
    "firezone.devices",
    "firezone.static_device_pool_members",
    "firezone.auth_providers",
    "firezone.email_otp_auth_providers",
    "firezone.userpass_auth_providers",
    "firezone.oidc_auth_providers",
    "firezone.google_auth_providers",
    "firezone.entra_auth_providers",
    "firezone.okta_auth_providers",
    "firezone.directories",
    "firezone.google_directories",
    "firezone.entra_directories",
    "firezone.okta_directories",
    "firezone.trust_anchors",
    "firezone.trust_anchor_certificates",
    "firezone.posture_providers",
    "firezone.intune_posture_providers",
    "firezone.iru_posture_providers",
    "firezone.log_sinks",
  ],
};
