// Miniflux (Go, SQL migrations), from miniflux/v2@106cdd09e1557222303f3ed1376e1dadf0638621.
// Schema: internal/database/migrations.go (132 migrations) replayed on PostgreSQL 15, pg_dump read
// back (see the header of schemaSql).
// Cleanup: internal/cli/cleanup_tasks.go, run every CLEANUP_FREQUENCY_HOURS (default 24) by the
// daemon's scheduler (internal/cli/scheduler.go:53) or by --run-cleanup-tasks.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "miniflux",
  framework: "go",
  source: {
    repo: "miniflux/v2",
    commit: "106cdd09e1557222303f3ed1376e1dadf0638621",
    schemaFrom:
      "internal/database/migrations.go (132 migrations) replayed on PostgreSQL 15 and dumped with pg_dump --schema-only; all its tables",
  },
  schemas: ["miniflux"],
  schemaSql: `
-- Miniflux: miniflux/v2@106cdd09e1557222303f3ed1376e1dadf0638621
-- Built by running the SQL of internal/database/migrations.go's 132 migrations in order, each in a
-- transaction, on an empty PostgreSQL 15 database (the Go steps that loop over rows, in
-- migrations 43, 107 and 117, have no rows to touch there and were left out; their DDL was run),
-- and reading it back with pg_dump --schema-only. Miniflux uses public; here schema miniflux.
CREATE SCHEMA miniflux;
SET search_path TO miniflux;


CREATE TYPE miniflux.entry_sorting_direction AS ENUM (
    'asc',
    'desc'
);

CREATE TYPE miniflux.entry_sorting_order AS ENUM (
    'published_at',
    'created_at'
);

CREATE TYPE miniflux.entry_status AS ENUM (
    'unread',
    'read',
    'removed'
);

CREATE TYPE miniflux.linktaco_link_visibility AS ENUM (
    'PUBLIC',
    'PRIVATE'
);

CREATE TYPE miniflux.webapp_display_mode AS ENUM (
    'fullscreen',
    'standalone',
    'minimal-ui',
    'browser'
);

CREATE TABLE miniflux.acme_cache (
    key character varying(400) NOT NULL,
    data bytea NOT NULL,
    updated_at timestamp with time zone NOT NULL
);

CREATE TABLE miniflux.api_keys (
    id integer NOT NULL,
    user_id integer NOT NULL,
    token text NOT NULL,
    description text NOT NULL,
    last_used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE miniflux.api_keys_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE miniflux.api_keys_id_seq OWNED BY miniflux.api_keys.id;

CREATE TABLE miniflux.categories (
    id integer NOT NULL,
    user_id integer NOT NULL,
    title text NOT NULL,
    hide_globally boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE miniflux.categories_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE miniflux.categories_id_seq OWNED BY miniflux.categories.id;

CREATE TABLE miniflux.enclosures (
    id bigint NOT NULL,
    user_id integer NOT NULL,
    entry_id bigint NOT NULL,
    url text NOT NULL,
    size bigint DEFAULT 0,
    mime_type text DEFAULT ''::text,
    media_progression integer DEFAULT 0
);

CREATE SEQUENCE miniflux.enclosures_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE miniflux.enclosures_id_seq OWNED BY miniflux.enclosures.id;

CREATE TABLE miniflux.entries (
    id bigint NOT NULL,
    user_id integer NOT NULL,
    feed_id bigint NOT NULL,
    hash text NOT NULL,
    published_at timestamp with time zone NOT NULL,
    title text NOT NULL,
    url text NOT NULL,
    author text,
    content text,
    status miniflux.entry_status DEFAULT 'unread'::miniflux.entry_status,
    starred boolean DEFAULT false,
    comments_url text DEFAULT ''::text,
    document_vectors tsvector,
    changed_at timestamp with time zone NOT NULL,
    share_code text DEFAULT ''::text NOT NULL,
    reading_time integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    tags text[] DEFAULT '{}'::text[],
    language text DEFAULT ''::text NOT NULL
);

CREATE SEQUENCE miniflux.entries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE miniflux.entries_id_seq OWNED BY miniflux.entries.id;

CREATE TABLE miniflux.entry_tombstones (
    feed_id bigint NOT NULL,
    hash text NOT NULL,
    deleted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT entry_tombstones_hash_check CHECK ((hash <> ''::text))
);

CREATE TABLE miniflux.feed_icons (
    feed_id bigint NOT NULL,
    icon_id bigint NOT NULL
);

CREATE TABLE miniflux.feeds (
    id bigint NOT NULL,
    user_id integer NOT NULL,
    category_id integer NOT NULL,
    title text NOT NULL,
    feed_url text NOT NULL,
    site_url text NOT NULL,
    checked_at timestamp with time zone DEFAULT now(),
    etag_header text DEFAULT ''::text,
    last_modified_header text DEFAULT ''::text,
    parsing_error_msg text DEFAULT ''::text,
    parsing_error_count integer DEFAULT 0,
    scraper_rules text DEFAULT ''::text,
    rewrite_rules text DEFAULT ''::text,
    crawler boolean DEFAULT false,
    username text DEFAULT ''::text,
    password text DEFAULT ''::text,
    user_agent text DEFAULT ''::text,
    disabled boolean DEFAULT false,
    next_check_at timestamp with time zone DEFAULT now(),
    ignore_http_cache boolean DEFAULT false,
    fetch_via_proxy boolean DEFAULT false,
    blocklist_rules text DEFAULT ''::text NOT NULL,
    keeplist_rules text DEFAULT ''::text NOT NULL,
    allow_self_signed_certificates boolean DEFAULT false NOT NULL,
    cookie text DEFAULT ''::text,
    hide_globally boolean DEFAULT false NOT NULL,
    url_rewrite_rules text DEFAULT ''::text NOT NULL,
    no_media_player boolean DEFAULT false,
    apprise_service_urls text DEFAULT ''::text,
    disable_http2 boolean DEFAULT false,
    description text DEFAULT ''::text,
    ntfy_enabled boolean DEFAULT false,
    ntfy_priority integer DEFAULT 3,
    webhook_url text DEFAULT ''::text,
    pushover_enabled boolean DEFAULT false,
    pushover_priority integer DEFAULT 0,
    ntfy_topic text DEFAULT ''::text,
    proxy_url text DEFAULT ''::text,
    block_filter_entry_rules text DEFAULT ''::text NOT NULL,
    keep_filter_entry_rules text DEFAULT ''::text NOT NULL,
    ignore_entry_updates boolean DEFAULT false,
    language text DEFAULT ''::text NOT NULL
);

CREATE SEQUENCE miniflux.feeds_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE miniflux.feeds_id_seq OWNED BY miniflux.feeds.id;

CREATE TABLE miniflux.icons (
    id bigint NOT NULL,
    hash text NOT NULL,
    mime_type text NOT NULL,
    content bytea NOT NULL,
    external_id text DEFAULT ''::text
);

CREATE SEQUENCE miniflux.icons_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE miniflux.icons_id_seq OWNED BY miniflux.icons.id;

CREATE TABLE miniflux.integrations (
    user_id integer NOT NULL,
    pinboard_enabled boolean DEFAULT false,
    pinboard_token text DEFAULT ''::text,
    pinboard_tags text DEFAULT 'miniflux'::text,
    pinboard_mark_as_unread boolean DEFAULT false,
    instapaper_enabled boolean DEFAULT false,
    instapaper_username text DEFAULT ''::text,
    instapaper_password text DEFAULT ''::text,
    fever_enabled boolean DEFAULT false,
    fever_username text DEFAULT ''::text,
    fever_token text DEFAULT ''::text,
    wallabag_enabled boolean DEFAULT false,
    wallabag_url text DEFAULT ''::text,
    wallabag_client_id text DEFAULT ''::text,
    wallabag_client_secret text DEFAULT ''::text,
    wallabag_username text DEFAULT ''::text,
    wallabag_password text DEFAULT ''::text,
    nunux_keeper_enabled boolean DEFAULT false,
    nunux_keeper_url text DEFAULT ''::text,
    nunux_keeper_api_key text DEFAULT ''::text,
    telegram_bot_enabled boolean DEFAULT false,
    telegram_bot_token text DEFAULT ''::text,
    telegram_bot_chat_id text DEFAULT ''::text,
    googlereader_enabled boolean DEFAULT false,
    googlereader_username text DEFAULT ''::text,
    googlereader_password text DEFAULT ''::text,
    espial_enabled boolean DEFAULT false,
    espial_url text DEFAULT ''::text,
    espial_api_key text DEFAULT ''::text,
    espial_tags text DEFAULT 'miniflux'::text,
    linkding_enabled boolean DEFAULT false,
    linkding_url text DEFAULT ''::text,
    linkding_api_key text DEFAULT ''::text,
    wallabag_only_url boolean DEFAULT false,
    matrix_bot_enabled boolean DEFAULT false,
    matrix_bot_user text DEFAULT ''::text,
    matrix_bot_password text DEFAULT ''::text,
    matrix_bot_url text DEFAULT ''::text,
    matrix_bot_chat_id text DEFAULT ''::text,
    linkding_tags text DEFAULT ''::text,
    linkding_mark_as_unread boolean DEFAULT false,
    notion_enabled boolean DEFAULT false,
    notion_token text DEFAULT ''::text,
    notion_page_id text DEFAULT ''::text,
    readwise_enabled boolean DEFAULT false,
    readwise_api_key text DEFAULT ''::text,
    apprise_enabled boolean DEFAULT false,
    apprise_url text DEFAULT ''::text,
    apprise_services_url text DEFAULT ''::text,
    shiori_enabled boolean DEFAULT false,
    shiori_url text DEFAULT ''::text,
    shiori_username text DEFAULT ''::text,
    shiori_password text DEFAULT ''::text,
    shaarli_enabled boolean DEFAULT false,
    shaarli_url text DEFAULT ''::text,
    shaarli_api_secret text DEFAULT ''::text,
    webhook_enabled boolean DEFAULT false,
    webhook_url text DEFAULT ''::text,
    webhook_secret text DEFAULT ''::text,
    telegram_bot_topic_id integer,
    telegram_bot_disable_web_page_preview boolean DEFAULT false,
    telegram_bot_disable_notification boolean DEFAULT false,
    telegram_bot_disable_buttons boolean DEFAULT false,
    rssbridge_enabled boolean DEFAULT false,
    rssbridge_url text DEFAULT ''::text,
    omnivore_enabled boolean DEFAULT false,
    omnivore_api_key text DEFAULT ''::text,
    omnivore_url text DEFAULT ''::text,
    linkace_enabled boolean DEFAULT false,
    linkace_url text DEFAULT ''::text,
    linkace_api_key text DEFAULT ''::text,
    linkace_tags text DEFAULT ''::text,
    linkace_is_private boolean DEFAULT true,
    linkace_check_disabled boolean DEFAULT true,
    linkwarden_enabled boolean DEFAULT false,
    linkwarden_url text DEFAULT ''::text,
    linkwarden_api_key text DEFAULT ''::text,
    readeck_enabled boolean DEFAULT false,
    readeck_only_url boolean DEFAULT false,
    readeck_url text DEFAULT ''::text,
    readeck_api_key text DEFAULT ''::text,
    readeck_labels text DEFAULT ''::text,
    raindrop_enabled boolean DEFAULT false,
    raindrop_token text DEFAULT ''::text,
    raindrop_collection_id text DEFAULT ''::text,
    raindrop_tags text DEFAULT ''::text,
    betula_url text DEFAULT ''::text,
    betula_token text DEFAULT ''::text,
    betula_enabled boolean DEFAULT false,
    ntfy_enabled boolean DEFAULT false,
    ntfy_url text DEFAULT ''::text,
    ntfy_topic text DEFAULT ''::text,
    ntfy_api_token text DEFAULT ''::text,
    ntfy_username text DEFAULT ''::text,
    ntfy_password text DEFAULT ''::text,
    ntfy_icon_url text DEFAULT ''::text,
    cubox_enabled boolean DEFAULT false,
    cubox_api_link text DEFAULT ''::text,
    discord_enabled boolean DEFAULT false,
    discord_webhook_link text DEFAULT ''::text,
    ntfy_internal_links boolean DEFAULT false,
    slack_enabled boolean DEFAULT false,
    slack_webhook_link text DEFAULT ''::text,
    pushover_enabled boolean DEFAULT false,
    pushover_user text DEFAULT ''::text,
    pushover_token text DEFAULT ''::text,
    pushover_device text DEFAULT ''::text,
    pushover_prefix text DEFAULT ''::text,
    rssbridge_token text DEFAULT ''::text,
    karakeep_enabled boolean DEFAULT false,
    karakeep_api_key text DEFAULT ''::text,
    karakeep_url text DEFAULT ''::text,
    linktaco_enabled boolean DEFAULT false,
    linktaco_api_token text DEFAULT ''::text,
    linktaco_org_slug text DEFAULT ''::text,
    linktaco_tags text DEFAULT ''::text,
    linktaco_visibility miniflux.linktaco_link_visibility DEFAULT 'PUBLIC'::miniflux.linktaco_link_visibility,
    wallabag_tags text DEFAULT ''::text,
    archiveorg_enabled boolean DEFAULT false,
    karakeep_tags text DEFAULT ''::text,
    linkwarden_collection_id integer,
    readeck_push_enabled boolean DEFAULT false
);

CREATE TABLE miniflux.schema_version (
    version text NOT NULL
);

CREATE TABLE miniflux.users (
    id integer NOT NULL,
    username text NOT NULL,
    password text,
    is_admin boolean DEFAULT false,
    language text DEFAULT 'en_US'::text,
    timezone text DEFAULT 'UTC'::text,
    theme text DEFAULT 'light_serif'::text,
    last_login_at timestamp with time zone,
    entry_direction miniflux.entry_sorting_direction DEFAULT 'asc'::miniflux.entry_sorting_direction,
    keyboard_shortcuts boolean DEFAULT true,
    entries_per_page integer DEFAULT 100,
    show_reading_time boolean DEFAULT true,
    entry_swipe boolean DEFAULT true,
    stylesheet text DEFAULT ''::text NOT NULL,
    google_id text DEFAULT ''::text NOT NULL,
    openid_connect_id text DEFAULT ''::text NOT NULL,
    display_mode miniflux.webapp_display_mode DEFAULT 'standalone'::miniflux.webapp_display_mode,
    entry_order miniflux.entry_sorting_order DEFAULT 'published_at'::miniflux.entry_sorting_order,
    default_reading_speed integer DEFAULT 265,
    cjk_reading_speed integer DEFAULT 500,
    default_home_page text DEFAULT 'unread'::text,
    categories_sorting_order text DEFAULT 'unread_count'::text NOT NULL,
    gesture_nav text DEFAULT 'tap'::text,
    mark_read_on_view boolean DEFAULT true,
    media_playback_rate numeric DEFAULT 1,
    block_filter_entry_rules text DEFAULT ''::text NOT NULL,
    keep_filter_entry_rules text DEFAULT ''::text NOT NULL,
    mark_read_on_media_player_completion boolean DEFAULT false,
    custom_js text DEFAULT ''::text NOT NULL,
    external_font_hosts text DEFAULT ''::text NOT NULL,
    always_open_external_links boolean DEFAULT false,
    open_external_links_in_new_tab boolean DEFAULT true
);

CREATE SEQUENCE miniflux.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE miniflux.users_id_seq OWNED BY miniflux.users.id;

CREATE TABLE miniflux.web_sessions (
    id text NOT NULL,
    secret_hash bytea NOT NULL,
    user_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    user_agent text DEFAULT ''::text NOT NULL,
    ip inet,
    state jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT web_sessions_state_check CHECK ((jsonb_typeof(state) = 'object'::text))
);

CREATE TABLE miniflux.webauthn_credentials (
    handle bytea NOT NULL,
    cred_id bytea NOT NULL,
    user_id integer NOT NULL,
    public_key bytea NOT NULL,
    attestation_type character varying(255) NOT NULL,
    aaguid bytea,
    sign_count bigint,
    clone_warning boolean,
    name text DEFAULT ''::text NOT NULL,
    added_on timestamp with time zone DEFAULT now(),
    last_seen_on timestamp with time zone DEFAULT now(),
    backup_eligible boolean,
    backup_state boolean DEFAULT false NOT NULL
);

ALTER TABLE ONLY miniflux.api_keys ALTER COLUMN id SET DEFAULT nextval('miniflux.api_keys_id_seq'::regclass);

ALTER TABLE ONLY miniflux.categories ALTER COLUMN id SET DEFAULT nextval('miniflux.categories_id_seq'::regclass);

ALTER TABLE ONLY miniflux.enclosures ALTER COLUMN id SET DEFAULT nextval('miniflux.enclosures_id_seq'::regclass);

ALTER TABLE ONLY miniflux.entries ALTER COLUMN id SET DEFAULT nextval('miniflux.entries_id_seq'::regclass);

ALTER TABLE ONLY miniflux.feeds ALTER COLUMN id SET DEFAULT nextval('miniflux.feeds_id_seq'::regclass);

ALTER TABLE ONLY miniflux.icons ALTER COLUMN id SET DEFAULT nextval('miniflux.icons_id_seq'::regclass);

ALTER TABLE ONLY miniflux.users ALTER COLUMN id SET DEFAULT nextval('miniflux.users_id_seq'::regclass);

ALTER TABLE ONLY miniflux.acme_cache
    ADD CONSTRAINT acme_cache_pkey PRIMARY KEY (key);

ALTER TABLE ONLY miniflux.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY miniflux.api_keys
    ADD CONSTRAINT api_keys_token_key UNIQUE (token);

ALTER TABLE ONLY miniflux.api_keys
    ADD CONSTRAINT api_keys_user_id_description_key UNIQUE (user_id, description);

ALTER TABLE ONLY miniflux.categories
    ADD CONSTRAINT categories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY miniflux.categories
    ADD CONSTRAINT categories_user_id_title_key UNIQUE (user_id, title);

ALTER TABLE ONLY miniflux.enclosures
    ADD CONSTRAINT enclosures_pkey PRIMARY KEY (id);

ALTER TABLE ONLY miniflux.entries
    ADD CONSTRAINT entries_feed_id_hash_key UNIQUE (feed_id, hash);

ALTER TABLE ONLY miniflux.entries
    ADD CONSTRAINT entries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY miniflux.entry_tombstones
    ADD CONSTRAINT entry_tombstones_pkey PRIMARY KEY (feed_id, hash);

ALTER TABLE ONLY miniflux.feed_icons
    ADD CONSTRAINT feed_icons_pkey PRIMARY KEY (feed_id, icon_id);

ALTER TABLE ONLY miniflux.feeds
    ADD CONSTRAINT feeds_pkey PRIMARY KEY (id);

ALTER TABLE ONLY miniflux.feeds
    ADD CONSTRAINT feeds_user_id_feed_url_key UNIQUE (user_id, feed_url);

ALTER TABLE ONLY miniflux.icons
    ADD CONSTRAINT icons_hash_key UNIQUE (hash);

ALTER TABLE ONLY miniflux.icons
    ADD CONSTRAINT icons_pkey PRIMARY KEY (id);

ALTER TABLE ONLY miniflux.integrations
    ADD CONSTRAINT integrations_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY miniflux.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY miniflux.users
    ADD CONSTRAINT users_username_key UNIQUE (username);

ALTER TABLE ONLY miniflux.web_sessions
    ADD CONSTRAINT web_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY miniflux.webauthn_credentials
    ADD CONSTRAINT webauthn_credentials_cred_id_key UNIQUE (cred_id);

ALTER TABLE ONLY miniflux.webauthn_credentials
    ADD CONSTRAINT webauthn_credentials_pkey PRIMARY KEY (handle);

CREATE INDEX document_vectors_idx ON miniflux.entries USING gin (document_vectors);

CREATE INDEX enclosures_entry_id_idx ON miniflux.enclosures USING btree (entry_id);

CREATE UNIQUE INDEX enclosures_user_entry_url_unique_idx ON miniflux.enclosures USING btree (user_id, entry_id, encode(sha256((url)::bytea), 'hex'::text));

CREATE INDEX entries_feed_id_status_hash_idx ON miniflux.entries USING btree (feed_id, status, hash);

CREATE INDEX entries_id_user_status_idx ON miniflux.entries USING btree (id, user_id, status);

CREATE UNIQUE INDEX entries_share_code_idx ON miniflux.entries USING btree (share_code) WHERE (share_code <> ''::text);

CREATE INDEX entries_user_feed_idx ON miniflux.entries USING btree (user_id, feed_id);

CREATE INDEX entries_user_id_status_starred_idx ON miniflux.entries USING btree (user_id, status, starred);

CREATE INDEX entries_user_status_changed_idx ON miniflux.entries USING btree (user_id, status, changed_at);

CREATE INDEX entries_user_status_changed_published_idx ON miniflux.entries USING btree (user_id, status, changed_at, published_at);

CREATE INDEX entries_user_status_created_idx ON miniflux.entries USING btree (user_id, status, created_at);

CREATE INDEX entries_user_status_feed_idx ON miniflux.entries USING btree (user_id, status, feed_id);

CREATE INDEX entries_user_status_published_idx ON miniflux.entries USING btree (user_id, status, published_at);

CREATE INDEX entry_tombstones_deleted_at_idx ON miniflux.entry_tombstones USING btree (deleted_at);

CREATE INDEX feeds_feed_id_hide_globally_idx ON miniflux.feeds USING btree (id, hide_globally);

CREATE INDEX feeds_user_category_idx ON miniflux.feeds USING btree (user_id, category_id);

CREATE UNIQUE INDEX icons_external_id_idx ON miniflux.icons USING btree (external_id) WHERE (external_id <> ''::text);

CREATE UNIQUE INDEX users_google_id_idx ON miniflux.users USING btree (google_id) WHERE (google_id <> ''::text);

CREATE UNIQUE INDEX users_openid_connect_id_idx ON miniflux.users USING btree (openid_connect_id) WHERE (openid_connect_id <> ''::text);

CREATE INDEX web_sessions_created_at_idx ON miniflux.web_sessions USING btree (created_at);

CREATE INDEX web_sessions_user_id_idx ON miniflux.web_sessions USING btree (user_id) WHERE (user_id IS NOT NULL);

ALTER TABLE ONLY miniflux.api_keys
    ADD CONSTRAINT api_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES miniflux.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.categories
    ADD CONSTRAINT categories_user_id_fkey FOREIGN KEY (user_id) REFERENCES miniflux.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.enclosures
    ADD CONSTRAINT enclosures_entry_id_fkey FOREIGN KEY (entry_id) REFERENCES miniflux.entries(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.enclosures
    ADD CONSTRAINT enclosures_user_id_fkey FOREIGN KEY (user_id) REFERENCES miniflux.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.entries
    ADD CONSTRAINT entries_feed_id_fkey FOREIGN KEY (feed_id) REFERENCES miniflux.feeds(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.entries
    ADD CONSTRAINT entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES miniflux.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.entry_tombstones
    ADD CONSTRAINT entry_tombstones_feed_id_fkey FOREIGN KEY (feed_id) REFERENCES miniflux.feeds(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.feed_icons
    ADD CONSTRAINT feed_icons_feed_id_fkey FOREIGN KEY (feed_id) REFERENCES miniflux.feeds(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.feed_icons
    ADD CONSTRAINT feed_icons_icon_id_fkey FOREIGN KEY (icon_id) REFERENCES miniflux.icons(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.feeds
    ADD CONSTRAINT feeds_category_id_fkey FOREIGN KEY (category_id) REFERENCES miniflux.categories(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.feeds
    ADD CONSTRAINT feeds_user_id_fkey FOREIGN KEY (user_id) REFERENCES miniflux.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.integrations
    ADD CONSTRAINT integrations_user_id_fkey FOREIGN KEY (user_id) REFERENCES miniflux.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.web_sessions
    ADD CONSTRAINT web_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES miniflux.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY miniflux.webauthn_credentials
    ADD CONSTRAINT webauthn_credentials_user_id_fkey FOREIGN KEY (user_id) REFERENCES miniflux.users(id) ON DELETE CASCADE;


`,
  cleans: [
    {
      table: "miniflux.entries",
      clock: "created_at",
      retention:
        "CLEANUP_ARCHIVE_READ_DAYS, default 60d, for read entries; CLEANUP_ARCHIVE_UNREAD_DAYS, default 180d, for unread ones (internal/config/options.go:134-142); batches of CLEANUP_ARCHIVE_BATCH_SIZE (10,000)",
      source: "internal/storage/entry.go:386",
      note: "status read or unread (not removed), starred false, share_code empty; each deleted entry leaves a row in entry_tombstones (feed_id, hash); its enclosures go by ON DELETE CASCADE. Called from internal/cli/cleanup_tasks.go:26,39",
    },
    {
      table: "miniflux.web_sessions",
      clock: "created_at",
      retention: "CLEANUP_REMOVE_SESSIONS_DAYS, default 30d (internal/config/options.go:152-155)",
      source: "internal/storage/web_session.go:232",
      note: "called from internal/cli/cleanup_tasks.go:17",
    },
  ],
  shouldAsk: [
    {
      table: "miniflux.entry_tombstones",
      why: "a row per deleted entry (feed_id, hash, deleted_at), never pruned",
    },
    {
      table: "miniflux.webauthn_credentials",
      why: "passkeys with last_seen_on, never expired",
    },
  ],
  neverDelete: [
    "miniflux.users",
    "miniflux.feeds",
    "miniflux.categories",
    "miniflux.integrations",
    "miniflux.api_keys",
    "miniflux.feed_icons",
    "miniflux.icons",
    "miniflux.enclosures",
    "miniflux.acme_cache",
    "miniflux.schema_version",
  ],
};
