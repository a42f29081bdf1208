// Umami (Node, Prisma), from umami-software/umami@c0ea3aefbee7a3429ee2f824b06dc4a9dbe0b7e1.
// Schema: its 19 Prisma migrations (prisma/migrations/*/migration.sql) replayed on PostgreSQL 15,
// pg_dump read back (see the header of schemaSql).
// Cleanup: none. Umami's own code never deletes its PostgreSQL rows by age: no scheduler, cron or
// job in the repository (no TTL either in its ClickHouse schema, db/clickhouse/schema.sql); rows go
// only when a person resets a website (resetWebsite, src/queries/prisma/website.ts:133) or deletes
// a website or user (website.ts:188, src/queries/prisma/user.ts:102; soft deletes, deleted_at, in
// CLOUD_MODE, never purged). So `cleans` is empty: the fixture measures what init proposes beyond
// it, and its analytics tables are in `shouldAsk`.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "umami",
  framework: "prisma",
  source: {
    repo: "umami-software/umami",
    commit: "c0ea3aefbee7a3429ee2f824b06dc4a9dbe0b7e1",
    schemaFrom:
      "prisma/migrations (19 migration.sql, in order) replayed on PostgreSQL 15 and dumped with pg_dump --schema-only; all its tables",
  },
  schemas: ["umami"],
  schemaSql: `
-- Umami: umami-software/umami@c0ea3aefbee7a3429ee2f824b06dc4a9dbe0b7e1
-- Built by running its 19 Prisma migrations (prisma/migrations/*/migration.sql, in name order, as
-- prisma migrate deploy does) on an empty PostgreSQL 15 database, read back with pg_dump
-- --schema-only. Umami uses public; here schema umami, its extension (pgcrypto) in public.
CREATE SCHEMA umami;
CREATE EXTENSION IF NOT EXISTS pgcrypto;
SET search_path TO umami, public;

CREATE TABLE umami.board (
    board_id uuid NOT NULL,
    type character varying(50) NOT NULL,
    name character varying(200) NOT NULL,
    description character varying(500) NOT NULL,
    parameters jsonb NOT NULL,
    user_id uuid,
    team_id uuid,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp(6) with time zone
);

CREATE TABLE umami.event_data (
    event_data_id uuid NOT NULL,
    website_id uuid NOT NULL,
    website_event_id uuid NOT NULL,
    data_key character varying(500) NOT NULL,
    string_value character varying(500),
    number_value numeric(19,4),
    date_value timestamp(6) with time zone,
    data_type integer NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE umami.link (
    link_id uuid NOT NULL,
    name character varying(100) NOT NULL,
    url character varying(500) NOT NULL,
    slug character varying(100) NOT NULL,
    user_id uuid,
    team_id uuid,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp(6) with time zone,
    deleted_at timestamp(6) with time zone
);

CREATE TABLE umami.pixel (
    pixel_id uuid NOT NULL,
    name character varying(100) NOT NULL,
    slug character varying(100) NOT NULL,
    user_id uuid,
    team_id uuid,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp(6) with time zone,
    deleted_at timestamp(6) with time zone
);

CREATE TABLE umami.report (
    report_id uuid NOT NULL,
    user_id uuid NOT NULL,
    website_id uuid NOT NULL,
    type character varying(50) NOT NULL,
    name character varying(200) NOT NULL,
    description character varying(500) NOT NULL,
    parameters jsonb NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp(6) with time zone
);

CREATE TABLE umami.revenue (
    revenue_id uuid NOT NULL,
    website_id uuid NOT NULL,
    session_id uuid NOT NULL,
    event_id uuid NOT NULL,
    event_name character varying(50) NOT NULL,
    currency character varying(10) NOT NULL,
    revenue numeric(19,4),
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE umami.segment (
    segment_id uuid NOT NULL,
    website_id uuid NOT NULL,
    type character varying(50) NOT NULL,
    name character varying(200) NOT NULL,
    parameters jsonb NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp(6) with time zone
);

CREATE TABLE umami.session (
    session_id uuid NOT NULL,
    website_id uuid NOT NULL,
    browser character varying(20),
    os character varying(20),
    device character varying(20),
    screen character varying(11),
    language character varying(35),
    country character(2),
    region character varying(20),
    city character varying(50),
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    distinct_id character varying(50)
);

CREATE TABLE umami.session_data (
    session_data_id uuid NOT NULL,
    website_id uuid NOT NULL,
    session_id uuid NOT NULL,
    data_key character varying(500) NOT NULL,
    string_value character varying(500),
    number_value numeric(19,4),
    date_value timestamp(6) with time zone,
    data_type integer NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    distinct_id character varying(50)
);

CREATE TABLE umami.session_replay (
    replay_id uuid NOT NULL,
    website_id uuid NOT NULL,
    session_id uuid NOT NULL,
    visit_id uuid NOT NULL,
    chunk_index integer NOT NULL,
    events bytea NOT NULL,
    event_count integer NOT NULL,
    started_at timestamp(6) with time zone NOT NULL,
    ended_at timestamp(6) with time zone NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE umami.session_replay_saved (
    saved_replay_id uuid NOT NULL,
    name character varying(100) NOT NULL,
    website_id uuid NOT NULL,
    visit_id uuid NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp(6) with time zone
);

CREATE TABLE umami.share (
    share_id uuid NOT NULL,
    entity_id uuid NOT NULL,
    name character varying(200) NOT NULL,
    share_type integer NOT NULL,
    slug character varying(100) NOT NULL,
    parameters jsonb NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp(6) with time zone
);

CREATE TABLE umami.team (
    team_id uuid NOT NULL,
    name character varying(50) NOT NULL,
    access_code character varying(50),
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp(6) with time zone,
    deleted_at timestamp(6) with time zone,
    logo_url character varying(2183)
);

CREATE TABLE umami.team_user (
    team_user_id uuid NOT NULL,
    team_id uuid NOT NULL,
    user_id uuid NOT NULL,
    role character varying(50) NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp(6) with time zone
);

CREATE TABLE umami."user" (
    user_id uuid NOT NULL,
    username character varying(255) NOT NULL,
    password character varying(60) NOT NULL,
    role character varying(50) NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp(6) with time zone,
    deleted_at timestamp(6) with time zone,
    display_name character varying(255),
    logo_url character varying(2183)
);

CREATE TABLE umami.website (
    website_id uuid NOT NULL,
    name character varying(100) NOT NULL,
    domain character varying(500),
    reset_at timestamp(6) with time zone,
    user_id uuid,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    updated_at timestamp(6) with time zone,
    deleted_at timestamp(6) with time zone,
    created_by uuid,
    team_id uuid,
    replay_enabled boolean DEFAULT false NOT NULL,
    replay_config jsonb
);

CREATE TABLE umami.website_event (
    event_id uuid NOT NULL,
    website_id uuid NOT NULL,
    session_id uuid NOT NULL,
    created_at timestamp(6) with time zone DEFAULT CURRENT_TIMESTAMP,
    url_path character varying(500) NOT NULL,
    url_query character varying(500),
    referrer_path character varying(500),
    referrer_query character varying(500),
    referrer_domain character varying(500),
    page_title character varying(500),
    event_type integer DEFAULT 1 NOT NULL,
    event_name character varying(50),
    visit_id uuid NOT NULL,
    tag character varying(50),
    fbclid character varying(255),
    gclid character varying(255),
    li_fat_id character varying(255),
    msclkid character varying(255),
    ttclid character varying(255),
    twclid character varying(255),
    utm_campaign character varying(255),
    utm_content character varying(255),
    utm_medium character varying(255),
    utm_source character varying(255),
    utm_term character varying(255),
    hostname character varying(100),
    cls numeric(10,4),
    fcp numeric(10,1),
    inp numeric(10,1),
    lcp numeric(10,1),
    ttfb numeric(10,1)
);

ALTER TABLE ONLY umami.board
    ADD CONSTRAINT board_pkey PRIMARY KEY (board_id);

ALTER TABLE ONLY umami.event_data
    ADD CONSTRAINT event_data_pkey PRIMARY KEY (event_data_id);

ALTER TABLE ONLY umami.link
    ADD CONSTRAINT link_pkey PRIMARY KEY (link_id);

ALTER TABLE ONLY umami.pixel
    ADD CONSTRAINT pixel_pkey PRIMARY KEY (pixel_id);

ALTER TABLE ONLY umami.report
    ADD CONSTRAINT report_pkey PRIMARY KEY (report_id);

ALTER TABLE ONLY umami.revenue
    ADD CONSTRAINT revenue_pkey PRIMARY KEY (revenue_id);

ALTER TABLE ONLY umami.segment
    ADD CONSTRAINT segment_pkey PRIMARY KEY (segment_id);

ALTER TABLE ONLY umami.session_data
    ADD CONSTRAINT session_data_pkey PRIMARY KEY (session_data_id);

ALTER TABLE ONLY umami.session
    ADD CONSTRAINT session_pkey PRIMARY KEY (session_id);

ALTER TABLE ONLY umami.session_replay
    ADD CONSTRAINT session_replay_pkey PRIMARY KEY (replay_id);

ALTER TABLE ONLY umami.session_replay_saved
    ADD CONSTRAINT session_replay_saved_pkey PRIMARY KEY (saved_replay_id);

ALTER TABLE ONLY umami.session_replay_saved
    ADD CONSTRAINT session_replay_saved_website_id_visit_id_key UNIQUE (website_id, visit_id);

ALTER TABLE ONLY umami.share
    ADD CONSTRAINT share_pkey PRIMARY KEY (share_id);

ALTER TABLE ONLY umami.team
    ADD CONSTRAINT team_pkey PRIMARY KEY (team_id);

ALTER TABLE ONLY umami.team_user
    ADD CONSTRAINT team_user_pkey PRIMARY KEY (team_user_id);

ALTER TABLE ONLY umami."user"
    ADD CONSTRAINT user_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY umami.website_event
    ADD CONSTRAINT website_event_pkey PRIMARY KEY (event_id);

ALTER TABLE ONLY umami.website
    ADD CONSTRAINT website_pkey PRIMARY KEY (website_id);

CREATE INDEX board_created_at_idx ON umami.board USING btree (created_at);

CREATE INDEX board_team_id_idx ON umami.board USING btree (team_id);

CREATE INDEX board_user_id_idx ON umami.board USING btree (user_id);

CREATE INDEX event_data_created_at_idx ON umami.event_data USING btree (created_at);

CREATE INDEX event_data_website_event_id_idx ON umami.event_data USING btree (website_event_id);

CREATE INDEX event_data_website_id_created_at_data_key_idx ON umami.event_data USING btree (website_id, created_at, data_key);

CREATE INDEX event_data_website_id_created_at_idx ON umami.event_data USING btree (website_id, created_at);

CREATE INDEX event_data_website_id_idx ON umami.event_data USING btree (website_id);

CREATE INDEX link_created_at_idx ON umami.link USING btree (created_at);

CREATE INDEX link_slug_idx ON umami.link USING btree (slug);

CREATE UNIQUE INDEX link_slug_key ON umami.link USING btree (slug);

CREATE INDEX link_team_id_idx ON umami.link USING btree (team_id);

CREATE INDEX link_user_id_idx ON umami.link USING btree (user_id);

CREATE INDEX pixel_created_at_idx ON umami.pixel USING btree (created_at);

CREATE INDEX pixel_slug_idx ON umami.pixel USING btree (slug);

CREATE UNIQUE INDEX pixel_slug_key ON umami.pixel USING btree (slug);

CREATE INDEX pixel_team_id_idx ON umami.pixel USING btree (team_id);

CREATE INDEX pixel_user_id_idx ON umami.pixel USING btree (user_id);

CREATE INDEX report_name_idx ON umami.report USING btree (name);

CREATE INDEX report_type_idx ON umami.report USING btree (type);

CREATE INDEX report_user_id_idx ON umami.report USING btree (user_id);

CREATE INDEX report_website_id_idx ON umami.report USING btree (website_id);

CREATE INDEX revenue_session_id_idx ON umami.revenue USING btree (session_id);

CREATE INDEX revenue_website_id_created_at_idx ON umami.revenue USING btree (website_id, created_at);

CREATE INDEX revenue_website_id_idx ON umami.revenue USING btree (website_id);

CREATE INDEX revenue_website_id_session_id_created_at_idx ON umami.revenue USING btree (website_id, session_id, created_at);

CREATE INDEX segment_website_id_idx ON umami.segment USING btree (website_id);

CREATE INDEX session_created_at_idx ON umami.session USING btree (created_at);

CREATE INDEX session_data_created_at_idx ON umami.session_data USING btree (created_at);

CREATE INDEX session_data_session_id_created_at_idx ON umami.session_data USING btree (session_id, created_at);

CREATE INDEX session_data_session_id_idx ON umami.session_data USING btree (session_id);

CREATE INDEX session_data_website_id_created_at_data_key_idx ON umami.session_data USING btree (website_id, created_at, data_key);

CREATE INDEX session_data_website_id_idx ON umami.session_data USING btree (website_id);

CREATE INDEX session_replay_saved_visit_id_idx ON umami.session_replay_saved USING btree (visit_id);

CREATE INDEX session_replay_saved_website_id_created_at_idx ON umami.session_replay_saved USING btree (website_id, created_at);

CREATE INDEX session_replay_saved_website_id_idx ON umami.session_replay_saved USING btree (website_id);

CREATE INDEX session_replay_session_id_chunk_index_idx ON umami.session_replay USING btree (session_id, chunk_index);

CREATE INDEX session_replay_session_id_idx ON umami.session_replay USING btree (session_id);

CREATE INDEX session_replay_website_id_created_at_idx ON umami.session_replay USING btree (website_id, created_at);

CREATE INDEX session_replay_website_id_idx ON umami.session_replay USING btree (website_id);

CREATE INDEX session_replay_website_id_session_id_idx ON umami.session_replay USING btree (website_id, session_id);

CREATE INDEX session_replay_website_id_visit_id_idx ON umami.session_replay USING btree (website_id, visit_id);

CREATE INDEX session_website_id_created_at_browser_idx ON umami.session USING btree (website_id, created_at, browser);

CREATE INDEX session_website_id_created_at_city_idx ON umami.session USING btree (website_id, created_at, city);

CREATE INDEX session_website_id_created_at_country_idx ON umami.session USING btree (website_id, created_at, country);

CREATE INDEX session_website_id_created_at_device_idx ON umami.session USING btree (website_id, created_at, device);

CREATE INDEX session_website_id_created_at_idx ON umami.session USING btree (website_id, created_at);

CREATE INDEX session_website_id_created_at_language_idx ON umami.session USING btree (website_id, created_at, language);

CREATE INDEX session_website_id_created_at_os_idx ON umami.session USING btree (website_id, created_at, os);

CREATE INDEX session_website_id_created_at_region_idx ON umami.session USING btree (website_id, created_at, region);

CREATE INDEX session_website_id_created_at_screen_idx ON umami.session USING btree (website_id, created_at, screen);

CREATE INDEX session_website_id_idx ON umami.session USING btree (website_id);

CREATE INDEX share_entity_id_idx ON umami.share USING btree (entity_id);

CREATE UNIQUE INDEX share_slug_key ON umami.share USING btree (slug);

CREATE INDEX team_access_code_idx ON umami.team USING btree (access_code);

CREATE UNIQUE INDEX team_access_code_key ON umami.team USING btree (access_code);

CREATE INDEX team_user_team_id_idx ON umami.team_user USING btree (team_id);

CREATE INDEX team_user_user_id_idx ON umami.team_user USING btree (user_id);

CREATE UNIQUE INDEX user_username_key ON umami."user" USING btree (username);

CREATE INDEX website_created_at_idx ON umami.website USING btree (created_at);

CREATE INDEX website_created_by_idx ON umami.website USING btree (created_by);

CREATE INDEX website_event_created_at_idx ON umami.website_event USING btree (created_at);

CREATE INDEX website_event_session_id_idx ON umami.website_event USING btree (session_id);

CREATE INDEX website_event_visit_id_idx ON umami.website_event USING btree (visit_id);

CREATE INDEX website_event_website_id_created_at_event_name_idx ON umami.website_event USING btree (website_id, created_at, event_name);

CREATE INDEX website_event_website_id_created_at_hostname_idx ON umami.website_event USING btree (website_id, created_at, hostname);

CREATE INDEX website_event_website_id_created_at_idx ON umami.website_event USING btree (website_id, created_at);

CREATE INDEX website_event_website_id_created_at_page_title_idx ON umami.website_event USING btree (website_id, created_at, page_title);

CREATE INDEX website_event_website_id_created_at_referrer_domain_idx ON umami.website_event USING btree (website_id, created_at, referrer_domain);

CREATE INDEX website_event_website_id_created_at_tag_idx ON umami.website_event USING btree (website_id, created_at, tag);

CREATE INDEX website_event_website_id_created_at_url_path_idx ON umami.website_event USING btree (website_id, created_at, url_path);

CREATE INDEX website_event_website_id_created_at_url_query_idx ON umami.website_event USING btree (website_id, created_at, url_query);

CREATE INDEX website_event_website_id_idx ON umami.website_event USING btree (website_id);

CREATE INDEX website_event_website_id_session_id_created_at_idx ON umami.website_event USING btree (website_id, session_id, created_at);

CREATE INDEX website_event_website_id_visit_id_created_at_idx ON umami.website_event USING btree (website_id, visit_id, created_at);

CREATE INDEX website_team_id_idx ON umami.website USING btree (team_id);

CREATE INDEX website_user_id_idx ON umami.website USING btree (user_id);
`,
  cleans: [],
  shouldAsk: [
    {
      table: "umami.website_event",
      why: "every page view and event of every visitor (url path and query, referrer, page title, click ids such as gclid and fbclid, hostname), kept forever",
    },
    {
      table: "umami.session",
      why: "one row per visitor (browser, os, device, screen, language, country, region, city, distinct_id), kept forever",
    },
    {
      table: "umami.session_data",
      why: "custom data the website attaches to a visitor (identify calls, distinct_id), kept forever",
    },
    {
      table: "umami.event_data",
      why: "custom properties the website sends with each event, kept forever",
    },
    {
      table: "umami.session_replay",
      why: "recorded DOM events of visits (session replay chunks: what the visitor saw and did), kept forever unless the website is reset",
    },
    {
      table: "umami.revenue",
      why: "purchase amounts tied to a visitor's session and event, kept forever",
    },
  ],
  neverDelete: [
    "umami.user",
    "umami.team",
    "umami.team_user",
    "umami.website",
    "umami.report",
    "umami.segment",
    "umami.board",
    "umami.link",
    "umami.pixel",
    "umami.share",
    "umami.session_replay_saved",
  ],
};
