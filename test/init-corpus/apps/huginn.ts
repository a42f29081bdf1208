// Huginn (Rails), from huginn/huginn@9faad4aeee0d97570693377e0a281567e775abb4 (2026-08-15, the master branch's HEAD
// as fetched). Written blind to init (blind6a): the lists below come from Huginn's own code only.
// Schema: its 71 migrations (db/migrate; its schema.rb is not committed, .gitignore) replayed on PostgreSQL 15 with
// ActiveRecord, pg_dump read back (see the header of schemaSql). db/native_json_migrate, added to the migration paths
// only when NATIVE_JSON_COLUMNS is set (config/application.rb:49), is off by default and not replayed.
// Cleanup, all in Huginn's scheduler (bin/schedule.rb:8 runs HuginnScheduler, lib/huginn_scheduler.rb:95):
// - events: every EVENT_EXPIRATION_CHECK (default 6h, lib/huginn_scheduler.rb:124) it queues AgentCleanupExpiredJob
//   (app/jobs/agent_cleanup_expired_job.rb:5), which deletes the events whose expires_at has passed
//   (app/models/event.rb:29-30, 84-90; the delete at :87). expires_at is set when the event is made, to now plus its
//   agent's keep_events_for (app/models/agent.rb:130, 158-160), and reset from created_at when that changes
//   (app/models/agent.rb:162-167): "Forever" (0, the column's default, db/migrate/20131222211558:3) leaves it NULL,
//   the other choices are 1 hour to 365 days (app/models/agent.rb:30-37).
// - delayed_jobs: every hour (lib/huginn_scheduler.rb:129) the failed jobs older than the newest FAILED_JOBS_TO_KEEP
//   (default 100, :98, :190) are deleted by failed_at (:191-192): count-based. A job that succeeds is deleted by
//   delayed_job itself; a failed one is kept (config/initializers/delayed_job.rb:1).
// - agent_logs: count-based, on the way of each write, not on a schedule: when an agent has more than
//   AGENT_LOG_LENGTH logs (default 200, app/models/agent_log.rb:30), the older ones (by id) are deleted
//   (app/models/agent_log.rb:19-22).
// Not counted: what a person deletes (an agent's events and logs from its page, app/controllers/agents_controller.rb:94,
// app/models/agent.rb:249; all failed or all queued jobs, app/controllers/jobs_controller.rb:52, 61) and what goes with an
// agent or a user (dependent: :delete_all, app/models/agent.rb:60-72, app/models/user.rb:32).
// shouldAsk is empty: sessions are in a cookie (config/initializers/session_store.rb), Devise's trackable IP addresses
// are columns of users (an account, in neverDelete), services holds the OAuth tokens of the accounts a user connected
// (kept while connected, refreshed, app/models/service.rb:47-79) and user_credentials the secrets a user stores for
// agents: both are the user's own configuration and in neverDelete.
// The replay: Debian's ActiveRecord 6.1.7 (Huginn pins Rails 8.1.3; no Ruby gem registry is reachable here), its
// three Migration[8.1] and two [6.1] migrations run under 6.1's compatibility layer (they add a column, an index and
// change data); the model classes its data migrations name were stubbed as plain ActiveRecord classes over their
// tables (the database is empty, so they change no row), and lib/liquid_migrator, required by one of them, was not
// loaded. Every one of the 71 versions ran. Huginn declares no foreign keys.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "huginn",
  framework: "rails",
  source: {
    repo: "huginn/huginn",
    commit: "9faad4aeee0d97570693377e0a281567e775abb4",
    schemaFrom:
      "db/migrate (71 migrations) replayed on PostgreSQL 15 in schema public by ActiveRecord 6.1 (Debian's; Huginn pins Rails 8.1, its later-tagged migrations run under 6.1's compatibility layer, data migrations over stubbed models on an empty database), public renamed to huginn and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 13 tables",
  },
  schemas: ["huginn"],
  schemaSql: `
-- Huginn: huginn/huginn@9faad4aeee0d97570693377e0a281567e775abb4
-- Built by running its 71 migrations (db/migrate, 20120728210244_devise_create_users to
-- 20260811000000_add_uniqueness_key_to_delayed_jobs) with ActiveRecord 6.1's MigrationContext on an empty PostgreSQL
-- 15 database in schema public, the schema renamed to huginn and read back with pg_dump --schema-only --no-owner
-- --no-privileges --no-comments -n huginn (its SET lines, the search_path set_config and its comments left out).
CREATE SCHEMA huginn;

CREATE TABLE huginn.agent_logs (
    id integer NOT NULL,
    agent_id integer NOT NULL,
    message text NOT NULL,
    level integer DEFAULT 3 NOT NULL,
    inbound_event_id integer,
    outbound_event_id integer,
    created_at timestamp without time zone,
    updated_at timestamp without time zone
);

CREATE SEQUENCE huginn.agent_logs_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE huginn.agent_logs_id_seq OWNED BY huginn.agent_logs.id;

CREATE TABLE huginn.agents (
    id integer NOT NULL,
    user_id integer,
    options text,
    type character varying,
    name character varying,
    schedule character varying,
    events_count integer DEFAULT 0 NOT NULL,
    last_check_at timestamp without time zone,
    last_receive_at timestamp without time zone,
    last_checked_event_id integer,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    memory text,
    last_web_request_at timestamp without time zone,
    keep_events_for integer DEFAULT 0 NOT NULL,
    last_event_at timestamp without time zone,
    last_error_log_at timestamp without time zone,
    propagate_immediately boolean DEFAULT false NOT NULL,
    disabled boolean DEFAULT false NOT NULL,
    service_id integer,
    guid character varying NOT NULL,
    deactivated boolean DEFAULT false
);

CREATE SEQUENCE huginn.agents_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE huginn.agents_id_seq OWNED BY huginn.agents.id;

CREATE TABLE huginn.ar_internal_metadata (
    key character varying NOT NULL,
    value character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE huginn.control_links (
    id integer NOT NULL,
    controller_id integer NOT NULL,
    control_target_id integer NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone
);

CREATE SEQUENCE huginn.control_links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE huginn.control_links_id_seq OWNED BY huginn.control_links.id;

CREATE TABLE huginn.delayed_jobs (
    id integer NOT NULL,
    priority integer DEFAULT 0,
    attempts integer DEFAULT 0,
    handler text,
    last_error text,
    run_at timestamp without time zone,
    locked_at timestamp without time zone,
    failed_at timestamp without time zone,
    locked_by character varying,
    queue character varying,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    uniqueness_key character varying
);

CREATE SEQUENCE huginn.delayed_jobs_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE huginn.delayed_jobs_id_seq OWNED BY huginn.delayed_jobs.id;

CREATE TABLE huginn.events (
    id integer NOT NULL,
    user_id integer,
    agent_id integer,
    lat numeric(15,10),
    lng numeric(15,10),
    payload text,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    expires_at timestamp without time zone
);

CREATE SEQUENCE huginn.events_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE huginn.events_id_seq OWNED BY huginn.events.id;

CREATE TABLE huginn.links (
    id integer NOT NULL,
    source_id integer,
    receiver_id integer,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    event_id_at_creation integer DEFAULT 0 NOT NULL
);

CREATE SEQUENCE huginn.links_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE huginn.links_id_seq OWNED BY huginn.links.id;

CREATE TABLE huginn.scenario_memberships (
    id integer NOT NULL,
    agent_id integer NOT NULL,
    scenario_id integer NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone
);

CREATE SEQUENCE huginn.scenario_memberships_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE huginn.scenario_memberships_id_seq OWNED BY huginn.scenario_memberships.id;

CREATE TABLE huginn.scenarios (
    id integer NOT NULL,
    name character varying NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    description text,
    public boolean DEFAULT false NOT NULL,
    guid character varying NOT NULL,
    source_url character varying,
    tag_bg_color character varying,
    tag_fg_color character varying,
    icon character varying
);

CREATE SEQUENCE huginn.scenarios_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE huginn.scenarios_id_seq OWNED BY huginn.scenarios.id;

CREATE TABLE huginn.schema_migrations (
    version character varying NOT NULL
);

CREATE TABLE huginn.services (
    id integer NOT NULL,
    user_id integer NOT NULL,
    provider character varying NOT NULL,
    name character varying NOT NULL,
    token text NOT NULL,
    secret text,
    refresh_token text,
    expires_at timestamp without time zone,
    global boolean DEFAULT false,
    options text,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    uid character varying
);

CREATE SEQUENCE huginn.services_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE huginn.services_id_seq OWNED BY huginn.services.id;

CREATE TABLE huginn.user_credentials (
    id integer NOT NULL,
    user_id integer NOT NULL,
    credential_name character varying NOT NULL,
    credential_value text NOT NULL,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    mode character varying DEFAULT 'text'::character varying NOT NULL
);

CREATE SEQUENCE huginn.user_credentials_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE huginn.user_credentials_id_seq OWNED BY huginn.user_credentials.id;

CREATE TABLE huginn.users (
    id integer NOT NULL,
    email character varying DEFAULT ''::character varying NOT NULL,
    encrypted_password character varying DEFAULT ''::character varying NOT NULL,
    reset_password_token character varying,
    reset_password_sent_at timestamp without time zone,
    remember_created_at timestamp without time zone,
    sign_in_count integer DEFAULT 0,
    current_sign_in_at timestamp without time zone,
    last_sign_in_at timestamp without time zone,
    current_sign_in_ip character varying,
    last_sign_in_ip character varying,
    created_at timestamp without time zone,
    updated_at timestamp without time zone,
    admin boolean DEFAULT false NOT NULL,
    failed_attempts integer DEFAULT 0,
    unlock_token character varying,
    locked_at timestamp without time zone,
    username character varying NOT NULL,
    invitation_code character varying,
    scenario_count integer DEFAULT 0 NOT NULL,
    confirmation_token character varying,
    confirmed_at timestamp without time zone,
    confirmation_sent_at timestamp without time zone,
    unconfirmed_email character varying,
    deactivated_at timestamp without time zone
);

CREATE SEQUENCE huginn.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE huginn.users_id_seq OWNED BY huginn.users.id;

ALTER TABLE ONLY huginn.agent_logs ALTER COLUMN id SET DEFAULT nextval('huginn.agent_logs_id_seq'::regclass);

ALTER TABLE ONLY huginn.agents ALTER COLUMN id SET DEFAULT nextval('huginn.agents_id_seq'::regclass);

ALTER TABLE ONLY huginn.control_links ALTER COLUMN id SET DEFAULT nextval('huginn.control_links_id_seq'::regclass);

ALTER TABLE ONLY huginn.delayed_jobs ALTER COLUMN id SET DEFAULT nextval('huginn.delayed_jobs_id_seq'::regclass);

ALTER TABLE ONLY huginn.events ALTER COLUMN id SET DEFAULT nextval('huginn.events_id_seq'::regclass);

ALTER TABLE ONLY huginn.links ALTER COLUMN id SET DEFAULT nextval('huginn.links_id_seq'::regclass);

ALTER TABLE ONLY huginn.scenario_memberships ALTER COLUMN id SET DEFAULT nextval('huginn.scenario_memberships_id_seq'::regclass);

ALTER TABLE ONLY huginn.scenarios ALTER COLUMN id SET DEFAULT nextval('huginn.scenarios_id_seq'::regclass);

ALTER TABLE ONLY huginn.services ALTER COLUMN id SET DEFAULT nextval('huginn.services_id_seq'::regclass);

ALTER TABLE ONLY huginn.user_credentials ALTER COLUMN id SET DEFAULT nextval('huginn.user_credentials_id_seq'::regclass);

ALTER TABLE ONLY huginn.users ALTER COLUMN id SET DEFAULT nextval('huginn.users_id_seq'::regclass);

ALTER TABLE ONLY huginn.agent_logs
    ADD CONSTRAINT agent_logs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY huginn.agents
    ADD CONSTRAINT agents_pkey PRIMARY KEY (id);

ALTER TABLE ONLY huginn.ar_internal_metadata
    ADD CONSTRAINT ar_internal_metadata_pkey PRIMARY KEY (key);

ALTER TABLE ONLY huginn.control_links
    ADD CONSTRAINT control_links_pkey PRIMARY KEY (id);

ALTER TABLE ONLY huginn.delayed_jobs
    ADD CONSTRAINT delayed_jobs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY huginn.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY huginn.links
    ADD CONSTRAINT links_pkey PRIMARY KEY (id);

ALTER TABLE ONLY huginn.scenario_memberships
    ADD CONSTRAINT scenario_memberships_pkey PRIMARY KEY (id);

ALTER TABLE ONLY huginn.scenarios
    ADD CONSTRAINT scenarios_pkey PRIMARY KEY (id);

ALTER TABLE ONLY huginn.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY huginn.services
    ADD CONSTRAINT services_pkey PRIMARY KEY (id);

ALTER TABLE ONLY huginn.user_credentials
    ADD CONSTRAINT user_credentials_pkey PRIMARY KEY (id);

ALTER TABLE ONLY huginn.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

CREATE INDEX delayed_jobs_priority ON huginn.delayed_jobs USING btree (priority, run_at);

CREATE INDEX index_agents_on_disabled_and_deactivated ON huginn.agents USING btree (disabled, deactivated);

CREATE INDEX index_agents_on_guid ON huginn.agents USING btree (guid);

CREATE INDEX index_agents_on_schedule ON huginn.agents USING btree (schedule);

CREATE INDEX index_agents_on_type ON huginn.agents USING btree (type);

CREATE INDEX index_agents_on_user_id_and_created_at ON huginn.agents USING btree (user_id, created_at);

CREATE INDEX index_control_links_on_control_target_id ON huginn.control_links USING btree (control_target_id);

CREATE UNIQUE INDEX index_control_links_on_controller_id_and_control_target_id ON huginn.control_links USING btree (controller_id, control_target_id);

CREATE UNIQUE INDEX index_delayed_jobs_on_uniqueness_key ON huginn.delayed_jobs USING btree (uniqueness_key);

CREATE INDEX index_events_on_agent_id_and_created_at ON huginn.events USING btree (agent_id, created_at);

CREATE INDEX index_events_on_expires_at ON huginn.events USING btree (expires_at);

CREATE INDEX index_events_on_user_id_and_created_at ON huginn.events USING btree (user_id, created_at);

CREATE INDEX index_links_on_receiver_id_and_source_id ON huginn.links USING btree (receiver_id, source_id);

CREATE INDEX index_links_on_source_id_and_receiver_id ON huginn.links USING btree (source_id, receiver_id);

CREATE INDEX index_scenario_memberships_on_agent_id ON huginn.scenario_memberships USING btree (agent_id);

CREATE INDEX index_scenario_memberships_on_scenario_id ON huginn.scenario_memberships USING btree (scenario_id);

CREATE UNIQUE INDEX index_scenarios_on_user_id_and_guid ON huginn.scenarios USING btree (user_id, guid);

CREATE INDEX index_services_on_provider ON huginn.services USING btree (provider);

CREATE INDEX index_services_on_uid ON huginn.services USING btree (uid);

CREATE INDEX index_services_on_user_id_and_global ON huginn.services USING btree (user_id, global);

CREATE UNIQUE INDEX index_user_credentials_on_user_id_and_credential_name ON huginn.user_credentials USING btree (user_id, credential_name);

CREATE UNIQUE INDEX index_users_on_confirmation_token ON huginn.users USING btree (confirmation_token);

CREATE INDEX index_users_on_deactivated_at ON huginn.users USING btree (deactivated_at);

CREATE UNIQUE INDEX index_users_on_email ON huginn.users USING btree (email);

CREATE UNIQUE INDEX index_users_on_reset_password_token ON huginn.users USING btree (reset_password_token);

CREATE UNIQUE INDEX index_users_on_unlock_token ON huginn.users USING btree (unlock_token);

CREATE UNIQUE INDEX index_users_on_username ON huginn.users USING btree (username);

`,
  cleans: [
    {
      table: "huginn.events",
      clock: "expires_at",
      retention:
        "expires_at passed: set at creation to now plus its agent's keep_events_for (default Forever, 0: NULL, never deleted; else 1 hour to 365 days)",
      source: "app/models/event.rb:87",
      note: "queued by HuginnScheduler every EVENT_EXPIRATION_CHECK, default 6h (lib/huginn_scheduler.rb:124), as AgentCleanupExpiredJob (app/jobs/agent_cleanup_expired_job.rb:5); expires_at is recomputed from created_at when the agent's keep_events_for changes (app/models/agent.rb:162-167)",
    },
    {
      table: "huginn.delayed_jobs",
      clock: "failed_at",
      retention: "count-based: the newest FAILED_JOBS_TO_KEEP failed jobs kept (default 100)",
      source: "lib/huginn_scheduler.rb:192",
      note: "every hour (lib/huginn_scheduler.rb:129); only failed jobs (failed_at set); a succeeded job is deleted by delayed_job when it completes",
    },
    {
      table: "huginn.agent_logs",
      clock: "created_at (the newest kept per agent, by id)",
      retention: "count-based: the newest AGENT_LOG_LENGTH logs per agent kept (default 200)",
      source: "app/models/agent_log.rb:21",
      note: "on each new log of an agent, not on a schedule; the logs hold messages of the agent's runs (fetched content, errors)",
    },
  ],
  shouldAsk: [],
  neverDelete: [
    "huginn.users",
    "huginn.agents",
    "huginn.links",
    "huginn.control_links",
    "huginn.scenarios",
    "huginn.scenario_memberships",
    "huginn.services",
    "huginn.user_credentials",
    "huginn.ar_internal_metadata",
    "huginn.schema_migrations",
  ],
};
