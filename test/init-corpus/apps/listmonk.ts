// Listmonk (Go, SQL schema), from knadh/listmonk@911e0b774abad4fbf7b534be43a34a80fb6ace5b.
// Schema: schema.sql (what `listmonk --install` runs) on PostgreSQL 15, pg_dump read back (see the
// header of schemaSql).
// Cleanup: the login sessions pruned by the simplesessions postgres store (internal/auth/auth.go:106,
// zerodha/simplesessions stores/postgres/postgres.go:402); the rest is the admin's Maintenance page
// (cmd/maintenance.go, routes cmd/handlers.go:193-195): delete analytics and unconfirmed
// subscriptions older than a date the operator picks.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "listmonk",
  framework: "go",
  source: {
    repo: "knadh/listmonk",
    commit: "911e0b774abad4fbf7b534be43a34a80fb6ace5b",
    schemaFrom:
      "schema.sql (run by listmonk --install) on PostgreSQL 15 and dumped with pg_dump --schema-only; all its tables",
  },
  schemas: ["listmonk"],
  schemaSql: `
-- Listmonk: knadh/listmonk@911e0b774abad4fbf7b534be43a34a80fb6ace5b
-- Built by running schema.sql (what listmonk --install runs) on an empty PostgreSQL 15 database,
-- read back with pg_dump --schema-only (its settings rows are data and not here; its pgcrypto
-- extension is referenced by no table and left out). Listmonk uses public; here schema listmonk.
CREATE SCHEMA listmonk;

CREATE TYPE listmonk.bounce_type AS ENUM (
    'soft',
    'hard',
    'complaint'
);

CREATE TYPE listmonk.campaign_status AS ENUM (
    'draft',
    'running',
    'scheduled',
    'paused',
    'cancelled',
    'finished'
);

CREATE TYPE listmonk.campaign_type AS ENUM (
    'regular',
    'optin'
);

CREATE TYPE listmonk.content_type AS ENUM (
    'richtext',
    'html',
    'plain',
    'markdown',
    'visual'
);

CREATE TYPE listmonk.list_optin AS ENUM (
    'single',
    'double'
);

CREATE TYPE listmonk.list_status AS ENUM (
    'active',
    'archived'
);

CREATE TYPE listmonk.list_type AS ENUM (
    'public',
    'private',
    'temporary'
);

CREATE TYPE listmonk.role_type AS ENUM (
    'user',
    'list'
);

CREATE TYPE listmonk.subscriber_status AS ENUM (
    'enabled',
    'disabled',
    'blocklisted'
);

CREATE TYPE listmonk.subscription_status AS ENUM (
    'unconfirmed',
    'confirmed',
    'unsubscribed'
);

CREATE TYPE listmonk.template_type AS ENUM (
    'campaign',
    'campaign_visual',
    'tx'
);

CREATE TYPE listmonk.twofa_type AS ENUM (
    'none',
    'totp'
);

CREATE TYPE listmonk.user_status AS ENUM (
    'enabled',
    'disabled'
);

CREATE TYPE listmonk.user_type AS ENUM (
    'user',
    'api'
);

CREATE TABLE listmonk.bounces (
    id integer NOT NULL,
    subscriber_id integer NOT NULL,
    campaign_id integer,
    type listmonk.bounce_type DEFAULT 'hard'::listmonk.bounce_type NOT NULL,
    source text DEFAULT ''::text NOT NULL,
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE listmonk.bounces_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.bounces_id_seq OWNED BY listmonk.bounces.id;

CREATE TABLE listmonk.campaign_lists (
    id bigint NOT NULL,
    campaign_id integer NOT NULL,
    list_id integer,
    list_name text DEFAULT ''::text NOT NULL
);

CREATE SEQUENCE listmonk.campaign_lists_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.campaign_lists_id_seq OWNED BY listmonk.campaign_lists.id;

CREATE TABLE listmonk.campaign_media (
    campaign_id integer,
    media_id integer,
    filename text DEFAULT ''::text NOT NULL
);

CREATE TABLE listmonk.campaign_views (
    id bigint NOT NULL,
    campaign_id integer NOT NULL,
    subscriber_id integer,
    created_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE listmonk.campaign_views_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.campaign_views_id_seq OWNED BY listmonk.campaign_views.id;

CREATE TABLE listmonk.campaigns (
    id integer NOT NULL,
    uuid uuid NOT NULL,
    name text NOT NULL,
    subject text NOT NULL,
    from_email text NOT NULL,
    body text NOT NULL,
    body_source text,
    altbody text,
    content_type listmonk.content_type DEFAULT 'richtext'::listmonk.content_type NOT NULL,
    send_at timestamp with time zone,
    headers jsonb DEFAULT '[]'::jsonb NOT NULL,
    attribs jsonb DEFAULT '{}'::jsonb NOT NULL,
    status listmonk.campaign_status DEFAULT 'draft'::listmonk.campaign_status NOT NULL,
    tags character varying(100)[],
    type listmonk.campaign_type DEFAULT 'regular'::listmonk.campaign_type,
    messenger text NOT NULL,
    template_id integer,
    to_send integer DEFAULT 0 NOT NULL,
    sent integer DEFAULT 0 NOT NULL,
    max_subscriber_id integer DEFAULT 0 NOT NULL,
    last_subscriber_id integer DEFAULT 0 NOT NULL,
    archive boolean DEFAULT false NOT NULL,
    archive_slug text,
    archive_template_id integer,
    archive_meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    started_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE listmonk.campaigns_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.campaigns_id_seq OWNED BY listmonk.campaigns.id;

CREATE TABLE listmonk.link_clicks (
    id bigint NOT NULL,
    campaign_id integer,
    link_id integer NOT NULL,
    subscriber_id integer,
    created_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE listmonk.link_clicks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.link_clicks_id_seq OWNED BY listmonk.link_clicks.id;

CREATE TABLE listmonk.links (
    id integer NOT NULL,
    uuid uuid NOT NULL,
    url text NOT NULL,
    created_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE listmonk.links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.links_id_seq OWNED BY listmonk.links.id;

CREATE TABLE listmonk.lists (
    id integer NOT NULL,
    uuid uuid NOT NULL,
    name text NOT NULL,
    type listmonk.list_type NOT NULL,
    optin listmonk.list_optin DEFAULT 'single'::listmonk.list_optin NOT NULL,
    status listmonk.list_status DEFAULT 'active'::listmonk.list_status NOT NULL,
    tags character varying(100)[],
    description text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE listmonk.lists_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.lists_id_seq OWNED BY listmonk.lists.id;

CREATE MATERIALIZED VIEW listmonk.mat_dashboard_charts AS
 WITH clicks AS (
         SELECT json_agg(row_to_json("row".*)) AS json_agg
           FROM ( WITH viewdates AS (
                         SELECT (link_clicks_1.created_at)::date AS to_date,
                            ((link_clicks_1.created_at)::date - '30 days'::interval) AS from_date
                           FROM listmonk.link_clicks link_clicks_1
                          ORDER BY link_clicks_1.id DESC
                         LIMIT 1
                        )
                 SELECT count(*) AS count,
                    (link_clicks.created_at)::date AS date
                   FROM listmonk.link_clicks
                  WHERE ((link_clicks.created_at >= ( SELECT viewdates.from_date
                           FROM viewdates)) AND (link_clicks.created_at < (( SELECT viewdates.to_date
                           FROM viewdates) + '1 day'::interval)))
                  GROUP BY ((link_clicks.created_at)::date)
                  ORDER BY ((link_clicks.created_at)::date)) "row"
        ), views AS (
         SELECT json_agg(row_to_json("row".*)) AS json_agg
           FROM ( WITH viewdates AS (
                         SELECT (campaign_views_1.created_at)::date AS to_date,
                            ((campaign_views_1.created_at)::date - '30 days'::interval) AS from_date
                           FROM listmonk.campaign_views campaign_views_1
                          ORDER BY campaign_views_1.id DESC
                         LIMIT 1
                        )
                 SELECT count(*) AS count,
                    (campaign_views.created_at)::date AS date
                   FROM listmonk.campaign_views
                  WHERE ((campaign_views.created_at >= ( SELECT viewdates.from_date
                           FROM viewdates)) AND (campaign_views.created_at < (( SELECT viewdates.to_date
                           FROM viewdates) + '1 day'::interval)))
                  GROUP BY ((campaign_views.created_at)::date)
                  ORDER BY ((campaign_views.created_at)::date)) "row"
        )
 SELECT now() AS updated_at,
    json_build_object('link_clicks', COALESCE(( SELECT clicks.json_agg
           FROM clicks), '[]'::json), 'campaign_views', COALESCE(( SELECT views.json_agg
           FROM views), '[]'::json)) AS data
  WITH NO DATA;

CREATE TABLE listmonk.subscriber_lists (
    subscriber_id integer NOT NULL,
    list_id integer NOT NULL,
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    status listmonk.subscription_status DEFAULT 'unconfirmed'::listmonk.subscription_status NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now()
);

CREATE TABLE listmonk.subscribers (
    id integer NOT NULL,
    uuid uuid NOT NULL,
    email text NOT NULL,
    name text NOT NULL,
    attribs jsonb DEFAULT '{}'::jsonb NOT NULL,
    status listmonk.subscriber_status DEFAULT 'enabled'::listmonk.subscriber_status NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now()
);

CREATE MATERIALIZED VIEW listmonk.mat_dashboard_counts AS
 WITH subs AS (
         SELECT count(*) AS num,
            subscribers.status
           FROM listmonk.subscribers
          GROUP BY subscribers.status
        )
 SELECT now() AS updated_at,
    json_build_object('subscribers', json_build_object('total', ( SELECT sum(subs.num) AS sum
           FROM subs), 'blocklisted', ( SELECT subs.num
           FROM subs
          WHERE (subs.status = 'blocklisted'::listmonk.subscriber_status)), 'orphans', ( SELECT count(subscribers.id) AS count
           FROM (listmonk.subscribers
             LEFT JOIN listmonk.subscriber_lists ON ((subscribers.id = subscriber_lists.subscriber_id)))
          WHERE (subscriber_lists.subscriber_id IS NULL))), 'lists', json_build_object('total', ( SELECT count(*) AS count
           FROM listmonk.lists), 'private', ( SELECT count(*) AS count
           FROM listmonk.lists
          WHERE (lists.type = 'private'::listmonk.list_type)), 'public', ( SELECT count(*) AS count
           FROM listmonk.lists
          WHERE (lists.type = 'public'::listmonk.list_type)), 'optin_single', ( SELECT count(*) AS count
           FROM listmonk.lists
          WHERE (lists.optin = 'single'::listmonk.list_optin)), 'optin_double', ( SELECT count(*) AS count
           FROM listmonk.lists
          WHERE (lists.optin = 'double'::listmonk.list_optin))), 'campaigns', json_build_object('total', ( SELECT count(*) AS count
           FROM listmonk.campaigns), 'by_status', ( SELECT json_object_agg(r.status, r.num) AS json_object_agg
           FROM ( SELECT campaigns.status,
                    count(*) AS num
                   FROM listmonk.campaigns
                  GROUP BY campaigns.status) r)), 'messages', ( SELECT sum(campaigns.sent) AS messages
           FROM listmonk.campaigns)) AS data
  WITH NO DATA;

CREATE MATERIALIZED VIEW listmonk.mat_list_subscriber_stats AS
 SELECT now() AS updated_at,
    lists.id AS list_id,
    subscriber_lists.status,
    count(subscriber_lists.status) AS subscriber_count
   FROM (listmonk.lists
     LEFT JOIN listmonk.subscriber_lists ON ((subscriber_lists.list_id = lists.id)))
  GROUP BY lists.id, subscriber_lists.status
UNION ALL
 SELECT now() AS updated_at,
    0 AS list_id,
    NULL::listmonk.subscription_status AS status,
    count(subscribers.id) AS subscriber_count
   FROM listmonk.subscribers
  WITH NO DATA;

CREATE TABLE listmonk.media (
    id integer NOT NULL,
    uuid uuid NOT NULL,
    provider text DEFAULT ''::text NOT NULL,
    filename text NOT NULL,
    content_type text DEFAULT 'application/octet-stream'::text NOT NULL,
    thumb text NOT NULL,
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE listmonk.media_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.media_id_seq OWNED BY listmonk.media.id;

CREATE TABLE listmonk.roles (
    id integer NOT NULL,
    type listmonk.role_type DEFAULT 'user'::listmonk.role_type NOT NULL,
    parent_id integer,
    list_id integer,
    permissions text[] DEFAULT '{}'::text[] NOT NULL,
    name text,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE listmonk.roles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.roles_id_seq OWNED BY listmonk.roles.id;

CREATE TABLE listmonk.sessions (
    id text NOT NULL,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp without time zone DEFAULT now() NOT NULL
);

CREATE TABLE listmonk.settings (
    key text NOT NULL,
    value jsonb DEFAULT '{}'::jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE listmonk.subscribers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.subscribers_id_seq OWNED BY listmonk.subscribers.id;

CREATE TABLE listmonk.templates (
    id integer NOT NULL,
    name text NOT NULL,
    type listmonk.template_type DEFAULT 'campaign'::listmonk.template_type NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    body_source text,
    is_default boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE listmonk.templates_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.templates_id_seq OWNED BY listmonk.templates.id;

CREATE TABLE listmonk.users (
    id integer NOT NULL,
    username text NOT NULL,
    password_login boolean DEFAULT false NOT NULL,
    password text,
    email text NOT NULL,
    name text NOT NULL,
    avatar text,
    type listmonk.user_type DEFAULT 'user'::listmonk.user_type NOT NULL,
    user_role_id integer NOT NULL,
    list_role_id integer,
    status listmonk.user_status DEFAULT 'disabled'::listmonk.user_status NOT NULL,
    twofa_type listmonk.twofa_type DEFAULT 'none'::listmonk.twofa_type NOT NULL,
    twofa_key text,
    loggedin_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now(),
    updated_at timestamp with time zone DEFAULT now()
);

CREATE SEQUENCE listmonk.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE listmonk.users_id_seq OWNED BY listmonk.users.id;

ALTER TABLE ONLY listmonk.bounces ALTER COLUMN id SET DEFAULT nextval('listmonk.bounces_id_seq'::regclass);

ALTER TABLE ONLY listmonk.campaign_lists ALTER COLUMN id SET DEFAULT nextval('listmonk.campaign_lists_id_seq'::regclass);

ALTER TABLE ONLY listmonk.campaign_views ALTER COLUMN id SET DEFAULT nextval('listmonk.campaign_views_id_seq'::regclass);

ALTER TABLE ONLY listmonk.campaigns ALTER COLUMN id SET DEFAULT nextval('listmonk.campaigns_id_seq'::regclass);

ALTER TABLE ONLY listmonk.link_clicks ALTER COLUMN id SET DEFAULT nextval('listmonk.link_clicks_id_seq'::regclass);

ALTER TABLE ONLY listmonk.links ALTER COLUMN id SET DEFAULT nextval('listmonk.links_id_seq'::regclass);

ALTER TABLE ONLY listmonk.lists ALTER COLUMN id SET DEFAULT nextval('listmonk.lists_id_seq'::regclass);

ALTER TABLE ONLY listmonk.media ALTER COLUMN id SET DEFAULT nextval('listmonk.media_id_seq'::regclass);

ALTER TABLE ONLY listmonk.roles ALTER COLUMN id SET DEFAULT nextval('listmonk.roles_id_seq'::regclass);

ALTER TABLE ONLY listmonk.subscribers ALTER COLUMN id SET DEFAULT nextval('listmonk.subscribers_id_seq'::regclass);

ALTER TABLE ONLY listmonk.templates ALTER COLUMN id SET DEFAULT nextval('listmonk.templates_id_seq'::regclass);

ALTER TABLE ONLY listmonk.users ALTER COLUMN id SET DEFAULT nextval('listmonk.users_id_seq'::regclass);

ALTER TABLE ONLY listmonk.bounces
    ADD CONSTRAINT bounces_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.campaign_lists
    ADD CONSTRAINT campaign_lists_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.campaign_views
    ADD CONSTRAINT campaign_views_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.campaigns
    ADD CONSTRAINT campaigns_archive_slug_key UNIQUE (archive_slug);

ALTER TABLE ONLY listmonk.campaigns
    ADD CONSTRAINT campaigns_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.campaigns
    ADD CONSTRAINT campaigns_uuid_key UNIQUE (uuid);

ALTER TABLE ONLY listmonk.link_clicks
    ADD CONSTRAINT link_clicks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.links
    ADD CONSTRAINT links_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.links
    ADD CONSTRAINT links_url_key UNIQUE (url);

ALTER TABLE ONLY listmonk.links
    ADD CONSTRAINT links_uuid_key UNIQUE (uuid);

ALTER TABLE ONLY listmonk.lists
    ADD CONSTRAINT lists_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.lists
    ADD CONSTRAINT lists_uuid_key UNIQUE (uuid);

ALTER TABLE ONLY listmonk.media
    ADD CONSTRAINT media_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.media
    ADD CONSTRAINT media_uuid_key UNIQUE (uuid);

ALTER TABLE ONLY listmonk.roles
    ADD CONSTRAINT roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.settings
    ADD CONSTRAINT settings_key_key UNIQUE (key);

ALTER TABLE ONLY listmonk.subscriber_lists
    ADD CONSTRAINT subscriber_lists_pkey PRIMARY KEY (subscriber_id, list_id);

ALTER TABLE ONLY listmonk.subscribers
    ADD CONSTRAINT subscribers_email_key UNIQUE (email);

ALTER TABLE ONLY listmonk.subscribers
    ADD CONSTRAINT subscribers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.subscribers
    ADD CONSTRAINT subscribers_uuid_key UNIQUE (uuid);

ALTER TABLE ONLY listmonk.templates
    ADD CONSTRAINT templates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.users
    ADD CONSTRAINT users_email_key UNIQUE (email);

ALTER TABLE ONLY listmonk.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY listmonk.users
    ADD CONSTRAINT users_username_key UNIQUE (username);

CREATE UNIQUE INDEX campaign_lists_campaign_id_list_id_idx ON listmonk.campaign_lists USING btree (campaign_id, list_id);

CREATE INDEX idx_bounces_camp_id ON listmonk.bounces USING btree (campaign_id);

CREATE INDEX idx_bounces_date ON listmonk.bounces USING btree (created_at);

CREATE INDEX idx_bounces_source ON listmonk.bounces USING btree (source);

CREATE INDEX idx_bounces_sub_id ON listmonk.bounces USING btree (subscriber_id);

CREATE INDEX idx_camp_lists_camp_id ON listmonk.campaign_lists USING btree (campaign_id);

CREATE INDEX idx_camp_lists_list_id ON listmonk.campaign_lists USING btree (list_id);

CREATE INDEX idx_camp_media_camp_id ON listmonk.campaign_media USING btree (campaign_id);

CREATE UNIQUE INDEX idx_camp_media_id ON listmonk.campaign_media USING btree (campaign_id, media_id);

CREATE INDEX idx_camps_created_at ON listmonk.campaigns USING btree (created_at);

CREATE INDEX idx_camps_name ON listmonk.campaigns USING btree (name);

CREATE INDEX idx_camps_status ON listmonk.campaigns USING btree (status);

CREATE INDEX idx_camps_updated_at ON listmonk.campaigns USING btree (updated_at);

CREATE INDEX idx_clicks_camp_id ON listmonk.link_clicks USING btree (campaign_id);

CREATE INDEX idx_clicks_date ON listmonk.link_clicks USING btree (created_at);

CREATE INDEX idx_clicks_link_id ON listmonk.link_clicks USING btree (link_id);

CREATE INDEX idx_clicks_sub_id ON listmonk.link_clicks USING btree (subscriber_id);

CREATE INDEX idx_lists_created_at ON listmonk.lists USING btree (created_at);

CREATE INDEX idx_lists_name ON listmonk.lists USING btree (name);

CREATE INDEX idx_lists_optin ON listmonk.lists USING btree (optin);

CREATE INDEX idx_lists_status ON listmonk.lists USING btree (status);

CREATE INDEX idx_lists_type ON listmonk.lists USING btree (type);

CREATE INDEX idx_lists_updated_at ON listmonk.lists USING btree (updated_at);

CREATE INDEX idx_media_filename ON listmonk.media USING btree (provider, filename);

CREATE UNIQUE INDEX idx_roles ON listmonk.roles USING btree (parent_id, list_id);

CREATE UNIQUE INDEX idx_roles_name ON listmonk.roles USING btree (type, name) WHERE (name IS NOT NULL);

CREATE INDEX idx_sessions ON listmonk.sessions USING btree (id, created_at);

CREATE INDEX idx_settings_key ON listmonk.settings USING btree (key);

CREATE INDEX idx_sub_lists_list_id ON listmonk.subscriber_lists USING btree (list_id);

CREATE INDEX idx_sub_lists_status ON listmonk.subscriber_lists USING btree (status);

CREATE INDEX idx_sub_lists_sub_id ON listmonk.subscriber_lists USING btree (subscriber_id);

CREATE INDEX idx_subs_created_at ON listmonk.subscribers USING btree (created_at);

CREATE UNIQUE INDEX idx_subs_email ON listmonk.subscribers USING btree (lower(email));

CREATE INDEX idx_subs_id_status ON listmonk.subscribers USING btree (id, status);

CREATE INDEX idx_subs_status ON listmonk.subscribers USING btree (status);

CREATE INDEX idx_subs_updated_at ON listmonk.subscribers USING btree (updated_at);

CREATE INDEX idx_views_camp_id ON listmonk.campaign_views USING btree (campaign_id);

CREATE INDEX idx_views_date ON listmonk.campaign_views USING btree (created_at);

CREATE INDEX idx_views_subscriber_id ON listmonk.campaign_views USING btree (subscriber_id);

CREATE UNIQUE INDEX mat_dashboard_charts_idx ON listmonk.mat_dashboard_charts USING btree (updated_at);

CREATE UNIQUE INDEX mat_dashboard_stats_idx ON listmonk.mat_dashboard_counts USING btree (updated_at);

CREATE UNIQUE INDEX mat_list_subscriber_stats_idx ON listmonk.mat_list_subscriber_stats USING btree (list_id, status);

CREATE UNIQUE INDEX templates_is_default_idx ON listmonk.templates USING btree (is_default) WHERE (is_default = true);

ALTER TABLE ONLY listmonk.bounces
    ADD CONSTRAINT bounces_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES listmonk.campaigns(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY listmonk.bounces
    ADD CONSTRAINT bounces_subscriber_id_fkey FOREIGN KEY (subscriber_id) REFERENCES listmonk.subscribers(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY listmonk.campaign_lists
    ADD CONSTRAINT campaign_lists_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES listmonk.campaigns(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY listmonk.campaign_lists
    ADD CONSTRAINT campaign_lists_list_id_fkey FOREIGN KEY (list_id) REFERENCES listmonk.lists(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY listmonk.campaign_media
    ADD CONSTRAINT campaign_media_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES listmonk.campaigns(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY listmonk.campaign_media
    ADD CONSTRAINT campaign_media_media_id_fkey FOREIGN KEY (media_id) REFERENCES listmonk.media(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY listmonk.campaign_views
    ADD CONSTRAINT campaign_views_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES listmonk.campaigns(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY listmonk.campaign_views
    ADD CONSTRAINT campaign_views_subscriber_id_fkey FOREIGN KEY (subscriber_id) REFERENCES listmonk.subscribers(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY listmonk.campaigns
    ADD CONSTRAINT campaigns_archive_template_id_fkey FOREIGN KEY (archive_template_id) REFERENCES listmonk.templates(id) ON DELETE SET NULL;

ALTER TABLE ONLY listmonk.campaigns
    ADD CONSTRAINT campaigns_template_id_fkey FOREIGN KEY (template_id) REFERENCES listmonk.templates(id) ON DELETE SET NULL;

ALTER TABLE ONLY listmonk.link_clicks
    ADD CONSTRAINT link_clicks_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES listmonk.campaigns(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY listmonk.link_clicks
    ADD CONSTRAINT link_clicks_link_id_fkey FOREIGN KEY (link_id) REFERENCES listmonk.links(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY listmonk.link_clicks
    ADD CONSTRAINT link_clicks_subscriber_id_fkey FOREIGN KEY (subscriber_id) REFERENCES listmonk.subscribers(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY listmonk.roles
    ADD CONSTRAINT roles_list_id_fkey FOREIGN KEY (list_id) REFERENCES listmonk.lists(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY listmonk.roles
    ADD CONSTRAINT roles_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES listmonk.roles(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY listmonk.subscriber_lists
    ADD CONSTRAINT subscriber_lists_list_id_fkey FOREIGN KEY (list_id) REFERENCES listmonk.lists(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY listmonk.subscriber_lists
    ADD CONSTRAINT subscriber_lists_subscriber_id_fkey FOREIGN KEY (subscriber_id) REFERENCES listmonk.subscribers(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY listmonk.users
    ADD CONSTRAINT users_list_role_id_fkey FOREIGN KEY (list_role_id) REFERENCES listmonk.roles(id) ON DELETE CASCADE;

ALTER TABLE ONLY listmonk.users
    ADD CONSTRAINT users_user_role_id_fkey FOREIGN KEY (user_role_id) REFERENCES listmonk.roles(id) ON DELETE RESTRICT;
`,
  cleans: [
    {
      table: "listmonk.sessions",
      clock: "created_at",
      retention:
        "24h (the store's default TTL; listmonk passes postgres.Opt{}, internal/auth/auth.go:98)",
      source:
        "zerodha/simplesessions stores/postgres/postgres.go:402 (at 08b2debbbaad1e8d1b83e936209e86e82ad3db04), called at internal/auth/auth.go:108",
      note: "the goroutine at internal/auth/auth.go:107-112 has no loop: it prunes once when the app starts",
    },
    {
      table: "listmonk.campaign_views",
      clock: "created_at",
      retention: "older than a date the admin picks",
      source: "queries/campaigns.sql:375",
      note: "Settings > Maintenance (DELETE /api/maintenance/analytics/:type, cmd/maintenance.go:70-77); not scheduled",
    },
    {
      table: "listmonk.link_clicks",
      clock: "created_at",
      retention: "older than a date the admin picks",
      source: "queries/campaigns.sql:378",
      note: "Settings > Maintenance (cmd/maintenance.go:70-77); not scheduled",
    },
    {
      table: "listmonk.subscriber_lists",
      clock: "created_at",
      retention: "older than a date the admin picks",
      source: "queries/subscribers.sql:274",
      note: "only status 'unconfirmed' on double opt-in lists; Settings > Maintenance (DELETE /api/maintenance/subscriptions/unconfirmed, cmd/maintenance.go:50); not scheduled",
    },
  ],
  shouldAsk: [
    {
      table: "listmonk.bounces",
      why: "a subscriber's bounce records (source, meta with the mail server's answer), deleted only by id or with the subscriber (queries/bounces.sql:57-64), never by age",
    },
  ],
  neverDelete: [
    "listmonk.subscribers",
    "listmonk.lists",
    "listmonk.campaigns",
    "listmonk.campaign_lists",
    "listmonk.campaign_media",
    "listmonk.templates",
    "listmonk.media",
    "listmonk.links",
    "listmonk.users",
    "listmonk.roles",
    "listmonk.settings",
  ],
};
