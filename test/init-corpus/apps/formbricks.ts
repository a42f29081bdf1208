// Formbricks (Node: Next.js, Prisma), from formbricks/formbricks@b66c1dd978af618a0e402bd3343b456bed68594c
// (2026-08-22, "docs: add accessibility and compatibility documentation (#8819)", the main branch's HEAD as fetched).
// Schema: its 167 Prisma migrations (packages/database/migration/*/migration.sql) replayed on PostgreSQL 15, as its
// runner applies them to a new database (all schema migrations in one prisma migrate deploy, its 25 data migrations
// baselined without being run: packages/database/src/scripts/migration-runner.ts:197-234), then schema public renamed
// formbricks and read back with pg_dump (see the header of schemaSql).
// Cleanup: one recurring BullMQ job, survey-archive-purge, daily at 01:30 in SURVEY_SCHEDULING_TIME_ZONE (default
// Europe/Berlin) (apps/web/lib/jobs/recurring-registrations.ts:59-67, apps/web/modules/survey/archive/lib/constants.ts:4-13;
// the web server registers it and runs the worker at start, apps/web/instrumentation.ts:27-38, with Redis, which
// Formbricks requires, apps/web/lib/env.ts:299-302), which deletes the surveys archived more than 30 days ago, 100 at a
// time (apps/web/modules/survey/archive/lib/process-survey-archive-purge-job.ts:84-119, each through deleteSurvey,
// apps/web/modules/survey/lib/surveys.ts:18-40). Their responses, displays, triggers, quotas, follow-ups, languages,
// attribute filters and feedback mappings go with them by ON DELETE CASCADE, and the workflow runs (and run logs) of
// those responses after them.
// The other recurring jobs delete nothing: survey-scheduling publishes and closes surveys, workflow-run.reconcile
// re-dispatches or fails orphaned runs (apps/web/modules/ee/workflows/lib/runner/reconcile-constants.ts).
// Not counted: sessions (Better Auth 1.7.0, session rows kept in the database beside Redis, apps/web/modules/auth/lib/auth.ts:214-225)
// are deleted on sign-out or when an expired one is presented, never by a job; verification records live in Redis only
// (auth.ts:69-72); what a person deletes (responses, displays, contacts, surveys not archived).
// Response is under neverDelete though the purge takes an archived survey's responses with it: the responses are the
// product's content, deleted with their survey or by a person, never on their own by age.
// Neither list: the survey's own child tables (SurveyTrigger, SurveyAttributeFilter, SurveyFollowUp, SurveyLanguage,
// SurveyQuota, ResponseQuotaLink, FeedbackSourceFormbricksMapping, FeedbackSourceFieldMapping: configuration, no
// personal data), oauthClientAssertion (an assertion id replay cache with expiresAt), jwks and oauthClientResource
// (keys and configuration of its OAuth provider), and DataMigration (the migration runner's records). Prisma's own
// _prisma_migrations table is not here (as in the other Prisma fixtures); the separate SAML database its
// db:create-saml-database script makes (for BoxyHQ Jackson) is not either.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "formbricks",
  framework: "prisma",
  source: {
    repo: "formbricks/formbricks",
    commit: "b66c1dd978af618a0e402bd3343b456bed68594c",
    schemaFrom:
      "packages/database/migration (167 migration.sql, in name order, each sent as one script, as its runner's prisma migrate deploy applies them to a new database; the 25 data migrations baselined, not run) replayed on PostgreSQL 15 in schema public (pgvector's extension left out and its two vector columns, on tables a later migration drops, made real[]), renamed formbricks and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 56 tables",
  },
  schemas: ["formbricks"],
  schemaSql: `
-- Formbricks: formbricks/formbricks@b66c1dd978af618a0e402bd3343b456bed68594c
-- Built by running its 167 Prisma migrations (packages/database/migration/*/migration.sql, 20230329205933_init to
-- 20260821000000_add_response_survey_finished_index, in name order, each sent whole as one script in one transaction,
-- as prisma migrate deploy applies them) on an empty PostgreSQL 15 database in schema public; the migration.ts data
-- migrations are baselined, not run, on a new database (packages/database/src/scripts/migration-runner.ts:197-234).
-- The test server has no pgvector: 20241017124431_add_documents_and_insights's CREATE EXTENSION vector was left out
-- and its two vector(512) columns made real[]; those tables (Document, Insight) are dropped by
-- 20250911192630_remove_deprecated_fields_and_tables, so the final schema has no vector column (a real database keeps
-- the extension). Then schema public renamed formbricks (no migration names an extension's schema) and read back
-- with pg_dump --schema-only --no-owner --no-privileges --schema formbricks (its SET lines, restrict lines, comments
-- and the schema's own comment left out; the table comments of its OAuth tables kept).
CREATE SCHEMA formbricks;

CREATE TYPE formbricks."ActionType" AS ENUM (
    'code',
    'noCode'
);

CREATE TYPE formbricks."ApiKeyPermission" AS ENUM (
    'read',
    'write',
    'manage'
);

CREATE TYPE formbricks."ChartType" AS ENUM (
    'area',
    'bar',
    'line',
    'pie',
    'big_number'
);

CREATE TYPE formbricks."ContactAttributeDataType" AS ENUM (
    'string',
    'number',
    'date'
);

CREATE TYPE formbricks."ContactAttributeType" AS ENUM (
    'default',
    'custom'
);

CREATE TYPE formbricks."DataMigrationStatus" AS ENUM (
    'pending',
    'applied',
    'failed'
);

CREATE TYPE formbricks."FeedbackSourceElementScope" AS ENUM (
    'all',
    'specific'
);

CREATE TYPE formbricks."FeedbackSourceImportMode" AS ENUM (
    'completedOnly',
    'all'
);

CREATE TYPE formbricks."FeedbackSourceStatus" AS ENUM (
    'active',
    'paused',
    'error'
);

CREATE TYPE formbricks."FeedbackSourceType" AS ENUM (
    'formbricks_survey',
    'csv'
);

CREATE TYPE formbricks."HubFieldType" AS ENUM (
    'text',
    'categorical',
    'nps',
    'csat',
    'ces',
    'rating',
    'number',
    'boolean',
    'date'
);

CREATE TYPE formbricks."IdentityProvider" AS ENUM (
    'email',
    'github',
    'google',
    'azuread',
    'openid',
    'saml'
);

CREATE TYPE formbricks."IntegrationType" AS ENUM (
    'googleSheets',
    'airtable',
    'notion',
    'slack'
);

CREATE TYPE formbricks."OrganizationRole" AS ENUM (
    'owner',
    'manager',
    'member',
    'billing'
);

CREATE TYPE formbricks."PipelineTriggers" AS ENUM (
    'responseCreated',
    'responseUpdated',
    'responseFinished'
);

CREATE TYPE formbricks."ResponseQuotaLinkStatus" AS ENUM (
    'screenedIn',
    'screenedOut'
);

CREATE TYPE formbricks."SurveyAttributeFilterCondition" AS ENUM (
    'equals',
    'notEquals'
);

CREATE TYPE formbricks."SurveyOverlay" AS ENUM (
    'none',
    'light',
    'dark'
);

CREATE TYPE formbricks."SurveyQuotaAction" AS ENUM (
    'endSurvey',
    'continueSurvey'
);

CREATE TYPE formbricks."SurveyScriptMode" AS ENUM (
    'add',
    'replace'
);

CREATE TYPE formbricks."SurveyStatus" AS ENUM (
    'draft',
    'inProgress',
    'paused',
    'completed'
);

CREATE TYPE formbricks."SurveyType" AS ENUM (
    'link',
    'app'
);

CREATE TYPE formbricks."TeamUserRole" AS ENUM (
    'admin',
    'contributor'
);

CREATE TYPE formbricks."WebhookSource" AS ENUM (
    'user',
    'zapier',
    'make',
    'n8n',
    'activepieces'
);

CREATE TYPE formbricks."WidgetPlacement" AS ENUM (
    'bottomLeft',
    'bottomRight',
    'topLeft',
    'topRight',
    'center'
);

CREATE TYPE formbricks."WorkflowRunLogStatus" AS ENUM (
    'pending',
    'running',
    'succeeded',
    'failed',
    'skipped'
);

CREATE TYPE formbricks."WorkflowRunStatus" AS ENUM (
    'queued',
    'running',
    'completed',
    'failed',
    'canceled'
);

CREATE TYPE formbricks."WorkflowStatus" AS ENUM (
    'draft',
    'enabled',
    'disabled',
    'archived'
);

CREATE TYPE formbricks."WorkspaceTeamPermission" AS ENUM (
    'read',
    'readWrite',
    'manage'
);

CREATE TYPE formbricks."displayOptions" AS ENUM (
    'displayOnce',
    'displayMultiple',
    'respondMultiple',
    'displaySome'
);

CREATE TABLE formbricks."Account" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "userId" text NOT NULL,
    type text,
    provider text NOT NULL,
    "providerAccountId" text NOT NULL,
    access_token text,
    refresh_token text,
    expires_at integer,
    token_type text,
    scope text,
    id_token text,
    session_state text,
    ext_expires_in integer,
    "accessTokenExpiresAt" timestamp(3) without time zone,
    password text,
    "refreshTokenExpiresAt" timestamp(3) without time zone,
    issuer text
);

COMMENT ON COLUMN formbricks."Account".issuer IS 'Better Auth 1.7 account identity namespace; half of the (issuer, accountId) key. Backfilled by ENG-2343.';

CREATE TABLE formbricks."ActionClass" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    description text,
    type formbricks."ActionType" NOT NULL,
    "noCodeConfig" jsonb,
    key text,
    "workspaceId" text NOT NULL
);

CREATE TABLE formbricks."ApiKey" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "createdBy" text,
    "lastUsedAt" timestamp(3) without time zone,
    label text NOT NULL,
    "hashedKey" text NOT NULL,
    "organizationId" text NOT NULL,
    "organizationAccess" jsonb DEFAULT '{}'::jsonb NOT NULL,
    "lookupHash" text
);

CREATE TABLE formbricks."ApiKeyWorkspace" (
    id text NOT NULL,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "apiKeyId" text NOT NULL,
    permission formbricks."ApiKeyPermission" NOT NULL,
    "workspaceId" text NOT NULL
);

CREATE TABLE formbricks."Chart" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    type formbricks."ChartType" NOT NULL,
    "workspaceId" text NOT NULL,
    query jsonb DEFAULT '{}'::jsonb NOT NULL,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    "createdBy" text,
    "feedbackDirectoryId" text NOT NULL
);

CREATE TABLE formbricks."Contact" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "workspaceId" text NOT NULL
);

CREATE TABLE formbricks."ContactAttribute" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "attributeKeyId" text NOT NULL,
    "contactId" text NOT NULL,
    value text NOT NULL,
    "valueDate" timestamp(3) without time zone,
    "valueNumber" double precision
);

CREATE TABLE formbricks."ContactAttributeKey" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text,
    description text,
    type formbricks."ContactAttributeType" DEFAULT 'custom'::formbricks."ContactAttributeType" NOT NULL,
    key text NOT NULL,
    "isUnique" boolean DEFAULT false NOT NULL,
    "dataType" formbricks."ContactAttributeDataType" DEFAULT 'string'::formbricks."ContactAttributeDataType" NOT NULL,
    "workspaceId" text NOT NULL
);

CREATE TABLE formbricks."Dashboard" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    "workspaceId" text NOT NULL,
    "createdBy" text
);

CREATE TABLE formbricks."DashboardWidget" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "dashboardId" text NOT NULL,
    "chartId" text NOT NULL,
    layout jsonb DEFAULT '{"h": 3, "w": 4, "x": 0, "y": 0}'::jsonb NOT NULL,
    "order" integer DEFAULT 0 NOT NULL
);

CREATE TABLE formbricks."DataMigration" (
    id text NOT NULL,
    started_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    finished_at timestamp(3) without time zone,
    status formbricks."DataMigrationStatus" NOT NULL,
    name text NOT NULL
);

CREATE TABLE formbricks."Display" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "surveyId" text NOT NULL,
    "contactId" text
);

CREATE TABLE formbricks."FeedbackDirectory" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    "isArchived" boolean DEFAULT false NOT NULL,
    "organizationId" text NOT NULL
);

CREATE TABLE formbricks."FeedbackDirectoryWorkspace" (
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "feedbackDirectoryId" text NOT NULL,
    "workspaceId" text NOT NULL
);

CREATE TABLE formbricks."FeedbackSource" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    type formbricks."FeedbackSourceType" NOT NULL,
    status formbricks."FeedbackSourceStatus" DEFAULT 'active'::formbricks."FeedbackSourceStatus" NOT NULL,
    "workspaceId" text NOT NULL,
    last_sync_at timestamp(3) without time zone,
    created_by text,
    "feedbackDirectoryId" text NOT NULL,
    import_mode formbricks."FeedbackSourceImportMode" DEFAULT 'completedOnly'::formbricks."FeedbackSourceImportMode" NOT NULL,
    "elementScope" formbricks."FeedbackSourceElementScope" DEFAULT 'specific'::formbricks."FeedbackSourceElementScope" NOT NULL
);

CREATE TABLE formbricks."FeedbackSourceFieldMapping" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    feedback_source_id text NOT NULL,
    "workspaceId" text NOT NULL,
    source_field_id text NOT NULL,
    target_field_id text NOT NULL,
    static_value text
);

CREATE TABLE formbricks."FeedbackSourceFormbricksMapping" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    feedback_source_id text NOT NULL,
    "workspaceId" text NOT NULL,
    "surveyId" text NOT NULL,
    "elementId" text NOT NULL,
    "hubFieldType" formbricks."HubFieldType" NOT NULL,
    custom_field_label text
);

CREATE TABLE formbricks."Integration" (
    id text NOT NULL,
    type formbricks."IntegrationType" NOT NULL,
    config jsonb NOT NULL,
    "workspaceId" text NOT NULL
);

CREATE TABLE formbricks."Invite" (
    id text NOT NULL,
    email text NOT NULL,
    name text,
    "organizationId" text NOT NULL,
    "creatorId" text NOT NULL,
    "acceptorId" text,
    "createdAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "expiresAt" timestamp(3) without time zone NOT NULL,
    role formbricks."OrganizationRole" DEFAULT 'member'::formbricks."OrganizationRole" NOT NULL,
    "teamIds" text[] DEFAULT ARRAY[]::text[]
);

CREATE TABLE formbricks."Language" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    code text NOT NULL,
    alias text,
    "workspaceId" text NOT NULL
);

CREATE TABLE formbricks."Membership" (
    "organizationId" text NOT NULL,
    "userId" text NOT NULL,
    accepted boolean DEFAULT false NOT NULL,
    role formbricks."OrganizationRole" DEFAULT 'member'::formbricks."OrganizationRole" NOT NULL
);

CREATE TABLE formbricks."Organization" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    whitelabel jsonb DEFAULT '{}'::jsonb NOT NULL,
    "isAISmartToolsEnabled" boolean DEFAULT false NOT NULL,
    "displayTimeZone" text
);

CREATE TABLE formbricks."OrganizationBilling" (
    organization_id text NOT NULL,
    stripe_customer_id text,
    limits jsonb NOT NULL,
    usage_cycle_anchor timestamp(3) without time zone,
    stripe jsonb,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL
);

CREATE TABLE formbricks."PasswordResetToken" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    token_hash text NOT NULL,
    expires_at timestamp(3) without time zone NOT NULL,
    "userId" text NOT NULL
);

CREATE TABLE formbricks."Response" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    finished boolean DEFAULT false NOT NULL,
    "surveyId" text NOT NULL,
    "contactId" text,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    meta jsonb DEFAULT '{}'::jsonb NOT NULL,
    "contactAttributes" jsonb,
    "singleUseId" text,
    ttc jsonb DEFAULT '{}'::jsonb NOT NULL,
    language text,
    variables jsonb DEFAULT '{}'::jsonb NOT NULL,
    "displayId" text,
    "endingId" text
);

CREATE TABLE formbricks."ResponseQuotaLink" (
    "responseId" text NOT NULL,
    "quotaId" text NOT NULL,
    status formbricks."ResponseQuotaLinkStatus" NOT NULL
);

CREATE TABLE formbricks."Segment" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    title text NOT NULL,
    description text,
    "isPrivate" boolean DEFAULT true NOT NULL,
    filters jsonb DEFAULT '[]'::jsonb NOT NULL,
    "workspaceId" text NOT NULL
);

CREATE TABLE formbricks."Session" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "sessionToken" text NOT NULL,
    "userId" text NOT NULL,
    expires timestamp(3) without time zone NOT NULL,
    "ipAddress" text,
    "userAgent" text
);

CREATE TABLE formbricks."Survey" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    status formbricks."SurveyStatus" DEFAULT 'draft'::formbricks."SurveyStatus" NOT NULL,
    questions jsonb DEFAULT '[]'::jsonb NOT NULL,
    "displayOption" formbricks."displayOptions" DEFAULT 'displayOnce'::formbricks."displayOptions" NOT NULL,
    "recontactDays" integer,
    type formbricks."SurveyType" DEFAULT 'app'::formbricks."SurveyType" NOT NULL,
    "autoClose" integer,
    delay integer DEFAULT 0 NOT NULL,
    "autoComplete" integer,
    "redirectUrl" text,
    "surveyClosedMessage" jsonb,
    "singleUse" jsonb DEFAULT '{"enabled": false, "isEncrypted": true}'::jsonb,
    "workspaceOverwrites" jsonb,
    "hiddenFields" jsonb DEFAULT '{"enabled": false}'::jsonb NOT NULL,
    pin text,
    "welcomeCard" jsonb DEFAULT '{"enabled": false}'::jsonb NOT NULL,
    styling jsonb,
    "displayPercentage" numeric(65,30),
    "createdBy" text,
    "segmentId" text,
    "inlineTriggers" jsonb,
    "displayLimit" integer,
    "showLanguageSwitch" boolean,
    "isVerifyEmailEnabled" boolean DEFAULT false NOT NULL,
    endings jsonb[] DEFAULT ARRAY[]::jsonb[],
    variables jsonb DEFAULT '[]'::jsonb NOT NULL,
    "isSingleResponsePerEmailEnabled" boolean DEFAULT false NOT NULL,
    "isBackButtonHidden" boolean DEFAULT false NOT NULL,
    recaptcha jsonb DEFAULT '{"enabled": false, "threshold": 0.1}'::jsonb,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    blocks jsonb[] DEFAULT ARRAY[]::jsonb[],
    slug text,
    "customHeadScripts" text,
    "customHeadScriptsMode" formbricks."SurveyScriptMode" DEFAULT 'add'::formbricks."SurveyScriptMode",
    "isCaptureIpEnabled" boolean DEFAULT false NOT NULL,
    "workspaceId" text NOT NULL,
    "isAutoProgressingEnabled" boolean DEFAULT false NOT NULL,
    "publishOn" timestamp(3) without time zone,
    "closeOn" timestamp(3) without time zone,
    "archivedAt" timestamp(3) without time zone
);

CREATE TABLE formbricks."SurveyAttributeFilter" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "attributeKeyId" text NOT NULL,
    "surveyId" text NOT NULL,
    condition formbricks."SurveyAttributeFilterCondition" NOT NULL,
    value text NOT NULL
);

CREATE TABLE formbricks."SurveyFollowUp" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "surveyId" text NOT NULL,
    name text NOT NULL,
    trigger jsonb NOT NULL,
    action jsonb NOT NULL
);

CREATE TABLE formbricks."SurveyLanguage" (
    "languageId" text NOT NULL,
    "surveyId" text NOT NULL,
    "default" boolean DEFAULT false NOT NULL,
    enabled boolean DEFAULT true NOT NULL
);

CREATE TABLE formbricks."SurveyQuota" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "surveyId" text NOT NULL,
    name text NOT NULL,
    "limit" integer NOT NULL,
    logic jsonb DEFAULT '{}'::jsonb NOT NULL,
    action formbricks."SurveyQuotaAction" NOT NULL,
    "endingCardId" text,
    "countPartialSubmissions" boolean DEFAULT false NOT NULL
);

CREATE TABLE formbricks."SurveyTrigger" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "surveyId" text NOT NULL,
    "actionClassId" text NOT NULL
);

CREATE TABLE formbricks."Tag" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    "workspaceId" text NOT NULL
);

CREATE TABLE formbricks."TagsOnResponses" (
    "responseId" text NOT NULL,
    "tagId" text NOT NULL
);

CREATE TABLE formbricks."Team" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    "organizationId" text NOT NULL
);

CREATE TABLE formbricks."TeamUser" (
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "teamId" text NOT NULL,
    "userId" text NOT NULL,
    role formbricks."TeamUserRole" NOT NULL
);

CREATE TABLE formbricks."TwoFactor" (
    id text NOT NULL,
    secret text NOT NULL,
    "backupCodes" text NOT NULL,
    "userId" text NOT NULL,
    verified boolean DEFAULT true NOT NULL,
    "failedVerificationCount" integer DEFAULT 0 NOT NULL,
    "lockedUntil" timestamp(3) without time zone
);

CREATE TABLE formbricks."User" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    email_verified boolean DEFAULT false NOT NULL,
    password text,
    "identityProvider" formbricks."IdentityProvider" DEFAULT 'email'::formbricks."IdentityProvider" NOT NULL,
    "identityProviderAccountId" text,
    "groupId" text,
    "notificationSettings" jsonb DEFAULT '{}'::jsonb NOT NULL,
    "backupCodes" text,
    "twoFactorEnabled" boolean DEFAULT false NOT NULL,
    "twoFactorSecret" text,
    locale text DEFAULT 'en-US'::text NOT NULL,
    "isActive" boolean DEFAULT true NOT NULL,
    "lastLoginAt" timestamp(3) without time zone,
    email_verified_at timestamp(3) without time zone
);

CREATE TABLE formbricks."VerificationToken" (
    identifier text NOT NULL,
    token text NOT NULL,
    expires timestamp(3) without time zone NOT NULL
);

CREATE TABLE formbricks."Webhook" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    url text NOT NULL,
    triggers formbricks."PipelineTriggers"[],
    "surveyIds" text[],
    name text,
    source formbricks."WebhookSource" DEFAULT 'user'::formbricks."WebhookSource" NOT NULL,
    secret text,
    "workspaceId" text NOT NULL
);

CREATE TABLE formbricks."Workflow" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    description text,
    status formbricks."WorkflowStatus" DEFAULT 'draft'::formbricks."WorkflowStatus" NOT NULL,
    "workspaceId" text NOT NULL,
    "createdBy" text,
    definition jsonb NOT NULL
);

CREATE TABLE formbricks."WorkflowRun" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "workflowId" text NOT NULL,
    "workspaceId" text NOT NULL,
    "workflowVersionId" text,
    "responseId" text,
    status formbricks."WorkflowRunStatus" DEFAULT 'queued'::formbricks."WorkflowRunStatus" NOT NULL,
    "triggerType" text NOT NULL,
    "surveyId" text,
    "isDryRun" boolean DEFAULT false NOT NULL,
    "idempotencyKey" text,
    attempt integer DEFAULT 0 NOT NULL,
    "nextAttemptAt" timestamp(3) without time zone,
    "lastErrorAt" timestamp(3) without time zone,
    "triggerPayload" jsonb NOT NULL,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    error text,
    "startedAt" timestamp(3) without time zone,
    "finishedAt" timestamp(3) without time zone,
    "dispatchedAt" timestamp(3) without time zone
);

CREATE TABLE formbricks."WorkflowRunLog" (
    id text NOT NULL,
    "runId" text NOT NULL,
    sequence integer NOT NULL,
    "stepId" text NOT NULL,
    "stepType" text NOT NULL,
    status formbricks."WorkflowRunLogStatus" DEFAULT 'pending'::formbricks."WorkflowRunLogStatus" NOT NULL,
    input jsonb DEFAULT '{}'::jsonb NOT NULL,
    output jsonb DEFAULT '{}'::jsonb NOT NULL,
    error text,
    "startedAt" timestamp(3) without time zone,
    "finishedAt" timestamp(3) without time zone
);

CREATE TABLE formbricks."WorkflowVersion" (
    id text NOT NULL,
    "workflowId" text NOT NULL,
    "workspaceId" text NOT NULL,
    version integer NOT NULL,
    definition jsonb NOT NULL,
    "publishedAt" timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "publishedBy" text
);

CREATE TABLE formbricks."Workspace" (
    id text NOT NULL,
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    name text NOT NULL,
    "organizationId" text NOT NULL,
    "recontactDays" integer DEFAULT 7 NOT NULL,
    "linkSurveyBranding" boolean DEFAULT true NOT NULL,
    "clickOutsideClose" boolean DEFAULT true NOT NULL,
    placement formbricks."WidgetPlacement" DEFAULT 'bottomRight'::formbricks."WidgetPlacement" NOT NULL,
    "inAppSurveyBranding" boolean DEFAULT true NOT NULL,
    styling jsonb DEFAULT '{"allowStyleOverwrite": true}'::jsonb NOT NULL,
    logo jsonb,
    config jsonb DEFAULT '{}'::jsonb NOT NULL,
    "customHeadScripts" text,
    "overlay" formbricks."SurveyOverlay" DEFAULT 'none'::formbricks."SurveyOverlay" NOT NULL,
    "appSetupCompleted" boolean DEFAULT false NOT NULL,
    "legacyEnvironmentId" text
);

CREATE TABLE formbricks."WorkspaceTeam" (
    created_at timestamp(3) without time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated_at timestamp(3) without time zone NOT NULL,
    "workspaceId" text NOT NULL,
    "teamId" text NOT NULL,
    permission formbricks."WorkspaceTeamPermission" DEFAULT 'read'::formbricks."WorkspaceTeamPermission" NOT NULL
);

CREATE TABLE formbricks.jwks (
    id text NOT NULL,
    "publicKey" text NOT NULL,
    "privateKey" text NOT NULL,
    "createdAt" timestamp(3) without time zone NOT NULL,
    "expiresAt" timestamp(3) without time zone,
    alg text,
    crv text
);

COMMENT ON COLUMN formbricks.jwks.alg IS 'JWS algorithm for this key. NULL on pre-1.7 rows, read as the configured default alg.';

COMMENT ON COLUMN formbricks.jwks.crv IS 'Curve for EC/OKP keys (Ed25519 under the default keyring).';

CREATE TABLE formbricks."oauthAccessToken" (
    id text NOT NULL,
    token text NOT NULL,
    "clientId" text NOT NULL,
    "sessionId" text,
    "userId" text,
    "referenceId" text,
    "refreshId" text,
    "expiresAt" timestamp(3) without time zone NOT NULL,
    "createdAt" timestamp(3) without time zone NOT NULL,
    scopes text[] NOT NULL,
    "authorizationCodeId" text,
    confirmation jsonb,
    "requestedUserInfoClaims" text[] DEFAULT ARRAY[]::text[],
    resources text[] DEFAULT ARRAY[]::text[],
    revoked timestamp(3) without time zone
);

COMMENT ON COLUMN formbricks."oauthAccessToken".token IS 'Hashed opaque access-token lookup value generated by Better Auth.';

COMMENT ON COLUMN formbricks."oauthAccessToken".resources IS 'RFC 8707 resource indicators this token was approved for (GHSA-p2fr-6hmx-4528).';

CREATE TABLE formbricks."oauthClient" (
    id text NOT NULL,
    "clientId" text NOT NULL,
    "clientSecret" text,
    disabled boolean DEFAULT false,
    "skipConsent" boolean,
    "enableEndSession" boolean,
    "subjectType" text,
    scopes text[] DEFAULT ARRAY[]::text[] NOT NULL,
    "userId" text,
    "createdAt" timestamp(3) without time zone,
    "updatedAt" timestamp(3) without time zone,
    name text,
    uri text,
    icon text,
    contacts text[] DEFAULT ARRAY[]::text[] NOT NULL,
    tos text,
    policy text,
    "softwareId" text,
    "softwareVersion" text,
    "softwareStatement" text,
    "redirectUris" text[] NOT NULL,
    "postLogoutRedirectUris" text[] DEFAULT ARRAY[]::text[] NOT NULL,
    "tokenEndpointAuthMethod" text,
    "grantTypes" text[] DEFAULT ARRAY[]::text[] NOT NULL,
    "responseTypes" text[] DEFAULT ARRAY[]::text[] NOT NULL,
    public boolean,
    type text,
    "requirePKCE" boolean,
    "referenceId" text,
    metadata jsonb,
    "applicationType" text,
    "backchannelLogoutSessionRequired" boolean,
    "backchannelLogoutUri" text,
    "clientCredentialsScopes" text[] DEFAULT ARRAY[]::text[],
    "clientDiscoveryId" text,
    "dpopBoundAccessTokens" boolean DEFAULT false,
    jwks text,
    "jwksUri" text
);

CREATE TABLE formbricks."oauthClientAssertion" (
    id text NOT NULL,
    "expiresAt" timestamp(3) without time zone NOT NULL
);

CREATE TABLE formbricks."oauthClientResource" (
    id text NOT NULL,
    "clientId" text NOT NULL,
    "resourceId" text NOT NULL,
    metadata jsonb,
    "createdAt" timestamp(3) without time zone
);

COMMENT ON TABLE formbricks."oauthClientResource" IS 'Client-to-resource grants. With enforcePerClientResources a missing row means invalid_target.';

CREATE TABLE formbricks."oauthConsent" (
    id text NOT NULL,
    "clientId" text NOT NULL,
    "userId" text,
    "referenceId" text,
    scopes text[] NOT NULL,
    "createdAt" timestamp(3) without time zone NOT NULL,
    "updatedAt" timestamp(3) without time zone NOT NULL,
    "requestedUserInfoClaims" text[] DEFAULT ARRAY[]::text[],
    resources text[] DEFAULT ARRAY[]::text[]
);

COMMENT ON COLUMN formbricks."oauthConsent".resources IS 'Resources the user consented to; /authorize compares requested resources against these.';

CREATE TABLE formbricks."oauthRefreshToken" (
    id text NOT NULL,
    token text NOT NULL,
    "clientId" text NOT NULL,
    "sessionId" text,
    "userId" text NOT NULL,
    "referenceId" text,
    "expiresAt" timestamp(3) without time zone NOT NULL,
    "createdAt" timestamp(3) without time zone NOT NULL,
    revoked timestamp(3) without time zone,
    "authTime" timestamp(3) without time zone,
    scopes text[] NOT NULL,
    "authorizationCodeId" text,
    confirmation jsonb,
    "requestedUserInfoClaims" text[] DEFAULT ARRAY[]::text[],
    resources text[] DEFAULT ARRAY[]::text[],
    "rotatedAt" timestamp(3) without time zone,
    "rotationReplayExpiresAt" timestamp(3) without time zone,
    "rotationReplayResponse" text
);

COMMENT ON COLUMN formbricks."oauthRefreshToken".token IS 'Hashed refresh-token lookup value generated by Better Auth.';

COMMENT ON COLUMN formbricks."oauthRefreshToken".resources IS 'Full original resource grant; a refresh may narrow this set but never widen it.';

CREATE TABLE formbricks."oauthResource" (
    id text NOT NULL,
    identifier text NOT NULL,
    name text NOT NULL,
    "accessTokenTtl" integer,
    "refreshTokenTtl" integer,
    "signingAlgorithm" text,
    "signingKeyId" text,
    "allowedScopes" text[] DEFAULT ARRAY[]::text[],
    "customClaims" jsonb,
    "dpopBoundAccessTokensRequired" boolean DEFAULT false,
    disabled boolean DEFAULT false,
    "createdAt" timestamp(3) without time zone,
    "updatedAt" timestamp(3) without time zone,
    "policyVersion" integer DEFAULT 1,
    metadata jsonb
);

COMMENT ON TABLE formbricks."oauthResource" IS 'Protected resources the AS issues tokens for. Seeded from the oauthProvider \`resources\` option.';

ALTER TABLE ONLY formbricks."Account"
    ADD CONSTRAINT "Account_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."ActionClass"
    ADD CONSTRAINT "ActionClass_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."ApiKeyWorkspace"
    ADD CONSTRAINT "ApiKeyWorkspace_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."ApiKey"
    ADD CONSTRAINT "ApiKey_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Chart"
    ADD CONSTRAINT "Chart_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."ContactAttributeKey"
    ADD CONSTRAINT "ContactAttributeKey_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."ContactAttribute"
    ADD CONSTRAINT "ContactAttribute_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Contact"
    ADD CONSTRAINT "Contact_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."DashboardWidget"
    ADD CONSTRAINT "DashboardWidget_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Dashboard"
    ADD CONSTRAINT "Dashboard_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."DataMigration"
    ADD CONSTRAINT "DataMigration_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Display"
    ADD CONSTRAINT "Display_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."FeedbackDirectoryWorkspace"
    ADD CONSTRAINT "FeedbackDirectoryWorkspace_pkey" PRIMARY KEY ("feedbackDirectoryId", "workspaceId");

ALTER TABLE ONLY formbricks."FeedbackDirectory"
    ADD CONSTRAINT "FeedbackDirectory_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."FeedbackSourceFieldMapping"
    ADD CONSTRAINT "FeedbackSourceFieldMapping_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."FeedbackSourceFormbricksMapping"
    ADD CONSTRAINT "FeedbackSourceFormbricksMapping_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."FeedbackSource"
    ADD CONSTRAINT "FeedbackSource_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Integration"
    ADD CONSTRAINT "Integration_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Invite"
    ADD CONSTRAINT "Invite_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Language"
    ADD CONSTRAINT "Language_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Membership"
    ADD CONSTRAINT "Membership_pkey" PRIMARY KEY ("userId", "organizationId");

ALTER TABLE ONLY formbricks."OrganizationBilling"
    ADD CONSTRAINT "OrganizationBilling_pkey" PRIMARY KEY (organization_id);

ALTER TABLE ONLY formbricks."Organization"
    ADD CONSTRAINT "Organization_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."PasswordResetToken"
    ADD CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."ResponseQuotaLink"
    ADD CONSTRAINT "ResponseQuotaLink_pkey" PRIMARY KEY ("responseId", "quotaId");

ALTER TABLE ONLY formbricks."Response"
    ADD CONSTRAINT "Response_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Segment"
    ADD CONSTRAINT "Segment_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Session"
    ADD CONSTRAINT "Session_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."SurveyAttributeFilter"
    ADD CONSTRAINT "SurveyAttributeFilter_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."SurveyFollowUp"
    ADD CONSTRAINT "SurveyFollowUp_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."SurveyLanguage"
    ADD CONSTRAINT "SurveyLanguage_pkey" PRIMARY KEY ("languageId", "surveyId");

ALTER TABLE ONLY formbricks."SurveyQuota"
    ADD CONSTRAINT "SurveyQuota_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."SurveyTrigger"
    ADD CONSTRAINT "SurveyTrigger_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Survey"
    ADD CONSTRAINT "Survey_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Tag"
    ADD CONSTRAINT "Tag_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."TagsOnResponses"
    ADD CONSTRAINT "TagsOnResponses_pkey" PRIMARY KEY ("responseId", "tagId");

ALTER TABLE ONLY formbricks."TeamUser"
    ADD CONSTRAINT "TeamUser_pkey" PRIMARY KEY ("teamId", "userId");

ALTER TABLE ONLY formbricks."Team"
    ADD CONSTRAINT "Team_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."TwoFactor"
    ADD CONSTRAINT "TwoFactor_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."User"
    ADD CONSTRAINT "User_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Webhook"
    ADD CONSTRAINT "Webhook_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."WorkflowRunLog"
    ADD CONSTRAINT "WorkflowRunLog_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."WorkflowRun"
    ADD CONSTRAINT "WorkflowRun_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."WorkflowVersion"
    ADD CONSTRAINT "WorkflowVersion_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."Workflow"
    ADD CONSTRAINT "Workflow_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."WorkspaceTeam"
    ADD CONSTRAINT "WorkspaceTeam_pkey" PRIMARY KEY ("workspaceId", "teamId");

ALTER TABLE ONLY formbricks."Workspace"
    ADD CONSTRAINT "Workspace_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks.jwks
    ADD CONSTRAINT jwks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."oauthAccessToken"
    ADD CONSTRAINT "oauthAccessToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."oauthClientAssertion"
    ADD CONSTRAINT "oauthClientAssertion_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."oauthClientResource"
    ADD CONSTRAINT "oauthClientResource_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."oauthClient"
    ADD CONSTRAINT "oauthClient_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."oauthConsent"
    ADD CONSTRAINT "oauthConsent_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."oauthRefreshToken"
    ADD CONSTRAINT "oauthRefreshToken_pkey" PRIMARY KEY (id);

ALTER TABLE ONLY formbricks."oauthResource"
    ADD CONSTRAINT "oauthResource_pkey" PRIMARY KEY (id);

CREATE UNIQUE INDEX "Account_issuer_providerAccountId_key" ON formbricks."Account" USING btree (issuer, "providerAccountId");

CREATE UNIQUE INDEX "Account_provider_providerAccountId_key" ON formbricks."Account" USING btree (provider, "providerAccountId");

CREATE INDEX "Account_userId_idx" ON formbricks."Account" USING btree ("userId");

CREATE UNIQUE INDEX "ActionClass_key_workspaceId_key" ON formbricks."ActionClass" USING btree (key, "workspaceId");

CREATE UNIQUE INDEX "ActionClass_name_workspaceId_key" ON formbricks."ActionClass" USING btree (name, "workspaceId");

CREATE INDEX "ActionClass_workspaceId_created_at_idx" ON formbricks."ActionClass" USING btree ("workspaceId", created_at);

CREATE UNIQUE INDEX "ApiKeyWorkspace_apiKeyId_workspaceId_key" ON formbricks."ApiKeyWorkspace" USING btree ("apiKeyId", "workspaceId");

CREATE INDEX "ApiKeyWorkspace_workspaceId_idx" ON formbricks."ApiKeyWorkspace" USING btree ("workspaceId");

CREATE UNIQUE INDEX "ApiKey_lookupHash_key" ON formbricks."ApiKey" USING btree ("lookupHash");

CREATE INDEX "ApiKey_organizationId_idx" ON formbricks."ApiKey" USING btree ("organizationId");

CREATE INDEX "Chart_feedbackDirectoryId_idx" ON formbricks."Chart" USING btree ("feedbackDirectoryId");

CREATE INDEX "Chart_workspaceId_created_at_idx" ON formbricks."Chart" USING btree ("workspaceId", created_at);

CREATE UNIQUE INDEX "Chart_workspaceId_name_key" ON formbricks."Chart" USING btree ("workspaceId", name);

CREATE UNIQUE INDEX "ContactAttributeKey_key_workspaceId_key" ON formbricks."ContactAttributeKey" USING btree (key, "workspaceId");

CREATE INDEX "ContactAttributeKey_workspaceId_created_at_idx" ON formbricks."ContactAttributeKey" USING btree ("workspaceId", created_at);

CREATE INDEX "ContactAttribute_attributeKeyId_valueDate_idx" ON formbricks."ContactAttribute" USING btree ("attributeKeyId", "valueDate");

CREATE INDEX "ContactAttribute_attributeKeyId_valueNumber_idx" ON formbricks."ContactAttribute" USING btree ("attributeKeyId", "valueNumber");

CREATE INDEX "ContactAttribute_attributeKeyId_value_idx" ON formbricks."ContactAttribute" USING btree ("attributeKeyId", value);

CREATE UNIQUE INDEX "ContactAttribute_contactId_attributeKeyId_key" ON formbricks."ContactAttribute" USING btree ("contactId", "attributeKeyId");

CREATE INDEX "Contact_workspaceId_idx" ON formbricks."Contact" USING btree ("workspaceId");

CREATE UNIQUE INDEX "DashboardWidget_dashboardId_chartId_key" ON formbricks."DashboardWidget" USING btree ("dashboardId", "chartId");

CREATE INDEX "DashboardWidget_dashboardId_order_idx" ON formbricks."DashboardWidget" USING btree ("dashboardId", "order");

CREATE INDEX "Dashboard_workspaceId_created_at_idx" ON formbricks."Dashboard" USING btree ("workspaceId", created_at);

CREATE UNIQUE INDEX "Dashboard_workspaceId_name_key" ON formbricks."Dashboard" USING btree ("workspaceId", name);

CREATE UNIQUE INDEX "DataMigration_name_key" ON formbricks."DataMigration" USING btree (name);

CREATE INDEX "Display_contactId_created_at_idx" ON formbricks."Display" USING btree ("contactId", created_at);

CREATE INDEX "Display_surveyId_idx" ON formbricks."Display" USING btree ("surveyId");

CREATE INDEX "FeedbackDirectoryWorkspace_workspaceId_idx" ON formbricks."FeedbackDirectoryWorkspace" USING btree ("workspaceId");

CREATE UNIQUE INDEX "FeedbackDirectory_organizationId_name_key" ON formbricks."FeedbackDirectory" USING btree ("organizationId", name);

CREATE UNIQUE INDEX "FeedbackSourceFieldMapping_workspaceId_feedbackSourceId_sourceF" ON formbricks."FeedbackSourceFieldMapping" USING btree ("workspaceId", feedback_source_id, source_field_id, target_field_id);

CREATE INDEX "FeedbackSourceFormbricksMapping_surveyId_idx" ON formbricks."FeedbackSourceFormbricksMapping" USING btree ("surveyId");

CREATE UNIQUE INDEX "FeedbackSourceFormbricksMapping_workspaceId_feedbackSourceId_su" ON formbricks."FeedbackSourceFormbricksMapping" USING btree ("workspaceId", feedback_source_id, "surveyId", "elementId");

CREATE INDEX "FeedbackSourceFormbricksMapping_workspaceId_surveyId_idx" ON formbricks."FeedbackSourceFormbricksMapping" USING btree ("workspaceId", "surveyId");

CREATE INDEX "FeedbackSource_feedbackDirectoryId_workspaceId_idx" ON formbricks."FeedbackSource" USING btree ("feedbackDirectoryId", "workspaceId");

CREATE UNIQUE INDEX "FeedbackSource_id_workspaceId_key" ON formbricks."FeedbackSource" USING btree (id, "workspaceId");

CREATE INDEX "FeedbackSource_type_idx" ON formbricks."FeedbackSource" USING btree (type);

CREATE UNIQUE INDEX "FeedbackSource_workspaceId_name_key" ON formbricks."FeedbackSource" USING btree ("workspaceId", name);

CREATE UNIQUE INDEX "Integration_type_workspaceId_key" ON formbricks."Integration" USING btree (type, "workspaceId");

CREATE INDEX "Integration_workspaceId_idx" ON formbricks."Integration" USING btree ("workspaceId");

CREATE INDEX "Invite_email_organizationId_idx" ON formbricks."Invite" USING btree (email, "organizationId");

CREATE INDEX "Invite_organizationId_idx" ON formbricks."Invite" USING btree ("organizationId");

CREATE UNIQUE INDEX "Language_workspaceId_code_key" ON formbricks."Language" USING btree ("workspaceId", code);

CREATE INDEX "Membership_organizationId_idx" ON formbricks."Membership" USING btree ("organizationId");

CREATE UNIQUE INDEX "OrganizationBilling_stripe_customer_id_key" ON formbricks."OrganizationBilling" USING btree (stripe_customer_id);

CREATE INDEX "PasswordResetToken_expires_at_idx" ON formbricks."PasswordResetToken" USING btree (expires_at);

CREATE UNIQUE INDEX "PasswordResetToken_token_hash_key" ON formbricks."PasswordResetToken" USING btree (token_hash);

CREATE UNIQUE INDEX "PasswordResetToken_userId_key" ON formbricks."PasswordResetToken" USING btree ("userId");

CREATE INDEX "ResponseQuotaLink_quotaId_status_idx" ON formbricks."ResponseQuotaLink" USING btree ("quotaId", status);

CREATE INDEX "Response_contactId_created_at_idx" ON formbricks."Response" USING btree ("contactId", created_at);

CREATE INDEX "Response_created_at_idx" ON formbricks."Response" USING btree (created_at);

CREATE UNIQUE INDEX "Response_displayId_key" ON formbricks."Response" USING btree ("displayId");

CREATE INDEX "Response_surveyId_created_at_idx" ON formbricks."Response" USING btree ("surveyId", created_at);

CREATE INDEX "Response_surveyId_finished_idx" ON formbricks."Response" USING btree ("surveyId", finished);

CREATE UNIQUE INDEX "Response_surveyId_singleUseId_key" ON formbricks."Response" USING btree ("surveyId", "singleUseId");

CREATE INDEX "Segment_workspaceId_idx" ON formbricks."Segment" USING btree ("workspaceId");

CREATE UNIQUE INDEX "Segment_workspaceId_title_key" ON formbricks."Segment" USING btree ("workspaceId", title);

CREATE UNIQUE INDEX "Session_sessionToken_key" ON formbricks."Session" USING btree ("sessionToken");

CREATE INDEX "Session_userId_idx" ON formbricks."Session" USING btree ("userId");

CREATE INDEX "SurveyAttributeFilter_attributeKeyId_idx" ON formbricks."SurveyAttributeFilter" USING btree ("attributeKeyId");

CREATE UNIQUE INDEX "SurveyAttributeFilter_surveyId_attributeKeyId_key" ON formbricks."SurveyAttributeFilter" USING btree ("surveyId", "attributeKeyId");

CREATE INDEX "SurveyLanguage_surveyId_idx" ON formbricks."SurveyLanguage" USING btree ("surveyId");

CREATE UNIQUE INDEX "SurveyQuota_surveyId_name_key" ON formbricks."SurveyQuota" USING btree ("surveyId", name);

CREATE UNIQUE INDEX "SurveyTrigger_surveyId_actionClassId_key" ON formbricks."SurveyTrigger" USING btree ("surveyId", "actionClassId");

CREATE INDEX "Survey_archivedAt_idx" ON formbricks."Survey" USING btree ("archivedAt");

CREATE UNIQUE INDEX "Survey_id_workspaceId_key" ON formbricks."Survey" USING btree (id, "workspaceId");

CREATE INDEX "Survey_segmentId_idx" ON formbricks."Survey" USING btree ("segmentId");

CREATE UNIQUE INDEX "Survey_slug_key" ON formbricks."Survey" USING btree (slug);

CREATE INDEX "Survey_status_closeOn_idx" ON formbricks."Survey" USING btree (status, "closeOn");

CREATE INDEX "Survey_status_publishOn_idx" ON formbricks."Survey" USING btree (status, "publishOn");

CREATE INDEX "Survey_workspaceId_updated_at_idx" ON formbricks."Survey" USING btree ("workspaceId", updated_at);

CREATE INDEX "Tag_workspaceId_idx" ON formbricks."Tag" USING btree ("workspaceId");

CREATE UNIQUE INDEX "Tag_workspaceId_name_key" ON formbricks."Tag" USING btree ("workspaceId", name);

CREATE INDEX "TeamUser_userId_idx" ON formbricks."TeamUser" USING btree ("userId");

CREATE UNIQUE INDEX "Team_organizationId_name_key" ON formbricks."Team" USING btree ("organizationId", name);

CREATE UNIQUE INDEX "TwoFactor_userId_key" ON formbricks."TwoFactor" USING btree ("userId");

CREATE UNIQUE INDEX "User_email_key" ON formbricks."User" USING btree (email);

CREATE UNIQUE INDEX "VerificationToken_identifier_token_key" ON formbricks."VerificationToken" USING btree (identifier, token);

CREATE INDEX "Webhook_workspaceId_idx" ON formbricks."Webhook" USING btree ("workspaceId");

CREATE INDEX "WorkflowRunLog_runId_sequence_idx" ON formbricks."WorkflowRunLog" USING btree ("runId", sequence);

CREATE UNIQUE INDEX "WorkflowRunLog_runId_stepId_key" ON formbricks."WorkflowRunLog" USING btree ("runId", "stepId");

CREATE INDEX "WorkflowRun_isDryRun_idx" ON formbricks."WorkflowRun" USING btree ("isDryRun");

CREATE INDEX "WorkflowRun_nextAttemptAt_idx" ON formbricks."WorkflowRun" USING btree ("nextAttemptAt");

CREATE INDEX "WorkflowRun_responseId_idx" ON formbricks."WorkflowRun" USING btree ("responseId");

CREATE INDEX "WorkflowRun_status_created_at_idx" ON formbricks."WorkflowRun" USING btree (status, created_at);

CREATE UNIQUE INDEX "WorkflowRun_workflowId_idempotencyKey_key" ON formbricks."WorkflowRun" USING btree ("workflowId", "idempotencyKey");

CREATE INDEX "WorkflowRun_workflowId_workspaceId_created_at_idx" ON formbricks."WorkflowRun" USING btree ("workflowId", "workspaceId", created_at);

CREATE INDEX "WorkflowRun_workspaceId_created_at_idx" ON formbricks."WorkflowRun" USING btree ("workspaceId", created_at);

CREATE INDEX "WorkflowVersion_publishedBy_idx" ON formbricks."WorkflowVersion" USING btree ("publishedBy");

CREATE UNIQUE INDEX "WorkflowVersion_workflowId_version_key" ON formbricks."WorkflowVersion" USING btree ("workflowId", version);

CREATE INDEX "WorkflowVersion_workflowId_workspaceId_idx" ON formbricks."WorkflowVersion" USING btree ("workflowId", "workspaceId");

CREATE UNIQUE INDEX "Workflow_id_workspaceId_key" ON formbricks."Workflow" USING btree (id, "workspaceId");

CREATE INDEX "Workflow_workspaceId_status_idx" ON formbricks."Workflow" USING btree ("workspaceId", status);

CREATE INDEX "Workflow_workspaceId_updated_at_idx" ON formbricks."Workflow" USING btree ("workspaceId", updated_at);

CREATE INDEX "WorkspaceTeam_teamId_idx" ON formbricks."WorkspaceTeam" USING btree ("teamId");

CREATE UNIQUE INDEX "Workspace_legacyEnvironmentId_key" ON formbricks."Workspace" USING btree ("legacyEnvironmentId");

CREATE UNIQUE INDEX "Workspace_organizationId_name_key" ON formbricks."Workspace" USING btree ("organizationId", name);

CREATE INDEX "oauthAccessToken_authorizationCodeId_idx" ON formbricks."oauthAccessToken" USING btree ("authorizationCodeId");

CREATE INDEX "oauthAccessToken_clientId_idx" ON formbricks."oauthAccessToken" USING btree ("clientId");

CREATE INDEX "oauthAccessToken_refreshId_idx" ON formbricks."oauthAccessToken" USING btree ("refreshId");

CREATE INDEX "oauthAccessToken_sessionId_idx" ON formbricks."oauthAccessToken" USING btree ("sessionId");

CREATE UNIQUE INDEX "oauthAccessToken_token_key" ON formbricks."oauthAccessToken" USING btree (token);

CREATE INDEX "oauthAccessToken_userId_idx" ON formbricks."oauthAccessToken" USING btree ("userId");

CREATE INDEX "oauthClientAssertion_expiresAt_idx" ON formbricks."oauthClientAssertion" USING btree ("expiresAt");

CREATE UNIQUE INDEX "oauthClientResource_clientId_resourceId_key" ON formbricks."oauthClientResource" USING btree ("clientId", "resourceId");

CREATE INDEX "oauthClientResource_resourceId_idx" ON formbricks."oauthClientResource" USING btree ("resourceId");

CREATE UNIQUE INDEX "oauthClient_clientId_key" ON formbricks."oauthClient" USING btree ("clientId");

CREATE INDEX "oauthClient_userId_idx" ON formbricks."oauthClient" USING btree ("userId");

CREATE INDEX "oauthConsent_clientId_idx" ON formbricks."oauthConsent" USING btree ("clientId");

CREATE INDEX "oauthConsent_userId_idx" ON formbricks."oauthConsent" USING btree ("userId");

CREATE INDEX "oauthRefreshToken_authorizationCodeId_idx" ON formbricks."oauthRefreshToken" USING btree ("authorizationCodeId");

CREATE INDEX "oauthRefreshToken_clientId_idx" ON formbricks."oauthRefreshToken" USING btree ("clientId");

CREATE INDEX "oauthRefreshToken_sessionId_idx" ON formbricks."oauthRefreshToken" USING btree ("sessionId");

CREATE UNIQUE INDEX "oauthRefreshToken_token_key" ON formbricks."oauthRefreshToken" USING btree (token);

CREATE INDEX "oauthRefreshToken_userId_idx" ON formbricks."oauthRefreshToken" USING btree ("userId");

CREATE UNIQUE INDEX "oauthResource_identifier_key" ON formbricks."oauthResource" USING btree (identifier);

ALTER TABLE ONLY formbricks."Account"
    ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."ActionClass"
    ADD CONSTRAINT "ActionClass_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."ApiKeyWorkspace"
    ADD CONSTRAINT "ApiKeyWorkspace_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES formbricks."ApiKey"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."ApiKeyWorkspace"
    ADD CONSTRAINT "ApiKeyWorkspace_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."ApiKey"
    ADD CONSTRAINT "ApiKey_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES formbricks."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Chart"
    ADD CONSTRAINT "Chart_createdBy_fkey" FOREIGN KEY ("createdBy") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY formbricks."Chart"
    ADD CONSTRAINT "Chart_feedbackDirectoryId_fkey" FOREIGN KEY ("feedbackDirectoryId") REFERENCES formbricks."FeedbackDirectory"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY formbricks."Chart"
    ADD CONSTRAINT "Chart_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."ContactAttributeKey"
    ADD CONSTRAINT "ContactAttributeKey_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."ContactAttribute"
    ADD CONSTRAINT "ContactAttribute_attributeKeyId_fkey" FOREIGN KEY ("attributeKeyId") REFERENCES formbricks."ContactAttributeKey"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."ContactAttribute"
    ADD CONSTRAINT "ContactAttribute_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES formbricks."Contact"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Contact"
    ADD CONSTRAINT "Contact_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."DashboardWidget"
    ADD CONSTRAINT "DashboardWidget_chartId_fkey" FOREIGN KEY ("chartId") REFERENCES formbricks."Chart"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."DashboardWidget"
    ADD CONSTRAINT "DashboardWidget_dashboardId_fkey" FOREIGN KEY ("dashboardId") REFERENCES formbricks."Dashboard"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Dashboard"
    ADD CONSTRAINT "Dashboard_createdBy_fkey" FOREIGN KEY ("createdBy") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY formbricks."Dashboard"
    ADD CONSTRAINT "Dashboard_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Display"
    ADD CONSTRAINT "Display_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES formbricks."Contact"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Display"
    ADD CONSTRAINT "Display_surveyId_fkey" FOREIGN KEY ("surveyId") REFERENCES formbricks."Survey"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."FeedbackDirectoryWorkspace"
    ADD CONSTRAINT "FeedbackDirectoryWorkspace_feedbackDirectoryId_fkey" FOREIGN KEY ("feedbackDirectoryId") REFERENCES formbricks."FeedbackDirectory"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."FeedbackDirectoryWorkspace"
    ADD CONSTRAINT "FeedbackDirectoryWorkspace_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."FeedbackDirectory"
    ADD CONSTRAINT "FeedbackDirectory_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES formbricks."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."FeedbackSourceFieldMapping"
    ADD CONSTRAINT "FeedbackSourceFieldMapping_feedbackSourceId_workspaceId_fkey" FOREIGN KEY (feedback_source_id, "workspaceId") REFERENCES formbricks."FeedbackSource"(id, "workspaceId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."FeedbackSourceFormbricksMapping"
    ADD CONSTRAINT "FeedbackSourceFormbricksMapping_feedbackSourceId_workspaceId_fk" FOREIGN KEY (feedback_source_id, "workspaceId") REFERENCES formbricks."FeedbackSource"(id, "workspaceId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."FeedbackSourceFormbricksMapping"
    ADD CONSTRAINT "FeedbackSourceFormbricksMapping_surveyId_workspaceId_fkey" FOREIGN KEY ("surveyId", "workspaceId") REFERENCES formbricks."Survey"(id, "workspaceId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."FeedbackSource"
    ADD CONSTRAINT "FeedbackSource_created_by_fkey" FOREIGN KEY (created_by) REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY formbricks."FeedbackSource"
    ADD CONSTRAINT "FeedbackSource_feedbackDirectoryId_fkey" FOREIGN KEY ("feedbackDirectoryId") REFERENCES formbricks."FeedbackDirectory"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."FeedbackSource"
    ADD CONSTRAINT "FeedbackSource_feedbackDirectoryId_workspaceId_fkey" FOREIGN KEY ("feedbackDirectoryId", "workspaceId") REFERENCES formbricks."FeedbackDirectoryWorkspace"("feedbackDirectoryId", "workspaceId") ON UPDATE CASCADE;

ALTER TABLE ONLY formbricks."FeedbackSource"
    ADD CONSTRAINT "FeedbackSource_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Integration"
    ADD CONSTRAINT "Integration_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Invite"
    ADD CONSTRAINT "Invite_acceptorId_fkey" FOREIGN KEY ("acceptorId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Invite"
    ADD CONSTRAINT "Invite_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE RESTRICT;

ALTER TABLE ONLY formbricks."Invite"
    ADD CONSTRAINT "Invite_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES formbricks."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Language"
    ADD CONSTRAINT "Language_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Membership"
    ADD CONSTRAINT "Membership_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES formbricks."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Membership"
    ADD CONSTRAINT "Membership_userId_fkey" FOREIGN KEY ("userId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."OrganizationBilling"
    ADD CONSTRAINT "OrganizationBilling_organization_id_fkey" FOREIGN KEY (organization_id) REFERENCES formbricks."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."PasswordResetToken"
    ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."ResponseQuotaLink"
    ADD CONSTRAINT "ResponseQuotaLink_quotaId_fkey" FOREIGN KEY ("quotaId") REFERENCES formbricks."SurveyQuota"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."ResponseQuotaLink"
    ADD CONSTRAINT "ResponseQuotaLink_responseId_fkey" FOREIGN KEY ("responseId") REFERENCES formbricks."Response"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Response"
    ADD CONSTRAINT "Response_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES formbricks."Contact"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Response"
    ADD CONSTRAINT "Response_displayId_fkey" FOREIGN KEY ("displayId") REFERENCES formbricks."Display"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY formbricks."Response"
    ADD CONSTRAINT "Response_surveyId_fkey" FOREIGN KEY ("surveyId") REFERENCES formbricks."Survey"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Segment"
    ADD CONSTRAINT "Segment_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Session"
    ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."SurveyAttributeFilter"
    ADD CONSTRAINT "SurveyAttributeFilter_attributeKeyId_fkey" FOREIGN KEY ("attributeKeyId") REFERENCES formbricks."ContactAttributeKey"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."SurveyAttributeFilter"
    ADD CONSTRAINT "SurveyAttributeFilter_surveyId_fkey" FOREIGN KEY ("surveyId") REFERENCES formbricks."Survey"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."SurveyFollowUp"
    ADD CONSTRAINT "SurveyFollowUp_surveyId_fkey" FOREIGN KEY ("surveyId") REFERENCES formbricks."Survey"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."SurveyLanguage"
    ADD CONSTRAINT "SurveyLanguage_languageId_fkey" FOREIGN KEY ("languageId") REFERENCES formbricks."Language"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."SurveyLanguage"
    ADD CONSTRAINT "SurveyLanguage_surveyId_fkey" FOREIGN KEY ("surveyId") REFERENCES formbricks."Survey"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."SurveyQuota"
    ADD CONSTRAINT "SurveyQuota_surveyId_fkey" FOREIGN KEY ("surveyId") REFERENCES formbricks."Survey"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."SurveyTrigger"
    ADD CONSTRAINT "SurveyTrigger_actionClassId_fkey" FOREIGN KEY ("actionClassId") REFERENCES formbricks."ActionClass"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."SurveyTrigger"
    ADD CONSTRAINT "SurveyTrigger_surveyId_fkey" FOREIGN KEY ("surveyId") REFERENCES formbricks."Survey"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Survey"
    ADD CONSTRAINT "Survey_createdBy_fkey" FOREIGN KEY ("createdBy") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY formbricks."Survey"
    ADD CONSTRAINT "Survey_segmentId_fkey" FOREIGN KEY ("segmentId") REFERENCES formbricks."Segment"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY formbricks."Survey"
    ADD CONSTRAINT "Survey_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Tag"
    ADD CONSTRAINT "Tag_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."TagsOnResponses"
    ADD CONSTRAINT "TagsOnResponses_responseId_fkey" FOREIGN KEY ("responseId") REFERENCES formbricks."Response"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."TagsOnResponses"
    ADD CONSTRAINT "TagsOnResponses_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES formbricks."Tag"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."TeamUser"
    ADD CONSTRAINT "TeamUser_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES formbricks."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."TeamUser"
    ADD CONSTRAINT "TeamUser_userId_fkey" FOREIGN KEY ("userId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Team"
    ADD CONSTRAINT "Team_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES formbricks."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."TwoFactor"
    ADD CONSTRAINT "TwoFactor_userId_fkey" FOREIGN KEY ("userId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Webhook"
    ADD CONSTRAINT "Webhook_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."WorkflowRunLog"
    ADD CONSTRAINT "WorkflowRunLog_runId_fkey" FOREIGN KEY ("runId") REFERENCES formbricks."WorkflowRun"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."WorkflowRun"
    ADD CONSTRAINT "WorkflowRun_responseId_fkey" FOREIGN KEY ("responseId") REFERENCES formbricks."Response"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."WorkflowRun"
    ADD CONSTRAINT "WorkflowRun_workflowId_workspaceId_fkey" FOREIGN KEY ("workflowId", "workspaceId") REFERENCES formbricks."Workflow"(id, "workspaceId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."WorkflowRun"
    ADD CONSTRAINT "WorkflowRun_workflowVersionId_fkey" FOREIGN KEY ("workflowVersionId") REFERENCES formbricks."WorkflowVersion"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY formbricks."WorkflowRun"
    ADD CONSTRAINT "WorkflowRun_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."WorkflowVersion"
    ADD CONSTRAINT "WorkflowVersion_publishedBy_fkey" FOREIGN KEY ("publishedBy") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY formbricks."WorkflowVersion"
    ADD CONSTRAINT "WorkflowVersion_workflowId_workspaceId_fkey" FOREIGN KEY ("workflowId", "workspaceId") REFERENCES formbricks."Workflow"(id, "workspaceId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Workflow"
    ADD CONSTRAINT "Workflow_createdBy_fkey" FOREIGN KEY ("createdBy") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY formbricks."Workflow"
    ADD CONSTRAINT "Workflow_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."WorkspaceTeam"
    ADD CONSTRAINT "WorkspaceTeam_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES formbricks."Team"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."WorkspaceTeam"
    ADD CONSTRAINT "WorkspaceTeam_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES formbricks."Workspace"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."Workspace"
    ADD CONSTRAINT "Workspace_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES formbricks."Organization"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."oauthAccessToken"
    ADD CONSTRAINT "oauthAccessToken_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES formbricks."oauthClient"("clientId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."oauthAccessToken"
    ADD CONSTRAINT "oauthAccessToken_refreshId_fkey" FOREIGN KEY ("refreshId") REFERENCES formbricks."oauthRefreshToken"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."oauthAccessToken"
    ADD CONSTRAINT "oauthAccessToken_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES formbricks."Session"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY formbricks."oauthAccessToken"
    ADD CONSTRAINT "oauthAccessToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."oauthClientResource"
    ADD CONSTRAINT "oauthClientResource_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES formbricks."oauthClient"("clientId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."oauthClientResource"
    ADD CONSTRAINT "oauthClientResource_resourceId_fkey" FOREIGN KEY ("resourceId") REFERENCES formbricks."oauthResource"(identifier) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."oauthClient"
    ADD CONSTRAINT "oauthClient_userId_fkey" FOREIGN KEY ("userId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."oauthConsent"
    ADD CONSTRAINT "oauthConsent_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES formbricks."oauthClient"("clientId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."oauthConsent"
    ADD CONSTRAINT "oauthConsent_userId_fkey" FOREIGN KEY ("userId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."oauthRefreshToken"
    ADD CONSTRAINT "oauthRefreshToken_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES formbricks."oauthClient"("clientId") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY formbricks."oauthRefreshToken"
    ADD CONSTRAINT "oauthRefreshToken_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES formbricks."Session"(id) ON UPDATE CASCADE ON DELETE SET NULL;

ALTER TABLE ONLY formbricks."oauthRefreshToken"
    ADD CONSTRAINT "oauthRefreshToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES formbricks."User"(id) ON UPDATE CASCADE ON DELETE CASCADE;

`,
  cleans: [
    {
      table: "formbricks.Survey",
      clock: "archivedAt",
      retention:
        "30d after archiving (SURVEY_ARCHIVE_RETENTION_DAYS, apps/web/modules/survey/archive/lib/constants.ts:4)",
      source: "apps/web/modules/survey/archive/lib/process-survey-archive-purge-job.ts:96",
      note: "survey-archive-purge, daily at 01:30 (constants.ts:13; recurring-registrations.ts:59-67), only surveys with archivedAt set (an archived survey), deleted one by one through deleteSurvey (apps/web/modules/survey/lib/surveys.ts:18-40), which re-checks archivedAt under a row lock; a private segment of an app survey is deleted with it (surveys.ts:50-56); its responses, displays and child rows go by ON DELETE CASCADE",
    },
  ],
  shouldAsk: [
    {
      table: "formbricks.Session",
      why: "Better Auth sessions with ipAddress, userAgent and expires (1 day); deleted on sign-out or when an expired one is presented, never by a job",
    },
    {
      table: "formbricks.Display",
      why: "each time a survey was shown, with the contact who saw it and created_at, kept while the survey lives (deleted only with its survey, by ON DELETE CASCADE, or by a person)",
    },
    {
      table: "formbricks.Invite",
      why: "invitations with the invitee's email and name, the inviter and expiresAt; an expired one is kept until an administrator deletes it",
    },
    {
      table: "formbricks.WorkflowRun",
      why: "each workflow run with its triggerPayload and data (a response's answers), error and timestamps, kept for ever (deleted only with its response, by ON DELETE CASCADE)",
    },
    {
      table: "formbricks.WorkflowRunLog",
      why: "each step of a workflow run with its input and output (what was sent where), deleted only with its run",
    },
    {
      table: "formbricks.oauthAccessToken",
      why: "OAuth access tokens issued to clients (its MCP server's) with the user, session and expiresAt; Formbricks' code deletes none",
    },
    {
      table: "formbricks.oauthRefreshToken",
      why: "OAuth refresh tokens with the user, session, authTime and expiresAt; Formbricks' code deletes none",
    },
    {
      table: "formbricks.VerificationToken",
      why: "the NextAuth-era email verification tokens (identifier, an email address, with expires); nothing reads, writes or deletes them since verification moved to Redis",
    },
    {
      table: "formbricks.PasswordResetToken",
      why: "the pre-Better Auth password reset tokens per user with expires_at; nothing reads or deletes them now",
    },
  ],
  neverDelete: [
    "formbricks.User",
    "formbricks.Account",
    "formbricks.TwoFactor",
    "formbricks.Membership",
    "formbricks.Organization",
    "formbricks.OrganizationBilling",
    "formbricks.Team",
    "formbricks.TeamUser",
    "formbricks.Workspace",
    "formbricks.WorkspaceTeam",
    "formbricks.ApiKey",
    "formbricks.ApiKeyWorkspace",
    "formbricks.Contact",
    "formbricks.ContactAttribute",
    "formbricks.ContactAttributeKey",
    "formbricks.Response",
    "formbricks.Tag",
    "formbricks.TagsOnResponses",
    "formbricks.Segment",
    "formbricks.ActionClass",
    "formbricks.Integration",
    "formbricks.Webhook",
    "formbricks.Language",
    "formbricks.Chart",
    "formbricks.Dashboard",
    "formbricks.DashboardWidget",
    "formbricks.FeedbackDirectory",
    "formbricks.FeedbackDirectoryWorkspace",
    "formbricks.FeedbackSource",
    "formbricks.Workflow",
    "formbricks.WorkflowVersion",
    "formbricks.oauthClient",
    "formbricks.oauthConsent",
    "formbricks.oauthResource",
  ],
};
