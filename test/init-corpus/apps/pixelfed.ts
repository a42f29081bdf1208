// pixelfed: Pixelfed, a Laravel photo-sharing server (ActivityPub)
// Written for the init corpus from the application's own schema and cleanup code; see the header of schemaSql.

import type { CorpusApp } from "../types.js";

const schemaSql = `-- Pixelfed (pixelfed/pixelfed @ 8aae92d75b4881e5cd6a4e2c83ca52046e5b3d66), from database/migrations/ replayed in
-- order for the pgsql connection. Subset: users, profiles, statuses, media, likes, followers, follow_requests,
-- notifications, hashtags, status_hashtags, mentions, bookmarks, avatars, user_settings, user_filters,
-- collections, collection_items, direct_messages, conversations, reports, stories, story_views, instances,
-- config_cache, import_posts, sessions, jobs, failed_jobs, password_resets, email_verifications, account_logs,
-- user_devices, login_links, user_email_forgots. Passport's oauth_* tables come from vendor migrations and are
-- not included. Pixelfed declares no foreign keys among these tables (only profile_aliases has one). Its tables
-- are in public; here they are in schema pixelfed.
CREATE SCHEMA pixelfed;
SET search_path TO pixelfed;
-- Laravel 10 PostgresGrammar: string -> varchar(255), timestamp/timestamps/softDeletes -> timestamp(0) without
-- time zone (nullable), tinyInteger/smallInteger -> smallint, unsignedInteger -> integer, json -> json,
-- increments -> serial PK, bigIncrements/id() -> bigserial PK. A column's ->unique()->index() makes only the
-- unique constraint (Blueprint::addFluentIndexes applies the first fluent index it finds). ->after() is ignored.
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  name varchar(255),
  username varchar(255),
  email varchar(255) NOT NULL,
  password varchar(255) NOT NULL,
  remember_token varchar(100),
  is_admin boolean NOT NULL DEFAULT false,
  email_verified_at timestamp(0) without time zone,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  "2fa_enabled" boolean NOT NULL DEFAULT false,
  "2fa_secret" varchar(255),
  "2fa_backup_codes" json,
  "2fa_setup_at" timestamp(0) without time zone,
  status varchar(255),
  delete_after timestamp(0) without time zone,
  profile_id bigint,
  language varchar(255),
  has_interstitial boolean NOT NULL DEFAULT false,
  last_active_at timestamp(0) without time zone,
  guid varchar(255),
  domain varchar(255),
  register_source varchar(255) DEFAULT 'web',
  app_register_token varchar(255),
  app_register_ip varchar(255),
  has_roles boolean NOT NULL DEFAULT false,
  parent_id integer,
  role_id smallint,
  CONSTRAINT users_username_unique UNIQUE (username),
  CONSTRAINT users_email_unique UNIQUE (email),
  CONSTRAINT users_profile_id_unique UNIQUE (profile_id),
  CONSTRAINT users_guid_unique UNIQUE (guid)
);
CREATE INDEX users_deleted_at_index ON users (deleted_at);
CREATE INDEX users_status_index ON users (status);
CREATE INDEX users_language_index ON users (language);
CREATE INDEX users_has_interstitial_index ON users (has_interstitial);
CREATE INDEX users_last_active_at_index ON users (last_active_at);
CREATE INDEX users_register_source_index ON users (register_source);
CREATE INDEX users_role_id_index ON users (role_id);

CREATE TABLE password_resets (
  email varchar(255) NOT NULL,
  token varchar(255) NOT NULL,
  created_at timestamp(0) without time zone
);
CREATE INDEX password_resets_email_index ON password_resets (email);

CREATE TABLE sessions (
  id varchar(255) NOT NULL,
  user_id bigint,
  ip_address varchar(45),
  user_agent text,
  payload text NOT NULL,
  last_activity integer NOT NULL,
  CONSTRAINT sessions_id_unique UNIQUE (id)
);

CREATE TABLE profiles (
  id bigserial PRIMARY KEY,
  user_id integer,
  domain varchar(255),
  username varchar(255),
  name varchar(255),
  bio text,
  location varchar(255),
  website varchar(255),
  is_private boolean NOT NULL DEFAULT false,
  "sharedInbox" varchar(255),
  private_key text,
  public_key text,
  remote_url varchar(255),
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  inbox_url varchar(255),
  outbox_url varchar(255),
  follower_url varchar(255),
  following_url varchar(255),
  key_id varchar(255),
  status varchar(255),
  delete_after timestamp(0) without time zone,
  unlisted boolean NOT NULL DEFAULT false,
  cw boolean NOT NULL DEFAULT false,
  no_autolink boolean NOT NULL DEFAULT false,
  profile_layout varchar(255),
  post_layout varchar(255),
  is_suggestable boolean NOT NULL DEFAULT false,
  header_bg varchar(255),
  last_fetched_at timestamp(0) without time zone,
  status_count integer DEFAULT 0,
  followers_count integer DEFAULT 0,
  following_count integer DEFAULT 0,
  webfinger varchar(255),
  avatar_url varchar(255),
  last_status_at timestamp(0) without time zone,
  moved_to_profile_id bigint,
  indexable boolean NOT NULL DEFAULT false,
  CONSTRAINT profiles_domain_username_unique UNIQUE (domain, username),
  CONSTRAINT profiles_key_id_unique UNIQUE (key_id),
  CONSTRAINT profiles_webfinger_unique UNIQUE (webfinger)
);
CREATE INDEX profiles_username_index ON profiles (username);
CREATE INDEX profiles_sharedinbox_index ON profiles ("sharedInbox");
CREATE INDEX profiles_status_index ON profiles (status);
CREATE INDEX profiles_unlisted_index ON profiles (unlisted);
CREATE INDEX profiles_cw_index ON profiles (cw);
CREATE INDEX profiles_no_autolink_index ON profiles (no_autolink);
CREATE INDEX profiles_domain_index ON profiles (domain);
CREATE INDEX profiles_deleted_at_index ON profiles (deleted_at);
CREATE INDEX profiles_is_suggestable_index ON profiles (is_suggestable);
CREATE INDEX profiles_key_id_index ON profiles (key_id);
CREATE INDEX profiles_remote_url_index ON profiles (remote_url);
CREATE INDEX profiles_user_id_index ON profiles (user_id);
CREATE INDEX profiles_last_fetched_at_index ON profiles (last_fetched_at);
CREATE INDEX profiles_indexable_index ON profiles (indexable);
CREATE INDEX profiles_followers_count_index ON profiles (followers_count);
CREATE INDEX profiles_following_count_index ON profiles (following_count);
CREATE INDEX profiles_status_count_index ON profiles (status_count);
CREATE INDEX profiles_is_private_index ON profiles (is_private);

-- statuses.id: bigIncrements, turned into a plain bigint primary key for snowflake ids (2019_03_12).
CREATE TABLE statuses (
  id bigint NOT NULL,
  uri varchar(255),
  caption text,
  rendered text,
  profile_id bigint,
  in_reply_to_id bigint,
  reblog_of_id bigint,
  url varchar(255),
  is_nsfw boolean NOT NULL DEFAULT false,
  visibility varchar(255) NOT NULL DEFAULT 'public',
  reply boolean NOT NULL DEFAULT false,
  likes_count bigint NOT NULL DEFAULT 0,
  reblogs_count bigint NOT NULL DEFAULT 0,
  language varchar(255),
  conversation_id bigint,
  local boolean NOT NULL DEFAULT true,
  application_id bigint,
  in_reply_to_profile_id bigint,
  entities json,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  cw_summary varchar(255),
  scope varchar(255) NOT NULL DEFAULT 'public',
  type varchar(255),
  reply_count integer,
  comments_disabled boolean NOT NULL DEFAULT false,
  place_id bigint,
  object_url varchar(255),
  edited_at timestamp(0) without time zone,
  trendable boolean,
  media_ids json,
  CONSTRAINT statuses_pkey PRIMARY KEY (id),
  CONSTRAINT statuses_uri_unique UNIQUE (uri),
  CONSTRAINT statuses_object_url_unique UNIQUE (object_url),
  CONSTRAINT statuses_visibility_check CHECK (visibility::text = ANY (ARRAY['public'::character varying, 'unlisted'::character varying, 'private'::character varying, 'direct'::character varying, 'draft'::character varying]::text[]))
);
CREATE INDEX statuses_scope_index ON statuses (scope);
CREATE INDEX statuses_type_index ON statuses (type);
CREATE INDEX statuses_visibility_index ON statuses (visibility);
CREATE INDEX statuses_in_reply_or_reblog_index ON statuses (in_reply_to_id, reblog_of_id);
CREATE INDEX statuses_uri_index ON statuses (uri);
CREATE INDEX statuses_is_nsfw_index ON statuses (is_nsfw);
CREATE INDEX statuses_created_at_index ON statuses (created_at);
CREATE INDEX statuses_profile_id_index ON statuses (profile_id);
CREATE INDEX statuses_local_index ON statuses (local);
CREATE INDEX statuses_deleted_at_index ON statuses (deleted_at);
CREATE INDEX statuses_place_id_index ON statuses (place_id);
CREATE INDEX statuses_in_reply_to_id_index ON statuses (in_reply_to_id);
CREATE INDEX statuses_reblog_of_id_index ON statuses (reblog_of_id);

CREATE TABLE media (
  id serial PRIMARY KEY,
  status_id bigint,
  profile_id bigint,
  user_id bigint,
  media_path varchar(255) NOT NULL,
  thumbnail_path varchar(255),
  cdn_url text,
  optimized_url varchar(255),
  thumbnail_url varchar(255),
  "order" smallint NOT NULL DEFAULT 1,
  mime varchar(255),
  size integer,
  orientation varchar(255),
  processed_at timestamp(0) without time zone,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  filter_name varchar(255),
  filter_class varchar(255),
  deleted_at timestamp(0) without time zone,
  original_sha256 varchar(255),
  optimized_sha256 varchar(255),
  caption text,
  hls_path varchar(255),
  hls_transcoded_at timestamp(0) without time zone,
  key varchar(255),
  metadata json,
  license varchar(255),
  is_nsfw boolean NOT NULL DEFAULT false,
  version smallint NOT NULL DEFAULT 1,
  remote_media boolean NOT NULL DEFAULT false,
  remote_url varchar(255),
  blurhash varchar(255),
  srcset json,
  width integer,
  height integer,
  skip_optimize boolean,
  replicated_at timestamp(0) without time zone,
  CONSTRAINT media_status_id_media_path_unique UNIQUE (status_id, media_path)
);
CREATE INDEX media_original_sha256_index ON media (original_sha256);
CREATE INDEX media_optimized_sha256_index ON media (optimized_sha256);
CREATE INDEX media_user_id_index ON media (user_id);
CREATE INDEX media_deleted_at_index ON media (deleted_at);
CREATE INDEX media_skip_optimize_index ON media (skip_optimize);
CREATE INDEX media_profile_id_index ON media (profile_id);
CREATE INDEX media_mime_index ON media (mime);
CREATE INDEX media_license_index ON media (license);
CREATE INDEX media_status_id_index ON media (status_id);
CREATE INDEX media_replicated_at_index ON media (replicated_at);
CREATE INDEX media_version_index ON media (version);
CREATE INDEX media_remote_media_index ON media (remote_media);

CREATE TABLE likes (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL,
  status_id bigint NOT NULL,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  status_profile_id bigint,
  is_comment boolean,
  CONSTRAINT likes_profile_id_status_id_unique UNIQUE (profile_id, status_id)
);
CREATE INDEX likes_created_at_index ON likes (created_at);
CREATE INDEX likes_deleted_at_index ON likes (deleted_at);
CREATE INDEX likes_profile_id_index ON likes (profile_id);
CREATE INDEX likes_status_id_index ON likes (status_id);
CREATE INDEX likes_status_profile_id_index ON likes (status_profile_id);
CREATE INDEX likes_is_comment_index ON likes (is_comment);

CREATE TABLE followers (
  id serial PRIMARY KEY,
  profile_id bigint NOT NULL,
  following_id bigint NOT NULL,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  local_profile boolean NOT NULL DEFAULT true,
  local_following boolean NOT NULL DEFAULT true,
  show_reblogs boolean NOT NULL DEFAULT true,
  notify boolean NOT NULL DEFAULT false,
  CONSTRAINT followers_profile_id_following_id_unique UNIQUE (profile_id, following_id)
);
CREATE INDEX followers_local_profile_index ON followers (local_profile);
CREATE INDEX followers_local_following_index ON followers (local_following);
CREATE INDEX followers_created_at_index ON followers (created_at);
CREATE INDEX followers_profile_id_index ON followers (profile_id);
CREATE INDEX followers_following_id_index ON followers (following_id);
CREATE INDEX followers_show_reblogs_index ON followers (show_reblogs);
CREATE INDEX followers_notify_index ON followers (notify);

CREATE TABLE follow_requests (
  id bigserial PRIMARY KEY,
  follower_id bigint NOT NULL,
  following_id bigint NOT NULL,
  is_rejected boolean NOT NULL DEFAULT false,
  is_local boolean NOT NULL DEFAULT false,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  activity json,
  handled_at timestamp(0) without time zone
);
CREATE INDEX follow_requests_follower_id_index ON follow_requests (follower_id);
CREATE INDEX follow_requests_following_id_index ON follow_requests (following_id);

CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  queue varchar(255) NOT NULL,
  payload text NOT NULL,
  attempts smallint NOT NULL,
  reserved_at integer,
  available_at integer NOT NULL,
  created_at integer NOT NULL
);
CREATE INDEX jobs_queue_index ON jobs (queue);

CREATE TABLE failed_jobs (
  id bigserial PRIMARY KEY,
  connection text NOT NULL,
  queue text NOT NULL,
  payload text NOT NULL,
  exception text NOT NULL,
  failed_at timestamp(0) without time zone NOT NULL DEFAULT CURRENT_TIMESTAMP,
  uuid varchar(255),
  CONSTRAINT failed_jobs_uuid_unique UNIQUE (uuid)
);

CREATE TABLE reports (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL,
  user_id bigint,
  object_id bigint NOT NULL,
  object_type varchar(255),
  reported_profile_id bigint,
  type varchar(255),
  message varchar(255),
  admin_seen timestamp(0) without time zone,
  not_interested boolean NOT NULL DEFAULT false,
  spam boolean NOT NULL DEFAULT false,
  nsfw boolean NOT NULL DEFAULT false,
  abusive boolean NOT NULL DEFAULT false,
  meta json,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  CONSTRAINT reports_user_id_object_type_object_id_unique UNIQUE (user_id, object_type, object_id)
);
CREATE INDEX reports_user_id_index ON reports (user_id);
CREATE INDEX reports_profile_id_index ON reports (profile_id);
CREATE INDEX reports_object_id_index ON reports (object_id);
CREATE INDEX reports_object_type_index ON reports (object_type);

CREATE TABLE hashtags (
  id bigserial PRIMARY KEY,
  name varchar(255) NOT NULL,
  slug varchar(255) NOT NULL,
  is_nsfw boolean NOT NULL DEFAULT false,
  is_banned boolean NOT NULL DEFAULT false,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  cached_count integer,
  can_trend boolean,
  can_search boolean,
  CONSTRAINT hashtags_name_unique UNIQUE (name),
  CONSTRAINT hashtags_slug_unique UNIQUE (slug)
);
CREATE INDEX hashtags_can_trend_index ON hashtags (can_trend);
CREATE INDEX hashtags_can_search_index ON hashtags (can_search);
CREATE INDEX hashtags_is_nsfw_index ON hashtags (is_nsfw);
CREATE INDEX hashtags_is_banned_index ON hashtags (is_banned);

CREATE TABLE status_hashtags (
  id bigserial PRIMARY KEY,
  status_id bigint NOT NULL,
  hashtag_id bigint NOT NULL,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  profile_id bigint,
  status_visibility varchar(255),
  CONSTRAINT status_hashtags_status_id_hashtag_id_unique UNIQUE (status_id, hashtag_id)
);
CREATE INDEX status_hashtags_status_id_index ON status_hashtags (status_id);
CREATE INDEX status_hashtags_hashtag_id_index ON status_hashtags (hashtag_id);
CREATE INDEX status_hashtags_profile_id_index ON status_hashtags (profile_id);
CREATE INDEX status_hashtags_status_visibility_index ON status_hashtags (status_visibility);

CREATE TABLE avatars (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL,
  media_path varchar(255),
  change_count integer NOT NULL DEFAULT 0,
  last_processed_at timestamp(0) without time zone,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone,
  remote_url varchar(255),
  last_fetched_at timestamp(0) without time zone,
  cdn_url varchar(255),
  size integer,
  is_remote boolean,
  CONSTRAINT avatars_profile_id_unique UNIQUE (profile_id)
);
CREATE INDEX avatars_deleted_at_index ON avatars (deleted_at);
CREATE INDEX avatars_remote_url_index ON avatars (remote_url);
CREATE INDEX avatars_is_remote_index ON avatars (is_remote);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL,
  actor_id bigint,
  action varchar(255),
  read_at timestamp(0) without time zone,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  item_id bigint,
  item_type varchar(255),
  deleted_at timestamp(0) without time zone
);
CREATE INDEX notifications_profile_id_index ON notifications (profile_id);
CREATE INDEX notifications_created_at_index ON notifications (created_at);
CREATE INDEX notifications_actor_id_index ON notifications (actor_id);
CREATE INDEX notifications_deleted_at_index ON notifications (deleted_at);
CREATE INDEX notifications_item_id_index ON notifications (item_id);
CREATE INDEX notifications_item_type_index ON notifications (item_type);
CREATE INDEX notifications_action_index ON notifications (action);

CREATE TABLE bookmarks (
  id serial PRIMARY KEY,
  status_id bigint NOT NULL,
  profile_id bigint NOT NULL,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  CONSTRAINT bookmarks_status_id_profile_id_unique UNIQUE (status_id, profile_id)
);
CREATE INDEX bookmarks_status_id_index ON bookmarks (status_id);
CREATE INDEX bookmarks_profile_id_index ON bookmarks (profile_id);

CREATE TABLE mentions (
  id bigserial PRIMARY KEY,
  status_id bigint NOT NULL,
  profile_id bigint NOT NULL,
  local boolean NOT NULL DEFAULT true,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  deleted_at timestamp(0) without time zone
);
CREATE INDEX mentions_deleted_at_index ON mentions (deleted_at);
CREATE INDEX mentions_status_id_index ON mentions (status_id);
CREATE INDEX mentions_profile_id_index ON mentions (profile_id);

CREATE TABLE email_verifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL,
  email varchar(255),
  user_token varchar(255) NOT NULL,
  random_token varchar(255) NOT NULL,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone
);
CREATE INDEX email_verifications_user_token_index ON email_verifications (user_token);
CREATE INDEX email_verifications_random_token_index ON email_verifications (random_token);

CREATE TABLE account_logs (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL,
  item_id bigint,
  item_type varchar(255),
  action varchar(255),
  message varchar(255),
  link varchar(255),
  ip_address varchar(255),
  user_agent varchar(255),
  metadata json,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone
);
CREATE INDEX account_logs_user_id_index ON account_logs (user_id);

CREATE TABLE user_settings (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL,
  role varchar(255) NOT NULL DEFAULT 'user',
  crawlable boolean NOT NULL DEFAULT true,
  show_guests boolean NOT NULL DEFAULT true,
  show_discover boolean NOT NULL DEFAULT true,
  public_dm boolean NOT NULL DEFAULT false,
  hide_cw_search boolean NOT NULL DEFAULT true,
  hide_blocked_search boolean NOT NULL DEFAULT true,
  always_show_cw boolean NOT NULL DEFAULT false,
  compose_media_descriptions boolean NOT NULL DEFAULT false,
  reduce_motion boolean NOT NULL DEFAULT false,
  optimize_screen_reader boolean NOT NULL DEFAULT false,
  high_contrast_mode boolean NOT NULL DEFAULT false,
  video_autoplay boolean NOT NULL DEFAULT false,
  send_email_new_follower boolean NOT NULL DEFAULT false,
  send_email_new_follower_request boolean NOT NULL DEFAULT true,
  send_email_on_share boolean NOT NULL DEFAULT false,
  send_email_on_like boolean NOT NULL DEFAULT false,
  send_email_on_mention boolean NOT NULL DEFAULT false,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  show_profile_followers boolean NOT NULL DEFAULT true,
  show_profile_follower_count boolean NOT NULL DEFAULT true,
  show_profile_following boolean NOT NULL DEFAULT true,
  show_profile_following_count boolean NOT NULL DEFAULT true,
  compose_settings json,
  other json,
  show_atom boolean NOT NULL DEFAULT true,
  CONSTRAINT user_settings_user_id_unique UNIQUE (user_id)
);

CREATE TABLE user_filters (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL,
  filterable_id bigint NOT NULL,
  filterable_type varchar(255) NOT NULL,
  filter_type varchar(255) NOT NULL DEFAULT 'block',
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  CONSTRAINT filter_unique UNIQUE (user_id, filterable_id, filterable_type, filter_type)
);
CREATE INDEX user_filters_user_id_index ON user_filters (user_id);
CREATE INDEX user_filters_filter_type_index ON user_filters (filter_type);

CREATE TABLE instances (
  id bigserial PRIMARY KEY,
  domain varchar(255) NOT NULL,
  url varchar(255),
  name varchar(255),
  admin_url varchar(255),
  limit_reason varchar(255),
  unlisted boolean NOT NULL DEFAULT false,
  auto_cw boolean NOT NULL DEFAULT false,
  banned boolean NOT NULL DEFAULT false,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  software varchar(255),
  user_count integer,
  status_count integer,
  last_crawled_at timestamp(0) without time zone,
  actors_last_synced_at timestamp(0) without time zone,
  notes text,
  manually_added boolean NOT NULL DEFAULT false,
  base_domain varchar(255),
  ban_subdomains boolean,
  ip_address varchar(255),
  list_limitation boolean NOT NULL DEFAULT false,
  active_deliver boolean,
  valid_nodeinfo boolean,
  nodeinfo_last_fetched timestamp(0) without time zone,
  delivery_timeout boolean NOT NULL DEFAULT false,
  delivery_next_after timestamp(0) without time zone,
  shared_inbox varchar(255),
  CONSTRAINT instances_domain_unique UNIQUE (domain)
);
CREATE INDEX instances_software_index ON instances (software);
CREATE INDEX instances_ban_subdomains_index ON instances (ban_subdomains);
CREATE INDEX instances_list_limitation_index ON instances (list_limitation);
CREATE INDEX instances_banned_index ON instances (banned);
CREATE INDEX instances_auto_cw_index ON instances (auto_cw);
CREATE INDEX instances_unlisted_index ON instances (unlisted);
CREATE INDEX instances_active_deliver_index ON instances (active_deliver);
CREATE INDEX instances_shared_inbox_index ON instances (shared_inbox);

-- collections / collection_items: ids turned into plain bigint primary keys (2019_04_25).
CREATE TABLE collections (
  id bigint NOT NULL,
  profile_id bigint,
  title varchar(255),
  description text,
  is_nsfw boolean NOT NULL DEFAULT false,
  visibility varchar(255) NOT NULL DEFAULT 'public',
  published_at timestamp(0) without time zone,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  CONSTRAINT collections_pkey PRIMARY KEY (id)
);
CREATE INDEX collections_visibility_index ON collections (visibility);

CREATE TABLE collection_items (
  id bigint NOT NULL,
  collection_id bigint NOT NULL,
  "order" integer,
  object_type varchar(255) NOT NULL DEFAULT 'post',
  object_id bigint NOT NULL,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  CONSTRAINT collection_items_pkey PRIMARY KEY (id)
);
CREATE INDEX collection_items_collection_id_index ON collection_items (collection_id);
CREATE INDEX collection_items_object_type_index ON collection_items (object_type);
CREATE INDEX collection_items_object_id_index ON collection_items (object_id);

CREATE TABLE direct_messages (
  id bigserial PRIMARY KEY,
  to_id bigint NOT NULL,
  from_id bigint NOT NULL,
  from_profile_ids varchar(255),
  group_message boolean NOT NULL DEFAULT false,
  status_id bigint NOT NULL,
  read_at timestamp(0) without time zone,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  type varchar(255) DEFAULT 'text',
  is_hidden boolean NOT NULL DEFAULT false,
  meta json,
  CONSTRAINT direct_messages_to_id_from_id_status_id_unique UNIQUE (to_id, from_id, status_id)
);
CREATE INDEX direct_messages_to_id_index ON direct_messages (to_id);
CREATE INDEX direct_messages_from_id_index ON direct_messages (from_id);
CREATE INDEX direct_messages_type_index ON direct_messages (type);
CREATE INDEX direct_messages_is_hidden_index ON direct_messages (is_hidden);
CREATE INDEX direct_messages_status_id_index ON direct_messages (status_id);
CREATE INDEX direct_messages_group_message_index ON direct_messages (group_message);

CREATE TABLE user_devices (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL,
  ip varchar(255) NOT NULL,
  user_agent varchar(255) NOT NULL,
  fingerprint varchar(255),
  name varchar(255),
  trusted boolean,
  last_active_at timestamp(0) without time zone,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  CONSTRAINT user_ip_agent_index UNIQUE (user_id, ip, user_agent, fingerprint)
);
CREATE INDEX user_devices_user_id_index ON user_devices (user_id);
CREATE INDEX user_devices_ip_index ON user_devices (ip);
CREATE INDEX user_devices_user_agent_index ON user_devices (user_agent);

-- stories: recreated by 2019_12_25_042317_update_stories_table, then altered.
CREATE TABLE stories (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL,
  type varchar(255),
  size integer,
  mime varchar(255),
  duration smallint NOT NULL,
  path varchar(255),
  cdn_url varchar(255),
  public boolean NOT NULL DEFAULT false,
  local boolean NOT NULL DEFAULT false,
  view_count integer,
  comment_count integer,
  story json,
  expires_at timestamp(0) without time zone DEFAULT NULL,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  remote_url varchar(255),
  media_url varchar(255),
  is_archived boolean DEFAULT false,
  name varchar(255),
  active boolean,
  can_reply boolean NOT NULL DEFAULT true,
  can_react boolean NOT NULL DEFAULT true,
  object_id varchar(255),
  object_uri varchar(255),
  bearcap_token varchar(255),
  CONSTRAINT stories_profile_id_path_unique UNIQUE (profile_id, path),
  CONSTRAINT stories_remote_url_unique UNIQUE (remote_url),
  CONSTRAINT stories_media_url_unique UNIQUE (media_url),
  CONSTRAINT stories_object_id_unique UNIQUE (object_id),
  CONSTRAINT stories_object_uri_unique UNIQUE (object_uri)
);
CREATE INDEX stories_profile_id_index ON stories (profile_id);
CREATE INDEX stories_public_index ON stories (public);
CREATE INDEX stories_local_index ON stories (local);
CREATE INDEX stories_expires_at_index ON stories (expires_at);
CREATE INDEX stories_is_archived_index ON stories (is_archived);
CREATE INDEX stories_active_index ON stories (active);

CREATE TABLE story_views (
  id bigserial PRIMARY KEY,
  story_id bigint NOT NULL,
  profile_id bigint NOT NULL,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  CONSTRAINT story_views_profile_id_story_id_unique UNIQUE (profile_id, story_id)
);
CREATE INDEX story_views_story_id_index ON story_views (story_id);
CREATE INDEX story_views_profile_id_index ON story_views (profile_id);

CREATE TABLE login_links (
  id bigserial PRIMARY KEY,
  key varchar(255) NOT NULL,
  secret varchar(255) NOT NULL,
  user_id integer NOT NULL,
  ip varchar(255),
  user_agent varchar(255),
  meta json,
  revoked_at timestamp(0) without time zone,
  resent_at timestamp(0) without time zone,
  used_at timestamp(0) without time zone,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone
);
CREATE INDEX login_links_key_index ON login_links (key);
CREATE INDEX login_links_secret_index ON login_links (secret);
CREATE INDEX login_links_user_id_index ON login_links (user_id);
CREATE INDEX login_links_revoked_at_index ON login_links (revoked_at);
CREATE INDEX login_links_resent_at_index ON login_links (resent_at);
CREATE INDEX login_links_used_at_index ON login_links (used_at);

CREATE TABLE config_cache (
  id bigserial PRIMARY KEY,
  k varchar(255) NOT NULL,
  v text,
  metadata json,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  CONSTRAINT config_cache_k_unique UNIQUE (k)
);

CREATE TABLE conversations (
  id bigserial PRIMARY KEY,
  to_id bigint NOT NULL,
  from_id bigint NOT NULL,
  dm_id bigint,
  status_id bigint,
  type varchar(255),
  is_hidden boolean NOT NULL DEFAULT false,
  has_seen boolean NOT NULL DEFAULT false,
  metadata json,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  CONSTRAINT conversations_to_id_from_id_unique UNIQUE (to_id, from_id)
);
CREATE INDEX conversations_to_id_index ON conversations (to_id);
CREATE INDEX conversations_from_id_index ON conversations (from_id);
CREATE INDEX conversations_is_hidden_index ON conversations (is_hidden);
CREATE INDEX conversations_has_seen_index ON conversations (has_seen);

CREATE TABLE import_posts (
  id bigserial PRIMARY KEY,
  profile_id bigint NOT NULL,
  user_id integer NOT NULL,
  service varchar(255) NOT NULL,
  post_hash varchar(255),
  filename varchar(255) NOT NULL,
  media_count smallint NOT NULL,
  post_type varchar(255),
  caption text,
  media json,
  creation_year smallint,
  creation_month smallint,
  creation_day smallint,
  creation_id smallint,
  status_id bigint,
  creation_date timestamp(0) without time zone,
  metadata json,
  skip_missing_media boolean NOT NULL DEFAULT false,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone,
  uploaded_to_s3 boolean NOT NULL DEFAULT false,
  CONSTRAINT import_posts_status_id_unique UNIQUE (status_id),
  CONSTRAINT import_posts_user_id_post_hash_unique UNIQUE (user_id, post_hash),
  CONSTRAINT import_posts_uid_phash_unique UNIQUE (user_id, creation_year, creation_month, creation_day, creation_id)
);
CREATE INDEX import_posts_profile_id_index ON import_posts (profile_id);
CREATE INDEX import_posts_user_id_index ON import_posts (user_id);
CREATE INDEX import_posts_service_index ON import_posts (service);
CREATE INDEX import_posts_post_hash_index ON import_posts (post_hash);
CREATE INDEX import_posts_filename_index ON import_posts (filename);
CREATE INDEX import_posts_skip_missing_media_index ON import_posts (skip_missing_media);
CREATE INDEX import_posts_uploaded_to_s3_index ON import_posts (uploaded_to_s3);

CREATE TABLE user_email_forgots (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL,
  ip_address varchar(255),
  user_agent varchar(255),
  referrer varchar(255),
  email_sent_at timestamp(0) without time zone,
  created_at timestamp(0) without time zone,
  updated_at timestamp(0) without time zone
);
CREATE INDEX user_email_forgots_user_id_index ON user_email_forgots (user_id);
CREATE INDEX user_email_forgots_email_sent_at_index ON user_email_forgots (email_sent_at);
RESET search_path;
`;

const dataSql = `-- Rows shaped as Pixelfed writes them (Laravel timestamps without time zone; sessions.last_activity is a unix epoch).
INSERT INTO pixelfed.users (id, name, username, email, password, remember_token, is_admin, email_verified_at, created_at, updated_at,
                            status, profile_id, language, last_active_at, register_source, app_register_ip)
SELECT g, 'User ' || g, 'user' || g, 'user' || g || '@example.net', '$2y$10$' || md5(g::text), md5('r' || g), g = 1,
       CASE WHEN g % 9 <> 0 THEN now() - (g * 5 || ' days')::interval END,
       now() - (g * 6 || ' days')::interval, now() - (g % 30 || ' days')::interval,
       CASE WHEN g % 25 = 0 THEN 'delete' END, g, 'en', now() - (g % 40 || ' hours')::interval,
       CASE WHEN g % 4 = 0 THEN 'app' ELSE 'web' END, CASE WHEN g % 4 = 0 THEN '203.0.113.' || g END
FROM generate_series(1, 50) g;

INSERT INTO pixelfed.profiles (id, user_id, domain, username, name, bio, is_private, created_at, updated_at, status_count, followers_count, following_count, last_fetched_at, inbox_url, remote_url)
SELECT g, CASE WHEN g <= 50 THEN g END, CASE WHEN g > 50 THEN 'remote' || g || '.example' END,
       CASE WHEN g <= 50 THEN 'user' || g ELSE 'user' || g || '@remote' || g || '.example' END,
       'Profile ' || g, 'bio ' || g, g % 11 = 0, now() - (g * 6 || ' days')::interval, now() - (g % 20 || ' days')::interval,
       g % 30, g % 50, g % 40, CASE WHEN g > 50 THEN now() - (g % 15 || ' days')::interval END,
       CASE WHEN g > 50 THEN 'https://remote' || g || '.example/inbox' END, CASE WHEN g > 50 THEN 'https://remote' || g || '.example/u/' || g END
FROM generate_series(1, 80) g;

INSERT INTO pixelfed.user_settings (user_id, created_at, updated_at)
SELECT g, now() - (g * 6 || ' days')::interval, now() - (g * 6 || ' days')::interval FROM generate_series(1, 50) g;

INSERT INTO pixelfed.statuses (id, uri, caption, rendered, profile_id, is_nsfw, visibility, scope, type, likes_count, local, created_at, updated_at, deleted_at)
SELECT 700000000000000000 + g, CASE WHEN g % 3 = 0 THEN 'https://remote.example/p/' || g END, 'caption ' || g, '<p>caption ' || g || '</p>',
       1 + g % 80, g % 20 = 0, (ARRAY['public','unlisted','private','public'])[1 + g % 4], (ARRAY['public','unlisted','private','public'])[1 + g % 4],
       'photo', g % 12, g % 3 <> 0, now() - (g * 0.8 || ' days')::interval, now() - (g * 0.8 || ' days')::interval,
       CASE WHEN g % 41 = 0 THEN now() - (g * 0.5 || ' days')::interval END
FROM generate_series(1, 250) g;

INSERT INTO pixelfed.media (status_id, profile_id, user_id, media_path, thumbnail_path, "order", mime, size, processed_at, created_at, updated_at, deleted_at, caption, version)
SELECT CASE WHEN g <= 250 THEN 700000000000000000 + g END, 1 + g % 50, 1 + g % 50, 'public/m/_v2/' || g || '/' || md5(g::text) || '.jpg',
       'public/m/_v2/' || g || '/' || md5(g::text) || '_thumb.jpg', 1, 'image/jpeg', 100000 + g * 37,
       now() - (g * 0.8 || ' days')::interval, now() - (g * 0.8 || ' days')::interval, now() - (g * 0.8 || ' days')::interval,
       CASE WHEN g > 250 AND g % 2 = 0 THEN now() - (g * 0.1 || ' hours')::interval END, CASE WHEN g % 5 = 0 THEN 'alt text ' || g END, 3
FROM generate_series(1, 280) g;

INSERT INTO pixelfed.likes (profile_id, status_id, created_at, updated_at, status_profile_id)
SELECT 1 + (g * 7) % 80, 700000000000000000 + 1 + g % 250, now() - (g * 0.5 || ' days')::interval, now() - (g * 0.5 || ' days')::interval, 1 + (1 + g % 250) % 80
FROM generate_series(1, 300) g ON CONFLICT DO NOTHING;

INSERT INTO pixelfed.followers (profile_id, following_id, created_at, updated_at, local_profile, local_following)
SELECT 1 + (g - 1) % 50, 1 + ((g - 1) % 50 + 1 + (g - 1) / 50 * 7) % 80, now() - (g || ' days')::interval, now() - (g || ' days')::interval, true, ((g - 1) % 50 + 1 + (g - 1) / 50 * 7) % 80 < 50
FROM generate_series(1, 200) g;

INSERT INTO pixelfed.notifications (profile_id, actor_id, action, read_at, created_at, updated_at, item_id, item_type)
SELECT 1 + g % 50, 1 + (g * 3) % 80, (ARRAY['like','follow','comment','mention'])[1 + g % 4],
       CASE WHEN g % 3 = 0 THEN now() - (g * 0.4 || ' days')::interval END,
       now() - (g * 0.6 || ' days')::interval, now() - (g * 0.6 || ' days')::interval, 700000000000000000 + 1 + g % 250, 'App\\Status'
FROM generate_series(1, 300) g;

INSERT INTO pixelfed.hashtags (id, name, slug, created_at, updated_at, cached_count, can_trend, can_search)
SELECT g, 'Tag' || g, 'tag' || g, now() - (g * 9 || ' days')::interval, now() - (g * 9 || ' days')::interval, g * 3, true, true FROM generate_series(1, 30) g;

INSERT INTO pixelfed.status_hashtags (status_id, hashtag_id, profile_id, status_visibility, created_at, updated_at)
SELECT 700000000000000000 + g, 1 + g % 30, 1 + g % 80, 'public', now() - (g * 0.8 || ' days')::interval, now() - (g * 0.8 || ' days')::interval
FROM generate_series(1, 250, 2) g;

INSERT INTO pixelfed.stories (profile_id, type, size, mime, duration, path, public, local, expires_at, created_at, updated_at, active, can_reply, can_react)
SELECT 1 + g % 50, 'photo', 200000 + g, 'image/jpeg', 10,
       CASE WHEN g <= 70 THEN 'story_archives/' || (1 + g % 50) || '/' || md5(g::text) || '.jpg' ELSE 'public/_esm.t3/' || md5(g::text) || '.jpg' END,
       true, true, now() - (g * 0.9 || ' days')::interval + interval '1 day', now() - (g * 0.9 || ' days')::interval, now() - (g * 0.9 || ' days')::interval,
       (now() - (g * 0.9 || ' days')::interval + interval '1 day') > now(), true, true
FROM generate_series(1, 80) g;

INSERT INTO pixelfed.story_views (story_id, profile_id, created_at, updated_at)
SELECT 1 + g % 80, 1 + (g * 13) % 80, now() - (g * 0.3 || ' days')::interval, now() - (g * 0.3 || ' days')::interval
FROM generate_series(1, 150) g ON CONFLICT DO NOTHING;

INSERT INTO pixelfed.sessions (id, user_id, ip_address, user_agent, payload, last_activity)
SELECT md5('sess' || g) || substr(md5('x' || g), 1, 8), CASE WHEN g % 5 = 0 THEN NULL ELSE 1 + g % 50 END, '198.51.100.' || (g % 250),
       'Mozilla/5.0 (X11; Linux x86_64) Firefox/12' || g % 5, 'YTo0OntzOjY6Il90b2tlbiI7fQ==', extract(epoch FROM now() - (g * 1.2 || ' days')::interval)::int
FROM generate_series(1, 120) g;

INSERT INTO pixelfed.failed_jobs (uuid, connection, queue, payload, exception, failed_at)
SELECT md5('job' || g)::uuid::text, 'redis', (ARRAY['default','inbox','low','mmo'])[1 + g % 4], '{"displayName":"App\\\\Jobs\\\\InboxPipeline\\\\InboxWorker"}',
       'GuzzleHttp\\Exception\\ConnectException: cURL error 28', now() - (g * 3 || ' hours')::interval
FROM generate_series(1, 40) g;

INSERT INTO pixelfed.jobs (queue, payload, attempts, reserved_at, available_at, created_at)
SELECT 'default', '{"displayName":"App\\\\Jobs\\\\StatusPipeline\\\\NewStatusPipeline"}', 0, NULL,
       extract(epoch FROM now() - (g || ' minutes')::interval)::int, extract(epoch FROM now() - (g || ' minutes')::interval)::int
FROM generate_series(1, 10) g;

INSERT INTO pixelfed.password_resets (email, token, created_at)
SELECT 'user' || g || '@example.net', '$2y$10$' || md5('pr' || g), now() - (g * 11 || ' days')::interval FROM generate_series(1, 15) g;

INSERT INTO pixelfed.email_verifications (user_id, email, user_token, random_token, created_at, updated_at)
SELECT 1 + g % 50, 'user' || (1 + g % 50) || '@example.net', md5('ut' || g), md5('rt' || g), now() - (g * 2 || ' hours')::interval, now() - (g * 2 || ' hours')::interval
FROM generate_series(1, 30) g;

INSERT INTO pixelfed.account_logs (user_id, item_id, item_type, action, message, link, ip_address, user_agent, created_at, updated_at)
SELECT 1 + g % 50, 1 + g % 50, 'App\\User', (ARRAY['auth.login','account.edit.password','account.edit.email','auth.logout'])[1 + g % 4],
       'Login', '/settings/security', '198.51.100.' || (g % 250), 'Mozilla/5.0 (Macintosh) Safari/605.' || g % 9,
       now() - (g * 1.5 || ' days')::interval, now() - (g * 1.5 || ' days')::interval
FROM generate_series(1, 200) g;

INSERT INTO pixelfed.user_devices (user_id, ip, user_agent, fingerprint, name, trusted, last_active_at, created_at, updated_at)
SELECT 1 + g % 50, '198.51.100.' || g, 'Mozilla/5.0 (Android 14) Chrome/12' || g % 7, NULL, NULL, NULL,
       now() - (g || ' days')::interval, now() - (g * 4 || ' days')::interval, now() - (g || ' days')::interval
FROM generate_series(1, 70) g;

INSERT INTO pixelfed.login_links (key, secret, user_id, ip, user_agent, revoked_at, used_at, created_at, updated_at)
SELECT md5('k' || g), md5('s' || g), 1 + g % 50, '192.0.2.' || g, 'Mozilla/5.0 Firefox/125', NULL,
       CASE WHEN g % 2 = 0 THEN now() - (g * 3 || ' days')::interval + interval '5 minutes' END,
       now() - (g * 3 || ' days')::interval, now() - (g * 3 || ' days')::interval
FROM generate_series(1, 25) g;

INSERT INTO pixelfed.user_email_forgots (user_id, ip_address, user_agent, referrer, email_sent_at, created_at, updated_at)
SELECT 1 + g % 50, '192.0.2.' || (g + 100), 'Mozilla/5.0 Safari/17', 'https://pixelfed.example/login', now() - (g * 8 || ' days')::interval,
       now() - (g * 8 || ' days')::interval, now() - (g * 8 || ' days')::interval
FROM generate_series(1, 12) g;

INSERT INTO pixelfed.instances (domain, url, name, software, user_count, status_count, created_at, updated_at, nodeinfo_last_fetched)
SELECT 'remote' || g || '.example', 'https://remote' || g || '.example', 'Remote ' || g, (ARRAY['mastodon','pixelfed','pleroma'])[1 + g % 3],
       g * 10, g * 100, now() - (g * 7 || ' days')::interval, now() - (g || ' days')::interval, now() - (g % 10 || ' hours')::interval
FROM generate_series(51, 80) g;

INSERT INTO pixelfed.config_cache (k, v, created_at, updated_at) VALUES
  ('pixelfed.cloud_storage', '0', now() - interval '300 days', now() - interval '20 days'),
  ('app.name', 'Pixelfed', now() - interval '300 days', now() - interval '300 days'),
  ('pixelfed.open_registration', '1', now() - interval '300 days', now() - interval '40 days');

INSERT INTO pixelfed.bookmarks (status_id, profile_id, created_at, updated_at)
SELECT 700000000000000000 + g, 1 + g % 50, now() - (g * 0.7 || ' days')::interval, now() - (g * 0.7 || ' days')::interval FROM generate_series(1, 250, 5) g;

INSERT INTO pixelfed.direct_messages (to_id, from_id, status_id, read_at, created_at, updated_at, type)
SELECT 1 + g % 50, 1 + (g + 7) % 50, 700000000000000000 + g, CASE WHEN g % 2 = 0 THEN now() - (g * 0.7 || ' days')::interval END,
       now() - (g * 0.8 || ' days')::interval, now() - (g * 0.8 || ' days')::interval, 'text'
FROM generate_series(3, 250, 7) g;

INSERT INTO pixelfed.import_posts (profile_id, user_id, service, post_hash, filename, media_count, post_type, caption, creation_year, creation_month, creation_day, creation_id, status_id, creation_date, skip_missing_media, created_at, updated_at)
SELECT 1 + g % 50, 1 + g % 50, 'instagram', md5('ph' || g), 'posts_' || g || '.json', 1, 'photo', 'imported ' || g, 22, 1 + g % 12, 1 + g % 28, g,
       CASE WHEN g % 3 = 0 THEN 700000000000000000 + g END, now() - (g * 20 || ' days')::interval, g % 7 = 0,
       now() - (g || ' days')::interval, now() - (g || ' days')::interval
FROM generate_series(1, 40) g;
`;

export const app: CorpusApp = {
  name: "pixelfed",
  framework: "laravel",
  source: {
    repo: "pixelfed/pixelfed",
    commit: "8aae92d75b4881e5cd6a4e2c83ca52046e5b3d66",
    schemaFrom:
      "database/migrations/*.php replayed by hand for PostgreSQL (Laravel 10 PostgresGrammar types and index names), a subset of 34 of the app's ~100 tables: every table its scheduled cleanup touches plus accounts, content, social graph, settings and privacy-relevant logs",
  },
  schemas: ["pixelfed"],
  schemaSql,
  dataSql,
  cleans: [
    {
      table: "pixelfed.failed_jobs",
      clock: "failed_at",
      retention: "48h (hard-coded: failed_at->lt(now()->subHours(48)))",
      source: "app/Console/Commands/FailedJobGC.php:41-44",
      note: "Command gc:failedjobs, scheduled daily at 03:00 (app/Console/Kernel.php:32).",
    },
    {
      table: "pixelfed.email_verifications",
      clock: "created_at",
      retention: "1441 minutes (24h + 1 min, hard-coded: now()->subMinutes(1441))",
      source: "app/Console/Commands/PasswordResetGC.php:41-44",
      note: "Command gc:passwordreset (despite its name it empties email_verifications, not password_resets), scheduled daily at 09:41 (app/Console/Kernel.php:33).",
    },
    {
      table: "pixelfed.sessions",
      clock: "last_activity",
      retention:
        "3 months (hard-coded: now()->subMonths(3)->timestamp; last_activity is an integer unix epoch)",
      source: "app/Console/Commands/DatabaseSessionGarbageCollector.php:49-52",
      note: "Command gc:sessions, twice daily at 13:00 and 23:00 (app/Console/Kernel.php:34), only when session.driver is 'database' (the default, config/session.php:19). The same command first deletes every session with user_id NULL regardless of age (:45-47). Laravel's own session GC also runs on the lottery [2, 100] (config/session.php:112) with lifetime SESSION_LIFETIME, default 86400 minutes = 60 days (config/session.php:32).",
    },
  ],
  shouldAsk: [
    {
      table: "pixelfed.account_logs",
      why: "Security log of logins and account changes with ip_address and user_agent per user; never pruned.",
    },
    {
      table: "pixelfed.user_devices",
      why: "Every IP address and user agent a user has logged in from, with last_active_at; never pruned.",
    },
    {
      table: "pixelfed.login_links",
      why: "Magic-link login records with ip and user_agent; used or revoked rows are kept forever.",
    },
    {
      table: "pixelfed.user_email_forgots",
      why: "Forgot-e-mail requests with ip_address, user_agent and referrer; never pruned.",
    },
    {
      table: "pixelfed.password_resets",
      why: "Reset tokens keyed by e-mail; nothing in the app's schedule clears them (gc:passwordreset empties email_verifications instead).",
    },
    {
      table: "pixelfed.story_views",
      why: "Who viewed which story and when; stories expire and are archived, but the views stay.",
    },
  ],
  neverDelete: [
    "pixelfed.users",
    "pixelfed.profiles",
    "pixelfed.user_settings",
    "pixelfed.user_filters",
    "pixelfed.statuses",
    "pixelfed.media",
    "pixelfed.likes",
    "pixelfed.followers",
    "pixelfed.follow_requests",
    "pixelfed.hashtags",
    "pixelfed.status_hashtags",
    "pixelfed.mentions",
    "pixelfed.bookmarks",
    "pixelfed.avatars",
    "pixelfed.collections",
    "pixelfed.collection_items",
    "pixelfed.direct_messages",
    "pixelfed.conversations",
    "pixelfed.stories",
    "pixelfed.reports",
    "pixelfed.instances",
    "pixelfed.config_cache",
    "pixelfed.import_posts",
  ],
};
