// pleroma: Pleroma, an Elixir/Ecto ActivityPub server (the brief's Akkoma-or-Pleroma slot)
// Written for the init corpus from the application's own schema and cleanup code; see the header of schemaSql.

import type { CorpusApp } from "../types.js";

const schemaSql = `-- Pleroma (pleroma-social/pleroma @ f917285b72dbc770be40478e1a55973f29d5db7d, develop of January 2021, the GitHub
-- mirror's newest snapshot; pleroma/pleroma and Akkoma could not be fetched), from priv/repo/migrations/ replayed
-- in order. oban_jobs comes from deps Oban 2.1.0 (mix.lock), migrated to version 8 by the app's migrations.
-- Not reproduced: the plpgsql functions (activity_visibility, thread_visibility, safe_jsonb_set,
-- update_status_visibility_counter_cache) and the index and triggers built on them. Omitted tables: the
-- dropped websub_* and activity_expirations tables, oban_beats, schema_migrations, data_migrations.
-- Pleroma uses public; here its tables are in schema pleroma (citext, pg_trgm, uuid-ossp live in public).
CREATE SCHEMA pleroma;
SET search_path TO pleroma;
-- ecto_sql 3.4.5 for PostgreSQL: :string -> varchar(255), :map -> jsonb, :naive_datetime/:utc_datetime ->
-- timestamp(0), *_usec -> timestamp, timestamps() -> inserted_at/updated_at timestamp(0) NOT NULL, table ids
-- bigserial, references() -> bigint unless a type is given, FK names <table>_<column>_fkey, index names
-- <table>_<columns>_index. users, activities and chats had their ids rewritten to uuid (flake ids) by
-- 20181218172826 and 20200607112923; the user_id FKs re-created there are ON DELETE CASCADE.
CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA public;

CREATE TABLE users (
  id uuid NOT NULL,
  email public.citext,
  password_hash varchar(255),
  name varchar(255),
  nickname public.citext,
  bio text NOT NULL,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  ap_id varchar(255) NOT NULL,
  avatar jsonb,
  local boolean NOT NULL DEFAULT true,
  follower_address varchar(255),
  last_refreshed_at timestamp without time zone,
  tags varchar(255)[] DEFAULT ARRAY[]::character varying[],
  last_digest_emailed_at timestamp(0) without time zone DEFAULT now(),
  multi_factor_authentication_settings jsonb DEFAULT '{}'::jsonb,
  following_address varchar(255),
  keys text,
  banner jsonb DEFAULT '{}'::jsonb,
  background jsonb DEFAULT '{}'::jsonb,
  note_count integer NOT NULL DEFAULT 0,
  follower_count integer NOT NULL DEFAULT 0,
  following_count integer NOT NULL DEFAULT 0,
  is_locked boolean NOT NULL DEFAULT false,
  confirmation_pending boolean NOT NULL DEFAULT false,
  password_reset_pending boolean NOT NULL DEFAULT false,
  confirmation_token text,
  default_scope varchar(255) DEFAULT 'public',
  blocks text[] NOT NULL DEFAULT ARRAY[]::text[],
  domain_blocks text[] NOT NULL DEFAULT ARRAY[]::text[],
  mutes text[] NOT NULL DEFAULT ARRAY[]::text[],
  muted_reblogs text[] NOT NULL DEFAULT ARRAY[]::text[],
  muted_notifications text[] NOT NULL DEFAULT ARRAY[]::text[],
  subscribers text[] NOT NULL DEFAULT ARRAY[]::text[],
  deactivated boolean NOT NULL DEFAULT false,
  no_rich_text boolean NOT NULL DEFAULT false,
  ap_enabled boolean NOT NULL DEFAULT false,
  is_moderator boolean NOT NULL DEFAULT false,
  is_admin boolean NOT NULL DEFAULT false,
  show_role boolean NOT NULL DEFAULT true,
  mastofe_settings jsonb,
  uri text,
  hide_followers_count boolean NOT NULL DEFAULT false,
  hide_follows_count boolean NOT NULL DEFAULT false,
  hide_followers boolean NOT NULL DEFAULT false,
  hide_follows boolean NOT NULL DEFAULT false,
  hide_favorites boolean NOT NULL DEFAULT true,
  pinned_activities text[] NOT NULL DEFAULT ARRAY[]::text[],
  email_notifications jsonb DEFAULT '{"digest": false}'::jsonb,
  mascot jsonb,
  emoji jsonb NOT NULL DEFAULT '{}'::jsonb,
  pleroma_settings_store jsonb DEFAULT '{}'::jsonb,
  fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  raw_fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_discoverable boolean NOT NULL DEFAULT false,
  invisible boolean NOT NULL DEFAULT false,
  notification_settings jsonb DEFAULT '{"followers": true, "follows": true, "non_follows": true, "non_followers": true}'::jsonb,
  skip_thread_containment boolean NOT NULL DEFAULT false,
  also_known_as varchar(255)[] NOT NULL DEFAULT ARRAY[]::character varying[],
  allow_following_move boolean NOT NULL DEFAULT true,
  actor_type varchar(255) NOT NULL DEFAULT 'Person',
  raw_bio text,
  public_key text,
  inbox text,
  shared_inbox text,
  accepts_chat_messages boolean,
  approval_pending boolean NOT NULL DEFAULT false,
  registration_reason text,
  CONSTRAINT users_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX users_email_index ON users (email);
CREATE UNIQUE INDEX users_nickname_index ON users (nickname);
CREATE UNIQUE INDEX users_ap_id_index ON users (ap_id);
CREATE INDEX users_follower_address_index ON users (follower_address);
CREATE INDEX users_local_index ON users (local);
CREATE INDEX users_tags_index ON users USING gin (tags);
CREATE INDEX users_fts_index ON users USING gin ((setweight(to_tsvector('simple', regexp_replace(nickname, '\\W', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(coalesce(name, ''), '\\W', ' ', 'g')), 'B')));
CREATE INDEX users_following_address_index ON users (following_address);
CREATE INDEX users_deactivated_index ON users (deactivated);
CREATE INDEX users_is_moderator_index ON users (is_moderator);
CREATE INDEX users_is_admin_index ON users (is_admin);
CREATE INDEX users_invisible_index ON users (invisible);
CREATE INDEX users_uri_index ON users (uri);

CREATE TABLE activities (
  id uuid NOT NULL,
  data jsonb NOT NULL,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  local boolean NOT NULL DEFAULT true,
  actor varchar(255),
  recipients varchar(255)[] DEFAULT ARRAY[]::character varying[],
  CONSTRAINT activities_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX activities_unique_apid_index ON activities ((data->>'id'));
CREATE INDEX activities_create_objects_index ON activities ((coalesce(data->'object'->>'id', data->>'object')));
CREATE INDEX activities_actor_index ON activities ((data->>'actor'), inserted_at DESC);
CREATE INDEX activities_context_index ON activities ((data->>'type'), (data->>'context'));
CREATE INDEX "activities_actor_id_DESC_NULLS_LAST_index" ON activities (actor, id DESC NULLS LAST);
CREATE INDEX activities_recipients_index ON activities USING gin (recipients);
CREATE INDEX activities_id_desc_nulls_last_local_index ON activities (id DESC NULLS LAST, local);
CREATE INDEX activities_hosts ON activities ((split_part(actor, '/', 3)));
CREATE INDEX activities_in_reply_to ON activities ((data->'object'->>'inReplyTo'));
CREATE INDEX activities_to_index ON activities USING gin ((data->'to'));
CREATE INDEX activities_cc_index ON activities USING gin ((data->'cc'));
CREATE INDEX activities_likes ON activities USING gin ((data #> '{"object","likes"}'));
CREATE INDEX activities_local_index ON activities (local);
-- Not reproduced: activities_visibility_index, an expression index over the app's plpgsql function
-- activity_visibility(actor, recipients, data) (20190109152453 / 20190204200237).

CREATE TABLE objects (
  id bigserial PRIMARY KEY,
  data jsonb NOT NULL,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);
CREATE UNIQUE INDEX objects_unique_apid_index ON objects ((data->>'id'));
CREATE INDEX objects_actor_type ON objects ((data->>'actor'), (data->>'type'));
CREATE INDEX objects_fts ON objects USING gin ((to_tsvector('english', data->>'content')));
CREATE INDEX objects_in_reply_to_index ON objects ((data->>'inReplyTo'));
CREATE INDEX objects_tags ON objects USING gin ((data->'tag'));
CREATE INDEX objects_likes ON objects USING gin ((data->'likes'));

CREATE TABLE apps (
  id bigserial PRIMARY KEY,
  client_name varchar(255) NOT NULL,
  redirect_uris varchar(255) NOT NULL,
  scopes varchar(255)[] NOT NULL DEFAULT ARRAY[]::character varying[],
  website varchar(255),
  client_id varchar(255),
  client_secret varchar(255),
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  trusted boolean DEFAULT false
);
CREATE INDEX apps_client_id_client_secret_index ON apps (client_id, client_secret);
CREATE UNIQUE INDEX apps_client_id_index ON apps (client_id);

CREATE TABLE oauth_authorizations (
  id bigserial PRIMARY KEY,
  app_id bigint NOT NULL REFERENCES apps (id),
  user_id uuid,
  token varchar(255) NOT NULL,
  valid_until timestamp without time zone,
  used boolean NOT NULL DEFAULT false,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  scopes varchar(255)[] NOT NULL DEFAULT ARRAY[]::character varying[],
  CONSTRAINT oauth_authorizations_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);

CREATE TABLE oauth_tokens (
  id bigserial PRIMARY KEY,
  app_id bigint NOT NULL REFERENCES apps (id),
  user_id uuid,
  token varchar(255),
  refresh_token varchar(255),
  valid_until timestamp without time zone,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  scopes varchar(255)[] NOT NULL DEFAULT ARRAY[]::character varying[],
  CONSTRAINT oauth_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX oauth_tokens_token_index ON oauth_tokens (token);
CREATE INDEX oauth_tokens_app_id_index ON oauth_tokens (app_id);
CREATE INDEX oauth_tokens_user_id_index ON oauth_tokens (user_id);
CREATE UNIQUE INDEX oauth_tokens_refresh_token_index ON oauth_tokens (refresh_token);

CREATE TABLE mfa_tokens (
  id bigserial PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  authorization_id bigint REFERENCES oauth_authorizations (id) ON DELETE CASCADE,
  token varchar(255),
  valid_until timestamp without time zone,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);
CREATE UNIQUE INDEX mfa_tokens_token_index ON mfa_tokens (token);

CREATE TABLE password_reset_tokens (
  id bigserial PRIMARY KEY,
  token varchar(255) NOT NULL,
  user_id uuid NOT NULL,
  used boolean NOT NULL DEFAULT false,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  CONSTRAINT password_reset_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);

CREATE TABLE user_invite_tokens (
  id bigserial PRIMARY KEY,
  token varchar(255),
  used boolean NOT NULL DEFAULT false,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  expires_at date,
  uses integer NOT NULL DEFAULT 0,
  max_use integer,
  invite_type varchar(255) NOT NULL DEFAULT 'one_time'
);

CREATE TYPE notification_type AS ENUM ('follow', 'follow_request', 'mention', 'move', 'pleroma:emoji_reaction', 'pleroma:chat_mention', 'reblog', 'favourite');

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL,
  activity_id uuid NOT NULL,
  seen boolean NOT NULL DEFAULT false,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  type notification_type,
  CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT notifications_activity_id_fkey FOREIGN KEY (activity_id) REFERENCES activities (id) ON DELETE CASCADE
);
CREATE INDEX notifications_id_desc_nulls_last_index ON notifications (id DESC NULLS LAST);
CREATE INDEX notifications_user_id_id_desc_nulls_last_index ON notifications (user_id, id DESC NULLS LAST);

CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL,
  token_id bigint NOT NULL REFERENCES oauth_tokens (id) ON DELETE CASCADE,
  endpoint varchar NOT NULL,
  key_p256dh varchar(255) NOT NULL,
  key_auth varchar(255) NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  CONSTRAINT push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX push_subscriptions_user_id_token_id_index ON push_subscriptions (user_id, token_id);

CREATE TABLE lists (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL,
  title varchar(255),
  following varchar(255)[],
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  ap_id varchar(255),
  CONSTRAINT lists_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX lists_user_id_index ON lists (user_id);
CREATE INDEX lists_following_index ON lists (following);
CREATE UNIQUE INDEX lists_ap_id_index ON lists (ap_id);

CREATE TABLE filters (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL,
  filter_id integer NOT NULL,
  hide boolean DEFAULT false,
  phrase varchar(255),
  context varchar(255)[],
  expires_at timestamp(0) without time zone,
  whole_word boolean NOT NULL DEFAULT true,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  CONSTRAINT filters_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX filters_user_id_index ON filters (user_id);
CREATE INDEX hided_phrases_index ON filters (phrase) WHERE hide = true;

CREATE TABLE instances (
  id bigserial PRIMARY KEY,
  host varchar(255) NOT NULL,
  unreachable_since timestamp without time zone,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  favicon varchar(255),
  favicon_updated_at timestamp(0) without time zone
);
CREATE UNIQUE INDEX instances_host_index ON instances (host);
CREATE INDEX instances_unreachable_since_index ON instances (unreachable_since);

CREATE TABLE thread_mutes (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  context varchar(255) NOT NULL
);
CREATE UNIQUE INDEX unique_index ON thread_mutes (user_id, context);

CREATE TABLE registrations (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  provider varchar(255) NOT NULL,
  uid varchar(255) NOT NULL,
  info jsonb NOT NULL DEFAULT '{}'::jsonb,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);
CREATE UNIQUE INDEX registrations_provider_uid_index ON registrations (provider, uid);
CREATE UNIQUE INDEX registrations_user_id_provider_uid_index ON registrations (user_id, provider, uid);

CREATE TABLE scheduled_activities (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scheduled_at timestamp(0) without time zone NOT NULL,
  params jsonb NOT NULL,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);
CREATE INDEX scheduled_activities_scheduled_at_index ON scheduled_activities (scheduled_at);
CREATE INDEX scheduled_activities_user_id_index ON scheduled_activities (user_id);

CREATE TABLE conversations (
  id bigserial PRIMARY KEY,
  ap_id varchar(255) NOT NULL,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);
CREATE UNIQUE INDEX conversations_ap_id_index ON conversations (ap_id);

CREATE TABLE conversation_participations (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  read boolean NOT NULL DEFAULT false,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);
CREATE INDEX conversation_participations_conversation_id_index ON conversation_participations (conversation_id);
CREATE UNIQUE INDEX conversation_participations_user_id_conversation_id_index ON conversation_participations (user_id, conversation_id);
CREATE INDEX conversation_participations_updated_at_desc_index ON conversation_participations (updated_at DESC);
CREATE INDEX unread_conversation_participation_count_index ON conversation_participations (user_id) WHERE read = false;

CREATE TABLE conversation_participation_recipient_ships (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  participation_id bigint NOT NULL REFERENCES conversation_participations (id) ON DELETE CASCADE
);
CREATE INDEX conversation_participation_recipient_ships_user_id_index ON conversation_participation_recipient_ships (user_id);
CREATE INDEX conversation_participation_recipient_ships_participation_id_index ON conversation_participation_recipient_ships (participation_id);

CREATE TABLE bookmarks (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activity_id uuid NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);
CREATE UNIQUE INDEX bookmarks_user_id_activity_id_index ON bookmarks (user_id, activity_id);

CREATE TABLE config (
  id bigserial PRIMARY KEY,
  key varchar(255) NOT NULL,
  value bytea NOT NULL,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  "group" varchar(255)
);
CREATE UNIQUE INDEX config_group_key_index ON config ("group", key);

CREATE TABLE moderation_log (
  id bigserial PRIMARY KEY,
  data jsonb NOT NULL,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);

CREATE TABLE deliveries (
  id bigserial PRIMARY KEY,
  object_id integer NOT NULL REFERENCES objects (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX deliveries_object_id ON deliveries (object_id);
CREATE UNIQUE INDEX deliveries_user_id_object_id_index ON deliveries (user_id, object_id);

CREATE TABLE following_relationships (
  id bigserial PRIMARY KEY,
  follower_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  following_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state integer NOT NULL,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);
CREATE UNIQUE INDEX following_relationships_follower_id_following_id_index ON following_relationships (follower_id, following_id);
CREATE INDEX following_relationships_following_id_index ON following_relationships (following_id);

CREATE TABLE user_relationships (
  id bigserial PRIMARY KEY,
  source_id uuid REFERENCES users (id) ON DELETE CASCADE,
  target_id uuid REFERENCES users (id) ON DELETE CASCADE,
  relationship_type integer NOT NULL,
  inserted_at timestamp(0) without time zone NOT NULL
);
CREATE UNIQUE INDEX user_relationships_source_id_relationship_type_target_id_index ON user_relationships (source_id, relationship_type, target_id);

CREATE TABLE markers (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  timeline varchar(255) NOT NULL DEFAULT '',
  last_read_id varchar(255) NOT NULL DEFAULT '',
  lock_version integer NOT NULL DEFAULT 0,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);
CREATE UNIQUE INDEX markers_user_id_timeline_index ON markers (user_id, timeline);

CREATE TABLE report_notes (
  id bigserial PRIMARY KEY,
  user_id uuid REFERENCES users (id),
  activity_id uuid REFERENCES activities (id),
  content varchar(255),
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);

CREATE TABLE chats (
  id uuid NOT NULL,
  user_id uuid,
  recipient varchar(255),
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  CONSTRAINT chats_pkey PRIMARY KEY (id),
  CONSTRAINT chats_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT chats_recipient_fkey FOREIGN KEY (recipient) REFERENCES users (ap_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX chats_user_id_recipient_index ON chats (user_id, recipient);

CREATE TABLE chat_message_references (
  id uuid PRIMARY KEY,
  chat_id uuid NOT NULL,
  object_id bigint NOT NULL REFERENCES objects (id) ON DELETE CASCADE,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  unread boolean NOT NULL DEFAULT true,
  CONSTRAINT chat_message_references_chat_id_fkey FOREIGN KEY (chat_id) REFERENCES chats (id) ON DELETE CASCADE
);
CREATE INDEX chat_message_references_chat_id_id_desc_index ON chat_message_references (chat_id, id DESC);
CREATE UNIQUE INDEX chat_message_references_object_id_chat_id_index ON chat_message_references (object_id, chat_id);
CREATE INDEX unread_messages_count_index ON chat_message_references (chat_id) WHERE unread = true;

CREATE TABLE backups (
  id bigserial PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  file_name varchar(255) NOT NULL,
  content_type varchar(255) NOT NULL,
  processed boolean NOT NULL DEFAULT false,
  file_size bigint,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL
);
CREATE INDEX backups_user_id_index ON backups (user_id);

-- counter_cache as recreated by 20200508092434 (kept up to date by a trigger on activities that is not reproduced).
CREATE TABLE counter_cache (
  id bigserial PRIMARY KEY,
  instance varchar(255) NOT NULL,
  direct bigint NOT NULL DEFAULT 0,
  private bigint NOT NULL DEFAULT 0,
  unlisted bigint NOT NULL DEFAULT 0,
  public bigint NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX counter_cache_instance_index ON counter_cache (instance);

-- oban_jobs: Oban 2.1.0 migrations V1..V8 (lib/oban/migrations.ex in sorentwo/oban @ v2.1.0), run by
-- 20190730055101_add_oban_jobs_table, 20190917100019_update_oban (version 4) and 20200402063221_update_oban_jobs_table
-- (version 8). The oban_jobs_notify trigger is not reproduced.
CREATE TYPE oban_job_state AS ENUM ('available', 'scheduled', 'executing', 'retryable', 'completed', 'discarded');
CREATE TABLE oban_jobs (
  id bigserial PRIMARY KEY,
  state oban_job_state NOT NULL DEFAULT 'available',
  queue text NOT NULL DEFAULT 'default',
  worker text NOT NULL,
  args jsonb NOT NULL,
  errors jsonb[] NOT NULL DEFAULT ARRAY[]::jsonb[],
  attempt integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 20,
  inserted_at timestamp without time zone NOT NULL DEFAULT timezone('UTC', now()),
  scheduled_at timestamp without time zone NOT NULL DEFAULT timezone('UTC', now()),
  attempted_at timestamp without time zone,
  completed_at timestamp without time zone,
  attempted_by text[],
  discarded_at timestamp without time zone,
  priority integer DEFAULT 0,
  tags varchar(255)[] DEFAULT ARRAY[]::character varying[],
  CONSTRAINT worker_length CHECK (char_length(worker) > 0 AND char_length(worker) < 128),
  CONSTRAINT queue_length CHECK (char_length(queue) > 0 AND char_length(queue) < 128)
);
CREATE INDEX oban_jobs_attempted_at_id_index ON oban_jobs (attempted_at DESC, id) WHERE state IN ('completed', 'discarded');
CREATE INDEX oban_jobs_queue_state_priority_scheduled_at_id_index ON oban_jobs (queue, state, priority, scheduled_at, id);
RESET search_path;
`;

const dataSql = `-- Rows shaped as Pleroma writes them: flake-id uuids for users/activities/chats, timestamps in UTC without time zone.
INSERT INTO pleroma.users (id, email, password_hash, name, nickname, bio, inserted_at, updated_at, ap_id, local, follower_address,
                           following_address, last_refreshed_at, last_digest_emailed_at, note_count, follower_count, following_count,
                           is_admin, inbox, shared_inbox, keys, raw_bio)
SELECT md5('user' || g)::uuid,
       CASE WHEN g <= 40 THEN 'user' || g || '@example.social' END, CASE WHEN g <= 40 THEN '$pbkdf2-sha512$160000$' || md5(g::text) END,
       'User ' || g, CASE WHEN g <= 40 THEN 'user' || g ELSE 'user' || g || '@remote' || g || '.example' END, 'bio of ' || g,
       now() - (g * 8 || ' days')::interval, now() - (g % 15 || ' days')::interval,
       CASE WHEN g <= 40 THEN 'https://pleroma.example/users/user' || g ELSE 'https://remote' || g || '.example/users/u' || g END,
       g <= 40,
       CASE WHEN g <= 40 THEN 'https://pleroma.example/users/user' || g || '/followers' ELSE 'https://remote' || g || '.example/users/u' || g || '/followers' END,
       CASE WHEN g <= 40 THEN 'https://pleroma.example/users/user' || g || '/following' ELSE 'https://remote' || g || '.example/users/u' || g || '/following' END,
       CASE WHEN g > 40 THEN now() - (g % 9 || ' days')::interval END, now() - (g % 7 || ' days')::interval,
       g % 30, g % 20, g % 25, g = 1,
       CASE WHEN g > 40 THEN 'https://remote' || g || '.example/users/u' || g || '/inbox' END,
       CASE WHEN g > 40 THEN 'https://remote' || g || '.example/inbox' END,
       CASE WHEN g <= 40 THEN '-----BEGIN RSA PRIVATE KEY-----' END, 'bio of ' || g
FROM generate_series(1, 60) g;

INSERT INTO pleroma.objects (id, data, inserted_at, updated_at)
SELECT g, jsonb_build_object('id', 'https://pleroma.example/objects/' || md5('o' || g), 'type', 'Note', 'content', 'post ' || g,
         'actor', 'https://pleroma.example/users/user' || (1 + g % 40), 'to', jsonb_build_array('https://www.w3.org/ns/activitystreams#Public'), 'cc', '[]'::jsonb),
       now() - (g * 0.7 || ' days')::interval, now() - (g * 0.7 || ' days')::interval
FROM generate_series(1, 250) g;

INSERT INTO pleroma.activities (id, data, inserted_at, updated_at, local, actor, recipients)
SELECT md5('act' || g)::uuid,
       jsonb_build_object('id', 'https://pleroma.example/activities/' || md5('a' || g), 'type', 'Create',
         'object', 'https://pleroma.example/objects/' || md5('o' || g), 'actor', 'https://pleroma.example/users/user' || (1 + g % 40),
         'to', jsonb_build_array('https://www.w3.org/ns/activitystreams#Public'), 'cc', '[]'::jsonb, 'context', 'https://pleroma.example/contexts/' || (g % 60))
         || CASE WHEN g % 25 = 0 THEN jsonb_build_object('expires_at', to_char(now() + (g || ' hours')::interval, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) ELSE '{}'::jsonb END,
       now() - (g * 0.7 || ' days')::interval, now() - (g * 0.7 || ' days')::interval, true,
       'https://pleroma.example/users/user' || (1 + g % 40), ARRAY['https://www.w3.org/ns/activitystreams#Public']
FROM generate_series(1, 250) g;

INSERT INTO pleroma.activities (id, data, inserted_at, updated_at, local, actor, recipients)
SELECT md5('like' || g)::uuid,
       jsonb_build_object('id', 'https://remote' || (41 + g % 20) || '.example/likes/' || g, 'type', 'Like',
         'object', 'https://pleroma.example/objects/' || md5('o' || (1 + g % 250)), 'actor', 'https://remote' || (41 + g % 20) || '.example/users/u' || (41 + g % 20)),
       now() - (g * 0.5 || ' days')::interval, now() - (g * 0.5 || ' days')::interval, false,
       'https://remote' || (41 + g % 20) || '.example/users/u' || (41 + g % 20), ARRAY['https://pleroma.example/users/user' || (1 + g % 40)]
FROM generate_series(1, 120) g;

INSERT INTO pleroma.apps (id, client_name, redirect_uris, scopes, website, client_id, client_secret, inserted_at, updated_at, trusted)
SELECT g, CASE WHEN g = 1 THEN 'PleromaFE_' || g ELSE 'App ' || g END, 'urn:ietf:wg:oauth:2.0:oob', ARRAY['read','write','follow','push'],
       NULL, md5('cid' || g), md5('csec' || g), now() - (g * 30 || ' days')::interval, now() - (g * 30 || ' days')::interval, g = 1
FROM generate_series(1, 8) g;

INSERT INTO pleroma.oauth_authorizations (app_id, user_id, token, valid_until, used, inserted_at, updated_at, scopes)
SELECT 1 + g % 8, md5('user' || (1 + g % 40))::uuid, md5('auth' || g), now() - (g * 2 || ' days')::interval + interval '10 minutes', g % 3 <> 0,
       now() - (g * 2 || ' days')::interval, now() - (g * 2 || ' days')::interval, ARRAY['read','write']
FROM generate_series(1, 60) g;

INSERT INTO pleroma.oauth_tokens (id, app_id, user_id, token, refresh_token, valid_until, inserted_at, updated_at, scopes)
SELECT g, 1 + g % 8, md5('user' || (1 + g % 40))::uuid, md5('tok' || g), md5('ref' || g),
       now() - (g * 3 || ' days')::interval + interval '100 years', now() - (g * 3 || ' days')::interval, now() - (g * 3 || ' days')::interval,
       ARRAY['read','write','follow']
FROM generate_series(1, 80) g;

INSERT INTO pleroma.mfa_tokens (user_id, authorization_id, token, valid_until, inserted_at, updated_at)
SELECT md5('user' || (1 + g % 40))::uuid, NULL, md5('mfa' || g), now() - (g || ' hours')::interval + interval '5 minutes',
       now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
FROM generate_series(1, 6) g;

INSERT INTO pleroma.password_reset_tokens (token, user_id, used, inserted_at, updated_at)
SELECT md5('prt' || g), md5('user' || (1 + g % 40))::uuid, g % 2 = 0, now() - (g * 9 || ' days')::interval, now() - (g * 9 || ' days')::interval
FROM generate_series(1, 20) g;

INSERT INTO pleroma.notifications (user_id, activity_id, seen, inserted_at, updated_at, type)
SELECT md5('user' || (1 + g % 40))::uuid, md5('like' || g)::uuid, g % 3 = 0, now() - (g * 0.5 || ' days')::interval, now() - (g * 0.5 || ' days')::interval, 'favourite'
FROM generate_series(1, 120) g;

INSERT INTO pleroma.following_relationships (follower_id, following_id, state, inserted_at, updated_at)
SELECT md5('user' || (1 + (g - 1) % 40))::uuid, md5('user' || (1 + ((g - 1) % 40 + 1 + (g - 1) / 40 * 11) % 60))::uuid, CASE WHEN g % 10 = 0 THEN 1 ELSE 2 END,
       now() - (g || ' days')::interval, now() - (g || ' days')::interval
FROM generate_series(1, 160) g;

INSERT INTO pleroma.user_relationships (source_id, target_id, relationship_type, inserted_at)
SELECT md5('user' || g)::uuid, md5('user' || (60 - g))::uuid, 1 + g % 5, now() - (g * 6 || ' days')::interval FROM generate_series(1, 25) g;

INSERT INTO pleroma.bookmarks (user_id, activity_id, inserted_at, updated_at)
SELECT md5('user' || (1 + g % 40))::uuid, md5('act' || g)::uuid, now() - (g * 0.6 || ' days')::interval, now() - (g * 0.6 || ' days')::interval
FROM generate_series(1, 250, 9) g;

INSERT INTO pleroma.instances (host, unreachable_since, inserted_at, updated_at, favicon, favicon_updated_at)
SELECT 'remote' || g || '.example', CASE WHEN g % 6 = 0 THEN now() - (g || ' days')::interval END, now() - (g * 7 || ' days')::interval,
       now() - (g || ' days')::interval, NULL, NULL
FROM generate_series(41, 60) g;

INSERT INTO pleroma.deliveries (object_id, user_id)
SELECT 1 + g % 250, md5('user' || (41 + g % 20))::uuid FROM generate_series(1, 100) g ON CONFLICT DO NOTHING;

INSERT INTO pleroma.markers (user_id, timeline, last_read_id, lock_version, inserted_at, updated_at)
SELECT md5('user' || g)::uuid, t, md5(t || g), g % 4, now() - (g * 5 || ' days')::interval, now() - (g % 3 || ' hours')::interval
FROM generate_series(1, 40) g, (VALUES ('home'), ('notifications')) v(t);

INSERT INTO pleroma.chats (id, user_id, recipient, inserted_at, updated_at)
SELECT md5('chat' || g)::uuid, md5('user' || g)::uuid, 'https://pleroma.example/users/user' || (g + 1), now() - (g * 4 || ' days')::interval, now() - (g || ' days')::interval
FROM generate_series(1, 20) g;

INSERT INTO pleroma.chat_message_references (id, chat_id, object_id, inserted_at, updated_at, unread)
SELECT md5('cmr' || g)::uuid, md5('chat' || (1 + g % 20))::uuid, g, now() - (g * 0.7 || ' days')::interval, now() - (g * 0.7 || ' days')::interval, g % 4 = 0
FROM generate_series(1, 80) g;

INSERT INTO pleroma.conversations (id, ap_id, inserted_at, updated_at)
SELECT g, 'https://pleroma.example/contexts/' || g, now() - (g * 3 || ' days')::interval, now() - (g || ' days')::interval FROM generate_series(1, 30) g;

INSERT INTO pleroma.conversation_participations (user_id, conversation_id, read, inserted_at, updated_at)
SELECT md5('user' || (1 + g % 40))::uuid, 1 + g % 30, g % 3 = 0, now() - (g * 2 || ' days')::interval, now() - (g || ' days')::interval
FROM generate_series(1, 60) g ON CONFLICT DO NOTHING;

INSERT INTO pleroma.scheduled_activities (user_id, scheduled_at, params, inserted_at, updated_at)
SELECT md5('user' || g)::uuid, now() + (g || ' days')::interval, jsonb_build_object('status', 'later ' || g, 'visibility', 'public'), now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
FROM generate_series(1, 8) g;

INSERT INTO pleroma.filters (user_id, filter_id, hide, phrase, context, expires_at, whole_word, inserted_at, updated_at)
SELECT md5('user' || g)::uuid, g, g % 2 = 0, 'word' || g, ARRAY['home','public'], CASE WHEN g % 3 = 0 THEN now() + (g || ' days')::interval END, true,
       now() - (g * 10 || ' days')::interval, now() - (g * 10 || ' days')::interval
FROM generate_series(1, 15) g;

INSERT INTO pleroma.lists (user_id, title, following, inserted_at, updated_at, ap_id)
SELECT md5('user' || g)::uuid, 'List ' || g, ARRAY['https://remote' || (41 + g) || '.example/users/u' || (41 + g)], now() - (g * 12 || ' days')::interval,
       now() - (g * 12 || ' days')::interval, 'https://pleroma.example/users/user' || g || '/lists/' || g
FROM generate_series(1, 12) g;

INSERT INTO pleroma.user_invite_tokens (token, used, inserted_at, updated_at, expires_at, uses, max_use, invite_type)
SELECT md5('inv' || g), g % 2 = 0, now() - (g * 15 || ' days')::interval, now() - (g * 15 || ' days')::interval,
       CASE WHEN g % 3 = 0 THEN (now() + (g || ' days')::interval)::date END, g % 2, CASE WHEN g % 4 = 0 THEN 5 END,
       CASE WHEN g % 4 = 0 THEN 'reusable' ELSE 'one_time' END
FROM generate_series(1, 10) g;

INSERT INTO pleroma.registrations (id, user_id, provider, uid, info, inserted_at, updated_at)
SELECT md5('reg' || g)::uuid, md5('user' || g)::uuid, 'github', 'gh' || g, jsonb_build_object('nickname', 'gh' || g), now() - (g * 20 || ' days')::interval, now() - (g * 20 || ' days')::interval
FROM generate_series(1, 6) g;

INSERT INTO pleroma.moderation_log (data, inserted_at, updated_at)
SELECT jsonb_build_object('action', (ARRAY['deactivate','tag','report_update'])[1 + g % 3], 'actor', jsonb_build_object('id', md5('user1')::uuid, 'nickname', 'user1')),
       now() - (g * 4 || ' days')::interval, now() - (g * 4 || ' days')::interval
FROM generate_series(1, 40) g;

INSERT INTO pleroma.backups (user_id, file_name, content_type, processed, file_size, inserted_at, updated_at)
SELECT md5('user' || g)::uuid, 'archive-user' || g || '-' || to_char(now() - (g * 3 || ' days')::interval, 'YYYYMMDDTHH24MISS') || '.zip', 'application/zip', true,
       100000 * g, now() - (g * 3 || ' days')::interval, now() - (g * 3 || ' days')::interval
FROM generate_series(1, 12) g;

INSERT INTO pleroma.config (key, value, inserted_at, updated_at, "group")
VALUES (':instance', '\\x836a'::bytea, now() - interval '200 days', now() - interval '3 days', ':pleroma'),
       (':mrf', '\\x836a'::bytea, now() - interval '150 days', now() - interval '30 days', ':pleroma');

INSERT INTO pleroma.counter_cache (instance, direct, private, unlisted, public)
VALUES ('pleroma.example', 4, 10, 20, 216), ('remote41.example', 0, 0, 0, 120);

INSERT INTO pleroma.oban_jobs (state, queue, worker, args, errors, attempt, max_attempts, inserted_at, scheduled_at, attempted_at, completed_at, priority, tags)
SELECT (ARRAY['completed','completed','completed','discarded','available'])[1 + g % 5]::pleroma.oban_job_state,
       (ARRAY['federator_outgoing','federator_incoming','web_push','mailer','background'])[1 + g % 5],
       (ARRAY['Pleroma.Workers.PublisherWorker','Pleroma.Workers.ReceiverWorker','Pleroma.Workers.WebPusherWorker','Pleroma.Workers.MailerWorker','Pleroma.Workers.BackgroundWorker'])[1 + g % 5],
       jsonb_build_object('op', 'publish_one', 'params', jsonb_build_object('id', g)),
       CASE WHEN g % 5 = 3 THEN ARRAY[jsonb_build_object('attempt', 5, 'error', 'timeout')] ELSE ARRAY[]::jsonb[] END,
       CASE WHEN g % 5 = 4 THEN 0 ELSE 1 END, 5,
       timezone('UTC', now()) - (g * 7 || ' seconds')::interval, timezone('UTC', now()) - (g * 7 || ' seconds')::interval,
       CASE WHEN g % 5 <> 4 THEN timezone('UTC', now()) - (g * 7 - 1 || ' seconds')::interval END,
       CASE WHEN g % 5 IN (0, 1, 2) THEN timezone('UTC', now()) - (g * 7 - 2 || ' seconds')::interval END, 0, ARRAY[]::varchar[]
FROM generate_series(1, 60) g;

INSERT INTO pleroma.oban_jobs (state, queue, worker, args, attempt, max_attempts, inserted_at, scheduled_at)
SELECT 'scheduled', 'activity_expiration', 'Pleroma.Workers.PurgeExpiredActivity', jsonb_build_object('activity_id', md5('act' || g)::uuid::text), 0, 1,
       timezone('UTC', now()) - (g * 0.7 || ' days')::interval, timezone('UTC', now()) + (g || ' hours')::interval
FROM generate_series(25, 250, 25) g;

INSERT INTO pleroma.oban_jobs (state, queue, worker, args, attempt, max_attempts, inserted_at, scheduled_at)
SELECT 'scheduled', 'token_expiration', 'Pleroma.Workers.PurgeExpiredToken', jsonb_build_object('token_id', id, 'mod', 'Elixir.Pleroma.MFA.Token'), 0, 1,
       inserted_at, valid_until
FROM pleroma.mfa_tokens;

INSERT INTO pleroma.oban_jobs (state, queue, worker, args, attempt, max_attempts, inserted_at, scheduled_at)
SELECT 'scheduled', 'backup', 'Pleroma.Workers.BackupWorker', jsonb_build_object('op', 'delete', 'backup_id', id), 0, 1,
       inserted_at, inserted_at + interval '30 days'
FROM pleroma.backups;
`;

export const app: CorpusApp = {
  name: "pleroma",
  framework: "ecto",
  source: {
    repo: "pleroma-social/pleroma",
    commit: "f917285b72dbc770be40478e1a55973f29d5db7d",
    schemaFrom:
      "priv/repo/migrations/*.exs (248 Ecto migrations) replayed by hand with ecto_sql 3.4.5 type mapping, plus Oban 2.1.0's V1-V8 migrations for oban_jobs; a subset of 33 tables: every table the cleanup code touches and the account, content, social-graph, OAuth and settings tables around them",
  },
  schemas: ["pleroma"],
  schemaSql,
  dataSql,
  cleans: [
    {
      table: "pleroma.oban_jobs",
      clock: "attempted_at",
      retention:
        "60s (Oban.Plugins.Pruner default max_age: 60 in Oban 2.1.0; Pleroma enables the plugin with no options)",
      source: "config/config.exs:549",
      note: "Pruner code is in the Oban dependency (lib/oban/plugins/pruner.ex @ v2.1.0): deletes jobs with state in ('completed', 'discarded') and attempted_at < now - max_age, 10,000 per run every 30 s. Scheduled/available/retryable/executing jobs are kept.",
    },
    {
      table: "pleroma.mfa_tokens",
      clock: "valid_until",
      retention: "valid_until passed (@expires 300 s after creation)",
      source: "lib/pleroma/mfa/token.ex:52-62",
      note: "Each new MFA token enqueues Pleroma.Workers.PurgeExpiredToken scheduled at valid_until, which deletes the row (lib/pleroma/workers/purge_expired_token.ex:23-27).",
    },
    {
      table: "pleroma.oauth_tokens",
      clock: "valid_until",
      retention:
        "valid_until passed, only with setting :oauth2 clean_expired_tokens (default false, config/config.exs:644); tokens live :oauth2 token_expires_in, default 100 years (config/config.exs:642)",
      source: "lib/pleroma/web/o_auth/token.ex:101-107",
      note: "Per-token Oban job PurgeExpiredToken at valid_until (lib/pleroma/workers/purge_expired_token.ex:23-27). With the defaults nothing is deleted.",
    },
    {
      table: "pleroma.activities",
      clock:
        "data->>'expires_at' (jsonb; the deadline is carried as oban_jobs.scheduled_at of a PurgeExpiredActivity job)",
      retention:
        "expires_at passed, per post as chosen by its author; setting Pleroma.Workers.PurgeExpiredActivity enabled, default true, min_lifetime 600 s (config/config.exs:666)",
      source: "lib/pleroma/web/activity_pub/activity_pub.ex:190-200",
      note: "The job (lib/pleroma/workers/purge_expired_activity.ex:30-36) runs CommonAPI.delete, which deletes the activities referencing the object (lib/pleroma/activity.ex:284-289) and turns the object into a Tombstone (objects row kept). Only posts that carry expires_at; there is no global age limit.",
    },
    {
      table: "pleroma.backups",
      clock: "inserted_at",
      retention: "setting Pleroma.User.Backup purge_after_days, default 30 (config/config.exs:822)",
      source: "lib/pleroma/workers/backup_worker.ex:17-25",
      note: "A delete job is scheduled at inserted_at + purge_after_days when a backup is processed (:38) and deletes the row and file (:48-52). Backup.remove_outdated also deletes a user's older backups as soon as a newer one is processed (lib/pleroma/user/backup.ex:118-124).",
    },
    {
      table: "pleroma.objects",
      clock: "inserted_at",
      retention: "setting :instance remote_post_retention_days, default 90 (config/config.exs:223)",
      source: "lib/mix/tasks/pleroma/database.ex:62-94",
      note: "Operator-run task `mix pleroma.database prune_objects`, not scheduled. Deletes only remote public objects (to/cc contains as:Public and actor host is not this instance).",
    },
  ],
  shouldAsk: [
    {
      table: "pleroma.notifications",
      why: "Per-user notification history (who liked, followed, mentioned) kept forever; deleted only by the user or with its activity.",
    },
    {
      table: "pleroma.oauth_authorizations",
      why: "OAuth authorization codes per user and app, used or expired, never deleted by age.",
    },
    {
      table: "pleroma.password_reset_tokens",
      why: "Password-reset tokens per user, used or not, never deleted.",
    },
    {
      table: "pleroma.moderation_log",
      why: "Admin actions with actor and subject users in jsonb, kept forever.",
    },
    {
      table: "pleroma.deliveries",
      why: "Which remote users each local object was delivered to; deleted only with the object.",
    },
  ],
  neverDelete: [
    "pleroma.users",
    "pleroma.apps",
    "pleroma.lists",
    "pleroma.filters",
    "pleroma.bookmarks",
    "pleroma.following_relationships",
    "pleroma.user_relationships",
    "pleroma.markers",
    "pleroma.chats",
    "pleroma.chat_message_references",
    "pleroma.conversations",
    "pleroma.conversation_participations",
    "pleroma.conversation_participation_recipient_ships",
    "pleroma.scheduled_activities",
    "pleroma.config",
    "pleroma.instances",
    "pleroma.registrations",
    "pleroma.thread_mutes",
    "pleroma.push_subscriptions",
    "pleroma.report_notes",
    "pleroma.counter_cache",
  ],
};
