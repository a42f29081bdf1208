// DocuSeal (Rails), from docusealco/docuseal@a2d8b855491793870b7b4acf176d2d95ae95ff83 (2026-08-03, the master branch's
// HEAD as fetched). Written blind to init (the blind group): the lists below come from DocuSeal's own code only.
// Schema: its committed db/schema.rb (ActiveRecord::Schema[8.1], version 2026_07_07_055354, its last migration) loaded
// on PostgreSQL 15 with search_path docuseal by Debian's ActiveRecord 6.1.7 (no Ruby gem registry is reachable; DocuSeal
// pins Rails 8.1), read back with pg_dump (see the header of schemaSql). Three changes for 6.1: `Schema[8.1].define`
// written `Schema.define`, `enable_extension "pg_catalog.plpgsql"` dropped (built in), and every t.datetime given
// precision: 6, which Rails 7+ makes the default (timestamp(6) as Rails 8.1 creates it). Every table, index and foreign
// key of schema.rb is there: 43 tables, 116 indexes, 43 foreign keys (none with ON DELETE: DocuSeal deletes children
// through its models' dependent: :destroy), plus schema_migrations and ar_internal_metadata. In production DocuSeal
// runs its migrations at boot (config/initializers/migrate.rb:4), of which schema.rb is the committed result (its
// columns listed alphabetically, as Rails 8.1 dumps them). Without DATABASE_URL it runs on SQLite instead
// (config/database.yml:25-27); PostgreSQL when DATABASE_URL is postgres://, or with DATABASE_HOST, where
// DATABASE_SEARCH_PATH sets the schema (config/database.yml:22-23), as the schema docuseal here.
// Cleanup: none by age. DocuSeal has no scheduler: its Sidekiq runs embedded in Puma (lib/puma/plugin/sidekiq_embed.rb)
// with no cron or periodic job (no sidekiq-cron or similar in its Gemfile); its "recurrent" queue (config/sidekiq.yml:7)
// is never enqueued in this repository; lib/tasks holds only annotate_rb.rake. ProcessSubmissionExpiredJob, the job
// run at a submission's expire_at (app/controllers/start_form_controller.rb:100,
// app/controllers/api/submissions_controller.rb:117), only sends the submission.expired webhook and deletes nothing
// (app/jobs/process_submission_expired_job.rb:17): expired submissions are kept. So `cleans` is empty, as Umami's is.
// Not counted (not by age): what a person deletes on request, a template or submission "permanently"
// (app/controllers/templates_controller.rb:73, app/controllers/submissions_controller.rb:75,
// app/controllers/api/submissions_controller.rb:128, app/controllers/api/templates_controller.rb:72; otherwise they are
// only archived, archived_at), with what its models' dependent: :destroy take along (submitters, submission_events,
// submitter_versions, document_generation_events, search_entries, and email_events unless multitenant,
// app/models/submission.rb:49-52, app/models/submitter.rb:46-65); preview and result attachments replaced when
// regenerated (lib/templates/process_document.rb:59, 80; lib/submissions.rb:309); settings removed by their owner.
// Users and accounts are archived (archived_at, app/controllers/users_controller.rb:99,
// app/controllers/accounts_controller.rb:51), never purged; MCP tokens are archived when revoked
// (app/controllers/mcp_settings_controller.rb:27) and kept. Rate limits are an in-memory store (lib/rate_limit.rb:6),
// sessions a cookie (Rails' default; no session table), and Sidekiq's jobs live in Redis.
// Hooks for code outside this repository (ActiveSupport.run_load_hooks(:application_config), config/application.rb:61;
// (:sidekiq_config), lib/puma/plugin/sidekiq_embed.rb:49; (:multitenant_routes), config/routes.rb:138) and tables its
// Gemfile does not use here: console1984_* (the console1984 gem's console audit, not in the Gemfile) and oauth_*
// (Doorkeeper's, not in the Gemfile either; its doorkeeper:db:cleanup task does not exist here): what the hosted
// version writes and cleans there is not counted; the oauth tokens are under `shouldAsk`, console1984's audit under
// `neverDelete`.
// shouldAsk: email_events (a row per recipient of every e-mail sent, lib/action_mailer_events_observer.rb:18, kept
// until its submitter is deleted), webhook_events and webhook_attempts (each delivery and attempt, lib/send_webhook_request.rb:67,
// 80, 99; dependent: nil, app/models/webhook_url.rb:42, app/models/webhook_event.rb:31, app/models/account.rb:38: kept
// even after their webhook URL or account), revoked mcp_tokens, and the oauth tokens and grants.
// Neither list: lock_events and document_generation_events (document generation locks by key and submitter id),
// document_metadata (text runs extracted from uploaded PDFs, a cache by checksum) and search_entries (a search index of
// templates, submissions and submitters, deleted with them).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "docuseal",
  framework: "rails",
  source: {
    repo: "docusealco/docuseal",
    commit: "a2d8b855491793870b7b4acf176d2d95ae95ff83",
    schemaFrom:
      "db/schema.rb (Schema[8.1], version 2026_07_07_055354) loaded on PostgreSQL 15 with search_path docuseal by ActiveRecord 6.1 (Debian's; DocuSeal pins Rails 8.1: Schema.define for Schema[8.1], plpgsql line dropped, datetimes given Rails 7+'s default precision 6), dumped with pg_dump --schema-only --no-owner --no-privileges -n docuseal; all its 43 tables and Rails' two",
  },
  schemas: ["docuseal"],
  schemaSql: `
-- DocuSeal: docusealco/docuseal@a2d8b855491793870b7b4acf176d2d95ae95ff83
-- Built by loading its db/schema.rb (ActiveRecord::Schema[8.1], version 2026_07_07_055354) with Debian's ActiveRecord
-- 6.1.7 on an empty PostgreSQL 15 database, schema_search_path docuseal (btree_gin created in public first, as its
-- enable_extension "btree_gin" needs for the GIN indexes on (account_id, tsvector)), with 6.1's three changes named in
-- the file's header (Schema.define, no pg_catalog.plpgsql, datetime precision 6), read back with pg_dump --schema-only
-- --no-owner --no-privileges --no-comments -n docuseal (its comments, SET lines and search_path set_config left out).
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
CREATE SCHEMA docuseal;
SET search_path TO docuseal, public;

CREATE TABLE docuseal.access_tokens (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    sha256 text NOT NULL,
    token text NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    user_id bigint NOT NULL
);

CREATE SEQUENCE docuseal.access_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.access_tokens_id_seq OWNED BY docuseal.access_tokens.id;

CREATE TABLE docuseal.account_accesses (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    user_id bigint NOT NULL
);

CREATE SEQUENCE docuseal.account_accesses_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.account_accesses_id_seq OWNED BY docuseal.account_accesses.id;

CREATE TABLE docuseal.account_configs (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    key character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    value text NOT NULL
);

CREATE SEQUENCE docuseal.account_configs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.account_configs_id_seq OWNED BY docuseal.account_configs.id;

CREATE TABLE docuseal.account_linked_accounts (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    account_type text NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    linked_account_id bigint NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.account_linked_accounts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.account_linked_accounts_id_seq OWNED BY docuseal.account_linked_accounts.id;

CREATE TABLE docuseal.accounts (
    id bigint NOT NULL,
    archived_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    locale character varying NOT NULL,
    name character varying NOT NULL,
    timezone character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    uuid character varying NOT NULL
);

CREATE SEQUENCE docuseal.accounts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.accounts_id_seq OWNED BY docuseal.accounts.id;

CREATE TABLE docuseal.active_storage_attachments (
    id bigint NOT NULL,
    blob_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    name character varying NOT NULL,
    record_id bigint NOT NULL,
    record_type character varying NOT NULL,
    uuid character varying NOT NULL
);

CREATE SEQUENCE docuseal.active_storage_attachments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.active_storage_attachments_id_seq OWNED BY docuseal.active_storage_attachments.id;

CREATE TABLE docuseal.active_storage_blobs (
    id bigint NOT NULL,
    byte_size bigint NOT NULL,
    checksum character varying,
    content_type character varying,
    created_at timestamp(6) without time zone NOT NULL,
    filename character varying NOT NULL,
    key character varying NOT NULL,
    metadata text,
    service_name character varying NOT NULL,
    uuid character varying
);

CREATE SEQUENCE docuseal.active_storage_blobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.active_storage_blobs_id_seq OWNED BY docuseal.active_storage_blobs.id;

CREATE TABLE docuseal.active_storage_variant_records (
    id bigint NOT NULL,
    blob_id bigint NOT NULL,
    variation_digest character varying NOT NULL
);

CREATE SEQUENCE docuseal.active_storage_variant_records_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.active_storage_variant_records_id_seq OWNED BY docuseal.active_storage_variant_records.id;

CREATE TABLE docuseal.ar_internal_metadata (
    key character varying NOT NULL,
    value character varying,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE TABLE docuseal.completed_documents (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    sha256 character varying NOT NULL,
    submitter_id bigint NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.completed_documents_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.completed_documents_id_seq OWNED BY docuseal.completed_documents.id;

CREATE TABLE docuseal.completed_submitters (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    completed_at timestamp(6) without time zone NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    is_first boolean,
    sms_count integer NOT NULL,
    source character varying NOT NULL,
    submission_id bigint NOT NULL,
    submitter_id bigint NOT NULL,
    template_id bigint,
    updated_at timestamp(6) without time zone NOT NULL,
    verification_method character varying
);

CREATE SEQUENCE docuseal.completed_submitters_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.completed_submitters_id_seq OWNED BY docuseal.completed_submitters.id;

CREATE TABLE docuseal.console1984_commands (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    sensitive_access_id bigint,
    session_id bigint NOT NULL,
    statements text,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.console1984_commands_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.console1984_commands_id_seq OWNED BY docuseal.console1984_commands.id;

CREATE TABLE docuseal.console1984_sensitive_accesses (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    justification text,
    session_id bigint NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.console1984_sensitive_accesses_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.console1984_sensitive_accesses_id_seq OWNED BY docuseal.console1984_sensitive_accesses.id;

CREATE TABLE docuseal.console1984_sessions (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    reason text,
    updated_at timestamp(6) without time zone NOT NULL,
    user_id bigint NOT NULL
);

CREATE SEQUENCE docuseal.console1984_sessions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.console1984_sessions_id_seq OWNED BY docuseal.console1984_sessions.id;

CREATE TABLE docuseal.console1984_users (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    username character varying NOT NULL
);

CREATE SEQUENCE docuseal.console1984_users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.console1984_users_id_seq OWNED BY docuseal.console1984_users.id;

CREATE TABLE docuseal.document_generation_events (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    event_name character varying NOT NULL,
    submitter_id bigint NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.document_generation_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.document_generation_events_id_seq OWNED BY docuseal.document_generation_events.id;

CREATE TABLE docuseal.document_metadata (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    blob_checksum character varying NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    text_runs text NOT NULL
);

CREATE SEQUENCE docuseal.document_metadata_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.document_metadata_id_seq OWNED BY docuseal.document_metadata.id;

CREATE TABLE docuseal.dynamic_document_versions (
    id bigint NOT NULL,
    areas text NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    dynamic_document_id bigint NOT NULL,
    sha1 character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.dynamic_document_versions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.dynamic_document_versions_id_seq OWNED BY docuseal.dynamic_document_versions.id;

CREATE TABLE docuseal.dynamic_documents (
    id bigint NOT NULL,
    body text NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    head text,
    sha1 character varying NOT NULL,
    template_id bigint NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    uuid character varying NOT NULL
);

CREATE SEQUENCE docuseal.dynamic_documents_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.dynamic_documents_id_seq OWNED BY docuseal.dynamic_documents.id;

CREATE TABLE docuseal.email_events (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    data text NOT NULL,
    email character varying NOT NULL,
    emailable_id bigint NOT NULL,
    emailable_type character varying NOT NULL,
    event_datetime timestamp(6) without time zone NOT NULL,
    event_type character varying NOT NULL,
    message_id character varying NOT NULL,
    tag character varying NOT NULL
);

CREATE SEQUENCE docuseal.email_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.email_events_id_seq OWNED BY docuseal.email_events.id;

CREATE TABLE docuseal.email_message_assets (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    data text NOT NULL,
    sha1 character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.email_message_assets_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.email_message_assets_id_seq OWNED BY docuseal.email_message_assets.id;

CREATE TABLE docuseal.email_messages (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    author_id bigint NOT NULL,
    body text NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    sha1 character varying NOT NULL,
    subject text NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    uuid character varying NOT NULL
);

CREATE SEQUENCE docuseal.email_messages_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.email_messages_id_seq OWNED BY docuseal.email_messages.id;

CREATE TABLE docuseal.encrypted_configs (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    key character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    value text NOT NULL
);

CREATE SEQUENCE docuseal.encrypted_configs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.encrypted_configs_id_seq OWNED BY docuseal.encrypted_configs.id;

CREATE TABLE docuseal.encrypted_user_configs (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    key character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    user_id bigint NOT NULL,
    value text NOT NULL
);

CREATE SEQUENCE docuseal.encrypted_user_configs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.encrypted_user_configs_id_seq OWNED BY docuseal.encrypted_user_configs.id;

CREATE TABLE docuseal.lock_events (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    event_name character varying NOT NULL,
    key character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.lock_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.lock_events_id_seq OWNED BY docuseal.lock_events.id;

CREATE TABLE docuseal.mcp_tokens (
    id bigint NOT NULL,
    archived_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    name character varying NOT NULL,
    sha256 character varying NOT NULL,
    token_prefix character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    user_id bigint NOT NULL
);

CREATE SEQUENCE docuseal.mcp_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.mcp_tokens_id_seq OWNED BY docuseal.mcp_tokens.id;

CREATE TABLE docuseal.oauth_access_grants (
    id bigint NOT NULL,
    application_id bigint NOT NULL,
    code_challenge character varying,
    code_challenge_method character varying,
    created_at timestamp(6) without time zone NOT NULL,
    expires_in integer NOT NULL,
    redirect_uri text NOT NULL,
    resource_owner_id bigint NOT NULL,
    revoked_at timestamp(6) without time zone,
    scopes character varying DEFAULT ''::character varying NOT NULL,
    token character varying NOT NULL
);

CREATE SEQUENCE docuseal.oauth_access_grants_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.oauth_access_grants_id_seq OWNED BY docuseal.oauth_access_grants.id;

CREATE TABLE docuseal.oauth_access_tokens (
    id bigint NOT NULL,
    application_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    expires_in integer,
    previous_refresh_token character varying DEFAULT ''::character varying NOT NULL,
    refresh_token character varying,
    resource_owner_id bigint,
    revoked_at timestamp(6) without time zone,
    scopes character varying,
    token character varying NOT NULL
);

CREATE SEQUENCE docuseal.oauth_access_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.oauth_access_tokens_id_seq OWNED BY docuseal.oauth_access_tokens.id;

CREATE TABLE docuseal.oauth_applications (
    id bigint NOT NULL,
    confidential boolean DEFAULT true NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    name character varying NOT NULL,
    redirect_uri text,
    scopes character varying DEFAULT ''::character varying NOT NULL,
    secret character varying NOT NULL,
    uid character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.oauth_applications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.oauth_applications_id_seq OWNED BY docuseal.oauth_applications.id;

CREATE TABLE docuseal.schema_migrations (
    version character varying NOT NULL
);

CREATE TABLE docuseal.search_entries (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    ngram tsvector,
    record_id bigint NOT NULL,
    record_type character varying NOT NULL,
    tsvector tsvector NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.search_entries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.search_entries_id_seq OWNED BY docuseal.search_entries.id;

CREATE TABLE docuseal.submission_events (
    id bigint NOT NULL,
    account_id bigint,
    created_at timestamp(6) without time zone NOT NULL,
    data text NOT NULL,
    event_timestamp timestamp(6) without time zone NOT NULL,
    event_type character varying NOT NULL,
    submission_id bigint NOT NULL,
    submitter_id bigint,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.submission_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.submission_events_id_seq OWNED BY docuseal.submission_events.id;

CREATE TABLE docuseal.submissions (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    archived_at timestamp(6) without time zone,
    completed_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    created_by_user_id bigint,
    expire_at timestamp(6) without time zone,
    name text,
    preferences text NOT NULL,
    slug character varying NOT NULL,
    source character varying NOT NULL,
    submitters_order character varying NOT NULL,
    template_fields text,
    template_id bigint,
    template_schema text,
    template_submitters text,
    updated_at timestamp(6) without time zone NOT NULL,
    variables text,
    variables_schema text
);

CREATE SEQUENCE docuseal.submissions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.submissions_id_seq OWNED BY docuseal.submissions.id;

CREATE TABLE docuseal.submitter_versions (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    email character varying,
    name character varying,
    phone character varying,
    slug character varying NOT NULL,
    submitter_id bigint NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.submitter_versions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.submitter_versions_id_seq OWNED BY docuseal.submitter_versions.id;

CREATE TABLE docuseal.submitters (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    completed_at timestamp(6) without time zone,
    created_at timestamp(6) without time zone NOT NULL,
    declined_at timestamp(6) without time zone,
    email character varying,
    external_id character varying,
    ip character varying,
    metadata text NOT NULL,
    name character varying,
    opened_at timestamp(6) without time zone,
    phone character varying,
    preferences text NOT NULL,
    sent_at timestamp(6) without time zone,
    slug character varying NOT NULL,
    submission_id bigint NOT NULL,
    timezone character varying,
    ua character varying,
    updated_at timestamp(6) without time zone NOT NULL,
    uuid character varying NOT NULL,
    "values" text NOT NULL
);

CREATE SEQUENCE docuseal.submitters_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.submitters_id_seq OWNED BY docuseal.submitters.id;

CREATE TABLE docuseal.template_accesses (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    template_id bigint NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    user_id bigint NOT NULL
);

CREATE SEQUENCE docuseal.template_accesses_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.template_accesses_id_seq OWNED BY docuseal.template_accesses.id;

CREATE TABLE docuseal.template_folders (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    archived_at timestamp(6) without time zone,
    author_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    name character varying NOT NULL,
    parent_folder_id bigint,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.template_folders_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.template_folders_id_seq OWNED BY docuseal.template_folders.id;

CREATE TABLE docuseal.template_sharings (
    id bigint NOT NULL,
    ability character varying NOT NULL,
    account_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    template_id bigint NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.template_sharings_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.template_sharings_id_seq OWNED BY docuseal.template_sharings.id;

CREATE TABLE docuseal.template_versions (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    author_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    data text NOT NULL,
    sha1 character varying NOT NULL,
    template_id bigint NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL
);

CREATE SEQUENCE docuseal.template_versions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.template_versions_id_seq OWNED BY docuseal.template_versions.id;

CREATE TABLE docuseal.templates (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    archived_at timestamp(6) without time zone,
    author_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    external_id character varying,
    fields text NOT NULL,
    folder_id bigint NOT NULL,
    name character varying NOT NULL,
    preferences text NOT NULL,
    schema text NOT NULL,
    shared_link boolean DEFAULT false NOT NULL,
    slug character varying NOT NULL,
    source text NOT NULL,
    submitters text NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    variables_schema text
);

CREATE SEQUENCE docuseal.templates_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.templates_id_seq OWNED BY docuseal.templates.id;

CREATE TABLE docuseal.user_configs (
    id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    key character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    user_id bigint NOT NULL,
    value text NOT NULL
);

CREATE SEQUENCE docuseal.user_configs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.user_configs_id_seq OWNED BY docuseal.user_configs.id;

CREATE TABLE docuseal.users (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    archived_at timestamp(6) without time zone,
    confirmation_sent_at timestamp(6) without time zone,
    confirmation_token character varying,
    confirmed_at timestamp(6) without time zone,
    consumed_timestep integer,
    created_at timestamp(6) without time zone NOT NULL,
    current_sign_in_at timestamp(6) without time zone,
    current_sign_in_ip character varying,
    email character varying NOT NULL,
    encrypted_password character varying NOT NULL,
    failed_attempts integer DEFAULT 0 NOT NULL,
    first_name character varying,
    last_name character varying,
    last_sign_in_at timestamp(6) without time zone,
    last_sign_in_ip character varying,
    locked_at timestamp(6) without time zone,
    otp_required_for_login boolean DEFAULT false NOT NULL,
    otp_secret character varying,
    remember_created_at timestamp(6) without time zone,
    reset_password_sent_at timestamp(6) without time zone,
    reset_password_token character varying,
    role character varying NOT NULL,
    sign_in_count integer DEFAULT 0 NOT NULL,
    unconfirmed_email character varying,
    unlock_token character varying,
    updated_at timestamp(6) without time zone NOT NULL,
    uuid character varying NOT NULL
);

CREATE SEQUENCE docuseal.users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.users_id_seq OWNED BY docuseal.users.id;

CREATE TABLE docuseal.webhook_attempts (
    id bigint NOT NULL,
    attempt integer NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    response_body text,
    response_status_code integer NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    webhook_event_id bigint NOT NULL
);

CREATE SEQUENCE docuseal.webhook_attempts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.webhook_attempts_id_seq OWNED BY docuseal.webhook_attempts.id;

CREATE TABLE docuseal.webhook_events (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    event_type character varying NOT NULL,
    record_id bigint NOT NULL,
    record_type character varying NOT NULL,
    status character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    uuid character varying NOT NULL,
    webhook_url_id bigint NOT NULL
);

CREATE SEQUENCE docuseal.webhook_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.webhook_events_id_seq OWNED BY docuseal.webhook_events.id;

CREATE TABLE docuseal.webhook_urls (
    id bigint NOT NULL,
    account_id bigint NOT NULL,
    created_at timestamp(6) without time zone NOT NULL,
    events text NOT NULL,
    hmac_secret text NOT NULL,
    secret text NOT NULL,
    sha1 character varying NOT NULL,
    updated_at timestamp(6) without time zone NOT NULL,
    url text NOT NULL
);

CREATE SEQUENCE docuseal.webhook_urls_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE docuseal.webhook_urls_id_seq OWNED BY docuseal.webhook_urls.id;

ALTER TABLE ONLY docuseal.access_tokens ALTER COLUMN id SET DEFAULT nextval('docuseal.access_tokens_id_seq'::regclass);

ALTER TABLE ONLY docuseal.account_accesses ALTER COLUMN id SET DEFAULT nextval('docuseal.account_accesses_id_seq'::regclass);

ALTER TABLE ONLY docuseal.account_configs ALTER COLUMN id SET DEFAULT nextval('docuseal.account_configs_id_seq'::regclass);

ALTER TABLE ONLY docuseal.account_linked_accounts ALTER COLUMN id SET DEFAULT nextval('docuseal.account_linked_accounts_id_seq'::regclass);

ALTER TABLE ONLY docuseal.accounts ALTER COLUMN id SET DEFAULT nextval('docuseal.accounts_id_seq'::regclass);

ALTER TABLE ONLY docuseal.active_storage_attachments ALTER COLUMN id SET DEFAULT nextval('docuseal.active_storage_attachments_id_seq'::regclass);

ALTER TABLE ONLY docuseal.active_storage_blobs ALTER COLUMN id SET DEFAULT nextval('docuseal.active_storage_blobs_id_seq'::regclass);

ALTER TABLE ONLY docuseal.active_storage_variant_records ALTER COLUMN id SET DEFAULT nextval('docuseal.active_storage_variant_records_id_seq'::regclass);

ALTER TABLE ONLY docuseal.completed_documents ALTER COLUMN id SET DEFAULT nextval('docuseal.completed_documents_id_seq'::regclass);

ALTER TABLE ONLY docuseal.completed_submitters ALTER COLUMN id SET DEFAULT nextval('docuseal.completed_submitters_id_seq'::regclass);

ALTER TABLE ONLY docuseal.console1984_commands ALTER COLUMN id SET DEFAULT nextval('docuseal.console1984_commands_id_seq'::regclass);

ALTER TABLE ONLY docuseal.console1984_sensitive_accesses ALTER COLUMN id SET DEFAULT nextval('docuseal.console1984_sensitive_accesses_id_seq'::regclass);

ALTER TABLE ONLY docuseal.console1984_sessions ALTER COLUMN id SET DEFAULT nextval('docuseal.console1984_sessions_id_seq'::regclass);

ALTER TABLE ONLY docuseal.console1984_users ALTER COLUMN id SET DEFAULT nextval('docuseal.console1984_users_id_seq'::regclass);

ALTER TABLE ONLY docuseal.document_generation_events ALTER COLUMN id SET DEFAULT nextval('docuseal.document_generation_events_id_seq'::regclass);

ALTER TABLE ONLY docuseal.document_metadata ALTER COLUMN id SET DEFAULT nextval('docuseal.document_metadata_id_seq'::regclass);

ALTER TABLE ONLY docuseal.dynamic_document_versions ALTER COLUMN id SET DEFAULT nextval('docuseal.dynamic_document_versions_id_seq'::regclass);

ALTER TABLE ONLY docuseal.dynamic_documents ALTER COLUMN id SET DEFAULT nextval('docuseal.dynamic_documents_id_seq'::regclass);

ALTER TABLE ONLY docuseal.email_events ALTER COLUMN id SET DEFAULT nextval('docuseal.email_events_id_seq'::regclass);

ALTER TABLE ONLY docuseal.email_message_assets ALTER COLUMN id SET DEFAULT nextval('docuseal.email_message_assets_id_seq'::regclass);

ALTER TABLE ONLY docuseal.email_messages ALTER COLUMN id SET DEFAULT nextval('docuseal.email_messages_id_seq'::regclass);

ALTER TABLE ONLY docuseal.encrypted_configs ALTER COLUMN id SET DEFAULT nextval('docuseal.encrypted_configs_id_seq'::regclass);

ALTER TABLE ONLY docuseal.encrypted_user_configs ALTER COLUMN id SET DEFAULT nextval('docuseal.encrypted_user_configs_id_seq'::regclass);

ALTER TABLE ONLY docuseal.lock_events ALTER COLUMN id SET DEFAULT nextval('docuseal.lock_events_id_seq'::regclass);

ALTER TABLE ONLY docuseal.mcp_tokens ALTER COLUMN id SET DEFAULT nextval('docuseal.mcp_tokens_id_seq'::regclass);

ALTER TABLE ONLY docuseal.oauth_access_grants ALTER COLUMN id SET DEFAULT nextval('docuseal.oauth_access_grants_id_seq'::regclass);

ALTER TABLE ONLY docuseal.oauth_access_tokens ALTER COLUMN id SET DEFAULT nextval('docuseal.oauth_access_tokens_id_seq'::regclass);

ALTER TABLE ONLY docuseal.oauth_applications ALTER COLUMN id SET DEFAULT nextval('docuseal.oauth_applications_id_seq'::regclass);

ALTER TABLE ONLY docuseal.search_entries ALTER COLUMN id SET DEFAULT nextval('docuseal.search_entries_id_seq'::regclass);

ALTER TABLE ONLY docuseal.submission_events ALTER COLUMN id SET DEFAULT nextval('docuseal.submission_events_id_seq'::regclass);

ALTER TABLE ONLY docuseal.submissions ALTER COLUMN id SET DEFAULT nextval('docuseal.submissions_id_seq'::regclass);

ALTER TABLE ONLY docuseal.submitter_versions ALTER COLUMN id SET DEFAULT nextval('docuseal.submitter_versions_id_seq'::regclass);

ALTER TABLE ONLY docuseal.submitters ALTER COLUMN id SET DEFAULT nextval('docuseal.submitters_id_seq'::regclass);

ALTER TABLE ONLY docuseal.template_accesses ALTER COLUMN id SET DEFAULT nextval('docuseal.template_accesses_id_seq'::regclass);

ALTER TABLE ONLY docuseal.template_folders ALTER COLUMN id SET DEFAULT nextval('docuseal.template_folders_id_seq'::regclass);

ALTER TABLE ONLY docuseal.template_sharings ALTER COLUMN id SET DEFAULT nextval('docuseal.template_sharings_id_seq'::regclass);

ALTER TABLE ONLY docuseal.template_versions ALTER COLUMN id SET DEFAULT nextval('docuseal.template_versions_id_seq'::regclass);

ALTER TABLE ONLY docuseal.templates ALTER COLUMN id SET DEFAULT nextval('docuseal.templates_id_seq'::regclass);

ALTER TABLE ONLY docuseal.user_configs ALTER COLUMN id SET DEFAULT nextval('docuseal.user_configs_id_seq'::regclass);

ALTER TABLE ONLY docuseal.users ALTER COLUMN id SET DEFAULT nextval('docuseal.users_id_seq'::regclass);

ALTER TABLE ONLY docuseal.webhook_attempts ALTER COLUMN id SET DEFAULT nextval('docuseal.webhook_attempts_id_seq'::regclass);

ALTER TABLE ONLY docuseal.webhook_events ALTER COLUMN id SET DEFAULT nextval('docuseal.webhook_events_id_seq'::regclass);

ALTER TABLE ONLY docuseal.webhook_urls ALTER COLUMN id SET DEFAULT nextval('docuseal.webhook_urls_id_seq'::regclass);

ALTER TABLE ONLY docuseal.access_tokens
    ADD CONSTRAINT access_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.account_accesses
    ADD CONSTRAINT account_accesses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.account_configs
    ADD CONSTRAINT account_configs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.account_linked_accounts
    ADD CONSTRAINT account_linked_accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.active_storage_attachments
    ADD CONSTRAINT active_storage_attachments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.active_storage_blobs
    ADD CONSTRAINT active_storage_blobs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.active_storage_variant_records
    ADD CONSTRAINT active_storage_variant_records_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.ar_internal_metadata
    ADD CONSTRAINT ar_internal_metadata_pkey PRIMARY KEY (key);

ALTER TABLE ONLY docuseal.completed_documents
    ADD CONSTRAINT completed_documents_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.completed_submitters
    ADD CONSTRAINT completed_submitters_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.console1984_commands
    ADD CONSTRAINT console1984_commands_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.console1984_sensitive_accesses
    ADD CONSTRAINT console1984_sensitive_accesses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.console1984_sessions
    ADD CONSTRAINT console1984_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.console1984_users
    ADD CONSTRAINT console1984_users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.document_generation_events
    ADD CONSTRAINT document_generation_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.document_metadata
    ADD CONSTRAINT document_metadata_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.dynamic_document_versions
    ADD CONSTRAINT dynamic_document_versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.dynamic_documents
    ADD CONSTRAINT dynamic_documents_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.email_events
    ADD CONSTRAINT email_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.email_message_assets
    ADD CONSTRAINT email_message_assets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.email_messages
    ADD CONSTRAINT email_messages_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.encrypted_configs
    ADD CONSTRAINT encrypted_configs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.encrypted_user_configs
    ADD CONSTRAINT encrypted_user_configs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.lock_events
    ADD CONSTRAINT lock_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.mcp_tokens
    ADD CONSTRAINT mcp_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.oauth_access_grants
    ADD CONSTRAINT oauth_access_grants_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.oauth_access_tokens
    ADD CONSTRAINT oauth_access_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.oauth_applications
    ADD CONSTRAINT oauth_applications_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY docuseal.search_entries
    ADD CONSTRAINT search_entries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.submission_events
    ADD CONSTRAINT submission_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.submissions
    ADD CONSTRAINT submissions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.submitter_versions
    ADD CONSTRAINT submitter_versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.submitters
    ADD CONSTRAINT submitters_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.template_accesses
    ADD CONSTRAINT template_accesses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.template_folders
    ADD CONSTRAINT template_folders_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.template_sharings
    ADD CONSTRAINT template_sharings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.template_versions
    ADD CONSTRAINT template_versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.templates
    ADD CONSTRAINT templates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.user_configs
    ADD CONSTRAINT user_configs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.webhook_attempts
    ADD CONSTRAINT webhook_attempts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.webhook_events
    ADD CONSTRAINT webhook_events_pkey PRIMARY KEY (id);

ALTER TABLE ONLY docuseal.webhook_urls
    ADD CONSTRAINT webhook_urls_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX idx_on_account_id_linked_account_id_48ab9f79d2 ON docuseal.account_linked_accounts USING btree (account_id, linked_account_id);

CREATE UNIQUE INDEX idx_on_dynamic_document_id_sha1_3503adf557 ON docuseal.dynamic_document_versions USING btree (dynamic_document_id, sha1);

CREATE INDEX idx_on_record_type_record_id_name_blob_id_0be5805727 ON docuseal.active_storage_attachments USING btree (record_type, record_id, name, blob_id);

CREATE UNIQUE INDEX index_access_tokens_on_sha256 ON docuseal.access_tokens USING btree (sha256);

CREATE INDEX index_access_tokens_on_user_id ON docuseal.access_tokens USING btree (user_id);

CREATE UNIQUE INDEX index_account_accesses_on_account_id_and_user_id ON docuseal.account_accesses USING btree (account_id, user_id);

CREATE INDEX index_account_configs_on_account_id ON docuseal.account_configs USING btree (account_id);

CREATE UNIQUE INDEX index_account_configs_on_account_id_and_key ON docuseal.account_configs USING btree (account_id, key);

CREATE INDEX index_account_linked_accounts_on_account_id ON docuseal.account_linked_accounts USING btree (account_id);

CREATE INDEX index_account_linked_accounts_on_linked_account_id ON docuseal.account_linked_accounts USING btree (linked_account_id);

CREATE UNIQUE INDEX index_accounts_on_uuid ON docuseal.accounts USING btree (uuid);

CREATE INDEX index_active_storage_attachments_on_blob_id ON docuseal.active_storage_attachments USING btree (blob_id);

CREATE INDEX index_active_storage_attachments_on_uuid ON docuseal.active_storage_attachments USING btree (uuid);

CREATE INDEX index_active_storage_blobs_on_checksum ON docuseal.active_storage_blobs USING btree (checksum);

CREATE UNIQUE INDEX index_active_storage_blobs_on_key ON docuseal.active_storage_blobs USING btree (key);

CREATE UNIQUE INDEX index_active_storage_blobs_on_uuid ON docuseal.active_storage_blobs USING btree (uuid);

CREATE UNIQUE INDEX index_active_storage_variant_records_uniqueness ON docuseal.active_storage_variant_records USING btree (blob_id, variation_digest);

CREATE INDEX index_completed_documents_on_sha256 ON docuseal.completed_documents USING btree (sha256);

CREATE INDEX index_completed_documents_on_submitter_id ON docuseal.completed_documents USING btree (submitter_id);

CREATE INDEX index_completed_submitters_account_id_completed_at_is_first ON docuseal.completed_submitters USING btree (account_id, completed_at) WHERE (is_first = true);

CREATE INDEX index_completed_submitters_on_account_id_and_completed_at ON docuseal.completed_submitters USING btree (account_id, completed_at);

CREATE UNIQUE INDEX index_completed_submitters_on_submission_id ON docuseal.completed_submitters USING btree (submission_id) WHERE (is_first = true);

CREATE UNIQUE INDEX index_completed_submitters_on_submitter_id ON docuseal.completed_submitters USING btree (submitter_id);

CREATE INDEX index_console1984_commands_on_sensitive_access_id ON docuseal.console1984_commands USING btree (sensitive_access_id);

CREATE INDEX index_console1984_sensitive_accesses_on_session_id ON docuseal.console1984_sensitive_accesses USING btree (session_id);

CREATE INDEX index_console1984_sessions_on_created_at ON docuseal.console1984_sessions USING btree (created_at);

CREATE INDEX index_console1984_sessions_on_user_id_and_created_at ON docuseal.console1984_sessions USING btree (user_id, created_at);

CREATE INDEX index_console1984_users_on_username ON docuseal.console1984_users USING btree (username);

CREATE INDEX index_document_generation_events_on_submitter_id ON docuseal.document_generation_events USING btree (submitter_id);

CREATE UNIQUE INDEX index_document_generation_events_on_submitter_id_and_event_name ON docuseal.document_generation_events USING btree (submitter_id, event_name) WHERE ((event_name)::text = ANY (ARRAY[('start'::character varying)::text, ('complete'::character varying)::text]));

CREATE UNIQUE INDEX index_document_metadata_on_account_id_and_blob_checksum ON docuseal.document_metadata USING btree (account_id, blob_checksum);

CREATE INDEX index_dynamic_documents_on_template_id ON docuseal.dynamic_documents USING btree (template_id);

CREATE INDEX index_email_events_on_account_id_and_event_datetime ON docuseal.email_events USING btree (account_id, event_datetime);

CREATE INDEX index_email_events_on_email ON docuseal.email_events USING btree (email);

CREATE INDEX index_email_events_on_email_event_types ON docuseal.email_events USING btree (email) WHERE ((event_type)::text = ANY (ARRAY[('bounce'::character varying)::text, ('soft_bounce'::character varying)::text, ('permanent_bounce'::character varying)::text, ('complaint'::character varying)::text, ('soft_complaint'::character varying)::text]));

CREATE INDEX index_email_events_on_emailable ON docuseal.email_events USING btree (emailable_type, emailable_id);

CREATE INDEX index_email_events_on_message_id ON docuseal.email_events USING btree (message_id);

CREATE UNIQUE INDEX index_email_message_assets_on_account_id_and_sha1 ON docuseal.email_message_assets USING btree (account_id, sha1);

CREATE INDEX index_email_messages_on_account_id ON docuseal.email_messages USING btree (account_id);

CREATE INDEX index_email_messages_on_sha1 ON docuseal.email_messages USING btree (sha1);

CREATE INDEX index_email_messages_on_uuid ON docuseal.email_messages USING btree (uuid);

CREATE INDEX index_encrypted_configs_on_account_id ON docuseal.encrypted_configs USING btree (account_id);

CREATE UNIQUE INDEX index_encrypted_configs_on_account_id_and_key ON docuseal.encrypted_configs USING btree (account_id, key);

CREATE INDEX index_encrypted_user_configs_on_user_id ON docuseal.encrypted_user_configs USING btree (user_id);

CREATE UNIQUE INDEX index_encrypted_user_configs_on_user_id_and_key ON docuseal.encrypted_user_configs USING btree (user_id, key);

CREATE UNIQUE INDEX index_lock_events_on_event_name_and_key ON docuseal.lock_events USING btree (event_name, key) WHERE ((event_name)::text = ANY (ARRAY[('start'::character varying)::text, ('complete'::character varying)::text]));

CREATE INDEX index_lock_events_on_key ON docuseal.lock_events USING btree (key);

CREATE UNIQUE INDEX index_mcp_tokens_on_sha256 ON docuseal.mcp_tokens USING btree (sha256);

CREATE INDEX index_mcp_tokens_on_user_id ON docuseal.mcp_tokens USING btree (user_id);

CREATE INDEX index_oauth_access_grants_on_application_id ON docuseal.oauth_access_grants USING btree (application_id);

CREATE INDEX index_oauth_access_grants_on_resource_owner_id ON docuseal.oauth_access_grants USING btree (resource_owner_id);

CREATE UNIQUE INDEX index_oauth_access_grants_on_token ON docuseal.oauth_access_grants USING btree (token);

CREATE INDEX index_oauth_access_tokens_on_application_id ON docuseal.oauth_access_tokens USING btree (application_id);

CREATE UNIQUE INDEX index_oauth_access_tokens_on_refresh_token ON docuseal.oauth_access_tokens USING btree (refresh_token);

CREATE INDEX index_oauth_access_tokens_on_resource_owner_id ON docuseal.oauth_access_tokens USING btree (resource_owner_id);

CREATE UNIQUE INDEX index_oauth_access_tokens_on_token ON docuseal.oauth_access_tokens USING btree (token);

CREATE UNIQUE INDEX index_oauth_applications_on_uid ON docuseal.oauth_applications USING btree (uid);

CREATE INDEX index_search_entries_on_account_id_ngram_submission ON docuseal.search_entries USING gin (account_id, ngram) WHERE ((record_type)::text = 'Submission'::text);

CREATE INDEX index_search_entries_on_account_id_ngram_submitter ON docuseal.search_entries USING gin (account_id, ngram) WHERE ((record_type)::text = 'Submitter'::text);

CREATE INDEX index_search_entries_on_account_id_ngram_template ON docuseal.search_entries USING gin (account_id, ngram) WHERE ((record_type)::text = 'Template'::text);

CREATE INDEX index_search_entries_on_account_id_tsvector_submission ON docuseal.search_entries USING gin (account_id, tsvector) WHERE ((record_type)::text = 'Submission'::text);

CREATE INDEX index_search_entries_on_account_id_tsvector_submitter ON docuseal.search_entries USING gin (account_id, tsvector) WHERE ((record_type)::text = 'Submitter'::text);

CREATE INDEX index_search_entries_on_account_id_tsvector_template ON docuseal.search_entries USING gin (account_id, tsvector) WHERE ((record_type)::text = 'Template'::text);

CREATE UNIQUE INDEX index_search_entries_on_record_id_and_record_type ON docuseal.search_entries USING btree (record_id, record_type);

CREATE INDEX index_submission_events_on_account_id ON docuseal.submission_events USING btree (account_id);

CREATE INDEX index_submission_events_on_created_at ON docuseal.submission_events USING btree (created_at);

CREATE INDEX index_submission_events_on_submission_id ON docuseal.submission_events USING btree (submission_id);

CREATE INDEX index_submission_events_on_submitter_id ON docuseal.submission_events USING btree (submitter_id);

CREATE INDEX index_submissions_events_on_sms_event_types ON docuseal.submission_events USING btree (account_id, created_at) WHERE ((event_type)::text = ANY (ARRAY[('send_sms'::character varying)::text, ('send_2fa_sms'::character varying)::text]));

CREATE INDEX index_submissions_on_account_id_and_completed_at ON docuseal.submissions USING btree (account_id, completed_at) WHERE ((completed_at IS NOT NULL) AND (archived_at IS NULL));

CREATE INDEX index_submissions_on_account_id_and_id ON docuseal.submissions USING btree (account_id, id);

CREATE INDEX index_submissions_on_account_id_and_id_pending ON docuseal.submissions USING btree (account_id, id) WHERE ((completed_at IS NULL) AND (archived_at IS NULL));

CREATE INDEX index_submissions_on_account_id_and_template_id_and_id ON docuseal.submissions USING btree (account_id, template_id, id) WHERE (archived_at IS NULL);

CREATE INDEX index_submissions_on_account_id_and_template_id_and_id_archived ON docuseal.submissions USING btree (account_id, template_id, id) WHERE (archived_at IS NOT NULL);

CREATE INDEX index_submissions_on_created_at ON docuseal.submissions USING btree (created_at);

CREATE INDEX index_submissions_on_created_by_user_id ON docuseal.submissions USING btree (created_by_user_id);

CREATE UNIQUE INDEX index_submissions_on_slug ON docuseal.submissions USING btree (slug);

CREATE INDEX index_submissions_on_template_id ON docuseal.submissions USING btree (template_id);

CREATE INDEX index_submitter_versions_on_slug ON docuseal.submitter_versions USING btree (slug);

CREATE INDEX index_submitter_versions_on_submitter_id ON docuseal.submitter_versions USING btree (submitter_id);

CREATE INDEX index_submitters_on_account_id_and_completed_at ON docuseal.submitters USING btree (account_id, completed_at) WHERE (completed_at IS NOT NULL);

CREATE INDEX index_submitters_on_account_id_and_id ON docuseal.submitters USING btree (account_id, id);

CREATE INDEX index_submitters_on_email ON docuseal.submitters USING btree (email);

CREATE INDEX index_submitters_on_external_id ON docuseal.submitters USING btree (external_id);

CREATE UNIQUE INDEX index_submitters_on_slug ON docuseal.submitters USING btree (slug);

CREATE INDEX index_submitters_on_submission_id ON docuseal.submitters USING btree (submission_id);

CREATE UNIQUE INDEX index_template_accesses_on_template_id_and_user_id ON docuseal.template_accesses USING btree (template_id, user_id);

CREATE INDEX index_template_folders_on_account_id ON docuseal.template_folders USING btree (account_id);

CREATE INDEX index_template_folders_on_author_id ON docuseal.template_folders USING btree (author_id);

CREATE INDEX index_template_folders_on_parent_folder_id ON docuseal.template_folders USING btree (parent_folder_id);

CREATE UNIQUE INDEX index_template_sharings_on_account_id_and_template_id ON docuseal.template_sharings USING btree (account_id, template_id);

CREATE INDEX index_template_sharings_on_template_id ON docuseal.template_sharings USING btree (template_id);

CREATE INDEX index_template_versions_on_account_id ON docuseal.template_versions USING btree (account_id);

CREATE INDEX index_template_versions_on_author_id ON docuseal.template_versions USING btree (author_id);

CREATE UNIQUE INDEX index_template_versions_on_template_id_and_sha1 ON docuseal.template_versions USING btree (template_id, sha1);

CREATE INDEX index_templates_on_account_id ON docuseal.templates USING btree (account_id);

CREATE INDEX index_templates_on_account_id_and_folder_id_and_id ON docuseal.templates USING btree (account_id, folder_id, id) WHERE (archived_at IS NULL);

CREATE INDEX index_templates_on_account_id_and_id_archived ON docuseal.templates USING btree (account_id, id) WHERE (archived_at IS NOT NULL);

CREATE INDEX index_templates_on_author_id ON docuseal.templates USING btree (author_id);

CREATE INDEX index_templates_on_external_id ON docuseal.templates USING btree (external_id);

CREATE INDEX index_templates_on_folder_id ON docuseal.templates USING btree (folder_id);

CREATE UNIQUE INDEX index_templates_on_slug ON docuseal.templates USING btree (slug);

CREATE INDEX index_user_configs_on_user_id ON docuseal.user_configs USING btree (user_id);

CREATE UNIQUE INDEX index_user_configs_on_user_id_and_key ON docuseal.user_configs USING btree (user_id, key);

CREATE INDEX index_users_on_account_id ON docuseal.users USING btree (account_id);

CREATE UNIQUE INDEX index_users_on_email ON docuseal.users USING btree (email);

CREATE UNIQUE INDEX index_users_on_reset_password_token ON docuseal.users USING btree (reset_password_token);

CREATE UNIQUE INDEX index_users_on_unlock_token ON docuseal.users USING btree (unlock_token);

CREATE UNIQUE INDEX index_users_on_uuid ON docuseal.users USING btree (uuid);

CREATE INDEX index_webhook_attempts_on_webhook_event_id ON docuseal.webhook_attempts USING btree (webhook_event_id);

CREATE INDEX index_webhook_events_error ON docuseal.webhook_events USING btree (webhook_url_id, id) WHERE ((status)::text = 'error'::text);

CREATE UNIQUE INDEX index_webhook_events_on_uuid_and_webhook_url_id ON docuseal.webhook_events USING btree (uuid, webhook_url_id);

CREATE INDEX index_webhook_events_on_webhook_url_id_and_id ON docuseal.webhook_events USING btree (webhook_url_id, id);

CREATE INDEX index_webhook_urls_on_account_id ON docuseal.webhook_urls USING btree (account_id);

CREATE INDEX index_webhook_urls_on_sha1 ON docuseal.webhook_urls USING btree (sha1);

CREATE INDEX on_session_and_sensitive_chronologically ON docuseal.console1984_commands USING btree (session_id, created_at, sensitive_access_id);

ALTER TABLE ONLY docuseal.document_generation_events
    ADD CONSTRAINT fk_rails_085330ed31 FOREIGN KEY (submitter_id) REFERENCES docuseal.submitters(id);

ALTER TABLE ONLY docuseal.email_message_assets
    ADD CONSTRAINT fk_rails_0974f17130 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.template_accesses
    ADD CONSTRAINT fk_rails_0f863123fb FOREIGN KEY (template_id) REFERENCES docuseal.templates(id);

ALTER TABLE ONLY docuseal.account_accesses
    ADD CONSTRAINT fk_rails_176557ded0 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.dynamic_documents
    ADD CONSTRAINT fk_rails_1c8ce51bb9 FOREIGN KEY (template_id) REFERENCES docuseal.templates(id);

ALTER TABLE ONLY docuseal.oauth_access_grants
    ADD CONSTRAINT fk_rails_330c32d8d9 FOREIGN KEY (resource_owner_id) REFERENCES docuseal.users(id);

ALTER TABLE ONLY docuseal.submission_events
    ADD CONSTRAINT fk_rails_35626e1b39 FOREIGN KEY (submitter_id) REFERENCES docuseal.submitters(id);

ALTER TABLE ONLY docuseal.account_linked_accounts
    ADD CONSTRAINT fk_rails_3c40e05fc4 FOREIGN KEY (linked_account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.email_messages
    ADD CONSTRAINT fk_rails_409a34bccd FOREIGN KEY (author_id) REFERENCES docuseal.users(id);

ALTER TABLE ONLY docuseal.template_versions
    ADD CONSTRAINT fk_rails_442d090ca3 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.dynamic_document_versions
    ADD CONSTRAINT fk_rails_477b528bcd FOREIGN KEY (dynamic_document_id) REFERENCES docuseal.dynamic_documents(id);

ALTER TABLE ONLY docuseal.user_configs
    ADD CONSTRAINT fk_rails_5cf2a5cf3f FOREIGN KEY (user_id) REFERENCES docuseal.users(id);

ALTER TABLE ONLY docuseal.users
    ADD CONSTRAINT fk_rails_61ac11da2b FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.template_folders
    ADD CONSTRAINT fk_rails_61bf58d5da FOREIGN KEY (author_id) REFERENCES docuseal.users(id);

ALTER TABLE ONLY docuseal.templates
    ADD CONSTRAINT fk_rails_62c324200c FOREIGN KEY (author_id) REFERENCES docuseal.users(id);

ALTER TABLE ONLY docuseal.webhook_urls
    ADD CONSTRAINT fk_rails_65d3485cdc FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.submissions
    ADD CONSTRAINT fk_rails_6775c667db FOREIGN KEY (created_by_user_id) REFERENCES docuseal.users(id);

ALTER TABLE ONLY docuseal.oauth_access_tokens
    ADD CONSTRAINT fk_rails_732cb83ab7 FOREIGN KEY (application_id) REFERENCES docuseal.oauth_applications(id);

ALTER TABLE ONLY docuseal.template_versions
    ADD CONSTRAINT fk_rails_7eb02752f3 FOREIGN KEY (template_id) REFERENCES docuseal.templates(id);

ALTER TABLE ONLY docuseal.email_messages
    ADD CONSTRAINT fk_rails_7ffd76ae80 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.template_folders
    ADD CONSTRAINT fk_rails_87e6045a21 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.access_tokens
    ADD CONSTRAINT fk_rails_96fc070778 FOREIGN KEY (user_id) REFERENCES docuseal.users(id);

ALTER TABLE ONLY docuseal.encrypted_configs
    ADD CONSTRAINT fk_rails_970191b375 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.active_storage_variant_records
    ADD CONSTRAINT fk_rails_993965df05 FOREIGN KEY (blob_id) REFERENCES docuseal.active_storage_blobs(id);

ALTER TABLE ONLY docuseal.submitters
    ADD CONSTRAINT fk_rails_9a9fdc7d97 FOREIGN KEY (submission_id) REFERENCES docuseal.submissions(id);

ALTER TABLE ONLY docuseal.account_configs
    ADD CONSTRAINT fk_rails_a2acef1258 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.template_sharings
    ADD CONSTRAINT fk_rails_a8b8b5d769 FOREIGN KEY (template_id) REFERENCES docuseal.templates(id);

ALTER TABLE ONLY docuseal.encrypted_user_configs
    ADD CONSTRAINT fk_rails_af70f8b679 FOREIGN KEY (user_id) REFERENCES docuseal.users(id);

ALTER TABLE ONLY docuseal.template_folders
    ADD CONSTRAINT fk_rails_af7badda67 FOREIGN KEY (parent_folder_id) REFERENCES docuseal.template_folders(id);

ALTER TABLE ONLY docuseal.oauth_access_grants
    ADD CONSTRAINT fk_rails_b4b53e07b8 FOREIGN KEY (application_id) REFERENCES docuseal.oauth_applications(id);

ALTER TABLE ONLY docuseal.account_linked_accounts
    ADD CONSTRAINT fk_rails_babfe524b4 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.submission_events
    ADD CONSTRAINT fk_rails_bc10565389 FOREIGN KEY (submission_id) REFERENCES docuseal.submissions(id);

ALTER TABLE ONLY docuseal.active_storage_attachments
    ADD CONSTRAINT fk_rails_c3b3935057 FOREIGN KEY (blob_id) REFERENCES docuseal.active_storage_blobs(id);

ALTER TABLE ONLY docuseal.document_metadata
    ADD CONSTRAINT fk_rails_c5b3aa20a5 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.submissions
    ADD CONSTRAINT fk_rails_e231d41194 FOREIGN KEY (template_id) REFERENCES docuseal.templates(id);

ALTER TABLE ONLY docuseal.submission_events
    ADD CONSTRAINT fk_rails_e5af398185 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.email_events
    ADD CONSTRAINT fk_rails_ebcdb85e34 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);

ALTER TABLE ONLY docuseal.oauth_access_tokens
    ADD CONSTRAINT fk_rails_ee63f25419 FOREIGN KEY (resource_owner_id) REFERENCES docuseal.users(id);

ALTER TABLE ONLY docuseal.submitter_versions
    ADD CONSTRAINT fk_rails_ef8d29fcba FOREIGN KEY (submitter_id) REFERENCES docuseal.submitters(id);

ALTER TABLE ONLY docuseal.templates
    ADD CONSTRAINT fk_rails_efe27d1756 FOREIGN KEY (folder_id) REFERENCES docuseal.template_folders(id);

ALTER TABLE ONLY docuseal.template_versions
    ADD CONSTRAINT fk_rails_f08b69c336 FOREIGN KEY (author_id) REFERENCES docuseal.users(id);

ALTER TABLE ONLY docuseal.mcp_tokens
    ADD CONSTRAINT fk_rails_f562cf5244 FOREIGN KEY (user_id) REFERENCES docuseal.users(id);

ALTER TABLE ONLY docuseal.templates
    ADD CONSTRAINT fk_rails_fda62a9821 FOREIGN KEY (account_id) REFERENCES docuseal.accounts(id);
`,
  cleans: [],
  shouldAsk: [
    {
      table: "docuseal.email_events",
      why: "a row per recipient (e-mail address) of every e-mail DocuSeal sends about a submitter or user, with its tag and delivery method (lib/action_mailer_events_observer.rb:18); never deleted by age, only with its submitter (not at all when multitenant: anonymized instead) or account",
    },
    {
      table: "docuseal.webhook_events",
      why: "a row per webhook delivery of each event about a submitter's or user's actions (form viewed, started, completed, declined, submission created...) with its record, never deleted, not even with its webhook URL or account (dependent: nil, app/models/webhook_url.rb:42, app/models/account.rb:38)",
    },
    {
      table: "docuseal.webhook_attempts",
      why: "every attempt of every webhook delivery, with the first 100 characters of the receiver's error response (lib/send_webhook_request.rb:80, 99); never deleted (dependent: nil, app/models/webhook_event.rb:31)",
    },
    {
      table: "docuseal.mcp_tokens",
      why: "users' MCP access tokens (sha256 and prefix); revoked ones are only archived (archived_at, app/controllers/mcp_settings_controller.rb:27) and kept for ever",
    },
    {
      table: "docuseal.oauth_access_tokens",
      why: "Doorkeeper's OAuth access and refresh tokens per user (created_at plus expires_in, revoked_at); nothing in the repository deletes expired or revoked ones (Doorkeeper is not in its Gemfile: written by the hosted version)",
    },
    {
      table: "docuseal.oauth_access_grants",
      why: "Doorkeeper's OAuth authorization codes per user (created_at plus expires_in, revoked_at), kept after expiry; nothing in the repository deletes them",
    },
  ],
  neverDelete: [
    "docuseal.accounts",
    "docuseal.users",
    "docuseal.account_accesses",
    "docuseal.account_configs",
    "docuseal.account_linked_accounts",
    "docuseal.encrypted_configs",
    "docuseal.encrypted_user_configs",
    "docuseal.user_configs",
    "docuseal.access_tokens",
    "docuseal.oauth_applications",
    "docuseal.webhook_urls",
    "docuseal.templates",
    "docuseal.template_folders",
    "docuseal.template_sharings",
    "docuseal.template_accesses",
    "docuseal.template_versions",
    "docuseal.dynamic_documents",
    "docuseal.dynamic_document_versions",
    "docuseal.email_messages",
    "docuseal.email_message_assets",
    "docuseal.submissions",
    "docuseal.submitters",
    "docuseal.submitter_versions",
    "docuseal.submission_events",
    "docuseal.completed_submitters",
    "docuseal.completed_documents",
    "docuseal.active_storage_blobs",
    "docuseal.active_storage_attachments",
    "docuseal.active_storage_variant_records",
    "docuseal.console1984_sessions",
    "docuseal.console1984_commands",
    "docuseal.console1984_sensitive_accesses",
    "docuseal.console1984_users",
    "docuseal.schema_migrations",
    "docuseal.ar_internal_metadata",
  ],
};
