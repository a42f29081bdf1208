// Rallly (Node, Prisma), from lukevella/rallly@c629b3148024e40a115a731d3660d725c9329b0e.
// Schema: its 145 Prisma migrations (packages/database/prisma/migrations/*/migration.sql) replayed
// on PostgreSQL 15, pg_dump read back (see the header of schemaSql).
// Cleanup: the house-keeping API (apps/web/src/app/api/house-keeping/[...method]/route.ts), called
// daily by the crons of apps/web/vercel.json:9-26.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "rallly",
  framework: "prisma",
  source: {
    repo: "lukevella/rallly",
    commit: "c629b3148024e40a115a731d3660d725c9329b0e",
    schemaFrom:
      "packages/database/prisma/migrations (145 migration.sql, in order) replayed on PostgreSQL 15 and dumped with pg_dump --schema-only; all its tables",
  },
  schemas: ["rallly"],
  schemaSql: `
-- Rallly: lukevella/rallly@c629b3148024e40a115a731d3660d725c9329b0e
-- Built by running its 145 Prisma migrations (packages/database/prisma/migrations/*/migration.sql,
-- in name order, as prisma migrate deploy does) on an empty PostgreSQL 15 database, read back with
-- pg_dump --schema-only. Rallly uses public; here schema rallly, its extensions (citext,
-- pgcrypto) in public.
CREATE SCHEMA rallly;
CREATE EXTENSION IF NOT EXISTS citext;
CREATE EXTENSION IF NOT EXISTS pgcrypto;
SET search_path TO rallly, public;

CREATE TYPE rallly."CredentialType" AS ENUM (
    'OAUTH'
);

CREATE TYPE rallly."LicenseStatus" AS ENUM (
    'ACTIVE',
    'REVOKED'
);

CREATE TYPE rallly."LicenseType" AS ENUM (
    'PLUS',
    'ORGANIZATION',
    'ENTERPRISE'
);

CREATE TYPE rallly."SpaceMemberRole" AS ENUM (
    'ADMIN',
    'MEMBER'
);

CREATE TYPE rallly.participant_visibility AS ENUM (
    'full',
    'scoresOnly',
    'limited'
);

CREATE TYPE rallly.poll_closed_reason AS ENUM (
    'auto',
    'manual'
);

CREATE TYPE rallly.poll_kind AS ENUM (
    'date',
    'time'
);

CREATE TYPE rallly.poll_status AS ENUM (
    'open',
    'closed',
    'scheduled',
    'canceled'
);

CREATE TYPE rallly.scheduled_event_invite_status AS ENUM (
    'pending',
    'accepted',
    'declined',
    'tentative'
);

CREATE TYPE rallly.scheduled_event_status AS ENUM (
    'confirmed',
    'canceled',
    'unconfirmed'
);

CREATE TYPE rallly.space_tiers AS ENUM (
    'hobby',
    'pro'
);

CREATE TYPE rallly.subscription_interval AS ENUM (
    'month',
    'year'
);

CREATE TYPE rallly.subscription_status AS ENUM (
    'incomplete',
    'incomplete_expired',
    'active',
    'paused',
    'trialing',
    'past_due',
    'canceled',
    'unpaid'
);

CREATE TYPE rallly.time_format AS ENUM (
    'hours12',
    'hours24'
);

CREATE TYPE rallly.user_role AS ENUM (
    'admin',
    'user'
);

CREATE TYPE rallly.vote_type AS ENUM (
    'yes',
    'no',
    'ifNeedBe'
);

CREATE FUNCTION rallly.nanoid(size integer DEFAULT 21) RETURNS text
    LANGUAGE plpgsql STABLE
    AS $$
DECLARE
  id text := '';
  i int := 0;
  urlAlphabet char(64) := 'ModuleSymbhasOwnPr-0123456789ABCDEFGHNRVfgctiUvz_KqYTJkLxpZXIjQW';
  bytes bytea := gen_random_bytes(size);
  byte int;
  pos int;
BEGIN
  WHILE i < size LOOP
    byte := get_byte(bytes, i);
    pos := (byte & 63) + 1; -- + 1 because substr starts at 1 for some reason
    id := id || substr(urlAlphabet, pos, 1);
    i = i + 1;
  END LOOP;
  RETURN id;
END
$$;

CREATE FUNCTION rallly.prevent_delete_instance_settings() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF OLD.id = 1 THEN
    RAISE EXCEPTION 'Deleting the instance_settings record (id=1) is not permitted.';
  END IF;
  RETURN OLD;
END;
$$;

CREATE TABLE rallly.accounts (
    id text NOT NULL,
    user_id text NOT NULL,
    provider text NOT NULL,
    provider_account_id text NOT NULL,
    refresh_token text,
    access_token text,
    expires_at integer,
    scope text,
    id_token text,
    access_token_expires_at timestamp(3) without time zone,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    password text,
    refresh_token_expires_at timestamp(3) without time zone,
    updated_at timestamp(3) without time zone NOT NULL
);

CREATE TABLE rallly.calendar_connections (
    id text NOT NULL,
    user_id text NOT NULL,
    provider text NOT NULL,
    integration_id text NOT NULL,
    provider_account_id text NOT NULL,
    email text NOT NULL,
    display_name text,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    credential_id text NOT NULL
);

CREATE TABLE rallly.comments (
    id text NOT NULL,
    content text NOT NULL,
    poll_id text NOT NULL,
    author_name text NOT NULL,
    user_id text,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone
);

CREATE TABLE rallly.credentials (
    id text NOT NULL,
    user_id text NOT NULL,
    provider text NOT NULL,
    provider_account_id text NOT NULL,
    type rallly."CredentialType" NOT NULL,
    secret text NOT NULL,
    scopes text[],
    expires_at timestamp(3) without time zone,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL
);

CREATE TABLE rallly.event_types (
    id text NOT NULL,
    space_id text NOT NULL,
    host_id text NOT NULL,
    name text NOT NULL,
    duration_minutes integer NOT NULL,
    capacity integer,
    description text,
    location jsonb,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    deleted boolean DEFAULT false NOT NULL,
    deleted_at timestamp(3) without time zone
);

CREATE TABLE rallly.instance_licenses (
    id text NOT NULL,
    license_key text NOT NULL,
    version integer,
    type rallly."LicenseType" NOT NULL,
    seats integer,
    issued_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expires_at timestamp(3) without time zone,
    licensee_email text,
    licensee_name text,
    status rallly."LicenseStatus" DEFAULT 'ACTIVE'::rallly."LicenseStatus" NOT NULL,
    white_label_addon boolean DEFAULT false NOT NULL
);

CREATE TABLE rallly.instance_settings (
    id integer DEFAULT 1 NOT NULL,
    disable_user_registration boolean DEFAULT false NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    instance_id uuid DEFAULT gen_random_uuid() NOT NULL,
    app_name text,
    primary_color text,
    primary_color_dark text,
    logo text,
    logo_dark text,
    logo_icon text,
    hide_attribution boolean,
    footer_links jsonb DEFAULT '[]'::jsonb NOT NULL,
    CONSTRAINT instance_settings_singleton CHECK ((id = 1))
);

CREATE TABLE rallly.license_validations (
    id text NOT NULL,
    license_id text NOT NULL,
    ip_address text,
    fingerprint text,
    validated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    user_agent text
);

CREATE TABLE rallly.licenses (
    id text NOT NULL,
    license_key text NOT NULL,
    version integer,
    type rallly."LicenseType" NOT NULL,
    seats integer,
    issued_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    expires_at timestamp(3) without time zone,
    licensee_email text,
    licensee_name text,
    status rallly."LicenseStatus" DEFAULT 'ACTIVE'::rallly."LicenseStatus" NOT NULL,
    white_label_addon boolean DEFAULT false NOT NULL,
    idempotency_key text
);

CREATE TABLE rallly.options (
    id text NOT NULL,
    poll_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    duration_minutes integer DEFAULT 0 NOT NULL,
    start_time timestamp(0) without time zone NOT NULL
);

CREATE TABLE rallly.participants (
    id text NOT NULL,
    name text NOT NULL,
    user_id text,
    poll_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone,
    email text,
    deleted boolean DEFAULT false NOT NULL,
    deleted_at timestamp(3) without time zone,
    locale text,
    time_zone text,
    note text,
    token text
);

CREATE TABLE rallly.payment_methods (
    id text NOT NULL,
    user_id text NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL
);

CREATE TABLE rallly.poll_activities (
    id text NOT NULL,
    poll_id text NOT NULL,
    type text NOT NULL,
    user_id text,
    participant_id text,
    invite_id text,
    option_id text,
    payload jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE rallly.poll_invites (
    id text NOT NULL,
    poll_id text NOT NULL,
    email citext NOT NULL,
    token text NOT NULL,
    opened_at timestamp(3) without time zone,
    reminded_at timestamp(3) without time zone,
    revoked_at timestamp(3) without time zone,
    participant_id text,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL
);

CREATE TABLE rallly.polls (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    deadline timestamp(3) without time zone,
    title text NOT NULL,
    description text,
    location text,
    user_id text,
    time_zone text,
    deleted boolean DEFAULT false NOT NULL,
    deleted_at timestamp(3) without time zone,
    event_id text,
    hide_participants boolean DEFAULT false NOT NULL,
    disable_comments boolean DEFAULT true NOT NULL,
    hide_scores boolean DEFAULT false NOT NULL,
    require_participant_email boolean DEFAULT false NOT NULL,
    status rallly.poll_status DEFAULT 'open'::rallly.poll_status NOT NULL,
    scheduled_event_id text,
    space_id text,
    muted boolean DEFAULT false NOT NULL,
    kind rallly.poll_kind DEFAULT 'date'::rallly.poll_kind NOT NULL,
    closed_reason rallly.poll_closed_reason
);

CREATE TABLE rallly.provider_calendars (
    id text NOT NULL,
    calendar_connection_id text NOT NULL,
    provider_calendar_id text NOT NULL,
    name text NOT NULL,
    "primary" boolean DEFAULT false NOT NULL,
    time_zone text,
    selected boolean DEFAULT false NOT NULL,
    deleted boolean DEFAULT false NOT NULL,
    writable boolean DEFAULT false NOT NULL,
    provider_data jsonb,
    last_synced_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL
);

CREATE TABLE rallly.registered_instances (
    id text NOT NULL,
    instance_id text NOT NULL,
    version text NOT NULL,
    first_seen_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    last_seen_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE rallly.rescheduled_event_dates (
    id text NOT NULL,
    scheduled_event_id text NOT NULL,
    start timestamp(3) without time zone NOT NULL,
    "end" timestamp(3) without time zone NOT NULL,
    all_day boolean DEFAULT false NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE rallly.scheduled_event_invites (
    id text NOT NULL,
    scheduled_event_id text NOT NULL,
    invitee_name text NOT NULL,
    invitee_email citext NOT NULL,
    invitee_id text,
    invitee_time_zone text,
    status rallly.scheduled_event_invite_status DEFAULT 'pending'::rallly.scheduled_event_invite_status NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    invitee_locale text,
    uid text NOT NULL
);

CREATE TABLE rallly.scheduled_events (
    id text NOT NULL,
    user_id text NOT NULL,
    title text NOT NULL,
    description text,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    status rallly.scheduled_event_status DEFAULT 'confirmed'::rallly.scheduled_event_status NOT NULL,
    time_zone text,
    start timestamp(3) without time zone NOT NULL,
    "end" timestamp(3) without time zone NOT NULL,
    all_day boolean DEFAULT false NOT NULL,
    deleted_at timestamp(3) without time zone,
    space_id text NOT NULL,
    sequence integer DEFAULT 0 NOT NULL,
    uid text NOT NULL,
    capacity integer,
    event_type_id text,
    sheet_slot_id text,
    hide_attendees boolean DEFAULT false NOT NULL,
    location jsonb,
    conferencing jsonb,
    CONSTRAINT all_day_is_floating CHECK (((NOT all_day) OR (time_zone IS NULL))),
    CONSTRAINT all_day_is_utc_midnight CHECK (((NOT all_day) OR ((date_trunc('day'::text, start) = start) AND (date_trunc('day'::text, "end") = "end") AND ("end" > start))))
);

CREATE TABLE rallly.sessions (
    id text NOT NULL,
    expires_at timestamp(3) without time zone NOT NULL,
    token text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    ip_address text,
    user_agent text,
    user_id text NOT NULL,
    impersonated_by text
);

CREATE TABLE rallly.sheet_slots (
    id text NOT NULL,
    sheet_id text NOT NULL,
    event_type_id text NOT NULL,
    start_time timestamp(3) without time zone NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL
);

CREATE TABLE rallly.sheets (
    id text NOT NULL,
    space_id text NOT NULL,
    host_id text NOT NULL,
    title text NOT NULL,
    description text,
    url_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    deleted boolean DEFAULT false NOT NULL,
    deleted_at timestamp(3) without time zone
);

CREATE TABLE rallly.space_api_keys (
    id text NOT NULL,
    space_id text NOT NULL,
    name text NOT NULL,
    prefix text NOT NULL,
    hashed_key text NOT NULL,
    last_used_at timestamp(3) without time zone,
    expires_at timestamp(3) without time zone,
    revoked_at timestamp(3) without time zone,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL
);

CREATE TABLE rallly.space_member_invites (
    id text NOT NULL,
    space_id text NOT NULL,
    email text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    role rallly."SpaceMemberRole" DEFAULT 'MEMBER'::rallly."SpaceMemberRole" NOT NULL,
    inviter_id text NOT NULL
);

CREATE TABLE rallly.space_members (
    id text NOT NULL,
    space_id text NOT NULL,
    user_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    role rallly."SpaceMemberRole" DEFAULT 'MEMBER'::rallly."SpaceMemberRole" NOT NULL,
    last_selected_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE rallly.spaces (
    id text NOT NULL,
    name text NOT NULL,
    owner_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    image text,
    tier rallly.space_tiers DEFAULT 'hobby'::rallly.space_tiers NOT NULL,
    primary_color text,
    show_branding boolean DEFAULT false NOT NULL,
    hide_attribution boolean DEFAULT false NOT NULL
);

CREATE TABLE rallly.subscriptions (
    id text NOT NULL,
    price_id text NOT NULL,
    active boolean NOT NULL,
    currency text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    period_start timestamp(3) without time zone NOT NULL,
    period_end timestamp(3) without time zone NOT NULL,
    amount integer NOT NULL,
    cancel_at_period_end boolean DEFAULT false NOT NULL,
    "interval" rallly.subscription_interval NOT NULL,
    status rallly.subscription_status NOT NULL,
    user_id text NOT NULL,
    space_id text NOT NULL,
    quantity integer DEFAULT 1 NOT NULL,
    subscription_item_id text NOT NULL,
    discount_amount_off integer,
    discount_percent_off double precision
);

CREATE TABLE rallly.user_notification_preferences (
    id text NOT NULL,
    user_id text NOT NULL,
    prefs jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL
);

CREATE TABLE rallly.users (
    id text NOT NULL,
    name text NOT NULL,
    email citext NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone,
    customer_id text,
    locale text,
    time_format rallly.time_format,
    time_zone text,
    week_start integer,
    image text,
    ban_reason text,
    banned boolean DEFAULT false NOT NULL,
    banned_at timestamp(3) without time zone,
    role rallly.user_role DEFAULT 'user'::rallly.user_role NOT NULL,
    default_destination_calendar_id text,
    email_verified boolean,
    ban_expires timestamp(3) without time zone,
    last_login_method text,
    anonymous boolean DEFAULT false NOT NULL,
    last_seen_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    deleted_at timestamp(3) without time zone
);

CREATE TABLE rallly.verifications (
    id text NOT NULL,
    identifier text NOT NULL,
    value text NOT NULL,
    expires_at timestamp(3) without time zone NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE rallly.votes (
    id text NOT NULL,
    participant_id text NOT NULL,
    option_id text NOT NULL,
    poll_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone,
    type rallly.vote_type DEFAULT 'yes'::rallly.vote_type NOT NULL
);

ALTER TABLE ONLY rallly.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.calendar_connections
    ADD CONSTRAINT calendar_connections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.comments
    ADD CONSTRAINT comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.credentials
    ADD CONSTRAINT credentials_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.event_types
    ADD CONSTRAINT event_types_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.instance_licenses
    ADD CONSTRAINT instance_licenses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.instance_settings
    ADD CONSTRAINT instance_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.license_validations
    ADD CONSTRAINT license_validations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.licenses
    ADD CONSTRAINT licenses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.options
    ADD CONSTRAINT options_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.participants
    ADD CONSTRAINT participants_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.payment_methods
    ADD CONSTRAINT payment_methods_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.poll_activities
    ADD CONSTRAINT poll_activities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.poll_invites
    ADD CONSTRAINT poll_invites_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.polls
    ADD CONSTRAINT polls_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.provider_calendars
    ADD CONSTRAINT provider_calendars_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.registered_instances
    ADD CONSTRAINT registered_instances_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.rescheduled_event_dates
    ADD CONSTRAINT rescheduled_event_dates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.scheduled_event_invites
    ADD CONSTRAINT scheduled_event_invites_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.scheduled_events
    ADD CONSTRAINT scheduled_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.sheet_slots
    ADD CONSTRAINT sheet_slots_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.sheets
    ADD CONSTRAINT sheets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.space_api_keys
    ADD CONSTRAINT space_api_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.space_member_invites
    ADD CONSTRAINT space_member_invites_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.space_members
    ADD CONSTRAINT space_members_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.spaces
    ADD CONSTRAINT spaces_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.subscriptions
    ADD CONSTRAINT subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.user_notification_preferences
    ADD CONSTRAINT user_notification_preferences_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.verifications
    ADD CONSTRAINT verifications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY rallly.votes
    ADD CONSTRAINT votes_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX "User_email_key" ON rallly.users USING btree (email);

CREATE UNIQUE INDEX accounts_provider_provider_account_id_key ON rallly.accounts USING btree (provider, provider_account_id);

CREATE INDEX accounts_user_id_idx ON rallly.accounts USING btree (user_id);

CREATE UNIQUE INDEX calendar_connections_user_id_provider_provider_account_id_key ON rallly.calendar_connections USING btree (user_id, provider, provider_account_id);

CREATE INDEX comments_poll_id_idx ON rallly.comments USING btree (poll_id);

CREATE INDEX comments_user_id_idx ON rallly.comments USING btree (user_id);

CREATE INDEX connection_selected_idx ON rallly.provider_calendars USING btree (calendar_connection_id, selected);

CREATE INDEX credential_expiry_idx ON rallly.credentials USING btree (expires_at);

CREATE UNIQUE INDEX credentials_user_id_provider_provider_account_id_key ON rallly.credentials USING btree (user_id, provider, provider_account_id);

CREATE INDEX event_types_host_id_idx ON rallly.event_types USING btree (host_id);

CREATE INDEX event_types_space_id_idx ON rallly.event_types USING btree (space_id);

CREATE UNIQUE INDEX instance_licenses_license_key_key ON rallly.instance_licenses USING btree (license_key);

CREATE UNIQUE INDEX instance_settings_instance_id_key ON rallly.instance_settings USING btree (instance_id);

CREATE UNIQUE INDEX licenses_idempotency_key_key ON rallly.licenses USING btree (idempotency_key);

CREATE UNIQUE INDEX licenses_license_key_key ON rallly.licenses USING btree (license_key);

CREATE INDEX options_poll_id_idx ON rallly.options USING hash (poll_id);

CREATE INDEX participants_poll_id_idx ON rallly.participants USING hash (poll_id);

CREATE UNIQUE INDEX participants_token_key ON rallly.participants USING btree (token);

CREATE INDEX participants_user_id_idx ON rallly.participants USING btree (user_id);

CREATE INDEX poll_activities_poll_id_created_at_idx ON rallly.poll_activities USING btree (poll_id, created_at DESC);

CREATE INDEX poll_activities_poll_id_invite_id_idx ON rallly.poll_activities USING btree (poll_id, invite_id);

CREATE INDEX poll_activities_poll_id_option_id_idx ON rallly.poll_activities USING btree (poll_id, option_id);

CREATE INDEX poll_activities_poll_id_participant_id_idx ON rallly.poll_activities USING btree (poll_id, participant_id);

CREATE UNIQUE INDEX poll_invites_participant_id_key ON rallly.poll_invites USING btree (participant_id);

CREATE UNIQUE INDEX poll_invites_poll_id_email_key ON rallly.poll_invites USING btree (poll_id, email);

CREATE UNIQUE INDEX poll_invites_token_key ON rallly.poll_invites USING btree (token);

CREATE UNIQUE INDEX polls_event_id_key ON rallly.polls USING btree (event_id);

CREATE UNIQUE INDEX polls_id_key ON rallly.polls USING btree (id);

CREATE INDEX polls_space_id_idx ON rallly.polls USING btree (space_id);

CREATE INDEX polls_user_id_idx ON rallly.polls USING btree (user_id);

CREATE INDEX primary_calendar_idx ON rallly.provider_calendars USING btree ("primary");

CREATE UNIQUE INDEX provider_calendars_calendar_connection_id_provider_calendar_key ON rallly.provider_calendars USING btree (calendar_connection_id, provider_calendar_id);

CREATE UNIQUE INDEX registered_instances_instance_id_key ON rallly.registered_instances USING btree (instance_id);

CREATE INDEX rescheduled_event_dates_scheduled_event_id_idx ON rallly.rescheduled_event_dates USING btree (scheduled_event_id);

CREATE INDEX scheduled_event_invites_invitee_email_idx ON rallly.scheduled_event_invites USING btree (invitee_email);

CREATE INDEX scheduled_event_invites_invitee_id_idx ON rallly.scheduled_event_invites USING btree (invitee_id);

CREATE UNIQUE INDEX scheduled_event_invites_scheduled_event_id_invitee_email_key ON rallly.scheduled_event_invites USING btree (scheduled_event_id, invitee_email);

CREATE UNIQUE INDEX scheduled_event_invites_uid_key ON rallly.scheduled_event_invites USING btree (uid);

CREATE INDEX scheduled_events_event_type_id_idx ON rallly.scheduled_events USING btree (event_type_id);

CREATE UNIQUE INDEX scheduled_events_sheet_slot_id_key ON rallly.scheduled_events USING btree (sheet_slot_id);

CREATE INDEX scheduled_events_space_id_idx ON rallly.scheduled_events USING btree (space_id);

CREATE INDEX scheduled_events_space_id_status_start_idx ON rallly.scheduled_events USING btree (space_id, status, start);

CREATE UNIQUE INDEX scheduled_events_uid_key ON rallly.scheduled_events USING btree (uid);

CREATE INDEX scheduled_events_user_id_idx ON rallly.scheduled_events USING btree (user_id);

CREATE UNIQUE INDEX sessions_token_key ON rallly.sessions USING btree (token);

CREATE INDEX sheet_slots_event_type_id_idx ON rallly.sheet_slots USING btree (event_type_id);

CREATE INDEX sheet_slots_sheet_id_start_time_idx ON rallly.sheet_slots USING btree (sheet_id, start_time);

CREATE INDEX sheets_host_id_idx ON rallly.sheets USING btree (host_id);

CREATE INDEX sheets_space_id_idx ON rallly.sheets USING btree (space_id);

CREATE UNIQUE INDEX sheets_url_id_key ON rallly.sheets USING btree (url_id);

CREATE INDEX space_api_key_expires_idx ON rallly.space_api_keys USING btree (expires_at);

CREATE INDEX space_api_key_revoked_idx ON rallly.space_api_keys USING btree (revoked_at);

CREATE INDEX space_api_key_space_idx ON rallly.space_api_keys USING btree (space_id);

CREATE UNIQUE INDEX space_api_keys_prefix_key ON rallly.space_api_keys USING btree (prefix);

CREATE UNIQUE INDEX space_member_invites_space_id_email_key ON rallly.space_member_invites USING btree (space_id, email);

CREATE UNIQUE INDEX space_members_space_id_user_id_key ON rallly.space_members USING btree (space_id, user_id);

CREATE INDEX space_members_user_id_idx ON rallly.space_members USING btree (user_id);

CREATE INDEX spaces_owner_id_idx ON rallly.spaces USING btree (owner_id);

CREATE INDEX subscriptions_space_id_idx ON rallly.subscriptions USING btree (space_id);

CREATE INDEX subscriptions_user_id_idx ON rallly.subscriptions USING btree (user_id);

CREATE INDEX sync_time_idx ON rallly.provider_calendars USING btree (last_synced_at);

CREATE UNIQUE INDEX user_notification_preferences_user_id_key ON rallly.user_notification_preferences USING btree (user_id);

CREATE INDEX users_anonymous_last_seen_at_idx ON rallly.users USING btree (anonymous, last_seen_at);

CREATE INDEX users_deleted_at_idx ON rallly.users USING btree (deleted_at);

CREATE UNIQUE INDEX users_email_key ON rallly.users USING btree (email);

CREATE INDEX verifications_identifier_idx ON rallly.verifications USING btree (identifier);

CREATE UNIQUE INDEX verifications_identifier_key ON rallly.verifications USING btree (identifier);

CREATE INDEX votes_option_id_idx ON rallly.votes USING hash (option_id);

CREATE INDEX votes_participant_id_idx ON rallly.votes USING hash (participant_id);

CREATE INDEX votes_poll_id_idx ON rallly.votes USING hash (poll_id);

CREATE TRIGGER trg_prevent_instance_settings_deletion BEFORE DELETE ON rallly.instance_settings FOR EACH ROW EXECUTE FUNCTION rallly.prevent_delete_instance_settings();

ALTER TABLE ONLY rallly.accounts
    ADD CONSTRAINT accounts_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.calendar_connections
    ADD CONSTRAINT calendar_connections_credential_id_fkey FOREIGN KEY (credential_id) REFERENCES rallly.credentials(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.calendar_connections
    ADD CONSTRAINT calendar_connections_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.comments
    ADD CONSTRAINT comments_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES rallly.polls(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.comments
    ADD CONSTRAINT comments_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.credentials
    ADD CONSTRAINT credentials_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.event_types
    ADD CONSTRAINT event_types_host_id_fkey FOREIGN KEY (host_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.event_types
    ADD CONSTRAINT event_types_space_id_fkey FOREIGN KEY (space_id) REFERENCES rallly.spaces(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.license_validations
    ADD CONSTRAINT license_validations_license_id_fkey FOREIGN KEY (license_id) REFERENCES rallly.licenses(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.options
    ADD CONSTRAINT options_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES rallly.polls(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.participants
    ADD CONSTRAINT participants_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES rallly.polls(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.participants
    ADD CONSTRAINT participants_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY rallly.payment_methods
    ADD CONSTRAINT payment_methods_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.poll_activities
    ADD CONSTRAINT poll_activities_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES rallly.polls(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.poll_invites
    ADD CONSTRAINT poll_invites_participant_id_fkey FOREIGN KEY (participant_id) REFERENCES rallly.participants(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY rallly.poll_invites
    ADD CONSTRAINT poll_invites_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES rallly.polls(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.polls
    ADD CONSTRAINT polls_scheduled_event_id_fkey FOREIGN KEY (scheduled_event_id) REFERENCES rallly.scheduled_events(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY rallly.polls
    ADD CONSTRAINT polls_space_id_fkey FOREIGN KEY (space_id) REFERENCES rallly.spaces(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY rallly.polls
    ADD CONSTRAINT polls_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.provider_calendars
    ADD CONSTRAINT provider_calendars_calendar_connection_id_fkey FOREIGN KEY (calendar_connection_id) REFERENCES rallly.calendar_connections(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.rescheduled_event_dates
    ADD CONSTRAINT rescheduled_event_dates_scheduled_event_id_fkey FOREIGN KEY (scheduled_event_id) REFERENCES rallly.scheduled_events(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.scheduled_event_invites
    ADD CONSTRAINT scheduled_event_invites_invitee_id_fkey FOREIGN KEY (invitee_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY rallly.scheduled_event_invites
    ADD CONSTRAINT scheduled_event_invites_scheduled_event_id_fkey FOREIGN KEY (scheduled_event_id) REFERENCES rallly.scheduled_events(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.scheduled_events
    ADD CONSTRAINT scheduled_events_event_type_id_fkey FOREIGN KEY (event_type_id) REFERENCES rallly.event_types(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY rallly.scheduled_events
    ADD CONSTRAINT scheduled_events_sheet_slot_id_fkey FOREIGN KEY (sheet_slot_id) REFERENCES rallly.sheet_slots(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY rallly.scheduled_events
    ADD CONSTRAINT scheduled_events_space_id_fkey FOREIGN KEY (space_id) REFERENCES rallly.spaces(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.scheduled_events
    ADD CONSTRAINT scheduled_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.sessions
    ADD CONSTRAINT sessions_impersonated_by_fkey FOREIGN KEY (impersonated_by) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY rallly.sessions
    ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.sheet_slots
    ADD CONSTRAINT sheet_slots_event_type_id_fkey FOREIGN KEY (event_type_id) REFERENCES rallly.event_types(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY rallly.sheet_slots
    ADD CONSTRAINT sheet_slots_sheet_id_fkey FOREIGN KEY (sheet_id) REFERENCES rallly.sheets(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.sheets
    ADD CONSTRAINT sheets_host_id_fkey FOREIGN KEY (host_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.sheets
    ADD CONSTRAINT sheets_space_id_fkey FOREIGN KEY (space_id) REFERENCES rallly.spaces(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.space_api_keys
    ADD CONSTRAINT space_api_keys_space_id_fkey FOREIGN KEY (space_id) REFERENCES rallly.spaces(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.space_member_invites
    ADD CONSTRAINT space_member_invites_inviter_id_fkey FOREIGN KEY (inviter_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.space_member_invites
    ADD CONSTRAINT space_member_invites_space_id_fkey FOREIGN KEY (space_id) REFERENCES rallly.spaces(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.space_members
    ADD CONSTRAINT space_members_space_id_fkey FOREIGN KEY (space_id) REFERENCES rallly.spaces(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.space_members
    ADD CONSTRAINT space_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.spaces
    ADD CONSTRAINT spaces_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.subscriptions
    ADD CONSTRAINT subscriptions_space_id_fkey FOREIGN KEY (space_id) REFERENCES rallly.spaces(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.subscriptions
    ADD CONSTRAINT subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.user_notification_preferences
    ADD CONSTRAINT user_notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES rallly.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.users
    ADD CONSTRAINT users_default_destination_calendar_id_fkey FOREIGN KEY (default_destination_calendar_id) REFERENCES rallly.provider_calendars(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY rallly.votes
    ADD CONSTRAINT votes_option_id_fkey FOREIGN KEY (option_id) REFERENCES rallly.options(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.votes
    ADD CONSTRAINT votes_participant_id_fkey FOREIGN KEY (participant_id) REFERENCES rallly.participants(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY rallly.votes
    ADD CONSTRAINT votes_poll_id_fkey FOREIGN KEY (poll_id) REFERENCES rallly.polls(id) ON UPDATE CASCADE ON DELETE CASCADE;
`,
  cleans: [
    {
      table: "rallly.polls",
      clock: "deleted_at",
      retention: "7d after the poll was marked deleted",
      source: "apps/web/src/features/poll/mutations.ts:330",
      note: "deleted = true (mutations.ts:328); polls are marked deleted by delete-inactive-polls after 30 days without activity (mutations.ts:239-281), except in a pro space; cron remove-deleted-polls (apps/web/vercel.json:19)",
    },
    {
      table: "rallly.users",
      clock: "deleted_at",
      retention: "7d after the user asked for deletion (ACCOUNT_DELETION_GRACE_DAYS)",
      source: "apps/web/src/features/user/account-deletion/data.ts:17",
      note: "constants.ts:1; cron remove-deleted-users (apps/web/vercel.json:23); also anonymous guests unseen for 60 days with nothing attached (apps/web/src/features/user/mutations.ts:182-224), an endpoint no cron of vercel.json calls",
    },
  ],
  shouldAsk: [
    {
      table: "rallly.sessions",
      why: "login sessions with ip_address and user_agent and expires_at; no job of Rallly's deletes expired ones",
    },
    {
      table: "rallly.verifications",
      why: "email verification values with expires_at; no job of Rallly's deletes expired ones",
    },
    {
      table: "rallly.poll_activities",
      why: "a log of what each user and participant did on a poll (payload), kept as long as the poll",
    },
    {
      table: "rallly.license_validations",
      why: "each license check's ip_address and user_agent, never deleted",
    },
  ],
  neverDelete: [
    "rallly.accounts",
    "rallly.spaces",
    "rallly.space_members",
    "rallly.subscriptions",
    "rallly.payment_methods",
    "rallly.licenses",
    "rallly.instance_licenses",
    "rallly.comments",
    "rallly.participants",
    "rallly.votes",
    "rallly.options",
    "rallly.scheduled_events",
    "rallly.scheduled_event_invites",
    "rallly.event_types",
    "rallly.sheets",
    "rallly.sheet_slots",
    "rallly.credentials",
    "rallly.calendar_connections",
    "rallly.provider_calendars",
    "rallly.user_notification_preferences",
    "rallly.instance_settings",
  ],
};
