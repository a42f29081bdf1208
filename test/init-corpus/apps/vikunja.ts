// Vikunja (Go, xorm), from go-vikunja/vikunja@762dc4ebe6f3fbff15d90a0a119f0c6a4720e033.
// Schema: a hand-written transcription of its xorm models (the header of schemaSql says how).
// Cleanup: cron jobs registered by pkg/initialize/init.go:137-150 (hourly): sessions, user
// tokens, trashed tasks, old data exports, users whose scheduled deletion has come.
import type { CorpusApp } from "../types.js";

export const app: CorpusApp = {
  name: "vikunja",
  framework: "go",
  source: {
    repo: "go-vikunja/vikunja",
    commit: "762dc4ebe6f3fbff15d90a0a119f0c6a4720e033",
    schemaFrom:
      "the xorm models (pkg/models, pkg/user, pkg/files, pkg/notifications, pkg/modules/migration) transcribed by hand as xorm's PostgreSQL dialect creates them (Go was not available to run its migrations); 15 of its tables",
  },
  schemas: ["vikunja"],
  schemaSql: `
-- Vikunja: go-vikunja/vikunja@762dc4ebe6f3fbff15d90a0a119f0c6a4720e033
-- Transcribed from the xorm models at that commit as xorm's PostgreSQL dialect creates them
-- (Sync2, as pkg/migration's migrations do): int64 BIGINT (autoincr BIGSERIAL), int INTEGER,
-- string without a size VARCHAR(255), text/longtext TEXT, bool BOOL, time.Time and DATETIME
-- TIMESTAMP (without time zone), DOUBLE DOUBLE PRECISION, json JSON; "index" IDX_<table>_<col>,
-- "unique" UQE_<table>_<col>; xorm makes no foreign keys. A subset: the tables with clocks that a
-- cron reads, and their owners.
CREATE SCHEMA vikunja;
SET search_path TO vikunja;

CREATE TABLE users (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NULL,
    username VARCHAR(250) NOT NULL,
    password VARCHAR(250) NULL,
    email VARCHAR(250) NULL,
    pending_email VARCHAR(250) NULL,
    status INTEGER DEFAULT 0,
    is_admin BOOL DEFAULT false NOT NULL,
    avatar_provider VARCHAR(255) NULL,
    avatar_file_id BIGINT NULL,
    issuer TEXT NULL,
    subject TEXT NULL,
    email_reminders_enabled BOOL DEFAULT true,
    discoverable_by_name BOOL DEFAULT false,
    discoverable_by_email BOOL DEFAULT false,
    overdue_tasks_reminders_enabled BOOL DEFAULT true,
    overdue_tasks_reminders_time VARCHAR(5) DEFAULT '09:00' NOT NULL,
    default_project_id BIGINT NULL,
    bot_owner_id BIGINT NULL,
    week_start INTEGER NULL,
    language VARCHAR(50) NULL,
    timezone VARCHAR(255) NULL,
    deletion_scheduled_at TIMESTAMP NULL,
    deletion_last_reminder_sent TIMESTAMP NULL,
    frontend_settings JSON NULL,
    extra_settings_links JSON NULL,
    export_file_id BIGINT NULL,
    created TIMESTAMP NOT NULL,
    updated TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX "UQE_users_id" ON users (id);
CREATE UNIQUE INDEX "UQE_users_username" ON users (username);
CREATE INDEX "IDX_users_discoverable_by_name" ON users (discoverable_by_name);
CREATE INDEX "IDX_users_discoverable_by_email" ON users (discoverable_by_email);
CREATE INDEX "IDX_users_overdue_tasks_reminders_enabled" ON users (overdue_tasks_reminders_enabled);
CREATE INDEX "IDX_users_default_project_id" ON users (default_project_id);
CREATE INDEX "IDX_users_bot_owner_id" ON users (bot_owner_id);

CREATE TABLE sessions (
    id VARCHAR(36) NOT NULL PRIMARY KEY,
    user_id BIGINT NOT NULL,
    token_hash VARCHAR(64) NOT NULL,
    device_info TEXT,
    ip_address VARCHAR(100),
    is_long_session BOOL DEFAULT false NOT NULL,
    oidc_id_token TEXT,
    oidc_provider_key VARCHAR(250),
    last_active TIMESTAMP NOT NULL,
    created TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX "UQE_sessions_id" ON sessions (id);
CREATE INDEX "IDX_sessions_user_id" ON sessions (user_id);
CREATE UNIQUE INDEX "UQE_sessions_token_hash" ON sessions (token_hash);

CREATE TABLE user_tokens (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL,
    token VARCHAR(450) NOT NULL,
    kind INTEGER NOT NULL,
    created TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX "UQE_user_tokens_id" ON user_tokens (id);
CREATE INDEX "IDX_user_tokens_token" ON user_tokens (token);

CREATE TABLE api_tokens (
    id BIGSERIAL PRIMARY KEY,
    title VARCHAR(255) NOT NULL,
    token_salt VARCHAR(255) NOT NULL,
    token_hash VARCHAR(255) NOT NULL,
    token_last_eight VARCHAR(8) NOT NULL,
    permissions JSON NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    created TIMESTAMP NOT NULL,
    owner_id BIGINT NOT NULL
);
CREATE UNIQUE INDEX "UQE_api_tokens_id" ON api_tokens (id);
CREATE UNIQUE INDEX "UQE_api_tokens_token_hash" ON api_tokens (token_hash);
CREATE INDEX "IDX_api_tokens_token_last_eight" ON api_tokens (token_last_eight);

CREATE TABLE totp (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL,
    secret TEXT NOT NULL,
    enabled BOOL NULL,
    url TEXT NULL
);
CREATE UNIQUE INDEX "UQE_totp_id" ON totp (id);

CREATE TABLE files (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL,
    mime TEXT NULL,
    size BIGINT NOT NULL,
    created TIMESTAMP,
    created_by_id BIGINT NOT NULL
);
CREATE UNIQUE INDEX "UQE_files_id" ON files (id);

CREATE TABLE projects (
    id BIGSERIAL PRIMARY KEY,
    title VARCHAR(250) NOT NULL,
    description TEXT NULL,
    identifier VARCHAR(10) NULL,
    hex_color VARCHAR(6) NULL,
    owner_id BIGINT NOT NULL,
    parent_project_id BIGINT NULL,
    is_archived BOOL DEFAULT false NOT NULL,
    background_file_id BIGINT NULL,
    background_blur_hash VARCHAR(50) NULL,
    position DOUBLE PRECISION NULL,
    created TIMESTAMP NOT NULL,
    updated TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX "UQE_projects_id" ON projects (id);
CREATE INDEX "IDX_projects_owner_id" ON projects (owner_id);
CREATE INDEX "IDX_projects_parent_project_id" ON projects (parent_project_id);

CREATE TABLE tasks (
    id BIGSERIAL PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NULL,
    done BOOL NULL,
    done_at TIMESTAMP NULL,
    due_date TIMESTAMP NULL,
    project_id BIGINT NOT NULL,
    repeat_after BIGINT NULL,
    repeat_mode INTEGER DEFAULT 0 NOT NULL,
    priority BIGINT NULL,
    start_date TIMESTAMP NULL,
    end_date TIMESTAMP NULL,
    hex_color VARCHAR(6) NULL,
    percent_done DOUBLE PRECISION NULL,
    index BIGINT DEFAULT 0 NOT NULL,
    uid VARCHAR(250) NULL,
    cover_image_attachment_id BIGINT DEFAULT 0,
    created TIMESTAMP NOT NULL,
    updated TIMESTAMP NOT NULL,
    deleted_at TIMESTAMP NULL,
    created_by_id BIGINT NOT NULL
);
CREATE UNIQUE INDEX "UQE_tasks_id" ON tasks (id);
CREATE INDEX "IDX_tasks_done" ON tasks (done);
CREATE INDEX "IDX_tasks_done_at" ON tasks (done_at);
CREATE INDEX "IDX_tasks_due_date" ON tasks (due_date);
CREATE INDEX "IDX_tasks_project_id" ON tasks (project_id);
CREATE INDEX "IDX_tasks_repeat_after" ON tasks (repeat_after);
CREATE INDEX "IDX_tasks_start_date" ON tasks (start_date);
CREATE INDEX "IDX_tasks_end_date" ON tasks (end_date);
CREATE INDEX "IDX_tasks_deleted_at" ON tasks (deleted_at);
CREATE UNIQUE INDEX "UQE_tasks_tasks_project_index" ON tasks (project_id, index);

CREATE TABLE task_attachments (
    id BIGSERIAL PRIMARY KEY,
    task_id BIGINT NOT NULL,
    file_id BIGINT NOT NULL,
    created_by_id BIGINT NOT NULL,
    created TIMESTAMP
);
CREATE UNIQUE INDEX "UQE_task_attachments_id" ON task_attachments (id);

CREATE TABLE task_comments (
    id BIGSERIAL PRIMARY KEY,
    comment TEXT NOT NULL,
    author_id BIGINT NOT NULL,
    task_id BIGINT NOT NULL,
    created TIMESTAMP,
    updated TIMESTAMP
);
CREATE UNIQUE INDEX "UQE_task_comments_id" ON task_comments (id);
CREATE INDEX "IDX_task_comments_task_id" ON task_comments (task_id);

CREATE TABLE notifications (
    id BIGSERIAL PRIMARY KEY,
    notifiable_id BIGINT NOT NULL,
    notification JSON NOT NULL,
    name VARCHAR(250) NOT NULL,
    subject_id BIGINT NULL,
    project_id BIGINT DEFAULT 0 NOT NULL,
    read_at TIMESTAMP NULL,
    created TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX "UQE_notifications_id" ON notifications (id);
CREATE INDEX "IDX_notifications_name" ON notifications (name);
CREATE INDEX "IDX_notifications_project_id" ON notifications (project_id);

CREATE TABLE link_shares (
    id BIGSERIAL PRIMARY KEY,
    hash VARCHAR(40) NOT NULL,
    name TEXT NULL,
    project_id BIGINT NOT NULL,
    permission BIGINT DEFAULT 0 NOT NULL,
    sharing_type BIGINT DEFAULT 0 NOT NULL,
    password TEXT NULL,
    shared_by_id BIGINT NOT NULL,
    created TIMESTAMP NOT NULL,
    updated TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX "UQE_link_shares_id" ON link_shares (id);
CREATE UNIQUE INDEX "UQE_link_shares_hash" ON link_shares (hash);
CREATE INDEX "IDX_link_shares_permission" ON link_shares (permission);
CREATE INDEX "IDX_link_shares_sharing_type" ON link_shares (sharing_type);
CREATE INDEX "IDX_link_shares_shared_by_id" ON link_shares (shared_by_id);

CREATE TABLE teams (
    id BIGSERIAL PRIMARY KEY,
    name VARCHAR(250) NOT NULL,
    description TEXT NULL,
    created_by_id BIGINT NOT NULL,
    external_id VARCHAR(250) NULL,
    issuer TEXT NULL,
    created TIMESTAMP,
    updated TIMESTAMP,
    is_public BOOL DEFAULT false NOT NULL
);
CREATE UNIQUE INDEX "UQE_teams_id" ON teams (id);
CREATE INDEX "IDX_teams_created_by_id" ON teams (created_by_id);

CREATE TABLE webhooks (
    id BIGSERIAL PRIMARY KEY,
    target_url VARCHAR(255) NOT NULL,
    events JSON NOT NULL,
    project_id BIGINT NULL,
    user_id BIGINT NULL,
    secret VARCHAR(255) NULL,
    basic_auth_user VARCHAR(255) NULL,
    basic_auth_password VARCHAR(255) NULL,
    created_by_id BIGINT NOT NULL,
    created TIMESTAMP NOT NULL,
    updated TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX "UQE_webhooks_id" ON webhooks (id);
CREATE INDEX "IDX_webhooks_project_id" ON webhooks (project_id);
CREATE INDEX "IDX_webhooks_user_id" ON webhooks (user_id);

CREATE TABLE migration_status (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL,
    migrator_name VARCHAR(255),
    started_at TIMESTAMP NOT NULL,
    finished_at TIMESTAMP NULL
);
CREATE UNIQUE INDEX "UQE_migration_status_id" ON migration_status (id);
`,
  cleans: [
    {
      table: "vikunja.sessions",
      clock: "last_active",
      retention:
        "service.jwtttl, default 259200 s = 72 h, for short sessions; service.jwtttllong, default 2592000 s = 30d, for long ones (pkg/config/config.go:351-352)",
      source: "pkg/models/sessions.go:236",
      note: "is_long_session picks the cutoff; hourly cron (pkg/models/sessions.go:225)",
    },
    {
      table: "vikunja.user_tokens",
      clock: "created",
      retention: "24 h",
      source: "pkg/user/token.go:135",
      note: "password-reset and account-deletion tokens (kind 1, 3) and email-confirm tokens (kind 2) of users with a pending email; caldav tokens (kind 4) are kept. Hourly cron (pkg/user/token.go:154)",
    },
    {
      table: "vikunja.tasks",
      clock: "deleted_at",
      retention:
        "30d after the soft delete (TaskDeleteRetention, pkg/models/task_delete_cron.go:31)",
      source: "pkg/models/task_delete_cron.go:50",
      note: "trashed tasks hard-deleted one by one with what hangs off them (hardDeleteTask, pkg/models/tasks.go:2096)",
    },
    {
      table: "vikunja.files",
      clock: "created",
      retention: "7d",
      source: "pkg/models/export.go:490",
      note: "only the files that are a user's data export (users.export_file_id); other files are kept. Hourly cron (pkg/models/export.go:473)",
    },
    {
      table: "vikunja.users",
      clock: "deletion_scheduled_at",
      retention: "deletion_scheduled_at passed",
      source: "pkg/models/user_delete.go:46",
      note: "only users who asked for their account to be deleted (the time is set when they confirm); hourly cron (pkg/models/user_delete.go:37)",
    },
  ],
  shouldAsk: [
    {
      table: "vikunja.notifications",
      why: "per-user notifications (read_at, created) never deleted",
    },
    {
      table: "vikunja.api_tokens",
      why: "expired API tokens (expires_at) are only notified about (pkg/models/api_tokens_expiry_cron.go:40), never deleted",
    },
    { table: "vikunja.migration_status", why: "per-user import runs, never pruned" },
  ],
  neverDelete: [
    "vikunja.projects",
    "vikunja.task_comments",
    "vikunja.task_attachments",
    "vikunja.teams",
    "vikunja.totp",
    "vikunja.link_shares",
    "vikunja.webhooks",
  ],
};
