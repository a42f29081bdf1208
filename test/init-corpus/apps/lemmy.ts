// Lemmy (Rust, Diesel), from LemmyNet/lemmy@439734dd638a2c06a2f907beab7dcf4646e88f86.
// Schema: migrations/*/up.sql replayed (see the header of schemaSql).
// Cleanup: crates/routes/src/utils/scheduled_tasks.rs (setup, started by crates/server/src/lib.rs:249
// unless --disable-scheduled-tasks): hourly and daily clokwerk jobs.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "lemmy",
  framework: "rust",
  source: {
    repo: "LemmyNet/lemmy",
    commit: "439734dd638a2c06a2f907beab7dcf4646e88f86",
    schemaFrom:
      "migrations/*/up.sql (342 Diesel migrations) replayed on PostgreSQL 15 (one PG16-only alias fix), catalog read back; replaceable schema r and helper schema utils left out",
  },
  schemas: ["lemmy"],
  schemaSql: `
-- Lemmy: LemmyNet/lemmy@439734dd638a2c06a2f907beab7dcf4646e88f86
-- Built by replaying migrations/*/up.sql (342 Diesel migrations, in version order, each in a
-- transaction) on PostgreSQL 15 and reading the catalog back. Notes on the replay:
--  * Lemmy targets PostgreSQL 16+: 2025-08-01-000016_smoosh-tables-together uses FROM (subquery)
--    without an alias; for PG15 an alias was added to those four subqueries (no schema effect).
--  * __diesel_schema_migrations is created by diesel_migrations before the first migration.
--  * Left out: the trigger forbid_diesel_cli on __diesel_schema_migrations (2025-08-01-000017;
--    it rejects inserts not made by lemmy_server), the replaceable schema r (functions and
--    triggers that keep counts and the *_combined tables, crates/diesel_utils/replaceable_schema,
--    applied at runtime by crates/diesel_utils/src/schema_setup/mod.rs:44-51), the helper schema
--    utils (table deps_saved_ddl, 2020-09-07-231141_add_migration_utils, used only while
--    migrating views), and the functions diesel_manage_updated_at / diesel_set_updated_at /
--    drop_ccnew_indexes, which no table uses.
--  * Three small functions that column defaults and an index use are written here with the same
--    behaviour: generate_unique_changeme() (placeholder ap_id/inbox URLs from changeme_seq),
--    random_smallint() and reverse_timestamp_sort(timestamptz) (immutable, negated epoch micros).
-- Lemmy uses public; here its tables are in schema lemmy. The extensions it installs (ltree,
-- pg_trgm, pgcrypto) are created in public, so the search path below is lemmy, public.
CREATE EXTENSION IF NOT EXISTS ltree WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA public;
CREATE SCHEMA lemmy;
SET search_path TO lemmy, public;

CREATE SEQUENCE changeme_seq CYCLE;

CREATE FUNCTION generate_unique_changeme() RETURNS text LANGUAGE sql
    AS $f$ SELECT 'http://changeme.invalid/seq/' || nextval('lemmy.changeme_seq')::text $f$;

CREATE FUNCTION random_smallint() RETURNS smallint LANGUAGE sql PARALLEL RESTRICTED
    AS $f$ SELECT trunc(random() * 65536 - 32768)::smallint $f$;

CREATE FUNCTION reverse_timestamp_sort(t timestamptz) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $f$ SELECT (-1000000 * EXTRACT(EPOCH FROM t))::bigint $f$;

CREATE TYPE actor_type_enum AS ENUM (
    'site',
    'community',
    'person'
);

CREATE TYPE comment_sort_type_enum AS ENUM (
    'Hot',
    'Top',
    'New',
    'Old',
    'Controversial'
);

CREATE TYPE community_follower_state AS ENUM (
    'Accepted',
    'Pending',
    'ApprovalRequired',
    'Denied'
);

CREATE TYPE community_notifications_mode_enum AS ENUM (
    'AllPostsAndComments',
    'AllPosts',
    'RepliesAndMentions',
    'Mute'
);

CREATE TYPE community_visibility AS ENUM (
    'Public',
    'LocalOnlyPublic',
    'LocalOnlyPrivate',
    'Private',
    'Unlisted'
);

CREATE TYPE federation_mode_enum AS ENUM (
    'All',
    'Local',
    'Disable'
);

CREATE TYPE image_mode_enum AS ENUM (
    'None',
    'StoreLinkPreviews',
    'ProxyAllImages'
);

CREATE TYPE listing_type_enum AS ENUM (
    'All',
    'Local',
    'Subscribed',
    'ModeratorView',
    'Suggested'
);

CREATE TYPE modlog_kind AS ENUM (
    'AdminAdd',
    'AdminBan',
    'AdminAllowInstance',
    'AdminBlockInstance',
    'AdminPurgeComment',
    'AdminPurgeCommunity',
    'AdminPurgePerson',
    'AdminPurgePost',
    'ModAddToCommunity',
    'ModBanFromCommunity',
    'ModFeaturePostCommunity',
    'AdminFeaturePostSite',
    'ModChangeCommunityVisibility',
    'ModLockPost',
    'ModRemoveComment',
    'AdminRemoveCommunity',
    'ModRemovePost',
    'ModTransferCommunity',
    'ModLockComment',
    'ModWarnComment',
    'ModWarnPost'
);

CREATE TYPE notification_type_enum AS ENUM (
    'Mention',
    'Reply',
    'Subscribed',
    'PrivateMessage',
    'ModAction'
);

CREATE TYPE post_listing_mode_enum AS ENUM (
    'List',
    'Card',
    'SmallCard'
);

CREATE TYPE post_notifications_mode_enum AS ENUM (
    'AllComments',
    'RepliesAndMentions',
    'Mute'
);

CREATE TYPE post_sort_type_enum AS ENUM (
    'Active',
    'Hot',
    'New',
    'Old',
    'Top',
    'MostComments',
    'NewComments',
    'Controversial',
    'Scaled'
);

CREATE TYPE registration_mode_enum AS ENUM (
    'Closed',
    'RequireApplication',
    'Open',
    'RequireInvitation'
);

CREATE TYPE tag_color_enum AS ENUM (
    'color01',
    'color02',
    'color03',
    'color04',
    'color05',
    'color06',
    'color07',
    'color08',
    'color09',
    'color10'
);

CREATE TYPE vote_show_enum AS ENUM (
    'Show',
    'ShowForOthers',
    'Hide'
);

CREATE TABLE __diesel_schema_migrations (
    version varchar(50) NOT NULL,
    run_on timestamp DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE comment (
    id integer NOT NULL,
    creator_id integer NOT NULL,
    post_id integer NOT NULL,
    content text NOT NULL,
    removed boolean DEFAULT false NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    deleted boolean DEFAULT false NOT NULL,
    ap_id varchar(255) NOT NULL,
    local boolean DEFAULT true NOT NULL,
    path ltree DEFAULT '0'::ltree NOT NULL,
    distinguished boolean DEFAULT false NOT NULL,
    language_id integer DEFAULT 0 NOT NULL,
    score integer DEFAULT 0 NOT NULL,
    upvotes integer DEFAULT 0 NOT NULL,
    downvotes integer DEFAULT 0 NOT NULL,
    child_count integer DEFAULT 0 NOT NULL,
    hot_rank real DEFAULT 0.0001 NOT NULL,
    controversy_rank real DEFAULT 0 NOT NULL,
    report_count smallint DEFAULT 0 NOT NULL,
    unresolved_report_count smallint DEFAULT 0 NOT NULL,
    federation_pending boolean DEFAULT false NOT NULL,
    locked boolean DEFAULT false NOT NULL,
    community_id integer NOT NULL
);

CREATE TABLE comment_actions (
    voted_at timestamptz,
    saved_at timestamptz,
    person_id integer NOT NULL,
    comment_id integer NOT NULL,
    vote_is_upvote boolean,
    CONSTRAINT comment_actions_check_liked CHECK (((voted_at IS NULL) = (vote_is_upvote IS NULL)))
);

CREATE SEQUENCE comment_id_seq AS integer;

ALTER SEQUENCE comment_id_seq OWNED BY comment.id;

CREATE TABLE comment_report (
    id integer NOT NULL,
    creator_id integer NOT NULL,
    comment_id integer NOT NULL,
    original_comment_text text NOT NULL,
    reason text NOT NULL,
    resolved boolean DEFAULT false NOT NULL,
    resolver_id integer,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    violates_instance_rules boolean DEFAULT false NOT NULL,
    conclusion text
);

CREATE SEQUENCE comment_report_id_seq AS integer;

ALTER SEQUENCE comment_report_id_seq OWNED BY comment_report.id;

CREATE TABLE community (
    id integer NOT NULL,
    name varchar(255) NOT NULL,
    title varchar(50),
    sidebar text,
    removed boolean DEFAULT false NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    deleted boolean DEFAULT false NOT NULL,
    nsfw boolean DEFAULT false NOT NULL,
    ap_id varchar(255) DEFAULT generate_unique_changeme() NOT NULL,
    local boolean DEFAULT true NOT NULL,
    private_key text,
    public_key text NOT NULL,
    last_refreshed_at timestamptz DEFAULT now() NOT NULL,
    icon text,
    banner text,
    followers_url varchar(255) DEFAULT generate_unique_changeme(),
    inbox_url varchar(255) DEFAULT generate_unique_changeme() NOT NULL,
    posting_restricted_to_mods boolean DEFAULT false NOT NULL,
    instance_id integer NOT NULL,
    moderators_url varchar(255),
    featured_url varchar(255),
    visibility community_visibility DEFAULT 'Public'::community_visibility NOT NULL,
    summary varchar(150),
    random_number smallint DEFAULT random_smallint() NOT NULL,
    subscribers integer DEFAULT 0 NOT NULL,
    posts integer DEFAULT 0 NOT NULL,
    comments integer DEFAULT 0 NOT NULL,
    users_active_day integer DEFAULT 0 NOT NULL,
    users_active_week integer DEFAULT 0 NOT NULL,
    users_active_month integer DEFAULT 0 NOT NULL,
    users_active_half_year integer DEFAULT 0 NOT NULL,
    hot_rank real DEFAULT 0.0001 NOT NULL,
    subscribers_local integer DEFAULT 0 NOT NULL,
    interactions_month integer DEFAULT 0 NOT NULL,
    report_count smallint DEFAULT 0 NOT NULL,
    unresolved_report_count smallint DEFAULT 0 NOT NULL,
    local_removed boolean DEFAULT false NOT NULL
);

CREATE TABLE community_actions (
    followed_at timestamptz,
    blocked_at timestamptz,
    became_moderator_at timestamptz,
    received_ban_at timestamptz,
    ban_expires_at timestamptz,
    person_id integer NOT NULL,
    community_id integer NOT NULL,
    follow_state community_follower_state,
    follow_approver_id integer,
    notifications community_notifications_mode_enum,
    follow_activity_id text,
    CONSTRAINT community_actions_check_followed CHECK ((((followed_at IS NULL) = (follow_state IS NULL)) AND (NOT ((followed_at IS NULL) AND (follow_approver_id IS NOT NULL))))),
    CONSTRAINT community_actions_check_received_ban CHECK ((NOT ((received_ban_at IS NULL) AND (ban_expires_at IS NOT NULL))))
);

CREATE TABLE community_community_follow (
    target_id integer NOT NULL,
    community_id integer NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL
);

CREATE SEQUENCE community_id_seq AS integer;

ALTER SEQUENCE community_id_seq OWNED BY community.id;

CREATE TABLE community_language (
    community_id integer NOT NULL,
    language_id integer NOT NULL
);

CREATE TABLE community_report (
    id integer NOT NULL,
    creator_id integer NOT NULL,
    community_id integer NOT NULL,
    original_community_name text NOT NULL,
    original_community_title text,
    original_community_summary text,
    original_community_sidebar text,
    original_community_icon text,
    original_community_banner text,
    reason text NOT NULL,
    resolved boolean DEFAULT false NOT NULL,
    resolver_id integer,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    conclusion text
);

CREATE SEQUENCE community_report_id_seq AS integer;

ALTER SEQUENCE community_report_id_seq OWNED BY community_report.id;

CREATE TABLE community_tag (
    id integer NOT NULL,
    ap_id text NOT NULL,
    name varchar(255) NOT NULL,
    display_name varchar(255),
    summary varchar(150),
    community_id integer NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    deleted boolean DEFAULT false NOT NULL,
    color tag_color_enum DEFAULT 'color01'::tag_color_enum NOT NULL
);

CREATE TABLE custom_emoji (
    id integer NOT NULL,
    shortcode varchar(128) NOT NULL,
    image_url text NOT NULL,
    alt_text text NOT NULL,
    category text NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz
);

CREATE SEQUENCE custom_emoji_id_seq AS integer;

ALTER SEQUENCE custom_emoji_id_seq OWNED BY custom_emoji.id;

CREATE TABLE custom_emoji_keyword (
    custom_emoji_id integer NOT NULL,
    keyword varchar(128) NOT NULL
);

CREATE TABLE email_verification (
    id integer NOT NULL,
    local_user_id integer NOT NULL,
    email text NOT NULL,
    verification_token text NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL
);

CREATE SEQUENCE email_verification_id_seq AS integer;

ALTER SEQUENCE email_verification_id_seq OWNED BY email_verification.id;

CREATE TABLE federation_allowlist (
    instance_id integer NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz
);

CREATE TABLE federation_blocklist (
    instance_id integer NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    expires_at timestamptz
);

CREATE TABLE federation_queue_state (
    instance_id integer NOT NULL,
    last_successful_id bigint,
    fail_count integer NOT NULL,
    last_retry_at timestamptz,
    last_successful_published_time_at timestamptz
);

CREATE TABLE image_details (
    link text NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    content_type text NOT NULL,
    blurhash varchar(50)
);

CREATE TABLE instance (
    id integer NOT NULL,
    domain varchar(255) NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    software varchar(255),
    version varchar(255)
);

CREATE TABLE instance_actions (
    blocked_communities_at timestamptz,
    person_id integer NOT NULL,
    instance_id integer NOT NULL,
    received_ban_at timestamptz,
    ban_expires_at timestamptz,
    blocked_persons_at timestamptz
);

CREATE SEQUENCE instance_id_seq AS integer;

ALTER SEQUENCE instance_id_seq OWNED BY instance.id;

CREATE TABLE language (
    id integer NOT NULL,
    code varchar(3) NOT NULL,
    name text NOT NULL
);

CREATE SEQUENCE language_id_seq AS integer;

ALTER SEQUENCE language_id_seq OWNED BY language.id;

CREATE TABLE local_image (
    pictrs_alias text NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    person_id integer,
    thumbnail_for_post_id integer
);

CREATE TABLE local_site (
    id integer NOT NULL,
    site_id integer NOT NULL,
    site_setup boolean DEFAULT false NOT NULL,
    community_creation_admin_only boolean DEFAULT false NOT NULL,
    email_verification_required boolean DEFAULT false NOT NULL,
    application_question text DEFAULT 'to verify that you are human, please explain why you want to create an account on this site'::text,
    private_instance boolean DEFAULT false NOT NULL,
    default_theme text DEFAULT 'browser'::text NOT NULL,
    default_post_listing_type listing_type_enum DEFAULT 'Local'::listing_type_enum NOT NULL,
    legal_information text,
    application_email_admins boolean DEFAULT false NOT NULL,
    slur_filter_regex text,
    federation_enabled boolean DEFAULT true NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    registration_mode registration_mode_enum DEFAULT 'RequireApplication'::registration_mode_enum NOT NULL,
    reports_email_admins boolean DEFAULT false NOT NULL,
    federation_signed_fetch boolean DEFAULT true NOT NULL,
    default_post_listing_mode post_listing_mode_enum DEFAULT 'List'::post_listing_mode_enum NOT NULL,
    default_post_sort_type post_sort_type_enum DEFAULT 'Active'::post_sort_type_enum NOT NULL,
    default_comment_sort_type comment_sort_type_enum DEFAULT 'Hot'::comment_sort_type_enum NOT NULL,
    oauth_registration boolean DEFAULT true NOT NULL,
    post_upvotes federation_mode_enum DEFAULT 'All'::federation_mode_enum NOT NULL,
    post_downvotes federation_mode_enum DEFAULT 'All'::federation_mode_enum NOT NULL,
    comment_upvotes federation_mode_enum DEFAULT 'All'::federation_mode_enum NOT NULL,
    comment_downvotes federation_mode_enum DEFAULT 'All'::federation_mode_enum NOT NULL,
    default_post_time_range_seconds integer,
    nsfw_content_disallowed boolean DEFAULT false NOT NULL,
    users integer DEFAULT 1 NOT NULL,
    posts integer DEFAULT 0 NOT NULL,
    comments integer DEFAULT 0 NOT NULL,
    communities integer DEFAULT 0 NOT NULL,
    users_active_day integer DEFAULT 0 NOT NULL,
    users_active_week integer DEFAULT 0 NOT NULL,
    users_active_month integer DEFAULT 0 NOT NULL,
    users_active_half_year integer DEFAULT 0 NOT NULL,
    email_notifications_disabled boolean DEFAULT false NOT NULL,
    suggested_multi_community_id integer,
    system_account integer NOT NULL,
    default_items_per_page integer DEFAULT 20 NOT NULL,
    image_mode image_mode_enum DEFAULT 'ProxyAllImages'::image_mode_enum NOT NULL,
    image_proxy_bypass_domains text,
    image_upload_timeout_seconds integer DEFAULT 30 NOT NULL,
    image_max_thumbnail_size integer DEFAULT 512 NOT NULL,
    image_max_avatar_size integer DEFAULT 512 NOT NULL,
    image_max_banner_size integer DEFAULT 1024 NOT NULL,
    image_max_upload_size integer DEFAULT 1024 NOT NULL,
    image_allow_video_uploads boolean DEFAULT true NOT NULL,
    image_upload_disabled boolean DEFAULT false NOT NULL,
    max_invites_per_user_allowed integer DEFAULT 10 NOT NULL
);

CREATE SEQUENCE local_site_id_seq AS integer;

ALTER SEQUENCE local_site_id_seq OWNED BY local_site.id;

CREATE TABLE local_site_rate_limit (
    local_site_id integer NOT NULL,
    message_max_requests integer DEFAULT 180 NOT NULL,
    message_interval_seconds integer DEFAULT 60 NOT NULL,
    post_max_requests integer DEFAULT 6 NOT NULL,
    post_interval_seconds integer DEFAULT 600 NOT NULL,
    register_max_requests integer DEFAULT 10 NOT NULL,
    register_interval_seconds integer DEFAULT 3600 NOT NULL,
    image_max_requests integer DEFAULT 6 NOT NULL,
    image_interval_seconds integer DEFAULT 3600 NOT NULL,
    comment_max_requests integer DEFAULT 6 NOT NULL,
    comment_interval_seconds integer DEFAULT 600 NOT NULL,
    search_max_requests integer DEFAULT 60 NOT NULL,
    search_interval_seconds integer DEFAULT 600 NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    import_user_settings_max_requests integer DEFAULT 3 NOT NULL,
    import_user_settings_interval_seconds integer DEFAULT 86400 NOT NULL
);

CREATE TABLE local_site_url_blocklist (
    id integer NOT NULL,
    url text NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz
);

CREATE SEQUENCE local_site_url_blocklist_id_seq AS integer;

ALTER SEQUENCE local_site_url_blocklist_id_seq OWNED BY local_site_url_blocklist.id;

CREATE TABLE local_user (
    id integer NOT NULL,
    person_id integer NOT NULL,
    password_encrypted text,
    email text,
    show_nsfw boolean DEFAULT false NOT NULL,
    theme text DEFAULT 'browser'::text NOT NULL,
    default_post_sort_type post_sort_type_enum DEFAULT 'Active'::post_sort_type_enum NOT NULL,
    default_listing_type listing_type_enum DEFAULT 'Local'::listing_type_enum NOT NULL,
    interface_language varchar(20) DEFAULT 'browser'::character varying NOT NULL,
    show_avatars boolean DEFAULT true NOT NULL,
    send_notifications_to_email boolean DEFAULT false NOT NULL,
    show_bot_accounts boolean DEFAULT true NOT NULL,
    show_read_posts boolean DEFAULT true NOT NULL,
    email_verified boolean DEFAULT false NOT NULL,
    accepted_application boolean DEFAULT false NOT NULL,
    totp_2fa_secret text,
    open_links_in_new_tab boolean DEFAULT false NOT NULL,
    blur_nsfw boolean DEFAULT true NOT NULL,
    infinite_scroll_enabled boolean DEFAULT false NOT NULL,
    admin boolean DEFAULT false NOT NULL,
    post_listing_mode post_listing_mode_enum DEFAULT 'List'::post_listing_mode_enum NOT NULL,
    totp_2fa_enabled boolean DEFAULT false NOT NULL,
    animated_images_enabled boolean DEFAULT true NOT NULL,
    collapse_bot_comments boolean DEFAULT false NOT NULL,
    last_donation_notification_at timestamptz DEFAULT (now() - (random() * '1 year'::interval)) NOT NULL,
    private_messages_enabled boolean DEFAULT true NOT NULL,
    default_comment_sort_type comment_sort_type_enum DEFAULT 'Hot'::comment_sort_type_enum NOT NULL,
    auto_mark_fetched_posts_as_read boolean DEFAULT false NOT NULL,
    hide_posts_with_media boolean DEFAULT false NOT NULL,
    default_post_time_range_seconds integer,
    show_score boolean DEFAULT false NOT NULL,
    show_upvotes boolean DEFAULT true NOT NULL,
    show_downvotes vote_show_enum DEFAULT 'Show'::vote_show_enum NOT NULL,
    show_upvote_percentage boolean DEFAULT false NOT NULL,
    show_person_votes boolean DEFAULT true NOT NULL,
    default_items_per_page integer DEFAULT 20 NOT NULL,
    invited_by_local_user_id integer,
    show_media boolean DEFAULT true NOT NULL
);

CREATE SEQUENCE local_user_id_seq AS integer;

ALTER SEQUENCE local_user_id_seq OWNED BY local_user.id;

CREATE TABLE local_user_invite (
    id integer NOT NULL,
    token text NOT NULL,
    local_user_id integer NOT NULL,
    max_uses integer,
    uses_count integer DEFAULT 0 NOT NULL,
    expires_at timestamptz,
    published_at timestamptz DEFAULT now() NOT NULL
);

CREATE SEQUENCE local_user_invite_id_seq AS integer;

ALTER SEQUENCE local_user_invite_id_seq OWNED BY local_user_invite.id;

CREATE TABLE local_user_keyword_block (
    local_user_id integer NOT NULL,
    keyword varchar(50) NOT NULL
);

CREATE TABLE local_user_language (
    local_user_id integer NOT NULL,
    language_id integer NOT NULL
);

CREATE TABLE login_token (
    token text NOT NULL,
    user_id integer NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    ip text,
    user_agent text
);

CREATE TABLE modlog (
    id integer NOT NULL,
    kind modlog_kind NOT NULL,
    is_revert boolean NOT NULL,
    mod_id integer NOT NULL,
    reason text,
    target_person_id integer,
    target_community_id integer,
    target_post_id integer,
    target_comment_id integer,
    target_instance_id integer,
    expires_at timestamptz,
    published_at timestamptz DEFAULT now() NOT NULL,
    bulk_action_parent_id integer,
    child_count integer DEFAULT 0 NOT NULL,
    CONSTRAINT modlog_check CHECK ((((kind = 'AdminAdd'::modlog_kind) AND (num_nonnulls(target_person_id, target_instance_id) = 2) AND (num_nonnulls(target_community_id, target_post_id, target_comment_id) = 0)) OR ((kind = 'AdminBan'::modlog_kind) AND (num_nonnulls(target_person_id, target_instance_id) = 2) AND (num_nonnulls(target_community_id, target_post_id, target_comment_id) = 0)) OR ((kind = 'ModRemovePost'::modlog_kind) AND (num_nonnulls(target_post_id, target_community_id, target_person_id) = 3) AND (num_nonnulls(target_instance_id, target_comment_id) = 0)) OR ((kind = 'ModRemoveComment'::modlog_kind) AND (num_nonnulls(target_comment_id, target_person_id, target_post_id, target_community_id) = 4) AND (num_nonnulls(target_instance_id) = 0)) OR ((kind = 'ModLockComment'::modlog_kind) AND (num_nonnulls(target_comment_id, target_person_id, target_post_id, target_community_id) = 4) AND (num_nonnulls(target_instance_id) = 0)) OR ((kind = 'ModWarnComment'::modlog_kind) AND (num_nonnulls(target_comment_id, target_person_id, target_post_id, target_community_id) = 4) AND (num_nonnulls(target_instance_id) = 0)) OR ((kind = 'ModLockPost'::modlog_kind) AND (num_nonnulls(target_post_id, target_person_id, target_community_id) = 3) AND (num_nonnulls(target_instance_id, target_comment_id) = 0)) OR ((kind = 'ModWarnPost'::modlog_kind) AND (num_nonnulls(target_post_id, target_person_id, target_community_id) = 3) AND (num_nonnulls(target_instance_id, target_comment_id) = 0)) OR ((kind = 'AdminRemoveCommunity'::modlog_kind) AND (num_nonnulls(target_community_id, target_instance_id) = 2) AND (num_nonnulls(target_post_id, target_comment_id) = 0)) OR ((kind = 'ModChangeCommunityVisibility'::modlog_kind) AND (num_nonnulls(target_community_id) = 1) AND (num_nonnulls(target_post_id, target_instance_id, target_person_id, target_comment_id) = 0)) OR ((kind = 'ModBanFromCommunity'::modlog_kind) AND (num_nonnulls(target_community_id, target_person_id) = 2) AND (num_nonnulls(target_post_id, target_instance_id, target_comment_id) = 0)) OR ((kind = 'ModAddToCommunity'::modlog_kind) AND (num_nonnulls(target_community_id, target_person_id) = 2) AND (num_nonnulls(target_post_id, target_instance_id, target_comment_id) = 0)) OR ((kind = 'ModTransferCommunity'::modlog_kind) AND (num_nonnulls(target_community_id, target_person_id) = 2) AND (num_nonnulls(target_post_id, target_instance_id, target_comment_id) = 0)) OR ((kind = 'AdminAllowInstance'::modlog_kind) AND (num_nonnulls(target_instance_id) = 1) AND (num_nonnulls(target_post_id, target_person_id, target_community_id, target_comment_id) = 0)) OR ((kind = 'AdminBlockInstance'::modlog_kind) AND (num_nonnulls(target_instance_id) = 1) AND (num_nonnulls(target_post_id, target_person_id, target_community_id, target_comment_id) = 0)) OR ((kind = 'AdminPurgeComment'::modlog_kind) AND (num_nonnulls(target_post_id, target_person_id, target_community_id) = 3) AND (num_nonnulls(target_instance_id, target_comment_id) = 0)) OR ((kind = 'AdminPurgePost'::modlog_kind) AND (num_nonnulls(target_community_id) = 1) AND (num_nonnulls(target_post_id, target_person_id, target_instance_id, target_comment_id) = 0)) OR ((kind = 'AdminPurgeCommunity'::modlog_kind) AND (num_nonnulls(target_post_id, target_person_id, target_community_id, target_instance_id, target_comment_id) = 0)) OR ((kind = 'AdminPurgePerson'::modlog_kind) AND (num_nonnulls(target_post_id, target_person_id, target_community_id, target_instance_id, target_comment_id) = 0)) OR ((kind = 'ModFeaturePostCommunity'::modlog_kind) AND (num_nonnulls(target_post_id, target_community_id) = 2) AND (num_nonnulls(target_instance_id, target_person_id, target_comment_id) = 0)) OR ((kind = 'AdminFeaturePostSite'::modlog_kind) AND (num_nonnulls(target_post_id, target_community_id, target_instance_id) = 3) AND (num_nonnulls(target_person_id, target_comment_id) = 0))))
);

CREATE SEQUENCE modlog_id_seq AS integer;

ALTER SEQUENCE modlog_id_seq OWNED BY modlog.id;

CREATE TABLE multi_community (
    id integer NOT NULL,
    creator_id integer NOT NULL,
    instance_id integer NOT NULL,
    name varchar(255) NOT NULL,
    title varchar(255),
    summary varchar(255),
    local boolean DEFAULT true NOT NULL,
    deleted boolean DEFAULT false NOT NULL,
    ap_id text DEFAULT generate_unique_changeme() NOT NULL,
    public_key text NOT NULL,
    private_key text,
    inbox_url text DEFAULT generate_unique_changeme() NOT NULL,
    last_refreshed_at timestamptz DEFAULT now() NOT NULL,
    following_url text DEFAULT generate_unique_changeme() NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    subscribers integer DEFAULT 0 NOT NULL,
    subscribers_local integer DEFAULT 0 NOT NULL,
    communities integer DEFAULT 0 NOT NULL,
    sidebar text
);

CREATE TABLE multi_community_entry (
    multi_community_id integer NOT NULL,
    community_id integer NOT NULL
);

CREATE TABLE multi_community_follow (
    multi_community_id integer NOT NULL,
    person_id integer NOT NULL,
    follow_state community_follower_state NOT NULL
);

CREATE SEQUENCE multi_community_id_seq AS integer;

ALTER SEQUENCE multi_community_id_seq OWNED BY multi_community.id;

CREATE TABLE notification (
    id integer NOT NULL,
    recipient_id integer NOT NULL,
    comment_id integer,
    read boolean DEFAULT false NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    kind notification_type_enum NOT NULL,
    post_id integer,
    private_message_id integer,
    modlog_id integer,
    creator_id integer NOT NULL,
    instance_id integer,
    community_id integer,
    CONSTRAINT notification_check CHECK (((((kind = 'Mention'::notification_type_enum) OR (kind = 'Reply'::notification_type_enum)) AND (num_nonnulls(post_id, comment_id, community_id) >= 2)) OR ((kind = 'PrivateMessage'::notification_type_enum) AND (num_nonnulls(private_message_id) = 1)) OR ((kind = 'Subscribed'::notification_type_enum) AND (num_nonnulls(post_id) = 1)) OR ((kind = 'ModAction'::notification_type_enum) AND (num_nonnulls(modlog_id, post_id, comment_id, community_id, instance_id) >= 2))))
);

CREATE SEQUENCE notification_id_seq AS integer;

ALTER SEQUENCE notification_id_seq OWNED BY notification.id;

CREATE TABLE oauth_account (
    local_user_id integer NOT NULL,
    oauth_provider_id integer NOT NULL,
    oauth_user_id text NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz
);

CREATE TABLE oauth_provider (
    id integer NOT NULL,
    display_name text NOT NULL,
    issuer text NOT NULL,
    authorization_endpoint text NOT NULL,
    token_endpoint text NOT NULL,
    userinfo_endpoint text NOT NULL,
    id_claim text NOT NULL,
    client_id text NOT NULL,
    client_secret text NOT NULL,
    scopes text NOT NULL,
    auto_verify_email boolean DEFAULT true NOT NULL,
    account_linking_enabled boolean DEFAULT false NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    use_pkce boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE oauth_provider_id_seq AS integer;

ALTER SEQUENCE oauth_provider_id_seq OWNED BY oauth_provider.id;

CREATE TABLE password_reset_request (
    id integer NOT NULL,
    token text NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    local_user_id integer NOT NULL
);

CREATE SEQUENCE password_reset_request_id_seq AS integer;

ALTER SEQUENCE password_reset_request_id_seq OWNED BY password_reset_request.id;

CREATE TABLE person (
    id integer NOT NULL,
    name varchar(255) NOT NULL,
    display_name varchar(50),
    avatar text,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    ap_id varchar(255) DEFAULT generate_unique_changeme() NOT NULL,
    bio text,
    local boolean DEFAULT true NOT NULL,
    private_key text,
    public_key text NOT NULL,
    last_refreshed_at timestamptz DEFAULT now() NOT NULL,
    banner text,
    deleted boolean DEFAULT false NOT NULL,
    inbox_url varchar(255) DEFAULT generate_unique_changeme() NOT NULL,
    matrix_user_id text,
    bot_account boolean DEFAULT false NOT NULL,
    instance_id integer NOT NULL,
    post_count integer DEFAULT 0 NOT NULL,
    post_score integer DEFAULT 0 NOT NULL,
    comment_count integer DEFAULT 0 NOT NULL,
    comment_score integer DEFAULT 0 NOT NULL
);

CREATE TABLE person_actions (
    followed_at timestamptz,
    blocked_at timestamptz,
    person_id integer NOT NULL,
    target_id integer NOT NULL,
    follow_pending boolean,
    noted_at timestamptz,
    note text,
    voted_at timestamptz,
    upvotes integer,
    downvotes integer,
    CONSTRAINT person_actions_check_followed CHECK (((followed_at IS NULL) = (follow_pending IS NULL)))
);

CREATE TABLE person_content_combined (
    published_at timestamptz NOT NULL,
    creator_id integer NOT NULL,
    post_id integer NOT NULL,
    comment_id integer,
    id integer NOT NULL,
    community_id integer NOT NULL
);

ALTER TABLE person_content_combined ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME person_content_combined_id_seq
);

CREATE SEQUENCE person_id_seq AS integer;

ALTER SEQUENCE person_id_seq OWNED BY person.id;

CREATE TABLE person_liked_combined (
    voted_at timestamptz NOT NULL,
    id integer NOT NULL,
    person_id integer NOT NULL,
    creator_id integer NOT NULL,
    post_id integer NOT NULL,
    comment_id integer,
    vote_is_upvote boolean NOT NULL,
    community_id integer NOT NULL
);

CREATE SEQUENCE person_liked_combined_id_seq AS integer;

ALTER SEQUENCE person_liked_combined_id_seq OWNED BY person_liked_combined.id;

CREATE TABLE person_saved_combined (
    saved_at timestamptz NOT NULL,
    person_id integer NOT NULL,
    creator_id integer NOT NULL,
    post_id integer NOT NULL,
    comment_id integer,
    id integer NOT NULL,
    community_id integer NOT NULL
);

ALTER TABLE person_saved_combined ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME person_saved_combined_id_seq
);

CREATE TABLE post (
    id integer NOT NULL,
    name varchar(200) NOT NULL,
    url varchar(2000),
    body text,
    creator_id integer NOT NULL,
    community_id integer NOT NULL,
    removed boolean DEFAULT false NOT NULL,
    locked boolean DEFAULT false NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    deleted boolean DEFAULT false NOT NULL,
    nsfw boolean DEFAULT false NOT NULL,
    embed_title text,
    embed_description text,
    thumbnail_url text,
    ap_id varchar(255) NOT NULL,
    local boolean DEFAULT true NOT NULL,
    embed_video_url text,
    language_id integer DEFAULT 0 NOT NULL,
    featured_community boolean DEFAULT false NOT NULL,
    featured_local boolean DEFAULT false NOT NULL,
    url_content_type text,
    alt_text text,
    scheduled_publish_time_at timestamptz,
    newest_comment_time_necro_at timestamptz,
    newest_comment_time_at timestamptz,
    comments integer DEFAULT 0 NOT NULL,
    score integer DEFAULT 0 NOT NULL,
    upvotes integer DEFAULT 0 NOT NULL,
    downvotes integer DEFAULT 0 NOT NULL,
    hot_rank real DEFAULT 0.0001 NOT NULL,
    hot_rank_active real DEFAULT 0.0001 NOT NULL,
    controversy_rank real DEFAULT 0 NOT NULL,
    scaled_rank real DEFAULT 0.0001 NOT NULL,
    report_count smallint DEFAULT 0 NOT NULL,
    unresolved_report_count smallint DEFAULT 0 NOT NULL,
    federation_pending boolean DEFAULT false NOT NULL,
    embed_video_width integer,
    embed_video_height integer
);

CREATE TABLE post_actions (
    read_at timestamptz,
    read_comments_at timestamptz,
    saved_at timestamptz,
    voted_at timestamptz,
    hidden_at timestamptz,
    person_id integer NOT NULL,
    post_id integer NOT NULL,
    read_comments_amount integer,
    vote_is_upvote boolean,
    notifications post_notifications_mode_enum,
    CONSTRAINT post_actions_check_liked CHECK (((voted_at IS NULL) = (vote_is_upvote IS NULL))),
    CONSTRAINT post_actions_check_read_comments CHECK (((read_comments_at IS NULL) = (read_comments_amount IS NULL)))
);

CREATE TABLE post_community_tag (
    post_id integer NOT NULL,
    community_tag_id integer NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL
);

CREATE SEQUENCE post_id_seq AS integer;

ALTER SEQUENCE post_id_seq OWNED BY post.id;

CREATE TABLE post_report (
    id integer NOT NULL,
    creator_id integer NOT NULL,
    post_id integer NOT NULL,
    original_post_name varchar(200) NOT NULL,
    original_post_url text,
    original_post_body text,
    reason text NOT NULL,
    resolved boolean DEFAULT false NOT NULL,
    resolver_id integer,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    violates_instance_rules boolean DEFAULT false NOT NULL,
    conclusion text
);

CREATE SEQUENCE post_report_id_seq AS integer;

ALTER SEQUENCE post_report_id_seq OWNED BY post_report.id;

CREATE TABLE previously_run_sql (
    id boolean NOT NULL,
    content text NOT NULL
);

CREATE TABLE private_message (
    id integer NOT NULL,
    creator_id integer NOT NULL,
    recipient_id integer NOT NULL,
    content text NOT NULL,
    deleted boolean DEFAULT false NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    ap_id varchar(255) NOT NULL,
    local boolean DEFAULT true NOT NULL,
    removed boolean DEFAULT false NOT NULL,
    deleted_by_recipient boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE private_message_id_seq AS integer;

ALTER SEQUENCE private_message_id_seq OWNED BY private_message.id;

CREATE TABLE private_message_report (
    id integer NOT NULL,
    creator_id integer NOT NULL,
    private_message_id integer NOT NULL,
    original_pm_text text NOT NULL,
    reason text NOT NULL,
    resolved boolean DEFAULT false NOT NULL,
    resolver_id integer,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    conclusion text
);

CREATE SEQUENCE private_message_report_id_seq AS integer;

ALTER SEQUENCE private_message_report_id_seq OWNED BY private_message_report.id;

CREATE TABLE received_activity (
    ap_id text NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL
);

CREATE TABLE registration_application (
    id integer NOT NULL,
    local_user_id integer NOT NULL,
    answer text NOT NULL,
    admin_id integer,
    deny_reason text,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz
);

CREATE SEQUENCE registration_application_id_seq AS integer;

ALTER SEQUENCE registration_application_id_seq OWNED BY registration_application.id;

CREATE TABLE remote_image (
    link text NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL
);

CREATE TABLE report_combined (
    id integer NOT NULL,
    published_at timestamptz NOT NULL,
    post_report_id integer,
    comment_report_id integer,
    private_message_report_id integer,
    community_report_id integer,
    resolved boolean DEFAULT false NOT NULL,
    item_creator_id integer,
    report_creator_id integer NOT NULL,
    resolver_id integer,
    post_id integer,
    comment_id integer,
    community_id integer,
    private_message_id integer,
    CONSTRAINT report_combined_check CHECK ((num_nonnulls(post_report_id, comment_report_id, private_message_report_id, community_report_id) = 1))
);

CREATE SEQUENCE report_combined_id_seq AS integer;

ALTER SEQUENCE report_combined_id_seq OWNED BY report_combined.id;

CREATE TABLE secret (
    id integer NOT NULL,
    jwt_secret varchar DEFAULT gen_random_uuid() NOT NULL
);

CREATE SEQUENCE secret_id_seq AS integer;

ALTER SEQUENCE secret_id_seq OWNED BY secret.id;

CREATE TABLE sent_activity (
    id bigint NOT NULL,
    ap_id text NOT NULL,
    data json NOT NULL,
    sensitive boolean NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    send_inboxes text[] NOT NULL,
    send_community_followers_of integer,
    send_all_instances boolean NOT NULL,
    actor_type actor_type_enum NOT NULL,
    actor_apub_id text
);

CREATE SEQUENCE sent_activity_id_seq;

ALTER SEQUENCE sent_activity_id_seq OWNED BY sent_activity.id;

CREATE TABLE site (
    id integer NOT NULL,
    name varchar(20) NOT NULL,
    sidebar text,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz,
    icon text,
    banner text,
    summary varchar(150),
    ap_id varchar(255) DEFAULT generate_unique_changeme() NOT NULL,
    last_refreshed_at timestamptz DEFAULT now() NOT NULL,
    inbox_url varchar(255) DEFAULT generate_unique_changeme() NOT NULL,
    private_key text,
    public_key text DEFAULT generate_unique_changeme() NOT NULL,
    instance_id integer NOT NULL,
    content_warning text
);

CREATE SEQUENCE site_id_seq AS integer;

ALTER SEQUENCE site_id_seq OWNED BY site.id;

CREATE TABLE site_language (
    site_id integer NOT NULL,
    language_id integer NOT NULL
);

CREATE SEQUENCE tag_id_seq AS integer;

ALTER SEQUENCE tag_id_seq OWNED BY community_tag.id;

CREATE TABLE tagline (
    id integer NOT NULL,
    content text NOT NULL,
    published_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz
);

CREATE SEQUENCE tagline_id_seq AS integer;

ALTER SEQUENCE tagline_id_seq OWNED BY tagline.id;

ALTER TABLE comment ALTER COLUMN id SET DEFAULT nextval('comment_id_seq'::regclass);

ALTER TABLE comment_report ALTER COLUMN id SET DEFAULT nextval('comment_report_id_seq'::regclass);

ALTER TABLE community ALTER COLUMN id SET DEFAULT nextval('community_id_seq'::regclass);

ALTER TABLE community_report ALTER COLUMN id SET DEFAULT nextval('community_report_id_seq'::regclass);

ALTER TABLE community_tag ALTER COLUMN id SET DEFAULT nextval('tag_id_seq'::regclass);

ALTER TABLE custom_emoji ALTER COLUMN id SET DEFAULT nextval('custom_emoji_id_seq'::regclass);

ALTER TABLE email_verification ALTER COLUMN id SET DEFAULT nextval('email_verification_id_seq'::regclass);

ALTER TABLE instance ALTER COLUMN id SET DEFAULT nextval('instance_id_seq'::regclass);

ALTER TABLE language ALTER COLUMN id SET DEFAULT nextval('language_id_seq'::regclass);

ALTER TABLE local_site ALTER COLUMN id SET DEFAULT nextval('local_site_id_seq'::regclass);

ALTER TABLE local_site_url_blocklist ALTER COLUMN id SET DEFAULT nextval('local_site_url_blocklist_id_seq'::regclass);

ALTER TABLE local_user ALTER COLUMN id SET DEFAULT nextval('local_user_id_seq'::regclass);

ALTER TABLE local_user_invite ALTER COLUMN id SET DEFAULT nextval('local_user_invite_id_seq'::regclass);

ALTER TABLE modlog ALTER COLUMN id SET DEFAULT nextval('modlog_id_seq'::regclass);

ALTER TABLE multi_community ALTER COLUMN id SET DEFAULT nextval('multi_community_id_seq'::regclass);

ALTER TABLE notification ALTER COLUMN id SET DEFAULT nextval('notification_id_seq'::regclass);

ALTER TABLE oauth_provider ALTER COLUMN id SET DEFAULT nextval('oauth_provider_id_seq'::regclass);

ALTER TABLE password_reset_request ALTER COLUMN id SET DEFAULT nextval('password_reset_request_id_seq'::regclass);

ALTER TABLE person ALTER COLUMN id SET DEFAULT nextval('person_id_seq'::regclass);

ALTER TABLE person_liked_combined ALTER COLUMN id SET DEFAULT nextval('person_liked_combined_id_seq'::regclass);

ALTER TABLE post ALTER COLUMN id SET DEFAULT nextval('post_id_seq'::regclass);

ALTER TABLE post_report ALTER COLUMN id SET DEFAULT nextval('post_report_id_seq'::regclass);

ALTER TABLE private_message ALTER COLUMN id SET DEFAULT nextval('private_message_id_seq'::regclass);

ALTER TABLE private_message_report ALTER COLUMN id SET DEFAULT nextval('private_message_report_id_seq'::regclass);

ALTER TABLE registration_application ALTER COLUMN id SET DEFAULT nextval('registration_application_id_seq'::regclass);

ALTER TABLE report_combined ALTER COLUMN id SET DEFAULT nextval('report_combined_id_seq'::regclass);

ALTER TABLE secret ALTER COLUMN id SET DEFAULT nextval('secret_id_seq'::regclass);

ALTER TABLE sent_activity ALTER COLUMN id SET DEFAULT nextval('sent_activity_id_seq'::regclass);

ALTER TABLE site ALTER COLUMN id SET DEFAULT nextval('site_id_seq'::regclass);

ALTER TABLE tagline ALTER COLUMN id SET DEFAULT nextval('tagline_id_seq'::regclass);

ALTER TABLE __diesel_schema_migrations
    ADD CONSTRAINT __diesel_schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE comment_actions
    ADD CONSTRAINT comment_actions_pkey PRIMARY KEY (person_id, comment_id);

ALTER TABLE comment
    ADD CONSTRAINT comment_pkey PRIMARY KEY (id);

ALTER TABLE comment_report
    ADD CONSTRAINT comment_report_comment_id_creator_id_key UNIQUE (comment_id, creator_id);

ALTER TABLE comment_report
    ADD CONSTRAINT comment_report_pkey PRIMARY KEY (id);

ALTER TABLE community_actions
    ADD CONSTRAINT community_actions_pkey PRIMARY KEY (person_id, community_id);

ALTER TABLE community_community_follow
    ADD CONSTRAINT community_community_follow_pkey PRIMARY KEY (community_id, target_id);

ALTER TABLE community
    ADD CONSTRAINT community_featured_url_key UNIQUE (featured_url);

ALTER TABLE community_language
    ADD CONSTRAINT community_language_pkey PRIMARY KEY (community_id, language_id);

ALTER TABLE community
    ADD CONSTRAINT community_moderators_url_key UNIQUE (moderators_url);

ALTER TABLE community
    ADD CONSTRAINT community_pkey PRIMARY KEY (id);

ALTER TABLE community_report
    ADD CONSTRAINT community_report_community_id_creator_id_key UNIQUE (community_id, creator_id);

ALTER TABLE community_report
    ADD CONSTRAINT community_report_pkey PRIMARY KEY (id);

ALTER TABLE custom_emoji
    ADD CONSTRAINT custom_emoji_image_url_key UNIQUE (image_url);

ALTER TABLE custom_emoji_keyword
    ADD CONSTRAINT custom_emoji_keyword_pkey PRIMARY KEY (custom_emoji_id, keyword);

ALTER TABLE custom_emoji
    ADD CONSTRAINT custom_emoji_pkey PRIMARY KEY (id);

ALTER TABLE custom_emoji
    ADD CONSTRAINT custom_emoji_shortcode_key UNIQUE (shortcode);

ALTER TABLE email_verification
    ADD CONSTRAINT email_verification_pkey PRIMARY KEY (id);

ALTER TABLE federation_allowlist
    ADD CONSTRAINT federation_allowlist_pkey PRIMARY KEY (instance_id);

ALTER TABLE federation_blocklist
    ADD CONSTRAINT federation_blocklist_pkey PRIMARY KEY (instance_id);

ALTER TABLE federation_queue_state
    ADD CONSTRAINT federation_queue_state_pkey PRIMARY KEY (instance_id);

ALTER TABLE comment
    ADD CONSTRAINT idx_comment_ap_id UNIQUE (ap_id);

ALTER TABLE community
    ADD CONSTRAINT idx_community_actor_id UNIQUE (ap_id);

ALTER TABLE community
    ADD CONSTRAINT idx_community_followers_url UNIQUE (followers_url);

ALTER TABLE person
    ADD CONSTRAINT idx_person_actor_id UNIQUE (ap_id);

ALTER TABLE post
    ADD CONSTRAINT idx_post_ap_id UNIQUE (ap_id);

ALTER TABLE private_message
    ADD CONSTRAINT idx_private_message_ap_id UNIQUE (ap_id);

ALTER TABLE site
    ADD CONSTRAINT idx_site_instance_unique UNIQUE (instance_id);

ALTER TABLE image_details
    ADD CONSTRAINT image_details_pkey PRIMARY KEY (link);

ALTER TABLE local_image
    ADD CONSTRAINT image_upload_pkey PRIMARY KEY (pictrs_alias);

ALTER TABLE instance_actions
    ADD CONSTRAINT instance_actions_pkey PRIMARY KEY (person_id, instance_id);

ALTER TABLE instance
    ADD CONSTRAINT instance_domain_key UNIQUE (domain);

ALTER TABLE instance
    ADD CONSTRAINT instance_pkey PRIMARY KEY (id);

ALTER TABLE language
    ADD CONSTRAINT language_pkey PRIMARY KEY (id);

ALTER TABLE local_site
    ADD CONSTRAINT local_site_pkey PRIMARY KEY (id);

ALTER TABLE local_site_rate_limit
    ADD CONSTRAINT local_site_rate_limit_pkey PRIMARY KEY (local_site_id);

ALTER TABLE local_site
    ADD CONSTRAINT local_site_site_id_key UNIQUE (site_id);

ALTER TABLE local_site_url_blocklist
    ADD CONSTRAINT local_site_url_blocklist_pkey PRIMARY KEY (id);

ALTER TABLE local_site_url_blocklist
    ADD CONSTRAINT local_site_url_blocklist_url_key UNIQUE (url);

ALTER TABLE local_user
    ADD CONSTRAINT local_user_email_key UNIQUE (email);

ALTER TABLE local_user_invite
    ADD CONSTRAINT local_user_invite_pkey PRIMARY KEY (id);

ALTER TABLE local_user_invite
    ADD CONSTRAINT local_user_invite_token_key UNIQUE (token);

ALTER TABLE local_user_keyword_block
    ADD CONSTRAINT local_user_keyword_block_pkey PRIMARY KEY (local_user_id, keyword);

ALTER TABLE local_user_language
    ADD CONSTRAINT local_user_language_pkey PRIMARY KEY (local_user_id, language_id);

ALTER TABLE local_user
    ADD CONSTRAINT local_user_person_id_key UNIQUE (person_id);

ALTER TABLE local_user
    ADD CONSTRAINT local_user_pkey PRIMARY KEY (id);

ALTER TABLE login_token
    ADD CONSTRAINT login_token_pkey PRIMARY KEY (token);

ALTER TABLE modlog
    ADD CONSTRAINT modlog_pkey PRIMARY KEY (id);

ALTER TABLE multi_community
    ADD CONSTRAINT multi_community_ap_id_key UNIQUE (ap_id);

ALTER TABLE multi_community_entry
    ADD CONSTRAINT multi_community_entry_pkey PRIMARY KEY (multi_community_id, community_id);

ALTER TABLE multi_community_follow
    ADD CONSTRAINT multi_community_follow_pkey PRIMARY KEY (person_id, multi_community_id);

ALTER TABLE multi_community
    ADD CONSTRAINT multi_community_pkey PRIMARY KEY (id);

ALTER TABLE notification
    ADD CONSTRAINT notification_pkey PRIMARY KEY (id);

ALTER TABLE oauth_account
    ADD CONSTRAINT oauth_account_oauth_provider_id_oauth_user_id_key UNIQUE (oauth_provider_id, oauth_user_id);

ALTER TABLE oauth_account
    ADD CONSTRAINT oauth_account_pkey PRIMARY KEY (oauth_provider_id, local_user_id);

ALTER TABLE oauth_provider
    ADD CONSTRAINT oauth_provider_client_id_key UNIQUE (client_id);

ALTER TABLE oauth_provider
    ADD CONSTRAINT oauth_provider_pkey PRIMARY KEY (id);

ALTER TABLE password_reset_request
    ADD CONSTRAINT password_reset_request_pkey PRIMARY KEY (id);

ALTER TABLE person
    ADD CONSTRAINT person__pkey PRIMARY KEY (id);

ALTER TABLE person_actions
    ADD CONSTRAINT person_actions_pkey PRIMARY KEY (person_id, target_id);

ALTER TABLE person_content_combined
    ADD CONSTRAINT person_content_combined_pkey PRIMARY KEY (id);

ALTER TABLE person_liked_combined
    ADD CONSTRAINT person_liked_combined_pkey PRIMARY KEY (id);

ALTER TABLE person_liked_combined
    ADD CONSTRAINT person_liked_combined_unique UNIQUE NULLS NOT DISTINCT (person_id, comment_id, post_id);

ALTER TABLE person
    ADD CONSTRAINT person_name_instance_unique UNIQUE (name, instance_id);

ALTER TABLE person_saved_combined
    ADD CONSTRAINT person_saved_combined_pkey PRIMARY KEY (id);

ALTER TABLE post_actions
    ADD CONSTRAINT post_actions_pkey PRIMARY KEY (person_id, post_id);

ALTER TABLE post
    ADD CONSTRAINT post_pkey PRIMARY KEY (id);

ALTER TABLE post_report
    ADD CONSTRAINT post_report_pkey PRIMARY KEY (id);

ALTER TABLE post_report
    ADD CONSTRAINT post_report_post_id_creator_id_key UNIQUE (post_id, creator_id);

ALTER TABLE post_community_tag
    ADD CONSTRAINT post_tag_pkey PRIMARY KEY (post_id, community_tag_id);

ALTER TABLE previously_run_sql
    ADD CONSTRAINT previously_run_sql_pkey PRIMARY KEY (id);

ALTER TABLE private_message
    ADD CONSTRAINT private_message_pkey PRIMARY KEY (id);

ALTER TABLE private_message_report
    ADD CONSTRAINT private_message_report_pkey PRIMARY KEY (id);

ALTER TABLE private_message_report
    ADD CONSTRAINT private_message_report_private_message_id_creator_id_key UNIQUE (private_message_id, creator_id);

ALTER TABLE received_activity
    ADD CONSTRAINT received_activity_pkey PRIMARY KEY (ap_id);

ALTER TABLE registration_application
    ADD CONSTRAINT registration_application_local_user_id_key UNIQUE (local_user_id);

ALTER TABLE registration_application
    ADD CONSTRAINT registration_application_pkey PRIMARY KEY (id);

ALTER TABLE remote_image
    ADD CONSTRAINT remote_image_pkey PRIMARY KEY (link);

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_comment_report_id_key UNIQUE (comment_report_id);

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_community_report_id_key UNIQUE (community_report_id);

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_pkey PRIMARY KEY (id);

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_post_report_id_key UNIQUE (post_report_id);

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_private_message_report_id_key UNIQUE (private_message_report_id);

ALTER TABLE secret
    ADD CONSTRAINT secret_pkey PRIMARY KEY (id);

ALTER TABLE sent_activity
    ADD CONSTRAINT sent_activity_ap_id_key UNIQUE (ap_id);

ALTER TABLE sent_activity
    ADD CONSTRAINT sent_activity_pkey PRIMARY KEY (id);

ALTER TABLE site
    ADD CONSTRAINT site_actor_id_key UNIQUE (ap_id);

ALTER TABLE site_language
    ADD CONSTRAINT site_language_pkey PRIMARY KEY (site_id, language_id);

ALTER TABLE site
    ADD CONSTRAINT site_pkey PRIMARY KEY (id);

ALTER TABLE community_tag
    ADD CONSTRAINT tag_ap_id_key UNIQUE (ap_id);

ALTER TABLE community_tag
    ADD CONSTRAINT tag_pkey PRIMARY KEY (id);

ALTER TABLE tagline
    ADD CONSTRAINT tagline_pkey PRIMARY KEY (id);

CREATE INDEX idx_comment_actions_comment ON comment_actions USING btree (comment_id);

CREATE INDEX idx_comment_actions_like_score ON comment_actions USING btree (comment_id, vote_is_upvote, person_id) WHERE (vote_is_upvote IS NOT NULL);

CREATE INDEX idx_comment_actions_liked_not_null ON comment_actions USING btree (person_id, comment_id) WHERE ((voted_at IS NOT NULL) OR (vote_is_upvote IS NOT NULL));

CREATE INDEX idx_comment_actions_person ON comment_actions USING btree (person_id);

CREATE INDEX idx_comment_actions_saved_not_null ON comment_actions USING btree (person_id, comment_id) WHERE (saved_at IS NOT NULL);

CREATE INDEX idx_comment_actions_voted_at ON comment_actions USING btree (voted_at) WHERE (voted_at IS NOT NULL);

CREATE INDEX idx_comment_community ON comment USING btree (community_id);

CREATE INDEX idx_comment_content_trigram ON comment USING gin (content gin_trgm_ops);

CREATE INDEX idx_comment_controversy ON comment USING btree (controversy_rank DESC);

CREATE INDEX idx_comment_creator ON comment USING btree (creator_id);

CREATE INDEX idx_comment_hot ON comment USING btree (hot_rank DESC, score DESC);

CREATE INDEX idx_comment_language ON comment USING btree (language_id);

CREATE INDEX idx_comment_nonzero_hotrank ON comment USING btree (published_at) WHERE (hot_rank <> (0)::double precision);

CREATE INDEX idx_comment_post ON comment USING btree (post_id);

CREATE INDEX idx_comment_published ON comment USING btree (published_at DESC);

CREATE INDEX idx_comment_report_creator ON comment_report USING btree (creator_id);

CREATE INDEX idx_comment_report_published ON comment_report USING btree (published_at DESC);

CREATE INDEX idx_comment_report_resolver ON comment_report USING btree (resolver_id);

CREATE INDEX idx_comment_score ON comment USING btree (score DESC);

CREATE INDEX idx_community_actions_became_moderator ON community_actions USING btree (became_moderator_at) WHERE (became_moderator_at IS NOT NULL);

CREATE INDEX idx_community_actions_became_moderator_not_null ON community_actions USING btree (person_id, community_id) WHERE (became_moderator_at IS NOT NULL);

CREATE INDEX idx_community_actions_blocked_not_null ON community_actions USING btree (person_id, community_id) WHERE (blocked_at IS NOT NULL);

CREATE INDEX idx_community_actions_community ON community_actions USING btree (community_id);

CREATE INDEX idx_community_actions_follow_approver ON community_actions USING btree (follow_approver_id);

CREATE INDEX idx_community_actions_followed ON community_actions USING btree (followed_at) WHERE (followed_at IS NOT NULL);

CREATE INDEX idx_community_actions_followed_not_null ON community_actions USING btree (person_id, community_id) WHERE ((followed_at IS NOT NULL) OR (follow_state IS NOT NULL));

CREATE INDEX idx_community_actions_person ON community_actions USING btree (person_id);

CREATE INDEX idx_community_actions_received_ban_not_null ON community_actions USING btree (person_id, community_id) WHERE (received_ban_at IS NOT NULL);

CREATE INDEX idx_community_comments ON community USING btree (comments DESC, id DESC);

CREATE INDEX idx_community_community_follow_target ON community_community_follow USING btree (target_id);

CREATE INDEX idx_community_hot ON community USING btree (hot_rank DESC, id DESC);

CREATE INDEX idx_community_instance ON community USING btree (instance_id);

CREATE INDEX idx_community_language_language ON community_language USING btree (language_id);

CREATE UNIQUE INDEX idx_community_lower_actor_id ON community USING btree (lower((ap_id)::text));

CREATE INDEX idx_community_lower_name ON community USING btree (lower((name)::text) DESC, id DESC);

CREATE INDEX idx_community_nonzero_hotrank ON community USING btree (published_at) WHERE (hot_rank <> (0)::double precision);

CREATE INDEX idx_community_posts ON community USING btree (posts DESC, id DESC);

CREATE INDEX idx_community_published ON community USING btree (published_at DESC, id DESC);

CREATE INDEX idx_community_random_number ON community USING btree (random_number) INCLUDE (local, nsfw) WHERE (NOT (deleted OR removed OR (visibility = 'Private'::community_visibility) OR (visibility = 'Unlisted'::community_visibility)));

CREATE INDEX idx_community_report_creator ON community_report USING btree (creator_id);

CREATE INDEX idx_community_report_published ON community_report USING btree (published_at DESC);

CREATE INDEX idx_community_report_resolver ON community_report USING btree (resolver_id);

CREATE INDEX idx_community_subscribers ON community USING btree (subscribers DESC, id DESC);

CREATE INDEX idx_community_subscribers_local ON community USING btree (subscribers_local DESC, id DESC);

CREATE INDEX idx_community_title ON community USING btree (title DESC, id DESC);

CREATE INDEX idx_community_trigram ON community USING gin (name gin_trgm_ops, title gin_trgm_ops, summary gin_trgm_ops, sidebar gin_trgm_ops);

CREATE INDEX idx_community_users_active_day ON community USING btree (users_active_day DESC, id DESC);

CREATE INDEX idx_community_users_active_half_year ON community USING btree (users_active_half_year DESC, id DESC);

CREATE INDEX idx_community_users_active_month ON community USING btree (users_active_month DESC, id DESC);

CREATE INDEX idx_community_users_active_week ON community USING btree (users_active_week DESC, id DESC);

CREATE INDEX idx_custom_emoji_category ON custom_emoji USING btree (id, category);

CREATE INDEX idx_email_verification_user ON email_verification USING btree (local_user_id);

CREATE INDEX idx_image_upload_person_id ON local_image USING btree (person_id);

CREATE INDEX idx_instance_actions_blocked_not_null ON instance_actions USING btree (person_id, instance_id) WHERE (blocked_communities_at IS NOT NULL);

CREATE INDEX idx_instance_actions_instance ON instance_actions USING btree (instance_id);

CREATE INDEX idx_instance_actions_person ON instance_actions USING btree (person_id);

CREATE INDEX idx_local_image_thumbnail_post ON local_image USING btree (thumbnail_for_post_id);

CREATE INDEX idx_local_site_suggested_communities ON local_site USING btree (suggested_multi_community_id);

CREATE INDEX idx_local_site_system_account ON local_site USING btree (system_account);

CREATE INDEX idx_local_user_invite_local_user_id ON local_user_invite USING btree (local_user_id);

CREATE INDEX idx_local_user_invited_by_local_user_id ON local_user USING btree (invited_by_local_user_id);

CREATE INDEX idx_local_user_language_language ON local_user_language USING btree (language_id);

CREATE INDEX idx_login_token_user_token ON login_token USING btree (user_id, token);

CREATE INDEX idx_modlog_bulk_action_parent_id ON modlog USING btree (bulk_action_parent_id);

CREATE INDEX idx_modlog_kind ON modlog USING btree (kind);

CREATE INDEX idx_modlog_mod ON modlog USING btree (mod_id);

CREATE INDEX idx_modlog_published_id ON modlog USING btree (published_at DESC, id DESC);

CREATE INDEX idx_modlog_published_id_bulk_action_parent ON modlog USING btree (published_at DESC, id DESC, bulk_action_parent_id);

CREATE INDEX idx_modlog_target_comment ON modlog USING btree (target_comment_id) WHERE (target_comment_id IS NOT NULL);

CREATE INDEX idx_modlog_target_community ON modlog USING btree (target_community_id) WHERE (target_community_id IS NOT NULL);

CREATE INDEX idx_modlog_target_instance ON modlog USING btree (target_instance_id) WHERE (target_instance_id IS NOT NULL);

CREATE INDEX idx_modlog_target_person ON modlog USING btree (target_person_id) WHERE (target_person_id IS NOT NULL);

CREATE INDEX idx_modlog_target_post ON modlog USING btree (target_post_id) WHERE (target_post_id IS NOT NULL);

CREATE INDEX idx_multi_community_ap_id ON multi_community USING btree (ap_id);

CREATE INDEX idx_multi_community_communities ON multi_community USING btree (communities DESC, id DESC);

CREATE INDEX idx_multi_community_entry_community_id ON multi_community_entry USING btree (community_id);

CREATE INDEX idx_multi_community_follow_multi_id ON multi_community_follow USING btree (multi_community_id);

CREATE INDEX idx_multi_community_instance ON multi_community USING btree (instance_id);

CREATE UNIQUE INDEX idx_multi_community_lower_actor_id ON multi_community USING btree (lower(ap_id));

CREATE INDEX idx_multi_community_lower_name ON multi_community USING btree (lower((name)::text) DESC, id DESC);

CREATE INDEX idx_multi_community_published ON multi_community USING btree (published_at DESC, id DESC);

CREATE INDEX idx_multi_community_read_from_name ON multi_community USING btree (local) WHERE (local AND (NOT deleted));

CREATE INDEX idx_multi_community_subscribers ON multi_community USING btree (subscribers DESC, id DESC);

CREATE INDEX idx_multi_community_subscribers_local ON multi_community USING btree (subscribers_local DESC, id DESC);

CREATE INDEX idx_multi_community_trigram ON multi_community USING gin (name gin_trgm_ops, title gin_trgm_ops, summary gin_trgm_ops, sidebar gin_trgm_ops);

CREATE INDEX idx_multi_creator_id ON multi_community USING btree (creator_id);

CREATE INDEX idx_notification_comment ON notification USING btree (comment_id);

CREATE INDEX idx_notification_community ON notification USING btree (community_id);

CREATE INDEX idx_notification_creator ON notification USING btree (creator_id);

CREATE INDEX idx_notification_instance ON notification USING btree (instance_id);

CREATE INDEX idx_notification_modlog_id ON notification USING btree (modlog_id) WHERE (modlog_id IS NOT NULL);

CREATE INDEX idx_notification_post ON notification USING btree (post_id) WHERE (post_id IS NOT NULL);

CREATE INDEX idx_notification_private_message ON notification USING btree (private_message_id) WHERE (private_message_id IS NOT NULL);

CREATE INDEX idx_notification_published ON notification USING btree (published_at DESC);

CREATE INDEX idx_notification_published_id_recipient ON notification USING btree (published_at DESC, id DESC, recipient_id);

CREATE INDEX idx_notification_recipient ON notification USING btree (recipient_id);

CREATE INDEX idx_notification_recipient_published ON notification USING btree (recipient_id, published_at);

CREATE INDEX idx_notification_unread ON notification USING btree (read);

CREATE INDEX idx_oauth_account_user ON oauth_account USING btree (local_user_id);

CREATE INDEX idx_password_reset_request_user ON password_reset_request USING btree (local_user_id);

CREATE INDEX idx_path_gist ON comment USING gist (path);

CREATE INDEX idx_person_actions_blocked_not_null ON person_actions USING btree (person_id, target_id) WHERE (blocked_at IS NOT NULL);

CREATE INDEX idx_person_actions_followed_not_null ON person_actions USING btree (person_id, target_id) WHERE ((followed_at IS NOT NULL) OR (follow_pending IS NOT NULL));

CREATE INDEX idx_person_actions_person ON person_actions USING btree (person_id);

CREATE INDEX idx_person_actions_target ON person_actions USING btree (target_id);

CREATE INDEX idx_person_comment_score ON person USING btree (comment_score DESC);

CREATE INDEX idx_person_content_combined_comment ON person_content_combined USING btree (comment_id);

CREATE INDEX idx_person_content_combined_community ON person_content_combined USING btree (community_id);

CREATE INDEX idx_person_content_combined_creator_published ON person_content_combined USING btree (creator_id, published_at DESC, id DESC);

CREATE INDEX idx_person_content_combined_post ON person_content_combined USING btree (post_id);

CREATE INDEX idx_person_instance ON person USING btree (instance_id);

CREATE INDEX idx_person_liked_combined_comment ON person_liked_combined USING btree (comment_id) WHERE (comment_id IS NOT NULL);

CREATE INDEX idx_person_liked_combined_community ON person_liked_combined USING btree (community_id);

CREATE INDEX idx_person_liked_combined_creator ON person_liked_combined USING btree (creator_id);

CREATE INDEX idx_person_liked_combined_person ON person_liked_combined USING btree (person_id);

CREATE INDEX idx_person_liked_combined_person_voted_at ON person_liked_combined USING btree (person_id, voted_at DESC, id DESC);

CREATE INDEX idx_person_liked_combined_post ON person_liked_combined USING btree (post_id) WHERE (post_id IS NOT NULL);

CREATE INDEX idx_person_local_instance ON person USING btree (local DESC, instance_id);

CREATE UNIQUE INDEX idx_person_lower_actor_id ON person USING btree (lower((ap_id)::text));

CREATE INDEX idx_person_lower_name ON person USING btree (lower((name)::text));

CREATE INDEX idx_person_post_score ON person USING btree (post_score DESC);

CREATE INDEX idx_person_published ON person USING btree (published_at DESC);

CREATE INDEX idx_person_saved_combined_comment ON person_saved_combined USING btree (comment_id) WHERE (comment_id IS NOT NULL);

CREATE INDEX idx_person_saved_combined_community ON person_saved_combined USING btree (community_id);

CREATE INDEX idx_person_saved_combined_creator ON person_saved_combined USING btree (creator_id);

CREATE INDEX idx_person_saved_combined_person ON person_saved_combined USING btree (person_id);

CREATE INDEX idx_person_saved_combined_person_saved ON person_saved_combined USING btree (person_id, saved_at DESC, id DESC);

CREATE INDEX idx_person_saved_combined_post ON person_saved_combined USING btree (post_id) WHERE (post_id IS NOT NULL);

CREATE INDEX idx_person_trigram ON person USING gin (name gin_trgm_ops, display_name gin_trgm_ops, bio gin_trgm_ops);

CREATE INDEX idx_post_actions_like_score ON post_actions USING btree (post_id, vote_is_upvote, person_id) WHERE (vote_is_upvote IS NOT NULL);

CREATE INDEX idx_post_actions_liked_not_null ON post_actions USING btree (person_id, post_id) WHERE ((voted_at IS NOT NULL) OR (vote_is_upvote IS NOT NULL));

CREATE INDEX idx_post_actions_person ON post_actions USING btree (person_id);

CREATE INDEX idx_post_actions_person_hidden ON post_actions USING btree (person_id, hidden_at DESC, post_id DESC) WHERE (hidden_at IS NOT NULL);

CREATE INDEX idx_post_actions_person_read ON post_actions USING btree (person_id, read_at DESC, post_id DESC) WHERE (read_at IS NOT NULL);

CREATE INDEX idx_post_actions_post ON post_actions USING btree (post_id);

CREATE INDEX idx_post_actions_read_comments_not_null ON post_actions USING btree (person_id, post_id) WHERE ((read_comments_at IS NOT NULL) OR (read_comments_amount IS NOT NULL));

CREATE INDEX idx_post_actions_saved_not_null ON post_actions USING btree (person_id, post_id) WHERE (saved_at IS NOT NULL);

CREATE INDEX idx_post_actions_voted_at ON post_actions USING btree (voted_at) WHERE (voted_at IS NOT NULL);

CREATE INDEX idx_post_community ON post USING btree (community_id);

CREATE INDEX idx_post_community_active ON post USING btree (featured_local DESC, hot_rank_active DESC, published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_community_controversy ON post USING btree (featured_local DESC, controversy_rank DESC, id DESC, community_id);

CREATE INDEX idx_post_community_hot ON post USING btree (featured_local DESC, hot_rank DESC, published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_community_most_comments ON post USING btree (featured_local DESC, comments DESC, published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_community_newest_comment_time ON post USING btree (featured_local DESC, COALESCE(newest_comment_time_at, published_at) DESC, id DESC, community_id);

CREATE INDEX idx_post_community_newest_comment_time_necro ON post USING btree (featured_local DESC, COALESCE(newest_comment_time_necro_at, published_at) DESC, id DESC, community_id);

CREATE INDEX idx_post_community_published ON post USING btree (published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_community_scaled ON post USING btree (featured_local DESC, scaled_rank DESC, published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_community_score ON post USING btree (featured_local DESC, score DESC, published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_creator ON post USING btree (creator_id);

CREATE INDEX idx_post_featured_community_active ON post USING btree (featured_community DESC, hot_rank_active DESC, published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_featured_community_controversy ON post USING btree (featured_community DESC, controversy_rank DESC, id DESC, community_id);

CREATE INDEX idx_post_featured_community_hot ON post USING btree (featured_community DESC, hot_rank DESC, published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_featured_community_most_comments ON post USING btree (featured_community DESC, comments DESC, published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_featured_community_newest_comment_time ON post USING btree (featured_community DESC, COALESCE(newest_comment_time_at, published_at) DESC, id DESC, community_id);

CREATE INDEX idx_post_featured_community_newest_comment_time_necr ON post USING btree (featured_community DESC, COALESCE(newest_comment_time_necro_at, published_at) DESC, id DESC, community_id);

CREATE INDEX idx_post_featured_community_published ON post USING btree (featured_community DESC, published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_featured_community_published_asc ON post USING btree (featured_community DESC, reverse_timestamp_sort(published_at) DESC, id DESC, community_id);

CREATE INDEX idx_post_featured_community_scaled ON post USING btree (featured_community DESC, scaled_rank DESC, published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_featured_community_score ON post USING btree (featured_community DESC, score DESC, published_at DESC, id DESC, community_id);

CREATE INDEX idx_post_featured_local_active ON post USING btree (featured_local DESC, hot_rank_active DESC, published_at DESC, id DESC);

CREATE INDEX idx_post_featured_local_controversy ON post USING btree (featured_local DESC, controversy_rank DESC, id DESC);

CREATE INDEX idx_post_featured_local_hot ON post USING btree (featured_local DESC, hot_rank DESC, published_at DESC, id DESC);

CREATE INDEX idx_post_featured_local_most_comments ON post USING btree (featured_local DESC, comments DESC, published_at DESC, id DESC);

CREATE INDEX idx_post_featured_local_newest_comment_time ON post USING btree (featured_local DESC, COALESCE(newest_comment_time_at, published_at) DESC, id DESC);

CREATE INDEX idx_post_featured_local_newest_comment_time_necro ON post USING btree (featured_local DESC, COALESCE(newest_comment_time_necro_at, published_at) DESC, id DESC);

CREATE INDEX idx_post_featured_local_published ON post USING btree (featured_local DESC, published_at DESC, id DESC);

CREATE INDEX idx_post_featured_local_scaled ON post USING btree (featured_local DESC, scaled_rank DESC, published_at DESC, id DESC);

CREATE INDEX idx_post_featured_local_score ON post USING btree (featured_local DESC, score DESC, published_at DESC, id DESC);

CREATE INDEX idx_post_language ON post USING btree (language_id);

CREATE INDEX idx_post_nonzero_hotrank ON post USING btree (published_at DESC) WHERE ((hot_rank <> (0)::double precision) OR (hot_rank_active <> (0)::double precision));

CREATE INDEX idx_post_published ON post USING btree (published_at);

CREATE INDEX idx_post_report_creator ON post_report USING btree (creator_id);

CREATE INDEX idx_post_report_published ON post_report USING btree (published_at DESC);

CREATE INDEX idx_post_report_resolver ON post_report USING btree (resolver_id);

CREATE INDEX idx_post_scheduled_publish_time ON post USING btree (scheduled_publish_time_at);

CREATE INDEX idx_post_tag_tag ON post_community_tag USING btree (community_tag_id);

CREATE INDEX idx_post_trigram ON post USING gin (name gin_trgm_ops, body gin_trgm_ops, alt_text gin_trgm_ops);

CREATE INDEX idx_post_url ON post USING btree (url);

CREATE INDEX idx_post_url_content_type ON post USING gin (url_content_type gin_trgm_ops);

CREATE INDEX idx_private_message_creator ON private_message USING btree (creator_id);

CREATE INDEX idx_private_message_recipient ON private_message USING btree (recipient_id);

CREATE INDEX idx_private_message_report_creator ON private_message_report USING btree (creator_id);

CREATE INDEX idx_private_message_report_resolver ON private_message_report USING btree (resolver_id);

CREATE INDEX idx_registration_application_admin ON registration_application USING btree (admin_id);

CREATE INDEX idx_registration_application_published ON registration_application USING btree (published_at DESC);

CREATE INDEX idx_registration_application_updated ON registration_application USING btree (updated_at DESC);

CREATE INDEX idx_report_combined_comment ON report_combined USING btree (comment_id);

CREATE INDEX idx_report_combined_community ON report_combined USING btree (community_id);

CREATE INDEX idx_report_combined_item_creator ON report_combined USING btree (item_creator_id);

CREATE INDEX idx_report_combined_post ON report_combined USING btree (post_id);

CREATE INDEX idx_report_combined_private_message ON report_combined USING btree (private_message_id);

CREATE INDEX idx_report_combined_published ON report_combined USING btree (published_at DESC, id DESC);

CREATE INDEX idx_report_combined_published_asc ON report_combined USING btree (resolved, published_at, id);

CREATE INDEX idx_report_combined_report_creator ON report_combined USING btree (report_creator_id);

CREATE INDEX idx_report_combined_resolver ON report_combined USING btree (resolver_id);

CREATE INDEX idx_site_language_language ON site_language USING btree (language_id);

CREATE INDEX idx_tag_community ON community_tag USING btree (community_id);

CREATE INDEX idx_tagline_published_id ON tagline USING btree (published_at DESC, id DESC);

CREATE STATISTICS comment_actions_liked_stat ON (voted_at IS NULL), (vote_is_upvote IS NULL) FROM comment_actions;

CREATE STATISTICS community_actions_followed_stat ON (followed_at IS NULL), (follow_state IS NULL) FROM community_actions;

CREATE STATISTICS person_actions_followed_stat ON (followed_at IS NULL), (follow_pending IS NULL) FROM person_actions;

CREATE STATISTICS post_actions_liked_stat ON (voted_at IS NULL), (vote_is_upvote IS NULL), (post_id IS NULL) FROM post_actions;

CREATE STATISTICS post_actions_read_comments_stat ON (read_comments_at IS NULL), (read_comments_amount IS NULL) FROM post_actions;

ALTER TABLE comment_actions
    ADD CONSTRAINT comment_actions_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES comment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE comment_actions
    ADD CONSTRAINT comment_actions_person_id_fkey FOREIGN KEY (person_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE comment
    ADD CONSTRAINT comment_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE comment
    ADD CONSTRAINT comment_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE comment
    ADD CONSTRAINT comment_language_id_fkey FOREIGN KEY (language_id) REFERENCES language(id);

ALTER TABLE comment
    ADD CONSTRAINT comment_post_id_fkey FOREIGN KEY (post_id) REFERENCES post(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE comment_report
    ADD CONSTRAINT comment_report_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES comment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE comment_report
    ADD CONSTRAINT comment_report_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE comment_report
    ADD CONSTRAINT comment_report_resolver_id_fkey FOREIGN KEY (resolver_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community_actions
    ADD CONSTRAINT community_actions_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community_actions
    ADD CONSTRAINT community_actions_follow_approver_id_fkey FOREIGN KEY (follow_approver_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community_actions
    ADD CONSTRAINT community_actions_person_id_fkey FOREIGN KEY (person_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community_community_follow
    ADD CONSTRAINT community_community_follow_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community_community_follow
    ADD CONSTRAINT community_community_follow_target_id_fkey FOREIGN KEY (target_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community
    ADD CONSTRAINT community_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES instance(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community_language
    ADD CONSTRAINT community_language_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community_language
    ADD CONSTRAINT community_language_language_id_fkey FOREIGN KEY (language_id) REFERENCES language(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community_report
    ADD CONSTRAINT community_report_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community_report
    ADD CONSTRAINT community_report_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community_report
    ADD CONSTRAINT community_report_resolver_id_fkey FOREIGN KEY (resolver_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE custom_emoji_keyword
    ADD CONSTRAINT custom_emoji_keyword_custom_emoji_id_fkey FOREIGN KEY (custom_emoji_id) REFERENCES custom_emoji(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE email_verification
    ADD CONSTRAINT email_verification_local_user_id_fkey FOREIGN KEY (local_user_id) REFERENCES local_user(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE federation_allowlist
    ADD CONSTRAINT federation_allowlist_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES instance(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE federation_blocklist
    ADD CONSTRAINT federation_blocklist_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES instance(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE federation_queue_state
    ADD CONSTRAINT federation_queue_state_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES instance(id);

ALTER TABLE instance_actions
    ADD CONSTRAINT instance_actions_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES instance(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE instance_actions
    ADD CONSTRAINT instance_actions_person_id_fkey FOREIGN KEY (person_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE local_image
    ADD CONSTRAINT local_image_person_id_fkey FOREIGN KEY (person_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE local_image
    ADD CONSTRAINT local_image_thumbnail_for_post_id_fkey FOREIGN KEY (thumbnail_for_post_id) REFERENCES post(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE local_site_rate_limit
    ADD CONSTRAINT local_site_rate_limit_local_site_id_fkey FOREIGN KEY (local_site_id) REFERENCES local_site(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE local_site
    ADD CONSTRAINT local_site_site_id_fkey FOREIGN KEY (site_id) REFERENCES site(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE local_site
    ADD CONSTRAINT local_site_suggested_communities_fkey FOREIGN KEY (suggested_multi_community_id) REFERENCES multi_community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE local_site
    ADD CONSTRAINT local_site_system_account_fkey FOREIGN KEY (system_account) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE local_user_invite
    ADD CONSTRAINT local_user_invite_local_user_id_fkey FOREIGN KEY (local_user_id) REFERENCES local_user(id) ON DELETE CASCADE;

ALTER TABLE local_user
    ADD CONSTRAINT local_user_invited_by_local_user_id_fkey FOREIGN KEY (invited_by_local_user_id) REFERENCES local_user(id) ON DELETE SET NULL;

ALTER TABLE local_user_keyword_block
    ADD CONSTRAINT local_user_keyword_block_local_user_id_fkey FOREIGN KEY (local_user_id) REFERENCES local_user(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE local_user_language
    ADD CONSTRAINT local_user_language_language_id_fkey FOREIGN KEY (language_id) REFERENCES language(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE local_user_language
    ADD CONSTRAINT local_user_language_local_user_id_fkey FOREIGN KEY (local_user_id) REFERENCES local_user(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE local_user
    ADD CONSTRAINT local_user_person_id_fkey FOREIGN KEY (person_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE login_token
    ADD CONSTRAINT login_token_user_id_fkey FOREIGN KEY (user_id) REFERENCES local_user(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE modlog
    ADD CONSTRAINT modlog_bulk_action_parent_id_fkey FOREIGN KEY (bulk_action_parent_id) REFERENCES modlog(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE modlog
    ADD CONSTRAINT modlog_mod_fkey FOREIGN KEY (mod_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE modlog
    ADD CONSTRAINT modlog_target_comment_fkey FOREIGN KEY (target_comment_id) REFERENCES comment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE modlog
    ADD CONSTRAINT modlog_target_community_fkey FOREIGN KEY (target_community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE modlog
    ADD CONSTRAINT modlog_target_instance_fkey FOREIGN KEY (target_instance_id) REFERENCES instance(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE modlog
    ADD CONSTRAINT modlog_target_person_fkey FOREIGN KEY (target_person_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE modlog
    ADD CONSTRAINT modlog_target_post_fkey FOREIGN KEY (target_post_id) REFERENCES post(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE multi_community
    ADD CONSTRAINT multi_community_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE multi_community_entry
    ADD CONSTRAINT multi_community_entry_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE multi_community_entry
    ADD CONSTRAINT multi_community_entry_multi_community_id_fkey FOREIGN KEY (multi_community_id) REFERENCES multi_community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE multi_community_follow
    ADD CONSTRAINT multi_community_follow_multi_community_id_fkey FOREIGN KEY (multi_community_id) REFERENCES multi_community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE multi_community_follow
    ADD CONSTRAINT multi_community_follow_person_id_fkey FOREIGN KEY (person_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE multi_community
    ADD CONSTRAINT multi_community_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES instance(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE notification
    ADD CONSTRAINT notification_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES comment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE notification
    ADD CONSTRAINT notification_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE notification
    ADD CONSTRAINT notification_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE notification
    ADD CONSTRAINT notification_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES instance(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE notification
    ADD CONSTRAINT notification_modlog_id_fkey FOREIGN KEY (modlog_id) REFERENCES modlog(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE notification
    ADD CONSTRAINT notification_post_id_fkey FOREIGN KEY (post_id) REFERENCES post(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE notification
    ADD CONSTRAINT notification_private_message_id_fkey FOREIGN KEY (private_message_id) REFERENCES private_message(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE notification
    ADD CONSTRAINT notification_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE oauth_account
    ADD CONSTRAINT oauth_account_local_user_id_fkey FOREIGN KEY (local_user_id) REFERENCES local_user(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE oauth_account
    ADD CONSTRAINT oauth_account_oauth_provider_id_fkey FOREIGN KEY (oauth_provider_id) REFERENCES oauth_provider(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE password_reset_request
    ADD CONSTRAINT password_reset_request_local_user_id_fkey FOREIGN KEY (local_user_id) REFERENCES local_user(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_actions
    ADD CONSTRAINT person_actions_person_id_fkey FOREIGN KEY (person_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_actions
    ADD CONSTRAINT person_actions_target_id_fkey FOREIGN KEY (target_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_content_combined
    ADD CONSTRAINT person_content_combined_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES comment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_content_combined
    ADD CONSTRAINT person_content_combined_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_content_combined
    ADD CONSTRAINT person_content_combined_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_content_combined
    ADD CONSTRAINT person_content_combined_post_id_fkey FOREIGN KEY (post_id) REFERENCES post(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person
    ADD CONSTRAINT person_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES instance(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_liked_combined
    ADD CONSTRAINT person_liked_combined_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES comment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_liked_combined
    ADD CONSTRAINT person_liked_combined_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_liked_combined
    ADD CONSTRAINT person_liked_combined_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_liked_combined
    ADD CONSTRAINT person_liked_combined_person_id_fkey FOREIGN KEY (person_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_liked_combined
    ADD CONSTRAINT person_liked_combined_post_id_fkey FOREIGN KEY (post_id) REFERENCES post(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_saved_combined
    ADD CONSTRAINT person_saved_combined_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES comment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_saved_combined
    ADD CONSTRAINT person_saved_combined_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_saved_combined
    ADD CONSTRAINT person_saved_combined_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_saved_combined
    ADD CONSTRAINT person_saved_combined_person_id_fkey FOREIGN KEY (person_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE person_saved_combined
    ADD CONSTRAINT person_saved_combined_post_id_fkey FOREIGN KEY (post_id) REFERENCES post(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE post_actions
    ADD CONSTRAINT post_actions_person_id_fkey FOREIGN KEY (person_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE post_actions
    ADD CONSTRAINT post_actions_post_id_fkey FOREIGN KEY (post_id) REFERENCES post(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE post
    ADD CONSTRAINT post_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE post
    ADD CONSTRAINT post_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE post
    ADD CONSTRAINT post_language_id_fkey FOREIGN KEY (language_id) REFERENCES language(id);

ALTER TABLE post_report
    ADD CONSTRAINT post_report_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE post_report
    ADD CONSTRAINT post_report_post_id_fkey FOREIGN KEY (post_id) REFERENCES post(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE post_report
    ADD CONSTRAINT post_report_resolver_id_fkey FOREIGN KEY (resolver_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE post_community_tag
    ADD CONSTRAINT post_tag_post_id_fkey FOREIGN KEY (post_id) REFERENCES post(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE post_community_tag
    ADD CONSTRAINT post_tag_tag_id_fkey FOREIGN KEY (community_tag_id) REFERENCES community_tag(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE private_message
    ADD CONSTRAINT private_message_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE private_message
    ADD CONSTRAINT private_message_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE private_message_report
    ADD CONSTRAINT private_message_report_creator_id_fkey FOREIGN KEY (creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE private_message_report
    ADD CONSTRAINT private_message_report_private_message_id_fkey FOREIGN KEY (private_message_id) REFERENCES private_message(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE private_message_report
    ADD CONSTRAINT private_message_report_resolver_id_fkey FOREIGN KEY (resolver_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE registration_application
    ADD CONSTRAINT registration_application_admin_id_fkey FOREIGN KEY (admin_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE registration_application
    ADD CONSTRAINT registration_application_local_user_id_fkey FOREIGN KEY (local_user_id) REFERENCES local_user(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES comment(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_comment_report_id_fkey FOREIGN KEY (comment_report_id) REFERENCES comment_report(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_community_report_id_fkey FOREIGN KEY (community_report_id) REFERENCES community_report(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_item_creator_id_fkey FOREIGN KEY (item_creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_post_id_fkey FOREIGN KEY (post_id) REFERENCES post(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_post_report_id_fkey FOREIGN KEY (post_report_id) REFERENCES post_report(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_private_message_id_fkey FOREIGN KEY (private_message_id) REFERENCES private_message(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_private_message_report_id_fkey FOREIGN KEY (private_message_report_id) REFERENCES private_message_report(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_report_creator_id_fkey FOREIGN KEY (report_creator_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE report_combined
    ADD CONSTRAINT report_combined_resolver_id_fkey FOREIGN KEY (resolver_id) REFERENCES person(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE site
    ADD CONSTRAINT site_instance_id_fkey FOREIGN KEY (instance_id) REFERENCES instance(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE site_language
    ADD CONSTRAINT site_language_language_id_fkey FOREIGN KEY (language_id) REFERENCES language(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE site_language
    ADD CONSTRAINT site_language_site_id_fkey FOREIGN KEY (site_id) REFERENCES site(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE community_tag
    ADD CONSTRAINT tag_community_id_fkey FOREIGN KEY (community_id) REFERENCES community(id) ON UPDATE CASCADE ON DELETE CASCADE;

RESET search_path;
`,
  dataSql: `
SET search_path TO lemmy, public;

INSERT INTO __diesel_schema_migrations (version, run_on) VALUES
('00000000000000', now() - interval '1026 days'),
('20190226002946', now() - interval '1023 days'),
('20190227170003', now() - interval '1020 days'),
('20190303163336', now() - interval '1017 days'),
('20190305233828', now() - interval '1014 days'),
('20190330212058', now() - interval '1011 days'),
('20190403155205', now() - interval '1008 days'),
('20190403155309', now() - interval '1005 days'),
('20190407003142', now() - interval '1002 days'),
('20190408015947', now() - interval '999 days'),
('20190411144915', now() - interval '996 days'),
('20190429175834', now() - interval '993 days'),
('20190502051656', now() - interval '990 days'),
('20190601222649', now() - interval '987 days'),
('20190811000918', now() - interval '984 days'),
('20190829040006', now() - interval '981 days'),
('20190905230317', now() - interval '978 days'),
('20190909042010', now() - interval '975 days'),
('20191015181630', now() - interval '972 days'),
('20191019052737', now() - interval '969 days'),
('20191021011237', now() - interval '966 days'),
('20191024002614', now() - interval '963 days'),
('20191209060754', now() - interval '960 days'),
('20191211181820', now() - interval '957 days'),
('20191229164820', now() - interval '954 days'),
('20200101200418', now() - interval '951 days'),
('20200102172755', now() - interval '948 days'),
('20200111012452', now() - interval '945 days'),
('20200113025151', now() - interval '942 days'),
('20200121001001', now() - interval '939 days'),
('20200129011901', now() - interval '936 days'),
('20200129030825', now() - interval '933 days'),
('20200202004806', now() - interval '930 days'),
('20200206165953', now() - interval '927 days'),
('20200207210055', now() - interval '924 days'),
('20200208145624', now() - interval '921 days'),
('20200306202329', now() - interval '918 days'),
('20200326192410', now() - interval '915 days'),
('20200403194936', now() - interval '912 days'),
('20200407135912', now() - interval '909 days'),
('20200414163701', now() - interval '906 days'),
('20200421123957', now() - interval '903 days'),
('20200505210233', now() - interval '900 days'),
('20200630135809', now() - interval '897 days'),
('20200708202609', now() - interval '894 days'),
('20200712100442', now() - interval '891 days'),
('20200718234519', now() - interval '888 days'),
('20200803000110', now() - interval '885 days'),
('20200806205355', now() - interval '882 days'),
('20200825132005', now() - interval '879 days'),
('20200907231141', now() - interval '876 days'),
('20201007234221', now() - interval '873 days'),
('20201010035723', now() - interval '870 days'),
('20201013212240', now() - interval '867 days'),
('20201023115011', now() - interval '864 days'),
('20201105152724', now() - interval '861 days'),
('20201110150835', now() - interval '858 days'),
('20201126134531', now() - interval '855 days'),
('20201202152437', now() - interval '852 days'),
('20201203035643', now() - interval '849 days'),
('20201204183345', now() - interval '846 days'),
('20201210152350', now() - interval '843 days'),
('20201214020038', now() - interval '840 days'),
('20201217030456', now() - interval '837 days'),
('20201217031053', now() - interval '834 days'),
('20210105200932', now() - interval '831 days'),
('20210126173850', now() - interval '828 days'),
('20210127202728', now() - interval '825 days'),
('20210131050334', now() - interval '822 days'),
('20210202153240', now() - interval '819 days'),
('20210210164051', now() - interval '816 days'),
('20210213210612', now() - interval '813 days'),
('20210225112959', now() - interval '810 days'),
('20210228162616', now() - interval '807 days'),
('20210304040229', now() - interval '804 days'),
('20210309171136', now() - interval '801 days'),
('20210319014144', now() - interval '798 days'),
('20210320185321', now() - interval '795 days'),
('20210331103917', now() - interval '792 days'),
('20210331105915', now() - interval '789 days'),
('20210331144349', now() - interval '786 days'),
('20210401173552', now() - interval '783 days'),
('20210401181826', now() - interval '780 days'),
('20210402021422', now() - interval '777 days'),
('20210420155001', now() - interval '774 days'),
('20210424174047', now() - interval '771 days'),
('20210719130929', now() - interval '768 days'),
('20210720102033', now() - interval '765 days'),
('20210802002342', now() - interval '762 days'),
('20210804223559', now() - interval '759 days'),
('20210816004209', now() - interval '756 days'),
('20210817210508', now() - interval '753 days'),
('20210920112945', now() - interval '750 days'),
('20211001141650', now() - interval '747 days'),
('20211122135324', now() - interval '744 days'),
('20211122143904', now() - interval '741 days'),
('20211123031528', now() - interval '738 days'),
('20211123132840', now() - interval '735 days'),
('20211123153753', now() - interval '732 days'),
('20211209225529', now() - interval '729 days'),
('20211214181537', now() - interval '726 days'),
('20220104034553', now() - interval '723 days'),
('20220120160328', now() - interval '720 days'),
('20220128104106', now() - interval '717 days'),
('20220201154240', now() - interval '714 days'),
('20220218210946', now() - interval '711 days'),
('20220404183652', now() - interval '708 days'),
('20220411210137', now() - interval '705 days'),
('20220412114352', now() - interval '702 days'),
('20220412185205', now() - interval '699 days'),
('20220419111004', now() - interval '696 days'),
('20220426105145', now() - interval '693 days'),
('20220519153931', now() - interval '690 days'),
('20220520135341', now() - interval '687 days'),
('20220612012121', now() - interval '684 days'),
('20220613124806', now() - interval '681 days'),
('20220621123144', now() - interval '678 days'),
('20220707182650', now() - interval '675 days'),
('20220804150644', now() - interval '672 days'),
('20220804214722', now() - interval '669 days'),
('20220805203502', now() - interval '666 days'),
('20220822193848', now() - interval '663 days'),
('20220907113813', now() - interval '660 days'),
('20220907114618', now() - interval '657 days'),
('20220908102358', now() - interval '654 days'),
('20220924161829', now() - interval '651 days'),
('20221006183632', now() - interval '648 days'),
('20221113181529', now() - interval '645 days'),
('20221120032430', now() - interval '642 days'),
('20221121143249', now() - interval '639 days'),
('20221121204256', now() - interval '636 days'),
('20221205110642', now() - interval '633 days'),
('20230117165819', now() - interval '630 days'),
('20230201012747', now() - interval '627 days'),
('20230205102549', now() - interval '624 days'),
('20230207030958', now() - interval '621 days'),
('20230211173347', now() - interval '618 days'),
('20230213172528', now() - interval '615 days'),
('20230213221303', now() - interval '612 days'),
('20230215212546', now() - interval '609 days'),
('20230216194139', now() - interval '606 days'),
('20230414175955', now() - interval '603 days'),
('20230423164732', now() - interval '600 days'),
('20230510095739', now() - interval '597 days'),
('20230606104440', now() - interval '594 days'),
('20230607105918', now() - interval '591 days'),
('20230617175955', now() - interval '588 days'),
('20230619055530', now() - interval '585 days'),
('20230619120700', now() - interval '582 days'),
('20230620191145', now() - interval '579 days'),
('20230621153242', now() - interval '576 days'),
('20230622051755', now() - interval '573 days'),
('20230622101245', now() - interval '570 days'),
('20230624072904', now() - interval '567 days'),
('20230624185942', now() - interval '564 days'),
('20230627065106', now() - interval '561 days'),
('20230704153335', now() - interval '558 days'),
('20230705000058', now() - interval '555 days'),
('20230706151124', now() - interval '552 days'),
('20230708101154', now() - interval '549 days'),
('20230710075550', now() - interval '546 days'),
('20230711084714', now() - interval '543 days'),
('20230714154840', now() - interval '540 days'),
('20230714215339', now() - interval '537 days'),
('20230718082614', now() - interval '534 days'),
('20230719163511', now() - interval '531 days'),
('20230724232635', now() - interval '528 days'),
('20230726000217', now() - interval '525 days'),
('20230726222023', now() - interval '522 days'),
('20230727134652', now() - interval '519 days'),
('20230801101826', now() - interval '516 days'),
('20230801115243', now() - interval '513 days'),
('20230802144930', now() - interval '510 days'),
('20230802174444', now() - interval '507 days'),
('20230808163911', now() - interval '504 days'),
('20230809101305', now() - interval '501 days'),
('20230823182533', now() - interval '498 days'),
('20230829183053', now() - interval '495 days'),
('20230831205559', now() - interval '492 days'),
('20230901112158', now() - interval '489 days'),
('20230907215546', now() - interval '486 days'),
('20230911110040', now() - interval '483 days'),
('20230912194850', now() - interval '480 days'),
('20230918141700', now() - interval '477 days'),
('20230920110614', now() - interval '474 days'),
('20230928084231', now() - interval '471 days'),
('20231002145002', now() - interval '468 days'),
('20231006133405', now() - interval '465 days'),
('20231013175712', now() - interval '462 days'),
('20231017181800', now() - interval '459 days'),
('20231023184941', now() - interval '456 days'),
('20231024030352', now() - interval '453 days'),
('20231024131607', now() - interval '450 days'),
('20231024183747', now() - interval '447 days'),
('20231027142514', now() - interval '444 days'),
('20231101223740', now() - interval '441 days'),
('20231102120140', now() - interval '438 days'),
('20231107135409', now() - interval '435 days'),
('20231122194806', now() - interval '432 days'),
('20231206180359', now() - interval '429 days'),
('20231219210053', now() - interval '426 days'),
('20231222040137', now() - interval '423 days'),
('20240102094916', now() - interval '420 days'),
('20240105213000', now() - interval '417 days'),
('20240115100133', now() - interval '414 days'),
('20240122105746', now() - interval '411 days'),
('20240125151400', now() - interval '408 days'),
('20240212211114', now() - interval '405 days'),
('20240215171358', now() - interval '402 days'),
('20240224034523', now() - interval '399 days'),
('20240227204628', now() - interval '396 days'),
('20240228144211', now() - interval '393 days'),
('20240306104706', now() - interval '390 days'),
('20240306201637', now() - interval '387 days'),
('20240405153647', now() - interval '384 days'),
('20240415105932', now() - interval '381 days'),
('20240423020604', now() - interval '378 days'),
('20240504140749', now() - interval '375 days'),
('20240505162540', now() - interval '372 days'),
('20240617160323', now() - interval '369 days'),
('20240624000000', now() - interval '366 days'),
('20240701014711', now() - interval '363 days'),
('20240803155932', now() - interval '360 days'),
('20241112090437', now() - interval '357 days'),
('20250110135505', now() - interval '354 days'),
('20250211131045', now() - interval '351 days'),
('20250224173152', now() - interval '348 days'),
('20250307094522', now() - interval '345 days'),
('20250407100344', now() - interval '342 days'),
('20250515154113', now() - interval '339 days'),
('20250729152742', now() - interval '336 days'),
('20250729152743', now() - interval '333 days'),
('20250801000000', now() - interval '330 days'),
('20250801000002', now() - interval '327 days'),
('20250801000003', now() - interval '324 days'),
('20250801000004', now() - interval '321 days'),
('20250801000005', now() - interval '318 days'),
('20250801000006', now() - interval '315 days'),
('20250801000007', now() - interval '312 days'),
('20250801000008', now() - interval '309 days'),
('20250801000009', now() - interval '306 days'),
('20250801000010', now() - interval '303 days'),
('20250801000011', now() - interval '300 days'),
('20250801000012', now() - interval '297 days'),
('20250801000013', now() - interval '294 days'),
('20250801000014', now() - interval '291 days'),
('20250801000015', now() - interval '288 days'),
('20250801000016', now() - interval '285 days'),
('20250801000017', now() - interval '282 days'),
('20250801000018', now() - interval '279 days'),
('20250801000019', now() - interval '276 days'),
('20250801000020', now() - interval '273 days'),
('20250801000021', now() - interval '270 days'),
('20250801000022', now() - interval '267 days'),
('20250801000023', now() - interval '264 days'),
('20250801000024', now() - interval '261 days'),
('20250801000025', now() - interval '258 days'),
('20250801000026', now() - interval '255 days'),
('20250801000027', now() - interval '252 days'),
('20250801000028', now() - interval '249 days'),
('20250801000029', now() - interval '246 days'),
('20250801000030', now() - interval '243 days'),
('20250801000031', now() - interval '240 days'),
('20250801000032', now() - interval '237 days'),
('20250801000033', now() - interval '234 days'),
('20250801000034', now() - interval '231 days'),
('20250801000035', now() - interval '228 days'),
('20250801000036', now() - interval '225 days'),
('20250801000037', now() - interval '222 days'),
('20250801000038', now() - interval '219 days'),
('20250801000039', now() - interval '216 days'),
('20250801000040', now() - interval '213 days'),
('20250801000041', now() - interval '210 days'),
('20250801000042', now() - interval '207 days'),
('20250801000043', now() - interval '204 days'),
('20250801000044', now() - interval '201 days'),
('20250801000045', now() - interval '198 days'),
('20250801000047', now() - interval '195 days'),
('20250801000048', now() - interval '192 days'),
('20250801000049', now() - interval '189 days'),
('20250801000050', now() - interval '186 days'),
('20250801000051', now() - interval '183 days'),
('20250801000052', now() - interval '180 days'),
('20250801000053', now() - interval '177 days'),
('20250801000054', now() - interval '174 days'),
('20250801000055', now() - interval '171 days'),
('20250801000056', now() - interval '168 days'),
('20250801000057', now() - interval '165 days'),
('20250801000058', now() - interval '162 days'),
('20250801000059', now() - interval '159 days'),
('20250801000060', now() - interval '156 days'),
('20250801000061', now() - interval '153 days'),
('20250801000062', now() - interval '150 days'),
('20250801000063', now() - interval '147 days'),
('20250801000064', now() - interval '144 days'),
('20250801000065', now() - interval '141 days'),
('20250801000066', now() - interval '138 days'),
('20250801000067', now() - interval '135 days'),
('20250801000068', now() - interval '132 days'),
('20250806170325', now() - interval '129 days'),
('20250820000000', now() - interval '126 days'),
('20250901141127', now() - interval '123 days'),
('20250908000001', now() - interval '120 days'),
('20250908140711', now() - interval '117 days'),
('20250912093537', now() - interval '114 days'),
('20250915090401', now() - interval '111 days'),
('20250919090047', now() - interval '108 days'),
('202509191326480000', now() - interval '105 days'),
('202510080845080000', now() - interval '102 days'),
('202510091015270000', now() - interval '99 days'),
('202510151148110000', now() - interval '96 days'),
('202511051815190000', now() - interval '93 days'),
('202511081231110000', now() - interval '90 days'),
('202601081325250000', now() - interval '87 days'),
('202601191223210000', now() - interval '84 days'),
('202601230944100000', now() - interval '81 days'),
('202601231402440000', now() - interval '78 days'),
('202601281154140000', now() - interval '75 days'),
('202602012056440000', now() - interval '72 days'),
('202602032352490000', now() - interval '69 days'),
('202602191200000000', now() - interval '66 days'),
('202602191920140000', now() - interval '63 days'),
('202602242057590000', now() - interval '60 days'),
('202603022314480000', now() - interval '57 days'),
('202603032114420000', now() - interval '54 days'),
('202603041431230000', now() - interval '51 days'),
('202603080210220000', now() - interval '48 days'),
('202603082026300000', now() - interval '45 days'),
('202603090146160000', now() - interval '42 days'),
('202603121816490000', now() - interval '39 days'),
('202603131236500000', now() - interval '36 days'),
('202603192343070000', now() - interval '33 days'),
('202603240236090000', now() - interval '30 days'),
('202604160000000000', now() - interval '27 days'),
('202604220055410000', now() - interval '24 days'),
('202605221244360000', now() - interval '21 days'),
('202606011301250000', now() - interval '18 days'),
('202606021220080000', now() - interval '15 days'),
('202606031202110000', now() - interval '12 days'),
('202606032202280000', now() - interval '9 days'),
('202607081848400000', now() - interval '6 days'),
('202607271433130000', now() - interval '3 days');

INSERT INTO language (id, code, name) VALUES (0, 'und', 'Undetermined'), (37, 'en', 'English'), (39, 'es', 'Español'), (32, 'de', 'Deutsch'), (47, 'fr', 'Français');

INSERT INTO secret (id, jwt_secret) VALUES (1, 'e4b8c2f0-3c1a-4d7e-9a55-0f6f7f1a2b3c');

INSERT INTO instance (id, domain, published_at, updated_at, software, version) VALUES
(1, 'lemmy.example.org', now() - interval '500.0000 days', now() - interval '1.8687 days', 'lemmy', '0.19.1'),
(2, 'lemmy.world', now() - interval '420.0000 days', now() - interval '2.2254 days', 'lemmy', '0.19.2'),
(3, 'beehaw.org', now() - interval '380.0000 days', now() - interval '2.3856 days', 'lemmy', '0.19.3'),
(4, 'mastodon.social', now() - interval '300.0000 days', now() - interval '2.8274 days', 'mastodon', '0.19.4'),
(5, 'spam.example', now() - interval '60.0000 days', now() - interval '2.2197 days', 'mastodon', '0.19.5'),
(6, 'kbin.social', now() - interval '200.0000 days', now() - interval '2.7670 days', 'mastodon', '0.19.6');

INSERT INTO site (id, name, sidebar, published_at, ap_id, last_refreshed_at, inbox_url, private_key, public_key, instance_id) VALUES (1, 'Example Lemmy', 'Be nice.', now() - interval '500 days', 'https://lemmy.example.org/', now() - interval '1 day', 'https://lemmy.example.org/inbox', '-----BEGIN PRIVATE KEY-----', '-----BEGIN PUBLIC KEY-----', 1);

INSERT INTO site_language (site_id, language_id) VALUES (1, 0), (1, 37), (1, 32);

INSERT INTO person (id, name, display_name, published_at, updated_at, ap_id, bio, local, private_key, public_key, last_refreshed_at, inbox_url, instance_id, bot_account) VALUES
(1, 'user1', NULL, now() - interval '14.8935 days', NULL, 'https://lemmy.example.org/u/user1', NULL, true, 'privkey', 'pubkey1', now() - interval '7.9461 days', 'https://lemmy.example.org/u/user1/inbox', 1, true),
(2, 'user2', NULL, now() - interval '224.0333 days', NULL, 'https://lemmy.example.org/u/user2', NULL, true, 'privkey', 'pubkey2', now() - interval '90.9324 days', 'https://lemmy.example.org/u/user2/inbox', 1, false),
(3, 'user3', 'User 3', now() - interval '452.8679 days', NULL, 'https://lemmy.example.org/u/user3', NULL, true, 'privkey', 'pubkey3', now() - interval '107.4821 days', 'https://lemmy.example.org/u/user3/inbox', 1, false),
(4, 'user4', NULL, now() - interval '311.8588 days', now() - interval '155.9294 days', 'https://lemmy.example.org/u/user4', NULL, true, 'privkey', 'pubkey4', now() - interval '185.2317 days', 'https://lemmy.example.org/u/user4/inbox', 1, false),
(5, 'user5', NULL, now() - interval '432.5313 days', NULL, 'https://lemmy.example.org/u/user5', NULL, true, 'privkey', 'pubkey5', now() - interval '357.3987 days', 'https://lemmy.example.org/u/user5/inbox', 1, false),
(6, 'user6', 'User 6', now() - interval '55.2257 days', NULL, 'https://lemmy.example.org/u/user6', NULL, true, 'privkey', 'pubkey6', now() - interval '25.1644 days', 'https://lemmy.example.org/u/user6/inbox', 1, false),
(7, 'user7', NULL, now() - interval '225.6841 days', NULL, 'https://lemmy.example.org/u/user7', NULL, true, 'privkey', 'pubkey7', now() - interval '95.1839 days', 'https://lemmy.example.org/u/user7/inbox', 1, false),
(8, 'user8', NULL, now() - interval '119.1084 days', now() - interval '59.5542 days', 'https://lemmy.example.org/u/user8', NULL, true, 'privkey', 'pubkey8', now() - interval '6.6352 days', 'https://lemmy.example.org/u/user8/inbox', 1, false),
(9, 'user9', 'User 9', now() - interval '261.4615 days', NULL, 'https://lemmy.example.org/u/user9', NULL, true, 'privkey', 'pubkey9', now() - interval '239.5168 days', 'https://lemmy.example.org/u/user9/inbox', 1, false),
(10, 'user10', NULL, now() - interval '275.9178 days', NULL, 'https://lemmy.example.org/u/user10', NULL, true, 'privkey', 'pubkey10', now() - interval '9.0284 days', 'https://lemmy.example.org/u/user10/inbox', 1, false),
(11, 'user11', NULL, now() - interval '7.2817 days', NULL, 'https://lemmy.example.org/u/user11', NULL, true, 'privkey', 'pubkey11', now() - interval '3.5940 days', 'https://lemmy.example.org/u/user11/inbox', 1, false),
(12, 'user12', 'User 12', now() - interval '104.8136 days', now() - interval '52.4068 days', 'https://lemmy.example.org/u/user12', NULL, true, 'privkey', 'pubkey12', now() - interval '87.8788 days', 'https://lemmy.example.org/u/user12/inbox', 1, false),
(13, 'user13', NULL, now() - interval '134.8721 days', NULL, 'https://lemmy.example.org/u/user13', NULL, true, 'privkey', 'pubkey13', now() - interval '17.6105 days', 'https://lemmy.example.org/u/user13/inbox', 1, false),
(14, 'user14', NULL, now() - interval '439.9294 days', NULL, 'https://lemmy.example.org/u/user14', NULL, true, 'privkey', 'pubkey14', now() - interval '321.8807 days', 'https://lemmy.example.org/u/user14/inbox', 1, false),
(15, 'user15', 'User 15', now() - interval '367.7825 days', NULL, 'https://lemmy.example.org/u/user15', NULL, true, 'privkey', 'pubkey15', now() - interval '349.3193 days', 'https://lemmy.example.org/u/user15/inbox', 1, false),
(16, 'user16', NULL, now() - interval '77.4504 days', now() - interval '38.7252 days', 'https://lemmy.example.org/u/user16', NULL, true, 'privkey', 'pubkey16', now() - interval '48.8247 days', 'https://lemmy.example.org/u/user16/inbox', 1, false),
(17, 'user17', NULL, now() - interval '382.8334 days', NULL, 'https://lemmy.example.org/u/user17', NULL, true, 'privkey', 'pubkey17', now() - interval '301.6764 days', 'https://lemmy.example.org/u/user17/inbox', 1, false),
(18, 'user18', 'User 18', now() - interval '67.4696 days', NULL, 'https://lemmy.example.org/u/user18', NULL, true, 'privkey', 'pubkey18', now() - interval '7.1943 days', 'https://lemmy.example.org/u/user18/inbox', 1, false),
(19, 'user19', NULL, now() - interval '296.7598 days', NULL, 'https://lemmy.example.org/u/user19', NULL, true, 'privkey', 'pubkey19', now() - interval '128.9585 days', 'https://lemmy.example.org/u/user19/inbox', 1, false),
(20, 'user20', NULL, now() - interval '61.6889 days', now() - interval '30.8445 days', 'https://lemmy.example.org/u/user20', NULL, true, 'privkey', 'pubkey20', now() - interval '9.2068 days', 'https://lemmy.example.org/u/user20/inbox', 1, false),
(21, 'user21', 'User 21', now() - interval '1.8502 days', NULL, 'https://lemmy.example.org/u/user21', NULL, true, 'privkey', 'pubkey21', now() - interval '1.5629 days', 'https://lemmy.example.org/u/user21/inbox', 1, false),
(22, 'user22', NULL, now() - interval '418.4029 days', NULL, 'https://lemmy.example.org/u/user22', NULL, true, 'privkey', 'pubkey22', now() - interval '123.3506 days', 'https://lemmy.example.org/u/user22/inbox', 1, false),
(23, 'user23', NULL, now() - interval '101.3296 days', NULL, 'https://lemmy.example.org/u/user23', NULL, true, 'privkey', 'pubkey23', now() - interval '45.9180 days', 'https://lemmy.example.org/u/user23/inbox', 1, false),
(24, 'user24', 'User 24', now() - interval '104.2155 days', now() - interval '52.1077 days', 'https://lemmy.example.org/u/user24', NULL, true, 'privkey', 'pubkey24', now() - interval '104.1425 days', 'https://lemmy.example.org/u/user24/inbox', 1, false),
(25, 'user25', NULL, now() - interval '471.5797 days', NULL, 'https://lemmy.example.org/u/user25', NULL, true, 'privkey', 'pubkey25', now() - interval '401.9051 days', 'https://lemmy.example.org/u/user25/inbox', 1, false),
(26, 'user26', NULL, now() - interval '418.8833 days', NULL, 'https://lemmy.example.org/u/user26', NULL, true, 'privkey', 'pubkey26', now() - interval '408.8333 days', 'https://lemmy.example.org/u/user26/inbox', 1, false),
(27, 'user27', 'User 27', now() - interval '139.5772 days', NULL, 'https://lemmy.example.org/u/user27', NULL, true, 'privkey', 'pubkey27', now() - interval '63.3038 days', 'https://lemmy.example.org/u/user27/inbox', 1, false),
(28, 'user28', NULL, now() - interval '461.5480 days', now() - interval '230.7740 days', 'https://lemmy.example.org/u/user28', NULL, true, 'privkey', 'pubkey28', now() - interval '225.3088 days', 'https://lemmy.example.org/u/user28/inbox', 1, false),
(29, 'user29', NULL, now() - interval '259.2880 days', NULL, 'https://lemmy.example.org/u/user29', NULL, true, 'privkey', 'pubkey29', now() - interval '189.1519 days', 'https://lemmy.example.org/u/user29/inbox', 1, false),
(30, 'user30', 'User 30', now() - interval '325.6808 days', NULL, 'https://lemmy.example.org/u/user30', NULL, true, 'privkey', 'pubkey30', now() - interval '156.0149 days', 'https://lemmy.example.org/u/user30/inbox', 1, false),
(31, 'user31', NULL, now() - interval '99.0894 days', NULL, 'https://lemmy.example.org/u/user31', NULL, true, 'privkey', 'pubkey31', now() - interval '28.8373 days', 'https://lemmy.example.org/u/user31/inbox', 1, false),
(32, 'user32', NULL, now() - interval '451.7275 days', now() - interval '225.8638 days', 'https://lemmy.example.org/u/user32', NULL, true, 'privkey', 'pubkey32', now() - interval '182.4028 days', 'https://lemmy.example.org/u/user32/inbox', 1, false),
(33, 'user33', 'User 33', now() - interval '331.8175 days', NULL, 'https://lemmy.example.org/u/user33', NULL, true, 'privkey', 'pubkey33', now() - interval '48.6134 days', 'https://lemmy.example.org/u/user33/inbox', 1, false),
(34, 'user34', NULL, now() - interval '463.9843 days', NULL, 'https://lemmy.example.org/u/user34', NULL, true, 'privkey', 'pubkey34', now() - interval '174.9224 days', 'https://lemmy.example.org/u/user34/inbox', 1, false),
(35, 'user35', NULL, now() - interval '429.1023 days', NULL, 'https://lemmy.example.org/u/user35', NULL, true, 'privkey', 'pubkey35', now() - interval '424.1194 days', 'https://lemmy.example.org/u/user35/inbox', 1, false),
(36, 'user36', 'User 36', now() - interval '144.1199 days', now() - interval '72.0599 days', 'https://lemmy.example.org/u/user36', NULL, true, 'privkey', 'pubkey36', now() - interval '138.3286 days', 'https://lemmy.example.org/u/user36/inbox', 1, false),
(37, 'user37', NULL, now() - interval '174.0100 days', NULL, 'https://lemmy.example.org/u/user37', NULL, true, 'privkey', 'pubkey37', now() - interval '109.0982 days', 'https://lemmy.example.org/u/user37/inbox', 1, false),
(38, 'user38', NULL, now() - interval '80.4930 days', NULL, 'https://lemmy.example.org/u/user38', NULL, true, 'privkey', 'pubkey38', now() - interval '40.1919 days', 'https://lemmy.example.org/u/user38/inbox', 1, false),
(39, 'user39', 'User 39', now() - interval '70.7912 days', NULL, 'https://lemmy.example.org/u/user39', NULL, true, 'privkey', 'pubkey39', now() - interval '23.9613 days', 'https://lemmy.example.org/u/user39/inbox', 1, false),
(40, 'user40', NULL, now() - interval '32.2019 days', now() - interval '16.1010 days', 'https://lemmy.example.org/u/user40', NULL, true, 'privkey', 'pubkey40', now() - interval '2.8704 days', 'https://lemmy.example.org/u/user40/inbox', 1, false),
(41, 'user41', NULL, now() - interval '392.5347 days', NULL, 'https://mastodon.social/u/user41', NULL, false, NULL, 'pubkey41', now() - interval '106.8912 days', 'https://mastodon.social/u/user41/inbox', 4, false),
(42, 'user42', 'User 42', now() - interval '286.4739 days', NULL, 'https://lemmy.world/u/user42', NULL, false, NULL, 'pubkey42', now() - interval '224.0280 days', 'https://lemmy.world/u/user42/inbox', 2, false),
(43, 'user43', NULL, now() - interval '32.6248 days', NULL, 'https://mastodon.social/u/user43', NULL, false, NULL, 'pubkey43', now() - interval '28.2983 days', 'https://mastodon.social/u/user43/inbox', 4, false),
(44, 'user44', NULL, now() - interval '393.0702 days', now() - interval '196.5351 days', 'https://mastodon.social/u/user44', NULL, false, NULL, 'pubkey44', now() - interval '142.0266 days', 'https://mastodon.social/u/user44/inbox', 4, false),
(45, 'user45', 'User 45', now() - interval '334.5851 days', NULL, 'https://kbin.social/u/user45', NULL, false, NULL, 'pubkey45', now() - interval '262.9914 days', 'https://kbin.social/u/user45/inbox', 6, false),
(46, 'user46', NULL, now() - interval '231.5036 days', NULL, 'https://beehaw.org/u/user46', NULL, false, NULL, 'pubkey46', now() - interval '179.3917 days', 'https://beehaw.org/u/user46/inbox', 3, false),
(47, 'user47', NULL, now() - interval '28.3034 days', NULL, 'https://beehaw.org/u/user47', NULL, false, NULL, 'pubkey47', now() - interval '19.6595 days', 'https://beehaw.org/u/user47/inbox', 3, false),
(48, 'user48', 'User 48', now() - interval '455.6766 days', now() - interval '227.8383 days', 'https://lemmy.world/u/user48', NULL, false, NULL, 'pubkey48', now() - interval '302.5777 days', 'https://lemmy.world/u/user48/inbox', 2, false),
(49, 'user49', NULL, now() - interval '405.6979 days', NULL, 'https://mastodon.social/u/user49', NULL, false, NULL, 'pubkey49', now() - interval '308.1839 days', 'https://mastodon.social/u/user49/inbox', 4, false),
(50, 'user50', NULL, now() - interval '264.0026 days', NULL, 'https://lemmy.world/u/user50', NULL, false, NULL, 'pubkey50', now() - interval '95.9469 days', 'https://lemmy.world/u/user50/inbox', 2, false),
(51, 'user51', 'User 51', now() - interval '176.4024 days', NULL, 'https://kbin.social/u/user51', NULL, false, NULL, 'pubkey51', now() - interval '124.2701 days', 'https://kbin.social/u/user51/inbox', 6, false),
(52, 'user52', NULL, now() - interval '217.9019 days', now() - interval '108.9509 days', 'https://lemmy.world/u/user52', NULL, false, NULL, 'pubkey52', now() - interval '61.1982 days', 'https://lemmy.world/u/user52/inbox', 2, false),
(53, 'user53', NULL, now() - interval '299.7585 days', NULL, 'https://beehaw.org/u/user53', NULL, false, NULL, 'pubkey53', now() - interval '145.5883 days', 'https://beehaw.org/u/user53/inbox', 3, false),
(54, 'user54', 'User 54', now() - interval '58.0108 days', NULL, 'https://beehaw.org/u/user54', NULL, false, NULL, 'pubkey54', now() - interval '44.6537 days', 'https://beehaw.org/u/user54/inbox', 3, false),
(55, 'user55', NULL, now() - interval '446.3049 days', NULL, 'https://beehaw.org/u/user55', NULL, false, NULL, 'pubkey55', now() - interval '308.3444 days', 'https://beehaw.org/u/user55/inbox', 3, false),
(56, 'user56', NULL, now() - interval '165.9589 days', now() - interval '82.9794 days', 'https://kbin.social/u/user56', NULL, false, NULL, 'pubkey56', now() - interval '48.7674 days', 'https://kbin.social/u/user56/inbox', 6, false),
(57, 'user57', 'User 57', now() - interval '428.6086 days', NULL, 'https://mastodon.social/u/user57', NULL, false, NULL, 'pubkey57', now() - interval '405.2698 days', 'https://mastodon.social/u/user57/inbox', 4, false),
(58, 'user58', NULL, now() - interval '372.5138 days', NULL, 'https://mastodon.social/u/user58', NULL, false, NULL, 'pubkey58', now() - interval '242.0193 days', 'https://mastodon.social/u/user58/inbox', 4, false),
(59, 'user59', NULL, now() - interval '283.4967 days', NULL, 'https://lemmy.world/u/user59', NULL, false, NULL, 'pubkey59', now() - interval '164.6154 days', 'https://lemmy.world/u/user59/inbox', 2, false),
(60, 'user60', 'User 60', now() - interval '412.7936 days', now() - interval '206.3968 days', 'https://mastodon.social/u/user60', NULL, false, NULL, 'pubkey60', now() - interval '4.7804 days', 'https://mastodon.social/u/user60/inbox', 4, false),
(61, 'user61', NULL, now() - interval '208.3958 days', NULL, 'https://lemmy.world/u/user61', NULL, false, NULL, 'pubkey61', now() - interval '113.9906 days', 'https://lemmy.world/u/user61/inbox', 2, false),
(62, 'user62', NULL, now() - interval '100.8635 days', NULL, 'https://lemmy.world/u/user62', NULL, false, NULL, 'pubkey62', now() - interval '25.2857 days', 'https://lemmy.world/u/user62/inbox', 2, false),
(63, 'user63', 'User 63', now() - interval '440.7638 days', NULL, 'https://mastodon.social/u/user63', NULL, false, NULL, 'pubkey63', now() - interval '296.0359 days', 'https://mastodon.social/u/user63/inbox', 4, false),
(64, 'user64', NULL, now() - interval '133.0490 days', now() - interval '66.5245 days', 'https://mastodon.social/u/user64', NULL, false, NULL, 'pubkey64', now() - interval '61.5936 days', 'https://mastodon.social/u/user64/inbox', 4, false),
(65, 'user65', NULL, now() - interval '150.6637 days', NULL, 'https://lemmy.world/u/user65', NULL, false, NULL, 'pubkey65', now() - interval '123.0440 days', 'https://lemmy.world/u/user65/inbox', 2, false),
(66, 'user66', 'User 66', now() - interval '147.6559 days', NULL, 'https://mastodon.social/u/user66', NULL, false, NULL, 'pubkey66', now() - interval '95.5979 days', 'https://mastodon.social/u/user66/inbox', 4, false),
(67, 'user67', NULL, now() - interval '301.2400 days', NULL, 'https://lemmy.world/u/user67', NULL, false, NULL, 'pubkey67', now() - interval '240.2768 days', 'https://lemmy.world/u/user67/inbox', 2, false),
(68, 'user68', NULL, now() - interval '478.4321 days', now() - interval '239.2161 days', 'https://mastodon.social/u/user68', NULL, false, NULL, 'pubkey68', now() - interval '166.4391 days', 'https://mastodon.social/u/user68/inbox', 4, false),
(69, 'user69', 'User 69', now() - interval '345.9417 days', NULL, 'https://beehaw.org/u/user69', NULL, false, NULL, 'pubkey69', now() - interval '222.8083 days', 'https://beehaw.org/u/user69/inbox', 3, false),
(70, 'user70', NULL, now() - interval '473.6289 days', NULL, 'https://lemmy.world/u/user70', NULL, false, NULL, 'pubkey70', now() - interval '349.4563 days', 'https://lemmy.world/u/user70/inbox', 2, false);

INSERT INTO local_user (id, person_id, password_encrypted, email, email_verified, accepted_application, admin, interface_language, last_donation_notification_at) VALUES
(1, 1, '$2b$12$hash1', NULL, true, true, false, 'en', now() - interval '248.4566 days'),
(2, 2, '$2b$12$hash2', 'user2@example.org', true, true, true, 'en', now() - interval '105.0135 days'),
(3, 3, '$2b$12$hash3', 'user3@example.org', true, true, false, 'en', now() - interval '252.8639 days'),
(4, 4, '$2b$12$hash4', 'user4@example.org', true, true, false, 'en', now() - interval '260.9734 days'),
(5, 5, '$2b$12$hash5', 'user5@example.org', false, true, false, 'en', now() - interval '206.5011 days'),
(6, 6, '$2b$12$hash6', 'user6@example.org', true, true, false, 'en', now() - interval '292.8367 days'),
(7, 7, '$2b$12$hash7', 'user7@example.org', true, true, false, 'en', now() - interval '286.9549 days'),
(8, 8, '$2b$12$hash8', 'user8@example.org', true, true, false, 'en', now() - interval '155.4418 days'),
(9, 9, '$2b$12$hash9', 'user9@example.org', true, true, false, 'en', now() - interval '158.8020 days'),
(10, 10, '$2b$12$hash10', 'user10@example.org', false, true, false, 'en', now() - interval '49.8518 days'),
(11, 11, '$2b$12$hash11', 'user11@example.org', true, true, false, 'en', now() - interval '250.9861 days'),
(12, 12, '$2b$12$hash12', 'user12@example.org', true, true, false, 'en', now() - interval '281.2145 days'),
(13, 13, '$2b$12$hash13', 'user13@example.org', true, true, false, 'en', now() - interval '143.1717 days'),
(14, 14, '$2b$12$hash14', 'user14@example.org', true, true, false, 'en', now() - interval '207.4277 days'),
(15, 15, '$2b$12$hash15', 'user15@example.org', false, true, false, 'en', now() - interval '215.9059 days'),
(16, 16, '$2b$12$hash16', 'user16@example.org', true, true, false, 'en', now() - interval '219.1060 days'),
(17, 17, '$2b$12$hash17', 'user17@example.org', true, true, false, 'en', now() - interval '51.5480 days'),
(18, 18, '$2b$12$hash18', 'user18@example.org', true, true, false, 'en', now() - interval '234.1115 days'),
(19, 19, '$2b$12$hash19', 'user19@example.org', true, true, false, 'en', now() - interval '174.2536 days'),
(20, 20, '$2b$12$hash20', 'user20@example.org', false, true, false, 'en', now() - interval '199.6669 days'),
(21, 21, '$2b$12$hash21', 'user21@example.org', true, true, false, 'en', now() - interval '126.2376 days'),
(22, 22, '$2b$12$hash22', 'user22@example.org', true, true, false, 'en', now() - interval '187.1211 days'),
(23, 23, '$2b$12$hash23', 'user23@example.org', true, true, false, 'en', now() - interval '232.4114 days'),
(24, 24, '$2b$12$hash24', 'user24@example.org', true, true, false, 'en', now() - interval '191.0600 days'),
(25, 25, '$2b$12$hash25', 'user25@example.org', false, true, false, 'en', now() - interval '216.1243 days'),
(26, 26, '$2b$12$hash26', 'user26@example.org', true, true, false, 'en', now() - interval '8.2866 days'),
(27, 27, '$2b$12$hash27', 'user27@example.org', true, true, false, 'en', now() - interval '48.0069 days'),
(28, 28, '$2b$12$hash28', 'user28@example.org', true, true, false, 'en', now() - interval '132.3205 days'),
(29, 29, '$2b$12$hash29', 'user29@example.org', true, true, false, 'en', now() - interval '195.0351 days'),
(30, 30, '$2b$12$hash30', 'user30@example.org', false, true, false, 'en', now() - interval '65.7114 days'),
(31, 31, '$2b$12$hash31', 'user31@example.org', true, true, false, 'en', now() - interval '205.7872 days'),
(32, 32, '$2b$12$hash32', 'user32@example.org', true, true, false, 'en', now() - interval '189.2595 days'),
(33, 33, '$2b$12$hash33', 'user33@example.org', true, true, false, 'en', now() - interval '12.5585 days'),
(34, 34, '$2b$12$hash34', 'user34@example.org', true, true, false, 'en', now() - interval '141.4757 days'),
(35, 35, '$2b$12$hash35', 'user35@example.org', false, true, false, 'en', now() - interval '67.8728 days'),
(36, 36, '$2b$12$hash36', 'user36@example.org', true, true, false, 'en', now() - interval '16.2429 days'),
(37, 37, '$2b$12$hash37', 'user37@example.org', true, false, false, 'en', now() - interval '40.0581 days'),
(38, 38, '$2b$12$hash38', 'user38@example.org', true, false, false, 'en', now() - interval '95.2053 days'),
(39, 39, '$2b$12$hash39', 'user39@example.org', true, false, false, 'en', now() - interval '54.4642 days'),
(40, 40, '$2b$12$hash40', 'user40@example.org', false, false, false, 'en', now() - interval '58.0080 days');

INSERT INTO local_site (id, site_id, site_setup, registration_mode, published_at, system_account) VALUES (1, 1, true, 'RequireApplication', now() - interval '500 days', 1);

INSERT INTO local_site_rate_limit (local_site_id, published_at) VALUES (1, now() - interval '500 days');

INSERT INTO local_user_language (local_user_id, language_id) VALUES
(1, 0),
(2, 37),
(3, 37),
(4, 37),
(5, 37),
(6, 32),
(7, 32),
(8, 0),
(9, 32),
(10, 0),
(11, 0),
(12, 32),
(13, 37),
(14, 0),
(15, 37),
(16, 37),
(17, 37),
(18, 37),
(19, 0),
(20, 32),
(21, 32),
(22, 37),
(23, 0),
(24, 32),
(25, 32),
(26, 37),
(27, 0),
(28, 37),
(29, 32),
(30, 32),
(31, 37),
(32, 32),
(33, 37),
(34, 37),
(35, 0),
(36, 37),
(37, 37),
(38, 32),
(39, 32),
(40, 32);

INSERT INTO registration_application (id, local_user_id, answer, admin_id, deny_reason, published_at, updated_at) VALUES
(1, 33, 'I want to join because I like 33', 2, NULL, now() - interval '22.1666 days', now() - interval '19.9499 days'),
(2, 34, 'I want to join because I like 34', 2, NULL, now() - interval '8.5267 days', now() - interval '7.6741 days'),
(3, 35, 'I want to join because I like 35', 2, NULL, now() - interval '35.7563 days', now() - interval '32.1806 days'),
(4, 36, 'I want to join because I like 36', 2, NULL, now() - interval '33.8315 days', now() - interval '30.4484 days'),
(5, 37, 'I want to join because I like 37', 2, 'spam', now() - interval '57.4328 days', now() - interval '51.6895 days'),
(6, 38, 'I want to join because I like 38', 2, 'spam', now() - interval '58.0798 days', now() - interval '52.2718 days'),
(7, 39, 'I want to join because I like 39', 2, 'spam', now() - interval '36.5166 days', now() - interval '32.8649 days'),
(8, 40, 'I want to join because I like 40', NULL, NULL, now() - interval '21.0670 days', NULL);

INSERT INTO community (id, name, title, sidebar, published_at, ap_id, local, private_key, public_key, last_refreshed_at, inbox_url, instance_id, visibility, summary) VALUES
(1, 'technology', 'Technology', NULL, now() - interval '450.1708 days', 'https://lemmy.example.org/c/technology', true, 'privkey', 'pubkey', now() - interval '1.0000 days', 'https://lemmy.example.org/c/technology/inbox', 1, 'Public', NULL),
(2, 'asklemmy', 'Asklemmy', NULL, now() - interval '200.2653 days', 'https://lemmy.example.org/c/asklemmy', true, 'privkey', 'pubkey', now() - interval '1.0000 days', 'https://lemmy.example.org/c/asklemmy/inbox', 1, 'Public', NULL),
(3, 'linux', 'Linux', NULL, now() - interval '230.2171 days', 'https://lemmy.example.org/c/linux', true, 'privkey', 'pubkey', now() - interval '1.0000 days', 'https://lemmy.example.org/c/linux/inbox', 1, 'Public', NULL),
(4, 'news', 'News', NULL, now() - interval '358.4274 days', 'https://lemmy.world/c/news', false, NULL, 'pubkey', now() - interval '1.0000 days', 'https://lemmy.world/c/news/inbox', 2, 'Public', NULL),
(5, 'gaming', 'Gaming', NULL, now() - interval '372.2471 days', 'https://beehaw.org/c/gaming', false, NULL, 'pubkey', now() - interval '1.0000 days', 'https://beehaw.org/c/gaming/inbox', 3, 'Public', NULL),
(6, 'privacy', 'Privacy', NULL, now() - interval '239.3961 days', 'https://lemmy.example.org/c/privacy', true, 'privkey', 'pubkey', now() - interval '1.0000 days', 'https://lemmy.example.org/c/privacy/inbox', 1, 'Public', NULL);

INSERT INTO community_language (community_id, language_id) VALUES
(1, 0), (1, 37),
(2, 0), (2, 37),
(3, 0), (3, 37),
(4, 0), (4, 37),
(5, 0), (5, 37),
(6, 0), (6, 37);

INSERT INTO post (id, name, url, body, creator_id, community_id, published_at, updated_at, deleted, removed, ap_id, local, language_id, newest_comment_time_at, score, upvotes) VALUES
(1, 'Post title 1', NULL, 'Body of post 1', 49, 4, now() - interval '172.6735 days', NULL, false, false, 'https://lemmy.example.org/post/1', false, 37, now() - interval '171.6735 days', 66, 275),
(2, 'Post title 2', NULL, 'Body of post 2', 29, 4, now() - interval '116.5978 days', NULL, false, false, 'https://lemmy.example.org/post/2', true, 37, now() - interval '115.5978 days', 41, 242),
(3, 'Post title 3', 'https://news.example.com/a/3', NULL, 49, 4, now() - interval '384.4556 days', NULL, false, false, 'https://lemmy.example.org/post/3', false, 37, now() - interval '383.4556 days', 125, 44),
(4, 'Post title 4', NULL, 'Body of post 4', 21, 5, now() - interval '237.5802 days', NULL, false, false, 'https://lemmy.example.org/post/4', true, 37, now() - interval '236.5802 days', 219, 296),
(5, 'Post title 5', NULL, 'Body of post 5', 39, 4, now() - interval '100.4273 days', now() - interval '50.2137 days', false, false, 'https://lemmy.example.org/post/5', true, 37, now() - interval '99.4273 days', 125, 142),
(6, 'Post title 6', 'https://news.example.com/a/6', NULL, 3, 3, now() - interval '378.0704 days', NULL, false, false, 'https://lemmy.example.org/post/6', true, 37, now() - interval '377.0704 days', 31, 253),
(7, 'Post title 7', NULL, 'Body of post 7', 40, 4, now() - interval '371.8178 days', NULL, false, false, 'https://lemmy.example.org/post/7', true, 37, now() - interval '370.8178 days', 127, 25),
(8, 'Post title 8', NULL, 'Body of post 8', 19, 4, now() - interval '9.5100 days', NULL, false, false, 'https://lemmy.example.org/post/8', true, 37, now() - interval '8.5100 days', 102, 147),
(9, 'Post title 9', 'https://news.example.com/a/9', NULL, 57, 2, now() - interval '117.2412 days', NULL, false, false, 'https://lemmy.example.org/post/9', false, 37, now() - interval '116.2412 days', 191, 51),
(10, 'Post title 10', NULL, 'Body of post 10', 18, 4, now() - interval '5.2813 days', now() - interval '2.6407 days', false, false, 'https://lemmy.example.org/post/10', true, 37, now() - interval '4.2813 days', 36, 216),
(11, 'Post title 11', NULL, 'Body of post 11', 69, 5, now() - interval '109.5150 days', NULL, false, false, 'https://lemmy.example.org/post/11', false, 37, now() - interval '108.5150 days', 160, 195),
(12, 'Post title 12', 'https://news.example.com/a/12', NULL, 61, 1, now() - interval '98.2641 days', NULL, false, false, 'https://lemmy.example.org/post/12', false, 37, now() - interval '97.2641 days', 284, 1),
(13, 'Post title 13', NULL, 'Body of post 13', 35, 2, now() - interval '288.5825 days', NULL, false, false, 'https://lemmy.example.org/post/13', true, 37, now() - interval '287.5825 days', 146, 68),
(14, 'Post title 14', NULL, 'Body of post 14', 37, 3, now() - interval '196.9056 days', NULL, false, false, 'https://lemmy.example.org/post/14', true, 37, now() - interval '195.9056 days', 294, 15),
(15, 'Post title 15', 'https://news.example.com/a/15', NULL, 61, 5, now() - interval '257.9507 days', now() - interval '128.9753 days', false, false, 'https://lemmy.example.org/post/15', false, 37, now() - interval '256.9507 days', 226, 74),
(16, 'Post title 16', NULL, 'Body of post 16', 16, 1, now() - interval '304.1595 days', NULL, false, false, 'https://lemmy.example.org/post/16', true, 37, now() - interval '303.1595 days', 9, 25),
(17, 'Post title 17', NULL, 'Body of post 17', 39, 3, now() - interval '213.3992 days', NULL, false, false, 'https://lemmy.example.org/post/17', true, 37, now() - interval '212.3992 days', 218, 138),
(18, 'Post title 18', 'https://news.example.com/a/18', NULL, 44, 5, now() - interval '118.7289 days', NULL, false, false, 'https://lemmy.example.org/post/18', false, 37, now() - interval '117.7289 days', 54, 196),
(19, 'Post title 19', NULL, 'Body of post 19', 68, 1, now() - interval '185.7347 days', NULL, false, false, 'https://lemmy.example.org/post/19', false, 37, now() - interval '184.7347 days', 287, 67),
(20, 'Post title 20', NULL, 'Body of post 20', 47, 6, now() - interval '298.0069 days', now() - interval '149.0034 days', false, false, 'https://lemmy.example.org/post/20', false, 37, now() - interval '297.0069 days', 164, 34),
(21, 'Post title 21', 'https://news.example.com/a/21', NULL, 17, 1, now() - interval '1.1345 days', NULL, false, false, 'https://lemmy.example.org/post/21', true, 37, now() - interval '0.1345 days', 156, 87),
(22, 'Post title 22', NULL, 'Body of post 22', 59, 6, now() - interval '366.6293 days', NULL, false, false, 'https://lemmy.example.org/post/22', false, 37, now() - interval '365.6293 days', 70, 135),
(23, 'Post title 23', NULL, 'Body of post 23', 70, 2, now() - interval '5.8242 days', NULL, false, false, 'https://lemmy.example.org/post/23', false, 37, now() - interval '4.8242 days', 254, 166),
(24, 'Post title 24', 'https://news.example.com/a/24', NULL, 55, 5, now() - interval '230.2567 days', NULL, false, false, 'https://lemmy.example.org/post/24', false, 37, now() - interval '229.2567 days', 146, 18),
(25, 'Post title 25', NULL, 'Body of post 25', 62, 4, now() - interval '190.2879 days', now() - interval '95.1439 days', false, false, 'https://lemmy.example.org/post/25', false, 37, now() - interval '189.2879 days', 32, 278),
(26, 'Post title 26', NULL, 'Body of post 26', 26, 3, now() - interval '186.0339 days', NULL, false, false, 'https://lemmy.example.org/post/26', true, 37, now() - interval '185.0339 days', 285, 15),
(27, 'Post title 27', 'https://news.example.com/a/27', NULL, 9, 3, now() - interval '334.5115 days', NULL, false, false, 'https://lemmy.example.org/post/27', true, 37, now() - interval '333.5115 days', 14, 63),
(28, 'Post title 28', NULL, 'Body of post 28', 56, 5, now() - interval '114.5444 days', NULL, false, false, 'https://lemmy.example.org/post/28', false, 37, now() - interval '113.5444 days', 25, 67),
(29, 'Post title 29', NULL, 'Body of post 29', 61, 3, now() - interval '57.0737 days', NULL, true, false, 'https://lemmy.example.org/post/29', false, 37, now() - interval '56.0737 days', 182, 224),
(30, 'Post title 30', 'https://news.example.com/a/30', NULL, 62, 6, now() - interval '219.6381 days', now() - interval '109.8191 days', false, false, 'https://lemmy.example.org/post/30', false, 37, now() - interval '218.6381 days', 132, 9),
(31, 'Post title 31', NULL, 'Body of post 31', 64, 3, now() - interval '215.1779 days', NULL, false, true, 'https://lemmy.example.org/post/31', false, 37, now() - interval '214.1779 days', 118, 271),
(32, 'Post title 32', NULL, 'Body of post 32', 55, 5, now() - interval '216.5625 days', NULL, false, false, 'https://lemmy.example.org/post/32', false, 37, now() - interval '215.5625 days', 219, 65),
(33, 'Post title 33', 'https://news.example.com/a/33', NULL, 7, 1, now() - interval '293.0537 days', NULL, false, false, 'https://lemmy.example.org/post/33', true, 37, now() - interval '292.0537 days', 185, 104),
(34, 'Post title 34', NULL, 'Body of post 34', 35, 1, now() - interval '316.7002 days', NULL, false, false, 'https://lemmy.example.org/post/34', true, 37, now() - interval '315.7002 days', 169, 184),
(35, 'Post title 35', NULL, 'Body of post 35', 4, 3, now() - interval '289.0394 days', now() - interval '144.5197 days', false, false, 'https://lemmy.example.org/post/35', true, 37, now() - interval '288.0394 days', 6, 84),
(36, 'Post title 36', 'https://news.example.com/a/36', NULL, 9, 4, now() - interval '280.4993 days', NULL, false, false, 'https://lemmy.example.org/post/36', true, 37, now() - interval '279.4993 days', 299, 84),
(37, 'Post title 37', NULL, 'Body of post 37', 7, 1, now() - interval '336.8251 days', NULL, false, false, 'https://lemmy.example.org/post/37', true, 37, now() - interval '335.8251 days', 48, 138),
(38, 'Post title 38', NULL, 'Body of post 38', 29, 5, now() - interval '258.2950 days', NULL, false, false, 'https://lemmy.example.org/post/38', true, 37, now() - interval '257.2950 days', 271, 88),
(39, 'Post title 39', 'https://news.example.com/a/39', NULL, 15, 6, now() - interval '357.9386 days', NULL, false, false, 'https://lemmy.example.org/post/39', true, 37, now() - interval '356.9386 days', 73, 229),
(40, 'Post title 40', NULL, 'Body of post 40', 38, 6, now() - interval '367.1991 days', now() - interval '183.5996 days', false, false, 'https://lemmy.example.org/post/40', true, 37, now() - interval '366.1991 days', 222, 220),
(41, 'Post title 41', NULL, 'Body of post 41', 20, 2, now() - interval '244.2448 days', NULL, false, false, 'https://lemmy.example.org/post/41', true, 37, now() - interval '243.2448 days', 60, 171),
(42, 'Post title 42', 'https://news.example.com/a/42', NULL, 53, 2, now() - interval '26.8912 days', NULL, false, false, 'https://lemmy.example.org/post/42', false, 37, now() - interval '25.8912 days', 162, 229),
(43, 'Post title 43', NULL, 'Body of post 43', 28, 1, now() - interval '222.2044 days', NULL, false, false, 'https://lemmy.example.org/post/43', true, 37, now() - interval '221.2044 days', 116, 237),
(44, 'Post title 44', NULL, 'Body of post 44', 49, 6, now() - interval '28.8016 days', NULL, false, false, 'https://lemmy.example.org/post/44', false, 37, now() - interval '27.8016 days', 222, 88),
(45, 'Post title 45', 'https://news.example.com/a/45', NULL, 8, 5, now() - interval '230.1023 days', now() - interval '115.0511 days', false, false, 'https://lemmy.example.org/post/45', true, 37, now() - interval '229.1023 days', 226, 25),
(46, 'Post title 46', NULL, 'Body of post 46', 52, 5, now() - interval '53.7331 days', NULL, false, false, 'https://lemmy.example.org/post/46', false, 37, now() - interval '52.7331 days', 82, 273),
(47, 'Post title 47', NULL, 'Body of post 47', 56, 1, now() - interval '125.8278 days', NULL, false, false, 'https://lemmy.example.org/post/47', false, 37, now() - interval '124.8278 days', 242, 252),
(48, 'Post title 48', 'https://news.example.com/a/48', NULL, 63, 4, now() - interval '141.3612 days', NULL, false, false, 'https://lemmy.example.org/post/48', false, 37, now() - interval '140.3612 days', 0, 54),
(49, 'Post title 49', NULL, 'Body of post 49', 48, 1, now() - interval '55.2929 days', NULL, false, false, 'https://lemmy.example.org/post/49', false, 37, now() - interval '54.2929 days', 64, 215),
(50, 'Post title 50', NULL, 'Body of post 50', 38, 2, now() - interval '227.4593 days', now() - interval '113.7296 days', false, false, 'https://lemmy.example.org/post/50', true, 37, now() - interval '226.4593 days', 26, 107),
(51, 'Post title 51', 'https://news.example.com/a/51', NULL, 65, 3, now() - interval '364.1690 days', NULL, false, false, 'https://lemmy.example.org/post/51', false, 37, now() - interval '363.1690 days', 0, 17),
(52, 'Post title 52', NULL, 'Body of post 52', 29, 3, now() - interval '25.2745 days', NULL, false, false, 'https://lemmy.example.org/post/52', true, 37, now() - interval '24.2745 days', 295, 121),
(53, 'Post title 53', NULL, 'Body of post 53', 31, 3, now() - interval '333.0432 days', NULL, false, false, 'https://lemmy.example.org/post/53', true, 37, now() - interval '332.0432 days', 246, 182),
(54, 'Post title 54', 'https://news.example.com/a/54', NULL, 37, 5, now() - interval '390.0412 days', NULL, false, false, 'https://lemmy.example.org/post/54', true, 37, now() - interval '389.0412 days', 201, 238),
(55, 'Post title 55', NULL, 'Body of post 55', 31, 3, now() - interval '181.3353 days', now() - interval '90.6676 days', false, false, 'https://lemmy.example.org/post/55', true, 37, now() - interval '180.3353 days', 110, 104),
(56, 'Post title 56', NULL, 'Body of post 56', 50, 2, now() - interval '52.4731 days', NULL, false, false, 'https://lemmy.example.org/post/56', false, 37, now() - interval '51.4731 days', 141, 103),
(57, 'Post title 57', 'https://news.example.com/a/57', NULL, 3, 6, now() - interval '136.6417 days', NULL, false, false, 'https://lemmy.example.org/post/57', true, 37, now() - interval '135.6417 days', 155, 288),
(58, 'Post title 58', NULL, 'Body of post 58', 5, 1, now() - interval '345.3540 days', NULL, true, false, 'https://lemmy.example.org/post/58', true, 37, now() - interval '344.3540 days', 264, 183),
(59, 'Post title 59', NULL, 'Body of post 59', 65, 5, now() - interval '181.4005 days', NULL, false, false, 'https://lemmy.example.org/post/59', false, 37, now() - interval '180.4005 days', 123, 188),
(60, 'Post title 60', 'https://news.example.com/a/60', NULL, 50, 4, now() - interval '192.1872 days', now() - interval '96.0936 days', false, false, 'https://lemmy.example.org/post/60', false, 37, now() - interval '191.1872 days', 180, 128),
(61, 'Post title 61', NULL, 'Body of post 61', 42, 1, now() - interval '318.5854 days', NULL, false, false, 'https://lemmy.example.org/post/61', false, 37, now() - interval '317.5854 days', 31, 254),
(62, 'Post title 62', NULL, 'Body of post 62', 4, 5, now() - interval '290.0027 days', NULL, false, true, 'https://lemmy.example.org/post/62', true, 37, now() - interval '289.0027 days', 205, 179),
(63, 'Post title 63', 'https://news.example.com/a/63', NULL, 7, 2, now() - interval '377.8478 days', NULL, false, false, 'https://lemmy.example.org/post/63', true, 37, now() - interval '376.8478 days', 73, 74),
(64, 'Post title 64', NULL, 'Body of post 64', 55, 6, now() - interval '317.7628 days', NULL, false, false, 'https://lemmy.example.org/post/64', false, 37, now() - interval '316.7628 days', 122, 251),
(65, 'Post title 65', NULL, 'Body of post 65', 15, 1, now() - interval '389.0790 days', now() - interval '194.5395 days', false, false, 'https://lemmy.example.org/post/65', true, 37, now() - interval '388.0790 days', 195, 20),
(66, 'Post title 66', 'https://news.example.com/a/66', NULL, 63, 2, now() - interval '55.9061 days', NULL, false, false, 'https://lemmy.example.org/post/66', false, 37, now() - interval '54.9061 days', 48, 87),
(67, 'Post title 67', NULL, 'Body of post 67', 49, 3, now() - interval '334.3269 days', NULL, false, false, 'https://lemmy.example.org/post/67', false, 37, now() - interval '333.3269 days', 203, 51),
(68, 'Post title 68', NULL, 'Body of post 68', 38, 3, now() - interval '372.2160 days', NULL, false, false, 'https://lemmy.example.org/post/68', true, 37, now() - interval '371.2160 days', 144, 103),
(69, 'Post title 69', 'https://news.example.com/a/69', NULL, 45, 4, now() - interval '151.2556 days', NULL, false, false, 'https://lemmy.example.org/post/69', false, 37, now() - interval '150.2556 days', 165, 245),
(70, 'Post title 70', NULL, 'Body of post 70', 46, 6, now() - interval '118.3650 days', now() - interval '59.1825 days', false, false, 'https://lemmy.example.org/post/70', false, 37, now() - interval '117.3650 days', 240, 274),
(71, 'Post title 71', NULL, 'Body of post 71', 56, 3, now() - interval '206.9965 days', NULL, false, false, 'https://lemmy.example.org/post/71', false, 37, now() - interval '205.9965 days', 46, 102),
(72, 'Post title 72', 'https://news.example.com/a/72', NULL, 28, 6, now() - interval '72.2143 days', NULL, false, false, 'https://lemmy.example.org/post/72', true, 37, now() - interval '71.2143 days', 192, 6),
(73, 'Post title 73', NULL, 'Body of post 73', 9, 1, now() - interval '14.8409 days', NULL, false, false, 'https://lemmy.example.org/post/73', true, 37, now() - interval '13.8409 days', 53, 263),
(74, 'Post title 74', NULL, 'Body of post 74', 24, 2, now() - interval '78.2393 days', NULL, false, false, 'https://lemmy.example.org/post/74', true, 37, now() - interval '77.2393 days', 300, 95),
(75, 'Post title 75', 'https://news.example.com/a/75', NULL, 63, 4, now() - interval '264.4989 days', now() - interval '132.2495 days', false, false, 'https://lemmy.example.org/post/75', false, 37, now() - interval '263.4989 days', 199, 12),
(76, 'Post title 76', NULL, 'Body of post 76', 45, 1, now() - interval '170.7951 days', NULL, false, false, 'https://lemmy.example.org/post/76', false, 37, now() - interval '169.7951 days', 162, 14),
(77, 'Post title 77', NULL, 'Body of post 77', 39, 5, now() - interval '368.6855 days', NULL, false, false, 'https://lemmy.example.org/post/77', true, 37, now() - interval '367.6855 days', 159, 263),
(78, 'Post title 78', 'https://news.example.com/a/78', NULL, 42, 4, now() - interval '184.7592 days', NULL, false, false, 'https://lemmy.example.org/post/78', false, 37, now() - interval '183.7592 days', 196, 257),
(79, 'Post title 79', NULL, 'Body of post 79', 25, 2, now() - interval '261.3447 days', NULL, false, false, 'https://lemmy.example.org/post/79', true, 37, now() - interval '260.3447 days', 243, 280),
(80, 'Post title 80', NULL, 'Body of post 80', 10, 3, now() - interval '347.6269 days', now() - interval '173.8134 days', false, false, 'https://lemmy.example.org/post/80', true, 37, now() - interval '346.6269 days', 204, 231),
(81, 'Post title 81', 'https://news.example.com/a/81', NULL, 61, 2, now() - interval '220.8252 days', NULL, false, false, 'https://lemmy.example.org/post/81', false, 37, now() - interval '219.8252 days', 296, 286),
(82, 'Post title 82', NULL, 'Body of post 82', 15, 3, now() - interval '327.3704 days', NULL, false, false, 'https://lemmy.example.org/post/82', true, 37, now() - interval '326.3704 days', 31, 275),
(83, 'Post title 83', NULL, 'Body of post 83', 37, 6, now() - interval '94.0671 days', NULL, false, false, 'https://lemmy.example.org/post/83', true, 37, now() - interval '93.0671 days', 75, 214),
(84, 'Post title 84', 'https://news.example.com/a/84', NULL, 62, 1, now() - interval '137.7194 days', NULL, false, false, 'https://lemmy.example.org/post/84', false, 37, now() - interval '136.7194 days', 185, 11),
(85, 'Post title 85', NULL, 'Body of post 85', 48, 3, now() - interval '375.1768 days', now() - interval '187.5884 days', false, false, 'https://lemmy.example.org/post/85', false, 37, now() - interval '374.1768 days', 267, 106),
(86, 'Post title 86', NULL, 'Body of post 86', 3, 6, now() - interval '182.6633 days', NULL, false, false, 'https://lemmy.example.org/post/86', true, 37, now() - interval '181.6633 days', 145, 147),
(87, 'Post title 87', 'https://news.example.com/a/87', NULL, 20, 1, now() - interval '314.1400 days', NULL, true, false, 'https://lemmy.example.org/post/87', true, 37, now() - interval '313.1400 days', 39, 14),
(88, 'Post title 88', NULL, 'Body of post 88', 42, 3, now() - interval '181.5513 days', NULL, false, false, 'https://lemmy.example.org/post/88', false, 37, now() - interval '180.5513 days', 44, 183),
(89, 'Post title 89', NULL, 'Body of post 89', 31, 6, now() - interval '397.4393 days', NULL, false, false, 'https://lemmy.example.org/post/89', true, 37, now() - interval '396.4393 days', 297, 212),
(90, 'Post title 90', 'https://news.example.com/a/90', NULL, 5, 2, now() - interval '285.9228 days', now() - interval '142.9614 days', false, false, 'https://lemmy.example.org/post/90', true, 37, now() - interval '284.9228 days', 157, 8),
(91, 'Post title 91', NULL, 'Body of post 91', 30, 6, now() - interval '31.2813 days', NULL, false, false, 'https://lemmy.example.org/post/91', true, 37, now() - interval '30.2813 days', 140, 121),
(92, 'Post title 92', NULL, 'Body of post 92', 52, 6, now() - interval '145.7012 days', NULL, false, false, 'https://lemmy.example.org/post/92', false, 37, now() - interval '144.7012 days', 36, 20),
(93, 'Post title 93', 'https://news.example.com/a/93', NULL, 40, 2, now() - interval '187.2148 days', NULL, false, true, 'https://lemmy.example.org/post/93', true, 37, now() - interval '186.2148 days', 45, 154),
(94, 'Post title 94', NULL, 'Body of post 94', 37, 1, now() - interval '292.9391 days', NULL, false, false, 'https://lemmy.example.org/post/94', true, 37, now() - interval '291.9391 days', 179, 288),
(95, 'Post title 95', NULL, 'Body of post 95', 60, 2, now() - interval '310.3368 days', now() - interval '155.1684 days', false, false, 'https://lemmy.example.org/post/95', false, 37, now() - interval '309.3368 days', 106, 248),
(96, 'Post title 96', 'https://news.example.com/a/96', NULL, 23, 6, now() - interval '83.5076 days', NULL, false, false, 'https://lemmy.example.org/post/96', true, 37, now() - interval '82.5076 days', 264, 48),
(97, 'Post title 97', NULL, 'Body of post 97', 6, 6, now() - interval '243.4723 days', NULL, false, false, 'https://lemmy.example.org/post/97', true, 37, now() - interval '242.4723 days', 61, 123),
(98, 'Post title 98', NULL, 'Body of post 98', 35, 1, now() - interval '184.7657 days', NULL, false, false, 'https://lemmy.example.org/post/98', true, 37, now() - interval '183.7657 days', 175, 279),
(99, 'Post title 99', 'https://news.example.com/a/99', NULL, 58, 6, now() - interval '164.0675 days', NULL, false, false, 'https://lemmy.example.org/post/99', false, 37, now() - interval '163.0675 days', 216, 202),
(100, 'Post title 100', NULL, 'Body of post 100', 6, 1, now() - interval '219.3665 days', now() - interval '109.6833 days', false, false, 'https://lemmy.example.org/post/100', true, 37, now() - interval '218.3665 days', 1, 200),
(101, 'Post title 101', NULL, 'Body of post 101', 67, 5, now() - interval '140.0053 days', NULL, false, false, 'https://lemmy.example.org/post/101', false, 37, now() - interval '139.0053 days', 193, 92),
(102, 'Post title 102', 'https://news.example.com/a/102', NULL, 13, 6, now() - interval '28.4873 days', NULL, false, false, 'https://lemmy.example.org/post/102', true, 37, now() - interval '27.4873 days', 270, 107),
(103, 'Post title 103', NULL, 'Body of post 103', 63, 1, now() - interval '374.2945 days', NULL, false, false, 'https://lemmy.example.org/post/103', false, 37, now() - interval '373.2945 days', 164, 198),
(104, 'Post title 104', NULL, 'Body of post 104', 7, 6, now() - interval '97.3854 days', NULL, false, false, 'https://lemmy.example.org/post/104', true, 37, now() - interval '96.3854 days', 165, 56),
(105, 'Post title 105', 'https://news.example.com/a/105', NULL, 7, 4, now() - interval '158.9276 days', now() - interval '79.4638 days', false, false, 'https://lemmy.example.org/post/105', true, 37, now() - interval '157.9276 days', 283, 192),
(106, 'Post title 106', NULL, 'Body of post 106', 8, 1, now() - interval '102.1720 days', NULL, false, false, 'https://lemmy.example.org/post/106', true, 37, now() - interval '101.1720 days', 127, 52),
(107, 'Post title 107', NULL, 'Body of post 107', 53, 4, now() - interval '122.3796 days', NULL, false, false, 'https://lemmy.example.org/post/107', false, 37, now() - interval '121.3796 days', 108, 151),
(108, 'Post title 108', 'https://news.example.com/a/108', NULL, 7, 1, now() - interval '380.0543 days', NULL, false, false, 'https://lemmy.example.org/post/108', true, 37, now() - interval '379.0543 days', 156, 138),
(109, 'Post title 109', NULL, 'Body of post 109', 25, 2, now() - interval '278.2920 days', NULL, false, false, 'https://lemmy.example.org/post/109', true, 37, now() - interval '277.2920 days', 39, 86),
(110, 'Post title 110', NULL, 'Body of post 110', 52, 2, now() - interval '212.5236 days', now() - interval '106.2618 days', false, false, 'https://lemmy.example.org/post/110', false, 37, now() - interval '211.5236 days', 39, 212),
(111, 'Post title 111', 'https://news.example.com/a/111', NULL, 11, 3, now() - interval '316.3196 days', NULL, false, false, 'https://lemmy.example.org/post/111', true, 37, now() - interval '315.3196 days', 94, 116),
(112, 'Post title 112', NULL, 'Body of post 112', 12, 5, now() - interval '394.0662 days', NULL, false, false, 'https://lemmy.example.org/post/112', true, 37, now() - interval '393.0662 days', 32, 292),
(113, 'Post title 113', NULL, 'Body of post 113', 21, 5, now() - interval '30.1485 days', NULL, false, false, 'https://lemmy.example.org/post/113', true, 37, now() - interval '29.1485 days', 289, 280),
(114, 'Post title 114', 'https://news.example.com/a/114', NULL, 28, 5, now() - interval '6.9633 days', NULL, false, false, 'https://lemmy.example.org/post/114', true, 37, now() - interval '5.9633 days', 208, 214),
(115, 'Post title 115', NULL, 'Body of post 115', 70, 3, now() - interval '194.6160 days', now() - interval '97.3080 days', false, false, 'https://lemmy.example.org/post/115', false, 37, now() - interval '193.6160 days', 118, 218),
(116, 'Post title 116', NULL, 'Body of post 116', 49, 5, now() - interval '250.0397 days', NULL, true, false, 'https://lemmy.example.org/post/116', false, 37, now() - interval '249.0397 days', 247, 271),
(117, 'Post title 117', 'https://news.example.com/a/117', NULL, 2, 3, now() - interval '275.4421 days', NULL, false, false, 'https://lemmy.example.org/post/117', true, 37, now() - interval '274.4421 days', 125, 155),
(118, 'Post title 118', NULL, 'Body of post 118', 29, 5, now() - interval '46.2747 days', NULL, false, false, 'https://lemmy.example.org/post/118', true, 37, now() - interval '45.2747 days', 214, 144),
(119, 'Post title 119', NULL, 'Body of post 119', 40, 4, now() - interval '35.0539 days', NULL, false, false, 'https://lemmy.example.org/post/119', true, 37, now() - interval '34.0539 days', 43, 170),
(120, 'Post title 120', 'https://news.example.com/a/120', NULL, 34, 4, now() - interval '125.1504 days', now() - interval '62.5752 days', false, false, 'https://lemmy.example.org/post/120', true, 37, now() - interval '124.1504 days', 95, 216);

INSERT INTO comment (id, creator_id, post_id, community_id, content, published_at, updated_at, deleted, removed, ap_id, local, path, language_id) VALUES
(1, 20, 4, 5, 'Comment text 1', now() - interval '27.4634 days', NULL, false, false, 'https://lemmy.example.org/comment/1', true, '0.1', 37),
(2, 24, 73, 1, 'Comment text 2', now() - interval '6.4384 days', NULL, false, false, 'https://lemmy.example.org/comment/2', true, '0.2', 37),
(3, 14, 42, 2, 'Comment text 3', now() - interval '17.3813 days', NULL, false, false, 'https://lemmy.example.org/comment/3', true, '0.3', 37),
(4, 43, 89, 6, 'Comment text 4', now() - interval '289.7028 days', NULL, false, false, 'https://lemmy.example.org/comment/4', false, '0.4', 37),
(5, 63, 8, 4, 'Comment text 5', now() - interval '1.3096 days', NULL, false, false, 'https://lemmy.example.org/comment/5', false, '0.5', 37),
(6, 10, 67, 3, 'Comment text 6', now() - interval '106.4652 days', NULL, false, false, 'https://lemmy.example.org/comment/6', true, '0.6', 37),
(7, 60, 109, 2, 'Comment text 7', now() - interval '179.5488 days', NULL, false, false, 'https://lemmy.example.org/comment/7', false, '0.7', 37),
(8, 30, 119, 4, 'Comment text 8', now() - interval '31.3188 days', NULL, false, false, 'https://lemmy.example.org/comment/8', true, '0.8', 37),
(9, 62, 79, 2, 'Comment text 9', now() - interval '219.5061 days', NULL, false, false, 'https://lemmy.example.org/comment/9', false, '0.9', 37),
(10, 25, 1, 4, 'Comment text 10', now() - interval '116.0979 days', NULL, false, false, 'https://lemmy.example.org/comment/10', true, '0.10', 37),
(11, 12, 15, 5, 'Comment text 11', now() - interval '86.6033 days', NULL, false, false, 'https://lemmy.example.org/comment/11', true, '0.11', 37),
(12, 14, 48, 4, 'Comment text 12', now() - interval '81.2790 days', NULL, false, false, 'https://lemmy.example.org/comment/12', true, '0.12', 37),
(13, 42, 57, 6, 'Comment text 13', now() - interval '111.5499 days', NULL, false, false, 'https://lemmy.example.org/comment/13', false, '0.13', 37),
(14, 24, 103, 1, 'Comment text 14', now() - interval '266.9092 days', NULL, false, false, 'https://lemmy.example.org/comment/14', true, '0.14', 37),
(15, 14, 119, 4, 'Comment text 15', now() - interval '12.8065 days', NULL, false, false, 'https://lemmy.example.org/comment/15', true, '0.15', 37),
(16, 9, 105, 4, 'Comment text 16', now() - interval '31.0694 days', NULL, false, false, 'https://lemmy.example.org/comment/16', true, '0.16', 37),
(17, 48, 42, 2, 'Comment text 17', now() - interval '4.6487 days', NULL, false, false, 'https://lemmy.example.org/comment/17', false, '0.17', 37),
(18, 11, 115, 3, 'Comment text 18', now() - interval '47.8473 days', NULL, false, false, 'https://lemmy.example.org/comment/18', true, '0.18', 37),
(19, 60, 70, 6, 'Comment text 19', now() - interval '44.4084 days', NULL, false, false, 'https://lemmy.example.org/comment/19', false, '0.19', 37),
(20, 48, 16, 1, 'Comment text 20', now() - interval '40.3756 days', NULL, false, false, 'https://lemmy.example.org/comment/20', false, '0.20', 37),
(21, 64, 1, 4, 'Comment text 21', now() - interval '65.8001 days', NULL, false, false, 'https://lemmy.example.org/comment/21', false, '0.21', 37),
(22, 10, 44, 6, 'Comment text 22', now() - interval '14.1326 days', NULL, false, false, 'https://lemmy.example.org/comment/22', true, '0.22', 37),
(23, 38, 93, 2, 'Comment text 23', now() - interval '2.9639 days', NULL, false, false, 'https://lemmy.example.org/comment/23', true, '0.23', 37),
(24, 62, 104, 6, 'Comment text 24', now() - interval '97.2938 days', NULL, false, false, 'https://lemmy.example.org/comment/24', false, '0.24', 37),
(25, 26, 97, 6, 'Comment text 25', now() - interval '223.6031 days', NULL, false, false, 'https://lemmy.example.org/comment/25', true, '0.25', 37),
(26, 19, 49, 1, 'Comment text 26', now() - interval '16.0677 days', NULL, false, false, 'https://lemmy.example.org/comment/26', true, '0.26', 37),
(27, 12, 64, 6, 'Comment text 27', now() - interval '182.9299 days', NULL, false, false, 'https://lemmy.example.org/comment/27', true, '0.27', 37),
(28, 53, 38, 5, 'Comment text 28', now() - interval '87.0316 days', NULL, false, false, 'https://lemmy.example.org/comment/28', false, '0.28', 37),
(29, 9, 109, 2, 'Comment text 29', now() - interval '144.5014 days', NULL, false, false, 'https://lemmy.example.org/comment/29', true, '0.29', 37),
(30, 29, 7, 4, 'Comment text 30', now() - interval '156.4460 days', NULL, false, false, 'https://lemmy.example.org/comment/30', true, '0.30', 37),
(31, 35, 31, 3, 'Comment text 31', now() - interval '143.3506 days', NULL, false, false, 'https://lemmy.example.org/comment/31', true, '0.31', 37),
(32, 19, 10, 4, 'Comment text 32', now() - interval '1.4314 days', NULL, false, false, 'https://lemmy.example.org/comment/32', true, '0.32', 37),
(33, 62, 13, 2, 'Comment text 33', now() - interval '124.7965 days', NULL, false, false, 'https://lemmy.example.org/comment/33', false, '0.33', 37),
(34, 70, 24, 5, 'Comment text 34', now() - interval '194.2994 days', NULL, false, false, 'https://lemmy.example.org/comment/34', false, '0.34', 37),
(35, 32, 110, 2, 'Comment text 35', now() - interval '19.5139 days', NULL, false, false, 'https://lemmy.example.org/comment/35', true, '0.35', 37),
(36, 17, 46, 5, 'Comment text 36', now() - interval '43.5658 days', NULL, false, false, 'https://lemmy.example.org/comment/36', true, '0.36', 37),
(37, 19, 1, 4, 'Comment text 37', now() - interval '62.3427 days', NULL, false, false, 'https://lemmy.example.org/comment/37', true, '0.37', 37),
(38, 3, 3, 4, 'Comment text 38', now() - interval '96.4421 days', NULL, false, false, 'https://lemmy.example.org/comment/38', true, '0.38', 37),
(39, 50, 59, 5, 'Comment text 39', now() - interval '157.4830 days', NULL, false, false, 'https://lemmy.example.org/comment/39', false, '0.39', 37),
(40, 7, 11, 5, 'Comment text 40', now() - interval '106.3954 days', NULL, false, false, 'https://lemmy.example.org/comment/40', true, '0.40', 37),
(41, 57, 25, 4, 'Comment text 41', now() - interval '2.3210 days', NULL, true, false, 'https://lemmy.example.org/comment/41', false, '0.41', 37),
(42, 11, 67, 3, 'Comment text 42', now() - interval '319.6532 days', NULL, false, false, 'https://lemmy.example.org/comment/42', true, '0.42', 37),
(43, 61, 77, 5, 'Comment text 43', now() - interval '187.2234 days', NULL, false, false, 'https://lemmy.example.org/comment/43', false, '0.43', 37),
(44, 21, 7, 4, 'Comment text 44', now() - interval '146.0188 days', NULL, false, false, 'https://lemmy.example.org/comment/44', true, '0.44', 37),
(45, 65, 100, 1, 'Comment text 45', now() - interval '95.3576 days', NULL, false, false, 'https://lemmy.example.org/comment/45', false, '0.45', 37),
(46, 5, 76, 1, 'Comment text 46', now() - interval '36.8228 days', NULL, false, false, 'https://lemmy.example.org/comment/46', true, '0.46', 37),
(47, 53, 54, 5, 'Comment text 47', now() - interval '316.8983 days', NULL, false, false, 'https://lemmy.example.org/comment/47', false, '0.47', 37),
(48, 56, 106, 1, 'Comment text 48', now() - interval '93.5237 days', NULL, false, false, 'https://lemmy.example.org/comment/48', false, '0.48', 37),
(49, 2, 49, 1, 'Comment text 49', now() - interval '55.2404 days', NULL, false, false, 'https://lemmy.example.org/comment/49', true, '0.49', 37),
(50, 22, 97, 6, 'Comment text 50', now() - interval '217.1236 days', NULL, false, false, 'https://lemmy.example.org/comment/50', true, '0.50', 37),
(51, 39, 19, 1, 'Comment text 51', now() - interval '145.0434 days', NULL, false, false, 'https://lemmy.example.org/comment/51', true, '0.51', 37),
(52, 10, 55, 3, 'Comment text 52', now() - interval '180.2786 days', NULL, false, false, 'https://lemmy.example.org/comment/52', true, '0.52', 37),
(53, 51, 28, 5, 'Comment text 53', now() - interval '48.2708 days', NULL, false, false, 'https://lemmy.example.org/comment/53', false, '0.53', 37),
(54, 18, 35, 3, 'Comment text 54', now() - interval '135.8014 days', NULL, false, false, 'https://lemmy.example.org/comment/54', true, '0.54', 37),
(55, 1, 37, 1, 'Comment text 55', now() - interval '224.4961 days', NULL, false, false, 'https://lemmy.example.org/comment/55', true, '0.55', 37),
(56, 22, 16, 1, 'Comment text 56', now() - interval '230.5653 days', NULL, false, false, 'https://lemmy.example.org/comment/56', true, '0.56', 37),
(57, 10, 10, 4, 'Comment text 57', now() - interval '3.6305 days', NULL, false, false, 'https://lemmy.example.org/comment/57', true, '0.57', 37),
(58, 53, 5, 4, 'Comment text 58', now() - interval '88.9111 days', NULL, false, false, 'https://lemmy.example.org/comment/58', false, '0.58', 37),
(59, 3, 26, 3, 'Comment text 59', now() - interval '139.0332 days', NULL, false, false, 'https://lemmy.example.org/comment/59', true, '0.59', 37),
(60, 41, 64, 6, 'Comment text 60', now() - interval '190.3117 days', NULL, false, false, 'https://lemmy.example.org/comment/60', false, '0.60', 37),
(61, 60, 18, 5, 'Comment text 61', now() - interval '28.0861 days', NULL, false, false, 'https://lemmy.example.org/comment/61', false, '0.61', 37),
(62, 47, 118, 5, 'Comment text 62', now() - interval '43.3856 days', NULL, false, false, 'https://lemmy.example.org/comment/62', false, '0.62', 37),
(63, 2, 4, 5, 'Comment text 63', now() - interval '43.9055 days', NULL, false, false, 'https://lemmy.example.org/comment/63', true, '0.63', 37),
(64, 11, 55, 3, 'Comment text 64', now() - interval '48.3619 days', NULL, false, false, 'https://lemmy.example.org/comment/64', true, '0.64', 37),
(65, 48, 97, 6, 'Comment text 65', now() - interval '81.3543 days', NULL, false, false, 'https://lemmy.example.org/comment/65', false, '0.65', 37),
(66, 20, 28, 5, 'Comment text 66', now() - interval '33.6514 days', NULL, false, false, 'https://lemmy.example.org/comment/66', true, '0.66', 37),
(67, 12, 115, 3, 'Comment text 67', now() - interval '55.2014 days', NULL, false, false, 'https://lemmy.example.org/comment/67', true, '0.67', 37),
(68, 52, 14, 3, 'Comment text 68', now() - interval '73.8374 days', NULL, false, false, 'https://lemmy.example.org/comment/68', false, '0.68', 37),
(69, 62, 48, 4, 'Comment text 69', now() - interval '77.4046 days', NULL, false, false, 'https://lemmy.example.org/comment/69', false, '0.69', 37),
(70, 31, 57, 6, 'Comment text 70', now() - interval '131.8624 days', NULL, false, false, 'https://lemmy.example.org/comment/70', true, '0.70', 37),
(71, 34, 18, 5, 'Comment text 71', now() - interval '2.0805 days', NULL, false, false, 'https://lemmy.example.org/comment/71', true, '0.71', 37),
(72, 50, 2, 4, 'Comment text 72', now() - interval '15.5773 days', NULL, false, false, 'https://lemmy.example.org/comment/72', false, '0.72', 37),
(73, 8, 62, 5, 'Comment text 73', now() - interval '2.3609 days', NULL, false, false, 'https://lemmy.example.org/comment/73', true, '0.73', 37),
(74, 28, 99, 6, 'Comment text 74', now() - interval '68.7202 days', NULL, false, false, 'https://lemmy.example.org/comment/74', true, '0.74', 37),
(75, 31, 65, 1, 'Comment text 75', now() - interval '308.4987 days', NULL, false, false, 'https://lemmy.example.org/comment/75', true, '0.75', 37),
(76, 65, 8, 4, 'Comment text 76', now() - interval '2.2683 days', NULL, false, false, 'https://lemmy.example.org/comment/76', false, '0.76', 37),
(77, 50, 89, 6, 'Comment text 77', now() - interval '351.3858 days', NULL, false, false, 'https://lemmy.example.org/comment/77', false, '0.77', 37),
(78, 3, 100, 1, 'Comment text 78', now() - interval '122.3536 days', NULL, false, false, 'https://lemmy.example.org/comment/78', true, '0.78', 37),
(79, 58, 57, 6, 'Comment text 79', now() - interval '14.0114 days', NULL, false, false, 'https://lemmy.example.org/comment/79', false, '0.79', 37),
(80, 48, 16, 1, 'Comment text 80', now() - interval '172.9793 days', NULL, false, false, 'https://lemmy.example.org/comment/80', false, '0.80', 37),
(81, 50, 36, 4, 'Comment text 81', now() - interval '277.1406 days', NULL, false, false, 'https://lemmy.example.org/comment/81', false, '0.81', 37),
(82, 22, 39, 6, 'Comment text 82', now() - interval '211.4970 days', NULL, true, false, 'https://lemmy.example.org/comment/82', true, '0.82', 37),
(83, 10, 88, 3, 'Comment text 83', now() - interval '117.0395 days', NULL, false, false, 'https://lemmy.example.org/comment/83', true, '0.83', 37),
(84, 28, 8, 4, 'Comment text 84', now() - interval '5.0283 days', NULL, false, false, 'https://lemmy.example.org/comment/84', true, '0.84', 37),
(85, 13, 50, 2, 'Comment text 85', now() - interval '210.2890 days', NULL, false, false, 'https://lemmy.example.org/comment/85', true, '0.85', 37),
(86, 48, 39, 6, 'Comment text 86', now() - interval '296.9708 days', NULL, false, false, 'https://lemmy.example.org/comment/86', false, '0.86', 37),
(87, 59, 18, 5, 'Comment text 87', now() - interval '41.6698 days', NULL, false, false, 'https://lemmy.example.org/comment/87', false, '0.87', 37),
(88, 1, 64, 6, 'Comment text 88', now() - interval '179.8277 days', NULL, false, false, 'https://lemmy.example.org/comment/88', true, '0.88', 37),
(89, 59, 27, 3, 'Comment text 89', now() - interval '14.1198 days', NULL, false, false, 'https://lemmy.example.org/comment/89', false, '0.89', 37),
(90, 12, 95, 2, 'Comment text 90', now() - interval '36.2713 days', NULL, false, false, 'https://lemmy.example.org/comment/90', true, '0.90', 37),
(91, 19, 114, 5, 'Comment text 91', now() - interval '2.6055 days', NULL, false, false, 'https://lemmy.example.org/comment/91', true, '0.91', 37),
(92, 34, 44, 6, 'Comment text 92', now() - interval '23.4771 days', NULL, false, false, 'https://lemmy.example.org/comment/92', true, '0.92', 37),
(93, 19, 62, 5, 'Comment text 93', now() - interval '214.9377 days', NULL, false, false, 'https://lemmy.example.org/comment/93', true, '0.93', 37),
(94, 33, 34, 1, 'Comment text 94', now() - interval '262.5988 days', NULL, false, false, 'https://lemmy.example.org/comment/94', true, '0.94', 37),
(95, 33, 81, 2, 'Comment text 95', now() - interval '85.8153 days', NULL, false, false, 'https://lemmy.example.org/comment/95', true, '0.95', 37),
(96, 32, 81, 2, 'Comment text 96', now() - interval '155.0220 days', NULL, false, false, 'https://lemmy.example.org/comment/96', true, '0.96', 37),
(97, 57, 76, 1, 'Comment text 97', now() - interval '156.3059 days', NULL, false, false, 'https://lemmy.example.org/comment/97', false, '0.97', 37),
(98, 23, 108, 1, 'Comment text 98', now() - interval '225.7053 days', NULL, false, false, 'https://lemmy.example.org/comment/98', true, '0.98', 37),
(99, 7, 73, 1, 'Comment text 99', now() - interval '13.3818 days', NULL, false, false, 'https://lemmy.example.org/comment/99', true, '0.99', 37),
(100, 16, 46, 5, 'Comment text 100', now() - interval '0.5184 days', NULL, false, false, 'https://lemmy.example.org/comment/100', true, '0.100', 37),
(101, 64, 6, 3, 'Comment text 101', now() - interval '254.8270 days', NULL, false, false, 'https://lemmy.example.org/comment/101', false, '0.101', 37),
(102, 6, 84, 1, 'Comment text 102', now() - interval '3.5809 days', NULL, false, false, 'https://lemmy.example.org/comment/102', true, '0.102', 37),
(103, 16, 53, 3, 'Comment text 103', now() - interval '137.4131 days', NULL, false, false, 'https://lemmy.example.org/comment/103', true, '0.103', 37),
(104, 57, 68, 3, 'Comment text 104', now() - interval '227.8132 days', NULL, false, false, 'https://lemmy.example.org/comment/104', false, '0.104', 37),
(105, 69, 29, 3, 'Comment text 105', now() - interval '54.1641 days', NULL, false, false, 'https://lemmy.example.org/comment/105', false, '0.105', 37),
(106, 9, 15, 5, 'Comment text 106', now() - interval '185.5193 days', NULL, false, false, 'https://lemmy.example.org/comment/106', true, '0.106', 37),
(107, 12, 76, 1, 'Comment text 107', now() - interval '7.2648 days', NULL, false, false, 'https://lemmy.example.org/comment/107', true, '0.107', 37),
(108, 59, 92, 6, 'Comment text 108', now() - interval '44.2704 days', NULL, false, false, 'https://lemmy.example.org/comment/108', false, '0.108', 37),
(109, 70, 68, 3, 'Comment text 109', now() - interval '268.3175 days', NULL, false, false, 'https://lemmy.example.org/comment/109', false, '0.109', 37),
(110, 35, 9, 2, 'Comment text 110', now() - interval '14.1303 days', NULL, false, false, 'https://lemmy.example.org/comment/110', true, '0.110', 37),
(111, 40, 97, 6, 'Comment text 111', now() - interval '62.9745 days', NULL, false, false, 'https://lemmy.example.org/comment/111', true, '0.111', 37),
(112, 39, 39, 6, 'Comment text 112', now() - interval '0.5366 days', NULL, false, false, 'https://lemmy.example.org/comment/112', true, '0.112', 37),
(113, 42, 98, 1, 'Comment text 113', now() - interval '95.2935 days', NULL, false, false, 'https://lemmy.example.org/comment/113', false, '0.113', 37),
(114, 64, 116, 5, 'Comment text 114', now() - interval '116.4013 days', NULL, false, false, 'https://lemmy.example.org/comment/114', false, '0.114', 37),
(115, 28, 20, 6, 'Comment text 115', now() - interval '281.1397 days', NULL, false, false, 'https://lemmy.example.org/comment/115', true, '0.115', 37),
(116, 27, 41, 2, 'Comment text 116', now() - interval '111.7709 days', NULL, false, false, 'https://lemmy.example.org/comment/116', true, '0.116', 37),
(117, 46, 20, 6, 'Comment text 117', now() - interval '296.1676 days', NULL, false, false, 'https://lemmy.example.org/comment/117', false, '0.117', 37),
(118, 55, 82, 3, 'Comment text 118', now() - interval '143.3071 days', NULL, false, false, 'https://lemmy.example.org/comment/118', false, '0.118', 37),
(119, 51, 67, 3, 'Comment text 119', now() - interval '58.4432 days', NULL, false, false, 'https://lemmy.example.org/comment/119', false, '0.119', 37),
(120, 63, 18, 5, 'Comment text 120', now() - interval '20.1599 days', NULL, false, false, 'https://lemmy.example.org/comment/120', false, '0.120', 37),
(121, 58, 65, 1, 'Comment text 121', now() - interval '363.9232 days', NULL, false, false, 'https://lemmy.example.org/comment/121', false, '0.121', 37),
(122, 3, 45, 5, 'Comment text 122', now() - interval '33.3782 days', NULL, false, false, 'https://lemmy.example.org/comment/122', true, '0.122', 37),
(123, 64, 35, 3, 'Comment text 123', now() - interval '145.2806 days', NULL, true, false, 'https://lemmy.example.org/comment/123', false, '0.123', 37),
(124, 28, 116, 5, 'Comment text 124', now() - interval '138.8475 days', NULL, false, false, 'https://lemmy.example.org/comment/124', true, '0.124', 37),
(125, 22, 85, 3, 'Comment text 125', now() - interval '157.4274 days', NULL, false, false, 'https://lemmy.example.org/comment/125', true, '0.125', 37),
(126, 33, 101, 5, 'Comment text 126', now() - interval '117.0346 days', NULL, false, false, 'https://lemmy.example.org/comment/126', true, '0.126', 37),
(127, 14, 38, 5, 'Comment text 127', now() - interval '50.6461 days', NULL, false, false, 'https://lemmy.example.org/comment/127', true, '0.127', 37),
(128, 46, 55, 3, 'Comment text 128', now() - interval '153.4139 days', NULL, false, false, 'https://lemmy.example.org/comment/128', false, '0.128', 37),
(129, 34, 67, 3, 'Comment text 129', now() - interval '162.7128 days', NULL, false, false, 'https://lemmy.example.org/comment/129', true, '0.129', 37),
(130, 12, 91, 6, 'Comment text 130', now() - interval '29.9117 days', NULL, false, false, 'https://lemmy.example.org/comment/130', true, '0.130', 37),
(131, 15, 15, 5, 'Comment text 131', now() - interval '86.7775 days', NULL, false, false, 'https://lemmy.example.org/comment/131', true, '0.131', 37),
(132, 37, 14, 3, 'Comment text 132', now() - interval '166.2551 days', NULL, false, false, 'https://lemmy.example.org/comment/132', true, '0.132', 37),
(133, 23, 75, 4, 'Comment text 133', now() - interval '13.1831 days', NULL, false, false, 'https://lemmy.example.org/comment/133', true, '0.133', 37),
(134, 50, 70, 6, 'Comment text 134', now() - interval '20.3842 days', NULL, false, false, 'https://lemmy.example.org/comment/134', false, '0.134', 37),
(135, 34, 43, 1, 'Comment text 135', now() - interval '22.1868 days', NULL, false, false, 'https://lemmy.example.org/comment/135', true, '0.135', 37),
(136, 43, 110, 2, 'Comment text 136', now() - interval '187.5472 days', NULL, false, false, 'https://lemmy.example.org/comment/136', false, '0.136', 37),
(137, 9, 40, 6, 'Comment text 137', now() - interval '107.4686 days', NULL, false, false, 'https://lemmy.example.org/comment/137', true, '0.137', 37),
(138, 53, 44, 6, 'Comment text 138', now() - interval '28.7702 days', NULL, false, false, 'https://lemmy.example.org/comment/138', false, '0.138', 37),
(139, 9, 53, 3, 'Comment text 139', now() - interval '22.0391 days', NULL, false, false, 'https://lemmy.example.org/comment/139', true, '0.139', 37),
(140, 24, 9, 2, 'Comment text 140', now() - interval '4.6169 days', NULL, false, false, 'https://lemmy.example.org/comment/140', true, '0.140', 37),
(141, 65, 13, 2, 'Comment text 141', now() - interval '117.3422 days', NULL, false, false, 'https://lemmy.example.org/comment/141', false, '0.141', 37),
(142, 54, 60, 4, 'Comment text 142', now() - interval '13.7817 days', NULL, false, false, 'https://lemmy.example.org/comment/142', false, '0.142', 37),
(143, 4, 54, 5, 'Comment text 143', now() - interval '366.3592 days', NULL, false, false, 'https://lemmy.example.org/comment/143', true, '0.143', 37),
(144, 38, 70, 6, 'Comment text 144', now() - interval '77.1197 days', NULL, false, false, 'https://lemmy.example.org/comment/144', true, '0.144', 37),
(145, 66, 88, 3, 'Comment text 145', now() - interval '58.6947 days', NULL, false, false, 'https://lemmy.example.org/comment/145', false, '0.145', 37),
(146, 10, 47, 1, 'Comment text 146', now() - interval '58.6511 days', NULL, false, false, 'https://lemmy.example.org/comment/146', true, '0.146', 37),
(147, 22, 14, 3, 'Comment text 147', now() - interval '151.3629 days', NULL, false, false, 'https://lemmy.example.org/comment/147', true, '0.147', 37),
(148, 69, 15, 5, 'Comment text 148', now() - interval '24.5224 days', NULL, false, false, 'https://lemmy.example.org/comment/148', false, '0.148', 37),
(149, 70, 84, 1, 'Comment text 149', now() - interval '52.4131 days', NULL, false, false, 'https://lemmy.example.org/comment/149', false, '0.149', 37),
(150, 35, 15, 5, 'Comment text 150', now() - interval '79.0501 days', NULL, false, false, 'https://lemmy.example.org/comment/150', true, '0.150', 37),
(151, 55, 59, 5, 'Comment text 151', now() - interval '7.1026 days', NULL, false, false, 'https://lemmy.example.org/comment/151', false, '0.151', 37),
(152, 66, 113, 5, 'Comment text 152', now() - interval '29.5872 days', NULL, false, false, 'https://lemmy.example.org/comment/152', false, '0.152', 37),
(153, 49, 18, 5, 'Comment text 153', now() - interval '77.9177 days', NULL, false, false, 'https://lemmy.example.org/comment/153', false, '0.153', 37),
(154, 25, 24, 5, 'Comment text 154', now() - interval '74.9912 days', NULL, false, false, 'https://lemmy.example.org/comment/154', true, '0.154', 37),
(155, 68, 104, 6, 'Comment text 155', now() - interval '6.9318 days', NULL, false, false, 'https://lemmy.example.org/comment/155', false, '0.155', 37),
(156, 7, 40, 6, 'Comment text 156', now() - interval '314.3213 days', NULL, false, false, 'https://lemmy.example.org/comment/156', true, '0.156', 37),
(157, 60, 83, 6, 'Comment text 157', now() - interval '28.8231 days', NULL, false, false, 'https://lemmy.example.org/comment/157', false, '0.157', 37),
(158, 65, 71, 3, 'Comment text 158', now() - interval '52.9495 days', NULL, false, false, 'https://lemmy.example.org/comment/158', false, '0.158', 37),
(159, 33, 22, 6, 'Comment text 159', now() - interval '167.4345 days', NULL, false, false, 'https://lemmy.example.org/comment/159', true, '0.159', 37),
(160, 13, 52, 3, 'Comment text 160', now() - interval '3.3917 days', NULL, false, false, 'https://lemmy.example.org/comment/160', true, '0.160', 37),
(161, 59, 26, 3, 'Comment text 161', now() - interval '129.2917 days', NULL, false, false, 'https://lemmy.example.org/comment/161', false, '0.161', 37),
(162, 14, 94, 1, 'Comment text 162', now() - interval '130.4201 days', NULL, false, false, 'https://lemmy.example.org/comment/162', true, '0.162', 37),
(163, 18, 30, 6, 'Comment text 163', now() - interval '54.8510 days', NULL, false, false, 'https://lemmy.example.org/comment/163', true, '0.163', 37),
(164, 12, 83, 6, 'Comment text 164', now() - interval '67.6669 days', NULL, true, false, 'https://lemmy.example.org/comment/164', true, '0.164', 37),
(165, 60, 33, 1, 'Comment text 165', now() - interval '251.2353 days', NULL, false, false, 'https://lemmy.example.org/comment/165', false, '0.165', 37),
(166, 62, 21, 1, 'Comment text 166', now() - interval '0.1194 days', NULL, false, false, 'https://lemmy.example.org/comment/166', false, '0.166', 37),
(167, 33, 75, 4, 'Comment text 167', now() - interval '166.0325 days', NULL, false, false, 'https://lemmy.example.org/comment/167', true, '0.167', 37),
(168, 7, 90, 2, 'Comment text 168', now() - interval '155.1173 days', NULL, false, false, 'https://lemmy.example.org/comment/168', true, '0.168', 37),
(169, 16, 72, 6, 'Comment text 169', now() - interval '14.9236 days', NULL, false, false, 'https://lemmy.example.org/comment/169', true, '0.169', 37),
(170, 44, 4, 5, 'Comment text 170', now() - interval '137.2293 days', NULL, false, false, 'https://lemmy.example.org/comment/170', false, '0.170', 37),
(171, 63, 62, 5, 'Comment text 171', now() - interval '253.7314 days', NULL, false, false, 'https://lemmy.example.org/comment/171', false, '0.171', 37),
(172, 37, 67, 3, 'Comment text 172', now() - interval '202.3959 days', NULL, false, false, 'https://lemmy.example.org/comment/172', true, '0.172', 37),
(173, 37, 8, 4, 'Comment text 173', now() - interval '1.2632 days', NULL, false, false, 'https://lemmy.example.org/comment/173', true, '0.173', 37),
(174, 38, 54, 5, 'Comment text 174', now() - interval '161.7291 days', NULL, false, false, 'https://lemmy.example.org/comment/174', true, '0.174', 37),
(175, 17, 99, 6, 'Comment text 175', now() - interval '47.5538 days', NULL, false, false, 'https://lemmy.example.org/comment/175', true, '0.175', 37),
(176, 5, 25, 4, 'Comment text 176', now() - interval '0.1990 days', NULL, false, false, 'https://lemmy.example.org/comment/176', true, '0.176', 37),
(177, 40, 21, 1, 'Comment text 177', now() - interval '1.0931 days', NULL, false, false, 'https://lemmy.example.org/comment/177', true, '0.177', 37),
(178, 37, 54, 5, 'Comment text 178', now() - interval '164.1324 days', NULL, false, false, 'https://lemmy.example.org/comment/178', true, '0.178', 37),
(179, 60, 108, 1, 'Comment text 179', now() - interval '129.1596 days', NULL, false, false, 'https://lemmy.example.org/comment/179', false, '0.179', 37),
(180, 68, 94, 1, 'Comment text 180', now() - interval '147.9790 days', NULL, false, false, 'https://lemmy.example.org/comment/180', false, '0.180', 37),
(181, 2, 92, 6, 'Comment text 181', now() - interval '23.2115 days', NULL, false, false, 'https://lemmy.example.org/comment/181', true, '0.181', 37),
(182, 1, 64, 6, 'Comment text 182', now() - interval '171.2825 days', NULL, false, false, 'https://lemmy.example.org/comment/182', true, '0.182', 37),
(183, 60, 62, 5, 'Comment text 183', now() - interval '242.7605 days', NULL, false, false, 'https://lemmy.example.org/comment/183', false, '0.183', 37),
(184, 30, 6, 3, 'Comment text 184', now() - interval '202.3561 days', NULL, false, false, 'https://lemmy.example.org/comment/184', true, '0.184', 37),
(185, 16, 62, 5, 'Comment text 185', now() - interval '213.6980 days', NULL, false, false, 'https://lemmy.example.org/comment/185', true, '0.185', 37),
(186, 22, 22, 6, 'Comment text 186', now() - interval '312.6025 days', NULL, false, false, 'https://lemmy.example.org/comment/186', true, '0.186', 37),
(187, 52, 31, 3, 'Comment text 187', now() - interval '140.0792 days', NULL, false, false, 'https://lemmy.example.org/comment/187', false, '0.187', 37),
(188, 54, 50, 2, 'Comment text 188', now() - interval '146.6503 days', NULL, false, false, 'https://lemmy.example.org/comment/188', false, '0.188', 37),
(189, 36, 30, 6, 'Comment text 189', now() - interval '202.0875 days', NULL, false, false, 'https://lemmy.example.org/comment/189', true, '0.189', 37),
(190, 31, 27, 3, 'Comment text 190', now() - interval '194.4879 days', NULL, false, false, 'https://lemmy.example.org/comment/190', true, '0.190', 37),
(191, 65, 96, 6, 'Comment text 191', now() - interval '31.1619 days', NULL, false, false, 'https://lemmy.example.org/comment/191', false, '0.191', 37),
(192, 40, 75, 4, 'Comment text 192', now() - interval '58.9852 days', NULL, false, false, 'https://lemmy.example.org/comment/192', true, '0.192', 37),
(193, 48, 13, 2, 'Comment text 193', now() - interval '160.9065 days', NULL, false, false, 'https://lemmy.example.org/comment/193', false, '0.193', 37),
(194, 57, 71, 3, 'Comment text 194', now() - interval '162.4060 days', NULL, false, false, 'https://lemmy.example.org/comment/194', false, '0.194', 37),
(195, 8, 94, 1, 'Comment text 195', now() - interval '261.2480 days', NULL, false, false, 'https://lemmy.example.org/comment/195', true, '0.195', 37),
(196, 1, 68, 3, 'Comment text 196', now() - interval '54.8844 days', NULL, false, false, 'https://lemmy.example.org/comment/196', true, '0.196', 37),
(197, 60, 8, 4, 'Comment text 197', now() - interval '0.1377 days', NULL, false, false, 'https://lemmy.example.org/comment/197', false, '0.197', 37),
(198, 25, 99, 6, 'Comment text 198', now() - interval '17.4406 days', NULL, false, false, 'https://lemmy.example.org/comment/198', true, '0.198', 37),
(199, 57, 59, 5, 'Comment text 199', now() - interval '163.0524 days', NULL, false, false, 'https://lemmy.example.org/comment/199', false, '0.199', 37),
(200, 62, 61, 1, 'Comment text 200', now() - interval '92.1017 days', NULL, false, false, 'https://lemmy.example.org/comment/200', false, '0.200', 37),
(201, 4, 10, 4, 'Comment text 201', now() - interval '4.0627 days', NULL, false, false, 'https://lemmy.example.org/comment/201', true, '0.201', 37),
(202, 60, 90, 2, 'Comment text 202', now() - interval '238.6923 days', NULL, false, false, 'https://lemmy.example.org/comment/202', false, '0.202', 37),
(203, 27, 79, 2, 'Comment text 203', now() - interval '5.2992 days', NULL, false, false, 'https://lemmy.example.org/comment/203', true, '0.203', 37),
(204, 57, 114, 5, 'Comment text 204', now() - interval '6.8904 days', NULL, false, false, 'https://lemmy.example.org/comment/204', false, '0.204', 37),
(205, 9, 26, 3, 'Comment text 205', now() - interval '129.5612 days', NULL, true, false, 'https://lemmy.example.org/comment/205', true, '0.205', 37),
(206, 13, 26, 3, 'Comment text 206', now() - interval '99.3584 days', NULL, false, false, 'https://lemmy.example.org/comment/206', true, '0.206', 37),
(207, 12, 114, 5, 'Comment text 207', now() - interval '1.1988 days', NULL, false, false, 'https://lemmy.example.org/comment/207', true, '0.207', 37),
(208, 1, 51, 3, 'Comment text 208', now() - interval '12.2058 days', NULL, false, false, 'https://lemmy.example.org/comment/208', true, '0.208', 37),
(209, 39, 8, 4, 'Comment text 209', now() - interval '1.7833 days', NULL, false, false, 'https://lemmy.example.org/comment/209', true, '0.209', 37),
(210, 50, 112, 5, 'Comment text 210', now() - interval '154.2551 days', NULL, false, false, 'https://lemmy.example.org/comment/210', false, '0.210', 37),
(211, 15, 99, 6, 'Comment text 211', now() - interval '146.7556 days', NULL, false, false, 'https://lemmy.example.org/comment/211', true, '0.211', 37),
(212, 25, 89, 6, 'Comment text 212', now() - interval '86.2552 days', NULL, false, false, 'https://lemmy.example.org/comment/212', true, '0.212', 37),
(213, 58, 52, 3, 'Comment text 213', now() - interval '3.7235 days', NULL, false, false, 'https://lemmy.example.org/comment/213', false, '0.213', 37),
(214, 36, 4, 5, 'Comment text 214', now() - interval '108.2671 days', NULL, false, false, 'https://lemmy.example.org/comment/214', true, '0.214', 37),
(215, 26, 99, 6, 'Comment text 215', now() - interval '113.7709 days', NULL, false, false, 'https://lemmy.example.org/comment/215', true, '0.215', 37),
(216, 35, 111, 3, 'Comment text 216', now() - interval '241.2692 days', NULL, false, false, 'https://lemmy.example.org/comment/216', true, '0.216', 37),
(217, 30, 112, 5, 'Comment text 217', now() - interval '361.4171 days', NULL, false, false, 'https://lemmy.example.org/comment/217', true, '0.217', 37),
(218, 54, 102, 6, 'Comment text 218', now() - interval '23.4724 days', NULL, false, false, 'https://lemmy.example.org/comment/218', false, '0.218', 37),
(219, 57, 116, 5, 'Comment text 219', now() - interval '183.1861 days', NULL, false, false, 'https://lemmy.example.org/comment/219', false, '0.219', 37),
(220, 42, 26, 3, 'Comment text 220', now() - interval '108.2800 days', NULL, false, false, 'https://lemmy.example.org/comment/220', false, '0.220', 37),
(221, 6, 92, 6, 'Comment text 221', now() - interval '27.9864 days', NULL, false, false, 'https://lemmy.example.org/comment/221', true, '0.221', 37),
(222, 21, 69, 4, 'Comment text 222', now() - interval '55.3035 days', NULL, false, false, 'https://lemmy.example.org/comment/222', true, '0.222', 37),
(223, 56, 13, 2, 'Comment text 223', now() - interval '104.5803 days', NULL, false, false, 'https://lemmy.example.org/comment/223', false, '0.223', 37),
(224, 37, 19, 1, 'Comment text 224', now() - interval '33.8259 days', NULL, false, false, 'https://lemmy.example.org/comment/224', true, '0.224', 37),
(225, 20, 70, 6, 'Comment text 225', now() - interval '83.4979 days', NULL, false, false, 'https://lemmy.example.org/comment/225', true, '0.225', 37),
(226, 1, 14, 3, 'Comment text 226', now() - interval '138.0205 days', NULL, false, false, 'https://lemmy.example.org/comment/226', true, '0.226', 37),
(227, 42, 60, 4, 'Comment text 227', now() - interval '139.6086 days', NULL, false, false, 'https://lemmy.example.org/comment/227', false, '0.227', 37),
(228, 11, 114, 5, 'Comment text 228', now() - interval '3.3965 days', NULL, false, false, 'https://lemmy.example.org/comment/228', true, '0.228', 37),
(229, 1, 48, 4, 'Comment text 229', now() - interval '139.6935 days', NULL, false, false, 'https://lemmy.example.org/comment/229', true, '0.229', 37),
(230, 48, 93, 2, 'Comment text 230', now() - interval '141.7179 days', NULL, false, false, 'https://lemmy.example.org/comment/230', false, '0.230', 37),
(231, 34, 62, 5, 'Comment text 231', now() - interval '232.9676 days', NULL, false, false, 'https://lemmy.example.org/comment/231', true, '0.231', 37),
(232, 43, 58, 1, 'Comment text 232', now() - interval '209.9801 days', NULL, false, false, 'https://lemmy.example.org/comment/232', false, '0.232', 37),
(233, 53, 69, 4, 'Comment text 233', now() - interval '25.8172 days', NULL, false, false, 'https://lemmy.example.org/comment/233', false, '0.233', 37),
(234, 57, 55, 3, 'Comment text 234', now() - interval '177.3603 days', NULL, false, false, 'https://lemmy.example.org/comment/234', false, '0.234', 37),
(235, 30, 3, 4, 'Comment text 235', now() - interval '184.6824 days', NULL, false, false, 'https://lemmy.example.org/comment/235', true, '0.235', 37),
(236, 66, 14, 3, 'Comment text 236', now() - interval '13.9621 days', NULL, false, false, 'https://lemmy.example.org/comment/236', false, '0.236', 37),
(237, 62, 69, 4, 'Comment text 237', now() - interval '33.2194 days', NULL, false, false, 'https://lemmy.example.org/comment/237', false, '0.237', 37),
(238, 41, 86, 6, 'Comment text 238', now() - interval '17.2273 days', NULL, false, false, 'https://lemmy.example.org/comment/238', false, '0.238', 37),
(239, 42, 94, 1, 'Comment text 239', now() - interval '119.3130 days', NULL, false, false, 'https://lemmy.example.org/comment/239', false, '0.239', 37),
(240, 45, 42, 2, 'Comment text 240', now() - interval '23.0337 days', NULL, false, false, 'https://lemmy.example.org/comment/240', false, '0.240', 37),
(241, 6, 100, 1, 'Comment text 241', now() - interval '67.9024 days', NULL, false, false, 'https://lemmy.example.org/comment/241', true, '0.241', 37),
(242, 16, 87, 1, 'Comment text 242', now() - interval '291.1884 days', NULL, false, false, 'https://lemmy.example.org/comment/242', true, '0.242', 37),
(243, 11, 114, 5, 'Comment text 243', now() - interval '5.3239 days', NULL, false, false, 'https://lemmy.example.org/comment/243', true, '0.243', 37),
(244, 11, 112, 5, 'Comment text 244', now() - interval '16.0356 days', NULL, false, false, 'https://lemmy.example.org/comment/244', true, '0.244', 37),
(245, 61, 66, 2, 'Comment text 245', now() - interval '12.1014 days', NULL, false, false, 'https://lemmy.example.org/comment/245', false, '0.245', 37),
(246, 20, 39, 6, 'Comment text 246', now() - interval '151.8354 days', NULL, true, false, 'https://lemmy.example.org/comment/246', true, '0.246', 37),
(247, 58, 79, 2, 'Comment text 247', now() - interval '149.5931 days', NULL, false, false, 'https://lemmy.example.org/comment/247', false, '0.247', 37),
(248, 67, 87, 1, 'Comment text 248', now() - interval '76.5088 days', NULL, false, false, 'https://lemmy.example.org/comment/248', false, '0.248', 37),
(249, 12, 38, 5, 'Comment text 249', now() - interval '152.3898 days', NULL, false, false, 'https://lemmy.example.org/comment/249', true, '0.249', 37),
(250, 49, 10, 4, 'Comment text 250', now() - interval '1.5412 days', NULL, false, false, 'https://lemmy.example.org/comment/250', false, '0.250', 37),
(251, 21, 13, 2, 'Comment text 251', now() - interval '99.7872 days', NULL, false, false, 'https://lemmy.example.org/comment/251', true, '0.251', 37),
(252, 12, 55, 3, 'Comment text 252', now() - interval '179.2158 days', NULL, false, false, 'https://lemmy.example.org/comment/252', true, '0.252', 37),
(253, 27, 112, 5, 'Comment text 253', now() - interval '140.3635 days', NULL, false, false, 'https://lemmy.example.org/comment/253', true, '0.253', 37),
(254, 60, 14, 3, 'Comment text 254', now() - interval '63.9968 days', NULL, false, false, 'https://lemmy.example.org/comment/254', false, '0.254', 37),
(255, 64, 107, 4, 'Comment text 255', now() - interval '40.1528 days', NULL, false, false, 'https://lemmy.example.org/comment/255', false, '0.255', 37),
(256, 58, 88, 3, 'Comment text 256', now() - interval '127.1547 days', NULL, false, false, 'https://lemmy.example.org/comment/256', false, '0.256', 37),
(257, 8, 120, 4, 'Comment text 257', now() - interval '74.4554 days', NULL, false, false, 'https://lemmy.example.org/comment/257', true, '0.257', 37),
(258, 37, 114, 5, 'Comment text 258', now() - interval '2.1552 days', NULL, false, false, 'https://lemmy.example.org/comment/258', true, '0.258', 37),
(259, 65, 59, 5, 'Comment text 259', now() - interval '95.4130 days', NULL, false, false, 'https://lemmy.example.org/comment/259', false, '0.259', 37),
(260, 65, 66, 2, 'Comment text 260', now() - interval '5.2281 days', NULL, false, false, 'https://lemmy.example.org/comment/260', false, '0.260', 37),
(261, 58, 66, 2, 'Comment text 261', now() - interval '23.0878 days', NULL, false, false, 'https://lemmy.example.org/comment/261', false, '0.261', 37),
(262, 52, 26, 3, 'Comment text 262', now() - interval '173.7770 days', NULL, false, false, 'https://lemmy.example.org/comment/262', false, '0.262', 37),
(263, 17, 16, 1, 'Comment text 263', now() - interval '19.2615 days', NULL, false, false, 'https://lemmy.example.org/comment/263', true, '0.263', 37),
(264, 5, 42, 2, 'Comment text 264', now() - interval '8.2290 days', NULL, false, false, 'https://lemmy.example.org/comment/264', true, '0.264', 37),
(265, 54, 47, 1, 'Comment text 265', now() - interval '75.9114 days', NULL, false, false, 'https://lemmy.example.org/comment/265', false, '0.265', 37),
(266, 14, 76, 1, 'Comment text 266', now() - interval '29.9505 days', NULL, false, false, 'https://lemmy.example.org/comment/266', true, '0.266', 37),
(267, 19, 58, 1, 'Comment text 267', now() - interval '253.4659 days', NULL, false, false, 'https://lemmy.example.org/comment/267', true, '0.267', 37),
(268, 14, 6, 3, 'Comment text 268', now() - interval '222.9600 days', NULL, false, false, 'https://lemmy.example.org/comment/268', true, '0.268', 37),
(269, 7, 90, 2, 'Comment text 269', now() - interval '19.3001 days', NULL, false, false, 'https://lemmy.example.org/comment/269', true, '0.269', 37),
(270, 38, 11, 5, 'Comment text 270', now() - interval '68.6204 days', NULL, false, false, 'https://lemmy.example.org/comment/270', true, '0.270', 37),
(271, 56, 37, 1, 'Comment text 271', now() - interval '221.1325 days', NULL, false, false, 'https://lemmy.example.org/comment/271', false, '0.271', 37),
(272, 56, 5, 4, 'Comment text 272', now() - interval '45.8506 days', NULL, false, false, 'https://lemmy.example.org/comment/272', false, '0.272', 37),
(273, 43, 21, 1, 'Comment text 273', now() - interval '0.5990 days', NULL, false, false, 'https://lemmy.example.org/comment/273', false, '0.273', 37),
(274, 51, 66, 2, 'Comment text 274', now() - interval '47.0572 days', NULL, false, false, 'https://lemmy.example.org/comment/274', false, '0.274', 37),
(275, 60, 80, 3, 'Comment text 275', now() - interval '294.6172 days', NULL, false, false, 'https://lemmy.example.org/comment/275', false, '0.275', 37),
(276, 47, 23, 2, 'Comment text 276', now() - interval '2.7636 days', NULL, false, false, 'https://lemmy.example.org/comment/276', false, '0.276', 37),
(277, 12, 41, 2, 'Comment text 277', now() - interval '27.1817 days', NULL, false, false, 'https://lemmy.example.org/comment/277', true, '0.277', 37),
(278, 35, 114, 5, 'Comment text 278', now() - interval '2.5798 days', NULL, false, false, 'https://lemmy.example.org/comment/278', true, '0.278', 37),
(279, 44, 101, 5, 'Comment text 279', now() - interval '131.9997 days', NULL, false, false, 'https://lemmy.example.org/comment/279', false, '0.279', 37),
(280, 50, 15, 5, 'Comment text 280', now() - interval '103.6859 days', NULL, false, false, 'https://lemmy.example.org/comment/280', false, '0.280', 37),
(281, 34, 58, 1, 'Comment text 281', now() - interval '44.9551 days', NULL, false, false, 'https://lemmy.example.org/comment/281', true, '0.281', 37),
(282, 70, 96, 6, 'Comment text 282', now() - interval '38.2230 days', NULL, false, false, 'https://lemmy.example.org/comment/282', false, '0.282', 37),
(283, 24, 36, 4, 'Comment text 283', now() - interval '48.6326 days', NULL, false, false, 'https://lemmy.example.org/comment/283', true, '0.283', 37),
(284, 2, 53, 3, 'Comment text 284', now() - interval '310.3580 days', NULL, false, false, 'https://lemmy.example.org/comment/284', true, '0.284', 37),
(285, 41, 52, 3, 'Comment text 285', now() - interval '6.4542 days', NULL, false, false, 'https://lemmy.example.org/comment/285', false, '0.285', 37),
(286, 20, 80, 3, 'Comment text 286', now() - interval '152.0401 days', NULL, false, false, 'https://lemmy.example.org/comment/286', true, '0.286', 37),
(287, 67, 79, 2, 'Comment text 287', now() - interval '118.7795 days', NULL, true, false, 'https://lemmy.example.org/comment/287', false, '0.287', 37),
(288, 49, 37, 1, 'Comment text 288', now() - interval '11.9548 days', NULL, false, false, 'https://lemmy.example.org/comment/288', false, '0.288', 37),
(289, 25, 105, 4, 'Comment text 289', now() - interval '104.7315 days', NULL, false, false, 'https://lemmy.example.org/comment/289', true, '0.289', 37),
(290, 64, 32, 5, 'Comment text 290', now() - interval '189.5320 days', NULL, false, false, 'https://lemmy.example.org/comment/290', false, '0.290', 37),
(291, 65, 86, 6, 'Comment text 291', now() - interval '4.8038 days', NULL, false, false, 'https://lemmy.example.org/comment/291', false, '0.291', 37),
(292, 40, 15, 5, 'Comment text 292', now() - interval '25.5960 days', NULL, false, false, 'https://lemmy.example.org/comment/292', true, '0.292', 37),
(293, 45, 44, 6, 'Comment text 293', now() - interval '4.6752 days', NULL, false, false, 'https://lemmy.example.org/comment/293', false, '0.293', 37),
(294, 2, 120, 4, 'Comment text 294', now() - interval '5.6853 days', NULL, false, false, 'https://lemmy.example.org/comment/294', true, '0.294', 37),
(295, 5, 64, 6, 'Comment text 295', now() - interval '86.8616 days', NULL, false, false, 'https://lemmy.example.org/comment/295', true, '0.295', 37),
(296, 27, 68, 3, 'Comment text 296', now() - interval '16.9748 days', NULL, false, false, 'https://lemmy.example.org/comment/296', true, '0.296', 37),
(297, 43, 29, 3, 'Comment text 297', now() - interval '44.9768 days', NULL, false, false, 'https://lemmy.example.org/comment/297', false, '0.297', 37),
(298, 48, 29, 3, 'Comment text 298', now() - interval '26.0284 days', NULL, false, false, 'https://lemmy.example.org/comment/298', false, '0.298', 37),
(299, 16, 5, 4, 'Comment text 299', now() - interval '76.2247 days', NULL, false, false, 'https://lemmy.example.org/comment/299', true, '0.299', 37),
(300, 40, 14, 3, 'Comment text 300', now() - interval '23.5442 days', NULL, false, false, 'https://lemmy.example.org/comment/300', true, '0.300', 37);

INSERT INTO post_actions (read_at, read_comments_at, saved_at, voted_at, hidden_at, person_id, post_id, read_comments_amount, vote_is_upvote, notifications) VALUES
(now() - interval '35.9721 days', now() - interval '35.9721 days', NULL, NULL, NULL, 5, 82, 16, NULL, NULL),
(now() - interval '47.2078 days', NULL, NULL, now() - interval '47.2078 days', NULL, 23, 101, NULL, true, NULL),
(now() - interval '180.3131 days', NULL, NULL, NULL, NULL, 16, 93, NULL, NULL, NULL),
(now() - interval '15.3703 days', now() - interval '15.3703 days', NULL, NULL, NULL, 15, 109, 38, NULL, NULL),
(now() - interval '151.2915 days', now() - interval '151.2915 days', NULL, now() - interval '151.2915 days', NULL, 14, 50, 35, true, NULL),
(now() - interval '225.4940 days', NULL, NULL, NULL, NULL, 10, 16, NULL, NULL, NULL),
(now() - interval '2.4969 days', now() - interval '2.4969 days', now() - interval '2.4969 days', NULL, NULL, 40, 63, 9, NULL, NULL),
(now() - interval '128.6505 days', now() - interval '128.6505 days', NULL, now() - interval '128.6505 days', NULL, 34, 51, 24, true, NULL),
(now() - interval '204.3372 days', now() - interval '204.3372 days', NULL, now() - interval '204.3372 days', NULL, 29, 20, 39, true, NULL),
(now() - interval '52.0445 days', NULL, NULL, now() - interval '52.0445 days', NULL, 6, 30, NULL, true, NULL),
(now() - interval '254.1255 days', now() - interval '254.1255 days', NULL, now() - interval '254.1255 days', NULL, 9, 27, 31, true, NULL),
(now() - interval '83.8281 days', NULL, NULL, now() - interval '83.8281 days', NULL, 39, 63, NULL, true, NULL),
(now() - interval '153.8649 days', now() - interval '153.8649 days', NULL, NULL, NULL, 38, 60, 38, NULL, NULL),
(now() - interval '301.0417 days', NULL, now() - interval '301.0417 days', NULL, NULL, 37, 61, NULL, NULL, NULL),
(now() - interval '29.4938 days', now() - interval '29.4938 days', NULL, NULL, NULL, 11, 78, 5, NULL, NULL),
(now() - interval '119.1095 days', now() - interval '119.1095 days', NULL, now() - interval '119.1095 days', NULL, 39, 78, 39, true, NULL),
(now() - interval '242.7753 days', NULL, NULL, now() - interval '242.7753 days', NULL, 7, 79, NULL, true, NULL),
(now() - interval '23.5214 days', NULL, NULL, now() - interval '23.5214 days', NULL, 18, 92, NULL, true, NULL),
(now() - interval '84.5470 days', now() - interval '84.5470 days', NULL, NULL, NULL, 8, 80, 1, NULL, NULL),
(now() - interval '110.4146 days', now() - interval '110.4146 days', NULL, now() - interval '110.4146 days', NULL, 25, 57, 31, true, NULL),
(now() - interval '9.3466 days', now() - interval '9.3466 days', NULL, NULL, NULL, 31, 69, 17, NULL, NULL),
(now() - interval '300.2461 days', NULL, NULL, now() - interval '300.2461 days', NULL, 13, 65, NULL, true, NULL),
(now() - interval '210.4795 days', now() - interval '210.4795 days', NULL, NULL, NULL, 40, 87, 36, NULL, NULL),
(now() - interval '9.1141 days', now() - interval '9.1141 days', now() - interval '9.1141 days', NULL, NULL, 15, 73, 15, NULL, NULL),
(now() - interval '191.9425 days', now() - interval '191.9425 days', NULL, now() - interval '191.9425 days', NULL, 15, 54, 13, true, NULL),
(now() - interval '86.2584 days', now() - interval '86.2584 days', NULL, now() - interval '86.2584 days', NULL, 32, 57, 31, true, NULL),
(now() - interval '13.4438 days', now() - interval '13.4438 days', NULL, now() - interval '13.4438 days', NULL, 10, 11, 35, true, NULL),
(now() - interval '56.7306 days', now() - interval '56.7306 days', NULL, NULL, NULL, 10, 2, 36, NULL, NULL),
(now() - interval '93.1919 days', NULL, NULL, NULL, NULL, 3, 107, NULL, NULL, NULL),
(now() - interval '5.0020 days', now() - interval '5.0020 days', NULL, NULL, NULL, 8, 97, 31, NULL, NULL),
(now() - interval '247.4148 days', NULL, NULL, now() - interval '247.4148 days', NULL, 34, 82, NULL, true, NULL),
(now() - interval '1.3203 days', NULL, NULL, NULL, NULL, 36, 42, NULL, NULL, NULL),
(now() - interval '63.6749 days', NULL, NULL, NULL, NULL, 3, 27, NULL, NULL, NULL),
(now() - interval '91.2057 days', NULL, NULL, now() - interval '91.2057 days', NULL, 16, 57, NULL, true, NULL),
(now() - interval '41.6728 days', NULL, NULL, now() - interval '41.6728 days', NULL, 17, 28, NULL, true, NULL),
(now() - interval '16.3940 days', now() - interval '16.3940 days', NULL, now() - interval '16.3940 days', NULL, 16, 118, 26, true, NULL),
(now() - interval '79.2240 days', now() - interval '79.2240 days', NULL, now() - interval '79.2240 days', NULL, 8, 69, 10, true, NULL),
(now() - interval '274.1691 days', NULL, NULL, now() - interval '274.1691 days', NULL, 29, 39, NULL, false, NULL),
(now() - interval '46.9741 days', NULL, now() - interval '46.9741 days', now() - interval '46.9741 days', NULL, 3, 56, NULL, false, NULL),
(now() - interval '27.2079 days', now() - interval '27.2079 days', NULL, now() - interval '27.2079 days', NULL, 26, 95, 15, true, NULL),
(now() - interval '124.2362 days', NULL, NULL, now() - interval '124.2362 days', NULL, 10, 47, NULL, true, NULL),
(now() - interval '78.2968 days', NULL, NULL, now() - interval '78.2968 days', NULL, 34, 1, NULL, true, NULL),
(now() - interval '214.7969 days', now() - interval '214.7969 days', NULL, now() - interval '214.7969 days', NULL, 5, 32, 10, true, NULL),
(now() - interval '71.4806 days', now() - interval '71.4806 days', NULL, NULL, NULL, 25, 68, 34, NULL, NULL),
(now() - interval '132.0090 days', NULL, NULL, now() - interval '132.0090 days', NULL, 13, 19, NULL, false, NULL),
(now() - interval '16.1555 days', NULL, NULL, NULL, NULL, 30, 44, NULL, NULL, NULL),
(now() - interval '103.7087 days', now() - interval '103.7087 days', NULL, now() - interval '103.7087 days', NULL, 15, 110, 25, false, NULL),
(now() - interval '255.0700 days', NULL, NULL, now() - interval '255.0700 days', NULL, 36, 38, NULL, true, NULL),
(now() - interval '86.4868 days', NULL, NULL, now() - interval '86.4868 days', NULL, 12, 7, NULL, true, NULL),
(now() - interval '114.4715 days', now() - interval '114.4715 days', NULL, now() - interval '114.4715 days', NULL, 5, 100, 1, false, NULL),
(now() - interval '61.3372 days', now() - interval '61.3372 days', NULL, now() - interval '61.3372 days', NULL, 32, 74, 5, true, NULL),
(now() - interval '25.7608 days', NULL, NULL, now() - interval '25.7608 days', NULL, 30, 39, NULL, true, NULL),
(now() - interval '2.7222 days', NULL, NULL, NULL, NULL, 16, 10, NULL, NULL, NULL),
(now() - interval '74.6521 days', now() - interval '74.6521 days', NULL, now() - interval '74.6521 days', NULL, 34, 5, 11, true, NULL),
(now() - interval '85.3690 days', NULL, NULL, now() - interval '85.3690 days', NULL, 27, 48, NULL, true, NULL),
(now() - interval '25.3576 days', now() - interval '25.3576 days', NULL, now() - interval '25.3576 days', NULL, 2, 44, 38, true, NULL),
(now() - interval '3.3150 days', NULL, NULL, NULL, NULL, 40, 114, NULL, NULL, NULL),
(now() - interval '41.0406 days', now() - interval '41.0406 days', NULL, now() - interval '41.0406 days', NULL, 15, 51, 3, true, NULL),
(now() - interval '61.9525 days', NULL, NULL, NULL, NULL, 27, 43, NULL, NULL, NULL),
(now() - interval '111.7898 days', NULL, NULL, now() - interval '111.7898 days', NULL, 3, 97, NULL, true, NULL),
(now() - interval '112.8023 days', now() - interval '112.8023 days', NULL, now() - interval '112.8023 days', NULL, 20, 19, 20, true, NULL),
(now() - interval '134.4681 days', now() - interval '134.4681 days', NULL, now() - interval '134.4681 days', NULL, 26, 57, 2, true, NULL),
(now() - interval '20.1480 days', now() - interval '20.1480 days', NULL, NULL, NULL, 39, 25, 18, NULL, NULL),
(now() - interval '155.3949 days', now() - interval '155.3949 days', NULL, NULL, NULL, 37, 43, 31, NULL, NULL),
(now() - interval '50.6537 days', NULL, NULL, NULL, NULL, 36, 46, NULL, NULL, NULL),
(now() - interval '38.0039 days', now() - interval '38.0039 days', NULL, NULL, NULL, 34, 29, 39, NULL, NULL),
(now() - interval '235.2411 days', NULL, NULL, now() - interval '235.2411 days', NULL, 21, 37, NULL, true, NULL),
(now() - interval '335.5754 days', now() - interval '335.5754 days', NULL, now() - interval '335.5754 days', NULL, 31, 37, 25, true, NULL),
(now() - interval '221.4814 days', now() - interval '221.4814 days', NULL, now() - interval '221.4814 days', NULL, 3, 37, 28, true, NULL),
(now() - interval '40.8568 days', now() - interval '40.8568 days', NULL, now() - interval '40.8568 days', NULL, 5, 103, 26, true, NULL),
(now() - interval '58.9408 days', NULL, NULL, now() - interval '58.9408 days', NULL, 24, 18, NULL, true, NULL),
(now() - interval '35.9164 days', now() - interval '35.9164 days', NULL, NULL, NULL, 37, 33, 37, NULL, NULL),
(now() - interval '111.9883 days', NULL, NULL, now() - interval '111.9883 days', NULL, 36, 25, NULL, true, NULL),
(now() - interval '43.3839 days', now() - interval '43.3839 days', NULL, NULL, NULL, 23, 37, 29, NULL, NULL),
(now() - interval '33.9736 days', now() - interval '33.9736 days', NULL, NULL, NULL, 25, 15, 9, NULL, NULL),
(now() - interval '216.1797 days', NULL, NULL, now() - interval '216.1797 days', NULL, 5, 35, NULL, true, NULL),
(now() - interval '193.3720 days', NULL, NULL, now() - interval '193.3720 days', NULL, 15, 75, NULL, true, NULL),
(now() - interval '229.5236 days', NULL, NULL, NULL, NULL, 36, 63, NULL, NULL, NULL),
(now() - interval '190.5993 days', NULL, NULL, NULL, NULL, 9, 81, NULL, NULL, NULL),
(now() - interval '66.3081 days', now() - interval '66.3081 days', NULL, now() - interval '66.3081 days', NULL, 3, 54, 24, true, NULL),
(now() - interval '22.0224 days', now() - interval '22.0224 days', NULL, now() - interval '22.0224 days', NULL, 15, 42, 7, true, NULL),
(now() - interval '111.8677 days', now() - interval '111.8677 days', now() - interval '111.8677 days', NULL, NULL, 2, 69, 3, NULL, NULL),
(now() - interval '322.9812 days', now() - interval '322.9812 days', NULL, now() - interval '322.9812 days', NULL, 35, 58, 9, false, NULL),
(now() - interval '112.6178 days', NULL, NULL, now() - interval '112.6178 days', NULL, 22, 35, NULL, true, NULL),
(now() - interval '1.0068 days', now() - interval '1.0068 days', NULL, NULL, NULL, 10, 10, 32, NULL, NULL),
(now() - interval '13.4088 days', NULL, NULL, now() - interval '13.4088 days', NULL, 23, 49, NULL, false, NULL),
(now() - interval '10.1436 days', NULL, NULL, now() - interval '10.1436 days', NULL, 20, 35, NULL, false, NULL),
(now() - interval '126.0688 days', now() - interval '126.0688 days', NULL, now() - interval '126.0688 days', NULL, 21, 17, 14, true, NULL),
(now() - interval '117.5075 days', NULL, NULL, now() - interval '117.5075 days', NULL, 1, 87, NULL, true, NULL),
(now() - interval '3.3879 days', now() - interval '3.3879 days', NULL, now() - interval '3.3879 days', NULL, 21, 23, 17, true, NULL),
(now() - interval '22.1290 days', now() - interval '22.1290 days', NULL, now() - interval '22.1290 days', NULL, 37, 42, 28, true, NULL),
(now() - interval '135.2411 days', now() - interval '135.2411 days', NULL, NULL, NULL, 1, 69, 20, NULL, NULL),
(now() - interval '26.1948 days', NULL, NULL, NULL, NULL, 25, 45, NULL, NULL, NULL),
(now() - interval '20.7842 days', NULL, NULL, NULL, NULL, 18, 29, NULL, NULL, NULL),
(now() - interval '22.1234 days', NULL, NULL, now() - interval '22.1234 days', NULL, 13, 120, NULL, true, NULL),
(now() - interval '74.3888 days', now() - interval '74.3888 days', NULL, now() - interval '74.3888 days', NULL, 18, 120, 27, true, NULL),
(now() - interval '71.3598 days', now() - interval '71.3598 days', NULL, NULL, NULL, 10, 19, 33, NULL, NULL),
(now() - interval '310.6129 days', now() - interval '310.6129 days', NULL, now() - interval '310.6129 days', NULL, 21, 34, 25, true, NULL),
(now() - interval '79.7190 days', NULL, NULL, now() - interval '79.7190 days', NULL, 12, 98, NULL, true, NULL),
(now() - interval '60.2175 days', NULL, NULL, now() - interval '60.2175 days', NULL, 34, 71, NULL, true, NULL),
(now() - interval '158.9502 days', NULL, NULL, now() - interval '158.9502 days', NULL, 5, 16, NULL, false, NULL),
(now() - interval '348.5453 days', NULL, NULL, now() - interval '348.5453 days', NULL, 15, 85, NULL, true, NULL),
(now() - interval '287.8789 days', now() - interval '287.8789 days', NULL, now() - interval '287.8789 days', NULL, 17, 108, 37, true, NULL),
(now() - interval '101.5476 days', now() - interval '101.5476 days', NULL, now() - interval '101.5476 days', NULL, 2, 6, 23, true, NULL),
(now() - interval '261.4546 days', now() - interval '261.4546 days', NULL, NULL, NULL, 30, 94, 35, NULL, NULL),
(now() - interval '303.9346 days', NULL, NULL, NULL, NULL, 39, 16, NULL, NULL, NULL),
(now() - interval '65.5224 days', NULL, NULL, now() - interval '65.5224 days', NULL, 36, 11, NULL, false, NULL),
(now() - interval '278.6251 days', NULL, now() - interval '278.6251 days', now() - interval '278.6251 days', NULL, 28, 33, NULL, true, NULL),
(now() - interval '57.4637 days', NULL, NULL, NULL, NULL, 36, 33, NULL, NULL, NULL),
(now() - interval '15.0740 days', now() - interval '15.0740 days', now() - interval '15.0740 days', now() - interval '15.0740 days', NULL, 6, 25, 38, true, NULL),
(now() - interval '7.8438 days', now() - interval '7.8438 days', NULL, now() - interval '7.8438 days', NULL, 39, 113, 27, true, NULL),
(now() - interval '359.8083 days', now() - interval '359.8083 days', NULL, now() - interval '359.8083 days', NULL, 19, 51, 38, false, NULL),
(now() - interval '111.5841 days', NULL, NULL, now() - interval '111.5841 days', NULL, 37, 48, NULL, true, NULL),
(now() - interval '94.5025 days', NULL, NULL, NULL, NULL, 27, 106, NULL, NULL, NULL),
(now() - interval '35.6787 days', now() - interval '35.6787 days', now() - interval '35.6787 days', now() - interval '35.6787 days', NULL, 33, 43, 15, false, NULL),
(now() - interval '16.7489 days', NULL, NULL, now() - interval '16.7489 days', NULL, 36, 113, NULL, true, NULL),
(now() - interval '265.6975 days', NULL, NULL, NULL, NULL, 29, 64, NULL, NULL, NULL),
(now() - interval '1.9276 days', now() - interval '1.9276 days', now() - interval '1.9276 days', now() - interval '1.9276 days', NULL, 29, 71, 22, true, NULL),
(now() - interval '125.3938 days', NULL, NULL, now() - interval '125.3938 days', NULL, 40, 48, NULL, true, NULL),
(now() - interval '31.8046 days', NULL, NULL, NULL, NULL, 12, 119, NULL, NULL, NULL),
(now() - interval '34.8321 days', NULL, NULL, now() - interval '34.8321 days', NULL, 29, 92, NULL, true, NULL),
(now() - interval '33.3238 days', NULL, NULL, NULL, NULL, 24, 76, NULL, NULL, NULL),
(now() - interval '346.8390 days', now() - interval '346.8390 days', NULL, now() - interval '346.8390 days', NULL, 26, 80, 2, true, NULL),
(now() - interval '206.7119 days', now() - interval '206.7119 days', now() - interval '206.7119 days', now() - interval '206.7119 days', NULL, 29, 33, 18, false, NULL),
(now() - interval '63.3610 days', now() - interval '63.3610 days', NULL, NULL, NULL, 11, 9, 39, NULL, NULL),
(now() - interval '120.2861 days', NULL, NULL, NULL, NULL, 29, 25, NULL, NULL, NULL),
(now() - interval '178.2944 days', NULL, NULL, NULL, NULL, 10, 93, NULL, NULL, NULL),
(now() - interval '74.8160 days', NULL, NULL, now() - interval '74.8160 days', NULL, 7, 11, NULL, true, NULL),
(now() - interval '42.8372 days', NULL, NULL, now() - interval '42.8372 days', NULL, 31, 56, NULL, true, NULL),
(now() - interval '293.7755 days', NULL, NULL, now() - interval '293.7755 days', NULL, 1, 103, NULL, false, NULL),
(now() - interval '12.0606 days', NULL, NULL, NULL, NULL, 39, 76, NULL, NULL, NULL),
(now() - interval '62.0745 days', NULL, NULL, NULL, NULL, 36, 72, NULL, NULL, NULL),
(now() - interval '77.9399 days', now() - interval '77.9399 days', NULL, now() - interval '77.9399 days', NULL, 28, 51, 11, false, NULL),
(now() - interval '200.1990 days', now() - interval '200.1990 days', NULL, now() - interval '200.1990 days', NULL, 13, 63, 21, true, NULL),
(now() - interval '99.1915 days', NULL, NULL, NULL, NULL, 19, 19, NULL, NULL, NULL),
(now() - interval '5.4722 days', now() - interval '5.4722 days', NULL, NULL, NULL, 40, 73, 35, NULL, NULL),
(now() - interval '64.4792 days', NULL, NULL, now() - interval '64.4792 days', NULL, 25, 74, NULL, true, NULL),
(now() - interval '302.5697 days', NULL, NULL, now() - interval '302.5697 days', NULL, 22, 54, NULL, true, NULL),
(now() - interval '112.4342 days', now() - interval '112.4342 days', NULL, NULL, NULL, 32, 17, 37, NULL, NULL),
(now() - interval '116.9977 days', now() - interval '116.9977 days', NULL, NULL, NULL, 39, 65, 37, NULL, NULL),
(now() - interval '77.6195 days', NULL, NULL, now() - interval '77.6195 days', NULL, 18, 106, NULL, true, NULL),
(now() - interval '134.1736 days', now() - interval '134.1736 days', NULL, NULL, NULL, 2, 90, 7, NULL, NULL),
(now() - interval '14.5221 days', NULL, NULL, now() - interval '14.5221 days', NULL, 26, 112, NULL, false, NULL),
(now() - interval '27.5619 days', now() - interval '27.5619 days', NULL, now() - interval '27.5619 days', NULL, 12, 75, 14, true, NULL),
(now() - interval '33.1213 days', now() - interval '33.1213 days', NULL, now() - interval '33.1213 days', NULL, 18, 66, 37, true, NULL),
(now() - interval '74.3912 days', now() - interval '74.3912 days', NULL, NULL, NULL, 7, 22, 18, NULL, NULL),
(now() - interval '105.6260 days', now() - interval '105.6260 days', NULL, now() - interval '105.6260 days', NULL, 14, 19, 19, true, NULL),
(now() - interval '304.6058 days', NULL, NULL, NULL, NULL, 36, 39, NULL, NULL, NULL),
(now() - interval '61.7900 days', NULL, NULL, now() - interval '61.7900 days', NULL, 12, 17, NULL, true, NULL),
(now() - interval '5.3505 days', now() - interval '5.3505 days', NULL, NULL, NULL, 29, 91, 8, NULL, NULL),
(now() - interval '14.2041 days', NULL, NULL, NULL, NULL, 32, 102, NULL, NULL, NULL),
(now() - interval '76.1559 days', now() - interval '76.1559 days', NULL, NULL, NULL, 38, 104, 5, NULL, NULL),
(now() - interval '76.0439 days', NULL, NULL, NULL, NULL, 20, 69, NULL, NULL, NULL),
(now() - interval '88.6131 days', NULL, NULL, now() - interval '88.6131 days', NULL, 12, 5, NULL, true, NULL),
(now() - interval '59.3757 days', now() - interval '59.3757 days', NULL, now() - interval '59.3757 days', NULL, 4, 81, 31, true, NULL),
(now() - interval '16.8065 days', now() - interval '16.8065 days', NULL, now() - interval '16.8065 days', NULL, 1, 93, 31, false, NULL),
(now() - interval '56.2200 days', NULL, NULL, NULL, NULL, 11, 97, NULL, NULL, NULL),
(now() - interval '40.8086 days', NULL, NULL, NULL, NULL, 2, 45, NULL, NULL, NULL),
(now() - interval '59.3559 days', now() - interval '59.3559 days', NULL, NULL, NULL, 39, 51, 6, NULL, NULL),
(now() - interval '213.4631 days', NULL, NULL, now() - interval '213.4631 days', NULL, 37, 68, NULL, true, NULL),
(now() - interval '177.8142 days', now() - interval '177.8142 days', NULL, NULL, NULL, 5, 19, 23, NULL, NULL),
(now() - interval '313.5918 days', now() - interval '313.5918 days', NULL, now() - interval '313.5918 days', NULL, 9, 82, 5, true, NULL),
(now() - interval '71.6904 days', NULL, now() - interval '71.6904 days', NULL, NULL, 12, 105, NULL, NULL, NULL),
(now() - interval '31.4098 days', now() - interval '31.4098 days', NULL, now() - interval '31.4098 days', NULL, 20, 72, 27, true, NULL),
(now() - interval '84.8433 days', now() - interval '84.8433 days', NULL, now() - interval '84.8433 days', NULL, 23, 38, 10, false, NULL),
(now() - interval '8.1053 days', NULL, NULL, now() - interval '8.1053 days', NULL, 19, 28, NULL, true, NULL),
(now() - interval '8.5116 days', now() - interval '8.5116 days', now() - interval '8.5116 days', NULL, NULL, 8, 3, 2, NULL, NULL),
(now() - interval '43.1563 days', NULL, NULL, now() - interval '43.1563 days', NULL, 27, 39, NULL, true, NULL),
(now() - interval '70.9504 days', NULL, NULL, NULL, NULL, 1, 4, NULL, NULL, NULL),
(now() - interval '50.9074 days', NULL, NULL, now() - interval '50.9074 days', NULL, 27, 46, NULL, false, NULL),
(now() - interval '0.7550 days', NULL, NULL, NULL, NULL, 23, 21, NULL, NULL, NULL),
(now() - interval '95.3897 days', now() - interval '95.3897 days', NULL, now() - interval '95.3897 days', NULL, 31, 33, 19, true, NULL),
(now() - interval '273.1590 days', now() - interval '273.1590 days', NULL, now() - interval '273.1590 days', NULL, 33, 37, 28, true, NULL),
(now() - interval '37.8661 days', NULL, now() - interval '37.8661 days', now() - interval '37.8661 days', NULL, 14, 104, NULL, false, NULL),
(now() - interval '117.2369 days', now() - interval '117.2369 days', NULL, now() - interval '117.2369 days', NULL, 33, 61, 27, true, NULL),
(now() - interval '109.4798 days', now() - interval '109.4798 days', NULL, NULL, NULL, 38, 89, 8, NULL, NULL),
(now() - interval '4.4457 days', NULL, NULL, now() - interval '4.4457 days', NULL, 23, 114, NULL, true, NULL),
(now() - interval '129.1204 days', now() - interval '129.1204 days', NULL, NULL, NULL, 9, 36, 3, NULL, NULL),
(now() - interval '71.8755 days', now() - interval '71.8755 days', NULL, now() - interval '71.8755 days', NULL, 38, 40, 39, true, NULL),
(now() - interval '40.5599 days', NULL, NULL, NULL, NULL, 21, 94, NULL, NULL, NULL),
(now() - interval '230.1854 days', now() - interval '230.1854 days', NULL, now() - interval '230.1854 days', NULL, 39, 82, 40, true, NULL),
(now() - interval '228.0762 days', NULL, NULL, NULL, NULL, 33, 90, NULL, NULL, NULL),
(now() - interval '36.8228 days', NULL, NULL, now() - interval '36.8228 days', NULL, 3, 74, NULL, true, NULL),
(now() - interval '296.9981 days', now() - interval '296.9981 days', NULL, NULL, NULL, 24, 89, 3, NULL, NULL),
(now() - interval '214.3968 days', now() - interval '214.3968 days', NULL, now() - interval '214.3968 days', NULL, 7, 112, 25, true, NULL),
(now() - interval '357.8881 days', now() - interval '357.8881 days', NULL, NULL, NULL, 4, 108, 38, NULL, NULL),
(now() - interval '301.2815 days', NULL, NULL, now() - interval '301.2815 days', NULL, 23, 103, NULL, true, NULL),
(now() - interval '16.5980 days', NULL, NULL, NULL, NULL, 8, 44, NULL, NULL, NULL),
(now() - interval '45.1015 days', now() - interval '45.1015 days', NULL, NULL, NULL, 12, 25, 22, NULL, NULL),
(now() - interval '69.9466 days', now() - interval '69.9466 days', NULL, now() - interval '69.9466 days', NULL, 12, 59, 36, true, NULL),
(now() - interval '91.8662 days', NULL, NULL, NULL, NULL, 28, 88, NULL, NULL, NULL),
(now() - interval '232.4986 days', NULL, NULL, now() - interval '232.4986 days', NULL, 13, 64, NULL, true, NULL),
(now() - interval '124.4374 days', NULL, now() - interval '124.4374 days', NULL, NULL, 37, 76, NULL, NULL, NULL),
(now() - interval '122.7958 days', NULL, NULL, now() - interval '122.7958 days', NULL, 35, 77, NULL, true, NULL),
(now() - interval '134.6275 days', NULL, now() - interval '134.6275 days', NULL, NULL, 27, 99, NULL, NULL, NULL),
(now() - interval '3.9159 days', NULL, NULL, now() - interval '3.9159 days', NULL, 17, 73, NULL, true, NULL),
(now() - interval '143.4987 days', now() - interval '143.4987 days', NULL, now() - interval '143.4987 days', NULL, 34, 92, 18, true, NULL),
(now() - interval '58.6368 days', now() - interval '58.6368 days', NULL, NULL, NULL, 35, 60, 33, NULL, NULL),
(now() - interval '46.4998 days', NULL, NULL, NULL, NULL, 7, 120, NULL, NULL, NULL),
(now() - interval '11.3769 days', NULL, NULL, now() - interval '11.3769 days', NULL, 26, 98, NULL, true, NULL),
(now() - interval '5.7633 days', NULL, NULL, NULL, NULL, 11, 92, NULL, NULL, NULL),
(now() - interval '4.4319 days', NULL, NULL, now() - interval '4.4319 days', NULL, 22, 10, NULL, true, NULL),
(now() - interval '151.5557 days', now() - interval '151.5557 days', NULL, now() - interval '151.5557 days', NULL, 33, 68, 16, false, NULL),
(now() - interval '58.1974 days', NULL, NULL, NULL, NULL, 38, 53, NULL, NULL, NULL),
(now() - interval '12.1825 days', now() - interval '12.1825 days', NULL, now() - interval '12.1825 days', NULL, 24, 11, 3, true, NULL),
(now() - interval '93.6052 days', NULL, NULL, now() - interval '93.6052 days', NULL, 11, 95, NULL, true, NULL),
(now() - interval '143.9694 days', now() - interval '143.9694 days', NULL, now() - interval '143.9694 days', NULL, 5, 94, 20, false, NULL),
(now() - interval '51.9418 days', now() - interval '51.9418 days', now() - interval '51.9418 days', NULL, NULL, 35, 22, 1, NULL, NULL),
(now() - interval '31.2766 days', NULL, NULL, now() - interval '31.2766 days', NULL, 20, 119, NULL, true, NULL),
(now() - interval '13.6708 days', NULL, NULL, NULL, NULL, 32, 56, NULL, NULL, NULL),
(now() - interval '24.8333 days', NULL, NULL, NULL, NULL, 34, 44, NULL, NULL, NULL),
(now() - interval '60.2315 days', now() - interval '60.2315 days', NULL, now() - interval '60.2315 days', NULL, 13, 71, 5, true, NULL),
(now() - interval '325.3272 days', NULL, NULL, now() - interval '325.3272 days', NULL, 8, 51, NULL, true, NULL),
(now() - interval '102.8857 days', NULL, NULL, NULL, NULL, 5, 116, NULL, NULL, NULL),
(now() - interval '321.2243 days', NULL, NULL, NULL, NULL, 27, 108, NULL, NULL, NULL),
(now() - interval '129.8457 days', now() - interval '129.8457 days', NULL, NULL, NULL, 34, 38, 7, NULL, NULL),
(now() - interval '56.1720 days', now() - interval '56.1720 days', NULL, NULL, NULL, 12, 29, 39, NULL, NULL),
(now() - interval '47.1639 days', now() - interval '47.1639 days', NULL, now() - interval '47.1639 days', NULL, 40, 46, 35, true, NULL),
(now() - interval '66.9699 days', now() - interval '66.9699 days', NULL, now() - interval '66.9699 days', NULL, 16, 62, 3, true, NULL),
(now() - interval '2.2831 days', NULL, NULL, NULL, NULL, 4, 103, NULL, NULL, NULL),
(now() - interval '26.1317 days', NULL, NULL, NULL, NULL, 10, 48, NULL, NULL, NULL),
(now() - interval '146.2536 days', NULL, NULL, NULL, NULL, 4, 38, NULL, NULL, NULL),
(now() - interval '234.1927 days', NULL, NULL, NULL, NULL, 3, 38, NULL, NULL, NULL),
(now() - interval '98.0099 days', now() - interval '98.0099 days', NULL, now() - interval '98.0099 days', NULL, 38, 18, 13, false, NULL),
(now() - interval '16.4848 days', now() - interval '16.4848 days', NULL, now() - interval '16.4848 days', NULL, 15, 113, 27, true, NULL),
(now() - interval '54.9663 days', NULL, NULL, NULL, NULL, 27, 85, NULL, NULL, NULL),
(now() - interval '74.8320 days', now() - interval '74.8320 days', NULL, now() - interval '74.8320 days', NULL, 2, 17, 19, true, NULL),
(now() - interval '58.3198 days', NULL, NULL, now() - interval '58.3198 days', NULL, 3, 28, NULL, true, NULL),
(now() - interval '71.8318 days', now() - interval '71.8318 days', NULL, NULL, NULL, 23, 32, 40, NULL, NULL),
(now() - interval '97.6675 days', NULL, NULL, now() - interval '97.6675 days', NULL, 28, 92, NULL, true, NULL),
(now() - interval '2.7593 days', now() - interval '2.7593 days', NULL, now() - interval '2.7593 days', NULL, 37, 23, 17, true, NULL),
(now() - interval '90.9816 days', NULL, NULL, NULL, NULL, 29, 50, NULL, NULL, NULL),
(now() - interval '39.5686 days', now() - interval '39.5686 days', NULL, NULL, NULL, 16, 60, 10, NULL, NULL),
(now() - interval '157.9073 days', NULL, NULL, now() - interval '157.9073 days', NULL, 4, 76, NULL, true, NULL),
(now() - interval '45.8057 days', NULL, NULL, NULL, NULL, 19, 12, NULL, NULL, NULL),
(now() - interval '8.0805 days', NULL, now() - interval '8.0805 days', NULL, NULL, 6, 42, NULL, NULL, NULL),
(now() - interval '285.8962 days', NULL, NULL, NULL, NULL, 7, 58, NULL, NULL, NULL),
(now() - interval '216.7235 days', NULL, NULL, now() - interval '216.7235 days', NULL, 14, 94, NULL, false, NULL),
(now() - interval '23.1758 days', now() - interval '23.1758 days', NULL, now() - interval '23.1758 days', NULL, 36, 44, 3, true, NULL),
(now() - interval '229.6915 days', now() - interval '229.6915 days', NULL, now() - interval '229.6915 days', NULL, 9, 85, 22, true, NULL),
(now() - interval '119.4141 days', now() - interval '119.4141 days', NULL, now() - interval '119.4141 days', NULL, 20, 120, 21, false, NULL),
(now() - interval '5.5412 days', now() - interval '5.5412 days', NULL, NULL, NULL, 33, 114, 24, NULL, NULL),
(now() - interval '45.2121 days', NULL, NULL, NULL, NULL, 2, 51, NULL, NULL, NULL),
(now() - interval '4.1288 days', now() - interval '4.1288 days', NULL, now() - interval '4.1288 days', NULL, 1, 57, 9, true, NULL),
(now() - interval '309.2621 days', now() - interval '309.2621 days', NULL, now() - interval '309.2621 days', NULL, 1, 95, 25, false, NULL),
(now() - interval '11.0782 days', now() - interval '11.0782 days', NULL, NULL, NULL, 25, 73, 25, NULL, NULL);

INSERT INTO comment_actions (voted_at, saved_at, person_id, comment_id, vote_is_upvote) VALUES
(now() - interval '2.4089 days', NULL, 36, 276, true),
(now() - interval '185.1852 days', NULL, 35, 55, false),
(now() - interval '37.9488 days', NULL, 30, 24, true),
(now() - interval '4.0624 days', NULL, 1, 240, true),
(now() - interval '2.5200 days', NULL, 7, 15, true),
(now() - interval '219.0424 days', NULL, 17, 77, true),
(now() - interval '0.9399 days', NULL, 7, 248, false),
(now() - interval '65.1339 days', NULL, 5, 21, false),
(now() - interval '198.1306 days', NULL, 14, 55, true),
(now() - interval '6.2231 days', NULL, 28, 122, false),
(now() - interval '4.6716 days', NULL, 33, 151, true),
(now() - interval '2.1161 days', NULL, 32, 17, true),
(now() - interval '83.3711 days', NULL, 26, 51, true),
(now() - interval '162.6387 days', NULL, 15, 52, false),
(now() - interval '8.8286 days', NULL, 8, 292, true),
(now() - interval '62.8217 days', NULL, 35, 200, true),
(now() - interval '123.4766 days', NULL, 15, 180, true),
(now() - interval '1.2232 days', NULL, 30, 8, true),
(now() - interval '5.5624 days', NULL, 32, 294, true),
(now() - interval '86.1905 days', NULL, 29, 136, true),
(now() - interval '6.9599 days', NULL, 3, 150, true),
(now() - interval '9.2235 days', NULL, 39, 158, true),
(now() - interval '1.1819 days', NULL, 20, 5, true),
(now() - interval '49.6605 days', NULL, 17, 12, true),
(now() - interval '71.4485 days', NULL, 9, 93, true),
(now() - interval '109.2553 days', NULL, 21, 239, true),
(now() - interval '4.8523 days', NULL, 5, 84, true),
(now() - interval '28.9427 days', NULL, 23, 55, true),
(now() - interval '16.8265 days', NULL, 17, 16, true),
(now() - interval '13.5213 days', NULL, 23, 244, true),
(now() - interval '90.3763 days', NULL, 6, 256, true),
(now() - interval '1.3644 days', NULL, 22, 264, true),
(now() - interval '55.3419 days', NULL, 39, 192, false),
(now() - interval '9.2718 days', NULL, 11, 28, true),
(now() - interval '154.8472 days', NULL, 20, 43, true),
(now() - interval '278.3797 days', NULL, 23, 275, false),
(now() - interval '28.5447 days', NULL, 35, 266, false),
(now() - interval '132.6069 days', NULL, 8, 42, true),
(now() - interval '0.2972 days', NULL, 16, 198, false),
(now() - interval '44.5551 days', NULL, 16, 259, true),
(now() - interval '0.2926 days', NULL, 6, 250, true),
(now() - interval '0.0816 days', NULL, 6, 197, true),
(now() - interval '2.3866 days', NULL, 3, 276, true),
(now() - interval '11.2610 days', NULL, 39, 63, false),
(now() - interval '1.5130 days', NULL, 37, 228, true),
(now() - interval '0.8140 days', NULL, 4, 203, false),
(now() - interval '5.9142 days', NULL, 17, 153, true),
(now() - interval '95.3126 days', NULL, 33, 287, true),
(now() - interval '13.7540 days', NULL, 13, 90, true),
(now() - interval '19.4829 days', NULL, 38, 221, true),
(now() - interval '5.4985 days', NULL, 7, 144, false),
(now() - interval '1.4697 days', NULL, 1, 73, true),
(now() - interval '36.0875 days', NULL, 6, 187, true),
(now() - interval '3.7817 days', NULL, 35, 17, true),
(now() - interval '15.3725 days', NULL, 40, 127, true),
(now() - interval '0.1606 days', NULL, 12, 57, true),
(now() - interval '22.8712 days', NULL, 24, 217, true),
(now() - interval '102.7230 days', NULL, 18, 109, true),
(now() - interval '0.6700 days', NULL, 31, 204, false),
(now() - interval '2.7252 days', NULL, 38, 291, true),
(now() - interval '106.2295 days', NULL, 39, 13, true),
(now() - interval '143.3485 days', NULL, 34, 94, false),
(now() - interval '18.9911 days', NULL, 1, 62, true),
(now() - interval '2.0586 days', NULL, 25, 142, true),
(now() - interval '79.2741 days', NULL, 26, 186, true),
(now() - interval '1.3640 days', NULL, 25, 18, true),
(now() - interval '18.8818 days', NULL, 14, 146, true),
(now() - interval '13.8800 days', NULL, 13, 105, false),
(now() - interval '68.8754 days', NULL, 28, 13, true),
(now() - interval '163.2187 days', NULL, 8, 271, false),
(now() - interval '57.9224 days', NULL, 22, 113, true),
(now() - interval '10.2585 days', NULL, 18, 62, true),
(now() - interval '4.3258 days', NULL, 37, 120, true),
(now() - interval '0.0702 days', NULL, 14, 197, false),
(now() - interval '103.5409 days', NULL, 32, 50, true),
(now() - interval '130.0569 days', NULL, 39, 202, true),
(now() - interval '13.8187 days', NULL, 33, 92, true),
(now() - interval '4.6881 days', NULL, 15, 264, true),
(now() - interval '53.9752 days', NULL, 11, 222, true),
(now() - interval '51.3156 days', NULL, 37, 11, true),
(now() - interval '2.3055 days', NULL, 2, 68, false),
(now() - interval '87.4036 days', NULL, 26, 227, true),
(now() - interval '31.8462 days', NULL, 5, 192, true),
(now() - interval '20.2277 days', NULL, 11, 135, true),
(now() - interval '27.8616 days', NULL, 10, 187, true),
(now() - interval '9.4246 days', NULL, 17, 69, true),
(now() - interval '59.8386 days', NULL, 34, 58, true),
(now() - interval '201.9631 days', NULL, 11, 184, true),
(now() - interval '123.3743 days', NULL, 2, 162, false),
(now() - interval '61.2672 days', NULL, 2, 212, true),
(now() - interval '74.1771 days', NULL, 8, 182, true),
(now() - interval '122.0684 days', NULL, 12, 178, true),
(now() - interval '6.4708 days', NULL, 8, 99, false),
(now() - interval '166.7178 days', NULL, 24, 268, true),
(now() - interval '0.3313 days', NULL, 17, 100, false),
(now() - interval '47.3711 days', NULL, 16, 56, false),
(now() - interval '9.6393 days', NULL, 6, 251, true),
(now() - interval '106.3259 days', NULL, 1, 29, true),
(now() - interval '0.0113 days', NULL, 2, 53, true),
(now() - interval '38.5638 days', NULL, 23, 231, true),
(now() - interval '58.1090 days', NULL, 29, 153, true),
(now() - interval '0.4044 days', NULL, 16, 276, false),
(now() - interval '33.0172 days', NULL, 12, 119, true),
(now() - interval '120.6564 days', NULL, 10, 54, true),
(now() - interval '3.8915 days', NULL, 32, 107, true),
(now() - interval '66.9072 days', NULL, 7, 235, true),
(now() - interval '59.9943 days', NULL, 3, 56, false),
(now() - interval '19.4221 days', NULL, 18, 300, true),
(now() - interval '26.1857 days', NULL, 5, 277, true),
(now() - interval '176.0257 days', NULL, 22, 121, true),
(now() - interval '0.0721 days', NULL, 13, 5, true),
(now() - interval '1.4047 days', NULL, 22, 130, false),
(now() - interval '178.7098 days', NULL, 19, 86, false),
(now() - interval '15.0237 days', NULL, 9, 274, true),
(now() - interval '36.8567 days', NULL, 36, 257, true),
(now() - interval '31.7147 days', NULL, 35, 262, true),
(now() - interval '84.9065 days', NULL, 8, 167, true),
(now() - interval '88.5434 days', NULL, 37, 123, true),
(now() - interval '3.2758 days', NULL, 10, 243, true),
(now() - interval '3.8474 days', NULL, 5, 290, true),
(now() - interval '2.0229 days', NULL, 16, 140, false),
(now() - interval '52.6022 days', NULL, 39, 200, true),
(now() - interval '0.1030 days', NULL, 25, 100, true),
(now() - interval '18.4592 days', NULL, 8, 148, true),
(now() - interval '1.2173 days', NULL, 1, 32, true),
(now() - interval '2.0553 days', NULL, 9, 120, true),
(now() - interval '100.4254 days', NULL, 22, 280, true),
(now() - interval '155.9603 days', NULL, 28, 30, false),
(now() - interval '15.3227 days', NULL, 29, 241, false),
(now() - interval '14.7778 days', NULL, 27, 16, true),
(now() - interval '248.9931 days', NULL, 40, 217, false),
(now() - interval '100.2221 days', NULL, 30, 289, false),
(now() - interval '316.8795 days', NULL, 6, 47, true),
(now() - interval '12.5591 days', NULL, 28, 90, true),
(now() - interval '7.7283 days', NULL, 12, 63, true),
(now() - interval '30.7389 days', NULL, 5, 191, true),
(now() - interval '125.8253 days', NULL, 12, 253, true),
(now() - interval '137.4635 days', NULL, 33, 129, true),
(now() - interval '62.0998 days', NULL, 18, 50, true),
(now() - interval '72.5389 days', NULL, 1, 284, true),
(now() - interval '77.6319 days', NULL, 35, 172, false),
(now() - interval '0.2152 days', NULL, 30, 23, true),
(now() - interval '19.1742 days', NULL, 33, 289, false),
(now() - interval '103.9733 days', NULL, 8, 215, true),
(now() - interval '1.2089 days', NULL, 22, 181, false),
(now() - interval '124.6263 days', NULL, 26, 34, true),
(now() - interval '172.3518 days', NULL, 15, 14, true),
(now() - interval '137.5758 days', NULL, 40, 229, true),
(now() - interval '68.8324 days', NULL, 28, 4, true),
(now() - interval '0.1135 days', NULL, 25, 201, true),
(now() - interval '5.8801 days', NULL, 35, 191, true),
(now() - interval '102.0992 days', NULL, 31, 44, true),
(now() - interval '114.4868 days', NULL, 33, 51, true),
(now() - interval '25.3475 days', NULL, 25, 101, true),
(now() - interval '56.7672 days', NULL, 18, 43, true),
(now() - interval '49.4382 days', NULL, 9, 119, false),
(now() - interval '17.8031 days', NULL, 33, 138, true),
(now() - interval '4.2191 days', NULL, 13, 208, true),
(now() - interval '85.6994 days', NULL, 7, 220, false),
(now() - interval '78.1873 days', NULL, 21, 212, true),
(now() - interval '14.3651 days', NULL, 31, 296, true),
(now() - interval '2.1984 days', NULL, 33, 76, true),
(now() - interval '39.6020 days', NULL, 25, 60, true),
(now() - interval '59.2438 days', NULL, 14, 33, false),
(now() - interval '8.8893 days', NULL, 8, 12, true),
(now() - interval '17.2349 days', NULL, 32, 20, true),
(now() - interval '29.7298 days', NULL, 33, 78, false),
(now() - interval '30.4800 days', NULL, 15, 222, false),
(now() - interval '11.6914 days', NULL, 35, 269, false),
(now() - interval '48.3083 days', NULL, 29, 210, false),
(now() - interval '24.0840 days', NULL, 3, 66, true),
(now() - interval '1.8858 days', NULL, 11, 108, true),
(now() - interval '10.4799 days', NULL, 1, 161, false),
(now() - interval '5.3762 days', NULL, 40, 18, false),
(now() - interval '28.1484 days', NULL, 6, 267, false),
(now() - interval '16.2353 days', NULL, 9, 139, false),
(now() - interval '163.4939 days', NULL, 31, 217, true),
(now() - interval '71.7952 days', NULL, 2, 229, true),
(now() - interval '13.0539 days', NULL, 9, 64, true),
(now() - interval '138.6816 days', NULL, 11, 43, true),
(now() - interval '12.5744 days', NULL, 6, 142, true),
(now() - interval '145.0600 days', NULL, 16, 43, true),
(now() - interval '2.2827 days', NULL, 8, 168, false),
(now() - interval '18.2380 days', NULL, 12, 263, true),
(now() - interval '3.2010 days', NULL, 34, 63, true),
(now() - interval '6.6878 days', NULL, 12, 233, true),
(now() - interval '0.3896 days', NULL, 5, 32, true),
(now() - interval '13.2139 days', NULL, 21, 87, true),
(now() - interval '160.3134 days', NULL, 34, 235, true),
(now() - interval '2.0605 days', NULL, 33, 258, true),
(now() - interval '12.8223 days', NULL, 27, 237, true),
(now() - interval '226.5745 days', NULL, 40, 183, true),
(now() - interval '8.6777 days', NULL, 29, 1, true),
(now() - interval '136.3672 days', NULL, 33, 132, true),
(now() - interval '15.7702 days', NULL, 16, 233, true),
(now() - interval '50.6125 days', NULL, 23, 248, true),
(now() - interval '45.2702 days', NULL, 15, 7, false),
(now() - interval '8.7178 days', NULL, 40, 3, true);

INSERT INTO community_actions (followed_at, blocked_at, became_moderator_at, received_ban_at, ban_expires_at, person_id, community_id, follow_state, follow_approver_id, notifications, follow_activity_id) VALUES
(now() - interval '96.0689 days', NULL, NULL, NULL, NULL, 45, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '143.0623 days', NULL, NULL, NULL, NULL, 28, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '36.8946 days', NULL, NULL, NULL, NULL, 64, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '192.6336 days', NULL, NULL, NULL, NULL, 18, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '391.3579 days', NULL, NULL, NULL, NULL, 10, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '29.3313 days', NULL, NULL, NULL, NULL, 60, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '372.1259 days', NULL, NULL, NULL, NULL, 67, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '204.8069 days', NULL, NULL, NULL, NULL, 52, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '122.4255 days', NULL, NULL, NULL, NULL, 18, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '185.3312 days', NULL, NULL, NULL, NULL, 63, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '305.9299 days', NULL, NULL, NULL, NULL, 13, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '348.5834 days', NULL, NULL, NULL, NULL, 33, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '81.7020 days', NULL, NULL, NULL, NULL, 41, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '230.6164 days', NULL, NULL, NULL, NULL, 10, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '173.7660 days', NULL, NULL, NULL, NULL, 57, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '30.6485 days', NULL, NULL, NULL, NULL, 42, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '57.1437 days', NULL, NULL, NULL, NULL, 41, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '67.2888 days', NULL, NULL, NULL, NULL, 67, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '366.7992 days', NULL, NULL, NULL, NULL, 53, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '318.8220 days', NULL, NULL, NULL, NULL, 10, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '162.5801 days', NULL, NULL, NULL, NULL, 1, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '333.2619 days', NULL, NULL, NULL, NULL, 35, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '320.7117 days', NULL, NULL, NULL, NULL, 44, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '214.1489 days', NULL, NULL, NULL, NULL, 25, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '205.6422 days', NULL, NULL, NULL, NULL, 44, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '290.1421 days', NULL, NULL, NULL, NULL, 38, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '208.2865 days', NULL, NULL, NULL, NULL, 63, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '237.4492 days', NULL, NULL, NULL, NULL, 58, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '361.2229 days', NULL, NULL, NULL, NULL, 46, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '247.3328 days', NULL, NULL, NULL, NULL, 15, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '35.4136 days', NULL, NULL, NULL, NULL, 70, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '170.1152 days', NULL, NULL, NULL, NULL, 44, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '219.1515 days', NULL, NULL, NULL, NULL, 22, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '342.4681 days', NULL, NULL, NULL, NULL, 41, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '244.6777 days', NULL, NULL, NULL, NULL, 56, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '117.1825 days', NULL, NULL, NULL, NULL, 12, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '124.2437 days', NULL, NULL, NULL, NULL, 16, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '354.8916 days', NULL, NULL, NULL, NULL, 48, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '129.5357 days', NULL, NULL, NULL, NULL, 43, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '354.2488 days', NULL, NULL, NULL, NULL, 70, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '294.6879 days', NULL, NULL, NULL, NULL, 55, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '101.4926 days', NULL, NULL, NULL, NULL, 15, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '238.8347 days', NULL, NULL, NULL, NULL, 9, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '298.4899 days', NULL, NULL, NULL, NULL, 55, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '11.1173 days', NULL, NULL, NULL, NULL, 37, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '202.5060 days', NULL, NULL, now() - interval '101.2530 days', now() + interval '7 days', 30, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '144.1410 days', NULL, NULL, NULL, NULL, 29, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '319.9663 days', NULL, NULL, NULL, NULL, 12, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '220.5339 days', NULL, NULL, NULL, NULL, 2, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '72.2404 days', NULL, NULL, NULL, NULL, 18, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '221.9308 days', NULL, NULL, NULL, NULL, 18, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '260.9439 days', NULL, NULL, NULL, NULL, 43, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '199.9686 days', NULL, NULL, NULL, NULL, 32, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '377.3077 days', NULL, NULL, NULL, NULL, 37, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '272.6238 days', NULL, NULL, NULL, NULL, 4, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '290.2441 days', NULL, NULL, NULL, NULL, 15, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '350.3646 days', NULL, NULL, NULL, NULL, 9, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '240.7783 days', NULL, NULL, NULL, NULL, 36, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '287.0607 days', NULL, NULL, NULL, NULL, 53, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '10.0856 days', NULL, NULL, NULL, NULL, 56, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '108.4114 days', NULL, NULL, NULL, NULL, 14, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '44.8032 days', NULL, NULL, NULL, NULL, 66, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '281.1951 days', NULL, NULL, NULL, NULL, 18, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '293.4215 days', NULL, NULL, NULL, NULL, 5, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '295.3705 days', NULL, NULL, NULL, NULL, 24, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '93.9462 days', NULL, NULL, NULL, NULL, 58, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '297.3774 days', NULL, NULL, NULL, NULL, 54, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '125.0306 days', NULL, NULL, NULL, NULL, 40, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '82.9686 days', NULL, NULL, NULL, NULL, 49, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '28.3035 days', NULL, NULL, NULL, NULL, 16, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '30.1027 days', NULL, NULL, NULL, NULL, 4, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '15.5976 days', NULL, NULL, NULL, NULL, 53, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '149.8966 days', NULL, NULL, NULL, NULL, 22, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '355.2061 days', NULL, NULL, NULL, NULL, 65, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '39.6809 days', NULL, NULL, NULL, NULL, 2, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '166.6037 days', NULL, NULL, NULL, NULL, 63, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '191.7604 days', NULL, NULL, NULL, NULL, 33, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '297.3591 days', NULL, NULL, NULL, NULL, 52, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '15.3315 days', NULL, NULL, NULL, NULL, 39, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '352.3720 days', NULL, NULL, NULL, NULL, 68, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '1.8679 days', NULL, NULL, NULL, NULL, 31, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '355.7750 days', NULL, NULL, NULL, NULL, 66, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '282.9798 days', NULL, NULL, NULL, NULL, 2, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '137.2723 days', NULL, NULL, NULL, NULL, 40, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '303.6868 days', NULL, NULL, NULL, NULL, 13, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '92.5073 days', NULL, NULL, NULL, NULL, 42, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '323.7038 days', NULL, NULL, NULL, NULL, 1, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '16.8550 days', NULL, NULL, NULL, NULL, 53, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '233.2866 days', NULL, NULL, NULL, NULL, 14, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '62.0181 days', NULL, NULL, NULL, NULL, 59, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '364.2724 days', NULL, NULL, NULL, NULL, 39, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '202.5028 days', NULL, NULL, NULL, NULL, 15, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '220.1249 days', NULL, NULL, NULL, NULL, 67, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '211.4341 days', NULL, NULL, now() - interval '105.7171 days', now() + interval '-1 days', 52, 3, 'Accepted', NULL, NULL, NULL),
(now() - interval '393.3969 days', NULL, NULL, NULL, NULL, 8, 4, 'Accepted', NULL, NULL, NULL),
(now() - interval '379.4537 days', NULL, NULL, NULL, NULL, 2, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '281.1592 days', NULL, NULL, NULL, NULL, 59, 5, 'Accepted', NULL, NULL, NULL),
(now() - interval '315.7039 days', NULL, NULL, NULL, NULL, 19, 1, 'Accepted', NULL, NULL, NULL),
(now() - interval '387.6516 days', NULL, NULL, NULL, NULL, 5, 2, 'Accepted', NULL, NULL, NULL),
(now() - interval '66.2739 days', NULL, NULL, NULL, NULL, 6, 6, 'Accepted', NULL, NULL, NULL),
(now() - interval '226.1903 days', NULL, NULL, NULL, NULL, 7, 1, 'Accepted', NULL, NULL, NULL);

INSERT INTO person_actions (followed_at, blocked_at, person_id, target_id, follow_pending) VALUES
(NULL, now() - interval '3.9436 days', 3, 50, NULL),
(NULL, now() - interval '95.1360 days', 4, 51, NULL),
(NULL, now() - interval '170.0969 days', 7, 60, NULL),
(NULL, now() - interval '39.0323 days', 9, 50, NULL);

INSERT INTO instance_actions (blocked_communities_at, person_id, instance_id, received_ban_at, ban_expires_at) VALUES
(now() - interval '30 days', 5, 5, NULL, NULL),
(NULL, 45, 1, now() - interval '10 days', now() + interval '20 days'),
(NULL, 46, 1, now() - interval '40 days', now() - interval '10 days');

INSERT INTO private_message (id, creator_id, recipient_id, content, deleted, published_at, updated_at, ap_id, local, removed, deleted_by_recipient) VALUES
(1, 10, 23, 'hello 1', false, now() - interval '84.9098 days', NULL, 'https://lemmy.example.org/private_message/1', true, false, false),
(2, 13, 8, 'hello 2', false, now() - interval '251.8349 days', NULL, 'https://lemmy.example.org/private_message/2', true, false, false),
(3, 34, 12, 'hello 3', false, now() - interval '172.4258 days', NULL, 'https://lemmy.example.org/private_message/3', true, false, false),
(4, 40, 54, 'hello 4', false, now() - interval '268.2347 days', NULL, 'https://lemmy.example.org/private_message/4', true, false, false),
(5, 36, 68, 'hello 5', false, now() - interval '251.7485 days', NULL, 'https://lemmy.example.org/private_message/5', true, false, false),
(6, 9, 24, 'hello 6', false, now() - interval '278.0044 days', NULL, 'https://lemmy.example.org/private_message/6', true, false, false),
(7, 31, 6, 'hello 7', false, now() - interval '148.3778 days', NULL, 'https://lemmy.example.org/private_message/7', true, false, false),
(8, 33, 36, 'hello 8', false, now() - interval '152.3586 days', NULL, 'https://lemmy.example.org/private_message/8', true, false, false),
(9, 40, 45, 'hello 9', false, now() - interval '93.8214 days', NULL, 'https://lemmy.example.org/private_message/9', true, false, false),
(10, 11, 37, 'hello 10', false, now() - interval '142.6306 days', NULL, 'https://lemmy.example.org/private_message/10', true, false, false),
(11, 23, 48, 'hello 11', false, now() - interval '85.2597 days', NULL, 'https://lemmy.example.org/private_message/11', true, false, false),
(12, 14, 4, 'hello 12', false, now() - interval '236.0932 days', NULL, 'https://lemmy.example.org/private_message/12', true, false, false),
(13, 7, 70, 'hello 13', false, now() - interval '291.2819 days', NULL, 'https://lemmy.example.org/private_message/13', true, false, false),
(14, 10, 50, 'hello 14', false, now() - interval '15.6003 days', NULL, 'https://lemmy.example.org/private_message/14', true, false, false),
(15, 37, 4, 'hello 15', false, now() - interval '291.1685 days', NULL, 'https://lemmy.example.org/private_message/15', true, false, false),
(16, 18, 38, 'hello 16', false, now() - interval '6.8697 days', NULL, 'https://lemmy.example.org/private_message/16', true, false, false),
(17, 15, 23, 'hello 17', false, now() - interval '24.8802 days', NULL, 'https://lemmy.example.org/private_message/17', true, false, false),
(18, 39, 67, 'hello 18', false, now() - interval '259.8948 days', NULL, 'https://lemmy.example.org/private_message/18', true, false, false),
(19, 22, 27, 'hello 19', false, now() - interval '8.5105 days', NULL, 'https://lemmy.example.org/private_message/19', true, false, false),
(20, 7, 45, 'hello 20', false, now() - interval '208.7101 days', NULL, 'https://lemmy.example.org/private_message/20', true, false, false),
(21, 28, 21, 'hello 21', false, now() - interval '107.9168 days', NULL, 'https://lemmy.example.org/private_message/21', true, false, false),
(22, 40, 41, 'hello 22', false, now() - interval '27.6328 days', NULL, 'https://lemmy.example.org/private_message/22', true, false, false),
(23, 14, 19, 'hello 23', false, now() - interval '246.9106 days', NULL, 'https://lemmy.example.org/private_message/23', true, false, false),
(24, 17, 42, 'hello 24', false, now() - interval '176.4702 days', NULL, 'https://lemmy.example.org/private_message/24', true, false, false),
(25, 13, 17, 'hello 25', false, now() - interval '245.2353 days', NULL, 'https://lemmy.example.org/private_message/25', true, false, false),
(26, 39, 66, 'hello 26', false, now() - interval '26.5887 days', NULL, 'https://lemmy.example.org/private_message/26', true, false, false),
(27, 23, 32, 'hello 27', false, now() - interval '201.0399 days', NULL, 'https://lemmy.example.org/private_message/27', true, false, false),
(28, 17, 18, 'hello 28', false, now() - interval '33.4912 days', NULL, 'https://lemmy.example.org/private_message/28', true, false, false),
(29, 35, 4, 'hello 29', false, now() - interval '273.9008 days', NULL, 'https://lemmy.example.org/private_message/29', true, false, false),
(30, 23, 16, 'hello 30', false, now() - interval '129.1769 days', NULL, 'https://lemmy.example.org/private_message/30', true, false, false),
(31, 25, 52, 'hello 31', false, now() - interval '10.1738 days', NULL, 'https://lemmy.example.org/private_message/31', true, false, false),
(32, 7, 53, 'hello 32', false, now() - interval '292.2978 days', NULL, 'https://lemmy.example.org/private_message/32', true, false, false),
(33, 16, 70, 'hello 33', false, now() - interval '210.1106 days', NULL, 'https://lemmy.example.org/private_message/33', true, false, false),
(34, 4, 18, 'hello 34', false, now() - interval '230.6130 days', NULL, 'https://lemmy.example.org/private_message/34', true, false, false),
(35, 40, 63, 'hello 35', false, now() - interval '12.3162 days', NULL, 'https://lemmy.example.org/private_message/35', true, false, false),
(36, 7, 2, 'hello 36', false, now() - interval '2.2470 days', NULL, 'https://lemmy.example.org/private_message/36', true, false, false),
(37, 37, 8, 'hello 37', false, now() - interval '179.4236 days', NULL, 'https://lemmy.example.org/private_message/37', true, false, false),
(38, 8, 3, 'hello 38', false, now() - interval '122.5965 days', NULL, 'https://lemmy.example.org/private_message/38', true, false, false),
(39, 10, 43, 'hello 39', false, now() - interval '79.2444 days', NULL, 'https://lemmy.example.org/private_message/39', true, false, false),
(40, 15, 28, 'hello 40', false, now() - interval '138.0146 days', NULL, 'https://lemmy.example.org/private_message/40', true, false, false);

INSERT INTO notification (id, recipient_id, comment_id, read, published_at, kind, post_id, private_message_id, modlog_id, creator_id, instance_id, community_id) VALUES
(1, 7, 267, false, now() - interval '15.8043 days', 'Reply', 58, NULL, NULL, 19, NULL, NULL),
(2, 36, 226, true, now() - interval '93.4924 days', 'Reply', 14, NULL, NULL, 1, NULL, NULL),
(3, 10, 79, false, now() - interval '0.2823 days', 'Reply', 57, NULL, NULL, 58, NULL, NULL),
(4, 29, 31, false, now() - interval '91.3591 days', 'Reply', 31, NULL, NULL, 35, NULL, NULL),
(5, 10, 105, true, now() - interval '51.1678 days', 'Reply', 29, NULL, NULL, 69, NULL, NULL),
(6, 26, 226, false, now() - interval '60.3775 days', 'Reply', 14, NULL, NULL, 1, NULL, NULL),
(7, 15, 246, false, now() - interval '112.0031 days', 'Reply', 39, NULL, NULL, 20, NULL, NULL),
(8, 2, 145, true, now() - interval '27.0205 days', 'Reply', 88, NULL, NULL, 66, NULL, NULL),
(9, 13, 170, false, now() - interval '73.7155 days', 'Reply', 4, NULL, NULL, 44, NULL, NULL),
(10, 25, 83, true, now() - interval '116.3037 days', 'Reply', 88, NULL, NULL, 10, NULL, NULL),
(11, 31, 240, false, now() - interval '1.6145 days', 'Reply', 42, NULL, NULL, 45, NULL, NULL),
(12, 34, 159, true, now() - interval '136.4575 days', 'Reply', 22, NULL, NULL, 33, NULL, NULL),
(13, 19, 45, true, now() - interval '13.3819 days', 'Reply', 100, NULL, NULL, 65, NULL, NULL),
(14, 36, 104, true, now() - interval '166.3046 days', 'Reply', 68, NULL, NULL, 57, NULL, NULL),
(15, 5, 238, false, now() - interval '13.0761 days', 'Reply', 86, NULL, NULL, 41, NULL, NULL),
(16, 12, 120, true, now() - interval '5.7336 days', 'Reply', 18, NULL, NULL, 63, NULL, NULL),
(17, 21, 250, true, now() - interval '0.2292 days', 'Reply', 10, NULL, NULL, 49, NULL, NULL),
(18, 9, 278, true, now() - interval '0.0231 days', 'Reply', 114, NULL, NULL, 35, NULL, NULL),
(19, 17, 291, false, now() - interval '4.4489 days', 'Reply', 86, NULL, NULL, 65, NULL, NULL),
(20, 14, 294, true, now() - interval '3.0000 days', 'Reply', 120, NULL, NULL, 2, NULL, NULL),
(21, 17, 195, true, now() - interval '218.1722 days', 'Reply', 94, NULL, NULL, 8, NULL, NULL),
(22, 1, 209, false, now() - interval '1.0201 days', 'Reply', 8, NULL, NULL, 39, NULL, NULL),
(23, 7, 201, false, now() - interval '1.7905 days', 'Reply', 10, NULL, NULL, 4, NULL, NULL),
(24, 27, 275, true, now() - interval '131.1244 days', 'Reply', 80, NULL, NULL, 60, NULL, NULL),
(25, 31, 166, true, now() - interval '0.0163 days', 'Reply', 21, NULL, NULL, 62, NULL, NULL),
(26, 32, 11, true, now() - interval '19.4746 days', 'Reply', 15, NULL, NULL, 12, NULL, NULL),
(27, 10, 252, false, now() - interval '93.2942 days', 'Reply', 55, NULL, NULL, 12, NULL, NULL),
(28, 17, 277, true, now() - interval '14.5963 days', 'Reply', 41, NULL, NULL, 12, NULL, NULL),
(29, 24, 220, false, now() - interval '73.1941 days', 'Reply', 26, NULL, NULL, 42, NULL, NULL),
(30, 38, 4, false, now() - interval '158.9772 days', 'Reply', 89, NULL, NULL, 43, NULL, NULL),
(31, 35, 64, false, now() - interval '1.4610 days', 'Reply', 55, NULL, NULL, 11, NULL, NULL),
(32, 23, 8, true, now() - interval '22.3423 days', 'Reply', 119, NULL, NULL, 30, NULL, NULL),
(33, 30, 150, false, now() - interval '34.6697 days', 'Reply', 15, NULL, NULL, 35, NULL, NULL),
(34, 37, 240, true, now() - interval '0.2753 days', 'Reply', 42, NULL, NULL, 45, NULL, NULL),
(35, 24, 66, false, now() - interval '14.5462 days', 'Reply', 28, NULL, NULL, 20, NULL, NULL),
(36, 12, 123, false, now() - interval '94.8347 days', 'Reply', 35, NULL, NULL, 64, NULL, NULL),
(37, 26, 114, false, now() - interval '6.6846 days', 'Reply', 116, NULL, NULL, 64, NULL, NULL),
(38, 21, 251, false, now() - interval '82.6623 days', 'Reply', 13, NULL, NULL, 21, NULL, NULL),
(39, 8, 57, false, now() - interval '1.6522 days', 'Reply', 10, NULL, NULL, 10, NULL, NULL),
(40, 35, 201, true, now() - interval '3.0876 days', 'Reply', 10, NULL, NULL, 4, NULL, NULL),
(41, 17, 59, true, now() - interval '60.4313 days', 'Reply', 26, NULL, NULL, 3, NULL, NULL),
(42, 35, 87, false, now() - interval '3.5631 days', 'Reply', 18, NULL, NULL, 59, NULL, NULL),
(43, 26, 194, true, now() - interval '67.5791 days', 'Reply', 71, NULL, NULL, 57, NULL, NULL),
(44, 25, 32, true, now() - interval '0.0610 days', 'Reply', 10, NULL, NULL, 19, NULL, NULL),
(45, 25, 240, false, now() - interval '2.4785 days', 'Reply', 42, NULL, NULL, 45, NULL, NULL),
(46, 37, 1, false, now() - interval '5.3140 days', 'Reply', 4, NULL, NULL, 20, NULL, NULL),
(47, 40, 264, false, now() - interval '1.6407 days', 'Reply', 42, NULL, NULL, 5, NULL, NULL),
(48, 23, 79, true, now() - interval '10.8197 days', 'Reply', 57, NULL, NULL, 58, NULL, NULL),
(49, 31, 235, true, now() - interval '115.8600 days', 'Reply', 3, NULL, NULL, 30, NULL, NULL),
(50, 37, 146, true, now() - interval '34.5178 days', 'Reply', 47, NULL, NULL, 10, NULL, NULL),
(51, 4, 202, true, now() - interval '4.4507 days', 'Reply', 90, NULL, NULL, 60, NULL, NULL),
(52, 8, 192, false, now() - interval '57.8569 days', 'Reply', 75, NULL, NULL, 40, NULL, NULL),
(53, 16, 280, true, now() - interval '79.3590 days', 'Reply', 15, NULL, NULL, 50, NULL, NULL),
(54, 39, 127, false, now() - interval '30.1216 days', 'Reply', 38, NULL, NULL, 14, NULL, NULL),
(55, 35, 278, false, now() - interval '0.7642 days', 'Reply', 114, NULL, NULL, 35, NULL, NULL),
(56, 21, 36, false, now() - interval '9.6365 days', 'Reply', 46, NULL, NULL, 17, NULL, NULL),
(57, 14, 133, false, now() - interval '10.4761 days', 'Reply', 75, NULL, NULL, 23, NULL, NULL),
(58, 23, 213, false, now() - interval '2.1786 days', 'Reply', 52, NULL, NULL, 58, NULL, NULL),
(59, 11, 84, true, now() - interval '0.9427 days', 'Reply', 8, NULL, NULL, 28, NULL, NULL),
(60, 15, 2, false, now() - interval '4.5074 days', 'Reply', 73, NULL, NULL, 24, NULL, NULL),
(61, 12, 300, false, now() - interval '10.0760 days', 'Reply', 14, NULL, NULL, 40, NULL, NULL),
(62, 1, 83, true, now() - interval '10.1780 days', 'Reply', 88, NULL, NULL, 10, NULL, NULL),
(63, 29, 273, true, now() - interval '0.0294 days', 'Reply', 21, NULL, NULL, 43, NULL, NULL),
(64, 30, 72, true, now() - interval '11.0954 days', 'Reply', 2, NULL, NULL, 50, NULL, NULL),
(65, 21, 219, false, now() - interval '88.3177 days', 'Reply', 116, NULL, NULL, 57, NULL, NULL),
(66, 8, 176, true, now() - interval '0.0686 days', 'Reply', 25, NULL, NULL, 5, NULL, NULL),
(67, 19, 98, true, now() - interval '158.6508 days', 'Reply', 108, NULL, NULL, 23, NULL, NULL),
(68, 31, 31, true, now() - interval '28.2616 days', 'Reply', 31, NULL, NULL, 35, NULL, NULL),
(69, 33, 188, true, now() - interval '85.0711 days', 'Reply', 50, NULL, NULL, 54, NULL, NULL),
(70, 40, 246, true, now() - interval '22.2933 days', 'Reply', 39, NULL, NULL, 20, NULL, NULL),
(71, 27, 255, true, now() - interval '35.9228 days', 'Reply', 107, NULL, NULL, 64, NULL, NULL),
(72, 16, 250, false, now() - interval '1.4976 days', 'Reply', 10, NULL, NULL, 49, NULL, NULL),
(73, 33, 188, false, now() - interval '61.6553 days', 'Reply', 50, NULL, NULL, 54, NULL, NULL),
(74, 36, 255, false, now() - interval '31.3677 days', 'Reply', 107, NULL, NULL, 64, NULL, NULL),
(75, 16, 121, true, now() - interval '182.8269 days', 'Reply', 65, NULL, NULL, 58, NULL, NULL),
(76, 30, 235, true, now() - interval '117.6712 days', 'Reply', 3, NULL, NULL, 30, NULL, NULL),
(77, 16, 144, true, now() - interval '55.2487 days', 'Reply', 70, NULL, NULL, 38, NULL, NULL),
(78, 20, 205, true, now() - interval '6.3964 days', 'Reply', 26, NULL, NULL, 9, NULL, NULL),
(79, 12, 162, false, now() - interval '12.6834 days', 'Reply', 94, NULL, NULL, 14, NULL, NULL),
(80, 37, 39, true, now() - interval '36.3314 days', 'Reply', 59, NULL, NULL, 50, NULL, NULL);

INSERT INTO modlog (id, kind, is_revert, mod_id, reason, target_person_id, target_community_id, target_post_id, target_comment_id, target_instance_id, expires_at, published_at, bulk_action_parent_id, child_count) VALUES
(1, 'ModRemovePost', false, 2, 'rule 3', 37, 3, 14, NULL, NULL, NULL, now() - interval '156.9711 days', NULL, 0),
(2, 'ModRemovePost', false, 2, 'rule 3', 9, 1, 73, NULL, NULL, NULL, now() - interval '3.0034 days', NULL, 0),
(3, 'ModRemovePost', false, 2, 'rule 3', 62, 1, 84, NULL, NULL, NULL, now() - interval '48.7474 days', NULL, 0),
(4, 'ModRemovePost', false, 2, 'rule 3', 48, 1, 49, NULL, NULL, NULL, now() - interval '15.3737 days', NULL, 0),
(5, 'ModRemovePost', false, 2, 'rule 3', 40, 4, 7, NULL, NULL, NULL, now() - interval '284.1178 days', NULL, 0),
(6, 'ModRemovePost', false, 2, 'rule 3', 23, 6, 96, NULL, NULL, NULL, now() - interval '69.9358 days', NULL, 0),
(7, 'ModRemovePost', false, 2, 'rule 3', 7, 2, 63, NULL, NULL, NULL, now() - interval '192.7286 days', NULL, 0),
(8, 'ModRemovePost', false, 2, 'rule 3', 29, 5, 38, NULL, NULL, NULL, now() - interval '165.5424 days', NULL, 0),
(9, 'ModRemovePost', false, 2, 'rule 3', 55, 6, 64, NULL, NULL, NULL, now() - interval '12.3774 days', NULL, 0),
(10, 'ModRemovePost', false, 2, 'rule 3', 9, 1, 73, NULL, NULL, NULL, now() - interval '10.9617 days', NULL, 0),
(11, 'ModRemovePost', false, 2, 'rule 3', 21, 5, 4, NULL, NULL, NULL, now() - interval '190.5794 days', NULL, 0),
(12, 'ModRemovePost', false, 2, 'rule 3', 63, 4, 75, NULL, NULL, NULL, now() - interval '18.8017 days', NULL, 0),
(13, 'ModRemovePost', false, 2, 'rule 3', 9, 3, 27, NULL, NULL, NULL, now() - interval '328.5126 days', NULL, 0),
(14, 'ModRemovePost', false, 2, 'rule 3', 16, 1, 16, NULL, NULL, NULL, now() - interval '137.3556 days', NULL, 0),
(15, 'ModRemovePost', false, 2, 'rule 3', 12, 5, 112, NULL, NULL, NULL, now() - interval '199.2036 days', NULL, 0),
(16, 'ModRemovePost', false, 2, 'rule 3', 58, 6, 99, NULL, NULL, NULL, now() - interval '54.3843 days', NULL, 0),
(17, 'ModRemovePost', false, 2, 'rule 3', 5, 2, 90, NULL, NULL, NULL, now() - interval '110.2979 days', NULL, 0),
(18, 'ModRemovePost', false, 2, 'rule 3', 35, 1, 98, NULL, NULL, NULL, now() - interval '1.8088 days', NULL, 0),
(19, 'ModRemovePost', false, 2, 'rule 3', 53, 2, 42, NULL, NULL, NULL, now() - interval '26.7758 days', NULL, 0),
(20, 'ModRemovePost', false, 2, 'rule 3', 63, 4, 75, NULL, NULL, NULL, now() - interval '228.0514 days', NULL, 0),
(21, 'AdminBan', false, 2, 'spam', 45, NULL, NULL, NULL, 1, now() + interval '20 days', now() - interval '10 days', NULL, 0);

INSERT INTO post_report (id, creator_id, post_id, original_post_name, original_post_url, original_post_body, reason, resolved, resolver_id, published_at, updated_at, violates_instance_rules, conclusion) VALUES
(1, 3, 25, 'Post title 25', NULL, NULL, 'spam', true, 2, now() - interval '58.9251 days', now() - interval '53.0326 days', false, NULL),
(2, 29, 82, 'Post title 82', NULL, NULL, 'spam', true, 2, now() - interval '182.9882 days', now() - interval '164.6893 days', false, NULL),
(3, 22, 30, 'Post title 30', NULL, NULL, 'spam', false, NULL, now() - interval '210.4711 days', NULL, false, NULL),
(4, 18, 73, 'Post title 73', NULL, NULL, 'spam', true, 2, now() - interval '6.7596 days', now() - interval '6.0837 days', false, NULL),
(5, 16, 18, 'Post title 18', NULL, NULL, 'spam', true, 2, now() - interval '74.0299 days', now() - interval '66.6269 days', false, NULL),
(6, 24, 113, 'Post title 113', NULL, NULL, 'spam', false, NULL, now() - interval '20.6892 days', NULL, false, NULL),
(7, 11, 54, 'Post title 54', NULL, NULL, 'spam', true, 2, now() - interval '318.9604 days', now() - interval '287.0643 days', false, NULL),
(8, 21, 86, 'Post title 86', NULL, NULL, 'spam', true, 2, now() - interval '71.7167 days', now() - interval '64.5450 days', false, NULL),
(9, 26, 50, 'Post title 50', NULL, NULL, 'spam', false, NULL, now() - interval '19.8324 days', NULL, false, NULL),
(10, 31, 84, 'Post title 84', NULL, NULL, 'spam', true, 2, now() - interval '82.1421 days', now() - interval '73.9279 days', false, NULL),
(11, 25, 65, 'Post title 65', NULL, NULL, 'spam', true, 2, now() - interval '359.1822 days', now() - interval '323.2640 days', false, NULL),
(12, 33, 54, 'Post title 54', NULL, NULL, 'spam', false, NULL, now() - interval '298.0964 days', NULL, false, NULL),
(13, 38, 28, 'Post title 28', NULL, NULL, 'spam', true, 2, now() - interval '32.9240 days', now() - interval '29.6316 days', false, NULL),
(14, 13, 91, 'Post title 91', NULL, NULL, 'spam', true, 2, now() - interval '22.3659 days', now() - interval '20.1294 days', false, NULL),
(15, 5, 92, 'Post title 92', NULL, NULL, 'spam', false, NULL, now() - interval '28.6911 days', NULL, false, NULL);

INSERT INTO comment_report (id, creator_id, comment_id, original_comment_text, reason, resolved, resolver_id, published_at, updated_at, violates_instance_rules, conclusion) VALUES
(1, 5, 184, 'Comment text 184', 'rude', false, NULL, now() - interval '86.1093 days', NULL, false, NULL),
(2, 22, 202, 'Comment text 202', 'rude', true, 2, now() - interval '219.8343 days', NULL, false, NULL),
(3, 24, 23, 'Comment text 23', 'rude', false, NULL, now() - interval '0.6923 days', NULL, false, NULL),
(4, 37, 14, 'Comment text 14', 'rude', true, 2, now() - interval '262.2204 days', NULL, false, NULL),
(5, 11, 156, 'Comment text 156', 'rude', false, NULL, now() - interval '231.2472 days', NULL, false, NULL),
(6, 14, 123, 'Comment text 123', 'rude', true, 2, now() - interval '74.0190 days', NULL, false, NULL),
(7, 38, 183, 'Comment text 183', 'rude', false, NULL, now() - interval '159.7085 days', NULL, false, NULL),
(8, 32, 208, 'Comment text 208', 'rude', true, 2, now() - interval '3.7070 days', NULL, false, NULL),
(9, 16, 119, 'Comment text 119', 'rude', false, NULL, now() - interval '51.1181 days', NULL, false, NULL),
(10, 16, 78, 'Comment text 78', 'rude', true, 2, now() - interval '28.3840 days', NULL, false, NULL);

INSERT INTO report_combined (id, published_at, post_report_id, comment_report_id, resolved, report_creator_id, post_id) SELECT row_number() OVER (), published_at, id, NULL, resolved, creator_id, post_id FROM post_report;

INSERT INTO person_content_combined (published_at, creator_id, post_id, comment_id, community_id) SELECT published_at, creator_id, id, NULL, community_id FROM post;

INSERT INTO login_token (token, user_id, published_at, ip, user_agent) VALUES
('eyJhbGciOiJIUzI1NiJ9.tok0000', 15, now() - interval '78.1701 days', '198.51.100.45', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0001', 8, now() - interval '215.8036 days', '198.51.100.150', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0002', 1, now() - interval '63.5367 days', '198.51.100.93', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0003', 36, now() - interval '279.3413 days', '198.51.100.187', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0004', 32, now() - interval '82.1390 days', '198.51.100.227', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0005', 8, now() - interval '349.5269 days', '198.51.100.130', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0006', 35, now() - interval '151.9354 days', '198.51.100.185', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0007', 26, now() - interval '229.5319 days', '198.51.100.28', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0008', 17, now() - interval '355.5712 days', '198.51.100.143', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0009', 23, now() - interval '82.0077 days', '198.51.100.92', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0010', 8, now() - interval '108.2737 days', '198.51.100.173', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'),
('eyJhbGciOiJIUzI1NiJ9.tok0011', 22, now() - interval '311.6876 days', '198.51.100.57', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0012', 5, now() - interval '61.8890 days', '198.51.100.150', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0013', 10, now() - interval '149.9393 days', '198.51.100.113', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0014', 11, now() - interval '8.6500 days', '198.51.100.223', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0015', 21, now() - interval '75.9372 days', '198.51.100.122', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0016', 25, now() - interval '230.0625 days', '198.51.100.179', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0017', 22, now() - interval '8.9528 days', '198.51.100.113', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0018', 8, now() - interval '64.2975 days', '198.51.100.191', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0019', 23, now() - interval '180.1830 days', '198.51.100.62', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'),
('eyJhbGciOiJIUzI1NiJ9.tok0020', 2, now() - interval '127.2736 days', '198.51.100.93', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'),
('eyJhbGciOiJIUzI1NiJ9.tok0021', 10, now() - interval '232.9794 days', '198.51.100.78', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0022', 8, now() - interval '14.9461 days', '198.51.100.51', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0023', 15, now() - interval '83.9181 days', '198.51.100.87', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0024', 26, now() - interval '132.9480 days', '198.51.100.180', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0025', 23, now() - interval '153.0470 days', '198.51.100.240', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0026', 1, now() - interval '329.5901 days', '198.51.100.14', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'),
('eyJhbGciOiJIUzI1NiJ9.tok0027', 5, now() - interval '23.7931 days', '198.51.100.71', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0028', 26, now() - interval '219.3536 days', '198.51.100.113', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0029', 21, now() - interval '126.5610 days', '198.51.100.237', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0030', 4, now() - interval '85.1471 days', '198.51.100.139', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0031', 25, now() - interval '66.9330 days', '198.51.100.51', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'),
('eyJhbGciOiJIUzI1NiJ9.tok0032', 35, now() - interval '146.2925 days', '198.51.100.76', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0033', 28, now() - interval '7.0768 days', '198.51.100.240', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0034', 34, now() - interval '126.0451 days', '198.51.100.189', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0035', 21, now() - interval '246.3052 days', '198.51.100.241', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0036', 7, now() - interval '28.2046 days', '198.51.100.109', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0037', 25, now() - interval '343.5593 days', '198.51.100.226', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0038', 26, now() - interval '223.8096 days', '198.51.100.19', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0039', 5, now() - interval '301.5027 days', '198.51.100.8', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0040', 12, now() - interval '113.1002 days', '198.51.100.88', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'),
('eyJhbGciOiJIUzI1NiJ9.tok0041', 9, now() - interval '130.4938 days', '198.51.100.55', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'),
('eyJhbGciOiJIUzI1NiJ9.tok0042', 4, now() - interval '171.2854 days', '198.51.100.214', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'),
('eyJhbGciOiJIUzI1NiJ9.tok0043', 8, now() - interval '0.9696 days', '198.51.100.79', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0044', 28, now() - interval '168.4314 days', '198.51.100.226', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0045', 24, now() - interval '194.6032 days', '198.51.100.120', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0046', 27, now() - interval '25.6381 days', '198.51.100.235', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0047', 10, now() - interval '166.1133 days', '198.51.100.220', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0048', 20, now() - interval '132.6686 days', '198.51.100.223', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0049', 3, now() - interval '217.5594 days', '198.51.100.243', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0050', 4, now() - interval '303.6975 days', '198.51.100.248', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0051', 18, now() - interval '48.9843 days', '198.51.100.21', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'),
('eyJhbGciOiJIUzI1NiJ9.tok0052', 14, now() - interval '359.9798 days', '198.51.100.122', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0053', 9, now() - interval '325.9225 days', '198.51.100.41', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0054', 35, now() - interval '199.1514 days', '198.51.100.62', 'Thunder/1.4'),
('eyJhbGciOiJIUzI1NiJ9.tok0055', 8, now() - interval '306.7821 days', '198.51.100.176', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'),
('eyJhbGciOiJIUzI1NiJ9.tok0056', 7, now() - interval '232.4361 days', '198.51.100.25', 'Mozilla/5.0 (iPhone) Voyager'),
('eyJhbGciOiJIUzI1NiJ9.tok0057', 34, now() - interval '318.9075 days', '198.51.100.224', 'Jerboa'),
('eyJhbGciOiJIUzI1NiJ9.tok0058', 32, now() - interval '49.9190 days', '198.51.100.5', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'),
('eyJhbGciOiJIUzI1NiJ9.tok0059', 24, now() - interval '162.9818 days', '198.51.100.75', 'Jerboa');

INSERT INTO password_reset_request (id, token, published_at, local_user_id) VALUES
(1, 'reset00000000000000000000000000000001', now() - interval '198.2872 days', 8),
(2, 'reset00000000000000000000000000000002', now() - interval '174.2756 days', 18),
(3, 'reset00000000000000000000000000000003', now() - interval '61.7477 days', 13),
(4, 'reset00000000000000000000000000000004', now() - interval '151.9425 days', 33),
(5, 'reset00000000000000000000000000000005', now() - interval '95.6171 days', 32),
(6, 'reset00000000000000000000000000000006', now() - interval '93.8416 days', 15),
(7, 'reset00000000000000000000000000000007', now() - interval '120.3824 days', 8),
(8, 'reset00000000000000000000000000000008', now() - interval '177.3110 days', 24);

INSERT INTO email_verification (id, local_user_id, email, verification_token, published_at) VALUES
(1, 5, 'user5@example.org', 'verify000000000000000000000000000001', now() - interval '241.8722 days'),
(2, 10, 'user10@example.org', 'verify000000000000000000000000000002', now() - interval '58.2242 days'),
(3, 15, 'user15@example.org', 'verify000000000000000000000000000003', now() - interval '276.4563 days'),
(4, 20, 'user20@example.org', 'verify000000000000000000000000000004', now() - interval '26.5575 days'),
(5, 25, 'user25@example.org', 'verify000000000000000000000000000005', now() - interval '71.0876 days'),
(6, 30, 'user30@example.org', 'verify000000000000000000000000000006', now() - interval '163.5992 days'),
(7, 35, 'user35@example.org', 'verify000000000000000000000000000007', now() - interval '213.5578 days');

INSERT INTO local_user_invite (id, token, local_user_id, max_uses, uses_count, expires_at, published_at) VALUES
(1, 'invite00000000000000000000000001', 8, NULL, 0, now() - interval '10 days', now() - interval '34.7209 days'),
(2, 'invite00000000000000000000000002', 2, 1, 0, now() - interval '20 days', now() - interval '51.1208 days'),
(3, 'invite00000000000000000000000003', 8, 1, 0, now() + interval '13 days', now() - interval '58.4575 days'),
(4, 'invite00000000000000000000000004', 10, 1, 0, NULL, now() - interval '20.0556 days'),
(5, 'invite00000000000000000000000005', 3, NULL, 0, now() - interval '25 days', now() - interval '21.7504 days'),
(6, 'invite00000000000000000000000006', 8, 1, 1, NULL, now() - interval '3.9450 days'),
(7, 'invite00000000000000000000000007', 6, 5, 1, NULL, now() - interval '28.4884 days'),
(8, 'invite00000000000000000000000008', 4, 1, 0, now() + interval '11 days', now() - interval '43.3404 days'),
(9, 'invite00000000000000000000000009', 7, 5, 0, NULL, now() - interval '39.3762 days'),
(10, 'invite00000000000000000000000010', 4, 5, 1, NULL, now() - interval '40.3908 days'),
(11, 'invite00000000000000000000000011', 2, 5, 0, NULL, now() - interval '36.1785 days'),
(12, 'invite00000000000000000000000012', 5, NULL, 1, NULL, now() - interval '39.2688 days');

INSERT INTO federation_blocklist (instance_id, published_at, updated_at, expires_at) VALUES (5, now() - interval '90 days', NULL, NULL), (6, now() - interval '20 days', NULL, now() + interval '10 days');

INSERT INTO federation_allowlist (instance_id, published_at, updated_at) VALUES (2, now() - interval '300 days', NULL), (3, now() - interval '300 days', NULL);

INSERT INTO federation_queue_state (instance_id, last_successful_id, fail_count, last_retry_at, last_successful_published_time_at) VALUES (2, 4180, 0, NULL, now() - interval '2 minutes'), (3, 4177, 0, NULL, now() - interval '5 minutes'), (4, 3900, 12, now() - interval '3 hours', now() - interval '2 days');

INSERT INTO sent_activity (id, ap_id, data, sensitive, published_at, send_inboxes, send_community_followers_of, send_all_instances, actor_type, actor_apub_id) VALUES
(1, 'https://lemmy.example.org/activities/like/00000001', '{"type":"Like"}', false, now() - interval '11.9643 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user34'),
(2, 'https://lemmy.example.org/activities/like/00000002', '{"type":"Like"}', false, now() - interval '5.6871 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user31'),
(3, 'https://lemmy.example.org/activities/like/00000003', '{"type":"Like"}', false, now() - interval '9.5539 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user2'),
(4, 'https://lemmy.example.org/activities/like/00000004', '{"type":"Like"}', false, now() - interval '8.3025 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user13'),
(5, 'https://lemmy.example.org/activities/like/00000005', '{"type":"Like"}', false, now() - interval '12.8287 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user32'),
(6, 'https://lemmy.example.org/activities/like/00000006', '{"type":"Like"}', false, now() - interval '7.9802 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user33'),
(7, 'https://lemmy.example.org/activities/like/00000007', '{"type":"Like"}', false, now() - interval '3.4822 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user15'),
(8, 'https://lemmy.example.org/activities/like/00000008', '{"type":"Like"}', false, now() - interval '4.2277 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user36'),
(9, 'https://lemmy.example.org/activities/like/00000009', '{"type":"Like"}', false, now() - interval '7.5977 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user9'),
(10, 'https://lemmy.example.org/activities/like/0000000a', '{"type":"Like"}', false, now() - interval '5.8140 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user24'),
(11, 'https://lemmy.example.org/activities/like/0000000b', '{"type":"Like"}', false, now() - interval '7.5733 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user23'),
(12, 'https://lemmy.example.org/activities/like/0000000c', '{"type":"Like"}', false, now() - interval '4.8697 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user23'),
(13, 'https://lemmy.example.org/activities/like/0000000d', '{"type":"Like"}', false, now() - interval '0.6099 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user12'),
(14, 'https://lemmy.example.org/activities/like/0000000e', '{"type":"Like"}', false, now() - interval '6.6141 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user16'),
(15, 'https://lemmy.example.org/activities/like/0000000f', '{"type":"Like"}', false, now() - interval '7.5022 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user19'),
(16, 'https://lemmy.example.org/activities/like/00000010', '{"type":"Like"}', false, now() - interval '4.9556 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user15'),
(17, 'https://lemmy.example.org/activities/like/00000011', '{"type":"Like"}', false, now() - interval '12.6932 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user25'),
(18, 'https://lemmy.example.org/activities/like/00000012', '{"type":"Like"}', false, now() - interval '10.7262 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user10'),
(19, 'https://lemmy.example.org/activities/like/00000013', '{"type":"Like"}', false, now() - interval '7.4422 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user10'),
(20, 'https://lemmy.example.org/activities/like/00000014', '{"type":"Like"}', false, now() - interval '12.6060 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user3'),
(21, 'https://lemmy.example.org/activities/like/00000015', '{"type":"Like"}', false, now() - interval '1.7595 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user8'),
(22, 'https://lemmy.example.org/activities/like/00000016', '{"type":"Like"}', false, now() - interval '11.9043 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user34'),
(23, 'https://lemmy.example.org/activities/like/00000017', '{"type":"Like"}', false, now() - interval '9.0891 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user19'),
(24, 'https://lemmy.example.org/activities/like/00000018', '{"type":"Like"}', false, now() - interval '1.5799 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user12'),
(25, 'https://lemmy.example.org/activities/like/00000019', '{"type":"Like"}', false, now() - interval '1.6788 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user24'),
(26, 'https://lemmy.example.org/activities/like/0000001a', '{"type":"Like"}', false, now() - interval '0.5662 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user6'),
(27, 'https://lemmy.example.org/activities/like/0000001b', '{"type":"Like"}', false, now() - interval '8.5940 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user10'),
(28, 'https://lemmy.example.org/activities/like/0000001c', '{"type":"Like"}', false, now() - interval '5.0422 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user11'),
(29, 'https://lemmy.example.org/activities/like/0000001d', '{"type":"Like"}', false, now() - interval '6.9453 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user9'),
(30, 'https://lemmy.example.org/activities/like/0000001e', '{"type":"Like"}', false, now() - interval '1.3192 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user25'),
(31, 'https://lemmy.example.org/activities/like/0000001f', '{"type":"Like"}', false, now() - interval '6.0119 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user7'),
(32, 'https://lemmy.example.org/activities/like/00000020', '{"type":"Like"}', false, now() - interval '6.9163 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user23'),
(33, 'https://lemmy.example.org/activities/like/00000021', '{"type":"Like"}', false, now() - interval '0.6973 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user27'),
(34, 'https://lemmy.example.org/activities/like/00000022', '{"type":"Like"}', false, now() - interval '1.3081 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user2'),
(35, 'https://lemmy.example.org/activities/like/00000023', '{"type":"Like"}', false, now() - interval '12.9486 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user30'),
(36, 'https://lemmy.example.org/activities/like/00000024', '{"type":"Like"}', false, now() - interval '12.3298 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user37'),
(37, 'https://lemmy.example.org/activities/like/00000025', '{"type":"Like"}', false, now() - interval '0.3748 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user38'),
(38, 'https://lemmy.example.org/activities/like/00000026', '{"type":"Like"}', false, now() - interval '2.2557 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user18'),
(39, 'https://lemmy.example.org/activities/like/00000027', '{"type":"Like"}', false, now() - interval '13.9980 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user9'),
(40, 'https://lemmy.example.org/activities/like/00000028', '{"type":"Like"}', false, now() - interval '2.6297 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user40'),
(41, 'https://lemmy.example.org/activities/like/00000029', '{"type":"Like"}', false, now() - interval '8.3483 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user37'),
(42, 'https://lemmy.example.org/activities/like/0000002a', '{"type":"Like"}', false, now() - interval '13.4314 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user21'),
(43, 'https://lemmy.example.org/activities/like/0000002b', '{"type":"Like"}', false, now() - interval '4.3343 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user32'),
(44, 'https://lemmy.example.org/activities/like/0000002c', '{"type":"Like"}', false, now() - interval '13.9112 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user9'),
(45, 'https://lemmy.example.org/activities/like/0000002d', '{"type":"Like"}', false, now() - interval '12.8846 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user8'),
(46, 'https://lemmy.example.org/activities/like/0000002e', '{"type":"Like"}', false, now() - interval '12.1884 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user23'),
(47, 'https://lemmy.example.org/activities/like/0000002f', '{"type":"Like"}', false, now() - interval '12.0607 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user31'),
(48, 'https://lemmy.example.org/activities/like/00000030', '{"type":"Like"}', false, now() - interval '0.0605 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user40'),
(49, 'https://lemmy.example.org/activities/like/00000031', '{"type":"Like"}', false, now() - interval '12.7901 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user37'),
(50, 'https://lemmy.example.org/activities/like/00000032', '{"type":"Like"}', false, now() - interval '4.5749 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user23'),
(51, 'https://lemmy.example.org/activities/like/00000033', '{"type":"Like"}', false, now() - interval '5.8195 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user39'),
(52, 'https://lemmy.example.org/activities/like/00000034', '{"type":"Like"}', false, now() - interval '12.3884 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user10'),
(53, 'https://lemmy.example.org/activities/like/00000035', '{"type":"Like"}', false, now() - interval '13.6308 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user4'),
(54, 'https://lemmy.example.org/activities/like/00000036', '{"type":"Like"}', false, now() - interval '7.7405 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user13'),
(55, 'https://lemmy.example.org/activities/like/00000037', '{"type":"Like"}', false, now() - interval '2.2396 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user33'),
(56, 'https://lemmy.example.org/activities/like/00000038', '{"type":"Like"}', false, now() - interval '4.9572 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user15'),
(57, 'https://lemmy.example.org/activities/like/00000039', '{"type":"Like"}', false, now() - interval '4.3863 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user34'),
(58, 'https://lemmy.example.org/activities/like/0000003a', '{"type":"Like"}', false, now() - interval '12.4316 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user23'),
(59, 'https://lemmy.example.org/activities/like/0000003b', '{"type":"Like"}', false, now() - interval '11.3985 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user28'),
(60, 'https://lemmy.example.org/activities/like/0000003c', '{"type":"Like"}', false, now() - interval '13.3315 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user3'),
(61, 'https://lemmy.example.org/activities/like/0000003d', '{"type":"Like"}', false, now() - interval '11.8435 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user6'),
(62, 'https://lemmy.example.org/activities/like/0000003e', '{"type":"Like"}', false, now() - interval '3.3883 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user28'),
(63, 'https://lemmy.example.org/activities/like/0000003f', '{"type":"Like"}', false, now() - interval '4.1026 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user38'),
(64, 'https://lemmy.example.org/activities/like/00000040', '{"type":"Like"}', false, now() - interval '2.9870 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user37'),
(65, 'https://lemmy.example.org/activities/like/00000041', '{"type":"Like"}', false, now() - interval '8.6839 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user39'),
(66, 'https://lemmy.example.org/activities/like/00000042', '{"type":"Like"}', false, now() - interval '12.1430 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user25'),
(67, 'https://lemmy.example.org/activities/like/00000043', '{"type":"Like"}', false, now() - interval '1.6278 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user39'),
(68, 'https://lemmy.example.org/activities/like/00000044', '{"type":"Like"}', false, now() - interval '4.3088 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user37'),
(69, 'https://lemmy.example.org/activities/like/00000045', '{"type":"Like"}', false, now() - interval '2.6444 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user6'),
(70, 'https://lemmy.example.org/activities/like/00000046', '{"type":"Like"}', false, now() - interval '9.3524 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user20'),
(71, 'https://lemmy.example.org/activities/like/00000047', '{"type":"Like"}', false, now() - interval '0.2393 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user23'),
(72, 'https://lemmy.example.org/activities/like/00000048', '{"type":"Like"}', false, now() - interval '1.4905 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user25'),
(73, 'https://lemmy.example.org/activities/like/00000049', '{"type":"Like"}', false, now() - interval '1.5728 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user20'),
(74, 'https://lemmy.example.org/activities/like/0000004a', '{"type":"Like"}', false, now() - interval '0.5886 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user5'),
(75, 'https://lemmy.example.org/activities/like/0000004b', '{"type":"Like"}', false, now() - interval '11.3390 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user8'),
(76, 'https://lemmy.example.org/activities/like/0000004c', '{"type":"Like"}', false, now() - interval '9.2539 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user21'),
(77, 'https://lemmy.example.org/activities/like/0000004d', '{"type":"Like"}', false, now() - interval '12.5468 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user25'),
(78, 'https://lemmy.example.org/activities/like/0000004e', '{"type":"Like"}', false, now() - interval '0.2952 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user29'),
(79, 'https://lemmy.example.org/activities/like/0000004f', '{"type":"Like"}', false, now() - interval '5.7351 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user17'),
(80, 'https://lemmy.example.org/activities/like/00000050', '{"type":"Like"}', false, now() - interval '13.7934 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user7'),
(81, 'https://lemmy.example.org/activities/like/00000051', '{"type":"Like"}', false, now() - interval '9.9211 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user26'),
(82, 'https://lemmy.example.org/activities/like/00000052', '{"type":"Like"}', false, now() - interval '2.6983 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user20'),
(83, 'https://lemmy.example.org/activities/like/00000053', '{"type":"Like"}', false, now() - interval '3.1465 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user27'),
(84, 'https://lemmy.example.org/activities/like/00000054', '{"type":"Like"}', false, now() - interval '2.8056 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user36'),
(85, 'https://lemmy.example.org/activities/like/00000055', '{"type":"Like"}', false, now() - interval '10.8608 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user33'),
(86, 'https://lemmy.example.org/activities/like/00000056', '{"type":"Like"}', false, now() - interval '11.4977 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user9'),
(87, 'https://lemmy.example.org/activities/like/00000057', '{"type":"Like"}', false, now() - interval '10.5151 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user5'),
(88, 'https://lemmy.example.org/activities/like/00000058', '{"type":"Like"}', false, now() - interval '5.3391 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user8'),
(89, 'https://lemmy.example.org/activities/like/00000059', '{"type":"Like"}', false, now() - interval '1.3412 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user11'),
(90, 'https://lemmy.example.org/activities/like/0000005a', '{"type":"Like"}', false, now() - interval '8.3608 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user25'),
(91, 'https://lemmy.example.org/activities/like/0000005b', '{"type":"Like"}', false, now() - interval '13.6670 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user3'),
(92, 'https://lemmy.example.org/activities/like/0000005c', '{"type":"Like"}', false, now() - interval '3.3193 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user14'),
(93, 'https://lemmy.example.org/activities/like/0000005d', '{"type":"Like"}', false, now() - interval '11.7260 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user8'),
(94, 'https://lemmy.example.org/activities/like/0000005e', '{"type":"Like"}', false, now() - interval '11.6292 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user39'),
(95, 'https://lemmy.example.org/activities/like/0000005f', '{"type":"Like"}', false, now() - interval '4.7041 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user5'),
(96, 'https://lemmy.example.org/activities/like/00000060', '{"type":"Like"}', false, now() - interval '6.7719 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user5'),
(97, 'https://lemmy.example.org/activities/like/00000061', '{"type":"Like"}', false, now() - interval '8.4040 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user22'),
(98, 'https://lemmy.example.org/activities/like/00000062', '{"type":"Like"}', false, now() - interval '0.0215 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user16'),
(99, 'https://lemmy.example.org/activities/like/00000063', '{"type":"Like"}', false, now() - interval '10.5634 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user37'),
(100, 'https://lemmy.example.org/activities/like/00000064', '{"type":"Like"}', false, now() - interval '7.3535 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user4'),
(101, 'https://lemmy.example.org/activities/like/00000065', '{"type":"Like"}', false, now() - interval '2.4702 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user40'),
(102, 'https://lemmy.example.org/activities/like/00000066', '{"type":"Like"}', false, now() - interval '0.8590 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user15'),
(103, 'https://lemmy.example.org/activities/like/00000067', '{"type":"Like"}', false, now() - interval '13.8555 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user29'),
(104, 'https://lemmy.example.org/activities/like/00000068', '{"type":"Like"}', false, now() - interval '4.2923 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user31'),
(105, 'https://lemmy.example.org/activities/like/00000069', '{"type":"Like"}', false, now() - interval '13.6166 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user2'),
(106, 'https://lemmy.example.org/activities/like/0000006a', '{"type":"Like"}', false, now() - interval '9.8934 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user23'),
(107, 'https://lemmy.example.org/activities/like/0000006b', '{"type":"Like"}', false, now() - interval '8.8357 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user29'),
(108, 'https://lemmy.example.org/activities/like/0000006c', '{"type":"Like"}', false, now() - interval '2.6894 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user13'),
(109, 'https://lemmy.example.org/activities/like/0000006d', '{"type":"Like"}', false, now() - interval '10.3646 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user39'),
(110, 'https://lemmy.example.org/activities/like/0000006e', '{"type":"Like"}', false, now() - interval '10.6881 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user16'),
(111, 'https://lemmy.example.org/activities/like/0000006f', '{"type":"Like"}', false, now() - interval '13.5001 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user26'),
(112, 'https://lemmy.example.org/activities/like/00000070', '{"type":"Like"}', false, now() - interval '4.1871 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user35'),
(113, 'https://lemmy.example.org/activities/like/00000071', '{"type":"Like"}', false, now() - interval '7.4924 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user24'),
(114, 'https://lemmy.example.org/activities/like/00000072', '{"type":"Like"}', false, now() - interval '6.4308 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user2'),
(115, 'https://lemmy.example.org/activities/like/00000073', '{"type":"Like"}', false, now() - interval '1.5561 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user26'),
(116, 'https://lemmy.example.org/activities/like/00000074', '{"type":"Like"}', false, now() - interval '11.4495 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user6'),
(117, 'https://lemmy.example.org/activities/like/00000075', '{"type":"Like"}', false, now() - interval '4.1666 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user26'),
(118, 'https://lemmy.example.org/activities/like/00000076', '{"type":"Like"}', false, now() - interval '12.2784 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user38'),
(119, 'https://lemmy.example.org/activities/like/00000077', '{"type":"Like"}', false, now() - interval '13.9732 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user14'),
(120, 'https://lemmy.example.org/activities/like/00000078', '{"type":"Like"}', false, now() - interval '11.6332 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user10'),
(121, 'https://lemmy.example.org/activities/like/00000079', '{"type":"Like"}', false, now() - interval '4.5128 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user24'),
(122, 'https://lemmy.example.org/activities/like/0000007a', '{"type":"Like"}', false, now() - interval '4.5693 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user9'),
(123, 'https://lemmy.example.org/activities/like/0000007b', '{"type":"Like"}', false, now() - interval '11.7301 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user34'),
(124, 'https://lemmy.example.org/activities/like/0000007c', '{"type":"Like"}', false, now() - interval '9.4302 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user10'),
(125, 'https://lemmy.example.org/activities/like/0000007d', '{"type":"Like"}', false, now() - interval '7.9505 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user27'),
(126, 'https://lemmy.example.org/activities/like/0000007e', '{"type":"Like"}', false, now() - interval '8.1368 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user9'),
(127, 'https://lemmy.example.org/activities/like/0000007f', '{"type":"Like"}', false, now() - interval '4.5469 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user29'),
(128, 'https://lemmy.example.org/activities/like/00000080', '{"type":"Like"}', false, now() - interval '10.9841 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user39'),
(129, 'https://lemmy.example.org/activities/like/00000081', '{"type":"Like"}', false, now() - interval '1.9346 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user26'),
(130, 'https://lemmy.example.org/activities/like/00000082', '{"type":"Like"}', false, now() - interval '12.0546 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user10'),
(131, 'https://lemmy.example.org/activities/like/00000083', '{"type":"Like"}', false, now() - interval '6.0112 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user35'),
(132, 'https://lemmy.example.org/activities/like/00000084', '{"type":"Like"}', false, now() - interval '7.1492 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user15'),
(133, 'https://lemmy.example.org/activities/like/00000085', '{"type":"Like"}', false, now() - interval '1.8096 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user21'),
(134, 'https://lemmy.example.org/activities/like/00000086', '{"type":"Like"}', false, now() - interval '1.6334 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user36'),
(135, 'https://lemmy.example.org/activities/like/00000087', '{"type":"Like"}', false, now() - interval '9.2476 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user22'),
(136, 'https://lemmy.example.org/activities/like/00000088', '{"type":"Like"}', false, now() - interval '7.0774 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user34'),
(137, 'https://lemmy.example.org/activities/like/00000089', '{"type":"Like"}', false, now() - interval '0.3021 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user20'),
(138, 'https://lemmy.example.org/activities/like/0000008a', '{"type":"Like"}', false, now() - interval '4.2883 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user37'),
(139, 'https://lemmy.example.org/activities/like/0000008b', '{"type":"Like"}', false, now() - interval '9.3110 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user4'),
(140, 'https://lemmy.example.org/activities/like/0000008c', '{"type":"Like"}', false, now() - interval '7.6247 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user27'),
(141, 'https://lemmy.example.org/activities/like/0000008d', '{"type":"Like"}', false, now() - interval '13.0855 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user18'),
(142, 'https://lemmy.example.org/activities/like/0000008e', '{"type":"Like"}', false, now() - interval '10.3174 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user12'),
(143, 'https://lemmy.example.org/activities/like/0000008f', '{"type":"Like"}', false, now() - interval '9.6993 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user13'),
(144, 'https://lemmy.example.org/activities/like/00000090', '{"type":"Like"}', false, now() - interval '9.4772 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user10'),
(145, 'https://lemmy.example.org/activities/like/00000091', '{"type":"Like"}', false, now() - interval '11.4091 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user26'),
(146, 'https://lemmy.example.org/activities/like/00000092', '{"type":"Like"}', false, now() - interval '12.9302 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user2'),
(147, 'https://lemmy.example.org/activities/like/00000093', '{"type":"Like"}', false, now() - interval '0.5884 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user34'),
(148, 'https://lemmy.example.org/activities/like/00000094', '{"type":"Like"}', false, now() - interval '6.3564 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user4'),
(149, 'https://lemmy.example.org/activities/like/00000095', '{"type":"Like"}', false, now() - interval '10.9927 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user13'),
(150, 'https://lemmy.example.org/activities/like/00000096', '{"type":"Like"}', false, now() - interval '5.2985 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user21'),
(151, 'https://lemmy.example.org/activities/like/00000097', '{"type":"Like"}', false, now() - interval '5.8060 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user29'),
(152, 'https://lemmy.example.org/activities/like/00000098', '{"type":"Like"}', false, now() - interval '13.7762 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user4'),
(153, 'https://lemmy.example.org/activities/like/00000099', '{"type":"Like"}', false, now() - interval '10.0035 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user3'),
(154, 'https://lemmy.example.org/activities/like/0000009a', '{"type":"Like"}', false, now() - interval '5.1584 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user3'),
(155, 'https://lemmy.example.org/activities/like/0000009b', '{"type":"Like"}', false, now() - interval '12.9599 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user37'),
(156, 'https://lemmy.example.org/activities/like/0000009c', '{"type":"Like"}', false, now() - interval '1.7790 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user31'),
(157, 'https://lemmy.example.org/activities/like/0000009d', '{"type":"Like"}', false, now() - interval '9.8885 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user16'),
(158, 'https://lemmy.example.org/activities/like/0000009e', '{"type":"Like"}', false, now() - interval '5.8500 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user19'),
(159, 'https://lemmy.example.org/activities/like/0000009f', '{"type":"Like"}', false, now() - interval '2.1310 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user30'),
(160, 'https://lemmy.example.org/activities/like/000000a0', '{"type":"Like"}', false, now() - interval '13.6894 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user23'),
(161, 'https://lemmy.example.org/activities/like/000000a1', '{"type":"Like"}', false, now() - interval '2.1405 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user19'),
(162, 'https://lemmy.example.org/activities/like/000000a2', '{"type":"Like"}', false, now() - interval '8.0094 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user9'),
(163, 'https://lemmy.example.org/activities/like/000000a3', '{"type":"Like"}', false, now() - interval '0.4189 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user21'),
(164, 'https://lemmy.example.org/activities/like/000000a4', '{"type":"Like"}', false, now() - interval '2.5385 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user8'),
(165, 'https://lemmy.example.org/activities/like/000000a5', '{"type":"Like"}', false, now() - interval '1.7255 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user18'),
(166, 'https://lemmy.example.org/activities/like/000000a6', '{"type":"Like"}', false, now() - interval '9.6403 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user11'),
(167, 'https://lemmy.example.org/activities/like/000000a7', '{"type":"Like"}', false, now() - interval '9.8640 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user27'),
(168, 'https://lemmy.example.org/activities/like/000000a8', '{"type":"Like"}', false, now() - interval '2.4215 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user28'),
(169, 'https://lemmy.example.org/activities/like/000000a9', '{"type":"Like"}', false, now() - interval '2.7761 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user15'),
(170, 'https://lemmy.example.org/activities/like/000000aa', '{"type":"Like"}', false, now() - interval '7.8735 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user31'),
(171, 'https://lemmy.example.org/activities/like/000000ab', '{"type":"Like"}', false, now() - interval '5.8201 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user5'),
(172, 'https://lemmy.example.org/activities/like/000000ac', '{"type":"Like"}', false, now() - interval '0.4595 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user9'),
(173, 'https://lemmy.example.org/activities/like/000000ad', '{"type":"Like"}', false, now() - interval '1.5149 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user17'),
(174, 'https://lemmy.example.org/activities/like/000000ae', '{"type":"Like"}', false, now() - interval '3.6896 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user38'),
(175, 'https://lemmy.example.org/activities/like/000000af', '{"type":"Like"}', false, now() - interval '8.2732 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user20'),
(176, 'https://lemmy.example.org/activities/like/000000b0', '{"type":"Like"}', false, now() - interval '0.7638 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user22'),
(177, 'https://lemmy.example.org/activities/like/000000b1', '{"type":"Like"}', false, now() - interval '6.6797 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user9'),
(178, 'https://lemmy.example.org/activities/like/000000b2', '{"type":"Like"}', false, now() - interval '12.4904 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user32'),
(179, 'https://lemmy.example.org/activities/like/000000b3', '{"type":"Like"}', false, now() - interval '13.0762 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user15'),
(180, 'https://lemmy.example.org/activities/like/000000b4', '{"type":"Like"}', false, now() - interval '1.1274 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user7'),
(181, 'https://lemmy.example.org/activities/like/000000b5', '{"type":"Like"}', false, now() - interval '5.6073 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user31'),
(182, 'https://lemmy.example.org/activities/like/000000b6', '{"type":"Like"}', false, now() - interval '6.6220 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user37'),
(183, 'https://lemmy.example.org/activities/like/000000b7', '{"type":"Like"}', false, now() - interval '9.7276 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user24'),
(184, 'https://lemmy.example.org/activities/like/000000b8', '{"type":"Like"}', false, now() - interval '8.2095 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user2'),
(185, 'https://lemmy.example.org/activities/like/000000b9', '{"type":"Like"}', false, now() - interval '5.4099 days', '{https://lemmy.world/inbox}', 2, false, 'community', 'https://lemmy.example.org/u/user17'),
(186, 'https://lemmy.example.org/activities/like/000000ba', '{"type":"Like"}', false, now() - interval '0.9212 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user32'),
(187, 'https://lemmy.example.org/activities/like/000000bb', '{"type":"Like"}', false, now() - interval '4.2328 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user4'),
(188, 'https://lemmy.example.org/activities/like/000000bc', '{"type":"Like"}', false, now() - interval '10.3301 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user27'),
(189, 'https://lemmy.example.org/activities/like/000000bd', '{"type":"Like"}', false, now() - interval '5.3186 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user26'),
(190, 'https://lemmy.example.org/activities/like/000000be', '{"type":"Like"}', false, now() - interval '6.4807 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user4'),
(191, 'https://lemmy.example.org/activities/like/000000bf', '{"type":"Like"}', false, now() - interval '6.6335 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user24'),
(192, 'https://lemmy.example.org/activities/like/000000c0', '{"type":"Like"}', false, now() - interval '12.9574 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user6'),
(193, 'https://lemmy.example.org/activities/like/000000c1', '{"type":"Like"}', false, now() - interval '2.0013 days', '{https://lemmy.world/inbox}', NULL, false, 'community', 'https://lemmy.example.org/u/user28'),
(194, 'https://lemmy.example.org/activities/like/000000c2', '{"type":"Like"}', false, now() - interval '12.1593 days', '{https://lemmy.world/inbox}', 1, false, 'person', 'https://lemmy.example.org/u/user12'),
(195, 'https://lemmy.example.org/activities/like/000000c3', '{"type":"Like"}', false, now() - interval '8.4200 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user2'),
(196, 'https://lemmy.example.org/activities/like/000000c4', '{"type":"Like"}', false, now() - interval '12.7674 days', '{https://lemmy.world/inbox}', 1, false, 'community', 'https://lemmy.example.org/u/user15'),
(197, 'https://lemmy.example.org/activities/like/000000c5', '{"type":"Like"}', false, now() - interval '1.0619 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user27'),
(198, 'https://lemmy.example.org/activities/like/000000c6', '{"type":"Like"}', false, now() - interval '5.6255 days', '{https://lemmy.world/inbox}', NULL, false, 'person', 'https://lemmy.example.org/u/user11'),
(199, 'https://lemmy.example.org/activities/like/000000c7', '{"type":"Like"}', false, now() - interval '2.5133 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user18'),
(200, 'https://lemmy.example.org/activities/like/000000c8', '{"type":"Like"}', false, now() - interval '0.3201 days', '{https://lemmy.world/inbox}', 2, false, 'person', 'https://lemmy.example.org/u/user33');

INSERT INTO received_activity (ap_id, published_at) VALUES
('https://lemmy.world/activities/create/00000000', now() - interval '7.3156 days'),
('https://lemmy.world/activities/create/00000001', now() - interval '7.0148 days'),
('https://lemmy.world/activities/create/00000002', now() - interval '10.2808 days'),
('https://lemmy.world/activities/create/00000003', now() - interval '5.6556 days'),
('https://lemmy.world/activities/create/00000004', now() - interval '10.9038 days'),
('https://lemmy.world/activities/create/00000005', now() - interval '4.2914 days'),
('https://lemmy.world/activities/create/00000006', now() - interval '13.2817 days'),
('https://lemmy.world/activities/create/00000007', now() - interval '4.9537 days'),
('https://lemmy.world/activities/create/00000008', now() - interval '2.3276 days'),
('https://lemmy.world/activities/create/00000009', now() - interval '4.5095 days'),
('https://lemmy.world/activities/create/0000000a', now() - interval '13.1727 days'),
('https://lemmy.world/activities/create/0000000b', now() - interval '9.6949 days'),
('https://lemmy.world/activities/create/0000000c', now() - interval '4.5371 days'),
('https://lemmy.world/activities/create/0000000d', now() - interval '1.5003 days'),
('https://lemmy.world/activities/create/0000000e', now() - interval '9.6453 days'),
('https://lemmy.world/activities/create/0000000f', now() - interval '10.0523 days'),
('https://lemmy.world/activities/create/00000010', now() - interval '1.9105 days'),
('https://lemmy.world/activities/create/00000011', now() - interval '5.1167 days'),
('https://lemmy.world/activities/create/00000012', now() - interval '11.4102 days'),
('https://lemmy.world/activities/create/00000013', now() - interval '8.6217 days'),
('https://lemmy.world/activities/create/00000014', now() - interval '13.4897 days'),
('https://lemmy.world/activities/create/00000015', now() - interval '8.5523 days'),
('https://lemmy.world/activities/create/00000016', now() - interval '2.4133 days'),
('https://lemmy.world/activities/create/00000017', now() - interval '7.1771 days'),
('https://lemmy.world/activities/create/00000018', now() - interval '10.0655 days'),
('https://lemmy.world/activities/create/00000019', now() - interval '13.9880 days'),
('https://lemmy.world/activities/create/0000001a', now() - interval '4.3497 days'),
('https://lemmy.world/activities/create/0000001b', now() - interval '2.0447 days'),
('https://lemmy.world/activities/create/0000001c', now() - interval '11.6689 days'),
('https://lemmy.world/activities/create/0000001d', now() - interval '9.9752 days'),
('https://lemmy.world/activities/create/0000001e', now() - interval '1.8160 days'),
('https://lemmy.world/activities/create/0000001f', now() - interval '6.6555 days'),
('https://lemmy.world/activities/create/00000020', now() - interval '13.3654 days'),
('https://lemmy.world/activities/create/00000021', now() - interval '6.2082 days'),
('https://lemmy.world/activities/create/00000022', now() - interval '7.5764 days'),
('https://lemmy.world/activities/create/00000023', now() - interval '1.3491 days'),
('https://lemmy.world/activities/create/00000024', now() - interval '13.7619 days'),
('https://lemmy.world/activities/create/00000025', now() - interval '5.2078 days'),
('https://lemmy.world/activities/create/00000026', now() - interval '7.6111 days'),
('https://lemmy.world/activities/create/00000027', now() - interval '4.2053 days'),
('https://lemmy.world/activities/create/00000028', now() - interval '13.1941 days'),
('https://lemmy.world/activities/create/00000029', now() - interval '5.8382 days'),
('https://lemmy.world/activities/create/0000002a', now() - interval '9.1037 days'),
('https://lemmy.world/activities/create/0000002b', now() - interval '11.3350 days'),
('https://lemmy.world/activities/create/0000002c', now() - interval '11.3963 days'),
('https://lemmy.world/activities/create/0000002d', now() - interval '7.0407 days'),
('https://lemmy.world/activities/create/0000002e', now() - interval '11.7066 days'),
('https://lemmy.world/activities/create/0000002f', now() - interval '9.8364 days'),
('https://lemmy.world/activities/create/00000030', now() - interval '4.8239 days'),
('https://lemmy.world/activities/create/00000031', now() - interval '6.8760 days'),
('https://lemmy.world/activities/create/00000032', now() - interval '7.7592 days'),
('https://lemmy.world/activities/create/00000033', now() - interval '7.8596 days'),
('https://lemmy.world/activities/create/00000034', now() - interval '9.4405 days'),
('https://lemmy.world/activities/create/00000035', now() - interval '5.8179 days'),
('https://lemmy.world/activities/create/00000036', now() - interval '11.5922 days'),
('https://lemmy.world/activities/create/00000037', now() - interval '12.1580 days'),
('https://lemmy.world/activities/create/00000038', now() - interval '2.3780 days'),
('https://lemmy.world/activities/create/00000039', now() - interval '10.6783 days'),
('https://lemmy.world/activities/create/0000003a', now() - interval '2.3240 days'),
('https://lemmy.world/activities/create/0000003b', now() - interval '5.1123 days'),
('https://lemmy.world/activities/create/0000003c', now() - interval '10.6242 days'),
('https://lemmy.world/activities/create/0000003d', now() - interval '0.4144 days'),
('https://lemmy.world/activities/create/0000003e', now() - interval '13.6464 days'),
('https://lemmy.world/activities/create/0000003f', now() - interval '3.0424 days'),
('https://lemmy.world/activities/create/00000040', now() - interval '11.9542 days'),
('https://lemmy.world/activities/create/00000041', now() - interval '7.9895 days'),
('https://lemmy.world/activities/create/00000042', now() - interval '7.5078 days'),
('https://lemmy.world/activities/create/00000043', now() - interval '13.0714 days'),
('https://lemmy.world/activities/create/00000044', now() - interval '4.8753 days'),
('https://lemmy.world/activities/create/00000045', now() - interval '13.3955 days'),
('https://lemmy.world/activities/create/00000046', now() - interval '10.3681 days'),
('https://lemmy.world/activities/create/00000047', now() - interval '6.9165 days'),
('https://lemmy.world/activities/create/00000048', now() - interval '6.6561 days'),
('https://lemmy.world/activities/create/00000049', now() - interval '11.3208 days'),
('https://lemmy.world/activities/create/0000004a', now() - interval '0.7186 days'),
('https://lemmy.world/activities/create/0000004b', now() - interval '3.1999 days'),
('https://lemmy.world/activities/create/0000004c', now() - interval '4.9304 days'),
('https://lemmy.world/activities/create/0000004d', now() - interval '9.8182 days'),
('https://lemmy.world/activities/create/0000004e', now() - interval '12.9684 days'),
('https://lemmy.world/activities/create/0000004f', now() - interval '9.3833 days'),
('https://lemmy.world/activities/create/00000050', now() - interval '2.1387 days'),
('https://lemmy.world/activities/create/00000051', now() - interval '12.0127 days'),
('https://lemmy.world/activities/create/00000052', now() - interval '13.7119 days'),
('https://lemmy.world/activities/create/00000053', now() - interval '11.1029 days'),
('https://lemmy.world/activities/create/00000054', now() - interval '4.1654 days'),
('https://lemmy.world/activities/create/00000055', now() - interval '10.9862 days'),
('https://lemmy.world/activities/create/00000056', now() - interval '1.7012 days'),
('https://lemmy.world/activities/create/00000057', now() - interval '8.0963 days'),
('https://lemmy.world/activities/create/00000058', now() - interval '9.9992 days'),
('https://lemmy.world/activities/create/00000059', now() - interval '7.5362 days'),
('https://lemmy.world/activities/create/0000005a', now() - interval '4.5463 days'),
('https://lemmy.world/activities/create/0000005b', now() - interval '7.8162 days'),
('https://lemmy.world/activities/create/0000005c', now() - interval '8.6075 days'),
('https://lemmy.world/activities/create/0000005d', now() - interval '6.2844 days'),
('https://lemmy.world/activities/create/0000005e', now() - interval '4.0434 days'),
('https://lemmy.world/activities/create/0000005f', now() - interval '2.6824 days'),
('https://lemmy.world/activities/create/00000060', now() - interval '13.3722 days'),
('https://lemmy.world/activities/create/00000061', now() - interval '13.1364 days'),
('https://lemmy.world/activities/create/00000062', now() - interval '1.8406 days'),
('https://lemmy.world/activities/create/00000063', now() - interval '2.5863 days'),
('https://lemmy.world/activities/create/00000064', now() - interval '7.7178 days'),
('https://lemmy.world/activities/create/00000065', now() - interval '11.4955 days'),
('https://lemmy.world/activities/create/00000066', now() - interval '8.2030 days'),
('https://lemmy.world/activities/create/00000067', now() - interval '13.8255 days'),
('https://lemmy.world/activities/create/00000068', now() - interval '4.7611 days'),
('https://lemmy.world/activities/create/00000069', now() - interval '5.6890 days'),
('https://lemmy.world/activities/create/0000006a', now() - interval '2.3867 days'),
('https://lemmy.world/activities/create/0000006b', now() - interval '10.8319 days'),
('https://lemmy.world/activities/create/0000006c', now() - interval '3.2800 days'),
('https://lemmy.world/activities/create/0000006d', now() - interval '3.3703 days'),
('https://lemmy.world/activities/create/0000006e', now() - interval '12.8741 days'),
('https://lemmy.world/activities/create/0000006f', now() - interval '2.3595 days'),
('https://lemmy.world/activities/create/00000070', now() - interval '4.6639 days'),
('https://lemmy.world/activities/create/00000071', now() - interval '12.0446 days'),
('https://lemmy.world/activities/create/00000072', now() - interval '3.6023 days'),
('https://lemmy.world/activities/create/00000073', now() - interval '3.0785 days'),
('https://lemmy.world/activities/create/00000074', now() - interval '12.4394 days'),
('https://lemmy.world/activities/create/00000075', now() - interval '12.6876 days'),
('https://lemmy.world/activities/create/00000076', now() - interval '4.9578 days'),
('https://lemmy.world/activities/create/00000077', now() - interval '9.5429 days'),
('https://lemmy.world/activities/create/00000078', now() - interval '8.6268 days'),
('https://lemmy.world/activities/create/00000079', now() - interval '10.8094 days'),
('https://lemmy.world/activities/create/0000007a', now() - interval '9.2550 days'),
('https://lemmy.world/activities/create/0000007b', now() - interval '1.9184 days'),
('https://lemmy.world/activities/create/0000007c', now() - interval '9.6597 days'),
('https://lemmy.world/activities/create/0000007d', now() - interval '2.2307 days'),
('https://lemmy.world/activities/create/0000007e', now() - interval '11.5680 days'),
('https://lemmy.world/activities/create/0000007f', now() - interval '1.0919 days'),
('https://lemmy.world/activities/create/00000080', now() - interval '2.6429 days'),
('https://lemmy.world/activities/create/00000081', now() - interval '7.0290 days'),
('https://lemmy.world/activities/create/00000082', now() - interval '11.5068 days'),
('https://lemmy.world/activities/create/00000083', now() - interval '4.9657 days'),
('https://lemmy.world/activities/create/00000084', now() - interval '5.4549 days'),
('https://lemmy.world/activities/create/00000085', now() - interval '2.1292 days'),
('https://lemmy.world/activities/create/00000086', now() - interval '9.6856 days'),
('https://lemmy.world/activities/create/00000087', now() - interval '4.2856 days'),
('https://lemmy.world/activities/create/00000088', now() - interval '4.4139 days'),
('https://lemmy.world/activities/create/00000089', now() - interval '0.2719 days'),
('https://lemmy.world/activities/create/0000008a', now() - interval '3.5168 days'),
('https://lemmy.world/activities/create/0000008b', now() - interval '2.2794 days'),
('https://lemmy.world/activities/create/0000008c', now() - interval '1.5722 days'),
('https://lemmy.world/activities/create/0000008d', now() - interval '2.9720 days'),
('https://lemmy.world/activities/create/0000008e', now() - interval '11.7189 days'),
('https://lemmy.world/activities/create/0000008f', now() - interval '7.1025 days'),
('https://lemmy.world/activities/create/00000090', now() - interval '12.8462 days'),
('https://lemmy.world/activities/create/00000091', now() - interval '7.7940 days'),
('https://lemmy.world/activities/create/00000092', now() - interval '6.8835 days'),
('https://lemmy.world/activities/create/00000093', now() - interval '7.9599 days'),
('https://lemmy.world/activities/create/00000094', now() - interval '9.7838 days'),
('https://lemmy.world/activities/create/00000095', now() - interval '3.0000 days'),
('https://lemmy.world/activities/create/00000096', now() - interval '3.6201 days'),
('https://lemmy.world/activities/create/00000097', now() - interval '8.9549 days'),
('https://lemmy.world/activities/create/00000098', now() - interval '9.1873 days'),
('https://lemmy.world/activities/create/00000099', now() - interval '7.0701 days'),
('https://lemmy.world/activities/create/0000009a', now() - interval '6.0819 days'),
('https://lemmy.world/activities/create/0000009b', now() - interval '11.7236 days'),
('https://lemmy.world/activities/create/0000009c', now() - interval '1.9778 days'),
('https://lemmy.world/activities/create/0000009d', now() - interval '1.5265 days'),
('https://lemmy.world/activities/create/0000009e', now() - interval '9.2778 days'),
('https://lemmy.world/activities/create/0000009f', now() - interval '11.0188 days'),
('https://lemmy.world/activities/create/000000a0', now() - interval '4.6219 days'),
('https://lemmy.world/activities/create/000000a1', now() - interval '13.4623 days'),
('https://lemmy.world/activities/create/000000a2', now() - interval '4.1306 days'),
('https://lemmy.world/activities/create/000000a3', now() - interval '3.5501 days'),
('https://lemmy.world/activities/create/000000a4', now() - interval '9.1335 days'),
('https://lemmy.world/activities/create/000000a5', now() - interval '7.9463 days'),
('https://lemmy.world/activities/create/000000a6', now() - interval '0.4092 days'),
('https://lemmy.world/activities/create/000000a7', now() - interval '1.1582 days'),
('https://lemmy.world/activities/create/000000a8', now() - interval '1.5617 days'),
('https://lemmy.world/activities/create/000000a9', now() - interval '4.8932 days'),
('https://lemmy.world/activities/create/000000aa', now() - interval '0.3516 days'),
('https://lemmy.world/activities/create/000000ab', now() - interval '10.5320 days'),
('https://lemmy.world/activities/create/000000ac', now() - interval '8.9788 days'),
('https://lemmy.world/activities/create/000000ad', now() - interval '7.8808 days'),
('https://lemmy.world/activities/create/000000ae', now() - interval '3.6995 days'),
('https://lemmy.world/activities/create/000000af', now() - interval '2.1836 days'),
('https://lemmy.world/activities/create/000000b0', now() - interval '13.0957 days'),
('https://lemmy.world/activities/create/000000b1', now() - interval '6.3632 days'),
('https://lemmy.world/activities/create/000000b2', now() - interval '4.1444 days'),
('https://lemmy.world/activities/create/000000b3', now() - interval '6.4091 days'),
('https://lemmy.world/activities/create/000000b4', now() - interval '7.6103 days'),
('https://lemmy.world/activities/create/000000b5', now() - interval '12.5080 days'),
('https://lemmy.world/activities/create/000000b6', now() - interval '7.3755 days'),
('https://lemmy.world/activities/create/000000b7', now() - interval '3.7258 days'),
('https://lemmy.world/activities/create/000000b8', now() - interval '1.1206 days'),
('https://lemmy.world/activities/create/000000b9', now() - interval '12.1270 days'),
('https://lemmy.world/activities/create/000000ba', now() - interval '11.3395 days'),
('https://lemmy.world/activities/create/000000bb', now() - interval '9.8447 days'),
('https://lemmy.world/activities/create/000000bc', now() - interval '3.0253 days'),
('https://lemmy.world/activities/create/000000bd', now() - interval '12.4116 days'),
('https://lemmy.world/activities/create/000000be', now() - interval '6.8847 days'),
('https://lemmy.world/activities/create/000000bf', now() - interval '9.8102 days'),
('https://lemmy.world/activities/create/000000c0', now() - interval '0.4606 days'),
('https://lemmy.world/activities/create/000000c1', now() - interval '7.1639 days'),
('https://lemmy.world/activities/create/000000c2', now() - interval '11.0091 days'),
('https://lemmy.world/activities/create/000000c3', now() - interval '11.3045 days'),
('https://lemmy.world/activities/create/000000c4', now() - interval '11.1529 days'),
('https://lemmy.world/activities/create/000000c5', now() - interval '6.0460 days'),
('https://lemmy.world/activities/create/000000c6', now() - interval '3.4879 days'),
('https://lemmy.world/activities/create/000000c7', now() - interval '12.0827 days'),
('https://lemmy.world/activities/create/000000c8', now() - interval '12.7080 days'),
('https://lemmy.world/activities/create/000000c9', now() - interval '13.0081 days'),
('https://lemmy.world/activities/create/000000ca', now() - interval '7.3505 days'),
('https://lemmy.world/activities/create/000000cb', now() - interval '12.7813 days'),
('https://lemmy.world/activities/create/000000cc', now() - interval '0.1771 days'),
('https://lemmy.world/activities/create/000000cd', now() - interval '12.5311 days'),
('https://lemmy.world/activities/create/000000ce', now() - interval '2.6581 days'),
('https://lemmy.world/activities/create/000000cf', now() - interval '2.7510 days'),
('https://lemmy.world/activities/create/000000d0', now() - interval '6.0001 days'),
('https://lemmy.world/activities/create/000000d1', now() - interval '9.1245 days'),
('https://lemmy.world/activities/create/000000d2', now() - interval '3.7007 days'),
('https://lemmy.world/activities/create/000000d3', now() - interval '2.7520 days'),
('https://lemmy.world/activities/create/000000d4', now() - interval '11.7656 days'),
('https://lemmy.world/activities/create/000000d5', now() - interval '8.0333 days'),
('https://lemmy.world/activities/create/000000d6', now() - interval '6.1480 days'),
('https://lemmy.world/activities/create/000000d7', now() - interval '10.7646 days'),
('https://lemmy.world/activities/create/000000d8', now() - interval '9.1511 days'),
('https://lemmy.world/activities/create/000000d9', now() - interval '12.8082 days'),
('https://lemmy.world/activities/create/000000da', now() - interval '5.5196 days'),
('https://lemmy.world/activities/create/000000db', now() - interval '2.1245 days'),
('https://lemmy.world/activities/create/000000dc', now() - interval '0.9737 days'),
('https://lemmy.world/activities/create/000000dd', now() - interval '9.2817 days'),
('https://lemmy.world/activities/create/000000de', now() - interval '4.5022 days'),
('https://lemmy.world/activities/create/000000df', now() - interval '0.6654 days'),
('https://lemmy.world/activities/create/000000e0', now() - interval '7.4382 days'),
('https://lemmy.world/activities/create/000000e1', now() - interval '8.4554 days'),
('https://lemmy.world/activities/create/000000e2', now() - interval '12.7970 days'),
('https://lemmy.world/activities/create/000000e3', now() - interval '4.0753 days'),
('https://lemmy.world/activities/create/000000e4', now() - interval '4.8828 days'),
('https://lemmy.world/activities/create/000000e5', now() - interval '12.8198 days'),
('https://lemmy.world/activities/create/000000e6', now() - interval '9.4610 days'),
('https://lemmy.world/activities/create/000000e7', now() - interval '2.0772 days'),
('https://lemmy.world/activities/create/000000e8', now() - interval '5.2271 days'),
('https://lemmy.world/activities/create/000000e9', now() - interval '2.5586 days'),
('https://lemmy.world/activities/create/000000ea', now() - interval '9.9453 days'),
('https://lemmy.world/activities/create/000000eb', now() - interval '9.4567 days'),
('https://lemmy.world/activities/create/000000ec', now() - interval '6.5936 days'),
('https://lemmy.world/activities/create/000000ed', now() - interval '0.6222 days'),
('https://lemmy.world/activities/create/000000ee', now() - interval '7.1234 days'),
('https://lemmy.world/activities/create/000000ef', now() - interval '3.4725 days'),
('https://lemmy.world/activities/create/000000f0', now() - interval '7.1887 days'),
('https://lemmy.world/activities/create/000000f1', now() - interval '3.1187 days'),
('https://lemmy.world/activities/create/000000f2', now() - interval '1.0247 days'),
('https://lemmy.world/activities/create/000000f3', now() - interval '12.4292 days'),
('https://lemmy.world/activities/create/000000f4', now() - interval '8.7167 days'),
('https://lemmy.world/activities/create/000000f5', now() - interval '11.5062 days'),
('https://lemmy.world/activities/create/000000f6', now() - interval '8.7862 days'),
('https://lemmy.world/activities/create/000000f7', now() - interval '0.4778 days'),
('https://lemmy.world/activities/create/000000f8', now() - interval '13.8496 days'),
('https://lemmy.world/activities/create/000000f9', now() - interval '3.4537 days');

INSERT INTO local_image (pictrs_alias, published_at, person_id, thumbnail_for_post_id) VALUES
('e96b9119f0326843.webp', now() - interval '8.9377 days', 20, NULL),
('f9bb4e6b306f0f1c.webp', now() - interval '50.3633 days', 38, NULL),
('917f578b9b8a4c4a.webp', now() - interval '120.3202 days', 34, NULL),
('c4e03bfa0f7302f5.webp', now() - interval '251.4393 days', 32, NULL),
('9bbedee17af71d24.webp', now() - interval '7.7812 days', 22, NULL),
('727ad94dc025e531.webp', now() - interval '124.3874 days', 10, NULL),
('1b38da6bcd026caa.webp', now() - interval '62.9299 days', 14, NULL),
('92d3cfe6d0fa3053.webp', now() - interval '166.0941 days', 24, NULL),
('cb1c7e1ff4970ab3.webp', now() - interval '32.5335 days', 21, NULL),
('7b7091a2188a2cae.webp', now() - interval '198.9374 days', 22, NULL),
('46599bd1cca233f1.webp', now() - interval '166.1166 days', 31, NULL),
('5930c24f6aa8319c.webp', now() - interval '211.3846 days', 8, NULL),
('88b55f3f13c26edd.webp', now() - interval '185.8769 days', 18, NULL),
('6f0b2b0d0c8378f5.webp', now() - interval '153.1348 days', 16, NULL),
('31c2ef2043327108.webp', now() - interval '258.5458 days', 19, NULL),
('36ae3db500881a7f.webp', now() - interval '218.7156 days', 24, NULL),
('b32f1f417ca6f6c1.webp', now() - interval '73.9402 days', 30, NULL),
('b77af16c0240c060.webp', now() - interval '55.0439 days', 12, NULL),
('71f281d104fb1647.webp', now() - interval '169.3415 days', 32, NULL),
('7157d94e2ff803de.webp', now() - interval '152.9101 days', 3, NULL);

INSERT INTO remote_image (link, published_at) VALUES
('https://images.example.net/0.jpg', now() - interval '110.5518 days'),
('https://images.example.net/1.jpg', now() - interval '31.6233 days'),
('https://images.example.net/2.jpg', now() - interval '145.3300 days'),
('https://images.example.net/3.jpg', now() - interval '132.7776 days'),
('https://images.example.net/4.jpg', now() - interval '246.1907 days'),
('https://images.example.net/5.jpg', now() - interval '297.2176 days'),
('https://images.example.net/6.jpg', now() - interval '154.8938 days'),
('https://images.example.net/7.jpg', now() - interval '82.8540 days'),
('https://images.example.net/8.jpg', now() - interval '58.8547 days'),
('https://images.example.net/9.jpg', now() - interval '2.1008 days'),
('https://images.example.net/10.jpg', now() - interval '7.4290 days'),
('https://images.example.net/11.jpg', now() - interval '53.3604 days'),
('https://images.example.net/12.jpg', now() - interval '73.2860 days'),
('https://images.example.net/13.jpg', now() - interval '119.9815 days'),
('https://images.example.net/14.jpg', now() - interval '248.5414 days'),
('https://images.example.net/15.jpg', now() - interval '261.3772 days'),
('https://images.example.net/16.jpg', now() - interval '254.8201 days'),
('https://images.example.net/17.jpg', now() - interval '192.4747 days'),
('https://images.example.net/18.jpg', now() - interval '294.7596 days'),
('https://images.example.net/19.jpg', now() - interval '284.7700 days'),
('https://images.example.net/20.jpg', now() - interval '82.3431 days'),
('https://images.example.net/21.jpg', now() - interval '114.8598 days'),
('https://images.example.net/22.jpg', now() - interval '294.2350 days'),
('https://images.example.net/23.jpg', now() - interval '297.0242 days'),
('https://images.example.net/24.jpg', now() - interval '103.9631 days'),
('https://images.example.net/25.jpg', now() - interval '75.2794 days'),
('https://images.example.net/26.jpg', now() - interval '240.4762 days'),
('https://images.example.net/27.jpg', now() - interval '21.7951 days'),
('https://images.example.net/28.jpg', now() - interval '292.7401 days'),
('https://images.example.net/29.jpg', now() - interval '62.3139 days');

INSERT INTO image_details (link, width, height, content_type, blurhash) VALUES
('https://images.example.net/0.jpg', 800, 600, 'image/jpeg', NULL),
('https://images.example.net/1.jpg', 800, 600, 'image/jpeg', NULL),
('https://images.example.net/2.jpg', 800, 600, 'image/jpeg', NULL),
('https://images.example.net/3.jpg', 800, 600, 'image/jpeg', NULL),
('https://images.example.net/4.jpg', 800, 600, 'image/jpeg', NULL),
('https://images.example.net/5.jpg', 800, 600, 'image/jpeg', NULL),
('https://images.example.net/6.jpg', 800, 600, 'image/jpeg', NULL),
('https://images.example.net/7.jpg', 800, 600, 'image/jpeg', NULL),
('https://images.example.net/8.jpg', 800, 600, 'image/jpeg', NULL),
('https://images.example.net/9.jpg', 800, 600, 'image/jpeg', NULL);

INSERT INTO custom_emoji (id, shortcode, image_url, alt_text, category, published_at) VALUES (1, 'lemmy', 'https://lemmy.example.org/pictrs/image/lemmy.png', 'lemmy', 'site', now() - interval '200 days');

INSERT INTO custom_emoji_keyword (custom_emoji_id, keyword) VALUES (1, 'lemming');

INSERT INTO tagline (id, content, published_at) VALUES (1, 'Welcome!', now() - interval '300 days');

INSERT INTO oauth_provider (id, display_name, issuer, authorization_endpoint, token_endpoint, userinfo_endpoint, id_claim, client_id, client_secret, scopes, auto_verify_email, account_linking_enabled, enabled, published_at, use_pkce) VALUES (1, 'Example IdP', 'https://idp.example.org', 'https://idp.example.org/auth', 'https://idp.example.org/token', 'https://idp.example.org/userinfo', 'sub', 'lemmy', 'secret', 'openid email', true, false, true, now() - interval '100 days', true);

INSERT INTO oauth_account (local_user_id, oauth_provider_id, oauth_user_id, published_at) VALUES (12, 1, 'idp-12', now() - interval '80 days'), (13, 1, 'idp-13', now() - interval '70 days');

INSERT INTO previously_run_sql (id, content) VALUES (true, '');

RESET search_path;
`,
  cleans: [
    {
      table: "lemmy.sent_activity",
      clock: "published_at",
      retention: "7 days (hard-coded)",
      source: "crates/routes/src/utils/scheduled_tasks.rs:300",
      note: "clear_old_activities, daily job (scheduled_tasks.rs:130)",
    },
    {
      table: "lemmy.received_activity",
      clock: "published_at",
      retention: "7 days (hard-coded)",
      source: "crates/routes/src/utils/scheduled_tasks.rs:307",
      note: "clear_old_activities, daily job",
    },
    {
      table: "lemmy.federation_blocklist",
      clock: "expires_at",
      retention: "expires_at passed (rows with NULL expires_at are permanent blocks, kept)",
      source: "crates/routes/src/utils/scheduled_tasks.rs:572",
      note: "delete_instance_block_when_expired, hourly job (scheduled_tasks.rs:98)",
    },
    {
      table: "lemmy.local_user_invite",
      clock: "expires_at",
      retention: "expires_at passed (NULL = never expires)",
      source: "crates/routes/src/utils/scheduled_tasks.rs:583",
      note: "delete_invitations_when_expired, hourly job",
    },
    {
      table: "lemmy.registration_application",
      clock: "published_at",
      retention: "1 week (hard-coded), denied applications only",
      source: "crates/db_schema/src/impls/local_user.rs:127",
      note: "delete_old_denied_users (daily): for applications with admin_id set, published_at < now - 1 week and local_user.accepted_application false, the DELETE is issued on person (local_user.rs:140); local_user and registration_application go with it by ON DELETE CASCADE",
    },
  ],
  shouldAsk: [
    {
      table: "lemmy.login_token",
      why: "one row per login with ip and user_agent; removed only on logout or password change, never by age",
    },
    {
      table: "lemmy.password_reset_request",
      why: "reset tokens tied to a user; only consumed ones are deleted, stale ones stay forever",
    },
    {
      table: "lemmy.email_verification",
      why: "e-mail addresses with tokens; deleted only when the user requests a new one",
    },
    {
      table: "lemmy.modlog",
      why: "moderation log naming the target person with reasons (bans, removals), kept forever",
    },
  ],
  neverDelete: [
    "lemmy.person",
    "lemmy.local_user",
    "lemmy.community",
    "lemmy.post",
    "lemmy.comment",
    "lemmy.private_message",
    "lemmy.post_actions",
    "lemmy.comment_actions",
    "lemmy.community_actions",
    "lemmy.person_actions",
    "lemmy.instance_actions",
    "lemmy.site",
    "lemmy.local_site",
    "lemmy.local_site_rate_limit",
    "lemmy.local_site_url_blocklist",
    "lemmy.instance",
    "lemmy.language",
    "lemmy.secret",
    "lemmy.oauth_provider",
    "lemmy.oauth_account",
    "lemmy.custom_emoji",
    "lemmy.custom_emoji_keyword",
    "lemmy.tagline",
    "lemmy.site_language",
    "lemmy.community_language",
    "lemmy.local_user_language",
    "lemmy.local_user_keyword_block",
    "lemmy.multi_community",
    "lemmy.multi_community_entry",
    "lemmy.multi_community_follow",
    "lemmy.community_tag",
    "lemmy.post_community_tag",
    "lemmy.community_community_follow",
    "lemmy.federation_allowlist",
    "lemmy.local_image",
    "lemmy.__diesel_schema_migrations",
    "lemmy.previously_run_sql",
  ],
};
