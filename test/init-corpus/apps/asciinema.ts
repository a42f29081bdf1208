// asciinema: asciinema-server, an Elixir/Ecto terminal-recording host (substitute for Plausible, whose repository is over the fetch size limit)
// Written for the init corpus from the application's own schema and cleanup code; see the header of schemaSql.

import type { CorpusApp } from "../types.js";

const schemaSql = `-- asciinema-server (asciinema/asciinema-server @ 0915036e540d616df897603d3e09a708fe5e0e11), from priv/repo/migrations/
-- replayed in order; oban_jobs and oban_peers from Oban's lib/oban/migrations/postgres/v01..v13.ex (V1-V12 read
-- in sorentwo/oban @ 2.18.2, V13 in oban-bg/oban), which the app runs via Oban.Migrations.up(). All 10 tables.
-- Not reproduced: the plpgsql triggers trg_enforce_live_stream_limit (streams) and trg_asciicast_fts_upsert
-- (asciicasts). oban_peers is UNLOGGED, as Oban creates it. The app uses public; here its tables are in schema asciinema.
CREATE SCHEMA asciinema;
SET search_path TO asciinema;
-- ecto_sql 3.13 for PostgreSQL: :string -> varchar(255), :float -> double precision, :map -> jsonb,
-- :naive_datetime/:utc_datetime -> timestamp(0), *_usec -> timestamp. The first migration created users,
-- api_tokens and asciicasts Rails-style (created_at, *_fk constraint names, index_*_on_* index names); later
-- migrations renamed tables, columns, indexes, sequences and constraints to Ecto conventions.
CREATE TYPE recording_visibility AS ENUM ('private', 'unlisted', 'public');
CREATE TYPE stream_visibility AS ENUM ('private', 'unlisted', 'public');

CREATE TABLE users (
  id bigserial NOT NULL,
  provider varchar(255),
  uid varchar(255),
  email varchar(255),
  name varchar(255),
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  username varchar(255),
  auth_token varchar(255),
  term_theme_name varchar(255),
  temporary_username varchar(255),
  last_login_at timestamp(0) without time zone,
  is_admin boolean NOT NULL DEFAULT false,
  term_font_family varchar(255),
  term_theme_prefer_original boolean NOT NULL DEFAULT true,
  default_recording_visibility recording_visibility NOT NULL DEFAULT 'unlisted',
  streaming_enabled boolean NOT NULL DEFAULT true,
  stream_recording_enabled boolean NOT NULL DEFAULT true,
  default_stream_visibility stream_visibility NOT NULL DEFAULT 'unlisted',
  live_stream_limit integer,
  timezone varchar(255),
  term_bold_is_bright boolean NOT NULL DEFAULT false,
  term_adaptive_palette boolean NOT NULL DEFAULT false,
  CONSTRAINT users_pkey PRIMARY KEY (id)
);
CREATE INDEX users_auth_token_index ON users (auth_token);
CREATE UNIQUE INDEX users_email_index ON users (email);
CREATE UNIQUE INDEX users_provider_uid_index ON users (provider, uid);
CREATE UNIQUE INDEX users_username_unique_index ON users ((lower(username)));
CREATE INDEX users_anonymous_index ON users ((1)) WHERE email IS NULL;
CREATE INDEX users_inserted_at_index ON users (inserted_at);
CREATE INDEX users_last_login_at_index ON users (last_login_at DESC NULLS LAST, id DESC);

-- clis: created as api_tokens (20170920135754_initial), renamed by 20250208140242_rename_api_tokens_to_clis.
CREATE TABLE clis (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  token varchar(255) NOT NULL,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  revoked_at timestamp(0) without time zone,
  CONSTRAINT clis_pkey PRIMARY KEY (id),
  CONSTRAINT clis_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
);
CREATE UNIQUE INDEX clis_token_index ON clis (token);
CREATE INDEX clis_user_id_index ON clis (user_id);

-- streams: created as live_streams (20230618154430), renamed by 20250211203036_rename_live_streams_to_streams.
CREATE TABLE streams (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  producer_token varchar(255) NOT NULL,
  term_cols integer,
  term_rows integer,
  last_activity_at timestamp(0) without time zone,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  live boolean NOT NULL DEFAULT false,
  public_token varchar(255) NOT NULL,
  title varchar(255),
  description text,
  term_theme_name varchar(255),
  term_line_height double precision,
  term_font_family varchar(255),
  current_viewer_count integer,
  peak_viewer_count integer,
  last_started_at timestamp(0) without time zone,
  buffer_time double precision,
  protocol varchar(255),
  term_theme_fg varchar(255),
  term_theme_bg varchar(255),
  term_theme_palette varchar(255),
  term_theme_prefer_original boolean NOT NULL DEFAULT true,
  snapshot text,
  visibility stream_visibility NOT NULL DEFAULT 'unlisted',
  term_type varchar(255),
  term_version varchar(255),
  user_agent varchar(255),
  shell varchar(255),
  audio_url varchar(255),
  env jsonb,
  schedule jsonb,
  next_start_at timestamp(0) without time zone,
  term_bold_is_bright boolean NOT NULL DEFAULT false,
  offline_grace_period integer NOT NULL DEFAULT 300,
  term_adaptive_palette boolean NOT NULL DEFAULT false,
  keystroke_overlay boolean NOT NULL DEFAULT false,
  term_cursor_mode varchar(255) NOT NULL DEFAULT 'blinking',
  CONSTRAINT streams_pkey PRIMARY KEY (id),
  CONSTRAINT streams_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
);
CREATE INDEX streams_online_index ON streams (live);
CREATE UNIQUE INDEX streams_secret_token_index ON streams (public_token);
CREATE INDEX streams_user_id_index ON streams (user_id);
CREATE UNIQUE INDEX streams_producer_token_index ON streams (producer_token);
CREATE INDEX streams_current_viewer_count_index ON streams (current_viewer_count);
CREATE INDEX streams_peak_viewer_count_index ON streams (peak_viewer_count);
CREATE INDEX streams_last_started_at_index ON streams (last_started_at);
CREATE INDEX streams_inserted_at_index ON streams (inserted_at);
CREATE INDEX streams_parser_index ON streams (protocol);
CREATE INDEX streams_user_id_secret_token_index ON streams (user_id, public_token);
CREATE INDEX streams_env_index ON streams USING gin (env);
CREATE INDEX streams_next_start_at_index ON streams (next_start_at);
CREATE INDEX streams_user_live_index ON streams (user_id) WHERE live;
-- Not reproduced: trigger trg_enforce_live_stream_limit and its plpgsql function.

CREATE TABLE asciicasts (
  id bigserial NOT NULL,
  user_id bigint NOT NULL,
  title varchar(255),
  duration double precision NOT NULL,
  term_type varchar(255),
  term_cols integer NOT NULL,
  term_rows integer NOT NULL,
  command varchar(255),
  shell varchar(255),
  uname varchar(255),
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  description text,
  featured boolean DEFAULT false,
  snapshot text,
  time_compression boolean NOT NULL DEFAULT true,
  user_agent varchar(255),
  term_theme_name varchar(255),
  secret_token varchar(255) NOT NULL,
  snapshot_at double precision,
  version integer NOT NULL,
  filename varchar(255),
  recorded_at timestamp(0) without time zone,
  term_theme_fg varchar(255),
  term_theme_bg varchar(255),
  term_theme_palette varchar(255),
  idle_time_limit double precision,
  archived_at timestamp(0) without time zone,
  archivable boolean NOT NULL DEFAULT true,
  path varchar(255),
  term_cols_override integer,
  term_rows_override integer,
  term_line_height double precision,
  term_font_family varchar(255),
  markers text,
  speed double precision,
  visibility recording_visibility NOT NULL DEFAULT 'unlisted',
  cli_id bigint,
  stream_id bigint,
  env jsonb,
  term_version varchar(255),
  audio_url varchar(255),
  term_bold_is_bright boolean NOT NULL DEFAULT false,
  term_adaptive_palette boolean NOT NULL DEFAULT false,
  compressed boolean NOT NULL DEFAULT false,
  uncompressed_size integer,
  compressed_size integer,
  keystroke_overlay boolean NOT NULL DEFAULT false,
  term_cursor_mode varchar(255) NOT NULL DEFAULT 'blinking',
  CONSTRAINT asciicasts_pkey PRIMARY KEY (id),
  CONSTRAINT asciicasts_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id),
  CONSTRAINT asciicasts_cli_id_fkey FOREIGN KEY (cli_id) REFERENCES clis (id),
  CONSTRAINT asciicasts_stream_id_fkey FOREIGN KEY (stream_id) REFERENCES streams (id) ON DELETE SET NULL
);
CREATE INDEX asciicasts_created_at_index ON asciicasts (inserted_at);
CREATE INDEX asciicasts_featured_index ON asciicasts (featured);
CREATE UNIQUE INDEX asciicasts_secret_token_index ON asciicasts (secret_token);
CREATE INDEX asciicasts_user_id_index ON asciicasts (user_id);
CREATE INDEX asciicasts_visibility_index ON asciicasts (visibility);
CREATE INDEX asciicasts_cli_id_index ON asciicasts (cli_id);
CREATE INDEX asciicasts_stream_id_index ON asciicasts (stream_id);
CREATE UNIQUE INDEX asciicasts_path_index ON asciicasts (path);
CREATE INDEX asciicasts_env_index ON asciicasts USING gin (env);
CREATE INDEX asciicasts_snapshotless_index ON asciicasts ((1)) WHERE snapshot IS NULL;
CREATE INDEX asciicasts_public_non_archived_index ON asciicasts (id DESC) WHERE visibility = 'public' AND archived_at IS NULL;
CREATE INDEX asciicasts_duration_index ON asciicasts (duration);
CREATE INDEX asciicasts_compressed_size_desc_index ON asciicasts (compressed_size DESC NULLS LAST, id DESC);
CREATE INDEX asciicasts_audio_index ON asciicasts ((1)) WHERE audio_url IS NOT NULL;
CREATE INDEX asciicasts_compressed_index ON asciicasts (compressed);

CREATE TABLE asciicast_daily_views (
  asciicast_id bigint NOT NULL REFERENCES asciicasts (id) ON DELETE CASCADE,
  date date NOT NULL,
  count integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX asciicast_daily_views_asciicast_id_date_index ON asciicast_daily_views (asciicast_id, date);
CREATE INDEX asciicast_daily_views_date_asciicast_id_index ON asciicast_daily_views (date, asciicast_id);

CREATE TABLE asciicast_stats (
  asciicast_id bigint NOT NULL REFERENCES asciicasts (id) ON DELETE CASCADE,
  total_views integer NOT NULL DEFAULT 0,
  popularity_score double precision NOT NULL DEFAULT 0.0,
  popularity_dirty boolean NOT NULL,
  PRIMARY KEY (asciicast_id)
);
CREATE INDEX asciicast_stats_popular_index ON asciicast_stats (popularity_score DESC, asciicast_id DESC) WHERE popularity_score > 0.0;
CREATE INDEX asciicast_stats_asciicast_id_index ON asciicast_stats (asciicast_id) WHERE popularity_dirty = true;

CREATE TABLE asciicast_fts (
  asciicast_id bigint NOT NULL REFERENCES asciicasts (id) ON DELETE CASCADE,
  title_tsv tsvector NOT NULL,
  description_tsv tsvector NOT NULL,
  content_tsv tsvector,
  PRIMARY KEY (asciicast_id)
);
CREATE INDEX asciicast_fts_index ON asciicast_fts USING gin ((title_tsv || description_tsv || coalesce(content_tsv, ''::tsvector)));
CREATE INDEX asciicast_fts_title_index ON asciicast_fts USING gin (title_tsv);
-- Not reproduced: trigger trg_asciicast_fts_upsert on asciicasts and its plpgsql function.

CREATE TABLE admin_saved_queries (
  id bigserial PRIMARY KEY,
  entity varchar(255) NOT NULL,
  name varchar(255) NOT NULL,
  filter text NOT NULL,
  normalized_filter text NOT NULL,
  sort varchar(255) NOT NULL,
  inserted_at timestamp(0) without time zone NOT NULL,
  updated_at timestamp(0) without time zone NOT NULL,
  CONSTRAINT admin_saved_queries_entity_check CHECK (entity in ('users', 'recordings', 'streams'))
);
CREATE UNIQUE INDEX admin_saved_queries_entity_name_index ON admin_saved_queries (entity, lower(name));
CREATE UNIQUE INDEX admin_saved_queries_entity_filter_sort_index ON admin_saved_queries (entity, normalized_filter, sort);

-- oban_jobs / oban_peers: Oban's Postgres migrations V1..V13 (oban-bg/oban lib/oban/migrations/postgres/),
-- run by the app's migrations (Oban.Migrations.up() then up(version: 11), 12, 13; mix.lock has oban 2.20.1),
-- plus the app's own index swap to (state, queue, priority, scheduled_at, id). The notify trigger was dropped by V12.
CREATE TYPE oban_job_state AS ENUM ('available', 'scheduled', 'executing', 'retryable', 'completed', 'discarded', 'cancelled');
CREATE TABLE oban_jobs (
  id bigserial PRIMARY KEY,
  state oban_job_state NOT NULL DEFAULT 'available',
  queue text NOT NULL DEFAULT 'default',
  worker text NOT NULL,
  args jsonb NOT NULL DEFAULT '{}'::jsonb,
  errors jsonb[] NOT NULL DEFAULT ARRAY[]::jsonb[],
  attempt integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 20,
  inserted_at timestamp without time zone NOT NULL DEFAULT timezone('UTC', now()),
  scheduled_at timestamp without time zone NOT NULL DEFAULT timezone('UTC', now()),
  attempted_at timestamp without time zone,
  completed_at timestamp without time zone,
  attempted_by text[],
  discarded_at timestamp without time zone,
  priority integer NOT NULL DEFAULT 0,
  tags text[] DEFAULT ARRAY[]::text[],
  meta jsonb DEFAULT '{}'::jsonb,
  cancelled_at timestamp without time zone,
  CONSTRAINT worker_length CHECK (char_length(worker) > 0 AND char_length(worker) < 128),
  CONSTRAINT queue_length CHECK (char_length(queue) > 0 AND char_length(queue) < 128),
  CONSTRAINT positive_max_attempts CHECK (max_attempts > 0),
  CONSTRAINT attempt_range CHECK (attempt between 0 and max_attempts)
);
ALTER TABLE oban_jobs ADD CONSTRAINT non_negative_priority CHECK (priority >= 0) NOT VALID;
CREATE INDEX oban_jobs_state_queue_priority_scheduled_at_id_index ON oban_jobs (state, queue, priority, scheduled_at, id);
CREATE INDEX oban_jobs_args_index ON oban_jobs USING gin (args);
CREATE INDEX oban_jobs_meta_index ON oban_jobs USING gin (meta);
CREATE INDEX oban_jobs_state_cancelled_at_index ON oban_jobs (state, cancelled_at);
CREATE INDEX oban_jobs_state_discarded_at_index ON oban_jobs (state, discarded_at);

CREATE UNLOGGED TABLE oban_peers (
  name text NOT NULL PRIMARY KEY,
  node text NOT NULL,
  started_at timestamp without time zone NOT NULL,
  expires_at timestamp without time zone NOT NULL
);
RESET search_path;
`;

const dataSql = `-- Rows shaped as asciinema-server writes them. Users with email NULL are the CLI-only "unregistered" accounts
-- whose recordings the unclaimed-recording job hides and deletes.
INSERT INTO asciinema.users (id, provider, uid, email, name, inserted_at, updated_at, username, auth_token, temporary_username, last_login_at, is_admin, timezone)
SELECT g, NULL, NULL, CASE WHEN g % 3 = 0 THEN NULL ELSE 'user' || g || '@example.org' END, CASE WHEN g % 3 = 0 THEN NULL ELSE 'User ' || g END,
       now() - (g * 9 || ' days')::interval, now() - (g % 20 || ' days')::interval,
       CASE WHEN g % 3 = 0 THEN NULL ELSE 'user' || g END, md5('at' || g), CASE WHEN g % 3 = 0 THEN 'tmp' || g END,
       CASE WHEN g % 3 = 0 THEN NULL ELSE now() - (g % 30 || ' days')::interval END, g = 1, CASE WHEN g % 4 = 0 THEN 'Europe/Warsaw' END
FROM generate_series(1, 60) g;

INSERT INTO asciinema.clis (id, user_id, token, inserted_at, updated_at, revoked_at)
SELECT g, 1 + (g - 1) % 60, md5('cli' || g)::uuid::text, now() - (g * 8 || ' days')::interval, now() - (g * 8 || ' days')::interval,
       CASE WHEN g % 11 = 0 THEN now() - (g || ' days')::interval END
FROM generate_series(1, 80) g;

INSERT INTO asciinema.streams (id, user_id, producer_token, term_cols, term_rows, last_activity_at, inserted_at, updated_at, live, public_token, title, visibility, protocol, current_viewer_count, peak_viewer_count, last_started_at)
SELECT g, g, substr(md5('pt' || g), 1, 16), 120, 36, now() - (g || ' days')::interval, now() - (g * 20 || ' days')::interval, now() - (g || ' days')::interval,
       g % 5 = 0, substr(md5('pub' || g), 1, 16), 'stream ' || g, (ARRAY['private','unlisted','public'])[1 + g % 3]::asciinema.stream_visibility,
       'v2.asciicast', CASE WHEN g % 5 = 0 THEN g ELSE 0 END, g * 2, now() - (g || ' days')::interval
FROM generate_series(1, 15) g;

INSERT INTO asciinema.asciicasts (id, user_id, title, duration, term_type, term_cols, term_rows, command, shell, uname, inserted_at, updated_at,
                                  user_agent, secret_token, version, filename, path, archived_at, archivable, visibility, cli_id, stream_id, env, compressed, uncompressed_size)
SELECT g, 1 + (g - 1) % 60, CASE WHEN g % 4 = 0 THEN NULL ELSE 'Recording ' || g END, 10 + (g % 300) * 1.7, 'xterm-256color', 80 + g % 40, 24 + g % 12,
       NULL, '/bin/bash', 'Linux 6.1 x86_64', now() - (g * 1.3 || ' days')::interval, now() - (g * 1.3 || ' days')::interval,
       'asciinema/2.4.0 CPython/3.11 Linux', substr(md5('st' || g), 1, 25), 2, 'ascii.cast', 'recordings/' || g || '/ascii.cast',
       CASE WHEN (1 + (g - 1) % 60) % 3 = 0 AND g * 1.3 > 7 THEN now() - (g * 1.3 - 7 || ' days')::interval END, true,
       (ARRAY['unlisted','public','private','unlisted'])[1 + g % 4]::asciinema.recording_visibility, 1 + (g - 1) % 60,
       CASE WHEN g % 17 = 0 THEN 1 + g % 15 END, '{"SHELL": "/bin/bash", "TERM": "xterm-256color"}'::jsonb, g % 2 = 0, 20000 + g * 100
FROM generate_series(1, 300) g;

INSERT INTO asciinema.asciicast_stats (asciicast_id, total_views, popularity_score, popularity_dirty)
SELECT g, g % 90, (g % 90) * 0.13, g % 9 = 0 FROM generate_series(1, 300) g;

INSERT INTO asciinema.asciicast_fts (asciicast_id, title_tsv, description_tsv, content_tsv)
SELECT g, to_tsvector('simple', 'Recording ' || g), to_tsvector('simple', ''), CASE WHEN g % 2 = 0 THEN to_tsvector('simple', 'ls -la git status') END
FROM generate_series(1, 300) g;

INSERT INTO asciinema.asciicast_daily_views (asciicast_id, date, count)
SELECT 1 + g % 300, (now() - (g % 120 || ' days')::interval)::date, 1 + g % 7 FROM generate_series(1, 600) g ON CONFLICT DO NOTHING;

INSERT INTO asciinema.admin_saved_queries (entity, name, filter, normalized_filter, sort, inserted_at, updated_at) VALUES
  ('recordings', 'Unclaimed large', 'size:>1MB owner:unregistered', 'owner:unregistered size:>1MB', 'inserted_at_desc', now() - interval '40 days', now() - interval '40 days'),
  ('users', 'Admins', 'admin:true', 'admin:true', 'inserted_at_desc', now() - interval '90 days', now() - interval '10 days');

INSERT INTO asciinema.oban_jobs (state, queue, worker, args, errors, attempt, max_attempts, inserted_at, scheduled_at, attempted_at, completed_at, discarded_at, cancelled_at, attempted_by, priority, tags, meta)
SELECT s::asciinema.oban_job_state, (ARRAY['default','emails','maintenance'])[1 + g % 3],
       (ARRAY['Asciinema.Workers.MarkOfflineStreams','Asciinema.Emails.Job','Asciinema.Workers.DeleteUnclaimedRecordings','Asciinema.Workers.UpdateSnapshot'])[1 + g % 4],
       jsonb_build_object('id', g), CASE WHEN s = 'discarded' THEN ARRAY[jsonb_build_object('attempt', 20, 'error', 'boom')] ELSE ARRAY[]::jsonb[] END,
       CASE WHEN s IN ('available', 'scheduled') THEN 0 ELSE 1 END, 20,
       timezone('UTC', now()) - (g * 2 || ' minutes')::interval, timezone('UTC', now()) - (g * 2 || ' minutes')::interval,
       CASE WHEN s IN ('completed', 'discarded', 'executing') THEN timezone('UTC', now()) - (g * 2 - 1 || ' minutes')::interval END,
       CASE WHEN s = 'completed' THEN timezone('UTC', now()) - (g * 2 - 1 || ' minutes')::interval END,
       CASE WHEN s = 'discarded' THEN timezone('UTC', now()) - (g * 2 - 1 || ' minutes')::interval END,
       CASE WHEN s = 'cancelled' THEN timezone('UTC', now()) - (g * 2 - 1 || ' minutes')::interval END,
       ARRAY['web-1'], 0, ARRAY[]::text[], '{}'::jsonb
FROM generate_series(1, 80) g, LATERAL (SELECT (ARRAY['completed','completed','completed','discarded','cancelled','scheduled','available'])[1 + g % 7] AS s) st;

INSERT INTO asciinema.oban_peers (name, node, started_at, expires_at) VALUES
  ('Oban', 'web-1', timezone('UTC', now()) - interval '3 days', timezone('UTC', now()) + interval '30 seconds');
`;

export const app: CorpusApp = {
  name: "asciinema",
  framework: "ecto",
  source: {
    repo: "asciinema/asciinema-server",
    commit: "0915036e540d616df897603d3e09a708fe5e0e11",
    schemaFrom:
      "priv/repo/migrations/*.exs (103 Ecto migrations) replayed by hand with ecto_sql 3.13 type mapping, plus Oban's Postgres migrations V1-V13 for oban_jobs and oban_peers; every table the app has (10)",
  },
  schemas: ["asciinema"],
  schemaSql,
  dataSql,
  cleans: [
    {
      table: "asciinema.asciicasts",
      clock: "inserted_at",
      retention:
        'setting UNCLAIMED_RECORDING_TTL ("delete" or "hide,delete" days; unset by default, so nothing is hidden or deleted)',
      source: "lib/asciinema/recordings.ex:1264-1272",
      note: "Only recordings of unregistered users (users.email IS NULL, lib/asciinema/accounts.ex:439-441) with archivable = true. Hourly Oban cron job Asciinema.Workers.DeleteUnclaimedRecordings (config/config.exs:120; lib/asciinema/workers/delete_unclaimed_recordings.ex:9-13); the optional hide TTL first sets archived_at (lib/asciinema/recordings.ex:1252-1261). TTL parsed in config/runtime.exs:230-243. Deleting an asciicast cascades to asciicast_stats, asciicast_fts and asciicast_daily_views.",
    },
    {
      table: "asciinema.oban_jobs",
      clock: "attempted_at / cancelled_at / discarded_at (by state)",
      retention: "3600s ({Oban.Plugins.Pruner, max_age: 3600})",
      source: "config/config.exs:117",
      note: "Pruner code is in the Oban dependency (lib/oban/plugins/pruner.ex): completed jobs by attempted_at, cancelled by cancelled_at, discarded by discarded_at, older than max_age, 10,000 per run every 30 s.",
    },
    {
      table: "asciinema.oban_peers",
      clock: "expires_at",
      retention: "expires_at passed (peer lease, renewed every 30 s)",
      source: "config/config.exs:113",
      note: "Deleted by the Oban dependency's Postgres peer (lib/oban/peers/postgres.ex:178-184 in Oban 2.18.2), which the app gets by running Oban with default peer settings; not application code.",
    },
  ],
  shouldAsk: [
    {
      table: "asciinema.clis",
      why: "Every CLI install token per user, revoked ones kept forever (revoked_at set, never deleted).",
    },
  ],
  neverDelete: [
    "asciinema.users",
    "asciinema.streams",
    "asciinema.asciicast_stats",
    "asciinema.asciicast_fts",
    "asciinema.admin_saved_queries",
  ],
};
