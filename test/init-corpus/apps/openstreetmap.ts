// OpenStreetMap website (Rails, db/structure.sql), from openstreetmap/openstreetmap-website@
// 9da0fa5ecbff8adc5e6e91c7cf22546755a91f77. Taken in place of Chatwoot (issue 37's brief:
// Chatwoot's repository, like Plausible's and Cal.com's, is over the fetch size limit): a Rails
// application with Doorkeeper.
// Schema: its db/structure.sql (Rails' SQL schema dump) on PostgreSQL 15, pg_dump read back (see
// the header of schemaSql).
// Cleanup: the rake task db:expire_tokens (lib/tasks/cleanup.rake:5-8), which deletes Doorkeeper's
// grants and tokens 28 days after they were revoked or expired; the repository does not schedule it
// (an operator's cron has to). Nothing else deletes by age: login sessions are in memcache or memory,
// not in the database (config/initializers/session_store.rb:5-9); Noticed's notifications and
// events are never deleted (app/models/user.rb:94 has no dependent:); a delayed_jobs row goes when
// its job succeeds or finally fails (delayed_job's defaults). delayed_jobs and
// oauth_openid_requests (a nonce per grant, deleted with it) are in none of the lists.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "openstreetmap",
  framework: "rails",
  source: {
    repo: "openstreetmap/openstreetmap-website",
    commit: "9da0fa5ecbff8adc5e6e91c7cf22546755a91f77",
    schemaFrom:
      "db/structure.sql (Rails' structure dump) applied on PostgreSQL 15 and dumped with pg_dump --schema-only; all its tables, PostGIS's geometry column as bytea",
  },
  schemas: ["openstreetmap"],
  schemaSql: `
-- OpenStreetMap website: openstreetmap/openstreetmap-website@9da0fa5ecbff8adc5e6e91c7cf22546755a91f77
-- Built by applying db/structure.sql (the dump Rails writes with schema_format :sql) to an empty
-- PostgreSQL 15 database, with public. replaced by openstreetmap., read back with pg_dump
-- --schema-only (its closing INSERT of schema_migrations versions is data and not here).
-- PostGIS is not on the test server: its extension is left out and the one column of its type,
-- moderation_zones.zone geometry(Polygon,4326) NOT NULL, is bytea NOT NULL here. btree_gist, which
-- changesets_bbox_idx (gist over integer columns) needs, is created in public as the dump does.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
CREATE SCHEMA openstreetmap;

CREATE TYPE openstreetmap.format_enum AS ENUM (
    'html',
    'markdown',
    'text'
);

CREATE TYPE openstreetmap.gpx_visibility_enum AS ENUM (
    'private',
    'public',
    'trackable',
    'identifiable'
);

CREATE TYPE openstreetmap.issue_status_enum AS ENUM (
    'open',
    'ignored',
    'resolved'
);

CREATE TYPE openstreetmap.note_event_enum AS ENUM (
    'opened',
    'closed',
    'reopened',
    'commented',
    'hidden'
);

CREATE TYPE openstreetmap.note_status_enum AS ENUM (
    'open',
    'closed',
    'hidden'
);

CREATE TYPE openstreetmap.nwr_enum AS ENUM (
    'Node',
    'Way',
    'Relation'
);

CREATE TYPE openstreetmap.user_role_enum AS ENUM (
    'administrator',
    'moderator',
    'importer'
);

CREATE TYPE openstreetmap.user_status_enum AS ENUM (
    'pending',
    'active',
    'confirmed',
    'suspended',
    'deleted'
);

CREATE FUNCTION openstreetmap.api_rate_limit(user_id bigint) RETURNS integer
    LANGUAGE plpgsql STABLE
    AS $$
    DECLARE
      min_changes_per_hour int4 := 100;
      initial_changes_per_hour int4 := 1000;
      max_changes_per_hour int4 := 100000;
      days_to_max_changes int4 := 7;
      importer_changes_per_hour int4 := 1000000;
      moderator_changes_per_hour int4 := 1000000;
      roles text[];
      last_block timestamp without time zone;
      first_change timestamp without time zone;
      active_reports int4;
      time_since_first_change double precision;
      max_changes double precision;
      recent_changes int4;
    BEGIN
      SELECT ARRAY_AGG(user_roles.role) INTO STRICT roles FROM user_roles WHERE user_roles.user_id = api_rate_limit.user_id;

      IF 'moderator' = ANY(roles) THEN
        max_changes := moderator_changes_per_hour;
      ELSIF 'importer' = ANY(roles) THEN
        max_changes := importer_changes_per_hour;
      ELSE
        SELECT user_blocks.created_at INTO last_block FROM user_blocks WHERE user_blocks.user_id = api_rate_limit.user_id ORDER BY user_blocks.created_at DESC LIMIT 1;

        IF FOUND THEN
          SELECT changesets.created_at INTO first_change FROM changesets WHERE changesets.user_id = api_rate_limit.user_id AND changesets.created_at > last_block ORDER BY changesets.created_at LIMIT 1;
        ELSE
          SELECT changesets.created_at INTO first_change FROM changesets WHERE changesets.user_id = api_rate_limit.user_id ORDER BY changesets.created_at LIMIT 1;
        END IF;

        IF NOT FOUND THEN
          first_change := CURRENT_TIMESTAMP AT TIME ZONE 'UTC';
        END IF;

        SELECT COUNT(*) INTO STRICT active_reports
        FROM issues INNER JOIN reports ON reports.issue_id = issues.id
        WHERE issues.reported_user_id = api_rate_limit.user_id AND issues.status = 'open' AND reports.updated_at >= COALESCE(issues.resolved_at, '1970-01-01');

        time_since_first_change := EXTRACT(EPOCH FROM CURRENT_TIMESTAMP AT TIME ZONE 'UTC' - first_change);

        max_changes := max_changes_per_hour * POWER(time_since_first_change, 2) / POWER(days_to_max_changes * 24 * 60 * 60, 2);
        max_changes := GREATEST(initial_changes_per_hour, LEAST(max_changes_per_hour, FLOOR(max_changes)));
        max_changes := max_changes / POWER(2, active_reports);
        max_changes := GREATEST(min_changes_per_hour, LEAST(max_changes_per_hour, max_changes));
      END IF;

      SELECT COALESCE(SUM(changesets.num_changes), 0) INTO STRICT recent_changes FROM changesets WHERE changesets.user_id = api_rate_limit.user_id AND changesets.created_at >= CURRENT_TIMESTAMP AT TIME ZONE 'UTC' - '1 hour'::interval;

      RETURN max_changes - recent_changes;
    END;
    $$;

CREATE FUNCTION openstreetmap.api_size_limit(user_id bigint) RETURNS bigint
    LANGUAGE plpgsql STABLE
    AS $$
    DECLARE
      min_size_limit int8 := 10000000;
      initial_size_limit int8 := 30000000;
      max_size_limit int8 := 5400000000;
      days_to_max_size_limit int4 := 28;
      importer_size_limit int8 := 5400000000;
      moderator_size_limit int8 := 5400000000;
      roles text[];
      last_block timestamp without time zone;
      first_change timestamp without time zone;
      active_reports int4;
      time_since_first_change double precision;
      size_limit int8;
    BEGIN
      SELECT ARRAY_AGG(user_roles.role) INTO STRICT roles FROM user_roles WHERE user_roles.user_id = api_size_limit.user_id;

      IF 'moderator' = ANY(roles) THEN
        size_limit := moderator_size_limit;
      ELSIF 'importer' = ANY(roles) THEN
        size_limit := importer_size_limit;
      ELSE
        SELECT user_blocks.created_at INTO last_block FROM user_blocks WHERE user_blocks.user_id = api_size_limit.user_id ORDER BY user_blocks.created_at DESC LIMIT 1;

        IF FOUND THEN
          SELECT changesets.created_at INTO first_change FROM changesets WHERE changesets.user_id = api_size_limit.user_id AND changesets.created_at > last_block ORDER BY changesets.created_at LIMIT 1;
        ELSE
          SELECT changesets.created_at INTO first_change FROM changesets WHERE changesets.user_id = api_size_limit.user_id ORDER BY changesets.created_at LIMIT 1;
        END IF;

        IF NOT FOUND THEN
          first_change := CURRENT_TIMESTAMP AT TIME ZONE 'UTC';
        END IF;

        SELECT COUNT(*) INTO STRICT active_reports
        FROM issues INNER JOIN reports ON reports.issue_id = issues.id
        WHERE issues.reported_user_id = api_size_limit.user_id AND issues.status = 'open' AND reports.updated_at >= COALESCE(issues.resolved_at, '1970-01-01');

        time_since_first_change := EXTRACT(EPOCH FROM CURRENT_TIMESTAMP AT TIME ZONE 'UTC' - first_change);

        size_limit := max_size_limit * POWER(time_since_first_change, 2) / POWER(days_to_max_size_limit * 24 * 60 * 60, 2);
        size_limit := GREATEST(initial_size_limit, LEAST(max_size_limit, FLOOR(size_limit)));
        size_limit := size_limit / POWER(2, active_reports);
        size_limit := GREATEST(min_size_limit, LEAST(max_size_limit, size_limit));
      END IF;

      RETURN size_limit;
    END;
    $$;

CREATE TABLE openstreetmap.acls (
    id bigint NOT NULL,
    address inet,
    k character varying NOT NULL,
    v character varying,
    domain character varying,
    mx character varying
);

CREATE SEQUENCE openstreetmap.acls_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.acls_id_seq OWNED BY openstreetmap.acls.id;

CREATE TABLE openstreetmap.active_storage_attachments (
    id bigint NOT NULL,
    name character varying NOT NULL,
    record_type character varying NOT NULL,
    record_id bigint NOT NULL,
    blob_id bigint NOT NULL,
    created_at timestamp without time zone NOT NULL
);

CREATE SEQUENCE openstreetmap.active_storage_attachments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.active_storage_attachments_id_seq OWNED BY openstreetmap.active_storage_attachments.id;

CREATE TABLE openstreetmap.active_storage_blobs (
    id bigint NOT NULL,
    key character varying NOT NULL,
    filename character varying NOT NULL,
    content_type character varying,
    metadata text,
    byte_size bigint NOT NULL,
    checksum character varying,
    created_at timestamp without time zone NOT NULL,
    service_name character varying NOT NULL
);

CREATE SEQUENCE openstreetmap.active_storage_blobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.active_storage_blobs_id_seq OWNED BY openstreetmap.active_storage_blobs.id;

CREATE TABLE openstreetmap.active_storage_variant_records (
    id bigint NOT NULL,
    blob_id bigint NOT NULL,
    variation_digest character varying NOT NULL
);

CREATE SEQUENCE openstreetmap.active_storage_variant_records_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.active_storage_variant_records_id_seq OWNED BY openstreetmap.active_storage_variant_records.id;

CREATE TABLE openstreetmap.ar_internal_metadata (
    key character varying NOT NULL,
    value character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE openstreetmap.changeset_comments (
    id integer NOT NULL,
    changeset_id bigint NOT NULL,
    author_id bigint NOT NULL,
    body text NOT NULL,
    created_at timestamp without time zone NOT NULL,
    visible boolean NOT NULL
);

CREATE SEQUENCE openstreetmap.changeset_comments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.changeset_comments_id_seq OWNED BY openstreetmap.changeset_comments.id;

CREATE TABLE openstreetmap.changeset_tags (
    changeset_id bigint NOT NULL,
    k character varying DEFAULT ''::character varying NOT NULL,
    v character varying DEFAULT ''::character varying NOT NULL
);

CREATE TABLE openstreetmap.changesets (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    created_at timestamp without time zone NOT NULL,
    min_lat integer,
    max_lat integer,
    min_lon integer,
    max_lon integer,
    closed_at timestamp without time zone NOT NULL,
    num_changes integer DEFAULT 0 NOT NULL,
    num_created_nodes integer DEFAULT 0 NOT NULL,
    num_modified_nodes integer DEFAULT 0 NOT NULL,
    num_deleted_nodes integer DEFAULT 0 NOT NULL,
    num_created_ways integer DEFAULT 0 NOT NULL,
    num_modified_ways integer DEFAULT 0 NOT NULL,
    num_deleted_ways integer DEFAULT 0 NOT NULL,
    num_created_relations integer DEFAULT 0 NOT NULL,
    num_modified_relations integer DEFAULT 0 NOT NULL,
    num_deleted_relations integer DEFAULT 0 NOT NULL
);

CREATE SEQUENCE openstreetmap.changesets_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.changesets_id_seq OWNED BY openstreetmap.changesets.id;

CREATE TABLE openstreetmap.changesets_subscribers (
    subscriber_id bigint NOT NULL,
    changeset_id bigint NOT NULL
);

CREATE TABLE openstreetmap.current_node_tags (
    node_id bigint NOT NULL,
    k character varying DEFAULT ''::character varying NOT NULL,
    v character varying DEFAULT ''::character varying NOT NULL
);

CREATE TABLE openstreetmap.current_nodes (
    id bigint NOT NULL,
    latitude integer NOT NULL,
    longitude integer NOT NULL,
    changeset_id bigint NOT NULL,
    visible boolean NOT NULL,
    "timestamp" timestamp without time zone NOT NULL,
    tile bigint NOT NULL,
    version bigint NOT NULL
);

CREATE SEQUENCE openstreetmap.current_nodes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.current_nodes_id_seq OWNED BY openstreetmap.current_nodes.id;

CREATE TABLE openstreetmap.current_relation_members (
    relation_id bigint NOT NULL,
    member_type openstreetmap.nwr_enum NOT NULL,
    member_id bigint NOT NULL,
    member_role character varying NOT NULL,
    sequence_id integer DEFAULT 0 NOT NULL
);

CREATE TABLE openstreetmap.current_relation_tags (
    relation_id bigint NOT NULL,
    k character varying DEFAULT ''::character varying NOT NULL,
    v character varying DEFAULT ''::character varying NOT NULL
);

CREATE TABLE openstreetmap.current_relations (
    id bigint NOT NULL,
    changeset_id bigint NOT NULL,
    "timestamp" timestamp without time zone NOT NULL,
    visible boolean NOT NULL,
    version bigint NOT NULL
);

CREATE SEQUENCE openstreetmap.current_relations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.current_relations_id_seq OWNED BY openstreetmap.current_relations.id;

CREATE TABLE openstreetmap.current_way_nodes (
    way_id bigint NOT NULL,
    node_id bigint NOT NULL,
    sequence_id bigint NOT NULL
);

CREATE TABLE openstreetmap.current_way_tags (
    way_id bigint NOT NULL,
    k character varying DEFAULT ''::character varying NOT NULL,
    v character varying DEFAULT ''::character varying NOT NULL
);

CREATE TABLE openstreetmap.current_ways (
    id bigint NOT NULL,
    changeset_id bigint NOT NULL,
    "timestamp" timestamp without time zone NOT NULL,
    visible boolean NOT NULL,
    version bigint NOT NULL
);

CREATE SEQUENCE openstreetmap.current_ways_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.current_ways_id_seq OWNED BY openstreetmap.current_ways.id;

CREATE TABLE openstreetmap.delayed_jobs (
    id bigint NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    handler text NOT NULL,
    last_error text,
    run_at timestamp without time zone,
    locked_at timestamp without time zone,
    failed_at timestamp without time zone,
    locked_by character varying,
    queue character varying,
    created_at timestamp without time zone,
    updated_at timestamp without time zone
);

CREATE SEQUENCE openstreetmap.delayed_jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.delayed_jobs_id_seq OWNED BY openstreetmap.delayed_jobs.id;

CREATE TABLE openstreetmap.diary_comments (
    id bigint NOT NULL,
    diary_entry_id bigint NOT NULL,
    user_id bigint NOT NULL,
    body text NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    visible boolean DEFAULT true NOT NULL,
    body_format openstreetmap.format_enum DEFAULT 'markdown'::openstreetmap.format_enum NOT NULL
);

CREATE SEQUENCE openstreetmap.diary_comments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.diary_comments_id_seq OWNED BY openstreetmap.diary_comments.id;

CREATE TABLE openstreetmap.diary_entries (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    title character varying NOT NULL,
    body text NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    latitude double precision,
    longitude double precision,
    language_code character varying DEFAULT 'en'::character varying NOT NULL,
    visible boolean DEFAULT true NOT NULL,
    body_format openstreetmap.format_enum DEFAULT 'markdown'::openstreetmap.format_enum NOT NULL
);

CREATE SEQUENCE openstreetmap.diary_entries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.diary_entries_id_seq OWNED BY openstreetmap.diary_entries.id;

CREATE TABLE openstreetmap.diary_entry_subscriptions (
    user_id bigint NOT NULL,
    diary_entry_id bigint NOT NULL
);

CREATE TABLE openstreetmap.friends (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    friend_user_id bigint NOT NULL,
    created_at timestamp without time zone
);

CREATE SEQUENCE openstreetmap.friends_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.friends_id_seq OWNED BY openstreetmap.friends.id;

CREATE TABLE openstreetmap.gps_points (
    altitude double precision,
    trackid integer NOT NULL,
    latitude integer NOT NULL,
    longitude integer NOT NULL,
    gpx_id bigint NOT NULL,
    "timestamp" timestamp without time zone,
    tile bigint
);

CREATE TABLE openstreetmap.gpx_file_tags (
    gpx_id bigint NOT NULL,
    tag character varying NOT NULL,
    id bigint NOT NULL
);

CREATE SEQUENCE openstreetmap.gpx_file_tags_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.gpx_file_tags_id_seq OWNED BY openstreetmap.gpx_file_tags.id;

CREATE TABLE openstreetmap.gpx_files (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    visible boolean DEFAULT true NOT NULL,
    name character varying DEFAULT ''::character varying NOT NULL,
    size bigint,
    latitude double precision,
    longitude double precision,
    "timestamp" timestamp without time zone NOT NULL,
    description character varying DEFAULT ''::character varying NOT NULL,
    inserted boolean NOT NULL,
    visibility openstreetmap.gpx_visibility_enum DEFAULT 'trackable'::openstreetmap.gpx_visibility_enum NOT NULL
);

CREATE SEQUENCE openstreetmap.gpx_files_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.gpx_files_id_seq OWNED BY openstreetmap.gpx_files.id;

CREATE TABLE openstreetmap.issue_comments (
    id integer NOT NULL,
    issue_id integer NOT NULL,
    user_id integer NOT NULL,
    body text NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL
);

CREATE SEQUENCE openstreetmap.issue_comments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.issue_comments_id_seq OWNED BY openstreetmap.issue_comments.id;

CREATE TABLE openstreetmap.issues (
    id integer NOT NULL,
    reportable_type character varying NOT NULL,
    reportable_id integer NOT NULL,
    reported_user_id integer,
    status openstreetmap.issue_status_enum DEFAULT 'open'::openstreetmap.issue_status_enum NOT NULL,
    assigned_role openstreetmap.user_role_enum NOT NULL,
    resolved_at timestamp without time zone,
    resolved_by integer,
    updated_by integer,
    reports_count integer DEFAULT 0,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL
);

CREATE SEQUENCE openstreetmap.issues_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.issues_id_seq OWNED BY openstreetmap.issues.id;

CREATE TABLE openstreetmap.languages (
    code character varying NOT NULL,
    english_name character varying NOT NULL,
    native_name character varying
);

CREATE TABLE openstreetmap.messages (
    id bigint NOT NULL,
    from_user_id bigint NOT NULL,
    title character varying NOT NULL,
    body text NOT NULL,
    sent_on timestamp without time zone NOT NULL,
    message_read boolean DEFAULT false NOT NULL,
    to_user_id bigint NOT NULL,
    to_user_visible boolean DEFAULT true NOT NULL,
    from_user_visible boolean DEFAULT true NOT NULL,
    body_format openstreetmap.format_enum DEFAULT 'markdown'::openstreetmap.format_enum NOT NULL,
    muted boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE openstreetmap.messages_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.messages_id_seq OWNED BY openstreetmap.messages.id;

CREATE TABLE openstreetmap.moderation_zones (
    id bigint NOT NULL,
    name character varying NOT NULL,
    reason character varying NOT NULL,
    reason_format openstreetmap.format_enum DEFAULT 'markdown'::openstreetmap.format_enum,
    zone bytea NOT NULL,
    ends_at timestamp(6) without time zone NOT NULL,
    creator_id bigint NOT NULL,
    revoker_id bigint,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE openstreetmap.moderation_zones_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.moderation_zones_id_seq OWNED BY openstreetmap.moderation_zones.id;

CREATE TABLE openstreetmap.node_tags (
    node_id bigint NOT NULL,
    version bigint NOT NULL,
    k character varying DEFAULT ''::character varying NOT NULL,
    v character varying DEFAULT ''::character varying NOT NULL
);

CREATE TABLE openstreetmap.nodes (
    node_id bigint NOT NULL,
    latitude integer NOT NULL,
    longitude integer NOT NULL,
    changeset_id bigint NOT NULL,
    visible boolean NOT NULL,
    "timestamp" timestamp without time zone NOT NULL,
    tile bigint NOT NULL,
    version bigint NOT NULL,
    redaction_id integer
);

CREATE TABLE openstreetmap.note_comments (
    id bigint NOT NULL,
    note_id bigint NOT NULL,
    visible boolean NOT NULL,
    created_at timestamp without time zone NOT NULL,
    author_ip inet,
    author_id bigint,
    body text,
    event openstreetmap.note_event_enum
);

CREATE SEQUENCE openstreetmap.note_comments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.note_comments_id_seq OWNED BY openstreetmap.note_comments.id;

CREATE TABLE openstreetmap.note_subscriptions (
    user_id bigint NOT NULL,
    note_id bigint NOT NULL
);

CREATE TABLE openstreetmap.notes (
    id bigint NOT NULL,
    latitude integer NOT NULL,
    longitude integer NOT NULL,
    tile bigint NOT NULL,
    updated_at timestamp without time zone NOT NULL,
    created_at timestamp without time zone NOT NULL,
    status openstreetmap.note_status_enum NOT NULL,
    closed_at timestamp without time zone,
    description text DEFAULT ''::text NOT NULL,
    user_id bigint,
    user_ip inet
);

CREATE SEQUENCE openstreetmap.notes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.notes_id_seq OWNED BY openstreetmap.notes.id;

CREATE TABLE openstreetmap.noticed_events (
    id bigint NOT NULL,
    type character varying,
    record_type character varying,
    record_id bigint,
    notifications_count integer,
    params jsonb,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE openstreetmap.noticed_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.noticed_events_id_seq OWNED BY openstreetmap.noticed_events.id;

CREATE TABLE openstreetmap.noticed_notifications (
    id bigint NOT NULL,
    type character varying,
    event_id bigint NOT NULL,
    recipient_type character varying NOT NULL,
    recipient_id bigint NOT NULL,
    read_at timestamp(6) without time zone,
    seen_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE openstreetmap.noticed_notifications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.noticed_notifications_id_seq OWNED BY openstreetmap.noticed_notifications.id;

CREATE TABLE openstreetmap.oauth_access_grants (
    id bigint NOT NULL,
    resource_owner_id bigint NOT NULL,
    application_id bigint NOT NULL,
    token character varying NOT NULL,
    expires_in integer NOT NULL,
    redirect_uri text NOT NULL,
    created_at timestamp without time zone NOT NULL,
    revoked_at timestamp without time zone,
    scopes character varying DEFAULT ''::character varying NOT NULL,
    code_challenge character varying,
    code_challenge_method character varying
);

CREATE SEQUENCE openstreetmap.oauth_access_grants_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.oauth_access_grants_id_seq OWNED BY openstreetmap.oauth_access_grants.id;

CREATE TABLE openstreetmap.oauth_access_tokens (
    id bigint NOT NULL,
    resource_owner_id bigint,
    application_id bigint NOT NULL,
    token character varying NOT NULL,
    refresh_token character varying,
    expires_in integer,
    revoked_at timestamp without time zone,
    created_at timestamp without time zone NOT NULL,
    scopes character varying,
    previous_refresh_token character varying DEFAULT ''::character varying NOT NULL
);

CREATE SEQUENCE openstreetmap.oauth_access_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.oauth_access_tokens_id_seq OWNED BY openstreetmap.oauth_access_tokens.id;

CREATE TABLE openstreetmap.oauth_applications (
    id bigint NOT NULL,
    owner_type character varying NOT NULL,
    owner_id bigint NOT NULL,
    name character varying NOT NULL,
    uid character varying NOT NULL,
    secret character varying NOT NULL,
    redirect_uri text NOT NULL,
    scopes character varying DEFAULT ''::character varying NOT NULL,
    confidential boolean DEFAULT true NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE openstreetmap.oauth_applications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.oauth_applications_id_seq OWNED BY openstreetmap.oauth_applications.id;

CREATE TABLE openstreetmap.oauth_openid_requests (
    id bigint NOT NULL,
    access_grant_id bigint NOT NULL,
    nonce character varying NOT NULL
);

CREATE SEQUENCE openstreetmap.oauth_openid_requests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.oauth_openid_requests_id_seq OWNED BY openstreetmap.oauth_openid_requests.id;

CREATE TABLE openstreetmap.redactions (
    id integer NOT NULL,
    title character varying NOT NULL,
    description text NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    user_id bigint NOT NULL,
    description_format openstreetmap.format_enum DEFAULT 'markdown'::openstreetmap.format_enum NOT NULL
);

CREATE SEQUENCE openstreetmap.redactions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.redactions_id_seq OWNED BY openstreetmap.redactions.id;

CREATE TABLE openstreetmap.relation_members (
    relation_id bigint NOT NULL,
    member_type openstreetmap.nwr_enum NOT NULL,
    member_id bigint NOT NULL,
    member_role character varying NOT NULL,
    version bigint DEFAULT 0 NOT NULL,
    sequence_id integer DEFAULT 0 NOT NULL
);

CREATE TABLE openstreetmap.relation_tags (
    relation_id bigint NOT NULL,
    k character varying DEFAULT ''::character varying NOT NULL,
    v character varying DEFAULT ''::character varying NOT NULL,
    version bigint NOT NULL
);

CREATE TABLE openstreetmap.relations (
    relation_id bigint NOT NULL,
    changeset_id bigint NOT NULL,
    "timestamp" timestamp without time zone NOT NULL,
    version bigint NOT NULL,
    visible boolean DEFAULT true NOT NULL,
    redaction_id integer
);

CREATE TABLE openstreetmap.reports (
    id integer NOT NULL,
    issue_id integer NOT NULL,
    user_id integer NOT NULL,
    details text NOT NULL,
    category character varying NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL
);

CREATE SEQUENCE openstreetmap.reports_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.reports_id_seq OWNED BY openstreetmap.reports.id;

CREATE TABLE openstreetmap.schema_migrations (
    version character varying NOT NULL
);

CREATE TABLE openstreetmap.social_links (
    id bigint NOT NULL,
    user_id bigint NOT NULL,
    url character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE openstreetmap.social_links_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.social_links_id_seq OWNED BY openstreetmap.social_links.id;

CREATE TABLE openstreetmap.spammy_phrases (
    id bigint NOT NULL,
    phrase character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE openstreetmap.spammy_phrases_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.spammy_phrases_id_seq OWNED BY openstreetmap.spammy_phrases.id;

CREATE TABLE openstreetmap.user_blocks (
    id integer NOT NULL,
    user_id bigint NOT NULL,
    creator_id bigint NOT NULL,
    reason text NOT NULL,
    ends_at timestamp without time zone NOT NULL,
    needs_view boolean DEFAULT false NOT NULL,
    revoker_id bigint,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    reason_format openstreetmap.format_enum DEFAULT 'markdown'::openstreetmap.format_enum NOT NULL,
    deactivates_at timestamp without time zone
);

CREATE SEQUENCE openstreetmap.user_blocks_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.user_blocks_id_seq OWNED BY openstreetmap.user_blocks.id;

CREATE TABLE openstreetmap.user_mutes (
    id bigint NOT NULL,
    owner_id bigint NOT NULL,
    subject_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE openstreetmap.user_mutes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.user_mutes_id_seq OWNED BY openstreetmap.user_mutes.id;

CREATE TABLE openstreetmap.user_preferences (
    user_id bigint NOT NULL,
    k character varying NOT NULL,
    v character varying NOT NULL
);

CREATE TABLE openstreetmap.user_roles (
    id integer NOT NULL,
    user_id bigint NOT NULL,
    role openstreetmap.user_role_enum NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    granter_id bigint NOT NULL
);

CREATE SEQUENCE openstreetmap.user_roles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.user_roles_id_seq OWNED BY openstreetmap.user_roles.id;

CREATE TABLE openstreetmap.users (
    email character varying NOT NULL,
    id bigint NOT NULL,
    pass_crypt character varying NOT NULL,
    creation_time timestamp without time zone NOT NULL,
    display_name character varying DEFAULT ''::character varying NOT NULL,
    data_public boolean DEFAULT false NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    home_lat double precision,
    home_lon double precision,
    home_zoom smallint DEFAULT 3,
    pass_salt character varying,
    email_valid boolean DEFAULT false NOT NULL,
    new_email character varying,
    languages character varying,
    status openstreetmap.user_status_enum DEFAULT 'pending'::openstreetmap.user_status_enum NOT NULL,
    terms_agreed timestamp without time zone,
    consider_pd boolean DEFAULT false NOT NULL,
    auth_uid character varying,
    preferred_editor character varying,
    terms_seen boolean DEFAULT false NOT NULL,
    description_format openstreetmap.format_enum DEFAULT 'markdown'::openstreetmap.format_enum NOT NULL,
    changesets_count integer DEFAULT 0 NOT NULL,
    traces_count integer DEFAULT 0 NOT NULL,
    diary_entries_count integer DEFAULT 0 NOT NULL,
    image_use_gravatar boolean DEFAULT false NOT NULL,
    auth_provider character varying,
    home_tile bigint,
    tou_agreed timestamp without time zone,
    diary_comments_count integer DEFAULT 0,
    note_comments_count integer DEFAULT 0,
    creation_address inet,
    home_location_name character varying,
    company character varying,
    public_heatmap boolean DEFAULT true NOT NULL
);

CREATE SEQUENCE openstreetmap.users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE openstreetmap.users_id_seq OWNED BY openstreetmap.users.id;

CREATE TABLE openstreetmap.way_nodes (
    way_id bigint NOT NULL,
    node_id bigint NOT NULL,
    version bigint NOT NULL,
    sequence_id bigint NOT NULL
);

CREATE TABLE openstreetmap.way_tags (
    way_id bigint NOT NULL,
    k character varying NOT NULL,
    v character varying NOT NULL,
    version bigint NOT NULL
);

CREATE TABLE openstreetmap.ways (
    way_id bigint NOT NULL,
    changeset_id bigint NOT NULL,
    "timestamp" timestamp without time zone NOT NULL,
    version bigint NOT NULL,
    visible boolean DEFAULT true NOT NULL,
    redaction_id integer
);

ALTER TABLE ONLY openstreetmap.acls ALTER COLUMN id SET DEFAULT nextval('openstreetmap.acls_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.active_storage_attachments ALTER COLUMN id SET DEFAULT nextval('openstreetmap.active_storage_attachments_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.active_storage_blobs ALTER COLUMN id SET DEFAULT nextval('openstreetmap.active_storage_blobs_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.active_storage_variant_records ALTER COLUMN id SET DEFAULT nextval('openstreetmap.active_storage_variant_records_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.changeset_comments ALTER COLUMN id SET DEFAULT nextval('openstreetmap.changeset_comments_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.changesets ALTER COLUMN id SET DEFAULT nextval('openstreetmap.changesets_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.current_nodes ALTER COLUMN id SET DEFAULT nextval('openstreetmap.current_nodes_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.current_relations ALTER COLUMN id SET DEFAULT nextval('openstreetmap.current_relations_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.current_ways ALTER COLUMN id SET DEFAULT nextval('openstreetmap.current_ways_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.delayed_jobs ALTER COLUMN id SET DEFAULT nextval('openstreetmap.delayed_jobs_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.diary_comments ALTER COLUMN id SET DEFAULT nextval('openstreetmap.diary_comments_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.diary_entries ALTER COLUMN id SET DEFAULT nextval('openstreetmap.diary_entries_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.friends ALTER COLUMN id SET DEFAULT nextval('openstreetmap.friends_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.gpx_file_tags ALTER COLUMN id SET DEFAULT nextval('openstreetmap.gpx_file_tags_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.gpx_files ALTER COLUMN id SET DEFAULT nextval('openstreetmap.gpx_files_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.issue_comments ALTER COLUMN id SET DEFAULT nextval('openstreetmap.issue_comments_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.issues ALTER COLUMN id SET DEFAULT nextval('openstreetmap.issues_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.messages ALTER COLUMN id SET DEFAULT nextval('openstreetmap.messages_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.moderation_zones ALTER COLUMN id SET DEFAULT nextval('openstreetmap.moderation_zones_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.note_comments ALTER COLUMN id SET DEFAULT nextval('openstreetmap.note_comments_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.notes ALTER COLUMN id SET DEFAULT nextval('openstreetmap.notes_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.noticed_events ALTER COLUMN id SET DEFAULT nextval('openstreetmap.noticed_events_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.noticed_notifications ALTER COLUMN id SET DEFAULT nextval('openstreetmap.noticed_notifications_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.oauth_access_grants ALTER COLUMN id SET DEFAULT nextval('openstreetmap.oauth_access_grants_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.oauth_access_tokens ALTER COLUMN id SET DEFAULT nextval('openstreetmap.oauth_access_tokens_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.oauth_applications ALTER COLUMN id SET DEFAULT nextval('openstreetmap.oauth_applications_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.oauth_openid_requests ALTER COLUMN id SET DEFAULT nextval('openstreetmap.oauth_openid_requests_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.redactions ALTER COLUMN id SET DEFAULT nextval('openstreetmap.redactions_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.reports ALTER COLUMN id SET DEFAULT nextval('openstreetmap.reports_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.social_links ALTER COLUMN id SET DEFAULT nextval('openstreetmap.social_links_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.spammy_phrases ALTER COLUMN id SET DEFAULT nextval('openstreetmap.spammy_phrases_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.user_blocks ALTER COLUMN id SET DEFAULT nextval('openstreetmap.user_blocks_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.user_mutes ALTER COLUMN id SET DEFAULT nextval('openstreetmap.user_mutes_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.user_roles ALTER COLUMN id SET DEFAULT nextval('openstreetmap.user_roles_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.users ALTER COLUMN id SET DEFAULT nextval('openstreetmap.users_id_seq'::regclass);

ALTER TABLE ONLY openstreetmap.acls
    ADD CONSTRAINT acls_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.active_storage_attachments
    ADD CONSTRAINT active_storage_attachments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.active_storage_blobs
    ADD CONSTRAINT active_storage_blobs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.active_storage_variant_records
    ADD CONSTRAINT active_storage_variant_records_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.ar_internal_metadata
    ADD CONSTRAINT ar_internal_metadata_pkey PRIMARY KEY (key);

ALTER TABLE ONLY openstreetmap.changeset_comments
    ADD CONSTRAINT changeset_comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.changeset_tags
    ADD CONSTRAINT changeset_tags_pkey PRIMARY KEY (changeset_id, k);

ALTER TABLE ONLY openstreetmap.changesets
    ADD CONSTRAINT changesets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.current_node_tags
    ADD CONSTRAINT current_node_tags_pkey PRIMARY KEY (node_id, k);

ALTER TABLE ONLY openstreetmap.current_nodes
    ADD CONSTRAINT current_nodes_pkey1 PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.current_relation_members
    ADD CONSTRAINT current_relation_members_pkey PRIMARY KEY (relation_id, sequence_id);

ALTER TABLE ONLY openstreetmap.current_relation_tags
    ADD CONSTRAINT current_relation_tags_pkey PRIMARY KEY (relation_id, k);

ALTER TABLE ONLY openstreetmap.current_relations
    ADD CONSTRAINT current_relations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.current_way_nodes
    ADD CONSTRAINT current_way_nodes_pkey PRIMARY KEY (way_id, sequence_id);

ALTER TABLE ONLY openstreetmap.current_way_tags
    ADD CONSTRAINT current_way_tags_pkey PRIMARY KEY (way_id, k);

ALTER TABLE ONLY openstreetmap.current_ways
    ADD CONSTRAINT current_ways_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.delayed_jobs
    ADD CONSTRAINT delayed_jobs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.diary_comments
    ADD CONSTRAINT diary_comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.diary_entries
    ADD CONSTRAINT diary_entries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.diary_entry_subscriptions
    ADD CONSTRAINT diary_entry_subscriptions_pkey PRIMARY KEY (user_id, diary_entry_id);

ALTER TABLE ONLY openstreetmap.friends
    ADD CONSTRAINT friends_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.gpx_file_tags
    ADD CONSTRAINT gpx_file_tags_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.gpx_files
    ADD CONSTRAINT gpx_files_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.issue_comments
    ADD CONSTRAINT issue_comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.issues
    ADD CONSTRAINT issues_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.languages
    ADD CONSTRAINT languages_pkey PRIMARY KEY (code);

ALTER TABLE ONLY openstreetmap.messages
    ADD CONSTRAINT messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.moderation_zones
    ADD CONSTRAINT moderation_zones_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.node_tags
    ADD CONSTRAINT node_tags_pkey PRIMARY KEY (node_id, version, k);

ALTER TABLE ONLY openstreetmap.nodes
    ADD CONSTRAINT nodes_pkey PRIMARY KEY (node_id, version);

ALTER TABLE ONLY openstreetmap.note_comments
    ADD CONSTRAINT note_comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.note_subscriptions
    ADD CONSTRAINT note_subscriptions_pkey PRIMARY KEY (user_id, note_id);

ALTER TABLE ONLY openstreetmap.notes
    ADD CONSTRAINT notes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.noticed_events
    ADD CONSTRAINT noticed_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.noticed_notifications
    ADD CONSTRAINT noticed_notifications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.oauth_access_grants
    ADD CONSTRAINT oauth_access_grants_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.oauth_access_tokens
    ADD CONSTRAINT oauth_access_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.oauth_applications
    ADD CONSTRAINT oauth_applications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.oauth_openid_requests
    ADD CONSTRAINT oauth_openid_requests_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.redactions
    ADD CONSTRAINT redactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.relation_members
    ADD CONSTRAINT relation_members_pkey PRIMARY KEY (relation_id, version, sequence_id);

ALTER TABLE ONLY openstreetmap.relation_tags
    ADD CONSTRAINT relation_tags_pkey PRIMARY KEY (relation_id, version, k);

ALTER TABLE ONLY openstreetmap.relations
    ADD CONSTRAINT relations_pkey PRIMARY KEY (relation_id, version);

ALTER TABLE ONLY openstreetmap.reports
    ADD CONSTRAINT reports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY openstreetmap.social_links
    ADD CONSTRAINT social_links_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.spammy_phrases
    ADD CONSTRAINT spammy_phrases_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.user_blocks
    ADD CONSTRAINT user_blocks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.user_mutes
    ADD CONSTRAINT user_mutes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.user_preferences
    ADD CONSTRAINT user_preferences_pkey PRIMARY KEY (user_id, k);

ALTER TABLE ONLY openstreetmap.user_roles
    ADD CONSTRAINT user_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY openstreetmap.way_nodes
    ADD CONSTRAINT way_nodes_pkey PRIMARY KEY (way_id, version, sequence_id);

ALTER TABLE ONLY openstreetmap.way_tags
    ADD CONSTRAINT way_tags_pkey PRIMARY KEY (way_id, version, k);

ALTER TABLE ONLY openstreetmap.ways
    ADD CONSTRAINT ways_pkey PRIMARY KEY (way_id, version);

CREATE INDEX acls_k_idx ON openstreetmap.acls USING btree (k);

CREATE INDEX changesets_bbox_idx ON openstreetmap.changesets USING gist (min_lat, max_lat, min_lon, max_lon);

CREATE INDEX changesets_closed_at_idx ON openstreetmap.changesets USING btree (closed_at);

CREATE INDEX changesets_created_at_idx ON openstreetmap.changesets USING btree (created_at);

CREATE INDEX changesets_user_id_created_at_idx ON openstreetmap.changesets USING btree (user_id, created_at);

CREATE INDEX changesets_user_id_id_idx ON openstreetmap.changesets USING btree (user_id, id);

CREATE INDEX current_nodes_tile_idx ON openstreetmap.current_nodes USING btree (tile);

CREATE INDEX current_nodes_timestamp_idx ON openstreetmap.current_nodes USING btree ("timestamp");

CREATE INDEX current_relation_members_member_idx ON openstreetmap.current_relation_members USING btree (member_type, member_id);

CREATE INDEX current_relations_timestamp_idx ON openstreetmap.current_relations USING btree ("timestamp");

CREATE INDEX current_way_nodes_node_idx ON openstreetmap.current_way_nodes USING btree (node_id);

CREATE INDEX current_ways_timestamp_idx ON openstreetmap.current_ways USING btree ("timestamp");

CREATE INDEX delayed_jobs_priority ON openstreetmap.delayed_jobs USING btree (priority, run_at);

CREATE INDEX diary_comment_user_id_created_at_index ON openstreetmap.diary_comments USING btree (user_id, created_at);

CREATE UNIQUE INDEX diary_comments_entry_id_idx ON openstreetmap.diary_comments USING btree (diary_entry_id, id);

CREATE INDEX diary_entry_created_at_index ON openstreetmap.diary_entries USING btree (created_at);

CREATE INDEX diary_entry_language_code_created_at_index ON openstreetmap.diary_entries USING btree (language_code, created_at);

CREATE INDEX diary_entry_user_id_created_at_index ON openstreetmap.diary_entries USING btree (user_id, created_at);

CREATE INDEX gpx_file_tags_gpxid_idx ON openstreetmap.gpx_file_tags USING btree (gpx_id);

CREATE INDEX gpx_file_tags_tag_idx ON openstreetmap.gpx_file_tags USING btree (tag);

CREATE INDEX gpx_files_timestamp_idx ON openstreetmap.gpx_files USING btree ("timestamp");

CREATE INDEX gpx_files_visible_visibility_idx ON openstreetmap.gpx_files USING btree (visible, visibility);

CREATE INDEX index_acls_on_address ON openstreetmap.acls USING gist (address inet_ops);

CREATE INDEX index_acls_on_domain ON openstreetmap.acls USING btree (domain);

CREATE INDEX index_acls_on_mx ON openstreetmap.acls USING btree (mx);

CREATE INDEX index_active_storage_attachments_on_blob_id ON openstreetmap.active_storage_attachments USING btree (blob_id);

CREATE UNIQUE INDEX index_active_storage_attachments_uniqueness ON openstreetmap.active_storage_attachments USING btree (record_type, record_id, name, blob_id);

CREATE UNIQUE INDEX index_active_storage_blobs_on_key ON openstreetmap.active_storage_blobs USING btree (key);

CREATE UNIQUE INDEX index_active_storage_variant_records_uniqueness ON openstreetmap.active_storage_variant_records USING btree (blob_id, variation_digest);

CREATE INDEX index_changeset_comments_on_author_id_and_created_at ON openstreetmap.changeset_comments USING btree (author_id, created_at);

CREATE INDEX index_changeset_comments_on_author_id_and_id ON openstreetmap.changeset_comments USING btree (author_id, id);

CREATE INDEX index_changeset_comments_on_changeset_id_and_created_at ON openstreetmap.changeset_comments USING btree (changeset_id, created_at);

CREATE INDEX index_changeset_comments_on_created_at ON openstreetmap.changeset_comments USING btree (created_at);

CREATE INDEX index_changesets_on_user_id_and_closed_at ON openstreetmap.changesets USING btree (user_id, closed_at);

CREATE INDEX index_changesets_subscribers_on_changeset_id ON openstreetmap.changesets_subscribers USING btree (changeset_id);

CREATE UNIQUE INDEX index_changesets_subscribers_on_subscriber_id_and_changeset_id ON openstreetmap.changesets_subscribers USING btree (subscriber_id, changeset_id);

CREATE INDEX index_diary_comments_on_user_id_and_id ON openstreetmap.diary_comments USING btree (user_id, id);

CREATE INDEX index_diary_entry_subscriptions_on_diary_entry_id ON openstreetmap.diary_entry_subscriptions USING btree (diary_entry_id);

CREATE INDEX index_friends_on_user_id_and_created_at ON openstreetmap.friends USING btree (user_id, created_at);

CREATE INDEX index_gpx_files_on_user_id_and_id ON openstreetmap.gpx_files USING btree (user_id, id);

CREATE INDEX index_issue_comments_on_issue_id ON openstreetmap.issue_comments USING btree (issue_id);

CREATE INDEX index_issue_comments_on_user_id ON openstreetmap.issue_comments USING btree (user_id);

CREATE INDEX index_issues_on_assigned_role ON openstreetmap.issues USING btree (assigned_role);

CREATE INDEX index_issues_on_reportable_type_and_reportable_id ON openstreetmap.issues USING btree (reportable_type, reportable_id);

CREATE INDEX index_issues_on_reported_user_id ON openstreetmap.issues USING btree (reported_user_id);

CREATE INDEX index_issues_on_status ON openstreetmap.issues USING btree (status);

CREATE INDEX index_issues_on_updated_by ON openstreetmap.issues USING btree (updated_by);

CREATE INDEX index_moderation_zones_on_creator_id ON openstreetmap.moderation_zones USING btree (creator_id);

CREATE INDEX index_moderation_zones_on_revoker_id ON openstreetmap.moderation_zones USING btree (revoker_id);

CREATE INDEX index_note_comments_on_author_id_and_created_at ON openstreetmap.note_comments USING btree (author_id, created_at);

CREATE INDEX index_note_comments_on_body ON openstreetmap.note_comments USING gin (to_tsvector('english'::regconfig, body));

CREATE INDEX index_note_comments_on_created_at ON openstreetmap.note_comments USING btree (created_at);

CREATE INDEX index_note_subscriptions_on_note_id ON openstreetmap.note_subscriptions USING btree (note_id);

CREATE INDEX index_notes_on_description ON openstreetmap.notes USING gin (to_tsvector('english'::regconfig, description));

CREATE INDEX index_notes_on_user_id_and_created_at ON openstreetmap.notes USING btree (user_id, created_at) WHERE (user_id IS NOT NULL);

CREATE INDEX index_noticed_events_on_record ON openstreetmap.noticed_events USING btree (record_type, record_id);

CREATE INDEX index_noticed_notifications_on_event_id ON openstreetmap.noticed_notifications USING btree (event_id);

CREATE INDEX index_noticed_notifications_on_recipient ON openstreetmap.noticed_notifications USING btree (recipient_type, recipient_id);

CREATE INDEX index_oauth_access_grants_on_application_id ON openstreetmap.oauth_access_grants USING btree (application_id);

CREATE INDEX index_oauth_access_grants_on_resource_owner_id ON openstreetmap.oauth_access_grants USING btree (resource_owner_id);

CREATE UNIQUE INDEX index_oauth_access_grants_on_token ON openstreetmap.oauth_access_grants USING btree (token);

CREATE INDEX index_oauth_access_tokens_on_application_id ON openstreetmap.oauth_access_tokens USING btree (application_id);

CREATE UNIQUE INDEX index_oauth_access_tokens_on_refresh_token ON openstreetmap.oauth_access_tokens USING btree (refresh_token);

CREATE INDEX index_oauth_access_tokens_on_resource_owner_id ON openstreetmap.oauth_access_tokens USING btree (resource_owner_id);

CREATE UNIQUE INDEX index_oauth_access_tokens_on_token ON openstreetmap.oauth_access_tokens USING btree (token);

CREATE INDEX index_oauth_applications_on_owner_type_and_owner_id ON openstreetmap.oauth_applications USING btree (owner_type, owner_id);

CREATE UNIQUE INDEX index_oauth_applications_on_uid ON openstreetmap.oauth_applications USING btree (uid);

CREATE INDEX index_oauth_openid_requests_on_access_grant_id ON openstreetmap.oauth_openid_requests USING btree (access_grant_id);

CREATE INDEX index_reports_on_issue_id ON openstreetmap.reports USING btree (issue_id);

CREATE INDEX index_reports_on_user_id ON openstreetmap.reports USING btree (user_id);

CREATE INDEX index_social_links_on_user_id ON openstreetmap.social_links USING btree (user_id);

CREATE INDEX index_user_blocks_on_creator_id_and_id ON openstreetmap.user_blocks USING btree (creator_id, id);

CREATE INDEX index_user_blocks_on_user_id ON openstreetmap.user_blocks USING btree (user_id);

CREATE UNIQUE INDEX index_user_mutes_on_owner_id_and_subject_id ON openstreetmap.user_mutes USING btree (owner_id, subject_id);

CREATE INDEX index_users_on_creation_address ON openstreetmap.users USING gist (creation_address inet_ops);

CREATE INDEX messages_from_user_id_idx ON openstreetmap.messages USING btree (from_user_id);

CREATE INDEX messages_to_user_id_idx ON openstreetmap.messages USING btree (to_user_id);

CREATE INDEX nodes_changeset_id_idx ON openstreetmap.nodes USING btree (changeset_id);

CREATE INDEX nodes_tile_idx ON openstreetmap.nodes USING btree (tile);

CREATE INDEX nodes_timestamp_idx ON openstreetmap.nodes USING btree ("timestamp");

CREATE INDEX note_comments_note_id_idx ON openstreetmap.note_comments USING btree (note_id);

CREATE INDEX notes_created_at_idx ON openstreetmap.notes USING btree (created_at);

CREATE INDEX notes_tile_status_idx ON openstreetmap.notes USING btree (tile, status);

CREATE INDEX notes_updated_at_idx ON openstreetmap.notes USING btree (updated_at);

CREATE INDEX points_gpxid_idx ON openstreetmap.gps_points USING btree (gpx_id);

CREATE INDEX points_tile_idx ON openstreetmap.gps_points USING btree (tile);

CREATE INDEX relation_members_member_idx ON openstreetmap.relation_members USING btree (member_type, member_id);

CREATE INDEX relations_changeset_id_idx ON openstreetmap.relations USING btree (changeset_id);

CREATE INDEX relations_timestamp_idx ON openstreetmap.relations USING btree ("timestamp");

CREATE INDEX user_id_idx ON openstreetmap.friends USING btree (friend_user_id);

CREATE UNIQUE INDEX user_roles_id_role_unique ON openstreetmap.user_roles USING btree (user_id, role);

CREATE UNIQUE INDEX users_auth_idx ON openstreetmap.users USING btree (auth_provider, auth_uid);

CREATE INDEX users_display_name_canonical_idx ON openstreetmap.users USING btree (lower(NORMALIZE(display_name, NFKC)));

CREATE UNIQUE INDEX users_display_name_idx ON openstreetmap.users USING btree (display_name);

CREATE UNIQUE INDEX users_email_idx ON openstreetmap.users USING btree (email);

CREATE INDEX users_email_lower_idx ON openstreetmap.users USING btree (lower((email)::text));

CREATE INDEX users_home_idx ON openstreetmap.users USING btree (home_tile);

CREATE INDEX way_nodes_node_idx ON openstreetmap.way_nodes USING btree (node_id);

CREATE INDEX ways_changeset_id_idx ON openstreetmap.ways USING btree (changeset_id);

CREATE INDEX ways_timestamp_idx ON openstreetmap.ways USING btree ("timestamp");

ALTER TABLE ONLY openstreetmap.changeset_comments
    ADD CONSTRAINT changeset_comments_author_id_fkey FOREIGN KEY (author_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.changeset_comments
    ADD CONSTRAINT changeset_comments_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES openstreetmap.changesets(id);

ALTER TABLE ONLY openstreetmap.changeset_tags
    ADD CONSTRAINT changeset_tags_id_fkey FOREIGN KEY (changeset_id) REFERENCES openstreetmap.changesets(id);

ALTER TABLE ONLY openstreetmap.changesets_subscribers
    ADD CONSTRAINT changesets_subscribers_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES openstreetmap.changesets(id);

ALTER TABLE ONLY openstreetmap.changesets_subscribers
    ADD CONSTRAINT changesets_subscribers_subscriber_id_fkey FOREIGN KEY (subscriber_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.changesets
    ADD CONSTRAINT changesets_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.current_node_tags
    ADD CONSTRAINT current_node_tags_id_fkey FOREIGN KEY (node_id) REFERENCES openstreetmap.current_nodes(id);

ALTER TABLE ONLY openstreetmap.current_nodes
    ADD CONSTRAINT current_nodes_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES openstreetmap.changesets(id);

ALTER TABLE ONLY openstreetmap.current_relation_members
    ADD CONSTRAINT current_relation_members_id_fkey FOREIGN KEY (relation_id) REFERENCES openstreetmap.current_relations(id);

ALTER TABLE ONLY openstreetmap.current_relation_tags
    ADD CONSTRAINT current_relation_tags_id_fkey FOREIGN KEY (relation_id) REFERENCES openstreetmap.current_relations(id);

ALTER TABLE ONLY openstreetmap.current_relations
    ADD CONSTRAINT current_relations_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES openstreetmap.changesets(id);

ALTER TABLE ONLY openstreetmap.current_way_nodes
    ADD CONSTRAINT current_way_nodes_id_fkey FOREIGN KEY (way_id) REFERENCES openstreetmap.current_ways(id);

ALTER TABLE ONLY openstreetmap.current_way_nodes
    ADD CONSTRAINT current_way_nodes_node_id_fkey FOREIGN KEY (node_id) REFERENCES openstreetmap.current_nodes(id);

ALTER TABLE ONLY openstreetmap.current_way_tags
    ADD CONSTRAINT current_way_tags_id_fkey FOREIGN KEY (way_id) REFERENCES openstreetmap.current_ways(id);

ALTER TABLE ONLY openstreetmap.current_ways
    ADD CONSTRAINT current_ways_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES openstreetmap.changesets(id);

ALTER TABLE ONLY openstreetmap.diary_comments
    ADD CONSTRAINT diary_comments_diary_entry_id_fkey FOREIGN KEY (diary_entry_id) REFERENCES openstreetmap.diary_entries(id);

ALTER TABLE ONLY openstreetmap.diary_comments
    ADD CONSTRAINT diary_comments_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.diary_entries
    ADD CONSTRAINT diary_entries_language_code_fkey FOREIGN KEY (language_code) REFERENCES openstreetmap.languages(code);

ALTER TABLE ONLY openstreetmap.diary_entries
    ADD CONSTRAINT diary_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.diary_entry_subscriptions
    ADD CONSTRAINT diary_entry_subscriptions_diary_entry_id_fkey FOREIGN KEY (diary_entry_id) REFERENCES openstreetmap.diary_entries(id);

ALTER TABLE ONLY openstreetmap.diary_entry_subscriptions
    ADD CONSTRAINT diary_entry_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.note_subscriptions
    ADD CONSTRAINT fk_rails_2c1913f293 FOREIGN KEY (note_id) REFERENCES openstreetmap.notes(id);

ALTER TABLE ONLY openstreetmap.oauth_access_grants
    ADD CONSTRAINT fk_rails_330c32d8d9 FOREIGN KEY (resource_owner_id) REFERENCES openstreetmap.users(id) NOT VALID;

ALTER TABLE ONLY openstreetmap.user_mutes
    ADD CONSTRAINT fk_rails_591dad3359 FOREIGN KEY (owner_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.social_links
    ADD CONSTRAINT fk_rails_6034fd4f62 FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.moderation_zones
    ADD CONSTRAINT fk_rails_6a0b70e3da FOREIGN KEY (creator_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.oauth_access_tokens
    ADD CONSTRAINT fk_rails_732cb83ab7 FOREIGN KEY (application_id) REFERENCES openstreetmap.oauth_applications(id) NOT VALID;

ALTER TABLE ONLY openstreetmap.oauth_openid_requests
    ADD CONSTRAINT fk_rails_77114b3b09 FOREIGN KEY (access_grant_id) REFERENCES openstreetmap.oauth_access_grants(id) ON DELETE CASCADE;

ALTER TABLE ONLY openstreetmap.active_storage_variant_records
    ADD CONSTRAINT fk_rails_993965df05 FOREIGN KEY (blob_id) REFERENCES openstreetmap.active_storage_blobs(id);

ALTER TABLE ONLY openstreetmap.note_subscriptions
    ADD CONSTRAINT fk_rails_a352f4eced FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.oauth_access_grants
    ADD CONSTRAINT fk_rails_b4b53e07b8 FOREIGN KEY (application_id) REFERENCES openstreetmap.oauth_applications(id) NOT VALID;

ALTER TABLE ONLY openstreetmap.active_storage_attachments
    ADD CONSTRAINT fk_rails_c3b3935057 FOREIGN KEY (blob_id) REFERENCES openstreetmap.active_storage_blobs(id);

ALTER TABLE ONLY openstreetmap.oauth_applications
    ADD CONSTRAINT fk_rails_cc886e315a FOREIGN KEY (owner_id) REFERENCES openstreetmap.users(id) NOT VALID;

ALTER TABLE ONLY openstreetmap.user_mutes
    ADD CONSTRAINT fk_rails_e9dd4fb6c3 FOREIGN KEY (subject_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.oauth_access_tokens
    ADD CONSTRAINT fk_rails_ee63f25419 FOREIGN KEY (resource_owner_id) REFERENCES openstreetmap.users(id) NOT VALID;

ALTER TABLE ONLY openstreetmap.moderation_zones
    ADD CONSTRAINT fk_rails_f2132b7340 FOREIGN KEY (revoker_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.friends
    ADD CONSTRAINT friends_friend_user_id_fkey FOREIGN KEY (friend_user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.friends
    ADD CONSTRAINT friends_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.gps_points
    ADD CONSTRAINT gps_points_gpx_id_fkey FOREIGN KEY (gpx_id) REFERENCES openstreetmap.gpx_files(id);

ALTER TABLE ONLY openstreetmap.gpx_file_tags
    ADD CONSTRAINT gpx_file_tags_gpx_id_fkey FOREIGN KEY (gpx_id) REFERENCES openstreetmap.gpx_files(id);

ALTER TABLE ONLY openstreetmap.gpx_files
    ADD CONSTRAINT gpx_files_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.issue_comments
    ADD CONSTRAINT issue_comments_issue_id_fkey FOREIGN KEY (issue_id) REFERENCES openstreetmap.issues(id);

ALTER TABLE ONLY openstreetmap.issue_comments
    ADD CONSTRAINT issue_comments_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.issues
    ADD CONSTRAINT issues_reported_user_id_fkey FOREIGN KEY (reported_user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.issues
    ADD CONSTRAINT issues_resolved_by_fkey FOREIGN KEY (resolved_by) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.issues
    ADD CONSTRAINT issues_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.messages
    ADD CONSTRAINT messages_from_user_id_fkey FOREIGN KEY (from_user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.messages
    ADD CONSTRAINT messages_to_user_id_fkey FOREIGN KEY (to_user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.node_tags
    ADD CONSTRAINT node_tags_id_fkey FOREIGN KEY (node_id, version) REFERENCES openstreetmap.nodes(node_id, version);

ALTER TABLE ONLY openstreetmap.nodes
    ADD CONSTRAINT nodes_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES openstreetmap.changesets(id);

ALTER TABLE ONLY openstreetmap.nodes
    ADD CONSTRAINT nodes_redaction_id_fkey FOREIGN KEY (redaction_id) REFERENCES openstreetmap.redactions(id);

ALTER TABLE ONLY openstreetmap.note_comments
    ADD CONSTRAINT note_comments_author_id_fkey FOREIGN KEY (author_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.note_comments
    ADD CONSTRAINT note_comments_note_id_fkey FOREIGN KEY (note_id) REFERENCES openstreetmap.notes(id);

ALTER TABLE ONLY openstreetmap.notes
    ADD CONSTRAINT notes_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.redactions
    ADD CONSTRAINT redactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.relation_members
    ADD CONSTRAINT relation_members_id_fkey FOREIGN KEY (relation_id, version) REFERENCES openstreetmap.relations(relation_id, version);

ALTER TABLE ONLY openstreetmap.relation_tags
    ADD CONSTRAINT relation_tags_id_fkey FOREIGN KEY (relation_id, version) REFERENCES openstreetmap.relations(relation_id, version);

ALTER TABLE ONLY openstreetmap.relations
    ADD CONSTRAINT relations_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES openstreetmap.changesets(id);

ALTER TABLE ONLY openstreetmap.relations
    ADD CONSTRAINT relations_redaction_id_fkey FOREIGN KEY (redaction_id) REFERENCES openstreetmap.redactions(id);

ALTER TABLE ONLY openstreetmap.reports
    ADD CONSTRAINT reports_issue_id_fkey FOREIGN KEY (issue_id) REFERENCES openstreetmap.issues(id);

ALTER TABLE ONLY openstreetmap.reports
    ADD CONSTRAINT reports_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.user_blocks
    ADD CONSTRAINT user_blocks_moderator_id_fkey FOREIGN KEY (creator_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.user_blocks
    ADD CONSTRAINT user_blocks_revoker_id_fkey FOREIGN KEY (revoker_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.user_blocks
    ADD CONSTRAINT user_blocks_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.user_preferences
    ADD CONSTRAINT user_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.user_roles
    ADD CONSTRAINT user_roles_granter_id_fkey FOREIGN KEY (granter_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.user_roles
    ADD CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES openstreetmap.users(id);

ALTER TABLE ONLY openstreetmap.way_nodes
    ADD CONSTRAINT way_nodes_id_fkey FOREIGN KEY (way_id, version) REFERENCES openstreetmap.ways(way_id, version);

ALTER TABLE ONLY openstreetmap.way_tags
    ADD CONSTRAINT way_tags_id_fkey FOREIGN KEY (way_id, version) REFERENCES openstreetmap.ways(way_id, version);

ALTER TABLE ONLY openstreetmap.ways
    ADD CONSTRAINT ways_changeset_id_fkey FOREIGN KEY (changeset_id) REFERENCES openstreetmap.changesets(id);

ALTER TABLE ONLY openstreetmap.ways
    ADD CONSTRAINT ways_redaction_id_fkey FOREIGN KEY (redaction_id) REFERENCES openstreetmap.redactions(id);
`,
  cleans: [
    {
      table: "openstreetmap.oauth_access_grants",
      clock: "created_at",
      retention:
        "28d after created_at + expires_in (authorization codes, Doorkeeper's default 10 min) or 28d after revoked_at",
      source: "lib/tasks/cleanup.rake:6",
      note: "rake db:expire_tokens, not scheduled in the repository (an operator's cron has to run it); the grant's oauth_openid_requests go with it (ON DELETE CASCADE)",
    },
    {
      table: "openstreetmap.oauth_access_tokens",
      clock: "revoked_at",
      retention: "28d after revoked_at (or after created_at + expires_in, which is null here)",
      source: "lib/tasks/cleanup.rake:7",
      note: "access_token_expires_in nil (config/initializers/doorkeeper.rb:90), so tokens never expire by time and only revoked ones are deleted; rake db:expire_tokens, not scheduled in the repository",
    },
  ],
  shouldAsk: [
    {
      table: "openstreetmap.noticed_notifications",
      why: "each user's notifications (recipient, read_at, seen_at), never deleted: User has_many :notifications without dependent: (app/models/user.rb:94) and no job removes old ones",
    },
    {
      table: "openstreetmap.noticed_events",
      why: "the events behind notifications (params with the records they name), never deleted",
    },
  ],
  neverDelete: [
    "openstreetmap.users",
    "openstreetmap.user_preferences",
    "openstreetmap.user_roles",
    "openstreetmap.user_blocks",
    "openstreetmap.user_mutes",
    "openstreetmap.friends",
    "openstreetmap.social_links",
    "openstreetmap.oauth_applications",
    "openstreetmap.messages",
    "openstreetmap.diary_entries",
    "openstreetmap.diary_comments",
    "openstreetmap.diary_entry_subscriptions",
    "openstreetmap.changesets",
    "openstreetmap.changeset_tags",
    "openstreetmap.changeset_comments",
    "openstreetmap.changesets_subscribers",
    "openstreetmap.notes",
    "openstreetmap.note_comments",
    "openstreetmap.note_subscriptions",
    "openstreetmap.nodes",
    "openstreetmap.node_tags",
    "openstreetmap.ways",
    "openstreetmap.way_nodes",
    "openstreetmap.way_tags",
    "openstreetmap.relations",
    "openstreetmap.relation_members",
    "openstreetmap.relation_tags",
    "openstreetmap.current_nodes",
    "openstreetmap.current_node_tags",
    "openstreetmap.current_ways",
    "openstreetmap.current_way_nodes",
    "openstreetmap.current_way_tags",
    "openstreetmap.current_relations",
    "openstreetmap.current_relation_members",
    "openstreetmap.current_relation_tags",
    "openstreetmap.redactions",
    "openstreetmap.gpx_files",
    "openstreetmap.gpx_file_tags",
    "openstreetmap.gps_points",
    "openstreetmap.issues",
    "openstreetmap.issue_comments",
    "openstreetmap.reports",
    "openstreetmap.active_storage_attachments",
    "openstreetmap.active_storage_blobs",
    "openstreetmap.active_storage_variant_records",
    "openstreetmap.acls",
    "openstreetmap.languages",
    "openstreetmap.spammy_phrases",
    "openstreetmap.moderation_zones",
    "openstreetmap.ar_internal_metadata",
    "openstreetmap.schema_migrations",
  ],
};
