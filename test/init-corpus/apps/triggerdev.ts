// Trigger.dev (Node, Prisma SQL migrations, and the dashboard agent's Drizzle migrations), from
// triggerdotdev/trigger.dev@b082e44389337dc6505d590737a6df70867cc8f4.
// Schema: what its container's entrypoint runs on the database (docker/scripts/entrypoint.sh:8-14,
// 52-58): its 820 Prisma migrations (internal-packages/database/prisma/migrations/*/migration.sql,
// prisma migrate deploy) and the dashboard agent's 6 Drizzle migrations
// (internal-packages/dashboard-agent-db/drizzle, migrate.mjs, into schema trigger_dashboard_agent of
// the main database when DASHBOARD_AGENT_DATABASE_URL is not set), replayed on PostgreSQL 15 (see the
// header of schemaSql). The optional run-ops database (internal-packages/run-ops-database, only with
// RUN_OPS_DATABASE_URL, entrypoint.sh:16-30) is a copy of the run tables and is not built; runs, logs
// and metrics in ClickHouse and queues in Redis are outside this schema.
// Cleanup: in the main schema, the webhook engine's ensurePartitions cron (daily at 03:17,
// internal-packages/webhook-engine/src/engine/workerCatalog.ts:15-23) pre-creates WebhookDelivery's
// day partitions and detaches and drops those older than WEBHOOK_PARTITION_RETENTION_DAYS (default 60,
// apps/webapp/app/env.server.ts:1857; internal-packages/webhook-engine/src/engine/partitions.ts:158-191),
// only with WEBHOOK_ENABLED=1 (default 0, env.server.ts:1830; apps/webapp/app/v3/webhookEngine.server.ts:42,
// 58). In the dashboard agent's schema, its daily maintenance task (cron 0 3 * * *,
// internal-packages/dashboard-agent/src/maintenance.ts:118-136; a task of the agent's own Trigger
// project, deployed apart from the webapp, so only where the agent is deployed) deletes turn evals after
// 30 days, soft-deleted chats 30 days after deleted_at with their messages, sessions, evals,
// investigations, watches and watch submissions (explicit deletes, the schema has no foreign keys,
// internal-packages/dashboard-agent-db/src/queries.ts:781-792), terminal watches 7 days after their
// last event and watch submissions after 7 days (maintenance.ts:17-38, 103-109). The webapp's own
// dashboardAgent.maintenance job is a no-op left to drain (apps/webapp/app/v3/commonWorker.server.ts:159-166, 245).
// Not counted: run TTLs and waitpoint timeouts (they change a status), expired idempotency keys (cleared
// on their run, the run kept), TaskRunWaitpoint rows (deleted when their waitpoint completes, not by age),
// TaskRun.logsDeletedAt (set by nothing in this repository), deletions on a user's request (schedules,
// environment variables, playground conversations, alert channels, invites, members), soft deletes
// (Organization, Project, deletedAt) never purged, an organization's chats soft-deleted on its deletion
// (apps/webapp/app/services/deleteOrganization.server.ts:92-100; the 30-day purge above then counts).
// TaskEventPartitioned gets no partition from this repository (used only with
// TASK_EVENT_PARTITIONING_ENABLED=1, default 0); TaskEvent, the default event store (postgres,
// env.server.ts:2265-2267), is never deleted. In none of the lists: the run engine's state (snapshots,
// checkpoints, dependencies, counters, TaskRunWaitpoint and the implicit join tables), bulk actions,
// alerts, worker instances, SessionRun, IntegrationDeployment, LogsSearchProjectorCheckpoint, the
// legacy triggerdotdev_events.run_executions (no code uses it), and the agent's agent_message_usage and
// watch_batches (counts and cadences, no personal data). ImpersonationAuditLog is kept as a record and is
// in neverDelete.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "triggerdev",
  framework: "prisma",
  source: {
    repo: "triggerdotdev/trigger.dev",
    commit: "b082e44389337dc6505d590737a6df70867cc8f4",
    schemaFrom:
      "internal-packages/database/prisma/migrations (820 migration.sql, in name order, as prisma migrate deploy runs them) then internal-packages/dashboard-agent-db/drizzle (6, in its journal's order, as its migrate.mjs runs them) replayed on PostgreSQL 15 with psql, schema public renamed triggerdev, and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 95 tables (85 in triggerdev, 1 in triggerdotdev_events, 9 in trigger_dashboard_agent)",
  },
  schemas: ["triggerdev", "triggerdotdev_events", "trigger_dashboard_agent"],
  schemaSql: `
-- Trigger.dev: triggerdotdev/trigger.dev@b082e44389337dc6505d590737a6df70867cc8f4
-- Built by running its 820 Prisma migrations (internal-packages/database/prisma/migrations/*/migration.sql,
-- 20221206131204_init to 20260818120100_add_worker_deployment_environment_id_external_id_index, in
-- name order, as prisma migrate deploy does; Prisma's schema engine could not be downloaded, so each
-- was run with psql) on an empty PostgreSQL 15 database in schema public (its migrations name
-- "public" themselves), then the dashboard agent's 6 Drizzle migrations
-- (internal-packages/dashboard-agent-db/drizzle, 0000_magenta_lilandra to 0005_ambitious_mordo, in
-- the order of drizzle/meta/_journal.json, each in a transaction), which make schema
-- trigger_dashboard_agent; then schema public renamed triggerdev and read back with pg_dump
-- --schema-only --no-owner --no-privileges (its SET lines, the search_path set_config, the restrict
-- and unrestrict lines, its comments and PostgreSQL's own comment on schema public left out).
-- Prisma's _prisma_migrations and Drizzle's drizzle.__dashboard_agent_migrations journals are not
-- made by a replay with psql and are not here. WebhookDelivery and TaskEventPartitioned are
-- partitioned by range of "createdAt" without partitions: the webhook engine makes WebhookDelivery's
-- day partitions at run time, and nothing in the repository makes TaskEventPartitioned's. The
-- migrations leave no rows (the two that insert some fill v2 tables dropped since).
CREATE SCHEMA trigger_dashboard_agent;

CREATE SCHEMA triggerdev;

CREATE SCHEMA triggerdotdev_events;

CREATE TYPE triggerdev."AuthenticationMethod" AS ENUM (
    'GITHUB',
    'MAGIC_LINK',
    'GOOGLE',
    'SSO'
);

CREATE TYPE triggerdev."BatchTaskRunItemStatus" AS ENUM (
    'PENDING',
    'FAILED',
    'CANCELED',
    'COMPLETED'
);

CREATE TYPE triggerdev."BatchTaskRunStatus" AS ENUM (
    'PENDING',
    'COMPLETED',
    'ABORTED',
    'PROCESSING',
    'PARTIAL_FAILED'
);

CREATE TYPE triggerdev."BulkActionItemStatus" AS ENUM (
    'PENDING',
    'COMPLETED',
    'FAILED'
);

CREATE TYPE triggerdev."BulkActionNotificationType" AS ENUM (
    'NONE',
    'EMAIL'
);

CREATE TYPE triggerdev."BulkActionStatus" AS ENUM (
    'PENDING',
    'COMPLETED',
    'ABORTED'
);

CREATE TYPE triggerdev."BulkActionType" AS ENUM (
    'CANCEL',
    'REPLAY'
);

CREATE TYPE triggerdev."CheckpointRestoreEventType" AS ENUM (
    'CHECKPOINT',
    'RESTORE'
);

CREATE TYPE triggerdev."CheckpointType" AS ENUM (
    'DOCKER',
    'KUBERNETES'
);

CREATE TYPE triggerdev."CustomerQueryScope" AS ENUM (
    'ORGANIZATION',
    'PROJECT',
    'ENVIRONMENT'
);

CREATE TYPE triggerdev."CustomerQuerySource" AS ENUM (
    'DASHBOARD',
    'API'
);

CREATE TYPE triggerdev."DataStoreKind" AS ENUM (
    'CLICKHOUSE'
);

CREATE TYPE triggerdev."EnvironmentPauseSource" AS ENUM (
    'BILLING_LIMIT'
);

CREATE TYPE triggerdev."ErrorGroupStatus" AS ENUM (
    'UNRESOLVED',
    'RESOLVED',
    'IGNORED'
);

CREATE TYPE triggerdev."GithubRepositorySelection" AS ENUM (
    'ALL',
    'SELECTED'
);

CREATE TYPE triggerdev."ImpersonationAuditLogAction" AS ENUM (
    'START',
    'STOP'
);

CREATE TYPE triggerdev."IntegrationService" AS ENUM (
    'SLACK',
    'VERCEL'
);

CREATE TYPE triggerdev."OrgMemberRole" AS ENUM (
    'ADMIN',
    'MEMBER'
);

CREATE TYPE triggerdev."OrganizationAccessTokenType" AS ENUM (
    'USER',
    'SYSTEM'
);

CREATE TYPE triggerdev."PlatformNotificationScope" AS ENUM (
    'USER',
    'PROJECT',
    'ORGANIZATION',
    'GLOBAL'
);

CREATE TYPE triggerdev."PlatformNotificationSurface" AS ENUM (
    'WEBAPP',
    'CLI'
);

CREATE TYPE triggerdev."ProjectAlertChannelType" AS ENUM (
    'EMAIL',
    'SLACK',
    'WEBHOOK'
);

CREATE TYPE triggerdev."ProjectAlertStatus" AS ENUM (
    'PENDING',
    'SENT',
    'FAILED'
);

CREATE TYPE triggerdev."ProjectAlertType" AS ENUM (
    'TASK_RUN_ATTEMPT',
    'DEPLOYMENT_FAILURE',
    'DEPLOYMENT_SUCCESS',
    'TASK_RUN',
    'ERROR_GROUP',
    'DASHBOARD_AGENT_WATCH'
);

CREATE TYPE triggerdev."ProjectVersion" AS ENUM (
    'V2',
    'V3'
);

CREATE TYPE triggerdev."RunEngineVersion" AS ENUM (
    'V1',
    'V2'
);

CREATE TYPE triggerdev."RuntimeEnvironmentType" AS ENUM (
    'PRODUCTION',
    'STAGING',
    'DEVELOPMENT',
    'PREVIEW'
);

CREATE TYPE triggerdev."ScheduleGeneratorType" AS ENUM (
    'CRON'
);

CREATE TYPE triggerdev."ScheduleType" AS ENUM (
    'DECLARATIVE',
    'IMPERATIVE'
);

CREATE TYPE triggerdev."SecretStoreProvider" AS ENUM (
    'DATABASE',
    'AWS_PARAM_STORE'
);

CREATE TYPE triggerdev."TaskEventKind" AS ENUM (
    'UNSPECIFIED',
    'INTERNAL',
    'SERVER',
    'CLIENT',
    'PRODUCER',
    'CONSUMER',
    'UNRECOGNIZED',
    'LOG'
);

CREATE TYPE triggerdev."TaskEventLevel" AS ENUM (
    'TRACE',
    'DEBUG',
    'LOG',
    'INFO',
    'WARN',
    'ERROR'
);

CREATE TYPE triggerdev."TaskEventStatus" AS ENUM (
    'UNSET',
    'OK',
    'ERROR',
    'UNRECOGNIZED'
);

CREATE TYPE triggerdev."TaskQueueType" AS ENUM (
    'VIRTUAL',
    'NAMED'
);

CREATE TYPE triggerdev."TaskQueueVersion" AS ENUM (
    'V1',
    'V2'
);

CREATE TYPE triggerdev."TaskRunAttemptStatus" AS ENUM (
    'PENDING',
    'EXECUTING',
    'PAUSED',
    'FAILED',
    'CANCELED',
    'COMPLETED'
);

CREATE TYPE triggerdev."TaskRunCheckpointType" AS ENUM (
    'DOCKER',
    'KUBERNETES',
    'COMPUTE'
);

CREATE TYPE triggerdev."TaskRunExecutionStatus" AS ENUM (
    'RUN_CREATED',
    'QUEUED',
    'PENDING_EXECUTING',
    'EXECUTING',
    'EXECUTING_WITH_WAITPOINTS',
    'SUSPENDED',
    'PENDING_CANCEL',
    'FINISHED',
    'QUEUED_EXECUTING',
    'DELAYED'
);

CREATE TYPE triggerdev."TaskRunStatus" AS ENUM (
    'PENDING',
    'EXECUTING',
    'WAITING_TO_RESUME',
    'RETRYING_AFTER_FAILURE',
    'PAUSED',
    'CANCELED',
    'COMPLETED_SUCCESSFULLY',
    'COMPLETED_WITH_ERRORS',
    'INTERRUPTED',
    'SYSTEM_FAILURE',
    'CRASHED',
    'WAITING_FOR_DEPLOY',
    'DELAYED',
    'EXPIRED',
    'TIMED_OUT',
    'PENDING_VERSION',
    'DEQUEUED'
);

CREATE TYPE triggerdev."TaskTriggerSource" AS ENUM (
    'STANDARD',
    'SCHEDULED',
    'AGENT',
    'WEBHOOK'
);

CREATE TYPE triggerdev."WaitpointStatus" AS ENUM (
    'PENDING',
    'COMPLETED'
);

CREATE TYPE triggerdev."WaitpointType" AS ENUM (
    'RUN',
    'DATETIME',
    'MANUAL',
    'BATCH'
);

CREATE TYPE triggerdev."WebhookDeliveryStatus" AS ENUM (
    'PENDING',
    'PROCESSING',
    'SUCCEEDED',
    'FAILED',
    'FILTERED'
);

CREATE TYPE triggerdev."WebhookEndpointStatus" AS ENUM (
    'ACTIVE',
    'INACTIVE',
    'DELETING'
);

CREATE TYPE triggerdev."WorkerDeploymentStatus" AS ENUM (
    'PENDING',
    'DEPLOYING',
    'DEPLOYED',
    'FAILED',
    'CANCELED',
    'BUILDING',
    'TIMED_OUT',
    'INSTALLING'
);

CREATE TYPE triggerdev."WorkerDeploymentType" AS ENUM (
    'MANAGED',
    'UNMANAGED',
    'V1'
);

CREATE TYPE triggerdev."WorkerInstanceGroupType" AS ENUM (
    'MANAGED',
    'UNMANAGED'
);

CREATE TYPE triggerdev."WorkloadType" AS ENUM (
    'CONTAINER',
    'MICROVM'
);

CREATE TABLE trigger_dashboard_agent.agent_message_usage (
    organization_id text NOT NULL,
    period text NOT NULL,
    count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE trigger_dashboard_agent.chat_messages (
    chat_id text NOT NULL,
    message_id text NOT NULL,
    "position" integer NOT NULL,
    role text NOT NULL,
    message jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE trigger_dashboard_agent.chat_sessions (
    chat_id text NOT NULL,
    public_access_token text NOT NULL,
    last_event_id text,
    run_id text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE trigger_dashboard_agent.chat_turn_evals (
    chat_id text NOT NULL,
    turn integer NOT NULL,
    organization_id text NOT NULL,
    user_id text NOT NULL,
    agent_run_id text,
    eval_run_id text,
    project_ref text,
    environment text,
    current_page text,
    model text,
    prompt_slug text,
    prompt_version integer,
    tools_used jsonb DEFAULT '[]'::jsonb NOT NULL,
    tool_error boolean DEFAULT false NOT NULL,
    judge_model text,
    score_grounded smallint,
    score_answered smallint,
    score_concise smallint,
    passed boolean,
    intent_category text,
    outcome text,
    sentiment text,
    capability_gap boolean DEFAULT false NOT NULL,
    docs_gap boolean DEFAULT false NOT NULL,
    support_opportunity boolean DEFAULT false NOT NULL,
    feature_request boolean DEFAULT false NOT NULL,
    topics jsonb DEFAULT '[]'::jsonb NOT NULL,
    signals jsonb DEFAULT '[]'::jsonb NOT NULL,
    summary text,
    user_text text,
    judge jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE trigger_dashboard_agent.chats (
    id text NOT NULL,
    organization_id text NOT NULL,
    user_id text NOT NULL,
    title text DEFAULT 'New chat'::text NOT NULL,
    messages jsonb DEFAULT '[]'::jsonb NOT NULL,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    pinned_at timestamp with time zone,
    deleted_at timestamp with time zone,
    last_message_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    last_read_at timestamp with time zone,
    next_message_position integer DEFAULT 1 NOT NULL
);

CREATE TABLE trigger_dashboard_agent.investigations (
    id text NOT NULL,
    chat_id text NOT NULL,
    project_ref text NOT NULL,
    environment_ref text NOT NULL,
    revision integer DEFAULT 0 NOT NULL,
    state jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    sweep_attempts integer DEFAULT 0 NOT NULL,
    last_sweep_attempt_at timestamp with time zone
);

CREATE TABLE trigger_dashboard_agent.watch_batches (
    environment_id text NOT NULL,
    cadence_minutes integer NOT NULL,
    epoch integer DEFAULT 0 NOT NULL,
    generation integer DEFAULT 0 NOT NULL,
    status text DEFAULT 'running'::text NOT NULL,
    armed_at timestamp with time zone DEFAULT now() NOT NULL,
    last_tick_at timestamp with time zone
);

CREATE TABLE trigger_dashboard_agent.watch_submissions (
    chat_id text NOT NULL,
    client_request_id text NOT NULL,
    organization_id text NOT NULL,
    user_id text NOT NULL,
    project_id text NOT NULL,
    environment_id text NOT NULL,
    draft_hash text NOT NULL,
    draft jsonb NOT NULL,
    state text DEFAULT 'pending'::text NOT NULL,
    watch_id text,
    unavailable boolean DEFAULT false NOT NULL,
    external_notification_status text DEFAULT 'not_requested'::text NOT NULL,
    external_notification_reason text,
    immediate_result text,
    refusal_code text,
    refusal_error text,
    refusal_existing_id text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE trigger_dashboard_agent.watches (
    id text NOT NULL,
    chat_id text NOT NULL,
    identity text NOT NULL,
    spec jsonb NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    delivery_status text DEFAULT 'not_required'::text NOT NULL,
    cancel_reason text,
    resolution text,
    observed_outcome jsonb,
    investigate_on_attention boolean DEFAULT false NOT NULL,
    organization_id text NOT NULL,
    project_id text NOT NULL,
    project_ref text,
    environment_id text NOT NULL,
    user_id text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    last_checked_at timestamp with time zone,
    last_attempted_at timestamp with time zone,
    fired_at timestamp with time zone,
    delivery_claimed_at timestamp with time zone,
    delivery_claim_id text,
    delivered_at timestamp with time zone,
    cancelled_at timestamp with time zone,
    last_result jsonb,
    tick_count integer DEFAULT 0 NOT NULL,
    alert_dispatch_key text,
    retention_at timestamp with time zone GENERATED ALWAYS AS (GREATEST(delivered_at, cancelled_at, fired_at, last_checked_at, created_at)) STORED,
    cadence_minutes integer GENERATED ALWAYS AS (((spec ->> 'checkEveryMinutes'::text))::integer) STORED
);

CREATE TABLE triggerdev."AuthorizationCode" (
    id text NOT NULL,
    code text NOT NULL,
    "personalAccessTokenId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."BackgroundWorker" (
    id text NOT NULL,
    "projectId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    version text NOT NULL,
    metadata jsonb NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "contentHash" text NOT NULL,
    "friendlyId" text NOT NULL,
    "cliVersion" text DEFAULT 'unknown'::text NOT NULL,
    "sdkVersion" text DEFAULT 'unknown'::text NOT NULL,
    "supportsLazyAttempts" boolean DEFAULT false NOT NULL,
    "workerGroupId" text,
    engine triggerdev."RunEngineVersion" DEFAULT 'V1'::triggerdev."RunEngineVersion" NOT NULL,
    runtime text,
    "runtimeVersion" text
);

CREATE TABLE triggerdev."BackgroundWorkerFile" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    "filePath" text NOT NULL,
    "contentHash" text NOT NULL,
    contents bytea NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "projectId" text NOT NULL
);

CREATE TABLE triggerdev."BackgroundWorkerTask" (
    id text NOT NULL,
    slug text NOT NULL,
    "filePath" text NOT NULL,
    "exportName" text,
    "workerId" text NOT NULL,
    "projectId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "friendlyId" text NOT NULL,
    "queueConfig" jsonb,
    "retryConfig" jsonb,
    "machineConfig" jsonb,
    "triggerSource" triggerdev."TaskTriggerSource" DEFAULT 'STANDARD'::triggerdev."TaskTriggerSource" NOT NULL,
    "fileId" text,
    "maxDurationInSeconds" integer,
    description text,
    "queueId" text,
    "payloadSchema" jsonb,
    ttl text,
    config jsonb
);

CREATE TABLE triggerdev."BatchTaskRun" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    "idempotencyKey" text,
    "taskIdentifier" text,
    "runtimeEnvironmentId" text NOT NULL,
    "dependentTaskAttemptId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    status triggerdev."BatchTaskRunStatus" DEFAULT 'PENDING'::triggerdev."BatchTaskRunStatus" NOT NULL,
    "checkpointEventId" text,
    "runCount" integer DEFAULT 0 NOT NULL,
    "runIds" text[] DEFAULT ARRAY[]::text[],
    "idempotencyKeyExpiresAt" timestamp(3) without time zone,
    payload text,
    "payloadType" text DEFAULT 'application/json'::text NOT NULL,
    options jsonb,
    "batchVersion" text DEFAULT 'v1'::text NOT NULL,
    "oneTimeUseToken" text,
    "completedAt" timestamp(3) without time zone,
    "completedCount" integer DEFAULT 0 NOT NULL,
    "expectedCount" integer DEFAULT 0 NOT NULL,
    sealed boolean DEFAULT false NOT NULL,
    "sealedAt" timestamp(3) without time zone,
    "processingJobsCount" integer DEFAULT 0 NOT NULL,
    "processingJobsExpectedCount" integer DEFAULT 0 NOT NULL,
    "resumedAt" timestamp(3) without time zone,
    "failedRunCount" integer,
    "processingStartedAt" timestamp(3) without time zone,
    "successfulRunCount" integer,
    "processingCompletedAt" timestamp(3) without time zone
);

CREATE TABLE triggerdev."BatchTaskRunError" (
    id text NOT NULL,
    "batchTaskRunId" text NOT NULL,
    index integer NOT NULL,
    "taskIdentifier" text NOT NULL,
    payload text,
    options jsonb,
    error text NOT NULL,
    "errorCode" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev."BatchTaskRunItem" (
    id text NOT NULL,
    status triggerdev."BatchTaskRunItemStatus" DEFAULT 'PENDING'::triggerdev."BatchTaskRunItemStatus" NOT NULL,
    "batchTaskRunId" text NOT NULL,
    "taskRunId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "taskRunAttemptId" text,
    "completedAt" timestamp(3) without time zone
);

CREATE TABLE triggerdev."BulkActionGroup" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    "projectId" text NOT NULL,
    type triggerdev."BulkActionType" NOT NULL,
    status triggerdev."BulkActionStatus" DEFAULT 'PENDING'::triggerdev."BulkActionStatus" NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    cursor jsonb,
    "environmentId" text,
    params jsonb,
    "queryName" text,
    "totalCount" integer DEFAULT 0 NOT NULL,
    "userId" text,
    "completedAt" timestamp(3) without time zone,
    "failureCount" integer DEFAULT 0 NOT NULL,
    name text,
    "successCount" integer DEFAULT 0 NOT NULL,
    "completionNotification" triggerdev."BulkActionNotificationType" DEFAULT 'NONE'::triggerdev."BulkActionNotificationType" NOT NULL,
    "dedupeKey" text
);

CREATE TABLE triggerdev."BulkActionItem" (
    id text NOT NULL,
    "friendlyId" text,
    "groupId" text NOT NULL,
    type triggerdev."BulkActionType" NOT NULL,
    status triggerdev."BulkActionItemStatus" DEFAULT 'PENDING'::triggerdev."BulkActionItemStatus" NOT NULL,
    "sourceRunId" text NOT NULL,
    "destinationRunId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    error text
);

CREATE TABLE triggerdev."Checkpoint" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    type triggerdev."CheckpointType" NOT NULL,
    location text NOT NULL,
    reason text,
    "attemptId" text NOT NULL,
    "projectId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    metadata text,
    "runId" text NOT NULL,
    "imageRef" text NOT NULL,
    "attemptNumber" integer
);

CREATE TABLE triggerdev."CheckpointRestoreEvent" (
    id text NOT NULL,
    type triggerdev."CheckpointRestoreEventType" NOT NULL,
    reason text,
    metadata text,
    "checkpointId" text NOT NULL,
    "runId" text NOT NULL,
    "attemptId" text NOT NULL,
    "projectId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."ConnectedGithubRepository" (
    id text NOT NULL,
    "projectId" text NOT NULL,
    "repositoryId" text NOT NULL,
    "branchTracking" jsonb NOT NULL,
    "previewDeploymentsEnabled" boolean DEFAULT true NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."CustomerQuery" (
    id text NOT NULL,
    query text NOT NULL,
    scope triggerdev."CustomerQueryScope" NOT NULL,
    stats jsonb NOT NULL,
    source triggerdev."CustomerQuerySource" DEFAULT 'DASHBOARD'::triggerdev."CustomerQuerySource" NOT NULL,
    "organizationId" text NOT NULL,
    "projectId" text,
    "environmentId" text,
    "userId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "filterFrom" timestamp(3) without time zone,
    "filterPeriod" text,
    "filterTo" timestamp(3) without time zone,
    title text
);

CREATE TABLE triggerdev."DataMigration" (
    id text NOT NULL,
    name text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "completedAt" timestamp(3) without time zone
);

CREATE TABLE triggerdev."EnvironmentVariable" (
    id text NOT NULL,
    key text NOT NULL,
    "projectId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "friendlyId" text NOT NULL
);

CREATE TABLE triggerdev."EnvironmentVariableValue" (
    id text NOT NULL,
    "valueReferenceId" text,
    "variableId" text NOT NULL,
    "environmentId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "isSecret" boolean DEFAULT false NOT NULL,
    "lastUpdatedBy" jsonb,
    version integer DEFAULT 1 NOT NULL
);

CREATE TABLE triggerdev."ErrorGroupState" (
    id text NOT NULL,
    "organizationId" text NOT NULL,
    "projectId" text NOT NULL,
    "environmentId" text,
    "taskIdentifier" text NOT NULL,
    "errorFingerprint" text NOT NULL,
    status triggerdev."ErrorGroupStatus" DEFAULT 'UNRESOLVED'::triggerdev."ErrorGroupStatus" NOT NULL,
    "ignoredUntil" timestamp(3) without time zone,
    "ignoredUntilOccurrenceRate" integer,
    "ignoredUntilTotalOccurrences" integer,
    "ignoredAtOccurrenceCount" bigint,
    "ignoredAt" timestamp(3) without time zone,
    "ignoredReason" text,
    "ignoredByUserId" text,
    "resolvedAt" timestamp(3) without time zone,
    "resolvedInVersion" text,
    "resolvedBy" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."FeatureFlag" (
    id text NOT NULL,
    key text NOT NULL,
    value jsonb,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev."GithubAppInstallation" (
    id text NOT NULL,
    "appInstallationId" bigint NOT NULL,
    "targetId" bigint NOT NULL,
    "targetType" text NOT NULL,
    "accountHandle" text NOT NULL,
    permissions jsonb,
    "repositorySelection" triggerdev."GithubRepositorySelection" NOT NULL,
    "installedBy" text,
    "organizationId" text NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "suspendedAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."GithubRepository" (
    id text NOT NULL,
    "githubId" bigint NOT NULL,
    name text NOT NULL,
    "fullName" text NOT NULL,
    "htmlUrl" text NOT NULL,
    private boolean NOT NULL,
    "defaultBranch" text NOT NULL,
    "installationId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."ImpersonationAuditLog" (
    id text NOT NULL,
    action triggerdev."ImpersonationAuditLogAction" NOT NULL,
    "adminId" text NOT NULL,
    "targetId" text NOT NULL,
    "ipAddress" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev."IntegrationDeployment" (
    id text NOT NULL,
    "integrationName" text NOT NULL,
    "integrationDeploymentId" text NOT NULL,
    "commitSHA" text NOT NULL,
    "deploymentId" text,
    status text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev."InvitationCode" (
    id text NOT NULL,
    code text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev."LogsSearchProjectorCheckpoint" (
    id bigint NOT NULL,
    "projectorId" text NOT NULL,
    mode text NOT NULL,
    "windowStart" timestamp(3) without time zone NOT NULL,
    "windowEnd" timestamp(3) without time zone NOT NULL,
    "queryId" text,
    "completedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE SEQUENCE triggerdev."LogsSearchProjectorCheckpoint_id_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE triggerdev."LogsSearchProjectorCheckpoint_id_seq" OWNED BY triggerdev."LogsSearchProjectorCheckpoint".id;

CREATE TABLE triggerdev."MetricsDashboard" (
    id text NOT NULL,
    title text NOT NULL,
    "organizationId" text NOT NULL,
    "projectId" text,
    "ownerId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    layout text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    "friendlyId" text NOT NULL
);

CREATE TABLE triggerdev."MfaBackupCode" (
    id text NOT NULL,
    code text NOT NULL,
    "userId" text NOT NULL,
    "usedAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."OrgMember" (
    id text NOT NULL,
    "organizationId" text NOT NULL,
    "userId" text NOT NULL,
    role triggerdev."OrgMemberRole" DEFAULT 'MEMBER'::triggerdev."OrgMemberRole" NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."OrgMemberInvite" (
    id text NOT NULL,
    token text NOT NULL,
    email text NOT NULL,
    role triggerdev."OrgMemberRole" DEFAULT 'MEMBER'::triggerdev."OrgMemberRole" NOT NULL,
    "organizationId" text NOT NULL,
    "inviterId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "rbacRoleId" text
);

CREATE TABLE triggerdev."Organization" (
    id text NOT NULL,
    slug text NOT NULL,
    title text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "maximumExecutionTimePerRunInMs" integer DEFAULT 900000 NOT NULL,
    "companySize" text,
    "runsEnabled" boolean DEFAULT true NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "v3Enabled" boolean DEFAULT false NOT NULL,
    "maximumConcurrencyLimit" integer DEFAULT 10 NOT NULL,
    "v2Enabled" boolean DEFAULT false NOT NULL,
    "hasRequestedV3" boolean DEFAULT false NOT NULL,
    "v2MarqsEnabled" boolean DEFAULT false NOT NULL,
    "maximumSchedulesLimit" integer DEFAULT 5 NOT NULL,
    "apiRateLimiterConfig" jsonb,
    "realtimeRateLimiterConfig" jsonb,
    "maximumDeployedQueueSize" integer,
    "maximumDevQueueSize" integer,
    avatar jsonb,
    "featureFlags" jsonb,
    "maximumProjectCount" integer DEFAULT 25 NOT NULL,
    "batchQueueConcurrencyConfig" jsonb,
    "batchRateLimitConfig" jsonb,
    "onboardingData" jsonb,
    "maxSessionDuration" integer,
    "streamBasinName" text
);

CREATE TABLE triggerdev."OrganizationAccessToken" (
    id text NOT NULL,
    name text NOT NULL,
    type triggerdev."OrganizationAccessTokenType" DEFAULT 'USER'::triggerdev."OrganizationAccessTokenType" NOT NULL,
    "hashedToken" text NOT NULL,
    "organizationId" text NOT NULL,
    "expiresAt" timestamp(3) without time zone,
    "revokedAt" timestamp(3) without time zone,
    "lastAccessedAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."OrganizationDataStore" (
    id text NOT NULL,
    key text NOT NULL,
    "organizationIds" text[],
    kind triggerdev."DataStoreKind" NOT NULL,
    config jsonb NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."OrganizationIntegration" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    service triggerdev."IntegrationService" NOT NULL,
    "integrationData" jsonb NOT NULL,
    "tokenReferenceId" text NOT NULL,
    "organizationId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    "externalOrganizationId" text
);

CREATE TABLE triggerdev."OrganizationProjectIntegration" (
    id text NOT NULL,
    "organizationIntegrationId" text NOT NULL,
    "projectId" text NOT NULL,
    "externalEntityId" text NOT NULL,
    "integrationData" jsonb NOT NULL,
    "installedBy" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "deletedAt" timestamp(3) without time zone
);

CREATE TABLE triggerdev."PersonalAccessToken" (
    id text NOT NULL,
    name text NOT NULL,
    "userId" text NOT NULL,
    "revokedAt" timestamp(3) without time zone,
    "lastAccessedAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "obfuscatedToken" text NOT NULL,
    "encryptedToken" jsonb NOT NULL,
    "hashedToken" text NOT NULL
);

CREATE TABLE triggerdev."PlatformNotification" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    title text NOT NULL,
    payload jsonb NOT NULL,
    surface triggerdev."PlatformNotificationSurface" NOT NULL,
    scope triggerdev."PlatformNotificationScope" NOT NULL,
    "userId" text,
    "organizationId" text,
    "projectId" text,
    "startsAt" timestamp(3) without time zone NOT NULL,
    "endsAt" timestamp(3) without time zone NOT NULL,
    "cliMaxDaysAfterFirstSeen" integer,
    "cliMaxShowCount" integer,
    "cliShowEvery" integer,
    priority integer DEFAULT 0 NOT NULL,
    "archivedAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "isDraft" boolean DEFAULT false NOT NULL
);

CREATE TABLE triggerdev."PlatformNotificationInteraction" (
    id text NOT NULL,
    "notificationId" text NOT NULL,
    "userId" text NOT NULL,
    "firstSeenAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "showCount" integer DEFAULT 1 NOT NULL,
    "webappDismissedAt" timestamp(3) without time zone,
    "webappClickedAt" timestamp(3) without time zone,
    "cliDismissedAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."PlaygroundConversation" (
    id text NOT NULL,
    "chatId" text NOT NULL,
    title text DEFAULT 'New conversation'::text NOT NULL,
    "agentSlug" text NOT NULL,
    "runId" text,
    "clientData" jsonb,
    "projectId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "userId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "lastEventId" text,
    messages jsonb
);

CREATE TABLE triggerdev."Project" (
    id text NOT NULL,
    name text NOT NULL,
    "organizationId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    slug text NOT NULL,
    "externalRef" text NOT NULL,
    "deletedAt" timestamp(3) without time zone,
    version triggerdev."ProjectVersion" DEFAULT 'V2'::triggerdev."ProjectVersion" NOT NULL,
    "builderProjectId" text,
    "defaultWorkerGroupId" text,
    engine triggerdev."RunEngineVersion" DEFAULT 'V1'::triggerdev."RunEngineVersion" NOT NULL,
    "allowedMasterQueues" text[] DEFAULT ARRAY[]::text[],
    "buildSettings" jsonb,
    "onboardingData" jsonb,
    "initializedAt" timestamp(3) without time zone,
    "defaultRuntime" text
);

CREATE TABLE triggerdev."ProjectAlert" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    "projectId" text NOT NULL,
    "environmentId" text NOT NULL,
    "channelId" text NOT NULL,
    status triggerdev."ProjectAlertStatus" DEFAULT 'PENDING'::triggerdev."ProjectAlertStatus" NOT NULL,
    type triggerdev."ProjectAlertType" NOT NULL,
    "taskRunAttemptId" text,
    "workerDeploymentId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "taskRunId" text
);

CREATE TABLE triggerdev."ProjectAlertChannel" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    type triggerdev."ProjectAlertChannelType" NOT NULL,
    name text NOT NULL,
    properties jsonb NOT NULL,
    "alertTypes" triggerdev."ProjectAlertType"[],
    "projectId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    "deduplicationKey" text NOT NULL,
    "userProvidedDeduplicationKey" boolean DEFAULT false NOT NULL,
    "integrationId" text,
    "environmentTypes" triggerdev."RuntimeEnvironmentType"[] DEFAULT ARRAY['STAGING'::triggerdev."RuntimeEnvironmentType", 'PRODUCTION'::triggerdev."RuntimeEnvironmentType"],
    "errorAlertConfig" jsonb
);

CREATE TABLE triggerdev."ProjectAlertStorage" (
    id text NOT NULL,
    "projectId" text NOT NULL,
    "alertChannelId" text NOT NULL,
    "alertType" triggerdev."ProjectAlertType" NOT NULL,
    "storageId" text NOT NULL,
    "storageData" jsonb NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."RealtimeStreamChunk" (
    id text NOT NULL,
    key text NOT NULL,
    value text NOT NULL,
    sequence integer NOT NULL,
    "runId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev."RevokedApiKey" (
    id text NOT NULL,
    "apiKey" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "expiresAt" timestamp(3) without time zone NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev."RuntimeEnvironment" (
    id text NOT NULL,
    slug text NOT NULL,
    "apiKey" text NOT NULL,
    "organizationId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "orgMemberId" text,
    "projectId" text NOT NULL,
    type triggerdev."RuntimeEnvironmentType" DEFAULT 'DEVELOPMENT'::triggerdev."RuntimeEnvironmentType" NOT NULL,
    "autoEnableInternalSources" boolean DEFAULT true NOT NULL,
    "pkApiKey" text NOT NULL,
    shortcode text NOT NULL,
    "tunnelId" text,
    "maximumConcurrencyLimit" integer DEFAULT 5 NOT NULL,
    "currentSessionId" text,
    paused boolean DEFAULT false NOT NULL,
    "archivedAt" timestamp(3) without time zone,
    "branchName" text,
    git jsonb,
    "parentEnvironmentId" text,
    "isBranchableEnvironment" boolean DEFAULT false NOT NULL,
    "builtInEnvironmentVariableOverrides" jsonb,
    "concurrencyLimitBurstFactor" numeric(4,2) DEFAULT 2.00 NOT NULL,
    "pauseSource" triggerdev."EnvironmentPauseSource"
);

CREATE TABLE triggerdev."RuntimeEnvironmentSession" (
    id text NOT NULL,
    "ipAddress" text NOT NULL,
    "environmentId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "disconnectedAt" timestamp(3) without time zone
);

CREATE TABLE triggerdev."SecretReference" (
    id text NOT NULL,
    key text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    provider triggerdev."SecretStoreProvider" DEFAULT 'DATABASE'::triggerdev."SecretStoreProvider" NOT NULL
);

CREATE TABLE triggerdev."SecretStore" (
    key text NOT NULL,
    value jsonb NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    version text DEFAULT '1'::text NOT NULL
);

CREATE TABLE triggerdev."Session" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    "externalId" text,
    type text NOT NULL,
    "projectId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "environmentType" triggerdev."RuntimeEnvironmentType" NOT NULL,
    "organizationId" text NOT NULL,
    "taskIdentifier" text NOT NULL,
    tags text[] DEFAULT ARRAY[]::text[] NOT NULL,
    metadata jsonb,
    "closedAt" timestamp(3) without time zone,
    "closedReason" text,
    "expiresAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "currentRunId" text,
    "currentRunVersion" integer DEFAULT 0 NOT NULL,
    "triggerConfig" jsonb NOT NULL,
    "streamBasinName" text,
    "chatSnapshotStoragePath" text,
    "isTest" boolean DEFAULT false NOT NULL
);

CREATE TABLE triggerdev."SessionRun" (
    id text NOT NULL,
    "sessionId" text NOT NULL,
    "runId" text NOT NULL,
    reason text NOT NULL,
    "triggeredAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev."TaskEvent" (
    id text NOT NULL,
    message text NOT NULL,
    "traceId" text NOT NULL,
    "spanId" text NOT NULL,
    "parentId" text,
    tracestate text,
    "serviceName" text NOT NULL,
    "serviceNamespace" text NOT NULL,
    level triggerdev."TaskEventLevel" DEFAULT 'TRACE'::triggerdev."TaskEventLevel" NOT NULL,
    kind triggerdev."TaskEventKind" DEFAULT 'INTERNAL'::triggerdev."TaskEventKind" NOT NULL,
    status triggerdev."TaskEventStatus" DEFAULT 'UNSET'::triggerdev."TaskEventStatus" NOT NULL,
    links jsonb,
    events jsonb,
    "attemptId" text,
    "environmentId" text NOT NULL,
    "environmentType" triggerdev."RuntimeEnvironmentType" NOT NULL,
    "organizationId" text NOT NULL,
    "projectId" text NOT NULL,
    "projectRef" text NOT NULL,
    "runId" text NOT NULL,
    "taskSlug" text NOT NULL,
    "taskPath" text,
    "taskExportName" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "isError" boolean DEFAULT false NOT NULL,
    "isPartial" boolean DEFAULT false NOT NULL,
    metadata jsonb,
    output jsonb,
    properties jsonb NOT NULL,
    style jsonb,
    duration bigint DEFAULT 0 NOT NULL,
    "workerId" text,
    "workerVersion" text,
    "queueId" text,
    "queueName" text,
    "attemptNumber" integer,
    "isCancelled" boolean DEFAULT false NOT NULL,
    "runIsTest" boolean DEFAULT false NOT NULL,
    "batchId" text,
    "startTime" bigint NOT NULL,
    "outputType" text,
    payload jsonb,
    "payloadType" text,
    "idempotencyKey" text,
    "usageDurationMs" integer DEFAULT 0 NOT NULL,
    "machinePreset" text,
    "machinePresetCentsPerMs" double precision,
    "machinePresetCpu" double precision,
    "machinePresetMemory" double precision,
    "usageCostInCents" double precision DEFAULT 0 NOT NULL,
    "isDebug" boolean DEFAULT false NOT NULL
);

CREATE TABLE triggerdev."TaskEventPartitioned" (
    id text NOT NULL,
    message text NOT NULL,
    "traceId" text NOT NULL,
    "spanId" text NOT NULL,
    "parentId" text,
    tracestate text,
    "isError" boolean DEFAULT false NOT NULL,
    "isPartial" boolean DEFAULT false NOT NULL,
    "isCancelled" boolean DEFAULT false NOT NULL,
    "serviceName" text NOT NULL,
    "serviceNamespace" text NOT NULL,
    level triggerdev."TaskEventLevel" DEFAULT 'TRACE'::triggerdev."TaskEventLevel" NOT NULL,
    kind triggerdev."TaskEventKind" DEFAULT 'INTERNAL'::triggerdev."TaskEventKind" NOT NULL,
    status triggerdev."TaskEventStatus" DEFAULT 'UNSET'::triggerdev."TaskEventStatus" NOT NULL,
    links jsonb,
    events jsonb,
    "startTime" bigint NOT NULL,
    duration bigint DEFAULT 0 NOT NULL,
    "attemptId" text,
    "attemptNumber" integer,
    "environmentId" text NOT NULL,
    "environmentType" triggerdev."RuntimeEnvironmentType" NOT NULL,
    "organizationId" text NOT NULL,
    "projectId" text NOT NULL,
    "projectRef" text NOT NULL,
    "runId" text NOT NULL,
    "runIsTest" boolean DEFAULT false NOT NULL,
    "idempotencyKey" text,
    "taskSlug" text NOT NULL,
    "taskPath" text,
    "taskExportName" text,
    "workerId" text,
    "workerVersion" text,
    "queueId" text,
    "queueName" text,
    "batchId" text,
    properties jsonb NOT NULL,
    metadata jsonb,
    style jsonb,
    output jsonb,
    "outputType" text,
    payload jsonb,
    "payloadType" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "usageDurationMs" integer DEFAULT 0 NOT NULL,
    "usageCostInCents" double precision DEFAULT 0 NOT NULL,
    "machinePreset" text,
    "machinePresetCpu" double precision,
    "machinePresetMemory" double precision,
    "machinePresetCentsPerMs" double precision
)
PARTITION BY RANGE ("createdAt");

CREATE TABLE triggerdev."TaskIdentifier" (
    id text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "projectId" text NOT NULL,
    slug text NOT NULL,
    "currentTriggerSource" triggerdev."TaskTriggerSource" DEFAULT 'STANDARD'::triggerdev."TaskTriggerSource" NOT NULL,
    "currentWorkerId" text,
    "firstSeenAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "lastSeenAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "isInLatestDeployment" boolean DEFAULT true NOT NULL
);

CREATE TABLE triggerdev."TaskQueue" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    name text NOT NULL,
    type triggerdev."TaskQueueType" DEFAULT 'VIRTUAL'::triggerdev."TaskQueueType" NOT NULL,
    "projectId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "concurrencyLimit" integer,
    "rateLimit" jsonb,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    paused boolean DEFAULT false NOT NULL,
    "orderableName" text,
    version triggerdev."TaskQueueVersion" DEFAULT 'V1'::triggerdev."TaskQueueVersion" NOT NULL,
    "concurrencyLimitBase" integer,
    "concurrencyLimitOverriddenAt" timestamp(3) without time zone,
    "concurrencyLimitOverriddenBy" text,
    "concurrencyLimitOverridePercent" numeric(5,2)
);

CREATE TABLE triggerdev."TaskRun" (
    id text NOT NULL,
    "idempotencyKey" text,
    payload text NOT NULL,
    "payloadType" text DEFAULT 'application/json'::text NOT NULL,
    context jsonb,
    "runtimeEnvironmentId" text NOT NULL,
    "projectId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "taskIdentifier" text NOT NULL,
    "lockedAt" timestamp(3) without time zone,
    "lockedById" text,
    "friendlyId" text NOT NULL,
    "lockedToVersionId" text,
    "traceContext" jsonb,
    "spanId" text NOT NULL,
    "traceId" text NOT NULL,
    "concurrencyKey" text,
    queue text NOT NULL,
    number integer DEFAULT 0 NOT NULL,
    "isTest" boolean DEFAULT false NOT NULL,
    status triggerdev."TaskRunStatus" DEFAULT 'PENDING'::triggerdev."TaskRunStatus" NOT NULL,
    "scheduleId" text,
    "scheduleInstanceId" text,
    "startedAt" timestamp(3) without time zone,
    "usageDurationMs" integer DEFAULT 0 NOT NULL,
    "costInCents" double precision DEFAULT 0 NOT NULL,
    "baseCostInCents" double precision DEFAULT 0 NOT NULL,
    "machinePreset" text,
    "delayUntil" timestamp(3) without time zone,
    "queuedAt" timestamp(3) without time zone,
    "expiredAt" timestamp(3) without time zone,
    ttl text,
    "maxAttempts" integer,
    "completedAt" timestamp(3) without time zone,
    "logsDeletedAt" timestamp(3) without time zone,
    "batchId" text,
    depth integer DEFAULT 0 NOT NULL,
    "parentTaskRunAttemptId" text,
    "parentTaskRunId" text,
    "resumeParentOnCompletion" boolean DEFAULT false NOT NULL,
    "rootTaskRunId" text,
    "parentSpanId" text,
    metadata text,
    "metadataType" text DEFAULT 'application/json'::text NOT NULL,
    output text,
    "outputType" text DEFAULT 'application/json'::text NOT NULL,
    error jsonb,
    "seedMetadata" text,
    "seedMetadataType" text DEFAULT 'application/json'::text NOT NULL,
    "runTags" text[],
    "maxDurationInSeconds" integer,
    "idempotencyKeyExpiresAt" timestamp(3) without time zone,
    "taskVersion" text,
    "cliVersion" text,
    "sdkVersion" text,
    "oneTimeUseToken" text,
    "metadataVersion" integer DEFAULT 1 NOT NULL,
    "attemptNumber" integer,
    engine triggerdev."RunEngineVersion" DEFAULT 'V1'::triggerdev."RunEngineVersion" NOT NULL,
    "masterQueue" text DEFAULT 'main'::text NOT NULL,
    "priorityMs" integer DEFAULT 0 NOT NULL,
    "secondaryMasterQueue" text,
    "queueTimestamp" timestamp(3) without time zone,
    "taskEventStore" text DEFAULT 'taskEvent'::text NOT NULL,
    "executedAt" timestamp(3) without time zone,
    "lockedQueueId" text,
    "statusReason" text,
    "runChainState" jsonb,
    "environmentType" triggerdev."RuntimeEnvironmentType",
    "organizationId" text,
    "bulkActionGroupIds" text[] DEFAULT ARRAY[]::text[],
    "replayedFromTaskRunFriendlyId" text,
    "planType" text,
    "lockedRetryConfig" jsonb,
    "realtimeStreamsVersion" text DEFAULT 'v1'::text NOT NULL,
    "realtimeStreams" text[] DEFAULT ARRAY[]::text[],
    debounce jsonb,
    "idempotencyKeyOptions" jsonb,
    annotations jsonb,
    "isWarmStart" boolean,
    "streamBasinName" text,
    region text
);

CREATE TABLE triggerdev."TaskRunAttempt" (
    id text NOT NULL,
    number integer DEFAULT 0 NOT NULL,
    "taskRunId" text NOT NULL,
    "backgroundWorkerId" text NOT NULL,
    "backgroundWorkerTaskId" text NOT NULL,
    status triggerdev."TaskRunAttemptStatus" DEFAULT 'PENDING'::triggerdev."TaskRunAttemptStatus" NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "startedAt" timestamp(3) without time zone,
    "completedAt" timestamp(3) without time zone,
    output text,
    "outputType" text DEFAULT 'application/json'::text NOT NULL,
    "friendlyId" text NOT NULL,
    error jsonb,
    "queueId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "usageDurationMs" integer DEFAULT 0 NOT NULL
);

CREATE TABLE triggerdev."TaskRunCheckpoint" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    type triggerdev."TaskRunCheckpointType" NOT NULL,
    location text NOT NULL,
    "imageRef" text,
    reason text,
    metadata text,
    "projectId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."TaskRunCounter" (
    "taskIdentifier" text NOT NULL,
    "lastNumber" integer DEFAULT 0 NOT NULL
);

CREATE TABLE triggerdev."TaskRunDependency" (
    id text NOT NULL,
    "taskRunId" text NOT NULL,
    "dependentAttemptId" text,
    "dependentBatchRunId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "checkpointEventId" text,
    "resumedAt" timestamp(3) without time zone
);

CREATE TABLE triggerdev."TaskRunExecutionSnapshot" (
    id text NOT NULL,
    engine triggerdev."RunEngineVersion" DEFAULT 'V2'::triggerdev."RunEngineVersion" NOT NULL,
    "executionStatus" triggerdev."TaskRunExecutionStatus" NOT NULL,
    description text NOT NULL,
    "isValid" boolean DEFAULT true NOT NULL,
    error text,
    "runId" text NOT NULL,
    "runStatus" triggerdev."TaskRunStatus" NOT NULL,
    "attemptNumber" integer,
    "checkpointId" text,
    "workerId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "lastHeartbeatAt" timestamp(3) without time zone,
    "batchId" text,
    "completedWaitpointOrder" text[],
    "runnerId" text,
    "environmentId" text NOT NULL,
    "environmentType" triggerdev."RuntimeEnvironmentType" NOT NULL,
    "previousSnapshotId" text,
    "organizationId" text NOT NULL,
    "projectId" text NOT NULL,
    metadata jsonb
);

CREATE TABLE triggerdev."TaskRunNumberCounter" (
    id text NOT NULL,
    "taskIdentifier" text NOT NULL,
    "environmentId" text NOT NULL,
    "lastNumber" integer DEFAULT 0 NOT NULL
);

CREATE TABLE triggerdev."TaskRunTag" (
    id text NOT NULL,
    name text NOT NULL,
    "friendlyId" text NOT NULL,
    "projectId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev."TaskRunTemplate" (
    id text NOT NULL,
    "taskSlug" text NOT NULL,
    "triggerSource" triggerdev."TaskTriggerSource" NOT NULL,
    label text NOT NULL,
    payload text,
    "payloadType" text DEFAULT 'application/json'::text NOT NULL,
    metadata text,
    "metadataType" text DEFAULT 'application/json'::text NOT NULL,
    queue text,
    "concurrencyKey" text,
    "ttlSeconds" integer,
    "maxAttempts" integer,
    "maxDurationSeconds" integer,
    tags text[],
    "machinePreset" text,
    "projectId" text NOT NULL,
    "organizationId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."TaskRunWaitpoint" (
    id text NOT NULL,
    "taskRunId" text NOT NULL,
    "waitpointId" text NOT NULL,
    "projectId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "spanIdToComplete" text,
    "batchId" text,
    "batchIndex" integer
);

CREATE TABLE triggerdev."TaskSchedule" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    "taskIdentifier" text NOT NULL,
    "deduplicationKey" text NOT NULL,
    "userProvidedDeduplicationKey" boolean DEFAULT false NOT NULL,
    "generatorExpression" text NOT NULL,
    "externalId" text,
    "projectId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    active boolean DEFAULT true NOT NULL,
    "generatorDescription" text DEFAULT ''::text NOT NULL,
    "generatorType" triggerdev."ScheduleGeneratorType" DEFAULT 'CRON'::triggerdev."ScheduleGeneratorType" NOT NULL,
    timezone text DEFAULT 'UTC'::text NOT NULL,
    type triggerdev."ScheduleType" DEFAULT 'IMPERATIVE'::triggerdev."ScheduleType" NOT NULL,
    "lastRunTriggeredAt" timestamp(3) without time zone,
    "windowDurationSeconds" integer,
    "windowPercentage" integer
);

CREATE TABLE triggerdev."TaskScheduleInstance" (
    id text NOT NULL,
    "taskScheduleId" text NOT NULL,
    "environmentId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    active boolean DEFAULT true NOT NULL,
    "lastScheduledTimestamp" timestamp(3) without time zone,
    "nextScheduledTimestamp" timestamp(3) without time zone,
    "projectId" text NOT NULL,
    "schedulePhase" integer
);

CREATE TABLE triggerdev."User" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    admin boolean DEFAULT false NOT NULL,
    "authenticationExtraParams" jsonb,
    "authenticationMethod" triggerdev."AuthenticationMethod" NOT NULL,
    "authenticationProfile" jsonb,
    "avatarUrl" text,
    "displayName" text,
    email text NOT NULL,
    name text,
    "isOnCloudWaitlist" boolean DEFAULT false NOT NULL,
    "featureCloud" boolean DEFAULT false NOT NULL,
    "isOnHostedRepoWaitlist" boolean DEFAULT false NOT NULL,
    "marketingEmails" boolean DEFAULT true NOT NULL,
    "confirmedBasicDetails" boolean DEFAULT false NOT NULL,
    "invitationCodeId" text,
    "authIdentifier" text,
    "referralSource" text,
    "dashboardPreferences" jsonb,
    "mfaEnabledAt" timestamp(3) without time zone,
    "mfaLastUsedCode" text,
    "mfaSecretReferenceId" text,
    "onboardingData" jsonb,
    "sessionDuration" integer DEFAULT 31556952 NOT NULL,
    "nextSessionEnd" timestamp(3) without time zone
);

CREATE TABLE triggerdev."Waitpoint" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    type triggerdev."WaitpointType" NOT NULL,
    status triggerdev."WaitpointStatus" DEFAULT 'PENDING'::triggerdev."WaitpointStatus" NOT NULL,
    "completedAt" timestamp(3) without time zone,
    "idempotencyKey" text NOT NULL,
    "userProvidedIdempotencyKey" boolean NOT NULL,
    "inactiveIdempotencyKey" text,
    "completedByTaskRunId" text,
    "completedAfter" timestamp(3) without time zone,
    output text,
    "outputType" text DEFAULT 'application/json'::text NOT NULL,
    "outputIsError" boolean DEFAULT false NOT NULL,
    "projectId" text NOT NULL,
    "environmentId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "completedByBatchId" text,
    "idempotencyKeyExpiresAt" timestamp(3) without time zone,
    tags text[]
);

CREATE TABLE triggerdev."WaitpointTag" (
    id text NOT NULL,
    name text NOT NULL,
    "environmentId" text NOT NULL,
    "projectId" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev."WebhookDelivery" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    "webhookEndpointId" text NOT NULL,
    "organizationId" text NOT NULL,
    "projectId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "environmentType" triggerdev."RuntimeEnvironmentType" NOT NULL,
    "externalDeliveryId" text NOT NULL,
    "idempotencyKey" text NOT NULL,
    "runId" text,
    status triggerdev."WebhookDeliveryStatus" DEFAULT 'PENDING'::triggerdev."WebhookDeliveryStatus" NOT NULL,
    "isTest" boolean DEFAULT false NOT NULL,
    "parsedEvent" jsonb,
    "rawBodyHash" text,
    "errorMessage" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "processedAt" timestamp(3) without time zone,
    headers jsonb,
    "filterReason" text
)
PARTITION BY RANGE ("createdAt");

CREATE TABLE triggerdev."WebhookEndpoint" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    "opaqueId" text NOT NULL,
    "organizationId" text NOT NULL,
    "projectId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "environmentType" triggerdev."RuntimeEnvironmentType" NOT NULL,
    "endpointTenantId" text DEFAULT ''::text NOT NULL,
    "endpointExternalRef" text DEFAULT ''::text NOT NULL,
    source text NOT NULL,
    "handlerWebhookId" text NOT NULL,
    "routingTarget" jsonb NOT NULL,
    "verifierArtifact" jsonb NOT NULL,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    "signingSecretKey" text,
    status triggerdev."WebhookEndpointStatus" DEFAULT 'ACTIVE'::triggerdev."WebhookEndpointStatus" NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "secretProvisioning" text DEFAULT 'either'::text NOT NULL,
    filter text,
    "filterAst" jsonb,
    "filterAstVersion" integer,
    "manuallyDeactivatedAt" timestamp(3) without time zone
);

CREATE TABLE triggerdev."WorkerDeployment" (
    id text NOT NULL,
    "friendlyId" text NOT NULL,
    "shortCode" text NOT NULL,
    version text NOT NULL,
    status triggerdev."WorkerDeploymentStatus" DEFAULT 'PENDING'::triggerdev."WorkerDeploymentStatus" NOT NULL,
    "projectId" text NOT NULL,
    "environmentId" text NOT NULL,
    "workerId" text,
    "deployedAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "externalBuildData" jsonb,
    "contentHash" text NOT NULL,
    "imageReference" text,
    "errorData" jsonb,
    "failedAt" timestamp(3) without time zone,
    "triggeredById" text,
    "builtAt" timestamp(3) without time zone,
    type triggerdev."WorkerDeploymentType" DEFAULT 'V1'::triggerdev."WorkerDeploymentType" NOT NULL,
    git jsonb,
    "imagePlatform" text DEFAULT 'linux/amd64'::text NOT NULL,
    runtime text,
    "runtimeVersion" text,
    "startedAt" timestamp(3) without time zone,
    "installedAt" timestamp(3) without time zone,
    "canceledAt" timestamp(3) without time zone,
    "canceledReason" text,
    "buildServerMetadata" jsonb,
    "triggeredVia" text,
    "commitSHA" text,
    "externalId" text
);

CREATE TABLE triggerdev."WorkerDeploymentPromotion" (
    id text NOT NULL,
    label text NOT NULL,
    "deploymentId" text NOT NULL,
    "environmentId" text NOT NULL
);

CREATE TABLE triggerdev."WorkerGroupToken" (
    id text NOT NULL,
    "tokenHash" text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE triggerdev."WorkerInstance" (
    id text NOT NULL,
    name text NOT NULL,
    "resourceIdentifier" text NOT NULL,
    metadata jsonb,
    "workerGroupId" text NOT NULL,
    "organizationId" text,
    "projectId" text,
    "environmentId" text,
    "deploymentId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "lastDequeueAt" timestamp(3) without time zone,
    "lastHeartbeatAt" timestamp(3) without time zone
);

CREATE TABLE triggerdev."WorkerInstanceGroup" (
    id text NOT NULL,
    type triggerdev."WorkerInstanceGroupType" NOT NULL,
    name text NOT NULL,
    "masterQueue" text NOT NULL,
    description text,
    hidden boolean DEFAULT false NOT NULL,
    "tokenId" text NOT NULL,
    "organizationId" text,
    "projectId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "cloudProvider" text,
    location text,
    "staticIPs" text,
    "workloadType" triggerdev."WorkloadType" DEFAULT 'CONTAINER'::triggerdev."WorkloadType" NOT NULL,
    "enableFastPath" boolean DEFAULT false NOT NULL,
    region text
);

CREATE TABLE triggerdev."_BackgroundWorkerToBackgroundWorkerFile" (
    "A" text NOT NULL,
    "B" text NOT NULL
);

CREATE TABLE triggerdev."_BackgroundWorkerToTaskQueue" (
    "A" text NOT NULL,
    "B" text NOT NULL
);

CREATE TABLE triggerdev."_WaitpointRunConnections" (
    "A" text NOT NULL,
    "B" text NOT NULL
);

CREATE TABLE triggerdev."_completedWaitpoints" (
    "A" text NOT NULL,
    "B" text NOT NULL
);

CREATE TABLE triggerdev.api_keys (
    id text NOT NULL,
    name text NOT NULL,
    key_hash text NOT NULL,
    last_four text NOT NULL,
    runtime_environment_id text NOT NULL,
    created_by_user_id text,
    preset_id text,
    scopes text[] NOT NULL,
    last_used_at timestamp(3) without time zone,
    revoked_at timestamp(3) without time zone,
    expires_at timestamp(3) without time zone,
    updated_at timestamp(3) without time zone NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev.llm_models (
    id text NOT NULL,
    friendly_id text NOT NULL,
    project_id text,
    model_name text NOT NULL,
    match_pattern text NOT NULL,
    start_date timestamp(3) without time zone,
    source text DEFAULT 'default'::text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    capabilities text[] DEFAULT ARRAY[]::text[],
    context_window integer,
    description text,
    is_hidden boolean DEFAULT false NOT NULL,
    max_output_tokens integer,
    provider text,
    base_model_name text,
    pricing_unit text
);

CREATE TABLE triggerdev.llm_prices (
    id text NOT NULL,
    model_id text NOT NULL,
    pricing_tier_id text NOT NULL,
    usage_type text NOT NULL,
    price numeric(20,12) NOT NULL
);

CREATE TABLE triggerdev.llm_pricing_tiers (
    id text NOT NULL,
    model_id text NOT NULL,
    name text NOT NULL,
    is_default boolean DEFAULT true NOT NULL,
    priority integer DEFAULT 0 NOT NULL,
    conditions jsonb DEFAULT '[]'::jsonb NOT NULL
);

CREATE TABLE triggerdev.prompt_versions (
    id text NOT NULL,
    version integer NOT NULL,
    "promptId" text NOT NULL,
    "textContent" text,
    "chatContent" jsonb,
    model text,
    config jsonb,
    source text NOT NULL,
    "commitMessage" text,
    "contentHash" text NOT NULL,
    labels text[] DEFAULT ARRAY[]::text[],
    "workerId" text,
    "createdBy" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE triggerdev.prompts (
    id text NOT NULL,
    slug text NOT NULL,
    description text,
    type text DEFAULT 'text'::text NOT NULL,
    "organizationId" text NOT NULL,
    "projectId" text NOT NULL,
    "runtimeEnvironmentId" text NOT NULL,
    "filePath" text,
    "exportName" text,
    "variableSchema" jsonb,
    "defaultModel" text,
    "defaultConfig" jsonb,
    tags text[] DEFAULT ARRAY[]::text[],
    "archivedAt" timestamp(3) without time zone,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    friendly_id text NOT NULL
);

CREATE TABLE triggerdotdev_events.run_executions (
    id integer NOT NULL,
    organization_id text NOT NULL,
    project_id text NOT NULL,
    environment_id text NOT NULL,
    job_id text NOT NULL,
    run_id text NOT NULL,
    event_time timestamp with time zone DEFAULT now() NOT NULL,
    event_type integer NOT NULL,
    drift_amount_in_ms integer DEFAULT 0 NOT NULL,
    concurrency_limit_group_id text
);

CREATE SEQUENCE triggerdotdev_events.run_executions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE triggerdotdev_events.run_executions_id_seq OWNED BY triggerdotdev_events.run_executions.id;

ALTER TABLE ONLY triggerdev."LogsSearchProjectorCheckpoint" ALTER COLUMN id SET DEFAULT nextval('triggerdev."LogsSearchProjectorCheckpoint_id_seq"'::regclass);

ALTER TABLE ONLY triggerdotdev_events.run_executions ALTER COLUMN id SET DEFAULT nextval('triggerdotdev_events.run_executions_id_seq'::regclass);

ALTER TABLE ONLY trigger_dashboard_agent.agent_message_usage
    ADD CONSTRAINT agent_message_usage_organization_id_period_pk PRIMARY KEY (organization_id, period);

ALTER TABLE ONLY trigger_dashboard_agent.chat_messages
    ADD CONSTRAINT chat_messages_chat_id_message_id_pk PRIMARY KEY (chat_id, message_id);

ALTER TABLE ONLY trigger_dashboard_agent.chat_messages
    ADD CONSTRAINT chat_messages_chat_position_key UNIQUE (chat_id, "position");

ALTER TABLE ONLY trigger_dashboard_agent.chat_sessions
    ADD CONSTRAINT chat_sessions_pkey PRIMARY KEY (chat_id);

ALTER TABLE ONLY trigger_dashboard_agent.chat_turn_evals
    ADD CONSTRAINT chat_turn_evals_chat_id_turn_pk PRIMARY KEY (chat_id, turn);

ALTER TABLE ONLY trigger_dashboard_agent.chats
    ADD CONSTRAINT chats_pkey PRIMARY KEY (id);

ALTER TABLE ONLY trigger_dashboard_agent.investigations
    ADD CONSTRAINT investigations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY trigger_dashboard_agent.watch_batches
    ADD CONSTRAINT watch_batches_environment_id_cadence_minutes_pk PRIMARY KEY (environment_id, cadence_minutes);

ALTER TABLE ONLY trigger_dashboard_agent.watch_submissions
    ADD CONSTRAINT watch_submissions_chat_id_client_request_id_pk PRIMARY KEY (chat_id, client_request_id);

ALTER TABLE ONLY trigger_dashboard_agent.watches
    ADD CONSTRAINT watches_pkey PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."AuthorizationCode"
    ADD CONSTRAINT "AuthorizationCode_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."BackgroundWorkerFile"
    ADD CONSTRAINT "BackgroundWorkerFile_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."BackgroundWorkerTask"
    ADD CONSTRAINT "BackgroundWorkerTask_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."BackgroundWorker"
    ADD CONSTRAINT "BackgroundWorker_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."BatchTaskRunError"
    ADD CONSTRAINT "BatchTaskRunError_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."BatchTaskRunItem"
    ADD CONSTRAINT "BatchTaskRunItem_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."BatchTaskRun"
    ADD CONSTRAINT "BatchTaskRun_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."BulkActionGroup"
    ADD CONSTRAINT "BulkActionGroup_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."BulkActionItem"
    ADD CONSTRAINT "BulkActionItem_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."CheckpointRestoreEvent"
    ADD CONSTRAINT "CheckpointRestoreEvent_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."Checkpoint"
    ADD CONSTRAINT "Checkpoint_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."ConnectedGithubRepository"
    ADD CONSTRAINT "ConnectedGithubRepository_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."CustomerQuery"
    ADD CONSTRAINT "CustomerQuery_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."DataMigration"
    ADD CONSTRAINT "DataMigration_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."EnvironmentVariableValue"
    ADD CONSTRAINT "EnvironmentVariableValue_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."EnvironmentVariable"
    ADD CONSTRAINT "EnvironmentVariable_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."ErrorGroupState"
    ADD CONSTRAINT "ErrorGroupState_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."FeatureFlag"
    ADD CONSTRAINT "FeatureFlag_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."GithubAppInstallation"
    ADD CONSTRAINT "GithubAppInstallation_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."GithubRepository"
    ADD CONSTRAINT "GithubRepository_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."ImpersonationAuditLog"
    ADD CONSTRAINT "ImpersonationAuditLog_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."IntegrationDeployment"
    ADD CONSTRAINT "IntegrationDeployment_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."InvitationCode"
    ADD CONSTRAINT "InvitationCode_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."LogsSearchProjectorCheckpoint"
    ADD CONSTRAINT "LogsSearchProjectorCheckpoint_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."MetricsDashboard"
    ADD CONSTRAINT "MetricsDashboard_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."MfaBackupCode"
    ADD CONSTRAINT "MfaBackupCode_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."OrgMemberInvite"
    ADD CONSTRAINT "OrgMemberInvite_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."OrgMember"
    ADD CONSTRAINT "OrgMember_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."OrganizationAccessToken"
    ADD CONSTRAINT "OrganizationAccessToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."OrganizationDataStore"
    ADD CONSTRAINT "OrganizationDataStore_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."OrganizationIntegration"
    ADD CONSTRAINT "OrganizationIntegration_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."OrganizationProjectIntegration"
    ADD CONSTRAINT "OrganizationProjectIntegration_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."Organization"
    ADD CONSTRAINT "Organization_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."PersonalAccessToken"
    ADD CONSTRAINT "PersonalAccessToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."PlatformNotificationInteraction"
    ADD CONSTRAINT "PlatformNotificationInteraction_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."PlatformNotification"
    ADD CONSTRAINT "PlatformNotification_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."PlaygroundConversation"
    ADD CONSTRAINT "PlaygroundConversation_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."ProjectAlertChannel"
    ADD CONSTRAINT "ProjectAlertChannel_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."ProjectAlertStorage"
    ADD CONSTRAINT "ProjectAlertStorage_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."ProjectAlert"
    ADD CONSTRAINT "ProjectAlert_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."Project"
    ADD CONSTRAINT "Project_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."RealtimeStreamChunk"
    ADD CONSTRAINT "RealtimeStreamChunk_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."RevokedApiKey"
    ADD CONSTRAINT "RevokedApiKey_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."RuntimeEnvironmentSession"
    ADD CONSTRAINT "RuntimeEnvironmentSession_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."RuntimeEnvironment"
    ADD CONSTRAINT "RuntimeEnvironment_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."SecretReference"
    ADD CONSTRAINT "SecretReference_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."SessionRun"
    ADD CONSTRAINT "SessionRun_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."Session"
    ADD CONSTRAINT "Session_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskEventPartitioned"
    ADD CONSTRAINT "TaskEventPartitioned_pkey" PRIMARY KEY (id, "createdAt");

ALTER TABLE ONLY triggerdev."TaskEvent"
    ADD CONSTRAINT "TaskEvent_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskIdentifier"
    ADD CONSTRAINT "TaskIdentifier_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskQueue"
    ADD CONSTRAINT "TaskQueue_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskRunAttempt"
    ADD CONSTRAINT "TaskRunAttempt_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskRunCheckpoint"
    ADD CONSTRAINT "TaskRunCheckpoint_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskRunCounter"
    ADD CONSTRAINT "TaskRunCounter_pkey" PRIMARY KEY ("taskIdentifier");

ALTER TABLE ONLY triggerdev."TaskRunDependency"
    ADD CONSTRAINT "TaskRunDependency_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskRunExecutionSnapshot"
    ADD CONSTRAINT "TaskRunExecutionSnapshot_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskRunNumberCounter"
    ADD CONSTRAINT "TaskRunNumberCounter_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskRunTag"
    ADD CONSTRAINT "TaskRunTag_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskRunTemplate"
    ADD CONSTRAINT "TaskRunTemplate_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskRunWaitpoint"
    ADD CONSTRAINT "TaskRunWaitpoint_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskRun"
    ADD CONSTRAINT "TaskRun_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskScheduleInstance"
    ADD CONSTRAINT "TaskScheduleInstance_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."TaskSchedule"
    ADD CONSTRAINT "TaskSchedule_pkey" PRIMARY KEY (id);

ALTER TABLE triggerdev."TaskSchedule"
    ADD CONSTRAINT "TaskSchedule_window_exclusive" CHECK ((("windowDurationSeconds" IS NULL) OR ("windowPercentage" IS NULL))) NOT VALID;

ALTER TABLE ONLY triggerdev."User"
    ADD CONSTRAINT "User_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."WaitpointTag"
    ADD CONSTRAINT "WaitpointTag_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."Waitpoint"
    ADD CONSTRAINT "Waitpoint_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."WebhookDelivery"
    ADD CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY (id, "createdAt");

ALTER TABLE ONLY triggerdev."WebhookEndpoint"
    ADD CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."WorkerDeploymentPromotion"
    ADD CONSTRAINT "WorkerDeploymentPromotion_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."WorkerDeployment"
    ADD CONSTRAINT "WorkerDeployment_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."WorkerGroupToken"
    ADD CONSTRAINT "WorkerGroupToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."WorkerInstanceGroup"
    ADD CONSTRAINT "WorkerInstanceGroup_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev."WorkerInstance"
    ADD CONSTRAINT "WorkerInstance_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev.api_keys
    ADD CONSTRAINT api_keys_pkey PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev.llm_models
    ADD CONSTRAINT llm_models_pkey PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev.llm_prices
    ADD CONSTRAINT llm_prices_pkey PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev.llm_pricing_tiers
    ADD CONSTRAINT llm_pricing_tiers_pkey PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev.prompt_versions
    ADD CONSTRAINT prompt_versions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY triggerdev.prompts
    ADD CONSTRAINT prompts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY triggerdotdev_events.run_executions
    ADD CONSTRAINT run_executions_pkey PRIMARY KEY (id);

CREATE INDEX chat_messages_chat_user_role_idx ON trigger_dashboard_agent.chat_messages USING btree (chat_id, message_id) WHERE (role = 'user'::text);

CREATE INDEX chat_turn_evals_created_idx ON trigger_dashboard_agent.chat_turn_evals USING btree (created_at);

CREATE INDEX chat_turn_evals_org_created_idx ON trigger_dashboard_agent.chat_turn_evals USING btree (organization_id, created_at DESC NULLS LAST);

CREATE INDEX chat_turn_evals_org_opps_idx ON trigger_dashboard_agent.chat_turn_evals USING btree (organization_id, created_at DESC NULLS LAST) WHERE (capability_gap OR docs_gap OR support_opportunity OR feature_request);

CREATE INDEX chats_org_user_last_msg_idx ON trigger_dashboard_agent.chats USING btree (organization_id, user_id, last_message_at DESC NULLS LAST) WHERE (deleted_at IS NULL);

CREATE INDEX investigations_chat_idx ON trigger_dashboard_agent.investigations USING btree (chat_id);

CREATE INDEX investigations_open_updated_idx ON trigger_dashboard_agent.investigations USING btree (updated_at) WHERE ((state ->> 'outcome'::text) = 'in_progress'::text);

CREATE INDEX watch_submissions_created_idx ON trigger_dashboard_agent.watch_submissions USING btree (created_at);

CREATE INDEX watches_active_env_cadence_idx ON trigger_dashboard_agent.watches USING btree (environment_id, cadence_minutes, COALESCE(last_attempted_at, last_checked_at, created_at), expires_at) WHERE (status = 'active'::text);

CREATE UNIQUE INDEX watches_chat_active_identity_key ON trigger_dashboard_agent.watches USING btree (chat_id, project_id, environment_id, identity) WHERE (status = 'active'::text);

CREATE INDEX watches_chat_idx ON trigger_dashboard_agent.watches USING btree (chat_id);

CREATE INDEX watches_env_cadence_delivery_idx ON trigger_dashboard_agent.watches USING btree (environment_id, cadence_minutes, delivery_status, COALESCE(fired_at, last_checked_at)) WHERE ((status = ANY (ARRAY['fired'::text, 'expired'::text])) AND (delivery_status = ANY (ARRAY['pending'::text, 'delivering'::text])));

CREATE INDEX watches_org_user_active_idx ON trigger_dashboard_agent.watches USING btree (organization_id, user_id) WHERE (status = 'active'::text);

CREATE INDEX watches_org_user_wake_idx ON trigger_dashboard_agent.watches USING btree (organization_id, user_id, COALESCE(fired_at, last_checked_at) DESC) WHERE ((delivery_status = 'delivered'::text) AND (status = ANY (ARRAY['fired'::text, 'expired'::text])));

CREATE INDEX watches_pending_delivery_idx ON trigger_dashboard_agent.watches USING btree (fired_at, last_checked_at) WHERE (delivery_status = ANY (ARRAY['pending'::text, 'delivering'::text]));

CREATE INDEX watches_retention_idx ON trigger_dashboard_agent.watches USING btree (retention_at) WHERE ((status = ANY (ARRAY['fired'::text, 'expired'::text, 'cancelled'::text])) AND (delivery_status = ANY (ARRAY['not_required'::text, 'delivered'::text])));

CREATE INDEX watches_status_expires_idx ON trigger_dashboard_agent.watches USING btree (status, expires_at);

CREATE UNIQUE INDEX "AuthorizationCode_code_key" ON triggerdev."AuthorizationCode" USING btree (code);

CREATE UNIQUE INDEX "BackgroundWorkerFile_friendlyId_key" ON triggerdev."BackgroundWorkerFile" USING btree ("friendlyId");

CREATE UNIQUE INDEX "BackgroundWorkerFile_projectId_contentHash_key" ON triggerdev."BackgroundWorkerFile" USING btree ("projectId", "contentHash");

CREATE UNIQUE INDEX "BackgroundWorkerTask_friendlyId_key" ON triggerdev."BackgroundWorkerTask" USING btree ("friendlyId");

CREATE INDEX "BackgroundWorkerTask_projectId_slug_createdAt_idx" ON triggerdev."BackgroundWorkerTask" USING btree ("projectId", slug, "createdAt");

CREATE INDEX "BackgroundWorkerTask_projectId_slug_idx" ON triggerdev."BackgroundWorkerTask" USING btree ("projectId", slug);

CREATE INDEX "BackgroundWorkerTask_runtimeEnvironmentId_projectId_idx" ON triggerdev."BackgroundWorkerTask" USING btree ("runtimeEnvironmentId", "projectId");

CREATE INDEX "BackgroundWorkerTask_runtimeEnvironmentId_slug_triggerSource_id" ON triggerdev."BackgroundWorkerTask" USING btree ("runtimeEnvironmentId", slug, "triggerSource");

CREATE UNIQUE INDEX "BackgroundWorkerTask_workerId_slug_key" ON triggerdev."BackgroundWorkerTask" USING btree ("workerId", slug);

CREATE UNIQUE INDEX "BackgroundWorker_friendlyId_key" ON triggerdev."BackgroundWorker" USING btree ("friendlyId");

CREATE UNIQUE INDEX "BackgroundWorker_projectId_runtimeEnvironmentId_version_key" ON triggerdev."BackgroundWorker" USING btree ("projectId", "runtimeEnvironmentId", version);

CREATE INDEX "BackgroundWorker_runtimeEnvironmentId_createdAt_idx" ON triggerdev."BackgroundWorker" USING btree ("runtimeEnvironmentId", "createdAt" DESC);

CREATE INDEX "BackgroundWorker_runtimeEnvironmentId_idx" ON triggerdev."BackgroundWorker" USING btree ("runtimeEnvironmentId");

CREATE INDEX "BatchTaskRunError_batchTaskRunId_idx" ON triggerdev."BatchTaskRunError" USING btree ("batchTaskRunId");

CREATE UNIQUE INDEX "BatchTaskRunError_batchTaskRunId_index_key" ON triggerdev."BatchTaskRunError" USING btree ("batchTaskRunId", index);

CREATE UNIQUE INDEX "BatchTaskRunItem_batchTaskRunId_taskRunId_key" ON triggerdev."BatchTaskRunItem" USING btree ("batchTaskRunId", "taskRunId");

CREATE UNIQUE INDEX "BatchTaskRun_checkpointEventId_key" ON triggerdev."BatchTaskRun" USING btree ("checkpointEventId");

CREATE INDEX "BatchTaskRun_dependentTaskAttemptId_idx" ON triggerdev."BatchTaskRun" USING btree ("dependentTaskAttemptId");

CREATE UNIQUE INDEX "BatchTaskRun_friendlyId_key" ON triggerdev."BatchTaskRun" USING btree ("friendlyId");

CREATE UNIQUE INDEX "BatchTaskRun_oneTimeUseToken_key" ON triggerdev."BatchTaskRun" USING btree ("oneTimeUseToken");

CREATE INDEX "BatchTaskRun_runtimeEnvironmentId_createdAt_id_idx" ON triggerdev."BatchTaskRun" USING btree ("runtimeEnvironmentId", "createdAt" DESC, id DESC);

CREATE INDEX "BatchTaskRun_runtimeEnvironmentId_id_idx" ON triggerdev."BatchTaskRun" USING btree ("runtimeEnvironmentId", id DESC);

CREATE UNIQUE INDEX "BatchTaskRun_runtimeEnvironmentId_idempotencyKey_key" ON triggerdev."BatchTaskRun" USING btree ("runtimeEnvironmentId", "idempotencyKey");

CREATE INDEX "BulkActionGroup_environmentId_createdAt_idx" ON triggerdev."BulkActionGroup" USING btree ("environmentId", "createdAt" DESC);

CREATE INDEX "BulkActionGroup_environmentId_status_type_idx" ON triggerdev."BulkActionGroup" USING btree ("environmentId", status, type);

CREATE INDEX "BulkActionGroup_environmentId_type_dedupeKey_idx" ON triggerdev."BulkActionGroup" USING btree ("environmentId", type, "dedupeKey") WHERE ("dedupeKey" IS NOT NULL);

CREATE UNIQUE INDEX "BulkActionGroup_friendlyId_key" ON triggerdev."BulkActionGroup" USING btree ("friendlyId");

CREATE INDEX "CheckpointRestoreEvent_checkpointId_idx" ON triggerdev."CheckpointRestoreEvent" USING btree ("checkpointId");

CREATE INDEX "CheckpointRestoreEvent_runId_idx" ON triggerdev."CheckpointRestoreEvent" USING btree ("runId");

CREATE INDEX "Checkpoint_attemptId_idx" ON triggerdev."Checkpoint" USING btree ("attemptId");

CREATE UNIQUE INDEX "Checkpoint_friendlyId_key" ON triggerdev."Checkpoint" USING btree ("friendlyId");

CREATE INDEX "Checkpoint_runId_idx" ON triggerdev."Checkpoint" USING btree ("runId");

CREATE UNIQUE INDEX "ConnectedGithubRepository_projectId_key" ON triggerdev."ConnectedGithubRepository" USING btree ("projectId");

CREATE INDEX "ConnectedGithubRepository_repositoryId_idx" ON triggerdev."ConnectedGithubRepository" USING btree ("repositoryId");

CREATE INDEX "CustomerQuery_createdAt_idx" ON triggerdev."CustomerQuery" USING btree ("createdAt");

CREATE INDEX "CustomerQuery_organizationId_createdAt_idx" ON triggerdev."CustomerQuery" USING btree ("organizationId", "createdAt" DESC);

CREATE UNIQUE INDEX "DataMigration_name_key" ON triggerdev."DataMigration" USING btree (name);

CREATE INDEX "EnvironmentVariableValue_environmentId_idx" ON triggerdev."EnvironmentVariableValue" USING btree ("environmentId");

CREATE INDEX "EnvironmentVariableValue_valueReferenceId_idx" ON triggerdev."EnvironmentVariableValue" USING btree ("valueReferenceId");

CREATE UNIQUE INDEX "EnvironmentVariableValue_variableId_environmentId_key" ON triggerdev."EnvironmentVariableValue" USING btree ("variableId", "environmentId");

CREATE UNIQUE INDEX "EnvironmentVariable_friendlyId_key" ON triggerdev."EnvironmentVariable" USING btree ("friendlyId");

CREATE UNIQUE INDEX "EnvironmentVariable_projectId_key_key" ON triggerdev."EnvironmentVariable" USING btree ("projectId", key);

CREATE INDEX "ErrorGroupState_environmentId_status_idx" ON triggerdev."ErrorGroupState" USING btree ("environmentId", status);

CREATE UNIQUE INDEX "ErrorGroupState_environmentId_taskIdentifier_errorFingerpri_key" ON triggerdev."ErrorGroupState" USING btree ("environmentId", "taskIdentifier", "errorFingerprint");

CREATE UNIQUE INDEX "FeatureFlag_key_key" ON triggerdev."FeatureFlag" USING btree (key);

CREATE UNIQUE INDEX "GithubAppInstallation_appInstallationId_key" ON triggerdev."GithubAppInstallation" USING btree ("appInstallationId");

CREATE INDEX "GithubAppInstallation_organizationId_idx" ON triggerdev."GithubAppInstallation" USING btree ("organizationId");

CREATE UNIQUE INDEX "GithubRepository_installationId_githubId_key" ON triggerdev."GithubRepository" USING btree ("installationId", "githubId");

CREATE INDEX "GithubRepository_installationId_idx" ON triggerdev."GithubRepository" USING btree ("installationId");

CREATE INDEX "ImpersonationAuditLog_adminId_idx" ON triggerdev."ImpersonationAuditLog" USING btree ("adminId");

CREATE INDEX "ImpersonationAuditLog_createdAt_idx" ON triggerdev."ImpersonationAuditLog" USING btree ("createdAt");

CREATE INDEX "ImpersonationAuditLog_targetId_idx" ON triggerdev."ImpersonationAuditLog" USING btree ("targetId");

CREATE INDEX "IntegrationDeployment_commitSHA_idx" ON triggerdev."IntegrationDeployment" USING btree ("commitSHA");

CREATE INDEX "IntegrationDeployment_deploymentId_idx" ON triggerdev."IntegrationDeployment" USING btree ("deploymentId");

CREATE UNIQUE INDEX "InvitationCode_code_key" ON triggerdev."InvitationCode" USING btree (code);

CREATE INDEX "LogsSearchProjectorCheckpoint_projectorId_mode_windowEnd_idx" ON triggerdev."LogsSearchProjectorCheckpoint" USING btree ("projectorId", mode, "windowEnd" DESC);

CREATE UNIQUE INDEX "LogsSearchProjectorCheckpoint_projectorId_mode_windowStart__key" ON triggerdev."LogsSearchProjectorCheckpoint" USING btree ("projectorId", mode, "windowStart", "windowEnd");

CREATE UNIQUE INDEX "MetricsDashboard_friendlyId_key" ON triggerdev."MetricsDashboard" USING btree ("friendlyId");

CREATE INDEX "MetricsDashboard_projectId_createdAt_idx" ON triggerdev."MetricsDashboard" USING btree ("projectId", "createdAt" DESC);

CREATE UNIQUE INDEX "MfaBackupCode_userId_code_key" ON triggerdev."MfaBackupCode" USING btree ("userId", code);

CREATE UNIQUE INDEX "OrgMemberInvite_organizationId_email_key" ON triggerdev."OrgMemberInvite" USING btree ("organizationId", email);

CREATE UNIQUE INDEX "OrgMemberInvite_token_key" ON triggerdev."OrgMemberInvite" USING btree (token);

CREATE UNIQUE INDEX "OrgMember_organizationId_userId_key" ON triggerdev."OrgMember" USING btree ("organizationId", "userId");

CREATE UNIQUE INDEX "OrganizationAccessToken_hashedToken_key" ON triggerdev."OrganizationAccessToken" USING btree ("hashedToken");

CREATE INDEX "OrganizationAccessToken_organizationId_type_createdAt_idx" ON triggerdev."OrganizationAccessToken" USING btree ("organizationId", type, "createdAt" DESC);

CREATE UNIQUE INDEX "OrganizationDataStore_key_key" ON triggerdev."OrganizationDataStore" USING btree (key);

CREATE INDEX "OrganizationDataStore_kind_idx" ON triggerdev."OrganizationDataStore" USING btree (kind);

CREATE INDEX "OrganizationIntegration_externalOrganizationId_idx" ON triggerdev."OrganizationIntegration" USING btree ("externalOrganizationId");

CREATE UNIQUE INDEX "OrganizationIntegration_friendlyId_key" ON triggerdev."OrganizationIntegration" USING btree ("friendlyId");

CREATE INDEX "OrganizationProjectIntegration_externalEntityId_idx" ON triggerdev."OrganizationProjectIntegration" USING btree ("externalEntityId");

CREATE INDEX "OrganizationProjectIntegration_projectId_idx" ON triggerdev."OrganizationProjectIntegration" USING btree ("projectId");

CREATE INDEX "OrganizationProjectIntegration_projectId_organizationIntegr_idx" ON triggerdev."OrganizationProjectIntegration" USING btree ("projectId", "organizationIntegrationId");

CREATE UNIQUE INDEX "Organization_slug_key" ON triggerdev."Organization" USING btree (slug);

CREATE UNIQUE INDEX "PersonalAccessToken_hashedToken_key" ON triggerdev."PersonalAccessToken" USING btree ("hashedToken");

CREATE INDEX "PersonalAccessToken_userId_idx" ON triggerdev."PersonalAccessToken" USING btree ("userId");

CREATE UNIQUE INDEX "PlatformNotificationInteraction_notificationId_userId_key" ON triggerdev."PlatformNotificationInteraction" USING btree ("notificationId", "userId");

CREATE UNIQUE INDEX "PlatformNotification_friendlyId_key" ON triggerdev."PlatformNotification" USING btree ("friendlyId");

CREATE INDEX "PlatformNotification_surface_scope_startsAt_idx" ON triggerdev."PlatformNotification" USING btree (surface, scope, "startsAt");

CREATE UNIQUE INDEX "PlaygroundConversation_chatId_runtimeEnvironmentId_key" ON triggerdev."PlaygroundConversation" USING btree ("chatId", "runtimeEnvironmentId");

CREATE INDEX "PlaygroundConversation_runtimeEnvironmentId_agentSlug_updat_idx" ON triggerdev."PlaygroundConversation" USING btree ("runtimeEnvironmentId", "agentSlug", "updatedAt" DESC);

CREATE INDEX "PlaygroundConversation_userId_runtimeEnvironmentId_idx" ON triggerdev."PlaygroundConversation" USING btree ("userId", "runtimeEnvironmentId");

CREATE UNIQUE INDEX "ProjectAlertChannel_friendlyId_key" ON triggerdev."ProjectAlertChannel" USING btree ("friendlyId");

CREATE UNIQUE INDEX "ProjectAlertChannel_projectId_deduplicationKey_key" ON triggerdev."ProjectAlertChannel" USING btree ("projectId", "deduplicationKey");

CREATE INDEX "ProjectAlertStorage_alertChannelId_alertType_storageId_idx" ON triggerdev."ProjectAlertStorage" USING btree ("alertChannelId", "alertType", "storageId");

CREATE INDEX "ProjectAlert_channelId_idx" ON triggerdev."ProjectAlert" USING btree ("channelId");

CREATE UNIQUE INDEX "ProjectAlert_friendlyId_key" ON triggerdev."ProjectAlert" USING btree ("friendlyId");

CREATE UNIQUE INDEX "Project_externalRef_key" ON triggerdev."Project" USING btree ("externalRef");

CREATE UNIQUE INDEX "Project_slug_key" ON triggerdev."Project" USING btree (slug);

CREATE INDEX "RealtimeStreamChunk_createdAt_idx" ON triggerdev."RealtimeStreamChunk" USING btree ("createdAt");

CREATE INDEX "RealtimeStreamChunk_runId_idx" ON triggerdev."RealtimeStreamChunk" USING btree ("runId");

CREATE INDEX "RevokedApiKey_apiKey_idx" ON triggerdev."RevokedApiKey" USING btree ("apiKey");

CREATE INDEX "RevokedApiKey_runtimeEnvironmentId_idx" ON triggerdev."RevokedApiKey" USING btree ("runtimeEnvironmentId");

CREATE UNIQUE INDEX "RuntimeEnvironment_apiKey_key" ON triggerdev."RuntimeEnvironment" USING btree ("apiKey");

CREATE INDEX "RuntimeEnvironment_organizationId_idx" ON triggerdev."RuntimeEnvironment" USING btree ("organizationId");

CREATE INDEX "RuntimeEnvironment_parentEnvironmentId_idx" ON triggerdev."RuntimeEnvironment" USING btree ("parentEnvironmentId");

CREATE INDEX "RuntimeEnvironment_pauseSource_organizationId_idx" ON triggerdev."RuntimeEnvironment" USING btree ("pauseSource", "organizationId") WHERE ("pauseSource" IS NOT NULL);

CREATE UNIQUE INDEX "RuntimeEnvironment_pkApiKey_key" ON triggerdev."RuntimeEnvironment" USING btree ("pkApiKey");

CREATE INDEX "RuntimeEnvironment_projectId_idx" ON triggerdev."RuntimeEnvironment" USING btree ("projectId");

CREATE UNIQUE INDEX "RuntimeEnvironment_projectId_shortcode_key" ON triggerdev."RuntimeEnvironment" USING btree ("projectId", shortcode);

CREATE UNIQUE INDEX "RuntimeEnvironment_projectId_slug_orgMemberId_key" ON triggerdev."RuntimeEnvironment" USING btree ("projectId", slug, "orgMemberId");

CREATE UNIQUE INDEX "RuntimeEnvironment_projectId_type_staging_preview_root_key" ON triggerdev."RuntimeEnvironment" USING btree ("projectId", type) WHERE (("parentEnvironmentId" IS NULL) AND (type = ANY (ARRAY['STAGING'::triggerdev."RuntimeEnvironmentType", 'PREVIEW'::triggerdev."RuntimeEnvironmentType"])));

CREATE UNIQUE INDEX "SecretReference_key_key" ON triggerdev."SecretReference" USING btree (key);

CREATE INDEX "SecretStore_key_idx" ON triggerdev."SecretStore" USING btree (key text_pattern_ops);

CREATE UNIQUE INDEX "SecretStore_key_key" ON triggerdev."SecretStore" USING btree (key);

CREATE UNIQUE INDEX "SessionRun_runId_key" ON triggerdev."SessionRun" USING btree ("runId");

CREATE INDEX "SessionRun_sessionId_idx" ON triggerdev."SessionRun" USING btree ("sessionId");

CREATE INDEX "Session_currentRunId_idx" ON triggerdev."Session" USING btree ("currentRunId");

CREATE INDEX "Session_expiresAt_idx" ON triggerdev."Session" USING btree ("expiresAt");

CREATE UNIQUE INDEX "Session_friendlyId_key" ON triggerdev."Session" USING btree ("friendlyId");

CREATE UNIQUE INDEX "Session_runtimeEnvironmentId_externalId_key" ON triggerdev."Session" USING btree ("runtimeEnvironmentId", "externalId");

CREATE INDEX "TaskEventPartitioned_runId_idx" ON ONLY triggerdev."TaskEventPartitioned" USING btree ("runId");

CREATE INDEX "TaskEventPartitioned_spanId_idx" ON ONLY triggerdev."TaskEventPartitioned" USING btree ("spanId");

CREATE INDEX "TaskEventPartitioned_traceId_idx" ON ONLY triggerdev."TaskEventPartitioned" USING btree ("traceId");

CREATE INDEX "TaskEvent_runId_idx" ON triggerdev."TaskEvent" USING btree ("runId");

CREATE INDEX "TaskEvent_spanId_idx" ON triggerdev."TaskEvent" USING btree ("spanId");

CREATE INDEX "TaskEvent_traceId_idx" ON triggerdev."TaskEvent" USING btree ("traceId");

CREATE INDEX "TaskIdentifier_runtimeEnvironmentId_isInLatestDeployment_idx" ON triggerdev."TaskIdentifier" USING btree ("runtimeEnvironmentId", "isInLatestDeployment");

CREATE UNIQUE INDEX "TaskIdentifier_runtimeEnvironmentId_slug_key" ON triggerdev."TaskIdentifier" USING btree ("runtimeEnvironmentId", slug);

CREATE UNIQUE INDEX "TaskQueue_friendlyId_key" ON triggerdev."TaskQueue" USING btree ("friendlyId");

CREATE UNIQUE INDEX "TaskQueue_runtimeEnvironmentId_name_key" ON triggerdev."TaskQueue" USING btree ("runtimeEnvironmentId", name);

CREATE UNIQUE INDEX "TaskRunAttempt_friendlyId_key" ON triggerdev."TaskRunAttempt" USING btree ("friendlyId");

CREATE INDEX "TaskRunAttempt_taskRunId_idx" ON triggerdev."TaskRunAttempt" USING btree ("taskRunId");

CREATE UNIQUE INDEX "TaskRunAttempt_taskRunId_number_key" ON triggerdev."TaskRunAttempt" USING btree ("taskRunId", number);

CREATE UNIQUE INDEX "TaskRunCheckpoint_friendlyId_key" ON triggerdev."TaskRunCheckpoint" USING btree ("friendlyId");

CREATE UNIQUE INDEX "TaskRunDependency_checkpointEventId_key" ON triggerdev."TaskRunDependency" USING btree ("checkpointEventId");

CREATE INDEX "TaskRunDependency_dependentAttemptId_idx" ON triggerdev."TaskRunDependency" USING btree ("dependentAttemptId");

CREATE INDEX "TaskRunDependency_dependentBatchRunId_idx" ON triggerdev."TaskRunDependency" USING btree ("dependentBatchRunId");

CREATE UNIQUE INDEX "TaskRunDependency_taskRunId_key" ON triggerdev."TaskRunDependency" USING btree ("taskRunId");

CREATE INDEX "TaskRunExecutionSnapshot_runId_isValid_createdAt_idx" ON triggerdev."TaskRunExecutionSnapshot" USING btree ("runId", "isValid", "createdAt" DESC);

CREATE UNIQUE INDEX "TaskRunNumberCounter_taskIdentifier_environmentId_key" ON triggerdev."TaskRunNumberCounter" USING btree ("taskIdentifier", "environmentId");

CREATE UNIQUE INDEX "TaskRunTag_friendlyId_key" ON triggerdev."TaskRunTag" USING btree ("friendlyId");

CREATE INDEX "TaskRunTag_name_id_idx" ON triggerdev."TaskRunTag" USING btree (name, id);

CREATE UNIQUE INDEX "TaskRunTag_projectId_name_key" ON triggerdev."TaskRunTag" USING btree ("projectId", name);

CREATE INDEX "TaskRunTemplate_projectId_taskSlug_triggerSource_createdAt_idx" ON triggerdev."TaskRunTemplate" USING btree ("projectId", "taskSlug", "triggerSource", "createdAt" DESC);

CREATE INDEX "TaskRunWaitpoint_taskRunId_idx" ON triggerdev."TaskRunWaitpoint" USING btree ("taskRunId");

CREATE UNIQUE INDEX "TaskRunWaitpoint_taskRunId_waitpointId_batchIndex_key" ON triggerdev."TaskRunWaitpoint" USING btree ("taskRunId", "waitpointId", "batchIndex");

CREATE UNIQUE INDEX "TaskRunWaitpoint_taskRunId_waitpointId_batchIndex_null_key" ON triggerdev."TaskRunWaitpoint" USING btree ("taskRunId", "waitpointId") WHERE ("batchIndex" IS NULL);

CREATE INDEX "TaskRunWaitpoint_waitpointId_idx" ON triggerdev."TaskRunWaitpoint" USING btree ("waitpointId");

CREATE INDEX "TaskRun_createdAt_idx" ON triggerdev."TaskRun" USING brin ("createdAt");

CREATE UNIQUE INDEX "TaskRun_friendlyId_key" ON triggerdev."TaskRun" USING btree ("friendlyId");

CREATE UNIQUE INDEX "TaskRun_oneTimeUseToken_key" ON triggerdev."TaskRun" USING btree ("oneTimeUseToken");

CREATE INDEX "TaskRun_parentSpanId_idx" ON triggerdev."TaskRun" USING btree ("parentSpanId");

CREATE INDEX "TaskRun_parentTaskRunId_idx" ON triggerdev."TaskRun" USING btree ("parentTaskRunId");

CREATE INDEX "TaskRun_runTags_idx" ON triggerdev."TaskRun" USING gin ("runTags");

CREATE INDEX "TaskRun_runtimeEnvironmentId_batchId_idx" ON triggerdev."TaskRun" USING btree ("runtimeEnvironmentId", "batchId");

CREATE INDEX "TaskRun_runtimeEnvironmentId_createdAt_idx" ON triggerdev."TaskRun" USING btree ("runtimeEnvironmentId", "createdAt" DESC) INCLUDE (id) WITH (fillfactor='90');

CREATE UNIQUE INDEX "TaskRun_runtimeEnvironmentId_taskIdentifier_idempotencyKey_key" ON triggerdev."TaskRun" USING btree ("runtimeEnvironmentId", "taskIdentifier", "idempotencyKey");

CREATE INDEX "TaskRun_spanId_idx" ON triggerdev."TaskRun" USING btree ("spanId");

CREATE INDEX "TaskScheduleInstance_environmentId_idx" ON triggerdev."TaskScheduleInstance" USING btree ("environmentId");

CREATE INDEX "TaskScheduleInstance_projectId_active_idx" ON triggerdev."TaskScheduleInstance" USING btree ("projectId", active);

CREATE UNIQUE INDEX "TaskScheduleInstance_taskScheduleId_environmentId_key" ON triggerdev."TaskScheduleInstance" USING btree ("taskScheduleId", "environmentId");

CREATE UNIQUE INDEX "TaskSchedule_friendlyId_key" ON triggerdev."TaskSchedule" USING btree ("friendlyId");

CREATE INDEX "TaskSchedule_projectId_createdAt_idx" ON triggerdev."TaskSchedule" USING btree ("projectId", "createdAt" DESC);

CREATE UNIQUE INDEX "TaskSchedule_projectId_deduplicationKey_key" ON triggerdev."TaskSchedule" USING btree ("projectId", "deduplicationKey");

CREATE INDEX "TaskSchedule_projectId_idx" ON triggerdev."TaskSchedule" USING btree ("projectId");

CREATE UNIQUE INDEX "User_authIdentifier_key" ON triggerdev."User" USING btree ("authIdentifier");

CREATE UNIQUE INDEX "User_email_key" ON triggerdev."User" USING btree (email);

CREATE UNIQUE INDEX "WaitpointTag_environmentId_name_key" ON triggerdev."WaitpointTag" USING btree ("environmentId", name);

CREATE INDEX "Waitpoint_completedByBatchId_idx" ON triggerdev."Waitpoint" USING btree ("completedByBatchId");

CREATE UNIQUE INDEX "Waitpoint_completedByTaskRunId_key" ON triggerdev."Waitpoint" USING btree ("completedByTaskRunId");

CREATE UNIQUE INDEX "Waitpoint_environmentId_idempotencyKey_key" ON triggerdev."Waitpoint" USING btree ("environmentId", "idempotencyKey");

CREATE INDEX "Waitpoint_environmentId_type_createdAt_idx" ON triggerdev."Waitpoint" USING btree ("environmentId", type, "createdAt" DESC);

CREATE INDEX "Waitpoint_environmentId_type_id_idx" ON triggerdev."Waitpoint" USING btree ("environmentId", type, id DESC);

CREATE INDEX "Waitpoint_environmentId_type_status_idx" ON triggerdev."Waitpoint" USING btree ("environmentId", type, status);

CREATE UNIQUE INDEX "Waitpoint_friendlyId_key" ON triggerdev."Waitpoint" USING btree ("friendlyId");

CREATE INDEX "WebhookDelivery_webhookEndpointId_createdAt_idx" ON ONLY triggerdev."WebhookDelivery" USING btree ("webhookEndpointId", "createdAt" DESC);

CREATE UNIQUE INDEX "WebhookEndpoint_friendlyId_key" ON triggerdev."WebhookEndpoint" USING btree ("friendlyId");

CREATE UNIQUE INDEX "WebhookEndpoint_opaqueId_key" ON triggerdev."WebhookEndpoint" USING btree ("opaqueId");

CREATE INDEX "WebhookEndpoint_projectId_createdAt_idx" ON triggerdev."WebhookEndpoint" USING btree ("projectId", "createdAt" DESC);

CREATE UNIQUE INDEX "WebhookEndpoint_runtimeEnvironmentId_handlerWebhookId_endpo_key" ON triggerdev."WebhookEndpoint" USING btree ("runtimeEnvironmentId", "handlerWebhookId", "endpointTenantId", "endpointExternalRef");

CREATE INDEX "WebhookEndpoint_runtimeEnvironmentId_source_idx" ON triggerdev."WebhookEndpoint" USING btree ("runtimeEnvironmentId", source);

CREATE UNIQUE INDEX "WorkerDeploymentPromotion_environmentId_label_key" ON triggerdev."WorkerDeploymentPromotion" USING btree ("environmentId", label);

CREATE INDEX "WorkerDeployment_commitSHA_idx" ON triggerdev."WorkerDeployment" USING btree ("commitSHA");

CREATE INDEX "WorkerDeployment_environmentId_createdAt_idx" ON triggerdev."WorkerDeployment" USING btree ("environmentId", "createdAt");

CREATE INDEX "WorkerDeployment_environmentId_externalId_idx" ON triggerdev."WorkerDeployment" USING btree ("environmentId", "externalId");

CREATE INDEX "WorkerDeployment_environmentId_status_id_idx" ON triggerdev."WorkerDeployment" USING btree ("environmentId", status, id);

CREATE UNIQUE INDEX "WorkerDeployment_environmentId_version_key" ON triggerdev."WorkerDeployment" USING btree ("environmentId", version);

CREATE UNIQUE INDEX "WorkerDeployment_friendlyId_key" ON triggerdev."WorkerDeployment" USING btree ("friendlyId");

CREATE UNIQUE INDEX "WorkerDeployment_projectId_shortCode_key" ON triggerdev."WorkerDeployment" USING btree ("projectId", "shortCode");

CREATE UNIQUE INDEX "WorkerDeployment_workerId_key" ON triggerdev."WorkerDeployment" USING btree ("workerId");

CREATE UNIQUE INDEX "WorkerGroupToken_tokenHash_key" ON triggerdev."WorkerGroupToken" USING btree ("tokenHash");

CREATE UNIQUE INDEX "WorkerInstanceGroup_masterQueue_key" ON triggerdev."WorkerInstanceGroup" USING btree ("masterQueue");

CREATE UNIQUE INDEX "WorkerInstanceGroup_tokenId_key" ON triggerdev."WorkerInstanceGroup" USING btree ("tokenId");

CREATE UNIQUE INDEX "WorkerInstance_workerGroupId_resourceIdentifier_key" ON triggerdev."WorkerInstance" USING btree ("workerGroupId", "resourceIdentifier");

CREATE UNIQUE INDEX "_BackgroundWorkerToBackgroundWorkerFile_AB_unique" ON triggerdev."_BackgroundWorkerToBackgroundWorkerFile" USING btree ("A", "B");

CREATE INDEX "_BackgroundWorkerToBackgroundWorkerFile_B_index" ON triggerdev."_BackgroundWorkerToBackgroundWorkerFile" USING btree ("B");

CREATE UNIQUE INDEX "_BackgroundWorkerToTaskQueue_AB_unique" ON triggerdev."_BackgroundWorkerToTaskQueue" USING btree ("A", "B");

CREATE INDEX "_BackgroundWorkerToTaskQueue_B_index" ON triggerdev."_BackgroundWorkerToTaskQueue" USING btree ("B");

CREATE UNIQUE INDEX "_WaitpointRunConnections_AB_unique" ON triggerdev."_WaitpointRunConnections" USING btree ("A", "B");

CREATE INDEX "_WaitpointRunConnections_B_index" ON triggerdev."_WaitpointRunConnections" USING btree ("B");

CREATE UNIQUE INDEX "_completedWaitpoints_AB_unique" ON triggerdev."_completedWaitpoints" USING btree ("A", "B");

CREATE INDEX "_completedWaitpoints_B_index" ON triggerdev."_completedWaitpoints" USING btree ("B");

CREATE UNIQUE INDEX api_keys_key_hash_key ON triggerdev.api_keys USING btree (key_hash);

CREATE INDEX api_keys_runtime_environment_id_revoked_at_created_at_idx ON triggerdev.api_keys USING btree (runtime_environment_id, revoked_at, created_at DESC);

CREATE INDEX idx_batchtaskrunitem_taskrun ON triggerdev."BatchTaskRunItem" USING btree ("taskRunId");

CREATE INDEX idx_batchtaskrunitem_taskrunattempt ON triggerdev."BatchTaskRunItem" USING btree ("taskRunAttemptId");

CREATE UNIQUE INDEX llm_models_friendly_id_key ON triggerdev.llm_models USING btree (friendly_id);

CREATE INDEX llm_models_project_id_idx ON triggerdev.llm_models USING btree (project_id);

CREATE UNIQUE INDEX llm_models_project_id_model_name_start_date_key ON triggerdev.llm_models USING btree (project_id, model_name, start_date);

CREATE UNIQUE INDEX llm_prices_model_id_usage_type_pricing_tier_id_key ON triggerdev.llm_prices USING btree (model_id, usage_type, pricing_tier_id);

CREATE UNIQUE INDEX llm_pricing_tiers_model_id_name_key ON triggerdev.llm_pricing_tiers USING btree (model_id, name);

CREATE UNIQUE INDEX llm_pricing_tiers_model_id_priority_key ON triggerdev.llm_pricing_tiers USING btree (model_id, priority);

CREATE INDEX "prompt_versions_contentHash_idx" ON triggerdev.prompt_versions USING btree ("contentHash");

CREATE INDEX "prompt_versions_promptId_idx" ON triggerdev.prompt_versions USING btree ("promptId");

CREATE UNIQUE INDEX "prompt_versions_promptId_version_key" ON triggerdev.prompt_versions USING btree ("promptId", version);

CREATE UNIQUE INDEX prompts_friendly_id_key ON triggerdev.prompts USING btree (friendly_id);

CREATE INDEX "prompts_projectId_idx" ON triggerdev.prompts USING btree ("projectId");

CREATE UNIQUE INDEX "prompts_projectId_runtimeEnvironmentId_slug_key" ON triggerdev.prompts USING btree ("projectId", "runtimeEnvironmentId", slug);

CREATE INDEX "prompts_runtimeEnvironmentId_idx" ON triggerdev.prompts USING btree ("runtimeEnvironmentId");

CREATE INDEX idx_event_time_organization_id ON triggerdotdev_events.run_executions USING btree (event_time, organization_id);

CREATE INDEX run_executions_event_time_idx ON triggerdotdev_events.run_executions USING btree (event_time);

ALTER TABLE ONLY triggerdev."AuthorizationCode"
    ADD CONSTRAINT "AuthorizationCode_personalAccessTokenId_fkey" FOREIGN KEY ("personalAccessTokenId") REFERENCES triggerdev."PersonalAccessToken"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BackgroundWorkerFile"
    ADD CONSTRAINT "BackgroundWorkerFile_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BackgroundWorkerTask"
    ADD CONSTRAINT "BackgroundWorkerTask_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES triggerdev."BackgroundWorkerFile"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BackgroundWorkerTask"
    ADD CONSTRAINT "BackgroundWorkerTask_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BackgroundWorkerTask"
    ADD CONSTRAINT "BackgroundWorkerTask_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES triggerdev."TaskQueue"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."BackgroundWorkerTask"
    ADD CONSTRAINT "BackgroundWorkerTask_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BackgroundWorkerTask"
    ADD CONSTRAINT "BackgroundWorkerTask_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES triggerdev."BackgroundWorker"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BackgroundWorker"
    ADD CONSTRAINT "BackgroundWorker_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BackgroundWorker"
    ADD CONSTRAINT "BackgroundWorker_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BackgroundWorker"
    ADD CONSTRAINT "BackgroundWorker_workerGroupId_fkey" FOREIGN KEY ("workerGroupId") REFERENCES triggerdev."WorkerInstanceGroup"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."BatchTaskRunError"
    ADD CONSTRAINT "BatchTaskRunError_batchTaskRunId_fkey" FOREIGN KEY ("batchTaskRunId") REFERENCES triggerdev."BatchTaskRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BatchTaskRunItem"
    ADD CONSTRAINT "BatchTaskRunItem_batchTaskRunId_fkey" FOREIGN KEY ("batchTaskRunId") REFERENCES triggerdev."BatchTaskRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BatchTaskRunItem"
    ADD CONSTRAINT "BatchTaskRunItem_taskRunAttemptId_fkey" FOREIGN KEY ("taskRunAttemptId") REFERENCES triggerdev."TaskRunAttempt"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."BatchTaskRunItem"
    ADD CONSTRAINT "BatchTaskRunItem_taskRunId_fkey" FOREIGN KEY ("taskRunId") REFERENCES triggerdev."TaskRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BatchTaskRun"
    ADD CONSTRAINT "BatchTaskRun_checkpointEventId_fkey" FOREIGN KEY ("checkpointEventId") REFERENCES triggerdev."CheckpointRestoreEvent"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BatchTaskRun"
    ADD CONSTRAINT "BatchTaskRun_dependentTaskAttemptId_fkey" FOREIGN KEY ("dependentTaskAttemptId") REFERENCES triggerdev."TaskRunAttempt"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BulkActionGroup"
    ADD CONSTRAINT "BulkActionGroup_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BulkActionGroup"
    ADD CONSTRAINT "BulkActionGroup_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."BulkActionGroup"
    ADD CONSTRAINT "BulkActionGroup_userId_fkey" FOREIGN KEY ("userId") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."CheckpointRestoreEvent"
    ADD CONSTRAINT "CheckpointRestoreEvent_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES triggerdev."TaskRunAttempt"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."CheckpointRestoreEvent"
    ADD CONSTRAINT "CheckpointRestoreEvent_checkpointId_fkey" FOREIGN KEY ("checkpointId") REFERENCES triggerdev."Checkpoint"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."CheckpointRestoreEvent"
    ADD CONSTRAINT "CheckpointRestoreEvent_runId_fkey" FOREIGN KEY ("runId") REFERENCES triggerdev."TaskRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."Checkpoint"
    ADD CONSTRAINT "Checkpoint_attemptId_fkey" FOREIGN KEY ("attemptId") REFERENCES triggerdev."TaskRunAttempt"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."Checkpoint"
    ADD CONSTRAINT "Checkpoint_runId_fkey" FOREIGN KEY ("runId") REFERENCES triggerdev."TaskRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ConnectedGithubRepository"
    ADD CONSTRAINT "ConnectedGithubRepository_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ConnectedGithubRepository"
    ADD CONSTRAINT "ConnectedGithubRepository_repositoryId_fkey" FOREIGN KEY ("repositoryId") REFERENCES triggerdev."GithubRepository"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."CustomerQuery"
    ADD CONSTRAINT "CustomerQuery_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."CustomerQuery"
    ADD CONSTRAINT "CustomerQuery_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."CustomerQuery"
    ADD CONSTRAINT "CustomerQuery_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."CustomerQuery"
    ADD CONSTRAINT "CustomerQuery_userId_fkey" FOREIGN KEY ("userId") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."EnvironmentVariableValue"
    ADD CONSTRAINT "EnvironmentVariableValue_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."EnvironmentVariableValue"
    ADD CONSTRAINT "EnvironmentVariableValue_valueReferenceId_fkey" FOREIGN KEY ("valueReferenceId") REFERENCES triggerdev."SecretReference"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."EnvironmentVariableValue"
    ADD CONSTRAINT "EnvironmentVariableValue_variableId_fkey" FOREIGN KEY ("variableId") REFERENCES triggerdev."EnvironmentVariable"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."EnvironmentVariable"
    ADD CONSTRAINT "EnvironmentVariable_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ErrorGroupState"
    ADD CONSTRAINT "ErrorGroupState_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ErrorGroupState"
    ADD CONSTRAINT "ErrorGroupState_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ErrorGroupState"
    ADD CONSTRAINT "ErrorGroupState_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."GithubAppInstallation"
    ADD CONSTRAINT "GithubAppInstallation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY triggerdev."GithubRepository"
    ADD CONSTRAINT "GithubRepository_installationId_fkey" FOREIGN KEY ("installationId") REFERENCES triggerdev."GithubAppInstallation"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ImpersonationAuditLog"
    ADD CONSTRAINT "ImpersonationAuditLog_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ImpersonationAuditLog"
    ADD CONSTRAINT "ImpersonationAuditLog_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."IntegrationDeployment"
    ADD CONSTRAINT "IntegrationDeployment_deploymentId_fkey" FOREIGN KEY ("deploymentId") REFERENCES triggerdev."WorkerDeployment"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."MetricsDashboard"
    ADD CONSTRAINT "MetricsDashboard_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."MetricsDashboard"
    ADD CONSTRAINT "MetricsDashboard_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."MetricsDashboard"
    ADD CONSTRAINT "MetricsDashboard_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."MfaBackupCode"
    ADD CONSTRAINT "MfaBackupCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY triggerdev."OrgMemberInvite"
    ADD CONSTRAINT "OrgMemberInvite_inviterId_fkey" FOREIGN KEY ("inviterId") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."OrgMemberInvite"
    ADD CONSTRAINT "OrgMemberInvite_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."OrgMember"
    ADD CONSTRAINT "OrgMember_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."OrgMember"
    ADD CONSTRAINT "OrgMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."OrganizationAccessToken"
    ADD CONSTRAINT "OrganizationAccessToken_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY triggerdev."OrganizationIntegration"
    ADD CONSTRAINT "OrganizationIntegration_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."OrganizationIntegration"
    ADD CONSTRAINT "OrganizationIntegration_tokenReferenceId_fkey" FOREIGN KEY ("tokenReferenceId") REFERENCES triggerdev."SecretReference"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."OrganizationProjectIntegration"
    ADD CONSTRAINT "OrganizationProjectIntegration_organizationIntegrationId_fkey" FOREIGN KEY ("organizationIntegrationId") REFERENCES triggerdev."OrganizationIntegration"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."OrganizationProjectIntegration"
    ADD CONSTRAINT "OrganizationProjectIntegration_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."PersonalAccessToken"
    ADD CONSTRAINT "PersonalAccessToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY triggerdev."PlatformNotificationInteraction"
    ADD CONSTRAINT "PlatformNotificationInteraction_notificationId_fkey" FOREIGN KEY ("notificationId") REFERENCES triggerdev."PlatformNotification"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."PlatformNotificationInteraction"
    ADD CONSTRAINT "PlatformNotificationInteraction_userId_fkey" FOREIGN KEY ("userId") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."PlatformNotification"
    ADD CONSTRAINT "PlatformNotification_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."PlatformNotification"
    ADD CONSTRAINT "PlatformNotification_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."PlatformNotification"
    ADD CONSTRAINT "PlatformNotification_userId_fkey" FOREIGN KEY ("userId") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."PlaygroundConversation"
    ADD CONSTRAINT "PlaygroundConversation_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."PlaygroundConversation"
    ADD CONSTRAINT "PlaygroundConversation_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ProjectAlertChannel"
    ADD CONSTRAINT "ProjectAlertChannel_integrationId_fkey" FOREIGN KEY ("integrationId") REFERENCES triggerdev."OrganizationIntegration"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."ProjectAlertChannel"
    ADD CONSTRAINT "ProjectAlertChannel_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ProjectAlertStorage"
    ADD CONSTRAINT "ProjectAlertStorage_alertChannelId_fkey" FOREIGN KEY ("alertChannelId") REFERENCES triggerdev."ProjectAlertChannel"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ProjectAlertStorage"
    ADD CONSTRAINT "ProjectAlertStorage_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ProjectAlert"
    ADD CONSTRAINT "ProjectAlert_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES triggerdev."ProjectAlertChannel"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ProjectAlert"
    ADD CONSTRAINT "ProjectAlert_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ProjectAlert"
    ADD CONSTRAINT "ProjectAlert_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."ProjectAlert"
    ADD CONSTRAINT "ProjectAlert_workerDeploymentId_fkey" FOREIGN KEY ("workerDeploymentId") REFERENCES triggerdev."WorkerDeployment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."Project"
    ADD CONSTRAINT "Project_defaultWorkerGroupId_fkey" FOREIGN KEY ("defaultWorkerGroupId") REFERENCES triggerdev."WorkerInstanceGroup"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."Project"
    ADD CONSTRAINT "Project_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."RevokedApiKey"
    ADD CONSTRAINT "RevokedApiKey_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."RuntimeEnvironmentSession"
    ADD CONSTRAINT "RuntimeEnvironmentSession_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."RuntimeEnvironment"
    ADD CONSTRAINT "RuntimeEnvironment_currentSessionId_fkey" FOREIGN KEY ("currentSessionId") REFERENCES triggerdev."RuntimeEnvironmentSession"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."RuntimeEnvironment"
    ADD CONSTRAINT "RuntimeEnvironment_orgMemberId_fkey" FOREIGN KEY ("orgMemberId") REFERENCES triggerdev."OrgMember"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."RuntimeEnvironment"
    ADD CONSTRAINT "RuntimeEnvironment_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."RuntimeEnvironment"
    ADD CONSTRAINT "RuntimeEnvironment_parentEnvironmentId_fkey" FOREIGN KEY ("parentEnvironmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."RuntimeEnvironment"
    ADD CONSTRAINT "RuntimeEnvironment_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."SessionRun"
    ADD CONSTRAINT "SessionRun_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES triggerdev."Session"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskIdentifier"
    ADD CONSTRAINT "TaskIdentifier_currentWorkerId_fkey" FOREIGN KEY ("currentWorkerId") REFERENCES triggerdev."BackgroundWorker"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."TaskIdentifier"
    ADD CONSTRAINT "TaskIdentifier_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskIdentifier"
    ADD CONSTRAINT "TaskIdentifier_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskQueue"
    ADD CONSTRAINT "TaskQueue_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskQueue"
    ADD CONSTRAINT "TaskQueue_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskRunAttempt"
    ADD CONSTRAINT "TaskRunAttempt_taskRunId_fkey" FOREIGN KEY ("taskRunId") REFERENCES triggerdev."TaskRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskRunDependency"
    ADD CONSTRAINT "TaskRunDependency_checkpointEventId_fkey" FOREIGN KEY ("checkpointEventId") REFERENCES triggerdev."CheckpointRestoreEvent"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskRunDependency"
    ADD CONSTRAINT "TaskRunDependency_dependentAttemptId_fkey" FOREIGN KEY ("dependentAttemptId") REFERENCES triggerdev."TaskRunAttempt"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."TaskRunDependency"
    ADD CONSTRAINT "TaskRunDependency_dependentBatchRunId_fkey" FOREIGN KEY ("dependentBatchRunId") REFERENCES triggerdev."BatchTaskRun"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."TaskRunDependency"
    ADD CONSTRAINT "TaskRunDependency_taskRunId_fkey" FOREIGN KEY ("taskRunId") REFERENCES triggerdev."TaskRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskRunExecutionSnapshot"
    ADD CONSTRAINT "TaskRunExecutionSnapshot_checkpointId_fkey" FOREIGN KEY ("checkpointId") REFERENCES triggerdev."TaskRunCheckpoint"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."TaskRunExecutionSnapshot"
    ADD CONSTRAINT "TaskRunExecutionSnapshot_runId_fkey" FOREIGN KEY ("runId") REFERENCES triggerdev."TaskRun"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY triggerdev."TaskRunNumberCounter"
    ADD CONSTRAINT "TaskRunNumberCounter_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskRunWaitpoint"
    ADD CONSTRAINT "TaskRunWaitpoint_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES triggerdev."BatchTaskRun"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."TaskRunWaitpoint"
    ADD CONSTRAINT "TaskRunWaitpoint_taskRunId_fkey" FOREIGN KEY ("taskRunId") REFERENCES triggerdev."TaskRun"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY triggerdev."TaskScheduleInstance"
    ADD CONSTRAINT "TaskScheduleInstance_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskScheduleInstance"
    ADD CONSTRAINT "TaskScheduleInstance_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskScheduleInstance"
    ADD CONSTRAINT "TaskScheduleInstance_taskScheduleId_fkey" FOREIGN KEY ("taskScheduleId") REFERENCES triggerdev."TaskSchedule"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."TaskSchedule"
    ADD CONSTRAINT "TaskSchedule_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."User"
    ADD CONSTRAINT "User_invitationCodeId_fkey" FOREIGN KEY ("invitationCodeId") REFERENCES triggerdev."InvitationCode"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."User"
    ADD CONSTRAINT "User_mfaSecretReferenceId_fkey" FOREIGN KEY ("mfaSecretReferenceId") REFERENCES triggerdev."SecretReference"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."Waitpoint"
    ADD CONSTRAINT "Waitpoint_completedByBatchId_fkey" FOREIGN KEY ("completedByBatchId") REFERENCES triggerdev."BatchTaskRun"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."Waitpoint"
    ADD CONSTRAINT "Waitpoint_completedByTaskRunId_fkey" FOREIGN KEY ("completedByTaskRunId") REFERENCES triggerdev."TaskRun"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."WorkerDeploymentPromotion"
    ADD CONSTRAINT "WorkerDeploymentPromotion_deploymentId_fkey" FOREIGN KEY ("deploymentId") REFERENCES triggerdev."WorkerDeployment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."WorkerDeploymentPromotion"
    ADD CONSTRAINT "WorkerDeploymentPromotion_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."WorkerDeployment"
    ADD CONSTRAINT "WorkerDeployment_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."WorkerDeployment"
    ADD CONSTRAINT "WorkerDeployment_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."WorkerDeployment"
    ADD CONSTRAINT "WorkerDeployment_triggeredById_fkey" FOREIGN KEY ("triggeredById") REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."WorkerDeployment"
    ADD CONSTRAINT "WorkerDeployment_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES triggerdev."BackgroundWorker"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."WorkerInstanceGroup"
    ADD CONSTRAINT "WorkerInstanceGroup_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."WorkerInstanceGroup"
    ADD CONSTRAINT "WorkerInstanceGroup_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."WorkerInstanceGroup"
    ADD CONSTRAINT "WorkerInstanceGroup_tokenId_fkey" FOREIGN KEY ("tokenId") REFERENCES triggerdev."WorkerGroupToken"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."WorkerInstance"
    ADD CONSTRAINT "WorkerInstance_deploymentId_fkey" FOREIGN KEY ("deploymentId") REFERENCES triggerdev."WorkerDeployment"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev."WorkerInstance"
    ADD CONSTRAINT "WorkerInstance_environmentId_fkey" FOREIGN KEY ("environmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."WorkerInstance"
    ADD CONSTRAINT "WorkerInstance_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."WorkerInstance"
    ADD CONSTRAINT "WorkerInstance_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."WorkerInstance"
    ADD CONSTRAINT "WorkerInstance_workerGroupId_fkey" FOREIGN KEY ("workerGroupId") REFERENCES triggerdev."WorkerInstanceGroup"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY triggerdev."_BackgroundWorkerToBackgroundWorkerFile"
    ADD CONSTRAINT "_BackgroundWorkerToBackgroundWorkerFile_A_fkey" FOREIGN KEY ("A") REFERENCES triggerdev."BackgroundWorker"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."_BackgroundWorkerToBackgroundWorkerFile"
    ADD CONSTRAINT "_BackgroundWorkerToBackgroundWorkerFile_B_fkey" FOREIGN KEY ("B") REFERENCES triggerdev."BackgroundWorkerFile"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."_BackgroundWorkerToTaskQueue"
    ADD CONSTRAINT "_BackgroundWorkerToTaskQueue_A_fkey" FOREIGN KEY ("A") REFERENCES triggerdev."BackgroundWorker"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."_BackgroundWorkerToTaskQueue"
    ADD CONSTRAINT "_BackgroundWorkerToTaskQueue_B_fkey" FOREIGN KEY ("B") REFERENCES triggerdev."TaskQueue"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."_WaitpointRunConnections"
    ADD CONSTRAINT "_WaitpointRunConnections_A_fkey" FOREIGN KEY ("A") REFERENCES triggerdev."TaskRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev."_completedWaitpoints"
    ADD CONSTRAINT "_completedWaitpoints_A_fkey" FOREIGN KEY ("A") REFERENCES triggerdev."TaskRunExecutionSnapshot"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev.api_keys
    ADD CONSTRAINT api_keys_created_by_user_id_fkey FOREIGN KEY (created_by_user_id) REFERENCES triggerdev."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev.api_keys
    ADD CONSTRAINT api_keys_runtime_environment_id_fkey FOREIGN KEY (runtime_environment_id) REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev.llm_models
    ADD CONSTRAINT llm_models_project_id_fkey FOREIGN KEY (project_id) REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev.llm_prices
    ADD CONSTRAINT llm_prices_model_id_fkey FOREIGN KEY (model_id) REFERENCES triggerdev.llm_models(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev.llm_prices
    ADD CONSTRAINT llm_prices_pricing_tier_id_fkey FOREIGN KEY (pricing_tier_id) REFERENCES triggerdev.llm_pricing_tiers(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev.llm_pricing_tiers
    ADD CONSTRAINT llm_pricing_tiers_model_id_fkey FOREIGN KEY (model_id) REFERENCES triggerdev.llm_models(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev.prompt_versions
    ADD CONSTRAINT "prompt_versions_promptId_fkey" FOREIGN KEY ("promptId") REFERENCES triggerdev.prompts(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev.prompt_versions
    ADD CONSTRAINT "prompt_versions_workerId_fkey" FOREIGN KEY ("workerId") REFERENCES triggerdev."BackgroundWorker"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY triggerdev.prompts
    ADD CONSTRAINT "prompts_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES triggerdev."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev.prompts
    ADD CONSTRAINT "prompts_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES triggerdev."Project"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY triggerdev.prompts
    ADD CONSTRAINT "prompts_runtimeEnvironmentId_fkey" FOREIGN KEY ("runtimeEnvironmentId") REFERENCES triggerdev."RuntimeEnvironment"(id) ON UPDATE CASCADE ON DELETE CASCADE;
`,
  cleans: [
    {
      table: "triggerdev.WebhookDelivery",
      clock: "createdAt (the partition key, a partition a UTC day)",
      retention:
        "WEBHOOK_PARTITION_RETENTION_DAYS, default 60d (apps/webapp/app/env.server.ts:1857), daily at 03:17",
      source: "internal-packages/webhook-engine/src/engine/partitions.ts:178-182",
      note: "the webhook engine's ensurePartitions cron (internal-packages/webhook-engine/src/engine/workerCatalog.ts:15-23, index.ts:747-762): a day partition whose whole range is older than the retention is detached CONCURRENTLY and dropped (partitions.ts:95-107); only with WEBHOOK_ENABLED=1 (default 0, env.server.ts:1830; apps/webapp/app/v3/webhookEngine.server.ts:42, 58)",
    },
    {
      table: "trigger_dashboard_agent.chat_turn_evals",
      clock: "created_at",
      retention:
        "30d (TURN_EVAL_RETENTION_MS, internal-packages/dashboard-agent/src/maintenance.ts:22), daily at 03:00",
      source: "internal-packages/dashboard-agent-db/src/queries.ts:759-769",
      note: "the dashboard agent's maintenance task (maintenance.ts:103, 118-136), 500 a statement, only where the agent's Trigger project is deployed; also deleted with a purged chat (queries.ts:786)",
    },
    {
      table: "trigger_dashboard_agent.chats",
      clock: "deleted_at",
      retention:
        "30d after the soft delete (CHAT_SOFT_DELETE_RETENTION_MS, maintenance.ts:29), daily at 03:00",
      source: "internal-packages/dashboard-agent-db/src/queries.ts:791",
      note: "hardDeleteChatsSoftDeletedBefore (queries.ts:800-824, the clock at :812), only soft-deleted chats (by their user, or all of an organization's when it is deleted); the maintenance task (maintenance.ts:104)",
    },
    {
      table: "trigger_dashboard_agent.chat_messages",
      clock: "deleted_at of its chat",
      retention: "with its chat (30d after the soft delete)",
      source: "internal-packages/dashboard-agent-db/src/queries.ts:784",
      note: "deleted explicitly with the chat (the schema has no foreign keys), same task",
    },
    {
      table: "trigger_dashboard_agent.chat_sessions",
      clock: "deleted_at of its chat",
      retention: "with its chat (30d after the soft delete)",
      source: "internal-packages/dashboard-agent-db/src/queries.ts:785",
      note: "deleted explicitly with the chat, same task",
    },
    {
      table: "trigger_dashboard_agent.investigations",
      clock: "deleted_at of its chat",
      retention: "with its chat (30d after the soft delete)",
      source: "internal-packages/dashboard-agent-db/src/queries.ts:787",
      note: "deleted explicitly with the chat, same task",
    },
    {
      table: "trigger_dashboard_agent.watches",
      clock:
        "retention_at (generated: greatest(delivered_at, cancelled_at, fired_at, last_checked_at, created_at))",
      retention: "7d (WATCH_RETENTION_MS, maintenance.ts:32), daily at 03:00",
      source: "internal-packages/dashboard-agent-db/src/watch-queries.ts:1057-1074",
      note: "only watches fired, expired or cancelled whose wake is delivered or not required (watch-queries.ts:1062-1063); the maintenance task (maintenance.ts:106-107); also deleted with a purged chat (queries.ts:789)",
    },
    {
      table: "trigger_dashboard_agent.watch_submissions",
      clock: "created_at",
      retention: "7d (maintenance.ts:32, 108-109), daily at 03:00",
      source: "internal-packages/dashboard-agent-db/src/watch-queries.ts:366-375",
      note: "the maintenance task; also deleted with a purged chat (queries.ts:788)",
    },
  ],
  shouldAsk: [
    {
      table: "triggerdev.TaskRun",
      why: "every run with its payload, output, metadata, error and context (the customers' data its tasks process), createdAt and completedAt; never deleted",
    },
    {
      table: "triggerdev.TaskRunAttempt",
      why: "each attempt's output and error, createdAt; never deleted",
    },
    {
      table: "triggerdev.BatchTaskRun",
      why: "batch triggers with their payload, createdAt; never deleted",
    },
    {
      table: "triggerdev.BatchTaskRunError",
      why: "the payload and options of batch items that failed to trigger, createdAt; never deleted",
    },
    {
      table: "triggerdev.Waitpoint",
      why: "waitpoints with the output they were completed with (a token's completion data), createdAt and completedAt; never deleted",
    },
    {
      table: "triggerdev.TaskEvent",
      why: "the runs' logs and spans (message, properties, payload, output), the default event store (EVENT_REPOSITORY_DEFAULT_STORE postgres, apps/webapp/app/env.server.ts:2265-2267), createdAt; never deleted",
    },
    {
      table: "triggerdev.TaskEventPartitioned",
      why: "the same logs and spans when TASK_EVENT_PARTITIONING_ENABLED=1; its partitions are made and dropped by nothing in the repository",
    },
    {
      table: "triggerdev.Session",
      why: "agent chat sessions with the customer's externalId, metadata and triggerConfig (its basePayload carries the customer's client data), createdAt, expiresAt and closedAt; closed and expired sessions are never deleted",
    },
    {
      table: "triggerdev.PlaygroundConversation",
      why: "a user's playground chats with an agent (messages, clientData), createdAt; deleted only by the user",
    },
    {
      table: "triggerdev.CustomerQuery",
      why: "the queries each user ran (query, userId), createdAt; never deleted",
    },
    {
      table: "triggerdev.OrgMemberInvite",
      why: "invitations with the invitee's email and token, createdAt; deleted when accepted, declined or revoked, never by age",
    },
    {
      table: "triggerdev.PlatformNotificationInteraction",
      why: "per user, when each notification was first seen, clicked or dismissed; never deleted",
    },
    {
      table: "triggerdev.AuthorizationCode",
      why: "CLI login codes, valid 10 minutes after createdAt (apps/webapp/app/services/personalAccessToken.server.ts:65-78) and linked to the token they issued; never deleted",
    },
    {
      table: "triggerdev.PersonalAccessToken",
      why: "users' tokens (encrypted and hashed) with lastAccessedAt; a revoked one keeps its row (revokedAt, personalAccessToken.server.ts:107)",
    },
    {
      table: "triggerdev.OrganizationAccessToken",
      why: "organization tokens (hashed) with expiresAt, revokedAt and lastAccessedAt; expired and revoked ones are never deleted",
    },
    {
      table: "triggerdev.api_keys",
      why: "environment API keys (hashed) with the creating user, last_used_at, expires_at and revoked_at; revoked ones keep their row (apps/webapp/app/models/api-key.server.ts:247)",
    },
    {
      table: "triggerdev.RevokedApiKey",
      why: "regenerated environment API keys, in clear, kept valid until expiresAt; never deleted after it",
    },
    {
      table: "triggerdev.RuntimeEnvironmentSession",
      why: "dev CLI sessions with the IP address, createdAt and disconnectedAt; never deleted (no code writes it at this commit)",
    },
    {
      table: "triggerdev.RealtimeStreamChunk",
      why: "chunks of runs' realtime streams (value), createdAt; never deleted (no code writes it at this commit, streams are in Redis or S2)",
    },
  ],
  neverDelete: [
    "triggerdev.User",
    "triggerdev.MfaBackupCode",
    "triggerdev.InvitationCode",
    "triggerdev.Organization",
    "triggerdev.OrgMember",
    "triggerdev.Project",
    "triggerdev.RuntimeEnvironment",
    "triggerdev.SecretStore",
    "triggerdev.SecretReference",
    "triggerdev.EnvironmentVariable",
    "triggerdev.EnvironmentVariableValue",
    "triggerdev.BackgroundWorker",
    "triggerdev.BackgroundWorkerFile",
    "triggerdev.BackgroundWorkerTask",
    "triggerdev.TaskQueue",
    "triggerdev.TaskIdentifier",
    "triggerdev.TaskSchedule",
    "triggerdev.TaskScheduleInstance",
    "triggerdev.TaskRunTemplate",
    "triggerdev.TaskRunTag",
    "triggerdev.WaitpointTag",
    "triggerdev.WorkerDeployment",
    "triggerdev.WorkerDeploymentPromotion",
    "triggerdev.WorkerInstanceGroup",
    "triggerdev.WorkerGroupToken",
    "triggerdev.ProjectAlertChannel",
    "triggerdev.ProjectAlertStorage",
    "triggerdev.ErrorGroupState",
    "triggerdev.OrganizationIntegration",
    "triggerdev.OrganizationProjectIntegration",
    "triggerdev.GithubAppInstallation",
    "triggerdev.GithubRepository",
    "triggerdev.ConnectedGithubRepository",
    "triggerdev.WebhookEndpoint",
    "triggerdev.MetricsDashboard",
    "triggerdev.prompts",
    "triggerdev.prompt_versions",
    "triggerdev.llm_models",
    "triggerdev.llm_prices",
    "triggerdev.llm_pricing_tiers",
    "triggerdev.FeatureFlag",
    "triggerdev.OrganizationDataStore",
    "triggerdev.PlatformNotification",
    "triggerdev.ImpersonationAuditLog",
    "triggerdev.DataMigration",
  ],
};
