import type { CorpusApp } from "../types.js";

// n8n workflow automation (TypeORM). Timestamps are timestamptz(3) with DEFAULT CURRENT_TIMESTAMP(3), camelCase columns.
// dataSql starts with the rows the migrations themselves seed (migrations, the 7 system roles, 3 settings).
// Cleanup read from packages/cli/src/services/pruning/executions-pruning.service.ts, packages/cli/src/modules/insights/
// and packages/cli/src/workflows/workflow-history.ee/. Not cleaned by age: insights_raw (every row is compacted into
// insights_by_period and deleted, whatever its age), execution_data / execution_metadata / execution_annotations (only with
// their execution), processed_data, test_run.
export const app: CorpusApp = {
  name: "n8n",
  framework: "typeorm",
  source: {
    repo: "n8n-io/n8n",
    commit: "bde4eac45f06aa7dc133ad22678d19b7c406cab7",
    schemaFrom:
      "all 101 postgres migrations of @n8n/db@0.26.0 (the published package n8n@1.115.0 uses; same list as packages/@n8n/db/src/migrations/postgresdb/index.ts at bde4eac) run through @n8n/db's DbConnection.migrate() into schema n8n on PostgreSQL 15, then dumped; every table. Source read from the snapshot yucelz/anyflow (upstream history up to bde4eac); n8n-io/n8n is over the fetch size limit",
  },
  schemas: ["n8n"],
  schemaSql: `-- n8n 1.115.0 (n8n-io/n8n; schema from the published @n8n/db@0.26.0, the version n8n@1.115.0 depends on, whose
-- postgres migration list is identical, migration for migration, to packages/@n8n/db/src/migrations/postgresdb/index.ts
-- at upstream commit bde4eac45f06aa7dc133ad22678d19b7c406cab7, read from the snapshot yucelz/anyflow; n8n-io/n8n is
-- over the fetch size limit). Built by running all 101 postgres migrations with @n8n/db's own DbConnection.migrate()
-- (wrapMigration, TypeORM runMigrations) against PostgreSQL 15 with DB_POSTGRESDB_SCHEMA=n8n, then dumping the schema.
-- All 41 tables (including TypeORM's migrations table).
CREATE SCHEMA n8n;

CREATE TABLE n8n.annotation_tag_entity (
    id character varying(16) NOT NULL,
    name character varying(24) NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n.auth_identity (
    "userId" uuid,
    "providerId" character varying(64) NOT NULL,
    "providerType" character varying(32) NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n.auth_provider_sync_history (
    id integer NOT NULL,
    "providerType" character varying(32) NOT NULL,
    "runMode" text NOT NULL,
    status text NOT NULL,
    "startedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    "endedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    scanned integer NOT NULL,
    created integer NOT NULL,
    updated integer NOT NULL,
    disabled integer NOT NULL,
    error text
);

CREATE SEQUENCE n8n.auth_provider_sync_history_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE n8n.auth_provider_sync_history_id_seq OWNED BY n8n.auth_provider_sync_history.id;

CREATE TABLE n8n.credentials_entity (
    name character varying(128) NOT NULL,
    data text NOT NULL,
    type character varying(128) NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    id character varying(36) NOT NULL,
    "isManaged" boolean DEFAULT false NOT NULL
);

CREATE TABLE n8n.data_table (
    id character varying(36) NOT NULL,
    name character varying(128) NOT NULL,
    "projectId" character varying(36) NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n.data_table_column (
    id character varying(36) NOT NULL,
    name character varying(128) NOT NULL,
    type character varying(32) NOT NULL,
    index integer NOT NULL,
    "dataTableId" character varying(36) NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n.event_destinations (
    id uuid NOT NULL,
    destination jsonb NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n.execution_annotation_tags (
    "annotationId" integer NOT NULL,
    "tagId" character varying(24) NOT NULL
);

CREATE TABLE n8n.execution_annotations (
    id integer NOT NULL,
    "executionId" integer NOT NULL,
    vote character varying(6),
    note text,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE SEQUENCE n8n.execution_annotations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE n8n.execution_annotations_id_seq OWNED BY n8n.execution_annotations.id;

CREATE TABLE n8n.execution_data (
    "executionId" integer NOT NULL,
    "workflowData" json NOT NULL,
    data text NOT NULL
);

CREATE TABLE n8n.execution_entity (
    id integer NOT NULL,
    finished boolean NOT NULL,
    mode character varying NOT NULL,
    "retryOf" character varying,
    "retrySuccessId" character varying,
    "startedAt" timestamp(3) with time zone,
    "stoppedAt" timestamp(3) with time zone,
    "waitTill" timestamp(3) with time zone,
    status character varying NOT NULL,
    "workflowId" character varying(36) NOT NULL,
    "deletedAt" timestamp(3) with time zone,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE SEQUENCE n8n.execution_entity_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE n8n.execution_entity_id_seq OWNED BY n8n.execution_entity.id;

CREATE TABLE n8n.execution_metadata (
    id integer NOT NULL,
    "executionId" integer NOT NULL,
    key character varying(255) NOT NULL,
    value text NOT NULL
);

CREATE SEQUENCE n8n.execution_metadata_temp_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE n8n.execution_metadata_temp_id_seq OWNED BY n8n.execution_metadata.id;

CREATE TABLE n8n.folder (
    id character varying(36) NOT NULL,
    name character varying(128) NOT NULL,
    "parentFolderId" character varying(36),
    "projectId" character varying(36) NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n.folder_tag (
    "folderId" character varying(36) NOT NULL,
    "tagId" character varying(36) NOT NULL
);

CREATE TABLE n8n.insights_by_period (
    id integer NOT NULL,
    "metaId" integer NOT NULL,
    type integer NOT NULL,
    value integer NOT NULL,
    "periodUnit" integer NOT NULL,
    "periodStart" timestamp(0) with time zone DEFAULT CURRENT_TIMESTAMP
);

ALTER TABLE n8n.insights_by_period ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME n8n.insights_by_period_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE n8n.insights_metadata (
    "metaId" integer NOT NULL,
    "workflowId" character varying(16),
    "projectId" character varying(36),
    "workflowName" character varying(128) NOT NULL,
    "projectName" character varying(255) NOT NULL
);

ALTER TABLE n8n.insights_metadata ALTER COLUMN "metaId" ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME n8n."insights_metadata_metaId_seq"
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE n8n.insights_raw (
    id integer NOT NULL,
    "metaId" integer NOT NULL,
    type integer NOT NULL,
    value integer NOT NULL,
    "timestamp" timestamp(0) with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

ALTER TABLE n8n.insights_raw ALTER COLUMN id ADD GENERATED BY DEFAULT AS IDENTITY (
    SEQUENCE NAME n8n.insights_raw_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE n8n.installed_nodes (
    name character varying(200) NOT NULL,
    type character varying(200) NOT NULL,
    "latestVersion" integer DEFAULT 1 NOT NULL,
    package character varying(241) NOT NULL
);

CREATE TABLE n8n.installed_packages (
    "packageName" character varying(214) NOT NULL,
    "installedVersion" character varying(50) NOT NULL,
    "authorName" character varying(70),
    "authorEmail" character varying(70),
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n.invalid_auth_token (
    token character varying(512) NOT NULL,
    "expiresAt" timestamp(3) with time zone NOT NULL
);

CREATE TABLE n8n.migrations (
    id integer NOT NULL,
    "timestamp" bigint NOT NULL,
    name character varying NOT NULL
);

CREATE SEQUENCE n8n.migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE n8n.migrations_id_seq OWNED BY n8n.migrations.id;

CREATE TABLE n8n.processed_data (
    "workflowId" character varying(36) NOT NULL,
    context character varying(255) NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    value text NOT NULL
);

CREATE TABLE n8n.project (
    id character varying(36) NOT NULL,
    name character varying(255) NOT NULL,
    type character varying(36) NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    icon json,
    description character varying(512)
);

CREATE TABLE n8n.project_relation (
    "projectId" character varying(36) NOT NULL,
    "userId" uuid NOT NULL,
    role character varying NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n.role (
    slug character varying(128) NOT NULL,
    "displayName" text,
    description text,
    "roleType" text,
    "systemRole" boolean DEFAULT false NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n.role_scope (
    "roleSlug" character varying(128) NOT NULL,
    "scopeSlug" character varying(128) NOT NULL
);

CREATE TABLE n8n.scope (
    slug character varying(128) NOT NULL,
    "displayName" text,
    description text
);

CREATE TABLE n8n.settings (
    key character varying(255) NOT NULL,
    value text NOT NULL,
    "loadOnStartup" boolean DEFAULT false NOT NULL
);

CREATE TABLE n8n.shared_credentials (
    "credentialsId" character varying(36) NOT NULL,
    "projectId" character varying(36) NOT NULL,
    role text NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n.shared_workflow (
    "workflowId" character varying(36) NOT NULL,
    "projectId" character varying(36) NOT NULL,
    role text NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n.tag_entity (
    name character varying(24) NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    id character varying(36) NOT NULL
);

CREATE TABLE n8n.test_case_execution (
    id character varying(36) NOT NULL,
    "testRunId" character varying(36) NOT NULL,
    "executionId" integer,
    status character varying NOT NULL,
    "runAt" timestamp(3) with time zone,
    "completedAt" timestamp(3) with time zone,
    "errorCode" character varying,
    "errorDetails" json,
    metrics json,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    inputs json,
    outputs json
);

CREATE TABLE n8n.test_run (
    id character varying(36) NOT NULL,
    "workflowId" character varying(36) NOT NULL,
    status character varying NOT NULL,
    "errorCode" character varying,
    "errorDetails" json,
    "runAt" timestamp(3) with time zone,
    "completedAt" timestamp(3) with time zone,
    metrics json,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL
);

CREATE TABLE n8n."user" (
    id uuid DEFAULT uuid_in((OVERLAY(OVERLAY(md5((((random())::text || ':'::text) || (clock_timestamp())::text)) PLACING '4'::text FROM 13) PLACING to_hex((floor(((random() * (((11 - 8) + 1))::double precision) + (8)::double precision)))::integer) FROM 17))::cstring) NOT NULL,
    email character varying(255),
    "firstName" character varying(32),
    "lastName" character varying(32),
    password character varying(255),
    "personalizationAnswers" json,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    settings json,
    disabled boolean DEFAULT false NOT NULL,
    "mfaEnabled" boolean DEFAULT false NOT NULL,
    "mfaSecret" text,
    "mfaRecoveryCodes" text,
    "lastActiveAt" date,
    "roleSlug" character varying(128) DEFAULT 'global:member'::character varying NOT NULL
);

CREATE TABLE n8n.user_api_keys (
    id character varying(36) NOT NULL,
    "userId" uuid NOT NULL,
    label character varying(100) NOT NULL,
    "apiKey" character varying NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    scopes json,
    audience character varying DEFAULT 'public-api'::character varying NOT NULL
);

CREATE TABLE n8n.variables (
    key character varying(50) NOT NULL,
    type character varying(50) DEFAULT 'string'::character varying NOT NULL,
    value character varying(255),
    id character varying(36) NOT NULL,
    "projectId" character varying(36)
);

CREATE TABLE n8n.webhook_entity (
    "webhookPath" character varying NOT NULL,
    method character varying NOT NULL,
    node character varying NOT NULL,
    "webhookId" character varying,
    "pathLength" integer,
    "workflowId" character varying(36) NOT NULL
);

CREATE TABLE n8n.workflow_entity (
    name character varying(128) NOT NULL,
    active boolean NOT NULL,
    nodes json NOT NULL,
    connections json NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    settings json,
    "staticData" json,
    "pinData" json,
    "versionId" character(36),
    "triggerCount" integer DEFAULT 0 NOT NULL,
    id character varying(36) NOT NULL,
    meta json,
    "parentFolderId" character varying(36) DEFAULT NULL::character varying,
    "isArchived" boolean DEFAULT false NOT NULL
);

CREATE TABLE n8n.workflow_history (
    "versionId" character varying(36) NOT NULL,
    "workflowId" character varying(36) NOT NULL,
    authors character varying(255) NOT NULL,
    "createdAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    "updatedAt" timestamp(3) with time zone DEFAULT CURRENT_TIMESTAMP(3) NOT NULL,
    nodes json NOT NULL,
    connections json NOT NULL
);

CREATE TABLE n8n.workflow_statistics (
    count integer DEFAULT 0,
    "latestEvent" timestamp(3) with time zone,
    name character varying(128) NOT NULL,
    "workflowId" character varying(36) NOT NULL,
    "rootCount" integer DEFAULT 0
);

CREATE TABLE n8n.workflows_tags (
    "workflowId" character varying(36) NOT NULL,
    "tagId" character varying(36) NOT NULL
);

ALTER TABLE ONLY n8n.auth_provider_sync_history ALTER COLUMN id SET DEFAULT nextval('n8n.auth_provider_sync_history_id_seq'::regclass);

ALTER TABLE ONLY n8n.execution_annotations ALTER COLUMN id SET DEFAULT nextval('n8n.execution_annotations_id_seq'::regclass);

ALTER TABLE ONLY n8n.execution_entity ALTER COLUMN id SET DEFAULT nextval('n8n.execution_entity_id_seq'::regclass);

ALTER TABLE ONLY n8n.execution_metadata ALTER COLUMN id SET DEFAULT nextval('n8n.execution_metadata_temp_id_seq'::regclass);

ALTER TABLE ONLY n8n.migrations ALTER COLUMN id SET DEFAULT nextval('n8n.migrations_id_seq'::regclass);

ALTER TABLE ONLY n8n.test_run
    ADD CONSTRAINT "PK_011c050f566e9db509a0fadb9b9" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.installed_packages
    ADD CONSTRAINT "PK_08cc9197c39b028c1e9beca225940576fd1a5804" PRIMARY KEY ("packageName");

ALTER TABLE ONLY n8n.execution_metadata
    ADD CONSTRAINT "PK_17a0b6284f8d626aae88e1c16e4" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.project_relation
    ADD CONSTRAINT "PK_1caaa312a5d7184a003be0f0cb6" PRIMARY KEY ("projectId", "userId");

ALTER TABLE ONLY n8n.folder_tag
    ADD CONSTRAINT "PK_27e4e00852f6b06a925a4d83a3e" PRIMARY KEY ("folderId", "tagId");

ALTER TABLE ONLY n8n.role
    ADD CONSTRAINT "PK_35c9b140caaf6da09cfabb0d675" PRIMARY KEY (slug);

ALTER TABLE ONLY n8n.project
    ADD CONSTRAINT "PK_4d68b1358bb5b766d3e78f32f57" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.invalid_auth_token
    ADD CONSTRAINT "PK_5779069b7235b256d91f7af1a15" PRIMARY KEY (token);

ALTER TABLE ONLY n8n.shared_workflow
    ADD CONSTRAINT "PK_5ba87620386b847201c9531c58f" PRIMARY KEY ("workflowId", "projectId");

ALTER TABLE ONLY n8n.folder
    ADD CONSTRAINT "PK_6278a41a706740c94c02e288df8" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.data_table_column
    ADD CONSTRAINT "PK_673cb121ee4a8a5e27850c72c51" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.annotation_tag_entity
    ADD CONSTRAINT "PK_69dfa041592c30bbc0d4b84aa00" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.execution_annotations
    ADD CONSTRAINT "PK_7afcf93ffa20c4252869a7c6a23" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.migrations
    ADD CONSTRAINT "PK_8c82d7f526340ab734260ea46be" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.installed_nodes
    ADD CONSTRAINT "PK_8ebd28194e4f792f96b5933423fc439df97d9689" PRIMARY KEY (name);

ALTER TABLE ONLY n8n.shared_credentials
    ADD CONSTRAINT "PK_8ef3a59796a228913f251779cff" PRIMARY KEY ("credentialsId", "projectId");

ALTER TABLE ONLY n8n.test_case_execution
    ADD CONSTRAINT "PK_90c121f77a78a6580e94b794bce" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.user_api_keys
    ADD CONSTRAINT "PK_978fa5caa3468f463dac9d92e69" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.execution_annotation_tags
    ADD CONSTRAINT "PK_979ec03d31294cca484be65d11f" PRIMARY KEY ("annotationId", "tagId");

ALTER TABLE ONLY n8n.webhook_entity
    ADD CONSTRAINT "PK_b21ace2e13596ccd87dc9bf4ea6" PRIMARY KEY ("webhookPath", method);

ALTER TABLE ONLY n8n.insights_by_period
    ADD CONSTRAINT "PK_b606942249b90cc39b0265f0575" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.workflow_history
    ADD CONSTRAINT "PK_b6572dd6173e4cd06fe79937b58" PRIMARY KEY ("versionId");

ALTER TABLE ONLY n8n.scope
    ADD CONSTRAINT "PK_bfc45df0481abd7f355d6187da1" PRIMARY KEY (slug);

ALTER TABLE ONLY n8n.processed_data
    ADD CONSTRAINT "PK_ca04b9d8dc72de268fe07a65773" PRIMARY KEY ("workflowId", context);

ALTER TABLE ONLY n8n.settings
    ADD CONSTRAINT "PK_dc0fe14e6d9943f268e7b119f69ab8bd" PRIMARY KEY (key);

ALTER TABLE ONLY n8n.data_table
    ADD CONSTRAINT "PK_e226d0001b9e6097cbfe70617cb" PRIMARY KEY (id);

ALTER TABLE ONLY n8n."user"
    ADD CONSTRAINT "PK_ea8f538c94b6e352418254ed6474a81f" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.insights_raw
    ADD CONSTRAINT "PK_ec15125755151e3a7e00e00014f" PRIMARY KEY (id);

ALTER TABLE ONLY n8n.insights_metadata
    ADD CONSTRAINT "PK_f448a94c35218b6208ce20cf5a1" PRIMARY KEY ("metaId");

ALTER TABLE ONLY n8n.role_scope
    ADD CONSTRAINT "PK_role_scope" PRIMARY KEY ("roleSlug", "scopeSlug");

ALTER TABLE ONLY n8n.data_table_column
    ADD CONSTRAINT "UQ_8082ec4890f892f0bc77473a123" UNIQUE ("dataTableId", name);

ALTER TABLE ONLY n8n.data_table
    ADD CONSTRAINT "UQ_b23096ef747281ac944d28e8b0d" UNIQUE ("projectId", name);

ALTER TABLE ONLY n8n."user"
    ADD CONSTRAINT "UQ_e12875dfb3b1d92d7d7c5377e2" UNIQUE (email);

ALTER TABLE ONLY n8n.auth_identity
    ADD CONSTRAINT auth_identity_pkey PRIMARY KEY ("providerId", "providerType");

ALTER TABLE ONLY n8n.auth_provider_sync_history
    ADD CONSTRAINT auth_provider_sync_history_pkey PRIMARY KEY (id);

ALTER TABLE ONLY n8n.credentials_entity
    ADD CONSTRAINT credentials_entity_pkey PRIMARY KEY (id);

ALTER TABLE ONLY n8n.event_destinations
    ADD CONSTRAINT event_destinations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY n8n.execution_data
    ADD CONSTRAINT execution_data_pkey PRIMARY KEY ("executionId");

ALTER TABLE ONLY n8n.execution_entity
    ADD CONSTRAINT pk_e3e63bbf986767844bbe1166d4e PRIMARY KEY (id);

ALTER TABLE ONLY n8n.workflow_statistics
    ADD CONSTRAINT pk_workflow_statistics PRIMARY KEY ("workflowId", name);

ALTER TABLE ONLY n8n.workflows_tags
    ADD CONSTRAINT pk_workflows_tags PRIMARY KEY ("workflowId", "tagId");

ALTER TABLE ONLY n8n.tag_entity
    ADD CONSTRAINT tag_entity_pkey PRIMARY KEY (id);

ALTER TABLE ONLY n8n.variables
    ADD CONSTRAINT variables_pkey PRIMARY KEY (id);

ALTER TABLE ONLY n8n.workflow_entity
    ADD CONSTRAINT workflow_entity_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX "IDX_14f68deffaf858465715995508" ON n8n.folder USING btree ("projectId", id);

CREATE UNIQUE INDEX "IDX_1d8ab99d5861c9388d2dc1cf73" ON n8n.insights_metadata USING btree ("workflowId");

CREATE INDEX "IDX_1e31657f5fe46816c34be7c1b4" ON n8n.workflow_history USING btree ("workflowId");

CREATE UNIQUE INDEX "IDX_1ef35bac35d20bdae979d917a3" ON n8n.user_api_keys USING btree ("apiKey");

CREATE INDEX "IDX_5f0643f6717905a05164090dde" ON n8n.project_relation USING btree ("userId");

CREATE UNIQUE INDEX "IDX_60b6a84299eeb3f671dfec7693" ON n8n.insights_by_period USING btree ("periodStart", type, "periodUnit", "metaId");

CREATE INDEX "IDX_61448d56d61802b5dfde5cdb00" ON n8n.project_relation USING btree ("projectId");

CREATE UNIQUE INDEX "IDX_63d7bbae72c767cf162d459fcc" ON n8n.user_api_keys USING btree ("userId", label);

CREATE INDEX "IDX_8e4b4774db42f1e6dda3452b2a" ON n8n.test_case_execution USING btree ("testRunId");

CREATE UNIQUE INDEX "IDX_97f863fa83c4786f1956508496" ON n8n.execution_annotations USING btree ("executionId");

CREATE INDEX "IDX_a3697779b366e131b2bbdae297" ON n8n.execution_annotation_tags USING btree ("tagId");

CREATE UNIQUE INDEX "IDX_ae51b54c4bb430cf92f48b623f" ON n8n.annotation_tag_entity USING btree (name);

CREATE INDEX "IDX_c1519757391996eb06064f0e7c" ON n8n.execution_annotation_tags USING btree ("annotationId");

CREATE UNIQUE INDEX "IDX_cec8eea3bf49551482ccb4933e" ON n8n.execution_metadata USING btree ("executionId", key);

CREATE INDEX "IDX_d6870d3b6e4c185d33926f423c" ON n8n.test_run USING btree ("workflowId");

CREATE INDEX "IDX_execution_entity_deletedAt" ON n8n.execution_entity USING btree ("deletedAt");

CREATE INDEX "IDX_role_scope_scopeSlug" ON n8n.role_scope USING btree ("scopeSlug");

CREATE INDEX "IDX_workflow_entity_name" ON n8n.workflow_entity USING btree (name);

CREATE INDEX idx_07fde106c0b471d8cc80a64fc8 ON n8n.credentials_entity USING btree (type);

CREATE INDEX idx_16f4436789e804e3e1c9eeb240 ON n8n.webhook_entity USING btree ("webhookId", method, "pathLength");

CREATE UNIQUE INDEX idx_812eb05f7451ca757fb98444ce ON n8n.tag_entity USING btree (name);

CREATE INDEX idx_execution_entity_stopped_at_status_deleted_at ON n8n.execution_entity USING btree ("stoppedAt", status, "deletedAt") WHERE (("stoppedAt" IS NOT NULL) AND ("deletedAt" IS NULL));

CREATE INDEX idx_execution_entity_wait_till_status_deleted_at ON n8n.execution_entity USING btree ("waitTill", status, "deletedAt") WHERE (("waitTill" IS NOT NULL) AND ("deletedAt" IS NULL));

CREATE INDEX idx_execution_entity_workflow_id_started_at ON n8n.execution_entity USING btree ("workflowId", "startedAt") WHERE (("startedAt" IS NOT NULL) AND ("deletedAt" IS NULL));

CREATE INDEX idx_workflows_tags_workflow_id ON n8n.workflows_tags USING btree ("workflowId");

CREATE UNIQUE INDEX pk_credentials_entity_id ON n8n.credentials_entity USING btree (id);

CREATE UNIQUE INDEX pk_tag_entity_id ON n8n.tag_entity USING btree (id);

CREATE UNIQUE INDEX pk_workflow_entity_id ON n8n.workflow_entity USING btree (id);

CREATE INDEX project_relation_role_idx ON n8n.project_relation USING btree (role);

CREATE INDEX project_relation_role_project_idx ON n8n.project_relation USING btree ("projectId", role);

CREATE INDEX user_role_idx ON n8n."user" USING btree ("roleSlug");

CREATE UNIQUE INDEX variables_global_key_unique ON n8n.variables USING btree (key) WHERE ("projectId" IS NULL);

CREATE UNIQUE INDEX variables_project_key_unique ON n8n.variables USING btree ("projectId", key) WHERE ("projectId" IS NOT NULL);

ALTER TABLE ONLY n8n.processed_data
    ADD CONSTRAINT "FK_06a69a7032c97a763c2c7599464" FOREIGN KEY ("workflowId") REFERENCES n8n.workflow_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.insights_metadata
    ADD CONSTRAINT "FK_1d8ab99d5861c9388d2dc1cf733" FOREIGN KEY ("workflowId") REFERENCES n8n.workflow_entity(id) ON DELETE SET NULL;

ALTER TABLE ONLY n8n.workflow_history
    ADD CONSTRAINT "FK_1e31657f5fe46816c34be7c1b4b" FOREIGN KEY ("workflowId") REFERENCES n8n.workflow_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.insights_metadata
    ADD CONSTRAINT "FK_2375a1eda085adb16b24615b69c" FOREIGN KEY ("projectId") REFERENCES n8n.project(id) ON DELETE SET NULL;

ALTER TABLE ONLY n8n.execution_metadata
    ADD CONSTRAINT "FK_31d0b4c93fb85ced26f6005cda3" FOREIGN KEY ("executionId") REFERENCES n8n.execution_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.shared_credentials
    ADD CONSTRAINT "FK_416f66fc846c7c442970c094ccf" FOREIGN KEY ("credentialsId") REFERENCES n8n.credentials_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.variables
    ADD CONSTRAINT "FK_42f6c766f9f9d2edcc15bdd6e9b" FOREIGN KEY ("projectId") REFERENCES n8n.project(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.project_relation
    ADD CONSTRAINT "FK_5f0643f6717905a05164090dde7" FOREIGN KEY ("userId") REFERENCES n8n."user"(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.project_relation
    ADD CONSTRAINT "FK_61448d56d61802b5dfde5cdb002" FOREIGN KEY ("projectId") REFERENCES n8n.project(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.insights_by_period
    ADD CONSTRAINT "FK_6414cfed98daabbfdd61a1cfbc0" FOREIGN KEY ("metaId") REFERENCES n8n.insights_metadata("metaId") ON DELETE CASCADE;

ALTER TABLE ONLY n8n.insights_raw
    ADD CONSTRAINT "FK_6e2e33741adef2a7c5d66befa4e" FOREIGN KEY ("metaId") REFERENCES n8n.insights_metadata("metaId") ON DELETE CASCADE;

ALTER TABLE ONLY n8n.installed_nodes
    ADD CONSTRAINT "FK_73f857fc5dce682cef8a99c11dbddbc969618951" FOREIGN KEY (package) REFERENCES n8n.installed_packages("packageName") ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY n8n.folder
    ADD CONSTRAINT "FK_804ea52f6729e3940498bd54d78" FOREIGN KEY ("parentFolderId") REFERENCES n8n.folder(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.shared_credentials
    ADD CONSTRAINT "FK_812c2852270da1247756e77f5a4" FOREIGN KEY ("projectId") REFERENCES n8n.project(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.test_case_execution
    ADD CONSTRAINT "FK_8e4b4774db42f1e6dda3452b2af" FOREIGN KEY ("testRunId") REFERENCES n8n.test_run(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.data_table_column
    ADD CONSTRAINT "FK_930b6e8faaf88294cef23484160" FOREIGN KEY ("dataTableId") REFERENCES n8n.data_table(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.folder_tag
    ADD CONSTRAINT "FK_94a60854e06f2897b2e0d39edba" FOREIGN KEY ("folderId") REFERENCES n8n.folder(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.execution_annotations
    ADD CONSTRAINT "FK_97f863fa83c4786f19565084960" FOREIGN KEY ("executionId") REFERENCES n8n.execution_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.execution_annotation_tags
    ADD CONSTRAINT "FK_a3697779b366e131b2bbdae2976" FOREIGN KEY ("tagId") REFERENCES n8n.annotation_tag_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.shared_workflow
    ADD CONSTRAINT "FK_a45ea5f27bcfdc21af9b4188560" FOREIGN KEY ("projectId") REFERENCES n8n.project(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.folder
    ADD CONSTRAINT "FK_a8260b0b36939c6247f385b8221" FOREIGN KEY ("projectId") REFERENCES n8n.project(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.execution_annotation_tags
    ADD CONSTRAINT "FK_c1519757391996eb06064f0e7c8" FOREIGN KEY ("annotationId") REFERENCES n8n.execution_annotations(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.data_table
    ADD CONSTRAINT "FK_c2a794257dee48af7c9abf681de" FOREIGN KEY ("projectId") REFERENCES n8n.project(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.project_relation
    ADD CONSTRAINT "FK_c6b99592dc96b0d836d7a21db91" FOREIGN KEY (role) REFERENCES n8n.role(slug);

ALTER TABLE ONLY n8n.test_run
    ADD CONSTRAINT "FK_d6870d3b6e4c185d33926f423c8" FOREIGN KEY ("workflowId") REFERENCES n8n.workflow_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.shared_workflow
    ADD CONSTRAINT "FK_daa206a04983d47d0a9c34649ce" FOREIGN KEY ("workflowId") REFERENCES n8n.workflow_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.folder_tag
    ADD CONSTRAINT "FK_dc88164176283de80af47621746" FOREIGN KEY ("tagId") REFERENCES n8n.tag_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.user_api_keys
    ADD CONSTRAINT "FK_e131705cbbc8fb589889b02d457" FOREIGN KEY ("userId") REFERENCES n8n."user"(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.test_case_execution
    ADD CONSTRAINT "FK_e48965fac35d0f5b9e7f51d8c44" FOREIGN KEY ("executionId") REFERENCES n8n.execution_entity(id) ON DELETE SET NULL;

ALTER TABLE ONLY n8n."user"
    ADD CONSTRAINT "FK_eaea92ee7bfb9c1b6cd01505d56" FOREIGN KEY ("roleSlug") REFERENCES n8n.role(slug);

ALTER TABLE ONLY n8n.role_scope
    ADD CONSTRAINT "FK_role" FOREIGN KEY ("roleSlug") REFERENCES n8n.role(slug) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY n8n.role_scope
    ADD CONSTRAINT "FK_scope" FOREIGN KEY ("scopeSlug") REFERENCES n8n.scope(slug) ON UPDATE CASCADE ON DELETE CASCADE;

ALTER TABLE ONLY n8n.auth_identity
    ADD CONSTRAINT "auth_identity_userId_fkey" FOREIGN KEY ("userId") REFERENCES n8n."user"(id);

ALTER TABLE ONLY n8n.execution_data
    ADD CONSTRAINT execution_data_fk FOREIGN KEY ("executionId") REFERENCES n8n.execution_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.execution_entity
    ADD CONSTRAINT fk_execution_entity_workflow_id FOREIGN KEY ("workflowId") REFERENCES n8n.workflow_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.webhook_entity
    ADD CONSTRAINT fk_webhook_entity_workflow_id FOREIGN KEY ("workflowId") REFERENCES n8n.workflow_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.workflow_entity
    ADD CONSTRAINT fk_workflow_parent_folder FOREIGN KEY ("parentFolderId") REFERENCES n8n.folder(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.workflow_statistics
    ADD CONSTRAINT fk_workflow_statistics_workflow_id FOREIGN KEY ("workflowId") REFERENCES n8n.workflow_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.workflows_tags
    ADD CONSTRAINT fk_workflows_tags_tag_id FOREIGN KEY ("tagId") REFERENCES n8n.tag_entity(id) ON DELETE CASCADE;

ALTER TABLE ONLY n8n.workflows_tags
    ADD CONSTRAINT fk_workflows_tags_workflow_id FOREIGN KEY ("workflowId") REFERENCES n8n.workflow_entity(id) ON DELETE CASCADE;
`,
  dataSql: `INSERT INTO n8n.migrations ("timestamp", name) VALUES
  (1587669153312, 'InitialMigration1587669153312'),
  (1589476000887, 'WebhookModel1589476000887'),
  (1594828256133, 'CreateIndexStoppedAt1594828256133'),
  (1607431743768, 'MakeStoppedAtNullable1607431743768'),
  (1611144599516, 'AddWebhookId1611144599516'),
  (1617270242566, 'CreateTagEntity1617270242566'),
  (1620824779533, 'UniqueWorkflowNames1620824779533'),
  (1626176912946, 'AddwaitTill1626176912946'),
  (1630419189837, 'UpdateWorkflowCredentials1630419189837'),
  (1644422880309, 'AddExecutionEntityIndexes1644422880309'),
  (1646834195327, 'IncreaseTypeVarcharLimit1646834195327'),
  (1646992772331, 'CreateUserManagement1646992772331'),
  (1648740597343, 'LowerCaseUserEmail1648740597343'),
  (1652254514002, 'CommunityNodes1652254514002'),
  (1652367743993, 'AddUserSettings1652367743993'),
  (1652905585850, 'AddAPIKeyColumn1652905585850'),
  (1654090467022, 'IntroducePinData1654090467022'),
  (1658932090381, 'AddNodeIds1658932090381'),
  (1659902242948, 'AddJsonKeyPinData1659902242948'),
  (1660062385367, 'CreateCredentialsUserRole1660062385367'),
  (1663755770893, 'CreateWorkflowsEditorRole1663755770893'),
  (1664196174001, 'WorkflowStatistics1664196174001'),
  (1665484192212, 'CreateCredentialUsageTable1665484192212'),
  (1665754637025, 'RemoveCredentialUsageTable1665754637025'),
  (1669739707126, 'AddWorkflowVersionIdColumn1669739707126'),
  (1669823906995, 'AddTriggerCountColumn1669823906995'),
  (1671535397530, 'MessageEventBusDestinations1671535397530'),
  (1671726148421, 'RemoveWorkflowDataLoadedFlag1671726148421'),
  (1673268682475, 'DeleteExecutionsWithWorkflows1673268682475'),
  (1674138566000, 'AddStatusToExecutions1674138566000'),
  (1674509946020, 'CreateLdapEntities1674509946020'),
  (1675940580449, 'PurgeInvalidWorkflowConnections1675940580449'),
  (1676996103000, 'MigrateExecutionStatus1676996103000'),
  (1677236854063, 'UpdateRunningExecutionStatus1677236854063'),
  (1677501636754, 'CreateVariables1677501636754'),
  (1679416281778, 'CreateExecutionMetadataTable1679416281778'),
  (1681134145996, 'AddUserActivatedProperty1681134145996'),
  (1681134145997, 'RemoveSkipOwnerSetup1681134145997'),
  (1690000000000, 'MigrateIntegerKeysToString1690000000000'),
  (1690000000020, 'SeparateExecutionData1690000000020'),
  (1690000000030, 'RemoveResetPasswordColumns1690000000030'),
  (1690000000030, 'AddMfaColumns1690000000030'),
  (1690787606731, 'AddMissingPrimaryKeyOnExecutionData1690787606731'),
  (1691088862123, 'CreateWorkflowNameIndex1691088862123'),
  (1692967111175, 'CreateWorkflowHistoryTable1692967111175'),
  (1693491613982, 'ExecutionSoftDelete1693491613982'),
  (1693554410387, 'DisallowOrphanExecutions1693554410387'),
  (1694091729095, 'MigrateToTimestampTz1694091729095'),
  (1695128658538, 'AddWorkflowMetadata1695128658538'),
  (1695829275184, 'ModifyWorkflowHistoryNodesAndConnections1695829275184'),
  (1700571993961, 'AddGlobalAdminRole1700571993961'),
  (1705429061930, 'DropRoleMapping1705429061930'),
  (1711018413374, 'RemoveFailedExecutionStatus1711018413374'),
  (1711390882123, 'MoveSshKeysToDatabase1711390882123'),
  (1712044305787, 'RemoveNodesAccess1712044305787'),
  (1714133768519, 'CreateProject1714133768519'),
  (1714133768521, 'MakeExecutionStatusNonNullable1714133768521'),
  (1717498465931, 'AddActivatedAtUserSetting1717498465931'),
  (1720101653148, 'AddConstraintToExecutionMetadata1720101653148'),
  (1721377157740, 'FixExecutionMetadataSequence1721377157740'),
  (1723627610222, 'CreateInvalidAuthTokenTable1723627610222'),
  (1723796243146, 'RefactorExecutionIndices1723796243146'),
  (1724753530828, 'CreateAnnotationTables1724753530828'),
  (1724951148974, 'AddApiKeysTable1724951148974'),
  (1726606152711, 'CreateProcessedDataTable1726606152711'),
  (1727427440136, 'SeparateExecutionCreationFromStart1727427440136'),
  (1728659839644, 'AddMissingPrimaryKeyOnAnnotationTagMapping1728659839644'),
  (1729607673464, 'UpdateProcessedDataValueColumnToText1729607673464'),
  (1729607673469, 'AddProjectIcons1729607673469'),
  (1730386903556, 'CreateTestDefinitionTable1730386903556'),
  (1731404028106, 'AddDescriptionToTestDefinition1731404028106'),
  (1731582748663, 'MigrateTestDefinitionKeyToString1731582748663'),
  (1732271325258, 'CreateTestMetricTable1732271325258'),
  (1732549866705, 'CreateTestRun1732549866705'),
  (1733133775640, 'AddMockedNodesColumnToTestDefinition1733133775640'),
  (1734479635324, 'AddManagedColumnToCredentialsTable1734479635324'),
  (1736172058779, 'AddStatsColumnsToTestRun1736172058779'),
  (1736947513045, 'CreateTestCaseExecutionTable1736947513045'),
  (1737715421462, 'AddErrorColumnsToTestRuns1737715421462'),
  (1738709609940, 'CreateFolderTable1738709609940'),
  (1739549398681, 'CreateAnalyticsTables1739549398681'),
  (1740445074052, 'UpdateParentFolderIdColumn1740445074052'),
  (1741167584277, 'RenameAnalyticsToInsights1741167584277'),
  (1742918400000, 'AddScopesColumnToApiKeys1742918400000'),
  (1745322634000, 'ClearEvaluation1745322634000'),
  (1745587087521, 'AddWorkflowStatisticsRootCount1745587087521'),
  (1745934666076, 'AddWorkflowArchivedColumn1745934666076'),
  (1745934666077, 'DropRoleTable1745934666077'),
  (1747824239000, 'AddProjectDescriptionColumn1747824239000'),
  (1750252139166, 'AddLastActiveAtColumnToUser1750252139166'),
  (1750252139166, 'AddScopeTables1750252139166'),
  (1750252139167, 'AddRolesTables1750252139167'),
  (1750252139168, 'LinkRoleToUserTable1750252139168'),
  (1750252139170, 'RemoveOldRoleColumn1750252139170'),
  (1752669793000, 'AddInputsOutputsToTestCaseExecution1752669793000'),
  (1753953244168, 'LinkRoleToProjectRelationTable1753953244168'),
  (1754475614601, 'CreateDataStoreTables1754475614601'),
  (1754475614602, 'ReplaceDataStoreTablesWithDataTables1754475614602'),
  (1756906557570, 'AddTimestampsToRoleAndRoleIndexes1756906557570'),
  (1758731786132, 'AddAudienceColumnToApiKeys1758731786132'),
  (1758794506893, 'AddProjectIdToVariableTable1758794506893');
INSERT INTO n8n.role (slug, "displayName", description, "roleType", "systemRole", "createdAt", "updatedAt") VALUES
  ('global:owner', NULL, NULL, 'global', true, now() - interval '34560000 seconds', now() - interval '34560000 seconds'),
  ('global:admin', NULL, NULL, 'global', true, now() - interval '34560000 seconds', now() - interval '34560000 seconds'),
  ('global:member', NULL, NULL, 'global', true, now() - interval '34560000 seconds', now() - interval '34560000 seconds'),
  ('project:personalOwner', NULL, NULL, 'project', true, now() - interval '34560000 seconds', now() - interval '34560000 seconds'),
  ('project:admin', NULL, NULL, 'project', true, now() - interval '34560000 seconds', now() - interval '34560000 seconds'),
  ('project:editor', NULL, NULL, 'project', true, now() - interval '34560000 seconds', now() - interval '34560000 seconds'),
  ('project:viewer', NULL, NULL, 'project', true, now() - interval '34560000 seconds', now() - interval '34560000 seconds');
INSERT INTO n8n.settings ("key", "value", "loadOnStartup") VALUES
  ('userManagement.isInstanceOwnerSetUp', 'true', true),
  ('ui.banners.dismissed', '["V1"]', true),
  ('features.ldap', '{"loginEnabled":false,"loginLabel":"","connectionUrl":"","allowUnauthorizedCerts":false,"connectionSecurity":"none","connectionPort":389,"baseDn":"","bindingAdminDn":"","bindingAdminPassword":"","firstNameAttribute":"","lastNameAttribute":"","emailAttribute":"","loginIdAttribute":"","ldapIdAttribute":"","userFilter":"","synchronizationEnabled":false,"synchronizationInterval":60,"searchPageSize":0,"searchTimeout":60}', true);
INSERT INTO n8n."user" (id, email, "firstName", "lastName", password, "personalizationAnswers", "createdAt", "updatedAt", settings, disabled, "mfaEnabled", "mfaSecret", "mfaRecoveryCodes", "lastActiveAt", "roleSlug") VALUES
  ('8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'user0@corp.example', 'First0', 'Last0', '$2a$10$qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq', '{"version": "v4"}', now() - interval '34560000 seconds', now() - interval '86400 seconds', '{"userActivated": true}', false, false, NULL, NULL, (now() - interval '16 days')::date, 'global:owner'),
  ('0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'user1@corp.example', 'First1', 'Last1', '$2a$10$qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq', NULL, now() - interval '31104000 seconds', now() - interval '86400 seconds', '{"userActivated": true}', false, true, 'enc', 'enc', (now() - interval '18 days')::date, 'global:admin'),
  ('47b83377-4539-5cfa-b775-cae6efa3a876', 'user2@corp.example', 'First2', 'Last2', '$2a$10$qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq', NULL, now() - interval '27648000 seconds', now() - interval '86400 seconds', '{"userActivated": true}', false, false, NULL, NULL, (now() - interval '11 days')::date, 'global:member'),
  ('aff67b92-6750-5231-81e2-5861c1a0a07c', 'user3@corp.example', 'First3', 'Last3', '$2a$10$qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq', NULL, now() - interval '24192000 seconds', now() - interval '86400 seconds', '{"userActivated": true}', false, false, NULL, NULL, (now() - interval '14 days')::date, 'global:member'),
  ('b57016a9-f825-5c38-bd09-1360c98fdfa9', 'user4@corp.example', 'First4', 'Last4', '$2a$10$qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq', NULL, now() - interval '20736000 seconds', now() - interval '86400 seconds', '{"userActivated": true}', false, false, NULL, NULL, (now() - interval '9 days')::date, 'global:member'),
  ('32235b53-53b4-5926-9137-a46b2396e0be', 'user5@corp.example', 'First5', 'Last5', '$2a$10$qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq', NULL, now() - interval '17280000 seconds', now() - interval '86400 seconds', '{"userActivated": true}', true, false, NULL, NULL, (now() - interval '14 days')::date, 'global:member');
INSERT INTO n8n.project (id, name, type, "createdAt", "updatedAt", icon, description) VALUES
  ('1225e5a9-658a-5eb8-8463-7d61f041d6a9', 'First0 Last0 <user0@corp.example>', 'personal', now() - interval '34560000 seconds', now() - interval '86400 seconds', NULL, NULL),
  ('a8d10a64-bb73-542b-922c-91d4293218bb', 'First1 Last1 <user1@corp.example>', 'personal', now() - interval '31104000 seconds', now() - interval '86400 seconds', NULL, NULL),
  ('d2075ba3-ceba-5841-b0c4-ba7dd343ad1a', 'First2 Last2 <user2@corp.example>', 'personal', now() - interval '27648000 seconds', now() - interval '86400 seconds', NULL, NULL),
  ('46c9ec72-468c-5f8a-84e1-1f34017237c8', 'First3 Last3 <user3@corp.example>', 'personal', now() - interval '24192000 seconds', now() - interval '86400 seconds', NULL, NULL),
  ('d88cbc42-34b4-5139-b086-00c7e4935fea', 'First4 Last4 <user4@corp.example>', 'personal', now() - interval '20736000 seconds', now() - interval '86400 seconds', NULL, NULL),
  ('0d240e2d-f9c0-5757-b385-f8e3b30638af', 'First5 Last5 <user5@corp.example>', 'personal', now() - interval '17280000 seconds', now() - interval '86400 seconds', NULL, NULL),
  ('642e9e63-e7cc-581b-8974-ed72bf95bcfe', 'Data team', 'team', now() - interval '17280000 seconds', now() - interval '172800 seconds', '{"type": "icon", "value": "layers"}', 'Shared ETL');
INSERT INTO n8n.project_relation ("projectId", "userId", role, "createdAt", "updatedAt") VALUES
  ('1225e5a9-658a-5eb8-8463-7d61f041d6a9', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'project:personalOwner', now() - interval '34560000 seconds', now() - interval '34560000 seconds'),
  ('a8d10a64-bb73-542b-922c-91d4293218bb', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'project:personalOwner', now() - interval '31104000 seconds', now() - interval '31104000 seconds'),
  ('d2075ba3-ceba-5841-b0c4-ba7dd343ad1a', '47b83377-4539-5cfa-b775-cae6efa3a876', 'project:personalOwner', now() - interval '27648000 seconds', now() - interval '27648000 seconds'),
  ('46c9ec72-468c-5f8a-84e1-1f34017237c8', 'aff67b92-6750-5231-81e2-5861c1a0a07c', 'project:personalOwner', now() - interval '24192000 seconds', now() - interval '24192000 seconds'),
  ('d88cbc42-34b4-5139-b086-00c7e4935fea', 'b57016a9-f825-5c38-bd09-1360c98fdfa9', 'project:personalOwner', now() - interval '20736000 seconds', now() - interval '20736000 seconds'),
  ('0d240e2d-f9c0-5757-b385-f8e3b30638af', '32235b53-53b4-5926-9137-a46b2396e0be', 'project:personalOwner', now() - interval '17280000 seconds', now() - interval '17280000 seconds'),
  ('642e9e63-e7cc-581b-8974-ed72bf95bcfe', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'project:admin', now() - interval '17280000 seconds', now() - interval '17280000 seconds'),
  ('642e9e63-e7cc-581b-8974-ed72bf95bcfe', '47b83377-4539-5cfa-b775-cae6efa3a876', 'project:editor', now() - interval '16416000 seconds', now() - interval '16416000 seconds');
INSERT INTO n8n.workflow_entity (name, active, nodes, connections, "createdAt", "updatedAt", settings, "staticData", "pinData", "versionId", "triggerCount", id, meta, "parentFolderId", "isArchived") VALUES
  ('Workflow 0', true, '[{"name": "Schedule Trigger", "type": "n8n-nodes-base.scheduleTrigger"}]', '{}', now() - interval '25920000 seconds', now() - interval '553787 seconds', '{"executionOrder": "v1"}', NULL, '{}', '08147ac7-da65-5ce3-84fe-1b86240d3601', 1, 'wf000000000000', '{"templateCredsSetupCompleted": true}', NULL, false),
  ('Workflow 1', true, '[{"name": "Schedule Trigger", "type": "n8n-nodes-base.scheduleTrigger"}]', '{}', now() - interval '23328000 seconds', now() - interval '161891 seconds', '{"executionOrder": "v1"}', NULL, '{}', '98b9b6fa-7439-5507-a283-2b06fd1e5c6b', 1, 'wf000000000001', '{"templateCredsSetupCompleted": true}', NULL, false),
  ('Workflow 2', false, '[{"name": "Schedule Trigger", "type": "n8n-nodes-base.scheduleTrigger"}]', '{}', now() - interval '20736000 seconds', now() - interval '61194 seconds', '{"executionOrder": "v1"}', NULL, '{}', 'c931b93e-7c2e-5ed7-b619-9a7ac1bbad63', 0, 'wf000000000002', '{"templateCredsSetupCompleted": true}', NULL, false),
  ('Workflow 3', true, '[{"name": "Schedule Trigger", "type": "n8n-nodes-base.scheduleTrigger"}]', '{}', now() - interval '18144000 seconds', now() - interval '730763 seconds', '{"executionOrder": "v1"}', NULL, '{}', '748aae14-404b-52fa-8f19-927d90f33a79', 1, 'wf000000000003', '{"templateCredsSetupCompleted": true}', NULL, false),
  ('Workflow 4', true, '[{"name": "Schedule Trigger", "type": "n8n-nodes-base.scheduleTrigger"}]', '{}', now() - interval '15552000 seconds', now() - interval '643414 seconds', '{"executionOrder": "v1"}', NULL, '{}', '3a1555db-28c8-5737-ac8d-9a0f0c84dddc', 1, 'wf000000000004', '{"templateCredsSetupCompleted": true}', NULL, false),
  ('Workflow 5', false, '[{"name": "Schedule Trigger", "type": "n8n-nodes-base.scheduleTrigger"}]', '{}', now() - interval '12960000 seconds', now() - interval '25898 seconds', '{"executionOrder": "v1"}', NULL, '{}', 'f9398470-d315-571f-8823-b7bf6398ba18', 0, 'wf000000000005', '{"templateCredsSetupCompleted": true}', NULL, false),
  ('Workflow 6', true, '[{"name": "Schedule Trigger", "type": "n8n-nodes-base.scheduleTrigger"}]', '{}', now() - interval '10368000 seconds', now() - interval '109120 seconds', '{"executionOrder": "v1"}', NULL, '{}', 'cda898b4-2a4a-5b0d-8d07-dedf1c18b373', 1, 'wf000000000006', '{"templateCredsSetupCompleted": true}', NULL, false),
  ('Workflow 7', true, '[{"name": "Schedule Trigger", "type": "n8n-nodes-base.scheduleTrigger"}]', '{}', now() - interval '7776000 seconds', now() - interval '591115 seconds', '{"executionOrder": "v1"}', NULL, '{}', '0b1fdd53-38be-5f32-9b0d-233ede4db86d', 1, 'wf000000000007', '{"templateCredsSetupCompleted": true}', NULL, false);
INSERT INTO n8n.shared_workflow ("workflowId", "projectId", role, "createdAt", "updatedAt") VALUES
  ('wf000000000000', '1225e5a9-658a-5eb8-8463-7d61f041d6a9', 'workflow:owner', now() - interval '25920000 seconds', now() - interval '25920000 seconds'),
  ('wf000000000001', '642e9e63-e7cc-581b-8974-ed72bf95bcfe', 'workflow:owner', now() - interval '23328000 seconds', now() - interval '23328000 seconds'),
  ('wf000000000002', '1225e5a9-658a-5eb8-8463-7d61f041d6a9', 'workflow:owner', now() - interval '20736000 seconds', now() - interval '20736000 seconds'),
  ('wf000000000003', '642e9e63-e7cc-581b-8974-ed72bf95bcfe', 'workflow:owner', now() - interval '18144000 seconds', now() - interval '18144000 seconds'),
  ('wf000000000004', '1225e5a9-658a-5eb8-8463-7d61f041d6a9', 'workflow:owner', now() - interval '15552000 seconds', now() - interval '15552000 seconds'),
  ('wf000000000005', '642e9e63-e7cc-581b-8974-ed72bf95bcfe', 'workflow:owner', now() - interval '12960000 seconds', now() - interval '12960000 seconds'),
  ('wf000000000006', '1225e5a9-658a-5eb8-8463-7d61f041d6a9', 'workflow:owner', now() - interval '10368000 seconds', now() - interval '10368000 seconds'),
  ('wf000000000007', '642e9e63-e7cc-581b-8974-ed72bf95bcfe', 'workflow:owner', now() - interval '7776000 seconds', now() - interval '7776000 seconds');
INSERT INTO n8n.workflow_history ("versionId", "workflowId", authors, "createdAt", "updatedAt", nodes, connections) VALUES
  ('0e69effc-b572-5e36-a5a4-e63ad0c2c7a1', 'wf000000000000', 'First0 Last0', now() - interval '25868335 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('9ba0d134-945f-5025-a41c-bf3261b38e7d', 'wf000000000001', 'First0 Last0', now() - interval '25737916 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('4dcf5bac-5426-5a53-aaff-5d02145eb992', 'wf000000000002', 'First0 Last0', now() - interval '21627168 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('89ffb20e-f289-5758-9b64-d9ccbc133b1b', 'wf000000000003', 'First0 Last0', now() - interval '2201923 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('257c8468-2d7e-5fbe-a3f1-bcbeaf3cbba9', 'wf000000000004', 'First0 Last0', now() - interval '20583328 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('c00ccec2-c5a0-5344-bead-2fa5dbd42063', 'wf000000000005', 'First0 Last0', now() - interval '23026081 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('a893dc18-131f-5303-b6a8-e4765faa05a6', 'wf000000000006', 'First0 Last0', now() - interval '6802713 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('75c8b1ec-f146-58c5-bee6-1a960b541387', 'wf000000000007', 'First0 Last0', now() - interval '11691628 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('e09f8689-d3a3-58a9-a915-8daef4703b90', 'wf000000000000', 'First0 Last0', now() - interval '11320953 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('800f22e3-ee5d-5a6a-98ad-cc899c6c18d6', 'wf000000000001', 'First0 Last0', now() - interval '3616025 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('22e1168a-9801-5654-9169-b7168e8922b3', 'wf000000000002', 'First0 Last0', now() - interval '22732222 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('49b3cede-ad62-5daf-8551-0c0aa7bdccf1', 'wf000000000003', 'First0 Last0', now() - interval '9220707 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('cc8e9486-8206-555a-946c-04cb63d432c4', 'wf000000000004', 'First0 Last0', now() - interval '6066002 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('d3219859-178f-5bd1-999d-db68c97f5bb1', 'wf000000000005', 'First0 Last0', now() - interval '23282402 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('f01d595e-1413-563d-97d1-b523c5aa6182', 'wf000000000006', 'First0 Last0', now() - interval '14248294 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('8e993730-aff7-5136-b346-ad5fb7aa971c', 'wf000000000007', 'First0 Last0', now() - interval '25438447 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('9be18b6d-719b-5e45-8e88-1b5d118c0b9c', 'wf000000000000', 'First0 Last0', now() - interval '17385278 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('50466c31-3ae9-5e3e-baac-100ebfabb36e', 'wf000000000001', 'First0 Last0', now() - interval '23033274 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('1646b7eb-2722-5c18-b89b-9729fd94013f', 'wf000000000002', 'First0 Last0', now() - interval '16553669 seconds', now() - interval '0 seconds', '[]', '{}'),
  ('4f21a108-f959-5486-b44c-fb42d64d2459', 'wf000000000003', 'First0 Last0', now() - interval '16984134 seconds', now() - interval '0 seconds', '[]', '{}');
INSERT INTO n8n.execution_entity (id, finished, mode, "retryOf", "retrySuccessId", "startedAt", "stoppedAt", "waitTill", status, "workflowId", "deletedAt", "createdAt") VALUES
  (1, false, 'manual', NULL, NULL, now() - interval '478368 seconds', now() - interval '478282 seconds', NULL, 'canceled', 'wf000000000000', NULL, now() - interval '478454 seconds'),
  (2, false, 'manual', NULL, NULL, now() - interval '1362692 seconds', now() - interval '1362606 seconds', NULL, 'error', 'wf000000000001', now() - interval '1915 seconds', now() - interval '1362778 seconds'),
  (3, false, 'webhook', NULL, NULL, now() - interval '1364729 seconds', now() - interval '1364642 seconds', NULL, 'error', 'wf000000000002', now() - interval '2339 seconds', now() - interval '1364815 seconds'),
  (4, true, 'trigger', NULL, NULL, now() - interval '741020 seconds', now() - interval '740933 seconds', NULL, 'success', 'wf000000000003', NULL, now() - interval '741106 seconds'),
  (5, true, 'webhook', NULL, NULL, now() - interval '248105 seconds', now() - interval '248019 seconds', NULL, 'success', 'wf000000000004', NULL, now() - interval '248192 seconds'),
  (6, true, 'manual', NULL, NULL, now() - interval '513112 seconds', now() - interval '513026 seconds', NULL, 'success', 'wf000000000005', NULL, now() - interval '513199 seconds'),
  (7, true, 'manual', NULL, NULL, now() - interval '387347 seconds', now() - interval '387261 seconds', NULL, 'success', 'wf000000000006', NULL, now() - interval '387434 seconds'),
  (8, true, 'manual', NULL, NULL, now() - interval '678647 seconds', now() - interval '678561 seconds', NULL, 'success', 'wf000000000007', NULL, now() - interval '678734 seconds'),
  (9, true, 'manual', NULL, NULL, now() - interval '325888 seconds', now() - interval '325802 seconds', NULL, 'success', 'wf000000000000', NULL, now() - interval '325975 seconds'),
  (10, true, 'webhook', NULL, NULL, now() - interval '506653 seconds', now() - interval '506567 seconds', NULL, 'success', 'wf000000000001', NULL, now() - interval '506739 seconds'),
  (11, false, 'webhook', NULL, NULL, now() - interval '900349 seconds', now() - interval '900263 seconds', NULL, 'error', 'wf000000000002', NULL, now() - interval '900436 seconds'),
  (12, false, 'trigger', NULL, NULL, now() - interval '3101 seconds', now() - interval '3015 seconds', NULL, 'error', 'wf000000000003', NULL, now() - interval '3188 seconds'),
  (13, false, 'manual', NULL, NULL, now() - interval '310995 seconds', now() - interval '310908 seconds', NULL, 'error', 'wf000000000004', NULL, now() - interval '311081 seconds'),
  (14, true, 'trigger', NULL, NULL, now() - interval '1158739 seconds', now() - interval '1158652 seconds', NULL, 'success', 'wf000000000005', NULL, now() - interval '1158825 seconds'),
  (15, true, 'webhook', NULL, NULL, now() - interval '1013595 seconds', now() - interval '1013509 seconds', NULL, 'success', 'wf000000000006', NULL, now() - interval '1013682 seconds'),
  (16, true, 'manual', NULL, NULL, now() - interval '280794 seconds', now() - interval '280708 seconds', NULL, 'success', 'wf000000000007', NULL, now() - interval '280881 seconds'),
  (17, true, 'manual', NULL, NULL, now() - interval '990591 seconds', now() - interval '990505 seconds', NULL, 'success', 'wf000000000000', NULL, now() - interval '990678 seconds'),
  (18, false, 'trigger', NULL, NULL, now() - interval '834365 seconds', now() - interval '834278 seconds', NULL, 'error', 'wf000000000001', NULL, now() - interval '834451 seconds'),
  (19, true, 'manual', NULL, NULL, now() - interval '1191122 seconds', now() - interval '1191036 seconds', NULL, 'success', 'wf000000000002', NULL, now() - interval '1191208 seconds'),
  (20, true, 'webhook', NULL, NULL, now() - interval '970248 seconds', now() - interval '970161 seconds', NULL, 'success', 'wf000000000003', NULL, now() - interval '970334 seconds'),
  (21, false, 'webhook', NULL, NULL, now() - interval '806060 seconds', now() - interval '805974 seconds', NULL, 'canceled', 'wf000000000004', NULL, now() - interval '806147 seconds'),
  (22, true, 'trigger', NULL, NULL, now() - interval '251892 seconds', now() - interval '251806 seconds', NULL, 'success', 'wf000000000005', NULL, now() - interval '251978 seconds'),
  (23, false, 'trigger', NULL, NULL, now() - interval '1088590 seconds', now() - interval '1088504 seconds', NULL, 'canceled', 'wf000000000006', NULL, now() - interval '1088677 seconds'),
  (24, true, 'manual', NULL, NULL, now() - interval '1245101 seconds', now() - interval '1245014 seconds', NULL, 'success', 'wf000000000007', now() - interval '239 seconds', now() - interval '1245187 seconds'),
  (25, false, 'manual', NULL, NULL, now() - interval '822770 seconds', now() - interval '822683 seconds', NULL, 'canceled', 'wf000000000000', NULL, now() - interval '822856 seconds'),
  (26, false, 'webhook', NULL, NULL, now() - interval '53762 seconds', now() - interval '53675 seconds', NULL, 'error', 'wf000000000001', NULL, now() - interval '53848 seconds'),
  (27, false, 'trigger', NULL, NULL, now() - interval '891862 seconds', now() - interval '891775 seconds', NULL, 'canceled', 'wf000000000002', NULL, now() - interval '891948 seconds'),
  (28, true, 'trigger', NULL, NULL, now() - interval '174939 seconds', now() - interval '174852 seconds', NULL, 'success', 'wf000000000003', NULL, now() - interval '175025 seconds'),
  (29, true, 'manual', NULL, NULL, now() - interval '564167 seconds', now() - interval '564080 seconds', NULL, 'success', 'wf000000000004', NULL, now() - interval '564253 seconds'),
  (30, true, 'webhook', NULL, NULL, now() - interval '825737 seconds', now() - interval '825651 seconds', NULL, 'success', 'wf000000000005', NULL, now() - interval '825824 seconds'),
  (31, true, 'trigger', NULL, NULL, now() - interval '721725 seconds', now() - interval '721638 seconds', NULL, 'success', 'wf000000000006', NULL, now() - interval '721811 seconds'),
  (32, true, 'webhook', NULL, NULL, now() - interval '442018 seconds', now() - interval '441932 seconds', NULL, 'success', 'wf000000000007', NULL, now() - interval '442105 seconds'),
  (33, false, 'manual', NULL, NULL, now() - interval '773899 seconds', now() - interval '773813 seconds', NULL, 'canceled', 'wf000000000000', NULL, now() - interval '773985 seconds'),
  (34, true, 'manual', NULL, NULL, now() - interval '1139659 seconds', now() - interval '1139573 seconds', NULL, 'success', 'wf000000000001', NULL, now() - interval '1139746 seconds'),
  (35, true, 'webhook', NULL, NULL, now() - interval '286556 seconds', now() - interval '286469 seconds', NULL, 'success', 'wf000000000002', NULL, now() - interval '286642 seconds'),
  (36, true, 'manual', NULL, NULL, now() - interval '693190 seconds', now() - interval '693103 seconds', NULL, 'success', 'wf000000000003', NULL, now() - interval '693276 seconds'),
  (37, false, 'manual', NULL, NULL, now() - interval '202424 seconds', now() - interval '202338 seconds', NULL, 'error', 'wf000000000004', NULL, now() - interval '202511 seconds'),
  (38, true, 'webhook', NULL, NULL, now() - interval '1139448 seconds', now() - interval '1139362 seconds', NULL, 'success', 'wf000000000005', NULL, now() - interval '1139534 seconds'),
  (39, true, 'webhook', NULL, NULL, now() - interval '587401 seconds', now() - interval '587315 seconds', NULL, 'success', 'wf000000000006', NULL, now() - interval '587487 seconds'),
  (40, false, 'webhook', NULL, NULL, now() - interval '1068559 seconds', now() - interval '1068473 seconds', NULL, 'canceled', 'wf000000000007', NULL, now() - interval '1068646 seconds'),
  (41, true, 'webhook', NULL, NULL, now() - interval '591599 seconds', now() - interval '591513 seconds', NULL, 'success', 'wf000000000000', NULL, now() - interval '591686 seconds'),
  (42, false, 'webhook', NULL, NULL, now() - interval '52766 seconds', now() - interval '52679 seconds', NULL, 'error', 'wf000000000001', NULL, now() - interval '52852 seconds'),
  (43, true, 'manual', NULL, NULL, now() - interval '120019 seconds', now() - interval '119933 seconds', NULL, 'success', 'wf000000000002', NULL, now() - interval '120106 seconds'),
  (44, true, 'webhook', NULL, NULL, now() - interval '1273692 seconds', now() - interval '1273606 seconds', NULL, 'success', 'wf000000000003', now() - interval '658 seconds', now() - interval '1273779 seconds'),
  (45, false, 'webhook', NULL, NULL, now() - interval '1370733 seconds', now() - interval '1370646 seconds', NULL, 'error', 'wf000000000004', now() - interval '1150 seconds', now() - interval '1370819 seconds'),
  (46, true, 'trigger', NULL, NULL, now() - interval '730073 seconds', now() - interval '729986 seconds', NULL, 'success', 'wf000000000005', NULL, now() - interval '730159 seconds'),
  (47, true, 'webhook', NULL, NULL, now() - interval '1193878 seconds', now() - interval '1193792 seconds', NULL, 'success', 'wf000000000006', NULL, now() - interval '1193965 seconds'),
  (48, true, 'webhook', NULL, NULL, now() - interval '1138498 seconds', now() - interval '1138412 seconds', NULL, 'success', 'wf000000000007', NULL, now() - interval '1138585 seconds'),
  (49, false, 'webhook', NULL, NULL, now() - interval '419442 seconds', now() - interval '419356 seconds', NULL, 'error', 'wf000000000000', NULL, now() - interval '419528 seconds'),
  (50, true, 'trigger', NULL, NULL, now() - interval '46224 seconds', now() - interval '46137 seconds', NULL, 'success', 'wf000000000001', NULL, now() - interval '46310 seconds'),
  (51, false, 'manual', NULL, NULL, now() - interval '499169 seconds', now() - interval '499082 seconds', NULL, 'error', 'wf000000000002', NULL, now() - interval '499255 seconds'),
  (52, false, 'trigger', NULL, NULL, now() - interval '1211681 seconds', now() - interval '1211594 seconds', NULL, 'error', 'wf000000000003', NULL, now() - interval '1211767 seconds'),
  (53, true, 'trigger', NULL, NULL, now() - interval '485367 seconds', now() - interval '485280 seconds', NULL, 'success', 'wf000000000004', NULL, now() - interval '485453 seconds'),
  (54, true, 'manual', NULL, NULL, now() - interval '1337693 seconds', now() - interval '1337607 seconds', NULL, 'success', 'wf000000000005', now() - interval '1115 seconds', now() - interval '1337780 seconds'),
  (55, true, 'trigger', NULL, NULL, now() - interval '1022590 seconds', now() - interval '1022503 seconds', NULL, 'success', 'wf000000000006', NULL, now() - interval '1022676 seconds'),
  (56, true, 'webhook', NULL, NULL, now() - interval '1261321 seconds', now() - interval '1261234 seconds', NULL, 'success', 'wf000000000007', now() - interval '310 seconds', now() - interval '1261407 seconds'),
  (57, true, 'trigger', NULL, NULL, now() - interval '97362 seconds', now() - interval '97276 seconds', NULL, 'success', 'wf000000000000', NULL, now() - interval '97448 seconds'),
  (58, true, 'manual', NULL, NULL, now() - interval '64991 seconds', now() - interval '64905 seconds', NULL, 'success', 'wf000000000001', NULL, now() - interval '65077 seconds'),
  (59, true, 'manual', NULL, NULL, now() - interval '1144564 seconds', now() - interval '1144477 seconds', NULL, 'success', 'wf000000000002', NULL, now() - interval '1144650 seconds'),
  (60, false, 'trigger', NULL, NULL, now() - interval '1086915 seconds', now() - interval '1086829 seconds', NULL, 'error', 'wf000000000003', NULL, now() - interval '1087002 seconds'),
  (61, false, 'webhook', NULL, NULL, now() - interval '86 seconds', NULL, now() - interval '-43200 seconds', 'waiting', 'wf000000000000', NULL, now() - interval '173 seconds'),
  (62, false, 'trigger', NULL, NULL, now() - interval '9 seconds', NULL, NULL, 'running', 'wf000000000001', NULL, now() - interval '17 seconds');
INSERT INTO n8n.execution_data ("executionId", "workflowData", data) VALUES
  (1, '{"id": "wf000000000000", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (2, '{"id": "wf000000000001", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (3, '{"id": "wf000000000002", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (4, '{"id": "wf000000000003", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (5, '{"id": "wf000000000004", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (6, '{"id": "wf000000000005", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (7, '{"id": "wf000000000006", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (8, '{"id": "wf000000000007", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (9, '{"id": "wf000000000000", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (10, '{"id": "wf000000000001", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (11, '{"id": "wf000000000002", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (12, '{"id": "wf000000000003", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (13, '{"id": "wf000000000004", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (14, '{"id": "wf000000000005", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (15, '{"id": "wf000000000006", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (16, '{"id": "wf000000000007", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (17, '{"id": "wf000000000000", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (18, '{"id": "wf000000000001", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (19, '{"id": "wf000000000002", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (20, '{"id": "wf000000000003", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (21, '{"id": "wf000000000004", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (22, '{"id": "wf000000000005", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (23, '{"id": "wf000000000006", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (24, '{"id": "wf000000000007", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (25, '{"id": "wf000000000000", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (26, '{"id": "wf000000000001", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (27, '{"id": "wf000000000002", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (28, '{"id": "wf000000000003", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (29, '{"id": "wf000000000004", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (30, '{"id": "wf000000000005", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (31, '{"id": "wf000000000006", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (32, '{"id": "wf000000000007", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (33, '{"id": "wf000000000000", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (34, '{"id": "wf000000000001", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (35, '{"id": "wf000000000002", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (36, '{"id": "wf000000000003", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (37, '{"id": "wf000000000004", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (38, '{"id": "wf000000000005", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (39, '{"id": "wf000000000006", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (40, '{"id": "wf000000000007", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (41, '{"id": "wf000000000000", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (42, '{"id": "wf000000000001", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (43, '{"id": "wf000000000002", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (44, '{"id": "wf000000000003", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (45, '{"id": "wf000000000004", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (46, '{"id": "wf000000000005", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (47, '{"id": "wf000000000006", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (48, '{"id": "wf000000000007", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (49, '{"id": "wf000000000000", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (50, '{"id": "wf000000000001", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (51, '{"id": "wf000000000002", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (52, '{"id": "wf000000000003", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (53, '{"id": "wf000000000004", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (54, '{"id": "wf000000000005", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (55, '{"id": "wf000000000006", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (56, '{"id": "wf000000000007", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (57, '{"id": "wf000000000000", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (58, '{"id": "wf000000000001", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (59, '{"id": "wf000000000002", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (60, '{"id": "wf000000000003", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (61, '{"id": "wf000000000000", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]'),
  (62, '{"id": "wf000000000001", "name": "Workflow", "nodes": []}', '[{"resultData":"1"},{"runData":"2"},{}]');
INSERT INTO n8n.execution_metadata ("executionId", "key", "value") VALUES
  (1, 'customerEmail', 'buyer0@shop.example'),
  (7, 'customerEmail', 'buyer6@shop.example'),
  (13, 'customerEmail', 'buyer12@shop.example'),
  (19, 'customerEmail', 'buyer18@shop.example'),
  (25, 'customerEmail', 'buyer24@shop.example'),
  (31, 'customerEmail', 'buyer30@shop.example'),
  (37, 'customerEmail', 'buyer36@shop.example'),
  (43, 'customerEmail', 'buyer42@shop.example'),
  (49, 'customerEmail', 'buyer48@shop.example'),
  (55, 'customerEmail', 'buyer54@shop.example');
INSERT INTO n8n.annotation_tag_entity (id, name, "createdAt", "updatedAt") VALUES
  ('at0000000000001', 'regression', now() - interval '4320000 seconds', now() - interval '4320000 seconds');
INSERT INTO n8n.execution_annotations ("executionId", vote, note, "createdAt", "updatedAt") VALUES
  (4, 'down', 'check this run', now() - interval '864000 seconds', now() - interval '864000 seconds'),
  (18, 'down', 'check this run', now() - interval '864000 seconds', now() - interval '864000 seconds');
INSERT INTO n8n.execution_annotation_tags ("annotationId", "tagId") VALUES
  (1, 'at0000000000001');
INSERT INTO n8n.credentials_entity (name, data, type, "createdAt", "updatedAt", id, "isManaged") VALUES
  ('Cred 0', 'U2FsdGVkX1+encrypted', 'slackApi', now() - interval '21600000 seconds', now() - interval '432000 seconds', 'cr00000000000000', false),
  ('Cred 1', 'U2FsdGVkX1+encrypted', 'postgres', now() - interval '19872000 seconds', now() - interval '432000 seconds', 'cr00000000000001', false),
  ('Cred 2', 'U2FsdGVkX1+encrypted', 'httpHeaderAuth', now() - interval '18144000 seconds', now() - interval '432000 seconds', 'cr00000000000002', false),
  ('Cred 3', 'U2FsdGVkX1+encrypted', 'googleSheetsOAuth2Api', now() - interval '16416000 seconds', now() - interval '432000 seconds', 'cr00000000000003', false);
INSERT INTO n8n.shared_credentials ("credentialsId", "projectId", role, "createdAt", "updatedAt") VALUES
  ('cr00000000000000', '1225e5a9-658a-5eb8-8463-7d61f041d6a9', 'credential:owner', now() - interval '21600000 seconds', now() - interval '21600000 seconds'),
  ('cr00000000000001', '642e9e63-e7cc-581b-8974-ed72bf95bcfe', 'credential:owner', now() - interval '19872000 seconds', now() - interval '19872000 seconds'),
  ('cr00000000000002', '1225e5a9-658a-5eb8-8463-7d61f041d6a9', 'credential:owner', now() - interval '18144000 seconds', now() - interval '18144000 seconds'),
  ('cr00000000000003', '642e9e63-e7cc-581b-8974-ed72bf95bcfe', 'credential:owner', now() - interval '16416000 seconds', now() - interval '16416000 seconds');
INSERT INTO n8n.tag_entity (name, "createdAt", "updatedAt", id) VALUES
  ('prod', now() - interval '24192000 seconds', now() - interval '24192000 seconds', 'tg00000000000000'),
  ('etl', now() - interval '24192000 seconds', now() - interval '24192000 seconds', 'tg00000000000001'),
  ('alerts', now() - interval '24192000 seconds', now() - interval '24192000 seconds', 'tg00000000000002');
INSERT INTO n8n.workflows_tags ("workflowId", "tagId") VALUES
  ('wf000000000000', 'tg00000000000000'),
  ('wf000000000001', 'tg00000000000001'),
  ('wf000000000002', 'tg00000000000002'),
  ('wf000000000003', 'tg00000000000000'),
  ('wf000000000004', 'tg00000000000001'),
  ('wf000000000005', 'tg00000000000002'),
  ('wf000000000006', 'tg00000000000000'),
  ('wf000000000007', 'tg00000000000001');
INSERT INTO n8n.webhook_entity ("webhookPath", method, node, "webhookId", "pathLength", "workflowId") VALUES
  ('hook-0', 'POST', 'Webhook', '606c8f56-9398-54d8-9a4d-ac83b3037a55', NULL, 'wf000000000000'),
  ('hook-1', 'POST', 'Webhook', '1e34acb0-4222-552d-aaf6-e1ac419b44cc', NULL, 'wf000000000001'),
  ('hook-2', 'POST', 'Webhook', 'b8229607-22e5-5a70-9a10-d69c1dee36df', NULL, 'wf000000000002');
INSERT INTO n8n.workflow_statistics (count, "latestEvent", name, "workflowId", "rootCount") VALUES
  (294, now() - interval '101888 seconds', 'production_success', 'wf000000000000', 28),
  (430, now() - interval '141811 seconds', 'production_success', 'wf000000000001', 27),
  (60, now() - interval '158973 seconds', 'production_success', 'wf000000000002', 483),
  (274, now() - interval '196990 seconds', 'production_success', 'wf000000000003', 190),
  (274, now() - interval '102786 seconds', 'production_success', 'wf000000000004', 77),
  (493, now() - interval '141387 seconds', 'production_success', 'wf000000000005', 134),
  (45, now() - interval '96598 seconds', 'production_success', 'wf000000000006', 478),
  (16, now() - interval '43295 seconds', 'production_success', 'wf000000000007', 8);
INSERT INTO n8n.insights_metadata ("metaId", "workflowId", "projectId", "workflowName", "projectName") VALUES
  (1, 'wf000000000000', '642e9e63-e7cc-581b-8974-ed72bf95bcfe', 'Workflow 0', 'Data team'),
  (2, 'wf000000000001', '642e9e63-e7cc-581b-8974-ed72bf95bcfe', 'Workflow 1', 'Data team'),
  (3, 'wf000000000002', '642e9e63-e7cc-581b-8974-ed72bf95bcfe', 'Workflow 2', 'Data team'),
  (4, 'wf000000000003', '642e9e63-e7cc-581b-8974-ed72bf95bcfe', 'Workflow 3', 'Data team');
INSERT INTO n8n.insights_raw (id, "metaId", type, "value", "timestamp") VALUES
  (1, 1, 0, 110, now() - interval '1811 seconds'),
  (2, 2, 1, 278, now() - interval '2994 seconds'),
  (3, 3, 2, 342, now() - interval '2796 seconds'),
  (4, 4, 3, 435, now() - interval '555 seconds'),
  (5, 1, 0, 854, now() - interval '2330 seconds'),
  (6, 2, 1, 718, now() - interval '1004 seconds'),
  (7, 3, 2, 781, now() - interval '141 seconds'),
  (8, 4, 3, 97, now() - interval '1066 seconds'),
  (9, 1, 0, 397, now() - interval '1629 seconds'),
  (10, 2, 1, 275, now() - interval '521 seconds'),
  (11, 3, 2, 154, now() - interval '1556 seconds'),
  (12, 4, 3, 4, now() - interval '1819 seconds');
INSERT INTO n8n.insights_by_period (id, "metaId", type, "value", "periodUnit", "periodStart") VALUES
  (1, 1, 1, 273, 0, date_trunc('hour', now() - interval '2 hours')),
  (2, 1, 2, 133, 0, date_trunc('hour', now() - interval '12 hours')),
  (3, 1, 3, 142, 0, date_trunc('hour', now() - interval '48 hours')),
  (4, 1, 0, 170, 0, date_trunc('hour', now() - interval '240 hours')),
  (5, 1, 1, 116, 0, date_trunc('hour', now() - interval '720 hours')),
  (6, 1, 2, 480, 0, date_trunc('hour', now() - interval '1440 hours')),
  (7, 1, 3, 127, 1, date_trunc('hour', now() - interval '2280 hours')),
  (8, 1, 0, 489, 1, date_trunc('hour', now() - interval '2880 hours')),
  (9, 1, 1, 436, 2, date_trunc('hour', now() - interval '4800 hours')),
  (10, 1, 2, 488, 2, date_trunc('hour', now() - interval '6240 hours')),
  (11, 2, 3, 438, 0, date_trunc('hour', now() - interval '2 hours')),
  (12, 2, 0, 192, 0, date_trunc('hour', now() - interval '12 hours')),
  (13, 2, 1, 214, 0, date_trunc('hour', now() - interval '48 hours')),
  (14, 2, 2, 81, 0, date_trunc('hour', now() - interval '240 hours')),
  (15, 2, 3, 429, 0, date_trunc('hour', now() - interval '720 hours')),
  (16, 2, 0, 391, 0, date_trunc('hour', now() - interval '1440 hours')),
  (17, 2, 1, 411, 1, date_trunc('hour', now() - interval '2280 hours')),
  (18, 2, 2, 248, 1, date_trunc('hour', now() - interval '2880 hours')),
  (19, 2, 3, 210, 2, date_trunc('hour', now() - interval '4800 hours')),
  (20, 2, 0, 134, 2, date_trunc('hour', now() - interval '6240 hours')),
  (21, 3, 1, 80, 0, date_trunc('hour', now() - interval '2 hours')),
  (22, 3, 2, 237, 0, date_trunc('hour', now() - interval '12 hours')),
  (23, 3, 3, 297, 0, date_trunc('hour', now() - interval '48 hours')),
  (24, 3, 0, 462, 0, date_trunc('hour', now() - interval '240 hours')),
  (25, 3, 1, 491, 0, date_trunc('hour', now() - interval '720 hours')),
  (26, 3, 2, 275, 0, date_trunc('hour', now() - interval '1440 hours')),
  (27, 3, 3, 238, 1, date_trunc('hour', now() - interval '2280 hours')),
  (28, 3, 0, 100, 1, date_trunc('hour', now() - interval '2880 hours')),
  (29, 3, 1, 393, 2, date_trunc('hour', now() - interval '4800 hours')),
  (30, 3, 2, 193, 2, date_trunc('hour', now() - interval '6240 hours')),
  (31, 4, 3, 366, 0, date_trunc('hour', now() - interval '2 hours')),
  (32, 4, 0, 244, 0, date_trunc('hour', now() - interval '12 hours')),
  (33, 4, 1, 426, 0, date_trunc('hour', now() - interval '48 hours')),
  (34, 4, 2, 98, 0, date_trunc('hour', now() - interval '240 hours')),
  (35, 4, 3, 15, 0, date_trunc('hour', now() - interval '720 hours')),
  (36, 4, 0, 294, 0, date_trunc('hour', now() - interval '1440 hours')),
  (37, 4, 1, 464, 1, date_trunc('hour', now() - interval '2280 hours')),
  (38, 4, 2, 18, 1, date_trunc('hour', now() - interval '2880 hours')),
  (39, 4, 3, 247, 2, date_trunc('hour', now() - interval '4800 hours')),
  (40, 4, 0, 421, 2, date_trunc('hour', now() - interval '6240 hours'));
INSERT INTO n8n.invalid_auth_token (token, "expiresAt") VALUES
  ('eyJhbGciOiJIUzI1NiJ9.revoked0', now() - interval '7776000 seconds'),
  ('eyJhbGciOiJIUzI1NiJ9.revoked1', now() - interval '-172800 seconds'),
  ('eyJhbGciOiJIUzI1NiJ9.revoked2', now() - interval '-172800 seconds'),
  ('eyJhbGciOiJIUzI1NiJ9.revoked3', now() - interval '-518400 seconds'),
  ('eyJhbGciOiJIUzI1NiJ9.revoked4', now() - interval '-518400 seconds'),
  ('eyJhbGciOiJIUzI1NiJ9.revoked5', now() - interval '7776000 seconds'),
  ('eyJhbGciOiJIUzI1NiJ9.revoked6', now() - interval '-172800 seconds'),
  ('eyJhbGciOiJIUzI1NiJ9.revoked7', now() - interval '259200 seconds');
INSERT INTO n8n.user_api_keys (id, "userId", label, "apiKey", "createdAt", "updatedAt", scopes, audience) VALUES
  ('ak00000000000000', '8f95f1b9-4f80-5f6c-bd49-d773b289bbc8', 'CLI key 0', 'n8n_api_00000000000000000000000000000000', now() - interval '8640000 seconds', now() - interval '86400 seconds', '["workflow:read"]', 'public-api'),
  ('ak00000000000001', '0e9595ab-3e2a-56b1-b953-9c0b4b3f6cd3', 'CLI key 1', 'n8n_api_00000000000000000000000000000001', now() - interval '7776000 seconds', now() - interval '86400 seconds', '["workflow:read"]', 'public-api'),
  ('ak00000000000002', '47b83377-4539-5cfa-b775-cae6efa3a876', 'CLI key 2', 'n8n_api_00000000000000000000000000000002', now() - interval '6912000 seconds', now() - interval '86400 seconds', '["workflow:read"]', 'public-api');
INSERT INTO n8n.variables ("key", type, "value", id, "projectId") VALUES
  ('API_BASE', 'string', 'https://api.corp.example', 'var00000000001', NULL),
  ('SLACK_CHANNEL', 'string', '#alerts', 'var00000000002', '642e9e63-e7cc-581b-8974-ed72bf95bcfe');
INSERT INTO n8n.auth_identity ("userId", "providerId", "providerType", "createdAt", "updatedAt") VALUES
  ('aff67b92-6750-5231-81e2-5861c1a0a07c', 'cn=user3,ou=people,dc=corp', 'ldap', now() - interval '8640000 seconds', now() - interval '8640000 seconds');
INSERT INTO n8n.auth_provider_sync_history ("providerType", "runMode", status, "startedAt", "endedAt", scanned, created, updated, disabled, error) VALUES
  ('ldap', 'live', 'success', now() - interval '86400 seconds', now() - interval '86314 seconds', 12, 0, 1, 0, NULL),
  ('ldap', 'live', 'success', now() - interval '691200 seconds', now() - interval '691114 seconds', 12, 0, 1, 0, NULL),
  ('ldap', 'live', 'success', now() - interval '1296000 seconds', now() - interval '1295914 seconds', 12, 0, 1, 0, NULL),
  ('ldap', 'live', 'success', now() - interval '1900800 seconds', now() - interval '1900714 seconds', 12, 0, 1, 0, NULL),
  ('ldap', 'live', 'success', now() - interval '2505600 seconds', now() - interval '2505514 seconds', 12, 0, 1, 0, NULL);
INSERT INTO n8n.processed_data ("workflowId", context, "createdAt", "updatedAt", "value") VALUES
  ('wf000000000002', 'node:Gmail Trigger', now() - interval '2592000 seconds', now() - interval '43200 seconds', '{"mode":"entries","data":["msg-1","msg-2"]}');
INSERT INTO n8n.event_destinations (id, destination, "createdAt", "updatedAt") VALUES
  ('37a7ca25-17ac-50f1-a4da-f80830e8b6fd', '{"__type": "$$MessageEventBusDestinationWebhook$$", "url": "https://siem.corp.example/ingest"}', now() - interval '12960000 seconds', now() - interval '12960000 seconds');
INSERT INTO n8n.installed_packages ("packageName", "installedVersion", "authorName", "authorEmail", "createdAt", "updatedAt") VALUES
  ('n8n-nodes-example', '1.2.0', 'Example', 'dev@example.org', now() - interval '10368000 seconds', now() - interval '10368000 seconds');
INSERT INTO n8n.installed_nodes (name, type, "latestVersion", package) VALUES
  ('Example', 'n8n-nodes-example.example', 1, 'n8n-nodes-example');

`,
  cleans: [
    {
      table: "n8n.execution_entity",
      clock: "stoppedAt",
      retention:
        "EXECUTIONS_DATA_MAX_AGE, default 336 h = 14d, or beyond the newest EXECUTIONS_DATA_PRUNE_MAX_COUNT (default 10,000) executions; EXECUTIONS_DATA_PRUNE default true (packages/@n8n/config/src/configs/executions.config.ts:55-67)",
      source: "packages/@n8n/db/src/repositories/execution.repository.ts:553",
      note: "two steps: soft delete sets deletedAt on finished executions (status not new/running/waiting, no annotation) whose stoppedAt is older than max age or whose id is past the max count (packages/@n8n/db/src/repositories/execution.repository.ts:537-589, from packages/cli/src/services/pruning/executions-pruning.service.ts:112); hard delete removes rows whose deletedAt is older than EXECUTIONS_DATA_HARD_DELETE_BUFFER, default 1 h (packages/@n8n/config/src/configs/executions.config.ts:74-75; packages/@n8n/db/src/repositories/execution.repository.ts:600,616; executions-pruning.service.ts:147), with their binary data; execution_data, execution_metadata, execution_annotations go by ON DELETE CASCADE. Runs on the leader main instance only",
    },
    {
      table: "n8n.insights_by_period",
      clock: "periodStart",
      retention:
        "N8N_INSIGHTS_MAX_AGE_DAYS, default -1 = off, or the license quota insights:retention:maxAgeDays, whichever is smaller (packages/cli/src/modules/insights/insights.config.ts:51-52, insights-pruning.service.ts:26-37)",
      source:
        "packages/cli/src/modules/insights/database/repositories/insights-by-period.repository.ts:488",
      note: "separately, compaction rolls hourly rows older than N8N_INSIGHTS_COMPACTION_HOURLY_TO_DAILY_THRESHOLD_DAYS (90) into daily rows and daily rows older than ..._DAILY_TO_WEEKLY_THRESHOLD_DAYS (180) into weekly rows, deleting the finer rows (insights-compaction.service.ts:94, insights.config.ts:23-31)",
    },
    {
      table: "n8n.workflow_history",
      clock: "createdAt",
      retention:
        "N8N_WORKFLOW_HISTORY_PRUNE_TIME hours, default -1 = keep, capped by the license quota workflowHistoryPrune (packages/@n8n/config/src/configs/workflow-history.config.ts:10-11, packages/cli/src/workflows/workflow-history.ee/workflow-history-helper.ee.ts:20-35)",
      source: "packages/@n8n/db/src/repositories/workflow-history.repository.ts:13",
      note: "hourly from packages/cli/src/workflows/workflow-history.ee/workflow-history-manager.ee.ts:22,32-44, only when workflow history is licensed and enabled",
    },
  ],
  shouldAsk: [
    {
      table: "n8n.invalid_auth_token",
      why: "revoked session JWTs (they carry the user id) with an expiresAt that nothing ever deletes",
    },
    { table: "n8n.auth_provider_sync_history", why: "LDAP sync run log, never pruned" },
  ],
  neverDelete: [
    "n8n.user",
    "n8n.project",
    "n8n.project_relation",
    "n8n.role",
    "n8n.role_scope",
    "n8n.scope",
    "n8n.settings",
    "n8n.workflow_entity",
    "n8n.shared_workflow",
    "n8n.credentials_entity",
    "n8n.shared_credentials",
    "n8n.tag_entity",
    "n8n.workflows_tags",
    "n8n.folder",
    "n8n.folder_tag",
    "n8n.webhook_entity",
    "n8n.variables",
    "n8n.user_api_keys",
    "n8n.auth_identity",
    "n8n.installed_packages",
    "n8n.installed_nodes",
    "n8n.event_destinations",
    "n8n.data_table",
    "n8n.data_table_column",
    "n8n.annotation_tag_entity",
    "n8n.test_run",
    "n8n.test_case_execution",
    "n8n.migrations",
  ],
};
