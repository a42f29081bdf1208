// Redash (Python, Flask-SQLAlchemy models, Alembic), from getredash/redash@ca79fe988d81cdac9675b412f3dfcab107bc1fbc.
// Schema: what `redash database create_tables` (redash/cli/database.py:47-63) leaves on an empty
// database: db.create_all() of its models (redash/models/*.py), then alembic_version stamped at the
// head; here the models imported and create_all run on PostgreSQL 15 (see the header of schemaSql).
// Cleanup: one periodic job, cleanup_query_results (redash/tasks/queries/maintenance.py:120-140),
// every 5 minutes while REDASH_QUERY_RESULTS_CLEANUP_ENABLED (default true,
// redash/settings/__init__.py:44; redash/tasks/schedule.py:85-86): at most
// QUERY_RESULTS_CLEANUP_COUNT (100) query results at a time that no query points at
// (queries.latest_query_data_id) and retrieved more than QUERY_RESULTS_CLEANUP_MAX_AGE (7) days ago
// (QueryResult.unused, redash/models/__init__.py:341-345). The other periodic jobs (empty_schedules,
// refresh_queries, refresh_schemas, sync_user_details, remove_ghost_locks, send_aggregated_errors,
// version_check; redash/tasks/schedule.py:57-83) delete no rows; events and changes are never cleaned.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "redash",
  framework: "flask-sqlalchemy",
  source: {
    repo: "getredash/redash",
    commit: "ca79fe988d81cdac9675b412f3dfcab107bc1fbc",
    schemaFrom:
      "redash/models/*.py imported (redash's other modules and its non-ORM dependencies stubbed) and metadata.create_all run on PostgreSQL 15 in schema redash with SQLAlchemy 1.4.46 and SQLAlchemy-Utils 0.38.2 (Redash pins 1.3.24 and 0.38.3), sqlalchemy-searchable's trigger and GIN index on queries.search_vector written out, alembic_version added; dumped with pg_dump --schema-only --no-owner --no-privileges; all its 20 tables",
  },
  schemas: ["redash"],
  schemaSql: `
-- Redash: getredash/redash@ca79fe988d81cdac9675b412f3dfcab107bc1fbc
-- Built as redash database create_tables does on an empty database (redash/cli/database.py:47-63):
-- db.create_all() of the models in redash/models/*.py, with the default primary key type (integer,
-- redash/settings/dynamic_settings.py:45-60) and no extra extensions. The models were imported with
-- Redash's other modules (query runners, destinations, utils) and its non-ORM dependencies stubbed,
-- and metadata.create_all run on PostgreSQL 15 with search_path set to schema redash (Redash uses
-- public), with Debian's SQLAlchemy 1.4.46 and SQLAlchemy-Utils 0.38.2 (Redash pins 1.3.24 and
-- 0.38.3; the DDL of these column types is the same). sqlalchemy-searchable (make_searchable,
-- redash/models/base.py:41, regconfig pg_catalog.simple) was not installed: its trigger on
-- queries.search_vector (the weights of redash/models/__init__.py:471-479) and its GIN index
-- ix_queries_search_vector are written out by hand; its parse_websearch helper functions are left
-- out. Read back with pg_dump --schema-only --no-owner --no-privileges (SET lines and comments
-- left out); alembic_version, which stamp() creates, added at the end.
CREATE SCHEMA redash;

CREATE FUNCTION redash.queries_search_vector_update() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    NEW.search_vector = ((setweight(to_tsvector('pg_catalog.simple', coalesce(CAST(NEW.id AS TEXT), '')), 'B') || setweight(to_tsvector('pg_catalog.simple', coalesce(NEW.name, '')), 'A')) || setweight(to_tsvector('pg_catalog.simple', coalesce(NEW.description, '')), 'C')) || setweight(to_tsvector('pg_catalog.simple', coalesce(NEW.query, '')), 'D');
    RETURN NEW;
END
$$;

CREATE TABLE redash.access_permissions (
    object_type character varying(255) NOT NULL,
    object_id integer NOT NULL,
    id integer NOT NULL,
    access_type character varying(255) NOT NULL,
    grantor_id integer NOT NULL,
    grantee_id integer NOT NULL
);

CREATE SEQUENCE redash.access_permissions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.access_permissions_id_seq OWNED BY redash.access_permissions.id;

CREATE TABLE redash.alert_subscriptions (
    updated_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    id integer NOT NULL,
    user_id integer NOT NULL,
    destination_id integer,
    alert_id integer NOT NULL
);

CREATE SEQUENCE redash.alert_subscriptions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.alert_subscriptions_id_seq OWNED BY redash.alert_subscriptions.id;

CREATE TABLE redash.alerts (
    updated_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    query_id integer NOT NULL,
    user_id integer NOT NULL,
    options jsonb,
    state character varying(255) NOT NULL,
    last_triggered_at timestamp with time zone,
    rearm integer
);

CREATE SEQUENCE redash.alerts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.alerts_id_seq OWNED BY redash.alerts.id;

CREATE TABLE redash.api_keys (
    object_type character varying(255) NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    id integer NOT NULL,
    org_id integer NOT NULL,
    api_key character varying(255) NOT NULL,
    active boolean NOT NULL,
    object_id integer NOT NULL,
    created_by_id integer
);

CREATE SEQUENCE redash.api_keys_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.api_keys_id_seq OWNED BY redash.api_keys.id;

CREATE TABLE redash.changes (
    object_type character varying(255) NOT NULL,
    id integer NOT NULL,
    object_id integer NOT NULL,
    object_version integer NOT NULL,
    user_id integer NOT NULL,
    change jsonb NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE SEQUENCE redash.changes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.changes_id_seq OWNED BY redash.changes.id;

CREATE TABLE redash.dashboards (
    updated_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    id integer NOT NULL,
    version integer NOT NULL,
    org_id integer NOT NULL,
    slug character varying(140) NOT NULL,
    name character varying(100) NOT NULL,
    user_id integer NOT NULL,
    layout jsonb NOT NULL,
    dashboard_filters_enabled boolean NOT NULL,
    is_archived boolean NOT NULL,
    is_draft boolean NOT NULL,
    tags character varying[],
    options jsonb NOT NULL
);

CREATE SEQUENCE redash.dashboards_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.dashboards_id_seq OWNED BY redash.dashboards.id;

CREATE TABLE redash.data_source_groups (
    id integer NOT NULL,
    data_source_id integer NOT NULL,
    group_id integer NOT NULL,
    view_only boolean NOT NULL
);

CREATE SEQUENCE redash.data_source_groups_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.data_source_groups_id_seq OWNED BY redash.data_source_groups.id;

CREATE TABLE redash.data_sources (
    id integer NOT NULL,
    org_id integer NOT NULL,
    name character varying(255) NOT NULL,
    type character varying(255) NOT NULL,
    encrypted_options bytea NOT NULL,
    queue_name character varying(255) NOT NULL,
    scheduled_queue_name character varying(255) NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE SEQUENCE redash.data_sources_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.data_sources_id_seq OWNED BY redash.data_sources.id;

CREATE TABLE redash.events (
    id integer NOT NULL,
    org_id integer NOT NULL,
    user_id integer,
    action character varying(255) NOT NULL,
    object_type character varying(255) NOT NULL,
    object_id character varying(255),
    additional_properties jsonb,
    created_at timestamp with time zone NOT NULL
);

CREATE SEQUENCE redash.events_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.events_id_seq OWNED BY redash.events.id;

CREATE TABLE redash.favorites (
    updated_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    id integer NOT NULL,
    org_id integer NOT NULL,
    object_type character varying(255) NOT NULL,
    object_id integer NOT NULL,
    user_id integer NOT NULL
);

CREATE SEQUENCE redash.favorites_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.favorites_id_seq OWNED BY redash.favorites.id;

CREATE TABLE redash.groups (
    id integer NOT NULL,
    org_id integer NOT NULL,
    type character varying(255) NOT NULL,
    name character varying(100) NOT NULL,
    permissions character varying(255)[] NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE SEQUENCE redash.groups_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.groups_id_seq OWNED BY redash.groups.id;

CREATE TABLE redash.notification_destinations (
    id integer NOT NULL,
    org_id integer NOT NULL,
    user_id integer NOT NULL,
    name character varying(255) NOT NULL,
    type character varying(255) NOT NULL,
    encrypted_options bytea NOT NULL,
    created_at timestamp with time zone NOT NULL
);

CREATE SEQUENCE redash.notification_destinations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.notification_destinations_id_seq OWNED BY redash.notification_destinations.id;

CREATE TABLE redash.organizations (
    updated_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    slug character varying(255) NOT NULL,
    settings jsonb NOT NULL
);

CREATE SEQUENCE redash.organizations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.organizations_id_seq OWNED BY redash.organizations.id;

CREATE TABLE redash.queries (
    updated_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    id integer NOT NULL,
    version integer NOT NULL,
    org_id integer NOT NULL,
    data_source_id integer,
    latest_query_data_id integer,
    name character varying(255) NOT NULL,
    description character varying(4096),
    query text NOT NULL,
    query_hash character varying(32) NOT NULL,
    api_key character varying(40) NOT NULL,
    user_id integer NOT NULL,
    last_modified_by_id integer,
    is_archived boolean NOT NULL,
    is_draft boolean NOT NULL,
    schedule jsonb,
    schedule_failures integer NOT NULL,
    options jsonb NOT NULL,
    search_vector tsvector,
    tags character varying[]
);

CREATE SEQUENCE redash.queries_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.queries_id_seq OWNED BY redash.queries.id;

CREATE TABLE redash.query_results (
    id integer NOT NULL,
    org_id integer NOT NULL,
    data_source_id integer NOT NULL,
    query_hash character varying(32) NOT NULL,
    query text NOT NULL,
    data text,
    runtime double precision NOT NULL,
    retrieved_at timestamp with time zone NOT NULL
);

CREATE SEQUENCE redash.query_results_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.query_results_id_seq OWNED BY redash.query_results.id;

CREATE TABLE redash.query_snippets (
    updated_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    id integer NOT NULL,
    org_id integer NOT NULL,
    trigger character varying(255) NOT NULL,
    description text NOT NULL,
    user_id integer NOT NULL,
    snippet text NOT NULL
);

CREATE SEQUENCE redash.query_snippets_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.query_snippets_id_seq OWNED BY redash.query_snippets.id;

CREATE TABLE redash.users (
    updated_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    id integer NOT NULL,
    org_id integer NOT NULL,
    name character varying(320) NOT NULL,
    email character varying(255) NOT NULL,
    password_hash character varying(128),
    groups integer[],
    api_key character varying(40) NOT NULL,
    disabled_at timestamp with time zone,
    details jsonb DEFAULT '{}'::jsonb
);

CREATE SEQUENCE redash.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.users_id_seq OWNED BY redash.users.id;

CREATE TABLE redash.visualizations (
    updated_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    id integer NOT NULL,
    type character varying(100) NOT NULL,
    query_id integer NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(4096),
    options jsonb
);

CREATE SEQUENCE redash.visualizations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.visualizations_id_seq OWNED BY redash.visualizations.id;

CREATE TABLE redash.widgets (
    updated_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone NOT NULL,
    id integer NOT NULL,
    visualization_id integer,
    text text,
    width integer NOT NULL,
    options jsonb NOT NULL,
    dashboard_id integer NOT NULL
);

CREATE SEQUENCE redash.widgets_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redash.widgets_id_seq OWNED BY redash.widgets.id;

ALTER TABLE ONLY redash.access_permissions ALTER COLUMN id SET DEFAULT nextval('redash.access_permissions_id_seq'::regclass);

ALTER TABLE ONLY redash.alert_subscriptions ALTER COLUMN id SET DEFAULT nextval('redash.alert_subscriptions_id_seq'::regclass);

ALTER TABLE ONLY redash.alerts ALTER COLUMN id SET DEFAULT nextval('redash.alerts_id_seq'::regclass);

ALTER TABLE ONLY redash.api_keys ALTER COLUMN id SET DEFAULT nextval('redash.api_keys_id_seq'::regclass);

ALTER TABLE ONLY redash.changes ALTER COLUMN id SET DEFAULT nextval('redash.changes_id_seq'::regclass);

ALTER TABLE ONLY redash.dashboards ALTER COLUMN id SET DEFAULT nextval('redash.dashboards_id_seq'::regclass);

ALTER TABLE ONLY redash.data_source_groups ALTER COLUMN id SET DEFAULT nextval('redash.data_source_groups_id_seq'::regclass);

ALTER TABLE ONLY redash.data_sources ALTER COLUMN id SET DEFAULT nextval('redash.data_sources_id_seq'::regclass);

ALTER TABLE ONLY redash.events ALTER COLUMN id SET DEFAULT nextval('redash.events_id_seq'::regclass);

ALTER TABLE ONLY redash.favorites ALTER COLUMN id SET DEFAULT nextval('redash.favorites_id_seq'::regclass);

ALTER TABLE ONLY redash.groups ALTER COLUMN id SET DEFAULT nextval('redash.groups_id_seq'::regclass);

ALTER TABLE ONLY redash.notification_destinations ALTER COLUMN id SET DEFAULT nextval('redash.notification_destinations_id_seq'::regclass);

ALTER TABLE ONLY redash.organizations ALTER COLUMN id SET DEFAULT nextval('redash.organizations_id_seq'::regclass);

ALTER TABLE ONLY redash.queries ALTER COLUMN id SET DEFAULT nextval('redash.queries_id_seq'::regclass);

ALTER TABLE ONLY redash.query_results ALTER COLUMN id SET DEFAULT nextval('redash.query_results_id_seq'::regclass);

ALTER TABLE ONLY redash.query_snippets ALTER COLUMN id SET DEFAULT nextval('redash.query_snippets_id_seq'::regclass);

ALTER TABLE ONLY redash.users ALTER COLUMN id SET DEFAULT nextval('redash.users_id_seq'::regclass);

ALTER TABLE ONLY redash.visualizations ALTER COLUMN id SET DEFAULT nextval('redash.visualizations_id_seq'::regclass);

ALTER TABLE ONLY redash.widgets ALTER COLUMN id SET DEFAULT nextval('redash.widgets_id_seq'::regclass);

ALTER TABLE ONLY redash.access_permissions
    ADD CONSTRAINT access_permissions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.alert_subscriptions
    ADD CONSTRAINT alert_subscriptions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.alerts
    ADD CONSTRAINT alerts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.changes
    ADD CONSTRAINT changes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.dashboards
    ADD CONSTRAINT dashboards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.data_source_groups
    ADD CONSTRAINT data_source_groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.data_sources
    ADD CONSTRAINT data_sources_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.favorites
    ADD CONSTRAINT favorites_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.groups
    ADD CONSTRAINT groups_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.notification_destinations
    ADD CONSTRAINT notification_destinations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.organizations
    ADD CONSTRAINT organizations_slug_key UNIQUE (slug);

ALTER TABLE ONLY redash.queries
    ADD CONSTRAINT queries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.query_results
    ADD CONSTRAINT query_results_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.query_snippets
    ADD CONSTRAINT query_snippets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.query_snippets
    ADD CONSTRAINT query_snippets_trigger_key UNIQUE (trigger);

ALTER TABLE ONLY redash.favorites
    ADD CONSTRAINT unique_favorite UNIQUE (object_type, object_id, user_id);

ALTER TABLE ONLY redash.users
    ADD CONSTRAINT users_api_key_key UNIQUE (api_key);

ALTER TABLE ONLY redash.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.visualizations
    ADD CONSTRAINT visualizations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redash.widgets
    ADD CONSTRAINT widgets_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX alert_subscriptions_destination_id_alert_id ON redash.alert_subscriptions USING btree (destination_id, alert_id);

CREATE INDEX api_keys_object_type_object_id ON redash.api_keys USING btree (object_type, object_id);

CREATE INDEX data_sources_org_id_name ON redash.data_sources USING btree (org_id, name);

CREATE INDEX ix_api_keys_api_key ON redash.api_keys USING btree (api_key);

CREATE INDEX ix_dashboards_is_archived ON redash.dashboards USING btree (is_archived);

CREATE INDEX ix_dashboards_is_draft ON redash.dashboards USING btree (is_draft);

CREATE INDEX ix_dashboards_slug ON redash.dashboards USING btree (slug);

CREATE INDEX ix_queries_is_archived ON redash.queries USING btree (is_archived);

CREATE INDEX ix_queries_is_draft ON redash.queries USING btree (is_draft);

CREATE INDEX ix_queries_search_vector ON redash.queries USING gin (search_vector);

CREATE INDEX ix_query_results_query_hash ON redash.query_results USING btree (query_hash);

CREATE INDEX ix_widgets_dashboard_id ON redash.widgets USING btree (dashboard_id);

CREATE UNIQUE INDEX notification_destinations_org_id_name ON redash.notification_destinations USING btree (org_id, name);

CREATE UNIQUE INDEX users_org_id_email ON redash.users USING btree (org_id, email);

CREATE TRIGGER queries_search_vector_trigger BEFORE INSERT OR UPDATE ON redash.queries FOR EACH ROW EXECUTE FUNCTION redash.queries_search_vector_update();

ALTER TABLE ONLY redash.access_permissions
    ADD CONSTRAINT access_permissions_grantee_id_fkey FOREIGN KEY (grantee_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.access_permissions
    ADD CONSTRAINT access_permissions_grantor_id_fkey FOREIGN KEY (grantor_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.alert_subscriptions
    ADD CONSTRAINT alert_subscriptions_alert_id_fkey FOREIGN KEY (alert_id) REFERENCES redash.alerts(id);

ALTER TABLE ONLY redash.alert_subscriptions
    ADD CONSTRAINT alert_subscriptions_destination_id_fkey FOREIGN KEY (destination_id) REFERENCES redash.notification_destinations(id);

ALTER TABLE ONLY redash.alert_subscriptions
    ADD CONSTRAINT alert_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.alerts
    ADD CONSTRAINT alerts_query_id_fkey FOREIGN KEY (query_id) REFERENCES redash.queries(id);

ALTER TABLE ONLY redash.alerts
    ADD CONSTRAINT alerts_user_id_fkey FOREIGN KEY (user_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.api_keys
    ADD CONSTRAINT api_keys_created_by_id_fkey FOREIGN KEY (created_by_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.api_keys
    ADD CONSTRAINT api_keys_org_id_fkey FOREIGN KEY (org_id) REFERENCES redash.organizations(id);

ALTER TABLE ONLY redash.changes
    ADD CONSTRAINT changes_user_id_fkey FOREIGN KEY (user_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.dashboards
    ADD CONSTRAINT dashboards_org_id_fkey FOREIGN KEY (org_id) REFERENCES redash.organizations(id);

ALTER TABLE ONLY redash.dashboards
    ADD CONSTRAINT dashboards_user_id_fkey FOREIGN KEY (user_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.data_source_groups
    ADD CONSTRAINT data_source_groups_data_source_id_fkey FOREIGN KEY (data_source_id) REFERENCES redash.data_sources(id);

ALTER TABLE ONLY redash.data_source_groups
    ADD CONSTRAINT data_source_groups_group_id_fkey FOREIGN KEY (group_id) REFERENCES redash.groups(id);

ALTER TABLE ONLY redash.data_sources
    ADD CONSTRAINT data_sources_org_id_fkey FOREIGN KEY (org_id) REFERENCES redash.organizations(id);

ALTER TABLE ONLY redash.events
    ADD CONSTRAINT events_org_id_fkey FOREIGN KEY (org_id) REFERENCES redash.organizations(id);

ALTER TABLE ONLY redash.events
    ADD CONSTRAINT events_user_id_fkey FOREIGN KEY (user_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.favorites
    ADD CONSTRAINT favorites_org_id_fkey FOREIGN KEY (org_id) REFERENCES redash.organizations(id);

ALTER TABLE ONLY redash.favorites
    ADD CONSTRAINT favorites_user_id_fkey FOREIGN KEY (user_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.groups
    ADD CONSTRAINT groups_org_id_fkey FOREIGN KEY (org_id) REFERENCES redash.organizations(id);

ALTER TABLE ONLY redash.notification_destinations
    ADD CONSTRAINT notification_destinations_org_id_fkey FOREIGN KEY (org_id) REFERENCES redash.organizations(id);

ALTER TABLE ONLY redash.notification_destinations
    ADD CONSTRAINT notification_destinations_user_id_fkey FOREIGN KEY (user_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.queries
    ADD CONSTRAINT queries_data_source_id_fkey FOREIGN KEY (data_source_id) REFERENCES redash.data_sources(id);

ALTER TABLE ONLY redash.queries
    ADD CONSTRAINT queries_last_modified_by_id_fkey FOREIGN KEY (last_modified_by_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.queries
    ADD CONSTRAINT queries_latest_query_data_id_fkey FOREIGN KEY (latest_query_data_id) REFERENCES redash.query_results(id);

ALTER TABLE ONLY redash.queries
    ADD CONSTRAINT queries_org_id_fkey FOREIGN KEY (org_id) REFERENCES redash.organizations(id);

ALTER TABLE ONLY redash.queries
    ADD CONSTRAINT queries_user_id_fkey FOREIGN KEY (user_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.query_results
    ADD CONSTRAINT query_results_data_source_id_fkey FOREIGN KEY (data_source_id) REFERENCES redash.data_sources(id);

ALTER TABLE ONLY redash.query_results
    ADD CONSTRAINT query_results_org_id_fkey FOREIGN KEY (org_id) REFERENCES redash.organizations(id);

ALTER TABLE ONLY redash.query_snippets
    ADD CONSTRAINT query_snippets_org_id_fkey FOREIGN KEY (org_id) REFERENCES redash.organizations(id);

ALTER TABLE ONLY redash.query_snippets
    ADD CONSTRAINT query_snippets_user_id_fkey FOREIGN KEY (user_id) REFERENCES redash.users(id);

ALTER TABLE ONLY redash.users
    ADD CONSTRAINT users_org_id_fkey FOREIGN KEY (org_id) REFERENCES redash.organizations(id);

ALTER TABLE ONLY redash.visualizations
    ADD CONSTRAINT visualizations_query_id_fkey FOREIGN KEY (query_id) REFERENCES redash.queries(id);

ALTER TABLE ONLY redash.widgets
    ADD CONSTRAINT widgets_dashboard_id_fkey FOREIGN KEY (dashboard_id) REFERENCES redash.dashboards(id);

ALTER TABLE ONLY redash.widgets
    ADD CONSTRAINT widgets_visualization_id_fkey FOREIGN KEY (visualization_id) REFERENCES redash.visualizations(id);

-- stamp() (redash/cli/database.py:63): Alembic's version table, stamped at the head revision.
CREATE TABLE redash.alembic_version (
    version_num character varying(32) NOT NULL,
    CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num)
);
`,
  cleans: [
    {
      table: "redash.query_results",
      clock: "retrieved_at",
      retention: "QUERY_RESULTS_CLEANUP_MAX_AGE, default 7d, 100 rows each 5 minutes",
      source: "redash/tasks/queries/maintenance.py:136",
      note: "only results no query points at (queries.latest_query_data_id, the outer join of QueryResult.unused, redash/models/__init__.py:343); on while REDASH_QUERY_RESULTS_CLEANUP_ENABLED (default true, redash/settings/__init__.py:44)",
    },
  ],
  shouldAsk: [
    {
      table: "redash.events",
      why: "every user action (user_id, action, object) with the user's IP address and user agent in additional_properties (redash/handlers/base.py:56), created_at; never deleted",
    },
  ],
  neverDelete: [
    "redash.organizations",
    "redash.users",
    "redash.groups",
    "redash.api_keys",
    "redash.data_sources",
    "redash.data_source_groups",
    "redash.queries",
    "redash.visualizations",
    "redash.dashboards",
    "redash.widgets",
    "redash.alerts",
    "redash.alert_subscriptions",
    "redash.notification_destinations",
    "redash.query_snippets",
    "redash.favorites",
    "redash.access_permissions",
    "redash.alembic_version",
  ],
};
