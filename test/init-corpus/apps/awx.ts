// AWX (Django 4.2), from ansible/awx@e21dd0a0933fd544d1fe2513c54fe41203775eb5 (devel, 2024-10-23; the newest stored
// snapshot). Taken in place of pretix (pretix/pretix is over the fetch size limit). Lists written from AWX's own code
// before init was run on it.
// Schema: a hand transcription of its Django models (a subset, 48 tables), not its migrations replayed (the Python
// package registry is not reachable here); the header of schemaSql says how, and what of the migrations it keeps.
// Cleanup: AWX's "management jobs", system job templates its migrations create with a schedule, launched by its
// periodic scheduler (tower_scheduler, every 30 s, awx/settings/defaults.py:434; awx/main/tasks/system.py:722), which
// runs `awx-manage <job_type>` with the schedule's days (awx/main/tasks/jobs.py:1875-1894):
// - cleanup_jobs, weekly on Sunday with days 120 (awx/main/migrations/0002_squashed_v300_release.py:29-49; the command's
//   own default is 90, awx/main/management/commands/cleanup_jobs.py:152): jobs, project updates, inventory updates, ad
//   hoc commands, management jobs and workflow jobs created before the cutoff and not pending, waiting or running
//   (cleanup_jobs.py:253-400), deleted by Django's collector with their main_unifiedjob row and what CASCADEs from them
//   (host summaries, launch configs, workflow nodes, many-to-many rows); a second pass per kind (DeleteMeta,
//   cleanup_jobs.py:52-139) deletes the same kinds again by created and DROPs the hourly event partitions older than the
//   cutoff (:98-131) that hold no kept job; notifications created before the cutoff and not pending (:402-421);
// - cleanup_activitystream, weekly on Tuesday with days 355 (0002_squashed_v300_release.py:56-76; default 90,
//   cleanup_activitystream.py:25): activity stream entries whose timestamp is older (:40-61);
// - cleanup_sessions, weekly (awx/main/migrations/_create_system_jobs.py:17-46, run by 0078): Django's clearsessions,
//   sessions whose expire_date has passed (cleanup_sessions.py:22);
// - cleanup_tokens, weekly (_create_system_jobs.py:49-78): django-oauth-toolkit 1.7.1's cleartokens (cleanup_tokens.py:24;
//   oauth2_provider/models.py:624-684 at that tag): refresh tokens revoked, or whose access token expired, more than
//   REFRESH_TOKEN_EXPIRE_SECONDS ago (2628000 s, awx/settings/defaults.py:399), access tokens without a refresh token
//   whose expires has passed (ACCESS_TOKEN_EXPIRE_SECONDS 31536000000 s, about 1,000 years, by default), and expired
//   grants (AUTHORIZATION_CODE_EXPIRE_SECONDS 600 s).
// A dispatcher task, cleanup_host_metrics (every 3.5 h, runs when 30 days have passed since the last run,
// awx/settings/defaults.py:447, 970-978; awx/main/tasks/host_metrics.py:18-89): host metrics soft-deleted more than 36
// months ago are deleted (after hosts not automated for 12 months are soft-deleted, an UPDATE). The cluster heartbeat
// deletes control nodes not seen for 2 heartbeats only when AWX_AUTO_DEPROVISION_INSTANCES is set (default False,
// awx/settings/defaults.py:528; awx/main/tasks/system.py:620-631).
// Not counted: the per-user session limit (SESSIONS_PER_USER, off by default as -1, deletes a user's oldest sessions
// beyond it: count-based, awx/main/signals.py:664-669, awx/main/models/organization.py:185-192); the host metrics'
// soft deletion (an UPDATE); the _unpartitioned_* event tables cleanup_jobs drops or empties (cleanup_jobs.py:214-251,
// left out of the schema); image, file, pod and receptor work-unit cleanups (awx/main/tasks/system.py:422, 661, 699;
// not the database); deletions on a user's request or by a resource sync (not by age); django-ansible-base's code was
// read at its commit of 2024-10-22 and deletes nothing by age. Workflow approvals that time out are only marked
// timed_out and are never deleted: cleanup_jobs leaves main_workflowapproval and its main_unifiedjob rows alone.
// Neither list: django_content_type (framework) and main_hostmetricsummarymonthly (monthly license counts, rewritten,
// never deleted).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "awx",
  framework: "django",
  source: {
    repo: "ansible/awx",
    commit: "e21dd0a0933fd544d1fe2513c54fe41203775eb5",
    schemaFrom:
      "its Django models (awx/main/models, awx/conf/models.py, django-oauth-toolkit 1.7.1's swapped abstract models, django.contrib.auth, contenttypes and sessions) transcribed by hand as Django 4.2's PostgreSQL backend creates them, with what its migrations leave beside the models (0185's *_old columns, 0144's partitioned job event tables); migrate was not run (PyPI unreachable); 48 of its tables",
  },
  schemas: ["awx"],
  schemaSql: `
-- AWX: ansible/awx@e21dd0a0933fd544d1fe2513c54fe41203775eb5 (2024-10-23, Django 4.2.16, django-oauth-toolkit 1.7.1)
-- Transcribed by hand from its Django models at that commit (awx/main/models/*.py, awx/conf/models.py, the
-- django-oauth-toolkit 1.7.1 abstract models it swaps, django.contrib.auth, contenttypes and sessions), read as
-- Python source, not imported: its migrations (197 in awx.main, 16 in awx.conf) could not be replayed here (the Python package registry is not
-- reachable; AWX pins Django 4.2.16, django-ansible-base and dozens of other requirements). As Django 4.2's
-- PostgreSQL schema editor creates them: AutoField integer identity (DEFAULT_AUTO_FIELD, awx/settings/defaults.py:24),
-- BigAutoField bigint identity, CharField varchar(n) NOT NULL, TextField text, DateTimeField timestamptz (USE_TZ, :90),
-- JSONField jsonb, JSONBlob (awx/main/fields.py:76) text, DecimalField numeric, Positive*Field with CHECK (>= 0),
-- AskForField boolean; no database defaults (Django keeps them in Python); every ForeignKey DEFERRABLE INITIALLY
-- DEFERRED without ON DELETE (Django's collector applies on_delete itself) and indexed; "_like" varchar_pattern_ops
-- indexes beside unique text columns; multi-table inheritance (django-polymorphic) as <parent>_ptr_id. Index names
-- are descriptive, not Django's hashed ones. What the migrations leave that the models do not say is kept:
-- 0185_move_JSONBlob_to_JSONField renamed the old text columns to *_old (nullable) beside new jsonb ones (AWX's
-- dispatcher drops them after copying, awx/main/tasks/system.py:138-177), 0017 kept main_unifiedjob.result_stdout_text,
-- and 0144_event_partitions made the five job event tables range-partitioned on job_created (LIKE ... INCLUDING ALL,
-- PRIMARY KEY (id, job_created), no foreign keys); AWX adds hourly partitions (main_jobevent_YYYYMMDD_HH) as events
-- arrive, and a new database has none. Left out: the _unpartitioned_main_*event tables 0144 leaves (cleanup_jobs drops
-- them once nothing in them is newer than its cutoff), execution environments, instance groups, labels, groups,
-- RBAC (main_rbac_roles and django-ansible-base's dab_* tables), workflow templates and nodes, receptor addresses and
-- most many-to-many tables; a foreign key to a table outside the subset keeps its column and index without its
-- constraint (the *_role_id, execution_environment_id, instance_group_id, workflow_job_template_id and
-- workflow_approval_template_id columns). AWX uses the public schema; here it is schema awx.
CREATE SCHEMA awx;
SET search_path TO awx;

-- django.contrib.contenttypes, auth, sessions (Django 4.2)
CREATE TABLE django_content_type (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    app_label varchar(100) NOT NULL,
    model varchar(100) NOT NULL,
    CONSTRAINT django_content_type_app_label_model_uniq UNIQUE (app_label, model)
);

CREATE TABLE auth_user (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    password varchar(128) NOT NULL,
    last_login timestamptz NULL,
    is_superuser boolean NOT NULL,
    username varchar(150) NOT NULL UNIQUE,
    first_name varchar(150) NOT NULL,
    last_name varchar(150) NOT NULL,
    email varchar(254) NOT NULL,
    is_staff boolean NOT NULL,
    is_active boolean NOT NULL,
    date_joined timestamptz NOT NULL
);
CREATE INDEX auth_user_username_like ON auth_user (username varchar_pattern_ops);

CREATE TABLE django_session (
    session_key varchar(40) NOT NULL PRIMARY KEY,
    session_data text NOT NULL,
    expire_date timestamptz NOT NULL
);
CREATE INDEX django_session_expire_date_idx ON django_session (expire_date);
CREATE INDEX django_session_session_key_like ON django_session (session_key varchar_pattern_ops);

-- awx.main: accounts and organizations
CREATE TABLE main_organization (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    description text NOT NULL,
    name varchar(512) NOT NULL UNIQUE,
    created_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    modified_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    max_hosts integer NOT NULL CHECK (max_hosts >= 0),
    custom_virtualenv varchar(100) NULL,
    default_environment_id integer NULL,
    admin_role_id integer NULL,
    execute_role_id integer NULL,
    project_admin_role_id integer NULL,
    inventory_admin_role_id integer NULL,
    credential_admin_role_id integer NULL,
    workflow_admin_role_id integer NULL,
    notification_admin_role_id integer NULL,
    job_template_admin_role_id integer NULL,
    execution_environment_admin_role_id integer NULL,
    auditor_role_id integer NULL,
    member_role_id integer NULL,
    read_role_id integer NULL,
    approval_role_id integer NULL
);
CREATE INDEX main_organization_name_like ON main_organization (name varchar_pattern_ops);
CREATE INDEX main_organization_created_by_id_idx ON main_organization (created_by_id);
CREATE INDEX main_organization_modified_by_id_idx ON main_organization (modified_by_id);
CREATE INDEX main_organization_default_environment_id_idx ON main_organization (default_environment_id);
CREATE INDEX main_organization_admin_role_id_idx ON main_organization (admin_role_id);
CREATE INDEX main_organization_member_role_id_idx ON main_organization (member_role_id);
CREATE INDEX main_organization_read_role_id_idx ON main_organization (read_role_id);

CREATE TABLE main_team (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    description text NOT NULL,
    name varchar(512) NOT NULL,
    created_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    modified_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    organization_id integer NOT NULL REFERENCES main_organization (id) DEFERRABLE INITIALLY DEFERRED,
    admin_role_id integer NULL,
    member_role_id integer NULL,
    read_role_id integer NULL,
    CONSTRAINT main_team_organization_id_name_uniq UNIQUE (organization_id, name)
);
CREATE INDEX main_team_created_by_id_idx ON main_team (created_by_id);
CREATE INDEX main_team_modified_by_id_idx ON main_team (modified_by_id);
CREATE INDEX main_team_organization_id_idx ON main_team (organization_id);
CREATE INDEX main_team_admin_role_id_idx ON main_team (admin_role_id);
CREATE INDEX main_team_member_role_id_idx ON main_team (member_role_id);
CREATE INDEX main_team_read_role_id_idx ON main_team (read_role_id);

CREATE TABLE main_usersessionmembership (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    session_id varchar(40) NOT NULL UNIQUE REFERENCES django_session (session_key) DEFERRABLE INITIALLY DEFERRED,
    user_id integer NOT NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX main_usersessionmembership_session_id_like ON main_usersessionmembership (session_id varchar_pattern_ops);
CREATE INDEX main_usersessionmembership_user_id_idx ON main_usersessionmembership (user_id);

-- awx.conf
CREATE TABLE conf_setting (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    key varchar(255) NOT NULL,
    value jsonb NULL,
    user_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX conf_setting_user_id_idx ON conf_setting (user_id);

-- credentials
CREATE TABLE main_credentialtype (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    description text NOT NULL,
    name varchar(512) NOT NULL,
    created_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    modified_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    kind varchar(32) NOT NULL,
    managed boolean NOT NULL,
    namespace varchar(1024) NULL,
    inputs jsonb NOT NULL,
    injectors jsonb NOT NULL,
    CONSTRAINT main_credentialtype_name_kind_uniq UNIQUE (name, kind)
);
CREATE INDEX main_credentialtype_created_by_id_idx ON main_credentialtype (created_by_id);
CREATE INDEX main_credentialtype_modified_by_id_idx ON main_credentialtype (modified_by_id);

CREATE TABLE main_credential (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    description text NOT NULL,
    name varchar(512) NOT NULL,
    created_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    modified_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    credential_type_id integer NOT NULL REFERENCES main_credentialtype (id) DEFERRABLE INITIALLY DEFERRED,
    managed boolean NOT NULL,
    organization_id integer NULL REFERENCES main_organization (id) DEFERRABLE INITIALLY DEFERRED,
    inputs jsonb NOT NULL,
    admin_role_id integer NULL,
    use_role_id integer NULL,
    read_role_id integer NULL,
    CONSTRAINT main_credential_organization_id_name_credential_type_id_uniq UNIQUE (organization_id, name, credential_type_id)
);
CREATE INDEX main_credential_created_by_id_idx ON main_credential (created_by_id);
CREATE INDEX main_credential_modified_by_id_idx ON main_credential (modified_by_id);
CREATE INDEX main_credential_credential_type_id_idx ON main_credential (credential_type_id);
CREATE INDEX main_credential_organization_id_idx ON main_credential (organization_id);
CREATE INDEX main_credential_admin_role_id_idx ON main_credential (admin_role_id);
CREATE INDEX main_credential_use_role_id_idx ON main_credential (use_role_id);
CREATE INDEX main_credential_read_role_id_idx ON main_credential (read_role_id);

-- inventories and hosts
CREATE TABLE main_inventory (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    description text NOT NULL,
    name varchar(512) NOT NULL,
    created_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    modified_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    organization_id integer NULL REFERENCES main_organization (id) DEFERRABLE INITIALLY DEFERRED,
    variables text NOT NULL,
    has_active_failures boolean NOT NULL,
    total_hosts integer NOT NULL CHECK (total_hosts >= 0),
    hosts_with_active_failures integer NOT NULL CHECK (hosts_with_active_failures >= 0),
    total_groups integer NOT NULL CHECK (total_groups >= 0),
    has_inventory_sources boolean NOT NULL,
    total_inventory_sources integer NOT NULL CHECK (total_inventory_sources >= 0),
    inventory_sources_with_failures integer NOT NULL CHECK (inventory_sources_with_failures >= 0),
    kind varchar(32) NOT NULL,
    host_filter text NULL,
    admin_role_id integer NULL,
    update_role_id integer NULL,
    adhoc_role_id integer NULL,
    use_role_id integer NULL,
    read_role_id integer NULL,
    pending_deletion boolean NOT NULL,
    prevent_instance_group_fallback boolean NOT NULL,
    CONSTRAINT main_inventory_name_organization_id_uniq UNIQUE (name, organization_id)
);
CREATE INDEX main_inventory_created_by_id_idx ON main_inventory (created_by_id);
CREATE INDEX main_inventory_modified_by_id_idx ON main_inventory (modified_by_id);
CREATE INDEX main_inventory_organization_id_idx ON main_inventory (organization_id);
CREATE INDEX main_inventory_admin_role_id_idx ON main_inventory (admin_role_id);
CREATE INDEX main_inventory_read_role_id_idx ON main_inventory (read_role_id);

-- the job templates' common table (django-polymorphic)
CREATE TABLE main_unifiedjobtemplate (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    description text NOT NULL,
    name varchar(512) NOT NULL,
    created_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    modified_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    polymorphic_ctype_id integer NULL REFERENCES django_content_type (id) DEFERRABLE INITIALLY DEFERRED,
    old_pk integer NULL CHECK (old_pk >= 0),
    current_job_id integer NULL,
    last_job_id integer NULL,
    last_job_failed boolean NOT NULL,
    last_job_run timestamptz NULL,
    next_job_run timestamptz NULL,
    next_schedule_id integer NULL,
    status varchar(32) NOT NULL,
    organization_id integer NULL REFERENCES main_organization (id) DEFERRABLE INITIALLY DEFERRED,
    execution_environment_id integer NULL
);
CREATE INDEX main_unifiedjobtemplate_created_by_id_idx ON main_unifiedjobtemplate (created_by_id);
CREATE INDEX main_unifiedjobtemplate_modified_by_id_idx ON main_unifiedjobtemplate (modified_by_id);
CREATE INDEX main_unifiedjobtemplate_polymorphic_ctype_id_idx ON main_unifiedjobtemplate (polymorphic_ctype_id);
CREATE INDEX main_unifiedjobtemplate_current_job_id_idx ON main_unifiedjobtemplate (current_job_id);
CREATE INDEX main_unifiedjobtemplate_last_job_id_idx ON main_unifiedjobtemplate (last_job_id);
CREATE INDEX main_unifiedjobtemplate_next_schedule_id_idx ON main_unifiedjobtemplate (next_schedule_id);
CREATE INDEX main_unifiedjobtemplate_organization_id_idx ON main_unifiedjobtemplate (organization_id);
CREATE INDEX main_unifiedjobtemplate_execution_environment_id_idx ON main_unifiedjobtemplate (execution_environment_id);

CREATE TABLE main_project (
    unifiedjobtemplate_ptr_id integer NOT NULL PRIMARY KEY REFERENCES main_unifiedjobtemplate (id) DEFERRABLE INITIALLY DEFERRED,
    local_path varchar(1024) NOT NULL,
    scm_type varchar(8) NOT NULL,
    scm_url varchar(1024) NOT NULL,
    scm_branch varchar(256) NOT NULL,
    scm_refspec varchar(1024) NOT NULL,
    scm_clean boolean NOT NULL,
    scm_delete_on_update boolean NOT NULL,
    scm_track_submodules boolean NOT NULL,
    credential_id integer NULL REFERENCES main_credential (id) DEFERRABLE INITIALLY DEFERRED,
    timeout integer NOT NULL,
    default_environment_id integer NULL,
    scm_update_on_launch boolean NOT NULL,
    scm_update_cache_timeout integer NOT NULL CHECK (scm_update_cache_timeout >= 0),
    allow_override boolean NOT NULL,
    signature_validation_credential_id integer NULL REFERENCES main_credential (id) DEFERRABLE INITIALLY DEFERRED,
    scm_revision varchar(1024) NOT NULL,
    playbook_files jsonb NOT NULL,
    inventory_files jsonb NOT NULL,
    custom_virtualenv varchar(100) NULL,
    admin_role_id integer NULL,
    use_role_id integer NULL,
    update_role_id integer NULL,
    read_role_id integer NULL
);
CREATE INDEX main_project_credential_id_idx ON main_project (credential_id);
CREATE INDEX main_project_default_environment_id_idx ON main_project (default_environment_id);
CREATE INDEX main_project_signature_validation_credential_id_idx ON main_project (signature_validation_credential_id);
CREATE INDEX main_project_admin_role_id_idx ON main_project (admin_role_id);
CREATE INDEX main_project_read_role_id_idx ON main_project (read_role_id);

CREATE TABLE main_jobtemplate (
    unifiedjobtemplate_ptr_id integer NOT NULL PRIMARY KEY REFERENCES main_unifiedjobtemplate (id) DEFERRABLE INITIALLY DEFERRED,
    diff_mode boolean NOT NULL,
    job_type varchar(64) NOT NULL,
    inventory_id integer NULL REFERENCES main_inventory (id) DEFERRABLE INITIALLY DEFERRED,
    project_id integer NULL REFERENCES main_project (unifiedjobtemplate_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    playbook varchar(1024) NOT NULL,
    scm_branch varchar(1024) NOT NULL,
    forks integer NOT NULL CHECK (forks >= 0),
    "limit" text NOT NULL,
    verbosity integer NOT NULL CHECK (verbosity >= 0),
    extra_vars text NOT NULL,
    job_tags text NOT NULL,
    force_handlers boolean NOT NULL,
    skip_tags varchar(1024) NOT NULL,
    start_at_task varchar(1024) NOT NULL,
    become_enabled boolean NOT NULL,
    allow_simultaneous boolean NOT NULL,
    timeout integer NOT NULL,
    use_fact_cache boolean NOT NULL,
    host_config_key varchar(1024) NOT NULL,
    survey_enabled boolean NOT NULL,
    survey_spec jsonb NOT NULL,
    ask_inventory_on_launch boolean NOT NULL,
    ask_limit_on_launch boolean NOT NULL,
    ask_scm_branch_on_launch boolean NOT NULL,
    ask_labels_on_launch boolean NOT NULL,
    ask_tags_on_launch boolean NOT NULL,
    ask_skip_tags_on_launch boolean NOT NULL,
    ask_variables_on_launch boolean NOT NULL,
    ask_diff_mode_on_launch boolean NOT NULL,
    ask_job_type_on_launch boolean NOT NULL,
    ask_verbosity_on_launch boolean NOT NULL,
    ask_credential_on_launch boolean NOT NULL,
    ask_execution_environment_on_launch boolean NOT NULL,
    ask_forks_on_launch boolean NOT NULL,
    ask_job_slice_count_on_launch boolean NOT NULL,
    ask_timeout_on_launch boolean NOT NULL,
    ask_instance_groups_on_launch boolean NOT NULL,
    job_slice_count integer NOT NULL CHECK (job_slice_count >= 0),
    custom_virtualenv varchar(100) NULL,
    webhook_service varchar(16) NOT NULL,
    webhook_key varchar(64) NOT NULL,
    webhook_credential_id integer NULL REFERENCES main_credential (id) DEFERRABLE INITIALLY DEFERRED,
    prevent_instance_group_fallback boolean NOT NULL,
    admin_role_id integer NULL,
    execute_role_id integer NULL,
    read_role_id integer NULL
);
CREATE INDEX main_jobtemplate_inventory_id_idx ON main_jobtemplate (inventory_id);
CREATE INDEX main_jobtemplate_project_id_idx ON main_jobtemplate (project_id);
CREATE INDEX main_jobtemplate_webhook_credential_id_idx ON main_jobtemplate (webhook_credential_id);
CREATE INDEX main_jobtemplate_admin_role_id_idx ON main_jobtemplate (admin_role_id);
CREATE INDEX main_jobtemplate_execute_role_id_idx ON main_jobtemplate (execute_role_id);
CREATE INDEX main_jobtemplate_read_role_id_idx ON main_jobtemplate (read_role_id);

CREATE TABLE main_inventorysource (
    unifiedjobtemplate_ptr_id integer NOT NULL PRIMARY KEY REFERENCES main_unifiedjobtemplate (id) DEFERRABLE INITIALLY DEFERRED,
    source varchar(32) NOT NULL,
    source_path varchar(1024) NOT NULL,
    source_vars text NOT NULL,
    scm_branch varchar(1024) NOT NULL,
    enabled_var text NOT NULL,
    enabled_value text NOT NULL,
    host_filter text NOT NULL,
    overwrite boolean NOT NULL,
    overwrite_vars boolean NOT NULL,
    timeout integer NOT NULL,
    verbosity integer NOT NULL CHECK (verbosity >= 0),
    "limit" text NOT NULL,
    inventory_id integer NULL REFERENCES main_inventory (id) DEFERRABLE INITIALLY DEFERRED,
    source_project_id integer NULL REFERENCES main_project (unifiedjobtemplate_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    update_on_launch boolean NOT NULL,
    update_cache_timeout integer NOT NULL CHECK (update_cache_timeout >= 0),
    custom_virtualenv varchar(100) NULL
);
CREATE INDEX main_inventorysource_inventory_id_idx ON main_inventorysource (inventory_id);
CREATE INDEX main_inventorysource_source_project_id_idx ON main_inventorysource (source_project_id);

CREATE TABLE main_systemjobtemplate (
    unifiedjobtemplate_ptr_id integer NOT NULL PRIMARY KEY REFERENCES main_unifiedjobtemplate (id) DEFERRABLE INITIALLY DEFERRED,
    job_type varchar(32) NOT NULL
);

CREATE TABLE main_schedule (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    description text NOT NULL,
    created_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    modified_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    inventory_id integer NULL REFERENCES main_inventory (id) DEFERRABLE INITIALLY DEFERRED,
    char_prompts jsonb NOT NULL,
    survey_passwords jsonb NOT NULL,
    extra_data text NOT NULL,
    execution_environment_id integer NULL,
    unified_job_template_id integer NOT NULL REFERENCES main_unifiedjobtemplate (id) DEFERRABLE INITIALLY DEFERRED,
    name varchar(512) NOT NULL,
    enabled boolean NOT NULL,
    dtstart timestamptz NULL,
    dtend timestamptz NULL,
    rrule text NOT NULL,
    next_run timestamptz NULL,
    CONSTRAINT main_schedule_unified_job_template_id_name_uniq UNIQUE (unified_job_template_id, name)
);
CREATE INDEX main_schedule_created_by_id_idx ON main_schedule (created_by_id);
CREATE INDEX main_schedule_modified_by_id_idx ON main_schedule (modified_by_id);
CREATE INDEX main_schedule_inventory_id_idx ON main_schedule (inventory_id);
CREATE INDEX main_schedule_execution_environment_id_idx ON main_schedule (execution_environment_id);
CREATE INDEX main_schedule_unified_job_template_id_idx ON main_schedule (unified_job_template_id);
ALTER TABLE main_unifiedjobtemplate ADD CONSTRAINT main_unifiedjobtemplate_next_schedule_id_fk
    FOREIGN KEY (next_schedule_id) REFERENCES main_schedule (id) DEFERRABLE INITIALLY DEFERRED;

-- runs: the common table (django-polymorphic) and one table per kind (multi-table inheritance)
CREATE TABLE main_unifiedjob (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    description text NOT NULL,
    name varchar(512) NOT NULL,
    created_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    modified_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    polymorphic_ctype_id integer NULL REFERENCES django_content_type (id) DEFERRABLE INITIALLY DEFERRED,
    old_pk integer NULL CHECK (old_pk >= 0),
    emitted_events integer NOT NULL CHECK (emitted_events >= 0),
    unified_job_template_id integer NULL REFERENCES main_unifiedjobtemplate (id) DEFERRABLE INITIALLY DEFERRED,
    launch_type varchar(20) NOT NULL,
    schedule_id integer NULL REFERENCES main_schedule (id) DEFERRABLE INITIALLY DEFERRED,
    execution_node text NOT NULL,
    controller_node text NOT NULL,
    cancel_flag boolean NOT NULL,
    status varchar(20) NOT NULL,
    failed boolean NOT NULL,
    started timestamptz NULL,
    dependencies_processed boolean NOT NULL,
    finished timestamptz NULL,
    canceled_on timestamptz NULL,
    elapsed numeric(12,3) NOT NULL,
    job_args text NOT NULL,
    job_cwd varchar(1024) NOT NULL,
    job_env_old text NULL,
    job_env jsonb NOT NULL,
    job_explanation text NOT NULL,
    start_args text NOT NULL,
    result_stdout_text text NOT NULL,
    result_traceback text NOT NULL,
    celery_task_id varchar(100) NOT NULL,
    instance_group_id integer NULL,
    preferred_instance_groups_cache jsonb NULL,
    task_impact integer NOT NULL CHECK (task_impact >= 0),
    organization_id integer NULL REFERENCES main_organization (id) DEFERRABLE INITIALLY DEFERRED,
    installed_collections jsonb NOT NULL,
    ansible_version varchar(255) NOT NULL,
    host_status_counts jsonb NULL,
    work_unit_id varchar(255) NULL,
    execution_environment_id integer NULL
);
CREATE INDEX main_unifiedjob_created_idx ON main_unifiedjob (created);
CREATE INDEX main_unifiedjob_created_by_id_idx ON main_unifiedjob (created_by_id);
CREATE INDEX main_unifiedjob_modified_by_id_idx ON main_unifiedjob (modified_by_id);
CREATE INDEX main_unifiedjob_polymorphic_ctype_id_idx ON main_unifiedjob (polymorphic_ctype_id);
CREATE INDEX main_unifiedjob_unified_job_template_id_idx ON main_unifiedjob (unified_job_template_id);
CREATE INDEX main_unifiedjob_launch_type_idx ON main_unifiedjob (launch_type);
CREATE INDEX main_unifiedjob_launch_type_like ON main_unifiedjob (launch_type varchar_pattern_ops);
CREATE INDEX main_unifiedjob_schedule_id_idx ON main_unifiedjob (schedule_id);
CREATE INDEX main_unifiedjob_status_idx ON main_unifiedjob (status);
CREATE INDEX main_unifiedjob_status_like ON main_unifiedjob (status varchar_pattern_ops);
CREATE INDEX main_unifiedjob_finished_idx ON main_unifiedjob (finished);
CREATE INDEX main_unifiedjob_canceled_on_idx ON main_unifiedjob (canceled_on);
CREATE INDEX main_unifiedjob_instance_group_id_idx ON main_unifiedjob (instance_group_id);
CREATE INDEX main_unifiedjob_organization_id_idx ON main_unifiedjob (organization_id);
CREATE INDEX main_unifiedjob_execution_environment_id_idx ON main_unifiedjob (execution_environment_id);
ALTER TABLE main_unifiedjobtemplate ADD CONSTRAINT main_unifiedjobtemplate_current_job_id_fk
    FOREIGN KEY (current_job_id) REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE main_unifiedjobtemplate ADD CONSTRAINT main_unifiedjobtemplate_last_job_id_fk
    FOREIGN KEY (last_job_id) REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED;

CREATE TABLE main_unifiedjob_dependent_jobs (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    from_unifiedjob_id integer NOT NULL REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    to_unifiedjob_id integer NOT NULL REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    CONSTRAINT main_unifiedjob_dependent_jobs_uniq UNIQUE (from_unifiedjob_id, to_unifiedjob_id)
);
CREATE INDEX main_unifiedjob_dependent_jobs_from_idx ON main_unifiedjob_dependent_jobs (from_unifiedjob_id);
CREATE INDEX main_unifiedjob_dependent_jobs_to_idx ON main_unifiedjob_dependent_jobs (to_unifiedjob_id);

CREATE TABLE main_job (
    unifiedjob_ptr_id integer NOT NULL PRIMARY KEY REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    diff_mode boolean NOT NULL,
    job_type varchar(64) NOT NULL,
    inventory_id integer NULL REFERENCES main_inventory (id) DEFERRABLE INITIALLY DEFERRED,
    project_id integer NULL REFERENCES main_project (unifiedjobtemplate_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    playbook varchar(1024) NOT NULL,
    scm_branch varchar(1024) NOT NULL,
    forks integer NOT NULL CHECK (forks >= 0),
    "limit" text NOT NULL,
    verbosity integer NOT NULL CHECK (verbosity >= 0),
    extra_vars text NOT NULL,
    job_tags text NOT NULL,
    force_handlers boolean NOT NULL,
    skip_tags varchar(1024) NOT NULL,
    start_at_task varchar(1024) NOT NULL,
    become_enabled boolean NOT NULL,
    allow_simultaneous boolean NOT NULL,
    timeout integer NOT NULL,
    use_fact_cache boolean NOT NULL,
    job_template_id integer NULL REFERENCES main_jobtemplate (unifiedjobtemplate_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    artifacts text NOT NULL,
    scm_revision varchar(1024) NOT NULL,
    project_update_id integer NULL,
    job_slice_number integer NOT NULL CHECK (job_slice_number >= 0),
    job_slice_count integer NOT NULL CHECK (job_slice_count >= 0),
    survey_passwords_old text NULL,
    survey_passwords jsonb NOT NULL,
    custom_virtualenv varchar(100) NULL,
    webhook_service varchar(16) NOT NULL,
    webhook_credential_id integer NULL REFERENCES main_credential (id) DEFERRABLE INITIALLY DEFERRED,
    webhook_guid varchar(128) NOT NULL
);
CREATE INDEX main_job_inventory_id_idx ON main_job (inventory_id);
CREATE INDEX main_job_project_id_idx ON main_job (project_id);
CREATE INDEX main_job_job_template_id_idx ON main_job (job_template_id);
CREATE INDEX main_job_project_update_id_idx ON main_job (project_update_id);
CREATE INDEX main_job_webhook_credential_id_idx ON main_job (webhook_credential_id);

CREATE TABLE main_projectupdate (
    unifiedjob_ptr_id integer NOT NULL PRIMARY KEY REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    local_path varchar(1024) NOT NULL,
    scm_type varchar(8) NOT NULL,
    scm_url varchar(1024) NOT NULL,
    scm_branch varchar(256) NOT NULL,
    scm_refspec varchar(1024) NOT NULL,
    scm_clean boolean NOT NULL,
    scm_delete_on_update boolean NOT NULL,
    scm_track_submodules boolean NOT NULL,
    credential_id integer NULL REFERENCES main_credential (id) DEFERRABLE INITIALLY DEFERRED,
    timeout integer NOT NULL,
    project_id integer NOT NULL REFERENCES main_project (unifiedjobtemplate_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    job_type varchar(64) NOT NULL,
    job_tags varchar(1024) NOT NULL,
    scm_revision varchar(1024) NOT NULL
);
CREATE INDEX main_projectupdate_credential_id_idx ON main_projectupdate (credential_id);
CREATE INDEX main_projectupdate_project_id_idx ON main_projectupdate (project_id);
ALTER TABLE main_job ADD CONSTRAINT main_job_project_update_id_fk
    FOREIGN KEY (project_update_id) REFERENCES main_projectupdate (unifiedjob_ptr_id) DEFERRABLE INITIALLY DEFERRED;

CREATE TABLE main_inventoryupdate (
    unifiedjob_ptr_id integer NOT NULL PRIMARY KEY REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    source varchar(32) NOT NULL,
    source_path varchar(1024) NOT NULL,
    source_vars text NOT NULL,
    scm_branch varchar(1024) NOT NULL,
    enabled_var text NOT NULL,
    enabled_value text NOT NULL,
    host_filter text NOT NULL,
    overwrite boolean NOT NULL,
    overwrite_vars boolean NOT NULL,
    timeout integer NOT NULL,
    verbosity integer NOT NULL CHECK (verbosity >= 0),
    "limit" text NOT NULL,
    inventory_id integer NULL REFERENCES main_inventory (id) DEFERRABLE INITIALLY DEFERRED,
    inventory_source_id integer NOT NULL REFERENCES main_inventorysource (unifiedjobtemplate_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    license_error boolean NOT NULL,
    org_host_limit_error boolean NOT NULL,
    source_project_update_id integer NULL REFERENCES main_projectupdate (unifiedjob_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    scm_revision varchar(1024) NOT NULL,
    custom_virtualenv varchar(100) NULL
);
CREATE INDEX main_inventoryupdate_inventory_id_idx ON main_inventoryupdate (inventory_id);
CREATE INDEX main_inventoryupdate_inventory_source_id_idx ON main_inventoryupdate (inventory_source_id);
CREATE INDEX main_inventoryupdate_source_project_update_id_idx ON main_inventoryupdate (source_project_update_id);

CREATE TABLE main_adhoccommand (
    unifiedjob_ptr_id integer NOT NULL PRIMARY KEY REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    diff_mode boolean NOT NULL,
    job_type varchar(64) NOT NULL,
    inventory_id integer NULL REFERENCES main_inventory (id) DEFERRABLE INITIALLY DEFERRED,
    "limit" text NOT NULL,
    credential_id integer NULL REFERENCES main_credential (id) DEFERRABLE INITIALLY DEFERRED,
    module_name varchar(1024) NOT NULL,
    module_args text NOT NULL,
    forks integer NOT NULL CHECK (forks >= 0),
    verbosity integer NOT NULL CHECK (verbosity >= 0),
    become_enabled boolean NOT NULL,
    extra_vars text NOT NULL
);
CREATE INDEX main_adhoccommand_inventory_id_idx ON main_adhoccommand (inventory_id);
CREATE INDEX main_adhoccommand_credential_id_idx ON main_adhoccommand (credential_id);

CREATE TABLE main_systemjob (
    unifiedjob_ptr_id integer NOT NULL PRIMARY KEY REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    job_type varchar(32) NOT NULL,
    system_job_template_id integer NULL REFERENCES main_systemjobtemplate (unifiedjobtemplate_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    extra_vars text NOT NULL
);
CREATE INDEX main_systemjob_system_job_template_id_idx ON main_systemjob (system_job_template_id);

CREATE TABLE main_workflowjob (
    unifiedjob_ptr_id integer NOT NULL PRIMARY KEY REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    inventory_id integer NULL REFERENCES main_inventory (id) DEFERRABLE INITIALLY DEFERRED,
    char_prompts_old text NULL,
    char_prompts jsonb NOT NULL,
    extra_vars text NOT NULL,
    allow_simultaneous boolean NOT NULL,
    workflow_job_template_id integer NULL,
    job_template_id integer NULL REFERENCES main_jobtemplate (unifiedjobtemplate_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    is_sliced_job boolean NOT NULL,
    is_bulk_job boolean NOT NULL,
    survey_passwords_old text NULL,
    survey_passwords jsonb NOT NULL,
    webhook_service varchar(16) NOT NULL,
    webhook_credential_id integer NULL REFERENCES main_credential (id) DEFERRABLE INITIALLY DEFERRED,
    webhook_guid varchar(128) NOT NULL
);
CREATE INDEX main_workflowjob_inventory_id_idx ON main_workflowjob (inventory_id);
CREATE INDEX main_workflowjob_workflow_job_template_id_idx ON main_workflowjob (workflow_job_template_id);
CREATE INDEX main_workflowjob_job_template_id_idx ON main_workflowjob (job_template_id);
CREATE INDEX main_workflowjob_webhook_credential_id_idx ON main_workflowjob (webhook_credential_id);

CREATE TABLE main_workflowjobnode (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    inventory_id integer NULL REFERENCES main_inventory (id) DEFERRABLE INITIALLY DEFERRED,
    char_prompts_old text NULL,
    char_prompts jsonb NOT NULL,
    survey_passwords_old text NULL,
    survey_passwords jsonb NOT NULL,
    extra_data text NOT NULL,
    execution_environment_id integer NULL,
    all_parents_must_converge boolean NOT NULL,
    unified_job_template_id integer NULL REFERENCES main_unifiedjobtemplate (id) DEFERRABLE INITIALLY DEFERRED,
    job_id integer NULL UNIQUE REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    workflow_job_id integer NULL REFERENCES main_workflowjob (unifiedjob_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    ancestor_artifacts text NOT NULL,
    do_not_run boolean NOT NULL,
    identifier varchar(512) NOT NULL
);
CREATE INDEX main_workflowjobnode_inventory_id_idx ON main_workflowjobnode (inventory_id);
CREATE INDEX main_workflowjobnode_execution_environment_id_idx ON main_workflowjobnode (execution_environment_id);
CREATE INDEX main_workflowjobnode_unified_job_template_id_idx ON main_workflowjobnode (unified_job_template_id);
CREATE INDEX main_workflowjobnode_workflow_job_id_idx ON main_workflowjobnode (workflow_job_id);
CREATE INDEX main_workflowjobnode_identifier_workflow_job_id_idx ON main_workflowjobnode (identifier, workflow_job_id);
CREATE INDEX main_workflowjobnode_identifier_idx ON main_workflowjobnode (identifier);

CREATE TABLE main_workflowapproval (
    unifiedjob_ptr_id integer NOT NULL PRIMARY KEY REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    workflow_approval_template_id integer NULL,
    timeout integer NOT NULL,
    expires timestamptz NULL,
    timed_out boolean NOT NULL,
    approved_or_denied_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX main_workflowapproval_workflow_approval_template_id_idx ON main_workflowapproval (workflow_approval_template_id);
CREATE INDEX main_workflowapproval_approved_or_denied_by_id_idx ON main_workflowapproval (approved_or_denied_by_id);

CREATE TABLE main_joblaunchconfig (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    inventory_id integer NULL REFERENCES main_inventory (id) DEFERRABLE INITIALLY DEFERRED,
    char_prompts_old text NULL,
    char_prompts jsonb NOT NULL,
    survey_passwords_old text NULL,
    survey_passwords jsonb NOT NULL,
    extra_data text NOT NULL,
    execution_environment_id integer NULL,
    job_id integer NOT NULL UNIQUE REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX main_joblaunchconfig_inventory_id_idx ON main_joblaunchconfig (inventory_id);
CREATE INDEX main_joblaunchconfig_execution_environment_id_idx ON main_joblaunchconfig (execution_environment_id);

CREATE TABLE main_host (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    description text NOT NULL,
    name varchar(512) NOT NULL,
    created_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    modified_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    inventory_id integer NOT NULL REFERENCES main_inventory (id) DEFERRABLE INITIALLY DEFERRED,
    enabled boolean NOT NULL,
    instance_id varchar(1024) NOT NULL,
    variables text NOT NULL,
    last_job_id integer NULL REFERENCES main_job (unifiedjob_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    last_job_host_summary_id integer NULL,
    ansible_facts jsonb NOT NULL,
    ansible_facts_modified timestamptz NULL,
    CONSTRAINT main_host_name_inventory_id_uniq UNIQUE (name, inventory_id)
);
CREATE INDEX main_host_created_by_id_idx ON main_host (created_by_id);
CREATE INDEX main_host_modified_by_id_idx ON main_host (modified_by_id);
CREATE INDEX main_host_inventory_id_idx ON main_host (inventory_id);
CREATE INDEX main_host_last_job_id_idx ON main_host (last_job_id);
CREATE INDEX main_host_last_job_host_summary_id_idx ON main_host (last_job_host_summary_id);

CREATE TABLE main_jobhostsummary (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    job_id integer NOT NULL REFERENCES main_job (unifiedjob_ptr_id) DEFERRABLE INITIALLY DEFERRED,
    host_id integer NULL REFERENCES main_host (id) DEFERRABLE INITIALLY DEFERRED,
    constructed_host_id integer NULL REFERENCES main_host (id) DEFERRABLE INITIALLY DEFERRED,
    host_name varchar(1024) NOT NULL,
    changed integer NOT NULL CHECK (changed >= 0),
    dark integer NOT NULL CHECK (dark >= 0),
    failures integer NOT NULL CHECK (failures >= 0),
    ignored integer NOT NULL CHECK (ignored >= 0),
    ok integer NOT NULL CHECK (ok >= 0),
    processed integer NOT NULL CHECK (processed >= 0),
    rescued integer NOT NULL CHECK (rescued >= 0),
    skipped integer NOT NULL CHECK (skipped >= 0),
    failed boolean NOT NULL,
    CONSTRAINT main_jobhostsummary_job_id_host_name_uniq UNIQUE (job_id, host_name)
);
CREATE INDEX main_jobhostsummary_job_id_idx ON main_jobhostsummary (job_id);
CREATE INDEX main_jobhostsummary_host_id_idx ON main_jobhostsummary (host_id);
CREATE INDEX main_jobhostsummary_constructed_host_id_idx ON main_jobhostsummary (constructed_host_id);
CREATE INDEX main_jobhostsummary_failed_idx ON main_jobhostsummary (failed);
ALTER TABLE main_host ADD CONSTRAINT main_host_last_job_host_summary_id_fk
    FOREIGN KEY (last_job_host_summary_id) REFERENCES main_jobhostsummary (id) DEFERRABLE INITIALLY DEFERRED;

-- notifications
CREATE TABLE main_notificationtemplate (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    description text NOT NULL,
    name varchar(512) NOT NULL,
    created_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    modified_by_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    organization_id integer NULL REFERENCES main_organization (id) DEFERRABLE INITIALLY DEFERRED,
    notification_type varchar(32) NOT NULL,
    notification_configuration jsonb NOT NULL,
    messages jsonb NULL,
    CONSTRAINT main_notificationtemplate_organization_id_name_uniq UNIQUE (organization_id, name)
);
CREATE INDEX main_notificationtemplate_created_by_id_idx ON main_notificationtemplate (created_by_id);
CREATE INDEX main_notificationtemplate_modified_by_id_idx ON main_notificationtemplate (modified_by_id);
CREATE INDEX main_notificationtemplate_organization_id_idx ON main_notificationtemplate (organization_id);

CREATE TABLE main_notification (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    notification_template_id integer NOT NULL REFERENCES main_notificationtemplate (id) DEFERRABLE INITIALLY DEFERRED,
    status varchar(20) NOT NULL,
    error text NOT NULL,
    notifications_sent integer NOT NULL,
    notification_type varchar(32) NOT NULL,
    recipients text NOT NULL,
    subject text NOT NULL,
    body_old text NULL,
    body jsonb NOT NULL
);
CREATE INDEX main_notification_notification_template_id_idx ON main_notification (notification_template_id);

CREATE TABLE main_unifiedjob_notifications (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    unifiedjob_id integer NOT NULL REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    notification_id integer NOT NULL REFERENCES main_notification (id) DEFERRABLE INITIALLY DEFERRED,
    CONSTRAINT main_unifiedjob_notifications_uniq UNIQUE (unifiedjob_id, notification_id)
);
CREATE INDEX main_unifiedjob_notifications_unifiedjob_id_idx ON main_unifiedjob_notifications (unifiedjob_id);
CREATE INDEX main_unifiedjob_notifications_notification_id_idx ON main_unifiedjob_notifications (notification_id);

-- job events: range-partitioned on job_created (migration 0144_event_partitions made each parent with
-- LIKE ... INCLUDING ALL and PARTITION BY RANGE (job_created)); AWX adds an hourly partition
-- (main_jobevent_YYYYMMDD_HH) as events arrive; a new database has none. No foreign keys (0144 dropped them).
CREATE TABLE main_jobevent (
    id bigint GENERATED BY DEFAULT AS IDENTITY,
    created timestamptz NULL,
    modified timestamptz NOT NULL,
    event_data text NOT NULL,
    event varchar(100) NOT NULL,
    failed boolean NOT NULL,
    changed boolean NOT NULL,
    uuid varchar(1024) NOT NULL,
    playbook varchar(1024) NOT NULL,
    play varchar(1024) NOT NULL,
    role varchar(1024) NOT NULL,
    task varchar(1024) NOT NULL,
    counter integer NOT NULL CHECK (counter >= 0),
    stdout text NOT NULL,
    verbosity integer NOT NULL CHECK (verbosity >= 0),
    start_line integer NOT NULL CHECK (start_line >= 0),
    end_line integer NOT NULL CHECK (end_line >= 0),
    job_id integer NULL,
    host_id integer NULL,
    host_name varchar(1024) NOT NULL,
    parent_uuid varchar(1024) NOT NULL,
    job_created timestamptz NOT NULL,
    CONSTRAINT main_jobevent_pkey_new PRIMARY KEY (id, job_created)
) PARTITION BY RANGE (job_created);
CREATE INDEX main_jobevent_modified_idx ON main_jobevent (modified);
CREATE INDEX main_jobevent_host_id_idx ON main_jobevent (host_id);
CREATE INDEX main_jobevent_job_created_event_idx ON main_jobevent (job_id, job_created, event);
CREATE INDEX main_jobevent_job_created_uuid_idx ON main_jobevent (job_id, job_created, uuid);
CREATE INDEX main_jobevent_job_created_parent_uuid_idx ON main_jobevent (job_id, job_created, parent_uuid);
CREATE INDEX main_jobevent_job_created_counter_idx ON main_jobevent (job_id, job_created, counter);

CREATE TABLE main_projectupdateevent (
    id bigint GENERATED BY DEFAULT AS IDENTITY,
    created timestamptz NULL,
    modified timestamptz NOT NULL,
    event_data text NOT NULL,
    event varchar(100) NOT NULL,
    failed boolean NOT NULL,
    changed boolean NOT NULL,
    uuid varchar(1024) NOT NULL,
    playbook varchar(1024) NOT NULL,
    play varchar(1024) NOT NULL,
    role varchar(1024) NOT NULL,
    task varchar(1024) NOT NULL,
    counter integer NOT NULL CHECK (counter >= 0),
    stdout text NOT NULL,
    verbosity integer NOT NULL CHECK (verbosity >= 0),
    start_line integer NOT NULL CHECK (start_line >= 0),
    end_line integer NOT NULL CHECK (end_line >= 0),
    project_update_id integer NOT NULL,
    job_created timestamptz NOT NULL,
    CONSTRAINT main_projectupdateevent_pkey_new PRIMARY KEY (id, job_created)
) PARTITION BY RANGE (job_created);
CREATE INDEX main_projectupdateevent_modified_idx ON main_projectupdateevent (modified);
CREATE INDEX main_projectupdateevent_event_idx ON main_projectupdateevent (project_update_id, job_created, event);
CREATE INDEX main_projectupdateevent_uuid_idx ON main_projectupdateevent (project_update_id, job_created, uuid);
CREATE INDEX main_projectupdateevent_counter_idx ON main_projectupdateevent (project_update_id, job_created, counter);

CREATE TABLE main_inventoryupdateevent (
    id bigint GENERATED BY DEFAULT AS IDENTITY,
    created timestamptz NULL,
    modified timestamptz NOT NULL,
    event_data text NOT NULL,
    uuid varchar(1024) NOT NULL,
    counter integer NOT NULL CHECK (counter >= 0),
    stdout text NOT NULL,
    verbosity integer NOT NULL CHECK (verbosity >= 0),
    start_line integer NOT NULL CHECK (start_line >= 0),
    end_line integer NOT NULL CHECK (end_line >= 0),
    inventory_update_id integer NOT NULL,
    job_created timestamptz NOT NULL,
    CONSTRAINT main_inventoryupdateevent_pkey_new PRIMARY KEY (id, job_created)
) PARTITION BY RANGE (job_created);
CREATE INDEX main_inventoryupdateevent_modified_idx ON main_inventoryupdateevent (modified);
CREATE INDEX main_inventoryupdateevent_uuid_idx ON main_inventoryupdateevent (inventory_update_id, job_created, uuid);
CREATE INDEX main_inventoryupdateevent_counter_idx ON main_inventoryupdateevent (inventory_update_id, job_created, counter);

CREATE TABLE main_adhoccommandevent (
    id bigint GENERATED BY DEFAULT AS IDENTITY,
    created timestamptz NULL,
    modified timestamptz NOT NULL,
    event_data text NOT NULL,
    uuid varchar(1024) NOT NULL,
    counter integer NOT NULL CHECK (counter >= 0),
    stdout text NOT NULL,
    verbosity integer NOT NULL CHECK (verbosity >= 0),
    start_line integer NOT NULL CHECK (start_line >= 0),
    end_line integer NOT NULL CHECK (end_line >= 0),
    event varchar(100) NOT NULL,
    failed boolean NOT NULL,
    changed boolean NOT NULL,
    ad_hoc_command_id integer NOT NULL,
    host_id integer NULL,
    host_name varchar(1024) NOT NULL,
    job_created timestamptz NOT NULL,
    CONSTRAINT main_adhoccommandevent_pkey_new PRIMARY KEY (id, job_created)
) PARTITION BY RANGE (job_created);
CREATE INDEX main_adhoccommandevent_modified_idx ON main_adhoccommandevent (modified);
CREATE INDEX main_adhoccommandevent_host_id_idx ON main_adhoccommandevent (host_id);
CREATE INDEX main_adhoccommandevent_event_idx ON main_adhoccommandevent (ad_hoc_command_id, job_created, event);
CREATE INDEX main_adhoccommandevent_uuid_idx ON main_adhoccommandevent (ad_hoc_command_id, job_created, uuid);
CREATE INDEX main_adhoccommandevent_counter_idx ON main_adhoccommandevent (ad_hoc_command_id, job_created, counter);

CREATE TABLE main_systemjobevent (
    id bigint GENERATED BY DEFAULT AS IDENTITY,
    created timestamptz NULL,
    modified timestamptz NOT NULL,
    event_data text NOT NULL,
    uuid varchar(1024) NOT NULL,
    counter integer NOT NULL CHECK (counter >= 0),
    stdout text NOT NULL,
    verbosity integer NOT NULL CHECK (verbosity >= 0),
    start_line integer NOT NULL CHECK (start_line >= 0),
    end_line integer NOT NULL CHECK (end_line >= 0),
    system_job_id integer NOT NULL,
    job_created timestamptz NOT NULL,
    CONSTRAINT main_systemjobevent_pkey_new PRIMARY KEY (id, job_created)
) PARTITION BY RANGE (job_created);
CREATE INDEX main_systemjobevent_modified_idx ON main_systemjobevent (modified);
CREATE INDEX main_systemjobevent_uuid_idx ON main_systemjobevent (system_job_id, job_created, uuid);
CREATE INDEX main_systemjobevent_counter_idx ON main_systemjobevent (system_job_id, job_created, counter);

-- the activity stream (AWX's audit trail)
CREATE TABLE main_activitystream (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    actor_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    operation varchar(13) NOT NULL,
    timestamp timestamptz NOT NULL,
    changes text NOT NULL,
    deleted_actor_old text NULL,
    deleted_actor jsonb NULL,
    action_node varchar(512) NOT NULL,
    object_relationship_type text NOT NULL,
    object1 text NOT NULL,
    object2 text NOT NULL,
    setting_old text NULL,
    setting jsonb NOT NULL
);
CREATE INDEX main_activitystream_actor_id_idx ON main_activitystream (actor_id);

CREATE TABLE main_activitystream_user (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    activitystream_id integer NOT NULL REFERENCES main_activitystream (id) DEFERRABLE INITIALLY DEFERRED,
    user_id integer NOT NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    CONSTRAINT main_activitystream_user_activitystream_id_user_id_uniq UNIQUE (activitystream_id, user_id)
);
CREATE INDEX main_activitystream_user_activitystream_id_idx ON main_activitystream_user (activitystream_id);
CREATE INDEX main_activitystream_user_user_id_idx ON main_activitystream_user (user_id);

CREATE TABLE main_activitystream_unified_job (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    activitystream_id integer NOT NULL REFERENCES main_activitystream (id) DEFERRABLE INITIALLY DEFERRED,
    unifiedjob_id integer NOT NULL REFERENCES main_unifiedjob (id) DEFERRABLE INITIALLY DEFERRED,
    CONSTRAINT main_activitystream_unified_job_uniq UNIQUE (activitystream_id, unifiedjob_id)
);
CREATE INDEX main_activitystream_unified_job_activitystream_id_idx ON main_activitystream_unified_job (activitystream_id);
CREATE INDEX main_activitystream_unified_job_unifiedjob_id_idx ON main_activitystream_unified_job (unifiedjob_id);

-- OAuth 2 (django-oauth-toolkit 1.7.1; its application and access token models swapped for AWX's)
CREATE TABLE main_oauth2application (
    id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    client_id varchar(100) NOT NULL UNIQUE,
    redirect_uris text NOT NULL,
    client_type varchar(32) NOT NULL,
    authorization_grant_type varchar(32) NOT NULL,
    client_secret varchar(1024) NOT NULL,
    name varchar(255) NOT NULL,
    skip_authorization boolean NOT NULL,
    created timestamptz NOT NULL,
    updated timestamptz NOT NULL,
    algorithm varchar(5) NOT NULL,
    description text NOT NULL,
    logo_data text NOT NULL,
    organization_id integer NULL REFERENCES main_organization (id) DEFERRABLE INITIALLY DEFERRED,
    user_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    CONSTRAINT main_oauth2application_name_organization_id_uniq UNIQUE (name, organization_id)
);
CREATE INDEX main_oauth2application_client_id_like ON main_oauth2application (client_id varchar_pattern_ops);
CREATE INDEX main_oauth2application_client_secret_idx ON main_oauth2application (client_secret);
CREATE INDEX main_oauth2application_client_secret_like ON main_oauth2application (client_secret varchar_pattern_ops);
CREATE INDEX main_oauth2application_organization_id_idx ON main_oauth2application (organization_id);
CREATE INDEX main_oauth2application_user_id_idx ON main_oauth2application (user_id);

CREATE TABLE oauth2_provider_idtoken (
    id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    jti uuid NOT NULL UNIQUE,
    expires timestamptz NOT NULL,
    scope text NOT NULL,
    created timestamptz NOT NULL,
    updated timestamptz NOT NULL,
    application_id bigint NULL REFERENCES main_oauth2application (id) DEFERRABLE INITIALLY DEFERRED,
    user_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX oauth2_provider_idtoken_application_id_idx ON oauth2_provider_idtoken (application_id);
CREATE INDEX oauth2_provider_idtoken_user_id_idx ON oauth2_provider_idtoken (user_id);

CREATE TABLE main_oauth2accesstoken (
    id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    token varchar(255) NOT NULL UNIQUE,
    expires timestamptz NOT NULL,
    scope text NOT NULL,
    created timestamptz NOT NULL,
    updated timestamptz NOT NULL,
    description text NOT NULL,
    last_used timestamptz NULL,
    modified timestamptz NOT NULL,
    application_id bigint NULL REFERENCES main_oauth2application (id) DEFERRABLE INITIALLY DEFERRED,
    user_id integer NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    source_refresh_token_id bigint NULL UNIQUE,
    id_token_id bigint NULL UNIQUE REFERENCES oauth2_provider_idtoken (id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX main_oauth2accesstoken_token_like ON main_oauth2accesstoken (token varchar_pattern_ops);
CREATE INDEX main_oauth2accesstoken_application_id_idx ON main_oauth2accesstoken (application_id);
CREATE INDEX main_oauth2accesstoken_user_id_idx ON main_oauth2accesstoken (user_id);

CREATE TABLE oauth2_provider_refreshtoken (
    id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    token varchar(255) NOT NULL,
    created timestamptz NOT NULL,
    updated timestamptz NOT NULL,
    revoked timestamptz NULL,
    access_token_id bigint NULL UNIQUE REFERENCES main_oauth2accesstoken (id) DEFERRABLE INITIALLY DEFERRED,
    application_id bigint NOT NULL REFERENCES main_oauth2application (id) DEFERRABLE INITIALLY DEFERRED,
    user_id integer NOT NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED,
    CONSTRAINT oauth2_provider_refreshtoken_token_revoked_uniq UNIQUE (token, revoked)
);
CREATE INDEX oauth2_provider_refreshtoken_application_id_idx ON oauth2_provider_refreshtoken (application_id);
CREATE INDEX oauth2_provider_refreshtoken_user_id_idx ON oauth2_provider_refreshtoken (user_id);
ALTER TABLE main_oauth2accesstoken ADD CONSTRAINT main_oauth2accesstoken_source_refresh_token_id_fk
    FOREIGN KEY (source_refresh_token_id) REFERENCES oauth2_provider_refreshtoken (id) DEFERRABLE INITIALLY DEFERRED;

CREATE TABLE oauth2_provider_grant (
    id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    code varchar(255) NOT NULL UNIQUE,
    expires timestamptz NOT NULL,
    redirect_uri text NOT NULL,
    scope text NOT NULL,
    created timestamptz NOT NULL,
    updated timestamptz NOT NULL,
    code_challenge varchar(128) NOT NULL,
    code_challenge_method varchar(10) NOT NULL,
    nonce varchar(255) NOT NULL,
    claims text NOT NULL,
    application_id bigint NOT NULL REFERENCES main_oauth2application (id) DEFERRABLE INITIALLY DEFERRED,
    user_id integer NOT NULL REFERENCES auth_user (id) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX oauth2_provider_grant_code_like ON oauth2_provider_grant (code varchar_pattern_ops);
CREATE INDEX oauth2_provider_grant_application_id_idx ON oauth2_provider_grant (application_id);
CREATE INDEX oauth2_provider_grant_user_id_idx ON oauth2_provider_grant (user_id);

-- host metrics (license counting) and the cluster's nodes
CREATE TABLE main_hostmetric (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    hostname varchar(512) NOT NULL UNIQUE,
    first_automation timestamptz NOT NULL,
    last_automation timestamptz NOT NULL,
    last_deleted timestamptz NULL,
    automated_counter bigint NOT NULL,
    deleted_counter integer NOT NULL,
    deleted boolean NOT NULL,
    used_in_inventories integer NULL
);
CREATE INDEX main_hostmetric_hostname_like ON main_hostmetric (hostname varchar_pattern_ops);
CREATE INDEX main_hostmetric_first_automation_idx ON main_hostmetric (first_automation);
CREATE INDEX main_hostmetric_last_automation_idx ON main_hostmetric (last_automation);
CREATE INDEX main_hostmetric_last_deleted_idx ON main_hostmetric (last_deleted);

CREATE TABLE main_hostmetricsummarymonthly (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    date date NOT NULL UNIQUE,
    license_consumed bigint NOT NULL,
    license_capacity bigint NOT NULL,
    hosts_added integer NOT NULL,
    hosts_deleted integer NOT NULL,
    indirectly_managed_hosts integer NOT NULL
);

CREATE TABLE main_instance (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    uuid varchar(40) NOT NULL,
    hostname varchar(250) NOT NULL UNIQUE,
    ip_address varchar(50) NOT NULL,
    created timestamptz NOT NULL,
    modified timestamptz NOT NULL,
    version varchar(120) NOT NULL,
    cpu numeric(4,1) NOT NULL,
    memory bigint NOT NULL,
    errors text NOT NULL,
    last_seen timestamptz NULL,
    health_check_started timestamptz NULL,
    last_health_check timestamptz NULL,
    capacity integer NOT NULL CHECK (capacity >= 0),
    capacity_adjustment numeric(3,2) NOT NULL,
    enabled boolean NOT NULL,
    managed_by_policy boolean NOT NULL,
    cpu_capacity integer NOT NULL,
    mem_capacity integer NOT NULL,
    node_type varchar(16) NOT NULL,
    node_state varchar(16) NOT NULL,
    managed boolean NOT NULL
);
CREATE INDEX main_instance_hostname_like ON main_instance (hostname varchar_pattern_ops);
CREATE UNIQUE INDEX unique_ip_address_not_empty ON main_instance (ip_address) WHERE NOT (ip_address = '');
`,
  cleans: [
    {
      table: "awx.main_unifiedjob",
      clock: "created",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:96",
      note: "cleanup_jobs, weekly on Sunday (awx/main/migrations/0002_squashed_v300_release.py:42); the common row of every run it deletes (jobs, project updates, inventory updates, ad hoc commands, management jobs, workflow jobs), deleted with its subclass row by Django's collector, when not pending, waiting or running; workflow approvals' rows are never deleted",
    },
    {
      table: "awx.main_job",
      clock: "created (main_unifiedjob)",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:272",
      note: "cleanup_jobs, weekly on Sunday (awx/main/migrations/0002_squashed_v300_release.py:42); in batches of 100,000 (cleanup_jobs.py:253-277), then again by DeleteMeta (:96); not pending, waiting or running",
    },
    {
      table: "awx.main_projectupdate",
      clock: "created (main_unifiedjob)",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:322",
      note: "cleanup_jobs, weekly on Sunday (awx/main/migrations/0002_squashed_v300_release.py:42); the per-object pass skips a project's current and last update (:313-316), the DeleteMeta pass that follows (:186-187, :96) deletes those too",
    },
    {
      table: "awx.main_inventoryupdate",
      clock: "created (main_unifiedjob)",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:350",
      note: "cleanup_jobs, weekly on Sunday (awx/main/migrations/0002_squashed_v300_release.py:42); also deleted with a deleted project update that sourced it (source_project_update, CASCADE by Django's collector)",
    },
    {
      table: "awx.main_adhoccommand",
      clock: "created (main_unifiedjob)",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:294",
      note: "cleanup_jobs, weekly on Sunday (awx/main/migrations/0002_squashed_v300_release.py:42)",
    },
    {
      table: "awx.main_systemjob",
      clock: "created (main_unifiedjob)",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:374",
      note: "cleanup_jobs, weekly on Sunday (awx/main/migrations/0002_squashed_v300_release.py:42); AWX's management jobs themselves",
    },
    {
      table: "awx.main_workflowjob",
      clock: "created (main_unifiedjob)",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:396",
      note: "cleanup_jobs, weekly on Sunday (awx/main/migrations/0002_squashed_v300_release.py:42)",
    },
    {
      table: "awx.main_workflowjobnode",
      clock: "created of its workflow job",
      retention: "as its workflow job",
      source: "awx/main/management/commands/cleanup_jobs.py:396",
      note: "deleted with its workflow job (workflow_job, CASCADE by Django's collector)",
    },
    {
      table: "awx.main_jobhostsummary",
      clock: "created of its job",
      retention: "as its job",
      source: "awx/main/management/commands/cleanup_jobs.py:272",
      note: "deleted with its job (job, CASCADE by Django's collector)",
    },
    {
      table: "awx.main_joblaunchconfig",
      clock: "created of its run",
      retention: "as its run",
      source: "awx/main/management/commands/cleanup_jobs.py:96",
      note: "a run's prompted launch values, deleted with it (job one-to-one to main_unifiedjob, CASCADE by Django's collector)",
    },
    {
      table: "awx.main_unifiedjob_dependent_jobs",
      clock: "created of its run",
      retention: "as its run",
      source: "awx/main/management/commands/cleanup_jobs.py:96",
      note: "many-to-many rows, deleted with either run",
    },
    {
      table: "awx.main_unifiedjob_notifications",
      clock: "created of its run or of its notification",
      retention: "as its run or its notification",
      source: "awx/main/management/commands/cleanup_jobs.py:417",
      note: "many-to-many rows, deleted with the run (:96) or with the notification",
    },
    {
      table: "awx.main_notification",
      clock: "created",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:417",
      note: "cleanup_jobs, weekly on Sunday (awx/main/migrations/0002_squashed_v300_release.py:42); not while pending (:409-411)",
    },
    {
      table: "awx.main_jobevent",
      clock: "job_created",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:131",
      note: "hourly partitions (main_jobevent_YYYYMMDD_HH) older than the cutoff are dropped unless a kept (pending, waiting or running) job's events are in them (:98-117); no row DELETE",
    },
    {
      table: "awx.main_projectupdateevent",
      clock: "job_created",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:131",
      note: "hourly partitions older than the cutoff dropped, as main_jobevent's",
    },
    {
      table: "awx.main_inventoryupdateevent",
      clock: "job_created",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:131",
      note: "hourly partitions older than the cutoff dropped, as main_jobevent's",
    },
    {
      table: "awx.main_adhoccommandevent",
      clock: "job_created",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:131",
      note: "hourly partitions older than the cutoff dropped, as main_jobevent's",
    },
    {
      table: "awx.main_systemjobevent",
      clock: "job_created",
      retention:
        "120d (the Cleanup Job Schedule's days, 0002_squashed_v300_release.py:45; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_jobs.py:131",
      note: "hourly partitions older than the cutoff dropped, as main_jobevent's",
    },
    {
      table: "awx.main_activitystream",
      clock: "timestamp",
      retention:
        "355d (the Cleanup Activity Schedule's days, 0002_squashed_v300_release.py:72; 90d when the command is run by hand)",
      source: "awx/main/management/commands/cleanup_activitystream.py:55",
      note: "cleanup_activitystream, weekly on Tuesday (0002_squashed_v300_release.py:69); every entry read, those older than the cutoff (:45) deleted 500 at a time (:54-60); AWX's audit trail",
    },
    {
      table: "awx.main_activitystream_user",
      clock: "timestamp of its entry",
      retention: "as its entry",
      source: "awx/main/management/commands/cleanup_activitystream.py:55",
      note: "many-to-many rows, deleted with the activity stream entry",
    },
    {
      table: "awx.main_activitystream_unified_job",
      clock: "timestamp of its entry or created of its run",
      retention: "as its entry or its run",
      source: "awx/main/management/commands/cleanup_activitystream.py:55",
      note: "many-to-many rows, deleted with the activity stream entry or with the run (cleanup_jobs.py:96)",
    },
    {
      table: "awx.django_session",
      clock: "expire_date",
      retention:
        "expire_date passed (SESSION_COOKIE_AGE 1800 s, awx/settings/defaults.py:278, settable in the API)",
      source: "awx/main/management/commands/cleanup_sessions.py:22",
      note: "cleanup_sessions, weekly (awx/main/migrations/_create_system_jobs.py:36-46, run by 0078_v360_clear_sessions_tokens_jt.py:16): Django's clearsessions, whose database SessionStore.clear_expired deletes rows with expire_date < now",
    },
    {
      table: "awx.main_usersessionmembership",
      clock: "expire_date of its session",
      retention: "as its session",
      source: "awx/main/management/commands/cleanup_sessions.py:22",
      note: "deleted with its session (session one-to-one, CASCADE by Django's collector)",
    },
    {
      table: "awx.main_oauth2accesstoken",
      clock: "expires",
      retention:
        "expires passed, for tokens with no refresh token (ACCESS_TOKEN_EXPIRE_SECONDS 31536000000 s, about 1,000 years, by default: awx/settings/defaults.py:399)",
      source: "awx/main/management/commands/cleanup_tokens.py:24",
      note: "cleanup_tokens, weekly (awx/main/migrations/_create_system_jobs.py:68-78, run by 0078_v360_clear_sessions_tokens_jt.py:17): django-oauth-toolkit 1.7.1's cleartokens (oauth2_provider/models.py:674-678 at 1.7.1, the version requirements/requirements.txt:153 pins); with the default lifetime no token expires in practice",
    },
    {
      table: "awx.oauth2_provider_refreshtoken",
      clock: "revoked; expires of its access token",
      retention:
        "REFRESH_TOKEN_EXPIRE_SECONDS, 2628000 s (about 30 days, awx/settings/defaults.py:399)",
      source: "awx/main/management/commands/cleanup_tokens.py:24",
      note: "cleartokens deletes refresh tokens revoked before now - 2628000 s, and those whose access token expired before it (oauth2_provider/models.py:659-670 at 1.7.1)",
    },
    {
      table: "awx.oauth2_provider_grant",
      clock: "expires",
      retention: "expires passed (AUTHORIZATION_CODE_EXPIRE_SECONDS 600 s)",
      source: "awx/main/management/commands/cleanup_tokens.py:24",
      note: "cleartokens deletes grants (authorization codes) with expires < now (oauth2_provider/models.py:680-684 at 1.7.1)",
    },
    {
      table: "awx.main_hostmetric",
      clock: "last_deleted",
      retention:
        "36 months after its soft deletion (CLEANUP_HOST_METRICS_HARD_THRESHOLD, awx/settings/defaults.py:978)",
      source: "awx/main/tasks/host_metrics.py:88",
      note: "cleanup_host_metrics, a dispatcher task every 3.5 h that runs when 30 days have passed since its last run (awx/settings/defaults.py:447, 972; host_metrics.py:18-26); only rows with deleted = true (:87); rows whose last_automation is older than 12 months are soft-deleted first (an UPDATE, :61-74); also the cleanup_host_metrics command",
    },
    {
      table: "awx.main_instance",
      clock: "last_seen",
      retention:
        "2 missed heartbeats (CLUSTER_NODE_HEARTBEAT_PERIOD 60 s x CLUSTER_NODE_MISSED_HEARTBEAT_TOLERANCE 2, awx/settings/defaults.py:421-424; awx/main/models/ha.py:290-298)",
      source: "awx/main/tasks/system.py:630",
      note: "the cluster heartbeat (every 60 s, awx/settings/defaults.py:435-439) deletes lost control nodes only when AWX_AUTO_DEPROVISION_INSTANCES is on (default False, awx/settings/defaults.py:528); otherwise they are marked offline",
    },
  ],
  shouldAsk: [
    {
      table: "awx.main_workflowapproval",
      why: "workflow approvals with who approved or denied each (approved_or_denied_by) and when; cleanup_jobs deletes every other kind of run but never these (nor their main_unifiedjob rows), and timed-out ones are only marked timed_out",
    },
    {
      table: "awx.oauth2_provider_idtoken",
      why: "OpenID Connect ID tokens (user, expires); django-oauth-toolkit 1.7.1's cleartokens, which cleanup_tokens runs, never deletes them (AWX does not turn OIDC on, so it normally stays empty)",
    },
  ],
  neverDelete: [
    "awx.auth_user",
    "awx.main_organization",
    "awx.main_team",
    "awx.main_credential",
    "awx.main_credentialtype",
    "awx.main_inventory",
    "awx.main_host",
    "awx.main_unifiedjobtemplate",
    "awx.main_project",
    "awx.main_jobtemplate",
    "awx.main_inventorysource",
    "awx.main_systemjobtemplate",
    "awx.main_schedule",
    "awx.main_notificationtemplate",
    "awx.main_oauth2application",
    "awx.conf_setting",
  ],
};
