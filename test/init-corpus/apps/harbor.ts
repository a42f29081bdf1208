// Harbor (Go, beego ORM, SQL migrations run by golang-migrate), from goharbor/harbor@c50c7ddd6ea4e335a480b49c618281882ab7eec9.
// Schema: its 39 migrations (make/migrations/postgresql/*.up.sql, in version order, as
// src/common/dao/pgsql.go:36, 113-165 runs them) replayed on PostgreSQL 15, pg_dump read back (see
// the header of schemaSql).
// Cleanup: the audit log purge job (src/jobservice/job/impl/purge/purge.go:102-120, deleting from
// audit_log and audit_log_ext by op_time), run on the schedule and with the retention an
// administrator sets ("Log Rotation": none by default); the execution sweeper (src/pkg/task/sweep_manager.go:95-185,
// scheduled daily at core start, src/controller/task/sweep.go:45, src/core/main.go:324), which keeps
// the latest N executions per vendor by start_time (count-based, src/jobservice/job/known_jobs.go:57-71)
// and deletes the older ones with their final tasks; the daily system artifact cleanup
// (src/controller/systemartifact/execution.go:33, src/core/main.go:318), deleting system artifacts
// (scan data exports) created more than a day ago (src/pkg/systemartifact/cleanupcriteria.go:63-68);
// and the database job logger's sweeper (src/jobservice/logger/sweeper/db_sweeper.go:41-53), which
// deletes job_log rows older than logger_sweeper_duration (1 day in make/harbor.yml.tmpl:151), only when
// the DB job logger is configured (it is commented out in harbor.yml.tmpl:146-149). Not counted:
// artifact_trash, emptied by garbage collection of every trashed artifact whatever its age
// (src/jobservice/job/impl/gc/garbage_collection.go:598, time window 0); and artifacts removed by a
// project's tag retention rules (opt-in, per project, rules by push or pull time), which are the
// registry's content and listed in neverDelete.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "harbor",
  framework: "go",
  source: {
    repo: "goharbor/harbor",
    commit: "c50c7ddd6ea4e335a480b49c618281882ab7eec9",
    schemaFrom:
      "make/migrations/postgresql/*.up.sql (39, in version order, after golang-migrate's schema_migrations table) replayed on PostgreSQL 15 in schema harbor and dumped with pg_dump --schema-only --no-owner --no-privileges; all its 49 tables",
  },
  schemas: ["harbor"],
  schemaSql: `
-- Harbor: goharbor/harbor@c50c7ddd6ea4e335a480b49c618281882ab7eec9
-- Built by running its 39 migrations (make/migrations/postgresql/*.up.sql, 0001_initial_schema to
-- 0190_2.16.0_schema, in version order, as golang-migrate does from src/common/dao/pgsql.go), after
-- the schema_migrations table golang-migrate's pgx driver creates (0030 alters it), on an empty
-- PostgreSQL 15 database with search_path set to schema harbor (Harbor uses public), read back with
-- pg_dump --schema-only --no-owner --no-privileges (its SET lines and comments left out). The rows the
-- migrations insert (the admin user, the library project, roles, permissions, properties) are data,
-- not kept.
CREATE SCHEMA harbor;

CREATE FUNCTION harbor.update_update_time_at_column() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
  BEGIN
    NEW.update_time = NOW();
    RETURN NEW;
  END;
$$;

CREATE TABLE harbor.access (
    access_id integer NOT NULL,
    access_code character(1),
    comment character varying(30)
);

CREATE SEQUENCE harbor.access_access_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.access_access_id_seq OWNED BY harbor.access.access_id;

CREATE TABLE harbor.alembic_version (
    version_num character varying(32) NOT NULL
);

CREATE TABLE harbor.artifact (
    id integer NOT NULL,
    project_id integer NOT NULL,
    repository_name character varying(255) NOT NULL,
    digest character varying(255) NOT NULL,
    type character varying(255) NOT NULL,
    pull_time timestamp without time zone,
    push_time timestamp without time zone,
    repository_id integer NOT NULL,
    media_type character varying(255) NOT NULL,
    manifest_media_type character varying(255) NOT NULL,
    size bigint,
    extra_attrs text,
    annotations jsonb,
    icon character varying(255),
    artifact_type character varying(255) NOT NULL
);

CREATE TABLE harbor.artifact_accessory (
    id integer NOT NULL,
    artifact_id bigint,
    subject_artifact_id bigint,
    type character varying(256),
    size bigint,
    digest character varying(1024),
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    subject_artifact_digest character varying(1024),
    subject_artifact_repo character varying(1024),
    source character varying(50) DEFAULT 'local'::character varying
);

CREATE SEQUENCE harbor.artifact_accessory_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.artifact_accessory_id_seq OWNED BY harbor.artifact_accessory.id;

CREATE TABLE harbor.artifact_blob (
    id integer NOT NULL,
    digest_af character varying(255) NOT NULL,
    digest_blob character varying(255) NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.artifact_blob_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.artifact_blob_id_seq OWNED BY harbor.artifact_blob.id;

CREATE SEQUENCE harbor.artifact_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.artifact_id_seq OWNED BY harbor.artifact.id;

CREATE TABLE harbor.artifact_reference (
    id integer NOT NULL,
    parent_id integer NOT NULL,
    child_id integer NOT NULL,
    child_digest character varying(255) NOT NULL,
    platform character varying(255),
    urls character varying(1024),
    annotations jsonb
);

CREATE SEQUENCE harbor.artifact_reference_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.artifact_reference_id_seq OWNED BY harbor.artifact_reference.id;

CREATE TABLE harbor.artifact_trash (
    id integer NOT NULL,
    media_type character varying(255) NOT NULL,
    manifest_media_type character varying(255) NOT NULL,
    repository_name character varying(255) NOT NULL,
    digest character varying(255) NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.artifact_trash_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.artifact_trash_id_seq OWNED BY harbor.artifact_trash.id;

CREATE TABLE harbor.audit_log (
    id integer NOT NULL,
    project_id integer NOT NULL,
    operation character varying(20) NOT NULL,
    resource_type character varying(255) NOT NULL,
    resource character varying(1024) NOT NULL,
    username character varying(255) NOT NULL,
    op_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE harbor.audit_log_ext (
    id bigint NOT NULL,
    project_id bigint,
    operation character varying(50),
    resource_type character varying(255),
    resource character varying(1024),
    username character varying(255),
    op_desc character varying(1024),
    op_result boolean DEFAULT true,
    payload text,
    source_ip character varying(50),
    op_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.audit_log_ext_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.audit_log_ext_id_seq OWNED BY harbor.audit_log_ext.id;

CREATE SEQUENCE harbor.audit_log_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.audit_log_id_seq OWNED BY harbor.audit_log.id;

CREATE TABLE harbor.blob (
    id integer NOT NULL,
    digest character varying(255) NOT NULL,
    content_type character varying(1024) NOT NULL,
    size bigint NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    status character varying(255) DEFAULT 'none'::character varying,
    version bigint DEFAULT 0
);

CREATE SEQUENCE harbor.blob_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.blob_id_seq OWNED BY harbor.blob.id;

CREATE TABLE harbor.cve_allowlist (
    id integer NOT NULL,
    project_id integer,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    expires_at bigint,
    items text NOT NULL
);

CREATE SEQUENCE harbor.cve_whitelist_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.cve_whitelist_id_seq OWNED BY harbor.cve_allowlist.id;

CREATE TABLE harbor.data_migrations (
    id integer NOT NULL,
    version integer,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.data_migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.data_migrations_id_seq OWNED BY harbor.data_migrations.id;

CREATE TABLE harbor.execution (
    id integer NOT NULL,
    vendor_type character varying(64) NOT NULL,
    vendor_id integer,
    status character varying(16),
    status_message text,
    trigger character varying(16) NOT NULL,
    extra_attrs json,
    start_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    end_time timestamp without time zone,
    revision integer,
    update_time timestamp without time zone
);

CREATE SEQUENCE harbor.execution_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.execution_id_seq OWNED BY harbor.execution.id;

CREATE TABLE harbor.harbor_label (
    id integer NOT NULL,
    name character varying(128) NOT NULL,
    description text,
    color character varying(16),
    level character(1) NOT NULL,
    scope character(1) NOT NULL,
    project_id integer,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    deleted boolean DEFAULT false NOT NULL
);

CREATE SEQUENCE harbor.harbor_label_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.harbor_label_id_seq OWNED BY harbor.harbor_label.id;

CREATE TABLE harbor.harbor_user (
    user_id integer NOT NULL,
    username character varying(255),
    email character varying(255),
    password character varying(40) NOT NULL,
    realname character varying(255) NOT NULL,
    comment character varying(30),
    deleted boolean DEFAULT false NOT NULL,
    reset_uuid character varying(40) DEFAULT NULL::character varying,
    salt character varying(40) DEFAULT NULL::character varying,
    sysadmin_flag boolean DEFAULT false NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    password_version character varying(16) DEFAULT 'sha256'::character varying
);

CREATE SEQUENCE harbor.harbor_user_user_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.harbor_user_user_id_seq OWNED BY harbor.harbor_user.user_id;

CREATE TABLE harbor.immutable_tag_rule (
    id integer NOT NULL,
    project_id integer NOT NULL,
    tag_filter text,
    disabled boolean DEFAULT false NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.immutable_tag_rule_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.immutable_tag_rule_id_seq OWNED BY harbor.immutable_tag_rule.id;

CREATE TABLE harbor.job_log (
    log_id integer NOT NULL,
    job_uuid character varying(64) NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    content text
);

CREATE SEQUENCE harbor.job_log_log_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.job_log_log_id_seq OWNED BY harbor.job_log.log_id;

CREATE TABLE harbor.job_queue_status (
    id integer NOT NULL,
    job_type character varying(256) NOT NULL,
    paused boolean DEFAULT false NOT NULL,
    update_time timestamp with time zone DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE SEQUENCE harbor.job_queue_status_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.job_queue_status_id_seq OWNED BY harbor.job_queue_status.id;

CREATE TABLE harbor.label_reference (
    id integer NOT NULL,
    label_id integer NOT NULL,
    artifact_id integer NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.label_reference_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.label_reference_id_seq OWNED BY harbor.label_reference.id;

CREATE TABLE harbor.notification_policy (
    id integer NOT NULL,
    name character varying(256),
    project_id integer NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    description text,
    targets text,
    event_types text,
    creator character varying(256),
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.notification_policy_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.notification_policy_id_seq OWNED BY harbor.notification_policy.id;

CREATE TABLE harbor.oidc_user (
    id integer NOT NULL,
    user_id integer NOT NULL,
    secret character varying(255) NOT NULL,
    subiss character varying(255) NOT NULL,
    token text,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.oidc_user_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.oidc_user_id_seq OWNED BY harbor.oidc_user.id;

CREATE TABLE harbor.p2p_preheat_instance (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(255),
    vendor character varying(255) NOT NULL,
    endpoint character varying(255) NOT NULL,
    auth_mode character varying(255),
    auth_data text,
    enabled boolean,
    is_default boolean,
    insecure boolean,
    setup_timestamp bigint
);

CREATE SEQUENCE harbor.p2p_preheat_instance_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.p2p_preheat_instance_id_seq OWNED BY harbor.p2p_preheat_instance.id;

CREATE TABLE harbor.p2p_preheat_policy (
    id integer NOT NULL,
    name character varying(255) NOT NULL,
    description character varying(1024),
    project_id integer NOT NULL,
    provider_id integer NOT NULL,
    filters character varying(1024),
    trigger character varying(255),
    enabled boolean,
    creation_time timestamp without time zone,
    update_time timestamp without time zone,
    extra_attrs text
);

CREATE SEQUENCE harbor.p2p_preheat_policy_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.p2p_preheat_policy_id_seq OWNED BY harbor.p2p_preheat_policy.id;

CREATE TABLE harbor.permission_policy (
    id bigint NOT NULL,
    scope character varying(255) NOT NULL,
    resource character varying(255),
    action character varying(255),
    effect character varying(255),
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.permission_policy_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.permission_policy_id_seq OWNED BY harbor.permission_policy.id;

CREATE TABLE harbor.project (
    project_id integer NOT NULL,
    owner_id integer NOT NULL,
    name character varying(255) NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    deleted boolean DEFAULT false NOT NULL,
    registry_id integer
);

CREATE TABLE harbor.project_blob (
    id integer NOT NULL,
    project_id integer NOT NULL,
    blob_id integer NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.project_blob_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.project_blob_id_seq OWNED BY harbor.project_blob.id;

CREATE TABLE harbor.project_member (
    id integer NOT NULL,
    project_id integer NOT NULL,
    entity_id integer NOT NULL,
    entity_type character(1) NOT NULL,
    role integer NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.project_member_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.project_member_id_seq OWNED BY harbor.project_member.id;

CREATE TABLE harbor.project_metadata (
    id integer NOT NULL,
    project_id integer NOT NULL,
    name character varying(255) NOT NULL,
    value character varying(255),
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.project_metadata_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.project_metadata_id_seq OWNED BY harbor.project_metadata.id;

CREATE SEQUENCE harbor.project_project_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.project_project_id_seq OWNED BY harbor.project.project_id;

CREATE TABLE harbor.properties (
    id integer NOT NULL,
    k character varying(64) NOT NULL,
    v text NOT NULL
);

CREATE SEQUENCE harbor.properties_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.properties_id_seq OWNED BY harbor.properties.id;

CREATE TABLE harbor.quota (
    id integer NOT NULL,
    reference character varying(255) NOT NULL,
    reference_id character varying(255) NOT NULL,
    hard jsonb NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    version bigint DEFAULT 0
);

CREATE SEQUENCE harbor.quota_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.quota_id_seq OWNED BY harbor.quota.id;

CREATE TABLE harbor.quota_usage (
    id integer NOT NULL,
    reference character varying(255) NOT NULL,
    reference_id character varying(255) NOT NULL,
    used jsonb NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    version bigint DEFAULT 0
);

CREATE SEQUENCE harbor.quota_usage_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.quota_usage_id_seq OWNED BY harbor.quota_usage.id;

CREATE TABLE harbor.registry (
    id integer NOT NULL,
    name character varying(64),
    url character varying(256),
    access_key character varying(4096),
    access_secret character varying(4096),
    insecure boolean DEFAULT false NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    credential_type character varying(16),
    type character varying(32),
    description text,
    health character varying(16),
    ca_certificate text
);

CREATE TABLE harbor.replication_policy (
    id integer NOT NULL,
    name character varying(256),
    dest_registry_id integer,
    enabled boolean DEFAULT true NOT NULL,
    description text,
    deleted boolean DEFAULT false NOT NULL,
    trigger character varying(256),
    filters character varying(1024),
    replicate_deletion boolean DEFAULT false NOT NULL,
    start_time timestamp without time zone,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    creator character varying(256),
    src_registry_id integer,
    dest_namespace character varying(256),
    override boolean,
    dest_namespace_replace_count integer,
    speed_kb integer,
    copy_by_chunk boolean,
    single_active_replication boolean
);

CREATE SEQUENCE harbor.replication_policy_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.replication_policy_id_seq OWNED BY harbor.replication_policy.id;

CREATE SEQUENCE harbor.replication_target_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.replication_target_id_seq OWNED BY harbor.registry.id;

CREATE TABLE harbor.report_vulnerability_record (
    id bigint NOT NULL,
    report_uuid text DEFAULT ''::text NOT NULL,
    vuln_record_id bigint DEFAULT 0 NOT NULL
);

CREATE SEQUENCE harbor.report_vulnerability_record_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.report_vulnerability_record_id_seq OWNED BY harbor.report_vulnerability_record.id;

CREATE TABLE harbor.repository (
    repository_id integer NOT NULL,
    name character varying(255) NOT NULL,
    project_id integer NOT NULL,
    description text,
    pull_count integer DEFAULT 0 NOT NULL,
    star_count integer DEFAULT 0 NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.repository_repository_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.repository_repository_id_seq OWNED BY harbor.repository.repository_id;

CREATE TABLE harbor.retention_policy (
    id integer NOT NULL,
    scope_level character varying(20),
    scope_reference integer,
    trigger_kind character varying(20),
    data text,
    create_time timestamp without time zone,
    update_time timestamp without time zone
);

CREATE SEQUENCE harbor.retention_policy_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.retention_policy_id_seq OWNED BY harbor.retention_policy.id;

CREATE TABLE harbor.robot (
    id bigint NOT NULL,
    name character varying(255),
    description character varying(1024),
    project_id integer,
    expiresat bigint,
    disabled boolean DEFAULT false NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    visible boolean DEFAULT true NOT NULL,
    secret character varying(2048),
    salt character varying(64),
    duration integer,
    creator_ref bigint DEFAULT 0,
    creator_type character varying(255)
);

CREATE SEQUENCE harbor.robot_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    MAXVALUE 9007199254740991
    CACHE 1;

ALTER SEQUENCE harbor.robot_id_seq OWNED BY harbor.robot.id;

CREATE TABLE harbor.role (
    role_id integer NOT NULL,
    role_mask integer DEFAULT 0 NOT NULL,
    role_code character varying(20),
    name character varying(20)
);

CREATE TABLE harbor.role_permission (
    id bigint NOT NULL,
    role_type character varying(255) NOT NULL,
    role_id bigint NOT NULL,
    permission_policy_id bigint NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.role_permission_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.role_permission_id_seq OWNED BY harbor.role_permission.id;

CREATE SEQUENCE harbor.role_role_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.role_role_id_seq OWNED BY harbor.role.role_id;

CREATE TABLE harbor.sbom_report (
    id integer NOT NULL,
    uuid character varying(64) NOT NULL,
    artifact_id integer NOT NULL,
    registration_uuid character varying(64) NOT NULL,
    mime_type character varying(256) NOT NULL,
    media_type character varying(256) NOT NULL,
    report json
);

CREATE SEQUENCE harbor.sbom_report_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.sbom_report_id_seq OWNED BY harbor.sbom_report.id;

CREATE TABLE harbor.scan_report (
    id integer NOT NULL,
    uuid character varying(64) NOT NULL,
    digest character varying(256) NOT NULL,
    registration_uuid character varying(64) NOT NULL,
    mime_type character varying(256) NOT NULL,
    report json,
    critical_cnt bigint,
    high_cnt bigint,
    medium_cnt bigint,
    low_cnt bigint,
    none_cnt bigint,
    unknown_cnt bigint,
    fixable_cnt bigint
);

CREATE SEQUENCE harbor.scan_report_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.scan_report_id_seq OWNED BY harbor.scan_report.id;

CREATE TABLE harbor.scanner_registration (
    id integer NOT NULL,
    uuid character varying(64) NOT NULL,
    url character varying(256) NOT NULL,
    name character varying(128) NOT NULL,
    description character varying(1024),
    auth character varying(16) NOT NULL,
    access_cred character varying(512),
    disabled boolean DEFAULT false NOT NULL,
    is_default boolean DEFAULT false NOT NULL,
    use_internal_addr boolean DEFAULT false NOT NULL,
    immutable boolean DEFAULT false NOT NULL,
    skip_cert_verify boolean DEFAULT false NOT NULL,
    create_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.scanner_registration_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.scanner_registration_id_seq OWNED BY harbor.scanner_registration.id;

CREATE TABLE harbor.schedule (
    id integer NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    vendor_type character varying(64),
    vendor_id integer,
    cron character varying(64),
    callback_func_name character varying(128),
    callback_func_param text,
    cron_type character varying(64),
    extra_attrs json,
    revision bigint
);

CREATE SEQUENCE harbor.schedule_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.schedule_id_seq OWNED BY harbor.schedule.id;

CREATE TABLE harbor.schema_migrations (
    version bigint NOT NULL,
    dirty boolean NOT NULL
);

CREATE TABLE harbor.system_artifact (
    id integer NOT NULL,
    repository character varying(256) NOT NULL,
    digest character varying(255) DEFAULT ''::character varying NOT NULL,
    size bigint DEFAULT 0 NOT NULL,
    vendor character varying(255) DEFAULT ''::character varying NOT NULL,
    type character varying(255) DEFAULT ''::character varying NOT NULL,
    create_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    extra_attrs text DEFAULT ''::text NOT NULL
);

CREATE SEQUENCE harbor.system_artifact_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.system_artifact_id_seq OWNED BY harbor.system_artifact.id;

CREATE TABLE harbor.tag (
    id integer NOT NULL,
    repository_id integer NOT NULL,
    artifact_id integer NOT NULL,
    name character varying(255) NOT NULL,
    push_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    pull_time timestamp without time zone
);

CREATE SEQUENCE harbor.tag_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.tag_id_seq OWNED BY harbor.tag.id;

CREATE TABLE harbor.task (
    id integer NOT NULL,
    execution_id integer NOT NULL,
    job_id character varying(64),
    status character varying(16) NOT NULL,
    status_code integer NOT NULL,
    status_revision bigint,
    status_message text,
    run_count integer,
    extra_attrs json,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    start_time timestamp without time zone,
    update_time timestamp without time zone,
    end_time timestamp without time zone,
    vendor_type character varying(64) NOT NULL
);

CREATE SEQUENCE harbor.task_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.task_id_seq OWNED BY harbor.task.id;

CREATE TABLE harbor.user_group (
    id integer NOT NULL,
    group_name character varying(255) NOT NULL,
    group_type smallint DEFAULT 0,
    ldap_group_dn character varying(512) NOT NULL,
    creation_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP,
    update_time timestamp without time zone DEFAULT CURRENT_TIMESTAMP
);

CREATE SEQUENCE harbor.user_group_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.user_group_id_seq OWNED BY harbor.user_group.id;

CREATE TABLE harbor.vulnerability_record (
    id bigint NOT NULL,
    cve_id text DEFAULT ''::text NOT NULL,
    registration_uuid text DEFAULT ''::text NOT NULL,
    package text DEFAULT ''::text NOT NULL,
    package_version text DEFAULT ''::text NOT NULL,
    package_type text DEFAULT ''::text NOT NULL,
    severity text DEFAULT ''::text NOT NULL,
    fixed_version text,
    urls text,
    cvss_score_v3 double precision,
    cvss_score_v2 double precision,
    cvss_vector_v3 text,
    cvss_vector_v2 text,
    description text,
    cwe_ids text,
    vendor_attributes json,
    status text
);

CREATE SEQUENCE harbor.vulnerability_record_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

ALTER SEQUENCE harbor.vulnerability_record_id_seq OWNED BY harbor.vulnerability_record.id;

ALTER TABLE ONLY harbor.access ALTER COLUMN access_id SET DEFAULT nextval('harbor.access_access_id_seq'::regclass);

ALTER TABLE ONLY harbor.artifact ALTER COLUMN id SET DEFAULT nextval('harbor.artifact_id_seq'::regclass);

ALTER TABLE ONLY harbor.artifact_accessory ALTER COLUMN id SET DEFAULT nextval('harbor.artifact_accessory_id_seq'::regclass);

ALTER TABLE ONLY harbor.artifact_blob ALTER COLUMN id SET DEFAULT nextval('harbor.artifact_blob_id_seq'::regclass);

ALTER TABLE ONLY harbor.artifact_reference ALTER COLUMN id SET DEFAULT nextval('harbor.artifact_reference_id_seq'::regclass);

ALTER TABLE ONLY harbor.artifact_trash ALTER COLUMN id SET DEFAULT nextval('harbor.artifact_trash_id_seq'::regclass);

ALTER TABLE ONLY harbor.audit_log ALTER COLUMN id SET DEFAULT nextval('harbor.audit_log_id_seq'::regclass);

ALTER TABLE ONLY harbor.audit_log_ext ALTER COLUMN id SET DEFAULT nextval('harbor.audit_log_ext_id_seq'::regclass);

ALTER TABLE ONLY harbor.blob ALTER COLUMN id SET DEFAULT nextval('harbor.blob_id_seq'::regclass);

ALTER TABLE ONLY harbor.cve_allowlist ALTER COLUMN id SET DEFAULT nextval('harbor.cve_whitelist_id_seq'::regclass);

ALTER TABLE ONLY harbor.data_migrations ALTER COLUMN id SET DEFAULT nextval('harbor.data_migrations_id_seq'::regclass);

ALTER TABLE ONLY harbor.execution ALTER COLUMN id SET DEFAULT nextval('harbor.execution_id_seq'::regclass);

ALTER TABLE ONLY harbor.harbor_label ALTER COLUMN id SET DEFAULT nextval('harbor.harbor_label_id_seq'::regclass);

ALTER TABLE ONLY harbor.harbor_user ALTER COLUMN user_id SET DEFAULT nextval('harbor.harbor_user_user_id_seq'::regclass);

ALTER TABLE ONLY harbor.immutable_tag_rule ALTER COLUMN id SET DEFAULT nextval('harbor.immutable_tag_rule_id_seq'::regclass);

ALTER TABLE ONLY harbor.job_log ALTER COLUMN log_id SET DEFAULT nextval('harbor.job_log_log_id_seq'::regclass);

ALTER TABLE ONLY harbor.job_queue_status ALTER COLUMN id SET DEFAULT nextval('harbor.job_queue_status_id_seq'::regclass);

ALTER TABLE ONLY harbor.label_reference ALTER COLUMN id SET DEFAULT nextval('harbor.label_reference_id_seq'::regclass);

ALTER TABLE ONLY harbor.notification_policy ALTER COLUMN id SET DEFAULT nextval('harbor.notification_policy_id_seq'::regclass);

ALTER TABLE ONLY harbor.oidc_user ALTER COLUMN id SET DEFAULT nextval('harbor.oidc_user_id_seq'::regclass);

ALTER TABLE ONLY harbor.p2p_preheat_instance ALTER COLUMN id SET DEFAULT nextval('harbor.p2p_preheat_instance_id_seq'::regclass);

ALTER TABLE ONLY harbor.p2p_preheat_policy ALTER COLUMN id SET DEFAULT nextval('harbor.p2p_preheat_policy_id_seq'::regclass);

ALTER TABLE ONLY harbor.permission_policy ALTER COLUMN id SET DEFAULT nextval('harbor.permission_policy_id_seq'::regclass);

ALTER TABLE ONLY harbor.project ALTER COLUMN project_id SET DEFAULT nextval('harbor.project_project_id_seq'::regclass);

ALTER TABLE ONLY harbor.project_blob ALTER COLUMN id SET DEFAULT nextval('harbor.project_blob_id_seq'::regclass);

ALTER TABLE ONLY harbor.project_member ALTER COLUMN id SET DEFAULT nextval('harbor.project_member_id_seq'::regclass);

ALTER TABLE ONLY harbor.project_metadata ALTER COLUMN id SET DEFAULT nextval('harbor.project_metadata_id_seq'::regclass);

ALTER TABLE ONLY harbor.properties ALTER COLUMN id SET DEFAULT nextval('harbor.properties_id_seq'::regclass);

ALTER TABLE ONLY harbor.quota ALTER COLUMN id SET DEFAULT nextval('harbor.quota_id_seq'::regclass);

ALTER TABLE ONLY harbor.quota_usage ALTER COLUMN id SET DEFAULT nextval('harbor.quota_usage_id_seq'::regclass);

ALTER TABLE ONLY harbor.registry ALTER COLUMN id SET DEFAULT nextval('harbor.replication_target_id_seq'::regclass);

ALTER TABLE ONLY harbor.replication_policy ALTER COLUMN id SET DEFAULT nextval('harbor.replication_policy_id_seq'::regclass);

ALTER TABLE ONLY harbor.report_vulnerability_record ALTER COLUMN id SET DEFAULT nextval('harbor.report_vulnerability_record_id_seq'::regclass);

ALTER TABLE ONLY harbor.repository ALTER COLUMN repository_id SET DEFAULT nextval('harbor.repository_repository_id_seq'::regclass);

ALTER TABLE ONLY harbor.retention_policy ALTER COLUMN id SET DEFAULT nextval('harbor.retention_policy_id_seq'::regclass);

ALTER TABLE ONLY harbor.robot ALTER COLUMN id SET DEFAULT nextval('harbor.robot_id_seq'::regclass);

ALTER TABLE ONLY harbor.role ALTER COLUMN role_id SET DEFAULT nextval('harbor.role_role_id_seq'::regclass);

ALTER TABLE ONLY harbor.role_permission ALTER COLUMN id SET DEFAULT nextval('harbor.role_permission_id_seq'::regclass);

ALTER TABLE ONLY harbor.sbom_report ALTER COLUMN id SET DEFAULT nextval('harbor.sbom_report_id_seq'::regclass);

ALTER TABLE ONLY harbor.scan_report ALTER COLUMN id SET DEFAULT nextval('harbor.scan_report_id_seq'::regclass);

ALTER TABLE ONLY harbor.scanner_registration ALTER COLUMN id SET DEFAULT nextval('harbor.scanner_registration_id_seq'::regclass);

ALTER TABLE ONLY harbor.schedule ALTER COLUMN id SET DEFAULT nextval('harbor.schedule_id_seq'::regclass);

ALTER TABLE ONLY harbor.system_artifact ALTER COLUMN id SET DEFAULT nextval('harbor.system_artifact_id_seq'::regclass);

ALTER TABLE ONLY harbor.tag ALTER COLUMN id SET DEFAULT nextval('harbor.tag_id_seq'::regclass);

ALTER TABLE ONLY harbor.task ALTER COLUMN id SET DEFAULT nextval('harbor.task_id_seq'::regclass);

ALTER TABLE ONLY harbor.user_group ALTER COLUMN id SET DEFAULT nextval('harbor.user_group_id_seq'::regclass);

ALTER TABLE ONLY harbor.vulnerability_record ALTER COLUMN id SET DEFAULT nextval('harbor.vulnerability_record_id_seq'::regclass);

ALTER TABLE ONLY harbor.access
    ADD CONSTRAINT access_pkey PRIMARY KEY (access_id);

ALTER TABLE ONLY harbor.artifact_accessory
    ADD CONSTRAINT artifact_accessory_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.artifact_blob
    ADD CONSTRAINT artifact_blob_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.artifact
    ADD CONSTRAINT artifact_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.artifact_reference
    ADD CONSTRAINT artifact_reference_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.artifact_trash
    ADD CONSTRAINT artifact_trash_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.audit_log_ext
    ADD CONSTRAINT audit_log_ext_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.blob
    ADD CONSTRAINT blob_digest_key UNIQUE (digest);

ALTER TABLE ONLY harbor.blob
    ADD CONSTRAINT blob_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.cve_allowlist
    ADD CONSTRAINT cve_whitelist_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.cve_allowlist
    ADD CONSTRAINT cve_whitelist_project_id_key UNIQUE (project_id);

ALTER TABLE ONLY harbor.data_migrations
    ADD CONSTRAINT data_migrations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.execution
    ADD CONSTRAINT execution_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.harbor_label
    ADD CONSTRAINT harbor_label_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.harbor_user
    ADD CONSTRAINT harbor_user_email_key UNIQUE (email);

ALTER TABLE ONLY harbor.harbor_user
    ADD CONSTRAINT harbor_user_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY harbor.harbor_user
    ADD CONSTRAINT harbor_user_username_key UNIQUE (username);

ALTER TABLE ONLY harbor.immutable_tag_rule
    ADD CONSTRAINT immutable_tag_rule_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.immutable_tag_rule
    ADD CONSTRAINT immutable_tag_rule_project_id_tag_filter_key UNIQUE (project_id, tag_filter);

ALTER TABLE ONLY harbor.job_log
    ADD CONSTRAINT job_log_pkey PRIMARY KEY (log_id);

ALTER TABLE ONLY harbor.job_queue_status
    ADD CONSTRAINT job_queue_status_job_type_key UNIQUE (job_type);

ALTER TABLE ONLY harbor.job_queue_status
    ADD CONSTRAINT job_queue_status_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.label_reference
    ADD CONSTRAINT label_reference_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.notification_policy
    ADD CONSTRAINT notification_policy_name_project_id_key UNIQUE (name, project_id);

ALTER TABLE ONLY harbor.notification_policy
    ADD CONSTRAINT notification_policy_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.oidc_user
    ADD CONSTRAINT oidc_user_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.oidc_user
    ADD CONSTRAINT oidc_user_subiss_key UNIQUE (subiss);

ALTER TABLE ONLY harbor.p2p_preheat_instance
    ADD CONSTRAINT p2p_preheat_instance_name_key UNIQUE (name);

ALTER TABLE ONLY harbor.p2p_preheat_instance
    ADD CONSTRAINT p2p_preheat_instance_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.p2p_preheat_policy
    ADD CONSTRAINT p2p_preheat_policy_name_project_id_key UNIQUE (name, project_id);

ALTER TABLE ONLY harbor.p2p_preheat_policy
    ADD CONSTRAINT p2p_preheat_policy_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.permission_policy
    ADD CONSTRAINT permission_policy_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.project_blob
    ADD CONSTRAINT project_blob_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.project_member
    ADD CONSTRAINT project_member_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.project_metadata
    ADD CONSTRAINT project_metadata_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.project
    ADD CONSTRAINT project_name_key UNIQUE (name);

ALTER TABLE ONLY harbor.project
    ADD CONSTRAINT project_pkey PRIMARY KEY (project_id);

ALTER TABLE ONLY harbor.properties
    ADD CONSTRAINT properties_k_key UNIQUE (k);

ALTER TABLE ONLY harbor.properties
    ADD CONSTRAINT properties_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.quota
    ADD CONSTRAINT quota_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.quota
    ADD CONSTRAINT quota_reference_reference_id_key UNIQUE (reference, reference_id);

ALTER TABLE ONLY harbor.quota_usage
    ADD CONSTRAINT quota_usage_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.quota_usage
    ADD CONSTRAINT quota_usage_reference_reference_id_key UNIQUE (reference, reference_id);

ALTER TABLE ONLY harbor.replication_policy
    ADD CONSTRAINT replication_policy_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.registry
    ADD CONSTRAINT replication_target_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.report_vulnerability_record
    ADD CONSTRAINT report_vulnerability_record_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.report_vulnerability_record
    ADD CONSTRAINT report_vulnerability_record_report_uuid_vuln_record_id_key UNIQUE (report_uuid, vuln_record_id);

ALTER TABLE ONLY harbor.repository
    ADD CONSTRAINT repository_name_key UNIQUE (name);

ALTER TABLE ONLY harbor.repository
    ADD CONSTRAINT repository_pkey PRIMARY KEY (repository_id);

ALTER TABLE ONLY harbor.retention_policy
    ADD CONSTRAINT retention_policy_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.robot
    ADD CONSTRAINT robot_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.role_permission
    ADD CONSTRAINT role_permission_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.role
    ADD CONSTRAINT role_pkey PRIMARY KEY (role_id);

ALTER TABLE ONLY harbor.sbom_report
    ADD CONSTRAINT sbom_report_artifact_id_registration_uuid_mime_type_media_t_key UNIQUE (artifact_id, registration_uuid, mime_type, media_type);

ALTER TABLE ONLY harbor.sbom_report
    ADD CONSTRAINT sbom_report_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.sbom_report
    ADD CONSTRAINT sbom_report_uuid_key UNIQUE (uuid);

ALTER TABLE ONLY harbor.scan_report
    ADD CONSTRAINT scan_report_digest_registration_uuid_mime_type_key UNIQUE (digest, registration_uuid, mime_type);

ALTER TABLE ONLY harbor.scan_report
    ADD CONSTRAINT scan_report_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.scan_report
    ADD CONSTRAINT scan_report_uuid_key UNIQUE (uuid);

ALTER TABLE ONLY harbor.scanner_registration
    ADD CONSTRAINT scanner_registration_name_key UNIQUE (name);

ALTER TABLE ONLY harbor.scanner_registration
    ADD CONSTRAINT scanner_registration_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.scanner_registration
    ADD CONSTRAINT scanner_registration_url_key UNIQUE (url);

ALTER TABLE ONLY harbor.scanner_registration
    ADD CONSTRAINT scanner_registration_uuid_key UNIQUE (uuid);

ALTER TABLE ONLY harbor.schedule
    ADD CONSTRAINT schedule_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);

ALTER TABLE ONLY harbor.system_artifact
    ADD CONSTRAINT system_artifact_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.system_artifact
    ADD CONSTRAINT system_artifact_repository_digest_vendor_key UNIQUE (repository, digest, vendor);

ALTER TABLE ONLY harbor.tag
    ADD CONSTRAINT tag_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.task
    ADD CONSTRAINT task_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.artifact
    ADD CONSTRAINT unique_artifact UNIQUE (repository_id, digest);

ALTER TABLE ONLY harbor.artifact_accessory
    ADD CONSTRAINT unique_artifact_accessory UNIQUE (artifact_id, subject_artifact_digest);

ALTER TABLE ONLY harbor.artifact_blob
    ADD CONSTRAINT unique_artifact_blob UNIQUE (digest_af, digest_blob);

ALTER TABLE ONLY harbor.artifact_trash
    ADD CONSTRAINT unique_artifact_trash UNIQUE (repository_name, digest);

ALTER TABLE ONLY harbor.user_group
    ADD CONSTRAINT unique_group_name UNIQUE (group_name);

ALTER TABLE ONLY harbor.harbor_label
    ADD CONSTRAINT unique_label UNIQUE (name, scope, project_id);

ALTER TABLE ONLY harbor.label_reference
    ADD CONSTRAINT unique_label_reference UNIQUE (label_id, artifact_id);

ALTER TABLE ONLY harbor.replication_policy
    ADD CONSTRAINT unique_policy_name UNIQUE (name);

ALTER TABLE ONLY harbor.project_blob
    ADD CONSTRAINT unique_project_blob UNIQUE (project_id, blob_id);

ALTER TABLE ONLY harbor.project_member
    ADD CONSTRAINT unique_project_entity_type UNIQUE (project_id, entity_id, entity_type);

ALTER TABLE ONLY harbor.project_metadata
    ADD CONSTRAINT unique_project_id_and_name UNIQUE (project_id, name);

ALTER TABLE ONLY harbor.permission_policy
    ADD CONSTRAINT unique_rbac_policy UNIQUE (scope, resource, action, effect);

ALTER TABLE ONLY harbor.artifact_reference
    ADD CONSTRAINT unique_reference UNIQUE (parent_id, child_id);

ALTER TABLE ONLY harbor.robot
    ADD CONSTRAINT unique_robot UNIQUE (name, project_id);

ALTER TABLE ONLY harbor.role_permission
    ADD CONSTRAINT unique_role_permission UNIQUE (role_type, role_id, permission_policy_id);

ALTER TABLE ONLY harbor.schedule
    ADD CONSTRAINT unique_schedule UNIQUE (vendor_type, vendor_id);

ALTER TABLE ONLY harbor.tag
    ADD CONSTRAINT unique_tag UNIQUE (repository_id, name);

ALTER TABLE ONLY harbor.registry
    ADD CONSTRAINT unique_target_name UNIQUE (name);

ALTER TABLE ONLY harbor.user_group
    ADD CONSTRAINT user_group_pkey PRIMARY KEY (id);

ALTER TABLE ONLY harbor.vulnerability_record
    ADD CONSTRAINT vulnerability_record_cve_id_registration_uuid_package_packa_key UNIQUE (cve_id, registration_uuid, package, package_version);

ALTER TABLE ONLY harbor.vulnerability_record
    ADD CONSTRAINT vulnerability_record_pkey PRIMARY KEY (id);

CREATE INDEX idx_artifact_accessory_subject_artifact_id ON harbor.artifact_accessory USING btree (subject_artifact_id);

CREATE INDEX idx_artifact_blob_digest_blob ON harbor.artifact_blob USING btree (digest_blob);

CREATE INDEX idx_artifact_digest_project_id ON harbor.artifact USING btree (digest, project_id);

CREATE INDEX idx_artifact_push_time ON harbor.artifact USING btree (push_time);

CREATE INDEX idx_artifact_reference_child_id ON harbor.artifact_reference USING btree (child_id);

CREATE INDEX idx_artifact_repository_name ON harbor.artifact USING btree (repository_name);

CREATE INDEX idx_audit_log_ext_op_time ON harbor.audit_log_ext USING btree (op_time);

CREATE INDEX idx_audit_log_ext_project_id_operation ON harbor.audit_log_ext USING btree (project_id, operation);

CREATE INDEX idx_audit_log_ext_project_id_optime ON harbor.audit_log_ext USING btree (project_id, op_time);

CREATE INDEX idx_audit_log_ext_project_id_resource_type ON harbor.audit_log_ext USING btree (project_id, resource_type);

CREATE INDEX idx_audit_log_op_time ON harbor.audit_log USING btree (op_time);

CREATE INDEX idx_audit_log_project_id_optime ON harbor.audit_log USING btree (project_id, op_time);

CREATE INDEX idx_execution_start_time ON harbor.execution USING btree (start_time);

CREATE INDEX idx_execution_vendor_type_vendor_id ON harbor.execution USING btree (vendor_type, vendor_id);

CREATE INDEX idx_report_vulnerability_record_vuln_record_id ON harbor.report_vulnerability_record USING btree (vuln_record_id);

CREATE INDEX idx_status ON harbor.blob USING btree (status);

CREATE INDEX idx_tag_artifact_id ON harbor.tag USING btree (artifact_id);

CREATE INDEX idx_tag_push_time ON harbor.tag USING btree (push_time);

CREATE INDEX idx_task_extra_attrs_report_uuids ON harbor.task USING gin ((((extra_attrs)::jsonb -> 'report_uuids'::text)));

CREATE INDEX idx_task_job_id ON harbor.task USING btree (job_id);

CREATE INDEX idx_version ON harbor.blob USING btree (version);

CREATE INDEX idx_vulnerability_record_cve_id ON harbor.vulnerability_record USING btree (cve_id);

CREATE INDEX idx_vulnerability_record_cvss_score_v3 ON harbor.vulnerability_record USING btree (cvss_score_v3);

CREATE INDEX idx_vulnerability_record_package ON harbor.vulnerability_record USING btree (package);

CREATE INDEX idx_vulnerability_record_severity ON harbor.vulnerability_record USING btree (severity);

CREATE INDEX idx_vulnerability_registration_uuid ON harbor.vulnerability_record USING btree (registration_uuid);

CREATE UNIQUE INDEX job_log_uuid ON harbor.job_log USING btree (job_uuid);

CREATE INDEX task_execution_id_idx ON harbor.task USING btree (execution_id);

CREATE TRIGGER harbor_label_update_time_at_modtime BEFORE UPDATE ON harbor.harbor_label FOR EACH ROW EXECUTE FUNCTION harbor.update_update_time_at_column();

CREATE TRIGGER harbor_user_update_time_at_modtime BEFORE UPDATE ON harbor.harbor_user FOR EACH ROW EXECUTE FUNCTION harbor.update_update_time_at_column();

CREATE TRIGGER oidc_user_update_time_at_modtime BEFORE UPDATE ON harbor.oidc_user FOR EACH ROW EXECUTE FUNCTION harbor.update_update_time_at_column();

CREATE TRIGGER project_member_update_time_at_modtime BEFORE UPDATE ON harbor.project_member FOR EACH ROW EXECUTE FUNCTION harbor.update_update_time_at_column();

CREATE TRIGGER project_metadata_update_time_at_modtime BEFORE UPDATE ON harbor.project_metadata FOR EACH ROW EXECUTE FUNCTION harbor.update_update_time_at_column();

CREATE TRIGGER project_update_time_at_modtime BEFORE UPDATE ON harbor.project FOR EACH ROW EXECUTE FUNCTION harbor.update_update_time_at_column();

CREATE TRIGGER replication_policy_update_time_at_modtime BEFORE UPDATE ON harbor.replication_policy FOR EACH ROW EXECUTE FUNCTION harbor.update_update_time_at_column();

CREATE TRIGGER repository_update_time_at_modtime BEFORE UPDATE ON harbor.repository FOR EACH ROW EXECUTE FUNCTION harbor.update_update_time_at_column();

CREATE TRIGGER robot_update_time_at_modtime BEFORE UPDATE ON harbor.robot FOR EACH ROW EXECUTE FUNCTION harbor.update_update_time_at_column();

CREATE TRIGGER user_group_update_time_at_modtime BEFORE UPDATE ON harbor.user_group FOR EACH ROW EXECUTE FUNCTION harbor.update_update_time_at_column();

ALTER TABLE ONLY harbor.artifact_accessory
    ADD CONSTRAINT artifact_accessory_artifact_id_fkey FOREIGN KEY (artifact_id) REFERENCES harbor.artifact(id);

ALTER TABLE ONLY harbor.artifact_reference
    ADD CONSTRAINT artifact_reference_child_id_fkey FOREIGN KEY (child_id) REFERENCES harbor.artifact(id);

ALTER TABLE ONLY harbor.artifact_reference
    ADD CONSTRAINT artifact_reference_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES harbor.artifact(id);

ALTER TABLE ONLY harbor.vulnerability_record
    ADD CONSTRAINT fk_registration_uuid FOREIGN KEY (registration_uuid) REFERENCES harbor.scanner_registration(uuid) ON DELETE CASCADE;

ALTER TABLE ONLY harbor.report_vulnerability_record
    ADD CONSTRAINT fk_report_uuid FOREIGN KEY (report_uuid) REFERENCES harbor.scan_report(uuid) ON DELETE CASCADE;

ALTER TABLE ONLY harbor.report_vulnerability_record
    ADD CONSTRAINT fk_vuln_record_id FOREIGN KEY (vuln_record_id) REFERENCES harbor.vulnerability_record(id) ON DELETE CASCADE;

ALTER TABLE ONLY harbor.label_reference
    ADD CONSTRAINT label_reference_artifact_id_fkey FOREIGN KEY (artifact_id) REFERENCES harbor.artifact(id);

ALTER TABLE ONLY harbor.label_reference
    ADD CONSTRAINT label_reference_label_id_fkey FOREIGN KEY (label_id) REFERENCES harbor.harbor_label(id);

ALTER TABLE ONLY harbor.oidc_user
    ADD CONSTRAINT oidc_user_user_id_fkey FOREIGN KEY (user_id) REFERENCES harbor.harbor_user(user_id);

ALTER TABLE ONLY harbor.project_metadata
    ADD CONSTRAINT project_metadata_project_id_fkey FOREIGN KEY (project_id) REFERENCES harbor.project(project_id);

ALTER TABLE ONLY harbor.project
    ADD CONSTRAINT project_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES harbor.harbor_user(user_id);

ALTER TABLE ONLY harbor.tag
    ADD CONSTRAINT tag_artifact_id_fkey FOREIGN KEY (artifact_id) REFERENCES harbor.artifact(id);

ALTER TABLE ONLY harbor.task
    ADD CONSTRAINT task_execution_id_fkey FOREIGN KEY (execution_id) REFERENCES harbor.execution(id);
`,
  cleans: [
    {
      table: "harbor.audit_log",
      clock: "op_time",
      retention:
        "audit_retention_hour of the purge schedule an administrator sets (no schedule by default; at most 240000h, src/common/const.go:221)",
      source: "src/pkg/audit/dao/dao.go:80",
      note: "the PURGE_AUDIT job (src/jobservice/job/impl/purge/purge.go:112), optionally only the operations included",
    },
    {
      table: "harbor.audit_log_ext",
      clock: "op_time",
      retention: "audit_retention_hour of the purge schedule (no schedule by default)",
      source: "src/pkg/auditext/dao/dao.go:155",
      note: "only the event types included in the purge (operation_resource_type); same job (purge.go:117)",
    },
    {
      table: "harbor.execution",
      clock: "start_time",
      retention:
        "count-based: the latest N per vendor type and id kept (N from 1 to 50 by vendor type, src/jobservice/job/known_jobs.go:57-71), the older ones in a final status deleted",
      source: "src/pkg/task/sweep_manager.go:179",
      note: "the execution sweep job, daily (src/controller/task/sweep.go:45); candidates by start_time before the Nth latest (sweep_manager.go:116-145); an execution with tasks left is kept",
    },
    {
      table: "harbor.task",
      clock: "start_time of its execution",
      retention: "with its execution (count-based, as execution), only tasks in a final status",
      source: "src/pkg/task/sweep_manager.go:173",
    },
    {
      table: "harbor.system_artifact",
      clock: "create_time",
      retention: "1d (DefaultCleanupWindowSeconds, src/pkg/systemartifact/cleanupcriteria.go:28)",
      source: "src/pkg/systemartifact/cleanupcriteria.go:67",
      note: "the system artifact cleanup, daily (src/controller/systemartifact/execution.go:33); each record deleted with its blob (src/pkg/systemartifact/manager.go:258)",
    },
    {
      table: "harbor.job_log",
      clock: "creation_time",
      retention: "logger_sweeper_duration, 1d in make/harbor.yml.tmpl:151",
      source: "src/pkg/joblog/dao/dao.go:78",
      note: "only with the DB job logger configured (harbor.yml.tmpl:146-149 has it commented out); called by the sweeper, src/jobservice/logger/sweeper/db_sweeper.go:47",
    },
  ],
  shouldAsk: [],
  neverDelete: [
    "harbor.harbor_user",
    "harbor.oidc_user",
    "harbor.user_group",
    "harbor.robot",
    "harbor.project",
    "harbor.project_member",
    "harbor.project_metadata",
    "harbor.role",
    "harbor.role_permission",
    "harbor.permission_policy",
    "harbor.access",
    "harbor.registry",
    "harbor.replication_policy",
    "harbor.repository",
    "harbor.artifact",
    "harbor.artifact_blob",
    "harbor.artifact_reference",
    "harbor.artifact_accessory",
    "harbor.tag",
    "harbor.blob",
    "harbor.project_blob",
    "harbor.harbor_label",
    "harbor.label_reference",
    "harbor.quota",
    "harbor.quota_usage",
    "harbor.scanner_registration",
    "harbor.retention_policy",
    "harbor.immutable_tag_rule",
    "harbor.notification_policy",
    "harbor.p2p_preheat_instance",
    "harbor.p2p_preheat_policy",
    "harbor.cve_allowlist",
    "harbor.properties",
    "harbor.schedule",
    "harbor.schema_migrations",
    "harbor.data_migrations",
    "harbor.alembic_version",
  ],
};
