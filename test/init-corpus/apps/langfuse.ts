// Langfuse, the LLM engineering platform (TypeScript: Next.js web and a BullMQ worker, Prisma on PostgreSQL, ClickHouse for
// traces), from langfuse/langfuse@62751446149b702b419a9292ddfc2280cdf74b8c (main, 2026-08-22, "fix(scores): support
// evaluator metadata filters (#16439)").
// Schema: its 432 Prisma migrations (packages/shared/prisma/migrations/*/migration.sql, 20230518191501_init to
// 20260821121500_backfill_evaluator_v2), each sent whole as one query string in name order, as `prisma migrate deploy`
// (web/entrypoint.sh:94, after packages/shared/scripts/cleanup.sql, which only edits _prisma_migrations of old databases;
// packages/shared/package.json:127) applies a migration, on an empty PostgreSQL 15 database with
// schema langfuse created beforehand and search_path set to it (the migrations name no schema and no extension); all ran
// without error, and pg_dump --schema-only --no-owner --no-privileges -n langfuse read it back: all its 71 tables (the
// 71 models of packages/shared/prisma/schema.prisma), 32 enums, 108 foreign keys. Prisma's own _prisma_migrations table
// is not here (as in the other Prisma fixtures). Out of scope: its ClickHouse tables (traces, observations, scores,
// events_full, events_core, dataset_run_items_rmt, blob_storage_file_log...; packages/shared/clickhouse/), where the
// traces themselves live, and its Redis/BullMQ queues; only PostgreSQL is here.
//
// Cleanup by age in PostgreSQL: only the media of projects with a data retention (projects.retention_days, unset by
// default = kept for ever; at least 3 days, web/src/features/projects/server/projectsRouter.ts:136-156; settable only
// with the "data-retention" entitlement, cloud paid plans and self-hosted Pro/Enterprise,
// web/src/features/entitlements/constants/entitlements.ts), and only with a media bucket (LANGFUSE_S3_MEDIA_UPLOAD_BUCKET,
// unset by default, worker/src/env.ts:400; without it no media is uploaded). Two loops do it:
// - the data-retention queue (QUEUE_CONSUMER_DATA_RETENTION_QUEUE_IS_ENABLED, default true, worker/src/env.ts:337;
//   registered at worker/src/app.ts:616-636), a repeatable BullMQ job every day at 3:15
//   (packages/shared/src/server/redis/dataRetentionQueue.ts:41), which queues one job per project with retention_days > 0
//   (worker/src/ee/dataRetention/handleDataRetentionSchedule.ts:9-19); each re-reads the project's retention
//   (worker/src/ee/dataRetention/handleDataRetentionProcessingJob.ts:28-42), takes cutoff = now - retention_days days
//   (:58-60), finds the project's media with created_at <= cutoff (packages/shared/src/server/media-deletion.ts:69-80,
//   createdAt at :77) and deleteMediaFiles (media-deletion.ts:178-266) removes, per batch of 10,000, the files from S3 and
//   in one transaction the trace_media and observation_media rows of those media (:231-244), the pending dataset_item_media
//   rows (dataset_item_valid_from null) of the media it deletes (:247-253) and the media rows themselves (:254-259); media
//   linked to a dataset item version (dataset_item_valid_from set) are kept (:202-217), though their trace and
//   observation links still go;
// - the MediaRetentionCleaner (worker/src/features/media-retention-cleaner/index.ts), started only with
//   LANGFUSE_BATCH_DATA_RETENTION_CLEANER_ENABLED (default false, worker/src/env.ts:473; worker/src/app.ts:730-736), every
//   10 minutes (LANGFUSE_MEDIA_RETENTION_CLEANER_INTERVAL_MS, :480) or at once while work is left: the project furthest
//   past its cutoff (media-deletion.ts:109-136), then up to 10,000 of its media with created_at <= now - retention_days
//   (media-deletion.ts:20-49, 86-103) through the same deleteMediaFiles, with a link cutoff that also deletes the
//   trace_media and observation_media rows of those media whose own created_at <= cutoff (media-deletion.ts:218-225;
//   media-retention-cleaner/index.ts:133-158).
// The media link tables have no foreign keys (media-deletion.ts:146-149): the children are deleted by the code, not by
// cascades. The same retention deletes traces, observations, scores and events in ClickHouse
// (handleDataRetentionProcessingJob.ts:87-100; worker/src/features/batch-data-retention-cleaner) and the ingestion event
// files in S3: out of scope here.
// Not counted, as they are not by age: trace deletions a user asks for (traces.deleteMany, its batch action, the
// trace-delete queue and BatchTraceDeletionCleaner; they delete that trace's job_executions,
// worker/src/features/traces/processPostgresTraceDelete.ts:12, and its media links and orphaned media,
// worker/src/features/traces/processClickhouseTraceDelete.ts:107-163, and mark pending_deletions rows is_deleted,
// worker/src/queues/traceDelete.ts:106, never deleting them); project deletion (soft delete with deleted_at, then the
// project-delete queue deletes the project and its cascades, worker/src/queues/projectDelete.ts:97, and
// BatchProjectMediaCleaner its media); dataset deletions and batch dataset deletions a user starts (the batch selects
// datasets created before the batch began, packages/shared/src/server/repositories/datasets.ts:40-72, a snapshot, not an
// age); a verification token consumed at sign-in or all tokens of an e-mail address after a failed attempt
// (web/src/server/auth.ts:718, 727); the consumed pending dataset_item_media rows when an item claims them
// (packages/shared/src/server/repositories/dataset-item-media.ts:249); and the cloud-only metering backup, whose
// billing_meter_backups rows are all deleted and rewritten from Stripe each run
// (worker/src/ee/meteringDataPostgresExport/handleMeteringDataPostgresExportJob.ts:44), a refresh, not a retention.
// Neither list: Session (NextAuth's table; Langfuse signs in with the "jwt" session strategy, web/src/server/auth.ts:779,
// so no row is written), pending_deletions (trace ids a user deleted, marked is_deleted and kept), batch_actions (a
// user's bulk action with its query and log), billing_meter_backups, cron_jobs, background_migrations (its own
// bookkeeping) and in_app_agent_pending_tool_approvals (no longer read or written, kept "temporarily",
// packages/shared/prisma/schema.prisma:316-317).
// dataSql starts with the rows the migrations themselves write (82 models, 6 prices, 3 pricing tiers, 9 background
// migrations, as pg_dump --data-only --inserts read them), then about 1,100 rows as the web and worker write them.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "langfuse",
  framework: "prisma",
  source: {
    repo: "langfuse/langfuse",
    commit: "62751446149b702b419a9292ddfc2280cdf74b8c",
    schemaFrom:
      "packages/shared/prisma/migrations (432 migration.sql, in name order, each sent as one script) replayed on PostgreSQL 15 in schema langfuse (search_path), and dumped with pg_dump --schema-only --no-owner --no-privileges -n langfuse; all its 71 PostgreSQL tables (its ClickHouse tables are out of scope)",
  },
  schemas: ["langfuse"],
  schemaSql: `
-- Langfuse: langfuse/langfuse@62751446149b702b419a9292ddfc2280cdf74b8c
-- Built by running its 432 Prisma migrations (packages/shared/prisma/migrations/*/migration.sql, 20230518191501_init to
-- 20260821121500_backfill_evaluator_v2, in name order, each sent whole as one query string, as prisma migrate deploy
-- applies a migration) on an empty PostgreSQL 15 database, with schema langfuse created beforehand and search_path set to
-- it; read back with pg_dump --schema-only --no-owner --no-privileges -n langfuse (its SET lines, the search_path
-- set_config, the restrict lines and its comments left out). The rows its data migrations insert (models, prices,
-- pricing tiers, background migrations) are data and are at the head of dataSql. Its ClickHouse tables are not here.
CREATE SCHEMA langfuse;
SET search_path TO langfuse;

CREATE TYPE langfuse."ActionExecutionStatus" AS ENUM (
    'COMPLETED',
    'ERROR',
    'PENDING',
    'CANCELLED'
);

CREATE TYPE langfuse."ActionType" AS ENUM (
    'WEBHOOK',
    'SLACK',
    'GITHUB_DISPATCH'
);

CREATE TYPE langfuse."AnalyticsIntegrationExportSource" AS ENUM (
    'TRACES_OBSERVATIONS',
    'TRACES_OBSERVATIONS_EVENTS',
    'EVENTS'
);

CREATE TYPE langfuse."AnnotationQueueObjectType" AS ENUM (
    'TRACE',
    'OBSERVATION',
    'SESSION'
);

CREATE TYPE langfuse."AnnotationQueueStatus" AS ENUM (
    'PENDING',
    'COMPLETED'
);

CREATE TYPE langfuse."ApiKeyScope" AS ENUM (
    'ORGANIZATION',
    'PROJECT'
);

CREATE TYPE langfuse."AuditLogRecordType" AS ENUM (
    'USER',
    'API_KEY'
);

CREATE TYPE langfuse."BlobStorageExportMode" AS ENUM (
    'FULL_HISTORY',
    'FROM_TODAY',
    'FROM_CUSTOM_DATE'
);

CREATE TYPE langfuse."BlobStorageIntegrationFileType" AS ENUM (
    'JSON',
    'CSV',
    'JSONL',
    'PARQUET'
);

CREATE TYPE langfuse."BlobStorageIntegrationType" AS ENUM (
    'S3',
    'S3_COMPATIBLE',
    'AZURE_BLOB_STORAGE'
);

CREATE TYPE langfuse."CommentObjectType" AS ENUM (
    'TRACE',
    'OBSERVATION',
    'SESSION',
    'PROMPT'
);

CREATE TYPE langfuse."DashboardWidgetChartType" AS ENUM (
    'LINE_TIME_SERIES',
    'BAR_TIME_SERIES',
    'HORIZONTAL_BAR',
    'VERTICAL_BAR',
    'PIE',
    'NUMBER',
    'HISTOGRAM',
    'PIVOT_TABLE',
    'AREA_TIME_SERIES'
);

CREATE TYPE langfuse."DashboardWidgetViews" AS ENUM (
    'TRACES',
    'OBSERVATIONS',
    'SCORES_NUMERIC',
    'SCORES_CATEGORICAL',
    'SCORES_BOOLEAN'
);

CREATE TYPE langfuse."DatasetStatus" AS ENUM (
    'ACTIVE',
    'ARCHIVED'
);

CREATE TYPE langfuse."EvalTemplateSourceCodeLanguage" AS ENUM (
    'PYTHON',
    'TYPESCRIPT'
);

CREATE TYPE langfuse."EvalTemplateType" AS ENUM (
    'LLM_AS_JUDGE',
    'CODE'
);

CREATE TYPE langfuse."EvaluatorBlockReason" AS ENUM (
    'LLM_CONNECTION_AUTH_INVALID',
    'LLM_CONNECTION_MISSING',
    'DEFAULT_EVAL_MODEL_MISSING',
    'EVAL_MODEL_CONFIG_INVALID',
    'EVAL_MODEL_UNAVAILABLE',
    'PROVIDER_ACCOUNT_NOT_READY',
    'LLM_CONNECTION_BILLING_EXHAUSTED',
    'LLM_CONNECTION_ENDPOINT_UNREACHABLE'
);

CREATE TYPE langfuse."EvaluatorSourceCodeLanguage" AS ENUM (
    'PYTHON',
    'TYPESCRIPT'
);

CREATE TYPE langfuse."InAppAgentConversationVisibilityScope" AS ENUM (
    'PERSONAL',
    'PROJECT'
);

CREATE TYPE langfuse."JobConfigState" AS ENUM (
    'ACTIVE',
    'INACTIVE'
);

CREATE TYPE langfuse."JobExecutionStatus" AS ENUM (
    'COMPLETED',
    'ERROR',
    'PENDING',
    'CANCELLED',
    'DELAYED'
);

CREATE TYPE langfuse."JobType" AS ENUM (
    'EVAL'
);

CREATE TYPE langfuse."MediaAssociationOrigin" AS ENUM (
    'UNKNOWN',
    'CLIENT_UPLOAD',
    'INGESTION_MEDIA_EXTRACTION',
    'INGESTION_FIELD_OVERFLOW'
);

CREATE TYPE langfuse."MonitorSeverity" AS ENUM (
    'PAUSED',
    'UNKNOWN',
    'NO_DATA',
    'OK',
    'WARNING',
    'ALERT'
);

CREATE TYPE langfuse."MonitorStatus" AS ENUM (
    'PAUSED',
    'ACTIVE',
    'ERROR_BAD_QUERY'
);

CREATE TYPE langfuse."MonitorThresholdOperator" AS ENUM (
    'GT',
    'GTE',
    'LT',
    'LTE',
    'EQ',
    'NEQ'
);

CREATE TYPE langfuse."MonitorView" AS ENUM (
    'OBSERVATIONS',
    'SCORES_NUMERIC',
    'SCORES_CATEGORICAL',
    'SCORES_BOOLEAN'
);

CREATE TYPE langfuse."NotificationChannel" AS ENUM (
    'EMAIL'
);

CREATE TYPE langfuse."NotificationType" AS ENUM (
    'COMMENT_MENTION'
);

CREATE TYPE langfuse."Role" AS ENUM (
    'OWNER',
    'ADMIN',
    'MEMBER',
    'VIEWER',
    'NONE'
);

CREATE TYPE langfuse."ScoreConfigDataType" AS ENUM (
    'CATEGORICAL',
    'NUMERIC',
    'BOOLEAN',
    'TEXT'
);

CREATE TYPE langfuse."SurveyName" AS ENUM (
    'org_onboarding',
    'user_onboarding'
);

CREATE TABLE langfuse."Account" (
    id text NOT NULL,
    type text NOT NULL,
    provider text NOT NULL,
    "providerAccountId" text NOT NULL,
    refresh_token text,
    access_token text,
    expires_at integer,
    token_type text,
    scope text,
    id_token text,
    session_state text,
    user_id text NOT NULL,
    expires_in integer,
    ext_expires_in integer,
    refresh_token_expires_in integer,
    created_at integer
);

CREATE TABLE langfuse."Session" (
    id text NOT NULL,
    expires timestamp(3) without time zone NOT NULL,
    session_token text NOT NULL,
    user_id text NOT NULL
);

CREATE TABLE langfuse.actions (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    type langfuse."ActionType" NOT NULL,
    config jsonb NOT NULL
);

CREATE TABLE langfuse.annotation_queue_assignments (
    id text NOT NULL,
    project_id text NOT NULL,
    user_id text NOT NULL,
    queue_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.annotation_queue_items (
    id text NOT NULL,
    queue_id text NOT NULL,
    object_id text NOT NULL,
    object_type langfuse."AnnotationQueueObjectType" NOT NULL,
    status langfuse."AnnotationQueueStatus" DEFAULT 'PENDING'::langfuse."AnnotationQueueStatus" NOT NULL,
    locked_at timestamp(3) without time zone,
    locked_by_user_id text,
    annotator_user_id text,
    completed_at timestamp(3) without time zone,
    project_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.annotation_queues (
    id text NOT NULL,
    name text NOT NULL,
    description text,
    score_config_ids text[] DEFAULT ARRAY[]::text[],
    project_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.api_keys (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    note text,
    public_key text NOT NULL,
    hashed_secret_key text NOT NULL,
    display_secret_key text NOT NULL,
    last_used_at timestamp(3) without time zone,
    expires_at timestamp(3) without time zone,
    project_id text,
    fast_hashed_secret_key text,
    organization_id text,
    scope langfuse."ApiKeyScope" DEFAULT 'PROJECT'::langfuse."ApiKeyScope" NOT NULL,
    is_in_app_agent_key boolean DEFAULT false NOT NULL,
    created_by_user_id text,
    created_by_api_key_id text
);

CREATE TABLE langfuse.audit_logs (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    user_id text,
    project_id text,
    resource_type text NOT NULL,
    resource_id text NOT NULL,
    action text NOT NULL,
    before text,
    after text,
    org_id text NOT NULL,
    user_org_role text,
    user_project_role text,
    api_key_id text,
    type langfuse."AuditLogRecordType" DEFAULT 'USER'::langfuse."AuditLogRecordType" NOT NULL
);

CREATE TABLE langfuse.automation_executions (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    source_id text NOT NULL,
    automation_id text NOT NULL,
    trigger_id text NOT NULL,
    action_id text NOT NULL,
    project_id text NOT NULL,
    status langfuse."ActionExecutionStatus" DEFAULT 'PENDING'::langfuse."ActionExecutionStatus" NOT NULL,
    input jsonb NOT NULL,
    output jsonb,
    started_at timestamp(3) without time zone,
    finished_at timestamp(3) without time zone,
    error text
);

CREATE TABLE langfuse.automations (
    id text NOT NULL,
    name text NOT NULL,
    trigger_id text NOT NULL,
    action_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL
);

CREATE TABLE langfuse.background_migrations (
    id text NOT NULL,
    name text NOT NULL,
    script text NOT NULL,
    args jsonb NOT NULL,
    finished_at timestamp(3) without time zone,
    failed_at timestamp(3) without time zone,
    failed_reason text,
    worker_id text,
    locked_at timestamp(3) without time zone,
    state jsonb DEFAULT '{}'::jsonb NOT NULL
);

CREATE TABLE langfuse.batch_actions (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    user_id text NOT NULL,
    action_type text NOT NULL,
    table_name text NOT NULL,
    status text NOT NULL,
    finished_at timestamp(3) without time zone,
    query jsonb NOT NULL,
    config jsonb,
    total_count integer,
    processed_count integer,
    failed_count integer,
    log text
);

CREATE TABLE langfuse.batch_exports (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    user_id text NOT NULL,
    finished_at timestamp(3) without time zone,
    expires_at timestamp(3) without time zone,
    name text NOT NULL,
    status text NOT NULL,
    query jsonb NOT NULL,
    format text NOT NULL,
    url text,
    log text
);

CREATE TABLE langfuse.billing_meter_backups (
    stripe_customer_id text NOT NULL,
    meter_id text NOT NULL,
    start_time timestamp(3) without time zone NOT NULL,
    end_time timestamp(3) without time zone NOT NULL,
    aggregated_value integer NOT NULL,
    event_name text NOT NULL,
    org_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.blob_storage_integrations (
    project_id text NOT NULL,
    type langfuse."BlobStorageIntegrationType" NOT NULL,
    bucket_name text NOT NULL,
    prefix text NOT NULL,
    access_key_id text,
    secret_access_key text,
    region text NOT NULL,
    endpoint text,
    force_path_style boolean NOT NULL,
    next_sync_at timestamp(3) without time zone,
    last_sync_at timestamp(3) without time zone,
    enabled boolean NOT NULL,
    export_frequency text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    file_type langfuse."BlobStorageIntegrationFileType" DEFAULT 'CSV'::langfuse."BlobStorageIntegrationFileType" NOT NULL,
    export_mode langfuse."BlobStorageExportMode" DEFAULT 'FULL_HISTORY'::langfuse."BlobStorageExportMode" NOT NULL,
    export_start_date timestamp(3) without time zone,
    export_source langfuse."AnalyticsIntegrationExportSource" DEFAULT 'TRACES_OBSERVATIONS'::langfuse."AnalyticsIntegrationExportSource" NOT NULL,
    last_error text,
    last_error_at timestamp(3) without time zone,
    last_failure_notification_sent_at timestamp(3) without time zone,
    compressed boolean DEFAULT true NOT NULL,
    export_field_groups text[] DEFAULT ARRAY['core'::text, 'basic'::text, 'time'::text, 'io'::text, 'metadata'::text, 'model'::text, 'usage'::text, 'prompt'::text, 'metrics'::text, 'tools'::text, 'trace_context'::text] NOT NULL,
    run_started_at timestamp(3) without time zone,
    export_tuning jsonb
);

CREATE TABLE langfuse.cloud_spend_alerts (
    id text NOT NULL,
    org_id text NOT NULL,
    title text NOT NULL,
    threshold numeric(65,30) NOT NULL,
    triggered_at timestamp(3) without time zone,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.comment_reactions (
    id text NOT NULL,
    project_id text NOT NULL,
    comment_id text NOT NULL,
    user_id text NOT NULL,
    emoji text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.comments (
    id text NOT NULL,
    project_id text NOT NULL,
    object_type langfuse."CommentObjectType" NOT NULL,
    object_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    content text NOT NULL,
    author_user_id text,
    data_field text,
    path text[] DEFAULT '{}'::text[],
    range_start integer[] DEFAULT '{}'::integer[],
    range_end integer[] DEFAULT '{}'::integer[]
);

CREATE TABLE langfuse.cron_jobs (
    name text NOT NULL,
    last_run timestamp(3) without time zone,
    state text,
    job_started_at timestamp(3) without time zone
);

CREATE TABLE langfuse.dashboard_widgets (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    created_by text,
    updated_by text,
    project_id text,
    name text NOT NULL,
    description text NOT NULL,
    view langfuse."DashboardWidgetViews" NOT NULL,
    dimensions jsonb NOT NULL,
    metrics jsonb NOT NULL,
    filters jsonb NOT NULL,
    chart_type langfuse."DashboardWidgetChartType" NOT NULL,
    chart_config jsonb NOT NULL,
    min_version integer DEFAULT 1 NOT NULL
);

CREATE TABLE langfuse.dashboards (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    created_by text,
    updated_by text,
    project_id text,
    name text NOT NULL,
    description text NOT NULL,
    definition jsonb NOT NULL,
    filters jsonb DEFAULT '[]'::jsonb NOT NULL
);

CREATE TABLE langfuse.dataset_item_media (
    id text NOT NULL,
    project_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    media_id text NOT NULL,
    dataset_id text NOT NULL,
    dataset_item_id text NOT NULL,
    dataset_item_valid_from timestamp(3) without time zone,
    field text NOT NULL,
    json_path text,
    reference_string text
);

CREATE TABLE langfuse.dataset_items (
    id text NOT NULL,
    input jsonb,
    expected_output jsonb,
    source_observation_id text,
    dataset_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    status langfuse."DatasetStatus" DEFAULT 'ACTIVE'::langfuse."DatasetStatus",
    source_trace_id text,
    metadata jsonb,
    project_id text NOT NULL,
    is_deleted boolean DEFAULT false NOT NULL,
    valid_from timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    valid_to timestamp(3) without time zone
);

CREATE TABLE langfuse.dataset_runs (
    id text NOT NULL,
    name text NOT NULL,
    dataset_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    metadata jsonb,
    description text,
    project_id text NOT NULL
);

CREATE TABLE langfuse.datasets (
    id text NOT NULL,
    name text NOT NULL,
    project_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    description text,
    metadata jsonb,
    remote_experiment_payload jsonb,
    remote_experiment_url text,
    expected_output_schema json,
    input_schema json,
    remote_experiment_enabled boolean DEFAULT true NOT NULL,
    remote_experiment_display_headers jsonb,
    remote_experiment_display_secret_key text,
    remote_experiment_request_headers jsonb,
    remote_experiment_secret_key text
);

CREATE TABLE langfuse.default_llm_models (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    llm_api_key_id text NOT NULL,
    provider text NOT NULL,
    adapter text NOT NULL,
    model text NOT NULL,
    model_params jsonb
);

CREATE TABLE langfuse.default_views (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    user_id text,
    view_name text NOT NULL,
    view_id text NOT NULL
);

CREATE TABLE langfuse.eval_templates (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text,
    name text NOT NULL,
    version integer NOT NULL,
    prompt text,
    model text,
    model_params jsonb,
    vars text[] DEFAULT ARRAY[]::text[],
    output_schema jsonb,
    provider text,
    partner text,
    type langfuse."EvalTemplateType" DEFAULT 'LLM_AS_JUDGE'::langfuse."EvalTemplateType" NOT NULL,
    source_code character varying(262144),
    source_code_language langfuse."EvalTemplateSourceCodeLanguage"
);

CREATE TABLE langfuse.evaluation_rule_evaluator_assignments (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    evaluation_rule_id text NOT NULL,
    evaluator_id text NOT NULL,
    variable_mapping jsonb
);

CREATE TABLE langfuse.evaluation_rules (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    created_by_user_id text,
    name text NOT NULL,
    status langfuse."JobConfigState" DEFAULT 'ACTIVE'::langfuse."JobConfigState" NOT NULL,
    target_object text NOT NULL,
    filter jsonb NOT NULL,
    sampling numeric(65,30) NOT NULL,
    delay integer NOT NULL,
    time_scope text[] DEFAULT ARRAY['NEW'::text] NOT NULL
);

CREATE TABLE langfuse.evaluator_versions (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    evaluator_id text NOT NULL,
    version integer NOT NULL,
    created_by_user_id text,
    prompt text,
    partner text,
    model text,
    provider text,
    model_params jsonb,
    vars text[] DEFAULT ARRAY[]::text[] NOT NULL,
    variable_mapping jsonb,
    output_definition jsonb,
    source_code character varying(262144),
    source_code_language langfuse."EvaluatorSourceCodeLanguage"
);

CREATE TABLE langfuse.evaluators (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    name text NOT NULL,
    type langfuse."EvalTemplateType" NOT NULL,
    description text,
    created_by_user_id text,
    blocked_at timestamp(3) without time zone,
    block_reason langfuse."EvaluatorBlockReason",
    block_message text
);

CREATE TABLE langfuse.in_app_agent_conversations (
    id text NOT NULL,
    project_id text NOT NULL,
    created_by_user_id text,
    title text,
    visibility_scope langfuse."InAppAgentConversationVisibilityScope" DEFAULT 'PERSONAL'::langfuse."InAppAgentConversationVisibilityScope" NOT NULL,
    provider_session_id text,
    deleted_at timestamp(3) without time zone,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    renamed_by_user_at timestamp(3) without time zone,
    always_allowed_tools text[] DEFAULT ARRAY[]::text[] NOT NULL
);

CREATE TABLE langfuse.in_app_agent_events (
    project_id text NOT NULL,
    conversation_id text NOT NULL,
    run_id text NOT NULL,
    sequence_number integer NOT NULL,
    type text NOT NULL,
    event jsonb NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.in_app_agent_pending_tool_approvals (
    project_id text NOT NULL,
    conversation_id text NOT NULL,
    tool_call_id text NOT NULL,
    approval_fingerprint text NOT NULL,
    expires_at timestamp(3) without time zone NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.in_app_agent_runs (
    id text NOT NULL,
    project_id text NOT NULL,
    conversation_id text NOT NULL,
    triggered_by_user_id text,
    model text,
    mcp_api_key_id text,
    error_code text,
    error_message text,
    finished_at timestamp(3) without time zone,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    status text,
    request jsonb,
    claimed_at timestamp(3) without time zone,
    heartbeat_at timestamp(3) without time zone,
    cancel_requested_at timestamp(3) without time zone
);

CREATE TABLE langfuse.job_configurations (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    job_type langfuse."JobType" NOT NULL,
    eval_template_id text,
    score_name text NOT NULL,
    filter jsonb NOT NULL,
    target_object text NOT NULL,
    variable_mapping jsonb NOT NULL,
    sampling numeric(65,30) NOT NULL,
    delay integer NOT NULL,
    status langfuse."JobConfigState" DEFAULT 'ACTIVE'::langfuse."JobConfigState" NOT NULL,
    time_scope text[] DEFAULT ARRAY['NEW'::text],
    blocked_at timestamp(3) without time zone,
    block_reason langfuse."EvaluatorBlockReason",
    block_message text
);

CREATE TABLE langfuse.job_executions (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    job_configuration_id text NOT NULL,
    status langfuse."JobExecutionStatus" NOT NULL,
    start_time timestamp(3) without time zone,
    end_time timestamp(3) without time zone,
    error text,
    job_input_trace_id text,
    job_output_score_id text,
    job_input_dataset_item_id text,
    job_input_observation_id text,
    job_template_id text,
    job_input_trace_timestamp timestamp(3) without time zone,
    execution_trace_id text,
    job_input_dataset_item_valid_from timestamp(3) without time zone
);

CREATE TABLE langfuse.llm_api_keys (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    provider text NOT NULL,
    display_secret_key text NOT NULL,
    secret_key text NOT NULL,
    project_id text NOT NULL,
    base_url text,
    adapter text NOT NULL,
    custom_models text[] DEFAULT '{}'::text[] NOT NULL,
    with_default_models boolean DEFAULT true NOT NULL,
    config jsonb,
    extra_headers text,
    extra_header_keys text[] DEFAULT '{}'::text[] NOT NULL
);

CREATE TABLE langfuse.llm_schemas (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    name text NOT NULL,
    description text NOT NULL,
    schema json NOT NULL
);

CREATE TABLE langfuse.llm_tools (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    name text NOT NULL,
    description text NOT NULL,
    parameters json NOT NULL
);

CREATE TABLE langfuse.media (
    id text NOT NULL,
    sha_256_hash character(44) NOT NULL,
    project_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    uploaded_at timestamp(3) without time zone,
    upload_http_status integer,
    upload_http_error text,
    bucket_path text NOT NULL,
    bucket_name text NOT NULL,
    content_type text NOT NULL,
    content_length bigint NOT NULL
);

CREATE TABLE langfuse.membership_invitations (
    id text NOT NULL,
    email text NOT NULL,
    project_id text,
    invited_by_user_id text,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    org_id text NOT NULL,
    org_role langfuse."Role" NOT NULL,
    project_role langfuse."Role"
);

CREATE TABLE langfuse.mixpanel_integrations (
    project_id text NOT NULL,
    encrypted_mixpanel_project_token text NOT NULL,
    mixpanel_region text NOT NULL,
    last_sync_at timestamp(3) without time zone,
    enabled boolean NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    export_source langfuse."AnalyticsIntegrationExportSource" DEFAULT 'TRACES_OBSERVATIONS'::langfuse."AnalyticsIntegrationExportSource" NOT NULL
);

CREATE TABLE langfuse.models (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text,
    model_name text NOT NULL,
    match_pattern text NOT NULL,
    start_date timestamp(3) without time zone,
    input_price numeric(65,30),
    output_price numeric(65,30),
    total_price numeric(65,30),
    unit text,
    tokenizer_config jsonb,
    tokenizer_id text
);

CREATE TABLE langfuse.monitors (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    created_by text,
    updated_by text,
    project_id text NOT NULL,
    view langfuse."MonitorView" NOT NULL,
    filters jsonb NOT NULL,
    metric jsonb NOT NULL,
    window_ms bigint NOT NULL,
    cadence_ms bigint NOT NULL,
    threshold_operator langfuse."MonitorThresholdOperator" NOT NULL,
    alert_threshold numeric(65,30) NOT NULL,
    warning_threshold numeric(65,30),
    severity langfuse."MonitorSeverity" DEFAULT 'UNKNOWN'::langfuse."MonitorSeverity" NOT NULL,
    severity_changed_at timestamp(3) without time zone,
    no_data jsonb NOT NULL,
    renotify jsonb NOT NULL,
    status langfuse."MonitorStatus" DEFAULT 'ACTIVE'::langfuse."MonitorStatus" NOT NULL,
    scheduler_batch_id bigint NOT NULL,
    next_run_at timestamp(3) without time zone,
    last_published_at timestamp(3) without time zone,
    last_completed_at timestamp(3) without time zone,
    name text NOT NULL,
    tags text[] DEFAULT ARRAY[]::text[],
    alerted_at timestamp(3) without time zone,
    trigger_ids text[] DEFAULT ARRAY[]::text[] NOT NULL,
    last_claimed_at timestamp(3) without time zone
);

CREATE TABLE langfuse.notification_preferences (
    id text NOT NULL,
    user_id text NOT NULL,
    project_id text NOT NULL,
    channel langfuse."NotificationChannel" NOT NULL,
    type langfuse."NotificationType" NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.observation_media (
    id text NOT NULL,
    project_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    media_id text NOT NULL,
    trace_id text NOT NULL,
    observation_id text NOT NULL,
    field text NOT NULL,
    origin langfuse."MediaAssociationOrigin" DEFAULT 'UNKNOWN'::langfuse."MediaAssociationOrigin" NOT NULL
);

CREATE TABLE langfuse.organization_memberships (
    id text NOT NULL,
    org_id text NOT NULL,
    user_id text NOT NULL,
    role langfuse."Role" NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.organizations (
    id text NOT NULL,
    name text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    cloud_config jsonb,
    metadata jsonb,
    ai_features_enabled boolean DEFAULT false NOT NULL,
    cloud_billing_cycle_anchor timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP,
    cloud_billing_cycle_updated_at timestamp(3) without time zone,
    cloud_current_cycle_usage integer,
    cloud_free_tier_usage_threshold_state text,
    ai_telemetry_enabled boolean DEFAULT true NOT NULL,
    sfdc_org_id text
);

CREATE TABLE langfuse.pending_deletions (
    id text NOT NULL,
    project_id text NOT NULL,
    object text NOT NULL,
    object_id text NOT NULL,
    is_deleted boolean DEFAULT false NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.posthog_integrations (
    project_id text NOT NULL,
    encrypted_posthog_api_key text NOT NULL,
    posthog_host_name text NOT NULL,
    last_sync_at timestamp(3) without time zone,
    enabled boolean NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    export_source langfuse."AnalyticsIntegrationExportSource" DEFAULT 'TRACES_OBSERVATIONS'::langfuse."AnalyticsIntegrationExportSource" NOT NULL,
    last_error text,
    last_error_at timestamp(3) without time zone
);

CREATE TABLE langfuse.prices (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    model_id text NOT NULL,
    usage_type text NOT NULL,
    price numeric(65,30) NOT NULL,
    project_id text,
    pricing_tier_id text NOT NULL
);

CREATE TABLE langfuse.pricing_tiers (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    model_id text NOT NULL,
    name text NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    priority integer NOT NULL,
    conditions jsonb NOT NULL
);

CREATE TABLE langfuse.project_memberships (
    project_id text NOT NULL,
    user_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    org_membership_id text NOT NULL,
    role langfuse."Role" NOT NULL
);

CREATE TABLE langfuse.projects (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    name text NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    org_id text NOT NULL,
    deleted_at timestamp(3) without time zone,
    retention_days integer,
    metadata jsonb,
    has_traces boolean DEFAULT false NOT NULL,
    home_dashboard_id text
);

CREATE TABLE langfuse.prompt_dependencies (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    parent_id text NOT NULL,
    child_name text NOT NULL,
    child_label text,
    child_version integer
);

CREATE TABLE langfuse.prompt_protected_labels (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    label text NOT NULL
);

CREATE TABLE langfuse.prompts (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    created_by text NOT NULL,
    name text NOT NULL,
    version integer NOT NULL,
    is_active boolean,
    config json DEFAULT '{}'::json NOT NULL,
    prompt jsonb NOT NULL,
    type text DEFAULT 'text'::text NOT NULL,
    tags text[] DEFAULT ARRAY[]::text[],
    labels text[] DEFAULT ARRAY[]::text[],
    commit_message text
);

CREATE TABLE langfuse.score_configs (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    name text NOT NULL,
    data_type langfuse."ScoreConfigDataType" NOT NULL,
    is_archived boolean DEFAULT false NOT NULL,
    min_value double precision,
    max_value double precision,
    categories jsonb,
    description text
);

CREATE TABLE langfuse.slack_integrations (
    id text NOT NULL,
    project_id text NOT NULL,
    team_id text NOT NULL,
    team_name text NOT NULL,
    bot_token text NOT NULL,
    bot_user_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.sso_configs (
    domain text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    auth_provider text NOT NULL,
    auth_config jsonb
);

CREATE TABLE langfuse.surveys (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    survey_name langfuse."SurveyName" NOT NULL,
    response jsonb NOT NULL,
    user_id text,
    user_email text,
    org_id text
);

CREATE TABLE langfuse.table_view_presets (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    name text NOT NULL,
    table_name text NOT NULL,
    created_by text,
    updated_by text,
    filters jsonb NOT NULL,
    column_order jsonb NOT NULL,
    column_visibility jsonb NOT NULL,
    search_query text,
    order_by jsonb
);

CREATE TABLE langfuse.trace_media (
    id text NOT NULL,
    project_id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    media_id text NOT NULL,
    trace_id text NOT NULL,
    field text NOT NULL,
    origin langfuse."MediaAssociationOrigin" DEFAULT 'UNKNOWN'::langfuse."MediaAssociationOrigin" NOT NULL
);

CREATE TABLE langfuse.trace_sessions (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    bookmarked boolean DEFAULT false NOT NULL,
    public boolean DEFAULT false NOT NULL,
    environment text DEFAULT 'default'::text NOT NULL
);

CREATE TABLE langfuse.triggers (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    "eventSource" text NOT NULL,
    "eventActions" text[],
    filter jsonb,
    status langfuse."JobConfigState" DEFAULT 'ACTIVE'::langfuse."JobConfigState" NOT NULL
);

CREATE TABLE langfuse.users (
    id text NOT NULL,
    name text,
    email text,
    email_verified timestamp(3) without time zone,
    password text,
    image text,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    feature_flags text[] DEFAULT ARRAY[]::text[],
    admin boolean DEFAULT false NOT NULL,
    v4_beta_enabled boolean DEFAULT false NOT NULL
);

CREATE TABLE langfuse.verification_tokens (
    identifier text NOT NULL,
    token text NOT NULL,
    expires timestamp(3) without time zone NOT NULL
);

CREATE TABLE langfuse.verified_domains (
    id text NOT NULL,
    organization_id text NOT NULL,
    domain text NOT NULL,
    verification_token text NOT NULL,
    verified_at timestamp(3) without time zone,
    created_by_user_id text,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE langfuse.web_callout_endpoints (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    project_id text NOT NULL,
    name text DEFAULT 'Default'::text NOT NULL,
    url text NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    toast_message text DEFAULT 'Callout sent'::text NOT NULL,
    request_headers text,
    request_header_keys text[] DEFAULT '{}'::text[] NOT NULL
);

ALTER TABLE ONLY langfuse."Account"
    ADD CONSTRAINT "Account_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY langfuse."Session"
    ADD CONSTRAINT "Session_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.actions
    ADD CONSTRAINT actions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.annotation_queue_assignments
    ADD CONSTRAINT annotation_queue_assignments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.annotation_queue_items
    ADD CONSTRAINT annotation_queue_items_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.annotation_queues
    ADD CONSTRAINT annotation_queues_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.audit_logs
    ADD CONSTRAINT audit_logs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.automation_executions
    ADD CONSTRAINT automation_executions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.automations
    ADD CONSTRAINT automations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.background_migrations
    ADD CONSTRAINT background_migrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.batch_actions
    ADD CONSTRAINT batch_actions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.batch_exports
    ADD CONSTRAINT batch_exports_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.blob_storage_integrations
    ADD CONSTRAINT blob_storage_integrations_pkey PRIMARY KEY (project_id);

ALTER TABLE ONLY langfuse.cloud_spend_alerts
    ADD CONSTRAINT cloud_spend_alerts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.comment_reactions
    ADD CONSTRAINT comment_reactions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.comments
    ADD CONSTRAINT comments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.cron_jobs
    ADD CONSTRAINT cron_jobs_pkey PRIMARY KEY (name);

ALTER TABLE ONLY langfuse.dashboard_widgets
    ADD CONSTRAINT dashboard_widgets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.dashboards
    ADD CONSTRAINT dashboards_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.dataset_item_media
    ADD CONSTRAINT dataset_item_media_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.dataset_items
    ADD CONSTRAINT dataset_items_pkey PRIMARY KEY (id, project_id, valid_from);

ALTER TABLE ONLY langfuse.dataset_runs
    ADD CONSTRAINT dataset_runs_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY langfuse.datasets
    ADD CONSTRAINT datasets_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY langfuse.default_llm_models
    ADD CONSTRAINT default_llm_models_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.default_llm_models
    ADD CONSTRAINT default_llm_models_project_id_key UNIQUE (project_id);

ALTER TABLE ONLY langfuse.default_views
    ADD CONSTRAINT default_views_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.eval_templates
    ADD CONSTRAINT eval_templates_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.evaluation_rule_evaluator_assignments
    ADD CONSTRAINT evaluation_rule_evaluator_assignments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.evaluation_rules
    ADD CONSTRAINT evaluation_rules_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.evaluator_versions
    ADD CONSTRAINT evaluator_versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.evaluators
    ADD CONSTRAINT evaluators_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.in_app_agent_conversations
    ADD CONSTRAINT in_app_agent_conversations_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY langfuse.in_app_agent_events
    ADD CONSTRAINT in_app_agent_events_pkey PRIMARY KEY (project_id, conversation_id, sequence_number);

ALTER TABLE ONLY langfuse.in_app_agent_pending_tool_approvals
    ADD CONSTRAINT in_app_agent_pending_tool_approvals_pkey PRIMARY KEY (project_id, conversation_id, tool_call_id);

ALTER TABLE ONLY langfuse.in_app_agent_runs
    ADD CONSTRAINT in_app_agent_runs_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY langfuse.job_configurations
    ADD CONSTRAINT job_configurations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.job_executions
    ADD CONSTRAINT job_executions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.llm_api_keys
    ADD CONSTRAINT llm_api_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.llm_schemas
    ADD CONSTRAINT llm_schemas_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.llm_tools
    ADD CONSTRAINT llm_tools_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.membership_invitations
    ADD CONSTRAINT membership_invitations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.mixpanel_integrations
    ADD CONSTRAINT mixpanel_integrations_pkey PRIMARY KEY (project_id);

ALTER TABLE ONLY langfuse.models
    ADD CONSTRAINT models_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.monitors
    ADD CONSTRAINT monitors_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.notification_preferences
    ADD CONSTRAINT notification_preferences_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.observation_media
    ADD CONSTRAINT observation_media_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.organization_memberships
    ADD CONSTRAINT organization_memberships_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.pending_deletions
    ADD CONSTRAINT pending_deletions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.posthog_integrations
    ADD CONSTRAINT posthog_integrations_pkey PRIMARY KEY (project_id);

ALTER TABLE ONLY langfuse.prices
    ADD CONSTRAINT prices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.pricing_tiers
    ADD CONSTRAINT pricing_tiers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.project_memberships
    ADD CONSTRAINT project_memberships_pkey PRIMARY KEY (project_id, user_id);

ALTER TABLE ONLY langfuse.projects
    ADD CONSTRAINT projects_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.prompt_dependencies
    ADD CONSTRAINT prompt_dependencies_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.prompt_protected_labels
    ADD CONSTRAINT prompt_protected_labels_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.prompts
    ADD CONSTRAINT prompts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.score_configs
    ADD CONSTRAINT score_configs_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.slack_integrations
    ADD CONSTRAINT slack_integrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.sso_configs
    ADD CONSTRAINT sso_configs_pkey PRIMARY KEY (domain);

ALTER TABLE ONLY langfuse.surveys
    ADD CONSTRAINT surveys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.table_view_presets
    ADD CONSTRAINT table_view_presets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.trace_media
    ADD CONSTRAINT trace_media_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.trace_sessions
    ADD CONSTRAINT trace_sessions_pkey PRIMARY KEY (id, project_id);

ALTER TABLE ONLY langfuse.triggers
    ADD CONSTRAINT triggers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.verified_domains
    ADD CONSTRAINT verified_domains_pkey PRIMARY KEY (id);

ALTER TABLE ONLY langfuse.web_callout_endpoints
    ADD CONSTRAINT web_callout_endpoints_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX "Account_provider_providerAccountId_key" ON langfuse."Account" USING btree (provider, "providerAccountId");

CREATE INDEX "Account_user_id_idx" ON langfuse."Account" USING btree (user_id);

CREATE UNIQUE INDEX "Session_session_token_key" ON langfuse."Session" USING btree (session_token);

CREATE INDEX actions_project_id_idx ON langfuse.actions USING btree (project_id);

CREATE UNIQUE INDEX annotation_queue_assignments_project_id_queue_id_user_id_key ON langfuse.annotation_queue_assignments USING btree (project_id, queue_id, user_id);

CREATE INDEX annotation_queue_items_annotator_user_id_idx ON langfuse.annotation_queue_items USING btree (annotator_user_id);

CREATE INDEX annotation_queue_items_created_at_idx ON langfuse.annotation_queue_items USING btree (created_at);

CREATE INDEX annotation_queue_items_id_project_id_idx ON langfuse.annotation_queue_items USING btree (id, project_id);

CREATE INDEX annotation_queue_items_object_id_object_type_project_id_que_idx ON langfuse.annotation_queue_items USING btree (object_id, object_type, project_id, queue_id);

CREATE INDEX annotation_queue_items_project_id_queue_id_status_idx ON langfuse.annotation_queue_items USING btree (project_id, queue_id, status);

CREATE INDEX annotation_queues_id_project_id_idx ON langfuse.annotation_queues USING btree (id, project_id);

CREATE INDEX annotation_queues_project_id_created_at_idx ON langfuse.annotation_queues USING btree (project_id, created_at);

CREATE UNIQUE INDEX annotation_queues_project_id_name_key ON langfuse.annotation_queues USING btree (project_id, name);

CREATE INDEX api_keys_created_by_api_key_id_idx ON langfuse.api_keys USING btree (created_by_api_key_id);

CREATE INDEX api_keys_fast_hashed_secret_key_idx ON langfuse.api_keys USING btree (fast_hashed_secret_key);

CREATE UNIQUE INDEX api_keys_fast_hashed_secret_key_key ON langfuse.api_keys USING btree (fast_hashed_secret_key);

CREATE INDEX api_keys_hashed_secret_key_idx ON langfuse.api_keys USING btree (hashed_secret_key);

CREATE UNIQUE INDEX api_keys_hashed_secret_key_key ON langfuse.api_keys USING btree (hashed_secret_key);

CREATE UNIQUE INDEX api_keys_id_key ON langfuse.api_keys USING btree (id);

CREATE INDEX api_keys_organization_id_idx ON langfuse.api_keys USING btree (organization_id);

CREATE INDEX api_keys_project_id_idx ON langfuse.api_keys USING btree (project_id);

CREATE INDEX api_keys_public_key_idx ON langfuse.api_keys USING btree (public_key);

CREATE UNIQUE INDEX api_keys_public_key_key ON langfuse.api_keys USING btree (public_key);

CREATE INDEX audit_logs_api_key_id_idx ON langfuse.audit_logs USING btree (api_key_id);

CREATE INDEX audit_logs_created_at_idx ON langfuse.audit_logs USING btree (created_at);

CREATE INDEX audit_logs_org_id_idx ON langfuse.audit_logs USING btree (org_id);

CREATE INDEX audit_logs_project_id_idx ON langfuse.audit_logs USING btree (project_id);

CREATE INDEX audit_logs_updated_at_idx ON langfuse.audit_logs USING btree (updated_at);

CREATE INDEX audit_logs_user_id_idx ON langfuse.audit_logs USING btree (user_id);

CREATE INDEX automation_executions_action_id_idx ON langfuse.automation_executions USING btree (action_id);

CREATE INDEX automation_executions_project_id_idx ON langfuse.automation_executions USING btree (project_id);

CREATE INDEX automation_executions_trigger_id_idx ON langfuse.automation_executions USING btree (trigger_id);

CREATE INDEX automations_project_id_action_id_trigger_id_idx ON langfuse.automations USING btree (project_id, action_id, trigger_id);

CREATE INDEX automations_project_id_name_idx ON langfuse.automations USING btree (project_id, name);

CREATE UNIQUE INDEX background_migrations_name_key ON langfuse.background_migrations USING btree (name);

CREATE INDEX batch_actions_project_id_action_type_idx ON langfuse.batch_actions USING btree (project_id, action_type);

CREATE INDEX batch_actions_project_id_user_id_idx ON langfuse.batch_actions USING btree (project_id, user_id);

CREATE INDEX batch_actions_status_idx ON langfuse.batch_actions USING btree (status);

CREATE INDEX batch_exports_project_id_user_id_idx ON langfuse.batch_exports USING btree (project_id, user_id);

CREATE INDEX batch_exports_status_idx ON langfuse.batch_exports USING btree (status);

CREATE INDEX billing_meter_backups_stripe_customer_id_meter_id_start_tim_idx ON langfuse.billing_meter_backups USING btree (stripe_customer_id, meter_id, start_time, end_time);

CREATE UNIQUE INDEX billing_meter_backups_stripe_customer_id_meter_id_start_tim_key ON langfuse.billing_meter_backups USING btree (stripe_customer_id, meter_id, start_time, end_time);

CREATE INDEX cloud_spend_alerts_org_id_idx ON langfuse.cloud_spend_alerts USING btree (org_id);

CREATE UNIQUE INDEX comment_reactions_comment_id_user_id_emoji_key ON langfuse.comment_reactions USING btree (comment_id, user_id, emoji);

CREATE INDEX comments_project_id_object_type_object_id_idx ON langfuse.comments USING btree (project_id, object_type, object_id);

CREATE UNIQUE INDEX dataset_item_media_item_version_field_path_key ON langfuse.dataset_item_media USING btree (project_id, dataset_item_id, dataset_item_valid_from, field, json_path);

CREATE UNIQUE INDEX dataset_item_media_pending_key ON langfuse.dataset_item_media USING btree (project_id, dataset_item_id, field, media_id) WHERE (dataset_item_valid_from IS NULL);

CREATE INDEX dataset_item_media_project_id_dataset_id_idx ON langfuse.dataset_item_media USING btree (project_id, dataset_id);

CREATE INDEX dataset_item_media_project_id_media_id_idx ON langfuse.dataset_item_media USING btree (project_id, media_id);

CREATE INDEX dataset_items_created_at_idx ON langfuse.dataset_items USING btree (created_at);

CREATE INDEX dataset_items_dataset_id_idx ON langfuse.dataset_items USING hash (dataset_id);

CREATE INDEX dataset_items_project_id_id_valid_from_idx ON langfuse.dataset_items USING btree (project_id, id, valid_from);

CREATE INDEX dataset_items_project_id_valid_to_idx ON langfuse.dataset_items USING btree (project_id, valid_to);

CREATE INDEX dataset_items_source_observation_id_idx ON langfuse.dataset_items USING hash (source_observation_id);

CREATE INDEX dataset_items_source_trace_id_idx ON langfuse.dataset_items USING hash (source_trace_id);

CREATE INDEX dataset_items_updated_at_idx ON langfuse.dataset_items USING btree (updated_at);

CREATE INDEX dataset_runs_created_at_idx ON langfuse.dataset_runs USING btree (created_at);

CREATE INDEX dataset_runs_dataset_id_idx ON langfuse.dataset_runs USING hash (dataset_id);

CREATE INDEX dataset_runs_updated_at_idx ON langfuse.dataset_runs USING btree (updated_at);

CREATE INDEX datasets_created_at_idx ON langfuse.datasets USING btree (created_at);

CREATE UNIQUE INDEX datasets_project_id_name_key ON langfuse.datasets USING btree (project_id, name);

CREATE INDEX datasets_updated_at_idx ON langfuse.datasets USING btree (updated_at);

CREATE INDEX default_views_project_id_view_name_idx ON langfuse.default_views USING btree (project_id, view_name);

CREATE UNIQUE INDEX default_views_project_user_view_key ON langfuse.default_views USING btree (project_id, user_id, view_name) WHERE (user_id IS NOT NULL);

CREATE UNIQUE INDEX default_views_project_view_key ON langfuse.default_views USING btree (project_id, view_name) WHERE (user_id IS NULL);

CREATE INDEX eval_templates_project_id_id_idx ON langfuse.eval_templates USING btree (project_id, id);

CREATE UNIQUE INDEX eval_templates_project_id_name_version_key ON langfuse.eval_templates USING btree (project_id, name, version);

CREATE INDEX evaluation_rule_assignments_evaluator_id_idx ON langfuse.evaluation_rule_evaluator_assignments USING btree (evaluator_id);

CREATE INDEX evaluation_rule_assignments_project_id_idx ON langfuse.evaluation_rule_evaluator_assignments USING btree (project_id);

CREATE UNIQUE INDEX evaluation_rule_assignments_rule_evaluator_key ON langfuse.evaluation_rule_evaluator_assignments USING btree (evaluation_rule_id, evaluator_id);

CREATE INDEX evaluation_rules_project_id_updated_at_idx ON langfuse.evaluation_rules USING btree (project_id, updated_at DESC);

CREATE UNIQUE INDEX evaluator_versions_evaluator_id_version_key ON langfuse.evaluator_versions USING btree (evaluator_id, version DESC);

CREATE INDEX evaluators_project_id_created_at_idx ON langfuse.evaluators USING btree (project_id, created_at DESC);

CREATE INDEX idx_comments_content_gin ON langfuse.comments USING gin (to_tsvector('english'::regconfig, content));

CREATE INDEX in_app_agent_conversations_project_user_list_idx ON langfuse.in_app_agent_conversations USING btree (project_id, created_by_user_id, deleted_at, updated_at, id);

CREATE INDEX in_app_agent_events_project_run_idx ON langfuse.in_app_agent_events USING btree (project_id, run_id);

CREATE INDEX in_app_agent_pending_tool_approvals_expires_at_idx ON langfuse.in_app_agent_pending_tool_approvals USING btree (expires_at);

CREATE UNIQUE INDEX in_app_agent_runs_active_conversation_key ON langfuse.in_app_agent_runs USING btree (project_id, conversation_id) WHERE (finished_at IS NULL);

CREATE INDEX in_app_agent_runs_project_conversation_created_idx ON langfuse.in_app_agent_runs USING btree (project_id, conversation_id, created_at);

CREATE INDEX job_configurations_project_id_id_idx ON langfuse.job_configurations USING btree (project_id, id);

CREATE INDEX job_executions_job_configuration_id_idx ON langfuse.job_executions USING btree (job_configuration_id);

CREATE INDEX job_executions_project_id_job_configuration_id_job_input_tr_idx ON langfuse.job_executions USING btree (project_id, job_configuration_id, job_input_trace_id);

CREATE INDEX job_executions_project_id_job_output_score_id_idx ON langfuse.job_executions USING btree (project_id, job_output_score_id);

CREATE UNIQUE INDEX llm_api_keys_id_key ON langfuse.llm_api_keys USING btree (id);

CREATE UNIQUE INDEX llm_api_keys_project_id_provider_key ON langfuse.llm_api_keys USING btree (project_id, provider);

CREATE UNIQUE INDEX llm_schemas_project_id_name_key ON langfuse.llm_schemas USING btree (project_id, name);

CREATE UNIQUE INDEX llm_tools_project_id_name_key ON langfuse.llm_tools USING btree (project_id, name);

CREATE INDEX media_project_id_created_at_idx ON langfuse.media USING btree (project_id, created_at);

CREATE UNIQUE INDEX media_project_id_id_key ON langfuse.media USING btree (project_id, id);

CREATE UNIQUE INDEX media_project_id_sha_256_hash_key ON langfuse.media USING btree (project_id, sha_256_hash);

CREATE INDEX membership_invitations_email_idx ON langfuse.membership_invitations USING btree (email);

CREATE UNIQUE INDEX membership_invitations_email_org_id_key ON langfuse.membership_invitations USING btree (email, org_id);

CREATE UNIQUE INDEX membership_invitations_id_key ON langfuse.membership_invitations USING btree (id);

CREATE INDEX membership_invitations_org_id_idx ON langfuse.membership_invitations USING btree (org_id);

CREATE INDEX membership_invitations_project_id_idx ON langfuse.membership_invitations USING btree (project_id);

CREATE INDEX models_model_name_idx ON langfuse.models USING btree (model_name);

CREATE UNIQUE INDEX models_project_id_model_name_start_date_unit_key ON langfuse.models USING btree (project_id, model_name, start_date, unit);

CREATE INDEX monitors_project_id_idx ON langfuse.monitors USING btree (project_id);

CREATE INDEX monitors_scheduler_batch_id_idx ON langfuse.monitors USING btree (scheduler_batch_id);

CREATE INDEX monitors_scheduler_rescue_idx ON langfuse.monitors USING btree (last_published_at) WHERE ((last_completed_at IS NULL) OR (last_completed_at < last_published_at));

CREATE INDEX monitors_scheduler_tick_idx ON langfuse.monitors USING btree (next_run_at, scheduler_batch_id);

CREATE UNIQUE INDEX notification_preferences_user_id_project_id_channel_type_key ON langfuse.notification_preferences USING btree (user_id, project_id, channel, type);

CREATE INDEX observation_media_project_id_media_id_idx ON langfuse.observation_media USING btree (project_id, media_id);

CREATE UNIQUE INDEX observation_media_project_id_trace_id_observation_id_media__key ON langfuse.observation_media USING btree (project_id, trace_id, observation_id, media_id, field);

CREATE UNIQUE INDEX organization_memberships_org_id_user_id_key ON langfuse.organization_memberships USING btree (org_id, user_id);

CREATE INDEX organization_memberships_user_id_idx ON langfuse.organization_memberships USING btree (user_id);

CREATE INDEX pending_deletions_object_id_object_idx ON langfuse.pending_deletions USING btree (object_id, object);

CREATE INDEX pending_deletions_project_id_object_is_deleted_object_id_id_idx ON langfuse.pending_deletions USING btree (project_id, object, is_deleted, object_id, id);

CREATE UNIQUE INDEX prices_model_id_usage_type_pricing_tier_id_key ON langfuse.prices USING btree (model_id, usage_type, pricing_tier_id);

CREATE INDEX prices_pricing_tier_id_idx ON langfuse.prices USING btree (pricing_tier_id);

CREATE UNIQUE INDEX pricing_tiers_model_id_name_key ON langfuse.pricing_tiers USING btree (model_id, name);

CREATE UNIQUE INDEX pricing_tiers_model_id_priority_key ON langfuse.pricing_tiers USING btree (model_id, priority);

CREATE INDEX project_memberships_org_membership_id_idx ON langfuse.project_memberships USING btree (org_membership_id);

CREATE INDEX project_memberships_project_id_idx ON langfuse.project_memberships USING btree (project_id);

CREATE INDEX project_memberships_user_id_idx ON langfuse.project_memberships USING btree (user_id);

CREATE INDEX projects_org_id_idx ON langfuse.projects USING btree (org_id);

CREATE INDEX prompt_dependencies_project_id_child_name ON langfuse.prompt_dependencies USING btree (project_id, child_name);

CREATE INDEX prompt_dependencies_project_id_parent_id ON langfuse.prompt_dependencies USING btree (project_id, parent_id);

CREATE UNIQUE INDEX prompt_protected_labels_project_id_label_key ON langfuse.prompt_protected_labels USING btree (project_id, label);

CREATE INDEX prompts_created_at_idx ON langfuse.prompts USING btree (created_at);

CREATE INDEX prompts_project_id_id_idx ON langfuse.prompts USING btree (project_id, id);

CREATE UNIQUE INDEX prompts_project_id_name_version_key ON langfuse.prompts USING btree (project_id, name, version);

CREATE INDEX prompts_tags_idx ON langfuse.prompts USING gin (tags);

CREATE INDEX prompts_updated_at_idx ON langfuse.prompts USING btree (updated_at);

CREATE INDEX score_configs_categories_idx ON langfuse.score_configs USING btree (categories);

CREATE INDEX score_configs_created_at_idx ON langfuse.score_configs USING btree (created_at);

CREATE INDEX score_configs_data_type_idx ON langfuse.score_configs USING btree (data_type);

CREATE UNIQUE INDEX score_configs_id_project_id_key ON langfuse.score_configs USING btree (id, project_id);

CREATE INDEX score_configs_is_archived_idx ON langfuse.score_configs USING btree (is_archived);

CREATE INDEX score_configs_project_id_idx ON langfuse.score_configs USING btree (project_id);

CREATE INDEX score_configs_updated_at_idx ON langfuse.score_configs USING btree (updated_at);

CREATE UNIQUE INDEX slack_integrations_project_id_key ON langfuse.slack_integrations USING btree (project_id);

CREATE INDEX slack_integrations_team_id_idx ON langfuse.slack_integrations USING btree (team_id);

CREATE UNIQUE INDEX table_view_presets_project_id_table_name_name_key ON langfuse.table_view_presets USING btree (project_id, table_name, name);

CREATE INDEX trace_media_project_id_media_id_idx ON langfuse.trace_media USING btree (project_id, media_id);

CREATE UNIQUE INDEX trace_media_project_id_trace_id_media_id_field_key ON langfuse.trace_media USING btree (project_id, trace_id, media_id, field);

CREATE INDEX trace_sessions_project_id_created_at_idx ON langfuse.trace_sessions USING btree (project_id, created_at DESC);

CREATE INDEX triggers_project_id_idx ON langfuse.triggers USING btree (project_id);

CREATE UNIQUE INDEX users_email_key ON langfuse.users USING btree (email);

CREATE UNIQUE INDEX verification_tokens_identifier_token_key ON langfuse.verification_tokens USING btree (identifier, token);

CREATE UNIQUE INDEX verification_tokens_token_key ON langfuse.verification_tokens USING btree (token);

CREATE UNIQUE INDEX verified_domains_domain_verified_key ON langfuse.verified_domains USING btree (domain) WHERE (verified_at IS NOT NULL);

CREATE UNIQUE INDEX verified_domains_organization_id_domain_key ON langfuse.verified_domains USING btree (organization_id, domain);

CREATE INDEX verified_domains_organization_id_idx ON langfuse.verified_domains USING btree (organization_id);

CREATE UNIQUE INDEX verified_domains_verification_token_key ON langfuse.verified_domains USING btree (verification_token);

CREATE INDEX web_callout_endpoints_project_id_enabled_idx ON langfuse.web_callout_endpoints USING btree (project_id, enabled);

CREATE INDEX web_callout_endpoints_project_id_idx ON langfuse.web_callout_endpoints USING btree (project_id);

ALTER TABLE ONLY langfuse."Account"
    ADD CONSTRAINT "Account_user_id_fkey" FOREIGN KEY (user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse."Session"
    ADD CONSTRAINT "Session_user_id_fkey" FOREIGN KEY (user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.actions
    ADD CONSTRAINT actions_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.annotation_queue_assignments
    ADD CONSTRAINT annotation_queue_assignments_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.annotation_queue_assignments
    ADD CONSTRAINT annotation_queue_assignments_queue_id_fkey FOREIGN KEY (queue_id) REFERENCES langfuse.annotation_queues(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.annotation_queue_assignments
    ADD CONSTRAINT annotation_queue_assignments_user_id_fkey FOREIGN KEY (user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.annotation_queue_items
    ADD CONSTRAINT annotation_queue_items_annotator_user_id_fkey FOREIGN KEY (annotator_user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.annotation_queue_items
    ADD CONSTRAINT annotation_queue_items_locked_by_user_id_fkey FOREIGN KEY (locked_by_user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.annotation_queue_items
    ADD CONSTRAINT annotation_queue_items_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.annotation_queue_items
    ADD CONSTRAINT annotation_queue_items_queue_id_fkey FOREIGN KEY (queue_id) REFERENCES langfuse.annotation_queues(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.annotation_queues
    ADD CONSTRAINT annotation_queues_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.api_keys
    ADD CONSTRAINT api_keys_created_by_api_key_id_fkey FOREIGN KEY (created_by_api_key_id) REFERENCES langfuse.api_keys(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.api_keys
    ADD CONSTRAINT api_keys_created_by_user_id_fkey FOREIGN KEY (created_by_user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.api_keys
    ADD CONSTRAINT api_keys_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES langfuse.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.api_keys
    ADD CONSTRAINT api_keys_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.automation_executions
    ADD CONSTRAINT automation_executions_action_id_fkey FOREIGN KEY (action_id) REFERENCES langfuse.actions(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.automation_executions
    ADD CONSTRAINT automation_executions_automation_id_fkey FOREIGN KEY (automation_id) REFERENCES langfuse.automations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.automation_executions
    ADD CONSTRAINT automation_executions_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.automation_executions
    ADD CONSTRAINT automation_executions_trigger_id_fkey FOREIGN KEY (trigger_id) REFERENCES langfuse.triggers(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.automations
    ADD CONSTRAINT automations_action_id_fkey FOREIGN KEY (action_id) REFERENCES langfuse.actions(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.automations
    ADD CONSTRAINT automations_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.automations
    ADD CONSTRAINT automations_trigger_id_fkey FOREIGN KEY (trigger_id) REFERENCES langfuse.triggers(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.batch_actions
    ADD CONSTRAINT batch_actions_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.batch_exports
    ADD CONSTRAINT batch_exports_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.blob_storage_integrations
    ADD CONSTRAINT blob_storage_integrations_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.cloud_spend_alerts
    ADD CONSTRAINT cloud_spend_alerts_org_id_fkey FOREIGN KEY (org_id) REFERENCES langfuse.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.comment_reactions
    ADD CONSTRAINT comment_reactions_comment_id_fkey FOREIGN KEY (comment_id) REFERENCES langfuse.comments(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.comment_reactions
    ADD CONSTRAINT comment_reactions_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.comment_reactions
    ADD CONSTRAINT comment_reactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.comments
    ADD CONSTRAINT comments_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.dashboard_widgets
    ADD CONSTRAINT dashboard_widgets_created_by_fkey FOREIGN KEY (created_by) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.dashboard_widgets
    ADD CONSTRAINT dashboard_widgets_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.dashboard_widgets
    ADD CONSTRAINT dashboard_widgets_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.dashboards
    ADD CONSTRAINT dashboards_created_by_fkey FOREIGN KEY (created_by) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.dashboards
    ADD CONSTRAINT dashboards_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.dashboards
    ADD CONSTRAINT dashboards_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.dataset_items
    ADD CONSTRAINT dataset_items_dataset_id_project_id_fkey FOREIGN KEY (dataset_id, project_id) REFERENCES langfuse.datasets(id, project_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.dataset_runs
    ADD CONSTRAINT dataset_runs_dataset_id_project_id_fkey FOREIGN KEY (dataset_id, project_id) REFERENCES langfuse.datasets(id, project_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.datasets
    ADD CONSTRAINT datasets_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.default_llm_models
    ADD CONSTRAINT default_llm_models_llm_api_key_id_fkey FOREIGN KEY (llm_api_key_id) REFERENCES langfuse.llm_api_keys(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.default_llm_models
    ADD CONSTRAINT default_llm_models_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.default_views
    ADD CONSTRAINT default_views_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.default_views
    ADD CONSTRAINT default_views_user_id_fkey FOREIGN KEY (user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.eval_templates
    ADD CONSTRAINT eval_templates_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.evaluation_rule_evaluator_assignments
    ADD CONSTRAINT evaluation_rule_evaluator_assignments_evaluation_rule_id_fkey FOREIGN KEY (evaluation_rule_id) REFERENCES langfuse.evaluation_rules(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.evaluation_rule_evaluator_assignments
    ADD CONSTRAINT evaluation_rule_evaluator_assignments_evaluator_id_fkey FOREIGN KEY (evaluator_id) REFERENCES langfuse.evaluators(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.evaluation_rule_evaluator_assignments
    ADD CONSTRAINT evaluation_rule_evaluator_assignments_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.evaluation_rules
    ADD CONSTRAINT evaluation_rules_created_by_user_id_fkey FOREIGN KEY (created_by_user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.evaluation_rules
    ADD CONSTRAINT evaluation_rules_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.evaluator_versions
    ADD CONSTRAINT evaluator_versions_created_by_user_id_fkey FOREIGN KEY (created_by_user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.evaluator_versions
    ADD CONSTRAINT evaluator_versions_evaluator_id_fkey FOREIGN KEY (evaluator_id) REFERENCES langfuse.evaluators(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.evaluators
    ADD CONSTRAINT evaluators_created_by_user_id_fkey FOREIGN KEY (created_by_user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.evaluators
    ADD CONSTRAINT evaluators_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.in_app_agent_conversations
    ADD CONSTRAINT in_app_agent_conversations_created_by_user_id_fkey FOREIGN KEY (created_by_user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.in_app_agent_conversations
    ADD CONSTRAINT in_app_agent_conversations_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.in_app_agent_events
    ADD CONSTRAINT in_app_agent_events_conversation_id_project_id_fkey FOREIGN KEY (conversation_id, project_id) REFERENCES langfuse.in_app_agent_conversations(id, project_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.in_app_agent_events
    ADD CONSTRAINT in_app_agent_events_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.in_app_agent_events
    ADD CONSTRAINT in_app_agent_events_run_id_project_id_fkey FOREIGN KEY (run_id, project_id) REFERENCES langfuse.in_app_agent_runs(id, project_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.in_app_agent_pending_tool_approvals
    ADD CONSTRAINT in_app_agent_pending_tool_approvals_conversation_id_projec_fkey FOREIGN KEY (conversation_id, project_id) REFERENCES langfuse.in_app_agent_conversations(id, project_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.in_app_agent_pending_tool_approvals
    ADD CONSTRAINT in_app_agent_pending_tool_approvals_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.in_app_agent_runs
    ADD CONSTRAINT in_app_agent_runs_conversation_id_project_id_fkey FOREIGN KEY (conversation_id, project_id) REFERENCES langfuse.in_app_agent_conversations(id, project_id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.in_app_agent_runs
    ADD CONSTRAINT in_app_agent_runs_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.in_app_agent_runs
    ADD CONSTRAINT in_app_agent_runs_triggered_by_user_id_fkey FOREIGN KEY (triggered_by_user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.job_configurations
    ADD CONSTRAINT job_configurations_eval_template_id_fkey FOREIGN KEY (eval_template_id) REFERENCES langfuse.eval_templates(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.job_configurations
    ADD CONSTRAINT job_configurations_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.job_executions
    ADD CONSTRAINT job_executions_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.llm_api_keys
    ADD CONSTRAINT llm_api_keys_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.llm_schemas
    ADD CONSTRAINT llm_schemas_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.llm_tools
    ADD CONSTRAINT llm_tools_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.media
    ADD CONSTRAINT media_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.membership_invitations
    ADD CONSTRAINT membership_invitations_invited_by_user_id_fkey FOREIGN KEY (invited_by_user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.membership_invitations
    ADD CONSTRAINT membership_invitations_org_id_fkey FOREIGN KEY (org_id) REFERENCES langfuse.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.membership_invitations
    ADD CONSTRAINT membership_invitations_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.mixpanel_integrations
    ADD CONSTRAINT mixpanel_integrations_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.models
    ADD CONSTRAINT models_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.monitors
    ADD CONSTRAINT monitors_created_by_fkey FOREIGN KEY (created_by) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.monitors
    ADD CONSTRAINT monitors_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.monitors
    ADD CONSTRAINT monitors_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.notification_preferences
    ADD CONSTRAINT notification_preferences_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.notification_preferences
    ADD CONSTRAINT notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.organization_memberships
    ADD CONSTRAINT organization_memberships_org_id_fkey FOREIGN KEY (org_id) REFERENCES langfuse.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.organization_memberships
    ADD CONSTRAINT organization_memberships_user_id_fkey FOREIGN KEY (user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.pending_deletions
    ADD CONSTRAINT pending_deletions_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.posthog_integrations
    ADD CONSTRAINT posthog_integrations_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.prices
    ADD CONSTRAINT prices_model_id_fkey FOREIGN KEY (model_id) REFERENCES langfuse.models(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.prices
    ADD CONSTRAINT prices_pricing_tier_id_fkey FOREIGN KEY (pricing_tier_id) REFERENCES langfuse.pricing_tiers(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.prices
    ADD CONSTRAINT prices_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.pricing_tiers
    ADD CONSTRAINT pricing_tiers_model_id_fkey FOREIGN KEY (model_id) REFERENCES langfuse.models(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.project_memberships
    ADD CONSTRAINT project_memberships_org_membership_id_fkey FOREIGN KEY (org_membership_id) REFERENCES langfuse.organization_memberships(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.project_memberships
    ADD CONSTRAINT project_memberships_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.project_memberships
    ADD CONSTRAINT project_memberships_user_id_fkey FOREIGN KEY (user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.projects
    ADD CONSTRAINT projects_home_dashboard_id_fkey FOREIGN KEY (home_dashboard_id) REFERENCES langfuse.dashboards(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.projects
    ADD CONSTRAINT projects_org_id_fkey FOREIGN KEY (org_id) REFERENCES langfuse.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.prompt_dependencies
    ADD CONSTRAINT prompt_dependencies_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES langfuse.prompts(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.prompt_dependencies
    ADD CONSTRAINT prompt_dependencies_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.prompt_protected_labels
    ADD CONSTRAINT prompt_protected_labels_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.prompts
    ADD CONSTRAINT prompts_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.score_configs
    ADD CONSTRAINT score_configs_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.slack_integrations
    ADD CONSTRAINT slack_integrations_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.surveys
    ADD CONSTRAINT surveys_org_id_fkey FOREIGN KEY (org_id) REFERENCES langfuse.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.surveys
    ADD CONSTRAINT surveys_user_id_fkey FOREIGN KEY (user_id) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.table_view_presets
    ADD CONSTRAINT table_view_presets_created_by_fkey FOREIGN KEY (created_by) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.table_view_presets
    ADD CONSTRAINT table_view_presets_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.table_view_presets
    ADD CONSTRAINT table_view_presets_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES langfuse.users(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY langfuse.trace_sessions
    ADD CONSTRAINT trace_sessions_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.triggers
    ADD CONSTRAINT triggers_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.verified_domains
    ADD CONSTRAINT verified_domains_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES langfuse.organizations(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY langfuse.web_callout_endpoints
    ADD CONSTRAINT web_callout_endpoints_project_id_fkey FOREIGN KEY (project_id) REFERENCES langfuse.projects(id) ON UPDATE CASCADE ON DELETE CASCADE;
`,
  dataSql: `
-- The rows the migrations themselves insert (pg_dump --data-only --inserts).
INSERT INTO langfuse.background_migrations VALUES
	('3445cac4-d9d5-4750-8b65-351135c1b85e', '20250711_1347_patch_llm_tool_schema_audit_logs', 'patchLLMToolAndLLLMSchemaAuditLogs', '{}', NULL, NULL, NULL, NULL, NULL, '{}'),
	('0199b890-1093-7d1f-b662-be3c03527e93', '20250102_backfill_billing_cycle_anchors', 'backfillBillingCycleAnchors', '{}', NULL, NULL, NULL, NULL, NULL, '{}'),
	('d4f5a6b7-c8d9-4e1f-a2b3-c4d5e6f7a8b8', '20251216_1001_backfill_dataset_items_valid_to', 'backfillValidToForDatasetItems', '{}', NULL, NULL, NULL, NULL, NULL, '{}'),
	('01a0c890-2094-8e2f-c773-cf4d14638fa4', '20260106_encrypt_blob_storage_secrets', 'encryptBlobStorageSecrets', '{}', NULL, NULL, NULL, NULL, NULL, '{}'),
	('8e1f4a2b-5c63-4d8e-9a47-1b2f3c4d5e6f', '20260701_v4_step_1_create_root_spans_from_traces', 'createRootSpansFromTraces', '{"envGate": "LANGFUSE_BACKGROUND_MIGRATION_V4_ENABLE_HISTORIC_BACKFILL"}', NULL, NULL, NULL, NULL, NULL, '{}'),
	('9c2d5a4f-7b8e-4f6a-a91c-3e5d7f8a2b1c', '20260701_v4_step_2_rewrite_observations_to_pid_tid_sorting', 'rewriteObservationsToPidTidSorting', '{"envGate": "LANGFUSE_BACKGROUND_MIGRATION_V4_ENABLE_HISTORIC_BACKFILL"}', NULL, NULL, NULL, NULL, NULL, '{}'),
	('7a3f8d6e-2c91-4b5e-8d72-f4a5b6c7d8e9', '20260701_v4_step_3_backfill_events_full_from_observations', 'backfillEventsFullFromObservations', '{"envGate": "LANGFUSE_BACKGROUND_MIGRATION_V4_ENABLE_HISTORIC_BACKFILL"}', NULL, NULL, NULL, NULL, NULL, '{}'),
	('9d4f8a12-7b35-4e6c-9f48-a2b3c4d5e6f7', '20260701_v4_step_4_backfill_events_full_from_dataset_run_items', 'backfillEventsFullFromDatasetRunItems', '{"envGate": "LANGFUSE_BACKGROUND_MIGRATION_V4_ENABLE_HISTORIC_BACKFILL"}', NULL, NULL, NULL, NULL, NULL, '{}'),
	('b3f1c5d8-9e47-4a26-8b3f-5c6d7e8f9a01', '20260701_v4_step_5_drop_pid_tid_sorting_tables', 'dropPidTidSortingTables', '{"envGate": "LANGFUSE_BACKGROUND_MIGRATION_V4_DROP_PID_TID_SORTING_TABLES"}', NULL, NULL, NULL, NULL, NULL, '{}');
INSERT INTO langfuse.models VALUES
	('clrntkjgy000f08jx79v9g1xj', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-4', '(?i)^(gpt-4)$', NULL, 0.000030000000000000000000000000, 0.000060000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4", "tokensPerMessage": 3}', 'openai'),
	('clrkwk4cc000908l537kl0rx3', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-4-0613', '(?i)^(gpt-4-0613)$', NULL, 0.000030000000000000000000000000, 0.000060000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4-0613", "tokensPerMessage": 3}', 'openai'),
	('clrntkjgy000e08jx4x6uawoo', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-4-0314', '(?i)^(gpt-4-0314)$', NULL, 0.000030000000000000000000000000, 0.000060000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4-0314", "tokensPerMessage": 3}', 'openai'),
	('clrkvyzgw000308jue4hse4j9', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-4-32k', '(?i)^(gpt-4-32k)$', NULL, 0.000060000000000000000000000000, 0.000120000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4-32k", "tokensPerMessage": 3}', 'openai'),
	('clrkwk4cb000108l5hwwh3zdi', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-4-32k-0613', '(?i)^(gpt-4-32k-0613)$', NULL, 0.000060000000000000000000000000, 0.000120000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4-32k-0613", "tokensPerMessage": 3}', 'openai'),
	('clrntkjgy000d08jx0p4y9h4l', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-4-32k-0314', '(?i)^(gpt-4-32k-0314)$', NULL, 0.000060000000000000000000000000, 0.000120000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4-32k-0314", "tokensPerMessage": 3}', 'openai'),
	('clrkwk4cc000a08l562uc3s9g', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-3.5-turbo-instruct', '(?i)^(gpt-)(35|3.5)(-turbo-instruct)$', NULL, 0.000001500000000000000000000000, 0.000002000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-3.5-turbo", "tokensPerMessage": 3}', 'openai'),
	('clrkwk4cb000408l576jl7koo', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-3.5-turbo', '(?i)^(gpt-)(35|3.5)(-turbo)$', '2023-11-06 00:00:00', 0.000001000000000000000000000000, 0.000002000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-3.5-turbo", "tokensPerMessage": 3}', 'openai'),
	('clrkwk4cb000208l59yvb9yq8', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-3.5-turbo-1106', '(?i)^(gpt-)(35|3.5)(-turbo-1106)$', NULL, 0.000001000000000000000000000000, 0.000002000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-3.5-turbo-1106", "tokensPerMessage": 3}', 'openai'),
	('clrntkjgy000c08jxesb30p3f', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-3.5-turbo', '(?i)^(gpt-)(35|3.5)(-turbo)$', '2023-06-27 00:00:00', 0.000001500000000000000000000000, 0.000002000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-3.5-turbo", "tokensPerMessage": 3}', 'openai'),
	('clrkwk4cc000808l51xmk4uic', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-3.5-turbo-0613', '(?i)^(gpt-)(35|3.5)(-turbo-0613)$', NULL, 0.000001500000000000000000000000, 0.000002000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-3.5-turbo-0613", "tokensPerMessage": 3}', 'openai'),
	('clrntkjgy000b08jx769q1bah', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-3.5-turbo', '(?i)^(gpt-)(35|3.5)(-turbo)$', NULL, 0.000002000000000000000000000000, 0.000002000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": -1, "tokenizerModel": "gpt-3.5-turbo", "tokensPerMessage": 4}', 'openai'),
	('clrntkjgy000a08jx4e062mr0', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-3.5-turbo-0301', '(?i)^(gpt-)(35|3.5)(-turbo-0301)$', NULL, 0.000002000000000000000000000000, 0.000002000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": -1, "tokenizerModel": "gpt-3.5-turbo-0301", "tokensPerMessage": 4}', 'openai'),
	('clrntjt89000908jwhvkz5crm', '2026-12-07 21:17:39.297', '2026-12-07 21:17:39.297', NULL, 'text-embedding-ada-002', '(?i)^(text-embedding-ada-002)$', '2022-12-06 00:00:00', NULL, NULL, 0.000000100000000000000000000000, 'TOKENS', '{"tokenizerModel": "text-embedding-ada-002"}', 'openai'),
	('clrntjt89000908jwhvkz5crg', '2026-12-07 21:17:39.297', '2026-12-07 21:17:39.297', NULL, 'text-embedding-ada-002-v2', '(?i)^(text-embedding-ada-002-v2)$', '2022-12-06 00:00:00', NULL, NULL, 0.000000100000000000000000000000, 'TOKENS', '{"tokenizerModel": "text-embedding-ada-002"}', 'openai'),
	('clrntjt89000108jwcou1af71', '2026-12-07 21:17:39.297', '2026-12-07 21:17:39.297', NULL, 'text-ada-001', '(?i)^(text-ada-001)$', NULL, NULL, NULL, 0.000004000000000000000000000000, 'TOKENS', '{"tokenizerModel": "text-ada-001"}', 'openai'),
	('clrntjt89000208jwawjr894q', '2026-12-07 21:17:39.297', '2026-12-07 21:17:39.297', NULL, 'text-babbage-001', '(?i)^(text-babbage-001)$', NULL, NULL, NULL, 0.000000500000000000000000000000, 'TOKENS', '{"tokenizerModel": "text-babbage-001"}', 'openai'),
	('clrkvx5gp000108juaogs54ea', '2026-12-07 21:17:39.207', '2026-12-07 21:17:39.207', NULL, 'gpt-4-turbo-vision', '(?i)^(gpt-4(-\\d{4})?-vision-preview)$', NULL, 0.000010000000000000000000000000, 0.000030000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4-vision-preview", "tokensPerMessage": 3}', 'openai'),
	('clrntjt89000308jw0jtfa4rs', '2026-12-07 21:17:39.297', '2026-12-07 21:17:39.297', NULL, 'text-curie-001', '(?i)^(text-curie-001)$', NULL, NULL, NULL, 0.000020000000000000000000000000, 'TOKENS', '{"tokenizerModel": "text-curie-001"}', 'openai'),
	('clrntjt89000408jwc2c93h6i', '2026-12-07 21:17:39.297', '2026-12-07 21:17:39.297', NULL, 'text-davinci-001', '(?i)^(text-davinci-001)$', NULL, NULL, NULL, 0.000020000000000000000000000000, 'TOKENS', '{"tokenizerModel": "text-davinci-001"}', 'openai'),
	('clrntjt89000508jw192m64qi', '2026-12-07 21:17:39.297', '2026-12-07 21:17:39.297', NULL, 'text-davinci-002', '(?i)^(text-davinci-002)$', NULL, NULL, NULL, 0.000020000000000000000000000000, 'TOKENS', '{"tokenizerModel": "text-davinci-002"}', 'openai'),
	('clrntjt89000608jw4m3x5s55', '2026-12-07 21:17:39.297', '2026-12-07 21:17:39.297', NULL, 'text-davinci-003', '(?i)^(text-davinci-003)$', NULL, NULL, NULL, 0.000020000000000000000000000000, 'TOKENS', '{"tokenizerModel": "text-davinci-003"}', 'openai'),
	('clrs2dnql000108l46vo0gp2t', '2026-12-07 21:17:39.297', '2026-12-07 21:17:39.297', NULL, 'babbage-002', '(?i)^(babbage-002)$', NULL, 0.000000400000000000000000000000, 0.000001600000000000000000000000, 0.000000500000000000000000000000, 'TOKENS', '{"tokenizerModel": "babbage-002"}', 'openai'),
	('clrs2ds35000208l4g4b0hi3u', '2026-12-07 21:17:39.297', '2026-12-07 21:17:39.297', NULL, 'davinci-002', '(?i)^(davinci-002)$', NULL, 0.000006000000000000000000000000, 0.000012000000000000000000000000, 0.000000500000000000000000000000, 'TOKENS', '{"tokenizerModel": "davinci-002"}', 'openai'),
	('clrnwbota000908jsgg9mb1ml', '2026-12-07 21:17:39.377', '2026-12-07 21:17:39.377', NULL, 'claude-instant-1', '(?i)^(claude-instant-1)$', NULL, 0.000001630000000000000000000000, 0.000005510000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('clrnwb41q000308jsfrac9uh6', '2026-12-07 21:17:39.377', '2026-12-07 21:17:39.377', NULL, 'claude-instant-1.2', '(?i)^(claude-instant-1.2)$', NULL, 0.000001630000000000000000000000, 0.000005510000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('clrnwbd1m000508js4hxu6o7n', '2026-12-07 21:17:39.377', '2026-12-07 21:17:39.377', NULL, 'claude-2.1', '(?i)^(claude-2.1)$', NULL, 0.000008000000000000000000000000, 0.000024000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('clrnwb836000408jsallr6u11', '2026-12-07 21:17:39.377', '2026-12-07 21:17:39.377', NULL, 'claude-2.0', '(?i)^(claude-2.0)$', NULL, 0.000008000000000000000000000000, 0.000024000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('clrnwbg2b000608jse2pp4q2d', '2026-12-07 21:17:39.377', '2026-12-07 21:17:39.377', NULL, 'claude-1.3', '(?i)^(claude-1.3)$', NULL, 0.000008000000000000000000000000, 0.000024000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('clrnwbi9d000708jseiy44k26', '2026-12-07 21:17:39.377', '2026-12-07 21:17:39.377', NULL, 'claude-1.2', '(?i)^(claude-1.2)$', NULL, 0.000008000000000000000000000000, 0.000024000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('clrnwblo0000808jsc1385hdp', '2026-12-07 21:17:39.377', '2026-12-07 21:17:39.377', NULL, 'claude-1.1', '(?i)^(claude-1.1)$', NULL, 0.000008000000000000000000000000, 0.000024000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('cls08r8sq000308jq14ae96f0', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'ft:gpt-3.5-turbo-1106', '(?i)^(ft:)(gpt-3.5-turbo-1106:)(.+)(:)(.*)(:)(.+)$', NULL, 0.000003000000000000000000000000, 0.000006000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-3.5-turbo-1106", "tokensPerMessage": 3}', 'openai'),
	('cls08rp99000408jqepxoakjv', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'ft:gpt-3.5-turbo-0613', '(?i)^(ft:)(gpt-3.5-turbo-0613:)(.+)(:)(.*)(:)(.+)$', NULL, 0.000012000000000000000000000000, 0.000016000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-3.5-turbo-0613", "tokensPerMessage": 3}', 'openai'),
	('cls08rv9g000508jq5p4z4nlr', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'ft:davinci-002', '(?i)^(ft:)(davinci-002:)(.+)(:)(.*)(:)(.+)$$', NULL, 0.000012000000000000000000000000, 0.000012000000000000000000000000, NULL, 'TOKENS', '{"tokenizerModel": "davinci-002"}', 'openai'),
	('cls08s2bw000608jq57wj4un2', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'ft:babbage-002', '(?i)^(ft:)(babbage-002:)(.+)(:)(.*)(:)(.+)$$', NULL, 0.000001600000000000000000000000, 0.000001600000000000000000000000, NULL, 'TOKENS', '{"tokenizerModel": "babbage-002"}', 'openai'),
	('cls0k4lqt000008ky1o1s8wd5', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'gemini-pro', '(?i)^(gemini-pro)(@[a-zA-Z0-9]+)?$', NULL, 0.000000250000000000000000000000, 0.000000500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cls0jni4t000008jk3kyy803r', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'chat-bison-32k', '(?i)^(chat-bison-32k)(@[a-zA-Z0-9]+)?$', NULL, 0.000000250000000000000000000000, 0.000000500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cls0iv12d000108l251gf3038', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'chat-bison', '(?i)^(chat-bison)(@[a-zA-Z0-9]+)?$', NULL, 0.000000250000000000000000000000, 0.000000500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cls0jmjt3000108l83ix86w0d', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'text-bison-32k', '(?i)^(text-bison-32k)(@[a-zA-Z0-9]+)?$', NULL, 0.000000250000000000000000000000, 0.000000500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cls0juygp000308jk2a6x9my2', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'text-bison', '(?i)^(text-bison)(@[a-zA-Z0-9]+)?$', NULL, 0.000000250000000000000000000000, 0.000000500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cls0jungb000208jk12gm4gk1', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'text-unicorn', '(?i)^(text-unicorn)(@[a-zA-Z0-9]+)?$', NULL, 0.000002500000000000000000000000, 0.000007500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cls1nyj5q000208l33ne901d8', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'textembedding-gecko', '(?i)^(textembedding-gecko)(@[a-zA-Z0-9]+)?$', NULL, NULL, NULL, 0.000000100000000000000000000000, 'CHARACTERS', NULL, NULL),
	('cls1nyyjp000308l31gxy1bih', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'textembedding-gecko-multilingual', '(?i)^(textembedding-gecko-multilingual)(@[a-zA-Z0-9]+)?$', NULL, NULL, NULL, 0.000000100000000000000000000000, 'CHARACTERS', NULL, NULL),
	('cls1nzjt3000508l3dnwad3g0', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'code-gecko', '(?i)^(code-gecko)(@[a-zA-Z0-9]+)?$', NULL, 0.000000250000000000000000000000, 0.000000500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cls1nzwx4000608l38va7e4tv', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'code-bison', '(?i)^(code-bison)(@[a-zA-Z0-9]+)?$', NULL, 0.000000250000000000000000000000, 0.000000500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cls1o053j000708l39f8g4bgs', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'code-bison-32k', '(?i)^(code-bison-32k)(@[a-zA-Z0-9]+)?$', NULL, 0.000000250000000000000000000000, 0.000000500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cls0j33v1000008joagkc4lql', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'codechat-bison-32k', '(?i)^(codechat-bison-32k)(@[a-zA-Z0-9]+)?$', NULL, 0.000000250000000000000000000000, 0.000000500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cls0jmc9v000008l8ee6r3gsd', '2026-12-07 21:17:39.418', '2026-12-07 21:17:39.418', NULL, 'codechat-bison', '(?i)^(codechat-bison)(@[a-zA-Z0-9]+)?$', NULL, 0.000000250000000000000000000000, 0.000000500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('clrkwk4cb000308l5go4b6otm', '2026-12-07 21:17:39.454', '2026-12-07 21:17:39.454', NULL, 'gpt-3.5-turbo-16k', '(?i)^(gpt-)(35|3.5)(-turbo-16k)$', NULL, 0.000003000000000000000000000000, 0.000004000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-3.5-turbo-16k", "tokensPerMessage": 3}', 'openai'),
	('clrntjt89000a08jw0gcdbd5a', '2026-12-07 21:17:39.454', '2026-12-07 21:17:39.454', NULL, 'gpt-3.5-turbo-16k-0613', '(?i)^(gpt-)(35|3.5)(-turbo-16k-0613)$', NULL, 0.000003000000000000000000000000, 0.000004000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-3.5-turbo-16k-0613", "tokensPerMessage": 3}', 'openai');
INSERT INTO langfuse.models VALUES
	('clruwnahl00040al78f1lb0at', '2026-12-07 21:17:39.538', '2026-12-07 21:17:39.538', NULL, 'gpt-3.5-turbo', '(?i)^(gpt-)(35|3.5)(-turbo)$', '2024-02-16 00:00:00', 0.000000500000000000000000000000, 0.000001500000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-3.5-turbo", "tokensPerMessage": 3}', 'openai'),
	('clsk9lntu000008jwfc51bbqv', '2026-12-07 21:17:39.538', '2026-12-07 21:17:39.538', NULL, 'gpt-3.5-turbo-16k', '(?i)^(gpt-)(35|3.5)(-turbo-16k)$', '2024-02-16 00:00:00', 0.000000500000000000000000000000, 0.000001500000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-3.5-turbo-16k", "tokensPerMessage": 3}', 'openai'),
	('clsnq07bn000008l4e46v1ll8', '2026-12-07 21:17:39.624', '2026-12-07 21:17:39.624', NULL, 'gpt-4-turbo-preview', '(?i)^(gpt-4-turbo-preview)$', '2023-11-06 00:00:00', 0.000010000000000000000000000000, 0.000030000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4", "tokensPerMessage": 3}', 'openai'),
	('cluv2sjeo000008ih0fv23hi0', '2026-12-07 21:17:42.935', '2026-12-07 21:17:42.935', NULL, 'gemini-1.0-pro-latest', '(?i)^(gemini-1.0-pro-latest)(@[a-zA-Z0-9]+)?$', NULL, 0.000000250000000000000000000000, 0.000000500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cluv2subq000108ih2mlrga6a', '2026-12-07 21:17:42.935', '2026-12-07 21:17:42.935', NULL, 'gemini-1.0-pro', '(?i)^(gemini-1.0-pro)(@[a-zA-Z0-9]+)?$', '2024-02-15 00:00:00', 0.000000125000000000000000000000, 0.000000375000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cluv2sx04000208ihbek75lsz', '2026-12-07 21:17:42.935', '2026-12-07 21:17:42.935', NULL, 'gemini-1.0-pro-001', '(?i)^(gemini-1.0-pro-001)(@[a-zA-Z0-9]+)?$', '2024-02-15 00:00:00', 0.000000125000000000000000000000, 0.000000375000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cluv2szw0000308ihch3n79x7', '2026-12-07 21:17:42.935', '2026-12-07 21:17:42.935', NULL, 'gemini-pro', '(?i)^(gemini-pro)(@[a-zA-Z0-9]+)?$', '2024-02-15 00:00:00', 0.000000125000000000000000000000, 0.000000375000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cluv2t2x0000408ihfytl45l1', '2026-12-07 21:17:42.935', '2026-12-07 21:17:42.935', NULL, 'gemini-1.5-pro-latest', '(?i)^(gemini-1.5-pro-latest)(@[a-zA-Z0-9]+)?$', NULL, 0.000002500000000000000000000000, 0.000007500000000000000000000000, NULL, 'CHARACTERS', NULL, NULL),
	('cluvpl4ls000008l6h2gx3i07', '2026-12-07 21:17:43.162', '2026-12-07 21:17:43.162', NULL, 'gpt-4-turbo', '(?i)^(gpt-4-turbo)$', NULL, 0.000010000000000000000000000000, 0.000030000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4-1106-preview", "tokensPerMessage": 3}', 'openai'),
	('cluv2t5k3000508ih5kve9zag', '2026-12-07 21:17:43.577', '2026-12-07 21:17:43.577', NULL, 'gpt-4-turbo-2024-04-09', '(?i)^(gpt-4-turbo-2024-04-09)$', NULL, 0.000010000000000000000000000000, 0.000030000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4-turbo-2024-04-09", "tokensPerMessage": 3}', 'openai'),
	('clrkvq6iq000008ju6c16gynt', '2026-12-07 21:17:43.577', '2026-12-07 21:17:43.577', NULL, 'gpt-4-1106-preview', '(?i)^(gpt-4-1106-preview)$', NULL, 0.000010000000000000000000000000, 0.000030000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4-1106-preview", "tokensPerMessage": 3}', 'openai'),
	('clv2o2x0p000008jsf9afceau', '2026-12-07 21:17:43.577', '2026-12-07 21:17:43.577', NULL, ' gpt-4-preview', '(?i)^(gpt-4-preview)$', NULL, 0.000010000000000000000000000000, 0.000030000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4-turbo-preview", "tokensPerMessage": 3}', 'openai'),
	('b9854a5c92dc496b997d99d20', '2026-12-07 21:17:44.542', '2026-12-07 21:17:44.542', NULL, 'gpt-4o', '(?i)^(gpt-4o)$', NULL, 0.000005000000000000000000000000, 0.000015000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4o", "tokensPerMessage": 3}', 'openai'),
	('b9854a5c92dc496b997d99d21', '2026-12-07 21:17:44.542', '2026-12-07 21:17:44.542', NULL, 'gpt-4o-2024-05-13', '(?i)^(gpt-4o-2024-05-13)$', NULL, 0.000005000000000000000000000000, 0.000015000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4o-2024-05-13", "tokensPerMessage": 3}', 'openai'),
	('clx30djsn0000w9mzebiv41we', '2026-12-07 21:17:47.013', '2026-12-07 21:17:47.013', NULL, 'gemini-1.5-flash', '(?i)^(gemini-1.5-flash)(@[a-zA-Z0-9]+)?$', NULL, NULL, NULL, NULL, 'CHARACTERS', NULL, NULL),
	('clx30hkrx0000w9mz7lqi0ial', '2026-12-07 21:17:47.013', '2026-12-07 21:17:47.013', NULL, 'gemini-1.5-pro', '(?i)^(gemini-1.5-pro)(@[a-zA-Z0-9]+)?$', NULL, NULL, NULL, NULL, 'CHARACTERS', NULL, NULL),
	('cltr0w45b000008k1407o9qv1', '2026-12-07 21:17:41.784', '2026-12-07 21:17:41.784', NULL, 'claude-3-haiku-20240307', '(?i)^(claude-3-haiku-20240307|anthropic\\.claude-3-haiku-20240307-v1:0|claude-3-haiku@20240307)$', NULL, 0.000000250000000000000000000000, 0.000001250000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('cltgy0pp6000108le56se7bl3', '2026-12-07 21:17:41.333', '2026-12-07 21:17:41.333', NULL, 'claude-3-sonnet-20240229', '(?i)^(claude-3-sonnet-20240229|anthropic\\.claude-3-sonnet-20240229-v1:0|claude-3-sonnet@20240229)$', NULL, 0.000003000000000000000000000000, 0.000015000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('cltgy0iuw000008le3vod1hhy', '2026-12-07 21:17:41.333', '2026-12-07 21:17:41.333', NULL, 'claude-3-opus-20240229', '(?i)^(claude-3-opus-20240229|anthropic\\.claude-3-opus-20240229-v1:0|claude-3-opus@20240229)$', NULL, 0.000015000000000000000000000000, 0.000075000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('clxt0n0m60000pumz1j5b7zsf', '2026-12-07 21:17:48.004', '2026-12-07 21:17:48.004', NULL, 'claude-3-5-sonnet-20240620', '(?i)^(claude-3-5-sonnet-20240620|anthropic\\.claude-3-5-sonnet-20240620-v1:0|claude-3-5-sonnet@20240620)$', NULL, 0.000003000000000000000000000000, 0.000015000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('clyrjp56f0000t0mzapoocd7u', '2026-12-07 21:17:48.496', '2026-12-07 21:17:48.496', NULL, 'gpt-4o-mini', '(?i)^(gpt-4o-mini)$', NULL, 0.000000150000000000000000000000, 0.000000600000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4o", "tokensPerMessage": 3}', 'openai'),
	('clyrjpbe20000t0mzcbwc42rg', '2026-12-07 21:17:48.496', '2026-12-07 21:17:48.496', NULL, 'gpt-4o-mini-2024-07-18', '(?i)^(gpt-4o-mini-2024-07-18)$', NULL, 0.000000150000000000000000000000, 0.000000600000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4o", "tokensPerMessage": 3}', 'openai'),
	('clzjr85f70000ymmzg7hqffra', '2026-12-07 21:17:48.669', '2026-12-07 21:17:48.669', NULL, 'gpt-4o-2024-08-06', '(?i)^(gpt-4o-2024-08-06)$', NULL, 0.000002500000000000000000000000, 0.000010000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4o", "tokensPerMessage": 3}', 'openai'),
	('cm10ivcdp0000gix7lelmbw80', '2026-12-07 21:17:48.92', '2026-12-07 21:17:48.92', NULL, 'o1-preview', '(?i)^(o1-preview)$', NULL, 0.000015000000000000000000000000, 0.000060000000000000000000000000, NULL, 'TOKENS', NULL, NULL),
	('cm10ivo130000n8x7qopcjjcg', '2026-12-07 21:17:48.92', '2026-12-07 21:17:48.92', NULL, 'o1-preview-2024-09-12', '(?i)^(o1-preview-2024-09-12)$', NULL, 0.000015000000000000000000000000, 0.000060000000000000000000000000, NULL, 'TOKENS', NULL, NULL),
	('cm10ivwo40000r1x7gg3syjq0', '2026-12-07 21:17:48.92', '2026-12-07 21:17:48.92', NULL, 'o1-mini', '(?i)^(o1-mini)$', NULL, 0.000003000000000000000000000000, 0.000012000000000000000000000000, NULL, 'TOKENS', NULL, NULL),
	('cm10iw6p20000wgx7it1hlb22', '2026-12-07 21:17:48.92', '2026-12-07 21:17:48.92', NULL, 'o1-mini-2024-09-12', '(?i)^(o1-mini-2024-09-12)$', NULL, 0.000003000000000000000000000000, 0.000012000000000000000000000000, NULL, 'TOKENS', NULL, NULL),
	('cm2krz1uf000208jjg5653iud', '2026-12-07 21:17:50.613', '2026-12-07 21:17:50.613', NULL, 'claude-3.5-sonnet-20241022', '(?i)^(claude-3-5-sonnet-20241022|anthropic\\.claude-3-5-sonnet-20241022-v2:0|claude-3-5-sonnet-V2@20241022)$', NULL, 0.000003000000000000000000000000, 0.000015000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('cm2ks2vzn000308jjh4ze1w7q', '2026-12-07 21:17:50.613', '2026-12-07 21:17:50.613', NULL, 'claude-3.5-sonnet-latest', '(?i)^(claude-3-5-sonnet-latest)$', NULL, 0.000003000000000000000000000000, 0.000015000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('cm34aq60d000207ml0j1h31ar', '2026-12-07 21:17:51.376', '2026-12-07 21:17:51.376', NULL, 'claude-3-5-haiku-20241022', '(?i)^(claude-3-5-haiku-20241022|anthropic\\.claude-3-5-haiku-20241022-v1:0|claude-3-5-haiku-V1@20241022)$', NULL, 0.000001000000000000000000000000, 0.000005000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('cm34aqb9h000307ml6nypd618', '2026-12-07 21:17:51.376', '2026-12-07 21:17:51.376', NULL, 'claude-3.5-haiku-latest', '(?i)^(claude-3-5-haiku-latest)$', NULL, 0.000001000000000000000000000000, 0.000005000000000000000000000000, NULL, 'TOKENS', NULL, 'claude'),
	('cm3x0p8ev000008kyd96800c8', '2026-12-07 21:17:51.754', '2026-12-07 21:17:51.754', NULL, 'chatgpt-4o-latest', '(?i)^(chatgpt-4o-latest)$', NULL, 0.000005000000000000000000000000, 0.000015000000000000000000000000, NULL, 'TOKENS', '{"tokensPerName": 1, "tokenizerModel": "gpt-4o", "tokensPerMessage": 3}', 'openai');
INSERT INTO langfuse.pricing_tiers VALUES
	('cm34aq60d000207ml0j1h31ar_tier_default', '2026-12-07 21:17:57.041', '2026-12-07 21:17:57.041', 'cm34aq60d000207ml0j1h31ar', 'Standard', true, 0, '[]'),
	('cm34aqb9h000307ml6nypd618_tier_default', '2026-12-07 21:17:57.041', '2026-12-07 21:17:57.041', 'cm34aqb9h000307ml6nypd618', 'Standard', true, 0, '[]'),
	('cm3x0p8ev000008kyd96800c8_tier_default', '2026-12-07 21:17:57.041', '2026-12-07 21:17:57.041', 'cm3x0p8ev000008kyd96800c8', 'Standard', true, 0, '[]');
INSERT INTO langfuse.prices VALUES
	('cm34ax6mc000008jkfqed92mb', '2026-12-07 21:17:51.376', '2026-12-07 21:17:51.376', 'cm34aq60d000207ml0j1h31ar', 'input', 0.000001000000000000000000000000, NULL, 'cm34aq60d000207ml0j1h31ar_tier_default'),
	('cm34axb2o000108jk09wn9b47', '2026-12-07 21:17:51.376', '2026-12-07 21:17:51.376', 'cm34aqb9h000307ml6nypd618', 'input', 0.000001000000000000000000000000, NULL, 'cm34aqb9h000307ml6nypd618_tier_default'),
	('cm34axeie000208jk8b2ke2t8', '2026-12-07 21:17:51.376', '2026-12-07 21:17:51.376', 'cm34aq60d000207ml0j1h31ar', 'output', 0.000005000000000000000000000000, NULL, 'cm34aq60d000207ml0j1h31ar_tier_default'),
	('cm34axi67000308jk7x1a7qko', '2026-12-07 21:17:51.376', '2026-12-07 21:17:51.376', 'cm34aqb9h000307ml6nypd618', 'output', 0.000005000000000000000000000000, NULL, 'cm34aqb9h000307ml6nypd618_tier_default'),
	('cm3x0psrz000108kydpxg9o2k', '2026-12-07 21:17:51.754', '2026-12-07 21:17:51.754', 'cm3x0p8ev000008kyd96800c8', 'input', 0.000005000000000000000000000000, NULL, 'cm3x0p8ev000008kyd96800c8_tier_default'),
	('cm3x0pyt7000208ky8737gdla', '2026-12-07 21:17:51.754', '2026-12-07 21:17:51.754', 'cm3x0p8ev000008kyd96800c8', 'output', 0.000015000000000000000000000000, NULL, 'cm3x0p8ev000008kyd96800c8_tier_default');
-- Rows as the web and the worker write them.
INSERT INTO langfuse.organizations (id, name, created_at, updated_at, ai_features_enabled, cloud_billing_cycle_anchor)
  SELECT 'org' || i, 'Org ' || i, now() - (400 - i * 40) * interval '1 day', now() - i * interval '3 days', i = 1, now() - (400 - i * 40) * interval '1 day'
  FROM generate_series(1, 3) i;
INSERT INTO langfuse.users (id, name, email, email_verified, password, created_at, updated_at, admin)
  SELECT 'user' || i, 'User ' || i, 'user' || i || '@example.org', CASE WHEN i % 3 = 0 THEN now() - (380 - i * 12) * interval '1 day' END,
         CASE WHEN i % 2 = 0 THEN '$2a$12$' || md5('pw' || i) END, now() - (380 - i * 12) * interval '1 day', now() - (i % 30) * interval '1 day', i = 1
  FROM generate_series(1, 25) i;
INSERT INTO langfuse.organization_memberships (id, org_id, user_id, role, created_at, updated_at)
  SELECT 'om' || i, 'org' || (1 + i % 3), 'user' || i, (CASE WHEN i <= 3 THEN 'OWNER' WHEN i % 4 = 0 THEN 'ADMIN' WHEN i % 5 = 0 THEN 'VIEWER' ELSE 'MEMBER' END)::langfuse."Role",
         now() - (370 - i * 12) * interval '1 day', now() - (370 - i * 12) * interval '1 day'
  FROM generate_series(1, 25) i;
INSERT INTO langfuse.projects (id, created_at, name, updated_at, org_id, deleted_at, retention_days, has_traces)
  VALUES ('proj1', now() - interval '390 days', 'chatbot-prod', now() - interval '2 days', 'org2', NULL, 30, true),
         ('proj2', now() - interval '350 days', 'chatbot-staging', now() - interval '5 days', 'org2', NULL, NULL, true),
         ('proj3', now() - interval '300 days', 'rag-eval', now() - interval '9 days', 'org3', NULL, 90, true),
         ('proj4', now() - interval '200 days', 'summarizer', now() - interval '20 days', 'org1', NULL, NULL, true),
         ('proj5', now() - interval '150 days', 'old-experiments', now() - interval '40 days', 'org1', now() - interval '40 days', NULL, true);
INSERT INTO langfuse.project_memberships (project_id, user_id, created_at, updated_at, org_membership_id, role)
  SELECT CASE 1 + i % 3 WHEN 1 THEN 'proj4' WHEN 2 THEN 'proj1' ELSE 'proj3' END, 'user' || i, now() - (360 - i * 12) * interval '1 day', now() - (360 - i * 12) * interval '1 day', 'om' || i,
         (CASE WHEN i % 2 = 0 THEN 'MEMBER' ELSE 'VIEWER' END)::langfuse."Role"
  FROM generate_series(4, 20) i;
INSERT INTO langfuse."Account" (id, type, provider, "providerAccountId", access_token, expires_at, token_type, scope, id_token, user_id, created_at)
  SELECT 'acct' || i, 'oauth', CASE WHEN i % 2 = 0 THEN 'google' ELSE 'github' END, (100000 + i)::text, 'ya29.' || md5('at' || i),
         extract(epoch FROM now() - (300 - i * 15) * interval '1 day')::int + 3600, 'Bearer', 'openid email profile', 'eyJ' || md5('id' || i), 'user' || i,
         extract(epoch FROM now() - (370 - i * 12) * interval '1 day')::int
  FROM generate_series(1, 25, 2) i;
INSERT INTO langfuse.verification_tokens (identifier, token, expires)
  SELECT 'user' || (1 + i % 25) || '@example.org', md5('vt' || i), now() - (360 - i * 17) * interval '1 day' + interval '1 hour'
  FROM generate_series(1, 22) i;
INSERT INTO langfuse.membership_invitations (id, email, project_id, invited_by_user_id, created_at, updated_at, org_id, org_role, project_role)
  SELECT 'inv' || i, 'invitee' || i || '@example.com', CASE WHEN i % 2 = 0 THEN 'proj1' END, 'user' || (1 + i % 3), now() - (340 - i * 30) * interval '1 day',
         now() - (340 - i * 30) * interval '1 day', 'org' || (1 + i % 3), 'MEMBER', CASE WHEN i % 2 = 0 THEN 'MEMBER'::langfuse."Role" END
  FROM generate_series(1, 10) i;
INSERT INTO langfuse.api_keys (id, created_at, note, public_key, hashed_secret_key, display_secret_key, last_used_at, expires_at, project_id, fast_hashed_secret_key, scope, created_by_user_id)
  SELECT 'key' || i, now() - (380 - i * 40) * interval '1 day', 'key ' || i, 'pk-lf-' || md5('pk' || i), '$2a$11$' || md5('sk' || i), 'sk-lf-...' || substr(md5('sk' || i), 1, 4),
         now() - (i % 5) * interval '1 day', NULL, 'proj' || (1 + i % 5), md5('fast' || i), 'PROJECT', 'user' || (1 + i % 3)
  FROM generate_series(1, 9) i;
INSERT INTO langfuse.trace_sessions (id, created_at, updated_at, project_id, bookmarked, public, environment)
  SELECT 'session-' || md5('s' || i), now() - (365 - i * 6) * interval '1 day', now() - (365 - i * 6) * interval '1 day', 'proj' || (1 + i % 4), i % 9 = 0, false,
         CASE WHEN i % 4 = 1 THEN 'staging' ELSE 'production' END
  FROM generate_series(1, 60) i;
INSERT INTO langfuse.media (id, sha_256_hash, project_id, created_at, updated_at, uploaded_at, upload_http_status, bucket_path, bucket_name, content_type, content_length)
  SELECT 'media' || i, rpad(substr(encode(sha256(('m' || i)::bytea), 'base64'), 1, 43), 44, '='), 'proj' || (1 + i % 4), now() - (365 - i * 3) * interval '1 day',
         now() - (365 - i * 3) * interval '1 day', now() - (365 - i * 3) * interval '1 day' + interval '2 seconds', 200,
         'media/proj' || (1 + i % 4) || '/media' || i || '.png', 'langfuse-media', CASE WHEN i % 3 = 0 THEN 'application/pdf' ELSE 'image/png' END, 20000 + i * 137
  FROM generate_series(1, 120) i;
INSERT INTO langfuse.trace_media (id, project_id, created_at, updated_at, media_id, trace_id, field, origin)
  SELECT 'tm' || i, 'proj' || (1 + i % 4), now() - (365 - i * 3) * interval '1 day', now() - (365 - i * 3) * interval '1 day', 'media' || i, md5('trace' || i),
         CASE WHEN i % 2 = 0 THEN 'input' ELSE 'output' END, 'CLIENT_UPLOAD'
  FROM generate_series(1, 100) i;
INSERT INTO langfuse.observation_media (id, project_id, created_at, updated_at, media_id, trace_id, observation_id, field, origin)
  SELECT 'obm' || i, 'proj' || (1 + i % 4), now() - (365 - i * 3) * interval '1 day', now() - (365 - i * 3) * interval '1 day', 'media' || i, md5('trace' || i),
         md5('obs' || i), 'input', 'INGESTION_MEDIA_EXTRACTION'
  FROM generate_series(1, 120, 2) i;
INSERT INTO langfuse.datasets (id, name, project_id, created_at, updated_at, description)
  SELECT 'ds' || i, 'dataset-' || i, 'proj' || (1 + i % 4), now() - (330 - i * 40) * interval '1 day', now() - (i * 7) * interval '1 day', 'Golden set ' || i
  FROM generate_series(1, 6) i;
INSERT INTO langfuse.dataset_items (id, input, expected_output, dataset_id, created_at, updated_at, status, project_id, valid_from)
  SELECT 'dsi' || i, jsonb_build_object('question', 'Question ' || i), jsonb_build_object('answer', 'Answer ' || i), 'ds' || (1 + i % 6),
         now() - (320 - i * 4) * interval '1 day', now() - (320 - i * 4) * interval '1 day', 'ACTIVE', 'proj' || (1 + (1 + i % 6) % 4),
         now() - (320 - i * 4) * interval '1 day'
  FROM generate_series(1, 60) i;
INSERT INTO langfuse.dataset_item_media (id, project_id, created_at, updated_at, media_id, dataset_id, dataset_item_id, dataset_item_valid_from, field, json_path)
  SELECT 'dim' || i, 'proj' || (1 + (1 + i % 6) % 4), now() - (320 - i * 4) * interval '1 day', now() - (320 - i * 4) * interval '1 day', 'media' || (100 + i),
         'ds' || (1 + i % 6), 'dsi' || i, CASE WHEN i % 4 <> 0 THEN now() - (320 - i * 4) * interval '1 day' END, 'input', '$.image'
  FROM generate_series(1, 20) i;
INSERT INTO langfuse.prompts (id, created_at, updated_at, project_id, created_by, name, version, is_active, config, prompt, type, tags, labels, commit_message)
  SELECT 'prompt' || i, now() - (360 - i * 11) * interval '1 day', now() - (360 - i * 11) * interval '1 day', 'proj' || (1 + i % 4), 'user' || (1 + i % 5),
         'system-prompt-' || (1 + i % 4), 1 + i / 4, NULL, '{}', to_jsonb('You are a helpful assistant, version ' || i), 'text', ARRAY['prod'],
         CASE WHEN i > 26 THEN ARRAY['production', 'latest'] ELSE ARRAY[]::text[] END, 'change ' || i
  FROM generate_series(1, 30) i;
INSERT INTO langfuse.comments (id, project_id, object_type, object_id, created_at, updated_at, content, author_user_id)
  SELECT 'cmt' || i, 'proj' || (1 + i % 4), (CASE WHEN i % 3 = 0 THEN 'OBSERVATION' ELSE 'TRACE' END)::langfuse."CommentObjectType", md5('trace' || i),
         now() - (360 - i * 9) * interval '1 day', now() - (360 - i * 9) * interval '1 day', 'Looks wrong, see output ' || i, 'user' || (1 + i % 20)
  FROM generate_series(1, 40) i;
INSERT INTO langfuse.eval_templates (id, created_at, updated_at, project_id, name, version, prompt, model, model_params, vars, output_schema, provider)
  SELECT 'tmpl' || i, now() - (300 - i * 30) * interval '1 day', now() - (300 - i * 30) * interval '1 day', 'proj' || i, 'hallucination', 1,
         'Judge the {{output}} against {{input}}', 'gpt-4o', '{}', ARRAY['input', 'output'], '{"score": "0-1", "reasoning": "why"}', 'openai'
  FROM generate_series(1, 3) i;
INSERT INTO langfuse.job_configurations (id, created_at, updated_at, project_id, job_type, eval_template_id, score_name, filter, target_object, variable_mapping, sampling, delay, status)
  SELECT 'jc' || i, now() - (290 - i * 30) * interval '1 day', now() - (290 - i * 30) * interval '1 day', 'proj' || i, 'EVAL', 'tmpl' || i, 'hallucination', '[]', 'trace',
         '[]', 1, 10000, 'ACTIVE'
  FROM generate_series(1, 3) i;
INSERT INTO langfuse.job_executions (id, created_at, updated_at, project_id, job_configuration_id, status, start_time, end_time, error, job_input_trace_id, job_output_score_id, job_template_id)
  SELECT 'je' || i, now() - (280 - i * 1.8) * interval '1 day', now() - (280 - i * 1.8) * interval '1 day', 'proj' || (1 + i % 3), 'jc' || (1 + i % 3),
         (CASE WHEN i % 11 = 0 THEN 'ERROR' ELSE 'COMPLETED' END)::langfuse."JobExecutionStatus", now() - (280 - i * 1.8) * interval '1 day',
         now() - (280 - i * 1.8) * interval '1 day' + interval '4 seconds', CASE WHEN i % 11 = 0 THEN 'LLM call failed: rate limited' END, md5('trace' || i),
         CASE WHEN i % 11 <> 0 THEN md5('score' || i) END, 'tmpl' || (1 + i % 3)
  FROM generate_series(1, 150) i;
INSERT INTO langfuse.audit_logs (id, created_at, updated_at, user_id, project_id, resource_type, resource_id, action, before, after, org_id, user_org_role, user_project_role, type)
  SELECT 'al' || i, now() - (365 - i * 2.4) * interval '1 day', now() - (365 - i * 2.4) * interval '1 day', 'user' || (1 + i % 10), 'proj' || (1 + i % 4),
         CASE i % 4 WHEN 0 THEN 'prompt' WHEN 1 THEN 'apiKey' WHEN 2 THEN 'project' ELSE 'membership' END, 'res' || i,
         CASE WHEN i % 3 = 0 THEN 'update' ELSE 'create' END, NULL, '{"name":"x"}', 'org' || (1 + i % 3), 'ADMIN', 'ADMIN', 'USER'
  FROM generate_series(1, 150) i;
INSERT INTO langfuse.batch_exports (id, created_at, updated_at, project_id, user_id, finished_at, expires_at, name, status, query, format, url, log)
  SELECT 'be' || i, now() - (350 - i * 28) * interval '1 day', now() - (350 - i * 28) * interval '1 day', 'proj' || (1 + i % 4), 'user' || (1 + i % 5),
         now() - (350 - i * 28) * interval '1 day' + interval '3 minutes', now() - (350 - i * 28) * interval '1 day' + interval '1 hour', 'Traces export ' || i,
         'COMPLETED', '{"tableName":"traces","filter":[]}', 'CSV', 'https://s3.example.com/exports/be' || i || '.csv?X-Amz-Expires=3600', NULL
  FROM generate_series(1, 12) i;
INSERT INTO langfuse.pending_deletions (id, project_id, object, object_id, is_deleted, created_at, updated_at)
  SELECT 'pd' || i, 'proj' || (1 + i % 4), 'trace', md5('deltrace' || i), i < 28, now() - (300 - i * 10) * interval '1 day', now() - (300 - i * 10) * interval '1 day' + interval '10 minutes'
  FROM generate_series(1, 30) i;
INSERT INTO langfuse.surveys (id, created_at, survey_name, response, user_id, user_email, org_id)
  SELECT 'sv' || i, now() - (370 - i * 20) * interval '1 day', (CASE WHEN i % 2 = 0 THEN 'org_onboarding' ELSE 'user_onboarding' END)::langfuse."SurveyName",
         '{"role":"engineer","referral":"search"}', 'user' || i, 'user' || i || '@example.org', CASE WHEN i % 2 = 0 THEN 'org' || (1 + i % 3) END
  FROM generate_series(1, 15) i;
INSERT INTO langfuse.in_app_agent_conversations (id, project_id, created_by_user_id, title, visibility_scope, deleted_at, created_at, updated_at)
  SELECT 'conv' || i, 'proj' || (1 + i % 3), 'user' || (1 + i % 6), 'Why did trace ' || i || ' fail?', 'PERSONAL',
         CASE WHEN i % 5 = 0 THEN now() - (200 - i * 15) * interval '1 day' + interval '1 day' END, now() - (200 - i * 15) * interval '1 day', now() - (200 - i * 15) * interval '1 day'
  FROM generate_series(1, 10) i;
INSERT INTO langfuse.in_app_agent_runs (id, project_id, conversation_id, triggered_by_user_id, model, finished_at, created_at, updated_at, status)
  SELECT 'run' || i, 'proj' || (1 + ((i + 1) / 2) % 3), 'conv' || ((i + 1) / 2), 'user' || (1 + ((i + 1) / 2) % 6), 'claude-sonnet',
         now() - (200 - ((i + 1) / 2) * 15) * interval '1 day' + i * interval '1 minute', now() - (200 - ((i + 1) / 2) * 15) * interval '1 day' + (i - 1) * interval '1 minute',
         now() - (200 - ((i + 1) / 2) * 15) * interval '1 day' + i * interval '1 minute', 'completed'
  FROM generate_series(1, 20) i;
INSERT INTO langfuse.in_app_agent_events (project_id, conversation_id, run_id, sequence_number, type, event, created_at)
  SELECT 'proj' || (1 + ((r + 1) / 2) % 3), 'conv' || ((r + 1) / 2), 'run' || r, (r - 1) * 4 + s, CASE WHEN s = 1 THEN 'user_message' ELSE 'assistant_message' END,
         jsonb_build_object('text', CASE WHEN s = 1 THEN 'Please look at trace ' || r ELSE 'The trace failed because ' || s END),
         now() - (200 - ((r + 1) / 2) * 15) * interval '1 day' + (r - 1) * interval '1 minute' + s * interval '5 seconds'
  FROM generate_series(1, 20) r, generate_series(1, 4) s;
INSERT INTO langfuse.cron_jobs (name, last_run, state, job_started_at)
  VALUES ('telemetry', now() - interval '30 minutes', md5('state'), NULL);
`,
  cleans: [
    {
      table: "langfuse.media",
      clock: "created_at",
      retention:
        "project setting retention_days (unset by default: kept for ever; at least 3 days)",
      source: "packages/shared/src/server/media-deletion.ts:77",
      note: "data-retention job, daily at 3:15 (packages/shared/src/server/redis/dataRetentionQueue.ts:41; on by default), one job per project with retention_days > 0 (worker/src/ee/dataRetention/handleDataRetentionSchedule.ts:9-19), cutoff now - retention_days (handleDataRetentionProcessingJob.ts:58-60); deleted with its S3 file in deleteMediaFiles (media-deletion.ts:254-259); only with LANGFUSE_S3_MEDIA_UPLOAD_BUCKET set; media claimed by a dataset item version (dataset_item_media.dataset_item_valid_from set) are kept (media-deletion.ts:202-217); also the MediaRetentionCleaner every 10 minutes when LANGFUSE_BATCH_DATA_RETENTION_CLEANER_ENABLED (off by default), media-deletion.ts:25, 96-102",
    },
    {
      table: "langfuse.trace_media",
      clock: "created_at of its media",
      retention: "project setting retention_days (unset by default: kept for ever)",
      source: "packages/shared/src/server/media-deletion.ts:231",
      note: "the links of the expired media, deleted with them in the same transaction (no foreign key, deleted by the code); the MediaRetentionCleaner (off by default) also deletes those whose own created_at <= cutoff (media-deletion.ts:218-225); holds trace ids",
    },
    {
      table: "langfuse.observation_media",
      clock: "created_at of its media",
      retention: "project setting retention_days (unset by default: kept for ever)",
      source: "packages/shared/src/server/media-deletion.ts:238",
      note: "the links of the expired media, deleted with them in the same transaction (no foreign key, deleted by the code); the MediaRetentionCleaner (off by default) also deletes those whose own created_at <= cutoff (media-deletion.ts:218-225)",
    },
    {
      table: "langfuse.dataset_item_media",
      clock: "created_at of its media",
      retention: "project setting retention_days (unset by default: kept for ever)",
      source: "packages/shared/src/server/media-deletion.ts:247",
      note: "only the pending rows (dataset_item_valid_from IS NULL, an upload no item version has claimed) of the media being deleted; claimed rows keep their media and are deleted only with their dataset or item",
    },
  ],
  shouldAsk: [
    {
      table: "langfuse.verification_tokens",
      why: "sign-in one-time codes per e-mail address with expires; a used one is deleted, but an expired unused one stays until that address fails a sign-in (web/src/server/auth.ts:718); no job deletes expired tokens",
    },
    {
      table: "langfuse.membership_invitations",
      why: "invitees' e-mail addresses with the inviting user and created_at, kept until accepted or withdrawn; never expired or deleted by age",
    },
    {
      table: "langfuse.trace_sessions",
      why: "the session ids the application's users send with their traces (often a chat or user session id), per project, with created_at; the project's retention deletes the traces in ClickHouse but never these rows",
    },
    {
      table: "langfuse.job_executions",
      why: "every LLM-as-judge evaluation run with the trace id, observation id and error text, created_at; deleted only with a trace a user deletes (worker/src/features/traces/processPostgresTraceDelete.ts:12), so they outlive the project's data retention",
    },
    {
      table: "langfuse.automation_executions",
      why: "every webhook or Slack automation run with its input (the prompt or trace event payload) and output (the response), created_at; deleted only with its automation",
    },
    {
      table: "langfuse.batch_exports",
      why: "each export a user ran (user id, query, the signed download URL of a file of traces) with expires_at; the row stays after the URL expires",
    },
    {
      table: "langfuse.in_app_agent_conversations",
      why: "a user's conversations with the in-app agent (title drawn from the question, created_by_user_id); a deleted one is only marked deleted_at and never purged",
    },
    {
      table: "langfuse.in_app_agent_events",
      why: "the messages of in-app agent conversations (the user's questions, the agent's answers with trace contents), created_at; never deleted but with the project",
    },
    {
      table: "langfuse.in_app_agent_runs",
      why: "each agent run with the triggering user, the request payload, error messages, created_at; never deleted but with the project",
    },
    {
      table: "langfuse.surveys",
      why: "onboarding survey answers with user_id and user_email, created_at; kept for ever",
    },
  ],
  neverDelete: [
    "langfuse.users",
    "langfuse.Account",
    "langfuse.organizations",
    "langfuse.organization_memberships",
    "langfuse.projects",
    "langfuse.project_memberships",
    "langfuse.api_keys",
    "langfuse.audit_logs",
    "langfuse.sso_configs",
    "langfuse.verified_domains",
    "langfuse.llm_api_keys",
    "langfuse.llm_schemas",
    "langfuse.llm_tools",
    "langfuse.default_llm_models",
    "langfuse.models",
    "langfuse.prices",
    "langfuse.pricing_tiers",
    "langfuse.prompts",
    "langfuse.prompt_dependencies",
    "langfuse.prompt_protected_labels",
    "langfuse.datasets",
    "langfuse.dataset_items",
    "langfuse.dataset_runs",
    "langfuse.comments",
    "langfuse.comment_reactions",
    "langfuse.score_configs",
    "langfuse.eval_templates",
    "langfuse.job_configurations",
    "langfuse.evaluators",
    "langfuse.evaluator_versions",
    "langfuse.evaluation_rules",
    "langfuse.evaluation_rule_evaluator_assignments",
    "langfuse.dashboards",
    "langfuse.dashboard_widgets",
    "langfuse.table_view_presets",
    "langfuse.default_views",
    "langfuse.annotation_queues",
    "langfuse.annotation_queue_items",
    "langfuse.annotation_queue_assignments",
    "langfuse.automations",
    "langfuse.triggers",
    "langfuse.actions",
    "langfuse.web_callout_endpoints",
    "langfuse.slack_integrations",
    "langfuse.posthog_integrations",
    "langfuse.mixpanel_integrations",
    "langfuse.blob_storage_integrations",
    "langfuse.monitors",
    "langfuse.notification_preferences",
    "langfuse.cloud_spend_alerts",
  ],
};
