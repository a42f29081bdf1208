// GoToSocial (Go, bun on PostgreSQL), from superseriousbusiness/gotosocial@57cb4fe7482962aa8e5a05874a343474d5a453e7.
// Schema: a transcription of its bun models (internal/gtsmodel) as bun's pgdialect creates them,
// with the indexes its migrations leave (the header of schemaSql says how); 40 of its tables.
// Cleanup, all from its own code:
// - the OAuth token store's sweep, every minute (internal/oauth/tokenstore.go:58), deletes tokens
//   whose code, refresh or access expiry has passed (tokenstore.go:89-99, deleted at :108); user
//   access tokens never expire (internal/oauth/server.go:104-107), authorization codes expire after
//   10 minutes and client-credentials tokens after 2 hours (the oauth2 library's defaults,
//   vendor/code.superseriousbusiness.org/oauth2/v4/manage/config.go:33,36);
// - the daily @mediacleanup job (internal/cleaner/cleaner.go:175, scheduled at server start by
//   cmd/gotosocial/action/server/server.go:365; media-cleanup-from 00:00, every 24h,
//   internal/config/defaults.go:90-91) runs Emoji().All (cleaner.go:165), whose PruneUnused deletes
//   remote emojis used by no account or status and created more than 7 days ago
//   (internal/cleaner/emoji.go:309, deleted at :316 via DeleteEmojiByID, emoji.go:512); the same
//   code runs from `gotosocial admin media prune all` (cmd/gotosocial/action/admin/media/prune/all.go:56).
// Not counted (not age deletions): the same job's media "uncache" of remote attachments and emojis
// older than media-remote-cache-days (7, defaults.go:85) removes the files and sets cached=false,
// the rows stay (internal/cleaner/media.go:454-517, UPDATE at :606); its media PruneUnused deletes
// attachments no longer attached to an account, status or scheduled status with no age test
// (media.go:335-400); scheduled statuses are deleted when published
// (internal/processing/status/scheduledstatus.go:207); worker_tasks are saved at shutdown and deleted
// when requeued at start (internal/processing/admin/workertask.go:123); Web Push subscriptions are
// deleted when the push service answers Gone (internal/webpush/realsender.go:269); polls are closed
// at expiry, not deleted (internal/processing/polls/expiry.go:58); expired mutes and filters are
// only skipped when read (internal/processing/account/mute.go:136, internal/filter/status/status.go:202);
// @cachesweep (server.go:325) sweeps in-memory caches. Remote statuses and accounts are never
// pruned. The two join tables an emoji's deletion also empties (status_to_emojis,
// account_to_emojis) are not in the subset: an emoji is pruned only when nothing uses it.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "gotosocial",
  framework: "go",
  source: {
    repo: "superseriousbusiness/gotosocial",
    commit: "57cb4fe7482962aa8e5a05874a343474d5a453e7",
    schemaFrom:
      "the bun models (internal/gtsmodel) transcribed as bun's pgdialect CreateTable renders them, with the indexes its migrations (internal/db/bundb/migrations) leave on those tables (Go was not available to run the migrations); 40 of its tables",
  },
  schemas: ["gotosocial"],
  schemaSql: `
-- GoToSocial: superseriousbusiness/gotosocial@57cb4fe7482962aa8e5a05874a343474d5a453e7
-- Transcribed from its bun models (internal/gtsmodel at that commit) as bun's pgdialect
-- CreateTable renders them (vendor/github.com/uptrace/bun/query_table_create.go): a field is
-- a column named by bun's underscore rule (embed: prefixes kept, so file_file_size and
-- mention_target_ur_is), string varchar, time.Time timestamptz, int/uint bigint, int16 and
-- uint8 smallint, int32 integer, float32 real, *bool boolean, net.IP inet, []byte bytea,
-- []T with the array option T[], other slices, maps and structs jsonb (rsa keys included);
-- NOT NULL only where the tag says notnull or pk, DEFAULT as the tag says, PRIMARY KEY (pk
-- columns), UNIQUE per unique tag and CONSTRAINT "name" UNIQUE for unique:name groups. bun
-- makes no foreign keys here and GoToSocial declares none. Go was not available to run its
-- migrations (internal/db/bundb/migrations): the tables are the models its latest migrations
-- create them from; the indexes are those its migrations create and leave standing on these
-- tables (expression indexes such as accounts_paging_idx left out). A subset: 40 tables.
CREATE SCHEMA gotosocial;
SET search_path TO gotosocial;

CREATE TABLE accounts (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    fetched_at timestamptz,
    username varchar NOT NULL,
    domain varchar,
    avatar_media_attachment_id CHAR(26),
    avatar_remote_url varchar,
    header_media_attachment_id CHAR(26),
    header_remote_url varchar,
    display_name varchar,
    emojis varchar[],
    fields jsonb,
    fields_raw jsonb,
    note varchar,
    note_raw varchar,
    also_known_as_uris varchar[],
    moved_to_uri varchar,
    move_id CHAR(26),
    locked boolean NOT NULL DEFAULT true,
    discoverable boolean NOT NULL DEFAULT false,
    uri varchar NOT NULL,
    url varchar,
    inbox_uri varchar,
    shared_inbox_uri varchar,
    outbox_uri varchar,
    following_uri varchar,
    followers_uri varchar,
    featured_collection_uri varchar,
    actor_type smallint NOT NULL,
    private_key jsonb,
    public_key jsonb NOT NULL,
    public_key_uri varchar NOT NULL,
    public_key_expires_at timestamptz,
    memorialized_at timestamptz,
    sensitized_at timestamptz,
    silenced_at timestamptz,
    suspended_at timestamptz,
    suspension_origin CHAR(26),
    hides_to_public_from_unauthed_web boolean NOT NULL DEFAULT false,
    hides_cc_public_from_unauthed_web boolean NOT NULL DEFAULT true,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (uri),
    UNIQUE (public_key_uri),
    CONSTRAINT "accounts_username_domain_uniq" UNIQUE (username, domain)
);

CREATE TABLE account_settings (
    account_id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    privacy smallint DEFAULT 3,
    sensitive boolean NOT NULL DEFAULT false,
    language varchar NOT NULL DEFAULT 'en',
    status_content_type varchar,
    theme varchar,
    custom_css varchar,
    enable_rss boolean NOT NULL DEFAULT false,
    hide_collections boolean NOT NULL DEFAULT false,
    web_layout smallint NOT NULL DEFAULT 1,
    interaction_policy_direct jsonb,
    interaction_policy_mutuals_only jsonb,
    interaction_policy_followers_only jsonb,
    interaction_policy_unlocked jsonb,
    interaction_policy_public jsonb,
    PRIMARY KEY (account_id),
    UNIQUE (account_id)
);

CREATE TABLE account_stats (
    account_id CHAR(26) NOT NULL,
    regenerated_at timestamptz,
    followers_count bigint NOT NULL,
    following_count bigint NOT NULL,
    follow_requests_count bigint NOT NULL,
    statuses_count bigint NOT NULL,
    statuses_pinned_count bigint NOT NULL,
    last_status_at timestamptz,
    PRIMARY KEY (account_id),
    UNIQUE (account_id)
);

CREATE TABLE account_notes (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    account_id CHAR(26) NOT NULL,
    target_account_id CHAR(26) NOT NULL,
    comment varchar,
    PRIMARY KEY (id),
    UNIQUE (id),
    CONSTRAINT "account_notes_account_id_target_account_id_uniq" UNIQUE (account_id, target_account_id)
);

CREATE TABLE users (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    email varchar,
    account_id CHAR(26) NOT NULL,
    encrypted_password varchar NOT NULL,
    two_factor_secret varchar,
    two_factor_backups varchar[],
    two_factor_enabled_at timestamptz,
    sign_up_ip inet,
    invite_id CHAR(26),
    reason varchar,
    locale varchar,
    created_by_application_id CHAR(26),
    last_emailed_at timestamptz,
    confirmation_token varchar,
    confirmation_sent_at timestamptz,
    confirmed_at timestamptz,
    unconfirmed_email varchar,
    moderator boolean NOT NULL DEFAULT false,
    admin boolean NOT NULL DEFAULT false,
    disabled boolean NOT NULL DEFAULT false,
    approved boolean NOT NULL DEFAULT false,
    reset_password_token varchar,
    reset_password_sent_at timestamptz,
    external_id varchar,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (email),
    UNIQUE (account_id),
    UNIQUE (external_id)
);

CREATE TABLE denied_users (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    email varchar NOT NULL,
    username varchar NOT NULL,
    sign_up_ip inet,
    invite_id CHAR(26),
    locale varchar,
    created_by_application_id CHAR(26),
    sign_up_reason varchar,
    private_comment varchar,
    send_email boolean NOT NULL DEFAULT false,
    message varchar,
    PRIMARY KEY (id),
    UNIQUE (id)
);

CREATE TABLE applications (
    id CHAR(26) NOT NULL,
    name varchar NOT NULL,
    website varchar,
    redirect_uris varchar[],
    client_id CHAR(26) NOT NULL,
    client_secret varchar NOT NULL,
    scopes varchar NOT NULL,
    managed_by_user_id CHAR(26),
    PRIMARY KEY (id),
    UNIQUE (id)
);

CREATE TABLE tokens (
    id CHAR(26) NOT NULL,
    last_used timestamptz,
    client_id CHAR(26) NOT NULL,
    user_id CHAR(26),
    redirect_uri varchar NOT NULL,
    scope varchar NOT NULL DEFAULT 'read',
    code varchar NOT NULL DEFAULT '',
    code_challenge varchar,
    code_challenge_method varchar,
    code_create_at timestamptz,
    code_expires_at timestamptz,
    access varchar NOT NULL DEFAULT '',
    access_create_at timestamptz,
    access_expires_at timestamptz,
    refresh varchar NOT NULL DEFAULT '',
    refresh_create_at timestamptz,
    refresh_expires_at timestamptz,
    PRIMARY KEY (id, code, access, refresh),
    UNIQUE (id)
);

CREATE TABLE statuses (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    edited_at timestamptz,
    fetched_at timestamptz,
    pinned_at timestamptz,
    uri varchar NOT NULL,
    url varchar,
    content varchar,
    attachments varchar[],
    tags varchar[],
    mentions varchar[],
    emojis varchar[],
    local boolean NOT NULL DEFAULT false,
    account_id CHAR(26) NOT NULL,
    account_uri varchar NOT NULL,
    in_reply_to_id CHAR(26),
    in_reply_to_uri varchar,
    in_reply_to_account_id CHAR(26),
    boost_of_id CHAR(26),
    boost_of_account_id CHAR(26),
    thread_id CHAR(26) NOT NULL DEFAULT '00000000000000000000000000',
    edits varchar[],
    poll_id CHAR(26),
    content_warning varchar,
    content_warning_text varchar,
    visibility smallint NOT NULL,
    sensitive boolean NOT NULL DEFAULT false,
    language varchar,
    created_with_application_id CHAR(26),
    activity_streams_type varchar NOT NULL,
    text varchar,
    content_type smallint,
    federated boolean NOT NULL,
    interaction_policy jsonb,
    pending_approval boolean NOT NULL DEFAULT false,
    approved_by_uri varchar,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (uri)
);

CREATE TABLE status_edits (
    id CHAR(26) NOT NULL,
    content varchar,
    content_warning varchar,
    text varchar,
    content_type smallint,
    language varchar,
    sensitive boolean NOT NULL DEFAULT false,
    attachments varchar[],
    attachment_descriptions varchar[],
    poll_options varchar[],
    poll_votes bigint[],
    status_id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    PRIMARY KEY (id),
    UNIQUE (id)
);

CREATE TABLE status_faves (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    account_id CHAR(26) NOT NULL,
    target_account_id CHAR(26) NOT NULL,
    status_id CHAR(26) NOT NULL,
    uri varchar NOT NULL,
    pending_approval boolean NOT NULL DEFAULT false,
    approved_by_uri varchar,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (uri),
    CONSTRAINT "statusfaveaccountstatus" UNIQUE (account_id, status_id)
);

CREATE TABLE status_bookmarks (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    account_id CHAR(26) NOT NULL,
    target_account_id CHAR(26) NOT NULL,
    status_id CHAR(26) NOT NULL,
    PRIMARY KEY (id),
    UNIQUE (id)
);

CREATE TABLE mentions (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    status_id CHAR(26) NOT NULL,
    origin_account_id CHAR(26) NOT NULL,
    origin_account_uri varchar NOT NULL,
    target_account_id CHAR(26) NOT NULL,
    silent boolean NOT NULL DEFAULT false,
    PRIMARY KEY (id),
    UNIQUE (id)
);

CREATE TABLE media_attachments (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    status_id CHAR(26),
    url varchar,
    remote_url varchar,
    type bigint NOT NULL DEFAULT 0,
    original_width bigint,
    original_height bigint,
    original_size bigint,
    original_aspect real,
    original_duration real,
    original_framerate real,
    original_bitrate bigint,
    small_width bigint,
    small_height bigint,
    small_size bigint,
    small_aspect real,
    focus_x real,
    focus_y real,
    account_id CHAR(26) NOT NULL,
    description varchar,
    scheduled_status_id CHAR(26),
    blurhash varchar,
    processing bigint NOT NULL DEFAULT 2,
    file_path varchar NOT NULL,
    file_content_type varchar NOT NULL,
    file_file_size bigint NOT NULL,
    thumbnail_path varchar NOT NULL,
    thumbnail_content_type varchar NOT NULL,
    thumbnail_file_size bigint NOT NULL,
    thumbnail_url varchar,
    thumbnail_remote_url varchar,
    avatar boolean NOT NULL DEFAULT false,
    header boolean NOT NULL DEFAULT false,
    cached boolean NOT NULL DEFAULT false,
    PRIMARY KEY (id),
    UNIQUE (id)
);

CREATE TABLE emojis (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    shortcode varchar NOT NULL,
    domain varchar,
    image_remote_url varchar,
    image_static_remote_url varchar,
    image_url varchar,
    image_static_url varchar,
    image_path varchar NOT NULL,
    image_static_path varchar NOT NULL,
    image_content_type varchar NOT NULL,
    image_static_content_type varchar NOT NULL,
    image_file_size bigint NOT NULL,
    image_static_file_size bigint NOT NULL,
    disabled boolean NOT NULL DEFAULT false,
    uri varchar NOT NULL,
    visible_in_picker boolean NOT NULL DEFAULT true,
    category_id CHAR(26),
    cached boolean NOT NULL DEFAULT false,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (uri),
    CONSTRAINT "domainshortcode" UNIQUE (shortcode, domain)
);

CREATE TABLE notifications (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    notification_type smallint NOT NULL,
    target_account_id CHAR(26) NOT NULL,
    origin_account_id CHAR(26) NOT NULL,
    status_id CHAR(26),
    read boolean NOT NULL DEFAULT false,
    PRIMARY KEY (id),
    UNIQUE (id)
);

CREATE TABLE follows (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    uri varchar NOT NULL,
    account_id CHAR(26) NOT NULL,
    target_account_id CHAR(26) NOT NULL,
    show_reblogs boolean NOT NULL DEFAULT true,
    notify boolean NOT NULL DEFAULT false,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (uri),
    CONSTRAINT "srctarget" UNIQUE (account_id, target_account_id)
);

CREATE TABLE follow_requests (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    uri varchar NOT NULL,
    account_id CHAR(26) NOT NULL,
    target_account_id CHAR(26) NOT NULL,
    show_reblogs boolean NOT NULL DEFAULT true,
    notify boolean NOT NULL DEFAULT false,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (uri),
    CONSTRAINT "frsrctarget" UNIQUE (account_id, target_account_id)
);

CREATE TABLE blocks (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    uri varchar NOT NULL,
    account_id CHAR(26) NOT NULL,
    target_account_id CHAR(26) NOT NULL,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (uri),
    CONSTRAINT "blocksrctarget" UNIQUE (account_id, target_account_id)
);

CREATE TABLE user_mutes (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    expires_at timestamptz,
    account_id CHAR(26) NOT NULL,
    target_account_id CHAR(26) NOT NULL,
    notifications boolean NOT NULL DEFAULT false,
    PRIMARY KEY (id),
    UNIQUE (id),
    CONSTRAINT "user_mutes_account_id_target_account_id_uniq" UNIQUE (account_id, target_account_id)
);

CREATE TABLE thread_mutes (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    thread_id CHAR(26) NOT NULL,
    account_id CHAR(26) NOT NULL,
    PRIMARY KEY (id),
    UNIQUE (id),
    CONSTRAINT "thread_mute_thread_id_account_id" UNIQUE (thread_id, account_id)
);

CREATE TABLE reports (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    uri varchar NOT NULL,
    account_id CHAR(26) NOT NULL,
    target_account_id CHAR(26) NOT NULL,
    comment varchar,
    statuses varchar[],
    rules varchar[],
    forwarded boolean NOT NULL DEFAULT false,
    action_taken varchar,
    action_taken_at timestamptz,
    action_taken_by_account_id CHAR(26),
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (uri)
);

CREATE TABLE admin_actions (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    completed_at timestamptz,
    target_category smallint NOT NULL,
    target_id varchar NOT NULL,
    type smallint NOT NULL,
    account_id CHAR(26) NOT NULL,
    text varchar,
    send_email boolean NOT NULL DEFAULT false,
    reports varchar[],
    errors varchar[],
    PRIMARY KEY (id),
    UNIQUE (id)
);

CREATE TABLE sin_bin_statuses (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    uri varchar NOT NULL,
    url varchar,
    domain varchar,
    account_uri varchar NOT NULL,
    in_reply_to_uri varchar,
    content varchar,
    attachment_links varchar[],
    mention_target_ur_is varchar[],
    emoji_links varchar[],
    poll_options varchar[],
    content_warning varchar,
    visibility smallint NOT NULL,
    sensitive boolean NOT NULL DEFAULT false,
    language varchar,
    activity_streams_type varchar NOT NULL,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (uri)
);

CREATE TABLE tombstones (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    domain varchar NOT NULL,
    uri varchar NOT NULL,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (uri)
);

CREATE TABLE filters (
    id CHAR(26) NOT NULL,
    expires_at timestamptz,
    account_id CHAR(26) NOT NULL,
    title varchar NOT NULL,
    action smallint NOT NULL DEFAULT 0,
    keywords varchar[],
    statuses varchar[],
    contexts smallint NOT NULL DEFAULT 0,
    PRIMARY KEY (id),
    UNIQUE (id),
    CONSTRAINT "filters_account_id_title_uniq" UNIQUE (account_id, title)
);

CREATE TABLE filter_keywords (
    id CHAR(26) NOT NULL,
    filter_id CHAR(26) NOT NULL,
    keyword varchar NOT NULL,
    whole_word boolean NOT NULL DEFAULT false,
    PRIMARY KEY (id),
    UNIQUE (id),
    CONSTRAINT "filter_keywords_filter_id_keyword_uniq" UNIQUE (filter_id, keyword)
);

CREATE TABLE conversations (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    account_id CHAR(26) NOT NULL,
    other_account_ids varchar[],
    other_accounts_key varchar NOT NULL,
    thread_id CHAR(26) NOT NULL,
    last_status_id CHAR(26) NOT NULL,
    read boolean DEFAULT false,
    PRIMARY KEY (id),
    UNIQUE (id),
    CONSTRAINT "conversations_account_id_last_status_id_uniq" UNIQUE (account_id, last_status_id),
    CONSTRAINT "conversations_thread_id_account_id_other_accounts_key_uniq" UNIQUE (account_id, other_accounts_key, thread_id)
);

CREATE TABLE polls (
    id CHAR(26) NOT NULL,
    multiple boolean NOT NULL DEFAULT false,
    hide_counts boolean NOT NULL DEFAULT false,
    options jsonb NOT NULL,
    votes jsonb NOT NULL,
    voters bigint NOT NULL,
    status_id CHAR(26) NOT NULL,
    expires_at timestamptz,
    closed_at timestamptz,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (status_id)
);

CREATE TABLE poll_votes (
    id CHAR(26) NOT NULL,
    choices jsonb NOT NULL,
    account_id CHAR(26) NOT NULL,
    poll_id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    PRIMARY KEY (id),
    UNIQUE (id),
    CONSTRAINT "in_poll_by_account" UNIQUE (account_id, poll_id)
);

CREATE TABLE scheduled_statuses (
    id CHAR(26) NOT NULL,
    account_id CHAR(26) NOT NULL,
    scheduled_at timestamptz NOT NULL,
    text varchar,
    poll_options varchar[],
    poll_expires_in bigint,
    poll_multiple boolean NOT NULL DEFAULT false,
    poll_hide_totals boolean NOT NULL DEFAULT false,
    attachments varchar[],
    sensitive boolean NOT NULL DEFAULT false,
    spoiler_text varchar,
    visibility smallint NOT NULL,
    in_reply_to_id CHAR(26),
    language varchar,
    application_id CHAR(26),
    local_only boolean NOT NULL DEFAULT false,
    content_type varchar,
    interaction_policy jsonb,
    idempotency varchar,
    PRIMARY KEY (id),
    UNIQUE (id)
);

CREATE TABLE interaction_requests (
    id CHAR(26) NOT NULL,
    target_status_id CHAR(26) NOT NULL,
    target_account_id CHAR(26) NOT NULL,
    interacting_account_id CHAR(26) NOT NULL,
    interaction_request_uri varchar NOT NULL,
    interaction_uri varchar NOT NULL,
    interaction_type smallint NOT NULL,
    polite boolean NOT NULL DEFAULT false,
    accepted_at timestamptz,
    rejected_at timestamptz,
    response_uri varchar,
    authorization_uri varchar,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (interaction_request_uri),
    UNIQUE (interaction_uri),
    UNIQUE (response_uri),
    UNIQUE (authorization_uri)
);

CREATE TABLE moves (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    attempted_at timestamptz,
    succeeded_at timestamptz,
    origin_uri varchar NOT NULL,
    target_uri varchar NOT NULL,
    uri varchar NOT NULL,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (uri),
    CONSTRAINT "moveorigintarget" UNIQUE (origin_uri, target_uri)
);

CREATE TABLE web_push_subscriptions (
    id CHAR(26) NOT NULL,
    account_id CHAR(26) NOT NULL,
    token_id CHAR(26) NOT NULL,
    endpoint varchar NOT NULL,
    auth varchar NOT NULL,
    p256dh varchar NOT NULL,
    notification_flags bigint NOT NULL,
    policy smallint NOT NULL DEFAULT 1,
    PRIMARY KEY (id),
    UNIQUE (token_id)
);

CREATE TABLE worker_tasks (
    id BIGSERIAL NOT NULL,
    worker_type smallint NOT NULL,
    task_data bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    PRIMARY KEY (id)
);

CREATE TABLE markers (
    account_id CHAR(26) NOT NULL,
    name varchar NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    version bigint NOT NULL DEFAULT 0,
    last_read_id CHAR(26) NOT NULL,
    PRIMARY KEY (account_id, name),
    CONSTRAINT "markers_account_id_timeline_uniq" UNIQUE (account_id, name)
);

CREATE TABLE instances (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    domain varchar NOT NULL,
    title varchar,
    uri varchar NOT NULL,
    suspended_at timestamptz,
    domain_block_id CHAR(26),
    short_description varchar,
    short_description_text varchar,
    description varchar,
    description_text varchar,
    custom_css varchar,
    terms varchar,
    terms_text varchar,
    contact_email varchar,
    contact_account_username varchar,
    contact_account_id CHAR(26),
    reputation bigint NOT NULL DEFAULT 0,
    version varchar,
    PRIMARY KEY (id),
    UNIQUE (id),
    UNIQUE (domain),
    UNIQUE (uri)
);

CREATE TABLE domain_blocks (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    domain varchar NOT NULL,
    created_by_account_id CHAR(26) NOT NULL,
    private_comment varchar,
    public_comment varchar,
    obfuscate boolean NOT NULL DEFAULT false,
    subscription_id CHAR(26),
    PRIMARY KEY (id),
    UNIQUE (id)
);

CREATE TABLE lists (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    title varchar NOT NULL,
    account_id CHAR(26) NOT NULL,
    replies_policy varchar NOT NULL DEFAULT 'followed',
    exclusive boolean NOT NULL DEFAULT false,
    PRIMARY KEY (id),
    UNIQUE (id),
    CONSTRAINT "listaccounttitle" UNIQUE (title, account_id)
);

CREATE TABLE list_entries (
    id CHAR(26) NOT NULL,
    created_at timestamptz NOT NULL DEFAULT current_timestamp,
    updated_at timestamptz NOT NULL DEFAULT current_timestamp,
    list_id CHAR(26) NOT NULL,
    follow_id CHAR(26) NOT NULL,
    PRIMARY KEY (id),
    UNIQUE (id),
    CONSTRAINT "listentrylistfollow" UNIQUE (list_id, follow_id)
);

-- Indexes its migrations create on these tables (named as they name them).
CREATE INDEX accounts_domain_idx ON accounts (domain);
CREATE INDEX accounts_uri_idx ON accounts (uri);
CREATE INDEX accounts_url_idx ON accounts (url);
CREATE INDEX accounts_inbox_uri_idx ON accounts (inbox_uri);
CREATE INDEX accounts_outbox_uri_idx ON accounts (outbox_uri);
CREATE INDEX accounts_followers_uri_idx ON accounts (followers_uri);
CREATE INDEX accounts_following_uri_idx ON accounts (following_uri);
CREATE INDEX users_account_id_idx ON users (account_id);
CREATE INDEX applications_client_id_idx ON applications (client_id);
CREATE INDEX applications_managed_by_user_id_idx ON applications (managed_by_user_id);
CREATE INDEX tokens_access_idx ON tokens (access);
CREATE INDEX tokens_client_id_idx ON tokens (client_id);
CREATE INDEX statuses_account_id_idx ON statuses (account_id);
CREATE INDEX statuses_account_id_id_idx ON statuses (account_id, id DESC);
CREATE INDEX statuses_account_id_pinned_at_idx ON statuses (account_id, pinned_at);
CREATE INDEX statuses_boost_of_account_id_idx ON statuses (boost_of_account_id);
CREATE INDEX statuses_boost_of_id_idx ON statuses (boost_of_id);
CREATE INDEX statuses_in_reply_to_account_id_id_idx ON statuses (in_reply_to_account_id, id DESC);
CREATE INDEX statuses_in_reply_to_id_idx ON statuses (in_reply_to_id);
CREATE INDEX statuses_in_reply_to_uri_idx ON statuses (in_reply_to_uri);
CREATE INDEX statuses_local_idx ON statuses (local, visibility, pending_approval, id DESC);
CREATE INDEX statuses_pending_approval_idx ON statuses (pending_approval);
CREATE INDEX statuses_profile_web_view_idx ON statuses (account_id, visibility, in_reply_to_uri, boost_of_id, federated, id DESC);
CREATE INDEX statuses_public_timeline_idx ON statuses (visibility, boost_of_id, pending_approval, id DESC);
CREATE INDEX statuses_thread_id_idx ON statuses (thread_id);
CREATE INDEX statuses_poll_id_idx ON statuses (poll_id);
CREATE INDEX statuses_url_idx ON statuses (url);
CREATE INDEX status_faves_account_id_idx ON status_faves (account_id);
CREATE INDEX status_faves_status_id_idx ON status_faves (status_id);
CREATE INDEX status_faves_pending_approval_idx ON status_faves (pending_approval);
CREATE INDEX mentions_status_id_idx ON mentions (status_id);
CREATE INDEX media_attachments_status_id_idx ON media_attachments (status_id);
CREATE INDEX media_attachments_account_id_idx ON media_attachments (account_id);
CREATE INDEX media_attachments_cleanup_idx ON media_attachments (cached, created_at);
CREATE INDEX emojis_available_custom_idx ON emojis (visible_in_picker, disabled, shortcode);
CREATE INDEX emojis_image_static_url_idx ON emojis (image_static_url);
CREATE INDEX notifications_target_account_id_idx ON notifications (target_account_id);
CREATE INDEX follows_account_id_idx ON follows (account_id, updated_at DESC);
CREATE INDEX follows_target_account_id_idx ON follows (target_account_id, updated_at DESC);
CREATE INDEX follow_requests_account_id_idx ON follow_requests (account_id, updated_at DESC);
CREATE INDEX follow_requests_target_account_id_idx ON follow_requests (target_account_id, updated_at DESC);
CREATE INDEX user_mutes_account_id_idx ON user_mutes (account_id);
CREATE INDEX report_account_id_idx ON reports (account_id);
CREATE INDEX report_target_account_id_idx ON reports (target_account_id);
CREATE INDEX admin_actions_target_category_idx ON admin_actions (target_category);
CREATE INDEX admin_actions_target_id_idx ON admin_actions (target_id);
CREATE INDEX admin_actions_type_idx ON admin_actions (type);
CREATE INDEX admin_actions_account_id_idx ON admin_actions (account_id);
CREATE INDEX sin_bin_statuses_account_uri_idx ON sin_bin_statuses (account_uri);
CREATE INDEX sin_bin_statuses_domain_idx ON sin_bin_statuses (domain);
CREATE INDEX sin_bin_statuses_in_reply_to_uri_idx ON sin_bin_statuses (in_reply_to_uri);
CREATE INDEX filters_account_id_idx ON filters (account_id);
CREATE INDEX filter_keywords_filter_id_idx ON filter_keywords (filter_id);
CREATE INDEX conversations_account_id_idx ON conversations (account_id);
CREATE INDEX conversations_last_status_id_idx ON conversations (last_status_id);
CREATE INDEX scheduled_statuses_account_id_idx ON scheduled_statuses (account_id);
CREATE INDEX scheduled_statuses_scheduled_at_idx ON scheduled_statuses (scheduled_at);
CREATE INDEX interaction_requests_target_status_id_idx ON interaction_requests (target_status_id);
CREATE INDEX interaction_requests_interacting_account_id_idx ON interaction_requests (interacting_account_id);
CREATE INDEX interaction_requests_target_account_id_idx ON interaction_requests (target_account_id);
CREATE INDEX interaction_requests_accepted_at_idx ON interaction_requests (accepted_at);
CREATE INDEX interaction_requests_rejected_at_idx ON interaction_requests (rejected_at);
CREATE INDEX web_push_subscriptions_account_id_idx ON web_push_subscriptions (account_id);
CREATE INDEX domain_blocks_domain_idx ON domain_blocks (domain);
CREATE INDEX lists_account_id_idx ON lists (account_id);
CREATE INDEX list_entries_list_id_idx ON list_entries (list_id);
CREATE INDEX list_entries_follow_id_idx ON list_entries (follow_id);
`,
  cleans: [
    {
      table: "gotosocial.tokens",
      clock: "code_expires_at",
      retention:
        "expiry passed (authorization codes: 10 min; also access_expires_at, 2h for client-credentials tokens, and refresh_expires_at)",
      source: "internal/oauth/tokenstore.go:89",
      note: "the token store's sweep every minute (tokenstore.go:58) deletes a token when any of code_expires_at, refresh_expires_at or access_expires_at has passed (tokenstore.go:89-108); user access tokens have no expiry (internal/oauth/server.go:104-107) and are kept",
    },
    {
      table: "gotosocial.emojis",
      clock: "created_at",
      retention: "7d, remote and unused",
      source: "internal/cleaner/emoji.go:309",
      note: "daily @mediacleanup job (internal/cleaner/cleaner.go:165,175); only remote emojis (GetRemoteEmojis, emoji.go:201) used by no account and no status; deleted at emoji.go:316",
    },
  ],
  shouldAsk: [
    {
      table: "gotosocial.notifications",
      why: "every notification (who faved, boosted, followed or mentioned whom) is kept forever; nothing prunes them by age",
    },
    {
      table: "gotosocial.denied_users",
      why: "rejected sign-ups keep e-mail, username, sign-up IP and reason forever (written at internal/processing/workers/fromclientapi.go:1215, never deleted)",
    },
    {
      table: "gotosocial.sin_bin_statuses",
      why: "content of rejected or deleted statuses (author URI, text, links) kept for moderation with no expiry",
    },
    {
      table: "gotosocial.user_mutes",
      why: "mutes with an expires_at are only skipped once expired, never deleted",
    },
    {
      table: "gotosocial.filters",
      why: "filters with an expires_at are only skipped once expired, never deleted",
    },
    {
      table: "gotosocial.interaction_requests",
      why: "who asked to reply to, boost or like whose post, accepted or rejected (accepted_at, rejected_at), kept forever",
    },
  ],
  neverDelete: [
    "gotosocial.accounts",
    "gotosocial.account_settings",
    "gotosocial.account_notes",
    "gotosocial.users",
    "gotosocial.statuses",
    "gotosocial.status_edits",
    "gotosocial.status_faves",
    "gotosocial.status_bookmarks",
    "gotosocial.mentions",
    "gotosocial.media_attachments",
    "gotosocial.follows",
    "gotosocial.follow_requests",
    "gotosocial.blocks",
    "gotosocial.polls",
    "gotosocial.poll_votes",
    "gotosocial.conversations",
    "gotosocial.lists",
    "gotosocial.list_entries",
    "gotosocial.reports",
    "gotosocial.admin_actions",
    "gotosocial.domain_blocks",
  ],
};
