// Plausible Analytics (Elixir, Phoenix/Ecto), plausible/analytics@0879657fa0dc0c8f88b9f677319fec7781a0346f (master, 2026-07-20, "Revert \"Add PR
// checking via deepsec (#6485)\" (#6517)"). plausible/analytics is over the fetch size limit (654 MB): read from the copy
// creator-signal/fork-plausible-analytics, whose master holds upstream's history up to that commit (its own 8 commits on
// top, from 2026-07-21, were not used; the tree was extracted at 0879657).
// Schema: priv/repo/migrations (232 Ecto migrations, to 20260625000000_allow_same_team_domain_swap) run by
// Ecto.Migrator.run(repo, path, :up, all: true), as `mix ecto.migrate` / Plausible.Release.migrate do, on an empty
// PostgreSQL 15 database in schema public, as MIX_ENV=ce (Plausible Community Edition, the edition the repository's
// Dockerfile builds: ARG MIX_ENV=ce): the migrations' enterprise_edition?() branches (plans, help_scout_credentials,
// help_scout_mappings, SSO tables and columns, audit_entries, the drop of legacy tables in
// 20250407110434_remove_unused_tables_and_columns) were not taken, their community_edition?() branches were (their data
// migrations are no-ops on an empty database). ecto 3.13.6, ecto_sql 3.13.4, db_connection 2.9.0, decimal 3.1.1,
// jason 1.4.5 and oban 2.20.1 (its Oban.Migrations, which 20200529071028_add_oban_jobs_table runs to its latest version)
// as mix.lock pins them, compiled from their sources under Elixir 1.14 (Debian's); postgrex 0.21.1 (0.22.2 does not
// compile on 1.14; the DDL is ecto_sql's), telemetry 1.4.1. Stubs: Plausible.Repo (as lib/plausible/repo.ex, without
// its audit layer), the ee?/ce? macros answering CE, Plausible.Site (one field, for 20190127213938's update_all on an
// empty table), and the five Plausible.DataMigration modules the migrations call (row backfills, no-ops on an empty
// database); 20240528115149_migrate_site_imports, which in CE opens the ClickHouse repo to migrate imported data, was
// replaced by a no-op (it has no PostgreSQL DDL). Then public was renamed plausible, the citext extension moved back to
// public, schema_migrations dropped, and the schema read back with pg_dump --schema-only --no-owner --no-privileges
// --no-comments -n plausible (its SET lines and comments left out). All its 51 PostgreSQL tables (CE); the CE schema
// keeps the legacy pre-teams tables invitations and site_memberships, and the unused email_verification_codes,
// intro_emails and feedback_emails. Its ClickHouse tables (events_v2, sessions_v2, imported_*, ...; priv/ingest_repo,
// the analytics data itself, with their own TTLs) are out of scope: not PostgreSQL.
// Cleanup (Oban cron jobs, config/runtime.exs:806-825 base_cron, the crontab of a self-hosted instance: SELFHOST
// defaults to true, config/runtime.exs:296, 846; cron on unless DISABLE_CRON, :322, 878, 888):
// - salts: Plausible.Session.Salts.clean_old_salts deletes salts whose inserted_at is older than 48 hours
//   (lib/plausible/session/salts.ex:86-91), at each daily rotation (RotateSalts at midnight, config/runtime.exs:808;
//   lib/workers/rotate_salts.ex:7; salts.ex:60-62) and when the salts server starts (salts.ex:13);
// - team_invitations and team_site_transfers: CleanInvitations, daily at 1am (config/runtime.exs:818), deletes both
//   where inserted_at < now - 48 hours (lib/workers/clean_invitations.ex:5, 13-21); guest_invitations go with their
//   team invitation by ON DELETE CASCADE (guest_invitations_team_invitation_id_fkey);
// - user_sessions: CleanUserSessions, every 2 hours at :30 (config/runtime.exs:820), deletes sessions whose timeout_at
//   is more than 7 days past (lib/workers/clean_user_sessions.ex:9, 20-23);
// - oban_jobs: {Oban.Plugins.Pruner, max_age: 30 days} (config/runtime.exs:880, 887, for config_env prod/ce/load),
//   which in oban 2.20.1 deletes completed jobs by scheduled_at, cancelled by cancelled_at, discarded by discarded_at
//   (lib/oban/engines/basic.ex:164-166 of oban), 10,000 every 30 s;
// - oban_peers: peer Oban.Peers.Postgres (config/runtime.exs:895), i.e. Oban.Peers.Database in oban 2.20.1, which
//   deletes peers whose expires_at has passed (lib/oban/peers/database.ex:172-178 of oban).
// Not counted: ExpireDomainChangeTransitions (config/runtime.exs:822) only clears sites.domain_changed_from/_at after
// 72 hours (lib/plausible/site/domain.ex:2, 28-39: an update, no delete); LocalImportAnalyticsCleaner removes files on
// disk; ClickhouseCleanSites and the other cloud_cron jobs (config/runtime.exs:827-844) run only when SELFHOST is false
// (plausible.io) and touch ClickHouse or no table by age. Deletes on a person's request or by id on the way of a
// request: a user's sessions at logout or revocation (lib/plausible/auth/user_sessions.ex:66, 150, 171-201), an
// invitation or transfer accepted, rejected or removed (lib/plausible/teams/invitations.ex:227-259, 364-439), an email
// activation code once used (lib/plausible/auth/email_verification.ex:64), TOTP recovery codes regenerated
// (lib/plausible/auth/totp.ex:227), API keys, shields rules, goals, segments, annotations, shared links, reports and
// sites deleted by their owner (Plausible.Site.Removal, lib/plausible/site/removal.ex:17), and whole accounts
// (lib/plausible/auth/auth.ex:163). Expired email activation codes are only refused (email_verification.ex:86-89), never
// deleted by age; sent-email logs (create_site_emails, check_stats_emails, setup_*_emails, sent_*) are kept for ever.
// There is no count-based trim.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "plausible",
  framework: "ecto",
  source: {
    repo: "plausible/analytics",
    commit: "0879657fa0dc0c8f88b9f677319fec7781a0346f",
    schemaFrom:
      "priv/repo/migrations (232 Ecto migrations) run by Ecto.Migrator (ecto_sql 3.13.4, ecto 3.13.6, oban 2.20.1 as mix.lock pins them; postgrex 0.21.1) as Plausible CE (MIX_ENV=ce, the Dockerfile's edition) on PostgreSQL 15 in schema public, public renamed to plausible (citext kept in public) and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 51 PostgreSQL tables but schema_migrations; its ClickHouse tables out of scope. Read from the copy creator-signal/fork-plausible-analytics (upstream history up to 0879657); plausible/analytics is over the fetch size limit",
  },
  schemas: ["plausible"],
  schemaSql: `
-- Plausible Analytics: plausible/analytics@0879657fa0dc0c8f88b9f677319fec7781a0346f (read from the copy creator-signal/fork-plausible-analytics)
-- Built by running priv/repo/migrations (232) with Ecto.Migrator as Plausible CE (MIX_ENV=ce) on an empty PostgreSQL 15
-- database in schema public; public then renamed plausible (citext moved back to public), schema_migrations dropped,
-- and read back with pg_dump --schema-only --no-owner --no-privileges --no-comments -n plausible (SET lines and
-- comments left out). The ClickHouse tables (priv/ingest_repo) are not PostgreSQL and not here.
CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;
CREATE SCHEMA plausible;
SET search_path TO plausible, public;

CREATE TYPE plausible.annotation_granularity AS ENUM (
    'date',
    'minute'
);

CREATE TYPE plausible.annotation_type AS ENUM (
    'personal',
    'site'
);

CREATE TYPE plausible.billing_interval AS ENUM (
    'monthly',
    'yearly'
);

CREATE TYPE plausible.oban_job_state AS ENUM (
    'available',
    'scheduled',
    'executing',
    'retryable',
    'completed',
    'discarded',
    'cancelled'
);

CREATE TYPE plausible.segment_type AS ENUM (
    'personal',
    'site'
);

CREATE TYPE plausible.site_membership_role AS ENUM (
    'owner',
    'admin',
    'viewer'
);

CREATE FUNCTION plausible.check_domain() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM sites
     WHERE (NEW.domain = domain_changed_from AND NEW.id != id AND (team_id IS NULL OR NEW.team_id IS NULL OR team_id != NEW.team_id))
     OR (OLD IS NULL AND NEW.domain_changed_from = domain)
  ) THEN
    RAISE unique_violation USING CONSTRAINT = 'domain_change_disallowed';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TABLE plausible.annotations (
    id bigint NOT NULL,
    note character varying(255) NOT NULL,
    type plausible.annotation_type DEFAULT 'personal'::plausible.annotation_type NOT NULL,
    datetime timestamp(0) without time zone NOT NULL,
    granularity plausible.annotation_granularity NOT NULL,
    site_id bigint NOT NULL,
    owner_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.annotations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.annotations_id_seq OWNED BY plausible.annotations.id;

CREATE TABLE plausible.api_keys (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    name character varying(255) NOT NULL,
    key_prefix character varying(255) NOT NULL,
    key_hash character varying(255) NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    scopes text[] NOT NULL,
    hourly_request_limit integer DEFAULT 1000 NOT NULL,
    team_id bigint
);

CREATE SEQUENCE plausible.api_keys_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.api_keys_id_seq OWNED BY plausible.api_keys.id;

CREATE TABLE plausible.check_stats_emails (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    "timestamp" timestamp(0) without time zone
);

CREATE SEQUENCE plausible.check_stats_emails_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.check_stats_emails_id_seq OWNED BY plausible.check_stats_emails.id;

CREATE TABLE plausible.create_site_emails (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    "timestamp" timestamp(0) without time zone
);

CREATE SEQUENCE plausible.create_site_emails_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.create_site_emails_id_seq OWNED BY plausible.create_site_emails.id;

CREATE TABLE plausible.email_activation_codes (
    id bigint NOT NULL,
    code text NOT NULL,
    user_id bigint NOT NULL,
    issued_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.email_activation_codes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.email_activation_codes_id_seq OWNED BY plausible.email_activation_codes.id;

CREATE TABLE plausible.email_verification_codes (
    code integer NOT NULL,
    user_id bigint,
    issued_at timestamp(0) without time zone
);

CREATE TABLE plausible.enterprise_plans (
    id bigint NOT NULL,
    user_id bigint,
    paddle_plan_id character varying(255) NOT NULL,
    billing_interval plausible.billing_interval NOT NULL,
    monthly_pageview_limit integer NOT NULL,
    hourly_api_request_limit integer NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    site_limit integer NOT NULL,
    team_member_limit integer DEFAULT '-1'::integer NOT NULL,
    features character varying(255)[] DEFAULT ARRAY['props'::character varying, 'stats_api'::character varying] NOT NULL,
    team_id bigint
);

CREATE SEQUENCE plausible.enterprise_plans_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.enterprise_plans_id_seq OWNED BY plausible.enterprise_plans.id;

CREATE TABLE plausible.feedback_emails (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    "timestamp" timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.feedback_emails_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.feedback_emails_id_seq OWNED BY plausible.feedback_emails.id;

CREATE TABLE plausible.fun_with_flags_toggles (
    id bigint NOT NULL,
    flag_name character varying(255) NOT NULL,
    gate_type character varying(255) NOT NULL,
    target character varying(255) NOT NULL,
    enabled boolean NOT NULL
);

CREATE SEQUENCE plausible.fun_with_flags_toggles_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.fun_with_flags_toggles_id_seq OWNED BY plausible.fun_with_flags_toggles.id;

CREATE TABLE plausible.funnel_steps (
    id bigint NOT NULL,
    goal_id bigint NOT NULL,
    funnel_id bigint NOT NULL,
    step_order integer NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.funnel_steps_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.funnel_steps_id_seq OWNED BY plausible.funnel_steps.id;

CREATE TABLE plausible.funnels (
    id bigint NOT NULL,
    name character varying(255) NOT NULL,
    site_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    strict_order boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE plausible.funnels_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.funnels_id_seq OWNED BY plausible.funnels.id;

CREATE TABLE plausible.goals (
    id bigint NOT NULL,
    event_name text,
    page_path text,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    site_id bigint NOT NULL,
    currency character varying(3),
    display_name text NOT NULL,
    scroll_threshold smallint DEFAULT '-1'::integer NOT NULL,
    custom_props jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE SEQUENCE plausible.goals_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.goals_id_seq OWNED BY plausible.goals.id;

CREATE TABLE plausible.google_auth (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    email character varying(255) NOT NULL,
    refresh_token text NOT NULL,
    access_token text NOT NULL,
    expires timestamp(0) without time zone NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    site_id bigint NOT NULL,
    property text
);

CREATE SEQUENCE plausible.google_auth_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.google_auth_id_seq OWNED BY plausible.google_auth.id;

CREATE TABLE plausible.guest_invitations (
    id bigint NOT NULL,
    role character varying(255) NOT NULL,
    site_id bigint NOT NULL,
    team_invitation_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    invitation_id character varying(255) NOT NULL
);

CREATE SEQUENCE plausible.guest_invitations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.guest_invitations_id_seq OWNED BY plausible.guest_invitations.id;

CREATE TABLE plausible.guest_memberships (
    id bigint NOT NULL,
    role character varying(255) NOT NULL,
    team_membership_id bigint NOT NULL,
    site_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.guest_memberships_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.guest_memberships_id_seq OWNED BY plausible.guest_memberships.id;

CREATE TABLE plausible.intro_emails (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    "timestamp" timestamp(0) without time zone
);

CREATE SEQUENCE plausible.intro_emails_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.intro_emails_id_seq OWNED BY plausible.intro_emails.id;

CREATE TABLE plausible.invitations (
    id bigint NOT NULL,
    email public.citext NOT NULL,
    site_id bigint NOT NULL,
    inviter_id bigint NOT NULL,
    role plausible.site_membership_role NOT NULL,
    invitation_id character varying(255),
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.invitations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.invitations_id_seq OWNED BY plausible.invitations.id;

CREATE TABLE plausible.monthly_reports (
    id bigint NOT NULL,
    site_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    recipients public.citext[] DEFAULT ARRAY[]::public.citext[] NOT NULL
);

CREATE SEQUENCE plausible.monthly_reports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.monthly_reports_id_seq OWNED BY plausible.monthly_reports.id;

CREATE TABLE plausible.oban_jobs (
    id bigint NOT NULL,
    state plausible.oban_job_state DEFAULT 'available'::plausible.oban_job_state NOT NULL,
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

CREATE SEQUENCE plausible.oban_jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.oban_jobs_id_seq OWNED BY plausible.oban_jobs.id;

CREATE UNLOGGED TABLE plausible.oban_peers (
    name text NOT NULL,
    node text NOT NULL,
    started_at timestamp without time zone NOT NULL,
    expires_at timestamp without time zone NOT NULL
);

CREATE TABLE plausible.plugins_api_tokens (
    id uuid NOT NULL,
    site_id bigint NOT NULL,
    token_hash bytea NOT NULL,
    hint character varying(255) NOT NULL,
    description character varying(255) NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    last_used_at timestamp(0) without time zone
);

CREATE TABLE plausible.salts (
    id bigint NOT NULL,
    salt bytea NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.salts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.salts_id_seq OWNED BY plausible.salts.id;

CREATE TABLE plausible.segments (
    id bigint NOT NULL,
    name character varying(255) NOT NULL,
    type plausible.segment_type DEFAULT 'personal'::plausible.segment_type NOT NULL,
    segment_data jsonb NOT NULL,
    site_id bigint NOT NULL,
    owner_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.segments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.segments_id_seq OWNED BY plausible.segments.id;

CREATE TABLE plausible.sent_accept_traffic_until_notifications (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    sent_on date NOT NULL
);

CREATE SEQUENCE plausible.sent_accept_traffic_until_notifications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.sent_accept_traffic_until_notifications_id_seq OWNED BY plausible.sent_accept_traffic_until_notifications.id;

CREATE TABLE plausible.sent_monthly_reports (
    id bigint NOT NULL,
    site_id bigint NOT NULL,
    year integer NOT NULL,
    month integer NOT NULL,
    "timestamp" timestamp(0) without time zone
);

CREATE SEQUENCE plausible.sent_monthly_reports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.sent_monthly_reports_id_seq OWNED BY plausible.sent_monthly_reports.id;

CREATE TABLE plausible.sent_renewal_notifications (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    "timestamp" timestamp(0) without time zone
);

CREATE SEQUENCE plausible.sent_renewal_notifications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.sent_renewal_notifications_id_seq OWNED BY plausible.sent_renewal_notifications.id;

CREATE TABLE plausible.sent_weekly_reports (
    id bigint NOT NULL,
    site_id bigint NOT NULL,
    year integer,
    week integer,
    "timestamp" timestamp(0) without time zone
);

CREATE SEQUENCE plausible.sent_weekly_reports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.sent_weekly_reports_id_seq OWNED BY plausible.sent_weekly_reports.id;

CREATE TABLE plausible.setup_help_emails (
    id bigint NOT NULL,
    site_id bigint NOT NULL,
    "timestamp" timestamp(0) without time zone
);

CREATE SEQUENCE plausible.setup_help_emails_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.setup_help_emails_id_seq OWNED BY plausible.setup_help_emails.id;

CREATE TABLE plausible.setup_success_emails (
    id bigint NOT NULL,
    site_id bigint NOT NULL,
    "timestamp" timestamp(0) without time zone
);

CREATE SEQUENCE plausible.setup_success_emails_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.setup_success_emails_id_seq OWNED BY plausible.setup_success_emails.id;

CREATE TABLE plausible.shared_links (
    id bigint NOT NULL,
    site_id bigint NOT NULL,
    slug character varying(255) NOT NULL,
    password_hash character varying(255),
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    name character varying(255) NOT NULL,
    segment_id bigint
);

CREATE SEQUENCE plausible.shared_links_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.shared_links_id_seq OWNED BY plausible.shared_links.id;

CREATE TABLE plausible.shield_rules_country (
    id uuid NOT NULL,
    site_id bigint NOT NULL,
    country_code text NOT NULL,
    action character varying(255) DEFAULT 'deny'::character varying NOT NULL,
    added_by character varying(255),
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE TABLE plausible.shield_rules_hostname (
    id uuid NOT NULL,
    site_id bigint NOT NULL,
    hostname text NOT NULL,
    hostname_pattern text NOT NULL,
    action character varying(255) DEFAULT 'allow'::character varying NOT NULL,
    added_by character varying(255),
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE TABLE plausible.shield_rules_ip (
    id uuid NOT NULL,
    site_id bigint NOT NULL,
    inet inet,
    action character varying(255) DEFAULT 'deny'::character varying NOT NULL,
    description character varying(255),
    added_by character varying(255),
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE TABLE plausible.shield_rules_page (
    id uuid NOT NULL,
    site_id bigint NOT NULL,
    page_path text NOT NULL,
    page_path_pattern text NOT NULL,
    action character varying(255) DEFAULT 'deny'::character varying NOT NULL,
    added_by character varying(255),
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE TABLE plausible.site_imports (
    id bigint NOT NULL,
    start_date date NOT NULL,
    end_date date NOT NULL,
    source character varying(255) NOT NULL,
    status character varying(255) NOT NULL,
    site_id bigint NOT NULL,
    imported_by_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    legacy boolean DEFAULT true NOT NULL,
    label character varying(255),
    has_scroll_depth boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE plausible.site_imports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.site_imports_id_seq OWNED BY plausible.site_imports.id;

CREATE TABLE plausible.site_memberships (
    id bigint NOT NULL,
    site_id bigint NOT NULL,
    user_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    role plausible.site_membership_role DEFAULT 'owner'::plausible.site_membership_role NOT NULL
);

CREATE SEQUENCE plausible.site_memberships_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.site_memberships_id_seq OWNED BY plausible.site_memberships.id;

CREATE TABLE plausible.site_user_preferences (
    id bigint NOT NULL,
    pinned_at timestamp(0) without time zone,
    user_id bigint NOT NULL,
    site_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.site_user_preferences_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.site_user_preferences_id_seq OWNED BY plausible.site_user_preferences.id;

CREATE TABLE plausible.sites (
    id bigint NOT NULL,
    domain character varying(255) NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    timezone character varying(255) NOT NULL,
    public boolean DEFAULT false NOT NULL,
    locked boolean DEFAULT false NOT NULL,
    has_stats boolean DEFAULT false NOT NULL,
    imported_data jsonb,
    stats_start_date date,
    ingest_rate_limit_scale_seconds integer DEFAULT 60 NOT NULL,
    ingest_rate_limit_threshold integer,
    native_stats_start_at timestamp(0) without time zone DEFAULT now() NOT NULL,
    domain_changed_from character varying(255),
    domain_changed_at timestamp(0) without time zone,
    allowed_event_props character varying(300)[],
    conversions_enabled boolean DEFAULT true NOT NULL,
    funnels_enabled boolean DEFAULT true NOT NULL,
    props_enabled boolean DEFAULT true NOT NULL,
    accept_traffic_until timestamp(0) without time zone,
    installation_meta jsonb,
    team_id bigint,
    legacy_time_on_page_cutoff date DEFAULT to_date('1970-01-01'::text, 'YYYY-MM-DD'::text),
    consolidated boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE plausible.sites_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.sites_id_seq OWNED BY plausible.sites.id;

CREATE TABLE plausible.spike_notifications (
    id bigint NOT NULL,
    site_id bigint NOT NULL,
    threshold integer NOT NULL,
    last_sent timestamp(0) without time zone,
    recipients public.citext[] DEFAULT ARRAY[]::public.citext[] NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    type character varying(255) DEFAULT 'spike'::character varying
);

CREATE SEQUENCE plausible.spike_notifications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.spike_notifications_id_seq OWNED BY plausible.spike_notifications.id;

CREATE TABLE plausible.subscriptions (
    id bigint NOT NULL,
    paddle_subscription_id character varying(255),
    paddle_plan_id character varying(255) NOT NULL,
    user_id bigint,
    update_url text,
    cancel_url text,
    status character varying(255) NOT NULL,
    next_bill_amount character varying(255) NOT NULL,
    next_bill_date date,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    last_bill_date date,
    currency_code character varying(255) NOT NULL,
    team_id bigint
);

CREATE SEQUENCE plausible.subscriptions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.subscriptions_id_seq OWNED BY plausible.subscriptions.id;

CREATE TABLE plausible.team_invitations (
    id bigint NOT NULL,
    invitation_id character varying(255) NOT NULL,
    email public.citext,
    role character varying(255) NOT NULL,
    inviter_id bigint NOT NULL,
    team_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.team_invitations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.team_invitations_id_seq OWNED BY plausible.team_invitations.id;

CREATE TABLE plausible.team_membership_user_preferences (
    id bigint NOT NULL,
    consolidated_view_cta_dismissed boolean DEFAULT false,
    team_membership_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    sort_index_options jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE SEQUENCE plausible.team_membership_user_preferences_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.team_membership_user_preferences_id_seq OWNED BY plausible.team_membership_user_preferences.id;

CREATE TABLE plausible.team_memberships (
    id bigint NOT NULL,
    role character varying(255) NOT NULL,
    user_id bigint NOT NULL,
    team_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    is_autocreated boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE plausible.team_memberships_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.team_memberships_id_seq OWNED BY plausible.team_memberships.id;

CREATE TABLE plausible.team_site_transfers (
    id bigint NOT NULL,
    transfer_id character varying(255) NOT NULL,
    email public.citext,
    transfer_guests boolean DEFAULT true NOT NULL,
    site_id bigint NOT NULL,
    destination_team_id bigint,
    initiator_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.team_site_transfers_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.team_site_transfers_id_seq OWNED BY plausible.team_site_transfers.id;

CREATE TABLE plausible.teams (
    id bigint NOT NULL,
    name character varying(255) NOT NULL,
    trial_expiry_date date,
    accept_traffic_until date,
    allow_next_upgrade_override boolean DEFAULT false NOT NULL,
    grace_period jsonb,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    setup_complete boolean DEFAULT false NOT NULL,
    setup_at timestamp(0) without time zone,
    identifier uuid DEFAULT gen_random_uuid() NOT NULL,
    notes text,
    hourly_api_request_limit integer DEFAULT 600 NOT NULL,
    locked boolean DEFAULT false NOT NULL,
    locked_by_admin boolean DEFAULT false NOT NULL,
    policy jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE SEQUENCE plausible.teams_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.teams_id_seq OWNED BY plausible.teams.id;

CREATE TABLE plausible.totp_recovery_codes (
    id bigint NOT NULL,
    code_digest bytea NOT NULL,
    user_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.totp_recovery_codes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.totp_recovery_codes_id_seq OWNED BY plausible.totp_recovery_codes.id;

CREATE TABLE plausible.tracker_script_configuration (
    id character varying(255) NOT NULL,
    installation_type character varying(255),
    track_404_pages boolean DEFAULT false,
    hash_based_routing boolean DEFAULT false,
    outbound_links boolean DEFAULT false,
    file_downloads boolean DEFAULT false,
    revenue_tracking boolean DEFAULT false,
    tagged_events boolean DEFAULT false,
    form_submissions boolean DEFAULT false,
    pageview_props boolean DEFAULT false,
    site_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE TABLE plausible.trial_prospects (
    id bigint NOT NULL,
    team_id bigint NOT NULL,
    estimated_monthly integer NOT NULL,
    observed_days integer NOT NULL,
    first_data_day date NOT NULL,
    kind character varying(255) NOT NULL,
    forced_by character varying(255)[] DEFAULT ARRAY[]::character varying[] NOT NULL,
    pageview_limit integer,
    over_top_tier boolean DEFAULT false NOT NULL,
    estimated_mrr integer,
    computed_at timestamp(0) without time zone NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.trial_prospects_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.trial_prospects_id_seq OWNED BY plausible.trial_prospects.id;

CREATE TABLE plausible.user_sessions (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    token bytea NOT NULL,
    device character varying(255) NOT NULL,
    last_used_at timestamp(0) without time zone NOT NULL,
    timeout_at timestamp(0) without time zone NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE plausible.user_sessions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.user_sessions_id_seq OWNED BY plausible.user_sessions.id;

CREATE TABLE plausible.users (
    id bigint NOT NULL,
    email public.citext NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    name character varying(255),
    last_seen timestamp(0) without time zone DEFAULT now(),
    password_hash character varying(255),
    trial_expiry_date date,
    email_verified boolean DEFAULT false NOT NULL,
    theme character varying(255) DEFAULT 'system'::character varying,
    grace_period jsonb,
    previous_email public.citext,
    totp_secret bytea,
    totp_enabled boolean DEFAULT false NOT NULL,
    totp_last_used_at timestamp(0) without time zone,
    allow_next_upgrade_override boolean DEFAULT false NOT NULL,
    totp_token character varying(255),
    accept_traffic_until date,
    notes text,
    last_team_identifier bytea,
    totp_secret_fallback bytea
);

CREATE SEQUENCE plausible.users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.users_id_seq OWNED BY plausible.users.id;

CREATE TABLE plausible.weekly_reports (
    id bigint NOT NULL,
    site_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    recipients public.citext[] DEFAULT ARRAY[]::public.citext[] NOT NULL
);

CREATE SEQUENCE plausible.weekly_reports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE plausible.weekly_reports_id_seq OWNED BY plausible.weekly_reports.id;

ALTER TABLE ONLY plausible.annotations ALTER COLUMN id SET DEFAULT nextval('plausible.annotations_id_seq'::regclass);

ALTER TABLE ONLY plausible.api_keys ALTER COLUMN id SET DEFAULT nextval('plausible.api_keys_id_seq'::regclass);

ALTER TABLE ONLY plausible.check_stats_emails ALTER COLUMN id SET DEFAULT nextval('plausible.check_stats_emails_id_seq'::regclass);

ALTER TABLE ONLY plausible.create_site_emails ALTER COLUMN id SET DEFAULT nextval('plausible.create_site_emails_id_seq'::regclass);

ALTER TABLE ONLY plausible.email_activation_codes ALTER COLUMN id SET DEFAULT nextval('plausible.email_activation_codes_id_seq'::regclass);

ALTER TABLE ONLY plausible.enterprise_plans ALTER COLUMN id SET DEFAULT nextval('plausible.enterprise_plans_id_seq'::regclass);

ALTER TABLE ONLY plausible.feedback_emails ALTER COLUMN id SET DEFAULT nextval('plausible.feedback_emails_id_seq'::regclass);

ALTER TABLE ONLY plausible.fun_with_flags_toggles ALTER COLUMN id SET DEFAULT nextval('plausible.fun_with_flags_toggles_id_seq'::regclass);

ALTER TABLE ONLY plausible.funnel_steps ALTER COLUMN id SET DEFAULT nextval('plausible.funnel_steps_id_seq'::regclass);

ALTER TABLE ONLY plausible.funnels ALTER COLUMN id SET DEFAULT nextval('plausible.funnels_id_seq'::regclass);

ALTER TABLE ONLY plausible.goals ALTER COLUMN id SET DEFAULT nextval('plausible.goals_id_seq'::regclass);

ALTER TABLE ONLY plausible.google_auth ALTER COLUMN id SET DEFAULT nextval('plausible.google_auth_id_seq'::regclass);

ALTER TABLE ONLY plausible.guest_invitations ALTER COLUMN id SET DEFAULT nextval('plausible.guest_invitations_id_seq'::regclass);

ALTER TABLE ONLY plausible.guest_memberships ALTER COLUMN id SET DEFAULT nextval('plausible.guest_memberships_id_seq'::regclass);

ALTER TABLE ONLY plausible.intro_emails ALTER COLUMN id SET DEFAULT nextval('plausible.intro_emails_id_seq'::regclass);

ALTER TABLE ONLY plausible.invitations ALTER COLUMN id SET DEFAULT nextval('plausible.invitations_id_seq'::regclass);

ALTER TABLE ONLY plausible.monthly_reports ALTER COLUMN id SET DEFAULT nextval('plausible.monthly_reports_id_seq'::regclass);

ALTER TABLE ONLY plausible.oban_jobs ALTER COLUMN id SET DEFAULT nextval('plausible.oban_jobs_id_seq'::regclass);

ALTER TABLE ONLY plausible.salts ALTER COLUMN id SET DEFAULT nextval('plausible.salts_id_seq'::regclass);

ALTER TABLE ONLY plausible.segments ALTER COLUMN id SET DEFAULT nextval('plausible.segments_id_seq'::regclass);

ALTER TABLE ONLY plausible.sent_accept_traffic_until_notifications ALTER COLUMN id SET DEFAULT nextval('plausible.sent_accept_traffic_until_notifications_id_seq'::regclass);

ALTER TABLE ONLY plausible.sent_monthly_reports ALTER COLUMN id SET DEFAULT nextval('plausible.sent_monthly_reports_id_seq'::regclass);

ALTER TABLE ONLY plausible.sent_renewal_notifications ALTER COLUMN id SET DEFAULT nextval('plausible.sent_renewal_notifications_id_seq'::regclass);

ALTER TABLE ONLY plausible.sent_weekly_reports ALTER COLUMN id SET DEFAULT nextval('plausible.sent_weekly_reports_id_seq'::regclass);

ALTER TABLE ONLY plausible.setup_help_emails ALTER COLUMN id SET DEFAULT nextval('plausible.setup_help_emails_id_seq'::regclass);

ALTER TABLE ONLY plausible.setup_success_emails ALTER COLUMN id SET DEFAULT nextval('plausible.setup_success_emails_id_seq'::regclass);

ALTER TABLE ONLY plausible.shared_links ALTER COLUMN id SET DEFAULT nextval('plausible.shared_links_id_seq'::regclass);

ALTER TABLE ONLY plausible.site_imports ALTER COLUMN id SET DEFAULT nextval('plausible.site_imports_id_seq'::regclass);

ALTER TABLE ONLY plausible.site_memberships ALTER COLUMN id SET DEFAULT nextval('plausible.site_memberships_id_seq'::regclass);

ALTER TABLE ONLY plausible.site_user_preferences ALTER COLUMN id SET DEFAULT nextval('plausible.site_user_preferences_id_seq'::regclass);

ALTER TABLE ONLY plausible.sites ALTER COLUMN id SET DEFAULT nextval('plausible.sites_id_seq'::regclass);

ALTER TABLE ONLY plausible.spike_notifications ALTER COLUMN id SET DEFAULT nextval('plausible.spike_notifications_id_seq'::regclass);

ALTER TABLE ONLY plausible.subscriptions ALTER COLUMN id SET DEFAULT nextval('plausible.subscriptions_id_seq'::regclass);

ALTER TABLE ONLY plausible.team_invitations ALTER COLUMN id SET DEFAULT nextval('plausible.team_invitations_id_seq'::regclass);

ALTER TABLE ONLY plausible.team_membership_user_preferences ALTER COLUMN id SET DEFAULT nextval('plausible.team_membership_user_preferences_id_seq'::regclass);

ALTER TABLE ONLY plausible.team_memberships ALTER COLUMN id SET DEFAULT nextval('plausible.team_memberships_id_seq'::regclass);

ALTER TABLE ONLY plausible.team_site_transfers ALTER COLUMN id SET DEFAULT nextval('plausible.team_site_transfers_id_seq'::regclass);

ALTER TABLE ONLY plausible.teams ALTER COLUMN id SET DEFAULT nextval('plausible.teams_id_seq'::regclass);

ALTER TABLE ONLY plausible.totp_recovery_codes ALTER COLUMN id SET DEFAULT nextval('plausible.totp_recovery_codes_id_seq'::regclass);

ALTER TABLE ONLY plausible.trial_prospects ALTER COLUMN id SET DEFAULT nextval('plausible.trial_prospects_id_seq'::regclass);

ALTER TABLE ONLY plausible.user_sessions ALTER COLUMN id SET DEFAULT nextval('plausible.user_sessions_id_seq'::regclass);

ALTER TABLE ONLY plausible.users ALTER COLUMN id SET DEFAULT nextval('plausible.users_id_seq'::regclass);

ALTER TABLE ONLY plausible.weekly_reports ALTER COLUMN id SET DEFAULT nextval('plausible.weekly_reports_id_seq'::regclass);

ALTER TABLE ONLY plausible.annotations
    ADD CONSTRAINT annotations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);

ALTER TABLE plausible.goals
    ADD CONSTRAINT check_event_name_or_page_path CHECK ((((event_name IS NOT NULL) AND (page_path IS NULL)) OR ((event_name IS NULL) AND (page_path IS NOT NULL)))) NOT VALID;

ALTER TABLE ONLY plausible.check_stats_emails
    ADD CONSTRAINT check_stats_emails_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.create_site_emails
    ADD CONSTRAINT create_site_emails_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.email_activation_codes
    ADD CONSTRAINT email_activation_codes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.enterprise_plans
    ADD CONSTRAINT enterprise_plans_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.feedback_emails
    ADD CONSTRAINT feedback_emails_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.fun_with_flags_toggles
    ADD CONSTRAINT fun_with_flags_toggles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.funnel_steps
    ADD CONSTRAINT funnel_steps_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.funnels
    ADD CONSTRAINT funnels_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.goals
    ADD CONSTRAINT goals_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.google_auth
    ADD CONSTRAINT google_auth_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.guest_invitations
    ADD CONSTRAINT guest_invitations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.guest_memberships
    ADD CONSTRAINT guest_memberships_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.intro_emails
    ADD CONSTRAINT intro_emails_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.invitations
    ADD CONSTRAINT invitations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.monthly_reports
    ADD CONSTRAINT monthly_reports_pkey PRIMARY KEY (id);

ALTER TABLE plausible.oban_jobs
    ADD CONSTRAINT non_negative_priority CHECK ((priority >= 0)) NOT VALID;

ALTER TABLE ONLY plausible.oban_jobs
    ADD CONSTRAINT oban_jobs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.oban_peers
    ADD CONSTRAINT oban_peers_pkey PRIMARY KEY (name);

ALTER TABLE ONLY plausible.plugins_api_tokens
    ADD CONSTRAINT plugins_api_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.salts
    ADD CONSTRAINT salts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.segments
    ADD CONSTRAINT segments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.sent_accept_traffic_until_notifications
    ADD CONSTRAINT sent_accept_traffic_until_notifications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.sent_monthly_reports
    ADD CONSTRAINT sent_monthly_reports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.sent_renewal_notifications
    ADD CONSTRAINT sent_renewal_notifications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.sent_weekly_reports
    ADD CONSTRAINT sent_weekly_reports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.setup_help_emails
    ADD CONSTRAINT setup_help_emails_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.setup_success_emails
    ADD CONSTRAINT setup_success_emails_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.shared_links
    ADD CONSTRAINT shared_links_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.shield_rules_country
    ADD CONSTRAINT shield_rules_country_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.shield_rules_hostname
    ADD CONSTRAINT shield_rules_hostname_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.shield_rules_ip
    ADD CONSTRAINT shield_rules_ip_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.shield_rules_page
    ADD CONSTRAINT shield_rules_page_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.site_imports
    ADD CONSTRAINT site_imports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.site_memberships
    ADD CONSTRAINT site_memberships_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.site_user_preferences
    ADD CONSTRAINT site_user_preferences_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.sites
    ADD CONSTRAINT sites_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.spike_notifications
    ADD CONSTRAINT spike_notifications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.team_invitations
    ADD CONSTRAINT team_invitations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.team_membership_user_preferences
    ADD CONSTRAINT team_membership_user_preferences_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.team_memberships
    ADD CONSTRAINT team_memberships_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.team_site_transfers
    ADD CONSTRAINT team_site_transfers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.teams
    ADD CONSTRAINT teams_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.totp_recovery_codes
    ADD CONSTRAINT totp_recovery_codes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.tracker_script_configuration
    ADD CONSTRAINT tracker_script_configuration_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.trial_prospects
    ADD CONSTRAINT trial_prospects_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.user_sessions
    ADD CONSTRAINT user_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY plausible.weekly_reports
    ADD CONSTRAINT weekly_reports_pkey PRIMARY KEY (id);

CREATE INDEX annotations_owner_id_index ON plausible.annotations USING btree (owner_id);

CREATE INDEX annotations_site_id_index ON plausible.annotations USING btree (site_id);

CREATE UNIQUE INDEX api_keys_key_hash_index ON plausible.api_keys USING btree (key_hash);

CREATE INDEX api_keys_scopes_index ON plausible.api_keys USING gin (scopes);

CREATE INDEX api_keys_team_id_index ON plausible.api_keys USING btree (team_id);

CREATE INDEX api_keys_user_id_index ON plausible.api_keys USING btree (user_id);

CREATE INDEX check_stats_emails_user_id_timestamp_index ON plausible.check_stats_emails USING btree (user_id, "timestamp");

CREATE INDEX create_site_emails_user_id_timestamp_index ON plausible.create_site_emails USING btree (user_id, "timestamp");

CREATE UNIQUE INDEX email_activation_codes_user_id_index ON plausible.email_activation_codes USING btree (user_id);

CREATE INDEX enterprise_plans_team_id_index ON plausible.enterprise_plans USING btree (team_id);

CREATE UNIQUE INDEX funnel_steps_goal_id_funnel_id_index ON plausible.funnel_steps USING btree (goal_id, funnel_id);

CREATE UNIQUE INDEX funnels_name_site_id_index ON plausible.funnels USING btree (name, site_id);

CREATE UNIQUE INDEX fwf_flag_name_gate_target_idx ON plausible.fun_with_flags_toggles USING btree (flag_name, gate_type, target);

CREATE UNIQUE INDEX goals_display_name_unique ON plausible.goals USING btree (site_id, display_name);

CREATE UNIQUE INDEX goals_event_config_unique ON plausible.goals USING btree (site_id, event_name, custom_props) WHERE (event_name IS NOT NULL);

CREATE UNIQUE INDEX goals_pageview_config_unique ON plausible.goals USING btree (site_id, page_path, scroll_threshold, custom_props) WHERE (page_path IS NOT NULL);

CREATE UNIQUE INDEX google_auth_site_id_index ON plausible.google_auth USING btree (site_id);

CREATE INDEX google_auth_user_id_index ON plausible.google_auth USING btree (user_id);

CREATE UNIQUE INDEX guest_invitations_invitation_id_index ON plausible.guest_invitations USING btree (invitation_id);

CREATE INDEX guest_invitations_site_id_index ON plausible.guest_invitations USING btree (site_id);

CREATE INDEX guest_invitations_team_invitation_id_index ON plausible.guest_invitations USING btree (team_invitation_id);

CREATE UNIQUE INDEX guest_invitations_team_invitation_id_site_id_index ON plausible.guest_invitations USING btree (team_invitation_id, site_id);

CREATE INDEX guest_memberships_site_id_index ON plausible.guest_memberships USING btree (site_id);

CREATE INDEX guest_memberships_team_membership_id_index ON plausible.guest_memberships USING btree (team_membership_id);

CREATE UNIQUE INDEX guest_memberships_team_membership_id_site_id_index ON plausible.guest_memberships USING btree (team_membership_id, site_id);

CREATE UNIQUE INDEX invitations_invitation_id_index ON plausible.invitations USING btree (invitation_id);

CREATE UNIQUE INDEX invitations_site_id_email_index ON plausible.invitations USING btree (site_id, email);

CREATE UNIQUE INDEX monthly_reports_site_id_index ON plausible.monthly_reports USING btree (site_id);

CREATE INDEX oban_jobs_args_index ON plausible.oban_jobs USING gin (args);

CREATE INDEX oban_jobs_meta_index ON plausible.oban_jobs USING gin (meta);

CREATE INDEX oban_jobs_state_cancelled_at_index ON plausible.oban_jobs USING btree (state, cancelled_at);

CREATE INDEX oban_jobs_state_discarded_at_index ON plausible.oban_jobs USING btree (state, discarded_at);

CREATE INDEX oban_jobs_state_queue_priority_scheduled_at_id_index ON plausible.oban_jobs USING btree (state, queue, priority, scheduled_at, id);

CREATE UNIQUE INDEX one_autocreated_owner_per_user ON plausible.team_memberships USING btree (user_id) WHERE (((role)::text = 'owner'::text) AND (is_autocreated = true));

CREATE INDEX plugins_api_tokens_site_id_token_hash_index ON plausible.plugins_api_tokens USING btree (site_id, token_hash);

CREATE INDEX segments_owner_id_index ON plausible.segments USING btree (owner_id);

CREATE INDEX segments_site_id_index ON plausible.segments USING btree (site_id);

CREATE UNIQUE INDEX sent_accept_traffic_until_notifications_user_id_sent_on_index ON plausible.sent_accept_traffic_until_notifications USING btree (user_id, sent_on);

CREATE INDEX sent_renewal_notifications_user_id_timestamp_index ON plausible.sent_renewal_notifications USING btree (user_id, "timestamp");

CREATE INDEX setup_help_emails_site_id_timestamp_index ON plausible.setup_help_emails USING btree (site_id, "timestamp");

CREATE INDEX setup_success_emails_site_id_timestamp_index ON plausible.setup_success_emails USING btree (site_id, "timestamp");

CREATE INDEX shared_links_segment_id_index ON plausible.shared_links USING btree (segment_id);

CREATE UNIQUE INDEX shared_links_site_id_name_index ON plausible.shared_links USING btree (site_id, name);

CREATE UNIQUE INDEX shield_rules_country_site_id_country_code_index ON plausible.shield_rules_country USING btree (site_id, country_code);

CREATE INDEX shield_rules_country_site_id_updated_at_index ON plausible.shield_rules_country USING btree (site_id, updated_at);

CREATE UNIQUE INDEX shield_rules_hostname_site_id_hostname_pattern_index ON plausible.shield_rules_hostname USING btree (site_id, hostname_pattern);

CREATE UNIQUE INDEX shield_rules_ip_site_id_inet_index ON plausible.shield_rules_ip USING btree (site_id, inet);

CREATE INDEX shield_rules_ip_site_id_updated_at_index ON plausible.shield_rules_ip USING btree (site_id, updated_at);

CREATE UNIQUE INDEX shield_rules_page_site_id_page_path_pattern_index ON plausible.shield_rules_page USING btree (site_id, page_path_pattern);

CREATE INDEX shield_rules_page_site_id_updated_at_index ON plausible.shield_rules_page USING btree (site_id, updated_at);

CREATE INDEX site_imports_imported_by_id_index ON plausible.site_imports USING btree (imported_by_id);

CREATE INDEX site_imports_site_id_start_date_index ON plausible.site_imports USING btree (site_id, start_date);

CREATE UNIQUE INDEX site_memberships_site_id_index ON plausible.site_memberships USING btree (site_id) WHERE (role = 'owner'::plausible.site_membership_role);

CREATE UNIQUE INDEX site_memberships_site_id_user_id_index ON plausible.site_memberships USING btree (site_id, user_id);

CREATE UNIQUE INDEX site_user_preferences_user_id_site_id_index ON plausible.site_user_preferences USING btree (user_id, site_id);

CREATE INDEX sites_domain_changed_at_index ON plausible.sites USING btree (domain_changed_at);

CREATE UNIQUE INDEX sites_domain_changed_from_index ON plausible.sites USING btree (domain_changed_from);

CREATE UNIQUE INDEX sites_domain_index ON plausible.sites USING btree (domain);

CREATE INDEX sites_team_id_consolidated_id_index ON plausible.sites USING btree (team_id, consolidated, id);

CREATE INDEX sites_team_id_index ON plausible.sites USING btree (team_id);

CREATE INDEX sites_updated_at_index ON plausible.sites USING btree (updated_at);

CREATE UNIQUE INDEX spike_notifications_site_id_type_index ON plausible.spike_notifications USING btree (site_id, type);

CREATE UNIQUE INDEX subscriptions_paddle_subscription_id_index ON plausible.subscriptions USING btree (paddle_subscription_id);

CREATE INDEX subscriptions_team_id_index ON plausible.subscriptions USING btree (team_id);

CREATE INDEX team_invitations_email_role_index ON plausible.team_invitations USING btree (email, role);

CREATE UNIQUE INDEX team_invitations_invitation_id_index ON plausible.team_invitations USING btree (invitation_id);

CREATE INDEX team_invitations_inviter_id_index ON plausible.team_invitations USING btree (inviter_id);

CREATE UNIQUE INDEX team_invitations_team_id_email_index ON plausible.team_invitations USING btree (team_id, email);

CREATE INDEX team_invitations_team_id_index ON plausible.team_invitations USING btree (team_id);

CREATE UNIQUE INDEX team_membership_user_preferences_team_membership_id_index ON plausible.team_membership_user_preferences USING btree (team_membership_id);

CREATE INDEX team_memberships_team_id_index ON plausible.team_memberships USING btree (team_id);

CREATE UNIQUE INDEX team_memberships_team_id_user_id_index ON plausible.team_memberships USING btree (team_id, user_id);

CREATE INDEX team_memberships_user_id_index ON plausible.team_memberships USING btree (user_id);

CREATE UNIQUE INDEX team_site_transfers_destination_team_id_site_id_index ON plausible.team_site_transfers USING btree (destination_team_id, site_id);

CREATE UNIQUE INDEX team_site_transfers_email_site_id_index ON plausible.team_site_transfers USING btree (email, site_id);

CREATE UNIQUE INDEX team_site_transfers_transfer_id_index ON plausible.team_site_transfers USING btree (transfer_id);

CREATE UNIQUE INDEX teams_identifier_index ON plausible.teams USING btree (identifier);

CREATE INDEX totp_recovery_codes_user_id_index ON plausible.totp_recovery_codes USING btree (user_id);

CREATE UNIQUE INDEX tracker_script_configuration_site_id_index ON plausible.tracker_script_configuration USING btree (site_id);

CREATE INDEX tracker_script_configuration_updated_at_index ON plausible.tracker_script_configuration USING btree (updated_at);

CREATE INDEX trial_prospects_estimated_mrr_index ON plausible.trial_prospects USING btree (estimated_mrr);

CREATE UNIQUE INDEX trial_prospects_team_id_index ON plausible.trial_prospects USING btree (team_id);

CREATE INDEX user_sessions_timeout_at_index ON plausible.user_sessions USING btree (timeout_at);

CREATE UNIQUE INDEX user_sessions_token_index ON plausible.user_sessions USING btree (token);

CREATE INDEX user_sessions_user_id_index ON plausible.user_sessions USING btree (user_id);

CREATE UNIQUE INDEX users_email_index ON plausible.users USING btree (email);

CREATE UNIQUE INDEX weekly_reports_site_id_index ON plausible.weekly_reports USING btree (site_id);

CREATE TRIGGER check_domain_trigger BEFORE INSERT OR UPDATE ON plausible.sites FOR EACH ROW EXECUTE FUNCTION plausible.check_domain();

ALTER TABLE ONLY plausible.annotations
    ADD CONSTRAINT annotations_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES plausible.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY plausible.annotations
    ADD CONSTRAINT annotations_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.api_keys
    ADD CONSTRAINT api_keys_team_id_fkey FOREIGN KEY (team_id) REFERENCES plausible.teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.api_keys
    ADD CONSTRAINT api_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.check_stats_emails
    ADD CONSTRAINT check_stats_emails_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.create_site_emails
    ADD CONSTRAINT create_site_emails_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.email_activation_codes
    ADD CONSTRAINT email_activation_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.email_verification_codes
    ADD CONSTRAINT email_verification_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.enterprise_plans
    ADD CONSTRAINT enterprise_plans_team_id_fkey FOREIGN KEY (team_id) REFERENCES plausible.teams(id) ON DELETE SET NULL;

ALTER TABLE ONLY plausible.enterprise_plans
    ADD CONSTRAINT enterprise_plans_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.feedback_emails
    ADD CONSTRAINT feedback_emails_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.funnel_steps
    ADD CONSTRAINT funnel_steps_funnel_id_fkey FOREIGN KEY (funnel_id) REFERENCES plausible.funnels(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.funnel_steps
    ADD CONSTRAINT funnel_steps_goal_id_fkey FOREIGN KEY (goal_id) REFERENCES plausible.goals(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.funnels
    ADD CONSTRAINT funnels_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.goals
    ADD CONSTRAINT goals_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.google_auth
    ADD CONSTRAINT google_auth_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.google_auth
    ADD CONSTRAINT google_auth_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.guest_invitations
    ADD CONSTRAINT guest_invitations_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.guest_invitations
    ADD CONSTRAINT guest_invitations_team_invitation_id_fkey FOREIGN KEY (team_invitation_id) REFERENCES plausible.team_invitations(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.guest_memberships
    ADD CONSTRAINT guest_memberships_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.guest_memberships
    ADD CONSTRAINT guest_memberships_team_membership_id_fkey FOREIGN KEY (team_membership_id) REFERENCES plausible.team_memberships(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.intro_emails
    ADD CONSTRAINT intro_emails_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.invitations
    ADD CONSTRAINT invitations_inviter_id_fkey FOREIGN KEY (inviter_id) REFERENCES plausible.users(id);

ALTER TABLE ONLY plausible.invitations
    ADD CONSTRAINT invitations_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.monthly_reports
    ADD CONSTRAINT monthly_reports_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.plugins_api_tokens
    ADD CONSTRAINT plugins_api_tokens_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.segments
    ADD CONSTRAINT segments_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES plausible.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY plausible.segments
    ADD CONSTRAINT segments_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.sent_accept_traffic_until_notifications
    ADD CONSTRAINT sent_accept_traffic_until_notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.sent_monthly_reports
    ADD CONSTRAINT sent_monthly_reports_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.sent_renewal_notifications
    ADD CONSTRAINT sent_renewal_notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.sent_weekly_reports
    ADD CONSTRAINT sent_weekly_reports_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.setup_help_emails
    ADD CONSTRAINT setup_help_emails_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.setup_success_emails
    ADD CONSTRAINT setup_success_emails_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.shared_links
    ADD CONSTRAINT shared_links_segment_id_fkey FOREIGN KEY (segment_id) REFERENCES plausible.segments(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.shared_links
    ADD CONSTRAINT shared_links_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.shield_rules_country
    ADD CONSTRAINT shield_rules_country_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.shield_rules_hostname
    ADD CONSTRAINT shield_rules_hostname_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.shield_rules_ip
    ADD CONSTRAINT shield_rules_ip_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.shield_rules_page
    ADD CONSTRAINT shield_rules_page_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.site_imports
    ADD CONSTRAINT site_imports_imported_by_id_fkey FOREIGN KEY (imported_by_id) REFERENCES plausible.users(id) ON DELETE SET NULL;

ALTER TABLE ONLY plausible.site_imports
    ADD CONSTRAINT site_imports_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.site_memberships
    ADD CONSTRAINT site_memberships_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.site_memberships
    ADD CONSTRAINT site_memberships_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.site_user_preferences
    ADD CONSTRAINT site_user_preferences_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.site_user_preferences
    ADD CONSTRAINT site_user_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.sites
    ADD CONSTRAINT sites_team_id_fkey FOREIGN KEY (team_id) REFERENCES plausible.teams(id) ON DELETE SET NULL;

ALTER TABLE ONLY plausible.spike_notifications
    ADD CONSTRAINT spike_notifications_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.subscriptions
    ADD CONSTRAINT subscriptions_team_id_fkey FOREIGN KEY (team_id) REFERENCES plausible.teams(id) ON DELETE SET NULL;

ALTER TABLE ONLY plausible.subscriptions
    ADD CONSTRAINT subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.team_invitations
    ADD CONSTRAINT team_invitations_inviter_id_fkey FOREIGN KEY (inviter_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.team_invitations
    ADD CONSTRAINT team_invitations_team_id_fkey FOREIGN KEY (team_id) REFERENCES plausible.teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.team_membership_user_preferences
    ADD CONSTRAINT team_membership_user_preferences_team_membership_id_fkey FOREIGN KEY (team_membership_id) REFERENCES plausible.team_memberships(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.team_memberships
    ADD CONSTRAINT team_memberships_team_id_fkey FOREIGN KEY (team_id) REFERENCES plausible.teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.team_memberships
    ADD CONSTRAINT team_memberships_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.team_site_transfers
    ADD CONSTRAINT team_site_transfers_destination_team_id_fkey FOREIGN KEY (destination_team_id) REFERENCES plausible.teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.team_site_transfers
    ADD CONSTRAINT team_site_transfers_initiator_id_fkey FOREIGN KEY (initiator_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.team_site_transfers
    ADD CONSTRAINT team_site_transfers_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.totp_recovery_codes
    ADD CONSTRAINT totp_recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.tracker_script_configuration
    ADD CONSTRAINT tracker_script_configuration_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.trial_prospects
    ADD CONSTRAINT trial_prospects_team_id_fkey FOREIGN KEY (team_id) REFERENCES plausible.teams(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.user_sessions
    ADD CONSTRAINT user_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES plausible.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY plausible.weekly_reports
    ADD CONSTRAINT weekly_reports_site_id_fkey FOREIGN KEY (site_id) REFERENCES plausible.sites(id) ON DELETE CASCADE;
`,
  dataSql: `
-- Rows as Plausible writes them: accounts and their teams, sites, user sessions (timeout pushed on at each use),
-- today's and yesterday's salts, pending invitations and site transfers (some past the 48 h cutoff), email activation
-- codes, API keys, weekly reports and their send log, and Oban jobs of the CE crontab over the past month.
INSERT INTO plausible.users (id, email, inserted_at, updated_at, name, last_seen, password_hash, email_verified, theme)
SELECT g, 'user' || g || '@example.com', now() - (g * 8 || ' days')::interval, now() - (g * 3 || ' days')::interval,
  'User ' || g, now() - (g || ' hours')::interval, '$2b$12$' || md5(g::text), g % 5 <> 0, 'system'
FROM generate_series(1, 40) g;
INSERT INTO plausible.teams (id, name, trial_expiry_date, inserted_at, updated_at, setup_complete, setup_at, hourly_api_request_limit)
SELECT g, 'My Personal Sites', NULL, now() - (g * 8 || ' days')::interval, now() - (g * 3 || ' days')::interval, true,
  now() - (g * 8 - 1 || ' days')::interval, 600
FROM generate_series(1, 40) g;
INSERT INTO plausible.team_memberships (id, role, user_id, team_id, inserted_at, updated_at, is_autocreated)
SELECT g, 'owner', g, g, now() - (g * 8 || ' days')::interval, now() - (g * 8 || ' days')::interval, true
FROM generate_series(1, 40) g;
INSERT INTO plausible.team_memberships (id, role, user_id, team_id, inserted_at, updated_at, is_autocreated)
SELECT 40 + g, (ARRAY['viewer','editor','admin'])[1 + g % 3], g, g + 1, now() - (g * 5 || ' days')::interval, now() - (g * 5 || ' days')::interval, false
FROM generate_series(1, 20) g;
INSERT INTO plausible.sites (id, domain, inserted_at, updated_at, timezone, public, has_stats, team_id, native_stats_start_at, installation_meta)
SELECT g, 'site' || g || '.example.org', now() - (g * 6 || ' days')::interval, now() - (g * 2 || ' days')::interval,
  (ARRAY['Etc/UTC','Europe/Tallinn','America/New_York'])[1 + g % 3], g % 7 = 0, g % 4 <> 0, 1 + (g - 1) % 40,
  now() - (g * 6 || ' days')::interval, '{"installation_type":"manual","script_config":{}}'
FROM generate_series(1, 60) g;
-- user sessions: a 30-day-ish timeout pushed on at each use; some long expired
INSERT INTO plausible.user_sessions (id, user_id, token, device, last_used_at, timeout_at, inserted_at)
SELECT g, 1 + g % 40, decode(md5('tok' || g) || md5('sess' || g), 'hex'), (ARRAY['Chrome (Mac)','Firefox (Linux)','Safari (iOS)','Edge (Windows)'])[1 + g % 4],
  now() - (g * 2 || ' days')::interval, now() - (g * 2 || ' days')::interval + interval '14 days', now() - (g * 2 + g % 10 || ' days')::interval
FROM generate_series(1, 180) g;
-- salts: the current and the previous one (rotated daily, older than 48h deleted)
INSERT INTO plausible.salts (id, salt, inserted_at)
SELECT g, decode(md5('salt' || g), 'hex'), date_trunc('day', now()) - ((2 - g) || ' days')::interval
FROM generate_series(1, 2) g;
INSERT INTO plausible.team_invitations (id, invitation_id, email, role, inviter_id, team_id, inserted_at, updated_at)
SELECT g, 'inv' || md5(g::text), 'invitee' || g || '@example.net', (ARRAY['guest','viewer','editor','admin'])[1 + g % 4],
  g, g, now() - (g * 7 || ' hours')::interval, now() - (g * 7 || ' hours')::interval
FROM generate_series(1, 24) g;
INSERT INTO plausible.guest_invitations (id, role, site_id, team_invitation_id, inserted_at, updated_at, invitation_id)
SELECT g, (ARRAY['viewer','editor'])[1 + g % 2], g, g * 4, now() - (g * 28 || ' hours')::interval, now() - (g * 28 || ' hours')::interval, 'ginv' || md5(g::text)
FROM generate_series(1, 6) g;
INSERT INTO plausible.team_site_transfers (id, transfer_id, email, transfer_guests, site_id, destination_team_id, initiator_id, inserted_at, updated_at)
SELECT g, 'tr' || md5(g::text), 'new-owner' || g || '@example.net', true, g + 10, NULL, 1 + (g + 9) % 40,
  now() - (g * 11 || ' hours')::interval, now() - (g * 11 || ' hours')::interval
FROM generate_series(1, 8) g;
INSERT INTO plausible.email_activation_codes (id, code, user_id, issued_at)
SELECT g, lpad((g * 7919 % 10000)::text, 4, '0'), g * 5, now() - (g * 9 || ' days')::interval
FROM generate_series(1, 8) g;
INSERT INTO plausible.api_keys (id, user_id, name, key_prefix, key_hash, inserted_at, updated_at, scopes, hourly_request_limit, team_id)
SELECT g, g, 'Key ' || g, substr(md5('k' || g), 1, 6), md5('key' || g), now() - (g * 20 || ' days')::interval, now() - (g * 20 || ' days')::interval,
  ARRAY['stats:read:*'], 600, g
FROM generate_series(1, 12) g;
INSERT INTO plausible.weekly_reports (id, site_id, inserted_at, updated_at, recipients)
SELECT g, g, now() - (g * 5 || ' days')::interval, now() - (g * 5 || ' days')::interval, ARRAY['user' || (1 + (g - 1) % 40) || '@example.com']::public.citext[]
FROM generate_series(1, 20) g;
INSERT INTO plausible.sent_weekly_reports (id, site_id, year, week, "timestamp")
SELECT g, 1 + g % 20, extract(isoyear FROM now() - (g % 52 || ' weeks')::interval)::int, extract(week FROM now() - (g % 52 || ' weeks')::interval)::int,
  now() - (g % 52 || ' weeks')::interval
FROM generate_series(1, 200) g;
-- Oban jobs as the cron and the app enqueue them; completed ones kept 30 days by the Pruner
INSERT INTO plausible.oban_jobs (id, state, queue, worker, args, attempt, max_attempts, inserted_at, scheduled_at, attempted_at, completed_at, attempted_by, discarded_at, cancelled_at, meta)
SELECT g, s.state::plausible.oban_job_state, s.queue, s.worker, '{}'::jsonb, CASE WHEN s.state = 'available' THEN 0 ELSE 1 END, 20,
  t, t, CASE WHEN s.state = 'available' THEN NULL ELSE t + interval '1 second' END,
  CASE WHEN s.state = 'completed' THEN t + interval '3 seconds' END,
  CASE WHEN s.state = 'available' THEN NULL ELSE ARRAY['plausible@host', 'abc123'] END,
  CASE WHEN s.state = 'discarded' THEN t + interval '5 seconds' END,
  CASE WHEN s.state = 'cancelled' THEN t + interval '2 seconds' END, '{"cron": true}'::jsonb
FROM generate_series(1, 300) g
CROSS JOIN LATERAL (SELECT now() AT TIME ZONE 'UTC' - (g * 2.4 || ' hours')::interval AS t) tt
CROSS JOIN LATERAL (SELECT (ARRAY['completed','completed','completed','completed','discarded','cancelled','available'])[1 + g % 7] AS state,
  (ARRAY['rotate_salts','schedule_email_reports','site_setup_emails','clean_user_sessions','clean_invitations','domain_change_transition','locations_sync'])[1 + g % 7] AS queue,
  (ARRAY['Plausible.Workers.RotateSalts','Plausible.Workers.ScheduleEmailReports','Plausible.Workers.SendSiteSetupEmails','Plausible.Workers.CleanUserSessions','Plausible.Workers.CleanInvitations','Plausible.Workers.ExpireDomainChangeTransitions','Plausible.Workers.LocationsSync'])[1 + g % 7] AS worker) s;
INSERT INTO plausible.oban_peers (name, node, started_at, expires_at)
VALUES ('Oban', 'plausible@host', now() AT TIME ZONE 'UTC' - interval '3 days', now() AT TIME ZONE 'UTC' + interval '30 seconds');
`,
  cleans: [
    {
      table: "plausible.salts",
      clock: "inserted_at",
      retention: "48h",
      source: "lib/plausible/session/salts.ex:86-91",
      note: "At each daily rotation (Plausible.Workers.RotateSalts at midnight, config/runtime.exs:808; lib/workers/rotate_salts.ex:7; salts.ex:60-62) and when the salts server starts (salts.ex:13). A new salt is inserted each day, so two are kept.",
    },
    {
      table: "plausible.team_invitations",
      clock: "inserted_at",
      retention: "48h",
      source: "lib/workers/clean_invitations.ex:13-16",
      note: "Oban cron job Plausible.Workers.CleanInvitations, daily at 1am (config/runtime.exs:818); cutoff Duration hour: -48 (clean_invitations.ex:5). Deletes pending invitations whatever their state.",
    },
    {
      table: "plausible.guest_invitations",
      clock: "inserted_at of its team_invitations row",
      retention: "48h (with its team invitation)",
      source: "lib/workers/clean_invitations.ex:13-16",
      note: "Deleted only as the child of a cleaned team invitation, by guest_invitations_team_invitation_id_fkey ON DELETE CASCADE.",
    },
    {
      table: "plausible.team_site_transfers",
      clock: "inserted_at",
      retention: "48h",
      source: "lib/workers/clean_invitations.ex:18-21",
      note: "Same job as team_invitations (CleanInvitations, daily at 1am, config/runtime.exs:818).",
    },
    {
      table: "plausible.user_sessions",
      clock: "timeout_at",
      retention: "timeout_at passed by 7 days (grace period)",
      source: "lib/workers/clean_user_sessions.ex:20-23",
      note: "Oban cron job Plausible.Workers.CleanUserSessions every 2 hours at :30 (config/runtime.exs:820); grace period Duration day: -7 (clean_user_sessions.ex:9). timeout_at is pushed on each time the session is used (lib/plausible/auth/user_sessions.ex).",
    },
    {
      table: "plausible.oban_jobs",
      clock: "scheduled_at / cancelled_at / discarded_at (by state)",
      retention: "30d ({Oban.Plugins.Pruner, max_age: thirty_days_in_seconds})",
      source: "config/runtime.exs:887",
      note: "Pruner code is in the Oban dependency (oban 2.20.1 lib/oban/plugins/pruner.ex, lib/oban/engines/basic.ex:164-166): completed jobs by scheduled_at, cancelled by cancelled_at, discarded by discarded_at, older than max_age, 10,000 per run every 30 s. Configured for config_env prod, ce and load (config/runtime.exs:882-900).",
    },
    {
      table: "plausible.oban_peers",
      clock: "expires_at",
      retention: "expires_at passed (peer lease, renewed every 30 s)",
      source: "config/runtime.exs:895",
      note: "peer: Oban.Peers.Postgres (Oban.Peers.Database in oban 2.20.1, lib/oban/config.ex:353), whose delete_expired_peers is in the Oban dependency (lib/oban/peers/database.ex:172-178), not application code; only with cron on (DISABLE_CRON unset).",
    },
  ],
  shouldAsk: [
    {
      table: "plausible.email_activation_codes",
      why: "A user's e-mail activation code with issued_at: expired codes are only refused (lib/plausible/auth/email_verification.ex:86-89) and deleted only when used; an unverified account's code stays for ever.",
    },
    {
      table: "plausible.create_site_emails",
      why: "Log of the 'create your first site' e-mails sent to each user (user_id, timestamp), written by SendSiteSetupEmails and never pruned.",
    },
    {
      table: "plausible.check_stats_emails",
      why: "Log of the 'check your stats' e-mails sent to each user (user_id, timestamp), written by SendCheckStatsEmails and never pruned.",
    },
  ],
  neverDelete: [
    "plausible.users",
    "plausible.teams",
    "plausible.team_memberships",
    "plausible.guest_memberships",
    "plausible.sites",
    "plausible.goals",
    "plausible.funnels",
    "plausible.funnel_steps",
    "plausible.segments",
    "plausible.shared_links",
    "plausible.annotations",
    "plausible.subscriptions",
    "plausible.enterprise_plans",
    "plausible.api_keys",
    "plausible.plugins_api_tokens",
    "plausible.totp_recovery_codes",
    "plausible.site_imports",
    "plausible.tracker_script_configuration",
    "plausible.weekly_reports",
    "plausible.monthly_reports",
  ],
};
