// Kestra (Java, jOOQ; PostgreSQL schema from its Flyway SQL migrations), from kestra-io/kestra@58c1ca2d0589c888328bacc3ee65e65dc4ba0a6a
// (2024-12-20). Schema: its 26 migrations (jdbc-postgres/src/main/resources/migrations/postgres/V1_1 to V1_27, in
// version order, as Flyway runs them, cli/src/main/resources/application.yml:94-101) replayed on PostgreSQL 15 with
// search_path set to schema kestra (Kestra uses public), after the flyway_schema_history table Flyway 10 creates,
// read back with pg_dump (see the header of schemaSql). All its 18 tables plus Flyway's. Every Kestra table is
// key + value jsonb with columns GENERATED ALWAYS from the JSON (the clocks below are such columns).
// Cleanup:
// - JdbcCleaner (jdbc/src/main/java/io/kestra/jdbc/runner/JdbcCleaner.java:41-58), @Scheduled every hour
//   (kestra.jdbc.cleaner.fixed-delay 1h), deletes queues rows whose updated is older than kestra.jdbc.cleaner.retention,
//   7d by default (cli/src/main/resources/application.yml:134-137); on every JDBC runner server.
// - The purge system flow: at the start of the standalone or webserver server, with tutorial flows on (the default,
//   application.yml:119-121; StandAloneCommand.java:77, WebServerCommand.java:40, AbstractCommand.java:198-201), Kestra
//   loads the "getting-started" community blueprints and puts blueprint 234, the purge flow, into the system
//   namespace (webserver/src/main/java/io/kestra/webserver/services/FlowAutoLoaderService.java:36, 74-75). Its text
//   comes from api.kestra.io, not the repository; Kestra's documentation gives it as a daily schedule running
//   PurgeExecutions and PurgeLogs with endDate now() - 1 month, the same cutoff as the tasks' own examples
//   (core/src/main/java/io/kestra/plugin/core/execution/PurgeExecutions.java:33-35, core/.../log/PurgeLogs.java:38).
//   PurgeExecutions (ExecutionService.purge, core/src/main/java/io/kestra/core/services/ExecutionService.java:360-400)
//   selects executions by end_date <= endDate (AbstractJdbcExecutionRepository.java:291) and deletes each one
//   (:1038) with its metrics (AbstractJdbcMetricRepository.java:166) and, unless purgeLog is false, its logs
//   (AbstractJdbcLogRepository.java:410); PurgeLogs deletes logs by timestamp <= endDate (AbstractJdbcLogRepository.java:480-482).
// - Expired flow-trigger condition windows: at each execution the executor evaluates, FlowTriggerService deletes the
//   multipleconditions rows whose end_date has passed (core/src/main/java/io/kestra/core/services/FlowTriggerService.java:146-159,
//   AbstractJdbcMultipleConditionStorage.java:47-59).
// Not counted: work items deleted when handled, not by age: executordelayed (rows due by date, deleted once resumed,
// AbstractJdbcExecutionDelayStorage.java:21-40), sla_monitor (deleted when its deadline is processed or the execution
// ends, AbstractJdbcSLAMonitorStorage.java:33-62), execution_queued (deleted when dequeued,
// AbstractJdbcExecutionQueuedStorage.java:45), executorstate and subflow_executions (deleted when the execution
// ends, JdbcExecutor.java:899, 920), worker_job_running (when the job ends,
// AbstractJdbcWorkerJobRunningRepository.java:28-31); triggers, deleted with their flow
// (JdbcScheduler.java:87-91); deletions a user makes in the UI or API (ExecutionController.java:325-372,
// LogController.java:131-142, soft deletes of flows, templates and dashboards). service_instance rows are never
// deleted: the liveness coordinator moves dead instances to NOT_RUNNING and then EMPTY, a soft delete
// (core/src/main/java/io/kestra/core/server/AbstractServiceLivenessCoordinator.java:168-172). No count-based trims.
// Enterprise-only tables (users, audit logs) are not in this repository.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "kestra",
  framework: "java",
  source: {
    repo: "kestra-io/kestra",
    commit: "58c1ca2d0589c888328bacc3ee65e65dc4ba0a6a",
    schemaFrom:
      "jdbc-postgres/src/main/resources/migrations/postgres/*.sql (26 Flyway migrations, V1_1 to V1_27, in version order) replayed on PostgreSQL 15 in schema kestra after Flyway's flyway_schema_history table, and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 18 tables plus flyway_schema_history",
  },
  schemas: ["kestra"],
  schemaSql: `
-- Kestra: kestra-io/kestra@58c1ca2d0589c888328bacc3ee65e65dc4ba0a6a
-- Built by running its 26 Flyway migrations (jdbc-postgres/src/main/resources/migrations/postgres/V1_1__initial.sql
-- to V1_27__escape_fulltext.sql, in version order; V1_11 does not exist) on an empty PostgreSQL 15 database with
-- search_path set to schema kestra (Kestra uses public), after the flyway_schema_history table as Flyway 10's
-- PostgreSQL support creates it; read back with pg_dump --schema-only --no-owner --no-privileges (its SET lines
-- and comments left out). The SQL functions are the migrations' own (used by the generated columns).
CREATE SCHEMA kestra;
SET search_path TO kestra;

CREATE TYPE kestra.log_level AS ENUM (
    'ERROR',
    'WARN',
    'INFO',
    'DEBUG',
    'TRACE'
);

CREATE TYPE kestra.queue_type AS ENUM (
    'io.kestra.core.models.executions.Execution',
    'io.kestra.core.models.flows.FlowWithSource',
    'io.kestra.core.models.templates.Template',
    'io.kestra.core.models.executions.ExecutionKilled',
    'io.kestra.core.runners.WorkerJob',
    'io.kestra.core.runners.WorkerTaskResult',
    'io.kestra.core.runners.WorkerInstance',
    'io.kestra.core.runners.WorkerTaskRunning',
    'io.kestra.core.models.executions.LogEntry',
    'io.kestra.core.models.triggers.Trigger',
    'io.kestra.core.models.executions.MetricEntry',
    'io.kestra.core.runners.WorkerTriggerResult',
    'io.kestra.core.runners.SubflowExecutionResult'
);

CREATE TYPE kestra.state_type AS ENUM (
    'CREATED',
    'RUNNING',
    'PAUSED',
    'RESTARTED',
    'KILLING',
    'SUCCESS',
    'WARNING',
    'FAILED',
    'KILLED',
    'CANCELLED',
    'QUEUED',
    'RETRYING',
    'RETRIED',
    'SKIPPED'
);

CREATE FUNCTION kestra.fulltext_replace(text, text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT
    RETURN TRIM(BOTH $2 FROM array_to_string(ARRAY(SELECT DISTINCT a.a FROM unnest(regexp_split_to_array(COALESCE($1, ''::text), '[^a-zA-Z\\d]'::text)) a(a) WHERE (a.a <> ''::text)), $2));

CREATE FUNCTION kestra.fulltext_index(text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE STRICT
    RETURN (to_tsvector('simple'::regconfig, kestra.fulltext_replace($1, ' '::text)) || to_tsvector('simple'::regconfig, $1));

CREATE FUNCTION kestra.fulltext_search(text) RETURNS tsquery
    LANGUAGE sql IMMUTABLE STRICT
    RETURN CASE WHEN (kestra.fulltext_replace($1, ''::text) = ''::text) THEN to_tsquery(''::text) ELSE to_tsquery('simple'::regconfig, (kestra.fulltext_replace($1, ':* & '::text) || ':*'::text)) END;

CREATE FUNCTION kestra.loglevel_fromtext(text) RETURNS kestra.log_level
    LANGUAGE sql IMMUTABLE
    RETURN ($1)::kestra.log_level;

CREATE FUNCTION kestra.parse_iso8601_datetime(text) RETURNS timestamp with time zone
    LANGUAGE sql IMMUTABLE
    RETURN ($1)::timestamp with time zone;

CREATE FUNCTION kestra.parse_iso8601_duration(text) RETURNS interval
    LANGUAGE sql IMMUTABLE
    RETURN ($1)::interval;

CREATE FUNCTION kestra.parse_iso8601_timestamp(text) RETURNS integer
    LANGUAGE sql IMMUTABLE
    RETURN EXTRACT(epoch FROM (($1)::timestamp with time zone AT TIME ZONE 'utc'::text));

CREATE FUNCTION kestra.state_fromtext(text) RETURNS kestra.state_type
    LANGUAGE sql IMMUTABLE
    RETURN ($1)::kestra.state_type;

CREATE FUNCTION kestra.update_updated_datetime() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    NEW.updated = now();
    RETURN NEW;
END;
$$;

CREATE TABLE kestra.dashboards (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    tenant_id character varying(250) GENERATED ALWAYS AS ((value ->> 'tenantId'::text)) STORED,
    deleted boolean GENERATED ALWAYS AS (((value ->> 'deleted'::text))::boolean) STORED NOT NULL,
    id character varying(100) GENERATED ALWAYS AS ((value ->> 'id'::text)) STORED NOT NULL,
    title character varying(250) GENERATED ALWAYS AS ((value ->> 'title'::text)) STORED NOT NULL,
    description text GENERATED ALWAYS AS ((value ->> 'description'::text)) STORED,
    fulltext tsvector GENERATED ALWAYS AS (kestra.fulltext_index((((value ->> 'title'::text))::character varying)::text)) STORED,
    source_code text NOT NULL,
    created timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    updated timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE kestra.execution_queued (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    tenant_id character varying(250) GENERATED ALWAYS AS ((value ->> 'tenantId'::text)) STORED,
    namespace character varying(150) GENERATED ALWAYS AS ((value ->> 'namespace'::text)) STORED NOT NULL,
    flow_id character varying(150) GENERATED ALWAYS AS ((value ->> 'flowId'::text)) STORED NOT NULL,
    date timestamp with time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value ->> 'date'::text))) STORED NOT NULL
);

CREATE TABLE kestra.executions (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    deleted boolean GENERATED ALWAYS AS (((value ->> 'deleted'::text))::boolean) STORED NOT NULL,
    namespace character varying(150) GENERATED ALWAYS AS ((value ->> 'namespace'::text)) STORED NOT NULL,
    flow_id character varying(150) GENERATED ALWAYS AS ((value ->> 'flowId'::text)) STORED NOT NULL,
    state_current kestra.state_type GENERATED ALWAYS AS (kestra.state_fromtext((value #>> '{state,current}'::text[]))) STORED NOT NULL,
    state_duration bigint GENERATED ALWAYS AS (EXTRACT(milliseconds FROM kestra.parse_iso8601_duration((value #>> '{state,duration}'::text[])))) STORED NOT NULL,
    start_date timestamp without time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value #>> '{state,startDate}'::text[]))) STORED NOT NULL,
    end_date timestamp without time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value #>> '{state,endDate}'::text[]))) STORED,
    fulltext tsvector GENERATED ALWAYS AS (((kestra.fulltext_index((((value ->> 'namespace'::text))::character varying)::text) || kestra.fulltext_index((((value ->> 'flowId'::text))::character varying)::text)) || kestra.fulltext_index((((value ->> 'id'::text))::character varying)::text))) STORED,
    id character varying(150) GENERATED ALWAYS AS ((value ->> 'id'::text)) STORED NOT NULL,
    tenant_id character varying(250) GENERATED ALWAYS AS ((value ->> 'tenantId'::text)) STORED,
    trigger_execution_id character varying(150) GENERATED ALWAYS AS ((value #>> '{trigger,variables,executionId}'::text[])) STORED
);

CREATE TABLE kestra.executordelayed (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    date timestamp with time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value ->> 'date'::text))) STORED NOT NULL
);

CREATE TABLE kestra.executorstate (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL
);

CREATE TABLE kestra.flow_topologies (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    source_namespace character varying(150) GENERATED ALWAYS AS ((value #>> '{source,namespace}'::text[])) STORED NOT NULL,
    source_id character varying(150) GENERATED ALWAYS AS ((value #>> '{source,id}'::text[])) STORED NOT NULL,
    relation character varying(100) GENERATED ALWAYS AS ((value ->> 'relation'::text)) STORED NOT NULL,
    destination_namespace character varying(150) GENERATED ALWAYS AS ((value #>> '{destination,namespace}'::text[])) STORED NOT NULL,
    destination_id character varying(150) GENERATED ALWAYS AS ((value #>> '{destination,id}'::text[])) STORED NOT NULL,
    source_tenant_id character varying(250) GENERATED ALWAYS AS ((value #>> '{source,tenantId}'::text[])) STORED,
    destination_tenant_id character varying(250) GENERATED ALWAYS AS ((value #>> '{destination,tenantId}'::text[])) STORED
);

CREATE TABLE kestra.flows (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    deleted boolean GENERATED ALWAYS AS (((value ->> 'deleted'::text))::boolean) STORED NOT NULL,
    id character varying(100) GENERATED ALWAYS AS ((value ->> 'id'::text)) STORED NOT NULL,
    namespace character varying(150) GENERATED ALWAYS AS ((value ->> 'namespace'::text)) STORED NOT NULL,
    revision integer GENERATED ALWAYS AS (((value ->> 'revision'::text))::integer) STORED NOT NULL,
    fulltext tsvector GENERATED ALWAYS AS ((kestra.fulltext_index((((value ->> 'namespace'::text))::character varying)::text) || kestra.fulltext_index((((value ->> 'id'::text))::character varying)::text))) STORED,
    source_code text NOT NULL,
    tenant_id character varying(250) GENERATED ALWAYS AS ((value ->> 'tenantId'::text)) STORED
);

CREATE TABLE kestra.flyway_schema_history (
    installed_rank integer NOT NULL,
    version character varying(50),
    description character varying(200) NOT NULL,
    type character varying(20) NOT NULL,
    script character varying(1000) NOT NULL,
    checksum integer,
    installed_by character varying(100) NOT NULL,
    installed_on timestamp without time zone DEFAULT now() NOT NULL,
    execution_time integer NOT NULL,
    success boolean NOT NULL
);

CREATE TABLE kestra.logs (
    key character varying(30) NOT NULL,
    value jsonb NOT NULL,
    deleted boolean GENERATED ALWAYS AS (((value ->> 'deleted'::text))::boolean) STORED NOT NULL,
    namespace character varying(150) GENERATED ALWAYS AS ((value ->> 'namespace'::text)) STORED NOT NULL,
    flow_id character varying(150) GENERATED ALWAYS AS ((value ->> 'flowId'::text)) STORED NOT NULL,
    task_id character varying(150) GENERATED ALWAYS AS ((value ->> 'taskId'::text)) STORED,
    execution_id character varying(150) GENERATED ALWAYS AS ((value ->> 'executionId'::text)) STORED,
    taskrun_id character varying(150) GENERATED ALWAYS AS ((value ->> 'taskRunId'::text)) STORED,
    attempt_number integer GENERATED ALWAYS AS (((value ->> 'attemptNumber'::text))::integer) STORED,
    trigger_id character varying(150) GENERATED ALWAYS AS ((value ->> 'triggerId'::text)) STORED,
    level kestra.log_level GENERATED ALWAYS AS (kestra.loglevel_fromtext((value ->> 'level'::text))) STORED NOT NULL,
    "timestamp" timestamp with time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value ->> 'timestamp'::text))) STORED NOT NULL,
    tenant_id character varying(250) GENERATED ALWAYS AS ((value ->> 'tenantId'::text)) STORED,
    fulltext tsvector GENERATED ALWAYS AS ((((((((kestra.fulltext_index((((value ->> 'namespace'::text))::character varying)::text) || kestra.fulltext_index((((value ->> 'flowId'::text))::character varying)::text)) || kestra.fulltext_index((COALESCE(((value ->> 'taskId'::text))::character varying, ''::character varying))::text)) || kestra.fulltext_index((COALESCE(((value ->> 'executionId'::text))::character varying, ''::character varying))::text)) || kestra.fulltext_index((COALESCE(((value ->> 'taskRunId'::text))::character varying, ''::character varying))::text)) || kestra.fulltext_index((COALESCE(((value ->> 'triggerId'::text))::character varying, ''::character varying))::text)) || kestra.fulltext_index((COALESCE(((value ->> 'message'::text))::character varying, ''::character varying))::text)) || kestra.fulltext_index((COALESCE(((value ->> 'thread'::text))::character varying, ''::character varying))::text))) STORED
);

CREATE TABLE kestra.metrics (
    key character varying(30) NOT NULL,
    value jsonb NOT NULL,
    deleted boolean GENERATED ALWAYS AS (((value ->> 'deleted'::text))::boolean) STORED NOT NULL,
    namespace character varying(150) GENERATED ALWAYS AS ((value ->> 'namespace'::text)) STORED NOT NULL,
    flow_id character varying(150) GENERATED ALWAYS AS ((value ->> 'flowId'::text)) STORED NOT NULL,
    task_id character varying(150) GENERATED ALWAYS AS ((value ->> 'taskId'::text)) STORED NOT NULL,
    execution_id character varying(150) GENERATED ALWAYS AS ((value ->> 'executionId'::text)) STORED NOT NULL,
    taskrun_id character varying(150) GENERATED ALWAYS AS ((value ->> 'taskRunId'::text)) STORED NOT NULL,
    metric_name character varying(150) GENERATED ALWAYS AS ((value ->> 'name'::text)) STORED NOT NULL,
    "timestamp" timestamp with time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value ->> 'timestamp'::text))) STORED NOT NULL,
    metric_value double precision GENERATED ALWAYS AS (((value ->> 'value'::text))::double precision) STORED NOT NULL,
    tenant_id character varying(250) GENERATED ALWAYS AS ((value ->> 'tenantId'::text)) STORED
);

CREATE TABLE kestra.multipleconditions (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    namespace character varying(150) GENERATED ALWAYS AS ((value ->> 'namespace'::text)) STORED NOT NULL,
    flow_id character varying(150) GENERATED ALWAYS AS ((value ->> 'flowId'::text)) STORED NOT NULL,
    condition_id character varying(150) GENERATED ALWAYS AS ((value ->> 'conditionId'::text)) STORED NOT NULL,
    start_date timestamp with time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value ->> 'start'::text))) STORED NOT NULL,
    end_date timestamp with time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value ->> 'end'::text))) STORED NOT NULL,
    tenant_id character varying(250) GENERATED ALWAYS AS ((value ->> 'tenantId'::text)) STORED
);

CREATE TABLE kestra.queues (
    "offset" integer NOT NULL,
    type kestra.queue_type NOT NULL,
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    updated timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL,
    consumer_indexer boolean DEFAULT false,
    consumer_executor boolean DEFAULT false,
    consumer_worker boolean DEFAULT false,
    consumer_scheduler boolean DEFAULT false,
    consumer_flow_topology boolean DEFAULT false,
    consumer_group character varying(250)
);

CREATE SEQUENCE kestra.queues_offset_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE kestra.queues_offset_seq OWNED BY kestra.queues."offset";

CREATE TABLE kestra.service_instance (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    service_id character varying(36) GENERATED ALWAYS AS ((value ->> 'id'::text)) STORED NOT NULL,
    service_type character varying(36) GENERATED ALWAYS AS ((value ->> 'type'::text)) STORED NOT NULL,
    state character varying(36) GENERATED ALWAYS AS ((value ->> 'state'::text)) STORED NOT NULL,
    created_at timestamp with time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value ->> 'createdAt'::text))) STORED NOT NULL,
    updated_at timestamp with time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value ->> 'updatedAt'::text))) STORED NOT NULL
);

CREATE TABLE kestra.settings (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL
);

CREATE TABLE kestra.sla_monitor (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    execution_id character varying(150) GENERATED ALWAYS AS ((value ->> 'executionId'::text)) STORED NOT NULL,
    sla_id character varying(150) GENERATED ALWAYS AS ((value ->> 'slaId'::text)) STORED NOT NULL,
    deadline timestamp with time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value ->> 'deadline'::text))) STORED NOT NULL
);

CREATE TABLE kestra.subflow_executions (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL
);

CREATE TABLE kestra.templates (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    deleted boolean GENERATED ALWAYS AS (((value ->> 'deleted'::text))::boolean) STORED NOT NULL,
    id character varying(100) GENERATED ALWAYS AS ((value ->> 'id'::text)) STORED NOT NULL,
    namespace character varying(150) GENERATED ALWAYS AS ((value ->> 'namespace'::text)) STORED NOT NULL,
    fulltext tsvector GENERATED ALWAYS AS (kestra.fulltext_index(((kestra.fulltext_replace((((value ->> 'namespace'::text))::character varying)::text, ' '::text) || ' '::text) || kestra.fulltext_replace((((value ->> 'id'::text))::character varying)::text, ' '::text)))) STORED,
    tenant_id character varying(250) GENERATED ALWAYS AS ((value ->> 'tenantId'::text)) STORED
);

CREATE TABLE kestra.triggers (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    namespace character varying(150) GENERATED ALWAYS AS ((value ->> 'namespace'::text)) STORED NOT NULL,
    flow_id character varying(150) GENERATED ALWAYS AS ((value ->> 'flowId'::text)) STORED NOT NULL,
    trigger_id character varying(150) GENERATED ALWAYS AS ((value ->> 'triggerId'::text)) STORED NOT NULL,
    execution_id character varying(150) GENERATED ALWAYS AS ((value ->> 'executionId'::text)) STORED,
    fulltext tsvector GENERATED ALWAYS AS ((((kestra.fulltext_index((((value ->> 'namespace'::text))::character varying)::text) || kestra.fulltext_index((((value ->> 'flowId'::text))::character varying)::text)) || kestra.fulltext_index((((value ->> 'triggerId'::text))::character varying)::text)) || kestra.fulltext_index((COALESCE(((value ->> 'executionId'::text))::character varying, ''::character varying))::text))) STORED,
    tenant_id character varying(250) GENERATED ALWAYS AS ((value ->> 'tenantId'::text)) STORED,
    next_execution_date timestamp with time zone GENERATED ALWAYS AS (kestra.parse_iso8601_datetime((value ->> 'nextExecutionDate'::text))) STORED,
    worker_id character varying(250) GENERATED ALWAYS AS ((value ->> 'workerId'::text)) STORED
);

CREATE TABLE kestra.worker_job_running (
    key character varying(250) NOT NULL,
    value jsonb NOT NULL,
    worker_uuid character varying(36) GENERATED ALWAYS AS (((value -> 'workerInstance'::text) ->> 'workerUuid'::text)) STORED NOT NULL
);

ALTER TABLE ONLY kestra.queues ALTER COLUMN "offset" SET DEFAULT nextval('kestra.queues_offset_seq'::regclass);

ALTER TABLE ONLY kestra.dashboards
    ADD CONSTRAINT dashboards_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.execution_queued
    ADD CONSTRAINT execution_queued_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.executions
    ADD CONSTRAINT executions_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.executordelayed
    ADD CONSTRAINT executordelayed_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.executorstate
    ADD CONSTRAINT executorstate_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.flow_topologies
    ADD CONSTRAINT flow_topologies_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.flows
    ADD CONSTRAINT flows_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.flyway_schema_history
    ADD CONSTRAINT flyway_schema_history_pk PRIMARY KEY (installed_rank);

ALTER TABLE ONLY kestra.logs
    ADD CONSTRAINT logs_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.metrics
    ADD CONSTRAINT metrics_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.multipleconditions
    ADD CONSTRAINT multipleconditions_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.service_instance
    ADD CONSTRAINT service_instance_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.sla_monitor
    ADD CONSTRAINT sla_monitor_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.templates
    ADD CONSTRAINT templates_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.triggers
    ADD CONSTRAINT triggers_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.worker_job_running
    ADD CONSTRAINT worker_job_running_pkey PRIMARY KEY (key);

ALTER TABLE ONLY kestra.subflow_executions
    ADD CONSTRAINT workertaskexecutions_pkey PRIMARY KEY (key);

CREATE INDEX dashboards_fulltext ON kestra.dashboards USING gin (fulltext);

CREATE INDEX dashboards_id ON kestra.dashboards USING btree (id, deleted, tenant_id);

CREATE INDEX dashboards_tenant ON kestra.dashboards USING btree (deleted, tenant_id);

CREATE INDEX execution_queued__flow_date ON kestra.execution_queued USING btree (tenant_id, namespace, flow_id, date);

CREATE INDEX executions_end_date ON kestra.executions USING btree (deleted, tenant_id, end_date);

CREATE INDEX executions_flow_id ON kestra.executions USING btree (deleted, tenant_id, flow_id);

CREATE INDEX executions_fulltext ON kestra.executions USING gin (fulltext);

CREATE INDEX executions_labels ON kestra.executions USING gin (((value -> 'labels'::text)));

CREATE INDEX executions_namespace ON kestra.executions USING btree (deleted, tenant_id, namespace);

CREATE INDEX executions_start_date ON kestra.executions USING btree (deleted, tenant_id, start_date);

CREATE INDEX executions_state_current ON kestra.executions USING btree (deleted, tenant_id, state_current);

CREATE INDEX executions_state_duration ON kestra.executions USING btree (deleted, tenant_id, state_duration);

CREATE INDEX executions_trigger_execution_id ON kestra.executions USING btree (deleted, tenant_id, trigger_execution_id);

CREATE INDEX executordelayed_date ON kestra.executordelayed USING btree (date);

CREATE INDEX flow_topologies_destination ON kestra.flow_topologies USING btree (destination_tenant_id, destination_namespace, destination_id);

CREATE INDEX flow_topologies_destination__source ON kestra.flow_topologies USING btree (destination_tenant_id, destination_namespace, destination_id, source_tenant_id, source_namespace, source_id);

CREATE INDEX flows_fulltext ON kestra.flows USING gin (fulltext);

CREATE INDEX flows_labels ON kestra.flows USING gin (((value -> 'labels'::text)));

CREATE INDEX flows_namespace ON kestra.flows USING btree (deleted, tenant_id, namespace);

CREATE INDEX flows_namespace__id__revision ON kestra.flows USING btree (deleted, tenant_id, namespace, id, revision);

CREATE INDEX flows_source_code ON kestra.flows USING gin (kestra.fulltext_index(source_code));

CREATE INDEX flyway_schema_history_s_idx ON kestra.flyway_schema_history USING btree (success);

CREATE INDEX logs_execution_id ON kestra.logs USING btree (deleted, execution_id);

CREATE INDEX logs_execution_id__task_id ON kestra.logs USING btree (deleted, execution_id, task_id);

CREATE INDEX logs_execution_id__taskrun_id ON kestra.logs USING btree (deleted, execution_id, taskrun_id);

CREATE INDEX logs_namespace_flow ON kestra.logs USING btree (deleted, tenant_id, "timestamp", level, namespace, flow_id);

CREATE INDEX logs_timestamp ON kestra.logs USING btree ("timestamp");

CREATE INDEX metrics_execution_id ON kestra.metrics USING btree (deleted, execution_id);

CREATE INDEX metrics_flow_id ON kestra.metrics USING btree (deleted, tenant_id, namespace, flow_id);

CREATE INDEX metrics_timestamp ON kestra.metrics USING btree (deleted, tenant_id, "timestamp");

CREATE INDEX multipleconditions_namespace__flow_id__condition_id ON kestra.multipleconditions USING btree (tenant_id, namespace, flow_id, condition_id);

CREATE INDEX multipleconditions_start_date__end_date ON kestra.multipleconditions USING btree (tenant_id, start_date, end_date);

CREATE INDEX queues_offset ON kestra.queues USING hash ("offset");

CREATE INDEX queues_type__consumer_executor ON kestra.queues USING btree (type, consumer_executor, "offset") WHERE (consumer_executor = false);

CREATE INDEX queues_type__consumer_flow_topology ON kestra.queues USING btree (type, consumer_flow_topology, "offset") WHERE (consumer_flow_topology = false);

CREATE INDEX queues_type__consumer_indexer ON kestra.queues USING btree (type, consumer_indexer, "offset") WHERE (consumer_indexer = false);

CREATE INDEX queues_type__consumer_scheduler ON kestra.queues USING btree (type, consumer_scheduler, "offset") WHERE (consumer_scheduler = false);

CREATE INDEX queues_type__consumer_worker ON kestra.queues USING btree (type, consumer_worker, "offset") WHERE (consumer_worker = false);

CREATE INDEX queues_type__offset ON kestra.queues USING btree (type, "offset");

CREATE INDEX queues_updated ON kestra.queues USING btree (updated);

CREATE INDEX sla_monitor__deadline ON kestra.sla_monitor USING btree (deadline);

CREATE INDEX sla_monitor__execution_id ON kestra.sla_monitor USING btree (execution_id);

CREATE INDEX templates_fulltext ON kestra.templates USING gin (fulltext);

CREATE INDEX templates_namespace ON kestra.templates USING btree (deleted, tenant_id, namespace);

CREATE INDEX templates_namespace__id ON kestra.templates USING btree (deleted, tenant_id, namespace, id);

CREATE INDEX triggers__tenant ON kestra.triggers USING btree (tenant_id);

CREATE INDEX triggers_execution_id ON kestra.triggers USING btree (execution_id);

CREATE INDEX worker_job_running_worker_uuid ON kestra.worker_job_running USING btree (worker_uuid);

CREATE TRIGGER dashboard_updated BEFORE UPDATE ON kestra.dashboards FOR EACH ROW EXECUTE FUNCTION kestra.update_updated_datetime();

CREATE TRIGGER queues_updated BEFORE UPDATE ON kestra.queues FOR EACH ROW EXECUTE FUNCTION kestra.update_updated_datetime();
`,
  cleans: [
    {
      table: "kestra.queues",
      clock: "updated",
      retention:
        "kestra.jdbc.cleaner.retention, default 7d (cli/src/main/resources/application.yml:137)",
      source: "jdbc/src/main/java/io/kestra/jdbc/runner/JdbcCleaner.java:48",
      note: "JdbcCleaner, @Scheduled every kestra.jdbc.cleaner.fixed-delay (1h, application.yml:136; JdbcCleaner.java:55), on the JDBC runner servers; whatever the consumers' progress",
    },
    {
      table: "kestra.executions",
      clock: "end_date",
      retention:
        "the endDate of the purge system flow (community blueprint 234, loaded into namespace system at first start, FlowAutoLoaderService.java:36,74; Kestra's documentation: now() - 1 month, daily)",
      source:
        "jdbc/src/main/java/io/kestra/jdbc/repository/AbstractJdbcExecutionRepository.java:291",
      note: "PurgeExecutions (core/src/main/java/io/kestra/plugin/core/execution/PurgeExecutions.java:127) via ExecutionService.purge (ExecutionService.java:360-391), each execution deleted by key (AbstractJdbcExecutionRepository.java:1038); optional states filter; the flow's text is fetched from api.kestra.io, not in the repository; tutorial flows on by default (application.yml:119-121)",
    },
    {
      table: "kestra.metrics",
      clock: "executions.end_date",
      retention: "with its execution, by the purge system flow (see kestra.executions)",
      source: "jdbc/src/main/java/io/kestra/jdbc/repository/AbstractJdbcMetricRepository.java:166",
      note: "deleted by execution_id for each purged execution (purgeMetric defaults to true, PurgeExecutions.java:105; ExecutionService.java:398-399); the parent's clock, not metrics.timestamp",
    },
    {
      table: "kestra.logs",
      clock: "timestamp",
      retention:
        "the endDate of the purge system flow's PurgeLogs task (Kestra's documentation: now() - 1 month, daily)",
      source: "jdbc/src/main/java/io/kestra/jdbc/repository/AbstractJdbcLogRepository.java:482",
      note: "PurgeLogs (core/src/main/java/io/kestra/plugin/core/log/PurgeLogs.java:104) deletes execution and trigger logs by timestamp, optionally by level; PurgeExecutions may also delete an execution's logs with it (AbstractJdbcLogRepository.java:410)",
    },
    {
      table: "kestra.multipleconditions",
      clock: "end_date",
      retention: "end_date passed (the flow trigger's time window)",
      source: "core/src/main/java/io/kestra/core/services/FlowTriggerService.java:158",
      note: "expired windows (end_date < now, AbstractJdbcMultipleConditionStorage.java:58) deleted at each execution the executor evaluates for flow triggers; windows whose conditions are all met are deleted too (not by age)",
    },
  ],
  shouldAsk: [
    {
      table: "kestra.service_instance",
      why: "every server and worker instance ever started (hostname, server props, created_at/updated_at): dead ones are only soft-deleted to state EMPTY (AbstractServiceLivenessCoordinator.java:168-172) and accumulate forever",
    },
  ],
  neverDelete: [
    "kestra.flows",
    "kestra.templates",
    "kestra.dashboards",
    "kestra.triggers",
    "kestra.flow_topologies",
    "kestra.settings",
    "kestra.flyway_schema_history",
  ],
};
