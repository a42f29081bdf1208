// Mobilizon (Elixir, Phoenix and Ecto), from framasoft/mobilizon@c64a0ea7ce1dd2f4ef46b87cc1a8cc012afe2321 (2025-04-10,
// the GitHub mirror's HEAD as fetched; Mobilizon is developed on Framasoft's GitLab). Written blind to init (blind6a):
// the lists below come from Mobilizon's own code only. Taken as the third of the brief's list (Zammad's repository is
// over the fetch size limit).
// Schema: its 173 Ecto migrations (priv/repo/migrations) run by Ecto's migrator at the versions its mix.lock pins,
// pg_dump read back (see the header of schemaSql).
// Cleanup: Oban's cron (config/config.exs:309-330, started at lib/mobilizon.ex:46) queues, each hour unless said:
// - CleanOldActivityWorker, daily (config/config.exs:322): for each group with more than activity_keep_number
//   activities (default 100, config/config.exs:38), deletes its activities inserted before now less
//   activity_expire_days (default 365, :37) multiplied by 3600 seconds, so 365 hours, not days
//   (lib/service/clean_old_activity.ex:36-60, the delete at :29).
// - CleanOrphanMediaWorker (config/config.exs:318), with remove_orphan_uploads (true by default, :33): deletes local
//   media inserted more than orphan_upload_grace_period_hours (48, :34) ago that nothing uses
//   (lib/service/workers/clean_orphan_media_worker.ex:12, lib/mobilizon/medias/medias.ex:197-225,
//   lib/service/clean_orphan_media.ex:27). Its "at most once per grace period" check reads a Cachex key nothing writes.
// - CleanUnconfirmedUsersWorker (config/config.exs:319), with remove_unconfirmed_users (true by default, :35): deletes the
//   users never confirmed whose confirmation was sent more than unconfirmed_user_grace_period_hours (48, :36) ago
//   (lib/service/clean_unconfirmed_users.ex:58, the delete at :43), their actors deleted with them (without reserving
//   the username, lib/service/actor_suspension.ex:58-68) and their settings and feed tokens (lib/mobilizon/users/users.ex:185-192).
// - ExportCleanerWorker (config/config.exs:320): deletes the participant exports (and their files) of each enabled
//   format (CSV by default, :364-368) not updated for an hour (lib/service/export/participants/common.ex:71, 77-87;
//   lib/mobilizon/export.ex:50-56).
// - CleanApplicationData with type application_token (config/config.exs:324-325): deletes the application tokens not
//   in status success inserted more than 60 seconds ago (lib/service/auth/applications.ex:20, 378-380;
//   lib/mobilizon/applications.ex:289-296); with type application_device_activation (:326-327): deletes the device
//   activations whose expires_in is below now less 1800 seconds as a Unix time (lib/mobilizon/applications.ex:428-434;
//   lib/service/auth/applications.ex:17, 21). expires_in holds the code's lifetime, 900 (:269), not a time, so every
//   row matches: each hourly run deletes them all, whatever their age.
// And two libraries it starts: Oban's Pruner, {Oban.Plugins.Pruner, max_age: 300} (config/config.exs:329), deletes
// completed, cancelled and discarded jobs scheduled more than 300 seconds ago every 30 s; Oban's Postgres peer deletes
// expired leader leases (oban_peers, expires_at); Guardian.DB.Sweeper (lib/mobilizon.ex:48; guardian_db 3.0.0's default
// interval, 60 minutes) deletes the guardian_tokens whose exp (Unix seconds) has passed.
// Not counted: CleanSuspendedActors (lib/service/workers/clean_suspended_actors.ex, 30 days after suspension) is in no
// crontab and queued by nothing; the mix tasks mobilizon.media.clean_orphan and mobilizon.users.clean run the same
// cleanups by hand; tombstones are deleted when the object is seen again (lib/federation/activity_pub/refresher.ex:201, 217).
// Neither list: tombstones (the URI of a deleted object and the actor that deleted it, kept so that it is not fetched
// again). sessions and tracks are an event's conference program (talks), not login sessions: in neverDelete.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "mobilizon",
  framework: "ecto",
  source: {
    repo: "framasoft/mobilizon",
    commit: "c64a0ea7ce1dd2f4ef46b87cc1a8cc012afe2321",
    schemaFrom:
      "priv/repo/migrations (173 Ecto migrations) run by Ecto.Migrator (ecto_sql 3.11.1, ecto 3.11.1, postgrex 0.17.4, oban 2.17.5, ecto_enum 1.4.0, as mix.lock pins them) on PostgreSQL 15 with PostGIS 3.3 in schema public, public renamed to mobilizon and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 53 tables and one materialized view, PostGIS's geometry column as bytea",
  },
  schemas: ["mobilizon"],
  schemaSql: `
-- Mobilizon: framasoft/mobilizon@c64a0ea7ce1dd2f4ef46b87cc1a8cc012afe2321
-- Built by running its 173 migrations (priv/repo/migrations, 20180109150000_prerequites to
-- 20240725130410_add_event_physical_address_index) with Ecto.Migrator.run(..., :up, all: true), as mix ecto.migrate
-- does, on an empty PostgreSQL 15 database with PostGIS 3.3 available, in schema public; Ecto, ecto_sql, postgrex,
-- db_connection, telemetry, decimal, jason, oban and ecto_enum compiled from their sources at the versions of
-- Mobilizon's mix.lock, under Elixir 1.14 (Debian's). Mobilizon's own modules that the migrations call were given as
-- they are at the commit: its enum types (each defenum with a type name, copied from lib/mobilizon/{actors,discussions,
-- events,posts,reports,users}), lib/mobilizon/storage/views/instances.ex, and its Repo; Actor and Participant as
-- schemas of the few fields two data migrations query (the database is empty: they find no rows). Then public was
-- renamed to mobilizon and read back with pg_dump --schema-only --no-owner --no-privileges --no-comments -n mobilizon
-- (its SET lines, the search_path set_config and its comments left out). PostGIS is not on the test server: its
-- extension is left out, addresses.geom (geometry) is bytea here, and the two indexes on st_x(geom) and st_y(geom)
-- (20220407083712_add_indexes_to_addresses) are left out. pg_trgm and unaccent are created in public, where its
-- first migration created them (the f_unaccent function names public.unaccent).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE SCHEMA mobilizon;

CREATE TYPE mobilizon.actor_openness AS ENUM (
    'invite_only',
    'moderated',
    'open'
);

CREATE TYPE mobilizon.actor_type AS ENUM (
    'Person',
    'Application',
    'Group',
    'Organization',
    'Service'
);

CREATE TYPE mobilizon.actor_visibility AS ENUM (
    'public',
    'unlisted',
    'restricted',
    'private'
);

CREATE TYPE mobilizon.comment_visibility AS ENUM (
    'public',
    'unlisted',
    'private',
    'moderated',
    'invite'
);

CREATE TYPE mobilizon.event_status AS ENUM (
    'tentative',
    'confirmed',
    'cancelled'
);

CREATE TYPE mobilizon.event_visibility AS ENUM (
    'public',
    'unlisted',
    'restricted',
    'private'
);

CREATE TYPE mobilizon.join_options AS ENUM (
    'free',
    'restricted',
    'invite',
    'external'
);

CREATE TYPE mobilizon.member_role AS ENUM (
    'invited',
    'not_approved',
    'member',
    'moderator',
    'administrator',
    'creator',
    'rejected'
);

CREATE TYPE mobilizon.oban_job_state AS ENUM (
    'available',
    'scheduled',
    'executing',
    'retryable',
    'completed',
    'discarded',
    'cancelled'
);

CREATE TYPE mobilizon.participant_role AS ENUM (
    'not_approved',
    'not_confirmed',
    'rejected',
    'participant',
    'moderator',
    'administrator',
    'creator'
);

CREATE TYPE mobilizon.post_visibility AS ENUM (
    'public',
    'unlisted',
    'restricted',
    'private'
);

CREATE TYPE mobilizon.report_status AS ENUM (
    'open',
    'closed',
    'resolved'
);

CREATE TYPE mobilizon.user_role AS ENUM (
    'administrator',
    'moderator',
    'user'
);

CREATE FUNCTION mobilizon.f_unaccent(text) RETURNS text
    LANGUAGE sql IMMUTABLE
    AS $_$
SELECT public.unaccent('public.unaccent', $1)
$_$;

CREATE FUNCTION mobilizon.refresh_instances() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  REFRESH MATERIALIZED VIEW instances;
  RETURN NULL;
END;
$$;

CREATE TABLE mobilizon.actors (
    id bigint NOT NULL,
    name character varying(255),
    domain character varying(255),
    preferred_username character varying(255) NOT NULL,
    summary text,
    keys text,
    suspended boolean DEFAULT false NOT NULL,
    url character varying(255) NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    inbox_url character varying(255),
    outbox_url character varying(255),
    following_url character varying(255),
    followers_url character varying(255),
    shared_inbox_url character varying(255) DEFAULT NULL::character varying,
    type mobilizon.actor_type,
    manually_approves_followers boolean DEFAULT false,
    user_id bigint,
    openness mobilizon.actor_openness DEFAULT 'moderated'::mobilizon.actor_openness,
    visibility mobilizon.actor_visibility DEFAULT 'private'::mobilizon.actor_visibility,
    avatar jsonb,
    banner jsonb,
    last_refreshed_at timestamp(0) without time zone,
    members_url character varying(255),
    resources_url character varying(255),
    todos_url character varying(255),
    posts_url character varying(255),
    events_url character varying(255),
    discussions_url character varying(255),
    physical_address_id bigint
);

CREATE SEQUENCE mobilizon.accounts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.accounts_id_seq OWNED BY mobilizon.actors.id;

CREATE TABLE mobilizon.activities (
    id bigint NOT NULL,
    priority integer NOT NULL,
    type character varying(255) NOT NULL,
    author_id bigint NOT NULL,
    group_id bigint NOT NULL,
    subject character varying(255) NOT NULL,
    subject_params jsonb NOT NULL,
    message character varying(255),
    message_params jsonb,
    object_type character varying(255),
    object_id character varying(255),
    inserted_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.activities_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.activities_id_seq OWNED BY mobilizon.activities.id;

CREATE TABLE mobilizon.addresses (
    id bigint NOT NULL,
    description text,
    country character varying(255),
    locality character varying(255),
    region character varying(255),
    postal_code character varying(255),
    street text,
    geom bytea,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    url character varying(255) NOT NULL,
    origin_id character varying(255),
    type character varying(255),
    timezone character varying(255)
);

CREATE SEQUENCE mobilizon.addresses_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.addresses_id_seq OWNED BY mobilizon.addresses.id;

CREATE TABLE mobilizon.admin_action_logs (
    id bigint NOT NULL,
    action character varying(255) NOT NULL,
    target_type character varying(255) NOT NULL,
    target_id integer NOT NULL,
    changes jsonb,
    actor_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.admin_action_logs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.admin_action_logs_id_seq OWNED BY mobilizon.admin_action_logs.id;

CREATE TABLE mobilizon.admin_settings (
    id bigint NOT NULL,
    "group" character varying(255),
    name character varying(255),
    value text,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.admin_settings_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.admin_settings_id_seq OWNED BY mobilizon.admin_settings.id;

CREATE TABLE mobilizon.admin_settings_medias (
    id bigint NOT NULL,
    "group" character varying(255),
    name character varying(255),
    media_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.admin_settings_medias_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.admin_settings_medias_id_seq OWNED BY mobilizon.admin_settings_medias.id;

CREATE TABLE mobilizon.application_device_activation (
    id bigint NOT NULL,
    user_code character varying(255),
    device_code character varying(255),
    scope character varying(255),
    expires_in integer,
    status character varying(255) DEFAULT 'pending'::character varying,
    user_id bigint,
    application_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.application_device_activation_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.application_device_activation_id_seq OWNED BY mobilizon.application_device_activation.id;

CREATE TABLE mobilizon.application_tokens (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    application_id bigint NOT NULL,
    authorization_code character varying(255),
    status character varying(255) DEFAULT 'pending'::character varying NOT NULL,
    scope character varying(255),
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.application_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.application_tokens_id_seq OWNED BY mobilizon.application_tokens.id;

CREATE TABLE mobilizon.applications (
    id bigint NOT NULL,
    name character varying(255) NOT NULL,
    client_id character varying(255) NOT NULL,
    client_secret character varying(255) NOT NULL,
    redirect_uris character varying(255)[] NOT NULL,
    scope character varying(255),
    website character varying(255),
    owner_type character varying(255),
    owner_id integer,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.applications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.applications_id_seq OWNED BY mobilizon.applications.id;

CREATE TABLE mobilizon.bots (
    id bigint NOT NULL,
    source text NOT NULL,
    type character varying(255) DEFAULT 'ics'::character varying,
    actor_id bigint NOT NULL,
    user_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.bots_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.bots_id_seq OWNED BY mobilizon.bots.id;

CREATE TABLE mobilizon.comments (
    id bigint NOT NULL,
    url character varying(255),
    text text,
    actor_id bigint,
    event_id bigint,
    in_reply_to_comment_id bigint,
    origin_comment_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    local boolean DEFAULT true NOT NULL,
    uuid uuid,
    attributed_to_id bigint,
    visibility mobilizon.comment_visibility,
    deleted_at timestamp(0) without time zone,
    edits integer DEFAULT 0,
    discussion_id uuid,
    published_at timestamp(0) without time zone,
    is_announcement boolean DEFAULT false NOT NULL,
    language character varying(255) DEFAULT 'und'::character varying,
    conversation_id bigint
);

CREATE SEQUENCE mobilizon.comments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.comments_id_seq OWNED BY mobilizon.comments.id;

CREATE TABLE mobilizon.comments_medias (
    comment_id bigint NOT NULL,
    media_id bigint NOT NULL
);

CREATE TABLE mobilizon.comments_tags (
    comment_id bigint NOT NULL,
    tag_id bigint NOT NULL
);

CREATE TABLE mobilizon.conversation_participants (
    id bigint NOT NULL,
    conversation_id bigint NOT NULL,
    actor_id bigint NOT NULL,
    unread boolean,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.conversation_participants_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.conversation_participants_id_seq OWNED BY mobilizon.conversation_participants.id;

CREATE TABLE mobilizon.conversations (
    id bigint NOT NULL,
    event_id bigint,
    origin_comment_id bigint NOT NULL,
    last_comment_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.conversations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.conversations_id_seq OWNED BY mobilizon.conversations.id;

CREATE TABLE mobilizon.discussions (
    title character varying(255),
    slug character varying(255),
    actor_id bigint NOT NULL,
    creator_id bigint,
    last_comment_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    id uuid NOT NULL,
    url character varying(255) NOT NULL
);

CREATE TABLE mobilizon.event_contacts (
    event_id bigint NOT NULL,
    actor_id bigint NOT NULL
);

CREATE TABLE mobilizon.event_search (
    id bigint NOT NULL,
    title text NOT NULL,
    document tsvector
);

CREATE TABLE mobilizon.events (
    id bigint NOT NULL,
    title text NOT NULL,
    description text,
    organizer_actor_id bigint,
    physical_address_id bigint,
    inserted_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    url character varying(255) DEFAULT 'https://'::character varying NOT NULL,
    local boolean DEFAULT true NOT NULL,
    uuid uuid,
    attributed_to_id bigint,
    online_address text,
    phone_address text,
    visibility mobilizon.event_visibility DEFAULT 'public'::mobilizon.event_visibility NOT NULL,
    status mobilizon.event_status,
    join_options mobilizon.join_options DEFAULT 'free'::mobilizon.join_options NOT NULL,
    begins_on timestamp(0) without time zone,
    ends_on timestamp(0) without time zone,
    publish_at timestamp(0) without time zone,
    category text,
    slug text,
    picture_id bigint,
    options jsonb,
    draft boolean DEFAULT false,
    participant_stats jsonb,
    metadata jsonb,
    language character varying(255) DEFAULT 'und'::character varying,
    external_participation_url character varying(255)
);

CREATE SEQUENCE mobilizon.events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.events_id_seq OWNED BY mobilizon.events.id;

CREATE TABLE mobilizon.events_medias (
    event_id bigint NOT NULL,
    media_id bigint NOT NULL
);

CREATE TABLE mobilizon.events_tags (
    event_id bigint,
    tag_id bigint
);

CREATE TABLE mobilizon.exports (
    id bigint NOT NULL,
    file_path character varying(255),
    file_size integer,
    file_name character varying(255),
    type character varying(255),
    reference character varying(255),
    format character varying(255),
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.exports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.exports_id_seq OWNED BY mobilizon.exports.id;

CREATE TABLE mobilizon.feed_tokens (
    token uuid NOT NULL,
    actor_id bigint,
    user_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL
);

CREATE TABLE mobilizon.followers (
    approved boolean DEFAULT false,
    actor_id bigint,
    target_actor_id bigint,
    id uuid NOT NULL,
    url character varying(255) NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    notify boolean DEFAULT true
);

CREATE TABLE mobilizon.guardian_tokens (
    jti character varying(255) NOT NULL,
    aud character varying(255) NOT NULL,
    typ character varying(255),
    iss character varying(255),
    sub character varying(255),
    exp bigint,
    jwt text,
    claims jsonb,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE TABLE mobilizon.instance_actors (
    id bigint NOT NULL,
    domain character varying(255),
    instance_name character varying(255),
    instance_description text,
    software character varying(255),
    software_version character varying(255),
    actor_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.instance_actors_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.instance_actors_id_seq OWNED BY mobilizon.instance_actors.id;

CREATE TABLE mobilizon.medias (
    id bigint NOT NULL,
    file jsonb,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    actor_id bigint NOT NULL,
    metadata jsonb
);

CREATE TABLE mobilizon.reports (
    id bigint NOT NULL,
    content text,
    status mobilizon.report_status DEFAULT 'open'::mobilizon.report_status NOT NULL,
    url character varying(255) NOT NULL,
    reported_id bigint,
    reporter_id bigint,
    manager_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    local boolean DEFAULT true NOT NULL
);

CREATE MATERIALIZED VIEW mobilizon.instances AS
 SELECT a.domain,
    count(DISTINCT p.id) AS person_count,
    count(DISTINCT g.id) AS group_count,
    count(DISTINCT e.id) AS event_count,
    count(f1.id) AS followers_count,
    count(f2.id) AS followings_count,
    count(r.id) AS reports_count,
    sum(COALESCE(((m.file ->> 'size'::text))::integer, 0)) AS media_size
   FROM (((((((mobilizon.actors a
     LEFT JOIN mobilizon.actors p ON (((a.id = p.id) AND (p.type = 'Person'::mobilizon.actor_type))))
     LEFT JOIN mobilizon.actors g ON (((a.id = g.id) AND (g.type = 'Group'::mobilizon.actor_type))))
     LEFT JOIN mobilizon.events e ON ((a.id = e.organizer_actor_id)))
     LEFT JOIN mobilizon.followers f1 ON ((a.id = f1.actor_id)))
     LEFT JOIN mobilizon.followers f2 ON ((a.id = f2.target_actor_id)))
     LEFT JOIN mobilizon.reports r ON ((r.reported_id = a.id)))
     LEFT JOIN mobilizon.medias m ON ((m.actor_id = a.id)))
  WHERE (a.domain IS NOT NULL)
  GROUP BY a.domain
  WITH NO DATA;

CREATE TABLE mobilizon.members (
    actor_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    parent_id bigint,
    role mobilizon.member_role DEFAULT 'member'::mobilizon.member_role,
    id uuid NOT NULL,
    url character varying(255) NOT NULL,
    metadata jsonb,
    invited_by_id bigint,
    member_since timestamp(0) without time zone
);

CREATE TABLE mobilizon.mentions (
    id bigint NOT NULL,
    silent boolean DEFAULT false NOT NULL,
    actor_id bigint NOT NULL,
    event_id bigint,
    comment_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.mentions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.mentions_id_seq OWNED BY mobilizon.mentions.id;

CREATE TABLE mobilizon.oban_jobs (
    id bigint NOT NULL,
    state mobilizon.oban_job_state DEFAULT 'available'::mobilizon.oban_job_state NOT NULL,
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
    tags character varying(255)[] DEFAULT ARRAY[]::character varying[],
    meta jsonb DEFAULT '{}'::jsonb,
    cancelled_at timestamp without time zone,
    CONSTRAINT attempt_range CHECK (((attempt >= 0) AND (attempt <= max_attempts))),
    CONSTRAINT positive_max_attempts CHECK ((max_attempts > 0)),
    CONSTRAINT queue_length CHECK (((char_length(queue) > 0) AND (char_length(queue) < 128))),
    CONSTRAINT worker_length CHECK (((char_length(worker) > 0) AND (char_length(worker) < 128)))
);

CREATE SEQUENCE mobilizon.oban_jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.oban_jobs_id_seq OWNED BY mobilizon.oban_jobs.id;

CREATE UNLOGGED TABLE mobilizon.oban_peers (
    name text NOT NULL,
    node text NOT NULL,
    started_at timestamp without time zone NOT NULL,
    expires_at timestamp without time zone NOT NULL
);

CREATE TABLE mobilizon.participants (
    event_id bigint NOT NULL,
    actor_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    role mobilizon.participant_role DEFAULT 'participant'::mobilizon.participant_role,
    id uuid NOT NULL,
    url character varying(255) NOT NULL,
    metadata jsonb,
    code character varying(255)
);

CREATE SEQUENCE mobilizon.pictures_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.pictures_id_seq OWNED BY mobilizon.medias.id;

CREATE TABLE mobilizon.posts (
    id uuid NOT NULL,
    title character varying(255),
    slug character varying(255),
    url character varying(255),
    body text,
    draft boolean DEFAULT false NOT NULL,
    local boolean DEFAULT true NOT NULL,
    visibility mobilizon.post_visibility DEFAULT 'public'::mobilizon.post_visibility,
    publish_at timestamp(0) without time zone,
    author_id bigint,
    attributed_to_id bigint,
    picture_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    language character varying(255) DEFAULT 'und'::character varying
);

CREATE TABLE mobilizon.posts_medias (
    post_id uuid NOT NULL,
    media_id bigint NOT NULL
);

CREATE TABLE mobilizon.posts_tags (
    post_id uuid NOT NULL,
    tag_id bigint NOT NULL
);

CREATE TABLE mobilizon.report_notes (
    id bigint NOT NULL,
    content text NOT NULL,
    moderator_id bigint,
    report_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.report_notes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.report_notes_id_seq OWNED BY mobilizon.report_notes.id;

CREATE TABLE mobilizon.reports_comments (
    report_id bigint NOT NULL,
    comment_id bigint NOT NULL
);

CREATE TABLE mobilizon.reports_events (
    report_id bigint NOT NULL,
    event_id bigint NOT NULL
);

CREATE SEQUENCE mobilizon.reports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.reports_id_seq OWNED BY mobilizon.reports.id;

CREATE TABLE mobilizon.resource (
    id uuid NOT NULL,
    title character varying(255) NOT NULL,
    url character varying(255) NOT NULL,
    type integer NOT NULL,
    summary text,
    resource_url character varying(255),
    metadata jsonb,
    path character varying(255) NOT NULL,
    parent_id uuid,
    actor_id bigint NOT NULL,
    creator_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    local boolean DEFAULT true,
    published_at timestamp(0) without time zone
);

CREATE TABLE mobilizon.schema_migrations (
    version bigint NOT NULL,
    inserted_at timestamp(0) without time zone
);

CREATE TABLE mobilizon.sessions (
    id bigint NOT NULL,
    title text NOT NULL,
    subtitle text,
    short_abstract text,
    long_abstract text,
    language character varying(255),
    slides_url text,
    videos_urls text,
    audios_urls text,
    event_id bigint NOT NULL,
    track_id bigint,
    speaker_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    begins_on timestamp(0) without time zone,
    ends_on timestamp(0) without time zone
);

CREATE SEQUENCE mobilizon.sessions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.sessions_id_seq OWNED BY mobilizon.sessions.id;

CREATE TABLE mobilizon.shares (
    id bigint NOT NULL,
    uri character varying(255) NOT NULL,
    actor_id bigint NOT NULL,
    owner_actor_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.shares_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.shares_id_seq OWNED BY mobilizon.shares.id;

CREATE TABLE mobilizon.tag_relations (
    tag_id bigint NOT NULL,
    link_id bigint NOT NULL,
    weight integer DEFAULT 1 NOT NULL,
    CONSTRAINT no_self_loops_check CHECK ((tag_id <> link_id))
);

CREATE TABLE mobilizon.tags (
    id bigint NOT NULL,
    title character varying(255),
    slug character varying(255) NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.tags_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.tags_id_seq OWNED BY mobilizon.tags.id;

CREATE TABLE mobilizon.todo_lists (
    id uuid NOT NULL,
    title character varying(255),
    url character varying(255),
    actor_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    local boolean DEFAULT true,
    published_at timestamp(0) without time zone
);

CREATE TABLE mobilizon.todos (
    id uuid NOT NULL,
    title character varying(255),
    url character varying(255),
    status boolean DEFAULT false NOT NULL,
    due_date timestamp(0) without time zone,
    creator_id bigint NOT NULL,
    assigned_to_id bigint,
    todo_list_id uuid NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    local boolean DEFAULT true,
    published_at timestamp(0) without time zone
);

CREATE TABLE mobilizon.tombstones (
    id bigint NOT NULL,
    uri character varying(255),
    actor_id bigint,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.tombstones_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.tombstones_id_seq OWNED BY mobilizon.tombstones.id;

CREATE TABLE mobilizon.tracks (
    id bigint NOT NULL,
    name text NOT NULL,
    description text,
    color character varying(255),
    event_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE SEQUENCE mobilizon.tracks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.tracks_id_seq OWNED BY mobilizon.tracks.id;

CREATE TABLE mobilizon.user_activity_settings (
    id bigint NOT NULL,
    key character varying(255),
    method character varying(255) NOT NULL,
    enabled boolean NOT NULL,
    user_id bigint NOT NULL
);

CREATE SEQUENCE mobilizon.user_activity_settings_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.user_activity_settings_id_seq OWNED BY mobilizon.user_activity_settings.id;

CREATE TABLE mobilizon.user_push_subscriptions (
    id uuid NOT NULL,
    user_id bigint NOT NULL,
    digest text NOT NULL,
    endpoint character varying(255) NOT NULL,
    auth character varying(255) NOT NULL,
    p256dh character varying(255) NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL
);

CREATE TABLE mobilizon.user_settings (
    timezone character varying(255),
    notification_on_day boolean,
    notification_each_week boolean,
    notification_before_event boolean,
    user_id bigint NOT NULL,
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    notification_pending_participation integer DEFAULT 10,
    notification_pending_membership integer DEFAULT 10,
    location jsonb,
    group_notifications integer DEFAULT 10 NOT NULL,
    last_notification_sent timestamp(0) without time zone
);

CREATE TABLE mobilizon.users (
    id bigint NOT NULL,
    email character varying(255) NOT NULL,
    password_hash character varying(255),
    inserted_at timestamp(0) without time zone NOT NULL,
    updated_at timestamp(0) without time zone NOT NULL,
    confirmed_at timestamp(0) without time zone,
    confirmation_sent_at timestamp(0) without time zone,
    confirmation_token character varying(255),
    reset_password_sent_at timestamp(0) without time zone,
    reset_password_token character varying(255),
    default_actor_id integer,
    role mobilizon.user_role DEFAULT 'user'::mobilizon.user_role,
    locale character varying(255) DEFAULT 'en'::character varying,
    unconfirmed_email character varying(255),
    disabled boolean DEFAULT false NOT NULL,
    provider character varying(255),
    last_sign_in_at timestamp(0) without time zone,
    last_sign_in_ip character varying(255),
    current_sign_in_ip character varying(255),
    current_sign_in_at timestamp(0) without time zone
);

CREATE SEQUENCE mobilizon.users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE mobilizon.users_id_seq OWNED BY mobilizon.users.id;

ALTER TABLE ONLY mobilizon.activities ALTER COLUMN id SET DEFAULT nextval('mobilizon.activities_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.actors ALTER COLUMN id SET DEFAULT nextval('mobilizon.accounts_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.addresses ALTER COLUMN id SET DEFAULT nextval('mobilizon.addresses_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.admin_action_logs ALTER COLUMN id SET DEFAULT nextval('mobilizon.admin_action_logs_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.admin_settings ALTER COLUMN id SET DEFAULT nextval('mobilizon.admin_settings_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.admin_settings_medias ALTER COLUMN id SET DEFAULT nextval('mobilizon.admin_settings_medias_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.application_device_activation ALTER COLUMN id SET DEFAULT nextval('mobilizon.application_device_activation_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.application_tokens ALTER COLUMN id SET DEFAULT nextval('mobilizon.application_tokens_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.applications ALTER COLUMN id SET DEFAULT nextval('mobilizon.applications_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.bots ALTER COLUMN id SET DEFAULT nextval('mobilizon.bots_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.comments ALTER COLUMN id SET DEFAULT nextval('mobilizon.comments_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.conversation_participants ALTER COLUMN id SET DEFAULT nextval('mobilizon.conversation_participants_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.conversations ALTER COLUMN id SET DEFAULT nextval('mobilizon.conversations_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.events ALTER COLUMN id SET DEFAULT nextval('mobilizon.events_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.exports ALTER COLUMN id SET DEFAULT nextval('mobilizon.exports_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.instance_actors ALTER COLUMN id SET DEFAULT nextval('mobilizon.instance_actors_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.medias ALTER COLUMN id SET DEFAULT nextval('mobilizon.pictures_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.mentions ALTER COLUMN id SET DEFAULT nextval('mobilizon.mentions_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.oban_jobs ALTER COLUMN id SET DEFAULT nextval('mobilizon.oban_jobs_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.report_notes ALTER COLUMN id SET DEFAULT nextval('mobilizon.report_notes_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.reports ALTER COLUMN id SET DEFAULT nextval('mobilizon.reports_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.sessions ALTER COLUMN id SET DEFAULT nextval('mobilizon.sessions_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.shares ALTER COLUMN id SET DEFAULT nextval('mobilizon.shares_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.tags ALTER COLUMN id SET DEFAULT nextval('mobilizon.tags_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.tombstones ALTER COLUMN id SET DEFAULT nextval('mobilizon.tombstones_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.tracks ALTER COLUMN id SET DEFAULT nextval('mobilizon.tracks_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.user_activity_settings ALTER COLUMN id SET DEFAULT nextval('mobilizon.user_activity_settings_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.users ALTER COLUMN id SET DEFAULT nextval('mobilizon.users_id_seq'::regclass);

ALTER TABLE ONLY mobilizon.activities
    ADD CONSTRAINT activities_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.actors
    ADD CONSTRAINT actors_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.addresses
    ADD CONSTRAINT addresses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.admin_action_logs
    ADD CONSTRAINT admin_action_logs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.admin_settings_medias
    ADD CONSTRAINT admin_settings_medias_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.admin_settings
    ADD CONSTRAINT admin_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.application_device_activation
    ADD CONSTRAINT application_device_activation_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.application_tokens
    ADD CONSTRAINT application_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.applications
    ADD CONSTRAINT applications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.bots
    ADD CONSTRAINT bots_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.comments_medias
    ADD CONSTRAINT comments_medias_pkey PRIMARY KEY (comment_id, media_id);

ALTER TABLE ONLY mobilizon.comments
    ADD CONSTRAINT comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.comments_tags
    ADD CONSTRAINT comments_tags_pkey PRIMARY KEY (comment_id, tag_id);

ALTER TABLE ONLY mobilizon.conversation_participants
    ADD CONSTRAINT conversation_participants_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.conversations
    ADD CONSTRAINT conversations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.discussions
    ADD CONSTRAINT discussions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.event_contacts
    ADD CONSTRAINT event_contacts_pkey PRIMARY KEY (event_id, actor_id);

ALTER TABLE ONLY mobilizon.event_search
    ADD CONSTRAINT event_search_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.events_medias
    ADD CONSTRAINT events_medias_pkey PRIMARY KEY (event_id, media_id);

ALTER TABLE ONLY mobilizon.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.exports
    ADD CONSTRAINT exports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.feed_tokens
    ADD CONSTRAINT feed_tokens_pkey PRIMARY KEY (token);

ALTER TABLE ONLY mobilizon.followers
    ADD CONSTRAINT followers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.guardian_tokens
    ADD CONSTRAINT guardian_tokens_pkey PRIMARY KEY (jti, aud);

ALTER TABLE ONLY mobilizon.instance_actors
    ADD CONSTRAINT instance_actors_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.members
    ADD CONSTRAINT members_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.mentions
    ADD CONSTRAINT mentions_pkey PRIMARY KEY (id);

ALTER TABLE mobilizon.oban_jobs
    ADD CONSTRAINT non_negative_priority CHECK ((priority >= 0)) NOT VALID;

ALTER TABLE ONLY mobilizon.oban_jobs
    ADD CONSTRAINT oban_jobs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.oban_peers
    ADD CONSTRAINT oban_peers_pkey PRIMARY KEY (name);

ALTER TABLE ONLY mobilizon.participants
    ADD CONSTRAINT participants_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.medias
    ADD CONSTRAINT pictures_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.posts_medias
    ADD CONSTRAINT posts_medias_pkey PRIMARY KEY (post_id, media_id);

ALTER TABLE ONLY mobilizon.posts
    ADD CONSTRAINT posts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.posts_tags
    ADD CONSTRAINT posts_tags_pkey PRIMARY KEY (post_id, tag_id);

ALTER TABLE ONLY mobilizon.report_notes
    ADD CONSTRAINT report_notes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.reports
    ADD CONSTRAINT reports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.resource
    ADD CONSTRAINT resource_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY mobilizon.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.shares
    ADD CONSTRAINT shares_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.tag_relations
    ADD CONSTRAINT tag_relations_pkey PRIMARY KEY (tag_id, link_id);

ALTER TABLE ONLY mobilizon.tags
    ADD CONSTRAINT tags_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.todo_lists
    ADD CONSTRAINT todo_lists_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.todos
    ADD CONSTRAINT todos_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.tombstones
    ADD CONSTRAINT tombstones_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.tracks
    ADD CONSTRAINT tracks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.user_activity_settings
    ADD CONSTRAINT user_activity_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.user_push_subscriptions
    ADD CONSTRAINT user_push_subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY mobilizon.user_settings
    ADD CONSTRAINT user_settings_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY mobilizon.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

CREATE INDEX activity_filter ON mobilizon.activities USING btree (author_id, type);

CREATE INDEX activity_group_id ON mobilizon.activities USING btree (group_id);

CREATE INDEX actor_name_trigram ON mobilizon.actors USING gin (mobilizon.f_unaccent((name)::text) public.gin_trgm_ops);

CREATE INDEX actor_preferred_username_trigram ON mobilizon.actors USING gin (mobilizon.f_unaccent((preferred_username)::text) public.gin_trgm_ops);

CREATE UNIQUE INDEX actors_preferred_username_domain_type_index ON mobilizon.actors USING btree (preferred_username, domain, type);

CREATE UNIQUE INDEX actors_url_index ON mobilizon.actors USING btree (url);

CREATE UNIQUE INDEX addresses_origin_id_index ON mobilizon.addresses USING btree (origin_id);

CREATE UNIQUE INDEX addresses_url_index ON mobilizon.addresses USING btree (url);

CREATE UNIQUE INDEX admin_settings_group_name_index ON mobilizon.admin_settings USING btree ("group", name);

CREATE UNIQUE INDEX admin_settings_medias_group_name_index ON mobilizon.admin_settings_medias USING btree ("group", name);

CREATE UNIQUE INDEX application_tokens_user_id_application_id_index ON mobilizon.application_tokens USING btree (user_id, application_id);

CREATE INDEX applications_owner_id_owner_type_index ON mobilizon.applications USING btree (owner_id, owner_type);

CREATE UNIQUE INDEX comments_url_index ON mobilizon.comments USING btree (url);

CREATE INDEX event_search_document_index ON mobilizon.event_search USING gin (document);

CREATE UNIQUE INDEX event_search_id_index ON mobilizon.event_search USING btree (id);

CREATE INDEX event_search_title_trgm_index ON mobilizon.event_search USING gin (title public.gin_trgm_ops);

CREATE INDEX event_title_trigram ON mobilizon.events USING gin (mobilizon.f_unaccent(title) public.gin_trgm_ops);

CREATE INDEX events_organizer_account_id_index ON mobilizon.events USING btree (organizer_actor_id);

CREATE INDEX events_phys_addr_id ON mobilizon.events USING btree (physical_address_id);

CREATE UNIQUE INDEX events_url_index ON mobilizon.events USING btree (url);

CREATE UNIQUE INDEX exports_file_path_index ON mobilizon.exports USING btree (file_path);

CREATE UNIQUE INDEX followers_actor_target_actor_unique_index ON mobilizon.followers USING btree (actor_id, target_actor_id);

CREATE INDEX index_tag_relations_link_id ON mobilizon.tag_relations USING btree (link_id);

CREATE INDEX index_tag_relations_tag_id ON mobilizon.tag_relations USING btree (tag_id);

CREATE UNIQUE INDEX index_unique_users_confirmation_token ON mobilizon.users USING btree (confirmation_token);

CREATE UNIQUE INDEX index_unique_users_reset_password_token ON mobilizon.users USING btree (reset_password_token);

CREATE UNIQUE INDEX instance_actors_domain_index ON mobilizon.instance_actors USING btree (domain);

CREATE INDEX members_account_id_index ON mobilizon.members USING btree (actor_id);

CREATE UNIQUE INDEX members_actor_parent_unique_index ON mobilizon.members USING btree (actor_id, parent_id);

CREATE UNIQUE INDEX members_url_index ON mobilizon.members USING btree (url);

CREATE INDEX mentions_actor_id_index ON mobilizon.mentions USING btree (actor_id);

CREATE INDEX oban_jobs_args_index ON mobilizon.oban_jobs USING gin (args);

CREATE INDEX oban_jobs_meta_index ON mobilizon.oban_jobs USING gin (meta);

CREATE INDEX oban_jobs_state_queue_priority_scheduled_at_id_index ON mobilizon.oban_jobs USING btree (state, queue, priority, scheduled_at, id);

CREATE INDEX participants_actor_id_index ON mobilizon.participants USING btree (actor_id);

CREATE INDEX participants_event_id_index ON mobilizon.participants USING btree (event_id);

CREATE UNIQUE INDEX participants_metadata_confirmation_token_index ON mobilizon.participants USING btree (((metadata ->> 'confirmation_token'::text)));

CREATE UNIQUE INDEX participants_url_index ON mobilizon.participants USING btree (url);

CREATE UNIQUE INDEX posts_url_index ON mobilizon.posts USING btree (url);

CREATE UNIQUE INDEX resource_url_index ON mobilizon.resource USING btree (url);

CREATE UNIQUE INDEX shares_uri_actor_id_index ON mobilizon.shares USING btree (uri, actor_id);

CREATE UNIQUE INDEX tags_slug_index ON mobilizon.tags USING btree (slug);

CREATE UNIQUE INDEX todo_lists_url_index ON mobilizon.todo_lists USING btree (url);

CREATE UNIQUE INDEX todos_url_index ON mobilizon.todos USING btree (url);

CREATE UNIQUE INDEX tombstones_uri_index ON mobilizon.tombstones USING btree (uri);

CREATE UNIQUE INDEX user_activity_settings_user_id_key_method_index ON mobilizon.user_activity_settings USING btree (user_id, key, method);

CREATE UNIQUE INDEX user_push_subscriptions_user_id_digest_index ON mobilizon.user_push_subscriptions USING btree (user_id, digest);

CREATE UNIQUE INDEX users_email_index ON mobilizon.users USING btree (email);

ALTER TABLE ONLY mobilizon.activities
    ADD CONSTRAINT activities_author_id_fkey FOREIGN KEY (author_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.activities
    ADD CONSTRAINT activities_group_id_fkey FOREIGN KEY (group_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.actors
    ADD CONSTRAINT actors_physical_address_id_fkey FOREIGN KEY (physical_address_id) REFERENCES mobilizon.addresses(id);

ALTER TABLE ONLY mobilizon.actors
    ADD CONSTRAINT actors_user_id_fkey FOREIGN KEY (user_id) REFERENCES mobilizon.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.admin_action_logs
    ADD CONSTRAINT admin_action_logs_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.admin_settings_medias
    ADD CONSTRAINT admin_settings_medias_media_id_fkey FOREIGN KEY (media_id) REFERENCES mobilizon.medias(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.application_device_activation
    ADD CONSTRAINT application_device_activation_application_id_fkey FOREIGN KEY (application_id) REFERENCES mobilizon.applications(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.application_device_activation
    ADD CONSTRAINT application_device_activation_user_id_fkey FOREIGN KEY (user_id) REFERENCES mobilizon.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.application_tokens
    ADD CONSTRAINT application_tokens_application_id_fkey FOREIGN KEY (application_id) REFERENCES mobilizon.applications(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.application_tokens
    ADD CONSTRAINT application_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES mobilizon.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.bots
    ADD CONSTRAINT bots_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.bots
    ADD CONSTRAINT bots_user_id_fkey FOREIGN KEY (user_id) REFERENCES mobilizon.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.comments
    ADD CONSTRAINT comments_account_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id);

ALTER TABLE ONLY mobilizon.comments
    ADD CONSTRAINT comments_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.comments
    ADD CONSTRAINT comments_attributed_to_id_fkey FOREIGN KEY (attributed_to_id) REFERENCES mobilizon.actors(id);

ALTER TABLE ONLY mobilizon.comments
    ADD CONSTRAINT comments_conversation_id_fkey FOREIGN KEY (conversation_id) REFERENCES mobilizon.conversations(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.comments
    ADD CONSTRAINT comments_discussion_id_fkey FOREIGN KEY (discussion_id) REFERENCES mobilizon.discussions(id);

ALTER TABLE ONLY mobilizon.comments
    ADD CONSTRAINT comments_event_id_fkey FOREIGN KEY (event_id) REFERENCES mobilizon.events(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.comments
    ADD CONSTRAINT comments_in_reply_to_comment_id_fkey FOREIGN KEY (in_reply_to_comment_id) REFERENCES mobilizon.comments(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.comments_medias
    ADD CONSTRAINT comments_medias_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES mobilizon.comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.comments_medias
    ADD CONSTRAINT comments_medias_media_id_fkey FOREIGN KEY (media_id) REFERENCES mobilizon.medias(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.comments
    ADD CONSTRAINT comments_origin_comment_id_fkey FOREIGN KEY (origin_comment_id) REFERENCES mobilizon.comments(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.comments_tags
    ADD CONSTRAINT comments_tags_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES mobilizon.comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.comments_tags
    ADD CONSTRAINT comments_tags_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES mobilizon.tags(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.conversation_participants
    ADD CONSTRAINT conversation_participants_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.conversation_participants
    ADD CONSTRAINT conversation_participants_conversation_id_fkey FOREIGN KEY (conversation_id) REFERENCES mobilizon.conversations(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.discussions
    ADD CONSTRAINT conversations_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.discussions
    ADD CONSTRAINT conversations_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES mobilizon.actors(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.conversations
    ADD CONSTRAINT conversations_event_id_fkey FOREIGN KEY (event_id) REFERENCES mobilizon.events(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.conversations
    ADD CONSTRAINT conversations_last_comment_id_fkey FOREIGN KEY (last_comment_id) REFERENCES mobilizon.comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.discussions
    ADD CONSTRAINT conversations_last_comment_id_fkey FOREIGN KEY (last_comment_id) REFERENCES mobilizon.comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.conversations
    ADD CONSTRAINT conversations_origin_comment_id_fkey FOREIGN KEY (origin_comment_id) REFERENCES mobilizon.comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.event_contacts
    ADD CONSTRAINT event_contacts_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.event_contacts
    ADD CONSTRAINT event_contacts_event_id_fkey FOREIGN KEY (event_id) REFERENCES mobilizon.events(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.event_search
    ADD CONSTRAINT event_search_id_fkey FOREIGN KEY (id) REFERENCES mobilizon.events(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.events
    ADD CONSTRAINT events_attributed_to_id_fkey FOREIGN KEY (attributed_to_id) REFERENCES mobilizon.actors(id);

ALTER TABLE ONLY mobilizon.events_medias
    ADD CONSTRAINT events_medias_event_id_fkey FOREIGN KEY (event_id) REFERENCES mobilizon.events(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.events_medias
    ADD CONSTRAINT events_medias_media_id_fkey FOREIGN KEY (media_id) REFERENCES mobilizon.medias(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.events
    ADD CONSTRAINT events_organizer_actor_id_fkey FOREIGN KEY (organizer_actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.events
    ADD CONSTRAINT events_physical_address_id_fkey FOREIGN KEY (physical_address_id) REFERENCES mobilizon.addresses(id);

ALTER TABLE ONLY mobilizon.events
    ADD CONSTRAINT events_picture_id_fkey FOREIGN KEY (picture_id) REFERENCES mobilizon.medias(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.events_tags
    ADD CONSTRAINT events_tags_event_id_fkey FOREIGN KEY (event_id) REFERENCES mobilizon.events(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.events_tags
    ADD CONSTRAINT events_tags_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES mobilizon.tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.feed_tokens
    ADD CONSTRAINT feed_tokens_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.feed_tokens
    ADD CONSTRAINT feed_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES mobilizon.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.followers
    ADD CONSTRAINT followers_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.followers
    ADD CONSTRAINT followers_target_actor_id_fkey FOREIGN KEY (target_actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.instance_actors
    ADD CONSTRAINT instance_actors_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.members
    ADD CONSTRAINT members_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.members
    ADD CONSTRAINT members_invited_by_id_fkey FOREIGN KEY (invited_by_id) REFERENCES mobilizon.actors(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.members
    ADD CONSTRAINT members_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.mentions
    ADD CONSTRAINT mentions_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.mentions
    ADD CONSTRAINT mentions_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES mobilizon.comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.mentions
    ADD CONSTRAINT mentions_event_id_fkey FOREIGN KEY (event_id) REFERENCES mobilizon.events(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.participants
    ADD CONSTRAINT participants_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.participants
    ADD CONSTRAINT participants_event_id_fkey FOREIGN KEY (event_id) REFERENCES mobilizon.events(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.medias
    ADD CONSTRAINT pictures_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.posts
    ADD CONSTRAINT posts_attributed_to_id_fkey FOREIGN KEY (attributed_to_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.posts
    ADD CONSTRAINT posts_author_id_fkey FOREIGN KEY (author_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.posts_medias
    ADD CONSTRAINT posts_medias_media_id_fkey FOREIGN KEY (media_id) REFERENCES mobilizon.medias(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.posts_medias
    ADD CONSTRAINT posts_medias_post_id_fkey FOREIGN KEY (post_id) REFERENCES mobilizon.posts(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.posts
    ADD CONSTRAINT posts_picture_id_fkey FOREIGN KEY (picture_id) REFERENCES mobilizon.medias(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.posts_tags
    ADD CONSTRAINT posts_tags_post_id_fkey FOREIGN KEY (post_id) REFERENCES mobilizon.posts(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.posts_tags
    ADD CONSTRAINT posts_tags_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES mobilizon.tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.report_notes
    ADD CONSTRAINT report_notes_moderator_id_fkey FOREIGN KEY (moderator_id) REFERENCES mobilizon.actors(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.report_notes
    ADD CONSTRAINT report_notes_report_id_fkey FOREIGN KEY (report_id) REFERENCES mobilizon.reports(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.reports_comments
    ADD CONSTRAINT reports_comments_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES mobilizon.comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.reports_comments
    ADD CONSTRAINT reports_comments_report_id_fkey FOREIGN KEY (report_id) REFERENCES mobilizon.reports(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.reports_events
    ADD CONSTRAINT reports_events_event_id_fkey FOREIGN KEY (event_id) REFERENCES mobilizon.events(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.reports_events
    ADD CONSTRAINT reports_events_report_id_fkey FOREIGN KEY (report_id) REFERENCES mobilizon.reports(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.reports
    ADD CONSTRAINT reports_manager_id_fkey FOREIGN KEY (manager_id) REFERENCES mobilizon.actors(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.reports
    ADD CONSTRAINT reports_reported_id_fkey FOREIGN KEY (reported_id) REFERENCES mobilizon.actors(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.reports
    ADD CONSTRAINT reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES mobilizon.actors(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.resource
    ADD CONSTRAINT resource_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.resource
    ADD CONSTRAINT resource_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES mobilizon.actors(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.resource
    ADD CONSTRAINT resource_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES mobilizon.resource(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.sessions
    ADD CONSTRAINT sessions_event_id_fkey FOREIGN KEY (event_id) REFERENCES mobilizon.events(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.sessions
    ADD CONSTRAINT sessions_speaker_id_fkey FOREIGN KEY (speaker_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.sessions
    ADD CONSTRAINT sessions_track_id_fkey FOREIGN KEY (track_id) REFERENCES mobilizon.tracks(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.shares
    ADD CONSTRAINT shares_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.shares
    ADD CONSTRAINT shares_owner_actor_id_fkey FOREIGN KEY (owner_actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.tag_relations
    ADD CONSTRAINT tag_relations_link_id_fkey FOREIGN KEY (link_id) REFERENCES mobilizon.tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.tag_relations
    ADD CONSTRAINT tag_relations_tag_id_fkey FOREIGN KEY (tag_id) REFERENCES mobilizon.tags(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.todo_lists
    ADD CONSTRAINT todo_lists_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.todos
    ADD CONSTRAINT todos_assigned_to_id_fkey FOREIGN KEY (assigned_to_id) REFERENCES mobilizon.actors(id) ON DELETE SET NULL;

ALTER TABLE ONLY mobilizon.todos
    ADD CONSTRAINT todos_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.todos
    ADD CONSTRAINT todos_todo_list_id_fkey FOREIGN KEY (todo_list_id) REFERENCES mobilizon.todo_lists(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.tombstones
    ADD CONSTRAINT tombstones_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES mobilizon.actors(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.tracks
    ADD CONSTRAINT tracks_event_id_fkey FOREIGN KEY (event_id) REFERENCES mobilizon.events(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.user_activity_settings
    ADD CONSTRAINT user_activity_settings_user_id_fkey FOREIGN KEY (user_id) REFERENCES mobilizon.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY mobilizon.user_push_subscriptions
    ADD CONSTRAINT user_push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES mobilizon.users(id);

ALTER TABLE ONLY mobilizon.user_settings
    ADD CONSTRAINT user_settings_user_id_fkey FOREIGN KEY (user_id) REFERENCES mobilizon.users(id) ON DELETE CASCADE;

`,
  cleans: [
    {
      table: "mobilizon.activities",
      clock: "inserted_at",
      retention: "activity_expire_days, default 365, applied as hours (365 h, about 15 days)",
      source: "lib/service/clean_old_activity.ex:29",
      note: "CleanOldActivityWorker, daily (config/config.exs:322); only the activities of groups that have more than activity_keep_number activities (default 100), all of that group's older ones then (lib/service/clean_old_activity.ex:41-60); an activity holds its author and the subject's parameters (names, titles)",
    },
    {
      table: "mobilizon.medias",
      clock: "inserted_at",
      retention: "orphan_upload_grace_period_hours, default 48h",
      source: "lib/service/clean_orphan_media.ex:27",
      note: "CleanOrphanMediaWorker, hourly (config/config.exs:318), with remove_orphan_uploads (true by default, config/config.exs:33); only local media (the actor has no domain) that no event, post, comment, profile or setting uses (lib/mobilizon/medias/medias.ex:197-225); the file is deleted too",
    },
    {
      table: "mobilizon.users",
      clock: "confirmation_sent_at",
      retention: "unconfirmed_user_grace_period_hours, default 48h",
      source: "lib/service/clean_unconfirmed_users.ex:43",
      note: "CleanUnconfirmedUsersWorker, hourly (config/config.exs:319), with remove_unconfirmed_users (true by default, config/config.exs:35); only users never confirmed (confirmed_at NULL, lib/service/clean_unconfirmed_users.ex:58); their actors, settings and feed tokens are deleted with them",
    },
    {
      table: "mobilizon.exports",
      clock: "updated_at",
      retention: "1h",
      source: "lib/service/export/participants/common.ex:86",
      note: "ExportCleanerWorker, hourly (config/config.exs:320); the event-participant exports of each enabled format (CSV by default, config/config.exs:364-368), their files removed (lib/mobilizon/export.ex:50-56)",
    },
    {
      table: "mobilizon.application_tokens",
      clock: "inserted_at",
      retention: "60s (the authorization code's lifetime)",
      source: "lib/mobilizon/applications.ex:295",
      note: "CleanApplicationData with type application_token, hourly (config/config.exs:324-325, lib/service/auth/applications.ex:378-380); only tokens not in status success (lib/mobilizon/applications.ex:293); a granted one is kept until revoked",
    },
    {
      table: "mobilizon.application_device_activation",
      clock: "expires_in",
      retention:
        "expires_in below now less 1800 s as a Unix time: it holds the 900-second lifetime, so every row, each hour",
      source: "lib/mobilizon/applications.ex:432",
      note: "CleanApplicationData with type application_device_activation, hourly (config/config.exs:326-327); the code compares the integer expires_in (900, lib/service/auth/applications.ex:269) with a Unix time (lib/mobilizon/applications.ex:429): the intent is 30 minutes (twice the device code's 15, lib/service/auth/applications.ex:17, 21), the effect is all rows; inserted_at is the row's real clock",
    },
    {
      table: "mobilizon.oban_jobs",
      clock: "scheduled_at",
      retention: "300s ({Oban.Plugins.Pruner, max_age: 300})",
      source: "config/config.exs:329",
      note: "Oban's Pruner plugin, every 30 s; only completed, cancelled and discarded jobs (oban 2.17.5, lib/oban/engines/basic.ex:148-169); job args hold user, actor and event ids and email data",
    },
    {
      table: "mobilizon.oban_peers",
      clock: "expires_at",
      retention: "expires_at passed (the leader's lease)",
      source: "lib/mobilizon.ex:46",
      note: "Oban's default peer, Oban.Peers.Postgres, deletes expired leases when it elects a leader (oban 2.17.5, lib/oban/peers/postgres.ex:160)",
    },
    {
      table: "mobilizon.guardian_tokens",
      clock: "exp",
      retention: "exp passed (Unix seconds)",
      source: "lib/mobilizon.ex:48",
      note: "Guardian.DB.Sweeper, started by the application, every 60 minutes (guardian_db 3.0.0's default); the refresh tokens of users' sign-ins with their JWT and claims (config/config.exs:156-162)",
    },
  ],
  shouldAsk: [
    {
      table: "mobilizon.user_push_subscriptions",
      why: "each browser's web-push endpoint and keys per user, with inserted_at; deleted only when the user unsubscribes (lib/mobilizon/users/users.ex:425-426), never by age or on a failed push",
    },
    {
      table: "mobilizon.feed_tokens",
      why: "private feed (calendar) tokens per user and actor, with inserted_at; kept until the user deletes one or the account goes",
    },
    {
      table: "mobilizon.admin_action_logs",
      why: "every moderation action with the moderator's actor and the changed object's fields (changes, jsonb: reports, users' emails, suspended profiles), kept for ever",
    },
  ],
  neverDelete: [
    "mobilizon.actors",
    "mobilizon.addresses",
    "mobilizon.admin_settings",
    "mobilizon.admin_settings_medias",
    "mobilizon.applications",
    "mobilizon.bots",
    "mobilizon.comments",
    "mobilizon.comments_medias",
    "mobilizon.comments_tags",
    "mobilizon.conversations",
    "mobilizon.conversation_participants",
    "mobilizon.discussions",
    "mobilizon.event_contacts",
    "mobilizon.event_search",
    "mobilizon.events",
    "mobilizon.events_medias",
    "mobilizon.events_tags",
    "mobilizon.followers",
    "mobilizon.instance_actors",
    "mobilizon.members",
    "mobilizon.mentions",
    "mobilizon.participants",
    "mobilizon.posts",
    "mobilizon.posts_medias",
    "mobilizon.posts_tags",
    "mobilizon.reports",
    "mobilizon.report_notes",
    "mobilizon.reports_comments",
    "mobilizon.reports_events",
    "mobilizon.resource",
    "mobilizon.shares",
    "mobilizon.tags",
    "mobilizon.tag_relations",
    "mobilizon.todo_lists",
    "mobilizon.todos",
    "mobilizon.user_activity_settings",
    "mobilizon.user_settings",
    "mobilizon.sessions",
    "mobilizon.tracks",
    "mobilizon.schema_migrations",
  ],
};
