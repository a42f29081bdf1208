// Dify (Python, Flask-SQLAlchemy models, Alembic through Flask-Migrate), from langgenius/dify@ad96501e091cb614b7dc287d761a7637989f5391
// (Dify 1.14.2, api/pyproject.toml), read from the fork hugh-devPhp/my_dify, whose history holds that upstream commit
// (langgenius/dify's snapshot is over the fetch size limit; the fork's one commit of its own, fcf29bb, was not used).
// Schema: what `flask upgrade-db` (api/commands/system.py:135-153, flask_migrate.upgrade(); run by
// api/docker/entrypoint.sh:13) leaves on an empty database: its 184 Alembic revisions (api/migrations/versions,
// 64b051264f32 init to the head 9f4b7c2d1a80) run on PostgreSQL 15 (see the header of schemaSql).
// Cleanup, read from its Celery beat schedule (api/extensions/ext_celery.py:151-258, each task behind a setting,
// every CELERY_BEAT_SCHEDULER_TIME days, default 1, api/configs/feature/__init__.py:1213-1216) and its retention
// services and commands: clean_messages (off by default) deletes messages older than
// SANDBOX_EXPIRED_RECORDS_RETENTION_DAYS (30) with their feedback, annotations, chains, agent thoughts, files, saved
// messages, annotation hits and retriever resources (all tenants when billing is off, sandbox tenants otherwise);
// clean_workflow_runlogs_precise (WORKFLOW_LOG_CLEANUP_ENABLED, off by default) deletes ended workflow runs older than
// WORKFLOW_LOG_RETENTION_DAYS (30) with their node executions and offloads, app logs, pauses and their reasons,
// trigger logs, and the messages, conversations and conversation variables of those runs; clean_workflow_runs_task
// (ENABLE_WORKFLOW_RUN_CLEANUP_TASK, off by default, "for saas only") and the operator's commands clean-workflow-runs,
// archive-workflow-runs, clear-free-plan-tenant-expired-logs and clean-expired-messages (api/commands/retention.py)
// delete the same tables by age; clean_oauth_access_tokens_task (on by default) deletes OAuth access tokens revoked or
// expired more than OAUTH_ACCESS_TOKEN_RETENTION_DAYS (30) ago; clean_embedding_cache_task (off by default) deletes
// cached embeddings older than PLAN_SANDBOX_CLEAN_DAY_SETTING (30) days; clean_unused_datasets_task (off by default)
// removes the keyword index of datasets with no new document and no query for that long (their documents are
// disabled, not deleted). Celery's own backend_cleanup (celery 5.6.3, its beat's default entry, daily at 04:00)
// deletes task results older than result_expires (1 day) from celery_taskmeta and celery_tasksetmeta, only with
// CELERY_BACKEND=database (the default is redis). Not counted: mail_clean_document_notify_task and the human input
// timeout task (they update rows), the orphan cleanups (clear-orphaned-file-records, cleanup-orphaned-draft-variables:
// by reference, not age), and the deletion of an app's or a dataset's rows when it is deleted. No ON DELETE CASCADE
// leaves a cleaned table (only workflow comments cascade).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "dify",
  framework: "flask-sqlalchemy",
  source: {
    repo: "langgenius/dify",
    commit: "ad96501e091cb614b7dc287d761a7637989f5391",
    schemaFrom:
      "api/migrations/versions (184 Alembic revisions, to head 9f4b7c2d1a80) run with alembic 1.20.0 and SQLAlchemy 2.0.54 (Dify locks 1.17.2 and 2.0.49) on PostgreSQL 15 in schema dify, its env.py replaced and its models package stubbed to models.types and models.enums (see the header of schemaSql); dumped with pg_dump --schema-only --no-owner --no-privileges; all its 131 tables",
  },
  schemas: ["dify"],
  schemaSql: `
-- Dify: langgenius/dify@ad96501e091cb614b7dc287d761a7637989f5391 (read from the fork hugh-devPhp/my_dify)
-- Built as flask upgrade-db does on an empty database (api/commands/system.py:135-153): its 184 Alembic revisions
-- (api/migrations/versions, 64b051264f32 init to 9f4b7c2d1a80) upgraded to the head, on PostgreSQL 15 with
-- search_path set to schema dify, public (Dify uses public), with alembic 1.20.0, SQLAlchemy 2.0.54 (its pure Python
-- code; the wheel's C extensions are for another Python) and psycopg 3.3.6 on Python 3.12.1 (Dify locks alembic
-- 1.17.2, SQLAlchemy 2.0.49 and psycopg2). Deviations: Dify's migrations/env.py, which takes the engine from
-- Flask-Migrate's app, was replaced by one that configures the same online upgrade on a plain engine (no target
-- metadata: it is used for autogenerate only); the revisions import models.types, models.enums, constants and
-- libs.uuid_utils, which were copied as they are (with libs.collection_utils and core.trigger.constants, which they
-- import), but models/__init__.py (which imports every model and, through them, the whole application) was replaced
-- by one importing those two modules, configs by a stub holding the defaults they read (DB_TYPE=postgresql) and
-- pydantic by a stub BaseModel (models/types.py uses it as a type bound only).
-- The uuid-ossp extension was created in public first (the init revision's CREATE EXTENSION IF NOT EXISTS puts it
-- there in Dify's public schema). Read back with pg_dump --schema-only --no-owner --no-privileges -n dify (its SET
-- lines, its restrict lines and comments left out); its COMMENT ON statements kept. The row Alembic keeps in
-- alembic_version is data, not kept; the revisions insert no other rows on an empty database.
CREATE EXTENSION IF NOT EXISTS "uuid-ossp" WITH SCHEMA public;

CREATE SCHEMA dify;

CREATE FUNCTION dify.uuidv7() RETURNS uuid
    LANGUAGE sql PARALLEL SAFE
    AS $$
    -- Replace the first 48 bits of a uuidv4 with the current
    -- number of milliseconds since 1970-01-01 UTC
    -- and set the "ver" field to 7 by setting additional bits
SELECT encode(
               set_bit(
                       set_bit(
                               overlay(uuid_send(gen_random_uuid()) placing
                                       substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from
                                                 3)
                                       from 1 for 6),
                               52, 1),
                       53, 1), 'hex')::uuid;
$$;

COMMENT ON FUNCTION dify.uuidv7() IS 'Generate a uuid-v7 value with a 48-bit timestamp (millisecond precision) and 74 bits of randomness';

CREATE FUNCTION dify.uuidv7_boundary(timestamp with time zone) RETURNS uuid
    LANGUAGE sql STABLE STRICT PARALLEL SAFE
    AS $_$
    /* uuid fields: version=0b0111, variant=0b10 */
SELECT encode(
               overlay('\\x00000000000070008000000000000000'::bytea
                       placing substring(int8send(floor(extract(epoch from $1) * 1000)::bigint) from 3)
                       from 1 for 6),
               'hex')::uuid;
$_$;

COMMENT ON FUNCTION dify.uuidv7_boundary(timestamp with time zone) IS 'Generate a non-random uuidv7 with the given timestamp (first 48 bits) and all random bits to 0. As the smallest possible uuidv7 for that timestamp, it may be used as a boundary for partitions.';

CREATE TABLE dify.account_integrates (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    account_id uuid NOT NULL,
    provider character varying(16) NOT NULL,
    open_id character varying(255) NOT NULL,
    encrypted_token character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.account_plugin_permissions (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    install_permission character varying(16) DEFAULT 'everyone'::character varying NOT NULL,
    debug_permission character varying(16) DEFAULT 'noone'::character varying NOT NULL
);

CREATE TABLE dify.account_trial_app_records (
    id uuid NOT NULL,
    account_id uuid NOT NULL,
    app_id uuid NOT NULL,
    count integer NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.accounts (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    name character varying(255) NOT NULL,
    email character varying(255) NOT NULL,
    password character varying(255),
    password_salt character varying(255),
    avatar character varying(255),
    interface_language character varying(255),
    interface_theme character varying(255),
    timezone character varying(255),
    last_login_at timestamp without time zone,
    last_login_ip character varying(255),
    status character varying(16) DEFAULT 'active'::character varying NOT NULL,
    initialized_at timestamp without time zone,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    last_active_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.agent_config_revisions (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    agent_id uuid NOT NULL,
    previous_snapshot_id uuid,
    current_snapshot_id uuid NOT NULL,
    revision integer NOT NULL,
    operation character varying(64) NOT NULL,
    summary character varying,
    version_note character varying,
    created_by uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.agent_config_snapshots (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    agent_id uuid NOT NULL,
    version integer NOT NULL,
    config_snapshot character varying NOT NULL,
    summary character varying,
    version_note character varying,
    created_by uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

COMMENT ON COLUMN dify.agent_config_snapshots.config_snapshot IS 'Serialized services.entities.agent_entities.AgentSoulConfig JSON.';

CREATE TABLE dify.agent_drive_files (
    tenant_id uuid NOT NULL,
    agent_id uuid NOT NULL,
    key character varying(512) NOT NULL,
    file_kind character varying(32) NOT NULL,
    file_id uuid NOT NULL,
    value_owned_by_drive boolean DEFAULT false NOT NULL,
    size bigint,
    hash character varying(255),
    mime_type character varying(255),
    created_by uuid,
    id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.agent_runtime_sessions (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    owner_type character varying(32) NOT NULL,
    agent_id uuid NOT NULL,
    backend_run_id character varying(255),
    session_snapshot character varying NOT NULL,
    workflow_id uuid,
    workflow_run_id uuid,
    node_id character varying(255),
    node_execution_id character varying(255),
    binding_id uuid,
    agent_config_snapshot_id uuid,
    composition_layer_specs character varying NOT NULL,
    conversation_id uuid,
    status character varying(32) DEFAULT 'active'::character varying NOT NULL,
    cleaned_at timestamp without time zone,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.agents (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    description character varying NOT NULL,
    icon_type character varying(32),
    icon character varying(255),
    icon_background character varying(255),
    agent_kind character varying(32) DEFAULT 'dify_agent'::character varying NOT NULL,
    scope character varying(32) NOT NULL,
    source character varying(32) NOT NULL,
    app_id uuid,
    workflow_id uuid,
    workflow_node_id character varying(255),
    active_config_snapshot_id uuid,
    status character varying(32) DEFAULT 'active'::character varying NOT NULL,
    roster_unique_name character varying(255) GENERATED ALWAYS AS (
CASE
    WHEN (((scope)::text = 'roster'::text) AND ((status)::text = 'active'::text)) THEN name
    ELSE NULL::character varying
END) STORED,
    created_by uuid,
    updated_by uuid,
    archived_by uuid,
    archived_at timestamp without time zone,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    role character varying(255) NOT NULL,
    active_config_has_model boolean DEFAULT false NOT NULL
);

COMMENT ON COLUMN dify.agents.icon IS 'Icon payload interpreted by icon_type: emoji character, image file id, or external URL.';

CREATE TABLE dify.alembic_version (
    version_num character varying(32) NOT NULL
);

CREATE TABLE dify.api_based_extensions (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    api_endpoint character varying(255) NOT NULL,
    api_key text NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.api_requests (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    api_token_id uuid NOT NULL,
    path character varying(255) NOT NULL,
    request text,
    response text,
    ip character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.api_tokens (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid,
    type character varying(16) NOT NULL,
    token character varying(255) NOT NULL,
    last_used_at timestamp without time zone,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    tenant_id uuid
);

CREATE TABLE dify.app_annotation_hit_histories (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    annotation_id uuid NOT NULL,
    source text NOT NULL,
    question text NOT NULL,
    account_id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    score double precision DEFAULT 0 NOT NULL,
    message_id uuid NOT NULL,
    annotation_question character varying NOT NULL,
    annotation_content character varying NOT NULL
);

CREATE TABLE dify.app_annotation_settings (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    score_threshold double precision DEFAULT 0 NOT NULL,
    collection_binding_id uuid NOT NULL,
    created_user_id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_user_id uuid NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.app_dataset_joins (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    dataset_id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.app_mcp_servers (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(255) NOT NULL,
    server_code character varying(255) NOT NULL,
    status character varying(255) DEFAULT 'normal'::character varying NOT NULL,
    parameters text NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.app_model_configs (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    provider character varying(255),
    model_id character varying(255),
    configs json,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    opening_statement text,
    suggested_questions text,
    suggested_questions_after_answer text,
    more_like_this text,
    model text,
    user_input_form text,
    pre_prompt text,
    agent_mode text,
    speech_to_text character varying,
    sensitive_word_avoidance character varying,
    retriever_resource character varying,
    dataset_query_variable character varying(255),
    prompt_type character varying(255) DEFAULT 'simple'::character varying NOT NULL,
    chat_prompt_config character varying,
    completion_prompt_config character varying,
    dataset_configs character varying,
    external_data_tools character varying,
    file_upload character varying,
    text_to_speech character varying,
    created_by uuid,
    updated_by uuid
);

CREATE TABLE dify.app_triggers (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    node_id character varying(64) NOT NULL,
    trigger_type character varying(50) NOT NULL,
    title character varying(255) NOT NULL,
    provider_name character varying(255) DEFAULT ''::character varying,
    status character varying(50) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone NOT NULL
);

CREATE TABLE dify.apps (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    mode character varying(255) NOT NULL,
    icon character varying(255),
    icon_background character varying(255),
    app_model_config_id uuid,
    status character varying(255) DEFAULT 'normal'::character varying NOT NULL,
    enable_site boolean NOT NULL,
    enable_api boolean NOT NULL,
    api_rpm integer DEFAULT 0 NOT NULL,
    api_rph integer DEFAULT 0 NOT NULL,
    is_demo boolean DEFAULT false NOT NULL,
    is_public boolean DEFAULT false NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    is_universal boolean DEFAULT false NOT NULL,
    workflow_id uuid,
    description text DEFAULT ''::character varying NOT NULL,
    tracing character varying,
    max_active_requests integer,
    icon_type character varying(255),
    created_by uuid,
    updated_by uuid,
    use_icon_as_answer_icon boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE dify.task_id_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE dify.celery_taskmeta (
    id integer DEFAULT nextval('dify.task_id_sequence'::regclass) NOT NULL,
    task_id character varying(155) NOT NULL,
    status character varying(50) NOT NULL,
    result bytea,
    date_done timestamp without time zone,
    traceback text,
    name character varying(155),
    args bytea,
    kwargs bytea,
    worker character varying(155),
    retries integer,
    queue character varying(155)
);

CREATE SEQUENCE dify.taskset_id_sequence
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

CREATE TABLE dify.celery_tasksetmeta (
    id integer DEFAULT nextval('dify.taskset_id_sequence'::regclass) NOT NULL,
    taskset_id character varying(155) NOT NULL,
    result bytea,
    date_done timestamp without time zone
);

CREATE TABLE dify.child_chunks (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    dataset_id uuid NOT NULL,
    document_id uuid NOT NULL,
    segment_id uuid NOT NULL,
    "position" integer NOT NULL,
    content text NOT NULL,
    word_count integer NOT NULL,
    index_node_id character varying(255),
    index_node_hash character varying(255),
    type character varying(255) DEFAULT 'automatic'::character varying NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_by uuid,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    indexing_at timestamp without time zone,
    completed_at timestamp without time zone,
    error text
);

CREATE TABLE dify.conversations (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    app_model_config_id uuid,
    model_provider character varying(255),
    override_model_configs text,
    model_id character varying(255),
    mode character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    summary text,
    inputs json NOT NULL,
    introduction text,
    system_instruction text,
    system_instruction_tokens integer DEFAULT 0 NOT NULL,
    status character varying(255) NOT NULL,
    from_source character varying(255) NOT NULL,
    from_end_user_id uuid,
    from_account_id uuid,
    read_at timestamp without time zone,
    read_account_id uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    is_deleted boolean DEFAULT false NOT NULL,
    invoke_from character varying(255),
    dialogue_count integer DEFAULT 0 NOT NULL
);

CREATE TABLE dify.credential_permissions (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    credential_id uuid NOT NULL,
    credential_type character varying(40) NOT NULL,
    account_id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    has_permission boolean DEFAULT true NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.customized_snippets (
    id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    description character varying,
    type character varying(50) DEFAULT 'node'::character varying NOT NULL,
    workflow_id uuid,
    is_published boolean DEFAULT false NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    use_count integer DEFAULT 0 NOT NULL,
    icon_info jsonb,
    input_fields character varying,
    created_by uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_by uuid,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.data_source_api_key_auth_bindings (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    category character varying(255) NOT NULL,
    provider character varying(255) NOT NULL,
    credentials text,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    disabled boolean DEFAULT false
);

CREATE TABLE dify.data_source_oauth_bindings (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    access_token character varying(255) NOT NULL,
    provider character varying(255) NOT NULL,
    source_info jsonb NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    disabled boolean DEFAULT false
);

CREATE TABLE dify.dataset_auto_disable_logs (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    dataset_id uuid NOT NULL,
    document_id uuid NOT NULL,
    notified boolean DEFAULT false NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.dataset_collection_bindings (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    provider_name character varying(255) NOT NULL,
    model_name character varying(255) NOT NULL,
    collection_name character varying(64) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    type character varying(40) DEFAULT 'dataset'::character varying NOT NULL
);

CREATE TABLE dify.dataset_keyword_tables (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    dataset_id uuid NOT NULL,
    keyword_table text NOT NULL,
    data_source_type character varying(255) DEFAULT 'database'::character varying NOT NULL
);

CREATE TABLE dify.dataset_metadata_bindings (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    dataset_id uuid NOT NULL,
    metadata_id uuid NOT NULL,
    document_id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    created_by uuid NOT NULL
);

CREATE TABLE dify.dataset_metadatas (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    dataset_id uuid NOT NULL,
    type character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    created_by uuid NOT NULL,
    updated_by uuid
);

CREATE TABLE dify.dataset_permissions (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    dataset_id uuid NOT NULL,
    account_id uuid NOT NULL,
    has_permission boolean DEFAULT true NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    tenant_id uuid NOT NULL
);

CREATE TABLE dify.dataset_process_rules (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    dataset_id uuid NOT NULL,
    mode character varying(255) DEFAULT 'automatic'::character varying NOT NULL,
    rules text,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.dataset_queries (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    dataset_id uuid NOT NULL,
    content text NOT NULL,
    source character varying(255) NOT NULL,
    source_app_id uuid,
    created_by_role character varying NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.dataset_retriever_resources (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    message_id uuid NOT NULL,
    "position" integer NOT NULL,
    dataset_id uuid NOT NULL,
    dataset_name text NOT NULL,
    document_id uuid,
    document_name text NOT NULL,
    data_source_type text,
    segment_id uuid,
    score double precision,
    content text NOT NULL,
    hit_count integer,
    word_count integer,
    segment_position integer,
    index_node_hash text,
    retriever_from text NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.datasets (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    description text,
    provider character varying(255) DEFAULT 'vendor'::character varying NOT NULL,
    permission character varying(255) DEFAULT 'only_me'::character varying NOT NULL,
    data_source_type character varying(255),
    indexing_technique character varying(255),
    index_struct text,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_by uuid,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    embedding_model character varying(255) DEFAULT 'text-embedding-ada-002'::character varying,
    embedding_model_provider character varying(255) DEFAULT 'openai'::character varying,
    collection_binding_id uuid,
    retrieval_model jsonb,
    built_in_field_enabled boolean DEFAULT false NOT NULL,
    keyword_number integer DEFAULT 10,
    icon_info jsonb,
    runtime_mode character varying(255) DEFAULT 'general'::character varying,
    pipeline_id uuid,
    chunk_structure character varying(255),
    enable_api boolean DEFAULT true NOT NULL,
    is_multimodal boolean DEFAULT false NOT NULL,
    summary_index_setting jsonb
);

CREATE TABLE dify.datasource_oauth_params (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    plugin_id character varying(255) NOT NULL,
    provider character varying(255) NOT NULL,
    system_credentials jsonb NOT NULL
);

CREATE TABLE dify.datasource_oauth_tenant_params (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    provider character varying(255) NOT NULL,
    plugin_id character varying(255) NOT NULL,
    client_params jsonb NOT NULL,
    enabled boolean NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.datasource_providers (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    provider character varying(128) NOT NULL,
    plugin_id character varying(255) NOT NULL,
    auth_type character varying(255) NOT NULL,
    encrypted_credentials jsonb NOT NULL,
    avatar_url text,
    is_default boolean DEFAULT false NOT NULL,
    expires_at integer DEFAULT '-1'::integer NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    user_id uuid,
    visibility character varying(40) DEFAULT 'all_team_members'::character varying NOT NULL
);

CREATE TABLE dify.dify_setups (
    version character varying(255) NOT NULL,
    setup_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.document_pipeline_execution_logs (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    pipeline_id uuid NOT NULL,
    document_id uuid NOT NULL,
    datasource_type character varying(255) NOT NULL,
    datasource_info text NOT NULL,
    datasource_node_id character varying(255) NOT NULL,
    input_data json NOT NULL,
    created_by uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.document_segment_summaries (
    id uuid NOT NULL,
    dataset_id uuid NOT NULL,
    document_id uuid NOT NULL,
    chunk_id uuid NOT NULL,
    summary_content character varying,
    summary_index_node_id character varying(255),
    summary_index_node_hash character varying(255),
    tokens integer,
    status character varying(32) DEFAULT 'generating'::character varying NOT NULL,
    error character varying,
    enabled boolean DEFAULT true NOT NULL,
    disabled_at timestamp without time zone,
    disabled_by uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.document_segments (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    dataset_id uuid NOT NULL,
    document_id uuid NOT NULL,
    "position" integer NOT NULL,
    content text NOT NULL,
    word_count integer NOT NULL,
    tokens integer NOT NULL,
    keywords json,
    index_node_id character varying(255),
    index_node_hash character varying(255),
    hit_count integer NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    disabled_at timestamp without time zone,
    disabled_by uuid,
    status character varying(255) DEFAULT 'waiting'::character varying NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    indexing_at timestamp without time zone,
    completed_at timestamp without time zone,
    error text,
    stopped_at timestamp without time zone,
    answer text,
    updated_by uuid,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.documents (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    dataset_id uuid NOT NULL,
    "position" integer NOT NULL,
    data_source_type character varying(255) NOT NULL,
    data_source_info text,
    dataset_process_rule_id uuid,
    batch character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    created_from character varying(255) NOT NULL,
    created_by uuid NOT NULL,
    created_api_request_id uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    processing_started_at timestamp without time zone,
    file_id text,
    word_count integer,
    parsing_completed_at timestamp without time zone,
    cleaning_completed_at timestamp without time zone,
    splitting_completed_at timestamp without time zone,
    tokens integer,
    indexing_latency double precision,
    completed_at timestamp without time zone,
    is_paused boolean DEFAULT false,
    paused_by uuid,
    paused_at timestamp without time zone,
    error text,
    stopped_at timestamp without time zone,
    indexing_status character varying(255) DEFAULT 'waiting'::character varying NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    disabled_at timestamp without time zone,
    disabled_by uuid,
    archived boolean DEFAULT false NOT NULL,
    archived_reason character varying(255),
    archived_by uuid,
    archived_at timestamp without time zone,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    doc_type character varying(40),
    doc_metadata jsonb,
    doc_form character varying(255) DEFAULT 'text_model'::character varying NOT NULL,
    doc_language character varying(255),
    need_summary boolean DEFAULT false NOT NULL
);

CREATE TABLE dify.embeddings (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    hash character varying(64) NOT NULL,
    embedding bytea NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    model_name character varying(255) DEFAULT 'text-embedding-ada-002'::character varying NOT NULL,
    provider_name character varying(255) DEFAULT ''::character varying NOT NULL
);

CREATE TABLE dify.end_users (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid,
    type character varying(255) NOT NULL,
    external_user_id character varying(255),
    name character varying(255),
    is_anonymous boolean DEFAULT true NOT NULL,
    session_id character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.execution_extra_contents (
    id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    type character varying(30) NOT NULL,
    workflow_run_id uuid NOT NULL,
    message_id uuid,
    form_id uuid
);

CREATE TABLE dify.exporle_banners (
    id uuid NOT NULL,
    content json NOT NULL,
    link character varying(255) NOT NULL,
    sort integer NOT NULL,
    status character varying(255) DEFAULT 'enabled'::character varying NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    language character varying(255) DEFAULT 'en-US'::character varying NOT NULL
);

CREATE TABLE dify.external_knowledge_apis (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(255) NOT NULL,
    tenant_id uuid NOT NULL,
    settings text,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_by uuid,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.external_knowledge_bindings (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    external_knowledge_api_id uuid NOT NULL,
    dataset_id uuid NOT NULL,
    external_knowledge_id character varying(512) NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_by uuid,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.human_input_form_deliveries (
    id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    form_id uuid NOT NULL,
    delivery_method_type character varying(20) NOT NULL,
    delivery_config_id uuid,
    channel_payload text NOT NULL
);

CREATE TABLE dify.human_input_form_recipients (
    id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    form_id uuid NOT NULL,
    delivery_id uuid NOT NULL,
    recipient_type character varying(20) NOT NULL,
    recipient_payload text NOT NULL,
    access_token character varying(32) NOT NULL
);

CREATE TABLE dify.human_input_form_upload_files (
    id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    form_id uuid NOT NULL,
    upload_file_id uuid NOT NULL,
    upload_token_id uuid NOT NULL
);

CREATE TABLE dify.human_input_form_upload_tokens (
    id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    form_id uuid NOT NULL,
    recipient_id uuid NOT NULL,
    token character varying(255) NOT NULL
);

CREATE TABLE dify.human_input_forms (
    id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    workflow_run_id uuid,
    form_kind character varying(20) NOT NULL,
    node_id character varying(60) NOT NULL,
    form_definition text NOT NULL,
    rendered_content text NOT NULL,
    status character varying(20) NOT NULL,
    expiration_time timestamp without time zone NOT NULL,
    selected_action_id character varying(200),
    submitted_data text,
    submitted_at timestamp without time zone,
    submission_user_id uuid,
    submission_end_user_id uuid,
    completed_by_recipient_id uuid
);

CREATE TABLE dify.installed_apps (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    app_owner_tenant_id uuid NOT NULL,
    "position" integer NOT NULL,
    is_pinned boolean DEFAULT false NOT NULL,
    last_used_at timestamp without time zone,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.invitation_codes (
    id integer NOT NULL,
    batch character varying(255) NOT NULL,
    code character varying(32) NOT NULL,
    status character varying(16) DEFAULT 'unused'::character varying NOT NULL,
    used_at timestamp without time zone,
    used_by_tenant_id uuid,
    used_by_account_id uuid,
    deprecated_at timestamp without time zone,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE SEQUENCE dify.invitation_codes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE dify.invitation_codes_id_seq OWNED BY dify.invitation_codes.id;

CREATE TABLE dify.load_balancing_model_configs (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    provider_name character varying(255) NOT NULL,
    model_name character varying(255) NOT NULL,
    model_type character varying(40) NOT NULL,
    name character varying(255) NOT NULL,
    encrypted_config text,
    enabled boolean DEFAULT true NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    credential_id uuid,
    credential_source_type character varying(40)
);

CREATE TABLE dify.message_agent_thoughts (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    message_id uuid NOT NULL,
    message_chain_id uuid,
    "position" integer NOT NULL,
    thought text,
    tool text,
    tool_input text,
    observation text,
    tool_process_data text,
    message text,
    message_token integer,
    message_unit_price numeric,
    answer text,
    answer_token integer,
    answer_unit_price numeric,
    tokens integer,
    total_price numeric,
    currency character varying,
    latency double precision,
    created_by_role character varying NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    message_price_unit numeric(10,7) DEFAULT 0.001 NOT NULL,
    answer_price_unit numeric(10,7) DEFAULT 0.001 NOT NULL,
    message_files character varying,
    tool_labels_str text DEFAULT '{}'::text NOT NULL,
    tool_meta_str text DEFAULT '{}'::text NOT NULL
);

CREATE TABLE dify.message_annotations (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    conversation_id uuid,
    message_id uuid,
    content text NOT NULL,
    account_id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    question character varying NOT NULL,
    hit_count integer DEFAULT 0 NOT NULL
);

CREATE TABLE dify.message_chains (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    message_id uuid NOT NULL,
    type character varying(255) NOT NULL,
    input text,
    output text,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.message_feedbacks (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    conversation_id uuid NOT NULL,
    message_id uuid NOT NULL,
    rating character varying(255) NOT NULL,
    content text,
    from_source character varying(255) NOT NULL,
    from_end_user_id uuid,
    from_account_id uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.message_files (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    message_id uuid NOT NULL,
    type character varying(255) NOT NULL,
    transfer_method character varying(255) NOT NULL,
    url text,
    upload_file_id uuid,
    created_by_role character varying(255) NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    belongs_to character varying(255)
);

CREATE TABLE dify.messages (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    model_provider character varying(255),
    model_id character varying(255),
    override_model_configs text,
    conversation_id uuid NOT NULL,
    inputs json NOT NULL,
    query text NOT NULL,
    message json NOT NULL,
    message_tokens integer DEFAULT 0 NOT NULL,
    message_unit_price numeric(10,4) NOT NULL,
    answer text NOT NULL,
    answer_tokens integer DEFAULT 0 NOT NULL,
    answer_unit_price numeric(10,4) NOT NULL,
    provider_response_latency double precision DEFAULT 0 NOT NULL,
    total_price numeric(10,7),
    currency character varying(255) NOT NULL,
    from_source character varying(255) NOT NULL,
    from_end_user_id uuid,
    from_account_id uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    agent_based boolean DEFAULT false NOT NULL,
    message_price_unit numeric(10,7) DEFAULT 0.001 NOT NULL,
    answer_price_unit numeric(10,7) DEFAULT 0.001 NOT NULL,
    workflow_run_id uuid,
    status character varying(255) DEFAULT 'normal'::character varying NOT NULL,
    error text,
    message_metadata text,
    invoke_from character varying(255),
    parent_message_id uuid,
    app_mode character varying(255)
);

CREATE TABLE dify.oauth_access_tokens (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    subject_email character varying(255) NOT NULL,
    subject_issuer character varying(255),
    account_id uuid,
    client_id character varying(64) NOT NULL,
    device_label character varying(255) NOT NULL,
    prefix character varying(8) NOT NULL,
    token_hash character varying(64),
    created_at timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    last_used_at timestamp with time zone,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone
);

CREATE TABLE dify.oauth_provider_apps (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    app_icon character varying(255) NOT NULL,
    app_label json DEFAULT '{}'::json NOT NULL,
    client_id character varying(255) NOT NULL,
    client_secret character varying(255) NOT NULL,
    redirect_uris json DEFAULT '[]'::json NOT NULL,
    scope character varying(255) DEFAULT 'read:name read:email read:avatar read:interface_language read:timezone'::character varying NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.operation_logs (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    account_id uuid NOT NULL,
    action character varying(255) NOT NULL,
    content json,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    created_ip character varying(255) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.pinned_conversations (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    conversation_id uuid NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    created_by_role character varying(255) DEFAULT 'end_user'::character varying NOT NULL
);

CREATE TABLE dify.pipeline_built_in_templates (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    name character varying(255) NOT NULL,
    description text NOT NULL,
    chunk_structure character varying(255) NOT NULL,
    icon json NOT NULL,
    yaml_content text NOT NULL,
    copyright character varying(255) NOT NULL,
    privacy_policy character varying(255) NOT NULL,
    "position" integer NOT NULL,
    install_count integer NOT NULL,
    language character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.pipeline_customized_templates (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    description text NOT NULL,
    chunk_structure character varying(255) NOT NULL,
    icon json NOT NULL,
    "position" integer NOT NULL,
    yaml_content text NOT NULL,
    install_count integer NOT NULL,
    language character varying(255) NOT NULL,
    created_by uuid NOT NULL,
    updated_by uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.pipeline_recommended_plugins (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    plugin_id text NOT NULL,
    provider_name text NOT NULL,
    "position" integer NOT NULL,
    active boolean NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    type character varying(50) DEFAULT 'tool'::character varying NOT NULL
);

CREATE TABLE dify.pipelines (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    name character varying(255) NOT NULL,
    description text DEFAULT ''::character varying NOT NULL,
    workflow_id uuid,
    is_public boolean DEFAULT false NOT NULL,
    is_published boolean DEFAULT false NOT NULL,
    created_by uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_by uuid,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.provider_credentials (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    provider_name character varying(255) NOT NULL,
    credential_name character varying(255) NOT NULL,
    encrypted_config text NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    user_id uuid,
    visibility character varying(40) DEFAULT 'all_team_members'::character varying NOT NULL
);

CREATE TABLE dify.provider_model_credentials (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    provider_name character varying(255) NOT NULL,
    model_name character varying(255) NOT NULL,
    model_type character varying(40) NOT NULL,
    credential_name character varying(255) NOT NULL,
    encrypted_config text NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.provider_model_settings (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    provider_name character varying(255) NOT NULL,
    model_name character varying(255) NOT NULL,
    model_type character varying(40) NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    load_balancing_enabled boolean DEFAULT false NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.provider_models (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    provider_name character varying(255) NOT NULL,
    model_name character varying(255) NOT NULL,
    model_type character varying(40) NOT NULL,
    is_valid boolean DEFAULT false NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    credential_id uuid
);

CREATE TABLE dify.provider_orders (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    provider_name character varying(255) NOT NULL,
    account_id uuid NOT NULL,
    payment_product_id character varying(191) NOT NULL,
    payment_id character varying(191),
    transaction_id character varying(191),
    quantity integer DEFAULT 1 NOT NULL,
    currency character varying(40),
    total_amount integer,
    payment_status character varying(40) DEFAULT 'wait_pay'::character varying NOT NULL,
    paid_at timestamp without time zone,
    pay_failed_at timestamp without time zone,
    refunded_at timestamp without time zone,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.providers (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    provider_name character varying(255) NOT NULL,
    provider_type character varying(40) DEFAULT 'custom'::character varying NOT NULL,
    is_valid boolean DEFAULT false NOT NULL,
    last_used timestamp without time zone,
    quota_type character varying(40) DEFAULT ''::character varying,
    quota_limit bigint,
    quota_used bigint,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    credential_id uuid
);

CREATE TABLE dify.rate_limit_logs (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    subscription_plan character varying(255) NOT NULL,
    operation character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.recommended_apps (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    description json NOT NULL,
    copyright character varying(255) NOT NULL,
    privacy_policy character varying(255) NOT NULL,
    category character varying(255) NOT NULL,
    "position" integer NOT NULL,
    is_listed boolean NOT NULL,
    install_count integer NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    language character varying(255) DEFAULT 'en-US'::character varying NOT NULL,
    custom_disclaimer character varying NOT NULL,
    categories json
);

CREATE TABLE dify.saved_messages (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    message_id uuid NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    created_by_role character varying(255) DEFAULT 'end_user'::character varying NOT NULL
);

CREATE TABLE dify.segment_attachment_bindings (
    id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    dataset_id uuid NOT NULL,
    document_id uuid NOT NULL,
    segment_id uuid NOT NULL,
    attachment_id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.sites (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    title character varying(255) NOT NULL,
    icon character varying(255),
    icon_background character varying(255),
    description character varying,
    default_language character varying(255) NOT NULL,
    copyright character varying(255),
    privacy_policy character varying(255),
    customize_domain character varying(255),
    customize_token_strategy character varying(255) NOT NULL,
    prompt_public boolean DEFAULT false NOT NULL,
    status character varying(255) DEFAULT 'normal'::character varying NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    code character varying(255),
    custom_disclaimer character varying NOT NULL,
    show_workflow_steps boolean DEFAULT true NOT NULL,
    chat_color_theme character varying(255),
    chat_color_theme_inverted boolean DEFAULT false NOT NULL,
    icon_type character varying(255),
    created_by uuid,
    updated_by uuid,
    use_icon_as_answer_icon boolean DEFAULT false NOT NULL
);

CREATE TABLE dify.tag_bindings (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid,
    tag_id uuid,
    target_id uuid,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.tags (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid,
    type character varying(16) NOT NULL,
    name character varying(255) NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.tenant_account_joins (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    account_id uuid NOT NULL,
    role character varying(16) DEFAULT 'normal'::character varying NOT NULL,
    invited_by uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    current boolean DEFAULT false NOT NULL
);

CREATE TABLE dify.tenant_credit_pools (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    pool_type character varying(40) DEFAULT 'trial'::character varying NOT NULL,
    quota_limit bigint NOT NULL,
    quota_used bigint NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.tenant_default_models (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    provider_name character varying(255) NOT NULL,
    model_name character varying(255) NOT NULL,
    model_type character varying(40) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.tenant_plugin_auto_upgrade_strategies (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    strategy_setting character varying(16) DEFAULT 'fix_only'::character varying NOT NULL,
    upgrade_time_of_day integer NOT NULL,
    upgrade_mode character varying(16) DEFAULT 'exclude'::character varying NOT NULL,
    exclude_plugins json NOT NULL,
    include_plugins json NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.tenant_preferred_model_providers (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    provider_name character varying(255) NOT NULL,
    preferred_provider_type character varying(40) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.tenants (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    name character varying(255) NOT NULL,
    encrypt_public_key text,
    plan character varying(255) DEFAULT 'basic'::character varying NOT NULL,
    status character varying(255) DEFAULT 'normal'::character varying NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    custom_config character varying
);

CREATE TABLE dify.tidb_auth_bindings (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid,
    cluster_id character varying(255) NOT NULL,
    cluster_name character varying(255) NOT NULL,
    active boolean DEFAULT false NOT NULL,
    status character varying(255) DEFAULT 'CREATING'::character varying NOT NULL,
    account character varying(255) NOT NULL,
    password character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    qdrant_endpoint character varying(512)
);

CREATE TABLE dify.tool_api_providers (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    name character varying(255) NOT NULL,
    schema text NOT NULL,
    schema_type_str character varying(40) NOT NULL,
    user_id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    tools_str text NOT NULL,
    icon character varying(255) NOT NULL,
    credentials_str character varying NOT NULL,
    description character varying NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    privacy_policy character varying(255),
    custom_disclaimer character varying NOT NULL
);

CREATE TABLE dify.tool_builtin_providers (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid,
    user_id uuid NOT NULL,
    provider character varying(256) NOT NULL,
    encrypted_credentials text,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    name character varying(256) DEFAULT 'API KEY 1'::character varying NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    credential_type character varying(32) DEFAULT 'api-key'::character varying NOT NULL,
    expires_at bigint DEFAULT '-1'::integer NOT NULL,
    visibility character varying(40) DEFAULT 'all_team_members'::character varying NOT NULL
);

CREATE TABLE dify.tool_conversation_variables (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    user_id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    conversation_id uuid NOT NULL,
    variables_str text NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.tool_files (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    user_id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    conversation_id uuid,
    file_key character varying(255) NOT NULL,
    mimetype character varying(255) NOT NULL,
    original_url character varying(2048),
    name character varying NOT NULL,
    size integer NOT NULL
);

CREATE TABLE dify.tool_label_bindings (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tool_id character varying(64) NOT NULL,
    tool_type character varying(40) NOT NULL,
    label_name character varying(40) NOT NULL
);

CREATE TABLE dify.tool_mcp_providers (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    name character varying(40) NOT NULL,
    server_identifier character varying(64) NOT NULL,
    server_url text NOT NULL,
    server_url_hash character varying(64) NOT NULL,
    icon character varying(255),
    tenant_id uuid NOT NULL,
    user_id uuid NOT NULL,
    encrypted_credentials text,
    authed boolean NOT NULL,
    tools text NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    timeout double precision DEFAULT 30 NOT NULL,
    sse_read_timeout double precision DEFAULT 300 NOT NULL,
    encrypted_headers character varying,
    identity_mode character varying(32) DEFAULT 'off'::character varying NOT NULL
);

CREATE TABLE dify.tool_model_invokes (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    user_id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    provider character varying(255) NOT NULL,
    tool_type character varying(40) NOT NULL,
    tool_name character varying(128) NOT NULL,
    model_parameters text NOT NULL,
    prompt_messages text NOT NULL,
    model_response text NOT NULL,
    prompt_tokens integer DEFAULT 0 NOT NULL,
    answer_tokens integer DEFAULT 0 NOT NULL,
    answer_unit_price numeric(10,4) NOT NULL,
    answer_price_unit numeric(10,7) DEFAULT 0.001 NOT NULL,
    provider_response_latency double precision DEFAULT 0 NOT NULL,
    total_price numeric(10,7),
    currency character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.tool_oauth_system_clients (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    plugin_id character varying(512) NOT NULL,
    provider character varying(255) NOT NULL,
    encrypted_oauth_params text NOT NULL
);

CREATE TABLE dify.tool_oauth_tenant_clients (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    plugin_id character varying(255) NOT NULL,
    provider character varying(255) NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    encrypted_oauth_params text NOT NULL
);

CREATE TABLE dify.tool_published_apps (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    user_id uuid NOT NULL,
    description text NOT NULL,
    llm_description text NOT NULL,
    query_description text NOT NULL,
    query_name character varying(40) NOT NULL,
    tool_name character varying(40) NOT NULL,
    author character varying(40) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.tool_workflow_providers (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    name character varying(255) NOT NULL,
    icon character varying(255) NOT NULL,
    app_id uuid NOT NULL,
    user_id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    description text NOT NULL,
    parameter_configuration text DEFAULT '[]'::text NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    privacy_policy character varying(255) DEFAULT ''::character varying,
    version character varying(255) DEFAULT ''::character varying NOT NULL,
    label character varying(255) DEFAULT ''::character varying NOT NULL
);

CREATE TABLE dify.trace_app_config (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    tracing_provider character varying(255),
    tracing_config json,
    created_at timestamp without time zone DEFAULT now() NOT NULL,
    updated_at timestamp without time zone DEFAULT now() NOT NULL,
    is_active boolean DEFAULT true NOT NULL
);

CREATE TABLE dify.trial_apps (
    id uuid NOT NULL,
    app_id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    trial_limit integer NOT NULL
);

CREATE TABLE dify.trigger_oauth_system_clients (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    plugin_id character varying(255) NOT NULL,
    provider character varying(255) NOT NULL,
    encrypted_oauth_params text NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.trigger_oauth_tenant_clients (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    plugin_id character varying(255) NOT NULL,
    provider character varying(255) NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    encrypted_oauth_params text NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.trigger_subscriptions (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    name character varying(255) NOT NULL,
    tenant_id uuid NOT NULL,
    user_id uuid NOT NULL,
    provider_id character varying(255) NOT NULL,
    endpoint_id character varying(255) NOT NULL,
    parameters json NOT NULL,
    properties json NOT NULL,
    credentials json NOT NULL,
    credential_type character varying(50) NOT NULL,
    credential_expires_at integer NOT NULL,
    expires_at integer NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    visibility character varying(40) DEFAULT 'all_team_members'::character varying NOT NULL
);

COMMENT ON COLUMN dify.trigger_subscriptions.name IS 'Subscription instance name';

COMMENT ON COLUMN dify.trigger_subscriptions.provider_id IS 'Provider identifier (e.g., plugin_id/provider_name)';

COMMENT ON COLUMN dify.trigger_subscriptions.endpoint_id IS 'Subscription endpoint';

COMMENT ON COLUMN dify.trigger_subscriptions.parameters IS 'Subscription parameters JSON';

COMMENT ON COLUMN dify.trigger_subscriptions.properties IS 'Subscription properties JSON';

COMMENT ON COLUMN dify.trigger_subscriptions.credentials IS 'Subscription credentials JSON';

COMMENT ON COLUMN dify.trigger_subscriptions.credential_type IS 'oauth or api_key';

COMMENT ON COLUMN dify.trigger_subscriptions.credential_expires_at IS 'OAuth token expiration timestamp, -1 for never';

COMMENT ON COLUMN dify.trigger_subscriptions.expires_at IS 'Subscription instance expiration timestamp, -1 for never';

CREATE TABLE dify.upload_files (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    storage_type character varying(255) NOT NULL,
    key character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    size integer NOT NULL,
    extension character varying(255) NOT NULL,
    mime_type character varying(255),
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    used boolean DEFAULT false NOT NULL,
    used_by uuid,
    used_at timestamp without time zone,
    hash character varying(255),
    created_by_role character varying(255) DEFAULT 'account'::character varying NOT NULL,
    source_url text DEFAULT ''::character varying NOT NULL
);

CREATE TABLE dify.whitelists (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid,
    category character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.workflow_agent_node_bindings (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    node_id character varying(255) NOT NULL,
    binding_type character varying(32) NOT NULL,
    agent_id uuid,
    current_snapshot_id uuid,
    node_job_config character varying NOT NULL,
    created_by uuid,
    updated_by uuid,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    workflow_version character varying(255) NOT NULL
);

CREATE TABLE dify.workflow_app_logs (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_run_id uuid NOT NULL,
    created_from character varying(255) NOT NULL,
    created_by_role character varying(255) NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);

CREATE TABLE dify.workflow_archive_logs (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    log_id uuid,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_run_id uuid NOT NULL,
    created_by_role character varying(255) NOT NULL,
    created_by uuid NOT NULL,
    log_created_at timestamp without time zone,
    log_created_from character varying(255),
    run_version character varying(255) NOT NULL,
    run_status character varying(255) NOT NULL,
    run_triggered_from character varying(255) NOT NULL,
    run_error character varying,
    run_elapsed_time double precision DEFAULT 0 NOT NULL,
    run_total_tokens bigint DEFAULT 0 NOT NULL,
    run_total_steps integer DEFAULT 0,
    run_created_at timestamp without time zone NOT NULL,
    run_finished_at timestamp without time zone,
    run_exceptions_count integer DEFAULT 0,
    trigger_metadata character varying,
    archived_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.workflow_comment_mentions (
    id uuid NOT NULL,
    comment_id uuid NOT NULL,
    reply_id uuid,
    mentioned_user_id uuid NOT NULL
);

CREATE TABLE dify.workflow_comment_replies (
    id uuid NOT NULL,
    comment_id uuid NOT NULL,
    content text NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.workflow_comments (
    id uuid NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    position_x double precision NOT NULL,
    position_y double precision NOT NULL,
    content text NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    resolved boolean DEFAULT false NOT NULL,
    resolved_at timestamp without time zone,
    resolved_by uuid
);

CREATE TABLE dify.workflow_conversation_variables (
    id uuid NOT NULL,
    conversation_id uuid NOT NULL,
    app_id uuid NOT NULL,
    data text NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.workflow_draft_variable_files (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    user_id uuid NOT NULL,
    upload_file_id uuid NOT NULL,
    size bigint NOT NULL,
    length integer,
    value_type character varying(20) NOT NULL
);

COMMENT ON COLUMN dify.workflow_draft_variable_files.tenant_id IS 'The tenant to which the WorkflowDraftVariableFile belongs, referencing Tenant.id';

COMMENT ON COLUMN dify.workflow_draft_variable_files.app_id IS 'The application to which the WorkflowDraftVariableFile belongs, referencing App.id';

COMMENT ON COLUMN dify.workflow_draft_variable_files.user_id IS 'The owner to of the WorkflowDraftVariableFile, referencing Account.id';

COMMENT ON COLUMN dify.workflow_draft_variable_files.upload_file_id IS 'Reference to UploadFile containing the large variable data';

COMMENT ON COLUMN dify.workflow_draft_variable_files.size IS 'Size of the original variable content in bytes';

COMMENT ON COLUMN dify.workflow_draft_variable_files.length IS 'Length of the original variable content. For array and array-like types, this represents the number of elements. For object types, it indicates the number of keys. For other types, the value is NULL.';

CREATE TABLE dify.workflow_draft_variables (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    app_id uuid NOT NULL,
    last_edited_at timestamp without time zone,
    node_id character varying(255) NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(255) NOT NULL,
    selector character varying(255) NOT NULL,
    value_type character varying(20) NOT NULL,
    value text NOT NULL,
    visible boolean NOT NULL,
    editable boolean NOT NULL,
    node_execution_id uuid,
    file_id uuid,
    is_default_value boolean DEFAULT false NOT NULL,
    user_id uuid
);

COMMENT ON COLUMN dify.workflow_draft_variables.file_id IS 'Reference to WorkflowDraftVariableFile if variable is offloaded to external storage';

COMMENT ON COLUMN dify.workflow_draft_variables.is_default_value IS 'Indicates whether the current value is the default for a conversation variable. Always \`FALSE\` for other types of variables.';

CREATE TABLE dify.workflow_node_execution_offload (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    node_execution_id uuid,
    type character varying(20) NOT NULL,
    file_id uuid NOT NULL
);

CREATE TABLE dify.workflow_node_executions (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    triggered_from character varying(255) NOT NULL,
    workflow_run_id uuid,
    index integer NOT NULL,
    predecessor_node_id character varying(255),
    node_id character varying(255) NOT NULL,
    node_type character varying(255) NOT NULL,
    title character varying(255) NOT NULL,
    inputs text,
    process_data text,
    outputs text,
    status character varying(255) NOT NULL,
    error text,
    elapsed_time double precision DEFAULT 0 NOT NULL,
    execution_metadata text,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    created_by_role character varying(255) NOT NULL,
    created_by uuid NOT NULL,
    finished_at timestamp without time zone,
    node_execution_id character varying(255)
);

CREATE TABLE dify.workflow_pause_reasons (
    id uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    pause_id uuid NOT NULL,
    type_ character varying(20) NOT NULL,
    form_id character varying(36) NOT NULL,
    node_id character varying(255) NOT NULL,
    message character varying(255) NOT NULL
);

CREATE TABLE dify.workflow_pauses (
    workflow_id uuid NOT NULL,
    workflow_run_id uuid NOT NULL,
    resumed_at timestamp without time zone,
    state_object_key character varying(255) NOT NULL,
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.workflow_plugin_triggers (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    app_id uuid NOT NULL,
    node_id character varying(64) NOT NULL,
    tenant_id uuid NOT NULL,
    provider_id character varying(512) NOT NULL,
    event_name character varying(255) NOT NULL,
    subscription_id character varying(255) NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.workflow_runs (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    type character varying(255) NOT NULL,
    triggered_from character varying(255) NOT NULL,
    version character varying(255) NOT NULL,
    graph text,
    inputs text,
    status character varying(255) NOT NULL,
    outputs text,
    error text,
    elapsed_time double precision DEFAULT 0 NOT NULL,
    total_tokens bigint DEFAULT 0 NOT NULL,
    total_steps integer DEFAULT 0,
    created_by_role character varying(255) NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    finished_at timestamp without time zone,
    exceptions_count integer DEFAULT 0
);

CREATE TABLE dify.workflow_schedule_plans (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    app_id uuid NOT NULL,
    node_id character varying(64) NOT NULL,
    tenant_id uuid NOT NULL,
    cron_expression character varying(255) NOT NULL,
    timezone character varying(64) NOT NULL,
    next_run_at timestamp without time zone,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.workflow_trigger_logs (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    workflow_id uuid NOT NULL,
    workflow_run_id uuid,
    root_node_id character varying(255),
    trigger_metadata text NOT NULL,
    trigger_type character varying(50) NOT NULL,
    trigger_data text NOT NULL,
    inputs text NOT NULL,
    outputs text,
    status character varying(50) NOT NULL,
    error text,
    queue_name character varying(100) NOT NULL,
    celery_task_id character varying(255),
    retry_count integer NOT NULL,
    elapsed_time double precision,
    total_tokens integer,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    created_by_role character varying(255) NOT NULL,
    created_by character varying(255) NOT NULL,
    triggered_at timestamp without time zone,
    finished_at timestamp without time zone
);

CREATE TABLE dify.workflow_webhook_triggers (
    id uuid DEFAULT dify.uuidv7() NOT NULL,
    app_id uuid NOT NULL,
    node_id character varying(64) NOT NULL,
    tenant_id uuid NOT NULL,
    webhook_id character varying(24) NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE dify.workflows (
    id uuid DEFAULT public.uuid_generate_v4() NOT NULL,
    tenant_id uuid NOT NULL,
    app_id uuid NOT NULL,
    type character varying(255) NOT NULL,
    version character varying(255) NOT NULL,
    graph text NOT NULL,
    features text NOT NULL,
    created_by uuid NOT NULL,
    created_at timestamp without time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL,
    updated_by uuid,
    updated_at timestamp without time zone NOT NULL,
    environment_variables text DEFAULT '{}'::text NOT NULL,
    conversation_variables text DEFAULT '{}'::text NOT NULL,
    marked_name character varying DEFAULT ''::character varying NOT NULL,
    marked_comment character varying DEFAULT ''::character varying NOT NULL,
    rag_pipeline_variables text DEFAULT '{}'::text NOT NULL,
    kind character varying(255)
);

ALTER TABLE ONLY dify.invitation_codes ALTER COLUMN id SET DEFAULT nextval('dify.invitation_codes_id_seq'::regclass);

ALTER TABLE ONLY dify.account_integrates
    ADD CONSTRAINT account_integrate_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.accounts
    ADD CONSTRAINT account_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.account_plugin_permissions
    ADD CONSTRAINT account_plugin_permission_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.agent_config_revisions
    ADD CONSTRAINT agent_config_revision_agent_revision_unique UNIQUE (agent_id, revision);

ALTER TABLE ONLY dify.agent_config_revisions
    ADD CONSTRAINT agent_config_revision_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.agent_config_snapshots
    ADD CONSTRAINT agent_config_snapshot_agent_version_unique UNIQUE (agent_id, version);

ALTER TABLE ONLY dify.agent_config_snapshots
    ADD CONSTRAINT agent_config_snapshot_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.agent_drive_files
    ADD CONSTRAINT agent_drive_file_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.agent_drive_files
    ADD CONSTRAINT agent_drive_file_scope_key_unique UNIQUE (tenant_id, agent_id, key);

ALTER TABLE ONLY dify.agents
    ADD CONSTRAINT agent_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.agent_runtime_sessions
    ADD CONSTRAINT agent_runtime_session_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.agents
    ADD CONSTRAINT agents_tenant_id_key UNIQUE (tenant_id, roster_unique_name);

ALTER TABLE ONLY dify.alembic_version
    ADD CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num);

ALTER TABLE ONLY dify.api_based_extensions
    ADD CONSTRAINT api_based_extension_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.api_requests
    ADD CONSTRAINT api_request_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.api_tokens
    ADD CONSTRAINT api_token_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.app_annotation_hit_histories
    ADD CONSTRAINT app_annotation_hit_histories_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.app_annotation_settings
    ADD CONSTRAINT app_annotation_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.app_dataset_joins
    ADD CONSTRAINT app_dataset_join_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.app_mcp_servers
    ADD CONSTRAINT app_mcp_server_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.app_model_configs
    ADD CONSTRAINT app_model_config_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.apps
    ADD CONSTRAINT app_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.app_triggers
    ADD CONSTRAINT app_trigger_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.celery_taskmeta
    ADD CONSTRAINT celery_taskmeta_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.celery_taskmeta
    ADD CONSTRAINT celery_taskmeta_task_id_key UNIQUE (task_id);

ALTER TABLE ONLY dify.celery_tasksetmeta
    ADD CONSTRAINT celery_tasksetmeta_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.celery_tasksetmeta
    ADD CONSTRAINT celery_tasksetmeta_taskset_id_key UNIQUE (taskset_id);

ALTER TABLE ONLY dify.child_chunks
    ADD CONSTRAINT child_chunk_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.conversations
    ADD CONSTRAINT conversation_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.credential_permissions
    ADD CONSTRAINT credential_permission_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.customized_snippets
    ADD CONSTRAINT customized_snippet_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.data_source_api_key_auth_bindings
    ADD CONSTRAINT data_source_api_key_auth_binding_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.dataset_auto_disable_logs
    ADD CONSTRAINT dataset_auto_disable_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.dataset_collection_bindings
    ADD CONSTRAINT dataset_collection_bindings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.dataset_keyword_tables
    ADD CONSTRAINT dataset_keyword_table_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.dataset_keyword_tables
    ADD CONSTRAINT dataset_keyword_tables_dataset_id_key UNIQUE (dataset_id);

ALTER TABLE ONLY dify.dataset_metadata_bindings
    ADD CONSTRAINT dataset_metadata_binding_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.dataset_metadatas
    ADD CONSTRAINT dataset_metadata_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.dataset_permissions
    ADD CONSTRAINT dataset_permission_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.datasets
    ADD CONSTRAINT dataset_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.dataset_process_rules
    ADD CONSTRAINT dataset_process_rule_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.dataset_queries
    ADD CONSTRAINT dataset_query_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.dataset_retriever_resources
    ADD CONSTRAINT dataset_retriever_resource_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.datasource_oauth_params
    ADD CONSTRAINT datasource_oauth_config_datasource_id_provider_idx UNIQUE (plugin_id, provider);

ALTER TABLE ONLY dify.datasource_oauth_params
    ADD CONSTRAINT datasource_oauth_config_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.datasource_oauth_tenant_params
    ADD CONSTRAINT datasource_oauth_tenant_config_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.datasource_oauth_tenant_params
    ADD CONSTRAINT datasource_oauth_tenant_config_unique UNIQUE (tenant_id, plugin_id, provider);

ALTER TABLE ONLY dify.datasource_providers
    ADD CONSTRAINT datasource_provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.datasource_providers
    ADD CONSTRAINT datasource_provider_unique_name UNIQUE (tenant_id, plugin_id, provider, name);

ALTER TABLE ONLY dify.dify_setups
    ADD CONSTRAINT dify_setup_pkey PRIMARY KEY (version);

ALTER TABLE ONLY dify.document_pipeline_execution_logs
    ADD CONSTRAINT document_pipeline_execution_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.documents
    ADD CONSTRAINT document_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.document_segments
    ADD CONSTRAINT document_segment_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.document_segment_summaries
    ADD CONSTRAINT document_segment_summaries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.embeddings
    ADD CONSTRAINT embedding_hash_idx UNIQUE (model_name, hash, provider_name);

ALTER TABLE ONLY dify.embeddings
    ADD CONSTRAINT embedding_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.end_users
    ADD CONSTRAINT end_user_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.execution_extra_contents
    ADD CONSTRAINT execution_extra_contents_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.exporle_banners
    ADD CONSTRAINT exporler_banner_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.external_knowledge_apis
    ADD CONSTRAINT external_knowledge_apis_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.external_knowledge_bindings
    ADD CONSTRAINT external_knowledge_bindings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.human_input_form_deliveries
    ADD CONSTRAINT human_input_form_deliveries_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.human_input_form_recipients
    ADD CONSTRAINT human_input_form_recipients_access_token_key UNIQUE (access_token);

ALTER TABLE ONLY dify.human_input_form_recipients
    ADD CONSTRAINT human_input_form_recipients_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.human_input_form_upload_files
    ADD CONSTRAINT human_input_form_upload_files_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.human_input_form_upload_files
    ADD CONSTRAINT human_input_form_upload_files_upload_file_id_key UNIQUE (upload_file_id);

ALTER TABLE ONLY dify.human_input_form_upload_tokens
    ADD CONSTRAINT human_input_form_upload_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.human_input_form_upload_tokens
    ADD CONSTRAINT human_input_form_upload_tokens_token_key UNIQUE (token);

ALTER TABLE ONLY dify.human_input_forms
    ADD CONSTRAINT human_input_forms_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.installed_apps
    ADD CONSTRAINT installed_app_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.invitation_codes
    ADD CONSTRAINT invitation_code_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.load_balancing_model_configs
    ADD CONSTRAINT load_balancing_model_config_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.message_agent_thoughts
    ADD CONSTRAINT message_agent_thought_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.message_annotations
    ADD CONSTRAINT message_annotation_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.message_chains
    ADD CONSTRAINT message_chain_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.message_feedbacks
    ADD CONSTRAINT message_feedback_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.message_files
    ADD CONSTRAINT message_file_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.messages
    ADD CONSTRAINT message_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.oauth_access_tokens
    ADD CONSTRAINT oauth_access_tokens_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.oauth_access_tokens
    ADD CONSTRAINT oauth_access_tokens_token_hash_key UNIQUE (token_hash);

ALTER TABLE ONLY dify.oauth_provider_apps
    ADD CONSTRAINT oauth_provider_app_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.operation_logs
    ADD CONSTRAINT operation_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.pinned_conversations
    ADD CONSTRAINT pinned_conversation_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.pipeline_built_in_templates
    ADD CONSTRAINT pipeline_built_in_template_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.pipeline_customized_templates
    ADD CONSTRAINT pipeline_customized_template_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.pipelines
    ADD CONSTRAINT pipeline_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.pipeline_recommended_plugins
    ADD CONSTRAINT pipeline_recommended_plugin_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.provider_credentials
    ADD CONSTRAINT provider_credential_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.provider_model_credentials
    ADD CONSTRAINT provider_model_credential_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.provider_models
    ADD CONSTRAINT provider_model_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.provider_model_settings
    ADD CONSTRAINT provider_model_setting_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.provider_orders
    ADD CONSTRAINT provider_order_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.providers
    ADD CONSTRAINT provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tool_published_apps
    ADD CONSTRAINT published_app_tool_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.rate_limit_logs
    ADD CONSTRAINT rate_limit_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.recommended_apps
    ADD CONSTRAINT recommended_app_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.saved_messages
    ADD CONSTRAINT saved_message_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.segment_attachment_bindings
    ADD CONSTRAINT segment_attachment_binding_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.sites
    ADD CONSTRAINT site_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.data_source_oauth_bindings
    ADD CONSTRAINT source_binding_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tag_bindings
    ADD CONSTRAINT tag_binding_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tags
    ADD CONSTRAINT tag_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tenant_account_joins
    ADD CONSTRAINT tenant_account_join_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tenant_credit_pools
    ADD CONSTRAINT tenant_credit_pool_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tenant_default_models
    ADD CONSTRAINT tenant_default_model_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tenants
    ADD CONSTRAINT tenant_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tenant_plugin_auto_upgrade_strategies
    ADD CONSTRAINT tenant_plugin_auto_upgrade_strategy_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tenant_preferred_model_providers
    ADD CONSTRAINT tenant_preferred_model_provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tidb_auth_bindings
    ADD CONSTRAINT tidb_auth_bindings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tool_api_providers
    ADD CONSTRAINT tool_api_provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tool_builtin_providers
    ADD CONSTRAINT tool_builtin_provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tool_conversation_variables
    ADD CONSTRAINT tool_conversation_variables_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tool_files
    ADD CONSTRAINT tool_file_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tool_label_bindings
    ADD CONSTRAINT tool_label_bind_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tool_mcp_providers
    ADD CONSTRAINT tool_mcp_provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tool_model_invokes
    ADD CONSTRAINT tool_model_invoke_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tool_oauth_system_clients
    ADD CONSTRAINT tool_oauth_system_client_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tool_oauth_system_clients
    ADD CONSTRAINT tool_oauth_system_client_plugin_id_provider_idx UNIQUE (plugin_id, provider);

ALTER TABLE ONLY dify.tool_oauth_tenant_clients
    ADD CONSTRAINT tool_oauth_tenant_client_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.tool_workflow_providers
    ADD CONSTRAINT tool_workflow_provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.trace_app_config
    ADD CONSTRAINT trace_app_config_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.trial_apps
    ADD CONSTRAINT trial_app_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.trigger_oauth_system_clients
    ADD CONSTRAINT trigger_oauth_system_client_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.trigger_oauth_system_clients
    ADD CONSTRAINT trigger_oauth_system_client_plugin_id_provider_idx UNIQUE (plugin_id, provider);

ALTER TABLE ONLY dify.trigger_oauth_tenant_clients
    ADD CONSTRAINT trigger_oauth_tenant_client_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.trigger_subscriptions
    ADD CONSTRAINT trigger_provider_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_schedule_plans
    ADD CONSTRAINT uniq_app_node UNIQUE (app_id, node_id);

ALTER TABLE ONLY dify.workflow_plugin_triggers
    ADD CONSTRAINT uniq_app_node_subscription UNIQUE (app_id, node_id);

ALTER TABLE ONLY dify.workflow_webhook_triggers
    ADD CONSTRAINT uniq_node UNIQUE (app_id, node_id);

ALTER TABLE ONLY dify.workflow_webhook_triggers
    ADD CONSTRAINT uniq_webhook_id UNIQUE (webhook_id);

ALTER TABLE ONLY dify.account_integrates
    ADD CONSTRAINT unique_account_provider UNIQUE (account_id, provider);

ALTER TABLE ONLY dify.account_trial_app_records
    ADD CONSTRAINT unique_account_trial_app_record UNIQUE (account_id, app_id);

ALTER TABLE ONLY dify.tool_api_providers
    ADD CONSTRAINT unique_api_tool_provider UNIQUE (name, tenant_id);

ALTER TABLE ONLY dify.app_mcp_servers
    ADD CONSTRAINT unique_app_mcp_server_server_code UNIQUE (server_code);

ALTER TABLE ONLY dify.app_mcp_servers
    ADD CONSTRAINT unique_app_mcp_server_tenant_app_id UNIQUE (tenant_id, app_id);

ALTER TABLE ONLY dify.tool_builtin_providers
    ADD CONSTRAINT unique_builtin_tool_provider UNIQUE (tenant_id, provider, name);

ALTER TABLE ONLY dify.tool_mcp_providers
    ADD CONSTRAINT unique_mcp_provider_name UNIQUE (tenant_id, name);

ALTER TABLE ONLY dify.tool_mcp_providers
    ADD CONSTRAINT unique_mcp_provider_server_identifier UNIQUE (tenant_id, server_identifier);

ALTER TABLE ONLY dify.tool_mcp_providers
    ADD CONSTRAINT unique_mcp_provider_server_url UNIQUE (tenant_id, server_url_hash);

ALTER TABLE ONLY dify.provider_models
    ADD CONSTRAINT unique_provider_model_name UNIQUE (tenant_id, provider_name, model_name, model_type);

ALTER TABLE ONLY dify.providers
    ADD CONSTRAINT unique_provider_name_type_quota UNIQUE (tenant_id, provider_name, provider_type, quota_type);

ALTER TABLE ONLY dify.account_integrates
    ADD CONSTRAINT unique_provider_open_id UNIQUE (provider, open_id);

ALTER TABLE ONLY dify.tool_published_apps
    ADD CONSTRAINT unique_published_app_tool UNIQUE (app_id, user_id);

ALTER TABLE ONLY dify.tenant_account_joins
    ADD CONSTRAINT unique_tenant_account_join UNIQUE (tenant_id, account_id);

ALTER TABLE ONLY dify.installed_apps
    ADD CONSTRAINT unique_tenant_app UNIQUE (tenant_id, app_id);

ALTER TABLE ONLY dify.tenant_default_models
    ADD CONSTRAINT unique_tenant_default_model_type UNIQUE (tenant_id, model_type);

ALTER TABLE ONLY dify.account_plugin_permissions
    ADD CONSTRAINT unique_tenant_plugin UNIQUE (tenant_id);

ALTER TABLE ONLY dify.tenant_plugin_auto_upgrade_strategies
    ADD CONSTRAINT unique_tenant_plugin_auto_upgrade_strategy UNIQUE (tenant_id);

ALTER TABLE ONLY dify.tool_label_bindings
    ADD CONSTRAINT unique_tool_label_bind UNIQUE (tool_id, label_name);

ALTER TABLE ONLY dify.tool_oauth_tenant_clients
    ADD CONSTRAINT unique_tool_oauth_tenant_client UNIQUE (tenant_id, plugin_id, provider);

ALTER TABLE ONLY dify.trial_apps
    ADD CONSTRAINT unique_trail_app_id UNIQUE (app_id);

ALTER TABLE ONLY dify.trigger_oauth_tenant_clients
    ADD CONSTRAINT unique_trigger_oauth_tenant_client UNIQUE (tenant_id, plugin_id, provider);

ALTER TABLE ONLY dify.trigger_subscriptions
    ADD CONSTRAINT unique_trigger_provider UNIQUE (tenant_id, provider_id, name);

ALTER TABLE ONLY dify.tool_workflow_providers
    ADD CONSTRAINT unique_workflow_tool_provider UNIQUE (name, tenant_id);

ALTER TABLE ONLY dify.tool_workflow_providers
    ADD CONSTRAINT unique_workflow_tool_provider_app_id UNIQUE (tenant_id, app_id);

ALTER TABLE ONLY dify.upload_files
    ADD CONSTRAINT upload_file_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.account_trial_app_records
    ADD CONSTRAINT user_trial_app_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.whitelists
    ADD CONSTRAINT whitelists_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_conversation_variables
    ADD CONSTRAINT workflow__conversation_variables_pkey PRIMARY KEY (id, conversation_id);

ALTER TABLE ONLY dify.workflow_agent_node_bindings
    ADD CONSTRAINT workflow_agent_node_binding_node_version_unique UNIQUE (tenant_id, workflow_id, workflow_version, node_id);

ALTER TABLE ONLY dify.workflow_agent_node_bindings
    ADD CONSTRAINT workflow_agent_node_binding_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_app_logs
    ADD CONSTRAINT workflow_app_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_archive_logs
    ADD CONSTRAINT workflow_archive_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_comment_mentions
    ADD CONSTRAINT workflow_comment_mentions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_comment_replies
    ADD CONSTRAINT workflow_comment_replies_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_comments
    ADD CONSTRAINT workflow_comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_draft_variable_files
    ADD CONSTRAINT workflow_draft_variable_files_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_draft_variables
    ADD CONSTRAINT workflow_draft_variables_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_node_execution_offload
    ADD CONSTRAINT workflow_node_execution_offload_node_execution_id_key UNIQUE (node_execution_id, type);

ALTER TABLE ONLY dify.workflow_node_execution_offload
    ADD CONSTRAINT workflow_node_execution_offload_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_node_executions
    ADD CONSTRAINT workflow_node_execution_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_pause_reasons
    ADD CONSTRAINT workflow_pause_reasons_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_pauses
    ADD CONSTRAINT workflow_pauses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_pauses
    ADD CONSTRAINT workflow_pauses_workflow_run_id_key UNIQUE (workflow_run_id);

ALTER TABLE ONLY dify.workflows
    ADD CONSTRAINT workflow_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_plugin_triggers
    ADD CONSTRAINT workflow_plugin_trigger_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_runs
    ADD CONSTRAINT workflow_run_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_schedule_plans
    ADD CONSTRAINT workflow_schedule_plan_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_trigger_logs
    ADD CONSTRAINT workflow_trigger_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY dify.workflow_webhook_triggers
    ADD CONSTRAINT workflow_webhook_trigger_pkey PRIMARY KEY (id);

CREATE INDEX account_email_idx ON dify.accounts USING btree (email);

CREATE INDEX account_trial_app_record_account_id_idx ON dify.account_trial_app_records USING btree (account_id);

CREATE INDEX account_trial_app_record_app_id_idx ON dify.account_trial_app_records USING btree (app_id);

CREATE INDEX agent_active_config_snapshot_id_idx ON dify.agents USING btree (active_config_snapshot_id);

CREATE INDEX agent_config_revision_tenant_agent_created_at_idx ON dify.agent_config_revisions USING btree (tenant_id, agent_id, created_at);

CREATE INDEX agent_config_revision_tenant_current_snapshot_created_at_idx ON dify.agent_config_revisions USING btree (tenant_id, current_snapshot_id, created_at);

CREATE INDEX agent_config_snapshot_tenant_agent_created_at_idx ON dify.agent_config_snapshots USING btree (tenant_id, agent_id, created_at);

CREATE INDEX agent_config_snapshot_tenant_created_at_idx ON dify.agent_config_snapshots USING btree (tenant_id, created_at);

CREATE INDEX agent_runtime_session_backend_run_idx ON dify.agent_runtime_sessions USING btree (backend_run_id);

CREATE INDEX agent_runtime_session_conversation_lookup_idx ON dify.agent_runtime_sessions USING btree (tenant_id, conversation_id, status);

CREATE UNIQUE INDEX agent_runtime_session_conversation_scope_unique ON dify.agent_runtime_sessions USING btree (tenant_id, conversation_id, agent_id, agent_config_snapshot_id) WHERE (conversation_id IS NOT NULL);

CREATE INDEX agent_runtime_session_workflow_lookup_idx ON dify.agent_runtime_sessions USING btree (tenant_id, workflow_run_id, node_id, status);

CREATE UNIQUE INDEX agent_runtime_session_workflow_scope_unique ON dify.agent_runtime_sessions USING btree (tenant_id, workflow_run_id, node_id, binding_id, agent_id) WHERE (workflow_run_id IS NOT NULL);

CREATE INDEX agent_tenant_app_id_idx ON dify.agents USING btree (tenant_id, app_id);

CREATE INDEX agent_tenant_invitable_idx ON dify.agents USING btree (tenant_id, scope, status, active_config_has_model, updated_at);

CREATE INDEX agent_tenant_scope_idx ON dify.agents USING btree (tenant_id, scope);

CREATE INDEX agent_tenant_updated_at_idx ON dify.agents USING btree (tenant_id, updated_at);

CREATE INDEX agent_tenant_workflow_id_idx ON dify.agents USING btree (tenant_id, workflow_id);

CREATE INDEX api_based_extension_tenant_idx ON dify.api_based_extensions USING btree (tenant_id);

CREATE INDEX api_request_token_idx ON dify.api_requests USING btree (tenant_id, api_token_id);

CREATE INDEX api_token_app_id_type_idx ON dify.api_tokens USING btree (app_id, type);

CREATE INDEX api_token_tenant_idx ON dify.api_tokens USING btree (tenant_id, type);

CREATE INDEX api_token_token_idx ON dify.api_tokens USING btree (token, type);

CREATE INDEX app_annotation_hit_histories_account_idx ON dify.app_annotation_hit_histories USING btree (account_id);

CREATE INDEX app_annotation_hit_histories_annotation_idx ON dify.app_annotation_hit_histories USING btree (annotation_id);

CREATE INDEX app_annotation_hit_histories_app_idx ON dify.app_annotation_hit_histories USING btree (app_id);

CREATE INDEX app_annotation_hit_histories_message_idx ON dify.app_annotation_hit_histories USING btree (message_id);

CREATE INDEX app_annotation_settings_app_idx ON dify.app_annotation_settings USING btree (app_id);

CREATE INDEX app_app_id_idx ON dify.app_model_configs USING btree (app_id);

CREATE INDEX app_dataset_join_app_dataset_idx ON dify.app_dataset_joins USING btree (dataset_id, app_id);

CREATE INDEX app_tenant_id_idx ON dify.apps USING btree (tenant_id);

CREATE INDEX app_trigger_tenant_app_idx ON dify.app_triggers USING btree (tenant_id, app_id);

CREATE INDEX child_chunk_dataset_id_idx ON dify.child_chunks USING btree (tenant_id, dataset_id, document_id, segment_id, index_node_id);

CREATE INDEX child_chunks_node_idx ON dify.child_chunks USING btree (index_node_id, dataset_id);

CREATE INDEX child_chunks_segment_idx ON dify.child_chunks USING btree (segment_id);

CREATE INDEX comment_mentions_comment_idx ON dify.workflow_comment_mentions USING btree (comment_id);

CREATE INDEX comment_mentions_reply_idx ON dify.workflow_comment_mentions USING btree (reply_id);

CREATE INDEX comment_mentions_user_idx ON dify.workflow_comment_mentions USING btree (mentioned_user_id);

CREATE INDEX comment_replies_comment_idx ON dify.workflow_comment_replies USING btree (comment_id);

CREATE INDEX comment_replies_created_at_idx ON dify.workflow_comment_replies USING btree (created_at);

CREATE INDEX conversation_app_created_at_idx ON dify.conversations USING btree (app_id, created_at DESC) WHERE (is_deleted IS FALSE);

CREATE INDEX conversation_app_from_user_idx ON dify.conversations USING btree (app_id, from_source, from_end_user_id);

CREATE INDEX conversation_app_updated_at_idx ON dify.conversations USING btree (app_id, updated_at DESC) WHERE (is_deleted IS FALSE);

CREATE INDEX conversation_id_idx ON dify.tool_conversation_variables USING btree (conversation_id);

CREATE INDEX created_at_idx ON dify.embeddings USING btree (created_at);

CREATE INDEX customized_snippet_tenant_idx ON dify.customized_snippets USING btree (tenant_id);

CREATE INDEX data_source_api_key_auth_binding_provider_idx ON dify.data_source_api_key_auth_bindings USING btree (provider);

CREATE INDEX data_source_api_key_auth_binding_tenant_id_idx ON dify.data_source_api_key_auth_bindings USING btree (tenant_id);

CREATE INDEX dataset_auto_disable_log_created_atx ON dify.dataset_auto_disable_logs USING btree (created_at);

CREATE INDEX dataset_auto_disable_log_dataset_idx ON dify.dataset_auto_disable_logs USING btree (dataset_id);

CREATE INDEX dataset_auto_disable_log_tenant_idx ON dify.dataset_auto_disable_logs USING btree (tenant_id);

CREATE INDEX dataset_keyword_table_dataset_id_idx ON dify.dataset_keyword_tables USING btree (dataset_id);

CREATE INDEX dataset_metadata_binding_dataset_idx ON dify.dataset_metadata_bindings USING btree (dataset_id);

CREATE INDEX dataset_metadata_binding_document_idx ON dify.dataset_metadata_bindings USING btree (document_id);

CREATE INDEX dataset_metadata_binding_metadata_idx ON dify.dataset_metadata_bindings USING btree (metadata_id);

CREATE INDEX dataset_metadata_binding_tenant_idx ON dify.dataset_metadata_bindings USING btree (tenant_id);

CREATE INDEX dataset_metadata_dataset_idx ON dify.dataset_metadatas USING btree (dataset_id);

CREATE INDEX dataset_metadata_tenant_idx ON dify.dataset_metadatas USING btree (tenant_id);

CREATE INDEX dataset_process_rule_dataset_id_idx ON dify.dataset_process_rules USING btree (dataset_id);

CREATE INDEX dataset_query_dataset_id_idx ON dify.dataset_queries USING btree (dataset_id);

CREATE INDEX dataset_retriever_resource_message_id_idx ON dify.dataset_retriever_resources USING btree (message_id);

CREATE INDEX dataset_tenant_idx ON dify.datasets USING btree (tenant_id);

CREATE INDEX datasource_provider_auth_type_provider_idx ON dify.datasource_providers USING btree (tenant_id, plugin_id, provider);

CREATE INDEX document_dataset_id_idx ON dify.documents USING btree (dataset_id);

CREATE INDEX document_is_paused_idx ON dify.documents USING btree (is_paused);

CREATE INDEX document_metadata_idx ON dify.documents USING gin (doc_metadata);

CREATE INDEX document_pipeline_execution_logs_document_id_idx ON dify.document_pipeline_execution_logs USING btree (document_id);

CREATE INDEX document_segment_dataset_id_idx ON dify.document_segments USING btree (dataset_id);

CREATE INDEX document_segment_document_id_idx ON dify.document_segments USING btree (document_id);

CREATE INDEX document_segment_node_dataset_idx ON dify.document_segments USING btree (index_node_id, dataset_id);

CREATE INDEX document_segment_summaries_chunk_id_idx ON dify.document_segment_summaries USING btree (chunk_id);

CREATE INDEX document_segment_summaries_dataset_id_idx ON dify.document_segment_summaries USING btree (dataset_id);

CREATE INDEX document_segment_summaries_document_id_idx ON dify.document_segment_summaries USING btree (document_id);

CREATE INDEX document_segment_summaries_status_idx ON dify.document_segment_summaries USING btree (status);

CREATE INDEX document_segment_tenant_dataset_idx ON dify.document_segments USING btree (dataset_id, tenant_id);

CREATE INDEX document_segment_tenant_document_idx ON dify.document_segments USING btree (document_id, tenant_id);

CREATE INDEX document_segment_tenant_idx ON dify.document_segments USING btree (tenant_id);

CREATE INDEX document_tenant_idx ON dify.documents USING btree (tenant_id);

CREATE INDEX end_user_session_id_idx ON dify.end_users USING btree (session_id, type);

CREATE INDEX end_user_tenant_session_id_idx ON dify.end_users USING btree (tenant_id, session_id, type);

CREATE INDEX execution_extra_contents_message_id_idx ON dify.execution_extra_contents USING btree (message_id);

CREATE INDEX execution_extra_contents_workflow_run_id_idx ON dify.execution_extra_contents USING btree (workflow_run_id);

CREATE INDEX external_knowledge_apis_name_idx ON dify.external_knowledge_apis USING btree (name);

CREATE INDEX external_knowledge_apis_tenant_idx ON dify.external_knowledge_apis USING btree (tenant_id);

CREATE INDEX external_knowledge_bindings_dataset_idx ON dify.external_knowledge_bindings USING btree (dataset_id);

CREATE INDEX external_knowledge_bindings_external_knowledge_api_idx ON dify.external_knowledge_bindings USING btree (external_knowledge_api_id);

CREATE INDEX external_knowledge_bindings_external_knowledge_idx ON dify.external_knowledge_bindings USING btree (external_knowledge_id);

CREATE INDEX external_knowledge_bindings_tenant_idx ON dify.external_knowledge_bindings USING btree (tenant_id);

CREATE INDEX human_input_form_deliveries_form_id_idx ON dify.human_input_form_deliveries USING btree (form_id);

CREATE INDEX human_input_form_recipients_delivery_id_idx ON dify.human_input_form_recipients USING btree (delivery_id);

CREATE INDEX human_input_form_recipients_form_id_idx ON dify.human_input_form_recipients USING btree (form_id);

CREATE INDEX human_input_form_upload_files_form_id_idx ON dify.human_input_form_upload_files USING btree (form_id);

CREATE INDEX human_input_form_upload_files_upload_token_id_idx ON dify.human_input_form_upload_files USING btree (upload_token_id);

CREATE INDEX human_input_form_upload_tokens_form_id_idx ON dify.human_input_form_upload_tokens USING btree (form_id);

CREATE INDEX human_input_forms_status_created_at_idx ON dify.human_input_forms USING btree (status, created_at);

CREATE INDEX human_input_forms_status_expiration_time_idx ON dify.human_input_forms USING btree (status, expiration_time);

CREATE INDEX human_input_forms_workflow_run_id_node_id_idx ON dify.human_input_forms USING btree (workflow_run_id, node_id);

CREATE INDEX idx_credential_permissions_account_id ON dify.credential_permissions USING btree (account_id);

CREATE INDEX idx_credential_permissions_credential ON dify.credential_permissions USING btree (credential_id, credential_type);

CREATE INDEX idx_credential_permissions_tenant_id ON dify.credential_permissions USING btree (tenant_id);

CREATE INDEX idx_dataset_permissions_account_id ON dify.dataset_permissions USING btree (account_id);

CREATE INDEX idx_dataset_permissions_dataset_id ON dify.dataset_permissions USING btree (dataset_id);

CREATE INDEX idx_dataset_permissions_tenant_id ON dify.dataset_permissions USING btree (tenant_id);

CREATE INDEX idx_oauth_account ON dify.oauth_access_tokens USING btree (account_id) WHERE ((revoked_at IS NULL) AND (account_id IS NOT NULL));

CREATE INDEX idx_oauth_client ON dify.oauth_access_tokens USING btree (subject_email, client_id) WHERE (revoked_at IS NULL);

CREATE INDEX idx_oauth_subject_email ON dify.oauth_access_tokens USING btree (subject_email) WHERE (revoked_at IS NULL);

CREATE INDEX idx_oauth_token_hash ON dify.oauth_access_tokens USING btree (token_hash) WHERE (revoked_at IS NULL);

CREATE UNIQUE INDEX idx_trigger_providers_endpoint ON dify.trigger_subscriptions USING btree (endpoint_id);

CREATE INDEX idx_trigger_providers_tenant_endpoint ON dify.trigger_subscriptions USING btree (tenant_id, endpoint_id);

CREATE INDEX idx_trigger_providers_tenant_provider ON dify.trigger_subscriptions USING btree (tenant_id, provider_id);

CREATE INDEX installed_app_app_id_idx ON dify.installed_apps USING btree (app_id);

CREATE INDEX installed_app_tenant_id_idx ON dify.installed_apps USING btree (tenant_id);

CREATE INDEX invitation_codes_batch_idx ON dify.invitation_codes USING btree (batch);

CREATE INDEX invitation_codes_code_idx ON dify.invitation_codes USING btree (code, status);

CREATE INDEX load_balancing_model_config_tenant_provider_model_idx ON dify.load_balancing_model_configs USING btree (tenant_id, provider_name, model_type);

CREATE INDEX message_account_idx ON dify.messages USING btree (app_id, from_source, from_account_id);

CREATE INDEX message_agent_thought_message_chain_id_idx ON dify.message_agent_thoughts USING btree (message_chain_id);

CREATE INDEX message_agent_thought_message_id_idx ON dify.message_agent_thoughts USING btree (message_id);

CREATE INDEX message_annotation_app_idx ON dify.message_annotations USING btree (app_id);

CREATE INDEX message_annotation_conversation_idx ON dify.message_annotations USING btree (conversation_id);

CREATE INDEX message_annotation_message_idx ON dify.message_annotations USING btree (message_id);

CREATE INDEX message_app_id_idx ON dify.messages USING btree (app_id, created_at);

CREATE INDEX message_app_mode_idx ON dify.messages USING btree (app_mode);

CREATE INDEX message_chain_message_id_idx ON dify.message_chains USING btree (message_id);

CREATE INDEX message_conversation_id_idx ON dify.messages USING btree (conversation_id);

CREATE INDEX message_created_at_id_idx ON dify.messages USING btree (created_at, id);

CREATE INDEX message_end_user_idx ON dify.messages USING btree (app_id, from_source, from_end_user_id);

CREATE INDEX message_feedback_app_idx ON dify.message_feedbacks USING btree (app_id);

CREATE INDEX message_feedback_conversation_idx ON dify.message_feedbacks USING btree (conversation_id, from_source, rating);

CREATE INDEX message_feedback_message_idx ON dify.message_feedbacks USING btree (message_id, from_source);

CREATE INDEX message_file_created_by_idx ON dify.message_files USING btree (created_by);

CREATE INDEX message_file_message_idx ON dify.message_files USING btree (message_id);

CREATE INDEX message_workflow_run_id_idx ON dify.messages USING btree (conversation_id, workflow_run_id);

CREATE INDEX oauth_provider_app_client_id_idx ON dify.oauth_provider_apps USING btree (client_id);

CREATE INDEX operation_log_account_action_idx ON dify.operation_logs USING btree (tenant_id, account_id, action);

CREATE INDEX pinned_conversation_conversation_idx ON dify.pinned_conversations USING btree (app_id, conversation_id, created_by_role, created_by);

CREATE INDEX pipeline_customized_template_tenant_idx ON dify.pipeline_customized_templates USING btree (tenant_id);

CREATE INDEX provider_credential_tenant_provider_idx ON dify.provider_credentials USING btree (tenant_id, provider_name);

CREATE INDEX provider_model_credential_tenant_provider_model_idx ON dify.provider_model_credentials USING btree (tenant_id, provider_name, model_name, model_type);

CREATE INDEX provider_model_name_idx ON dify.dataset_collection_bindings USING btree (provider_name, model_name);

CREATE INDEX provider_model_setting_tenant_provider_model_idx ON dify.provider_model_settings USING btree (tenant_id, provider_name, model_type);

CREATE INDEX provider_model_tenant_id_provider_idx ON dify.provider_models USING btree (tenant_id, provider_name);

CREATE INDEX provider_order_tenant_provider_idx ON dify.provider_orders USING btree (tenant_id, provider_name);

CREATE INDEX provider_tenant_id_provider_idx ON dify.providers USING btree (tenant_id, provider_name);

CREATE INDEX rate_limit_log_operation_idx ON dify.rate_limit_logs USING btree (operation);

CREATE INDEX rate_limit_log_tenant_idx ON dify.rate_limit_logs USING btree (tenant_id);

CREATE INDEX recommended_app_app_id_idx ON dify.recommended_apps USING btree (app_id);

CREATE INDEX recommended_app_is_listed_idx ON dify.recommended_apps USING btree (is_listed, language);

CREATE INDEX retrieval_model_idx ON dify.datasets USING gin (retrieval_model);

CREATE INDEX saved_message_message_id_idx ON dify.saved_messages USING btree (message_id);

CREATE INDEX saved_message_message_idx ON dify.saved_messages USING btree (app_id, message_id, created_by_role, created_by);

CREATE INDEX segment_attachment_binding_attachment_idx ON dify.segment_attachment_bindings USING btree (attachment_id);

CREATE INDEX segment_attachment_binding_tenant_dataset_document_segment_idx ON dify.segment_attachment_bindings USING btree (tenant_id, dataset_id, document_id, segment_id);

CREATE INDEX site_app_id_idx ON dify.sites USING btree (app_id);

CREATE INDEX site_code_idx ON dify.sites USING btree (code, status);

CREATE INDEX source_binding_tenant_id_idx ON dify.data_source_oauth_bindings USING btree (tenant_id);

CREATE INDEX source_info_idx ON dify.data_source_oauth_bindings USING gin (source_info);

CREATE INDEX tag_bind_tag_id_idx ON dify.tag_bindings USING btree (tag_id);

CREATE INDEX tag_bind_target_id_idx ON dify.tag_bindings USING btree (target_id);

CREATE INDEX tag_name_idx ON dify.tags USING btree (name);

CREATE INDEX tag_type_idx ON dify.tags USING btree (type);

CREATE INDEX tenant_account_join_account_id_idx ON dify.tenant_account_joins USING btree (account_id);

CREATE INDEX tenant_account_join_tenant_id_idx ON dify.tenant_account_joins USING btree (tenant_id);

CREATE INDEX tenant_credit_pool_pool_type_idx ON dify.tenant_credit_pools USING btree (pool_type);

CREATE INDEX tenant_credit_pool_tenant_id_idx ON dify.tenant_credit_pools USING btree (tenant_id);

CREATE INDEX tenant_default_model_tenant_id_provider_type_idx ON dify.tenant_default_models USING btree (tenant_id, provider_name, model_type);

CREATE INDEX tenant_preferred_model_provider_tenant_provider_idx ON dify.tenant_preferred_model_providers USING btree (tenant_id, provider_name);

CREATE INDEX tidb_auth_bindings_active_idx ON dify.tidb_auth_bindings USING btree (active);

CREATE INDEX tidb_auth_bindings_created_at_idx ON dify.tidb_auth_bindings USING btree (created_at);

CREATE INDEX tidb_auth_bindings_status_idx ON dify.tidb_auth_bindings USING btree (status);

CREATE INDEX tidb_auth_bindings_tenant_idx ON dify.tidb_auth_bindings USING btree (tenant_id);

CREATE INDEX tool_file_conversation_id_idx ON dify.tool_files USING btree (conversation_id);

CREATE INDEX trace_app_config_app_id_idx ON dify.trace_app_config USING btree (app_id);

CREATE INDEX trial_app_app_id_idx ON dify.trial_apps USING btree (app_id);

CREATE INDEX trial_app_tenant_id_idx ON dify.trial_apps USING btree (tenant_id);

CREATE INDEX upload_file_tenant_idx ON dify.upload_files USING btree (tenant_id);

CREATE UNIQUE INDEX uq_oauth_active_per_device ON dify.oauth_access_tokens USING btree (subject_email, subject_issuer, client_id, device_label) WHERE (revoked_at IS NULL);

CREATE INDEX user_id_idx ON dify.tool_conversation_variables USING btree (user_id);

CREATE INDEX whitelists_tenant_idx ON dify.whitelists USING btree (tenant_id);

CREATE INDEX workflow_agent_node_binding_agent_idx ON dify.workflow_agent_node_bindings USING btree (tenant_id, agent_id);

CREATE INDEX workflow_agent_node_binding_app_idx ON dify.workflow_agent_node_bindings USING btree (tenant_id, app_id);

CREATE INDEX workflow_agent_node_binding_current_snapshot_idx ON dify.workflow_agent_node_bindings USING btree (tenant_id, current_snapshot_id);

CREATE INDEX workflow_agent_node_binding_workflow_version_idx ON dify.workflow_agent_node_bindings USING btree (tenant_id, workflow_id, workflow_version);

CREATE INDEX workflow_app_log_app_idx ON dify.workflow_app_logs USING btree (tenant_id, app_id);

CREATE INDEX workflow_app_log_workflow_run_id_idx ON dify.workflow_app_logs USING btree (workflow_run_id);

CREATE INDEX workflow_archive_log_app_idx ON dify.workflow_archive_logs USING btree (tenant_id, app_id);

CREATE INDEX workflow_archive_log_run_created_at_idx ON dify.workflow_archive_logs USING btree (run_created_at);

CREATE INDEX workflow_archive_log_workflow_run_id_idx ON dify.workflow_archive_logs USING btree (workflow_run_id);

CREATE INDEX workflow_comments_app_idx ON dify.workflow_comments USING btree (tenant_id, app_id);

CREATE INDEX workflow_comments_created_at_idx ON dify.workflow_comments USING btree (created_at);

CREATE INDEX workflow_conversation_variables_app_id_idx ON dify.workflow_conversation_variables USING btree (app_id);

CREATE INDEX workflow_conversation_variables_conversation_id_idx ON dify.workflow_conversation_variables USING btree (conversation_id);

CREATE INDEX workflow_conversation_variables_created_at_idx ON dify.workflow_conversation_variables USING btree (created_at);

CREATE INDEX workflow_draft_variable_file_id_idx ON dify.workflow_draft_variables USING btree (file_id);

CREATE UNIQUE INDEX workflow_draft_variables_app_id_user_id_key ON dify.workflow_draft_variables USING btree (app_id, user_id, node_id, name);

CREATE INDEX workflow_node_execution_id_idx ON dify.workflow_node_executions USING btree (tenant_id, app_id, workflow_id, triggered_from, node_execution_id);

CREATE INDEX workflow_node_execution_node_run_idx ON dify.workflow_node_executions USING btree (tenant_id, app_id, workflow_id, triggered_from, node_id);

CREATE INDEX workflow_node_execution_workflow_run_id_idx ON dify.workflow_node_executions USING btree (workflow_run_id);

CREATE INDEX workflow_node_executions_tenant_id_idx ON dify.workflow_node_executions USING btree (tenant_id, workflow_id, node_id, created_at DESC);

CREATE INDEX workflow_pause_reasons_pause_id_idx ON dify.workflow_pause_reasons USING btree (pause_id);

CREATE INDEX workflow_plugin_trigger_tenant_subscription_idx ON dify.workflow_plugin_triggers USING btree (tenant_id, subscription_id, event_name);

CREATE INDEX workflow_run_created_at_id_idx ON dify.workflow_runs USING btree (created_at, id);

CREATE INDEX workflow_run_triggerd_from_idx ON dify.workflow_runs USING btree (tenant_id, app_id, triggered_from);

CREATE INDEX workflow_schedule_plan_next_idx ON dify.workflow_schedule_plans USING btree (next_run_at);

CREATE INDEX workflow_trigger_log_created_at_idx ON dify.workflow_trigger_logs USING btree (created_at);

CREATE INDEX workflow_trigger_log_status_idx ON dify.workflow_trigger_logs USING btree (status);

CREATE INDEX workflow_trigger_log_tenant_app_idx ON dify.workflow_trigger_logs USING btree (tenant_id, app_id);

CREATE INDEX workflow_trigger_log_workflow_id_idx ON dify.workflow_trigger_logs USING btree (workflow_id);

CREATE INDEX workflow_trigger_log_workflow_run_idx ON dify.workflow_trigger_logs USING btree (workflow_run_id);

CREATE INDEX workflow_version_idx ON dify.workflows USING btree (tenant_id, app_id, version);

CREATE INDEX workflow_webhook_trigger_tenant_idx ON dify.workflow_webhook_triggers USING btree (tenant_id);

ALTER TABLE ONLY dify.oauth_access_tokens
    ADD CONSTRAINT fk_oauth_access_tokens_account_id FOREIGN KEY (account_id) REFERENCES dify.accounts(id) ON DELETE SET NULL;

ALTER TABLE ONLY dify.tool_published_apps
    ADD CONSTRAINT tool_published_apps_app_id_fkey FOREIGN KEY (app_id) REFERENCES dify.apps(id);

ALTER TABLE ONLY dify.workflow_comment_mentions
    ADD CONSTRAINT workflow_comment_mentions_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES dify.workflow_comments(id) ON DELETE CASCADE;

ALTER TABLE ONLY dify.workflow_comment_mentions
    ADD CONSTRAINT workflow_comment_mentions_reply_id_fkey FOREIGN KEY (reply_id) REFERENCES dify.workflow_comment_replies(id) ON DELETE CASCADE;

ALTER TABLE ONLY dify.workflow_comment_replies
    ADD CONSTRAINT workflow_comment_replies_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES dify.workflow_comments(id) ON DELETE CASCADE;
`,
  cleans: [
    {
      table: "dify.messages",
      clock: "created_at",
      retention:
        "SANDBOX_EXPIRED_RECORDS_RETENTION_DAYS, default 30d (api/configs/feature/__init__.py:1467-1470), daily",
      source: "api/services/retention/conversation/messages_clean_service.py:488",
      note: "clean_messages task (api/schedule/clean_messages.py:40-45, select at messages_clean_service.py:375-377), only with ENABLE_CLEAN_MESSAGES (default false, api/configs/feature/__init__.py:1236-1238; api/extensions/ext_celery.py:185-190); every tenant when billing is off (BillingDisabledPolicy, messages_clean_policy.py:197-199), sandbox tenants past a 21-day grace otherwise. Also the messages of expired workflow runs (api/schedule/clean_workflow_runlogs_precise.py:138) and the operator's clear-free-plan-tenant-expired-logs (api/services/clear_free_plan_tenant_expired_logs.py:138, 160) and clean-expired-messages",
    },
    {
      table: "dify.message_feedbacks",
      clock: "created_at of its message",
      retention: "with its message (30d)",
      source: "api/services/retention/conversation/messages_clean_service.py:560",
      note: "same jobs (also api/schedule/clean_workflow_runlogs_precise.py:134)",
    },
    {
      table: "dify.message_annotations",
      clock: "created_at of its message",
      retention: "with its message (30d)",
      source: "api/services/retention/conversation/messages_clean_service.py:562",
      note: "same jobs (also clean_workflow_runlogs_precise.py:134)",
    },
    {
      table: "dify.message_chains",
      clock: "created_at of its message",
      retention: "with its message (30d)",
      source: "api/services/retention/conversation/messages_clean_service.py:564",
      note: "same jobs (also clean_workflow_runlogs_precise.py:134)",
    },
    {
      table: "dify.message_agent_thoughts",
      clock: "created_at of its message",
      retention: "with its message (30d)",
      source: "api/services/retention/conversation/messages_clean_service.py:566",
      note: "same jobs (also clean_workflow_runlogs_precise.py:134)",
    },
    {
      table: "dify.message_files",
      clock: "created_at of its message",
      retention: "with its message (30d)",
      source: "api/services/retention/conversation/messages_clean_service.py:568",
      note: "same jobs (also clean_workflow_runlogs_precise.py:134)",
    },
    {
      table: "dify.saved_messages",
      clock: "created_at of its message",
      retention: "with its message (30d)",
      source: "api/services/retention/conversation/messages_clean_service.py:570",
      note: "same jobs (also clean_workflow_runlogs_precise.py:134)",
    },
    {
      table: "dify.app_annotation_hit_histories",
      clock: "created_at of its message",
      retention: "with its message (30d)",
      source: "api/services/retention/conversation/messages_clean_service.py:572",
      note: "same jobs (also clean_workflow_runlogs_precise.py:134)",
    },
    {
      table: "dify.dataset_retriever_resources",
      clock: "created_at of its message",
      retention: "with its message (30d)",
      source: "api/services/retention/conversation/messages_clean_service.py:574",
      note: "same jobs (also clean_workflow_runlogs_precise.py:134)",
    },
    {
      table: "dify.conversations",
      clock: "created_at of the workflow run of its messages; updated_at (the operator's command)",
      retention: "WORKFLOW_LOG_RETENTION_DAYS, default 30d; --days, default 30 (the command)",
      source: "api/schedule/clean_workflow_runlogs_precise.py:145",
      note: "the conversations of the messages of expired workflow runs, only with WORKFLOW_LOG_CLEANUP_ENABLED (default false); and clear-free-plan-tenant-expired-logs, run by an operator, by updated_at (api/services/clear_free_plan_tenant_expired_logs.py:177, 198)",
    },
    {
      table: "dify.workflow_conversation_variables",
      clock: "created_at of the workflow run of its conversation's messages",
      retention: "WORKFLOW_LOG_RETENTION_DAYS, default 30d",
      source: "api/schedule/clean_workflow_runlogs_precise.py:141-142",
      note: "only with WORKFLOW_LOG_CLEANUP_ENABLED (default false)",
    },
    {
      table: "dify.workflow_runs",
      clock: "created_at",
      retention:
        "WORKFLOW_LOG_RETENTION_DAYS, default 30d (api/configs/feature/__init__.py:1425-1426), daily at 02:00",
      source: "api/repositories/sqlalchemy_api_workflow_run_repository.py:518",
      note: "only ended runs (select at :392-393); clean_workflow_runlogs_precise (api/schedule/clean_workflow_runlogs_precise.py:50-69, 158), only with WORKFLOW_LOG_CLEANUP_ENABLED (default false; api/extensions/ext_celery.py:216-222), optionally for WORKFLOW_LOG_CLEANUP_SPECIFIC_WORKFLOW_IDS only. Also clean_workflow_runs_task (ENABLE_WORKFLOW_RUN_CLEANUP_TASK, default false, SaaS sandbox tenants, SANDBOX_EXPIRED_RECORDS_RETENTION_DAYS 30d; ext_celery.py:223-229) and the operator's clean-workflow-runs, archive-workflow-runs (after archiving) and clear-free-plan-tenant-expired-logs",
    },
    {
      table: "dify.workflow_node_executions",
      clock: "created_at of its workflow run",
      retention: "with its run (30d)",
      source: "api/repositories/sqlalchemy_api_workflow_node_execution_repository.py:425",
      note: "same jobs (called from sqlalchemy_api_workflow_run_repository.py:496)",
    },
    {
      table: "dify.workflow_node_execution_offload",
      clock: "created_at of its node execution's workflow run",
      retention: "with its run (30d)",
      source: "api/repositories/sqlalchemy_api_workflow_node_execution_repository.py:414",
      note: "same jobs",
    },
    {
      table: "dify.workflow_app_logs",
      clock: "created_at of its workflow run; created_at (the operator's command)",
      retention: "with its run (30d)",
      source: "api/repositories/sqlalchemy_api_workflow_run_repository.py:500",
      note: "same jobs; clear-free-plan-tenant-expired-logs by its own created_at (api/services/clear_free_plan_tenant_expired_logs.py:315, 339)",
    },
    {
      table: "dify.workflow_pauses",
      clock: "created_at of its workflow run",
      retention: "with its run (30d)",
      source: "api/repositories/sqlalchemy_api_workflow_run_repository.py:513",
      note: "same jobs",
    },
    {
      table: "dify.workflow_pause_reasons",
      clock: "created_at of its pause's workflow run",
      retention: "with its run (30d)",
      source: "api/repositories/sqlalchemy_api_workflow_run_repository.py:509-511",
      note: "same jobs",
    },
    {
      table: "dify.workflow_trigger_logs",
      clock: "created_at of its workflow run",
      retention: "with its run (30d)",
      source: "api/repositories/sqlalchemy_workflow_trigger_log_repository.py:125",
      note: "same jobs (called from sqlalchemy_api_workflow_run_repository.py:516)",
    },
    {
      table: "dify.oauth_access_tokens",
      clock: "revoked_at, or expires_at when never revoked",
      retention:
        "OAUTH_ACCESS_TOKEN_RETENTION_DAYS, default 30d (api/configs/feature/__init__.py:1248-1250), daily at 05:00",
      source: "api/schedule/clean_oauth_access_tokens_task.py:44",
      note: "candidates at clean_oauth_access_tokens_task.py:33-37; on by default (ENABLE_CLEAN_OAUTH_ACCESS_TOKENS_TASK, api/configs/feature/__init__.py:1244-1246; api/extensions/ext_celery.py:230-235)",
    },
    {
      table: "dify.embeddings",
      clock: "created_at",
      retention:
        "PLAN_SANDBOX_CLEAN_DAY_SETTING, default 30d (api/configs/feature/__init__.py:1125-1128), daily at 02:00",
      source: "api/schedule/clean_embedding_cache_task.py:33",
      note: "the embedding cache (select at :22-27); only with ENABLE_CLEAN_EMBEDDING_CACHE_TASK (default false, api/configs/feature/__init__.py:1220-1222; api/extensions/ext_celery.py:161-166)",
    },
    {
      table: "dify.dataset_keyword_tables",
      clock:
        "updated_at of its dataset's completed documents, created_at of its dataset and of its dataset_queries",
      retention:
        "PLAN_SANDBOX_CLEAN_DAY_SETTING, default 30d (7d, PLAN_PRO_CLEAN_DAY_SETTING, for sandbox tenants under billing), daily at 03:00",
      source: "api/core/rag/datasource/keyword/jieba/jieba.py:136",
      note: "clean_unused_datasets_task (api/schedule/clean_unused_datasets_task.py:31-42, 80-105, 141-142): a dataset created before the cutoff with completed documents none of which was updated since and no query since loses its index: the keyword table of an economy dataset (a high-quality one loses its vector index, outside this schema), its documents disabled; only with ENABLE_CLEAN_UNUSED_DATASETS_TASK (default false, api/configs/feature/__init__.py:1224-1226; api/extensions/ext_celery.py:167-172)",
    },
    {
      table: "dify.celery_taskmeta",
      clock: "date_done",
      retention: "Celery's result_expires, 1d by default (Dify does not set it), daily at 04:00",
      source: "api/extensions/ext_celery.py:118",
      note: "done by Celery (celery 5.6.3, api/uv.lock:721-722): beat's default entry celery.backend_cleanup (celery/beat.py:268-276) runs DatabaseBackend.cleanup (celery/backends/database/__init__.py:249-250); only with CELERY_BACKEND=database (the default is redis, api/configs/middleware/__init__.py:269-272, 309-310)",
    },
    {
      table: "dify.celery_tasksetmeta",
      clock: "date_done",
      retention: "Celery's result_expires, 1d by default, daily at 04:00",
      source: "api/extensions/ext_celery.py:118",
      note: "the same Celery cleanup (celery/backends/database/__init__.py:251-252); only with CELERY_BACKEND=database",
    },
  ],
  shouldAsk: [
    {
      table: "dify.end_users",
      why: "the end users of published apps (external_user_id, name, session_id), created_at; deleted only with their app",
    },
    {
      table: "dify.dataset_queries",
      why: "what users searched in a knowledge base (content, created_by), created_at; deleted only with its dataset",
    },
    {
      table: "dify.human_input_forms",
      why: "forms a workflow asks people to fill (submitted_data, submission_user_id), created_at; not deleted with their workflow run, nor by age",
    },
    {
      table: "dify.human_input_form_recipients",
      why: "who a human input form was sent to (recipient_payload) with an access token, created_at; never deleted by age",
    },
    {
      table: "dify.tool_model_invokes",
      why: "prompts and model responses of tool calls with the user's id, created_at; never deleted by age",
    },
    {
      table: "dify.api_requests",
      why: "API requests and responses with the caller's IP address, created_at; never deleted (no code writes it at this commit)",
    },
    {
      table: "dify.operation_logs",
      why: "account actions with the account's IP address (created_ip), created_at; never deleted (no code writes it at this commit)",
    },
  ],
  neverDelete: [
    "dify.accounts",
    "dify.account_integrates",
    "dify.tenants",
    "dify.tenant_account_joins",
    "dify.invitation_codes",
    "dify.apps",
    "dify.app_model_configs",
    "dify.sites",
    "dify.installed_apps",
    "dify.api_tokens",
    "dify.workflows",
    "dify.datasets",
    "dify.documents",
    "dify.document_segments",
    "dify.child_chunks",
    "dify.dataset_process_rules",
    "dify.upload_files",
    "dify.tool_files",
    "dify.providers",
    "dify.provider_models",
    "dify.provider_credentials",
    "dify.provider_model_credentials",
    "dify.provider_orders",
    "dify.tenant_credit_pools",
    "dify.load_balancing_model_configs",
    "dify.tool_api_providers",
    "dify.tool_builtin_providers",
    "dify.tool_workflow_providers",
    "dify.tool_mcp_providers",
    "dify.data_source_oauth_bindings",
    "dify.data_source_api_key_auth_bindings",
    "dify.datasource_providers",
    "dify.api_based_extensions",
    "dify.app_annotation_settings",
    "dify.tags",
    "dify.tag_bindings",
    "dify.pipelines",
    "dify.trigger_subscriptions",
    "dify.workflow_comments",
    "dify.workflow_comment_replies",
    "dify.agents",
    "dify.dify_setups",
    "dify.alembic_version",
  ],
};
