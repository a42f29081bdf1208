// Redmine (Rails), from redmine/redmine@890812e49cc60e96c7c252b7dedbd881a4edba55 (2026-08-21, the master branch's HEAD
// as fetched; the GitHub mirror of Redmine's Subversion trunk). Written blind to init (blind6a): the lists below come
// from Redmine's own code only.
// Schema: its 327 migrations (db/migrate; db/schema.rb is not committed, .gitignore) replayed on PostgreSQL 15 with
// ActiveRecord, pg_dump read back (see the header of schemaSql).
// Cleanup: Redmine has no scheduler. Its rake tasks delete by age when an operator runs them (the repository schedules
// none; Redmine's install guide has a cron run them):
// - redmine:tokens:prune (lib/tasks/redmine.rake:38-39) runs Token.destroy_expired (app/models/token.rb:75-93), which
//   deletes by created_on the recovery and register tokens older than Token.validity_time (1 day, :27, :42-43), the
//   autologin tokens older than the autologin setting's days (:40; 0, autologin off, by default, config/settings.yml:167-169)
//   and tokens of unknown actions older than 1 day (:79); api, feeds, session and twofa_backup_code tokens have no
//   validity time and are never pruned (:39, :41, :44-45, skipped at :85).
// - redmine:attachments:prune (lib/tasks/redmine.rake:21-22) deletes uploads left unattached (no container) more than
//   1 day after created_on (app/models/attachment.rb:435-437).
// - redmine:users:prune (lib/tasks/redmine.rake:45-55) deletes users still in status registered (never activated)
//   more than DAYS days (default 30) after created_on (app/models/user.rb:943-945).
// Not by age, not counted: redmine:watchers:prune (removes watchers who can no longer see what they watch,
// app/models/watcher.rb:42-52); the trim of a user's tokens of one action to max_instances (10 session and autologin
// tokens, 1 of the others) by updated_on when a new one is made (app/models/token.rb:145-157), and a session token
// deleted at sign-out (app/models/user.rb:472); a session token is never expired by a job (session_lifetime and
// session_timeout, 0 by default, config/settings.yml:67-74, are only compared when it is presented,
// app/models/user.rb:494-510). Doorkeeper's own doorkeeper:db:cleanup rake task comes with the gem and is neither
// called nor documented by Redmine: its OAuth tables are under shouldAsk.
// Neither list: import_items (a row number, the object it made and an error message per imported CSV row, deleted
// with its import).
// The replay: Debian's ActiveRecord 6.1.7 (Redmine pins Rails 8.1.3; no Ruby gem registry is reachable here), its
// migrations tagged 7.1 to 8.1 (15) run under 6.1's current layer, with the precision 6 that Rails 7.0 and later give
// a datetime column written back by hand where 6.1 leaves none (oauth_access_grants and oauth_access_tokens'
// created_at and revoked_at; timestamps already have it); lib/redmine/database.rb loaded as it is; the models its data
// migrations name stubbed as plain ActiveRecord classes over their tables (Redmine's single-table subclasses mapped to
// their tables: custom fields, enumerations, groups, workflows, queries) that write no rows, and one data migration
// (20220224194639_delete_orphaned_time_entry_activities, a delete over an association the stub lacks) marked run
// without running. Every one of the 327 versions is recorded.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "redmine",
  framework: "rails",
  source: {
    repo: "redmine/redmine",
    commit: "890812e49cc60e96c7c252b7dedbd881a4edba55",
    schemaFrom:
      "db/migrate (327 migrations) replayed on PostgreSQL 15 in schema public by ActiveRecord 6.1 (Debian's; Redmine pins Rails 8.1, its later-tagged migrations run under 6.1 with Rails 7's datetime precision 6 restored by hand on four columns, data migrations over stubbed models on an empty database, one delete-only data migration not run), public renamed to redmine and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 60 tables",
  },
  schemas: ["redmine"],
  schemaSql: `
-- Redmine: redmine/redmine@890812e49cc60e96c7c252b7dedbd881a4edba55
-- Built by running its 327 migrations (db/migrate, 001_setup to 20260520164915_add_private_by_default_to_trackers)
-- with ActiveRecord 6.1's MigrationContext on an empty PostgreSQL 15 database in schema public, the schema renamed
-- to redmine and read back with pg_dump --schema-only --no-owner --no-privileges --no-comments -n redmine (its SET
-- lines, the search_path set_config and its comments left out); oauth_access_grants' and oauth_access_tokens'
-- created_at and revoked_at written as timestamp(6), as Rails 7.2's t.datetime makes them.
CREATE SCHEMA redmine;

CREATE TABLE redmine.ar_internal_metadata (
    key character varying NOT NULL,
    value character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE redmine.attachments (
    id integer NOT NULL,
    container_id integer,
    container_type character varying(30),
    filename character varying DEFAULT ''::character varying NOT NULL,
    disk_filename character varying DEFAULT ''::character varying NOT NULL,
    filesize bigint DEFAULT 0 NOT NULL,
    content_type character varying DEFAULT ''::character varying,
    digest character varying(64) DEFAULT ''::character varying NOT NULL,
    downloads integer DEFAULT 0 NOT NULL,
    author_id integer DEFAULT 0 NOT NULL,
    created_on timestamp without time zone,
    description character varying,
    disk_directory character varying
);

CREATE SEQUENCE redmine.attachments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.attachments_id_seq OWNED BY redmine.attachments.id;

CREATE TABLE redmine.auth_sources (
    id integer NOT NULL,
    type character varying(30) DEFAULT ''::character varying NOT NULL,
    name character varying(60) DEFAULT ''::character varying NOT NULL,
    host character varying(60),
    port integer,
    account character varying,
    account_password character varying DEFAULT ''::character varying,
    base_dn character varying(255),
    attr_login character varying(30),
    attr_firstname character varying(30),
    attr_lastname character varying(30),
    attr_mail character varying(30),
    onthefly_register boolean DEFAULT false NOT NULL,
    tls boolean DEFAULT false NOT NULL,
    filter text,
    timeout integer,
    verify_peer boolean DEFAULT true NOT NULL
);

CREATE SEQUENCE redmine.auth_sources_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.auth_sources_id_seq OWNED BY redmine.auth_sources.id;

CREATE TABLE redmine.boards (
    id integer NOT NULL,
    project_id integer NOT NULL,
    name character varying DEFAULT ''::character varying NOT NULL,
    description character varying,
    "position" integer,
    topics_count integer DEFAULT 0 NOT NULL,
    messages_count integer DEFAULT 0 NOT NULL,
    last_message_id integer,
    parent_id integer
);

CREATE SEQUENCE redmine.boards_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.boards_id_seq OWNED BY redmine.boards.id;

CREATE TABLE redmine.changes (
    id integer NOT NULL,
    changeset_id integer NOT NULL,
    action character varying(1) DEFAULT ''::character varying NOT NULL,
    path text NOT NULL,
    from_path text,
    from_revision character varying,
    revision character varying,
    branch character varying
);

CREATE SEQUENCE redmine.changes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.changes_id_seq OWNED BY redmine.changes.id;

CREATE TABLE redmine.changeset_parents (
    changeset_id integer NOT NULL,
    parent_id integer NOT NULL
);

CREATE TABLE redmine.changesets (
    id integer NOT NULL,
    repository_id integer NOT NULL,
    revision character varying NOT NULL,
    committer character varying,
    committed_on timestamp without time zone NOT NULL,
    comments text,
    commit_date date,
    scmid character varying,
    user_id integer
);

CREATE SEQUENCE redmine.changesets_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.changesets_id_seq OWNED BY redmine.changesets.id;

CREATE TABLE redmine.changesets_issues (
    changeset_id integer NOT NULL,
    issue_id integer NOT NULL
);

CREATE TABLE redmine.comments (
    id integer NOT NULL,
    commented_type character varying(30) DEFAULT ''::character varying NOT NULL,
    commented_id integer DEFAULT 0 NOT NULL,
    author_id integer DEFAULT 0 NOT NULL,
    content text,
    created_on timestamp without time zone NOT NULL,
    updated_on timestamp without time zone NOT NULL
);

CREATE SEQUENCE redmine.comments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.comments_id_seq OWNED BY redmine.comments.id;

CREATE TABLE redmine.custom_field_enumerations (
    id integer NOT NULL,
    custom_field_id integer NOT NULL,
    name character varying NOT NULL,
    active boolean DEFAULT true NOT NULL,
    "position" integer DEFAULT 1 NOT NULL
);

CREATE SEQUENCE redmine.custom_field_enumerations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.custom_field_enumerations_id_seq OWNED BY redmine.custom_field_enumerations.id;

CREATE TABLE redmine.custom_fields (
    id integer NOT NULL,
    type character varying(30) DEFAULT ''::character varying NOT NULL,
    name character varying(30) DEFAULT ''::character varying NOT NULL,
    field_format character varying(30) DEFAULT ''::character varying NOT NULL,
    possible_values text,
    regexp character varying DEFAULT ''::character varying,
    min_length integer,
    max_length integer,
    is_required boolean DEFAULT false NOT NULL,
    is_for_all boolean DEFAULT false NOT NULL,
    is_filter boolean DEFAULT false NOT NULL,
    "position" integer,
    searchable boolean DEFAULT false,
    default_value text,
    editable boolean DEFAULT true,
    visible boolean DEFAULT true NOT NULL,
    multiple boolean DEFAULT false,
    format_store text,
    description text
);

CREATE SEQUENCE redmine.custom_fields_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.custom_fields_id_seq OWNED BY redmine.custom_fields.id;

CREATE TABLE redmine.custom_fields_projects (
    custom_field_id integer DEFAULT 0 NOT NULL,
    project_id integer DEFAULT 0 NOT NULL
);

CREATE TABLE redmine.custom_fields_roles (
    custom_field_id integer NOT NULL,
    role_id integer NOT NULL
);

CREATE TABLE redmine.custom_fields_trackers (
    custom_field_id integer DEFAULT 0 NOT NULL,
    tracker_id integer DEFAULT 0 NOT NULL
);

CREATE TABLE redmine.custom_values (
    id integer NOT NULL,
    customized_type character varying(30) DEFAULT ''::character varying NOT NULL,
    customized_id integer DEFAULT 0 NOT NULL,
    custom_field_id integer DEFAULT 0 NOT NULL,
    value text
);

CREATE SEQUENCE redmine.custom_values_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.custom_values_id_seq OWNED BY redmine.custom_values.id;

CREATE TABLE redmine.documents (
    id integer NOT NULL,
    project_id integer DEFAULT 0 NOT NULL,
    category_id integer DEFAULT 0 NOT NULL,
    title character varying DEFAULT ''::character varying NOT NULL,
    description text,
    created_on timestamp without time zone
);

CREATE SEQUENCE redmine.documents_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.documents_id_seq OWNED BY redmine.documents.id;

CREATE TABLE redmine.email_addresses (
    id integer NOT NULL,
    user_id integer NOT NULL,
    address character varying NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    notify boolean DEFAULT true NOT NULL,
    created_on timestamp without time zone NOT NULL,
    updated_on timestamp without time zone NOT NULL
);

CREATE SEQUENCE redmine.email_addresses_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.email_addresses_id_seq OWNED BY redmine.email_addresses.id;

CREATE TABLE redmine.enabled_modules (
    id integer NOT NULL,
    project_id integer,
    name character varying NOT NULL
);

CREATE SEQUENCE redmine.enabled_modules_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.enabled_modules_id_seq OWNED BY redmine.enabled_modules.id;

CREATE TABLE redmine.enumerations (
    id integer NOT NULL,
    name character varying(30) DEFAULT ''::character varying NOT NULL,
    "position" integer,
    is_default boolean DEFAULT false NOT NULL,
    type character varying,
    active boolean DEFAULT true NOT NULL,
    project_id integer,
    parent_id integer,
    position_name character varying(30)
);

CREATE SEQUENCE redmine.enumerations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.enumerations_id_seq OWNED BY redmine.enumerations.id;

CREATE TABLE redmine.groups_users (
    group_id integer NOT NULL,
    user_id integer NOT NULL
);

CREATE TABLE redmine.import_items (
    id integer NOT NULL,
    import_id integer NOT NULL,
    "position" integer NOT NULL,
    obj_id integer,
    message text,
    unique_id character varying
);

CREATE SEQUENCE redmine.import_items_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.import_items_id_seq OWNED BY redmine.import_items.id;

CREATE TABLE redmine.imports (
    id integer NOT NULL,
    type character varying,
    user_id integer NOT NULL,
    filename character varying,
    settings text,
    total_items integer,
    finished boolean DEFAULT false NOT NULL,
    created_at timestamp without time zone NOT NULL,
    updated_at timestamp without time zone NOT NULL
);

CREATE SEQUENCE redmine.imports_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.imports_id_seq OWNED BY redmine.imports.id;

CREATE TABLE redmine.issue_categories (
    id integer NOT NULL,
    project_id integer DEFAULT 0 NOT NULL,
    name character varying(60) DEFAULT ''::character varying NOT NULL,
    assigned_to_id integer
);

CREATE SEQUENCE redmine.issue_categories_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.issue_categories_id_seq OWNED BY redmine.issue_categories.id;

CREATE TABLE redmine.issue_relations (
    id integer NOT NULL,
    issue_from_id integer NOT NULL,
    issue_to_id integer NOT NULL,
    relation_type character varying DEFAULT ''::character varying NOT NULL,
    delay integer
);

CREATE SEQUENCE redmine.issue_relations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.issue_relations_id_seq OWNED BY redmine.issue_relations.id;

CREATE TABLE redmine.issue_statuses (
    id integer NOT NULL,
    name character varying(30) DEFAULT ''::character varying NOT NULL,
    is_closed boolean DEFAULT false NOT NULL,
    "position" integer,
    default_done_ratio integer,
    description character varying
);

CREATE SEQUENCE redmine.issue_statuses_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.issue_statuses_id_seq OWNED BY redmine.issue_statuses.id;

CREATE TABLE redmine.issues (
    id integer NOT NULL,
    tracker_id integer NOT NULL,
    project_id integer NOT NULL,
    subject character varying DEFAULT ''::character varying NOT NULL,
    description text,
    due_date date,
    category_id integer,
    status_id integer NOT NULL,
    assigned_to_id integer,
    priority_id integer NOT NULL,
    fixed_version_id integer,
    author_id integer NOT NULL,
    lock_version integer DEFAULT 0 NOT NULL,
    created_on timestamp without time zone,
    updated_on timestamp without time zone,
    start_date date,
    done_ratio integer DEFAULT 0 NOT NULL,
    estimated_hours double precision,
    parent_id integer,
    root_id integer,
    lft integer,
    rgt integer,
    is_private boolean DEFAULT false NOT NULL,
    closed_on timestamp without time zone
);

CREATE SEQUENCE redmine.issues_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.issues_id_seq OWNED BY redmine.issues.id;

CREATE TABLE redmine.journal_details (
    id integer NOT NULL,
    journal_id integer DEFAULT 0 NOT NULL,
    property character varying(30) DEFAULT ''::character varying NOT NULL,
    prop_key character varying(30) DEFAULT ''::character varying NOT NULL,
    old_value text,
    value text
);

CREATE SEQUENCE redmine.journal_details_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.journal_details_id_seq OWNED BY redmine.journal_details.id;

CREATE TABLE redmine.journals (
    id integer NOT NULL,
    journalized_id integer DEFAULT 0 NOT NULL,
    journalized_type character varying(30) DEFAULT ''::character varying NOT NULL,
    user_id integer DEFAULT 0 NOT NULL,
    notes text,
    created_on timestamp without time zone NOT NULL,
    private_notes boolean DEFAULT false NOT NULL,
    updated_on timestamp without time zone,
    updated_by_id integer
);

CREATE SEQUENCE redmine.journals_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.journals_id_seq OWNED BY redmine.journals.id;

CREATE TABLE redmine.member_roles (
    id integer NOT NULL,
    member_id integer NOT NULL,
    role_id integer NOT NULL,
    inherited_from integer
);

CREATE SEQUENCE redmine.member_roles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.member_roles_id_seq OWNED BY redmine.member_roles.id;

CREATE TABLE redmine.members (
    id integer NOT NULL,
    user_id integer DEFAULT 0 NOT NULL,
    project_id integer DEFAULT 0 NOT NULL,
    created_on timestamp without time zone,
    mail_notification boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE redmine.members_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.members_id_seq OWNED BY redmine.members.id;

CREATE TABLE redmine.messages (
    id integer NOT NULL,
    board_id integer NOT NULL,
    parent_id integer,
    subject character varying DEFAULT ''::character varying NOT NULL,
    content text,
    author_id integer,
    replies_count integer DEFAULT 0 NOT NULL,
    last_reply_id integer,
    created_on timestamp without time zone NOT NULL,
    updated_on timestamp without time zone NOT NULL,
    locked boolean DEFAULT false,
    sticky integer DEFAULT 0
);

CREATE SEQUENCE redmine.messages_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.messages_id_seq OWNED BY redmine.messages.id;

CREATE TABLE redmine.news (
    id integer NOT NULL,
    project_id integer,
    title character varying(60) DEFAULT ''::character varying NOT NULL,
    summary character varying(255) DEFAULT ''::character varying,
    description text,
    author_id integer DEFAULT 0 NOT NULL,
    created_on timestamp without time zone,
    comments_count integer DEFAULT 0 NOT NULL
);

CREATE SEQUENCE redmine.news_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.news_id_seq OWNED BY redmine.news.id;

CREATE TABLE redmine.oauth_access_grants (
    id bigint NOT NULL,
    resource_owner_id integer NOT NULL,
    application_id bigint NOT NULL,
    token character varying NOT NULL,
    expires_in integer NOT NULL,
    redirect_uri text NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    revoked_at timestamp(6) without time zone,
    scopes text,
    code_challenge character varying,
    code_challenge_method character varying
);

CREATE SEQUENCE redmine.oauth_access_grants_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.oauth_access_grants_id_seq OWNED BY redmine.oauth_access_grants.id;

CREATE TABLE redmine.oauth_access_tokens (
    id bigint NOT NULL,
    resource_owner_id integer,
    application_id bigint,
    token character varying NOT NULL,
    refresh_token character varying,
    expires_in integer,
    revoked_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    scopes text,
    previous_refresh_token character varying DEFAULT ''::character varying NOT NULL
);

CREATE SEQUENCE redmine.oauth_access_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.oauth_access_tokens_id_seq OWNED BY redmine.oauth_access_tokens.id;

CREATE TABLE redmine.oauth_applications (
    id bigint NOT NULL,
    name character varying NOT NULL,
    uid character varying NOT NULL,
    secret character varying NOT NULL,
    redirect_uri text NOT NULL,
    scopes text NOT NULL,
    confidential boolean DEFAULT true NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE redmine.oauth_applications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.oauth_applications_id_seq OWNED BY redmine.oauth_applications.id;

CREATE TABLE redmine.projects (
    id integer NOT NULL,
    name character varying DEFAULT ''::character varying NOT NULL,
    description text,
    homepage character varying DEFAULT ''::character varying,
    is_public boolean DEFAULT true NOT NULL,
    parent_id integer,
    created_on timestamp without time zone,
    updated_on timestamp without time zone,
    identifier character varying,
    status integer DEFAULT 1 NOT NULL,
    lft integer,
    rgt integer,
    inherit_members boolean DEFAULT false NOT NULL,
    default_version_id integer,
    default_assigned_to_id integer,
    default_issue_query_id integer
);

CREATE SEQUENCE redmine.projects_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.projects_id_seq OWNED BY redmine.projects.id;

CREATE TABLE redmine.projects_trackers (
    project_id integer DEFAULT 0 NOT NULL,
    tracker_id integer DEFAULT 0 NOT NULL
);

CREATE TABLE redmine.projects_webhooks (
    id bigint NOT NULL,
    project_id integer NOT NULL,
    webhook_id integer NOT NULL
);

CREATE SEQUENCE redmine.projects_webhooks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.projects_webhooks_id_seq OWNED BY redmine.projects_webhooks.id;

CREATE TABLE redmine.queries (
    id integer NOT NULL,
    project_id integer,
    name character varying DEFAULT ''::character varying NOT NULL,
    filters text,
    user_id integer DEFAULT 0 NOT NULL,
    column_names text,
    sort_criteria text,
    group_by character varying,
    type character varying,
    visibility integer DEFAULT 0,
    options text,
    description character varying
);

CREATE SEQUENCE redmine.queries_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.queries_id_seq OWNED BY redmine.queries.id;

CREATE TABLE redmine.queries_roles (
    query_id integer NOT NULL,
    role_id integer NOT NULL
);

CREATE TABLE redmine.reactions (
    id bigint NOT NULL,
    reactable_type character varying NOT NULL,
    reactable_id bigint NOT NULL,
    user_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE redmine.reactions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.reactions_id_seq OWNED BY redmine.reactions.id;

CREATE TABLE redmine.repositories (
    id integer NOT NULL,
    project_id integer DEFAULT 0 NOT NULL,
    url character varying DEFAULT ''::character varying NOT NULL,
    login character varying(60) DEFAULT ''::character varying,
    password character varying DEFAULT ''::character varying,
    root_url character varying(255) DEFAULT ''::character varying,
    type character varying,
    path_encoding character varying(64) DEFAULT NULL::character varying,
    log_encoding character varying(64) DEFAULT NULL::character varying,
    extra_info text,
    identifier character varying,
    is_default boolean DEFAULT false,
    created_on timestamp without time zone
);

CREATE SEQUENCE redmine.repositories_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.repositories_id_seq OWNED BY redmine.repositories.id;

CREATE TABLE redmine.roles (
    id integer NOT NULL,
    name character varying(255) DEFAULT ''::character varying NOT NULL,
    "position" integer,
    assignable boolean DEFAULT true,
    builtin integer DEFAULT 0 NOT NULL,
    permissions text,
    issues_visibility character varying(30) DEFAULT 'default'::character varying NOT NULL,
    users_visibility character varying(30) DEFAULT 'members_of_visible_projects'::character varying NOT NULL,
    time_entries_visibility character varying(30) DEFAULT 'all'::character varying NOT NULL,
    all_roles_managed boolean DEFAULT true NOT NULL,
    settings text,
    default_time_entry_activity_id integer
);

CREATE SEQUENCE redmine.roles_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.roles_id_seq OWNED BY redmine.roles.id;

CREATE TABLE redmine.roles_managed_roles (
    role_id integer NOT NULL,
    managed_role_id integer NOT NULL
);

CREATE TABLE redmine.schema_migrations (
    version character varying NOT NULL
);

CREATE TABLE redmine.settings (
    id integer NOT NULL,
    name character varying(255) DEFAULT ''::character varying NOT NULL,
    value text,
    updated_on timestamp without time zone
);

CREATE SEQUENCE redmine.settings_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.settings_id_seq OWNED BY redmine.settings.id;

CREATE TABLE redmine.time_entries (
    id integer NOT NULL,
    project_id integer NOT NULL,
    user_id integer NOT NULL,
    issue_id integer,
    hours double precision NOT NULL,
    comments character varying(1024),
    activity_id integer NOT NULL,
    spent_on date NOT NULL,
    tyear integer NOT NULL,
    tmonth integer NOT NULL,
    tweek integer NOT NULL,
    created_on timestamp without time zone NOT NULL,
    updated_on timestamp without time zone NOT NULL,
    author_id integer
);

CREATE SEQUENCE redmine.time_entries_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.time_entries_id_seq OWNED BY redmine.time_entries.id;

CREATE TABLE redmine.tokens (
    id integer NOT NULL,
    user_id integer DEFAULT 0 NOT NULL,
    action character varying(30) DEFAULT ''::character varying NOT NULL,
    value character varying(40) DEFAULT ''::character varying NOT NULL,
    created_on timestamp without time zone NOT NULL,
    updated_on timestamp without time zone
);

CREATE SEQUENCE redmine.tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.tokens_id_seq OWNED BY redmine.tokens.id;

CREATE TABLE redmine.trackers (
    id integer NOT NULL,
    name character varying(30) DEFAULT ''::character varying NOT NULL,
    "position" integer,
    is_in_roadmap boolean DEFAULT true NOT NULL,
    fields_bits integer DEFAULT 0,
    default_status_id integer,
    description character varying,
    private_by_default boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE redmine.trackers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.trackers_id_seq OWNED BY redmine.trackers.id;

CREATE TABLE redmine.user_preferences (
    id integer NOT NULL,
    user_id integer DEFAULT 0 NOT NULL,
    others text,
    hide_mail boolean DEFAULT true,
    time_zone character varying
);

CREATE SEQUENCE redmine.user_preferences_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.user_preferences_id_seq OWNED BY redmine.user_preferences.id;

CREATE TABLE redmine.users (
    id integer NOT NULL,
    login character varying DEFAULT ''::character varying NOT NULL,
    hashed_password character varying(40) DEFAULT ''::character varying NOT NULL,
    firstname character varying(30) DEFAULT ''::character varying NOT NULL,
    lastname character varying(255) DEFAULT ''::character varying NOT NULL,
    admin boolean DEFAULT false NOT NULL,
    status integer DEFAULT 1 NOT NULL,
    last_login_on timestamp without time zone,
    language character varying(5) DEFAULT ''::character varying,
    auth_source_id integer,
    created_on timestamp without time zone,
    updated_on timestamp without time zone,
    type character varying,
    mail_notification character varying DEFAULT ''::character varying NOT NULL,
    salt character varying(64),
    must_change_passwd boolean DEFAULT false NOT NULL,
    passwd_changed_on timestamp without time zone,
    twofa_scheme character varying,
    twofa_totp_key character varying,
    twofa_totp_last_used_at integer,
    twofa_required boolean DEFAULT false
);

CREATE SEQUENCE redmine.users_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.users_id_seq OWNED BY redmine.users.id;

CREATE TABLE redmine.versions (
    id integer NOT NULL,
    project_id integer DEFAULT 0 NOT NULL,
    name character varying DEFAULT ''::character varying NOT NULL,
    description character varying DEFAULT ''::character varying,
    effective_date date,
    created_on timestamp without time zone,
    updated_on timestamp without time zone,
    wiki_page_title character varying,
    status character varying DEFAULT 'open'::character varying,
    sharing character varying DEFAULT 'none'::character varying NOT NULL
);

CREATE SEQUENCE redmine.versions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.versions_id_seq OWNED BY redmine.versions.id;

CREATE TABLE redmine.watchers (
    id integer NOT NULL,
    watchable_type character varying DEFAULT ''::character varying NOT NULL,
    watchable_id integer DEFAULT 0 NOT NULL,
    user_id integer
);

CREATE SEQUENCE redmine.watchers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.watchers_id_seq OWNED BY redmine.watchers.id;

CREATE TABLE redmine.webhooks (
    id bigint NOT NULL,
    url character varying(2000) NOT NULL,
    secret character varying,
    events text,
    user_id integer NOT NULL,
    active boolean DEFAULT false NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE redmine.webhooks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.webhooks_id_seq OWNED BY redmine.webhooks.id;

CREATE TABLE redmine.wiki_content_versions (
    id integer NOT NULL,
    wiki_content_id integer NOT NULL,
    page_id integer NOT NULL,
    author_id integer,
    data bytea,
    compression character varying(6) DEFAULT ''::character varying,
    comments character varying(1024) DEFAULT ''::character varying,
    updated_on timestamp without time zone NOT NULL,
    version integer NOT NULL
);

CREATE SEQUENCE redmine.wiki_content_versions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.wiki_content_versions_id_seq OWNED BY redmine.wiki_content_versions.id;

CREATE TABLE redmine.wiki_contents (
    id integer NOT NULL,
    page_id integer NOT NULL,
    author_id integer,
    text text,
    comments character varying(1024) DEFAULT ''::character varying,
    updated_on timestamp without time zone NOT NULL,
    version integer NOT NULL
);

CREATE SEQUENCE redmine.wiki_contents_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.wiki_contents_id_seq OWNED BY redmine.wiki_contents.id;

CREATE TABLE redmine.wiki_pages (
    id integer NOT NULL,
    wiki_id integer NOT NULL,
    title character varying(255) NOT NULL,
    created_on timestamp without time zone NOT NULL,
    protected boolean DEFAULT false NOT NULL,
    parent_id integer
);

CREATE SEQUENCE redmine.wiki_pages_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.wiki_pages_id_seq OWNED BY redmine.wiki_pages.id;

CREATE TABLE redmine.wiki_redirects (
    id integer NOT NULL,
    wiki_id integer NOT NULL,
    title character varying,
    redirects_to character varying,
    created_on timestamp without time zone NOT NULL,
    redirects_to_wiki_id integer NOT NULL
);

CREATE SEQUENCE redmine.wiki_redirects_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.wiki_redirects_id_seq OWNED BY redmine.wiki_redirects.id;

CREATE TABLE redmine.wikis (
    id integer NOT NULL,
    project_id integer NOT NULL,
    start_page character varying(255) NOT NULL,
    status integer DEFAULT 1 NOT NULL
);

CREATE SEQUENCE redmine.wikis_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.wikis_id_seq OWNED BY redmine.wikis.id;

CREATE TABLE redmine.workflows (
    id integer NOT NULL,
    tracker_id integer DEFAULT 0 NOT NULL,
    old_status_id integer DEFAULT 0 NOT NULL,
    new_status_id integer DEFAULT 0 NOT NULL,
    role_id integer DEFAULT 0 NOT NULL,
    assignee boolean DEFAULT false NOT NULL,
    author boolean DEFAULT false NOT NULL,
    type character varying(30),
    field_name character varying(30),
    rule character varying(30)
);

CREATE SEQUENCE redmine.workflows_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE redmine.workflows_id_seq OWNED BY redmine.workflows.id;

ALTER TABLE ONLY redmine.attachments ALTER COLUMN id SET DEFAULT nextval('redmine.attachments_id_seq'::regclass);

ALTER TABLE ONLY redmine.auth_sources ALTER COLUMN id SET DEFAULT nextval('redmine.auth_sources_id_seq'::regclass);

ALTER TABLE ONLY redmine.boards ALTER COLUMN id SET DEFAULT nextval('redmine.boards_id_seq'::regclass);

ALTER TABLE ONLY redmine.changes ALTER COLUMN id SET DEFAULT nextval('redmine.changes_id_seq'::regclass);

ALTER TABLE ONLY redmine.changesets ALTER COLUMN id SET DEFAULT nextval('redmine.changesets_id_seq'::regclass);

ALTER TABLE ONLY redmine.comments ALTER COLUMN id SET DEFAULT nextval('redmine.comments_id_seq'::regclass);

ALTER TABLE ONLY redmine.custom_field_enumerations ALTER COLUMN id SET DEFAULT nextval('redmine.custom_field_enumerations_id_seq'::regclass);

ALTER TABLE ONLY redmine.custom_fields ALTER COLUMN id SET DEFAULT nextval('redmine.custom_fields_id_seq'::regclass);

ALTER TABLE ONLY redmine.custom_values ALTER COLUMN id SET DEFAULT nextval('redmine.custom_values_id_seq'::regclass);

ALTER TABLE ONLY redmine.documents ALTER COLUMN id SET DEFAULT nextval('redmine.documents_id_seq'::regclass);

ALTER TABLE ONLY redmine.email_addresses ALTER COLUMN id SET DEFAULT nextval('redmine.email_addresses_id_seq'::regclass);

ALTER TABLE ONLY redmine.enabled_modules ALTER COLUMN id SET DEFAULT nextval('redmine.enabled_modules_id_seq'::regclass);

ALTER TABLE ONLY redmine.enumerations ALTER COLUMN id SET DEFAULT nextval('redmine.enumerations_id_seq'::regclass);

ALTER TABLE ONLY redmine.import_items ALTER COLUMN id SET DEFAULT nextval('redmine.import_items_id_seq'::regclass);

ALTER TABLE ONLY redmine.imports ALTER COLUMN id SET DEFAULT nextval('redmine.imports_id_seq'::regclass);

ALTER TABLE ONLY redmine.issue_categories ALTER COLUMN id SET DEFAULT nextval('redmine.issue_categories_id_seq'::regclass);

ALTER TABLE ONLY redmine.issue_relations ALTER COLUMN id SET DEFAULT nextval('redmine.issue_relations_id_seq'::regclass);

ALTER TABLE ONLY redmine.issue_statuses ALTER COLUMN id SET DEFAULT nextval('redmine.issue_statuses_id_seq'::regclass);

ALTER TABLE ONLY redmine.issues ALTER COLUMN id SET DEFAULT nextval('redmine.issues_id_seq'::regclass);

ALTER TABLE ONLY redmine.journal_details ALTER COLUMN id SET DEFAULT nextval('redmine.journal_details_id_seq'::regclass);

ALTER TABLE ONLY redmine.journals ALTER COLUMN id SET DEFAULT nextval('redmine.journals_id_seq'::regclass);

ALTER TABLE ONLY redmine.member_roles ALTER COLUMN id SET DEFAULT nextval('redmine.member_roles_id_seq'::regclass);

ALTER TABLE ONLY redmine.members ALTER COLUMN id SET DEFAULT nextval('redmine.members_id_seq'::regclass);

ALTER TABLE ONLY redmine.messages ALTER COLUMN id SET DEFAULT nextval('redmine.messages_id_seq'::regclass);

ALTER TABLE ONLY redmine.news ALTER COLUMN id SET DEFAULT nextval('redmine.news_id_seq'::regclass);

ALTER TABLE ONLY redmine.oauth_access_grants ALTER COLUMN id SET DEFAULT nextval('redmine.oauth_access_grants_id_seq'::regclass);

ALTER TABLE ONLY redmine.oauth_access_tokens ALTER COLUMN id SET DEFAULT nextval('redmine.oauth_access_tokens_id_seq'::regclass);

ALTER TABLE ONLY redmine.oauth_applications ALTER COLUMN id SET DEFAULT nextval('redmine.oauth_applications_id_seq'::regclass);

ALTER TABLE ONLY redmine.projects ALTER COLUMN id SET DEFAULT nextval('redmine.projects_id_seq'::regclass);

ALTER TABLE ONLY redmine.projects_webhooks ALTER COLUMN id SET DEFAULT nextval('redmine.projects_webhooks_id_seq'::regclass);

ALTER TABLE ONLY redmine.queries ALTER COLUMN id SET DEFAULT nextval('redmine.queries_id_seq'::regclass);

ALTER TABLE ONLY redmine.reactions ALTER COLUMN id SET DEFAULT nextval('redmine.reactions_id_seq'::regclass);

ALTER TABLE ONLY redmine.repositories ALTER COLUMN id SET DEFAULT nextval('redmine.repositories_id_seq'::regclass);

ALTER TABLE ONLY redmine.roles ALTER COLUMN id SET DEFAULT nextval('redmine.roles_id_seq'::regclass);

ALTER TABLE ONLY redmine.settings ALTER COLUMN id SET DEFAULT nextval('redmine.settings_id_seq'::regclass);

ALTER TABLE ONLY redmine.time_entries ALTER COLUMN id SET DEFAULT nextval('redmine.time_entries_id_seq'::regclass);

ALTER TABLE ONLY redmine.tokens ALTER COLUMN id SET DEFAULT nextval('redmine.tokens_id_seq'::regclass);

ALTER TABLE ONLY redmine.trackers ALTER COLUMN id SET DEFAULT nextval('redmine.trackers_id_seq'::regclass);

ALTER TABLE ONLY redmine.user_preferences ALTER COLUMN id SET DEFAULT nextval('redmine.user_preferences_id_seq'::regclass);

ALTER TABLE ONLY redmine.users ALTER COLUMN id SET DEFAULT nextval('redmine.users_id_seq'::regclass);

ALTER TABLE ONLY redmine.versions ALTER COLUMN id SET DEFAULT nextval('redmine.versions_id_seq'::regclass);

ALTER TABLE ONLY redmine.watchers ALTER COLUMN id SET DEFAULT nextval('redmine.watchers_id_seq'::regclass);

ALTER TABLE ONLY redmine.webhooks ALTER COLUMN id SET DEFAULT nextval('redmine.webhooks_id_seq'::regclass);

ALTER TABLE ONLY redmine.wiki_content_versions ALTER COLUMN id SET DEFAULT nextval('redmine.wiki_content_versions_id_seq'::regclass);

ALTER TABLE ONLY redmine.wiki_contents ALTER COLUMN id SET DEFAULT nextval('redmine.wiki_contents_id_seq'::regclass);

ALTER TABLE ONLY redmine.wiki_pages ALTER COLUMN id SET DEFAULT nextval('redmine.wiki_pages_id_seq'::regclass);

ALTER TABLE ONLY redmine.wiki_redirects ALTER COLUMN id SET DEFAULT nextval('redmine.wiki_redirects_id_seq'::regclass);

ALTER TABLE ONLY redmine.wikis ALTER COLUMN id SET DEFAULT nextval('redmine.wikis_id_seq'::regclass);

ALTER TABLE ONLY redmine.workflows ALTER COLUMN id SET DEFAULT nextval('redmine.workflows_id_seq'::regclass);

ALTER TABLE ONLY redmine.ar_internal_metadata
    ADD CONSTRAINT ar_internal_metadata_pkey PRIMARY KEY (key);

ALTER TABLE ONLY redmine.attachments
    ADD CONSTRAINT attachments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.auth_sources
    ADD CONSTRAINT auth_sources_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.boards
    ADD CONSTRAINT boards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.changes
    ADD CONSTRAINT changes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.changesets
    ADD CONSTRAINT changesets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.comments
    ADD CONSTRAINT comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.custom_field_enumerations
    ADD CONSTRAINT custom_field_enumerations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.custom_fields
    ADD CONSTRAINT custom_fields_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.custom_values
    ADD CONSTRAINT custom_values_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.documents
    ADD CONSTRAINT documents_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.email_addresses
    ADD CONSTRAINT email_addresses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.enabled_modules
    ADD CONSTRAINT enabled_modules_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.enumerations
    ADD CONSTRAINT enumerations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.import_items
    ADD CONSTRAINT import_items_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.imports
    ADD CONSTRAINT imports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.issue_categories
    ADD CONSTRAINT issue_categories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.issue_relations
    ADD CONSTRAINT issue_relations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.issue_statuses
    ADD CONSTRAINT issue_statuses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.issues
    ADD CONSTRAINT issues_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.journal_details
    ADD CONSTRAINT journal_details_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.journals
    ADD CONSTRAINT journals_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.member_roles
    ADD CONSTRAINT member_roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.members
    ADD CONSTRAINT members_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.messages
    ADD CONSTRAINT messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.news
    ADD CONSTRAINT news_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.oauth_access_grants
    ADD CONSTRAINT oauth_access_grants_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.oauth_access_tokens
    ADD CONSTRAINT oauth_access_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.oauth_applications
    ADD CONSTRAINT oauth_applications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.projects
    ADD CONSTRAINT projects_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.projects_webhooks
    ADD CONSTRAINT projects_webhooks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.queries
    ADD CONSTRAINT queries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.reactions
    ADD CONSTRAINT reactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.repositories
    ADD CONSTRAINT repositories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.roles
    ADD CONSTRAINT roles_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY redmine.settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.time_entries
    ADD CONSTRAINT time_entries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.tokens
    ADD CONSTRAINT tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.trackers
    ADD CONSTRAINT trackers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.user_preferences
    ADD CONSTRAINT user_preferences_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.versions
    ADD CONSTRAINT versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.watchers
    ADD CONSTRAINT watchers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.webhooks
    ADD CONSTRAINT webhooks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.wiki_content_versions
    ADD CONSTRAINT wiki_content_versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.wiki_contents
    ADD CONSTRAINT wiki_contents_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.wiki_pages
    ADD CONSTRAINT wiki_pages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.wiki_redirects
    ADD CONSTRAINT wiki_redirects_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.wikis
    ADD CONSTRAINT wikis_pkey PRIMARY KEY (id);

ALTER TABLE ONLY redmine.workflows
    ADD CONSTRAINT workflows_pkey PRIMARY KEY (id);

CREATE INDEX boards_project_id ON redmine.boards USING btree (project_id);

CREATE INDEX changeset_parents_changeset_ids ON redmine.changeset_parents USING btree (changeset_id);

CREATE INDEX changeset_parents_parent_ids ON redmine.changeset_parents USING btree (parent_id);

CREATE INDEX changesets_changeset_id ON redmine.changes USING btree (changeset_id);

CREATE UNIQUE INDEX changesets_issues_ids ON redmine.changesets_issues USING btree (changeset_id, issue_id);

CREATE UNIQUE INDEX changesets_repos_rev ON redmine.changesets USING btree (repository_id, revision);

CREATE INDEX changesets_repos_scmid ON redmine.changesets USING btree (repository_id, scmid);

CREATE UNIQUE INDEX custom_fields_roles_ids ON redmine.custom_fields_roles USING btree (custom_field_id, role_id);

CREATE INDEX custom_values_customized_custom_field ON redmine.custom_values USING btree (customized_type, customized_id, custom_field_id);

CREATE INDEX documents_project_id ON redmine.documents USING btree (project_id);

CREATE INDEX enabled_modules_project_id ON redmine.enabled_modules USING btree (project_id);

CREATE UNIQUE INDEX groups_users_ids ON redmine.groups_users USING btree (group_id, user_id);

CREATE INDEX index_attachments_on_author_id ON redmine.attachments USING btree (author_id);

CREATE INDEX index_attachments_on_container_id_and_container_type ON redmine.attachments USING btree (container_id, container_type);

CREATE INDEX index_attachments_on_created_on ON redmine.attachments USING btree (created_on);

CREATE INDEX index_attachments_on_disk_filename ON redmine.attachments USING btree (disk_filename);

CREATE INDEX index_auth_sources_on_id_and_type ON redmine.auth_sources USING btree (id, type);

CREATE INDEX index_boards_on_last_message_id ON redmine.boards USING btree (last_message_id);

CREATE INDEX index_changesets_issues_on_issue_id ON redmine.changesets_issues USING btree (issue_id);

CREATE INDEX index_changesets_on_committed_on ON redmine.changesets USING btree (committed_on);

CREATE INDEX index_changesets_on_repository_id ON redmine.changesets USING btree (repository_id);

CREATE INDEX index_changesets_on_user_id ON redmine.changesets USING btree (user_id);

CREATE INDEX index_comments_on_author_id ON redmine.comments USING btree (author_id);

CREATE INDEX index_comments_on_commented_id_and_commented_type ON redmine.comments USING btree (commented_id, commented_type);

CREATE INDEX index_custom_fields_on_id_and_type ON redmine.custom_fields USING btree (id, type);

CREATE UNIQUE INDEX index_custom_fields_projects_on_custom_field_id_and_project_id ON redmine.custom_fields_projects USING btree (custom_field_id, project_id);

CREATE UNIQUE INDEX index_custom_fields_trackers_on_custom_field_id_and_tracker_id ON redmine.custom_fields_trackers USING btree (custom_field_id, tracker_id);

CREATE INDEX index_custom_values_on_custom_field_id ON redmine.custom_values USING btree (custom_field_id);

CREATE INDEX index_documents_on_category_id ON redmine.documents USING btree (category_id);

CREATE INDEX index_documents_on_created_on ON redmine.documents USING btree (created_on);

CREATE INDEX index_email_addresses_on_user_id ON redmine.email_addresses USING btree (user_id);

CREATE INDEX index_enumerations_on_id_and_type ON redmine.enumerations USING btree (id, type);

CREATE INDEX index_enumerations_on_project_id ON redmine.enumerations USING btree (project_id);

CREATE INDEX index_import_items_on_import_id_and_unique_id ON redmine.import_items USING btree (import_id, unique_id);

CREATE INDEX index_issue_categories_on_assigned_to_id ON redmine.issue_categories USING btree (assigned_to_id);

CREATE INDEX index_issue_relations_on_issue_from_id ON redmine.issue_relations USING btree (issue_from_id);

CREATE UNIQUE INDEX index_issue_relations_on_issue_from_id_and_issue_to_id ON redmine.issue_relations USING btree (issue_from_id, issue_to_id);

CREATE INDEX index_issue_relations_on_issue_to_id ON redmine.issue_relations USING btree (issue_to_id);

CREATE INDEX index_issue_statuses_on_is_closed ON redmine.issue_statuses USING btree (is_closed);

CREATE INDEX index_issue_statuses_on_position ON redmine.issue_statuses USING btree ("position");

CREATE INDEX index_issues_on_assigned_to_id ON redmine.issues USING btree (assigned_to_id);

CREATE INDEX index_issues_on_author_id ON redmine.issues USING btree (author_id);

CREATE INDEX index_issues_on_category_id ON redmine.issues USING btree (category_id);

CREATE INDEX index_issues_on_created_on ON redmine.issues USING btree (created_on);

CREATE INDEX index_issues_on_fixed_version_id ON redmine.issues USING btree (fixed_version_id);

CREATE INDEX index_issues_on_parent_id ON redmine.issues USING btree (parent_id);

CREATE INDEX index_issues_on_priority_id ON redmine.issues USING btree (priority_id);

CREATE INDEX index_issues_on_root_id_and_lft_and_rgt ON redmine.issues USING btree (root_id, lft, rgt);

CREATE INDEX index_issues_on_status_id ON redmine.issues USING btree (status_id);

CREATE INDEX index_issues_on_tracker_id ON redmine.issues USING btree (tracker_id);

CREATE INDEX index_journals_on_created_on ON redmine.journals USING btree (created_on);

CREATE INDEX index_journals_on_journalized_id ON redmine.journals USING btree (journalized_id);

CREATE INDEX index_journals_on_user_id ON redmine.journals USING btree (user_id);

CREATE INDEX index_member_roles_on_inherited_from ON redmine.member_roles USING btree (inherited_from);

CREATE INDEX index_member_roles_on_member_id ON redmine.member_roles USING btree (member_id);

CREATE INDEX index_member_roles_on_role_id ON redmine.member_roles USING btree (role_id);

CREATE INDEX index_members_on_project_id ON redmine.members USING btree (project_id);

CREATE INDEX index_members_on_user_id ON redmine.members USING btree (user_id);

CREATE UNIQUE INDEX index_members_on_user_id_and_project_id ON redmine.members USING btree (user_id, project_id);

CREATE INDEX index_messages_on_author_id ON redmine.messages USING btree (author_id);

CREATE INDEX index_messages_on_created_on ON redmine.messages USING btree (created_on);

CREATE INDEX index_messages_on_last_reply_id ON redmine.messages USING btree (last_reply_id);

CREATE INDEX index_news_on_author_id ON redmine.news USING btree (author_id);

CREATE INDEX index_news_on_created_on ON redmine.news USING btree (created_on);

CREATE INDEX index_oauth_access_grants_on_application_id ON redmine.oauth_access_grants USING btree (application_id);

CREATE UNIQUE INDEX index_oauth_access_grants_on_token ON redmine.oauth_access_grants USING btree (token);

CREATE INDEX index_oauth_access_tokens_on_application_id ON redmine.oauth_access_tokens USING btree (application_id);

CREATE UNIQUE INDEX index_oauth_access_tokens_on_refresh_token ON redmine.oauth_access_tokens USING btree (refresh_token);

CREATE INDEX index_oauth_access_tokens_on_resource_owner_id ON redmine.oauth_access_tokens USING btree (resource_owner_id);

CREATE UNIQUE INDEX index_oauth_access_tokens_on_token ON redmine.oauth_access_tokens USING btree (token);

CREATE UNIQUE INDEX index_oauth_applications_on_uid ON redmine.oauth_applications USING btree (uid);

CREATE UNIQUE INDEX index_projects_on_identifier ON redmine.projects USING btree (identifier);

CREATE INDEX index_projects_on_lft ON redmine.projects USING btree (lft);

CREATE INDEX index_projects_on_rgt ON redmine.projects USING btree (rgt);

CREATE INDEX index_projects_webhooks_on_project_id ON redmine.projects_webhooks USING btree (project_id);

CREATE INDEX index_projects_webhooks_on_webhook_id ON redmine.projects_webhooks USING btree (webhook_id);

CREATE INDEX index_queries_on_project_id ON redmine.queries USING btree (project_id);

CREATE INDEX index_queries_on_user_id ON redmine.queries USING btree (user_id);

CREATE INDEX index_reactions_on_reactable ON redmine.reactions USING btree (reactable_type, reactable_id);

CREATE INDEX index_reactions_on_reactable_type_and_reactable_id_and_id ON redmine.reactions USING btree (reactable_type, reactable_id, id);

CREATE UNIQUE INDEX index_reactions_on_reactable_type_and_reactable_id_and_user_id ON redmine.reactions USING btree (reactable_type, reactable_id, user_id);

CREATE INDEX index_reactions_on_user_id ON redmine.reactions USING btree (user_id);

CREATE INDEX index_repositories_on_project_id ON redmine.repositories USING btree (project_id);

CREATE UNIQUE INDEX index_roles_managed_roles_on_role_id_and_managed_role_id ON redmine.roles_managed_roles USING btree (role_id, managed_role_id);

CREATE INDEX index_settings_on_name ON redmine.settings USING btree (name);

CREATE INDEX index_time_entries_on_activity_id ON redmine.time_entries USING btree (activity_id);

CREATE INDEX index_time_entries_on_created_on ON redmine.time_entries USING btree (created_on);

CREATE INDEX index_time_entries_on_user_id ON redmine.time_entries USING btree (user_id);

CREATE INDEX index_tokens_on_user_id ON redmine.tokens USING btree (user_id);

CREATE INDEX index_user_preferences_on_user_id ON redmine.user_preferences USING btree (user_id);

CREATE INDEX index_users_on_auth_source_id ON redmine.users USING btree (auth_source_id);

CREATE INDEX index_users_on_id_and_type ON redmine.users USING btree (id, type);

CREATE INDEX index_users_on_login ON redmine.users USING btree (login);

CREATE INDEX index_users_on_lower_login ON redmine.users USING btree (lower((login)::text));

CREATE INDEX index_users_on_type ON redmine.users USING btree (type);

CREATE INDEX index_versions_on_sharing ON redmine.versions USING btree (sharing);

CREATE INDEX index_watchers_on_user_id ON redmine.watchers USING btree (user_id);

CREATE INDEX index_watchers_on_watchable_id_and_watchable_type ON redmine.watchers USING btree (watchable_id, watchable_type);

CREATE INDEX index_webhooks_on_active ON redmine.webhooks USING btree (active);

CREATE INDEX index_webhooks_on_user_id ON redmine.webhooks USING btree (user_id);

CREATE INDEX index_wiki_content_versions_on_updated_on ON redmine.wiki_content_versions USING btree (updated_on);

CREATE INDEX index_wiki_contents_on_author_id ON redmine.wiki_contents USING btree (author_id);

CREATE INDEX index_wiki_pages_on_parent_id ON redmine.wiki_pages USING btree (parent_id);

CREATE INDEX index_wiki_pages_on_wiki_id ON redmine.wiki_pages USING btree (wiki_id);

CREATE INDEX index_wiki_redirects_on_wiki_id ON redmine.wiki_redirects USING btree (wiki_id);

CREATE INDEX index_workflows_on_new_status_id ON redmine.workflows USING btree (new_status_id);

CREATE INDEX index_workflows_on_old_status_id ON redmine.workflows USING btree (old_status_id);

CREATE INDEX index_workflows_on_role_id ON redmine.workflows USING btree (role_id);

CREATE INDEX index_workflows_on_tracker_id ON redmine.workflows USING btree (tracker_id);

CREATE INDEX issue_categories_project_id ON redmine.issue_categories USING btree (project_id);

CREATE INDEX issues_project_id ON redmine.issues USING btree (project_id);

CREATE INDEX journal_details_journal_id ON redmine.journal_details USING btree (journal_id);

CREATE INDEX journals_journalized_id ON redmine.journals USING btree (journalized_id, journalized_type);

CREATE INDEX messages_board_id ON redmine.messages USING btree (board_id);

CREATE INDEX messages_parent_id ON redmine.messages USING btree (parent_id);

CREATE INDEX news_project_id ON redmine.news USING btree (project_id);

CREATE INDEX projects_trackers_project_id ON redmine.projects_trackers USING btree (project_id);

CREATE UNIQUE INDEX projects_trackers_unique ON redmine.projects_trackers USING btree (project_id, tracker_id);

CREATE UNIQUE INDEX queries_roles_ids ON redmine.queries_roles USING btree (query_id, role_id);

CREATE INDEX time_entries_issue_id ON redmine.time_entries USING btree (issue_id);

CREATE INDEX time_entries_project_id ON redmine.time_entries USING btree (project_id);

CREATE UNIQUE INDEX tokens_value ON redmine.tokens USING btree (value);

CREATE INDEX versions_project_id ON redmine.versions USING btree (project_id);

CREATE INDEX watchers_user_id_type ON redmine.watchers USING btree (user_id, watchable_type);

CREATE INDEX wiki_content_versions_wcid ON redmine.wiki_content_versions USING btree (wiki_content_id);

CREATE INDEX wiki_contents_page_id ON redmine.wiki_contents USING btree (page_id);

CREATE INDEX wiki_pages_wiki_id_title ON redmine.wiki_pages USING btree (wiki_id, title);

CREATE INDEX wiki_redirects_wiki_id_title ON redmine.wiki_redirects USING btree (wiki_id, title);

CREATE INDEX wikis_project_id ON redmine.wikis USING btree (project_id);

CREATE INDEX wkfs_role_tracker_old_status ON redmine.workflows USING btree (role_id, tracker_id, old_status_id);

ALTER TABLE ONLY redmine.oauth_access_grants
    ADD CONSTRAINT fk_rails_330c32d8d9 FOREIGN KEY (resource_owner_id) REFERENCES redmine.users(id);

ALTER TABLE ONLY redmine.oauth_access_tokens
    ADD CONSTRAINT fk_rails_732cb83ab7 FOREIGN KEY (application_id) REFERENCES redmine.oauth_applications(id);

ALTER TABLE ONLY redmine.oauth_access_grants
    ADD CONSTRAINT fk_rails_b4b53e07b8 FOREIGN KEY (application_id) REFERENCES redmine.oauth_applications(id);

ALTER TABLE ONLY redmine.oauth_access_tokens
    ADD CONSTRAINT fk_rails_ee63f25419 FOREIGN KEY (resource_owner_id) REFERENCES redmine.users(id);

`,
  cleans: [
    {
      table: "redmine.tokens",
      clock: "created_on",
      retention:
        "recovery and register tokens 1 day (Token.validity_time), autologin tokens the autologin setting's days (0 by default: all), unknown actions 1 day; api, feeds, session and twofa_backup_code tokens never",
      source: "app/models/token.rb:92",
      note: "the rake task redmine:tokens:prune (lib/tasks/redmine.rake:38-39), run only where an operator schedules it; session tokens (a login's, with the last use in updated_on) are only trimmed to the newest 10 per user when a new one is made (app/models/token.rb:145-157)",
    },
    {
      table: "redmine.attachments",
      clock: "created_on",
      retention: "1 day",
      source: "app/models/attachment.rb:436",
      note: "only uploads never attached to anything (container_type NULL or empty); the rake task redmine:attachments:prune (lib/tasks/redmine.rake:21-22), run only where an operator schedules it; the file on disk is deleted with the row",
    },
    {
      table: "redmine.users",
      clock: "created_on",
      retention: "DAYS, default 30d",
      source: "app/models/user.rb:944",
      note: "only accounts still in status registered (signed up, never activated); the rake task redmine:users:prune (lib/tasks/redmine.rake:45-55), run only where an operator schedules it; the users table also holds groups (type), kept",
    },
  ],
  shouldAsk: [
    {
      table: "redmine.oauth_access_tokens",
      why: "Doorkeeper access and refresh tokens per user (resource_owner_id) with created_at, expires_in and revoked_at; expired and revoked ones are never deleted by Redmine (Doorkeeper's doorkeeper:db:cleanup is neither called nor documented)",
    },
    {
      table: "redmine.oauth_access_grants",
      why: "Doorkeeper authorization codes per user with created_at, expires_in and revoked_at, kept after use or expiry",
    },
    {
      table: "redmine.imports",
      why: "every CSV import (of issues, time entries or users) with its user, filename and settings, kept for ever with its file on disk until someone deletes it; nothing deletes old imports",
    },
  ],
  neverDelete: [
    "redmine.projects",
    "redmine.projects_trackers",
    "redmine.enabled_modules",
    "redmine.members",
    "redmine.member_roles",
    "redmine.roles",
    "redmine.roles_managed_roles",
    "redmine.groups_users",
    "redmine.email_addresses",
    "redmine.user_preferences",
    "redmine.auth_sources",
    "redmine.issues",
    "redmine.issue_categories",
    "redmine.issue_relations",
    "redmine.issue_statuses",
    "redmine.trackers",
    "redmine.workflows",
    "redmine.journals",
    "redmine.journal_details",
    "redmine.watchers",
    "redmine.reactions",
    "redmine.time_entries",
    "redmine.enumerations",
    "redmine.versions",
    "redmine.documents",
    "redmine.news",
    "redmine.comments",
    "redmine.boards",
    "redmine.messages",
    "redmine.wikis",
    "redmine.wiki_pages",
    "redmine.wiki_contents",
    "redmine.wiki_content_versions",
    "redmine.wiki_redirects",
    "redmine.repositories",
    "redmine.changesets",
    "redmine.changes",
    "redmine.changeset_parents",
    "redmine.changesets_issues",
    "redmine.custom_fields",
    "redmine.custom_field_enumerations",
    "redmine.custom_fields_projects",
    "redmine.custom_fields_roles",
    "redmine.custom_fields_trackers",
    "redmine.custom_values",
    "redmine.queries",
    "redmine.queries_roles",
    "redmine.oauth_applications",
    "redmine.webhooks",
    "redmine.projects_webhooks",
    "redmine.settings",
    "redmine.ar_internal_metadata",
    "redmine.schema_migrations",
  ],
};
