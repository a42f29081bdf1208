// Invidious (Crystal, SQL migrations), from iv-org/invidious@eff609d0cdbd3b7ef7114afee9ba8e6eaa30cd8d.
// Schema: the SQL of its 10 migrations (src/invidious/database/migrations/*.cr) replayed on
// PostgreSQL 15, pg_dump read back (see the header of schemaSql).
// Cleanup: Invidious::Jobs::ClearExpiredItemsJob (src/invidious/jobs/clear_expired_items_job.cr),
// registered at src/invidious.cr:189, every hour: Videos.delete_expired and Nonces.delete_expired.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "invidious",
  framework: "crystal",
  source: {
    repo: "iv-org/invidious",
    commit: "eff609d0cdbd3b7ef7114afee9ba8e6eaa30cd8d",
    schemaFrom:
      "the SQL of src/invidious/database/migrations/0001-0010 replayed on PostgreSQL 15 and dumped with pg_dump --schema-only; all its tables",
  },
  schemas: ["invidious"],
  schemaSql: `
-- Invidious: iv-org/invidious@eff609d0cdbd3b7ef7114afee9ba8e6eaa30cd8d
-- Built by running the SQL heredocs of src/invidious/database/migrations/0001..0010 in order on an
-- empty PostgreSQL 15 database (0008's check for the privacy type was the only Crystal step: the
-- type did not exist, so it was created), read back with pg_dump --schema-only. Invidious uses
-- public; here schema invidious.
CREATE SCHEMA invidious;

CREATE TYPE invidious.privacy AS ENUM (
    'Public',
    'Unlisted',
    'Private'
);

CREATE TABLE invidious.annotations (
    id text NOT NULL,
    annotations xml
);

CREATE TABLE invidious.channel_videos (
    id text NOT NULL,
    title text,
    published timestamp with time zone,
    updated timestamp with time zone,
    ucid text,
    author text,
    length_seconds integer,
    live_now boolean,
    premiere_timestamp timestamp with time zone,
    views bigint
);

CREATE TABLE invidious.channels (
    id text NOT NULL,
    author text,
    updated timestamp with time zone,
    deleted boolean,
    subscribed timestamp with time zone
);

CREATE TABLE invidious.nonces (
    nonce text,
    expire timestamp with time zone
);

CREATE TABLE invidious.playlist_videos (
    title text,
    id text,
    author text,
    ucid text,
    length_seconds integer,
    published timestamp with time zone,
    plid text NOT NULL,
    index bigint NOT NULL,
    live_now boolean
);

CREATE TABLE invidious.playlists (
    title text,
    id text NOT NULL,
    author text,
    description text,
    video_count integer,
    created timestamp with time zone,
    updated timestamp with time zone,
    privacy invidious.privacy,
    index bigint[]
);

CREATE TABLE invidious.session_ids (
    id text NOT NULL,
    email text,
    issued timestamp with time zone
);

CREATE TABLE invidious.users (
    updated timestamp with time zone,
    notifications text[],
    subscriptions text[],
    email text NOT NULL,
    preferences text,
    password text,
    token text,
    watched text[],
    feed_needs_update boolean
);

CREATE UNLOGGED TABLE invidious.videos (
    id text NOT NULL,
    info text,
    updated timestamp with time zone
);

ALTER TABLE ONLY invidious.annotations
    ADD CONSTRAINT annotations_id_key UNIQUE (id);

ALTER TABLE ONLY invidious.channel_videos
    ADD CONSTRAINT channel_videos_id_key UNIQUE (id);

ALTER TABLE ONLY invidious.channels
    ADD CONSTRAINT channels_id_key UNIQUE (id);

ALTER TABLE ONLY invidious.nonces
    ADD CONSTRAINT nonces_id_key UNIQUE (nonce);

ALTER TABLE ONLY invidious.playlist_videos
    ADD CONSTRAINT playlist_videos_pkey PRIMARY KEY (index, plid);

ALTER TABLE ONLY invidious.playlists
    ADD CONSTRAINT playlists_pkey PRIMARY KEY (id);

ALTER TABLE ONLY invidious.session_ids
    ADD CONSTRAINT session_ids_pkey PRIMARY KEY (id);

ALTER TABLE ONLY invidious.users
    ADD CONSTRAINT users_email_key UNIQUE (email);

ALTER TABLE ONLY invidious.videos
    ADD CONSTRAINT videos_pkey PRIMARY KEY (id);

CREATE INDEX channel_videos_ucid_idx ON invidious.channel_videos USING btree (ucid);

CREATE INDEX channels_id_idx ON invidious.channels USING btree (id);

CREATE UNIQUE INDEX email_unique_idx ON invidious.users USING btree (lower(email));

CREATE UNIQUE INDEX id_idx ON invidious.videos USING btree (id);

CREATE INDEX nonces_nonce_idx ON invidious.nonces USING btree (nonce);

CREATE INDEX session_ids_id_idx ON invidious.session_ids USING btree (id);

ALTER TABLE ONLY invidious.playlist_videos
    ADD CONSTRAINT playlist_videos_plid_fkey FOREIGN KEY (plid) REFERENCES invidious.playlists(id);
`,
  cleans: [
    {
      table: "invidious.videos",
      clock: "updated",
      retention: "6h",
      source: "src/invidious/database/videos.cr:28",
      note: "a cache of video metadata (an UNLOGGED table, migration 0010); ClearExpiredItemsJob every hour (src/invidious/jobs/clear_expired_items_job.cr:11)",
    },
    {
      table: "invidious.nonces",
      clock: "expire",
      retention: "expire passed",
      source: "src/invidious/database/nonces.cr:23",
      note: "ClearExpiredItemsJob every hour (src/invidious/jobs/clear_expired_items_job.cr:12)",
    },
  ],
  shouldAsk: [
    {
      table: "invidious.session_ids",
      why: "login sessions (id, email, issued); deleted only on logout or account deletion (src/invidious/database/sessions.cr:25-49), never by age",
    },
  ],
  neverDelete: ["invidious.users", "invidious.playlists", "invidious.playlist_videos"],
};
