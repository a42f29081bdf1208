// Plane (Django), from makeplane/plane@4ca6d6c7b807ad09bb571af2c43e85bf47c3ec6b (preview, 2026-05-19).
// Schema: a transcription of its Django models (apps/api/plane/db/models, 29 of its ~110 tables), not its migrations
// replayed: the package registry for Python is not reachable here, so Django 4.2 and Plane's requirements could not be
// installed to run migrate (the header of schemaSql says how the models were read).
// Cleanup: Celery beat entries in apps/api/plane/celery.py:29-80 (django_celery_beat's DatabaseScheduler, :103):
// - check-every-day-to-delete-hard-delete, daily at 00:00 (celery.py:40-43): hard_delete deletes the rows of every model
//   with a deleted_at (each BaseModel: Plane's deletes are soft, apps/api/plane/db/mixins.py:48-82) whose deleted_at is
//   older than HARD_DELETE_AFTER_DAYS, default 60 days (apps/api/plane/settings/common.py:404): named models first
//   (apps/api/plane/bgtasks/deletion_task.py:136-180), then every model that has the field (:184-191);
// - check-every-day-to-delete-api-logs, 02:30 (celery.py:56-59): API activity logs created more than 30 days ago (the
//   same variable read with a default of 30, apps/api/plane/bgtasks/cleanup_task.py:269-274), copied to MongoDB first
//   when MONGO_DB_URL is set (and kept if that copy fails, cleanup_task.py:54-89);
// - check-every-day-to-delete-email-notification-logs, 02:45 (celery.py:60-63): e-mail notification logs sent more than
//   30 days ago (cleanup_task.py:296-301; unsent ones are kept);
// - check-every-day-to-delete-webhook-logs, 03:30 (celery.py:72-75): webhook logs created more than 30 days ago
//   (cleanup_task.py:395-400);
// - check-every-day-to-delete-file-asset, 02:00 (celery.py:52-55): file assets never uploaded, created more than 7 days
//   ago (UNUPLOADED_ASSET_DELETE_DAYS), soft-deleted (apps/api/plane/bgtasks/file_asset_task.py:21-26), so purged 60
//   days later by hard_delete.
// Not counted, as they are not by age: page versions and issue description versions beyond the newest 20 of a page or
// issue (cleanup_task.py:321-390, daily), a user's recent visits beyond 20 in a workspace
// (apps/api/plane/bgtasks/recent_visited_task.py:37-44), both soft deletions purged by hard_delete as any other;
// delete_old_s3_link (celery.py:48-51, 76-79) blanks an export's url after 8 days and keeps the row
// (apps/api/plane/bgtasks/exporter_expired_task.py:23-53); archive_and_close_old_issues archives and closes issues.
// Every table here with a deleted_at is in cleans (the trash purge, as Immich's), with its own clock where it has a
// cleanup of its own. Plane's sessions (its own model, table sessions) are never cleared (no clearsessions is run); magic
// link codes and password reset tokens are in Redis, not the database.
// Left out of the subset: cycles, modules, labels, views, estimates, intake, drafts, favourites and the issue join
// tables, integrations, the license app's instance tables, django_celery_beat's tables and Django's own (auth groups
// and permissions, content types); a foreign key to a table outside the subset is kept as its column and index without
// its constraint (listed at the end of schemaSql).
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "plane",
  framework: "django",
  source: {
    repo: "makeplane/plane",
    commit: "4ca6d6c7b807ad09bb571af2c43e85bf47c3ec6b",
    schemaFrom:
      "its Django models (apps/api/plane/db/models/*.py and db/mixins.py) transcribed as Django 4.2's PostgreSQL backend creates them on a fresh migrate (PyPI unreachable, so migrate was not run); 29 of its tables",
  },
  schemas: ["plane"],
  schemaSql: `
-- Plane: makeplane/plane@4ca6d6c7b807ad09bb571af2c43e85bf47c3ec6b
-- Transcribed from its Django models at that commit (read as Python source, not imported) as Django 4.2's
-- PostgreSQL backend creates them on a fresh migrate (its requirements pin Django 4.2.30, apps/api/requirements/base.txt:4):
-- BaseModel's uuid primary key and AuditModel's created_at, updated_at, created_by_id, updated_by_id and deleted_at
-- (apps/api/plane/db/models/base.py, db/mixins.py), BigAutoField bigint identity (DEFAULT_AUTO_FIELD,
-- apps/api/plane/settings/common.py:274), CharField varchar(max_length) (varchar without one: Django 4.2 allows it on
-- PostgreSQL), URLField varchar(200 unless given), FileField varchar(100), DateTimeField timestamptz (USE_TZ), JSONField
-- jsonb, Positive*Field with CHECK (>= 0); Python-side defaults leave no DEFAULT. A ForeignKey is a column <name>_id of
-- the target's key type, indexed, DEFERRABLE INITIALLY DEFERRED; a OneToOneField is UNIQUE; unique CharFields get
-- Django's varchar_pattern_ops index. unique_together and the Meta constraints are the models' own (the partial unique
-- ones WHERE deleted_at IS NULL). User adds AbstractBaseUser's password and last_login; Session adds
-- AbstractBaseSession's session_data and expire_date. Index names Django derives by hashing are <table>_<column>_idx here.
CREATE SCHEMA plane;
SET search_path TO plane;

CREATE TABLE "users" (
    "password" varchar(128) NOT NULL,
    "last_login" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "username" varchar(128) NOT NULL UNIQUE,
    "mobile_number" varchar(255) NULL,
    "email" varchar(255) NULL UNIQUE,
    "display_name" varchar(255) NOT NULL,
    "first_name" varchar(255) NOT NULL,
    "last_name" varchar(255) NOT NULL,
    "avatar" text NOT NULL,
    "avatar_asset_id" uuid NULL,
    "cover_image" varchar(800) NULL,
    "cover_image_asset_id" uuid NULL,
    "date_joined" timestamp with time zone NOT NULL,
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "last_location" varchar(255) NOT NULL,
    "created_location" varchar(255) NOT NULL,
    "is_superuser" boolean NOT NULL,
    "is_managed" boolean NOT NULL,
    "is_password_expired" boolean NOT NULL,
    "is_active" boolean NOT NULL,
    "is_staff" boolean NOT NULL,
    "is_email_verified" boolean NOT NULL,
    "is_password_autoset" boolean NOT NULL,
    "is_password_reset_required" boolean NOT NULL,
    "token" varchar(64) NOT NULL,
    "last_active" timestamp with time zone NULL,
    "last_login_time" timestamp with time zone NULL,
    "last_logout_time" timestamp with time zone NULL,
    "last_login_ip" varchar(255) NOT NULL,
    "last_logout_ip" varchar(255) NOT NULL,
    "last_login_medium" varchar(20) NOT NULL,
    "last_login_uagent" text NOT NULL,
    "token_updated_at" timestamp with time zone NULL,
    "is_bot" boolean NOT NULL,
    "bot_type" varchar(30) NULL,
    "user_timezone" varchar(255) NOT NULL,
    "is_email_valid" boolean NOT NULL,
    "masked_at" timestamp with time zone NULL
);
CREATE INDEX "users_username_like" ON "users" ("username" varchar_pattern_ops);
CREATE INDEX "users_email_like" ON "users" ("email" varchar_pattern_ops);
CREATE INDEX "users_avatar_asset_id_idx" ON "users" ("avatar_asset_id");
CREATE INDEX "users_cover_image_asset_id_idx" ON "users" ("cover_image_asset_id");

CREATE TABLE "profiles" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "user_id" uuid NOT NULL UNIQUE,
    "theme" jsonb NOT NULL,
    "is_app_rail_docked" boolean NOT NULL,
    "is_tour_completed" boolean NOT NULL,
    "onboarding_step" jsonb NOT NULL,
    "use_case" text NULL,
    "role" varchar(300) NULL,
    "is_onboarded" boolean NOT NULL,
    "last_workspace_id" uuid NULL,
    "billing_address_country" varchar(255) NOT NULL,
    "billing_address" jsonb NULL,
    "has_billing_address" boolean NOT NULL,
    "company_name" varchar(255) NOT NULL,
    "notification_view_mode" varchar(255) NOT NULL,
    "is_smooth_cursor_enabled" boolean NOT NULL,
    "is_mobile_onboarded" boolean NOT NULL,
    "mobile_onboarding_step" jsonb NOT NULL,
    "mobile_timezone_auto_set" boolean NOT NULL,
    "language" varchar(255) NOT NULL,
    "start_of_the_week" smallint NOT NULL CHECK ("start_of_the_week" >= 0),
    "goals" jsonb NOT NULL,
    "background_color" varchar(255) NOT NULL,
    "is_navigation_tour_completed" boolean NOT NULL,
    "has_marketing_email_consent" boolean NOT NULL,
    "is_subscribed_to_changelog" boolean NOT NULL,
    "product_tour" jsonb NOT NULL
);

CREATE TABLE "accounts" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "user_id" uuid NOT NULL,
    "provider_account_id" varchar(255) NOT NULL,
    "provider" varchar NOT NULL,
    "access_token" text NOT NULL,
    "access_token_expired_at" timestamp with time zone NULL,
    "refresh_token" text NULL,
    "refresh_token_expired_at" timestamp with time zone NULL,
    "last_connected_at" timestamp with time zone NOT NULL,
    "id_token" text NOT NULL,
    "metadata" jsonb NOT NULL
);
CREATE INDEX "accounts_user_id_idx" ON "accounts" ("user_id");
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_provider_provider_account_id_uniq" UNIQUE ("provider", "provider_account_id");

CREATE TABLE "sessions" (
    "session_data" text NOT NULL,
    "expire_date" timestamp with time zone NOT NULL,
    "device_info" jsonb NULL,
    "session_key" varchar(128) NOT NULL PRIMARY KEY,
    "user_id" varchar(50) NULL
);
CREATE INDEX "sessions_expire_date_idx" ON "sessions" ("expire_date");
CREATE INDEX "sessions_user_id_like" ON "sessions" ("user_id" varchar_pattern_ops);
CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id");

CREATE TABLE "api_tokens" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "label" varchar(255) NOT NULL,
    "description" text NOT NULL,
    "is_active" boolean NOT NULL,
    "last_used" timestamp with time zone NULL,
    "token" varchar(255) NOT NULL UNIQUE,
    "user_id" uuid NOT NULL,
    "user_type" smallint NOT NULL CHECK ("user_type" >= 0),
    "workspace_id" uuid NULL,
    "expired_at" timestamp with time zone NULL,
    "is_service" boolean NOT NULL,
    "allowed_rate_limit" varchar(255) NOT NULL
);
CREATE INDEX "api_tokens_created_by_id_idx" ON "api_tokens" ("created_by_id");
CREATE INDEX "api_tokens_updated_by_id_idx" ON "api_tokens" ("updated_by_id");
CREATE INDEX "api_tokens_token_like" ON "api_tokens" ("token" varchar_pattern_ops);
CREATE INDEX "api_tokens_user_id_idx" ON "api_tokens" ("user_id");
CREATE INDEX "api_tokens_workspace_id_idx" ON "api_tokens" ("workspace_id");

CREATE TABLE "api_activity_logs" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "token_identifier" varchar(255) NOT NULL,
    "path" varchar(255) NOT NULL,
    "method" varchar(10) NOT NULL,
    "query_params" text NULL,
    "headers" text NULL,
    "body" text NULL,
    "response_code" integer NOT NULL CHECK ("response_code" >= 0),
    "response_body" text NULL,
    "ip_address" inet NULL,
    "user_agent" varchar(512) NULL
);
CREATE INDEX "api_activity_logs_created_by_id_idx" ON "api_activity_logs" ("created_by_id");
CREATE INDEX "api_activity_logs_updated_by_id_idx" ON "api_activity_logs" ("updated_by_id");

CREATE TABLE "workspaces" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "name" varchar(80) NOT NULL,
    "logo" text NULL,
    "logo_asset_id" uuid NULL,
    "owner_id" uuid NOT NULL,
    "slug" varchar(48) NOT NULL UNIQUE,
    "organization_size" varchar(20) NULL,
    "timezone" varchar(255) NOT NULL,
    "background_color" varchar(255) NOT NULL
);
CREATE INDEX "workspaces_created_by_id_idx" ON "workspaces" ("created_by_id");
CREATE INDEX "workspaces_updated_by_id_idx" ON "workspaces" ("updated_by_id");
CREATE INDEX "workspaces_logo_asset_id_idx" ON "workspaces" ("logo_asset_id");
CREATE INDEX "workspaces_owner_id_idx" ON "workspaces" ("owner_id");
CREATE INDEX "workspaces_slug_like" ON "workspaces" ("slug" varchar_pattern_ops);

CREATE TABLE "workspace_members" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "workspace_id" uuid NOT NULL,
    "member_id" uuid NOT NULL,
    "role" smallint NOT NULL CHECK ("role" >= 0),
    "company_role" text NULL,
    "view_props" jsonb NOT NULL,
    "default_props" jsonb NOT NULL,
    "issue_props" jsonb NOT NULL,
    "is_active" boolean NOT NULL,
    "getting_started_checklist" jsonb NOT NULL,
    "tips" jsonb NOT NULL,
    "explored_features" jsonb NOT NULL
);
CREATE INDEX "workspace_members_created_by_id_idx" ON "workspace_members" ("created_by_id");
CREATE INDEX "workspace_members_updated_by_id_idx" ON "workspace_members" ("updated_by_id");
CREATE INDEX "workspace_members_workspace_id_idx" ON "workspace_members" ("workspace_id");
CREATE INDEX "workspace_members_member_id_idx" ON "workspace_members" ("member_id");
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_member_deleted_at_uniq" UNIQUE ("workspace_id", "member_id", "deleted_at");
CREATE UNIQUE INDEX "workspace_member_unique_workspace_member_when_deleted_at_null" ON "workspace_members" ("workspace_id", "member_id") WHERE "deleted_at" IS NULL;

CREATE TABLE "workspace_member_invites" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "workspace_id" uuid NOT NULL,
    "email" varchar(255) NOT NULL,
    "accepted" boolean NOT NULL,
    "token" varchar(255) NOT NULL,
    "message" text NULL,
    "responded_at" timestamp with time zone NULL,
    "role" smallint NOT NULL CHECK ("role" >= 0)
);
CREATE INDEX "workspace_member_invites_created_by_id_idx" ON "workspace_member_invites" ("created_by_id");
CREATE INDEX "workspace_member_invites_updated_by_id_idx" ON "workspace_member_invites" ("updated_by_id");
CREATE INDEX "workspace_member_invites_workspace_id_idx" ON "workspace_member_invites" ("workspace_id");
ALTER TABLE "workspace_member_invites" ADD CONSTRAINT "workspace_member_invites_email_workspace_deleted_at_uniq" UNIQUE ("email", "workspace_id", "deleted_at");
CREATE UNIQUE INDEX "workspace_member_invite_unique_email_workspace_when_deleted_at_null" ON "workspace_member_invites" ("email", "workspace_id") WHERE "deleted_at" IS NULL;

CREATE TABLE "projects" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "name" varchar(255) NOT NULL,
    "description" text NOT NULL,
    "description_text" jsonb NULL,
    "description_html" jsonb NULL,
    "network" smallint NOT NULL CHECK ("network" >= 0),
    "workspace_id" uuid NOT NULL,
    "identifier" varchar(12) NOT NULL,
    "default_assignee_id" uuid NULL,
    "project_lead_id" uuid NULL,
    "emoji" varchar(255) NULL,
    "icon_prop" jsonb NULL,
    "module_view" boolean NOT NULL,
    "cycle_view" boolean NOT NULL,
    "issue_views_view" boolean NOT NULL,
    "page_view" boolean NOT NULL,
    "intake_view" boolean NOT NULL,
    "is_time_tracking_enabled" boolean NOT NULL,
    "is_issue_type_enabled" boolean NOT NULL,
    "guest_view_all_features" boolean NOT NULL,
    "cover_image" text NULL,
    "cover_image_asset_id" uuid NULL,
    "estimate_id" uuid NULL,
    "archive_in" integer NOT NULL,
    "close_in" integer NOT NULL,
    "logo_props" jsonb NOT NULL,
    "default_state_id" uuid NULL,
    "archived_at" timestamp with time zone NULL,
    "timezone" varchar(255) NOT NULL,
    "external_source" varchar(255) NULL,
    "external_id" varchar(255) NULL
);
CREATE INDEX "projects_created_by_id_idx" ON "projects" ("created_by_id");
CREATE INDEX "projects_updated_by_id_idx" ON "projects" ("updated_by_id");
CREATE INDEX "projects_workspace_id_idx" ON "projects" ("workspace_id");
CREATE INDEX "projects_identifier_like" ON "projects" ("identifier" varchar_pattern_ops);
CREATE INDEX "projects_identifier_idx" ON "projects" ("identifier");
CREATE INDEX "projects_default_assignee_id_idx" ON "projects" ("default_assignee_id");
CREATE INDEX "projects_project_lead_id_idx" ON "projects" ("project_lead_id");
CREATE INDEX "projects_cover_image_asset_id_idx" ON "projects" ("cover_image_asset_id");
CREATE INDEX "projects_estimate_id_idx" ON "projects" ("estimate_id");
CREATE INDEX "projects_default_state_id_idx" ON "projects" ("default_state_id");
ALTER TABLE "projects" ADD CONSTRAINT "projects_identifier_workspace_deleted_at_uniq" UNIQUE ("identifier", "workspace_id", "deleted_at");
ALTER TABLE "projects" ADD CONSTRAINT "projects_name_workspace_deleted_at_uniq" UNIQUE ("name", "workspace_id", "deleted_at");
CREATE UNIQUE INDEX "project_unique_identifier_workspace_when_deleted_at_null" ON "projects" ("identifier", "workspace_id") WHERE "deleted_at" IS NULL;
CREATE UNIQUE INDEX "project_unique_name_workspace_when_deleted_at_null" ON "projects" ("name", "workspace_id") WHERE "deleted_at" IS NULL;

CREATE TABLE "project_members" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "project_id" uuid NOT NULL,
    "workspace_id" uuid NOT NULL,
    "member_id" uuid NULL,
    "comment" text NULL,
    "role" smallint NOT NULL CHECK ("role" >= 0),
    "view_props" jsonb NOT NULL,
    "default_props" jsonb NOT NULL,
    "preferences" jsonb NOT NULL,
    "sort_order" double precision NOT NULL,
    "is_active" boolean NOT NULL
);
CREATE INDEX "project_members_created_by_id_idx" ON "project_members" ("created_by_id");
CREATE INDEX "project_members_updated_by_id_idx" ON "project_members" ("updated_by_id");
CREATE INDEX "project_members_project_id_idx" ON "project_members" ("project_id");
CREATE INDEX "project_members_workspace_id_idx" ON "project_members" ("workspace_id");
CREATE INDEX "project_members_member_id_idx" ON "project_members" ("member_id");
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_member_deleted_at_uniq" UNIQUE ("project_id", "member_id", "deleted_at");
CREATE UNIQUE INDEX "project_member_unique_project_member_when_deleted_at_null" ON "project_members" ("project_id", "member_id") WHERE "deleted_at" IS NULL;

CREATE TABLE "project_member_invites" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "project_id" uuid NOT NULL,
    "workspace_id" uuid NOT NULL,
    "email" varchar(255) NOT NULL,
    "accepted" boolean NOT NULL,
    "token" varchar(255) NOT NULL,
    "message" text NULL,
    "responded_at" timestamp with time zone NULL,
    "role" smallint NOT NULL CHECK ("role" >= 0)
);
CREATE INDEX "project_member_invites_created_by_id_idx" ON "project_member_invites" ("created_by_id");
CREATE INDEX "project_member_invites_updated_by_id_idx" ON "project_member_invites" ("updated_by_id");
CREATE INDEX "project_member_invites_project_id_idx" ON "project_member_invites" ("project_id");
CREATE INDEX "project_member_invites_workspace_id_idx" ON "project_member_invites" ("workspace_id");

CREATE TABLE "states" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "project_id" uuid NOT NULL,
    "workspace_id" uuid NOT NULL,
    "name" varchar(255) NOT NULL,
    "description" text NOT NULL,
    "color" varchar(255) NOT NULL,
    "slug" varchar(100) NOT NULL,
    "sequence" double precision NOT NULL,
    "group" varchar(20) NOT NULL,
    "is_triage" boolean NOT NULL,
    "default" boolean NOT NULL,
    "external_source" varchar(255) NULL,
    "external_id" varchar(255) NULL
);
CREATE INDEX "states_created_by_id_idx" ON "states" ("created_by_id");
CREATE INDEX "states_updated_by_id_idx" ON "states" ("updated_by_id");
CREATE INDEX "states_project_id_idx" ON "states" ("project_id");
CREATE INDEX "states_workspace_id_idx" ON "states" ("workspace_id");
ALTER TABLE "states" ADD CONSTRAINT "states_name_project_deleted_at_uniq" UNIQUE ("name", "project_id", "deleted_at");
CREATE UNIQUE INDEX "state_unique_name_project_when_deleted_at_null" ON "states" ("name", "project_id") WHERE "deleted_at" IS NULL;

CREATE TABLE "issues" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "project_id" uuid NOT NULL,
    "workspace_id" uuid NOT NULL,
    "parent_id" uuid NULL,
    "state_id" uuid NULL,
    "point" integer NULL,
    "estimate_point_id" uuid NULL,
    "name" varchar(255) NOT NULL,
    "description_json" jsonb NOT NULL,
    "description_html" text NOT NULL,
    "description_stripped" text NULL,
    "description_binary" bytea NULL,
    "priority" varchar(30) NOT NULL,
    "start_date" date NULL,
    "target_date" date NULL,
    "sequence_id" integer NOT NULL,
    "sort_order" double precision NOT NULL,
    "completed_at" timestamp with time zone NULL,
    "archived_at" date NULL,
    "is_draft" boolean NOT NULL,
    "external_source" varchar(255) NULL,
    "external_id" varchar(255) NULL,
    "type_id" uuid NULL
);
CREATE INDEX "issues_created_by_id_idx" ON "issues" ("created_by_id");
CREATE INDEX "issues_updated_by_id_idx" ON "issues" ("updated_by_id");
CREATE INDEX "issues_project_id_idx" ON "issues" ("project_id");
CREATE INDEX "issues_workspace_id_idx" ON "issues" ("workspace_id");
CREATE INDEX "issues_parent_id_idx" ON "issues" ("parent_id");
CREATE INDEX "issues_state_id_idx" ON "issues" ("state_id");
CREATE INDEX "issues_estimate_point_id_idx" ON "issues" ("estimate_point_id");
CREATE INDEX "issues_type_id_idx" ON "issues" ("type_id");

CREATE TABLE "issue_activities" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "project_id" uuid NOT NULL,
    "workspace_id" uuid NOT NULL,
    "issue_id" uuid NULL,
    "verb" varchar(255) NOT NULL,
    "field" varchar(255) NULL,
    "old_value" text NULL,
    "new_value" text NULL,
    "comment" text NOT NULL,
    "attachments" varchar(200)[] NOT NULL,
    "issue_comment_id" uuid NULL,
    "actor_id" uuid NULL,
    "old_identifier" uuid NULL,
    "new_identifier" uuid NULL,
    "epoch" double precision NULL
);
CREATE INDEX "issue_activities_created_by_id_idx" ON "issue_activities" ("created_by_id");
CREATE INDEX "issue_activities_updated_by_id_idx" ON "issue_activities" ("updated_by_id");
CREATE INDEX "issue_activities_project_id_idx" ON "issue_activities" ("project_id");
CREATE INDEX "issue_activities_workspace_id_idx" ON "issue_activities" ("workspace_id");
CREATE INDEX "issue_activities_issue_id_idx" ON "issue_activities" ("issue_id");
CREATE INDEX "issue_activities_issue_comment_id_idx" ON "issue_activities" ("issue_comment_id");
CREATE INDEX "issue_activities_actor_id_idx" ON "issue_activities" ("actor_id");

CREATE TABLE "issue_comments" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "project_id" uuid NOT NULL,
    "workspace_id" uuid NOT NULL,
    "comment_stripped" text NOT NULL,
    "comment_json" jsonb NOT NULL,
    "comment_html" text NOT NULL,
    "description_id" uuid NULL UNIQUE,
    "attachments" varchar(200)[] NOT NULL,
    "issue_id" uuid NOT NULL,
    "actor_id" uuid NULL,
    "access" varchar(100) NOT NULL,
    "external_source" varchar(255) NULL,
    "external_id" varchar(255) NULL,
    "edited_at" timestamp with time zone NULL,
    "parent_id" uuid NULL
);
CREATE INDEX "issue_comments_created_by_id_idx" ON "issue_comments" ("created_by_id");
CREATE INDEX "issue_comments_updated_by_id_idx" ON "issue_comments" ("updated_by_id");
CREATE INDEX "issue_comments_project_id_idx" ON "issue_comments" ("project_id");
CREATE INDEX "issue_comments_workspace_id_idx" ON "issue_comments" ("workspace_id");
CREATE INDEX "issue_comments_issue_id_idx" ON "issue_comments" ("issue_id");
CREATE INDEX "issue_comments_actor_id_idx" ON "issue_comments" ("actor_id");
CREATE INDEX "issue_comments_parent_id_idx" ON "issue_comments" ("parent_id");

CREATE TABLE "issue_description_versions" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "project_id" uuid NOT NULL,
    "workspace_id" uuid NOT NULL,
    "issue_id" uuid NOT NULL,
    "description_binary" bytea NULL,
    "description_html" text NOT NULL,
    "description_stripped" text NULL,
    "description_json" jsonb NOT NULL,
    "last_saved_at" timestamp with time zone NOT NULL,
    "owned_by_id" uuid NOT NULL
);
CREATE INDEX "issue_description_versions_created_by_id_idx" ON "issue_description_versions" ("created_by_id");
CREATE INDEX "issue_description_versions_updated_by_id_idx" ON "issue_description_versions" ("updated_by_id");
CREATE INDEX "issue_description_versions_project_id_idx" ON "issue_description_versions" ("project_id");
CREATE INDEX "issue_description_versions_workspace_id_idx" ON "issue_description_versions" ("workspace_id");
CREATE INDEX "issue_description_versions_issue_id_idx" ON "issue_description_versions" ("issue_id");
CREATE INDEX "issue_description_versions_owned_by_id_idx" ON "issue_description_versions" ("owned_by_id");

CREATE TABLE "pages" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "workspace_id" uuid NOT NULL,
    "name" text NOT NULL,
    "description_json" jsonb NOT NULL,
    "description_binary" bytea NULL,
    "description_html" text NOT NULL,
    "description_stripped" text NULL,
    "owned_by_id" uuid NOT NULL,
    "access" smallint NOT NULL CHECK ("access" >= 0),
    "color" varchar(255) NOT NULL,
    "parent_id" uuid NULL,
    "archived_at" date NULL,
    "is_locked" boolean NOT NULL,
    "view_props" jsonb NOT NULL,
    "logo_props" jsonb NOT NULL,
    "is_global" boolean NOT NULL,
    "moved_to_page" uuid NULL,
    "moved_to_project" uuid NULL,
    "sort_order" double precision NOT NULL,
    "external_id" varchar(255) NULL,
    "external_source" varchar(255) NULL
);
CREATE INDEX "pages_created_by_id_idx" ON "pages" ("created_by_id");
CREATE INDEX "pages_updated_by_id_idx" ON "pages" ("updated_by_id");
CREATE INDEX "pages_workspace_id_idx" ON "pages" ("workspace_id");
CREATE INDEX "pages_owned_by_id_idx" ON "pages" ("owned_by_id");
CREATE INDEX "pages_parent_id_idx" ON "pages" ("parent_id");

CREATE TABLE "page_versions" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "workspace_id" uuid NOT NULL,
    "page_id" uuid NOT NULL,
    "last_saved_at" timestamp with time zone NOT NULL,
    "owned_by_id" uuid NOT NULL,
    "description_binary" bytea NULL,
    "description_html" text NOT NULL,
    "description_stripped" text NULL,
    "description_json" jsonb NOT NULL,
    "sub_pages_data" jsonb NOT NULL
);
CREATE INDEX "page_versions_created_by_id_idx" ON "page_versions" ("created_by_id");
CREATE INDEX "page_versions_updated_by_id_idx" ON "page_versions" ("updated_by_id");
CREATE INDEX "page_versions_workspace_id_idx" ON "page_versions" ("workspace_id");
CREATE INDEX "page_versions_page_id_idx" ON "page_versions" ("page_id");
CREATE INDEX "page_versions_owned_by_id_idx" ON "page_versions" ("owned_by_id");

CREATE TABLE "file_assets" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "attributes" jsonb NOT NULL,
    "asset" varchar(800) NOT NULL,
    "user_id" uuid NULL,
    "workspace_id" uuid NULL,
    "draft_issue_id" uuid NULL,
    "project_id" uuid NULL,
    "issue_id" uuid NULL,
    "comment_id" uuid NULL,
    "page_id" uuid NULL,
    "entity_type" varchar(255) NULL,
    "entity_identifier" varchar(255) NULL,
    "is_deleted" boolean NOT NULL,
    "is_archived" boolean NOT NULL,
    "external_id" varchar(255) NULL,
    "external_source" varchar(255) NULL,
    "size" double precision NOT NULL,
    "is_uploaded" boolean NOT NULL,
    "storage_metadata" jsonb NULL
);
CREATE INDEX "file_assets_created_by_id_idx" ON "file_assets" ("created_by_id");
CREATE INDEX "file_assets_updated_by_id_idx" ON "file_assets" ("updated_by_id");
CREATE INDEX "file_assets_user_id_idx" ON "file_assets" ("user_id");
CREATE INDEX "file_assets_workspace_id_idx" ON "file_assets" ("workspace_id");
CREATE INDEX "file_assets_draft_issue_id_idx" ON "file_assets" ("draft_issue_id");
CREATE INDEX "file_assets_project_id_idx" ON "file_assets" ("project_id");
CREATE INDEX "file_assets_issue_id_idx" ON "file_assets" ("issue_id");
CREATE INDEX "file_assets_comment_id_idx" ON "file_assets" ("comment_id");
CREATE INDEX "file_assets_page_id_idx" ON "file_assets" ("page_id");
CREATE INDEX "asset_entity_type_idx" ON "file_assets" ("entity_type");
CREATE INDEX "asset_entity_identifier_idx" ON "file_assets" ("entity_identifier");
CREATE INDEX "asset_entity_idx" ON "file_assets" ("entity_type", "entity_identifier");
CREATE INDEX "asset_asset_idx" ON "file_assets" ("asset");

CREATE TABLE "exporters" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "name" varchar(255) NULL,
    "type" varchar(50) NOT NULL,
    "workspace_id" uuid NOT NULL,
    "project" uuid[] NULL,
    "provider" varchar(50) NOT NULL,
    "status" varchar(50) NOT NULL,
    "reason" text NOT NULL,
    "key" text NOT NULL,
    "url" varchar(800) NULL,
    "token" varchar(255) NOT NULL UNIQUE,
    "initiated_by_id" uuid NOT NULL,
    "filters" jsonb NULL,
    "rich_filters" jsonb NULL
);
CREATE INDEX "exporters_created_by_id_idx" ON "exporters" ("created_by_id");
CREATE INDEX "exporters_updated_by_id_idx" ON "exporters" ("updated_by_id");
CREATE INDEX "exporters_workspace_id_idx" ON "exporters" ("workspace_id");
CREATE INDEX "exporters_token_like" ON "exporters" ("token" varchar_pattern_ops);
CREATE INDEX "exporters_initiated_by_id_idx" ON "exporters" ("initiated_by_id");

CREATE TABLE "notifications" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "workspace_id" uuid NOT NULL,
    "project_id" uuid NULL,
    "data" jsonb NULL,
    "entity_identifier" uuid NULL,
    "entity_name" varchar(255) NOT NULL,
    "title" text NOT NULL,
    "message" jsonb NULL,
    "message_html" text NOT NULL,
    "message_stripped" text NULL,
    "sender" varchar(255) NOT NULL,
    "triggered_by_id" uuid NULL,
    "receiver_id" uuid NOT NULL,
    "read_at" timestamp with time zone NULL,
    "snoozed_till" timestamp with time zone NULL,
    "archived_at" timestamp with time zone NULL
);
CREATE INDEX "notifications_created_by_id_idx" ON "notifications" ("created_by_id");
CREATE INDEX "notifications_updated_by_id_idx" ON "notifications" ("updated_by_id");
CREATE INDEX "notifications_workspace_id_idx" ON "notifications" ("workspace_id");
CREATE INDEX "notifications_project_id_idx" ON "notifications" ("project_id");
CREATE INDEX "notifications_triggered_by_id_idx" ON "notifications" ("triggered_by_id");
CREATE INDEX "notifications_receiver_id_idx" ON "notifications" ("receiver_id");
CREATE INDEX "notif_entity_identifier_idx" ON "notifications" ("entity_identifier");
CREATE INDEX "notif_entity_name_idx" ON "notifications" ("entity_name");
CREATE INDEX "notif_read_at_idx" ON "notifications" ("read_at");
CREATE INDEX "notif_entity_idx" ON "notifications" ("receiver_id", "read_at");
CREATE INDEX "notif_receiver_status_idx" ON "notifications" ("receiver_id", "workspace_id", "read_at", "created_at");
CREATE INDEX "notif_receiver_entity_idx" ON "notifications" ("receiver_id", "workspace_id", "entity_name", "read_at");
CREATE INDEX "notif_receiver_state_idx" ON "notifications" ("receiver_id", "workspace_id", "snoozed_till", "archived_at");
CREATE INDEX "notif_receiver_sender_idx" ON "notifications" ("receiver_id", "workspace_id", "sender");
CREATE INDEX "notif_entity_lookup_idx" ON "notifications" ("workspace_id", "entity_identifier", "entity_name");

CREATE TABLE "email_notification_logs" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "receiver_id" uuid NOT NULL,
    "triggered_by_id" uuid NOT NULL,
    "entity_identifier" uuid NULL,
    "entity_name" varchar(255) NOT NULL,
    "data" jsonb NULL,
    "processed_at" timestamp with time zone NULL,
    "sent_at" timestamp with time zone NULL,
    "entity" varchar(200) NOT NULL,
    "old_value" varchar(300) NULL,
    "new_value" varchar(300) NULL
);
CREATE INDEX "email_notification_logs_created_by_id_idx" ON "email_notification_logs" ("created_by_id");
CREATE INDEX "email_notification_logs_updated_by_id_idx" ON "email_notification_logs" ("updated_by_id");
CREATE INDEX "email_notification_logs_receiver_id_idx" ON "email_notification_logs" ("receiver_id");
CREATE INDEX "email_notification_logs_triggered_by_id_idx" ON "email_notification_logs" ("triggered_by_id");

CREATE TABLE "webhooks" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "workspace_id" uuid NOT NULL,
    "url" varchar(1024) NOT NULL,
    "is_active" boolean NOT NULL,
    "secret_key" varchar(255) NOT NULL,
    "project" boolean NOT NULL,
    "issue" boolean NOT NULL,
    "module" boolean NOT NULL,
    "cycle" boolean NOT NULL,
    "issue_comment" boolean NOT NULL,
    "is_internal" boolean NOT NULL,
    "version" varchar(50) NOT NULL
);
CREATE INDEX "webhooks_created_by_id_idx" ON "webhooks" ("created_by_id");
CREATE INDEX "webhooks_updated_by_id_idx" ON "webhooks" ("updated_by_id");
CREATE INDEX "webhooks_workspace_id_idx" ON "webhooks" ("workspace_id");
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_workspace_url_deleted_at_uniq" UNIQUE ("workspace_id", "url", "deleted_at");
CREATE UNIQUE INDEX "webhook_url_unique_url_when_deleted_at_null" ON "webhooks" ("workspace_id", "url") WHERE "deleted_at" IS NULL;

CREATE TABLE "webhook_logs" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "workspace_id" uuid NOT NULL,
    "webhook" uuid NOT NULL,
    "event_type" varchar(255) NULL,
    "request_method" varchar(10) NULL,
    "request_headers" text NULL,
    "request_body" text NULL,
    "response_status" text NULL,
    "response_headers" text NULL,
    "response_body" text NULL,
    "retry_count" smallint NOT NULL CHECK ("retry_count" >= 0)
);
CREATE INDEX "webhook_logs_created_by_id_idx" ON "webhook_logs" ("created_by_id");
CREATE INDEX "webhook_logs_updated_by_id_idx" ON "webhook_logs" ("updated_by_id");
CREATE INDEX "webhook_logs_workspace_id_idx" ON "webhook_logs" ("workspace_id");

CREATE TABLE "user_recent_visits" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "workspace_id" uuid NOT NULL,
    "project_id" uuid NULL,
    "entity_identifier" uuid NULL,
    "entity_name" varchar(30) NOT NULL,
    "user_id" uuid NOT NULL,
    "visited_at" timestamp with time zone NOT NULL
);
CREATE INDEX "user_recent_visits_created_by_id_idx" ON "user_recent_visits" ("created_by_id");
CREATE INDEX "user_recent_visits_updated_by_id_idx" ON "user_recent_visits" ("updated_by_id");
CREATE INDEX "user_recent_visits_workspace_id_idx" ON "user_recent_visits" ("workspace_id");
CREATE INDEX "user_recent_visits_project_id_idx" ON "user_recent_visits" ("project_id");
CREATE INDEX "user_recent_visits_user_id_idx" ON "user_recent_visits" ("user_id");

CREATE TABLE "devices" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "user_id" uuid NOT NULL,
    "device_id" varchar(255) NULL,
    "device_type" varchar(255) NOT NULL,
    "push_token" varchar(255) NULL,
    "is_active" boolean NOT NULL
);
CREATE INDEX "devices_created_by_id_idx" ON "devices" ("created_by_id");
CREATE INDEX "devices_updated_by_id_idx" ON "devices" ("updated_by_id");
CREATE INDEX "devices_user_id_idx" ON "devices" ("user_id");

CREATE TABLE "device_sessions" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "device_id" uuid NOT NULL,
    "session_id" varchar(128) NOT NULL,
    "is_active" boolean NOT NULL,
    "user_agent" varchar(255) NULL,
    "ip_address" inet NULL,
    "start_time" timestamp with time zone NOT NULL,
    "end_time" timestamp with time zone NULL
);
CREATE INDEX "device_sessions_created_by_id_idx" ON "device_sessions" ("created_by_id");
CREATE INDEX "device_sessions_updated_by_id_idx" ON "device_sessions" ("updated_by_id");
CREATE INDEX "device_sessions_device_id_idx" ON "device_sessions" ("device_id");
CREATE INDEX "device_sessions_session_id_idx" ON "device_sessions" ("session_id");

CREATE TABLE "social_login_connections" (
    "created_at" timestamp with time zone NOT NULL,
    "updated_at" timestamp with time zone NOT NULL,
    "created_by_id" uuid NULL,
    "updated_by_id" uuid NULL,
    "deleted_at" timestamp with time zone NULL,
    "id" uuid NOT NULL PRIMARY KEY,
    "medium" varchar(20) NOT NULL,
    "last_login_at" timestamp with time zone NULL,
    "last_received_at" timestamp with time zone NULL,
    "user_id" uuid NOT NULL,
    "token_data" jsonb NULL,
    "extra_data" jsonb NULL
);
CREATE INDEX "social_login_connections_created_by_id_idx" ON "social_login_connections" ("created_by_id");
CREATE INDEX "social_login_connections_updated_by_id_idx" ON "social_login_connections" ("updated_by_id");
CREATE INDEX "social_login_connections_user_id_idx" ON "social_login_connections" ("user_id");

ALTER TABLE "users" ADD CONSTRAINT "users_avatar_asset_id_fk" FOREIGN KEY ("avatar_asset_id") REFERENCES "file_assets" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "users" ADD CONSTRAINT "users_cover_image_asset_id_fk" FOREIGN KEY ("cover_image_asset_id") REFERENCES "file_assets" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "api_activity_logs" ADD CONSTRAINT "api_activity_logs_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "api_activity_logs" ADD CONSTRAINT "api_activity_logs_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_logo_asset_id_fk" FOREIGN KEY ("logo_asset_id") REFERENCES "file_assets" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_owner_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "workspace_member_invites" ADD CONSTRAINT "workspace_member_invites_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "workspace_member_invites" ADD CONSTRAINT "workspace_member_invites_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "workspace_member_invites" ADD CONSTRAINT "workspace_member_invites_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "projects" ADD CONSTRAINT "projects_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "projects" ADD CONSTRAINT "projects_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "projects" ADD CONSTRAINT "projects_default_assignee_id_fk" FOREIGN KEY ("default_assignee_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_lead_id_fk" FOREIGN KEY ("project_lead_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "projects" ADD CONSTRAINT "projects_cover_image_asset_id_fk" FOREIGN KEY ("cover_image_asset_id") REFERENCES "file_assets" DEFERRABLE INITIALLY DEFERRED;
-- projects.estimate_id refers to estimates (outside this subset)
ALTER TABLE "projects" ADD CONSTRAINT "projects_default_state_id_fk" FOREIGN KEY ("default_state_id") REFERENCES "states" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "project_member_invites" ADD CONSTRAINT "project_member_invites_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "project_member_invites" ADD CONSTRAINT "project_member_invites_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "project_member_invites" ADD CONSTRAINT "project_member_invites_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "project_member_invites" ADD CONSTRAINT "project_member_invites_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "states" ADD CONSTRAINT "states_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "states" ADD CONSTRAINT "states_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "states" ADD CONSTRAINT "states_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "states" ADD CONSTRAINT "states_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issues" ADD CONSTRAINT "issues_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issues" ADD CONSTRAINT "issues_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issues" ADD CONSTRAINT "issues_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issues" ADD CONSTRAINT "issues_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issues" ADD CONSTRAINT "issues_parent_id_fk" FOREIGN KEY ("parent_id") REFERENCES "issues" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issues" ADD CONSTRAINT "issues_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "states" DEFERRABLE INITIALLY DEFERRED;
-- issues.estimate_point_id refers to estimate_points (outside this subset)
-- issues.type_id refers to issue_types (outside this subset)
ALTER TABLE "issue_activities" ADD CONSTRAINT "issue_activities_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_activities" ADD CONSTRAINT "issue_activities_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_activities" ADD CONSTRAINT "issue_activities_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_activities" ADD CONSTRAINT "issue_activities_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_activities" ADD CONSTRAINT "issue_activities_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "issues" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_activities" ADD CONSTRAINT "issue_activities_issue_comment_id_fk" FOREIGN KEY ("issue_comment_id") REFERENCES "issue_comments" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_activities" ADD CONSTRAINT "issue_activities_actor_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
-- issue_comments.description_id refers to descriptions (outside this subset)
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "issues" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_actor_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_comments" ADD CONSTRAINT "issue_comments_parent_id_fk" FOREIGN KEY ("parent_id") REFERENCES "issue_comments" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_description_versions" ADD CONSTRAINT "issue_description_versions_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_description_versions" ADD CONSTRAINT "issue_description_versions_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_description_versions" ADD CONSTRAINT "issue_description_versions_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_description_versions" ADD CONSTRAINT "issue_description_versions_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_description_versions" ADD CONSTRAINT "issue_description_versions_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "issues" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "issue_description_versions" ADD CONSTRAINT "issue_description_versions_owned_by_id_fk" FOREIGN KEY ("owned_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "pages" ADD CONSTRAINT "pages_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "pages" ADD CONSTRAINT "pages_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "pages" ADD CONSTRAINT "pages_owned_by_id_fk" FOREIGN KEY ("owned_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_fk" FOREIGN KEY ("parent_id") REFERENCES "pages" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "pages" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_owned_by_id_fk" FOREIGN KEY ("owned_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "file_assets" ADD CONSTRAINT "file_assets_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "file_assets" ADD CONSTRAINT "file_assets_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "file_assets" ADD CONSTRAINT "file_assets_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "file_assets" ADD CONSTRAINT "file_assets_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
-- file_assets.draft_issue_id refers to draft_issues (outside this subset)
ALTER TABLE "file_assets" ADD CONSTRAINT "file_assets_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "file_assets" ADD CONSTRAINT "file_assets_issue_id_fk" FOREIGN KEY ("issue_id") REFERENCES "issues" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "file_assets" ADD CONSTRAINT "file_assets_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "issue_comments" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "file_assets" ADD CONSTRAINT "file_assets_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "pages" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "exporters" ADD CONSTRAINT "exporters_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "exporters" ADD CONSTRAINT "exporters_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "exporters" ADD CONSTRAINT "exporters_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "exporters" ADD CONSTRAINT "exporters_initiated_by_id_fk" FOREIGN KEY ("initiated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_triggered_by_id_fk" FOREIGN KEY ("triggered_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_receiver_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "email_notification_logs" ADD CONSTRAINT "email_notification_logs_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "email_notification_logs" ADD CONSTRAINT "email_notification_logs_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "email_notification_logs" ADD CONSTRAINT "email_notification_logs_receiver_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "email_notification_logs" ADD CONSTRAINT "email_notification_logs_triggered_by_id_fk" FOREIGN KEY ("triggered_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "user_recent_visits" ADD CONSTRAINT "user_recent_visits_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "user_recent_visits" ADD CONSTRAINT "user_recent_visits_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "user_recent_visits" ADD CONSTRAINT "user_recent_visits_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "workspaces" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "user_recent_visits" ADD CONSTRAINT "user_recent_visits_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "user_recent_visits" ADD CONSTRAINT "user_recent_visits_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "devices" ADD CONSTRAINT "devices_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "devices" ADD CONSTRAINT "devices_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "device_sessions" ADD CONSTRAINT "device_sessions_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "device_sessions" ADD CONSTRAINT "device_sessions_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "device_sessions" ADD CONSTRAINT "device_sessions_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "devices" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "device_sessions" ADD CONSTRAINT "device_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "sessions" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "social_login_connections" ADD CONSTRAINT "social_login_connections_created_by_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "social_login_connections" ADD CONSTRAINT "social_login_connections_updated_by_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "social_login_connections" ADD CONSTRAINT "social_login_connections_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "users" DEFERRABLE INITIALLY DEFERRED;
`,
  cleans: [
    {
      table: "plane.workspaces",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:138",
      note: "hard_delete, daily at 00:00 (apps/api/plane/celery.py:40-43); a workspace soft-deleted by its owner, with what CASCADEs from it",
    },
    {
      table: "plane.projects",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:141",
    },
    {
      table: "plane.issues",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:150",
    },
    {
      table: "plane.pages",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:153",
    },
    {
      table: "plane.states",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:162",
    },
    {
      table: "plane.issue_activities",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:164",
      note: "an issue's activity is soft-deleted with its issue or project",
    },
    {
      table: "plane.issue_comments",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:166",
    },
    {
      table: "plane.api_activity_logs",
      clock: "created_at",
      retention: "30d (HARD_DELETE_AFTER_DAYS read with a default of 30)",
      source: "apps/api/plane/bgtasks/cleanup_task.py:274",
      note: "delete_api_logs, daily at 02:30 (apps/api/plane/celery.py:56-59), 500 at a time; copied to MongoDB first when MONGO_DB_URL is set, and kept if the copy fails; the request's headers, body, IP address and user agent",
    },
    {
      table: "plane.email_notification_logs",
      clock: "sent_at",
      retention: "30d (HARD_DELETE_AFTER_DAYS read with a default of 30)",
      source: "apps/api/plane/bgtasks/cleanup_task.py:301",
      note: "delete_email_notification_logs, daily at 02:45 (apps/api/plane/celery.py:60-63); only sent ones (sent_at set); copied to MongoDB first when configured",
    },
    {
      table: "plane.webhook_logs",
      clock: "created_at",
      retention: "30d (HARD_DELETE_AFTER_DAYS read with a default of 30)",
      source: "apps/api/plane/bgtasks/cleanup_task.py:400",
      note: "delete_webhook_logs, daily at 03:30 (apps/api/plane/celery.py:72-75); copied to MongoDB first when configured",
    },
    {
      table: "plane.file_assets",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
      note: "also: assets never uploaded (is_uploaded false) are soft-deleted 7 days after created_at (UNUPLOADED_ASSET_DELETE_DAYS, apps/api/plane/bgtasks/file_asset_task.py:21-26, daily at 02:00), then purged",
    },
    {
      table: "plane.page_versions",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
      note: "beyond the newest 20 of a page they are deleted daily (count-based, apps/api/plane/bgtasks/cleanup_task.py:321-354)",
    },
    {
      table: "plane.issue_description_versions",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
      note: "beyond the newest 20 of an issue they are deleted daily (count-based, apps/api/plane/bgtasks/cleanup_task.py:357-390)",
    },
    {
      table: "plane.api_tokens",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
      note: "a token deleted by its user; expired_at is not acted on",
    },
    {
      table: "plane.workspace_members",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
    },
    {
      table: "plane.workspace_member_invites",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
      note: "an invitation (email, token) withdrawn or answered and then deleted; unanswered ones are kept",
    },
    {
      table: "plane.project_members",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
    },
    {
      table: "plane.project_member_invites",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
    },
    {
      table: "plane.notifications",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
      note: "a notification whose issue or project was deleted; read and archived ones are kept",
    },
    {
      table: "plane.webhooks",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
    },
    {
      table: "plane.user_recent_visits",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
      note: "beyond 20 per user and workspace the oldest is soft-deleted (count-based, apps/api/plane/bgtasks/recent_visited_task.py:37-44)",
    },
    {
      table: "plane.exporters",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
      note: "the export's link is blanked after 8 days (apps/api/plane/bgtasks/exporter_expired_task.py:23-53), the row kept until deleted",
    },
    {
      table: "plane.devices",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
    },
    {
      table: "plane.device_sessions",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
    },
    {
      table: "plane.social_login_connections",
      clock: "deleted_at",
      retention: "60d after its soft deletion (HARD_DELETE_AFTER_DAYS)",
      source: "apps/api/plane/bgtasks/deletion_task.py:191",
    },
  ],
  shouldAsk: [
    {
      table: "plane.sessions",
      why: "login sessions with the user's id and device_info (user agent, IP address) and expire_date; nothing deletes expired ones (Django's clearsessions is not run), only all of a user's sessions when the user deactivates the account (apps/api/plane/app/views/user/base.py:315)",
    },
  ],
  neverDelete: ["plane.users", "plane.profiles", "plane.accounts"],
};
