// feedbin: Feedbin, a Rails feed reader (substitute for Discourse/Chatwoot, whose repositories are over the fetch size limit)
// Written for the init corpus from the application's own schema and cleanup code; see the header of schemaSql.

import type { CorpusApp } from "../types.js";

const schemaSql = `-- Feedbin (feedbin/feedbin @ 9bfc9f684afdc68b6c9bbd0d96e4a8e783608bf4), from db/structure.sql.
-- All 41 application tables, with their column types, defaults, NOT NULLs, primary keys, unique and
-- expression indexes and the foreign keys the dump declares (most Feedbin relations have no FK).
-- The app uses public; here its tables live in schema feedbin. hstore and uuid-ossp are extensions the
-- dump creates in public (users.settings and supported_sharing_services.settings are hstore;
-- authentication_tokens.uuid defaults to uuid_generate_v4()).
CREATE EXTENSION IF NOT EXISTS hstore WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA public;
CREATE SCHEMA feedbin;
SET search_path TO feedbin, public;
CREATE TABLE account_migration_items (
  id bigserial NOT NULL,
  account_migration_id bigint NOT NULL,
  status bigint DEFAULT 0 NOT NULL,
  data jsonb DEFAULT '{}'::jsonb,
  message text,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT account_migration_items_pkey PRIMARY KEY (id)
);
CREATE INDEX index_account_migration_items_on_account_migration_id ON account_migration_items USING btree (account_migration_id);

CREATE TABLE account_migrations (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  api_token text NOT NULL,
  status bigint DEFAULT 0 NOT NULL,
  data jsonb DEFAULT '{}'::jsonb,
  message text,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT account_migrations_pkey PRIMARY KEY (id)
);
CREATE INDEX index_account_migrations_on_user_id ON account_migrations USING btree (user_id);

CREATE TABLE actions (
  id bigserial NOT NULL,
  user_id bigint,
  query text,
  actions text[] DEFAULT '{}'::text[],
  feed_ids text[] DEFAULT '{}'::text[],
  all_feeds boolean DEFAULT false,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  title text,
  tag_ids bigint[] DEFAULT '{}'::bigint[],
  action_type bigint DEFAULT 0,
  computed_feed_ids bigint[] DEFAULT '{}'::bigint[],
  status bigint DEFAULT 0,
  CONSTRAINT actions_pkey PRIMARY KEY (id)
);
CREATE INDEX index_actions_on_user_id ON actions USING btree (user_id);

CREATE TABLE app_store_notifications (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  original_transaction_id text NOT NULL,
  notification_id uuid NOT NULL,
  notification_type text NOT NULL,
  subtype text,
  version text NOT NULL,
  processed_at timestamp(6) without time zone,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  data jsonb NOT NULL,
  CONSTRAINT app_store_notifications_pkey PRIMARY KEY (id)
);
CREATE INDEX index_app_store_notifications_on_original_transaction_id ON app_store_notifications USING btree (original_transaction_id);
CREATE INDEX index_app_store_notifications_on_user_id ON app_store_notifications USING btree (user_id);
CREATE UNIQUE INDEX index_app_store_notifications_on_notification_id ON app_store_notifications USING btree (notification_id);

CREATE TABLE attribute_changes (
  id bigserial NOT NULL,
  trackable_type character varying,
  trackable_id bigint,
  name text,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT attribute_changes_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX index_attribute_changes_on_trackable_and_name ON attribute_changes USING btree (trackable_id, trackable_type, name);

CREATE TABLE authentication_tokens (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  token text NOT NULL,
  purpose integer NOT NULL,
  data jsonb DEFAULT '{}'::jsonb,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  active boolean DEFAULT true NOT NULL,
  uuid uuid DEFAULT uuid_generate_v4() NOT NULL,
  CONSTRAINT authentication_tokens_pkey PRIMARY KEY (id)
);
CREATE INDEX index_authentication_tokens_on_purpose_and_token_and_active ON authentication_tokens USING btree (purpose, token, active);
CREATE INDEX index_authentication_tokens_on_user_id ON authentication_tokens USING btree (user_id);
CREATE INDEX index_authentication_tokens_on_uuid ON authentication_tokens USING btree (uuid);
CREATE UNIQUE INDEX index_authentication_tokens_on_purpose_and_token ON authentication_tokens USING btree (purpose, token);

CREATE TABLE billing_events (
  id bigserial NOT NULL,
  details text,
  event_type character varying(255),
  billable_id bigint,
  billable_type character varying(255),
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  event_id character varying(255),
  info json,
  CONSTRAINT billing_events_pkey PRIMARY KEY (id)
);
CREATE INDEX index_billing_events_on_billable_id_and_billable_type ON billing_events USING btree (billable_id, billable_type);
CREATE UNIQUE INDEX index_billing_events_on_event_id ON billing_events USING btree (event_id);

CREATE TABLE coupons (
  id bigserial NOT NULL,
  user_id bigint,
  coupon_code character varying(255),
  sent_to character varying(255),
  redeemed boolean DEFAULT false,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  CONSTRAINT coupons_pkey PRIMARY KEY (id)
);
CREATE INDEX index_coupons_on_user_id ON coupons USING btree (user_id);

CREATE TABLE deleted_users (
  id bigserial NOT NULL,
  email text,
  customer_id text,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  original_user_id bigint,
  CONSTRAINT deleted_users_pkey PRIMARY KEY (id)
);
CREATE INDEX index_deleted_users_on_email ON deleted_users USING btree (email);

CREATE TABLE devices (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  token text NOT NULL,
  model text,
  device_type bigint NOT NULL,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  application text,
  operating_system text,
  active boolean DEFAULT true,
  data jsonb DEFAULT '{}'::jsonb,
  CONSTRAINT devices_pkey PRIMARY KEY (id)
);
CREATE INDEX index_devices_on_user_id ON devices USING btree (user_id);
CREATE UNIQUE INDEX index_devices_on_lower_tokens ON devices USING btree (lower(token));

CREATE TABLE discovered_feeds (
  id bigserial NOT NULL,
  title text,
  site_url text,
  feed_url text,
  host text,
  verified_at timestamp(6) without time zone,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT discovered_feeds_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX index_discovered_feeds_on_site_url_and_feed_url ON discovered_feeds USING btree (site_url, feed_url);

CREATE TABLE embeds (
  id bigserial NOT NULL,
  provider_id text NOT NULL,
  parent_id text,
  source integer NOT NULL,
  data jsonb NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT embeds_pkey PRIMARY KEY (id)
);
CREATE INDEX index_embeds_on_parent_id ON embeds USING btree (parent_id);
CREATE UNIQUE INDEX index_embeds_on_source_and_provider_id ON embeds USING btree (source, provider_id);

CREATE TABLE entries (
  id bigserial NOT NULL,
  feed_id bigint,
  title text,
  url text,
  author text,
  summary text,
  content text,
  published timestamp without time zone,
  updated timestamp without time zone,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  entry_id text,
  public_id character varying(255),
  old_public_id character varying(255),
  starred_entries_count bigint DEFAULT 0 NOT NULL,
  data json,
  original json,
  source text,
  image_url text,
  processed_image_url text,
  image json,
  recently_played_entries_count bigint DEFAULT 0,
  thread_id bigint,
  settings jsonb,
  main_tweet_id text,
  queued_entries_count bigint DEFAULT 0 NOT NULL,
  fingerprint uuid,
  guid uuid,
  provider bigint,
  provider_id text,
  provider_parent_id text,
  chapters jsonb,
  categories jsonb,
  CONSTRAINT entries_pkey PRIMARY KEY (id)
);
CREATE INDEX index_entries_on_feed_id_include_id_published_created_at ON entries USING btree (feed_id) INCLUDE (id, published, created_at);
CREATE INDEX index_entries_on_main_tweet_id ON entries USING btree (main_tweet_id) WHERE (main_tweet_id IS NOT NULL);
CREATE INDEX index_entries_on_provider_and_provider_id ON entries USING btree (provider, provider_id) WHERE ((provider IS NOT NULL) AND (provider_id IS NOT NULL));
CREATE INDEX index_entries_on_thread_id ON entries USING btree (thread_id) WHERE (thread_id IS NOT NULL);
CREATE UNIQUE INDEX index_entries_on_public_id ON entries USING btree (public_id);

CREATE TABLE favicons (
  id bigserial NOT NULL,
  host text,
  favicon text,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  data json,
  url character varying,
  CONSTRAINT favicons_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX index_favicons_on_host ON favicons USING btree (host);

CREATE TABLE feed_stats (
  id bigserial NOT NULL,
  feed_id bigint,
  day date,
  entries_count bigint DEFAULT 0,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  CONSTRAINT feed_stats_pkey PRIMARY KEY (id)
);
CREATE INDEX index_feed_stats_on_feed_id ON feed_stats USING btree (feed_id);
CREATE INDEX index_feed_stats_on_feed_id_and_day ON feed_stats USING btree (feed_id, day);

CREATE TABLE feeds (
  id bigserial NOT NULL,
  title text,
  feed_url text,
  site_url text,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  subscriptions_count bigint DEFAULT 0 NOT NULL,
  protected boolean DEFAULT false,
  push_expiration timestamp without time zone,
  last_published_entry timestamp without time zone,
  host text,
  self_url text,
  feed_type bigint DEFAULT 0,
  active boolean DEFAULT true,
  options json,
  hubs text[],
  settings jsonb,
  standalone_request_at timestamp(6) without time zone,
  last_change_check timestamp(6) without time zone,
  crawl_data jsonb,
  redirected_to text,
  CONSTRAINT feeds_pkey PRIMARY KEY (id)
);
CREATE INDEX index_feeds_on_active ON feeds USING btree (active);
CREATE INDEX index_feeds_on_feed_type ON feeds USING btree (feed_type);
CREATE INDEX index_feeds_on_host ON feeds USING btree (host);
CREATE INDEX index_feeds_on_hubs ON feeds USING btree (hubs) WHERE (hubs IS NOT NULL);
CREATE INDEX index_feeds_on_last_published_entry ON feeds USING btree (last_published_entry);
CREATE INDEX index_feeds_on_push_expiration ON feeds USING btree (push_expiration) WHERE (push_expiration IS NOT NULL);
CREATE INDEX index_feeds_on_redirected_to ON feeds USING btree (redirected_to) WHERE (redirected_to IS NOT NULL);
CREATE INDEX index_feeds_on_standalone_request_at ON feeds USING btree (standalone_request_at DESC) WHERE (standalone_request_at IS NOT NULL);
CREATE UNIQUE INDEX index_feeds_on_feed_url ON feeds USING btree (feed_url);

CREATE TABLE import_items (
  id bigserial NOT NULL,
  import_id bigint,
  details text,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  item_type character varying(255),
  status bigint DEFAULT 0 NOT NULL,
  error jsonb,
  site_url text,
  host text,
  CONSTRAINT import_items_pkey PRIMARY KEY (id)
);
CREATE INDEX index_import_items_on_import_id ON import_items USING btree (import_id);
CREATE INDEX index_import_items_on_import_id_and_status ON import_items USING btree (import_id, status);

CREATE TABLE imports (
  id bigserial NOT NULL,
  user_id bigint,
  complete boolean DEFAULT false,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  upload character varying(255),
  filename text,
  CONSTRAINT imports_pkey PRIMARY KEY (id)
);

CREATE TABLE in_app_purchases (
  id bigserial NOT NULL,
  user_id bigint,
  transaction_id text,
  purchase_date timestamp without time zone,
  receipt json,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  response json,
  CONSTRAINT in_app_purchases_pkey PRIMARY KEY (id)
);
CREATE INDEX index_in_app_purchases_on_user_id ON in_app_purchases USING btree (user_id);
CREATE UNIQUE INDEX index_in_app_purchases_on_transaction_id ON in_app_purchases USING btree (transaction_id);

CREATE TABLE newsletter_senders (
  id bigserial NOT NULL,
  feed_id bigint NOT NULL,
  active boolean DEFAULT true NOT NULL,
  token text NOT NULL,
  full_token text NOT NULL,
  email text NOT NULL,
  name text,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT newsletter_senders_pkey PRIMARY KEY (id)
);
CREATE INDEX index_newsletter_senders_on_token ON newsletter_senders USING btree (token);
CREATE UNIQUE INDEX index_newsletter_senders_on_feed_id ON newsletter_senders USING btree (feed_id);

CREATE TABLE oauth_servers (
  id bigserial NOT NULL,
  host text NOT NULL,
  data jsonb DEFAULT '{}'::jsonb NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT oauth_servers_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX index_oauth_servers_on_host ON oauth_servers USING btree (host);

CREATE TABLE plans (
  id bigserial NOT NULL,
  stripe_id character varying(255),
  name character varying(255),
  price numeric,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  price_tier bigint,
  CONSTRAINT plans_pkey PRIMARY KEY (id)
);

CREATE TABLE playlists (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  title text NOT NULL,
  sort_order bigint DEFAULT 0 NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT playlists_pkey PRIMARY KEY (id)
);
CREATE INDEX index_playlists_on_user_id ON playlists USING btree (user_id);
CREATE UNIQUE INDEX index_playlists_on_user_id_and_title ON playlists USING btree (user_id, title);

CREATE TABLE podcast_subscriptions (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  feed_id bigint NOT NULL,
  status bigint DEFAULT 0 NOT NULL,
  title text,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  playlist_id bigint,
  download_filter character varying,
  download_filter_type bigint DEFAULT 0 NOT NULL,
  chapter_filter character varying,
  chapter_filter_type bigint DEFAULT 1 NOT NULL,
  CONSTRAINT podcast_subscriptions_pkey PRIMARY KEY (id)
);
CREATE INDEX index_podcast_subscriptions_on_feed_id ON podcast_subscriptions USING btree (feed_id);
CREATE INDEX index_podcast_subscriptions_on_user_id ON podcast_subscriptions USING btree (user_id);
CREATE UNIQUE INDEX index_podcast_subscriptions_on_user_id_and_feed_id ON podcast_subscriptions USING btree (user_id, feed_id);

CREATE TABLE queued_entries (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  entry_id bigint NOT NULL,
  feed_id bigint NOT NULL,
  "order" bigint DEFAULT date_part('epoch'::text, now()) NOT NULL,
  progress bigint DEFAULT 0 NOT NULL,
  duration bigint DEFAULT 0 NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  playlist_id bigint,
  skipped_chapters jsonb DEFAULT '[]'::jsonb NOT NULL,
  CONSTRAINT queued_entries_pkey PRIMARY KEY (id)
);
CREATE INDEX index_queued_entries_on_entry_id ON queued_entries USING btree (entry_id);
CREATE INDEX index_queued_entries_on_feed_id ON queued_entries USING btree (feed_id);
CREATE INDEX index_queued_entries_on_user_id ON queued_entries USING btree (user_id);
CREATE INDEX index_queued_entries_on_user_id_and_order ON queued_entries USING btree (user_id, "order");
CREATE UNIQUE INDEX index_queued_entries_on_user_id_and_entry_id ON queued_entries USING btree (user_id, entry_id);

CREATE TABLE recently_played_entries (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  entry_id bigint NOT NULL,
  progress bigint DEFAULT 0 NOT NULL,
  duration bigint DEFAULT 0 NOT NULL,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  CONSTRAINT recently_played_entries_pkey PRIMARY KEY (id)
);
CREATE INDEX index_recently_played_entries_on_entry_id ON recently_played_entries USING btree (entry_id);
CREATE INDEX index_recently_played_entries_on_user_id ON recently_played_entries USING btree (user_id);
CREATE INDEX index_recently_played_entries_on_user_id_and_created_at ON recently_played_entries USING btree (user_id, created_at);
CREATE UNIQUE INDEX index_recently_played_entries_on_user_id_and_entry_id ON recently_played_entries USING btree (user_id, entry_id);

CREATE TABLE recently_read_entries (
  id bigserial NOT NULL,
  user_id bigint,
  entry_id bigint,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  CONSTRAINT recently_read_entries_pkey PRIMARY KEY (id)
);
CREATE INDEX index_recently_read_entries_on_created_at ON recently_read_entries USING btree (created_at);
CREATE INDEX index_recently_read_entries_on_entry_id ON recently_read_entries USING btree (entry_id);
CREATE INDEX index_recently_read_entries_on_user_id ON recently_read_entries USING btree (user_id);
CREATE INDEX index_recently_read_entries_on_user_id_and_id ON recently_read_entries USING btree (user_id, id DESC);
CREATE UNIQUE INDEX index_recently_read_entries_on_user_id_and_entry_id ON recently_read_entries USING btree (user_id, entry_id);

CREATE TABLE remote_files (
  id bigserial NOT NULL,
  fingerprint uuid NOT NULL,
  original_url text NOT NULL,
  storage_url text NOT NULL,
  data jsonb DEFAULT '{}'::jsonb,
  settings jsonb DEFAULT '{}'::jsonb,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  CONSTRAINT remote_files_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX index_remote_files_on_fingerprint ON remote_files USING btree (fingerprint);

CREATE TABLE saved_searches (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  name text NOT NULL,
  query text,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  CONSTRAINT saved_searches_pkey PRIMARY KEY (id)
);
CREATE INDEX index_saved_searches_on_user_id ON saved_searches USING btree (user_id);

CREATE TABLE sharing_services (
  id bigserial NOT NULL,
  user_id bigint,
  label text,
  url text,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  CONSTRAINT sharing_services_pkey PRIMARY KEY (id)
);
CREATE INDEX index_sharing_services_on_user_id ON sharing_services USING btree (user_id);

CREATE TABLE starred_entries (
  id bigserial NOT NULL,
  user_id bigint,
  feed_id bigint,
  entry_id bigint,
  published timestamp without time zone,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  source text,
  CONSTRAINT starred_entries_pkey PRIMARY KEY (id)
);
CREATE INDEX index_starred_entries_on_entry_id ON starred_entries USING btree (entry_id);
CREATE INDEX index_starred_entries_on_feed_id ON starred_entries USING btree (feed_id);
CREATE INDEX index_starred_entries_on_published ON starred_entries USING btree (published);
CREATE INDEX index_starred_entries_on_user_id ON starred_entries USING btree (user_id);
CREATE UNIQUE INDEX index_starred_entries_on_user_id_and_entry_id ON starred_entries USING btree (user_id, entry_id);

CREATE TABLE subscriptions (
  id bigserial NOT NULL,
  user_id bigint,
  feed_id bigint,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  title text,
  view_inline boolean DEFAULT false,
  active boolean DEFAULT true,
  push boolean DEFAULT false,
  show_updates boolean DEFAULT true,
  muted boolean DEFAULT false,
  show_retweets boolean DEFAULT true,
  media_only boolean DEFAULT false,
  kind bigint DEFAULT 0,
  view_mode bigint DEFAULT 0,
  show_status bigint DEFAULT 0 NOT NULL,
  fix_status bigint DEFAULT 0,
  CONSTRAINT subscriptions_pkey PRIMARY KEY (id)
);
CREATE INDEX index_subscriptions_on_created_at ON subscriptions USING btree (created_at);
CREATE INDEX index_subscriptions_on_feed_id ON subscriptions USING btree (feed_id);
CREATE INDEX index_subscriptions_on_feed_id_and_active_and_muted ON subscriptions USING btree (feed_id, active, muted);
CREATE INDEX index_subscriptions_on_kind ON subscriptions USING btree (kind);
CREATE INDEX index_subscriptions_on_media_only ON subscriptions USING btree (media_only);
CREATE INDEX index_subscriptions_on_show_retweets ON subscriptions USING btree (show_retweets);
CREATE INDEX index_subscriptions_on_show_status ON subscriptions USING btree (show_status);
CREATE INDEX index_subscriptions_on_updates ON subscriptions USING btree (feed_id, active, muted, show_updates);
CREATE INDEX index_subscriptions_on_user_id ON subscriptions USING btree (user_id);
CREATE UNIQUE INDEX index_subscriptions_on_user_id_and_feed_id ON subscriptions USING btree (user_id, feed_id);

CREATE TABLE suggested_categories (
  id bigserial NOT NULL,
  name text,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  CONSTRAINT suggested_categories_pkey PRIMARY KEY (id)
);

CREATE TABLE suggested_feeds (
  id bigserial NOT NULL,
  suggested_category_id bigint,
  feed_id bigint,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  CONSTRAINT suggested_feeds_pkey PRIMARY KEY (id)
);
CREATE INDEX index_suggested_feeds_on_feed_id ON suggested_feeds USING btree (feed_id);
CREATE INDEX index_suggested_feeds_on_suggested_category_id ON suggested_feeds USING btree (suggested_category_id);

CREATE TABLE supported_sharing_services (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  service_id character varying(255) NOT NULL,
  settings hstore,
  service_options json,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  status bigint DEFAULT 0 NOT NULL,
  CONSTRAINT supported_sharing_services_pkey PRIMARY KEY (id)
);
CREATE INDEX index_supported_sharing_services_on_user_id ON supported_sharing_services USING btree (user_id);
CREATE UNIQUE INDEX index_supported_sharing_services_on_user_id_and_service_id ON supported_sharing_services USING btree (user_id, service_id);

CREATE TABLE taggings (
  id bigserial NOT NULL,
  feed_id bigint,
  user_id bigint,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  tag_id bigint,
  CONSTRAINT taggings_pkey PRIMARY KEY (id)
);
CREATE INDEX index_taggings_on_tag_id ON taggings USING btree (tag_id);
CREATE INDEX index_taggings_on_user_id ON taggings USING btree (user_id);
CREATE INDEX index_taggings_on_user_id_and_feed_id ON taggings USING btree (user_id, feed_id);
CREATE INDEX index_taggings_on_user_id_and_tag_id ON taggings USING btree (user_id, tag_id);

CREATE TABLE tags (
  id bigserial NOT NULL,
  name character varying(255),
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  CONSTRAINT tags_pkey PRIMARY KEY (id)
);
CREATE INDEX index_tags_on_name ON tags USING btree (name);

CREATE TABLE twitter_users (
  id bigserial NOT NULL,
  screen_name text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamp(6) without time zone NOT NULL,
  updated_at timestamp(6) without time zone NOT NULL,
  profile_image_url text,
  CONSTRAINT twitter_users_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX index_twitter_users_on_lower_screen_name ON twitter_users USING btree (lower(screen_name));

CREATE TABLE unreads (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  feed_id bigint NOT NULL,
  entry_id bigint NOT NULL,
  published timestamp without time zone NOT NULL,
  entry_created_at timestamp without time zone NOT NULL,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  CONSTRAINT unreads_pkey PRIMARY KEY (id)
);
CREATE INDEX index_unreads_on_entry_id ON unreads USING btree (entry_id);
CREATE INDEX index_unreads_on_feed_id ON unreads USING btree (feed_id);
CREATE INDEX index_unreads_on_user_id ON unreads USING btree (user_id);
CREATE INDEX index_unreads_on_user_id_and_created_at ON unreads USING btree (user_id, created_at);
CREATE INDEX index_unreads_on_user_id_and_feed_id_and_published ON unreads USING btree (user_id, feed_id, published);
CREATE INDEX index_unreads_on_user_id_and_published ON unreads USING btree (user_id, published);
CREATE UNIQUE INDEX index_unreads_on_user_id_and_entry_id ON unreads USING btree (user_id, entry_id);

CREATE TABLE updated_entries (
  id bigserial NOT NULL,
  user_id bigint,
  entry_id bigint,
  feed_id bigint,
  published timestamp without time zone,
  updated timestamp without time zone,
  created_at timestamp without time zone,
  updated_at timestamp without time zone,
  CONSTRAINT updated_entries_pkey PRIMARY KEY (id)
);
CREATE INDEX index_updated_entries_on_entry_id ON updated_entries USING btree (entry_id);
CREATE INDEX index_updated_entries_on_feed_id ON updated_entries USING btree (feed_id);
CREATE INDEX index_updated_entries_on_user_id ON updated_entries USING btree (user_id);
CREATE UNIQUE INDEX index_updated_entries_on_user_id_and_entry_id ON updated_entries USING btree (user_id, entry_id);

CREATE TABLE users (
  id bigserial NOT NULL,
  email character varying(255),
  password_digest character varying(255),
  customer_id character varying(255),
  last_4_digits character varying(255),
  plan_id bigint,
  admin boolean DEFAULT false,
  suspended boolean DEFAULT false,
  created_at timestamp without time zone NOT NULL,
  updated_at timestamp without time zone NOT NULL,
  auth_token character varying(255),
  password_reset_token character varying(255),
  password_reset_sent_at timestamp without time zone,
  settings hstore,
  starred_token character varying(255),
  inbound_email_token character varying(255),
  tag_visibility json DEFAULT '{}'::json,
  expires_at timestamp without time zone,
  newsletter_token character varying,
  price_tier bigint,
  page_token character varying,
  twitter_auth_failures bigint,
  CONSTRAINT users_pkey PRIMARY KEY (id)
);
CREATE INDEX index_users_on_expires_at ON users USING btree (expires_at);
CREATE INDEX index_users_on_twitter_auth_failures ON users USING btree (twitter_auth_failures);
CREATE UNIQUE INDEX index_users_on_auth_token ON users USING btree (auth_token);
CREATE UNIQUE INDEX index_users_on_customer_id ON users USING btree (customer_id);
CREATE UNIQUE INDEX index_users_on_inbound_email_token ON users USING btree (inbound_email_token);
CREATE UNIQUE INDEX index_users_on_lower_email ON users USING btree (lower((email)::text));
CREATE UNIQUE INDEX index_users_on_newsletter_token ON users USING btree (newsletter_token);
CREATE UNIQUE INDEX index_users_on_page_token ON users USING btree (page_token);
CREATE UNIQUE INDEX index_users_on_password_reset_token ON users USING btree (password_reset_token);
CREATE UNIQUE INDEX index_users_on_starred_token ON users USING btree (starred_token);

ALTER TABLE authentication_tokens ADD CONSTRAINT fk_rails_ad331ebb27 FOREIGN KEY (user_id) REFERENCES users(id);
ALTER TABLE newsletter_senders ADD CONSTRAINT fk_rails_1aa815fea5 FOREIGN KEY (feed_id) REFERENCES feeds(id);
ALTER TABLE playlists ADD CONSTRAINT fk_rails_d67ef1eb45 FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE podcast_subscriptions ADD CONSTRAINT fk_rails_146c1d2d35 FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE podcast_subscriptions ADD CONSTRAINT fk_rails_4bb4824ec6 FOREIGN KEY (feed_id) REFERENCES feeds(id) ON DELETE CASCADE;
ALTER TABLE queued_entries ADD CONSTRAINT fk_rails_83978fda52 FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE queued_entries ADD CONSTRAINT fk_rails_9556652818 FOREIGN KEY (entry_id) REFERENCES entries(id) ON DELETE CASCADE;
ALTER TABLE unreads ADD CONSTRAINT fk_rails_90f07702a3 FOREIGN KEY (entry_id) REFERENCES entries(id) ON DELETE CASCADE;
RESET search_path;
`;

const dataSql = `-- Rows shaped as Feedbin writes them (timestamps without time zone, UTC wall clock).
INSERT INTO feedbin.plans (id, stripe_id, name, price, created_at, updated_at, price_tier) VALUES
  (1, 'basic-monthly-3', 'Monthly', 5, now() - interval '900 days', now() - interval '900 days', 3),
  (2, 'basic-yearly-3', 'Yearly', 50, now() - interval '900 days', now() - interval '900 days', 3),
  (3, 'trial', 'Trial', 0, now() - interval '900 days', now() - interval '900 days', 3),
  (4, 'timed', 'Prepaid', 0, now() - interval '900 days', now() - interval '900 days', 3);

INSERT INTO feedbin.users (id, email, password_digest, customer_id, last_4_digits, plan_id, admin, suspended, created_at, updated_at,
                           auth_token, password_reset_token, password_reset_sent_at, settings, starred_token, inbound_email_token,
                           expires_at, newsletter_token, price_tier, page_token)
SELECT g, 'reader' || g || '@example.com', '$2a$12$' || md5(g::text), 'cus_' || md5('c' || g), lpad((g * 37 % 10000)::text, 4, '0'),
       1 + g % 4, g = 1, g % 17 = 0,
       now() - (g * 9 || ' days')::interval, now() - (g % 20 || ' days')::interval,
       md5('auth' || g), CASE WHEN g % 6 = 0 THEN md5('reset' || g) END,
       CASE WHEN g % 6 = 0 THEN now() - (g % 30 || ' days')::interval END,
       'entry_sort=>DESC, font_size=>5'::hstore, md5('star' || g), md5('inbound' || g),
       CASE WHEN 1 + g % 4 IN (3, 4) THEN now() + ((g % 40) - 20 || ' days')::interval END,
       md5('nl' || g), 3, md5('page' || g)
FROM generate_series(1, 60) g;

INSERT INTO feedbin.feeds (id, title, feed_url, site_url, created_at, updated_at, subscriptions_count, protected, push_expiration,
                           last_published_entry, host, feed_type, active, hubs, settings, standalone_request_at, last_change_check)
SELECT g, 'Feed ' || g, 'https://site' || g || '.example.org/feed.xml', 'https://site' || g || '.example.org/',
       now() - (g * 11 || ' days')::interval, now() - (g % 5 || ' hours')::interval, g % 7, g % 25 = 0,
       CASE WHEN g % 3 = 0 THEN now() + (g % 9 || ' days')::interval END,
       now() - (g % 45 || ' days')::interval, 'site' || g || '.example.org', 0, true,
       CASE WHEN g % 3 = 0 THEN ARRAY['https://pubsubhubbub.appspot.com/'] END, '{}'::jsonb,
       CASE WHEN g % 30 = 0 THEN now() - interval '3 days' END, now() - (g % 12 || ' hours')::interval
FROM generate_series(1, 40) g;

INSERT INTO feedbin.subscriptions (id, user_id, feed_id, created_at, updated_at, title, active, push, show_updates, muted)
SELECT g, 1 + (g - 1) % 60, 1 + ((g - 1) % 60 + 17 * ((g - 1) / 60)) % 40, now() - (g * 2 || ' days')::interval, now() - (g % 10 || ' days')::interval,
       CASE WHEN g % 4 = 0 THEN 'Renamed ' || g END, g % 13 <> 0, g % 5 = 0, true, g % 19 = 0
FROM generate_series(1, 150) g;

INSERT INTO feedbin.entries (id, feed_id, title, url, author, summary, content, published, updated, created_at, updated_at,
                             entry_id, public_id, starred_entries_count, recently_played_entries_count, queued_entries_count, fingerprint)
SELECT g, 1 + g % 40, 'Entry ' || g, 'https://site' || (1 + g % 40) || '.example.org/posts/' || g, 'Author ' || g % 9,
       'Summary of entry ' || g, '<p>Body of entry ' || g || '</p>',
       now() - (g * 0.6 || ' days')::interval, CASE WHEN g % 8 = 0 THEN now() - (g * 0.5 || ' days')::interval END,
       now() - (g * 0.6 || ' days')::interval + interval '7 minutes', now() - (g * 0.6 || ' days')::interval + interval '7 minutes',
       'urn:entry:' || g, md5('pub' || g), CASE WHEN g % 23 = 0 THEN 1 ELSE 0 END, 0, 0, md5('fp' || g)::uuid
FROM generate_series(1, 400) g;

INSERT INTO feedbin.feed_stats (feed_id, day, entries_count, created_at, updated_at)
SELECT 1 + g % 40, (now() - (g / 2 || ' days')::interval)::date, g % 6, now() - (g / 2 || ' days')::interval, now() - (g / 2 || ' days')::interval
FROM generate_series(1, 300) g;

INSERT INTO feedbin.unreads (user_id, feed_id, entry_id, published, entry_created_at, created_at, updated_at)
SELECT 1 + g % 60, 1 + g % 40, g, now() - (g * 0.6 || ' days')::interval, now() - (g * 0.6 || ' days')::interval,
       now() - (g * 0.6 || ' days')::interval + interval '8 minutes', now() - (g * 0.6 || ' days')::interval + interval '8 minutes'
FROM generate_series(1, 400, 2) g;

INSERT INTO feedbin.starred_entries (user_id, feed_id, entry_id, published, created_at, updated_at, source)
SELECT 1 + g % 60, 1 + g % 40, g, now() - (g * 0.6 || ' days')::interval, now() - (g * 0.5 || ' days')::interval,
       now() - (g * 0.5 || ' days')::interval, NULL
FROM generate_series(23, 400, 23) g;

INSERT INTO feedbin.recently_read_entries (user_id, entry_id, created_at, updated_at)
SELECT 1 + g % 60, g, now() - (g * 0.55 || ' days')::interval, now() - (g * 0.55 || ' days')::interval
FROM generate_series(1, 400, 3) g;

INSERT INTO feedbin.recently_played_entries (user_id, entry_id, progress, duration, created_at, updated_at)
SELECT 1 + g % 60, g, g * 13 % 1800, 1800, now() - (g * 0.5 || ' days')::interval, now() - (g * 0.4 || ' days')::interval
FROM generate_series(5, 400, 20) g;

INSERT INTO feedbin.updated_entries (user_id, entry_id, feed_id, published, updated, created_at, updated_at)
SELECT 1 + g % 60, g, 1 + g % 40, now() - (g * 0.6 || ' days')::interval, now() - (g * 0.5 || ' days')::interval,
       now() - (g * 0.5 || ' days')::interval, now() - (g * 0.5 || ' days')::interval
FROM generate_series(8, 400, 8) g;

INSERT INTO feedbin.tags (id, name, created_at, updated_at)
SELECT g, 'tag' || g, now() - (g * 20 || ' days')::interval, now() - (g * 20 || ' days')::interval FROM generate_series(1, 12) g;

INSERT INTO feedbin.taggings (feed_id, user_id, created_at, updated_at, tag_id)
SELECT 1 + g % 40, 1 + g % 60, now() - (g || ' days')::interval, now() - (g || ' days')::interval, 1 + g % 12
FROM generate_series(1, 80) g;

INSERT INTO feedbin.authentication_tokens (user_id, token, purpose, data, created_at, updated_at, active)
SELECT 1 + g % 60, md5('tok' || g), g % 3, '{}'::jsonb, now() - (g * 4 || ' days')::interval, now() - (g * 2 || ' days')::interval, g % 5 <> 0
FROM generate_series(1, 90) g;

INSERT INTO feedbin.devices (user_id, token, model, device_type, created_at, updated_at, application, operating_system, active, data)
SELECT 1 + g % 60, md5('device' || g), CASE WHEN g % 2 = 0 THEN 'iPhone15,2' ELSE 'iPad13,4' END, g % 2,
       now() - (g * 6 || ' days')::interval, now() - (g || ' days')::interval, 'Feedbin', 'iOS 17.' || g % 5, g % 7 <> 0, '{}'::jsonb
FROM generate_series(1, 45) g;

INSERT INTO feedbin.billing_events (details, event_type, billable_id, billable_type, created_at, updated_at, event_id, info)
SELECT 'Stripe event', (ARRAY['charge.succeeded', 'invoice.payment_succeeded', 'customer.subscription.updated', 'charge.failed'])[1 + g % 4],
       1 + g % 60, 'User', now() - (g * 5 || ' days')::interval, now() - (g * 5 || ' days')::interval, 'evt_' || md5('e' || g),
       json_build_object('id', 'evt_' || md5('e' || g), 'type', 'charge.succeeded')
FROM generate_series(1, 120) g;

INSERT INTO feedbin.deleted_users (email, customer_id, created_at, updated_at, original_user_id)
SELECT 'gone' || g || '@example.com', 'cus_' || md5('gone' || g), now() - (g * 13 || ' days')::interval, now() - (g * 13 || ' days')::interval, 1000 + g
FROM generate_series(1, 25) g;

INSERT INTO feedbin.imports (id, user_id, complete, created_at, updated_at, upload, filename)
SELECT g, 1 + g % 60, g % 4 <> 0, now() - (g * 15 || ' days')::interval, now() - (g * 15 || ' days')::interval, 'subscriptions.xml', 'subscriptions.xml'
FROM generate_series(1, 20) g;

INSERT INTO feedbin.import_items (import_id, details, created_at, updated_at, item_type, status, site_url, host)
SELECT 1 + g % 20, '{"xml_url":"https://x.example/feed"}', now() - (g * 3 || ' days')::interval, now() - (g * 3 || ' days')::interval,
       'feed', g % 3, 'https://x.example/', 'x.example'
FROM generate_series(1, 60) g;
`;

export const app: CorpusApp = {
  name: "feedbin",
  framework: "rails",
  source: {
    repo: "feedbin/feedbin",
    commit: "9bfc9f684afdc68b6c9bbd0d96e4a8e783608bf4",
    schemaFrom:
      "db/structure.sql (the committed pg_dump of the Rails schema), every table except schema_migrations and ar_internal_metadata, re-expressed table by table in schema feedbin",
  },
  schemas: ["feedbin"],
  schemaSql,
  dataSql,
  cleans: [
    {
      table: "feedbin.feed_stats",
      clock: "day",
      retention: '90d (hard-coded: feed_stats.where("day < ?", 90.days.ago).delete_all)',
      source: "app/jobs/entry_deleter.rb:14",
      note: "EntryDeleter runs once per feed, enqueued by EntryDeleterScheduler (app/jobs/entry_deleter_scheduler.rb:8-13) from the daily clockwork job at 07:00 UTC (lib/clock.rb:32-35).",
    },
    {
      table: "feedbin.entries",
      clock: "published",
      retention:
        "count-based, not age: keeps the newest 400 entries per feed by published (10 when the feed has no active subscription); ENV ENTRY_LIMIT overrides",
      source: "app/jobs/entry_deleter.rb:21-30 (delete at :48)",
      note: "Skips feeds that are protected or have standalone_request_at set (:15); never deletes entries with starred_entries_count > 0 or recently_played_entries_count > 0 (:25). The same transaction deletes the pruned entries' rows in unreads, updated_entries, recently_read_entries, recently_played_entries and starred_entries (:43-47), i.e. those go with their entry, not by their own age.",
    },
    {
      table: "feedbin.unreads",
      clock: "published",
      retention:
        "count-based, not age: per active subscription, beyond the newest 400 unread entries by published (ENV ENTRY_LIMIT overrides), the oldest 5% of the overflow is deleted on each daily run",
      source: "app/jobs/unread_limiter.rb:5-16",
      note: "Model UnreadEntry, table unreads (app/models/unread_entry.rb:6). Called from EntryDeleter (app/jobs/entry_deleter.rb:18); skips protected subscriptions.",
    },
  ],
  shouldAsk: [
    {
      table: "feedbin.deleted_users",
      why: "Keeps the e-mail address and Stripe customer id of every deleted account forever.",
    },
    {
      table: "feedbin.recently_read_entries",
      why: "Per-user reading history; only the user's own 'clear' or entry pruning removes it, never its age.",
    },
    {
      table: "feedbin.recently_played_entries",
      why: "Per-user podcast listening history with progress; never pruned by age.",
    },
    {
      table: "feedbin.authentication_tokens",
      why: "Login/API tokens per user; deactivated (active=false) but never deleted by age.",
    },
    {
      table: "feedbin.devices",
      why: "Push tokens with device model and OS per user; deleted only when a push fails, never by age.",
    },
    {
      table: "feedbin.account_migrations",
      why: "Stores the user's API token for another feed service (api_token) with no expiry.",
    },
  ],
  neverDelete: [
    "feedbin.users",
    "feedbin.plans",
    "feedbin.feeds",
    "feedbin.subscriptions",
    "feedbin.tags",
    "feedbin.taggings",
    "feedbin.starred_entries",
    "feedbin.saved_searches",
    "feedbin.actions",
    "feedbin.sharing_services",
    "feedbin.supported_sharing_services",
    "feedbin.playlists",
    "feedbin.podcast_subscriptions",
    "feedbin.queued_entries",
    "feedbin.newsletter_senders",
    "feedbin.billing_events",
    "feedbin.in_app_purchases",
    "feedbin.app_store_notifications",
    "feedbin.coupons",
  ],
};
